// cudaDeviceProp fields whose hipDeviceProp_t name differs or that the
// target HIP lacks (rows: lib/Mapping/DeviceProp.def). The rename pass never
// touches member names, so
//   prop.sharedMemPerMultiprocessor   (HIP < 6.0) -> prop.maxSharedMemoryPerMultiProcessor
//   prop.sparseCudaArraySupported     (HIP >= 6.0) -> prop.sparseHipArraySupported
// and a field HIP 5.x's hipDeviceProp_t does not have (50 of them; HIP 6.0
// rebuilt the struct after CUDA's), which hipcc 5.2 rejects ("no member named
// 'asyncEngineCount' in 'hipDeviceProp_t'"), is read from the device where
// hipDeviceGetAttribute knows it:
//   prop.asyncEngineCount  -> cu2hip_device_prop(prop, hipDeviceAttributeAsyncEngineCount)
//   p->uuid                -> cu2hip_device_prop_uuid(*p)
// (helpers of cu2hip_warp.h that find the device by the PCI location the
// properties hold; CU2HIP-W0440), and reported with its location otherwise.
//
// Candidates are tokens `.field` / `->field` with one of the field names
// below (specific enough to CUDA's struct), so code in #if branches clang
// does not see is handled too. Where the AST has a member access at that
// token, it decides: a field of cudaDeviceProp is rewritten, a field of any
// other struct (the user's own `sharedMemPerMultiprocessor`) is not.
#include "../AstSupport.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct FieldRow {
  llvm::StringRef Cuda, Hip5, Hip6, Query;
};
const FieldRow Fields[] = {
#define DEVICE_PROP(Cuda, Hip5, Hip6, Query) {Cuda, Hip5, Hip6, Query},
#include "../../Mapping/DeviceProp.def"
};
constexpr Version Hip6 = Version::make(6, 0);

const FieldRow *findField(llvm::StringRef Field) {
  for (const FieldRow &R : Fields)
    if (Field == R.Cuda)
      return &R;
  return nullptr;
}

bool isHandled(llvm::StringRef Field) { return findField(Field) != nullptr; }

/// The first token of the object expression whose member access ends with
/// the `.`/`->` at \p Op: `prop`, `props[i]`, `s.prop`, `get()`, `(*p)`...;
/// nullopt when it is not one of those shapes.
std::optional<size_t> objectStart(const RawTokens &T, size_t Op) {
  if (Op == 0)
    return std::nullopt;
  size_t J = Op - 1;
  while (true) {
    tok::TokenKind K = T[J].Kind;
    if (K == tok::r_square || K == tok::r_paren) {
      size_t O = T.findOpening(J);
      if (O >= T.size())
        return std::nullopt;
      if (O > 0 && (T[O - 1].Kind == tok::raw_identifier || T[O - 1].Kind == tok::r_square ||
                    T[O - 1].Kind == tok::r_paren)) {
        J = O - 1; // a subscript or a call: its operand continues the chain
        continue;
      }
      if (K == tok::r_square)
        return std::nullopt;
      return O; // a parenthesized expression
    }
    if (K != tok::raw_identifier)
      return std::nullopt;
    if (size_t Op = T.memberAccess(J); Op < T.size() && Op >= 1) {
      J = Op - 1;
      continue;
    }
    if (J >= 2 && T[J - 1].Kind == tok::coloncolon) {
      J -= 2;
      continue;
    }
    return J;
  }
}

/// True when the member access [Start, Field] is written to or (unless
/// \p AddressOk) has its address taken, which a value from
/// hipDeviceGetAttribute cannot stand for.
bool isModified(const RawTokens &T, size_t Start, size_t Field, bool AddressOk = false) {
  if (Field + 1 < T.size()) {
    tok::TokenKind K = T[Field + 1].Kind;
    if (K == tok::equal || K == tok::plusequal || K == tok::minusequal || K == tok::starequal ||
        K == tok::slashequal || K == tok::percentequal || K == tok::ampequal ||
        K == tok::pipeequal || K == tok::caretequal || K == tok::lesslessequal ||
        K == tok::greatergreaterequal || K == tok::plusplus || K == tok::minusminus ||
        K == tok::l_square)
      return true; // l_square: an element of an array field
  }
  if (Start == 0)
    return false;
  tok::TokenKind P = T[Start - 1].Kind;
  if (P == tok::plusplus || P == tok::minusminus)
    return true;
  if (P != tok::amp || AddressOk)
    return false;
  // `&x.f` takes the address; `a & x.f` is a bitwise and.
  if (Start < 2)
    return true;
  tok::TokenKind B = T[Start - 2].Kind;
  return !(B == tok::raw_identifier || B == tok::r_paren || B == tok::r_square ||
           B == tok::numeric_constant);
}

class MemberCollector : public clang::RecursiveASTVisitor<MemberCollector> {
public:
  MemberCollector(rules::FileLocations Loc, std::set<unsigned> &Cuda, std::set<unsigned> &Other)
      : Loc(Loc), Cuda(Cuda), Other(Other) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitMemberExpr(clang::MemberExpr *E) {
    auto *FD = llvm::dyn_cast<clang::FieldDecl>(E->getMemberDecl());
    if (!FD || !FD->getParent() || !isHandled(FD->getName()))
      return true;
    if (std::optional<unsigned> At = Loc.spelling(E->getMemberLoc()))
      (FD->getParent()->getName() == "cudaDeviceProp" ? Cuda : Other).insert(*At);
    return true;
  }

private:
  rules::FileLocations Loc;
  std::set<unsigned> &Cuda, &Other;
};

class DevicePropFieldsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    std::set<unsigned> Cuda, Other; // offsets the AST attributes to cudaDeviceProp / elsewhere
    if (C.AST && C.File.isValid()) {
      MemberCollector V(rules::FileLocations(C), Cuda, Other);
      rules::traverseFileDecls(C, V);
    }
    for (size_t I = 1; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || !T.isMemberName(I) || !T.isCode(I) ||
          !isHandled(T.spelling(I)))
        continue;
      if (Other.count(T[I].Offset) && !Cuda.count(T[I].Offset))
        continue; // another struct's member with the same name
      llvm::StringRef Field = T.spelling(I);
      const FieldRow &R = *findField(Field);
      if (!(C.Hip < Hip6)) {
        if (R.Hip6 != Field)
          Out.Edits.replace(T[I].Offset, T[I].Length, R.Hip6, name());
        continue;
      }
      if (!R.Hip5.empty()) {
        if (R.Hip5 != Field)
          Out.Edits.replace(T[I].Offset, T[I].Length, R.Hip5, name());
        continue;
      }
      if (!R.Query.empty())
        if (std::optional<size_t> Start = objectStart(T, T.memberAccess(I))) {
          if (Out.Edits.overlaps(T[*Start].Offset, T[I].end() - T[*Start].Offset))
            continue; // rewritten already (a user rule)
          // The UUID helper returns the device's UUID kept in storage of its
          // own, so `&prop.uuid` and `prop.uuid.bytes` outlive the call as the
          // field did; written to, it is still reported.
          bool Uuid = R.Query == "hipDeviceGetUuid";
          if (isModified(T, *Start, I, /*AddressOk=*/Uuid)) {
            Out.diag(DiagId::DevicePropNotRewritten, T[I].Offset, Field, C.Hip.str(), R.Query)
                .Subject = ("cudaDeviceProp::" + Field).str();
            continue;
          }
          std::string Open = Uuid ? "cu2hip_device_prop_uuid(" : "cu2hip_device_prop(";
          if (T[T.memberAccess(I)].Kind == tok::arrow) // p->field: the object is *p
            Open += "*";
          std::string Close = Uuid ? ")" : (", " + R.Query + ")").str();
          Out.Edits.insert(T[*Start].Offset, Open, name());
          size_t Op = T.memberAccess(I);
          Out.Edits.replace(T[Op].Offset, T[I].end() - T[Op].Offset, Close, name());
          Out.NeedsWarpHeader = true;
          Out.diag(DiagId::DevicePropQueried, T[I].Offset, Field, C.Hip.str(), R.Query).Subject =
              ("cudaDeviceProp::" + Field).str();
          continue;
        }
      Out.diag(DiagId::DevicePropField, T[I].Offset, Field, C.Hip.str(), Hip6.str(), R.Hip6)
          .Subject = ("cudaDeviceProp::" + Field).str();
    }
  }
};
} // namespace

std::unique_ptr<Rule> createDevicePropFieldsRule() {
  return std::make_unique<DevicePropFieldsRule>();
}
