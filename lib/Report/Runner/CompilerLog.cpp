// Compiler logs as clang and the GNU linker write them (hipcc is clang).
#include "CompilerLog.h"
#include "Support/Process.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;

namespace {
bool isDiagnosticLine(llvm::StringRef L) {
  return L.contains(": error:") || L.contains(": warning:") || L.contains(": note:") ||
         L.contains("fatal error:") || L.starts_with("error:") || L.starts_with("clang: ") ||
         L.contains(" generated") || L.starts_with("In file included from");
}

bool isErrorLine(llvm::StringRef L) {
  return L.contains(": error:") || L.contains("fatal error:") || L.starts_with("error:") ||
         L.contains("undefined reference to") || L.contains("ld: error") ||
         L.contains("ld.lld: error");
}
} // namespace

std::string runner::firstError(llvm::StringRef Log) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Log.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (!isErrorLine(Lines[I]))
      continue;
    std::string Out = Lines[I].rtrim().str();
    for (size_t J = I + 1; J < Lines.size() && J <= I + 3; ++J) {
      if (isDiagnosticLine(Lines[J]) || Lines[J].trim().empty())
        break;
      Out += "\n" + Lines[J].rtrim().str();
    }
    return Out;
  }
  return "";
}

std::string runner::lastLines(llvm::StringRef Text, unsigned N) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.rtrim().split(Lines, '\n');
  size_t From = Lines.size() > N ? Lines.size() - N : 0;
  std::string Out;
  for (size_t I = From; I < Lines.size(); ++I)
    Out += (I > From ? "\n" : "") + Lines[I].rtrim().str();
  return Out;
}

std::string runner::firstLine(llvm::StringRef S, size_t Max) {
  S = S.trim();
  S = S.take_until([](char C) { return C == '\n'; }).rtrim();
  if (S.size() > Max)
    return S.take_front(Max).str() + "...";
  return S.str();
}

std::string runner::oneLine(llvm::StringRef S, size_t Max) {
  std::string Out;
  for (char C : S.trim()) {
    if (llvm::isSpace(C)) {
      if (!Out.empty() && Out.back() != ' ')
        Out += ' ';
    } else {
      Out += C;
    }
  }
  if (Out.size() > Max)
    Out = Out.substr(0, Max) + "...";
  return Out;
}

std::string runner::replaceAll(std::string S, llvm::StringRef From, llvm::StringRef To) {
  if (From.empty())
    return S;
  size_t Pos = 0;
  while ((Pos = S.find(From.data(), Pos, From.size())) != std::string::npos) {
    S.replace(Pos, From.size(), To.data(), To.size());
    Pos += To.size();
  }
  return S;
}

static llvm::SmallVector<llvm::StringRef> linesOf(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef> L;
  S.rtrim().split(L, '\n');
  for (llvm::StringRef &X : L)
    X = X.rtrim();
  return L;
}

std::optional<runner::OutputDifference> runner::firstDifference(llvm::StringRef A, llvm::StringRef B,
                                                        const std::vector<bool> &Varies) {
  auto LA = linesOf(A), LB = linesOf(B);
  for (size_t I = 0; I < std::max(LA.size(), LB.size()); ++I) {
    if (I < Varies.size() && Varies[I] && I < LA.size() && I < LB.size())
      continue;
    if (I < LA.size() && I < LB.size() && LA[I] == LB[I])
      continue;
    return OutputDifference{unsigned(I + 1), I < LA.size() ? firstLine(LA[I], 160) : "(no line)",
                          I < LB.size() ? firstLine(LB[I], 160) : "(no line)"};
  }
  return std::nullopt;
}

std::vector<bool> runner::varyingLines(llvm::StringRef A, llvm::StringRef B) {
  auto LA = linesOf(A), LB = linesOf(B);
  std::vector<bool> V(std::max(LA.size(), LB.size()));
  for (size_t I = 0; I < V.size(); ++I)
    V[I] = I >= LA.size() || I >= LB.size() || LA[I] != LB[I];
  return V;
}

std::string runner::readCompilerLog(llvm::StringRef Path) {
  return support::readFileHead(Path, uint64_t(4) << 20);
}
