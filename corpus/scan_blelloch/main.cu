// Work-efficient (Blelloch) exclusive prefix sum. Each block scans 2*BLOCK
// elements in shared memory (up-sweep / down-sweep); block totals are scanned
// by a second launch and added back to produce a multi-block scan.
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

constexpr int BLOCK = 256;           // threads per block
constexpr int ELEMS = 2 * BLOCK;     // elements scanned per block

// Exclusive scan of one ELEMS-sized segment per block. If blockSums is not
// null, the segment total is stored there. in and out may alias.
__global__ void scanBlock(const int* in, int* out, int* blockSums, int n)
{
    __shared__ int temp[ELEMS];
    const int tid = threadIdx.x;
    const int base = blockIdx.x * ELEMS;
    const int ai = tid, bi = tid + BLOCK;

    temp[ai] = (base + ai < n) ? in[base + ai] : 0;
    temp[bi] = (base + bi < n) ? in[base + bi] : 0;

    int offset = 1;
    for (int d = ELEMS >> 1; d > 0; d >>= 1) {        // up-sweep (reduce)
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            temp[b] += temp[a];
        }
        offset <<= 1;
    }

    if (tid == 0) {
        if (blockSums) blockSums[blockIdx.x] = temp[ELEMS - 1];
        temp[ELEMS - 1] = 0;
    }

    for (int d = 1; d < ELEMS; d <<= 1) {             // down-sweep
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            int t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();

    if (base + ai < n) out[base + ai] = temp[ai];
    if (base + bi < n) out[base + bi] = temp[bi];
}

__global__ void addBlockOffsets(int* data, const int* scannedSums, int n)
{
    const int i = blockIdx.x * ELEMS + threadIdx.x;
    const int add = scannedSums[blockIdx.x];
    if (i < n) data[i] += add;
    if (i + BLOCK < n) data[i + BLOCK] += add;
}

int main()
{
    const int n = 100000;
    const int numBlocks = (n + ELEMS - 1) / ELEMS;   // 196, must be <= ELEMS
    if (numBlocks > ELEMS) {
        std::printf("problem too large for two-level scan\nFAIL\n");
        return 1;
    }

    std::vector<int> h(n), ref(n), result(n);
    unsigned int s = 31337u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<int>((s >> 16) % 10);
    }
    int running = 0;
    for (int i = 0; i < n; ++i) { ref[i] = running; running += h[i]; }

    int *dIn, *dOut, *dSums;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dSums, numBlocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    scanBlock<<<numBlocks, BLOCK>>>(dIn, dOut, dSums, n);
    CUDA_CHECK(cudaGetLastError());
    scanBlock<<<1, BLOCK>>>(dSums, dSums, nullptr, numBlocks);
    CUDA_CHECK(cudaGetLastError());
    addBlockOffsets<<<numBlocks, BLOCK>>>(dOut, dSums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(result.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (result[i] != ref[i]) {
            if (errors < 5) std::printf("out[%d] = %d expected %d\n", i, result[i], ref[i]);
            ++errors;
        }
    }
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));
    CUDA_CHECK(cudaFree(dSums));

    std::printf("scan_blelloch: n=%d blocks=%d total=%d errors=%d\n", n, numBlocks, running, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
