// The clang command line of a unit: cu2hip's fixed flags, the user's flags
// from the compilation database and `--`, and the precompiled prelude.
#include "Frontend.h"
#include "PreludeCache.h"

#include "cu2hip/Config.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/Utils.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

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
                                               llvm::ArrayRef<std::string> Platform,
                                               llvm::StringRef PreludeHeader) const {
  size_t UserBegin = 0;
  std::vector<std::string> Cmd = baseCommandLine(Path, Platform, &UserBegin);
  if (Opts.CudaPath.empty() && !Opts.NoPch) {
    // Same flags, bundled headers precompiled: -include-pch replaces -include.
    std::vector<std::string> Flags(Cmd.begin(), Cmd.end() - 1);
    PreludeCache::Pch P = Prelude->pchFor(Flags, UserBegin, PreludeHeader);
    if (!P.Path.empty())
      for (size_t I = 0; I + 1 < Cmd.size(); ++I)
        if (Cmd[I] == "-include" && Cmd[I + 1] == "cuda_runtime.h") {
          Cmd[I] = "-include-pch";
          Cmd[I + 1] = P.Path;
          if (P.HasErrors)
            Cmd.insert(Cmd.begin() + I, {"-Xclang", "-fallow-pch-with-compiler-errors"});
          break;
        }
  }
  return Cmd;
}

std::vector<std::string> Frontend::cc1CommandLine(const std::vector<std::string> &Cmd) const {
  llvm::StringRef Path = Cmd.back();
  std::string Key;
  for (size_t I = 0; I + 1 < Cmd.size(); ++I)
    Key += Cmd[I] + '\0';
  std::lock_guard<std::mutex> Lock(Cc1Mu);
  auto [It, Fresh] = Cc1Templates.try_emplace(Key);
  if (Fresh) {
    std::vector<const char *> Argv;
    for (const std::string &A : Cmd)
      Argv.push_back(A.c_str());
    IgnoringDiagConsumer Quiet;
    CreateInvocationOptions CIO;
    CIO.Diags = CompilerInstance::createDiagnostics(new DiagnosticOptions, &Quiet, /*ShouldOwnClient=*/false);
    CIO.VFS = sourceFileSystem();
    std::vector<std::string> Args;
    CIO.CC1Args = &Args;
    std::unique_ptr<CompilerInvocation> CI = createInvocation(Argv, CIO);
    // The unit's path last, its name once after -main-file-name: the only
    // places the driver puts the unit.
    Cc1Template T;
    T.PathAt = Args.size() - 1;
    for (size_t I = 0; I + 1 < Args.size(); ++I)
      if (Args[I] == "-main-file-name")
        T.NameAt = I + 1;
    if (CI && !CIO.Diags->hasErrorOccurred() && !Args.empty() && Args.front() == "-cc1" &&
        Args.back() == Path && T.NameAt && Args[T.NameAt] == llvm::sys::path::filename(Path)) {
      T.Args = {"clang"};
      T.Args.insert(T.Args.end(), Args.begin(), Args.end());
      ++T.PathAt;
      ++T.NameAt;
      It->second = std::move(T);
    }
  }
  if (!It->second)
    return Cmd;
  std::vector<std::string> Out = It->second->Args;
  Out[It->second->PathAt] = Path.str();
  Out[It->second->NameAt] = llvm::sys::path::filename(Path).str();
  return Out;
}

std::vector<std::string> Frontend::baseCommandLine(llvm::StringRef Path,
                                                   llvm::ArrayRef<std::string> Platform,
                                                   size_t *UserBegin) const {
  std::vector<std::string> Cmd = {"clang", "-x", "cuda", "--cuda-host-only", "-nocudalib",
                                  "-fsyntax-only", "-resource-dir", CU2HIP_CLANG_RESOURCE_DIR,
                                  "-ferror-limit=0", "-Wno-everything", "-fno-color-diagnostics",
                                  "-fno-caret-diagnostics",
                                  // Typo correction would search every identifier of the
                                  // prelude for each unknown name (a third of a unit's time
                                  // when a project header is not found) and bind a misspelt
                                  // call to a CUDA declaration that rules would then rewrite.
                                  "-fno-spell-checking",
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
  if (UserBegin)
    *UserBegin = Cmd.size();
  Cmd.insert(Cmd.end(), User.begin(), User.end());
  Cmd.insert(Cmd.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  Cmd.push_back(Path.str());
  return Cmd;
}

