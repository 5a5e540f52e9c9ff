// The JSON report of `cu2hip port` (docs/port.md) as data: merging the
// reports of the N shards of one `port --shard K/N` partition.
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <vector>

namespace cu2hip {
namespace port {

/// The reports of every shard of one partition (each once, any order) -> the
/// report one unsharded run writes: files in path order, the summary added up.
llvm::Expected<llvm::json::Value> mergePortReports(std::vector<llvm::json::Value> Shards);

} // namespace port
} // namespace cu2hip
