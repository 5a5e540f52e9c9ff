// Newer-CUDA-header features and graphics/platform interop, one diagnostic per
// feature and file (docs/real-world.md, items 6 and 7; data: Features.def).
//
// A feature whose HIP equivalent exists in the target HIP and has renames in
// its row is mapped (remark); otherwise its uses are left unchanged and counted
// in one diagnostic naming the feature and the HIP version that has it. The
// rename and include passes do not report these names and headers one by one
// (realworld::reportedAsFeature / headerReportedAsFeature).
#include "../Rule.h"
#include "RealWorld.h"
#include "Emulations.h"

#include "cu2hip/Mapping.h"
#include "llvm/ADT/MapVector.h"
#include <set>

using namespace cu2hip;
using namespace cu2hip::realworld;
namespace tok = clang::tok;

namespace {
struct Uses {
  unsigned FirstOffset = ~0u, FirstUnmapped = ~0u;
  unsigned Mapped = 0, Unmapped = 0;
  std::vector<std::string> Names, UnmappedNames; // distinct, in order of appearance
  std::set<std::string> Seen, SeenUnmapped;
  void add(unsigned Offset, llvm::StringRef Name, bool WasMapped) {
    FirstOffset = std::min(FirstOffset, Offset);
    (WasMapped ? Mapped : Unmapped) += 1;
    if (Seen.insert(Name.str()).second)
      Names.push_back(Name.str());
    if (WasMapped)
      return;
    FirstUnmapped = std::min(FirstUnmapped, Offset);
    if (SeenUnmapped.insert(Name.str()).second)
      UnmappedNames.push_back(Name.str());
  }
};

std::string plural(unsigned N, llvm::StringRef What) {
  return std::to_string(N) + " " + What.str() + (N == 1 ? "" : "s");
}

std::string nameList(const std::vector<std::string> &Names) {
  std::string S;
  size_t Shown = 0;
  for (const std::string &N : Names) {
    if (Shown == 4) {
      S += ", ...";
      break;
    }
    S += (Shown++ ? ", " : "") + N;
  }
  return S;
}

class FeaturesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    const MappingTable &Table = MappingTable::get();
    const llvm::StringSet<> &FileMacros = C.Dirs.definedMacros();
    llvm::MapVector<const Feature *, Uses> Found;

    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind == tok::hash && T[I].LineStart) {
        if (const IncludeDirective *Inc = C.Dirs.includeAt(I);
            Inc && Inc->Kind != IncludeDirective::Import)
          include(C, Out, Table, *Inc, Found);
        continue;
      }
      if (T[I].Kind != tok::raw_identifier || !T.isCode(I) || T.isMemberName(I))
        continue;
      llvm::StringRef Name = T.spelling(I);
      if (Out.Edits.overlaps(T[I].Offset, T[I].Length))
        continue;
      // ns::member signals (before the user-name check: `namespace cg =
      // cooperative_groups;` makes cg a user name).
      if (I + 1 < T.size() && T[I + 1].Kind == tok::coloncolon) {
        llvm::StringRef Member = I + 2 < T.size() && T[I + 2].Kind == tok::raw_identifier
                                     ? T.spelling(I + 2)
                                     : "";
        if (const Feature *F = qualified(Name, Member)) {
          Found[F].add(T[I].Offset, Member.empty() ? Name.str() + "::" : (Name + "::" + Member).str(),
                       false);
          continue;
        }
      }
      if (C.isUserName(I) || FileMacros.count(Name))
        continue;
      const Feature *F = featureOfName(Name);
      if (!F)
        continue;
      if (const MappingEntry *E = Table.lookup(Name); E && E->availableIn(C.Hip))
        continue; // an ordinary mapping: the rename pass renames it
      if (const emulations::Emulation *Em = emulations::lookupName(Name); Em && !Em->neededFor(C.Hip))
        continue; // HIP has it itself in the target (Emulations.def): the emulated-calls rule's
      const std::string *To = F->renameFor(Name, C.Hip);
      if (To) {
        unsigned Len = T[I].Length;
        if (To->empty()) // delete the token and the blanks after it
          while (T[I].Offset + Len < T.text().size() &&
                 (T.text()[T[I].Offset + Len] == ' ' || T.text()[T[I].Offset + Len] == '\t'))
            ++Len;
        Out.Edits.replace(T[I].Offset, Len, *To, name());
      }
      Found[F].add(T[I].Offset, Name, To != nullptr);
    }

    for (auto &[F, U] : Found)
      report(C, Out, *F, U);
  }

private:
  static const Feature *qualified(llvm::StringRef NS, llvm::StringRef Member) {
    for (const Feature &F : features())
      for (const Feature::Signal &S : F.Signals)
        if (S.Kind == Feature::Signal::Qualified && S.Text == NS &&
            (S.Member.empty() || S.Member == Member))
          return &F;
    return nullptr;
  }

  void include(const RuleInput &C, RuleOutput &Out, const MappingTable &Table,
               const IncludeDirective &Inc, llvm::MapVector<const Feature *, Uses> &Found) {
    llvm::StringRef Header = Inc.Name;
    const Feature *F = featureOfHeader(Header);
    if (!F)
      return;
    // Headers the include table maps are the include pass's to rewrite.
    const std::string *To = !Table.lookupInclude(Header) ? F->renameFor(Header, C.Hip) : nullptr;
    if (To)
      Out.Edits.replace(Inc.NameBegin, Inc.NameEnd - Inc.NameBegin, *To, name());
    Found[F].add(Inc.Offset, "<" + Header.str() + ">", To != nullptr);
  }

  static void report(const RuleInput &C, RuleOutput &Out, const Feature &F, const Uses &U) {
    std::string Names = nameList(U.Names);
    std::string Count = plural(U.Mapped + U.Unmapped, "use");
    if (F.Kind == Feature::Interop) {
      // What the target HIP has was renamed like any mapped name; the rest is reported.
      if (U.Unmapped)
        Out.diag(DiagId::InteropFeature, U.FirstUnmapped, F.Name, plural(U.Unmapped, "use"),
               C.Hip.str(), nameList(U.UnmappedNames))
            .Subject = F.Name.str();
      return;
    }
    std::string Has = F.HipHas.str();
    if (U.Unmapped == 0) {
      std::string What = "mapped to " + Has;
      if (F.Hip.isSet() && F.Hip.major() > 1)
        What += " (HIP " + F.Hip.str() + " and later)";
      Out.diag(DiagId::NewerFeatureMapped, U.FirstOffset, F.Name, Count, Names, What).Subject =
          F.Name.str();
      return;
    }
    std::string What;
    if (!F.Hip.isSet())
      What = "no HIP version has an equivalent (" + Has + "); left unchanged";
    else if (C.Hip < F.Hip)
      What = "needs HIP " + F.Hip.str() + " (" + Has + "), the target is HIP " + C.Hip.str() +
             "; left unchanged";
    else if (F.Hip.major() <= 1) // a counterpart in every release: what is left has none (NVTX's Ex calls)
      What = (U.Mapped ? "the rest mapped to " + Has + "; " : std::string()) + "no counterpart for " +
             nameList(U.UnmappedNames) + "; left unchanged";
    else
      What = "HIP " + F.Hip.str() + " has " + Has + ", but cu2hip does not map " +
             (U.Mapped ? "all of them" : "them") + " yet; left unchanged";
    Out.diag(DiagId::NewerFeature, U.FirstOffset, F.Name, Count, Names, What).Subject = F.Name.str();
  }
};
} // namespace

std::unique_ptr<Rule> createFeaturesRule() { return std::make_unique<FeaturesRule>(); }
