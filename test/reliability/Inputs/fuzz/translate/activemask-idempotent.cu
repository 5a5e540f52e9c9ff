// scripts/fuzz, first runs: activemask.b32 became an expression over HIP's
// __ballot, which a second translation took for CUDA's legacy __ballot: the
// translation was not idempotent.
__device__ unsigned active() {
  unsigned act;
  asm volatile("activemask.b32 %0;" : "=r"(act));
  return act;
}
