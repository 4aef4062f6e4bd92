#!/usr/bin/env bash
# Writes bench/startup.order: the functions rulecard's starts run, the
# lookups' first and then what each further command adds, which
# build.rs hands to the linker
# (as a linker script: each name exactly, then without its hashes) so that
# they lie side by side at the start of the code. Without the list, what a
# lookup runs is scattered over the whole 3 MB of code, and every page
# fault maps the 64 KB around it: a start then takes a fault for most of
# those windows and keeps nearly the whole program in memory.
#
# How: the linker's map of the optimized build (build.rs has lld write it
# to $OUT_DIR/rulecard.map: section addresses and symbol names survive in
# the map, though the binary is stripped), callgrind's instruction
# addresses for each command below, and per function the number of
# commands that ran it. Run it again when the
# start-up path changed much; a stale list only costs speed (names the
# build no longer has are skipped).
#
#   bash bench/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "needs valgrind" >&2; exit 2; }
work=$(mktemp -d)
bash bench/build.sh
rel=${CARGO_TARGET_DIR:-target}/release
bin=$rel/rulecard
map=$(ls -t "$rel"/build/rulecard-*/out/rulecard.map 2>/dev/null | head -1)
[ -n "$map" ] || { echo "the linker wrote no map (is it lld?)" >&2; exit 2; }
export NO_COLOR=1 COLUMNS=80 LANG=C RULECARD_HOME=$work/home
# The commands of bench/startup.sh, and the other everyday ones, in every
# language: what a player runs at the table. The order matters (see the
# end): the lookups first, then those that run the most code of their own
# (a quiz check, a setup, a listing, a sheet), whose code would otherwise
# lie scattered the most.
commands=()
for l in de nl en; do
  commands+=(
    "rules makatsu gleichstand --lang $l"
    "rules makao vrouw --lang $l"
    "rules maumau Bube auf Bube --lang $l"
    "rules makao xyzzyq --lang $l"
    "rules maumau --lang $l"
    "stats --lang $l"
    "check makatsu weisst-du-es-noch Ben --lang $l"
    "setup makao --players 4 --lang $l"
    "quiz makatsu --list --lang $l"
    "sheet makatsu --lang $l"
    "judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1 --lang $l"
    "judge makao --top 8c --hand '8h Qs 3c 9c' --lang $l"
    "judge maumau --top 9h --turns 'Jc>s; 10h' --lang $l"
    "mistakes makatsu --lang $l"
    "numbers makao --lang $l"
    "games --lang $l"
  )
done
# Each run is named by its kind of command: the subcommand (and for judge,
# the game, whose engine it runs), numbered in the order of the list above,
# so that the order below can put the lookups' code first. All lookups are
# one kind: their code then lies in one block, in which what the later
# kinds share with them comes first.
declare -A kind_of
kinds=0
i=0
for c in "${commands[@]}"; do
  i=$((i + 1))
  read -r word game _ <<<"$c"
  name=$word
  [ "$word" = judge ] && name="$word $game"
  if [ ! -v "kind_of[$name]" ]; then
    kind_of[$name]=$kinds
    kinds=$((kinds + 1))
  fi
  kind=${kind_of[$name]}
  eval "valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
    --callgrind-out-file=$work/$kind.$i.cg $bin $c" >/dev/null 2>&1 || true
done
python3 - "$work" "$(realpath "$bin")" "$map" >bench/startup.order <<'PY'
import bisect, glob, os, sys
work, binary, map_file = sys.argv[1], sys.argv[2], sys.argv[3]
# lld's map: "VMA LMA Size Align Out In Symbol"; an input section line ends
# in "(.text.NAME)", the symbols it defines follow on lines of their own.
sections, current = [], None
for line in open(map_file):
    parts = line.split(None, 4)
    if len(parts) < 5:
        continue
    try:
        vma, size = int(parts[0], 16), int(parts[2], 16)
    except ValueError:
        continue
    name = parts[4].strip()
    if "(.text" in name:
        current = [vma, size, None]
        if size:
            sections.append(current)
    elif current is not None and current[2] is None and not name.startswith(("(", ".", "*")) \
            and "(" not in name and vma >= current[0]:
        current[2] = name
sections = [s for s in sections if s[2]]
sections.sort()
starts = [s[0] for s in sections]
# Per function, the kinds of command that ran it.
runs = {}
for f in sorted(glob.glob(os.path.join(work, "*.cg"))):
    kind = int(os.path.basename(f).split(".")[0])
    ours = False
    for line in open(f):
        if line.startswith("ob="):
            ours = os.path.realpath(line[3:].strip()) == binary
        elif ours and line.startswith("0x"):
            addr = int(line.split()[0], 16)
            at = bisect.bisect_right(starts, addr) - 1
            if at >= 0 and addr < sections[at][0] + sections[at][1]:
                runs.setdefault(at, set()).add(kind)
# The code of the first kind (the lookups) first, then what the second kind
# runs beyond it, and so on: each function goes by which kinds ran it, in
# the list's order, so what one command runs lies in a few runs of pages
# (the lookups' in one), and the code every command runs comes first of
# all. Within that, the order the code has now.
kinds = max((k for ks in runs.values() for k in ks), default=0) + 1
def key(at):
    return (tuple(k not in runs[at] for k in range(kinds)), sections[at][0])
for at in sorted(runs, key=key):
    print(sections[at][2])
PY
echo "bench/startup.order: $(wc -l <bench/startup.order) functions from ${#commands[@]} commands" >&2
