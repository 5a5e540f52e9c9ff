// Makefiles: nvcc -> hipcc, CUDA architectures -> --offload-arch=$(HIP_ARCH),
// nvcc and CUDA library flags (NvccFlags.cpp), CUDA tools and install paths.
//
// A pure text transform, logical line by logical line (backslash
// continuations joined); comments and everything not recognised are kept byte
// for byte. The program/path rules are the table below, one row each.
#include "BuildScriptUtil.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::buildscripts;

namespace {

enum class Match {
  Program, // a word naming a program, with or without a directory: nvcc, /usr/local/cuda/bin/nvcc
  Path,    // a word containing a CUDA installation path
};

struct MakeRow {
  const char *Cuda;
  Match M;
  const char *Hip; // nullptr: unsupported, left in place with a comment
  const char *Note;
};

// clang-format off
const MakeRow Rows[] = {
  {"nvcc",                     Match::Program, "hipcc",  nullptr},
  {"cuda-gdb",                 Match::Program, "rocgdb", nullptr},
  {"cuobjdump",                Match::Program, nullptr,  "cuobjdump: use roc-obj-ls or llvm-objdump"},
  {"nvdisasm",                 Match::Program, nullptr,  "nvdisasm: use llvm-objdump"},
  {"nvprof",                   Match::Program, nullptr,  "nvprof: use rocprof"},
  {"nsys",                     Match::Program, nullptr,  "Nsight Systems: use rocprof or omnitrace"},
  {"ncu",                      Match::Program, nullptr,  "Nsight Compute: use rocprof or omniperf"},
  {"cuda-memcheck",            Match::Program, nullptr,  "cuda-memcheck: build with -fsanitize=address instead"},
  {"compute-sanitizer",        Match::Program, nullptr,  "compute-sanitizer: build with -fsanitize=address instead"},
  {"nvidia-smi",               Match::Program, nullptr,  "nvidia-smi: use rocm-smi or amd-smi"},
  {"/usr/local/cuda",          Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"/opt/cuda",                Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_PATH)",             Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"${CUDA_PATH}",             Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_HOME)",             Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"${CUDA_HOME}",             Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_ROOT)",             Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_DIR)",              Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_INSTALL_PATH)",     Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_TOOLKIT_ROOT_DIR)", Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_INC_PATH)",         Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
  {"$(CUDA_LIB_PATH)",         Match::Path,    nullptr,  "a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm"},
};
// clang-format on

/// A $(shell ...) that asks the machine's NVIDIA GPU for its architecture
/// (`nvidia-smi --query-gpu=compute_cap`, nvcc's `__nvcc_device_query`): on an
/// AMD machine it says nothing, so it becomes $(HIP_ARCH), the AMD targets.
bool isArchProbe(llvm::StringRef Command, llvm::ArrayRef<llvm::StringRef> Programs) {
  return (llvm::is_contained(Programs, "nvidia-smi") && Command.contains("compute_cap")) ||
         llvm::is_contained(Programs, "__nvcc_device_query");
}

/// Where the program name starts in \p W (after "VAR=", "@" or "-" recipe
/// prefixes and directories), or npos when \p W is not a program word.
size_t programStart(llvm::StringRef W) {
  if (W.starts_with("-"))
    return llvm::StringRef::npos; // a flag
  size_t S = 0;
  size_t Eq = W.rfind('=');
  if (Eq != llvm::StringRef::npos)
    S = Eq + 1;
  while (S < W.size() && (W[S] == '@' || W[S] == '-' || W[S] == '+'))
    ++S;
  return S;
}

class MakeTranslation {
public:
  MakeTranslation(llvm::StringRef Text, const BuildScriptOptions &O) : T(Text), O(O) {}

  BuildScriptResult run() {
    for (const MakeLine &L : makeLogicalLines(T))
      if (!L.Endef)
        logicalLine(L.B, L.E, L.Define == llvm::StringRef::npos ? L.B : L.Define);
    archDefinition();
    unsigned Applied = 0;
    R.Output = applyEdits(T, Edits, &Applied);
    R.Changes = R.Output == T ? 0 : Applied;
    return std::move(R);
  }

private:
  void logicalLine(size_t LB, size_t LE, size_t CommentAt) {
    // The comment part is left alone.
    size_t CodeEnd = LE;
    for (size_t I = LB; I < LE; ++I) {
      if (T[I] != '#')
        continue;
      size_t Back = 0;
      while (I > LB + Back && T[I - 1 - Back] == '\\')
        ++Back;
      if (Back % 2 == 0) {
        CodeEnd = I;
        break;
      }
    }
    if (CodeEnd == LB)
      return;
    unsigned Line = lineOf(T, LB);
    size_t NotesBefore = R.Notes.size();
    std::string Lower = T.slice(LB, CodeEnd).lower();
    FlagContext Ctx;
    Ctx.Cuda = llvm::StringRef(Lower).contains("nvcc") || llvm::StringRef(Lower).contains("cuda") ||
               llvm::StringRef(Lower).contains("hipcc") || llvm::StringRef(Lower).contains("gencode");
    Ctx.ArchFlag = std::string("--offload-arch=$(") + MakeArchVar + ")";
    std::vector<Word> Words = splitWords(T, LB, CodeEnd, "\"'", /*OpenGenex=*/false);
    bool PathNoted = false;
    for (const Word &W : Words) {
      bool Replaced = programWord(W, Line);
      std::vector<std::pair<size_t, size_t>> Rewritten;
      makeFunctions(W, Line, Rewritten);
      if (Replaced || PathNoted)
        continue;
      for (const MakeRow &Row : Rows)
        if (Row.M == Match::Path && containsOutside(W, Row.Cuda, Rewritten)) {
          R.Notes.push_back({Line, Row.Cuda, Row.Note, true});
          PathNoted = true;
          break;
        }
    }
    translateFlags(T, Words, Ctx, Edits, R.Notes, Line);
    ArchUsed |= Ctx.ArchDone;
    for (size_t I = NotesBefore; I < R.Notes.size(); ++I)
      if (R.Notes[I].Subject == "-arch" && !R.Notes[I].Unsupported)
        for (const std::string &A : Ctx.ArchesSeen)
          if (!llvm::is_contained(Arches, A))
            Arches.push_back(A);
    renameFileRefs(T, LB, CodeEnd, "\"'():;=,", O, Edits);
    std::string Msg = joinNotes(R.Notes, NotesBefore);
    if (!Msg.empty())
      insertCommentAbove(T, CommentAt, Msg, Edits);
  }

  /// The program word \p W (nvcc -> hipcc, or a note for a tool with no HIP
  /// counterpart); true when it was replaced.
  bool programWord(const Word &W, unsigned Line) {
    size_t S = programStart(W.Text);
    if (S == llvm::StringRef::npos)
      return false;
    llvm::StringRef Prog = W.Text.substr(S);
    llvm::StringRef Base = Prog.substr(Prog.rfind('/') + 1);
    bool Replaced = false;
    for (const MakeRow &Row : Rows) {
      if (Row.M != Match::Program || Base != Row.Cuda)
        continue;
      if (Row.Hip) {
        Edits.push_back({W.Begin + S, W.End, Row.Hip});
        Replaced = true;
      } else {
        R.Notes.push_back({Line, Row.Cuda, Row.Note, true});
      }
    }
    return Replaced;
  }

  /// The program rows inside the make functions of word \p W that run or look
  /// for programs: `$(shell which nvcc 2>/dev/null)` and `$(shell command -v
  /// nvcc)` -> hipcc; `$(wildcard /usr/local/cuda/bin/nvcc)` ->
  /// `$(shell which hipcc 2>/dev/null)` (hipcc is found on the PATH, not at a
  /// CUDA path); a GPU architecture probe (isArchProbe) -> $(HIP_ARCH). The
  /// ranges replaced whole go to \p Rewritten.
  void makeFunctions(const Word &W, unsigned Line,
                     std::vector<std::pair<size_t, size_t>> &Rewritten) {
    for (size_t I = W.Begin; I + 2 < W.End; ++I) {
      if (T[I] != '$' || (T[I + 1] != '(' && T[I + 1] != '{'))
        continue;
      size_t NameB = I + 2, NameE = NameB;
      while (NameE < W.End && (llvm::isAlnum(T[NameE]) || T[NameE] == '-' || T[NameE] == '_'))
        ++NameE;
      llvm::StringRef Name = T.slice(NameB, NameE);
      if ((Name != "shell" && Name != "wildcard") || NameE >= W.End ||
          (T[NameE] != ' ' && T[NameE] != '\t'))
        continue;
      size_t Close = referenceEnd(T, I, W.End); // after the ')'
      size_t ArgB = NameE, ArgE = Close > ArgB ? Close - 1 : ArgB;
      std::vector<Word> Inner = splitWords(T, ArgB, ArgE, "\"'`;|&", /*OpenGenex=*/false);
      if (Name == "wildcard") {
        // One path naming a program HIP has: look for the HIP one on the PATH.
        if (Inner.size() != 1 || programStart(Inner[0].Text) != 0)
          continue;
        llvm::StringRef Base = Inner[0].Text.substr(Inner[0].Text.rfind('/') + 1);
        for (const MakeRow &Row : Rows)
          if (Row.M == Match::Program && Row.Hip && Base == Row.Cuda) {
            Edits.push_back({I, Close, std::string("$(shell which ") + Row.Hip + " 2>/dev/null)"});
            Rewritten.push_back({I, Close});
            I = Close - 1;
            break;
          }
        continue;
      }
      std::vector<llvm::StringRef> Programs;
      for (const Word &IW : Inner)
        if (size_t S = programStart(IW.Text); S != llvm::StringRef::npos)
          Programs.push_back(IW.Text.substr(S).substr(IW.Text.substr(S).rfind('/') + 1));
      if (isArchProbe(T.slice(ArgB, ArgE), Programs)) {
        Edits.push_back({I, Close, std::string("$(") + MakeArchVar + ")"});
        Rewritten.push_back({I, Close});
        ArchUsed = true;
        R.Notes.push_back({Line, "nvidia-smi",
                           std::string("the NVIDIA GPU architecture probe -> $(") + MakeArchVar +
                               "), the AMD GPU targets",
                           false});
        I = Close - 1;
        continue;
      }
      for (const Word &IW : Inner)
        if (programWord(IW, Line))
          Rewritten.push_back({IW.Begin, IW.End});
    }
  }

  /// \p Needle occurs in \p W outside the \p Rewritten ranges.
  bool containsOutside(const Word &W, llvm::StringRef Needle,
                       const std::vector<std::pair<size_t, size_t>> &Rewritten) const {
    for (size_t P = W.Text.find(Needle); P != llvm::StringRef::npos; P = W.Text.find(Needle, P + 1)) {
      size_t At = W.Begin + P;
      if (llvm::none_of(Rewritten, [&](const auto &Rg) { return At >= Rg.first && At < Rg.second; }))
        return true;
    }
    return false;
  }

  /// HIP_ARCH ?= gfx90a, near the top, when the Makefile uses it and does not set it.
  void archDefinition() {
    if (!O.DefineArchVar || (!ArchUsed && !T.contains(std::string("$(") + MakeArchVar + ")")))
      return;
    if (makeDefinesVariable(T, MakeArchVar))
      return;
    std::string NL = T.contains("\r\n") ? "\r\n" : "\n";
    size_t At = afterLeadingComments(T);
    std::string Was;
    for (const std::string &A : Arches)
      Was += (Was.empty() ? "" : ", ") + A;
    std::string Def = "# cu2hip: the AMD GPU targets (comma-separated) hipcc compiles for";
    if (!Was.empty())
      Def += "; the CUDA build targeted " + Was;
    Def += NL + MakeArchVar + " ?= " + O.OffloadArch + NL;
    if (At < T.size() && T[At] != '\n' && T[At] != '\r')
      Def += NL;
    // Before any comment inserted at the same place.
    Edits.insert(Edits.begin(), {At, At, Def});
    R.Notes.push_back({lineOf(T, At), MakeArchVar,
                       std::string("added ") + MakeArchVar + " ?= " + O.OffloadArch +
                           " for --offload-arch=$(" + MakeArchVar + ")",
                       false});
  }

  llvm::StringRef T;
  const BuildScriptOptions &O;
  std::vector<Edit> Edits;
  BuildScriptResult R;
  bool ArchUsed = false;
  std::vector<std::string> Arches;
};

} // namespace

std::vector<llvm::StringRef> buildscripts::cudaInstallPaths() {
  std::vector<llvm::StringRef> Out;
  for (const MakeRow &Row : Rows)
    if (Row.M == Match::Path)
      Out.push_back(Row.Cuda);
  return Out;
}

BuildScriptResult cu2hip::translateMakefile(llvm::StringRef Text, const BuildScriptOptions &Opts) {
  return MakeTranslation(Text, Opts).run();
}
