#!/usr/bin/env python3
"""Hostile names and messages for the coverage reports (report-control-bytes.test).

control-report.py corpus DIR
    a corpus whose program names (= directory names) hold an escape sequence,
    a newline starting a Markdown heading and a '|', plus a manifest naming a
    missing source whose name holds an escape sequence and a BEL.
control-report.py evil IN OUT
    IN, a coverage JSON report of a --shard 1/1 run, with every string a
    merge reads back as text made hostile: the corpus, the report's and one
    target's HIP version (which also names HTML attributes and JUnit suites),
    the warp model, the API areas and the stage messages carry a newline
    starting a heading, a '|', raw HTML, quotes, an escape sequence that
    clears a terminal, a BEL and U+009B (a terminal's 8-bit CSI).
control-report.py text FILE...
    fails when a text or Markdown report holds a control byte other than a
    newline, U+009B, or a line the hostile text started.
control-report.py markup FILE...
    fails when an HTML or JUnit report holds a control byte XML 1.0 does not
    allow, or a tag or attribute the hostile text opened."""
import json
import os
import re
import sys

EVIL = '\n# INJECTED | <b>bold</b> "q" \x1b[2J\x07\u009b'
MAIN = '#include <cuda_runtime.h>\nint main() { void *p; cudaMalloc(&p, 4); cudaFree(p); return 0; }\n'


def corpus(d):
    names = ['esc\x1b[31mred', 'nl\n# INJECTED', 'pipe|cell']
    for n in names:
        os.makedirs(os.path.join(d, n))
        open(os.path.join(d, n, 'main.cu'), 'w').write(MAIN)
        open(os.path.join(d, n, 'corpus.yaml'), 'w').write(
            'name: %s\nsources: [main.cu]\n' % json.dumps(n))
    os.makedirs(os.path.join(d, 'bad'))
    open(os.path.join(d, 'bad', 'main.cu'), 'w').write(MAIN)
    open(os.path.join(d, 'bad', 'corpus.yaml'), 'w').write(
        'name: bad\nsources: [main.cu, "gone\\e]0;title\\a.cu"]\n')


def evil(v):
    if isinstance(v, dict):
        return {(k + EVIL if k in ('5.2', 'runtime') else k): evil(x) for k, x in v.items()}
    if isinstance(v, list):
        return [evil(x) for x in v]
    return v


def make_evil(src, dst):
    r = evil(json.load(open(src)))
    r['corpus'] += EVIL
    r['warp_model'] += EVIL
    # Compile requested: a stage not requested is left out of the funnel,
    # and its common skip reason (hostile here) is to reach the funnel's line.
    r['requested']['compile'] = True
    for t in r['hip_targets']:
        if t['hip_version'] == '5.2':
            t['hip_version'] += EVIL
    for p in r['programs']:
        for s in p['stages'].values():
            if s.get('message'):
                s['message'] += EVIL
    json.dump(r, open(dst, 'w'), indent=2)


def check(paths, markup):
    bad = []
    for p in paths:
        data = open(p, 'rb').read()
        allowed = (0x09, 0x0a, 0x0d) if markup else (0x0a,)
        for i, b in enumerate(data):
            if b < 0x20 and b not in allowed:
                bad.append('%s: control byte 0x%02x at offset %d' % (p, b, i))
                break
        text = data.decode('utf-8')
        if markup:
            if '<b>bold' in text or '"q"' in text:
                bad.append('%s: markup from a name' % p)
            for m in re.finditer(r'data-hip-([^=]*)=', text):
                if not re.fullmatch(r'[A-Za-z0-9-]+', m.group(1)):
                    bad.append('%s: attribute name from a name: data-hip-%r' % (p, m.group(1)))
            continue
        if '\u009b' in text or '\x7f' in text:
            bad.append('%s: C1 or DEL' % p)
        for n, line in enumerate(text.split('\n'), 1):
            if line.lstrip('|- ').startswith('# INJECTED'):
                bad.append('%s:%d: a line started by a name: %s' % (p, n, line))
    for b in bad:
        print(b)
    sys.exit(1 if bad else 0)


mode = sys.argv[1]
if mode == 'corpus':
    corpus(sys.argv[2])
elif mode == 'evil':
    make_evil(sys.argv[2], sys.argv[3])
else:
    check(sys.argv[2:], mode == 'markup')
