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

/// A diagnostic as the state file and the report write it
/// (llvm::json::Value borrows StringRefs: every string here is copied).
llvm::json::Value diagToJson(const Diagnostic &D, const std::string &FileRel);
std::optional<Diagnostic> diagFromJson(const llvm::json::Value &V);

} // namespace port
} // namespace cu2hip
