// CMake scripts in compat style (docs/compat.md, "Build option"): the CUDA
// configuration stays, a HIP one is added behind option(<PROJECT>_HIP).
//
// What HIP needs of each command is what the fork translator
// (CMakeTranslator.cpp) makes of it: a run of commands it would change is
// kept as it is under else() and its translation goes under if(<PROJECT>_HIP),
// so the two styles know the same names (CMakeNames.def, Libraries.def) and
// flags (NvccFlags.cpp). Three things a wrap cannot do are done here: CUDA
// leaves project()'s languages for an enable_language() under the option
// (project() cannot sit in an if()), the .cu sources are marked LANGUAGE HIP
// under the option, and control flow (if(), foreach() ...) is left alone. A
// script that has a HIP build already (the option, or one of its own) is
// left as it is.
#include "BuildScriptUtil.h"
#include "CMakeParse.h"
#include "CMakeSources.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::buildscripts;
using namespace cu2hip::buildscripts::cmake;

namespace {

/// Commands that open, continue or close a block: wrapping one in if() would
/// break the block, so the compat style leaves them as they are.
bool isControlFlow(llvm::StringRef Name) {
  static const char *const Names[] = {"if", "elseif", "else", "endif", "foreach", "endforeach",
                                      "while", "endwhile", "function", "endfunction", "macro",
                                      "endmacro", "block", "endblock", "return", "break",
                                      "continue"};
  return llvm::is_contained(Names, Name);
}

/// A target-making command whose sources are its arguments after the first.
bool makesTargetFromSources(llvm::StringRef Name) {
  return Name == "add_executable" || Name == "add_library" || Name == "target_sources" ||
         Name == "cuda_add_executable" || Name == "cuda_add_library";
}

/// \p Name upper-cased, characters other than letters and digits as '_'.
std::string optionBase(llvm::StringRef Name) {
  std::string S;
  for (char C : Name)
    S += llvm::isAlnum(C) ? llvm::toUpper(C) : '_';
  if (!S.empty() && llvm::isDigit(S[0]))
    S = "_" + S;
  return S;
}

/// Offset \p At of the text \p Cs were parsed from is inside a quoted or
/// bracket argument (a newline there is the argument's content).
bool insideLiteral(const std::vector<Command> &Cs, size_t At) {
  for (const Command &C : Cs)
    if (At > C.NameB && At < C.RParen)
      for (const Arg &A : C.Args)
        if (A.Kind != 'u' && At >= A.B && At < A.E)
          return true;
  return false;
}

/// \p S with \p Indent after each newline that is not inside a quoted or
/// bracket argument (whose content it is) and not before an empty line.
std::string indentLines(llvm::StringRef S, llvm::StringRef Indent) {
  std::vector<Command> Cs = parseCMake(S);
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    Out += S[I];
    if (S[I] != '\n' || insideLiteral(Cs, I))
      continue;
    if (I + 1 < S.size() && S[I + 1] != '\n' && S[I + 1] != '\r')
      Out += Indent.str();
  }
  return Out;
}

class CMakeCompat {
public:
  CMakeCompat(llvm::StringRef Text, const BuildScriptOptions &O, llvm::StringRef ProjectName)
      : T(Text), O(O), NL(Text.contains("\r\n") ? "\r\n" : "\n") {
    Cs = parseCMake(T);
    std::string Name = cmakeProjectName(T);
    Opt = optionBase(Name.empty() ? ProjectName : llvm::StringRef(Name)) + "_HIP";
    // The HIP translation of a run of commands: the fork's, without the
    // directory-wide source block (compatSources() does that under the option)
    // and without --rename (the compat style keeps every file name).
    Fork = O;
    Fork.AppendHipSourceBlock = false;
    Fork.RenameRef = nullptr;
    Fork.RenameGlobs = false;
  }

  BuildScriptResult run() {
    if (testsOption()) {
      R.Output = T.str();
      R.Notes.push_back({1, Opt, "the script has its " + Opt + " option already; left as it is", false});
      return std::move(R);
    }
    if (const Command *C = buildsHip()) {
      R.Output = T.str();
      R.Notes.push_back({lineOf(T, C->NameB), C->Name,
                         "the script has a HIP build of its own (" + C->Name +
                             "() of HIP); left as it is",
                         false});
      return std::move(R);
    }
    wrapRuns();
    bool Languages = projectLanguages();
    bool Sources = compatSources();
    if (!Wrapped.empty() || Languages || Sources || O.ProjectUsesHip || !O.HipPackages.empty())
      optionBlock();
    unsigned Applied = 0;
    R.Output = applyEdits(T, Edits, &Applied);
    R.Changes = R.Output == T ? 0 : Applied;
    return std::move(R);
  }

private:
  llvm::StringRef content(const Arg &A) const { return T.slice(A.CB, A.CE); }

  /// The script declares or tests the option already: a compat-style port
  /// made it, or the project has a HIP build of its own under that name
  /// (which a second option() and dead HIP branches in its else() would
  /// only clutter).
  bool testsOption() const {
    for (const Command &C : Cs) {
      if (C.Name == "option" && !C.Args.empty() && content(C.Args[0]) == Opt)
        return true;
      if (C.Name == "if" || C.Name == "elseif" || C.Name == "while")
        for (const Arg &A : C.Args)
          if (content(A) == Opt || content(A) == "${" + Opt + "}")
            return true;
    }
    return false;
  }

  /// The command by which the script builds with HIP already under another
  /// switch (project() or enable_language() of HIP, find_package(hip)), or
  /// null: a second HIP configuration beside it would only compete with it.
  const Command *buildsHip() const {
    for (const Command &C : Cs) {
      bool Languages = C.Name == "project" || C.Name == "enable_language";
      for (size_t I = C.Name == "project" ? 1 : 0; I < C.Args.size(); ++I) {
        if (C.Args[I].Kind != 'u')
          continue;
        llvm::StringRef V = content(C.Args[I]);
        if ((Languages && V == "HIP") || (C.Name == "find_package" && I == 0 && V == "hip"))
          return &C;
      }
    }
    return nullptr;
  }

  /// The blanks that open the line of \p Off.
  std::string indentOf(size_t Off) const {
    size_t B = Off;
    while (B > 0 && T[B - 1] != '\n')
      --B;
    size_t E = B;
    while (E < Off && (T[E] == ' ' || T[E] == '\t'))
      ++E;
    return T.slice(B, E).str();
  }

  /// Each run of adjacent commands (blanks between them) that the fork
  /// translation changes: `if(OPT) <fork's> else() <original> endif()`. The
  /// fork's notes are the report's; where it only adds a comment (something
  /// HIP has no counterpart for), the HIP build takes the command as written.
  void wrapRuns() {
    std::vector<bool> Changes(Cs.size(), false);
    for (size_t I = 0; I < Cs.size(); ++I) {
      const Command &C = Cs[I];
      if (C.Name == "project" || C.Name == "cmake_minimum_required" || C.Name == "option")
        continue;
      llvm::StringRef S = T.slice(C.NameB, C.RParen + 1);
      BuildScriptResult F = translateCMake(S, Fork);
      if (F.Output == S)
        continue;
      if (isControlFlow(C.Name)) {
        R.Notes.push_back({lineOf(T, C.NameB), C.Name,
                           C.Name + "() names CUDA; left as it is: the HIP build takes it as "
                                    "written (the CUDA variables it reads are not set there)",
                           true});
        continue;
      }
      appendNotesAt(F.Notes, lineOf(T, C.NameB), R.Notes);
      Changes[I] = differsBeyondComments(S, F.Output);
    }
    for (size_t I = 0; I < Cs.size(); ++I) {
      if (!Changes[I])
        continue;
      size_t J = I;
      while (J + 1 < Cs.size() && Changes[J + 1] &&
             T.slice(Cs[J].RParen + 1, Cs[J + 1].NameB).trim().empty())
        ++J;
      wrap(I, J);
      I = J;
    }
  }

  void wrap(size_t First, size_t Last) {
    size_t B = Cs[First].NameB, E = Cs[Last].RParen + 1;
    // From the start of the line when only blanks precede the run: its lines
    // keep their indentation (and the fork's added lines take it), two more
    // under if() and else().
    std::string In = indentOf(B);
    size_t From = B - In.size();
    if (From > 0 && T[From - 1] != '\n') {
      From = B; // something else before it on its line
      In.clear();
    }
    llvm::StringRef Original = T.slice(From, E);
    std::string Hip = translateCMake(Original, Fork).Output;
    std::string S = "if(" + Opt + ")" + NL + "  " + indentLines(Hip, "  ") + NL + In + "else()" +
                    NL + "  " + indentLines(Original, "  ") + NL + In + "endif()";
    Edits.push_back({B, E, S});
    for (size_t I = First; I <= Last; ++I)
      Wrapped.push_back(I);
    R.Notes.push_back({lineOf(T, B), Cs[First].Name,
                       "under " + Opt + ": the HIP form of " + std::to_string(Last - First + 1) +
                           " command(s); the CUDA one under else()",
                       false});
  }

  /// The end of the text that now holds command \p I: its wrap's endif() when
  /// it was wrapped (the end of the run's last command).
  size_t endOf(size_t I) const {
    if (!llvm::is_contained(Wrapped, I))
      return Cs[I].RParen + 1;
    while (llvm::is_contained(Wrapped, I + 1) &&
           T.slice(Cs[I].RParen + 1, Cs[I + 1].NameB).trim().empty())
      ++I;
    return Cs[I].RParen + 1;
  }

  /// CUDA out of project()'s languages (an if() cannot hold project()): it
  /// is enabled by optionBlock() right after, under else(). True when CUDA
  /// was one of them.
  bool projectLanguages() {
    const Command *P = project();
    if (!P)
      return false;
    // project(<name> [VERSION v] [DESCRIPTION d] [HOMEPAGE_URL u] [LANGUAGES l...])
    // or project(<name> l...).
    static const char *const Keywords[] = {"VERSION", "DESCRIPTION", "HOMEPAGE_URL", "LANGUAGES"};
    bool Keyworded = llvm::any_of(P->Args, [&](const Arg &A) {
      return A.Kind == 'u' && llvm::is_contained(Keywords, content(A));
    });
    std::vector<size_t> Languages;
    bool InLanguages = !Keyworded;
    for (size_t I = 1; I < P->Args.size(); ++I) {
      llvm::StringRef V = content(P->Args[I]);
      if (P->Args[I].Kind == 'u' && llvm::is_contained(Keywords, V)) {
        InLanguages = V == "LANGUAGES";
        if (V != "LANGUAGES")
          ++I; // its value
        continue;
      }
      if (InLanguages)
        Languages.push_back(I);
    }
    auto IsCuda = [&](size_t I) { return P->Args[I].Kind == 'u' && content(P->Args[I]) == "CUDA"; };
    size_t Cuda = llvm::count_if(Languages, IsCuda);
    if (Cuda == 0)
      return false;
    // project(x CUDA) enables CUDA alone: project(x NONE) does the same
    // without it (no languages at all would mean C and CXX).
    bool Only = Cuda == Languages.size();
    bool First = true;
    for (size_t I : Languages) {
      if (!IsCuda(I))
        continue;
      const Arg &A = P->Args[I];
      if (Only && First) {
        Edits.push_back({A.B, A.E, "NONE"});
      } else {
        size_t DB = A.B;
        while (DB > 0 && (T[DB - 1] == ' ' || T[DB - 1] == '\t'))
          --DB;
        Edits.push_back({DB, A.E, ""});
      }
      First = false;
    }
    CudaLanguage = true;
    R.Notes.push_back({lineOf(T, P->NameB), "project",
                       "CUDA left project()'s languages for enable_language(CUDA) when " + Opt +
                           " is OFF",
                       false});
    return true;
  }

  const Command *project() const {
    for (const Command &C : Cs)
      if (C.Name == "project")
        return &C;
    return nullptr;
  }

  /// option(), then what HIP needs before any target: CMake 3.21 (its HIP
  /// language), the AMD GPU targets, enable_language(HIP) where project()
  /// enabled CUDA; after project(), in the script that has it.
  void optionBlock() {
    const Command *P = project();
    if (!P)
      return;
    bool OldCMake = false;
    for (const Command &C : Cs)
      if (C.Name == "cmake_minimum_required")
        for (size_t I = 0; I + 1 < C.Args.size(); ++I)
          if (content(C.Args[I]) == "VERSION") {
            llvm::StringRef Min = content(C.Args[I + 1]).split("...").first;
            auto [Major, Minor] = Min.split('.');
            unsigned Ma = 0, Mi = 0;
            if (!Major.getAsInteger(10, Ma) && !Minor.split('.').first.getAsInteger(10, Mi))
              OldCMake = Ma < 3 || (Ma == 3 && Mi < 21);
          }
    std::string Arch = O.OffloadArch;
    std::replace(Arch.begin(), Arch.end(), ',', ';');
    std::string In = indentOf(P->NameB), Inner = In + "  ";
    std::string S = NL + NL + In + "option(" + Opt + " \"Build with HIP for AMD GPUs\" OFF)" + NL +
                    In + "if(" + Opt + ")" + NL;
    if (OldCMake)
      S += Inner + "cmake_minimum_required(VERSION 3.21) # CMake's HIP language" + NL;
    S += Inner + "set(CMAKE_HIP_ARCHITECTURES \"" + Arch +
         "\" CACHE STRING \"The AMD GPU targets to build for\")" + NL;
    if (CudaLanguage)
      S += Inner + "enable_language(HIP)" + NL + In + "else()" + NL + Inner + "enable_language(CUDA)" +
           NL;
    S += In + "endif()";
    Edits.push_back({P->RParen + 1, P->RParen + 1, S});
  }

  /// The .cu sources compiled as HIP under the option: after each command
  /// that names them, or, when targets take sources from variables, the
  /// directory-wide block at the end. True when there are any.
  bool compatSources() {
    TargetSources S = scanTargetSources(T);
    if (S.FromVariables && (O.ProjectUsesHip || S.NamesCu || !Wrapped.empty())) {
      std::string Block = (!T.empty() && !T.ends_with("\n")) ? NL : "";
      Block += NL + "if(" + Opt + ")" + NL + hipSourceBlock(NL, "  ") + "endif()" + NL;
      Edits.push_back({T.size(), T.size(), Block});
      return true;
    }
    bool Any = false;
    size_t DefinitionEnd = 0;
    for (size_t I = 0; I < Cs.size(); ++I) {
      const Command &C = Cs[I];
      if (I >= DefinitionEnd && opensDefinition(C))
        DefinitionEnd = definitionEnd(Cs, I);
      if (I < DefinitionEnd || !makesTargetFromSources(C.Name) || C.Args.size() < 2)
        continue;
      std::string Cu;
      for (size_t A = 1; A < C.Args.size(); ++A)
        if (content(C.Args[A]).ends_with(".cu") && !content(C.Args[A]).contains('$'))
          Cu += " " + T.slice(C.Args[A].B, C.Args[A].E).str();
      if (Cu.empty())
        continue;
      std::string In = indentOf(C.NameB);
      Edits.push_back({endOf(I), endOf(I),
                       NL + In + "if(" + Opt + ")" + NL + In + "  set_source_files_properties(" +
                           Cu.substr(1) + " PROPERTIES LANGUAGE HIP)" + NL + In + "endif()"});
      R.Notes.push_back({lineOf(T, C.NameB), ".cu",
                         "the .cu sources of " + C.Name + "() are compiled as HIP under " + Opt,
                         false});
      Any = true;
    }
    return Any;
  }

  llvm::StringRef T;
  const BuildScriptOptions &O;
  BuildScriptOptions Fork;
  std::string NL;
  std::vector<Command> Cs;
  std::string Opt;
  std::vector<Edit> Edits;
  std::vector<size_t> Wrapped; // the commands wrap() put under the option
  bool CudaLanguage = false;
  BuildScriptResult R;
};

} // namespace

std::string cu2hip::cmakeProjectName(llvm::StringRef Text) {
  for (const Command &C : parseCMake(Text)) {
    if (C.Name != "project")
      continue;
    if (C.Args.empty() || C.Args[0].Kind == 'b')
      return "";
    llvm::StringRef N = Text.slice(C.Args[0].CB, C.Args[0].CE);
    return N.contains('$') ? "" : N.str();
  }
  return "";
}

BuildScriptResult cu2hip::compatCMake(llvm::StringRef Text, const BuildScriptOptions &Opts,
                                      llvm::StringRef ProjectName) {
  return CMakeCompat(Text, Opts, ProjectName).run();
}
