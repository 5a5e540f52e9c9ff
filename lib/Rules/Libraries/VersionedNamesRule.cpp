// CUDA names whose HIP spelling changed between HIP releases (rows:
// lib/Mapping/Respellings.def). A mapping table row has one HIP name and the
// release that introduced it; for a target older than that release the rename
// pass can only report the name, although an older spelling exists:
//
//   CUSPARSE_ORDER_COL -> HIPSPARSE_ORDER_COLUMN   (HIP < 5.4)
//
// From the release named in the table on, the rename pass is used.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class VersionedNamesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    const MappingTable &Table = MappingTable::get();
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != clang::tok::raw_identifier || !T.isFreeName(I) || !T.isCode(I))
        continue;
      llvm::StringRef S = T.spelling(I);
      // The row knows its older spelling (MappingEntry::OldHip, from Respellings.def).
      const MappingEntry *E = Table.lookup(S);
      if (!E || !E->respelledIn(C.Hip) || C.isUserName(I))
        continue;
      Out.Edits.replace(T[I].Offset, T[I].Length, E->OldHip, name());
      Out.use(T[I].Offset, S, E->OldHip, E->Where, true);
    }
  }
};
} // namespace

std::unique_ptr<Rule> createVersionedNamesRule() {
  return std::make_unique<VersionedNamesRule>();
}
