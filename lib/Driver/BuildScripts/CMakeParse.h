// A light parse of a CMake script: its commands and their arguments with
// their byte ranges, comments and bracket arguments skipped. The CMake
// translator edits the script through these ranges and leaves the rest alone.
// Written here because no well-kept library parses CMake's language apart from
// CMake itself (cmake's own parser is not a library, and running cmake would
// need the project's toolchains and packages: a CUDA SDK among them); the
// grammar read (commands, quoted, unquoted and bracket arguments, comments)
// is CMake's documented lexical one.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip::buildscripts::cmake {

struct Arg {
  size_t B, E;   // the whole argument, quotes included
  size_t CB, CE; // its content
  char Kind;     // 'u' unquoted, 'q' quoted, 'b' bracket
};

struct Command {
  std::string Name; // lower case
  size_t NameB, NameE, LParen, RParen;
  std::vector<Arg> Args;
};

/// What if() makes of the constant \p V: true for 1, ON, YES, TRUE, Y and
/// other non-zero numbers; false for 0, OFF, NO, FALSE, N, IGNORE, NOTFOUND,
/// "" and *-NOTFOUND (any case); none for anything else (a variable, ${...}).
std::optional<bool> cmakeTruth(llvm::StringRef V);

bool isIdentStart(char C);
bool isIdentChar(char C);

/// The commands of script \p T, in order.
std::vector<Command> parseCMake(llvm::StringRef T);

/// Opens a function() or macro() definition.
template <typename Cmd> bool opensDefinition(const Cmd &C) { return C.Name == "function" || C.Name == "macro"; }

/// The index of the endfunction()/endmacro() that closes the definition
/// opened at \p Cs[I] (nested ones of its kind counted), or Cs.size(). Any
/// list of commands with a lower-case Name (this parser's, or a reader's own).
template <typename Cmd> size_t definitionEnd(const std::vector<Cmd> &Cs, size_t I) {
  std::string End = "end" + Cs[I].Name;
  size_t J = I + 1;
  for (unsigned Depth = 0; J < Cs.size(); ++J)
    if (Cs[J].Name == Cs[I].Name)
      ++Depth;
    else if (Cs[J].Name == End && Depth-- == 0)
      break;
  return J;
}

} // namespace cu2hip::buildscripts::cmake
