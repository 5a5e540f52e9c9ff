// Merging user rules (later wins), finding the project file, and printing the
// effective rules.
#include "cu2hip/Options.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/YAMLTraits.h"

using namespace cu2hip;

bool UserRename::appliesTo(llvm::StringRef Path) const {
  if (Files.empty())
    return true;
  // Made here, not kept: a GlobPattern points into the string it was made
  // from. Validated when the file was read.
  auto Glob = llvm::GlobPattern::create(Files);
  if (!Glob) {
    llvm::consumeError(Glob.takeError());
    return false;
  }
  // A glob without a '/' is matched against the file name, one with a '/'
  // against the path and each of its tails after a '/' (like .gitignore:
  // "src/*.cu" matches /home/me/app/src/k.cu however the path was given).
  if (Files.find('/') == std::string::npos)
    return Glob->match(llvm::sys::path::filename(Path));
  for (size_t Pos = 0; Pos < Path.size(); Pos = Path.find('/', Pos)) {
    Pos += Path[Pos] == '/';
    if (Glob->match(Path.substr(Pos)))
      return true;
  }
  return false;
}

const UserInclude *UserRuleSet::include(llvm::StringRef Header) const {
  auto It = IncludeByFrom.find(Header);
  return It == IncludeByFrom.end() ? nullptr : &Includes[It->second];
}

const MappingEntry *UserRuleSet::mapping(llvm::StringRef Cuda) const {
  auto It = MappingRows.find(Cuda);
  return It == MappingRows.end() ? nullptr : &It->second;
}

const UserRename *UserRuleSet::rename(llvm::StringRef Name, llvm::StringRef Path) const {
  auto It = RenamesByFrom.find(Name);
  if (It == RenamesByFrom.end())
    return nullptr;
  for (unsigned I : llvm::reverse(It->second))
    if (Renames[I].appliesTo(Path))
      return &Renames[I];
  return nullptr;
}

const UserMacroPrefix *UserRuleSet::macroPrefix(llvm::StringRef Name) const {
  const UserMacroPrefix *First = nullptr;
  size_t FirstIndex = 0;
  for (size_t Len : PrefixLengths) {
    if (Len >= Name.size())
      break;
    auto It = PrefixByFrom.find(Name.take_front(Len));
    if (It != PrefixByFrom.end() && (!First || It->second < FirstIndex))
      First = &MacroPrefixes[It->second], FirstIndex = It->second;
  }
  return First;
}

llvm::ArrayRef<unsigned> UserRuleSet::apisFor(llvm::StringRef Name) const {
  auto It = ApisByCallee.find(Name);
  return It == ApisByCallee.end() ? llvm::ArrayRef<unsigned>() : llvm::ArrayRef<unsigned>(It->second);
}

llvm::MemoryBufferRef UserRuleSet::keepText(llvm::StringRef Path, llvm::StringRef Text) {
  Texts.push_back(llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  return Texts.back()->getMemBufferRef();
}

namespace {
/// Later wins, as if each rule of \p New erased the one with its key and was
/// appended: the old rules no new rule replaces keep their order, then each
/// new rule at the place of the last one with its key. Linear.
template <typename T, typename KeyFn>
void mergeLaterWins(std::vector<T> &Old, std::vector<T> &New, KeyFn Key) {
  if (New.empty())
    return;
  llvm::StringMap<size_t> Last;
  for (size_t I = 0; I < New.size(); ++I)
    Last[Key(New[I])] = I;
  std::vector<T> Out;
  Out.reserve(Old.size() + Last.size());
  for (T &O : Old)
    if (!Last.count(Key(O)))
      Out.push_back(std::move(O));
  for (size_t I = 0; I < New.size(); ++I)
    if (Last.find(Key(New[I]))->second == I)
      Out.push_back(std::move(New[I]));
  Old = std::move(Out);
}
} // namespace

void UserRuleSet::merge(UserRuleBatch B) {
  mergeLaterWins(Renames, B.Renames,
                 [](const UserRename &R) { return R.From + '\0' + R.Files; });
  mergeLaterWins(Includes, B.Includes, [](const UserInclude &I) { return I.From; });
  mergeLaterWins(Apis, B.Apis,
                 [](const UserApi &A) { return A.Callee + '\0' + std::to_string(A.Args); });
  mergeLaterWins(Mappings, B.Mappings, [](const UserMapping &M) { return M.Cuda; });
  mergeLaterWins(MacroPrefixes, B.MacroPrefixes, [](const UserMacroPrefix &P) { return P.From; });
  mergeLaterWins(Options, B.Options, [](const UserOption &O) { return O.Key; });
  for (std::string &K : B.Keep)
    Keep.insert(K);
  reindex();
}

void UserRuleSet::reindex() {
  RenamesByFrom.clear();
  for (unsigned I = 0; I < Renames.size(); ++I)
    RenamesByFrom[Renames[I].From].push_back(I);
  IncludeByFrom.clear();
  for (unsigned I = 0; I < Includes.size(); ++I)
    IncludeByFrom[Includes[I].From] = I;
  ApisByCallee.clear();
  for (unsigned I = 0; I < Apis.size(); ++I)
    ApisByCallee[Apis[I].Callee].push_back(I);
  PrefixByFrom.clear();
  PrefixLengths.clear();
  for (unsigned I = 0; I < MacroPrefixes.size(); ++I) {
    PrefixByFrom[MacroPrefixes[I].From] = I;
    PrefixLengths.push_back(MacroPrefixes[I].From.size());
  }
  llvm::sort(PrefixLengths);
  PrefixLengths.erase(std::unique(PrefixLengths.begin(), PrefixLengths.end()), PrefixLengths.end());
  // The built-in row with its HIP name replaced: its kind and area still
  // classify the use in reports. A CUDA name the tables lack becomes a
  // runtime function row.
  MappingRows.clear();
  for (const UserMapping &M : Mappings) {
    MappingEntry E{};
    if (const MappingEntry *Base = MappingTable::get().lookup(M.Cuda))
      E = *Base;
    else
      E.Kind = EntityKind::Function, E.Where = Area::Runtime;
    E.Cuda = Saver.save(M.Cuda);
    E.Hip = Saver.save(M.Hip);
    E.Status = MapStatus::Supported;
    E.HipAdded = E.HipRemoved = E.HipDeprecated = Version();
    MappingRows[M.Cuda] = E;
  }
}

std::string cu2hip::findProjectRules(llvm::StringRef Start) {
  llvm::SmallString<256> Dir(Start);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_dots(Dir, true);
  if (!llvm::sys::fs::is_directory(Dir))
    llvm::sys::path::remove_filename(Dir);
  while (!Dir.empty()) {
    llvm::SmallString<256> Candidate(Dir);
    llvm::sys::path::append(Candidate, ".cu2hip.yaml");
    if (llvm::sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (Parent == Dir)
      break;
    Dir = Parent;
  }
  return "";
}

unsigned cu2hip::loadAndCheckUserRules(llvm::ArrayRef<std::string> Paths, UserRuleSet &Set,
                                       llvm::raw_ostream &Err) {
  unsigned Errors = 0;
  for (const std::string &P : Paths)
    Errors += loadUserRules(P, Set, Err);
  // Checked merged: a chain can span files (a project rule and a --rules one).
  if (!Errors)
    Errors += checkUserRules(Set, Err);
  return Errors;
}

bool cu2hip::loadRuleFiles(TranslateOptions &O, llvm::StringRef Start, llvm::raw_ostream &Err) {
  auto Set = std::make_shared<UserRuleSet>();
  // The documented order: built-ins < the project file < --rules files in
  // command-line order; a later rule with the same key wins.
  std::vector<std::string> Paths;
  std::string Project = Start.empty() ? "" : findProjectRules(Start);
  if (!Project.empty())
    Paths.push_back(Project);
  Paths.insert(Paths.end(), O.RuleFiles.begin(), O.RuleFiles.end());
  if (unsigned Errors = loadAndCheckUserRules(Paths, *Set, Err)) {
    Err << "cu2hip: " << Errors << (Errors == 1 ? " error" : " errors")
        << " in rule files; nothing done\n";
    return false;
  }
  if (!Set->Sources.empty())
    O.UserRules = std::move(Set);
  return true;
}

void cu2hip::printEffectiveRules(const UserRuleSet &Set, llvm::ArrayRef<RuleInfo> BuiltIn,
                                 llvm::raw_ostream &OS) {
  auto Q = [](llvm::StringRef S) {
    llvm::yaml::QuotingType Quotes = llvm::yaml::needsQuotes(S);
    // needsQuotes is for block context; these values are written inside
    // flow mappings, where a ',' ends the value (scripts/fuzz rules).
    if (Quotes == llvm::yaml::QuotingType::None && S.contains(','))
      Quotes = llvm::yaml::QuotingType::Single;
    if (Quotes == llvm::yaml::QuotingType::None)
      return S.str();
    // Single quotes hold no control character, and fold a line break into a
    // space: such a value is written double-quoted, escaped, so that the
    // output reads back as the same rules (scripts/fuzz rules: a NUL in an
    // api template).
    if (Quotes == llvm::yaml::QuotingType::Double || S.find_first_of("\n\r") != llvm::StringRef::npos)
      return "\"" + llvm::yaml::escape(S, /*EscapePrintable=*/false) + "\"";
    std::string Out = "'";
    for (char Ch : S)
      Out += Ch == '\'' ? std::string("''") : std::string(1, Ch);
    return Out + "'";
  };
  OS << "version: 1\n";
  OS << "# Merged in this order (a later rule with the same key wins):\n";
  OS << "sources:\n  - built-in\n";
  for (const std::string &S : Set.Sources)
    OS << "  - " << Q(S) << "\n";
  OS << "built-in:\n";
  for (const RuleInfo &R : BuiltIn)
    OS << "  - " << R.Name << "\n";
  OS << "mapping-overrides:\n";
  if (Set.Mappings.empty())
    OS << "  []\n";
  for (const UserMapping &M : Set.Mappings) {
    const MappingEntry *Base = MappingTable::get().lookup(M.Cuda);
    OS << "  - {cuda: " << M.Cuda << ", built-in: "
       << (Base && !Base->Hip.empty() ? Base->Hip.str() : std::string("~"))
       << ", user: " << (M.Hip.empty() ? std::string("~") : M.Hip) << "}\n";
  }
  if (!Set.Options.empty()) {
    OS << "options:\n";
    for (const UserOption &O : Set.Options) {
      OS << "  " << Q(O.Key) << ": ";
      if (O.Values.size() == 1) {
        OS << Q(O.Values[0]) << "\n";
        continue;
      }
      OS << "[";
      for (size_t I = 0; I < O.Values.size(); ++I)
        OS << (I ? ", " : "") << Q(O.Values[I]);
      OS << "]\n";
    }
  }
  OS << "rules:\n";
  if (Set.empty())
    OS << "  []\n";
  for (const UserRename &R : Set.Renames) {
    OS << "  - rename: {from: " << R.From << ", to: " << R.To;
    if (!R.Files.empty())
      OS << ", files: " << Q(R.Files);
    OS << "}\n";
  }
  for (const UserInclude &I : Set.Includes)
    OS << "  - include: {from: " << Q(I.From) << ", to: " << (I.To.empty() ? "~" : Q(I.To)) << "}\n";
  for (const UserApi &A : Set.Apis) {
    OS << "  - api: {callee: " << A.Callee;
    if (A.Args >= 0)
      OS << ", args: " << A.Args;
    OS << ", out: " << Q(A.Out) << "}\n";
  }
  for (const UserMapping &M : Set.Mappings)
    OS << "  - mapping: {cuda: " << M.Cuda << ", hip: " << (M.Hip.empty() ? "~" : M.Hip) << "}\n";
  if (!Set.Keep.empty()) {
    std::vector<llvm::StringRef> Names;
    for (const auto &K : Set.Keep)
      Names.push_back(K.getKey());
    llvm::sort(Names);
    OS << "  - keep: [" << llvm::join(Names, ", ") << "]\n";
  }
  for (const UserMacroPrefix &P : Set.MacroPrefixes)
    OS << "  - macro-prefix: {from: " << P.From << ", to: " << P.To << "}\n";
}
