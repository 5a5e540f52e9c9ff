"""Kills `cu2hip port --in-place --backup` with SIGKILL while its worker is
rewriting the tree, then checks that nothing in the tree changes afterwards:
the worker (a fork of the supervisor) must die with it
(test/reliability/kill-supervisor.test).

usage: kill-supervisor.py CU2HIP TREE
"""
import os
import signal
import subprocess
import sys
import time

cu2hip, tree = sys.argv[1:3]


def snapshot():
    files = {}
    for root, _, names in os.walk(tree):
        for n in names:
            p = os.path.join(root, n)
            st = os.lstat(p)
            files[p] = (st.st_size, st.st_mtime_ns)
    return files


def backups():
    return sum(n.endswith(".orig") for _, _, names in os.walk(tree) for n in names)


proc = subprocess.Popen([cu2hip, "port", tree, "--in-place", "--backup", "-j", "2", "--progress", "none", "-q"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 120
while backups() == 0 and proc.poll() is None and time.time() < deadline:
    time.sleep(0.02)
if proc.poll() is not None:
    print("the port ended before it could be killed: the tree is too small")
    sys.exit(1)
proc.send_signal(signal.SIGKILL)
proc.wait()
before = snapshot()
print(f"killed with {backups()} backups written")
time.sleep(3)
after = snapshot()
changed = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
print(f"{len(changed)} files changed after the kill")
for p in changed[:10]:
    print("  changed:", os.path.relpath(p, tree))
