// nvcc command-line flags and CUDA library link flags -> hipcc (clang) flags.
// Shared by the CMake (CMAKE_CUDA_FLAGS, target_compile_options, ...) and
// Makefile translators. One row per flag; the link flags (-lcublas) are the
// LINK_NAME rows of lib/Mapping/Libraries.def.
#include "BuildScriptUtil.h"

#include "Mapping/Libraries.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <optional>
#include <set>

using namespace cu2hip;
using namespace cu2hip::buildscripts;

namespace {

enum class Form {
  Exact,    // the whole word: --use_fast_math
  Separate, // takes a value, "-flag value" or "-flag=value"
  Short,    // a one-letter flag with a number: "-t 8", "-t=8" or "-t8"
};

enum class Action {
  Replace,     // -> Hip ("{}" is the value)
  Drop,        // removed (clang does it by default, or it does not apply)
  Arch,        // an architecture: the first becomes the --offload-arch flag, the rest go
  Unwrap,      // -Xcompiler a,b -> a b
  ValueMap,    // Hip is "value=replacement|value=replacement"; other values are left
  Unsupported, // left in place, with a comment
};

struct FlagRow {
  const char *Spelling;
  Form F;
  Action A;
  const char *Hip;
  /// Also a common flag of other tools: translated only where the flags are
  /// known to be nvcc's.
  bool Ambiguous;
  /// Said in the report (a remark, or the reason for Unsupported).
  const char *Note;
};

/// What --use_fast_math becomes (see its rows).
constexpr const char *FastMath =
    "-fgpu-flush-denormals-to-zero -ffp-contract=fast -freciprocal-math -fapprox-func -fno-math-errno";

// clang-format off
const FlagRow Flags[] = {
  // --- GPU architectures -------------------------------------------------------
  {"-arch",                       Form::Separate, Action::Arch, "", false, nullptr},
  {"--gpu-architecture",          Form::Separate, Action::Arch, "", false, nullptr},
  {"-gencode",                    Form::Separate, Action::Arch, "", false, nullptr},
  {"--generate-code",             Form::Separate, Action::Arch, "", false, nullptr},
  {"-code",                       Form::Separate, Action::Arch, "", false, nullptr},
  {"--gpu-code",                  Form::Separate, Action::Arch, "", false, nullptr},
  // --- Compilation ---------------------------------------------------------------
  {"-x",                          Form::Separate, Action::ValueMap, "cu=-x hip", false, nullptr},
  {"--x",                         Form::Separate, Action::ValueMap, "cu=-x hip", false, nullptr},
  // nvcc's fast math is --ftz=true --prec-div=false --prec-sqrt=false
  // --fmad=true and approximate functions (__expf ...); clang's -ffast-math
  // also assumes there are no infinities or NaNs (a test against -INFINITY is
  // folded away), so it is spelled out: flush denormals, approximate
  // division (reciprocal), square root and functions, fused multiply-add.
  {"--use_fast_math",             Form::Exact,    Action::Replace, FastMath, false, nullptr},
  {"-use_fast_math",              Form::Exact,    Action::Replace, FastMath, false, nullptr},
  {"--expt-relaxed-constexpr",    Form::Exact,    Action::Drop, "", false, nullptr},
  {"-expt-relaxed-constexpr",     Form::Exact,    Action::Drop, "", false, nullptr},
  {"--expt-extended-lambda",      Form::Exact,    Action::Drop, "", false, nullptr},
  {"-expt-extended-lambda",       Form::Exact,    Action::Drop, "", false, nullptr},
  {"--extended-lambda",           Form::Exact,    Action::Drop, "", false, nullptr},
  {"-extended-lambda",            Form::Exact,    Action::Drop, "", false, nullptr},
  {"-lineinfo",                   Form::Exact,    Action::Drop, "", false, nullptr},
  {"--generate-line-info",        Form::Exact,    Action::Drop, "", false, nullptr},
  {"-Xcompiler",                  Form::Separate, Action::Unwrap, "", false, nullptr},
  {"--compiler-options",          Form::Separate, Action::Unwrap, "", false, nullptr},
  {"-rdc",                        Form::Separate, Action::ValueMap, "true=-fgpu-rdc|false=", false, nullptr},
  {"--relocatable-device-code",   Form::Separate, Action::ValueMap, "true=-fgpu-rdc|false=", false, nullptr},
  {"-dc",                         Form::Exact,    Action::Replace, "-fgpu-rdc -c", false, nullptr},
  {"--device-c",                  Form::Exact,    Action::Replace, "-fgpu-rdc -c", false, nullptr},
  {"-G",                          Form::Exact,    Action::Replace, "-g", true, nullptr},
  {"--device-debug",              Form::Exact,    Action::Replace, "-g", false, nullptr},
  {"-keep",                       Form::Exact,    Action::Replace, "-save-temps", true, nullptr},
  {"--keep",                      Form::Exact,    Action::Replace, "-save-temps", false, nullptr},
  {"--disable-warnings",          Form::Exact,    Action::Replace, "-w", false, nullptr},
  {"--std",                       Form::Separate, Action::Replace, "-std={}", false, nullptr},
  {"-ccbin",                      Form::Separate, Action::Drop, "", false, "the host compiler option was dropped: hipcc compiles host code with clang"},
  {"--compiler-bindir",           Form::Separate, Action::Drop, "", false, "the host compiler option was dropped: hipcc compiles host code with clang"},
  {"-cudart",                     Form::Separate, Action::Drop, "", false, nullptr},
  {"--cudart",                    Form::Separate, Action::Drop, "", false, nullptr},
  {"--default-stream",            Form::Separate, Action::ValueMap, "per-thread=-fgpu-default-stream=per-thread|legacy=|null=", false, nullptr},
  {"-default-stream",             Form::Separate, Action::ValueMap, "per-thread=-fgpu-default-stream=per-thread|legacy=|null=", false, nullptr},
  {"--ftz",                       Form::Separate, Action::ValueMap, "true=-fgpu-flush-denormals-to-zero|false=", false, nullptr},
  {"-ftz",                        Form::Separate, Action::ValueMap, "true=-fgpu-flush-denormals-to-zero|false=", false, nullptr},
  {"--fmad",                      Form::Separate, Action::ValueMap, "true=-ffp-contract=fast|false=-ffp-contract=off", false, nullptr},
  {"-fmad",                       Form::Separate, Action::ValueMap, "true=-ffp-contract=fast|false=-ffp-contract=off", false, nullptr},
  {"--prec-div",                  Form::Separate, Action::Drop, "", false, "--prec-div has no hipcc equivalent; dropped"},
  {"-prec-div",                   Form::Separate, Action::Drop, "", false, "-prec-div has no hipcc equivalent; dropped"},
  {"--prec-sqrt",                 Form::Separate, Action::Drop, "", false, "--prec-sqrt has no hipcc equivalent; dropped"},
  {"-prec-sqrt",                  Form::Separate, Action::Drop, "", false, "-prec-sqrt has no hipcc equivalent; dropped"},
  {"-Wno-deprecated-gpu-targets", Form::Exact,    Action::Drop, "", false, nullptr},
  {"--Wno-deprecated-gpu-targets",Form::Exact,    Action::Drop, "", false, nullptr},
  {"--resource-usage",            Form::Exact,    Action::Drop, "", false, nullptr},
  {"-res-usage",                  Form::Exact,    Action::Drop, "", false, nullptr},
  {"--threads",                   Form::Separate, Action::Drop, "", false, nullptr},
  {"-t",                          Form::Short,    Action::Drop, "", true, nullptr}, // --threads
  {"-Xptxas",                     Form::Separate, Action::Unsupported, "", false, "ptxas options have no hipcc equivalent"},
  {"--ptxas-options",             Form::Separate, Action::Unsupported, "", false, "ptxas options have no hipcc equivalent"},
  {"-Xcudafe",                    Form::Separate, Action::Unsupported, "", false, "cudafe options have no hipcc equivalent"},
  {"-Xnvlink",                    Form::Separate, Action::Unsupported, "", false, "nvlink options have no hipcc equivalent"},
  {"-maxrregcount",               Form::Separate, Action::Unsupported, "", false, "-maxrregcount has no hipcc equivalent (use __launch_bounds__)"},
  {"--maxrregcount",              Form::Separate, Action::Unsupported, "", false, "--maxrregcount has no hipcc equivalent (use __launch_bounds__)"},
  {"-dlink",                      Form::Exact,    Action::Unsupported, "", false, "separate device linking: link the -fgpu-rdc objects with hipcc -fgpu-rdc instead"},
  {"--device-link",               Form::Exact,    Action::Unsupported, "", false, "separate device linking: link the -fgpu-rdc objects with hipcc -fgpu-rdc instead"},
  {"-ptx",                        Form::Exact,    Action::Unsupported, "", false, "PTX output has no HIP equivalent"},
  {"--ptx",                       Form::Exact,    Action::Unsupported, "", false, "PTX output has no HIP equivalent"},
  {"-cubin",                      Form::Exact,    Action::Unsupported, "", false, "cubin output: use --genco for a code object"},
  {"--cubin",                     Form::Exact,    Action::Unsupported, "", false, "cubin output: use --genco for a code object"},
  {"-fatbin",                     Form::Exact,    Action::Unsupported, "", false, "fatbin output: use --genco for a code object"},
};
// clang-format on

/// Flags, then a row per CUDA link name (-lcublas -> the HIP library's flag).
llvm::ArrayRef<FlagRow> flagRows() {
  static const std::vector<FlagRow> Rows = [] {
    std::vector<FlagRow> R(std::begin(Flags), std::end(Flags));
    for (const libraries::CudaSpelling &S : libraries::cudaLinkNames()) {
      Action A = S.Hip ? Action::Replace : S.Note ? Action::Unsupported : Action::Drop;
      R.push_back({S.Spelling.c_str(), Form::Exact, A, S.Hip ? S.Hip->Link : "", false, S.Note});
    }
    return R;
  }();
  return Rows;
}

/// The value of a Form::Short flag: a number; joined to the flag ("-t$(N)")
/// also a variable, which after a blank may be another tool's ("cp -t $(DIR)").
bool isShortValue(llvm::StringRef V, bool Joined) {
  return (!V.empty() && llvm::all_of(V, llvm::isDigit)) ||
         (Joined && (V.starts_with("$(") || V.starts_with("${")));
}

const FlagRow *findRow(llvm::StringRef Word, llvm::StringRef &Value, bool &Joined) {
  Joined = false;
  for (const FlagRow &R : flagRows())
    if (Word == R.Spelling)
      return &R;
  size_t Eq = Word.find('=');
  llvm::StringRef Name = Word.substr(0, Eq);
  for (const FlagRow &R : flagRows()) {
    if (R.F == Form::Separate && Eq != llvm::StringRef::npos && Name == R.Spelling) {
      Value = Word.substr(Eq + 1);
      Joined = true;
      return &R;
    }
    // -t=8, -t8 (only a number: -tune is another flag).
    llvm::StringRef Rest = Word;
    if (R.F == Form::Short && Rest.consume_front(R.Spelling)) {
      Rest.consume_front("=");
      if (isShortValue(Rest, /*Joined=*/true)) {
        Value = Rest;
        Joined = true;
        return &R;
      }
    }
  }
  return nullptr;
}

/// "sm_70", "compute_80": the architectures an -arch/-gencode value names.
void collectArches(llvm::StringRef Value, std::vector<std::string> &Out) {
  size_t I = 0;
  bool Any = false;
  while (I < Value.size()) {
    size_t P = Value.find("_", I);
    if (P == llvm::StringRef::npos)
      break;
    size_t S = P;
    while (S > 0 && std::isalpha(static_cast<unsigned char>(Value[S - 1])))
      --S;
    llvm::StringRef Kind = Value.slice(S, P);
    size_t E = P + 1;
    while (E < Value.size() && std::isalnum(static_cast<unsigned char>(Value[E])))
      ++E;
    if ((Kind == "sm" || Kind == "compute" || Kind == "lto") && E > P + 1) {
      std::string A = "sm_" + Value.slice(P + 1, E).str();
      if (!llvm::is_contained(Out, A))
        Out.push_back(A);
      Any = true;
    }
    I = E;
  }
  // Named by a variable (arch=compute_$(CC),code=sm_$(CC)): nothing to name.
  if (!Any && !Value.empty() && !Value.contains('$') && !llvm::is_contained(Out, Value.str()))
    Out.push_back(Value.str());
}
} // namespace

/// What \p Row turns \p Value into: its Hip, or for a ValueMap row the entry
/// for \p Value ("" removes the flag); none when the map has no such value.
static std::optional<llvm::StringRef> hipFor(const FlagRow &Row, llvm::StringRef Value) {
  if (Row.A != Action::ValueMap)
    return llvm::StringRef(Row.Hip);
  for (llvm::StringRef Pair : llvm::split(Row.Hip, '|')) {
    auto [From, To] = Pair.split('=');
    if (From == Value)
      return To;
  }
  return std::nullopt;
}

size_t buildscripts::rdcFlagAt(llvm::ArrayRef<llvm::StringRef> Words, size_t I) {
  llvm::StringRef Value;
  bool Joined = false;
  const FlagRow *Row = I < Words.size() ? findRow(Words[I], Value, Joined) : nullptr;
  if (!Row || (Row->A != Action::Replace && Row->A != Action::ValueMap))
    return 0;
  size_t Taken = 1;
  if (Row->F != Form::Exact && !Joined) {
    if (I + 1 >= Words.size())
      return 0;
    Value = Words[I + 1];
    Taken = 2;
  }
  llvm::SmallVector<llvm::StringRef, 4> Out;
  hipFor(*Row, Value).value_or("").split(Out, ' ', -1, false);
  return llvm::is_contained(Out, "-fgpu-rdc") ? Taken : 0;
}

void buildscripts::translateFlags(llvm::StringRef Text, const std::vector<Word> &Words,
                                  FlagContext &Ctx, std::vector<Edit> &Edits,
                                  std::vector<BuildScriptNote> &Notes, unsigned Line) {
  size_t ArchesBefore = Ctx.ArchesSeen.size();
  bool ArchHere = false;
  for (size_t I = 0; I < Words.size(); ++I) {
    llvm::StringRef W = Words[I].Text;
    if (!W.starts_with("-"))
      continue;
    llvm::StringRef Value;
    bool Joined = false;
    const FlagRow *R = findRow(W, Value, Joined);
    if (!R || (R->Ambiguous && !Ctx.Cuda))
      continue;
    bool Valued = R->F == Form::Separate || R->F == Form::Short;
    bool HasSeparateValue = Valued && !Joined && I + 1 < Words.size();
    if (Valued && !Joined) {
      if (!HasSeparateValue)
        continue; // "-arch" at the end of a list: not a flag we understand
      Value = Words[I + 1].Text;
      if (R->F == Form::Short && !isShortValue(Value, /*Joined=*/false))
        continue; // "cp -t dir": not nvcc's
    }
    size_t Count = HasSeparateValue ? 2 : 1;
    // Several flags: separate list items where the word is one.
    auto Spelled = [&](std::string S) {
      if (Words[I].ListItem)
        std::replace(S.begin(), S.end(), ' ', ';');
      return S;
    };
    size_t B = Words[I].Begin, E = Words[I + Count - 1].End;
    switch (R->A) {
    case Action::Replace: {
      std::string New = R->Hip;
      size_t P = New.find("{}");
      if (P != std::string::npos)
        New.replace(P, 2, Value.str());
      Edits.push_back({B, E, Spelled(New)});
      break;
    }
    case Action::Drop:
      Edits.push_back(deleteWord(Text, Words, I, Count));
      break;
    case Action::Arch:
      collectArches(Value, Ctx.ArchesSeen);
      ArchHere = true;
      if (!Ctx.ArchDone) {
        Edits.push_back({B, E, Ctx.ArchFlag});
        Ctx.ArchDone = true;
      } else {
        Edits.push_back(deleteWord(Text, Words, I, Count));
      }
      break;
    case Action::Unwrap: {
      std::string Inner = Value.str();
      std::replace(Inner.begin(), Inner.end(), ',', ' ');
      Inner = Spelled(Inner);
      if (Joined) {
        Edits.push_back({B, E, Inner});
      } else {
        // Remove "-Xcompiler " and keep the value (its commas become blanks).
        size_t After = Words[I].End;
        while (After < Text.size() && (Text[After] == ' ' || Text[After] == '\t'))
          ++After;
        Edits.push_back({B, After, ""});
        if (Words[I + 1].Begin == After && Inner != Value)
          Edits.push_back({Words[I + 1].Begin, Words[I + 1].End, Inner});
      }
      break;
    }
    case Action::ValueMap:
      if (std::optional<llvm::StringRef> To = hipFor(*R, Value))
        Edits.push_back(To->empty() ? deleteWord(Text, Words, I, Count) : Edit{B, E, Spelled(To->str())});
      break;
    case Action::Unsupported:
      Notes.push_back({Line, W.str(), R->Note, true});
      break;
    }
    if (R->Note && R->A != Action::Unsupported)
      Notes.push_back({Line, W.str(), R->Note, false});
    if (HasSeparateValue)
      ++I;
  }
  if (ArchHere) {
    std::string List;
    for (size_t I = ArchesBefore; I < Ctx.ArchesSeen.size(); ++I)
      List += (List.empty() ? "" : ", ") + Ctx.ArchesSeen[I];
    Notes.push_back({Line, "-arch",
                     "CUDA architectures (" + (List.empty() ? std::string("none named") : List) +
                         ") -> " + Ctx.ArchFlag,
                     false});
  }
}
