#!/usr/bin/env bash
# The optimized rulecard and the no-op the benchmarks measure it against,
# both with the release profile. The binary is built on its own, as `cargo
# install` builds it (with the examples in the same build, dev-dependencies
# would change the features of shared crates).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin rulecard
cargo build --release --quiet --example noop
