// The warp plan of one file: every place that assumes 32-lane warps (a
// WarpSite) and, per function, the warp model actually applied. Computed once
// per file by the warp analysis (lib/Warp/WarpAnalysis.cpp) before any rule
// runs; rules ask it by source offset (RuleInput::Warp), and warp-site
// diagnostics carry the site itself (Diagnostic::Site) to warp-check and the
// reports.
#pragma once

#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <string>
#include <vector>

namespace cu2hip {

enum class WarpClass {
  WidthConstant = 1, // lane id (% 32, & 31), warp id (/ 32, >> 5), warps per block
  ShuffleLoop = 2,   // shuffle loops from 16, unrolled 16..1 sequences, xor butterflies
  LaneMask = 3,      // 0xffffffff / ~0u / (1u << lane) masks, __activemask()
  BallotWidth = 4,   // ballot results in 32-bit integers, __popc/__ffs/__clz/__brev on them
  WarpCountBuffer = 5, // shared/host buffers sized by a warp count (n / 32)
  TileOrImplicit = 6,  // tiles of 32, implicit warp-synchronous code
};
llvm::StringRef warpClassName(WarpClass C);

/// One place in a file that depends on the warp width. The only warp-site type
/// of the project (coverage reports keep WarpFinding, a diagnostic's outcome).
struct WarpSite {
  WarpClass Class = WarpClass::WidthConstant;
  unsigned Offset = 0, Length = 0; // in the file
  bool Device = true;              // in device code (else host)
  std::string Function;            // enclosing function, if any
  std::string What;                // e.g. "lane index: threadIdx.x % 32"
  std::string Logical32;           // what logical32 does
  std::string Native;              // what native does (rewrite or why not)
  /// The native rewrite, when there is one: replace [EditOffset, +EditLength).
  bool HasNativeEdit = false;
  unsigned EditOffset = 0, EditLength = 0;
  std::string EditText;
  /// Native cannot be applied to the enclosing function because of this site.
  bool BlocksNative = false;
};

/// A function of the file and whether the native model applies inside it.
struct FunctionPlan {
  std::string Name;
  unsigned Begin = 0, End = 0; // body range in the file
  bool Device = false;
  bool Native = false; // native rewrites apply inside
  std::string FallbackReason;
  /// The reason is code of its own that is no warp-size site (a vote's
  /// value, a lane grouping by a run-time width): reported even where the
  /// function has no sites.
  bool OwnReason = false;
};

struct WarpPlan {
  std::vector<WarpSite> Sites; // by offset
  std::vector<FunctionPlan> Functions;
  /// A host-side site that sizes per-warp data with 32 (blocks native file-wide).
  std::string HostWarpSizing;

  /// The innermost function whose body holds \p Offset (the one with the
  /// latest Begin; of equal ones, the last in Functions), or null. A binary
  /// search in an index built on first use (rules ask once per site and per
  /// token: a linear scan made large files quadratic).
  const FunctionPlan *functionAt(unsigned Offset) const;
  /// The model applied at \p Offset is native: only inside a function the
  /// analysis cleared for it, and only when native was asked for. Everything
  /// else (host code, no AST, a fallback) keeps logical 32-lane warps.
  bool nativeAt(unsigned Offset) const {
    const FunctionPlan *F = functionAt(Offset);
    return F && F->Native;
  }
  bool hasSitesIn(const FunctionPlan &F) const;

private:
  /// The index: rebuilt when Functions or Sites changed size since.
  void index() const;
  mutable size_t IndexedFunctions = 0, IndexedSites = 0;
  mutable bool Indexed = false;
  /// Bounds[k] starts a stretch of offsets, up to Bounds[k + 1], where
  /// functionAt is Owner[k] (an index into Functions, or npos).
  mutable std::vector<unsigned> Bounds;
  mutable std::vector<size_t> Owner;
  mutable std::vector<unsigned> SiteOffsets; // sorted
};

} // namespace cu2hip
