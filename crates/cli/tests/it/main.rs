//! The command line's tests, one test binary: every command through the
//! binary with a pinned environment (language, colour, width, home), the
//! README's and `--help`'s examples, the store under faults, a quiz in a
//! pseudo-terminal, and the fuzz findings replayed.

mod cli;
mod cli_config;
mod cli_makao;
mod cli_makatsu;
mod cli_maumau;
mod cli_play;
mod cli_quiz;
mod common;
mod errors_i18n;
mod examples;
mod fuzz_regressions;
mod languages;
mod lookup;
mod plain_text;
mod reliability;
mod simulate_pinned;
mod store_faults;
mod terminal;
mod widths;
