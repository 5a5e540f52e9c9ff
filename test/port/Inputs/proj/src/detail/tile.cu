// Included by reduce.cu once TILE is defined: it does not compile on its own.
__global__ void sumKernel(const float *x, float *out, size_t n) {
  size_t i = blockIdx.x * TILE + threadIdx.x;
  float v = hol::load(x, int(i), int(n));
  float s = hol::blockSum<float, TILE>(v);
  if (threadIdx.x == 0)
    atomicAdd(out, s);
}
