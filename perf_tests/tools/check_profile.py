#!/usr/bin/env python3
"""Recomputes the performance profile of a `kspmv-bench --profile DIR` run from
its raw data and compares it with what the bench wrote.

    check_profile.py DIR

From ratios.csv (matrix, kernel, status, time_ms): per matrix the best time of
the kernels whose status is "ok", each kernel's ratio to it (infinity where the
kernel failed the check, was skipped or is absent), then rho_k(tau) =
|{m : r(m,k) <= tau}| / |M| ([TOPC20] eq. 8) at every tau of profile.csv.
Also checks that each rho is in [0, 1] and nondecreasing in tau, that some
kernel has ratio 1 on every matrix where any kernel ran correctly, and that
roofline.csv's % of copy bandwidth follows from its bytes, time and copy
bandwidth. Standard library only. Exit status 0 when everything agrees.
"""
import csv
import math
import os
import sys

PROFILE_DIGITS = 1e-6 / 2  # profile.csv prints rho with %.6f
RELATIVE = 1e-9            # ratios.csv prints %.17g; roofline.csv %.6g is checked at 1e-5


def read_csv(directory, name):
    with open(os.path.join(directory, name), newline='') as f:
        return list(csv.DictReader(f))


def recomputed_ratios(rows):
    """{(matrix, kernel): ratio} and the matrix and kernel order of ratios.csv."""
    matrices, kernels, best = [], [], {}
    for r in rows:
        if r['matrix'] not in matrices:
            matrices.append(r['matrix'])
        if r['kernel'] not in kernels:
            kernels.append(r['kernel'])
        if r['status'] == 'ok':
            t = float(r['time_ms'])
            best[r['matrix']] = min(best.get(r['matrix'], math.inf), t)
    ratio = {}
    for r in rows:
        ok = r['status'] == 'ok'
        t = float(r['time_ms'])
        ratio[(r['matrix'], r['kernel'])] = t / best[r['matrix']] if ok else math.inf
    return ratio, matrices, kernels


def close(a, b, rel):
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= rel * max(abs(a), abs(b))


def check(directory):
    problems = []
    ratio_rows = read_csv(directory, 'ratios.csv')
    ratio, matrices, kernels = recomputed_ratios(ratio_rows)
    if len(ratio) != len(matrices) * len(kernels):
        problems.append('ratios.csv: %d rows, expected %d matrices x %d kernels' %
                        (len(ratio), len(matrices), len(kernels)))
    for r in ratio_rows:
        if not close(float(r['ratio']), ratio[(r['matrix'], r['kernel'])], RELATIVE):
            problems.append('ratios.csv: %s on %s: ratio %s, recomputed %r' % (
                r['kernel'], r['matrix'], r['ratio'], ratio[(r['matrix'], r['kernel'])]))
    for m in matrices:
        ratios = [ratio[(m, k)] for k in kernels]
        if any(math.isfinite(x) for x in ratios) and min(ratios) != 1.0:
            problems.append('%s: no kernel has ratio 1' % m)
        if not any(math.isfinite(x) for x in ratios):
            print('note: no kernel ran correctly on %s (it counts as infinity for all)' % m)

    profile_rows = read_csv(directory, 'profile.csv')
    profile_kernels = [k for k in profile_rows[0].keys() if k != 'tau'] if profile_rows else []
    if profile_kernels != kernels:
        problems.append('profile.csv kernels %s differ from ratios.csv %s' %
                        (profile_kernels, kernels))
    previous = {}
    for row in profile_rows:
        tau = float(row['tau'])
        for k in profile_kernels:
            written = float(row[k])
            within = sum(ratio.get((m, k), math.inf) <= tau for m in matrices)
            expected = within / len(matrices)
            if abs(written - expected) > PROFILE_DIGITS:
                problems.append('profile.csv: %s at tau %s: %s, recomputed %.6f' %
                                (k, row['tau'], row[k], expected))
            if not 0 <= written <= 1:
                problems.append('profile.csv: %s at tau %s: %s outside [0, 1]' %
                                (k, row['tau'], row[k]))
            if written < previous.get(k, 0):
                problems.append('profile.csv: %s decreases at tau %s' % (k, row['tau']))
            previous[k] = written
    if profile_rows and not any(float(profile_rows[0][k]) > 0 for k in profile_kernels):
        problems.append('profile.csv: no kernel has rho(1) > 0')

    roofline_rows = read_csv(directory, 'roofline.csv')
    for r in roofline_rows:
        seconds = float(r['time_ms']) * 1e-3
        pct = 100 * float(r['roofline_bytes']) / seconds / 1e9 / float(r['copy_gbs'])
        if not close(float(r['pct_copy_bw']), pct, 1e-5):
            problems.append('roofline.csv: %s on %s: pct_copy_bw %s, recomputed %.6g' %
                            (r['kernel'], r['matrix'], r['pct_copy_bw'], pct))
        if not math.isfinite(ratio.get((r['matrix'], r['kernel']), math.inf)):
            problems.append('roofline.csv: %s on %s is not an ok result' %
                            (r['kernel'], r['matrix']))
    ok_results = sum(math.isfinite(x) for x in ratio.values())
    if len(roofline_rows) != ok_results:
        problems.append('roofline.csv: %d points, ratios.csv has %d ok results' %
                        (len(roofline_rows), ok_results))

    for p in problems:
        print('MISMATCH ' + p)
    print('%s: %d matrices, %d kernels, %d tau values, %d roofline points: %s' %
          (directory, len(matrices), len(kernels), len(profile_rows), len(roofline_rows),
           'all agree' if not problems else '%d problem(s)' % len(problems)))
    return not problems


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(0 if check(sys.argv[1]) else 1)


if __name__ == '__main__':
    main()
