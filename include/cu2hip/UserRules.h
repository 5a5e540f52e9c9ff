// User rules: a team's own renames, include maps, call rewrites, mapping
// overrides and names to keep, read from versioned YAML files (docs/rules.md).
#pragma once

#include "cu2hip/Mapping.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct RuleInfo;

struct UserRename {
  std::string From, To;
  std::string Files; // the `files:` glob as written; empty: every file
  bool appliesTo(llvm::StringRef Path) const;
};
struct UserInclude {
  std::string From, To; // To empty: the include is removed
};
struct UserApi {
  std::string Callee;
  int Args = -1; // -1: any argument count
  std::string Out;
};
struct UserMapping {
  std::string Cuda, Hip; // Hip empty: the built-in row is disabled
};
struct UserMacroPrefix {
  std::string From, To;
};

/// The merged rules of every file loaded, in the documented order: a later
/// rule with the same key (rename/macro-prefix `from`, include `from`, api
/// callee and argument count, mapping `cuda`) replaces an earlier one.
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

  void addRename(UserRename R);
  void addInclude(UserInclude I);
  void addApi(UserApi A);
  void addMapping(UserMapping M);
  void addMacroPrefix(UserMacroPrefix P);

private:
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver{Alloc};
  llvm::StringMap<MappingEntry> MappingRows;
};

/// Parses rule file \p Path (its text \p Text) into \p Set. Problems are
/// printed to \p Err as `file:line:col: error: ...` with the source line;
/// returns how many. \p Set is unchanged unless the file has none.
unsigned parseUserRules(llvm::StringRef Path, llvm::StringRef Text, UserRuleSet &Set,
                        llvm::raw_ostream &Err);
/// Reads and parses \p Path (see parseUserRules); an unreadable file is one error.
unsigned loadUserRules(llvm::StringRef Path, UserRuleSet &Set, llvm::raw_ostream &Err);
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
