// Reading a `coverage --format json` report back into the model, and merging
// the reports of `coverage --shard K/N` runs into the report one unsharded run
// gives (`cu2hip report merge`, docs/ci.md).
#include "Support/JsonFile.h"
#include "Support/Shard.h"
#include "cu2hip/Commands.h"
#include "cu2hip/Coverage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"

#include <set>

using namespace cu2hip;
using llvm::json::Array;
using llvm::json::Object;

namespace {

std::string str(const Object *O, llvm::StringRef Key) {
  return O ? O->getString(Key).value_or("").str() : "";
}
unsigned num(const Object *O, llvm::StringRef Key) {
  return O ? unsigned(O->getInteger(Key).value_or(0)) : 0;
}
double seconds(const Object *O) { return O ? O->getNumber("time_s").value_or(0) : 0; }
std::vector<std::string> strings(const Object *O, llvm::StringRef Key) {
  std::vector<std::string> V;
  if (const Array *A = O ? O->getArray(Key) : nullptr)
    for (const llvm::json::Value &X : *A)
      V.push_back(X.getAsString().value_or("").str());
  return V;
}
StageStatus status(const Object *O) {
  return parseStageStatus(str(O, "status")).value_or(StageStatus::Skipped);
}
StageResult stage(const Object *O) {
  StageResult S;
  S.Status = status(O);
  S.Message = str(O, "message");
  S.Detail = str(O, "detail");
  S.Seconds = seconds(O);
  return S;
}
std::optional<int> exitCode(const Object *O) {
  if (auto V = O ? O->getInteger("exit_code") : std::nullopt)
    return int(*V);
  return std::nullopt;
}
ArchResult arch(const Object *O) {
  ArchResult A;
  A.Arch = str(O, "arch");
  A.Status = status(O);
  A.Message = str(O, "message");
  A.FirstError = str(O, "first_error");
  A.Seconds = seconds(O);
  return A;
}
ApiCount apiCount(const Object *O) { return {num(O, "total"), num(O, "converted")}; }

ProgramResult program(const Object &P) {
  ProgramResult R;
  CorpusProgram &M = R.Manifest;
  M.Name = str(&P, "name");
  M.Dir = str(&P, "dir");
  M.Summary = str(&P, "summary");
  M.Features = strings(&P, "features");
  M.Sources = strings(&P, "sources");
  M.Libraries = strings(&P, "libraries");
  M.Expect = str(&P, "expect");
  M.WarpSensitive = P.getBoolean("warp_sensitive").value_or(false);
  M.HipGaps = strings(&P, "hip_gaps");
  const Object *Stages = P.getObject("stages");
  for (Stage S : AllStages)
    R.stage(S) = stage(Stages ? Stages->getObject(stageName(S)) : nullptr);
  const Object *Compile = Stages ? Stages->getObject("compile") : nullptr;
  R.NeedsLibraries = strings(Compile, "needs");
  R.LinkFlags = strings(Compile, "link_flags");
  if (const Array *A = Compile ? Compile->getArray("archs") : nullptr)
    for (const llvm::json::Value &X : *A)
      R.Archs.push_back(arch(X.getAsObject()));
  if (const Object *Ts = P.getObject("targets"))
    for (const auto &[K, V] : *Ts) {
      const Object *T = V.getAsObject();
      TargetResult X;
      X.HipVersion = K.str();
      const Object *Tr = T ? T->getObject("translate") : nullptr;
      const Object *Co = T ? T->getObject("compile") : nullptr;
      X.Translate = stage(Tr);
      X.Left = num(Tr, "left");
      X.Compile = stage(Co);
      X.NeedsLibraries = strings(Co, "needs");
      X.LinkFlags = strings(Co, "link_flags");
      if (const Array *A = Co ? Co->getArray("archs") : nullptr)
        for (const llvm::json::Value &Y : *A)
          X.Archs.push_back(arch(Y.getAsObject()));
      X.ApiTotal = apiCount(T ? T->getObject("api") : nullptr);
      R.Targets.push_back(std::move(X));
    }
  // A JSON object's keys come back in no particular order; targets are oldest first.
  llvm::sort(R.Targets, [](const TargetResult &A, const TargetResult &B) {
    return Version::parse(A.HipVersion).value_or(Version()) <
           Version::parse(B.HipVersion).value_or(Version());
  });
  const Object *Run = Stages ? Stages->getObject("run") : nullptr;
  R.ExitCode = exitCode(Run);
  if (const Object *C = Run ? Run->getObject("cpu_build") : nullptr)
    R.CpuBuild = arch(C);
  const Object *Verify = Stages ? Stages->getObject("verify") : nullptr;
  R.LastLine = str(Verify, "got");
  if (const Object *D = Verify ? Verify->getObject("divergence") : nullptr)
    R.Divergence = WaveDivergence{num(D, "line"), str(D, "wave32"), str(D, "wave64")};
  if (const Array *A = P.getArray("waves"))
    for (const llvm::json::Value &X : *A) {
      const Object *W = X.getAsObject();
      WaveRun Wr;
      Wr.Wave = num(W, "wave");
      const Object *WRun = W ? W->getObject("run") : nullptr;
      const Object *WVer = W ? W->getObject("verify") : nullptr;
      Wr.Run = stage(WRun);
      Wr.ExitCode = exitCode(WRun);
      Wr.Verify = stage(WVer);
      Wr.LastLine = str(WVer, "got");
      R.Waves.push_back(std::move(Wr));
    }
  const Object *Api = P.getObject("api");
  R.ApiTotal = apiCount(Api);
  if (const Object *By = Api ? Api->getObject("by_area") : nullptr)
    for (const auto &[K, V] : *By)
      R.Api[K.str()] = apiCount(V.getAsObject());
  if (const Array *A = P.getArray("unconverted"))
    for (const llvm::json::Value &X : *A) {
      const Object *U = X.getAsObject();
      Unconverted Un;
      Un.Name = str(U, "name");
      Un.Kind = str(U, "kind");
      Un.Where = parseArea(str(U, "area")).value_or(Area::Runtime);
      Un.File = str(U, "file");
      Un.Line = num(U, "line");
      Un.Column = num(U, "column");
      R.Blocking.push_back(std::move(Un));
    }
  const Object *Warp = P.getObject("warp");
  if (const Array *A = Warp ? Warp->getArray("sites") : nullptr)
    for (const llvm::json::Value &X : *A) {
      const Object *W = X.getAsObject();
      WarpFinding F;
      F.File = str(W, "file");
      F.Line = num(W, "line");
      F.Column = num(W, "column");
      F.Code = str(W, "id");
      F.Name = str(W, "name");
      F.Message = str(W, "message");
      F.Fixed = W && W->getBoolean("fixed").value_or(false);
      R.Warp.push_back(std::move(F));
    }
  R.ParseProblems = num(&P, "parse_problems");
  if (const Array *A = P.getArray("files"))
    for (const llvm::json::Value &X : *A) {
      const Object *F = X.getAsObject();
      TranslatedFile T;
      T.Path = str(F, "path");
      T.Ok = F && F->getBoolean("ok").value_or(true);
      T.Changed = F && F->getBoolean("changed").value_or(false);
      T.Edits = num(F, "edits");
      T.UserRuleEdits = num(F, "user_rule_edits");
      T.Diff = str(F, "diff");
      R.Files.push_back(std::move(T));
    }
  return R;
}

} // namespace

llvm::Expected<CoverageReport> cu2hip::readCoverageReport(llvm::StringRef Path) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s: %s", Path.str().c_str(),
                                   Why.str().c_str());
  };
  support::JsonFileError Error;
  std::optional<llvm::json::Value> Doc = support::readJsonFile(Path, Error);
  if (!Doc)
    return Fail((Error.Unreadable ? "cannot read: " : "not JSON: ") + Error.Why);
  const Object *Root = Doc->getAsObject();
  if (!Root || !Root->getString("schema").value_or("").starts_with("cu2hip-coverage/"))
    return Fail("not a cu2hip coverage report (no \"schema\": \"cu2hip-coverage/N\")");
  const Array *Programs = Root->getArray("programs");
  if (!Programs)
    return Fail("no \"programs\" array");
  CoverageReport R;
  R.Corpus = str(Root, "corpus");
  R.Shard = str(Root, "shard");
  R.HipVersion = str(Root, "hip_version");
  R.Archs = strings(Root, "offload_archs");
  R.Hipcc = str(Root, "hipcc");
  if (const Array *A = Root->getArray("hip_targets"))
    for (const llvm::json::Value &X : *A) {
      const Object *T = X.getAsObject();
      R.Targets.push_back({str(T, "hip_version"), str(T, "hipcc"), str(T, "found_by"),
                           str(T, "reason")});
    }
  const Object *Req = Root->getObject("requested");
  R.CompileRequested = Req && Req->getBoolean("compile").value_or(false);
  R.RunRequested = Req && Req->getBoolean("run").value_or(false);
  R.WarpModel = str(Root, "warp_model");
  if (const Object *D = Root->getObject("device")) {
    R.Device.Available = D->getBoolean("available").value_or(false);
    llvm::StringRef Kind = D->getString("kind").value_or("none");
    for (RunTarget T : {RunTarget::None, RunTarget::Gpu, RunTarget::Runner, RunTarget::CpuBackend})
      if (runTargetName(T) == Kind)
        R.Device.Kind = T;
    R.Device.Name = str(D, "name");
    R.Device.Reason = str(D, "reason");
  }
  if (const Object *C = Root->getObject("cpu_backend")) {
    CpuRuntime Cpu;
    Cpu.Path = str(C, "description");
    Cpu.Cxx = str(C, "cxx");
    Cpu.Translate = strings(C, "translate");
    Cpu.WaveEnv = str(C, "wave_env");
    R.Cpu = std::move(Cpu);
  }
  if (const Object *S = Root->getObject("summary"))
    if (const Object *T = S->getObject("time_s"))
      R.Summary.WallSeconds = T->getNumber("wall").value_or(0);
  for (const llvm::json::Value &V : *Programs)
    if (const Object *P = V.getAsObject())
      R.Programs.push_back(program(*P));
  if (const Array *A = Root->getArray("corpus_errors"))
    for (const llvm::json::Value &V : *A) {
      const Object *E = V.getAsObject();
      R.CorpusErrors.push_back({str(E, "file"), num(E, "line"), num(E, "column"), str(E, "message")});
    }
  R.ExitCode = int(Root->getInteger("exit_code").value_or(0));
  R.FailReasons = strings(Root, "fail_reasons");
  return R;
}

llvm::Expected<CoverageReport> cu2hip::mergeCoverageReports(std::vector<CoverageReport> Parts) {
  auto Fail = [](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Why.str().c_str());
  };
  if (Parts.empty())
    return Fail("no reports to merge");
  // Every part of one K/N partition, each once.
  support::ShardPartition Partition;
  for (const CoverageReport &P : Parts) {
    std::string Error;
    std::optional<support::Shard> S = support::Shard::parse(P.Shard, Error);
    if (!S)
      return Fail("a report of '" + P.Corpus + "' is not from a --shard K/N run");
    if (std::optional<std::string> Why = Partition.add(*S))
      return Fail(*Why);
    auto Versions = [](const CoverageReport &X) {
      std::vector<std::string> V;
      for (const HipTargetCompiler &T : X.Targets)
        V.push_back(T.HipVersion);
      return V;
    };
    if (P.Corpus != Parts.front().Corpus || P.WarpModel != Parts.front().WarpModel ||
        P.HipVersion != Parts.front().HipVersion || P.Archs != Parts.front().Archs ||
        Versions(P) != Versions(Parts.front()))
      return Fail("the reports are of different runs (corpus, HIP version, archs or warp model "
                  "differ)");
  }
  if (std::optional<std::string> Why = Partition.missing())
    return Fail(*Why);
  CoverageReport R = std::move(Parts.front());
  R.Shard.clear();
  for (size_t I = 1; I < Parts.size(); ++I) {
    CoverageReport &P = Parts[I];
    R.CompileRequested |= P.CompileRequested;
    R.RunRequested |= P.RunRequested;
    R.Summary.WallSeconds = std::max(R.Summary.WallSeconds, P.Summary.WallSeconds);
    for (ProgramResult &X : P.Programs)
      R.Programs.push_back(std::move(X));
  }
  llvm::sort(R.Programs, [](const ProgramResult &A, const ProgramResult &B) {
    return A.Manifest.Name < B.Manifest.Name;
  });
  double Wall = R.Summary.WallSeconds;
  R.Summary = summarizeCoverage(R.Programs);
  R.Summary.WallSeconds = Wall;
  // Every shard reports the corpus errors (a broken corpus is every shard's
  // failure); the merged report lists them once. Baselines and thresholds
  // apply to the whole: a shard's are not carried over.
  R.Baseline.reset();
  R.Thresholds.clear();
  R.FailReasons.clear();
  R.ExitCode = 0;
  if (!R.CorpusErrors.empty()) {
    R.ExitCode = ExitBrokenCorpus;
    R.FailReasons.push_back(std::to_string(R.CorpusErrors.size()) +
                            (R.CorpusErrors.size() == 1 ? " corpus error" : " corpus errors"));
  }
  return R;
}
