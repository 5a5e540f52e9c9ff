// struct-fields (lib/Rules/RealWorld/StructFieldsRule.cpp, rows in
// lib/Mapping/Structs.def): fields HIP 5.x spells differently.
// CUmemAllocationProp::requestedHandleTypes is requestedHandleType, and
// cudaPointerAttributes::type is memoryType; clang's AST says which struct a
// `.type` names, so a user struct's `type` stays. HIP 6.x spells both as CUDA
// does (requestedHandleTypes from 7.2: ROCm 6.4 still lacks it). Each output compiles with its own release's hipcc: the 5.2 spelling is
// an error for ROCm 6.4 (hipPointerAttribute_t has no memoryType there).
// Switched off (--select-rules=-struct-fields), HIP 5.2 output keeps CUDA's
// field names.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %cu2hip translate %s -q --hip-version 6.4 -o %t.64.hip
// RUN: FileCheck %s --check-prefix=HIP6 < %t.64.hip
// RUN: %cu2hip translate %s -q --hip-version 7.2 -o %t.72.hip
// RUN: FileCheck %s --check-prefix=HIP72 < %t.72.hip
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-struct-fields | FileCheck %s --check-prefix=OFF
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t.72.hip -o %t.72.o %}
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t.hip -o %t.o %}
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t.64.hip -o %t.64.o %}
// RUN: %if rocm-6.4 %{ not %hipcc-6.4-gfx90a %t.hip -o %t.wrong.o 2>&1 | FileCheck %s --check-prefix=WRONG %}
// WRONG: no member named 'memoryType'


#include <cuda.h>
#include <cuda_runtime.h>

struct Shape { int type; };

int kindOf(const void *p, Shape s) {
  cudaPointerAttributes attr;
  if (cudaPointerGetAttributes(&attr, p) != cudaSuccess)
    return -1;
  return attr.type == cudaMemoryTypeDevice ? s.type : 0;
// CHECK: {{^}}  return attr.memoryType == hipMemoryTypeDevice ? s.type : 0;
// HIP6: {{^}}  return attr.type == hipMemoryTypeDevice ? s.type : 0;
// OFF: {{^}}  return attr.type == hipMemoryTypeDevice ? s.type : 0;
}

size_t granularity(int device) {
  CUmemAllocationProp prop = {};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
// CHECK: {{^}}  prop.type = hipMemAllocationTypePinned;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = device;
  prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_NONE;
// CHECK: {{^}}  prop.requestedHandleType = hipMemHandleTypeNone;
// HIP6: {{^}}  prop.requestedHandleType = hipMemHandleTypeNone;
// HIP72: {{^}}  prop.requestedHandleTypes = hipMemHandleTypeNone;
// OFF: {{^}}  prop.requestedHandleTypes = hipMemHandleTypeNone;
  size_t g = 0;
  cuMemGetAllocationGranularity(&g, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
  return g;
}
