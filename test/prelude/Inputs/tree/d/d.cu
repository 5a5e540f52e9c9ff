#include "d.cuh"
#include <cstdio>
#ifdef WRAPPED_CSTDIO
void shadowed() { cudaDeviceSynchronize(); }
#endif
