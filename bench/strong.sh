#!/usr/bin/env bash
# The strong computer player against three tips players, in release:
# win rate over seeded 4-player games (fair share 25 %) with its 95 %
# interval, and the time each decision takes, mean and slowest (Meister
# Makatsu: mean minus points against the tips seats'). Usage:
# bash bench/strong.sh [GAMES] [GUESSES-PER-DECISION] [MAKATSU-GUESSES-PER-CARD]
# Each decision also stops once its play-outs have made `rulecard play`'s
# number of moves (RULECARD_MOVES changes it, 0 for no limit).
# The strong seat guesses the other hands from its particle filter (as
# `rulecard play --opponents strong` does); RULECARD_BELIEF=PARTICLES,
# MISSING,TIPS,PASS,KEEP,MOVES,GUESS-MOVES,FITS changes its settings. Variants
# (horizon, near miss, the older reads instead of the filter: `read`, or
# none: `blind`, plays read, deals per seat): run the example directly,
# see the head of crates/core/examples/strong_bench.rs; how well the guesses know the
# other hands: `strong_bench GAME guesses GAMES [PLAYS [DEALS-PER-GUESS]]`.
# What knowing is worth (a yardstick, not a player): `strong_bench GAME
# GAMES 3000 0 0.5 0.3 hands` (told the other hands) or `oracle` (told
# everything, the draw pile's order too).
# A long run splits by seeds (FIRST..END). Two settings compared: run
# both on the same seeds with RULECARD_EACH=1 (a line per game) and give
# the outputs to bench/paired.py, which counts only the games they differ
# on.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}
samples=${2:-30000}
cargo build --release --quiet --example strong_bench
for game in makao maumau; do
  printf '%-7s ' "$game"
  nice target/release/examples/strong_bench "$game" "$games" "$samples" 0 0.5 0.3 filter
done
printf '%-7s ' makatsu
nice target/release/examples/strong_bench makatsu "$games" "${3:-24}"
