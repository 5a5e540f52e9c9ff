// 2D heat diffusion with explicit Jacobi updates on a 2D grid. Two device
// buffers are swapped (ping-pong) each iteration; boundary cells hold fixed
// temperatures (Dirichlet).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
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

__global__ void jacobiStep(const float* __restrict__ cur, float* __restrict__ next, int nx, int ny, float alpha)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny) return;
    const int idx = y * nx + x;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        next[idx] = cur[idx];
        return;
    }
    const float c = cur[idx];
    const float lap = cur[idx - 1] + cur[idx + 1] + cur[idx - nx] + cur[idx + nx] - 4.0f * c;
    next[idx] = c + alpha * lap;
}

static void cpuStep(const std::vector<float>& cur, std::vector<float>& next, int nx, int ny, float alpha)
{
    for (int y = 0; y < ny; ++y) {
        for (int x = 0; x < nx; ++x) {
            const int idx = y * nx + x;
            if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
                next[idx] = cur[idx];
                continue;
            }
            const float c = cur[idx];
            const float lap = cur[idx - 1] + cur[idx + 1] + cur[idx - nx] + cur[idx + nx] - 4.0f * c;
            next[idx] = c + alpha * lap;
        }
    }
}

int main()
{
    const int nx = 160, ny = 120, iters = 100;
    const float alpha = 0.2f;  // stable for alpha <= 0.25
    const size_t bytes = static_cast<size_t>(nx) * ny * sizeof(float);

    std::vector<float> a(nx * ny, 0.0f);
    for (int x = 0; x < nx; ++x) a[x] = 100.0f;                        // hot top edge
    for (int y = 0; y < ny; ++y) a[y * nx + nx - 1] = 50.0f;           // warm right edge
    for (int y = ny / 3; y < ny / 2; ++y)                              // warm interior patch
        for (int x = nx / 3; x < nx / 2; ++x) a[y * nx + x] = 25.0f;
    std::vector<float> b(a);

    float *dA, *dB;
    CUDA_CHECK(cudaMalloc(&dA, bytes));
    CUDA_CHECK(cudaMalloc(&dB, bytes));
    CUDA_CHECK(cudaMemcpy(dA, a.data(), bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, a.data(), bytes, cudaMemcpyHostToDevice));

    dim3 block(16, 16);
    dim3 grid((nx + block.x - 1) / block.x, (ny + block.y - 1) / block.y);
    float* dCur = dA;
    float* dNext = dB;
    for (int it = 0; it < iters; ++it) {
        jacobiStep<<<grid, block>>>(dCur, dNext, nx, ny, alpha);
        CUDA_CHECK(cudaGetLastError());
        std::swap(dCur, dNext);
    }
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> gpu(nx * ny);
    CUDA_CHECK(cudaMemcpy(gpu.data(), dCur, bytes, cudaMemcpyDeviceToHost));

    for (int it = 0; it < iters; ++it) {
        cpuStep(a, b, nx, ny, alpha);
        std::swap(a, b);
    }

    int errors = 0;
    float maxErr = 0.0f;
    double heat = 0.0;
    for (int i = 0; i < nx * ny; ++i) {
        float e = std::fabs(gpu[i] - a[i]);
        maxErr = std::fmax(maxErr, e);
        heat += gpu[i];
        if (e > 1e-3f) {
            if (errors < 5) std::printf("cell (%d,%d): %f vs %f\n", i % nx, i / nx, gpu[i], a[i]);
            ++errors;
        }
    }
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));

    std::printf("heat_2d: %dx%d, %d iterations, total heat %.3f, max_err=%g\n", nx, ny, iters, heat, maxErr);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
