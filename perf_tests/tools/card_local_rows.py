#!/usr/bin/env python3
"""Fits and scores TuningTable::ell_local_min_peak_gbs: on which cards the rank-1 local-rows clause of the
automatic rule (ELL / SELL-P for rows that read x near their neighbours' and pad ELL's warps little) beats
the CSR load balance.

    card_local_rows.py --fit FIT.json... --score SCORE.json...

Each JSON: a kspmv-bench --json file of y = Ax with every kernel forced (ell, sellp, csr_load_balance at
least). The files the bound decides are those the clause alone takes, found from the file's statistics with
nvidia_tuning's thresholds (mirrored below: change both together), whatever rule the binary had. Per card
(the JSON's device line) and file: the clause's pick (ELL, or SELL-P where ELL would store more than
ell_local_max_fill slots an entry) against csr_load_balance. The fit files put the bound between the cards
where the clause loses and those where it wins; the score files then show the rule with the bound against
the rule without, and against cuSPARSE's best.
"""
import argparse, json, math

PEAK_GBS = {'H100 80GB HBM3': 3352, 'H200': 4917}  # memory clock x bus width x 2 (compat::peak_dram_gbs)
# nvidia_tuning (src/core/tuning.hpp): ell_max_fill, ell_max_spread, ell_min_mean, ell_local_max_slice_fill,
# ell_local_max_cv, ell_local_max_fill, hybrid_min_scattered, csr_row_len_limit; the bandwidth regime from
# latency_nnz_per_resident_thread x 132 SMs x 2048 threads.
T = dict(ell_max_fill=1.1, ell_max_spread=0.2, ell_min_mean=8.0, ell_local_max_slice_fill=1.5,
         ell_local_max_cv=0.4, ell_local_max_fill=2.6, hybrid_min_scattered=0.86, csr_row_len_limit=512,
         bandwidth_nnz=4.0 * 132 * 2048)


def card(device):
    for name, peak in PEAK_GBS.items():
        if name in device:
            return name, peak
    return device, 0


def clause_pick(m):
    """'ell' or 'sellp' where the local-rows clause alone takes m, else None (DIA and BSR, which come first
    in the rule, take none of these files)."""
    rows, nnz = m['rows'], m['nnz']
    if not rows or nnz < T['bandwidth_nnz']:
        return None
    mean = nnz / rows
    cv = m['row_std'] / mean
    fill = m['max_row'] * rows / nnz
    if fill <= T['ell_max_fill'] or (cv <= T['ell_max_spread'] and mean >= T['ell_min_mean']):
        return None  # ELL by another clause
    if not (m['scattered_rows'] < T['hybrid_min_scattered'] and m['slice_fill'] <= T['ell_local_max_slice_fill']
            and cv <= T['ell_local_max_cv'] and m['max_row'] <= T['csr_row_len_limit']):
        return None
    return 'sellp' if fill > T['ell_local_max_fill'] else 'ell'


def clause_files(paths):
    out = []
    for p in paths:
        d = json.load(open(p))
        name, peak = card(d.get('device', ''))
        for m in d['matrices']:
            t = {v['name']: v['median_ms'] for v in m['variants'] if v.get('ran') and v.get('median_ms')}
            pick = clause_pick(m)
            if not pick or pick not in t or 'csr_load_balance' not in t:
                continue
            out.append(dict(card=name, peak=peak, matrix=m['name'], pick=pick, pick_ms=t[pick],
                            csr_ms=t['csr_load_balance'], cusparse_ms=m.get('cusparse_best_ms')))
    return out


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fit', nargs='+', required=True)
    ap.add_argument('--score', nargs='*', default=[])
    a = ap.parse_args()
    fit = clause_files(a.fit)
    print('fit: the clause\'s pick / csr_load_balance (> 1: the CSR load balance leads)')
    for f in fit:
        print(f"  {f['card']:16s} {f['peak']:5d} GB/s  {f['matrix']:24s} {f['pick']:8s} {f['pick_ms'] / f['csr_ms']:.3f}")
    loses = [f['peak'] for f in fit if f['pick_ms'] > f['csr_ms']]
    wins = [f['peak'] for f in fit if f['pick_ms'] <= f['csr_ms']]
    if loses and wins and max(loses) < min(wins):
        bound = math.sqrt(max(loses) * min(wins))
        print(f'bound: between {max(loses)} (the clause loses) and {min(wins)} (it wins): {bound:.0f} GB/s')
    else:
        bound = None
        print(f'no bound separates the cards: loses at {sorted(set(loses))}, wins at {sorted(set(wins))}')
    if bound is None or not a.score:
        return
    score = clause_files(a.score)
    print(f'\nscore (never fitted on), bound {bound:.0f} GB/s: time with the bound / time without, and xCUSP')
    for c in sorted({f['card'] for f in score}):
        rows = [f for f in score if f['card'] == c]
        ratios, before, after = [], [], []
        for f in rows:
            new = f['csr_ms'] if 0 < f['peak'] < bound else f['pick_ms']
            ratios.append(new / f['pick_ms'])
            cusp = ''
            if f['cusparse_ms']:  # benches run without cuSPARSE leave it out
                before.append(f['cusparse_ms'] / f['pick_ms'])
                after.append(f['cusparse_ms'] / new)
                cusp = f'  xCUSP {before[-1]:.3f} -> {after[-1]:.3f}'
            print(f"  {c:16s} {f['matrix']:24s} {f['pick']:6s} -> "
                  f"{'csr_load_balance' if new != f['pick_ms'] else 'the same':16s} {new / f['pick_ms']:.3f}{cusp}")
        print(f'  {c}: gm time {gm(ratios):.3f} over {len(rows)} files' +
              (f', xCUSP {gm(before):.3f} -> {gm(after):.3f}' if before else ''))


if __name__ == '__main__':
    main()
