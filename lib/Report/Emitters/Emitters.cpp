// Picks a coverage report writer by its --format name.
#include "Emitters.h"

using namespace cu2hip;

namespace {
struct Entry {
  llvm::StringRef Name;
  CoverageEmitter Emit;
};
const Entry Table[] = {
    {"text", report::emitText}, {"json", report::emitJson},   {"md", report::emitMarkdown},
    {"html", report::emitHtml}, {"junit", report::emitJUnit},
};
const llvm::StringRef Names[] = {"text", "json", "md", "html", "junit"};
} // namespace

CoverageEmitter cu2hip::findCoverageEmitter(llvm::StringRef Format) {
  for (const Entry &E : Table)
    if (E.Name == Format)
      return E.Emit;
  return nullptr;
}

llvm::ArrayRef<llvm::StringRef> cu2hip::coverageFormats() { return Names; }
