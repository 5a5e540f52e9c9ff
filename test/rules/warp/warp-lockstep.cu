// warp-lockstep (lib/Rules/Warp/WarpLockstepRule.cpp, analysis in
// lib/Warp/WarpLockstep.cpp): shared-memory steps where lanes of one warp read
// slots that other lanes of the warp write, with no __syncwarp between, are
// reported, and where the lanes are one whole warp each step becomes CUDA's
// Volta form: read into a register, synchronise, write, synchronise. The
// synchronisation is __syncwarp's helper for the model in force (logical32
// and native both write cu2hip_syncwarp(), which takes the logical warp's
// lanes only); the output compiles with HIP 5.2, 6.4 and 7.2. Shapes it
// cannot rewrite safely are reported with the reason and left as written;
// switched off (--select-rules=-warp-lockstep) nothing is reported or edited.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l52.hip 2> %t/l52.err
// RUN: FileCheck %s < %t/l52.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not='[lockstep]' < %t/l52.err
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx90a %t/l52.hip -o %t/l52.o %}
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx1030 %t/l52.hip -o %t/l52-1030.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -q -o %t/l64.hip
// RUN: FileCheck %s < %t/l64.hip
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/l64.hip -o %t/l64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -q -o %t/l72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/l72.hip -o %t/l72.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 --warp-model native -o %t/n72.hip 2> %t/n72.err
// RUN: FileCheck %s < %t/n72.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not='[lockstep]' < %t/n72.err
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/n72.hip -o %t/n72.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -q -o %t/n52.hip
// RUN: FileCheck %s < %t/n52.hip
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx90a %t/n52.hip -o %t/n52.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 --warp-model none -o %t/none.hip 2> %t/none.err
// RUN: FileCheck %s --check-prefix=NONE < %t/none.err
// RUN: FileCheck %s --check-prefix=KEPT < %t/none.hip
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-warp-lockstep -o %t/off.hip 2> %t/off.err
// RUN: FileCheck %s --check-prefix=KEPT < %t/off.hip
// RUN: not grep -F '[lockstep]' %t/off.err
// RUN: %if nvcc %{ %nvcc -c %s -o %t/cuda.o %}
#include <cuda_runtime.h>

// CHECK: #include "cu2hip_warp.h"

// Inline in a kernel, through a volatile pointer.
__global__ void inlineTail(float *out) {
  __shared__ float sdata[64];
  unsigned tid = threadIdx.x;
  sdata[tid] = tid;
  __syncthreads();
  if (tid < 32) {
    volatile float *s = sdata;
    s[tid] += s[tid + 32];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:5: remark: lockstep-dependent warp code: 's[tid] += s[tid + 32]' and 5 more steps on 's' let lanes of one warp read slots other lanes of the warp write, with no __syncwarp between (right only if the lanes run in lockstep); each step now reads into a register, calls cu2hip_syncwarp(), writes and calls cu2hip_syncwarp() again [lockstep] [CU2HIP-R0024]
// NONE: warp-lockstep.cu:[[@LINE-2]]:5: warning: lockstep-dependent warp code: 's[tid] += s[tid + 32]' and 5 more steps on 's' {{.*}} not rewritten: --warp-model none writes no synchronisation of a logical warp; {{.*}} [lockstep] [CU2HIP-W0025]
// CHECK: {{^}}    { auto cu2hip_step = s[tid] + s[tid + 32]; cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
// KEPT: {{^}}    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
// CHECK: {{^}}    { auto cu2hip_step = s[tid] + s[tid + 16]; cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
// CHECK: {{^}}    { auto cu2hip_step = s[tid] + s[tid + 1]; cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
// KEPT: {{^}}    s[tid] += s[tid + 1];
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// A device function on a volatile pointer, every call of which is from the
// block's first warp; a plain assignment whose value reads the neighbour.
__device__ void warpMax(volatile float *s, int tid) {
  s[tid] = fmaxf(s[tid], s[tid + 16]);
// DIAG: warp-lockstep.cu:[[@LINE-1]]:3: remark: lockstep-dependent warp code: 's[tid] = fmaxf(s[tid], s[tid + 16])' and 1 more step on 's' {{.*}} [lockstep] [CU2HIP-R0024]
// CHECK: {{^}}  { auto cu2hip_step = fmaxf(s[tid], s[tid + 16]); cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
  s[tid] = fmaxf(s[tid], s[tid + 8]);
// CHECK: {{^}}  { auto cu2hip_step = fmaxf(s[tid], s[tid + 8]); cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
}

__global__ void callsWarpMax(float *out) {
  __shared__ float sdata[64];
  sdata[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x < 32) warpMax(sdata, threadIdx.x);
  if (threadIdx.x == 0) out[0] = sdata[0];
}

// "Reduction #6": templated on the block size, each step kept or dropped by
// a guard that is the same for every lane.
template <unsigned blockSize, typename T>
__device__ void warpReduce(volatile T *sdata, unsigned tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:24: remark: lockstep-dependent warp code: 'sdata[tid] += sdata[tid + 32]' and 5 more steps on 'sdata' {{.*}} [lockstep] [CU2HIP-R0024]
// CHECK: {{^}}  if (blockSize >= 64) { auto cu2hip_step = sdata[tid] + sdata[tid + 32]; cu2hip_syncwarp(); sdata[tid] = cu2hip_step; cu2hip_syncwarp(); }
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
// CHECK: {{^}}  if (blockSize >= 2) { auto cu2hip_step = sdata[tid] + sdata[tid + 1]; cu2hip_syncwarp(); sdata[tid] = cu2hip_step; cu2hip_syncwarp(); }
}

template <unsigned blockSize, typename T>
__global__ void reduce6(const T *in, T *out) {
  __shared__ T sdata[blockSize];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockSize + tid];
  __syncthreads();
  // Between __syncthreads, each lane reads a slot no running lane writes:
  // not lockstep-dependent, not reported.
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
// CHECK: {{^}}  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
template __global__ void reduce6<128, float>(const float *, float *);

// The running sum kept in a register too (the CUDA samples' reduce4), and a
// loop over the distances on plain shared memory.
__global__ void registerAndLoop(const int *in, int *out) {
  __shared__ int sdata[64];
  unsigned tid = threadIdx.x;
  int mySum = in[tid];
  sdata[tid] = mySum;
  __syncthreads();
  if (tid < 32) {
    volatile int *smem = sdata;
    smem[tid] = mySum = mySum + smem[tid + 32];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:5: remark: lockstep-dependent warp code: 'smem[tid] = mySum = mySum + smem[tid + 32]' and 1 more step on 'smem' {{.*}} [lockstep] [CU2HIP-R0024]
// CHECK: {{^}}    { mySum = mySum + smem[tid + 32]; cu2hip_syncwarp(); smem[tid] = mySum; cu2hip_syncwarp(); }
    smem[tid] = mySum = mySum + smem[tid + 16];
// CHECK: {{^}}    { mySum = mySum + smem[tid + 16]; cu2hip_syncwarp(); smem[tid] = mySum; cu2hip_syncwarp(); }
  }
  __syncthreads();
  if (tid < 32)
    for (unsigned o = 16; o > 0; o >>= 1)
      sdata[tid] += sdata[tid + o];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:7: remark: lockstep-dependent warp code: 'sdata[tid] += sdata[tid + o]' on 'sdata' {{.*}} [lockstep] [CU2HIP-R0024]
// CHECK: {{^}}      { auto cu2hip_step = sdata[tid] + sdata[tid + o]; cu2hip_syncwarp(); sdata[tid] = cu2hip_step; cu2hip_syncwarp(); }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// Refused: a scan whose steps run on fewer lanes each time. A __syncwarp
// under `lane >= 1` would wait for lane 0, which never reaches it.
__global__ void naiveScan(int *data) {
  __shared__ int s[32];
  int lane = threadIdx.x & 31;
  s[lane] = data[threadIdx.x];
  if (lane >= 1) s[lane] += s[lane - 1];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:18: warning: lockstep-dependent warp code: 's[lane] += s[lane - 1]' and 1 more step on 's' let lanes of one warp read slots other lanes of the warp write, with no __syncwarp between (right only if the lanes run in lockstep); not rewritten: it runs under the lane-dependent condition 'lane >= 1', so a synchronisation there would wait for lanes that never reach it; separate each step's reads from its write with __syncwarp() by hand [lockstep] [CU2HIP-W0025]
// CHECK: {{^}}  if (lane >= 1) s[lane] += s[lane - 1];
  if (lane >= 2) s[lane] += s[lane - 2];
  data[threadIdx.x] = s[lane];
}

// Refused: called from half a warp, so a synchronisation of the whole warp
// inside would wait for the other half.
__device__ void halfWarp(volatile int *s, int tid) {
  s[tid] += s[tid + 8];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:3: warning: lockstep-dependent warp code: 's[tid] += s[tid + 8]' on 's' {{.*}}; not rewritten: 'halfWarp' is called under 'threadIdx.x < 16' (line [[@LINE+7]]), so not every lane of the warp runs it; separate {{.*}} [lockstep] [CU2HIP-W0025]
// CHECK: {{^}}  s[tid] += s[tid + 8];
}

__global__ void callsHalfWarp(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  if (threadIdx.x < 16) halfWarp(s, threadIdx.x);
  if (threadIdx.x == 0) out[0] = s[0];
}

// Refused: the lanes are one warp only because the others returned, which
// cu2hip does not follow.
__global__ void earlyReturn(float *g) {
  __shared__ float s[64];
  unsigned tid = threadIdx.x;
  s[tid] = g[tid];
  __syncthreads();
  if (tid >= 32) return;
  s[tid] += s[tid + 16];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:3: warning: lockstep-dependent warp code: 's[tid] += s[tid + 16]' and 1 more step on 's' {{.*}}; not rewritten: no 'if (tid < 32)' around it shows that the lanes running it are one whole warp; {{.*}} [lockstep] [CU2HIP-W0025]
  s[tid] += s[tid + 8];
  if (tid == 0) g[0] = s[0];
}

// The block-wide tree between __syncthreads is not lockstep-dependent; the
// same loop inside one warp, with no barrier, is, and its steps run on fewer
// lanes each time: refused. So is a step spelled by a macro.
#define STEP(d) s[tid] += s[tid + d]
__global__ void treeAndMacro(float *g) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = g[tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    for (unsigned s = 32; s > 0; s >>= 1)
      if (tid < s) sdata[tid] += sdata[tid + s];
// DIAG: warp-lockstep.cu:[[@LINE-1]]:20: warning: lockstep-dependent warp code: 'sdata[tid] += sdata[tid + s]' on 'sdata' {{.*}}; not rewritten: it runs under the lane-dependent condition 'tid < s', so {{.*}} [lockstep] [CU2HIP-W0025]
// CHECK: {{^}}      if (tid < s) sdata[tid] += sdata[tid + s];
  volatile float *s = sdata;
  if (tid < 32) {
    STEP(16);
// DIAG: warp-lockstep.cu:[[@LINE-1]]:5: warning: lockstep-dependent warp code: 's[tid] += s[tid + d]' and 1 more step on 's' {{.*}}; not rewritten: it is spelled inside a macro; {{.*}} [lockstep] [CU2HIP-W0025]
// CHECK: {{^}}    STEP(16);
    STEP(8);
  }
  if (tid == 0) g[0] = sdata[0];
}
