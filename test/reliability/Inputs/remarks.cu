// Warp-size sites: each is a remark.
__global__ void k(int *o) {
  int lane = threadIdx.x % 32;
  o[lane] = threadIdx.x / 32;
}
