// Host-side checks of the emulations in cu2hip_warp.h (lib/Mapping/Emulations.def):
// every helper against an independent reference. Directed rounding is checked
// against the host FPU computing the same operation in that rounding mode
// (this file is compiled with -frounding-math); SIMD intrinsics against lane
// arithmetic written out per lane, as CUDA documents them.
#define CU2HIP_WARP_HOST_TEST 1
#include "../share/include/cu2hip_warp.h"

#include "Mapping/Emulations.h"

#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>

namespace {
// ---- SIMD --------------------------------------------------------------------
enum class Op { Abs, AbsSS, Neg, NegSS, Add, AddSat, Sub, SubSat, AbsDiff, Avg, HAdd, Max, Min, Cmp, Set, Sad };
enum class Rel { Eq, Ne, Ge, Gt, Le, Lt };

struct SimdCase {
  const char *Name;
  unsigned (*Unary)(unsigned);
  unsigned (*Binary)(unsigned, unsigned);
  int Lanes;
  bool Signed;
  Op O;
  Rel R = Rel::Eq;
};

long long lane(unsigned V, int I, int Bits, bool Signed) {
  long long U = (V >> (I * Bits)) & ((1u << Bits) - 1u);
  if (Signed && U >= (1ll << (Bits - 1)))
    U -= 1ll << Bits;
  return U;
}

bool relation(Rel R, long long X, long long Y) {
  switch (R) {
  case Rel::Eq: return X == Y;
  case Rel::Ne: return X != Y;
  case Rel::Ge: return X >= Y;
  case Rel::Gt: return X > Y;
  case Rel::Le: return X <= Y;
  case Rel::Lt: return X < Y;
  }
  return false;
}

/// What CUDA's SIMD intrinsic returns, lane by lane.
unsigned reference(const SimdCase &C, unsigned A, unsigned B) {
  int Bits = 32 / C.Lanes;
  long long Lo = C.Signed ? -(1ll << (Bits - 1)) : 0, Hi = C.Signed ? (1ll << (Bits - 1)) - 1 : (1ll << Bits) - 1;
  auto Sat = [&](long long V) { return V < Lo ? Lo : V > Hi ? Hi : V; };
  unsigned R = 0;
  long long Sad = 0;
  for (int I = 0; I < C.Lanes; ++I) {
    long long X = lane(A, I, Bits, C.Signed), Y = lane(B, I, Bits, C.Signed), V = 0;
    switch (C.O) {
    case Op::Abs: V = X < 0 ? -X : X; break;          // -min wraps to min
    case Op::AbsSS: V = Sat(X < 0 ? -X : X); break;
    case Op::Neg: V = -X; break;
    case Op::NegSS: V = Sat(-X); break;
    case Op::Add: V = X + Y; break;
    case Op::AddSat: V = Sat(X + Y); break;
    case Op::Sub: V = X - Y; break;
    case Op::SubSat: V = Sat(X - Y); break;
    case Op::AbsDiff: V = X > Y ? X - Y : Y - X; break;
    case Op::Avg: V = (long long)std::round((X + Y) / 2.0); break; // half away from zero
    case Op::HAdd: V = (X + Y) / 2; break;
    case Op::Max: V = X > Y ? X : Y; break;
    case Op::Min: V = X < Y ? X : Y; break;
    case Op::Cmp: V = relation(C.R, X, Y) ? -1 : 0; break;
    case Op::Set: V = relation(C.R, X, Y) ? 1 : 0; break;
    case Op::Sad: Sad += X > Y ? X - Y : Y - X; break;
    }
    R |= (unsigned)(V & ((1ll << Bits) - 1)) << (I * Bits);
  }
  return C.O == Op::Sad ? (unsigned)Sad : R;
}

#define U1(N, L, S, O) {#N, cu2hip_##N, nullptr, L, S, Op::O}
#define B2(N, L, S, O) {#N, nullptr, cu2hip_##N, L, S, Op::O}
#define CMP(N, L, S, O, R) {#N, nullptr, cu2hip_##N, L, S, Op::O, Rel::R}
const SimdCase Cases[] = {
    U1(vabs2, 2, true, Abs), U1(vabs4, 4, true, Abs), U1(vabsss2, 2, true, AbsSS), U1(vabsss4, 4, true, AbsSS),
    U1(vneg2, 2, true, Neg), U1(vneg4, 4, true, Neg), U1(vnegss2, 2, true, NegSS), U1(vnegss4, 4, true, NegSS),
    B2(vadd2, 2, false, Add), B2(vadd4, 4, false, Add), B2(vaddss2, 2, true, AddSat), B2(vaddss4, 4, true, AddSat),
    B2(vaddus2, 2, false, AddSat), B2(vaddus4, 4, false, AddSat), B2(vsub2, 2, false, Sub), B2(vsub4, 4, false, Sub),
    B2(vsubss2, 2, true, SubSat), B2(vsubss4, 4, true, SubSat), B2(vsubus2, 2, false, SubSat),
    B2(vsubus4, 4, false, SubSat), B2(vabsdiffs2, 2, true, AbsDiff), B2(vabsdiffs4, 4, true, AbsDiff),
    B2(vabsdiffu2, 2, false, AbsDiff), B2(vabsdiffu4, 4, false, AbsDiff), B2(vavgs2, 2, true, Avg),
    B2(vavgs4, 4, true, Avg), B2(vavgu2, 2, false, Avg), B2(vavgu4, 4, false, Avg), B2(vhaddu2, 2, false, HAdd),
    B2(vhaddu4, 4, false, HAdd), B2(vmaxs2, 2, true, Max), B2(vmaxs4, 4, true, Max), B2(vmaxu2, 2, false, Max),
    B2(vmaxu4, 4, false, Max), B2(vmins2, 2, true, Min), B2(vmins4, 4, true, Min), B2(vminu2, 2, false, Min),
    B2(vminu4, 4, false, Min), B2(vsads2, 2, true, Sad), B2(vsads4, 4, true, Sad), B2(vsadu2, 2, false, Sad),
    B2(vsadu4, 4, false, Sad),
    CMP(vcmpeq2, 2, false, Cmp, Eq), CMP(vcmpeq4, 4, false, Cmp, Eq), CMP(vcmpne2, 2, false, Cmp, Ne),
    CMP(vcmpne4, 4, false, Cmp, Ne), CMP(vcmpges2, 2, true, Cmp, Ge), CMP(vcmpges4, 4, true, Cmp, Ge),
    CMP(vcmpgeu2, 2, false, Cmp, Ge), CMP(vcmpgeu4, 4, false, Cmp, Ge), CMP(vcmpgts2, 2, true, Cmp, Gt),
    CMP(vcmpgts4, 4, true, Cmp, Gt), CMP(vcmpgtu2, 2, false, Cmp, Gt), CMP(vcmpgtu4, 4, false, Cmp, Gt),
    CMP(vcmples2, 2, true, Cmp, Le), CMP(vcmples4, 4, true, Cmp, Le), CMP(vcmpleu2, 2, false, Cmp, Le),
    CMP(vcmpleu4, 4, false, Cmp, Le), CMP(vcmplts2, 2, true, Cmp, Lt), CMP(vcmplts4, 4, true, Cmp, Lt),
    CMP(vcmpltu2, 2, false, Cmp, Lt), CMP(vcmpltu4, 4, false, Cmp, Lt),
    CMP(vseteq2, 2, false, Set, Eq), CMP(vseteq4, 4, false, Set, Eq), CMP(vsetne2, 2, false, Set, Ne),
    CMP(vsetne4, 4, false, Set, Ne), CMP(vsetges2, 2, true, Set, Ge), CMP(vsetges4, 4, true, Set, Ge),
    CMP(vsetgeu2, 2, false, Set, Ge), CMP(vsetgeu4, 4, false, Set, Ge), CMP(vsetgts2, 2, true, Set, Gt),
    CMP(vsetgts4, 4, true, Set, Gt), CMP(vsetgtu2, 2, false, Set, Gt), CMP(vsetgtu4, 4, false, Set, Gt),
    CMP(vsetles2, 2, true, Set, Le), CMP(vsetles4, 4, true, Set, Le), CMP(vsetleu2, 2, false, Set, Le),
    CMP(vsetleu4, 4, false, Set, Le), CMP(vsetlts2, 2, true, Set, Lt), CMP(vsetlts4, 4, true, Set, Lt),
    CMP(vsetltu2, 2, false, Set, Lt), CMP(vsetltu4, 4, false, Set, Lt),
};
#undef U1
#undef B2
#undef CMP

unsigned call(const SimdCase &C, unsigned A, unsigned B) { return C.Unary ? C.Unary(A) : C.Binary(A, B); }

// Lane values at and around every boundary (0, 1, -1, min, max) in every lane.
const unsigned Edge8[] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40};
const unsigned Edge16[] = {0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff, 0x4000};

unsigned pack(const unsigned *Edge, int Lanes, unsigned Pick) {
  unsigned R = 0;
  for (int I = 0; I < Lanes; ++I)
    R |= Edge[(Pick >> (3 * I)) & 7] << (I * (32 / Lanes));
  return R;
}
} // namespace

TEST(DeviceHelpers, SimdVideoCoversEveryIntrinsic) { EXPECT_EQ(std::size(Cases), 82u); }

TEST(DeviceHelpers, SimdVideoMatchesCudaLaneSemantics) {
  std::mt19937 Rng(7);
  for (const SimdCase &C : Cases) {
    const unsigned *Edge = C.Lanes == 2 ? Edge16 : Edge8;
    for (int T = 0; T < 4000; ++T) {
      // Half of the inputs from boundary lanes, half random words.
      unsigned A = T % 2 ? Rng() : pack(Edge, C.Lanes, Rng());
      unsigned B = T % 2 ? Rng() : pack(Edge, C.Lanes, Rng());
      ASSERT_EQ(call(C, A, B), reference(C, A, B))
          << C.Name << "(" << std::hex << A << ", " << B << ")";
    }
  }
}

TEST(DeviceHelpers, SimdVideoKnownValues) {
  EXPECT_EQ(cu2hip_vadd4(0x01ff7f80u, 0x01010101u), 0x02008081u); // per-byte wrap
  EXPECT_EQ(cu2hip_vaddss4(0x7f80u, 0x0101u), 0x7f81u);           // 127+1 saturates, -128+1
  EXPECT_EQ(cu2hip_vaddus2(0xfffe0001u, 0x00050001u), 0xffff0002u);
  EXPECT_EQ(cu2hip_vmaxs4(0x01020304u, 0x04030201u), 0x04030304u);
  EXPECT_EQ(cu2hip_vabsss2(0x8000u), 0x7fffu);
  EXPECT_EQ(cu2hip_vabs2(0x8000u), 0x8000u);
  EXPECT_EQ(cu2hip_vsadu4(0x00ff00ffu, 0xff00ff00u), 4u * 255u);
  EXPECT_EQ(cu2hip_vavgs4(0xfffefeffu, 0x00fffeffu), 0xfffefeffu); // -1.5 -> -2, -0.5 -> -1: half away from zero
  EXPECT_EQ(cu2hip_vcmpgtu4(0x80000000u, 0x7f000000u), 0xff000000u);
  EXPECT_EQ(cu2hip_vsetlts2(0x80000001u, 0x00000002u), 0x00010001u);
}

TEST(DeviceHelpers, IntegerMinMax) {
  EXPECT_EQ(cu2hip_umin(3u, 0xffffffffu), 3u);
  EXPECT_EQ(cu2hip_umax(3u, 0xffffffffu), 0xffffffffu);
  EXPECT_EQ(cu2hip_llmin(-5ll, 4ll), -5ll);
  EXPECT_EQ(cu2hip_llmax(-5ll, 4ll), 4ll);
  EXPECT_EQ(cu2hip_ullmin(1ull << 63, 2ull), 2ull);
  EXPECT_EQ(cu2hip_ullmax(1ull << 63, 2ull), 1ull << 63);
}

// ---- Directed rounding -------------------------------------------------------
namespace {
const int Modes[] = {FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

/// The host FPU's answer in \p Mode: the operands are read (volatile) after
/// fesetround and the result stored before the mode is restored, so no
/// compiler moves the operation out of the mode.
template <typename T> T inMode(int Mode, char Op, T A, T B = T(0), T C = T(0)) {
  volatile T VA = A, VB = B, VC = C, R = T(0);
  std::fesetround(Mode);
  T X = VA, Y = VB, Z = VC;
  switch (Op) {
  case '+': R = X + Y; break;
  case '*': R = X * Y; break;
  case '/': R = X / Y; break;
  case 's': R = std::sqrt(X); break;
  case 'f': R = std::fma(X, Y, Z); break;
  }
  std::fesetround(FE_TONEAREST);
  return R;
}

template <typename T> bool same(T A, T B) {
  if (std::isnan(A) && std::isnan(B))
    return true;
  return std::memcmp(&A, &B, sizeof(T)) == 0; // also the sign of a zero
}

/// Operands that exercise the hard cases: random bits (subnormals, huge
/// values, NaN, infinities), near-cancellation, and results near overflow.
template <typename T> T operand(std::mt19937_64 &Rng, int Kind) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  Bits B = (Bits)Rng();
  T V;
  std::memcpy(&V, &B, sizeof V);
  switch (Kind % 4) {
  case 0: return V;                                             // any bits
  case 1: return std::ldexp(T(Rng() % 100000 + 1) / 7, int(Rng() % 60) - 30); // ordinary
  case 2: return std::numeric_limits<T>::max() / T(Rng() % 4 + 1);            // near overflow
  default: return std::numeric_limits<T>::denorm_min() * T(Rng() % 1000 + 1); // subnormal
  }
}

int dirOf(int Mode) { return Mode == FE_DOWNWARD ? -1 : Mode == FE_UPWARD ? 1 : 0; }
} // namespace

#define EXPECT_ROUNDED(GOT, WANT, WHAT)                                                   \
  do {                                                                                    \
    auto G_ = (GOT);                                                                      \
    auto W_ = (WANT);                                                                     \
    if (!same(G_, W_))                                                                    \
      ADD_FAILURE() << WHAT << " got " << std::hexfloat << G_ << " want " << W_;          \
  } while (0)

TEST(DeviceHelpers, DirectedRoundingFloatMatchesFpu) {
  std::mt19937_64 Rng(11);
  for (int T = 0; T < 60000; ++T) {
    float A = operand<float>(Rng, T), B = operand<float>(Rng, T / 4);
    float C = operand<float>(Rng, T / 16);
    if (T % 7 == 0)
      B = -A * (1 + float(Rng() % 3) * 0x1p-23f); // cancellation
    for (int Mode : Modes) {
      int D = dirOf(Mode);
      EXPECT_ROUNDED(cu2hip_add_dir(A, B, D), inMode(Mode, '+', A, B), "fadd " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_fmul_dir(A, B, D), inMode(Mode, '*', A, B), "fmul " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_fdiv_dir(A, B, D), inMode(Mode, '/', A, B), "fdiv " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_fsqrt_dir(A, D), inMode(Mode, 's', A), "fsqrt " << A << " mode " << D);
      EXPECT_ROUNDED(cu2hip_fmaf_dir(A, B, C, D), inMode(Mode, 'f', A, B, C), "fmaf " << A << " " << B << " " << C << " mode " << D);
    }
  }
}

TEST(DeviceHelpers, DirectedRoundingDoubleMatchesFpu) {
  std::mt19937_64 Rng(13);
  for (int T = 0; T < 60000; ++T) {
    double A = operand<double>(Rng, T), B = operand<double>(Rng, T / 4);
    if (T % 7 == 0)
      B = -A * (1 + double(Rng() % 3) * 0x1p-52);
    for (int Mode : Modes) {
      int D = dirOf(Mode);
      EXPECT_ROUNDED(cu2hip_add_dir(A, B, D), inMode(Mode, '+', A, B), "dadd " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_dmul_dir(A, B, D), inMode(Mode, '*', A, B), "dmul " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_ddiv_dir(A, B, D), inMode(Mode, '/', A, B), "ddiv " << A << " " << B << " mode " << D);
      EXPECT_ROUNDED(cu2hip_dsqrt_dir(A, D), inMode(Mode, 's', A), "dsqrt " << A << " mode " << D);
    }
  }
}

TEST(DeviceHelpers, DirectedRoundingNamedHelpers) {
  EXPECT_EQ(cu2hip_fadd_rd(1.0f, 0x1p-30f), 1.0f);
  EXPECT_EQ(cu2hip_fadd_ru(1.0f, 0x1p-30f), 1.0f + 0x1p-23f);
  EXPECT_EQ(cu2hip_fsub_rz(1.0f, 0x1p-30f), 1.0f - 0x1p-24f);
  EXPECT_EQ(cu2hip_frcp_rd(3.0f), inMode(FE_DOWNWARD, '/', 1.0f, 3.0f));
  EXPECT_EQ(cu2hip_dadd_ru(1.0, 0x1p-80), 1.0 + 0x1p-52);
  EXPECT_EQ(cu2hip_drcp_ru(3.0), inMode(FE_UPWARD, '/', 1.0, 3.0));
  EXPECT_TRUE(std::signbit(cu2hip_fadd_rd(1.0f, -1.0f)));  // an exact zero rounds to -0 downward
  EXPECT_FALSE(std::signbit(cu2hip_fadd_ru(1.0f, -1.0f)));
  EXPECT_EQ(cu2hip_fmul_rd(0x1p100f, 0x1p100f), std::numeric_limits<float>::max()); // overflow
  EXPECT_EQ(cu2hip_fmul_ru(0x1p100f, 0x1p100f), INFINITY);
}

// ---- bfloat16 -------------------------------------------------------------------
namespace {
/// Round-to-nearest-even of a float's bits to 8 significant bits, by integer arithmetic.
unsigned short bf16Reference(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  if ((U & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff;
  uint32_t Lower = U & 0xffffu, Upper = U >> 16;
  if (Lower > 0x8000u || (Lower == 0x8000u && (Upper & 1u)))
    ++Upper;
  return (unsigned short)Upper;
}
float bf16Value(unsigned short B) {
  uint32_t U = uint32_t(B) << 16;
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}
} // namespace

TEST(DeviceHelpers, BFloat16ConversionsRoundToNearestEven) {
  std::mt19937 Rng(5);
  for (int T = 0; T < 200000; ++T) {
    uint32_t U = Rng();
    float F;
    std::memcpy(&F, &U, 4);
    ASSERT_EQ(cu2hip_float2bfloat16(F).__x, bf16Reference(F)) << std::hexfloat << F;
    if (!std::isnan(F)) {
      // Directed: the bf16 neighbours bracketing F.
      float Down = bf16Value(cu2hip_float2bfloat16_rd(F).__x), Up = bf16Value(cu2hip_float2bfloat16_ru(F).__x);
      ASSERT_LE(Down, F);
      ASSERT_GE(Up, F);
      ASSERT_LE(std::fabs(bf16Value(cu2hip_float2bfloat16_rz(F).__x)), std::fabs(F));
    }
  }
  EXPECT_EQ(cu2hip_float2bfloat16(1.00390625f).__x, 0x3f80); // a tie: to even
  EXPECT_EQ(cu2hip_float2bfloat16(1.01171875f).__x, 0x3f82);
  EXPECT_EQ(cu2hip_float2bfloat16(NAN).__x, 0x7fff);
  EXPECT_EQ(cu2hip_bfloat162float(cu2hip_ushort_as_bfloat16(0x4049)), 3.140625f);
}

TEST(DeviceHelpers, BFloat16FromDoubleRoundsOnce) {
  // 1 + 2^-8 + 2^-40 is above the tie between 1 and 1 + 2^-7: it rounds up,
  // although rounding to float first gives the tie (and then 1).
  EXPECT_EQ(cu2hip_double2bfloat16(1.0 + 0x1p-8 + 0x1p-40).__x, 0x3f81);
  EXPECT_EQ(cu2hip_double2bfloat16(1.0 + 0x1p-8).__x, 0x3f80);
  EXPECT_EQ(cu2hip_double2bfloat16(1e300).__x, 0x7f80); // overflow: +inf
  EXPECT_EQ(cu2hip_bfloat16((long long)((1ll << 40) + (1ll << 32) + 1)).__x,
            cu2hip_double2bfloat16(double((1ll << 40) + (1ll << 32)) + 1.0).__x);
}

TEST(DeviceHelpers, BFloat16Arithmetic) {
  std::mt19937 Rng(9);
  for (int T = 0; T < 100000; ++T) {
    unsigned short A = Rng() & 0x7f7f, B = Rng() & 0xffff;
    cu2hip_bfloat16 X = cu2hip_ushort_as_bfloat16(A), Y = cu2hip_ushort_as_bfloat16(B);
    if (std::isnan(bf16Value(B)))
      continue;
    // Exact in double, then one rounding: what a bf16 unit computes.
    auto Once = [](double D) { return cu2hip_double2bfloat16(D).__x; };
    ASSERT_EQ((X + Y).__x, Once(double(bf16Value(A)) + bf16Value(B)));
    ASSERT_EQ((X - Y).__x, Once(double(bf16Value(A)) - bf16Value(B)));
    ASSERT_EQ((X * Y).__x, Once(double(bf16Value(A)) * bf16Value(B)));
    ASSERT_EQ(X < Y, bf16Value(A) < bf16Value(B));
  }
  cu2hip_bfloat16 Zero = {0};
  cu2hip_bfloat16 Arr[3] = {0};
  EXPECT_EQ(Zero.__x, 0);
  EXPECT_EQ(Arr[2].__x, 0);
  EXPECT_EQ((-cu2hip_bfloat16(2.0f)).__x, 0xc000);
  cu2hip_bfloat162 P = cu2hip_floats2bfloat162_rn(1.0f, 2.0f) + cu2hip_bfloat162bfloat162(cu2hip_bfloat16(0.5f));
  EXPECT_EQ(float(cu2hip_low2bfloat16(P)), 1.5f);
  EXPECT_EQ(float(cu2hip_high2bfloat16(P)), 2.5f);
}

TEST(DeviceHelpers, HostMath) {
  EXPECT_EQ(cu2hip_rsqrtf(4.0f), 0.5f);
  EXPECT_NEAR(cu2hip_normcdff(0.0f), 0.5f, 1e-7);
  EXPECT_EQ(cu2hip_rcbrt(8.0), 0.5);
}

TEST(DeviceHelpers, MixedMinMaxUseCudasResultType) {
  EXPECT_EQ(cu2hip_min<unsigned int>(-1, 5u), 5u); // -1 is UINT_MAX as CUDA's min(int, unsigned)
  EXPECT_EQ(cu2hip_max<double>(1.5f, 2.25), 2.25);
  EXPECT_EQ(cu2hip_min<float>(NAN, 1.0f), 1.0f); // fminf
  EXPECT_EQ(cu2hip_max<long long>(-3, 2ll), 2ll);
}

// Every helper a row of lib/Mapping/Emulations.def names is defined by the header:
// the SIMD ones are the functions Cases calls (checked by the compiler), the
// rounding ones come from CU2HIP_ROUNDED, the others are written out.
TEST(DeviceHelpers, EveryRowHasItsHelper) {
  std::ifstream In(CU2HIP_SOURCE_DIR "/share/include/cu2hip_warp.h");
  std::stringstream Text;
  Text << In.rdbuf();
  const std::string H = Text.str();
  using cu2hip::emulations::Family;
  size_t Simd = 0;
  for (const cu2hip::emulations::Emulation &E : cu2hip::emulations::all()) {
    std::string Base = E.Helper.drop_front(strlen("cu2hip_")).str();
    if (E.Fam == Family::SimdVideo) {
      ++Simd;
      EXPECT_TRUE(std::any_of(std::begin(Cases), std::end(Cases), [&](const SimdCase &C) { return Base == C.Name; }))
          << E.Helper.str();
    } else if (E.Fam == Family::CoopGroups) {
      // namespace cu2hip_cg { ... reduce(...) / struct plus ... }
      std::string Name = E.Helper.drop_front(strlen("cu2hip_cg::")).str();
      size_t Ns = H.find("namespace cu2hip_cg {");
      ASSERT_NE(Ns, std::string::npos);
      EXPECT_TRUE(H.find(" " + Name + "(", Ns) != std::string::npos ||
                  H.find("struct " + Name + " ", Ns) != std::string::npos)
          << E.Cuda.str() << " -> " << E.Helper.str();
    } else if (E.Fam == Family::Rounding) {
      std::string Op = Base.substr(0, Base.rfind('_'));
      EXPECT_NE(H.find("cu2hip_" + Op + "_##S("), std::string::npos) << E.Helper.str();
    } else if (E.Kind == cu2hip::emulations::Emulation::Constants) {
      // Every table row under the prefix has its prefixed macro.
      size_t Rows = 0;
      for (const cu2hip::MappingEntry &M : cu2hip::MappingTable::get().entries())
        if (llvm::StringRef(M.Cuda).starts_with(E.Cuda)) {
          ++Rows;
          EXPECT_NE(H.find("#define " + E.Helper.str() + M.Cuda.str() + " "), std::string::npos) << M.Cuda.str();
        }
      EXPECT_GT(Rows, E.Fam == Family::MathConstants ? 90u : 0u) << E.Cuda.str();
    } else if (E.Fam == Family::HalfMath) {
      // CU2HIP_HALF_MINMAX(hmax, ...) / CU2HIP_HALF2_MINMAX(hmax2, hmax) define cu2hip_<name>.
      EXPECT_TRUE(H.find("CU2HIP_HALF_MINMAX(" + Base + ",") != std::string::npos ||
                  H.find("CU2HIP_HALF2_MINMAX(" + Base + ",") != std::string::npos)
          << E.Cuda.str() << " -> " << E.Helper.str();
    } else {
      bool Found = false;
      for (const char *After : {"(", " ", "<"})
        Found |= H.find(" " + E.Helper.str() + After) != std::string::npos ||
                 H.find("&" + E.Helper.str() + After) != std::string::npos;
      EXPECT_TRUE(Found) << E.Cuda.str() << " -> " << E.Helper.str();
    }
  }
  EXPECT_EQ(Simd, std::size(Cases));
}
