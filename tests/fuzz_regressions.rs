//! What fuzzing found, kept found: every crash, timeout or out-of-memory
//! input of `fuzz/` as a test here with its exact input, and the committed
//! seed corpus replayed through the fuzz harness itself, on stable.
//!
//! The harness (`fuzz/src/lib.rs`) is included as a module, so a seed or a
//! finding runs here through the very checks it ran through under
//! libFuzzer. The targets that need a process of their own (the config
//! reader reads `RULECARD_HOME`; the command line writes to stdout) are
//! replayed through the binary with a pinned environment instead.

mod common;

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod harness;

use std::path::{Path, PathBuf};

use common::rulecard;

/// The committed seeds of one target, sorted so a failure names the same
/// file every time.
fn seeds(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join("corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no seeds in {}", dir.display());
    files
        .into_iter()
        .map(|f| {
            let data = std::fs::read(&f).unwrap();
            (f, data)
        })
        .collect()
}

/// Runs `check` on every seed of `target`, naming the seed that fails.
fn replay(target: &str, check: impl Fn(&[u8])) {
    for (file, data) in seeds(target) {
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&data)));
        assert!(result.is_ok(), "seed {} fails", file.display());
    }
}

#[test]
fn judge_seeds_replay() {
    replay("judge_makatsu", harness::judge_makatsu);
    replay("judge_makao", harness::judge_makao);
    replay("judge_maumau", harness::judge_maumau);
}

#[test]
fn search_and_answer_seeds_replay() {
    replay("search", harness::search);
    replay("answer", harness::answer);
}

#[test]
fn progress_seeds_replay() {
    replay("progress", |data| {
        let dir = tempfile::tempdir().unwrap();
        harness::progress(data, dir.path());
    });
}

/// No panic, no backtrace: a clear message (or a verdict) and an exit code
/// of 0, 1 or 2.
fn no_panic(output: &std::process::Output, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"),
        "{what}: {stderr}"
    );
    assert!(
        matches!(output.status.code(), Some(0..=2)),
        "{what}: exit {:?}: {stderr}",
        output.status.code()
    );
}

#[test]
fn config_seeds_replay_through_the_binary() {
    for (file, data) in seeds("config") {
        let home = tempfile::tempdir().unwrap();
        std::fs::write(home.path().join("config.toml"), &data).unwrap();
        for args in [
            &["config", "maumau"][..],
            &["rules", "maumau", "--lang", "en"],
        ] {
            let output = rulecard()
                .env("RULECARD_HOME", home.path())
                .args(args)
                .output()
                .unwrap();
            no_panic(&output, &format!("{} with {args:?}", file.display()));
            if output.status.code() == Some(2) {
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert!(stderr.contains("config.toml"), "{}: {stderr}", file.display());
            }
        }
    }
}

#[test]
fn command_line_seeds_replay_through_the_binary() {
    let mut ran = 0;
    for (file, data) in seeds("cli") {
        let Some(args) = harness::cli_args(&data) else {
            continue;
        };
        let home = tempfile::tempdir().unwrap();
        let output = rulecard()
            .env("RULECARD_HOME", home.path())
            .args(&args[1..])
            .write_stdin("")
            .output()
            .unwrap();
        no_panic(&output, &format!("{} ({args:?})", file.display()));
        ran += 1;
    }
    assert!(ran > 100, "only {ran} command line seeds ran");
}
