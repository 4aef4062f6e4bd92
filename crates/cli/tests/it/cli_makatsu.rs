//! `judge`, `setup`, `simulate` for Meister Makatsu, through the binary,
//! with the forms of JUDGE.md exactly as written there.

use crate::common::{json_of as json, json_with_code as error_json, rulecard};
use predicates::prelude::*;
use serde_json::{Value, json};

#[test]
fn judge_md_round_example() {
    let v = json(&[
        "judge",
        "makatsu",
        "--meister",
        "Jo",
        "Jo=B2,G7",
        "Kim=L5,B2",
        "Lea=G7,L1",
        "--json",
    ]);
    assert_eq!(v["awards"][0]["color"], "blue");
    assert_eq!(v["awards"][0]["player"], "Kim");
    assert_eq!(v["awards"][0]["card"], "B2");
    assert_eq!(v["awards"][0]["chips"], 1);
    assert_eq!(v["awards"][0]["points"], 1);
    // Yellow: Lea's G7 is the 3rd play, Jo's G7 the 4th: Jo's is later.
    assert_eq!(v["awards"][1]["player"], "Jo");
    assert_eq!(
        v["awards"][1]["card"], "Y7",
        "JSON writes the English letters"
    );
    assert_eq!(v["awards"][1]["points"], 2);
    assert_eq!(v["awards"][2]["color"], "purple");
    assert_eq!(v["awards"][2]["player"], "Kim");
    assert_eq!(v["meister"], "Kim");
    assert_eq!(v["next_starter"], "Kim");
}

#[test]
fn round_text_names_rule_card_and_page() {
    let out = rulecard()
        .args([
            "judge",
            "makatsu",
            "--meister",
            "Jo",
            "Jo=B2,G7",
            "Kim=L5,B2",
            "Lea=G7,L1",
            "--lang",
            "de",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Blau: Kim bekommt 1 Chip"), "{out}");
    assert!(
        out.contains("Regelkarte tie-later-card · S. 2 · Auslegung R-MK-TIE"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

#[test]
fn pass_sets_the_chip_value_and_letters_may_be_german_or_english() {
    let v = json(&[
        "judge",
        "makatsu",
        "--pass",
        "3",
        "Ann=g8,b1",
        "Bo=Y2,p4",
        "--json",
    ]);
    assert_eq!(v["awards"][1]["color"], "yellow");
    assert_eq!(
        v["awards"][1]["points"], 6,
        "yellow in pass 3: 2 chips × 3 (MK-22)"
    );
    assert_eq!(v["chip_value"], 3);
}

#[test]
fn nobody_plays_purple_and_the_meister_stays() {
    let v = json(&[
        "judge",
        "makatsu",
        "--meister",
        "Bo",
        "Ann=B3,G4",
        "Bo=B5,G1",
        "Cy=B2,G6",
        "--json",
    ]);
    assert_eq!(v["awards"].as_array().unwrap().len(), 2);
    assert_eq!(v["meister"], "Bo");
    assert_eq!(v["next_starter"], "Bo");
}

#[test]
fn final_forms() {
    let v = json(&[
        "judge", "makatsu", "--final", "Jo=14", "Kim=9", "Lea=11", "--json",
    ]);
    assert_eq!(v["winner"], "Kim");
    let v = json(&[
        "judge",
        "makatsu",
        "--final",
        "--meister",
        "Lea",
        "Jo=9",
        "Kim=9",
        "Lea=11",
        "--json",
    ]);
    assert_eq!(v["winner"], "Lea", "R-MK-END applied literally");
    let e = error_json(
        &["judge", "makatsu", "--final", "Jo=19", "Kim=19", "--json"],
        2,
    );
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("--meister")
    );
}

#[test]
fn malformed_rounds_exit_2_naming_the_token() {
    for (args, token) in [
        (vec!["Jo=B2,X7", "Kim=L5,B2"], "X7"),
        (vec!["Jo=B9,G1", "Kim=L5,B2"], "B9"),
        (vec!["Jo=B2", "Kim=L5,B2"], "Jo=B2"),
        (vec!["Jo=B2,B2", "Kim=L5,B1"], "B2"),
        (vec!["JoB2G1", "Kim=L5,B2"], "JoB2G1"),
        (vec!["Jo=B2,G1", "jo=L5,B2"], "jo"),
    ] {
        let mut all = vec!["judge", "makatsu", "--json"];
        all.extend(args);
        let e = error_json(&all, 2);
        assert_eq!(e["error"]["token"], token, "{all:?}");
        assert!(e["error"]["expected"].is_string());
    }
    let e = error_json(
        &[
            "judge",
            "makatsu",
            "--json",
            "--meister",
            "Max",
            "Jo=B2,G1",
            "Kim=L5,B2",
        ],
        2,
    );
    assert_eq!(e["error"]["token"], "Max");
    let e = error_json(&["judge", "makatsu", "--json", "Jo=B2,G1"], 2);
    assert_eq!(e["error"]["expected"], "2 to 6 players");
    rulecard()
        .args(["judge", "makatsu", "--pass", "4", "Jo=B2,G1", "Kim=L5,B2"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("pass 4"));
}

#[test]
fn setup_json_keys() {
    let v = json(&["setup", "makatsu", "--players", "3", "--json"]);
    assert_eq!(v["decks"], 3);
    assert_eq!(v["cards"], 72);
    assert_eq!(v["hand_size"], 4);
    assert_eq!(
        v["supply"],
        json!([{"value":1,"count":24},{"value":2,"count":12},{"value":3,"count":8}])
    );
    assert_eq!(v["passes"][1]["deck_size"], 12);
    rulecard()
        .args(["setup", "makatsu", "--players", "7"])
        .assert()
        .code(2);
}

#[test]
fn simulate_reports_what_it_measured() {
    let v = json(&[
        "simulate",
        "makatsu",
        "--games",
        "300",
        "--players",
        "5",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(v["games"], 300);
    assert_eq!(v["cards_played_per_player"], json!({"min": 22, "max": 22}));
    assert_eq!(v["rounds_per_game"], json!({"min": 11, "max": 11}));
    assert_eq!(v["supply_ran_out"], 0);
    assert!(v["tie_rule_decided"].is_u64());
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    let again = json(&[
        "simulate",
        "makatsu",
        "--games",
        "300",
        "--players",
        "5",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(
        v["wins"], again["wins"],
        "the same seed gives the same games"
    );
}

#[test]
fn check_answers_right_wrong_and_invalid() {
    rulecard()
        .args([
            "check",
            "makatsu",
            "weisst-du-es-noch",
            "ben",
            "--lang",
            "de",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Richtig!"))
        .stdout(predicate::str::contains("tie-later-card"));
    rulecard()
        .args([
            "check",
            "makatsu",
            "weisst-du-es-noch",
            "Anna",
            "--lang",
            "en",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("Right answer: Ben"));
    rulecard()
        .args(["check", "makatsu", "weisst-du-es-noch", "Zoe"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Zoe"));
    rulecard()
        .args(["check", "makatsu", "no-such-question", "Ben"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no-such-question"));
    let v = json(&["check", "makatsu", "yellow-in-pass-three", "6", "--json"]);
    assert_eq!(v["correct"], true);
    assert_eq!(v["expected"], 6);
    let out = rulecard()
        .args(["check", "makatsu", "yellow-in-pass-three", "5", "--json"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["correct"], false);
    assert_eq!(v["expected"], 6);
    // The reasoning as data: yellow's award is Lotte's 2 chips × 3 = 6.
    let yellow = v["verdict"]["awards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["color"] == "yellow")
        .unwrap();
    assert_eq!(yellow["points"], 6);
}

#[test]
fn final_points_no_game_hands_out_are_refused() {
    for (entries, token) in [
        (vec!["Jo=1000", "Kim=9"], "Jo=1000"),
        (vec!["Jo=9", "Kim=52"], "Kim=52"),
        (vec!["Jo=5", "Kim=9"], "Jo=5 Kim=9"),
        (vec!["Jo=51", "Kim=22"], "Jo=51 Kim=22"),
    ] {
        let mut all = vec!["judge", "makatsu", "--final", "--json"];
        all.extend(entries);
        let e = error_json(&all, 2);
        assert_eq!(e["error"]["token"], token, "{all:?}");
    }
    let v = json(&["judge", "makatsu", "--final", "Jo=51", "Kim=21", "--json"]);
    assert_eq!(v["winner"], "Kim");
}

#[test]
fn more_or_fewer_cards_than_a_player_lays_is_exit_2() {
    // Each player lays exactly two cards a round: as in the shedding
    // games, a hand that cannot give the cards written is bad input.
    for (entry, token) in [("Jo=B2", "Jo=B2"), ("Jo=B1,B2,B3", "Jo=B1,B2,B3")] {
        let e = error_json(&["judge", "makatsu", "--json", entry, "Kim=L5,B2"], 2);
        assert_eq!(e["error"]["token"], token);
    }
}
