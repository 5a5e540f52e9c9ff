// Parsing one unit: clang's AST and what the passes need from it.
#include "Frontend.h"
#include "Platform.h"
#include "PreludeCache.h"

#include "cu2hip/TimeReport.h"

#include "cu2hip/Config.h"
#include "cu2hip/Isolation.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <mutex>
#include <optional>

using namespace clang;
using namespace cu2hip;

namespace {

/// Records clang's errors as cu2hip diagnostics.
class CollectingConsumer : public DiagnosticConsumer {
public:
  explicit CollectingConsumer(std::vector<cu2hip::Diagnostic> &Out) : Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<128> Msg;
    Info.FormatDiagnostic(Msg);
    std::string File;
    unsigned Line = 0, Col = 0;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      // A problem inside a system header (HIP's, the C++ library's, the
      // bundled declarations) is never the user's code.
      if (Info.getSourceManager().isInSystemHeader(Info.getSourceManager().getFileLoc(Info.getLocation())))
        return;
      // The file's own line, not one a #line directive claims: cu2hip's
      // diagnostics and edits are all at physical locations.
      PresumedLoc P = Info.getSourceManager().getPresumedLoc(
          Info.getSourceManager().getFileLoc(Info.getLocation()), /*UseLineDirectives=*/false);
      if (P.isValid()) {
        File = P.getFilename();
        Line = P.getLine();
        Col = P.getColumn();
      }
    }
    if (++Count > Limit)
      return;
    Out.push_back(makeDiag(DiagId::ParseProblem, File, Line, Col, Msg.str()));
  }
  /// Not DiagnosticConsumer::finish(), which clang calls once per source file.
  void summarize() {
    if (Count > Limit) {
      Out.push_back(makeDiag(DiagId::TooManyParseProblems, "", 0, 0, Count - Limit));
      Out.back().Count = Count - Limit;
    }
  }

private:
  std::vector<cu2hip::Diagnostic> &Out;
  unsigned Count = 0;
  static constexpr unsigned Limit = 10;
};

bool isUserLocation(const SourceManager &SM, SourceLocation Loc) {
  Loc = SM.getFileLoc(Loc);
  return Loc.isValid() && !SM.isInSystemHeader(Loc);
}

/// Collects the names declared by the user's own code.
class UserNameCollector : public RecursiveASTVisitor<UserNameCollector> {
public:
  UserNameCollector(const SourceManager &SM, llvm::StringSet<> &Names,
                    llvm::DenseSet<unsigned> &MemberLocs)
      : SM(SM), Names(Names), MemberLocs(MemberLocs) {}
  bool VisitNamedDecl(NamedDecl *D) {
    if (!D->getDeclName().isIdentifier() || !isUserLocation(SM, D->getLocation()))
      return true;
    if (isa<FieldDecl>(D)) {
      addMemberLoc(D->getLocation());
      return true;
    }
    // A user redeclaration of a CUDA API (e.g. a forward declaration of
    // cudaMalloc) does not make the name the user's.
    if (auto *FD = dyn_cast<FunctionDecl>(D))
      if (!isUserLocation(SM, FD->getFirstDecl()->getLocation()))
        return true;
    if (auto *TD = dyn_cast<TagDecl>(D))
      if (!isUserLocation(SM, TD->getFirstDecl()->getLocation()))
        return true;
    Names.insert(D->getName());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (E->isImplicitAccess() && isa<FieldDecl>(E->getMemberDecl()) &&
        isUserLocation(SM, E->getMemberDecl()->getLocation()))
      addMemberLoc(E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructorDecl(CXXConstructorDecl *D) {
    for (const CXXCtorInitializer *Init : D->inits())
      if (Init->isWritten() && Init->isMemberInitializer())
        addMemberLoc(Init->getMemberLocation());
    return true;
  }

private:
  void addMemberLoc(SourceLocation L) {
    if (L.isValid())
      MemberLocs.insert(SM.getExpansionLoc(L).getRawEncoding());
  }
  const SourceManager &SM;
  llvm::StringSet<> &Names;
  llvm::DenseSet<unsigned> &MemberLocs;
};

class PPRecorder : public PPCallbacks {
public:
  PPRecorder(SourceManager &SM, ParsedUnit *&Unit, std::vector<cu2hip::Diagnostic> &Diags,
             llvm::StringSet<> &Macros, std::vector<std::pair<std::string, FileID>> &Headers,
             ParseReads &Reads)
      : SM(SM), Diags(Diags), Macros(Macros), Headers(Headers), Reads(Reads) {}

  /// Records each user (non-system) header the first time it is entered.
  void LexedFileChanged(FileID FID, LexedFileChangeReason Reason,
                        SrcMgr::CharacteristicKind Kind, FileID, SourceLocation) override {
    if (Reason != LexedFileChangeReason::EnterFile || Kind != SrcMgr::C_User ||
        FID == SM.getMainFileID() || !Seen.insert(FID).second)
      return;
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
    if (!FE)
      return;
    llvm::SmallString<256> Abs(FE->getName());
    llvm::sys::fs::make_absolute(Abs);
    llvm::sys::path::remove_dots(Abs, true);
    Headers.emplace_back(std::string(Abs), FID);
  }

  bool FileNotFound(StringRef FileName) override {
    // Keep going: a missing header (a user header not on the path, MPI...)
    // must not stop the translation of everything after it.
    Missing.push_back(FileName.str());
    if (!llvm::is_contained(Reads.Missing, FileName))
      Reads.Missing.push_back(FileName.str());
    return true;
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange, OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!File && !Missing.empty() && Missing.back() == FileName && !SM.isInSystemHeader(HashLoc)) {
      PresumedLoc P = SM.getPresumedLoc(HashLoc, /*UseLineDirectives=*/false);
      Diags.push_back(makeDiag(DiagId::ParseProblem, P.isValid() ? P.getFilename() : "",
                               P.isValid() ? P.getLine() : 0, P.isValid() ? P.getColumn() : 0,
                               "'" + FileName.str() + "' file not found; its declarations are unknown"));
    }
  }
  void MacroDefined(const Token &MacroNameTok, const MacroDirective *) override {
    if (isUserLocation(SM, MacroNameTok.getLocation()))
      Macros.insert(MacroNameTok.getIdentifierInfo()->getName());
  }

private:
  SourceManager &SM;
  std::vector<cu2hip::Diagnostic> &Diags;
  llvm::StringSet<> &Macros;
  std::vector<std::pair<std::string, FileID>> &Headers;
  llvm::DenseSet<FileID> Seen;
  std::vector<std::string> Missing;
  ParseReads &Reads;
};

/// Hands the parsed unit to the passes. It also keeps clang from doing work
/// whose result nobody reads: cu2hip never reports a problem located in a
/// system header (CollectingConsumer), and no rule looks inside one.
///  - Function bodies in system headers are skipped (clang still parses those
///    that are constexpr or have a deduced return type: Sema::canSkipFunctionBody).
///  - Implicit instantiations of function templates from system headers
///    (std::sort<...>, vector<T>::push_back...) are dropped before clang
///    instantiates them at the end of the unit. Instantiations the parse needs
///    at once (constexpr, deduced return types, class templates) are not
///    deferred, so they still happen; templates of the user's own code are
///    instantiated as before.
class UnitConsumer : public SemaConsumer {
public:
  UnitConsumer(CompilerInstance &CI, llvm::function_ref<void(ParsedUnit &)> OnParsed,
               llvm::StringSet<> &Macros, const std::vector<std::pair<std::string, FileID>> &Headers)
      : CI(CI), OnParsed(OnParsed), Macros(Macros), Headers(Headers) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    ParsedUnit Unit{Ctx, SM, SM.getMainFileID(), {}, {}, {}};
    UserNameCollector Collector(SM, Unit.UserNames, Unit.UserMemberLocs);
    // noload_decls: the bundled headers' declarations stay in the PCH.
    for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
      if (isUserLocation(SM, D->getLocation()))
        Collector.TraverseDecl(D);
    for (const auto &M : Macros)
      Unit.UserNames.insert(M.getKey());
    for (const auto &[Path, FID] : Headers)
      if (FID != Unit.MainFile)
        Unit.UserHeaders.emplace_back(Path, FID);
    OnParsed(Unit);
  }

  void InitializeSema(Sema &S) override { SemaRef = &S; }
  void ForgetSema() override { SemaRef = nullptr; }
  bool shouldSkipFunctionBody(Decl *D) override {
    if (isUserLocation(CI.getSourceManager(), D->getLocation()))
      return false;
    countEvent(Counter::SkippedSystemBodies);
    return true;
  }
  bool HandleTopLevelDecl(DeclGroupRef) override {
    if (!SemaRef)
      return true;
    const SourceManager &SM = CI.getSourceManager();
    auto &Pending = SemaRef->PendingInstantiations;
    auto Kept = std::remove_if(Pending.begin(), Pending.end(), [&](const Sema::PendingImplicitInstantiation &I) {
      return !isUserLocation(SM, I.first->getLocation());
    });
    countEvent(Counter::DroppedSystemInstantiations, Pending.end() - Kept);
    Pending.erase(Kept, Pending.end());
    return true;
  }

private:
  CompilerInstance &CI;
  Sema *SemaRef = nullptr;
  llvm::function_ref<void(ParsedUnit &)> OnParsed;
  llvm::StringSet<> &Macros;
  const std::vector<std::pair<std::string, FileID>> &Headers;
};

class UnitAction : public ASTFrontendAction {
public:
  UnitAction(llvm::function_ref<void(ParsedUnit &)> OnParsed, std::vector<cu2hip::Diagnostic> &Diags,
             TimePhase &Clock, ParseReads &Reads)
      : OnParsed(OnParsed), Diags(Diags), Clock(Clock), Reads(Reads) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    // Clang loads the PCH right after this.
    Clock.switchTo(Phase::PreludeLoad);
    CI.getFrontendOpts().SkipFunctionBodies = true; // where UnitConsumer says so
    ParsedUnit *Unused = nullptr;
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PPRecorder>(CI.getSourceManager(), Unused, Diags, Macros, Headers, Reads));
    return std::make_unique<UnitConsumer>(CI, OnParsed, Macros, Headers);
  }
  void ExecuteAction() override {
    Clock.switchTo(Phase::Parse);
    ASTFrontendAction::ExecuteAction();
    // Where a header not found could appear later.
    if (Reads.Missing.empty())
      return;
    HeaderSearch &HS = getCompilerInstance().getPreprocessor().getHeaderSearchInfo();
    for (const DirectoryLookup &D : HS.search_dir_range())
      if (D.isNormalDir())
        Reads.SearchDirs.push_back(D.getDirRef()->getName().str());
  }

private:
  llvm::function_ref<void(ParsedUnit &)> OnParsed;
  std::vector<cu2hip::Diagnostic> &Diags;
  TimePhase &Clock;
  ParseReads &Reads;
  llvm::StringSet<> Macros;
  std::vector<std::pair<std::string, FileID>> Headers;
};

} // namespace

llvm::Expected<std::unique_ptr<tooling::JSONCompilationDatabase>>
cu2hip::loadCompileDatabase(llvm::StringRef BuildDir, std::string *Bytes) {
  llvm::SmallString<256> P(BuildDir);
  llvm::sys::path::append(P, "compile_commands.json");
  auto Buf = llvm::MemoryBuffer::getFile(P);
  if (!Buf)
    return llvm::createStringError(Buf.getError(), "cannot read '%s': %s", P.c_str(),
                                   Buf.getError().message().c_str());
  if ((*Buf)->getBuffer().trim().empty())
    return llvm::createStringError(std::errc::invalid_argument, "cannot load '%s': the file is empty",
                                   P.c_str());
  if (Bytes)
    *Bytes = (*Buf)->getBuffer().str();
  std::string Error;
  auto DB = tooling::JSONCompilationDatabase::loadFromBuffer((*Buf)->getBuffer(), Error,
                                                             tooling::JSONCommandLineSyntax::AutoDetect);
  if (!DB)
    return llvm::createStringError(std::errc::invalid_argument, "cannot load '%s': %s", P.c_str(),
                                   Error.c_str());
  return std::move(DB);
}

Frontend::Frontend(const TranslateOptions &Opts) : Opts(Opts) {
  BundledInclude = findShareDir(Opts.ShareDir) + "/cuda-include";
  Prelude = std::make_unique<PreludeCache>(BundledInclude, !Opts.NoCache);
  if (!Opts.BuildDir.empty()) {
    // Commands check -p first (loadCompileDatabase); here it is only used.
    if (auto Loaded = loadCompileDatabase(Opts.BuildDir))
      DB = std::move(*Loaded);
    else
      llvm::consumeError(Loaded.takeError());
  }
}

Frontend::~Frontend() = default;

namespace {
struct NotRegularCategory : std::error_category {
  const char *name() const noexcept override { return "cu2hip-file-kind"; }
  std::string message(int) const override { return "not a regular file (a FIFO, socket or device)"; }
};

class RegularFilesOnly : public llvm::vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &P) override {
    // Checked before the open: open(2) of a FIFO itself blocks.
    static const NotRegularCategory NotRegular;
    if (llvm::ErrorOr<llvm::vfs::Status> S = status(P))
      if (S->getType() != llvm::sys::fs::file_type::regular_file &&
          S->getType() != llvm::sys::fs::file_type::directory_file)
        return std::error_code(1, NotRegular);
    return ProxyFileSystem::openFileForRead(P);
  }
};
} // namespace

namespace {
/// A file read through TranslateOptions::SourceView.
class ViewedFile : public llvm::vfs::File {
public:
  ViewedFile(llvm::vfs::Status S, std::string Text) : S(std::move(S)), Text(std::move(Text)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &Name, int64_t, bool,
                                                               bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::string Text;
};

/// The files under a root as TranslateOptions::SourceView reads them.
class ViewFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  ViewFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, const TranslateOptions &Opts)
      : ProxyFileSystem(std::move(FS)), Opts(Opts) {}
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &P) override {
    auto F = ProxyFileSystem::openFileForRead(P);
    if (!F || !mine(P.str()))
      return F;
    auto V = view(P.str());
    if (!V)
      return F;
    auto S = (*F)->status();
    if (!S)
      return F;

    if (V->size() != S->getSize())
      return F; // a view must keep the size clang was told (SourceView's contract)
    return std::unique_ptr<llvm::vfs::File>(new ViewedFile(*S, std::move(*V)));
  }

private:
  bool mine(const std::string &P) const {
    llvm::SmallString<256> A(P);
    llvm::sys::fs::make_absolute(A);
    llvm::StringRef R = Opts.SourceViewRoot;
    return llvm::StringRef(A).starts_with(R) && (A.size() == R.size() || A[R.size()] == '/');
  }
  /// The viewed text when it differs from the bytes.
  std::optional<std::string> view(const std::string &P) {
    std::lock_guard<std::mutex> L(Mu);
    auto It = Views.find(P);
    if (It != Views.end())
      return It->second;
    std::optional<std::string> V;
    if (auto B = llvm::MemoryBuffer::getFile(P, false, false)) {
      std::string T = Opts.SourceView((*B)->getBuffer());
      if (T != (*B)->getBuffer())
        V = std::move(T);
    }
    return Views[P] = V;
  }
  const TranslateOptions &Opts;
  std::mutex Mu;
  std::map<std::string, std::optional<std::string>> Views;
};
} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> cu2hip::sourceFileSystem() {
  return llvm::makeIntrusiveRefCnt<RegularFilesOnly>(llvm::vfs::getRealFileSystem());
}

bool Frontend::parse(llvm::StringRef Path, const std::string &Text,
                     llvm::function_ref<void(ParsedUnit &)> OnParsed,
                     std::vector<cu2hip::Diagnostic> &Diags, ParseReads *Reads,
                     llvm::StringRef SkipUnder) const {
  TimePhase Clock(Phase::Setup);
  countEvent(Counter::Units);
  // Clang reads the main file from memory: exactly the bytes cu2hip read.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base = sourceFileSystem();
  if (Opts.SourceView && !Opts.SourceViewRoot.empty())
    Base = llvm::makeIntrusiveRefCnt<ViewFileSystem>(Base, Opts);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Base);
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Memory);
  Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);

  // A unit the compilation database does not list is parsed without the
  // project's flags: say so, or its missing headers look like cu2hip's fault.
  if (DB && DB->getCompileCommands(Path).empty())
    Diags.push_back(makeDiag(DiagId::NotInCompileDb, Path.str(), 0, 0));
  // Already HIP (lib/Frontend/Platform.h): parsed on HIP's AMD path.
  // Its headers go in the prelude when nothing before the include changes them.
  std::vector<std::string> Platform;
  std::string PreludeHeader;
  if (std::optional<HipInclude> Hip = findHipInclude(Text)) {
    Platform = amdPlatformFlags();
    if (Hip->Precompilable)
      PreludeHeader = Hip->Header;
    Diags.push_back(makeDiag(DiagId::HipInput, Path.str(), Hip->Line, 1, Hip->Header));
  }
  PreludeCache::addPreludeSource(*Memory, PreludeHeader);
  CollectingConsumer Consumer(Diags);
  ParseReads Seen;
  tooling::ToolInvocation Invocation(cc1CommandLine(commandLine(Path, Platform, PreludeHeader)),
                                     std::make_unique<UnitAction>(OnParsed, Diags, Clock, Seen),
                                     Files.get());
  Invocation.setDiagnosticConsumer(&Consumer);
  bool Ran = Invocation.run();
  Consumer.summarize();
  if (Reads) {
    Reads->Missing = std::move(Seen.Missing);
    Reads->SearchDirs = std::move(Seen.SearchDirs);
    llvm::SmallVector<OptionalFileEntryRef> Seen;
    Files->GetUniqueIDMapping(Seen);
    for (OptionalFileEntryRef F : Seen) {
      if (!F)
        continue;
      // Not lexically normalized: `..` after a link is not its parent.
      llvm::SmallString<256> Abs(F->getName());
      llvm::sys::fs::make_absolute(Abs);
      if (Abs == Path || Memory->exists(Abs))
        continue;
      // A prelude in the cache stands for its meta file: the sizes and times
      // of the headers it was made from (the C++ library's: a unit does not
      // read them again) and the PCH's own hash. The PCH itself is large, and
      // hashing it again for every process would cost more than its meta.
      if (!SkipUnder.empty() && llvm::StringRef(Abs).starts_with(SkipUnder)) {
        if (llvm::sys::path::filename(Abs) == "prelude.pch")
          Reads->Files.push_back((llvm::sys::path::parent_path(Abs) + "/meta").str());
        continue;
      }
      Reads->Files.push_back(std::string(Abs));
    }
  }
  (void)Ran; // errors in the code are reported through Consumer, not fatal here
  return true;
}

std::string Frontend::unitFlags(llvm::StringRef Path) const {
  std::string K;
  for (const std::string &A : baseCommandLine(Path))
    K += A + '\0';
  K += DB && DB->getCompileCommands(Path).empty() ? "not-in-compile-db" : "";
  return K;
}
