#!/usr/bin/env python3
"""Tables of run 88 (python3 run88_tables.py > tables.txt, from this folder)."""
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


print("# n1: warps that stored nothing (host-only num_empty() on the device): the bound of the gain")
ab("n1 held out, e0 -> e1 (bound)", "n1/score_e0_*.json", "n1/score_e1_*.json", "csr_load_balance")
ab("n1 large, e0 -> e1 (bound)", "n1/large_e0*.json", "n1/large_e1*.json", "csr_load_balance")
print("\n# n2: the fixed warps; e0 second pass (before), e1 warps after the chunks, e2 before them")
for e in (1, 2):
    ab(f"n2 held out, e0 -> e{e}", "n2/score_e0_*.json", f"n2/score_e{e}_*.json", "csr_load_balance")
    ab(f"n2 large, e0 -> e{e}", "n2/large_e0*.json", f"n2/large_e{e}*.json", "csr_load_balance")
    ab(f"n2 fit, e0 -> e{e}", "n2/fit_e0*.json", f"n2/fit_e{e}*.json", "csr_load_balance")
ab("n2 held out K = 4, e0 -> e1", "n2/k4_e0.json", "n2/k4_e1.json", "csr_load_balance")
for h in ("score", "fit"):
    for a in ("csr_load_balance", "automatic"):
        ab(f"n2 latency {h} half, e0 -> e1, moved > 2%", f"n2/lat_{h}_e0_*.json", f"n2/lat_{h}_e1_*.json",
           a, rel=True, only_moved=True)
print("\n# n3: 788c7e5 (the old kernel: the edit was not applied), n4: 13dfcff")
for p in ("n3/score_n.json", "n3/large_n.json", "n4/score_n.json", "n4/large_n.json"):
    if glob.glob(p):
        record(p)
