//! The quiz as a script drives it (answers on stdin), and what it leaves:
//! marked cards in `rules` and `review`, numbers in `stats`.

use crate::common::{json_in, rulecard};
use predicates::prelude::*;

fn home() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn a_piped_quiz_reads_one_answer_per_line_and_remembers() {
    let home = home();
    // The first question of a fresh progress is the first in quiz.yaml.
    let first = json_in(
        home.path(),
        &["quiz", "makatsu", "--list", "--json", "--lang", "de"],
    );
    assert_eq!(first["questions"][0]["id"], "weisst-du-es-noch");
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "2", "--lang", "de"])
        .write_stdin("Ben\nniemand\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Richtig!"))
        .stdout(predicate::str::contains("Leider falsch"))
        .stdout(predicate::str::contains("1 / 2 richtig"));
    let stats = json_in(home.path(), &["stats", "makatsu", "--json"]);
    assert_eq!(stats["answered"], 2);
    assert_eq!(stats["correct"], 1);
    assert!(stats["due"].is_u64());
    assert_eq!(stats["games"][0]["streak"], 0);
    let review = json_in(home.path(), &["review", "--json", "--lang", "de"]);
    let marked = review["marked"].as_array().unwrap();
    assert!(
        !marked.is_empty(),
        "the missed question's rule cards are marked"
    );
    assert!(
        marked
            .iter()
            .all(|m| m["ref"].is_string() && m["game"] == "makatsu")
    );
    let rules = json_in(home.path(), &["rules", "makatsu", "--json"]);
    let flagged: Vec<&str> = rules["cards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["marked"] == true)
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(flagged.len(), marked.len());
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "makatsu", "--lang", "de"])
        .assert()
        .stdout(predicate::str::contains("⚑"));
}

#[test]
fn a_missed_question_comes_back_first() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1"])
        .write_stdin("Anna\n")
        .assert()
        .success();
    // Missed: due again at once (FSRS "again"), so --due finds it.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--due", "--lang", "en"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Anna and Ben").or(predicate::str::contains("blue 6")))
        .stdout(predicate::str::contains("1 / 1 right"));
}

#[test]
fn cram_mode_leaves_no_trace() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1", "--cram"])
        .write_stdin("Anna\n")
        .assert()
        .success();
    assert!(!home.path().join("progress.json").exists());
}

#[test]
fn reveal_mode_grades_honestly() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "quiz", "makatsu", "--count", "1", "--reveal", "--lang", "de",
        ])
        .write_stdin("n\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Antwort: Ben"))
        .stdout(predicate::str::contains("0 / 1 richtig"));
}

#[test]
fn generated_questions_are_reproducible() {
    let run = || {
        let home = home();
        let out = rulecard()
            .env("RULECARD_HOME", home.path())
            .args([
                "quiz",
                "makatsu",
                "--generated",
                "--new",
                "--count",
                "3",
                "--seed",
                "5",
                "--lang",
                "en",
            ])
            .write_stdin("0\n0\n0\n")
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let a = run();
    assert!(a.contains("Question 1/3"));
    assert_eq!(a, run());
}

#[test]
fn an_unwritable_home_warns_and_the_quiz_runs() {
    let dir = home();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    rulecard()
        .env("RULECARD_HOME", file.join("below"))
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Right!"))
        .stderr(predicate::str::contains("a-file"));
}

#[test]
fn a_corrupt_progress_file_is_kept_aside_with_a_warning() {
    let home = home();
    std::fs::write(home.path().join("progress.json"), "{broken").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("progress.json"));
    let kept: Vec<_> = std::fs::read_dir(home.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("progress.json.unreadable-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), "{broken");
}

#[test]
fn list_and_empty_states() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--due", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("No questions match"));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["review", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Nothing is marked"));
    let v = json_in(home.path(), &["stats", "--json"]);
    assert_eq!(v["answered"], 0);
    assert_eq!(v["games"].as_array().unwrap().len(), 3);
}

#[test]
fn a_line_that_is_not_utf8_is_asked_again() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"])
        .write_stdin(&b"\xff\xfe\nBen\n"[..])
        .assert()
        .success()
        .stdout(predicate::str::contains("1 / 1 right"))
        .stderr(predicate::str::contains("not UTF-8"));
}

#[test]
fn without_count_a_quiz_is_a_session_of_the_due_and_ten_new() {
    let home = home();
    // A fresh progress: nothing due, so the first ten new questions.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--lang", "en"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Question 1/10 "));
    // --count still asks that many of the whole game.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "12", "--cram", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Question 1/12 "));
}

#[test]
fn a_card_answer_is_shown_in_the_questions_notation_and_hand_order() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makao", "--count", "1", "--lang", "en"])
        .write_stdin("Jc\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "the answer is 5♣, 8♥, Q♦, J♣ (yours: J♣)",
        ));
}

#[test]
fn seed_needs_generated_and_list_lists_the_games_own() {
    rulecard()
        .args(["quiz", "makao", "--seed", "3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--generated"));
    rulecard()
        .args(["quiz", "makao", "--generated", "--list"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot be used with"));
}

#[test]
fn variant_none_switches_the_saved_house_rules_off_for_one_run() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--variant", "seven-stacking"])
        .assert()
        .success();
    let judge = |extra: &[&str]| {
        let mut cmd = rulecard();
        cmd.env("RULECARD_HOME", home.path())
            .args([
                "judge",
                "maumau",
                "--top",
                "7h",
                "--penalty",
                "2",
                "--hand",
                "7c",
            ])
            .args(["--lang", "en"])
            .args(extra);
        cmd
    };
    judge(&[])
        .assert()
        .success()
        .stdout(predicate::str::contains("May be played now: 7♣"));
    judge(&["--variant", "none"])
        .assert()
        .success()
        .stdout(predicate::str::contains("House rules: none"))
        .stdout(predicate::str::contains("May be played now: no card"));
    judge(&["--variant", "none", "--variant", "eight-stacking"])
        .assert()
        .code(2)
        .stdout("");
    for args in [
        &["rules", "maumau", "--variant", "none"][..],
        &["quiz", "maumau", "--list", "--variant", "none"],
        &["sheet", "maumau", "--variant", "none"],
        &["setup", "maumau", "--variant", "none"],
        &["simulate", "maumau", "--games", "5", "--variant", "none"],
        &["check", "maumau", "herz-neun", "7h", "--variant", "none"],
    ] {
        let out = rulecard()
            .env("RULECARD_HOME", home.path())
            .args(args)
            .output()
            .unwrap();
        assert_ne!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The quiz's last line says why nothing was saved: cram mode, or a
/// progress file that could not be written — not "one or the other".
#[test]
fn the_unsaved_line_says_why() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1", "--cram", "--lang", "en"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Practice only (--cram): nothing was saved.",
        ))
        .stdout(predicate::str::contains("could not be written").not());
    // A home below a plain file can never be created, even by root.
    let file = home.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    rulecard()
        .env("RULECARD_HOME", file.join("home"))
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"])
        .write_stdin("Ben\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Not saved: the progress file could not be written",
        ))
        .stdout(predicate::str::contains("--cram").not());
}

/// A game never quizzed has no accuracy: "not quizzed yet", JSON null —
/// not "0 right (0%)" and 0.0.
#[test]
fn an_untried_game_has_no_accuracy() {
    let home = home();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "makatsu", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("not quizzed yet: 25 new"))
        .stdout(predicate::str::contains("(0%)").not());
    let stats = json_in(home.path(), &["stats", "makatsu", "--json"]);
    assert!(stats["accuracy"].is_null(), "{stats}");
    assert!(stats["games"][0]["accuracy"].is_null(), "{stats}");
}

/// The quiz's help and its manual page say where `q` stops the quiz and
/// where it filters a list, as the prompts' key lines do.
#[test]
fn the_help_and_the_man_page_say_how_q_stops_a_quiz() {
    let dir = tempfile::tempdir().unwrap();
    rulecard()
        .args(["man", "--dir"])
        .arg(dir.path())
        .assert()
        .success();
    let page = std::fs::read_to_string(dir.path().join("rulecard-quiz.1")).unwrap();
    let help = crate::common::stdout_of(&["quiz", "--help"]);
    for text in [page, help] {
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for said in [
            "Esc or Ctrl-C at any prompt stops",
            "in a list while nothing is typed into it (after a letter, q filters)",
        ] {
            let roff = said.replace('-', "\\-");
            assert!(
                flat.contains(said) || flat.contains(&roff),
                "{said}: {flat}"
            );
        }
    }
}
