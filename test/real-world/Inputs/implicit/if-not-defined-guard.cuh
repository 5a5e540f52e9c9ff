#if !defined(IF_NOT_DEFINED_GUARD_CUH)
#define IF_NOT_DEFINED_GUARD_CUH 1

template <typename T>
__global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

#endif
