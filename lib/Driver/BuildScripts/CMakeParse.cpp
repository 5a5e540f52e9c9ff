#include "CMakeParse.h"

#include <algorithm>
#include <cctype>

using namespace cu2hip::buildscripts;
using namespace cu2hip::buildscripts::cmake;

std::optional<bool> cmake::cmakeTruth(llvm::StringRef V) {
  std::string U = V.upper();
  llvm::StringRef S = U;
  if (S == "ON" || S == "YES" || S == "TRUE" || S == "Y")
    return true;
  if (S.empty() || S == "OFF" || S == "NO" || S == "FALSE" || S == "N" || S == "IGNORE" ||
      S == "NOTFOUND" || S.ends_with("-NOTFOUND"))
    return false;
  double D;
  if (!S.getAsDouble(D) && !S.contains('$'))
    return D != 0;
  return std::nullopt;
}

bool cmake::isIdentStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool cmake::isIdentChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

namespace {

/// "[==[" at \p I: returns the number of '=' (and sets Len), or -1.
int bracketOpen(llvm::StringRef T, size_t I, size_t &Len) {
  if (I >= T.size() || T[I] != '[')
    return -1;
  size_t J = I + 1;
  while (J < T.size() && T[J] == '=')
    ++J;
  if (J >= T.size() || T[J] != '[')
    return -1;
  Len = J + 1 - I;
  return static_cast<int>(J - I - 1);
}

size_t bracketClose(llvm::StringRef T, size_t From, int Eq) {
  std::string Close = "]" + std::string(Eq, '=') + "]";
  size_t P = T.find(Close, From);
  return P == llvm::StringRef::npos ? T.size() : P + Close.size();
}

size_t skipComment(llvm::StringRef T, size_t I) {
  size_t Len;
  int Eq = bracketOpen(T, I + 1, Len);
  if (Eq >= 0)
    return bracketClose(T, I + 1 + Len, Eq);
  size_t NL = T.find('\n', I);
  return NL == llvm::StringRef::npos ? T.size() : NL;
}

} // namespace

std::vector<Command> cmake::parseCMake(llvm::StringRef T) {
  std::vector<Command> Out;
  size_t I = 0, N = T.size();
  while (I < N) {
    char C = T[I];
    if (C == '#') {
      I = skipComment(T, I);
      continue;
    }
    if (!isIdentStart(C) || (I > 0 && isIdentChar(T[I - 1]))) {
      ++I;
      continue;
    }
    size_t NB = I;
    while (I < N && isIdentChar(T[I]))
      ++I;
    size_t NE = I, J = I;
    while (J < N && (T[J] == ' ' || T[J] == '\t'))
      ++J;
    if (J >= N || T[J] != '(')
      continue;
    Command Cmd{T.slice(NB, NE).lower(), NB, NE, J, N, {}};
    I = J + 1;
    int Depth = 0;
    while (I < N) {
      C = T[I];
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
        ++I;
      } else if (C == '#') {
        I = skipComment(T, I);
      } else if (C == '(') {
        ++Depth;
        ++I;
      } else if (C == ')') {
        if (Depth == 0) {
          Cmd.RParen = I++;
          break;
        }
        --Depth;
        ++I;
      } else if (C == '"') {
        size_t B = I++;
        while (I < N && T[I] != '"')
          I += T[I] == '\\' ? 2 : 1;
        I = std::min(I, N);
        Cmd.Args.push_back({B, std::min(I + 1, N), B + 1, I, 'q'});
        ++I;
      } else {
        size_t Len;
        int Eq = bracketOpen(T, I, Len);
        if (Eq >= 0) {
          size_t B = I;
          size_t E = bracketClose(T, I + Len, Eq);
          Cmd.Args.push_back({B, E, B + Len, E - Len, 'b'});
          I = E;
          continue;
        }
        size_t B = I;
        while (I < N) {
          C = T[I];
          if (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '(' || C == ')' || C == '#' ||
              C == '"')
            break;
          I += C == '\\' ? 2 : 1;
        }
        I = std::min(I, N);
        Cmd.Args.push_back({B, I, B, I, 'u'});
      }
    }
    I = std::min(I, N);
    Out.push_back(std::move(Cmd));
  }
  return Out;
}
