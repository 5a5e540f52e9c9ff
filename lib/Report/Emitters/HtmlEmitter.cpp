// --format html: one self-contained page (no network, no external files).
// Everything is rendered here, escaped, so the page reads without JavaScript;
// the small script only sorts the program table, filters it and opens the
// per-program drill-down. The URL fragment drives it too:
//   report.html#sort=api:desc&program=vector_add
// When the script has run, <body> carries data-ready="1".
#include "Emitters.h"

#include <algorithm>

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::report;

namespace {
const char *Style = R"css(
:root{--ok:#2e7d32;--ok2:#a5d6a7;--bad:#c62828;--lib:#ef8f00;--skip:#b0bec5;--fg:#1c2430;--mute:#5f6b7a;--line:#dde3ea;--bg:#fff;--code:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;padding:24px 32px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 10px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:14px;margin:14px 0 6px}
.meta{color:var(--mute);margin:0 0 8px}
.result{display:inline-block;padding:3px 10px;border-radius:12px;font-weight:600}
.result.ok{background:#e8f5e9;color:var(--ok)}.result.fail{background:#ffebee;color:var(--bad)}
.stage{display:grid;grid-template-columns:90px minmax(200px,520px) 130px auto;gap:12px;align-items:center;margin:6px 0}
.stage .label{font-weight:600}
.bar{display:flex;height:18px;border-radius:4px;overflow:hidden;background:#eceff1}
.seg{display:block;height:100%}
.seg.reached{background:var(--ok)}.seg.passed-late{background:var(--ok2)}.seg.failed{background:var(--bad)}
.seg.needs-library{background:var(--lib)}.seg.skipped{background:var(--skip)}
.figure{font-variant-numeric:tabular-nums;font-weight:600}.counts{color:var(--mute)}
.legend{color:var(--mute);margin:8px 0 0}.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 4px 0 12px;vertical-align:-1px}
.area{display:grid;grid-template-columns:90px minmax(200px,520px) 150px;gap:12px;align-items:center;margin:4px 0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#f3f5f8;font-weight:600;white-space:nowrap}
th[data-key]{cursor:pointer;user-select:none}
th[data-key]::after{content:" \2195";color:#9aa5b1}
th[aria-sort=ascending]::after{content:" \25B2";color:var(--fg)}th[aria-sort=descending]::after{content:" \25BC";color:var(--fg)}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
tbody.prog tr.row{cursor:pointer}tbody.prog tr.row:hover{background:#f7f9fc}
.toggle{border:0;background:none;cursor:pointer;font-size:12px;width:18px;padding:0;color:var(--mute)}
.st{display:inline-block;padding:0 7px;border-radius:9px;font-size:12px;font-weight:600;white-space:nowrap}
.st.passed{background:#e8f5e9;color:var(--ok)}.st.failed{background:#ffebee;color:var(--bad)}
.st.needs-library{background:#fff3e0;color:#b45f00}.st.skipped{background:#eceff1;color:var(--mute)}
tr.details>td{background:#fbfcfd;padding:10px 16px 16px 34px}
.msg{color:var(--mute)}
pre{background:var(--code);border:1px solid var(--line);border-radius:4px;padding:8px 10px;overflow:auto;max-height:420px;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;margin:4px 0}
pre.error{border-color:#f5c2c2;background:#fff7f7}
pre.diff .add{background:#e6ffec;display:block}pre.diff .del{background:#ffebe9;display:block}
pre.diff .hunk{color:#6f42c1;display:block}pre.diff .head{color:var(--mute);display:block}
.filters{margin:8px 0}.filters input{padding:4px 8px;border:1px solid var(--line);border-radius:4px;width:260px}
.kv{display:grid;grid-template-columns:110px 1fr;gap:2px 12px}
.warn{color:var(--bad);font-weight:600}
.trend{display:inline-block;margin:4px 18px 8px 0;vertical-align:top}.trend figcaption{color:var(--mute);font-size:12px}
.trend svg{display:block;background:#fbfcfd;border:1px solid var(--line);border-radius:4px}
.trend .grid{stroke:var(--line);stroke-width:1}.trend polyline{fill:none;stroke:var(--ok);stroke-width:2}
.trend circle.then{fill:#fff;stroke:var(--ok);stroke-width:1.5}.trend circle.now{fill:var(--ok)}
a.src{color:inherit;text-decoration:none}a.src:hover code{text-decoration:underline;color:#0b5cad}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--code);padding:0 3px;border-radius:3px}
)css";

const char *Script = R"js(
(function(){
  var table=document.getElementById('programs');
  if(!table){document.body.setAttribute('data-ready','1');return;}
  function bodies(){return Array.prototype.slice.call(table.querySelectorAll('tbody.prog'));}
  function sortBy(key,dir){
    var th=table.querySelector('th[data-key="'+key+'"]');
    if(!th)return;
    var num=th.getAttribute('data-type')==='num';
    var rows=bodies();
    rows.sort(function(a,b){
      var x=a.getAttribute('data-'+key)||'',y=b.getAttribute('data-'+key)||'';
      var c=num?(parseFloat(x)-parseFloat(y)):(x<y?-1:x>y?1:0);
      if(c===0){var m=a.getAttribute('data-name'),n=b.getAttribute('data-name');c=m<n?-1:m>n?1:0;}
      return dir==='desc'?-c:c;
    });
    rows.forEach(function(r){table.appendChild(r);});
    Array.prototype.forEach.call(table.querySelectorAll('th[data-key]'),function(h){h.removeAttribute('aria-sort');});
    th.setAttribute('aria-sort',dir==='desc'?'descending':'ascending');
  }
  function open(tb,show){
    var d=tb.querySelector('tr.details'),b=tb.querySelector('.toggle');
    if(!d)return;
    if(show===undefined)show=d.hidden;
    d.hidden=!show;
    if(b){b.setAttribute('aria-expanded',show?'true':'false');b.textContent=show?'\u25BE':'\u25B8';}
  }
  Array.prototype.forEach.call(table.querySelectorAll('th[data-key]'),function(th){
    th.addEventListener('click',function(){
      var dir=th.getAttribute('aria-sort')==='ascending'?'desc':'asc';
      sortBy(th.getAttribute('data-key'),dir);
    });
  });
  bodies().forEach(function(tb){
    tb.querySelector('tr.row').addEventListener('click',function(){open(tb);});
  });
  var filter=document.getElementById('filter');
  if(filter)filter.addEventListener('input',function(){
    var q=filter.value.toLowerCase();
    bodies().forEach(function(tb){tb.hidden=q!==''&&tb.getAttribute('data-search').indexOf(q)<0;});
  });
  var h=decodeURIComponent((location.hash||'').replace(/^#/,''));
  h.split('&').forEach(function(kv){
    var i=kv.indexOf('=');if(i<0)return;
    var k=kv.slice(0,i),v=kv.slice(i+1);
    if(k==='sort'){var p=v.split(':');sortBy(p[0],p[1]==='desc'?'desc':'asc');}
    if(k==='program')bodies().forEach(function(tb){if(tb.getAttribute('data-name')===v){open(tb,true);tb.scrollIntoView();}});
    if(k==='filter'&&filter){filter.value=v;filter.dispatchEvent(new Event('input'));}
  });
  document.body.setAttribute('data-ready','1');
})();
)js";

int statusRank(StageStatus S) {
  switch (S) {
  case StageStatus::Failed: return 0;
  case StageStatus::NeedsLibrary: return 1;
  case StageStatus::Skipped: return 2;
  case StageStatus::Passed: return 3;
  }
  return 0;
}

/// A sort key of waveOutcome(): the worst first, as statusRank.
int waveRank(llvm::StringRef Outcome) {
  return Outcome == "FAIL" ? 0 : Outcome == "wrong" ? 1 : Outcome == "-" ? 2 : 3;
}

std::string esc(llvm::StringRef S) { return markupEscape(S); }

/// "5-2" for "5.2": a sort key and data- attribute name. A version read from
/// a merged report may hold anything ('"', '>', a space would end the
/// attribute's name): only letters and digits are kept, the rest is '-'.
std::string replaceDots(llvm::StringRef S) {
  std::string Out = S.str();
  for (char &C : Out)
    if (!llvm::isAlnum(C))
      C = '-';
  return Out;
}

std::string width(unsigned N, unsigned Of) {
  return llvm::formatv("{0:f2}%", percent(N, Of)).str();
}

void statusBadge(llvm::raw_ostream &OS, StageStatus S, llvm::StringRef Title = "") {
  OS << "<span class=\"st " << stageStatusName(S) << "\"";
  if (!Title.empty())
    OS << " title=\"" << esc(Title) << "\"";
  OS << ">" << stageStatusName(S) << "</span>";
}

void stageBars(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  OS << "<section id=\"stages\"><h2>Programs reaching each stage</h2>\n";
  for (Stage X : AllStages) {
    if (!S.Requested.has(X)) // not asked for: not part of the funnel
      continue;
    const StageSummary &St = S.stage(X);
    unsigned Late = St.Passed - St.Reached;
    OS << "<div class=\"stage\" data-stage=\"" << stageName(X) << "\" data-reached=\"" << St.Reached
       << "\"><div class=\"label\">" << stageName(X) << "</div>";
    OS << "<div class=\"bar\" role=\"img\" aria-label=\"" << stageName(X) << ": "
       << reachedText(S, X) << "\">";
    auto Seg = [&](const char *Cls, unsigned N, const std::string &Title) {
      if (N)
        OS << "<span class=\"seg " << Cls << "\" style=\"width:" << width(N, S.Programs)
           << "\" title=\"" << esc(Title) << "\"></span>";
    };
    Seg("reached", St.Reached, std::to_string(St.Reached) + " reached " + stageName(X).str());
    Seg("passed-late", Late, std::to_string(Late) + " passed this stage after an earlier stage failed");
    Seg("failed", St.Failed, std::to_string(St.Failed) + " failed");
    Seg("needs-library", St.NeedsLibrary, std::to_string(St.NeedsLibrary) + " need a library");
    Seg("skipped", St.Skipped, std::to_string(St.Skipped) + " skipped");
    OS << "</div><div class=\"figure\">" << reachedText(S, X) << "</div><div class=\"counts\">";
    std::string Skip = commonSkipReason(R, X);
    if (!Skip.empty() && S.Programs)
      OS << "skipped: " << esc(Skip);
    else {
      OS << "passed " << St.Passed << " · failed " << St.Failed;
      if (St.NeedsLibrary)
        OS << " · needs library " << St.NeedsLibrary;
      if (St.Skipped)
        OS << " · skipped " << St.Skipped;
      OS << " · " << secondsText(St.Seconds);
    }
    OS << "</div></div>\n";
  }
  OS << "<p class=\"legend\"><i style=\"background:var(--ok)\"></i>reached (this and every earlier "
        "stage passed)<i style=\"background:var(--ok2)\"></i>passed after an earlier stage failed"
        "<i style=\"background:var(--bad)\"></i>failed<i style=\"background:var(--lib)\"></i>needs "
        "a HIP library<i style=\"background:var(--skip)\"></i>skipped</p>\n";
  if (!S.Waves.empty()) {
    OS << "<table id=\"waves\"><thead><tr><th>CPU backend</th><th class=\"num\">Ran</th>"
          "<th class=\"num\">Verified</th><th class=\"num\">Failed</th><th class=\"num\">Not run"
          "</th></tr></thead><tbody>\n";
    for (const auto &[Wave, W] : S.Waves)
      OS << "<tr><td>wave" << Wave << "</td><td class=\"num\">" << W.Ran << "</td><td class=\"num\">"
         << W.Verified << "/" << S.Programs << "</td><td class=\"num\">" << W.Failed
         << "</td><td class=\"num\">" << W.Skipped << "</td></tr>\n";
    OS << "</tbody></table>\n<p>Built for the CPU backend: " << S.CpuBuilt << "/" << S.CpuAttempted
       << " · warp-size divergences (wave32 and wave64 outputs differ): " << S.Divergent << "</p>\n";
  }
  if (!S.Targets.empty()) {
    OS << "<table id=\"targets\"><caption>HIP targets: each translated and compiled on its own; "
          "run and verify: HIP "
       << esc(R.HipVersion)
       << " only</caption><thead><tr><th>HIP</th><th class=\"num\">Translated</th>"
          "<th class=\"num\">Compiled</th><th class=\"num\">Compile failed</th>"
          "<th class=\"num\">Needs library</th><th class=\"num\">Compile skipped</th>"
          "<th>hipcc</th></tr></thead><tbody>\n";
    for (const TargetSummary &T : S.Targets) {
      std::vector<std::string> Libs;
      for (const auto &KV : T.NeedsLibrary)
        Libs.push_back(KV.first);
      OS << "<tr data-hip=\"" << esc(T.HipVersion) << "\"><td>" << esc(T.HipVersion)
         << "</td><td class=\"num\">" << T.Translate.Passed << "/" << S.Programs
         << "</td><td class=\"num\">" << T.Compile.Passed << "/" << S.Programs << " ("
         << pctText(percent(T.Compile.Passed, S.Programs)) << ")</td><td class=\"num\">"
         << T.Compile.Failed << "</td><td class=\"num\">" << T.Compile.NeedsLibrary
         << (Libs.empty() ? "" : " (" + esc(llvm::join(Libs, ", ")) + ")")
         << "</td><td class=\"num\">" << T.Compile.Skipped << "</td><td>";
      for (const HipTargetCompiler &C : R.Targets)
        if (C.HipVersion == T.HipVersion)
          OS << esc(targetCompilerText(C));
      OS << "</td></tr>\n";
    }
    OS << "</tbody></table>\n";
  }
  OS << "<p>Categories: ";
  const char *Sep = "";
  for (auto [C, N] : presentCategories(S)) {
    OS << Sep << "<b>" << N << "</b> " << C;
    Sep = " · ";
  }
  OS << "</p></section>\n";
}

void apiBars(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  OS << "<section id=\"api\"><h2>CUDA API uses translated: " << S.ApiTotal.Converted << "/"
     << S.ApiTotal.Total << " (" << pctText(S.ApiTotal.pct()) << ")</h2>\n";
  for (const auto &[Area, C] : S.Api) {
    OS << "<div class=\"area\" data-area=\"" << esc(Area) << "\"><div class=\"label\">" << esc(Area)
       << "</div><div class=\"bar\"><span class=\"seg reached\" style=\"width:"
       << width(C.Converted, C.Total) << "\"></span>";
    if (C.Total > C.Converted)
      OS << "<span class=\"seg failed\" style=\"width:" << width(C.Total - C.Converted, C.Total)
         << "\"></span>";
    OS << "</div><div class=\"figure\">" << C.Converted << "/" << C.Total << " ("
       << pctText(C.pct()) << ")</div></div>\n";
  }
  OS << "<p>Warp-size sites: <b>" << S.WarpFound << "</b> found, <b>" << S.WarpFixed
     << "</b> fixed by the translator.</p></section>\n";
}

/// A finding's place as a link to its source line (docs/coverage.md, "Links
/// to the source"); the URL is percent-encoded where it could end the
/// attribute, then escaped.
void sourceLink(const SourceLocation &L, llvm::raw_ostream &OS) {
  OS << "<a class=\"src\" href=\"" << esc(L.Url) << "\"><code>" << esc(L.str()) << "</code></a>";
}
void sourceLink(const CoverageReport &R, const ProgramResult &P, llvm::StringRef File,
                unsigned Line, unsigned Col, llvm::raw_ostream &OS) {
  sourceLink(R.locate(P, File, Line, Col), OS);
}

/// With --baseline: one small chart per requested stage of the programs
/// reaching it over the report's history (the baseline's runs, then this
/// one), drawn as inline SVG: no script, no library, nothing loaded.
void historyCharts(const CoverageReport &R, llvm::raw_ostream &OS) {
  if (R.History.empty())
    return;
  const unsigned W = 220, H = 64, Pad = 6;
  size_t N = R.History.size();
  OS << "<div id=\"history\" data-runs=\"" << N << "\"><h3>Programs reaching each stage, "
     << (N == 2 ? std::string("baseline and now") : "the last " + std::to_string(N) + " runs")
     << "</h3>\n";
  for (Stage X : AllStages) {
    if (!R.Summary.Requested.has(X))
      continue;
    std::vector<std::string> Pcts; // one per run ("" : not requested then)
    std::string Points, Dots;
    for (size_t I = 0; I < N; ++I) {
      std::optional<double> P = R.History[I].pct(X);
      Pcts.push_back(P ? llvm::formatv("{0:f1}", *P).str() : "");
      if (!P)
        continue;
      double CX = N == 1 ? W / 2.0 : Pad + double(I) * (W - 2 * Pad) / double(N - 1);
      double CY = Pad + (100.0 - *P) / 100.0 * (H - 2 * Pad);
      std::string XY = llvm::formatv("{0:f1},{1:f1}", CX, CY).str();
      Points += (Points.empty() ? "" : " ") + XY;
      Dots += llvm::formatv("<circle class=\"{0}\" cx=\"{1:f1}\" cy=\"{2:f1}\" r=\"3\"><title>{3}%"
                            "</title></circle>",
                            I + 1 == N ? "now" : "then", CX, CY, Pcts.back())
                  .str();
    }
    std::string Label = stageName(X).str() + ": " + baselineFigureText(R, X) + " in the baseline, " +
                        reachedText(R.Summary, X) + " now";
    OS << "<figure class=\"trend\" data-stage=\"" << stageName(X) << "\" data-pct=\""
       << llvm::join(Pcts, ",") << "\"><svg width=\"" << W << "\" height=\"" << H
       << "\" viewBox=\"0 0 " << W << " " << H << "\" role=\"img\" aria-label=\"" << esc(Label)
       << "\"><title>" << esc(Label) << "</title>";
    for (unsigned G : {0u, 50u, 100u}) // the 100%, 50% and 0% lines
      OS << llvm::formatv("<line class=\"grid\" x1=\"0\" x2=\"{0}\" y1=\"{1:f1}\" y2=\"{1:f1}\"/>", W,
                          Pad + (100.0 - G) / 100.0 * (H - 2 * Pad));
    if (!Points.empty())
      OS << "<polyline points=\"" << Points << "\"/>";
    OS << Dots << "</svg><figcaption><b>" << stageName(X) << "</b> " << esc(baselineFigureText(R, X))
       << " \u2192 " << reachedText(R.Summary, X);
    if (std::string Since = sinceBaselineText(R, X); !Since.empty())
      OS << " <span class=\"delta\">" << esc(Since) << "</span>";
    OS << "</figcaption></figure>\n";
  }
  OS << "</div>\n";
}

void blockers(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  if (!S.Blockers.empty()) {
    OS << "<section id=\"blockers\"><h2>Top blocking APIs</h2>\n<table><thead><tr><th>#</th>"
          "<th>CUDA entity</th><th>Area</th><th class=\"num\">Programs</th><th class=\"num\">Uses"
          "</th><th>Blocked programs</th></tr></thead><tbody>\n";
    for (size_t I = 0; I < S.Blockers.size() && I < 20; ++I) {
      const Blocker &B = S.Blockers[I];
      OS << "<tr class=\"blocker\"><td>" << I + 1 << "</td><td><code>" << esc(B.Name)
         << "</code></td><td>" << areaName(B.Where) << "</td><td class=\"num\">"
         << B.Programs.size() << "</td><td class=\"num\">" << B.Uses << "</td><td>"
         << esc(llvm::join(B.Programs, ", ")) << "</td></tr>\n";
    }
    OS << "</tbody></table></section>\n";
  }
  if (!S.NeedsLibrary.empty()) {
    OS << "<section id=\"needs-library\"><h2>Need a HIP library that is not installed</h2><ul>\n";
    for (const auto &[Lib, Names] : S.NeedsLibrary)
      OS << "<li><b>" << esc(Lib) << "</b>: " << esc(llvm::join(Names, ", ")) << "</li>\n";
    OS << "</ul></section>\n";
  }
  if (!R.CorpusErrors.empty()) {
    OS << "<section id=\"corpus-errors\"><h2>Corpus errors</h2><ul>\n";
    for (const CorpusProblem &E : R.CorpusErrors) {
      OS << "<li class=\"warn\">";
      if (SourceLocation L = R.locate(E); !L.Path.empty()) {
        sourceLink(L, OS);
        OS << ": " << esc(E.Message);
      } else {
        OS << esc(E.str());
      }
      OS << "</li>\n";
    }
    OS << "</ul></section>\n";
  }
  if (R.Baseline) {
    const BaselineComparison &B = *R.Baseline;
    OS << "<section id=\"baseline\"><h2>Compared with " << esc(B.File) << "</h2>\n<p>"
       << B.Regressions.size() << " regressions, " << B.Improvements.size() << " improvements";
    if (!B.Added.empty())
      OS << "; new: " << esc(llvm::join(B.Added, ", "));
    if (!B.Removed.empty())
      OS << "; gone: " << esc(llvm::join(B.Removed, ", "));
    OS << "</p>\n";
    historyCharts(R, OS);
    if (!B.Regressions.empty() || !B.Improvements.empty()) {
      OS << "<table><thead><tr><th></th><th>Program</th><th>Stage</th><th>Before</th><th>Now</th>"
            "</tr></thead><tbody>\n";
      auto Row = [&](const BaselineChange &C, const char *Kind) {
        OS << "<tr class=\"" << Kind << "\"><td>" << Kind << "</td><td>" << esc(C.Program)
           << "</td><td>" << stageName(C.Which) << "</td><td>" << esc(C.Before) << "</td><td>"
           << esc(C.Now) << "</td></tr>\n";
      };
      for (const BaselineChange &C : B.Regressions)
        Row(C, "regression");
      for (const BaselineChange &C : B.Improvements)
        Row(C, "improvement");
      OS << "</tbody></table>\n";
    }
    OS << "</section>\n";
  }
}

void diffBlock(const std::string &Diff, llvm::raw_ostream &OS) {
  OS << "<pre class=\"diff\">";
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Diff).split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back();
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef L = Lines[I];
    const char *Cls = I < 2 ? "head" : L.starts_with("@@") ? "hunk" : L.starts_with("+") ? "add"
                      : L.starts_with("-") ? "del" : nullptr;
    if (Cls)
      OS << "<span class=\"" << Cls << "\">" << esc(L) << "</span>";
    else
      OS << esc(L) << "\n";
  }
  OS << "</pre>\n";
}

void drillDown(const CoverageReport &R, const ProgramResult &P, llvm::raw_ostream &OS) {
  const CorpusProgram &M = P.Manifest;
  OS << "<div class=\"kv\">";
  if (!M.Summary.empty())
    OS << "<b>Summary</b><span>" << esc(M.Summary) << "</span>";
  OS << "<b>Directory</b><span><code>" << esc(M.Dir) << "</code></span>";
  OS << "<b>Sources</b><span>" << esc(llvm::join(M.Sources, ", ")) << "</span>";
  if (!M.Libraries.empty())
    OS << "<b>Libraries</b><span>" << esc(llvm::join(M.Libraries, ", ")) << "</span>";
  if (!M.Features.empty())
    OS << "<b>Features</b><span>" << esc(llvm::join(M.Features, ", ")) << "</span>";
  if (M.WarpSensitive)
    OS << "<b>Warp</b><span>warp-size sensitive</span>";
  for (const std::string &G : M.HipGaps)
    OS << "<b>Known gap</b><span>" << esc(G) << "</span>";
  OS << "</div>\n<h3>Stages</h3><div class=\"kv stages\">";
  for (Stage X : AllStages) {
    const StageResult &S = P.stage(X);
    OS << "<b>" << stageName(X) << "</b><span>";
    statusBadge(OS, S.Status);
    if (!S.Message.empty())
      OS << " <span class=\"msg\">" << esc(S.Message) << "</span>";
    OS << "</span>";
  }
  for (const ArchResult &A : P.Archs) {
    OS << "<b>" << esc(A.Arch) << "</b><span>";
    statusBadge(OS, A.Status);
    OS << " " << secondsText(A.Seconds);
    if (!A.Message.empty())
      OS << " <span class=\"msg\">" << esc(A.Message) << "</span>";
    OS << "</span>";
  }
  for (const TargetResult &T : P.Targets) {
    OS << "<b>HIP " << esc(T.HipVersion) << "</b><span>translate ";
    statusBadge(OS, T.Translate.Status, T.Translate.Message);
    OS << " compile ";
    statusBadge(OS, T.Compile.Status, T.Compile.Message);
    const StageResult &Why =
        T.Translate.Status != StageStatus::Passed && T.Compile.Status == StageStatus::Passed
            ? T.Translate
            : T.Compile;
    if (!Why.Message.empty())
      OS << " <span class=\"msg\">" << esc(Why.Message) << "</span>";
    OS << "</span>";
  }
  if (P.CpuBuild.Status != StageStatus::Skipped) {
    OS << "<b>cpu-backend build</b><span>";
    statusBadge(OS, P.CpuBuild.Status);
    OS << " " << secondsText(P.CpuBuild.Seconds);
    if (!P.CpuBuild.Message.empty())
      OS << " <span class=\"msg\">" << esc(P.CpuBuild.Message) << "</span>";
    OS << "</span>";
  }
  for (const WaveRun &W : P.Waves) {
    OS << "<b>wave" << W.Wave << "</b><span>";
    const StageResult &Last = W.Run.Status == StageStatus::Passed ? W.Verify : W.Run;
    statusBadge(OS, Last.Status);
    OS << " " << esc(waveOutcome(P, W.Wave)) << " " << secondsText(W.Run.Seconds);
    if (!Last.Message.empty())
      OS << " <span class=\"msg\">" << esc(Last.Message) << "</span>";
    OS << "</span>";
  }
  if (P.Divergence)
    OS << "<b>divergence</b><span class=\"msg\">line " << P.Divergence->Line << ": wave32 '"
       << esc(P.Divergence->Wave32) << "', wave64 '" << esc(P.Divergence->Wave64) << "'</span>";
  if (P.Differential) {
    OS << "<b>differential</b><span>";
    const StageResult &Ref = P.Differential->Reference;
    if (Ref.Status != StageStatus::Passed)
      OS << "the reference did not run <span class=\"msg\">" << esc(Ref.Message) << "</span>";
    const char *Sep = "";
    for (const DifferentialResult::Candidate &C : P.Differential->Candidates) {
      OS << Sep << "wave" << C.Wave << ": "
         << (C.Difference.empty() ? std::string("same as the reference")
                                  : "<span class=\"msg\">" + esc(C.Difference) + "</span>");
      Sep = "; ";
    }
    OS << "</span>";
  }
  OS << "</div>\n";
  const StageResult &C = P.stage(Stage::Compile);
  if (C.Status == StageStatus::Failed && !C.Detail.empty())
    OS << "<h3>First compile error</h3><pre class=\"error first-error\">" << esc(C.Detail)
       << "</pre>\n";
  for (Stage X : {Stage::Run, Stage::Verify}) {
    const StageResult &S = P.stage(X);
    if (S.Status == StageStatus::Failed && !S.Detail.empty())
      OS << "<h3>" << stageName(X) << " output</h3><pre class=\"error\">" << esc(S.Detail)
         << "</pre>\n";
  }
  if (!P.Blocking.empty()) {
    OS << "<h3>Left unconverted (" << P.Blocking.size() << ")</h3><table class=\"unconverted\">"
          "<thead><tr><th>Location</th><th>CUDA entity</th><th>Area</th></tr></thead><tbody>\n";
    for (const Unconverted &U : P.Blocking) {
      OS << "<tr><td>";
      sourceLink(R, P, U.File, U.Line, U.Column, OS);
      OS << "</td><td><code>" << esc(U.Name) << "</code></td><td>" << areaName(U.Where)
         << "</td></tr>\n";
    }
    OS << "</tbody></table>\n";
  }
  if (!P.Warp.empty()) {
    OS << "<h3>Warp-size sites (" << P.Warp.size() << ")</h3><ul>\n";
    for (const WarpFinding &W : P.Warp) {
      OS << "<li>";
      sourceLink(R, P, W.File, W.Line, W.Column, OS);
      OS << " " << (W.Fixed ? "fixed" : "found") << ": " << esc(W.Message) << " [" << esc(W.Code)
         << "]</li>\n";
    }
    OS << "</ul>\n";
  }
  OS << "<h3>Translation diff</h3>\n";
  bool Any = false;
  for (const TranslatedFile &F : P.Files) {
    if (!F.Changed)
      continue;
    Any = true;
    OS << "<details class=\"file\" open><summary><code>" << esc(F.Path) << "</code> — " << F.Edits
       << (F.Edits == 1 ? " edit" : " edits") << "</summary>\n";
    diffBlock(F.Diff, OS);
    OS << "</details>\n";
  }
  if (!Any)
    OS << "<p class=\"msg\">No file changed.</p>\n";
}

void programTable(const CoverageReport &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"all-programs\"><h2>Programs</h2>\n<div class=\"filters\"><input id=\"filter\" "
        "type=\"search\" placeholder=\"Filter by name, status or API\" aria-label=\"Filter\"></div>\n";
  OS << "<table id=\"programs\"><thead><tr>"
        "<th data-key=\"name\" data-type=\"text\">Program</th>"
        "<th data-key=\"translate\" data-type=\"num\">Translate</th>"
        "<th data-key=\"compile\" data-type=\"num\">Compile</th>"
        "<th data-key=\"run\" data-type=\"num\">Run</th>"
        "<th data-key=\"verify\" data-type=\"num\">Verify</th>"
        "<th data-key=\"api\" data-type=\"num\" class=\"num\">API translated</th>"
        "<th data-key=\"left\" data-type=\"num\" class=\"num\">Left</th>"
        "<th data-key=\"warp\" data-type=\"num\" class=\"num\">Warp sites</th>"
        "<th data-key=\"time\" data-type=\"num\" class=\"num\">Time</th>";
  // A target list: translate and compile per target, sorted by compile.
  auto TargetKey = [](llvm::StringRef V) { return "hip-" + replaceDots(V); };
  for (const TargetSummary &T : R.Summary.Targets)
    OS << "<th data-key=\"" << TargetKey(T.HipVersion) << "\" data-type=\"num\">HIP "
       << esc(T.HipVersion) << "</th>";
  // The CPU backend: each width's outcome, as the other formats show it.
  for (const auto &KV : R.Summary.Waves)
    OS << "<th data-key=\"wave" << KV.first << "\" data-type=\"num\">wave" << KV.first << "</th>";
  OS << "</tr></thead>\n";
  for (const ProgramResult &P : R.Programs) {
    double Time = 0;
    std::string Search = P.Manifest.Name + " " + P.category(R.requested()).str();
    for (Stage X : AllStages) {
      Time += P.stage(X).Seconds;
      Search += " " + stageName(X).str() + ":" + stageStatusName(P.stage(X).Status).str();
    }
    for (const Unconverted &U : P.Blocking)
      Search += " " + U.Name;
    for (const TargetResult &T : P.Targets)
      Search += " hip-" + T.HipVersion + ":" + T.category().str();
    OS << "<tbody class=\"prog\" data-name=\"" << esc(P.Manifest.Name) << "\"";
    for (Stage X : AllStages)
      OS << " data-" << stageName(X) << "=\"" << statusRank(P.stage(X).Status) << "\"";
    OS << " data-api=\"" << llvm::format("%.1f", P.ApiTotal.pct()) << "\" data-left=\""
       << P.Blocking.size() << "\" data-warp=\"" << P.Warp.size() << "\" data-time=\""
       << llvm::format("%.3f", Time) << "\"";
    for (const TargetResult &T : P.Targets)
      OS << " data-" << TargetKey(T.HipVersion) << "=\"" << statusRank(T.Compile.Status) << "\"";
    for (const auto &KV : R.Summary.Waves)
      OS << " data-wave" << KV.first << "=\"" << waveRank(waveOutcome(P, KV.first)) << "\"";
    OS << " data-search=\"" << esc(llvm::StringRef(Search).lower())
       << "\">\n<tr class=\"row\"><td><button class=\"toggle\" type=\"button\" "
          "aria-expanded=\"false\" aria-label=\"details\">\u25B8</button> "
       << esc(P.Manifest.Name) << "</td>";
    for (Stage X : AllStages) {
      OS << "<td>";
      statusBadge(OS, P.stage(X).Status, P.stage(X).Message);
      OS << "</td>";
    }
    OS << "<td class=\"num\">" << pctText(P.ApiTotal.pct()) << " <span class=\"msg\">("
       << P.ApiTotal.Converted << "/" << P.ApiTotal.Total << ")</span></td><td class=\"num\">"
       << P.Blocking.size() << "</td><td class=\"num\">" << P.Warp.size()
       << "</td><td class=\"num\">" << secondsText(Time) << "</td>";
    for (const TargetResult &T : P.Targets) {
      OS << "<td>";
      statusBadge(OS, T.Translate.Status, "translate: " + T.Translate.Message);
      OS << " ";
      statusBadge(OS, T.Compile.Status, "compile: " + T.Compile.Message);
      OS << "</td>";
    }
    for (const auto &KV : R.Summary.Waves) {
      llvm::StringRef W = waveOutcome(P, KV.first);
      OS << "<td><span class=\"st " << (W == "ok" ? "passed" : W == "-" ? "skipped" : "failed")
         << "\" data-wave=\"" << KV.first << "\">" << W << "</span></td>";
    }
    OS << "</tr>\n";
    OS << "<tr class=\"details\" hidden><td colspan=\""
       << 9 + P.Targets.size() + R.Summary.Waves.size() << "\">\n";
    drillDown(R, P, OS);
    OS << "</td></tr>\n</tbody>\n";
  }
  OS << "</table></section>\n";
}
} // namespace

void cu2hip::report::emitHtml(const CoverageReport &R, llvm::raw_ostream &OS) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
        "<title>cu2hip coverage: "
     << esc(R.Corpus) << "</title>\n<style>" << Style << "</style></head>\n<body>\n";
  OS << "<header><h1>cu2hip coverage</h1><p class=\"meta\"><code>" << esc(R.Corpus) << "</code> · "
     << R.Summary.Programs << " programs · HIP " << esc(R.HipVersion);
  if (R.CompileRequested)
    OS << " · " << esc(llvm::join(R.Archs, ", "));
  OS << " · device: " << esc(deviceText(R)) << " · warp model " << esc(R.WarpModel) << "</p>\n";
  OS << "<p class=\"result " << (R.ExitCode == 0 ? "ok" : "fail") << "\">"
     << (R.ExitCode == 0 ? "ok" : "FAILED");
  if (!R.FailReasons.empty())
    OS << ": " << esc(llvm::join(R.FailReasons, "; "));
  OS << "</p></header>\n";
  stageBars(R, OS);
  apiBars(R, OS);
  blockers(R, OS);
  programTable(R, OS);
  OS << "<script>" << Script << "</script>\n</body></html>\n";
}
