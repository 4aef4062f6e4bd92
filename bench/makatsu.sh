#!/usr/bin/env bash
# Meister Makatsu simulation speed: a million random 4-player games (every
# player picks a uniformly random ordered pair of hand cards each round),
# and the measured report. Prints games per second, then nanoseconds per
# random move on one thread (crates/core/examples/makatsu_bench.rs; the issue's target
# is 30 ns; compare builds interleaved, and by callgrind instructions).
#
#   bash bench/makatsu.sh            # 1,000,000 games
#   GAMES=100000 bash bench/makatsu.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin rulecard
games=${GAMES:-1000000}
for players in 4 2 6; do
  /usr/bin/time -f "players=$players: %e s wall, %M KiB max RSS" \
    target/release/rulecard simulate makatsu --games "$games" --players "$players" --seed 1 --json \
    | python3 -c "import json,sys; r=json.load(sys.stdin); print(f\"games={r['games']} games_per_second={r['games_per_second']:.0f} supply_ran_out={r['supply_ran_out']} tie_rule_decided={r['tie_rule_decided']} cards_played={r['cards_played_per_player']} rounds={r['rounds_per_game']}\")"
done
cargo build --release --quiet --example makatsu_bench
nice target/release/examples/makatsu_bench "$(( games < 200000 ? games : 200000 ))" 4 1 5
