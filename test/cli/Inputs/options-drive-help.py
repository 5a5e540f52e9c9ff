"""Every command's --help lists exactly the options the option table gives it.

  options-drive-help.py CU2HIP

Reads the table through `cu2hip options --format json`, runs
`cu2hip COMMAND --help` for each command, and compares the option names there
(-x, --name) with the table's rows for that command (CLI11's own -h,--help
aside). Prints "COMMAND: N option names" per command, or what is missing or extra;
exits 1 on a difference.
"""
import json
import re
import subprocess
import sys

cu2hip = sys.argv[1]
rows = json.loads(subprocess.run([cu2hip, "options", "--format", "json"], check=True,
                                 capture_output=True, text=True).stdout)
commands = sorted({c for r in rows for c in r["commands"]})
bad = False
for cmd in commands:
    want = set()
    for r in rows:
        if cmd in r["commands"] and r["names"].startswith("-"):
            want.update(r["names"].split(","))
    help_text = subprocess.run([cu2hip] + cmd.split() + ["--help"], check=True,
                               capture_output=True, text=True).stdout
    options_part = help_text.split("Options:", 1)[1] if "Options:" in help_text else ""
    options_part = re.split(r"\n(Positionals:|Subcommands:|Examples:|Exit status:)", options_part)[0]
    got = set()
    for line in options_part.splitlines():
        m = re.match(r"\s+((?:-{1,2}[\w-]+,?)+)", line)
        if m:
            got.update(n for n in m.group(1).split(",") if n)
    got -= {"-h", "--help"}
    if got == want:
        print("%s: %d option names" % (cmd, len(want)))
    else:
        bad = True
        print("%s: missing from --help %s, not in the table %s" % (cmd, sorted(want - got), sorted(got - want)))
sys.exit(1 if bad else 0)
