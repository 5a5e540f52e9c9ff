#include "Emulations.h"

#include "llvm/ADT/StringMap.h"

#include <vector>

using namespace cu2hip;
using namespace cu2hip::emulations;

namespace {
struct RawRow {
  Emulation::KindT Kind;
  const char *Cuda, *Pointee, *Helper, *Hip, *HipName;
  Family Fam;
};

const RawRow Rows[] = {
#define EMULATED_CALL(CudaName, Helper, HipVersion, Fam)                                          \
  {Emulation::Call, CudaName, "", Helper, HipVersion, CudaName, Family::Fam},
#define EMULATED_NAME(CudaName, Helper, HipVersion, HipName, Fam)                                 \
  {Emulation::Name, CudaName, "", Helper, HipVersion, HipName, Family::Fam},
#define EMULATED_OVERLOAD(CudaName, Pointee, Helper, HipVersion, Fam)                             \
  {Emulation::Overload, CudaName, Pointee, Helper, HipVersion, CudaName, Family::Fam},
#define EMULATED_HOST(CudaName, Helper, Fam) {Emulation::Host, CudaName, "", Helper, "", CudaName, Family::Fam},
#define EMULATED_MIXED(CudaName, Helper, Fam) {Emulation::Mixed, CudaName, "", Helper, "", CudaName, Family::Fam},
#define EMULATED_CG(CudaName, HipVersion)                                                         \
  {Emulation::CoopGroups, CudaName, "", "cu2hip_cg::" CudaName, HipVersion, CudaName, Family::CoopGroups},
// The release is the CG.def row's HipAdded (build() reads it).
#define EMULATED_CG_MEMBER(Class, Member)                                                        \
  {Emulation::CoopGroupsMember, "cooperative_groups::" Class "::" Member, "", "cu2hip_cg::" Member, "", \
   "cooperative_groups::" Class "::" Member, Family::CoopGroups},
#define EMULATED_CONSTANTS(Prefix, HelperPrefix, Fam)                                           \
  {Emulation::Constants, Prefix, "", HelperPrefix, "", Prefix, Family::Fam},
#include "Emulations.def"
};

std::vector<Emulation> build() {
  std::vector<Emulation> Out;
  for (const RawRow &R : Rows) {
    Emulation E{R.Kind, R.Cuda, R.Pointee, R.Helper, Version(), R.HipName, R.Fam};
    if (auto V = Version::parse(R.Hip))
      E.Hip = *V;
    if (R.Kind == Emulation::CoopGroupsMember)
      if (const MappingEntry *Row = MappingTable::get().lookup(R.Cuda))
        E.Hip = Row->HipAdded;
    Out.push_back(E);
  }
  return Out;
}
} // namespace

llvm::ArrayRef<Emulation> emulations::all() {
  static const std::vector<Emulation> Table = build();
  return Table;
}

const Emulation *emulations::lookupName(llvm::StringRef CudaName) {
  static const llvm::StringMap<const Emulation *> ByName = [] {
    llvm::StringMap<const Emulation *> M;
    for (const Emulation &E : all())
      if (E.Kind == Emulation::Call || E.Kind == Emulation::Name)
        M.try_emplace(E.Cuda, &E);
    return M;
  }();
  auto It = ByName.find(CudaName);
  return It == ByName.end() ? nullptr : It->second;
}

const Emulation *emulations::lookupConstant(llvm::StringRef CudaName) {
  for (const Emulation &E : all())
    if (E.Kind == Emulation::Constants && CudaName.starts_with(E.Cuda))
      return &E;
  return nullptr;
}

const Emulation *emulations::lookupCgMember(llvm::StringRef Key) {
  for (const Emulation &E : all())
    if (E.Kind == Emulation::CoopGroupsMember && E.Cuda == Key)
      return &E;
  return nullptr;
}

const Emulation *emulations::lookupHost(llvm::StringRef CudaName) {
  static const llvm::StringMap<const Emulation *> ByName = [] {
    llvm::StringMap<const Emulation *> M;
    for (const Emulation &E : all())
      if (E.Kind == Emulation::Host)
        M.try_emplace(E.Cuda, &E);
    return M;
  }();
  auto It = ByName.find(CudaName);
  return It == ByName.end() ? nullptr : It->second;
}
