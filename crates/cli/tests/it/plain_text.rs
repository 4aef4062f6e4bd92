//! Terminal text is plain text: no Markdown backtick is shown as it is
//! (issue 33, item 11: "(`rulecard stats`)" on the play end screen). The
//! usual commands, their errors and their help, in every language, and a
//! whole game in line mode, to its end screen.

use crate::common::rulecard;
use rulecard_core::content::GameId;

/// stdout and stderr of `args` (with `input` on stdin), whatever the exit
/// status.
fn all_of(home: &std::path::Path, args: &[&str], input: &str) -> String {
    let out = rulecard()
        .env("RULECARD_HOME", home)
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn no_terminal_output_of_the_usual_commands_has_a_backtick() {
    let home = tempfile::tempdir().unwrap();
    let cases: &[(&[&str], &str)] = &[
        (&["games"], ""),
        (&["rules", "makatsu"], ""),
        (&["rules", "makatsu", "gleichstnd"], ""),
        (&["rules", "maumau", "Sieben", "--all"], ""),
        (&["rules", "makao", "vrouw"], ""),
        (&["rules", "makatsu", "zzzzqqq"], ""),
        (&["rules"], ""),
        (&["mistakes", "makao"], ""),
        (&["numbers", "maumau"], ""),
        (
            &["judge", "makao", "--top", "8c", "--hand", "8h Qs 3c 9c"],
            "",
        ),
        (&["judge", "makao", "--top", "8x", "--hand", "8h"], ""),
        (&["judge", "makao", "--top", "8c", "--turns", "9c; xx"], ""),
        (
            &["judge", "maumau", "--top", "7h", "--turns", "9h mau; Jc>q"],
            "",
        ),
        (
            &[
                "judge",
                "makatsu",
                "--meister",
                "Jo",
                "Jo=B2,G7",
                "Kim=L5,B2",
                "Lea=G7,L1",
            ],
            "",
        ),
        (&["judge", "makatsu", "--meister", "Jo", "Jo=Z9"], ""),
        (&["check", "makao", "nope", "x"], ""),
        (&["quiz", "makao", "--list"], ""),
        (&["quiz", "makao", "--json"], ""),
        (
            &["quiz", "makao", "--count", "2", "--seed", "1"],
            "x\n5c\n-\n",
        ),
        (&["quiz", "maumau", "--count", "2", "--cram"], "\n\n"),
        (&["review"], ""),
        (&["stats"], ""),
        (&["sheet", "maumau"], ""),
        (&["setup", "makao", "--players", "6"], ""),
        (&["config", "maumau"], ""),
        (
            &["config", "maumau", "--variant", "seven-stacking,bogus"],
            "",
        ),
        (&["simulate", "makao", "--games", "20", "--seed", "3"], ""),
        (
            &["play", "makao", "--fast", "--seed", "3"],
            "?\nfoo\nq\ny\n",
        ),
        (&["play", "makao", "--opponents", "foo"], ""),
        (&["judge", "makao", "--top", "8c", "--turns", "Jd>x"], ""),
    ];
    // Every game's tables, sheet and set-up, whose text comes from content
    // (rule card bodies are Markdown with code spans; their lines too).
    let mut per_game: Vec<Vec<&str>> = Vec::new();
    for game in ["makatsu", "makao", "maumau"] {
        for command in ["mistakes", "numbers", "sheet", "setup", "review", "stats"] {
            per_game.push(vec![command, game]);
        }
    }
    let every = cases
        .iter()
        .map(|(args, input)| (args.to_vec(), *input))
        .chain(per_game.into_iter().map(|args| (args, "")));
    for (args, input) in every.collect::<Vec<_>>() {
        for lang in ["en", "de", "nl"] {
            let mut args = args.clone();
            args.extend(["--lang", lang]);
            let out = all_of(home.path(), &args, input);
            assert!(!out.contains('`'), "{args:?}:\n{out}");
        }
    }
    // Help and the manual page (English, as clap writes them).
    for command in [
        "games",
        "rules",
        "mistakes",
        "numbers",
        "judge",
        "check",
        "quiz",
        "review",
        "stats",
        "sheet",
        "setup",
        "simulate",
        "play",
        "config",
        "completions",
        "man",
    ] {
        let out = all_of(home.path(), &[command, "--help"], "");
        assert!(!out.contains('`'), "{command} --help:\n{out}");
    }
    let out = all_of(home.path(), &["--help"], "");
    assert!(!out.contains('`'), "--help:\n{out}");
    let man = all_of(home.path(), &["man"], "");
    assert!(!man.contains('`'), "man:\n{man}");
}

/// A whole game in line mode, to the lines after its end (the seed to
/// deal it again, the rules run into, where the result is kept).
#[test]
fn a_whole_game_ends_without_backticks() {
    for lang in ["en", "de", "nl"] {
        let home = tempfile::tempdir().unwrap();
        let (lines, _) = crate::cli_play::script(crate::cli_play::table(GameId::Makao, 2, 11));
        let out = all_of(
            home.path(),
            &[
                "play",
                "makao",
                "--fast",
                "--players",
                "2",
                "--seed",
                "11",
                "--lang",
                lang,
            ],
            &(lines.join("\n") + "\n"),
        );
        assert!(out.contains("--seed 11"), "{out}");
        assert!(!out.contains('`'), "{lang}:\n{out}");
    }
}
