#!/usr/bin/env bash
# Builds the web app into web/dist/: index.html, the JS modules, the CSS,
# the core as .wasm with its wasm-bindgen glue, LZMA-squeezed, and the
# small .wasm that unpacks it, the manifest, the service worker (with the
# list of files to cache and a version), the icons.
#
#   bash scripts/build-web.sh          # INSTALL=1 installs what is missing
#
# It uses:
# - scripts/wasm.sh for the wasm32 build (profile `web`: opt-level z, LTO;
#   with Debian's toolchain, panics that trap at once: see wasm.sh);
# - wasm-bindgen-cli at the version Cargo.lock pins for wasm-bindgen,
#   installed from crates.io (`cargo install`) when missing;
# - wasm-opt -Oz from npm's `binaryen` when npm can fetch it (skipped
#   with a note otherwise: the page works the same, only larger), with
#   `--one-caller-inline-max-function-size=0`: inlining every function
#   into its only caller makes the .wasm 10 % smaller but 5 % larger
#   gzipped (763,734 against 720,635 bytes, measured on the same build),
#   and gzipped is what a visit downloads;
# - Python's lzma module to squeeze the core's .wasm
#   (rulecard_web_bg.wasm.lzma): LZMA leaves about three quarters of what
#   gzip does of it (code and content alike), and web/load.js unpacks it
#   with rulecard-unlzma's .wasm before starting it. The content pack
#   inside stays unsqueezed: squeezed twice, the file was 9 KB larger.
# It prints what it used and the sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=web/dist
version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' Cargo.lock)

RULECARD_WASM_SMALL=1 bash scripts/wasm.sh build --locked -p rulecard-web -p rulecard-unlzma --profile web
# The .wasm of a crate, from whichever toolchain built it last.
built() {
  local w=target/debian-wasm/wasm32-unknown-unknown/web/$1.wasm
  [ -f "target/wasm32-unknown-unknown/web/$1.wasm" ] && [ "target/wasm32-unknown-unknown/web/$1.wasm" -nt "$w" -o ! -f "$w" ] \
    && w=target/wasm32-unknown-unknown/web/$1.wasm
  echo "$w"
}

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  echo "build-web: installing wasm-bindgen-cli $version (Cargo.lock's wasm-bindgen)" >&2
  cargo install wasm-bindgen-cli --version "$version"
fi
echo "build-web: $(wasm-bindgen --version)"

rm -rf "$dist"
mkdir -p "$dist"
for crate in rulecard_web rulecard_unlzma; do
  wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$dist" "$(built $crate)"
done
bg="$dist/rulecard_web_bg.wasm"
before=$(stat -c %s "$bg")

# wasm-opt: one on PATH, else npm's binaryen in a cache beside target/.
opt=$(command -v wasm-opt || true)
if [ -z "$opt" ] && command -v npm >/dev/null; then
  tools=target/web-tools
  if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
    mkdir -p "$tools"
    (cd "$tools" && npm install --silent --no-audit --no-fund binaryen >/dev/null 2>&1) || true
  fi
  [ -x "$tools/node_modules/.bin/wasm-opt" ] && opt="$tools/node_modules/.bin/wasm-opt"
fi
if [ -n "$opt" ]; then
  echo "build-web: $("$opt" --version) -Oz --one-caller-inline-max-function-size=0"
  for w in "$bg" "$dist/rulecard_unlzma_bg.wasm"; do
    "$opt" -Oz --one-caller-inline-max-function-size=0 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue -o "$w.opt" "$w"
    mv "$w.opt" "$w"
  done
else
  echo "build-web: no wasm-opt (npm could not fetch binaryen): the .wasm is not shrunk further"
fi
after=$(stat -c %s "$bg")
# xz's -9e with pb=0 (the .wasm's bytes are not records aligned to 2, 4 or 8;
# 0.2 % smaller than the defaults); the .lzma layout, size unknown.
python3 - "$bg" <<'PY'
import lzma, sys
path = sys.argv[1]
data = open(path, "rb").read()
filters = [{"id": lzma.FILTER_LZMA1, "preset": 9 | lzma.PRESET_EXTREME, "pb": 0}]
open(path + ".lzma", "wb").write(lzma.compress(data, format=lzma.FORMAT_ALONE, filters=filters))
PY
rm "$bg"

cp web/index.html web/style.css web/load.js web/app.js web/judge.js web/quiz.js web/play.js web/worker.js \
  web/manifest.webmanifest "$dist/"
python3 scripts/web-icons.py "$dist"
# The service worker: every file, and a version that changes with them.
files=$(cd "$dist" && ls | grep -v '^sw.js$' | sort)
hash=$(cd "$dist" && cat $files | sha256sum | cut -c1-12)
list=$(printf '"./",'; for f in $files; do printf '"%s",' "$f"; done)
sed -e "s|@VERSION@|$hash|" -e "s|@FILES@|[${list%,}]|" web/sw.js > "$dist/sw.js"

total=$(cat "$dist"/* | wc -c)
gz=0
for f in "$dist"/*; do gz=$((gz + $(gzip -9c "$f" | wc -c))); done
echo "build-web: .wasm $before bytes from wasm-bindgen, $after after wasm-opt, $(stat -c %s "$bg.lzma") squeezed"
echo "build-web: $dist: $(ls "$dist" | wc -l) files, $total bytes, $gz bytes gzip (-9, file by file)"
