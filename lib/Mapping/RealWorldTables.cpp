#include "RealWorldTables.h"

#include "llvm/ADT/StringExtras.h"

#include <cassert>
#include <string>
#include <vector>

using namespace cu2hip;
using namespace cu2hip::realworld;

namespace {
struct RawRow {
  const char *Name;
  Feature::KindT Kind;
  const char *HipVersion, *HipHas, *Signals, *Renames;
};

const RawRow Rows[] = {
#define REALWORLD_FEATURE(Name, Kind, HipVersion, HipHas, Signals, Renames)                        \
  {Name, Feature::Kind, HipVersion, HipHas, Signals, Renames},
#include "Features.def"
};

std::vector<Feature> buildFeatures() {
  std::vector<Feature> Out;
  for (const RawRow &R : Rows) {
    Feature F;
    F.Kind = R.Kind;
    F.Name = R.Name;
    if (auto V = Version::parse(R.HipVersion))
      F.Hip = *V;
    F.HipHas = R.HipHas;
    llvm::SmallVector<llvm::StringRef> Words;
    llvm::StringRef(R.Signals).split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef W : Words) {
      Feature::Signal S;
      if (W.starts_with("<") && W.ends_with(">")) {
        W = W.drop_front().drop_back();
        S.Kind = W.ends_with("*") ? Feature::Signal::HeaderPrefix : Feature::Signal::Header;
        S.Text = W.rtrim('*').str();
      } else if (W.contains("::")) {
        auto [NS, Member] = W.split("::");
        S.Kind = Feature::Signal::Qualified;
        S.Text = NS.str();
        S.Member = Member.str();
      } else if (W.starts_with("*") && W.ends_with("*")) {
        S.Kind = Feature::Signal::Infix;
        S.Text = W.trim('*').str();
      } else if (W.ends_with("*")) {
        S.Kind = Feature::Signal::Prefix;
        S.Text = W.rtrim('*').str();
      } else {
        S.Kind = Feature::Signal::Exact;
        S.Text = W.str();
      }
      F.Signals.push_back(std::move(S));
    }
    Words.clear();
    llvm::StringRef(R.Renames).split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef W : Words) {
      auto [Pair, Since] = W.split('@');
      auto [From, To] = Pair.split('=');
      if (From.starts_with("<")) {
        From = From.trim("<>");
        To = To.trim("<>");
      }
      Version V = F.Hip;
      if (auto P = Version::parse(Since); P && P->isSet())
        V = *P;
      F.Renames.push_back({From.str(), To.str(), V});
    }
    Out.push_back(std::move(F));
  }
  return Out;
}

/// Wildcard signals only claim names that are CUDA's: known to the mapping
/// tables or shaped like a CUDA API name.
bool isCudaName(llvm::StringRef Name) {
  return MappingTable::get().lookup(Name) || looksLikeCudaName(Name);
}
} // namespace

const std::vector<Feature> &realworld::features() {
  static const std::vector<Feature> Features = buildFeatures();
  return Features;
}

const Feature *realworld::featureOfName(llvm::StringRef Name) {
  for (const Feature &F : features())
    for (const Feature::Signal &S : F.Signals) {
      switch (S.Kind) {
      case Feature::Signal::Exact:
        if (Name == S.Text)
          return &F;
        break;
      case Feature::Signal::Prefix:
        if (Name.starts_with(S.Text) && isCudaName(Name))
          return &F;
        break;
      case Feature::Signal::Infix:
        if (Name.contains(S.Text) && isCudaName(Name))
          return &F;
        break;
      case Feature::Signal::Qualified: // ns::name, as a rule resolved it from the AST
        if (Name.size() == S.Text.size() + 2 + S.Member.size() && Name.starts_with(S.Text) &&
            Name.substr(S.Text.size()).starts_with("::") && Name.ends_with(S.Member))
          return &F;
        break;
      default:
        break;
      }
    }
  return nullptr;
}

const Feature *realworld::featureOfHeader(llvm::StringRef Header) {
  for (const Feature &F : features())
    for (const Feature::Signal &S : F.Signals) {
      if (S.Kind == Feature::Signal::Header && Header == S.Text)
        return &F;
      if (S.Kind == Feature::Signal::HeaderPrefix && Header.starts_with(S.Text))
        return &F;
    }
  return nullptr;
}

bool realworld::reportedAsFeature(llvm::StringRef Name, Version Hip) {
  if (!featureOfName(Name))
    return false;
  const MappingEntry *E = MappingTable::get().lookup(Name);
  return !(E && E->availableIn(Hip));
}

bool realworld::headerReportedAsFeature(llvm::StringRef Header) {
  return featureOfHeader(Header) != nullptr;
}

namespace {
/// An Assumed cell of CudaMacros.def with the assumed release's numbers
/// filled in ("{version}" -> "12040" for "12.4").
std::string assumedValue(llvm::StringRef Cell) {
  if (!Cell.starts_with("{"))
    return Cell.str();
  auto [Major, Minor] = realworld::assumedCudaVersion().split('.');
  if (Cell == "{major}")
    return Major.str();
  if (Cell == "{minor}")
    return Minor.str();
  assert(Cell == "{version}" && "unknown placeholder in CudaMacros.def");
  if (Cell != "{version}")
    return Cell.str(); // not a number: its tests are reported as undecidable
  unsigned Ma = 0, Mi = 0;
  Major.getAsInteger(10, Ma);
  Minor.getAsInteger(10, Mi);
  return std::to_string(Ma * 1000 + Mi * 10); // CUDART_VERSION's encoding
}
} // namespace

const MacroRow *realworld::lookupMacro(llvm::StringRef Name) {
  struct Table {
    std::vector<std::string> Assumed; // the cells' storage
    std::vector<MacroRow> Rows;
    Table() {
      const MacroRow Raw[] = {
#define REALWORLD_CUDA_MACRO(Name, Kind, DefinedAs, Assumed, ValueAs, Note)                        \
  {Name, MacroKind::Kind, DefinedAs, Assumed, ValueAs, Note},
#include "CudaMacros.def"
      };
      Assumed.reserve(std::size(Raw));
      for (const MacroRow &R : Raw) {
        Assumed.push_back(assumedValue(R.Assumed));
        Rows.push_back(R);
        Rows.back().Assumed = Assumed.back();
      }
    }
  };
  static const Table T;
  for (const MacroRow &R : T.Rows)
    if (R.Name == Name)
      return &R;
  return nullptr;
}

llvm::StringRef realworld::assumedCudaVersion() {
#define REALWORLD_ASSUMED_CUDA(Version) return Version;
#include "CudaMacros.def"
}

bool realworld::impliesCudaRuntime(llvm::StringRef Name) {
  const MacroRow *R = lookupMacro(Name);
  return R && R->Kind != MacroKind::Compiler;
}

namespace {
struct HipDeclaredRow {
  const char *Name, *Params, *HipVersion;
};
const HipDeclaredRow HipDeclaredRows[] = {
#define HIP_DECLARED(Name, Params, HipVersion) {Name, Params, HipVersion},
#include "HipDeclared.def"
};
} // namespace

Version realworld::hipDeclares(llvm::StringRef Name, llvm::StringRef Params) {
  for (const HipDeclaredRow &R : HipDeclaredRows)
    if (Name == R.Name && Params == R.Params)
      if (auto V = Version::parse(R.HipVersion))
        return *V;
  return Version();
}
