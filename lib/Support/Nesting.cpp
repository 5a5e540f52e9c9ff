#include "Support/Nesting.h"

using namespace cu2hip;

std::optional<support::NestingProblem> support::nestingTooDeep(llvm::StringRef Text, bool Yaml,
                                                                unsigned Max) {
  unsigned Depth = 0, Line = 1, Column = 0;
  bool LineStart = true;
  unsigned Block = 0; // this line's indentation and leading "- " entries
  char Quote = 0;
  bool Comment = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    ++Column;
    if (C == '\n') {
      ++Line;
      Column = 0;
      LineStart = true;
      Block = 0;
      Comment = false;
      if (Quote == '\'' || (Quote == '"' && !Yaml))
        Quote = Quote == '"' ? 0 : Quote; // JSON strings end at a line; YAML single quotes may span
      continue;
    }
    if (Comment)
      continue;
    if (Quote) {
      if (C == '\\' && Quote == '"')
        ++I, ++Column;
      else if (C == Quote)
        Quote = 0;
      continue;
    }
    if (Yaml && LineStart) {
      if (C == ' ' || C == '\t' || ((C == '-' || C == '?') && I + 1 < Text.size() && Text[I + 1] == ' ')) {
        if (++Block > Max)
          return NestingProblem{Line, Column};
        continue;
      }
      LineStart = false;
    }
    switch (C) {
    case '"':
      Quote = C;
      break;
    case '\'':
      if (Yaml)
        Quote = C;
      break;
    case '#':
      if (Yaml && (I == 0 || Text[I - 1] == ' ' || Text[I - 1] == '\t' || Text[I - 1] == '\n'))
        Comment = true;
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
