// The Vulkan backend: finds a physical device with a compute queue. The ops
// run on the CPU for now; the compute shaders come later.
#include <vulkan/vulkan.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "tensors-impl.h"

namespace {

struct vk_context {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice device = VK_NULL_HANDLE;
    uint32_t compute_queue_family = 0;
    uint32_t subgroup_size = 32;
    std::string device_name;
    tensors_backend *fallback = nullptr;
};

vk_context &ctx_of(tensors_backend *b) { return *static_cast<vk_context *>(b->context); }

void vk_soft_max(tensors_backend *b, float *dst, const float *src, int ncols, int nrows, float scale) {
    tensors_backend *cpu = ctx_of(b).fallback;
    cpu->soft_max(cpu, dst, src, ncols, nrows, scale);
}

void vk_mul_mat(tensors_backend *be, float *dst, const float *a, const float *b, int m, int n, int k) {
    tensors_backend *cpu = ctx_of(be).fallback;
    cpu->mul_mat(cpu, dst, a, b, m, n, k);
}

void vk_gelu(tensors_backend *b, float *dst, const float *src, int64_t n) {
    tensors_backend *cpu = ctx_of(b).fallback;
    cpu->gelu(cpu, dst, src, n);
}

void vk_free(tensors_backend *b) {
    vk_context *ctx = static_cast<vk_context *>(b->context);
    tensors_backend_free(ctx->fallback);
    vkDestroyInstance(ctx->instance, nullptr);
    delete ctx;
    free(b);
}

} // namespace

extern "C" tensors_backend *tensors_backend_vulkan_init(int device) {
    VkApplicationInfo app = {};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "tensors";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo info = {};
    info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    info.pApplicationInfo = &app;
    VkInstance instance;
    if (vkCreateInstance(&info, nullptr, &instance) != VK_SUCCESS) return nullptr;

    uint32_t count = 0;
    vkEnumeratePhysicalDevices(instance, &count, nullptr);
    std::vector<VkPhysicalDevice> devices(count);
    vkEnumeratePhysicalDevices(instance, &count, devices.data());
    if (device < 0 || (uint32_t)device >= count) {
        vkDestroyInstance(instance, nullptr);
        return nullptr;
    }

    auto *ctx = new vk_context();
    ctx->instance = instance;
    ctx->device = devices[device];
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(ctx->device, &props);
    ctx->device_name = props.deviceName;

    uint32_t nfamilies = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(ctx->device, &nfamilies, nullptr);
    std::vector<VkQueueFamilyProperties> families(nfamilies);
    vkGetPhysicalDeviceQueueFamilyProperties(ctx->device, &nfamilies, families.data());
    for (uint32_t i = 0; i < nfamilies; i++) {
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
            ctx->compute_queue_family = i;
            break;
        }
    }
    ctx->fallback = tensors_backend_cpu_init();

    tensors_backend *b = tensors_backend_alloc("vulkan");
    b->soft_max = vk_soft_max;
    b->mul_mat = vk_mul_mat;
    b->gelu = vk_gelu;
    b->free = vk_free;
    b->context = ctx;
    return b;
}
