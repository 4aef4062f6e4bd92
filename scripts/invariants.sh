#!/bin/sh
# The whole-game invariant harness (crates/core/examples/invariants.rs) in a release
# build: GAMES seeded games (default 200000) per engine and variant set,
# checked after every action against the rules and the judge. Prints the
# games, actions, judged positions, replayed turns, findings and seconds
# per suite; exits 1 if anything did not hold.
#
#     scripts/invariants.sh [GAMES] [SUITE…]
#
# SUITE: makao, makatsu, maumau (every variant set), maumau:source,
# maumau:seven-stacking, maumau:eight-stacking, maumau:no-jack-on-jack,
# maumau:all. Default: all of them. Runs under nice: the machine is shared.
set -eu
cd "$(dirname "$0")/.."
exec nice cargo run --quiet --release --locked --example invariants -- "$@"
