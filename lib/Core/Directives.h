// The #include and #define directives and the #if/#ifdef/#elif/#else/#endif
// structure of a file, read from its raw tokens (RawTokens.h): every branch, taken or not.
// Comments, line continuations, CRLF line endings and string literals are the
// lexer's business, so a "#include" inside a comment or a string is not one.
// The one scanner of includes, #defines and conditional directives: the include pass,
// the rules, port's include graph, coverage and the frontend's HIP-input check
// all read it (docs/ARCHITECTURE.md).
#pragma once

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace cu2hip {

class RawTokens;

/// One branch of an #if group. Groups are numbered from 1 in the order of
/// their #if (#ifdef, #ifndef); Arm 0 is the branch of the #if itself, 1, 2...
/// those of the #elif / #else directives after it.
struct Branch {
  unsigned Group = 0, Arm = 0;
  bool operator==(const Branch &O) const { return Group == O.Group && Arm == O.Arm; }
  bool operator!=(const Branch &O) const { return !(*this == O); }
  bool operator<(const Branch &O) const {
    return Group != O.Group ? Group < O.Group : Arm < O.Arm;
  }
};

/// The branches around a place, outermost first; empty outside every #if.
using BranchPath = llvm::SmallVector<Branch, 4>;

/// `#include`, `#include_next` or `#import` with a `<name>` or `"name"`
/// (`#include MACRO` is not listed: it has no name to read).
struct IncludeDirective {
  enum KindType { Include, IncludeNext, Import } Kind;
  size_t Hash, End;             // its tokens: [Hash, End), Hash being the '#'
  unsigned Offset;              // of the '#'
  unsigned Line;                // 1-based line of the '#'
  llvm::StringRef Name;         // the header name as written, without delimiters
  bool Angled;                  // <name>, else "name"
  unsigned NameBegin, NameEnd;  // offsets of Name
  unsigned SpecBegin, SpecEnd;  // offsets of the name with its delimiters
  BranchPath Branches;          // the #if branches it sits in
};

/// `#define NAME ...`, in a taken branch or not.
struct DefineDirective {
  size_t Hash, End;    // its tokens: [Hash, End), Hash being the '#'
  unsigned Offset;     // of the '#'
  llvm::StringRef Name; // the macro's name
};

/// One directive of an #if group. An #elif, #else or #endif with no open group
/// before it belongs to none and is not listed.
struct ConditionalDirective {
  enum KindType { If, Ifdef, Ifndef, Elif, Elifdef, Elifndef, Else, Endif } Kind;
  size_t Hash, End; // its tokens: [Hash, End), Hash being the '#'
  unsigned Offset;  // of the '#'
  unsigned Line;    // 1-based line of the '#'
  /// The branch the directive opens; for an #endif, its group and the arm
  /// after the last.
  Branch Opens;
  /// Index in Directives::conditionals() of the next directive of the same
  /// group (#elif, #else, #endif), or -1: this is the #endif, or the file ends
  /// before the group does.
  int Next = -1;
  bool opensGroup() const { return Kind == If || Kind == Ifdef || Kind == Ifndef; }
};

class Directives {
public:
  explicit Directives(const RawTokens &T);

  /// In file order.
  const std::vector<IncludeDirective> &includes() const { return Incs; }
  const std::vector<ConditionalDirective> &conditionals() const { return Conds; }
  const std::vector<DefineDirective> &defines() const { return Defs; }
  /// The names of defines(): every macro the file #defines, in taken branches
  /// or not.
  const llvm::StringSet<> &definedMacros() const { return DefinedNames; }
  /// The include or conditional directive whose '#' is token \p Hash, or null.
  const IncludeDirective *includeAt(size_t Hash) const;
  const ConditionalDirective *conditionalAt(size_t Hash) const;
  /// The #endif of the group of \p D, or null when the file ends first.
  const ConditionalDirective *endOf(const ConditionalDirective &D) const;
  /// The branches around byte \p Offset. A conditional directive's own line
  /// counts as inside the branch it opens (an #endif's as after its group).
  const BranchPath &branchesAt(unsigned Offset) const;

private:
  std::vector<IncludeDirective> Incs;
  std::vector<ConditionalDirective> Conds;
  std::vector<DefineDirective> Defs;
  llvm::StringSet<> DefinedNames;
  std::vector<BranchPath> After; // the branches after each of Conds
  BranchPath None;
};

/// A text scanned on its own, for callers without tokens (port, coverage, the
/// frontend): its tokens and their directives. Offsets are those of the text.
/// The raw lexer needs a NUL after the text: a std::string has one and is
/// scanned in place (it must outlive the scan); any other text is copied.
class DirectiveScan {
public:
  explicit DirectiveScan(const std::string &Text);
  explicit DirectiveScan(llvm::StringRef Text);
  explicit DirectiveScan(const char *Text) : DirectiveScan(llvm::StringRef(Text)) {}
  DirectiveScan(std::string &&) = delete; // would scan a temporary in place
  ~DirectiveScan();
  // Name the scan: what these return lives as long as it does.
  const RawTokens &tokens() const & { return *Toks; }
  const Directives &directives() const & { return *Dirs; }
  const std::vector<IncludeDirective> &includes() const & { return directives().includes(); }
  const Directives &directives() const && = delete;
  const std::vector<IncludeDirective> &includes() const && = delete;

private:
  std::string Copy; // of a text that is not a std::string
  std::unique_ptr<RawTokens> Toks;
  std::unique_ptr<Directives> Dirs;
};

} // namespace cu2hip
