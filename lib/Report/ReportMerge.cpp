// Reading a `coverage --format json` report back into the model, and merging
// the reports of `coverage --shard K/N` runs into the report one unsharded run
// gives (`cu2hip report merge`, docs/ci.md).
#include "Support/Shard.h"
#include "cu2hip/Commands.h"
#include "cu2hip/Coverage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <limits>
#include <map>

using namespace cu2hip;
using llvm::json::Array;
using llvm::json::Object;

namespace {

constexpr unsigned MaxCount = std::numeric_limits<unsigned>::max();
/// The longest time a report may give (about 31 years): every sum of times
/// stays finite, so the emitters never print "inf".
constexpr double MaxSeconds = 1e9;

/// Reads one report into the model. Values of the wrong kind where a count or
/// a time is expected (negative, fractional, too large, not a number) are
/// refused, never cast: the first such problem is kept, with the program and
/// key where it is, and the report is an error.
class Reader {
public:
  std::string Problem;

  std::string str(const Object *O, llvm::StringRef Key) {
    return O ? O->getString(Key).value_or("").str() : "";
  }
  /// A count: absent is 0 (optional keys, older reports).
  unsigned num(const Object *O, llvm::StringRef Key) {
    const llvm::json::Value *V = O ? O->get(Key) : nullptr;
    if (!V)
      return 0;
    std::optional<int64_t> N = V->getAsInteger();
    if (!N || *N < 0 || *N > MaxCount) {
      bad(Key, *V, "a count (an integer from 0 to " + std::to_string(MaxCount) + ")");
      return 0;
    }
    return unsigned(*N);
  }
  double seconds(const Object *O) {
    const llvm::json::Value *V = O ? O->get("time_s") : nullptr;
    if (!V)
      return 0;
    std::optional<double> T = V->getAsNumber();
    if (!T || !(*T >= 0 && *T <= MaxSeconds)) {
      bad("time_s", *V, "a time (a number of seconds from 0 to 1e9)");
      return 0;
    }
    return *T;
  }
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
    const llvm::json::Value *V = O ? O->get("exit_code") : nullptr;
    if (!V || V->kind() == llvm::json::Value::Null)
      return std::nullopt;
    std::optional<int64_t> N = V->getAsInteger();
    if (!N || *N < std::numeric_limits<int>::min() || *N > std::numeric_limits<int>::max()) {
      bad("exit_code", *V, "an exit status (an int) or null");
      return std::nullopt;
    }
    return int(*N);
  }
  ArchResult arch(const Object *O) {
    ArchResult A;
    A.Arch = str(O, "arch");
    A.Status = status(O);
    A.Message = str(O, "message");
    A.FirstError = str(O, "first_error");
    A.Seconds = seconds(O);
    // Reports written before the compile cache have no "cached".
    A.Cached = O && O->getBoolean("cached").value_or(false);
    return A;
  }
  /// An API count; "converted" cannot exceed "total".
  ApiCount apiCount(const Object *O, llvm::StringRef Where) {
    ApiCount C{num(O, "total"), num(O, "converted")};
    if (C.Converted > C.Total && Problem.empty())
      Problem = Program + Where.str() + ": " + std::to_string(C.Converted) + " of " +
                std::to_string(C.Total) + " uses converted";
    return C;
  }

  ProgramResult program(const Object &P, size_t Index);

private:
  std::string Program; // "program 'NAME': ", where the values read now are

  void bad(llvm::StringRef Key, const llvm::json::Value &V, const llvm::Twine &Expected) {
    if (Problem.empty())
      Problem = Program + "\"" + Key.str() + "\" is " + llvm::formatv("{0}", V).str() +
                ", not " + Expected.str();
  }
};

ProgramResult Reader::program(const Object &P, size_t Index) {
  ProgramResult R;
  CorpusProgram &M = R.Manifest;
  M.Name = str(&P, "name");
  Program = "program '" + M.Name + "' (programs[" + std::to_string(Index) + "]): ";
  M.Dir = str(&P, "dir");
  M.Summary = str(&P, "summary");
  M.Features = strings(&P, "features");
  M.Sources = strings(&P, "sources");
  M.Libraries = strings(&P, "libraries");
  M.Expect = str(&P, "expect");
  M.Args = strings(&P, "args");
  M.ExpectOutput = str(&P, "expect_output");
  M.ExpectExit = int(P.getInteger("expect_exit").value_or(0));
  M.Found = !P.getBoolean("manifest").value_or(true);
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
      X.ApiTotal = apiCount(T ? T->getObject("api") : nullptr, "target " + K.str() + " api");
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
  if (const Object *D = Verify ? Verify->getObject("differential") : nullptr) {
    DifferentialResult &Diff = R.Differential.emplace();
    Diff.Reference = stage(D->getObject("reference"));
    if (const Array *A = D->getArray("candidates"))
      for (const llvm::json::Value &X : *A) {
        const Object *C = X.getAsObject();
        Diff.Candidates.push_back({num(C, "wave"), str(C, "difference"), str(C, "kernel"), num(C, "launch")});
      }
  }
  if (const Array *A = P.getArray("waves"))
    for (const llvm::json::Value &X : *A) {
      const Object *W = X.getAsObject();
      WaveRun Wr;
      Wr.Wave = num(W, "wave");
      // The summary counts each width once per program (its "skipped" is
      // the programs less those): a width twice would make it negative.
      if (Problem.empty() && llvm::any_of(R.Waves, [&](const WaveRun &O) { return O.Wave == Wr.Wave; }))
        Problem = Program + "wave " + std::to_string(Wr.Wave) + " is reported twice";
      const Object *WRun = W ? W->getObject("run") : nullptr;
      const Object *WVer = W ? W->getObject("verify") : nullptr;
      Wr.Run = stage(WRun);
      Wr.ExitCode = exitCode(WRun);
      Wr.Verify = stage(WVer);
      Wr.LastLine = str(WVer, "got");
      R.Waves.push_back(std::move(Wr));
    }
  // The program's API total is not read: it is the sum of its areas.
  const Object *Api = P.getObject("api");
  if (const Object *By = Api ? Api->getObject("by_area") : nullptr)
    for (const auto &[K, V] : *By) {
      ApiCount C = apiCount(V.getAsObject(), "api area " + K.str());
      std::optional<unsigned> Total = llvm::checkedAddUnsigned(R.ApiTotal.Total, C.Total);
      std::optional<unsigned> Converted = llvm::checkedAddUnsigned(R.ApiTotal.Converted, C.Converted);
      if (!Total || !Converted) {
        if (Problem.empty())
          Problem = Program + "the API uses of its areas add up past " + std::to_string(MaxCount);
      } else {
        R.ApiTotal = {*Total, *Converted};
      }
      R.Api[K.str()] = C;
    }
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
  // The warp totals ("found", "fixed") are not read: the summary counts the sites.
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
  Program.clear();
  return R;
}

} // namespace

llvm::Expected<CoverageReport> cu2hip::coverageReportFromJson(llvm::StringRef File,
                                                              const llvm::json::Value &Doc) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s: %s", File.str().c_str(),
                                   Why.str().c_str());
  };
  const Object *Root = Doc.getAsObject();
  const llvm::json::Value *Schema = Root ? Root->get("schema") : nullptr;
  if (!Schema)
    return Fail("not a cu2hip coverage report (no \"schema\"; this cu2hip reads \"" +
                CoverageReportSchema + "\")");
  // Another version may mean something else by its keys: refused, never
  // read as (and relabelled) this one.
  if (Schema->getAsString() != CoverageReportSchema)
    return Fail("unknown report schema " + llvm::formatv("{0}", *Schema).str() +
                " (this cu2hip reads \"" + CoverageReportSchema + "\")");
  const Array *Programs = Root->getArray("programs");
  if (!Programs)
    return Fail("no \"programs\" array");
  Reader In;
  CoverageReport R;
  R.Source = File.str();
  R.Corpus = In.str(Root, "corpus");
  R.Shard = In.str(Root, "shard");
  R.HipVersion = In.str(Root, "hip_version");
  R.Archs = In.strings(Root, "offload_archs");
  R.Hipcc = In.str(Root, "hipcc");
  if (const Array *A = Root->getArray("hip_targets"))
    for (const llvm::json::Value &X : *A) {
      const Object *T = X.getAsObject();
      R.Targets.push_back({In.str(T, "hip_version"), In.str(T, "hipcc"), In.str(T, "found_by"),
                           In.str(T, "reason")});
    }
  const Object *Req = Root->getObject("requested");
  R.CompileRequested = Req && Req->getBoolean("compile").value_or(false);
  R.RunRequested = Req && Req->getBoolean("run").value_or(false);
  R.WarpModel = In.str(Root, "warp_model");
  if (const Object *D = Root->getObject("device")) {
    R.Device.Available = D->getBoolean("available").value_or(false);
    llvm::StringRef Kind = D->getString("kind").value_or("none");
    for (RunTarget T : {RunTarget::None, RunTarget::Gpu, RunTarget::Runner, RunTarget::CpuBackend})
      if (runTargetName(T) == Kind)
        R.Device.Kind = T;
    R.Device.Name = In.str(D, "name");
    R.Device.Reason = In.str(D, "reason");
  }
  if (const Object *C = Root->getObject("cpu_backend")) {
    CpuRuntime Cpu;
    Cpu.Path = In.str(C, "description");
    Cpu.Cxx = In.str(C, "cxx");
    Cpu.Translate = In.strings(C, "translate");
    Cpu.WaveEnv = In.str(C, "wave_env");
    Cpu.Memcheck = C->getBoolean("memcheck").value_or(false);
    R.Cpu = std::move(Cpu);
  }
  // Of the summary only the wall time is read (it is no sum of the
  // programs'); every total is computed again from the programs.
  if (const Object *S = Root->getObject("summary"))
    if (const Object *T = S->getObject("time_s")) {
      const llvm::json::Value *W = T->get("wall");
      std::optional<double> Wall = W ? W->getAsNumber() : std::optional<double>(0.0);
      if (!Wall || !(*Wall >= 0 && *Wall <= MaxSeconds))
        return Fail("\"summary\".\"time_s\".\"wall\" is " + llvm::formatv("{0}", *W).str() +
                    ", not a time (a number of seconds from 0 to 1e9)");
      R.Summary.WallSeconds = *Wall;
    }
  for (size_t I = 0; I < Programs->size(); ++I)
    if (const Object *P = (*Programs)[I].getAsObject()) {
      R.Programs.push_back(In.program(*P, I));
      if (!In.Problem.empty())
        return Fail(In.Problem);
    }
  if (const Array *A = Root->getArray("corpus_errors"))
    for (const llvm::json::Value &V : *A) {
      const Object *E = V.getAsObject();
      R.CorpusErrors.push_back({In.str(E, "file"), In.num(E, "line"), In.num(E, "column"), In.str(E, "message")});
    }
  if (const llvm::json::Value *E = Root->get("exit_code")) {
    std::optional<int64_t> N = E->getAsInteger();
    if (!N || *N < 0 || *N > 255)
      return Fail("\"exit_code\" is " + llvm::formatv("{0}", *E).str() +
                  ", not an exit status (0 to 255)");
    R.ExitCode = int(*N);
  }
  R.FailReasons = In.strings(Root, "fail_reasons");
  if (!In.Problem.empty())
    return Fail(In.Problem);
  return R;
}

namespace {
/// What summarizeCoverage adds up besides numbers of entries (bounded by the
/// input): the API counts, summed here with checked arithmetic first.
std::optional<std::string> apiCountsOverflow(const std::vector<ProgramResult> &Programs) {
  ApiCount Total;
  std::map<std::string, ApiCount> Areas, Targets;
  auto Add = [](ApiCount &Into, const ApiCount &C) {
    std::optional<unsigned> T = llvm::checkedAddUnsigned(Into.Total, C.Total);
    std::optional<unsigned> V = llvm::checkedAddUnsigned(Into.Converted, C.Converted);
    if (!T || !V)
      return false;
    Into = {*T, *V};
    return true;
  };
  for (const ProgramResult &P : Programs) {
    bool Ok = Add(Total, P.ApiTotal);
    for (const auto &[Area, C] : P.Api)
      Ok &= Add(Areas[Area], C);
    for (const TargetResult &T : P.Targets)
      Ok &= Add(Targets[T.HipVersion], T.ApiTotal);
    if (!Ok)
      return "the API uses of the programs add up past " + std::to_string(MaxCount) +
             " (at program '" + P.Manifest.Name + "')";
  }
  return std::nullopt;
}
} // namespace

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
  // Each program is one shard's (by its name, as `coverage --shard` splits
  // the corpus): one in two shards, or twice in one, would be counted twice.
  std::map<std::string, const CoverageReport *> Owner;
  for (const CoverageReport &P : Parts)
    for (const ProgramResult &X : P.Programs) {
      const std::string &Name = X.Manifest.Name;
      auto [It, New] = Owner.try_emplace(Name, &P);
      if (!New)
        return Fail(It->second == &P
                        ? "program '" + Name + "' is listed twice in '" + P.Source + "'"
                        : "program '" + Name + "' is in both '" + It->second->Source + "' and '" +
                              P.Source + "'");
    }
  for (const CoverageReport &P : Parts) {
    std::string Error;
    support::Shard S = *support::Shard::parse(P.Shard, Error);
    for (const ProgramResult &X : P.Programs)
      if (!S.has(X.Manifest.Name))
        return Fail("program '" + X.Manifest.Name + "' of '" + P.Source + "' (shard " + P.Shard +
                    ") is not in that shard's part of the corpus");
  }
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
  // Every total is computed from the programs (a shard's are not read).
  if (std::optional<std::string> Why = apiCountsOverflow(R.Programs))
    return Fail(*Why);
  double Wall = R.Summary.WallSeconds;
  R.Summary = summarizeCoverage(R.Programs, R.requested());
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
