#!/usr/bin/env python3
"""Not CUDA: copied byte for byte (and stays executable)."""
print("cudaMalloc is just a word here")
