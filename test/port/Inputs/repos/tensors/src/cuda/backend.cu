// The CUDA backend: device buffers per call, the ops on one stream.
#include "common.cuh"
#include "mul-mat.cuh"
#include "softmax.cuh"
#include "unary.cuh"

[[noreturn]] void tensors_cuda_error(const char *stmt, const char *func, const char *file, int line, const char *msg) {
    fprintf(stderr, "tensors: CUDA error: %s\n  in %s at %s:%d\n  %s\n", msg, func, file, line, stmt);
    abort();
}

namespace {

struct device_buffer {
    float *ptr = nullptr;
    explicit device_buffer(size_t n) { CUDA_CHECK(cudaMalloc((void **)&ptr, n * sizeof(float))); }
    ~device_buffer() { CUDA_CHECK(cudaFree(ptr)); }
    device_buffer(const device_buffer &) = delete;
    device_buffer &operator=(const device_buffer &) = delete;
};

tensors_cuda_context &ctx_of(tensors_backend *b) { return *static_cast<tensors_cuda_context *>(b->context); }

void upload(tensors_cuda_context &ctx, float *d, const float *h, size_t n) {
    CUDA_CHECK(cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, ctx.stream));
}

void download(tensors_cuda_context &ctx, float *h, const float *d, size_t n) {
    CUDA_CHECK(cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, ctx.stream));
    CUDA_CHECK(cudaStreamSynchronize(ctx.stream));
}

void cuda_soft_max(tensors_backend *b, float *dst, const float *src, int ncols, int nrows, float scale) {
    auto &ctx = ctx_of(b);
    const size_t n = (size_t)ncols * nrows;
    device_buffer d_src(n), d_dst(n);
    upload(ctx, d_src.ptr, src, n);
    tensors_cuda_op_soft_max(ctx, d_dst.ptr, d_src.ptr, ncols, nrows, scale);
    download(ctx, dst, d_dst.ptr, n);
}

void cuda_mul_mat(tensors_backend *be, float *dst, const float *a, const float *b, int m, int n, int k) {
    auto &ctx = ctx_of(be);
    device_buffer d_a((size_t)m * k), d_b((size_t)k * n), d_dst((size_t)m * n);
    upload(ctx, d_a.ptr, a, (size_t)m * k);
    upload(ctx, d_b.ptr, b, (size_t)k * n);
    tensors_cuda_op_mul_mat(ctx, d_dst.ptr, d_a.ptr, d_b.ptr, m, n, k);
    download(ctx, dst, d_dst.ptr, (size_t)m * n);
}

void cuda_gelu(tensors_backend *b, float *dst, const float *src, int64_t n) {
    auto &ctx = ctx_of(b);
    device_buffer d_src(n), d_dst(n);
    upload(ctx, d_src.ptr, src, n);
    tensors_cuda_op_gelu(ctx, d_dst.ptr, d_src.ptr, n);
    download(ctx, dst, d_dst.ptr, n);
}

void cuda_free(tensors_backend *b) {
    auto *ctx = static_cast<tensors_cuda_context *>(b->context);
    CUBLAS_CHECK(cublasDestroy(ctx->cublas));
    CUDA_CHECK(cudaStreamDestroy(ctx->stream));
    delete ctx;
    free(b);
}

} // namespace

extern "C" tensors_backend *tensors_backend_cuda_init(int device) {
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || device >= count) {
        return nullptr;
    }
    auto *ctx = new tensors_cuda_context();
    ctx->device = device;
    CUDA_CHECK(cudaSetDevice(device));
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    snprintf(ctx->name, sizeof ctx->name, "%s", prop.name);
    CUDA_CHECK(cudaStreamCreateWithFlags(&ctx->stream, cudaStreamNonBlocking));
    CUBLAS_CHECK(cublasCreate(&ctx->cublas));

    tensors_backend *b = tensors_backend_alloc("cuda");
    b->soft_max = cuda_soft_max;
    b->mul_mat = cuda_mul_mat;
    b->gelu = cuda_gelu;
    b->free = cuda_free;
    b->context = ctx;
    return b;
}
