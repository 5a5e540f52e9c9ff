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
  /// translation makes of it.
  struct Unit {
    size_t B, E;
    std::string Hip;
    bool Changed = false;
  };

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
      Unit U{B, E, translateMakefile(T.slice(B, E), Fork).Output};
      U.Changed = U.Hip != T.slice(B, E);
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
    std::string H = std::string("# HIP=1 builds for AMD GPUs with hipcc") +
                    (ArchUsed ? std::string("; ") + MakeArchVar +
                                    ": their targets (comma-separated)"
                              : "") +
                    "." + NL + OptVar + " ?= 0" + NL;
    if (ArchUsed && !makeDefinesVariable(T, MakeArchVar))
      H += std::string(MakeArchVar) + " ?= " + O.OffloadArch + NL;
    if (At < T.size() && T[At] != '\n' && T[At] != '\r')
      H += NL;
    Edits.insert(Edits.begin(), {At, At, H});
  }

  llvm::StringRef T;
  const BuildScriptOptions &O;
  BuildScriptOptions Fork;
  std::string NL;
  std::vector<Edit> Edits;
  bool ArchUsed = false;
  BuildScriptResult R;
};

} // namespace

BuildScriptResult cu2hip::compatMakefile(llvm::StringRef Text, const BuildScriptOptions &Opts) {
  return MakeCompat(Text, Opts).run();
}
