#!/usr/bin/env python3
"""Writes a CUDA project of N translation units to DIR (for the interrupt and
speed tests): sources in nested directories, shared headers included by many
units, a header-only part, CMake and make build scripts and plain files.
Usage: gen-tree.py N DIR"""
import os
import sys

n, root = int(sys.argv[1]), sys.argv[2]


def write(rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


write("include/shared/check.cuh", """#pragma once
#include <cstdio>
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) std::printf("%s\\n", cudaGetErrorString(e_)); } while (0)
""")
for g in range(8):
    write(f"include/shared/group{g}.cuh", f"""#pragma once
#include "check.cuh"
template <typename T> __device__ T scale{g}(T v) {{ return v * T({g + 1}); }}
inline void sync{g}() {{ CHECK(cudaDeviceSynchronize()); }}
""")
sources = []
for i in range(n):
    g = i % 8
    rel = f"src/m{i // 50:02d}/k{i:04d}.cu"
    sources.append(rel)
    write(rel, f"""#include "../../include/shared/group{g}.cuh"
__global__ void kernel{i}(float *x, int n) {{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) x[t] = scale{g}(x[t]) + {i};
}}
void run{i}(float *h, int n) {{
  float *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice));
  kernel{i}<<<(n + 255) / 256, 256>>>(d, n);
  sync{g}();
  CHECK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
}}
""")
    if i % 10 == 0:
        write(f"src/m{i // 50:02d}/notes{i:04d}.txt", f"plain file {i}\n")
write("CMakeLists.txt", "cmake_minimum_required(VERSION 3.18)\nproject(big LANGUAGES CXX CUDA)\n"
      "find_package(CUDAToolkit REQUIRED)\nfile(GLOB_RECURSE SRCS src/*.cu)\n"
      "add_library(big STATIC ${SRCS})\ntarget_link_libraries(big PUBLIC CUDA::cudart)\n"
      "set_target_properties(big PROPERTIES CUDA_ARCHITECTURES 80)\n")
write("Makefile", "NVCC ?= nvcc\nSRCS := $(wildcard src/*/*.cu)\n"
      "lib.a: $(SRCS:.cu=.o)\n\tar rcs $@ $^\n%.o: %.cu\n\t$(NVCC) -arch=sm_80 -c $< -o $@\n")
write("README.md", "generated\n")
