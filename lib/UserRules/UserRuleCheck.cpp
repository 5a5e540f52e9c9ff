// checkUserRules: the one place that decides whether merged user rules keep
// translation idempotent (docs/rules.md, "Translating twice"; docs/reliability.md).
//
// Every relation "the output of rule A is the input of rule B" is looked up
// from one side in a hash map (equal names) or a trie (prefixes), never by
// comparing rules pairwise: 300k rules check in about a second.
#include "cu2hip/UserRules.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/LangStandard.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/TargetParser/Triple.h"

using namespace cu2hip;

namespace {

/// HIP names the mapping tables produce, each with the CUDA name it comes
/// from: a rename may neither write one (it would merge a user entity with a
/// HIP API) nor rename one made from another name (a second translation would
/// rename the first one's output).
const llvm::StringMap<llvm::StringRef> &hipNames() {
  static const llvm::StringMap<llvm::StringRef> Names = [] {
    llvm::StringMap<llvm::StringRef> M;
    // Named after a runtime row where several rows share a HIP name
    // (cudaMalloc and cuMemAlloc are both hipMalloc).
    for (bool Runtime : {true, false})
      for (const MappingEntry &E : MappingTable::get().entries())
        if (!E.Hip.empty() && (E.Where == Area::Runtime) == Runtime &&
            llvm::all_of(E.Hip, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; }))
          M.try_emplace(E.Hip, E.Cuda);
    return M;
  }();
  return Names;
}

/// HIP headers the include table produces, each with a CUDA header it comes from.
const llvm::StringMap<llvm::StringRef> &hipHeaders() {
  static const llvm::StringMap<llvm::StringRef> Names = [] {
    llvm::StringMap<llvm::StringRef> M;
    for (const IncludeEntry &E : MappingTable::get().includes())
      if (!E.Hip.empty() && E.Hip != E.Cuda)
        M.try_emplace(E.Hip, E.Cuda);
    return M;
  }();
  return Names;
}

/// What \p Name is to the compiler when it is no plain identifier: clang's own
/// keyword table for CUDA C++ (C++20, GNU extensions: `int`, `and`,
/// `__attribute__`, `__noinline__`...), then CUDA's qualifiers and attributes,
/// which are macros of the CUDA headers rather than keywords.
llvm::StringRef reservedWord(llvm::StringRef Name) {
  static const clang::LangOptions Lang = [] {
    clang::LangOptions L;
    std::vector<std::string> Includes;
    clang::LangOptions::setLangDefaults(L, clang::Language::CUDA, llvm::Triple("x86_64-unknown-linux-gnu"),
                                        Includes, clang::LangStandard::lang_gnucxx20);
    // What the compiler invocation, not the standard, switches on for C++20.
    L.CXXOperatorNames = L.Bool = L.WChar = L.Char8 = L.Coroutines = 1;
    return L;
  }();
  // Every keyword is in the table from the start: find() never grows it, so
  // threads may share it.
  static const clang::IdentifierTable Table(Lang);
  auto It = Table.find(Name);
  if (It != Table.end() && It->getValue()->getTokenID() != clang::tok::identifier)
    return "a C++ keyword";
  // The CUDA C++ Programming Guide's function and variable qualifiers and
  // attributes (share/cuda-include/host_defines.h defines them); __noinline__
  // and __restrict__ are keywords above.
  static const char *const CudaSpellings[] = {
      "__global__",   "__device__",          "__host__",      "__shared__",       "__constant__",
      "__managed__",  "__grid_constant__",   "__launch_bounds__", "__maxnreg__", "__cluster_dims__",
      "__forceinline__", "__inline_hint__", "__align__",     "__builtin_align__", "__restrict__",
      "__noinline__"};
  if (llvm::is_contained(CudaSpellings, Name))
    return "a CUDA qualifier";
  return "";
}

/// A trie over rule prefixes: the rules whose key is a prefix of a name, in
/// time linear in the name (a hash map per length would hash each prefix).
template <typename RuleT> class PrefixIndex {
public:
  void insert(llvm::StringRef Key, const RuleT *R) {
    unsigned Node = 0;
    for (char Ch : Key) {
      auto [It, New] = Child.try_emplace({Node, (unsigned char)Ch}, unsigned(At.size()));
      if (New)
        At.push_back(nullptr);
      Node = It->second;
    }
    if (!At[Node])
      At[Node] = R; // the first rule with this key
  }
  /// The rule of the shortest key that starts \p Name and is at most \p MaxLen long.
  const RuleT *prefixOf(llvm::StringRef Name, size_t MaxLen) const {
    unsigned Node = 0;
    for (size_t I = 0; I < Name.size() && I < MaxLen; ++I) {
      auto It = Child.find({Node, (unsigned char)Name[I]});
      if (It == Child.end())
        return nullptr;
      Node = It->second;
      if (At[Node])
        return At[Node];
    }
    return nullptr;
  }

private:
  llvm::DenseMap<std::pair<unsigned, unsigned char>, unsigned> Child;
  std::vector<const RuleT *> At{nullptr}; // node 0: the root
};

template <typename RuleT>
void firstBy(llvm::StringMap<const RuleT *> &Map, llvm::StringRef Key, const RuleT *R) {
  Map.try_emplace(Key, R);
}

class Checker {
public:
  Checker(const UserRuleSet &S, llvm::raw_ostream &Err) : S(S), Err(Err) {}

  unsigned run() {
    index();
    for (const UserRename &R : S.Renames)
      rename(R);
    for (const UserMacroPrefix &P : S.MacroPrefixes)
      macroPrefix(P);
    for (const UserMapping &M : S.Mappings)
      mapping(M);
    for (const UserInclude &I : S.Includes)
      include(I);
    // In the order of the files and lines, whatever the kinds of the rules.
    auto Key = [&](llvm::SMLoc L) {
      return std::make_pair(L.isValid() ? S.sourceMgr().FindBufferContainingLoc(L) : 0u, L.getPointer());
    };
    llvm::stable_sort(Found, [&](const Problem &A, const Problem &B) { return Key(A.Loc) < Key(B.Loc); });
    // Buffered: stderr is not, and a write per line made 30k errors take seconds.
    std::string Buf;
    llvm::raw_string_ostream OS(Buf);
    for (const Problem &P : Found) {
      S.sourceMgr().PrintMessage(OS, P.Loc, llvm::SourceMgr::DK_Error, P.Message, {}, {}, /*ShowColors=*/false);
      if (!P.Note.empty())
        S.sourceMgr().PrintMessage(OS, P.NoteLoc, llvm::SourceMgr::DK_Note, P.Note, {}, {}, /*ShowColors=*/false);
      if (Buf.size() > (1 << 16))
        Err << Buf, Buf.clear();
    }
    Err << Buf;
    return Found.size();
  }

private:
  const UserRuleSet &S;
  llvm::raw_ostream &Err;
  struct Problem {
    llvm::SMLoc Loc;
    std::string Message;
    llvm::SMLoc NoteLoc; // the other rule of a chain
    std::string Note;
  };
  std::vector<Problem> Found;
  // The first rule (in load order) with each name; identity rules (a -> a)
  // change nothing and are left out.
  llvm::StringMap<const UserRename *> RenameFrom, RenameTo;
  llvm::StringMap<const UserMapping *> MappingHip; // active rows only
  llvm::StringMap<const UserInclude *> IncludeFrom;
  PrefixIndex<UserMacroPrefix> PrefixFrom, PrefixTo;

  static constexpr const char *Again = "translating the output again would change it";

  void index() {
    for (const UserRename &R : S.Renames)
      if (R.From != R.To) {
        firstBy(RenameFrom, R.From, &R);
        firstBy(RenameTo, R.To, &R);
      }
    for (const UserMacroPrefix &P : S.MacroPrefixes)
      if (P.From != P.To) {
        PrefixFrom.insert(P.From, &P);
        PrefixTo.insert(P.To, &P);
      }
    for (const UserMapping &M : S.Mappings)
      if (!M.Hip.empty() && M.Hip != M.Cuda)
        firstBy(MappingHip, M.Hip, &M);
    for (const UserInclude &I : S.Includes)
      firstBy(IncludeFrom, I.From, &I);
  }

  void error(llvm::SMLoc Loc, const llvm::Twine &Msg) { Found.push_back({Loc, Msg.str(), {}, ""}); }
  /// A note on the last error.
  void note(llvm::SMLoc Loc, const llvm::Twine &Msg) {
    Found.back().NoteLoc = Loc;
    Found.back().Note = Msg.str();
  }

  /// A name the tables rename on a second run: a CUDA name with another HIP
  /// name, unless the user keeps it or a user mapping row decides for it.
  const MappingEntry *builtInRow(llvm::StringRef Name) const {
    if (S.keeps(Name) || S.mapping(Name))
      return nullptr;
    const MappingEntry *E = MappingTable::get().lookup(Name);
    return E && !E->Hip.empty() && E->Hip != Name ? E : nullptr;
  }

  /// False (after an error) when \p Name is a keyword or CUDA qualifier.
  bool notReserved(llvm::SMLoc Loc, llvm::StringRef Name, llvm::StringRef Kind, llvm::StringRef Field) {
    llvm::StringRef What = reservedWord(Name);
    if (!What.empty())
      error(Loc, "'" + Name + "' is " + What + ": a " + Kind + " rule may not have it as its '" + Field +
                     "' (every '" + Name + "' token in the code would change)");
    return What.empty();
  }

  void rename(const UserRename &R) {
    bool FromOk = notReserved(R.FromLoc, R.From, "rename", "from");
    bool ToOk = notReserved(R.ToLoc, R.To, "rename", "to");
    if (!FromOk || !ToOk || R.From == R.To)
      return;
    const auto &Hip = hipNames();
    if (auto It = Hip.find(R.To); It != Hip.end())
      error(R.ToLoc, "rename target '" + R.To + "' is the HIP name of " + It->second + ": renaming '" + R.From +
                         "' to it would merge a user entity with a HIP API");
    else if (const MappingEntry *E = builtInRow(R.To))
      error(R.ToLoc, "rename target '" + R.To + "' is a CUDA name the mapping tables translate (to " + E->Hip +
                         "): " + Again);
    if (auto It = Hip.find(R.From); It != Hip.end() && It->second != R.From)
      error(R.FromLoc, "'" + R.From + "' is what the mapping tables make of " + It->second +
                           ": a second translation would rename the first one's output");

    // The output of another rule is this rule's input. Globs are not
    // compared: two globs can match one file, and "could" is undecidable
    // cheaply in general, so rules chain whatever their `files`.
    if (auto It = RenameTo.find(R.From); It != RenameTo.end()) {
      const UserRename &O = *It->second;
      error(R.FromLoc, "'" + R.From + "' is the output of another rename ('" + O.From + "' -> '" + O.To +
                           "'), whatever their 'files': " + Again);
      note(O.ToLoc, "the rename whose output it is");
    } else if (auto It = MappingHip.find(R.From); It != MappingHip.end()) {
      const UserMapping &M = *It->second;
      error(R.FromLoc, "'" + R.From + "' is the output of the mapping row for '" + M.Cuda + "': " + Again);
      note(M.HipLoc, "the mapping row whose output it is");
    } else if (const UserMacroPrefix *P = PrefixTo.prefixOf(R.From, R.From.size() - 1)) {
      error(R.FromLoc, "'" + R.From + "' starts with the 'to' of macro-prefix '" + P->From + "' -> '" + P->To +
                           "': the macro that rule renames to it would be renamed again: " + Again);
      note(P->ToLoc, "the macro-prefix rule");
    }
    if (const UserMacroPrefix *P = PrefixFrom.prefixOf(R.To, R.To.size() - 1)) {
      error(R.ToLoc, "rename target '" + R.To + "' starts with the 'from' of macro-prefix '" + P->From +
                         "' -> '" + P->To + "': if it names a macro, " + Again);
      note(P->FromLoc, "the macro-prefix rule");
    }
  }

  void macroPrefix(const UserMacroPrefix &P) {
    if (P.From == P.To)
      return;
    // Q.From starts P.To (equal included): P's output is Q's input.
    if (const UserMacroPrefix *Q = PrefixFrom.prefixOf(P.To, P.To.size())) {
      if (Q == &P) {
        error(P.ToLoc, "macro-prefix 'to' starts with its 'from' ('" + P.From +
                           "'): translating the output again would rename it again");
      } else {
        error(P.ToLoc, "macro-prefix 'to' '" + P.To + "' starts with the 'from' of macro-prefix '" + Q->From +
                           "' -> '" + Q->To + "': " + Again);
        note(Q->FromLoc, "the macro-prefix rule that renames the output again");
      }
    }
    // Q.To strictly starts P.From: Q's output can be P's input (Q == P too:
    // CUDA_X_ -> CUDA_ makes CUDA_X_X_A CUDA_X_A, then CUDA_A).
    if (const UserMacroPrefix *Q = PrefixTo.prefixOf(P.From, P.From.size() - 1)) {
      if (Q == &P) {
        error(P.FromLoc, "macro-prefix 'from' starts with its 'to' ('" + P.To +
                             "'): a name made with it can start with 'from' again: " + Again);
      } else {
        error(P.FromLoc, "macro-prefix 'from' '" + P.From + "' starts with the 'to' of macro-prefix '" + Q->From +
                             "' -> '" + Q->To + "': " + Again);
        note(Q->ToLoc, "the macro-prefix rule whose output it renames");
      }
    }
  }

  void mapping(const UserMapping &M) {
    if (!notReserved(M.CudaLoc, M.Cuda, "mapping", "cuda") || M.Hip.empty() || M.Hip == M.Cuda ||
        !notReserved(M.HipLoc, M.Hip, "mapping", "hip"))
      return;
    if (auto It = MappingHip.find(M.Cuda); It != MappingHip.end()) {
      error(M.CudaLoc, "'" + M.Cuda + "' is the output of the mapping row for '" + It->second->Cuda + "': " + Again);
      note(It->second->HipLoc, "the mapping row whose output it is");
    } else if (auto It = RenameTo.find(M.Cuda); It != RenameTo.end()) {
      error(M.CudaLoc, "'" + M.Cuda + "' is the output of the rename of '" + It->second->From + "': " + Again);
      note(It->second->ToLoc, "the rename whose output it is");
    }
    if (const MappingEntry *E = builtInRow(M.Hip))
      error(M.HipLoc, "'" + M.Hip + "' is a CUDA name the mapping tables translate (to " + E->Hip + "): " + Again);
  }

  /// A header name goes between the include's delimiters as it is: a newline
  /// or another control character would write lines of its own, a quote or
  /// angle bracket would end the name early.
  void headerName(llvm::SMLoc Loc, llvm::StringRef Name, llvm::StringRef Field) {
    for (size_t I = 0; I < Name.size(); ++I) {
      unsigned char Ch = Name[I];
      if (Ch < 0x20 || Ch == 0x7f) {
        std::string Esc;
        llvm::raw_string_ostream(Esc) << llvm::format_hex(Ch, 4);
        error(Loc, "include '" + Field + "' holds control character " + Esc + " (at offset " + llvm::Twine(I) +
                       "): a header name is one line, and this would write others into the file");
        return;
      }
      if (Ch == '"' || Ch == '<' || Ch == '>') {
        error(Loc, "include '" + Field + "' holds '" + llvm::StringRef(Name.data() + I, 1) +
                       "': a header name cannot hold the include's delimiters");
        return;
      }
    }
  }

  void include(const UserInclude &I) {
    headerName(I.FromLoc, I.From, "from");
    headerName(I.ToLoc, I.To, "to");
    if (I.To.empty() || I.To == I.From)
      return;
    if (auto It = IncludeFrom.find(I.To); It != IncludeFrom.end()) {
      error(I.ToLoc, "include target '" + I.To + "' is itself mapped by another include rule: " + Again);
      note(It->second->FromLoc, "the include rule that maps it again");
    } else if (const IncludeEntry *E = MappingTable::get().lookupInclude(I.To); E && E->Hip != I.To) {
      error(I.ToLoc, "include target '" + I.To + "' is a CUDA header the include table maps (to " +
                         (E->Hip.empty() ? llvm::StringRef("nothing") : E->Hip) + "): " + Again);
    }
    if (auto It = hipHeaders().find(I.From); It != hipHeaders().end())
      error(I.FromLoc, "'" + I.From + "' is what the include table makes of " + It->second +
                           ": a second translation would map the first one's output");
  }
};
} // namespace

unsigned cu2hip::checkUserRules(const UserRuleSet &Set, llvm::raw_ostream &Err) {
  return Checker(Set, Err).run();
}
