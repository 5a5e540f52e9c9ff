// Reading a corpus: one directory per program, each described by corpus.yaml
// (schema in corpus/README.md). Parsed with llvm::yaml's traits; every problem
// is reported as file:line:col and never stops the other programs.
#include "Support/Nesting.h"
#include "Support/Paths.h"
#include "cu2hip/Coverage.h"
#include "Runner/HipLibraries.h"
#include "Runner/ProgramRun.h"
#include "Support/FileKinds.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <algorithm>

using namespace cu2hip;

namespace {

/// A program's name: its directory's (a directory given as "." or
/// "corpus/x/" or ".." still has one).
std::string programName(llvm::StringRef Dir) {
  std::string Name = llvm::sys::path::filename(Dir).str();
  if (!Name.empty() && Name != "." && Name != "..")
    return Name;
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return llvm::sys::path::filename(Abs).str();
}

/// What the scalar validators need to know.
struct ManifestContext {
  std::string Dir;
  std::string DirName;
  std::string Message; // the text a validator's StringRef result points into
  /// The sources read so far: one listed twice, under any name, is refused.
  struct Seen {
    std::string Spelling, Normal;
    llvm::sys::fs::UniqueID ID;
  };
  std::vector<Seen> Sources;
  llvm::StringRef say(const llvm::Twine &M) {
    Message = M.str();
    return Message;
  }
};

// Distinct types so that llvm::yaml validates each scalar where it is written
// (the error then points at the offending value, not at the whole mapping).
struct ProgramName { std::string V; };
struct SourcePath { std::string V; };
struct LibraryName { std::string V; };
struct DataPath { std::string V; };

struct ManifestYaml {
  ProgramName Name;
  std::string Summary;
  std::vector<std::string> Features;
  std::vector<SourcePath> Sources;
  std::vector<LibraryName> Libraries;
  std::vector<DataPath> Data;
  std::optional<std::string> Expect;
  std::vector<std::string> Args;
  std::string ExpectOutput;
  int ExpectExit = 0;
  std::vector<std::string> Ignore;
  unsigned Timeout = 0;
  bool WarpSensitive = false;
  bool Differential = false;
  std::vector<std::string> HipGaps;
};
} // namespace

LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(SourcePath)
LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(LibraryName)
LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(DataPath)

namespace llvm {
namespace yaml {
template <> struct ScalarTraits<ProgramName> {
  static void output(const ProgramName &N, void *, raw_ostream &OS) { OS << N.V; }
  static StringRef input(StringRef S, void *Ctxt, ProgramName &N) {
    N.V = S.str();
    auto *C = static_cast<ManifestContext *>(Ctxt);
    if (S.empty())
      return "'name' must not be empty";
    if (C && S != C->DirName)
      return C->say("'name' is '" + S + "' but the program's directory is '" + C->DirName + "'");
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<SourcePath> {
  static void output(const SourcePath &P, void *, raw_ostream &OS) { OS << P.V; }
  static StringRef input(StringRef S, void *Ctxt, SourcePath &P) {
    P.V = S.str();
    if (S.empty())
      return "empty source path";
    bool Up = false;
    for (auto I = sys::path::begin(S), E = sys::path::end(S); I != E; ++I)
      Up |= *I == "..";
    if (sys::path::is_absolute(S) || Up)
      return "a source must be a path inside the program directory";
    auto *C = static_cast<ManifestContext *>(Ctxt);
    if (C) {
      SmallString<256> Full(C->Dir);
      sys::path::append(Full, S);
      if (!sys::fs::is_regular_file(Full))
        return C->say("source '" + S + "' not found in " + C->Dir);
      // A link (or a link among its directories) may lead anywhere: the
      // program is what its directory holds.
      SmallString<256> Real, RealDir;
      if (sys::fs::real_path(Full, Real) || sys::fs::real_path(C->Dir, RealDir))
        return C->say("cannot resolve source '" + S + "'");
      if (!cu2hip::support::isWithin(Real, RealDir))
        return C->say("source '" + S + "' resolves to '" + Real + "', outside the program directory");
      SmallString<256> Normal(S);
      sys::path::remove_dots(Normal, /*remove_dot_dot=*/true);
      sys::fs::UniqueID ID;
      if (sys::fs::getUniqueID(Full, ID))
        return C->say("cannot resolve source '" + S + "'");
      for (const ManifestContext::Seen &Prev : C->Sources) {
        if (Prev.Normal == Normal)
          return C->say("source '" + S + "' is listed twice" +
                        (Prev.Spelling == S ? "" : " (as '" + Prev.Spelling + "')"));
        if (Prev.ID == ID)
          return C->say("source '" + S + "' is the same file as '" + Prev.Spelling + "'");
      }
      C->Sources.push_back({S.str(), std::string(Normal), ID});
    }
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

/// A data file or directory: inside the program directory, or inside a
/// directory beside it (`../data/x.bin`), never above the corpus.
template <> struct ScalarTraits<DataPath> {
  static void output(const DataPath &P, void *, raw_ostream &OS) { OS << P.V; }
  static StringRef input(StringRef S, void *Ctxt, DataPath &P) {
    P.V = S.str();
    if (S.empty())
      return "empty data path";
    if (sys::path::is_absolute(S))
      return "a data path is relative to the program directory";
    SmallString<256> Normal(S);
    sys::path::remove_dots(Normal, /*remove_dot_dot=*/true);
    StringRef N = Normal;
    N.consume_front("../");
    if (N.empty() || N == ".." || N.starts_with("../"))
      return "a data path must stay in the program directory or a directory beside it";
    auto *C = static_cast<ManifestContext *>(Ctxt);
    if (C) {
      SmallString<256> Full(C->Dir);
      sys::path::append(Full, S);
      if (!sys::fs::exists(Full))
        return C->say("data '" + S + "' not found in " + C->Dir);
    }
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<LibraryName> {
  static void output(const LibraryName &L, void *, raw_ostream &OS) { OS << L.V; }
  static StringRef input(StringRef S, void *Ctxt, LibraryName &L) {
    L.V = S.str();
    llvm::ArrayRef<StringRef> Known = cu2hip::runner::manifestLibraryNames();
    if (!llvm::is_contained(Known, S))
      return static_cast<ManifestContext *>(Ctxt)->say(
          "unknown library '" + S + "' (expected one of: " + llvm::join(Known, ", ") + ")");
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct MappingTraits<ManifestYaml> {
  static void mapping(IO &IO, ManifestYaml &M) {
    IO.mapRequired("name", M.Name);
    IO.mapOptional("summary", M.Summary);
    IO.mapOptional("features", M.Features);
    IO.mapRequired("sources", M.Sources);
    IO.mapOptional("libraries", M.Libraries);
    IO.mapOptional("data", M.Data);
    IO.mapOptional("expect", M.Expect);
    IO.mapOptional("args", M.Args);
    IO.mapOptional("expect_output", M.ExpectOutput);
    IO.mapOptional("expect_exit", M.ExpectExit, 0);
    IO.mapOptional("ignore", M.Ignore);
    IO.mapOptional("timeout", M.Timeout, 0u);
    IO.mapOptional("warp_sensitive", M.WarpSensitive, false);
    IO.mapOptional("differential", M.Differential, false);
    IO.mapOptional("hip_gaps", M.HipGaps);
  }
  static std::string validate(IO &IO, ManifestYaml &M) {
    // After a problem llvm::yaml stops reading keys: say nothing about them.
    if (!IO.outputting() && static_cast<Input &>(IO).error())
      return {};
    if (M.Sources.empty())
      return "'sources' must list at least one translation unit";
    if (M.Expect && StringRef(*M.Expect).trim().empty())
      return "'expect' must not be empty";
    if (M.Expect && StringRef(*M.Expect).contains('\n'))
      return "'expect' is one line (the last line a successful run prints)";
    std::string Why;
    if (!M.ExpectOutput.empty() && !Regex(M.ExpectOutput).isValid(Why))
      return "'expect_output' is not a regular expression: " + Why;
    for (const std::string &I : M.Ignore)
      if (!Regex(I).isValid(Why))
        return "'ignore' entry '" + I + "' is not a regular expression: " + Why;
    if (M.ExpectExit < 0 || M.ExpectExit > 255)
      return "'expect_exit' must be an exit status, 0 to 255";
    return {};
  }
};
} // namespace yaml
} // namespace llvm

std::string CorpusProblem::str() const {
  std::string S = File;
  if (Line)
    S += ":" + std::to_string(Line) + ":" + std::to_string(Column);
  return S + ": " + Message;
}

llvm::ArrayRef<llvm::StringRef> cu2hip::knownCorpusLibraries() {
  return runner::manifestLibraryNames();
}

namespace {
struct DiagSink {
  std::string Path;
  std::vector<CorpusProblem> *Errors, *Warnings;
};

void onYamlDiag(const llvm::SMDiagnostic &D, void *Ctx) {
  auto *S = static_cast<DiagSink *>(Ctx);
  CorpusProblem P{S->Path, D.getLineNo() > 0 ? unsigned(D.getLineNo()) : 0,
                  D.getColumnNo() >= 0 ? unsigned(D.getColumnNo() + 1) : 0, D.getMessage().str()};
  if (D.getKind() == llvm::SourceMgr::DK_Warning)
    S->Warnings->push_back(std::move(P));
  else
    S->Errors->push_back(std::move(P));
}
} // namespace

std::optional<CorpusProgram> cu2hip::parseCorpusManifest(llvm::StringRef Path,
                                                         llvm::StringRef Text,
                                                         llvm::StringRef Dir,
                                                         std::vector<CorpusProblem> &Errors,
                                                         std::vector<CorpusProblem> &Warnings) {
  size_t FirstError = Errors.size();
  if (Text.trim().empty()) {
    Errors.push_back({Path.str(), 1, 1, "empty manifest (expected a mapping with name and sources)"});
    return std::nullopt;
  }
  ManifestContext Ctx{Dir.str(), programName(Dir)};
  DiagSink Sink{Path.str(), &Errors, &Warnings};
  // LLVM's YAML parser recurses per level: a hostile manifest is refused first.
  if (auto Deep = support::nestingTooDeep(Text, /*Yaml=*/true)) {
    Errors.push_back({Path.str(), Deep->Line, Deep->Column,
                      "nested deeper than " + std::to_string(support::MaxDocumentNesting) + " levels"});
    return std::nullopt;
  }
  ManifestYaml M;
  {
    llvm::yaml::Input In(llvm::MemoryBufferRef(Text, Path), &Ctx, onYamlDiag, &Sink);
    In.setAllowUnknownKeys(true); // reported as warnings: newer manifests may carry more
    In >> M;
    if (In.error() && Errors.size() == FirstError)
      Errors.push_back({Path.str(), 0, 0, "malformed manifest: " + In.error().message()});
  }
  if (Errors.size() != FirstError)
    return std::nullopt;

  CorpusProgram P;
  P.Name = M.Name.V;
  P.Summary = M.Summary;
  P.Features = M.Features;
  for (const SourcePath &S : M.Sources)
    P.Sources.push_back(S.V);
  for (const LibraryName &L : M.Libraries)
    P.Libraries.push_back(L.V);
  for (const DataPath &D : M.Data)
    P.Data.push_back(D.V);
  // `expect` (the last line) is PASS unless the manifest checks the output
  // another way.
  P.Expect = M.Expect ? llvm::StringRef(*M.Expect).trim().str()
                      : M.ExpectOutput.empty() && !M.ExpectExit ? "PASS" : "";
  P.Args = M.Args;
  P.ExpectOutput = M.ExpectOutput;
  P.ExpectExit = M.ExpectExit;
  P.Ignore = M.Ignore;
  P.Timeout = M.Timeout;
  P.WarpSensitive = M.WarpSensitive;
  P.Differential = M.Differential;
  P.HipGaps = M.HipGaps;
  P.Dir = Dir.str();
  P.Manifest = Path.str();
  return P;
}

namespace {
/// The translation units of a program directory without a manifest: every
/// source file in it (Support/FileKinds.def), as the program's build would
/// take them. The run succeeds when the program exits 0.
std::optional<CorpusProgram> foundProgram(llvm::StringRef Dir) {
  CorpusProgram P;
  for (const std::string &F : runner::programFiles(Dir))
    if (support::codeFileKind(F) == support::CodeFileKind::Source)
      P.Sources.push_back(F);
  if (P.Sources.empty())
    return std::nullopt;
  P.Name = programName(Dir);
  P.Expect = "";
  P.Found = true;
  P.Dir = Dir.str();
  return P;
}

/// Loads the program of \p Dir; false when it holds none (no manifest, no
/// source file).
bool loadProgram(llvm::StringRef Dir, Corpus &C) {
  llvm::SmallString<256> Manifest(Dir);
  llvm::sys::path::append(Manifest, "corpus.yaml");
  if (!llvm::sys::fs::exists(Manifest)) {
    if (auto P = foundProgram(Dir)) {
      C.Programs.push_back(std::move(*P));
      return true;
    }
    return false;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Manifest, /*IsText=*/true);
  if (!Buf) {
    C.Errors.push_back({std::string(Manifest), 0, 0,
                        "cannot read the manifest: " + Buf.getError().message()});
    return true;
  }
  if (auto P = parseCorpusManifest(Manifest, (*Buf)->getBuffer(), Dir, C.Errors, C.Warnings))
    C.Programs.push_back(std::move(*P));
  return true;
}
} // namespace

Corpus cu2hip::loadCorpus(llvm::StringRef Root) {
  Corpus C;
  C.Root = Root.str();
  if (!llvm::sys::fs::is_directory(Root)) {
    C.Errors.push_back({Root.str(), 0, 0, "not a directory"});
    return C;
  }
  llvm::SmallString<256> Own(Root);
  llvm::sys::path::append(Own, "corpus.yaml");
  if (llvm::sys::fs::exists(Own)) { // one program
    (void)loadProgram(Root, C);
    return C;
  }
  // A directory with source files of its own (not only in directories
  // below) is one program without a manifest.
  {
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC))
      if (I->type() != llvm::sys::fs::file_type::directory_file &&
          support::codeFileKind(llvm::sys::path::filename(I->path())) == support::CodeFileKind::Source) {
        (void)loadProgram(Root, C);
        return C;
      }
  }
  std::error_code EC;
  std::vector<std::string> Dirs;
  for (llvm::sys::fs::directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(I->path());
    if (Name.starts_with(".")) // hidden directories are not programs
      continue;
    if (llvm::sys::fs::is_directory(I->path()))
      Dirs.push_back(I->path());
  }
  if (EC)
    C.Errors.push_back({Root.str(), 0, 0, "cannot list the corpus: " + EC.message()});
  llvm::sort(Dirs);
  std::vector<std::string> Shared;
  for (const std::string &D : Dirs)
    if (!loadProgram(D, C)) {
      C.Warnings.push_back({D, 0, 0,
                            "neither corpus.yaml nor a source file (" + support::codeFileExtensionList() +
                                "): not a program; its files are given to every program as ../" +
                                llvm::sys::path::filename(D).str() + "/"});
      Shared.push_back(D);
    }
  for (CorpusProgram &P : C.Programs)
    P.Shared = Shared;
  llvm::sort(C.Programs, [](const CorpusProgram &A, const CorpusProgram &B) { return A.Name < B.Name; });
  if (C.Programs.empty() && C.Errors.empty() && !EC)
    C.Errors.push_back({Root.str(), 0, 0, "no programs (expected one directory per program, each with "
                                          "corpus.yaml or its source files)"});
  return C;
}
