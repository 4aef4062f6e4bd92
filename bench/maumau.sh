#!/usr/bin/env bash
# Mau-Mau simulation speed: a million random 4-player games through the
# engine (crates/core/examples/maumau_bench.rs), then the tips player against three
# random players. Prints games/s and moves/s; the engine itself has no
# clock, the example times it. Not part of CI.
#
#   bash bench/maumau.sh                       # 1 000 000 games, 4 players, seed 1
#   bash bench/maumau.sh 200000 6 42           # GAMES PLAYERS SEED
#   bash bench/maumau.sh 1000000 4 1 --variant seven-stacking --hand-size 6
#
# Options after the three numbers go to the example: --variant ID
# (repeatable), --hand-size N, --mau-penalty N, --max-turns N,
# --random-only, --machine.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --example maumau_bench
exec target/release/examples/maumau_bench "${1:-1000000}" "${2:-4}" "${3:-1}" "${@:4}"
