// Diagnostics with stable ids, collected per translation and printed by the driver.
#pragma once

#include "cu2hip/WarpPlan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class Severity { Error, Warning, Remark, Note };

enum class DiagId {
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt) Enum,
#include "cu2hip/Diagnostics.def"
};

/// What a diagnostic is about; every count and report derives from it
/// (the Category column of Diagnostics.def).
enum class DiagCategory {
  UnsupportedApi,    // a CUDA API, type or field with no HIP equivalent in the target HIP
  UnsupportedHeader, // a CUDA header with no HIP counterpart
  NewerHip,          // a feature HIP offers only in a later release than the target
  Interop,           // graphics interop and the like, with no HIP equivalent
  InlineAsm,         // inline assembly to port by hand
  Warp,              // warp-size sites and the warp model's decisions
  Rewrite,           // what a rule decided or rewrote, for the record
  Review,            // a construct left or rewritten that a person should check
  Parse,             // a problem clang found in the input (what "parse problems" counts)
  Input,             // how the input was read: its encoding, the platform it was parsed for
  Io,                // reading or writing files
  Internal,          // cu2hip's own failures
};

struct DiagInfo {
  Severity Sev;
  unsigned Number;
  llvm::StringRef Name;
  DiagCategory Category;
  llvm::StringRef Format;
};
const DiagInfo &diagInfo(DiagId Id);
/// "CU2HIP-W0001"
std::string diagCode(DiagId Id);
/// The id printed as \p Code ("CU2HIP-W0001"), if there is one.
std::optional<DiagId> diagIdFromCode(llvm::StringRef Code);
/// Something CUDA has and the target HIP lacks, left unchanged: what translate,
/// port and coverage all count as "unsupported".
inline bool isUnsupported(DiagCategory C) {
  return C == DiagCategory::UnsupportedApi || C == DiagCategory::UnsupportedHeader ||
         C == DiagCategory::NewerHip || C == DiagCategory::Interop;
}
inline bool isUnsupported(DiagId Id) { return isUnsupported(diagInfo(Id).Category); }
inline bool isWarp(DiagId Id) { return diagInfo(Id).Category == DiagCategory::Warp; }
/// A problem clang found in the input: what translate, port and coverage count
/// as "parse problems".
inline bool isParseProblem(DiagCategory C) { return C == DiagCategory::Parse; }
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
  /// The warp site a warp-site diagnostic is about (structured, for warp-check
  /// and the reports: never parsed back out of Message).
  std::optional<WarpSite> Site;
  /// How many findings this diagnostic stands for: 1, or N for a note that
  /// summarises N more not shown (TooManyParseProblems), so counts add it up.
  unsigned Count = 1;
  Severity severity() const { return diagInfo(Id).Sev; }
  DiagCategory category() const { return diagInfo(Id).Category; }
};

template <typename... Ts>
Diagnostic makeDiag(DiagId Id, std::string File, unsigned Line, unsigned Col, Ts &&...Args) {
  Diagnostic D{Id, std::move(File), Line, Col, {}, {}, {}, {}, {}};
  D.Message = llvm::formatv(diagInfo(Id).Format.data(), Args...).str();
  (D.Args.push_back(llvm::formatv("{0}", Args).str()), ...);
  return D;
}

/// What a set of diagnostics adds up to, by the Category column of
/// Diagnostics.def: the one computation behind the counts translate, port and
/// coverage print, so that no command keeps its own list of ids.
struct DiagSummary {
  /// Uses of something the target HIP lacks (isUnsupported), by what each
  /// names: its subject, else its message.
  std::map<std::string, unsigned> Unsupported;
  unsigned UnsupportedUses = 0;
  unsigned InlineAsm = 0;
  /// Problems clang found (isParseProblem), those shown and those a note
  /// summarises (Diagnostic::Count).
  unsigned ParseProblems = 0;

  void add(const Diagnostic &D);
  void add(llvm::ArrayRef<Diagnostic> Ds) {
    for (const Diagnostic &D : Ds)
      add(D);
  }
};
inline DiagSummary summarizeDiagnostics(llvm::ArrayRef<Diagnostic> Ds) {
  DiagSummary S;
  S.add(Ds);
  return S;
}

/// file:line:col: warning: message [name] [CU2HIP-W0001]
void printDiagnostic(llvm::raw_ostream &OS, const Diagnostic &D, bool Color = false);

} // namespace cu2hip
