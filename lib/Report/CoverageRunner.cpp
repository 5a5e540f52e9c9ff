// The stages of `cu2hip coverage` for one program: translate every source and
// header of the program directory, compile the translation units with hipcc
// (per offload arch, then link), run the executable where a device or a run
// backend is available and check its last line.
#include "cu2hip/Coverage.h"
#include "../Frontend/Frontend.h"
#include "cu2hip/Output.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UnifiedDiff.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <chrono>
#include <csignal>
#include <mutex>
#include <thread>

extern char **environ;

using namespace cu2hip;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {
using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}

std::string joinPath(llvm::StringRef A, llvm::StringRef B) {
  llvm::SmallString<256> P(A);
  path::append(P, B);
  return std::string(P);
}

// --- Processes -------------------------------------------------------------------

struct ProcessResult {
  int ExitCode = -1;
  bool Started = false;
  bool TimedOut = false;
  std::string Error; // could not start, crashed
};

/// Runs \p Program with \p Args (without argv[0]); stdin is /dev/null, stdout
/// and stderr go to the files named (the same file for both is fine). The
/// timeout goes through coreutils' timeout(1), which kills the whole process
/// group (hipcc is a script that starts clang); llvm::sys's own timeout uses
/// alarm(), which is process-wide and unsafe with several waits in flight.
/// The environment with TMPDIR set to \p TmpDir: clang's offload driver leaves
/// an empty directory per compile in TMPDIR, which belongs in the work directory.
std::vector<std::string> environmentWithTmpDir(llvm::StringRef TmpDir) {
  std::vector<std::string> Env;
  for (char **E = environ; E && *E; ++E)
    if (!llvm::StringRef(*E).starts_with("TMPDIR="))
      Env.push_back(*E);
  Env.push_back(("TMPDIR=" + TmpDir).str());
  return Env;
}

ProcessResult runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                         unsigned Timeout, llvm::StringRef OutPath, llvm::StringRef ErrPath,
                         llvm::StringRef TmpDir = "") {
  static const std::string TimeoutTool = [] {
    auto P = llvm::sys::findProgramByName("timeout");
    return P ? *P : std::string();
  }();
  std::vector<std::string> Argv;
  std::string Exe;
  if (Timeout && !TimeoutTool.empty()) {
    Exe = TimeoutTool;
    Argv = {"timeout", "-k", "5", std::to_string(Timeout), Program.str()};
  } else {
    Exe = Program.str();
    Argv = {Program.str()};
  }
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::vector<llvm::StringRef> Refs(Argv.begin(), Argv.end());
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), OutPath, ErrPath};
  std::vector<std::string> EnvStrings;
  std::vector<llvm::StringRef> EnvRefs;
  std::optional<llvm::ArrayRef<llvm::StringRef>> Env;
  if (!TmpDir.empty()) {
    EnvStrings = environmentWithTmpDir(TmpDir);
    EnvRefs.assign(EnvStrings.begin(), EnvStrings.end());
    Env = EnvRefs;
  }

  ProcessResult R;
  std::string ErrMsg;
  bool ExecFailed = false;
  auto Start = Clock::now();
  if (Exe != Program.str() || !Timeout) {
    R.ExitCode = llvm::sys::ExecuteAndWait(Exe, Refs, Env, Redirects, 0, 0, &ErrMsg,
                                           &ExecFailed);
  } else {
    // No timeout(1): poll, and kill the child itself when time is up.
    llvm::sys::ProcessInfo PI =
        llvm::sys::ExecuteNoWait(Exe, Refs, Env, Redirects, 0, &ErrMsg, &ExecFailed);
    if (!ExecFailed) {
      for (;;) {
        llvm::sys::ProcessInfo W = llvm::sys::Wait(PI, 0, &ErrMsg);
        if (W.Pid == PI.Pid) {
          R.ExitCode = W.ReturnCode;
          break;
        }
        if (W.Pid != 0 || secondsSince(Start) > Timeout) {
          if (W.Pid == 0) {
            ::kill(PI.Pid, SIGKILL);
            llvm::sys::Wait(PI, std::nullopt);
            R.TimedOut = true;
          }
          R.ExitCode = -1;
          break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
    }
  }
  R.Started = !ExecFailed;
  if (ExecFailed) {
    R.Error = ErrMsg.empty() ? "cannot execute " + Program.str() : ErrMsg;
    return R;
  }
  if (Exe == TimeoutTool && Timeout) {
    // 124: timed out (TERM), 137: killed after the grace period; 126/127: not runnable.
    if ((R.ExitCode == 124 || R.ExitCode == 137) && secondsSince(Start) >= Timeout - 0.5)
      R.TimedOut = true;
    else if (R.ExitCode == 126 || R.ExitCode == 127) {
      R.Started = false;
      R.Error = "cannot execute " + Program.str();
    }
  }
  if (R.ExitCode < 0 && !R.TimedOut && R.Error.empty())
    R.Error = ErrMsg.empty() ? "terminated abnormally" : ErrMsg;
  return R;
}

std::string readFile(llvm::StringRef Path) {
  auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return B ? (*B)->getBuffer().str() : std::string();
}

// --- Files -----------------------------------------------------------------------

bool isTranslatable(llvm::StringRef Path) {
  llvm::StringRef Ext = path::extension(Path);
  return Ext == ".cu" || Ext == ".cuh" || Ext == ".h" || Ext == ".hpp" || Ext == ".cpp" ||
         Ext == ".cc" || Ext == ".cxx" || Ext == ".hh" || Ext == ".inl";
}

/// Every translatable file under \p Dir, relative, sorted; build outputs and
/// hidden directories are not looked into.
std::vector<std::string> programFiles(llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (fs::recursive_directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC)) {
    llvm::StringRef Name = path::filename(I->path());
    if (I->type() == fs::file_type::directory_file) {
      if (Name.starts_with("."))
        I.no_push();
      continue;
    }
    if (!isTranslatable(Name))
      continue;
    llvm::StringRef Rel(I->path());
    Rel.consume_front(Dir);
    Rel = Rel.ltrim("/");
    Files.push_back(Rel.str());
  }
  llvm::sort(Files);
  return Files;
}

std::vector<std::string> includesOf(llvm::StringRef Text) {
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("include"))
      continue;
    L = L.ltrim();
    if (L.empty() || (L[0] != '<' && L[0] != '"'))
      continue;
    char Close = L[0] == '<' ? '>' : '"';
    size_t End = L.find(Close, 1);
    if (End != llvm::StringRef::npos)
      Out.push_back(L.slice(1, End).str());
  }
  return Out;
}

// --- HIP libraries -----------------------------------------------------------------

struct HipLibrary {
  llvm::StringRef Display;
  llvm::StringRef Probe; // a header (or directory) under an include root
  llvm::StringRef Link;  // linker flag, empty for header-only libraries
};
// The order here is the order of "needs A, B (not installed)".
const HipLibrary HipLibraries[] = {
    {"hipBLAS", "hipblas/hipblas.h", "-lhipblas"},
    {"hipRAND", "hiprand/hiprand.h", "-lhiprand"},
    {"hipSPARSE", "hipsparse/hipsparse.h", "-lhipsparse"},
    {"hipFFT", "hipfft/hipfft.h", "-lhipfft"},
    {"hipSOLVER", "hipsolver/hipsolver.h", "-lhipsolver"},
    {"hipCUB", "hipcub/hipcub.hpp", ""},
    {"rocThrust", "thrust/system/hip", ""},
    {"rocPRIM", "rocprim/rocprim.hpp", ""},
    {"MIOpen", "miopen/miopen.h", "-lMIOpen"},
    {"hipRTC", "hip/hiprtc.h", ""},
};

/// The HIP libraries a manifest library name stands for.
llvm::SmallVector<llvm::StringRef, 2> librariesForManifest(llvm::StringRef L) {
  if (L == "cublas") return {"hipBLAS"};
  if (L == "curand") return {"hipRAND"};
  if (L == "cusparse") return {"hipSPARSE"};
  if (L == "cufft") return {"hipFFT"};
  if (L == "cusolver") return {"hipSOLVER"};
  if (L == "cub") return {"hipCUB", "rocPRIM"};
  if (L == "thrust") return {"rocThrust", "rocPRIM"};
  if (L == "cudnn") return {"MIOpen"};
  if (L == "nvrtc") return {"hipRTC"};
  return {}; // cuda-driver: the HIP runtime itself
}

/// The HIP library a translated #include belongs to, if any.
llvm::SmallVector<llvm::StringRef, 2> librariesForInclude(llvm::StringRef Inc) {
  auto Dir = [&](llvm::StringRef D) { return Inc.starts_with(D) && Inc.size() > D.size() && Inc[D.size()] == '/'; };
  if (Dir("hipblas") || Inc == "hipblas.h") return {"hipBLAS"};
  if (Dir("hiprand") || Inc == "hiprand.h" || Inc == "hiprand_kernel.h") return {"hipRAND"};
  if (Dir("hipsparse") || Inc == "hipsparse.h") return {"hipSPARSE"};
  if (Dir("hipfft") || Inc == "hipfft.h") return {"hipFFT"};
  if (Dir("hipsolver") || Inc == "hipsolver.h") return {"hipSOLVER"};
  if (Dir("hipcub")) return {"hipCUB", "rocPRIM"};
  if (Dir("thrust")) return {"rocThrust", "rocPRIM"};
  if (Dir("rocprim")) return {"rocPRIM"};
  if (Dir("miopen")) return {"MIOpen"};
  if (Inc == "hip/hiprtc.h") return {"hipRTC"};
  return {};
}

bool libraryInstalled(const HipLibrary &L, llvm::ArrayRef<std::string> Roots) {
  for (const std::string &R : Roots)
    if (fs::exists(joinPath(R, L.Probe)))
      return true;
  return false;
}

/// hipRTC is its own library from HIP 5.3 on; before, libamdhip64 has it.
bool haveSharedLibrary(llvm::StringRef Name, llvm::ArrayRef<std::string> IncludeRoots) {
  for (const std::string &R : IncludeRoots) {
    llvm::StringRef Parent = path::parent_path(R);
    for (const char *Sub : {"lib", "lib64", "lib/x86_64-linux-gnu"})
      if (fs::exists(joinPath(joinPath(Parent, Sub), Name)))
        return true;
  }
  return false;
}

// --- Compiler output -----------------------------------------------------------------

bool isDiagnosticLine(llvm::StringRef L) {
  return L.contains(": error:") || L.contains(": warning:") || L.contains(": note:") ||
         L.contains("fatal error:") || L.starts_with("error:") || L.starts_with("clang: ") ||
         L.contains(" generated") || L.starts_with("In file included from");
}

bool isErrorLine(llvm::StringRef L) {
  return L.contains(": error:") || L.contains("fatal error:") || L.starts_with("error:") ||
         L.contains("undefined reference to") || L.contains("ld: error") ||
         L.contains("ld.lld: error");
}

/// The first error in a compiler log with its source line and caret.
std::string firstError(llvm::StringRef Log) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Log.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (!isErrorLine(Lines[I]))
      continue;
    std::string Out = Lines[I].rtrim().str();
    for (size_t J = I + 1; J < Lines.size() && J <= I + 3; ++J) {
      if (isDiagnosticLine(Lines[J]) || Lines[J].trim().empty())
        break;
      Out += "\n" + Lines[J].rtrim().str();
    }
    return Out;
  }
  return "";
}

std::string lastLines(llvm::StringRef Text, unsigned N) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.rtrim().split(Lines, '\n');
  size_t From = Lines.size() > N ? Lines.size() - N : 0;
  std::string Out;
  for (size_t I = From; I < Lines.size(); ++I)
    Out += (I > From ? "\n" : "") + Lines[I].rtrim().str();
  return Out;
}

std::string firstLine(llvm::StringRef S, size_t Max = 240) {
  S = S.trim();
  S = S.take_until([](char C) { return C == '\n'; }).rtrim();
  if (S.size() > Max)
    return S.take_front(Max).str() + "...";
  return S.str();
}

/// \p S on one line: runs of whitespace (newlines included) become one space.
std::string oneLine(llvm::StringRef S, size_t Max = 240) {
  std::string Out;
  for (char C : S.trim()) {
    if (llvm::isSpace(C)) {
      if (!Out.empty() && Out.back() != ' ')
        Out += ' ';
    } else {
      Out += C;
    }
  }
  if (Out.size() > Max)
    Out = Out.substr(0, Max) + "...";
  return Out;
}

/// Replaces every occurrence of \p From by \p To (paths of the work directory).
std::string replaceAll(std::string S, llvm::StringRef From, llvm::StringRef To) {
  if (From.empty())
    return S;
  size_t Pos = 0;
  while ((Pos = S.find(From.data(), Pos, From.size())) != std::string::npos) {
    S.replace(Pos, From.size(), To.data(), To.size());
    Pos += To.size();
  }
  return S;
}

// --- The stages ------------------------------------------------------------------------

struct ProgramRun {
  const CoverageRunOptions &O;
  const Translator &T;
  ProgramResult &R;
  std::string SrcDir;   // WORK/<name>/src: the translated program
  std::string BuildDir; // WORK/<name>/build
  bool TranslatedOk = true;
  std::vector<std::string> TranslatedIncludes;

  /// Work-directory paths in compiler output become program-relative.
  std::string clean(std::string S) const {
    S = replaceAll(std::move(S), SrcDir + "/", "");
    S = replaceAll(std::move(S), BuildDir + "/", "");
    return S;
  }

  void translate();
  void compile();
  void run();
};

void ProgramRun::translate() {
  StageResult &S = R.stage(Stage::Translate);
  auto Start = Clock::now();
  const CorpusProgram &P = R.Manifest;
  std::vector<std::string> Problems;
  for (const std::string &Rel : programFiles(P.Dir)) {
    TranslationResult TR = T.translate(joinPath(P.Dir, Rel));
    TranslatedFile F;
    F.Path = Rel;
    F.Ok = TR.Ok && !TR.Files.empty();
    std::string Output;
    if (!TR.Files.empty()) {
      const FileResult &FR = TR.Files.front();
      Output = F.Ok ? FR.Output : FR.Original;
      F.Edits = FR.Edits;
      F.Changed = F.Ok && FR.changed();
      if (F.Changed)
        F.Diff = unifiedDiff("a/" + Rel, "b/" + Rel, FR.Original, FR.Output);
    }
    for (const ApiUse &U : TR.Uses) {
      ApiCount &C = R.Api[areaName(U.Where).str()];
      ++C.Total;
      ++R.ApiTotal.Total;
      if (U.Converted) {
        ++C.Converted;
        ++R.ApiTotal.Converted;
      } else {
        R.Blocking.push_back({U.Name, "api", U.Where, Rel, U.Line, U.Column});
      }
    }
    for (const Diagnostic &D : TR.Diags) {
      // Blockers by category (Diagnostics.def); unsupported APIs are counted
      // from TR.Uses above, not from their diagnostics.
      switch (D.category()) {
      case DiagCategory::InlineAsm:
        R.Blocking.push_back({"inline asm", "asm", Area::Device, Rel, D.Line, D.Column});
        break;
      case DiagCategory::UnsupportedHeader:
        R.Blocking.push_back({"<" + D.Subject + ">", "include", Area::Runtime, Rel, D.Line, D.Column});
        break;
      case DiagCategory::NewerHip:
      case DiagCategory::Interop:
        // A whole feature left unchanged (WMMA, pipelines, GL interop...):
        // reported once per file, by the features rule, not as API uses.
        R.Blocking.push_back({D.Subject, "feature", Area::Runtime, Rel, D.Line, D.Column});
        break;
      default:
        R.ParseProblems += D.Id == DiagId::ParseProblem;
        break;
      }
      if (D.severity() == Severity::Error)
        Problems.push_back(Rel + ": " + D.Message);
      WarpOutcome W = classifyWarpDiagnostic(D);
      if (W == WarpOutcome::Found) {
        // The same call is usually a classified site already: mark it unfixed.
        auto Same = std::find_if(R.Warp.begin(), R.Warp.end(), [&](const WarpFinding &S) {
          return S.File == Rel && S.Line == D.Line;
        });
        if (Same != R.Warp.end()) {
          Same->Fixed = false;
          continue;
        }
      }
      if (W != WarpOutcome::None)
        R.Warp.push_back({Rel, D.Line, D.Column, diagCode(D.Id), diagInfo(D.Id).Name.str(),
                          D.Message, W == WarpOutcome::Fixed});
    }
    if (!F.Ok && Problems.empty())
      Problems.push_back(Rel + ": not translated");
    TranslatedOk &= F.Ok;
    bool WantsWarpHeader = false;
    for (std::string &I : includesOf(Output)) {
      WantsWarpHeader |= I == "cu2hip_warp.h";
      TranslatedIncludes.push_back(std::move(I));
    }
    std::string OutPath = joinPath(SrcDir, Rel);
    if (std::error_code EC = fs::create_directories(path::parent_path(OutPath)))
      Problems.push_back(Rel + ": cannot create the work directory: " + EC.message());
    else if (llvm::Error E = writeFileAtomically(OutPath, Output))
      Problems.push_back(Rel + ": " + llvm::toString(std::move(E)));
    // The translator's warp helper header goes beside the file that includes it.
    std::string Helper = joinPath(path::parent_path(OutPath), "cu2hip_warp.h");
    if (WantsWarpHeader && !fs::exists(Helper)) {
      std::string From = findShareDir(O.Translate.ShareDir) + "/include/cu2hip_warp.h";
      if (std::error_code EC = fs::copy_file(From, Helper))
        Problems.push_back(Rel + ": cannot copy " + From + ": " + EC.message());
    }
    R.Files.push_back(std::move(F));
  }
  if (!Problems.empty())
    TranslatedOk = false;
  S.Seconds = secondsSince(Start);
  if (R.Files.empty()) {
    TranslatedOk = false;
    Problems.push_back("no source files found");
  }
  if (!TranslatedOk) {
    S.Status = StageStatus::Failed;
    S.Message = "translation failed: " + oneLine(Problems.front());
    for (const std::string &Pr : Problems)
      S.Detail += Pr + "\n";
    return;
  }
  if (R.Blocking.empty()) {
    S.Status = StageStatus::Passed;
    return;
  }
  S.Status = StageStatus::Failed;
  S.Message = std::to_string(R.Blocking.size()) + " CUDA " +
              (R.Blocking.size() == 1 ? "use" : "uses") + " left: ";
  llvm::StringSet<> Shown;
  unsigned N = 0;
  for (const Unconverted &U : R.Blocking) {
    if (!Shown.insert(U.Name).second)
      continue;
    if (N++ == 3) {
      S.Message += ", ...";
      break;
    }
    S.Message += (N > 1 ? ", " : "") + U.Name + " (" + U.File + ":" + std::to_string(U.Line) +
                 ":" + std::to_string(U.Column) + ")";
  }
  for (const Unconverted &U : R.Blocking)
    S.Detail += U.File + ":" + std::to_string(U.Line) + ":" + std::to_string(U.Column) + ": " +
                U.Name + " [" + (U.Kind == "api" ? areaName(U.Where).str() : U.Kind) + "]\n";
}

void ProgramRun::compile() {
  StageResult &S = R.stage(Stage::Compile);
  if (!O.Compile) {
    S.Message = "not requested (--compile)";
    return;
  }
  if (!TranslatedOk) {
    S.Message = "translation failed";
    return;
  }
  // The HIP libraries the program needs: from the manifest and the translated includes.
  llvm::StringSet<> Needed;
  for (const std::string &L : R.Manifest.Libraries)
    for (llvm::StringRef H : librariesForManifest(L))
      Needed.insert(H);
  for (const std::string &I : TranslatedIncludes)
    for (llvm::StringRef H : librariesForInclude(I))
      Needed.insert(H);
  for (const HipLibrary &L : HipLibraries) {
    if (!Needed.count(L.Display))
      continue;
    if (!libraryInstalled(L, O.IncludeRoots))
      R.NeedsLibraries.push_back(L.Display.str());
    else if (!L.Link.empty())
      R.LinkFlags.push_back(L.Link.str());
    else if (L.Display == "hipRTC" && haveSharedLibrary("libhiprtc.so", O.IncludeRoots))
      R.LinkFlags.push_back("-lhiprtc");
  }
  if (!R.NeedsLibraries.empty()) {
    S.Status = StageStatus::NeedsLibrary;
    S.Message = "needs " + llvm::join(R.NeedsLibraries, ", ") + " (not installed)";
    return;
  }

  auto Start = Clock::now();
  std::string Exe = path::filename(R.Manifest.Name).str();
  for (const std::string &Arch : O.Archs) {
    ArchResult A;
    A.Arch = Arch;
    auto ArchStart = Clock::now();
    std::string Dir = joinPath(BuildDir, Arch);
    std::string Tmp = joinPath(Dir, "tmp"); // the compiler's temporaries
    fs::create_directories(Tmp);
    std::vector<std::string> Objects;
    auto Fail = [&](const std::string &What, const std::string &LogPath, const ProcessResult &PR) {
      A.Status = StageStatus::Failed;
      std::string Log = readFile(LogPath);
      if (!PR.Started)
        A.Message = What + ": " + PR.Error;
      else if (PR.TimedOut)
        A.Message = What + ": timed out after " + std::to_string(O.CompileTimeout) + " s";
      else {
        A.FirstError = clean(firstError(Log));
        if (A.FirstError.empty())
          A.FirstError = clean(lastLines(Log, 12));
        // "main.cu:10:7: error: ..." already says where; a link error does not.
        bool Located = !A.FirstError.empty() && llvm::StringRef(A.FirstError).contains(" error:") &&
                       What != "link";
        A.Message = (Located ? "" : What + ": ") +
                    (A.FirstError.empty() ? "hipcc exited with code " + std::to_string(PR.ExitCode)
                                          : firstLine(A.FirstError));
      }
    };
    for (const std::string &Src : R.Manifest.Sources) {
      std::string Flat = replaceAll(Src, "/", "_");
      std::string Obj = joinPath(Dir, Flat + ".o"), Log = joinPath(Dir, Flat + ".log");
      ProcessResult PR = runProcess(O.Hipcc,
                                    {"--offload-arch=" + Arch, "-x", "hip", "-std=c++17", "-c",
                                     joinPath(SrcDir, Src), "-o", Obj},
                                    O.CompileTimeout, Log, Log, Tmp);
      if (!PR.Started || PR.TimedOut || PR.ExitCode != 0) {
        Fail("compile " + Src, Log, PR);
        break;
      }
      Objects.push_back(Obj);
    }
    if (A.Message.empty()) {
      std::string Log = joinPath(Dir, "link.log");
      std::vector<std::string> Args = {"--offload-arch=" + Arch};
      Args.insert(Args.end(), Objects.begin(), Objects.end());
      Args.push_back("-o");
      Args.push_back(joinPath(Dir, Exe));
      Args.insert(Args.end(), R.LinkFlags.begin(), R.LinkFlags.end());
      ProcessResult PR = runProcess(O.Hipcc, Args, O.CompileTimeout, Log, Log, Tmp);
      if (!PR.Started || PR.TimedOut || PR.ExitCode != 0)
        Fail("link", Log, PR);
      else
        A.Status = StageStatus::Passed;
    }
    A.Seconds = secondsSince(ArchStart);
    R.Archs.push_back(std::move(A));
  }
  S.Seconds = secondsSince(Start);
  S.Status = StageStatus::Passed;
  for (const ArchResult &A : R.Archs)
    if (A.Status != StageStatus::Passed) {
      S.Status = StageStatus::Failed;
      S.Message = A.Arch + ": " + A.Message;
      S.Detail = A.FirstError;
      break;
    }
}

void ProgramRun::run() {
  StageResult &Run = R.stage(Stage::Run), &Verify = R.stage(Stage::Verify);
  auto Skip = [&](const std::string &Why) {
    Run.Message = Verify.Message = Why;
  };
  if (!O.Run)
    return Skip("not requested (--run)");
  if (!O.Device.Available)
    return Skip("no device");
  if (R.stage(Stage::Compile).Status != StageStatus::Passed)
    return Skip("did not compile");
  // The executable built for the device's arch, else the first one.
  std::string Arch = O.Archs.front();
  for (const std::string &A : O.Archs)
    if (A == O.Device.Name)
      Arch = A;
  std::string Dir = joinPath(BuildDir, Arch);
  std::string Exe = joinPath(Dir, path::filename(R.Manifest.Name));
  std::string OutPath = joinPath(Dir, "run.out"), ErrPath = joinPath(Dir, "run.err");
  std::string Program = Exe;
  std::vector<std::string> Args;
  if (!O.Runner.empty()) {
    Program = O.Runner.front();
    Args.assign(O.Runner.begin() + 1, O.Runner.end());
    Args.push_back(Exe);
  }
  auto Start = Clock::now();
  ProcessResult PR = runProcess(Program, Args, O.RunTimeout, OutPath, ErrPath);
  Run.Seconds = secondsSince(Start);
  std::string Out = readFile(OutPath), Err = readFile(ErrPath);
  Run.Detail = clean(lastLines(Err + (Err.empty() || Out.empty() ? "" : "\n") + Out, 20));
  if (PR.Started && !PR.TimedOut)
    R.ExitCode = PR.ExitCode;
  if (!PR.Started) {
    Run.Status = StageStatus::Failed;
    Run.Message = PR.Error;
  } else if (PR.TimedOut) {
    Run.Status = StageStatus::Failed;
    Run.Message = "timed out after " + std::to_string(O.RunTimeout) + " s";
  } else if (PR.ExitCode != 0) {
    Run.Status = StageStatus::Failed;
    Run.Message = PR.ExitCode < 0 ? "crashed: " + PR.Error
                                  : "exit code " + std::to_string(PR.ExitCode);
  } else {
    Run.Status = StageStatus::Passed;
  }
  if (Run.Status != StageStatus::Passed) {
    Verify.Message = "did not run";
    return;
  }
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Out).split(Lines, '\n');
  for (auto I = Lines.rbegin(); I != Lines.rend(); ++I)
    if (!I->trim().empty()) {
      R.LastLine = I->trim().str();
      break;
    }
  if (R.LastLine == R.Manifest.Expect) {
    Verify.Status = StageStatus::Passed;
  } else {
    Verify.Status = StageStatus::Failed;
    Verify.Message = "expected '" + R.Manifest.Expect + "' as the last line, got '" +
                     firstLine(R.LastLine, 120) + "'";
    Verify.Detail = clean(lastLines(Out, 20));
  }
}
} // namespace

std::vector<std::string> cu2hip::defaultHipIncludeRoots() {
  std::vector<std::string> Roots;
  for (const std::string &Root : rocmRoots()) // cu2hip/Options.h: the one list
    Roots.push_back(joinPath(Root, "include"));
  return Roots;
}

DeviceInfo cu2hip::detectHipDevice() {
  DeviceInfo D;
  if (!fs::exists("/dev/kfd")) {
    D.Reason = "no /dev/kfd (no AMD GPU driver)";
    return D;
  }
  auto Rocminfo = llvm::sys::findProgramByName("rocminfo");
  if (!Rocminfo) {
    D.Reason = "/dev/kfd is present but rocminfo is not installed";
    return D;
  }
  llvm::SmallString<128> Tmp;
  if (fs::createTemporaryFile("cu2hip-rocminfo", "txt", Tmp)) {
    D.Reason = "cannot create a temporary file";
    return D;
  }
  ProcessResult PR = runProcess(*Rocminfo, {}, 30, Tmp, Tmp);
  std::string Out = readFile(Tmp);
  fs::remove(Tmp);
  if (!PR.Started || PR.TimedOut || PR.ExitCode != 0) {
    D.Reason = "rocminfo failed";
    return D;
  }
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Out).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    if (!L.consume_front("Name:"))
      continue;
    L = L.trim();
    if (L.starts_with("gfx")) {
      D.Available = true;
      D.Name = L.str();
      return D;
    }
  }
  D.Reason = "rocminfo lists no GPU agent";
  return D;
}

std::vector<ProgramResult> cu2hip::runCoverageStages(const Corpus &C, const CoverageRunOptions &O) {
  std::vector<ProgramResult> Results(C.Programs.size());
  Translator T(O.Translate);
  std::mutex Lock;
  unsigned Done = 0;
  auto One = [&](size_t I) {
    ProgramResult &R = Results[I];
    R.Manifest = C.Programs[I];
    std::string Root = joinPath(O.WorkDir, R.Manifest.Name);
    ProgramRun PR{O, T, R, joinPath(Root, "src"), joinPath(Root, "build")};
    PR.translate();
    PR.compile();
    PR.run();
    if (O.Progress) {
      std::lock_guard<std::mutex> G(Lock);
      O.Progress(R, ++Done, Results.size());
    }
  };
  unsigned Jobs = O.Jobs ? O.Jobs : llvm::hardware_concurrency().compute_thread_count();
  Jobs = std::max(1u, std::min<unsigned>(Jobs, std::max<size_t>(1, Results.size())));
  if (Jobs == 1) {
    for (size_t I = 0; I < Results.size(); ++I)
      One(I);
  } else {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
    for (size_t I = 0; I < Results.size(); ++I)
      Pool.async([&, I] { One(I); });
    Pool.wait();
  }
  llvm::sort(Results, [](const ProgramResult &A, const ProgramResult &B) {
    return A.Manifest.Name < B.Manifest.Name;
  });
  return Results;
}
