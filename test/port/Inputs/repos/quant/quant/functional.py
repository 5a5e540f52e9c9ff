"""NumPy front end of the CPU kernels (the GPU ones take device pointers)."""
import ctypes

import numpy as np

from .cextension import lib

BLOCKSIZE = 256


def _ptr(a):
    return a.ctypes.data_as(ctypes.c_void_p)


def quantize_blockwise(a, blocksize=BLOCKSIZE):
    a = np.ascontiguousarray(a, dtype=np.float32)
    absmax = np.empty((a.size + blocksize - 1) // blocksize, dtype=np.float32)
    out = np.empty(a.shape, dtype=np.int8)
    lib.cquantize_blockwise_cpu_fp32(_ptr(a), _ptr(absmax), _ptr(out), ctypes.c_longlong(a.size),
                                     ctypes.c_longlong(blocksize))
    return out, absmax


def dequantize_blockwise(q, absmax, blocksize=BLOCKSIZE):
    out = np.empty(q.shape, dtype=np.float32)
    lib.cdequantize_blockwise_cpu_fp32(_ptr(q), _ptr(absmax), _ptr(out), ctypes.c_longlong(q.size),
                                       ctypes.c_longlong(blocksize))
    return out
