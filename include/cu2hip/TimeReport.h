// --time-report: where a run's time goes, per phase of the translation
// (docs/ARCHITECTURE.md, "Speed"). Phases are exclusive: entering a phase
// pauses the one it is nested in, so the rows add up to the time measured.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace cu2hip {

// X(Enumerator, "name in the report")
#define CU2HIP_TIME_PHASES(X)                                                                    \
  X(Setup, "setup")                                                                              \
  X(PreludeBuild, "prelude build")                                                               \
  X(PreludeLoad, "prelude load")                                                                 \
  X(Parse, "parse")                                                                              \
  X(AstRules, "AST rules")                                                                       \
  X(WarpAnalysis, "warp analysis")                                                               \
  X(RawTokenPasses, "raw-token passes")                                                          \
  X(Write, "write")

enum class Phase {
#define CU2HIP_PHASE_ENUM(E, Name) E,
  CU2HIP_TIME_PHASES(CU2HIP_PHASE_ENUM)
#undef CU2HIP_PHASE_ENUM
      Count
};

// X(Enumerator, "name in the report"): events counted alongside the phases.
#define CU2HIP_TIME_COUNTERS(X)                                                                  \
  X(Units, "units parsed")                                                                       \
  X(PreludeBuilds, "prelude builds")                                                             \
  X(PreludeMemoryHits, "prelude reuses in this process")                                         \
  X(PreludeDiskHits, "prelude cache hits on disk")                                               \
  X(PreludeDamaged, "damaged cache entries rebuilt")                                             \
  X(TranslationCacheHits, "translation cache hits")                                              \
  X(TranslationCacheMisses, "translation cache misses")                                          \
  X(TranslationCacheStores, "translation cache stores")                                          \
  X(TranslationCacheDamaged, "translation cache damaged")                                        \
  X(SkippedSystemBodies, "system function bodies skipped")                                       \
  X(DroppedSystemInstantiations, "system instantiations left out")

enum class Counter {
#define CU2HIP_COUNTER_ENUM(E, Name) E,
  CU2HIP_TIME_COUNTERS(CU2HIP_COUNTER_ENUM)
#undef CU2HIP_COUNTER_ENUM
      Count
};

/// Turns the accounting on (it costs two clock reads per phase change, so it is
/// off unless --time-report asks for it). Counters are always kept.
void enableTimeReport();

/// Charges the calling thread's time to \p P until destroyed, then goes back to
/// the enclosing phase.
class TimePhase {
public:
  explicit TimePhase(Phase P);
  ~TimePhase();
  TimePhase(const TimePhase &) = delete;
  TimePhase &operator=(const TimePhase &) = delete;
  /// Charges from now on to \p P instead (the destructor still restores the
  /// phase that was current at construction).
  void switchTo(Phase P);

private:
  int Saved;
};

void countEvent(Counter C, uint64_t N = 1);
/// Records one unit's CPU and wall time (listed per unit in the JSON report).
void recordUnitTime(llvm::StringRef Path, double CpuSeconds, double WallSeconds);
/// The calling thread's CPU time in seconds.
double threadCpuSeconds();

/// Prints the report: a table (Json false) or one JSON object (with the time
/// of every unit). Wall time per
/// phase is summed over threads; "total" is the process's wall and CPU time
/// since it started, "other" what no phase claimed.
void printTimeReport(llvm::raw_ostream &OS, bool Json);

/// Prints the report to \p OS when it goes out of scope, if \p Format is
/// "text" or "json" (the value of --time-report; "" prints nothing).
class TimeReportAtExit {
public:
  TimeReportAtExit(llvm::StringRef Format, llvm::raw_ostream &OS);
  ~TimeReportAtExit();
  /// Prints nothing after all: this process handed the work to a worker,
  /// which prints the report.
  void dismiss() { Mode = 0; }

private:
  int Mode; // 0 none, 1 text, 2 json
  llvm::raw_ostream &OS;
};

} // namespace cu2hip
