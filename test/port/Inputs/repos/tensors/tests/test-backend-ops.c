// Every op of every available backend against the CPU backend, and the CPU
// backend against values worked out by hand.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tensors.h"

static int failures = 0;

static void expect_close(const char *what, const float *got, const float *want, int64_t n, float tol) {
    float d = tensors_max_abs_diff(got, want, n);
    printf("  %-28s max diff %.3g %s\n", what, d, d <= tol ? "ok" : "FAIL");
    if (!(d <= tol)) failures++;
}

static void fill(float *x, int64_t n, unsigned seed) {
    for (int64_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        x[i] = ((seed >> 8) & 0xffff) / 32768.0f - 1.0f;
    }
}

static void check_cpu_by_hand(tensors_backend *cpu) {
    const float src[2 * 3] = {0.0f, 0.0f, 0.0f, 1.0f, 2.0f, -INFINITY};
    const float e1 = expf(-1.0f);
    const float want[2 * 3] = {1.0f / 3, 1.0f / 3, 1.0f / 3, e1 / (1.0f + e1), 1.0f / (1.0f + e1), 0.0f};
    float got[6];
    cpu->soft_max(cpu, got, src, 3, 2, 1.0f);
    expect_close("cpu soft_max by hand", got, want, 6, 1e-6f);

    const float a[2 * 2] = {1, 2, 3, 4}, b[2 * 2] = {5, 6, 7, 8}, ab[2 * 2] = {19, 22, 43, 50};
    cpu->mul_mat(cpu, got, a, b, 2, 2, 2);
    expect_close("cpu mul_mat by hand", got, ab, 4, 0.0f);
}

static void compare(tensors_backend *be, tensors_backend *cpu) {
    enum { ROWS = 37, COLS = 300, M = 96, N = 80, K = 72 };
    static float x[ROWS * COLS], want[ROWS * COLS], got[ROWS * COLS];
    static float a[M * K], b[K * N], mm_want[M * N], mm_got[M * N];
    printf("%s:\n", be->name);

    fill(x, ROWS * COLS, 1);
    for (int c = 0; c < COLS; c++) x[5 * COLS + c] = -INFINITY; // a masked row
    cpu->soft_max(cpu, want, x, COLS, ROWS, 0.5f);
    be->soft_max(be, got, x, COLS, ROWS, 0.5f);
    expect_close("soft_max", got, want, ROWS * COLS, 1e-5f);

    fill(x, ROWS * COLS, 2);
    cpu->gelu(cpu, want, x, ROWS * COLS);
    be->gelu(be, got, x, ROWS * COLS);
    expect_close("gelu", got, want, ROWS * COLS, 1e-5f);

    fill(a, M * K, 3);
    fill(b, K * N, 4);
    cpu->mul_mat(cpu, mm_want, a, b, M, N, K);
    be->mul_mat(be, mm_got, a, b, M, N, K);        // large: cuBLAS
    expect_close("mul_mat (library)", mm_got, mm_want, M * N, 1e-3f);
    cpu->mul_mat(cpu, mm_want, a, b, 17, 9, 23);
    be->mul_mat(be, mm_got, a, b, 17, 9, 23);      // small: the tiled kernel
    expect_close("mul_mat (tiled)", mm_got, mm_want, 17 * 9, 1e-4f);
}

int main(void) {
    tensors_backend *cpu = tensors_backend_cpu_init();
    printf("cpu:\n");
    check_cpu_by_hand(cpu);
    const char *names[] = {"cuda", "vulkan"};
    for (int i = 0; i < 2; i++) {
        tensors_backend *be = tensors_backend_init_by_name(names[i]);
        if (be == NULL) {
            printf("%s: not available\n", names[i]);
            continue;
        }
        compare(be, cpu);
        tensors_backend_free(be);
    }
    tensors_backend_free(cpu);
    printf("%s\n", failures ? "FAILED" : "all ok");
    return failures ? 1 : 0;
}
