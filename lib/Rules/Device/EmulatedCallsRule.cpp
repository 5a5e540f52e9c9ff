// Calls of CUDA device functions the target HIP lacks, for which cu2hip_warp.h
// has a helper computing exactly what CUDA computes (lib/Mapping/Emulations.def):
//   __vadd4(a, b)           -> cu2hip_vadd4(a, b)            (by name)
//   atomicAdd(half_ptr, v)  -> cu2hip_atomicAdd(half_ptr, v)  (by the overload CUDA chose)
//   min(u, blockDim.x)      -> cu2hip_min<unsigned int>(u, blockDim.x)
// and the one overload ambiguity that is not a call: `h = {}` on a CUDA
// half-precision value, which HIP's several assignment operators make
// ambiguous, becomes `h = __half()` (the value CUDA's `{}` gives).
//
// Calls by name are found on the raw tokens (macro bodies and inactive
// branches included); the overload-dependent ones need the AST.
#include "../AstSupport.h"
#include "../RuleSupport.h"
#include "Emulations.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/OperatorKinds.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <map>
#include <optional>

using namespace cu2hip;
using emulations::Emulation;

namespace {
namespace tok = clang::tok;

/// True when \p E mentions a CUDA built-in index variable (threadIdx.x, warpSize...).
bool mentionsBuiltin(const clang::Stmt *S) {
  if (!S)
    return false;
  if (const auto *D = llvm::dyn_cast<clang::DeclRefExpr>(S))
    if (D->getDecl()->getIdentifier() && isCudaBuiltinVariable(D->getDecl()->getName()))
      return true;
  for (const clang::Stmt *Child : S->children())
    if (mentionsBuiltin(Child))
      return true;
  return false;
}

/// The name of the CUDA record type \p T is or points to (\p Pointee), or "".
llvm::StringRef recordName(clang::QualType T, bool Pointee) {
  if (T.isNull())
    return "";
  T = T.getCanonicalType();
  if (Pointee) {
    if (!T->isPointerType())
      return "";
    T = T->getPointeeType().getCanonicalType();
  }
  const auto *RD = T->getAsRecordDecl();
  return RD && RD->getIdentifier() ? RD->getName() : "";
}

constexpr size_t NoToken = ~size_t(0);
/// The index of the token starting at byte \p Offset, or NoToken.
size_t tokenAt(const RawTokens &T, unsigned Offset) {
  auto It = std::lower_bound(T.tokens().begin(), T.tokens().end(), Offset,
                             [](const RawToken &Tok, unsigned O) { return Tok.Offset < O; });
  return It != T.tokens().end() && It->Offset == Offset ? size_t(It - T.tokens().begin()) : NoToken;
}

bool isHalfType(llvm::StringRef N) {
  return N == "__half" || N == "__half2" || N == "__nv_bfloat16" || N == "__nv_bfloat162";
}

/// A rewrite found in the AST: replace [Offset, Offset+Length) with Text.
struct AstEdit {
  unsigned Length;
  std::string Text;
  llvm::StringRef Cuda, Helper;
};

class Collector : public clang::RecursiveASTVisitor<Collector> {
public:
  Collector(const RuleInput &C, std::map<unsigned, AstEdit> &Out)
      : C(C), SM(C.AST->getSourceManager()), Loc(C), Out(Out) {}

  /// A host operator expression on __half: [B, E) becomes Helper(operands...).
  struct HostOp {
    unsigned B, E;
    llvm::StringRef Helper;
    std::vector<std::pair<unsigned, unsigned>> Operands;
  };
  std::vector<HostOp> HostOps;

  // Which functions are host-only (CUDA lets them use what HIP has for the device only).
#define CU2HIP_TRAVERSE_FUNCTION(KIND)                                                             \
  bool Traverse##KIND(clang::KIND *D) {                                                           \
    Host.push_back(!D->hasAttr<clang::CUDAGlobalAttr>() &&                                         \
                   (D->hasAttr<clang::CUDAHostAttr>() || !D->hasAttr<clang::CUDADeviceAttr>()));  \
    bool R = clang::RecursiveASTVisitor<Collector>::Traverse##KIND(D);                             \
    Host.pop_back();                                                                               \
    return R;                                                                                      \
  }
  CU2HIP_TRAVERSE_FUNCTION(FunctionDecl)
  CU2HIP_TRAVERSE_FUNCTION(CXXMethodDecl)
  CU2HIP_TRAVERSE_FUNCTION(CXXConstructorDecl)
  CU2HIP_TRAVERSE_FUNCTION(CXXDestructorDecl)
  CU2HIP_TRAVERSE_FUNCTION(CXXConversionDecl)
#undef CU2HIP_TRAVERSE_FUNCTION

  bool VisitCallExpr(clang::CallExpr *CE) {
    const clang::FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getIdentifier() || !FD->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
        !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return true; // not CUDA's (the user's own function, or std::min)
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(CE->getCallee()->IgnoreImpCasts());
    if (!Ref)
      return true;
    llvm::StringRef Name = FD->getName();
    if (inHost())
      if (const Emulation *E = emulations::lookupHost(Name)) {
        add(Ref->getLocation(), Name, E->Helper.str(), *E);
        return true;
      }
    for (const Emulation &E : emulations::all()) {
      if (E.Cuda != Name || !E.neededFor(C.Hip))
        continue;
      if (E.Kind == Emulation::Overload && CE->getNumArgs() >= 1 &&
          recordName(FD->getParamDecl(0)->getType(), /*Pointee=*/true) == E.Pointee) {
        add(Ref->getLocation(), Name, E.Helper.str(), E);
        return true;
      }
      if (E.Kind == Emulation::Mixed && CE->getNumArgs() == 2) {
        clang::QualType A = CE->getArg(0)->IgnoreImpCasts()->getType().getCanonicalType().getUnqualifiedType();
        clang::QualType B = CE->getArg(1)->IgnoreImpCasts()->getType().getCanonicalType().getUnqualifiedType();
        if (A != B || mentionsBuiltin(CE->getArg(0)) || mentionsBuiltin(CE->getArg(1))) {
          clang::PrintingPolicy P(C.AST->getLangOpts());
          std::string R = FD->getReturnType().getCanonicalType().getUnqualifiedType().getAsString(P);
          add(Ref->getLocation(), Name, (E.Helper + "<" + R + ">").str(), E);
        }
        return true;
      }
    }
    return true;
  }

  // h = {} on __half/__half2: CUDA's single copy assignment takes the value-initialized {}.
  bool VisitCXXOperatorCallExpr(clang::CXXOperatorCallExpr *CE) {
    if (inHost())
      hostOperator(CE);
    if (CE->getOperator() != clang::OO_Equal || CE->getNumArgs() != 2)
      return true;
    llvm::StringRef T = recordName(CE->getArg(0)->getType(), false);
    if (!isHalfType(T))
      return true;
    std::string Spelled = T.str(); // __half and __half2 keep their names in HIP
    if (const Emulation *E = emulations::lookupName(T))
      Spelled = E->spellingFor(C.Hip).str();
    if (Spelled.empty())
      return true;
    std::optional<unsigned> At = Loc.spelling(CE->getArg(1)->getBeginLoc());
    if (!At)
      return true;
    unsigned Off = *At;
    size_t I = tokenAt(C.Toks, Off);
    if (I == NoToken || I + 1 >= C.Toks.size() || C.Toks[I].Kind != tok::l_brace ||
        C.Toks[I + 1].Kind != tok::r_brace)
      return true;
    Out.emplace(Off, AstEdit{C.Toks[I + 1].end() - Off, Spelled + "()", "", ""});
    return true;
  }

private:
  bool inHost() const { return !Host.empty() && Host.back(); }


  void hostOperator(clang::CXXOperatorCallExpr *CE) {
    const clang::FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return;
    for (unsigned I = 0; I < CE->getNumArgs(); ++I)
      if (recordName(CE->getArg(I)->getType(), false) != "__half")
        return;
    std::string Key = std::string("operator") + clang::getOperatorSpelling(CE->getOperator());
    if (CE->getOperator() == clang::OO_Minus && CE->getNumArgs() == 1)
      Key += "1";
    const Emulation *E = emulations::lookupHost(Key);
    auto Whole = Loc.written(CE->getSourceRange());
    if (!E || !Whole)
      return;
    HostOp Op{Whole->first, Whole->second, E->Helper, {}};
    for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
      auto R = Loc.written(CE->getArg(I)->getSourceRange());
      if (!R)
        return;
      Op.Operands.push_back(*R);
    }
    HostOps.push_back(std::move(Op));
  }

  void add(clang::SourceLocation L, llvm::StringRef Cuda, std::string Text, const Emulation &E) {
    std::optional<unsigned> At = Loc.spelling(L);
    if (!At)
      return;
    unsigned Off = *At;
    size_t I = tokenAt(C.Toks, Off);
    // The AST says the callee is CUDA's: a user entity elsewhere spelled the
    // same (mine::min) does not matter here.
    if (I == NoToken || C.Toks.spelling(I) != Cuda)
      return;
    Out.emplace(Off, AstEdit{unsigned(Cuda.size()), std::move(Text), Cuda, E.Helper});
  }

  const RuleInput &C;
  const clang::SourceManager &SM;
  rules::FileLocations Loc;
  std::map<unsigned, AstEdit> &Out;
  std::vector<bool> Host;
};

/// The text of [B, E) with every host operator inside it written as a call.
std::string render(const RawTokens &T, const std::vector<Collector::HostOp> &Ops, unsigned B, unsigned E);
std::string renderOp(const RawTokens &T, const std::vector<Collector::HostOp> &Ops, const Collector::HostOp &Op) {
  std::string S = Op.Helper.str() + "(";
  for (size_t I = 0; I < Op.Operands.size(); ++I)
    S += (I ? ", " : "") + render(T, Ops, Op.Operands[I].first, Op.Operands[I].second);
  return S + ")";
}
std::string render(const RawTokens &T, const std::vector<Collector::HostOp> &Ops, unsigned B, unsigned E) {
  std::string S;
  unsigned Pos = B;
  for (const Collector::HostOp &Op : Ops) // sorted by begin, outer first
    if (Op.B >= Pos && Op.E <= E) {
      S += T.text().slice(Pos, Op.B).str() + renderOp(T, Ops, Op);
      Pos = Op.E;
    }
  return S + T.text().slice(Pos, E).str();
}

class EmulatedCallsRule : public Rule {
  /// HIP 6.0+ declares __hip_bfloat16 in hip/hip_bf16.h, not in the
  /// hip/hip_bfloat16.h that cuda_bf16.h maps to: it is included after it.
  void includeHipBf16(const RuleInput &C, RuleOutput &Out) {
    const RawTokens &T = C.Toks;
    for (const IncludeDirective &D : C.Dirs.includes()) {
      // Nothing but the name after the keyword.
      if (D.Kind != IncludeDirective::Include || D.Name != "cuda_bf16.h" ||
          D.SpecEnd != T[D.End - 1].end())
        continue;
      size_t Eol = T.text().find('\n', D.SpecEnd);
      if (Eol == llvm::StringRef::npos)
        return;
      Out.Edits.insert(unsigned(Eol + 1), "#include <hip/hip_bf16.h>\n", name());
      return;
    }
  }

  /// Collectives of cooperative_groups the target HIP lacks (CoopGroups rows):
  /// `Q::name`, Q being cooperative_groups or a namespace alias of it declared
  /// in this file (`namespace cg = cooperative_groups;`), becomes
  /// cu2hip_cg::name (cu2hip_warp.h).  Q is replaced too, so the features rule
  /// sees the use as translated.
  void cooperativeGroups(const RuleInput &C, RuleOutput &Out) {
    const RawTokens &T = C.Toks;
    llvm::StringSet<> Qualifiers = {"cooperative_groups"};
    for (size_t I = 0; I + 3 < T.size(); ++I) // namespace A = [::]cooperative_groups;
      if (T[I].Kind == tok::raw_identifier && T.spelling(I) == "namespace" &&
          T[I + 1].Kind == tok::raw_identifier && T[I + 2].Kind == tok::equal) {
        size_t N = I + 3 < T.size() && T[I + 3].Kind == tok::coloncolon ? I + 4 : I + 3;
        if (N < T.size() && T[N].Kind == tok::raw_identifier && T.spelling(N) == "cooperative_groups")
          Qualifiers.insert(T.spelling(I + 1));
      }
    for (size_t I = 0; I + 2 < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || T[I + 1].Kind != tok::coloncolon ||
          T[I + 2].Kind != tok::raw_identifier || !Qualifiers.count(T.spelling(I)) ||
          !T.isFreeName(I) || !T.isCode(I))
        continue;
      llvm::StringRef Member = T.spelling(I + 2);
      for (const Emulation &E : emulations::all()) {
        if (E.Kind != Emulation::CoopGroups || E.Cuda != Member || !E.neededFor(C.Hip))
          continue;
        unsigned B = T[I].Offset;
        Out.Edits.replace(B, T[I + 2].end() - B, E.Helper, name());
        Out.NeedsWarpHeader = true;
        Out.use(B, ("cooperative_groups::" + Member).str(), E.Helper, Area::Device, true);
        break;
      }
    }
  }

  /// A constant the target HIP lacks (EMULATED_CONSTANTS rows: CUDART_PI_F
  /// before HIP 5.3) becomes cu2hip_warp.h's, prefixed; the mapping table's row
  /// says which release has it.
  bool constant(const RuleInput &C, size_t I, RuleOutput &Out) {
    const RawTokens &T = C.Toks;
    llvm::StringRef Name = T.spelling(I);
    const Emulation *E = emulations::lookupConstant(Name);
    const MappingEntry *Row = E ? MappingTable::get().lookup(Name) : nullptr;
    if (!Row || Row->availableIn(C.Hip) || C.isUserName(I) || !T.isFreeName(I) || !T.isCode(I) ||
        T.isDefinedName(I) || C.Dirs.definedMacros().count(Name))
      return false;
    std::string To = (E->Helper + Name).str();
    Out.Edits.replace(T[I].Offset, T[I].Length, To, name());
    Out.NeedsWarpHeader = true;
    Out.use(T[I].Offset, Name, To, Row->Where, true);
    return true;
  }

public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    bool UsedHipBf16 = false;
    // By name, on the raw tokens: calls (Call rows) and every use (Name rows).
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier)
        continue;
      if (constant(C, I, Out))
        continue;
      const Emulation *E = emulations::lookupName(T.spelling(I));
      if (!E || (E->Kind == Emulation::Call && (I + 1 >= T.size() || T[I + 1].Kind != tok::l_paren)))
        continue;
      // "" when the target HIP has the name itself, under CUDA's spelling
      // (hip_bf16.h's __float2bfloat16): no edit, but a converted use, which
      // keeps the rename pass from reporting the table's unsupported row.
      llvm::StringRef To = E->spellingFor(C.Hip);
      bool Same = To.empty();
      if (C.isUserName(I) || !T.isFreeName(I) || !T.isCode(I) || T.isDefinedName(I))
        continue;
      if (!Same)
        Out.Edits.replace(T[I].Offset, T[I].Length, To, name());
      Out.NeedsWarpHeader |= E->needsHeaderFor(C.Hip);
      UsedHipBf16 |= E->Fam == emulations::Family::BFloat16 && !E->neededFor(C.Hip);
      Out.use(T[I].Offset, E->Cuda, Same ? E->Cuda : To, Area::Device, true);
    }
    if (UsedHipBf16)
      includeHipBf16(C, Out);
    cooperativeGroups(C, Out);
    // By the overload CUDA chose, from the AST.
    if (!C.AST || C.File.isInvalid())
      return;
    std::map<unsigned, AstEdit> Found;
    Collector V(C, Found);
    rules::traverseFileDecls(C, V);
    // Host operators on __half: each outermost expression is one edit.
    std::vector<Collector::HostOp> &Ops = V.HostOps;
    llvm::sort(Ops, [](const Collector::HostOp &A, const Collector::HostOp &B) {
      return A.B != B.B ? A.B < B.B : A.E > B.E;
    });
    unsigned Done = 0;
    for (const Collector::HostOp &Op : Ops) {
      if (Op.B < Done)
        continue; // inside an expression already written
      Done = Op.E;
      Out.Edits.replace(Op.B, Op.E - Op.B, renderOp(T, Ops, Op), name());
      Out.NeedsWarpHeader = true;
    }
    for (const auto &[Off, X] : Found) {
      Out.Edits.replace(Off, X.Length, X.Text, name());
      if (X.Cuda.empty())
        continue;
      Out.NeedsWarpHeader = true;
      Out.use(Off, X.Cuda, X.Helper, Area::Device, true);
    }
  }
};
} // namespace

std::unique_ptr<Rule> createEmulatedCallsRule() { return std::make_unique<EmulatedCallsRule>(); }
