#include "TreeWriter.h"
#include "Support/Interrupt.h"
#include "Support/Paths.h"
#include "cu2hip/Output.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <cstdio>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::optional<fs::perms> TreeWriter::sourceDirMode(llvm::StringRef RelDir) const {
  // A directory gets its source's mode (as files do); the owner keeps write
  // and search permission, without which the rest could not be written.
  llvm::SmallString<256> SrcDir(SrcAbs);
  path::append(SrcDir, RelDir);
  fs::file_status SrcSt;
  if (fs::status(SrcDir, SrcSt, false) || SrcSt.type() != fs::file_type::directory_file)
    return std::nullopt;
  return SrcSt.permissions() | fs::owner_write | fs::owner_exe;
}

void TreeWriter::rootCreated() {
  if (std::optional<fs::perms> Mode = sourceDirMode(""))
    fs::setPermissions(Base, *Mode);
}

bool TreeWriter::ensureDir(llvm::StringRef RelDir, std::string &Error) {
  if (RelDir.empty())
    return true;
  {
    std::lock_guard<std::mutex> L(DirMu);
    if (MadeDirs.count(RelDir))
      return true;
  }
  llvm::SmallVector<llvm::StringRef> Parts;
  RelDir.split(Parts, '/');
  llvm::SmallString<256> P(Base);
  std::string SoFar;
  for (llvm::StringRef Part : Parts) {
    path::append(P, Part);
    SoFar = joinRel(SoFar, Part);
    fs::file_status St;
    std::error_code EC = fs::status(P, St, /*Follow=*/false);
    if (!EC && St.type() == fs::file_type::directory_file)
      continue;
    if (!EC && St.type() == fs::file_type::symlink_file) {
      Error = "'" + SoFar + "' is a symbolic link in the output tree; refusing to write through it";
      return false;
    }
    if (!EC) {
      Error = "'" + SoFar + "' is in the way: not a directory";
      return false;
    }
    std::optional<fs::perms> FromSrc = sourceDirMode(SoFar);
    fs::perms Mode = FromSrc.value_or(fs::all_all);
    if (std::error_code CE = fs::create_directory(P, /*IgnoreExisting=*/true, Mode)) {
      Error = "cannot create directory '" + SoFar + "': " + CE.message();
      return false;
    }
    if (fs::status(P, St, false) || St.type() != fs::file_type::directory_file) {
      Error = "'" + SoFar + "' is not a directory";
      return false;
    }
    if (FromSrc && St.permissions() != Mode)
      fs::setPermissions(P, Mode); // the umask applied at creation
  }
  std::lock_guard<std::mutex> L(DirMu);
  MadeDirs.insert(RelDir);
  return true;
}

bool TreeWriter::prepare(llvm::StringRef OutRel, llvm::SmallString<256> &P, fs::file_status &St,
                         std::string &Error) {
  if (!ensureDir(relDir(OutRel), Error))
    return false;
  P = Base;
  path::append(P, OutRel);
  if (fs::status(P, St, /*Follow=*/false))
    St = fs::file_status(fs::file_type::file_not_found);
  return true;
}

bool TreeWriter::write(llvm::StringRef OutRel, llvm::StringRef Content, fs::perms Perms,
                       bool &UpToDate, std::string &Error) {
  UpToDate = false;
  llvm::SmallString<256> P;
  fs::file_status St;
  if (!prepare(OutRel, P, St, Error))
    return false;
  if (St.type() == fs::file_type::directory_file) {
    Error = "a directory is in the way";
    return false;
  }
  if (holdsContent(P, St, Content)) {
    UpToDate = true;
    if (Perms != fs::perms_not_known && St.permissions() != Perms)
      fs::setPermissions(P, Perms);
    return true;
  }
  if (interrupted()) {
    Error = "interrupted";
    return false;
  }
  if (llvm::Error E = writeFileAtomically(P, Content)) {
    Error = llvm::toString(std::move(E));
    return false;
  }
  if (Perms != fs::perms_not_known && !fs::status(P, St, false) && St.permissions() != Perms)
    fs::setPermissions(P, Perms);
  return true;
}

bool TreeWriter::writeLink(llvm::StringRef OutRel, llvm::StringRef Target, bool &UpToDate,
                           std::string &Error) {
  UpToDate = false;
  llvm::SmallString<256> P;
  fs::file_status St;
  if (!prepare(OutRel, P, St, Error))
    return false;
  if (St.type() == fs::file_type::symlink_file) {
    char Buf[4096];
    ssize_t N = ::readlink(P.c_str(), Buf, sizeof Buf);
    if (N >= 0 && llvm::StringRef(Buf, N) == Target) {
      UpToDate = true;
      return true;
    }
  } else if (St.type() == fs::file_type::directory_file) {
    Error = "cannot write the link '" + OutRel.str() + "': a directory is in the way";
    return false;
  }
  if (interrupted()) {
    Error = "interrupted";
    return false;
  }
  // Atomically: a temporary link, then a rename over the old entry.
  llvm::SmallString<256> Tmp(P.str());
  path::remove_filename(Tmp);
  path::append(Tmp, "." + path::filename(P).str() + ".cu2hip-link-%%%%%%.tmp");
  llvm::SmallString<256> TmpPath;
  std::string T = Target.str();
  for (int Try = 0; Try < 10; ++Try) {
    fs::createUniquePath(Tmp, TmpPath, /*MakeAbsolute=*/false);
    if (::symlink(T.c_str(), TmpPath.c_str()) == 0)
      break;
    TmpPath.clear();
  }
  if (TmpPath.empty()) {
    Error = "cannot create the link '" + OutRel.str() + "'";
    return false;
  }
  llvm::sys::RemoveFileOnSignal(TmpPath);
  if (::rename(TmpPath.c_str(), P.c_str()) != 0) {
    fs::remove(TmpPath);
    llvm::sys::DontRemoveFileOnSignal(TmpPath);
    Error = "cannot write the link '" + OutRel.str() + "'";
    return false;
  }
  llvm::sys::DontRemoveFileOnSignal(TmpPath);
  return true;
}
