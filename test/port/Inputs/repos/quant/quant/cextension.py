"""Loads the compiled library: libquant_cuda<ver>.so, libquant_rocm.so or libquant_cpu.so."""
import ctypes
import glob
import os

_here = os.path.dirname(__file__)


def _find():
    for pattern, name in (("libquant_cuda*.so", "cuda"), ("libquant_rocm.so", "rocm"), ("libquant_cpu.so", "cpu")):
        hits = sorted(glob.glob(os.path.join(_here, pattern)))
        if hits:
            return hits[-1], name
    raise RuntimeError("no compiled quant library in %s; build it with CMake first" % _here)


_path, backend = _find()
lib = ctypes.cdll.LoadLibrary(_path)
