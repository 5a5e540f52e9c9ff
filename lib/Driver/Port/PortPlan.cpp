// The plan of `cu2hip port` (PortPlan.h): walk, classify, header owners, shards.
#include "PortPlan.h"
#include "Support/TextEncoding.h"
#include "Support/FileKinds.h"
#include "Support/Paths.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

const char *port::statusName(Status S) {
  switch (S) {
  case Status::Pending: return "pending";
  case Status::Translated: return "translated";
  case Status::Unchanged: return "unchanged";
  case Status::Copied: return "copied";
  case Status::Link: return "link";
  case Status::Skipped: return "skipped";
  case Status::Failed: return "failed";
  case Status::NotDone: return "not-done";
  }
  return "?";
}

const char *Entry::kind() const {
  switch (R) {
  case Role::Dir: return "directory";
  case Role::TU: return "translation-unit";
  case Role::Header: return "header";
  case Role::BuildScript: return Script == BuildScriptKind::CMake ? "cmake" : "makefile";
  case Role::Text: return "text";
  case Role::Copy: return Binary ? "binary" : "other";
  case Role::Link: return "link";
  case Role::Special: return "special";
  }
  return "?";
}

/// FILE.orig, FILE.orig.N (our --in-place backups), FILE.bak, FILE~, FILE.rej.
static bool isBackupName(llvm::StringRef Rel) {
  llvm::StringRef Name = path::filename(Rel);
  if (Name.ends_with("~") || Name.ends_with(".bak") || Name.ends_with(".rej") ||
      Name.ends_with(".orig"))
    return true;
  size_t P = Name.rfind(".orig.");
  return P != llvm::StringRef::npos &&
         llvm::all_of(Name.substr(P + 6), [](char C) { return llvm::isDigit(C); });
}

void PortPlan::walk(const std::function<bool(llvm::StringRef)> &SkipTop) {
  // Our own recursion: one unreadable directory is reported, not fatal.
  std::vector<std::string> Stack = {""};
  std::map<std::string, size_t> DirAt;
  while (!Stack.empty()) {
    std::string RelDir = Stack.back();
    Stack.pop_back();
    llvm::SmallString<256> Dir(SrcAbs);
    if (!RelDir.empty())
      path::append(Dir, RelDir);
    std::error_code EC;
    for (fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End; It != End && !EC;
         It.increment(EC)) {
      llvm::StringRef Name = path::filename(It->path());
      if (RelDir.empty() && SkipTop(Name))
        continue; // an earlier port's state, when porting a port
      if (Name.starts_with(".") && Name.contains(".cu2hip-") && Name.ends_with(".tmp"))
        continue; // a temporary file of an interrupted run
      Entry En;
      En.Rel = joinRel(RelDir, Name);
      En.Abs = std::string(It->path());
      fs::file_status St;
      if (std::error_code SE = fs::status(It->path(), St, /*Follow=*/false)) {
        En.Type = fs::file_type::type_unknown;
        En.R = Role::Special;
        En.Notes.push_back({true, "cannot stat: " + SE.message()});
        En.St = Status::Failed;
      } else {
        En.Type = St.type();
        En.Perms = St.permissions();
      }
      if (En.Type == fs::file_type::directory_file) {
        if (Name == ".git" || Name == ".hg" || Name == ".svn")
          continue; // version control data is not part of the port
        En.R = Role::Dir;
        Stack.push_back(En.Rel);
        DirAt[En.Rel] = E.size();
      } else if (En.Type == fs::file_type::symlink_file) {
        En.R = Role::Link;
        char Buf[4096];
        ssize_t N = ::readlink(En.Abs.c_str(), Buf, sizeof Buf);
        if (N < 0) {
          En.Notes.push_back({true, "cannot read the link"});
          En.St = Status::Failed;
        } else {
          En.LinkTarget.assign(Buf, N);
        }
      } else if (En.Type != fs::file_type::regular_file && En.St != Status::Failed) {
        En.R = Role::Special;
      }
      E.push_back(std::move(En));
    }
    if (EC) {
      auto It = DirAt.find(RelDir);
      if (It == DirAt.end()) {
        Entry En;
        En.Rel = ".";
        En.Abs = std::string(Dir);
        En.R = Role::Dir;
        DirAt[RelDir] = E.size();
        E.push_back(std::move(En));
        It = DirAt.find(RelDir);
      }
      Entry &En = E[It->second];
      En.Notes.push_back({true, "cannot read the directory: " + EC.message()});
      En.St = Status::Failed;
    }
  }
}

/// --include/--exclude and the build-script kind; true when the bytes are
/// needed (\p Code: C/C++/CUDA text to scan).
bool PortPlan::prepare(Entry &En, const PlanOptions &O, bool &Code) const {
  Code = false;
  if (En.R != Role::Copy || En.St == Status::Failed || En.Type != fs::file_type::regular_file)
    return false;
  if (isBackupName(En.Rel))
    return false; // FILE.orig of an earlier --in-place run: copied, never translated
  bool Excluded = false;
  if (!O.Include.empty())
    Excluded = llvm::none_of(O.Include, [&](const std::string &G) { return portGlobMatch(G, En.Rel); });
  for (const std::string &G : O.Exclude)
    Excluded |= portGlobMatch(G, En.Rel);
  En.Excluded = Excluded;
  En.Script = buildScriptKind(En.Rel);
  Code = support::isCodeFile(En.Rel);
  return Code || En.Script != BuildScriptKind::None;
}

void PortPlan::setBytes(Entry &En, std::string Bytes, bool Code) {
  En.Bytes = std::move(Bytes);
  En.Loaded = true;
  En.Hash = contentHash(En.Bytes);
  // A UTF-16 source (byte order mark) is text, read as its UTF-8 decoding.
  std::optional<std::string> Utf8;
  if (Code && support::utf16ByteOrder(En.Bytes) != support::Utf16Order::None)
    Utf8 = support::decodeUtf16(En.Bytes);
  En.Binary = !Utf8 && looksBinary(En.Bytes);
  if (En.Binary || !Code)
    return;
  const std::string &Text = Utf8 ? *Utf8 : En.Bytes;
  // One scan of the includes serves the CUDA test here and the include graph.
  En.IncludeNames = includeNames(Text);
  En.Scanned = true;
  En.DirectCuda = support::isCudaByName(En.Rel) || textUsesCuda(Text, En.IncludeNames);
}

void PortPlan::load(const PlanOptions &O, llvm::ThreadPoolInterface &Pool) {
  std::sort(E.begin(), E.end(), [](const Entry &A, const Entry &B) { return A.Rel < B.Rel; });
  E.erase(std::unique(E.begin(), E.end(), [](const Entry &A, const Entry &B) { return A.Rel == B.Rel; }),
          E.end());
  for (size_t I = 0; I < E.size(); ++I) {
    bool Code;
    if (!prepare(E[I], O, Code))
      continue;
    Pool.async([this, I, Code] {
      Entry &En = E[I];
      auto Buf = llvm::MemoryBuffer::getFile(En.Abs, /*IsText=*/false, /*RequiresNullTerminator=*/false);
      if (!Buf) {
        En.ReadFailed = true;
        En.Notes.push_back({true, "cannot read: " + Buf.getError().message()});
        return;
      }
      setBytes(En, (*Buf)->getBuffer().str(), Code);
    });
  }
  Pool.wait();
}

void PortPlan::addFile(llvm::StringRef Rel, llvm::StringRef Bytes, const PlanOptions &O) {
  Entry En;
  En.Rel = Rel.str();
  En.Abs = joinRel(SrcAbs, Rel);
  En.Type = fs::file_type::regular_file;
  En.Perms = static_cast<fs::perms>(0644);
  bool Code;
  if (prepare(En, O, Code))
    setBytes(En, Bytes.str(), Code);
  auto At = llvm::lower_bound(E, En.Rel, [](const Entry &A, const std::string &R) { return A.Rel < R; });
  E.insert(At, std::move(En));
}

void PortPlan::index() {
  ByRel.clear();
  ByAbs.clear();
  ByName.clear();
  for (size_t I = 0; I < E.size(); ++I) {
    ByRel[E[I].Rel] = I;
    ByAbs[absolutePath(E[I].Abs)] = I;
    llvm::SmallString<256> R(SrcReal);
    path::append(R, E[I].Rel);
    ByAbs[R] = I;
    ByName[path::filename(E[I].Rel).str()].push_back(I);
  }
}

void PortPlan::includeGraph() {
  // The include graph (textual): which files include which.
  for (size_t I = 0; I < E.size(); ++I) {
    Entry &En = E[I];
    if (!En.Loaded || En.Binary || En.Script != BuildScriptKind::None)
      continue;
    if (!En.Scanned) {
      En.IncludeNames = includeNames(En.Bytes);
      En.Scanned = true;
    }
    for (const IncludeName &Inc : En.IncludeNames) {
      int J = followLinks(resolveInclude(Inc.Name, Inc.Angled, I));
      if (J < 0 || J == int(I) || E[J].Type != fs::file_type::regular_file)
        continue;
      En.Includes.push_back(J);
      E[J].IncludedByOther = true;
    }
  }
  // CUDA-bearing: uses CUDA itself or includes (transitively) a file that does.
  std::vector<char> State(E.size(), 0); // 0 unvisited, 1 in progress, 2 done
  std::function<bool(int)> Bearing = [&](int I) -> bool {
    if (State[I] == 2 || State[I] == 1)
      return E[I].CudaBearing;
    State[I] = 1;
    bool B = E[I].DirectCuda;
    for (int J : E[I].Includes)
      B |= Bearing(J);
    E[I].CudaBearing = B;
    State[I] = 2;
    return B;
  };
  for (size_t I = 0; I < E.size(); ++I)
    Bearing(I);
}

int PortPlan::find(llvm::StringRef Rel) const {
  auto It = ByRel.find(Rel);
  return It == ByRel.end() ? -1 : It->second;
}

int PortPlan::resolveRef(llvm::StringRef Ref, llvm::StringRef FromDir) const {
  if (path::is_absolute(Ref)) {
    auto It = ByAbs.find(absolutePath(Ref));
    return It == ByAbs.end() ? -1 : It->second;
  }
  std::string N = normalizeRel(joinRel(FromDir, Ref));
  return N.empty() ? -1 : find(N);
}

int PortPlan::resolveInclude(llvm::StringRef S, bool Angled, int From) const {
  if (!Angled) {
    int J = resolveRef(S, relDir(E[From].Rel));
    if (J >= 0)
      return J;
  }
  // Found through an -I directory: the one tree file whose path ends with it.
  std::string N = normalizeRel(S);
  if (N.empty() || S.contains(".."))
    return -1;
  auto It = ByName.find(path::filename(N).str());
  if (It == ByName.end())
    return -1;
  for (int J : It->second) // path order: deterministic
    if (E[J].Rel == N || llvm::StringRef(E[J].Rel).ends_with("/" + N))
      return J;
  return -1;
}

/// The file a link inside the tree leads to (links to links followed a few
/// times), or -1; other entries are returned as they are.
int PortPlan::followLinks(int J) const {
  for (int Hops = 0; J >= 0 && E[J].R == Role::Link && Hops < 8; ++Hops) {
    if (path::is_absolute(E[J].LinkTarget))
      return -1;
    std::string N = normalizeRel(joinRel(relDir(E[J].Rel), E[J].LinkTarget));
    J = N.empty() ? -1 : find(N);
  }
  return J >= 0 && E[J].R == Role::Link ? -1 : J;
}

/// The tree entry of a path clang used (through links: the file itself), or -1.
int PortPlan::entryForPath(llvm::StringRef P) const {
  std::string A = absolutePath(P);
  auto It = ByAbs.find(A);
  if (It != ByAbs.end() && E[It->second].R != Role::Link)
    return It->second;
  llvm::SmallString<256> Real;
  if (fs::real_path(A, Real))
    return -1;
  It = ByAbs.find(Real);
  return It == ByAbs.end() || E[It->second].R == Role::Link ? -1 : It->second;
}

void PortPlan::assignRoles(const PlanOptions &O) {
  for (Entry &En : E) {
    if (En.R != Role::Copy || En.Type != fs::file_type::regular_file)
      continue;
    if (En.ReadFailed) {
      En.St = Status::Failed;
      continue;
    }
    if (En.Excluded || En.Binary)
      continue; // copied as is
    if (En.Script != BuildScriptKind::None) {
      En.R = Role::BuildScript;
      continue;
    }
    support::CodeFileKind Kind = support::codeFileKind(En.Rel);
    if (Kind == support::CodeFileKind::None)
      continue;
    bool Source = Kind == support::CodeFileKind::Source;
    if (path::filename(En.Rel) == WarpHeaderName && En.Bytes == O.WarpHeaderText)
      continue; // the helper an earlier port wrote: copied as is
    if (Source && En.CudaBearing && !En.IncludedByOther)
      En.R = Role::TU;
    else if (En.DirectCuda)
      En.R = Role::Header;
    else
      En.R = Role::Text;
  }
  TUs.clear();
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R == Role::TU)
      TUs.push_back(I);
  RankOf.assign(E.size(), -1);
  for (size_t R = 0; R < TUs.size(); ++R)
    RankOf[TUs[R]] = R;
}

void PortPlan::planRenames(const PlanOptions &O) {
  for (Entry &En : E)
    En.OutRel = En.Rel;
  if (!O.Rename)
    return;
  for (Entry &En : E) {
    if ((En.Type != fs::file_type::regular_file && En.Type != fs::file_type::symlink_file) ||
        En.Excluded)
      continue;
    std::string New = support::renamedPath(En.Rel);
    if (New.empty())
      continue;
    if (ByRel.count(New)) {
      En.Notes.push_back({false, "not renamed to '" + New + "': a file of that name exists"});
      continue;
    }
    En.OutRel = New;
  }
}

void PortPlan::planOwners() {
  OwnerRank.assign(E.size(), -1);
  std::vector<unsigned> SeenBy(E.size(), ~0u);
  for (size_t R = 0; R < TUs.size(); ++R) {
    std::vector<int> Stack = {TUs[R]};
    SeenBy[TUs[R]] = R;
    while (!Stack.empty()) {
      int I = Stack.back();
      Stack.pop_back();
      for (int J : E[I].Includes) {
        if (SeenBy[J] == R)
          continue;
        SeenBy[J] = R;
        if (E[J].R == Role::Header && OwnerRank[J] < 0)
          OwnerRank[J] = R;
        Stack.push_back(J);
      }
    }
  }
}

void PortPlan::planShards(const Shard &S) {
  InShard.assign(E.size(), 0);
  for (size_t I = 0; I < E.size(); ++I) {
    int Key = E[I].R == Role::Header && OwnerRank[I] >= 0 ? TUs[OwnerRank[I]] : int(I);
    InShard[I] = Shard::of(E[Key].Rel, S.Count) == S.Index;
  }
}

void PortPlan::plan(const PlanOptions &O) {
  index();
  includeGraph();
  assignRoles(O);
  planRenames(O);
  planOwners();
  planShards(O.Part);
}
