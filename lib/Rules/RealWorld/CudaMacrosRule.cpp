// CUDA include guards, version numbers and __CUDA_ARCH__ tested by user code
// (docs/real-world.md, item 2). Helper headers decide what to compile with
// `#ifdef __DRIVER_TYPES_H__`, `#if CUDART_VERSION >= 11000` or
// `#if __CUDA_ARCH__ >= 700`; none of those macros exists under hipcc, so every
// such branch would silently disappear. The tests are rewritten per
// CudaMacros.def so that the branch meant for a modern CUDA survives.
#include "../Rule.h"
#include "RealWorld.h"
#include "llvm/ADT/Sequence.h"
#include "cu2hip/UserRules.h"

using namespace cu2hip;
namespace tok = clang::tok;

using namespace cu2hip::realworld;

namespace {

std::optional<long long> integerLiteral(llvm::StringRef S) {
  S = S.rtrim("uUlL");
  long long V;
  if (S.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

bool compare(long long L, tok::TokenKind Op, long long R) {
  switch (Op) {
  case tok::less: return L < R;
  case tok::lessequal: return L <= R;
  case tok::greater: return L > R;
  case tok::greaterequal: return L >= R;
  case tok::equalequal: return L == R;
  case tok::exclaimequal: return L != R;
  default: return false;
  }
}

bool isComparison(tok::TokenKind K) {
  return K == tok::less || K == tok::lessequal || K == tok::greater || K == tok::greaterequal ||
         K == tok::equalequal || K == tok::exclaimequal;
}

/// `A op B` with op swapped sides: 5 < X  <=>  X > 5.
tok::TokenKind mirrored(tok::TokenKind Op) {
  switch (Op) {
  case tok::less: return tok::greater;
  case tok::lessequal: return tok::greaterequal;
  case tok::greater: return tok::less;
  case tok::greaterequal: return tok::lessequal;
  default: return Op;
  }
}

class CudaMacrosRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    const llvm::StringSet<> &FileMacros = C.Dirs.definedMacros();
    // A file that defines a guard itself (a stub header) owns it.
    auto RowFor = [&](size_t I) -> const MacroRow * {
      if (I >= T.size() || T[I].Kind != tok::raw_identifier)
        return nullptr;
      const MacroRow *R = lookupMacro(T.spelling(I));
      if (R && R->Kind == MacroKind::Defined && FileMacros.count(R->Name))
        return nullptr;
      return R;
    };
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != tok::hash || !T[I].LineStart)
        continue;
      size_t End = I + 1;
      while (End < T.size() && T[End].DirectiveStart == int(I))
        ++End;
      switch (T.directiveKind(I)) {
      case tok::pp_ifdef:
      case tok::pp_ifndef:
      case tok::pp_elifdef:
      case tok::pp_elifndef:
        if (I + 2 < End)
          if (const MacroRow *R = RowFor(I + 2))
            definednessDirective(C, Out, I, *R);
        break;
      case tok::pp_if:
      case tok::pp_elif:
        condition(C, Out, I, I + 2, End, RowFor);
        break;
      case tok::pp_define:
        valueUses(C, Out, I + 3, End, RowFor); // the body, not the name
        break;
      default:
        break;
      }
      I = End - 1;
    }
    // Uses in code, outside directives.
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].DirectiveStart >= 0)
        continue;
      size_t J = I;
      while (J < T.size() && T[J].DirectiveStart < 0)
        ++J;
      valueUses(C, Out, I, J, RowFor);
      I = J;
    }
  }

private:
  /// The token is handled: the rename pass must not also report it.
  static void claim(const RuleInput &C, RuleOutput &Out, size_t I) {
    Out.Edits.replace(C.Toks[I].Offset, C.Toks[I].Length, C.Toks.spelling(I), "cuda-macros");
  }

  static void replaceSpan(const RuleInput &C, RuleOutput &Out, size_t First, size_t Last, llvm::StringRef Text) {
    const RawTokens &T = C.Toks;
    Out.Edits.replace(T[First].Offset, T[Last].end() - T[First].Offset, Text, "cuda-macros");
  }

  static std::string spanText(const RawTokens &T, size_t First, size_t Last) {
    std::string S;
    for (size_t I = First; I <= Last; ++I) {
      if (I > First && T[I].Offset > T[I - 1].end())
        S += ' ';
      S += T.spelling(I).str();
    }
    return S;
  }

  /// The name of a definedness test: #ifdef NAME or defined(NAME).
  void definedName(const RuleInput &C, RuleOutput &Out, size_t I, const MacroRow &R, llvm::StringRef Test) {
    switch (R.Kind) {
    case MacroKind::Defined:
      if (R.DefinedAs.empty()) {
        Out.diag(DiagId::CudaMacroUndecidable, C.Toks[I].Offset, Test, R.Note).Subject = R.Name.str();
        claim(C, Out, I);
        return;
      }
      [[fallthrough]];
    case MacroKind::Version:
    case MacroKind::Arch:
      Out.Edits.replace(C.Toks[I].Offset, C.Toks[I].Length, R.DefinedAs, "cuda-macros");
      return;
    case MacroKind::Compiler:
      Out.diag(DiagId::CudaMacroDecided, C.Toks[I].Offset, Test, "false under hipcc", R.Note).Subject =
          R.Name.str();
      return;
    case MacroKind::Always:
      return; // handled by the callers, which replace the whole test
    }
  }

  void definednessDirective(const RuleInput &C, RuleOutput &Out, size_t Hash, const MacroRow &R) {
    const RawTokens &T = C.Toks;
    std::string Test = "#" + T.spelling(Hash + 1).str() + " " + R.Name.str();
    if (R.Kind != MacroKind::Always) {
      definedName(C, Out, Hash + 2, R, Test);
      return;
    }
    tok::PPKeywordKind Dir = T.directiveKind(Hash);
    bool Negated = Dir == tok::pp_ifndef || Dir == tok::pp_elifndef;
    std::string Keyword = Dir == tok::pp_elifdef || Dir == tok::pp_elifndef ? "elif" : "if";
    replaceSpan(C, Out, Hash + 1, Hash + 2,
                Keyword + (Negated ? " 0" : " 1") + " /* " + Test.substr(1) + " */");
    Out.diag(DiagId::CudaMacroDecided, T[Hash + 2].Offset, Test, Negated ? "false" : "true", R.Note)
        .Subject = R.Name.str();
  }

  template <typename RowFn>
  void condition(const RuleInput &C, RuleOutput &Out, size_t Hash, size_t Begin, size_t End, RowFn RowFor) {
    const RawTokens &T = C.Toks;
    // Whether the token before index At starts an operand (or there is none).
    auto IsOpen = [&](size_t At, bool AllowNot) {
      if (At <= Begin)
        return true;
      tok::TokenKind K = T[At - 1].Kind;
      return K == tok::l_paren || K == tok::ampamp || K == tok::pipepipe || K == tok::question ||
             K == tok::colon || (AllowNot && K == tok::exclaim);
    };
    auto IsClose = [&](size_t P) {
      if (P >= End)
        return true;
      tok::TokenKind K = T[P].Kind;
      return K == tok::r_paren || K == tok::ampamp || K == tok::pipepipe || K == tok::question ||
             K == tok::colon;
    };
    // The condition is a conjunction: no ||, ?: or ! anywhere in it.
    bool AndOnly = llvm::none_of(llvm::seq(Begin, End), [&](size_t K) {
      return T[K].Kind == tok::pipepipe || T[K].Kind == tok::question || T[K].Kind == tok::exclaim;
    });
    for (size_t J = Begin; J < End; ++J) {
      if (T.isIdentifier(J, "defined")) {
        bool Paren = J + 1 < End && T[J + 1].Kind == tok::l_paren;
        size_t N = J + (Paren ? 2 : 1);
        size_t Last = Paren ? N + 1 : N;
        if (N >= End || Last >= End || (Paren && T[Last].Kind != tok::r_paren))
          continue;
        if (const MacroRow *R = RowFor(N)) {
          std::string Test = spanText(T, J, Last);
          if (R->Kind == MacroKind::Always) {
            replaceSpan(C, Out, J, Last, "1 /* " + Test + " */");
            Out.diag(DiagId::CudaMacroDecided, T[N].Offset, Test, "true", R->Note).Subject = R->Name.str();
          } else {
            definedName(C, Out, N, *R, Test);
          }
        }
        J = Last;
        continue;
      }
      const MacroRow *R = RowFor(J);
      if (!R || (R->Kind != MacroKind::Version && R->Kind != MacroKind::Arch))
        continue;
      // MACRO op N, N op MACRO, or MACRO alone as a truth value.
      size_t First = J, Last = J;
      std::optional<long long> Number;
      tok::TokenKind Op = tok::unknown;
      if (J + 2 < End && isComparison(T[J + 1].Kind) && T[J + 2].Kind == tok::numeric_constant &&
          IsOpen(J, false) && IsClose(J + 3)) {
        Number = integerLiteral(T.spelling(J + 2));
        Op = T[J + 1].Kind;
        Last = J + 2;
      } else if (J >= Begin + 2 && isComparison(T[J - 1].Kind) &&
                 T[J - 2].Kind == tok::numeric_constant && IsOpen(J - 2, false) && IsClose(J + 1)) {
        Number = integerLiteral(T.spelling(J - 2));
        Op = mirrored(T[J - 1].Kind);
        First = J - 2;
      }
      bool Simple = Number.has_value() || (IsOpen(J, true) && IsClose(J + 1));
      std::string Test = spanText(T, First, Last);
      auto Eval = [&](long long V) { return Number ? compare(V, Op, *Number) : V != 0; };

      if (R->Kind == MacroKind::Version) {
        long long Assumed;
        if (R->Assumed.getAsInteger(10, Assumed)) {
          Out.diag(DiagId::CudaMacroUndecidable, T[J].Offset, Test, R->Note).Subject = R->Name.str();
          claim(C, Out, J);
        } else if (Simple) {
          bool V = Eval(Assumed);
          // The whole condition: the branches it selects between are known, and
          // the one for the assumed CUDA may use what the target HIP lacks.
          // In a condition of && alone (`defined(CUDART_VERSION) && CUDART_VERSION
          // >= 11070`), a test decided false makes the whole condition false.
          std::string Missing;
          bool Whole = First == Begin && Last + 1 == End;
          if (Whole || (V && AndOnly))
            if (auto Branches = branchRegions(C.Dirs, Hash)) {
              auto [Then, Else] = *Branches;
              std::string InThen = unavailableIn(C, Out, Then), InElse = unavailableIn(C, Out, Else);
              if (V && !InThen.empty() && InElse.empty())
                Missing = InThen;
              else if (Whole && !V && !InElse.empty() && InThen.empty())
                Missing = InElse;
            }
          if (!Missing.empty())
            V = !V;
          replaceSpan(C, Out, First, Last, std::string(V ? "1" : "0") + " /* " + Test + " */");
          if (Missing.empty())
            Out.diag(DiagId::CudaMacroDecided, T[J].Offset, Test, V ? "true" : "false",
                   "cu2hip keeps the branch for CUDA " + assumedCudaVersion().str() + " (" + R->Name.str() +
                       " = " + R->Assumed.str() + ")")
                .Subject = R->Name.str();
          else
            Out.diag(DiagId::CudaVersionFallback, T[J].Offset, Test, V ? "true" : "false",
                   assumedCudaVersion(), Missing, C.Hip.str())
                .Subject = R->Name.str();
        } else {
          replaceSpan(C, Out, J, J, R->Assumed.str() + " /* " + R->Name.str() + " */");
          Out.diag(DiagId::CudaMacroDecided, T[J].Offset, R->Name, R->Assumed,
                 "the value of CUDA " + assumedCudaVersion().str() + ", in an expression cu2hip does not evaluate")
              .Subject = R->Name.str();
        }
        J = Last;
        continue;
      }

      // __CUDA_ARCH__: decided per pass, device (assumed value) and host (0).
      long long Device = 0;
      R->Assumed.getAsInteger(10, Device);
      std::string Text;
      if (Simple) {
        bool D = Eval(Device), H = Eval(0);
        Text = D && H   ? "1"
               : D      ? "defined(" + R->DefinedAs.str() + ")"
               : H      ? "!defined(" + R->DefinedAs.str() + ")"
                        : "0";
        if (!Number) {
          // A bare `#if __CUDA_ARCH__` just asks "device pass?".
          replaceSpan(C, Out, First, Last, Text);
          J = Last;
          continue;
        }
        replaceSpan(C, Out, First, Last, Text + " /* " + Test + " */");
      } else {
        Text = "(defined(" + R->DefinedAs.str() + ") ? " + R->Assumed.str() + " : 0)";
        replaceSpan(C, Out, J, J, Text);
      }
      std::string Decided = "decided as '" + Text + "' (" + R->Note.str() + ")";
      // False in device code, in a condition of && alone: the branch's device
      // code is compiled out (the mma, cp.async or dp4a path): say where.
      if (Simple && !Eval(Device) && AndOnly)
        if (auto Branches = branchRegions(C.Dirs, Hash); Branches && Branches->first.first < Branches->first.second) {
          unsigned From = T.lineColumn(T[Branches->first.first].Offset).first;
          unsigned To = T.lineColumn(T[Branches->first.second - 1].Offset).first;
          Decided += "; device code compiled out: line" + std::string(From == To ? " " : "s ") +
                     std::to_string(From) + (From == To ? "" : "-" + std::to_string(To));
        }
      Out.diag(DiagId::CudaArchNumber, T[J].Offset, Test, Decided).Subject = R->Name.str();
      J = Last;
    }
  }

  using Region = std::pair<size_t, size_t>; // token indices [first, last)

  /// For the #if/#elif at \p Hash: the tokens of its own branch and of the
  /// branches after it, up to the matching #endif.
  static std::optional<std::pair<Region, Region>> branchRegions(const Directives &D, size_t Hash) {
    const ConditionalDirective *This = D.conditionalAt(Hash);
    const ConditionalDirective *End = This ? D.endOf(*This) : nullptr;
    if (!End || End == This)
      return std::nullopt;
    size_t Sibling = D.conditionals()[size_t(This->Next)].Hash;
    return std::make_pair(Region{This->End, Sibling}, Region{Sibling, End->Hash});
  }

  /// The first CUDA name in a region that the target HIP lacks (per the
  /// mapping tables, or as reported by an earlier rule), or "".
  static std::string unavailableIn(const RuleInput &C, RuleOutput &Out, Region R) {
    const RawTokens &T = C.Toks;
    if (R.first >= R.second)
      return "";
    const MappingTable &Table = MappingTable::get();
    // A CUDA header the target cannot give: a feature newer than it
    // (<cuda_fp8.h> before HIP 6.3) or a header with no HIP counterpart.
    for (const IncludeDirective &D : C.Dirs.includes()) {
      if (D.Hash < R.first || D.Hash >= R.second || !isCudaHeaderName(D.Name))
        continue;
      if (const realworld::Feature *F = realworld::featureOfHeader(D.Name)) {
        if (!F->availableIn(C.Hip))
          return "<" + D.Name.str() + ">";
        continue;
      }
      if (C.Opts.UserRules && C.Opts.UserRules->include(D.Name))
        continue;
      const IncludeEntry *E = Table.lookupInclude(D.Name);
      if (!E || (!E->Hip.empty() && E->hipIn(C.Hip).empty()))
        return "<" + D.Name.str() + ">"; // none, or not in the target (<cublasLt.h> before 5.5)
    }
    for (size_t I = R.first; I < R.second; ++I) {
      if (T[I].Kind != tok::raw_identifier || T.inDirective(I) || T.isMemberName(I))
        continue;
      llvm::StringRef Name = T.spelling(I);
      if (C.isUserName(I))
        continue;
      if (const MappingEntry *E = Table.lookup(Name); E && !E->availableIn(C.Hip))
        return Name.str();
    }
    // Member names (cudaDeviceProp fields...) are judged by the rules that ran before.
    unsigned FirstLine = T.lineColumn(T[R.first].Offset).first;
    unsigned LastLine = T.lineColumn(T[R.second - 1].Offset).first;
    for (const Diagnostic &D : C.Before.Diags)
      if (D.File == C.Path && D.Line >= FirstLine && D.Line <= LastLine &&
          D.severity() == Severity::Warning && diagInfo(D.Id).Name == "unsupported")
        return D.Subject.empty() ? D.Message : D.Subject;
    return "";
  }

  template <typename RowFn>
  void valueUses(const RuleInput &C, RuleOutput &Out, size_t Begin, size_t End, RowFn RowFor) {
    const RawTokens &T = C.Toks;
    for (size_t J = Begin; J < End; ++J) {
      const MacroRow *R = RowFor(J);
      if (!R || R->ValueAs.empty() || (R->Kind != MacroKind::Version && R->Kind != MacroKind::Arch))
        continue;
      if (T.isMemberName(J))
        continue;
      std::string Why = R->Kind == MacroKind::Arch
                            ? "the compute capability cu2hip assumes for HIP device code; " +
                                  R->Note.str()
                            : R->Note.str();
      Out.Edits.replace(T[J].Offset, T[J].Length, R->ValueAs, "cuda-macros");
      Out.diag(DiagId::CudaMacroValue, T[J].Offset, R->Name, R->ValueAs, Why).Subject = R->Name.str();
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCudaMacrosRule() { return std::make_unique<CudaMacrosRule>(); }
