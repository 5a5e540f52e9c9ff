#include "PortState.h"
#include "Support/CacheDir.h"
#include "Support/JsonFile.h"
#include "Support/Paths.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <sys/stat.h>

using namespace cu2hip;
using namespace cu2hip::port;

std::string port::stateFileName(const Shard &S) {
  if (!S.Given)
    return ".cu2hip-state.json";
  return ".cu2hip-state." + std::to_string(S.Index + 1) + "-of-" + std::to_string(S.Count) + ".json";
}

bool port::isStateFileName(llvm::StringRef Name) {
  return Name == ".cu2hip-state.json" ||
         (Name.starts_with(".cu2hip-state.") && Name.ends_with(".json") && Name.contains("-of-"));
}

llvm::json::Value port::diagToJson(const Diagnostic &D, const std::string &FileRel) {
  llvm::json::Object O{{"code", diagCode(D.Id)},
                       {"name", diagInfo(D.Id).Name.str()},
                       {"severity", severityName(D.severity()).str()},
                       {"line", D.Line},
                       {"column", D.Column},
                       {"message", D.Message}};
  if (!D.Subject.empty())
    O["subject"] = D.Subject;
  if (!FileRel.empty())
    O["file"] = std::string(FileRel);
  return llvm::json::Value(std::move(O));
}

std::optional<Diagnostic> port::diagFromJson(const llvm::json::Value &V) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  auto Code = O->getString("code");
  if (!Code)
    return std::nullopt;
  std::optional<DiagId> Id = diagIdFromCode(*Code);
  if (!Id)
    return std::nullopt;
  Diagnostic D{};
  D.Id = *Id;
  D.Line = O->getInteger("line").value_or(0);
  D.Column = O->getInteger("column").value_or(0);
  D.Message = O->getString("message").value_or("").str();
  D.Subject = O->getString("subject").value_or("").str();
  D.File = O->getString("file").value_or("").str();
  return D;
}

std::optional<StateMap> port::readState(llvm::StringRef Path, llvm::StringRef OptionsHash) {
  support::JsonFileError Error;
  std::optional<llvm::json::Value> V = support::readJsonFile(Path, Error);
  if (!V)
    return std::nullopt;
  const llvm::json::Object *O = V->getAsObject();
  if (!O || O->getInteger("cu2hip_state") != 1 || O->getString("options") != OptionsHash)
    return std::nullopt;
  const llvm::json::Object *Files = O->getObject("files");
  if (!Files)
    return std::nullopt;
  StateMap State;
  for (const auto &[K, FV] : *Files) {
    const llvm::json::Object *F = FV.getAsObject();
    if (!F)
      continue;
    StateEntry S;
    S.Src = F->getString("src").value_or("").str();
    S.Out = F->getString("out").value_or("").str();
    S.OutHash = F->getString("out_hash").value_or("").str();
    S.Status = F->getString("status").value_or("").str();
    S.Owner = F->getString("owner").value_or("").str();
    S.WarpHeader = F->getBoolean("warp_header").value_or(false);
    S.ParseProblems = F->getBoolean("parse_problems").value_or(false);
    if (const llvm::json::Object *D = F->getObject("deps"))
      for (const auto &[DK, DV] : *D)
        S.Deps[DK.str()] = DV.getAsString().value_or("").str();
    if (const llvm::json::Array *A = F->getArray("diagnostics"))
      for (const llvm::json::Value &DV : *A)
        if (auto D = diagFromJson(DV))
          S.Diags.push_back(*D);
    State[K.str()] = std::move(S);
  }
  return State;
}

llvm::json::Value port::stateJson(const PortPlan &Plan, llvm::StringRef OptionsHash) {
  llvm::json::Object Files;
  for (size_t I = 0; I < Plan.E.size(); ++I) {
    const Entry &En = Plan.E[I];
    if (!Plan.InShard[I] || (En.R != Role::TU && En.R != Role::Header) || !En.Final ||
        (En.St != Status::Translated && En.St != Status::Unchanged))
      continue;
    llvm::json::Object F{{"src", En.Hash},
                         {"out", En.OutRel},
                         {"out_hash", En.OutHash},
                         {"status", statusName(En.St)}};
    if (En.R == Role::Header)
      F["owner"] = En.Owner;
    if (!En.Deps.empty()) {
      llvm::json::Object D;
      for (const auto &[K, V] : En.Deps)
        D[K] = V;
      F["deps"] = std::move(D);
    }
    if (En.NeedsWarpHeader)
      F["warp_header"] = true;
    if (En.ParseProblems)
      F["parse_problems"] = true;
    llvm::json::Array Diags;
    for (const Diagnostic &D : En.Diags)
      Diags.push_back(diagToJson(D, D.File == En.Rel ? "" : D.File));
    if (!Diags.empty())
      F["diagnostics"] = std::move(Diags);
    Files[En.Rel] = std::move(F);
  }
  return llvm::json::Object{{"cu2hip_state", 1}, {"options", OptionsHash.str()}, {"files", std::move(Files)}};
}

namespace {
std::string cachedStatePath(llvm::StringRef Kind, llvm::StringRef TreeReal, const Shard &S) {
  std::string Cache = support::cacheDirectory();
  if (Cache.empty())
    return "";
  return Cache + "/" + Kind.str() + "/" + support::contentHash(TreeReal) + stateFileName(S);
}
} // namespace

std::string port::inPlaceStatePath(llvm::StringRef SrcReal, const Shard &S) {
  return cachedStatePath("in-place", SrcReal, S);
}

std::string port::outputStatePath(llvm::StringRef DstReal, const Shard &S) {
  return cachedStatePath("ports", DstReal, S);
}

void port::boundOutputStates(llvm::StringRef Keep) {
  std::string Dir = llvm::sys::path::parent_path(Keep).str();
  std::vector<support::CacheItem> Items;
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), End; I != End && !EC; I.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(I->path());
    size_t Dot = Name.find('.');
    struct stat St;
    if (I->path() == Keep || Dot == llvm::StringRef::npos || !isStateFileName(Name.substr(Dot)) ||
        ::stat(I->path().c_str(), &St) || !S_ISREG(St.st_mode))
      continue;
    Items.push_back({I->path(), St.st_mtime, uint64_t(St.st_size)});
    Total += St.st_size;
  }
  support::evictLeastRecentlyUsed(std::move(Items), Total, OutputStatesMaxBytes);
}

llvm::json::Value port::inPlaceWritesJson(const std::vector<InPlaceWrite> &Writes) {
  llvm::json::Array A;
  for (const InPlaceWrite &W : Writes)
    A.push_back(llvm::json::Object{{"path", W.Rel}, {"from", W.From}, {"to", W.To}, {"backup", W.Backup}});
  return llvm::json::Value(std::move(A));
}

std::vector<InPlaceWrite> port::readInPlaceWrites(llvm::StringRef Path) {
  std::vector<InPlaceWrite> Writes;
  support::JsonFileError Error;
  std::optional<llvm::json::Value> V = support::readJsonFile(Path, Error);
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  const llvm::json::Array *A = O && O->getInteger("cu2hip_state") == 1 ? O->getArray("in_place_writes") : nullptr;
  if (!A)
    return Writes;
  for (const llvm::json::Value &WV : *A)
    if (const llvm::json::Object *W = WV.getAsObject())
      Writes.push_back({W->getString("path").value_or("").str(), W->getString("from").value_or("").str(),
                        W->getString("to").value_or("").str(), W->getString("backup").value_or("").str()});
  return Writes;
}
