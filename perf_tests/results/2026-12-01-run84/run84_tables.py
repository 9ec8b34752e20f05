"""Run 84's tables from the calls' JSON (python3 run84_tables.py > tables.txt, from this folder)."""
import importlib.util
import os

# The helpers (automatic, ab, held_out) are run 83's; its module prints its own tables on import, so load its
# functions from the source without running the tail.
src = open("../2026-12-01-run83/run83_tables.py").read().split("\nR81 = ")[0]
helpers = {}
exec(compile(src, "run83_tables.py", "exec"), helpers)
ab, held_out = helpers["ab"], helpers["held_out"]

def n0_table(half):
    """Every algorithm on one half of the unreplicated files: time / cuSPARSE's best, mean of n0's two passes."""
    import json, math
    paths = [f"n0/small_{half}_{p}.json" for p in (1, 2)]
    if not all(os.path.exists(p) for p in paths):
        return
    runs = [{m["name"]: m for m in json.load(open(p))["matrices"]} for p in paths]
    cols = ["csr_scalar", "csr_vector", "coo_load_balance", "csr_load_balance", "ell", "sellp", "automatic"]
    others = {"evc_hyb_permuted_y", "kk_native", "kk_merge_path", "automatic"}
    print(f"\n## n0: {half} half, time / cuSPARSE's best (mean of two passes); best = the fastest kspmv kernel")
    print(f"{'matrix':18s} {'nnz':>8s} {'mean':>6s} {'cv':>5s} {'max':>5s} " + " ".join(f"{c[:8]:>8s}" for c in cols) + "  best")
    auto, best = [], []
    for k, m in runs[0].items():
        def ratio(name):
            xs = []
            for r in runs:
                v = {v["name"]: v for v in r[k]["variants"]}.get(name)
                if not v or not v.get("median_ms"):
                    return None
                xs.append(v["median_ms"] / r[k]["cusparse_best_ms"])
            return sum(xs) / len(xs)
        names = [v["name"] for v in m["variants"] if not v["name"].startswith("cusparse") and v["name"] not in others]
        kr = {n: ratio(n) for n in names}
        kr = {n: x for n, x in kr.items() if x is not None}
        b = min(kr, key=kr.get)
        mean = m["nnz"] / m["rows"]
        auto.append(1 / ratio("automatic"))
        best.append(1 / kr[b])
        cells = " ".join(f"{ratio(c):8.2f}" if ratio(c) else f"{'-':>8s}" for c in cols)
        print(f"{k[:18]:18s} {m['nnz']:8d} {mean:6.1f} {m['row_std'] / mean:5.2f} {m['max_row']:5d} {cells}  {b} {kr[b]:.2f}")
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print(f"x cuSPARSE: automatic gm {g(auto):.3f} (min {min(auto):.2f}); best kspmv kernel gm {g(best):.3f} (min {min(best):.2f})")


for half in ("fit", "score"):
    n0_table(half)


R83 = "../2026-12-01-run83"
for K in (4, 3, 2, 1, 8):
    ab(f"n1: floats, 72a333b (small tile) / 2747589, K = {K}",
       [(f"K={K}", f"n1/f{K}_new.json", f"n1/f{K}_old.json", "automatic")])
for K in (3, 2, 1, 8):
    ab(f"n1: doubles, 72a333b / 2747589, K = {K}",
       [(f"K={K}", f"n1/d{K}_new.json", f"n1/d{K}_old.json", "automatic")])
held_out("n2: held out rank 1, N (before: run 83 n3)", "n2/score_n.json", [f"{R83}/n3/score_n.json"])
held_out("n2: held out rank 1, T (before: run 83 n3)", "n2/score_t.json", [f"{R83}/n3/score_t.json"])
held_out("n2: large suite, rank 1, N (before: run 83 n3)", "n2/large_n.json", [f"{R83}/n3/large_n.json"])
held_out("n2: held out K = 4 (before: run 83 n2)", "n2/score4.json", [f"{R83}/n2/score4.json"])
held_out("n2: held out K = 8 (before: run 83 n2)", "n2/score8.json", [f"{R83}/n2/score8.json"])
held_out("n2: held out K = 16 (before: run 83 n3)", "n2/score16.json", [f"{R83}/n3/score16.json"])
held_out("n2: held out K = 32 (before: run 83 n3)", "n2/score32.json", [f"{R83}/n3/score32.json"])
def latency(title, new_paths, old_paths):
    """automatic new / old on the unreplicated files: per matrix the mean over passes of x cuSPARSE (same run)."""
    import json, math
    if not all(os.path.exists(p) for p in new_paths + old_paths):
        return
    def runs(paths):
        out = {}
        for p in paths:
            for m in json.load(open(p))["matrices"]:
                for v in m["variants"]:
                    if v["name"] == "automatic" and v.get("speedup_vs_cusparse_best"):
                        out.setdefault(m["name"], []).append((v["speedup_vs_cusparse_best"], v["median_ms"], v["chosen"]))
        return out
    new, old = runs(new_paths), runs(old_paths)
    print(f"\n## {title}")
    rn, ro = [], []
    for k in new:
        if k not in old:
            continue
        sn = sum(x[0] for x in new[k]) / len(new[k])
        so = sum(x[0] for x in old[k]) / len(old[k])
        tn = sum(x[1] for x in new[k]) / len(new[k])
        to = sum(x[1] for x in old[k]) / len(old[k])
        rn.append(sn)
        ro.append(so)
        mark = "" if new[k][0][2] == old[k][0][2] else f"  ({old[k][0][2]} -> {new[k][0][2]})"
        print(f"{k:20s} x cuSPARSE new {sn:.3f} old {so:.3f}  new/old time {tn / to:.3f}{mark}")
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print(f"gm new {g(rn):.3f} (min {min(rn):.3f}, below 0.8: {sum(x < 0.8 for x in rn)})  "
          f"old {g(ro):.3f} (min {min(ro):.3f}, below 0.8: {sum(x < 0.8 for x in ro)})  of {len(rn)}")


for mode in ("N", "T"):
    for half in ("score", "fit"):
        latency(f"n2: latency regime, {half} half, mode {mode}: automatic 72a333b / 2747589 (two passes)",
                [f"n2/lat_{half}_{mode}_new_{p}.json" for p in (1, 2)],
                [f"n2/lat_{half}_{mode}_old_{p}.json" for p in (1, 2)])


def forced(title, paths):
    """automatic beside the four latency candidates in one process: x cuSPARSE, and the pick / the best of the four."""
    import json, math
    if not all(os.path.exists(p) for p in paths):
        return
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    cand = ("csr_scalar", "csr_vector", "csr_load_balance", "coo_load_balance")
    print(f"\n## {title}")
    per = {}
    for p in paths:
        for m in json.load(open(p))["matrices"]:
            vs = {v["name"]: v for v in m["variants"] if v.get("median_ms")}
            a = vs["automatic"]
            c = {k: vs[k]["median_ms"] for k in cand if k in vs}
            best = min(c, key=c.get)
            per.setdefault(m["name"], []).append(
                (a["speedup_vs_cusparse_best"], c[a["chosen"]] / c[best] if a["chosen"] in c else None, a["chosen"], best))
    for k, v in per.items():
        print(f"{k:20s} pick {v[0][2]:17s} x cuSPARSE " + " ".join(f"{x[0]:.3f}" for x in v) +
              "  pick / best of four " + " ".join(f"{x[1]:.2f} ({x[3]})" if x[1] else "-" for x in v))
    a = [x[0] for v in per.values() for x in v]
    r = [x[1] for v in per.values() for x in v if x[1]]
    below = sum(1 for v in per.values() if sum(x[0] for x in v) / len(v) < 0.8)
    print(f"automatic x cuSPARSE gm {g(a):.3f} (min {min(a):.3f}; files below 0.8: {below} of {len(per)}); "
          f"pick / best of four gm {g(r):.3f}")


for call, tree in (("n4", "72a333b"), ("n5", "9518628")):
    for half in ("score", "fit"):
        forced(f"{call}: latency regime, {half} half, mode N, candidates forced in one process ({tree}, two passes)",
               [f"{call}/forced_{half}_N_{p}.json" for p in (1, 2)])
forced("n3: latency regime, score half, mode T, candidates forced in one process (72a333b, two passes)",
       [f"n3/forced_score_T_{p}.json" for p in (1, 2)])
forced("n3: latency regime, fit half, mode T, candidates forced in one process (72a333b, two passes)",
       [f"n3/forced_fit_T_{p}.json" for p in (1, 2)])
forced("n5: latency regime, score half, mode T, candidates forced in one process (9518628, one pass)",
       ["n5/forced_score_T_1.json"])
for half in ("score",):
    latency("n3: latency regime, score half, mode N: automatic 72a333b / 2747589, old first (two passes)",
            [f"n3/lat_score_N_new_{p}.json" for p in (1, 2)], [f"n3/lat_score_N_old_{p}.json" for p in (1, 2)])
    latency("n3: latency regime, fit half, mode N: automatic 72a333b / 2747589, old first (two passes)",
            [f"n3/lat_fit_N_new_{p}.json" for p in (1, 2)], [f"n3/lat_fit_N_old_{p}.json" for p in (1, 2)])
    latency("n4: latency regime, score half, mode N: 72a333b / 2747589, host thread pinned (taskset -c 3, three passes)",
            [f"n4/pinned_score_N_new_{p}.json" for p in (1, 2, 3)], [f"n4/pinned_score_N_old_{p}.json" for p in (1, 2, 3)])
held_out("n5: held out rank 1, N at 9518628 (before: n2)", "n5/score_n.json", ["n2/score_n.json"])
held_out("n5: held out rank 1, T at 9518628 (before: n2)", "n5/score_t.json", ["n2/score_t.json"])
held_out("n5: large suite, rank 1, N at 9518628 (before: n2)", "n5/large_n.json", ["n2/large_n.json"])
held_out("n5: held out K = 4 at 9518628 (before: n2)", "n5/score4.json", ["n2/score4.json"])
held_out("n5: held out K = 8 at 9518628 (before: n2)", "n5/score8.json", ["n2/score8.json"])


for call in ("n1", "n5"):
    p = f"{call}/tests_summary.txt"
    if os.path.exists(p):
        print(f"\n## {call}: CUDA tests\n" + open(p).read().rstrip())
