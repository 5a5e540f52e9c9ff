// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CUBLAS_V2_H_
#define CUBLAS_V2_H_
#include "cublas_api.h"
#endif /* CUBLAS_V2_H_ */
