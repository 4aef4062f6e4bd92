//! `rulecard play` in line mode, as a script plays it: whole seeded games
//! for both shedding games and several table sizes, refusals that cite the
//! rule, leaving, and what the statistics keep.

use std::path::Path;

use crate::common::rulecard;
use predicates::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use rulecard_core::engine::french::Card;
use rulecard_core::engine::{RuleRef, makao, maumau};
use rulecard_core::play::Level;
use rulecard_core::play::shedding::{Match, Shedding};

/// Plays the game the command will deal for `seed`, the player taking
/// the last legal move each turn (a play when there is one); returns the
/// lines to type and the match at its end.
fn script<S: Shedding>(mut m: Match<S>) -> (Vec<String>, Match<S>) {
    let mut lines = Vec::new();
    while m.to_move().is_some() {
        if m.players_turn() {
            let mut legal = m.legal_texts();
            // Plays are listed before draw/take/wait/keep: the first is a
            // play whenever one is open.
            let pick = legal.swap_remove(0);
            m.player_move(&pick).unwrap();
            lines.push(pick);
        } else {
            m.computer_move().unwrap();
        }
    }
    (lines, m)
}

fn makao_match(players: usize, seed: u64) -> Match<makao::State> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    Match::new(
        makao::State::deal(players, 0, &mut rng).unwrap(),
        Level::Tips,
        seed,
    )
}

fn maumau_match(players: usize, seed: u64) -> Match<maumau::State> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let state = maumau::State::deal(players, 0, &maumau::HouseRules::SOURCE, &mut rng).unwrap();
    Match::new(state, Level::Tips, seed)
}

fn stats(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("stats.json")).unwrap()).unwrap()
}

fn play(home: &Path, game: &str, players: usize, seed: u64, input: String) -> String {
    play_in("en", home, game, players, seed, input)
}

fn play_in(
    lang: &str,
    home: &Path,
    game: &str,
    players: usize,
    seed: u64,
    input: String,
) -> String {
    let out = rulecard()
        .env("RULECARD_HOME", home)
        .args(["play", game, "--lang", lang, "--fast"])
        .args([
            "--players",
            &players.to_string(),
            "--seed",
            &seed.to_string(),
        ])
        .write_stdin(input)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

fn check_end<S: Shedding>(home: &Path, game: &str, m: &Match<S>, out: &str, wins_so_far: &mut u32) {
    let o = m.outcome().unwrap();
    let winner = o.winner.expect("seeded games end with a winner");
    if winner == 0 {
        assert!(
            out.contains(&format!("You won: {} points", o.points)),
            "{out}"
        );
        *wins_so_far += 1;
    } else {
        let name = rulecard_core::play::name(winner).unwrap();
        assert!(out.contains(&format!("{name} won")), "{out}");
        assert!(out.contains(&format!("{} points", o.points)), "{out}");
    }
    assert!(
        !out.contains("is not a move"),
        "every scripted line is legal: {out}"
    );
    let s = stats(home);
    assert_eq!(s["games"][game]["tips"]["wins"], *wins_so_far);
}

#[test]
fn whole_seeded_makao_games_in_line_mode() {
    let home = tempfile::tempdir().unwrap();
    let mut wins = 0;
    for (n, (players, seed)) in [(2, 11), (4, 12), (4, 13), (6, 14), (8, 15)]
        .into_iter()
        .enumerate()
    {
        let (lines, m) = script(makao_match(players, seed));
        let out = play(home.path(), "makao", players, seed, lines.join("\n") + "\n");
        check_end(home.path(), "makao", &m, &out, &mut wins);
        assert_eq!(stats(home.path())["games"]["makao"]["tips"]["games"], n + 1);
        assert!(out.contains(&format!("--seed {seed}")), "{out}");
    }
}

#[test]
fn whole_seeded_maumau_games_in_line_mode() {
    let home = tempfile::tempdir().unwrap();
    let mut wins = 0;
    for (players, seed) in [(2, 21), (3, 22), (4, 23), (5, 24), (8, 25)] {
        let (lines, m) = script(maumau_match(players, seed));
        let out = play(
            home.path(),
            "maumau",
            players,
            seed,
            lines.join("\n") + "\n",
        );
        check_end(home.path(), "maumau", &m, &out, &mut wins);
        assert!(
            out.contains("this tool's count"),
            "Mau-Mau's points are labelled: {out}"
        );
    }
}

#[test]
fn a_refused_card_cites_its_rule_and_the_game_goes_on() {
    let (seed, dim, _) = dim_at_first_turn();
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "makao", 4, seed, format!("{dim}\n"));
    assert!(out.contains("may not be played now"), "{out}");
    assert!(out.contains("Rule "), "the rule card is named: {out}");
    assert!(out.contains("(Stap "), "with its page: {out}");
    assert!(
        out.contains("recorded as abandoned"),
        "end of input leaves: {out}"
    );
    assert!(out.contains("Rules you ran into"), "{out}");
    let s = stats(home.path());
    assert_eq!(s["games"]["makao"]["tips"]["abandoned"], 1);
    // The rule is on the quiz's re-reading list.
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["review", "makao", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Stap"));
}

/// A seed whose Makao hand (4 players), at the player's first turn, holds
/// a card that may not be played: the seed, the card, its rule.
fn dim_at_first_turn() -> (u64, Card, RuleRef) {
    for seed in 0..100 {
        let mut m = makao_match(4, seed);
        while !m.players_turn() {
            m.computer_move().unwrap();
        }
        if let Some((dim, _)) = m.hand().into_iter().find(|(_, lit)| !lit) {
            return (seed, dim, m.state().start(dim).2);
        }
    }
    panic!("no seed gave a card that may not be played");
}

#[test]
fn what_is_not_a_move_is_said_escaped_and_asked_again() {
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "maumau", 4, 5, "\u{1b}[2Jxyz\nq\n".to_owned());
    assert!(out.contains("is not a move"), "{out}");
    assert!(
        !out.contains('\u{1b}'),
        "control characters are escaped: {out:?}"
    );
    assert!(out.contains("recorded as abandoned"), "{out}");
}

#[test]
fn the_interface_speaks_the_chosen_language() {
    let home = tempfile::tempdir().unwrap();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["play", "makao", "--lang", "de", "--fast", "--seed", "3"])
        .write_stdin("")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Deine Hand"), "{out}");
    assert!(out.contains("Computerspieler"), "{out}");
    assert!(!out.contains("Your hand"), "{out}");
}

#[test]
fn whole_seeded_makatsu_games_in_line_mode() {
    use rulecard_core::play::makatsu::MakatsuMatch;
    let home = tempfile::tempdir().unwrap();
    let mut wins = 0u32;
    for (players, seed) in [(2, 31), (4, 32), (6, 33)] {
        let mut m = MakatsuMatch::new(players, Level::Tips, seed).unwrap();
        let mut lines = Vec::new();
        while m.to_move().is_some() {
            if m.players_turn() {
                let card = m.view().unwrap().hand.iter().last().unwrap();
                lines.push(card.to_string());
                m.player_move(&card.to_string()).unwrap();
            } else {
                m.computer_move().unwrap();
            }
        }
        let (winner, points) = m.outcome().unwrap();
        let out = play(
            home.path(),
            "makatsu",
            players,
            seed,
            lines.join("\n") + "\n",
        );
        assert!(!out.contains("is not a card"), "{out}");
        assert!(
            out.contains(&format!("You: {} minus points", points[0])),
            "{out}"
        );
        if winner == 0 {
            wins += 1;
            assert!(
                out.contains("You win with the fewest minus points"),
                "{out}"
            );
        } else {
            let name = rulecard_core::play::name(winner).unwrap();
            assert!(out.contains(&format!("{name} wins")), "{out}");
        }
        // Nobody's Ninja cards and no other hand are ever printed: only
        // counts (R-MK-HIDDEN).
        assert!(out.contains("Ninja cards"), "{out}");
    }
    let s = stats(home.path());
    assert_eq!(s["games"]["makatsu"]["tips"]["games"], 3);
    assert_eq!(s["games"]["makatsu"]["tips"]["wins"], wins);
}

#[test]
fn a_makatsu_card_not_in_hand_cites_the_play_order_rule() {
    use rulecard_core::play::makatsu::MakatsuMatch;
    let m = MakatsuMatch::new(3, Level::Tips, 4).unwrap();
    let hand = m.view().unwrap().hand;
    let other = rulecard_core::engine::makatsu::Card::dojo_deck()
        .find(|c| !hand.contains(*c))
        .unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "makatsu", 3, 4, format!("{other}\nZ9\n"));
    assert!(out.contains("You do not hold"), "{out}");
    assert!(out.contains("play-order"), "{out}");
    assert!(out.contains("is not a card"), "{out}");
}

#[test]
fn a_table_too_large_is_refused_clearly() {
    rulecard()
        .args(["play", "makatsu", "--players", "7"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("7"));
    rulecard()
        .args(["play", "makao", "--players", "9", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("9"));
    // The judge seats more for Mau-Mau (a deck more per four players), but
    // a table has a name for eight seats only: a ninth seat was once
    // named "You" too.
    rulecard()
        .env("RULECARD_HOME", tempfile::tempdir().unwrap().path())
        .args([
            "play",
            "maumau",
            "--players",
            "9",
            "--seed",
            "1",
            "--lang",
            "en",
        ])
        .write_stdin("")
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("played by 2 to 8 players, not 9"));
}

#[test]
fn play_statistics_show_in_stats() {
    let home = tempfile::tempdir().unwrap();
    let (lines, _) = script(makao_match(4, 12));
    play(home.path(), "makao", 4, 12, lines.join("\n") + "\n");
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "makao", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("tips: one game"))
        .stdout(predicate::str::contains("Rating against tips"));
    let s = stats(home.path());
    let r = &s["ratings"]["makao"]["tips"];
    assert!(r["rating"].as_f64().unwrap().is_finite(), "{s}");
    assert!(r["deviation"].as_f64().unwrap() < 350.0, "{s}");
}

/// The statistics file is kept like the quiz progress: an unreadable one
/// is kept aside and named, a newer one is never overwritten.
#[test]
fn play_statistics_survive_broken_and_newer_files() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("stats.json");
    std::fs::write(&file, "{ not json").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["play", "makao", "--lang", "en", "--seed", "1"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("kept as"));
    let kept: Vec<_> = std::fs::read_dir(home.path())
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("stats.json.unreadable-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read_to_string(kept[0].path()).unwrap(),
        "{ not json"
    );
    assert_eq!(stats(home.path())["games"]["makao"]["tips"]["abandoned"], 1);

    let newer = r#"{"version": 9, "games": {}, "future": true}"#;
    std::fs::write(&file, newer).unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["play", "maumau", "--lang", "en", "--seed", "1"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("newer rulecard"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), newer);
}

#[test]
fn names_are_read_in_any_case_and_a_bad_level_is_named() {
    rulecard()
        .args(["play", "Makao", "--seed", "1", "--lang", "en"])
        .write_stdin("")
        .assert()
        .success();
    rulecard()
        .args(["play", "makao", "--opponents", "smart"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("smart"));
}

#[test]
fn r_shows_the_rule_card_for_what_is_open_in_line_mode() {
    // A card that may not be played: `r` opens the rule it runs into,
    // before and after it is refused.
    let (seed, dim, rule) = dim_at_first_turn();
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "makao", 4, seed, format!("r\n{dim}\nr\n"));
    // Its heading (a refusal's rule line names the card too, without
    // the title after the page).
    let head = format!("Rule card {} (Stap ", rule.card);
    let heads: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(&head) && l.contains("): "))
        .collect();
    assert_eq!(heads.len(), 2, "{out}");
    // The card's text follows its heading, indented.
    let after = out.split(heads[0]).nth(1).unwrap();
    assert!(
        after.lines().nth(1).is_some_and(|l| l.starts_with("  ")),
        "{out}"
    );
    assert!(out.contains("r shows the rule card"), "{out}");
    // In the interface language.
    let out = play_in("de", home.path(), "makao", 4, seed, "r\n".to_owned());
    assert!(
        out.contains(&format!("Regelkarte {} (Stap ", rule.card)),
        "{out}"
    );
}

#[test]
fn r_shows_a_makatsu_rule_card_in_line_mode() {
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "makatsu", 3, 4, "r\n".to_owned());
    assert!(
        out.contains("Rule card tie-later-card (S. 2): Ties"),
        "{out}"
    );
    // The card's text, its Markdown read out (no `**`), indented.
    assert!(
        out.contains("  If two or more cards tie for highest in a colour"),
        "{out}"
    );
    assert!(out.contains("recorded as abandoned"), "{out}");
}
