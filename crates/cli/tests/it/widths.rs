//! Text fits the width it is given (`COLUMNS` 40, 80 and 120; rulecard
//! wraps to at most 100), and wrapping never breaks an id, a card code or
//! a command: lines break at spaces only.

use crate::common::{json_of, rulecard};

/// What `args` prints at `columns`, in English.
fn at(columns: usize, args: &[&str]) -> String {
    let out = rulecard()
        .env("COLUMNS", columns.to_string())
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap();
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{args:?}: {out:?}"
    );
    String::from_utf8(out.stdout).unwrap()
}

const WIDTHS: [usize; 3] = [40, 80, 120];

/// Screens a newcomer reads, one of each kind.
const SCREENS: &[&[&str]] = &[
    &["games"],
    &["rules", "makatsu"],
    &["rules", "makao"],
    &["rules", "maumau"],
    &["rules", "makatsu", "tie"],
    &["rules", "maumau", "Sieben", "--all"],
    &["mistakes", "maumau"],
    &["mistakes", "makao"],
    &["numbers", "makatsu"],
    &["setup", "makatsu", "--players", "4"],
    &["setup", "makao", "--players", "4"],
    &["setup", "maumau", "--players", "3"],
    &["stats"],
    &["judge", "makatsu", "--pass", "3", "Ann=G8,B1", "Bo=Y2,P4"],
    &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
    &["judge", "maumau", "--top", "9h", "--turns", "Jc>s; 10h"],
    &["check", "makatsu", "weisst-du-es-noch", "Ben"],
    &["quiz", "makatsu", "--list"],
];

#[test]
fn every_line_fits_the_width() {
    for &w in &WIDTHS {
        let limit = w.min(100);
        for args in SCREENS {
            let text = at(w, args);
            assert!(!text.is_empty(), "{args:?}");
            for line in text.lines() {
                let width = textwrap::core::display_width(line);
                // A line may overflow only when it is one word that
                // cannot be broken (none of these screens has one).
                assert!(
                    width <= limit,
                    "{args:?} at {w} columns: {width} > {limit}:\n{line}\n\n{text}"
                );
            }
        }
    }
}

#[test]
fn ids_are_never_broken_by_wrapping() {
    for &w in &WIDTHS {
        for game in ["makatsu", "makao", "maumau"] {
            let list = at(w, &["rules", game]);
            let ids = json_of(&["rules", game, "--json"]);
            for card in ids["cards"].as_array().unwrap() {
                let id = card["id"].as_str().unwrap();
                assert!(
                    list.split_whitespace().any(|word| word == id),
                    "{game} at {w}: {id} is not whole:\n{list}"
                );
            }
        }
        // A ruling id and a card code in the judge's reasoning.
        let judged = at(w, &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"]);
        assert!(judged.contains("R-MA-JACK"), "at {w}:\n{judged}");
        assert!(judged.contains("jack-demand-round"), "at {w}:\n{judged}");
        let mau = at(
            w,
            &["judge", "maumau", "--top", "9h", "--turns", "Jc>s; 10h"],
        );
        assert!(mau.contains("R-MM-"), "at {w}:\n{mau}");
    }
}

/// Below a readable table width `games` is a block per game: no word of
/// the sources is split, and it stays short.
#[test]
fn games_stack_on_a_narrow_terminal() {
    let narrow = at(40, &["games"]);
    assert!(!narrow.contains('┆'), "no table at 40 columns:\n{narrow}");
    let flat = narrow.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("item no. 02553"), "{narrow}");
    assert!(narrow.lines().count() < 40, "{narrow}");
    let wide = at(80, &["games"]);
    assert!(wide.contains('┆'), "a table at 80 columns:\n{wide}");
}

/// One notation per screen: cards in prose are symbols (`9♣ on J♥`, as
/// "On top: J♥" beside them), no backticks in terminal text, one
/// capitalisation of "ruling", no "?:" after a title, no "(…) (…)".
#[test]
fn one_notation_and_one_capitalisation() {
    let makao = at(
        100,
        &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
    );
    let first = makao.lines().next().unwrap();
    assert_eq!(first, "Turn 2 (P2: 9♣) is not allowed.", "{makao}");
    assert!(makao.contains("P2 cannot play 9♣ on J♥"), "{makao}");
    assert!(!makao.contains('`'), "{makao}");
    assert!(makao.contains("· ruling R-MA-JACK"), "{makao}");
    let makatsu = at(
        100,
        &["judge", "makatsu", "--pass", "3", "Ann=G8,B1", "Bo=Y2,P4"],
    );
    assert!(makatsu.contains("· ruling R-MK-"), "{makatsu}");
    assert!(!makatsu.contains("· Ruling"), "{makatsu}");
    let maumau = at(
        100,
        &["judge", "maumau", "--top", "9h", "--turns", "Jc>s; 10h"],
    );
    assert!(maumau.contains("Turn 2 (P2: 10♥)"), "{maumau}");
    assert!(!maumau.contains("?:"), "{maumau}");
    let house = at(
        100,
        &[
            "judge",
            "maumau",
            "--top",
            "Jh",
            "--hand",
            "Jc 9h",
            "--variant",
            "no-jack-on-jack",
        ],
    );
    assert!(!house.contains(") ("), "{house}");
    assert!(house.contains("by house rule no-jack-on-jack"), "{house}");
    // Errors after "rulecard:" start in lower case, as the others do.
    let none = rulecard()
        .args(["rules", "makatsu", "xyzzyq", "--lang", "en"])
        .output()
        .unwrap();
    let said = String::from_utf8(none.stderr).unwrap();
    assert!(said.starts_with("rulecard: no rule card matches"), "{said}");
}

/// References in the reader's language, with the source's own label kept
/// beside it: "p. 2 (S. 2)", "Step 7 (Stap 7)" in English; a German
/// reader sees "S. 2" and a Dutch one "Stap 7" as the source prints them.
#[test]
fn references_read_in_the_readers_language() {
    let judged = at(
        100,
        &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
    );
    assert!(
        judged.contains("jack-demand-round · Step 7 (Stap 7) · ruling R-MA-JACK"),
        "{judged}"
    );
    let list = at(100, &["rules", "makatsu"]);
    assert!(list.contains("p. 2 (S. 2)"), "{list}");
    let question = at(100, &["quiz", "makatsu", "--list"]);
    assert!(
        question.contains("weisst-du-es-noch · p. 2 (S. 2)"),
        "{question}"
    );
    let german = stdout_of_lang(&["rules", "makatsu"], "de");
    assert!(
        german.contains("S. 2") && !german.contains("p. 2"),
        "{german}"
    );
    let dutch = stdout_of_lang(
        &["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
        "nl",
    );
    assert!(
        dutch.contains("· Stap 7 ·") && !dutch.contains("Step"),
        "{dutch}"
    );
}

/// What `args` prints in `lang` at 100 columns.
fn stdout_of_lang(args: &[&str], lang: &str) -> String {
    let out = rulecard()
        .env("COLUMNS", "100")
        .args(args)
        .args(["--lang", lang])
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}
