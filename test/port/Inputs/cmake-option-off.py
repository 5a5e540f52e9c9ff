#!/usr/bin/env python3
"""Prints the CMake script a compat-style port wrote as CMake reads it with
its build option OFF: `if(OPT)` blocks keep only their else() part (one
indentation level less), option(OPT ...) goes; blank lines go too (the
original's, with grep -v '^ *$', compare with it). Comparing the result with the
original script shows what the CUDA build sees changed, without a CUDA
toolkit to configure it.
   cmake-option-off.py SCRIPT OPT"""
import re
import sys

text = open(sys.argv[1]).read().splitlines()
opt = sys.argv[2]
out = []
# One frame per open if(): "opt-if" (skipping), "opt-else" (keeping, dedented)
# or "other" (an if() of the script's own, kept).
stack = []
for line in text:
    s = line.strip()
    keeping = all(f != "opt-if" for f in stack)
    if s == "if(%s)" % opt:
        stack.append("opt-if")
        continue
    if re.match(r"if\s*\(", s):
        stack.append("other")
    elif s == "else()" and stack and stack[-1] == "opt-if":
        stack[-1] = "opt-else"
        continue
    elif re.match(r"endif\s*\(", s):
        frame = stack.pop()
        if frame != "other":
            continue
    if not keeping or s == "":
        continue
    if s.startswith("option(%s " % opt):
        continue
    dedent = 2 * sum(1 for f in stack if f == "opt-else")
    if line[:dedent].strip() == "":
        line = line[dedent:]
    out.append(line)
print("\n".join(out))
