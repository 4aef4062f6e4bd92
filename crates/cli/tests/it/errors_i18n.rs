//! Errors and engine refusals in every interface language: a broad set of
//! them (bad card, unknown game, judge refusals, an illegal turn, a quiz's
//! invalid answer, store and config errors, …) run in English, German and
//! Dutch and pinned as snapshots, and no German or Dutch output may carry
//! an English catalogue message (nor English output a German or Dutch
//! one).

use std::path::Path;

use crate::common::rulecard;

/// One error to provoke: the arguments, what to type, and the files a
/// case needs in its `RULECARD_HOME`.
struct Case {
    name: &'static str,
    args: &'static [&'static str],
    stdin: &'static str,
    setup: fn(&Path),
    /// `RULECARD_HOME` is a file, not a directory.
    home_is_a_file: bool,
}

fn nothing(_: &Path) {}

fn broken_config(home: &Path) {
    std::fs::write(
        home.join("config.toml"),
        "[maumau]\nvariants = [\"poker\"]\n",
    )
    .unwrap();
}

fn broken_progress(home: &Path) {
    std::fs::write(home.join("progress.json"), "{broken").unwrap();
}

const fn case(name: &'static str, args: &'static [&'static str]) -> Case {
    Case {
        name,
        args,
        stdin: "",
        setup: nothing,
        home_is_a_file: false,
    }
}

const CASES: &[Case] = &[
    case(
        "bad_card",
        &["judge", "makao", "--top", "9x", "--hand", "9h"],
    ),
    case(
        "bad_card_json",
        &["judge", "makao", "--top", "9x", "--hand", "9h", "--json"],
    ),
    case(
        "makatsu_bad_card",
        &["judge", "makatsu", "Anna=B2,X7", "Ben=G1,L3"],
    ),
    case("misspelt_game", &["rules", "makoa"]),
    case("no_rule_card", &["rules", "makatsu", "Bratwurst"]),
    case(
        "illegal_turn_makao",
        &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
    ),
    case(
        "illegal_turn_maumau",
        &["judge", "maumau", "--top", "9d", "--turns", "Jc>s; 9h"],
    ),
    case(
        "illegal_turn_json",
        &[
            "judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c", "--json",
        ],
    ),
    case(
        "hand_too_small",
        &[
            "judge",
            "makao",
            "--hand-sizes",
            "1,5,5,5",
            "--top",
            "9h",
            "--turns",
            "9c 9d",
        ],
    ),
    case("hand_or_turns", &["judge", "makao", "--top", "9h"]),
    case(
        "no_value_demand",
        &[
            "judge",
            "maumau",
            "--top",
            "9h",
            "--hand",
            "9c",
            "--demand-value",
            "7",
        ],
    ),
    case(
        "makatsu_tie",
        &["judge", "makatsu", "--final", "Anna=3", "Ben=3", "Cem=20"],
    ),
    case("makatsu_players", &["judge", "makatsu", "Anna=B2,G7"]),
    case("setup_players", &["setup", "makao", "--players", "9"]),
    case(
        "simulate_policies",
        &[
            "simulate",
            "makao",
            "--players",
            "3",
            "--policy",
            "tips,random",
        ],
    ),
    Case {
        stdin: "xyz\n",
        ..case("quiz_invalid_answer", &["quiz", "makatsu", "--count", "1"])
    },
    Case {
        setup: broken_config,
        ..case("config_not_a_variant", &["rules", "maumau", "Bube"])
    },
    Case {
        setup: broken_progress,
        ..case("store_unreadable_warning", &["stats", "makatsu"])
    },
    Case {
        home_is_a_file: true,
        ..case(
            "store_not_a_directory",
            &["config", "maumau", "--hand-size", "6"],
        )
    },
];

/// The case's exit code, stdout and stderr in `lang`, the temporary home
/// written as `[HOME]`.
fn run(case: &Case, lang: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    if case.home_is_a_file {
        std::fs::write(&home, "").unwrap();
    } else {
        std::fs::create_dir(&home).unwrap();
        (case.setup)(&home);
    }
    let output = rulecard()
        .env("RULECARD_HOME", &home)
        .current_dir(dir.path())
        .args(case.args)
        .args(["--lang", lang])
        .write_stdin(case.stdin)
        .output()
        .unwrap();
    let text = format!(
        "exit {}\n--- stdout\n{}--- stderr\n{}",
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    text.replace(&home.display().to_string(), "[HOME]")
}

#[test]
fn errors_in_every_language() {
    for case in CASES {
        let mut all = String::new();
        for lang in ["en", "de", "nl"] {
            all.push_str(&format!("===== {lang}\n{}\n", run(case, lang)));
        }
        insta::assert_snapshot!(case.name, all);
    }
}

/// The literal text of each message of `lang`'s error and refusal
/// catalogues, by id (placeables left out, one piece per stretch between
/// them).
fn pieces(lang: &str) -> Vec<(String, Vec<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../content/ui")
        .join(lang);
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for file in ["errors.ftl", "refusals.ftl"] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let body = match line.split_once(" = ") {
                Some((id, body)) if !id.starts_with(' ') => {
                    out.push((id.to_owned(), Vec::new()));
                    body
                }
                // A variant or continuation line of the message above.
                _ => line.trim_start().trim_start_matches('*'),
            };
            let body = match body.strip_prefix('[') {
                Some(rest) => rest.split_once(']').map_or("", |(_, text)| text),
                None => body,
            };
            let mut depth = 0;
            let mut piece = String::new();
            for c in body.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        if let Some(last) = out.last_mut() {
                            last.1.push(std::mem::take(&mut piece));
                        }
                    }
                    '}' => depth -= 1,
                    c if depth == 0 => piece.push(c),
                    _ => {}
                }
            }
            if let Some(last) = out.last_mut() {
                last.1.push(piece);
            }
        }
    }
    out
}

/// Pieces of `from`'s messages long enough to be words of a language and
/// found in no message of `other` languages (so not notation, flags or
/// rule ids, which every language shares).
fn telltales(from: &str, others: &[&str]) -> Vec<String> {
    let elsewhere: String = others
        .iter()
        .flat_map(|l| pieces(l))
        .flat_map(|(_, p)| p)
        .collect::<Vec<_>>()
        .join("\n");
    let mut out: Vec<String> = pieces(from)
        .into_iter()
        .flat_map(|(_, p)| p)
        .map(|p| {
            p.trim()
                .trim_matches(|c: char| ",.:;()".contains(c))
                .trim()
                .to_owned()
        })
        .filter(|p| p.split_whitespace().count() >= 3 && !elsewhere.contains(p.as_str()))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// What of a case's output is words for people: with `--json`, the error
/// message alone (keys, ids and `expected` stay English for scripts, as
/// an illegal turn's `reason` does).
fn shown_words(case: &Case, out: &str) -> String {
    if !case.args.contains(&"--json") {
        return out.to_owned();
    }
    let json = out
        .split_once("--- stdout\n")
        .and_then(|(_, rest)| rest.split_once("--- stderr\n"))
        .map(|(stdout, _)| stdout)
        .unwrap_or_default();
    let value: serde_json::Value = serde_json::from_str(json).unwrap_or_default();
    value["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn no_message_of_one_language_shows_in_another() {
    let english = telltales("en", &["de", "nl"]);
    let german = telltales("de", &["en", "nl"]);
    let dutch = telltales("nl", &["en", "de"]);
    assert!(english.len() > 100, "too few English pieces: {english:?}");
    for case in CASES {
        for (lang, foreign) in [
            ("de", [&english, &dutch]),
            ("nl", [&english, &german]),
            ("en", [&german, &dutch]),
        ] {
            let out = shown_words(case, &run(case, lang));
            for piece in foreign.iter().flat_map(|f| f.iter()) {
                assert!(
                    !out.contains(piece.as_str()),
                    "{} in {lang} shows \"{piece}\" of another language:\n{out}",
                    case.name
                );
            }
        }
    }
}

#[test]
fn the_locale_picks_the_language_of_a_refusal() {
    // The example: a German locale, Makao (no German rule text).
    let out = rulecard()
        .env("LANG", "de_DE.UTF-8")
        .args(["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    // Wrapped at 80 columns: compared word by word.
    let stdout = String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        stdout.contains("P2 kann 9♣ unter der Forderung eines Buben nach 7 nicht auf J♥ spielen"),
        "{stdout}"
    );
    assert!(!stdout.contains("cannot play"), "{stdout}");
}

#[test]
fn plurals_are_whole_words() {
    let Some(case) = CASES.iter().find(|c| c.name == "hand_too_small") else {
        panic!("no hand_too_small case");
    };
    let (de, nl, en) = (run(case, "de"), run(case, "nl"), run(case, "en"));
    assert!(en.contains("P1 holds 1 card and cannot"), "{en}");
    assert!(de.contains("P1 hat 1 Karte und"), "{de}");
    assert!(nl.contains("P1 heeft 1 kaart en"), "{nl}");
    for out in [&de, &nl, &en] {
        assert!(!out.contains("(s)"), "{out}");
    }
}
