/*
 * GPU trainer for the toy classifier of common/utils.h:
 *   logits = layernorm(x) @ W,  loss = cross_entropy(softmax(logits), y)
 * trained with AdamW. Prints the same "step N: loss L" lines as train_cpu.c.
 */
#include <stdio.h>
#include <string.h>
#include <math.h>

#include "common/utils.h"
#include "common/cuda_common.h"
#include "kernels/layernorm.cuh"
#include "kernels/matmul.cuh"
#include "kernels/softmax.cuh"
#include "kernels/adamw.cuh"

int main(int argc, char **argv) {
    const int B = TRAIN_B, C = TRAIN_C, V = TRAIN_V;
    int steps = argc > 1 ? atoi(argv[1]) : TRAIN_STEPS;

    int device = 0;
    CUDA_CHECK(cudaSetDevice(device));
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    printf("device: %s (%d SMs)\n", prop.name, prop.multiProcessorCount);

    cublasHandle_t cublas;
    cublasCheck(cublasCreate(&cublas));
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    cublasCheck(cublasSetStream(cublas, stream));

    float *x = (float *)mallocCheck(B * C * sizeof(float));
    int *y = (int *)mallocCheck(B * sizeof(int));
    make_task(x, y, 1337);
    float *w = (float *)mallocCheck(C * V * sizeof(float));
    float *ones = (float *)mallocCheck(C * sizeof(float));
    float *zeros = (float *)mallocCheck(C * sizeof(float));
    for (int i = 0; i < C * V; i++) w[i] = 0.0f;
    for (int i = 0; i < C; i++) { ones[i] = 1.0f; zeros[i] = 0.0f; }

    DeviceBuffer<float> d_x(B * C), d_ln(B * C), d_mean(B), d_rstd(B), d_gamma(C), d_beta(C);
    DeviceBuffer<float> d_w(C * V), d_dw(C * V), d_m(C * V), d_v(C * V);
    DeviceBuffer<float> d_logits(B * V), d_probs(B * V), d_dlogits(B * V), d_losses(B), d_check(B * V);
    DeviceBuffer<int> d_y(B);
    d_x.upload(x);
    d_y.upload(y);
    d_w.upload(w);
    d_gamma.upload(ones);
    d_beta.upload(zeros);
    d_m.zero();
    d_v.zero();

    float losses[TRAIN_B];
    for (int step = 1; step <= steps; step++) {
        layernorm_forward(d_ln.ptr, d_mean.ptr, d_rstd.ptr, d_x.ptr, d_gamma.ptr, d_beta.ptr, B, C, stream);
        matmul_forward(cublas, d_logits.ptr, d_ln.ptr, d_w.ptr, B, C, V);
        softmax_forward(d_probs.ptr, d_logits.ptr, B, V, stream);
        crossentropy_softmax_backward_kernel<<<ceil_div(B * V, 256), 256, 0, stream>>>(
            d_dlogits.ptr, d_losses.ptr, d_probs.ptr, d_y.ptr, B, V);
        CUDA_CHECK(cudaGetLastError());
        matmul_backward_weight(cublas, d_dw.ptr, d_ln.ptr, d_dlogits.ptr, B, C, V);
        adamw_update(d_w.ptr, d_dw.ptr, d_m.ptr, d_v.ptr, C * V, step, 1e-2f, stream);
        CUDA_CHECK(cudaStreamSynchronize(stream));

        d_losses.download(losses);
        float loss = 0.0f;
        for (int b = 0; b < B; b++) loss += losses[b];
        printf("step %d: loss %.6f\n", step, loss / B);
    }

    // cuBLAS against the hand-written kernel on the trained weights.
    float *a = (float *)mallocCheck(B * V * sizeof(float));
    float *b = (float *)mallocCheck(B * V * sizeof(float));
    matmul_forward(cublas, d_logits.ptr, d_ln.ptr, d_w.ptr, B, C, V);
    matmul_forward_naive(d_check.ptr, d_ln.ptr, d_w.ptr, B, C, V);
    CUDA_CHECK(cudaDeviceSynchronize());
    d_logits.download(a);
    d_check.download(b);
    float maxdiff = 0.0f;
    for (int i = 0; i < B * V; i++) maxdiff = fmaxf(maxdiff, fabsf(a[i] - b[i]));
    printf("matmul check: max diff %g %s\n", maxdiff, maxdiff < 1e-4f ? "OK" : "FAIL");

    free(x); free(y); free(w); free(ones); free(zeros); free(a); free(b);
    cublasCheck(cublasDestroy(cublas));
    CUDA_CHECK(cudaStreamDestroy(stream));
    return maxdiff < 1e-4f ? 0 : 1;
}
