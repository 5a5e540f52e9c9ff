// One writer per tree: `port` holds an exclusive lock on the directory it
// writes (DST, or SRC with --in-place) for the whole run, so a second port
// into the same tree is refused instead of leaving a mix of two runs. The lock
// is flock(2) on a file in cu2hip's cache directory named after the tree's
// real path (nothing is added to the tree), and the kernel releases it when
// the holder exits, however it exits.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace cu2hip {
namespace support {

class TreeLock {
public:
  /// Takes the lock of the tree at \p RealPath without waiting. The error
  /// names the process that holds it. Where no lock file can be made (no
  /// writable cache or temporary directory), the run goes on unlocked and
  /// \p Warning says so.
  static llvm::Expected<TreeLock> acquire(llvm::StringRef RealPath, std::string &Warning);
  TreeLock(TreeLock &&O) noexcept : FD(O.FD) { O.FD = -1; }
  TreeLock &operator=(TreeLock &&) = delete;
  ~TreeLock();

private:
  explicit TreeLock(int FD) : FD(FD) {}
  int FD = -1;
};

} // namespace support
} // namespace cu2hip
