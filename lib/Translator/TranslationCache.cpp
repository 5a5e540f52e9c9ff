// The translation cache (see TranslationCache.h).
#include "TranslationCache.h"
#include "Support/CacheDir.h"
#include "Support/Paths.h"

#include "cu2hip/TimeReport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
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
namespace json = llvm::json;

namespace {
/// Bumped when the entry format or what a key covers changes.
constexpr const char *Format = "cu2hip-translation 1";

// Strings in JSON must be UTF-8; a file's bytes need not be (Latin-1 source,
// UTF-16 input kept as it came). Those go as {"hex": ...}.
json::Value bytesJson(llvm::StringRef S) {
  if (json::isUTF8(S))
    return S.str();
  return json::Object{{"hex", llvm::toHex(S, /*LowerCase=*/true)}};
}
bool bytesFrom(const json::Value *V, std::string &Out) {
  if (!V)
    return false;
  if (auto S = V->getAsString()) {
    Out = S->str();
    return true;
  }
  const json::Object *O = V->getAsObject();
  auto H = O ? O->getString("hex") : std::nullopt;
  return H && llvm::tryGetFromHex(*H, Out);
}
bool uintFrom(const json::Object &O, llvm::StringRef K, unsigned &Out) {
  auto I = O.getInteger(K);
  if (!I || *I < 0 || *I > int64_t(UINT32_MAX))
    return false;
  Out = unsigned(*I);
  return true;
}
bool boolFrom(const json::Object &O, llvm::StringRef K, bool &Out) {
  auto B = O.getBoolean(K);
  if (!B)
    return false;
  Out = *B;
  return true;
}

json::Value diagJson(const Diagnostic &D) {
  json::Array Args;
  for (const std::string &A : D.Args)
    Args.push_back(bytesJson(A));
  json::Object O{{"code", diagCode(D.Id)},
                 {"file", bytesJson(D.File)},
                 {"line", D.Line},
                 {"column", D.Column},
                 {"message", bytesJson(D.Message)},
                 {"subject", bytesJson(D.Subject)},
                 {"args", std::move(Args)},
                 {"count", D.Count}};
  if (D.Fix)
    O["fix"] = json::Object{{"offset", D.Fix->Offset}, {"length", D.Fix->Length},
                            {"line", D.Fix->Line},     {"column", D.Fix->Column},
                            {"end_line", D.Fix->EndLine}, {"end_column", D.Fix->EndColumn},
                            {"text", bytesJson(D.Fix->Text)}};
  if (D.Site) {
    const WarpSite &S = *D.Site;
    O["site"] = json::Object{{"class", int(S.Class)},          {"offset", S.Offset},
                             {"length", S.Length},             {"device", S.Device},
                             {"function", bytesJson(S.Function)}, {"what", bytesJson(S.What)},
                             {"logical32", bytesJson(S.Logical32)}, {"native", bytesJson(S.Native)},
                             {"has_native_edit", S.HasNativeEdit}, {"edit_offset", S.EditOffset},
                             {"edit_length", S.EditLength},    {"edit_text", bytesJson(S.EditText)},
                             {"blocks_native", S.BlocksNative}};
  }
  return O;
}

std::optional<Diagnostic> diagFrom(const json::Value &V) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  auto Code = O->getString("code");
  std::optional<DiagId> Id = Code ? diagIdFromCode(*Code) : std::nullopt;
  if (!Id)
    return std::nullopt;
  Diagnostic D{};
  D.Id = *Id;
  const json::Array *Args = O->getArray("args");
  if (!bytesFrom(O->get("file"), D.File) || !uintFrom(*O, "line", D.Line) ||
      !uintFrom(*O, "column", D.Column) || !bytesFrom(O->get("message"), D.Message) ||
      !bytesFrom(O->get("subject"), D.Subject) || !uintFrom(*O, "count", D.Count) || !Args)
    return std::nullopt;
  for (const json::Value &A : *Args)
    if (!bytesFrom(&A, D.Args.emplace_back()))
      return std::nullopt;
  if (const json::Value *FV = O->get("fix")) {
    const json::Object *F = FV->getAsObject();
    FixIt X;
    if (!F || !uintFrom(*F, "offset", X.Offset) || !uintFrom(*F, "length", X.Length) ||
        !uintFrom(*F, "line", X.Line) || !uintFrom(*F, "column", X.Column) ||
        !uintFrom(*F, "end_line", X.EndLine) || !uintFrom(*F, "end_column", X.EndColumn) ||
        !bytesFrom(F->get("text"), X.Text))
      return std::nullopt;
    D.Fix = std::move(X);
  }
  if (const json::Value *SV = O->get("site")) {
    const json::Object *S = SV->getAsObject();
    WarpSite X;
    unsigned Class = 0;
    if (!S || !uintFrom(*S, "class", Class) || Class < 1 || Class > 6 || !uintFrom(*S, "offset", X.Offset) ||
        !uintFrom(*S, "length", X.Length) || !boolFrom(*S, "device", X.Device) ||
        !bytesFrom(S->get("function"), X.Function) || !bytesFrom(S->get("what"), X.What) ||
        !bytesFrom(S->get("logical32"), X.Logical32) || !bytesFrom(S->get("native"), X.Native) ||
        !boolFrom(*S, "has_native_edit", X.HasNativeEdit) || !uintFrom(*S, "edit_offset", X.EditOffset) ||
        !uintFrom(*S, "edit_length", X.EditLength) || !bytesFrom(S->get("edit_text"), X.EditText) ||
        !boolFrom(*S, "blocks_native", X.BlocksNative))
      return std::nullopt;
    X.Class = WarpClass(Class);
    D.Site = std::move(X);
  }
  return D;
}

json::Value fileJson(const FileResult &F) {
  json::Array Reps;
  for (const FileResult::Edit &E : F.Replacements)
    Reps.push_back(json::Array{E.Offset, E.Length, bytesJson(E.Text)});
  return json::Object{{"path", bytesJson(F.Path)},
                      {"original", bytesJson(F.Original)},
                      {"output", bytesJson(F.Output)},
                      {"edits", F.Edits},
                      {"user_rule_edits", F.UserRuleEdits},
                      {"utf16", F.Utf16},
                      {"warp_header", F.NeedsWarpHeader},
                      {"replacements", std::move(Reps)}};
}

std::optional<FileResult> fileFrom(const json::Value &V, std::optional<llvm::StringRef> Original) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  FileResult F;
  const json::Array *Reps = O->getArray("replacements");
  if (!bytesFrom(O->get("path"), F.Path) || !bytesFrom(O->get("original"), F.Original) ||
      (Original && !F.Original.empty()) ||
      !bytesFrom(O->get("output"), F.Output) || !uintFrom(*O, "edits", F.Edits) ||
      !uintFrom(*O, "user_rule_edits", F.UserRuleEdits) || !boolFrom(*O, "utf16", F.Utf16) ||
      !boolFrom(*O, "warp_header", F.NeedsWarpHeader) || !Reps)
    return std::nullopt;
  if (Original)
    F.Original = Original->str();
  for (const json::Value &R : *Reps) {
    const json::Array *A = R.getAsArray();
    if (!A || A->size() != 3)
      return std::nullopt;
    auto Off = (*A)[0].getAsInteger(), Len = (*A)[1].getAsInteger();
    FileResult::Edit E;
    if (!Off || !Len || *Off < 0 || *Len < 0 || uint64_t(*Off) + uint64_t(*Len) > F.Original.size() ||
        !bytesFrom(&(*A)[2], E.Text))
      return std::nullopt;
    E.Offset = unsigned(*Off);
    E.Length = unsigned(*Len);
    F.Replacements.push_back(std::move(E));
  }
  return F;
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

json::Value cu2hip::resultToJson(const TranslationResult &R) {
  json::Array Files, Diags, Uses;
  for (const FileResult &F : R.Files)
    Files.push_back(fileJson(F));
  for (const Diagnostic &D : R.Diags)
    Diags.push_back(diagJson(D));
  for (const ApiUse &U : R.Uses)
    Uses.push_back(json::Object{{"name", bytesJson(U.Name)},
                                {"hip", bytesJson(U.Hip)},
                                {"area", areaName(U.Where)},
                                {"converted", U.Converted},
                                {"line", U.Line},
                                {"column", U.Column}});
  return json::Object{{"main", bytesJson(R.MainFile)}, {"ok", R.Ok},
                      {"parsed_cleanly", R.ParsedCleanly}, {"files", std::move(Files)},
                      {"diags", std::move(Diags)},     {"uses", std::move(Uses)}};
}

std::optional<TranslationResult> cu2hip::resultFromJson(const json::Value &V,
                                                        std::optional<llvm::StringRef> MainOriginal) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  TranslationResult R;
  const json::Array *Files = O->getArray("files"), *Diags = O->getArray("diags"), *Uses = O->getArray("uses");
  if (!bytesFrom(O->get("main"), R.MainFile) || !boolFrom(*O, "ok", R.Ok) ||
      !boolFrom(*O, "parsed_cleanly", R.ParsedCleanly) || !Files || !Diags || !Uses)
    return std::nullopt;
  for (const json::Value &F : *Files) {
    std::optional<FileResult> X = fileFrom(F, R.Files.empty() ? MainOriginal : std::nullopt);
    if (!X)
      return std::nullopt;
    R.Files.push_back(std::move(*X));
  }
  for (const json::Value &D : *Diags) {
    std::optional<Diagnostic> X = diagFrom(D);
    if (!X)
      return std::nullopt;
    R.Diags.push_back(std::move(*X));
  }
  for (const json::Value &UV : *Uses) {
    const json::Object *U = UV.getAsObject();
    ApiUse X;
    auto A = U ? U->getString("area") : std::nullopt;
    std::optional<Area> Where = A ? parseArea(*A) : std::nullopt;
    if (!U || !Where || !bytesFrom(U->get("name"), X.Name) || !bytesFrom(U->get("hip"), X.Hip) ||
        !boolFrom(*U, "converted", X.Converted) || !uintFrom(*U, "line", X.Line) ||
        !uintFrom(*U, "column", X.Column))
      return std::nullopt;
    X.Where = *Where;
    R.Uses.push_back(std::move(X));
  }
  return R;
}

TranslationCache::TranslationCache(std::string R, std::string Fixed, uint64_t Max)
    : Root(std::move(R)), Dir(Root + "/units"), MaxBytes(Max) {
  FixedKey = std::string(Format) + '\0' + buildId() + '\0' + Fixed;
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
  llvm::Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return Damaged();
  }
  const json::Object *O = V->getAsObject();
  const json::Array *Deps = O ? O->getArray("deps") : nullptr;
  const json::Array *Claims = O ? O->getArray("claims") : nullptr;
  if (!O || O->getString("format") != llvm::StringRef(Format) ||
      O->getString("key") != llvm::StringRef(Key) || !Deps || !Claims || !O->get("result"))
    return Damaged();
  // Every file the parse read, as it was then.
  for (const json::Value &D : *Deps) {
    const json::Array *A = D.getAsArray();
    if (!A || A->size() != 2 || !(*A)[0].getAsString() || !(*A)[1].getAsString())
      return Damaged();
    if (fileHash(*(*A)[0].getAsString()) != *(*A)[1].getAsString())
      return Miss();
  }
  // The headers that were not found are still not there.
  const json::Array *Absent = O->getArray("absent");
  if (!Absent)
    return Damaged();
  for (const json::Value &A : *Absent) {
    if (!A.getAsString())
      return Damaged();
    if (llvm::sys::fs::exists(*A.getAsString()))
      return Miss();
  }
  // The caller claims the same headers (and hears of the same ones: port
  // records them as the unit's dependencies).
  for (const json::Value &C : *Claims) {
    const json::Array *A = C.getAsArray();
    if (!A || A->size() != 2 || !(*A)[0].getAsString() || !(*A)[1].getAsBoolean())
      return Damaged();
    bool Asked = Claim && Claim(*(*A)[0].getAsString());
    if (Asked != *(*A)[1].getAsBoolean())
      return Miss();
  }
  std::optional<TranslationResult> R = resultFromJson(*O->get("result"), Bytes);
  if (!R || R->Files.empty())
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
  json::Array Deps, Claims;
  for (const auto &[Path, Hash] : In.Files) {
    if (Hash.empty() || !json::isUTF8(Path))
      return; // unreadable now, or a name JSON cannot hold: not kept
    Deps.push_back(json::Array{Path, Hash});
  }
  json::Array Absent;
  for (const std::string &P : In.Absent) {
    if (!json::isUTF8(P))
      return;
    Absent.push_back(P);
  }
  for (const auto &[Path, Claimed] : In.Claims) {
    if (!json::isUTF8(Path))
      return;
    Claims.push_back(json::Array{Path, Claimed});
  }
  TranslationResult Lean = R;
  Lean.Files.front().Original.clear();
  json::Value Result = resultToJson(Lean);
  json::Value Entry = json::Object{{"format", Format},
                                   {"key", Key},
                                   {"deps", std::move(Deps)},
                                   {"absent", std::move(Absent)},
                                   {"claims", std::move(Claims)},
                                   {"result", std::move(Result)}};
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
    OS << Entry;
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
