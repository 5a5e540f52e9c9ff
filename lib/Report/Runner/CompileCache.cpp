// Coverage's compile cache (see CompileCache.h).
#include "CompileCache.h"

#include "CompilerLog.h"
#include "Support/CacheDir.h"
#include "Support/Process.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
namespace json = llvm::json;

namespace {
/// Bumped when the entry format or what a key covers changes.
constexpr const char *Format = "cu2hip-compile 1";

/// A directory outside the work directory with more files than this (a
/// whole /usr) is not listed: the builds naming it are not cached.
constexpr size_t MaxExternalFiles = 20000;

/// The environment variables that steer hipcc (which HIP, which clang, flags
/// it adds) and scripts/hipcc-rocm (where the roots are).
constexpr const char *CompilerEnv[] = {"HIP_PATH",       "ROCM_PATH",          "HIP_CLANG_PATH",
                                       "HIP_PLATFORM",   "HIP_DEVICE_LIB_PATH", "HIPCC_COMPILE_FLAGS_APPEND",
                                       "HIPCC_LINK_FLAGS_APPEND", "CU2HIP_ROCM_ROOTS"};

/// Every regular file under \p Root, relative, sorted; false past \p Max.
bool listFiles(const std::string &Root, std::vector<std::string> &Out, size_t Max) {
  std::error_code EC;
  for (fs::recursive_directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC)) {
    if (I->type() != fs::file_type::regular_file)
      continue;
    if (Out.size() >= Max)
      return false;
    Out.push_back(llvm::StringRef(I->path()).drop_front(Root.size()).ltrim('/').str());
  }
  std::sort(Out.begin(), Out.end());
  return true;
}

/// The path an argument names, after a flag that takes a directory or a
/// file glued to it (-I/x, -L/x); the argument itself otherwise.
llvm::StringRef namedPath(llvm::StringRef Arg) {
  for (llvm::StringRef Flag : {"-isystem", "-iquote", "-idirafter", "-include", "-I", "-L"})
    if (Arg.consume_front(Flag))
      return Arg;
  return Arg;
}

/// Copies \p From to \p To with its permissions (an executable stays one).
bool copyWithMode(const std::string &From, const std::string &To) {
  fs::remove(To);
  if (fs::copy_file(From, To))
    return false;
  llvm::ErrorOr<fs::perms> P = fs::getPermissions(From);
  return P && !fs::setPermissions(To, *P);
}

std::string entryText(const std::string &Key, const CompileCache::Entry &E, bool HasOutput) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << json::Value(json::Object{{"format", Format},
                                 {"key", Key},
                                 {"status", stageStatusName(E.Status)},
                                 {"message", E.Message},
                                 {"first_error", E.FirstError},
                                 {"output", HasOutput}});
  return S;
}
} // namespace

std::unique_ptr<CompileCache> CompileCache::open(bool NoCache) {
  uint64_t Max;
  std::string Root = boundedCacheDirectory(NoCache, "CU2HIP_COMPILE_CACHE_MAX_MB", 1024, Max);
  if (Root.empty())
    return nullptr;
  return std::make_unique<CompileCache>(joinPath(Root, "compiles"), Max);
}

CompileCache::CompileCache(std::string D, uint64_t Max) : Dir(std::move(D)), MaxBytes(Max) {}

CompileCache::~CompileCache() {
  if (StoredBytes)
    evictEntries(Dir, MaxBytes, StoredBytes);
}

const std::string &CompileCache::compilerIdentity(const std::string &Compiler) {
  std::lock_guard<std::mutex> G(Lock);
  auto [It, New] = Compilers.try_emplace(Compiler);
  if (!New)
    return It->second;
  llvm::SmallString<256> Real;
  if (fs::real_path(Compiler, Real))
    return It->second;
  std::string Id = Compiler + '\0' + std::string(Real) + '\0' + fileIdentity(std::string(Real)) + '\0';
  for (const char *V : CompilerEnv)
    if (auto X = llvm::sys::Process::GetEnv(V))
      Id += std::string(V) + '=' + *X + '\0';
  // A ROCm-root wrapper (scripts/hipcc-rocm-V) runs the root's hipcc through
  // rocm-run beside it: the root's hipcc, its stamp and its package database
  // change when the root is made again or its packages are.
  llvm::StringRef Name = path::filename(Real);
  if (Name.consume_front("hipcc-rocm-")) {
    std::string Roots = "/opt/cu2hip/rocm";
    if (auto X = llvm::sys::Process::GetEnv("CU2HIP_ROCM_ROOTS"); X && !X->empty())
      Roots = *X;
    std::string Root = joinPath(Roots, Name);
    Id += fileIdentity(joinPath(path::parent_path(Real), "rocm-run")) + '\0';
    for (const char *F : {".cu2hip-root", "usr/bin/hipcc", "var/lib/dpkg/status"})
      Id += fileIdentity(joinPath(Root, F)) + '\0';
  }
  // What it says it is: the HIP release and its clang, with the clang's own
  // file where --version names its directory.
  llvm::SmallString<128> Scratch;
  if (fs::createUniqueDirectory("cu2hip-compiler-id", Scratch))
    return It->second;
  ProcessOptions PO;
  PO.Timeout = 60;
  PO.Env = {"TMPDIR=" + std::string(Scratch)};
  // stdout only: Debian's hipcc 5.2 prints a traceback on stderr without a GPU.
  PO.OutPath = joinPath(Scratch, "version");
  PO.ErrPath = joinPath(Scratch, "errors");
  ProcessResult PR = runProcess(Compiler, {"--version"}, PO);
  std::string Version = readFile(PO.OutPath);
  fs::remove_directories(Scratch);
  if (!PR.Started || PR.TimedOut || PR.ExitCode != 0 || Version.empty())
    return It->second;
  Id += Version + '\0';
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Version).split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    if (llvm::StringRef T = L.trim(); T.consume_front("InstalledDir:"))
      Id += fileIdentity(joinPath(T.trim(), "clang")) + '\0';
  It->second = std::move(Id);
  return It->second;
}

const std::string &CompileCache::externalIdentity(const std::string &Path) {
  std::lock_guard<std::mutex> G(Lock);
  auto [It, New] = Externals.try_emplace(Path);
  if (!New)
    return It->second;
  if (!fs::is_directory(Path)) {
    It->second = Path + ' ' + fileIdentity(Path);
    return It->second;
  }
  std::vector<std::string> Files;
  if (!listFiles(Path, Files, MaxExternalFiles))
    return It->second;
  std::string Id = Path + '\0';
  for (const std::string &F : Files)
    Id += F + ' ' + fileIdentity(joinPath(Path, F)) + '\0';
  It->second = hashKey(Id);
  return It->second;
}

std::string CompileCache::key(const std::string &Compiler, const std::vector<std::vector<std::string>> &Commands,
                              const std::string &WorkRoot, const std::vector<std::string> &Trees,
                              llvm::StringRef Extra) {
  std::string K = std::string(Format) + '\0';
  const std::string &Id = compilerIdentity(Compiler);
  if (Id.empty())
    return "";
  K += Id;
  K += '\n';
  for (const std::vector<std::string> &C : Commands) {
    for (const std::string &A : C) {
      K += replaceAll(A, WorkRoot, "<work>");
      K += '\0';
      // A header directory, a library or a file outside the work directory:
      // its version.
      llvm::StringRef P = namedPath(A);
      if (path::is_absolute(P) && !P.starts_with(WorkRoot) && fs::exists(P)) {
        const std::string &X = externalIdentity(P.str());
        if (X.empty())
          return "";
        K += X;
        K += '\0';
      }
    }
    K += '\n';
  }
  for (const std::string &T : Trees) {
    K += replaceAll(T, WorkRoot, "<work>");
    K += '\n';
    std::vector<std::string> Files;
    if (!listFiles(T, Files, MaxExternalFiles))
      return "";
    for (const std::string &F : Files) {
      auto Buf = llvm::MemoryBuffer::getFile(joinPath(T, F), /*IsText=*/false,
                                             /*RequiresNullTerminator=*/false);
      if (!Buf)
        return "";
      K += F + '\0' + hashKey((*Buf)->getBuffer()) + '\n';
    }
  }
  K += Extra;
  return hashKey(K);
}

std::optional<CompileCache::Entry> CompileCache::lookup(const std::string &Key, const std::string &Output) {
  std::string P = cacheEntryPath(Dir, Key);
  auto Buf = llvm::MemoryBuffer::getFile(joinPath(P, "entry.json"), /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::nullopt;
  auto Damaged = [&]() -> std::optional<Entry> {
    removeCacheEntry(P);
    return std::nullopt;
  };
  llvm::Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return Damaged();
  }
  const json::Object *O = V->getAsObject();
  auto Status = O ? O->getString("status") : std::nullopt;
  std::optional<StageStatus> S = Status ? parseStageStatus(*Status) : std::nullopt;
  auto Message = O ? O->getString("message") : std::nullopt;
  auto FirstError = O ? O->getString("first_error") : std::nullopt;
  auto HasOutput = O ? O->getBoolean("output") : std::nullopt;
  if (!O || O->getString("format") != llvm::StringRef(Format) || O->getString("key") != llvm::StringRef(Key) ||
      !S || !Message || !FirstError || !HasOutput)
    return Damaged();
  if (*HasOutput && !copyWithMode(joinPath(P, "output"), Output))
    return Damaged();
  // Last used: what eviction goes by.
  ::utimensat(AT_FDCWD, P.c_str(), nullptr, 0);
  return Entry{*S, Message->str(), FirstError->str()};
}

void CompileCache::store(const std::string &Key, const Entry &E, const std::string &Output,
                         const std::string &WorkRoot) {
  if (!json::isUTF8(E.Message) || !json::isUTF8(E.FirstError))
    return; // not what JSON holds: not kept
  if (llvm::StringRef(E.Message).contains(WorkRoot) || llvm::StringRef(E.FirstError).contains(WorkRoot))
    return;
  std::string Final = cacheEntryPath(Dir, Key);
  std::string Parent = path::parent_path(Final).str();
  if (fs::create_directories(Parent))
    return;
  // A private directory beside the entry, renamed into place when whole:
  // readers see a whole entry or none.
  std::string Tmp = cacheTemporaryPath(Parent);
  if (fs::create_directory(Tmp))
    return;
  bool Ok = Output.empty() || copyWithMode(Output, joinPath(Tmp, "output"));
  uint64_t Bytes = 0;
  if (!Output.empty())
    fs::file_size(Output, Bytes);
  if (Ok) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(joinPath(Tmp, "entry.json"), EC, fs::OF_None);
    Ok = !EC;
    if (Ok) {
      OS << entryText(Key, E, !Output.empty());
      Bytes += OS.tell();
      OS.close();
      Ok = !OS.has_error();
      OS.clear_error();
    }
  }
  // Another process may have stored the same entry meanwhile: its stays.
  if (!Ok || fs::rename(Tmp, Final)) {
    removeCacheEntry(Tmp);
    return;
  }
  StoredBytes += Bytes;
}
