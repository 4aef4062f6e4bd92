#!/usr/bin/env bash
# rulecard's Makao engine against OpenSpiel's crazy_eights, per decision:
# uniform random players on both sides, one thread each, both with 52
# cards, measured in interleaved pairs (rulecard, OpenSpiel, rulecard, …:
# this machine is shared and drifts), medians. Not part of CI; needs python3
# with open_spiel (set OPENSPIEL_PYTHON to one that has it; otherwise a venv
# is made in a temporary directory and `pip install open_spiel` runs there).
#
#   bash bench/makao-vs-openspiel.sh [PAIRS] [MAKAO_GAMES] [OS_GAMES]
#
# Defaults: 5 pairs, 20 000 Makao games and 2 000 OpenSpiel games per run
# (rates, not totals, are compared), 4 players.
#
# What runs:
#   rulecard  simulate makao --players 4 --threads 1 --json  (decisions:
#             total_moves, every action a player takes, a draw and its
#             keep being two)
#   OpenSpiel crazy_eights {players: 4, max_draw_cards: 1, use_special_cards:
#             True, reshuffle: True, max_turns: 1000}, uniform random bots,
#             pyspiel.evaluate_bots (bench/openspiel_crazy_eights.py;
#             decisions: the players' actions, chance actions apart)
#
# The same: 52 cards, 5 each with 4 players; match by suit or value; a
# player may draw one card even holding a playable one, then play or keep
# (OpenSpiel: pass); the discard pile is reshuffled into an empty draw
# pile; a draw-2 card (Makao 2, crazy-eights 2), a skip (Makao 4 makes the
# next player wait, crazy-eights Q), a wild that names a suit (Makao ace,
# crazy-eights 8); the first player out ends the game; 1000 turns at most.
# Still different: Makao lays several cards of one value in one turn (and
# lists every set and last card), attacks stack and add up (2, 3, K♥, K♠;
# crazy-eights' 2 only), a jack demands a value for a whole round, a
# queen fits on anything; crazy-eights has a reverse (A) and names the
# suit in a separate decision (Makao's choice is part of the play); Makao
# turns up a plain first card, OpenSpiel plays out a special one; OpenSpiel
# ends a game after a round of passes with an empty deck and scores card
# points. Random Makao games run longer (about 220 decisions with 4
# players), which is why games/s are not compared.
set -euo pipefail
cd "$(dirname "$0")/.."
PAIRS="${1:-5}"
MA_GAMES="${2:-20000}"
OS_GAMES="${3:-2000}"

. bench/openspiel_python.sh

cargo build --release --quiet --bin rulecard
results="$(mktemp "${TMPDIR:-/tmp}/makao-vs-openspiel.XXXXXX")"
for pair in $(seq "$PAIRS"); do
    target/release/rulecard simulate makao --games "$MA_GAMES" --players 4 \
        --seed "$pair" --threads 1 --json |
        "$python" -c 'import json,sys; r=json.load(sys.stdin); print("makao", r["total_moves"] / r["seconds"], r["total_moves"] / r["games"])' >>"$results"
    "$python" bench/openspiel_crazy_eights.py --games "$OS_GAMES" --players 4 \
        --seed "$pair" --max-draw-cards 1 --special --reshuffle --max-turns 1000 |
        "$python" -c 'import sys
for line in sys.stdin:
    if line.startswith("RESULT"):
        f = dict(kv.split("=") for kv in line.split()[1:])
        d, g, s = float(f["decisions"]), float(f["games"]), float(f["secs"])
        print("openspiel", d / s, d / g)' >>"$results"
done
"$python" - "$results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
ma = [float(r[1]) for r in rows if r[0] == "makao"]
os_ = [float(r[1]) for r in rows if r[0] == "openspiel"]
ratios = [m / o for m, o in zip(ma, os_)]
per_game = lambda name: statistics.median(float(r[2]) for r in rows if r[0] == name)
print(f"{len(ratios)} interleaved pairs, one thread each, uniform random players")
print(f"  rulecard Makao         {statistics.median(ma):12.0f} decisions/s  ({per_game('makao'):.0f} per game)")
print(f"  OpenSpiel crazy_eights {statistics.median(os_):12.0f} decisions/s  ({per_game('openspiel'):.0f} per game)")
print(f"  ratio per pair: {' '.join(f'{r:.1f}' for r in ratios)}; median {statistics.median(ratios):.1f}x (target 10x)")
PY
rm -f "$results"
