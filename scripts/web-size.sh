#!/usr/bin/env bash
# Prints the web app's sizes and speed (web/tests/measure.py) against the
# built web/dist served on localhost: first-visit size, time to a usable
# search box, lookup time, a strong computer move's time.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f web/dist/index.html ] || bash scripts/build-web.sh
port=${PORT:-8766}
python3 -m http.server "$port" --bind 127.0.0.1 -d web/dist >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 0.5
RULECARD_URL="http://127.0.0.1:$port/" python3 web/tests/measure.py
