// The one progress display of the long commands (translate, port, coverage),
// on stderr: a bar redrawn in place on a terminal, a plain line now and then
// otherwise, and the one reading of their --progress option. Written here:
// LLVM has no progress display, and the command-line libraries at hand
// (CLI11) none either; it is one small class on llvm::raw_ostream.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace support {

class Progress {
public:
  enum Mode { None, Bar, Lines };
  /// \p Label starts each plain line ("cu2hip port"), \p Unit follows the counts ("files").
  Progress(llvm::raw_ostream &Err, Mode M, size_t Total, std::string Label, std::string Unit)
      : Err(Err), M(M), Total(Total), Label(std::move(Label)), Unit(std::move(Unit)) {}

  /// The values --progress takes: auto, bar, lines, none (and always/never,
  /// coverage's first spellings of bar/none).
  static const std::vector<std::string> &optionValues();
  /// The mode --progress \p Option asks for; auto is a bar on a terminal and
  /// \p NotATerminal otherwise. None for an unknown value.
  static std::optional<Mode> modeFor(llvm::StringRef Option, Mode NotATerminal);

  /// The item being worked on (any thread).
  void started(llvm::StringRef Item);
  /// One more item done (any thread).
  void finished() { ++Done; }
  size_t done() const { return Done; }

  /// Redraws when due (the bar every 100 ms; a line every 10% or 5 s); one
  /// thread calls it. \p Force draws now.
  void tick(bool Force = false);
  /// Erases the bar.
  void clear();

private:
  using Clock = std::chrono::steady_clock;
  llvm::raw_ostream &Err;
  Mode M;
  size_t Total;
  std::string Label, Unit;
  std::atomic<size_t> Done{0};
  std::mutex Mu;
  std::string Current;
  Clock::time_point LastDraw{};
  size_t LastDecile = SIZE_MAX, LastDone = SIZE_MAX;
  bool Drawn = false;
};

} // namespace support
} // namespace cu2hip
