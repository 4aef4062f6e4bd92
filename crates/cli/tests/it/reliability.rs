//! Issue 31, tried as a hostile or careless user would: a FIFO where a
//! file should be, huge counts, a broken output, files with one bad value,
//! strange homes. Each test fails without its fix; the item it covers is
//! named above it.

use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::cli_play::{dim_at_first_turn, script, table};
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
    answer_one(home.path())
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

/// The files beside `file` in `dir` whose names start with `file.why-`.
fn beside(dir: &Path, file: &str, why: &str) -> Vec<std::path::PathBuf> {
    let prefix = format!("{file}.{why}-");
    let mut found: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

/// One quiz answer in reveal mode ("y", knew it).
fn answer_one(home: &Path) -> assert_cmd::assert::Assert {
    rulecard()
        .env("RULECARD_HOME", home)
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "en",
        ])
        .write_stdin("y\n")
        .timeout(PATIENCE)
        .assert()
}

/// A Makao game in `lang` where the player tries a card the rules refuse
/// (so a rule goes on the re-reading list), then leaves: its stderr.
fn refused_then_left(home: &Path, lang: &str) -> String {
    let (seed, dim, _) = dim_at_first_turn();
    let out = rulecard()
        .env("RULECARD_HOME", home)
        .args(["play", "makao", "--lang", lang, "--fast"])
        .args(["--seed", &seed.to_string()])
        .write_stdin(format!("{dim}\n"))
        .timeout(PATIENCE)
        .assert()
        .success()
        .get_output()
        .clone();
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn json_file(path: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap()
}

// Item 3: play sets an unreadable progress.json aside (marking the rules
// run into) and says once where it went.
#[test]
fn play_says_where_an_unreadable_progress_file_went() {
    let home = tempfile::tempdir().unwrap();
    fs::write(home.path().join("progress.json"), "{ not json").unwrap();
    let err = refused_then_left(home.path(), "en");
    let kept = beside(home.path(), "progress.json", "unreadable");
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(fs::read(&kept[0]).unwrap(), b"{ not json");
    assert_eq!(
        err.matches(&kept[0].display().to_string()).count(),
        1,
        "said once where it went: {err}"
    );
}

// Item 4: a question record that does not read, and a game's `answered`
// that does not: after one answer the file as read is kept beside, and
// only the bad field was repaired (correct and the streaks keep theirs).
#[test]
fn quiz_repairs_keep_a_copy_and_repair_only_the_bad_field() {
    let home = tempfile::tempdir().unwrap();
    let p = home.path().join("progress.json");
    let text = r#"{"version":1,"games":{"makatsu":{"answered":"lots","correct":5,"streak":2,"best_streak":3,
        "questions":{"gone-question":{"answered":2,"correct":1,"last_correct":true,
        "last_answered":"2026-01-01T00:00:00Z","schedule":{"state":"Mastered"}}}}}}"#;
    fs::write(&p, text).unwrap();
    answer_one(home.path())
        .success()
        .stderr(predicate::str::contains("the file as it was is kept as"));
    let kept = beside(home.path(), "progress.json", "before-repair");
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(fs::read_to_string(&kept[0]).unwrap(), text, "kept as read");
    let g = &json_file(&p)["games"]["makatsu"];
    // 5 right before, one more now; answered at least that.
    assert_eq!(g["correct"], 6, "{g}");
    assert_eq!(g["streak"], 3, "{g}");
    assert_eq!(g["best_streak"], 3, "{g}");
    assert!(g["answered"].as_u64().unwrap() >= 6, "{g}");
}

// Item 5: one bad value in stats.json costs that value, not the file; an
// unknown level and unknown fields survive a save.
#[test]
fn stats_are_read_record_by_record_and_keep_what_they_do_not_know() {
    let (seed, input) = won_makao();
    let home = tempfile::tempdir().unwrap();
    let s = home.path().join("stats.json");
    fs::write(
        &s,
        r#"{"version":1,"games":{"makao":{
            "tips":{"games":4,"wins":2,"streak":1,"best_streak":2,"fastest_win":-5,"colour":"red"},
            "expert":{"games":9,"wins":9}},
          "maumau":{"random":{"games":3,"wins":1}}},
          "ratings":{"makao":{"expert":{"rating":1900,"deviation":50,"volatility":0.06}}},
          "later":{"kept":true}}"#,
    )
    .unwrap();
    // `stats` shows the rest and says what it repaired.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("4 games"))
        .stderr(predicate::str::contains("fastest win -5 is not a time"));
    play_makao(home.path(), seed)
        .write_stdin(input)
        .assert()
        .success();
    let v = json_file(&s);
    let tips = &v["games"]["makao"]["tips"];
    assert_eq!(
        (tips["games"].clone(), tips["wins"].clone()),
        (5.into(), 3.into()),
        "{v}"
    );
    assert_eq!(tips["colour"], "red", "an unknown field survives: {v}");
    assert_eq!(
        v["games"]["makao"]["expert"]["games"], 9,
        "an unknown level survives: {v}"
    );
    assert_eq!(v["ratings"]["makao"]["expert"]["rating"], 1900, "{v}");
    assert_eq!(v["games"]["maumau"]["random"]["games"], 3, "{v}");
    assert_eq!(v["later"]["kept"], true, "{v}");
    assert_eq!(beside(home.path(), "stats.json", "before-repair").len(), 1);
    assert!(beside(home.path(), "stats.json", "unreadable").is_empty());
}

// Item 9: the re-reading list failing to save says what was not saved,
// in the reader's language, not "Statistics not saved".
#[cfg(unix)]
#[test]
fn a_failed_rereading_list_says_what_was_not_saved() {
    let home = tempfile::tempdir().unwrap();
    mkfifo(&home.path().join("progress.lock"));
    let err = refused_then_left(home.path(), "de");
    assert!(err.contains("nicht zum Nachlesen markiert"), "{err}");
    assert!(
        err.contains("keine gewöhnliche Datei"),
        "the reason in German: {err}"
    );
    assert!(!err.contains("Statistik nicht gespeichert"), "{err}");
    assert!(
        home.path().join("stats.json").exists(),
        "the game is recorded"
    );
}

// Item 10: in reveal mode, a grade that is neither yes nor no is asked
// again, not counted as a miss.
#[test]
fn an_unknown_self_grade_is_asked_again() {
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "en",
        ])
        .write_stdin("garbage\nyse\ny\n")
        .timeout(PATIENCE)
        .assert()
        .success()
        .stderr(predicate::str::contains("\"garbage\" is no grade"))
        .stderr(predicate::str::contains("\"yse\" is no grade"));
    let g = &json_file(&home.path().join("progress.json"))["games"]["makatsu"];
    assert_eq!(
        (g["answered"].clone(), g["correct"].clone()),
        (1.into(), 1.into()),
        "{g}"
    );
}

// Item 12: a line longer than 4 KB is refused with a message, skipped
// without being kept, and the next line is read as the answer; in play
// too.
#[test]
fn an_overlong_line_is_refused_and_the_next_one_read() {
    let long = "x".repeat(5 << 20);
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "en",
        ])
        .write_stdin(format!("{long}\ny\n"))
        .timeout(PATIENCE)
        .assert()
        .success()
        .stderr(predicate::str::contains("longer than 4096 characters"));
    let g = &json_file(&home.path().join("progress.json"))["games"]["makatsu"];
    assert_eq!(
        g["correct"], 1,
        "the line after the long one is the grade: {g}"
    );
    let (seed, input) = won_makao();
    play_makao(home.path(), seed)
        .write_stdin(format!("{long}\n{input}"))
        .assert()
        .success()
        .stdout(predicate::str::contains("longer than 4096 characters"))
        .stdout(predicate::str::contains("You won"));
}

// Item 13: a path in a message or warning has its control characters
// escaped: an ESC or a line break in RULECARD_HOME never reaches the
// terminal.
#[test]
fn paths_in_messages_are_escaped() {
    let root = tempfile::tempdir().unwrap();
    let home = root.path().join("a\u{1b}[2Jb\nc");
    fs::create_dir(&home).unwrap();
    fs::write(home.join("stats.json"), "{ not json").unwrap();
    fs::write(
        home.join("progress.json"),
        r#"{"games":{"makatsu":{"answered":"\u001b[2J"}}}"#,
    )
    .unwrap();
    let blocker = root.path().join("file\u{1b}]0;x\u{7}\nhome");
    fs::write(&blocker, "").unwrap();
    let runs = [
        (home.clone(), vec!["stats", "--lang", "en"], true),
        (
            blocker.clone(),
            vec!["config", "maumau", "--hand-size", "6", "--lang", "en"],
            false,
        ),
    ];
    for (dir, args, ok) in runs {
        let out = rulecard()
            .env("RULECARD_HOME", &dir)
            .args(&args)
            .timeout(PATIENCE)
            .output()
            .unwrap();
        assert_eq!(out.status.success(), ok, "{args:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !err.contains('\u{1b}') && !err.contains('\u{7}'),
            "{args:?}: {err:?}"
        );
        assert!(err.contains("\\u{1b}"), "{args:?}: {err:?}");
        for line in err.lines() {
            assert!(
                line.starts_with("rulecard: "),
                "a path broke a line: {err:?}"
            );
        }
    }
}

// Item 14: an empty or relative HOME is refused, naming the variable, as
// an empty RULECARD_HOME is; nothing is written under the current
// directory.
#[cfg(unix)]
#[test]
fn an_empty_or_relative_home_is_refused_by_name() {
    let cwd = tempfile::tempdir().unwrap();
    for home in ["", "relative/home"] {
        for args in [
            &["stats"][..],
            &["quiz", "makatsu", "--count", "1", "--reveal"],
            &["config", "maumau", "--hand-size", "6"],
        ] {
            rulecard()
                .env_remove("RULECARD_HOME")
                .env("HOME", home)
                .current_dir(cwd.path())
                .args(args)
                .args(["--lang", "en"])
                .write_stdin("y\n")
                .timeout(PATIENCE)
                .assert()
                .code(2)
                .stderr(predicate::str::contains(format!("HOME is \"{home}\"")));
        }
    }
    assert_eq!(
        fs::read_dir(cwd.path()).unwrap().count(),
        0,
        "nothing written here"
    );
}

// Item 15: RULECARD_HOME pointing at a file: `stats` (and `review`) say
// so, as the commands that write do, instead of showing nothing.
#[test]
fn a_rulecard_home_that_is_a_file_is_said_by_stats() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("home-file");
    fs::write(&file, "x").unwrap();
    for args in [&["stats"][..], &["review", "makao"]] {
        rulecard()
            .env("RULECARD_HOME", &file)
            .args(args)
            .args(["--lang", "en"])
            .timeout(PATIENCE)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("home-file is not a directory"))
            .stderr(predicate::str::contains("RULECARD_HOME points at it"));
    }
}

// Item 8: a `config` save edits config.toml in place: the comments and
// the order of a hand-edited file survive.
#[test]
fn a_config_save_keeps_the_comments_of_a_hand_edited_file() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("config.toml");
    let hand = "# Our table (Tuesdays)\ngame = \"maumau\"  # first in lookups\n\n\
                [maumau]\n# Anna insists\nvariants = [\"seven-stacking\"]\nhand-size = 5 # not 6\n";
    fs::write(&file, hand).unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--hand-size", "6", "--lang", "en"])
        .timeout(PATIENCE)
        .assert()
        .success();
    let after = fs::read_to_string(&file).unwrap();
    assert_eq!(
        after,
        hand.replace("hand-size = 5", "hand-size = 6"),
        "{after}"
    );
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "--game", "none", "--lang", "en"])
        .timeout(PATIENCE)
        .assert()
        .success();
    let after = fs::read_to_string(&file).unwrap();
    assert!(after.starts_with("# Our table (Tuesdays)\n"), "{after}");
    assert!(after.contains("# Anna insists\nvariants"), "{after}");
    assert!(!after.contains("game ="), "{after}");
}
