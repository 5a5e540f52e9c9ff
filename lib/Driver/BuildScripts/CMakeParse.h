// A light parse of a CMake script: its commands and their arguments with
// their byte ranges, comments and bracket arguments skipped. The CMake
// translator edits the script through these ranges and leaves the rest alone.
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

} // namespace cu2hip::buildscripts::cmake
