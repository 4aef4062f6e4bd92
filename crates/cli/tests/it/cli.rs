//! The command line as a user meets it: output, exit codes, errors.
//!
//! Every run pins its environment (language, colour, width, home) so that
//! CI's locale and terminal cannot change what is compared. Expected output
//! lives in `tests/snapshots/` (insta).
//!
//! Why one file: no deeper reason than one binary seen from outside, one
//! test per behaviour, sharing `common`. Could split: by command (lookup,
//! sheet, completions, JSON shape), renaming the insta snapshots
//! (`it__cli__<test>`) with them.

use crate::common::{json_of, rulecard, stdout_of, success_stdout};
use predicates::prelude::*;

#[test]
fn games_table() {
    insta::assert_snapshot!(stdout_of(&["games", "--lang", "en"]));
}

#[test]
fn games_json_has_stable_ids() {
    let v = json_of(&["games", "--json", "--lang", "de"]);
    let ids: Vec<&str> = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["makatsu", "makao", "maumau"]);
    assert_eq!(v["games"][0]["players"]["min"], 2);
    assert_eq!(v["games"][0]["players"]["max"], 6);
    assert_eq!(v["games"][2]["players"]["max"], serde_json::Value::Null);
    assert_eq!(v["games"][1]["languages"], serde_json::json!(["nl", "en"]));
}

/// The source column says which edition in the reader's language, also
/// for a game whose rule text lacks it (Makao in German, Meister Makatsu
/// in Dutch); the source's own title stays as it is. The JSON has the
/// same keys in every language.
#[test]
fn games_source_is_in_the_readers_language() {
    let cases = [
        (
            "en",
            [
                "item no. 02553",
                "rules in the app",
                "general rules, a web text",
            ],
            ["Art.-Nr.", "spelregels", "Web-Text"],
        ),
        (
            "de",
            ["Art.-Nr. 02553", "Spielregeln in der App", "ein Web-Text"],
            ["item no.", "spelregels", "webtekst"],
        ),
        (
            "nl",
            ["artikelnr. 02553", "spelregels in de app", "een webtekst"],
            ["item no.", "Spielregeln", "Web-Text"],
        ),
    ];
    let mut keys = Vec::new();
    for (lang, own, others) in cases {
        for columns in ["120", "40"] {
            let mut cmd = rulecard();
            cmd.env("COLUMNS", columns).args(["games", "--lang", lang]);
            // Wrapped, a phrase may span lines (and, in the table, cells).
            let out = String::from_utf8(success_stdout(cmd)).unwrap();
            let flat: String = out
                .lines()
                .map(|l| l.trim_matches(|c: char| "│┆ ".contains(c)))
                .collect::<Vec<_>>()
                .join(" ");
            let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
            for phrase in own {
                assert!(flat.contains(phrase), "{lang} {columns}: {phrase}: {out}");
            }
            for phrase in others {
                assert!(!out.contains(phrase), "{lang} {columns}: {phrase}: {out}");
            }
            assert!(out.contains("Makao – zo speelt u het"), "{out}");
        }
        let v = json_of(&["games", "--json", "--lang", lang]);
        assert!(
            v["games"][0]["source"]["edition"]
                .as_str()
                .unwrap()
                .contains(own[0]),
            "{v}"
        );
        for l in ["de", "nl", "en"] {
            assert!(v["games"][1]["source"]["editions"][l].is_string(), "{v}");
        }
        keys.push(key_paths(&v, ""));
    }
    assert_eq!(keys[0], keys[1]);
    assert_eq!(keys[0], keys[2]);
}

/// Every key path of a JSON value (`games.source.edition`), sorted.
fn key_paths(v: &serde_json::Value, at: &str) -> Vec<String> {
    let mut out = Vec::new();
    match v {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                let path = format!("{at}.{k}");
                out.push(path.clone());
                out.extend(key_paths(v, &path));
            }
        }
        serde_json::Value::Array(items) => {
            for v in items {
                out.extend(key_paths(v, &format!("{at}[]")));
            }
        }
        _ => {}
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn rules_list_makatsu_de() {
    insta::assert_snapshot!(stdout_of(&["rules", "makatsu", "--lang", "de"]));
}

#[test]
fn rules_list_makao_nl() {
    insta::assert_snapshot!(stdout_of(&["rules", "makao", "--lang", "nl"]));
}

#[test]
fn rules_list_maumau_en() {
    insta::assert_snapshot!(stdout_of(&["rules", "maumau", "--lang", "en"]));
}

#[test]
fn lookup_with_typo_shows_card_ruling_and_related() {
    let out = stdout_of(&["rules", "makatsu", "gleichstnd", "--lang", "de"]);
    assert!(out.contains("tie-later-card · S. 2"), "{out}");
    assert!(out.contains("Auslegung (R-MK-TIE)"), "{out}");
    assert!(out.contains("Siehe auch:"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn lookup_in_english() {
    insta::assert_snapshot!(stdout_of(&["rules", "makatsu", "tie", "--lang", "en"]));
}

#[test]
fn lookup_dutch_word() {
    insta::assert_snapshot!(stdout_of(&["rules", "makao", "vrouw", "--lang", "nl"]));
}

#[test]
fn lookup_german_word_in_maumau() {
    insta::assert_snapshot!(stdout_of(&["rules", "maumau", "Sieben", "--lang", "de"]));
}

#[test]
fn lookup_all_shows_every_match_in_full() {
    let one = stdout_of(&["rules", "maumau", "Bube", "--lang", "de"]);
    let all = stdout_of(&["rules", "maumau", "Bube", "--all", "--lang", "de"]);
    assert!(all.len() > one.len());
    assert!(all.matches("Siehe auch:").count() >= 2, "{all}");
}

#[test]
fn lookup_json() {
    let v = json_of(&["rules", "makatsu", "hoechste", "--json", "--lang", "en"]);
    assert_eq!(v["game"], "makatsu");
    assert_eq!(v["lang"], "en");
    let best = &v["results"][0];
    assert_eq!(best["id"], "highest-card");
    assert_eq!(best["ref"], "S. 2");
    assert!(best["body"].as_str().unwrap().len() > 40);
    assert!(
        best["related"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["title"].is_string())
    );
}

#[test]
fn variant_cards_say_they_are_house_rules() {
    let out = stdout_of(&["rules", "maumau", "variant-seven-stacking", "--lang", "en"]);
    // (Wrapped to the width: a line may break between the words.)
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(out.contains("House rule"), "{out}");
    assert!(out.contains("--variant seven-stacking"), "{out}");
}

#[test]
fn no_match_suggests_and_fails() {
    rulecard()
        .args(["rules", "makatsu", "gleichstandz", "--lang", "de"])
        .assert()
        .success();
    rulecard()
        .args(["rules", "makatsu", "Bratwurst", "--lang", "de"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "rulecard: keine Regelkarte passt zu „Bratwurst“",
        ))
        .stderr(predicate::str::contains("rulecard rules makatsu"));
}

#[test]
fn no_match_json_names_the_token() {
    let out = rulecard()
        .args(["rules", "makao", "qqqqq", "--json"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["error"]["token"], "qqqqq");
    assert!(v["error"]["expected"].is_string());
    assert!(v["error"]["message"].is_string());
}

#[test]
fn mistakes_makatsu_de() {
    insta::assert_snapshot!(stdout_of(&["mistakes", "makatsu", "--lang", "de"]));
}

#[test]
fn mistakes_json() {
    let v = json_of(&["mistakes", "makao", "--json", "--lang", "en"]);
    let list = v["mistakes"].as_array().unwrap();
    assert!(list.len() >= 6);
    for m in list {
        for key in ["id", "ref", "rule", "wrong", "right"] {
            assert!(m[key].is_string(), "{key} in {m}");
        }
    }
}

#[test]
fn numbers_tables() {
    insta::assert_snapshot!(
        "numbers_makatsu_de",
        stdout_of(&["numbers", "makatsu", "--lang", "de"])
    );
    insta::assert_snapshot!(
        "numbers_makao_nl",
        stdout_of(&["numbers", "makao", "--lang", "nl"])
    );
    insta::assert_snapshot!(
        "numbers_maumau_en",
        stdout_of(&["numbers", "maumau", "--lang", "en"])
    );
}

#[test]
fn numbers_json() {
    let v = json_of(&["numbers", "makatsu", "--json", "--lang", "de"]);
    assert_eq!(v["numbers"].as_array().unwrap().len(), 8);
    assert_eq!(v["numbers"][0]["ref"], "S. 1–2");
}

#[test]
fn text_fits_the_pinned_width() {
    for args in [
        ["rules", "makatsu", "gleichstand"],
        ["numbers", "makao", "--lang"],
        ["mistakes", "maumau", "--lang"],
    ] {
        let mut args: Vec<&str> = args.to_vec();
        if args.last() == Some(&"--lang") {
            args.push("en");
        }
        let out = stdout_of(&args);
        for line in out.lines() {
            // "Other matches" lines list ids and may not break inside one.
            assert!(
                line.chars().count() <= 80,
                "too wide for 80 columns: {line:?}"
            );
        }
    }
}

#[test]
fn language_comes_from_the_flag_then_the_locale_then_english() {
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let mut cmd = rulecard();
        cmd.env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = cmd.args(args).output().unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    // Makao has no German: the rule text falls back to English (never to
    // Dutch), with one notice in German.
    let (out, err) = run(&[("LANG", "de_DE.UTF-8")], &["rules", "makao", "vrouw"]);
    assert!(out.contains("The queen"), "{out}");
    assert_eq!(err.matches("rulecard:").count(), 1, "{err}");
    assert!(err.contains("Deutsch"), "{err}");
    // A locale that names no language rulecard has, or none at all: English.
    for locale in ["fr_FR.UTF-8", "C", "POSIX"] {
        let (out, err) = run(&[("LANG", locale)], &["rules", "makao", "vrouw"]);
        assert!(out.contains("The queen"), "{locale}: {out}");
        assert!(err.is_empty(), "{locale}: {err}");
    }
    let (out, _) = run(&[], &["rules", "makatsu", "tie"]);
    assert!(out.contains("See also"), "{out}");
    // LC_ALL before LANG, and --lang before both.
    let both = [("LANG", "en_GB.UTF-8"), ("LC_ALL", "de_DE.UTF-8")];
    let (out, _) = run(&both, &["rules", "makatsu", "tie"]);
    assert!(out.contains("Siehe auch"), "{out}");
    let (out, _) = run(&both, &["rules", "makatsu", "tie", "--lang", "en"]);
    assert!(out.contains("See also"), "{out}");
    // With --json no notice: its readers get ids and keys.
    let (_, err) = run(
        &[("LANG", "de_DE.UTF-8")],
        &["rules", "makao", "vrouw", "--json"],
    );
    assert!(err.is_empty(), "{err}");
}

#[test]
fn asking_for_a_language_the_game_lacks_gives_english_with_a_note() {
    rulecard()
        .args(["rules", "makatsu", "tie", "--lang", "nl"])
        .assert()
        .success()
        // Rule text in English, the interface in Dutch.
        .stdout(predicate::str::contains(
            "the card played later takes the chips",
        ))
        .stdout(predicate::str::contains("Zie ook"))
        .stderr(predicate::str::contains("Nederlands"));
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let plain = stdout_of(&["rules", "makatsu", "tie"]);
    assert!(!plain.contains('\u{1b}'));
    let forced = stdout_of(&["rules", "makatsu", "tie", "--color", "always"]);
    assert!(forced.contains('\u{1b}'));
    // Piped output is plain even without NO_COLOR.
    let out = rulecard()
        .env_remove("NO_COLOR")
        .args(["rules", "makatsu", "tie"])
        .output()
        .unwrap();
    assert!(!String::from_utf8(out.stdout).unwrap().contains('\u{1b}'));
}

#[test]
fn unknown_game_is_a_usage_error_with_a_suggestion() {
    rulecard()
        .args(["rules", "makatzu"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("makatzu"))
        .stderr(predicate::str::contains("makatsu"));
}

#[test]
fn unknown_language_and_flag_are_usage_errors() {
    rulecard()
        .args(["rules", "makao", "--lang", "fr"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("'fr'"))
        .stderr(predicate::str::contains("de, nl, en"));
    rulecard()
        .args(["numbers", "makao", "--colour", "never"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--colour"));
}

#[test]
fn usage_errors_come_as_json_with_json() {
    let out = rulecard()
        .args(["numbers", "nogame", "--json"])
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["error"]["token"], "nogame");
    assert!(v["error"]["expected"].as_str().unwrap().contains("makatsu"));
}

#[test]
fn game_aliases_work() {
    rulecard()
        .args(["numbers", "mau-mau", "--lang", "de"])
        .assert()
        .success();
    rulecard()
        .args(["numbers", "meister-makatsu", "--lang", "de"])
        .assert()
        .success();
}

#[test]
fn odd_input_never_panics() {
    for args in [
        vec!["rules", "makatsu", ""],
        vec!["rules", "makatsu", "♠♠♠"],
        vec!["rules", "makao", "---"],
        vec!["rules", "maumau", "a"],
        vec![
            "rules",
            "makatsu",
            "ääääääääääääääääääääääääääääääääääääääää",
        ],
        // A guest's letters the folding once cut in two (exit 134).
        vec!["rules", "maumau", "ç"],
        vec!["rules", "makao", "ñ"],
        vec!["rules", "makatsu", "ł", "ş"],
        vec!["rules", "ő"],
        vec!["rules", "Ā"],
        vec!["rules", "ж"],
        vec!["rules", "maumau", "7ç", "--json"],
    ] {
        let out = rulecard().args(&args).output().unwrap();
        assert!(
            out.status.code().is_some_and(|c| c <= 2),
            "{args:?}: {out:?}"
        );
        assert!(
            !String::from_utf8_lossy(&out.stderr).contains("panicked"),
            "{args:?}"
        );
    }
}

#[test]
fn man_pages_have_every_section_and_every_page_they_name() {
    let dir = tempfile::tempdir().unwrap();
    rulecard()
        .args(["man", "--dir"])
        .arg(dir.path())
        .assert()
        .success()
        .stdout("");
    let top = std::fs::read_to_string(dir.path().join("rulecard.1")).unwrap();
    // `rulecard man` prints the same top page.
    assert_eq!(stdout_of(&["man"]), top);
    assert!(top.contains(".TH rulecard 1"));
    for section in [
        ".SH EXAMPLES",
        ".SH ENVIRONMENT",
        ".SH FILES",
        ".SH \"EXIT STATUS\"",
    ] {
        assert!(top.contains(section), "rulecard.1 lacks {section}");
    }
    for word in [
        "RULECARD_HOME",
        "NO_COLOR",
        "LC_MESSAGES",
        "progress.json",
        "config.toml",
    ] {
        assert!(top.contains(word), "rulecard.1 lacks {word}");
    }
    let mut pages = 0;
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let path = entry.unwrap().path();
        let page = std::fs::read_to_string(&path)
            .unwrap()
            .replace("\\-", "-")
            .replace("\\fB", "")
            .replace("\\fR", "");
        pages += 1;
        assert!(page.contains(".SH EXAMPLES"), "{}", path.display());
        // Every `name(1)` a page refers to is one of the pages written.
        for (at, _) in page.match_indices("(1)") {
            let name: String = page[..at]
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            assert!(
                dir.path().join(format!("{name}.1")).exists(),
                "{} refers to {name}(1), which is not there",
                path.display()
            );
        }
    }
    assert!(pages >= 19, "{pages} pages");
    let makao = std::fs::read_to_string(dir.path().join("rulecard-judge-makao.1")).unwrap();
    assert!(makao.contains(".TH rulecard-judge-makao 1"));
    assert!(makao.contains("SEE ALSO"));
}

#[test]
fn sheet_command_writes_text_markdown_and_html() {
    let text = stdout_of(&["sheet", "makao", "--lang", "nl"]);
    assert!(
        text.lines().all(|l| l.chars().count() <= 80),
        "text sheet fits 80 columns"
    );
    let md = stdout_of(&[
        "sheet",
        "maumau",
        "--format",
        "md",
        "--lang",
        "en",
        "--variant",
        "seven-stacking",
    ]);
    assert!(md.contains("| "), "markdown has the numbers table");
    assert!(md.to_lowercase().contains("seven"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("makatsu.html");
    rulecard()
        .args(["sheet", "makatsu", "--lang", "de", "-o"])
        .arg(&file)
        .assert()
        .success()
        .stderr(predicates::str::contains("makatsu.html"));
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(
        html.starts_with("<!DOCTYPE html>"),
        "the format follows the file's extension"
    );
    assert!(html.contains("size: A4") && !html.contains("<script") && !html.contains("http"));
}

#[test]
fn personal_sheet_lists_the_most_missed_rules() {
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["quiz", "makatsu", "--count", "1"])
        .write_stdin("Anna\n")
        .assert()
        .success();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["sheet", "makatsu", "--personal", "--lang", "en"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    // The sheet keeps "S. 2" and "1×" together with no-break spaces.
    let out = out.replace('\u{a0}', " ");
    let (_, personal) = out
        .split_once("YOUR RULES TO RE-READ")
        .expect("a personal box");
    // The missed question tests tie-later-card.
    assert!(personal.contains("Ties: the card played later"), "{out}");
    assert!(personal.contains("missed 1×"), "{out}");
    // Without any quiz history the sheet stays general and says so.
    rulecard()
        .args(["sheet", "makatsu", "--personal", "--lang", "en"])
        .assert()
        .success()
        .stderr(predicates::str::contains("no rules missed"));
}

#[test]
fn a_word_from_another_game_is_pointed_at() {
    // Nothing of Mau-Mau's: the other game is named in the error.
    rulecard()
        .args(["rules", "maumau", "Ninja", "--lang", "de"])
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "Gefunden in Meister Makatsu: ninja-ablage",
        ))
        .stderr(predicates::str::contains(
            "rulecard rules makatsu ninja-ablage",
        ));
    // A word of Mau-Mau's ("Ablage") and one it does not know: Mau-Mau's
    // card, the word not used, and the game that knows both.
    rulecard()
        .args(["rules", "maumau", "Ninja-Ablage", "--lang", "de"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "Nicht verwendet (kein Wort des Spiels): ninja",
        ))
        .stdout(predicates::str::contains(
            "rulecard rules makatsu ninja-ablage",
        ));
}

/// Issue 30, item 1: the words a lookup did not use are in its JSON.
#[test]
fn json_names_the_words_not_used() {
    let out = rulecard()
        .args([
            "--json",
            "rules",
            "makatsu",
            "gleichstand",
            "xyzzyq",
            "--lang",
            "en",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["unused"], serde_json::json!(["xyzzyq"]));
    assert_eq!(doc["results"][0]["id"], "tie-later-card");
}

/// Issue 30, item 4: without a game, the game named in the question is
/// searched, and the best of other games are named with their game.
#[test]
fn a_lookup_without_a_game_names_the_game_of_each_card() {
    let out = rulecard()
        .args([
            "--json", "rules", "what", "does", "the", "queen", "do", "in", "mau-mau", "--lang",
            "en",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["game"], "maumau");
    assert_eq!(doc["results"][0]["id"], "queen");
    let out = rulecard()
        .args(["--json", "rules", "queen", "--lang", "en"])
        .output()
        .unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let others = doc["other_games"].as_array().expect("other games named");
    assert!(others.iter().all(|o| o["game"] != doc["game"]), "{doc}");
}

/// Output with no control character but the line break.
fn assert_no_control(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "a control character reached the terminal: {text:?}"
    );
}

#[test]
fn typed_control_characters_are_escaped_everywhere() {
    for args in [
        &["rules", "makatsu", "\u{1b}[2J"][..],
        &["\u{1b}[2J"],
        &["quiz", "\u{1b}[2J"],
        &["judge", "makao", "--top", "\u{1b}[2J", "--hand", "7c"],
        &[
            "judge",
            "makatsu",
            "A\u{1b}[2J=B2,G7",
            "Kim=L5,B2",
            "--lang",
            "en",
        ],
        &["judge", "makatsu", "--final", "Jo=14", "K\u{7}im=9"],
    ] {
        let out = rulecard().args(args).output().unwrap();
        assert_no_control(&out.stdout);
        assert_no_control(&out.stderr);
        let both = [out.stdout, out.stderr].concat();
        assert!(
            String::from_utf8_lossy(&both).contains("\\u{"),
            "{args:?} shows the escape"
        );
    }
    // An answer typed into the quiz is echoed the same way.
    let out = rulecard()
        .args(["quiz", "makatsu", "--count", "1", "--lang", "en"])
        .write_stdin("x\u{1b}[2J\nBen\n")
        .output()
        .unwrap();
    assert_no_control(&out.stderr);
    assert!(String::from_utf8_lossy(&out.stderr).contains("x\\u{1b}[2J"));
}

#[test]
fn long_typed_values_are_shortened_in_messages() {
    let query = "q".repeat(100_000);
    let variant = "v".repeat(100_000);
    for args in [
        vec!["rules", "makatsu", query.as_str()],
        vec!["quiz", query.as_str()],
        vec![
            "judge",
            "maumau",
            "--variant",
            &variant,
            "--top",
            "7h",
            "--hand",
            "7c",
        ],
    ] {
        let out = rulecard().args(&args).output().unwrap();
        assert!(!out.status.success());
        assert!(
            out.stderr.len() < 1_000,
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stderr).contains("characters)"));
        let json = rulecard().args(&args).arg("--json").output().unwrap();
        assert!(json.stdout.len() < 1_000);
    }
}

#[test]
fn game_names_and_aliases_are_taken_in_any_case() {
    for args in [
        &["rules", "Makatsu", "tie", "--lang", "en"][..],
        &["rules", "MK", "tie", "--lang", "en"],
        &["numbers", "MAKAO", "--lang", "en"],
        &["sheet", "MauMau", "--lang", "en"],
        &["quiz", "Pesten", "--list", "--lang", "en"],
        &[
            "judge", "Makao", "--top", "8c", "--hand", "8h", "--lang", "en",
        ],
        &[
            "--lang", "en", "judge", "PESTEN", "--top", "8c", "--hand", "8h",
        ],
        &[
            "judge", "Mau-Mau", "--top", "8c", "--hand", "8h", "--lang", "en",
        ],
        &[
            "judge",
            "Meister-Makatsu",
            "Jo=B2,G7",
            "Kim=L5,B2",
            "--lang",
            "en",
        ],
    ] {
        rulecard().args(args).assert().success();
    }
}

#[test]
fn sheet_output_dash_is_stdout_and_the_extension_names_the_format() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let mut cmd = rulecard();
        cmd.current_dir(dir.path())
            .args(["sheet", "makao", "--lang", "en"])
            .args(args);
        cmd
    };
    run(&["-o", "-"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Makao"));
    assert!(!dir.path().join("-").exists(), "no file named -");
    run(&["-o", "-", "--format", "html"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("<!DOCTYPE html>"));
    run(&["-o", "sheet.pdf"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(".txt, .md, .html or .htm"));
    assert!(!dir.path().join("sheet.pdf").exists());
    run(&["-o", "sheet.md"]).assert().success();
    let md = std::fs::read_to_string(dir.path().join("sheet.md")).unwrap();
    assert!(md.starts_with("# Makao"), "{md}");
    run(&["-o", "sheet.HTM"]).assert().success();
    let html = std::fs::read_to_string(dir.path().join("sheet.HTM")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    // An explicit --format wins over any extension.
    run(&["-o", "sheet.pdf", "--format", "text"])
        .assert()
        .success();
}

#[test]
fn json_is_refused_where_the_output_is_no_data() {
    for args in [
        &["sheet", "makao"][..],
        &["quiz", "makao"],
        &["man"],
        &["completions", "bash"],
    ] {
        let v = crate::common::json_with_code(&[args, &["--json", "--lang", "en"]].concat(), 2);
        assert_eq!(v["error"]["token"], "--json", "{args:?}: {v}");
        assert!(
            v["error"]["message"]
                .as_str()
                .unwrap()
                .contains("does not apply"),
            "{v}"
        );
    }
    // Where it means something, it is kept.
    let v = json_of(&["quiz", "makao", "--list", "--json", "--lang", "en"]);
    assert_eq!(v["game"], "makao");
}

/// What the shell is offered for `words` (the last one being typed), as
/// the fish script asks for it.
fn completions_for(words: &[&str]) -> Vec<String> {
    let out = rulecard()
        .env("COMPLETE", "fish")
        .arg("--")
        .arg("rulecard")
        .args(words)
        .output()
        .unwrap();
    assert!(out.status.success(), "{words:?}: {out:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.split('\t').next().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn completion_offers_the_typed_games_ids_only() {
    let ids = |game: &str| -> Vec<String> {
        json_of(&["rules", game, "--json", "--lang", "en"])["cards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["id"].as_str().unwrap().to_owned())
            .collect()
    };
    let makatsu = ids("makatsu");
    let offered: Vec<String> = completions_for(&["rules", "makatsu", ""])
        .into_iter()
        .filter(|w| !w.starts_with('-'))
        .collect();
    assert_eq!(offered.len(), makatsu.len(), "{offered:?}");
    assert!(offered.iter().all(|id| makatsu.contains(id)), "{offered:?}");
    // `tips` is a Makao card: offered for makao, not for makatsu.
    assert_eq!(
        completions_for(&["rules", "makatsu", "ti"]),
        ["tie-later-card"]
    );
    assert_eq!(completions_for(&["rules", "Makao", "ti"]), ["tips"]);
    // Question ids and variants follow the game too; `none` is a variant.
    assert_eq!(
        completions_for(&["check", "makatsu", "weisst"]),
        ["weisst-du-es-noch"]
    );
    let variants = completions_for(&["judge", "maumau", "--variant", ""]);
    assert!(
        variants.contains(&"seven-stacking".to_owned()),
        "{variants:?}"
    );
    assert!(variants.contains(&"none".to_owned()), "{variants:?}");
    assert!(completions_for(&["qu"]).contains(&"quiz".to_owned()));
}

#[test]
fn every_shell_gets_a_completion_script() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.contains("COMPLETE"), "{shell}: {script}");
    }
    rulecard().args(["completions", "tcsh"]).assert().code(2);
    // bash loads it as the README says.
    let bin_dir = assert_cmd::cargo::cargo_bin("rulecard");
    let bin_dir = bin_dir.parent().unwrap();
    let status = std::process::Command::new("bash")
        .arg("-c")
        .arg("source <(rulecard completions bash) && complete -p rulecard")
        .env("PATH", format!("{}:/usr/bin:/bin", bin_dir.display()))
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
}

/// Output to a pipe is never paged, however long and whatever the pager.
#[test]
fn piped_output_is_never_paged() {
    let out = crate::common::rulecard()
        .env("RULECARD_PAGER", "sed 's/^/paged: /'")
        .env("PAGER", "sed 's/^/paged: /'")
        .args(["rules", "maumau", "Sieben", "--all", "--lang", "en"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().count() > 30, "{text}");
    assert!(!text.contains("paged:"), "{text}");
}

/// Every string in `v`, with where it is.
fn strings<'a>(v: &'a serde_json::Value, at: String, out: &mut Vec<(String, &'a str)>) {
    match v {
        serde_json::Value::String(s) => out.push((at, s)),
        serde_json::Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| strings(x, format!("{at}[{i}]"), out)),
        serde_json::Value::Object(o) => o
            .iter()
            .for_each(|(k, x)| strings(x, format!("{at}.{k}"), out)),
        _ => {}
    }
}

/// The key set of a JSON object.
fn keys_of(v: &serde_json::Value) -> Vec<&str> {
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

/// `check --json` gives the verdict's parts as data, the object
/// `judge --json` gives for the same kind of situation, never terminal
/// text (no line breaks, no box drawing) — for each kind of reason.
#[test]
fn check_json_is_data_shaped_like_the_judges() {
    // (check arguments, judge arguments whose JSON has the same shape)
    let cases: [(&[&str], Option<&[&str]>); 6] = [
        (
            &["makatsu", "weisst-du-es-noch", "Ben"],
            Some(&["judge", "makatsu", "--pass", "3", "Ann=G8,B1", "Bo=Y2,P4"]),
        ),
        (&["makatsu", "end-fewest-points-win", "Ole"], None),
        (&["makatsu", "deck-at-pass-two", "12"], None),
        (
            &["makao", "eight-of-clubs", "5c"],
            Some(&["judge", "makao", "--top", "8c", "--hand", "8h Qs 3c 9d"]),
        ),
        (
            &["makao", "heart-king-who-is-next", "P1"],
            Some(&["judge", "makao", "--top", "9h", "--turns", "2h; 2c; draw"]),
        ),
        (&["makao", "jack-wrong-value", "2"], None),
    ];
    for (check, judge) in cases {
        let mut args = vec!["check"];
        args.extend_from_slice(check);
        args.extend(["--json", "--lang", "en"]);
        let out = rulecard().args(&args).output().unwrap();
        assert!(out.status.code().is_some_and(|c| c <= 1), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            keys_of(&v),
            [
                "correct", "expected", "game", "given", "question", "ref", "rules", "verdict"
            ],
            "{args:?}"
        );
        assert!(v["correct"].is_boolean() && v["rules"].is_array(), "{v}");
        let verdict = &v["verdict"];
        assert!(verdict.is_object(), "{args:?}: {verdict}");
        let mut all = Vec::new();
        strings(&v, String::new(), &mut all);
        for (at, s) in all {
            assert!(
                !s.contains('\n') && !s.contains(['│', '┆', '─', '═']),
                "{args:?}: {at} is terminal text: {s:?}"
            );
        }
        if let Some(judge) = judge {
            let mut args: Vec<&str> = judge.to_vec();
            args.extend(["--json", "--lang", "en"]);
            let out = rulecard().args(&args).output().unwrap();
            let judged: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(keys_of(verdict), keys_of(&judged), "{check:?} ~ {judge:?}");
        }
    }
}

/// Error JSON is pretty-printed, as every other JSON rulecard prints.
#[test]
fn error_json_is_printed_like_the_rest() {
    let out = rulecard()
        .args(["check", "makatsu", "weisst-du-es-noch", "Jonas", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("{\n  \"error\": {\n"), "{text}");
    let pretty =
        serde_json::to_string_pretty(&serde_json::from_str::<serde_json::Value>(&text).unwrap())
            .unwrap();
    assert_eq!(text.trim_end(), pretty);
}

/// What Tab offers after `rulecard WORDS…` (fish's protocol: one
/// candidate per line, a tab before its help).
fn completed(words: &[&str]) -> Vec<String> {
    let out = rulecard()
        .env("COMPLETE", "fish")
        .arg("--")
        .arg("rulecard")
        .args(words)
        .output()
        .unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.split('\t').next().unwrap_or_default().to_owned())
        .collect()
}

/// Completion offers `rules`, not its alias `rule`, and after a game only
/// the house-rule options that game has.
#[test]
fn completion_offers_one_name_and_only_options_that_apply() {
    let commands = completed(&["ru"]);
    assert_eq!(commands, ["rules"]);
    for (words, house) in [
        (&["rules", "makatsu", "--"][..], false),
        (&["quiz", "makatsu", "--"], false),
        (&["rules", "maumau", "--"], true),
        (&["quiz", "maumau", "--"], true),
    ] {
        let offered = completed(words);
        assert!(
            offered.iter().any(|o| o == "--lang"),
            "{words:?}: {offered:?}"
        );
        for option in ["--variant", "--hand-size", "--mau-penalty"] {
            assert_eq!(
                offered.iter().any(|o| o == option),
                house,
                "{words:?}: {option} in {offered:?}"
            );
        }
    }
    // The alias still runs.
    assert!(stdout_of(&["rule", "makatsu", "tie", "--lang", "en"]).contains("tie-later-card"));
}

/// The numbers table's tick column is explained below it, where there is one.
#[test]
fn the_engine_column_is_explained() {
    let makatsu = stdout_of(&["numbers", "makatsu", "--lang", "en"]);
    let flat = makatsu.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("✓ in the Engine column: rulecard's engine computes"),
        "{makatsu}"
    );
    let makao = stdout_of(&["numbers", "makao", "--lang", "en"]);
    assert!(!makao.contains("Engine"), "{makao}");
}
