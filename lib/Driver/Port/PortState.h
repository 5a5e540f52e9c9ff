// `cu2hip port`'s resume file (DST/.cu2hip-state.json; one per shard,
// .cu2hip-state.K-of-N.json): for every translated file, the hash of its
// source and output, its includes' hashes, owner and diagnostics, so that a
// repeated or interrupted run skips what is up to date (docs/port.md).
#pragma once

#include "PortPlan.h"

#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <string>

namespace cu2hip {
namespace port {

/// A manifest entry from an earlier run.
struct StateEntry {
  std::string Src, Out, OutHash, Status, Owner;
  std::map<std::string, std::string> Deps;
  bool WarpHeader = false, ParseProblems = false;
  std::vector<Diagnostic> Diags;
};
using StateMap = std::map<std::string, StateEntry>;

/// The state file's name for this run.
std::string stateFileName(const Shard &S);
/// True for every name stateFileName() can return (not ported as the user's).
bool isStateFileName(llvm::StringRef Name);

/// The state saved at \p Path, when it exists, is well-formed and was written
/// with the options whose hash is \p OptionsHash.
std::optional<StateMap> readState(llvm::StringRef Path, llvm::StringRef OptionsHash);

/// The state of the finished TUs and headers of \p Plan this run did.
llvm::json::Value stateJson(const PortPlan &Plan, llvm::StringRef OptionsHash);

/// --in-place: one file the run rewrites (From -> To, content hashes) and the
/// backup it keeps (relative to SRC; "" with --no-backup).
struct InPlaceWrite {
  std::string Rel, From, To, Backup;
};
/// An in-place run writes no state into the tree it rewrites: its state file
/// lives in cu2hip's cache directory, named after the tree's real path ("" without
/// a cache directory), and lists the writes it makes (saved before the first),
/// so that a rerun can tell its own changes from the user's (Port::checkGit)
/// and reuse the files that already hold its output (Port::planResume).
std::string inPlaceStatePath(llvm::StringRef SrcReal, const Shard &S);
/// A port into DST keeps its state in the cache directory too, named after
/// DST's real path: the output tree holds only what a project commits
/// (issue "Real repositories", item 5). "" without a cache directory.
std::string outputStatePath(llvm::StringRef DstReal, const Shard &S);
/// Keeps the resume files of ports into other output directories (beside
/// \p Keep, the one this run wrote, which stays) under OutputStatesMaxBytes,
/// least recently written first: a CI job porting into a new workspace each
/// time would otherwise leave one behind every run (docs/caching.md).
/// In-place states are not touched: they list the backups of their writes.
void boundOutputStates(llvm::StringRef Keep);
constexpr uint64_t OutputStatesMaxBytes = uint64_t(256) << 20;
llvm::json::Value inPlaceWritesJson(const std::vector<InPlaceWrite> &Writes);
/// The writes listed in the state file at \p Path, whatever its options
/// (empty when there is none or it cannot be read).
std::vector<InPlaceWrite> readInPlaceWrites(llvm::StringRef Path);

/// A diagnostic as the state file and the report write it
/// (llvm::json::Value borrows StringRefs: every string here is copied).
llvm::json::Value diagToJson(const Diagnostic &D, const std::string &FileRel);
std::optional<Diagnostic> diagFromJson(const llvm::json::Value &V);

} // namespace port
} // namespace cu2hip
