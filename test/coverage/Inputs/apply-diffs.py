# apply-diffs.py REPORT.json WORK_DIR: applies each file's "diff" from a
# coverage report to the original file and checks that the result is the
# translated file written in WORK_DIR/<program>/src/ (a strict unified-diff
# applier: every context and removed line must match where the hunk says).
import json
import os
import re
import sys


def lines(text):
    return text.splitlines(keepends=True)


def apply(original, diff):
    src = lines(original)
    out = []
    pos = 0  # lines of src consumed
    d = lines(diff)
    assert d[0].startswith("--- ") and d[1].startswith("+++ "), "bad header"
    i = 2
    while i < len(d):
        m = re.match(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@\n", d[i])
        assert m, "bad hunk header: %r" % d[i]
        old_start, old_count = int(m.group(1)), int(m.group(2) or 1)
        new_count = int(m.group(4) or 1)
        start = old_start - 1 if old_count else old_start
        assert start >= pos, "hunks out of order"
        out += src[pos:start]
        pos = start
        i += 1
        seen_old = seen_new = 0
        while i < len(d) and not d[i].startswith("@@"):
            tag, text = d[i][0], d[i][1:]
            if i + 1 < len(d) and d[i + 1].startswith("\\ No newline at end of file"):
                text = text[:-1] if text.endswith("\n") else text
                skip = 2
            else:
                skip = 1
            if tag in " -":
                assert src[pos] == text, "mismatch at line %d: %r != %r" % (pos + 1, src[pos], text)
                pos += 1
                seen_old += 1
            if tag in " +":
                out.append(text)
                seen_new += 1
            i += skip
        assert (seen_old, seen_new) == (old_count, new_count), "hunk counts do not match"
    out += src[pos:]
    return "".join(out)


report = json.load(open(sys.argv[1]))
checked = 0
for p in report["programs"]:
    for f in p["files"]:
        original = open(os.path.join(p["dir"], f["path"]), newline="").read()
        translated = open(os.path.join(sys.argv[2], p["name"], "src", f["path"]), newline="").read()
        if not f["diff"]:
            assert original == translated, "%s/%s changed without a diff" % (p["name"], f["path"])
            continue
        assert apply(original, f["diff"]) == translated, "%s/%s: diff does not give the output" % (p["name"], f["path"])
        checked += 1
print("diffs applied: %d" % checked)
