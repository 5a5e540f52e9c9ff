#include "Support/Nesting.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

#include <vector>

using namespace cu2hip;
namespace yaml = llvm::yaml;

namespace {
/// YAML: the depth LLVM's own parser sees. A scan of the characters cannot
/// know where a quoted scalar starts (`it's`, `a."` inside a plain scalar
/// are not quotes), and a quote it wrongly opened hid every bracket after it
/// (scripts/fuzz manifest: 22,000 nested '[' behind `Lernel."`). The parser
/// is lazy — a collection's entries are parsed as it is iterated — so a walk
/// with its own stack, which iterates every collection to its end before
/// leaving it (so that no skip(), which recurses, is left to do), reads the
/// document without recursing and stops at the first collection too deep.
std::optional<support::NestingProblem> yamlTooDeep(llvm::StringRef Text, unsigned Max) {
  llvm::SourceMgr SM;
  SM.setDiagHandler([](const llvm::SMDiagnostic &, void *) {}); // the real parse reports errors
  yaml::Stream S(llvm::MemoryBufferRef(Text, ""), SM, /*ShowColors=*/false);
  struct Frame {
    yaml::SequenceNode::iterator SI; // a sequence's next entry
    yaml::MappingNode::iterator MI;  // or a mapping's
    bool Seq = false;
    int Phase = 0; // the entry: 0 not visited; sequence 1 visited; mapping 1 key, 2 key and value
  };
  std::vector<Frame> Stack;
  std::optional<support::NestingProblem> Deep;
  const char *Start = Text.begin(); // where the collection entered last starts
  // Enters collection N (a scalar, alias or null is a leaf); false when it is too deep.
  auto Enter = [&](yaml::Node *N) {
    auto *Seq = llvm::dyn_cast_or_null<yaml::SequenceNode>(N);
    auto *Map = llvm::dyn_cast_or_null<yaml::MappingNode>(N);
    if (!Seq && !Map)
      return true;
    // Where the collection starts; a node the scanner made of bad input can
    // point outside the text (SourceMgr would read out of bounds): the
    // start of the collection entered last then.
    const char *At = N->getSourceRange().Start.getPointer();
    if (At < Text.begin() || At >= Text.end())
      At = Start;
    if (Stack.size() >= Max) {
      llvm::StringRef Before = Text.take_front(At - Text.begin());
      unsigned Line = Before.count('\n') + 1;
      unsigned Column = Before.size() - (Before.rfind('\n') + 1) + 1; // npos + 1 == 0
      Deep = support::NestingProblem{Line, Column};
      return false;
    }
    Start = At;
    Frame F;
    F.Seq = Seq != nullptr;
    if (Seq)
      F.SI = Seq->begin();
    else
      F.MI = Map->begin();
    Stack.push_back(F);
    return true;
  };
  for (yaml::document_iterator D = S.begin(), E = S.end(); D != E; ++D) {
    if (!Enter(D->getRoot()))
      return Deep;
    while (!Stack.empty()) {
      Frame &F = Stack.back();
      yaml::Node *Next = nullptr;
      if (F.Seq) {
        if (F.Phase == 1) { // the entry is visited to its end: moving on skips nothing
          ++F.SI;
          F.Phase = 0;
        }
        if (F.SI == yaml::SequenceNode::iterator()) {
          Stack.pop_back();
          continue;
        }
        F.Phase = 1;
        Next = &*F.SI;
      } else {
        if (F.Phase == 2) {
          ++F.MI;
          F.Phase = 0;
        }
        if (F.MI == yaml::MappingNode::iterator()) {
          Stack.pop_back();
          continue;
        }
        // The key before the value: getValue() skips an unvisited key.
        Next = F.Phase == 0 ? F.MI->getKey() : F.MI->getValue();
        ++F.Phase;
      }
      if (!Enter(Next)) // F may be gone: Stack grew
        return Deep;
    }
  }
  return std::nullopt;
}
} // namespace

std::optional<support::NestingProblem> support::nestingTooDeep(llvm::StringRef Text, bool Yaml,
                                                                unsigned Max) {
  if (Yaml)
    return yamlTooDeep(Text, Max);
  // JSON: a string starts at every '"' outside one and ends at the next
  // unescaped '"' (a raw newline is no part of a string: the parser refuses
  // it), so counting brackets outside strings is the parser's depth.
  unsigned Depth = 0, Line = 1, Column = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    ++Column;
    if (C == '\n') {
      ++Line;
      Column = 0;
      InString = false;
      continue;
    }
    if (InString) {
      if (C == '\\')
        ++I, ++Column;
      else if (C == '"')
        InString = false;
      continue;
    }
    switch (C) {
    case '"':
      InString = true;
      break;
    case '[':
    case '{':
      if (++Depth > Max)
        return NestingProblem{Line, Column};
      break;
    case ']':
    case '}':
      if (Depth)
        --Depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}
