#!/usr/bin/env bash
# The browser check of the printable cheat sheets: writes every game's sheet
# as HTML (`rulecard sheet GAME --format html --lang L -o FILE`), prints each
# to PDF with headless Chromium, and checks each PDF (with
# scripts/sheet-pdf-check.py): exactly one A4 page, the last text at 90 % of
# the page height or lower, no text below 8 pt, and set in DejaVu Sans (the
# font with the suit symbols). Prints one line of figures per sheet; exits
# non-zero if any sheet fails.
#
# Usage: scripts/print-sheets.sh [EXTRA.html ...]
#   EXTRA.html       further HTML files to print and check the same way
#                    (e.g. a personal sheet written by hand)
#   RULECARD_BIN     use this binary instead of building target/debug/rulecard
#   SHEETS_OUT       keep the HTML and PDF files in this directory
#                    (default: a temporary directory, removed at the end)
#   SCREENSHOTS      write each game's sheet (in its source's language) as
#                    a PNG of the printed page into this directory
#                    (docs/ for the README: docs/sheet-GAME.png)
#
# Installs chromium, poppler-utils, fonts-dejavu-core and fonts-dejavu-extra
# (the condensed face the sheet is set in) with apt-get when they are
# missing. Personal sheets ("your rules to re-read") are checked
# with a made-up progress store in which every rule card was missed.
set -euo pipefail
cd "$(dirname "$0")/.."

# --- tools ------------------------------------------------------------------
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf ] || missing+=(fonts-dejavu-extra)
if ((${#missing[@]})); then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "installing: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# --- binary -----------------------------------------------------------------
if [ -n "${RULECARD_BIN:-}" ]; then
    bin="$RULECARD_BIN"
else
    cargo build --locked --quiet --bin rulecard
    bin="target/debug/rulecard"
fi

# --- output -----------------------------------------------------------------
if [ -n "${SHEETS_OUT:-}" ]; then
    out="$SHEETS_OUT"
    mkdir -p "$out"
else
    out="$(mktemp -d)"
    trap 'rm -rf "$out"' EXIT
fi
out="$(cd "$out" && pwd)"

failures=0

# print_and_check NAME HTML: prints HTML to NAME.pdf and reports on it.
print_and_check() {
    local name="$1" html="$2" pdf="$out/$1.pdf" profile pages fonts
    profile="$(mktemp -d)"
    if ! chromium --headless --no-sandbox --disable-gpu --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --no-pdf-header-footer --user-data-dir="$profile" \
        --print-to-pdf="$pdf" "file://$html" >"$out/$name.chromium.log" 2>&1 \
        || [ ! -s "$pdf" ]; then
        rm -rf "$profile"
        printf 'FAIL  %-28s chromium could not print it (see %s)\n' "$name" "$out/$name.chromium.log"
        failures=$((failures + 1))
        return
    fi
    rm -rf "$profile"
    fonts="$(pdffonts "$pdf" 2>/dev/null || true)"
    if ! figures="$(python3 scripts/sheet-pdf-check.py "$pdf")"; then
        printf 'FAIL  %-28s %s\n' "$name" "$figures"
        failures=$((failures + 1))
    elif ! grep -q "DejaVuSans" <<<"$fonts"; then
        printf 'FAIL  %-28s %s, but not set in DejaVu Sans\n' "$name" "$figures"
        failures=$((failures + 1))
    else
        printf 'ok    %-28s %s\n' "$name" "$figures"
    fi
}

# screenshot NAME GAME: the printed page of NAME as SCREENSHOTS/sheet-GAME.png.
screenshot() {
    [ -n "${SCREENSHOTS:-}" ] || return 0
    mkdir -p "$SCREENSHOTS"
    pdftoppm -png -r 75 -singlefile "$out/$1.pdf" "$SCREENSHOTS/sheet-$2"
    printf '      %-28s %s (%s bytes)\n' "" "$SCREENSHOTS/sheet-$2.png" "$(stat -c %s "$SCREENSHOTS/sheet-$2.png")"
}

# sheet NAME GAME LANG [ARGS...]: writes the sheet and checks it.
sheet() {
    local name="$1" game="$2" lang="$3"
    shift 3
    local html="$out/$name.html"
    if ! "$bin" sheet "$game" --format html --lang "$lang" "$@" -o "$html" \
        >"$out/$name.log" 2>&1; then
        printf 'FAIL  %-28s rulecard sheet failed: %s\n' "$name" "$(head -n 3 "$out/$name.log" | tr '\n' ' ')"
        failures=$((failures + 1))
        return
    fi
    print_and_check "$name" "$html"
}

# Every game in every language it has (game.yaml `languages`).
sheet makatsu-de makatsu de
sheet makatsu-en makatsu en
sheet makao-nl makao nl
sheet makao-en makao en
sheet maumau-de maumau de
sheet maumau-en maumau en
# Mau-Mau with every house rule switched on.
all_variants=(--variant seven-stacking --variant eight-stacking --variant no-jack-on-jack)
sheet maumau-de-variants maumau de "${all_variants[@]}"
sheet maumau-en-variants maumau en "${all_variants[@]}"
sheet maumau-de-seven maumau de --variant seven-stacking --hand-size 6
screenshot makatsu-de makatsu
screenshot makao-nl makao
screenshot maumau-de maumau

# Personal sheets, at their fullest: a progress store in which every rule
# card of the game was missed (more often the earlier it comes), so the
# "rules to re-read" box gets as many candidates as there can be.
personal_home="$out/personal-home"
mkdir -p "$personal_home"
python3 - "$bin" "$personal_home/progress.json" <<'PY'
import json, subprocess, sys
binary, target = sys.argv[1], sys.argv[2]
games = {}
for game in ("makatsu", "makao", "maumau"):
    cards = json.loads(subprocess.run([binary, "rules", game, "--json"], check=True,
                                      capture_output=True, text=True).stdout)["cards"]
    n = len(cards)
    games[game] = {"answered": 2 * n, "correct": 0, "streak": 0, "best_streak": 0, "questions": {},
                   "rules": {c["id"]: {"answered": n - i, "correct": 0, "missed": n - i, "marked": True}
                             for i, c in enumerate(cards)}}
json.dump({"version": 1, "games": games}, open(target, "w"))
PY
export RULECARD_HOME="$personal_home"
sheet makatsu-de-personal makatsu de --personal
sheet makatsu-en-personal makatsu en --personal
sheet makao-nl-personal makao nl --personal
sheet makao-en-personal makao en --personal
sheet maumau-de-personal maumau de --personal
sheet maumau-en-personal maumau en --personal
sheet maumau-de-variants-personal maumau de --personal "${all_variants[@]}"
unset RULECARD_HOME

for extra in "$@"; do
    path="$(cd "$(dirname "$extra")" && pwd)/$(basename "$extra")"
    print_and_check "$(basename "$extra" .html)" "$path"
done

if ((failures)); then
    echo "$failures sheet(s) failed" >&2
    exit 1
fi
echo "all sheets print on one A4 page, fill it and set no text below 8 pt"
