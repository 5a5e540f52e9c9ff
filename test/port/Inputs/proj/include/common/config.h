// Plain C++: no CUDA here, copied byte for byte.
#pragma once
constexpr int kBlockSize = 256;
