#include "Core/Edits.h"

#include <gtest/gtest.h>

using namespace cu2hip;

TEST(EditSet, AppliesNonOverlappingEdits) {
  EditSet E("f");
  EXPECT_TRUE(E.replace(0, 4, "hip", "a"));
  EXPECT_TRUE(E.insert(5, "X", "b"));
  EXPECT_EQ(E.apply("cuda y"), "hip Xy");
}

TEST(EditSet, OverlapIsAConflictNotADoubleEdit) {
  EditSet E("f");
  EXPECT_TRUE(E.replace(2, 4, "x", "first"));
  EXPECT_FALSE(E.replace(4, 4, "y", "second"));
  ASSERT_EQ(E.conflicts().size(), 1u);
  EXPECT_NE(E.conflicts()[0].Description.find("first"), std::string::npos);
  EXPECT_TRUE(E.overlaps(3, 1));
  EXPECT_FALSE(E.overlaps(6, 2));
  EXPECT_FALSE(E.overlaps(0, 2));
}

TEST(EditSetInsertions, ComposeInTheOrderAdded) {
  EditSet E("f");
  EXPECT_TRUE(E.insert(2, "A", "first"));
  EXPECT_TRUE(E.insert(2, "B", "second"));
  EXPECT_TRUE(E.conflicts().empty());
  EXPECT_EQ(E.apply("xyz"), "xyABz");
  EXPECT_EQ(E.size(), 2u);
}

TEST(EditSetInsertions, SameWholeLineOnce) {
  EditSet E("f");
  EXPECT_TRUE(E.insert(0, "#include <hip/hip_runtime.h>\n", "rule"));
  EXPECT_TRUE(E.insert(0, "#include <hip/hip_runtime.h>\n#include \"cu2hip_warp.h\"\n", "include"));
  EXPECT_EQ(E.apply("int x;\n"),
            "#include <hip/hip_runtime.h>\n#include \"cu2hip_warp.h\"\nint x;\n");
}

TEST(EditSetInsertions, SameShortTextTwiceIsKeptTwice) {
  EditSet E("f");
  EXPECT_TRUE(E.insert(1, ")", "a"));
  EXPECT_TRUE(E.insert(1, ")", "b"));
  EXPECT_EQ(E.apply("x;"), "x));");
}

TEST(EditSetInsertions, BeforeAReplacementStartingThere) {
  EditSet E("f");
  EXPECT_TRUE(E.replace(0, 3, "hipF", "rename"));
  EXPECT_TRUE(E.insert(0, "(A)", "one"));
  EXPECT_TRUE(E.insert(0, "(B)", "two"));
  EXPECT_TRUE(E.insert(3, "!", "after"));
  EXPECT_EQ(E.apply("cuF();"), "(A)(B)hipF!();");
  // One replacement per offset: the insertions are part of the replacement at 0.
  EXPECT_EQ(E.replacements().size(), 2u);
}

TEST(EditSetInsertions, InsideAReplacedRangeIsAConflict) {
  EditSet E("f");
  EXPECT_TRUE(E.replace(0, 4, "hipF", "rename"));
  EXPECT_FALSE(E.insert(2, "x", "late"));
  EXPECT_TRUE(E.insert(7, "y", "early"));
  EXPECT_FALSE(E.replace(5, 4, "z", "wide"));
  EXPECT_EQ(E.conflicts().size(), 2u);
}

TEST(EditSetInsertions, KnowsTheLinesInserted) {
  EditSet E("f");
  EXPECT_TRUE(E.insert(4, "#include <a.h>\n#include <b.h>\n", "rule"));
  EXPECT_TRUE(E.hasInsertedLine("#include <b.h>"));
  EXPECT_FALSE(E.hasInsertedLine("#include <c.h>"));
  EXPECT_FALSE(E.hasInsertedLine("#include <a"));
}

TEST(EditSet, FrontInsertionGoesBeforeEarlierOnes) {
  // cu2hip_warp.h must precede the runtime include a rule inserted first.
  EditSet S("f");
  EXPECT_TRUE(S.insert(0, "#include <hip/hip_runtime.h>\n", "rule"));
  EXPECT_TRUE(S.insert(0, "#include \"cu2hip_warp.h\"\n", "include", /*Front=*/true));
  EXPECT_TRUE(S.insert(0, "#include <hip/hip_runtime.h>\n", "include")); // kept once
  EXPECT_EQ(S.apply("int x;\n"), "#include \"cu2hip_warp.h\"\n#include <hip/hip_runtime.h>\nint x;\n");
}
