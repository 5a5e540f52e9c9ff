// `cu2hip port`'s plan (docs/port.md): what every file of the tree is and who
// translates it, decided before any parse and without a compiler.
//
//  1. walk SRC (symlinks are not followed), sort by path;
//  2. read and classify: C/C++/CUDA text is scanned for CUDA use and #includes
//     (a cheap textual scan) -> translation units (TUs), headers, build
//     scripts, plain text, other files;
//  3. header ownership: a CUDA header is translated in the context of the
//     first TU in path order whose (transitive, textual) includes reach it, its
//     owner; a header no TU reaches is translated on its own;
//  4. shards (--shard K/N): every entry belongs to one shard by a stable hash
//     of its relative path, a header to its owner's shard, so that N shards
//     together write exactly what one unsharded run writes.
//
// Pure: nothing here parses or writes; unittests/PortPlanTest.cpp builds plans
// from files in memory.
#pragma once

#include "cu2hip/Diagnostics.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Port.h"
#include "Support/FileKinds.h"
#include "Support/Shard.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ThreadPool.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace port {

enum class Role {
  Dir,         // a directory (created in DST)
  TU,          // a CUDA translation unit
  Header,      // a CUDA file that is only included: translated in an includer's context
  BuildScript, // CMake or Makefile
  Text,        // C/C++ text without CUDA: copied (includes of renamed files updated)
  Copy,        // anything else: copied byte for byte
  Link,        // a symbolic link: recreated as a link
  Special,     // fifo, socket, device: skipped
};

enum class Status { Pending, Translated, Unchanged, Copied, Link, Skipped, Failed, NotDone };
const char *statusName(Status S);

struct PortNote {
  bool Error;
  std::string Message;
};

struct Entry {
  // --- The plan -------------------------------------------------------------------
  std::string Rel, OutRel;
  std::string Abs; // SRC/Rel
  llvm::sys::fs::file_type Type = llvm::sys::fs::file_type::type_unknown;
  llvm::sys::fs::perms Perms = llvm::sys::fs::perms_not_known;
  Role R = Role::Copy;
  support::BuildScriptKind Script = support::BuildScriptKind::None;
  bool Excluded = false, Binary = false, Loaded = false, DirectCuda = false, CudaBearing = false,
       IncludedByOther = false, ReadFailed = false;
  std::string Bytes, Hash;
  std::vector<IncludeName> IncludeNames; // read once, with the bytes of a code file
  bool Scanned = false;                  // IncludeNames holds them
  std::vector<int> Includes;
  std::string LinkTarget;

  // --- Results --------------------------------------------------------------------
  Status St = Status::Pending;
  std::vector<Diagnostic> Diags;
  std::vector<BuildScriptNote> ScriptNotes;
  std::vector<PortNote> Notes;
  std::string Owner; // headers: the TU whose translation this is ("" on its own)
  bool Owned = false;
  bool UpToDate = false, Resumed = false, ParseProblems = false, NeedsWarpHeader = false;
  std::string OutHash;
  unsigned UserRuleEdits = 0; // of the edits, those the user's rules made (docs/rules.md)
  std::map<std::string, std::string> Deps; // TUs: in-tree headers included -> their hash
  std::optional<std::string> PendingWrite; // --in-place: written at the end
  std::string Diff;
  bool Final = false;

  const char *kind() const;
};

using support::Shard;

struct PlanOptions {
  std::vector<std::string> Include, Exclude; // globs: which files are translated
  bool Rename = false;                       // .cu -> .hip, .cuh -> .hip.h
  /// The cu2hip_warp.h this build writes: a tree file with exactly this text is
  /// the helper an earlier port wrote, copied as is.
  std::string WarpHeaderText;
  Shard Part;
};

class PortPlan {
public:
  /// \p SrcAbs: the tree as given (absolute); \p SrcReal: its real path.
  void setRoots(std::string SrcAbs, std::string SrcReal) {
    this->SrcAbs = std::move(SrcAbs);
    this->SrcReal = std::move(SrcReal);
  }

  /// Lists the tree (symlinks not followed); an unreadable directory becomes
  /// a failed entry. \p SkipTop names files at the top that are not the user's.
  void walk(const std::function<bool(llvm::StringRef Name)> &SkipTop);
  /// Reads the code files and build scripts (in parallel) and classifies them.
  void load(const PlanOptions &O, llvm::ThreadPoolInterface &Pool);
  /// A file given in memory (unit tests), instead of walk() and load().
  void addFile(llvm::StringRef Rel, llvm::StringRef Bytes, const PlanOptions &O);
  /// The include graph, roles, output names, header owners and shards.
  void plan(const PlanOptions &O);

  std::vector<Entry> E;        // path order
  std::vector<int> TUs;        // entry indexes of the TUs, path order
  std::vector<int> RankOf;     // entry -> rank in TUs, or -1
  std::vector<int> OwnerRank;  // header entry -> rank of its owner TU, or -1
  std::vector<char> InShard;   // entry -> this shard does it

  int find(llvm::StringRef Rel) const;
  /// The tree entry an include of \p Spelling in entry \p From names, or -1.
  int resolveInclude(llvm::StringRef Spelling, bool Angled, int From) const;
  int followLinks(int J) const;
  int entryForPath(llvm::StringRef P) const;
  int resolveRef(llvm::StringRef Ref, llvm::StringRef FromDir) const;
  const std::string &srcAbs() const { return SrcAbs; }

private:
  bool prepare(Entry &En, const PlanOptions &O, bool &Code) const;
  static void setBytes(Entry &En, std::string Bytes, bool Code);
  void index();
  void includeGraph();
  void assignRoles(const PlanOptions &O);
  void planRenames(const PlanOptions &O);
  void planOwners();
  void planShards(const Shard &S);

  std::string SrcAbs, SrcReal;
  llvm::StringMap<int> ByRel, ByAbs;
  std::map<std::string, std::vector<int>> ByName; // file name -> entries
};

} // namespace port
} // namespace cu2hip
