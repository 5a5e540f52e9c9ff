// HIP version reported by the cu2hip CPU backend. It implements the HIP 6.2
// API surface the translated programs use (including the *_sync warp
// functions with 64-bit masks), so it says 6.2.
#ifndef CU2HIP_CPU_HIP_VERSION_H
#define CU2HIP_CPU_HIP_VERSION_H
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
#define HIP_VERSION_GITHASH "cu2hip-cpu"
#define HIP_VERSION_BUILD_ID 0
#define HIP_VERSION_BUILD_NAME "cu2hip-cpu"
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)
#define __HIP_PLATFORM_AMD__ 1
#define __HIP_PLATFORM_HCC__ 1
#ifndef CU2HIP_CPU_BACKEND
#define CU2HIP_CPU_BACKEND 1
#endif
#endif
