#!/usr/bin/env bash
# Lookup speed of this checkout against another build of rulecard (a
# baseline), interleaved: several rounds, each timing the no-op, the
# baseline and this build in turn, so the machine's drift hits all alike.
# Prints each round's medians and the median of the rounds' ratios.
#
#   bash bench/lookup-vs.sh BASELINE_BINARY [ROUNDS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/lookup-vs.sh BASELINE_BINARY [ROUNDS] [RUNS]}
if [ ! -x "$base" ]; then
  echo "bench/lookup-vs.sh: the baseline $base is not a program this user may run" >&2
  exit 2
fi
rounds=${2:-5}
runs=${3:-300}
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
bash bench/build.sh
rel=${CARGO_TARGET_DIR:-target}/release
export NO_COLOR=1 COLUMNS=80 LANG=C RULECARD_HOME=$(mktemp -d)
out=$(mktemp -d)
for r in $(seq "$rounds"); do
  for q in "rules makatsu gleichstnd --lang de" "rules makao vrouw --lang nl" "rules maumau Bube auf Bube --lang de"; do
    hyperfine -N --warmup 30 --runs "$runs" --export-json "$out/$r-${q// /_}.json" \
      "$rel/examples/noop" "$base $q" "$rel/rulecard $q" >/dev/null
  done
done
python3 - "$out" <<'PY'
import json, os, statistics, sys
d = sys.argv[1]
by_query = {}
for f in sorted(os.listdir(d)):
    r = json.load(open(os.path.join(d, f)))["results"]
    q = f.split("-", 1)[1][:-5].replace("_", " ")
    noop, base, new = (x["median"] for x in r)
    by_query.setdefault(q, []).append((base / noop, new / noop))
for q, rs in by_query.items():
    b = statistics.median(x for x, _ in rs)
    n = statistics.median(y for _, y in rs)
    print(f"{q}: baseline {b:.2f}x the no-op, this build {n:.2f}x (median of {len(rs)} rounds)")
PY
