// Constant evaluation that runs for minutes (with -fconstexpr-steps raised):
// a file that exceeds any sane per-file time limit.
#include <cuda_runtime.h>
constexpr long spin() {
  long S = 0;
  for (long I = 0; I < 100000000000L; ++I)
    S += I & 1;
  return S;
}
static_assert(spin() > 0, "");
void slow() { cudaDeviceSynchronize(); }
