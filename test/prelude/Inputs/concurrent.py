"""Starts N `cu2hip translate` processes at once on one cache (concurrent.test).
Usage: concurrent.py CU2HIP INPUT DIR N"""
import os
import subprocess
import sys

cu2hip, src, d, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
env = dict(os.environ, XDG_CACHE_HOME=os.path.join(d, "cache"))
procs = [subprocess.Popen([cu2hip, "translate", src, "-o", os.path.join(d, f"out{i}.hip"), "-q"], env=env)
         for i in range(n)]
codes = [p.wait() for p in procs]
if any(codes):
    sys.exit(f"exit codes {codes}")
