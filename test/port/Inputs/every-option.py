"""A port resumed with other options writes what a fresh port with them writes.

  every-option.py CU2HIP SRC WORK

For every option that `cu2hip options --command port --format json` marks as
changing the output and gives a sample value: port SRC into WORK/base; copy it
to WORK/<key>.resumed and port again there with the option (a resume over a
run without it); port with the option into WORK/<key>.fresh. Every file of the
fresh tree must be in the resumed tree with the same bytes. Prints
"same KEY" or "DIFFERS KEY: FILE..." per option, then "checked N options";
exits 1 if any differs.
"""
import json
import os
import shutil
import subprocess
import sys

cu2hip, src, work = sys.argv[1:4]


def port(dst, extra):
    subprocess.run([cu2hip, "port", src, "-o", dst, "-q", "-j", "2"] + extra, check=True)


options = json.loads(subprocess.run([cu2hip, "options", "--command", "port", "--format", "json"],
                                    check=True, capture_output=True, text=True).stdout)
base = os.path.join(work, "base")
port(base, [])
bad = 0
checked = 0
for o in options:
    if not o["changes_output"] or "sample" not in o:
        continue
    flag = [n for n in o["names"].split(",") if n.startswith("--")] or o["names"].split(",")
    args = [flag[0]] if o["kind"] == "flag" else [flag[0], o["sample"]]
    # Options that only mean something with another one (their help says so).
    args = {"compat-header": ["--style", "compat"]}.get(o["key"], []) + args
    resumed = os.path.join(work, o["key"] + ".resumed")
    fresh = os.path.join(work, o["key"] + ".fresh")
    shutil.copytree(base, resumed, symlinks=True)
    port(resumed, args)
    port(fresh, args)
    differs = []
    for root, _, files in os.walk(fresh):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), fresh)
            other = os.path.join(resumed, rel)
            with open(os.path.join(fresh, rel), "rb") as a:
                want = a.read()
            got = None
            if os.path.exists(other):
                with open(other, "rb") as b:
                    got = b.read()
            if got != want:
                differs.append(rel)
    checked += 1
    if differs:
        bad += 1
        print("DIFFERS %s: %s" % (o["key"], " ".join(sorted(differs))))
    else:
        print("same %s" % o["key"])
print("checked %d options" % checked)
sys.exit(1 if bad else 0)
