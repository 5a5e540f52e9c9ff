// Build facts from CMakeLists.txt and Makefiles (BuildFacts.h).
#include "BuildFacts.h"
#include "../BuildScripts/BuildScriptUtil.h"
#include "../BuildScripts/CMakeParse.h"
#include "../BuildScripts/MakeRules.h"
#include "Support/Paths.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <functional>
#include <set>

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace path = llvm::sys::path;

std::vector<std::string> SourceFacts::flags() const {
  std::vector<std::string> F;
  for (const std::string &I : Includes)
    F.push_back("-I" + I);
  for (const std::string &D : Defines)
    F.push_back("-D" + D);
  if (Rdc)
    F.push_back("-D__CUDACC_RDC__");
  return F;
}

namespace {

/// One CMake command: its name (lower case) and arguments (their content:
/// unquoted, escapes of quoted arguments resolved).
struct Command {
  std::string Name;
  std::vector<std::string> Args;
};

/// The commands of script \p T, read by the CMake reader the CMake translator
/// uses (BuildScripts/CMakeParse.h: bracket arguments and comments too).
std::vector<Command> parseCMake(llvm::StringRef T) {
  std::vector<Command> Out;
  for (const buildscripts::cmake::Command &C : buildscripts::cmake::parseCMake(T)) {
    Command Cmd{C.Name, {}};
    for (const buildscripts::cmake::Arg &A : C.Args) {
      llvm::StringRef Content = T.slice(A.CB, A.CE);
      if (A.Kind != 'q') {
        Cmd.Args.push_back(Content.str());
        continue;
      }
      std::string V;
      for (size_t I = 0; I < Content.size(); ++I) {
        if (Content[I] == '\\' && I + 1 < Content.size())
          ++I;
        V += Content[I];
      }
      Cmd.Args.push_back(std::move(V));
    }
    Out.push_back(std::move(Cmd));
  }
  return Out;
}

/// Facts that apply to a directory and everything below it.
struct DirScope {
  std::string Dir; // relative ("" at the top)
  SourceFacts F;
};

struct Target {
  std::string Dir; // where it was declared (relative)
  std::string Script; // the script that declared it (relative)
  bool Executable = false;
  std::vector<std::string> Sources; // relative to the tree
  SourceFacts Own, Usage;           // PRIVATE/PUBLIC; INTERFACE/PUBLIC
  std::vector<std::string> Links;
};

void addUnique(std::vector<std::string> &V, const std::string &S) {
  if (!S.empty() && !llvm::is_contained(V, S))
    V.push_back(S);
}
void merge(SourceFacts &To, const SourceFacts &From) {
  for (const std::string &I : From.Includes)
    addUnique(To.Includes, I);
  for (const std::string &D : From.Defines)
    addUnique(To.Defines, D);
  To.Rdc |= From.Rdc;
}

/// \p Rel (a path in the tree) matches the file(GLOB) pattern \p Pattern
/// (relative to the tree): GLOB matches component by component ('*' stops at
/// '/'); GLOB_RECURSE matches the directory part of the pattern, then its last
/// component against the file's name at any depth below it.
bool globMatches(llvm::StringRef Pattern, llvm::StringRef Rel, bool Recurse) {
  llvm::SmallVector<llvm::StringRef> Pat, Path;
  Pattern.split(Pat, '/', -1, false);
  Rel.split(Path, '/', -1, false);
  if (Pat.empty() || Path.size() < Pat.size() || (!Recurse && Path.size() != Pat.size()))
    return false;
  auto Match = [](llvm::StringRef P, llvm::StringRef Name) {
    llvm::Expected<llvm::GlobPattern> G = llvm::GlobPattern::create(P);
    if (!G) {
      llvm::consumeError(G.takeError());
      return P == Name;
    }
    return G->match(Name);
  };
  for (size_t I = 0; I + 1 < Pat.size(); ++I)
    if (!Match(Pat[I], Path[I]))
      return false;
  return Match(Pat.back(), Path.back());
}

/// A true constant to if() (ON, 1, YES ...); a variable counts as false.
bool truthy(llvm::StringRef V) { return buildscripts::cmake::cmakeTruth(V).value_or(false); }

class Reader {
public:
  explicit Reader(const PortPlan &P) : P(P) {}

  std::map<int, SourceFacts> run() {
    read();
    std::map<int, SourceFacts> Out;
    for (size_t I = 0; I < P.E.size(); ++I) {
      const Entry &En = P.E[I];
      if (En.R != Role::TU && En.R != Role::Header && En.R != Role::Text)
        continue; // Text: C/C++ the port parses to see that it has no CUDA
      SourceFacts F = factsOf(En.Rel);
      if (!F.empty())
        Out[I] = std::move(F);
    }
    return Out;
  }

  std::vector<BuildProgram> programs() {
    read();
    std::vector<BuildProgram> Out;
    for (const auto &[Name, T] : Targets) {
      if (!T.Executable)
        continue;
      BuildProgram B;
      B.Name = Name;
      B.Script = T.Script;
      // Its own sources, then those of the libraries it links (transitively):
      // the program is all of them linked together.
      std::set<std::string> Seen = {Name};
      std::vector<std::string> Order = {Name};
      for (size_t I = 0; I < Order.size(); ++I) {
        auto It = Targets.find(Order[I]);
        if (It == Targets.end())
          continue;
        for (const std::string &S : It->second.Sources) {
          int J = P.find(S);
          if (J >= 0 && (P.E[J].R == Role::TU || P.E[J].R == Role::Text) &&
              !llvm::is_contained(B.Sources, S))
            B.Sources.push_back(S);
        }
        for (const std::string &L : It->second.Links)
          if (Targets.count(L) && !Targets.at(L).Executable && Seen.insert(L).second)
            Order.push_back(L);
      }
      if (B.Sources.empty())
        continue;
      if (auto It = RunArgs.find(Name); It != RunArgs.end())
        B.Args = It->second;
      for (const std::string &S : B.Sources)
        merge(B.Facts, factsOf(S));
      Out.push_back(std::move(B));
    }
    return Out;
  }

private:
  /// What the scripts say about compiling \p Rel: its directories' facts,
  /// then those of the targets it is a source of.
  SourceFacts factsOf(const std::string &Rel) {
    SourceFacts F;
    for (const DirScope &S : Scopes)
      if (isWithinRel(relDir(Rel), S.Dir))
        merge(F, S.F);
    for (const auto &[Name, T] : Targets)
      if (llvm::is_contained(T.Sources, Rel))
        merge(F, targetFacts(Name));
    return F;
  }

  void read() {
    if (Read)
      return;
    Read = true;
    // The project's top: the shallowest CMakeLists.txt with project().
    for (const Entry &En : P.E)
      if (path::filename(En.Rel) == "CMakeLists.txt" && En.Loaded &&
          llvm::StringRef(En.Bytes).contains_insensitive("project(") &&
          (Top.empty() || depth(relDir(En.Rel)) < depth(TopRel))) {
        TopRel = relDir(En.Rel);
        Top = abs(TopRel);
      }
    if (Top.empty())
      Top = P.srcAbs();
    // The project's function()s and macro()s, from every CMake script of the
    // tree (cmake/*.cmake modules too): a call is read as its body.
    for (const Entry &En : P.E)
      if (En.Loaded && En.R == Role::BuildScript && En.Script == BuildScriptKind::CMake)
        collectDefinitions(parseCMake(En.Bytes));
    for (const Entry &En : P.E) {
      if (!En.Loaded || En.R != Role::BuildScript)
        continue;
      if (En.Script == BuildScriptKind::CMake && path::filename(En.Rel) == "CMakeLists.txt")
        readCMake(relDir(En.Rel), En.Bytes);
      else if (En.Script == BuildScriptKind::Makefile) {
        readMake(relDir(En.Rel), En.Bytes);
        readMakeRules(En.Rel, En.Bytes);
      }
    }
  }

  static unsigned depth(llvm::StringRef Rel) { return Rel.empty() ? 0 : Rel.count('/') + 1; }
  static bool isWithinRel(llvm::StringRef Inner, llvm::StringRef Outer) {
    return Outer.empty() || Inner == Outer || Inner.starts_with((Outer + "/").str());
  }
  std::string abs(llvm::StringRef Rel) const {
    return Rel.empty() ? P.srcAbs() : joinRel(P.srcAbs(), Rel);
  }

  /// ${VAR} expanded from the known variables; empty when one is unknown.
  std::string expand(llvm::StringRef S, const std::map<std::string, std::string> &Vars) const {
    std::string Out;
    while (!S.empty()) {
      size_t B = S.find("${");
      if (B == llvm::StringRef::npos) {
        Out += S;
        break;
      }
      size_t E = S.find('}', B);
      if (E == llvm::StringRef::npos)
        return "";
      Out += S.substr(0, B);
      auto It = Vars.find(S.slice(B + 2, E).str());
      if (It == Vars.end())
        return "";
      Out += It->second;
      S = S.substr(E + 1);
    }
    return Out;
  }

  /// The items of \p W as a list (`${SRCS}`: its ';'-separated values),
  /// expanded; none when a variable is unknown.
  std::vector<std::string> items(llvm::StringRef W, const std::map<std::string, std::string> &Vars) const {
    std::vector<std::string> Out;
    std::string List = expand(W, Vars);
    for (llvm::StringRef X : llvm::split(List, ';'))
      if (!X.empty())
        Out.push_back(X.str());
    return Out;
  }

  /// An include directory as written in \p Dir: absolute, '..' resolved.
  std::string directory(llvm::StringRef Word, llvm::StringRef Dir,
                        const std::map<std::string, std::string> &Vars) const {
    if (Word.starts_with("$<")) { // $<BUILD_INTERFACE:dir>: the dir
      if (!Word.starts_with("$<BUILD_INTERFACE:") || !Word.ends_with(">"))
        return "";
      Word = Word.drop_front(18).drop_back();
    }
    std::string W = expand(Word, Vars);
    if (W.empty() || W.find('$') != std::string::npos)
      return "";
    std::string A = path::is_absolute(W) ? W : joinRel(abs(Dir), W);
    return absolutePath(A);
  }

  /// file(GLOB VAR ...) / file(GLOB_RECURSE VAR ...) in \p Dir: the files of
  /// the tree its patterns match, as CMake lists them (absolute, or relative to
  /// the RELATIVE directory), ';'-separated.
  std::string glob(const std::vector<std::string> &A, llvm::StringRef Dir,
                   const std::map<std::string, std::string> &Vars) const {
    bool Recurse = A[0] == "GLOB_RECURSE";
    std::string Relative;
    std::vector<std::string> Found;
    for (size_t I = 2; I < A.size(); ++I) {
      if ((A[I] == "LIST_DIRECTORIES" || A[I] == "RELATIVE") && I + 1 < A.size()) {
        if (A[I] == "RELATIVE")
          Relative = directory(A[I + 1], Dir, Vars);
        ++I;
        continue;
      }
      if (A[I] == "CONFIGURE_DEPENDS" || A[I] == "FOLLOW_SYMLINKS")
        continue;
      std::string Pat = expand(A[I], Vars);
      if (Pat.empty() || Pat.find('$') != std::string::npos)
        continue;
      std::string AbsPat = absolutePath(path::is_absolute(Pat) ? Pat : joinRel(abs(Dir), Pat));
      if (!isWithin(AbsPat, P.srcAbs()) || AbsPat == P.srcAbs())
        continue;
      llvm::StringRef RelPat = llvm::StringRef(AbsPat).drop_front(P.srcAbs().size() + 1);
      for (const Entry &En : P.E) {
        if (En.Type != llvm::sys::fs::file_type::regular_file || !globMatches(RelPat, En.Rel, Recurse))
          continue;
        std::string F = joinRel(P.srcAbs(), En.Rel);
        if (!Relative.empty() && isWithin(F, Relative))
          F = F == Relative ? "." : F.substr(Relative.size() + 1);
        if (!llvm::is_contained(Found, F))
          Found.push_back(F);
      }
    }
    llvm::sort(Found);
    return llvm::join(Found, ";");
  }

  std::string source(llvm::StringRef Word, llvm::StringRef Dir,
                     const std::map<std::string, std::string> &Vars) const {
    std::string A = directory(Word, Dir, Vars);
    if (A.empty() || !isWithin(A, P.srcAbs()) || A == P.srcAbs())
      return "";
    return A.substr(P.srcAbs().size() + 1);
  }

  static std::string define(llvm::StringRef D) {
    D.consume_front("-D");
    if (D.empty() || D.contains('$') || D.starts_with("-"))
      return "";
    return D.str();
  }

  /// For each command: is it in an if()/elseif()/else() arm of the
  /// project's own HIP build, one whose condition names HIP or ROCm
  /// (`if(TENSORS_HIP)`, `elseif(BACKEND STREQUAL "hip")`, `if(USE_ROCM)`) or
  /// that enables CMake's HIP language itself.
  static std::vector<bool> hipArms(const std::vector<Command> &Cs) {
    std::vector<bool> On(Cs.size(), false);
    auto NamesHip = [](const Command &C) {
      for (const std::string &W : C.Args) {
        std::string Word; // the words of W: runs of letters and digits, lower case
        for (size_t I = 0; I <= W.size(); ++I) {
          if (I < W.size() && llvm::isAlnum(W[I])) {
            Word += llvm::toLower(W[I]);
            continue;
          }
          if (Word == "hip" || Word == "rocm")
            return true;
          Word.clear();
        }
      }
      return false;
    };
    struct Arm {
      size_t Begin; // first command of the arm
      bool Hip;
    };
    std::vector<std::vector<Arm>> Open; // per open if(): its arms so far
    auto Close = [&](std::vector<Arm> &Arms, size_t End) {
      for (size_t K = 0; K < Arms.size(); ++K) {
        size_t To = K + 1 < Arms.size() ? Arms[K + 1].Begin - 1 : End;
        bool Hip = Arms[K].Hip;
        for (size_t I = Arms[K].Begin; I < To && !Hip; ++I)
          Hip = Cs[I].Name == "enable_language" && llvm::is_contained(Cs[I].Args, "HIP");
        if (Hip)
          for (size_t I = Arms[K].Begin; I < To; ++I)
            On[I] = true;
      }
    };
    for (size_t I = 0; I < Cs.size(); ++I) {
      const std::string &N = Cs[I].Name;
      if (N == "if")
        Open.push_back({{I + 1, NamesHip(Cs[I])}});
      else if ((N == "elseif" || N == "else") && !Open.empty())
        Open.back().push_back({I + 1, N == "elseif" && NamesHip(Cs[I])});
      else if (N == "endif" && !Open.empty()) {
        Close(Open.back(), I);
        Open.pop_back();
      }
    }
    return On;
  }

  /// A CMake function() or macro() of the project.
  struct Definition {
    std::vector<std::string> Params;
    std::vector<Command> Body;
  };
  std::map<std::string, Definition> Definitions; // lower-case name -> definition

  /// Records the function()/macro() definitions of \p Cs (a later one of the
  /// same name wins, as in CMake).
  void collectDefinitions(const std::vector<Command> &Cs) {
    for (size_t I = 0; I < Cs.size(); ++I) {
      if (!buildscripts::cmake::opensDefinition(Cs[I]))
        continue;
      size_t J = buildscripts::cmake::definitionEnd(Cs, I);
      if (!Cs[I].Args.empty()) {
        Definition D;
        D.Params.assign(Cs[I].Args.begin() + 1, Cs[I].Args.end());
        D.Body.assign(Cs.begin() + I + 1, Cs.begin() + J);
        Definitions[llvm::StringRef(Cs[I].Args[0]).lower()] = std::move(D);
      }
      I = J;
    }
  }

  /// \p Cs as the build runs them: definitions left out (their bodies run
  /// where they are called), and each call of a project function or macro
  /// replaced by set() of its parameters, ARGC, ARGV, ARGVn and ARGN to the
  /// call's arguments, then its body (calls in it too, to a depth of 16).
  /// Arguments stay as written: the reader expands them with the caller's
  /// variables, where CMAKE_CURRENT_SOURCE_DIR is the caller's, as in CMake.
  std::vector<Command> inlineCalls(const std::vector<Command> &Cs, unsigned Depth = 0) const {
    std::vector<Command> Out;
    for (size_t I = 0; I < Cs.size(); ++I) {
      const Command &C = Cs[I];
      if (buildscripts::cmake::opensDefinition(C)) {
        I = buildscripts::cmake::definitionEnd(Cs, I);
        continue;
      }
      auto Def = Definitions.find(C.Name);
      if (Def == Definitions.end() || Depth >= 16) {
        Out.push_back(C);
        continue;
      }
      const Definition &D = Def->second;
      auto Set = [&](std::string Name, std::vector<std::string> Values) {
        Values.insert(Values.begin(), std::move(Name));
        Out.push_back({"set", std::move(Values)});
      };
      Set("ARGC", {std::to_string(C.Args.size())});
      Set("ARGV", C.Args);
      for (size_t A = 0; A < C.Args.size(); ++A)
        Set("ARGV" + std::to_string(A), {C.Args[A]});
      for (size_t A = 0; A < D.Params.size(); ++A)
        Set(D.Params[A], {A < C.Args.size() ? C.Args[A] : std::string()});
      Set("ARGN", {C.Args.size() > D.Params.size() ? std::vector<std::string>(C.Args.begin() + D.Params.size(), C.Args.end())
                                                   : std::vector<std::string>()});
      for (Command &B : inlineCalls(D.Body, Depth + 1))
        Out.push_back(std::move(B));
    }
    return Out;
  }

  /// cmake_parse_arguments(PREFIX OPTIONS ONE MULTI ARGS...) and its
  /// PARSE_ARGV N form: PREFIX_NAME for each keyword the arguments give.
  void parseArguments(const std::vector<std::string> &A, std::map<std::string, std::string> &Vars) const {
    std::vector<std::string> Args;
    size_t K = 0;
    if (A.size() >= 6 && A[0] == "PARSE_ARGV") {
      unsigned long long From = 0;
      if (llvm::getAsUnsignedInteger(A[1], 10, From))
        return;
      auto It = Vars.find("ARGV");
      if (It != Vars.end() && !It->second.empty()) {
        llvm::SmallVector<llvm::StringRef> All;
        llvm::StringRef(It->second).split(All, ';');
        for (size_t I = From; I < All.size(); ++I)
          Args.push_back(All[I].str());
      }
      K = 2;
    } else if (A.size() >= 4) {
      for (size_t I = 4; I < A.size(); ++I)
        llvm::append_range(Args, items(A[I], Vars));
    } else {
      return;
    }
    std::string Prefix = A[K];
    auto Words = [&](size_t I) {
      std::vector<std::string> W = items(A[I], Vars);
      return std::set<std::string>(W.begin(), W.end());
    };
    std::set<std::string> Options = Words(K + 1), One = Words(K + 2), Multi = Words(K + 3);
    for (const std::set<std::string> *Keys : {&Options, &One, &Multi})
      for (const std::string &W : *Keys)
        Vars.erase(Prefix + "_" + W);
    std::string Current, Unparsed;
    auto Append = [](std::string &V, const std::string &W) { V += (V.empty() ? "" : ";") + W; };
    for (const std::string &W : Args) {
      if (Options.count(W)) {
        Vars[Prefix + "_" + W] = "TRUE";
        Current.clear();
      } else if (One.count(W) || Multi.count(W)) {
        Current = W;
        Vars[Prefix + "_" + W] = "";
      } else if (!Current.empty()) {
        Append(Vars[Prefix + "_" + Current], W);
        if (One.count(Current))
          Current.clear();
      } else {
        Append(Unparsed, W);
      }
    }
    Vars[Prefix + "_UNPARSED_ARGUMENTS"] = Unparsed;
  }

  /// A target name as written (${name} in a function's body: its value).
  std::string targetName(const std::string &W, const std::map<std::string, std::string> &Vars) const {
    std::string N = expand(W, Vars);
    return N.empty() ? W : N;
  }

  void readCMake(const std::string &Dir, llvm::StringRef Text) {
    std::map<std::string, std::string> Vars = {
        {"CMAKE_CURRENT_SOURCE_DIR", abs(Dir)}, {"CMAKE_CURRENT_LIST_DIR", abs(Dir)},
        {"PROJECT_SOURCE_DIR", Top},            {"CMAKE_SOURCE_DIR", Top},
        {"CMAKE_HOME_DIRECTORY", Top}};
    DirScope Scope{Dir, {}};
    static const std::set<std::string> Keywords = {
        "SYSTEM", "BEFORE", "AFTER", "PUBLIC", "PRIVATE", "INTERFACE", "STATIC", "SHARED",
        "MODULE", "OBJECT", "EXCLUDE_FROM_ALL", "WIN32", "MACOSX_BUNDLE", "IMPORTED", "GLOBAL",
        "ALIAS", "OPTIONS"};
    std::vector<Command> Commands = inlineCalls(parseCMake(Text));
    std::vector<bool> OnHip = hipArms(Commands);
    for (size_t CI = 0; CI < Commands.size(); ++CI) {
      const Command &C = Commands[CI];
      const auto &A = C.Args;
      // The project's own HIP configuration (`if(USE_HIP)` ... enable_language(HIP)
      // ... `-DUSE_ROCM`): its definitions select the project's HIP layer, which
      // would hide the CUDA the port translates; the CUDA configuration is parsed.
      if (OnHip[CI] && (C.Name == "add_definitions" || C.Name == "add_compile_definitions" ||
                        C.Name == "target_compile_definitions"))
        continue;
      if (C.Name == "set" && A.size() >= 2) {
        std::vector<std::string> Vals;
        for (size_t I = 1; I < A.size() && A[I] != "CACHE" && A[I] != "PARENT_SCOPE"; ++I)
          Vals.push_back(expand(A[I], Vars));
        Vars[A[0]] = llvm::join(Vals, ";");
        if (A[0] == "CMAKE_CUDA_SEPARABLE_COMPILATION" && truthy(A[1]))
          Scope.F.Rdc = true;
      } else if (C.Name == "cmake_parse_arguments") {
        parseArguments(A, Vars);
      } else if (C.Name == "file" && A.size() >= 2 && (A[0] == "GLOB" || A[0] == "GLOB_RECURSE")) {
        Vars[A[1]] = glob(A, Dir, Vars);
      } else if (C.Name == "include_directories") {
        for (const std::string &W : A)
          if (!Keywords.count(W))
            for (const std::string &X : items(W, Vars)) // a list variable: its items
              addUnique(Scope.F.Includes, directory(X, Dir, Vars));
      } else if (C.Name == "add_definitions" || C.Name == "add_compile_definitions") {
        for (const std::string &W : A)
          if (C.Name == "add_compile_definitions" || llvm::StringRef(W).starts_with("-D"))
            addUnique(Scope.F.Defines, define(W));
      } else if ((C.Name == "add_executable" || C.Name == "add_library" ||
                  C.Name == "cuda_add_executable" || C.Name == "cuda_add_library" ||
                  C.Name == "target_sources") &&
                 !A.empty()) {
        Target &T = Targets[targetName(A[0], Vars)];
        if (C.Name != "target_sources") {
          T.Dir = Dir;
          T.Script = joinRel(Dir, "CMakeLists.txt");
          // add_executable(name IMPORTED) and ALIAS name no sources here.
          T.Executable = llvm::StringRef(C.Name).ends_with("add_executable") &&
                         !llvm::is_contained(A, "IMPORTED") && !llvm::is_contained(A, "ALIAS");
        }
        for (size_t I = 1; I < A.size(); ++I)
          if (!Keywords.count(A[I]))
            for (const std::string &W : items(A[I], Vars)) // ${SRCS}: its items
              addUnique(T.Sources, source(W, Dir, Vars));
      } else if ((C.Name == "target_include_directories" ||
                  C.Name == "target_compile_definitions") &&
                 !A.empty()) {
        Target &T = Targets[targetName(A[0], Vars)];
        bool Own = true, Usage = true; // PUBLIC until a scope keyword says otherwise
        for (size_t I = 1; I < A.size(); ++I) {
          const std::string &W = A[I];
          if (W == "PUBLIC" || W == "PRIVATE" || W == "INTERFACE") {
            Own = W != "INTERFACE";
            Usage = W != "PRIVATE";
            continue;
          }
          if (Keywords.count(W))
            continue;
          for (const std::string &X : items(W, Vars)) {
            bool Inc = C.Name == "target_include_directories";
            std::string V = Inc ? directory(X, Dir, Vars) : define(X);
            if (Own)
              addUnique(Inc ? T.Own.Includes : T.Own.Defines, V);
            if (Usage)
              addUnique(Inc ? T.Usage.Includes : T.Usage.Defines, V);
          }
        }
      } else if (C.Name == "target_link_libraries" && !A.empty()) {
        Target &T = Targets[targetName(A[0], Vars)];
        for (size_t I = 1; I < A.size(); ++I)
          if (!Keywords.count(A[I])) {
            std::string Names = targetName(A[I], Vars); // ${LIBS}: its items
            for (llvm::StringRef X : llvm::split(Names, ';'))
              addUnique(T.Links, X.str());
          }
      } else if (C.Name == "set_target_properties" || C.Name == "set_property") {
        // set_target_properties(t1 t2 PROPERTIES CUDA_SEPARABLE_COMPILATION ON ...)
        // set_property(TARGET t1 PROPERTY CUDA_SEPARABLE_COMPILATION ON)
        auto Props = llvm::find_if(A, [](const std::string &W) {
          return W == "PROPERTIES" || W == "PROPERTY";
        });
        if (Props == A.end())
          continue;
        bool Rdc = false;
        for (auto It = Props + 1; It != A.end() && It + 1 != A.end(); ++It)
          if (*It == "CUDA_SEPARABLE_COMPILATION" && truthy(*(It + 1)))
            Rdc = true;
        if (!Rdc)
          continue;
        auto First = A.begin() + (C.Name == "set_property" && !A.empty() && A[0] == "TARGET");
        if (C.Name == "set_property" && (A.empty() || A[0] != "TARGET"))
          continue;
        for (auto It = First; It != Props; ++It)
          Targets[targetName(*It, Vars)].Own.Rdc = true;
      }
    }
    if (!Scope.F.empty())
      Scopes.push_back(std::move(Scope));
  }

  /// Makefile variables: every -I, -D and -rdc in an assignment.
  void readMake(const std::string &Dir, llvm::StringRef Text) {
    DirScope Scope{Dir, {}};
    std::map<std::string, std::string> NoVars;
    llvm::SmallVector<llvm::StringRef> Lines;
    Text.split(Lines, '\n');
    for (size_t L = 0; L < Lines.size(); ++L) {
      llvm::StringRef Line = Lines[L];
      std::string Joined = Line.str();
      while (llvm::StringRef(Joined).ends_with("\\") && L + 1 < Lines.size())
        Joined = Joined.substr(0, Joined.size() - 1) + " " + Lines[++L].str();
      llvm::StringRef J = Joined;
      if (J.starts_with("\t") || J.trim().starts_with("#"))
        continue; // recipes and comments
      size_t Eq = J.find('=');
      if (Eq == llvm::StringRef::npos || (J.substr(0, Eq).contains(':') && J[Eq - 1] != ':'))
        continue;
      llvm::SmallVector<llvm::StringRef> Words;
      llvm::SplitString(J.substr(Eq + 1), Words);
      for (llvm::StringRef &W : Words)
        W = W.trim("\"'");
      for (size_t I = 0; I < Words.size(); ++I) {
        llvm::StringRef W = Words[I];
        if (W == "-I" && I + 1 < Words.size())
          addUnique(Scope.F.Includes, directory(Words[++I], Dir, NoVars));
        else if (W.starts_with("-I") && W.size() > 2)
          addUnique(Scope.F.Includes, directory(W.drop_front(2), Dir, NoVars));
        else if (W == "-D" && I + 1 < Words.size())
          addUnique(Scope.F.Defines, define(Words[++I]));
        else if (W.starts_with("-D") && W.size() > 2)
          addUnique(Scope.F.Defines, define(W));
        else if (size_t N = buildscripts::rdcFlagAt(Words, I)) {
          Scope.F.Rdc = true;
          I += N - 1;
        }
      }
    }
    if (!Scope.F.empty())
      Scopes.push_back(std::move(Scope));
  }

  /// Makefile rules that link a program (MakeRules.h): one program per link
  /// rule, and per name of the default goal a pattern rule makes. Object
  /// prerequisites (`x.o`) stand for the source of the same name beside them.
  void readMakeRules(const std::string &Script, llvm::StringRef Text) {
    std::string Dir = relDir(Script);
    buildscripts::MakeFile MF = buildscripts::parseMakeRules(Text);
    for (auto &[Name, Args] : MF.RunArgs)
      RunArgs.emplace(Name, Args);
    using Rule = buildscripts::MakeRule;
    const std::vector<Rule> &Rules = MF.Rules;
    const std::vector<std::string> &Goals = MF.Goals;
    auto NotAProgram = buildscripts::notAProgramName;
    // The source a prerequisite stands for (relative to the tree), or "".
    auto SourceOf = [&](const std::string &Dep) -> std::string {
      std::string Rel = joinRel(Dir, Dep);
      if (int J = P.find(Rel); J >= 0 && (P.E[J].R == Role::TU || P.E[J].R == Role::Text))
        return Rel;
      llvm::StringRef D(Dep);
      if (!D.ends_with(".o"))
        return "";
      for (llvm::StringRef Ext : {".cu", ".cpp", ".cc", ".cxx", ".c"}) {
        std::string S = joinRel(Dir, (D.drop_back(2) + Ext).str());
        if (int J = P.find(S); J >= 0 && (P.E[J].R == Role::TU || P.E[J].R == Role::Text))
          return S;
      }
      // obj/x.o built from src/x.cu by a pattern: the source of that name anywhere below.
      std::string Stem = path::stem(D).str();
      for (const Entry &En : P.E)
        if ((En.R == Role::TU || En.R == Role::Text) && path::stem(En.Rel) == Stem &&
            isWithinRel(relDir(En.Rel), Dir))
          return En.Rel;
      return "";
    };
    auto Add = [&](const std::string &Name, const std::vector<std::string> &Sources) {
      if (Sources.empty() || llvm::is_contained(Sources, ""))
        return;
      Target &T = Targets[path::filename(Name).str()];
      if (T.Executable || !T.Sources.empty())
        return; // CMake (or an earlier Makefile) made it already
      T.Dir = Dir;
      T.Script = Script;
      T.Executable = true;
      T.Sources = Sources;
    };
    std::set<std::string> Explicit;
    for (const Rule &R : Rules)
      for (const std::string &T : R.Targets)
        Explicit.insert(T);
    for (const Rule &R : Rules) {
      bool Pattern = !R.TargetPattern.empty() ||
                     (R.Targets.size() == 1 && R.Targets[0] == "%" && R.Deps.size() >= 1);
      if (Pattern) {
        std::string TP = R.TargetPattern.empty() ? "%" : R.TargetPattern;
        std::string DP = R.TargetPattern.empty() ? R.Deps[0] : R.DepPattern;
        const std::vector<std::string> &Names =
            R.TargetPattern.empty() ? Goals : R.Targets;
        size_t Pc = TP.find('%');
        if (Pc == std::string::npos || DP.find('%') == std::string::npos)
          continue;
        for (const std::string &N : Names) {
          if (NotAProgram(N) || (R.TargetPattern.empty() && Explicit.count(N)))
            continue;
          llvm::StringRef NS(N);
          if (!NS.starts_with(TP.substr(0, Pc)) || !NS.ends_with(TP.substr(Pc + 1)) ||
              NS.size() < TP.size() - 1)
            continue;
          std::string Stem = N.substr(Pc, N.size() - (TP.size() - 1));
          if (!R.linksProgram(N))
            continue;
          std::string Dep = DP;
          Dep.replace(DP.find('%'), 1, Stem);
          Add(N, {SourceOf(Dep)});
        }
        continue;
      }
      for (const std::string &T : R.Targets) {
        if (NotAProgram(T) || !R.linksProgram(T))
          continue;
        std::vector<std::string> Sources;
        for (const std::string &D : R.Deps)
          if (std::string S = SourceOf(D); !S.empty() && !llvm::is_contained(Sources, S))
            Sources.push_back(S);
        Add(T, Sources);
      }
    }
  }

  /// A target's own facts and the usage requirements of what it links, transitively.
  SourceFacts targetFacts(const std::string &Name) {
    SourceFacts F = Targets[Name].Own;
    std::set<std::string> Seen = {Name};
    std::vector<std::string> Stack = Targets[Name].Links;
    while (!Stack.empty()) {
      std::string L = Stack.back();
      Stack.pop_back();
      auto It = Targets.find(L);
      if (It == Targets.end() || !Seen.insert(L).second)
        continue;
      merge(F, It->second.Usage);
      Stack.insert(Stack.end(), It->second.Links.begin(), It->second.Links.end());
    }
    return F;
  }

  const PortPlan &P;
  bool Read = false;
  /// Makefiles' `run:` recipes: the arguments they give each program.
  std::map<std::string, std::vector<std::string>> RunArgs;
  std::string Top, TopRel;
  std::vector<DirScope> Scopes; // in path order of their scripts
  std::map<std::string, Target> Targets;
};

} // namespace

std::map<int, SourceFacts> port::readBuildFacts(const PortPlan &Plan) { return Reader(Plan).run(); }

std::vector<BuildProgram> port::readBuildPrograms(const PortPlan &Plan) {
  return Reader(Plan).programs();
}

std::string port::compileDatabaseJson(const PortPlan &Plan, const std::map<int, SourceFacts> &Facts) {
  llvm::json::Array Db;
  for (const auto &[I, F] : Facts) {
    const Entry &En = Plan.E[I];
    llvm::json::Array Args{"clang++", "-x", "cuda"};
    for (const std::string &A : F.flags())
      Args.push_back(A);
    Args.push_back(En.Abs);
    Db.push_back(llvm::json::Object{{"directory", Plan.srcAbs()},
                                    {"file", En.Abs},
                                    {"arguments", std::move(Args)}});
  }
  std::string S;
  llvm::raw_string_ostream(S) << llvm::formatv("{0:2}", llvm::json::Value(std::move(Db))) << "\n";
  return S;
}
