"""Starts `cu2hip port SRC -o DST`, and while it is writing starts a second
port into the same DST with other options; prints what the second did and
whether the first finished cleanly (test/reliability/port-lock.test).

usage: two-ports.py CU2HIP SRC DST [--in-place]
"""
import os
import subprocess
import sys
import time

cu2hip, src, dst = sys.argv[1:4]
in_place = "--in-place" in sys.argv[4:]
target = src if in_place else dst
first_cmd = [cu2hip, "port", src, "-j", "2", "--progress", "none", "-q"]
first_cmd += ["--in-place", "--backup"] if in_place else ["-o", dst]
second_cmd = [cu2hip, "port", src, "--progress", "none", "-q", "--launch-syntax", "hip"]
second_cmd += ["--in-place", "--force"] if in_place else ["-o", dst]


def written():
    if in_place:
        return sum(n.endswith(".orig") for _, _, ns in os.walk(target) for n in ns)
    return sum(n.endswith(".cu") for _, _, ns in os.walk(target) for n in ns) if os.path.isdir(target) else 0


first = subprocess.Popen(first_cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
deadline = time.time() + 120
while written() == 0 and first.poll() is None and time.time() < deadline:
    time.sleep(0.02)
if first.poll() is not None:
    print("the first port ended before the second started: the tree is too small")
    sys.exit(1)
second = subprocess.run(second_cmd, capture_output=True, text=True)
print(f"second: exit {second.returncode}")
print("second said:", second.stderr.strip().splitlines()[-1] if second.stderr.strip() else "")
_, err = first.communicate()
print(f"first: exit {first.returncode}")
# Nothing of the second run's --launch-syntax hip is in the tree.
mixed = [os.path.join(r, n) for r, _, ns in os.walk(target) for n in ns
         if n.endswith(".cu") and "hipLaunchKernelGGL" in open(os.path.join(r, n), errors="replace").read()]
print(f"{len(mixed)} files written by the second run")
