// Unified diffs for `cu2hip port --diff` (Myers' O(ND) algorithm on lines).
#include "cu2hip/Port.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace cu2hip;

namespace {

std::vector<llvm::StringRef> splitLines(llvm::StringRef T) {
  std::vector<llvm::StringRef> L;
  while (!T.empty()) {
    size_t E = T.find('\n');
    if (E == llvm::StringRef::npos) {
      L.push_back(T);
      break;
    }
    L.push_back(T.substr(0, E + 1));
    T = T.substr(E + 1);
  }
  return L;
}

enum class Op : char { Same = ' ', Del = '-', Ins = '+' };
struct Step {
  Op O;
  size_t A, B; // line indexes in old / new (the one that applies)
};

/// The edit script between A[AB, AE) and B[BB, BE); falls back to "delete
/// all, insert all" when the difference is too large to trace cheaply.
void myers(const std::vector<llvm::StringRef> &A, size_t AB, size_t AE,
           const std::vector<llvm::StringRef> &B, size_t BB, size_t BE, std::vector<Step> &Out) {
  const long N = AE - AB, M = BE - BB;
  const long Max = N + M;
  const long Limit = 4000;
  std::vector<std::vector<long>> Trace; // V after step d, for k in [-d, d]
  std::vector<long> V(2 * Max + 3, 0);
  auto At = [&](long K) -> long & { return V[K + Max + 1]; };
  long Found = -1;
  for (long D = 0; D <= Max && D <= Limit; ++D) {
    for (long K = -D; K <= D; K += 2) {
      long X = (K == -D || (K != D && At(K - 1) < At(K + 1))) ? At(K + 1) : At(K - 1) + 1;
      long Y = X - K;
      while (X < N && Y < M && A[AB + X] == B[BB + Y])
        ++X, ++Y;
      At(K) = X;
    }
    Trace.emplace_back();
    for (long K = -D; K <= D; ++K)
      Trace.back().push_back(At(K));
    if (At(N - M) >= N && N - M >= -D && N - M <= D) {
      Found = D;
      break;
    }
  }
  if (Found < 0) {
    for (long I = 0; I < N; ++I)
      Out.push_back({Op::Del, size_t(AB + I), size_t(BB)});
    for (long J = 0; J < M; ++J)
      Out.push_back({Op::Ins, size_t(AB + N), size_t(BB + J)});
    return;
  }
  std::vector<Step> Rev;
  long X = N, Y = M;
  for (long D = Found; D > 0; --D) {
    const std::vector<long> &Prev = Trace[D - 1];
    auto P = [&](long K) { return Prev[K + (D - 1)]; };
    long K = X - Y;
    bool Down = K == -D || (K != D && P(K - 1) < P(K + 1));
    long PK = Down ? K + 1 : K - 1;
    long PX = P(PK), PY = PX - PK;
    long MX = Down ? PX : PX + 1, MY = MX - K;
    while (X > MX && Y > MY) {
      --X, --Y;
      Rev.push_back({Op::Same, size_t(AB + X), size_t(BB + Y)});
    }
    if (Down)
      Rev.push_back({Op::Ins, size_t(AB + PX), size_t(BB + PY)});
    else
      Rev.push_back({Op::Del, size_t(AB + PX), size_t(BB + PY)});
    X = PX, Y = PY;
  }
  while (X > 0 && Y > 0) {
    --X, --Y;
    Rev.push_back({Op::Same, size_t(AB + X), size_t(BB + Y)});
  }
  Out.insert(Out.end(), Rev.rbegin(), Rev.rend());
}

void printLine(llvm::raw_ostream &OS, char Prefix, llvm::StringRef L) {
  OS << Prefix << L;
  if (!L.ends_with("\n"))
    OS << "\n\\ No newline at end of file\n";
}

std::string range(size_t Start, size_t Count) {
  // GNU style: "l" for one line, "l,c" otherwise; an empty range names the line before.
  size_t First = Count == 0 ? Start : Start + 1;
  if (Count == 1)
    return std::to_string(First);
  return std::to_string(First) + "," + std::to_string(Count);
}

} // namespace

std::string cu2hip::unifiedDiff(llvm::StringRef Old, llvm::StringRef New, llvm::StringRef OldName,
                                llvm::StringRef NewName) {
  if (Old == New)
    return "";
  std::vector<llvm::StringRef> A = splitLines(Old), B = splitLines(New);
  size_t Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  size_t Suf = 0;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre && A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  std::vector<Step> Steps;
  for (size_t I = 0; I < Pre; ++I)
    Steps.push_back({Op::Same, I, I});
  myers(A, Pre, A.size() - Suf, B, Pre, B.size() - Suf, Steps);
  for (size_t I = 0; I < Suf; ++I)
    Steps.push_back({Op::Same, A.size() - Suf + I, B.size() - Suf + I});

  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "--- a/" << OldName << "\n+++ b/" << NewName << "\n";
  const size_t Context = 3;
  size_t I = 0;
  while (I < Steps.size()) {
    // The next change.
    while (I < Steps.size() && Steps[I].O == Op::Same)
      ++I;
    if (I == Steps.size())
      break;
    size_t Begin = I >= Context ? I - Context : 0;
    // Extend while changes are within 2*Context of each other.
    size_t End = I;
    while (true) {
      while (End < Steps.size() && Steps[End].O != Op::Same)
        ++End;
      size_t Gap = End;
      while (Gap < Steps.size() && Steps[Gap].O == Op::Same)
        ++Gap;
      if (Gap < Steps.size() && Gap - End <= 2 * Context) {
        End = Gap;
        continue;
      }
      End = std::min(Steps.size(), End + Context);
      break;
    }
    size_t AStart = 0, BStart = 0, ACount = 0, BCount = 0;
    bool HaveA = false, HaveB = false;
    for (size_t J = Begin; J < End; ++J) {
      const Step &St = Steps[J];
      if (St.O != Op::Ins) {
        if (!HaveA)
          AStart = St.A, HaveA = true;
        ++ACount;
      }
      if (St.O != Op::Del) {
        if (!HaveB)
          BStart = St.B, HaveB = true;
        ++BCount;
      }
    }
    if (!HaveA)
      AStart = Steps[Begin].A;
    if (!HaveB)
      BStart = Steps[Begin].B;
    OS << "@@ -" << range(AStart, ACount) << " +" << range(BStart, BCount) << " @@\n";
    for (size_t J = Begin; J < End; ++J) {
      const Step &St = Steps[J];
      if (St.O == Op::Ins)
        printLine(OS, '+', B[St.B]);
      else
        printLine(OS, static_cast<char>(St.O), A[St.A]);
    }
    I = End;
  }
  return OS.str();
}
