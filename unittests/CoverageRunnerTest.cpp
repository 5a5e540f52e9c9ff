// Units of the coverage runner (lib/Report/Runner/): the HIP library table,
// compiler-log and output comparison, cpu-runtime.json.
#include "Report/Runner/CompilerLog.h"
#include "Report/Runner/HipLibraries.h"
#include "Report/Runner/ProgramRun.h"
#include "cu2hip/Coverage.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <fstream>
#include <sstream>
#include <thread>

#include <gtest/gtest.h>

using namespace cu2hip;
using namespace cu2hip::runner;

namespace {
std::vector<std::string> names(llvm::ArrayRef<llvm::StringRef> R) {
  return std::vector<std::string>(R.begin(), R.end());
}

TEST(HipLibraries, ManifestNamesAreTheTableRows) {
  EXPECT_EQ(names(knownCorpusLibraries()),
            (std::vector<std::string>{"cub", "cublas", "cudnn", "cufft", "curand", "cusolver",
                                      "cusparse", "nvrtc", "thrust", "cuda-driver"}));
  // Every HIP library a manifest name stands for is a row of the library table.
  for (llvm::StringRef M : manifestLibraryNames())
    for (llvm::StringRef H : hipLibrariesForManifest(M))
      EXPECT_TRUE(llvm::any_of(hipLibraries(), [&](const HipLibrary &L) { return L.Name == H; }))
          << M.str() << " -> " << H.str();
}

TEST(HipLibraries, Includes) {
  EXPECT_EQ(names(hipLibrariesForInclude("hipblas/hipblas.h")), std::vector<std::string>{"hipBLAS"});
  EXPECT_EQ(names(hipLibrariesForInclude("hiprand_kernel.h")), std::vector<std::string>{"hipRAND"});
  EXPECT_EQ(names(hipLibrariesForInclude("hipcub/hipcub.hpp")),
            (std::vector<std::string>{"hipCUB", "rocPRIM"}));
  EXPECT_EQ(names(hipLibrariesForInclude("rocprim/rocprim.hpp")), std::vector<std::string>{"rocPRIM"});
  EXPECT_EQ(names(hipLibrariesForInclude("hip/hiprtc.h")), std::vector<std::string>{"hipRTC"});
  EXPECT_TRUE(hipLibrariesForInclude("hip/hip_runtime.h").empty());
  EXPECT_TRUE(hipLibrariesForInclude("hipblas").empty()); // a directory name alone is not a header
  EXPECT_TRUE(hipLibrariesForManifest("cuda-driver").empty());
}

TEST(HipLibraries, CpuBackendGap) {
  EXPECT_FALSE(cpuBackendGap({}, {}));
  EXPECT_EQ(cpuBackendGap({"cublas"}, {"hipBLAS"}), "needs hipBLAS (hipBLAS needs an AMD GPU)");
  EXPECT_EQ(cpuBackendGap({"cuda-driver"}, {}),
            "uses cuda-driver (the driver API's module loading (hipModule*) is not emulated)");
  EXPECT_EQ(cpuBackendGap({}, {"hipFFT"}), "needs hipFFT (built for AMD GPUs)");
}

TEST(CompilerLog, FirstErrorWithContext) {
  std::string Log = "In file included from a.cu:1:\n"
                    "b.h:3:5: warning: unused\n"
                    "a.cu:10:7: error: bad thing\n"
                    "  int x = y;\n"
                    "      ^\n"
                    "a.cu:11:1: error: second\n";
  EXPECT_EQ(firstError(Log), "a.cu:10:7: error: bad thing\n  int x = y;\n      ^");
  EXPECT_EQ(firstError("main.o: undefined reference to `f()'\n"), "main.o: undefined reference to `f()'");
  EXPECT_EQ(firstError("all fine\n"), "");
}

TEST(OutputDifference, FirstDifferingLine) {
  EXPECT_FALSE(firstDifference("a\nb\nPASS\n", "a\nb  \nPASS"));
  auto D = firstDifference("a\nlanes 32\nPASS\n", "a\nlanes 64\nPASS\n");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Line, 2u);
  EXPECT_EQ(D->First, "lanes 32");
  EXPECT_EQ(D->Second, "lanes 64");
  auto Short = firstDifference("a\nPASS\n", "a\n");
  ASSERT_TRUE(Short);
  EXPECT_EQ(Short->Line, 2u);
  EXPECT_EQ(Short->Second, "(no line)");
}

TEST(OutputDifference, VaryingLinesAreLeftOut) {
  // Line 1 is a timing: it differs between two runs at one width.
  std::vector<bool> V = varyingLines("took 3.1 ms\nsum 10\n", "took 2.7 ms\nsum 10\n");
  ASSERT_EQ(V.size(), 2u);
  EXPECT_TRUE(V[0]);
  EXPECT_FALSE(V[1]);
  EXPECT_FALSE(firstDifference("took 3.1 ms\nsum 10\n", "took 9.0 ms\nsum 10\n", V));
  auto D = firstDifference("took 3.1 ms\nsum 10\n", "took 9.0 ms\nsum 12\n", V);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Line, 2u);
}

TEST(CpuRuntime, Errors) {
  llvm::SmallString<128> Path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("cpu-runtime", "json", Path));
  auto Write = [&](llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Text;
  };
  auto Message = [&] {
    auto R = loadCpuRuntime(Path);
    return R ? std::string() : llvm::toString(R.takeError());
  };
  Write("not json");
  EXPECT_NE(Message().find("not valid JSON"), std::string::npos);
  Write("{\"compile\": [], \"link\": []}");
  EXPECT_NE(Message().find("'cxx' (the compiler's path) is missing"), std::string::npos);
  Write("{\"cxx\": \"/bin/sh\", \"compile\": [1], \"link\": []}");
  EXPECT_NE(Message().find("'compile' must be an array of strings"), std::string::npos);
  Write("{\"cxx\": \"/bin/sh\", \"compile\": [\"-O2\"], \"link\": [\"-lm\"], \"translate\": "
        "[\"--launch-syntax=hip\"]}");
  auto R = loadCpuRuntime(Path);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(R->Cxx, "/bin/sh");
  EXPECT_EQ(R->Compile, std::vector<std::string>{"-O2"});
  EXPECT_EQ(R->Translate, std::vector<std::string>{"--launch-syntax=hip"});
  EXPECT_EQ(R->WaveEnv, "CU2HIP_WAVE");
  // No memcheck build described: --memcheck has nothing to use.
  llvm::Error E = R->useMemcheck();
  ASSERT_TRUE(bool(E));
  EXPECT_NE(llvm::toString(std::move(E)).find("has no memcheck build"), std::string::npos);
  llvm::sys::fs::remove(Path);
}

TEST(CpuRuntime, Memcheck) {
  llvm::SmallString<128> Path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("cpu-runtime", "json", Path));
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << "{\"cxx\": \"/bin/sh\", \"compile\": [\"-O2\"], \"link\": [\"plain.a\", \"-lm\"], "
          "\"memcheck_compile\": [\"-fsanitize=address\"], "
          "\"memcheck_link\": [\"-fsanitize=address\", \"memcheck.a\", \"-lm\"]}";
  }
  auto R = loadCpuRuntime(Path);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_FALSE(R->Memcheck);
  EXPECT_EQ(R->Link, (std::vector<std::string>{"plain.a", "-lm"}));
  // The memcheck flags follow the compile flags; the memcheck link replaces the link.
  ASSERT_FALSE(bool(R->useMemcheck()));
  EXPECT_TRUE(R->Memcheck);
  EXPECT_EQ(R->compileFlags(Version(), 0), (std::vector<std::string>{"-O2", "-fsanitize=address"}));
  EXPECT_EQ(R->Link, (std::vector<std::string>{"-fsanitize=address", "memcheck.a", "-lm"}));
  // A second call changes nothing.
  ASSERT_FALSE(bool(R->useMemcheck()));
  EXPECT_EQ(R->Compile.size(), 2u);
  llvm::sys::fs::remove(Path);
}
// --- A target list: each target's compiler, and what it has --------------------

/// A directory with stand-in compilers, removed at the end.
struct FakeCompilers {
  std::string Dir;
  FakeCompilers() {
    llvm::SmallString<128> D;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-fake-hipcc", D));
    Dir = std::string(D);
  }
  ~FakeCompilers() { llvm::sys::fs::remove_directories(Dir); }
  std::string path(llvm::StringRef Name) const { return Dir + "/" + Name.str(); }
  /// Writes an executable script \p Name that logs each call to NAME.calls.
  std::string script(llvm::StringRef Name, llvm::StringRef Body) const {
    std::string P = path(Name);
    std::ofstream(P) << "#!/bin/sh\necho \"$*\" >> \"$0.calls\"\n" << Body.str();
    llvm::sys::fs::setPermissions(P, llvm::sys::fs::all_read | llvm::sys::fs::all_exe |
                                         llvm::sys::fs::owner_write);
    return P;
  }
  void touch(llvm::StringRef Rel) const {
    std::string P = path(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::ofstream(P) << "";
  }
  unsigned calls(llvm::StringRef Name) const {
    std::ifstream In(path(Name) + ".calls");
    unsigned N = 0;
    for (std::string L; std::getline(In, L);)
      ++N;
    return N;
  }
};

/// A hipcc whose headers and libraries are under DIR/root (a wrapper's root,
/// which the host's include roots never see): -E of a file including a
/// header it lacks fails, -print-file-name echoes a library it lacks.
const char *RootedHipcc = R"(root="$(dirname "$0")/root"
out=""; src=""; pre=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift ;;
    -E) pre=1 ;;
    -print-file-name=*) f="${1#-print-file-name=}"
      if [ -f "$root/lib/$f" ]; then echo "$root/lib/$f"; else echo "$f"; fi; exit 0 ;;
    --version) echo "HIP version: 6.4.43483-deadbeef"; exit 0 ;;
    *.hip) src="$1" ;;
  esac
  shift
done
h=$(sed -n 's/^#include <\(.*\)>$/\1/p' "$src")
[ -f "$root/include/$h" ] || { echo "fatal error: '$h' file not found" >&2; exit 1; }
echo "# 1" > "$out"
)";

const HipLibrary &library(llvm::StringRef Name) {
  for (const HipLibrary &L : hipLibraries())
    if (L.Name == Name)
      return L;
  ADD_FAILURE() << "no library " << Name.str();
  return hipLibraries().front();
}

TEST(LibraryProbe, AsksTheCompilerOncePerLibrary) {
  FakeCompilers F;
  std::string Hipcc = F.script("hipcc", RootedHipcc);
  F.touch("root/include/hipblas/hipblas.h");
  F.touch("root/include/hip/hiprtc.h");
  F.touch("root/include/thrust/system/hip/vector.h");
  LibraryProbe P(Hipcc, {}, F.path("scratch"), 30);
  std::vector<std::string> Link;
  EXPECT_TRUE(P.find(library("hipBLAS"), Link));
  EXPECT_TRUE(P.find(library("hipBLAS"), Link));
  EXPECT_EQ(F.calls("hipcc"), 1u); // cached: one preprocessing for two questions
  EXPECT_EQ(Link, (std::vector<std::string>{"-lhipblas", "-lhipblas"}));
  EXPECT_FALSE(P.find(library("hipRAND"), Link));
  EXPECT_TRUE(P.find(library("rocThrust"), Link)); // a directory probe, through a header in it
  // hipRTC links -lhiprtc only where the compiler has libhiprtc.so.
  Link.clear();
  EXPECT_TRUE(P.find(library("hipRTC"), Link));
  EXPECT_TRUE(Link.empty());
  F.touch("root/lib/libhiprtc.so");
  LibraryProbe Again(Hipcc, {}, F.path("scratch2"), 30);
  EXPECT_TRUE(Again.find(library("hipRTC"), Link));
  EXPECT_EQ(Link, std::vector<std::string>{"-lhiprtc"});
}

TEST(LibraryProbe, LibraryRootsAreTheHostsAndNotTheCompilers) {
  FakeCompilers F;
  std::string Hipcc = F.script("hipcc", RootedHipcc);
  F.touch("root/include/hipblas/hipblas.h");
  F.touch("host/include/hiprand/hiprand.h");
  LibraryProbe P(Hipcc, {F.path("host/include")}, F.path("scratch"), 30);
  std::vector<std::string> Link;
  EXPECT_FALSE(P.find(library("hipBLAS"), Link));
  EXPECT_TRUE(P.find(library("hipRAND"), Link));
  EXPECT_EQ(F.calls("hipcc"), 0u);
}

TEST(HipTargets, HipccRelease) {
  FakeCompilers F;
  EXPECT_EQ(hipccRelease(F.script("hipcc", RootedHipcc), F.path("s1")), "6.4");
  // No "HIP version:" line: hip/hip_version.h's macros answer.
  std::string Quiet = F.script("quiet", R"(for a; do case "$a" in -dM) dm=1 ;; esac; done
prev=""; for a; do [ "$prev" = -o ] && out="$a"; prev="$a"; done
[ -n "$dm" ] && printf '#define HIP_VERSION_MAJOR 7\n#define HIP_VERSION_MINOR 2\n' > "$out"
exit 0
)");
  EXPECT_EQ(hipccRelease(Quiet, F.path("s2")), "7.2");
  EXPECT_EQ(hipccRelease(F.script("mute", "exit 1\n"), F.path("s3")), "");
}

TEST(HipTargets, WhichCompilerCompilesEachTarget) {
  FakeCompilers F;
  F.script("hipcc-rocm-6.4", "exit 0\n");
  std::string Mine = F.script("mine", "exit 0\n");
  std::vector<Version> Targets = {Version::make(5, 2), Version::make(6, 4), Version::make(7, 2)};
  unsigned Asked = 0;
  auto Plain = [&] {
    ++Asked;
    return std::string("5.2");
  };
  auto C = findHipTargetCompilers(Targets, {{"7.2", Mine}}, "/usr/bin/hipcc", Plain, F.Dir);
  ASSERT_EQ(C.size(), 3u);
  EXPECT_EQ(C[0].HipVersion, "5.2");
  EXPECT_EQ(C[0].Hipcc, "/usr/bin/hipcc");
  EXPECT_EQ(C[0].FoundBy, "hipcc (HIP 5.2)");
  EXPECT_EQ(C[1].Hipcc, F.path("hipcc-rocm-6.4"));
  EXPECT_EQ(C[1].FoundBy, "hipcc-rocm-6.4 on PATH");
  EXPECT_EQ(C[2].Hipcc, Mine);
  EXPECT_EQ(C[2].FoundBy, "--hipcc-for");
  EXPECT_EQ(Asked, 1u);
  // --hipcc-for wins over PATH; a target nothing compiles says why.
  C = findHipTargetCompilers({Version::make(6, 4), Version::make(7, 2)}, {{"6.4", Mine}},
                             "/usr/bin/hipcc", Plain, F.Dir);
  EXPECT_EQ(C[0].Hipcc, Mine);
  EXPECT_EQ(C[1].Hipcc, "");
  EXPECT_EQ(C[1].Reason, "no hipcc for HIP 7.2 (no --hipcc-for 7.2=PATH, no hipcc-rocm-7.2 on "
                         "PATH, hipcc is HIP 5.2)");
  // A patch release is compiled by its release's compiler.
  C = findHipTargetCompilers({Version::make(6, 4, 3)}, {}, "", nullptr, F.Dir);
  EXPECT_EQ(C[0].HipVersion, "6.4.3");
  EXPECT_EQ(C[0].Hipcc, F.path("hipcc-rocm-6.4"));
}

TEST(HipTargets, SummaryColumns) {
  auto Program = [](std::string Name, StageStatus T52, StageStatus C52, StageStatus C64) {
    ProgramResult P;
    P.Manifest.Name = Name;
    TargetResult A, B;
    A.HipVersion = "5.2";
    A.Translate.Status = T52;
    A.Compile.Status = C52;
    if (C52 == StageStatus::NeedsLibrary)
      A.NeedsLibraries = {"hipBLAS"};
    B.HipVersion = "6.4";
    B.Translate.Status = StageStatus::Passed;
    B.Compile.Status = C64;
    P.Targets = {A, B};
    return P;
  };
  CoverageSummary S = summarizeCoverage(
      {Program("a", StageStatus::Passed, StageStatus::NeedsLibrary, StageStatus::Passed),
       Program("b", StageStatus::Failed, StageStatus::Passed, StageStatus::Passed),
       Program("c", StageStatus::Passed, StageStatus::Passed, StageStatus::Skipped)});
  ASSERT_EQ(S.Targets.size(), 2u);
  EXPECT_EQ(S.Targets[0].HipVersion, "5.2");
  EXPECT_EQ(S.Targets[0].Translate.Passed, 2u);
  EXPECT_EQ(S.Targets[0].Compile.Passed, 2u);
  EXPECT_EQ(S.Targets[0].Compile.NeedsLibrary, 1u);
  EXPECT_EQ(S.Targets[0].Compile.Reached, 1u); // b compiled, but its translation left something
  EXPECT_EQ(S.Targets[0].NeedsLibrary.at("hipBLAS"), std::vector<std::string>{"a"});
  EXPECT_EQ(S.Targets[0].Categories.at("untranslated"), 1u);
  EXPECT_EQ(S.Targets[1].Compile.Passed, 2u);
  EXPECT_EQ(S.Targets[1].Compile.Skipped, 1u); // never counted as passed
  EXPECT_EQ(S.Targets[1].Categories.at("translated"), 1u);
  EXPECT_TRUE(summarizeCoverage({}).Targets.empty());
}

// `--run` without `--compile`: the compile stage nobody asked for is not in
// the funnel, so a program that translated and ran reaches run (it used to
// stop at the skipped compile: "run 0/2, passed 2").
TEST(CoverageSummary, StageNotRequested) {
  auto Program = [](std::string Name, StageStatus Run) {
    ProgramResult P;
    P.Manifest.Name = Name;
    P.stage(Stage::Translate).Status = StageStatus::Passed;
    P.stage(Stage::Compile).Status = StageStatus::Skipped; // not requested (--compile)
    P.stage(Stage::Run).Status = Run;
    P.stage(Stage::Verify).Status = Run == StageStatus::Passed ? StageStatus::Passed : StageStatus::Skipped;
    return P;
  };
  std::vector<ProgramResult> Ps = {Program("a", StageStatus::Passed), Program("b", StageStatus::Failed)};
  CoverageSummary S = summarizeCoverage(Ps, RequestedStages{/*Compile=*/false, /*Run=*/true});
  EXPECT_FALSE(S.Requested.has(Stage::Compile));
  EXPECT_EQ(S.stage(Stage::Compile).Reached, 0u);
  EXPECT_EQ(S.stage(Stage::Run).Reached, 1u);
  EXPECT_EQ(S.stage(Stage::Verify).Reached, 1u);
  EXPECT_EQ(S.Categories.at("verified"), 1u);
  EXPECT_EQ(Ps[0].reached(S.Requested), Stage::Verify);
  // Every stage requested: the skipped compile stops both at translate.
  CoverageSummary All = summarizeCoverage(Ps);
  EXPECT_EQ(All.stage(Stage::Run).Reached, 0u);
  EXPECT_EQ(All.Categories.at("translated"), 2u);
}

// A finding's path is relative to the corpus root, whatever way the root and
// the program directory were spelled; a file beside the program lands there.
TEST(SourceLinks, CorpusRelativePath) {
  EXPECT_EQ(corpusRelativePath("corpus", "corpus/vector_add", "main.cu"), "vector_add/main.cu");
  EXPECT_EQ(corpusRelativePath("corpus/", "corpus//vector_add", "./src/k.cu"), "vector_add/src/k.cu");
  EXPECT_EQ(corpusRelativePath("corpus", "corpus/suite/a", "../common/x.h"), "suite/common/x.h");
  EXPECT_EQ(corpusRelativePath("corpus/one", "corpus/one", "main.cu"), "main.cu"); // one program
  EXPECT_EQ(corpusRelativePath(".", "./a", "main.cu"), "a/main.cu");
  // Not under the root lexically: both made absolute.
  llvm::SmallString<128> Cwd;
  ASSERT_FALSE(llvm::sys::fs::current_path(Cwd));
  EXPECT_EQ(corpusRelativePath(".", (Cwd + "/a").str(), "main.cu"), "a/main.cu");
  // Elsewhere: the path as found.
  EXPECT_EQ(corpusRelativePath("corpus", "/other/a", "main.cu"), "/other/a/main.cu");
}

TEST(SourceLinks, Templates) {
  EXPECT_FALSE(llvm::errorToBool(checkSourceUrlTemplate("https://h/{path}#L{line}-{col}")));
  EXPECT_EQ(llvm::toString(checkSourceUrlTemplate("https://h/{path}#L{ln}")),
            "unknown placeholder '{ln}' (known: {path}, {line}, {col})");
  EXPECT_EQ(llvm::toString(checkSourceUrlTemplate("https://h/{path}#L{line")),
            "'{' at offset 18 opens no placeholder (known: {path}, {line}, {col})");
  EXPECT_EQ(llvm::toString(checkSourceUrlTemplate("https://h/#L{line}")),
            "no {path} placeholder (known: {path}, {line}, {col})");
  EXPECT_EQ(llvm::toString(checkSourceUrlTemplate("")), "no {path} placeholder (known: {path}, {line}, {col})");
  // Relative by default; the path encoded (a ':' too), '/' kept.
  EXPECT_EQ(sourceUrl("", "a b/c#d:e.cu", 7, 3), "a%20b/c%23d%3Ae.cu#L7");
  EXPECT_EQ(sourceUrl("", "a.cu", 0, 0), "a.cu");
  EXPECT_EQ(sourceUrl("https://h/x/{path}?l={line}&c={col}", "d/a.cu", 7, 3), "https://h/x/d/a.cu?l=7&c=3");
  // The template's own text: only what could end an attribute or a link.
  EXPECT_EQ(sourceUrl("https://h/a b\"<(x)>%41/{path}", "a.cu", 1, 1),
            "https://h/a%20b%22%3C%28x%29%3E%41/a.cu");
}

// --baseline's history: the baseline's runs then this one, the last 20; a
// stage a run did not request has no figure in it.
TEST(CoverageHistory, KeepsTheLastRuns) {
  BaselineComparison B;
  for (unsigned I = 0; I < MaxHistoryPoints; ++I)
    B.History.push_back({6, {{"translate", I % 7}}});
  ProgramResult P;
  P.stage(Stage::Translate).Status = StageStatus::Passed;
  CoverageSummary Now = summarizeCoverage({P, P, P}, RequestedStages{/*Compile=*/true, /*Run=*/false});
  std::vector<HistoryPoint> H = coverageHistory(B, Now);
  ASSERT_EQ(H.size(), MaxHistoryPoints);
  EXPECT_EQ(H.front().Reached.at("translate"), 1u); // the oldest dropped
  EXPECT_EQ(H.back().Programs, 3u);
  EXPECT_EQ(H.back().Reached.at("translate"), 3u);
  EXPECT_EQ(H.back().Reached.at("compile"), 0u);
  EXPECT_FALSE(H.back().Reached.count("run"));
  EXPECT_EQ(H.back().pct(Stage::Translate), 100.0);
  EXPECT_EQ(H.back().pct(Stage::Run), std::nullopt);
  EXPECT_EQ(H[0].pct(Stage::Translate), 16.7); // 1/6, one decimal as shown
  EXPECT_EQ(HistoryPoint{}.pct(Stage::Translate), std::nullopt);
  EXPECT_EQ((HistoryPoint{0, {{"translate", 0}}}.pct(Stage::Translate)), 0.0);
}

// A suite's shared directory is translated once per coverage run and
// translator: every program (on any thread) gets the same translation.
TEST(SharedTranslations, OncePerTranslatorAndDirectory) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-shared", Dir));
  std::string Common = (Dir + "/common").str();
  ASSERT_FALSE(llvm::sys::fs::create_directories(Common));
  {
    std::ofstream H(Common + "/check.cuh");
    H << "#include <cuda_runtime.h>\ninline void sync() { cudaDeviceSynchronize(); }\n";
  }
  TranslateOptions TO;
  Translator T(TO);
  SharedTranslations S;
  const SharedTranslations::Files *Seen[4] = {};
  std::vector<std::thread> Threads;
  for (int I = 0; I < 4; ++I)
    Threads.emplace_back([&, I] { Seen[I] = &S.get(T, Common); });
  for (std::thread &Th : Threads)
    Th.join();
  for (int I = 1; I < 4; ++I)
    EXPECT_EQ(Seen[I], Seen[0]);
  ASSERT_EQ(Seen[0]->size(), 1u);
  EXPECT_EQ((*Seen[0])[0].first, "check.cuh");
  EXPECT_NE((*Seen[0])[0].second.find("hipDeviceSynchronize"), std::string::npos);
  // Another translator (other options) translates on its own.
  TranslateOptions Other = TO;
  Other.ExtraArgs.push_back("-DOTHER");
  Translator T2(Other);
  EXPECT_NE(&S.get(T2, Common), Seen[0]);
  llvm::sys::fs::remove_directories(Dir);
}
} // namespace
