// --format json: the schema of docs/coverage.md ("cu2hip-coverage/1"). Keys
// appear in a fixed order; every timing is under a key named "time_s" so that
// two runs can be compared after dropping those keys.
#include "Emitters.h"

#include "cu2hip/Config.h"

using namespace cu2hip;
using llvm::json::OStream;

namespace {
void str(OStream &J, llvm::StringRef Key, llvm::StringRef V) { J.attribute(Key, report::utf8(V)); }

void number(OStream &J, llvm::StringRef Key, double V, const char *Fmt) {
  J.attributeBegin(Key);
  J.rawValue([&](llvm::raw_ostream &OS) { OS << llvm::format(Fmt, V); });
  J.attributeEnd();
}
void seconds(OStream &J, double V) { number(J, "time_s", V, "%.3f"); }
void pct(OStream &J, llvm::StringRef Key, double V) { number(J, Key, V, "%.1f"); }

void strings(OStream &J, llvm::StringRef Key, const std::vector<std::string> &V) {
  J.attributeArray(Key, [&] {
    for (const std::string &S : V)
      J.value(report::utf8(S));
  });
}

void apiCounts(OStream &J, const ApiCount &Total, const std::map<std::string, ApiCount> &ByArea) {
  J.attribute("total", Total.Total);
  J.attribute("converted", Total.Converted);
  pct(J, "pct", Total.pct());
  J.attributeObject("by_area", [&] {
    for (const auto &KV : ByArea)
      J.attributeObject(KV.first, [&, &C = KV.second] {
        J.attribute("total", C.Total);
        J.attribute("converted", C.Converted);
        pct(J, "pct", C.pct());
      });
  });
}

void stageCommon(OStream &J, const StageResult &S) {
  str(J, "status", stageStatusName(S.Status));
  str(J, "message", S.Message);
  str(J, "detail", S.Detail);
  seconds(J, S.Seconds);
}

void archs(OStream &J, const std::vector<ArchResult> &Archs) {
  J.attributeArray("archs", [&] {
    for (const ArchResult &A : Archs)
      J.object([&] {
        str(J, "arch", A.Arch);
        str(J, "status", stageStatusName(A.Status));
        str(J, "message", A.Message);
        str(J, "first_error", A.FirstError);
        J.attribute("cached", A.Cached);
        seconds(J, A.Seconds);
      });
  });
}

void stageSummary(OStream &J, const StageSummary &St, unsigned Programs) {
  J.attribute("passed", St.Passed);
  J.attribute("failed", St.Failed);
  J.attribute("needs_library", St.NeedsLibrary);
  J.attribute("skipped", St.Skipped);
  J.attribute("reached", St.Reached);
  pct(J, "pct_passed", report::percent(St.Passed, Programs));
  pct(J, "pct_reached", report::percent(St.Reached, Programs));
  seconds(J, St.Seconds);
}

/// A program's columns of a target list: "targets": {"6.4": {...}, ...}.
void targets(OStream &J, const ProgramResult &P) {
  J.attributeObject("targets", [&] {
    for (const TargetResult &T : P.Targets)
      J.attributeObject(T.HipVersion, [&] {
        str(J, "category", T.category());
        J.attributeObject("translate", [&] {
          stageCommon(J, T.Translate);
          J.attribute("left", T.Left);
        });
        J.attributeObject("compile", [&] {
          stageCommon(J, T.Compile);
          strings(J, "needs", T.NeedsLibraries);
          strings(J, "link_flags", T.LinkFlags);
          archs(J, T.Archs);
        });
        J.attributeObject("api", [&] {
          J.attribute("total", T.ApiTotal.Total);
          J.attribute("converted", T.ApiTotal.Converted);
          pct(J, "pct", T.ApiTotal.pct());
        });
      });
  });
}

/// A finding's place relative to the corpus root, and its link with --source-url.
void location(OStream &J, const CoverageReport &R, const ProgramResult &P, llvm::StringRef File,
              unsigned Line, unsigned Col) {
  SourceLocation L = R.locate(P, File, Line, Col);
  str(J, "path", L.Path);
  if (!R.SourceUrl.empty()) // only with --source-url: other reports keep their shape
    str(J, "url", L.Url);
}

void program(OStream &J, const CoverageReport &R, const ProgramResult &P) {
  const CorpusProgram &M = P.Manifest;
  RequestedStages Req = R.requested();
  J.object([&] {
    str(J, "name", M.Name);
    str(J, "dir", M.Dir);
    str(J, "summary", M.Summary);
    strings(J, "features", M.Features);
    strings(J, "sources", M.Sources);
    strings(J, "libraries", M.Libraries);
    str(J, "expect", M.Expect);
    strings(J, "args", M.Args);
    str(J, "expect_output", M.ExpectOutput);
    J.attribute("expect_exit", M.ExpectExit);
    J.attribute("manifest", !M.Found);
    J.attribute("warp_sensitive", M.WarpSensitive);
    strings(J, "hip_gaps", M.HipGaps);
    str(J, "category", P.category(Req));
    if (auto Reached = P.reached(Req))
      str(J, "reached", stageName(*Reached));
    else
      J.attribute("reached", nullptr);
    J.attributeObject("stages", [&] {
      J.attributeObject("translate", [&] { stageCommon(J, P.stage(Stage::Translate)); });
      J.attributeObject("compile", [&] {
        stageCommon(J, P.stage(Stage::Compile));
        strings(J, "needs", P.NeedsLibraries);
        strings(J, "link_flags", P.LinkFlags);
        archs(J, P.Archs);
      });
      J.attributeObject("run", [&] {
        stageCommon(J, P.stage(Stage::Run));
        if (P.ExitCode)
          J.attribute("exit_code", *P.ExitCode);
        else
          J.attribute("exit_code", nullptr);
        if (P.CpuBuild.Status != StageStatus::Skipped)
          J.attributeObject("cpu_build", [&] {
            str(J, "status", stageStatusName(P.CpuBuild.Status));
            str(J, "message", P.CpuBuild.Message);
            str(J, "first_error", P.CpuBuild.FirstError);
            J.attribute("cached", P.CpuBuild.Cached);
            seconds(J, P.CpuBuild.Seconds);
          });
        else
          J.attribute("cpu_build", nullptr);
      });
      J.attributeObject("verify", [&] {
        stageCommon(J, P.stage(Stage::Verify));
        str(J, "expected", M.Expect);
        str(J, "got", P.LastLine);
        if (P.Divergence)
          J.attributeObject("divergence", [&] {
            J.attribute("line", P.Divergence->Line);
            str(J, "wave32", P.Divergence->Wave32);
            str(J, "wave64", P.Divergence->Wave64);
          });
        else
          J.attribute("divergence", nullptr);
        // Only for a differential run: other reports keep their shape.
        if (P.Differential)
          J.attributeObject("differential", [&] {
            J.attributeObject("reference", [&] { stageCommon(J, P.Differential->Reference); });
            J.attributeArray("candidates", [&] {
              for (const DifferentialResult::Candidate &C : P.Differential->Candidates)
                J.object([&] {
                  J.attribute("wave", C.Wave);
                  str(J, "difference", C.Difference);
                  str(J, "kernel", C.Kernel);
                  J.attribute("launch", C.Launch);
                });
            });
          });
      });
    });
    if (!P.Targets.empty()) // only with a target list: other reports keep their shape
      targets(J, P);
    J.attributeArray("waves", [&] {
      for (const WaveRun &W : P.Waves)
        J.object([&] {
          J.attribute("wave", W.Wave);
          J.attributeObject("run", [&] {
            stageCommon(J, W.Run);
            if (W.ExitCode)
              J.attribute("exit_code", *W.ExitCode);
            else
              J.attribute("exit_code", nullptr);
          });
          J.attributeObject("verify", [&] {
            stageCommon(J, W.Verify);
            str(J, "got", W.LastLine);
          });
        });
    });
    J.attributeObject("api", [&] { apiCounts(J, P.ApiTotal, P.Api); });
    J.attributeArray("unconverted", [&] {
      for (const Unconverted &U : P.Blocking)
        J.object([&] {
          str(J, "name", U.Name);
          str(J, "kind", U.Kind);
          str(J, "area", areaName(U.Where));
          str(J, "file", U.File);
          J.attribute("line", U.Line);
          J.attribute("column", U.Column);
          location(J, R, P, U.File, U.Line, U.Column);
        });
    });
    J.attributeObject("warp", [&] {
      unsigned Fixed = 0;
      for (const WarpFinding &W : P.Warp)
        Fixed += W.Fixed;
      J.attribute("found", unsigned(P.Warp.size()));
      J.attribute("fixed", Fixed);
      J.attributeArray("sites", [&] {
        for (const WarpFinding &W : P.Warp)
          J.object([&] {
            str(J, "file", W.File);
            J.attribute("line", W.Line);
            J.attribute("column", W.Column);
            location(J, R, P, W.File, W.Line, W.Column);
            str(J, "id", W.Code);
            str(J, "name", W.Name);
            str(J, "message", W.Message);
            J.attribute("fixed", W.Fixed);
          });
      });
    });
    J.attribute("parse_problems", P.ParseProblems);
    J.attributeArray("files", [&] {
      for (const TranslatedFile &F : P.Files)
        J.object([&] {
          str(J, "path", F.Path);
          J.attribute("ok", F.Ok);
          J.attribute("changed", F.Changed);
          J.attribute("edits", F.Edits);
          if (F.UserRuleEdits) // only with user rules: existing reports keep their shape
            J.attribute("user_rule_edits", F.UserRuleEdits);
          str(J, "diff", F.Diff);
        });
    });
  });
}

void change(OStream &J, const BaselineChange &C) {
  J.object([&] {
    str(J, "program", C.Program);
    str(J, "stage", stageName(C.Which));
    str(J, "before", C.Before);
    str(J, "now", C.Now);
  });
}
} // namespace

void cu2hip::report::emitJson(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  OStream J(OS, 2);
  J.object([&] {
    str(J, "schema", CoverageReportSchema);
    str(J, "tool", "cu2hip " CU2HIP_VERSION);
    str(J, "corpus", R.Corpus);
    if (!R.Shard.empty()) // only in shards: whole-corpus reports keep their shape
      str(J, "shard", R.Shard);
    str(J, "hip_version", R.HipVersion);
    if (!R.Targets.empty()) // only with a target list
      J.attributeArray("hip_targets", [&] {
        for (const HipTargetCompiler &T : R.Targets)
          J.object([&] {
            str(J, "hip_version", T.HipVersion);
            str(J, "hipcc", T.Hipcc);
            str(J, "found_by", T.FoundBy);
            str(J, "reason", T.Reason);
          });
      });
    strings(J, "offload_archs", R.Archs);
    str(J, "hipcc", R.Hipcc);
    J.attributeObject("requested", [&] {
      J.attribute("compile", R.CompileRequested);
      J.attribute("run", R.RunRequested);
    });
    str(J, "warp_model", R.WarpModel);
    J.attributeObject("device", [&] {
      J.attribute("available", R.Device.Available);
      str(J, "kind", runTargetName(R.Device.Kind));
      str(J, "name", R.Device.Name);
      str(J, "reason", R.Device.Reason);
    });
    if (R.Cpu)
      J.attributeObject("cpu_backend", [&] {
        str(J, "description", R.Cpu->Path);
        str(J, "cxx", R.Cpu->Cxx);
        strings(J, "translate", R.Cpu->Translate);
        str(J, "wave_env", R.Cpu->WaveEnv);
        J.attribute("memcheck", R.Cpu->Memcheck);
      });
    else
      J.attribute("cpu_backend", nullptr);
    J.attribute("exit_code", R.ExitCode);
    strings(J, "fail_reasons", R.FailReasons);
    J.attributeObject("summary", [&] {
      J.attribute("programs", S.Programs);
      J.attributeObject("stages", [&] {
        // Only the stages requested: the funnel of the other reports.
        for (Stage X : AllStages) {
          if (!S.Requested.has(X))
            continue;
          const StageSummary &St = S.stage(X);
          J.attributeObject(stageName(X), [&] { stageSummary(J, St, S.Programs); });
        }
      });
      J.attributeObject("categories", [&] {
        for (const char *C : Categories) {
          auto It = S.Categories.find(C);
          J.attribute(C, It == S.Categories.end() ? 0u : It->second);
        }
      });
      J.attributeObject("api", [&] { apiCounts(J, S.ApiTotal, S.Api); });
      J.attributeArray("blockers", [&] {
        for (const Blocker &B : S.Blockers)
          J.object([&] {
            str(J, "name", B.Name);
            str(J, "kind", B.Kind);
            str(J, "area", areaName(B.Where));
            J.attribute("programs", unsigned(B.Programs.size()));
            J.attribute("uses", B.Uses);
            strings(J, "program_names", B.Programs);
          });
      });
      J.attributeObject("warp", [&] {
        J.attribute("found", S.WarpFound);
        J.attribute("fixed", S.WarpFixed);
      });
      J.attributeObject("waves", [&] {
        for (const auto &KV : S.Waves)
          J.attributeObject(std::to_string(KV.first), [&, &W = KV.second] {
            J.attribute("ran", W.Ran);
            J.attribute("verified", W.Verified);
            J.attribute("failed", W.Failed);
            J.attribute("skipped", W.Skipped);
          });
      });
      J.attribute("divergent", S.Divergent);
      // Only when a differential run compared programs: other reports keep their shape.
      if (S.DiffCompared)
        J.attributeObject("differential", [&] {
          J.attribute("compared", S.DiffCompared);
          J.attribute("differ", S.DiffDiffer);
        });
      J.attributeObject("cpu_backend", [&] {
        J.attribute("attempted", S.CpuAttempted);
        J.attribute("built", S.CpuBuilt);
      });
      J.attributeObject("needs_library", [&] {
        for (const auto &[Lib, Names] : S.NeedsLibrary)
          strings(J, Lib, Names);
      });
      J.attributeObject("compile_cache", [&] {
        J.attributeObject("hipcc", [&] {
          J.attribute("builds", S.HipccBuilds);
          J.attribute("reused", S.HipccReused);
        });
        J.attributeObject("cpu_backend", [&] {
          J.attribute("builds", S.CpuAttempted);
          J.attribute("reused", S.CpuReused);
        });
      });
      if (!S.Targets.empty())
        J.attributeObject("targets", [&] {
          for (const TargetSummary &T : S.Targets)
            J.attributeObject(T.HipVersion, [&] {
              J.attributeObject("translate", [&] { stageSummary(J, T.Translate, S.Programs); });
              J.attributeObject("compile", [&] { stageSummary(J, T.Compile, S.Programs); });
              J.attributeObject("categories", [&] {
                for (const char *C : {"compiled", "translated", "needs-library", "untranslated"}) {
                  auto It = T.Categories.find(C);
                  J.attribute(C, It == T.Categories.end() ? 0u : It->second);
                }
              });
              J.attributeObject("api", [&] {
                J.attribute("total", T.ApiTotal.Total);
                J.attribute("converted", T.ApiTotal.Converted);
                pct(J, "pct", T.ApiTotal.pct());
              });
              J.attributeObject("needs_library", [&] {
                for (const auto &[Lib, Names] : T.NeedsLibrary)
                  strings(J, Lib, Names);
              });
            });
        });
      J.attributeObject("time_s", [&] {
        for (Stage X : AllStages)
          number(J, stageName(X), S.stage(X).Seconds, "%.3f");
        number(J, "wall", S.WallSeconds, "%.3f");
      });
    });
    J.attributeArray("programs", [&] {
      for (const ProgramResult &P : R.Programs)
        program(J, R, P);
    });
    J.attributeArray("corpus_errors", [&] {
      for (const CorpusProblem &E : R.CorpusErrors)
        J.object([&] {
          str(J, "file", E.File);
          J.attribute("line", E.Line);
          J.attribute("column", E.Column);
          str(J, "message", E.Message);
          SourceLocation L = R.locate(E);
          str(J, "path", L.Path); // "" : the corpus itself
          if (!R.SourceUrl.empty() && !L.Path.empty())
            str(J, "url", L.Url);
        });
    });
    if (R.Baseline) {
      const BaselineComparison &B = *R.Baseline;
      J.attributeObject("baseline", [&] {
        str(J, "file", B.File);
        J.attributeArray("regressions", [&] {
          for (const BaselineChange &C : B.Regressions)
            change(J, C);
        });
        J.attributeArray("improvements", [&] {
          for (const BaselineChange &C : B.Improvements)
            change(J, C);
        });
        strings(J, "added", B.Added);
        strings(J, "removed", B.Removed);
      });
    } else {
      J.attribute("baseline", nullptr);
    }
    // Only with --baseline: the runs to chart, this one last; the next run's
    // baseline carries it on (docs/coverage.md, "History").
    if (!R.History.empty())
      J.attributeArray("history", [&] {
        for (const HistoryPoint &P : R.History)
          J.object([&] {
            J.attribute("programs", P.Programs);
            J.attributeObject("reached", [&] {
              for (Stage X : AllStages)
                if (auto It = P.Reached.find(stageName(X).str()); It != P.Reached.end())
                  J.attribute(stageName(X), It->second);
            });
            J.attributeObject("pct_reached", [&] {
              for (Stage X : AllStages)
                if (auto V = P.pct(X))
                  pct(J, stageName(X), *V);
            });
          });
      });
    J.attributeArray("thresholds", [&] {
      for (const ThresholdCheck &T : R.Thresholds)
        J.object([&] {
          str(J, "what", T.What);
          pct(J, "threshold", T.Threshold);
          pct(J, "actual", T.Actual);
          J.attribute("ok", T.Ok);
        });
    });
  });
  OS << "\n";
}
