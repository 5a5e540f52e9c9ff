// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// cuRAND device API: generator states and __device__ generation functions.
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
#include "cuda_runtime.h"
#include "curand.h"

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_PI_DOUBLE (3.1415926535897932)

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

/* MTGP32 */
#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200
#define MEXP 11213
#define THREAD_NUM MTGPDC_FLOOR_2P
#define LARGE_SIZE (THREAD_NUM * 3)
#define TBL_SIZE 16
struct mtgp32_params_fast;
struct mtgp32_kernel_params {
  unsigned int pos_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int single_temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int sh1_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int sh2_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;
struct curandStateMtgp32 {
  unsigned int s[MTGP32_STATE_SIZE];
  int offset;
  int pIdx;
  mtgp32_kernel_params_t *k;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;
extern struct mtgp32_params_fast mtgp32dc_params_fast_11213[];
curandStatus_t CURANDAPI curandMakeMTGP32Constants(const struct mtgp32_params_fast params[], mtgp32_kernel_params_t *p);
curandStatus_t CURANDAPI curandMakeMTGP32KernelState(curandStateMtgp32_t *s, struct mtgp32_params_fast params[], mtgp32_kernel_params_t *k, int n, unsigned long long seed);

/* ---- initialization and skipping ---- */
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStateXORWOW_t *state);
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStatePhilox4_32_10_t *state);
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStateMRG32k3a_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset, curandStateSobol32_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c, unsigned int offset, curandStateScrambledSobol32_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset, curandStateSobol64_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c, unsigned long long offset, curandStateScrambledSobol64_t *state);
__device__ void skipahead(unsigned long long n, curandStateXORWOW_t *state);
__device__ void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state);
__device__ void skipahead(unsigned long long n, curandStateMRG32k3a_t *state);
__device__ void skipahead(unsigned int n, curandStateSobol32_t *state);
__device__ void skipahead(unsigned int n, curandStateScrambledSobol32_t *state);
__device__ void skipahead(unsigned long long n, curandStateSobol64_t *state);
__device__ void skipahead(unsigned long long n, curandStateScrambledSobol64_t *state);
__device__ void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state);
__device__ void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state);
__device__ void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state);
__device__ void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state);

/* ---- generation (one overload per generator state) ---- */
#define __CU2HIP_CURAND_STATE_FUNCS(S)                                                           \
  __device__ float curand_uniform(S *state);                                                     \
  __device__ double curand_uniform_double(S *state);                                             \
  __device__ float curand_normal(S *state);                                                      \
  __device__ double curand_normal_double(S *state);                                              \
  __device__ float curand_log_normal(S *state, float mean, float stddev);                        \
  __device__ double curand_log_normal_double(S *state, double mean, double stddev);              \
  __device__ unsigned int curand_poisson(S *state, double lambda);                               \
  __device__ unsigned int curand_discrete(S *state, curandDiscreteDistribution_t discrete_distribution);
__CU2HIP_CURAND_STATE_FUNCS(curandStateXORWOW_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStatePhilox4_32_10_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateMRG32k3a_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateMtgp32_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateSobol32_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateScrambledSobol32_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateSobol64_t)
__CU2HIP_CURAND_STATE_FUNCS(curandStateScrambledSobol64_t)
#undef __CU2HIP_CURAND_STATE_FUNCS
__device__ unsigned int curand(curandStateXORWOW_t *state);
__device__ unsigned int curand(curandStatePhilox4_32_10_t *state);
__device__ unsigned int curand(curandStateMRG32k3a_t *state);
__device__ unsigned int curand(curandStateMtgp32_t *state);
__device__ unsigned int curand(curandStateSobol32_t *state);
__device__ unsigned int curand(curandStateScrambledSobol32_t *state);
__device__ unsigned long long curand(curandStateSobol64_t *state);
__device__ unsigned long long curand(curandStateScrambledSobol64_t *state);
/* two- and four-wide results */
__device__ float2 curand_normal2(curandStateXORWOW_t *state);
__device__ float2 curand_normal2(curandStatePhilox4_32_10_t *state);
__device__ float2 curand_normal2(curandStateMRG32k3a_t *state);
__device__ double2 curand_normal2_double(curandStateXORWOW_t *state);
__device__ double2 curand_normal2_double(curandStatePhilox4_32_10_t *state);
__device__ double2 curand_normal2_double(curandStateMRG32k3a_t *state);
__device__ float2 curand_log_normal2(curandStateXORWOW_t *state, float mean, float stddev);
__device__ float2 curand_log_normal2(curandStatePhilox4_32_10_t *state, float mean, float stddev);
__device__ float2 curand_log_normal2(curandStateMRG32k3a_t *state, float mean, float stddev);
__device__ double2 curand_log_normal2_double(curandStateXORWOW_t *state, double mean, double stddev);
__device__ double2 curand_log_normal2_double(curandStatePhilox4_32_10_t *state, double mean, double stddev);
__device__ double2 curand_log_normal2_double(curandStateMRG32k3a_t *state, double mean, double stddev);
__device__ uint4 curand4(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state);
__device__ double4 curand_uniform4_double(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state);
__device__ double4 curand_normal4_double(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev);
__device__ double4 curand_log_normal4_double(curandStatePhilox4_32_10_t *state, double mean, double stddev);
__device__ uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda);
__device__ uint4 curand_discrete4(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t discrete_distribution);
__device__ float curand_mtgp32_single(curandStateMtgp32_t *state);
__device__ float curand_mtgp32_single_specific(curandStateMtgp32_t *state, unsigned char index, unsigned char n);
__device__ unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state, unsigned char index, unsigned char n);

#endif /* CURAND_KERNEL_H_ */
