// `cu2hip port`: translation units with the headers they own, headers on
// their own, and what an earlier run's state lets this run reuse.
#include "Port.h"
#include "Core/Directives.h"
#include "Support/Interrupt.h"
#include "Support/FileKinds.h"
#include "Support/Paths.h"

#include "cu2hip/UnifiedDiff.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Takes an earlier run's result for \p En from the state file (its output is
/// up to date) and returns the status it ended with.
Status Port::reuseState(Entry &En, const StateEntry &S) {
  En.Resumed = En.UpToDate = true;
  En.OutHash = S.OutHash;
  En.Deps = S.Deps;
  En.Diags = S.Diags;
  En.NeedsWarpHeader = S.WarpHeader;
  En.ParseProblems = S.ParseProblems;
  return S.Status == "translated" ? Status::Translated : Status::Unchanged;
}

bool Port::outputMatches(const Entry &En, llvm::StringRef Hash) const {
  llvm::SmallString<256> P(Writer.base());
  path::append(P, En.OutRel);
  fs::file_status St;
  if (fs::status(P, St, /*Follow=*/false) || St.type() != fs::file_type::regular_file)
    return false;
  auto Buf = llvm::MemoryBuffer::getFile(P, false, false);
  return Buf && contentHash((*Buf)->getBuffer()) == Hash;
}

bool Port::stateDone(const Entry &En, const StateEntry &S) const {
  // Its source and output are what the state says; in place, the file already
  // holds the output (the earlier run wrote it).
  if (S.Out != En.OutRel || S.Status == "failed")
    return false;
  return InPlace ? S.OutHash == En.Hash : S.Src == En.Hash && outputMatches(En, S.OutHash);
}

void Port::planResume() {
  SkipTU.assign(Plan.TUs.size(), 0);
  FromDisk.assign(E.size(), 0);
  if (!StateUsable)
    return;
  auto Done = [&](int I) -> const StateEntry * {
    auto It = State.find(E[I].Rel);
    return It != State.end() && stateDone(E[I], It->second) ? &It->second : nullptr;
  };
  std::vector<const StateEntry *> DoneAt(E.size(), nullptr);
  for (size_t I = 0; I < E.size(); ++I)
    if (Plan.InShard[I] && (E[I].R == Role::TU || E[I].R == Role::Header))
      DoneAt[I] = Done(I);
  // A unit is reused when it and every file it included are unchanged.
  for (size_t R = 0; R < Plan.TUs.size(); ++R) {
    const StateEntry *S = DoneAt[Plan.TUs[R]];
    if (!S)
      continue;
    bool Ok = true;
    for (const auto &[Rel, H] : S->Deps) {
      int J = Plan.find(Rel);
      if (J < 0) {
        Ok = false;
        break;
      }
      std::string Cur = E[J].Loaded ? E[J].Hash : "";
      if (!E[J].Loaded) {
        auto Buf = llvm::MemoryBuffer::getFile(E[J].Abs, false, false);
        if (Buf)
          Cur = contentHash((*Buf)->getBuffer());
      }
      // In place, a header the earlier run rewrote holds its output now.
      auto Dep = State.find(Rel);
      if (Cur != H && !(InPlace && Dep != State.end() && Dep->second.OutHash == Cur)) {
        Ok = false;
        break;
      }
    }
    SkipTU[R] = Ok;
  }
  // A header its reused owner translated last time is reused with it; one the
  // owner did not produce then (translated on its own) is left to phase 2,
  // which reuses it; otherwise the owner is translated again.
  for (size_t H = 0; H < E.size(); ++H) {
    int O = Plan.OwnerRank[H];
    if (E[H].R != Role::Header || O < 0 || !Plan.InShard[H] || !SkipTU[O])
      continue;
    if (DoneAt[H] && DoneAt[H]->Owner == E[Plan.TUs[O]].Rel)
      FromDisk[H] = 1;
    else if (!DoneAt[H] || !DoneAt[H]->Owner.empty())
      SkipTU[O] = 0;
  }
}

std::string Port::rewriteIncludes(int Idx, const std::string &Text, bool WarpInclude) const {
  WarpInclude &= Text.find(WarpHeaderName) != std::string::npos;
  if (!WarpInclude && !Cmd.Rename)
    return Text;
  std::string Out;
  size_t Pos = 0;
  DirectiveScan Scan(Text);
  for (const IncludeDirective &Inc : Scan.includes()) {
    // The one cu2hip_warp.h of the output tree is at its top: a file below
    // includes it by its path from there ("../../cu2hip_warp.h"), which every
    // compiler finds beside the including file, whatever the build's -I.
    if (WarpInclude && !Inc.Angled && Inc.Name == WarpHeaderName) {
      std::string Spelling = includeSpelling(E[Idx].OutRel, WarpHeaderName);
      if (Spelling != WarpHeaderName) {
        Out.append(Text.data() + Pos, Inc.NameBegin - Pos);
        Out += Spelling;
        Pos = Inc.NameEnd;
      }
      continue;
    }
    if (!Cmd.Rename)
      continue;
    int J = Plan.resolveInclude(Inc.Name, Inc.Angled, Idx);
    if (J < 0 || E[J].OutRel == E[J].Rel)
      continue;
    std::string New = support::renamedPath(Inc.Name);
    if (New.empty())
      continue;
    Out.append(Text.data() + Pos, Inc.NameBegin - Pos);
    Out += New;
    Pos = Inc.NameEnd;
  }
  Out.append(Text.data() + Pos, Text.size() - Pos);
  return Out;
}

void Port::applyTranslation(int Idx, const FileResult &F, bool Ok) {
  Entry &En = E[Idx];
  std::string Output = compatStyle() && Ok ? compatOutput(Idx, F) : rewriteIncludes(Idx, F.Output);
  En.NeedsWarpHeader = F.NeedsWarpHeader && !compatStyle(); // compat: beside its header
  En.UserRuleEdits = Ok ? F.UserRuleEdits : 0;
  if (!Ok) {
    // Nothing trustworthy came out: the original is copied and the file reported.
    emit(Idx, En.Bytes, false);
    En.Notes.push_back({true, "could not be translated; copied unchanged"});
    En.St = Status::Failed;
    return;
  }
  emit(Idx, Output, true);
  if (En.St == Status::Pending)
    En.St = Output != En.Bytes || En.OutRel != En.Rel ? Status::Translated : Status::Unchanged;
}

/// Why a unit produced nothing: the crash or limit that stopped it (it is
/// copied unchanged), else the generic reason.
static std::string failureMessage(const TranslationResult &R) {
  for (const Diagnostic &D : R.Diags)
    if (D.Id == DiagId::UnitAborted)
      return D.Message + "; copied unchanged";
  return "could not be translated";
}

void Port::translateTU(int Rank) {
  int Idx = Plan.TUs[Rank];
  Entry &En = E[Idx];
  std::vector<std::pair<int, FileResult>> Produced;
  if (!begin(Idx))
    return;
  if (SkipTU[Rank]) {
    finish(Idx, reuseState(En, State.at(En.Rel)));
    writeOwnedHeaders(Rank, Produced);
    return;
  }
  std::vector<int> Seen;
  // The planned owner claims its headers; no other unit does.
  TranslationResult R = T->translate(En.Abs, [&](llvm::StringRef HeaderPath) {
    int H = Plan.entryForPath(HeaderPath);
    if (H < 0)
      return false; // outside the tree: never written
    Seen.push_back(H);
    return E[H].R == Role::Header && Plan.OwnerRank[H] == Rank;
  });
  // Which file each diagnostic belongs to.
  std::map<std::string, int> HeaderOf;
  for (size_t I = 1; I < R.Files.size(); ++I) {
    int H = Plan.entryForPath(R.Files[I].Path);
    if (H >= 0)
      HeaderOf[absolutePath(R.Files[I].Path)] = H;
  }
  std::map<int, std::vector<Diagnostic>> HeaderDiags;
  std::vector<Diagnostic> MainDiags;
  for (Diagnostic &D : R.Diags) {
    std::string A = D.File.empty() ? "" : absolutePath(D.File);
    auto It = HeaderOf.find(A);
    if (It != HeaderOf.end()) {
      D.File = E[It->second].Rel;
      HeaderDiags[It->second].push_back(D);
      continue;
    }
    int Own = A.empty() ? -1 : Plan.entryForPath(A);
    if (Own >= 0)
      D.File = E[Own].Rel;
    MainDiags.push_back(D);
  }
  En.Diags = std::move(MainDiags);
  En.ParseProblems = summarizeDiagnostics(En.Diags).ParseProblems || !R.ParsedCleanly;
  {
    std::lock_guard<std::mutex> L(HashMu);
    for (int H : Seen) {
      Entry &D = E[H];
      if (!D.Loaded && D.Hash.empty()) {
        auto Buf = llvm::MemoryBuffer::getFile(D.Abs, false, false);
        D.Hash = Buf ? contentHash((*Buf)->getBuffer()) : "unreadable";
      }
      En.Deps[D.Rel] = D.Hash;
    }
  }
  finishUnit(Idx, R);
  // This unit's translations of the headers it owns.
  for (size_t I = 1; I < R.Files.size(); ++I) {
    auto It = HeaderOf.find(absolutePath(R.Files[I].Path));
    if (It == HeaderOf.end() || Plan.OwnerRank[It->second] != Rank)
      continue;
    Entry &H = E[It->second];
    H.Diags = HeaderDiags[It->second];
    H.ParseProblems = summarizeDiagnostics(H.Diags).ParseProblems;
    Produced.emplace_back(It->second, std::move(R.Files[I]));
  }
  writeOwnedHeaders(Rank, Produced);
}

/// Writes the headers unit \p Rank owns: those it just produced, or those
/// reused with it. A header it did not produce is left to phase 2.
void Port::writeOwnedHeaders(int Rank, std::vector<std::pair<int, FileResult>> &Produced) {
  std::vector<int> Reused;
  if (SkipTU[Rank])
    for (size_t H = 0; H < E.size(); ++H)
      if (FromDisk[H] && Plan.OwnerRank[H] == Rank)
        Reused.push_back(H);
  auto Owned = [&](int H) {
    Entry &En = E[H];
    En.Owner = E[Plan.TUs[Rank]].Rel;
    En.Owned = true;
    Prog->started(En.Rel);
    return interrupted();
  };
  for (int H : Reused) {
    if (Owned(H)) {
      finish(H, Status::NotDone);
      continue;
    }
    finish(H, reuseState(E[H], State.at(E[H].Rel)));
  }
  for (auto &[H, F] : Produced) {
    if (Owned(H)) {
      finish(H, Status::NotDone);
      continue;
    }
    applyTranslation(H, F, true);
    finish(H, E[H].St == Status::Pending ? Status::Unchanged : E[H].St);
  }
}

/// Writes unit \p Idx's own translation (or records why there is none) and
/// finishes it.
void Port::finishUnit(int Idx, const TranslationResult &R) {
  Entry &En = E[Idx];
  if (R.Files.empty()) {
    fail(Idx, failureMessage(R));
    emit(Idx, En.Bytes, false);
  } else {
    applyTranslation(Idx, R.Files.front(), R.Ok);
  }
  finish(Idx, En.St == Status::Pending ? Status::Unchanged : En.St);
}

void Port::translateAlone(int Idx) {
  Entry &En = E[Idx];
  if (!begin(Idx))
    return;
  if (StateUsable) {
    auto It = State.find(En.Rel);
    if (It != State.end() && It->second.Owner.empty() && stateDone(En, It->second)) {
      finish(Idx, reuseState(En, It->second));
      return;
    }
  }
  TranslationResult R = T->translate(En.Abs);
  for (Diagnostic &D : R.Diags) {
    int Own = D.File.empty() ? -1 : Plan.entryForPath(D.File);
    if (Own >= 0)
      D.File = E[Own].Rel;
  }
  En.Diags = std::move(R.Diags);
  En.ParseProblems = summarizeDiagnostics(En.Diags).ParseProblems || !R.ParsedCleanly;
  finishUnit(Idx, R);
}
