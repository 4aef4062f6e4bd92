#!/usr/bin/env bash
# Start-up speed of every command against a program that does nothing
# (crates/cli/examples/noop.rs, built with the same release profile: fat LTO, one
# codegen unit, panic=abort, strip; both ordinary position-independent
# executables linked against the system's libraries).
#
# Wall time: interleaved rounds (A B A B …, not all of A then all of B:
# this machine drifts); in each round hyperfine times a batch of RUNS
# starts of the no-op, then of the baseline (if given), then of this
# build, per command. Each batch gives a median; the table shows, per
# command, the median over the rounds of (command / no-op). Instructions
# come from valgrind's callgrind (perf stat counts none in this
# container), one start (steady from run to run); peak RSS and minor page
# faults from /usr/bin/time, the median of 9 starts.
#
#   bash bench/startup.sh                   # this build
#   bash bench/startup.sh /tmp/old/rulecard # this build and a baseline
#   ROUNDS=7 RUNS=400 bash bench/startup.sh # more on a noisy machine
#
# Budget: every command <= 2.0x the no-op, lookups included (a query that
# finds nothing is shown too: its suggestions), peak RSS <= 3x the
# no-op's. Lookups alone against a baseline: bench/lookup-vs.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-}
if [ -n "$base" ] && [ ! -x "$base" ]; then
  echo "bench/startup.sh: the baseline $base is not a program this user may run" >&2
  exit 2
fi
rounds=${ROUNDS:-5}
runs=${RUNS:-300}
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
bash bench/build.sh
export NO_COLOR=1 COLUMNS=80 LANG=C RULECARD_HOME=$(mktemp -d)
# Where cargo put the build: CARGO_TARGET_DIR when set.
rel=${CARGO_TARGET_DIR:-target}/release
noop=$rel/examples/noop
new=$rel/rulecard
commands=(
  "rules makatsu gleichstand --lang de"
  "rules makao vrouw --lang nl"
  "rules maumau Bube auf Bube --lang de"
  "rules makao xyzzyq --lang nl"
  "mistakes makatsu --lang de"
  "numbers makao --lang nl"
  "judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1 --lang de"
  "judge makao --top 8c --hand '8h Qs 3c 9c' --lang nl"
  "check makatsu weisst-du-es-noch Ben --lang en"
  "setup makao --players 4 --lang nl"
  "quiz makatsu --list --lang de"
  "sheet makatsu --lang de"
  "stats --lang en"
)
out=$(mktemp -d)
bins=("$noop")
[ -n "$base" ] && bins+=("$base")
bins+=("$new")

# One start's instructions (millions), peak RSS (MB) and minor page faults.
measure() { # BIN ARGS…
  local ir rss
  # (A query that finds nothing exits with 2: measured all the same.)
  ir=$(eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null $*" 2>&1 >/dev/null |
    awk '/refs:/ {gsub(",", "", $NF); print $NF}' || true)
  # Peak RSS and faults: the median of 9 starts (by RSS). Where the loader
  # puts libc moves with each start, and with it which 64 KB windows its
  # pages fall in: one start may be 0.15 MB off either way, the no-op's too.
  rss=$(for _ in 1 2 3 4 5 6 7 8 9; do
    eval "/usr/bin/time -f '%M %R' $*" 2>&1 >/dev/null | grep -E '^[0-9]+ [0-9]+$' || true
  done | sort -n | sed -n 5p)
  echo "$ir $rss"
}
if command -v valgrind >/dev/null; then
  measure "$noop" >"$out/noop.static"
  for i in "${!commands[@]}"; do
    [ -n "$base" ] && measure "$base" "${commands[$i]}" >"$out/$i.base.static"
    measure "$new" "${commands[$i]}" >"$out/$i.new.static"
  done
fi

for r in $(seq "$rounds"); do
  for i in "${!commands[@]}"; do
    args=("$noop")
    [ -n "$base" ] && args+=("$base ${commands[$i]}")
    args+=("$new ${commands[$i]}")
    hyperfine -N -i --warmup 20 --runs "$runs" --export-json "$out/$r.$i.json" "${args[@]}" >/dev/null 2>&1
  done
done

python3 - "$out" "$rounds" "${#commands[@]}" "${base:+1}" "${commands[@]}" <<'PY'
import json, os, statistics, sys
d, rounds, n, has_base = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
names = sys.argv[5:]
def static(name):
    p = os.path.join(d, name)
    if not os.path.exists(p):
        return None, None, None
    ir, rss, faults = open(p).read().split()
    return int(ir) / 1e6, int(rss) / 1024, int(faults)
noop_ir, noop_rss, noop_pf = static("noop.static")
noop_ms = []
rows = []
for i in range(n):
    rb, rn = [], []
    for r in range(1, rounds + 1):
        res = json.load(open(os.path.join(d, f"{r}.{i}.json")))["results"]
        med = [x["median"] for x in res]
        noop_ms.append(med[0] * 1e3)
        if has_base:
            rb.append(med[1] / med[0])
        rn.append(med[-1] / med[0])
    rows.append((names[i], statistics.median(rb) if rb else None, statistics.median(rn),
                 static(f"{i}.base.static"), static(f"{i}.new.static")))
f = lambda v, s: "–" if v is None else s.format(v)
print(f"\nno-op: median {statistics.median(noop_ms):.3f} ms a start; "
      f"{f(noop_ir, '{:.2f}')} M instructions; peak RSS {f(noop_rss, '{:.1f}')} MB; "
      f"{f(noop_pf, '{}')} minor page faults")
print(f"{rounds} interleaved rounds of {json.load(open(os.path.join(d, '1.0.json')))['results'][0]['times'].__len__()} starts per batch; ratio = median over rounds of (command / no-op)\n")
if has_base:
    print("| command | ratio before → after | instructions (M) | page faults | peak RSS (MB) |")
    print("|---|---|---|---|---|")
    print(f"| no-op | 1 | {f(noop_ir, '{:.2f}')} | {f(noop_pf, '{}')} | {f(noop_rss, '{:.1f}')} |")
    for name, b, a, (bi, bm, bp), (ai, am, ap) in rows:
        print(f"| `{name}` | {b:.2f} → {a:.2f} | {f(bi, '{:.2f}')} → {f(ai, '{:.2f}')} "
              f"| {f(bp, '{}')} → {f(ap, '{}')} | {f(bm, '{:.1f}')} → {f(am, '{:.1f}')} |")
else:
    print("| command | ratio | instructions (M) | page faults | peak RSS (MB) |")
    print("|---|---|---|---|---|")
    print(f"| no-op | 1 | {f(noop_ir, '{:.2f}')} | {f(noop_pf, '{}')} | {f(noop_rss, '{:.1f}')} |")
    for name, _, a, _, (ai, am, ap) in rows:
        print(f"| `{name}` | {a:.2f} | {f(ai, '{:.2f}')} | {f(ap, '{}')} | {f(am, '{:.1f}')} |")
worst = max(r[2] for r in rows)
# The lookups that find a card: the first three commands.
worst_rules = max(r[2] for r in rows[:3])
rss = [r[4][1] for r in rows if r[4][1] is not None]
print(f"\nbudget: every command <= 2.0x (worst {worst:.2f}x; lookups {worst_rules:.2f}x)"
      + (f", peak RSS <= 3x the no-op's (worst {max(rss) / noop_rss:.2f}x)" if rss and noop_rss else ""))
PY
