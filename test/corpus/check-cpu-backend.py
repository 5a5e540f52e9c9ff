"""Runs `cu2hip coverage --run` on the CPU backend over the corpus and prints
one line per program (and a summary) for FileCheck.

usage: check-cpu-backend.py CU2HIP CPU_RUNTIME CORPUS WORK warp-models [COVERAGE ARGS]
         the warp-sensitive programs under --warp-model none, logical32 and
         native: "PROGRAM MODEL: wave32 OUTCOME wave64 OUTCOME" (OUTCOME: ok,
         wrong, FAIL) or "PROGRAM MODEL: not run (REASON)"
       check-cpu-backend.py CU2HIP CPU_RUNTIME CORPUS WORK figures [COVERAGE ARGS]
         every program under logical32; the run/verify figures per width
         over the programs the backend was asked to build, and the share
         that verifies at both widths."""
import json
import os
import shutil
import subprocess
import sys


def run_timeout():
    """A longer run limit where lit asks for one (the sanitizer build)."""
    t = os.environ.get("CU2HIP_TEST_RUN_TIMEOUT")
    return ["--run-timeout", t] if t else []


def coverage(cu2hip, cpu_runtime, corpus, work, model, extra):
    out = os.path.join(work, model + ".json")
    subprocess.run([cu2hip, "coverage", corpus, "--run", "--cpu-runtime", cpu_runtime,
                    "--warp-model", model, "--progress", "never", "--format", "json",
                    "-o", out, "--work-dir", os.path.join(work, model)] + run_timeout() + extra,
                   check=True)
    with open(out) as f:
        return json.load(f)


def outcome(program, wave):
    for w in program["waves"]:
        if w["wave"] == wave:
            if w["verify"]["status"] == "passed":
                return "ok"
            return "wrong" if w["run"]["status"] == "passed" else "FAIL"
    return None


def main():
    cu2hip, cpu_runtime, corpus, work, mode = sys.argv[1:6]
    extra = sys.argv[6:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    if mode == "warp-models":
        # A corpus of the warp-sensitive programs only.
        subset = os.path.join(work, "corpus")
        os.makedirs(subset)
        for name in sorted(os.listdir(corpus)):
            manifest = os.path.join(corpus, name, "corpus.yaml")
            if os.path.exists(manifest) and "warp_sensitive: true" in open(manifest).read():
                shutil.copytree(os.path.join(corpus, name), os.path.join(subset, name))
        for model in ("none", "logical32", "native"):
            report = coverage(cu2hip, cpu_runtime, subset, work, model, extra)
            for p in report["programs"]:
                w32, w64 = outcome(p, 32), outcome(p, 64)
                if w32 is None:
                    print("%s %s: not run (%s)" % (p["name"], model, p["stages"]["run"]["message"]))
                else:
                    print("%s %s: wave32 %s wave64 %s" % (p["name"], model, w32, w64))
        return
    report = coverage(cu2hip, cpu_runtime, corpus, work, "logical32", extra)
    s = report["summary"]
    built = s["cpu_backend"]["attempted"]
    both = sum(1 for p in report["programs"]
               if p["waves"] and all(w["verify"]["status"] == "passed" for w in p["waves"])
               and p["stages"]["verify"]["divergence"] is None)
    for p in report["programs"]:
        run, verify = p["stages"]["run"], p["stages"]["verify"]
        if p["waves"] or run["status"] != "skipped":
            why = ""
            if verify["status"] != "passed":
                why = " (%s)" % (run["message"] if run["status"] != "passed" else verify["message"])
            print("%s: wave32 %s wave64 %s%s" % (p["name"], outcome(p, 32) or "-", outcome(p, 64) or "-", why))
        else:
            print("%s: not run (%s)" % (p["name"], run["message"]))
    for wave in ("32", "64"):
        w = s["waves"].get(wave, {"ran": 0, "verified": 0})
        print("wave%s: ran %d, verified %d of %d programs" % (wave, w["ran"], w["verified"], s["programs"]))
    pct = 100.0 * both / built if built else 0.0
    print("verified at both widths: %d of %d programs built for the backend (%.1f%%), %s 90%%" %
          (both, built, pct, "at least" if pct >= 90.0 else "BELOW"))


if __name__ == "__main__":
    main()
