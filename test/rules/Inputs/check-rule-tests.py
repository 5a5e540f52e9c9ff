"""Every rule has its row and its lit test, and a rule test proves the rule.

  check-rule-tests.py RULES_LISTING TEST_DIR RULES_SOURCE_DIR

RULES_LISTING is the output of `cu2hip rules` (the rows of lib/Rules/Rules.def).

- Every rule has its lit test under TEST_DIR/rules/<area>/, where <area> is
  the directory of the rule's source under lib/Rules, lowercased: a lit test
  (.cu, .cuh, .cpp, .test; Inputs/ left out) whose name starts with the
  rule's name. lib/Rules/Libraries/CubNamespaceRule.cpp is tested by
  test/rules/libraries/cub-namespace.cu, rule argument-casts by
  test/rules/arguments/argument-casts-void-pointer.cu. A test elsewhere under
  TEST_DIR (test/real-world, test/user-rules, ...) does not count.
- Every factory `std::unique_ptr<Rule> createXRule()` defined under
  RULES_SOURCE_DIR must be the factory of a row of Rules.def (a rule file
  without its row never runs).
- At the top of test/rules there is no rule test, every directory there
  (Inputs/ aside) is an area, and a test named after a rule is in that rule's
  area.
- Each lit test under TEST_DIR/rules/<area>/ has a negative control: a RUN line
  that switches its rule off with --select-rules=-<rule> (and checks that the
  rewrite is then missing). A test named after a rule switches that rule off;
  one named after none (launch-kernel-api.cu) switches off a rule of its area.

Prints what is missing; exits 1 if anything is.
"""
import os
import re
import sys

LIT_SUFFIXES = (".cu", ".cuh", ".cpp", ".test")

listing, test_dir, rules_dir = sys.argv[1:4]
names = [line.split()[0] for line in open(listing) if line.strip()]
problems = []
if not names:
    problems.append("`cu2hip rules` listed no rule")

table = open(os.path.join(rules_dir, "Rules.def")).read()
rows = dict((factory, rule) for rule, factory in re.findall(r"^RULE\(\"([^\"]+)\",\s*(\w+)", table, re.M))
area = {}  # rule name -> lowercased directory of its source under lib/Rules
for root, _, files in os.walk(rules_dir):
    for f in files:
        if not f.endswith(".cpp"):
            continue
        text = open(os.path.join(root, f)).read()
        rel = os.path.relpath(os.path.join(root, f), rules_dir)
        for factory in re.findall(r"^std::unique_ptr<Rule>\s+(\w+)\(\)\s*\{", text, re.M):
            if factory not in rows:
                problems.append(f"{rel}: {factory} has no row in Rules.def")
            elif os.sep in rel:
                area[rows[factory]] = rel.split(os.sep)[0].lower()
areas = set(area.values())
rules_tests = os.path.join(test_dir, "rules")


def lit_tests(base):
    """The lit test files under base, Inputs/ left out: (path, file name)."""
    for root, dirs, files in os.walk(base):
        dirs[:] = sorted(x for x in dirs if x != "Inputs")
        for f in sorted(files):
            if f.endswith(LIT_SUFFIXES):
                yield os.path.join(root, f), f


for name in names:
    d = area.get(name)
    if d and any(f.startswith(name) for _, f in lit_tests(os.path.join(rules_tests, d))):
        continue
    where = f"test/rules/{d}/" if d else "test/rules/<area>/ (its lib/Rules directory, lowercased)"
    problems.append(f"rule '{name}' has no lit test (a test named {name}* under {where})")


def rules_named(file_name):
    return [n for n in names if file_name.startswith(n)]


def switched_off(path):
    """The rules a RUN line of the test switches off (--select-rules=...,-NAME,...)."""
    off = set()
    for line in open(path, errors="replace"):
        if "RUN:" not in line:
            continue
        for arg in re.findall(r"--select-rules[= ](\S+)", line):
            off.update(item[1:] for item in arg.split(",") if item.startswith("-"))
    return off


if os.path.isdir(rules_tests):
    for entry in sorted(os.listdir(rules_tests)):
        full = os.path.join(rules_tests, entry)
        rel = os.path.join("test", "rules", entry)
        if entry == "Inputs":
            continue
        if os.path.isdir(full):
            if entry not in areas:
                problems.append(f"{rel}/: not the area of any rule (lowercased directories of lib/Rules: {', '.join(sorted(areas))})")
            continue
        named = rules_named(entry)
        if named or entry.endswith((".cu", ".cuh", ".cpp")):
            where = " or ".join(f"test/rules/{area[n]}/" for n in named if n in area) or "test/rules/<area>/"
            problems.append(f"{rel}: a rule test belongs in {where}")
    for d in sorted(areas):
        base = os.path.join(rules_tests, d)
        if not os.path.isdir(base):
            continue
        for path, f in lit_tests(base):
            rel = os.path.join("test", os.path.relpath(path, test_dir))
            off = switched_off(path)
            named = rules_named(f)
            for n in named:
                if n in area and area[n] != d:
                    problems.append(f"{rel}: rule '{n}' is under lib/Rules/ area '{area[n]}': the test belongs in test/rules/{area[n]}/")
                if n not in off:
                    problems.append(f"{rel}: no negative control: no RUN line switches '{n}' off (--select-rules=-{n})")
            if not named and not any(area.get(r) == d for r in off):
                problems.append(f"{rel}: no negative control: no RUN line switches off (--select-rules=-NAME) a rule of lib/Rules area '{d}'")

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
