#include "cu2hip/Output.h"
#include "cu2hip/TimeReport.h"
#include "Support/JsonFile.h"
#include "Support/Paths.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/ScopeExit.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using namespace llvm;

bool cu2hip::isOwnOutput(StringRef Text, OwnOutput Kind) {
  StringRef Head = Text.take_front(4096).ltrim();
  if (Kind == OwnOutput::WarpHeader)
    return Head.starts_with("// cu2hip_warp.h - written by cu2hip");
  if (Kind == OwnOutput::Fixes)
    return Head.starts_with(FixesFirstLine);
  if (Kind == OwnOutput::Sarif) // from the first bytes; checkOutputFile reads the whole log (ownSarif)
    return Head.starts_with("{") && Head.contains("sarif-schema-2.1.0");
  // What each emitter writes first (lib/Report/Emitters); JSON reports are
  // told by their keys (ownJsonReport).
  return Head.starts_with("cu2hip coverage of ") || Head.starts_with("### cu2hip coverage: ") ||
         (Head.starts_with("<!DOCTYPE html>") && Head.contains("<title>cu2hip coverage")) ||
         (Head.starts_with("<?xml") && Head.contains("<testsuites name=\"cu2hip coverage\""));
}

namespace {
/// A JSON coverage report ("schema": "cu2hip-coverage/N") or port report ("cu2hip_port").
bool ownJsonReport(StringRef Path) {
  cu2hip::support::JsonFileError Error;
  std::optional<json::Value> V = cu2hip::support::readJsonFile(Path, Error);
  const json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O)
    return false;
  if (O->get("cu2hip_port"))
    return true;
  std::optional<StringRef> Schema = O->getString("schema");
  return Schema && Schema->starts_with("cu2hip-coverage/");
}

/// A SARIF log that cu2hip wrote: SARIF 2.1.0 with one run whose tool is cu2hip.
bool ownSarif(StringRef Path) {
  cu2hip::support::JsonFileError Error;
  std::optional<json::Value> V = cu2hip::support::readJsonFile(Path, Error);
  const json::Object *O = V ? V->getAsObject() : nullptr;
  const json::Array *Runs = O ? O->getArray("runs") : nullptr;
  if (!Runs || Runs->size() != 1 || O->getString("version") != StringRef("2.1.0"))
    return false;
  const json::Object *Run = Runs->front().getAsObject();
  const json::Object *Tool = Run ? Run->getObject("tool") : nullptr;
  const json::Object *Driver = Tool ? Tool->getObject("driver") : nullptr;
  return Driver && Driver->getString("name") == StringRef("cu2hip");
}
} // namespace

Error cu2hip::checkOutputFile(StringRef Path, OwnOutput Kind, const std::vector<std::string> &Protected) {
  auto Refuse = [&](const Twine &Why) {
    return createStringError(std::errc::invalid_argument, "refusing to write '%s': %s", Path.str().c_str(),
                             Why.str().c_str());
  };
  std::string Abs = support::absolutePath(Path);
  std::string Real = support::realPathOfMaybeMissing(Abs);
  for (const std::string &P : Protected) {
    std::string PAbs = support::absolutePath(P);
    if (support::isWithin(Real, support::realPathOfMaybeMissing(PAbs)) || support::isWithin(Abs, PAbs))
      return Refuse("it is inside '" + P + "', which this command reads");
  }
  sys::fs::file_status St;
  if (sys::fs::status(Abs, St))
    return Error::success(); // a new file (or one that cannot be seen: the write says so)
  if (sys::fs::is_directory(St))
    return Refuse("it is a directory");
  if (!sys::fs::is_regular_file(St))
    return Refuse("it exists and is not a regular file");
  Expected<sys::fs::file_t> FD = sys::fs::openNativeFileForRead(Abs);
  if (!FD)
    return Refuse("it exists and cannot be read (" + toString(FD.takeError()) + ")");
  char Head[4096];
  Expected<size_t> N = sys::fs::readNativeFile(*FD, MutableArrayRef<char>(Head, sizeof Head));
  sys::fs::closeFile(*FD);
  if (!N)
    return Refuse("it exists and cannot be read (" + toString(N.takeError()) + ")");
  StringRef Text(Head, *N);
  bool Own = Kind == OwnOutput::Sarif                                     ? ownSarif(Abs)
             : Kind == OwnOutput::Report && Text.ltrim().starts_with("{") ? ownJsonReport(Abs)
                                                                          : isOwnOutput(Text, Kind);
  if (!Own)
    return Refuse(Kind == OwnOutput::WarpHeader ? "it exists and is not cu2hip's warp header"
                  : Kind == OwnOutput::Fixes    ? "it exists and is not a cu2hip --export-fixes file"
                  : Kind == OwnOutput::Sarif    ? "it exists and is not a SARIF log cu2hip wrote"
                                                : "it exists and is not a cu2hip report");
  return Error::success();
}

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

namespace {
/// The file systems holding files written new (no file had the name before)
/// whose bytes are not yet known to be on disk: one directory on each.
struct PendingSync {
  std::mutex Mu;
  std::map<dev_t, std::string> Dirs;
  bool AtExit = false;
};
PendingSync &pendingSync() {
  static auto *P = new PendingSync; // used from atexit: never destroyed
  return *P;
}

void notePendingSync(StringRef Dir) {
  struct stat St;
  if (::stat(Dir.str().c_str(), &St) != 0)
    return;
  PendingSync &P = pendingSync();
  std::lock_guard<std::mutex> Lock(P.Mu);
  P.Dirs.emplace(St.st_dev, Dir.str());
  if (!P.AtExit) {
    P.AtExit = true;
    std::atexit([] { cu2hip::syncWrittenFiles(); });
  }
}

Error writeError(std::error_code EC, const char *What, StringRef Path) {
  return createStringError(EC, "%s '%s': %s", What, Path.str().c_str(), EC.message().c_str());
}
std::error_code lastError() { return std::error_code(errno, std::generic_category()); }

/// The model (createUniquePath) of a temporary name beside \p Path in \p Dir.
SmallString<256> temporaryModel(StringRef Dir, StringRef Path) {
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path).str() + ".cu2hip-%%%%%%.tmp");
  return Model;
}

/// Writes all of \p Content to \p FD.
std::error_code writeAll(int FD, StringRef Content) {
  while (!Content.empty()) {
    ssize_t N = ::write(FD, Content.data(), Content.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return lastError();
    Content = Content.drop_front(size_t(N));
  }
  return {};
}

/// The write through an unnamed file (O_TMPFILE) that gets its name only when
/// complete: nothing to remove if the process dies half-way, so nothing is
/// registered for removal on a signal (LLVM's list of such files only grows,
/// and each registration walked all of it: a tenth of a warm 1,000-file port).
/// std::nullopt where the file system or kernel has no unnamed files or no
/// /proc to name them through: the caller writes through a named temporary.
std::optional<Error> writeUnnamed(StringRef Path, StringRef Dir, StringRef Content, bool Replacing,
                                  unsigned Mode) {
  int FD = ::open(Dir.str().c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, Mode);
  if (FD < 0)
    return std::nullopt;
  auto Close = llvm::make_scope_exit([&] { ::close(FD); });
  if (std::error_code EC = writeAll(FD, Content))
    return writeError(EC, "cannot write", Path);
  // A file replaced is on disk before the rename makes it visible: a crash of
  // the machine right after must not leave an empty or partial file under the
  // name of one that was whole. A new file is synced with the rest
  // (syncWrittenFiles).
  if (Replacing && ::fsync(FD) != 0)
    return writeError(lastError(), "cannot write", Path);
  if (Replacing && ::fchmod(FD, Mode) != 0)
    return writeError(lastError(), "cannot write", Path);
  std::string Self = "/proc/self/fd/" + std::to_string(FD);
  std::string P = Path.str();
  if (!Replacing) {
    if (::linkat(AT_FDCWD, Self.c_str(), AT_FDCWD, P.c_str(), AT_SYMLINK_FOLLOW) == 0)
      return Error::success();
    if (errno != EEXIST)
      return std::nullopt; // no /proc: the named temporary will do
  }
  // A name in the directory for the rename over the old file. It exists only
  // between these two calls.
  SmallString<256> Model = temporaryModel(Dir, Path);
  for (int Try = 0; Try < 100; ++Try) {
    SmallString<256> Temp;
    sys::fs::createUniquePath(Model, Temp, /*MakeAbsolute=*/false);
    if (::linkat(AT_FDCWD, Self.c_str(), AT_FDCWD, Temp.c_str(), AT_SYMLINK_FOLLOW) != 0) {
      if (errno == EEXIST)
        continue;
      return std::nullopt;
    }
    if (::rename(Temp.c_str(), P.c_str()) != 0) {
      std::error_code EC = lastError();
      ::unlink(Temp.c_str());
      return writeError(EC, "cannot replace", Path);
    }
    return Error::success();
  }
  return std::nullopt;
}

/// The portable write: a named temporary file, removed on a signal, renamed
/// over \p Path.
Error writeNamedTemporary(StringRef Path, StringRef Dir, StringRef Content, bool Replacing, unsigned Mode) {
  int FD;
  SmallString<256> Temp;
  if (std::error_code EC = sys::fs::createUniqueFile(temporaryModel(Dir, Path), FD, Temp))
    return createStringError(EC, "cannot create a file in '%s': %s", Dir.str().c_str(), EC.message().c_str());
  sys::RemoveFileOnSignal(Temp);
  auto Cleanup = [&](std::error_code EC, const char *What) {
    sys::fs::remove(Temp);
    sys::DontRemoveFileOnSignal(Temp);
    return writeError(EC, What, Path);
  };
  {
    auto Close = llvm::make_scope_exit([&] { ::close(FD); });
    if (std::error_code EC = writeAll(FD, Content))
      return Cleanup(EC, "cannot write");
    if (Replacing && ::fsync(FD) != 0)
      return Cleanup(lastError(), "cannot write");
  }
  if (Replacing)
    sys::fs::setPermissions(Temp, sys::fs::perms(Mode));
  if (std::error_code EC = sys::fs::rename(Temp, Path))
    return Cleanup(EC, "cannot replace");
  sys::DontRemoveFileOnSignal(Temp);
  return Error::success();
}
} // namespace

bool cu2hip::holdsContent(StringRef Path, const sys::fs::file_status &St, StringRef Content) {
  if (!sys::fs::is_regular_file(St) || St.getSize() != Content.size())
    return false;
  auto Old = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  return Old && (*Old)->getBuffer() == Content;
}

void cu2hip::syncWrittenFiles() {
  std::map<dev_t, std::string> Dirs;
  {
    PendingSync &P = pendingSync();
    std::lock_guard<std::mutex> Lock(P.Mu);
    Dirs.swap(P.Dirs);
  }
  for (const auto &[Dev, Dir] : Dirs) {
    int FD = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (FD < 0) { // the directory went away: every file system, then
      ::sync();
      return;
    }
    ::syncfs(FD);
    ::close(FD);
  }
}

Error cu2hip::writeFileAtomically(StringRef Path, StringRef Content) {
  TimePhase Clock(Phase::Write);
  // A device or FIFO (-o /dev/null, a pipe) is written into: a rename over it
  // would replace the device node with a regular file.
  sys::fs::file_status Existing;
  bool Exists = !sys::fs::status(Path, Existing) && sys::fs::exists(Existing);
  if (Exists && !sys::fs::is_regular_file(Existing) && !sys::fs::is_directory(Existing)) {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (!EC) {
      OS << Content;
      OS.close();
      EC = OS.error();
      OS.clear_error();
    }
    if (EC)
      return createStringError(EC, "cannot write '%s': %s", Path.str().c_str(), EC.message().c_str());
    return Error::success();
  }
  SmallString<256> Dir(sys::path::parent_path(Path));
  if (Dir.empty())
    Dir = ".";
  // Files written before a file is replaced are on disk first: a report or a
  // state file never names outputs that a power loss could take back.
  bool Replacing = Exists && sys::fs::is_regular_file(Existing);
  // A file that already holds these bytes is left alone: a re-run that
  // changes nothing writes nothing, and build tools see no newer file.
  if (holdsContent(Path, Existing, Content))
    return Error::success();
  if (Replacing)
    syncWrittenFiles();
  unsigned Mode = Replacing ? unsigned(Existing.permissions()) : 0666;
  std::optional<Error> Done = writeUnnamed(Path, Dir, Content, Replacing, Mode);
  if (!Done)
    Done = writeNamedTemporary(Path, Dir, Content, Replacing, Mode);
  if (*Done)
    return std::move(*Done);
  if (Replacing) {
    // And the rename itself (the directory entry) is made durable.
    int DirFD = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (DirFD >= 0) {
      ::fsync(DirFD);
      ::close(DirFD);
    }
  } else {
    notePendingSync(Dir);
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
