# How cu2hip links Clang and LLVM: the target cu2hipClangLLVM, which every
# library of lib/ links.
#
# By default Debian's shared libraries, libclang-cpp.so and libLLVM.so. Their
# relocations cost 30-38 ms of CPU before main() in every process, most of a
# small file's translation. CU2HIP_STATIC_LLVM links the static archives that
# llvm-19-dev and libclang-19-dev ship instead (the clang* component libraries
# and LLVM's components), so the binary needs neither shared library: it starts
# faster and is larger. All or nothing: static clang libraries beside
# libLLVM.so hold two copies of LLVM's globals, which crashes at exit.
option(CU2HIP_STATIC_LLVM "Link Clang and LLVM statically (their .a archives) instead of libclang-cpp.so and libLLVM.so" OFF)

add_library(cu2hipClangLLVM INTERFACE)
if(NOT CU2HIP_STATIC_LLVM)
  target_link_libraries(cu2hipClangLLVM INTERFACE clang-cpp LLVM)
  return()
endif()

# LLVMSupport's own dependencies name targets that Debian's LLVMConfig.cmake
# does not define.
find_package(ZLIB REQUIRED)
if(NOT TARGET zstd::libzstd_shared)
  find_library(CU2HIP_ZSTD_LIBRARY NAMES zstd libzstd.so.1 REQUIRED)
  add_library(zstd::libzstd_shared SHARED IMPORTED)
  set_target_properties(zstd::libzstd_shared PROPERTIES IMPORTED_LOCATION ${CU2HIP_ZSTD_LIBRARY})
endif()

# The LLVM components the clang libraries below use (their LINK_COMPONENTS
# upstream); llvm_map_components_to_libnames adds what each depends on.
llvm_map_components_to_libnames(CU2HIP_LLVM_LIBS
  Support Core Option MC MCParser BinaryFormat BitReader BitstreamReader Demangle
  FrontendHLSL FrontendOpenMP FrontendOffloading FrontendDriver ProfileData Remarks
  TargetParser TextAPI Object WindowsDriver)

# Debian's Clang export names "LLVM" (libLLVM.so) as every clang library's
# LLVM dependency: replaced by the components, through the whole closure of
# clang libraries that cu2hip's (Tooling, Frontend, Sema...) depend on.
set(Pending clangTooling clangToolingCore clangFrontend clangDriver clangSerialization clangParse
            clangSema clangAnalysis clangAST clangASTMatchers clangEdit clangLex clangBasic)
set(Seen)
while(Pending)
  list(POP_FRONT Pending Lib)
  if(Lib IN_LIST Seen OR NOT Lib MATCHES "^clang" OR NOT TARGET ${Lib})
    continue()
  endif()
  list(APPEND Seen ${Lib})
  get_target_property(Deps ${Lib} INTERFACE_LINK_LIBRARIES)
  if(NOT Deps)
    set(Deps)
  endif()
  list(APPEND Pending ${Deps})
  list(REMOVE_ITEM Deps LLVM clang-cpp)
  list(APPEND Deps ${CU2HIP_LLVM_LIBS})
  set_target_properties(${Lib} PROPERTIES INTERFACE_LINK_LIBRARIES "${Deps}")
endwhile()
target_link_libraries(cu2hipClangLLVM INTERFACE
  clangTooling clangToolingCore clangFrontend clangDriver clangSerialization clangParse
  clangSema clangAnalysis clangAST clangASTMatchers clangEdit clangLex clangBasic ${CU2HIP_LLVM_LIBS})
# The C++ runtime too: binding the binary's references to libstdc++.so's
# symbols at start-up (hash lookups, no lazy binding for data and vtables) is
# most of what the dynamic loader still does for a static build.
target_link_options(cu2hipClangLLVM INTERFACE -static-libstdc++ -static-libgcc)
message(STATUS "Clang and LLVM linked statically (CU2HIP_STATIC_LLVM): ${Seen}")
