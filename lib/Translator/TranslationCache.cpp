// The translation cache (see TranslationCache.h).
#include "TranslationCache.h"
#include "Support/CacheDir.h"
#include "Support/Paths.h"

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

/// How many diagnostic ids there are (Diagnostics.def): a stored id past them
/// is damage.
constexpr unsigned NumDiagIds = 0
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt) +1
#include "cu2hip/Diagnostics.def"
    ;

// An entry's fields, in the order written: integers as 32-bit little-endian,
// flags as one byte 0 or 1, strings (any bytes) and lists as a 32-bit count
// then their bytes or items. Binary, not JSON: parsing the JSON strings of a
// thousand entries was most of a warm run's CPU (docs/caching.md).
class EntryWriter {
public:
  explicit EntryWriter(std::string &Out) : Out(Out) {}
  void u32(uint64_t V) {
    char B[4];
    llvm::support::endian::write32le(B, uint32_t(V));
    Out.append(B, 4);
  }
  void flag(bool B) { Out.push_back(B ? 1 : 0); }
  void str(llvm::StringRef S) {
    u32(S.size());
    Out.append(S.data(), S.size());
  }

private:
  std::string &Out;
};

/// Reads what EntryWriter wrote; any read past the end, a flag other than 0
/// or 1 or a count larger than the bytes left could hold sets bad() and
/// yields zeros from then on.
class EntryReader {
public:
  explicit EntryReader(llvm::StringRef Bytes) : R(Bytes, llvm::endianness::little) {}
  bool bad() const { return Bad; }
  bool atEnd() const { return !Bad && R.empty(); }
  unsigned u32() {
    uint32_t V = 0;
    if (!Bad && failed(R.readInteger(V)))
      return 0;
    return V;
  }
  bool flag() {
    uint8_t V = 0;
    if (Bad || failed(R.readInteger(V)))
      return false;
    if (V > 1)
      Bad = true;
    return V == 1;
  }
  llvm::StringRef bytes() {
    unsigned N = u32();
    llvm::StringRef S;
    if (Bad || failed(R.readFixedString(S, N)))
      return {};
    return S;
  }
  std::string str() { return bytes().str(); }
  /// A list's length; each item takes at least \p MinItemBytes (its fields
  /// with every string and list empty).
  unsigned count(unsigned MinItemBytes) {
    unsigned N = u32();
    if (!Bad && uint64_t(N) * MinItemBytes > R.bytesRemaining())
      Bad = true;
    return Bad ? 0 : N;
  }

private:
  bool failed(llvm::Error E) {
    if (!E)
      return false;
    llvm::consumeError(std::move(E));
    Bad = true;
    return true;
  }
  llvm::BinaryStreamReader R;
  bool Bad = false;
};

void writeDiag(EntryWriter &W, const Diagnostic &D) {
  W.u32(unsigned(D.Id));
  W.str(D.File);
  W.u32(D.Line);
  W.u32(D.Column);
  W.str(D.Message);
  W.str(D.Subject);
  W.u32(D.Args.size());
  for (const std::string &A : D.Args)
    W.str(A);
  W.u32(D.Count);
  W.flag(D.Fix.has_value());
  if (D.Fix) {
    for (unsigned V : {D.Fix->Offset, D.Fix->Length, D.Fix->Line, D.Fix->Column, D.Fix->EndLine,
                       D.Fix->EndColumn})
      W.u32(V);
    W.str(D.Fix->Text);
  }
  W.flag(D.Site.has_value());
  if (D.Site) {
    const WarpSite &S = *D.Site;
    W.u32(unsigned(S.Class));
    W.u32(S.Offset);
    W.u32(S.Length);
    W.flag(S.Device);
    W.str(S.Function);
    W.str(S.What);
    W.str(S.Logical32);
    W.str(S.Native);
    W.flag(S.HasNativeEdit);
    W.u32(S.EditOffset);
    W.u32(S.EditLength);
    W.str(S.EditText);
    W.flag(S.BlocksNative);
  }
}

std::optional<Diagnostic> readDiag(EntryReader &R) {
  unsigned Id = R.u32();
  if (Id >= NumDiagIds)
    return std::nullopt;
  Diagnostic D{};
  D.Id = DiagId(Id);
  D.File = R.str();
  D.Line = R.u32();
  D.Column = R.u32();
  D.Message = R.str();
  D.Subject = R.str();
  for (unsigned I = 0, N = R.count(4); I < N; ++I)
    D.Args.push_back(R.str());
  D.Count = R.u32();
  if (R.flag()) {
    FixIt X;
    for (unsigned *V : {&X.Offset, &X.Length, &X.Line, &X.Column, &X.EndLine, &X.EndColumn})
      *V = R.u32();
    X.Text = R.str();
    D.Fix = std::move(X);
  }
  if (R.flag()) {
    WarpSite X;
    unsigned Class = R.u32();
    if (Class < 1 || Class > 6)
      return std::nullopt;
    X.Class = WarpClass(Class);
    X.Offset = R.u32();
    X.Length = R.u32();
    X.Device = R.flag();
    X.Function = R.str();
    X.What = R.str();
    X.Logical32 = R.str();
    X.Native = R.str();
    X.HasNativeEdit = R.flag();
    X.EditOffset = R.u32();
    X.EditLength = R.u32();
    X.EditText = R.str();
    X.BlocksNative = R.flag();
    D.Site = std::move(X);
  }
  if (R.bad())
    return std::nullopt;
  return D;
}

void writeFile(EntryWriter &W, const FileResult &F, bool LeaveOutOriginal) {
  W.str(F.Path);
  W.str(LeaveOutOriginal ? "" : F.Original);
  W.str(F.Output);
  W.u32(F.Edits);
  W.u32(F.UserRuleEdits);
  W.flag(F.Utf16);
  W.flag(F.NeedsWarpHeader);
  W.u32(F.Replacements.size());
  for (const FileResult::Edit &E : F.Replacements) {
    W.u32(E.Offset);
    W.u32(E.Length);
    W.str(E.Text);
  }
}

std::optional<FileResult> readFile(EntryReader &R, std::optional<llvm::StringRef> Original) {
  FileResult F;
  F.Path = R.str();
  F.Original = R.str();
  if (Original && !F.Original.empty())
    return std::nullopt;
  if (Original)
    F.Original = Original->str();
  F.Output = R.str();
  F.Edits = R.u32();
  F.UserRuleEdits = R.u32();
  F.Utf16 = R.flag();
  F.NeedsWarpHeader = R.flag();
  for (unsigned I = 0, N = R.count(12); I < N; ++I) {
    FileResult::Edit E;
    E.Offset = R.u32();
    E.Length = R.u32();
    E.Text = R.str();
    if (uint64_t(E.Offset) + E.Length > F.Original.size())
      return std::nullopt;
    F.Replacements.push_back(std::move(E));
  }
  if (R.bad())
    return std::nullopt;
  return F;
}

/// \p LeaveOutMainOriginal: the main file's Original is not written (an entry
/// does not keep the unit's bytes twice).
void writeResult(EntryWriter &W, const TranslationResult &R, bool LeaveOutMainOriginal = false) {
  W.str(R.MainFile);
  W.flag(R.Ok);
  W.flag(R.ParsedCleanly);
  W.u32(R.Files.size());
  for (const FileResult &F : R.Files)
    writeFile(W, F, LeaveOutMainOriginal && &F == &R.Files.front());
  W.u32(R.Diags.size());
  for (const Diagnostic &D : R.Diags)
    writeDiag(W, D);
  W.u32(R.Uses.size());
  for (const ApiUse &U : R.Uses) {
    W.str(U.Name);
    W.str(U.Hip);
    W.str(areaName(U.Where));
    W.flag(U.Converted);
    W.u32(U.Line);
    W.u32(U.Column);
  }
}

std::optional<TranslationResult> readResult(EntryReader &In, std::optional<llvm::StringRef> MainOriginal) {
  TranslationResult R;
  R.MainFile = In.str();
  R.Ok = In.flag();
  R.ParsedCleanly = In.flag();
  for (unsigned I = 0, N = In.count(26); I < N; ++I) {
    std::optional<FileResult> X = readFile(In, R.Files.empty() ? MainOriginal : std::nullopt);
    if (!X)
      return std::nullopt;
    R.Files.push_back(std::move(*X));
  }
  for (unsigned I = 0, N = In.count(34); I < N; ++I) {
    std::optional<Diagnostic> X = readDiag(In);
    if (!X)
      return std::nullopt;
    R.Diags.push_back(std::move(*X));
  }
  for (unsigned I = 0, N = In.count(21); I < N; ++I) {
    ApiUse X;
    X.Name = In.str();
    X.Hip = In.str();
    std::optional<Area> Where = parseArea(In.bytes());
    X.Converted = In.flag();
    X.Line = In.u32();
    X.Column = In.u32();
    if (!Where || In.bad())
      return std::nullopt;
    X.Where = *Where;
    R.Uses.push_back(std::move(X));
  }
  if (In.bad())
    return std::nullopt;
  return R;
}

/// This binary: its path, size and modification time (a rebuilt cu2hip of
/// the same version is another build).
const std::string &buildId() {
  static const std::string Id = [] {
    static int Anchor;
    std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
    struct stat St;
    if (Exe.empty() || ::stat(Exe.c_str(), &St))
      return std::string("unknown-build");
    return Exe + ' ' + std::to_string(St.st_size) + ' ' + std::to_string(St.st_mtim.tv_sec) + '.' +
           std::to_string(St.st_mtim.tv_nsec);
  }();
  return Id;
}

} // namespace

std::string cu2hip::resultToBytes(const TranslationResult &R) {
  std::string Out;
  EntryWriter W(Out);
  writeResult(W, R);
  return Out;
}

std::optional<TranslationResult> cu2hip::resultFromBytes(llvm::StringRef Bytes,
                                                         std::optional<llvm::StringRef> MainOriginal) {
  EntryReader R(Bytes);
  std::optional<TranslationResult> Result = readResult(R, MainOriginal);
  if (!Result || !R.atEnd())
    return std::nullopt;
  return Result;
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
  EntryReader In(Entry);
  if (In.bytes() != Key)
    return Damaged();
  // Every file the parse read, as it was then.
  for (unsigned I = 0, N = In.count(8); I < N; ++I) {
    llvm::StringRef Path = In.bytes(), Hash = In.bytes();
    if (In.bad())
      return Damaged();
    if (fileHash(Path) != Hash)
      return Miss();
  }
  // The headers that were not found are still not there.
  for (unsigned I = 0, N = In.count(4); I < N; ++I) {
    llvm::StringRef Path = In.bytes();
    if (In.bad())
      return Damaged();
    if (llvm::sys::fs::exists(Path))
      return Miss();
  }
  // The caller claims the same headers (and hears of the same ones: port
  // records them as the unit's dependencies).
  for (unsigned I = 0, N = In.count(5); I < N; ++I) {
    llvm::StringRef Path = In.bytes();
    bool Claimed = In.flag();
    if (In.bad())
      return Damaged();
    if ((Claim && Claim(Path)) != Claimed)
      return Miss();
  }
  std::optional<TranslationResult> R = readResult(In, Bytes);
  if (!R || !In.atEnd() || R->Files.empty())
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
  EntryWriter W(Body);
  W.str(Key);
  W.u32(In.Files.size());
  for (const auto &[Path, Hash] : In.Files) {
    W.str(Path);
    W.str(Hash);
  }
  W.u32(In.Absent.size());
  for (const std::string &P : In.Absent)
    W.str(P);
  W.u32(In.Claims.size());
  for (const auto &[Path, Claimed] : In.Claims) {
    W.str(Path);
    W.flag(Claimed);
  }
  writeResult(W, R, /*LeaveOutMainOriginal=*/true);
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
