// Comparing a coverage run with an earlier JSON report (`--baseline OLD.json`).
// A regression is a program that passed a stage before and now fails it (or now
// needs a library); a stage skipped now (not requested, no device) is not
// compared. Programs only on one side are listed, not judged.
#include "cu2hip/Coverage.h"
#include "Support/JsonFile.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"

using namespace cu2hip;

llvm::Expected<BaselineComparison>
cu2hip::compareWithBaseline(llvm::StringRef BaselinePath, const std::vector<ProgramResult> &Now) {
  support::JsonFileError Error;
  std::optional<llvm::json::Value> Doc = support::readJsonFile(BaselinePath, Error);
  if (!Doc)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Error.Unreadable ? "cannot read baseline '%s': %s"
                                                    : "baseline '%s' is not JSON: %s",
                                   BaselinePath.str().c_str(), Error.Why.c_str());
  auto Bad = [&](const char *What) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "baseline '%s' is not a cu2hip coverage report (%s)",
                                   BaselinePath.str().c_str(), What);
  };
  const llvm::json::Object *Root = Doc->getAsObject();
  if (!Root)
    return Bad("not an object");
  std::optional<llvm::StringRef> Schema = Root->getString("schema");
  if (!Schema || !Schema->starts_with("cu2hip-coverage/"))
    return Bad("no \"schema\": \"cu2hip-coverage/N\"");
  const llvm::json::Array *Programs = Root->getArray("programs");
  if (!Programs)
    return Bad("no \"programs\" array");

  // program -> stage -> status
  llvm::StringMap<std::map<Stage, StageStatus>> Old;
  for (const llvm::json::Value &V : *Programs) {
    const llvm::json::Object *P = V.getAsObject();
    std::optional<llvm::StringRef> Name = P ? P->getString("name") : std::nullopt;
    const llvm::json::Object *Stages = P ? P->getObject("stages") : nullptr;
    if (!Name || !Stages)
      return Bad("a program without \"name\" or \"stages\"");
    auto &Statuses = Old[*Name];
    for (Stage S : AllStages) {
      const llvm::json::Object *SO = Stages->getObject(stageName(S));
      std::optional<llvm::StringRef> St = SO ? SO->getString("status") : std::nullopt;
      if (!St)
        continue;
      if (auto X = parseStageStatus(*St))
        Statuses[S] = *X;
      else
        return Bad("an unknown stage status");
    }
  }

  BaselineComparison C;
  C.File = BaselinePath.str();
  if (const llvm::json::Object *Sum = Root->getObject("summary")) {
    if (auto N = Sum->getInteger("programs"); N && *N >= 0 && *N <= UINT32_MAX)
      C.BaselinePrograms = unsigned(*N);
    if (const llvm::json::Object *Stages = Sum->getObject("stages"))
      for (Stage S : AllStages)
        if (const llvm::json::Object *SO = Stages->getObject(stageName(S)))
          if (auto N = SO->getInteger("reached"))
            C.BaselineReached[stageName(S).str()] = unsigned(*N);
  }

  // Its history (a report written with --baseline), else the report alone.
  if (const llvm::json::Value *HV = Root->get("history"); HV && !HV->getAsNull()) {
    const llvm::json::Array *H = HV->getAsArray();
    if (!H)
      return Bad("\"history\" is not an array");
    for (const llvm::json::Value &V : *H) {
      const llvm::json::Object *O = V.getAsObject();
      std::optional<int64_t> N = O ? O->getInteger("programs") : std::nullopt;
      const llvm::json::Object *Reached = O ? O->getObject("reached") : nullptr;
      if (!N || *N < 0 || *N > UINT32_MAX || !Reached)
        return Bad("a \"history\" entry without \"programs\" or \"reached\"");
      HistoryPoint P;
      P.Programs = unsigned(*N);
      for (const auto &[Key, R] : *Reached) {
        std::optional<int64_t> X = R.getAsInteger();
        if (!parseStage(Key) || !X || *X < 0 || *X > *N)
          return Bad("a \"history\" entry with a bad \"reached\" figure");
        P.Reached[Key.str()] = unsigned(*X);
      }
      C.History.push_back(std::move(P));
    }
  }
  if (C.History.empty())
    C.History.push_back({C.BaselinePrograms, C.BaselineReached});

  llvm::StringMap<bool> Present;
  for (const ProgramResult &P : Now) {
    const std::string &Name = P.Manifest.Name;
    Present[Name] = true;
    auto It = Old.find(Name);
    if (It == Old.end()) {
      C.Added.push_back(Name);
      continue;
    }
    for (Stage S : AllStages) {
      auto B = It->second.find(S);
      if (B == It->second.end())
        continue;
      StageStatus Before = B->second, After = P.stage(S).Status;
      BaselineChange Ch{Name, S, stageStatusName(Before).str(), stageStatusName(After).str()};
      if (Before == StageStatus::Passed &&
          (After == StageStatus::Failed || After == StageStatus::NeedsLibrary))
        C.Regressions.push_back(Ch);
      else if (Before != StageStatus::Passed && After == StageStatus::Passed)
        C.Improvements.push_back(Ch);
    }
  }
  for (const auto &E : Old)
    if (!Present.count(E.getKey()))
      C.Removed.push_back(E.getKey().str());
  llvm::sort(C.Removed);
  return C;
}
