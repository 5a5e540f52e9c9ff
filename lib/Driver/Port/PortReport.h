// The JSON report of `cu2hip port` (docs/port.md) as data: merging the
// reports of the N shards of one `port --shard K/N` partition.
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cu2hip {
namespace port {

/// The version of the report's shape ("cu2hip_port": 1): `report merge` reads
/// this version only.
constexpr int64_t PortReportVersion = 1;

/// The report's "summary", computed from its "files" entries (statuses,
/// parse problems, user rule edits, diagnostics): the one computation for a
/// port's own report and for a merged one. \p UserRules: the run had user
/// rules (the summary then has "user_rule_edits"). An error for an entry that
/// is not a file entry, a "user_rule_edits" that is not a count, or a sum
/// that overflows.
llvm::Expected<llvm::json::Object> summarizeReportFiles(const llvm::json::Array &Files,
                                                        bool UserRules);

struct PortReportShard {
  std::string File; // where it was read from, for messages
  llvm::json::Value Report;
};

/// The reports of every shard of one partition (each once, any order) -> the
/// report one unsharded run writes: files in path order, the summary computed
/// from them (summarizeReportFiles; the shards' summaries are not read). An
/// error (naming the files) for a report of another version, shards of
/// different runs or partitions, and a file in two shards or twice in one.
llvm::Expected<llvm::json::Value> mergePortReports(std::vector<PortReportShard> Shards);

} // namespace port
} // namespace cu2hip
