// Fixture for scripts/check-tables --self-test: a fake HIP 5.2 include tree.
#define HIP_VERSION_MAJOR 5
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
