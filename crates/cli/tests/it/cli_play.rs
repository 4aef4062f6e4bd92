//! `rulecard play` in line mode, as a script plays it: whole seeded games
//! for both shedding games and several table sizes, refusals that cite the
//! rule, leaving, and what the statistics keep.

use std::path::Path;

use crate::common::rulecard;
use predicates::prelude::*;
use rulecard_core::content::GameId;
use rulecard_core::engine::RuleRef;
use rulecard_core::play::api::{Card, TableView};
use rulecard_core::play::{Action, Level, Setup, Table};

/// Plays the game the command will deal for `seed`, the player taking the
/// first legal move each turn (a play when there is one), as line mode
/// reads it: a single card goes on the pile and, where more of its value
/// could follow, `end` ends the turn; returns the lines to type and the
/// table at its end.
pub(crate) fn script(mut t: Table) -> (Vec<String>, Table) {
    let mut lines = Vec::new();
    while let Some(seat) = t.to_move() {
        if !t.is_human(seat) {
            t.step().unwrap();
            continue;
        }
        let (text, action) = t.legal().remove(0);
        lines.push(text);
        match action {
            Action::Play {
                cards,
                choice: None,
                mau: false,
            } if cards.len() == 1 => {
                t.act(seat, Action::Lay(cards[0])).unwrap();
                let laying = match t.view(seat).table {
                    TableView::Shedding { laying, .. } => !laying.is_empty(),
                    TableView::Makatsu(_) => false,
                };
                if laying && t.to_move() == Some(seat) {
                    lines.push("end".into());
                    t.act(seat, Action::EndTurn).unwrap();
                }
            }
            action => {
                t.act(seat, action).unwrap();
            }
        }
    }
    (lines, t)
}

pub(crate) fn table(game: GameId, players: usize, seed: u64) -> Table {
    Table::new(&Setup::new(game, players, Level::Tips, seed)).unwrap()
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

fn check_end(home: &Path, game: &str, t: &Table, out: &str, wins_so_far: &mut u32) {
    let o = t.over().unwrap();
    let winner = o.winner.expect("seeded games end with a winner");
    if winner == 0 {
        assert!(
            out.contains(&format!("You won with {} points", o.points)),
            "{out}"
        );
        *wins_so_far += 1;
    } else {
        let name = rulecard_core::play::name(winner).unwrap();
        assert!(
            out.contains(&format!("{name} won with {} points", o.points)),
            "{out}"
        );
    }
    assert!(out.contains("first to lay"), "which rule decided: {out}");
    assert!(
        !out.contains("is not a move") && !out.contains("cannot follow"),
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
        let (lines, m) = script(table(GameId::Makao, players, seed));
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
        let (lines, m) = script(table(GameId::MauMau, players, seed));
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
/// a card that may not be played: the seed, the card's code, its rule.
pub(crate) fn dim_at_first_turn() -> (u64, String, RuleRef) {
    for seed in 0..100 {
        let mut t = table(GameId::Makao, 4, seed);
        while !t.persons_turn() {
            t.step().unwrap();
        }
        let reasons = t.reasons();
        if let Some((Card::French(dim), _, _, rule)) = reasons.into_iter().find(|r| !r.1) {
            return (seed, dim.to_string(), rule);
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
    let home = tempfile::tempdir().unwrap();
    let mut wins = 0u32;
    for (players, seed) in [(2, 31), (4, 32), (6, 33)] {
        let (lines, t) = script(table(GameId::Makatsu, players, seed));
        let o = t.over().unwrap();
        let (winner, points) = (o.winner.unwrap(), o.scores.clone());
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
            assert!(out.contains("You win"), "{out}");
        } else {
            let name = rulecard_core::play::name(winner).unwrap();
            assert!(out.contains(&format!("{name} wins")), "{out}");
        }
        let decided = if o.by_meister {
            "hold Meister Makatsu"
        } else {
            "with the fewest minus points"
        };
        assert!(out.contains(decided), "which rule decided: {out}");
        assert!(out.contains("game-end"), "the rule card: {out}");
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
    let mut t = table(GameId::Makatsu, 3, 4);
    let hand: Vec<String> = t.view(0).hand.iter().map(|h| h.card.to_string()).collect();
    let other = rulecard_core::engine::makatsu::Card::dojo_deck()
        .map(|c| c.to_string())
        .find(|c| !hand.contains(c))
        .unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = play(home.path(), "makatsu", 3, 4, format!("{other}\nZ9\n"));
    assert!(out.contains("You do not hold"), "{out}");
    assert!(out.contains("play-order"), "{out}");
    assert!(out.contains("is not a move"), "{out}");
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
        .stderr(predicate::str::contains("9").and(predicate::str::contains("2..=8")));
}

#[test]
fn play_statistics_show_in_stats() {
    let home = tempfile::tempdir().unwrap();
    let (lines, _) = script(table(GameId::Makao, 4, 12));
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
    assert!(out.contains("r rule card"), "{out}");
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

/// An action of the play API as JSON carries it (`docs/play-json.md`).
fn action_json(action: &Action) -> serde_json::Value {
    use serde_json::json;
    match action {
        Action::Lay(c) => json!({ "lay": c.to_string() }),
        Action::Play { cards, choice, mau } => json!({ "play": {
            "cards": cards.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "choice": choice.map(|c| c.to_string()),
            "mau": mau,
        }}),
        Action::Choose(c) => json!({ "choose": c.to_string() }),
        Action::Draw => json!("draw"),
        Action::Keep => json!("keep"),
        Action::EndTurn => json!("end_turn"),
        Action::Mau => json!("mau"),
        Action::Take => json!("take"),
        Action::Wait => json!("wait"),
        Action::Leave => json!("leave"),
    }
}

/// Whole seeded games of every game through the JSON-lines protocol: an
/// action a line in, events and views out; the end is the same as the
/// play API's, every line is JSON with its type, and no card of another
/// seat is ever named to the player.
#[test]
fn whole_games_through_the_json_protocol() {
    for (game, slug, players, seed) in [
        (GameId::Makao, "makao", 4, 41),
        (GameId::MauMau, "maumau", 3, 42),
        (GameId::Makatsu, "makatsu", 4, 43),
        (GameId::Makao, "makao", 8, 44),
    ] {
        let mut t = table(game, players, seed);
        let mut lines = Vec::new();
        while let Some(seat) = t.to_move() {
            if !t.is_human(seat) {
                t.step().unwrap();
                continue;
            }
            let (_, action) = t.legal().remove(0);
            lines.push(action_json(&action).to_string());
            t.act(seat, action).unwrap();
        }
        let home = tempfile::tempdir().unwrap();
        let out = rulecard()
            .env("RULECARD_HOME", home.path())
            .args(["play", slug, "--json", "--seed", &seed.to_string()])
            .args(["--players", &players.to_string()])
            .write_stdin(lines.join("\n") + "\n")
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let out = String::from_utf8(out).unwrap();
        let values: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect();
        assert!(values.iter().all(|v| v["type"].is_string()), "{out}");
        assert!(
            !values
                .iter()
                .any(|v| v["type"] == "refusal" || v["type"] == "error"),
            "every action was taken: {out}"
        );
        assert!(values.iter().any(|v| v["type"] == "view"), "{out}");
        for v in &values {
            if v["event"] == "got" {
                assert_eq!(v["to"], 0, "another seat's cards: {v}");
            }
        }
        let over = values
            .iter()
            .rev()
            .find(|v| v["event"] == "over")
            .unwrap_or_else(|| panic!("no end: {out}"));
        let expected = t.over().unwrap();
        assert_eq!(over["winner"], serde_json::json!(expected.winner), "{slug}");
        assert_eq!(over["scores"], serde_json::json!(expected.scores), "{slug}");
        assert!(over["rule"]["card"].is_string());
        let s = stats(home.path());
        assert_eq!(s["games"][slug]["tips"]["games"], 1, "{s}");
    }
}

/// A line that is no action gets an error line, an action the rules
/// refuse a refusal with its reason in words and its rule; the end of
/// input leaves.
#[test]
fn the_json_protocol_answers_bad_lines_and_refusals() {
    let (seed, dim, rule) = dim_at_first_turn();
    let home = tempfile::tempdir().unwrap();
    let input = format!("not json\n{{\"lay\": \"{dim}\"}}\n{{\"lay\": \"Zz\"}}\n");
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "play",
            "makao",
            "--json",
            "--lang",
            "nl",
            "--seed",
            &seed.to_string(),
        ])
        .write_stdin(input)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    let values: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(values.iter().any(|v| v["type"] == "error"), "{out}");
    let refused = values
        .iter()
        .find(|v| v["type"] == "refusal" && v["refusal"] == "cannot_start")
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(refused["rule"]["card"], rule.card);
    assert!(refused["message"].as_str().unwrap().len() > 5, "{refused}");
    assert!(
        values
            .iter()
            .any(|v| v["type"] == "refusal" && v["refusal"] == "not_a_move"),
        "{out}"
    );
    assert!(values.iter().any(|v| v["event"] == "left"), "{out}");
    assert_eq!(stats(home.path())["games"]["makao"]["tips"]["abandoned"], 1);
}

/// Line mode as the Makao app plays: cards of one value one line at a
/// time, each on the pile at once; the turn ends when nothing more can
/// follow, or with `einde` (Dutch) after the first.
#[test]
fn cards_one_by_one_then_end() {
    // A seed where the first turn holds two cards of one value that may
    // start.
    let (seed, first, second) = (0..300)
        .find_map(|seed| {
            let mut t = table(GameId::Makao, 4, seed);
            while !t.persons_turn() {
                t.step()?;
            }
            let view = t.view(0);
            view.offers.iter().find_map(|o| match o {
                rulecard_core::play::api::Offer::Cards { cards, most, .. }
                    if cards.len() >= 2 && *most >= 2 =>
                {
                    Some((seed, cards[0].to_string(), cards[1].to_string()))
                }
                _ => None,
            })
        })
        .expect("a seed with two cards of one value at the first turn");
    let home = tempfile::tempdir().unwrap();
    let out = play_in(
        "nl",
        home.path(),
        "makao",
        4,
        seed,
        format!("{first}\n{second}\nq\n"),
    );
    assert!(
        out.contains("Deze beurt gelegd"),
        "the first card waits: {out}"
    );
    assert!(!out.contains("niets gelegd"), "{out}");
    // (The prompt and what follows it share a line without a terminal.)
    let play_line = |out: &str| -> String {
        out.lines()
            .filter_map(|l| l.rsplit("> ").next())
            .find(|l| l.starts_with("U speelt "))
            .unwrap_or_else(|| panic!("{out}"))
            .to_owned()
    };
    let plays = play_line(&out);
    assert_eq!(
        plays.split_whitespace().count(),
        4,
        "both cards as one play: {out}"
    );
    // The first card alone, then `einde`: a play of one card.
    let out = play_in(
        "nl",
        home.path(),
        "makao",
        4,
        seed,
        format!("{first}\neinde\nq\n"),
    );
    let plays = play_line(&out);
    assert_eq!(plays.split_whitespace().count(), 3, "one card: {out}");
}

/// `--hand-size` and the other house-rule flags are refused where the
/// game has no house rules.
#[test]
fn house_rule_flags_are_refused_where_the_game_has_none() {
    for game in ["makao", "makatsu"] {
        rulecard()
            .args(["play", game, "--hand-size", "6", "--lang", "en"])
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--hand-size"))
            .stderr(predicate::str::contains("Mau-Mau"));
    }
}

/// Pass-and-play: each person's hand comes after a "pass to" line, and
/// the result is kept by name.
#[test]
fn pass_and_play_in_line_mode_keeps_results_by_name() {
    let mut setup = Setup::new(GameId::MauMau, 3, Level::Tips, 52);
    setup.people = vec![Some("Ann".into()), Some("Bo".into())];
    let mut t = Table::new(&setup).unwrap();
    let mut lines = Vec::new();
    let mut last = None;
    while let Some(seat) = t.to_move() {
        if !t.is_human(seat) {
            t.step().unwrap();
            continue;
        }
        if last != Some(seat) {
            lines.push(String::new());
            last = Some(seat);
        }
        let (text, action) = t.legal().remove(0);
        lines.push(text);
        t.act(seat, action).unwrap();
    }
    let home = tempfile::tempdir().unwrap();
    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["play", "maumau", "--names", "Ann,Bo", "--players", "3"])
        .args(["--seed", "52", "--fast", "--lang", "en"])
        .write_stdin(lines.join("\n") + "\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Pass the screen to Ann"), "{out}");
    assert!(out.contains("Pass the screen to Bo"), "{out}");
    let s = stats(home.path());
    assert_eq!(s["people"]["Ann"]["maumau"]["games"], 1, "{s}");
    assert_eq!(s["people"]["Bo"]["maumau"]["games"], 1, "{s}");
}

/// Issue 29, item 10: `stats` says what play recorded as a player reads
/// it: the current streak beside the best, Meister Makatsu's scores as
/// minus points, the best wins ranked per player count, the quiz's topics
/// under their own heading (not under the ranking), and `--json` carries
/// the win rate and the rating the text shows.
#[test]
fn stats_show_streak_rating_and_a_ranking_per_player_count() {
    let home = tempfile::tempdir().unwrap();
    let win = |points: u32, players: usize, seed: u64| {
        serde_json::json!({"points": points, "seconds": 75, "date": "2026-12-01T10:00:00Z",
            "seed": seed, "players": players, "level": "tips"})
    };
    let stats = serde_json::json!({
        "version": 1,
        "games": {"makatsu": {"tips": {"games": 5, "wins": 3, "abandoned": 0, "unfinished": 1,
            "points": 40, "streak": 2, "best_streak": 3, "fastest_win": 75}}},
        "ranking": {"makatsu": [win(9, 2, 1), win(12, 4, 2), win(19, 2, 3)]},
        "ratings": {"makatsu": {"tips": {"rating": 1620.4, "deviation": 120.2, "volatility": 0.06}}},
    });
    std::fs::write(home.path().join("stats.json"), stats.to_string()).unwrap();
    let progress = serde_json::json!({"version": 1, "games": {"makatsu": {
        "rules": {"deal": {"answered": 0, "correct": 0, "marked": true}}}}});
    std::fs::write(home.path().join("progress.json"), progress.to_string()).unwrap();

    let out = rulecard()
        .env("RULECARD_HOME", home.path())
        .env("COLUMNS", "100")
        .args(["stats", "makatsu", "--lang", "en"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    // 3 wins of the 4 games that had a result: the capped one had none.
    assert!(
        text.contains("tips: 5 games, 3 wins (75%), streak 2 (best 3)"),
        "{text}"
    );
    assert!(text.contains("1 stopped at the turn limit"), "{text}");
    assert!(text.contains("Rating against tips: 1620"), "{text}");
    let two = text.find("Your best wins with 2 players").expect(&text);
    let four = text.find("Your best wins with 4 players").expect(&text);
    assert!(two < four, "{text}");
    let two_rows: Vec<&str> = text[two..four]
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(two_rows.len(), 2, "{text}");
    assert!(two_rows[0].contains("1. 9 minus points · 1:15"), "{text}");
    assert!(two_rows[1].contains("2. 19 minus points"), "{text}");
    assert!(text[four..].contains("1. 12 minus points"), "{text}");
    // The topic marked by play sits under its heading, before the play
    // block, with no share for a topic never answered.
    let topics = text.find("By topic").expect(&text);
    let play = text.find("\n  Play\n").expect(&text);
    assert!(topics < play, "{text}");
    assert!(text[topics..play].contains("–  0/0"), "{text}");

    let json = rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["stats", "makatsu", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
    let tips = &v["games"][0]["play"]["levels"]["tips"];
    assert_eq!(tips["win_rate"], 0.75, "{v}");
    assert_eq!(tips["streak"], 2, "{v}");
    assert_eq!(tips["rating"]["rating"], 1620.4, "{v}");
    assert_eq!(v["games"][0]["play"]["ranking"][1]["players"], 4, "{v}");

    // `stats --help` speaks of play too (read as one line: clap wraps it).
    let help = rulecard()
        .args(["stats", "--help"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let help = String::from_utf8(help).unwrap();
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("win rate, current and best streak"), "{help}");
    assert!(help.contains("ranked per player count"), "{help}");
}

/// Issue 29, item 5: a forgotten "Mau" is never punished silently. The
/// person plays the card that leaves one without saying "Mau": the engine
/// says who forgot and what it cost (an event for every seat), and line
/// mode prints it with the rule card.
#[test]
fn a_forgotten_mau_is_said_with_its_cost_and_rule() {
    let home = tempfile::tempdir().unwrap();
    for seed in 1..40 {
        let mut t = table(GameId::MauMau, 3, seed);
        let mut lines = Vec::new();
        let mut forgot = None;
        while let Some(seat) = t.to_move() {
            if !t.is_human(seat) {
                t.step().unwrap();
                continue;
            }
            // The first legal move, never with the announcement.
            let (text, action) = t
                .legal()
                .into_iter()
                .find(|(_, a)| !matches!(a, Action::Mau | Action::Play { mau: true, .. }))
                .expect("a move without the announcement");
            lines.push(text);
            for event in t.act(seat, action).unwrap() {
                use rulecard_core::play::api::{Audience, Happening};
                if let Happening::Forgot {
                    seat: 0,
                    cards,
                    rule,
                } = event.what
                {
                    // Said to everyone at the table, not only to the seat.
                    assert_eq!(event.to, Audience::Everyone);
                    forgot.get_or_insert((cards, rule));
                }
            }
        }
        let Some((cards, rule)) = forgot else {
            continue;
        };
        assert_eq!(cards, 5, "the default penalty");
        assert_eq!(rule.ruling, Some("R-MM-MAU"));
        let out = play(home.path(), "maumau", 3, seed, lines.join("\n") + "\n");
        assert!(
            out.contains("You did not say \"Mau\" and draw 5 cards as the penalty"),
            "{out}"
        );
        assert!(out.contains("R-MM-MAU"), "{out}");
        return;
    }
    panic!("no seed of 1..40 let the player forget \"Mau\"");
}
