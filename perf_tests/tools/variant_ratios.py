#!/usr/bin/env python3
"""Per matrix, the ratio of two variants' median times in kspmv-bench JSON
files, with the row statistics the automatic rule reads.

    variant_ratios.py NUM/DEN [NUM/DEN...] -- FILE.json...

NUM/DEN names variants as the JSON does (ell/ell_full_columns,
hybrid/csr_load_balance, automatic/cusparse_best); cusparse_best is the
matrix's best cuSPARSE time. < 1: NUM is faster. Prints the geometric mean
of each ratio over the matrices that ran both.
"""
import json, math, sys

def main():
    args = sys.argv[1:]
    split = args.index('--')
    pairs = [a.split('/') for a in args[:split]]
    logs = {tuple(p): [] for p in pairs}
    for path in args[split + 1:]:
        data = json.load(open(path))
        for m in data['matrices'] if isinstance(data, dict) else data:
            t = {v['name']: v['median_ms'] for v in m['variants'] if v.get('ran')}
            t['cusparse_best'] = m.get('cusparse_best_ms')
            mean = m['nnz'] / max(1, m['rows'])
            cv = m['row_std'] / mean if mean else 0
            row = f"{m['name'][:26]:26} mean {mean:6.1f} cv {cv:5.2f} scattered {m['scattered_rows']:4.2f}"
            for p in pairs:
                a, b = t.get(p[0]), t.get(p[1])
                if a and b:
                    logs[tuple(p)].append(math.log(a / b))
                    row += f"  {p[0]}/{p[1]} {a / b:6.3f}"
                else:
                    row += f"  {p[0]}/{p[1]}      -"
            print(row)
    for p, l in logs.items():
        if l:
            print(f"geometric mean {p[0]}/{p[1]}: {math.exp(sum(l) / len(l)):.3f} over {len(l)}")

if __name__ == '__main__':
    main()
