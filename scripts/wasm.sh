#!/usr/bin/env bash
# Runs cargo for wasm32-unknown-unknown with whichever toolchain this
# machine has for it, and says which:
#
# 1. an installed wasm32 target of the usual toolchain (`rustup target add
#    wasm32-unknown-unknown`), used as it is;
# 2. otherwise Debian's `rustc-web`, `cargo-web` and `rust-web-src`
#    (rustc at /usr/bin/rustc with the standard library's sources), which
#    build the standard library for the target (`-Zbuild-std`, allowed on
#    a stable compiler by RUSTC_BOOTSTRAP) and link with the rustup
#    toolchain's `rust-lld`. With INSTALL=1 the packages are installed
#    when missing (apt-get; CI runs as root).
#
#   bash scripts/wasm.sh build -p rulecard-core --release
#   INSTALL=1 bash scripts/wasm.sh build -p rulecard-web --profile wasm
#
# With RULECARD_WASM_SMALL=1 (scripts/build-web.sh sets it), Debian's
# toolchain, which builds the standard library anyway, builds it and
# everything else with `-Cpanic=immediate-abort` and
# `-Zlocation-detail=none`: a panic traps at once, with no message
# formatted and no source location kept (the page has no console to
# print one to), which takes the panic machinery and every panic site's
# file name out of the .wasm; and the standard library's own
# `optimize_for_size` feature, its smaller implementations of the same
# functions (sorting above all: every `sort_by` closure made a copy of
# the fast sort). The rustup target's prebuilt standard library cannot be
# rebuilt so: it builds as it is, and says so.
#
# Arguments are cargo's, after the subcommand; `--target` is added. The
# output lands in target/wasm32-unknown-unknown/ (Debian's toolchain: in
# target/debian-wasm/, so that its builds and rustup's do not keep
# rebuilding each other's dependencies).
set -euo pipefail
cd "$(dirname "$0")/.."
target=wasm32-unknown-unknown
if [ $# -eq 0 ]; then
  echo "usage: scripts/wasm.sh CARGO-SUBCOMMAND [CARGO-ARGS...]  (e.g. build -p rulecard-core)" >&2
  exit 2
fi

has_rustup_target() {
  local libdir
  libdir=$(rustc --print target-libdir --target "$target" 2>/dev/null) || return 1
  compgen -G "$libdir/libstd-*.rlib" >/dev/null
}

if has_rustup_target; then
  echo "scripts/wasm.sh: the installed $target target of $(rustc --version)" >&2
  [ "${RULECARD_WASM_SMALL:-0}" = 1 ] \
    && echo "scripts/wasm.sh: its prebuilt standard library keeps the panic machinery (Debian's rustc-web builds without it)" >&2
  exec cargo "$@" --target "$target"
fi

if [ ! -x /usr/bin/rustc ] || [ ! -d /usr/lib/rustlib/src/rust/library ]; then
  if [ "${INSTALL:-0}" = 1 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rustc-web cargo-web rust-web-src >/dev/null
  else
    echo "scripts/wasm.sh: no $target target installed, and no Debian rustc-web with its sources;" >&2
    echo "  rustup target add $target, or apt-get install rustc-web cargo-web rust-web-src" >&2
    echo "  (or run with INSTALL=1 to install those)" >&2
    exit 2
  fi
fi

lld="$(rustc --print sysroot)/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld"
if [ ! -x "$lld" ]; then
  echo "scripts/wasm.sh: the rustup toolchain has no rust-lld at $lld to link with" >&2
  exit 2
fi
echo "scripts/wasm.sh: Debian's $(/usr/bin/rustc --version) building std for $target, linked by rust-lld" >&2
sub=$1
shift
small=""
std_features=""
if [ "${RULECARD_WASM_SMALL:-0}" = 1 ]; then
  small="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
  std_features=optimize_for_size
  echo "scripts/wasm.sh: panics trap at once ($small), std built with $std_features" >&2
fi
RUSTFLAGS="${RUSTFLAGS:-} $small" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
  CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target/debian-wasm} \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$lld" \
  exec /usr/bin/cargo "$sub" -Zbuild-std=std,panic_abort ${std_features:+-Zbuild-std-features=$std_features} --target "$target" "$@"
