// --export-fixes: see ExportFixes.h.
#include "ExportFixes.h"
#include "Support/Paths.h"
#include "cu2hip/Output.h"

#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace cu2hip;

void FixesExport::add(llvm::StringRef Path, const std::vector<FileResult::Edit> &Edits) {
  if (Edits.empty())
    return;
  std::string Abs = support::absolutePath(Path);
  std::lock_guard<std::mutex> G(Lock);
  Files.push_back({Abs, Edits});
}

void FixesExport::skip(llvm::StringRef Path, llvm::StringRef Why) {
  std::lock_guard<std::mutex> G(Lock);
  Skipped.push_back(Path.str() + ": " + Why.str());
}

llvm::Error FixesExport::write(llvm::StringRef OutPath, llvm::StringRef Main) const {
  std::lock_guard<std::mutex> G(Lock);
  clang::tooling::TranslationUnitReplacements TU;
  TU.MainSourceFile = Main.empty() ? "" : support::absolutePath(Main);
  // Files in path order (the threads finished in any order), edits in file order.
  std::vector<const File *> Sorted;
  for (const File &F : Files)
    Sorted.push_back(&F);
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const File *A, const File *B) { return A->Path < B->Path; });
  for (const File *F : Sorted)
    for (const FileResult::Edit &E : F->Edits)
      TU.Replacements.emplace_back(F->Path, E.Offset, E.Length, E.Text);
  std::string Text = std::string(FixesFirstLine) + "\n";
  {
    llvm::raw_string_ostream OS(Text);
    llvm::yaml::Output Y(OS);
    Y << TU;
  }
  // Its directory is made, as for -o and --out-dir.
  if (llvm::StringRef Dir = llvm::sys::path::parent_path(OutPath); !Dir.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create '%s': %s", Dir.str().c_str(),
                                     EC.message().c_str());
  return writeFileAtomically(OutPath, Text);
}
