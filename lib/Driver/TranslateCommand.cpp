#include "cu2hip/Commands.h"
#include "ExportFixes.h"
#include "Sarif.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Output.h"
#include "cu2hip/TimeReport.h"
#include "cu2hip/Translator.h"
#include "Frontend/Frontend.h"
#include "Support/FileKinds.h"
#include "Support/Progress.h"

#include "clang/Tooling/JSONCompilationDatabase.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <map>
#include <optional>
#include <set>
#include <thread>

#include "llvm/Support/MemoryBuffer.h"

using namespace cu2hip;

const std::vector<std::string> &cu2hip::progressValues() { return support::Progress::optionValues(); }

namespace {
int usage(llvm::raw_ostream &Err, const llvm::Twine &Msg) {
  Err << "cu2hip translate: " << Msg << "\n";
  return ExitUsage;
}

bool samePath(llvm::StringRef A, llvm::StringRef B) {
  if (A == B)
    return true;
  llvm::sys::fs::UniqueID IA, IB;
  return !llvm::sys::fs::getUniqueID(A, IA) && !llvm::sys::fs::getUniqueID(B, IB) && IA == IB;
}
} // namespace

int cu2hip::runTranslate(const TranslateCommand &Cmd, llvm::raw_ostream &Out,
                         llvm::raw_ostream &Err) {
  TimeReportAtExit Report(Cmd.Opts.TimeReport, Err);
  if (Cmd.Files.empty())
    return usage(Err, "no input files");
  int Modes = !Cmd.OutFile.empty() + !Cmd.OutDir.empty() + Cmd.InPlace;
  if (Modes > 1)
    return usage(Err, "-o, --out-dir and --in-place are mutually exclusive");
  if (Cmd.Backup && !Cmd.InPlace)
    return usage(Err, "--backup only makes sense with --in-place");
  if (Cmd.Files.size() > 1 && (Modes == 0 || !Cmd.OutFile.empty()))
    return usage(Err, "several input files need --out-dir DIR or --in-place");
  if (!Cmd.Opts.BuildDir.empty())
    if (auto DB = loadCompileDatabase(Cmd.Opts.BuildDir); !DB)
      return usage(Err, llvm::toString(DB.takeError()));
  // --export-fixes never replaces a file that is not one (the inputs included).
  if (!Cmd.ExportFixes.empty())
    if (llvm::Error E = checkOutputFile(Cmd.ExportFixes, OwnOutput::Fixes, {}))
      return usage(Err, "--export-fixes: " + llvm::toString(std::move(E)));
  // So does --sarif (a SARIF log cu2hip wrote is replaced).
  if (!Cmd.Sarif.empty())
    if (llvm::Error E = checkOutputFile(Cmd.Sarif, OwnOutput::Sarif, {}))
      return usage(Err, "--sarif: " + llvm::toString(std::move(E)));

  // One file named twice (the same path, another spelling, a symlink or a hard
  // link) is translated once: with --in-place --backup a second pass would
  // back up the first pass's output over the original.
  std::vector<std::string> Files;
  {
    std::set<std::pair<uint64_t, uint64_t>> SeenIds;
    std::set<std::string> SeenPaths;
    for (const std::string &F : Cmd.Files) {
      llvm::sys::fs::UniqueID Id;
      bool Fresh = llvm::sys::fs::getUniqueID(F, Id)
                       ? SeenPaths.insert(F).second
                       : SeenIds.insert({Id.getDevice(), Id.getFile()}).second;
      if (Fresh)
        Files.push_back(F);
    }
  }

  // A file named on the command line is translated when it is code by its
  // extension (FileKinds.def, or .hip: HIP already, translated again), or has
  // none. Anything else (a README.md, a CMakeLists.txt) would only gain an
  // include: it is refused before anything is written.
  for (const std::string &F : Files) {
    llvm::StringRef Ext = llvm::sys::path::extension(F);
    if (!Ext.empty() && !support::isCodeFile(F) && !Ext.equals_insensitive(".hip"))
      return usage(Err, "'" + F + "' is not a C, C++, CUDA or HIP source or header by its extension (" +
                            support::codeFileExtensionList() + ", .hip, or none): not translated");
  }

  // Where each input goes; empty means stdout.
  std::vector<std::string> Outputs(Files.size());
  for (size_t I = 0; I < Files.size(); ++I) {
    if (!Cmd.OutFile.empty())
      Outputs[I] = Cmd.OutFile;
    else if (!Cmd.OutDir.empty()) {
      llvm::SmallString<256> P(Cmd.OutDir);
      llvm::sys::path::append(P, llvm::sys::path::filename(Files[I]));
      Outputs[I] = std::string(P);
    } else if (Cmd.InPlace) {
      // A symlink is followed: its target is rewritten (and backed up beside
      // the target); the link stays a link.
      llvm::SmallString<256> Real;
      Outputs[I] = llvm::sys::fs::real_path(Files[I], Real) ? Files[I] : std::string(Real);
    }
  }
  // -o into a directory that does not exist yet creates it, as --out-dir does.
  if (!Cmd.OutFile.empty() && Cmd.OutFile != "-") {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Cmd.OutFile);
    if (!Parent.empty())
      if (std::error_code EC = llvm::sys::fs::create_directories(Parent)) {
        Err << "cu2hip translate: cannot create output directory '" << Parent << "': " << EC.message()
            << "\n";
        return ExitFailed;
      }
  }
  if (!Cmd.OutDir.empty()) {
    if (std::error_code EC = llvm::sys::fs::create_directories(Cmd.OutDir)) {
      Err << "cu2hip translate: cannot create output directory '" << Cmd.OutDir
          << "': " << EC.message() << "\n";
      return ExitFailed;
    }
    std::map<std::string, std::string> Seen;
    for (size_t I = 0; I < Outputs.size(); ++I)
      if (!Seen.emplace(Outputs[I], Files[I]).second)
        return usage(Err, "'" + Files[I] + "' and '" + Seen[Outputs[I]] +
                              "' would both be written to '" + Outputs[I] + "'");
  }

  Translator T(Cmd.Opts);
  if (Cmd.Opts.Verbose) {
    std::string Found;
    if (!Cmd.Opts.HipTarget.isSet())
      detectHipVersion(&Found);
    Err << "cu2hip: translating for HIP " << T.options().HipTarget.str() << " ("
        << (Cmd.Opts.HipTarget.isSet() ? std::string("--hip-version")
            : Found.empty()            ? std::string("no hip/hip_version.h found: the newest HIP the tables know")
                                       : "from " + Found)
        << ")\n";
  }

  // A unit whose inputs an earlier run saw unchanged comes from the
  // translation cache here, before any worker process: a run in which every
  // unit does parses nothing, so has nothing to contain and starts no worker
  // (a fork and its copied pages, about a tenth of such a run). The worker is
  // a fork of this process from below, and inherits what was found.
  std::vector<TranslationResult> Results(Files.size());
  std::vector<size_t> Todo;
  for (size_t I = 0; I < Files.size(); ++I) {
    if (std::optional<TranslationResult> Hit = T.cachedResult(Files[I]))
      Results[I] = std::move(*Hit);
    else
      Todo.push_back(I);
  }
  if (!Todo.empty()) {
    if (std::optional<int> RC = runSupervised("translate", Cmd.Limits, Err)) {
      Report.dismiss();
      return *RC;
    }
    unsigned Jobs = workerJobs()  ? workerJobs()
                    : Cmd.Jobs    ? Cmd.Jobs
                                  : llvm::hardware_concurrency().compute_thread_count();
    Jobs = std::max(1u, std::min<unsigned>(Jobs, Todo.size()));
    support::Progress::Mode Mode =
        Cmd.Quiet || Todo.size() < 2
            ? support::Progress::None
            : support::Progress::modeFor(Cmd.Progress, support::Progress::None).value_or(support::Progress::None);
    support::Progress Prog(Err, Mode, Todo.size(), "cu2hip translate", "files");
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
    for (size_t I : Todo)
      Pool.async([&, I] {
        Prog.started(Files[I]);
        Results[I] = T.translate(Files[I], {}, Translator::CacheUse::Parse);
        Prog.finished();
      });
    // Redrawn from this thread while the pool works; without a display there
    // is nothing to wait for but the pool.
    while (Mode != support::Progress::None && Prog.done() < Todo.size()) {
      Prog.tick();
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    Pool.wait();
    Prog.clear();
  }

  FixesExport Fixes;
  // --sarif: every diagnostic, whatever -q and -v show (SARIF levels say which matter).
  // Collected only when asked for: a result reads its file for the column.
  std::optional<SarifLog> Sarif;
  if (!Cmd.Sarif.empty())
    Sarif.emplace(Cmd.SarifRoot, "cu2hip CUDA-to-HIP translator");
  auto Tell = [&](const Diagnostic &D) {
    printDiagnostic(Err, D, Cmd.Color);
    if (Sarif)
      Sarif->add(D);
  };
  bool AnyFailed = false, WarpHeaderOnStdout = false;
  std::set<std::string> HeaderDirs;
  unsigned Edits = 0, Changed = 0, UserRuleEdits = 0;
  DiagSummary Sum;
  for (size_t I = 0; I < Results.size(); ++I) {
    TranslationResult &R = Results[I];
    for (const Diagnostic &D : R.Diags) {
      // -q is quiet: remarks (one per rewrite decision, thousands in a large
      // file) only with -v; warnings and errors always.
      if (!Cmd.Quiet || Cmd.Opts.Verbose || D.severity() != Severity::Remark)
        printDiagnostic(Err, D, Cmd.Color);
      if (Sarif)
        Sarif->add(D);
      Sum.add(D);
    }
    if (!R.Ok) {
      AnyFailed = true;
      continue;
    }
    const FileResult &F = R.Files.front();
    // The edits are of the input's bytes, except for UTF-16 input (of its
    // UTF-8 decoding).
    if (F.Utf16)
      Fixes.skip(Files[I], "UTF-16: its edits are of its UTF-8 decoding");
    else
      Fixes.add(Files[I], F.Replacements);
    Edits += F.Edits;
    UserRuleEdits += F.UserRuleEdits;
    Changed += F.changed();
    if (Outputs[I].empty()) {
      WarpHeaderOnStdout |= F.NeedsWarpHeader;
      Out << F.Output;
      Out.flush();
      continue;
    }
    if (!Cmd.InPlace && samePath(Outputs[I], Files[I])) {
      Tell(makeDiag(DiagId::RefuseOverwrite, Files[I], 0, 0, Files[I]));
      AnyFailed = true;
      continue;
    }
    if (Cmd.InPlace && !F.changed())
      continue;
    if (Cmd.InPlace && Cmd.Backup) {
      // The bytes translated are the bytes kept: never re-read a file that may
      // have changed since, never replace an earlier FILE.orig.
      std::string Backup = chooseBackupPath(Outputs[I], F.Original);
      llvm::Error E = Backup.empty()
                          ? llvm::createStringError(std::errc::file_exists,
                                                    "no free backup name (FILE.orig ... FILE.orig.999)")
                          : writeFileAtomically(Backup, F.Original);
      if (E) {
        Tell(makeDiag(DiagId::CannotWrite, Files[I], 0, 0, llvm::toString(std::move(E)) + "; file left unchanged"));
        AnyFailed = true;
        continue;
      }
    }
    if (llvm::Error E = writeFileAtomically(Outputs[I], F.Output)) {
      Tell(makeDiag(DiagId::CannotWrite, Files[I], 0, 0, llvm::toString(std::move(E))));
      AnyFailed = true;
      continue;
    }
    if (F.NeedsWarpHeader)
      HeaderDirs.insert(std::string(llvm::sys::path::parent_path(Outputs[I])));
  }
  if (!HeaderDirs.empty()) {
    auto Text = warpHeaderText(Cmd.Opts.ShareDir);
    if (!Text) {
      Err << "cu2hip translate: " << llvm::toString(Text.takeError()) << "\n";
      AnyFailed = true;
    } else {
      for (const std::string &Dir : HeaderDirs) {
        llvm::SmallString<256> P(Dir.empty() ? "." : Dir);
        llvm::sys::path::append(P, WarpHeaderName);
        // An identical header is left alone (writeFileAtomically).
        if (llvm::Error E = writeFileAtomically(P, *Text)) {
          Err << "cu2hip translate: " << llvm::toString(std::move(E)) << "\n";
          AnyFailed = true;
        }
      }
    }
  }
  if (!Cmd.ExportFixes.empty()) {
    for (const std::string &S : Fixes.skipped())
      Err << "cu2hip translate: warning: --export-fixes: " << S << "; left out\n";
    if (llvm::Error E = Fixes.write(Cmd.ExportFixes, Files.front())) {
      Err << "cu2hip translate: cannot write --export-fixes: " << llvm::toString(std::move(E)) << "\n";
      AnyFailed = true;
    }
  }
  if (Sarif)
    if (llvm::Error E = Sarif->write(Cmd.Sarif, !AnyFailed)) {
      Err << "cu2hip translate: cannot write --sarif: " << llvm::toString(std::move(E)) << "\n";
      AnyFailed = true;
    }
  if (WarpHeaderOnStdout && !Cmd.Quiet)
    Err << "cu2hip: note: the output includes \"" << WarpHeaderName
        << "\"; write it beside the output with `cu2hip warp-header -o DIR/" << WarpHeaderName
        << "`\n";

  if (!Cmd.Quiet) {
    Err << "cu2hip: " << Results.size() << (Results.size() == 1 ? " file" : " files")
        << " for HIP " << T.options().HipTarget.str() << ": " << Changed << " changed, " << Edits
        << " edits";
    if (UserRuleEdits)
      Err << " (" << UserRuleEdits << " by user rules)";
    Err << "; " << Sum.UnsupportedUses << " unsupported API uses";
    if (!Sum.Unsupported.empty())
      Err << " (" << mostFrequent({Sum.Unsupported.begin(), Sum.Unsupported.end()}, 5) << ")";
    Err << "; " << Sum.InlineAsm << " inline asm; " << Sum.ParseProblems << " parse problems";
    if (AnyFailed)
      Err << "; some files FAILED";
    Err << "\n";
  }
  if (AnyFailed)
    return ExitFailed;
  if (Cmd.Werror && Sum.UnsupportedUses + Sum.InlineAsm > 0)
    return ExitFailed;
  return ExitOk;
}
