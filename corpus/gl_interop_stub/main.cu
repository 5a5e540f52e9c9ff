// A mesh-generation kernel that would normally write into an OpenGL vertex
// buffer through CUDA-GL interop. The interop path is compiled only with
// -DUSE_GL (and needs a GL context from GLUT); by default the kernel writes
// into plain device memory so the program runs headless and self-checks.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#ifdef USE_GL
#define GL_GLEXT_PROTOTYPES
#include <GL/glut.h>
#include <GL/glext.h>
#include <cuda_gl_interop.h>
#endif

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int kW = 64, kH = 48;
constexpr float kFreq = 4.0f;

__global__ void makeMesh(float4* pos, int w, int h, float t) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (float)x / (float)w * 2.0f - 1.0f;
  float v = (float)y / (float)h * 2.0f - 1.0f;
  float z = 0.5f * sinf(u * kFreq + t) * cosf(v * kFreq + t);
  pos[y * w + x] = make_float4(u, z, v, 1.0f);
}

static void launchMesh(float4* dPos, float t) {
  dim3 block(16, 16), grid((kW + 15) / 16, (kH + 15) / 16);
  makeMesh<<<grid, block>>>(dPos, kW, kH, t);
  CUDA_CHECK(cudaGetLastError());
}

#ifdef USE_GL
// Fill a GL vertex buffer object through the graphics-interop API.
static void fillVbo(GLuint vbo, float t, std::vector<float4>& out) {
  cudaGraphicsResource_t resource = nullptr;
  CUDA_CHECK(cudaGraphicsGLRegisterBuffer(&resource, vbo, cudaGraphicsMapFlagsWriteDiscard));
  CUDA_CHECK(cudaGraphicsMapResources(1, &resource, 0));
  float4* dPos = nullptr;
  size_t mappedBytes = 0;
  CUDA_CHECK(cudaGraphicsResourceGetMappedPointer((void**)&dPos, &mappedBytes, resource));
  launchMesh(dPos, t);
  CUDA_CHECK(cudaMemcpy(out.data(), dPos, out.size() * sizeof(float4), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaGraphicsUnmapResources(1, &resource, 0));
  CUDA_CHECK(cudaGraphicsUnregisterResource(resource));
}
#endif

int main(int argc, char** argv) {
  const float t = 0.25f;
  std::vector<float4> pos(kW * kH);

#ifdef USE_GL
  glutInit(&argc, argv);
  glutInitDisplayMode(GLUT_RGBA);
  glutCreateWindow("gl_interop_stub");
  GLuint vbo = 0;
  glGenBuffers(1, &vbo);
  glBindBuffer(GL_ARRAY_BUFFER, vbo);
  glBufferData(GL_ARRAY_BUFFER, pos.size() * sizeof(float4), nullptr, GL_DYNAMIC_DRAW);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  fillVbo(vbo, t, pos);
  glDeleteBuffers(1, &vbo);
#else
  (void)argc;
  (void)argv;
  float4* dPos = nullptr;
  CUDA_CHECK(cudaMalloc(&dPos, pos.size() * sizeof(float4)));
  launchMesh(dPos, t);
  CUDA_CHECK(cudaMemcpy(pos.data(), dPos, pos.size() * sizeof(float4), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dPos));
#endif

  int bad = 0;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      float u = (float)x / (float)kW * 2.0f - 1.0f;
      float v = (float)y / (float)kH * 2.0f - 1.0f;
      double z = 0.5 * std::sin((double)u * kFreq + t) * std::cos((double)v * kFreq + t);
      const float4& p = pos[y * kW + x];
      if (std::fabs(p.x - u) > 1e-6f || std::fabs(p.z - v) > 1e-6f ||
          std::fabs(p.y - z) > 1e-5 || p.w != 1.0f) {
        if (bad < 5) printf("vertex (%d,%d): (%f,%f,%f) want (%f,%f,%f)\n", x, y, p.x, p.y,
                            p.z, u, z, v);
        ++bad;
      }
    }
  printf("%dx%d mesh vertices, %d mismatches\n", kW, kH, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
