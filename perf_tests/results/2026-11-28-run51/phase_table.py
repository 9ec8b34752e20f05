#!/usr/bin/env python3
"""Run 51's phase times of the renumbering (experiment builds with KSPMV_REORDER_PHASES: fenced
times printed to stderr) per matrix: rounds, the order (seeds, rounds, keys, sort), P·A·Pᵀ's copy,
the renumbered statistics and the total.   phase_table.py callN/phases.err..."""
import re, sys
for path in sys.argv[1:]:
    print('==', path)
    print(f"{'matrix':28s} {'rounds':>6s} {'order':>7s} {'(rounds)':>8s} {'sort':>6s} {'copy':>7s} {'stats B':>7s} {'total':>7s}  ms")
    name, ph = None, []
    def flush():
        if name and ph:
            d = {}
            for k, v, x in ph: d[k] = d.get(k, 0) + v
            order = sum(v for k, v, x in ph if k.startswith('order'))
            rounds = [x for k, v, x in ph if k == 'order: rounds'][0]
            print(f"{name[:28]:28s} {rounds:6d} {order:7.2f} {d.get('order: rounds',0):8.2f} {d.get('order: sort',0):6.2f} "
                  f"{d.get('reorder: copy rows',0):7.2f} {d.get('setup: statistics of B',0):7.2f} {sum(d.values()):7.2f}")
    for line in open(path):
        m = re.match(r'\[kspmv-bench\] (\S+ ?x?\d*(?: perm)?|\S+):? \d+ x \d+', line)
        m2 = re.match(r'\[kspmv-bench\] (.+?): \d+ x \d+, nnz', line)
        if m2:
            flush(); name, ph = m2.group(1), []
            continue
        p = re.match(r'\[phase\] (.+?)\s+([\d.]+) ms (-?\d+)', line)
        if p: ph.append((p.group(1).strip(), float(p.group(2)), int(p.group(3))))
    flush()
