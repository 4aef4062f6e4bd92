//! The command line as a user meets it: output, exit codes, errors.
//!
//! Every run pins its environment (language, colour, width, home) so that
//! CI's locale and terminal cannot change what is compared. Expected output
//! lives in `tests/snapshots/` (insta).

mod common;

use common::{json_of, rulecard, stdout_of};
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
            "Keine Regelkarte passt zu \"Bratwurst\"",
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
fn language_comes_from_the_locale_then_the_source() {
    let de = rulecard()
        .env("LANG", "de_DE.UTF-8")
        .args(["rules", "makao", "vrouw"])
        .output()
        .unwrap();
    let de = String::from_utf8(de.stdout).unwrap();
    // Makao has no German: the source language (Dutch) is next.
    assert!(de.contains("Zie ook"), "{de}");
    let en = rulecard()
        .env("LANG", "en_GB.UTF-8")
        .args(["rules", "makao", "vrouw"])
        .output()
        .unwrap();
    assert!(String::from_utf8(en.stdout).unwrap().contains("See also"));
    let lc_all = rulecard()
        .env("LANG", "en_GB.UTF-8")
        .env("LC_ALL", "de_DE.UTF-8")
        .args(["rules", "makatsu", "tie"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8(lc_all.stdout)
            .unwrap()
            .contains("Siehe auch")
    );
}

#[test]
fn asking_for_a_language_the_game_lacks_gives_english_with_a_note() {
    rulecard()
        .args(["rules", "makatsu", "tie", "--lang", "nl"])
        .assert()
        .success()
        .stdout(predicate::str::contains("See also"))
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
fn completions_know_games_card_ids_and_questions() {
    let bash = stdout_of(&["completions", "bash"]);
    for word in [
        "makatsu",
        "maumau",
        "tie-later-card",
        "queen-fits-all",
        "variant-seven-stacking",
        "weisst-du-es-noch",
    ] {
        assert!(bash.contains(word), "bash completion lacks {word}");
    }
    let zsh = stdout_of(&["completions", "zsh"]);
    assert!(zsh.contains("#compdef rulecard"));
    assert!(zsh.contains("ninja-ablage"));
    let fish = stdout_of(&["completions", "fish"]);
    assert!(fish.contains("complete -c rulecard"));
    rulecard().args(["completions", "tcsh"]).assert().code(2);
}

#[test]
fn man_page_is_roff() {
    let man = stdout_of(&["man"]);
    assert!(
        man.starts_with(".ie") || man.contains(".TH rulecard 1"),
        "{}",
        &man[..80]
    );
    assert!(man.contains(".TH rulecard 1"));
    assert!(man.contains("judge"));
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
    rulecard()
        .args(["rules", "maumau", "Ninja-Ablage", "--lang", "de"])
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "Gefunden in Meister Makatsu: ninja-ablage",
        ))
        .stderr(predicates::str::contains(
            "rulecard rules makatsu ninja-ablage",
        ));
}
