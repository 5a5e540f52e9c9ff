// Item 4: branches for MPI, OpenMP, Windows and other platforms whose headers
// are absent do not stop the translation. The active branch includes <mpi.h>,
// which is not installed where cu2hip runs: clang reports it (a [parse]
// warning), and everything after it is still translated. Inactive branches
// are renamed lexically, even when their text does not parse.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %if nvcc %{ %nvcc -c -I%S/Inputs/stub-mpi %s -o %t.cuda.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a -I%S/Inputs/stub-mpi %t.hip -o %t.o %}
#include <mpi.h>
#include <cstdio>
#include <cuda_runtime.h>
// DIAG: inactive-branches.cu:[[@LINE-3]]:1: warning: clang: 'mpi.h' file not found; its declarations are unknown; translating by tokens where the AST is incomplete [parse] [CU2HIP-W0100]

#ifdef _OPENMP
#include <omp.h>
#define NUM_HOST_THREADS omp_get_max_threads()
#else
#define NUM_HOST_THREADS 1
#endif

#if defined(_WIN32) || defined(_MSC_VER)
#include <windows.h>
#pragma comment(lib, "cudart.lib")
__declspec(dllexport) void resetDevice() { cudaDeviceReset(); Sleep(0); }
// CHECK: {{^}}__declspec(dllexport) void resetDevice() { hipDeviceReset(); Sleep(0); }
#elif defined(__APPLE__)
#include <mach/mach_time.h>
static double now() { return mach_absolute_time() * 1e-9; } // no CUDA on macOS today: cudaDeviceSynchronize();
#else
#include <unistd.h>
#endif

#if 0
Notes that are not code: don't lex them as C++; "quotes stay unbalanced.
Old path: cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, stream);
#endif
// CHECK: {{^}}Old path: hipMemcpyAsync(dst, src, n, hipMemcpyHostToDevice, stream);

#ifdef USE_NCCL
#include <nccl.h>
static void allReduce(float *buf, size_t n, ncclComm_t comm, cudaStream_t s) {
  ncclAllReduce(buf, buf, n, ncclFloat, ncclSum, comm, s);
  cudaStreamSynchronize(s);
}
// CHECK: {{^}}static void allReduce(float *buf, size_t n, ncclComm_t comm, hipStream_t s) {
#endif

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int devices = 0;
  cudaGetDeviceCount(&devices);
  if (devices > 0) cudaSetDevice(rank % devices);
  const int n = 1 << 20;
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  scale<<<(n + 255) / 256, 256>>>(d, 2.0f, n);
  cudaError_t err = cudaDeviceSynchronize();
  std::printf("rank %d/%d, %d host threads: %s\n", rank, size, NUM_HOST_THREADS, cudaGetErrorString(err));
  cudaFree(d);
  MPI_Finalize();
  return err == cudaSuccess ? 0 : 1;
}
// Everything after the missing header is translated:
// CHECK:      {{^}}  hipGetDeviceCount(&devices);
// CHECK-NEXT: {{^}}  if (devices > 0) hipSetDevice(rank % devices);
// CHECK:      {{^}}  hipMalloc(&d, n * sizeof(float));
// CHECK-NEXT: {{^}}  hipMemset(d, 0, n * sizeof(float));
// CHECK:      {{^}}  hipError_t err = hipDeviceSynchronize();
// CHECK-NEXT: {{^}}  std::printf("rank %d/%d, %d host threads: %s\n", rank, size, NUM_HOST_THREADS, hipGetErrorString(err));
// CHECK-NEXT: {{^}}  hipFree(d);
// CHECK:      {{^}}  return err == hipSuccess ? 0 : 1;
// CHECK-NOT: {{^[^/]*cuda}}
// DIAG: cu2hip: 1 file for HIP 5.2: 1 changed,
