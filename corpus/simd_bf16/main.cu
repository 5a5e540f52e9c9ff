// Device functions HIP lacks, checked against the host: SIMD video intrinsics
// on lanes of 2x16 and 4x8 bits, arithmetic with a directed rounding mode,
// bfloat16 conversions and arithmetic, system-scope wrapping increments and
// atomicAdd on __half2 and __nv_bfloat16. The host reference is written out
// lane by lane and bit by bit, and rounds with the host FPU in the requested
// mode, so it shares no code with what the GPU runs.
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CUDA_CHECK(call)                                                                  \
  do {                                                                                    \
    cudaError_t err_ = (call);                                                            \
    if (err_ != cudaSuccess) {                                                            \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                            \
    }                                                                                     \
  } while (0)

constexpr int kN = 512;
constexpr int kSimd = 12;  // SIMD results per input pair
constexpr int kRound = 9;  // rounding results per input pair

__global__ void simd(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], *o = out + i * kSimd;
  o[0] = __vadd4(x, y);
  o[1] = __vsubss2(x, y);
  o[2] = __vaddus4(x, y);
  o[3] = __vabsdiffu4(x, y);
  o[4] = __vmaxs2(x, y);
  o[5] = __vminu4(x, y);
  o[6] = __vavgs4(x, y);
  o[7] = __vcmpgts4(x, y);
  o[8] = __vsetleu2(x, y);
  o[9] = __vsadu4(x, y);
  o[10] = __vabsss2(x);
  o[11] = __vneg4(x) ^ umin(x, y);
}

__global__ void rounding(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i], *o = out + i * kRound;
  o[0] = __fadd_rd(x, y);
  o[1] = __fadd_ru(x, y);
  o[2] = __fmul_rz(x, y);
  o[3] = __fmul_rd(x, y);
  o[4] = __fdiv_ru(x, y);
  o[5] = __fdiv_rz(x, y);
  o[6] = __fsub_ru(x, y);
  o[7] = __fsqrt_rd(fabsf(x));
  o[8] = __fmaf_ru(x, y, x);
}

__global__ void bf16(const float *a, __nv_bfloat16 *conv, __nv_bfloat16 *arith, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 x = __float2bfloat16(a[i]);
  __nv_bfloat16 y = __float2bfloat16(a[(i + 1) % n]);
  conv[i] = x;
  arith[i] = x * y + y;
}

__global__ void accumulate(half2 *h2, __nv_bfloat16 *bsum, unsigned *ticket) {
  atomicAdd(h2, __floats2half2_rn(1.0f, 0.5f));
  atomicAdd(bsum, __float2bfloat16(1.0f));
  atomicInc_system(ticket, 99u);  // wraps to 0 after 99
}

// ---- host reference -------------------------------------------------------------
static int lane(unsigned v, int i, int bits, bool sgn) {
  unsigned u = (v >> (i * bits)) & ((1u << bits) - 1u);
  return sgn && (u >> (bits - 1)) ? int(u) - (1 << bits) : int(u);
}
template <typename F> static unsigned lanes(unsigned x, unsigned y, int bits, bool sgn, F f) {
  unsigned r = 0;
  for (int i = 0; i < 32 / bits; ++i)
    r |= (unsigned(f(lane(x, i, bits, sgn), lane(y, i, bits, sgn))) & ((1u << bits) - 1u)) << (i * bits);
  return r;
}
static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static void simdRef(unsigned x, unsigned y, unsigned *o) {
  o[0] = lanes(x, y, 8, false, [](int p, int q) { return p + q; });
  o[1] = lanes(x, y, 16, true, [](int p, int q) { return clampi(p - q, -32768, 32767); });
  o[2] = lanes(x, y, 8, false, [](int p, int q) { return clampi(p + q, 0, 255); });
  o[3] = lanes(x, y, 8, false, [](int p, int q) { return p > q ? p - q : q - p; });
  o[4] = lanes(x, y, 16, true, [](int p, int q) { return p > q ? p : q; });
  o[5] = lanes(x, y, 8, false, [](int p, int q) { return p < q ? p : q; });
  o[6] = lanes(x, y, 8, true, [](int p, int q) { return int(std::round((p + q) / 2.0)); });
  o[7] = lanes(x, y, 8, true, [](int p, int q) { return p > q ? 0xff : 0; });
  o[8] = lanes(x, y, 16, false, [](int p, int q) { return p <= q ? 1 : 0; });
  unsigned sad = 0;
  for (int i = 0; i < 4; ++i) sad += unsigned(std::abs(lane(x, i, 8, false) - lane(y, i, 8, false)));
  o[9] = sad;
  o[10] = lanes(x, 0, 16, true, [](int p, int) { return clampi(p < 0 ? -p : p, -32768, 32767); });
  o[11] = lanes(x, 0, 8, true, [](int p, int) { return -p; }) ^ (x < y ? x : y);
}

// The host FPU in a rounding mode: volatile so nothing is computed before fesetround.
static float inMode(int mode, int op, float x, float y) {
  volatile float vx = x, vy = y, r;
  fesetround(mode);
  switch (op) {
  case 0: r = vx + vy; break;
  case 1: r = vx * vy; break;
  case 2: r = vx / vy; break;
  case 3: r = vx - vy; break;
  case 4: r = std::sqrt(std::fabs(vx)); break;
  default: r = std::fma(vx, vy, vx); break;
  }
  fesetround(FE_TONEAREST);
  return r;
}
static void roundRef(float x, float y, float *o) {
  o[0] = inMode(FE_DOWNWARD, 0, x, y);
  o[1] = inMode(FE_UPWARD, 0, x, y);
  o[2] = inMode(FE_TOWARDZERO, 1, x, y);
  o[3] = inMode(FE_DOWNWARD, 1, x, y);
  o[4] = inMode(FE_UPWARD, 2, x, y);
  o[5] = inMode(FE_TOWARDZERO, 2, x, y);
  o[6] = inMode(FE_UPWARD, 3, x, y);
  o[7] = inMode(FE_DOWNWARD, 4, x, y);
  o[8] = inMode(FE_UPWARD, 5, x, y);
}

// bfloat16 bits of a float, rounded to nearest even (NaN -> 0x7fff).
static unsigned short bf16Bits(float f) {
  unsigned u;
  std::memcpy(&u, &f, 4);
  if ((u & 0x7fffffffu) > 0x7f800000u) return 0x7fff;
  unsigned lower = u & 0xffffu, upper = u >> 16;
  if (lower > 0x8000u || (lower == 0x8000u && (upper & 1u))) ++upper;
  return (unsigned short)upper;
}
static float bf16Float(unsigned short b) {
  unsigned u = unsigned(b) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
// bfloat16 bits of x*y + y rounded once (a fused multiply-add): CUDA lets the
// compiler contract `x * y + y` on bfloat16 into one fma, as nvcc does for sm_90.
// The sum is exact in long double (x*y has 16 significant bits, and the inputs
// are within 2^40 of each other), and is then rounded to 8 bits to nearest even.
static unsigned short bf16FmaBits(float x, float y) {
  long double v = (long double)x * y + y;
  if (v == 0) return std::signbit((float)v) ? 0x8000 : 0;
  int e;
  std::frexp(v, &e);
  long double r = std::nearbyint(std::ldexp(v, 8 - e));  // the default mode: to nearest even
  return bf16Bits((float)std::ldexp(r, e - 8));  // exact: r has at most 9 bits
}
static unsigned short bitsOf(const __nv_bfloat16 &v) {
  unsigned short b;
  std::memcpy(&b, &v, 2);
  return b;
}

int main() {
  std::vector<unsigned> a(kN), b(kN);
  std::vector<float> fa(kN), fb(kN);
  unsigned s = 12345u;
  auto next = [&] { s = s * 1664525u + 1013904223u; return s; };
  const unsigned edges[] = {0x00000000u, 0xffffffffu, 0x7f7f7f7fu, 0x80808080u, 0x7fff8000u, 0x01ff80feu};
  for (int i = 0; i < kN; ++i) {
    a[i] = i < 6 ? edges[i] : next();
    b[i] = i < 6 ? edges[5 - i] : next();
    // Floats of every magnitude, with exact and inexact results.
    fa[i] = std::ldexp(float(next() % 100000 + 1) / 7.0f, int(next() % 40) - 20) * (next() % 2 ? 1 : -1);
    fb[i] = i % 5 == 0 ? -fa[i] * 0.9999999f : std::ldexp(float(next() % 3000 + 1) / 3.0f, int(next() % 20) - 10);
  }

  unsigned *da, *db, *dsimd, *dticket;
  float *dfa, *dfb, *dround;
  __nv_bfloat16 *dconv, *darith, *dbsum;
  half2 *dh2;
  CUDA_CHECK(cudaMalloc(&da, kN * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&db, kN * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&dsimd, kN * kSimd * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&dfa, kN * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dfb, kN * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dround, kN * kRound * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dconv, kN * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&darith, kN * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&dbsum, sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&dh2, sizeof(half2)));
  CUDA_CHECK(cudaMalloc(&dticket, sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(da, a.data(), kN * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), kN * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dfa, fa.data(), kN * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dfb, fb.data(), kN * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dbsum, 0, sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMemset(dh2, 0, sizeof(half2)));
  CUDA_CHECK(cudaMemset(dticket, 0, sizeof(unsigned)));

  simd<<<kN / 128, 128>>>(da, db, dsimd, kN);
  rounding<<<kN / 128, 128>>>(dfa, dfb, dround, kN);
  bf16<<<kN / 128, 128>>>(dfa, dconv, darith, kN);
  accumulate<<<2, 128>>>(dh2, dbsum, dticket);
  CUDA_CHECK(cudaGetLastError());

  std::vector<unsigned> gsimd(kN * kSimd);
  std::vector<float> ground(kN * kRound);
  std::vector<__nv_bfloat16> gconv(kN), garith(kN);
  __nv_bfloat16 gbsum;
  half2 gh2;
  unsigned gticket = 0;
  CUDA_CHECK(cudaMemcpy(gsimd.data(), dsimd, gsimd.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(ground.data(), dround, ground.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(gconv.data(), dconv, kN * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(garith.data(), darith, kN * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&gbsum, dbsum, sizeof gbsum, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&gh2, dh2, sizeof gh2, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&gticket, dticket, sizeof gticket, cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < kN; ++i) {
    unsigned want[kSimd];
    simdRef(a[i], b[i], want);
    for (int k = 0; k < kSimd; ++k)
      if (gsimd[i * kSimd + k] != want[k] && bad++ < 5)
        printf("simd %d(%08x, %08x) = %08x want %08x\n", k, a[i], b[i], gsimd[i * kSimd + k], want[k]);
    float rwant[kRound];
    roundRef(fa[i], fb[i], rwant);
    for (int k = 0; k < kRound; ++k)
      if (std::memcmp(&ground[i * kRound + k], &rwant[k], 4) != 0 && bad++ < 5)
        printf("rounding %d(%a, %a) = %a want %a\n", k, fa[i], fb[i], ground[i * kRound + k], rwant[k]);
    unsigned short x = bf16Bits(fa[i]), y = bf16Bits(fa[(i + 1) % kN]);
    if (bitsOf(gconv[i]) != x && bad++ < 5)
      printf("bf16(%a) = %04x want %04x\n", fa[i], bitsOf(gconv[i]), x);
    // Unfused: x*y rounded to bf16 (exact in float: 8-bit significands), then + y
    // rounded in float and to bf16. Fused: one rounding. CUDA allows either.
    unsigned short ar = bf16Bits(bf16Float(bf16Bits(bf16Float(x) * bf16Float(y))) + bf16Float(y));
    unsigned short fused = bf16FmaBits(bf16Float(x), bf16Float(y));
    if (bitsOf(garith[i]) != ar && bitsOf(garith[i]) != fused && bad++ < 5)
      printf("bf16 arith %d = %04x want %04x (or fused %04x)\n", i, bitsOf(garith[i]), ar, fused);
  }
  // 256 threads: every partial sum is exact in the narrow types.
  float hx = __low2float(gh2), hy = __high2float(gh2), bs = __bfloat162float(gbsum);
  if (hx != 256.0f || hy != 128.0f || bs != 256.0f) {
    printf("atomic sums %f %f %f want 256 128 256\n", hx, hy, bs);
    ++bad;
  }
  if (gticket != 256u % 100u) {
    printf("ticket %u want %u\n", gticket, 256u % 100u);
    ++bad;
  }
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dsimd));
  CUDA_CHECK(cudaFree(dfa));
  CUDA_CHECK(cudaFree(dfb));
  CUDA_CHECK(cudaFree(dround));
  CUDA_CHECK(cudaFree(dconv));
  CUDA_CHECK(cudaFree(darith));
  CUDA_CHECK(cudaFree(dbsum));
  CUDA_CHECK(cudaFree(dh2));
  CUDA_CHECK(cudaFree(dticket));
  printf("simd/rounding/bf16 n=%d, %d mismatches\n", kN, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
