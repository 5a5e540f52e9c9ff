# Checks that the five formats of one coverage run report the same funnel:
# for each stage, the programs reaching it (count and percentage) and the
# passed / failed / needs-library / skipped counts read from the text,
# Markdown, HTML and JUnit reports must equal the JSON summary's, and every
# format must show exactly the stages named by --stages (a stage not
# requested is absent everywhere). With a target list or the CPU backend,
# the per-target and per-width figures and each program's cells must agree
# as well (check_extra).
#
# usage: check-formats-agree.py --stages translate,run,verify JSON TEXT MD HTML JUNIT
# Prints one line per stage ("translate: reached 8/8 (100.0%), passed 8, ...")
# and "formats agree"; exits 1 naming the first disagreement.
import html
import json
import re
import sys
import xml.etree.ElementTree as ET

STAGES = ["translate", "compile", "run", "verify"]


def fail(msg):
    print("DISAGREE: " + msg)
    sys.exit(1)


def pct(n, of):
    return "%.1f" % (100.0 * n / of if of else 0.0)


def counts_from_text(programs, reached, rest, sep):
    """The figures of one stage's line: "passed 2, failed 1, ..." or "skipped: why"."""
    c = {"reached": reached, "passed": 0, "failed": 0, "needs_library": 0, "skipped": 0}
    rest = rest.strip()
    if rest.startswith("skipped:"):
        c["skipped"] = programs
        return c
    for part in rest.split(sep):
        m = re.match(r"\s*(passed|failed|needs library|skipped) (\d+)\s*$", part)
        if m:
            c[m.group(1).replace(" ", "_")] = int(m.group(2))
    return c


def from_json(path):
    with open(path) as f:
        s = json.load(f)["summary"]
    out = {}
    for name, st in s["stages"].items():
        if "%.1f" % st["pct_reached"] != pct(st["reached"], s["programs"]):
            fail("json: %s pct_reached %s for %d/%d" % (name, st["pct_reached"], st["reached"], s["programs"]))
        out[name] = {k: st[k] for k in ("reached", "passed", "failed", "needs_library", "skipped")}
    return s["programs"], out


def from_text(path, programs):
    lines = open(path, encoding="utf-8").read().split("\n")
    start = next(i for i, l in enumerate(lines) if l.startswith("Programs reaching each stage"))
    out = {}
    for l in lines[start + 1:]:
        m = re.match(r"  (\w+)\s+\S+\s+(\d+)/(\d+)\s+([\d.]+)%\s+(.*)$", l)
        if not m:
            break
        name, reached, of, p, rest = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
        if of != programs or p != pct(reached, of):
            fail("text: %s shows %d/%d %s%%" % (name, reached, of, p))
        out[name] = counts_from_text(programs, reached, rest, ",")
    return out


def from_md(path, programs):
    out = {}
    for l in open(path, encoding="utf-8"):
        cells = [c.strip() for c in l.strip().strip("|").split("|")]
        if len(cells) < 6 or cells[0] not in STAGES:
            continue
        name = cells[0]
        c = {"passed": int(cells[2]), "failed": int(cells[3]), "needs_library": int(cells[4]),
             "skipped": int(cells[5])}
        m = re.match(r"(\d+)/(\d+) \(([\d.]+)%\)$", cells[1])
        if m:
            c["reached"] = int(m.group(1))
            if int(m.group(2)) != programs or m.group(3) != pct(c["reached"], programs):
                fail("md: %s shows %s" % (name, cells[1]))
        elif cells[1].startswith("skipped:"):
            c["reached"] = 0
        else:
            fail("md: %s: cannot read %r" % (name, cells[1]))
        out[name] = c
    return out


def from_html(path, programs):
    doc = open(path, encoding="utf-8").read()
    sec = re.search(r'<section id="stages">(.*?)</section>', doc, re.S)
    if not sec:
        fail("html: no stages section")
    out = {}
    for m in re.finditer(r'<div class="stage" data-stage="(\w+)" data-reached="(\d+)">(.*?)</div></div>\n',
                         sec.group(1)):
        name, reached, body = m.group(1), int(m.group(2)), m.group(3)
        fig = re.search(r'<div class="figure">(\d+)/(\d+) \(([\d.]+)%\)</div>', body)
        if not fig or int(fig.group(1)) != reached or int(fig.group(2)) != programs or \
                fig.group(3) != pct(reached, programs):
            fail("html: %s figure disagrees with data-reached %d" % (name, reached))
        cnt = re.search(r'<div class="counts">(.*)$', body, re.S)
        out[name] = counts_from_text(programs, reached, html.unescape(cnt.group(1)), "\u00b7")
        # The bar's segments: one per count, each as wide as its share.
        for cls, key in (("reached", "reached"), ("failed", "failed"), ("needs-library", "needs_library"),
                         ("skipped", "skipped")):
            seg = re.search(r'<span class="seg %s" style="width:([\d.]+)%%"' % cls, body)
            n = out[name][key]
            if (seg is None) != (n == 0) or (seg and "%.2f" % (100.0 * n / programs) != seg.group(1)):
                fail("html: %s bar segment %s disagrees with %d" % (name, cls, n))
    return out


def from_junit(path, programs):
    out = {}
    for suite in ET.parse(path).getroot().iter("testsuite"):
        m = re.match(r"coverage\.(\w+)$", suite.get("name"))
        if not m or m.group(1) not in STAGES:
            continue
        cases = suite.findall("testcase")
        if int(suite.get("tests")) != programs or len(cases) != programs:
            fail("junit: %s has %s tests" % (m.group(1), suite.get("tests")))
        c = {"passed": 0, "failed": 0, "needs_library": 0, "skipped": 0}
        for case in cases:
            if case.find("failure") is not None:
                c["failed"] += 1
            elif case.find("skipped") is not None:
                lib = case.find("skipped").get("message").startswith("needs-library:")
                c["needs_library" if lib else "skipped"] += 1
            else:
                c["passed"] += 1
        if int(suite.get("failures")) != c["failed"] or \
                int(suite.get("skipped")) != c["skipped"] + c["needs_library"]:
            fail("junit: %s attributes disagree with its test cases" % m.group(1))
        out[m.group(1)] = c
    return out


# --- Per-target and per-width figures -----------------------------------------
# With a target list (--hip-version A,B,...) every format shows, per target,
# the programs translated and the compile counts, and per program a
# translate/compile cell; with the CPU backend, per width the programs that
# ran, verified, failed and were not run, and per program the width's outcome
# (ok, wrong, FAIL, -). JUnit cannot tell "wrong" from "FAIL" (both are a
# <failure>): its outcomes are compared as ok / failed / -.

TARGET_KEYS = ("translated", "passed", "failed", "needs_library", "skipped")
ICONS = {"\u2705": "passed", "\u274c": "failed", "\u2796": "skipped", "\U0001f4e6": "needs-library"}
SHORT = {"ok": "passed", "FAIL": "failed", "-": "skipped", "needs-lib": "needs-library"}


def extra_from_json(path):
    with open(path) as f:
        doc = json.load(f)
    s = doc["summary"]
    targets = {v: {"translated": t["translate"]["passed"], "passed": t["compile"]["passed"],
                   "failed": t["compile"]["failed"], "needs_library": t["compile"]["needs_library"],
                   "skipped": t["compile"]["skipped"]} for v, t in s.get("targets", {}).items()}
    waves = {int(w): dict(x) for w, x in s["waves"].items()}
    cells = {}
    for p in doc["programs"]:
        c = {}
        for v, t in p.get("targets", {}).items():
            c["hip " + v] = (t["translate"]["status"], t["compile"]["status"])
        for w in waves:
            run = [x for x in p["waves"] if x["wave"] == w]
            c["wave%d" % w] = "-" if not run else "ok" if run[0]["verify"]["status"] == "passed" else \
                "wrong" if run[0]["run"]["status"] == "passed" else "FAIL"
        cells[p["name"]] = c
    return targets, waves, cells


def target_counts(programs, translated, rest, sep):
    c = counts_from_text(programs, 0, rest, sep)
    del c["reached"]
    c["translated"] = translated
    return c


def extra_from_text(path, programs, names, targets, waves):
    lines = open(path, encoding="utf-8").read().split("\n")
    t, w, cells = {}, {}, {}
    for l in lines:
        m = re.match(r"  (\S+)\s+translate\s+(\d+)/(\d+)\s+compile\s+(.*)$", l)
        if m:
            rest = re.sub(r"\s*\([^)]*\)", "", m.group(4))  # "needs library 1 (hipBLAS)"
            n = re.match(r"\s*(\d+)/(\d+)\s+([\d.]+)%,?(.*)$", rest)
            if n:
                c = target_counts(programs, int(m.group(2)), "passed %s,%s" % (n.group(1), n.group(4)), ",")
            else:
                c = target_counts(programs, int(m.group(2)), rest, ",")
            t[m.group(1)] = c
        for m in re.finditer(r"wave(\d+): ran (\d+), verified (\d+)/\d+(?:, failed (\d+))?(?:, not run (\d+))?", l):
            w[int(m.group(1))] = {"ran": int(m.group(2)), "verified": int(m.group(3)),
                                  "failed": int(m.group(4) or 0), "skipped": int(m.group(5) or 0)}
        words = l.split()
        if l.startswith("  ") and words and words[0] in names and len(words) >= 6 + len(waves) + len(targets):
            c, i = {}, 6
            for x in sorted(waves):
                c["wave%d" % x] = words[i]
                i += 1
            for v in targets:
                tr, co = words[i].split("/")
                c["hip " + v] = (SHORT[tr], SHORT[co])
                i += 1
            cells[words[0]] = c
    return t, w, cells


def md_int(cell):
    return int(cell.split()[0])


def extra_from_md(path, programs, names, targets, waves):
    t, w, cells = {}, {}, {}
    for l in open(path, encoding="utf-8"):
        cols = [c.strip() for c in l.strip().strip("|").split("|")]
        if len(cols) == 7 and cols[0] in targets:
            t[cols[0]] = {"translated": int(cols[1].split("/")[0]), "passed": int(cols[2].split("/")[0]),
                          "failed": md_int(cols[3]), "needs_library": md_int(cols[4]), "skipped": md_int(cols[5])}
        m = re.match(r"wave(\d+)$", cols[0])
        if m and len(cols) == 5:
            w[int(m.group(1))] = {"ran": int(cols[1]), "verified": int(cols[2].split("/")[0]),
                                  "failed": int(cols[3]), "skipped": int(cols[4])}
        if cols[0].replace("\\_", "_") in names and len(cols) >= 6 + len(waves) + len(targets):
            c, i = {}, 6
            for x in sorted(waves):
                c["wave%d" % x] = cols[i]
                i += 1
            for v in targets:
                icons = [ICONS[ch] for ch in cols[i] if ch in ICONS]
                c["hip " + v] = tuple(icons)
                i += 1
            cells[cols[0].replace("\\_", "_")] = c
    return t, w, cells


def extra_from_html(path, programs, names, targets, waves):
    doc = open(path, encoding="utf-8").read()
    t, w, cells = {}, {}, {}
    for m in re.finditer(r'<tr data-hip="([^"]*)">(.*?)</tr>', doc):
        tds = [html.unescape(re.sub(r"<[^>]*>", "", x)) for x in re.findall(r"<td[^>]*>(.*?)</td>", m.group(2))]
        t[html.unescape(m.group(1))] = {"translated": int(tds[1].split("/")[0]), "passed": int(tds[2].split("/")[0]),
                                        "failed": int(tds[3]), "needs_library": md_int(tds[4]),
                                        "skipped": int(tds[5])}
    sec = re.search(r'<table id="waves">(.*?)</table>', doc, re.S)
    for m in re.finditer(r"<tr><td>wave(\d+)</td>(.*?)</tr>", sec.group(1) if sec else ""):
        tds = re.findall(r"<td[^>]*>(.*?)</td>", m.group(2))
        w[int(m.group(1))] = {"ran": int(tds[0]), "verified": int(tds[1].split("/")[0]),
                              "failed": int(tds[2]), "skipped": int(tds[3])}
    for m in re.finditer(r'<tbody class="prog" data-name="([^"]*)".*?<tr class="row">(.*?)</tr>', doc, re.S):
        tds = re.findall(r"<td[^>]*>(.*?)</td>", m.group(2))
        c, i = {}, 9
        for v in targets:
            c["hip " + v] = tuple(re.findall(r'class="st ([\w-]+)"', tds[i]))
            i += 1
        for x in sorted(waves):
            c["wave%d" % x] = html.unescape(re.sub(r"<[^>]*>", "", tds[i]))
            i += 1
        cells[html.unescape(m.group(1))] = c
    return t, w, cells


def extra_from_junit(path, programs, names, targets, waves):
    t, w, cells = {}, {}, {n: {} for n in names}
    def status(case):
        if case.find("failure") is not None:
            return "failed"
        sk = case.find("skipped")
        if sk is not None:
            return "needs-library" if sk.get("message").startswith("needs-library:") else "skipped"
        return "passed"
    for suite in ET.parse(path).getroot().iter("testsuite"):
        name = suite.get("name")
        m = re.match(r"coverage\.hip-(.+)\.(translate|compile)$", name)
        if m:
            v, st = m.group(1), m.group(2)
            c = t.setdefault(v, {"translated": 0, "passed": 0, "failed": 0, "needs_library": 0, "skipped": 0})
            for case in suite.findall("testcase"):
                s = status(case)
                prev = cells[case.get("name")].get("hip " + v, ("", ""))
                cells[case.get("name")]["hip " + v] = (s, prev[1]) if st == "translate" else (prev[0], s)
                if st == "translate":
                    c["translated"] += s == "passed"
                else:
                    c[s.replace("-", "_")] += 1
        m = re.match(r"coverage\.wave(\d+)$", name)
        if m:
            x = int(m.group(1))
            c = {"verified": 0, "failed": 0, "skipped": 0}
            for case in suite.findall("testcase"):
                s = status(case)
                cells[case.get("name")]["wave%d" % x] = {"passed": "ok", "failed": "failed", "skipped": "-"}[s]
                c[{"passed": "verified", "failed": "failed", "skipped": "skipped"}[s]] += 1
            if int(suite.get("failures")) != c["failed"] or int(suite.get("skipped")) != c["skipped"]:
                fail("junit: wave%d attributes disagree with its test cases" % x)
            w[x] = c
    return t, w, cells


def check_extra(paths, programs):
    targets, waves, cells = extra_from_json(paths[0])
    names = list(cells)
    readers = [("text", extra_from_text), ("md", extra_from_md), ("html", extra_from_html),
               ("junit", extra_from_junit)]
    for (fmt, read), path in zip(readers, paths[1:]):
        t, w, c = read(path, programs, names, list(targets), waves)
        if sorted(t) != sorted(targets):
            fail("%s shows HIP targets %s, the JSON summary %s" % (fmt, ",".join(t), ",".join(targets)))
        for v in targets:
            for k in TARGET_KEYS:
                if t[v][k] != targets[v][k]:
                    fail("%s: HIP %s %s is %d, the JSON summary says %d" % (fmt, v, k, t[v][k], targets[v][k]))
        if sorted(w) != sorted(waves):
            fail("%s shows widths %s, the JSON summary %s" % (fmt, sorted(w), sorted(waves)))
        for x in waves:
            for k, n in w[x].items():
                if n != waves[x][k]:
                    fail("%s: wave%d %s is %d, the JSON summary says %d" % (fmt, x, k, n, waves[x][k]))
        for name in names:
            want = dict(cells[name])
            if fmt == "junit":
                want = {k: (v if k.startswith("hip") else {"wrong": "failed", "FAIL": "failed"}.get(v, v))
                        for k, v in want.items()}
            if (targets or waves) and c.get(name) != want:
                fail("%s: program %s shows %s, the JSON report %s" % (fmt, name, c.get(name), want))
    for v in targets:
        x = targets[v]
        print("hip %s: translated %d, compiled %d, failed %d, needs library %d, skipped %d" %
              (v, x["translated"], x["passed"], x["failed"], x["needs_library"], x["skipped"]))
    for x in sorted(waves):
        print("wave%d: ran %d, verified %d, failed %d, not run %d" %
              (x, waves[x]["ran"], waves[x]["verified"], waves[x]["failed"], waves[x]["skipped"]))
    if targets or waves:
        print("per-program cells agree: %d programs" % len(names))


def main(argv):
    if len(argv) != 7 or argv[0] != "--stages":
        print(__doc__ or "usage: check-formats-agree.py --stages S,S JSON TEXT MD HTML JUNIT")
        return 2
    want = argv[1].split(",")
    programs, js = from_json(argv[2])
    others = {"text": from_text(argv[3], programs), "md": from_md(argv[4], programs),
              "html": from_html(argv[5], programs), "junit": from_junit(argv[6], programs)}
    for fmt, got in [("json", js)] + list(others.items()):
        if list(got) != want:
            fail("%s shows stages %s, not %s" % (fmt, ",".join(got), ",".join(want)))
    for name in want:
        for fmt, got in others.items():
            for k, v in got[name].items():
                if v != js[name][k]:
                    fail("%s: %s %s is %d, the JSON summary says %d" % (fmt, name, k, v, js[name][k]))
        st = js[name]
        print("%s: reached %d/%d (%s%%), passed %d, failed %d, needs library %d, skipped %d" %
              (name, st["reached"], programs, pct(st["reached"], programs), st["passed"], st["failed"],
               st["needs_library"], st["skipped"]))
    check_extra(argv[2:], programs)
    print("formats agree")
    return 0


sys.exit(main(sys.argv[1:]))
