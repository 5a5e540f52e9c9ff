// The libFuzzer entry point of one target: CU2HIP_FUZZ_TARGET names its
// function in FuzzTargets.h (set per executable by CMakeLists.txt).
#include "FuzzTargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  return cu2hip::fuzz::CU2HIP_FUZZ_TARGET(Data, Size);
}
