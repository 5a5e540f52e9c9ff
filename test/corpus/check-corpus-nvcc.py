"""Compiles each corpus program's sources with nvcc -c, in parallel."""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

nvcc, corpus = sys.argv[1], sys.argv[2]


def sources(program_dir):
    with open(os.path.join(program_dir, "corpus.yaml")) as f:
        m = re.search(r"^sources:\s*\[([^\]]*)\]", f.read(), re.M)
    return [s.strip() for s in m.group(1).split(",") if s.strip()] if m else []


def compile_program(name):
    d = os.path.join(corpus, name)
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        for src in sources(d):
            r = subprocess.run([nvcc, "-std=c++17", "-arch=sm_80", "-c", os.path.join(d, src),
                                "-o", os.path.join(tmp, src + ".o")],
                               capture_output=True, text=True, timeout=600)
            if r.returncode != 0:
                errors.append("%s/%s: %s" % (name, src, r.stderr.strip()[:2000]))
    return name, errors


programs = sorted(p for p in os.listdir(corpus) if os.path.isfile(os.path.join(corpus, p, "corpus.yaml")))
failures = []
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    for name, errs in pool.map(compile_program, programs):
        failures.extend(errs)
for f in failures:
    print("FAILED:", f)
print("nvcc compiled %d of %d corpus programs; failures: %d"
      % (len(programs) - len({f.split('/')[0] for f in failures}), len(programs), len(failures)))
