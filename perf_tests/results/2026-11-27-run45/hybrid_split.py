# hybrid's ELL width and A's loads (run 45 call 3): python3 hybrid_split.py FILE.json...
import json,sys,math
Q=['hybrid','hybrid_q0.10','hybrid_q0.50','hybrid_q0.67','hybrid_q0.80','hybrid_q0.90']
for f in sys.argv[1:]:
    d=json.load(open(f)); print('==',f)
    print(f"{'matrix':27s} {'scat':>5s} "+' '.join(f"{q[7:] or '0.33':>6s}" for q in Q)+"  hybS/hybC  csri  csriS  csriC   auto   cusp")
    for m in d['matrices']:
        v={x['name']:(x.get('median_ms') or float('nan')) for x in m['variants']}
        cus=m.get('cusparse_best_ms') or float('nan')
        print(f"{m['name'][:27]:27s} {m['scattered_rows']:5.2f} "+' '.join(f"{v.get(q,float('nan')):6.4f}" for q in Q)+f"  {v.get('hybrid_streaming_loads',0)/v.get('hybrid_cached_loads',1):5.3f}  {v['csr_load_balance']:.4f} {v['csr_load_balance_streaming_loads']:.4f} {v['csr_load_balance_cached_loads']:.4f} {v['automatic']:.4f} {cus:.4f}")
