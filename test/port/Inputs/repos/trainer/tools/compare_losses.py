#!/usr/bin/env python3
"""Run the CPU reference and the GPU trainer; their losses must agree.

    python3 tools/compare_losses.py ./train_cpu ./train_gpu [--tol 1e-3]
"""
import argparse
import re
import subprocess
import sys

STEP = re.compile(r"^step (\d+): loss ([0-9.eE+-]+)$")


def losses(cmd):
    out = subprocess.run([cmd], check=True, capture_output=True, text=True).stdout
    return {int(m.group(1)): float(m.group(2)) for m in map(STEP.match, out.splitlines()) if m}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cpu")
    ap.add_argument("gpu")
    ap.add_argument("--tol", type=float, default=1e-3)
    args = ap.parse_args()
    ref, got = losses(args.cpu), losses(args.gpu)
    if not ref or ref.keys() != got.keys():
        print("different steps: %s vs %s" % (sorted(ref), sorted(got)))
        return 1
    worst = max(abs(ref[s] - got[s]) for s in ref)
    first, last = ref[min(ref)], ref[max(ref)]
    print("%d steps, loss %.4f -> %.4f, max |cpu - gpu| = %.2e" % (len(ref), first, last, worst))
    return 0 if worst <= args.tol and last < first else 1


if __name__ == "__main__":
    sys.exit(main())
