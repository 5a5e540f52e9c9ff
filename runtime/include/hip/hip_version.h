// HIP version emulated by the cu2hip CPU backend: the release the translation
// targets. The build passes it (cpu-runtime.json's "hip_version" flags):
//   -DCU2HIP_CPU_HIP_VERSION_MAJOR=6 -DCU2HIP_CPU_HIP_VERSION_MINOR=4
// Without them the backend emulates the newest release it knows, 7.2 (the
// translator's own target where no HIP is installed). The version decides what
// the headers declare as that release's do: warpSize a compile-time constant
// before 7.0 and a run-time value from 7.0 (cu2hip_cpu/Warp.h), hip_bf16.h from
// 6.0 (hip/hip_bf16.h), and what HIP_VERSION, hipRuntimeGetVersion and
// hipDriverGetVersion report.
#ifndef CU2HIP_CPU_HIP_VERSION_H
#define CU2HIP_CPU_HIP_VERSION_H

#if !defined(CU2HIP_CPU_HIP_VERSION_MAJOR)
#define CU2HIP_CPU_HIP_VERSION_MAJOR 7
#if !defined(CU2HIP_CPU_HIP_VERSION_MINOR)
#define CU2HIP_CPU_HIP_VERSION_MINOR 2
#endif
#endif
#if !defined(CU2HIP_CPU_HIP_VERSION_MINOR)
#define CU2HIP_CPU_HIP_VERSION_MINOR 0
#endif
#if !defined(CU2HIP_CPU_HIP_VERSION_PATCH)
#define CU2HIP_CPU_HIP_VERSION_PATCH 0
#endif
#if CU2HIP_CPU_HIP_VERSION_MAJOR < 5 || CU2HIP_CPU_HIP_VERSION_MINOR > 99 || CU2HIP_CPU_HIP_VERSION_PATCH > 99999
#error "cu2hip CPU backend: CU2HIP_CPU_HIP_VERSION_MAJOR/MINOR/PATCH name no HIP release it emulates (5.0 or later)"
#endif

#define HIP_VERSION_MAJOR CU2HIP_CPU_HIP_VERSION_MAJOR
#define HIP_VERSION_MINOR CU2HIP_CPU_HIP_VERSION_MINOR
#define HIP_VERSION_PATCH CU2HIP_CPU_HIP_VERSION_PATCH
#define HIP_VERSION_GITHASH "cu2hip-cpu"
#define HIP_VERSION_BUILD_ID 0
#define HIP_VERSION_BUILD_NAME "cu2hip-cpu"
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)
/// The emulated release as MAJOR * 100 + MINOR (602 for 6.2), for the headers' tests.
#define CU2HIP_CPU_HIP_AT_LEAST(MAJOR, MINOR) (HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= (MAJOR) * 100 + (MINOR))
#define __HIP_PLATFORM_AMD__ 1
#define __HIP_PLATFORM_HCC__ 1
#ifndef CU2HIP_CPU_BACKEND
#define CU2HIP_CPU_BACKEND 1
#endif

// The library (runtime/lib) is built once; what a program was built for
// reaches it through weak symbols the program's objects define (every one the
// same, from the same flags): the HIP version it reports, and the wavefront
// width where warpSize is a constant (0 where it is a run-time value).
#if !defined(CU2HIP_CPU_LIBRARY)
extern "C" __attribute__((weak)) const int cu2hip_cpu_program_hip_version = HIP_VERSION;
#endif

#endif
