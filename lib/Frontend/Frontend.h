// Runs clang on one translation unit as CUDA, host side, against the bundled
// CUDA declaration headers (or a real SDK with --cuda-path).
#pragma once

#include "cu2hip/Diagnostics.h"
#include "cu2hip/Options.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace llvm::vfs {
class FileSystem;
}
namespace clang {
class ASTContext;
class SourceManager;
namespace tooling {
class CompilationDatabase;
class JSONCompilationDatabase;
}
} // namespace clang

namespace cu2hip {

/// BUILD_DIR/compile_commands.json for -p BUILD_DIR, the one loader translate
/// and port share: a missing, unreadable, empty or malformed file is an error
/// naming the file and why. \p Bytes, when given, receives the file's bytes.
llvm::Expected<std::unique_ptr<clang::tooling::JSONCompilationDatabase>>
loadCompileDatabase(llvm::StringRef BuildDir, std::string *Bytes = nullptr);

class PreludeCache;

/// The real file system as clang sees it in cu2hip: opening anything but a
/// regular file (an `#include` of a FIFO, which blocks until a writer comes,
/// or of /dev/zero, which never ends) fails at once with an error clang
/// reports at the `#include`.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> sourceFileSystem();

/// What a parse tells the passes about one translation unit.
struct ParsedUnit {
  clang::ASTContext &AST;
  clang::SourceManager &SM;
  clang::FileID MainFile;
  /// Names that the user's own code declares (functions, types, variables,
  /// enumerators, macros): never renamed even when they look like CUDA's.
  llvm::StringSet<> UserNames;
  /// A data member's name is the user's only where it refers to the member:
  /// its declaration, unqualified uses inside its class, constructor
  /// initializers (raw SourceLocation encodings; `.m`/`->m` are member names
  /// to every pass anyway). Elsewhere the same spelling may be CUDA's.
  llvm::DenseSet<unsigned> UserMemberLocs;
  /// User (non-system) headers the unit includes: absolute path -> FileID.
  std::vector<std::pair<std::string, clang::FileID>> UserHeaders;
};

/// What a parse read (the translation cache's dependencies).
struct ParseReads {
  /// Every real file clang's file manager opened or checked for the unit
  /// (headers, the bundled and system ones too), absolute; not the main file
  /// (read from memory). Under \p SkipUnder (the cache) only a precompiled
  /// prelude is listed, as its meta file (the headers it was made from).
  std::vector<std::string> Files;
  /// The #include names that were not found, and the include search
  /// directories (where such a header could appear later).
  std::vector<std::string> Missing, SearchDirs;
};

class Frontend {
public:
  explicit Frontend(const TranslateOptions &Opts);
  ~Frontend();

  /// Parses \p Path, whose bytes are \p Text, and calls \p OnParsed with the
  /// result. Clang's errors become ParseProblem diagnostics in \p Diags. Returns
  /// false only when clang could not be run at all.
  bool parse(llvm::StringRef Path, const std::string &Text,
             llvm::function_ref<void(ParsedUnit &)> OnParsed,
             std::vector<Diagnostic> &Diags, ParseReads *Reads = nullptr,
             llvm::StringRef SkipUnder = "") const;

  /// What a unit's parse depends on besides its bytes and the files it
  /// reads: its clang flags (without the prelude, which is not built for
  /// this) and whether the compilation database lists it.
  std::string unitFlags(llvm::StringRef Path) const;

  /// The full clang command line used for \p Path (for --verbose and tests).
  /// \p Platform: flags of the input's platform (amdPlatformFlags() for HIP input).
  /// \p PreludeHeader: HIP's header to precompile in the prelude (HIP input
  /// whose include nothing before it changes, Platform.h), else "".
  std::vector<std::string> commandLine(llvm::StringRef Path,
                                       llvm::ArrayRef<std::string> Platform = {},
                                       llvm::StringRef PreludeHeader = "") const;

  /// \p Cmd (commandLine's) as the cc1 command line clang's driver makes of
  /// it, {"clang", "-cc1", ...}: the driver runs once per distinct set of
  /// flags in a process (its toolchain detection probes dozens of paths for
  /// each unit), and each unit gets a copy with its own path and name. \p Cmd
  /// itself when the driver reports an error (the unit's parse reports it).
  std::vector<std::string> cc1CommandLine(const std::vector<std::string> &Cmd) const;

private:
  std::vector<std::string> userFlags(llvm::StringRef Path) const;
  /// The driver's cc1 arguments per set of flags (a unit's command line but
  /// its path): where the unit's path and main-file-name go; empty when the
  /// driver's output was not of that shape.
  struct Cc1Template {
    std::vector<std::string> Args;
    size_t PathAt = 0, NameAt = 0;
  };
  mutable std::mutex Cc1Mu;
  mutable std::map<std::string, std::optional<Cc1Template>> Cc1Templates;
  /// \p Platform: flags of the input's platform, part of the fixed flags that
  /// key the prelude. \p UserBegin, if given, is set to where the user's flags start.
  std::vector<std::string> baseCommandLine(llvm::StringRef Path,
                                           llvm::ArrayRef<std::string> Platform = {},
                                           size_t *UserBegin = nullptr) const;
  std::unique_ptr<PreludeCache> Prelude;

  const TranslateOptions &Opts;
  std::string BundledInclude;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
};

/// Keeps the flags of a compile command that matter for parsing (-I, -D, -U,
/// -isystem, -include, -std, ...) and drops compiler-specific ones (nvcc's
/// -gencode, -Xcompiler, output and dependency flags...).
std::vector<std::string> sanitizeCompileFlags(const std::vector<std::string> &Args);

/// Locates the share directory (bundled headers) next to the executable.
std::string findShareDir(llvm::StringRef Override);

} // namespace cu2hip
