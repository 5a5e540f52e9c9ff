"""Prints the FileCheck prefix for how contained runs execute here: OWNUID when
cu2hip is root and can run programs as a uid of their own (it keeps
CAP_DAC_READ_SEARCH, bit 2 of the bounding set), else the prefix given."""
import os
import sys

own = False
if os.geteuid() == 0 and not os.environ.get("CU2HIP_RUN_AS_ROOT"):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("CapBnd:"):
                own = bool(int(line.split()[1], 16) & (1 << 2))
print("OWNUID" if own else sys.argv[1])
