// device_functions.h of the CPU backend: device functions come with hip_runtime.h.
#include "hip/hip_runtime.h"
