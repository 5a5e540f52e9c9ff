#include "Paths.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

uint64_t support::stableHash(llvm::StringRef S) {
  return llvm::xxh3_64bits(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(S.data()), S.size()));
}

std::string support::contentHash(llvm::StringRef Bytes) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex_no_prefix(stableHash(Bytes), 16);
  return S;
}

std::string support::absolutePath(llvm::StringRef P) {
  llvm::SmallString<256> A(P);
  fs::make_absolute(A);
  path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

std::string support::realPathOfMaybeMissing(llvm::StringRef P) {
  std::string A = absolutePath(P);
  llvm::SmallString<256> Real;
  if (!fs::real_path(A, Real))
    return std::string(Real);
  llvm::StringRef Parent = path::parent_path(A);
  if (Parent.empty() || Parent == A)
    return A;
  llvm::SmallString<256> R(realPathOfMaybeMissing(Parent));
  path::append(R, path::filename(A));
  return std::string(R);
}

bool support::isWithin(llvm::StringRef Inner, llvm::StringRef Outer) {
  if (Inner == Outer)
    return true;
  llvm::StringRef O = Outer.ends_with("/") ? Outer.drop_back() : Outer;
  return Inner.starts_with(O) && Inner.size() > O.size() && Inner[O.size()] == '/';
}

std::string support::joinRel(llvm::StringRef Dir, llvm::StringRef Name) {
  return Dir.empty() ? Name.str() : (Dir + "/" + Name).str();
}

std::optional<std::string> support::normalizeRelInTree(llvm::StringRef Rel) {
  llvm::SmallVector<llvm::StringRef> Parts, Out;
  Rel.split(Parts, '/');
  for (llvm::StringRef P : Parts) {
    if (P.empty() || P == ".")
      continue;
    if (P == "..") {
      if (Out.empty())
        return std::nullopt;
      Out.pop_back();
      continue;
    }
    Out.push_back(P);
  }
  return llvm::join(Out, "/");
}

std::string support::normalizeRel(llvm::StringRef Rel) {
  return normalizeRelInTree(Rel).value_or("");
}

std::string support::relDir(llvm::StringRef Rel) {
  size_t S = Rel.rfind('/');
  return S == llvm::StringRef::npos ? "" : Rel.substr(0, S).str();
}

/// How a file at \p FromRel spells an include of \p ToRel (both relative to
/// the tree's top): "x.h" beside it, "../include/x.h" elsewhere, which every
/// compiler resolves from the including file whatever the build's -I.
std::string support::includeSpelling(llvm::StringRef FromRel, llvm::StringRef ToRel) {
  std::string FromDir = relDir(FromRel); // From's parts point into it
  llvm::SmallVector<llvm::StringRef, 8> From, To;
  llvm::StringRef(FromDir).split(From, '/', -1, false);
  ToRel.split(To, '/', -1, false);
  size_t Common = 0;
  while (Common < From.size() && Common + 1 < To.size() && From[Common] == To[Common])
    ++Common;
  std::string S;
  for (size_t I = Common; I < From.size(); ++I)
    S += "../";
  for (size_t I = Common; I < To.size(); ++I)
    S += (I > Common ? "/" : "") + To[I].str();
  return S;
}

std::string support::cacheDirectory() {
  llvm::SmallString<256> P;
  if (auto X = llvm::sys::Process::GetEnv("XDG_CACHE_HOME"); X && !X->empty())
    P = *X;
  else if (auto H = llvm::sys::Process::GetEnv("HOME"); H && !H->empty()) {
    P = *H;
    llvm::sys::path::append(P, ".cache");
  } else
    return "";
  llvm::sys::path::append(P, "cu2hip");
  return std::string(P);
}

std::string support::printable(llvm::StringRef S) {
  std::string R;
  R.reserve(S.size());
  for (unsigned char C : S) {
    if (C == '\n')
      R += "\\n";
    else if (C == '\t')
      R += "\\t";
    else if (C == '\r')
      R += "\\r";
    else if (C < 0x20 || C == 0x7f) {
      llvm::raw_string_ostream OS(R);
      OS << "\\x" << llvm::format_hex_no_prefix(C, 2);
    }
    else
      R += char(C);
  }
  return R;
}
