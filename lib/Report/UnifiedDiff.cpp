// A line-based unified diff (Myers' O(ND) algorithm) for the coverage reports.
// Output follows GNU diff -u: "--- old", "+++ new", "@@ -a,b +c,d @@" hunks and
// "\ No newline at end of file" after a last line without one, so `patch`
// applies it. Written here: LLVM has no text diff (llvm-diff compares IR),
// and git or GNU diff as a library would mean a process per file; Myers'
// algorithm with a memory bound is a hundred lines.
#include "cu2hip/UnifiedDiff.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

#include <algorithm>

using namespace cu2hip;

namespace {
/// Lines with their terminators, so "x" and "x\n" differ.
std::vector<llvm::StringRef> splitLines(llvm::StringRef S) {
  std::vector<llvm::StringRef> Lines;
  while (!S.empty()) {
    size_t NL = S.find('\n');
    size_t Len = NL == llvm::StringRef::npos ? S.size() : NL + 1;
    Lines.push_back(S.take_front(Len));
    S = S.drop_front(Len);
  }
  return Lines;
}

enum class Op : char { Equal = ' ', Delete = '-', Insert = '+' };

/// The shortest edit script from A to B (Myers), or delete-all/insert-all when
/// the difference is too large to trace in reasonable memory.
void diffMiddle(llvm::ArrayRef<llvm::StringRef> A, llvm::ArrayRef<llvm::StringRef> B,
                std::vector<Op> &Out) {
  const int N = A.size(), M = B.size();
  const int Max = N + M;
  const int Off = Max + 1;
  std::vector<int> V(2 * Max + 3, 0);
  std::vector<std::vector<int>> Trace; // Trace[d]: V[-(d+1) .. d+1] before step d
  size_t Memory = 0;
  const size_t MemoryLimit = 32u << 20; // ints
  int D = -1;
  for (int d = 0; d <= Max; ++d) {
    int Lo = std::max(-(d + 1), -Max - 1), Hi = std::min(d + 1, Max + 1);
    Trace.emplace_back(V.begin() + Off + Lo, V.begin() + Off + Hi + 1);
    Memory += Hi - Lo + 1;
    if (Memory > MemoryLimit)
      break;
    bool Done = false;
    for (int k = -d; k <= d; k += 2) {
      int X = (k == -d || (k != d && V[Off + k - 1] < V[Off + k + 1])) ? V[Off + k + 1]
                                                                         : V[Off + k - 1] + 1;
      int Y = X - k;
      while (X < N && Y < M && A[X] == B[Y])
        ++X, ++Y;
      V[Off + k] = X;
      if (X >= N && Y >= M) {
        Done = true;
        break;
      }
    }
    if (Done) {
      D = d;
      break;
    }
  }
  if (D < 0) {
    Out.insert(Out.end(), N, Op::Delete);
    Out.insert(Out.end(), M, Op::Insert);
    return;
  }
  std::vector<Op> Rev;
  int X = N, Y = M;
  for (int d = D; d >= 0; --d) {
    const std::vector<int> &T = Trace[d];
    int Lo = std::max(-(d + 1), -Max - 1);
    auto At = [&](int k) { return T[k - Lo]; };
    int k = X - Y;
    int PrevK = (k == -d || (k != d && At(k - 1) < At(k + 1))) ? k + 1 : k - 1;
    int PrevX = At(PrevK), PrevY = PrevX - PrevK;
    while (X > PrevX && Y > PrevY) {
      Rev.push_back(Op::Equal);
      --X, --Y;
    }
    if (d > 0) {
      Rev.push_back(X == PrevX ? Op::Insert : Op::Delete);
      X = PrevX;
      Y = PrevY;
    }
  }
  Out.insert(Out.end(), Rev.rbegin(), Rev.rend());
}

void printRange(llvm::raw_ostream &OS, size_t Start, size_t Count) {
  OS << Start;
  if (Count != 1)
    OS << ',' << Count;
}
} // namespace

namespace {
/// The edit script from A's lines to B's: equal prefix and suffix, Myers between.
std::vector<Op> lineOps(llvm::ArrayRef<llvm::StringRef> A, llvm::ArrayRef<llvm::StringRef> B) {
  size_t Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  size_t Suf = 0;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  std::vector<Op> Ops(Pre, Op::Equal);
  diffMiddle(A.slice(Pre, A.size() - Pre - Suf), B.slice(Pre, B.size() - Pre - Suf), Ops);
  Ops.insert(Ops.end(), Suf, Op::Equal);
  return Ops;
}
} // namespace

std::vector<FileResult::Edit> cu2hip::lineEdits(llvm::StringRef Old, llvm::StringRef New) {
  std::vector<FileResult::Edit> Out;
  if (Old == New)
    return Out;
  std::vector<llvm::StringRef> A = splitLines(Old), B = splitLines(New);
  std::vector<Op> Ops = lineOps(A, B);
  size_t AI = 0, BI = 0, Offset = 0;
  for (size_t I = 0; I < Ops.size();) {
    if (Ops[I] == Op::Equal) {
      Offset += A[AI++].size();
      ++BI;
      ++I;
      continue;
    }
    FileResult::Edit E{unsigned(Offset), 0, ""};
    for (; I < Ops.size() && Ops[I] != Op::Equal; ++I) {
      if (Ops[I] == Op::Delete) {
        E.Length += A[AI].size();
        Offset += A[AI++].size();
      } else {
        E.Text += B[BI++].str();
      }
    }
    Out.push_back(std::move(E));
  }
  return Out;
}

std::string cu2hip::unifiedDiff(llvm::StringRef OldName, llvm::StringRef NewName,
                                llvm::StringRef Old, llvm::StringRef New, unsigned Context) {
  if (Old == New)
    return "";
  std::vector<llvm::StringRef> A = splitLines(Old), B = splitLines(New);
  std::vector<Op> Ops = lineOps(A, B);

  // Where each op reads from: AAt[i], BAt[i] = lines of A / B consumed before op i.
  std::vector<size_t> AAt(Ops.size() + 1), BAt(Ops.size() + 1);
  for (size_t I = 0; I < Ops.size(); ++I) {
    AAt[I + 1] = AAt[I] + (Ops[I] != Op::Insert);
    BAt[I + 1] = BAt[I] + (Ops[I] != Op::Delete);
  }

  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "--- " << OldName << "\n+++ " << NewName << "\n";
  size_t I = 0;
  while (I < Ops.size()) {
    while (I < Ops.size() && Ops[I] == Op::Equal)
      ++I;
    if (I == Ops.size())
      break;
    size_t Start = I >= Context ? I - Context : 0;
    // Extend over changes separated by at most 2*Context equal lines.
    size_t End = I;
    for (;;) {
      while (End < Ops.size() && Ops[End] != Op::Equal)
        ++End;
      size_t NextChange = End;
      while (NextChange < Ops.size() && Ops[NextChange] == Op::Equal)
        ++NextChange;
      if (NextChange < Ops.size() && NextChange - End <= 2 * Context) {
        End = NextChange;
        continue;
      }
      End = std::min(Ops.size(), End + Context);
      break;
    }
    size_t OldCount = AAt[End] - AAt[Start], NewCount = BAt[End] - BAt[Start];
    OS << "@@ -";
    printRange(OS, OldCount ? AAt[Start] + 1 : AAt[Start], OldCount);
    OS << " +";
    printRange(OS, NewCount ? BAt[Start] + 1 : BAt[Start], NewCount);
    OS << " @@\n";
    for (size_t J = Start; J < End; ++J) {
      llvm::StringRef L = Ops[J] == Op::Insert ? B[BAt[J]] : A[AAt[J]];
      OS << static_cast<char>(Ops[J]) << L;
      if (!L.ends_with("\n"))
        OS << "\n\\ No newline at end of file\n";
    }
    I = End;
  }
  return Out;
}
