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
