// The real-world pattern tables (docs/real-world.md) as the rename and
// include passes and the real-world rules query them: features of newer CUDA
// headers and interop (Features.def) and the CUDA macros user code tests
// (CudaMacros.def). Data only; the rules live in lib/Rules/RealWorld.
#pragma once

#include "cu2hip/Mapping.h"

#include "llvm/ADT/StringRef.h"
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
  struct Rename {
    std::string From, To;
    Version Since; // the row's Hip, or the rename's own "@version"
  };
  std::vector<Rename> Renames;
  bool availableIn(Version Target) const { return Hip.isSet() && Hip <= Target; }
  /// What \p Name (an identifier or a header) becomes in HIP \p Target: the
  /// last of its renames whose version the target has, or null.
  const std::string *renameFor(llvm::StringRef Name, Version Target) const {
    const std::string *To = nullptr;
    if (availableIn(Target))
      for (const Rename &R : Renames)
        if (R.From == Name && R.Since <= Target)
          To = &R.To;
    return To;
  }
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

enum class MacroKind { Defined, Version, Arch, Compiler, Always };

/// One row of CudaMacros.def.
struct MacroRow {
  llvm::StringRef Name;
  MacroKind Kind;
  llvm::StringRef DefinedAs, Assumed, ValueAs, Note;
};
/// The row of macro \p Name, or null.
const MacroRow *lookupMacro(llvm::StringRef Name);
/// The CUDA release whose #if branches are kept ("12.4", CudaMacros.def).
llvm::StringRef assumedCudaVersion();

/// The first HIP release that declares function \p Name with parameter types
/// \p Params (canonical, ", "-separated) although CUDA does not (HipDeclared.def),
/// or an unset version.
Version hipDeclares(llvm::StringRef Name, llvm::StringRef Params);

} // namespace cu2hip::realworld
