# Run 90's tables (tables.txt): n2's host -O0 launch path against -O1, from perf_tests/results/2026-12-02-run90/.
import glob
import statistics
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, gm, launch_costs  # noqa: E402


def launch_cost_ab(a_glob, c_glob):
    a = [launch_costs(p) for p in sorted(glob.glob(a_glob))]
    c = [launch_costs(p) for p in sorted(glob.glob(c_glob))]
    keys = [k for k in a[0] if all(k in t for t in a + c)]
    print('\nn2 kspmv-launch-cost, host_us per apply (median of the passes), -O1 (a) -> host -O0 in kspmv_eti (c)')
    by_launch = {}
    for k in keys:
        ta = statistics.median(t[k] for t in a)
        tc = statistics.median(t[k] for t in c)
        by_launch.setdefault(k[1], []).append((ta, tc))
    print(f'  {"launch":22s} {"-O1 us":>8s} {"-O0 us":>8s} {"O0/O1":>6s}  (medians over {len(keys) // len(by_launch)} matrices)')
    for launch, pairs in by_launch.items():
        ta = statistics.median(p[0] for p in pairs)
        tc = statistics.median(p[1] for p in pairs)
        print(f'  {launch:22s} {ta:8.2f} {tc:8.2f} {gm([p[1] / p[0] for p in pairs]):6.3f}')


print('# n2: host -O0 (run 89 diffs/r89_host_O0.diff) against -O1, same kernels (SASS identical: n2/sass_*.md5)')
launch_cost_ab('n2/lc_a_*.txt', 'n2/lc_c_*.txt')
for name in ['automatic', 'csr_scalar', 'csr_vector', 'csr_load_balance', 'coo_load_balance']:
    ab(f'n2 latency regime, score half, -O1 -> -O0', 'n2/lat_score_a_*.json', 'n2/lat_score_c_*.json', name,
       only_moved=name != 'automatic')
ab('n2 latency regime, fit half, -O1 -> -O0', 'n2/lat_fit_a.json', 'n2/lat_fit_c.json', 'automatic')
ab('n2 latency regime, score half, pass 1 -> pass 2 of -O1 (noise)', 'n2/lat_score_a_1.json',
   'n2/lat_score_a_2.json', 'automatic')

print('\n# n3: the staged kernel storing the empty rows in its own launch (KSPMV_EXP_STAGED_EMPTY=1, e1) against '
      "main's fill or second pass (e0), one binary, alternating")
ab('n3 held out K = 4, e0 -> e1', 'n3/k4_score_e0_*.json', 'n3/k4_score_e1_[12].json', 'automatic')
ab('n3 held out K = 4, pass 1 -> pass 2 of e0 (noise)', 'n3/k4_score_e0_1.json', 'n3/k4_score_e0_2.json',
   'automatic')
ab('n3 fit K = 4, e0 -> e1', 'n3/k4_fit_e0.json', 'n3/k4_fit_e1.json', 'automatic')
ab('n3 held out K = 2, e0 -> e1', 'n3/k2_score_e0.json', 'n3/k2_score_e1.json', 'automatic')
