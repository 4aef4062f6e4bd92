#!/usr/bin/env bash
# The engines' speed: ns per move in random play for Makao, Mau-Mau and
# Meister Makatsu (one thread), games/s at one thread and at every core
# (crates/cli/examples/engines_bench.rs: interleaved rounds, medians), then the strong
# players' playouts per second per decision and what 0.2 s buys
# (crates/core/examples/playouts.rs). The machine is shared: compare builds by ratios.
#
#   bash bench/engines.sh [ROUNDS] [SCALE] [POSITIONS] [BUDGET]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --example engines_bench --example playouts
nice target/release/examples/engines_bench "${1:-7}" "${2:-1}"
nice target/release/examples/playouts "${3:-40}" "${4:-2000}"
