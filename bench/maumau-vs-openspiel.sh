#!/usr/bin/env bash
# rulecard's Mau-Mau engine against OpenSpiel's crazy_eights, uniform random
# players on both sides, measured in the same run. Not part of CI; needs
# python3 with venv and network access to PyPI (open_spiel wheels).
#
#   bash bench/maumau-vs-openspiel.sh [MM_GAMES] [OS_GAMES] [PLAYERS] [SEED]
#
# Defaults: 1 000 000 Mau-Mau games, 20 000 OpenSpiel games (it is slower,
# and rates do not depend on the count), 4 players, seed 1. Set
# OPENSPIEL_PYTHON to a python that already has open_spiel to skip the
# venv; otherwise a venv is made in a temporary directory (removed at exit)
# and `pip install open_spiel` runs there.
#
# What runs:
#   rulecard  crates/core/examples/maumau_bench GAMES PLAYERS SEED --variant
#             seven-stacking --max-turns 1000 --random-only --machine
#   OpenSpiel pyspiel.load_game("crazy_eights", {players, max_draw_cards: 1,
#             use_special_cards: True, reshuffle: True, max_turns: 1000}),
#             uniform random bots, pyspiel.evaluate_bots
#             (bench/openspiel_crazy_eights.py)
#
# The configurations, matched as closely as the two rule sets allow:
#
#   same      players (4); 5 cards each (OpenSpiel deals 7 with 2 players,
#             so only 3-5 players match); match by suit or value; one wild
#             rank whose player names a suit that holds until served
#             (Mau-Mau jack, crazy-eights 8; the 8 is also a wild on an 8,
#             like the jack on a jack without no-jack-on-jack); a draw-2
#             card that stacks (Mau-Mau 7 with seven-stacking, crazy-eights
#             2); a skip (Mau-Mau 8, crazy-eights Q, neither stacks); a
#             reverse (Mau-Mau Q, crazy-eights A); the discard pile is
#             reshuffled into an empty draw pile (reshuffle: True; always
#             so in Mau-Mau); at most one voluntary draw per turn, after
#             which a card may be played (max_draw_cards: 1); a turn limit
#             of 1000 (Mau-Mau counts turns, OpenSpiel counts cards played;
#             neither is reached by random players in practice); the first
#             player out ends the game; moves are counted as the players'
#             decisions (OpenSpiel's chance actions, i.e. dealing and
#             drawing, are reported separately as `actions`).
#   different the deck: 52 cards (OpenSpiel, fixed) against 32 (Skat);
#             drawing: OpenSpiel may draw with a playable card in hand and
#             then play any card, Mau-Mau draws only when nothing fits and
#             may then play only the drawn card; after a draw-2 Mau-Mau may
#             play a card, OpenSpiel passes; the Mau-Mau ace (a follow-up
#             card at once, never the last card) has no counterpart; the
#             "Mau-Mau" announcement (random players forget it half the
#             time and draw 5) has none either; OpenSpiel's nomination of a
#             suit is a separate decision, Mau-Mau's wish is part of the
#             jack's play; OpenSpiel turns up a first special card as if
#             the dealer played it, Mau-Mau ignores its effect; OpenSpiel
#             ends a game after a round of passes with an empty deck and
#             scores card points, Mau-Mau has no score.
#
# Prints both measurements and the ratios rulecard / OpenSpiel.
set -euo pipefail
cd "$(dirname "$0")/.."
MM_GAMES="${1:-1000000}"
OS_GAMES="${2:-20000}"
PLAYERS="${3:-4}"
SEED="${4:-1}"

. bench/openspiel_python.sh

cargo build --release --quiet --example maumau_bench

echo "== rulecard Mau-Mau (seven-stacking, random players)"
mm_out="$(target/release/examples/maumau_bench "$MM_GAMES" "$PLAYERS" "$SEED" \
    --variant seven-stacking --max-turns 1000 --random-only --machine)"
grep -v '^RESULT' <<<"$mm_out"
echo "== OpenSpiel crazy_eights (special cards, random bots)"
os_out="$("$python" bench/openspiel_crazy_eights.py --games "$OS_GAMES" \
    --players "$PLAYERS" --seed "$SEED" --max-draw-cards 1 --special \
    --reshuffle --max-turns 1000)"
grep -v '^RESULT' <<<"$os_out"

"$python" - "$(grep '^RESULT' <<<"$mm_out")" "$(grep '^RESULT' <<<"$os_out")" <<'PY'
import sys

def fields(line):
    return {k: float(v) for k, v in (kv.split("=") for kv in line.split()[1:])}

mm, os_ = fields(sys.argv[1]), fields(sys.argv[2])
mm_games = mm["games"] / mm["secs"]
mm_moves = mm["moves"] / mm["secs"]
os_games = os_["games"] / os_["secs"]
os_moves = os_["decisions"] / os_["secs"]
os_all = os_["actions"] / os_["secs"]
print("== ratios (rulecard / OpenSpiel)")
print(f"  games/s:  {mm_games:12.0f} / {os_games:10.0f} = {mm_games / os_games:7.1f}x")
print(f"  moves/s:  {mm_moves:12.0f} / {os_moves:10.0f} = {mm_moves / os_moves:7.1f}x"
      "  (player decisions)")
print(f"  moves/s:  {mm_moves:12.0f} / {os_all:10.0f} = {mm_moves / os_all:7.1f}x"
      "  (OpenSpiel chance actions included)")
print(f"  moves/game: {mm['moves'] / mm['games']:.1f} (rulecard) vs "
      f"{os_['decisions'] / os_['games']:.1f} decisions, "
      f"{os_['actions'] / os_['games']:.1f} actions (OpenSpiel)")
PY
