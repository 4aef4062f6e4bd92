//! The config reader: the input is `config.toml`, read for every game from
//! a scratch `RULECARD_HOME`, saved and read back.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch home, made once per process and removed by the OS's temp
/// cleanup (libFuzzer exits without unwinding).
fn home() -> &'static PathBuf {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = rulecard_fuzz::scratch("rulecard-fuzz-config");
        // SAFETY: set once, before any input runs, while libFuzzer's
        // thread is the only one in the process.
        unsafe { std::env::set_var("RULECARD_HOME", &dir) };
        dir
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::config(data, home());
});
