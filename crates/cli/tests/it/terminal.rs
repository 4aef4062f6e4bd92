//! The quiz in a real terminal: a pseudo-terminal runs `rulecard quiz`,
//! the test picks answers with the arrow keys and Enter, as a player would.

use std::process::Command;

use rexpect::session::spawn_command;

/// `rulecard ARGS` in a pseudo-terminal with a pinned environment and
/// `home` for its progress.
fn spawn(home: &std::path::Path, args: &[&str]) -> rexpect::session::PtySession {
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("rulecard"));
    cmd.env_clear()
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LANG", "C")
        .env("RULECARD_HOME", home)
        .args(args);
    spawn_command(cmd, Some(20_000)).expect("spawn in a pty")
}

#[test]
fn answering_a_quiz_in_a_pseudo_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(
        home.path(),
        &["quiz", "makatsu", "--count", "1", "--lang", "en"],
    );
    // The first question of a fresh progress: Anna and Ben, both blue 6.
    p.exp_string("Question 1/1").unwrap();
    p.exp_string("Anna").unwrap();
    // Choices Anna, Ben, Cem, nobody: one down, then Enter picks Ben.
    p.send("\x1b[B").unwrap();
    p.flush().unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    // The pick is repeated after Enter.
    p.exp_string("Answer: Ben").unwrap();
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

#[test]
fn a_terminal_quiz_waits_for_a_key_after_each_explanation() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(
        home.path(),
        &["quiz", "makatsu", "--count", "3", "--lang", "en"],
    );
    p.exp_string("Question 1/3").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    // The explanation stays until a key is pressed.
    p.exp_string("Press any key for the next question (q: stop)")
        .unwrap();
    p.send(" ").unwrap();
    p.flush().unwrap();
    p.exp_string("Question 2/3").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Press any key for the next question").unwrap();
    // q stops: two answered of three.
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_string("/ 2 right").unwrap();
    p.exp_eof().unwrap();
}

/// `text` as rexpect reads it back: one char per byte.
fn bytes(text: &str) -> String {
    text.bytes().map(char::from).collect()
}

#[test]
fn cards_are_picked_in_the_questions_notation() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(
        home.path(),
        &["quiz", "makao", "--count", "1", "--lang", "en"],
    );
    // The first Makao question: 8♣ on top, 5♣ 8♥ Q♦ 9♦ J♣ A♥ in hand.
    p.exp_string("Question 1/1").unwrap();
    p.exp_string(&bytes("[ ] 5♣")).unwrap();
    p.exp_string(&bytes("[ ] A♥")).unwrap();
    // Pick J♣ alone (fifth), a wrong answer: the right one in hand order.
    for _ in 0..4 {
        p.send("\x1b[B").unwrap();
    }
    p.send(" ").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string(&bytes("the answer is 5♣, 8♥, Q♦, J♣ (yours: J♣)"))
        .unwrap();
    p.exp_string("0 / 1 right").unwrap();
    p.exp_eof().unwrap();
}

/// `rulecard play` on a terminal: the full-screen table comes up, `q` and
/// `y` leave, and the terminal is given back (alternate screen left,
/// cursor shown) before the result is printed. Ctrl-C does the same.
#[test]
fn the_play_table_gives_the_terminal_back() {
    for keys in [&["q", "y"][..], &["\x03"]] {
        let home = tempfile::tempdir().unwrap();
        // A pseudo-terminal starts with no size; a player's has one.
        let bin = assert_cmd::cargo::cargo_bin("rulecard");
        let mut cmd = Command::new("sh");
        cmd.env_clear()
            .env("PATH", "/usr/bin:/bin")
            .env("TERM", "xterm-256color")
            .env("NO_COLOR", "1")
            .env("LANG", "C")
            .env("RULECARD_HOME", home.path())
            .arg("-c")
            .arg(format!(
                "stty rows 30 cols 110 && exec '{}' play makao --fast --seed 7 --lang en",
                bin.display()
            ));
        let mut p = spawn_command(cmd, Some(20_000)).expect("spawn in a pty");
        // (A frame writes only the cells that changed: blanks between the
        // words of a line may be skipped over, so one word is looked for.)
        let start = p.exp_string("hand").unwrap();
        for k in keys {
            p.send(k).unwrap();
            p.flush().unwrap();
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let rest = p.exp_eof().unwrap();
        let all = format!("{start}{rest}");
        let entered = all
            .find("\x1b[?1049h")
            .expect("the alternate screen is used");
        let left = all
            .rfind("\x1b[?1049l")
            .expect("the alternate screen is left");
        assert!(left > entered);
        assert!(all[left..].contains("recorded as abandoned"), "{all:?}");
        let hidden = all.rfind("\x1b[?25l").unwrap_or(0);
        assert!(
            all[hidden..].contains("\x1b[?25h"),
            "the cursor is shown: {all:?}"
        );
        let stats = std::fs::read_to_string(home.path().join("stats.json")).unwrap();
        assert!(stats.contains("\"abandoned\": 1"), "{stats}");
    }
}

/// Line mode on a terminal too small for the table: Ctrl-C at the move
/// prompt ends the game, recorded as abandoned, as leaving with `q` is.
#[test]
fn ctrl_c_in_line_mode_records_the_game_as_abandoned() {
    let home = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("rulecard");
    let mut cmd = Command::new("sh");
    cmd.env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("LANG", "C")
        .env("RULECARD_HOME", home.path())
        .arg("-c")
        .arg(format!(
            "stty rows 12 cols 60 && exec '{}' play makao --fast --seed 7 --lang en",
            bin.display()
        ));
    let mut p = spawn_command(cmd, Some(20_000)).expect("spawn in a pty");
    let start = p.exp_string("Your move").unwrap();
    assert!(!start.contains("\x1b[?1049h"), "line mode, not the table");
    p.send("\x03").unwrap();
    p.flush().unwrap();
    let rest = p.exp_eof().unwrap();
    assert!(rest.contains("recorded as abandoned"), "{rest:?}");
    let stats = std::fs::read_to_string(home.path().join("stats.json")).unwrap();
    assert!(stats.contains("\"abandoned\": 1"), "{stats}");
}
