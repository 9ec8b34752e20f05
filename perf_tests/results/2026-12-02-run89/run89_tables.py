#!/usr/bin/env python3
"""Tables of run 89 (python3 run89_tables.py > tables.txt, from this folder)."""
import glob, json, math, statistics


def times(pattern, algo, rel=False):
    """Median over the files matching `pattern` of algo's time (or time / cuSPARSE's best) per matrix."""
    out = {}
    for f in sorted(glob.glob(pattern)):
        for m in json.load(open(f))["matrices"]:
            for v in m["variants"]:
                if v["name"] == algo and v.get("median_ms"):
                    t = v["median_ms"] / m["cusparse_best_ms"] if rel else v["median_ms"]
                    out.setdefault(m["name"], []).append(t)
    return {k: statistics.median(v) for k, v in out.items()}


def gm(xs):
    xs = list(xs)
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")


def ab(title, a_pat, b_pat, algo, rel=False, only_moved=False):
    a, b = times(a_pat, algo, rel), times(b_pat, algo, rel)
    print(f"\n{title}  ({algo}; {'time / cuSPARSE best' if rel else 'ms'}: before, after, after / before)")
    rs = []
    for k in a:
        if k in b:
            r = b[k] / a[k]
            rs.append(r)
            if not only_moved or abs(r - 1) > 0.02:
                print(f"  {k:30s} {a[k]:8.4f} {b[k]:8.4f} {r:6.3f}")
    print(f"  gm {gm(rs):.3f} over {len(rs)}")


def record(path, algo="automatic"):
    d = json.load(open(path))
    rows = []
    for m in d["matrices"]:
        for v in m["variants"]:
            if v["name"] == algo and v.get("speedup_vs_cusparse_best"):
                rows.append((m["name"], v["median_ms"], v["speedup_vs_cusparse_best"]))
    print(f"\n{path}: {algo} x cuSPARSE best, gm {gm(r for _, _, r in rows):.3f}, "
          f"min {min(rows, key=lambda t: t[2])[2]:.3f} ({min(rows, key=lambda t: t[2])[0]})")
    for n, ms, r in rows:
        print(f"  {n:30s} {ms:8.4f} ms  x{r:.3f}")



print("# n1, n2: main at 70104ce, built on the device machine; the record owed since 13dfcff")
for p in ("n2/score_n.json", "n2/large_n.json", "n1/score_t.json", "n2/large_t.json", "n2/score4.json"):
    record(p)
print("\n# n3: the empty-row warps interleaved among the chunk warps (KSPMV_EXP_EMPTY=3, e3) against the"
      "\n# committed placement after them (e0), one binary, alternating")
ab("n3 held out, e0 -> e3", "n3/ho_e0_*.json", "n3/ho_e3_*.json", "csr_load_balance")
ab("n3 held out, pass 1 -> pass 2 of e0 (noise)", "n3/ho_e0_1.json", "n3/ho_e0_2.json", "csr_load_balance")
ab("n3 fit, e0 -> e3", "n3/fit_e0.json", "n3/fit_e3.json", "csr_load_balance")
ab("n3 large, e0 -> e3", "n3/large_e0.json", "n3/large_e3.json", "csr_load_balance")
