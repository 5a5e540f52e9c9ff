// Shared pieces of the real-world pattern rules (docs/real-world.md): the
// feature table (Features.def) that the rename and include passes consult, and
// small lexical helpers.
#pragma once

#include "../../Core/PassContext.h"
#include "cu2hip/Mapping.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::realworld {

/// One row of Features.def, parsed.
struct Feature {
  enum KindT { Newer, Interop } Kind;
  llvm::StringRef Name;
  Version Hip;            // unset: no HIP version known to have it
  llvm::StringRef HipHas; // what HIP offers instead
  struct Signal {
    enum { Header, HeaderPrefix, Exact, Prefix, Infix, Qualified } Kind;
    std::string Text, Member; // Qualified: Text::Member (Member empty: any)
  };
  std::vector<Signal> Signals;
  std::vector<std::pair<std::string, std::string>> Renames; // applied when Hip <= target
  bool availableIn(Version Target) const { return Hip.isSet() && Hip <= Target; }
};

const std::vector<Feature> &features();
/// The feature an identifier belongs to (Exact/Prefix/Infix signals), or null.
const Feature *featureOfName(llvm::StringRef Name);
/// The feature an #include'd header belongs to, or null.
const Feature *featureOfHeader(llvm::StringRef Header);

/// True when the rename pass must not report CUDA name \p Name by itself
/// because the features rule reports it as part of a feature (one diagnostic
/// per feature and file).
bool reportedAsFeature(llvm::StringRef Name, Version Hip);
/// True when the include pass must not report \p Header by itself.
bool headerReportedAsFeature(llvm::StringRef Header);

/// True for a macro of CudaMacros.def that nvcc's implicit cuda_runtime.h (or
/// nvcc itself) provides: a file testing it is CUDA code and gets the HIP
/// runtime header that answers the rewritten test.
bool impliesCudaRuntime(llvm::StringRef Name);

/// Names #define'd anywhere in the file (taken branches or not).
llvm::StringSet<> definedMacros(const RawTokens &T);

/// Wraps [Begin, End) in `#if !defined(__HIPCC__)` ... `#endif`, on lines of
/// their own (the range is widened to whole lines when only blanks and a //
/// comment share them), with \p Why as a comment on the #if line. Keeps the
/// file's line endings.
void guardOutForHip(PassContext &C, unsigned Begin, unsigned End, llvm::StringRef Why,
                    llvm::StringRef Who);

/// "\r\n" when the file uses CRLF line endings, else "\n".
llvm::StringRef lineEnding(const RawTokens &T);

} // namespace cu2hip::realworld
