// CMake scripts: CUDA language, CUDAToolkit targets and variables -> HIP.
//
// A pure text transform over a light parse of the script (commands, their
// arguments, comments); everything it does not recognise is left byte for
// byte. The names it knows are rows of CMakeNames.def; the parse is
// CMakeParse.cpp.
#include "BuildScriptUtil.h"
#include "CMakeNames.h"
#include "CMakeParse.h"
#include "CMakeSources.h"
#include "Mapping/RealWorldTables.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>

using namespace cu2hip;
using namespace cu2hip::buildscripts;
using namespace cu2hip::buildscripts::cmake;

namespace {

bool isArchElement(llvm::StringRef S) {
  S = S.trim();
  if (S == "native" || S == "all" || S == "all-major")
    return true;
  size_t I = 0;
  while (I < S.size() && std::isdigit(static_cast<unsigned char>(S[I])))
    ++I;
  if (I == 0)
    return false;
  if (I < S.size() && std::isalpha(static_cast<unsigned char>(S[I])) && S[I] != '-')
    ++I; // 90a
  llvm::StringRef Rest = S.substr(I);
  return Rest.empty() || Rest == "-real" || Rest == "-virtual";
}

/// "70;80", "75-real", "native": a CUDA architecture list.
bool isArchValue(llvm::StringRef V) {
  llvm::SmallVector<llvm::StringRef> Parts;
  V.split(Parts, ';', -1, false);
  if (Parts.empty())
    return false;
  return llvm::all_of(Parts, isArchElement);
}

std::string cmakeArchList(const BuildScriptOptions &O) {
  std::string L = O.OffloadArch;
  std::replace(L.begin(), L.end(), ',', ';');
  return L;
}

class CMakeTranslation {
public:
  CMakeTranslation(llvm::StringRef Text, const BuildScriptOptions &O) : T(Text), O(O) {}

  BuildScriptResult run() {
    std::vector<Command> Cmds = parseCMake(T);
    for (const Command &C : Cmds)
      if (C.Name == "project" || C.Name == "enable_language")
        for (size_t I = C.Name == "project" ? 1 : 0; I < C.Args.size(); ++I)
          if (C.Args[I].Kind == 'u' && (content(C.Args[I]) == "CUDA" || content(C.Args[I]) == "HIP"))
            UsesLanguage = true;
    for (const Command &C : Cmds) {
      size_t NotesBefore = R.Notes.size();
      command(C);
      std::string Msg = joinNotes(R.Notes, NotesBefore);
      if (!Msg.empty())
        insertCommentAbove(T, C.NameB, Msg, Edits);
    }
    unsigned Applied = 0;
    R.Output = applyEdits(T, Edits, &Applied);
    if (appendHipSourceBlock())
      ++Applied;
    R.Changes = R.Output == T ? 0 : Applied;
    return std::move(R);
  }

private:
  llvm::StringRef content(const Arg &A) const { return T.slice(A.CB, A.CE); }
  unsigned line(size_t Off) const { return lineOf(T, Off); }
  void note(size_t Off, llvm::StringRef Subject, llvm::StringRef Msg, bool Unsupported) {
    R.Notes.push_back({line(Off), Subject.str(), Msg.str(), Unsupported});
  }

  void command(const Command &C) {
    // FindCUDA commands.
    for (const CommandRow &Row : commandRows())
      if (C.Name == Row.Cuda) {
        if (Row.A == Act::Rename)
          Edits.push_back({C.NameB, C.NameE, Row.Hip});
        else
          note(C.NameB, Row.Cuda, Row.Note, true);
      }
    if (C.Name == "find_package" && !C.Args.empty() && C.Args[0].Kind == 'u' &&
        (content(C.Args[0]) == "CUDAToolkit" || content(C.Args[0]) == "CUDA")) {
      findPackage(C);
      return;
    }
    if (C.Name == "cmake_minimum_required")
      minimumVersion(C);
    languages(C);
    architectures(C);
    flags(C);
    std::vector<bool> Decided = cudaVersionTests(C);
    for (size_t I = 0; I < C.Args.size(); ++I) {
      const Arg &A = C.Args[I];
      if (Decided[I])
        continue;
      names(A, I + 1 < C.Args.size() ? &C.Args[I + 1] : nullptr);
      cudaVersionUse(C, A);
      genexLanguages(A);
      renameFileRefs(T, A.CB, A.CE, "\";()<>:,", O, Edits);
    }
  }

  void findPackage(const Command &C) {
    bool Required = false, Quiet = false;
    for (const Arg &A : C.Args) {
      Required |= content(A) == "REQUIRED";
      Quiet |= content(A) == "QUIET";
    }
    std::string Suffix = Required ? " REQUIRED" : Quiet ? " QUIET" : "";
    size_t LineStart = C.NameB;
    while (LineStart > 0 && T[LineStart - 1] != '\n')
      --LineStart;
    std::string Indent;
    for (size_t I = LineStart; I < C.NameB && (T[I] == ' ' || T[I] == '\t'); ++I)
      Indent += T[I];
    std::string NL = T.contains("\r\n") ? "\r\n" : "\n";
    std::string New = "find_package(hip" + Suffix + ")";
    std::set<std::string> Pkgs(O.HipPackages.begin(), O.HipPackages.end());
    for (const std::string &P : cmakeHipPackagesFor(T))
      Pkgs.insert(P);
    Pkgs.erase("hip");
    for (const std::string &P : Pkgs)
      New += NL + Indent + "find_package(" + P + Suffix + ")";
    Edits.push_back({C.NameB, C.RParen + 1, New});
    note(C.NameB, content(C.Args[0]),
         "find_package(" + content(C.Args[0]).str() + ") -> find_package(hip)" +
             (Pkgs.empty() ? "" : " and the HIP libraries the project links"),
         false);
    if (content(C.Args[0]) == "CUDA")
      note(C.NameB, "FindCUDA",
           "FindCUDA is deprecated; its cuda_* commands and CUDA_* variables are translated where "
           "cu2hip knows them",
           false);
  }

  void minimumVersion(const Command &C) {
    if (!UsesLanguage)
      return;
    for (size_t I = 0; I + 1 < C.Args.size(); ++I) {
      if (content(C.Args[I]) != "VERSION")
        continue;
      const Arg &V = C.Args[I + 1];
      llvm::StringRef S = content(V);
      llvm::StringRef Min = S.split("...").first;
      llvm::SmallVector<llvm::StringRef> Parts;
      Min.split(Parts, '.');
      unsigned Major = 0, Minor = 0;
      if (Parts.size() < 1 || Parts[0].getAsInteger(10, Major))
        return;
      if (Parts.size() > 1 && Parts[1].getAsInteger(10, Minor))
        return;
      if (Major > 3 || (Major == 3 && Minor >= 21))
        return;
      Edits.push_back({V.CB, V.CB + Min.size(), "3.21"});
      note(V.B, "cmake_minimum_required", "CMake's HIP language needs CMake 3.21: minimum raised from " +
                                             Min.str(), false);
    }
  }

  void languages(const Command &C) {
    auto ToHip = [&](const Arg &A) {
      if (A.Kind == 'u' && content(A) == "CUDA")
        Edits.push_back({A.CB, A.CE, "HIP"});
    };
    if (C.Name == "project")
      for (size_t I = 1; I < C.Args.size(); ++I)
        ToHip(C.Args[I]);
    if (C.Name == "enable_language" || C.Name == "check_language")
      for (const Arg &A : C.Args)
        ToHip(A);
    for (size_t I = 0; I + 1 < C.Args.size(); ++I)
      if (content(C.Args[I]) == "LANGUAGE" || content(C.Args[I]) == "LINKER_LANGUAGE")
        ToHip(C.Args[I + 1]);
  }

  /// $<COMPILE_LANGUAGE:CUDA>, $<COMPILE_LANG_AND_ID:CUDA,NVIDIA> ...
  void genexLanguages(const Arg &A) {
    llvm::StringRef S = content(A);
    for (llvm::StringRef Key : {"COMPILE_LANGUAGE:", "LINK_LANGUAGE:", "COMPILE_LANG_AND_ID:",
                                "LINK_LANG_AND_ID:"}) {
      size_t P = 0;
      while ((P = S.find(Key, P)) != llvm::StringRef::npos) {
        size_t I = P + Key.size();
        size_t End = S.find('>', I);
        if (End == llvm::StringRef::npos)
          break;
        while (I < End) {
          size_t Comma = S.find(',', I);
          if (Comma == llvm::StringRef::npos || Comma > End)
            Comma = End;
          llvm::StringRef Item = S.slice(I, Comma);
          if (Item == "CUDA")
            Edits.push_back({A.CB + I, A.CB + Comma, "HIP"});
          else if (Item == "NVIDIA" && Key.contains("AND_ID"))
            Edits.push_back({A.CB + I, A.CB + Comma, "Clang"});
          I = Comma + 1;
        }
        P = End;
      }
    }
  }

  /// CUDA architecture values -> the HIP targets.
  void architectures(const Command &C) {
    const std::string Arch = cmakeArchList(O);
    auto ReplaceValues = [&](size_t First, size_t Last) { // args [First, Last)
      bool Done = false;
      std::string Old;
      for (size_t I = First; I < Last; ++I) {
        const Arg &A = C.Args[I];
        llvm::StringRef V = content(A);
        if (V == "OFF" || V == "CACHE" || V == "PARENT_SCOPE" || V == "STRING" || V == "FORCE")
          return;
        if (V.contains("${")) {
          note(A.B, V, "check that " + V.str() + " names AMD GPU targets (e.g. " + O.OffloadArch +
                           "), not CUDA architectures", true);
          return;
        }
        if (!isArchValue(V))
          return;
        Old += (Old.empty() ? "" : ";") + V.str();
        if (!Done) {
          Edits.push_back({A.B, A.E, Arch.find(';') == std::string::npos ? Arch : "\"" + Arch + "\""});
          Done = true;
        } else {
          Edits.push_back({C.Args[I - 1].E, A.E, ""});
        }
      }
      if (Done)
        note(C.Args[First].B, "CUDA_ARCHITECTURES",
             "CUDA architectures " + Old + " -> HIP architectures " + Arch, false);
    };
    if ((C.Name == "set" || C.Name == "list") && !C.Args.empty()) {
      size_t VarIdx = C.Name == "list" ? 1 : 0;
      if (C.Name == "list" && (C.Args.empty() || content(C.Args[0]) != "APPEND"))
        return;
      if (VarIdx < C.Args.size() && content(C.Args[VarIdx]) == "CMAKE_CUDA_ARCHITECTURES")
        ReplaceValues(VarIdx + 1, C.Args.size());
    }
    for (size_t I = 0; I + 1 < C.Args.size(); ++I) {
      if (content(C.Args[I]) != "CUDA_ARCHITECTURES")
        continue;
      bool SetProperty = C.Name == "set_property";
      ReplaceValues(I + 1, SetProperty ? C.Args.size() : I + 2);
    }
    // -DCMAKE_CUDA_ARCHITECTURES=70 (ExternalProject arguments...).
    for (const Arg &A : C.Args) {
      llvm::StringRef S = content(A);
      size_t P = S.find("CMAKE_CUDA_ARCHITECTURES=");
      if (P == llvm::StringRef::npos)
        continue;
      size_t VB = P + strlen("CMAKE_CUDA_ARCHITECTURES=");
      size_t VE = VB;
      while (VE < S.size() && !std::isspace(static_cast<unsigned char>(S[VE])) && S[VE] != '"')
        ++VE;
      if (isArchValue(S.slice(VB, VE)))
        Edits.push_back({A.CB + VB, A.CB + VE, Arch});
    }
  }

  void flags(const Command &C) {
    static const char *const FlagCommands[] = {
        "set", "string", "list", "target_compile_options", "add_compile_options",
        "target_link_options", "add_link_options", "target_link_libraries", "link_libraries",
        "set_target_properties", "set_property", "set_source_files_properties", "add_definitions",
        "separate_arguments", "cuda_add_executable", "cuda_add_library"};
    if (!llvm::is_contained(FlagCommands, C.Name) || C.Args.empty())
      return;
    FlagContext Ctx;
    Ctx.ArchFlag = "--offload-arch=" + O.OffloadArch;
    for (const Arg &A : C.Args) {
      llvm::StringRef S = content(A);
      if (S.starts_with("CMAKE_CUDA_FLAGS") || S.starts_with("CMAKE_HIP_FLAGS") ||
          S.starts_with("CUDA_NVCC_FLAGS") || S.contains("COMPILE_LANGUAGE:CUDA") ||
          S.contains("COMPILE_LANGUAGE:HIP") || C.Name.rfind("cuda_", 0) == 0)
        Ctx.Cuda = true;
    }
    std::vector<Word> Words = splitWords(T, C.LParen + 1, C.RParen, ";\"()", /*OpenGenex=*/true);
    // A quoted argument of a command that takes options is a list of them
    // (set and string build command-line strings).
    if (C.Name != "set" && C.Name != "string" && C.Name != "separate_arguments" &&
        C.Name != "add_definitions")
      for (Word &W : Words)
        for (const Arg &A : C.Args)
          if (A.Kind == 'q' && W.Begin >= A.CB && W.End <= A.CE)
            W.ListItem = true;
    translateFlags(T, Words, Ctx, Edits, R.Notes, line(C.NameB));
  }

  /// if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL "11.6") is decided as for the
  /// CUDA release cu2hip assumes (CMakeNames.def, CMAKE_CUDA_VERSION): it
  /// becomes TRUE or FALSE with a comment saying what it was, as `#if
  /// CUDART_VERSION >= 11060` becomes `#if 1 /* ... */`; HIP's version is no
  /// answer to a question about CUDA's. The arguments decided are marked.
  std::vector<bool> cudaVersionTests(const Command &C) {
    std::vector<bool> Decided(C.Args.size(), false);
    if (C.Name != "if" && C.Name != "elseif") // not while(): while(TRUE) would not end
      return Decided;
    for (size_t I = 0; I + 2 < C.Args.size(); ++I) {
      const Arg &L = C.Args[I], &Op = C.Args[I + 1], &R = C.Args[I + 2];
      if (Op.Kind != 'u' || L.Kind == 'b' || R.Kind == 'b')
        continue;
      std::optional<bool> V = decideCudaVersionTest(content(L), content(Op), content(R));
      if (!V)
        continue;
      std::string Was = T.slice(L.B, R.E).str();
      std::replace(Was.begin(), Was.end(), '\n', ' ');
      std::string Msg = "`" + Was + "` is " + (*V ? "true" : "false") + " for CUDA " +
                        realworld::assumedCudaVersion().str() +
                        ", whose code the port keeps (HIP's version is not CUDA's)";
      Edits.push_back({L.B, R.E, *V ? "TRUE" : "FALSE"});
      note(L.B, content(L), Msg, false);
      insertCommentAbove(T, C.NameB, Msg, Edits);
      Decided[I] = Decided[I + 1] = Decided[I + 2] = true;
      I += 2;
    }
    return Decided;
  }

  /// A CUDA version variable used for its value (a library's name, a define):
  /// its HIP rename holds HIP's version, which says so in a comment.
  void cudaVersionUse(const Command &C, const Arg &A) {
    if (C.Name == "if" || C.Name == "elseif" || C.Name == "while" || C.Name == "message")
      return;
    llvm::StringRef S = content(A);
    for (size_t P = S.find("${"); P != llvm::StringRef::npos; P = S.find("${", P + 2)) {
      size_t E = S.find('}', P);
      if (E == llvm::StringRef::npos)
        break;
      llvm::StringRef Name = S.slice(P + 2, E);
      const NameRow *Row = lookupName(Name);
      if (!assumedCudaVersionValue(Name) || !Row || Row->A != Act::Rename)
        continue;
      std::string Hip = hipNameFor(*Row, Name);
      note(A.CB + P, Name,
           "the CUDA version became HIP's (" + Name.take_front(Name.find("VERSION")).str() +
               "VERSION... -> " + Hip.substr(0, Hip.find("VERSION")) +
               "VERSION...), which is not CUDA's: check what takes it for a CUDA version",
           true);
    }
  }

  /// The names in argument \p A; \p Next is the argument after it (a
  /// switch's value), if any.
  void names(const Arg &A, const Arg *Next) {
    llvm::StringRef S = content(A);
    size_t I = 0;
    while (I < S.size()) {
      if (!isIdentStart(S[I]) || (I > 0 && isIdentChar(S[I - 1]))) {
        ++I;
        continue;
      }
      size_t B = I;
      while (I < S.size() && isIdentChar(S[I]))
        ++I;
      // CUDA::name
      if (I + 2 < S.size() && S[I] == ':' && S[I + 1] == ':' && isIdentStart(S[I + 2])) {
        I += 2;
        while (I < S.size() && isIdentChar(S[I]))
          ++I;
      }
      llvm::StringRef Name = S.slice(B, I);
      size_t Off = A.CB + B;
      // -DCMAKE_CUDA_ARCHITECTURES=...
      if (B > 0 && S[B - 1] == '-' && Name.starts_with("D") && !lookupName(Name)) {
        Name = Name.drop_front();
        ++Off;
      }
      const NameRow *Row = lookupName(Name);
      if (!Row)
        continue;
      switch (Row->A) {
      case Act::Rename:
        Edits.push_back({Off, Off + Name.size(), hipNameFor(*Row, Name)});
        break;
      case Act::Drop:
        if (A.Kind == 'u' && Name.size() == S.size()) {
          // The whole argument, with the blanks before it.
          size_t DB = A.B;
          while (DB > 0 && (T[DB - 1] == ' ' || T[DB - 1] == '\t'))
            --DB;
          Edits.push_back({DB, A.E, ""});
          note(A.B, Name, Name.str() + " is not needed with HIP; removed", false);
        }
        break;
      case Act::UnsupportedIfOn:
        // CUDA_SEPARABLE_COMPILATION OFF: no relocatable device code to ask for.
        if (Next && Name.size() == S.size() && cmakeTruth(content(*Next)) == false)
          break;
        [[fallthrough]];
      case Act::Unsupported:
        note(Off, Name, Name.str() + ": " + Row->Note, true);
        break;
      }
    }
  }

  /// CMake takes .cu files for CUDA; without --rename they must be marked HIP.
  bool appendHipSourceBlock() {
    if (!O.AppendHipSourceBlock || llvm::StringRef(R.Output).contains(HipSourceBlockMarker))
      return false;
    llvm::StringRef Out = R.Output;
    // Needed when a .cu source is named, or when sources come from variables
    // in a project that uses CUDA.
    TargetSources S = scanTargetSources(Out);
    if (!S.NamesCu && !(O.ProjectUsesHip && S.FromVariables && !O.RenameGlobs))
      return false;
    std::string NL = Out.contains("\r\n") ? "\r\n" : "\n";
    std::string Block;
    if (!Out.empty() && !Out.ends_with("\n"))
      Block += NL;
    R.Output += Block + NL + hipSourceBlock(NL, "");
    R.Notes.push_back({lineOf(T, T.size()), ".cu", "the .cu sources of this directory's targets are "
                                                  "compiled as HIP (LANGUAGE HIP)", false});
    return true;
  }

  llvm::StringRef T;
  const BuildScriptOptions &O;
  std::vector<Edit> Edits;
  BuildScriptResult R;
  bool UsesLanguage = false;
};

} // namespace

TargetSources cmake::scanTargetSources(llvm::StringRef Text) {
  TargetSources S;
  std::vector<Command> Cs = parseCMake(Text);
  size_t DefinitionEnd = 0; // commands before it are in a definition's body
  for (size_t I = 0; I < Cs.size(); ++I) {
    const Command &C = Cs[I];
    for (const Arg &A : C.Args)
      S.NamesCu |= mentionsCuSource(Text, A.CB, A.CE, "\";()<>:,");
    if (I >= DefinitionEnd && opensDefinition(C))
      DefinitionEnd = definitionEnd(Cs, I);
    bool Sources = C.Name == "add_executable" || C.Name == "add_library" ||
                   C.Name == "target_sources";
    if (!Sources || C.Args.size() < 2 || I < DefinitionEnd)
      continue;
    llvm::StringRef Kind = Text.slice(C.Args[1].CB, C.Args[1].CE);
    if (C.Name == "add_library" && (Kind == "INTERFACE" || Kind == "IMPORTED" || Kind == "ALIAS"))
      continue;
    for (const Arg &A : C.Args)
      S.FromVariables |= Text.slice(A.CB, A.CE).contains("${");
  }
  return S;
}

std::string cmake::hipSourceBlock(llvm::StringRef NL, llvm::StringRef Indent) {
  const char *Lines[] = {
      HipSourceBlockMarker,
      "get_property(_cu2hip_targets DIRECTORY PROPERTY BUILDSYSTEM_TARGETS)",
      "foreach(_cu2hip_target IN LISTS _cu2hip_targets)",
      "  get_target_property(_cu2hip_type ${_cu2hip_target} TYPE)",
      "  if(NOT _cu2hip_type STREQUAL \"INTERFACE_LIBRARY\")",
      "    get_target_property(_cu2hip_sources ${_cu2hip_target} SOURCES)",
      "    list(FILTER _cu2hip_sources INCLUDE REGEX \"\\\\.cu$\")",
      "    if(_cu2hip_sources)",
      "      set_source_files_properties(${_cu2hip_sources} PROPERTIES LANGUAGE HIP)",
      "    endif()",
      "  endif()",
      "endforeach()",
  };
  std::string Block;
  for (llvm::StringRef L : Lines) {
    if (L == HipSourceBlockMarker)
      Block += (Indent + L + " compile this directory's .cu sources as HIP." + NL).str();
    else
      Block += (Indent + L + NL).str();
  }
  return Block;
}

BuildScriptResult cu2hip::translateCMake(llvm::StringRef Text, const BuildScriptOptions &Opts) {
  return CMakeTranslation(Text, Opts).run();
}
