// Fixture: HIP's NVIDIA back end mentions names that AMD HIP does not declare;
// scripts/check-tables must not scan this directory.
#define hipOnlyNvidia cudaSomething
