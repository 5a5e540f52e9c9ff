"""Writes a cpu-runtime.json for coverage tests: the stand-in backend of
cpu-stub/ (a header only) built with the host C++ compiler given.
usage: make-cpu-runtime.py OUT.json CXX [STUB_INCLUDE [FLAG...]]
STUB_INCLUDE: another copy of cpu-stub/include; FLAG: more compile flags."""
import json
import os
import shutil
import sys

out, cxx = sys.argv[1], sys.argv[2]
stub = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cpu-stub", "include")
if len(sys.argv) > 3:
    stub = os.path.abspath(sys.argv[3])
json.dump({
    "cxx": shutil.which(cxx) or cxx,
    "compile": ["-x", "c++", "-std=c++17", "-I" + stub, "-DFIXTURE_CPU_BACKEND=1"] + sys.argv[4:],
    "link": [],
    "translate": ["--launch-syntax=hip"],
    "wave_env": "CU2HIP_WAVE",
}, open(out, "w"), indent=2)
