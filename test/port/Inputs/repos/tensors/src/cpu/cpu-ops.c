// The CPU backend: the reference every other backend is tested against.
#include "../tensors-impl.h"

#include <math.h>

static void cpu_soft_max(tensors_backend *b, float *dst, const float *src, int ncols, int nrows, float scale) {
    (void)b;
    for (int r = 0; r < nrows; r++) {
        const float *x = src + (size_t)r * ncols;
        float *y = dst + (size_t)r * ncols;
        float max = -INFINITY;
        for (int c = 0; c < ncols; c++) max = fmaxf(max, scale * x[c]);
        if (max == -INFINITY) {
            memset(y, 0, ncols * sizeof(float));
            continue;
        }
        float sum = 0.0f;
        for (int c = 0; c < ncols; c++) sum += (y[c] = expf(scale * x[c] - max));
        for (int c = 0; c < ncols; c++) y[c] /= sum;
    }
}

static void cpu_mul_mat(tensors_backend *be, float *dst, const float *a, const float *b, int m, int n, int k) {
    (void)be;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            float acc = 0.0f;
            for (int l = 0; l < k; l++) acc += a[i * k + l] * b[l * n + j];
            dst[i * n + j] = acc;
        }
}

#define GELU_COEF_A 0.044715f
#define SQRT_2_OVER_PI 0.79788456080286535587989211986876f

static void cpu_gelu(tensors_backend *b, float *dst, const float *src, int64_t n) {
    (void)b;
    for (int64_t i = 0; i < n; i++) {
        float x = src[i];
        dst[i] = 0.5f * x * (1.0f + tanhf(SQRT_2_OVER_PI * x * (1.0f + GELU_COEF_A * x * x)));
    }
}

static void cpu_free(tensors_backend *b) { free(b); }

tensors_backend *tensors_backend_cpu_init(void) {
    tensors_backend *b = tensors_backend_alloc("cpu");
    b->soft_max = cpu_soft_max;
    b->mul_mat = cpu_mul_mat;
    b->gelu = cpu_gelu;
    b->free = cpu_free;
    return b;
}
