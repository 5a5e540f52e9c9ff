// Overlapped chunked processing: pinned host buffers, 4 streams, and for each
// chunk an async H2D copy, a kernel and an async D2H copy on the chunk's
// stream. Events time the whole pipeline.
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

constexpr int NUM_STREAMS = 4;

__global__ void polyKernel(const float* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = in[i];
        out[i] = ((0.5f * x + 1.0f) * x - 2.0f) * x + 3.0f;  // Horner: 0.5x^3 + x^2 - 2x + 3
    }
}

int main()
{
    const int n = 1 << 20;
    const int numChunks = 16;
    const int chunk = n / numChunks;
    const size_t bytes = n * sizeof(float);

    float *hIn = nullptr, *hOut = nullptr;
    CUDA_CHECK(cudaMallocHost(&hIn, bytes));
    CUDA_CHECK(cudaMallocHost(&hOut, bytes));
    for (int i = 0; i < n; ++i) {
        hIn[i] = static_cast<float>(i % 1000) / 250.0f - 2.0f;  // [-2, 2)
        hOut[i] = -1.0f;
    }

    float *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, bytes));
    CUDA_CHECK(cudaMalloc(&dOut, bytes));

    cudaStream_t streams[NUM_STREAMS];
    for (int s = 0; s < NUM_STREAMS; ++s) CUDA_CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    CUDA_CHECK(cudaEventRecord(start, streams[0]));
    // Make the other streams wait for the start event so timing covers all.
    for (int s = 1; s < NUM_STREAMS; ++s) CUDA_CHECK(cudaStreamWaitEvent(streams[s], start, 0));

    for (int c = 0; c < numChunks; ++c) {
        cudaStream_t st = streams[c % NUM_STREAMS];
        const int off = c * chunk;
        CUDA_CHECK(cudaMemcpyAsync(dIn + off, hIn + off, chunk * sizeof(float), cudaMemcpyHostToDevice, st));
        polyKernel<<<(chunk + 255) / 256, 256, 0, st>>>(dIn + off, dOut + off, chunk);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(hOut + off, dOut + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, st));
    }

    // Join: stream 0 waits on the others, then records stop.
    cudaEvent_t done[NUM_STREAMS];
    for (int s = 1; s < NUM_STREAMS; ++s) {
        CUDA_CHECK(cudaEventCreateWithFlags(&done[s], cudaEventDisableTiming));
        CUDA_CHECK(cudaEventRecord(done[s], streams[s]));
        CUDA_CHECK(cudaStreamWaitEvent(streams[0], done[s], 0));
    }
    CUDA_CHECK(cudaEventRecord(stop, streams[0]));
    for (int s = 0; s < NUM_STREAMS; ++s) CUDA_CHECK(cudaStreamSynchronize(streams[s]));
    CUDA_CHECK(cudaEventSynchronize(stop));

    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        float x = hIn[i];
        float ref = ((0.5f * x + 1.0f) * x - 2.0f) * x + 3.0f;
        if (std::fabs(hOut[i] - ref) > 1e-5f * (1.0f + std::fabs(ref))) {
            if (errors < 5) std::printf("out[%d] = %f expected %f\n", i, hOut[i], ref);
            ++errors;
        }
    }

    for (int s = 1; s < NUM_STREAMS; ++s) CUDA_CHECK(cudaEventDestroy(done[s]));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    for (int s = 0; s < NUM_STREAMS; ++s) CUDA_CHECK(cudaStreamDestroy(streams[s]));
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));
    CUDA_CHECK(cudaFreeHost(hIn));
    CUDA_CHECK(cudaFreeHost(hOut));

    std::printf("streams_events: %d chunks on %d streams, %.3f ms, errors=%d\n", numChunks, NUM_STREAMS, ms, errors);
    if (errors || !(ms >= 0.0f)) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
