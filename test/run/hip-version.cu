// The CPU backend reports the HIP release the translation targets
// (--hip-version), through hipRuntimeGetVersion/hipDriverGetVersion and the
// HIP_VERSION macros; before HIP 7 a build is for one wavefront width and
// refuses to run at another, as a GPU binary runs only on its architecture.
// REQUIRES: cpu-backend-versions
// RUN: %cu2hip translate %s %cpu-translate --hip-version 5.2 -q -o %t52.hip
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave32 %t52.hip %cpu-link -o %t52.exe
// RUN: env CU2HIP_WAVE=32 %t52.exe | FileCheck %s --check-prefix=V52
// RUN: %cu2hip translate %s %cpu-translate --hip-version 6.4 -q -o %t64.hip
// RUN: %cpu-cxx %cpu-hip-6.4 %cpu-wave64 %t64.hip %cpu-link -o %t64.exe
// RUN: %t64.exe | FileCheck %s --check-prefix=V64
// RUN: not env CU2HIP_WAVE=32 %t64.exe 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t72.hip
// RUN: %cpu-cxx %cpu-hip-7.2 %t72.hip %cpu-link -o %t72.exe
// RUN: env CU2HIP_WAVE=32 %t72.exe | FileCheck %s --check-prefix=V72-32
// RUN: env CU2HIP_WAVE=64 %t72.exe | FileCheck %s --check-prefix=V72-64
// V52: runtime 50200000 driver 50200000
// V64: runtime 60400000 driver 60400000
// WRONG: cu2hip-cpu: error: CU2HIP_WAVE=32, but this program was built for wavefront width 64
// V72-32: runtime 70200000 driver 70200000
// V72-64: runtime 70200000 driver 70200000
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int runtime = 0, driver = 0;
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);
  printf("runtime %d driver %d\n", runtime, driver);
  return 0;
}
