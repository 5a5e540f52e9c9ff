"""Compares two coverage JSON reports program by program: each stage's status
and each width's run and verify status must agree. Prints one line per
program that differs and a summary; exit 1 when any differs."""
import json
import sys


def verdicts(path):
    out = {}
    for p in json.load(open(path))['programs']:
        v = {s: p['stages'][s]['status'] for s in ('translate', 'run', 'verify')}
        for w in p.get('waves', []):
            v['wave%d' % w['wave']] = (w['run']['status'], w['verify']['status'])
        out[p['name']] = v
    return out


a, b = verdicts(sys.argv[1]), verdicts(sys.argv[2])
bad = 0
for name in sorted(set(a) | set(b)):
    if a.get(name) != b.get(name):
        print('%s: %s vs %s' % (name, a.get(name), b.get(name)))
        bad += 1
ran = sum(1 for v in a.values() if v.get('wave32', ('',))[0] == 'passed' and v.get('wave64', ('',))[0] == 'passed')
print('%d programs, %d ran at wave32 and wave64; %d differ' % (len(a), ran, bad))
sys.exit(1 if bad else 0)
