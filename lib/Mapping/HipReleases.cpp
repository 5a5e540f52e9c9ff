// The HIP releases cu2hip translates for (HipReleases.def).
#include "cu2hip/Mapping.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;

llvm::ArrayRef<Version> cu2hip::knownHipReleases() {
  static const Version Releases[] = {
#define HIP_RELEASE(Major, Minor) Version::make(Major, Minor),
#include "HipReleases.def"
  };
  return Releases;
}

Version cu2hip::newestKnownHipRelease() { return knownHipReleases().back(); }

std::string cu2hip::knownHipReleaseList() {
  std::string S;
  for (Version V : knownHipReleases())
    S += (S.empty() ? "" : ", ") + V.str();
  return S;
}

llvm::Expected<Version> cu2hip::parseHipTarget(llvm::StringRef S) {
  std::optional<Version> V = Version::parse(S.trim());
  if (!V || !V->isSet())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "expects a HIP release X.Y, got '%s' (known: %s)",
                                   S.str().c_str(), knownHipReleaseList().c_str());
  Version Release = Version::make(V->major(), V->minor());
  // "6" is refused rather than read as 6.0: a user writing it may mean any 6.x.
  if (!S.contains('.') || !llvm::is_contained(knownHipReleases(), Release))
    return llvm::createStringError(std::errc::invalid_argument,
                                   "'%s' is not a HIP release cu2hip knows (known: %s)",
                                   S.str().c_str(), knownHipReleaseList().c_str());
  return *V;
}

llvm::Expected<std::vector<Version>> cu2hip::parseHipTargetList(llvm::StringRef S) {
  std::vector<Version> Out;
  for (llvm::StringRef P : llvm::split(S, ',')) {
    if (P.trim().empty())
      continue;
    llvm::Expected<Version> V = parseHipTarget(P.trim());
    if (!V)
      return V.takeError();
    if (!llvm::is_contained(Out, *V))
      Out.push_back(*V);
  }
  if (Out.empty())
    return llvm::createStringError(std::errc::invalid_argument, "no HIP release in '%s'", S.str().c_str());
  llvm::sort(Out);
  return Out;
}
