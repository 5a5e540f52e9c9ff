// `cu2hip port`'s plan (lib/Driver/Port/PortPlan.h): classification, header
// ownership and shards, from trees held in memory.
#include "Driver/Port/BuildFacts.h"
#include "Driver/Port/PortPlan.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace cu2hip;
using namespace cu2hip::port;

namespace {

const char *Kernel = "__global__ void k(float *x) { x[threadIdx.x] = 0; }\n";

struct Tree {
  std::vector<std::pair<std::string, std::string>> Files;
  PlanOptions O;

  PortPlan plan() const {
    PortPlan P;
    P.setRoots("/virtual/src", "/virtual/src");
    for (const auto &[Rel, Bytes] : Files)
      P.addFile(Rel, Bytes, O);
    P.plan(O);
    return P;
  }
};

const Entry &at(const PortPlan &P, llvm::StringRef Rel) {
  int I = P.find(Rel);
  EXPECT_GE(I, 0) << Rel.str();
  return P.E[I];
}

std::string ownerOf(const PortPlan &P, llvm::StringRef Rel) {
  int I = P.find(Rel);
  if (I < 0 || P.OwnerRank[I] < 0)
    return "";
  return P.E[P.TUs[P.OwnerRank[I]]].Rel;
}

TEST(PortPlan, ClassifiesByContentAndExtension) {
  Tree T;
  T.Files = {{"a.cu", Kernel},
             {"host.cpp", "int main() { return 0; }\n"},
             {"uses.cpp", "#include <cuda_runtime.h>\nint main() { cudaDeviceSynchronize(); }\n"},
             {"k.cuh", Kernel},
             {"plain.h", "int f();\n"},
             {"CMakeLists.txt", "project(p LANGUAGES CXX CUDA)\n"},
             {"Makefile", "all:\n\tnvcc a.cu\n"},
             {"README.md", "text\n"}};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "a.cu").R, Role::TU);
  EXPECT_EQ(at(P, "host.cpp").R, Role::Text);
  EXPECT_EQ(at(P, "uses.cpp").R, Role::TU);
  EXPECT_EQ(at(P, "k.cuh").R, Role::Header);
  EXPECT_EQ(at(P, "plain.h").R, Role::Text);
  EXPECT_EQ(at(P, "CMakeLists.txt").R, Role::BuildScript);
  EXPECT_EQ(at(P, "Makefile").R, Role::BuildScript);
  EXPECT_EQ(at(P, "README.md").R, Role::Copy);
  EXPECT_STREQ(at(P, "README.md").kind(), "other");
}

TEST(PortPlan, SourceIncludingCudaHeaderIsTU) {
  Tree T;
  T.Files = {{"main.cpp", "#include \"k.cuh\"\nint main() {}\n"}, {"k.cuh", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "main.cpp").R, Role::TU);
  EXPECT_TRUE(at(P, "main.cpp").CudaBearing);
  EXPECT_FALSE(at(P, "main.cpp").DirectCuda);
}

TEST(PortPlan, IncludedCuFileIsHeader) {
  Tree T;
  T.Files = {{"a.cu", "#include \"detail/b.cu\"\n"}, {"detail/b.cu", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "a.cu").R, Role::TU);
  EXPECT_EQ(at(P, "detail/b.cu").R, Role::Header);
  EXPECT_EQ(ownerOf(P, "detail/b.cu"), "a.cu");
}

TEST(PortPlan, BinaryAndBackupFilesAreCopied) {
  Tree T;
  T.Files = {{"bin.cu", std::string("__global__\0void", 15)}, {"a.cu.orig", Kernel},
             {"a.cu.orig.2", Kernel}, {"b.cu~", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "bin.cu").R, Role::Copy);
  EXPECT_TRUE(at(P, "bin.cu").Binary);
  EXPECT_EQ(at(P, "a.cu.orig").R, Role::Copy);
  EXPECT_EQ(at(P, "a.cu.orig.2").R, Role::Copy);
  EXPECT_EQ(at(P, "b.cu~").R, Role::Copy);
}

TEST(PortPlan, ExcludedFilesAreCopied) {
  Tree T;
  T.Files = {{"third_party/x.cu", Kernel}, {"src/y.cu", Kernel}};
  T.O.Exclude = {"third_party"};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "third_party/x.cu").R, Role::Copy);
  EXPECT_TRUE(at(P, "third_party/x.cu").Excluded);
  EXPECT_EQ(at(P, "src/y.cu").R, Role::TU);
}

TEST(PortPlan, OwnerIsFirstIncluderInPathOrder) {
  Tree T;
  T.Files = {{"z.cu", "#include \"common.cuh\"\n"},
             {"b.cu", "#include \"common.cuh\"\n"},
             {"m.cu", "#include \"common.cuh\"\n"},
             {"common.cuh", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(ownerOf(P, "common.cuh"), "b.cu");
}

TEST(PortPlan, OwnershipFollowsTransitiveIncludes) {
  // a.cu reaches deep.cuh only through a plain header; it still comes first.
  Tree T;
  T.Files = {{"a.cu", "#include \"inc/plain.h\"\n"},
             {"b.cu", "#include \"inc/deep.cuh\"\n"},
             {"inc/plain.h", "#include \"deep.cuh\"\n"},
             {"inc/deep.cuh", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(ownerOf(P, "inc/deep.cuh"), "a.cu");
}

TEST(PortPlan, AngledIncludeFoundThroughIncludeDirectory) {
  Tree T;
  T.Files = {{"apps/main.cu", "#include <common/check.cuh>\n"},
             {"include/common/check.cuh", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(ownerOf(P, "include/common/check.cuh"), "apps/main.cu");
}

TEST(PortPlan, HeaderNoUnitIncludesHasNoOwner) {
  Tree T;
  T.Files = {{"a.cu", Kernel}, {"lib/alone.cuh", Kernel}};
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "lib/alone.cuh").R, Role::Header);
  EXPECT_EQ(ownerOf(P, "lib/alone.cuh"), "");
}

TEST(PortPlan, OwnershipDoesNotDependOnInsertionOrder) {
  Tree A, B;
  A.Files = {{"x.cu", "#include \"h.cuh\"\n"}, {"w.cu", "#include \"h.cuh\"\n"}, {"h.cuh", Kernel}};
  B.Files = {A.Files[2], A.Files[1], A.Files[0]};
  PortPlan PA = A.plan(), PB = B.plan();
  EXPECT_EQ(ownerOf(PA, "h.cuh"), "w.cu");
  EXPECT_EQ(ownerOf(PB, "h.cuh"), "w.cu");
}

TEST(PortPlan, RenamePlansOutputNames) {
  Tree T;
  T.Files = {{"a.cu", Kernel}, {"k.cuh", Kernel}, {"b.cu", Kernel}, {"b.hip", "// mine\n"}};
  T.O.Rename = true;
  PortPlan P = T.plan();
  EXPECT_EQ(at(P, "a.cu").OutRel, "a.hip");
  EXPECT_EQ(at(P, "k.cuh").OutRel, "k.hip.h");
  EXPECT_EQ(at(P, "b.cu").OutRel, "b.cu"); // b.hip exists
  ASSERT_EQ(at(P, "b.cu").Notes.size(), 1u);
}

TEST(PortPlan, ShardParse) {
  std::string Error;
  auto S = Shard::parse("2/3", Error);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Index, 1u);
  EXPECT_EQ(S->Count, 3u);
  EXPECT_EQ(S->str(), "2/3");
  EXPECT_FALSE(Shard::parse("0/3", Error));
  EXPECT_FALSE(Shard::parse("4/3", Error));
  EXPECT_FALSE(Shard::parse("1/0", Error));
  EXPECT_FALSE(Shard::parse("x", Error));
  EXPECT_NE(Error.find("K/N"), std::string::npos);
}

TEST(PortPlan, ShardsPartitionTheTreeAndKeepHeadersWithOwners) {
  Tree T;
  for (int I = 0; I < 30; ++I) {
    std::string N = std::to_string(I);
    T.Files.push_back({"d" + N + "/u.cu", "#include \"../inc/h" + std::to_string(I % 7) + ".cuh\"\n"});
    T.Files.push_back({"d" + N + "/notes.txt", "n\n"});
  }
  for (int I = 0; I < 7; ++I)
    T.Files.push_back({"inc/h" + std::to_string(I) + ".cuh", Kernel});
  PortPlan Whole = T.plan();
  for (unsigned N = 1; N <= 4; ++N) {
    std::map<std::string, unsigned> ShardOf;
    std::set<unsigned> Used;
    for (unsigned K = 0; K < N; ++K) {
      Tree S = T;
      S.O.Part.Index = K;
      S.O.Part.Count = N;
      PortPlan P = S.plan();
      // The same plan in every shard; only the part done differs.
      ASSERT_EQ(P.E.size(), Whole.E.size());
      for (size_t I = 0; I < P.E.size(); ++I) {
        EXPECT_EQ(P.OwnerRank[I], Whole.OwnerRank[I]);
        if (!P.InShard[I])
          continue;
        EXPECT_TRUE(ShardOf.emplace(P.E[I].Rel, K).second) << P.E[I].Rel << " in two shards";
        Used.insert(K);
      }
    }
    EXPECT_EQ(ShardOf.size(), Whole.E.size()) << "N=" << N;
    if (N > 1)
      EXPECT_GT(Used.size(), 1u) << "every entry in one shard at N=" << N;
    for (size_t I = 0; I < Whole.E.size(); ++I)
      if (Whole.OwnerRank[I] >= 0)
        EXPECT_EQ(ShardOf[Whole.E[I].Rel], ShardOf[Whole.E[Whole.TUs[Whole.OwnerRank[I]]].Rel])
            << Whole.E[I].Rel;
  }
}

TEST(PortPlan, ShardOfIsStable) {
  // The partition must be the same on every machine and every run.
  EXPECT_EQ(Shard::of("src/a.cu", 1), 0u);
  unsigned A = Shard::of("src/a.cu", 5);
  for (int I = 0; I < 3; ++I)
    EXPECT_EQ(Shard::of("src/a.cu", 5), A);
  EXPECT_LT(A, 5u);
}

// --- Build facts (BuildFacts.h) ----------------------------------------------------

SourceFacts factsOf(const PortPlan &P, llvm::StringRef Rel) {
  std::map<int, SourceFacts> F = readBuildFacts(P);
  auto It = F.find(P.find(Rel));
  return It == F.end() ? SourceFacts() : It->second;
}

TEST(BuildFacts, CMakeTargetsAndUsageRequirements) {
  Tree T;
  T.Files = {{"CMakeLists.txt", "project(p LANGUAGES CXX CUDA)\ninclude_directories(common)\n"
                                "add_definitions(-DTOP=1 -O2)\nadd_subdirectory(lib)\n"},
             {"lib/CMakeLists.txt",
              "add_library(k STATIC k.cu) # a comment (with parens)\n"
              "target_include_directories(k PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/inc PRIVATE src)\n"
              "target_compile_definitions(k PRIVATE TILE=128 INTERFACE USES_K)\n"
              "set_target_properties(k PROPERTIES\n  CUDA_SEPARABLE_COMPILATION ON)\n"},
             {"app/CMakeLists.txt", "add_executable(app main.cu)\ntarget_link_libraries(app PRIVATE k)\n"},
             {"lib/k.cu", Kernel},
             {"app/main.cu", Kernel}};
  PortPlan P = T.plan();
  SourceFacts K = factsOf(P, "lib/k.cu");
  EXPECT_EQ(K.Includes, (std::vector<std::string>{"/virtual/src/common", "/virtual/src/lib/inc",
                                                  "/virtual/src/lib/src"}));
  EXPECT_EQ(K.Defines, (std::vector<std::string>{"TOP=1", "TILE=128"}));
  EXPECT_TRUE(K.Rdc);
  // app links k: k's PUBLIC/INTERFACE requirements, not its PRIVATE ones.
  SourceFacts A = factsOf(P, "app/main.cu");
  EXPECT_EQ(A.Includes, (std::vector<std::string>{"/virtual/src/common", "/virtual/src/lib/inc"}));
  EXPECT_EQ(A.Defines, (std::vector<std::string>{"TOP=1", "USES_K"}));
  EXPECT_FALSE(A.Rdc);
  EXPECT_EQ(A.flags(), (std::vector<std::string>{"-I/virtual/src/common", "-I/virtual/src/lib/inc",
                                                 "-DTOP=1", "-DUSES_K"}));
}

TEST(BuildFacts, FileGlobSources) {
  // file(GLOB) lists are evaluated against the tree: their sources get the
  // target's include directories.
  Tree T;
  T.Files = {{"CMakeLists.txt", "project(p LANGUAGES CXX CUDA)\n"
                                "file(GLOB SRCS src/*.cu)\n"
                                "file(GLOB_RECURSE DEEP CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/deep/*.cu)\n"
                                "file(GLOB REL RELATIVE ${CMAKE_CURRENT_SOURCE_DIR} rel/*.cu)\n"
                                "add_library(k ${SRCS} ${DEEP} ${REL})\n"
                                "target_include_directories(k PRIVATE inc)\n"},
             {"src/a.cu", Kernel},
             {"src/sub/b.cu", Kernel},
             {"deep/x/y/c.cu", Kernel},
             {"rel/d.cu", Kernel},
             {"inc/defs.h", "#define X 1\n"}};
  PortPlan P = T.plan();
  for (const char *Rel : {"src/a.cu", "deep/x/y/c.cu", "rel/d.cu"})
    EXPECT_EQ(factsOf(P, Rel).Includes, (std::vector<std::string>{"/virtual/src/inc"})) << Rel;
  // GLOB does not descend: src/*.cu is not src/sub/b.cu.
  EXPECT_TRUE(factsOf(P, "src/sub/b.cu").empty());
}

TEST(BuildFacts, MakefileVariables) {
  Tree T;
  T.Files = {{"m/Makefile", "INC := -I../common -I$(CUDA_PATH)/include\n"
                            "NVCCFLAGS = -O2 -DBLOCK=64 $(INC) \\\n  -rdc=true\n"
                            "k.o: k.cu\n\t$(NVCC) -DNOT_A_VARIABLE -c $<\n"},
             {"m/k.cu", Kernel},
             {"other/x.cu", Kernel}};
  PortPlan P = T.plan();
  SourceFacts K = factsOf(P, "m/k.cu");
  EXPECT_EQ(K.Includes, (std::vector<std::string>{"/virtual/src/common"}));
  EXPECT_EQ(K.Defines, (std::vector<std::string>{"BLOCK=64"}));
  EXPECT_TRUE(K.Rdc);
  EXPECT_TRUE(factsOf(P, "other/x.cu").empty()); // not below the Makefile
}

TEST(BuildFacts, NothingWithoutBuildScripts) {
  Tree T;
  T.Files = {{"a.cu", Kernel}};
  EXPECT_TRUE(readBuildFacts(T.plan()).empty());
}

} // namespace
