"""Run 110 tables: n2 (CsriSteps shapes 1-3 over CSRI's windows, same binary, passes alternated) once its
output is unpacked here as n2/ (`tar xzf n2.tar.gz`). `python3 run110_tables.py > tables.txt` here."""
import glob
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, record  # noqa: E402

if __name__ == '__main__':
    print(open('n2/tests_summary.txt').read() if glob.glob('n2/tests_summary.txt') else 'n2: no tests summary')
    for suite in ('scoreN', 'fitN', 'largeN', 'scoreK8'):
        for shape in (1, 2, 3):
            a, b = f'n2/{suite}_*_s0.json', f'n2/{suite}_*_s{shape}.json'
            if glob.glob(a) and glob.glob(b):
                ab(f'n2 {suite}: steps shape {shape} over windows', a, b, 'csr_load_balance')
                if suite in ('scoreN', 'largeN'):
                    ab(f'n2 {suite}: automatic, steps shape {shape} over windows', a, b, 'automatic')
    if glob.glob('n2/scoreN_1_s0.json'):
        print('\nn2 scoreN_1_s0 (windows) against cuSPARSE')
        record('n2/scoreN_1_s0.json')
