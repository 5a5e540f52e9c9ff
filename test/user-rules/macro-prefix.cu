// macro-prefix: CUDA_ -> HIP_ for the macros the user's own files define
// (here and in an included header: CUDA_CHECK), never for the CUDA SDK's
// (CUDA_VERSION) and never for a non-macro name (CUDA_counter).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --rules %S/Inputs/macro-prefix.yaml -o %t/out.hip -- -I%S/Inputs 2> /dev/null
// RUN: FileCheck %s < %t/out.hip
// RUN: %cu2hip translate %t/out.hip --rules %S/Inputs/macro-prefix.yaml -o %t/again.hip -- -I%S/Inputs 2> /dev/null
// RUN: cmp %t/out.hip %t/again.hip
#include "cuda_helpers.h"
#ifndef CUDA_APP_H
// CHECK: {{^}}#ifndef HIP_APP_H
#define CUDA_APP_H
// CHECK: {{^}}#define HIP_APP_H
#define CUDA_ASSERT(x) CUDA_CHECK(x)
// CHECK: {{^}}#define HIP_ASSERT(x) HIP_CHECK(x)
int CUDA_counter;
// CHECK: {{^}}int CUDA_counter;
#if CUDA_VERSION >= 11000
// The SDK's CUDA_VERSION is the cuda-macros rule's business, never HIP_VERSION:
// CHECK: {{^}}#if 1 /* CUDA_VERSION >= 11000 */
#endif
#endif
