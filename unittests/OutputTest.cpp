// Backup names for --in-place --backup (shared by translate and port).
#include "cu2hip/Output.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace cu2hip;

namespace {
class BackupPathTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-backup-test", Dir));
    File = (Dir + "/k.cu").str();
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  void write(const std::string &Path, llvm::StringRef Text) {
    ASSERT_FALSE(writeFileAtomically(Path, Text));
  }
  llvm::SmallString<128> Dir;
  std::string File;
};
} // namespace

TEST_F(BackupPathTest, FreeNameIsOrig) { EXPECT_EQ(chooseBackupPath(File, "cuda"), File + ".orig"); }

TEST_F(BackupPathTest, OtherBytesInOrigAreKept) {
  write(File + ".orig", "the user's own file");
  EXPECT_EQ(chooseBackupPath(File, "cuda"), File + ".orig.1");
  write(File + ".orig.1", "an earlier backup");
  EXPECT_EQ(chooseBackupPath(File, "cuda"), File + ".orig.2");
}

TEST_F(BackupPathTest, SameBytesAreReused) {
  write(File + ".orig", "older");
  write(File + ".orig.1", "cuda");
  EXPECT_EQ(chooseBackupPath(File, "cuda"), File + ".orig.1");
}

TEST_F(BackupPathTest, WriteAtomicallyKeepsModeAndLeavesNoTemporary) {
  write(File, "one");
  ASSERT_FALSE(llvm::sys::fs::setPermissions(File, llvm::sys::fs::perms(0640)));
  write(File, "two");
  llvm::sys::fs::file_status St;
  ASSERT_FALSE(llvm::sys::fs::status(File, St));
  EXPECT_EQ(St.permissions(), llvm::sys::fs::perms(0640));
  auto Buf = llvm::MemoryBuffer::getFile(File);
  ASSERT_TRUE(bool(Buf));
  EXPECT_EQ((*Buf)->getBuffer(), "two");
  std::error_code EC;
  unsigned N = 0;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC))
    ++N;
  EXPECT_EQ(N, 1u);
}
