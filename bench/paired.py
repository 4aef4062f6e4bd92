#!/usr/bin/env python3
"""Two settings of the strong player compared game by game.

Each file (or glob) holds `strong_bench` output run with RULECARD_EACH
set: a line `seed N won|lost` per game. Two close settings play most
seeds alike, so only the seeds that one won and the other lost tell them
apart; counting those (a sign test) shows far smaller differences than
two win rates side by side, whose noise is that of every game.

    python3 bench/paired.py 'before_*.out' 'after_*.out'
"""
import glob
import math
import re
import sys


def outcomes(pattern):
    """Per seed: whether the strong seat won, from every file `pattern` names."""
    won = {}
    for path in sorted(glob.glob(pattern)):
        with open(path) as f:
            for line in f:
                m = re.match(r"seed (\d+) (won|lost)$", line.strip())
                if m:
                    won[int(m[1])] = m[2] == "won"
    return won


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: bench/paired.py BEFORE AFTER (files or globs of strong_bench output)")
    a, b = outcomes(sys.argv[1]), outcomes(sys.argv[2])
    seeds = sorted(a.keys() & b.keys())
    if not seeds:
        sys.exit("bench/paired.py: the two outputs share no seed (was RULECARD_EACH set?)")
    n = len(seeds)
    wins_a = sum(a[s] for s in seeds)
    wins_b = sum(b[s] for s in seeds)
    only_a = sum(a[s] and not b[s] for s in seeds)
    only_b = sum(b[s] and not a[s] for s in seeds)
    # Under "no difference" each differing seed is a fair coin.
    z = (only_b - only_a) / math.sqrt(only_a + only_b) if only_a + only_b else 0.0
    print(
        f"games {n}: before {wins_a} ({100 * wins_a / n:.2f} %), after {wins_b} "
        f"({100 * wins_b / n:.2f} %); only before won {only_a}, only after won {only_b} "
        f"(z {z:+.2f}; |z| > 2 is unlikely by chance)"
    )


main()
