#!/usr/bin/env bash
# Lookup speed: `rulecard rules makatsu <query>` against a binary that does
# nothing, with hyperfine (Debian's package). Prints both times and the
# ratio; the target is at most 1.5x the no-op's wall time.
#
#   bash bench/lookup.sh            # default queries
#   RUNS=3000 bash bench/lookup.sh  # more runs on a noisy machine
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
cargo build --release --quiet --bin rulecard --example noop
runs=${RUNS:-1500}
export NO_COLOR=1 COLUMNS=80 LANG=C
out=$(mktemp -d)
queries=("gleichstnd" "hoechste" "Ninja-Ablage" "tie")
args=()
for q in "${queries[@]}"; do args+=("target/release/rulecard rules makatsu $q --lang de"); done
# For comparison: the other games (Mau-Mau also reads the saved house
# rules), a lookup showing every match, and JSON.
args+=("target/release/rulecard rules makao vrouw --lang nl"
  "target/release/rulecard rules maumau Bube auf Bube --lang de"
  "target/release/rulecard rules makatsu tie --all --lang en"
  "target/release/rulecard rules makatsu gleichstnd --json"
  "target/release/rulecard rules makao Wat doet een vier? --lang nl")
# Without a game every game is searched (and the saved config read): the
# slower path, for comparison only.
args+=("target/release/rulecard rules schoppenkoning --lang nl")
# `--version` is the floor: the binary's own start (clap included) with no
# content read at all.
hyperfine -N --warmup 100 --runs "$runs" --export-json "$out/lookup.json" \
  target/release/examples/noop "target/release/rulecard --version" "${args[@]}"
python3 - "$out/lookup.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
noop = r[0]
print(f"\nno-op: mean {noop['mean']*1e3:.3f} ms, median {noop['median']*1e3:.3f} ms")
for x in r[1:]:
    print(f"{x['command']}: mean {x['mean']*1e3:.3f} ms, median {x['median']*1e3:.3f} ms, "
          f"ratio (median) {x['median']/noop['median']:.2f}x, ratio (mean) {x['mean']/noop['mean']:.2f}x")
PY
