#include "cu2hip/Output.h"
#include "cu2hip/TimeReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

using namespace llvm;

std::string cu2hip::mostFrequent(std::vector<std::pair<std::string, unsigned>> Counts, size_t Max) {
  std::sort(Counts.begin(), Counts.end(), [](const auto &A, const auto &B) {
    return A.second != B.second ? A.second > B.second : A.first < B.first;
  });
  std::string S;
  for (size_t I = 0; I < Counts.size() && I < Max; ++I)
    S += (I ? ", " : "") + Counts[I].first + " x" + std::to_string(Counts[I].second);
  if (Counts.size() > Max)
    S += ", ...";
  return S;
}

Error cu2hip::writeFileAtomically(StringRef Path, StringRef Content) {
  TimePhase Clock(Phase::Write);
  SmallString<256> Dir(sys::path::parent_path(Path));
  if (Dir.empty())
    Dir = ".";
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path).str() + ".cu2hip-%%%%%%.tmp");
  int FD;
  SmallString<256> Temp;
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, Temp))
    return createStringError(EC, "cannot create a file in '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  sys::RemoveFileOnSignal(Temp);
  auto Cleanup = [&](std::error_code EC, const char *What) {
    sys::fs::remove(Temp);
    sys::DontRemoveFileOnSignal(Temp);
    return createStringError(EC, "%s '%s': %s", What, Path.str().c_str(), EC.message().c_str());
  };
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Content;
    OS.flush();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      return Cleanup(EC, "cannot write");
    }
    // On disk before the rename makes it visible: a crash of the machine right
    // after must not leave an empty or partial file under the real name.
    if (::fsync(FD) != 0)
      return Cleanup(std::error_code(errno, std::generic_category()), "cannot write");
  }
  sys::fs::file_status St;
  if (!sys::fs::status(Path, St) && sys::fs::exists(St))
    sys::fs::setPermissions(Temp, St.permissions());
  if (std::error_code EC = sys::fs::rename(Temp, Path))
    return Cleanup(EC, "cannot replace");
  sys::DontRemoveFileOnSignal(Temp);
  // And the rename itself (the directory entry) is made durable.
  int DirFD = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (DirFD >= 0) {
    ::fsync(DirFD);
    ::close(DirFD);
  }
  return Error::success();
}

std::string cu2hip::chooseBackupPath(StringRef Path, StringRef Original) {
  for (int N = 0; N < 1000; ++N) {
    std::string Cand = Path.str() + ".orig" + (N ? "." + std::to_string(N) : "");
    if (!sys::fs::exists(Cand))
      return Cand;
    auto Old = MemoryBuffer::getFile(Cand, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (Old && (*Old)->getBuffer() == Original)
      return Cand;
  }
  return "";
}
