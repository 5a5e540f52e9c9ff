// The translation cache (see TranslationCache.h).
#include "TranslationCache.h"
#include "Support/CacheDir.h"
#include "Support/Paths.h"

#include "cu2hip/Mapping.h"
#include "cu2hip/TimeReport.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/BinaryStreamReader.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <chrono>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;

namespace {
/// The first line of every entry; bumped when the entry format or what a key
/// covers changes.
constexpr llvm::StringLiteral Format = "cu2hip-translation 2\n";

/// How many diagnostic ids (Diagnostics.def) and API areas (Mapping.h) there
/// are: a stored one past them is damage.
constexpr unsigned NumDiagIds = 0
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt) +1
#include "cu2hip/Diagnostics.def"
    ;
#define X(Name, Str) +1
constexpr unsigned NumAreas = 0 CU2HIP_AREAS(X);
#undef X

// An entry's fields: integers as 32-bit little-endian, flags as one byte 0 or
// 1, strings (any bytes) as a 32-bit length then their bytes, lists as a
// 32-bit count then their items. Binary, not JSON: parsing the JSON strings
// of a thousand entries was most of a warm run's CPU (docs/caching.md).
//
// Which fields a record has, in which order, is written once (the *Fields
// templates below); EntryWriter and EntryReader each follow it, the writer
// with const records, the reader with records to fill.

/// \p MainOriginal: the main file's Original is written as "" (an entry does
/// not keep the unit's bytes, which its key already covers, twice).
class EntryWriter {
public:
  EntryWriter(std::string &Out, bool LeaveOutMainOriginal = false)
      : Out(Out), LeaveOutMainOriginal(LeaveOutMainOriginal) {}
  void num(uint64_t V) {
    char B[4];
    llvm::support::endian::write32le(B, uint32_t(V));
    Out.append(B, 4);
  }
  void flag(bool B) { Out.push_back(B ? 1 : 0); }
  void str(llvm::StringRef S) {
    num(S.size());
    Out.append(S.data(), S.size());
  }
  template <class E> void enumerator(E V, unsigned /*Lo*/, unsigned /*Hi*/) { num(unsigned(V)); }
  template <class T, class Fn> void list(const std::vector<T> &V, unsigned /*MinItemBytes*/, Fn Each) {
    num(V.size());
    for (const T &X : V)
      Each(X);
  }
  template <class T, class Fn> void optional(const std::optional<T> &V, Fn Each) {
    flag(V.has_value());
    if (V)
      Each(*V);
  }
  void original(const std::string &S, bool Main) { str(Main && LeaveOutMainOriginal ? "" : S); }
  void check(bool) {}

private:
  std::string &Out;
  bool LeaveOutMainOriginal;
};

/// Reads what EntryWriter wrote. A read past the end, a flag other than 0 or
/// 1, an enumerator out of its range, a count larger than the bytes left
/// could hold or a failed check() makes it bad(), and it reads zeros from
/// then on. \p MainOriginal, when given: the main file's Original, which the
/// entry must have left out.
class EntryReader {
public:
  explicit EntryReader(llvm::StringRef Bytes, std::optional<llvm::StringRef> MainOriginal = std::nullopt)
      : R(Bytes, llvm::endianness::little), MainOriginal(MainOriginal) {}
  bool bad() const { return Bad; }
  bool atEnd() const { return !Bad && R.empty(); }
  void num(unsigned &V) {
    uint32_t X = 0;
    if (!Bad)
      ok(R.readInteger(X));
    V = X;
  }
  void flag(bool &B) {
    uint8_t X = 0;
    if (!Bad && ok(R.readInteger(X)) && X > 1)
      Bad = true;
    B = X == 1;
  }
  /// A string, pointing into the entry's bytes.
  llvm::StringRef bytes() {
    unsigned N = 0;
    num(N);
    llvm::StringRef S;
    if (!Bad && !ok(R.readFixedString(S, N)))
      return {};
    return S;
  }
  void str(std::string &S) { S = bytes().str(); }
  void str(llvm::StringRef &S) { S = bytes(); }
  template <class E> void enumerator(E &V, unsigned Lo, unsigned Hi) {
    unsigned X = 0;
    num(X);
    check(X >= Lo && X <= Hi);
    V = E(Bad ? Lo : X);
  }
  /// \p MinItemBytes: what an item takes with every string and list empty.
  template <class T, class Fn> void list(std::vector<T> &V, unsigned MinItemBytes, Fn Each) {
    unsigned N = 0;
    num(N);
    check(uint64_t(N) * MinItemBytes <= R.bytesRemaining());
    for (unsigned I = 0; I < N && !Bad; ++I)
      Each(V.emplace_back());
  }
  template <class T, class Fn> void optional(std::optional<T> &V, Fn Each) {
    bool Has = false;
    flag(Has);
    if (Has && !Bad)
      Each(V.emplace());
  }
  void original(std::string &S, bool Main) {
    str(S);
    if (Main && MainOriginal) {
      check(S.empty());
      S = MainOriginal->str();
    }
  }
  void check(bool Holds) { Bad |= !Holds; }

private:
  bool ok(llvm::Error E) {
    if (!E)
      return true;
    llvm::consumeError(std::move(E));
    Bad = true;
    return false;
  }
  llvm::BinaryStreamReader R;
  std::optional<llvm::StringRef> MainOriginal;
  bool Bad = false;
};

template <class IO, class Fix> void fixFields(IO &io, Fix &X) {
  io.num(X.Offset);
  io.num(X.Length);
  io.num(X.Line);
  io.num(X.Column);
  io.num(X.EndLine);
  io.num(X.EndColumn);
  io.str(X.Text);
}

template <class IO, class Site> void siteFields(IO &io, Site &S) {
  io.enumerator(S.Class, unsigned(WarpClass::WidthConstant), unsigned(WarpClass::TileOrImplicit)); // first, last
  io.num(S.Offset);
  io.num(S.Length);
  io.flag(S.Device);
  io.str(S.Function);
  io.str(S.What);
  io.str(S.Logical32);
  io.str(S.Native);
  io.flag(S.HasNativeEdit);
  io.num(S.EditOffset);
  io.num(S.EditLength);
  io.str(S.EditText);
  io.flag(S.BlocksNative);
}

template <class IO, class Diag> void diagFields(IO &io, Diag &D) {
  io.enumerator(D.Id, 0, NumDiagIds - 1);
  io.str(D.File);
  io.num(D.Line);
  io.num(D.Column);
  io.str(D.Message);
  io.str(D.Subject);
  io.list(D.Args, 4, [&](auto &A) { io.str(A); });
  io.num(D.Count);
  io.optional(D.Fix, [&](auto &F) { fixFields(io, F); });
  io.optional(D.Site, [&](auto &S) { siteFields(io, S); });
}

template <class IO, class File> void fileFields(IO &io, File &F, bool Main) {
  io.str(F.Path);
  io.original(F.Original, Main);
  io.str(F.Output);
  io.num(F.Edits);
  io.num(F.UserRuleEdits);
  io.flag(F.Utf16);
  io.flag(F.NeedsWarpHeader);
  io.list(F.Replacements, 12, [&](auto &E) {
    io.num(E.Offset);
    io.num(E.Length);
    io.str(E.Text);
    io.check(uint64_t(E.Offset) + E.Length <= F.Original.size());
  });
}

template <class IO, class Use> void useFields(IO &io, Use &U) {
  io.str(U.Name);
  io.str(U.Hip);
  io.enumerator(U.Where, 0, NumAreas - 1);
  io.flag(U.Converted);
  io.num(U.Line);
  io.num(U.Column);
}

template <class IO, class Result> void resultFields(IO &io, Result &R) {
  io.str(R.MainFile);
  io.flag(R.Ok);
  io.flag(R.ParsedCleanly);
  io.list(R.Files, 26, [&](auto &F) { fileFields(io, F, &F == &R.Files.front()); });
  io.list(R.Diags, 34, [&](auto &D) { diagFields(io, D); });
  io.list(R.Uses, 21, [&](auto &U) { useFields(io, U); });
}

/// An entry's head: its key, then what the unit's translation read and asked
/// (the dependencies with their hashes, the absent headers, the claims).
/// Written from UnitInputs, read into a StoredHead.
template <class IO, class Key, class Inputs> void headFields(IO &io, Key &K, Inputs &In) {
  io.str(K);
  io.list(In.Files, 8, [&](auto &P) {
    io.str(P.first);
    io.str(P.second);
  });
  io.list(In.Absent, 4, [&](auto &P) { io.str(P); });
  io.list(In.Claims, 5, [&](auto &C) {
    io.str(C.first);
    io.flag(C.second);
  });
}

/// This binary: its path and identity (a rebuilt cu2hip of the same version
/// is another build).
const std::string &buildId() {
  static const std::string Id = [] {
    static int Anchor;
    std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
    std::string Identity = Exe.empty() ? "" : support::fileIdentity(Exe);
    return Identity.empty() ? std::string("unknown-build") : Exe + ' ' + Identity;
  }();
  return Id;
}

/// An entry's head as a lookup reads it: strings pointing into the entry's
/// bytes, not copied (a warm run checks every dependency of every unit).
struct StoredHead {
  std::vector<std::pair<llvm::StringRef, llvm::StringRef>> Files;
  std::vector<llvm::StringRef> Absent;
  std::vector<std::pair<llvm::StringRef, bool>> Claims;
};

} // namespace

std::string cu2hip::resultToBytes(const TranslationResult &R) {
  std::string Out;
  EntryWriter W(Out);
  resultFields(W, R);
  return Out;
}

std::optional<TranslationResult> cu2hip::resultFromBytes(llvm::StringRef Bytes,
                                                         std::optional<llvm::StringRef> MainOriginal) {
  EntryReader In(Bytes, MainOriginal);
  TranslationResult R;
  resultFields(In, R);
  if (!In.atEnd())
    return std::nullopt;
  return R;
}

TranslationCache::TranslationCache(std::string R, std::string Fixed, uint64_t Max)
    : Root(std::move(R)), Dir(Root + "/units"), MaxBytes(Max) {
  FixedKey = Format.str() + '\0' + buildId() + '\0' + Fixed;
}

TranslationCache::~TranslationCache() {
  if (StoredBytes)
    evict();
}

std::string TranslationCache::directoryFor(bool NoCache, uint64_t *MaxBytes) {
  uint64_t Max;
  std::string Dir = support::boundedCacheDirectory(NoCache, "CU2HIP_TRANSLATION_CACHE_MAX_MB", 512, Max);
  if (MaxBytes)
    *MaxBytes = Max;
  return Dir;
}

std::string TranslationCache::unitKey(llvm::StringRef Path, llvm::StringRef Abs, llvm::StringRef Bytes,
                                      llvm::StringRef UnitFlags, bool Claims) const {
  std::string K = FixedKey;
  K += '\0';
  K += Path;
  K += '\0';
  K += Abs;
  K += '\0';
  K += UnitFlags;
  K += '\0';
  K += Claims ? "claims" : "alone";
  K += '\0';
  K += support::hashKey(Bytes);
  return support::hashKey(K);
}

std::string TranslationCache::entryPath(const std::string &Key) const {
  return support::cacheEntryPath(Dir, Key);
}

std::string TranslationCache::fileHash(llvm::StringRef Path) {
  struct Known {
    uint64_t Size, Inode;
    int64_t Sec, Nsec;
    std::string Hash;
  };
  static std::mutex Mu;
  static llvm::StringMap<Known> Memo;
  struct stat St;
  if (::stat(Path.str().c_str(), &St) || !S_ISREG(St.st_mode))
    return "";
  {
    std::lock_guard<std::mutex> L(Mu);
    auto It = Memo.find(Path);
    if (It != Memo.end() && It->second.Size == uint64_t(St.st_size) && It->second.Inode == St.st_ino &&
        It->second.Sec == St.st_mtim.tv_sec && It->second.Nsec == St.st_mtim.tv_nsec)
      return It->second.Hash;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf)
    return "";
  std::string H = support::contentHash((*Buf)->getBuffer());
  std::lock_guard<std::mutex> L(Mu);
  Memo[Path] = {uint64_t(St.st_size), uint64_t(St.st_ino), St.st_mtim.tv_sec, St.st_mtim.tv_nsec, H};
  return H;
}

std::optional<TranslationResult> TranslationCache::lookup(const std::string &Key, llvm::StringRef Bytes,
                                                          const Translator::HeaderClaim &Claim) {
  std::string P = entryPath(Key);
  auto Buf = llvm::MemoryBuffer::getFile(P, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  auto Miss = [] {
    countEvent(Counter::TranslationCacheMisses);
    return std::nullopt;
  };
  if (!Buf)
    return Miss();
  auto Damaged = [&] {
    countEvent(Counter::TranslationCacheDamaged);
    support::removeCacheEntry(P);
    return Miss();
  };
  // The format line, the body's hash (a byte changed on disk is damage, not
  // a different translation), the body.
  llvm::StringRef Entry = (*Buf)->getBuffer();
  if (!Entry.consume_front(Format) || Entry.size() < 8)
    return Damaged();
  uint64_t Sum = llvm::support::endian::read64le(Entry.data());
  Entry = Entry.drop_front(8);
  if (llvm::xxh3_64bits(Entry) != Sum)
    return Damaged();
  EntryReader In(Entry, Bytes);
  llvm::StringRef StoredKey;
  StoredHead Stored;
  headFields(In, StoredKey, Stored);
  if (In.bad() || StoredKey != Key)
    return Damaged();
  // Every file the parse read, as it was then.
  for (const auto &[Path, Hash] : Stored.Files)
    if (fileHash(Path) != Hash)
      return Miss();
  // The headers that were not found are still not there.
  for (llvm::StringRef Path : Stored.Absent)
    if (llvm::sys::fs::exists(Path))
      return Miss();
  // The caller claims the same headers (and hears of the same ones: port
  // records them as the unit's dependencies).
  for (const auto &[Path, Claimed] : Stored.Claims)
    if ((Claim && Claim(Path)) != Claimed)
      return Miss();
  std::optional<TranslationResult> R(std::in_place);
  resultFields(In, *R);
  if (!In.atEnd() || R->Files.empty())
    return Damaged();
  // Last used: what eviction goes by.
  ::utimensat(AT_FDCWD, P.c_str(), nullptr, 0);
  countEvent(Counter::TranslationCacheHits);
  return R;
}

void TranslationCache::store(const std::string &Key, llvm::StringRef Bytes, const UnitInputs &In,
                             const TranslationResult &R) {
  // The unit's own bytes are its main file's Original: not stored twice.
  if (In.Incomplete || R.Files.empty() || R.Files.front().Original != Bytes)
    return;
  for (const auto &[Path, Hash] : In.Files)
    if (Hash.empty())
      return; // unreadable now: not kept
  std::string Body;
  EntryWriter W(Body, /*LeaveOutMainOriginal=*/true);
  headFields(W, Key, In);
  resultFields(W, R);
  char Sum[8];
  llvm::support::endian::write64le(Sum, llvm::xxh3_64bits(Body));
  std::string Final = entryPath(Key);
  std::string Parent = llvm::sys::path::parent_path(Final).str();
  if (llvm::sys::fs::create_directories(Parent))
    return;
  // A private name in the same directory, renamed into place when whole:
  // readers see the old entry, the new one, or none.
  std::string Tmp = support::cacheTemporaryPath(Parent);
  uint64_t Written = 0;
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Tmp, EC, llvm::sys::fs::OF_None);
    if (EC)
      return;
    OS << Format << llvm::StringRef(Sum, 8) << Body;
    Written = OS.tell();
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Tmp);
      return;
    }
  }
  if (llvm::sys::fs::rename(Tmp, Final)) {
    llvm::sys::fs::remove(Tmp);
    return;
  }
  countEvent(Counter::TranslationCacheStores);
  StoredBytes += Written;
}

void TranslationCache::evict() { support::evictEntries(Dir, MaxBytes, StoredBytes); }
