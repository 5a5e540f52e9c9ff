// Diagnostics with stable ids, collected per translation and printed by the driver.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class Severity { Error, Warning, Remark, Note };

enum class DiagId {
#define DIAG(Enum, Sev, Num, Name, Fmt) Enum,
#include "../../lib/Diagnostics/Diagnostics.def"
};

struct DiagInfo {
  Severity Sev;
  unsigned Number;
  llvm::StringRef Name;
  llvm::StringRef Format;
};
const DiagInfo &diagInfo(DiagId Id);
/// "CU2HIP-W0001"
std::string diagCode(DiagId Id);
llvm::StringRef severityName(Severity S);

/// A suggested edit: replace [Offset, Offset+Length) of File with Text.
struct FixIt {
  unsigned Offset = 0, Length = 0;
  unsigned Line = 0, Column = 0, EndLine = 0, EndColumn = 0;
  std::string Text;
};

struct Diagnostic {
  DiagId Id;
  std::string File; // empty for diagnostics about the run itself
  unsigned Line = 0, Column = 0;
  std::string Message;
  std::string Subject; // the API name or header the diagnostic is about, if any
  std::vector<std::string> Args; // the values formatted into Message, for reports
  std::optional<FixIt> Fix;
  Severity severity() const { return diagInfo(Id).Sev; }
};

template <typename... Ts>
Diagnostic makeDiag(DiagId Id, std::string File, unsigned Line, unsigned Col, Ts &&...Args) {
  Diagnostic D{Id, std::move(File), Line, Col, {}, {}, {}, {}};
  D.Message = llvm::formatv(diagInfo(Id).Format.data(), Args...).str();
  (D.Args.push_back(llvm::formatv("{0}", Args).str()), ...);
  return D;
}

/// file:line:col: warning: message [name] [CU2HIP-W0001]
void printDiagnostic(llvm::raw_ostream &OS, const Diagnostic &D, bool Color = false);

} // namespace cu2hip
