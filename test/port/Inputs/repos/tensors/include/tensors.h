// tensors: a small tensor library with CPU, CUDA/HIP and Vulkan backends.
// Every op reads and writes host memory; a GPU backend copies to the device
// and back.
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TENSORS_MAX_NAME 32

typedef struct tensors_backend tensors_backend;

struct tensors_backend {
    char name[TENSORS_MAX_NAME];
    // dst[nrows][ncols] = softmax(scale * src) over each row
    void (*soft_max)(tensors_backend *b, float *dst, const float *src, int ncols, int nrows, float scale);
    // dst[m][n] = a[m][k] @ b[k][n]
    void (*mul_mat)(tensors_backend *b, float *dst, const float *a, const float *bm, int m, int n, int k);
    // dst[i] = gelu(src[i])
    void (*gelu)(tensors_backend *b, float *dst, const float *src, int64_t n);
    void (*free)(tensors_backend *b);
    void *context;
};

tensors_backend *tensors_backend_cpu_init(void);
// NULL when the library was built without it or no device is there.
tensors_backend *tensors_backend_cuda_init(int device);
tensors_backend *tensors_backend_vulkan_init(int device);

// The first backend whose name starts with `prefix` ("cpu", "cuda", "vulkan").
tensors_backend *tensors_backend_init_by_name(const char *prefix);
void tensors_backend_free(tensors_backend *b);

// Largest absolute difference of two arrays.
float tensors_max_abs_diff(const float *a, const float *b, int64_t n);

#ifdef __cplusplus
}
#endif
