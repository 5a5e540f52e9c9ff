// A CUDA-only timing helper the HIP port drops.
#pragma once
