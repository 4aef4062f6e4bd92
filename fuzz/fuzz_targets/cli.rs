//! The whole command line: `rulecard::run` with the input split at NUL
//! bytes as its arguments, in a scratch `RULECARD_HOME`, with stdin and
//! stdout on /dev/null (so the quiz reads end of input and never waits for
//! a player), `NO_COLOR=1`, `COLUMNS=80` and no locale.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch home, set up once per process. (The working directory
/// stays: libFuzzer reads the corpus by relative paths.)
fn home() -> &'static PathBuf {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let home = rulecard_fuzz::scratch("rulecard-fuzz-cli");
        // SAFETY: set once, before any input runs, while libFuzzer's
        // thread is the only one in the process; dup2 onto fds 0 and 1
        // only replaces what they point at.
        unsafe {
            std::env::set_var("RULECARD_HOME", &home);
            std::env::set_var("NO_COLOR", "1");
            std::env::set_var("COLUMNS", "80");
            for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                std::env::remove_var(var);
            }
            let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
            assert!(null >= 0, "cannot open /dev/null");
            assert!(libc::dup2(null, 0) == 0, "cannot point stdin at /dev/null");
            assert!(libc::dup2(null, 1) == 1, "cannot point stdout at /dev/null");
        }
        home
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let home = home();
    let Some(args) = rulecard_fuzz::cli_args(data) else {
        return;
    };
    rulecard_fuzz::cli_outcome(rulecard::run(args));
    // Saved config and progress must not carry over into the next input.
    rulecard_fuzz::empty(home);
});
