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

/// A quiz of one question of `game` on a fresh progress, up to its
/// question.
fn first_of_one(game: &str) -> (tempfile::TempDir, rexpect::session::PtySession) {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path(), &["quiz", game, "--count", "1", "--lang", "en"]);
    p.exp_string("Question 1/1").unwrap();
    (home, p)
}

#[test]
fn answering_a_quiz_in_a_pseudo_terminal() {
    // The first question of a fresh progress: Anna and Ben, both blue 6.
    let (home, mut p) = first_of_one("makatsu");
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
    p.exp_string("Press any key for the next question (q or Esc: stop)")
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

/// `script` run by `sh` in a pseudo-terminal with a pinned environment
/// (and `env`), `home` for what rulecard keeps; `{bin}` in the script is
/// the rulecard binary.
fn shell(
    home: &std::path::Path,
    env: &[(&str, &str)],
    script: &str,
) -> rexpect::session::PtySession {
    let bin = assert_cmd::cargo::cargo_bin("rulecard");
    let mut cmd = Command::new("sh");
    cmd.env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("LANG", "C")
        .env("RULECARD_HOME", home)
        .envs(env.iter().copied())
        .arg("-c")
        .arg(script.replace("{bin}", &format!("'{}'", bin.display())));
    spawn_command(cmd, Some(20_000)).expect("spawn in a pty")
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
        let mut p = shell(
            home.path(),
            &[],
            "stty rows 30 cols 110 && exec {bin} play makao --fast --seed 7 --lang en",
        );
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
    let mut p = shell(
        home.path(),
        &[],
        "stty rows 12 cols 60 && exec {bin} play makao --fast --seed 7 --lang en",
    );
    let start = p.exp_string("Your move").unwrap();
    assert!(!start.contains("\x1b[?1049h"), "line mode, not the table");
    p.send("\x03").unwrap();
    p.flush().unwrap();
    let rest = p.exp_eof().unwrap();
    assert!(rest.contains("recorded as abandoned"), "{rest:?}");
    let stats = std::fs::read_to_string(home.path().join("stats.json")).unwrap();
    assert!(stats.contains("\"abandoned\": 1"), "{stats}");
}

/// `rulecard ARGS` in a pseudo-terminal of `rows` × 80 through a shell
/// that prints the exit status after it: `exit=N`.
fn spawn_sized(home: &std::path::Path, rows: u16, args: &[&str]) -> rexpect::session::PtySession {
    spawn_with(home, rows, &[], args)
}

/// [`spawn_sized`] with more of the environment set.
fn spawn_with(
    home: &std::path::Path,
    rows: u16,
    env: &[(&str, &str)],
    args: &[&str],
) -> rexpect::session::PtySession {
    let script = format!(
        "stty rows {rows} cols 80 && {{bin}} {}; echo \"exit=$?\"",
        args.join(" ")
    );
    shell(home, env, &script)
}

/// Sends `keys` as a player types them.
fn keys(p: &mut rexpect::session::PtySession, keys: &str) {
    p.send(keys).unwrap();
    p.flush().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(150));
}

/// Esc and Ctrl-C at a pick list, at a typed answer and while an
/// explanation waits, and `q` where it is no text (a typed answer of `q`
/// alone, a pick list with nothing typed into it): each stops the quiz
/// the one way — the score of what was answered on a line of its own,
/// the cursor shown, exit status 0 (as rulecard(1) says).
#[test]
fn esc_q_and_ctrl_c_stop_a_quiz_the_same_way_everywhere() {
    // (keys for the first question, then the stop key, answered so far)
    let cases: [(bool, &str, &str, &str); 7] = [
        // A pick list: Esc, Ctrl-C, q with nothing typed.
        (false, "", "\x1b", "0 / 0 right"),
        (false, "", "\x03", "0 / 0 right"),
        (false, "", "q", "0 / 0 right"),
        // While the explanation waits for a key: q, Ctrl-C.
        (false, "\r", "q", "0 / 1 right"),
        (false, "\r", "\x03", "0 / 1 right"),
        // A typed answer (a number): Esc, `q` alone, (below) Ctrl-C.
        (true, "", "\x1b", "0 / 0 right"),
        (true, "", "q\r", "0 / 0 right"),
    ];
    for (typed, first, stop, score) in cases.into_iter().chain([(true, "", "\x03", "0 / 0 right")])
    {
        let home = tempfile::tempdir().unwrap();
        if typed {
            number_question_first(home.path());
        }
        let game = if typed { "typed" } else { "picked" };
        let mut p = spawn_sized(
            home.path(),
            40,
            &["quiz", "makatsu", "--new", "--count", "3", "--lang", "en"],
        );
        p.exp_string("Question 1/3").unwrap();
        p.exp_string("Esc").unwrap();
        keys(&mut p, first);
        if !first.is_empty() {
            p.exp_string("Press any key").unwrap();
        }
        keys(&mut p, stop);
        let (before, _) = p.exp_regex(&regex_of(score)).unwrap();
        let rest = p.exp_eof().unwrap();
        assert!(
            rest.contains("exit=0"),
            "{game} {stop:?}: exit status 0: {rest:?}"
        );
        assert!(
            before.trim_end_matches([' ']).ends_with('\n'),
            "{game} {stop:?}: the score starts a line of its own: {before:?}"
        );
        assert!(
            !before.contains("Question 2/3"),
            "{game} {stop:?}: {before:?}"
        );
        let all = format!("{before}{rest}");
        if let Some(hidden) = all.rfind("\x1b[?25l") {
            assert!(all[hidden..].contains("\x1b[?25h"), "{all:?}");
        }
    }
}

/// A progress in `home` in which Meister Makatsu's questions before its
/// first typed one (a number: which card of the round) were answered, so
/// that `--new` asks that one first.
fn number_question_first(home: &std::path::Path) {
    let list = crate::common::json_in(home, &["quiz", "makatsu", "--list", "--json"]);
    let ids: Vec<&str> = list["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_str().unwrap())
        .take_while(|&id| id != "starter-second-card-number")
        .collect();
    assert!(ids.len() < list["questions"].as_array().unwrap().len());
    let when = "2026-01-01T00:00:00Z";
    let questions: serde_json::Map<String, serde_json::Value> = ids
        .iter()
        .map(|&id| {
            let record = serde_json::json!({
                "answered": 1, "correct": 1, "last_correct": true, "last_answered": when,
                "schedule": {
                    "due": "2099-01-01T00:00:00Z", "stability": 3.0, "difficulty": 5.0,
                    "elapsed_days": 0, "scheduled_days": 0, "reps": 1, "lapses": 0,
                    "state": "Review", "last_review": when,
                },
            });
            (id.to_owned(), record)
        })
        .collect();
    let progress = serde_json::json!({
        "version": 1,
        "games": {"makatsu": {
            "answered": ids.len(), "correct": ids.len(), "streak": 0, "best_streak": 0,
            "questions": questions, "rules": {},
        }},
    });
    std::fs::write(home.join("progress.json"), progress.to_string()).unwrap();
}

/// `text` as a regular expression matching it literally.
fn regex_of(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_alphanumeric() || c == ' ' {
                c.to_string()
            } else {
                format!("\\{c}")
            }
        })
        .collect()
}

/// Typing in a pick list filters it: `len` matches no one, so Enter does
/// nothing (it used to record the highlighted first choice); `be` then
/// Enter picks Ben. The keys are shown beside the prompt.
#[test]
fn typing_filters_a_pick_list_and_its_keys_are_shown() {
    let (_home, mut p) = first_of_one("makatsu");
    p.exp_string(&bytes(
        "(↑/↓ move, type to filter, Enter picks; Esc, or q before typing, stops)",
    ))
    .unwrap();
    keys(&mut p, "len");
    keys(&mut p, "\r");
    keys(&mut p, "\x7f\x7f\x7f");
    keys(&mut p, "be");
    keys(&mut p, "\r");
    let (before, _) = p.exp_regex("Right!|Not quite").unwrap();
    assert!(before.contains("Answer: Ben"), "{before:?}");
    let rest = p.exp_eof().unwrap();
    assert!(rest.contains("1 / 1 right"), "{rest:?}");
}

/// In a pick list `q` stops while nothing is typed; after a letter it is
/// one more letter of the filter: "nq" matches nothing and the quiz goes
/// on, and once both are taken back `q` stops it.
#[test]
fn q_in_a_pick_list_filters_after_a_letter_and_stops_before_one() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn_sized(
        home.path(),
        40,
        &["quiz", "makatsu", "--count", "1", "--lang", "en"],
    );
    p.exp_string("Question 1/1").unwrap();
    p.exp_string("nobody").unwrap();
    keys(&mut p, "nq");
    p.exp_string("nothing matches").unwrap();
    keys(&mut p, "\x7f\x7f");
    p.exp_string("nobody").unwrap();
    keys(&mut p, "q");
    let (before, _) = p.exp_regex("0 / 0 right").unwrap();
    assert!(!before.contains("Right!"), "{before:?}");
    let rest = p.exp_eof().unwrap();
    assert!(rest.contains("exit=0"), "{rest:?}");
}

/// Typing filters the pick of several cards too, by suit name or card
/// code, and the checks stay while the filter changes: clubs (5♣, J♣),
/// then 8h, then diamonds for Q♦ (`q` would stop: nothing is typed), is
/// the whole right answer. The keys are said beside the list.
#[test]
fn typing_filters_the_pick_of_several_cards() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn_sized(
        home.path(),
        40,
        &["quiz", "makao", "--count", "1", "--lang", "en"],
    );
    p.exp_string("Question 1/1").unwrap();
    // (Wrapped to the 80 columns.)
    let shown = p.exp_string(&bytes("[ ] A♥")).unwrap();
    for part in [
        "(↑/↓ move, Space picks, type to filter, Enter confirms;",
        "Esc, or q before typing,",
    ] {
        assert!(shown.contains(&bytes(part)), "{shown:?}");
    }
    // Clubs: 5♣ and J♣ are shown; check both.
    keys(&mut p, "clubs");
    keys(&mut p, " \x1b[B ");
    p.exp_string(&bytes("> [x] J♣")).unwrap();
    keys(&mut p, "\x7f\x7f\x7f\x7f\x7f");
    keys(&mut p, "8h ");
    p.exp_string(&bytes("> [x] 8♥")).unwrap();
    keys(&mut p, "\x7f\x7f");
    // Diamonds: Q♦ first, 9♦ second.
    keys(&mut p, "d ");
    keys(&mut p, "\r");
    p.exp_string(&bytes("Answer: 5♣, 8♥, Q♦, J♣")).unwrap();
    p.exp_string("Right!").unwrap();
    p.exp_string("1 / 1 right").unwrap();
    let rest = p.exp_eof().unwrap();
    assert!(rest.contains("exit=0"), "{rest:?}");
}

/// An explanation taller than the terminal (Meister Makatsu's first
/// question explains three colours in ~55 lines) scrolls its verdict
/// away: the verdict comes again last, just above the key prompt. On a
/// terminal tall enough it is said once.
#[test]
fn the_verdict_stays_in_sight_after_a_long_explanation() {
    let verdict = bytes("Not quite – the answer is Ben (yours: Anna)");
    for (rows, times) in [(40, 2), (24, 2), (200, 1)] {
        let home = tempfile::tempdir().unwrap();
        let mut p = spawn_sized(
            home.path(),
            rows,
            &["quiz", "makatsu", "--count", "2", "--lang", "en"],
        );
        p.exp_string("Question 1/2").unwrap();
        keys(&mut p, "\r");
        let (shown, _) = p.exp_string("Press any key").map(|s| (s, ())).unwrap();
        assert_eq!(
            shown.matches(&verdict).count(),
            times,
            "{rows} rows: {shown:?}"
        );
        let last = shown
            .lines()
            .map(str::trim)
            .rfind(|l| !l.is_empty())
            .unwrap_or_default();
        if times == 2 {
            assert_eq!(last, verdict, "{rows} rows: the verdict is last");
        }
        keys(&mut p, "q");
        p.exp_eof().unwrap();
    }
}

/// Output longer than the terminal goes through the pager
/// (`RULECARD_PAGER` here, a filter that marks each line); output that
/// fits, `--no-pager` and `RULECARD_PAGER=cat` print straight out.
#[test]
fn long_output_on_a_terminal_goes_through_the_pager() {
    let pager = [("RULECARD_PAGER", "sed 's/^/paged: /'")];
    /// Rows, environment, arguments, whether paged.
    type Case<'a> = (u16, &'a [(&'a str, &'a str)], &'a [&'a str], bool);
    let cases: [Case; 5] = [
        (10, &pager, &["rules", "maumau", "--lang", "en"], true),
        (200, &pager, &["rules", "maumau", "--lang", "en"], false),
        (
            10,
            &pager,
            &["rules", "maumau", "--lang", "en", "--no-pager"],
            false,
        ),
        (
            10,
            &[("RULECARD_PAGER", "cat"), ("PAGER", "sed 's/^/paged: /'")],
            &["rules", "maumau", "--lang", "en"],
            false,
        ),
        (
            10,
            &[("PAGER", "sed 's/^/paged: /'")],
            &["rules", "maumau", "--lang", "en"],
            true,
        ),
    ];
    for (rows, env, args, paged) in cases {
        let home = tempfile::tempdir().unwrap();
        let mut p = spawn_with(home.path(), rows, env, args);
        let all = p.exp_eof().unwrap();
        assert!(all.contains("exit=0"), "{all:?}");
        assert!(all.contains("Mau-Mau"), "{all:?}");
        assert_eq!(
            all.contains("paged: Mau-Mau"),
            paged,
            "{rows} {env:?} {args:?}: {all:?}"
        );
    }
}

/// The pager saved in config.toml (`rulecard config --pager`) comes after
/// `--no-pager` and `RULECARD_PAGER` and before `PAGER`: a command, `false`
/// for off, `true` for the default.
#[test]
fn the_saved_pager_comes_after_the_flag_and_the_environment() {
    let saved = "pager = \"sed 's/^/saved: /'\"\n";
    let env = [("RULECARD_PAGER", "sed 's/^/env: /'")];
    let pager = [("PAGER", "sed 's/^/pager: /'")];
    let rules: &[&str] = &["rules", "maumau", "--lang", "en"];
    let no_pager: &[&str] = &["rules", "maumau", "--lang", "en", "--no-pager"];
    /// config.toml, environment, arguments, the mark of the pager used.
    type Case<'a> = (
        &'a str,
        &'a [(&'a str, &'a str)],
        &'a [&'a str],
        Option<&'a str>,
    );
    let cases: [Case; 7] = [
        (saved, &[], rules, Some("saved: ")),
        (saved, &pager, rules, Some("saved: ")),
        (saved, &env, rules, Some("env: ")),
        (saved, &env, no_pager, None),
        ("pager = false\n", &pager, rules, None),
        ("pager = \"cat\"\n", &pager, rules, None),
        ("pager = true\n", &pager, rules, Some("pager: ")),
    ];
    for (config, env, args, mark) in cases {
        let home = tempfile::tempdir().unwrap();
        std::fs::write(home.path().join("config.toml"), config).unwrap();
        let mut p = spawn_with(home.path(), 10, env, args);
        let all = p.exp_eof().unwrap();
        assert!(all.contains("exit=0"), "{all:?}");
        let paged = ["saved: ", "env: ", "pager: "]
            .into_iter()
            .find(|m| all.contains(&format!("{m}Mau-Mau")));
        assert_eq!(paged, mark, "{config:?} {env:?} {args:?}: {all:?}");
    }
}

/// An invalid typed answer is not echoed as accepted (dialoguer's theme
/// put a green ✔ before it): the error follows the typed text, and the
/// question is asked again.
#[test]
fn an_invalid_typed_answer_gets_no_check_mark() {
    let home = tempfile::tempdir().unwrap();
    number_question_first(home.path());
    let mut p = spawn_sized(
        home.path(),
        40,
        &[
            "quiz", "makatsu", "--new", "--count", "1", "--lang", "en", "--color", "always",
        ],
    );
    p.exp_string("Question 1/1").unwrap();
    p.exp_string("stops").unwrap();
    keys(&mut p, "abc\r");
    let (shown, _) = p.exp_regex("stops").unwrap();
    assert!(shown.contains("abc"), "{shown:?}");
    assert!(!shown.contains(&bytes("✔")), "{shown:?}");
    keys(&mut p, "\x1b");
    p.exp_string("0 / 0 right").unwrap();
    p.exp_eof().unwrap();
}
