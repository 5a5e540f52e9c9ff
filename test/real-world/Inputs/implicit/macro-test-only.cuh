// Only tests what nvcc's implicit cuda_runtime.h defines.
#ifndef MACRO_TEST_ONLY_CUH
#define MACRO_TEST_ONLY_CUH
#if CUDART_VERSION >= 11000
#define HAS_MODERN_RUNTIME 1
#else
#error "the CUDA 11+ branch must survive"
#endif
#ifndef __DRIVER_TYPES_H__
#error "the runtime types are always there under nvcc"
#endif
#endif
