// cu2hip-fuzz-replay TARGET FILE...: runs fuzz target TARGET (FuzzTargets.h)
// once on each file, as libFuzzer does with a finding. Built in every build
// (no libFuzzer needed), so test/reliability/fuzz-regressions.test checks the
// kept findings with the same code, properties included.
#include "FuzzTargets.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    llvm::errs() << "usage: cu2hip-fuzz-replay translate|rules|manifest|report FILE...\n";
    return 2;
  }
  llvm::StringRef Name = Argv[1];
  int (*Target)(const uint8_t *, size_t) = Name == "translate" ? fuzz::translate
                                           : Name == "rules"   ? fuzz::rules
                                           : Name == "manifest" ? fuzz::manifest
                                           : Name == "report"   ? fuzz::report
                                                                : nullptr;
  if (!Target) {
    llvm::errs() << "cu2hip-fuzz-replay: unknown target '" << Name << "'\n";
    return 2;
  }
  for (int I = 2; I < Argc; ++I) {
    auto Buf = llvm::MemoryBuffer::getFile(Argv[I], /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!Buf) {
      llvm::errs() << "cu2hip-fuzz-replay: cannot read " << Argv[I] << ": "
                   << Buf.getError().message() << "\n";
      return 2;
    }
    // A copy of exactly the input's bytes: ASan sees any read past its end,
    // as it does under libFuzzer.
    std::unique_ptr<uint8_t[]> Copy(new uint8_t[(*Buf)->getBufferSize()]);
    std::copy((*Buf)->getBufferStart(), (*Buf)->getBufferEnd(), Copy.get());
    Target(Copy.get(), (*Buf)->getBufferSize());
    llvm::outs() << Name << ": " << Argv[I] << ": ok\n";
    llvm::outs().flush();
  }
  return 0;
}
