"""Run 59's tables from the JSON of c2 and c4 (run from this folder):
  python3 run59_tables.py prefetch      > prefetch.txt
  python3 run59_tables.py multivector   > multivector.txt
prefetch: CSRI variants' time over the committed kernel's (csr_load_balance
forced, same process kind, c2). multivector: automatic against cuSPARSE's best
SpMM at K = 8 / 32 on the H200 (c4), and against run 43's H100 record."""
import json, math, os, sys

def load(path, name):
    out = {}
    for m in json.load(open(path))["matrices"]:
        for v in m["variants"]:
            if v["name"] == name and v.get("median_ms"):
                out[m["name"]] = (v, m)
    return out

def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))

def prefetch():
    for suite, variants in (("fit", ["pf4", "pf3", "base3", "pf4b", "baseb"]), ("score", ["pf4", "pf3"])):
        base = load(f"c2/{suite}_base.json", "csr_load_balance")
        data = {v: load(f"c2/{suite}_{v}.json", "csr_load_balance") for v in variants}
        print(f"== {suite}: time / committed kernel's (base ms)")
        print(f"{'matrix':30s} {'base ms':>8s} " + " ".join(f"{v:>7s}" for v in variants))
        for k, (b, _) in base.items():
            print(f"{k:30s} {b['median_ms']:8.4f} " +
                  " ".join(f"{data[v][k][0]['median_ms'] / b['median_ms']:7.3f}" for v in variants))
        print(f"{'geometric mean':30s} {'':8s} " + " ".join(
            f"{gm([data[v][k][0]['median_ms'] / b['median_ms'] for k, (b, _) in base.items()]):7.3f}" for v in variants))
        print()
    # c1: four copies of the committed bench (the variants were rebuilt from source): the noise
    base = load("c1/fit_base.json", "csr_load_balance")
    rs = [load(f"c1/fit_{v}.json", "csr_load_balance") for v in ("pf4", "pf3", "base3")]
    spread = [r[k][0]["median_ms"] / base[k][0]["median_ms"] for r in rs for k in base]
    print(f"c1 (same binary four times, fit suite): ratios {min(spread):.3f}-{max(spread):.3f}")

def multivector():
    run43 = "../2026-11-27-run43/call3"
    for name in ("score_auto8", "large_auto8", "score_auto32"):
        now = load(f"c4/{name}.json", "automatic")
        old = load(f"{run43}/{name}.json", "automatic") if os.path.exists(f"{run43}/{name}.json") else {}
        print(f"== {name}: automatic on the H200 at 9a66722 (c4); H100 = run 43 (f7d37cc)")
        print(f"{'matrix':28s} {'chosen':17s} {'ms':>8s} {'%copy':>6s} {'xCUSP':>6s} {'H100 ms':>8s} {'H200/H100':>9s} {'cuSP H200/H100':>14s}")
        xs = []
        for k, (v, m) in now.items():
            x = v["speedup_vs_cusparse_best"]
            xs.append(x)
            o = old.get(k)
            ratio = f"{v['median_ms'] / o[0]['median_ms']:9.2f}" if o else f"{'-':>9s}"
            cusp = f"{m['cusparse_best_ms'] / o[1]['cusparse_best_ms']:14.2f}" if o else f"{'-':>14s}"
            print(f"{k:28s} {v['chosen']:17s} {v['median_ms']:8.4f} {v['pct_copy_bandwidth']:6.1f} {x:6.3f} "
                  f"{o[0]['median_ms'] if o else float('nan'):8.4f} {ratio} {cusp}")
        print(f"geometric mean xCUSP {gm(xs):.3f}, min {min(xs):.3f}, below 1.0: {sum(x < 1 for x in xs)} of {len(xs)}\n")

{"prefetch": prefetch, "multivector": multivector}[sys.argv[1]]()
