/*
 * Plain C helpers shared by the CPU reference (train_cpu.c) and the GPU
 * programs: checked allocation and file handling, and the one random number
 * generator both sides draw their data from, so that their losses can be
 * compared step by step.
 */
#ifndef TRAINER_UTILS_H
#define TRAINER_UTILS_H

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static inline void *malloc_check(size_t size, const char *file, int line) {
    void *p = malloc(size);
    if (p == NULL) {
        fprintf(stderr, "out of memory: %zu bytes at %s:%d\n", size, file, line);
        exit(EXIT_FAILURE);
    }
    return p;
}
#define mallocCheck(size) malloc_check((size), __FILE__, __LINE__)

static inline FILE *fopen_check(const char *path, const char *mode, const char *file, int line) {
    FILE *fp = fopen(path, mode);
    if (fp == NULL) {
        fprintf(stderr, "could not open %s (%s:%d)\n", path, file, line);
        exit(EXIT_FAILURE);
    }
    return fp;
}
#define fopenCheck(path, mode) fopen_check((path), (mode), __FILE__, __LINE__)

/* xorshift*: deterministic on every platform */
static inline uint32_t random_u32(uint64_t *state) {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return (uint32_t)((*state * 0x2545F4914F6CDD1Dull) >> 32);
}
static inline float random_f32(uint64_t *state) { /* in [0, 1) */
    return (random_u32(state) >> 8) / 16777216.0f;
}

/* The toy task: B rows of C features, labels from a fixed random "teacher". */
#define TRAIN_B 64
#define TRAIN_C 32
#define TRAIN_V 16
#define TRAIN_STEPS 40

static inline void make_task(float *x, int *y, uint64_t seed) {
    float teacher[TRAIN_C * TRAIN_V];
    uint64_t state = seed;
    for (int i = 0; i < TRAIN_C * TRAIN_V; i++) teacher[i] = random_f32(&state) * 2.0f - 1.0f;
    for (int i = 0; i < TRAIN_B * TRAIN_C; i++) x[i] = random_f32(&state) * 2.0f - 1.0f;
    for (int b = 0; b < TRAIN_B; b++) {
        int best = 0;
        float best_val = -1e30f;
        for (int v = 0; v < TRAIN_V; v++) {
            float s = 0.0f;
            for (int c = 0; c < TRAIN_C; c++) s += x[b * TRAIN_C + c] * teacher[c * TRAIN_V + v];
            if (s > best_val) { best_val = s; best = v; }
        }
        y[b] = best;
    }
}

#endif
