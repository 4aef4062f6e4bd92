#!/usr/bin/env python3
"""OpenSpiel crazy_eights with uniform random bots: games/s and moves/s.

Driven by bench/maumau-vs-openspiel.sh; runs in the venv that script makes.

    python3 openspiel_crazy_eights.py [--games N] [--players N] [--seed S]
        [--max-draw-cards N] [--special | --no-special]
        [--reshuffle | --no-reshuffle] [--max-turns N]

Games are played by pyspiel.evaluate_bots (C++ random bots, C++ game loop;
the state is played in place, so its history gives the exact move counts,
which are tallied outside the timed section). If evaluate_bots is missing,
a tight Python loop over legal_actions/apply_action does the same.

Prints a human summary and one machine line:

    RESULT games=… decisions=… actions=… plays=… terminal=… secs=…

`decisions` are the players' actions (plays, draws, passes, suit
nominations): what rulecard counts as moves. `actions` adds the chance
actions (dealing the dealer, every dealt and drawn card).
"""

import argparse
import random
import sys
import time

import pyspiel


def parse():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20000)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-draw-cards", type=int, default=1)
    p.add_argument("--special", dest="special", action="store_true", default=True)
    p.add_argument("--no-special", dest="special", action="store_false")
    p.add_argument("--reshuffle", dest="reshuffle", action="store_true", default=True)
    p.add_argument("--no-reshuffle", dest="reshuffle", action="store_false")
    p.add_argument("--max-turns", type=int, default=1000)
    return p.parse_args()


def count(state):
    """(decisions, actions, plays) of a finished game."""
    decisions = plays = 0
    history = state.full_history()
    for item in history:
        if item.player >= 0:
            decisions += 1
            if item.action < 52:
                plays += 1
    return decisions, len(history), plays


def play_python(state, rng):
    """A uniform random game in Python, for pyspiel without evaluate_bots."""
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            actions, weights = zip(*outcomes)
            state.apply_action(rng.choices(actions, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def main():
    args = parse()
    params = {
        "players": args.players,
        "max_draw_cards": args.max_draw_cards,
        "use_special_cards": args.special,
        "reshuffle": args.reshuffle,
        "max_turns": args.max_turns,
    }
    game = pyspiel.load_game("crazy_eights", params)
    evaluate = getattr(pyspiel, "evaluate_bots", None)
    bots = [
        pyspiel.make_uniform_random_bot(p, args.seed * 1000 + p)
        for p in range(args.players)
    ]
    rng = random.Random(args.seed)
    secs = 0.0
    decisions = actions = plays = terminal = 0
    for g in range(args.games):
        state = game.new_initial_state()
        start = time.perf_counter()
        if evaluate is not None:
            evaluate(state, bots, args.seed * 1_000_003 + g)
        else:
            play_python(state, rng)
        secs += time.perf_counter() - start
        d, a, p = count(state)
        decisions += d
        actions += a
        plays += p
        terminal += state.is_terminal()
    secs = max(secs, 1e-9)
    loop = "pyspiel.evaluate_bots" if evaluate is not None else "a Python loop"
    print(f"OpenSpiel crazy_eights {params} via {loop}")
    print(
        f"  {args.games} games in {secs:.3f} s: {args.games / secs:.0f} games/s, "
        f"{decisions / secs:.0f} decisions/s, {actions / secs:.0f} actions/s "
        f"(chance included); {decisions / args.games:.1f} decisions/game, "
        f"{plays / args.games:.1f} cards played/game"
    )
    print(
        f"RESULT games={args.games} decisions={decisions} actions={actions} "
        f"plays={plays} terminal={terminal} secs={secs:.6f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
