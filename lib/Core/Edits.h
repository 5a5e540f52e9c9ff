// The edits planned for one file. Passes never write files: they add edits
// here; overlapping edits are an error, never a silent double edit. An edit
// asked for is applied or recorded as a conflict (conflicts()), nothing in
// between: replace() and insert() return nothing, and a caller that would
// rather leave a taken range alone asks canReplace()/canInsert() first.
// Insertions at one offset compose: each text is kept, in the order the
// passes added them (a rule's include and the include pass's include at the
// first line of a file both land there).
#pragma once

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

class EditSet {
public:
  explicit EditSet(llvm::StringRef Path) : Path(Path.str()) {}

  /// Replaces [Offset, Offset+Length), or records a conflict when the range
  /// overlaps an earlier replacement or holds an earlier insertion strictly
  /// inside it. Length 0 is insert().
  void replace(unsigned Offset, unsigned Length, llvm::StringRef Text, llvm::StringRef Who);
  /// Inserts \p Text at \p Offset, after whatever was inserted there before
  /// (and before the text of a replacement starting there). Whole lines
  /// (text ending in a newline) already inserted at \p Offset are not
  /// inserted again: two passes adding the same #include there add it once.
  /// A conflict when \p Offset is strictly inside a replaced range.
  /// \p Front puts the text before what was inserted there already (an
  /// include that must precede every other, such as cu2hip_warp.h).
  void insert(unsigned Offset, llvm::StringRef Text, llvm::StringRef Who, bool Front = false);
  /// True when some insertion holds \p Line as a whole line.
  bool hasInsertedLine(llvm::StringRef Line) const;
  /// True when [Offset, Offset+Length) overlaps a replaced (not inserted-at) range.
  bool overlaps(unsigned Offset, unsigned Length) const;
  /// True when replace() of a non-empty range would be accepted: it overlaps
  /// no replaced range and holds no insertion strictly inside.
  bool canReplace(unsigned Offset, unsigned Length) const;
  /// True when insert() at \p Offset would be accepted: not strictly inside a
  /// replaced range.
  bool canInsert(unsigned Offset) const;

  struct Conflict {
    unsigned Offset;
    std::string Description;
  };
  const std::vector<Conflict> &conflicts() const { return Conflicts; }
  size_t size() const { return Count; }
  /// How many of the edits \p Who made (reports count user-rule edits apart).
  unsigned countBy(llvm::StringRef Who) const { return ByWho.lookup(Who); }
  /// The file's new text, or an error naming the edit that does not fit
  /// \p Original (an edit past its end): never \p Original in its place.
  llvm::Expected<std::string> apply(llvm::StringRef Original) const;
  /// All edits as clang replacements, insertions composed into them, in
  /// order of offset (for property checks and edit ranges).
  clang::tooling::Replacements replacements() const;

private:
  bool holdsInsertion(unsigned Offset, unsigned Length) const;
  std::string Path;
  clang::tooling::Replacements Repls; // replacements of non-empty ranges only
  std::map<unsigned, std::pair<unsigned, std::string>> Ranges; // start -> (end, who)
  std::map<unsigned, std::string> Insertions;                  // offset -> composed text
  std::vector<Conflict> Conflicts;
  size_t Count = 0;
  llvm::StringMap<unsigned> ByWho;
};

} // namespace cu2hip
