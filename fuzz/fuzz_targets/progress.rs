//! The progress reader and the scheduler: the input is `progress.json`,
//! read, its questions picked, and an answer per game recorded.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch store, made once per process.
fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| rulecard_fuzz::scratch("rulecard-fuzz-progress"))
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let dir = dir();
    // An unreadable file is moved aside under a new name each time: start
    // every input from an empty directory.
    rulecard_fuzz::empty(dir);
    rulecard_fuzz::progress(data, dir);
});
