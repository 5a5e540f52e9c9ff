// Distributed sum, the way many HPC codes are laid out: with -DUSE_MPI every
// rank reduces its slice on its GPU and MPI_Allreduce combines the results;
// without it (the default) one process reduces everything. Platform code is
// split on _WIN32. Only the non-MPI, non-Windows path is active here.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <time.h>
#include <unistd.h>
#endif

#ifdef USE_MPI
#include <mpi.h>
#endif

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

static double wallSeconds() {
#ifdef _WIN32
  LARGE_INTEGER freq, now;
  QueryPerformanceFrequency(&freq);
  QueryPerformanceCounter(&now);
  return (double)now.QuadPart / (double)freq.QuadPart;
#else
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
}

static void hostName(char* buf, size_t len) {
#ifdef _WIN32
  DWORD size = (DWORD)len;
  if (!GetComputerNameA(buf, &size)) snprintf(buf, len, "unknown");
#else
  if (gethostname(buf, len) != 0) snprintf(buf, len, "unknown");
  buf[len - 1] = '\0';
#endif
}

constexpr int kBlock = 256;

__global__ void sliceSum(const int* x, int n, unsigned long long* out) {
  __shared__ long long sh[kBlock];
  long long acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += x[i];
  sh[threadIdx.x] = acc;
  __syncthreads();
  for (int s = kBlock / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
    __syncthreads();
  }
  // Two's-complement wrap makes unsigned addition exact for signed totals.
  if (threadIdx.x == 0) atomicAdd(out, (unsigned long long)sh[0]);
}

int main(int argc, char** argv) {
  int rank = 0, size = 1;
#ifdef USE_MPI
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
#else
  (void)argc;
  (void)argv;
#endif
  int devCount = 0;
  CUDA_CHECK(cudaGetDeviceCount(&devCount));
  CUDA_CHECK(cudaSetDevice(rank % devCount));

  // Every rank builds the same global array and reduces its own slice.
  const int n = 3000000;
  std::vector<int> x(n);
  unsigned int s = 99u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    x[i] = (int)(s >> 12) - (1 << 19);
  }
  int begin = (int)((long long)n * rank / size), end = (int)((long long)n * (rank + 1) / size);
  int count = end - begin;

  double t0 = wallSeconds();
  int* dx;
  unsigned long long* dSum;
  CUDA_CHECK(cudaMalloc(&dx, count * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dSum, sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemcpy(dx, x.data() + begin, count * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dSum, 0, sizeof(unsigned long long)));
  sliceSum<<<120, kBlock>>>(dx, count, dSum);
  CUDA_CHECK(cudaGetLastError());
  unsigned long long raw = 0;
  CUDA_CHECK(cudaMemcpy(&raw, dSum, sizeof(raw), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dSum));
  long long local = (long long)raw, global = 0;

#ifdef USE_MPI
  MPI_Allreduce(&local, &global, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
#else
  global = local;  // single-process fallback
#endif
  double t1 = wallSeconds();

  long long ref = 0;
  for (int v : x) ref += v;
  bool ok = (global == ref);
  if (rank == 0) {
    char host[256];
    hostName(host, sizeof(host));
    printf("%s: %d rank(s), sum %lld (ref %lld) in %.3f ms\n", host, size, global, ref,
           (t1 - t0) * 1e3);
    printf(ok ? "PASS\n" : "FAIL\n");
  }
#ifdef USE_MPI
  MPI_Finalize();
#endif
  return ok ? 0 : 1;
}
