#include "WarpIntrinsics.h"

#include "llvm/ADT/StringMap.h"

using namespace cu2hip;

const warp::Intrinsic *warp::lookup(llvm::StringRef Name) {
  static const Intrinsic Rows[] = {
#define WARP_INTRINSIC(Cuda, Logical32, Family, TakesMask) {Intrinsic::Family, Cuda, Logical32, TakesMask},
#define WARP_SIZE_READ(Cuda, Logical32) {Intrinsic::SizeRead, Cuda, Logical32, false},
#include "WarpIntrinsics.def"
  };
  static const llvm::StringMap<const Intrinsic *> ByName = [] {
    llvm::StringMap<const Intrinsic *> M;
    for (const Intrinsic &I : Rows)
      M[I.Cuda] = &I;
    return M;
  }();
  return ByName.lookup(Name);
}

const warp::NativeForm *warp::nativeForm(llvm::StringRef Name) {
  static const NativeForm Rows[] = {
#define WARP_NATIVE(Cuda, Native, Mask, Naive) {NativeForm::Mask, Cuda, Native, Naive},
#include "WarpIntrinsics.def"
  };
  for (const NativeForm &F : Rows)
    if (F.Cuda == Name)
      return &F;
  return nullptr;
}
