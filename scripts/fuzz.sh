#!/usr/bin/env bash
# Fuzzing (fuzz/, cargo-fuzz and libFuzzer on the nightly toolchain):
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET…]   build, then run each target
#                                              SECONDS (default 60) in turn
#   bash scripts/fuzz.sh seeds                 rebuild fuzz/corpus/ from the
#                                              tests, README and content
#
# Runs under `nice -n 19`: the fuzzer only takes what builds leave over.
# New inputs go to fuzz/work/TARGET (the committed seeds in
# fuzz/corpus/TARGET are only read), crashes, timeouts (over 10 s) and
# out-of-memory inputs to fuzz/artifacts/TARGET, libFuzzer's output to
# fuzz/logs/TARGET.log; none of these three is committed. Ends with a table
# of executions, corpus size and findings per target, and exits 1 if any
# target found something.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
targets_all=(judge_makatsu judge_makao judge_maumau config progress search answer cli stats play_line)

seeds() {
    # Seeds are the situations, queries and command lines the tests and the
    # README already use, plus progress files written by real quiz runs.
    cargo build --locked --quiet
    local bin=$root/target/debug/rulecard scratch
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    for answers in 'Ben\n6\n' 'Zoe\nx\n1\n' 'Anna\n2\n3\n4\n'; do
        mkdir -p "$scratch/$answers"
        for game in makatsu makao maumau; do
            printf "$answers" | RULECARD_HOME="$scratch/$answers" NO_COLOR=1 \
                "$bin" quiz "$game" --count 3 --lang en >/dev/null 2>&1 || true
        done
    done
    # Statistics from real games (a won Makao game, a left Mau-Mau game,
    # pass-and-play), and the line-mode play seeds: whole scripted games of
    # each game, written by the test that replays them.
    rm -rf fuzz/corpus/play_line
    RULECARD_SEEDS_OUT=$root/fuzz/corpus/play_line cargo test --locked --quiet -p rulecard \
        --test it write_play_line_seeds -- --ignored >/dev/null
    echo "play_line: $(find fuzz/corpus/play_line -type f | wc -l) seeds"
    for game in makao maumau; do
        RULECARD_HOME="$scratch/play" NO_COLOR=1 "$bin" play "$game" --seed 1 --fast \
            --lang en </dev/null >/dev/null 2>&1 || true
    done
    RULECARD_HOME="$scratch/play" NO_COLOR=1 "$bin" play maumau --names Ann,Bo --seed 1 \
        --fast --lang en </dev/null >/dev/null 2>&1 || true
    python3 - "$root" "$scratch" <<'PY'
import glob, hashlib, json, os, re, shlex, shutil, sys

root, scratch = sys.argv[1], sys.argv[2]
corpus = os.path.join(root, "fuzz", "corpus")

def put(target, items, cap=80):
    # At most `cap` seeds, spread over the whole list: libFuzzer grows the
    # rest, and the committed corpus stays small.
    items = list(dict.fromkeys(items))
    if len(items) > cap:
        items = [items[i * len(items) // cap] for i in range(cap)]
    d = os.path.join(corpus, target)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    seen = set()
    for item in items:
        data = item if isinstance(item, bytes) else item.encode()
        name = hashlib.sha1(data).hexdigest()[:16]
        if name in seen:
            continue
        seen.add(name)
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)
    print(f"{target}: {len(seen)} seeds")

def add(target, item):
    # One seed more, beyond put's cap: a finding's exact input.
    data = item.encode()
    with open(os.path.join(corpus, target, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)

def scenarios(game):
    out = []
    for path in sorted(glob.glob(os.path.join(root, "crates", "core", "tests", "data", game, "*.scn"))):
        chunk = []
        for line in open(path, encoding="utf-8"):
            if line.startswith("scenario:") and chunk:
                out.append("".join(chunk))
                chunk = []
            if line.startswith("scenario:") or chunk:
                if not line.startswith("expect"):
                    chunk.append(line)
        if chunk:
            out.append("".join(chunk))
    return out

for game in ["makatsu", "makao", "maumau"]:
    put("judge_" + game, scenarios(game))

def literals(text):
    return [bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
            for s in re.findall(r'"((?:[^"\\]|\\.)*)"', text)]

tests = {os.path.basename(p): open(p, encoding="utf-8").read()
         for p in glob.glob(os.path.join(root, "crates", "*", "tests", "it", "*.rs"))}
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()

# Command lines: every `.args([...])` / `json(&[...])` of the tests and
# every `$ rulecard …` line of the README, arguments joined by NUL.
lines = []
for text in tests.values():
    for m in re.finditer(r'(?:\.args|json|run)\(&?\[(.*?)\]', text, re.S):
        args = literals(m.group(1))
        if args:
            lines.append(args)
for m in re.finditer(r'^\s*\$ rulecard (.*?)(?:\s+#.*)?$', readme, re.M):
    try:
        lines.append(shlex.split(m.group(1).split("|")[0].split(">")[0]))
    except ValueError:
        pass
# The lookups that aborted on a two-byte letter the folding leaves alone
# (issue 31, item 0), kept past the cap.
findings = [["rules", "maumau", "ç"], ["rules", "makao", "ñ"], ["rules", "ł"],
            ["rules", "makatsu", "ж"]]
put("cli", ["\0".join(a) for a in lines], cap=140)
for args in findings:
    add("cli", "\0".join(args))

# Queries: the search tests' queries, the README's, and every card id.
queries = []
for m in re.finditer(r'\(\s*"([^"]*)",\s*"[a-z0-9-]+"\s*\)', tests.get("search.rs", "")):
    queries.append(m.group(1))
for m in re.finditer(r'^\s*\$ rulecard rules \S+ (.*?)(?:\s+(?:--|#).*)?$', readme, re.M):
    queries.append(m.group(1))
ids = open(os.path.join(root, "crates", "core", "tests", "data", "ruling-ids.txt"), encoding="utf-8").read().split()
for path in glob.glob(os.path.join(root, "content", "*", "rules.yaml")):
    queries += re.findall(r'^- id: (\S+)', open(path, encoding="utf-8").read(), re.M)
put("search", queries)
for query in ["ç", "ñ", "ł", "ş", "ő", "Ā", "ж", "1ç", "Ā\u0301", "ਖ਼:", "garçon", "kç"]:
    add("search", query)

# Answers: what the quiz tests and `check` type, and the words for nobody.
answers = ["Ben", "Zoe", "6", "-6", "+6", "99999999999999999999", "nobody", "niemand",
           "geen", "-", "none", "7c 9h", "9h,7c", "Jd", "10h", "K♠", "qs", "clockwise",
           "h", "♥", "7", "Anna", "", " "]
for text in [tests.get(n, "") for n in ("cli_quiz.rs", "cli_makatsu.rs", "cli_makao.rs", "cli_maumau.rs")]:
    for m in re.finditer(r'\["check",(.*?)\]', text, re.S):
        args = literals(m.group(1))
        answers += [a for a in args[2:] if not a.startswith("--")]
    for m in re.finditer(r'write_stdin\("([^"]*)"\)', text):
        answers += bytes(m.group(1), "utf-8").decode("unicode_escape").split("\n")
put("answer", answers)

# config.toml: the documented form, each game's section, and the mistakes
# the config tests make.
put("config", [
    '[maumau]\nvariants = ["seven-stacking", "no-jack-on-jack"]\nhand-size = 6\nmau-penalty = 5\n',
    '[maumau]\nvariants = ["eight-stacking"]\n',
    '[maumau]\nhand-size = 5\n\n[makao]\n',
    '[makatsu]\n[makao]\n[maumau]\nmau-penalty = 10\n',
    '[maumau]\nvariants = ["seven-stacking"\nhand-size = 6\n',
    '[maumau]\n\nvariant = ["seven-stacking"]\n',
    '[maumau]\nvariants = ["sevn-stacking"]\n',
    '[maumau]\nhand-size = 9\n',
    '[makao]\nvariants = ["seven-stacking"]\n',
    '[makatsu]\nhand-size = 6\n',
    'maumau = { variants = ["seven-stacking"], hand-size = 6 }\n',
    '',
    '\n# nothing saved\n',
])

# progress.json: files real quiz runs wrote, and a few shapes by hand.
progress = []
for path in sorted(glob.glob(os.path.join(scratch, "*", "progress.json"))):
    progress.append(open(path, "rb").read())
progress += [b'{"version":1}', b'{"version":1,"games":{}}', b'{}', b'',
             b'{"version":1,"games":{"makatsu":{"answered":3,"correct":1,"streak":0,"best_streak":1}}}']
put("progress", progress)

# stats.json: what real games wrote, and the shapes that once set the whole
# file aside (issue 31): a bad value, an unknown level, unknown fields.
stats = [open(p, "rb").read() for p in glob.glob(os.path.join(scratch, "play", "stats.json"))]
stats += [b'', b'{}', b'{"version":1}', b'{"version":2,"games":{}}',
          b'{"version":1,"games":{"makao":{"tips":{"games":3,"wins":1,"fastest_win":-5}}}}',
          b'{"version":1,"games":{"makao":{"expert":{"games":3,"wins":1},"tips":{"games":2,"wins":2,"streak":2,"best_streak":2}}}}',
          b'{"version":1,"games":{"maumau":{"tips":{"games":1,"wins":1,"colour":"red"}}},"ranking":{"maumau":[{"points":3,"seconds":9,"date":"2026-01-01T00:00:00Z","seed":1,"players":2,"level":"tips","note":"x"}]},"later":[1,2]}',
          b'{"version":1,"ratings":{"makao":{"tips":{"rating":1e400,"deviation":-1,"volatility":0}}}}',
          b'{"version":1,"games":{"makao":{"tips":{"games":4294967295,"wins":4294967295,"points":18446744073709551615}}}}',
          b'{"version":1,"people":{"Ann":{"maumau":{"games":2,"wins":"x"}}}}',
          b'{"version":1,"ranking":{"makao":[{"points":-1}]}}']
put("stats", stats)
PY
}

if [[ ${1:-} == seeds ]]; then
    seeds
    exit 0
fi

seconds=${1:-60}
shift || true
targets=("$@")
if [[ $# -eq 0 ]]; then targets=("${targets_all[@]}"); fi

command -v cargo-fuzz >/dev/null || {
    echo "fuzz.sh: cargo-fuzz is missing: cargo install cargo-fuzz --locked" >&2
    exit 2
}
cd fuzz
# -a: debug assertions on, so arithmetic overflow is a finding as it is in
# the test suite's builds.
nice -n 19 cargo +nightly fuzz build -a
bin=target/x86_64-unknown-linux-gnu/release
mkdir -p logs

declare -A execs
for t in "${targets[@]}"; do
    mkdir -p "work/$t" "artifacts/$t" "corpus/$t"
    flags=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        "-artifact_prefix=artifacts/$t/")
    if [[ $t == cli || $t == play_line ]]; then
        # (play_line parses its command line with clap too, and loads the
        # game's content once per process: the same by-design leak.)
        # The command line leaks by design (a command keeps its content and
        # its clap definition until exit, cheaper than freeing them), so
        # one process runs a bounded number of inputs and the next carries
        # on from the corpus on disk (about 0.2 MB a run: 5000 runs stay
        # near 1 GB). Stderr is closed: the warnings a
        # command prints would drown libFuzzer's own lines.
        flags+=(-detect_leaks=0 -close_fd_mask=2 -runs=5000)
        export ASAN_OPTIONS=detect_leaks=0:quarantine_size_mb=64
    else
        unset ASAN_OPTIONS
    fi
    : >"logs/$t.log"
    # libFuzzer stops at a finding; start again (from the grown corpus)
    # until the time is up, so one finding does not end the run.
    end=$((SECONDS + seconds))
    while ((SECONDS < end)); do
        nice -n 19 "$bin/$t" "${flags[@]}" -max_total_time=$((end - SECONDS)) \
            "work/$t" "corpus/$t" </dev/null >>"logs/$t.log" 2>&1 || true
    done
    execs[$t]=$(awk '/stat::number_of_executed_units/ {n += $NF} END {print n + 0}' "logs/$t.log")
done

found=0
printf '%-14s %12s %8s %9s\n' target executions corpus findings
for t in "${targets[@]}"; do
    corpus=$(find "work/$t" "corpus/$t" -type f | wc -l)
    findings=$(find "artifacts/$t" -type f | wc -l)
    ((findings == 0)) || found=1
    printf '%-14s %12s %8s %9s\n' "$t" "${execs[$t]}" "$corpus" "$findings"
done
exit "$found"
