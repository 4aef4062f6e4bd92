//! `judge`, `setup`, `simulate`, `check` for Makao through the binary, with
//! the forms of JUDGE.md exactly as written there.

use crate::common::{json_of as json, json_with_code, rulecard};
use predicates::prelude::*;
use serde_json::json;

#[test]
fn legal_plays_form() {
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "8c",
        "--hand",
        "8h Qs 3c 9d",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["8h", "Qs", "3c"]));
    assert_eq!(v["also"], json!(["draw"]));
    assert!(v["reasons"]["9d"].is_string());
    // Card codes in JSON are ASCII whatever the language; reasons are not.
    let nl = json(&[
        "judge", "makao", "--top", "8c", "--hand", "8h", "--json", "--lang", "nl",
    ]);
    assert_eq!(nl["reasons"]["8h"], "zelfde waarde als de bovenste kaart");
}

#[test]
fn each_obligation_form() {
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "2h",
        "--penalty",
        "2",
        "--hand",
        "2c 3h Qh Kd",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["2c", "3h"]));
    assert_eq!(v["also"], json!(["take"]));
    let v = json(&[
        "judge", "makao", "--top", "4h", "--wait", "1", "--hand", "4c 5h Qh", "--json",
    ]);
    assert_eq!(v["legal"], json!(["4c"]));
    assert_eq!(v["also"], json!(["wait"]));
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "Jh",
        "--demand-value",
        "7",
        "--hand",
        "7c Jd Qh 8h",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["7c", "Jd"]));
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "Ac",
        "--demand-suit",
        "h",
        "--hand",
        "Qh Qs 5h As",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["Qh", "5h", "As"]));
}

#[test]
fn sequence_form_and_illegal_turns() {
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "9h",
        "--turns",
        "2h; 2c; draw",
        "--json",
    ]);
    assert_eq!(v["drawn"], json!({"P3": 4}));
    assert_eq!(v["next"], "P4");
    assert_eq!(v["direction"], "clockwise");
    let v = json(&[
        "judge", "makao", "--top", "9s", "--turns", "Ks; draw", "--json",
    ]);
    assert_eq!(v["drawn"], json!({"P4": 5}), "K♠ hits the previous player");
    let v = json(&[
        "judge",
        "makao",
        "--players",
        "3",
        "--hand-sizes",
        "1,5,5",
        "--top",
        "9h",
        "--turns",
        "9c",
        "--json",
    ]);
    assert_eq!(v["winner"], "P1");
    assert_eq!(v["score"], 100);
    assert_eq!(v["next"], serde_json::Value::Null);
    let e = json_with_code(
        &[
            "judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c", "--json",
        ],
        1,
    );
    assert_eq!(e["illegal"]["turn"], 2);
    assert_eq!(e["illegal"]["player"], "P2");
    assert_eq!(e["illegal"]["rule"], "R-MA-JACK");
    assert_eq!(e["state"]["pending"]["demand_value"], "7");
    rulecard()
        .args([
            "judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c", "--lang", "nl",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("Beurt 2 (P2: 9♣) mag niet."));
}

#[test]
fn malformed_input_exits_2_naming_the_token() {
    for (args, token) in [
        (vec!["--top", "9x", "--hand", "8h"], "9x"),
        (vec!["--top", "9h", "--hand", "8h 1h"], "1h"),
        (vec!["--top", "Jh", "--turns", "Jh"], "Jh"),
        (vec!["--top", "9h", "--turns", "Jd"], "Jd"),
    ] {
        let mut all = vec!["judge", "makao", "--json"];
        all.extend(args);
        let e = json_with_code(&all, 2);
        assert!(
            e["error"]["token"].as_str().unwrap().contains(token),
            "{all:?}: {e}"
        );
        assert!(e["error"]["expected"].is_string());
    }
    rulecard()
        .args([
            "judge",
            "makao",
            "--top",
            "9h",
            "--hand",
            "8h",
            "--penalty",
            "2",
            "--wait",
            "1",
        ])
        .assert()
        .code(2);
    rulecard()
        .args(["judge", "makao", "--top", "9h"])
        .assert()
        .code(2);
    rulecard()
        .args([
            "judge", "makao", "--top", "9h", "--hand", "8h", "--turns", "8h",
        ])
        .assert()
        .code(2);
}

#[test]
fn setup_and_simulate() {
    let v = json(&["setup", "makao", "--players", "4", "--json"]);
    assert_eq!(
        (
            v["decks"].as_u64(),
            v["cards"].as_u64(),
            v["hand_size"].as_u64()
        ),
        (Some(1), Some(52), Some(5))
    );
    assert_eq!(v["draw_pile"], 52 - 20 - 1);
    let v = json(&[
        "simulate",
        "makao",
        "--games",
        "300",
        "--policy",
        "tips,random,random,random",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["games"], 300);
    let tips = v["policy_wins"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["policy"] == "tips")
        .unwrap();
    assert!(
        tips["win_rate"].as_f64().unwrap() > 0.5,
        "tips wins clearly more than its 25% share: {tips}"
    );
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["moves_per_second"].as_f64().unwrap() > 0.0);
    let e = json_with_code(
        &["simulate", "makao", "--policy", "tips,random", "--json"],
        2,
    );
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("2 policies for 4 players")
    );
    rulecard()
        .args(["simulate", "makao", "--policy", "clever"])
        .assert()
        .code(2);
    rulecard()
        .args(["simulate", "makatsu", "--policy", "tips"])
        .assert()
        .code(2);
}

#[test]
fn the_legal_form_refuses_what_cannot_lie_on_the_table() {
    for (args, token) in [
        // 30 takes every attack card, but 2♥ is in the hand.
        (vec!["--top", "Kh", "--penalty", "30", "--hand", "2h"], "30"),
        // A fifth 4: four on the table, one in the hand.
        (vec!["--top", "4c", "--wait", "4", "--hand", "4h"], "4"),
        (
            vec!["--top", "Kh", "--penalty", "0", "--hand", "2h"],
            "--penalty 0",
        ),
        (
            vec!["--top", "4c", "--wait", "0", "--hand", "4h"],
            "--wait 0",
        ),
    ] {
        let mut all = vec!["judge", "makao", "--json"];
        all.extend(args);
        let e = json_with_code(&all, 2);
        assert_eq!(e["error"]["token"], token, "{all:?}");
        assert!(e["error"]["expected"].is_string(), "{all:?}");
    }
    let v = json(&[
        "judge",
        "makao",
        "--top",
        "Kh",
        "--penalty",
        "28",
        "--hand",
        "2h",
        "--json",
    ]);
    assert_eq!(v["also"], json!(["take"]));
}

#[test]
fn more_cards_than_the_hand_holds_is_exit_2_whatever_else_is_wrong() {
    // 9c 8d also mixes values, but from one card it cannot be laid at all
    // (the rest of the table is in tests/data/makao/sequences.scn).
    let e = json_with_code(
        &[
            "judge",
            "makao",
            "--hand-sizes",
            "1,5,5,5",
            "--top",
            "9h",
            "--turns",
            "9c 8d",
            "--json",
        ],
        2,
    );
    assert_eq!(e["error"]["expected"], "at most 1 card for P1 in this turn");
}

#[test]
fn check_refuses_a_card_named_twice() {
    rulecard()
        .args(["check", "makao", "eight-of-clubs", "5c 5c 8h"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("5c"));
}
