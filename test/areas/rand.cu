// Area: cuRAND host and device API -> hipRAND. Generators of every kind,
// seeds, offsets, orderings, streams, all the host distributions, Poisson
// distributions and direction vectors; on the device the state types, init,
// skip-ahead and all the distribution functions. The --hip-version 5.2 output
// compiles with hipcc against Debian's hipRAND (rocRAND back end).
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hiprand %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.63.hip
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <curand.h>
// CHECK: {{^}}#include <hiprand/hiprand.h>
#include <curand_kernel.h>
// CHECK: {{^}}#include <hiprand/hiprand_kernel.h>
#include <cstdio>

#define CURAND_CHECK(x)                                                         \
  do {                                                                          \
    curandStatus_t s_ = (x);                                                    \
    if (s_ != CURAND_STATUS_SUCCESS) printf("curand error %d\n", (int)s_);      \
  } while (0)
// CHECK: {{^}}    hiprandStatus_t s_ = (x);
// CHECK: {{^}}    if (s_ != HIPRAND_STATUS_SUCCESS) printf("curand error %d\n", (int)s_);

int hostApi(float *f, double *d, unsigned *u, unsigned long long *ull, size_t n, cudaStream_t stream) {
// CHECK: {{^}}int hostApi(float *f, double *d, unsigned *u, unsigned long long *ull, size_t n, hipStream_t stream) {
  int version = 0;
  CURAND_CHECK(curandGetVersion(&version));
// CHECK: {{^}}  CURAND_CHECK(hiprandGetVersion(&version));
  curandGenerator_t gen, host, quasi, philox, mrg, mt, sobol64;
// CHECK: {{^}}  hiprandGenerator_t gen, host, quasi, philox, mrg, mt, sobol64;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandCreateGenerator(&philox, CURAND_RNG_PSEUDO_PHILOX4_32_10));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&philox, HIPRAND_RNG_PSEUDO_PHILOX4_32_10));
  CURAND_CHECK(curandCreateGenerator(&mrg, CURAND_RNG_PSEUDO_MRG32K3A));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&mrg, HIPRAND_RNG_PSEUDO_MRG32K3A));
  CURAND_CHECK(curandCreateGenerator(&mt, CURAND_RNG_PSEUDO_MT19937));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&mt, HIPRAND_RNG_PSEUDO_MT19937));
  CURAND_CHECK(curandCreateGenerator(&quasi, CURAND_RNG_QUASI_SOBOL32));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&quasi, HIPRAND_RNG_QUASI_SOBOL32));
  CURAND_CHECK(curandCreateGenerator(&sobol64, CURAND_RNG_QUASI_SCRAMBLED_SOBOL64));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&sobol64, HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64));
  CURAND_CHECK(curandCreateGeneratorHost(&host, CURAND_RNG_PSEUDO_XORWOW));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGeneratorHost(&host, HIPRAND_RNG_PSEUDO_XORWOW));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ull));
// CHECK: {{^}}  CURAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(gen, 1234ull));
  CURAND_CHECK(curandSetGeneratorOffset(gen, 16ull));
// CHECK: {{^}}  CURAND_CHECK(hiprandSetGeneratorOffset(gen, 16ull));
  CURAND_CHECK(curandSetQuasiRandomGeneratorDimensions(quasi, 4));
// CHECK: {{^}}  CURAND_CHECK(hiprandSetQuasiRandomGeneratorDimensions(quasi, 4));
  CURAND_CHECK(curandSetStream(gen, stream));
// CHECK: {{^}}  CURAND_CHECK(hiprandSetStream(gen, stream));
  CURAND_CHECK(curandGenerate(gen, u, n));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerate(gen, u, n));
  CURAND_CHECK(curandGenerateUniform(gen, f, n));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateUniform(gen, f, n));
  CURAND_CHECK(curandGenerateUniformDouble(mrg, d, n));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateUniformDouble(mrg, d, n));
  CURAND_CHECK(curandGenerateNormal(philox, f, n, 0.0f, 1.0f));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateNormal(philox, f, n, 0.0f, 1.0f));
  CURAND_CHECK(curandGenerateNormalDouble(philox, d, n, 0.0, 1.0));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateNormalDouble(philox, d, n, 0.0, 1.0));
  CURAND_CHECK(curandGenerateLogNormal(mt, f, n, 0.0f, 0.5f));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateLogNormal(mt, f, n, 0.0f, 0.5f));
  CURAND_CHECK(curandGenerateLogNormalDouble(mt, d, n, 0.0, 0.5));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateLogNormalDouble(mt, d, n, 0.0, 0.5));
  CURAND_CHECK(curandGeneratePoisson(gen, u, n, 4.0));
// CHECK: {{^}}  CURAND_CHECK(hiprandGeneratePoisson(gen, u, n, 4.0));
  CURAND_CHECK(curandGenerateSeeds(gen));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateSeeds(gen));
  curandDiscreteDistribution_t poisson;
// CHECK: {{^}}  hiprandDiscreteDistribution_t poisson;
  CURAND_CHECK(curandCreatePoissonDistribution(10.0, &poisson));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreatePoissonDistribution(10.0, &poisson));
  CURAND_CHECK(curandDestroyDistribution(poisson));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyDistribution(poisson));
  curandStatus_t last = curandDestroyGenerator(gen);
// CHECK: {{^}}  hiprandStatus_t last = hiprandDestroyGenerator(gen);
  CURAND_CHECK(curandDestroyGenerator(host));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(host));
  CURAND_CHECK(curandDestroyGenerator(quasi));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(quasi));
  CURAND_CHECK(curandDestroyGenerator(philox));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(philox));
  CURAND_CHECK(curandDestroyGenerator(mrg));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(mrg));
  CURAND_CHECK(curandDestroyGenerator(mt));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(mt));
  CURAND_CHECK(curandDestroyGenerator(sobol64));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(sobol64));
  return last == CURAND_STATUS_NOT_INITIALIZED ? 1 : version;
// CHECK: {{^}}  return last == HIPRAND_STATUS_NOT_INITIALIZED ? 1 : version;
}

__global__ void xorwow(curandState *states, float *out, unsigned long long seed) {
// CHECK: {{^}}__global__ void xorwow(hiprandState *states, float *out, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandState_t local;
// CHECK: {{^}}  hiprandState_t local;
  curand_init(seed, id, 0, &local);
// CHECK: {{^}}  hiprand_init(seed, id, 0, &local);
  skipahead(100ull, &local);
  skipahead_sequence(1ull, &local);
  float u = curand_uniform(&local);
// CHECK: {{^}}  float u = hiprand_uniform(&local);
  double ud = curand_uniform_double(&local);
// CHECK: {{^}}  double ud = hiprand_uniform_double(&local);
  float nrm = curand_normal(&local);
// CHECK: {{^}}  float nrm = hiprand_normal(&local);
  double nd = curand_normal_double(&local);
// CHECK: {{^}}  double nd = hiprand_normal_double(&local);
  float2 n2 = curand_normal2(&local);
// CHECK: {{^}}  float2 n2 = hiprand_normal2(&local);
  double2 n2d = curand_normal2_double(&local);
// CHECK: {{^}}  double2 n2d = hiprand_normal2_double(&local);
  float ln = curand_log_normal(&local, 0.0f, 1.0f);
// CHECK: {{^}}  float ln = hiprand_log_normal(&local, 0.0f, 1.0f);
  double lnd = curand_log_normal_double(&local, 0.0, 1.0);
// CHECK: {{^}}  double lnd = hiprand_log_normal_double(&local, 0.0, 1.0);
  float2 ln2 = curand_log_normal2(&local, 0.0f, 1.0f);
// CHECK: {{^}}  float2 ln2 = hiprand_log_normal2(&local, 0.0f, 1.0f);
  unsigned int p = curand_poisson(&local, 3.5);
// CHECK: {{^}}  unsigned int p = hiprand_poisson(&local, 3.5);
  unsigned int bits = curand(&local);
// CHECK: {{^}}  unsigned int bits = hiprand(&local);
  out[id] = u + (float)ud + nrm + (float)nd + n2.x + (float)n2d.y + ln + (float)lnd + ln2.y + p + (bits & 1);
  states[id] = local;
}

__global__ void philox(curandStatePhilox4_32_10_t *states, float4 *out, curandDiscreteDistribution_t dist) {
// CHECK: {{^}}__global__ void philox(hiprandStatePhilox4_32_10_t *states, float4 *out, hiprandDiscreteDistribution_t dist) {
  int id = threadIdx.x;
  curandStatePhilox4_32_10_t s = states[id];
// CHECK: {{^}}  hiprandStatePhilox4_32_10_t s = states[id];
  curand_init(42ull, id, 0, &s);
// CHECK: {{^}}  hiprand_init(42ull, id, 0, &s);
  float4 u4 = curand_uniform4(&s);
// CHECK: {{^}}  float4 u4 = hiprand_uniform4(&s);
  float4 n4 = curand_normal4(&s);
// CHECK: {{^}}  float4 n4 = hiprand_normal4(&s);
  double2 u2d = curand_uniform2_double(&s);
// CHECK: {{^}}  double2 u2d = hiprand_uniform2_double(&s);
  float4 ln4 = curand_log_normal4(&s, 0.0f, 1.0f);
// CHECK: {{^}}  float4 ln4 = hiprand_log_normal4(&s, 0.0f, 1.0f);
  uint4 p4 = curand_poisson4(&s, 2.0);
// CHECK: {{^}}  uint4 p4 = hiprand_poisson4(&s, 2.0);
  unsigned int disc = curand_discrete(&s, dist);
// CHECK: {{^}}  unsigned int disc = hiprand_discrete(&s, dist);
  uint4 disc4 = curand_discrete4(&s, dist);
// CHECK: {{^}}  uint4 disc4 = hiprand_discrete4(&s, dist);
  uint4 raw = curand4(&s);
// CHECK: {{^}}  uint4 raw = hiprand4(&s);
  out[id] = make_float4(u4.x + n4.y, (float)u2d.x + ln4.z, p4.w + disc + disc4.x, raw.x & 1);
  states[id] = s;
}

__global__ void mrg(curandStateMRG32k3a_t *states, double *out) {
// CHECK: {{^}}__global__ void mrg(hiprandStateMRG32k3a_t *states, double *out) {
  int id = threadIdx.x;
  curandStateMRG32k3a local = states[id];
// CHECK: {{^}}  hiprandStateMRG32k3a local = states[id];
  curand_init(7ull, id, 0, &local);
// CHECK: {{^}}  hiprand_init(7ull, id, 0, &local);
  skipahead_subsequence(2ull, &local);
  out[id] = curand_uniform_double(&local) + curand_normal_double(&local);
// CHECK: {{^}}  out[id] = hiprand_uniform_double(&local) + hiprand_normal_double(&local);
  states[id] = local;
}

__global__ void sobol(curandDirectionVectors32_t *vectors, curandStateSobol32_t *states, float *out) {
// CHECK: {{^}}__global__ void sobol(hiprandDirectionVectors32_t *vectors, hiprandStateSobol32_t *states, float *out) {
  int id = threadIdx.x;
  curandStateSobol32 local;
// CHECK: {{^}}  hiprandStateSobol32 local;
  curand_init(vectors[0], 0, &local);
// CHECK: {{^}}  hiprand_init(vectors[0], 0, &local);
  out[id] = curand_uniform(&local) + curand_normal(&local);
// CHECK: {{^}}  out[id] = hiprand_uniform(&local) + hiprand_normal(&local);
  states[id] = local;
}

// Newer than the HIP 5.2 generation (hipcc never sees this block): renamed
// for 6.3, reported for 5.2.
#if HIP_6_ONLY
void newer(curandGenerator_t philox, curandGenerator_t sobol64, unsigned long long *ull, size_t n) {
  curandSetGeneratorOrdering(philox, CURAND_ORDERING_PSEUDO_DEFAULT);
// HIP63: {{^}}  hiprandSetGeneratorOrdering(philox, HIPRAND_ORDERING_PSEUDO_DEFAULT);
// DIAG: rand.cu:[[@LINE-2]]:3: warning: 'curandSetGeneratorOrdering' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'hiprandSetGeneratorOrdering') [unsupported] [CU2HIP-W0002]
// DIAG: rand.cu:[[@LINE-3]]:38: warning: 'CURAND_ORDERING_PSEUDO_DEFAULT' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'HIPRAND_ORDERING_PSEUDO_DEFAULT')
  curandGenerateLongLong(sobol64, ull, n);
// HIP63: {{^}}  hiprandGenerateLongLong(sobol64, ull, n);
// DIAG: rand.cu:[[@LINE-2]]:3: warning: 'curandGenerateLongLong' has no HIP equivalent in HIP 5.2 (added in 5.5 as 'hiprandGenerateLongLong')
  curandDirectionVectors32_t *vectors;
  curandGetDirectionVectors32(&vectors, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
// HIP63: {{^}}  hiprandGetDirectionVectors32(&vectors, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6);
// DIAG: rand.cu:[[@LINE-2]]:3: warning: 'curandGetDirectionVectors32' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'hiprandGetDirectionVectors32')
// DIAG: rand.cu:[[@LINE-3]]:41: warning: 'CURAND_DIRECTION_VECTORS_32_JOEKUO6' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'HIPRAND_DIRECTION_VECTORS_32_JOEKUO6')
  unsigned int *scramble;
  curandGetScrambleConstants32(&scramble);
// HIP63: {{^}}  hiprandGetScrambleConstants32(&scramble);
// DIAG: rand.cu:[[@LINE-2]]:3: warning: 'curandGetScrambleConstants32' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'hiprandGetScrambleConstants32')
}
#endif
// DIAG-NOT: warning
