#include "Passes.h"

#include "cu2hip/Mapping.h"

#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct IncludeDirective {
  size_t Hash;             // token index of '#'
  unsigned NameBegin, NameEnd; // the header name, without delimiters
  unsigned SpecBegin, SpecEnd; // with delimiters
  int Branch;              // the innermost conditional branch it sits in
};

bool isCudaHeaderName(llvm::StringRef H) {
  for (llvm::StringRef P : {"cuda", "cublas", "curand", "cufft", "cusparse", "cusolver", "cudnn",
                            "nvrtc", "nvml", "nvtx", "cub/", "cooperative_groups", "cuComplex",
                            "device_launch_parameters", "sm_", "mma.h", "nvToolsExt"})
    if (H.starts_with(P))
      return true;
  return false;
}

/// Offsets of the line holding the directive that starts at token \p Hash,
/// when nothing but the directive and a // comment is on it.
std::optional<std::pair<unsigned, unsigned>> wholeLine(const RawTokens &T, size_t Hash,
                                                       unsigned SpecEnd) {
  llvm::StringRef Text = T.text();
  unsigned Begin = T[Hash].Offset;
  while (Begin > 0 && Text[Begin - 1] != '\n')
    --Begin;
  if (!Text.substr(Begin, T[Hash].Offset - Begin).trim().empty())
    return std::nullopt;
  size_t NL = Text.find('\n', SpecEnd);
  unsigned End = NL == llvm::StringRef::npos ? Text.size() : NL + 1;
  llvm::StringRef Rest = Text.substr(SpecEnd, End - SpecEnd).trim();
  if (!Rest.empty() && !Rest.starts_with("//"))
    return std::nullopt;
  return std::make_pair(Begin, End);
}

bool usesCuda(const PassContext &C) {
  if (!C.Uses.empty())
    return true;
  for (size_t I = 0; I < C.Toks.size(); ++I) {
    if (C.Toks[I].Kind == tok::lesslessless)
      return true;
    if (C.Toks[I].Kind == tok::raw_identifier) {
      llvm::StringRef S = C.Toks.spelling(I);
      if (S == "__global__" || S == "__device__" || S == "__shared__" || S == "__constant__" ||
          S == "__host__" || S == "__managed__" || S == "threadIdx" || S == "blockIdx" ||
          S == "blockDim" || S == "gridDim" || S == "__syncthreads" || S == "dim3" ||
          S == "warpSize")
        return true;
    }
  }
  return false;
}

/// Where an added #include goes: after an include guard or #pragma once, else
/// at the start of the first line with code (after the leading comments).
unsigned insertionPoint(const RawTokens &T) {
  auto LineAfter = [&](size_t Tok) {
    size_t NL = T.text().find('\n', T[Tok].Offset);
    return NL == llvm::StringRef::npos ? unsigned(T.text().size()) : unsigned(NL + 1);
  };
  if (T.size() >= 3 && T[0].Kind == tok::hash && T.isIdentifier(1, "pragma") &&
      T.isIdentifier(2, "once"))
    return LineAfter(2);
  if (T.size() >= 6 && T[0].Kind == tok::hash && T.isIdentifier(1, "ifndef") &&
      T[3].Kind == tok::hash && T.isIdentifier(4, "define") && T.spelling(2) == T.spelling(5))
    return LineAfter(5);
  unsigned Begin = T.size() ? T[0].Offset : 0;
  while (Begin > 0 && T.text()[Begin - 1] != '\n')
    --Begin;
  return Begin;
}
} // namespace

void cu2hip::runIncludePass(PassContext &C) {
  const RawTokens &T = C.Toks;
  const MappingTable &Table = MappingTable::get();
  std::vector<int> Branches = {0};
  int NextBranch = 0;
  std::set<std::pair<int, std::string>> Seen; // (branch, HIP header)
  bool HasRuntime = false, HasWarpHeader = false;

  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].Kind != tok::hash || !T[I].LineStart || I + 1 >= T.size())
      continue;
    llvm::StringRef Dir = T.directiveOf(I);
    if (Dir == "if" || Dir == "ifdef" || Dir == "ifndef") {
      Branches.push_back(++NextBranch);
      continue;
    }
    if (Dir == "elif" || Dir == "else" || Dir == "elifdef" || Dir == "elifndef") {
      Branches.back() = ++NextBranch;
      continue;
    }
    if (Dir == "endif") {
      if (Branches.size() > 1)
        Branches.pop_back();
      continue;
    }
    if (Dir != "include" && Dir != "include_next")
      continue;
    size_t N = I + 2;
    if (N >= T.size() || T[N].DirectiveStart != int(I))
      continue;
    IncludeDirective D{I, 0, 0, 0, 0, Branches.back()};
    if (T[N].Kind == tok::string_literal) {
      D.SpecBegin = T[N].Offset;
      D.SpecEnd = T[N].end();
      D.NameBegin = D.SpecBegin + 1;
      D.NameEnd = D.SpecEnd - 1;
    } else if (T[N].Kind == tok::less) {
      size_t G = N + 1;
      while (G < T.size() && T[G].DirectiveStart == int(I) && T[G].Kind != tok::greater)
        ++G;
      if (G >= T.size() || T[G].DirectiveStart != int(I))
        continue;
      D.SpecBegin = T[N].Offset;
      D.SpecEnd = T[G].end();
      D.NameBegin = D.SpecBegin + 1;
      D.NameEnd = D.SpecEnd - 1;
    } else {
      continue; // #include MACRO
    }
    llvm::StringRef Name = T.text().slice(D.NameBegin, D.NameEnd);
    HasWarpHeader |= Name == "cu2hip_warp.h";
    std::string Hip;
    if (const IncludeEntry *E = Table.lookupInclude(Name)) {
      Hip = E->Hip.str();
    } else if (Name.starts_with("hip/") || Name.starts_with("hiprand/") ||
               Name.starts_with("hipblas") || Name.starts_with("hipsparse") ||
               Name.starts_with("hipfft") || Name.starts_with("hipcub") ||
               Name.starts_with("hipsolver")) {
      // Already HIP (a second run over translated output): just note it.
      HasRuntime |= Name == "hip/hip_runtime.h";
      Seen.insert({D.Branch, Name.str()});
      continue;
    } else {
      if (isCudaHeaderName(Name))
        C.diag(DiagId::UnsupportedInclude, D.SpecBegin, Name).Subject = Name.str();
      continue;
    }
    bool Duplicate = !Hip.empty() && !Seen.insert({D.Branch, Hip}).second;
    if (Hip.empty() || Duplicate) {
      if (auto Line = wholeLine(T, I, D.SpecEnd)) {
        C.Edits.replace(Line->first, Line->second - Line->first, "", "include");
        continue;
      }
      if (Hip.empty())
        continue; // cannot drop it cleanly; leave the harmless include alone
    }
    HasRuntime |= Hip == "hip/hip_runtime.h";
    C.Edits.replace(D.NameBegin, D.NameEnd - D.NameBegin, Hip, "include");
  }

  llvm::StringRef EOL = T.text().contains("\r\n") ? "\r\n" : "\n";
  // nvcc includes cuda_runtime.h implicitly; hipcc does not include hip_runtime.h.
  if (!HasRuntime && usesCuda(C))
    C.Edits.insert(insertionPoint(T), ("#include <hip/hip_runtime.h>" + EOL).str(), "include");
  // Warp helpers used by a rule (the header includes hip_runtime.h itself).
  if (C.NeedsWarpHeader && !HasWarpHeader)
    C.Edits.insert(insertionPoint(T), ("#include \"cu2hip_warp.h\"" + EOL).str(), "include");
}
