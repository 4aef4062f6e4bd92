#!/usr/bin/env bash
# The optimized rulecard and the no-op the benchmarks measure it against.
# The binary is built on its own, as `cargo install` builds it: with the
# examples in the same build, dev-dependencies change the features of
# shared crates, and with them the mangled names of most functions, which
# bench/startup.order gives exactly (build.rs falls back to patterns
# without their hashes, which move more code to the front).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin rulecard
cargo build --release --quiet --example noop
