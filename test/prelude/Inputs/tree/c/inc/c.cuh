#pragma once
#include <vector>
inline float firstC(const std::vector<float> &v) { return v.at(0); }
