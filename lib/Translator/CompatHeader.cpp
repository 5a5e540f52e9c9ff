// The generated compat header (include/cu2hip/Compat.h).
#include "cu2hip/Compat.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::compat;

EntryKind compat::entryKind(llvm::StringRef CudaName) {
  const MappingEntry *M = MappingTable::get().lookup(CudaName);
  if (!M)
    return EntryKind::Rename;
  switch (M->Kind) {
  case EntityKind::Type:
    return EntryKind::Type;
  case EntityKind::Enumerator:
  case EntityKind::Macro:
    return EntryKind::Constant;
  case EntityKind::Function:
    return EntryKind::Rename;
  }
  return EntryKind::Rename;
}

namespace {

std::string line(EntryKind, llvm::StringRef Cuda, llvm::StringRef Hip) {
  return "#define " + Cuda.str() + " " + Hip.str() + "\n";
}

/// HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= V, the test hip_version.h allows.
std::string atLeast(Version V) {
  return "HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= " + std::to_string(V.major() * 100 + V.minor());
}

/// The spellings of \p M over \p Targets (sorted) as runs of equal spelling,
/// oldest first: (first release of the run, spelling; "" = not in HIP then).
/// A run starts at the first release after the previous target that spells it
/// as the run's target does (the tables' HipAdded, not the target asked for).
std::vector<std::pair<Version, std::string>> spellingRuns(const MappingEntry &M,
                                                          const std::vector<Version> &Targets) {
  auto Spelling = [&](Version V) { return M.availableIn(V) ? M.hipIn(V).str() : std::string(); };
  std::vector<std::pair<Version, std::string>> Runs;
  Version Prev;
  for (Version V : Targets) {
    std::string S = Spelling(V);
    if (Runs.empty() || Runs.back().second != S) {
      Version From = V;
      if (!Runs.empty())
        for (Version R : knownHipReleases())
          if (Prev < R && R <= V && Spelling(R) == S) {
            From = R;
            break;
          }
      Runs.push_back({From, S});
    }
    Prev = V;
  }
  return Runs;
}

/// One entry: plain when every target spells it alike, else one branch per
/// run of targets with the same spelling, newest first ("" = not in HIP then).
std::string entry(EntryKind K, llvm::StringRef Cuda, llvm::StringRef Hip, const std::vector<Version> &Targets) {
  const MappingEntry *M = MappingTable::get().lookup(Cuda);
  if (!M || Targets.size() < 2 || M->hipIn(Targets.back()) != Hip || !M->availableIn(Targets.back()))
    return line(K, Cuda, Hip);
  std::vector<std::pair<Version, std::string>> Runs = spellingRuns(*M, Targets);
  if (Runs.size() == 1)
    return line(K, Cuda, Hip);
  std::string Out;
  for (size_t I = Runs.size(); I-- > 0;) {
    const auto &[From, S] = Runs[I];
    if (I + 1 == Runs.size())
      Out += "#if " + atLeast(From) + "\n";
    else if (I > 0)
      Out += "#elif " + atLeast(From) + "\n";
    else
      Out += "#else\n";
    if (!S.empty())
      Out += line(K, Cuda, S);
    else if (I + 1 < Runs.size())
      Out += "// " + Cuda.str() + ": not in HIP before " + Runs[I + 1].first.str() + "\n";
    else
      Out += "// " + Cuda.str() + ": not in HIP " + From.str() + " and later\n";
  }
  return Out + "#endif\n";
}

std::string guardName(llvm::StringRef FileName) {
  std::string G;
  for (char C : FileName)
    G += llvm::isAlnum(C) ? llvm::toUpper(C) : '_';
  return G + "_";
}

} // namespace

/// The entries of \p S but those named in \p Skip, grouped: by area in the
/// tables' order, types first, then constants, then functions, each sorted by
/// name; names the tables do not know (the helpers cu2hip_warp.h provides) last.
static std::string entries(const HeaderSpec &S, const std::set<std::string> &Skip) {
  std::vector<Version> Targets = S.Targets;
  llvm::sort(Targets);
  struct Row {
    int Group;
    EntryKind K;
    std::string Cuda, Hip;
  };
  std::vector<Row> Rows;
  for (const auto &[Cuda, Hip] : S.Renames) {
    if (Skip.count(Cuda))
      continue;
    const MappingEntry *M = MappingTable::get().lookup(Cuda);
    Rows.push_back({M ? int(M->Where) : 1000, entryKind(Cuda), Cuda, Hip});
  }
  auto Order = [](EntryKind K) { return K == EntryKind::Type ? 0 : K == EntryKind::Constant ? 1 : 2; };
  llvm::sort(Rows, [&](const Row &A, const Row &B) {
    return std::make_tuple(A.Group, Order(A.K), A.Cuda) < std::make_tuple(B.Group, Order(B.K), B.Cuda);
  });
  std::string Out;
  int Group = -1;
  for (const Row &R : Rows) {
    if (R.Group != Group) {
      Group = R.Group;
      Out += "\n// " + (Group == 1000 ? std::string("helpers") : areaName(Area(Group)).str()) + "\n";
    }
    Out += entry(R.K, R.Cuda, R.Hip, Targets);
  }
  return Out;
}

/// True when the header must include cu2hip_warp.h.
static bool needsWarp(const HeaderSpec &S, const std::set<std::string> &Skip) {
  if (S.EditsNeedWarp)
    return true;
  for (const auto &[Cuda, Hip] : S.Renames)
    if (!Skip.count(Cuda) && llvm::StringRef(Hip).starts_with("cu2hip_"))
      return true;
  return false;
}

std::vector<compat::LayerFix> compat::layerFixes(const std::vector<LayerEntry> &Layer,
                                                std::vector<Version> Targets) {
  llvm::sort(Targets);
  std::vector<LayerFix> Fixes;
  for (const LayerEntry &L : Layer) {
    const MappingEntry *M = MappingTable::get().lookup(L.Cuda);
    // Only a spelling of this very API (hipBLAS 2's _v2 names): a project's
    // own wrapper is its business.
    if (!M || L.Hip.empty() || (L.Hip != M->Hip && L.Hip != M->OldHip && L.Hip != M->OlderHip))
      continue;
    auto Runs = spellingRuns(*M, Targets);
    for (size_t I = 0; I < Runs.size(); ++I)
      if (!Runs[I].second.empty() && Runs[I].second != L.Hip)
        Fixes.push_back({L, Runs[I].second, I > 0 ? Runs[I].first : Version(),
                         I + 1 < Runs.size() ? Runs[I + 1].first : Version()});
  }
  return Fixes;
}

std::string compat::layerText(llvm::StringRef Layer, const std::vector<LayerEntry> &Have, const HeaderSpec &S) {
  std::set<std::string> Names;
  for (const LayerEntry &L : Have)
    Names.insert(L.Cuda);
  std::string Add = entries(S, Names);
  // Where the layer's own spelling is not the one a release asked for has,
  // that release gets the right one, after the layer's line (left as written).
  for (const LayerFix &F : layerFixes(Have, S.Targets)) {
    std::vector<std::string> Tests;
    if (F.From.isSet())
      Tests.push_back(atLeast(F.From));
    if (F.Before.isSet())
      Tests.push_back("!(" + atLeast(F.Before) + ")");
    std::string Def = "#undef " + F.Entry.Cuda + "\n#define " + F.Entry.Cuda + " " + F.Hip + "\n";
    Add += "// " + F.Entry.Cuda + ": the line above names " + F.Entry.Hip + "\n";
    Add += Tests.empty() ? Def : "#if " + llvm::join(Tests, " && ") + "\n" + Def + "#endif\n";
  }
  bool Warp = needsWarp(S, Names);
  if (Add.empty() && !Warp)
    return Layer.str();
  std::string Out = Layer.str();
  if (!Out.empty() && Out.back() != '\n')
    Out += "\n";
  Out += std::string("\n#if ") + HipCondition + " " + Marker + "\n";
  Out += "// Generated by `cu2hip port --style=compat`: what this project's CUDA uses that the\n"
         "// lines above leave out. Regenerate it, do not edit it.\n";
  if (Warp)
    Out += "#include \"" + S.WarpHeaderSpelling + "\" // warp-size helpers for 64-lane wavefronts\n";
  return Out + Add + "#endif\n";
}

std::string compat::headerText(const HeaderSpec &S) {
  std::vector<Version> Targets = S.Targets;
  llvm::sort(Targets);
  std::string Range = Targets.empty() ? "" : Targets.front().str();
  if (Targets.size() > 1)
    Range += " to " + Targets.back().str();
  std::string G = guardName(S.FileName);
  std::string Out;
  Out += "// " + S.FileName + ": the HIP spelling of the CUDA API this project uses, for HIP " +
         Range + ".\n// Generated by `cu2hip port --style=compat`; regenerate it, do not edit it.\n";
  Out += "#ifndef " + G + "\n#define " + G + "\n";
  Out += std::string("#if ") + HipCondition + "\n";
  Out += "#include <hip/hip_runtime.h>\n";
  if (needsWarp(S, {}))
    Out += "#include \"" + S.WarpHeaderSpelling + "\" // warp-size helpers for 64-lane wavefronts\n";

  Out += entries(S, {});
  Out += "\n#endif // HIP\n#endif // " + G + "\n";
  return Out;
}
