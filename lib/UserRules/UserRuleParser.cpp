// Reads user rule files with llvm::yaml's node API (not yaml::IO) so every
// problem can be reported at the file:line:col of the node that has it.
#include "Support/Nesting.h"
#include "cu2hip/UserRules.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

using namespace cu2hip;
namespace yaml = llvm::yaml;

namespace {
constexpr unsigned SupportedVersion = 1;

bool isIdentifier(llvm::StringRef S) {
  if (S.empty() || llvm::isDigit(S[0]))
    return false;
  return llvm::all_of(S, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; });
}

class Parser {
public:
  // The text is the set's copy, and the stream reports through the set's
  // SourceMgr: the rules' SMLocs stay valid for checkUserRules.
  Parser(llvm::StringRef Path, UserRuleSet &Set, llvm::StringRef Text, llvm::raw_ostream &Err)
      : Path(Path), Text(Set.keepText(Path, Text).getBuffer()), Err(Err), SM(Set.sourceMgr()),
        Stream(llvm::MemoryBufferRef(this->Text, Path), SM, /*ShowColors=*/false) {
    SM.setDiagHandler(
        [](const llvm::SMDiagnostic &D, void *Ctx) {
          auto *P = static_cast<Parser *>(Ctx);
          D.print(nullptr, P->Err, /*ShowColors=*/false);
          ++P->Errors;
        },
        this);
  }
  ~Parser() { SM.setDiagHandler(nullptr); }

  unsigned parse(UserRuleSet &Out) {
    // LLVM's YAML parser recurses per level: a hostile file is refused first.
    if (auto Deep = support::nestingTooDeep(Text, /*Yaml=*/true)) {
      Err << Path << ":" << Deep->Line << ":" << Deep->Column << ": error: nested deeper than "
          << support::MaxDocumentNesting << " levels\n";
      return ++Errors;
    }
    // YAML is Unicode text. LLVM's scanner takes bytes that are not UTF-8 in
    // some places and not in others: a name holding them read back from
    // `rules print` as a different rule, or not at all (scripts/fuzz rules).
    const llvm::UTF8 *Stop = Text.bytes_begin();
    if (!llvm::isLegalUTF8String(&Stop, Text.bytes_end())) {
      size_t Bad = Stop - Text.bytes_begin();
      llvm::StringRef Before = Text.take_front(Bad);
      size_t LineStart = Before.rfind('\n') + 1; // npos + 1 == 0
      Err << Path << ":" << (Before.count('\n') + 1) << ":" << (Bad - LineStart + 1)
          << ": error: not UTF-8 text (byte 0x" << llvm::utohexstr(uint8_t(Text[Bad]), true)
          << "): a rule file is UTF-8\n";
      return ++Errors;
    }
    auto Doc = Stream.begin();
    if (Doc == Stream.end() || !Doc->getRoot() || llvm::isa<yaml::NullNode>(Doc->getRoot())) {
      error(llvm::SMLoc(), "empty rule file: expected 'version: 1' and 'rules:'");
      return Errors;
    }
    yaml::Node *Root = Doc->getRoot();
    if (Errors)
      return Errors;
    auto *Top = llvm::dyn_cast<yaml::MappingNode>(Root);
    if (!Top) {
      error(Root, "expected a mapping with 'version' and 'rules'");
      return Errors;
    }
    bool HasVersion = false;
    for (yaml::KeyValueNode &KV : *Top) {
      std::string Key = scalar(KV.getKey());
      if (Errors)
        return Errors;
      if (Key == "version") {
        HasVersion = true;
        std::string V = scalar(KV.getValue());
        unsigned N = 0;
        if (!Errors && (llvm::StringRef(V).getAsInteger(10, N) || N != SupportedVersion))
          error(KV.getValue(), "unsupported rule file version '" + V + "' (this cu2hip reads version 1)");
      } else if (Key == "rules") {
        // The stream is parsed lazily: a node is read before the next one.
        auto *Rules = llvm::dyn_cast_or_null<yaml::SequenceNode>(KV.getValue());
        if (!Rules)
          error(KV.getValue(), "'rules' must be a list");
        else
          for (yaml::Node &R : *Rules)
            rule(&R);
      } else if (Key == "options") {
        options(KV.getValue());
      } else if (Key == "sources" || Key == "built-in" || Key == "mapping-overrides") {
        // Informational keys `cu2hip rules print` writes: its output reads back.
      } else {
        error(KV.getKey(), "unknown top-level key '" + Key + "' (expected 'version', 'rules' or 'options')");
      }
    }
    if (!HasVersion)
      error(Top, "missing 'version: 1'");
    // A second document would be silently ignored otherwise.
    if (!Errors && ++Doc != Stream.end() && Doc->getRoot())
      error(Doc->getRoot(), "a rule file holds one YAML document");
    if (Errors)
      return Errors;
    Out.merge(std::move(Batch));
    return 0;
  }

private:
  llvm::StringRef Path;
  llvm::StringRef Text;
  llvm::raw_ostream &Err;
  llvm::SourceMgr &SM;
  yaml::Stream Stream;
  unsigned Errors = 0;
  UserRuleBatch Batch;

  void error(llvm::SMLoc Loc, const llvm::Twine &Msg) {
    if (Loc.isValid()) {
      SM.PrintMessage(Err, Loc, llvm::SourceMgr::DK_Error, Msg); // counted by the handler
      return;
    }
    Err << Path << ": error: " << Msg << "\n";
    ++Errors;
  }
  void error(yaml::Node *N, const llvm::Twine &Msg) { error(loc(N), Msg); }
  static llvm::SMLoc loc(yaml::Node *N) { return N ? N->getSourceRange().Start : llvm::SMLoc(); }

  /// The value of scalar node \p N; an error (and "") for anything else.
  std::string scalar(yaml::Node *N) {
    auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(N);
    if (!S) {
      error(N, "expected a single value");
      return "";
    }
    llvm::SmallString<64> Storage;
    return S->getValue(Storage).str();
  }

  /// The fields of a rule's mapping: every key must be in \p Allowed and
  /// every name in \p Required present. A null value (`to: ~`) is kept as null.
  bool fields(const char *Kind, yaml::Node *N, std::initializer_list<const char *> Required,
              std::initializer_list<const char *> Optional,
              llvm::StringMap<yaml::Node *> &Out) {
    auto *M = llvm::dyn_cast_or_null<yaml::MappingNode>(N);
    if (!M) {
      error(N, llvm::Twine("'") + Kind + "' expects a mapping such as {from: A, to: B}");
      return false;
    }
    llvm::StringSet<> Allowed;
    for (const char *F : Required)
      Allowed.insert(F);
    for (const char *F : Optional)
      Allowed.insert(F);
    unsigned Before = Errors;
    for (yaml::KeyValueNode &KV : *M) {
      std::string Key = scalar(KV.getKey());
      if (!Allowed.count(Key))
        error(KV.getKey(), llvm::Twine("unknown field '") + Key + "' in '" + Kind + "' rule");
      else
        Out[Key] = KV.getValue();
    }
    for (const char *F : Required)
      if (!Out.count(F))
        error(N, llvm::Twine("'") + Kind + "' rule is missing field '" + F + "'");
    return Errors == Before;
  }

  /// `~`, `null` or nothing: YAML's null (the parser keeps `~` a scalar).
  bool isNull(yaml::Node *N) {
    if (!N || llvm::isa<yaml::NullNode>(N))
      return true;
    auto *S = llvm::dyn_cast<yaml::ScalarNode>(N);
    if (!S)
      return false;
    llvm::StringRef Raw = S->getRawValue();
    return Raw == "~" || Raw == "null" || Raw == "Null" || Raw == "NULL";
  }

  std::string identifier(yaml::Node *N, const char *What) {
    unsigned Before = Errors;
    std::string S = scalar(N);
    if (Errors == Before && !isIdentifier(S))
      error(N, llvm::Twine("'") + S + "' is not an identifier (" + What + ")");
    return S;
  }

  /// `options:` a mapping of option names to a value or a list of values.
  void options(yaml::Node *N) {
    auto *M = llvm::dyn_cast_or_null<yaml::MappingNode>(N);
    if (!M) {
      error(N, "'options' must be a mapping such as {warp-model: native}");
      return;
    }
    for (yaml::KeyValueNode &KV : *M) {
      UserOption O;
      O.KeyLoc = loc(KV.getKey());
      O.Key = scalar(KV.getKey());
      // An option's long name (`cu2hip options`): which names exist is the
      // driver's to check; this keeps the key a plain word that `rules print`
      // writes back as it is (fuzz finding: a 1,500-byte quoted key did not
      // read back, YAML's simple keys end at 1,024).
      if (!O.Key.empty() &&
          (O.Key.size() > 64 || !llvm::isLower(O.Key[0]) ||
           !llvm::all_of(O.Key, [](char C) { return llvm::isLower(C) || llvm::isDigit(C) || C == '-'; }))) {
        error(KV.getKey(), "'" + O.Key + "' is not an option name (lower-case letters, digits and '-', such as warp-model)");
        continue;
      }
      O.ValueLoc = loc(KV.getValue());
      if (auto *S = llvm::dyn_cast_or_null<yaml::SequenceNode>(KV.getValue()))
        for (yaml::Node &E : *S)
          O.Values.push_back(scalar(&E));
      else
        O.Values.push_back(scalar(KV.getValue()));
      Batch.Options.push_back(std::move(O));
    }
  }

  void rule(yaml::Node *N) {
    auto *M = llvm::dyn_cast<yaml::MappingNode>(N);
    if (!M) {
      error(N, "a rule is a mapping with one kind: rename, include, api, mapping, keep, macro-prefix");
      return;
    }
    auto It = M->begin();
    if (It == M->end()) {
      error(N, "empty rule");
      return;
    }
    yaml::KeyValueNode &KV = *It;
    std::string Kind = scalar(KV.getKey());
    kind(Kind, KV.getKey(), KV.getValue());
    if (++It != M->end())
      error(It->getKey(), "one kind per rule: start another list item ('- ') for a second rule");
  }

  void kind(llvm::StringRef Kind, yaml::Node *KindNode, yaml::Node *V) {
    llvm::StringMap<yaml::Node *> F;
    if (Kind == "rename") {
      if (!fields("rename", V, {"from", "to"}, {"files"}, F))
        return;
      UserRename R;
      R.From = identifier(F["from"], "rename 'from'");
      R.To = identifier(F["to"], "rename 'to'");
      R.FromLoc = loc(F["from"]), R.ToLoc = loc(F["to"]);
      if (F.count("files")) {
        R.Files = scalar(F["files"]);
        auto G = llvm::GlobPattern::create(R.Files);
        if (!G)
          error(F["files"], "bad 'files' glob: " + llvm::toString(G.takeError()));
      }
      Batch.Renames.push_back(std::move(R));
    } else if (Kind == "include") {
      if (!fields("include", V, {"from"}, {"to"}, F))
        return;
      UserInclude I;
      I.From = scalar(F["from"]);
      I.FromLoc = loc(F["from"]);
      if (F.count("to") && !isNull(F["to"]))
        I.To = scalar(F["to"]), I.ToLoc = loc(F["to"]);
      if (I.From.empty())
        error(F["from"], "empty header name");
      Batch.Includes.push_back(std::move(I));
    } else if (Kind == "api") {
      if (!fields("api", V, {"callee", "out"}, {"args"}, F))
        return;
      UserApi A;
      A.Callee = identifier(F["callee"], "api 'callee'");
      A.CalleeLoc = loc(F["callee"]);
      if (F.count("args")) {
        std::string S = scalar(F["args"]);
        unsigned N;
        if (llvm::StringRef(S).getAsInteger(10, N))
          error(F["args"], "'args' must be a number of arguments, got '" + S + "'");
        else
          A.Args = int(N);
      }
      A.Out = scalar(F["out"]);
      checkTemplate(F["out"], A.Args);
      Batch.Apis.push_back(std::move(A));
    } else if (Kind == "mapping") {
      if (!fields("mapping", V, {"cuda", "hip"}, {}, F))
        return;
      UserMapping R;
      R.Cuda = identifier(F["cuda"], "mapping 'cuda'");
      R.CudaLoc = loc(F["cuda"]);
      if (!isNull(F["hip"]))
        R.Hip = identifier(F["hip"], "mapping 'hip'; '~' disables the row"), R.HipLoc = loc(F["hip"]);
      Batch.Mappings.push_back(std::move(R));
    } else if (Kind == "keep") {
      if (auto *S = llvm::dyn_cast_or_null<yaml::SequenceNode>(V)) {
        for (yaml::Node &E : *S)
          Batch.Keep.push_back(identifier(&E, "keep"));
      } else {
        Batch.Keep.push_back(identifier(V, "keep"));
      }
    } else if (Kind == "macro-prefix") {
      if (!fields("macro-prefix", V, {"from", "to"}, {}, F))
        return;
      UserMacroPrefix P;
      P.From = identifier(F["from"], "macro-prefix 'from'");
      P.To = identifier(F["to"], "macro-prefix 'to'");
      P.FromLoc = loc(F["from"]), P.ToLoc = loc(F["to"]);
      Batch.MacroPrefixes.push_back(std::move(P));
    } else {
      error(KindNode, "unknown rule kind '" + Kind +
                             "' (expected rename, include, api, mapping, keep or macro-prefix)");
    }
  }

  /// `$N` (1-based) must name an argument the call has; `$*` is all of them.
  void checkTemplate(yaml::Node *N, int Args) {
    auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(N);
    if (!S)
      return;
    // The value, as the rule will expand it: an escape ("\x24" is '$')
    // makes it differ from the text in the file (scripts/fuzz rules: "\x241"
    // passed a check of the raw text and expanded to an argument the call
    // lacks). Errors point into the file where the value is the file's text
    // (quotes aside), else at the value's start.
    llvm::SmallString<64> Storage;
    llvm::StringRef Value = S->getValue(Storage);
    llvm::StringRef Raw = S->getRawValue();
    if (Raw.size() >= 2 && (Raw.front() == '"' || Raw.front() == '\'') && Raw.back() == Raw.front())
      Raw = Raw.drop_front().drop_back();
    bool InFile = Raw == Value;
    for (size_t I = 0; I < Value.size(); ++I) {
      if (Value[I] != '$')
        continue;
      llvm::SMLoc Loc = InFile ? llvm::SMLoc::getFromPointer(Raw.data() + I) : loc(S);
      if (I + 1 < Value.size() && Value[I + 1] == '*')
        continue;
      size_t J = I + 1;
      while (J < Value.size() && llvm::isDigit(Value[J]))
        ++J;
      unsigned Index = 0;
      if (J == I + 1 || Value.slice(I + 1, J).getAsInteger(10, Index)) {
        error(Loc, "'$' in a template must be followed by an argument number or '*'");
      } else if (Index == 0) {
        error(Loc, "argument numbers start at $1");
      } else if (Args < 0) {
        error(Loc, "'$" + llvm::Twine(Index) + "' needs the rule's 'args' count");
      } else if (int(Index) > Args) {
        error(Loc, "'$" + llvm::Twine(Index) + "' names argument " + llvm::Twine(Index) +
                       " but the rule matches calls with " + llvm::Twine(Args) + " arguments");
      }
      I = J - 1;
    }
  }
};
} // namespace

unsigned cu2hip::parseUserRules(llvm::StringRef Path, llvm::StringRef Text, UserRuleSet &Set,
                                llvm::raw_ostream &Err) {
  Parser P(Path, Set, Text, Err);
  unsigned Errors = P.parse(Set);
  if (!Errors)
    Set.Sources.push_back(Path.str());
  return Errors;
}

unsigned cu2hip::loadUserRules(llvm::StringRef Path, UserRuleSet &Set, llvm::raw_ostream &Err) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf) {
    Err << Path << ": error: cannot read rule file: " << Buf.getError().message() << "\n";
    return 1;
  }
  return parseUserRules(Path, (*Buf)->getBuffer(), Set, Err);
}
