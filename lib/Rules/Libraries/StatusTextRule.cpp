// cusparseGetErrorString(s)   (HIP < 6.0)  ->  cu2hip_cusparseGetErrorString(s)
// cublasGetStatusString(s)    (no HIP)     ->  cu2hip_cublasGetStatusString(s)
// ... one row each in StatusText.def.
//
// Why a rule: checking macros print a library status as text, and the target
// HIP may have no such function, so the rename pass could only report it and
// the macro would not compile. The text is a switch over the HIP status
// enumerators, so the rule writes a small helper into the file, once, just
// before the file-scope construct of the first use (the includes that declare
// the status type precede it, and it is in the same #if branch), guarded by a
// macro so that a header and the file including it can both carry it. When HIP has the function in a later release, the helper calls it when
// compiled against that release; when the target HIP already has it, the
// rename pass renames the call and no helper is written.
#include "../RuleSupport.h"

#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <map>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
enum TextKind { Name, String };
struct StatusTextRow {
  llvm::StringRef Cuda;
  TextKind Text;
  llvm::StringRef CudaType, CudaPrefix;
};
const StatusTextRow Rows[] = {
#define STATUS_TEXT(CudaFunction, Text, CudaStatusType, CudaPrefix)                                \
  {CudaFunction, Text, CudaStatusType, CudaPrefix},
#include "StatusText.def"
};

/// "CUSPARSE_STATUS_NOT_INITIALIZED" after prefix "CUSPARSE_STATUS_" -> "not initialized".
std::string words(llvm::StringRef Enumerator, llvm::StringRef Prefix) {
  std::string S = Enumerator.drop_front(Prefix.size()).lower();
  std::replace(S.begin(), S.end(), '_', ' ');
  return S;
}

/// The helper's definition for target \p Hip (without the guard's #endif line ending).
std::string helperText(const StatusTextRow &R, const MappingEntry *Fn, llvm::StringRef HipType,
                       Version Hip, llvm::StringRef EOL) {
  const MappingTable &Table = MappingTable::get();
  std::string Helper = "cu2hip_" + R.Cuda.str();
  std::string Guard = "CU2HIP_" + llvm::StringRef(R.Cuda).upper();
  std::string S;
  auto Line = [&](const std::string &L) { S += L + EOL.str(); };
  Line("#ifndef " + Guard);
  Line("#define " + Guard);
  Line("// cu2hip: " + R.Cuda.str() + " for HIP releases without it");
  Line("static inline const char *" + Helper + "(" + HipType.str() + " status) {");
  bool Delegates = Fn && Fn->hasHip() && Fn->HipAdded.isSet();
  if (Delegates) {
    Version V = Fn->HipAdded;
    Line("#if defined(HIP_VERSION_MAJOR) && HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= " +
         std::to_string(V.major() * 100 + V.minor()));
    Line("  return " + Fn->Hip.str() + "(status);");
    Line("#else");
  }
  Line("  switch (status) {");
  llvm::StringSet<> Cases;
  for (const MappingEntry &E : Table.entries()) {
    if (E.Kind != EntityKind::Enumerator || !E.Cuda.starts_with(R.CudaPrefix) || !E.availableIn(Hip))
      continue;
    // Only enumerators HIP spells with the same words: CUBLAS_STATUS_LICENSE_ERROR
    // maps to HIPBLAS_STATUS_UNKNOWN, whose text would be wrong.
    llvm::StringRef Words = E.Cuda.drop_front(R.CudaPrefix.size());
    if (!E.Hip.ends_with("_" + Words.str()) || !Cases.insert(E.Hip).second)
      continue;
    std::string Text = R.Text == Name ? E.Cuda.str() : words(E.Cuda, R.CudaPrefix);
    Line("  case " + E.Hip.str() + ": return \"" + Text + "\";");
  }
  Line("  default: return \"" +
       (R.Text == Name ? std::string("<unknown>") : "unrecognized " + HipType.str() + " value") +
       "\";");
  Line("  }");
  if (Delegates)
    Line("#endif");
  Line("}");
  Line("#endif");
  return S;
}

/// Where the helper goes: the start of the file-scope construct holding token
/// \p Use (a declaration, a namespace, the #define whose body calls it), so
/// that it sits in the same #if branch as the use, after the includes before it.
/// Works on tokens, so uses in branches clang did not parse are placed too.
unsigned helperOffset(const RawTokens &T, size_t Use) {
  size_t Start = T.constructStart(Use);
  unsigned Offset = T[Start].Offset;
  while (Offset > 0 && (T.text()[Offset - 1] == ' ' || T.text()[Offset - 1] == '\t'))
    --Offset;
  return Offset;
}

class StatusTextRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const MappingTable &Table = MappingTable::get();
    const RawTokens &T = C.Toks;
    llvm::StringRef EOL = T.lineEnding();
    // Helpers by offset: two insertions at one offset would conflict.
    std::map<unsigned, std::string> Helpers;
    for (const StatusTextRow &R : Rows) {
      const MappingEntry *Fn = Table.lookup(R.Cuda);
      if (Fn && Fn->availableIn(C.Hip))
        continue; // the rename pass renames it
      const MappingEntry *Type = Table.lookup(R.CudaType);
      if (!Type || !Type->availableIn(C.Hip))
        continue;
      std::vector<rules::Call> Calls = rules::findCalls(C, {R.Cuda});
      if (Calls.empty())
        continue;
      std::string Helper = "cu2hip_" + R.Cuda.str();
      for (const rules::Call &X : Calls) {
        Out.Edits.replace(T[X.Name].Offset, T[X.Name].Length, Helper, name());
        Out.use(T[X.Name].Offset, R.Cuda, Helper, Type->Where, true);
      }
      size_t First = Calls.front().Name;
      Helpers[helperOffset(T, First)] += helperText(R, Fn, Type->Hip, C.Hip, EOL);
      std::string Why = Fn && Fn->hasHip() && Fn->HipAdded.isSet()
                            ? "HIP " + C.Hip.str() + " lacks '" + Fn->Hip.str() + "' (HIP " +
                                  Fn->HipAdded.str() + ")"
                            : "HIP has no equivalent";
      Out.diag(DiagId::StatusTextHelper, T[First].Offset, R.Cuda, Why, Helper, Type->Hip).Subject =
          R.Cuda.str();
    }
    for (auto &[At, Text] : Helpers) {
      bool NeedsEOL = At > 0 && T.text()[At - 1] != '\n';
      Out.Edits.insert(At, NeedsEOL ? EOL.str() + Text : Text, name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createStatusTextRule() { return std::make_unique<StatusTextRule>(); }
