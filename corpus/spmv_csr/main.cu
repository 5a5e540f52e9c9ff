// CSR sparse matrix-vector product y = A*x with two kernels: "scalar" (one
// thread per row) and "vector" (one 32-thread warp per row, lanes stride the
// row and combine with a __shfl_down_sync reduction starting at offset 16).
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

#define WARP_SIZE 32

__global__ void spmvScalar(int rows, const int* rowPtr, const int* colIdx, const float* vals, const float* x, float* y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        float sum = 0.0f;
        for (int j = rowPtr[row]; j < rowPtr[row + 1]; ++j) sum += vals[j] * x[colIdx[j]];
        y[row] = sum;
    }
}

__global__ void spmvVector(int rows, const int* rowPtr, const int* colIdx, const float* vals, const float* x, float* y)
{
    const int threadId = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = threadId / WARP_SIZE;   // one warp per row
    const int lane = threadId & (WARP_SIZE - 1);
    if (row < rows) {                       // uniform across the warp
        float sum = 0.0f;
        for (int j = rowPtr[row] + lane; j < rowPtr[row + 1]; j += WARP_SIZE) sum += vals[j] * x[colIdx[j]];
        for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_down_sync(0xffffffff, sum, offset);
        if (lane == 0) y[row] = sum;
    }
}

int main()
{
    const int rows = 3000, cols = 2500;
    std::vector<int> rowPtr(rows + 1, 0), colIdx;
    std::vector<float> vals, x(cols);
    unsigned int s = 1234567u;
    auto next = [&s]() { s = s * 1664525u + 1013904223u; return s >> 8; };
    for (int r = 0; r < rows; ++r) {
        int nnz = (r % 97 == 0) ? 0 : static_cast<int>(next() % (r % 10 == 0 ? 200 : 24));
        int c = static_cast<int>(next() % 16);
        for (int k = 0; k < nnz && c < cols; ++k) {
            colIdx.push_back(c);
            vals.push_back(static_cast<float>(next() % 2000) / 1000.0f - 1.0f);
            c += 1 + static_cast<int>(next() % 20);  // strictly increasing columns
        }
        rowPtr[r + 1] = static_cast<int>(colIdx.size());
    }
    for (int i = 0; i < cols; ++i) x[i] = static_cast<float>(next() % 1000) / 500.0f - 1.0f;
    const int nnz = rowPtr[rows];

    std::vector<double> ref(rows), absRef(rows);
    for (int r = 0; r < rows; ++r) {
        double acc = 0.0, mag = 0.0;
        for (int j = rowPtr[r]; j < rowPtr[r + 1]; ++j) {
            acc += static_cast<double>(vals[j]) * x[colIdx[j]];
            mag += std::fabs(static_cast<double>(vals[j]) * x[colIdx[j]]);
        }
        ref[r] = acc;
        absRef[r] = mag;
    }

    int *dRowPtr, *dColIdx;
    float *dVals, *dX, *dY;
    CUDA_CHECK(cudaMalloc(&dRowPtr, (rows + 1) * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dColIdx, nnz * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dVals, nnz * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dX, cols * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dY, rows * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dColIdx, colIdx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dVals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dX, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));

    int errors = 0;
    std::vector<float> y(rows);
    for (int variant = 0; variant < 2; ++variant) {
        CUDA_CHECK(cudaMemset(dY, 0xFF, rows * sizeof(float)));
        const int threads = 256;
        if (variant == 0) {
            spmvScalar<<<(rows + threads - 1) / threads, threads>>>(rows, dRowPtr, dColIdx, dVals, dX, dY);
        } else {
            const int warpsPerBlock = threads / WARP_SIZE;
            spmvVector<<<(rows + warpsPerBlock - 1) / warpsPerBlock, threads>>>(rows, dRowPtr, dColIdx, dVals, dX, dY);
        }
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpy(y.data(), dY, rows * sizeof(float), cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int r = 0; r < rows; ++r) {
            if (!(std::fabs(y[r] - ref[r]) <= 1e-5 * (1.0 + absRef[r]))) {
                if (bad < 5) std::printf("%s: y[%d] = %f expected %f\n", variant ? "vector" : "scalar", r, y[r], ref[r]);
                ++bad;
            }
        }
        std::printf("%s kernel: %d mismatches\n", variant ? "vector" : "scalar", bad);
        errors += bad;
    }

    CUDA_CHECK(cudaFree(dRowPtr));
    CUDA_CHECK(cudaFree(dColIdx));
    CUDA_CHECK(cudaFree(dVals));
    CUDA_CHECK(cudaFree(dX));
    CUDA_CHECK(cudaFree(dY));

    std::printf("spmv_csr: %dx%d nnz=%d\n", rows, cols, nnz);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
