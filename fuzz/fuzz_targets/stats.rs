//! The play statistics reader: the input is `stats.json`, read as `rulecard
//! stats` reads it, then a game of each game recorded and read back.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch store, made once per process.
fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| rulecard_fuzz::scratch("rulecard-fuzz-stats"))
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let dir = dir();
    // A file that does not read is moved aside under a new name each time:
    // start every input from an empty directory.
    rulecard_fuzz::empty(dir);
    rulecard_fuzz::stats(data, dir);
});
