// 2D convolution (5x5, clamp-to-edge) with the filter weights held in
// __constant__ memory, uploaded with cudaMemcpyToSymbol.
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

#define FILTER_RADIUS 2
#define FILTER_WIDTH (2 * FILTER_RADIUS + 1)

__constant__ float c_filter[FILTER_WIDTH * FILTER_WIDTH];

__host__ __device__ inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void conv2d(const float* __restrict__ in, float* __restrict__ out, int width, int height)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;

    float acc = 0.0f;
    for (int fy = -FILTER_RADIUS; fy <= FILTER_RADIUS; ++fy) {
        const int sy = clampi(y + fy, 0, height - 1);
        for (int fx = -FILTER_RADIUS; fx <= FILTER_RADIUS; ++fx) {
            const int sx = clampi(x + fx, 0, width - 1);
            acc += c_filter[(fy + FILTER_RADIUS) * FILTER_WIDTH + (fx + FILTER_RADIUS)] * in[sy * width + sx];
        }
    }
    out[y * width + x] = acc;
}

int main()
{
    const int width = 200, height = 150;
    const int count = width * height;

    // Unnormalised weights with a sharpening centre, to make mistakes visible.
    float filter[FILTER_WIDTH * FILTER_WIDTH];
    for (int i = 0; i < FILTER_WIDTH * FILTER_WIDTH; ++i) filter[i] = 0.01f * static_cast<float>((i * 7) % 11) - 0.02f;
    filter[FILTER_RADIUS * FILTER_WIDTH + FILTER_RADIUS] = 1.5f;
    CUDA_CHECK(cudaMemcpyToSymbol(c_filter, filter, sizeof(filter)));

    // Read it back to exercise the reverse direction as well.
    float check[FILTER_WIDTH * FILTER_WIDTH];
    CUDA_CHECK(cudaMemcpyFromSymbol(check, c_filter, sizeof(check)));
    for (int i = 0; i < FILTER_WIDTH * FILTER_WIDTH; ++i) {
        if (check[i] != filter[i]) {
            std::printf("constant memory readback mismatch at %d\nFAIL\n", i);
            return 1;
        }
    }

    std::vector<float> img(count), out(count), ref(count);
    unsigned int s = 11u;
    for (int i = 0; i < count; ++i) {
        s = s * 1664525u + 1013904223u;
        img[i] = static_cast<float>((s >> 16) & 0xFF) / 255.0f;
    }
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            float acc = 0.0f;
            for (int fy = -FILTER_RADIUS; fy <= FILTER_RADIUS; ++fy)
                for (int fx = -FILTER_RADIUS; fx <= FILTER_RADIUS; ++fx)
                    acc += filter[(fy + FILTER_RADIUS) * FILTER_WIDTH + fx + FILTER_RADIUS] *
                           img[clampi(y + fy, 0, height - 1) * width + clampi(x + fx, 0, width - 1)];
            ref[y * width + x] = acc;
        }
    }

    float *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, count * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dOut, count * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, img.data(), count * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(16, 16);
    dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
    conv2d<<<grid, block>>>(dIn, dOut, width, height);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, count * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    float maxErr = 0.0f;
    for (int i = 0; i < count; ++i) {
        float e = std::fabs(out[i] - ref[i]);
        maxErr = std::fmax(maxErr, e);
        if (e > 1e-5f) {
            if (errors < 5) std::printf("pixel (%d,%d): %f vs %f\n", i % width, i / width, out[i], ref[i]);
            ++errors;
        }
    }
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));

    std::printf("conv2d_constant: %dx%d image, %dx%d filter, max_err=%g\n", width, height, FILTER_WIDTH, FILTER_WIDTH, maxErr);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
