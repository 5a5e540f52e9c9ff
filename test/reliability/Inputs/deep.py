"""Writes a deeply nested CUDA file: deep.py KIND DEPTH OUT.

template: using X = W<W<...<int>...>>;   not: return !!!...!b;   if: if (x) if (x) ... ;
"""
import sys

kind, depth, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
head = "#include <cuda_runtime.h>\nvoid sync() { cudaDeviceSynchronize(); }\n"
if kind == "template":
    body = "template <class T> struct W {};\nusing X = " + "W<" * depth + "int" + ">" * depth + ";\n"
elif kind == "not":
    body = "bool f(bool b) { return " + "!" * depth + "b; }\n"
elif kind == "if":
    body = "void g(int x) {\n" + "if (x) " * depth + "x = 0;\n}\n"
else:
    sys.exit("unknown kind " + kind)
with open(out, "w") as f:
    f.write(head + body)
