"""Translates CUDA inputs with one warp model for --hip-version 7.0 and compiles
each output with the given hipcc command line (test/warp/runtime-warpsize.test).

usage: runtime-warpsize.py MODEL INPUTS_FILE OUT_DIR CU2HIP HIPCC_COMMAND FLAGS
Prints "MODEL: N translated, M compiled" and, for each failure, the compiler's
errors; with MODEL "control", compiles a kernel that uses warpSize as an array
bound without and with FLAGS and prints what the compiler did with each.
"""
import os
import shlex
import subprocess
import sys

model, inputs, out, cu2hip, plain, flags = sys.argv[1:7]
plain = shlex.split(plain)
hipcc = plain + shlex.split(flags)
os.makedirs(os.path.join(out, model), exist_ok=True)

if model == "control":
    src = os.path.join(out, model, "control.hip")
    with open(src, "w") as f:
        f.write("#include <hip/hip_runtime.h>\n"
                "__global__ void k(int *p) { __shared__ int s[warpSize]; s[threadIdx.x] = 1; p[0] = s[0]; }\n")
    for name, cmd in (("installed HIP", plain), ("run-time warpSize", hipcc)):
        r = subprocess.run(cmd + [src, "-o", src + ".o"], capture_output=True, text=True)
        print(f"control with {name}:", "rejected" if r.returncode != 0 else "accepted")
    sys.exit(0)

translated = compiled = 0
for path in open(inputs).read().split():
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem == "main":
        stem = os.path.basename(os.path.dirname(path))
    hip = os.path.join(out, model, stem + ".hip")
    r = subprocess.run([cu2hip, "translate", path, "-q", "--hip-version", "7.0",
                        "--warp-model", model, "-o", hip], capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(hip):
        print(f"{stem}: translation failed:\n{r.stderr}")
        continue
    translated += 1
    r = subprocess.run(hipcc + [hip, "-o", hip + ".o"], capture_output=True, text=True)
    if r.returncode != 0:
        errors = [l for l in r.stderr.splitlines() if "error" in l]
        print(f"{stem}: hipcc failed:\n  " + "\n  ".join(errors[:10]))
        continue
    compiled += 1
print(f"{model}: {translated} translated, {compiled} compiled")
