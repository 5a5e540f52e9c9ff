# Checks that the five formats of one coverage run report the same funnel:
# for each stage, the programs reaching it (count and percentage) and the
# passed / failed / needs-library / skipped counts read from the text,
# Markdown, HTML and JUnit reports must equal the JSON summary's, and every
# format must show exactly the stages named by --stages (a stage not
# requested is absent everywhere).
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
    print("formats agree")
    return 0


sys.exit(main(sys.argv[1:]))
