// The queries rules make of a file's warp plan (cu2hip/WarpPlan.h).
#include "cu2hip/WarpPlan.h"

using namespace cu2hip;

llvm::StringRef cu2hip::warpClassName(WarpClass C) {
  switch (C) {
  case WarpClass::WidthConstant: return "warp-width constant";
  case WarpClass::ShuffleLoop: return "shuffle loop";
  case WarpClass::LaneMask: return "lane mask";
  case WarpClass::BallotWidth: return "ballot width";
  case WarpClass::WarpCountBuffer: return "warp-count buffer";
  case WarpClass::TileOrImplicit: return "tile / implicit warp-synchronous code";
  }
  return "?";
}

const FunctionPlan *WarpPlan::functionAt(unsigned Offset) const {
  const FunctionPlan *Best = nullptr;
  for (const FunctionPlan &F : Functions)
    if (F.Begin <= Offset && Offset < F.End && (!Best || F.Begin >= Best->Begin))
      Best = &F;
  return Best;
}

bool WarpPlan::hasSitesIn(const FunctionPlan &F) const {
  for (const WarpSite &S : Sites)
    if (F.Begin <= S.Offset && S.Offset < F.End)
      return true;
  return false;
}
