# make-history.py REPORT.json OUT.json N: a copy of a coverage JSON report
# whose "history" has N points, point I (from 0) with 6 programs of which I % 7
# reach translate: the baseline of a CI job that has run N times.
# make-history.py REPORT.json OUT.json bad-type|bad-figure: an invalid history.
import json
import sys

with open(sys.argv[1]) as f:
    d = json.load(f)
what = sys.argv[3]
if what == "bad-type":
    d["history"] = 5
elif what == "bad-figure":
    d["history"] = [{"programs": 2, "reached": {"translate": 3}}]
else:
    d["history"] = [{"programs": 6, "reached": {"translate": i % 7}} for i in range(int(what))]
with open(sys.argv[2], "w") as f:
    json.dump(d, f, indent=1)
