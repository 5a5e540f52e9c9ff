// Fuzz target `manifest`: a program's corpus.yaml (corpus/README.md) through
// parseCorpusManifest, the function `coverage` reads every manifest with. The
// program directory is a temporary directory named `fuzz` holding main.cu
// and kernels.cu (scripts/fuzz renames its seeds' programs to `fuzz`).
// Findings: a crash or hang; a manifest refused without an error, or
// accepted with one; an accepted program that breaks what the coverage
// stages assume (its directory's name, sources that are files inside it, a
// known library, a one-line expectation); a problem without a message or
// with a position outside the file.
#include "FuzzTargets.h"

#include "cu2hip/Coverage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace cu2hip;

namespace {
const char *const Target = "manifest";
const std::string *TempDir; // removed at exit

std::string programDir() {
  llvm::SmallString<128> Tmp;
  if (std::error_code EC = llvm::sys::fs::createUniqueDirectory("cu2hip-fuzz-manifest", Tmp))
    fuzz::violated(Target, "cannot make a temporary directory: " + EC.message());
  TempDir = new std::string(Tmp);
  std::atexit([] { llvm::sys::fs::remove_directories(*TempDir); });
  llvm::SmallString<128> Dir(Tmp);
  llvm::sys::path::append(Dir, "fuzz");
  if (std::error_code EC = llvm::sys::fs::create_directory(Dir))
    fuzz::violated(Target, "cannot make " + Dir + ": " + EC.message());
  for (const char *F : {"main.cu", "kernels.cu"}) {
    llvm::SmallString<128> File(Dir);
    llvm::sys::path::append(File, F);
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC);
    OS << "int main() { return 0; }\n";
  }
  return std::string(Dir);
}

void checkProblems(const std::vector<CorpusProblem> &Ps, const std::string &Manifest,
                   llvm::StringRef Text) {
  size_t Lines = llvm::count(Text, '\n') + 1;
  for (const CorpusProblem &P : Ps) {
    if (P.Message.empty())
      fuzz::violated(Target, "a problem without a message at " + llvm::Twine(P.Line));
    if (P.File != Manifest)
      fuzz::violated(Target, "a problem names '" + P.File + "', not the manifest");
    if (P.Line > Lines)
      fuzz::violated(Target, "problem '" + P.Message + "' at line " + llvm::Twine(P.Line) +
                                 " of a " + llvm::Twine(Lines) + "-line manifest");
  }
}
} // namespace

int fuzz::manifest(const uint8_t *Data, size_t Size) {
  static const std::string Dir = programDir();
  static const std::string Manifest = Dir + "/corpus.yaml";
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  std::vector<CorpusProblem> Errors, Warnings;
  std::optional<CorpusProgram> P = parseCorpusManifest(Manifest, Text, Dir, Errors, Warnings);
  checkProblems(Errors, Manifest, Text);
  checkProblems(Warnings, Manifest, Text);
  if (!P) {
    if (Errors.empty())
      violated(Target, "a manifest refused without an error");
    return 0;
  }
  if (!Errors.empty())
    violated(Target, "a manifest accepted with error '" + Errors.front().Message + "'");
  if (P->Name != "fuzz")
    violated(Target, "program '" + P->Name + "' accepted in directory 'fuzz'");
  if (P->Dir != Dir || P->Manifest != Manifest)
    violated(Target, "the program's directory or manifest path is not the one read");
  if (P->Sources.empty())
    violated(Target, "a program without sources");
  for (const std::string &S : P->Sources) {
    bool Up = false;
    for (auto I = llvm::sys::path::begin(S), E = llvm::sys::path::end(S); I != E; ++I)
      Up |= *I == "..";
    if (S.empty() || llvm::sys::path::is_absolute(S) || Up)
      violated(Target, "source '" + S + "' is not a path inside the program directory");
    if (!llvm::sys::fs::is_regular_file(Dir + "/" + S))
      violated(Target, "source '" + S + "' is not a file of the program");
  }
  for (const std::string &L : P->Libraries)
    if (!llvm::is_contained(knownCorpusLibraries(), L))
      violated(Target, "unknown library '" + L + "' accepted");
  llvm::StringRef Expect = P->Expect;
  if (Expect.empty() || Expect.contains('\n') || Expect != Expect.trim())
    violated(Target, "expectation '" + Expect + "' is not one trimmed, non-empty line");
  return 0;
}
