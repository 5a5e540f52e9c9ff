/*
 * Standalone check of the softmax kernel against a CPU reference.
 *   nvcc -O3 --use_fast_math dev/test_softmax.cu -o test_softmax && ./test_softmax
 */
#include <stdio.h>
#include <math.h>

#include "../common/utils.h"
#include "../common/cuda_common.h"
#include "../kernels/softmax.cuh"

static void softmax_cpu(float *out, const float *inp, int N, int V) {
    for (int n = 0; n < N; n++) {
        float maxval = -INFINITY, sum = 0.0f;
        for (int i = 0; i < V; i++) maxval = fmaxf(maxval, inp[n * V + i]);
        for (int i = 0; i < V; i++) sum += (out[n * V + i] = expf(inp[n * V + i] - maxval));
        for (int i = 0; i < V; i++) out[n * V + i] /= sum;
    }
}

int main(void) {
    const int N = 8 * 64, V = 50;
    float *inp = (float *)mallocCheck(N * V * sizeof(float));
    float *ref = (float *)mallocCheck(N * V * sizeof(float));
    float *out = (float *)mallocCheck(N * V * sizeof(float));
    uint64_t state = 42;
    for (int i = 0; i < N * V; i++) inp[i] = random_f32(&state) * 8.0f - 4.0f;
    softmax_cpu(ref, inp, N, V);

    float *d_inp, *d_out;
    CUDA_CHECK(cudaMalloc((void **)&d_inp, N * V * sizeof(float)));
    CUDA_CHECK(cudaMalloc((void **)&d_out, N * V * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_inp, inp, N * V * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start));
    softmax_forward(d_out, d_inp, N, V, 0);
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    CUDA_CHECK(cudaMemcpy(out, d_out, N * V * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < N * V; i++) {
        if (fabsf(out[i] - ref[i]) > 1e-5f) {
            if (bad < 5) printf("mismatch at %d: %f != %f\n", i, out[i], ref[i]);
            bad++;
        }
    }
    printf("softmax %dx%d: %s (%.3f ms)\n", N, V, bad ? "FAIL" : "OK", ms);
    cudaFree(d_inp);
    cudaFree(d_out);
    free(inp); free(ref); free(out);
    return bad ? 1 : 0;
}
