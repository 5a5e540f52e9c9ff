// `port --style=compat` (docs/compat.md): the fork translation of each file
// split into header entries and guarded edits (include/cu2hip/Compat.h), and
// the one generated header they share.
#include "Port.h"

#include "cu2hip/Compat.h"
#include "cu2hip/UnifiedDiff.h"
#include "Support/FileKinds.h"
#include "Support/Paths.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace path = llvm::sys::path;

namespace {
/// Lines added plus lines removed: the size of a change as a reviewer reads it.
unsigned changedLines(llvm::StringRef Old, llvm::StringRef New) {
  unsigned N = 0;
  for (const FileResult::Edit &E : lineEdits(Old, New)) {
    N += llvm::StringRef(E.Text).count('\n') + (!E.Text.empty() && E.Text.back() != '\n');
    llvm::StringRef Gone = Old.substr(E.Offset, E.Length);
    N += Gone.count('\n') + (!Gone.empty() && Gone.back() != '\n');
  }
  return N;
}

constexpr char HeaderStamp[] = "the HIP spelling of the CUDA API this project uses";
} // namespace

int Port::planCompat() {
  if (!compatStyle()) {
    if (Cmd.Check || !Cmd.CompatHeader.empty())
      return usage(std::string(Cmd.Check ? "--check" : "--compat-header") + " is for --style=compat");
    return 0;
  }
  if (Cmd.Rename)
    return usage("--rename cannot be combined with --style=compat (compat keeps every file's name)");
  if (Cmd.Check && !InPlace)
    return usage("--check compares a tree with its compat port: give --in-place");
  if (!Cmd.CompatHeader.empty()) {
    llvm::StringRef H = Cmd.CompatHeader;
    if (path::is_absolute(H) || H.contains("..") || H.ends_with("/"))
      return usage("--compat-header '" + H + "': give a file path inside SRC, relative to it");
    CompatRel = path::convert_to_slash(path::remove_leading_dotslash(H));
  } else {
    // Where the project's own headers live: the directory with the most of
    // them (the shallowest, then the first by name, on a tie); else the top.
    std::map<std::string, unsigned> Count;
    for (const Entry &En : E)
      if ((En.R == Role::Header || En.R == Role::Text || En.R == Role::TU) &&
          support::codeFileKind(En.Rel) == support::CodeFileKind::Header)
        ++Count[relDir(En.Rel)];
    std::string Dir;
    unsigned Best = 0;
    for (const auto &[D, N] : Count) {
      auto Depth = [](llvm::StringRef X) { return X.empty() ? 0 : X.count('/') + 1; };
      if (N > Best || (N == Best && Depth(D) < Depth(Dir)))
        Dir = D, Best = N;
    }
    std::string Name;
    for (char C : path::filename(SrcReal))
      Name += llvm::isAlnum(C) ? llvm::toLower(C) : '_';
    CompatRel = joinRel(Dir, (Name.empty() ? std::string("project") : Name) + "_hip_compat.h");
  }
  int J = Plan.find(CompatRel);
  if (J >= 0) {
    if (!llvm::StringRef(E[J].Bytes).contains(HeaderStamp) && E[J].Loaded)
      return usage("'" + CompatRel + "' is the project's own file; name the compat header with --compat-header");
    E[J].R = Role::Copy; // the header of an earlier compat port: made anew at the end
    CompatOld = E[J].Bytes;
  }
  if (!Cmd.CompatTargets.empty()) {
    CompatTargets = Cmd.CompatTargets;
  } else {
    CompatTargets = {T->options().HipTarget};
  }
  return 0;
}

std::string Port::compatOutput(int Idx, const FileResult &F) {
  compat::FileCompat C = compat::translateFile(F, compat::includeSpelling(E[Idx].Rel, CompatRel));
  // A file of an earlier compat port was read as its CUDA, padded with line
  // breaks to its size (TranslateOptions::SourceView): they go again.
  size_t Pad = E[Idx].Bytes.size() - std::min(E[Idx].Bytes.size(), compat::restoreOriginal(E[Idx].Bytes).size());
  if (Pad && llvm::StringRef(C.Output).ends_with(std::string(Pad, '\n')))
    C.Output.resize(C.Output.size() - Pad);
  unsigned Fork = changedLines(F.Original, F.Output), Mine = changedLines(E[Idx].Bytes, C.Output);
  std::lock_guard<std::mutex> L(CompatMu);
  for (const auto &[Cuda, Hip] : C.Renames)
    CompatNames[Cuda].insert(Hip);
  CompatWarp |= C.NeedsWarpHelpers;
  ForkLines += Fork;
  CompatLines += Mine;
  CompatBlocks += C.GuardedBlocks;
  return C.Output;
}

std::string Port::compatHeaderText() {
  compat::HeaderSpec S;
  S.FileName = path::filename(CompatRel).str();
  for (const auto &[Cuda, Hips] : CompatNames) {
    if (Hips.size() > 1)
      Err << "cu2hip port: warning: files map '" << Cuda << "' to " << llvm::join(Hips, " and ")
          << "; the compat header maps it to " << *Hips.begin() << "\n";
    S.Renames[Cuda] = *Hips.begin();
  }
  S.Targets = CompatTargets;
  if (CompatWarp)
    S.WarpHeaderSpelling = WarpHeaderName;
  return compat::headerText(S);
}

bool Port::writeCompat() {
  std::string Text = compatHeaderText();
  std::string WarpRel = joinRel(relDir(CompatRel), WarpHeaderName);
  unsigned HeaderLines = changedLines(CompatOld, Text);
  CompatLines += HeaderLines;
  if (Cmd.Diff && Text != CompatOld)
    Out << unifiedDiff(CompatOld.empty() ? "/dev/null" : "a/" + CompatRel, "b/" + CompatRel, CompatOld, Text);
  if (Cmd.Check) {
    if (Text != CompatOld)
      CompatStale.push_back(CompatRel);
    for (const Entry &En : E)
      if (!En.OutHash.empty() && En.Final && En.OutHash != contentHash(En.Bytes))
        CompatStale.push_back(En.Rel);
    return true;
  }
  if (DryRun)
    return true;
  bool Ok = true;
  auto Write = [&](const std::string &Rel, const std::string &Content) {
    bool UpToDate;
    std::string Error;
    if (!Writer.write(Rel, Content, static_cast<llvm::sys::fs::perms>(0644), UpToDate, Error)) {
      Err << "cu2hip port: cannot write '" << support::printable(Rel) << "': " << Error << "\n";
      Ok = false;
    }
  };
  Write(CompatRel, Text);
  if (CompatWarp) {
    int J = Plan.find(WarpRel);
    if (J >= 0 && E[J].Bytes != warpHeader() && E[J].Loaded)
      Err << "cu2hip port: '" << WarpRel << "' is the project's own file; the compat header needs cu2hip's\n";
    else if (!warpHeader().empty())
      Write(WarpRel, warpHeader());
  }
  return Ok;
}

void Port::summarizeCompat() {
  if (!compatStyle() || Cmd.Quiet)
    return;
  size_t Entries = 0;
  for (const auto &[Cuda, Hips] : CompatNames)
    Entries += !Hips.empty();
  Err << "cu2hip port: compat: " << CompatRel << " with " << Entries << " entries, " << CompatBlocks
      << " guarded source edits; the change is " << CompatLines << " lines against the fork style's "
      << ForkLines;
  if (ForkLines)
    Err << " (" << llvm::format("%.0f", 100.0 * CompatLines / ForkLines) << "%)";
  Err << "\n";
  for (const std::string &S : CompatStale)
    Err << "cu2hip port: --check: " << support::printable(S) << " is stale\n";
}
