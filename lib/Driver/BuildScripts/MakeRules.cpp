// See MakeRules.h.
#include "MakeRules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::buildscripts;

namespace {
/// $(VAR) and ${VAR} in \p S from \p Vars (an unknown one, or a function
/// such as $(wildcard ...), is empty); $@ $< $^ stay when \p KeepAutomatic.
std::string makeExpand(llvm::StringRef S, const std::map<std::string, std::string> &Vars,
                       unsigned Depth, bool KeepAutomatic = false) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] != '$' || I + 1 == S.size()) {
      Out += S[I];
      continue;
    }
    char C = S[I + 1];
    if (C == '(' || C == '{') {
      char Close = C == '(' ? ')' : '}';
      size_t E = S.find(Close, I + 2);
      if (E == llvm::StringRef::npos)
        break;
      llvm::StringRef Name = S.slice(I + 2, E).trim();
      if (KeepAutomatic && (Name == "@" || Name == "<" || Name == "^"))
        Out += ("$" + Name).str();
      else if (auto It = Vars.find(Name.str()); It != Vars.end() && Depth < 16)
        Out += makeExpand(It->second, Vars, Depth + 1, KeepAutomatic);
      I = E;
    } else if (C == '$') {
      Out += '$';
      ++I;
    } else {
      if (KeepAutomatic)
        Out += S.substr(I, 2).str();
      ++I;
    }
  }
  return Out;
}
} // namespace

bool MakeRule::linksProgram(llvm::StringRef Name) const {
  llvm::StringRef Rc = Recipe;
  bool Out = Rc.contains("-o $@") || Rc.contains("-o$@") || Rc.contains(("-o " + Name).str());
  return Out && !Rc.contains(" -c ") && !Rc.ends_with(" -c");
}

bool buildscripts::notAProgramName(llvm::StringRef T) {
  return T.empty() || T.starts_with(".") || T.contains('%') || T.ends_with(".o") ||
         T.ends_with(".a") || T.ends_with(".so") || T.ends_with(".obj") || T == "all" ||
         T == "clean" || T == "install" || T == "test" || T == "run";
}

MakeFile buildscripts::parseMakeRules(llvm::StringRef Text) {
  MakeFile MF;
  std::map<std::string, std::string> Vars;
  bool InRule = false;
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n');
  for (size_t L = 0; L < Lines.size(); ++L) {
    std::string Joined = Lines[L].rtrim("\r").str();
    while (llvm::StringRef(Joined).ends_with("\\") && L + 1 < Lines.size())
      Joined = Joined.substr(0, Joined.size() - 1) + " " + Lines[++L].rtrim("\r").str();
    llvm::StringRef J = Joined;
    if (J.starts_with("\t")) {
      if (InRule)
        MF.Rules.back().Recipe += "\n" + J.trim().str();
      continue;
    }
    J = J.split('#').first; // a comment (make has no '#' in names worth reading)
    if (J.trim().empty())
      continue;
    InRule = false;
    size_t Colon = J.find(':'), Eq = J.find('=');
    // An assignment: NAME = v, NAME := v, NAME ?= v, NAME += v.
    if (Eq != llvm::StringRef::npos && (Colon == llvm::StringRef::npos || Colon >= Eq - 1)) {
      llvm::StringRef Name = J.substr(0, Eq).rtrim(":?+ \t").trim();
      Name.consume_front("export ");
      Name.consume_front("override ");
      std::string Value = J.substr(Eq + 1).trim().str();
      if (Eq > 0 && J[Eq - 1] == '+')
        Vars[Name.trim().str()] += " " + Value;
      else if (!(Eq > 0 && J[Eq - 1] == '?' && Vars.count(Name.trim().str())))
        Vars[Name.trim().str()] = Value;
      continue;
    }
    if (Colon == llvm::StringRef::npos || J.starts_with("."))
      continue; // a directive, or .PHONY / .SUFFIXES
    MakeRule R;
    auto Words = [&](llvm::StringRef S) {
      llvm::SmallVector<llvm::StringRef> W;
      std::string E = makeExpand(S, Vars, 0);
      llvm::SplitString(E, W);
      std::vector<std::string> Out;
      for (llvm::StringRef X : W)
        Out.push_back(X.str());
      return Out;
    };
    R.Targets = Words(J.substr(0, Colon));
    llvm::StringRef Rest = J.substr(Colon + 1).split(';').first;
    Rest.consume_front(":"); // a double-colon rule
    if (size_t Second = Rest.find(':'); Second != llvm::StringRef::npos) {
      std::vector<std::string> TP = Words(Rest.substr(0, Second));
      std::vector<std::string> DP = Words(Rest.substr(Second + 1));
      if (TP.size() == 1 && !DP.empty()) {
        R.TargetPattern = TP[0];
        R.DepPattern = DP[0];
      }
    } else {
      R.Deps = Words(Rest);
    }
    MF.Rules.push_back(std::move(R));
    InRule = true;
  }
  for (MakeRule &R : MF.Rules)
    R.Recipe = makeExpand(R.Recipe, Vars, 0, /*KeepAutomatic=*/true);
  // How `make run` (or `test`, `check`) runs a program: `./NAME ARGS`.
  for (const MakeRule &R : MF.Rules) {
    if (!llvm::any_of(R.Targets, [](llvm::StringRef T) { return T == "run" || T == "test" || T == "check"; }))
      continue;
    for (llvm::StringRef Line : llvm::split(R.Recipe, '\n')) {
      Line = Line.split("&&").first.split(';').first.split('|').first;
      Line = Line.trim().ltrim("@-+").trim();
      llvm::SmallVector<llvm::StringRef> W;
      llvm::SplitString(Line, W);
      if (W.empty() || !W[0].starts_with("./"))
        continue;
      std::vector<std::string> Args;
      for (size_t I = 1; I < W.size() && !W[I].starts_with(">") && !W[I].starts_with("<") &&
                         !W[I].starts_with("2>");
           ++I)
        Args.push_back(W[I].str());
      MF.RunArgs.emplace(llvm::sys::path::filename(W[0].drop_front(2)).str(), std::move(Args));
    }
  }
  // The default goal's names: `all`'s prerequisites, else the first rule's targets.
  for (const MakeRule &R : MF.Rules)
    if (llvm::is_contained(R.Targets, "all"))
      MF.Goals.insert(MF.Goals.end(), R.Deps.begin(), R.Deps.end());
  if (MF.Goals.empty())
    for (const MakeRule &R : MF.Rules)
      if (!R.Targets.empty() && !llvm::StringRef(R.Targets[0]).starts_with(".")) {
        MF.Goals = R.Targets;
        break;
      }
  return MF;
}
