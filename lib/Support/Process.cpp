// Child processes (the coverage stages, git for `port --in-place`). The time limit goes through
// coreutils' timeout(1), which kills the whole process group (hipcc is a
// script that starts clang); llvm::sys's own limit uses alarm(), which is
// process-wide and unsafe with several waits in flight (-j). Without
// timeout(1) the child is polled and killed here.
#include "Process.h"
#include "Clock.h"

#include "llvm/Support/FileSystem.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <csignal>
#include <optional>
#include <thread>

extern char **environ;

using namespace cu2hip;
using namespace cu2hip::support;

std::vector<std::string> support::environmentWith(llvm::ArrayRef<std::string> Set) {
  auto NameOf = [](llvm::StringRef S) { return S.split('=').first; };
  std::vector<std::string> Env;
  for (char **E = environ; E && *E; ++E) {
    llvm::StringRef Var(*E);
    if (llvm::none_of(Set, [&](const std::string &S) { return NameOf(S) == NameOf(Var); }))
      Env.push_back(Var.str());
  }
  Env.insert(Env.end(), Set.begin(), Set.end());
  return Env;
}

std::string support::joinPath(llvm::StringRef A, llvm::StringRef B) {
  llvm::SmallString<256> P(A);
  llvm::sys::path::append(P, B);
  return std::string(P);
}

std::string support::readFile(llvm::StringRef Path) {
  auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return B ? (*B)->getBuffer().str() : std::string();
}

std::string support::readFileHead(llvm::StringRef Path, uint64_t MaxBytes) {
  std::string R;
  llvm::Expected<llvm::sys::fs::file_t> F = llvm::sys::fs::openNativeFileForRead(Path);
  if (!F) {
    llvm::consumeError(F.takeError());
    return R;
  }
  char Buf[1 << 16];
  while (R.size() < MaxBytes) {
    size_t Want = std::min<uint64_t>(sizeof Buf, MaxBytes - R.size());
    llvm::Expected<size_t> N =
        llvm::sys::fs::readNativeFile(*F, llvm::MutableArrayRef<char>(Buf, Want));
    if (!N) {
      llvm::consumeError(N.takeError());
      break;
    }
    if (*N == 0)
      break;
    R.append(Buf, *N);
  }
  llvm::sys::fs::closeFile(*F);
  return R;
}

ProcessResult support::runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                                 const ProcessOptions &O) {
  if (O.Contain)
    return runContained(Program, Args, O);
  static const std::string TimeoutTool = [] {
    auto P = llvm::sys::findProgramByName("timeout");
    return P ? *P : std::string();
  }();
  const unsigned Timeout = O.Timeout;
  bool ViaTimeoutTool = Timeout && !TimeoutTool.empty();
  std::vector<std::string> Argv;
  std::string Exe;
  if (ViaTimeoutTool) {
    Exe = TimeoutTool;
    Argv = {"timeout", "-k", "5", std::to_string(Timeout), Program.str()};
  } else {
    Exe = Program.str();
    Argv = {Program.str()};
  }
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::vector<llvm::StringRef> Refs(Argv.begin(), Argv.end());
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(O.OutPath),
                                                llvm::StringRef(O.ErrPath)};
  std::vector<std::string> EnvStrings;
  std::vector<llvm::StringRef> EnvRefs;
  std::optional<llvm::ArrayRef<llvm::StringRef>> Env;
  if (!O.Env.empty()) {
    EnvStrings = environmentWith(O.Env);
    EnvRefs.assign(EnvStrings.begin(), EnvStrings.end());
    Env = EnvRefs;
  }

  ProcessResult R;
  std::string ErrMsg;
  bool ExecFailed = false;
  auto Start = Clock::now();
  if (ViaTimeoutTool || !Timeout) {
    R.ExitCode = llvm::sys::ExecuteAndWait(Exe, Refs, Env, Redirects, 0, 0, &ErrMsg, &ExecFailed);
  } else {
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
  if (ViaTimeoutTool) {
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

ProcessResult support::runCaptured(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                                   std::string &Output, const ProcessOptions &Opts) {
  Output.clear();
  std::string Exe = Program.str();
  if (!llvm::sys::path::has_parent_path(Program)) {
    auto P = llvm::sys::findProgramByName(Program);
    if (!P) {
      ProcessResult R;
      R.Error = "'" + Program.str() + "' not found on PATH";
      return R;
    }
    Exe = *P;
  }
  llvm::SmallString<128> Tmp;
  if (llvm::sys::fs::createTemporaryFile("cu2hip-out", "txt", Tmp)) {
    ProcessResult R;
    R.Error = "cannot create a temporary file";
    return R;
  }
  ProcessOptions O = Opts;
  O.OutPath = std::string(Tmp);
  if (O.ErrPath.empty())
    O.ErrPath = "/dev/null";
  ProcessResult R = runProcess(Exe, Args, O);
  Output = readFile(Tmp);
  llvm::sys::fs::remove(Tmp);
  return R;
}
