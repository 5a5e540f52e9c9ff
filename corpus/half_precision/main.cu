// FP16 arithmetic with cuda_fp16.h: float<->half conversion kernels, scalar
// __hmul/__hadd, and a vectorised half2 AXPY using __hfma2. Results are
// compared with a float CPU reference using half-precision tolerances.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__,       \
                         __LINE__, cudaGetErrorString(err_));                 \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

__global__ void toHalf(const float* in, __half* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __float2half(in[i]);
}

// c = a * b + a, each operation rounded to half.
__global__ void mulAdd(const __half* a, const __half* b, __half* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = __hadd(__hmul(a[i], b[i]), a[i]);
}

// y = alpha * x + y on pairs of halves; n2 = number of half2 elements.
__global__ void axpyHalf2(float alpha, const __half2* x, __half2* y, int n2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n2) {
        const __half2 a2 = __float2half2_rn(alpha);
        y[i] = __hfma2(a2, x[i], y[i]);
    }
}

__global__ void toFloat(const __half* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __half2float(in[i]);
}

static bool nearlyEqual(float got, float ref, float rel, float abs_) { return std::fabs(got - ref) <= abs_ + rel * std::fabs(ref); }

int main()
{
    const int n = 8192;  // even, so it splits into half2 pairs
    const float alpha = 0.75f;
    std::vector<float> fa(n), fb(n);
    unsigned int s = 1618u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        fa[i] = static_cast<float>((s >> 8) % 4000) / 1000.0f - 2.0f;   // [-2, 2)
        s = s * 1664525u + 1013904223u;
        fb[i] = static_cast<float>((s >> 8) % 3000) / 1000.0f - 1.5f;   // [-1.5, 1.5)
    }

    float *dFa, *dFb, *dFout;
    __half *dA, *dB, *dC;
    CUDA_CHECK(cudaMalloc(&dFa, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dFb, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dFout, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dA, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dB, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dC, n * sizeof(__half)));
    CUDA_CHECK(cudaMemcpy(dFa, fa.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dFb, fb.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    toHalf<<<blocks, threads>>>(dFa, dA, n);
    toHalf<<<blocks, threads>>>(dFb, dB, n);
    mulAdd<<<blocks, threads>>>(dA, dB, dC, n);
    CUDA_CHECK(cudaGetLastError());

    // Device halves of a and b, read back and widened on the host for the reference.
    std::vector<__half> ha(n), hb(n), hc(n);
    CUDA_CHECK(cudaMemcpy(ha.data(), dA, n * sizeof(__half), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hb.data(), dB, n * sizeof(__half), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hc.data(), dC, n * sizeof(__half), cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        const float a = __half2float(ha[i]), b = __half2float(hb[i]);
        // Conversion must match host-side rounding exactly.
        if (a != __half2float(__float2half(fa[i])) || b != __half2float(__float2half(fb[i]))) {
            if (errors < 5) std::printf("conversion mismatch at %d\n", i);
            ++errors;
        }
        const float ref = a * b + a;
        if (!nearlyEqual(__half2float(hc[i]), ref, 2e-3f, 2e-3f)) {
            if (errors < 5) std::printf("mulAdd[%d] = %f expected %f\n", i, __half2float(hc[i]), ref);
            ++errors;
        }
    }

    // half2 AXPY in place on C: y = alpha * a + c.
    axpyHalf2<<<(n / 2 + threads - 1) / threads, threads>>>(alpha, reinterpret_cast<const __half2*>(dA),
                                                           reinterpret_cast<__half2*>(dC), n / 2);
    CUDA_CHECK(cudaGetLastError());
    toFloat<<<blocks, threads>>>(dC, dFout, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> y(n);
    CUDA_CHECK(cudaMemcpy(y.data(), dFout, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        const float ref = alpha * __half2float(ha[i]) + __half2float(hc[i]);
        if (!nearlyEqual(y[i], ref, 2e-3f, 4e-3f)) {
            if (errors < 10) std::printf("axpy[%d] = %f expected %f\n", i, y[i], ref);
            ++errors;
        }
    }

    CUDA_CHECK(cudaFree(dFa));
    CUDA_CHECK(cudaFree(dFb));
    CUDA_CHECK(cudaFree(dFout));
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));
    CUDA_CHECK(cudaFree(dC));

    std::printf("half_precision: n=%d errors=%d\n", n, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
