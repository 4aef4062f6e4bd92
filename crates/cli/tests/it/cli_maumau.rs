//! Mau-Mau through the binary: the judge forms of JUDGE.md, and the same
//! situation under different house rules giving the answers they imply.

use crate::common::{json_of as json, json_with_code, rulecard};
use predicates::prelude::*;
use serde_json::json;

#[test]
fn an_open_seven_without_and_with_seven_stacking() {
    let v = json(&[
        "judge",
        "maumau",
        "--top",
        "7h",
        "--penalty",
        "2",
        "--hand",
        "7c 9h Jd",
        "--json",
    ]);
    assert_eq!(
        v["legal"],
        json!([]),
        "without the house rule nothing answers a 7"
    );
    assert_eq!(v["also"], json!(["take"]));
    let v = json(&[
        "judge",
        "maumau",
        "--variant",
        "seven-stacking",
        "--top",
        "7h",
        "--penalty",
        "2",
        "--hand",
        "7c 9h Jd",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["7c"]));
    assert_eq!(v["variants"], json!(["seven-stacking"]));
    // In a sequence: 7 on 7 is illegal without it, and piles up with it.
    let e = json_with_code(
        &[
            "judge", "maumau", "--top", "9h", "--turns", "7h; 7c", "--json",
        ],
        1,
    );
    assert_eq!(e["illegal"]["turn"], 2);
    let v = json(&[
        "judge",
        "maumau",
        "--variant",
        "seven-stacking",
        "--top",
        "9h",
        "--turns",
        "7h; 7c; draw",
        "--json",
    ]);
    assert_eq!(v["drawn"], json!({"P3": 4}));
}

#[test]
fn an_eight_skips_and_passes_on_under_eight_stacking() {
    let v = json(&[
        "judge", "maumau", "--top", "8h", "--wait", "1", "--hand", "8c 9h", "--json",
    ]);
    assert_eq!(v["legal"], json!([]));
    assert_eq!(v["also"], json!(["wait"]));
    let v = json(&[
        "judge",
        "maumau",
        "--variant",
        "eight-stacking",
        "--top",
        "8h",
        "--wait",
        "1",
        "--hand",
        "8c 9h",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["8c"]));
    let v = json(&["judge", "maumau", "--top", "9h", "--turns", "8h", "--json"]);
    assert_eq!(v["next"], "P3", "P2 is skipped");
}

#[test]
fn jack_on_jack_only_without_the_house_rule() {
    let v = json(&[
        "judge", "maumau", "--top", "Jh", "--hand", "Jc 9h", "--json",
    ]);
    assert_eq!(v["legal"], json!(["Jc", "9h"]));
    let v = json(&[
        "judge",
        "maumau",
        "--variant",
        "no-jack-on-jack",
        "--top",
        "Jh",
        "--hand",
        "Jc 9h",
        "--json",
    ]);
    assert_eq!(v["legal"], json!(["9h"]));
}

#[test]
fn queen_reverses_and_ace_needs_a_follow_up() {
    let v = json(&["judge", "maumau", "--top", "9h", "--turns", "Qh", "--json"]);
    assert_eq!(v["direction"], "counterclockwise");
    assert_eq!(v["next"], "P4");
    let v = json(&[
        "judge", "maumau", "--top", "9h", "--turns", "Ah 10h", "--json",
    ]);
    assert_eq!(v["hand_sizes"]["P1"], 3);
    assert_eq!(v["next"], "P2");
    let v = json(&[
        "judge",
        "maumau",
        "--players",
        "2",
        "--hand-sizes",
        "1,5",
        "--top",
        "9h",
        "--turns",
        "Ah draw",
        "--json",
    ]);
    assert_eq!(
        v["winner"],
        serde_json::Value::Null,
        "an ace can never be the last card"
    );
    assert_eq!(v["hand_sizes"]["P1"], 1);
}

#[test]
fn forgetting_mau_mau_costs_five_cards_or_the_saved_penalty() {
    let v = json(&[
        "judge",
        "maumau",
        "--hand-sizes",
        "2,5,5,5",
        "--top",
        "9h",
        "--turns",
        "10h",
        "--json",
    ]);
    assert_eq!(v["drawn"], json!({"P1": 5}));
    let v = json(&[
        "judge",
        "maumau",
        "--hand-sizes",
        "2,5,5,5",
        "--top",
        "9h",
        "--turns",
        "10h mau",
        "--json",
    ]);
    assert_eq!(v["drawn"], json!({}));
    let v = json(&[
        "judge",
        "maumau",
        "--mau-penalty",
        "2",
        "--hand-sizes",
        "2,5,5,5",
        "--top",
        "9h",
        "--turns",
        "10h",
        "--json",
    ]);
    assert_eq!(v["drawn"], json!({"P1": 2}));
}

#[test]
fn saved_house_rules_apply_to_the_judge() {
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--variant", "seven-stacking"])
        .assert()
        .success();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "judge",
            "maumau",
            "--top",
            "7h",
            "--penalty",
            "2",
            "--hand",
            "7c",
            "--json",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["legal"], json!(["7c"]));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "judge",
            "maumau",
            "--top",
            "7h",
            "--penalty",
            "2",
            "--hand",
            "7c",
            "--lang",
            "de",
        ])
        .assert()
        .stdout(predicate::str::contains("Hausregeln: seven-stacking"));
}

#[test]
fn malformed_input_names_the_token() {
    let e = json_with_code(
        &["judge", "maumau", "--top", "6h", "--hand", "7h", "--json"],
        2,
    );
    assert!(e["error"]["token"].as_str().unwrap().contains("6h"), "{e}");
    let e = json_with_code(
        &[
            "judge",
            "maumau",
            "--top",
            "Jh",
            "--demand-value",
            "7",
            "--hand",
            "7h",
            "--json",
        ],
        2,
    );
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("--demand-suit")
    );
    rulecard()
        .args([
            "judge",
            "maumau",
            "--variant",
            "seven-stackin",
            "--top",
            "7h",
            "--hand",
            "7c",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("did you mean seven-stacking"));
}

#[test]
fn setup_counts_decks_by_players() {
    let v = json(&["setup", "maumau", "--players", "4", "--json"]);
    assert_eq!(
        (
            v["decks"].as_u64(),
            v["cards"].as_u64(),
            v["hand_size"].as_u64()
        ),
        (Some(1), Some(32), Some(5))
    );
    let v = json(&[
        "setup",
        "maumau",
        "--players",
        "6",
        "--hand-size",
        "6",
        "--json",
    ]);
    assert_eq!(
        (
            v["decks"].as_u64(),
            v["cards"].as_u64(),
            v["hand_size"].as_u64()
        ),
        (Some(2), Some(64), Some(6))
    );
    rulecard()
        .args(["setup", "maumau", "--hand-size", "7"])
        .assert()
        .code(2);
}

#[test]
fn simulate_under_variants() {
    let v = json(&[
        "simulate",
        "maumau",
        "--games",
        "300",
        "--policy",
        "tips,random,random,random",
        "--variant",
        "seven-stacking",
        "--json",
    ]);
    assert_eq!(v["games"], 300);
    assert_eq!(v["variants"], json!(["seven-stacking"]));
    let tips = v["policy_wins"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["policy"] == "tips")
        .unwrap();
    assert!(tips["win_rate"].as_f64().unwrap() > 0.35, "{tips}");
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["moves_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn input_that_does_not_read_prints_nothing_on_stdout() {
    for args in [
        &["judge", "maumau", "--top", "6h", "--hand", "7h"][..],
        &["judge", "maumau", "--top", "9h", "--turns", "9h"],
    ] {
        rulecard()
            .args(args)
            .args(["--lang", "de"])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicates::str::contains("rulecard:"));
    }
}

#[test]
fn a_stack_of_sevens_can_outgrow_the_deck_but_not_the_rules() {
    let judge = |penalty: &str, code: i32| {
        json_with_code(
            &[
                "judge",
                "maumau",
                "--variant",
                "seven-stacking",
                "--top",
                "7s",
                "--penalty",
                penalty,
                "--hand",
                "8c 9c Jc 9d Ad 8h 10h Ah 9s Js",
                "--json",
            ],
            code,
        )
    };
    // A reshuffle during the stack brings 7s back (R-MM-MAU, R-MM-DRAW).
    assert_eq!(judge("10", 0)["also"], json!(["take"]));
    let e = judge("14", 2);
    assert_eq!(e["error"]["token"], "14");
    assert_eq!(e["error"]["expected"], "a multiple of 2 from 2 to 12");
    assert_eq!(judge("0", 2)["error"]["token"], "--penalty 0");
}

#[test]
fn more_cards_than_the_hand_holds_is_exit_2_as_in_makao() {
    // An ace as the last card and a follow-up: two cards from one (the rest
    // of the table is in tests/data/maumau/sequences.scn).
    let e = json_with_code(
        &[
            "judge",
            "maumau",
            "--hand-sizes",
            "1,5,5,5",
            "--top",
            "Kh",
            "--turns",
            "Ah 9h",
            "--json",
        ],
        2,
    );
    assert_eq!(e["error"]["token"], "Ah 9h");
}
