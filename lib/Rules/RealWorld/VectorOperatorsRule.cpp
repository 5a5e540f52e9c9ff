// User-defined operators on CUDA vector types (docs/real-world.md, item 5).
//
// CUDA's float3, int2, ... are plain structs, so CUDA code defines its own
// arithmetic on them (helper_math.h style). HIP's vector types already have
// operators: templates for the binary ones (a user's non-template function wins
// over them, no conflict) but non-template members for `+= -= *= /=` with the
// same vector type and for `++`/`--`. A user's free function with those
// signatures is exactly as good a match as HIP's member, and hipcc rejects every
// use as ambiguous. Those definitions are guarded out for HIP when they compute
// what HIP's member computes (component-wise), and reported otherwise.
#include "../AstSupport.h"
#include "RealWorld.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallSet.h"

using namespace cu2hip;
using namespace clang;

namespace {
const char *const VectorTypes[] = {
#define HIP_VECTOR_TYPE(Base) Base,
#include "../../Mapping/HipDeclared.def"
};

/// A member operator HIP's vector types have (lib/Mapping/HipDeclared.def).
struct MemberOperator {
  OverloadedOperatorKind Operator;
  BinaryOperatorKind Arith, ArithAssign;
};
const MemberOperator MemberOperators[] = {
#define HIP_VECTOR_MEMBER_OPERATOR(Operator, Arith, ArithAssign) {Operator, Arith, ArithAssign},
#include "../../Mapping/HipDeclared.def"
};

const MemberOperator *memberOperator(OverloadedOperatorKind OO) {
  for (const MemberOperator &M : MemberOperators)
    if (M.Operator == OO)
      return &M;
  return nullptr;
}

/// Number of components of a CUDA vector type (float3 -> 3), or 0.
unsigned vectorComponents(const SourceManager &SM, QualType T, std::string *Name = nullptr) {
  T = T.getCanonicalType();
  const RecordType *RT = T->getAs<RecordType>();
  if (!RT)
    return 0;
  const RecordDecl *RD = RT->getDecl();
  if (!RD->getIdentifier() || !SM.isInSystemHeader(RD->getLocation()))
    return 0;
  llvm::StringRef N = RD->getName();
  if (N.size() < 2 || N.back() < '1' || N.back() > '4')
    return 0;
  llvm::StringRef Base = N.drop_back();
  if (llvm::none_of(VectorTypes, [&](const char *V) { return Base == V; }))
    return 0;
  if (Name)
    *Name = N.str();
  return N.back() - '0';
}

const char *const Components[] = {"x", "y", "z", "w"};

/// E without parentheses, implicit casts, temporaries and elidable copies.
const Expr *strip(const Expr *E) {
  while (true) {
    const Expr *Prev = E;
    E = E->IgnoreParenImpCasts();
    if (const auto *C = dyn_cast<ExprWithCleanups>(E))
      E = C->getSubExpr();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    if (const auto *C = dyn_cast<CXXConstructExpr>(E))
      if (C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
        E = C->getArg(0);
    if (E == Prev)
      return E;
  }
}

/// P.c for parameter P (through parens and implicit casts); the component name or "".
llvm::StringRef memberOf(const Expr *E, const ParmVarDecl *P) {
  E = strip(E);
  const auto *ME = dyn_cast<MemberExpr>(E);
  if (!ME)
    return "";
  const auto *DRE = dyn_cast<DeclRefExpr>(strip(ME->getBase()));
  if (!DRE || DRE->getDecl() != P || !ME->getMemberDecl()->getIdentifier())
    return "";
  return ME->getMemberDecl()->getName();
}

bool isOne(const Expr *E) {
  E = strip(E);
  if (const auto *I = dyn_cast<IntegerLiteral>(E))
    return I->getValue() == 1;
  if (const auto *F = dyn_cast<FloatingLiteral>(E))
    return F->getValueAsApproximateDouble() == 1.0;
  return false;
}

bool refersTo(const Expr *E, const ParmVarDecl *P) {
  const auto *DRE = dyn_cast<DeclRefExpr>(strip(E));
  return DRE && DRE->getDecl() == P;
}

/// The binary operator kind an expression applies at top level (built-in or
/// overloaded), with its two operands.
bool binaryParts(const Expr *E, BinaryOperatorKind &Op, const Expr *&L, const Expr *&R) {
  E = strip(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    Op = B->getOpcode();
    L = B->getLHS();
    R = B->getRHS();
    return true;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (OC->getNumArgs() != 2 || !OC->isInfixBinaryOp())
      return false;
    Op = BinaryOperator::getOverloadedOpcode(OC->getOperator());
    L = OC->getArg(0);
    R = OC->getArg(1);
    return true;
  }
  return false;
}

/// Whether function \p F returns component-wise `a OP b` of its two parameters:
/// `return make_floatN(a.x OP b.x, ...)` or `return {a.x OP b.x, ...}`.
bool isComponentwiseBinary(const FunctionDecl *F, BinaryOperatorKind Op, unsigned N) {
  F = F->getDefinition();
  if (!F || F->getNumParams() != 2)
    return false;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!Body || Body->size() != 1)
    return false;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  if (!Ret || !Ret->getRetValue())
    return false;
  const Expr *V = strip(Ret->getRetValue());
  llvm::SmallVector<const Expr *, 4> Args;
  if (const auto *Call = dyn_cast<CallExpr>(V)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || !Callee->getName().starts_with("make_"))
      return false;
    for (const Expr *A : Call->arguments())
      Args.push_back(A);
  } else if (const auto *Init = dyn_cast<InitListExpr>(V)) {
    for (const Expr *A : Init->inits())
      Args.push_back(A);
  } else {
    return false;
  }
  if (Args.size() != N)
    return false;
  for (unsigned I = 0; I < N; ++I) {
    BinaryOperatorKind K;
    const Expr *L, *R;
    if (!binaryParts(Args[I], K, L, R) || K != Op || memberOf(L, F->getParamDecl(0)) != Components[I] ||
        memberOf(R, F->getParamDecl(1)) != Components[I])
      return false;
  }
  return true;
}

/// Checks a compound assignment `void operator OP=(V &a, V b)` or an
/// increment/decrement `V &operator++(V &a)` against HIP's member semantics.
/// Returns "" when it matches, else why not.
std::string semanticsMismatch(const FunctionDecl *F, OverloadedOperatorKind OO, unsigned N) {
  const FunctionDecl *Def = F->getDefinition();
  if (!Def)
    return "its definition is not visible to cu2hip";
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body)
    return "its definition is not visible to cu2hip";
  const ParmVarDecl *A = Def->getParamDecl(0);
  const ParmVarDecl *B = Def->getNumParams() > 1 ? Def->getParamDecl(1) : nullptr;
  bool IncDec = OO == OO_PlusPlus || OO == OO_MinusMinus;
  if (IncDec && Def->getNumParams() != 1)
    return "HIP's postfix operator returns the old value, which cu2hip does not check";
  const MemberOperator *M = memberOperator(OO);
  BinaryOperatorKind Op = M->Arith, OpAssign = M->ArithAssign;
  // The right operand for component c: b.c, or the literal 1 for ++/--.
  auto RightIs = [&](const Expr *E, llvm::StringRef C) {
    return IncDec ? isOne(E) : memberOf(E, B) == C;
  };
  llvm::SmallSet<std::string, 4> Done;
  bool Whole = false;
  const Stmt *Last = Body->body_empty() ? nullptr : Body->body_back();
  for (const Stmt *S : Body->body()) {
    if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
      if (S != Last || (Ret->getRetValue() && !refersTo(Ret->getRetValue(), A)))
        return "it returns something other than its left operand";
      continue;
    }
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return "its body is not the component-wise operation HIP performs";
    E = strip(E);
    // a.c OP= b.c;   ++a.c;   a.c++;
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
      llvm::StringRef C = memberOf(CA->getLHS(), A);
      if (CA->getOpcode() == OpAssign && !C.empty() && RightIs(CA->getRHS(), C) && Done.insert(C.str()).second)
        continue;
      return "its body is not the component-wise operation HIP performs";
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      llvm::StringRef C = memberOf(U->getSubExpr(), A);
      bool Matches = IncDec && (Op == BO_Add ? U->isIncrementOp() : U->isDecrementOp());
      if (Matches && !C.empty() && Done.insert(C.str()).second)
        continue;
      return "its body is not the component-wise operation HIP performs";
    }
    // a.c = a.c OP b.c;   a = a OP b;
    BinaryOperatorKind K, K2;
    const Expr *L, *R, *L2, *R2;
    if (binaryParts(E, K, L, R) && K == BO_Assign && binaryParts(R, K2, L2, R2) && K2 == Op) {
      llvm::StringRef C = memberOf(L, A);
      if (!C.empty() && memberOf(L2, A) == C && RightIs(R2, C) && Done.insert(C.str()).second)
        continue;
      if (!IncDec && refersTo(L, A) && refersTo(L2, A) && refersTo(R2, B) && !Whole) {
        const auto *Call = dyn_cast<CXXOperatorCallExpr>(strip(R));
        const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
        if (Callee && isComponentwiseBinary(Callee, Op, N)) {
          Whole = true;
          continue;
        }
      }
    }
    return "its body is not the component-wise operation HIP performs";
  }
  if (Whole ? !Done.empty() : Done.size() != N)
    return "it does not update every component the way HIP's operator does";
  return "";
}

class Collector : public RecursiveASTVisitor<Collector> {
public:
  std::vector<const FunctionDecl *> Found;
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isOverloadedOperator() && !isa<CXXMethodDecl>(FD) && !FD->isImplicit() &&
        !FD->getDescribedFunctionTemplate() && !FD->isTemplateInstantiation() &&
        !FD->isDependentContext())
      Found.push_back(FD);
    return true;
  }
};

class VectorOperatorsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST || C.File.isInvalid())
      return;
    const SourceManager &SM = C.AST->getSourceManager();
    rules::FileLocations Locs(C);
    Collector Col;
    rules::traverseFileDecls(C, Col);
    for (const FunctionDecl *FD : Col.Found) {
      std::optional<unsigned> At = Locs.expansion(FD->getLocation());
      if (!At)
        continue;
      OverloadedOperatorKind OO = FD->getOverloadedOperator();
      if (!memberOperator(OO))
        continue;
      bool IncDec = OO == OO_PlusPlus || OO == OO_MinusMinus;
      bool Compound = !IncDec;
      // First parameter: a non-const reference to a vector type.
      if (FD->getNumParams() < 1)
        continue;
      QualType P0 = FD->getParamDecl(0)->getType();
      if (!P0->isLValueReferenceType() || P0->getPointeeType().isConstQualified())
        continue;
      std::string VecName;
      unsigned N = vectorComponents(SM, P0->getPointeeType(), &VecName);
      if (!N)
        continue;
      if (Compound) {
        // Second parameter: the same vector type, by value or by const reference.
        if (FD->getNumParams() != 2)
          continue;
        QualType P1 = FD->getParamDecl(1)->getType();
        if (P1->isReferenceType()) {
          if (!P1->getPointeeType().isConstQualified())
            continue;
          P1 = P1->getPointeeType();
        }
        if (!C.AST->hasSameUnqualifiedType(P1, P0->getPointeeType()))
          continue;
      } else if (FD->getNumParams() == 2 && !FD->getParamDecl(1)->getType()->isIntegerType()) {
        continue;
      }
      std::string OpName = ("operator" + llvm::StringRef(getOperatorSpelling(OO))).str();
      unsigned Offset = *At;
      std::string Why = semanticsMismatch(FD, OO, N);
      if (!Why.empty()) {
        Out.diag(DiagId::VectorOperatorConflict, Offset, OpName, VecName, Why).Subject = OpName;
        continue;
      }
      std::optional<std::pair<unsigned, unsigned>> Whole = Locs.expanded(FD->getSourceRange());
      if (!Whole)
        continue;
      unsigned Begin = Whole->first, End = Whole->second;
      // A declaration without a body ends at its ';'.
      if (!FD->doesThisDeclarationHaveABody()) {
        llvm::StringRef Text = C.Toks.text();
        size_t Semi = Text.find_first_not_of(" \t\r\n", End);
        if (Semi != llvm::StringRef::npos && Text[Semi] == ';')
          End = Semi + 1;
      }
      if (realworld::hiddenFromHip(C, Begin))
        continue; // guarded already (a second run, or by hand)
      if (!realworld::guardOutForHip(C, Out, Begin, End, "HIP's " + VecName + " has " + OpName, name()))
        continue;
      Out.diag(DiagId::VectorOperatorGuarded, Offset, OpName, VecName, realworld::HipGuardTest)
          .Subject = OpName;
    }
  }
};
} // namespace

std::unique_ptr<Rule> createVectorOperatorsRule() { return std::make_unique<VectorOperatorsRule>(); }
