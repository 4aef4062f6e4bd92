#!/usr/bin/env bash
# The web app's browser tests: builds the site (scripts/build-web.sh) and
# the CLI, serves web/dist on localhost, and drives Debian's Chromium with
# Playwright for Python (web/tests/test_web.py). Nothing downloads a
# browser: Playwright is pointed at /usr/bin/chromium. With INSTALL=1
# missing pieces are installed (apt-get chromium, pip playwright).
#
#   bash scripts/web-tests.sh [search judge quiz play house stats offline sheet screens]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${INSTALL:-0}" = 1 ]; then
  [ -x /usr/bin/chromium ] || { apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null; }
  python3 -c 'import playwright' 2>/dev/null || pip install --quiet playwright
fi
[ "${SKIP_BUILD:-0}" = 1 ] || bash scripts/build-web.sh
cargo build --locked -q -p rulecard
port=${PORT:-8765}
python3 -m http.server "$port" --bind 127.0.0.1 -d web/dist >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
  sleep 0.1
done
home=$(mktemp -d)
RULECARD_HOME=$home RULECARD_URL="http://127.0.0.1:$port/" RULECARD_BIN=target/debug/rulecard \
  python3 web/tests/test_web.py "$@"
