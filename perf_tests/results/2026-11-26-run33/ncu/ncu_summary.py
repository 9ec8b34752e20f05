import csv,re,sys
def num(s):
    try: return float(s.replace(",",""))
    except: return None
for f in sys.argv[1:]:
    rows=list(csv.reader(open(f)))
    hi=[i for i,r in enumerate(rows) if r and r[0]=="ID"][0]
    h=rows[hi]; units=rows[hi+1]; data=rows[hi+2:]
    idx={k:i for i,k in enumerate(h)}
    print("==",f,len(data))
    for r in data:
        name=r[idx["Kernel Name"]]
        t=num(r[idx["gpu__time_duration.sum"]]) or 0
        if t<30: continue   # us? check units
        m=re.search(r"kspmv::(\w+)",name)
        short=m.group(1) if m else name[:50]
        g=lambda k: num(r[idx[k]])
        st={k.split("stalled_")[1].split("_per")[0]:g(k) for k in h if "stalled" in k}
        top=sorted(st.items(),key=lambda kv:-(kv[1] or 0))[:4]
        ld_req=g("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"); ld_sec=g("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum")
        st_req=g("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"); st_sec=g("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum")
        print(f"{short[:44]:44s} t={t:8.1f} dramR={g('dram__bytes_read.sum')} dramW={g('dram__bytes_write.sum')} L2hit={g('lts__t_sector_hit_rate.pct')} L1hit={g('l1tex__t_sector_hit_rate.pct')} occ={g('sm__warps_active.avg.pct_of_peak_sustained_active')}/{g('sm__maximum_warps_per_active_cycle_pct')} reg={g('launch__registers_per_thread')} grid={g('launch__grid_size')}x{g('launch__block_size')} inst={g('smsp__inst_executed.sum')} issue%={g('smsp__issue_active.avg.pct_of_peak_sustained_active')} ldsec/req={ld_sec/ld_req if ld_req else 0:.1f} ld_req={ld_req} stsec/req={st_sec/st_req if st_req else 0:.1f} st_req={st_req} dram%={g('dram__throughput.avg.pct_of_peak_sustained_elapsed')}")
        print("      stalls:", " ".join(f"{k}={v:.2f}" for k,v in top))
    print("units:", units[idx["gpu__time_duration.sum"]], units[idx["dram__bytes_read.sum"]])
