"""Fails when a process still runs whose working directory is under DIR (a
contained run's leftovers). usage: no-process-in.py DIR"""
import os
import sys

root = os.path.realpath(sys.argv[1])
left = []
for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    try:
        cwd = os.readlink("/proc/%s/cwd" % pid)
        with open("/proc/%s/stat" % pid) as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        continue
    if state != "Z" and (cwd == root or cwd.startswith(root + "/")):
        left.append("%s (%s)" % (pid, cwd))
if left:
    sys.exit("still running: " + ", ".join(left))
print("no process left")
