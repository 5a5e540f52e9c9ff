// CUDA handles that are integers where HIP's are pointers (rows:
// lib/Mapping/IntegerHandles.def), used as integers:
//   tex & 0xFFFFFFFF             -> (unsigned long long)tex & 0xFFFFFFFF
//   unsigned long long h = tex;  -> unsigned long long h = (unsigned long long)tex;
//   cudaTextureObject_t t = ids[i]; -> hipTextureObject_t t = (hipTextureObject_t)ids[i];
//   CUdeviceptr q = p + bytes;   -> hipDeviceptr_t q = (char *)p + bytes;
//   p += bytes;                  -> p = (char *)p + (bytes);
// hipcc 5.2 rejects each original (hipTextureObject_t is `__hip_texture *`,
// hipDeviceptr_t `void *`). clang's AST gives the types: an expression whose
// type is written with one of these typedefs. What cannot be rewritten here
// (inside a macro expansion, a compound operator other than += and -= on an
// address) is reported, CU2HIP-W0442.
#include "../AstSupport.h"
#include "../RuleSupport.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <optional>
#include <set>

using namespace cu2hip;

namespace {
enum class HandleKind { Object, Address };
struct HandleRow {
  llvm::StringRef Cuda, Hip;
  HandleKind Kind;
};
const HandleRow Handles[] = {
#define INTEGER_HANDLE(Cuda, Hip, Kind) {Cuda, Hip, HandleKind::Kind},
#include "../../Mapping/IntegerHandles.def"
};

/// The row of the first typedef in \p T's sugar that is a CUDA handle.
const HandleRow *handleOf(clang::QualType T) {
  while (!T.isNull()) {
    const auto *TT = T->getAs<clang::TypedefType>();
    if (!TT)
      return nullptr;
    llvm::StringRef Name = TT->getDecl()->getName();
    for (const HandleRow &R : Handles)
      if (R.Cuda == Name)
        return &R;
    T = TT->getDecl()->getUnderlyingType();
  }
  return nullptr;
}

/// The handle \p E's value is: a variable, member, element, call or cast
/// typed with a handle typedef. An arithmetic result is an integer (clang
/// keeps the operand's typedef on it, but HIP's rewritten operation does not).
const HandleRow *handleOf(const clang::Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = llvm::dyn_cast<clang::BinaryOperator>(E))
    if (!B->isAssignmentOp() && !B->isCommaOp())
      return nullptr;
  if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(E))
    if (U->isArithmeticOp())
      return nullptr;
  return handleOf(E->getType());
}

class Collector : public clang::RecursiveASTVisitor<Collector> {
public:
  Collector(const RuleInput &C, RuleOutput &Out, llvm::StringRef Who)
      : C(C), Out(Out), Who(Who), SM(C.AST->getSourceManager()), Loc(C) {}

  bool VisitBinaryOperator(clang::BinaryOperator *B) {
    using clang::BinaryOperatorKind;
    clang::Expr *L = B->getLHS(), *R = B->getRHS();
    const HandleRow *HL = handleOf(L), *HR = handleOf(R);
    if (B->isAssignmentOp()) {
      if (B->getOpcode() == clang::BO_Assign) {
        if (HL && !HR && !isNull(R))
          convert(R, ("(" + HL->Hip + ")").str(), HL);
        else if (!HL && HR && L->getType()->isIntegerType())
          convert(R, "(unsigned long long)", HR);
        return true;
      }
      if (!HL)
        return true;
      if (HL->Kind == HandleKind::Address &&
          (B->getOpcode() == clang::BO_AddAssign || B->getOpcode() == clang::BO_SubAssign) &&
          llvm::isa<clang::DeclRefExpr>(L->IgnoreParens()))
        compoundAddress(B);
      else
        report(B->getOperatorLoc(), HL, "a compound assignment");
      return true;
    }
    if (!B->isAdditiveOp() && !B->isMultiplicativeOp() && !B->isShiftOp() &&
        !B->isBitwiseOp() && !B->isComparisonOp())
      return true;
    if (B->isComparisonOp() && HL && HR)
      return true; // two handles compare as pointers too
    if (B->isEqualityOp() && ((HL && isNull(R)) || (HR && isNull(L))))
      return true;
    bool Bytes = B->isAdditiveOp();
    if (HL)
      convert(L, cast(HL, Bytes), HL);
    if (HR)
      convert(R, cast(HR, Bytes), HR);
    return true;
  }

  bool VisitVarDecl(clang::VarDecl *D) {
    clang::Expr *Init = D->getInit();
    if (!Init || D->getInitStyle() != clang::VarDecl::CInit || llvm::isa<clang::InitListExpr>(Init))
      return true;
    const HandleRow *HD = handleOf(D->getType()), *HI = handleOf(Init);
    if (HD && !HI && !isNull(Init) && !isAddressSum(Init, HD))
      convert(Init, ("(" + HD->Hip + ")").str(), HD);
    else if (!HD && HI && D->getType()->isIntegerType())
      convert(Init, "(unsigned long long)", HI);
    return true;
  }

  bool VisitCallExpr(clang::CallExpr *Call) {
    const clang::FunctionDecl *F = Call->getDirectCallee();
    if (!F || !isUserLocation(F->getLocation()))
      return true; // CUDA's own APIs take the HIP types after renaming
    for (unsigned I = 0; I < Call->getNumArgs() && I < F->getNumParams(); ++I) {
      clang::Expr *A = Call->getArg(I);
      clang::QualType P = F->getParamDecl(I)->getType();
      const HandleRow *HP = handleOf(P), *HA = handleOf(A);
      if (HP && !HA && !isNull(A) && !isAddressSum(A, HP))
        convert(A, ("(" + HP->Hip + ")").str(), HP);
      else if (!HP && HA && P->isIntegerType())
        convert(A, "(unsigned long long)", HA);
    }
    return true;
  }

private:
  static std::string cast(const HandleRow *H, bool Bytes) {
    return H->Kind == HandleKind::Address && Bytes ? "(char *)" : "(unsigned long long)";
  }
  bool isNull(clang::Expr *E) const {
    return E->isNullPointerConstant(*C.AST, clang::Expr::NPC_ValueDependentIsNotNull) !=
           clang::Expr::NPCK_NotNull;
  }
  /// `p + n` with p an address: already rewritten to a char * that converts.
  bool isAddressSum(clang::Expr *E, const HandleRow *H) const {
    auto *B = llvm::dyn_cast<clang::BinaryOperator>(E->IgnoreParenImpCasts());
    return H->Kind == HandleKind::Address && B && B->isAdditiveOp() &&
           (handleOf(B->getLHS()) == H || handleOf(B->getRHS()) == H);
  }
  bool isUserLocation(clang::SourceLocation L) const {
    L = SM.getFileLoc(L);
    return L.isValid() && !SM.isInSystemHeader(L);
  }

  /// [begin, end) file offsets of \p E in this file, or nullopt (a macro, another file).
  std::optional<std::pair<unsigned, unsigned>> range(const clang::Expr *E) const {
    return Loc.written(E->getSourceRange());
  }

  void convert(clang::Expr *E, const std::string &Cast, const HandleRow *H) {
    clang::Expr *Inner = E->IgnoreImpCasts();
    auto R = range(Inner);
    if (!R) {
      if (Inner->getBeginLoc().isMacroID() && SM.getFileID(SM.getExpansionLoc(Inner->getBeginLoc())) == C.File)
        report(Inner->getBeginLoc(), H, "inside a macro expansion");
      return;
    }
    if (Out.Edits.overlaps(R->first, R->second - R->first) || !Done.insert({R->first, R->second}).second)
      return; // rewritten already (a user rule)
    // A cast binds less tightly than postfix and primary expressions only.
    clang::Expr *Bare = Inner->IgnoreParens();
    bool Simple = Bare != Inner || llvm::isa<clang::DeclRefExpr, clang::MemberExpr,
                                             clang::ArraySubscriptExpr, clang::CallExpr,
                                             clang::IntegerLiteral>(Bare);
    Out.Edits.insert(R->first, Simple ? Cast : Cast + "(", Who);
    if (!Simple)
      Out.Edits.insert(R->second, ")", Who);
  }

  /// p += n  ->  p = (char *)p + (n)
  void compoundAddress(clang::BinaryOperator *B) {
    auto L = range(B->getLHS()), R = range(B->getRHS());
    clang::SourceLocation Op = B->getOperatorLoc();
    if (!L || !R || Op.isMacroID()) {
      report(Op, handleOf(B->getLHS()), "inside a macro expansion");
      return;
    }
    llvm::StringRef Lhs = C.Toks.text().slice(L->first, L->second);
    std::string Sign = B->getOpcode() == clang::BO_AddAssign ? "+" : "-";
    std::optional<unsigned> At = Loc.expansion(Op);
    if (!At)
      return;
    unsigned OpOff = *At;
    Out.Edits.replace(OpOff, R->first - OpOff, ("= (char *)" + Lhs + " " + Sign + " (").str(), Who);
    Out.Edits.insert(R->second, ")", Who);
  }

  void report(clang::SourceLocation L, const HandleRow *H, llvm::StringRef Why) {
    std::optional<unsigned> At = Loc.expansion(L);
    if (!At || !H)
      return;
    unsigned Off = *At;
    if (!Reported.insert(Off).second)
      return;
    Out.diag(DiagId::IntegerHandle, Off, H->Cuda, H->Hip, Why).Subject = H->Cuda.str();
  }

  const RuleInput &C;
  RuleOutput &Out;
  llvm::StringRef Who;
  const clang::SourceManager &SM;
  rules::FileLocations Loc;
  std::set<std::pair<unsigned, unsigned>> Done;
  std::set<unsigned> Reported;
};

class IntegerHandlesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST || C.File.isInvalid())
      return;
    Collector V(C, Out, name());
    rules::traverseFileDecls(C, V);
  }
};
} // namespace

std::unique_ptr<Rule> createIntegerHandlesRule() { return std::make_unique<IntegerHandlesRule>(); }
