// Cooperative groups reduction: the block is split into thread_block_tile<32>
// tiles, each tile sums its values with tile.shfl_down starting at
// tile.size()/2, and tile rank 0 writes one partial per tile. The host sizes
// the output as blocks * (blockDim / 32).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__,       \
                         __LINE__, cudaGetErrorString(err_));                 \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

__device__ float tileSum(cg::thread_block_tile<32> tile, float v)
{
    for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
    return v;
}

// Each thread accumulates a grid-strided slice, then each 32-thread tile
// reduces. Out-of-range threads still participate with 0.
__global__ void tiledReduce(const float* in, float* tileSums, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    float v = 0.0f;
    const int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) v += in[i];

    v = tileSum(tile, v);
    const int tilesPerBlock = blockDim.x / 32;
    const int tileIndex = blockIdx.x * tilesPerBlock + block.thread_rank() / 32;
    if (tile.thread_rank() == 0) tileSums[tileIndex] = v;
}

int main()
{
    const int n = 200000 + 3;
    const int threads = 192;  // 6 tiles per block
    const int blocks = 64;
    const int numTiles = blocks * (threads / 32);

    std::vector<float> h(n);
    unsigned int s = 112358u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>((s >> 9) % 1000) / 1000.0f;
    }

    // Reference per tile: tile t of block b covers threads b*threads + 32*t .. +31,
    // each thread summing elements tid, tid + stride, ...
    const int stride = blocks * threads;
    std::vector<double> ref(numTiles, 0.0);
    for (int i = 0; i < n; ++i) {
        const int tid = i % stride;
        const int b = tid / threads;
        const int t = (tid % threads) / 32;
        ref[b * (threads / 32) + t] += h[i];
    }

    float *dIn, *dSums;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dSums, numTiles * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    tiledReduce<<<blocks, threads>>>(dIn, dSums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> sums(numTiles);
    CUDA_CHECK(cudaMemcpy(sums.data(), dSums, numTiles * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dSums));

    int errors = 0;
    double total = 0.0, refTotal = 0.0;
    for (int t = 0; t < numTiles; ++t) {
        total += sums[t];
        refTotal += ref[t];
        if (std::fabs(sums[t] - ref[t]) > 1e-5 * (1.0 + ref[t])) {
            if (errors < 5) std::printf("tile %d: %f expected %f\n", t, sums[t], ref[t]);
            ++errors;
        }
    }
    std::printf("cg_tiled_reduce: %d tiles, total=%.4f ref=%.4f errors=%d\n", numTiles, total, refTotal, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
