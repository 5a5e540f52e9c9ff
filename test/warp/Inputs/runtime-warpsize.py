"""Translates CUDA inputs with one warp model for --hip-version 7.2 and compiles
each output with ROCm 7.2's hipcc for every offload arch given
(test/warp/runtime-warpsize.test).

usage: runtime-warpsize.py MODEL INPUTS_FILE OUT_DIR CU2HIP HIPCC_7_2 ARCHS [HIPCC_5_2]
Prints "MODEL: N translated, M compiled" (compiled: for every arch) and, for
each failure, the compiler's errors; with MODEL "control", compiles a kernel
that uses warpSize as an array bound with HIPCC_5_2 and with HIPCC_7_2 and
prints what each compiler did with it.
"""
import os
import shlex
import subprocess
import sys

model, inputs, out, cu2hip, hipcc, archs = sys.argv[1:7]
hipcc = shlex.split(hipcc)
archs = archs.split(",")
os.makedirs(os.path.join(out, model), exist_ok=True)

if model == "control":
    src = os.path.join(out, model, "control.hip")
    with open(src, "w") as f:
        f.write("#include <hip/hip_runtime.h>\n"
                "__global__ void k(int *p) { __shared__ int s[warpSize]; s[threadIdx.x] = 1; p[0] = s[0]; }\n")
    for name, cmd in (("HIP 5.2", shlex.split(sys.argv[7])), ("ROCm 7.2", hipcc)):
        r = subprocess.run(cmd + ["--offload-arch=" + archs[0], "-c", "-x", "hip", src, "-o", src + ".o"],
                           capture_output=True, text=True)
        print(f"control with {name}:", "rejected" if r.returncode != 0 else "accepted")
    sys.exit(0)

translated = compiled = 0
for path in open(inputs).read().split():
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem == "main":
        stem = os.path.basename(os.path.dirname(path))
    hip = os.path.join(out, model, stem + ".hip")
    r = subprocess.run([cu2hip, "translate", path, "-q", "--hip-version", "7.2",
                        "--warp-model", model, "-o", hip], capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(hip):
        print(f"{stem}: translation failed:\n{r.stderr}")
        continue
    translated += 1
    ok = True
    for arch in archs:
        r = subprocess.run(hipcc + ["--offload-arch=" + arch, "-c", "-x", "hip", hip, "-o", hip + "." + arch + ".o"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            errors = [l for l in r.stderr.splitlines() if "error" in l]
            print(f"{stem} ({arch}): hipcc failed:\n  " + "\n  ".join(errors[:10]))
            ok = False
    compiled += ok
print(f"{model}: {translated} translated, {compiled} compiled")
