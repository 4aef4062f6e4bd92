//! What a user keeps survives what goes wrong around it: broken, huge,
//! newer or linked files, crashed writers, two commands at once, a home
//! that is not a directory. Each test is a defect found by a review, run
//! through the real binary.

use std::fs;
use std::path::Path;

use crate::common::rulecard;
use predicates::prelude::*;

/// Answers one question, whichever comes: in reveal mode the player
/// grades themselves, "y" for knew it.
fn answer_quiz(home: &Path) -> assert_cmd::assert::Assert {
    rulecard()
        .env("RULECARD_HOME", home)
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "en",
        ])
        .write_stdin("y\n")
        .assert()
}

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

#[test]
fn an_empty_rulecard_home_is_an_error_not_the_real_home() {
    for args in [
        &["quiz", "makatsu", "--count", "1"][..],
        &["config", "maumau", "--hand-size", "6"],
        &["stats"],
    ] {
        rulecard()
            .env("RULECARD_HOME", "")
            .env("HOME", "/nonexistent-home-for-this-test")
            .args(args)
            .write_stdin("Ben\n")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("RULECARD_HOME is set but empty"));
    }
}

#[test]
fn a_home_that_is_a_file_is_said_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("home-file");
    fs::write(&file, "x").unwrap();
    rulecard()
        .env("RULECARD_HOME", &file)
        .args(["config", "maumau", "--hand-size", "6"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not a directory"))
        .stderr(predicate::str::contains("RULECARD_HOME points at it"))
        .stderr(predicate::str::contains("os error").not());
}

#[test]
fn a_schedule_out_of_range_costs_one_question_not_the_file() {
    let home = tempfile::tempdir().unwrap();
    for _ in 0..3 {
        answer_quiz(home.path()).success();
    }
    let mut p = progress(home.path());
    let q = &mut p["games"]["makatsu"]["questions"]["weisst-du-es-noch"];
    q["schedule"]["difficulty"] = serde_json::json!(-1e10);
    q["schedule"]["stability"] = serde_json::json!(1e300);
    q["last_correct"] = serde_json::json!(false);
    fs::write(home.path().join("progress.json"), p.to_string()).unwrap();
    answer_quiz(home.path())
        .success()
        .stderr(predicate::str::contains("brought into range"));
    let p = progress(home.path());
    let g = &p["games"]["makatsu"];
    assert_eq!(g["answered"], 4, "every earlier answer is still there");
    let s = &g["questions"]["weisst-du-es-noch"]["schedule"];
    assert!(s["stability"].as_f64().unwrap().is_finite(), "{s}");
    // And the file reads again: one more answer counts on top.
    answer_quiz(home.path()).success();
    assert_eq!(progress(home.path())["games"]["makatsu"]["answered"], 5);
}

#[test]
fn counts_at_their_maximum_stay_there_and_disagreeing_counts_are_repaired() {
    let home = tempfile::tempdir().unwrap();
    answer_quiz(home.path()).success();
    let mut p = progress(home.path());
    let g = &mut p["games"]["makatsu"];
    g["answered"] = serde_json::json!(u32::MAX);
    g["correct"] = serde_json::json!(u32::MAX);
    g["streak"] = serde_json::json!(u32::MAX);
    fs::write(home.path().join("progress.json"), p.to_string()).unwrap();
    answer_quiz(home.path()).success();
    let g = &progress(home.path())["games"]["makatsu"];
    assert_eq!(g["answered"], u32::MAX);
    assert_eq!(g["correct"], u32::MAX);

    let mut p = progress(home.path());
    p["games"]["makatsu"]["answered"] = serde_json::json!(1);
    p["games"]["makatsu"]["correct"] = serde_json::json!(7);
    fs::write(home.path().join("progress.json"), p.to_string()).unwrap();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "makatsu", "--json"])
        .assert()
        .success()
        .stderr(predicate::str::contains("more than answered"))
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert!(
        v["accuracy"].as_f64().unwrap() <= 1.0,
        "no accuracy above 100 %: {v}"
    );
}

#[test]
fn a_newer_progress_file_is_shown_but_never_overwritten() {
    let home = tempfile::tempdir().unwrap();
    answer_quiz(home.path()).success();
    let mut p = progress(home.path());
    p["version"] = serde_json::json!(2);
    p["play"] = serde_json::json!({"makao": {"games": 3}});
    let text = p.to_string();
    fs::write(home.path().join("progress.json"), &text).unwrap();
    answer_quiz(home.path())
        .success()
        .stderr(predicate::str::contains("newer rulecard"));
    assert_eq!(
        fs::read_to_string(home.path().join("progress.json")).unwrap(),
        text
    );
}

#[test]
fn fields_this_version_does_not_know_survive_a_save() {
    let home = tempfile::tempdir().unwrap();
    answer_quiz(home.path()).success();
    let mut p = progress(home.path());
    p["play"] = serde_json::json!({"makao": {"games": 3}});
    fs::write(home.path().join("progress.json"), p.to_string()).unwrap();
    answer_quiz(home.path()).success();
    let p = progress(home.path());
    assert_eq!(p["play"]["makao"]["games"], 3);
    assert_eq!(p["games"]["makatsu"]["answered"], 2);
}

#[test]
fn temporary_files_of_crashed_saves_are_cleaned_up() {
    let home = tempfile::tempdir().unwrap();
    for n in 0..5 {
        fs::write(home.path().join(format!(".progress-crash{n}.tmp")), "{").unwrap();
    }
    answer_quiz(home.path()).success();
    let left: Vec<_> = fs::read_dir(home.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn one_unreadable_progress_file_is_reported_once() {
    let home = tempfile::tempdir().unwrap();
    fs::write(home.path().join("progress.json"), "{broken").unwrap();
    let out = answer_quiz(home.path())
        .success()
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8(out).unwrap();
    assert_eq!(err.matches("progress.json").count(), 2, "{err}");
    assert_eq!(err.matches("rulecard: warning").count(), 1, "{err}");
    assert!(err.contains("kept as"), "{err}");
}

#[cfg(unix)]
#[test]
fn links_are_refused_and_nothing_is_created_outside_the_home() {
    let home = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let target = outside.path().join("created-by-rulecard");
    std::os::unix::fs::symlink(&target, home.path().join("progress.lock")).unwrap();
    answer_quiz(home.path())
        .success()
        .stderr(predicate::str::contains("symbolic link"));
    assert!(!target.exists(), "the dangling link's target was created");

    let real = outside.path().join("config.toml");
    fs::write(&real, "[maumau]\nhand-size = 6\n").unwrap();
    std::os::unix::fs::symlink(&real, home.path().join("config.toml")).unwrap();
    // Read through the link (the house rules apply) ...
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"hand-size\": 6"));
    // ... but never replaced by a regular file.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--hand-size", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("symbolic link"));
    assert!(
        fs::symlink_metadata(home.path().join("config.toml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(&real).unwrap(),
        "[maumau]\nhand-size = 6\n"
    );
}

#[test]
fn a_broken_config_can_be_cleared_and_is_kept_aside() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("config.toml");
    fs::write(&file, b"[maumau]\nhand-size = 6\n\xff\xfe\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau", "Bube"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("config.toml:3: not UTF-8"));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--clear", "--lang", "en"])
        .assert()
        .success()
        .stderr(predicate::str::contains("kept as"));
    let kept: Vec<_> = fs::read_dir(home.path())
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("config.toml.unreadable-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        fs::read(kept[0].path()).unwrap(),
        b"[maumau]\nhand-size = 6\n\xff\xfe\n"
    );
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau", "Bube"])
        .assert()
        .success();
}

#[test]
fn a_huge_config_is_refused_without_reading_it_whole() {
    let home = tempfile::tempdir().unwrap();
    let mut text = String::from("[maumau]\nhand-size = 6\n");
    while text.len() <= 2 << 20 {
        text.push_str("# padding padding padding padding padding padding padding\n");
    }
    fs::write(home.path().join("config.toml"), &text).unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau", "Bube"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("larger than 1 MiB"));
}

/// Two `config` commands at once, many times over: both changes are kept.
/// (Before the lock, one of two was lost in about a quarter of the runs.)
#[test]
fn two_config_changes_at_once_both_stay() {
    let home = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("rulecard");
    for round in 0..20 {
        let (a, b) = if round % 2 == 0 {
            ("6", "5")
        } else {
            ("5", "6")
        };
        let spawn = |game: &str, flag: &str, value: &str| {
            std::process::Command::new(&bin)
                .env_clear()
                .env("RULECARD_HOME", home.path())
                .args(["config", game, flag, value])
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        };
        let mut first = spawn("maumau", "--hand-size", a);
        let mut second = spawn("maumau", "--mau-penalty", b);
        assert!(first.wait().unwrap().success());
        assert!(second.wait().unwrap().success());
        let text = fs::read_to_string(home.path().join("config.toml")).unwrap();
        assert!(
            text.contains(&format!("hand-size = {a}")),
            "round {round}: {text}"
        );
        assert!(
            text.contains(&format!("mau-penalty = {b}")),
            "round {round}: {text}"
        );
    }
}

#[test]
fn a_huge_count_builds_questions_one_at_a_time() {
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "quiz",
            "makatsu",
            "--count",
            "18446744073709551615",
            "--generated",
            "--cram",
            "--lang",
            "en",
        ])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("0 / 0"));
}

#[test]
fn stats_add_up_counts_at_their_limit_in_every_game() {
    let home = tempfile::tempdir().unwrap();
    let game = serde_json::json!({"answered": u32::MAX, "correct": u32::MAX});
    let p = serde_json::json!({"version": 1, "games": {"makatsu": game, "makao": game, "maumau": game}});
    fs::write(home.path().join("progress.json"), p.to_string()).unwrap();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["answered"], 3 * u64::from(u32::MAX));
    assert_eq!(v["accuracy"], 1.0);
}

#[test]
fn config_variant_none_saves_no_variants_and_keeps_the_options() {
    let home = tempfile::tempdir().unwrap();
    let config = |args: &[&str]| {
        rulecard()
            .env("RULECARD_HOME", home.path())
            .arg("config")
            .args(args)
            .assert()
    };
    config(&["maumau", "--variant", "seven-stacking", "--hand-size", "6"]).success();
    config(&["maumau", "--variant", "none"]).success();
    let text = fs::read_to_string(home.path().join("config.toml")).unwrap();
    assert!(!text.contains("seven-stacking"), "{text}");
    assert!(text.contains("hand-size = 6"), "{text}");
    config(&["maumau", "--variant", "none", "--variant", "eight-stacking"])
        .code(2)
        .stderr(predicate::str::contains("cannot be combined"));
}
