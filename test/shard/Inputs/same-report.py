#!/usr/bin/env python3
"""same-report.py A.json B.json: the two port reports are the same but for
where their output went ("destination") and what each run found up to date."""
import json
import sys


def load(p):
    r = json.load(open(p))
    r.pop("destination", None)
    for f in r["files"]:
        f.pop("up_to_date", None)
    return r


a, b = load(sys.argv[1]), load(sys.argv[2])
if a != b:
    ja = json.dumps(a, indent=1, sort_keys=True).splitlines()
    jb = json.dumps(b, indent=1, sort_keys=True).splitlines()
    import difflib
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(ja, jb, sys.argv[1], sys.argv[2], lineterm=""))
    sys.exit(1)
