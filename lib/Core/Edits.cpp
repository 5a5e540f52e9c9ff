#include "Edits.h"

#include "llvm/Support/Error.h"

using namespace cu2hip;

bool EditSet::overlaps(unsigned Offset, unsigned Length) const {
  if (Ranges.empty())
    return false;
  unsigned End = Offset + Length;
  auto It = Ranges.upper_bound(Offset);
  if (It != Ranges.end() && It->first < End)
    return true;
  if (It == Ranges.begin())
    return false;
  --It;
  // A range [S, E) overlaps when it ends after Offset; a zero-length query
  // inside a range counts too.
  return It->second.first > Offset || (Length == 0 && It->first == Offset && It->second.first > Offset);
}

bool EditSet::replace(unsigned Offset, unsigned Length, llvm::StringRef Text, llvm::StringRef Who) {
  if (Length > 0 && overlaps(Offset, Length)) {
    auto It = Ranges.upper_bound(Offset);
    std::string Other = It != Ranges.begin() ? std::prev(It)->second.second : "another rewrite";
    Conflicts.push_back({Offset, Who.str() + " vs " + Other});
    return false;
  }
  if (llvm::Error E = Repls.add(clang::tooling::Replacement(Path, Offset, Length, Text))) {
    Conflicts.push_back({Offset, Who.str() + ": " + llvm::toString(std::move(E))});
    return false;
  }
  if (Length > 0)
    Ranges[Offset] = {Offset + Length, Who.str()};
  ++Count;
  ++ByWho[Who];
  return true;
}

std::string EditSet::apply(llvm::StringRef Original) const {
  auto Result = clang::tooling::applyAllReplacements(Original, Repls);
  if (!Result) {
    llvm::consumeError(Result.takeError());
    return Original.str();
  }
  return *Result;
}
