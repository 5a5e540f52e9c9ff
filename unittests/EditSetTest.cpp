#include "Core/Edits.h"

#include <gtest/gtest.h>
#include <type_traits>

using namespace cu2hip;

namespace {
/// \p E applied to \p Text, which must succeed.
std::string applied(const EditSet &E, llvm::StringRef Text) {
  llvm::Expected<std::string> Out = E.apply(Text);
  if (!Out) {
    ADD_FAILURE() << llvm::toString(Out.takeError());
    return "";
  }
  return *Out;
}
} // namespace

// The contract is in the types: an edit is applied or becomes a conflict, so
// replace() and insert() return nothing to skip on; apply() can fail and says so.
static_assert(std::is_void_v<decltype(std::declval<EditSet &>().replace(0, 0, "", ""))>);
static_assert(std::is_void_v<decltype(std::declval<EditSet &>().insert(0, "", ""))>);
static_assert(std::is_same_v<decltype(std::declval<const EditSet &>().apply("")),
                             llvm::Expected<std::string>>);

TEST(EditSet, AppliesNonOverlappingEdits) {
  EditSet E("f");
  E.replace(0, 4, "hip", "a");
  E.insert(5, "X", "b");
  EXPECT_TRUE(E.conflicts().empty());
  EXPECT_EQ(applied(E, "cuda y"), "hip Xy");
}

TEST(EditSet, OverlapIsAConflictNotADoubleEdit) {
  EditSet E("f");
  E.replace(2, 4, "x", "first");
  EXPECT_FALSE(E.canReplace(4, 4));
  E.replace(4, 4, "y", "second");
  ASSERT_EQ(E.conflicts().size(), 1u);
  EXPECT_NE(E.conflicts()[0].Description.find("first"), std::string::npos);
  EXPECT_EQ(E.size(), 1u);
  EXPECT_TRUE(E.overlaps(3, 1));
  EXPECT_FALSE(E.overlaps(6, 2));
  EXPECT_FALSE(E.overlaps(0, 2));
}

TEST(EditSet, ApplyFailsOnAnEditPastTheEndInsteadOfReturningTheOriginal) {
  EditSet E("f");
  E.replace(0, 2, "hip", "rename");
  E.replace(4, 10, "x", "late-rule");
  ASSERT_TRUE(E.conflicts().empty()); // nothing to refuse when it was added
  llvm::Expected<std::string> Out = E.apply("cuda y");
  ASSERT_FALSE(bool(Out));
  std::string Why = llvm::toString(Out.takeError());
  EXPECT_NE(Why.find("late-rule"), std::string::npos) << Why;
  EXPECT_NE(Why.find("past the end"), std::string::npos) << Why;

  EditSet I("f");
  I.insert(7, "!", "rule");
  llvm::Expected<std::string> Ins = I.apply("cuda y");
  ASSERT_FALSE(bool(Ins));
  EXPECT_NE(llvm::toString(Ins.takeError()).find("insertion at offset 7"), std::string::npos);
  // At the very end is inside the text.
  EditSet End("f");
  End.insert(6, "!", "rule");
  EXPECT_EQ(applied(End, "cuda y"), "cuda y!");
}

TEST(EditSetInsertions, ComposeInTheOrderAdded) {
  EditSet E("f");
  E.insert(2, "A", "first");
  E.insert(2, "B", "second");
  EXPECT_TRUE(E.conflicts().empty());
  EXPECT_EQ(applied(E, "xyz"), "xyABz");
  EXPECT_EQ(E.size(), 2u);
}

TEST(EditSetInsertions, SameWholeLineOnce) {
  EditSet E("f");
  E.insert(0, "#include <hip/hip_runtime.h>\n", "rule");
  E.insert(0, "#include <hip/hip_runtime.h>\n#include \"cu2hip_warp.h\"\n", "include");
  EXPECT_EQ(applied(E, "int x;\n"),
            "#include <hip/hip_runtime.h>\n#include \"cu2hip_warp.h\"\nint x;\n");
}

TEST(EditSetInsertions, SameShortTextTwiceIsKeptTwice) {
  EditSet E("f");
  E.insert(1, ")", "a");
  E.insert(1, ")", "b");
  EXPECT_EQ(applied(E, "x;"), "x));");
}

TEST(EditSetInsertions, BeforeAReplacementStartingThere) {
  EditSet E("f");
  E.replace(0, 3, "hipF", "rename");
  E.insert(0, "(A)", "one");
  E.insert(0, "(B)", "two");
  E.insert(3, "!", "after");
  EXPECT_TRUE(E.conflicts().empty());
  EXPECT_EQ(applied(E, "cuF();"), "(A)(B)hipF!();");
  // One replacement per offset: the insertions are part of the replacement at 0.
  EXPECT_EQ(E.replacements().size(), 2u);
}

TEST(EditSetInsertions, InsideAReplacedRangeIsAConflict) {
  EditSet E("f");
  E.replace(0, 4, "hipF", "rename");
  EXPECT_FALSE(E.canInsert(2));
  E.insert(2, "x", "late");
  EXPECT_TRUE(E.canInsert(7));
  E.insert(7, "y", "early");
  EXPECT_FALSE(E.canReplace(5, 4)); // holds the insertion at 7
  E.replace(5, 4, "z", "wide");
  ASSERT_EQ(E.conflicts().size(), 2u);
  EXPECT_EQ(E.conflicts()[0].Description, "late inserts inside rename");
  EXPECT_EQ(E.conflicts()[1].Description, "wide replaces text holding an insertion");
}

TEST(EditSetInsertions, KnowsTheLinesInserted) {
  EditSet E("f");
  E.insert(4, "#include <a.h>\n#include <b.h>\n", "rule");
  EXPECT_TRUE(E.hasInsertedLine("#include <b.h>"));
  EXPECT_FALSE(E.hasInsertedLine("#include <c.h>"));
  EXPECT_FALSE(E.hasInsertedLine("#include <a"));
}

TEST(EditSet, FrontInsertionGoesBeforeEarlierOnes) {
  // cu2hip_warp.h must precede the runtime include a rule inserted first.
  EditSet S("f");
  S.insert(0, "#include <hip/hip_runtime.h>\n", "rule");
  S.insert(0, "#include \"cu2hip_warp.h\"\n", "include", /*Front=*/true);
  S.insert(0, "#include <hip/hip_runtime.h>\n", "include"); // kept once
  EXPECT_EQ(applied(S, "int x;\n"),
            "#include \"cu2hip_warp.h\"\n#include <hip/hip_runtime.h>\nint x;\n");
}
