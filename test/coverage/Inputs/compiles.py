"""The builds a fake hipcc's log (FAKE_HIPCC_LOG) shows: "PROGRAM ARCH" for
each source compiled (`-c WORK/PROGRAM/src/FILE`), sorted, then "end".
--damage DIR: truncates every entry of the compile cache DIR instead.
usage: compiles.py LOG | compiles.py --damage DIR"""
import os
import re
import sys

if sys.argv[1] == "--damage":
    for root, _, files in os.walk(sys.argv[2]):
        if "entry.json" in files:
            with open(os.path.join(root, "entry.json"), "w") as f:
                f.write('{"format": ')
    sys.exit(0)

builds = []
with open(sys.argv[1]) as f:
    for line in f:
        m = re.search(r"--offload-arch=(\S+) .* -c \S*/([^/ ]+)/src/\S+", line)
        if m:
            builds.append(m.group(2) + " " + m.group(1))
for b in sorted(builds):
    print(b)
print("end")
