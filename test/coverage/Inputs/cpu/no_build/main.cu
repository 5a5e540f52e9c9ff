#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// The wavefront width the run stage selected.
static int fixtureWave() {
  const char *W = getenv("CU2HIP_WAVE");
  return W ? atoi(W) : 64;
}

int main() {
#ifdef FIXTURE_CPU_BACKEND
  does_not_compile_on_the_backend();
#endif
  printf("PASS\n");
  return 0;
}
