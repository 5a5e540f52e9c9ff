// Warp-size portability. CUDA warps have 32 lanes; CDNA wavefronts have 64.
//
// logical32 (default): every warp operation becomes a helper from
// cu2hip_warp.h that acts on the caller's 32-lane half of the wavefront with
// CUDA's 32-bit masks and results; warpSize and the device's reported warp size
// become 32. Lane/warp arithmetic written for 32 then stays correct unchanged.
//
// native: inside functions where the warp analysis found every warp-size site
// rewritable (lib/Warp/WarpAnalysis.cpp, the file's WarpPlan in
// RuleInput::Warp), lane/warp arithmetic moves to
// warpSize, loops start at warpSize / 2, ballots and masks become 64-bit.
// Everywhere else the logical32 form is used and a diagnostic says why.
//
// none: what a token renamer writes, for comparison only: HIP's own warp
// intrinsics at their default (wavefront) width, masks dropped, 64-bit
// ballots stored wherever the CUDA code stored 32 bits; warpSize left as is.
// The sites are still reported, as not handled.
#include "../Rule.h"
#include "../../Core/Calls.h"

#include "../../Mapping/WarpIntrinsics.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {

bool isFullMaskText(llvm::StringRef S) {
  std::string N;
  for (char Ch : S)
    if (!isspace(static_cast<unsigned char>(Ch)))
      N += static_cast<char>(tolower(Ch));
  return N == "0xffffffff" || N == "0xffffffffu" || N == "~0" || N == "~0u" || N == "-1" ||
         N == "0xffffffffffffffff" || N == "0xffffffffffffffffull" || N == "__activemask()" ||
         N == "full_mask" || N == "full_warp_mask";
}

class WarpSizeRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    bool WantNative = C.Opts.Warp == WarpModel::Native;
    const WarpPlan &Plan = C.Warp;
    for (const WarpSite &S : Plan.Sites) {
      bool Native = Plan.nativeAt(S.Offset);
      // The diagnostic carries the site with what native did in this run.
      WarpSite Outcome = S;
      if (WantNative && !Native)
        Outcome.Native = "function kept logical32";
      Diagnostic &D = Out.diag(DiagId::WarpSite, S.Offset, int(S.Class), warpClassName(S.Class), S.What,
                             S.Logical32, Outcome.Native);
      D.Subject = warpClassName(S.Class).str();
      D.Site = std::move(Outcome);
      if (S.HasNativeEdit) {
        FixIt Fix;
        Fix.Offset = S.EditOffset;
        Fix.Length = S.EditLength;
        std::tie(Fix.Line, Fix.Column) = C.Toks.lineColumn(S.EditOffset);
        std::tie(Fix.EndLine, Fix.EndColumn) = C.Toks.lineColumn(S.EditOffset + S.EditLength);
        Fix.Text = S.EditText;
        D.Fix = Fix;
      }
      if (Native && S.HasNativeEdit)
        Out.Edits.replace(S.EditOffset, S.EditLength, S.EditText, name());
    }
    if (WantNative)
      for (const FunctionPlan &F : Plan.Functions)
        if (F.Device && !F.Native && !F.FallbackReason.empty() && (Plan.hasSitesIn(F) || F.OwnReason))
          Out.diag(DiagId::WarpNativeFallback, F.Begin, F.Name, F.FallbackReason).Subject = F.Name;
    rewriteIntrinsics(C, Out);
  }

private:
  void rewriteIntrinsics(const RuleInput &C, RuleOutput &Out) {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier)
        continue;
      llvm::StringRef Name = T.spelling(I);
      const warp::Intrinsic *W = warp::lookup(Name); // rows: Mapping/WarpIntrinsics.def
      if (!W || C.isUserName(I))
        continue;
      if (C.HipFile && (W->Family == warp::Intrinsic::SizeRead ? Name == "warpSize" : !W->TakesMask))
        continue; // HIP's own __shfl_xor, __all, __ballot, warpSize: the wavefront's
      if (T.isMemberName(I) || (I > 0 && T[I - 1].Kind == tok::coloncolon))
        continue; // prop.warpSize, tile.shfl_down(...), cooperative_groups::...
      if (!T.isCode(I) || T.isDefinedName(I))
        continue; // `#warning __shfl_down_sync is slow`: a message, not a call
      if (Out.Edits.overlaps(T[I].Offset, T[I].Length))
        continue;
      bool Native = C.Warp.nativeAt(T[I].Offset);
      std::optional<TokenCall> Call = callAt(T, I);
      bool IsCall = I + 1 < T.size() && T[I + 1].Kind == tok::l_paren;
      if (Name == "cudaGetDeviceProperties" || Name == "cudaDeviceGetAttribute") {
        // Only logical32 promises the logical warp size to host code.
        if (C.Opts.Warp != WarpModel::Logical32 || !IsCall)
          continue;
        if (Name == "cudaDeviceGetAttribute" && Call && Call->argCount() == 3) {
          llvm::StringRef Attr = Call->argText(1).trim();
          if (Attr.starts_with("cudaDevAttr") && Attr != "cudaDevAttrWarpSize")
            continue; // another attribute: the plain rename is exact
        }
        replaceWithHelper(C, Out, I, W->Logical32);
        continue;
      }
      if (C.Opts.Warp == WarpModel::None) {
        rewriteNaive(C, Out, I, Name, Call);
        continue;
      }
      if (Native) {
        rewriteNative(C, Out, I, Name, Call);
        continue;
      }
      if (Name.ends_with("_sync") && Call && C.Hip < Version::make(6, 2) && Call->argCount() > 0) {
        llvm::StringRef Mask = Call->argText(0);
        if (!isFullMaskText(Mask) && (Name.starts_with("__shfl") || Name == "__syncwarp"))
          Out.diag(DiagId::PartialWarpMask, T[I].Offset, Name, Mask, C.Hip.str()).Subject = Name.str();
      }
      replaceWithHelper(C, Out, I, W->Logical32);
    }
  }

  void replaceWithHelper(const RuleInput &C, RuleOutput &Out, size_t I, llvm::StringRef Helper) {
    Out.Edits.replace(C.Toks[I].Offset, C.Toks[I].Length, Helper, name());
    Out.NeedsWarpHeader = true;
  }

  /// Writes \p Text over token \p I; a cu2hip_ helper needs cu2hip_warp.h.
  void rename(const RuleInput &C, RuleOutput &Out, size_t I, llvm::StringRef Text) {
    if (Text.starts_with("cu2hip_"))
      replaceWithHelper(C, Out, I, Text);
    else
      Out.Edits.replace(C.Toks[I].Offset, C.Toks[I].Length, Text, name());
  }

  /// Removes the mask, the first argument, when the call has another one.
  void dropMask(RuleOutput &Out, const TokenCall &X) {
    if (X.argCount() >= 2) {
      OffsetRange R = X.argAndComma(0);
      Out.Edits.replace(R.Begin, R.length(), "", name());
    }
  }

  /// --warp-model none: __shfl_down_sync(mask, v, d) -> __shfl_down(v, d),
  /// the WARP_NATIVE rows' Naive forms. Everything else keeps its name (HIP
  /// spells it the same).
  void rewriteNaive(const RuleInput &C, RuleOutput &Out, size_t I, llvm::StringRef Name,
                    const std::optional<TokenCall> &Call) {
    const RawTokens &T = C.Toks;
    const warp::NativeForm *F = warp::nativeForm(Name);
    if (!F || F->Naive.empty() || !Call || Call->argCount() < 2)
      return;
    Out.Edits.replace(T[I].Offset, T[I].Length, F->Naive, name());
    dropMask(Out, *Call);
  }

  /// Inside a function the native model applies to (the analysis checked
  /// that masks are full and ballots land in widened variables): the
  /// WARP_NATIVE rows. warpSize and the rest keep their names (the hardware
  /// width is what native wants; HIP's forms already span the wavefront).
  void rewriteNative(const RuleInput &C, RuleOutput &Out, size_t I, llvm::StringRef Name,
                     const std::optional<TokenCall> &Call) {
    const warp::NativeForm *F = warp::nativeForm(Name);
    if (!F || F->Native.empty())
      return;
    if (F->Mask == warp::NativeForm::Name) {
      rename(C, Out, I, F->Native);
      return;
    }
    if (!Call || Call->argCount() == 0)
      return;
    if (F->Mask == warp::NativeForm::FullMask && !(C.Hip < Version::make(6, 2))) {
      // HIP 6.2+: sync form with a 64-bit mask of the whole wavefront.
      OffsetRange Mask = Call->arg(0);
      Out.Edits.replace(Mask.Begin, Mask.length(), "cu2hip_native_full_mask()", name());
      Out.NeedsWarpHeader = true;
      return;
    }
    rename(C, Out, I, F->Native);
    if (F->Mask != warp::NativeForm::Call)
      dropMask(Out, *Call);
  }
};
} // namespace

std::unique_ptr<Rule> createWarpSizeRule() { return std::make_unique<WarpSizeRule>(); }
