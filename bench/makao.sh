#!/usr/bin/env bash
# Makao simulation speed: a million random 4-player games through the
# engine (crates/core/examples/makao_bench.rs), then the tips player against three
# random players. Prints games/s and moves/s; the engine itself has no
# clock, the example times it.
#
#   bash bench/makao.sh                 # 1 000 000 games, 4 players, seed 1
#   bash bench/makao.sh 200000 6 42     # GAMES PLAYERS SEED
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --example makao_bench
exec target/release/examples/makao_bench "${1:-1000000}" "${2:-4}" "${3:-1}"
