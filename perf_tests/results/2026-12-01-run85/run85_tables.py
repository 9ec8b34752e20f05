"""Run 85's tables from the calls' outputs (python3 run85_tables.py > tables.txt, from this folder)."""
import json
import math
import os
import sys

g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")


def load(path):
    return {m["name"]: m for m in json.load(open(path))["matrices"]} if os.path.exists(path) else None


def times(m):
    return {v["name"]: v["median_ms"] for v in m["variants"] if v.get("median_ms")}


def chosen(m, name="automatic"):
    for v in m["variants"]:
        if v["name"] == name:
            return v.get("chosen", "")
    return ""


def candidates_table(title, paths, cols):
    """Each candidate's time / cuSPARSE's best (mean over the passes), automatic's pick and the best."""
    runs = [load(p) for p in paths]
    runs = [r for r in runs if r]
    if not runs:
        return
    print(f"\n## {title}: time / cuSPARSE's best, mean of {len(runs)} pass(es)")
    print(f"{'matrix':22s} {'nnz':>8s} {'max':>5s} " + " ".join(f"{c[:9]:>9s}" for c in cols) + "  automatic picks / best")
    auto, best, auto_best = [], [], []
    for k, m in runs[0].items():
        def ratio(name):
            xs = [times(r[k]).get(name) / r[k]["cusparse_best_ms"] for r in runs if k in r and times(r[k]).get(name)]
            return sum(xs) / len(xs) if xs else None
        rs = {c: ratio(c) for c in cols}
        kern = {c: x for c, x in rs.items() if x is not None and c != "automatic"}
        b = min(kern, key=kern.get)
        a = rs.get("automatic")
        if a:
            auto.append(1 / a)
            auto_best.append(a / kern[b])
        best.append(1 / kern[b])
        cells = " ".join(f"{rs[c]:9.2f}" if rs[c] else f"{'-':>9s}" for c in cols)
        print(f"{k[:22]:22s} {m['nnz']:8d} {m['max_row']:5d} {cells}  {chosen(m)[:16]} / {b[:16]}")
    print(f"x cuSPARSE: automatic gm {g(auto):.3f} (min {min(auto):.2f}); best candidate gm {g(best):.3f}; "
          f"automatic / best candidate gm {g(auto_best):.3f} (max {max(auto_best):.2f})")


def ab_table(title, new_path, old_path, name):
    """kspmv time new / old per matrix for one variant (processes apart: large matrices only)."""
    new, old = load(new_path), load(old_path)
    if not new or not old:
        return
    print(f"\n## {title}: {name}, new / old time")
    rs = []
    for k, m in new.items():
        if k not in old:
            continue
        tn, to = times(m).get(name), times(old[k]).get(name)
        if tn and to:
            rs.append(tn / to)
            print(f"{k[:30]:30s} {m['nnz']:9d} {to:8.4f} -> {tn:8.4f}  {tn / to:5.3f}")
    print(f"gm {g(rs):.3f}, range {min(rs):.3f}-{max(rs):.3f}")


def main_n3():
    lat = ["csr_scalar", "csr_vector", "csr_load_balance", "coo_load_balance", "automatic"]
    for half in ("score", "fit"):
        candidates_table(f"n3: latency candidates, {half} half (one launch for beta = 0)", [f"n3/lat_{half}_{p}.json" for p in (1, 2)], lat)
    for name in ("mid_fit", "mid_score", "mid15_fit", "mid15_score"):
        candidates_table(f"n3: {name}", [f"n3/{name}.json"], lat)
    ab_table("n3: held-out replicated (20M+)", "n3/big_score_new.json", "n3/big_score_old.json", "coo_load_balance")
    ab_table("n3: large suite", "n3/big_large_new.json", "n3/big_large_old.json", "coo_load_balance")


def main_n1():
    lat = ["csr_scalar", "csr_vector", "csr_load_balance", "coo_load_balance", "automatic"]
    for name in ("mid_fit", "mid_score", "mid2_fit"):
        candidates_table(f"n1: {name} (main's kernels; two passes)", [f"n1/{name}_{p}.json" for p in (1, 2)], lat)


def main_n2():
    lat = ["csr_scalar", "csr_vector", "csr_load_balance", "coo_load_balance", "automatic"]
    for half in ("score", "fit"):
        candidates_table(f"n2: latency candidates, {half} half (one-launch COO, first form)", [f"n2/lat_{half}_{p}.json" for p in (1, 2)], lat)
    ab_table("n2: held-out replicated (20M+)", "n2/big_score_new.json", "n2/big_score_old.json", "coo_load_balance")
    ab_table("n2: large suite", "n2/big_large_new.json", "n2/big_large_old.json", "coo_load_balance")
    ab_table("n2: large suite", "n2/big_large_new.json", "n2/big_large_old.json", "hybrid")


def record(name, before):
    """automatic against cuSPARSE's best: gm and worst, here and in run 84's n5."""
    def ratios(p):
        out = {}
        for m in json.load(open(p))["matrices"]:
            for v in m["variants"]:
                if v["name"] == "automatic" and v.get("median_ms"):
                    out[m["name"]] = m["cusparse_best_ms"] / v["median_ms"]
        return out
    a, b = ratios(f"n3/{name}.json"), ratios(before)
    w = min(a, key=a.get)
    print(f"{name:8s} n3 gm {g(list(a.values())):.3f} min {a[w]:.3f} ({w}) | run 84 n5 gm {g(list(b.values())):.3f} min {min(b.values()):.3f}")


if __name__ == "__main__":
    main_n1()
    main_n2()
    main_n3()
    ab_table("n4: held-out replicated (20M+), one launch bounded to 6 blocks", "n4/big_score_new.json", "n4/big_score_old.json", "coo_load_balance")
    ab_table("n4: large suite, one launch bounded to 6 blocks", "n4/big_large_new.json", "n4/big_large_old.json", "coo_load_balance")
    print("\n## n3: the record, automatic x cuSPARSE's best (held out rank 1 N, T; large suite N; held out K = 4)")
    for name in ("score_n", "score_t", "large_n", "score4"):
        record(name, f"../2026-12-01-run84/n5/{name}.json")
