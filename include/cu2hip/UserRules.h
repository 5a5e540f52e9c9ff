// User rules: a team's own renames, include maps, call rewrites, mapping
// overrides and names to keep, read from versioned YAML files (docs/rules.md).
#pragma once

#include "cu2hip/Mapping.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct RuleInfo;

// Every rule keeps where its fields were written (an SMLoc into the rule
// file's text, which its UserRuleSet holds), so a problem found only once the
// files are merged (checkUserRules) is still reported at file:line:col.
struct UserRename {
  std::string From, To;
  std::string Files; // the `files:` glob as written; empty: every file
  llvm::SMLoc FromLoc, ToLoc;
  bool appliesTo(llvm::StringRef Path) const;
};
struct UserInclude {
  std::string From, To; // To empty: the include is removed
  llvm::SMLoc FromLoc, ToLoc;
};
struct UserApi {
  std::string Callee;
  int Args = -1; // -1: any argument count
  std::string Out;
  llvm::SMLoc CalleeLoc;
};
struct UserMapping {
  std::string Cuda, Hip; // Hip empty: the built-in row is disabled
  llvm::SMLoc CudaLoc, HipLoc;
};
struct UserMacroPrefix {
  std::string From, To;
  llvm::SMLoc FromLoc, ToLoc;
};

/// `options: {warp-model: native, ...}`: a command-line option's value set
/// for the project (docs/rules.md); which keys and values are allowed is the
/// option table's to say (include/cu2hip/Options.def), checked by the driver.
struct UserOption {
  std::string Key;
  std::vector<std::string> Values; // one, or a list's
  llvm::SMLoc KeyLoc, ValueLoc;
};

/// The rules of one file in file order, before they are merged.
struct UserRuleBatch {
  std::vector<UserOption> Options;
  std::vector<UserRename> Renames;
  std::vector<UserInclude> Includes;
  std::vector<UserApi> Apis;
  std::vector<UserMapping> Mappings;
  std::vector<std::string> Keep;
  std::vector<UserMacroPrefix> MacroPrefixes;
};

/// The merged rules of every file loaded, in the documented order: a later
/// rule with the same key (rename `from` and `files`, macro-prefix `from`,
/// include `from`, api callee and argument count, mapping `cuda`) replaces an
/// earlier one. The vectors are in load order (a replaced rule moves to its
/// replacement's place); lookups go through indexes built by merge().
class UserRuleSet {
public:
  UserRuleSet() = default;
  UserRuleSet(const UserRuleSet &) = delete;
  UserRuleSet &operator=(const UserRuleSet &) = delete;

  std::vector<std::string> Sources; // the files merged, in order
  std::vector<UserRename> Renames;
  std::vector<UserInclude> Includes;
  std::vector<UserApi> Apis;
  std::vector<UserMapping> Mappings;
  llvm::StringSet<> Keep;
  std::vector<UserMacroPrefix> MacroPrefixes;
  /// The options the files set; a later file's value for a key wins.
  std::vector<UserOption> Options;

  size_t size() const {
    return Renames.size() + Includes.size() + Apis.size() + Mappings.size() + Keep.size() +
           MacroPrefixes.size();
  }
  bool empty() const { return size() == 0; }
  bool keeps(llvm::StringRef Name) const { return Keep.count(Name); }
  const UserInclude *include(llvm::StringRef Header) const;
  /// The mapping row \p Cuda has under the user's overrides: nullptr when no
  /// override names it; a row with an empty Hip when the user disabled it.
  const MappingEntry *mapping(llvm::StringRef Cuda) const;
  /// The rename of \p Name in file \p Path: the last rule for the name whose
  /// glob matches; nullptr if none.
  const UserRename *rename(llvm::StringRef Name, llvm::StringRef Path) const;
  /// The first macro-prefix rule whose `from` starts \p Name (and is shorter).
  const UserMacroPrefix *macroPrefix(llvm::StringRef Name) const;
  /// The api rules for callee \p Name, in load order.
  llvm::ArrayRef<unsigned> apisFor(llvm::StringRef Name) const;

  /// Merges \p B (one file's rules) in: later wins, in time linear in the
  /// rules of both (issue 26: a quadratic merge took minutes for 300k rules).
  void merge(UserRuleBatch B);

  /// The texts of the rule files read (every rule's SMLoc points into one).
  llvm::SourceMgr &sourceMgr() { return SM; }
  const llvm::SourceMgr &sourceMgr() const { return SM; }
  /// Keeps a copy of \p Text named \p Path for as long as the set lives.
  llvm::MemoryBufferRef keepText(llvm::StringRef Path, llvm::StringRef Text);

private:
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver{Alloc};
  llvm::StringMap<MappingEntry> MappingRows;
  llvm::StringMap<llvm::SmallVector<unsigned, 1>> RenamesByFrom;
  llvm::StringMap<unsigned> IncludeByFrom;
  llvm::StringMap<llvm::SmallVector<unsigned, 1>> ApisByCallee;
  llvm::StringMap<unsigned> PrefixByFrom;
  std::vector<size_t> PrefixLengths; // the distinct lengths of macro-prefix `from`s
  llvm::SourceMgr SM;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Texts;

  void reindex();
};

/// Parses rule file \p Path (its text \p Text) into \p Set: the syntax and
/// each field by itself. Problems are printed to \p Err as
/// `file:line:col: error: ...` with the source line; returns how many. The
/// rules of \p Set are unchanged unless the file has none. What depends on
/// the other rules (idempotence) is checkUserRules' business.
unsigned parseUserRules(llvm::StringRef Path, llvm::StringRef Text, UserRuleSet &Set,
                        llvm::raw_ostream &Err);
/// Reads and parses \p Path (see parseUserRules); an unreadable file is one error.
unsigned loadUserRules(llvm::StringRef Path, UserRuleSet &Set, llvm::raw_ostream &Err);
/// The one check that merged rules keep translation idempotent (translating
/// the output again changes nothing): no rule's output is another rule's (or
/// its own, or the built-in tables') input — rename chains and swaps whatever
/// their `files` globs, macro-prefix cycles, mapping rows feeding renames —,
/// no C++ keyword or CUDA qualifier is renamed or renamed to, no include
/// field holds a control character or a delimiter. Each problem is printed
/// at the file:line:col of the rule that has it; returns how many. Linear in
/// the number of rules (hash maps and tries, no pairwise comparison).
unsigned checkUserRules(const UserRuleSet &Set, llvm::raw_ostream &Err);
/// Loads \p Paths in order into \p Set, then, when they all parsed,
/// checkUserRules on the merged set: what `rules check` and loadRuleFiles
/// (translate, port, coverage, warp-check) both call. Returns the errors.
unsigned loadAndCheckUserRules(llvm::ArrayRef<std::string> Paths, UserRuleSet &Set,
                               llvm::raw_ostream &Err);
/// The project default rule file: `.cu2hip.yaml` in \p Start (a file's
/// directory, or a directory) or the nearest parent holding one; "" if none.
std::string findProjectRules(llvm::StringRef Start);
struct TranslateOptions;
/// Loads the project default (findProjectRules(\p Start), when \p Start is
/// given) and then O.RuleFiles into O.UserRules. On any error prints them all
/// to \p Err and returns false: the caller writes nothing and exits 2.
bool loadRuleFiles(TranslateOptions &O, llvm::StringRef Start, llvm::raw_ostream &Err);
/// The effective rules as YAML: the built-in rule table (\p BuiltIn, from
/// listRules()), the mapping rows the user overrides or disables, then the
/// user's rules.
void printEffectiveRules(const UserRuleSet &Set, llvm::ArrayRef<RuleInfo> BuiltIn,
                         llvm::raw_ostream &OS);

} // namespace cu2hip
