"""Every rule has its row and its lit test.

  check-rule-tests.py RULES_LISTING TEST_DIR RULES_SOURCE_DIR

RULES_LISTING is the output of `cu2hip rules` (the rows of lib/Rules/Rules.def).
A rule is tested when a file or directory under TEST_DIR (Inputs/ left out) has
a name that starts with the rule's name: test/rules/cub-namespace.cu,
test/rules/argument-casts-void-pointer.cu, test/user-rules/. Every factory
`std::unique_ptr<Rule> createXRule()` defined under RULES_SOURCE_DIR must be
the factory of a row of Rules.def (a rule file without its row never runs).
Prints what is missing; exits 1 if anything is.
"""
import os
import re
import sys

listing, test_dir, rules_dir = sys.argv[1:4]
names = [line.split()[0] for line in open(listing) if line.strip()]
problems = []
if not names:
    problems.append("`cu2hip rules` listed no rule")

entries = []
for root, dirs, files in os.walk(test_dir):
    dirs[:] = [d for d in dirs if d != "Inputs"]
    entries += dirs + files
for name in names:
    if not any(e.startswith(name) for e in entries):
        problems.append(f"rule '{name}' has no lit test (a file or directory under test/ named {name}*)")

table = open(os.path.join(rules_dir, "Rules.def")).read()
registered = set(re.findall(r"^RULE\(\"[^\"]+\",\s*(\w+)", table, re.M))
for root, _, files in os.walk(rules_dir):
    for f in files:
        if not f.endswith(".cpp"):
            continue
        text = open(os.path.join(root, f)).read()
        for factory in re.findall(r"^std::unique_ptr<Rule>\s+(\w+)\(\)\s*\{", text, re.M):
            if factory not in registered:
                problems.append(f"{os.path.relpath(os.path.join(root, f), rules_dir)}: {factory} has no row in Rules.def")

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
