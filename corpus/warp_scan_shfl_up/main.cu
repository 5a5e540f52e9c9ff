// Inclusive prefix sum built from warp scans: __shfl_up_sync with d = 1..16
// and a lane >= d guard; the warp aggregate is broadcast from lane 31, warp
// totals are scanned in __shared__ int partial[32] by warp 0, and block
// totals are combined on the host and added back by a second kernel.
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

__device__ __forceinline__ int warpInclusiveScan(int v, int lane)
{
    for (int d = 1; d < 32; d *= 2) {
        int t = __shfl_up_sync(0xffffffff, v, d);
        if (lane >= d) v += t;
    }
    return v;
}

// blockDim.x: multiple of 32, at most 1024. All threads stay active.
__global__ void blockScan(const int* in, int* out, int* blockTotals, int n)
{
    __shared__ int partial[32];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    const int warp = threadIdx.x / 32;

    int v = (i < n) ? in[i] : 0;
    v = warpInclusiveScan(v, lane);
    const int warpTotal = __shfl_sync(0xffffffff, v, 31);  // broadcast the warp aggregate
    if (lane == 0) partial[warp] = warpTotal;
    __syncthreads();

    if (warp == 0) {
        const int numWarps = blockDim.x / 32;
        int w = (lane < numWarps) ? partial[lane] : 0;
        partial[lane] = warpInclusiveScan(w, lane);
    }
    __syncthreads();

    if (warp > 0) v += partial[warp - 1];
    if (i < n) out[i] = v;
    if (threadIdx.x == blockDim.x - 1) blockTotals[blockIdx.x] = v;
}

__global__ void addOffsets(int* data, const int* offsets, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += offsets[blockIdx.x];
}

int main()
{
    const int n = 123457;
    const int threads = 512;
    const int blocks = (n + threads - 1) / threads;

    std::vector<int> h(n), ref(n), out(n);
    unsigned int s = 1010u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<int>((s >> 16) % 100) - 30;  // includes negatives
    }
    int running = 0;
    for (int i = 0; i < n; ++i) { running += h[i]; ref[i] = running; }

    int *dIn, *dOut, *dTotals, *dOffsets;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dTotals, blocks * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dOffsets, blocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    blockScan<<<blocks, threads>>>(dIn, dOut, dTotals, n);
    CUDA_CHECK(cudaGetLastError());

    std::vector<int> totals(blocks), offsets(blocks);
    CUDA_CHECK(cudaMemcpy(totals.data(), dTotals, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    int acc = 0;
    for (int b = 0; b < blocks; ++b) { offsets[b] = acc; acc += totals[b]; }
    CUDA_CHECK(cudaMemcpy(dOffsets, offsets.data(), blocks * sizeof(int), cudaMemcpyHostToDevice));

    addOffsets<<<blocks, threads>>>(dOut, dOffsets, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));
    CUDA_CHECK(cudaFree(dTotals));
    CUDA_CHECK(cudaFree(dOffsets));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (out[i] != ref[i]) {
            if (errors < 5) std::printf("out[%d] = %d expected %d\n", i, out[i], ref[i]);
            ++errors;
        }
    }
    std::printf("warp_scan_shfl_up: n=%d blocks=%d total=%d errors=%d\n", n, blocks, running, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
