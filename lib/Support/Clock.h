// Measured durations: one steady clock and one way to read seconds from it.
#pragma once

#include <chrono>

namespace cu2hip {
namespace support {

using Clock = std::chrono::steady_clock;

/// Seconds from \p Start to now.
inline double secondsSince(Clock::time_point Start) {
  return std::chrono::duration<double>(Clock::now() - Start).count();
}

} // namespace support
} // namespace cu2hip
