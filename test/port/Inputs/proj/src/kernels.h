// The launchers, for host code: plain C++.
#pragma once
#include <cstddef>

void saxpy(float a, const float *x, float *y, std::size_t n);
float sum(const float *x, std::size_t n);
