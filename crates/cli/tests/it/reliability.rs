//! Issue 31, tried as a hostile or careless user would: a FIFO where a
//! file should be, huge counts, a broken output, files with one bad value,
//! strange homes. Each test fails without its fix; the item it covers is
//! named above it.

use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::cli_play::{script, table};
use crate::common::rulecard;
use predicates::prelude::*;
use rulecard_core::content::GameId;

/// Long enough for a debug build on a busy machine, far shorter than
/// forever.
const PATIENCE: Duration = Duration::from_secs(60);

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(status.success(), "mkfifo {}", path.display());
}

/// A seeded Makao game of two the player wins, as lines to type.
fn won_makao() -> (u64, String) {
    for seed in 1..200 {
        let (lines, t) = script(table(GameId::Makao, 2, seed));
        if t.over().and_then(|o| o.winner) == Some(0) {
            return (seed, lines.join("\n") + "\n");
        }
    }
    panic!("no seed below 200 lets the first legal move win");
}

fn play_makao(home: &Path, seed: u64) -> assert_cmd::Command {
    let mut cmd = rulecard();
    cmd.env("RULECARD_HOME", home)
        .args(["play", "makao", "--lang", "en", "--fast", "--players", "2"])
        .args(["--seed", &seed.to_string()])
        .timeout(PATIENCE);
    cmd
}

// Item 1: a FIFO where a file should be is named, never opened, and the
// command goes on without saving.
#[cfg(unix)]
#[test]
fn a_fifo_in_place_of_a_file_is_named_and_never_waited_on() {
    for file in ["progress.json", "stats.json"] {
        let home = tempfile::tempdir().unwrap();
        let fifo = home.path().join(file);
        mkfifo(&fifo);
        for args in [&["rules", "makatsu"][..], &["stats"]] {
            let out = rulecard()
                .env("RULECARD_HOME", home.path())
                .args(args)
                .args(["--lang", "en"])
                .timeout(PATIENCE)
                .assert()
                .success()
                .get_output()
                .clone();
            let err = String::from_utf8_lossy(&out.stderr);
            // A lookup reads the progress only for its markers and says
            // nothing of it (the quiz does); `stats` names the file.
            if args[0] == "stats" {
                assert!(
                    err.contains(&format!("{} is not a regular file", fifo.display())),
                    "{args:?} with a FIFO {file}: {err}"
                );
            }
        }
    }
    // House rules are refused when unreadable, a FIFO among them: named,
    // exit 2, at once.
    let home = tempfile::tempdir().unwrap();
    mkfifo(&home.path().join("config.toml"));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "judge", "maumau", "--top", "7h", "--hand", "8h", "--lang", "en",
        ])
        .timeout(PATIENCE)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "config.toml is not a regular file",
        ));
}

// Item 1: a FIFO lock: the won game still prints its result, and says
// what was not saved and why.
#[cfg(unix)]
#[test]
fn a_fifo_lock_costs_the_record_not_the_result() {
    let (seed, input) = won_makao();
    let home = tempfile::tempdir().unwrap();
    mkfifo(&home.path().join("stats.lock"));
    mkfifo(&home.path().join("progress.lock"));
    play_makao(home.path(), seed)
        .write_stdin(input)
        .assert()
        .success()
        .stdout(predicate::str::contains("You won"))
        .stderr(predicate::str::contains("stats.lock is not a regular file"));
    assert!(!home.path().join("stats.json").exists());
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "en",
        ])
        .write_stdin("y\n")
        .timeout(PATIENCE)
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "progress.lock is not a regular file",
        ));
}

// Items 2 and 11: a player count is bounded when the command line is
// read, before anything is allocated for it, and refused in the digits
// the user typed (a float would round 18446744073709551615 up).
#[test]
fn huge_player_counts_are_refused_as_typed_before_any_allocation() {
    let commands: [&[&str]; 5] = [
        &["simulate", "makao", "--games", "1"],
        &["simulate", "maumau", "--games", "1"],
        &["simulate", "makatsu", "--games", "1"],
        &["judge", "makao", "--top", "7h", "--turns", "draw"],
        &["setup", "maumau"],
    ];
    for command in commands {
        for typed in ["100000000000", "18446744073709551615", "4294967296", "65"] {
            let out = rulecard()
                .args(command)
                .args(["--players", typed, "--lang", "en"])
                .timeout(PATIENCE)
                .assert()
                .code(2)
                .get_output()
                .clone();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains(&format!("'{typed}'")) && err.contains("0..=64"),
                "{command:?} --players {typed}: {err}"
            );
            assert!(!err.contains("18446744073709552000"), "{err}");
            assert!(
                !err.contains("panicked") && !err.contains("memory"),
                "{err}"
            );
            let json = rulecard()
                .args(command)
                .args(["--players", typed, "--json"])
                .timeout(PATIENCE)
                .assert()
                .code(2)
                .get_output()
                .stdout
                .clone();
            let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
            assert_eq!(json["error"]["token"], typed, "{json}");
        }
    }
    // The largest table any game seats still plays.
    rulecard()
        .args(["simulate", "maumau", "--games", "1", "--players", "64"])
        .timeout(PATIENCE)
        .assert()
        .success();
}

// Item 7: a finished game is recorded whatever happens to the output: a
// reader that stops after one line, an output on a full disk (then the
// error is reported after the record, exit 1).
#[cfg(target_os = "linux")]
#[test]
fn a_won_game_is_recorded_whatever_happens_to_the_output() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let (seed, input) = won_makao();
    let bin = assert_cmd::cargo::cargo_bin("rulecard");
    let spawn = |home: &Path, stdout: Stdio| {
        Command::new(&bin)
            .env_clear()
            .env("NO_COLOR", "1")
            .env("RULECARD_HOME", home)
            .args(["play", "makao", "--lang", "en", "--fast", "--players", "2"])
            .args(["--seed", &seed.to_string()])
            .stdin(Stdio::piped())
            .stdout(stdout)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    // The whole game's moves; the old build stopped reading at the first
    // failed write, so the pipe may close early.
    let feed = |child: &mut std::process::Child| {
        let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    };
    let wins = |home: &Path| {
        let s: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(home.join("stats.json")).unwrap()).unwrap();
        (
            s["games"]["makao"]["tips"]["wins"].clone(),
            s["games"]["makao"]["tips"]["abandoned"].clone(),
        )
    };
    // `| head -1`: one line read, then the pipe closed.
    let home = tempfile::tempdir().unwrap();
    let mut child = spawn(home.path(), Stdio::piped());
    let reader = child.stdout.take().unwrap();
    let mut first = String::new();
    let mut reader = BufReader::new(reader);
    reader.read_line(&mut first).unwrap();
    drop(reader);
    assert!(first.starts_with("Makao"), "{first}");
    // The reader is gone before the first move is typed.
    feed(&mut child);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "a closed pipe is the reader's choice: {out:?}"
    );
    assert_eq!(
        wins(home.path()),
        (1.into(), 0.into()),
        "the win is recorded"
    );
    // `> /dev/full`: recorded, then the error said, exit 1.
    let home = tempfile::tempdir().unwrap();
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = spawn(home.path(), Stdio::from(full));
    feed(&mut child);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("No space left"), "{err}");
    assert_eq!(
        wins(home.path()),
        (1.into(), 0.into()),
        "the win is recorded"
    );
}
