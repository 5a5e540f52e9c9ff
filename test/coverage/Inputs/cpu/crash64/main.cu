#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// The wavefront width the run stage selected.
static int fixtureWave() {
  const char *W = getenv("CU2HIP_WAVE");
  return W ? atoi(W) : 64;
}

int main() {
  if (fixtureWave() == 64) {
    fprintf(stderr, "cu2hip-cpu: error: barrier not reached by every thread (kernel k, block 0, thread 40)\n");
    return 86;
  }
  printf("PASS\n");
  return 0;
}
