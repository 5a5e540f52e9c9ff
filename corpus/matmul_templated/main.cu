// Templated tiled GEMM: the same kernel template is instantiated for
// <float, 16> and <double, 8> and both results are checked on the CPU.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__,       \
                         __LINE__, cudaGetErrorString(err_));                 \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

template <typename T, int TILE>
__global__ void matmul(const T* A, const T* B, T* C, int M, int N, int K)
{
    __shared__ T As[TILE][TILE];
    __shared__ T Bs[TILE][TILE];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;
    T acc = T(0);
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : T(0);
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : T(0);
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

template <typename T, int TILE>
static int runCase(const char* label, int M, int N, int K, double tol, unsigned int seed)
{
    std::vector<T> hA(M * K), hB(K * N), hC(M * N);
    for (auto& v : hA) { seed = seed * 1664525u + 1013904223u; v = T((seed >> 16) % 200) / T(100) - T(1); }
    for (auto& v : hB) { seed = seed * 1664525u + 1013904223u; v = T((seed >> 16) % 200) / T(100) - T(1); }

    T *dA, *dB, *dC;
    CUDA_CHECK(cudaMalloc(&dA, hA.size() * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&dB, hB.size() * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&dC, hC.size() * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(T), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(T), cudaMemcpyHostToDevice));

    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmul<T, TILE><<<grid, block>>>(dA, dB, dC, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(T), cudaMemcpyDeviceToHost));

    int errors = 0;
    double maxErr = 0.0;
    for (int i = 0; i < M; ++i) {
        for (int j = 0; j < N; ++j) {
            double ref = 0.0;
            for (int k = 0; k < K; ++k) ref += double(hA[i * K + k]) * double(hB[k * N + j]);
            double e = std::fabs(double(hC[i * N + j]) - ref);
            if (e > maxErr) maxErr = e;
            if (e > tol * (1.0 + std::fabs(ref))) {
                if (errors < 5) std::printf("%s: C[%d,%d]=%g expected %g\n", label, i, j, double(hC[i * N + j]), ref);
                ++errors;
            }
        }
    }
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));
    CUDA_CHECK(cudaFree(dC));
    std::printf("%s: %dx%dx%d max_abs_err=%g errors=%d\n", label, M, N, K, maxErr, errors);
    return errors;
}

int main()
{
    int errors = 0;
    errors += runCase<float, 16>("matmul<float, 16>", 96, 80, 70, 1e-4, 11u);
    errors += runCase<double, 8>("matmul<double, 8>", 45, 37, 53, 1e-12, 29u);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
