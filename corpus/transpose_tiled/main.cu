// Matrix transpose through a padded shared-memory tile. Blocks are 32x8
// threads; each thread moves TILE_DIM / BLOCK_ROWS = 4 elements. The extra
// column in tile[32][33] avoids shared-memory bank conflicts. The 32 here is
// the tile width, unrelated to the warp size.
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

constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;

// in: height x width (row-major); out: width x height (row-major).
__global__ void transposeTiled(float* out, const float* in, int width, int height)
{
    __shared__ float tile[32][33];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < width && y + j < height) {
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
        }
    }
    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;  // column index in out
    y = blockIdx.x * TILE_DIM + threadIdx.y;  // row index in out
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < height && y + j < width) {
            out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
        }
    }
}

int main()
{
    const int width = 300, height = 200;  // not multiples of the tile size
    const size_t count = static_cast<size_t>(width) * height;

    std::vector<float> h(count), result(count);
    for (size_t i = 0; i < count; ++i) h[i] = static_cast<float>(i % 10007) * 0.5f;

    float *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, count * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dOut, count * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), count * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dOut, 0xFF, count * sizeof(float)));  // NaN pattern to catch holes

    dim3 block(TILE_DIM, BLOCK_ROWS);
    dim3 grid((width + TILE_DIM - 1) / TILE_DIM, (height + TILE_DIM - 1) / TILE_DIM);
    transposeTiled<<<grid, block>>>(dOut, dIn, width, height);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(result.data(), dOut, count * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c) {
            float expect = h[static_cast<size_t>(r) * width + c];
            float got = result[static_cast<size_t>(c) * height + r];
            if (got != expect) {  // pure data movement: exact comparison
                if (errors < 5) std::printf("out[%d][%d] = %f expected %f\n", c, r, got, expect);
                ++errors;
            }
        }
    }
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));

    std::printf("transpose_tiled: %dx%d -> %dx%d errors=%d\n", height, width, width, height, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
