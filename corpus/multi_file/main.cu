// Driver for the multi_file example: kernels live in kernels.cu behind host
// wrappers declared in common.cuh; one small kernel is local to this file.
#include <cmath>
#include <vector>
#include "common.cuh"

__global__ void fillRamp(float* out, int n, float start, float step)
{
    const int i = globalIndex();
    if (i < n) out[i] = start + step * static_cast<float>(i);
}

int main()
{
    const int n = 50000;
    const float start = -0.5f, step = 2.0f / n;
    float *dX, *dY;
    CUDA_CHECK(cudaMalloc(&dX, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dY, n * sizeof(float)));

    LAUNCH(fillRamp, n, dX, n, start, step);
    CUDA_CHECK(cudaGetLastError());
    runSmoothstep(dX, dY, n, 0.0f, 1.0f);
    runClampedScale(dX, n, 1.25f);
    const double dot = runDot(dX, dY, n);
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> x(n), y(n);
    CUDA_CHECK(cudaMemcpy(x.data(), dX, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(y.data(), dY, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dX));
    CUDA_CHECK(cudaFree(dY));

    int errors = 0;
    double refDot = 0.0;
    for (int i = 0; i < n; ++i) {
        const float xi = start + step * static_cast<float>(i);
        const float yRef = smoothstep(0.0f, 1.0f, xi);
        const float xRef = std::fmin(std::fmax(xi * 1.25f, 0.0f), 1.0f);
        refDot += static_cast<double>(xRef) * yRef;
        if (std::fabs(y[i] - yRef) > 1e-5f || std::fabs(x[i] - xRef) > 1e-5f) {
            if (errors < 5) std::printf("i=%d: x=%f (ref %f) y=%f (ref %f)\n", i, x[i], xRef, y[i], yRef);
            ++errors;
        }
    }
    const double relDot = std::fabs(dot - refDot) / std::fabs(refDot);
    std::printf("multi_file: n=%d dot=%.6f ref=%.6f rel_err=%.3g errors=%d\n", n, dot, refDot, relDot, errors);
    if (errors || relDot > 1e-5) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
