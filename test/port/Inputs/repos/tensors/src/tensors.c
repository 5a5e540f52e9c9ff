#include "tensors-impl.h"

#include <math.h>

#if !defined(TENSORS_USE_CUDA)
tensors_backend *tensors_backend_cuda_init(int device) {
    (void)device;
    return NULL;
}
#endif

#if !defined(TENSORS_USE_VULKAN)
tensors_backend *tensors_backend_vulkan_init(int device) {
    (void)device;
    return NULL;
}
#endif

tensors_backend *tensors_backend_init_by_name(const char *prefix) {
    if (strncmp(prefix, "cuda", 4) == 0) return tensors_backend_cuda_init(0);
    if (strncmp(prefix, "vulkan", 6) == 0) return tensors_backend_vulkan_init(0);
    if (strncmp(prefix, "cpu", 3) == 0) return tensors_backend_cpu_init();
    return NULL;
}

void tensors_backend_free(tensors_backend *b) {
    if (b && b->free) b->free(b);
}

float tensors_max_abs_diff(const float *a, const float *b, int64_t n) {
    float d = 0.0f;
    for (int64_t i = 0; i < n; i++) d = fmaxf(d, fabsf(a[i] - b[i]));
    return d;
}
