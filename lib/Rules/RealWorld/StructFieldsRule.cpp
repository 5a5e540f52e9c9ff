// Fields of CUDA structs that HIP spells differently (rows:
// lib/Mapping/Structs.def), for the HIP releases that do:
//   prop.requestedHandleTypes (CUmemAllocationProp) -> prop.requestedHandleType   (HIP < 6.0)
//   attr.type (cudaPointerAttributes)                -> attr.memoryType            (HIP < 6.0)
// The rename pass never touches member names. clang's AST says which struct
// a member access names; a field name that is CUDA's alone (ByName) is also
// renamed where the AST does not see it, in an #if branch.
#include "../AstSupport.h"
#include "../RuleSupport.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <map>
#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct FieldRow {
  llvm::StringRef Record, Cuda, Hip, Until;
  bool ByName;
};
const FieldRow Fields[] = {
#define STRUCT_FIELD(Record, Cuda, Hip, Until, ByName) {Record, Cuda, Hip, Until, ByName},
#include "../../Mapping/Structs.def"
};

bool appliesTo(const FieldRow &R, Version Hip) {
  if (R.Until.empty())
    return true;
  std::optional<Version> Until = Version::parse(R.Until);
  return Until && Hip < *Until;
}

/// Member accesses in the file: offset of the member name -> its record's name.
class MemberCollector : public clang::RecursiveASTVisitor<MemberCollector> {
public:
  MemberCollector(rules::FileLocations Loc, std::map<unsigned, std::string> &Records)
      : Loc(Loc), Records(Records) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    auto *FD = llvm::dyn_cast<clang::FieldDecl>(E->getMemberDecl());
    if (!FD || !FD->getParent())
      return true;
    std::optional<unsigned> At = Loc.spelling(E->getMemberLoc());
    if (!At)
      return true;
    const clang::RecordDecl *RD = FD->getParent();
    std::string Name = RD->getName().str();
    if (Name.empty())
      if (const clang::TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
        Name = TD->getName().str();
    Records[*At] = Name;
    return true;
  }

private:
  rules::FileLocations Loc;
  std::map<unsigned, std::string> &Records;
};

class StructFieldsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    std::map<unsigned, std::string> Records;
    if (C.AST && C.File.isValid()) {
      MemberCollector V(rules::FileLocations(C), Records);
      rules::traverseFileDecls(C, V);
    }
    for (size_t I = 1; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || !T.isMemberName(I) || !T.isCode(I))
        continue;
      llvm::StringRef Field = T.spelling(I);
      auto Seen = Records.find(T[I].Offset);
      for (const FieldRow &R : Fields) {
        if (R.Cuda != Field || !appliesTo(R, C.Hip))
          continue;
        bool Match = Seen != Records.end() ? Seen->second == R.Record : R.ByName;
        if (Match)
          Out.Edits.replace(T[I].Offset, T[I].Length, R.Hip, name());
        if (Match)
          break;
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createStructFieldsRule() { return std::make_unique<StructFieldsRule>(); }
