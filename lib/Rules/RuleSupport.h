// Token helpers shared by the lexical rules: finding calls of a CUDA API by
// name, taking their arguments apart, and recognising argument shapes.
#pragma once

#include "Rule.h"
#include "../Core/Calls.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {
namespace rules {

/// One call `Name(args...)` found in the raw tokens (lib/Core/Calls.h).
using Call = TokenCall;

/// The calls of the functions in \p Names (cu2hip::findCalls), less those
/// of names the user's code declares (its own wrapper called
/// cudaLaunchKernel, say).
inline std::vector<Call> findCalls(const RuleInput &C, llvm::ArrayRef<llvm::StringRef> Names) {
  return cu2hip::findCalls(C.Toks, Names, [&](size_t I) { return C.isUserName(I); });
}

/// The source text of tokens [First, Last].
inline llvm::StringRef textOf(const RawTokens &T, size_t First, size_t Last) {
  return T.text().slice(T[First].Offset, T[Last].end());
}

/// True when tokens [First, Last] are an id-expression: `name`, `::name`,
/// `ns::name`, `name<args>`, `ns::Cls<T>::name`... (template arguments may
/// hold anything).
inline bool isIdExpression(const RawTokens &T, size_t First, size_t Last) {
  namespace tok = clang::tok;
  size_t I = First;
  if (T[I].Kind == tok::coloncolon)
    ++I;
  bool WantName = true;
  for (; I <= Last; ++I) {
    tok::TokenKind K = T[I].Kind;
    if (WantName) {
      if (K != tok::raw_identifier)
        return false;
      WantName = false;
      continue;
    }
    if (K == tok::coloncolon) {
      WantName = true;
      continue;
    }
    if (K == tok::less) { // skip a balanced template argument list
      I = T.templateArgsClosing(I);
      if (I > Last)
        return false;
      continue;
    }
    return false;
  }
  return !WantName;
}

/// True when tokens [First, Last] already convert to a void pointer:
/// `(void *)f`, `(const void*)&f`, `reinterpret_cast<const void *>(f)`, ...
inline bool isVoidPointerCast(const RawTokens &T, size_t First, size_t Last) {
  namespace tok = clang::tok;
  auto HasVoid = [&](size_t A, size_t B) {
    for (size_t I = A; I < B; ++I)
      if (T.isIdentifier(I, "void"))
        return true;
    return false;
  };
  llvm::StringRef S = T.spelling(First);
  if ((S == "reinterpret_cast" || S == "static_cast" || S == "const_cast" || S == "bit_cast") &&
      First + 1 <= Last && T[First + 1].Kind == tok::less) {
    size_t G = First + 1;
    while (G <= Last && T[G].Kind != tok::greater)
      ++G;
    return G <= Last && HasVoid(First + 2, G);
  }
  if (T[First].Kind == tok::l_paren) {
    size_t Close = T.findClosing(First);
    if (Close >= Last)
      return false;
    for (size_t I = First + 1; I < Close; ++I)
      if (T[I].Kind != tok::raw_identifier && T[I].Kind != tok::star)
        return false;
    return HasVoid(First + 1, Close);
  }
  return false;
}

/// True when tokens [First, Last] are a null pointer constant spelled as
/// `nullptr`, `NULL` or `0`.
inline bool isNullLiteral(const RawTokens &T, size_t First, size_t Last) {
  if (First != Last)
    return false;
  llvm::StringRef S = T.spelling(First);
  return S == "nullptr" || S == "NULL" || S == "0";
}

} // namespace rules
} // namespace cu2hip
