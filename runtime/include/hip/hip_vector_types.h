// hip_vector_types.h of the CPU backend.
#include "cu2hip_cpu/Types.h"
