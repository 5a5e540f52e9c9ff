// Makes clang itself crash while parsing (a real crash inside the parser).
#include <cuda_runtime.h>
void crash() { cudaDeviceSynchronize(); }
#pragma clang __debug crash
