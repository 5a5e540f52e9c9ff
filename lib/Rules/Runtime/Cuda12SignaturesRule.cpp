// Runtime calls whose CUDA 12 signature HIP spells with another function,
// because HIP kept CUDA 11's signature under the old name (rows:
// lib/Mapping/Signatures.def):
//
//   cudaGraphInstantiate(&exec, graph[, flags])   (CUDA 12: flags, default 0)
//     -> hipGraphInstantiateWithFlags(&exec, graph, flags or 0)
//   cudaStreamGetCaptureInfo(s, &status[, &id, &graph, &deps, &n])   (CUDA 12: 2 to 6 args)
//     -> hipStreamGetCaptureInfo_v2(s, &status, ...)   when not exactly 3 arguments
//   cudaMemPrefetchAsync(p, n, loc, 0, s)   (CUDA 13; CUDA 12.2's cudaMemPrefetchAsync_v2)
//     -> hipMemPrefetchAsync_v2(p, n, loc, 0, s)                         HIP >= 7.0
//     -> hipMemPrefetchAsync(p, n, cu2hip_mem_location_device(loc), s)   before
//   cudaMemAdvise(p, n, advice, loc)        (CUDA 13; cudaMemAdvise_v2) likewise
//
// Why a rule: the plain rename gives hipGraphInstantiate(&exec, graph, 0),
// which does not compile (HIP's takes CUDA 11's five arguments); CUDA 13's
// location forms share the name of the device-id forms, so only the type of
// the argument (the overload the AST chose) tells them apart.
#include "../AstSupport.h"
#include "../RuleSupport.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <set>

using namespace cu2hip;

namespace {
struct Signature {
  llvm::StringRef Cuda, Hip;
  size_t MinArgs, MaxArgs, HipArgs;
  llvm::StringRef Fill;
  Version HipSince;
};
const Signature Rows[] = {
#define CUDA12_SIGNATURE(Cuda, Hip, MinArgs, MaxArgs, HipArgs, Fill, HipSince)                   \
  {Cuda, Hip, MinArgs, MaxArgs, HipArgs, Fill, HipSince},
#include "../../Mapping/Signatures.def"
};

struct LocationForm {
  llvm::StringRef Cuda, CudaV2;
  int LocationArg, FlagsArg;
};
const LocationForm LocationRows[] = {
#define MEM_LOCATION_FORM(Cuda, CudaV2, LocationArg, FlagsArg) {Cuda, CudaV2, LocationArg, FlagsArg},
#include "../../Mapping/Signatures.def"
};

/// The offsets of the callee names of CUDA 13 location-form calls: a
/// LocationRows function whose argument LocationArg is a cudaMemLocation.
class LocationCalls : public clang::RecursiveASTVisitor<LocationCalls> {
public:
  explicit LocationCalls(const RuleInput &C) : Loc(C) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitCallExpr(clang::CallExpr *CE) {
    const clang::FunctionDecl *FD = CE->getDirectCallee();
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(CE->getCallee()->IgnoreImpCasts());
    if (!FD || !FD->getIdentifier() || !Ref)
      return true;
    for (const LocationForm &R : LocationRows) {
      if (FD->getName() != R.Cuda || FD->getNumParams() <= unsigned(R.LocationArg))
        continue;
      const clang::RecordDecl *RD = FD->getParamDecl(R.LocationArg)->getType()->getAsRecordDecl();
      if (RD && RD->getIdentifier() && RD->getName() == "cudaMemLocation")
        if (std::optional<unsigned> At = Loc.spelling(Ref->getLocation()))
          Found.insert(*At);
    }
    return true;
  }
  std::set<unsigned> Found;

private:
  rules::FileLocations Loc;
};

class Cuda12SignaturesRule : public Rule {
  /// CUDA 13's cudaMemLocation forms and CUDA 12.2's _v2 functions, per target.
  void locationForms(const RuleInput &C, RuleOutput &Out) {
    const RawTokens &T = C.Toks;
    std::set<unsigned> Cuda13;
    if (C.AST && !C.File.isInvalid()) {
      LocationCalls V(C);
      rules::traverseFileDecls(C, V);
      Cuda13 = std::move(V.Found);
    }
    std::vector<llvm::StringRef> Names;
    for (const LocationForm &R : LocationRows)
      Names.insert(Names.end(), {R.Cuda, R.CudaV2});
    const MappingTable &Table = MappingTable::get();
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      const RawToken &N = T[X.Name];
      llvm::StringRef Name = T.spelling(X.Name);
      for (const LocationForm &R : LocationRows) {
        bool V2 = Name == R.CudaV2;
        if ((!V2 && Name != R.Cuda) || (!V2 && !Cuda13.count(N.Offset)) ||
            X.Args.size() <= size_t(std::max(R.LocationArg, R.FlagsArg)))
          continue;
        const MappingEntry *New = Table.lookup(R.CudaV2), *Old = Table.lookup(R.Cuda);
        if (!New || !Old)
          continue;
        if (New->availableIn(C.Hip)) {
          if (V2)
            continue; // the rename pass writes the _v2 row's name
          Out.Edits.replace(N.Offset, N.Length, New->hipIn(C.Hip), name());
          Out.use(N.Offset, R.Cuda, New->hipIn(C.Hip), Area::Runtime, true);
          continue;
        }
        if (!Old->availableIn(C.Hip))
          continue;
        OffsetRange L = X.arg(R.LocationArg);
        Out.Edits.replace(N.Offset, N.Length, Old->hipIn(C.Hip), name());
        Out.Edits.insert(L.Begin, "cu2hip_mem_location_device(", name());
        Out.Edits.insert(L.End, ")", name());
        if (R.FlagsArg >= 0)
          Out.Edits.replace(X.commaAndArg(R.FlagsArg).Begin,
                            X.commaAndArg(R.FlagsArg).End - X.commaAndArg(R.FlagsArg).Begin, "", name());
        Out.NeedsWarpHeader = true;
        Out.use(N.Offset, Name, Old->hipIn(C.Hip), Area::Runtime, true);
      }
    }
  }

public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    locationForms(C, Out);
    const RawTokens &T = C.Toks;
    static const std::vector<llvm::StringRef> Names = [] {
      std::vector<llvm::StringRef> N;
      for (const Signature &S : Rows)
        N.push_back(S.Cuda);
      return N;
    }();
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      const RawToken &N = T[X.Name];
      for (const Signature &S : Rows) {
        size_t Args = X.Args.size();
        // Before HipSince the rename pass reports the call.
        if (T.spelling(X.Name) != S.Cuda || C.Hip < S.HipSince || Args < S.MinArgs ||
            (S.MaxArgs && Args > S.MaxArgs) || Args == S.HipArgs)
          continue;
        Out.Edits.replace(N.Offset, N.Length, S.Hip, name());
        if (!S.Fill.empty() && Args < S.MaxArgs)
          Out.Edits.insert(T[X.Args.back().second].end(), (", " + S.Fill).str(), name());
        // The rename pass skips replaced tokens; record the use it would have.
        Out.use(N.Offset, S.Cuda, S.Hip, Area::Runtime, true);
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCuda12SignaturesRule() {
  return std::make_unique<Cuda12SignaturesRule>();
}
