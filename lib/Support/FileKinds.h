// What a file is by its name: a code file (source or header, the rows of
// FileKinds.def), CUDA by its name, its name under `port --rename`, a build
// script.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2hip {
namespace support {

enum class CodeFileKind { None, Source, Header };

/// Source or Header when \p Path's extension is a row of FileKinds.def.
CodeFileKind codeFileKind(llvm::StringRef Path);
inline bool isCodeFile(llvm::StringRef Path) { return codeFileKind(Path) != CodeFileKind::None; }

/// The extensions of FileKinds.def, in its order, each with its dot
/// (".cu, .cc, ..."): for messages.
std::string codeFileExtensionList();

/// A code file that is CUDA by its name alone (.cu, .cuh).
bool isCudaByName(llvm::StringRef Path);

/// The extension \p Ext (as written, without the dot) becomes under
/// `port --rename` ("cu" -> "hip", "cuh" -> "hip.h"), or "" when it stays.
llvm::StringRef renamedExtension(llvm::StringRef Ext);
/// The kind of extension \p Ext as written, without the dot ("cu" -> Source).
CodeFileKind extensionKind(llvm::StringRef Ext);
/// \p Path under `port --rename` ("x.cu" -> "x.hip", "x.cuh" -> "x.hip.h"), or
/// "" when it keeps its name (hidden files always do).
std::string renamedPath(llvm::StringRef Path);

enum class BuildScriptKind { None, CMake, Makefile };
/// The build script \p Path is by its name (the BUILD_SCRIPT rows of
/// FileKinds.def): CMakeLists.txt, *.cmake -> CMake; Makefile, makefile,
/// GNUmakefile, Makefile.*, *.mk, *.mak -> Makefile. Port translates them;
/// coverage does not copy them as a program's data.
BuildScriptKind buildScriptKind(llvm::StringRef Path);

} // namespace support
} // namespace cu2hip
