#include "Edits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
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

bool EditSet::holdsInsertion(unsigned Offset, unsigned Length) const {
  auto In = Insertions.upper_bound(Offset);
  return In != Insertions.end() && In->first < Offset + Length;
}

bool EditSet::canReplace(unsigned Offset, unsigned Length) const {
  return !overlaps(Offset, Length) && !holdsInsertion(Offset, Length);
}

bool EditSet::canInsert(unsigned Offset) const {
  auto It = Ranges.upper_bound(Offset);
  return It == Ranges.begin() || !(std::prev(It)->first < Offset && std::prev(It)->second.first > Offset);
}

void EditSet::replace(unsigned Offset, unsigned Length, llvm::StringRef Text, llvm::StringRef Who) {
  if (Length == 0)
    return insert(Offset, Text, Who);
  if (overlaps(Offset, Length)) {
    auto It = Ranges.upper_bound(Offset);
    std::string Other = It != Ranges.begin() ? std::prev(It)->second.second : "another rewrite";
    Conflicts.push_back({Offset, Who.str() + " vs " + Other});
    return;
  }
  // An earlier insertion strictly inside the range would be lost.
  if (holdsInsertion(Offset, Length)) {
    Conflicts.push_back({Offset, Who.str() + " replaces text holding an insertion"});
    return;
  }
  if (llvm::Error E = Repls.add(clang::tooling::Replacement(Path, Offset, Length, Text))) {
    Conflicts.push_back({Offset, Who.str() + ": " + llvm::toString(std::move(E))});
    return;
  }
  Ranges[Offset] = {Offset + Length, Who.str()};
  ++Count;
  ++ByWho[Who];
}

void EditSet::insert(unsigned Offset, llvm::StringRef Text, llvm::StringRef Who, bool Front) {
  if (!canInsert(Offset)) {
    Conflicts.push_back({Offset, Who.str() + " inserts inside " + std::prev(Ranges.upper_bound(Offset))->second.second});
    return;
  }
  std::string &Have = Insertions[Offset];
  if (llvm::StringRef(Have).ends_with("\n") && Text.ends_with("\n")) {
    // Keep only the lines not inserted here already.
    llvm::SmallVector<llvm::StringRef> Old, New;
    llvm::StringRef(Have).split(Old, '\n');
    Text.drop_back().split(New, '\n');
    std::string Kept;
    for (llvm::StringRef L : New)
      if (L.trim().empty() || !llvm::is_contained(Old, L))
        Kept += (L + "\n").str();
    Have = Front ? Kept + Have : Have + Kept;
  } else {
    Have = Front ? Text.str() + Have : Have + Text.str();
  }
  ++Count;
  ++ByWho[Who];
}

bool EditSet::hasInsertedLine(llvm::StringRef Line) const {
  for (const auto &[Offset, Text] : Insertions) {
    llvm::SmallVector<llvm::StringRef> Lines;
    llvm::StringRef(Text).split(Lines, '\n');
    for (llvm::StringRef L : Lines)
      if (L.rtrim("\r") == Line)
        return true;
  }
  return false;
}

clang::tooling::Replacements EditSet::replacements() const {
  clang::tooling::Replacements All;
  auto Ins = Insertions.begin();
  auto Add = [&](const clang::tooling::Replacement &R) {
    // Conflicts were refused when the edits were added.
    llvm::consumeError(All.add(R));
  };
  for (const clang::tooling::Replacement &R : Repls) {
    for (; Ins != Insertions.end() && Ins->first < R.getOffset(); ++Ins)
      if (!Ins->second.empty())
        Add(clang::tooling::Replacement(Path, Ins->first, 0, Ins->second));
    std::string Text = R.getReplacementText().str();
    if (Ins != Insertions.end() && Ins->first == R.getOffset())
      Text = Ins++->second + Text; // an insertion goes before the replaced text
    Add(clang::tooling::Replacement(Path, R.getOffset(), R.getLength(), Text));
  }
  for (; Ins != Insertions.end(); ++Ins)
    if (!Ins->second.empty())
      Add(clang::tooling::Replacement(Path, Ins->first, 0, Ins->second));
  return All;
}

llvm::Expected<std::string> EditSet::apply(llvm::StringRef Original) const {
  // clang's Replacement::apply only asserts that a range fits the text, so
  // every edit is checked against it here first.
  auto PastEnd = [&](const std::string &What) {
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s ends past the end of the text (%zu bytes)", What.c_str(),
                                   Original.size());
  };
  for (const auto &[Start, EndWho] : Ranges)
    if (EndWho.first > Original.size())
      return PastEnd("the replacement by " + EndWho.second + " at offset " + std::to_string(Start) +
                     " (length " + std::to_string(EndWho.first - Start) + ")");
  if (!Insertions.empty() && Insertions.rbegin()->first > Original.size())
    return PastEnd("an insertion at offset " + std::to_string(Insertions.rbegin()->first));
  return clang::tooling::applyAllReplacements(Original, replacements());
}
