/*
 * Copyright (c) 2024 Example Project Authors. All rights reserved.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the conditions are met.
 */
#pragma once
// A header used only from .cu files: it relies on nvcc's implicit
// cuda_runtime.h for __device__ and the vector types.

__device__ inline float3 scale3(float3 v, float s) {
  return make_float3(v.x * s, v.y * s, v.z * s);
}
