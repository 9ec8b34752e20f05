#!/usr/bin/env python3
"""Streaming / cached time per kernel and matrix from kspmv-bench JSON run with
--load-variants (SpmvOptions::matrix_loads), with the rule's input: x's and y's
bytes over A's, S*(n + m) / ((S + I)*nnz), for double values and int32 indices.

    load_variants.py FILE.json...

Prints one row per matrix, then the geometric mean per kernel and file.
"""
import json
import math
import sys

KERNELS = ["csr_load_balance", "ell", "sellp", "hybrid"]


def main(files):
    for path in files:
        logs = {k: [] for k in KERNELS}
        for m in json.load(open(path))["matrices"]:
            v = {x["name"]: x for x in m["variants"]}
            share = 8.0 * (m["cols"] + m["rows"]) / (12.0 * m["nnz"])
            cells = []
            for k in KERNELS:
                c, s = v.get(k + "_cached_loads"), v.get(k + "_streaming_loads")
                if c and s and c.get("median_ms") and s.get("median_ms"):
                    r = s["median_ms"] / c["median_ms"]
                    logs[k].append(math.log(r))
                    cells.append(f"{k} {r:.3f}")
            if cells:
                print(f"{path}: {m['name'][:28]:28} share {share:.3f}  " + "  ".join(cells))
        for k, l in logs.items():
            if l:
                print(f"{path}: geometric mean {k} {math.exp(sum(l) / len(l)):.3f} over {len(l)}")


if __name__ == "__main__":
    main(sys.argv[1:])
