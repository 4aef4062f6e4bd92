//! `rulecard simulate … --json` for fixed seeds, pinned: every engine,
//! several player counts and seeds, every Mau-Mau variant and option, both
//! policies and the turn limit. The engines' speed work must not change a
//! single seeded result, so any difference here is a changed game, not
//! noise. The measured rates (`games_per_second`, `moves_per_second`,
//! `seconds`) are the only fields left out.
//!
//! Each game has a seed of its own, so the number of threads changes
//! nothing either: the pinned runs use every core, and one test compares
//! `--threads 1` with `--threads 3` directly.
//!
//! The expected reports live in `tests/data/simulate/pinned.json`, one per
//! command line. After a deliberate change of what a seed plays (say so in
//! the commit), write them anew with
//! `RULECARD_BLESS=1 cargo test --test simulate_pinned`.

use std::path::PathBuf;

use crate::common::rulecard;
use serde_json::{Map, Value};

/// The command lines pinned (after `rulecard simulate`, before `--json`).
const CASES: &[&str] = &[
    "makao --games 200 --players 2 --seed 1",
    "makao --games 200 --players 4 --seed 1",
    "makao --games 200 --players 4 --seed 99",
    "makao --games 120 --players 8 --seed 7",
    "makao --games 100 --players 6 --seed 3",
    "makao --games 150 --players 4 --seed 5 --policy tips,random,random,random",
    "makao --games 60 --players 3 --seed 8 --policy tips",
    "makao --games 200 --players 4 --seed 2 --max-turns 15",
    "maumau --games 200 --players 4 --seed 1 --variant none",
    "maumau --games 200 --players 2 --seed 4 --variant none",
    "maumau --games 200 --players 4 --seed 1 --variant seven-stacking",
    "maumau --games 200 --players 4 --seed 1 --variant eight-stacking",
    "maumau --games 200 --players 4 --seed 1 --variant no-jack-on-jack",
    "maumau --games 150 --players 5 --seed 6 --variant seven-stacking --variant eight-stacking --variant no-jack-on-jack",
    "maumau --games 100 --players 8 --seed 9 --variant none",
    "maumau --games 200 --players 3 --seed 2 --variant none --hand-size 6 --mau-penalty 2",
    "maumau --games 150 --players 4 --seed 5 --variant seven-stacking --policy tips,random,random,random",
    "maumau --games 60 --players 4 --seed 8 --variant none --policy tips",
    "maumau --games 200 --players 4 --seed 2 --variant none --max-turns 12",
    "makatsu --games 200 --players 2 --seed 1",
    "makatsu --games 200 --players 4 --seed 1",
    "makatsu --games 200 --players 4 --seed 42",
    "makatsu --games 150 --players 6 --seed 3",
];

/// What varies from run to run: the clock's measurements.
const MEASURED: [&str; 3] = ["games_per_second", "moves_per_second", "seconds"];

fn expected_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/simulate/pinned.json")
}

/// The report of one pinned command line, without the measurements.
fn report(case: &str) -> Value {
    let mut args = vec!["simulate"];
    args.extend(case.split(' '));
    report_of(args)
}

fn report_of(mut args: Vec<&str>) -> Value {
    args.extend(["--json", "--lang", "en"]);
    let out = rulecard()
        .args(&args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let mut v: Value = serde_json::from_slice(&out).unwrap();
    let obj = v.as_object_mut().unwrap();
    for field in MEASURED {
        obj.remove(field);
    }
    v
}

#[test]
fn seeded_simulations_report_what_they_always_did() {
    let actual: Map<String, Value> = CASES
        .iter()
        .map(|&case| (case.to_owned(), report(case)))
        .collect();
    if std::env::var_os("RULECARD_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&actual).unwrap() + "\n";
        std::fs::create_dir_all(expected_path().parent().unwrap()).unwrap();
        std::fs::write(expected_path(), text).unwrap();
    }
    let expected: Map<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(expected_path()).unwrap()).unwrap();
    let mut cases: Vec<&str> = CASES.to_vec();
    cases.sort_unstable();
    assert_eq!(
        expected.keys().map(String::as_str).collect::<Vec<_>>(),
        cases,
        "the pinned file holds other command lines than CASES: bless it anew"
    );
    for (case, want) in &expected {
        assert_eq!(&actual[case], want, "`rulecard simulate {case}` changed");
    }
}

#[test]
fn one_thread_and_three_report_the_same() {
    for case in [
        "makao --games 100 --players 5 --seed 12 --policy tips,random,random,random,random",
        "maumau --games 100 --players 4 --seed 12 --variant seven-stacking",
        "makatsu --games 100 --players 3 --seed 12",
    ] {
        let run = |threads: &'static str| {
            let mut args = vec!["simulate"];
            args.extend(case.split(' '));
            args.extend(["--threads", threads]);
            report_of(args)
        };
        let one = run("1");
        assert_eq!(one["games"], 100, "{case}");
        assert_eq!(
            run("3"),
            one,
            "{case}: --threads 3 differs from --threads 1"
        );
    }
}
