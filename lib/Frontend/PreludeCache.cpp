// The precompiled prelude and its cache (see PreludeCache.h).
#include "PreludeCache.h"
#include "Frontend.h"
#include "Support/CacheDir.h"
#include "Support/Paths.h"

#include "cu2hip/Isolation.h"

#include "cu2hip/Config.h"
#include "cu2hip/TimeReport.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace clang;
using namespace cu2hip;

namespace {

/// The prelude's source. Its main input is a virtual file (clang records and
/// checks a PCH's main input, which must not depend on where a cache is).
constexpr const char *PreludePath = "/cu2hip-prelude/prelude.cu";
constexpr const char *PreludeText =
    "#include <cuda_runtime.h>\n"
    // The C++ headers most CUDA programs include: parsed once instead of once
    // per file (their include guards skip them later).
    "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <cmath>\n"
    "#include <vector>\n#include <algorithm>\n#include <iostream>\n#include <string>\n"
    "#include <numeric>\n#include <memory>\n#include <cstdint>\n#include <limits>\n#include <utility>\n"
    // The class templates host code completes most often, instantiated once
    // here instead of once per file.
    "namespace __cu2hip_prelude {\n"
    "#define __CU2HIP_WARM(T) (void)sizeof(std::vector<T>), (void)sizeof(std::vector<T>::iterator), "
    "(void)sizeof(std::vector<T>::const_iterator)\n"
    "inline void __warm() {\n"
    "  __CU2HIP_WARM(float); __CU2HIP_WARM(double); __CU2HIP_WARM(int); __CU2HIP_WARM(unsigned);\n"
    "  __CU2HIP_WARM(char); __CU2HIP_WARM(unsigned char); __CU2HIP_WARM(long long);\n"
    "  __CU2HIP_WARM(unsigned long long); __CU2HIP_WARM(long); __CU2HIP_WARM(unsigned long);\n"
    "  (void)sizeof(std::string); (void)sizeof(std::ostream); (void)sizeof(std::istream);\n"
    "}\n"
    "#undef __CU2HIP_WARM\n"
    "}\n";
/// The prelude of HIP input whose HIP include nothing before it can change
/// (HipInclude::Precompilable in Platform.h): the same, then HIP's runtime
/// header, which the unit's own include then finds already included. Without
/// HIP's headers on the search path it is the prelude above, and the unit's
/// include reports the missing header as before.
std::string hipPreludeText(llvm::StringRef HipHeader) {
  return std::string(PreludeText) + "#if __has_include(<" + HipHeader.str() + ">)\n#include <" +
         HipHeader.str() + ">\n#endif\n";
}
/// Bumped when the entry format or the way preludes are built changes.
constexpr const char *FormatLine = "cu2hip-prelude 8";

/// Records what the prelude includes or asks about (for the include-directory
/// check) and, at the end, every identifier its preprocessing looked up (for
/// the -D/-U check).
class NamesRecorder : public PPCallbacks {
public:
  explicit NamesRecorder(std::vector<std::string> &Spellings) : Spellings(Spellings) {}
  void InclusionDirective(SourceLocation, const Token &, StringRef FileName, bool, CharSourceRange,
                          OptionalFileEntryRef, StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Spellings.push_back(FileName.str());
  }
  void HasInclude(SourceLocation, StringRef FileName, bool, OptionalFileEntryRef,
                  SrcMgr::CharacteristicKind) override {
    Spellings.push_back(FileName.str());
  }

private:
  std::vector<std::string> &Spellings;
};

/// Sema's list of declarations to check for CUDA's deferred diagnostics
/// (private; named through an explicit instantiation, which may).
using DeferredDecls = llvm::SmallSetVector<Decl *, 4>;
DeferredDecls Sema::*deferredDeclsMember();
template <DeferredDecls Sema::*M> struct DeferredDeclsAccess {
  friend DeferredDecls Sema::*deferredDeclsMember() { return M; }
};
template struct DeferredDeclsAccess<&Sema::DeclsToCheckForDeferredDiags>;

/// Runs before the PCH is written, and leaves out of it the work a PCH hands
/// to every unit that loads it, which would read thousands of the prelude's
/// declarations at each unit's end for nothing a unit reports:
///  - the prelude's functions as roots for CUDA's deferred diagnostics, which
///    only the unit's own code can have deferred (a prelude function cannot
///    call the unit's code except through a template, whose instantiation
///    belongs to the unit);
///  - the vtables the prelude's classes used (std::basic_ios...), which a
///    unit would define, marking every virtual member of those system classes
///    referenced and queueing their instantiations (left out anyway,
///    UnitConsumer in Frontend.cpp). A unit that uses such a vtable itself
///    still marks it;
///  - the implicit instantiations of system headers' templates still pending
///    at the prelude's end, which every unit would read from the PCH only to
///    drop them unperformed (UnitConsumer again). HIP's prelude left about 150
///    (std::string's members, <cmath>'s special functions), 3 ms a unit.
class DropPerUnitWork : public SemaConsumer {
public:
  void InitializeSema(Sema &S) override { SemaRef = &S; }
  void ForgetSema() override { SemaRef = nullptr; }
  void HandleTranslationUnit(ASTContext &) override {
    if (!SemaRef)
      return;
    (SemaRef->*deferredDeclsMember()).clear();
    SemaRef->VTableUses.clear();
    SemaRef->VTablesUsed.clear();
    const SourceManager &SM = SemaRef->getSourceManager();
    auto &Pending = SemaRef->PendingInstantiations;
    Pending.erase(std::remove_if(Pending.begin(), Pending.end(),
                                 [&](const Sema::PendingImplicitInstantiation &I) {
                                   SourceLocation L = SM.getFileLoc(I.first->getLocation());
                                   return L.isValid() && SM.isInSystemHeader(L);
                                 }),
                  Pending.end());
  }

private:
  Sema *SemaRef = nullptr;
};

/// Writes the prelude PCH to a chosen path and collects its names.
class PreludePCHAction : public GeneratePCHAction {
public:
  PreludePCHAction(std::string Out, std::vector<std::string> &Spellings,
                   std::vector<std::string> &Identifiers, bool &HadErrors)
      : Out(std::move(Out)), Spellings(Spellings), Identifiers(Identifiers), HadErrors(HadErrors) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = Out;
    // Templates the headers use are instantiated once, in the PCH, instead
    // of in every unit (a benign language option: units load it as it is).
    CI.getLangOpts().PCHInstantiateTemplates = true;
    // Written even with errors; build() keeps it only when every error is
    // inside a system header (PreludeDiagnostics).
    CI.getPreprocessorOpts().AllowPCHWithCompilerErrors = true;
    CI.getPreprocessor().addPPCallbacks(std::make_unique<NamesRecorder>(Spellings));
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<DropPerUnitWork>());
    Consumers.push_back(GeneratePCHAction::CreateASTConsumer(CI, InFile));
    if (!Consumers.back())
      return nullptr;
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }
  void EndSourceFileAction() override {
    for (const auto &I : getCompilerInstance().getPreprocessor().getIdentifierTable())
      Identifiers.push_back(I.getKey().str());
    // What the PCH records as "has errors": also the errors CUDA defers in
    // device function bodies on the host side and never reports (HIP's own
    // headers use AMD GPU builtins there); a unit parsed with the same flags
    // meets and defers the same ones.
    HadErrors = getCompilerInstance().getDiagnostics().hasUncompilableErrorOccurred();
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string Out;
  std::vector<std::string> &Spellings;
  std::vector<std::string> &Identifiers;
  bool &HadErrors;
};

/// Counts the prelude's errors outside system headers: those make it
/// unusable; errors inside system headers are the ones every unit with the
/// same flags meets and drops (HIP's headers on the host side).
class PreludeDiagnostics : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level L, const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < DiagnosticsEngine::Error)
      return;
    bool InSystemHeader = Info.hasSourceManager() && Info.getLocation().isValid() &&
                          Info.getSourceManager().isInSystemHeader(
                              Info.getSourceManager().getFileLoc(Info.getLocation()));
    if (!InSystemHeader)
      ++Outside;
  }
  unsigned Outside = 0;
};

/// A user flag of a unit's command line, as the prelude key sees it.
enum class FlagKind { Key, Define, IncludeDir };
struct UserFlag {
  FlagKind Kind;
  std::vector<std::string> Args; // the flag and its separate value, if any
  std::string Name;              // Define: the macro; IncludeDir: the directory
};

std::vector<UserFlag> classify(const std::vector<std::string> &Cmd, size_t Begin) {
  std::vector<UserFlag> Out;
  static const char *const DirFlags[] = {"-I", "-isystem", "-iquote", "-idirafter"};
  for (size_t I = Begin; I < Cmd.size(); ++I) {
    llvm::StringRef A = Cmd[I];
    UserFlag F{FlagKind::Key, {Cmd[I]}, ""};
    bool HasNext = I + 1 < Cmd.size();
    if (A == "-D" || A == "-U" || ((A.starts_with("-D") || A.starts_with("-U")) && A.size() > 2)) {
      llvm::StringRef Def = A.substr(2);
      if (Def.empty() && HasNext) {
        F.Args.push_back(Cmd[++I]);
        Def = Cmd[I];
      }
      F.Kind = FlagKind::Define;
      F.Name = Def.take_until([](char C) { return C == '=' || C == '('; }).str();
    } else if (A == "-Xclang" || A == "-Xpreprocessor" || A == "-mllvm" || A == "-include" ||
               A == "-imacros" || A == "-target" || A == "-isysroot") {
      // Kept with their value, whatever it is.
      if (HasNext)
        F.Args.push_back(Cmd[++I]);
    } else {
      for (const char *D : DirFlags) {
        if (A == D && HasNext) {
          F.Kind = FlagKind::IncludeDir;
          F.Args.push_back(Cmd[++I]);
          F.Name = Cmd[I];
          break;
        }
        if (A.starts_with(D) && A.size() > strlen(D) && llvm::StringRef(D) == "-I") {
          F.Kind = FlagKind::IncludeDir;
          F.Name = A.substr(2).str();
          break;
        }
      }
    }
    Out.push_back(std::move(F));
  }
  return Out;
}

/// Hash of the bundled headers' relative paths and identities: an edited or
/// reinstalled header changes it (a header reinstalled unchanged only costs a
/// rebuild), without reading them in every process.
std::string hashTree(const std::string &Root) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End; It != End && !EC;
       It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::regular_file)
      Files.push_back(It->path());
  std::sort(Files.begin(), Files.end());
  std::string All;
  for (const std::string &F : Files)
    All += llvm::StringRef(F).drop_front(Root.size()).str() + '\0' + support::fileIdentity(F) + '\n';
  return support::hashKey(All);
}

void touch(const std::string &Path) { ::utimensat(AT_FDCWD, Path.c_str(), nullptr, 0); }

uint64_t dirBytes(const std::string &Dir) {
  uint64_t N = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(It->path(), St))
      N += St.getSize();
  }
  return N;
}
} // namespace

struct PreludeCache::Entry {
  std::string Key;  // hash of the key (the entry's name on disk)
  std::string Path; // the PCH; "" when it could not be built
  bool HasErrors = false; // built with errors, all inside system headers
  std::string Dir;  // where its names file is
  bool NamesLoaded = false;
  llvm::StringSet<> Identifiers;
  std::vector<std::string> Spellings;
  std::map<std::string, bool> Shadows; // include directory -> holds a prelude header
};

PreludeCache::PreludeCache(std::string Bundled, bool UseDisk) : BundledInclude(std::move(Bundled)) {
  if (!UseDisk)
    return;
  std::string Dir = defaultDirectory();
  if (!Dir.empty() && !llvm::sys::fs::create_directories(Dir))
    CacheDir = Dir;
}

PreludeCache::~PreludeCache() {
  if (!TempDir.empty()) {
    for (auto &[K, E] : Entries)
      if (!E->Path.empty())
        llvm::sys::DontRemoveFileOnSignal(E->Path);
    llvm::sys::fs::remove_directories(TempDir, /*IgnoreErrors=*/true);
  }
}

std::string PreludeCache::defaultDirectory() { return support::cacheDirectory(); }

PreludeCache::Source PreludeCache::source(llvm::StringRef HipHeader) {
  if (HipHeader.empty())
    return {PreludePath, PreludeText};
  std::string Name = HipHeader.str();
  std::replace(Name.begin(), Name.end(), '/', '-');
  return {"/cu2hip-prelude/prelude-" + Name + ".cu", hipPreludeText(HipHeader)};
}

void PreludeCache::addPreludeSource(llvm::vfs::InMemoryFileSystem &FS, llvm::StringRef HipHeader) {
  Source S = source(HipHeader);
  FS.addFile(S.Path, 0, llvm::MemoryBuffer::getMemBufferCopy(S.Text, S.Path));
}

std::string PreludeCache::hashKey(const std::vector<std::string> &Flags, const Source &Src) {
  if (BundledHash.empty())
    BundledHash = hashTree(BundledInclude);
  std::string K = std::string(FormatLine) + '\0' + CU2HIP_VERSION + '\0' +
                  clang::getClangFullVersion() + '\0' + BundledHash + '\0' + Src.Text + '\0';
  for (const std::string &F : Flags)
    K += F + '\0';
  return support::hashKey(K);
}

PreludeCache::Pch PreludeCache::pchFor(const std::vector<std::string> &Cmd, size_t UserBegin,
                                       llvm::StringRef HipHeader) {
  std::lock_guard<std::mutex> Lock(Mu);
  Source Src = source(HipHeader);
  std::vector<UserFlag> User = classify(Cmd, UserBegin);
  std::vector<std::string> Fixed(Cmd.begin(), Cmd.begin() + std::min(UserBegin, Cmd.size()));
  bool HasDefines = false, HasDirs = false;
  for (const UserFlag &F : User) {
    if (F.Kind == FlagKind::Key)
      Fixed.insert(Fixed.end(), F.Args.begin(), F.Args.end());
    HasDefines |= F.Kind == FlagKind::Define;
    HasDirs |= F.Kind == FlagKind::IncludeDir;
  }
  // Start from the prelude without the user's macros and directories; add
  // what it turns out to look at until nothing more does.
  std::vector<bool> Reaches(User.size(), false);
  bool WithDirs = false;
  for (;;) {
    std::vector<std::string> Flags = Fixed;
    for (size_t I = 0; I < User.size(); ++I)
      if ((User[I].Kind == FlagKind::IncludeDir && WithDirs) ||
          (User[I].Kind == FlagKind::Define && Reaches[I]))
        Flags.insert(Flags.end(), User[I].Args.begin(), User[I].Args.end());
    Entry *E = entryFor(Flags, Src);
    if (E->Path.empty() || (!HasDefines && !HasDirs))
      return {E->Path, E->HasErrors};
    loadNames(*E);
    bool Changed = false;
    for (size_t I = 0; I < User.size(); ++I) {
      if (User[I].Kind == FlagKind::Define && !Reaches[I] && E->Identifiers.count(User[I].Name))
        Reaches[I] = Changed = true;
      if (User[I].Kind == FlagKind::IncludeDir && !WithDirs && dirShadows(*E, User[I].Name))
        WithDirs = Changed = true;
    }
    if (!Changed)
      return {E->Path, E->HasErrors};
  }
}

PreludeCache::Entry *PreludeCache::entryFor(const std::vector<std::string> &Flags, const Source &Src) {
  std::string MapKey = Src.Path + '\0';
  for (const std::string &F : Flags)
    MapKey += F + '\0';
  std::unique_ptr<Entry> &Slot = Entries[MapKey];
  if (Slot) {
    countEvent(Counter::PreludeMemoryHits);
    return Slot.get();
  }
  Slot = std::make_unique<Entry>();
  Entry &E = *Slot;
  if (!CacheDir.empty()) {
    TimePhase T(Phase::PreludeLoad);
    E.Key = hashKey(Flags, Src);
    if (loadFromDisk(E))
      return &E;
  }
  if (!build(E, Flags, Src))
    E.Path.clear();
  return &E;
}

bool PreludeCache::loadFromDisk(Entry &E) {
  std::string Dir = CacheDir + "/prelude-" + E.Key;
  auto Meta = llvm::MemoryBuffer::getFile(Dir + "/meta");
  if (!Meta)
    return false; // not there (or being removed)
  auto Damaged = [&] {
    countEvent(Counter::PreludeDamaged);
    support::removeCacheEntry(Dir);
    return false;
  };
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Meta)->getBuffer().split(Lines, '\n', -1, false);
  if (Lines.size() < 3 || Lines[0] != FormatLine || Lines[1] != "key " + E.Key)
    return Damaged();
  uint64_t Size = 0;
  llvm::StringRef Hash, Written;
  for (llvm::StringRef L : llvm::ArrayRef(Lines).drop_front(2)) {
    auto [Tag, Rest] = L.split(' ');
    if (Tag == "pch") {
      auto [S, R1] = Rest.split(' ');
      auto [H, W] = R1.split(' ');
      if (S.getAsInteger(10, Size))
        return Damaged();
      Hash = H;
      Written = W;
    } else if (Tag == "errors") {
      E.HasErrors = true;
    } else if (Tag == "input") {
      // A header the prelude was built from changed since (an upgraded
      // system library): the entry is stale.
      auto [S, R1] = Rest.split(' ');
      auto [T, Path] = R1.split(' ');
      uint64_t WantSize, WantTime;
      if (S.getAsInteger(10, WantSize) || T.getAsInteger(10, WantTime))
        return Damaged();
      struct stat St;
      if (::stat(Path.str().c_str(), &St) || uint64_t(St.st_size) != WantSize ||
          uint64_t(St.st_mtime) != WantTime)
        return Damaged();
    }
  }
  // The PCH is the file this entry's builder wrote when it is still that
  // file, unmodified (its size, modification time and inode as written): read
  // and hashed only when not (a copied cache directory), as clang reads it
  // anyway and it is megabytes, in every process.
  std::string Pch = Dir + "/prelude.pch";
  if (Written.empty() || support::fileIdentity(Pch) != Written) {
    auto Bytes = llvm::MemoryBuffer::getFile(Pch, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!Bytes || (*Bytes)->getBufferSize() != Size ||
        support::contentHash((*Bytes)->getBuffer()) != Hash)
      return Damaged();
  }
  touch(Dir + "/meta");
  countEvent(Counter::PreludeDiskHits);
  E.Path = Pch;
  E.Dir = Dir;
  return true;
}

bool PreludeCache::build(Entry &E, const std::vector<std::string> &Flags, const Source &Src) {
  TimePhase T(Phase::PreludeBuild);
  std::string Dir;
  if (!CacheDir.empty()) {
    // A private directory in the cache, renamed into place when complete.
    for (unsigned Try = 0; Try < 100 && Dir.empty(); ++Try) {
      std::string D = support::cacheTemporaryPath(CacheDir);
      if (!llvm::sys::fs::create_directory(D, /*IgnoreExisting=*/false))
        Dir = D;
    }
  } else {
    if (TempDir.empty()) {
      llvm::SmallString<128> D;
      // In a worker, inside the supervisor's scratch directory: removed even
      // when the worker dies on a file (cu2hip/Isolation.h).
      std::string Scratch = workerScratchDir();
      if (Scratch.empty()) {
        if (llvm::sys::fs::createUniqueDirectory("cu2hip-pch", D))
          return false;
      } else {
        llvm::sys::fs::createUniquePath(Scratch + "/pch-%%%%%%", D, /*MakeAbsolute=*/false);
        if (llvm::sys::fs::create_directory(D, /*IgnoreExisting=*/false))
          return false;
      }
      TempDir = std::string(D);
    }
    Dir = TempDir + "/" + std::to_string(TempCount++);
    if (llvm::sys::fs::create_directory(Dir))
      return false;
  }
  if (Dir.empty())
    return false;
  std::string Out = Dir + "/prelude.pch";
  llvm::sys::RemoveFileOnSignal(Out);

  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(sourceFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Memory);
  Memory->addFile(Src.Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Src.Text, Src.Path));
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  std::vector<std::string> Cmd = Flags;
  Cmd.push_back(Src.Path);
  std::vector<std::string> Identifiers;
  PreludeDiagnostics Silent;
  bool HadErrors = false;
  tooling::ToolInvocation Invocation(Cmd, std::make_unique<PreludePCHAction>(Out, E.Spellings, Identifiers, HadErrors),
                                     Files.get());
  Invocation.setDiagnosticConsumer(&Silent);
  countEvent(Counter::PreludeBuilds);
  Invocation.run(); // false on any error, also those inside system headers
  bool Ok = !Silent.Outside && llvm::sys::fs::exists(Out);
  E.HasErrors = HadErrors || Silent.getNumErrors() != 0;
  if (!Ok) {
    llvm::sys::DontRemoveFileOnSignal(Out);
    llvm::sys::fs::remove_directories(Dir, true);
    return false;
  }
  for (const std::string &I : Identifiers)
    E.Identifiers.insert(I);
  E.NamesLoaded = true;
  if (CacheDir.empty()) {
    E.Path = Out;
    return true;
  }

  // The names file first, the meta file (whose presence makes an entry) last.
  std::error_code EC;
  {
    llvm::raw_fd_ostream OS(Dir + "/names", EC);
    for (const std::string &S : E.Spellings)
      OS << "s " << S << "\n";
    for (const std::string &I : Identifiers)
      OS << "i " << I << "\n";
  }
  auto Bytes = llvm::MemoryBuffer::getFile(Out, false, false);
  if (!EC && Bytes) {
    llvm::raw_fd_ostream OS(Dir + "/meta", EC);
    OS << FormatLine << "\nkey " << E.Key << "\n";
    for (const std::string &F : Flags)
      OS << "flag " << F << "\n";
    if (E.HasErrors)
      OS << "errors in-system-headers\n";
    OS << "pch " << (*Bytes)->getBufferSize() << " " << support::contentHash((*Bytes)->getBuffer())
       << " " << support::fileIdentity(Out) << "\n";
    llvm::SmallVector<OptionalFileEntryRef> Seen;
    Files->GetUniqueIDMapping(Seen);
    for (OptionalFileEntryRef F : Seen)
      if (F && F->getName() != Src.Path)
        OS << "input " << F->getSize() << " " << F->getModificationTime() << " " << F->getName() << "\n";
  }
  llvm::sys::DontRemoveFileOnSignal(Out);
  std::string Final = CacheDir + "/prelude-" + E.Key;
  if (EC || llvm::sys::fs::rename(Dir, Final)) {
    // Another process put the same entry in place first: use that one.
    llvm::sys::fs::remove_directories(Dir, true);
    if (!llvm::sys::fs::exists(Final + "/meta"))
      return false;
  }
  E.Path = Final + "/prelude.pch";
  E.Dir = Final;
  evict(Final);
  return true;
}

void PreludeCache::loadNames(Entry &E) {
  if (E.NamesLoaded)
    return;
  E.NamesLoaded = true;
  auto Buf = llvm::MemoryBuffer::getFile(E.Dir + "/names");
  if (!Buf)
    return;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef L : Lines) {
    if (L.consume_front("i "))
      E.Identifiers.insert(L);
    else if (L.consume_front("s "))
      E.Spellings.push_back(L.str());
  }
}

bool PreludeCache::dirShadows(Entry &E, const std::string &Dir) {
  auto [It, New] = E.Shadows.try_emplace(Dir, false);
  if (!New)
    return It->second;
  for (const std::string &S : E.Spellings) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, S);
    if (llvm::sys::fs::exists(P))
      return It->second = true;
  }
  return false;
}

void PreludeCache::evict(const std::string &Keep) {
  uint64_t Max = 1024;
  if (auto M = llvm::sys::Process::GetEnv("CU2HIP_CACHE_MAX_MB"))
    llvm::StringRef(*M).getAsInteger(10, Max);
  Max <<= 20;
  std::vector<support::CacheItem> Items;
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(CacheDir, EC), End; It != End && !EC; It.increment(EC)) {
    std::string P = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(P);
    struct stat St;
    if (Name.starts_with("tmp-") || Name.contains(".dead-")) {
      if (!::stat(P.c_str(), &St) && support::staleLeftover(Name, St.st_mtime))
        llvm::sys::fs::remove_directories(P, true);
      continue;
    }
    if (!Name.starts_with("prelude-"))
      continue;
    int64_t Used = ::stat((P + "/meta").c_str(), &St) ? 0 : St.st_mtime;
    uint64_t Bytes = dirBytes(P);
    Total += Bytes;
    if (P != Keep)
      Items.push_back({P, Used, Bytes});
  }
  support::evictLeastRecentlyUsed(std::move(Items), Total, Max);
}
