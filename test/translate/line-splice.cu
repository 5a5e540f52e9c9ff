// An identifier split by a line splice is the name the compiler sees: it is
// translated like any other (the whole token, splice included, is replaced),
// and diagnosed at the token when it is unknown.
// RUN: %cu2hip translate %s -q --hip-version 6.4 > %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t.2.hip 2>&1 | FileCheck %s --check-prefix=DIAG

#include <cuda_runtime.h>

void f(float **p) {
  cuda\
Malloc(p, 4);
  // CHECK: {{^}}  hipMalloc(p, 4);
  cudaThread\
Exit();
  // CHECK: {{^}}  hipDeviceReset();
  cudaNot\
AnApi(p);
  // CHECK: {{^}}AnApi(p);
}
// DIAG: line-splice.cu:17:3: warning: {{.*}}cudaNotAnApi{{.*}} [CU2HIP-W0003]
// DIAG: 1 unsupported API uses (cudaNotAnApi x1)
