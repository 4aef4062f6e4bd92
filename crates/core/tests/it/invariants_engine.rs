//! The whole-game invariant harness (`rulecard_core::judge::invariants`) on a
//! few hundred games: every engine and every Mau-Mau variant set, small
//! enough for a debug build. `scripts/invariants.sh` runs the same checks
//! on hundreds of thousands of games in a release build.

use rulecard_core::judge::invariants::{Suite, Tally, maumau_variant_sets, run};

/// Fails with every finding, or checks that the run did what it says.
fn clean(name: &str, tally: &Tally, games: u64) {
    assert_eq!(
        tally.findings,
        0,
        "{name}: {} findings:\n{}",
        tally.findings,
        tally.examples.join("\n")
    );
    assert_eq!(tally.games, games, "{name}");
    assert!(tally.actions > 10 * games, "{name}: {tally:?}");
    assert!(
        tally.positions > 0 && tally.replayed > 0,
        "{name}: {tally:?}"
    );
}

#[test]
fn makao_games_agree_with_the_judge() {
    clean("makao", &run(Suite::Makao, 1, 80), 80);
}

#[test]
fn maumau_games_agree_with_the_judge_under_every_variant_set() {
    for (name, rules) in maumau_variant_sets() {
        clean(name, &run(Suite::MauMau(rules), 1, 60), 60);
    }
}

#[test]
fn makatsu_games_agree_with_the_judge() {
    let tally = run(Suite::Makatsu, 1, 100);
    clean("makatsu", &tally, 100);
    // Every game is 11 rounds, each judged; every end judged once.
    assert_eq!((tally.positions, tally.replayed), (1100, 100));
}
