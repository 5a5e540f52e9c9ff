// Finds the places where CUDA code assumes 32-lane warps (AST-based, with a
// little data flow: which variables derive from the thread index or from a
// ballot), classifies them, and decides per function which warp model applies.
#pragma once

#include "cu2hip/WarpPlan.h"

#include "clang/Basic/SourceLocation.h"

namespace clang {
class ASTContext;
}

namespace cu2hip {

/// Analyses the user file \p FID. \p WantNative: plan native rewrites (else
/// every function keeps logical32 and only the sites are listed).
WarpPlan analyzeWarpSites(clang::ASTContext &Ctx, clang::FileID FID, bool WantNative);

} // namespace cu2hip
