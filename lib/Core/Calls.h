// The call/argument matcher of the lexical passes and rules (issue 27): a call
// `name(args...)` found in the raw tokens, its arguments as token spans and as
// byte ranges of the file. Every rule that takes a call apart asks here; none
// counts parentheses or commas itself.
#pragma once

#include "RawTokens.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <utility>
#include <vector>

namespace cu2hip {

/// Bytes [Begin, End) of a file.
struct OffsetRange {
  unsigned Begin = 0;
  unsigned End = 0;
  unsigned length() const { return End - Begin; }
};

/// One call `Name(args...)` in the raw tokens of a file.
struct TokenCall {
  const RawTokens *Toks = nullptr;
  size_t Name = 0;   // token index of the callee name
  size_t LParen = 0; // its '('
  size_t RParen = 0; // the matching ')'
  /// [first, last] token of each top-level argument; empty for `f()`.
  std::vector<std::pair<size_t, size_t>> Args;

  size_t argCount() const { return Args.size(); }
  /// The bytes of argument \p N, from its first token to the end of its last.
  OffsetRange arg(size_t N) const {
    return {(*Toks)[Args[N].first].Offset, (*Toks)[Args[N].second].end()};
  }
  /// The source text of argument \p N.
  llvm::StringRef argText(size_t N) const {
    OffsetRange R = arg(N);
    return Toks->text().slice(R.Begin, R.End);
  }
  /// Argument \p N with what separates it from the next one: the bytes from
  /// its first token to the first token of argument N + 1 (removing them
  /// drops the argument and its comma). \p N must not be the last.
  OffsetRange argAndComma(size_t N) const {
    return {(*Toks)[Args[N].first].Offset, (*Toks)[Args[N + 1].first].Offset};
  }
  /// Argument \p N with what separates it from the previous one: from the end
  /// of argument N - 1 to the end of argument N (`, x`). \p N must be > 0.
  OffsetRange commaAndArg(size_t N) const {
    return {(*Toks)[Args[N - 1].second].end(), (*Toks)[Args[N].second].end()};
  }
  /// The whole call, name to ')'.
  OffsetRange range() const { return {(*Toks)[Name].Offset, (*Toks)[RParen].end()}; }
};

/// The call whose callee is token \p Name: `Name` followed by '(' with a
/// matching ')'. nullopt when the next token is not '(' or the parentheses
/// do not balance. Says nothing of whether the name is free or code: the
/// caller found the name and decided that.
std::optional<TokenCall> callAt(const RawTokens &T, size_t Name);

/// The calls of the functions in \p Names: free names (RawTokens::isFreeName)
/// followed by '(' in code (RawTokens::isCode), not the name a #define
/// defines, and not a name \p Skip rejects (the rules pass the names the
/// user's code declares).
std::vector<TokenCall> findCalls(const RawTokens &T, llvm::ArrayRef<llvm::StringRef> Names,
                                 llvm::function_ref<bool(size_t)> Skip = nullptr);

} // namespace cu2hip
