#include "Calls.h"

#include "llvm/ADT/STLExtras.h"

namespace cu2hip {

std::optional<TokenCall> callAt(const RawTokens &T, size_t Name) {
  if (Name + 1 >= T.size() || T[Name + 1].Kind != clang::tok::l_paren)
    return std::nullopt;
  TokenCall X;
  X.Toks = &T;
  X.Name = Name;
  X.LParen = Name + 1;
  if (!T.splitArguments(X.LParen, X.Args, &X.RParen))
    return std::nullopt;
  return X;
}

std::vector<TokenCall> findCalls(const RawTokens &T, llvm::ArrayRef<llvm::StringRef> Names,
                                 llvm::function_ref<bool(size_t)> Skip) {
  std::vector<TokenCall> Calls;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (T[I].Kind != clang::tok::raw_identifier || T[I + 1].Kind != clang::tok::l_paren)
      continue;
    if (!llvm::is_contained(Names, T.spelling(I)) || !T.isFreeName(I) || !T.isCode(I) ||
        T.isDefinedName(I))
      continue; // #define cudaFoo(x) ...: the user's macro
    if (Skip && Skip(I))
      continue;
    if (std::optional<TokenCall> X = callAt(T, I))
      Calls.push_back(std::move(*X));
  }
  return Calls;
}

} // namespace cu2hip
