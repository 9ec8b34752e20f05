#!/usr/bin/env python3
"""Per variant, base ms / new ms over the matrices two bench runs share (> 1: new faster),
the fastest of each side's passes taken.
usage: pair_variants.py BASE.json[,BASE_PASS2.json] NEW.json[,NEW_PASS2.json] [LABEL] [-v]"""
import json, sys, math
def load(f):
    d = json.load(open(f)); out = {}
    for m in d['matrices']:
        for v in m['variants']:
            if v.get('ran') and v.get('median_ms'):
                out[(m['name'], v['name'])] = (v['median_ms'], v.get('error_ok', True), v.get('chosen'))
    return out
def cmp(base, new, label):
    b = {}; n = {}
    for f in base.split(','):
        for k, v in load(f).items(): b.setdefault(k, []).append(v[0])
    for f in new.split(','):
        for k, v in load(f).items(): n.setdefault(k, []).append(v[0]); 
    bad = [k for f in new.split(',') for k, v in load(f).items() if not v[1]]
    algs = sorted({k[1] for k in n})
    print(f'## {label}  (ratio = base ms / new ms, >1 new faster)')
    for a in algs:
        rs = []
        for k in n:
            if k[1] != a or k not in b: continue
            r = min(b[k]) / min(n[k]); rs.append((r, k[0]))
        if not rs: continue
        g = math.exp(sum(math.log(r) for r, _ in rs) / len(rs))
        print(f'{a:28s} geo {g:.3f}  min {min(rs)[0]:.3f} ({min(rs)[1]})  max {max(rs)[0]:.3f} ({max(rs)[1]})')
        if '-v' in sys.argv:
            for r, m in sorted(rs): print(f'    {m:32s} {r:.3f}')
    if bad: print('ERROR NOT OK:', bad)

if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '-v']
    cmp(args[0], args[1], args[2] if len(args) > 2 else 'new vs base')
