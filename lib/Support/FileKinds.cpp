#include "Support/FileKinds.h"

#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::support;

namespace {
struct CodeFile {
  llvm::StringRef Ext;
  CodeFileKind Kind;
  bool CudaByName;
  llvm::StringRef Renamed;
};

constexpr CodeFileKind Source = CodeFileKind::Source, Header = CodeFileKind::Header;
const CodeFile CodeFiles[] = {
#define CODE_FILE(Ext, Kind, CudaByName, Renamed) {Ext, Kind, CudaByName, Renamed},
#include "Support/FileKinds.def"
};

/// How a BUILD_SCRIPT row's text is compared with a file name.
enum ScriptMatch { NameIs, SuffixIs, PrefixIs };
struct BuildScript {
  ScriptMatch Match;
  llvm::StringRef Text;
  BuildScriptKind Kind;
};
const BuildScript BuildScripts[] = {
#define BUILD_SCRIPT(Match, Text, Kind) {Match##Is, Text, BuildScriptKind::Kind},
#include "Support/FileKinds.def"
};

/// The extension as written ("" for none or a name starting with its only dot).
llvm::StringRef rawExtension(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  size_t Dot = Name.rfind('.');
  if (Dot == llvm::StringRef::npos || Dot == 0)
    return "";
  return Name.substr(Dot + 1);
}

/// The row of extension \p Ext, compared as written.
const CodeFile *rowOfExtension(llvm::StringRef Ext) {
  for (const CodeFile &F : CodeFiles)
    if (F.Ext == Ext)
      return &F;
  return nullptr;
}

const CodeFile *rowOf(llvm::StringRef Path) { return rowOfExtension(rawExtension(Path).lower()); }
} // namespace

CodeFileKind support::codeFileKind(llvm::StringRef Path) {
  const CodeFile *F = rowOf(Path);
  return F ? F->Kind : CodeFileKind::None;
}

bool support::isCudaByName(llvm::StringRef Path) {
  const CodeFile *F = rowOf(Path);
  return F && F->CudaByName;
}

std::string support::renamedPath(llvm::StringRef Path) {
  if (llvm::sys::path::filename(Path).starts_with("."))
    return "";
  llvm::StringRef Ext = rawExtension(Path);
  llvm::StringRef New = renamedExtension(Ext);
  if (New.empty())
    return "";
  return (Path.drop_back(Ext.size()) + New).str();
}

llvm::StringRef support::renamedExtension(llvm::StringRef Ext) {
  const CodeFile *F = rowOfExtension(Ext);
  return F ? F->Renamed : "";
}

CodeFileKind support::extensionKind(llvm::StringRef Ext) {
  const CodeFile *F = rowOfExtension(Ext);
  return F ? F->Kind : CodeFileKind::None;
}

BuildScriptKind support::buildScriptKind(llvm::StringRef Path) {
  llvm::StringRef File = llvm::sys::path::filename(Path);
  for (const BuildScript &B : BuildScripts)
    if (B.Match == NameIs     ? File == B.Text
        : B.Match == SuffixIs ? File.ends_with(B.Text)
                              : File.starts_with(B.Text))
      return B.Kind;
  return BuildScriptKind::None;
}

std::string support::codeFileExtensionList() {
  std::string S;
#define CODE_FILE(Ext, Kind, CudaByName, Renamed) S += (S.empty() ? "." : ", .") + std::string(Ext);
#include "Support/FileKinds.def"
  return S;
}
