# Run 99 n1: time of `automatic` with X read by __ldg (ldg) over the same tree without it (base), per
# held-out matrix and job (N, T rank 1; K = 4, 8 rank 2, LayoutLeft), same call; geometric means; then
# base's picks and times where the two differ most. Usage: python3 run99_tables.py > tables.txt
import json, math
def times(f):
    out = {}
    for m in json.load(open(f))['matrices']:
        for v in m['variants']:
            if v['name'] == 'automatic': out[m['name']] = (v['median_ms'], v['chosen'])
    return out
jobs = ['N_1', 'N_2', 'T_1', 'k4_1', 'k8_1', 'k8_2']
T = {j: (times(f'n1/{j}_base.json'), times(f'n1/{j}_ldg.json')) for j in jobs}
names = list(T['N_1'][0])
print('# ldg / base time; last columns: the pick at N and at K = 4 (both binaries pick alike)')
print('%-26s' % 'matrix' + ''.join('%9s' % j for j in jobs))
for n in names:
    assert all(T[j][0][n][1] == T[j][1][n][1] for j in jobs)
    print('%-26s' % n[:26] + ''.join('%9.3f' % (T[j][1][n][0] / T[j][0][n][0]) for j in jobs),
          T['N_1'][0][n][1], T['k4_1'][0][n][1])
print('%-26s' % 'gm' + ''.join('%9.3f' % math.exp(sum(math.log(T[j][1][n][0] / T[j][0][n][0]) for n in names) / len(names)) for j in jobs))
print()
print('# base: ms and pick')
for j in ['N_1', 'T_1', 'k4_1', 'k8_1']:
    print(j, ', '.join('%s %.4f %s' % (n.split()[0], *T[j][0][n]) for n in names
                       if n.split()[0] in ('web-NotreDame', 'Chem97Zt', 'wave', 'kmnist_norm_10NN')))
