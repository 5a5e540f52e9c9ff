// The comparisons of `coverage --differential` (Differential.h).
#include "Differential.h"

#include "CompilerLog.h"
#include "Support/Process.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

using namespace cu2hip;
using namespace cu2hip::runner;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

bool Tolerance::equal(double A, double B) const {
  if (std::isnan(A) || std::isnan(B))
    return std::isnan(A) && std::isnan(B);
  if (A == B)
    return true;
  if (std::isinf(A) || std::isinf(B))
    return false;
  return std::fabs(A - B) <= Abs + Rel * std::max(std::fabs(A), std::fabs(B));
}

namespace {
/// A line cut into words and numbers ("sum = 1.5e3 after 4 steps": "sum = ",
/// 1.5e3, " after ", 4, " steps"). A digit inside a word (float4, x2) is
/// the word's; hexadecimal is a word.
struct Token {
  bool Number = false;
  llvm::StringRef Text;
  double Value = 0;
};

std::vector<Token> tokens(llvm::StringRef L) {
  std::vector<Token> Out;
  size_t Word = 0, I = 0;
  auto WordChar = [&](size_t At) {
    return At < L.size() && (llvm::isAlnum(L[At]) || L[At] == '_' || L[At] == '.');
  };
  while (I < L.size()) {
    size_t J = I;
    if ((L[J] == '-' || L[J] == '+') && J + 1 < L.size())
      ++J;
    bool Starts = J < L.size() &&
                  (llvm::isDigit(L[J]) || (L[J] == '.' && J + 1 < L.size() && llvm::isDigit(L[J + 1])));
    if (!Starts || (I > 0 && WordChar(I - 1)) || L.substr(J).starts_with_insensitive("0x")) {
      ++I;
      continue;
    }
    while (J < L.size() && llvm::isDigit(L[J]))
      ++J;
    if (J < L.size() && L[J] == '.')
      for (++J; J < L.size() && llvm::isDigit(L[J]);)
        ++J;
    if (J < L.size() && (L[J] == 'e' || L[J] == 'E')) {
      size_t K = J + 1;
      if (K < L.size() && (L[K] == '-' || L[K] == '+'))
        ++K;
      if (K < L.size() && llvm::isDigit(L[K])) {
        for (J = K; J < L.size() && llvm::isDigit(L[J]);)
          ++J;
      }
    }
    // A number glued to a word after it (3rd, 64KiB) is a word.
    if (J < L.size() && (llvm::isAlpha(L[J]) || L[J] == '_')) {
      I = J;
      continue;
    }
    if (I > Word)
      Out.push_back({false, L.slice(Word, I)});
    Token N{true, L.slice(I, J)};
    N.Value = std::strtod(N.Text.str().c_str(), nullptr);
    Out.push_back(N);
    I = Word = J;
  }
  if (Word < L.size())
    Out.push_back({false, L.substr(Word)});
  return Out;
}

bool sameLine(llvm::StringRef A, llvm::StringRef B, const Tolerance &T) {
  if (A == B)
    return true;
  std::vector<Token> X = tokens(A), Y = tokens(B);
  if (X.size() != Y.size())
    return false;
  for (size_t I = 0; I < X.size(); ++I) {
    if (X[I].Number != Y[I].Number)
      return false;
    if (X[I].Number ? !T.equal(X[I].Value, Y[I].Value) : X[I].Text != Y[I].Text)
      return false;
  }
  return true;
}

std::string quoted(llvm::StringRef S) { return "'" + firstLine(S, 120) + "'"; }
} // namespace

std::optional<std::string> runner::compareText(llvm::StringRef Ref, llvm::StringRef Cand, const Tolerance &T,
                                               llvm::StringRef What, const std::vector<bool> &Varies) {
  llvm::SmallVector<llvm::StringRef> A, B;
  Ref.split(A, '\n');
  Cand.split(B, '\n');
  // A last newline ends the last line; it starts no empty one.
  if (!A.empty() && A.back().empty())
    A.pop_back();
  if (!B.empty() && B.back().empty())
    B.pop_back();
  for (size_t I = 0; I < std::max(A.size(), B.size()); ++I) {
    std::string Where = What.str() + " line " + std::to_string(I + 1) + ": ";
    if (I >= A.size())
      return Where + "the reference ends, the candidate prints " + quoted(B[I]);
    if (I >= B.size())
      return Where + "the candidate ends, the reference prints " + quoted(A[I]);
    if (I < Varies.size() && Varies[I])
      continue;
    if (!sameLine(A[I].rtrim("\r"), B[I].rtrim("\r"), T))
      return Where + quoted(A[I]) + " vs " + quoted(B[I]);
  }
  return std::nullopt;
}

namespace {
/// One argument of a trace record.
struct TracedBuffer {
  int64_t Arg = 0, Count = 0, Shown = 0, ElemSize = 1;
  std::string Type, Hash, RestHash, Data;
  std::optional<double> RestSum;
  const llvm::json::Array *Values = nullptr;
};
struct TraceRecord {
  int64_t Launch = 0;
  std::string Kernel;
  std::vector<TracedBuffer> Args;
};

bool floatingType(llvm::StringRef T) {
  return T == "float" || T == "double" || T == "half" || T == "bfloat16";
}

/// A value of a trace: a number, or "nan", "inf", "-inf".
std::optional<double> number(const llvm::json::Value &V) {
  if (auto D = V.getAsNumber())
    return *D;
  if (auto S = V.getAsString()) {
    if (*S == "nan")
      return NAN;
    if (*S == "inf")
      return INFINITY;
    if (*S == "-inf")
      return -INFINITY;
  }
  return std::nullopt;
}

std::string shown(const llvm::json::Value &V, bool Double) {
  if (auto S = V.getAsString())
    return S->str();
  if (auto I = V.getAsInteger())
    return std::to_string(*I);
  if (auto U = V.getAsUINT64())
    return std::to_string(*U);
  if (auto D = V.getAsNumber()) {
    // As the trace wrote it: the digits that read back to the value.
    char B[40];
    std::snprintf(B, sizeof B, Double ? "%.17g" : "%.9g", *D);
    return B;
  }
  return "?";
}

std::optional<std::vector<TraceRecord>> parseTrace(llvm::StringRef Text, std::string &Error,
                                                   std::vector<llvm::json::Value> &Keep) {
  std::vector<TraceRecord> Out;
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  Keep.reserve(Lines.size());
  for (size_t N = 0; N < Lines.size(); ++N) {
    auto Bad = [&](const llvm::Twine &Why) {
      Error = "line " + std::to_string(N + 1) + " is not a trace record: " + Why.str();
      return std::nullopt;
    };
    llvm::Expected<llvm::json::Value> V = llvm::json::parse(Lines[N]);
    if (!V)
      return Bad(llvm::toString(V.takeError()));
    Keep.push_back(std::move(*V));
    const llvm::json::Object *O = Keep.back().getAsObject();
    if (!O)
      return Bad("not an object");
    TraceRecord R;
    auto L = O->getInteger("launch");
    auto K = O->getString("kernel");
    const llvm::json::Array *Args = O->getArray("args");
    if (!L || !K || !Args)
      return Bad("'launch', 'kernel' or 'args' missing");
    R.Launch = *L;
    R.Kernel = K->str();
    for (const llvm::json::Value &A : *Args) {
      const llvm::json::Object *AO = A.getAsObject();
      if (!AO)
        return Bad("an argument is not an object");
      TracedBuffer B;
      auto Arg = AO->getInteger("arg");
      auto Type = AO->getString("type");
      auto Count = AO->getInteger("count");
      if (!Arg || !Type || !Count)
        return Bad("an argument without 'arg', 'type' or 'count'");
      B.Arg = *Arg;
      B.Type = Type->str();
      B.Count = *Count;
      B.ElemSize = AO->getInteger("elem_size").value_or(1);
      B.Shown = AO->getInteger("shown").value_or(0);
      B.Hash = AO->getString("hash").value_or("").str();
      B.RestHash = AO->getString("rest_hash").value_or("").str();
      B.Data = AO->getString("data").value_or("").str();
      if (const llvm::json::Value *S = AO->get("rest_sum"))
        B.RestSum = number(*S);
      B.Values = AO->getArray("values");
      R.Args.push_back(std::move(B));
    }
    Out.push_back(std::move(R));
  }
  return Out;
}

std::string describe(const TracedBuffer &B) {
  return "argument " + std::to_string(B.Arg + 1) + " (" + B.Type + "[" + std::to_string(B.Count) + "])";
}

/// The first difference of one argument's memory, or nothing.
std::optional<std::string> compareBuffer(const TracedBuffer &A, const TracedBuffer &B, const Tolerance &T) {
  std::string Name = describe(A);
  if (A.Type != B.Type || A.Count != B.Count)
    return Name + " in the reference, " + describe(B) + " in the candidate";
  if (A.Type == "pointer" || A.Hash == B.Hash)
    return std::nullopt; // addresses of a run; the same bytes
  int64_t Both = std::min(A.Shown, B.Shown);
  if (A.Type == "bytes") {
    for (int64_t I = 0; I < Both && size_t(2 * I + 1) < std::min(A.Data.size(), B.Data.size()); ++I)
      if (A.Data.compare(2 * I, 2, B.Data, 2 * I, 2))
        return Name + " byte " + std::to_string(I) + ": 0x" + A.Data.substr(2 * I, 2) + " vs 0x" +
               B.Data.substr(2 * I, 2);
  } else if (A.Values && B.Values) {
    bool Floating = floatingType(A.Type);
    for (int64_t I = 0; I < Both && size_t(I) < std::min(A.Values->size(), B.Values->size()); ++I) {
      const llvm::json::Value &X = (*A.Values)[I], &Y = (*B.Values)[I];
      bool Same = Floating ? (number(X) && number(Y) && T.equal(*number(X), *number(Y))) : X == Y;
      if (!Same)
        return Name + " element " + std::to_string(I) + ": " + shown(X, A.ElemSize == 8) + " vs " +
               shown(Y, A.ElemSize == 8);
    }
  }
  if (A.Shown == A.Count && B.Shown == B.Count)
    return std::nullopt; // every element shown: within the tolerance
  // Past the elements shown: the sums of floating values, the bytes of others.
  std::string Past = Name + " differs past the first " + std::to_string(Both) + " elements traced";
  if (A.Shown != B.Shown)
    return Past + " (the traces show different lengths)";
  if (floatingType(A.Type) && A.RestSum && B.RestSum) {
    Tolerance Sum = T;
    Sum.Abs *= double(A.Count - A.Shown);
    if (Sum.equal(*A.RestSum, *B.RestSum))
      return std::nullopt;
    return Past + " (their sums: " + shown(llvm::json::Value(*A.RestSum), true) + " vs " +
           shown(llvm::json::Value(*B.RestSum), true) + ")";
  }
  if (A.RestHash == B.RestHash)
    return std::nullopt;
  return Past + " (hashes differ)";
}
} // namespace

std::optional<std::string> runner::compareTraces(llvm::StringRef Ref, llvm::StringRef Cand, const Tolerance &T,
                                                 std::string *Kernel, unsigned *Launch) {
  std::string Error;
  std::vector<llvm::json::Value> KeepA, KeepB;
  auto A = parseTrace(Ref, Error, KeepA);
  if (!A)
    return "the reference's trace: " + Error;
  auto B = parseTrace(Cand, Error, KeepB);
  if (!B)
    return "the candidate's trace: " + Error;
  auto After = [&](const TraceRecord &R) {
    if (Kernel)
      *Kernel = R.Kernel;
    if (Launch)
      *Launch = unsigned(R.Launch);
    return "after kernel '" + R.Kernel + "' (launch " + std::to_string(R.Launch) + "): ";
  };
  for (size_t I = 0; I < std::min(A->size(), B->size()); ++I) {
    const TraceRecord &X = (*A)[I], &Y = (*B)[I];
    if (X.Kernel != Y.Kernel)
      return After(X) + "the candidate's launch " + std::to_string(Y.Launch) + " is kernel '" + Y.Kernel + "'";
    for (const TracedBuffer &XA : X.Args) {
      auto YA = llvm::find_if(Y.Args, [&](const TracedBuffer &Z) { return Z.Arg == XA.Arg; });
      if (YA == Y.Args.end())
        return After(X) + describe(XA) + " is device memory in the reference only";
      if (auto D = compareBuffer(XA, *YA, T))
        return After(X) + *D;
    }
    for (const TracedBuffer &YA : Y.Args)
      if (llvm::none_of(X.Args, [&](const TracedBuffer &Z) { return Z.Arg == YA.Arg; }))
        return After(X) + describe(YA) + " is device memory in the candidate only";
  }
  if (A->size() != B->size()) {
    const TraceRecord &Extra = A->size() > B->size() ? (*A)[B->size()] : (*B)[A->size()];
    if (Kernel)
      *Kernel = Extra.Kernel;
    if (Launch)
      *Launch = unsigned(Extra.Launch);
    return std::string(A->size() > B->size() ? "the candidate" : "the reference") + " made no launch " +
           std::to_string(Extra.Launch) + "; the " + (A->size() > B->size() ? "reference's" : "candidate's") +
           " is kernel '" + Extra.Kernel + "'";
  }
  return std::nullopt;
}

std::vector<std::string> runner::writtenFiles(llvm::StringRef Dir, const std::vector<std::string> &Skip) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (fs::recursive_directory_iterator I(Dir, EC, /*follow_symlinks=*/false), E; I != E && !EC;
       I.increment(EC)) {
    llvm::StringRef Rel(I->path());
    Rel.consume_front(Dir);
    Rel = Rel.ltrim("/");
    if (I->type() == fs::file_type::directory_file) {
      if (llvm::is_contained(Skip, Rel))
        I.no_push();
      continue;
    }
    if (I->type() == fs::file_type::regular_file || I->type() == fs::file_type::symlink_file)
      Files.push_back(Rel.str());
  }
  llvm::sort(Files);
  return Files;
}

std::optional<std::string> runner::compareFiles(llvm::StringRef RefDir, llvm::StringRef CandDir,
                                                const std::vector<std::string> &Skip, const Tolerance &T,
                                                const std::vector<std::string> &Varying) {
  std::vector<std::string> A = writtenFiles(RefDir, Skip), B = writtenFiles(CandDir, Skip);
  std::set<std::string> All(A.begin(), A.end());
  All.insert(B.begin(), B.end());
  for (const std::string &F : All) {
    if (llvm::is_contained(Varying, F))
      continue;
    bool InA = llvm::is_contained(A, F), InB = llvm::is_contained(B, F);
    if (!InA || !InB)
      return "file '" + F + "' written by the " + (InA ? "reference" : "candidate") + " only";
    std::string X = support::readFile(RefDir.str() + "/" + F), Y = support::readFile(CandDir.str() + "/" + F);
    if (X == Y)
      continue;
    bool Binary = X.find('\0') != std::string::npos || Y.find('\0') != std::string::npos;
    if (!Binary) {
      if (auto D = compareText(X, Y, T, "file '" + F + "'"))
        return D;
      continue;
    }
    size_t I = 0;
    while (I < X.size() && I < Y.size() && X[I] == Y[I])
      ++I;
    return "file '" + F + "' differs at byte " + std::to_string(I) + " (" + std::to_string(X.size()) +
           " and " + std::to_string(Y.size()) + " bytes)";
  }
  return std::nullopt;
}
