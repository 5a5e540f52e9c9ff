// The compat-style build-script translators (compatCMake, compatMakefile in
// include/cu2hip/Port.h; docs/compat.md, "Build option"): the forms the lit
// tests test/port/compat-*.test do not build.
#include "cu2hip/Port.h"

#include <gtest/gtest.h>

using namespace cu2hip;

namespace {

BuildScriptResult cmake(const std::string &In, BuildScriptOptions O = {},
                        const std::string &Project = "dir") {
  BuildScriptResult R = compatCMake(In, O, Project);
  // A second port changes nothing.
  BuildScriptResult Again = compatCMake(R.Output, O, Project);
  EXPECT_EQ(Again.Output, R.Output) << "not idempotent:\n" << R.Output;
  return R;
}

BuildScriptResult make(const std::string &In, BuildScriptOptions O = {}) {
  BuildScriptResult R = compatMakefile(In, O);
  BuildScriptResult Again = compatMakefile(R.Output, O);
  EXPECT_EQ(Again.Output, R.Output) << "not idempotent:\n" << R.Output;
  return R;
}

bool hasNote(const BuildScriptResult &R, const std::string &Subject, bool Unsupported) {
  for (const BuildScriptNote &N : R.Notes)
    if (N.Subject == Subject && N.Unsupported == Unsupported)
      return true;
  return false;
}

// --- CMake ------------------------------------------------------------------------------

TEST(CMakeCompat, CudaAloneInProjectBecomesNone) {
  // No languages at all would mean C and CXX: NONE keeps CUDA alone.
  auto R = cmake("cmake_minimum_required(VERSION 3.24)\nproject(k CUDA)\nadd_library(k k.cu)\n");
  EXPECT_EQ(R.Output, "cmake_minimum_required(VERSION 3.24)\n"
                      "project(k NONE)\n"
                      "\n"
                      "option(K_HIP \"Build with HIP for AMD GPUs\" OFF)\n"
                      "if(K_HIP)\n"
                      "  set(CMAKE_HIP_ARCHITECTURES \"gfx90a\" CACHE STRING \"The AMD GPU targets to build for\")\n"
                      "  enable_language(HIP)\n"
                      "else()\n"
                      "  enable_language(CUDA)\n"
                      "endif()\n"
                      "add_library(k k.cu)\n"
                      "if(K_HIP)\n"
                      "  set_source_files_properties(k.cu PROPERTIES LANGUAGE HIP)\n"
                      "endif()\n");
}

TEST(CMakeCompat, OptionNameFromProjectOrFallback) {
  BuildScriptOptions O;
  O.OffloadArch = "gfx90a,gfx1100";
  auto R = cmake("project(\"my.lib\" LANGUAGES CXX)\nenable_language(CUDA)\n", O);
  EXPECT_NE(R.Output.find("option(MY_LIB_HIP "), std::string::npos) << R.Output;
  EXPECT_NE(R.Output.find("\"gfx90a;gfx1100\" CACHE"), std::string::npos) << R.Output;
  // The later enable_language(CUDA) is wrapped; project() keeps its CXX.
  EXPECT_NE(R.Output.find("if(MY_LIB_HIP)\n  enable_language(HIP)\nelse()\n  enable_language(CUDA)\nendif()"),
            std::string::npos)
      << R.Output;
  // A subdirectory's script (no project()) uses the name it is given, and
  // gets no option() of its own.
  auto Sub = cmake("target_link_libraries(t PRIVATE CUDA::curand)\n", {}, "Top-Proj");
  EXPECT_EQ(Sub.Output, "if(TOP_PROJ_HIP)\n"
                        "  target_link_libraries(t PRIVATE hip::hiprand)\n"
                        "else()\n"
                        "  target_link_libraries(t PRIVATE CUDA::curand)\n"
                        "endif()\n");
}

TEST(CMakeCompat, IndentedAndMultiLineCommands) {
  auto R = cmake("if(WITH_GPU)\n"
                 "  target_link_libraries(t PRIVATE\n"
                 "    CUDA::cublas)\n"
                 "  set(MSG \"a\n"
                 "b\")\n"
                 "endif()\n",
                 {}, "p");
  EXPECT_EQ(R.Output, "if(WITH_GPU)\n"
                      "  if(P_HIP)\n"
                      "    target_link_libraries(t PRIVATE\n"
                      "      roc::hipblas)\n"
                      "  else()\n"
                      "    target_link_libraries(t PRIVATE\n"
                      "      CUDA::cublas)\n"
                      "  endif()\n"
                      "  set(MSG \"a\n"
                      "b\")\n"
                      "endif()\n");
}

TEST(CMakeCompat, ControlFlowIsLeftWithANote) {
  auto R = cmake("if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL 11.0)\n"
                 "  add_compile_definitions(NEW_CUDA)\n"
                 "endif()\n",
                 {}, "p");
  EXPECT_EQ(R.Output, "if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL 11.0)\n"
                      "  add_compile_definitions(NEW_CUDA)\n"
                      "endif()\n");
  EXPECT_TRUE(hasNote(R, "if", true));
}

TEST(CMakeCompat, SourcesFromVariablesGetTheDirectoryBlock) {
  BuildScriptOptions O;
  O.ProjectUsesHip = true;
  auto R = cmake("file(GLOB SRCS *.cu)\nadd_library(k ${SRCS})\n", O, "p");
  EXPECT_NE(R.Output.find("\nif(P_HIP)\n  # cu2hip: CMake compiles .cu files as CUDA;"), std::string::npos)
      << R.Output;
  EXPECT_NE(R.Output.find("      set_source_files_properties(${_cu2hip_sources} PROPERTIES LANGUAGE HIP)\n"),
            std::string::npos)
      << R.Output;
  EXPECT_TRUE(llvm::StringRef(R.Output).ends_with("  endforeach()\nendif()\n")) << R.Output;
}

TEST(CMakeCompat, ScriptsWithoutCudaAreLeft) {
  std::string In = "project(p CXX)\nadd_executable(a a.cpp)\n";
  auto R = cmake(In, {}, "p");
  EXPECT_EQ(R.Output, In);
  EXPECT_EQ(R.Changes, 0u);
}

TEST(CMakeCompat, FindCudaCommands) {
  // FindCUDA: the target-making command differs, and its .cu sources are
  // marked after the wrap.
  auto R = cmake("find_package(CUDA REQUIRED)\ncuda_add_executable(app main.cu)\n", {}, "p");
  EXPECT_EQ(R.Output, "if(P_HIP)\n"
                      "  find_package(hip REQUIRED)\n"
                      "  add_executable(app main.cu)\n"
                      "else()\n"
                      "  find_package(CUDA REQUIRED)\n"
                      "  cuda_add_executable(app main.cu)\n"
                      "endif()\n"
                      "if(P_HIP)\n"
                      "  set_source_files_properties(main.cu PROPERTIES LANGUAGE HIP)\n"
                      "endif()\n");
}

TEST(CMakeCompat, AnOptionOfTheProjectsOwnIsLeft) {
  // The project has a HIP build under the name already (any spelling of the
  // test): its scripts are left, not given a second option.
  for (std::string In : {"project(t CXX)\noption(T_HIP \"x\" OFF)\nenable_language(CUDA)\n",
                         "if (T_HIP)\n  enable_language(HIP)\nelse()\n  enable_language(CUDA)\nendif()\n",
                         "if(NOT ${T_HIP})\n  find_package(CUDAToolkit)\nendif()\n"}) {
    auto R = cmake(In, {}, "t");
    EXPECT_EQ(R.Output, In);
    EXPECT_TRUE(hasNote(R, "T_HIP", false));
  }
}

TEST(CMakeCompat, AHipBuildOfTheProjectsOwnIsLeft) {
  std::string In = "project(q CXX)\n"
                   "if(BACKEND STREQUAL \"cuda\")\n  enable_language(CUDA)\n  find_package(CUDAToolkit)\n"
                   "elseif(BACKEND STREQUAL \"hip\")\n  enable_language(HIP)\nendif()\n";
  auto R = cmake(In, {}, "q");
  EXPECT_EQ(R.Output, In);
  EXPECT_TRUE(hasNote(R, "enable_language", false));
}

TEST(CMakeCompat, OnlyACommentIsNoWrapButANote) {
  // The fork style would only comment on it: nothing for HIP to do differently.
  std::string In = "add_library(k k.cpp)\n"
                   "set_target_properties(k PROPERTIES CUDA_SEPARABLE_COMPILATION ON)\n";
  auto R = cmake(In, {}, "p");
  EXPECT_EQ(R.Output, In);
  ASSERT_TRUE(hasNote(R, "CUDA_SEPARABLE_COMPILATION", true));
  for (const BuildScriptNote &N : R.Notes)
    if (N.Subject == "CUDA_SEPARABLE_COMPILATION")
      EXPECT_EQ(N.Line, 2u);
}

// --- Makefiles ----------------------------------------------------------------------------

TEST(MakefileCompat, OnlyACommentIsNoWrapButANote) {
  std::string In = "all: app\n\nprofile: app\n\tnvprof ./app\n";
  auto R = make(In);
  EXPECT_EQ(R.Output, In);
  ASSERT_TRUE(hasNote(R, "nvprof", true));
  for (const BuildScriptNote &N : R.Notes)
    if (N.Subject == "nvprof")
      EXPECT_EQ(N.Line, 4u);
  // Next to a change, the fork's comment is in the HIP lines only.
  auto W = make("F = -arch=sm_80 -Xptxas -v\n");
  EXPECT_NE(W.Output.find("ifeq ($(HIP),1)\n# cu2hip: ptxas options have no hipcc equivalent\n"
                          "F = --offload-arch=$(HIP_ARCH) -Xptxas -v\nelse\nF = -arch=sm_80 -Xptxas -v\nendif\n"),
            std::string::npos)
      << W.Output;
  EXPECT_TRUE(hasNote(W, "-Xptxas", true));
}

TEST(MakefileCompat, DefineBlocksAreWrappedWhole) {
  auto R = make("define BUILD\n\tnvcc -arch=sm_80 -c $(1)\nendef\n");
  EXPECT_EQ(R.Output, "# HIP=1 builds for AMD GPUs with hipcc; HIP_ARCH: their targets (comma-separated).\n"
                      "HIP ?= 0\n"
                      "HIP_ARCH ?= gfx90a\n"
                      "\n"
                      "ifeq ($(HIP),1)\n"
                      "define BUILD\n\thipcc --offload-arch=$(HIP_ARCH) -c $(1)\nendef\n"
                      "else\n"
                      "define BUILD\n\tnvcc -arch=sm_80 -c $(1)\nendef\n"
                      "endif\n");
}

TEST(MakefileCompat, CrLfAndAnArchVariableOfItsOwn) {
  auto R = make("HIP_ARCH = gfx942\r\nNVCC = nvcc\r\nLIBS = -lcurand\r\n");
  EXPECT_EQ(R.Output, "# HIP=1 builds for AMD GPUs with hipcc.\r\n"
                      "HIP ?= 0\r\n"
                      "\r\n"
                      "HIP_ARCH = gfx942\r\n"
                      "ifeq ($(HIP),1)\r\n"
                      "NVCC = hipcc\r\n"
                      "LIBS = -lhiprand\r\n"
                      "else\r\n"
                      "NVCC = nvcc\r\n"
                      "LIBS = -lcurand\r\n"
                      "endif\r\n");
}

TEST(MakefileCompat, CudaPaths) {
  auto R = make("INC = -I/usr/local/cuda-12.4/include -I/home/me/usr/local/cuda/x\n"
                "# see /usr/local/cuda\n");
  EXPECT_NE(R.Output.find("INC = -I$(ROCM_PATH)/include -I/home/me/usr/local/cuda/x\nelse\n"),
            std::string::npos)
      << R.Output;
  EXPECT_NE(R.Output.find("ROCM_PATH ?= /opt/rocm\n"), std::string::npos) << R.Output;
  EXPECT_NE(R.Output.find("endif\n# see /usr/local/cuda\n"), std::string::npos) << R.Output;
}

TEST(MakefileCompat, AVariableNamedHipOfItsOwnIsRefused) {
  std::string In = "HIP = /opt/rocm/hip\nNVCC = nvcc\n";
  auto R = make(In);
  EXPECT_EQ(R.Output, In);
  EXPECT_TRUE(hasNote(R, "HIP", true));
}

TEST(MakefileCompat, AHipBuildOfTheMakefilesOwnIsLeft) {
  std::string In = "ifdef ROCM\nCXX = hipcc\nelse\nCXX = nvcc -arch=sm_80\nendif\n";
  auto R = make(In);
  EXPECT_EQ(R.Output, In);
  EXPECT_TRUE(hasNote(R, "hipcc", false));
  // A word that only contains the name is not hipcc.
  EXPECT_NE(make("X = my-hipcc-wrapper\nNVCC = nvcc\n").Output.find("ifeq ($(HIP),1)"), std::string::npos);
}

TEST(MakefileCompat, MakefilesWithoutCudaAreLeft) {
  std::string In = "CC = gcc\nall: a\n\t$(CC) a.c -o a\n";
  auto R = make(In);
  EXPECT_EQ(R.Output, In);
  EXPECT_EQ(R.Changes, 0u);
}

} // namespace
