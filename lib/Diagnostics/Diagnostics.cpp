#include "cu2hip/Diagnostics.h"

#include "Support/Paths.h"

#include "llvm/Support/Format.h"

using namespace cu2hip;

namespace {
const DiagInfo Infos[] = {
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt) {Severity::Sev, Num, Name, DiagCategory::Cat, Fmt},
#include "cu2hip/Diagnostics.def"
};
} // namespace

std::optional<DiagId> cu2hip::diagIdFromCode(llvm::StringRef Code) {
  for (size_t I = 0; I < std::size(Infos); ++I)
    if (diagCode(static_cast<DiagId>(I)) == Code)
      return static_cast<DiagId>(I);
  return std::nullopt;
}

const DiagInfo &cu2hip::diagInfo(DiagId Id) { return Infos[static_cast<size_t>(Id)]; }

llvm::StringRef cu2hip::severityName(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Remark: return "remark";
  case Severity::Note: return "note";
  }
  return "?";
}

std::string cu2hip::diagCode(DiagId Id) {
  const DiagInfo &I = diagInfo(Id);
  char Letter = "EWRN"[static_cast<int>(I.Sev)];
  return llvm::formatv("CU2HIP-{0}{1:d4}", Letter, I.Number).str();
}

void DiagSummary::add(const Diagnostic &D) {
  DiagCategory C = D.category();
  if (isUnsupported(C)) {
    Unsupported[D.Subject.empty() ? D.Message : D.Subject] += D.Count;
    UnsupportedUses += D.Count;
  }
  if (C == DiagCategory::InlineAsm)
    InlineAsm += D.Count;
  if (isParseProblem(C))
    ParseProblems += D.Count;
}

void cu2hip::printDiagnostic(llvm::raw_ostream &OS, const Diagnostic &D, bool Color) {
  if (Color)
    OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, true);
  if (!D.File.empty()) {
    OS << support::printable(D.File) << ':';
    if (D.Line)
      OS << D.Line << ':' << D.Column << ':';
    OS << ' ';
  } else {
    OS << "cu2hip: ";
  }
  Severity S = D.severity();
  if (Color)
    OS.changeColor(S == Severity::Error     ? llvm::raw_ostream::RED
                   : S == Severity::Warning ? llvm::raw_ostream::MAGENTA
                                            : llvm::raw_ostream::CYAN,
                   true);
  OS << severityName(S) << ": ";
  if (Color)
    OS.resetColor();
  OS << D.Message << " [" << diagInfo(D.Id).Name << "] [" << diagCode(D.Id) << "]\n";
}
