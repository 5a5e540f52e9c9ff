#!/usr/bin/env python3
"""Every repository path a document names exists.

    check-doc-paths.py ROOT DOC...

A path is a word that starts with one of ROOT's top-level directories (lib/,
include/, docs/...) or with cu2hip/ (a public header, under include/); <Name>
and * stand for any name. Bare file names and build outputs (build/...) are not
paths here. Prints each missing one as DOC:LINE: PATH does not exist; exit 1.
"""
import glob
import os
import re
import sys

root, docs = sys.argv[1], sys.argv[2:]
tops = sorted(d for d in os.listdir(root)
              if os.path.isdir(os.path.join(root, d)) and not d.startswith((".", "build")))
word = re.compile(r"(?<![\w./#$~-])((?:%s|cu2hip)/[\w./<>*+-]*)" % "|".join(map(re.escape, tops)))
missing = 0
for doc in docs:
    with open(doc, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            for path in word.findall(line):
                path = path.rstrip(".,:")
                if path.startswith("cu2hip/"):
                    path = "include/" + path
                pattern = re.sub(r"<[^>/]*>", "*", path)
                if not glob.glob(os.path.join(root, pattern)):
                    print("%s:%d: %s does not exist" % (doc, number, path))
                    missing += 1
sys.exit(1 if missing else 0)
