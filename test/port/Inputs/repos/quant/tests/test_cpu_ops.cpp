// Quantize then dequantize on the CPU: every value comes back within half a
// code step of its block's scale.
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "cpu_ops.h"

int main() {
    const long long n = 1000, blocksize = 256;
    std::mt19937 rng(7);
    std::normal_distribution<float> dist(0.0f, 3.0f);
    std::vector<float> a(n), back(n), absmax((n + blocksize - 1) / blocksize);
    std::vector<int8_t> q(n);
    for (float &x : a) x = dist(rng);
    quantize_cpu(a.data(), absmax.data(), q.data(), n, blocksize);
    dequantize_cpu(q.data(), absmax.data(), back.data(), n, blocksize);
    int bad = 0;
    for (long long i = 0; i < n; i++) {
        const float step = absmax[i / blocksize] / 127.0f;
        if (std::fabs(back[i] - a[i]) > 0.5f * step + 1e-6f) bad++;
    }
    std::printf("%lld values, %lld blocks: %s\n", n, (long long)absmax.size(), bad ? "FAIL" : "ok");
    return bad ? 1 : 0;
}
