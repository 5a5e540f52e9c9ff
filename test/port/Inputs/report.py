#!/usr/bin/env python3
"""Prints a `cu2hip port --report` JSON file as stable lines for FileCheck:
   FILE <path> <kind> <status> [-> output] [owner=<tu>] [flags] [codes]
   SUMMARY key=value ...
   OUTSIDE <path>"""
import json
import sys

r = json.load(open(sys.argv[1]))
for f in r["files"]:
    line = ["FILE", f["path"], f["kind"], f["status"]]
    if "output" in f:
        line.append("-> " + f["output"])
    if "owner" in f:
        line.append("owner=" + f["owner"])
    for flag in ("excluded", "up_to_date", "resumed", "parse_problems"):
        if f.get(flag):
            line.append(flag)
    codes = sorted({d["code"] for d in f.get("diagnostics", [])})
    if codes:
        line.append("[" + " ".join(codes) + "]")
    print(" ".join(line))
s = r["summary"]
print("SUMMARY " + " ".join("%s=%s" % (k, s[k]) for k in sorted(s) if k != "unsupported_apis"))
for k, v in sorted(s["unsupported_apis"].items()):
    print("UNSUPPORTED %s %d" % (k, v))
for o in r["outside_tree"]:
    print("OUTSIDE " + o["path"])
print("INTERRUPTED %s" % r["interrupted"])
