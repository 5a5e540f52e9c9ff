// `port --style=compat` (docs/compat.md): a CUDA file stays CUDA, and a HIP
// build of it gets its HIP through one generated header per project plus
// guarded source edits where a macro cannot do the job.
//
// The fork translation of a file (FileResult's edits) is split here:
//  - a rename of one identifier to another, made at every occurrence of the
//    name in the file, becomes a header entry (#define or typedef);
//  - an edit of a CUDA #include becomes one guarded block that includes the
//    HIP headers and the compat header under HIP and the original otherwise;
//  - every other edit is made under HIP only: its whole lines are kept for
//    CUDA in an #else branch, an edited #if/#elif condition becomes
//    `(HIP) ? (new) : (old)`, so the CUDA preprocessor sees what it saw.
#pragma once

#include "cu2hip/Mapping.h"
#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {
namespace compat {

/// The one spelling of "this is a HIP build": clang's HIP language (hipcc,
/// CMake's HIP language) defines __HIP__; a host compile against HIP (CMake's
/// hip::host, the CPU backend) defines __HIP_PLATFORM_AMD__.
inline constexpr char HipCondition[] = "defined(__HIP__) || defined(__HIP_PLATFORM_AMD__)";

/// Ends the first line of every block compat writes: what restoreOriginal()
/// undoes, and nothing a user wrote.
inline constexpr char Marker[] = "// cu2hip compat";

/// The text \p Text had before a compat port: each block compat wrote is
/// replaced by the original it keeps for CUDA (an edited condition reads as
/// its CUDA test). Text with no Marker is returned as it is.
std::string restoreOriginal(llvm::StringRef Text);

/// One file's compat translation.
struct FileCompat {
  std::string Output;
  /// The renames this file leaves to the header: CUDA name -> HIP name.
  std::map<std::string, std::string> Renames;
  unsigned GuardedBlocks = 0;  // source edits made under HIP only
  unsigned IncludeBlocks = 0;  // guarded include blocks
  bool IncludesHeader = false; // the output includes the compat header
  /// An edit made in place uses a helper of cu2hip_warp.h.
  bool NeedsWarpHelpers = false;
};

/// The compat translation of \p F (its Original and Replacements).
/// \p HeaderSpelling is how this file includes the compat header ("x.h",
/// "../include/x.h"); "" when the project has a HIP layer of its own, which
/// its own #if selects: the file's includes then stay as they are.
/// \p Inherited: a project header the file includes brings the compat header
/// (it includes a CUDA header itself), so the file needs no include of its own
/// unless it has CUDA includes to guard.
FileCompat translateFile(const FileResult &F, llvm::StringRef HeaderSpelling, bool Inherited = false);

/// One `#define CUDA_NAME HIP_NAME` of a project's own HIP layer (Hip empty
/// when the body is not one identifier: a function-like macro, an expression).
struct LayerEntry {
  std::string Cuda, Hip;
  unsigned Line;
};
/// The CUDA names \p Text maps when it is a HIP layer of the project's own
/// (it includes a HIP header and #defines at least three CUDA names of the
/// tables), in order; empty otherwise.
std::vector<LayerEntry> hipLayerEntries(llvm::StringRef Text);
std::set<std::string> hipLayerNames(llvm::StringRef Text);

/// What goes into the compat header.
struct HeaderSpec {
  std::string FileName;  // e.g. "proj_hip_compat.h" (its include guard derives from it)
  /// Every rename the project's files left to the header; a name two files
  /// map differently is not here (Conflicts).
  std::map<std::string, std::string> Renames;
  /// The HIP releases the header serves, oldest first (at least one); entries
  /// whose spelling or presence differs among them get version conditions.
  std::vector<Version> Targets;
  /// How the header includes cu2hip_warp.h.
  std::string WarpHeaderSpelling;
  /// Some file's edits use cu2hip_warp.h's helpers: the header includes it
  /// then, and when one of its entries names a helper (cu2hip_...).
  bool EditsNeedWarp = false;
};

/// The header's text: deterministic (same spec, same bytes), grouped by area,
/// only the entries the spec names.
std::string headerText(const HeaderSpec &S);

/// The project's own HIP layer \p Layer (its text as the project wrote it)
/// extended by the entries of \p S whose CUDA names it does not map (\p Have),
/// in one HIP-guarded block at its end; \p Layer itself when none is missing.
/// Its entries, \p Have, decide what is missing; an entry that names a
/// spelling some release asked for lacks (layerFixes) is remapped there.
std::string layerText(llvm::StringRef Layer, const std::vector<LayerEntry> &Have, const HeaderSpec &S);

/// A layer's mapping that a run of the releases asked for spells otherwise:
/// releases in [From, Before) (unset: no bound) spell Entry.Cuda as Hip.
struct LayerFix {
  LayerEntry Entry;
  std::string Hip;
  Version From, Before;
};
std::vector<LayerFix> layerFixes(const std::vector<LayerEntry> &Layer, std::vector<Version> Targets);

/// The kind of a header entry, as docs/compat.md names them; each is a
/// #define. A macro is read where it is used, so the header works whatever
/// a file includes after it; a typedef would need the HIP type declared
/// first (a library's type before the library header, a type only some HIP
/// releases declare) and would break on `struct cudaX`.
enum class EntryKind { Rename, Type, Constant };
EntryKind entryKind(llvm::StringRef CudaName);

} // namespace compat
} // namespace cu2hip
