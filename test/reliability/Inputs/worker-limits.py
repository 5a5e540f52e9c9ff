"""Starts `cu2hip translate` on a unit that runs for seconds and prints the
"Max data size" line of its worker's /proc/PID/limits: the memory limit is a
ceiling the kernel enforces on every allocation, not only a sample taken now
and then (test/reliability/memory-ceiling.test).

usage: worker-limits.py CU2HIP INPUT MEMORY_MIB
"""
import os
import subprocess
import sys
import time

cu2hip, src, mib = sys.argv[1:4]
proc = subprocess.Popen([cu2hip, "translate", src, "--out-dir", os.path.dirname(src) + "/out", "-q",
                         "--memory-limit", mib, "--file-timeout", "60"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
line = None
deadline = time.time() + 60
while line is None and proc.poll() is None and time.time() < deadline:
    try:
        children = open("/proc/%d/task/%d/children" % (proc.pid, proc.pid)).read().split()
    except OSError:
        children = []
    for c in children:
        try:
            for l in open("/proc/%s/limits" % c):
                if l.startswith("Max data size"):
                    line = " ".join(l.split())
        except OSError:
            pass
    time.sleep(0.05)
proc.kill()
proc.wait()
print(line or "no worker seen")
