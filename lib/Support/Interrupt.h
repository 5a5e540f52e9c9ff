// Graceful interruption of a long command (port): SIGINT/SIGTERM set a flag
// that the work checks; writes in flight finish, state and report are saved and
// the command exits with 128 + the signal.
#pragma once

namespace cu2hip {
namespace support {

/// Installs the handlers for its lifetime (and restores the old ones after).
/// LLVM's own handler (SetInterruptFunction) unregisters itself after the
/// first signal, so the copy of the signal that `timeout` and terminals also
/// send to the process group would kill the run half-way; this handler stays
/// installed and treats repeats within a second as the same interrupt. A
/// repeat after that is a hard stop: temporary files are removed
/// (RunInterruptHandlers) and the signal takes its default action.
class InterruptGuard {
public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard &) = delete;
  InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
  struct Saved;
  Saved *Old;
};

/// True once SIGINT or SIGTERM arrived under an InterruptGuard.
bool interrupted();
/// The signal that interrupted (SIGINT when unknown); 0 when none did.
int interruptSignal();

} // namespace support
} // namespace cu2hip
