// One all-pairs gravitational n-body step. Positions are float4 (xyz + mass);
// each block stages BLOCK bodies at a time in shared memory. Softening keeps
// the self-interaction and close encounters finite. Checked against a
// double-precision CPU step.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__,       \
                         __LINE__, cudaGetErrorString(err_));                 \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

constexpr int BLOCK = 128;

__device__ inline float3 bodyBodyAccel(float4 bi, float4 bj, float3 a, float eps2)
{
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + eps2;
    float invDist = rsqrtf(distSqr);
    float s = bj.w * invDist * invDist * invDist;  // m_j / d^3
    a.x += r.x * s;
    a.y += r.y * s;
    a.z += r.z * s;
    return a;
}

__global__ void nbodyStep(const float4* pos, const float4* vel, float4* newPos, float4* newVel, int n, float dt, float eps2)
{
    __shared__ float4 shPos[BLOCK];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 me = (i < n) ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float3 acc = make_float3(0.f, 0.f, 0.f);

    for (int tile = 0; tile < (n + BLOCK - 1) / BLOCK; ++tile) {
        const int j = tile * BLOCK + threadIdx.x;
        shPos[threadIdx.x] = (j < n) ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);  // mass 0 padding
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < BLOCK; ++k) acc = bodyBodyAccel(me, shPos[k], acc, eps2);
        __syncthreads();
    }

    if (i < n) {
        float4 v = vel[i];
        v.x += acc.x * dt;
        v.y += acc.y * dt;
        v.z += acc.z * dt;
        newVel[i] = v;
        newPos[i] = make_float4(me.x + v.x * dt, me.y + v.y * dt, me.z + v.z * dt, me.w);
    }
}

int main()
{
    const int n = 1000;  // not a multiple of BLOCK
    const float dt = 0.01f, eps2 = 0.01f;
    std::vector<float4> pos(n), vel(n), outPos(n), outVel(n);
    unsigned int s = 97531u;
    auto rnd = [&s]() { s = s * 1664525u + 1013904223u; return static_cast<float>(s >> 8) / 16777216.0f; };
    for (int i = 0; i < n; ++i) {
        pos[i] = make_float4(2.f * rnd() - 1.f, 2.f * rnd() - 1.f, 2.f * rnd() - 1.f, 0.5f + rnd());
        vel[i] = make_float4(0.1f * rnd(), 0.1f * rnd(), 0.1f * rnd(), 0.f);
    }

    float4 *dPos, *dVel, *dNewPos, *dNewVel;
    CUDA_CHECK(cudaMalloc(&dPos, n * sizeof(float4)));
    CUDA_CHECK(cudaMalloc(&dVel, n * sizeof(float4)));
    CUDA_CHECK(cudaMalloc(&dNewPos, n * sizeof(float4)));
    CUDA_CHECK(cudaMalloc(&dNewVel, n * sizeof(float4)));
    CUDA_CHECK(cudaMemcpy(dPos, pos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dVel, vel.data(), n * sizeof(float4), cudaMemcpyHostToDevice));

    nbodyStep<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dPos, dVel, dNewPos, dNewVel, n, dt, eps2);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(outPos.data(), dNewPos, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(outVel.data(), dNewVel, n * sizeof(float4), cudaMemcpyDeviceToHost));

    int errors = 0;
    double maxErr = 0.0;
    for (int i = 0; i < n; ++i) {
        double a[3] = {0, 0, 0}, mag = 0.0;
        for (int j = 0; j < n; ++j) {
            double r[3] = {double(pos[j].x) - pos[i].x, double(pos[j].y) - pos[i].y, double(pos[j].z) - pos[i].z};
            double d2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + eps2;
            double sc = pos[j].w / (d2 * std::sqrt(d2));
            for (int c = 0; c < 3; ++c) a[c] += r[c] * sc;
            mag += std::sqrt(d2 - eps2) * sc;
        }
        const double v[3] = {vel[i].x + a[0] * dt, vel[i].y + a[1] * dt, vel[i].z + a[2] * dt};
        const double p[3] = {pos[i].x + v[0] * dt, pos[i].y + v[1] * dt, pos[i].z + v[2] * dt};
        const double gv[3] = {outVel[i].x, outVel[i].y, outVel[i].z};
        const double gp[3] = {outPos[i].x, outPos[i].y, outPos[i].z};
        const double tol = 1e-4 * mag * dt + 1e-5;  // scaled by the magnitude of the summed terms
        for (int c = 0; c < 3; ++c) {
            double e = std::fmax(std::fabs(gv[c] - v[c]), std::fabs(gp[c] - p[c]));
            if (e > maxErr) maxErr = e;
            if (e > tol) {
                if (errors < 5) std::printf("body %d comp %d: vel %f vs %f, pos %f vs %f\n", i, c, gv[c], v[c], gp[c], p[c]);
                ++errors;
            }
        }
        if (outPos[i].w != pos[i].w) ++errors;
    }

    CUDA_CHECK(cudaFree(dPos));
    CUDA_CHECK(cudaFree(dVel));
    CUDA_CHECK(cudaFree(dNewPos));
    CUDA_CHECK(cudaFree(dNewVel));

    std::printf("nbody: n=%d dt=%g max_err=%g\n", n, dt, maxErr);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
