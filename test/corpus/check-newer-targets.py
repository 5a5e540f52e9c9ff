"""Reads a `cu2hip coverage --hip-version A,B,... --format json` report and
prints, per HIP target (oldest first), how many programs translate and
compile, which need a library and which do not compile, then every program
that translates or compiles at an older target and not at a newer one
(test/corpus/newer-never-worse.test).

usage: check-newer-targets.py REPORT.json
"""
import json
import sys

report = json.load(open(sys.argv[1]))
targets = [t["hip_version"] for t in report["hip_targets"]]
programs = report["programs"]

def status(p, target, stage):
    return p["targets"][target][stage]["status"]

for t in targets:
    tr = sum(status(p, t, "translate") == "passed" for p in programs)
    co = sum(status(p, t, "compile") == "passed" for p in programs)
    nl = sorted(p["name"] for p in programs if status(p, t, "compile") == "needs-library")
    bad = sorted(p["name"] for p in programs if status(p, t, "compile") == "failed")
    print(f"HIP {t}: translate {tr}/{len(programs)}, compile {co}/{len(programs)}, "
          f"needs-library {len(nl)}")
    print(f"HIP {t} needs a library: {' '.join(nl) or '(none)'}")
    print(f"HIP {t} does not compile: {' '.join(bad) or '(none)'}")

worse = []
for p in programs:
    for i, old in enumerate(targets):
        for new in targets[i + 1:]:
            for stage in ("translate", "compile"):
                if status(p, old, stage) == "passed" and status(p, new, stage) != "passed":
                    msg = p["targets"][new][stage]["message"]
                    worse.append(f"{p['name']}: {stage} passed at HIP {old}, {status(p, new, stage)} "
                                 f"at HIP {new}: {msg}")
for w in worse:
    print("WORSE", w)
print(f"{len(worse)} program stages worse at a newer target")
