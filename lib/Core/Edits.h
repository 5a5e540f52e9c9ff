// The edits planned for one file. Passes never write files: they add edits
// here; overlapping edits are an error, never a silent double edit.
#pragma once

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

class EditSet {
public:
  explicit EditSet(llvm::StringRef Path) : Path(Path.str()) {}

  /// Replaces [Offset, Offset+Length). Returns false (and records a conflict)
  /// when the range overlaps an earlier replacement.
  bool replace(unsigned Offset, unsigned Length, llvm::StringRef Text, llvm::StringRef Who);
  bool insert(unsigned Offset, llvm::StringRef Text, llvm::StringRef Who) {
    return replace(Offset, 0, Text, Who);
  }
  /// True when [Offset, Offset+Length) overlaps a replaced (not inserted-at) range.
  bool overlaps(unsigned Offset, unsigned Length) const;

  struct Conflict {
    unsigned Offset;
    std::string Description;
  };
  const std::vector<Conflict> &conflicts() const { return Conflicts; }
  size_t size() const { return Count; }
  /// How many of the edits \p Who made (reports count user-rule edits apart).
  unsigned countBy(llvm::StringRef Who) const { return ByWho.lookup(Who); }
  /// The file's new text.
  std::string apply(llvm::StringRef Original) const;
  /// The replaced ranges of the original, in order (for property checks).
  const clang::tooling::Replacements &replacements() const { return Repls; }

private:
  std::string Path;
  clang::tooling::Replacements Repls;
  std::map<unsigned, std::pair<unsigned, std::string>> Ranges; // start -> (end, who)
  std::vector<Conflict> Conflicts;
  size_t Count = 0;
  llvm::StringMap<unsigned> ByWho;
};

} // namespace cu2hip
