// Coverage's compile cache (lib/Report/Runner/CompileCache.h): a key changes
// with every input of a build (the commands, a file of the translated tree,
// a file outside the work directory the commands name, the compiler) and not
// with the work directory's own path; an entry gives back its verdict and
// its executable, runnable; a damaged entry is a miss and is removed;
// entries beyond the limit are evicted, least recently used first.
#include "Report/Runner/CompileCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>
#include <utime.h>

using namespace cu2hip;
using namespace cu2hip::runner;
namespace fs = llvm::sys::fs;

namespace {

class CompileCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> D;
    ASSERT_FALSE(fs::createUniqueDirectory("cu2hip-ccache", D));
    Root = std::string(D);
    // A compiler that says what it is.
    Compiler = Root + "/fake-cc";
    write(Compiler, "#!/bin/sh\necho 'fake cc 1'\n");
    fs::setPermissions(Compiler, fs::all_read | fs::all_write | fs::all_exe);
    for (const char *W : {"/work1/p/src", "/work2/p/src", "/outside"})
      fs::create_directories(Root + W);
    write(Root + "/work1/p/src/main.cu", "int main() {}\n");
    write(Root + "/work1/p/src/h.h", "int h;\n");
    write(Root + "/work2/p/src/main.cu", "int main() {}\n");
    write(Root + "/work2/p/src/h.h", "int h;\n");
    write(Root + "/outside/lib.h", "int lib;\n");
  }
  void TearDown() override { fs::remove_directories(Root); }
  static void write(const std::string &P, llvm::StringRef S) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << S;
  }
  /// The key of building WORK/p/src/main.cu with -I outside.
  std::string keyIn(CompileCache &C, const std::string &Work, const std::string &Flag = "-O2") {
    std::string P = Root + Work + "/p";
    return C.key(Compiler, {{Flag, "-I" + Root + "/outside", "-c", P + "/src/main.cu", "-o", P + "/build/main.o"}},
                 P, {P + "/src"}, "");
  }
  std::string Root, Compiler;
};

TEST_F(CompileCacheTest, KeyFollowsEveryInputButTheWorkDirectory) {
  CompileCache C(Root + "/cache", 1 << 20);
  std::string K = keyIn(C, "/work1");
  ASSERT_EQ(K.size(), 32u);
  // Another work directory holding the same files: the same build.
  EXPECT_EQ(K, keyIn(C, "/work2"));
  EXPECT_NE(K, keyIn(C, "/work1", "-O3"));
  write(Root + "/work1/p/src/h.h", "int h2;\n");
  EXPECT_NE(K, keyIn(C, "/work1"));
  // A file outside the work directory: its size and time are its version
  // (remembered per process, so a new cache object sees the change).
  write(Root + "/outside/lib.h", "int library;\n");
  CompileCache Fresh(Root + "/cache", 1 << 20);
  EXPECT_NE(keyIn(Fresh, "/work2"), K);
  // The compiler, changed in place.
  std::string Before = keyIn(Fresh, "/work2");
  write(Compiler, "#!/bin/sh\necho 'fake cc 2'\n");
  CompileCache Again(Root + "/cache", 1 << 20);
  EXPECT_NE(keyIn(Again, "/work2"), Before);
  // A compiler that does not answer --version: not cached.
  write(Compiler, "#!/bin/sh\nexit 1\n");
  CompileCache Broken(Root + "/cache", 1 << 20);
  EXPECT_EQ(keyIn(Broken, "/work2"), "");
}

TEST_F(CompileCacheTest, EntryGivesBackVerdictAndExecutable) {
  CompileCache C(Root + "/cache", 1 << 20);
  std::string K = keyIn(C, "/work1");
  std::string Exe = Root + "/work1/p/exe";
  write(Exe, "#!/bin/sh\nexit 0\n");
  fs::setPermissions(Exe, fs::owner_all);
  EXPECT_FALSE(C.lookup(K, Root + "/out"));
  C.store(K, {StageStatus::Passed, "", ""}, Exe, Root + "/work1/p");
  std::optional<CompileCache::Entry> E = C.lookup(K, Root + "/out");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Status, StageStatus::Passed);
  EXPECT_TRUE(fs::can_execute(Root + "/out"));
  // A failure keeps its message and first error, and no executable.
  std::string F = keyIn(C, "/work1", "-DFAIL");
  C.store(F, {StageStatus::Failed, "main.cu:1:1: error: x", "main.cu:1:1: error: x\n  ^"}, "", Root + "/work1/p");
  E = C.lookup(F, Root + "/none");
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Status, StageStatus::Failed);
  EXPECT_EQ(E->Message, "main.cu:1:1: error: x");
  EXPECT_EQ(E->FirstError, "main.cu:1:1: error: x\n  ^");
  EXPECT_FALSE(fs::exists(Root + "/none"));
  // A message naming the work directory is not kept.
  std::string W = keyIn(C, "/work1", "-DWORK");
  C.store(W, {StageStatus::Failed, Root + "/work1/p/src/main.cu: error", ""}, "", Root + "/work1/p");
  EXPECT_FALSE(C.lookup(W, Root + "/none"));
}

TEST_F(CompileCacheTest, DamagedEntryIsAMissAndRemoved) {
  CompileCache C(Root + "/cache", 1 << 20);
  std::string K = keyIn(C, "/work1");
  C.store(K, {StageStatus::Failed, "m", "e"}, "", Root + "/work1/p");
  std::string Entry = Root + "/cache/" + K.substr(0, 2) + "/" + K;
  write(Entry + "/entry.json", "{\"format\": ");
  EXPECT_FALSE(C.lookup(K, Root + "/out"));
  EXPECT_FALSE(fs::exists(Entry));
  // An entry whose executable is gone is damaged too.
  std::string Exe = Root + "/exe";
  write(Exe, "x");
  C.store(K, {StageStatus::Passed, "", ""}, Exe, Root + "/work1/p");
  fs::remove(Entry + "/output");
  EXPECT_FALSE(C.lookup(K, Root + "/out"));
  EXPECT_FALSE(fs::exists(Entry));
}

TEST_F(CompileCacheTest, EvictsLeastRecentlyUsedBeyondTheLimit) {
  std::string Exe = Root + "/exe";
  write(Exe, std::string(4096, 'x'));
  std::vector<std::string> Keys;
  {
    CompileCache C(Root + "/cache", 6000); // room for one executable
    for (const char *F : {"-DA", "-DB"}) {
      Keys.push_back(keyIn(C, "/work1", F));
      C.store(Keys.back(), {StageStatus::Passed, "", ""}, Exe, Root + "/work1/p");
      // Eviction goes by the entries' times, in seconds: B is the newer.
      std::string Entry = Root + "/cache/" + Keys.back().substr(0, 2) + "/" + Keys.back();
      struct utimbuf T = {0, 0};
      T.actime = T.modtime = Keys.size() == 1 ? 1000 : 2000;
      ::utime(Entry.c_str(), &T);
    }
  }
  CompileCache C(Root + "/cache", 1 << 20);
  EXPECT_FALSE(C.lookup(Keys[0], Root + "/out"));
  EXPECT_TRUE(C.lookup(Keys[1], Root + "/out"));
}

} // namespace
