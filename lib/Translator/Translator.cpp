#include "cu2hip/Translator.h"
#include "TranslationCache.h"

#include "../Frontend/Frontend.h"
#include "cu2hip/Isolation.h"
#include "cu2hip/TimeReport.h"
#include "../Rename/Passes.h"
#include "../Rules/Rule.h"
#include "../Warp/WarpAnalysis.h"
#include "Support/Clock.h"
#include "Support/TextEncoding.h"
#include "../Core/Edits.h"
#include "../Core/HipPaths.h"
#include "../Mapping/Libraries.h"
#include "../Core/RawTokens.h"
#include "cu2hip/Config.h"
#include "cu2hip/UserRules.h"

#include "clang/Basic/Version.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <chrono>
#include <set>

using namespace cu2hip;

std::vector<std::string> cu2hip::rocmRoots() {
  std::vector<std::string> Roots;
  for (const char *Var : {"ROCM_PATH", "HIP_PATH"})
    if (auto R = llvm::sys::Process::GetEnv(Var))
      if (!R->empty())
        Roots.push_back(*R);
  Roots.push_back("/opt/rocm");
  Roots.push_back("/usr");
  return Roots;
}

std::optional<Version> cu2hip::hipVersionFromDefines(llvm::StringRef Text) {
  unsigned Major = 0, Minor = 0;
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    if (L.consume_front("#define HIP_VERSION_MAJOR"))
      L.trim().getAsInteger(10, Major);
    else if (L.consume_front("#define HIP_VERSION_MINOR"))
      L.trim().getAsInteger(10, Minor);
  }
  if (!Major)
    return std::nullopt;
  return Version::make(Major, Minor);
}

Version cu2hip::detectHipVersion(std::string *FoundAt) {
  for (const std::string &Root : rocmRoots()) {
    std::string P = Root + "/include/hip/hip_version.h";
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (!Buf)
      continue;
    if (std::optional<Version> V = hipVersionFromDefines((*Buf)->getBuffer())) {
      if (FoundAt)
        *FoundAt = P;
      return *V;
    }
  }
  if (FoundAt)
    *FoundAt = "";
  return newestKnownHipRelease();
}

llvm::Expected<std::string> cu2hip::warpHeaderText(llvm::StringRef ShareDirOverride) {
  std::string Path = findShareDir(ShareDirOverride) + "/include/" + WarpHeaderName;
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf)
    return llvm::createStringError(Buf.getError(), "cannot read %s: %s", Path.c_str(),
                                   Buf.getError().message().c_str());
  return (*Buf)->getBuffer().str();
}

Translator::Translator(TranslateOptions O) : Opts(std::move(O)) {
  if (!Opts.HipTarget.isSet())
    Opts.HipTarget = detectHipVersion();
  FE = std::make_unique<Frontend>(Opts);
  uint64_t MaxBytes = 0;
  std::string CacheRoot = Opts.OptionsKey ? TranslationCache::directoryFor(Opts.NoCache, &MaxBytes) : "";
  if (!CacheRoot.empty()) {
    // What every unit's key shares: the versions, the option table's Output
    // rows (the resolved HIP target among them), the user rules' bytes.
    std::string Fixed = std::string(CU2HIP_VERSION) + '\0' + clang::getClangFullVersion() + '\0' +
                        Opts.OptionsKey(Opts) + '\0';
    if (Opts.UserRules) {
      const llvm::SourceMgr &SM = Opts.UserRules->sourceMgr();
      for (unsigned I = 1; I <= SM.getNumBuffers(); ++I) {
        const llvm::MemoryBuffer *B = SM.getMemoryBuffer(I);
        Fixed += B->getBufferIdentifier().str() + '\0' + B->getBuffer().str() + '\0';
      }
    }
    Cache = std::make_unique<TranslationCache>(CacheRoot, std::move(Fixed), MaxBytes);
  }
}

Translator::~Translator() = default;

namespace {
bool isValidUtf8(llvm::StringRef S) {
  const llvm::UTF8 *B = reinterpret_cast<const llvm::UTF8 *>(S.begin());
  return llvm::isLegalUTF8String(&B, reinterpret_cast<const llvm::UTF8 *>(S.end()));
}

/// Runs the rules and lexical passes over one file and fills \p Out.
bool translateText(const TranslateOptions &Opts, llvm::StringRef Path, const std::string &Text,
                   const llvm::StringSet<> &UserNames, const llvm::DenseSet<unsigned> *UserMemberLocs,
                   clang::ASTContext *AST, clang::FileID FID, TranslationResult &R, FileResult &Out,
                   const llvm::StringSet<> *HipMacros = nullptr) {
  Out.Path = Path.str();
  Out.Original = Text;
  TimePhase Clock(Phase::RawTokenPasses);
  RawTokens Toks(Text);
  Directives Dirs(Toks);
  // One warp plan per file, before any rule: every rule asks it which model
  // applies where (no AST: logical32 everywhere).
  WarpPlan Warp;
  if (AST) {
    Clock.switchTo(Phase::WarpAnalysis);
    Warp = analyzeWarpSites(*AST, FID, Opts.Warp == WarpModel::Native);
  }
  PassResults Done(Path, R.Diags, R.Uses);
  std::vector<std::pair<unsigned, unsigned>> HipOnly = hipOnlyRanges(Toks, Dirs, HipMacros);
  // A name the project #defines on its own HIP path (a shim's
  // `#define __all_sync(mask, var) __all(var)`) is the project's mapping: a
  // use of it anywhere in the file is left to that macro, as any user name.
  // A file that includes a HIP header outside every #if is HIP already (a
  // vendored shim that maps CUDA names to HIP ones): every macro it defines
  // is the project's.
  bool HipFile = llvm::any_of(Dirs.includes(), [](const IncludeDirective &I) {
    return I.Kind == IncludeDirective::Include && I.Branches.empty() && libraries::isHipInclude(I.Name);
  });
  llvm::StringSet<> Names;
  const llvm::StringSet<> *Owned = &UserNames;
  // The project's own HIP layer: CUDA names mapped to HIP ones on its HIP
  // path (a vendored shim that includes HIP and #defines cudaMalloc, a compat
  // header's `#ifdef USE_ROCM` + `#define cudaStream_t hipStream_t`). The #if
  // group holding such an arm is the project's both ways: its CUDA arm stays
  // too (a half-HIP copy of it would be a second, worse HIP path), and a note
  // says where the layer is. The rest of the file is translated as usual.
  const MappingTable &Table = MappingTable::get();
  std::vector<std::pair<unsigned, unsigned>> Layer;
  bool Noted = false;
  size_t Mapped = llvm::count_if(Dirs.defines(), [&](const DefineDirective &O) {
    const MappingEntry *M = Table.lookup(O.Name);
    return M && !M->Hip.empty();
  });
  for (const DefineDirective &D : Dirs.defines()) {
    bool InArm = llvm::any_of(HipOnly, [&](auto R) { return D.Offset > R.first && D.Offset < R.second; });
    if (!HipFile && !InArm)
      continue;
    if (Owned == &UserNames) {
      for (const auto &N : UserNames)
        Names.insert(N.getKey());
      Owned = &Names;
    }
    Names.insert(D.Name);
    const MappingEntry *E = Table.lookup(D.Name);
    if (!E || E->Hip.empty() || D.Hash + 3 >= Toks.size() || Toks[D.Hash + 3].DirectiveStart != int(D.Hash))
      continue;
    if (!Noted) {
      auto [Line, Col] = Toks.lineColumn(D.Offset);
      R.Diags.push_back(makeDiag(DiagId::ProjectHipLayer, Path.str(), Line, Col,
                                 InArm ? "its HIP branch maps CUDA names" : "a HIP shim that maps CUDA names",
                                 D.Name, Toks.spelling(D.Hash + 3),
                                 Mapped > 1 ? ", " + std::to_string(Mapped - 1) + " more" : std::string()));
      Noted = true;
    }
    if (InArm)
      if (auto G = groupAround(Toks, Dirs, D.Offset))
        Layer.push_back(*G);
  }
  if (!Layer.empty()) {
    HipOnly.insert(HipOnly.end(), Layer.begin(), Layer.end());
    llvm::sort(HipOnly);
    std::vector<std::pair<unsigned, unsigned>> Merged;
    for (const auto &G : HipOnly)
      if (Merged.empty() || G.first >= Merged.back().second)
        Merged.push_back(G);
      else
        Merged.back().second = std::max(Merged.back().second, G.second);
    HipOnly = std::move(Merged);
  }
  Done.setHipOnly(std::move(HipOnly), Toks);
  RuleInput C{Path, Toks, Dirs, Opts, Opts.HipTarget, *Owned, AST, FID, Warp, Done, UserMemberLocs, HipFile};
  // Each rule and pass returns what it did; merged in order, so the next one
  // sees it and an overlap is a conflict naming both.
  auto Run = [&](auto &&Pass) {
    RuleOutput Out(C);
    Pass(Out);
    Done.merge(std::move(Out));
  };
  Clock.switchTo(Phase::AstRules);
  for (const auto &Rule : createRules(Opts.Rules))
    Run([&](RuleOutput &Out) { Rule->run(C, Out); });
  Clock.switchTo(Phase::RawTokenPasses);
  Run([&](RuleOutput &Out) { runRenamePass(C, Out); });
  Run([&](RuleOutput &Out) { runIncludePass(C, Out); });
  EditSet &Edits = Done.Edits;
  if (Opts.Annotate) {
    for (auto [Offset, Index] : Done.AnnotateAt) {
      const Diagnostic &D = R.Diags[Index];
      if (D.severity() != Severity::Warning)
        continue;
      std::string Note = "/* " + diagCode(D.Id) + ": " + D.Message + " */ ";
      // Already annotated by an earlier run: translating again changes nothing.
      if (llvm::StringRef(Text).substr(0, Offset).ends_with(Note))
        continue;
      Edits.insert(Offset, Note, "annotate");
    }
  }
  for (const EditSet::Conflict &X : Edits.conflicts()) {
    auto [Line, Col] = Toks.lineColumn(X.Offset);
    R.Diags.push_back(makeDiag(DiagId::EditConflict, Path.str(), Line, Col, X.Description));
  }
  if (!Edits.conflicts().empty()) {
    Out.Output = Text;
    return false;
  }
  llvm::Expected<std::string> New = Edits.apply(Text);
  if (!New) {
    // A rule's edit that does not fit the file: the file is not translated,
    // and says why, as for a conflict.
    std::string Why = llvm::toString(New.takeError());
    std::replace(Why.begin(), Why.end(), '\n', ' ');
    R.Diags.push_back(makeDiag(DiagId::EditFailed, Path.str(), 0, 0, Why));
    Out.Output = Text;
    return false;
  }
  Out.Output = std::move(*New);
  Out.Edits = Edits.size();
  Out.UserRuleEdits = Edits.countBy("user-rules");
  for (const clang::tooling::Replacement &Rep : Edits.replacements())
    Out.Replacements.push_back({Rep.getOffset(), Rep.getLength(), Rep.getReplacementText().str()});
  Out.NeedsWarpHeader = Done.NeedsWarpHeader;
  return true;
}
} // namespace

namespace {
/// A unit's bytes as the translation sees them (its file's, or the source
/// view's of them), or why they cannot be read.
struct UnitText {
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  std::optional<std::string> View;
  std::string Error; // empty when read
  llvm::StringRef bytes() const { return View ? llvm::StringRef(*View) : Buf->getBuffer(); }
};

UnitText readUnit(llvm::StringRef Path, const TranslateOptions &Opts) {
  UnitText T;
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(Path, St))
    T.Error = EC.message();
  else if (llvm::sys::fs::is_directory(St))
    T.Error = "is a directory";
  else if (!llvm::sys::fs::is_regular_file(St))
    T.Error = "not a regular file";
  else if (auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/true))
    T.Buf = std::move(*Buf);
  else
    T.Error = Buf.getError().message();
  if (T.Buf && Opts.SourceView)
    T.View = Opts.SourceView(T.Buf->getBuffer());
  return T;
}
} // namespace

TranslationResult Translator::translate(llvm::StringRef Path, const HeaderClaim &Claim,
                                       CacheUse Use) const {
  UnitText T = readUnit(Path, Opts);
  if (!T.Error.empty()) {
    TranslationResult R;
    R.MainFile = Path.str();
    R.Ok = false;
    R.Diags.push_back(makeDiag(DiagId::CannotRead, Path.str(), 0, 0, T.Error));
    return R;
  }
  return translateImpl(Path, T.bytes(), Claim, Use);
}

std::optional<TranslationResult> Translator::cachedResult(llvm::StringRef Path,
                                                          const HeaderClaim &Claim) const {
  if (!Cache || unitSkipReason(Path))
    return std::nullopt;
  UnitText T = readUnit(Path, Opts);
  if (!T.Error.empty())
    return std::nullopt;
  return Cache->lookup(cacheKey(Path, T.bytes(), Claim), T.bytes(), Claim);
}

std::string Translator::cacheKey(llvm::StringRef Path, llvm::StringRef Bytes, const HeaderClaim &Claim) const {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return Cache->unitKey(Path, Abs, Bytes, FE->unitFlags(Abs), bool(Claim));
}

TranslationResult Translator::translateBuffer(llvm::StringRef Path, llvm::StringRef Bytes) const {
  return translateImpl(Path, Bytes, {});
}

TranslationResult Translator::translateImpl(llvm::StringRef Path, llvm::StringRef Bytes,
                                            const HeaderClaim &Claim, CacheUse Use) const {
  if (std::optional<std::string> Why = unitSkipReason(Path)) {
    // An earlier worker crashed or ran past a limit on this unit.
    TranslationResult R;
    R.MainFile = Path.str();
    R.Ok = false;
    R.Diags.push_back(makeDiag(DiagId::UnitAborted, Path.str(), 0, 0, *Why));
    return R;
  }
  // A unit whose inputs are all as an earlier run saw them costs their hash.
  std::string Key;
  if (Cache) {
    Key = cacheKey(Path, Bytes, Claim);
    if (Use == CacheUse::LookUp)
      if (std::optional<TranslationResult> Hit = Cache->lookup(Key, Bytes, Claim))
        return std::move(*Hit);
  }
  TranslationResult R;
  UnitInputs Inputs;
  // A thread with a large stack (deeply nested input), journaled and watched
  // in a worker process.
  runUnit(Path, [&] {
    double Cpu = threadCpuSeconds();
    auto Start = std::chrono::steady_clock::now();
    R = translateOnThisThread(Path, Bytes, Claim, Cache ? &Inputs : nullptr);
    recordUnitTime(Path, threadCpuSeconds() - Cpu, support::secondsSince(Start));
  });
  if (Cache)
    Cache->store(Key, Bytes, Inputs, R);
  return R;
}

TranslationResult Translator::translateOnThisThread(llvm::StringRef Path, llvm::StringRef Bytes,
                                                    const HeaderClaim &Claim, UnitInputs *Inputs) const {
  TranslationResult R;
  R.MainFile = Path.str();
  std::string Text = Bytes.str();
  if (Text.empty()) {
    R.Files.push_back({Path.str(), "", "", 0});
    return R;
  }
  // UTF-16 with a byte order mark: translated as UTF-8, written back as it came.
  support::Utf16Order Utf16 = support::utf16ByteOrder(Bytes);
  if (Utf16 != support::Utf16Order::None) {
    std::optional<std::string> Utf8 = support::decodeUtf16(Bytes);
    if (!Utf8) {
      R.Ok = false;
      R.Diags.push_back(makeDiag(DiagId::Utf16Invalid, Path.str(), 0, 0));
      return R;
    }
    R.Diags.push_back(makeDiag(DiagId::Utf16Input, Path.str(), 0, 0,
                               Utf16 == support::Utf16Order::Big ? "big-endian" : "little-endian"));
    Text = std::move(*Utf8);
  }
  if (!isValidUtf8(Text))
    R.Diags.push_back(makeDiag(DiagId::NotUtf8, Path.str(), 0, 0));

  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);

  bool Parsed = false;
  std::vector<Diagnostic> ParseDiags;
  FileResult Main;
  ParseReads Reads;
  FE->parse(Abs, Text, [&](ParsedUnit &U) {
    Parsed = true;
    // The macros that select the project's HIP path in any file of the unit
    // (its compat header's `#ifdef USE_ROCM` + `#include <hip/...>`): an arm
    // testing one is HIP-only wherever it is (hipOnlyRanges).
    llvm::StringSet<> HipMacros;
    auto Collect = [&](llvm::StringRef Text) {
      RawTokens T(Text);
      collectHipMacros(T, Directives(T), HipMacros);
    };
    Collect(Text);
    for (const auto &Header : U.UserHeaders)
      Collect(U.SM.getBufferData(Header.second));
    R.Ok = translateText(Opts, Path, Text, U.UserNames, &U.UserMemberLocs, &U.AST, U.MainFile, R, Main,
                         &HipMacros);
    if (!Claim)
      return;
    for (const auto &[HeaderPath, FID] : U.UserHeaders) {
      bool Claimed = Claim(HeaderPath);
      if (Inputs)
        Inputs->Claims.emplace_back(HeaderPath, Claimed);
      if (!Claimed)
        continue;
      std::string HeaderText = U.SM.getBufferData(FID).str();
      FileResult H;
      R.Ok &= translateText(Opts, HeaderPath, HeaderText, U.UserNames, &U.UserMemberLocs, &U.AST, FID, R, H,
                            &HipMacros);
      R.Files.push_back(std::move(H));
    }
  }, ParseDiags, Inputs ? &Reads : nullptr, Inputs ? Cache->root() : "");
  if (Inputs) {
    Inputs->Incomplete = !Parsed;
    // A header not found may appear in an include directory or beside any
    // file of the unit (a quoted include looks there first).
    std::set<std::string> Dirs(Reads.SearchDirs.begin(), Reads.SearchDirs.end());
    if (!Reads.Missing.empty()) {
      Dirs.insert(llvm::sys::path::parent_path(Abs).str());
      for (const std::string &F : Reads.Files)
        Dirs.insert(llvm::sys::path::parent_path(F).str());
    }
    for (const std::string &Name : Reads.Missing) {
      if (llvm::sys::path::is_absolute(Name)) {
        Inputs->Absent.push_back(Name);
        continue;
      }
      for (const std::string &D : Dirs) {
        llvm::SmallString<256> P(D);
        llvm::sys::path::append(P, Name);
        Inputs->Absent.push_back(std::string(P));
      }
    }
    for (std::string &F : Reads.Files) {
      std::string H = TranslationCache::fileHash(F);
      Inputs->Files.emplace_back(std::move(F), std::move(H));
    }
  }
  if (!Parsed) {
    llvm::StringSet<> None;
    R.Ok = translateText(Opts, Path, Text, None, nullptr, nullptr, clang::FileID(), R, Main);
  }
  if (Utf16 != support::Utf16Order::None) {
    Main.Output = Main.changed() ? support::encodeUtf16(Main.Output, Utf16) : Bytes.str();
    Main.Original = Bytes.str();
    Main.Utf16 = true;
  }
  R.Files.insert(R.Files.begin(), std::move(Main));
  // Clang's problems come first, named by the path the user gave.
  for (Diagnostic &D : ParseDiags)
    if (D.File == Abs.str())
      D.File = Path.str();
  // Clean: clang found no problem. Notes on how the unit was read (parsed as
  // HIP, not in the compilation database) are no parse problems.
  R.ParsedCleanly = llvm::none_of(
      ParseDiags, [](const Diagnostic &D) { return diagInfo(D.Id).Category == DiagCategory::Parse; });
  R.Diags.insert(R.Diags.begin(), ParseDiags.begin(), ParseDiags.end());
  return R;
}
