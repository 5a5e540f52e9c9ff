// File-level helpers of `cu2hip port` (include/cu2hip/Port.h): whether a file
// uses CUDA, what it includes, --include/--exclude globs. What a file is by
// its name (code file, build script) is Support/FileKinds.def's.
#include "Core/Directives.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Port.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace cu2hip;

bool cu2hip::looksBinary(llvm::StringRef Text) {
  return std::memchr(Text.data(), 0, std::min<size_t>(Text.size(), 8192)) != nullptr;
}

std::vector<IncludeName> cu2hip::includeNames(const std::string &Text) {
  std::vector<IncludeName> Out;
  DirectiveScan Scan(Text);
  for (const IncludeDirective &R : Scan.includes())
    Out.push_back({R.Name.str(), R.Angled});
  return Out;
}

bool cu2hip::textUsesCuda(const std::string &Text) { return textUsesCuda(Text, includeNames(Text)); }

bool cu2hip::textUsesCuda(llvm::StringRef Text, llvm::ArrayRef<IncludeName> Includes) {
  for (const IncludeName &R : Includes) {
    llvm::StringRef H = R.Name;
    if (MappingTable::get().lookupInclude(H))
      return true;
    if (H.starts_with("thrust/") || isCudaHeaderName(H) ||
        isCudaHeaderName(llvm::sys::path::filename(H)))
      return true;
  }
  if (Text.contains("<<<"))
    return true;
  const MappingTable &MT = MappingTable::get();
  size_t I = 0, N = Text.size();
  auto IsStart = [](char C) { return llvm::isAlpha(C) || C == '_'; };
  auto IsChar = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  while (I < N) {
    if (!IsStart(Text[I])) {
      ++I;
      continue;
    }
    size_t B = I;
    while (I < N && IsChar(Text[I]))
      ++I;
    llvm::StringRef Id = Text.slice(B, I);
    if (B > 0 && IsChar(Text[B - 1]))
      continue; // the tail of a number such as 0x1f
    if (Id.size() < 3)
      continue;
    if (isCudaKeyword(Id))
      return true;
    if (MT.lookup(Id) || looksLikeCudaName(Id))
      return true;
  }
  return false;
}

namespace {
/// Pattern components against path components: a "**" component matches any
/// number of path components (none too), every other one a single component
/// through llvm::GlobPattern (so '*' and '?' never cross a '/').
bool matchComponents(llvm::ArrayRef<llvm::StringRef> P, llvm::ArrayRef<llvm::StringRef> S) {
  if (P.empty())
    return S.empty();
  if (P.front() == "**") {
    for (size_t I = 0; I <= S.size(); ++I)
      if (matchComponents(P.drop_front(), S.drop_front(I)))
        return true;
    return false;
  }
  if (S.empty())
    return false;
  llvm::Expected<llvm::GlobPattern> G = llvm::GlobPattern::create(P.front());
  bool Here;
  if (G) {
    Here = G->match(S.front());
  } else { // not a pattern (an unclosed '['): the component itself
    llvm::consumeError(G.takeError());
    Here = P.front() == S.front();
  }
  return Here && matchComponents(P.drop_front(), S.drop_front());
}

bool globMatch(llvm::StringRef Pattern, llvm::StringRef Path) {
  llvm::SmallVector<llvm::StringRef> P, S;
  Pattern.split(P, '/');
  Path.split(S, '/');
  return matchComponents(P, S);
}
} // namespace

bool cu2hip::portGlobMatch(llvm::StringRef Pattern, llvm::StringRef RelPath) {
  Pattern.consume_front("./");
  while (Pattern.size() > 1 && Pattern.ends_with("/"))
    Pattern = Pattern.drop_back();
  if (globMatch(Pattern, RelPath))
    return true;
  // A leading directory of the path.
  for (size_t I = RelPath.find('/'); I != llvm::StringRef::npos; I = RelPath.find('/', I + 1))
    if (globMatch(Pattern, RelPath.substr(0, I)))
      return true;
  // A pattern without '/' is matched against each component's name.
  if (!Pattern.contains('/')) {
    llvm::SmallVector<llvm::StringRef> Parts;
    RelPath.split(Parts, '/');
    for (llvm::StringRef Part : Parts)
      if (globMatch(Pattern, Part))
        return true;
  }
  return false;
}
