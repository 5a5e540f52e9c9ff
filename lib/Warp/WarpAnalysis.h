// Finds the places where CUDA code assumes 32-lane warps (AST-based, with a
// little data flow: which variables derive from the thread index or from a
// ballot), classifies them, and says what each warp model does with them.
#pragma once

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

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

struct WarpSite {
  WarpClass Class;
  unsigned Offset = 0, Length = 0; // in the file
  bool Device = true;              // in device code (else host)
  std::string Function;            // enclosing function, if any
  std::string What;                // e.g. "lane index: threadIdx.x % 32"
  std::string Logical32;           // what logical32 does
  std::string Native;              // what native does (rewrite or why not)
  /// The native rewrite, when there is one: replace [Offset, Offset+Length) ...
  bool HasNativeEdit = false;
  unsigned EditOffset = 0, EditLength = 0;
  std::string EditText;
  /// Native cannot be applied to the enclosing function because of this site.
  bool BlocksNative = false;
};

/// Functions of the file and whether the native model can be applied to each.
struct FunctionPlan {
  std::string Name;
  unsigned Begin = 0, End = 0; // body range in the file
  bool Device = false;
  bool Native = false; // native rewrites apply inside
  std::string FallbackReason;
};

struct WarpReport {
  std::vector<WarpSite> Sites;
  std::vector<FunctionPlan> Functions;
  /// A host-side site that sizes per-warp data with 32 (blocks native file-wide).
  std::string HostWarpSizing;
};

/// Analyses the user file \p FID. \p WantNative: plan native rewrites.
WarpReport analyzeWarpSites(clang::ASTContext &Ctx, clang::FileID FID, bool WantNative);

} // namespace cu2hip
