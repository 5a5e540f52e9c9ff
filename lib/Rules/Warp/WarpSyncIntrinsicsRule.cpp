// The *_sync warp intrinsics: HIP before 6.2 has only the non-sync forms
// (__shfl_down(v, d, width), __ballot(p), ...). The mask argument is dropped
// (a mask that is not the full warp gets a diagnostic) and, under the
// logical32 warp model, shuffles get width 32 so a CUDA warp stays a 32-lane
// group inside a 64-lane wavefront.
#include "../Rule.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct SyncIntrinsic {
  const char *Cuda;
  const char *NonSync;
  int ValueArgs; // arguments after the mask, without the optional width
  bool HasWidth;
};
const SyncIntrinsic Intrinsics[] = {
    {"__shfl_sync", "__shfl", 2, true},
    {"__shfl_up_sync", "__shfl_up", 2, true},
    {"__shfl_down_sync", "__shfl_down", 2, true},
    {"__shfl_xor_sync", "__shfl_xor", 2, true},
    {"__ballot_sync", "__ballot", 1, false},
    {"__any_sync", "__any", 1, false},
    {"__all_sync", "__all", 1, false},
};

bool isFullMask(llvm::StringRef S) {
  std::string N;
  for (char Ch : S)
    if (!isspace(static_cast<unsigned char>(Ch)))
      N += static_cast<char>(tolower(Ch));
  return N == "0xffffffff" || N == "0xffffffffu" || N == "~0" || N == "~0u" || N == "-1" ||
         N == "0xffffffffffffffff" || N == "0xffffffffffffffffull" || N == "__activemask()";
}

class WarpSyncIntrinsicsRule : public Rule {
public:
  llvm::StringRef name() const override { return "warp-sync-intrinsics"; }

  void run(PassContext &C) override {
    if (!(C.Hip < Version::make(6, 2)))
      return;
    const RawTokens &T = C.Toks;
    std::vector<std::pair<size_t, size_t>> Args;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || T[I + 1].Kind != tok::l_paren ||
          C.UserNames.count(T.spelling(I)))
        continue;
      llvm::StringRef Name = T.spelling(I);
      if (Name == "__syncwarp") {
        size_t Close = T.findClosing(I + 1);
        if (Close >= T.size())
          continue;
        // Lanes of a wavefront execute in lockstep; a wave barrier keeps the
        // compiler from reordering memory operations across the point.
        C.Edits.replace(T[I].Offset, T[Close].end() - T[I].Offset,
                        "__builtin_amdgcn_wave_barrier()", name());
        continue;
      }
      const SyncIntrinsic *S = nullptr;
      for (const SyncIntrinsic &X : Intrinsics)
        if (Name == X.Cuda)
          S = &X;
      size_t Close;
      if (!S || !T.splitArguments(I + 1, Args, &Close) ||
          int(Args.size()) < 1 + S->ValueArgs)
        continue;
      llvm::StringRef Mask =
          T.text().slice(T[Args[0].first].Offset, T[Args[0].second].end());
      C.Edits.replace(T[I].Offset, T[I].Length, S->NonSync, name());
      C.Edits.replace(T[Args[0].first].Offset, T[Args[1].first].Offset - T[Args[0].first].Offset,
                      "", name());
      if (S->HasWidth && int(Args.size()) == 1 + S->ValueArgs &&
          C.Opts.Warp == WarpModel::Logical32)
        C.Edits.insert(T[Close].Offset, ", 32", name());
      if (!isFullMask(Mask))
        C.diag(DiagId::PartialWarpMask, T[I].Offset, Name, Mask, C.Hip.str()).Subject = Name.str();
    }
  }
};
} // namespace

std::unique_ptr<Rule> createWarpSyncIntrinsicsRule() {
  return std::make_unique<WarpSyncIntrinsicsRule>();
}
