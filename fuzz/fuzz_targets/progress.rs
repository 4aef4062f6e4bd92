//! The progress reader and the scheduler: the input is `progress.json`,
//! read, its questions picked, and an answer per game recorded.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch store, made once per process.
fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        match tempfile::Builder::new()
            .prefix("rulecard-fuzz-progress")
            .tempdir()
        {
            Ok(dir) => dir.keep(),
            Err(e) => panic!("no scratch directory: {e}"),
        }
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let dir = dir();
    // An unreadable file is moved aside under a new name each time: start
    // every input from an empty directory.
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    rulecard_fuzz::progress(data, dir);
});
