// Makefiles in compat style (docs/compat.md, "Build option"): `make` runs the
// commands it ran before; `make HIP=1` runs hipcc.
//
// What hipcc needs of each line is what the fork translator
// (MakefileTranslator.cpp) makes of it: a run of lines it would change is
// kept as it is under `else` and its translation goes under `ifeq ($(HIP),1)`,
// so both styles know the same programs, flags (NvccFlags.cpp) and libraries
// (Libraries.def). GNU make takes conditionals between a rule's recipe lines
// (the GNU make manual's own example of ifeq), so recipe lines are wrapped
// the same way; a define ... endef block is wrapped whole.
#include "BuildScriptUtil.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::buildscripts;

namespace {

/// The build option's variable and its test.
constexpr const char *OptVar = "HIP";
constexpr const char *OptTest = "ifeq ($(HIP),1)";
/// Where the HIP lines look for ROCm where the CUDA ones name CUDA's path.
constexpr const char *RocmVar = "ROCM_PATH";

bool isPathChar(char C) { return llvm::isAlnum(C) || C == '_' || C == '.' || C == '/' || C == '-'; }

/// \p Line with each CUDA installation path (cudaInstallPaths()) as
/// $(ROCM_PATH), its lib64 as lib: `-I$(CUDA_PATH)/include`,
/// `-L/usr/local/cuda-12.4/lib64`, `CUDA_PATH ?= /usr/local/cuda`. The fork
/// translation leaves them with a comment (a fork has no ROCm path to name);
/// under the option the HIP lines must not pick up a CUDA installation's
/// headers. \p Used: one was rewritten.
std::string rocmPaths(llvm::StringRef Line, bool &Used) {
  if (Line.ltrim().starts_with("#"))
    return Line.str(); // a comment line
  std::string Out;
  size_t I = 0;
  while (I < Line.size()) {
    size_t Best = llvm::StringRef::npos, Len = 0;
    for (llvm::StringRef P : cudaInstallPaths()) {
      for (size_t At = Line.find(P, I); At != llvm::StringRef::npos; At = Line.find(P, At + 1)) {
        size_t End = At + P.size();
        if (P.starts_with("/")) {
          // A path of its own: not the tail of a longer one (-I and -L flags
          // are fine); a versioned directory (/usr/local/cuda-12.4) counts.
          bool Flag = At >= 2 && (Line.substr(At - 2, 2) == "-I" || Line.substr(At - 2, 2) == "-L");
          if (At > 0 && isPathChar(Line[At - 1]) && !Flag)
            continue;
          while (End < Line.size() && (llvm::isDigit(Line[End]) || Line[End] == '.' || Line[End] == '-'))
            ++End;
          if (End < Line.size() && isPathChar(Line[End]) && Line[End] != '/')
            continue;
        }
        if (At < Best) {
          Best = At;
          Len = End - At;
        }
        break;
      }
    }
    if (Best == llvm::StringRef::npos)
      break;
    Out += Line.slice(I, Best).str() + "$(" + RocmVar + ")";
    I = Best + Len;
    llvm::StringRef Rest = Line.substr(I);
    if (Rest.starts_with("/lib64") && (Rest.size() == 6 || !isPathChar(Rest[6]) || Rest[6] == '/')) {
      Out += "/lib";
      I += 6;
    }
    Used = true;
  }
  return Out + Line.substr(I).str();
}

class MakeCompat {
public:
  MakeCompat(llvm::StringRef Text, const BuildScriptOptions &O)
      : T(Text), O(O), NL(Text.contains("\r\n") ? "\r\n" : "\n") {
    Fork = O;
    Fork.DefineArchVar = false; // added once, by header()
    Fork.RenameRef = nullptr;   // the compat style keeps every file name
    Fork.RenameGlobs = false;
  }

  BuildScriptResult run() {
    R.Output = T.str();
    if (T.contains(OptTest)) {
      R.Notes.push_back({1, OptVar, "the Makefile has its HIP=1 option already; left as it is", false});
      return std::move(R);
    }
    if (size_t At = hipccAt(); At != llvm::StringRef::npos) {
      R.Notes.push_back({lineOf(T, At), "hipcc",
                         "the Makefile has a HIP build of its own (it runs hipcc); left as it is",
                         false});
      return std::move(R);
    }
    std::vector<Unit> Units = units();
    for (size_t I = 0; I < Units.size(); ++I) {
      if (!Units[I].Changed)
        continue;
      size_t J = I;
      while (J + 1 < Units.size() && Units[J + 1].Changed)
        ++J;
      wrap(Units, I, J);
      I = J;
    }
    if (Edits.empty())
      return std::move(R);
    if (makeDefinesVariable(T, OptVar) || T.contains("$(HIP)") || T.contains("${HIP}")) {
      R.Notes.clear();
      R.Notes.push_back({1, OptVar,
                         "the Makefile has a variable HIP of its own: no HIP=1 option was added",
                         true});
      return std::move(R);
    }
    header();
    unsigned Applied = 0;
    R.Output = applyEdits(T, Edits, &Applied);
    R.Changes = Applied;
    return std::move(R);
  }

private:
  /// A logical line, or a whole define ... endef block, and what the fork
  /// translation makes of it (its notes are the report's).
  struct Unit {
    size_t B, E;
    std::string Hip;
    bool Changed = false;
  };

  /// Where the Makefile names hipcc as a program (a HIP build of its own,
  /// under some other switch, that a second one would only compete with),
  /// or npos.
  size_t hipccAt() const {
    for (const MakeLine &L : makeLogicalLines(T)) {
      llvm::StringRef Line = T.slice(L.B, L.E);
      if (Line.ltrim().starts_with("#"))
        continue;
      for (size_t P = Line.find("hipcc"); P != llvm::StringRef::npos; P = Line.find("hipcc", P + 1)) {
        bool Begins = P == 0 || !(llvm::isAlnum(Line[P - 1]) || Line[P - 1] == '_' || Line[P - 1] == '-');
        bool Ends = P + 5 == Line.size() || !(llvm::isAlnum(Line[P + 5]) || Line[P + 5] == '_' ||
                                              Line[P + 5] == '-' || Line[P + 5] == '.');
        if (Begins && Ends)
          return L.B + P;
      }
    }
    return llvm::StringRef::npos;
  }

  std::vector<Unit> units() {
    std::vector<Unit> Out;
    std::vector<MakeLine> Lines = makeLogicalLines(T);
    for (size_t I = 0; I < Lines.size(); ++I) {
      size_t B = Lines[I].B, E = Lines[I].E;
      if (Lines[I].Define == B) // a define: through its endef
        while (I + 1 < Lines.size() && Lines[I + 1].Define == B) {
          E = Lines[++I].E;
          if (Lines[I].Endef)
            break;
        }
      bool Rocm = false;
      BuildScriptResult F = translateMakefile(rocmPaths(T.slice(B, E), Rocm), Fork);
      appendNotesAt(F.Notes, lineOf(T, B), R.Notes);
      Unit U{B, E, std::move(F.Output)};
      // Only a comment added (a program HIP has no counterpart for): the
      // HIP build runs the line as written; the note says why.
      U.Changed = differsBeyondComments(T.slice(B, E), U.Hip);
      Out.push_back(std::move(U));
    }
    return Out;
  }

  void wrap(const std::vector<Unit> &Us, size_t First, size_t Last) {
    // Lines joined by NL; a line's own \r (CRLF) is the NL's.
    auto Line = [](llvm::StringRef S) { return S.ends_with("\r") ? S.drop_back() : S; };
    std::string Hip, Original;
    for (size_t I = First; I <= Last; ++I) {
      std::string Sep = I == First ? "" : NL;
      Hip += Sep + Line(Us[I].Hip).str();
      Original += Sep + Line(T.slice(Us[I].B, Us[I].E)).str();
      ArchUsed |= llvm::StringRef(Us[I].Hip).contains(std::string("$(") + MakeArchVar + ")");
      RocmUsed |= llvm::StringRef(Us[I].Hip).contains(std::string("$(") + RocmVar + ")");
    }
    size_t E = Us[Last].B + Line(T.slice(Us[Last].B, Us[Last].E)).size();
    Edits.push_back({Us[First].B, E,
                     std::string(OptTest) + NL + Hip + NL + "else" + NL + Original + NL + "endif"});
    R.Notes.push_back({lineOf(T, Us[First].B), OptVar,
                       "under HIP=1: the hipcc form of " + std::to_string(Last - First + 1) +
                           " line(s); the original under else",
                       false});
  }

  /// HIP ?= 0 (and HIP_ARCH where the HIP lines use it), after the
  /// Makefile's opening comment.
  void header() {
    size_t At = afterLeadingComments(T);
    std::string H = "# HIP=1 builds for AMD GPUs with hipcc";
    if (ArchUsed)
      H += std::string("; ") + MakeArchVar + ": their targets (comma-separated)";
    if (RocmUsed)
      H += std::string("; ") + RocmVar + ": where ROCm is";
    H += "." + NL + OptVar + " ?= 0" + NL;
    if (ArchUsed && !makeDefinesVariable(T, MakeArchVar))
      H += std::string(MakeArchVar) + " ?= " + O.OffloadArch + NL;
    if (RocmUsed && !makeDefinesVariable(T, RocmVar))
      H += std::string(RocmVar) + " ?= /opt/rocm" + NL;
    if (At < T.size() && T[At] != '\n' && T[At] != '\r')
      H += NL;
    Edits.insert(Edits.begin(), {At, At, H});
  }

  llvm::StringRef T;
  const BuildScriptOptions &O;
  BuildScriptOptions Fork;
  std::string NL;
  std::vector<Edit> Edits;
  bool ArchUsed = false, RocmUsed = false;
  BuildScriptResult R;
};

} // namespace

BuildScriptResult cu2hip::compatMakefile(llvm::StringRef Text, const BuildScriptOptions &Opts) {
  return MakeCompat(Text, Opts).run();
}
