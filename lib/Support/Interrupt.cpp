#include "Interrupt.h"

#include "llvm/Support/Signals.h"

#include <atomic>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <ctime>

using namespace cu2hip;

namespace {
std::atomic<bool> Interrupted{false};
std::atomic<int> InterruptSignal{0};
std::atomic<int64_t> FirstSignalNs{0};

int64_t monotonicNs() {
  struct timespec T;
  clock_gettime(CLOCK_MONOTONIC, &T); // async-signal-safe
  return int64_t(T.tv_sec) * 1000000000 + T.tv_nsec;
}

void onSignal(int Sig) {
  int64_t Now = monotonicNs(), Expected = 0;
  if (FirstSignalNs.compare_exchange_strong(Expected, Now)) {
    InterruptSignal = Sig;
    Interrupted = true;
    return;
  }
  if (Now - Expected < 1000000000)
    return; // the same interrupt, delivered to the process and to its group
  llvm::sys::RunInterruptHandlers();
  ::signal(Sig, SIG_DFL);
  ::raise(Sig);
}

/// LLVM's handlers might be registered again later (RemoveFileOnSignal); the
/// interrupt function then still only sets the flag.
void onLLVMInterrupt() {
  InterruptSignal = SIGINT;
  Interrupted = true;
}
} // namespace

struct support::InterruptGuard::Saved {
  struct sigaction Int, Term;
};

support::InterruptGuard::InterruptGuard() : Old(new Saved) {
  Interrupted = false;
  InterruptSignal = 0;
  FirstSignalNs = 0;
  // Registers LLVM's handlers first, so that it does not install them over ours later.
  llvm::sys::SetInterruptFunction(onLLVMInterrupt);
  struct sigaction SA;
  memset(&SA, 0, sizeof SA);
  SA.sa_handler = onSignal;
  SA.sa_flags = SA_RESTART;
  sigemptyset(&SA.sa_mask);
  sigaction(SIGINT, &SA, &Old->Int);
  sigaction(SIGTERM, &SA, &Old->Term);
}

support::InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &Old->Int, nullptr);
  sigaction(SIGTERM, &Old->Term, nullptr);
  llvm::sys::SetInterruptFunction(nullptr);
  delete Old;
}

bool support::interrupted() { return Interrupted; }

int support::interruptSignal() {
  if (!Interrupted)
    return 0;
  return InterruptSignal ? InterruptSignal.load() : SIGINT;
}
