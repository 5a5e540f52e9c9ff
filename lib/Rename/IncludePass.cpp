#include "Passes.h"

#include "../Mapping/Libraries.h"
#include "../Mapping/RealWorldTables.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/UserRules.h"
#include "Support/FileKinds.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
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

/// Whether the file needs HIP's runtime header where nvcc gave it CUDA's
/// implicitly: it has CUDA's keywords or launches, or (in a .cu/.cuh file, a
/// header, or a source that includes nothing) names of CUDA's API.
bool usesCuda(const RuleInput &C) {
  // nvcc includes cuda_runtime.h implicitly only in what it compiles as CUDA.
  // A .cpp or .c source gets CUDA's names from the headers it includes,
  // which are translated where they are (the project's `#include "k.cuh"`,
  // maybe inside its own #if BUILD_CUDA): its names are no reason to add the
  // HIP header, which would make the file need HIP in a CPU-only build. A
  // header may be written for nvcc's implicit include (helper_cuda.h): it
  // gets the HIP header, as .cu and .cuh files do.
  bool NamesCount = support::isCudaByName(C.Path) ||
                    support::codeFileKind(C.Path) != support::CodeFileKind::Source ||
                    C.Dirs.includes().empty();
  // This file's own tokens: the unit's uses also hold those of files translated
  // before it in the same unit (a claimed header after its .cu).
  const MappingTable &Table = MappingTable::get();
  for (size_t I = 0; I < C.Toks.size(); ++I) {
    if (C.Toks[I].Kind == tok::lesslessless)
      return true;
    if (C.Toks[I].Kind == tok::raw_identifier) {
      llvm::StringRef S = C.Toks.spelling(I);
      if (isCudaKeyword(S))
        return true;
      // std::max, ns::cudaThing: a qualified name is not CUDA's.
      if (!NamesCount || !C.Toks.isCode(I) || C.isUserName(I) || !C.Toks.isFreeName(I))
        continue;
      // A CUDA API name, or a macro that nvcc's implicit cuda_runtime.h defines
      // (CUDART_VERSION, __DRIVER_TYPES_H__...), which the HIP runtime header answers.
      // A C library function CUDA's math API keeps under its name (expf, sqrtf)
      // is not one: plain C and C++ call it too, and gain nothing from HIP.
      const MappingEntry *E = Table.lookup(S);
      if (E && !(E->Hip == S && isHostLibraryFunction(S)))
        return true;
      if (looksLikeCudaName(S) || realworld::impliesCudaRuntime(S))
        return true;
    }
  }
  return false;
}

/// True when the quoted include \p D names a file beside the including one:
/// the project's own header, whatever its name.
bool projectHeader(const RuleInput &C, const IncludeDirective &D) {
  if (D.Angled)
    return false;
  llvm::SmallString<256> P(llvm::sys::path::parent_path(C.Path));
  llvm::sys::path::append(P, D.Name);
  return llvm::sys::fs::is_regular_file(P);
}

/// The guard macro a directive tests: `#ifndef G`, `#if !defined(G)` or
/// `#if !defined G`; "" otherwise.
llvm::StringRef guardTested(const RawTokens &T, size_t Hash) {
  auto In = [&](size_t I) { return I < T.size() && T[I].DirectiveStart == int(Hash); };
  if (T.directiveKind(Hash) == tok::pp_ifndef && In(Hash + 2) && T[Hash + 2].Kind == tok::raw_identifier &&
      !In(Hash + 3))
    return T.spelling(Hash + 2);
  if (T.directiveKind(Hash) != tok::pp_if || !In(Hash + 2) || T[Hash + 2].Kind != tok::exclaim ||
      !T.isIdentifier(Hash + 3, "defined"))
    return "";
  size_t N = Hash + 4;
  bool Paren = In(N) && T[N].Kind == tok::l_paren;
  N += Paren;
  if (!In(N) || T[N].Kind != tok::raw_identifier)
    return "";
  size_t End = N + 1 + Paren;
  if ((Paren && (!In(N + 1) || T[N + 1].Kind != tok::r_paren)) || In(End))
    return "";
  return T.spelling(N);
}

/// Where an added #include goes: inside the include guard (after the guard's
/// #define, wherever it is among the leading directives) or after #pragma
/// once, else at the start of the first line with code (after the leading
/// comments and a byte-order mark).
unsigned insertionPoint(const RawTokens &T) {
  // The offset after the line (with continuations) of the directive at Hash.
  auto LineAfter = [&](size_t Hash) {
    size_t Last = Hash;
    while (Last + 1 < T.size() && T[Last + 1].DirectiveStart == int(Hash))
      ++Last;
    size_t NL = T.text().find('\n', T[Last].end());
    return NL == llvm::StringRef::npos ? unsigned(T.text().size()) : unsigned(NL + 1);
  };
  auto NextDirective = [&](size_t Hash) {
    size_t I = Hash + 1;
    while (I < T.size() && T[I].DirectiveStart == int(Hash))
      ++I;
    return I;
  };
  auto IsPragmaOnce = [&](size_t I) {
    return I + 2 < T.size() && T[I].Kind == tok::hash && T.directiveKind(I) == tok::pp_pragma &&
           T.isIdentifier(I + 2, "once");
  };
  std::optional<unsigned> After;
  size_t I = 0;
  if (IsPragmaOnce(0)) {
    After = LineAfter(0);
    I = NextDirective(0);
  }
  if (I < T.size() && T[I].Kind == tok::hash && T[I].LineStart) {
    llvm::StringRef Guard = guardTested(T, I);
    if (!Guard.empty()) {
      After = LineAfter(I);
      // The guard's #define may follow other directives (#pragma once, an
      // #ifdef _MSC_VER block...), but comes before any code.
      for (size_t J = NextDirective(I); J < T.size() && T[J].Kind == tok::hash && T[J].LineStart;
           J = NextDirective(J))
        if (T.isDefinedName(J + 2) && T.isIdentifier(J + 2, Guard)) {
          After = LineAfter(J);
          break;
        }
    }
  }
  if (After)
    return *After;
  unsigned Begin = T.size() ? T[0].Offset : 0;
  while (Begin > 0 && T.text()[Begin - 1] != '\n')
    --Begin;
  if (Begin == 0 && T.text().starts_with("\xEF\xBB\xBF"))
    Begin = 3; // after a UTF-8 byte-order mark
  return Begin;
}
} // namespace

void cu2hip::runIncludePass(const RuleInput &C, RuleOutput &Out) {
  const RawTokens &T = C.Toks;
  const MappingTable &Table = MappingTable::get();
  // (innermost #if branch, HIP header): a header is kept once per branch.
  std::set<std::pair<Branch, std::string>> Seen;
  const llvm::StringRef Runtime = libraries::hipRuntimeHeader();
  bool HasRuntime = false, HasWarpHeader = false;

  for (const IncludeDirective &D : C.Dirs.includes()) {
    if (D.Kind == IncludeDirective::Import)
      continue;
    Branch In = D.Branches.empty() ? Branch{} : D.Branches.back();
    llvm::StringRef Name = D.Name;
    // "cu2hip_warp.h", or "../../cu2hip_warp.h" where port wrote the tree's one copy
    HasWarpHeader |= llvm::sys::path::filename(Name) == WarpHeaderName;
    std::string Hip;
    // A user include rule (docs/rules.md) wins over the table; To "" removes.
    const UserInclude *User = C.Opts.UserRules ? C.Opts.UserRules->include(Name) : nullptr;
    llvm::StringRef Who = User ? "user-rules" : "include";
    if (User) {
      Hip = User->To;
    } else if (const IncludeEntry *E = Table.lookupInclude(Name)) {
      // Dropped for a target older than the HIP header (math_constants.h
      // before 5.3): its names' rows decide what becomes of each.
      Hip = E->hipIn(C.Hip).str();
    } else if (libraries::isHipInclude(Name)) {
      // Already HIP (a second run over translated output): just note it.
      HasRuntime |= Name == Runtime;
      Seen.insert({In, Name.str()});
      continue;
    } else {
      // Feature headers (cuda_fp8.h, cuda_gl_interop.h...) are reported once
      // per file and feature by the features rule (lib/Mapping/Features.def).
      // A project header named like CUDA's ("cuda_common.h" beside the file)
      // is the project's, not an unsupported CUDA header.
      if (isCudaHeaderName(Name) && !realworld::headerReportedAsFeature(Name) && !projectHeader(C, D))
        Out.diag(DiagId::UnsupportedInclude, D.SpecBegin, Name).Subject = Name.str();
      continue;
    }
    bool Duplicate = !Hip.empty() && !Seen.insert({In, Hip}).second;
    if (Hip.empty() || Duplicate) {
      if (auto Line = wholeLine(T, D.Hash, D.SpecEnd)) {
        Out.Edits.replace(Line->first, Line->second - Line->first, "", Who);
        continue;
      }
      if (Hip.empty())
        continue; // cannot drop it cleanly; leave the harmless include alone
    }
    HasRuntime |= Hip == Runtime;
    Out.Edits.replace(D.NameBegin, D.NameEnd - D.NameBegin, Hip, Who);
  }

  llvm::StringRef EOL = T.lineEnding();
  // Both added includes go to the same place. A rule may have inserted there
  // too (the cooperative-groups runtime include at a first-line include): the
  // EditSet composes the insertions and keeps a repeated include line once.
  unsigned At = insertionPoint(T);
  // nvcc includes cuda_runtime.h implicitly; hipcc does not include hip_runtime.h.
  // (A rule may have added it already, in front of <cooperative_groups.h>.)
  std::string RuntimeLine = ("#include <" + Runtime + ">").str();
  if (!HasRuntime && !Out.Edits.hasInsertedLine(RuntimeLine) && usesCuda(C))
    Out.Edits.insert(At, RuntimeLine + EOL.str(), "include");
  // Warp helpers used by a rule. The helper header comes before every other
  // include, those other rules inserted here included: it defines
  // HIP_ENABLE_WARP_SYNC_BUILTINS, which HIP 6.x reads when its first header is
  // included and which its later headers (amd_hip_bf16.h,
  // amd_hip_cooperative_groups.h) test again; defined after hip_runtime.h it
  // would leave those headers using undeclared *_sync builtins.
  if (C.Before.NeedsWarpHeader && !HasWarpHeader)
    Out.Edits.insert(At, ("#include \"" + llvm::Twine(WarpHeaderName) + "\"" + EOL).str(), "include",
                     /*Front=*/true);
}
