"""Writes a small file whose macro expansion builds an initializer of 2**N
elements: a memory blow-up (gigabytes) from a few hundred bytes. mem.py N OUT"""
import sys

n, out = int(sys.argv[1]), sys.argv[2]
lines = ["#include <cuda_runtime.h>", "#define A0 1,"]
lines += ["#define A%d A%d A%d" % (i, i - 1, i - 1) for i in range(1, n + 1)]
lines += ["int Big[] = { A%d 0 };" % n, "void f() { cudaDeviceSynchronize(); }", ""]
with open(out, "w") as f:
    f.write("\n".join(lines))
