//! The quiz in a real terminal: a pseudo-terminal runs `rulecard quiz`,
//! the test picks answers with the arrow keys and Enter, as a player would.

use std::process::Command;

use rexpect::session::spawn_command;

#[test]
fn answering_a_quiz_in_a_pseudo_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("rulecard"));
    cmd.env_clear()
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LANG", "C")
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"]);
    let mut p = spawn_command(cmd, Some(20_000)).expect("spawn in a pty");
    // The first question of a fresh progress: Anna and Ben, both blue 6.
    p.exp_string("Question 1/1").unwrap();
    p.exp_string("Anna").unwrap();
    // Choices Anna, Ben, Cem, nobody: one down, then Enter picks Ben.
    p.send("\x1b[B").unwrap();
    p.flush().unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Right!").unwrap();
    p.exp_string("1 / 1 right").unwrap();
    p.exp_eof().unwrap();
    let progress = std::fs::read_to_string(home.path().join("progress.json")).unwrap();
    assert!(
        progress.contains("weisst-du-es-noch"),
        "the answer was saved"
    );
}

/// Ctrl-C at a pick list ends the quiz, and the cursor the list hid is
/// shown again before the process exits.
#[test]
fn ctrl_c_at_a_pick_list_restores_the_cursor() {
    let home = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("rulecard"));
    cmd.env_clear()
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LANG", "C")
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"]);
    let mut p = spawn_command(cmd, Some(20_000)).expect("spawn in a pty");
    p.exp_string("Question 1/1").unwrap();
    let shown = p.exp_string("nobody").unwrap();
    p.send("\x03").unwrap();
    p.flush().unwrap();
    let rest = p.exp_eof().unwrap();
    let all = format!("{shown}{rest}");
    let hidden = all.rfind("\x1b[?25l").expect("the list hides the cursor");
    assert!(
        all[hidden..].contains("\x1b[?25h"),
        "the cursor is shown again after the last hide: {all:?}"
    );
}
