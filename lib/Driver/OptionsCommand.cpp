// `cu2hip options`: the option table (include/cu2hip/Options.def) as text,
// Markdown (docs/options.md) or JSON (for scripts and tests).
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/OptionTable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

#include <map>

using namespace cu2hip;

namespace {
std::vector<std::string> commandsOf(const OptionSpec &S) {
  std::vector<std::string> Out;
  for (const CommandName &C : commandNames())
    if (S.Commands & C.Bit)
      Out.push_back(C.Name.str());
  return Out;
}

/// A Markdown table cell: '|' would end it.
std::string cell(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '|')
      Out += "\\|";
    else
      Out += C;
  }
  return Out;
}

/// The spellings of an option ("-j,--jobs" -> {"-j", "--jobs"}).
std::vector<std::string> spellings(const OptionSpec &S) {
  std::vector<std::string> Out;
  for (llvm::StringRef P : llvm::split(S.Names, ','))
    Out.push_back(P.str());
  return Out;
}

bool takesValue(const OptionSpec &S) {
  return S.Kind == OptionKind::Value || S.Kind == OptionKind::List;
}

/// The commands as typed, split in two words where they have two ("rules check").
std::pair<std::string, std::string> words(const CommandName &C) {
  auto [A, B] = C.Name.split(' ');
  return {A.str(), B.str()};
}

/// The second words of the two-word commands, by their first ("rules" ->
/// list, check, print: `rules list` has no options, so no row of its own).
std::map<std::string, std::vector<std::string>> secondWords() {
  std::map<std::string, std::vector<std::string>> Seconds;
  for (const CommandName &C : commandNames()) {
    auto [A, B] = words(C);
    if (!B.empty())
      Seconds[A].push_back(B);
  }
  Seconds["rules"].insert(Seconds["rules"].begin(), "list");
  return Seconds;
}

/// bash: `complete -F _cu2hip cu2hip`. Commands, then per command its
/// options, an option's values where the table lists them, files otherwise.
void bashCompletion(llvm::raw_ostream &Out) {
  Out << "# bash completion for cu2hip. Made by `cu2hip options --format bash` from the\n"
         "# option table (include/cu2hip/Options.def); installed as\n"
         "# share/bash-completion/completions/cu2hip.\n"
         "_cu2hip() {\n"
         "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
         "  local cmd=\"\" i w\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    w=\"${COMP_WORDS[i]}\"\n"
         "    [[ $w == -* ]] && continue\n"
         "    if [[ -z $cmd ]]; then cmd=$w; continue; fi\n";
  // Two-word commands take their second word.
  std::vector<std::string> Firsts;
  for (const CommandName &C : commandNames()) {
    auto [A, B] = words(C);
    if (!llvm::is_contained(Firsts, A))
      Firsts.push_back(A);
  }
  std::map<std::string, std::vector<std::string>> Seconds = secondWords();
  std::vector<std::string> TwoWord;
  for (const auto &[A, Bs] : Seconds)
    TwoWord.push_back(A);
  Out << "    case \"$cmd\" in " << llvm::join(TwoWord, "|") << ") cmd=\"$cmd $w\" ;; esac\n"
         "    break\n"
         "  done\n"
         "  case \"$cmd\" in\n"
         "    \"\") COMPREPLY=($(compgen -W \"" << llvm::join(Firsts, " ")
      << " --help --version\" -- \"$cur\")); return ;;\n";
  for (const auto &[A, Bs] : Seconds)
    Out << "    " << A << ") COMPREPLY=($(compgen -W \"" << llvm::join(Bs, " ") << "\" -- \"$cur\")); return ;;\n";
  Out << "  esac\n";
  // Values.
  Out << "  case \"$cmd $prev\" in\n";
  for (const CommandName &C : commandNames())
    for (const OptionSpec &S : optionTable()) {
      std::vector<std::string> Choices = optionChoices(S);
      if (!(S.Commands & C.Bit) || !takesValue(S) || Choices.empty())
        continue;
      Out << "   ";
      for (const std::string &N : spellings(S))
        Out << " \"" << C.Name << " " << N << "\"" << (N == spellings(S).back() ? ")" : " |");
      Out << " COMPREPLY=($(compgen -W \"" << llvm::join(Choices, " ") << "\" -- \"$cur\")); return ;;\n";
    }
  Out << "  esac\n"
         "  if [[ $cur == -* ]]; then\n"
         "    case \"$cmd\" in\n";
  for (const CommandName &C : commandNames()) {
    std::vector<std::string> Names = {"--help"};
    for (const OptionSpec &S : optionTable())
      if ((S.Commands & C.Bit) && !S.isPositional())
        for (const std::string &N : spellings(S))
          Names.push_back(N);
    Out << "      \"" << C.Name << "\") COMPREPLY=($(compgen -W \"" << llvm::join(Names, " ")
        << "\" -- \"$cur\")) ;;\n";
  }
  Out << "    esac\n"
         "    return\n"
         "  fi\n"
         "  COMPREPLY=($(compgen -f -- \"$cur\"))\n"
         "}\n"
         "complete -o filenames -F _cu2hip cu2hip\n";
}

/// zsh: text in a single-quoted word of an _arguments spec.
std::string zshQuote(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '\'')
      Out += "'\\''";
    else if (C == '[' || C == ']' || C == ':' || C == '\\')
      Out += std::string("\\") + C;
    else
      Out += C;
  }
  return Out;
}

void zshCompletion(llvm::raw_ostream &Out) {
  Out << "#compdef cu2hip\n"
         "# zsh completion for cu2hip. Made by `cu2hip options --format zsh` from the option\n"
         "# table (include/cu2hip/Options.def); installed as share/zsh/site-functions/_cu2hip.\n"
         "_cu2hip() {\n"
         "  local -a commands\n"
         "  commands=(\n";
  std::vector<std::string> Firsts;
  for (const CommandName &C : commandNames()) {
    auto [A, B] = words(C);
    if (llvm::is_contained(Firsts, A))
      continue;
    Firsts.push_back(A);
    // _describe's NAME:DESCRIPTION: only the quote needs escaping in a description.
    std::string D = B.empty() ? C.Description.str() : commandGroupDescription(A).str();
    Out << "    '" << zshQuote(A) << ":" << llvm::join(llvm::split(D, '\''), "'\\''") << "'\n";
  }
  Out << "  )\n"
         "  if (( CURRENT == 2 )); then _describe 'command' commands; return; fi\n"
         "  local cmd=$words[2]\n"
         "  case $cmd in\n";
  for (const auto &[A, Bs] : secondWords())
    Out << "    " << A << ")\n"
        << "      if (( CURRENT == 3 )); then compadd " << llvm::join(Bs, " ") << "; return; fi\n"
        << "      cmd=\"$cmd $words[3]\" ;;\n";
  Out << "  esac\n"
         "  case $cmd in\n";
  for (const CommandName &C : commandNames()) {
    Out << "    '" << C.Name << "') _arguments -s";
    for (const OptionSpec &S : optionTable()) {
      if (!(S.Commands & C.Bit))
        continue;
      if (S.isPositional()) {
        Out << " \\\n        '" << (S.Kind == OptionKind::Args ? "*" : "1") << ":"
            << zshQuote(S.Names) << ":_files'";
        continue;
      }
      std::vector<std::string> Sp = spellings(S);
      std::string Value;
      if (takesValue(S)) {
        std::vector<std::string> Choices = optionChoices(S);
        Value = ":" + zshQuote(S.key()) + ":" +
                (Choices.empty() ? "_files" : "(" + llvm::join(Choices, " ") + ")");
      }
      std::string Help = zshQuote(optionHelp(S));
      std::string Rep = S.Kind == OptionKind::List ? "*" : "";
      if (Sp.size() == 1) {
        Out << " \\\n        '" << Rep << Sp[0] << (S.Kind == OptionKind::FlagValue ? "=-" : "") << "["
            << Help << "]" << Value << "'";
      } else {
        Out << " \\\n        '" << (Rep.empty() ? "(" + llvm::join(Sp, " ") + ")" : Rep) << "'{"
            << llvm::join(Sp, ",") << "}'[" << Help << "]" << Value << "'";
      }
    }
    Out << " ;;\n";
  }
  Out << "  esac\n"
         "}\n"
         "_cu2hip \"$@\"\n";
}

/// roff: text with its backslashes and leading dots escaped, hyphens as \-.
std::string roff(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '\\')
      Out += "\\e";
    else if (C == '-')
      Out += "\\-";
    else
      Out += C;
  }
  if (!Out.empty() && (Out[0] == '.' || Out[0] == '\''))
    Out = "\\&" + Out;
  return Out;
}

void manPage(llvm::raw_ostream &Out) {
  Out << ".\\\" Made by `cu2hip options --format man` from the option table\n"
         ".\\\" (include/cu2hip/Options.def); installed as share/man/man1/cu2hip.1.\n"
         ".TH CU2HIP 1 \"\" \"cu2hip " CU2HIP_VERSION "\" \"User Commands\"\n"
         ".SH NAME\n"
         "cu2hip \\- translate CUDA sources and projects to HIP, and measure the port\n"
         ".SH SYNOPSIS\n"
         ".B cu2hip\n"
         ".I command\n"
         "[\\fIoptions\\fR] [\\fIfiles\\fR...] [\\fB\\-\\-\\fR \\fIclang-args\\fR]\n"
         ".SH DESCRIPTION\n"
         "cu2hip translates CUDA (.cu, .cuh, and CUDA in C++ files) to HIP with Clang's parser,\n"
         "without a CUDA SDK; ports whole project trees with their CMake and Makefiles; makes\n"
         "code written for 32-lane warps correct on 64-lane wavefronts; and reports how much of\n"
         "a code base translates, compiles under hipcc and runs with the right answer.\n"
         "Arguments after \\fB\\-\\-\\fR go to the compiler that parses the sources.\n"
         ".SH COMMANDS\n";
  for (const CommandName &C : commandNames()) {
    Out << ".SS \"cu2hip " << roff(C.Name) << "\"\n" << roff(C.Description) << ".\n";
    for (const OptionSpec &S : optionTable()) {
      if (!(S.Commands & C.Bit))
        continue;
      Out << ".TP\n";
      if (S.isPositional()) {
        Out << ".I " << roff(S.Names) << (S.Kind == OptionKind::Args ? " ..." : "") << "\n";
      } else {
        std::vector<std::string> Sp = spellings(S);
        Out << "\\fB";
        for (size_t I = 0; I < Sp.size(); ++I)
          Out << (I ? "\\fR, \\fB" : "") << roff(Sp[I]);
        Out << "\\fR";
        std::vector<std::string> Choices = optionChoices(S);
        if (takesValue(S))
          Out << " \\fI" << roff(Choices.empty() ? (S.Type == OptionType::UInt ? "N" : "VALUE")
                                                 : llvm::join(Choices, "|"))
              << "\\fR";
        else if (S.Kind == OptionKind::FlagValue)
          Out << "[=\\fI" << roff(Choices.empty() ? "VALUE" : llvm::join(Choices, "|")) << "\\fR]";
        Out << "\n";
      }
      Out << roff(optionHelp(S));
      if (!S.Default.empty() && S.Kind != OptionKind::Flag)
        Out << " (default: " << roff(S.Default) << ")";
      if (S.Kind == OptionKind::List)
        Out << " Repeatable.";
      Out << "\n";
    }
    llvm::StringRef Footer = llvm::StringRef(C.Footer).trim();
    if (!Footer.empty()) {
      Out << ".PP\n.nf\n";
      for (llvm::StringRef L : llvm::split(Footer, '\n'))
        Out << roff(L) << "\n";
      Out << ".fi\n";
    }
  }
  Out << ".SH FILES\n"
         ".TP\n.I .cu2hip.yaml\n"
         "Project rules and options, read from the source tree (docs/rules.md).\n"
         ".TP\n.I $XDG_CACHE_HOME/cu2hip\n"
         "The precompiled prelude cache.\n"
         ".SH SEE ALSO\n"
         "The documentation in the cu2hip source tree: README.md, docs/port.md, docs/coverage.md,\n"
         "docs/warp-size.md, docs/rules.md, docs/options.md.\n";
}
} // namespace

int cu2hip::runOptions(const std::string &Format, const std::string &Command, llvm::raw_ostream &Out,
                       llvm::raw_ostream &Err) {
  unsigned Mask = ~0u;
  if (!Command.empty()) {
    std::optional<CommandBit> B = parseCommandName(Command);
    if (!B) { // the command line checks the name; a library caller may not
      Err << "cu2hip options: unknown command '" << Command << "'\n";
      return ExitUsage;
    }
    Mask = *B;
  }
  std::vector<const OptionSpec *> Rows;
  for (const OptionSpec &S : optionTable())
    if (S.Commands & Mask)
      Rows.push_back(&S);

  if (Format == "json") {
    llvm::json::Array A;
    for (const OptionSpec *S : Rows) {
      llvm::json::Array Cmds, Choices;
      for (std::string &C : commandsOf(*S))
        Cmds.push_back(std::move(C));
      for (std::string &C : optionChoices(*S))
        Choices.push_back(std::move(C));
      llvm::json::Object O{{"id", S->IdName},
                           {"names", S->Names},
                           {"key", S->key()},
                           {"kind", optionKindName(S->Kind)},
                           {"type", S->Type == OptionType::UInt ? "uint" : "string"},
                           {"default", S->Default},
                           {"choices", std::move(Choices)},
                           {"commands", std::move(Cmds)},
                           {"changes_output", S->Effect == OptionEffect::Output},
                           {"help", optionHelp(*S)}};
      if (S->Sample != "-")
        O["sample"] = S->Sample;
      A.push_back(std::move(O));
    }
    Out << llvm::formatv("{0:2}", llvm::json::Value(std::move(A))) << "\n";
    return ExitOk;
  }

  // Completions and the man page cover every command, whatever --command says.
  if (Format == "bash") {
    bashCompletion(Out);
    return ExitOk;
  }
  if (Format == "zsh") {
    zshCompletion(Out);
    return ExitOk;
  }
  if (Format == "man") {
    manPage(Out);
    return ExitOk;
  }

  if (Format == "md") {
    Out << "# Options\n\n"
        << "Made by `cu2hip options --format md` from include/cu2hip/Options.def, the one\n"
        << "table of cu2hip's options (a test keeps this file equal to it). *Changes\n"
        << "output*: the option changes what a translation or port writes, so port's\n"
        << "resume state and its report record it.\n";
    for (const CommandName &C : commandNames()) {
      if (!(C.Bit & Mask))
        continue;
      Out << "\n## cu2hip " << C.Name << "\n\n"
          << "| Option | Value | Default | Changes output | What it does |\n"
          << "|---|---|---|---|---|\n";
      for (const OptionSpec *S : Rows) {
        if (!(S->Commands & C.Bit))
          continue;
        std::vector<std::string> Choices = optionChoices(*S);
        std::string Value = !Choices.empty() ? llvm::join(Choices, ", ")
                            : S->Kind == OptionKind::Flag ? std::string()
                            : S->Type == OptionType::UInt ? std::string("number")
                                                          : std::string("text");
        if (S->Kind == OptionKind::List || S->Kind == OptionKind::Args)
          Value += Value.empty() ? "repeatable" : ", repeatable";
        Out << "| `" << cell(S->Names) << "` | " << cell(Value) << " | "
            << (S->Default.empty() ? "" : "`" + cell(S->Default) + "`") << " | "
            << (S->Effect == OptionEffect::Output ? "yes" : "") << " | " << cell(optionHelp(*S)) << " |\n";
      }
    }
    return ExitOk;
  }

  for (const OptionSpec *S : Rows) {
    Out << S->Names;
    if (S->Effect == OptionEffect::Output)
      Out << "  (changes output)";
    Out << "\n    " << optionHelp(*S) << "\n    commands: " << llvm::join(commandsOf(*S), ", ");
    if (!S->Default.empty())
      Out << "; default: " << S->Default;
    Out << "\n";
  }
  return ExitOk;
}
