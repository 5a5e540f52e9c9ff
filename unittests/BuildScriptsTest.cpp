// The build-script translators of `cu2hip port` (lib/Driver/BuildScripts) and
// the file helpers in include/cu2hip/Port.h.
#include "Driver/BuildScripts/CMakeNames.h"
#include "Driver/BuildScripts/CMakeParse.h"
#include "Mapping/Libraries.h"
#include "Support/FileKinds.h"
#include "cu2hip/Port.h"
#include "cu2hip/UnifiedDiff.h"

#include "llvm/ADT/Twine.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace cu2hip;

namespace {

BuildScriptResult cmake(const std::string &In, BuildScriptOptions O = {}) {
  BuildScriptResult R = translateCMake(In, O);
  // A second port changes nothing.
  BuildScriptResult Again = translateCMake(R.Output, O);
  EXPECT_EQ(Again.Output, R.Output) << "not idempotent:\n" << R.Output;
  return R;
}

BuildScriptResult make(const std::string &In, BuildScriptOptions O = {}) {
  BuildScriptResult R = translateMakefile(In, O);
  BuildScriptResult Again = translateMakefile(R.Output, O);
  EXPECT_EQ(Again.Output, R.Output) << "not idempotent:\n" << R.Output;
  return R;
}

/// What nvcc's --use_fast_math becomes: its parts, without clang's -ffast-math
/// (which assumes no infinities or NaNs).
#define FAST_MATH "-fgpu-flush-denormals-to-zero -ffp-contract=fast -freciprocal-math -fapprox-func -fno-math-errno"

bool hasNote(const BuildScriptResult &R, const std::string &Subject, bool Unsupported) {
  for (const BuildScriptNote &N : R.Notes)
    if (N.Subject == Subject && N.Unsupported == Unsupported)
      return true;
  return false;
}

// --- CMake ------------------------------------------------------------------------------

TEST(CMakeTranslator, ProjectLanguagesAndMinimumVersion) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("cmake_minimum_required(VERSION 3.18)\n"
                 "project(demo LANGUAGES CXX CUDA)\n"
                 "enable_language(CUDA)\n"
                 "include(CheckLanguage)\ncheck_language(CUDA)\n",
                 O);
  EXPECT_EQ(R.Output, "cmake_minimum_required(VERSION 3.21)\n"
                      "project(demo LANGUAGES CXX HIP)\n"
                      "enable_language(HIP)\n"
                      "include(CheckLanguage)\ncheck_language(HIP)\n");
  EXPECT_TRUE(hasNote(R, "cmake_minimum_required", false));
}

TEST(CMakeTranslator, NewerMinimumVersionAndRangesKept) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  EXPECT_EQ(cmake("cmake_minimum_required(VERSION 3.24)\nproject(p CUDA)\n", O).Output,
            "cmake_minimum_required(VERSION 3.24)\nproject(p HIP)\n");
  EXPECT_EQ(cmake("cmake_minimum_required(VERSION 3.10...3.27)\nproject(p CXX CUDA)\n", O).Output,
            "cmake_minimum_required(VERSION 3.21...3.27)\nproject(p CXX HIP)\n");
  // No CUDA language here: the version is none of our business.
  EXPECT_EQ(cmake("cmake_minimum_required(VERSION 3.10)\nproject(p CXX)\n", O).Output,
            "cmake_minimum_required(VERSION 3.10)\nproject(p CXX)\n");
}

TEST(CMakeTranslator, FindPackageAndTargets) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("find_package(CUDAToolkit 11.0 REQUIRED)\n"
                 "target_link_libraries(app PRIVATE CUDA::cudart CUDA::curand\n"
                 "                      CUDA::cusparse)\n",
                 O);
  EXPECT_EQ(R.Output, "find_package(hip REQUIRED)\n"
                      "find_package(hiprand REQUIRED)\n"
                      "find_package(hipsparse REQUIRED)\n"
                      "target_link_libraries(app PRIVATE hip::host hip::hiprand\n"
                      "                      roc::hipsparse)\n");
}

TEST(CMakeTranslator, ProjectWidePackagesAndIndentation) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  O.HipPackages = {"hipblas"};
  EXPECT_EQ(cmake("if(USE_GPU)\n  find_package(CUDAToolkit QUIET)\nendif()\n", O).Output,
            "if(USE_GPU)\n  find_package(hip QUIET)\n  find_package(hipblas QUIET)\nendif()\n");
  EXPECT_EQ(cmakeHipPackagesFor("target_link_libraries(x CUDA::cublas CUDA::cufft_static CUDA::cudart)"),
            (std::vector<std::string>{"hipblas", "hipfft"}));
}

TEST(CMakeTranslator, UnsupportedTargetGetsACommentOnce) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("target_link_libraries(app PRIVATE CUDA::cudart CUDA::cupti)\n", O);
  EXPECT_EQ(R.Output, "# cu2hip: CUDA::cupti: CUPTI has no HIP equivalent (see rocprofiler/roctracer)\n"
                      "target_link_libraries(app PRIVATE hip::host CUDA::cupti)\n");
  EXPECT_TRUE(hasNote(R, "CUDA::cupti", true));
}

TEST(CMakeTranslator, DroppedTarget) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  EXPECT_EQ(cmake("target_link_libraries(app PRIVATE CUDA::cudart CUDA::cudadevrt)\n", O).Output,
            "target_link_libraries(app PRIVATE hip::host)\n");
}

TEST(CMakeTranslator, Architectures) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  O.OffloadArch = "gfx90a,gfx1030";
  auto R = cmake("set(CMAKE_CUDA_ARCHITECTURES 70 80)\n"
                 "set_target_properties(app PROPERTIES CUDA_ARCHITECTURES \"75;86-real\" CUDA_STANDARD 17)\n"
                 "set_property(TARGET lib PROPERTY CUDA_ARCHITECTURES native)\n"
                 "if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)\nendif()\n",
                 O);
  EXPECT_EQ(R.Output, "set(CMAKE_HIP_ARCHITECTURES \"gfx90a;gfx1030\")\n"
                      "set_target_properties(app PROPERTIES HIP_ARCHITECTURES \"gfx90a;gfx1030\" HIP_STANDARD 17)\n"
                      "set_property(TARGET lib PROPERTY HIP_ARCHITECTURES \"gfx90a;gfx1030\")\n"
                      "if(NOT DEFINED CMAKE_HIP_ARCHITECTURES)\nendif()\n");
  auto V = cmake("set(CMAKE_CUDA_ARCHITECTURES ${MY_ARCHS})\n", O);
  EXPECT_EQ(V.Output, "# cu2hip: check that ${MY_ARCHS} names AMD GPU targets (e.g. gfx90a,gfx1030), "
                      "not CUDA architectures\nset(CMAKE_HIP_ARCHITECTURES ${MY_ARCHS})\n");
}

TEST(CMakeTranslator, VariablesFlagsAndGeneratorExpressions) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("set(CMAKE_CUDA_STANDARD 17)\n"
                 "set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} --use_fast_math -lineinfo --expt-relaxed-constexpr\")\n"
                 "set(CMAKE_CUDA_FLAGS_RELEASE \"-O3\")\n"
                 "target_compile_options(app PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math>)\n"
                 "target_include_directories(app PRIVATE ${CUDAToolkit_INCLUDE_DIRS})\n"
                 "if(CUDAToolkit_FOUND AND CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER 11)\nendif()\n",
                 O);
  EXPECT_EQ(R.Output, "set(CMAKE_HIP_STANDARD 17)\n"
                      "set(CMAKE_HIP_FLAGS \"${CMAKE_HIP_FLAGS} " FAST_MATH "\")\n"
                      "set(CMAKE_HIP_FLAGS_RELEASE \"-O3\")\n"
                      "target_compile_options(app PRIVATE $<$<COMPILE_LANGUAGE:HIP>:" FAST_MATH ">)\n"
                      "target_include_directories(app PRIVATE ${hip_INCLUDE_DIRS})\n"
                      "# cu2hip: `CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER 11` is true for CUDA "
                      "12.4, whose code the port keeps (HIP's version is not CUDA's)\n"
                      "if(hip_FOUND AND TRUE)\nendif()\n");
}

TEST(CMakeTranslator, SourceLanguageAndSeparableCompilation) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("set_source_files_properties(a.cu b.cpp PROPERTIES LANGUAGE CUDA)\n"
                 "set_target_properties(app PROPERTIES CUDA_SEPARABLE_COMPILATION ON)\n",
                 O);
  EXPECT_EQ(R.Output, "set_source_files_properties(a.cu b.cpp PROPERTIES LANGUAGE HIP)\n"
                      "# cu2hip: CUDA_SEPARABLE_COMPILATION: relocatable device code: add -fgpu-rdc to "
                      "the target's HIP compile and link options\n"
                      "set_target_properties(app PROPERTIES CUDA_SEPARABLE_COMPILATION ON)\n");
}

TEST(CMakeTranslator, SeparableCompilationOffAsksForNothing) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  std::string Off = "set_target_properties(k PROPERTIES CUDA_SEPARABLE_COMPILATION OFF)\n"
                    "set_property(TARGET k PROPERTY CUDA_SEPARABLE_COMPILATION \"FALSE\")\n"
                    "set(CMAKE_CUDA_SEPARABLE_COMPILATION 0)\n";
  EXPECT_EQ(cmake(Off, O).Output, Off);
  // A value cu2hip cannot read may be ON.
  EXPECT_EQ(cmake("set(CMAKE_CUDA_SEPARABLE_COMPILATION ${RDC})\n", O).Output,
            "# cu2hip: CMAKE_CUDA_SEPARABLE_COMPILATION: relocatable device code: add -fgpu-rdc to "
            "the HIP compile and link options\n"
            "set(CMAKE_CUDA_SEPARABLE_COMPILATION ${RDC})\n");
}

TEST(CMakeParse, Truth) {
  using buildscripts::cmake::cmakeTruth;
  for (const char *T : {"ON", "on", "YES", "TRUE", "Y", "1", "2", "0.5"})
    EXPECT_EQ(cmakeTruth(T), true) << T;
  for (const char *F : {"OFF", "off", "NO", "FALSE", "N", "0", "", "IGNORE", "NOTFOUND", "x-NOTFOUND"})
    EXPECT_EQ(cmakeTruth(F), false) << F;
  for (const char *U : {"${RDC}", "RDC", "$<CONFIG:Debug>"})
    EXPECT_EQ(cmakeTruth(U), std::nullopt) << U;
}

TEST(CMakeTranslator, FastMathInAQuotedListIsSeparateItems) {
  // In a quoted list a blank would make the flags one compiler argument.
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  std::string Items = FAST_MATH;
  std::replace(Items.begin(), Items.end(), ' ', ';');
  EXPECT_EQ(cmake("target_compile_options(app PRIVATE \"$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math>\")\n"
                  "target_compile_options(app PRIVATE \"-Xcompiler=-Wall,-Wextra\")\n"
                  "target_compile_options(app PRIVATE --use_fast_math)\n"
                  "string(APPEND CMAKE_CUDA_FLAGS \" --use_fast_math\")\n",
                  O)
                .Output,
            "target_compile_options(app PRIVATE \"$<$<COMPILE_LANGUAGE:HIP>:" + Items + ">\")\n"
            "target_compile_options(app PRIVATE \"-Wall;-Wextra\")\n"
            "target_compile_options(app PRIVATE " FAST_MATH ")\n"
            "string(APPEND CMAKE_HIP_FLAGS \" " FAST_MATH "\")\n");
}

TEST(CMakeNames, CudaVersionTestsAreDecidedForTheAssumedRelease) {
  using buildscripts::cmake::decideCudaVersionTest;
  // CUDA 12.4 (lib/Mapping/CudaMacros.def REALWORLD_ASSUMED_CUDA).
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION", "VERSION_GREATER_EQUAL", "11.6"), true);
  EXPECT_EQ(decideCudaVersionTest("${CUDAToolkit_VERSION}", "VERSION_LESS", "12.4"), false);
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION", "VERSION_EQUAL", "12.4.0"), true);
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION", "VERSION_LESS", "12.10"), true);
  EXPECT_EQ(decideCudaVersionTest("CMAKE_CUDA_COMPILER_VERSION", "VERSION_GREATER_EQUAL", "14.0"), false);
  EXPECT_EQ(decideCudaVersionTest("12.5", "VERSION_LESS_EQUAL", "CUDA_VERSION"), false);
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION_MAJOR", "GREATER_EQUAL", "12"), true);
  EXPECT_EQ(decideCudaVersionTest("CUDA_VERSION_MINOR", "LESS", "4"), false);
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION", "VERSION_GREATER", "${MIN_CUDA}"), std::nullopt);
  EXPECT_EQ(decideCudaVersionTest("CUDAToolkit_VERSION", "STREQUAL", "12.4"), std::nullopt);
  EXPECT_EQ(decideCudaVersionTest("hip_VERSION", "VERSION_GREATER", "6.0"), std::nullopt);
  EXPECT_EQ(buildscripts::cmake::assumedCudaVersionValue("CUDAToolkit_VERSION_MAJOR"), "12");
}

TEST(CMakeTranslator, CudaVersionTests) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL \"11.6\")\n"
                 "  set(X ON)\n"
                 "elseif(${CUDAToolkit_VERSION_MAJOR} LESS 11 OR WIN32)\n"
                 "endif()\n"
                 "if(CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER_EQUAL 14.0)\n"
                 "  message(FATAL_ERROR \"CUDA ${CUDAToolkit_VERSION} is too new\")\n"
                 "endif()\n"
                 "if(DEFINED CUDAToolkit_VERSION AND CUDAToolkit_VERSION VERSION_LESS MIN)\nendif()\n"
                 "set(SUFFIX \"_cuda${CUDAToolkit_VERSION_MAJOR}${CUDAToolkit_VERSION_MINOR}\")\n",
                 O);
  EXPECT_EQ(R.Output,
            "# cu2hip: `CUDAToolkit_VERSION VERSION_GREATER_EQUAL \"11.6\"` is true for CUDA 12.4, "
            "whose code the port keeps (HIP's version is not CUDA's)\n"
            "if(TRUE)\n"
            "  set(X ON)\n"
            "# cu2hip: `${CUDAToolkit_VERSION_MAJOR} LESS 11` is false for CUDA 12.4, whose code the "
            "port keeps (HIP's version is not CUDA's)\n"
            "elseif(FALSE OR WIN32)\n"
            "endif()\n"
            "# cu2hip: `CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER_EQUAL 14.0` is false for CUDA "
            "12.4, whose code the port keeps (HIP's version is not CUDA's)\n"
            "if(FALSE)\n"
            "  message(FATAL_ERROR \"CUDA ${hip_VERSION} is too new\")\n"
            "endif()\n"
            "if(DEFINED hip_VERSION AND hip_VERSION VERSION_LESS MIN)\nendif()\n"
            "# cu2hip: the CUDA version became HIP's (CUDAToolkit_VERSION... -> hip_VERSION...), "
            "which is not CUDA's: check what takes it for a CUDA version\n"
            "set(SUFFIX \"_cuda${hip_VERSION_MAJOR}${hip_VERSION_MINOR}\")\n");
}

TEST(CMakeTranslator, CommentsAndStringsOutsideArgumentsAreKept) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  std::string In = "# project(x CUDA) and CUDA::cudart in a comment\n"
                   "#[[ enable_language(CUDA) ]]\n"
                   "message(STATUS \"Building with CUDA\") # CUDA::cublas\n";
  EXPECT_EQ(cmake(In, O).Output, In);
}

TEST(CMakeTranslator, FindCudaCommands) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  auto R = cmake("find_package(CUDA REQUIRED)\ncuda_add_executable(app main.cu)\n", O);
  EXPECT_EQ(R.Output, "find_package(hip REQUIRED)\nadd_executable(app main.cu)\n");
}

TEST(CMakeNames, NotesNameTargetsFromTheLibraryRows) {
  // A {Library} in a note is that library's CMakeTarget (Libraries.def).
  using namespace buildscripts::cmake;
  const NameRow *Cublas = lookupName("CUDA_CUBLAS_LIBRARIES");
  ASSERT_TRUE(Cublas && Cublas->Note);
  EXPECT_EQ(std::string(Cublas->Note),
            std::string("FindCUDA's libraries: link ") + libraries::hipLibrary("hipBLAS")->CMakeTarget +
                " instead");
  for (const CommandRow &R : commandRows()) {
    if (R.Note) {
      EXPECT_FALSE(llvm::StringRef(R.Note).contains('{')) << R.Cuda;
    }
  }
  for (const char *Name : {"CUDA_LIBRARIES", "CUDA_curand_LIBRARY", "CUDA_NVCC_FLAGS"})
    EXPECT_FALSE(llvm::StringRef(lookupName(Name)->Note).contains('{')) << Name;
}

TEST(CMakeTranslator, CuSourcesCompiledAsHip) {
  BuildScriptOptions O;
  auto R = cmake("add_executable(app main.cu util.cpp)\n", O);
  EXPECT_NE(R.Output.find("add_executable(app main.cu util.cpp)\n\n# cu2hip: CMake compiles .cu files as CUDA;"),
            std::string::npos);
  EXPECT_NE(R.Output.find("set_source_files_properties(${_cu2hip_sources} PROPERTIES LANGUAGE HIP)"),
            std::string::npos);
  // Without .cu sources (and no project-wide CUDA) nothing is appended.
  EXPECT_EQ(cmake("add_executable(app main.cpp)\n", O).Output, "add_executable(app main.cpp)\n");
  O.ProjectUsesHip = true;
  EXPECT_NE(cmake("add_executable(app ${SOURCES})\n", O).Output.find("LANGUAGE HIP"), std::string::npos);
  // Literal non-CUDA sources and interface libraries need nothing.
  EXPECT_EQ(cmake("add_executable(app main.cpp)\nadd_library(h INTERFACE ${X})\n", O).Output,
            "add_executable(app main.cpp)\nadd_library(h INTERFACE ${X})\n");
}

TEST(CMakeTranslator, RenamedReferences) {
  BuildScriptOptions O;
  O.RenameGlobs = true;
  O.RenameRef = [](llvm::StringRef Ref) -> std::optional<std::string> {
    if (Ref.ends_with("main.cu"))
      return (Ref.drop_back(3) + ".hip").str();
    if (Ref.ends_with("k.cuh"))
      return (Ref.drop_back(4) + ".hip.h").str();
    return std::nullopt;
  };
  auto R = cmake("add_executable(app main.cu ${CMAKE_CURRENT_SOURCE_DIR}/src/main.cu other.cu)\n"
                 "file(GLOB K src/*.cu)\ninstall(FILES inc/k.cuh DESTINATION include)\n",
                 O);
  EXPECT_EQ(R.Output.substr(0, R.Output.find("\n\n")),
            "add_executable(app main.hip ${CMAKE_CURRENT_SOURCE_DIR}/src/main.hip other.cu)\n"
            "file(GLOB K src/*.hip)\ninstall(FILES inc/k.hip.h DESTINATION include)");
}

TEST(CMakeTranslator, CrlfKept) {
  BuildScriptOptions O;
  O.AppendHipSourceBlock = false;
  EXPECT_EQ(cmake("project(p CXX CUDA)\r\ntarget_link_libraries(a CUDA::cupti)\r\n", O).Output,
            "project(p CXX HIP)\r\n# cu2hip: CUDA::cupti: CUPTI has no HIP equivalent (see "
            "rocprofiler/roctracer)\r\ntarget_link_libraries(a CUDA::cupti)\r\n");
}

// --- Makefiles ---------------------------------------------------------------------------

TEST(MakefileTranslator, CompilerArchAndLibraries) {
  auto R = make("# build\n"
                "NVCC ?= /usr/local/cuda/bin/nvcc\n"
                "NVCCFLAGS = -O3 -arch=sm_70 -gencode arch=compute_80,code=sm_80 --use_fast_math\n"
                "LIBS = -lcudart -lcurand -lcublas\n"
                "app: main.o\n"
                "\t$(NVCC) $(NVCCFLAGS) -o $@ $^ $(LIBS)\n");
  EXPECT_EQ(R.Output, "# build\n"
                      "# cu2hip: the AMD GPU targets (comma-separated) hipcc compiles for; the CUDA "
                      "build targeted sm_70, sm_80\n"
                      "HIP_ARCH ?= gfx90a\n\n"
                      "NVCC ?= hipcc\n"
                      "NVCCFLAGS = -O3 --offload-arch=$(HIP_ARCH) " FAST_MATH "\n"
                      "LIBS = -lamdhip64 -lhiprand -lhipblas\n"
                      "app: main.o\n"
                      "\t$(NVCC) $(NVCCFLAGS) -o $@ $^ $(LIBS)\n");
}

TEST(MakefileTranslator, UnsupportedFlagsAndPathsGetComments) {
  auto R = make("CUDA_PATH ?= /usr/local/cuda\n"
                "CFLAGS = -I$(CUDA_PATH)/include -Xptxas -v\n"
                "x.o: x.cu\n"
                "\tnvcc -Xcompiler -fopenmp,-Wall -c $< -o $@\n");
  EXPECT_EQ(R.Output,
            "# cu2hip: a CUDA installation path: hipcc finds HIP by itself; remove it or point it at ROCm\n"
            "CUDA_PATH ?= /usr/local/cuda\n"
            "# cu2hip: a CUDA installation path: hipcc finds HIP by itself; remove it or point it at "
            "ROCm; ptxas options have no hipcc equivalent\n"
            "CFLAGS = -I$(CUDA_PATH)/include -Xptxas -v\n"
            "x.o: x.cu\n"
            "\thipcc -fopenmp -Wall -c $< -o $@\n");
  EXPECT_TRUE(hasNote(R, "-Xptxas", true));
}

TEST(MakefileTranslator, ContinuationsCommentsAndDefines) {
  auto R = make("FLAGS = -O2 \\\n"
                "\t-lineinfo \\\n"
                "\t-G\n"
                "# nvcc -arch=sm_70 stays in this comment\n"
                "define RULE\n"
                "\tnvcc -Xptxas -O3 $(1)\n"
                "endef\n");
  EXPECT_EQ(R.Output, "FLAGS = -O2 \\\n"
                      "\t\\\n"
                      "\t-G\n"
                      "# nvcc -arch=sm_70 stays in this comment\n"
                      "# cu2hip: ptxas options have no hipcc equivalent\n"
                      "define RULE\n"
                      "\thipcc -Xptxas -O3 $(1)\n"
                      "endef\n");
}

TEST(MakefileTranslator, RenamedSources) {
  BuildScriptOptions O;
  O.RenameGlobs = true;
  O.RenameRef = [](llvm::StringRef Ref) -> std::optional<std::string> {
    if (Ref == "main.cu" || Ref == "$(SRC)/kern.cu")
      return (Ref.drop_back(3) + ".hip").str();
    return std::nullopt;
  };
  EXPECT_EQ(make("SRCS = main.cu $(SRC)/kern.cu $(wildcard lib/*.cu) ext.cu\n"
                 "%.o: %.cu\n\thipcc -c $< -o $@\n",
                 O)
                .Output,
            "SRCS = main.hip $(SRC)/kern.hip $(wildcard lib/*.hip) ext.cu\n"
            "%.o: %.hip\n\thipcc -c $< -o $@\n");
}

TEST(MakefileTranslator, NothingToDo) {
  std::string In = "CC = gcc\nall:\n\t$(CC) -O2 -G x.c\n";
  auto R = make(In);
  EXPECT_EQ(R.Output, In); // -G is ambiguous outside an nvcc line
  EXPECT_EQ(R.Changes, 0u);
}

TEST(MakefileTranslator, NvccFoundByTheShell) {
  // The GPU targets hang on finding nvcc: on an AMD machine they must find hipcc.
  auto R = make("NVCC := $(shell which nvcc 2>/dev/null)\n"
                "NVCC2 := $(shell command -v nvcc)\n"
                "HAVE_NVCC := $(wildcard /usr/local/cuda/bin/nvcc)\n"
                "ifeq ($(shell which nvcc),)\nendif\n"
                "$(info nvcc not found)\n"
                "GPUS := $(shell nvidia-smi -L | wc -l)\n");
  EXPECT_EQ(R.Output, "NVCC := $(shell which hipcc 2>/dev/null)\n"
                      "NVCC2 := $(shell command -v hipcc)\n"
                      "HAVE_NVCC := $(shell which hipcc 2>/dev/null)\n"
                      "ifeq ($(shell which hipcc),)\nendif\n"
                      "$(info nvcc not found)\n"
                      "# cu2hip: nvidia-smi: use rocm-smi or amd-smi\n"
                      "GPUS := $(shell nvidia-smi -L | wc -l)\n");
}

TEST(MakefileTranslator, GpuArchitectureProbe) {
  // Without nvidia-smi the probe says nothing and the ifneq would never set an
  // architecture: the probe's answer is $(HIP_ARCH).
  auto R = make("GPU_CC := $(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader | sed 's/\\.//')\n"
                "ifneq ($(GPU_CC),)\n"
                "  FLAGS += --generate-code arch=compute_$(GPU_CC),code=[compute_$(GPU_CC),sm_$(GPU_CC)]\n"
                "endif\n");
  EXPECT_EQ(R.Output, "# cu2hip: the AMD GPU targets (comma-separated) hipcc compiles for\n"
                      "HIP_ARCH ?= gfx90a\n\n"
                      "GPU_CC := $(HIP_ARCH)\n"
                      "ifneq ($(GPU_CC),)\n"
                      "  FLAGS += --offload-arch=$(HIP_ARCH)\n"
                      "endif\n");
  EXPECT_TRUE(hasNote(R, "nvidia-smi", false));
  EXPECT_NE(make("A := $(shell __nvcc_device_query)\n").Output.find("A := $(HIP_ARCH)\n"),
            std::string::npos);
}

TEST(MakefileTranslator, ThreadsFlag) {
  // -t N is nvcc's --threads N; after a blank only a number is nvcc's.
  auto R = make("NVCC_FLAGS = -O3 -t=0 -t 4 -t8 -t$(JOBS) --threads 2 -std=c++17\n"
                "CUDA_INSTALL = install -t $(CUDA_DEST) -tune x\n");
  EXPECT_EQ(R.Output, "NVCC_FLAGS = -O3 -std=c++17\n"
                      "CUDA_INSTALL = install -t $(CUDA_DEST) -tune x\n");
  // -t is not nvcc's where the line is not about nvcc or CUDA.
  std::string Tar = "list:\n\ttar -t 3 -f x.tar\n";
  EXPECT_EQ(make(Tar).Output, Tar);
}

// --- File helpers --------------------------------------------------------------------------

TEST(FileKinds, BuildScripts) {
  using support::buildScriptKind, support::BuildScriptKind;
  EXPECT_EQ(buildScriptKind("a/CMakeLists.txt"), BuildScriptKind::CMake);
  EXPECT_EQ(buildScriptKind("cmake/Find.cmake"), BuildScriptKind::CMake);
  EXPECT_EQ(buildScriptKind("Makefile"), BuildScriptKind::Makefile);
  EXPECT_EQ(buildScriptKind("sub/GNUmakefile"), BuildScriptKind::Makefile);
  EXPECT_EQ(buildScriptKind("Makefile.cuda"), BuildScriptKind::Makefile);
  EXPECT_EQ(buildScriptKind("rules.mk"), BuildScriptKind::Makefile);
  EXPECT_EQ(buildScriptKind("nmake.mak"), BuildScriptKind::Makefile);
  EXPECT_EQ(buildScriptKind("README.md"), BuildScriptKind::None);
  EXPECT_EQ(buildScriptKind("CMakeLists.txt.orig"), BuildScriptKind::None);
}

TEST(FileKinds, CodeFiles) {
  using support::codeFileKind;
  using support::CodeFileKind;
  EXPECT_EQ(codeFileKind("a.cu"), CodeFileKind::Source);
  EXPECT_EQ(codeFileKind("a.cpp"), CodeFileKind::Source);
  EXPECT_EQ(codeFileKind("dir.h/a.C"), CodeFileKind::Source); // extensions compare in lower case
  EXPECT_EQ(codeFileKind("a.CU"), CodeFileKind::Source);
  EXPECT_EQ(codeFileKind("a.cuh"), CodeFileKind::Header);
  EXPECT_EQ(codeFileKind("a.hpp"), CodeFileKind::Header);
  EXPECT_EQ(codeFileKind("a.cuinl"), CodeFileKind::Header);
  EXPECT_EQ(codeFileKind("a.hip"), CodeFileKind::None); // HIP already
  EXPECT_EQ(codeFileKind("README.md"), CodeFileKind::None);
  EXPECT_EQ(codeFileKind(".h"), CodeFileKind::None);
  EXPECT_TRUE(support::isCudaByName("a.cuh"));
  EXPECT_FALSE(support::isCudaByName("a.cuinl"));
  EXPECT_FALSE(support::isCudaByName("a.cpp"));
  EXPECT_EQ(support::renamedPath("src/a.cu"), "src/a.hip");
  EXPECT_EQ(support::renamedPath("src/a.cuh"), "src/a.hip.h");
  EXPECT_EQ(support::renamedPath("src/a.CU"), ""); // only the spelling of the table
  EXPECT_EQ(support::renamedPath("src/.a.cu"), "");
  EXPECT_EQ(support::renamedPath("src/a.cpp"), "");
  EXPECT_EQ(support::renamedPath("d.cuda"), "");
}

TEST(PortFiles, Globs) {
  EXPECT_TRUE(portGlobMatch("third_party", "third_party/x/y.cu"));
  EXPECT_TRUE(portGlobMatch("*.cu", "src/a.cu"));
  EXPECT_TRUE(portGlobMatch("src/*.cu", "src/a.cu"));
  EXPECT_FALSE(portGlobMatch("src/*.cu", "src/sub/a.cu"));
  EXPECT_TRUE(portGlobMatch("src/**/*.cu", "src/sub/a.cu"));
  EXPECT_TRUE(portGlobMatch("src/**/*.cu", "src/a.cu"));
  EXPECT_FALSE(portGlobMatch("**/b.cu", "src/ab.cu"));
  EXPECT_TRUE(portGlobMatch("a?.c[uv]", "x/ab.cu"));
  EXPECT_FALSE(portGlobMatch("*.cuh", "src/a.cu"));
  EXPECT_TRUE(portGlobMatch("**/b.cu", "b.cu"));
  EXPECT_TRUE(portGlobMatch("src/**/b.cu", "src/x/y/b.cu"));
  EXPECT_FALSE(portGlobMatch("src?a.cu", "src/a.cu"));
  EXPECT_TRUE(portGlobMatch("[!x]*.cu", "src/a.cu"));
  EXPECT_FALSE(portGlobMatch("[!a]*.cu", "src/a.cu"));
  EXPECT_TRUE(portGlobMatch("./src/", "src/a.cu"));
  EXPECT_TRUE(portGlobMatch("[x", "[x/a.cu")); // not a pattern: the name itself
}

TEST(PortFiles, IncludesAndCudaUse) {
  EXPECT_TRUE(textUsesCuda("#include <cuda_runtime.h>\n"));
  EXPECT_TRUE(textUsesCuda("void f() { cudaMalloc(0, 0); }"));
  EXPECT_TRUE(textUsesCuda("__global__ void k() {}"));
  EXPECT_FALSE(textUsesCuda("#include <vector>\nint my_cuda = 0; float cudaless;\n"));
  EXPECT_TRUE(looksBinary(std::string("ab\0cd", 5)));
  EXPECT_FALSE(looksBinary("text"));
}

TEST(PortFiles, UnifiedDiff) {
  EXPECT_EQ(unifiedDiff("a/x", "b/x", "a\nb\n", "a\nb\n"), "");
  EXPECT_EQ(unifiedDiff("a/f.cu", "b/f.hip", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n"),
            "--- a/f.cu\n+++ b/f.hip\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n");
  EXPECT_EQ(unifiedDiff("a/f", "b/f", "a", "b"),
            "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n");
  EXPECT_EQ(unifiedDiff("a/f", "b/f", "", "x\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n");
}

} // namespace
