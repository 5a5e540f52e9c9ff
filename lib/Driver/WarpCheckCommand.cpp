// `cu2hip warp-check`: lists every warp-size-dependent site with its class and
// what each warp model does with it, without writing anything.
#include "Sarif.h"
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/Output.h"
#include "cu2hip/Translator.h"

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
    // The warp sites, with the native model's fix-its (Sarif.h).
    SarifLog Log(Cmd.SarifRoot, "cu2hip CUDA-to-HIP translator: warp-size check");
    Log.setIncludeFixes(true);
    for (const TranslationResult &R : Results)
      for (const Diagnostic &D : R.Diags)
        if (isWarp(D.Id))
          Log.add(D);
    Out << llvm::formatv("{0:2}", Log.json(!Failed)) << "\n";
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
