#include "Frontend.h"
#include "Platform.h"

#include "cu2hip/Config.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <mutex>

using namespace clang;
using namespace cu2hip;

// Used only to find the executable's path.
static int AnchorForExecutablePath;

std::string cu2hip::findShareDir(llvm::StringRef Override) {
  if (!Override.empty())
    return Override.str();
  if (auto Env = llvm::sys::Process::GetEnv("CU2HIP_SHARE_DIR"))
    return *Env;
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, &AnchorForExecutablePath);
  if (!Exe.empty()) {
    llvm::SmallString<256> P(llvm::sys::path::parent_path(Exe));
    llvm::sys::path::append(P, CU2HIP_SHARE_RELATIVE_TO_BIN);
    llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    if (llvm::sys::fs::is_directory(P + "/cuda-include"))
      return std::string(P);
  }
  return CU2HIP_SHARE_BUILD_DIR;
}

std::vector<std::string> cu2hip::sanitizeCompileFlags(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  // Flags that take a separate value and are kept with it.
  static const char *const KeepWithValue[] = {"-I", "-D", "-U", "-isystem", "-iquote",
                                              "-idirafter", "-include", "-imacros"};
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    bool Handled = false;
    for (const char *K : KeepWithValue) {
      if (A == K && I + 1 < Args.size()) {
        Out.push_back(Args[I]);
        Out.push_back(Args[++I]);
        Handled = true;
        break;
      }
      if (A.starts_with(K) && A.size() > strlen(K) && (A[1] == 'I' || A[1] == 'D' || A[1] == 'U')) {
        Out.push_back(Args[I]);
        Handled = true;
        break;
      }
    }
    if (Handled)
      continue;
    if (A.starts_with("-std=") || A.starts_with("--std=")) {
      llvm::StringRef V = A.substr(A.find('=') + 1);
      // nvcc accepts c++17; clang too. Old/GNU dialects map to the same C++ level.
      if (V.contains("++"))
        Out.push_back("-std=" + V.str());
    } else if (A == "-std" && I + 1 < Args.size()) {
      Out.push_back("-std=" + Args[++I]);
    }
  }
  return Out;
}

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
      PresumedLoc P = Info.getSourceManager().getPresumedLoc(
          Info.getSourceManager().getFileLoc(Info.getLocation()));
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
    if (Count > Limit)
      Out.push_back(makeDiag(DiagId::TooManyParseProblems, "", 0, 0, Count - Limit));
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
             llvm::StringSet<> &Macros, std::vector<std::pair<std::string, FileID>> &Headers)
      : SM(SM), Diags(Diags), Macros(Macros), Headers(Headers) {}

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
    return true;
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange, OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!File && !Missing.empty() && Missing.back() == FileName && !SM.isInSystemHeader(HashLoc)) {
      PresumedLoc P = SM.getPresumedLoc(HashLoc);
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
};

class UnitConsumer : public ASTConsumer {
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

private:
  CompilerInstance &CI;
  llvm::function_ref<void(ParsedUnit &)> OnParsed;
  llvm::StringSet<> &Macros;
  const std::vector<std::pair<std::string, FileID>> &Headers;
};

class UnitAction : public ASTFrontendAction {
public:
  UnitAction(llvm::function_ref<void(ParsedUnit &)> OnParsed, std::vector<cu2hip::Diagnostic> &Diags)
      : OnParsed(OnParsed), Diags(Diags) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    ParsedUnit *Unused = nullptr;
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PPRecorder>(CI.getSourceManager(), Unused, Diags, Macros, Headers));
    return std::make_unique<UnitConsumer>(CI, OnParsed, Macros, Headers);
  }

private:
  llvm::function_ref<void(ParsedUnit &)> OnParsed;
  std::vector<cu2hip::Diagnostic> &Diags;
  llvm::StringSet<> Macros;
  std::vector<std::pair<std::string, FileID>> Headers;
};

/// Writes the precompiled bundled headers to a chosen path.
class PreludePCHAction : public GeneratePCHAction {
public:
  explicit PreludePCHAction(std::string Out) : Out(std::move(Out)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = Out;
    return GeneratePCHAction::CreateASTConsumer(CI, InFile);
  }

private:
  std::string Out;
};

class SilentConsumer : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level L, const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
  }
};

} // namespace

/// The bundled CUDA headers precompiled once per distinct set of flags: the
/// main lever on speed when many files are translated in one process.
struct Frontend::PchCache {
  std::mutex Mu;
  std::string Dir;
  std::map<std::string, std::string> ByFlags; // flags -> PCH path ("" = failed)
  ~PchCache() {
    for (auto &[K, P] : ByFlags)
      if (!P.empty()) {
        llvm::sys::fs::remove(P);
        llvm::sys::DontRemoveFileOnSignal(P);
      }
    if (!Dir.empty()) {
      llvm::sys::fs::remove(Dir + "/prelude.cu");
      llvm::sys::fs::remove(Dir);
    }
  }
};

std::string Frontend::pchFor(const std::vector<std::string> &Flags) const {
  std::string Key;
  for (const std::string &F : Flags)
    Key += F + '\0';
  std::lock_guard<std::mutex> Lock(Pch->Mu);
  auto It = Pch->ByFlags.find(Key);
  if (It != Pch->ByFlags.end())
    return It->second;
  std::string &Slot = Pch->ByFlags[Key];
  if (Pch->Dir.empty()) {
    llvm::SmallString<128> Dir;
    if (llvm::sys::fs::createUniqueDirectory("cu2hip-pch", Dir))
      return Slot = "";
    Pch->Dir = std::string(Dir);
    std::error_code EC;
    llvm::sys::RemoveFileOnSignal(Pch->Dir + "/prelude.cu"); // an interrupt leaves an empty directory at most
    llvm::raw_fd_ostream OS(Pch->Dir + "/prelude.cu", EC);
    if (EC)
      return Slot = "";
    OS << "#include <cuda_runtime.h>\n"
          // The C++ headers most CUDA programs include: parsed once per run
          // instead of once per file (their include guards skip them later).
          "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <cmath>\n"
          "#include <vector>\n#include <algorithm>\n#include <iostream>\n#include <string>\n";
  }
  std::string Out = Pch->Dir + "/prelude-" + std::to_string(Pch->ByFlags.size()) + ".pch";
  llvm::sys::RemoveFileOnSignal(Out);
  std::vector<std::string> Cmd = Flags;
  Cmd.push_back(Pch->Dir + "/prelude.cu");
  SilentConsumer Silent;
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions());
  tooling::ToolInvocation Invocation(Cmd, std::make_unique<PreludePCHAction>(Out), Files.get());
  Invocation.setDiagnosticConsumer(&Silent);
  if (!Invocation.run() || Silent.getNumErrors() || !llvm::sys::fs::exists(Out)) {
    llvm::sys::fs::remove(Out);
    return Slot = "";
  }
  return Slot = Out;
}

Frontend::Frontend(const TranslateOptions &Opts) : Opts(Opts) {
  Pch = std::make_unique<PchCache>();
  BundledInclude = findShareDir(Opts.ShareDir) + "/cuda-include";
  if (!Opts.BuildDir.empty()) {
    std::string Err;
    DB = tooling::CompilationDatabase::loadFromDirectory(Opts.BuildDir, Err);
  }
}

Frontend::~Frontend() = default;

std::vector<std::string> Frontend::userFlags(llvm::StringRef Path) const {
  if (!DB)
    return {};
  for (const tooling::CompileCommand &C : DB->getCompileCommands(Path)) {
    std::vector<std::string> Args = sanitizeCompileFlags(C.CommandLine);
    // Relative -I paths are relative to the command's directory.
    for (size_t I = 0; I < Args.size(); ++I) {
      auto MakeAbs = [&](std::string &P) {
        if (!P.empty() && !llvm::sys::path::is_absolute(P)) {
          llvm::SmallString<256> A(C.Directory);
          llvm::sys::path::append(A, P);
          P = std::string(A);
        }
      };
      llvm::StringRef A = Args[I];
      if ((A == "-I" || A == "-isystem" || A == "-iquote" || A == "-idirafter" ||
           A == "-include") && I + 1 < Args.size())
        MakeAbs(Args[++I]);
      else if (A.starts_with("-I") && A.size() > 2) {
        std::string P = A.substr(2).str();
        MakeAbs(P);
        Args[I] = "-I" + P;
      }
    }
    return Args;
  }
  return {};
}

std::vector<std::string> Frontend::commandLine(llvm::StringRef Path,
                                               llvm::ArrayRef<std::string> Platform) const {
  std::vector<std::string> Cmd = baseCommandLine(Path, Platform);
  if (Opts.CudaPath.empty() && !Opts.NoPch) {
    // Same flags, bundled headers precompiled: -include-pch replaces -include.
    std::vector<std::string> Flags(Cmd.begin(), Cmd.end() - 1);
    std::string P = pchFor(Flags);
    if (!P.empty())
      for (size_t I = 0; I + 1 < Cmd.size(); ++I)
        if (Cmd[I] == "-include" && Cmd[I + 1] == "cuda_runtime.h") {
          Cmd[I] = "-include-pch";
          Cmd[I + 1] = P;
          break;
        }
  }
  return Cmd;
}

std::vector<std::string> Frontend::baseCommandLine(llvm::StringRef Path,
                                                   llvm::ArrayRef<std::string> Platform) const {
  std::vector<std::string> Cmd = {"clang", "-x", "cuda", "--cuda-host-only", "-nocudalib",
                                  "-fsyntax-only", "-resource-dir", CU2HIP_CLANG_RESOURCE_DIR,
                                  "-ferror-limit=0", "-Wno-everything", "-fno-color-diagnostics",
                                  "-fno-caret-diagnostics",
                                  "-D__CUDACC__", "-D__NVCC__"};
  Cmd.insert(Cmd.end(), Platform.begin(), Platform.end());
  if (Opts.CudaPath.empty()) {
    // No SDK lookups at all: point clang at a CUDA path that has no SDK in it.
    Cmd.insert(Cmd.end(), {"-nocudainc", "--cuda-path=" + BundledInclude + "/no-sdk",
                           "-isystem", BundledInclude, "-include", "cuda_runtime.h"});
  } else {
    Cmd.push_back("--cuda-path=" + Opts.CudaPath);
  }
  std::vector<std::string> User = userFlags(Path);
  bool HasStd = false;
  for (const std::string &A : User)
    HasStd |= llvm::StringRef(A).starts_with("-std=");
  for (const std::string &A : Opts.ExtraArgs)
    HasStd |= llvm::StringRef(A).starts_with("-std=");
  if (!HasStd)
    Cmd.push_back("-std=c++17");
  Cmd.insert(Cmd.end(), User.begin(), User.end());
  Cmd.insert(Cmd.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  Cmd.push_back(Path.str());
  return Cmd;
}

bool Frontend::parse(llvm::StringRef Path, llvm::StringRef Text,
                     llvm::function_ref<void(ParsedUnit &)> OnParsed,
                     std::vector<cu2hip::Diagnostic> &Diags) const {
  // Clang reads the main file from memory: exactly the bytes cu2hip read.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Memory);
  Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);

  // Already HIP (lib/Frontend/Platform.h): parsed on HIP's AMD path.
  std::vector<std::string> Platform;
  if (std::optional<HipInclude> Hip = findHipInclude(Text)) {
    Platform = amdPlatformFlags();
    Diags.push_back(makeDiag(DiagId::HipInput, Path.str(), Hip->Line, 1, Hip->Header));
  }
  CollectingConsumer Consumer(Diags);
  tooling::ToolInvocation Invocation(commandLine(Path, Platform),
                                     std::make_unique<UnitAction>(OnParsed, Diags), Files.get());
  Invocation.setDiagnosticConsumer(&Consumer);
  bool Ran = Invocation.run();
  Consumer.summarize();
  (void)Ran; // errors in the code are reported through Consumer, not fatal here
  return true;
}
