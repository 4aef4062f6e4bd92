//! Line-mode play: a first line `GAME PLAYERS SEED`, then whatever a
//! player might type, fed to the game loop of `rulecard play` in a scratch
//! `RULECARD_HOME`, with stdout on /dev/null.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

/// The scratch home, set up once per process.
fn home() -> &'static PathBuf {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let home = rulecard_fuzz::scratch("rulecard-fuzz-play");
        // SAFETY: set once, before any input runs, while libFuzzer's
        // thread is the only one in the process; dup2 onto fd 1 only
        // replaces what it points at.
        unsafe {
            std::env::set_var("RULECARD_HOME", &home);
            let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
            assert!(null >= 0, "cannot open /dev/null");
            assert!(libc::dup2(null, 1) == 1, "cannot point stdout at /dev/null");
        }
        home
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let home = home();
    rulecard_fuzz::play_lines(data, home);
    // What one game recorded must not carry over into the next input.
    rulecard_fuzz::empty(home);
});
