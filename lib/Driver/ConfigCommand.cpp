// `cu2hip config print [PATH]`: the options a command run at PATH would use,
// each with where its value came from. The rows are the option table's
// output-changing ones (include/cu2hip/Options.def, CmdConfigPrint); the
// command line has already loaded the rule files and filled the values the
// way every translating command does (setUpTranslation), so this file only
// says where each value came from and prints it.
#include "cu2hip/Commands.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/OptionTable.h"
#include "cu2hip/UserRules.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

using namespace cu2hip;

namespace {
/// Where one option's value came from.
struct Source {
  enum Kind { Default, FileLine, CommandLine, LoadedFiles } What = Default;
  std::string File; // FileLine: the rule file
  unsigned Line = 0;
  std::string Note; // what a default or the rule file list means here
};

/// \p S as a YAML scalar: plain where YAML reads it back as the same string,
/// else double-quoted (JSON's escapes are YAML's too).
std::string yamlScalar(llvm::StringRef S) {
  if (llvm::yaml::needsQuotes(S) == llvm::yaml::QuotingType::None)
    return S.str();
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::json::Value(S.str());
  return Out;
}

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// The `options:` entry of \p Rules that set \p Key (a later file's wins, so
/// there is at most one); null when none did.
const UserOption *configEntry(const UserRuleSet *Rules, llvm::StringRef Key) {
  if (!Rules)
    return nullptr;
  for (const UserOption &U : Rules->Options)
    if (U.Key == Key)
      return &U;
  return nullptr;
}
} // namespace

int cu2hip::runConfigPrint(const ConfigPrintCommand &Cmd, llvm::raw_ostream &Out,
                           llvm::raw_ostream &Err) {
  const UserRuleSet *Rules = Cmd.Opts.UserRules.get();
  std::string Project = findProjectRules(Cmd.Path);
  std::string Where = absolute(Cmd.Path);

  // coverage takes --hip-version A,B: the command line let a list through,
  // each of its versions is checked here as coverage would.
  std::string Hip = Cmd.Effective.str(OptionId::HipVersion);
  if (llvm::StringRef(Hip).contains(','))
    if (auto List = parseHipTargetList(Hip); !List) {
      Err << "cu2hip config print: --hip-version " << llvm::toString(List.takeError()) << "\n";
      return ExitUsage;
    }

  struct Row {
    const OptionSpec *Spec;
    llvm::json::Value Value;
    std::string Text; // Value as YAML
    Source From;
  };
  std::vector<Row> Rows;
  for (const OptionSpec &S : optionTable()) {
    if (!(S.Commands & CmdConfigPrint) || S.Effect != OptionEffect::Output)
      continue;
    Row R{&S, nullptr, "", {}};
    if (Cmd.CommandLine.given(S.Id)) {
      R.From.What = Source::CommandLine;
    } else if (const UserOption *U = configEntry(Rules, S.key())) {
      const llvm::SourceMgr &SM = Rules->sourceMgr();
      unsigned Buffer = SM.FindBufferContainingLoc(U->KeyLoc);
      R.From.What = Source::FileLine;
      R.From.File = SM.getMemoryBuffer(Buffer)->getBufferIdentifier().str();
      R.From.Line = SM.getLineAndColumn(U->KeyLoc, Buffer).first;
    }
    switch (S.Kind) {
    case OptionKind::Flag:
      R.Value = Cmd.Effective.flag(S.Id);
      R.Text = Cmd.Effective.flag(S.Id) ? "true" : "false";
      break;
    case OptionKind::List:
    case OptionKind::Args: {
      std::vector<std::string> Values = Cmd.Effective.list(S.Id);
      // --rules: the rule files as loaded, the project's first (it is not
      // an option value, but it is a rule file every run here reads).
      if (S.Id == OptionId::RuleFiles) {
        Values.clear();
        if (Rules)
          Values = Rules->Sources;
        if (!Project.empty() && Cmd.CommandLine.given(S.Id))
          R.From = {Source::LoadedFiles, "", 0, "the project's .cu2hip.yaml, then the command line"};
        else if (!Project.empty())
          R.From = {Source::LoadedFiles, "", 0, "the project's .cu2hip.yaml"};
      }
      llvm::json::Array A;
      std::vector<std::string> Texts;
      for (const std::string &V : Values) {
        A.push_back(V);
        Texts.push_back(yamlScalar(V));
      }
      R.Value = std::move(A);
      R.Text = "[" + llvm::join(Texts, ", ") + "]";
      break;
    }
    default: {
      std::string V = Cmd.Effective.str(S.Id);
      // No --hip-version anywhere: the target a run here would resolve.
      if (S.Id == OptionId::HipVersion && !Cmd.Opts.HipTarget.isSet() && V.empty()) {
        std::string Found;
        V = detectHipVersion(&Found).str();
        R.From.Note = Found.empty() ? "no hip/hip_version.h found: the newest HIP the tables know"
                                    : "from " + Found;
      }
      R.Value = V;
      R.Text = yamlScalar(V);
    }
    }
    Rows.push_back(std::move(R));
  }

  if (Cmd.Format == "json") {
    llvm::json::Object Options;
    for (Row &R : Rows) {
      llvm::json::Object O{{"value", std::move(R.Value)}};
      switch (R.From.What) {
      case Source::Default: O["source"] = "default"; break;
      case Source::CommandLine: O["source"] = "command line"; break;
      case Source::LoadedFiles: O["source"] = "rule files"; break;
      case Source::FileLine:
        O["source"] = "file";
        O["file"] = R.From.File;
        O["line"] = R.From.Line;
        break;
      }
      if (!R.From.Note.empty())
        O["note"] = R.From.Note;
      Options[R.Spec->key()] = std::move(O);
    }
    llvm::json::Object Top{{"path", Where},
                           {"project_file", Project.empty() ? llvm::json::Value(nullptr)
                                                            : llvm::json::Value(Project)},
                           {"options", std::move(Options)}};
    Out << llvm::formatv("{0:2}", llvm::json::Value(std::move(Top))) << "\n";
    return ExitOk;
  }

  // YAML: a valid document (the sources are comments), one line per option.
  Out << "# cu2hip config print " << Where << "\n"
      << "# project file: " << (Project.empty() ? "none (no .cu2hip.yaml here or above)" : Project)
      << "\n";
  for (const Row &R : Rows) {
    Out << R.Spec->key() << ": " << R.Text << "    # ";
    switch (R.From.What) {
    case Source::Default: Out << "default"; break;
    case Source::CommandLine: Out << "command line"; break;
    case Source::LoadedFiles: Out << R.From.Note; break;
    case Source::FileLine: Out << R.From.File << ":" << R.From.Line; break;
    }
    if (R.From.What == Source::Default && !R.From.Note.empty())
      Out << ": " << R.From.Note;
    Out << "\n";
  }
  return ExitOk;
}
