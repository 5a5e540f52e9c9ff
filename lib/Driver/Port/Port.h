// The `cu2hip port` run (docs/port.md), in parts:
//   PortPlan      walk, classify, header owners, shards (pure)
//   PortCommand   checks of the command line and paths, the run's phases
//   PortTranslate TUs with the headers they own, headers on their own, resume
//   PortOutput    every other kind of file, --in-place, cu2hip_warp.h
//   TreeWriter    atomic writes and links
//   PortState     the resume file
//   PortReport    the JSON report and the summary
#pragma once

#include "PortPlan.h"
#include "../ExportFixes.h"
#include "PortState.h"
#include "TreeWriter.h"
#include "Support/Progress.h"

#include "cu2hip/Commands.h"
#include "cu2hip/Compat.h"
#include "cu2hip/Translator.h"

#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <map>
#include <mutex>
#include <set>

namespace cu2hip {
namespace port {

class Port {
public:
  Port(const PortCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err)
      : Cmd(Cmd), Out(Out), Err(Err) {}
  int run();

private:
  using Clock = std::chrono::steady_clock;

  // --- Setup (PortCommand.cpp) --------------------------------------------------------
  int usage(const llvm::Twine &Msg) {
    Err << "cu2hip port: " << Msg << "\n";
    return ExitUsage;
  }
  int checkPaths();
  int checkReportPath();
  int checkGit();
  int createOutput();
  int loadCompileDatabase();
  void planScripts();
  std::string optionsHash() const;
  const std::string &warpHeader();
  void loadState();
  /// Where this run's state file is, in the cache directory: outputStatePath
  /// for DST, inPlaceStatePath in place ("" when there is none).
  std::string statePath() const;

  // --- Translation (PortTranslate.cpp) ------------------------------------------------
  void planResume();
  bool outputMatches(const Entry &E, llvm::StringRef Hash) const;
  /// True when the earlier run's result \p S for \p En is still its result.
  bool stateDone(const Entry &En, const StateEntry &S) const;
  Status reuseState(Entry &En, const StateEntry &S);
  void translateTU(int Rank);
  void writeOwnedHeaders(int Rank, std::vector<std::pair<int, FileResult>> &Produced);
  void translateAlone(int Idx);
  void finishUnit(int Idx, const TranslationResult &R);
  std::string rewriteIncludes(int Idx, const std::string &Text, bool WarpInclude = true) const;
  void applyTranslation(int Idx, const FileResult &F, bool Ok);
  void exportFixes(const Entry &En, llvm::StringRef Content);

  // --- --style=compat (PortCompat.cpp) ----------------------------------------------
  bool compatStyle() const { return Cmd.PortStyle == PortCommand::Style::Compat; }
  /// Checks the compat options, places the header; a usage error's status or 0.
  int planCompat();
  int hipLayer();
  void checkLayer(const Entry &L);
  bool inheritsCompat(int Idx);
  /// File \p Idx's compat translation; records what the header needs.
  std::string compatOutput(int Idx, const FileResult &F);
  std::string compatHeaderText();
  /// Writes the header (and cu2hip_warp.h beside it when needed); --check
  /// only compares. False when a write failed.
  bool writeCompat();
  void summarizeCompat();

  // --- Everything else (PortOutput.cpp) -----------------------------------------------
  /// Starts work on entry \p Idx (shown as started); false, with the entry
  /// finished as not done, once the run is interrupted.
  bool begin(int Idx);
  void processOther(int Idx);
  void buildScript(int Idx);
  void emit(int Idx, llvm::StringRef Content, bool Translated);
  void writeLink(int Idx);
  void finish(int Idx, Status S);
  void fail(int Idx, const std::string &Msg);
  void writeInPlace();
  void writeWarpHeaders();
  /// False when the state could not be written.
  bool saveState();

  // --- Results (PortReport.cpp) -------------------------------------------------------
  llvm::json::Value reportJson();
  int summarize(double Seconds);

  const PortCommand &Cmd;
  llvm::raw_ostream &Out, &Err;
  std::string SrcAbs, SrcReal, DstAbs; // TreeWriter::base(): real DST or real SRC
  bool InPlace = false, DryRun = false;
  Shard Part;
  PortPlan Plan;
  std::vector<Entry> &E = Plan.E;
  std::vector<std::pair<std::string, std::string>> Outside; // compile_commands paths outside SRC
  std::string DbHash;
  FixesExport Fixes; // --export-fixes
  BuildScriptOptions ScriptOpts;
  TreeWriter Writer;

  std::unique_ptr<Translator> T;
  std::vector<char> SkipTU;   // rank -> its translation is reused from the state
  std::vector<char> FromDisk; // header -> reused with its owner
  StateMap State;
  bool StateUsable = false;
  std::vector<InPlaceWrite> InPlaceWrites; // --in-place: saved with the state

  std::mutex Mu; // results, TU completion
  std::mutex HashMu;
  std::unique_ptr<support::Progress> Prog;
  std::atomic<size_t> Outstanding{0};
  std::mutex WaitMu;
  std::condition_variable WaitCv;
  Clock::time_point LastStateSave = Clock::now();
  bool WasInterrupted = false;
  bool WarpHeaderLoaded = false;
  std::string WarpHeaderText;

  // --style=compat
  std::string CompatRel, CompatOld; // the header's path in the tree; its earlier text
  bool Layer = false;               // CompatRel is the project's own HIP layer, extended
  std::once_flag CarriesOnce;
  std::vector<char> Carries;        // entry -> its original includes a CUDA header
  std::vector<compat::LayerEntry> LayerEntries; // what the layer maps itself
  std::vector<Version> CompatTargets;
  std::mutex CompatMu;
  std::map<std::string, std::set<std::string>> CompatNames; // CUDA name -> HIP names files gave
  bool CompatWarp = false;
  unsigned ForkLines = 0, CompatLines = 0, CompatBlocks = 0;
  std::vector<std::string> CompatStale; // --check
  bool CompatWriteFailed = false;
};

} // namespace port
} // namespace cu2hip
