// Merging user rules (later wins), finding the project file, and printing the
// effective rules.
#include "cu2hip/Options.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
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
  for (const UserInclude &I : Includes)
    if (I.From == Header)
      return &I;
  return nullptr;
}

const MappingEntry *UserRuleSet::mapping(llvm::StringRef Cuda) const {
  auto It = MappingRows.find(Cuda);
  return It == MappingRows.end() ? nullptr : &It->second;
}

void UserRuleSet::addRename(UserRename R) {
  llvm::erase_if(Renames, [&](const UserRename &O) { return O.From == R.From && O.Files == R.Files; });
  Renames.push_back(std::move(R));
}

void UserRuleSet::addInclude(UserInclude I) {
  llvm::erase_if(Includes, [&](const UserInclude &O) { return O.From == I.From; });
  Includes.push_back(std::move(I));
}

void UserRuleSet::addApi(UserApi A) {
  llvm::erase_if(Apis, [&](const UserApi &O) { return O.Callee == A.Callee && O.Args == A.Args; });
  Apis.push_back(std::move(A));
}

void UserRuleSet::addMapping(UserMapping M) {
  llvm::erase_if(Mappings, [&](const UserMapping &O) { return O.Cuda == M.Cuda; });
  // The built-in row with its HIP name replaced: its kind and area still
  // classify the use in reports. A CUDA name the tables lack becomes a
  // runtime function row.
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
  Mappings.push_back(std::move(M));
}

void UserRuleSet::addMacroPrefix(UserMacroPrefix P) {
  llvm::erase_if(MacroPrefixes, [&](const UserMacroPrefix &O) { return O.From == P.From; });
  MacroPrefixes.push_back(std::move(P));
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

bool cu2hip::loadRuleFiles(TranslateOptions &O, llvm::StringRef Start, llvm::raw_ostream &Err) {
  auto Set = std::make_shared<UserRuleSet>();
  unsigned Errors = 0;
  // The documented order: built-ins < the project file < --rules files in
  // command-line order; a later rule with the same key wins.
  std::string Project = Start.empty() ? "" : findProjectRules(Start);
  if (!Project.empty())
    Errors += loadUserRules(Project, *Set, Err);
  for (const std::string &F : O.RuleFiles)
    Errors += loadUserRules(F, *Set, Err);
  if (Errors) {
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
    if (llvm::yaml::needsQuotes(S) == llvm::yaml::QuotingType::None)
      return S.str();
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
