// The hipSPARSE part of ../status-strings.cu, compiled with hipcc where hipSPARSE is installed.
#include <cstdio>
#include <cusparse.h>

#define CHECK_SPARSE(x)                                                                 \
  do {                                                                                  \
    cusparseStatus_t s_ = (x);                                                          \
    if (s_ != CUSPARSE_STATUS_SUCCESS) printf("%s\n", cusparseGetErrorString(s_));     \
  } while (0)

int main() {
  cusparseHandle_t h;
  CHECK_SPARSE(cusparseCreate(&h));
  printf("%s\n", cusparseGetErrorString(CUSPARSE_STATUS_ZERO_PIVOT));
  return 0;
}
