#!/usr/bin/env python3
"""Setup cost side by side: per matrix and variant, `setup_ms` (and the apply's median ms)
of several kspmv-bench JSON files, e.g. two builds' passes interleaved.

    setup_table.py [--variants automatic,hybrid] LABEL=RUN.json ...
"""
import json, sys


def load(path, variants):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] in variants and v.get('setup_ms') is not None:
                out[(m['name'], v['name'])] = (v['setup_ms'], v.get('median_ms'))
    return out


def main(argv):
    variants = {'automatic'}
    if argv[:1] == ['--variants']:
        variants = set(argv[1].split(','))
        argv = argv[2:]
    if not argv:
        sys.exit(__doc__)
    runs = [(a.split('=', 1)[0], load(a.split('=', 1)[1], variants)) for a in argv]
    print(f"{'matrix':24s} {'variant':18s} " + ' '.join(f'{label:>10s}' for label, _ in runs)
          + '   (setup ms; apply ms of the first and last)')
    for key in runs[0][1]:
        cells = [f"{r[key][0]:10.1f}" if key in r else f"{'-':>10s}" for _, r in runs]
        first, last = runs[0][1][key][1], runs[-1][1].get(key, (None, None))[1]
        apply = f'{first:.4f} {last:.4f}' if first and last else ''
        print(f'{key[0][:24]:24s} {key[1][:18]:18s} ' + ' '.join(cells) + '   ' + apply)


if __name__ == '__main__':
    main(sys.argv[1:])
