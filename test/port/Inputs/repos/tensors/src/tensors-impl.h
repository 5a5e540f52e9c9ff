// Internals shared by the backends (plain C).
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensors.h"

#define TENSORS_ABORT(...)                                         \
    do {                                                           \
        fprintf(stderr, "tensors: %s:%d: ", __FILE__, __LINE__);   \
        fprintf(stderr, __VA_ARGS__);                              \
        fputc('\n', stderr);                                       \
        abort();                                                   \
    } while (0)

#define TENSORS_ASSERT(x) do { if (!(x)) TENSORS_ABORT("assertion failed: %s", #x); } while (0)

static inline tensors_backend *tensors_backend_alloc(const char *name) {
    tensors_backend *b = (tensors_backend *)calloc(1, sizeof(tensors_backend));
    TENSORS_ASSERT(b != NULL);
    snprintf(b->name, sizeof b->name, "%s", name);
    return b;
}
