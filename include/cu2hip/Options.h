// Options for one run of the library. Filled by tools/cu2hip/main.cpp (or a
// test) and passed explicitly; the library reads no global state.
#pragma once

#include "cu2hip/Mapping.h"
#include <functional>
#include <memory>
#include <functional>
#include <string>
#include <vector>

namespace cu2hip {

class UserRuleSet;

enum class LaunchSyntax { Cuda, Hip };
/// logical32: CUDA's 32-lane warps kept on any wavefront (cu2hip_warp.h);
/// native: adapted to the wavefront where the analysis proves it safe;
/// none: what a token renamer writes (HIP's warp intrinsics at their default
/// widths), only to show what the other two prevent.
enum class WarpModel { Logical32, Native, None };
constexpr const char *WarpModelNames[] = {"logical32", "native", "none"};
inline const char *warpModelName(WarpModel M) { return WarpModelNames[static_cast<int>(M)]; }

struct TranslateOptions {
  /// What a source file's bytes read as before translation, for the main
  /// file and every header the parse opens (port --style=compat: the CUDA
  /// under an earlier compat layer); unset: the bytes as they are. A view
  /// has the bytes' size (clang checks a file against its size on disk):
  /// a shorter text is padded at its end.
  std::function<std::string(llvm::StringRef Bytes)> SourceView;
  /// The directory whose files SourceView applies to (absolute).
  std::string SourceViewRoot;
  LaunchSyntax Launch = LaunchSyntax::Cuda;
  WarpModel Warp = WarpModel::Logical32;
  /// --dynamic-shared=macro: write `extern __shared__ T x[];` as HIP_DYNAMIC_SHARED(T, x).
  bool DynamicSharedMacro = false;
  /// The HIP version to translate for; unset means "detect" (see resolveHipVersion).
  Version HipTarget;
  /// Leave a /* CU2HIP-Wnnnn ... */ comment at each site that needs manual work.
  bool Annotate = false;
  /// Extra compiler arguments (after `--` on the command line).
  std::vector<std::string> ExtraArgs;
  /// A real CUDA SDK to parse against instead of the bundled headers (opt-in).
  std::string CudaPath;
  /// Directory holding compile_commands.json (-p).
  std::string BuildDir;
  /// Where the bundled CUDA declaration headers are; empty: next to the executable.
  std::string ShareDir;
  /// Skip the precompiled bundled headers (for debugging the frontend).
  bool NoPch = false;
  bool Verbose = false;
  /// Rules to switch off or on again, e.g. "-warp-size,-cuda-*" (see ruleSpecError).
  std::string Rules;
  /// --rules FILE, in command-line order (docs/rules.md).
  std::vector<std::string> RuleFiles;
  /// The merged user rules (project .cu2hip.yaml, then RuleFiles); null: none.
  std::shared_ptr<const UserRuleSet> UserRules;
  /// Keep precompiled preludes for this process only, not in the cache on
  /// disk, and neither read nor write the translation cache or coverage's
  /// compile cache.
  bool NoCache = false;
  /// The values of the option table's Output rows as these options hold them
  /// (lib/Driver: translationOptionsKey), part of the translation cache's key
  /// (docs/caching.md). Empty: no translation cache (a library user, a test).
  std::function<std::string(const TranslateOptions &)> OptionsKey;
  /// --time-report: "" (none), "text" or "json" (include/cu2hip/TimeReport.h).
  std::string TimeReport;
};

/// Where a ROCm/HIP installation may be, in the order searched: $ROCM_PATH,
/// $HIP_PATH, /opt/rocm, /usr (the one list; headers are under ROOT/include).
std::vector<std::string> rocmRoots();

/// HIP_VERSION_MAJOR.HIP_VERSION_MINOR from the #defines in \p Text (a
/// hip_version.h, or a compiler's `-dM -E` output); none without a major.
std::optional<Version> hipVersionFromDefines(llvm::StringRef Text);

/// The HIP version found on this machine (include/hip/hip_version.h under the
/// first of rocmRoots() that has it), or the newest known release
/// (newestKnownHipRelease()).
Version detectHipVersion(std::string *FoundAt = nullptr);

} // namespace cu2hip
