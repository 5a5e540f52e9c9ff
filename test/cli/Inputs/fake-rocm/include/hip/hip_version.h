// Fixture for test/cli/hip-version-default.test: a ROCm root whose HIP is 6.2.
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
