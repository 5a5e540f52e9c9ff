"""Blockwise 8-bit and 4-bit quantization with CPU, CUDA and ROCm kernels."""
from .cextension import lib, backend
from .functional import dequantize_blockwise, quantize_blockwise

__all__ = ["lib", "backend", "quantize_blockwise", "dequantize_blockwise"]
__version__ = "0.2.0"
