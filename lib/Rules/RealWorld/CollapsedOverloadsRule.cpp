// Overloads that HIP collapses into one function (docs/real-world.md, item 2).
//
// CUDA's driver and runtime APIs have distinct types for the same things
// (CUresult / cudaError_t, CUstream / cudaStream_t, ...); HIP has one type for
// both (hipError_t, hipStream_t). Helper headers overload on them, e.g.
// helper_cuda.h's `_cudaGetErrorEnum(cudaError_t)` next to
// `_cudaGetErrorEnum(CUresult)`: after renaming, these are two definitions of
// the same function and hipcc stops with a redefinition error. Works on raw
// tokens, so definitions in branches clang did not take (`#ifdef
// __cuda_cuda_h__`) are found too; definitions that can never be compiled
// together (the two sides of one #if/#else) are left alone.
#include "../Rule.h"
#include "RealWorld.h"

#include "cu2hip/Mapping.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <tuple>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct Definition {
  size_t Name, LParen, RParen, LBrace, RBrace;
  long Scope;                                // index of the enclosing '{', or -1
  BranchPath Branches;                       // the #if branches it sits in
  std::string Original, Hip;                 // parameter types, as written / as HIP sees them
  bool UsesDriverApi = false;
};

bool isTypeKeyword(llvm::StringRef S) {
  static const llvm::StringSet<> Keywords = {"int", "char", "short", "long", "float", "double",
                                             "bool", "void", "unsigned", "signed", "const",
                                             "volatile", "auto", "size_t", "wchar_t"};
  return Keywords.count(S);
}

bool isStatementKeyword(llvm::StringRef S) {
  static const llvm::StringSet<> Keywords = {"if", "while", "for", "switch", "return", "sizeof",
                                             "catch", "decltype", "alignof", "static_assert",
                                             "defined", "__attribute__", "__declspec", "new",
                                             "delete", "throw", "typeid", "noexcept", "alignas"};
  return Keywords.count(S);
}

/// Whether two branch paths can be compiled together: not on different
/// branches of the same #if group.
bool compatible(const Definition &A, const Definition &B) {
  for (Branch X : A.Branches)
    for (Branch Y : B.Branches)
      if (X.Group == Y.Group && X.Arm != Y.Arm)
        return false;
  return true;
}

class CollapsedOverloadsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    const MappingTable &Table = MappingTable::get();
    std::vector<Definition> Defs;
    std::vector<long> Braces;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind == tok::hash && T[I].LineStart) {
        while (I + 1 < T.size() && T[I + 1].DirectiveStart == int(I))
          ++I;
        continue;
      }
      if (T[I].Kind == tok::l_brace) {
        Braces.push_back(long(I));
        continue;
      }
      if (T[I].Kind == tok::r_brace) {
        if (!Braces.empty())
          Braces.pop_back();
        continue;
      }
      // NAME ( params ) [const|noexcept|...] {
      if (T[I].Kind != tok::raw_identifier || I + 1 >= T.size() || T[I + 1].Kind != tok::l_paren ||
          isStatementKeyword(T.spelling(I)) || I == 0)
        continue;
      tok::TokenKind Prev = T[I - 1].Kind;
      if (Prev != tok::raw_identifier && Prev != tok::star && Prev != tok::amp &&
          Prev != tok::greater && Prev != tok::ampamp)
        continue;
      if (Prev == tok::raw_identifier && isStatementKeyword(T.spelling(I - 1)))
        continue;
      size_t RParen = T.findClosing(I + 1);
      if (RParen >= T.size())
        continue;
      size_t Body = RParen + 1;
      while (Body < T.size() && T[Body].Kind == tok::raw_identifier &&
             (T.spelling(Body) == "const" || T.spelling(Body) == "noexcept" ||
              T.spelling(Body) == "override"))
        ++Body;
      if (Body >= T.size() || T[Body].Kind != tok::l_brace || T[Body].DirectiveStart >= 0)
        continue;
      size_t RBrace = T.findClosing(Body);
      if (RBrace >= T.size())
        continue;
      Definition D{I, I + 1, RParen, Body, RBrace, Braces.empty() ? -1 : Braces.back(),
                   C.Dirs.branchesAt(T[I].Offset), "", "", false};
      signature(C, Out, Table, D);
      Defs.push_back(std::move(D));
      // The body is searched too (local classes are rare; nested braces are tracked).
    }

    // Only definitions with one scope, name and HIP signature can collide:
    // group them (a pairwise scan of every definition made large files
    // quadratic), then visit the pairs of each group in the same order as
    // that scan.
    std::map<std::tuple<long, llvm::StringRef, llvm::StringRef>, std::vector<size_t>> ByKey;
    std::vector<std::pair<const std::vector<size_t> *, size_t>> GroupOf(Defs.size());
    for (size_t A = 0; A < Defs.size(); ++A) {
      std::vector<size_t> &G = ByKey[{Defs[A].Scope, T.spelling(Defs[A].Name), Defs[A].Hip}];
      G.push_back(A);
      GroupOf[A] = {&G, G.size() - 1};
    }
    std::vector<bool> Guarded(Defs.size(), false);
    for (size_t A = 0; A < Defs.size(); ++A)
      for (size_t J = GroupOf[A].second + 1; J < GroupOf[A].first->size(); ++J) {
        size_t B = (*GroupOf[A].first)[J];
        const Definition &X = Defs[A], &Y = Defs[B];
        if (Guarded[A] || Guarded[B] || X.Original == Y.Original || !compatible(X, Y))
          continue;
        // Guard the driver-API flavour, else the later one.
        size_t Victim = Y.UsesDriverApi || !X.UsesDriverApi ? B : A;
        const Definition &V = Defs[Victim], &K = Defs[Victim == A ? B : A];
        if (!guard(C, Out, V))
          continue; // another rule's edit covers where the guard goes
        Guarded[Victim] = true;
        Out.diag(DiagId::CollapsedOverload, T[V.Name].Offset, T.spelling(V.Name), V.Original, K.Original,
                 realworld::HipGuardTest)
            .Subject = T.spelling(V.Name).str();
      }
  }

private:
  /// Fills the parameter-type signatures, without parameter names and defaults.
  static void signature(const RuleInput &C, RuleOutput &Out, const MappingTable &Table, Definition &D) {
    const RawTokens &T = C.Toks;
    std::vector<std::pair<size_t, size_t>> Params;
    if (!T.splitArguments(D.LParen, Params))
      return;
    for (auto [First, Last] : Params) {
      for (size_t J = First; J <= Last; ++J)
        if (T[J].Kind == tok::equal) {
          Last = J - 1;
          break;
        }
      // Drop the parameter name: a trailing identifier after a type.
      if (Last > First && T[Last].Kind == tok::raw_identifier && !isTypeKeyword(T.spelling(Last)) &&
          T[Last - 1].Kind != tok::coloncolon)
        --Last;
      if (!D.Original.empty()) {
        D.Original += ", ";
        D.Hip += ", ";
      }
      for (size_t J = First; J <= Last; ++J) {
        llvm::StringRef S = T.spelling(J);
        std::string Sep = J > First && T[J].Kind == tok::raw_identifier &&
                                  T[J - 1].Kind == tok::raw_identifier
                              ? " "
                              : "";
        D.Original += Sep + S.str();
        std::string H = S.str();
        if (T[J].Kind == tok::raw_identifier && !C.isUserName(J))
          if (const MappingEntry *E = Table.lookup(S); E && E->availableIn(C.Hip)) {
            H = E->Hip.str();
            D.UsesDriverApi |= E->Where == Area::Driver;
          }
        D.Hip += Sep + H;
      }
    }
  }

  bool guard(const RuleInput &C, RuleOutput &Out, const Definition &D) {
    auto [Begin, End] = realworld::definitionRange(C.Toks, D.Name, D.RBrace);
    return realworld::guardOutForHip(C, Out, Begin, End,
                                     "a duplicate overload in HIP, where CUDA's driver and "
                                     "runtime types are one type",
                                     name());
  }
};
} // namespace

std::unique_ptr<Rule> createCollapsedOverloadsRule() {
  return std::make_unique<CollapsedOverloadsRule>();
}
