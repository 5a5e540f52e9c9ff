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
struct Respelling {
  llvm::StringRef Cuda;
  llvm::StringRef OldHip;
  Version OldSince; // the old spelling exists from here...
  Version NewSince; // ...until the table's name arrives
  Area Where;
};
const Respelling Rows[] = {
#define HIP_RESPELLING(Cuda, OldHip, OldSince, NewSince, Where) {Cuda, OldHip, OldSince, NewSince, Area::Where},
#include "../../Mapping/Respellings.def"
};

class VersionedNamesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != clang::tok::raw_identifier || !rules::isFreeName(T, I))
        continue;
      llvm::StringRef S = T.spelling(I);
      for (const Respelling &R : Rows) {
        if (S != R.Cuda || C.isUserName(I) || C.Hip < R.OldSince || !(C.Hip < R.NewSince))
          continue;
        llvm::StringRef Dir = T.directiveOf(I);
        if (Dir == "include" || Dir == "include_next")
          continue;
        Out.Edits.replace(T[I].Offset, T[I].Length, R.OldHip, name());
        Out.use(T[I].Offset, S, R.OldHip, R.Where, true);
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createVersionedNamesRule() {
  return std::make_unique<VersionedNamesRule>();
}
