// `cu2hip port`: every file that is not translated by clang (build scripts,
// text, links, directories, copies), --in-place writes, cu2hip_warp.h, the
// state file, and how a file ends (finish, fail).
#include "Port.h"
#include "Support/Interrupt.h"
#include "Support/FileKinds.h"
#include "Support/Paths.h"

#include "cu2hip/Output.h"
#include "cu2hip/UnifiedDiff.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

void Port::finish(int Idx, Status S) {
  Entry &En = E[Idx];
  std::lock_guard<std::mutex> L(Mu); // saveState() reads finished entries
  if (En.Final)
    return;
  if (En.St != Status::Failed)
    En.St = S;
  En.Final = true;
  if (En.R != Role::Dir && En.St != Status::NotDone) // an interrupted run's leftovers are not done
    Prog->finished();
}

void Port::fail(int Idx, const std::string &Msg) {
  Entry &En = E[Idx];
  // A write cut short by the interrupt (its temporary file was removed) is
  // not a failure: the file is simply not done yet.
  if (interrupted()) {
    En.St = Status::NotDone;
  } else {
    En.Notes.push_back({true, Msg});
    En.St = Status::Failed;
  }
}

/// --export-fixes: the change of one file as edits of the source file, one
/// per run of changed lines; a renamed file's cannot be.
void Port::exportFixes(const Entry &En, llvm::StringRef Content) {
  if (Content == En.Bytes && En.OutRel == En.Rel)
    return;
  if (En.OutRel != En.Rel)
    Fixes.skip(En.Rel, "renamed to " + En.OutRel + " (--rename): a rename is not an edit");
  else
    Fixes.add(En.Abs, lineEdits(En.Bytes, Content));
}

void Port::emit(int Idx, llvm::StringRef Content, bool Translated) {
  Entry &En = E[Idx];
  if (Cmd.Diff && Translated && (Content != En.Bytes || En.OutRel != En.Rel))
    En.Diff = unifiedDiff("a/" + En.Rel, "b/" + En.OutRel, En.Bytes, Content);
  if (!Cmd.ExportFixes.empty() && Translated)
    exportFixes(En, Content);
  En.OutHash = contentHash(Content);
  if (DryRun)
    return;
  if (InPlace) {
    if (Content != En.Bytes)
      En.PendingWrite = Content.str();
    return;
  }
  bool UpToDate = false;
  std::string Error;
  if (!Writer.write(En.OutRel, Content, En.Perms, UpToDate, Error)) {
    fail(Idx, "cannot write '" + En.OutRel + "': " + Error);
    if (interrupted())
      En.St = Status::NotDone;
    return;
  }
  En.UpToDate = UpToDate;
}

void Port::buildScript(int Idx) {
  Entry &En = E[Idx];
  BuildScriptOptions O = ScriptOpts;
  O.AppendHipSourceBlock = path::filename(En.Rel) == "CMakeLists.txt";
  std::string Dir = relDir(En.Rel);
  O.RenameRef = [this, Dir](llvm::StringRef Ref) -> std::optional<std::string> {
    // Strip a leading ${VAR}/ or $(VAR)/ and resolve the rest.
    llvm::StringRef Rest = Ref;
    if (Rest.starts_with("${") || Rest.starts_with("$(")) {
      size_t Close = Rest.find(Rest[1] == '{' ? '}' : ')');
      if (Close == llvm::StringRef::npos || Close + 1 >= Rest.size() || Rest[Close + 1] != '/')
        return std::nullopt;
      Rest = Rest.substr(Close + 2);
    }
    int J = Plan.resolveRef(Rest, Dir);
    if (J < 0)
      J = Plan.resolveRef(Rest, "");
    if (J < 0)
      J = Plan.resolveInclude(Rest, true, 0);
    if (J < 0 || E[J].OutRel == E[J].Rel)
      return std::nullopt;
    std::string New = support::renamedPath(Ref);
    if (New.empty())
      return std::nullopt;
    return New;
  };
  BuildScriptResult R;
  if (Cmd.PortStyle == PortCommand::Style::Compat) {
    // One option for the whole project: the top CMakeLists.txt's project()
    // names it, else the source directory does.
    int Top = Plan.find("CMakeLists.txt");
    std::string Name = Top >= 0 ? cmakeProjectName(E[Top].Bytes) : "";
    if (Name.empty())
      Name = path::filename(SrcReal).str();
    R = En.Script == BuildScriptKind::CMake ? compatCMake(En.Bytes, O, Name)
                                            : compatMakefile(En.Bytes, O);
  } else {
    R = En.Script == BuildScriptKind::CMake ? translateCMake(En.Bytes, O)
                                            : translateMakefile(En.Bytes, O);
  }
  En.ScriptNotes = std::move(R.Notes);
  emit(Idx, R.Output, true);
  if (En.St == Status::Pending)
    En.St = R.Output != En.Bytes ? Status::Translated : Status::Unchanged;
}

void Port::writeLink(int Idx) {
  Entry &En = E[Idx];
  if (En.St == Status::Failed)
    return;
  std::string Target = En.LinkTarget;
  // Never followed; one that leaves the tree is kept as a link and reported.
  // Relative targets are resolved against the link's directory: '.' or '..'
  // (the link's own directory, an ancestor inside the tree) stay inside. A
  // target that is inside by its spelling but reaches out through another
  // link ('outdir/../x', outdir a link elsewhere) is outside by its real path.
  std::optional<std::string> Resolved;
  if (!path::is_absolute(Target))
    Resolved = normalizeRelInTree(joinRel(relDir(En.Rel), Target));
  llvm::SmallString<256> Real;
  if (Resolved && !fs::real_path(En.Abs, Real) && !isWithin(Real, SrcReal))
    Resolved.reset();
  if (!Resolved)
    En.Notes.push_back({false, "the link points outside the source tree ('" + Target +
                                   "'); copied as a link, not followed"});
  else if (Cmd.Rename && !Resolved->empty()) {
    int J = Plan.find(*Resolved);
    if (J >= 0 && E[J].OutRel != E[J].Rel) {
      std::string New = support::renamedPath(Target);
      if (!New.empty())
        Target = New;
    }
  }
  if (DryRun || InPlace)
    return;
  std::string Error;
  bool UpToDate = false;
  if (!Writer.writeLink(En.OutRel, Target, UpToDate, Error)) {
    fail(Idx, Error);
    return;
  }
  En.UpToDate = UpToDate;
}

bool Port::begin(int Idx) {
  if (interrupted()) {
    finish(Idx, Status::NotDone);
    return false;
  }
  Prog->started(E[Idx].Rel);
  return true;
}

void Port::processOther(int Idx) {
  Entry &En = E[Idx];
  if (!begin(Idx))
    return;
  switch (En.R) {
  case Role::BuildScript:
    buildScript(Idx);
    finish(Idx, En.St);
    return;
  case Role::Link:
    writeLink(Idx);
    finish(Idx, Status::Link);
    return;
  case Role::Special:
    if (En.St != Status::Failed)
      En.Notes.push_back({false, "not a regular file, directory or link; skipped"});
    finish(Idx, Status::Skipped);
    return;
  case Role::Text: {
    std::string Output = rewriteIncludes(Idx, En.Bytes, /*WarpInclude=*/false);
    emit(Idx, Output, true);
    finish(Idx, Output != En.Bytes || En.OutRel != En.Rel ? Status::Translated : Status::Copied);
    return;
  }
  case Role::Dir: {
    if (!DryRun && !InPlace) {
      std::string Error;
      if (!Writer.ensureDir(En.Rel, Error))
        fail(Idx, Error);
    }
    finish(Idx, Status::Copied);
    return;
  }
  default:
    break;
  }
  // Copied byte for byte.
  if (En.St == Status::Failed) {
    finish(Idx, Status::Failed);
    return;
  }
  if (En.Binary && support::isCodeFile(En.Rel))
    En.Notes.push_back({false, "binary content (NUL bytes); copied unchanged"});
  if (InPlace || DryRun) {
    finish(Idx, Status::Copied);
    return;
  }
  std::string Content;
  if (En.Loaded) {
    Content = En.Bytes;
  } else {
    auto Buf = llvm::MemoryBuffer::getFile(En.Abs, false, false);
    if (!Buf) {
      fail(Idx, "cannot read: " + Buf.getError().message());
      finish(Idx, Status::Failed);
      return;
    }
    Content = (*Buf)->getBuffer().str();
    En.Binary = looksBinary(Content);
  }
  bool UpToDate = false;
  std::string Error;
  if (!Writer.write(En.OutRel, Content, En.Perms, UpToDate, Error))
    fail(Idx, "cannot write '" + En.OutRel + "': " + Error);
  En.UpToDate = UpToDate;
  finish(Idx, Status::Copied);
}

void Port::writeInPlace() {
  // Backups are chosen and every write is recorded in the state (in the cache
  // directory) before the first one, so a rerun after an interruption knows
  // which changes in the tree are this run's (checkGit) and which files
  // already hold its output (planResume).
  std::vector<InPlaceWrite> Writes;
  std::vector<size_t> Idx;
  for (size_t I = 0; I < E.size(); ++I) {
    Entry &En = E[I];
    if (!En.PendingWrite)
      continue;
    if (interrupted()) {
      En.St = Status::NotDone;
      continue;
    }
    std::string Backup;
    if (Cmd.Backup) {
      // FILE.orig; an older, different backup is kept and a new one numbered.
      llvm::SmallString<256> P(Writer.base());
      path::append(P, En.Rel);
      std::string Chosen = chooseBackupPath(P, En.Bytes);
      if (Chosen.empty()) {
        fail(I, "cannot choose a backup name for '" + En.Rel + "'; file left unchanged");
        continue;
      }
      Backup = En.Rel + llvm::StringRef(Chosen).drop_front(P.size()).str();
    }
    Writes.push_back({En.Rel, En.Hash, En.OutHash, Backup});
    Idx.push_back(I);
  }
  llvm::StringMap<size_t> Listed;
  for (size_t K = 0; K < InPlaceWrites.size(); ++K)
    Listed[InPlaceWrites[K].Rel] = K;
  for (const InPlaceWrite &W : Writes) {
    auto [It, New] = Listed.try_emplace(W.Rel, InPlaceWrites.size());
    if (New)
      InPlaceWrites.push_back(W);
    else
      InPlaceWrites[It->second] = W;
  }
  if (!Writes.empty() && !saveState())
    Err << "cu2hip port: warning: cannot record this run's writes in cu2hip's cache directory"
        << " ('" << statePath() << "'); if it is interrupted, resuming it will need --force\n";
  for (size_t K = 0; K < Writes.size(); ++K) {
    size_t I = Idx[K];
    Entry &En = E[I];
    if (interrupted()) {
      En.St = Status::NotDone;
      continue;
    }
    bool UpToDate;
    std::string Error;
    if (!Writes[K].Backup.empty()) {
      if (!Writer.write(Writes[K].Backup, En.Bytes, En.Perms, UpToDate, Error)) {
        fail(I, "cannot write the backup of '" + En.Rel + "': " + Error + "; file left unchanged");
        continue;
      }
      En.Notes.push_back({false, "original kept as " + Writes[K].Backup});
    }
    if (!Writer.write(En.Rel, *En.PendingWrite, En.Perms, UpToDate, Error))
      fail(I, "cannot write '" + En.Rel + "': " + Error);
  }
}

void Port::writeWarpHeaders() {
  // One copy, at the top of the output tree: the translated files include it
  // by their path from there (Port::rewriteIncludes).
  std::set<std::string> Dirs;
  for (size_t I = 0; I < E.size(); ++I)
    if (Plan.InShard[I] && E[I].NeedsWarpHeader && E[I].St != Status::NotDone &&
        E[I].St != Status::Failed)
      Dirs.insert("");
  if (Dirs.empty() || DryRun)
    return;
  const std::string *Text = &warpHeader();
  if (Text->empty()) {
    Err << "cu2hip port: cannot find " << WarpHeaderName << " in the share directory\n";
    return;
  }
  for (const std::string &D : Dirs) {
    std::string Rel = joinRel(D, WarpHeaderName);
    int J = Plan.find(Rel);
    if (J >= 0 && E[J].Bytes != *Text && E[J].Loaded) {
      E[J].Notes.push_back({true, std::string("the tree has its own ") + WarpHeaderName +
                                      ", which the translated files here would need; kept"});
      continue;
    }
    bool UpToDate;
    std::string Error;
    fs::perms Perms = static_cast<fs::perms>(0644);
    if (!Writer.write(Rel, *Text, Perms, UpToDate, Error))
      Err << "cu2hip port: cannot write '" << support::printable(Rel) << "': " << Error << "\n";
  }
}

bool Port::saveState() {
  std::string P = statePath();
  if (DryRun || P.empty())
    return false;
  std::string S;
  {
    std::lock_guard<std::mutex> L(Mu);
    llvm::json::Value V = stateJson(Plan, optionsHash());
    if (InPlace)
      V.getAsObject()->try_emplace("in_place_writes", inPlaceWritesJson(InPlaceWrites));
    llvm::raw_string_ostream OS(S);
    OS << V << "\n"; // compact: only cu2hip reads it, and a warm run writes it whole
  }
  LastStateSave = Clock::now();
  if (fs::create_directories(path::parent_path(P)))
    return false;
  if (llvm::Error Er = writeFileAtomically(P, S)) {
    llvm::consumeError(std::move(Er));
    return false;
  }
  return true;
}
