"""Checks a --time-report=json report: every phase, the units parsed, one
timing per unit, phase CPU times that add up to at most the process's.
Usage: check-time-report.py REPORT UNITS"""
import json
import sys

text = open(sys.argv[1]).read()
report = json.loads(text[text.index("{"):])
want = int(sys.argv[2])
phases = ["setup", "prelude build", "prelude load", "parse", "AST rules", "warp analysis",
          "raw-token passes", "write"]
assert list(report["phases"]) == sorted(phases) or set(report["phases"]) == set(phases), report["phases"]
assert report["counts"]["units parsed"] == want, report["counts"]
assert len(report["units"]) == want, report["units"]
assert report["phases"]["parse"]["cpu_s"] > 0
phase_cpu = sum(p["cpu_s"] for p in report["phases"].values())
assert 0 < phase_cpu <= report["cpu_s"] + 0.01, (phase_cpu, report["cpu_s"])
assert report["max_rss_mib"] > 0
print("ok")
