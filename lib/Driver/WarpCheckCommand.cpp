// `cu2hip warp-check`: lists every warp-size-dependent site with its class and
// what each warp model does with it, without writing anything.
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/Output.h"
#include "cu2hip/Translator.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Sarif.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <map>

using namespace cu2hip;

namespace {
llvm::json::Object siteJson(const Diagnostic &D) {
  llvm::json::Object O{{"id", diagCode(D.Id)}, {"name", diagInfo(D.Id).Name},
                       {"line", D.Line},       {"column", D.Column},
                       {"message", D.Message}};
  if (D.Site) {
    O["class"] = int(D.Site->Class);
    O["class_name"] = warpClassName(D.Site->Class);
    O["what"] = D.Site->What;
    O["logical32"] = D.Site->Logical32;
    O["native"] = D.Site->Native;
  }
  if (D.Fix)
    O["fix"] = llvm::json::Object{{"line", D.Fix->Line}, {"column", D.Fix->Column},
                                  {"end_line", D.Fix->EndLine}, {"end_column", D.Fix->EndColumn},
                                  {"text", D.Fix->Text}};
  return O;
}

clang::SarifResultLevel sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error: return clang::SarifResultLevel::Error;
  case Severity::Warning: return clang::SarifResultLevel::Warning;
  default: return clang::SarifResultLevel::Note;
  }
}

// The sources of the warp sites, loaded again so that clang's SARIF writer can
// turn line:column into SARIF locations (file URIs, columns in code points).
class SarifSources {
public:
  SarifSources()
      : Diags(new clang::DiagnosticIDs, new clang::DiagnosticOptions, new clang::IgnoringDiagConsumer),
        Files(clang::FileSystemOptions{}), SM(Diags, Files) {}
  const clang::SourceManager &sourceManager() const { return SM; }

  // The file's ID, or an invalid one when it can no longer be read.
  clang::FileID file(llvm::StringRef Path) {
    auto [It, New] = IDs.try_emplace(Path);
    if (New)
      if (clang::OptionalFileEntryRef FE = Files.getOptionalFileRef(Path))
        It->second = SM.getOrCreateFileID(*FE, clang::SrcMgr::C_User);
    return It->second;
  }
  clang::SourceLocation at(clang::FileID F, unsigned Line, unsigned Column) {
    return SM.translateLineCol(F, std::max(1u, Line), std::max(1u, Column));
  }
  // A byte column of a line as a SARIF column (code points, 1-based).
  unsigned codePointColumn(clang::FileID F, unsigned Line, unsigned Column) {
    clang::SourceLocation Start = at(F, Line, 1);
    llvm::StringRef Text = SM.getBufferData(F).drop_front(SM.getFileOffset(Start));
    unsigned Points = 1;
    for (char C : Text.take_front(std::max(1u, Column) - 1))
      Points += (static_cast<unsigned char>(C) & 0xC0) != 0x80;
    return Points;
  }

private:
  clang::DiagnosticsEngine Diags;
  clang::FileManager Files;
  clang::SourceManager SM;
  llvm::StringMap<clang::FileID> IDs;
};

// SARIF 2.1.0, as GitHub code scanning reads it: clang's SarifDocumentWriter
// makes the log; the native model's fix-its are added to its results.
llvm::json::Object sarifLog(const std::vector<TranslationResult> &Results) {
  SarifSources Sources;
  clang::SarifDocumentWriter Writer(Sources.sourceManager());
  Writer.createRun("cu2hip", "cu2hip CUDA-to-HIP translator: warp-size check", CU2HIP_VERSION);
  std::map<DiagId, size_t> RuleIndex;
  for (const TranslationResult &R : Results)
    for (const Diagnostic &D : R.Diags)
      if (isWarp(D.Id))
        RuleIndex.try_emplace(D.Id);
  for (auto &[Id, Index] : RuleIndex)
    Index = Writer.createRule(
        clang::SarifRule::create()
            .setRuleId(diagCode(Id))
            .setName(diagInfo(Id).Name)
            .setDescription(diagInfo(Id).Format)
            .setDefaultConfiguration(
                clang::SarifReportingConfiguration::create().setLevel(sarifLevel(diagInfo(Id).Sev))));
  std::vector<llvm::json::Value> Fixes;  // per result, in order; null where none
  for (const TranslationResult &R : Results)
    for (const Diagnostic &D : R.Diags) {
      if (!isWarp(D.Id))
        continue;
      clang::SarifResult Res = clang::SarifResult::create(RuleIndex[D.Id])
                                   .setRuleId(diagCode(D.Id))
                                   .setDiagnosticMessage(D.Message)
                                   .setDiagnosticLevel(sarifLevel(D.severity()));
      clang::FileID F = Sources.file(D.File);
      llvm::json::Value Fix = nullptr;
      if (F.isValid()) {
        clang::SourceLocation L = Sources.at(F, D.Line, D.Column);
        Res = Res.setLocations({clang::CharSourceRange::getCharRange(L, L)});
        if (D.Fix)
          Fix = llvm::json::Object{
              {"deletedRegion",
               llvm::json::Object{
                   {"startLine", D.Fix->Line},
                   {"startColumn", Sources.codePointColumn(F, D.Fix->Line, D.Fix->Column)},
                   {"endLine", D.Fix->EndLine},
                   {"endColumn", Sources.codePointColumn(F, D.Fix->EndLine, D.Fix->EndColumn)}}},
              {"insertedContent", llvm::json::Object{{"text", D.Fix->Text}}}};
      }
      Writer.appendResult(Res);
      Fixes.push_back(std::move(Fix));
    }
  Writer.endRun();
  llvm::json::Object Log = Writer.createDocument();
  llvm::json::Object *Run = Log.getArray("runs")->front().getAsObject();
  llvm::json::Array *Written = Run->getArray("results");
  for (size_t I = 0; Written && I < Written->size() && I < Fixes.size(); ++I) {
    if (Fixes[I].kind() == llvm::json::Value::Null)
      continue;
    llvm::json::Object *Result = (*Written)[I].getAsObject();
    // The fix changes the artifact the result is located in.
    const llvm::json::Value *Artifact =
        Result->getArray("locations")->front().getAsObject()->getObject("physicalLocation")->get(
            "artifactLocation");
    Result->try_emplace(
        "fixes", llvm::json::Array{llvm::json::Object{
                     {"description", llvm::json::Object{{"text", "native warp model rewrite"}}},
                     {"artifactChanges",
                      llvm::json::Array{llvm::json::Object{
                          {"artifactLocation", *Artifact},
                          {"replacements", llvm::json::Array{std::move(Fixes[I])}}}}}}});
  }
  return Log;
}
} // namespace

int cu2hip::runWarpCheck(const WarpCheckCommand &Cmd, llvm::raw_ostream &Out,
                         llvm::raw_ostream &Err) {
  if (Cmd.Files.empty()) {
    Err << "cu2hip warp-check: no input files\n";
    return ExitUsage;
  }
  if (Cmd.Format != "text" && Cmd.Format != "json" && Cmd.Format != "sarif") {
    Err << "cu2hip warp-check: unknown format '" << Cmd.Format << "' (text, json, sarif)\n";
    return ExitUsage;
  }
  Translator T(Cmd.Opts);
  std::vector<TranslationResult> Results(Cmd.Files.size());
  {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Cmd.Jobs));
    for (size_t I = 0; I < Cmd.Files.size(); ++I)
      Pool.async([&, I] { Results[I] = T.translate(Cmd.Files[I]); });
    Pool.wait();
  }
  bool Failed = false;
  unsigned Sites = 0, Fallbacks = 0;
  for (const TranslationResult &R : Results) {
    Failed |= !R.Ok;
    for (const Diagnostic &D : R.Diags) {
      Sites += D.Id == DiagId::WarpSite;
      Fallbacks += D.Id == DiagId::WarpNativeFallback;
    }
  }

  if (Cmd.Format == "text") {
    for (const TranslationResult &R : Results)
      for (const Diagnostic &D : R.Diags)
        if (isWarp(D.Id) || !R.Ok) {
          printDiagnostic(Out, D);
          if (D.Fix)
            Out << "  native fix-it: " << D.Fix->Line << ":" << D.Fix->Column << "-"
                << D.Fix->EndLine << ":" << D.Fix->EndColumn << " -> '" << D.Fix->Text << "'\n";
        }
    Out << "cu2hip warp-check: " << Sites << " warp-size sites in " << Results.size()
        << (Results.size() == 1 ? " file" : " files");
    if (Cmd.Opts.Warp == WarpModel::Native)
      Out << "; " << Fallbacks << " functions kept logical32";
    Out << "\n";
  } else if (Cmd.Format == "json") {
    llvm::json::Array Files;
    for (const TranslationResult &R : Results) {
      llvm::json::Array Items;
      for (const Diagnostic &D : R.Diags)
        if (isWarp(D.Id))
          Items.push_back(siteJson(D));
      Files.push_back(llvm::json::Object{{"path", R.MainFile}, {"ok", R.Ok}, {"sites", std::move(Items)}});
    }
    Out << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                     {"tool", "cu2hip"},
                                     {"version", CU2HIP_VERSION},
                                     {"warp_model", warpModelName(Cmd.Opts.Warp)},
                                     {"hip_version", T.options().HipTarget.str()},
                                     {"sites", Sites},
                                     {"files", std::move(Files)}}))
        << "\n";
  } else {
    Out << llvm::formatv("{0:2}", llvm::json::Value(sarifLog(Results))) << "\n";
  }
  return Failed ? ExitFailed : ExitOk;
}

int cu2hip::runWarpHeader(const std::string &OutFile, llvm::raw_ostream &Out,
                          llvm::raw_ostream &Err) {
  auto Text = warpHeaderText();
  if (!Text) {
    Err << "cu2hip warp-header: " << llvm::toString(Text.takeError()) << "\n";
    return ExitFailed;
  }
  if (OutFile.empty()) {
    Out << *Text;
    return ExitOk;
  }
  if (llvm::Error E = checkOutputFile(OutFile, OwnOutput::WarpHeader)) {
    Err << "cu2hip warp-header: " << llvm::toString(std::move(E)) << "\n";
    return ExitUsage;
  }
  if (llvm::Error E = writeFileAtomically(OutFile, *Text)) {
    Err << "cu2hip warp-header: " << llvm::toString(std::move(E)) << "\n";
    return ExitFailed;
  }
  return ExitOk;
}
