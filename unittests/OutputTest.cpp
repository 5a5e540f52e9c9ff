// Backup names for --in-place --backup (shared by translate and port).
#include "cu2hip/Output.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>
#include <unistd.h>

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

namespace {
unsigned entries(llvm::StringRef Dir) {
  std::error_code EC;
  unsigned N = 0;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC))
    ++N;
  return N;
}
} // namespace

TEST_F(BackupPathTest, WriteAtomicallyLeavesIdenticalFileAlone) {
  write(File, "same");
  llvm::sys::fs::file_status Before, After;
  ASSERT_FALSE(llvm::sys::fs::status(File, Before));
  write(File, "same");
  ASSERT_FALSE(llvm::sys::fs::status(File, After));
  // Same inode: not replaced (a build tool sees no newer file).
  EXPECT_EQ(Before.getUniqueID(), After.getUniqueID());
  write(File, "other");
  ASSERT_FALSE(llvm::sys::fs::status(File, After));
  EXPECT_NE(Before.getUniqueID(), After.getUniqueID());
  auto Buf = llvm::MemoryBuffer::getFile(File);
  ASSERT_TRUE(bool(Buf));
  EXPECT_EQ((*Buf)->getBuffer(), "other");
}

TEST_F(BackupPathTest, WriteAtomicallyNewFilesLeaveNoTemporary) {
  for (int I = 0; I < 50; ++I)
    write((Dir + "/f" + llvm::Twine(I) + ".hip").str(), "content " + std::to_string(I));
  EXPECT_EQ(entries(Dir), 50u);
  auto Buf = llvm::MemoryBuffer::getFile(Dir + "/f49.hip");
  ASSERT_TRUE(bool(Buf));
  EXPECT_EQ((*Buf)->getBuffer(), "content 49");
  syncWrittenFiles(); // what runs at exit; twice is harmless
  syncWrittenFiles();
}

TEST_F(BackupPathTest, WriteAtomicallyIntoReadOnlyDirectoryFailsCleanly) {
  if (::geteuid() == 0)
    GTEST_SKIP() << "root writes into read-only directories";
  write(File, "kept");
  ASSERT_FALSE(llvm::sys::fs::setPermissions(Dir, llvm::sys::fs::perms(0555)));
  llvm::Error New = writeFileAtomically((Dir + "/new.hip").str(), "x");
  llvm::Error Replace = writeFileAtomically(File, "changed");
  ASSERT_FALSE(llvm::sys::fs::setPermissions(Dir, llvm::sys::fs::perms(0755)));
  EXPECT_TRUE(bool(New));
  EXPECT_TRUE(bool(Replace));
  llvm::consumeError(std::move(New));
  llvm::consumeError(std::move(Replace));
  EXPECT_EQ(entries(Dir), 1u);
  auto Buf = llvm::MemoryBuffer::getFile(File);
  ASSERT_TRUE(bool(Buf));
  EXPECT_EQ((*Buf)->getBuffer(), "kept");
}

TEST_F(BackupPathTest, WriteAtomicallyIntoMissingDirectoryFails) {
  llvm::Error E = writeFileAtomically((Dir + "/missing/new.hip").str(), "x");
  ASSERT_TRUE(bool(E));
  EXPECT_NE(llvm::toString(std::move(E)).find("missing"), std::string::npos);
  EXPECT_EQ(entries(Dir), 0u);
}
