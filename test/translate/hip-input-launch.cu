// Already-HIP input (cu2hip's own output, or a project's HIP files) launches
// kernels with <<<grid, block>>> as well as with a HIP stream. Clang's CUDA
// mode takes the last declaration of the call-configuration function for every
// launch; the bundled header's HIP-stream overload had no default arguments, so
// every two-argument launch in HIP input was a parse problem ("too few
// execution configuration arguments") and the unit was translated by tokens.
// RUN: %cu2hip translate %s -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: < %t.err
// RUN: cmp %s %t.hip
// DIAG: note: the file includes <hip/hip_runtime.h>
// DIAG: 0 changed, 0 edits; 0 unsupported API uses; 0 inline asm; 0 parse problems
#include <hip/hip_runtime.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int run(float *d, hipStream_t s) {
  scale<<<1, 64>>>(d, 2.0f);
  scale<<<dim3(2), dim3(32), 0>>>(d, 3.0f);
  scale<<<1, 64, 0, s>>>(d, 4.0f);
  return hipStreamSynchronize(s);
}
