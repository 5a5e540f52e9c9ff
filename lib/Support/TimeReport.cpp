// --time-report (include/cu2hip/TimeReport.h).
#include "cu2hip/TimeReport.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>
#include <chrono>
#include <sys/resource.h>
#include <time.h>

using namespace cu2hip;

namespace {
constexpr int NumPhases = static_cast<int>(Phase::Count);
constexpr int NumCounters = static_cast<int>(Counter::Count);

const char *const PhaseNames[] = {
#define CU2HIP_PHASE_NAME(E, Name) Name,
    CU2HIP_TIME_PHASES(CU2HIP_PHASE_NAME)
#undef CU2HIP_PHASE_NAME
};
const char *const CounterNames[] = {
#define CU2HIP_COUNTER_NAME(E, Name) Name,
    CU2HIP_TIME_COUNTERS(CU2HIP_COUNTER_NAME)
#undef CU2HIP_COUNTER_NAME
};

std::atomic<bool> Enabled{false};
std::atomic<uint64_t> WallNs[NumPhases];
std::atomic<uint64_t> CpuNs[NumPhases];
std::atomic<uint64_t> Counts[NumCounters];
std::chrono::steady_clock::time_point Started;
struct UnitTime {
  std::string Path;
  double Cpu, Wall;
};
std::mutex UnitsMu;
std::vector<UnitTime> UnitTimes;

// The calling thread's phase (-1: none) and when it was entered.
thread_local int Current = -1;
thread_local uint64_t SinceWall = 0, SinceCpu = 0;

uint64_t clockNs(clockid_t Id) {
  timespec T;
  clock_gettime(Id, &T);
  return uint64_t(T.tv_sec) * 1000000000u + T.tv_nsec;
}

/// Charges the time since the last change to the current phase, then makes
/// \p Next current.
void changeTo(int Next) {
  if (Enabled.load(std::memory_order_relaxed)) {
    uint64_t W = clockNs(CLOCK_MONOTONIC), C = clockNs(CLOCK_THREAD_CPUTIME_ID);
    if (Current >= 0) {
      WallNs[Current] += W - SinceWall;
      CpuNs[Current] += C - SinceCpu;
    }
    SinceWall = W;
    SinceCpu = C;
  }
  Current = Next;
}

double seconds(uint64_t Ns) { return double(Ns) / 1e9; }
} // namespace

void cu2hip::enableTimeReport() {
  Started = std::chrono::steady_clock::now();
  Enabled = true;
}

TimePhase::TimePhase(Phase P) : Saved(Current) { changeTo(static_cast<int>(P)); }
TimePhase::~TimePhase() { changeTo(Saved); }
void TimePhase::switchTo(Phase P) { changeTo(static_cast<int>(P)); }

void cu2hip::countEvent(Counter C, uint64_t N) { Counts[static_cast<int>(C)] += N; }

void cu2hip::recordUnitTime(llvm::StringRef Path, double CpuSeconds, double WallSeconds) {
  if (!Enabled)
    return;
  std::lock_guard<std::mutex> Lock(UnitsMu);
  UnitTimes.push_back({Path.str(), CpuSeconds, WallSeconds});
}

double cu2hip::threadCpuSeconds() { return seconds(clockNs(CLOCK_THREAD_CPUTIME_ID)); }

void cu2hip::printTimeReport(llvm::raw_ostream &OS, bool Json) {
  double Wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - Started).count();
  rusage RU{};
  getrusage(RUSAGE_SELF, &RU);
  double Cpu = RU.ru_utime.tv_sec + RU.ru_stime.tv_sec + (RU.ru_utime.tv_usec + RU.ru_stime.tv_usec) / 1e6;
  double RssMiB = RU.ru_maxrss / 1024.0;
  uint64_t PhaseCpu = 0;
  for (int I = 0; I < NumPhases; ++I)
    PhaseCpu += CpuNs[I];
  double Other = std::max(0.0, Cpu - seconds(PhaseCpu));
  if (Json) {
    llvm::json::Object Phases, CountsObj;
    for (int I = 0; I < NumPhases; ++I)
      Phases[PhaseNames[I]] = llvm::json::Object{{"wall_s", seconds(WallNs[I])}, {"cpu_s", seconds(CpuNs[I])}};
    for (int I = 0; I < NumCounters; ++I)
      CountsObj[CounterNames[I]] = int64_t(Counts[I].load());
    llvm::json::Array Units;
    {
      std::lock_guard<std::mutex> Lock(UnitsMu);
      for (const UnitTime &U : UnitTimes)
        Units.push_back(llvm::json::Object{{"path", U.Path}, {"cpu_s", U.Cpu}, {"wall_s", U.Wall}});
    }
    llvm::json::Object Root{{"phases", std::move(Phases)},
                            {"units", std::move(Units)},
                            {"counts", std::move(CountsObj)},
                            {"other_cpu_s", Other},
                            {"wall_s", Wall},
                            {"cpu_s", Cpu},
                            {"max_rss_mib", RssMiB}};
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
    return;
  }
  OS << "===-------------------------------------------------------------===\n"
     << "                     cu2hip time report\n"
     << "===-------------------------------------------------------------===\n";
  using CStr = const char *;
  OS << llvm::format("  %-30s %10s %10s %7s\n", CStr("phase"), CStr("wall s"), CStr("cpu s"), CStr("cpu %"));
  auto Row = [&](const char *Name, double W, double C) {
    OS << llvm::format("  %-30s %10.4f %10.4f %6.1f%%\n", Name, W, C, Cpu > 0 ? 100 * C / Cpu : 0.0);
  };
  for (int I = 0; I < NumPhases; ++I)
    Row(PhaseNames[I], seconds(WallNs[I]), seconds(CpuNs[I]));
  OS << llvm::format("  %-30s %10s %10.4f %6.1f%%\n", CStr("other (start-up, driver)"), CStr(""), Other,
                     Cpu > 0 ? 100 * Other / Cpu : 0.0);
  Row("total (process)", Wall, Cpu);
  for (int I = 0; I < NumCounters; ++I)
    OS << llvm::format("  %-30s %10llu\n", CounterNames[I], (unsigned long long)Counts[I].load());
  OS << llvm::format("  %-30s %10.1f\n", CStr("peak RSS MiB"), RssMiB);
}

TimeReportAtExit::TimeReportAtExit(llvm::StringRef Format, llvm::raw_ostream &OS)
    : Mode(Format == "json" ? 2 : Format.empty() ? 0 : 1), OS(OS) {
  if (Mode)
    enableTimeReport();
}

TimeReportAtExit::~TimeReportAtExit() {
  if (Mode)
    printTimeReport(OS, Mode == 2);
}
