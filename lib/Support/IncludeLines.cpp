#include "IncludeLines.h"

std::vector<cu2hip::IncludeLine> cu2hip::includeLines(llvm::StringRef Text) {
  std::vector<IncludeLine> Out;
  unsigned Line = 0;
  while (!Text.empty()) {
    ++Line;
    auto [L, Rest] = Text.split('\n');
    Text = Rest;
    L = L.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("include"))
      continue;
    L = L.ltrim();
    if (L.empty() || (L[0] != '<' && L[0] != '"'))
      continue;
    char Close = L[0] == '<' ? '>' : '"';
    size_t End = L.find(Close, 1);
    if (End != llvm::StringRef::npos)
      Out.push_back({L.slice(1, End), Line});
  }
  return Out;
}
