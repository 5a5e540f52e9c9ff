// The queries rules make of a file's warp plan (cu2hip/WarpPlan.h).
#include "cu2hip/WarpPlan.h"

#include <algorithm>
#include <set>

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

void WarpPlan::index() const {
  if (Indexed && IndexedFunctions == Functions.size() && IndexedSites == Sites.size())
    return;
  Indexed = true;
  IndexedFunctions = Functions.size();
  IndexedSites = Sites.size();
  // Sweep the body boundaries in order, keeping the bodies open at each;
  // the answer between two boundaries is the open body with the greatest
  // (Begin, position), as the definition of functionAt says.
  std::vector<std::pair<unsigned, size_t>> Events; // (offset, body)
  for (size_t I = 0; I < Functions.size(); ++I)
    if (Functions[I].Begin < Functions[I].End) {
      Events.push_back({Functions[I].Begin, I});
      Events.push_back({Functions[I].End, I});
    }
  std::sort(Events.begin(), Events.end());
  Bounds.clear();
  Owner.clear();
  std::set<std::pair<unsigned, size_t>> Open; // (Begin, position)
  for (size_t E = 0; E < Events.size();) {
    unsigned At = Events[E].first;
    for (; E < Events.size() && Events[E].first == At; ++E) {
      const FunctionPlan &F = Functions[Events[E].second];
      std::pair<unsigned, size_t> Key{F.Begin, Events[E].second};
      if (F.End == At)
        Open.erase(Key);
      else
        Open.insert(Key);
    }
    Bounds.push_back(At);
    Owner.push_back(Open.empty() ? std::string::npos : Open.rbegin()->second);
  }
  SiteOffsets.clear();
  for (const WarpSite &S : Sites)
    SiteOffsets.push_back(S.Offset);
  std::sort(SiteOffsets.begin(), SiteOffsets.end());
}

const FunctionPlan *WarpPlan::functionAt(unsigned Offset) const {
  index();
  auto It = std::upper_bound(Bounds.begin(), Bounds.end(), Offset);
  if (It == Bounds.begin())
    return nullptr;
  size_t F = Owner[It - Bounds.begin() - 1];
  return F == std::string::npos ? nullptr : &Functions[F];
}

bool WarpPlan::hasSitesIn(const FunctionPlan &F) const {
  index();
  auto It = std::lower_bound(SiteOffsets.begin(), SiteOffsets.end(), F.Begin);
  return It != SiteOffsets.end() && *It < F.End;
}
