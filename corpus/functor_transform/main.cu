// Templated transform kernel parameterised by a functor type: a device-only
// functor (Square), __host__ __device__ functors that are also reused for the
// CPU reference (Affine, Compose), and a kernel declared inside a namespace
// and launched with a qualified name (ops::scale).
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

struct Square {
    __device__ float operator()(float x) const { return x * x; }
};

struct Affine {
    float a, b;
    __host__ __device__ float operator()(float x) const { return a * x + b; }
};

template <typename F, typename G>
struct Compose {  // x -> f(g(x))
    F f;
    G g;
    __host__ __device__ float operator()(float x) const { return f(g(x)); }
};

template <typename Op>
__global__ void transformKernel(const float* __restrict__ in, float* __restrict__ out, int n, Op op)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = op(in[i]);
}

template <typename Op>
void transform(const float* dIn, float* dOut, int n, Op op)
{
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads < 1024 ? (n + threads - 1) / threads : 1024;
    transformKernel<Op><<<blocks, threads>>>(dIn, dOut, n, op);
    CUDA_CHECK(cudaGetLastError());
}

namespace ops {
__global__ void scale(float* data, float factor, int n);
}  // namespace ops

__global__ void ops::scale(float* data, float factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= factor;
}

static int compare(const char* what, const std::vector<float>& got, const std::vector<float>& ref)
{
    int bad = 0;
    for (size_t i = 0; i < got.size(); ++i) {
        if (std::fabs(got[i] - ref[i]) > 1e-5f * (1.0f + std::fabs(ref[i]))) {
            if (bad < 3) std::printf("%s[%zu] = %f expected %f\n", what, i, got[i], ref[i]);
            ++bad;
        }
    }
    std::printf("%-8s %s\n", what, bad ? "mismatch" : "ok");
    return bad;
}

int main()
{
    const int n = 70000;
    std::vector<float> h(n), out(n), ref(n);
    unsigned int s = 4711u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>((s >> 8) % 4000) / 1000.0f - 2.0f;
    }

    float *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    int errors = 0;

    transform(dIn, dOut, n, Square{});
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) ref[i] = h[i] * h[i];
    errors += compare("square", out, ref);

    const Affine aff{1.5f, -0.25f};
    transform(dIn, dOut, n, aff);
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) ref[i] = aff(h[i]);  // same functor on the host
    errors += compare("affine", out, ref);

    const Compose<Affine, Affine> twice{Affine{2.0f, 1.0f}, Affine{0.5f, -3.0f}};
    transform(dIn, dOut, n, twice);
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) ref[i] = twice(h[i]);
    errors += compare("compose", out, ref);

    // Namespaced kernel applied in place to the last result.
    ops::scale<<<(n + 255) / 256, 256>>>(dOut, -4.0f, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) ref[i] = twice(h[i]) * -4.0f;
    errors += compare("ops::scale", out, ref);

    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));

    std::printf("functor_transform: n=%d errors=%d\n", n, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
