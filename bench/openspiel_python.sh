# Sourced by the OpenSpiel comparisons: sets $python to a python with
# open_spiel, OPENSPIEL_PYTHON if given, else a venv made in a temporary
# directory (removed when the calling script exits) where `pip install
# open_spiel` runs.
python="${OPENSPIEL_PYTHON:-}"
if [ -z "$python" ]; then
    openspiel_tmp="$(mktemp -d "${TMPDIR:-/tmp}/openspiel.XXXXXX")"
    trap 'rm -rf "$openspiel_tmp"' EXIT
    echo "creating a venv in $openspiel_tmp and installing open_spiel from PyPI ..." >&2
    python3 -m venv "$openspiel_tmp/venv"
    "$openspiel_tmp/venv/bin/pip" install --quiet --disable-pip-version-check open_spiel >&2
    python="$openspiel_tmp/venv/bin/python"
fi
