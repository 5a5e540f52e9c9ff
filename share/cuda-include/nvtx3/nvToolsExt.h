// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// NVTX 3's include path (CUDA 10.0 on); the same declarations as <nvToolsExt.h>.
#include "../nvToolsExt.h"
