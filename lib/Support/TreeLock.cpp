#include "Support/TreeLock.h"
#include "Support/Paths.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::support;

namespace {
/// Candidate directories for lock files: cu2hip's cache, then the temporary directory.
std::vector<std::string> lockDirs() {
  std::vector<std::string> Dirs;
  if (std::string Cache = cacheDirectory(); !Cache.empty())
    Dirs.push_back(Cache + "/locks");
  llvm::SmallString<256> T;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, T);
  llvm::sys::path::append(T, "cu2hip-locks-" + std::to_string(::getuid()));
  Dirs.push_back(std::string(T));
  return Dirs;
}
} // namespace

llvm::Expected<TreeLock> TreeLock::acquire(llvm::StringRef RealPath, std::string &Warning) {
  std::string Name = contentHash(RealPath) + ".lock";
  for (const std::string &Dir : lockDirs()) {
    if (llvm::sys::fs::create_directories(Dir))
      continue;
    std::string File = Dir + "/" + Name;
    int FD = ::open(File.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (FD < 0)
      continue;
    if (::flock(FD, LOCK_EX | LOCK_NB) != 0) {
      int E = errno;
      char Buf[32] = {};
      ssize_t N = ::pread(FD, Buf, sizeof Buf - 1, 0);
      ::close(FD);
      std::string Holder = N > 0 ? llvm::StringRef(Buf, N).trim().str() : "";
      if (E == EWOULDBLOCK)
        return llvm::createStringError(std::errc::resource_unavailable_try_again,
                                       "another cu2hip port is writing '%s'%s; run again when it has finished",
                                       RealPath.str().c_str(),
                                       Holder.empty() ? "" : (" (process " + Holder + ")").c_str());
      return llvm::createStringError(std::error_code(E, std::generic_category()), "cannot lock '%s': %s",
                                     File.c_str(), std::strerror(E));
    }
    std::string Pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(FD, 0) == 0)
      (void)!::pwrite(FD, Pid.data(), Pid.size(), 0);
    return TreeLock(FD);
  }
  Warning = "no directory for a lock file (cache or temporary); '" + RealPath.str() +
            "' is not protected from a second port running at the same time";
  return TreeLock(-1);
}

TreeLock::~TreeLock() {
  if (FD >= 0)
    ::close(FD); // releases the lock
}
