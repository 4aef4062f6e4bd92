//! A lookup without a game, through the binary: every game is searched,
//! the default game of `rulecard config --game` first.

use predicates::prelude::*;

use crate::common::{json_in, rulecard};

fn home() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// `args` as JSON in English, with `home` as `RULECARD_HOME`.
fn json(home: &std::path::Path, args: &[&str]) -> serde_json::Value {
    let args: Vec<&str> = args
        .iter()
        .copied()
        .chain(["--json", "--lang", "en"])
        .collect();
    json_in(home, &args)
}

#[test]
fn without_a_game_every_game_is_searched() {
    let home = home();
    let v = json(home.path(), &["rules", "schoppenkoning"]);
    assert_eq!(v["game"], "makao");
    assert_eq!(v["results"][0]["id"], "attack-cards");
    let v = json(home.path(), &["rules", "Bube", "auf", "Bube"]);
    assert_eq!(v["game"], "maumau");
    assert_eq!(v["results"][0]["id"], "variant-no-jack-on-jack");
    let v = json(home.path(), &["rules", "ninja", "pile"]);
    assert_eq!(v["game"], "makatsu");
    // In text, the card says which game it is of.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "Gleichstand", "--lang", "de"])
        .assert()
        .success()
        .stdout(predicates::str::starts_with(
            "Meister Makatsu · rulecard rules makatsu tie-later-card\n",
        ));
}

#[test]
fn the_default_game_is_searched_first() {
    let home = home();
    // Both Makao and Mau-Mau have a queen.
    let v = json(home.path(), &["config", "--game", "makao"]);
    assert_eq!(v["default_game"], "makao");
    assert_eq!(json(home.path(), &["rules", "vrouw"])["game"], "makao");
    assert_eq!(json(home.path(), &["rules", "queen"])["game"], "makao");
    // A card only another game has is still found there.
    assert_eq!(
        json(home.path(), &["rules", "Gleichstand"])["game"],
        "makatsu"
    );
    json(home.path(), &["config", "--game", "maumau"]);
    assert_eq!(json(home.path(), &["rules", "queen"])["game"], "maumau");
    // `rulecard rules` alone lists the default game.
    assert_eq!(json(home.path(), &["rules"])["game"], "maumau");
    json(home.path(), &["config", "--game", "none"]);
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("which game?"));
}

#[test]
fn a_default_game_that_is_no_game_is_named_with_its_line() {
    let home = home();
    std::fs::write(home.path().join("config.toml"), "\ngame = \"poker\"\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "queen"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("config.toml:2").and(predicates::str::contains("poker")));
}

#[test]
fn nothing_in_any_game_is_not_found() {
    rulecard()
        .args(["rules", "xyzzy", "qwert"])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("no rule card of any game"));
}
