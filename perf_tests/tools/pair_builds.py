#!/usr/bin/env python3
"""Two builds (or two settings) of kspmv-bench on the same matrices: per variant, the
geometric mean of base ms / new ms (> 1: new faster), with its extremes; -v lists every
matrix. Each side may name several passes (comma-separated JSON files): the fastest median
of each side is taken, so that a slow outlier pass does not decide. Variants whose result
failed its error check in a new pass are listed last as ERROR.

    pair_builds.py BASE.json[,BASE_PASS2.json] NEW.json[,NEW_PASS2.json] [LABEL] [-v]
"""
import json, math, sys


def load(path):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v.get('ran') and v.get('median_ms'):
                out[(m['name'], v['name'])] = (v['median_ms'], v.get('error_ok', True))
    return out


def fastest(paths):
    best, failed = {}, []
    for p in paths.split(','):
        for k, (ms, ok) in load(p).items():
            best[k] = min(ms, best.get(k, ms))
            if not ok:
                failed.append(k)
    return best, failed


def main(argv):
    verbose = '-v' in argv
    args = [a for a in argv if a != '-v']
    if len(args) < 2:
        sys.exit(__doc__)
    base, _ = fastest(args[0])
    new, failed = fastest(args[1])
    print(f"## {args[2] if len(args) > 2 else 'new vs base'}  (ratio = base ms / new ms, >1 new faster)")
    for variant in sorted({k[1] for k in new}):
        rs = sorted((base[k] / new[k], k[0]) for k in new if k[1] == variant and k in base)
        if not rs:
            continue
        g = math.exp(sum(math.log(r) for r, _ in rs) / len(rs))
        print(f'{variant:28s} geo {g:.3f}  min {rs[0][0]:.3f} ({rs[0][1]})  max {rs[-1][0]:.3f} ({rs[-1][1]})')
        if verbose:
            for r, m in rs:
                print(f'    {m:32s} {r:.3f}')
    if failed:
        print('ERROR (error check failed in a new pass):', failed)


if __name__ == '__main__':
    main(sys.argv[1:])
