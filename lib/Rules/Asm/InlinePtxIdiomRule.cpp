// Inline PTX statements with a direct HIP equivalent become plain C++:
//
//   asm("mov.u32 %0, %%laneid;" : "=r"(l));     -> l = (__lane_id() & 31)     [logical32]
//                                               -> l = __lane_id()            [native]
//   asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m)); -> m = ((1u << (__lane_id() & 31)) - 1u)
//   (lanemask_le/eq/ge/gt likewise; activemask.b32 -> cu2hip_activemask(), the lane's 32-lane half)
//   asm("mov.u32 %0, %%clock;" : "=r"(t));       -> t = clock()
//   asm("mov.u64 %0, %%clock64;" : "=l"(t));     -> t = clock64()
//   asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));  -> r = __brev(x)        (.b64: __brevll)
//   popc.b32/.b64 -> __popc/__popcll, clz.b32/.b64 -> __clz/__clzll,
//   bfind.u32/.u64 (and .shiftamt) -> an expression on __clz/__clzll,
//   mul.hi.{u32,s32,u64,s64} -> __umulhi/__mulhi/__umul64hi/__mul64hi,
//   shf.{l,r}.{wrap,clamp}.b32 -> __funnelshift_{l,lc,r,rc},
//   membar.{cta,gl,sys} -> __threadfence_block/__threadfence/__threadfence_system,
//   ld.global.nc.{u32,s32,b32,u64,s64,b64,f32,f64} %0, [%1] -> __ldg((const T *)(p)),
//   prmt.b32 with a constant selector free of sign-replicate bits -> __byte_perm.
//   vabsdiff4.{u32,s32}.add %0, %1, %2, %3 -> cu2hip_vsadu4/cu2hip_vsads4(a, b) + c
//     (cu2hip_warp.h: portable C++ the CPU backend runs too).
//
// The idioms are rows of lib/Mapping/PtxIdioms.def (instructions, special
// registers per warp model, load types); this rule parses the statement and
// applies them.
//
// Why a rule: PTX never assembles for AMD GPUs, and no table can rename an
// instruction string. Each idiom above has the same meaning as the HIP
// function it becomes (checked against HIP 5.2's amd_device_functions.h; the
// output compiles with hipcc). The load is cast to the instruction's type, so
// it reads the same bits whatever the C++ type of the address operand. %clock64 is the SM cycle counter: clock64()
// (s_memtime) is its counterpart, not wall_clock64(), whose constant rate
// matches %globaltimer's purpose but not its nanosecond unit, so %globaltimer
// stays reported.
//
// Lane ids and masks follow the warp model the file's warp plan applies to the
// enclosing function: under logical32 (CUDA's 32-lane
// warps inside a 64-lane wavefront, see lib/Rules/Warp) %laneid is the lane
// within the 32-lane half and masks are that half's 32 bits; under native a
// 32-bit PTX mask cannot describe a 64-lane wavefront, so %lanemask_* and
// activemask are left to the inline-asm report.
//
// Runs before InlineAsmRule, which skips the statements replaced here (the
// EditSet says their range is taken) and reports every other asm statement
// with its location. Statements with several instructions, predicates, named
// or read-write operands are never rewritten.
#include "../RuleSupport.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {

struct Operand {
  std::string Constraint;
  std::string Expr; // source text of the C++ expression
};

struct AsmStmt {
  size_t Begin, End; // token range [asm, closing ')']
  std::string Template;
  std::vector<Operand> Outputs, Inputs;
};

/// Unescapes the contents of one C string literal token (quotes included).
bool appendLiteral(llvm::StringRef Lit, std::string &Out) {
  if (Lit.size() < 2 || Lit.front() != '"' || Lit.back() != '"')
    return false; // prefixed or raw literal
  Lit = Lit.drop_front().drop_back();
  for (size_t I = 0; I < Lit.size(); ++I) {
    char Ch = Lit[I];
    if (Ch != '\\') {
      Out += Ch;
      continue;
    }
    if (++I >= Lit.size())
      return false;
    switch (Lit[I]) {
    case 'n': Out += '\n'; break;
    case 't': Out += '\t'; break;
    case '\\': Out += '\\'; break;
    case '"': Out += '"'; break;
    default: return false;
    }
  }
  return true;
}

/// The value of a C integer literal (with u/l suffixes), if \p E is one.
std::optional<unsigned long long> integerLiteral(llvm::StringRef E) {
  E = E.trim();
  while (!E.empty() && (E.back() == 'u' || E.back() == 'U' || E.back() == 'l' || E.back() == 'L'))
    E = E.drop_back();
  unsigned long long V;
  if (E.empty() || E.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

/// True for an integer literal.
bool isSimpleNumber(llvm::StringRef E) {
  long long V;
  return !E.getAsInteger(0, V);
}

/// True for an operand that needs no parentheses: a name or a number.
bool isSimple(llvm::StringRef E) {
  return !E.empty() && llvm::all_of(E, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; });
}

enum class PtxModels { Any, Logical32 };
struct PtxIdiom {
  const char *Instruction;
  size_t Sources;
  const char *Expr;
  PtxModels Applies;
};
const PtxIdiom Idioms[] = {
#define PTX_IDIOM(Instruction, Sources, Expr, Models) {Instruction, Sources, Expr, PtxModels::Models},
#include "../../Mapping/PtxIdioms.def"
};
struct PtxFence {
  const char *Instruction, *Expr;
};
const PtxFence Fences[] = {
#define PTX_FENCE(Instruction, Expr) {Instruction, Expr},
#include "../../Mapping/PtxIdioms.def"
};
struct PtxRegister {
  const char *Register, *Logical32, *Native;
};
const PtxRegister Registers[] = {
#define PTX_REGISTER(Register, Logical32, Native) {Register, Logical32, Native},
#include "../../Mapping/PtxIdioms.def"
};
struct PtxLoadType {
  const char *Suffix, *CType;
};
const PtxLoadType LoadTypes[] = {
#define PTX_LOAD_TYPE(Suffix, CType) {Suffix, CType},
#include "../../Mapping/PtxIdioms.def"
};

/// A PTX_IDIOM expression with its operands: {N} is operand N, {0p} operand 0
/// as an operand of a larger expression.
std::string expand(llvm::StringRef Expr, llvm::ArrayRef<std::string> Values) {
  std::string Out;
  while (!Expr.empty()) {
    size_t Open = Expr.find('{');
    size_t Close = Expr.find('}', Open);
    if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
      break;
    Out += Expr.take_front(Open).str();
    llvm::StringRef Ref = Expr.slice(Open + 1, Close);
    bool AsOperand = Ref.consume_back("p");
    unsigned N = 0;
    Ref.getAsInteger(10, N);
    const std::string &V = Values[N];
    Out += AsOperand && !isSimple(V) ? "(" + V + ")" : V;
    Expr = Expr.drop_front(Close + 1);
  }
  return Out + Expr.str();
}

/// Parses `"constraint"(expr), ...` from token \p I up to a ':' or the end
/// \p End (exclusive). Returns the index after the list, or 0 on failure.
size_t parseOperands(const RawTokens &T, size_t I, size_t End, std::vector<Operand> &Ops) {
  while (I < End && T[I].Kind != tok::colon && T[I].Kind != tok::coloncolon) {
    if (T[I].Kind != tok::string_literal || I + 1 >= End || T[I + 1].Kind != tok::l_paren)
      return 0; // named operands ([x] "r"(v)) and anything unusual
    std::string Constraint;
    if (!appendLiteral(T.spelling(I), Constraint))
      return 0;
    size_t Close = T.findClosing(I + 1);
    if (Close >= End || Close == I + 2)
      return 0;
    Ops.push_back({Constraint, rules::textOf(T, I + 2, Close - 1).str()});
    I = Close + 1;
    if (I < End && T[I].Kind == tok::comma)
      ++I;
  }
  return I;
}

/// Parses the extended asm statement whose keyword is token \p I.
bool parseAsm(const RawTokens &T, size_t I, AsmStmt &S) {
  // `asm goto` has a labels section, refused below.
  size_t J = T.asmOpenParen(I);
  if (!J)
    return false;
  size_t Close = T.findClosing(J);
  if (Close >= T.size())
    return false;
  S.Begin = I;
  S.End = Close;
  size_t K = J + 1;
  for (; K < Close && T[K].Kind == tok::string_literal; ++K)
    if (!appendLiteral(T.spelling(K), S.Template))
      return false;
  if (K == J + 1)
    return false;
  // Sections: outputs, inputs, clobbers; "::" is two separators.
  int Section = 0;
  while (K < Close) {
    if (T[K].Kind == tok::coloncolon) {
      Section += 2;
      ++K;
    } else if (T[K].Kind == tok::colon) {
      ++Section;
      ++K;
    } else {
      return false;
    }
    if (Section == 1 || Section == 2) {
      size_t Next = parseOperands(T, K, Close, Section == 1 ? S.Outputs : S.Inputs);
      if (!Next)
        return false;
      K = Next;
    } else if (Section == 3) {
      while (K < Close && T[K].Kind != tok::colon && T[K].Kind != tok::coloncolon)
        ++K; // clobbers: "memory", "cc"... do not matter to a C++ expression
    } else {
      return false; // asm goto labels
    }
  }
  return true;
}

/// The one instruction of a template: opcode and operand strings. False for
/// several instructions, predicated ones, or braces.
bool splitInstruction(llvm::StringRef Tmpl, std::string &Op, std::vector<std::string> &Args) {
  llvm::StringRef S = Tmpl.trim();
  while (S.consume_back(";"))
    S = S.rtrim();
  if (S.empty() || S.contains(';') || S.contains('{') || S.contains('\n') || S.starts_with("@"))
    return false;
  size_t Sp = S.find_first_of(" \t");
  Op = S.substr(0, Sp).str();
  llvm::SmallVector<llvm::StringRef> Parts;
  if (Sp != llvm::StringRef::npos)
    S.substr(Sp).split(Parts, ',');
  for (llvm::StringRef P : Parts)
    Args.push_back(P.trim().str());
  return true;
}

class InlinePtxIdiomRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      AsmStmt A;
      if (!parseAsm(T, I, A))
        continue;
      std::optional<std::string> Cpp = translate(C, A);
      if (!Cpp)
        continue;
      Out.Edits.replace(T[A.Begin].Offset, T[A.End].end() - T[A.Begin].Offset, *Cpp, name());
      Out.NeedsWarpHeader |= llvm::StringRef(*Cpp).contains("cu2hip_");
      I = A.End;
    }
  }

private:
  /// The C++ statement (without ';') for \p A, or nothing.
  std::optional<std::string> translate(const RuleInput &C, const AsmStmt &A) {
    std::string Op;
    std::vector<std::string> Args;
    if (!splitInstruction(A.Template, Op, Args))
      return std::nullopt;
    for (const Operand &O : A.Outputs)
      if (O.Constraint != "=r" && O.Constraint != "=l" && O.Constraint != "=f" &&
          O.Constraint != "=d")
        return std::nullopt; // "+r" (read-write), "=h", "=&r"... are not idioms here
    // %N -> the operand's C++ expression (outputs first, then inputs, as GCC numbers them).
    auto Value = [&](llvm::StringRef Arg) -> std::optional<std::string> {
      unsigned N;
      if (Arg.consume_front("%") && !Arg.getAsInteger(10, N)) {
        if (N < A.Outputs.size())
          return std::nullopt; // an output used as a source
        N -= A.Outputs.size();
        if (N < A.Inputs.size())
          return A.Inputs[N].Expr;
        return std::nullopt;
      }
      long long Imm;
      if (!Arg.getAsInteger(0, Imm))
        return Arg.str(); // an immediate
      return std::nullopt;
    };
    // The model applied in this function (a function kept at logical32 under
    // --warp-model native numbers its lanes 0..31 like its shuffles do).
    bool Logical32 = !C.Warp.nativeAt(C.Toks[A.Begin].Offset);

    // Instructions without a result.
    if (A.Outputs.empty()) {
      if (!Args.empty())
        return std::nullopt;
      for (const PtxFence &F : Fences)
        if (Op == F.Instruction)
          return std::string(F.Expr);
      return std::nullopt;
    }
    if (A.Outputs.size() != 1 || Args.empty() || Args[0] != "%0")
      return std::nullopt;
    std::string Out = A.Outputs[0].Expr + " = ";
    llvm::StringRef Opc = Op;
    auto Srcs = llvm::ArrayRef<std::string>(Args).drop_front();

    // Special registers.
    if ((Opc.starts_with("mov.u") || Opc.starts_with("mov.s") || Opc.starts_with("mov.b")) &&
        Srcs.size() == 1 && llvm::StringRef(Srcs[0]).starts_with("%%")) {
      llvm::StringRef Reg = llvm::StringRef(Srcs[0]).drop_front(2);
      for (const PtxRegister &R : Registers)
        if (Reg == R.Register && *(Logical32 ? R.Logical32 : R.Native))
          return Out + (Logical32 ? R.Logical32 : R.Native);
      return std::nullopt; // %warpid, %smid, %globaltimer...: no direct equivalent
    }

    // A non-coherent (read-only cache) load: __ldg on the instruction's type.
    if (Opc.starts_with("ld.global.nc.") && Srcs.size() == 1) {
      llvm::StringRef Addr = Srcs[0];
      if (!Addr.consume_front("[") || !Addr.consume_back("]"))
        return std::nullopt;
      auto P = Value(Addr.trim());
      llvm::StringRef Type = Opc.drop_front(llvm::StringRef("ld.global.nc.").size());
      const char *CType = nullptr;
      for (const PtxLoadType &L : LoadTypes)
        if (Type == L.Suffix)
          CType = L.CType;
      if (!P || !CType || isSimpleNumber(*P))
        return std::nullopt;
      return Out + "__ldg((const " + CType + " *)(" + *P + "))";
    }

    const PtxIdiom *Row = nullptr;
    for (const PtxIdiom &I : Idioms)
      if (Opc == I.Instruction && Srcs.size() == I.Sources && (I.Applies == PtxModels::Any || Logical32))
        Row = &I;
    if (!Row)
      return std::nullopt;
    std::vector<std::string> Values;
    for (const std::string &Src : Srcs) {
      auto V = Value(Src);
      if (!V)
        return std::nullopt;
      Values.push_back(*V);
    }
    // prmt's default mode replicates a byte's sign when bit 3 of its selector
    // nibble is set; __byte_perm ignores that bit. Equal only for a constant
    // selector without those bits.
    if (Opc == "prmt.b32") {
      std::optional<unsigned long long> Sel = integerLiteral(Values[2]);
      if (!Sel || (*Sel & 0x8888) != 0)
        return std::nullopt;
    }
    return Out + expand(Row->Expr, Values);
  }
};
} // namespace

std::unique_ptr<Rule> createInlinePtxIdiomRule() {
  return std::make_unique<InlinePtxIdiomRule>();
}
