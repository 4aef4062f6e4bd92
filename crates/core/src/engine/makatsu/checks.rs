//! The numbers table (`content/makatsu/numbers.yaml`), confirmed by running
//! the engine.
//!
//! Each check plays seeded games or judges constructed rounds and compares
//! what happened with the figure in the table. Why not compare constants:
//! a constant restated in a test confirms nothing; a game played by the
//! engine shows that the rules as implemented produce the figure.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::card::{Card, CardSet, Colour, Pass};
use super::game::{Action, Game};
use super::round::judge_round;
use super::sim::simulate;
use super::{MAX_PLAYERS, MIN_PLAYERS, SUPPLY};
use crate::engine::Position;

/// The check ids, as `check:` in `numbers.yaml` names them.
pub const NUMBERS_CHECK_IDS: [&str; 8] = [
    "hand-size",
    "passes",
    "chip-value",
    "highest-card",
    "dojo-deck",
    "chip-supply",
    "cards-per-game",
    "players",
];

/// The seed of every game these checks play.
const SEED: u64 = 2026;

/// Runs every numbers check: `(check id, Ok(what was confirmed) or
/// Err(what differed))`, in the order of [`NUMBERS_CHECK_IDS`].
pub fn numbers_checks() -> Vec<(&'static str, Result<String, String>)> {
    let trace = trace_game(4, SEED);
    vec![
        (
            "hand-size",
            trace.as_ref().map_err(Clone::clone).and_then(hand_size),
        ),
        (
            "passes",
            trace.as_ref().map_err(Clone::clone).and_then(passes),
        ),
        (
            "chip-value",
            trace.as_ref().map_err(Clone::clone).and_then(chip_value),
        ),
        ("highest-card", highest_card()),
        (
            "dojo-deck",
            trace.as_ref().map_err(Clone::clone).and_then(dojo_deck),
        ),
        ("chip-supply", chip_supply()),
        (
            "cards-per-game",
            trace
                .as_ref()
                .map_err(Clone::clone)
                .and_then(cards_per_game),
        ),
        ("players", players()),
    ]
}

/// One round as observed from outside the game.
#[derive(Clone, Debug)]
struct RoundTrace {
    pass: Pass,
    /// Hand sizes when the round began.
    hands_before: Vec<usize>,
    /// Cards each seat played.
    played: Vec<usize>,
    /// Ninja-Ablage sizes before and after.
    ablage_before: Vec<usize>,
    ablage_after: Vec<usize>,
    /// Hand sizes after clean-up and drawing.
    hands_after: Vec<usize>,
    /// Whether the round began a new pass after it.
    new_pass_after: bool,
    /// (chips, points) of each award.
    awards: Vec<(u8, u32)>,
}

/// A seeded random game, round by round.
#[derive(Clone, Debug)]
struct Trace {
    game: Game,
    rounds: Vec<RoundTrace>,
}

fn per_seat(game: &Game, f: impl Fn(&Game, usize) -> Option<usize>) -> Vec<usize> {
    (0..game.seats()).map(|s| f(game, s).unwrap_or(0)).collect()
}

fn trace_game(players: usize, seed: u64) -> Result<Trace, String> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut game = Game::new(players, 0, &mut rng).map_err(|e| e.to_string())?;
    let mut rounds = Vec::new();
    while !game.is_over() {
        let pass = game.pass();
        let hands_before = per_seat(&game, |g, s| g.hand(s).map(CardSet::len));
        let played_before = per_seat(&game, |g, s| g.played(s).map(CardSet::len));
        let ablage_before = per_seat(&game, Game::ablage_len);
        let rounds_before = game.rounds_played();
        while game.rounds_played() == rounds_before {
            let Some(seat) = game.to_move() else {
                return Err("the game ended in the middle of a round".into());
            };
            let hand = game.hand(seat).unwrap_or_default();
            let card = hand
                .nth(rng.random_range(0..hand.len().max(1)))
                .ok_or_else(|| format!("seat {seat} had no card to play"))?;
            game.play(Action::Play(card)).map_err(|e| e.to_string())?;
        }
        let played_after = per_seat(&game, |g, s| g.played(s).map(CardSet::len));
        let awards = game
            .last_round()
            .map(|v| v.awards().map(|a| (a.chips, a.points)).collect())
            .unwrap_or_default();
        rounds.push(RoundTrace {
            pass,
            played: played_after
                .iter()
                .zip(&played_before)
                .map(|(a, b)| a - b)
                .collect(),
            hands_before,
            ablage_before,
            ablage_after: per_seat(&game, Game::ablage_len),
            hands_after: per_seat(&game, |g, s| g.hand(s).map(CardSet::len)),
            new_pass_after: game.pass() != pass,
            awards,
        });
    }
    Ok(Trace { game, rounds })
}

fn hand_size(t: &Trace) -> Result<String, String> {
    for (i, r) in t.rounds.iter().enumerate() {
        let round = i + 1;
        if r.hands_before.iter().any(|&h| h != 4) {
            return Err(format!(
                "round {round} began with hands {:?}",
                r.hands_before
            ));
        }
        if r.played.iter().any(|&p| p != 2) {
            return Err(format!("round {round}: cards played {:?}", r.played));
        }
        // Where the two leftovers went.
        let to_ablage = r
            .ablage_after
            .iter()
            .zip(&r.ablage_before)
            .all(|(a, b)| *a == b + 2);
        let ok = match (r.pass, r.new_pass_after) {
            // The Ablage became the next deck (checked by "passes").
            (Pass::First | Pass::Second, true) => r.ablage_after.iter().all(|&a| a == 0),
            (Pass::First | Pass::Second, false) => to_ablage,
            // Pass 3: kept in hand (round 1) or set aside (round 2).
            (Pass::Third, _) => r.ablage_after.iter().all(|&a| a == 0),
        };
        if !ok {
            return Err(format!(
                "round {round}: Ninja-Ablage went from {:?} to {:?}",
                r.ablage_before, r.ablage_after
            ));
        }
    }
    let pass3: Vec<&RoundTrace> = t.rounds.iter().filter(|r| r.pass == Pass::Third).collect();
    if pass3.first().map(|r| r.hands_after.clone()) != Some(vec![4; t.game.seats()]) {
        return Err("pass 3, round 1 did not end with 4 cards in hand".into());
    }
    Ok(format!(
        "in a seeded {}-player game all {} rounds began with 4 cards in every hand; each player played 2 and the 2 left over went face down to the Ninja-Ablage (in pass 3 kept, then set aside)",
        t.game.seats(),
        t.rounds.len()
    ))
}

fn passes(t: &Trace) -> Result<String, String> {
    let rounds: Vec<usize> = Pass::ALL
        .iter()
        .map(|&p| t.rounds.iter().filter(|r| r.pass == p).count())
        .collect();
    let mut decks = Vec::new();
    for pass in Pass::ALL {
        let sizes = per_seat(&t.game, |g, s| g.deck_at_pass_start(pass, s));
        match sizes.first() {
            Some(&size) if sizes.iter().all(|&s| s == size) => decks.push(size),
            _ => return Err(format!("pass {pass} began with decks {sizes:?}")),
        }
    }
    if rounds != [6, 3, 2] || decks != [24, 12, 6] {
        return Err(format!(
            "played {rounds:?} rounds from decks of {decks:?} cards; expected 6 · 3 · 2 from 24 · 12 · 6"
        ));
    }
    Ok("a seeded game played 6 · 3 · 2 rounds, its passes beginning with decks of 24 · 12 · 6 cards".into())
}

fn chip_value(t: &Trace) -> Result<String, String> {
    let mut seen = Vec::new();
    for pass in Pass::ALL {
        let mut values = t
            .rounds
            .iter()
            .filter(|r| r.pass == pass)
            .flat_map(|r| r.awards.iter())
            .map(|&(chips, points)| points / u32::from(chips.max(1)));
        let Some(first) = values.next() else {
            return Err(format!("no chips were awarded in pass {pass}"));
        };
        if values.any(|v| v != first) {
            return Err(format!("chips of pass {pass} had different values"));
        }
        seen.push(first);
    }
    if seen != [1, 2, 3] {
        return Err(format!("chips were worth {seen:?}; expected 1 · 2 · 3"));
    }
    Ok("in a seeded game each chip awarded cost 1 · 2 · 3 minus points in pass 1 · 2 · 3".into())
}

fn highest_card() -> Result<String, String> {
    let card = |s: &str| s.parse::<Card>().map_err(|e| e.to_string());
    // Seat 0 starts and holds the Meister; the later B5 (seat 2) loses to the
    // earlier B7 (seat 1): value first. Everyone plays each colour once.
    let hands = [
        (card("B3")?, card("Y8")?),
        (card("B7")?, card("P2")?),
        (card("P6")?, card("B5")?),
    ];
    let v = judge_round(Pass::First, 0, &hands).map_err(|e| e.to_string())?;
    let got: Vec<(Colour, usize, u8)> = v.awards().map(|a| (a.colour, a.seat, a.chips)).collect();
    let want = vec![
        (Colour::Blue, 1, 1),
        (Colour::Yellow, 0, 2),
        (Colour::Purple, 2, 1),
    ];
    if got != want || v.meister_after != 2 {
        return Err(format!(
            "awards {got:?}, Meister to seat {}; expected {want:?}, Meister to seat 2",
            v.meister_after
        ));
    }
    Ok("a judged round gave the highest blue 1 chip, yellow 2 chips, purple 1 chip and Meister Makatsu, scored in the order blue, yellow, purple".into())
}

fn dojo_deck(t: &Trace) -> Result<String, String> {
    let mut decks = Vec::new();
    for seat in 0..t.game.seats() {
        let played = t.game.played(seat).unwrap_or_default();
        let aside = t.game.set_aside(seat).unwrap_or_default();
        if !played.intersection(aside).is_empty() {
            return Err(format!("seat {seat} both played and set aside a card"));
        }
        decks.push(played.union(aside));
    }
    let Some(&deck) = decks.first() else {
        return Err("no seats".into());
    };
    if decks.iter().any(|&d| d != deck) {
        return Err("the players' decks differed".into());
    }
    let colours = Colour::ALL.map(|c| {
        let mut values: Vec<u8> = deck
            .iter()
            .filter(|k| k.colour() == c)
            .map(Card::value)
            .collect();
        values.sort_unstable();
        values
    });
    if deck.len() != 24 || colours.iter().any(|v| *v != (1..=8).collect::<Vec<u8>>()) {
        return Err(format!("a deck held {} cards: {colours:?}", deck.len()));
    }
    Ok(format!(
        "each of the {} decks of a seeded game held the same 24 cards: values 1–8 in blue, yellow and purple",
        decks.len()
    ))
}

fn chip_supply() -> Result<String, String> {
    let mut most_per_round = 0;
    for seed in 0..20 {
        let t = trace_game(MAX_PLAYERS, SEED + seed)?;
        for r in &t.rounds {
            let chips: u8 = r.awards.iter().map(|a| a.0).sum();
            most_per_round = most_per_round.max(chips);
        }
    }
    let report = simulate(2000, MAX_PLAYERS, SEED).map_err(|e| e.to_string())?;
    let fits = report
        .max_chips_in_a_game
        .iter()
        .zip(SUPPLY)
        .all(|(most, supply)| *most <= u32::from(supply));
    if most_per_round > 4 || report.supply_ran_out > 0 || !fits {
        return Err(format!(
            "up to {most_per_round} chips in a round; most per game {:?} against a supply of {SUPPLY:?}",
            report.max_chips_in_a_game
        ));
    }
    let [a, b, c] = report.max_chips_in_a_game;
    Ok(format!(
        "supply 24 · 12 · 8: at most {most_per_round} chips left it per round; in {} random 6-player games at most {a} · {b} · {c} were taken in one game, and it never ran out",
        report.games
    ))
}

fn cards_per_game(t: &Trace) -> Result<String, String> {
    let per_pass: Vec<usize> = Pass::ALL
        .iter()
        .map(|&p| {
            t.rounds
                .iter()
                .filter(|r| r.pass == p)
                .map(|r| r.played.first().copied().unwrap_or(0))
                .sum()
        })
        .collect();
    for seat in 0..t.game.seats() {
        let played = t.game.played(seat).map_or(0, CardSet::len);
        let aside = t.game.set_aside(seat).map_or(0, CardSet::len);
        if (played, aside) != (22, 2) {
            return Err(format!(
                "seat {seat} played {played} cards and set {aside} aside"
            ));
        }
    }
    if per_pass != [12, 6, 4] {
        return Err(format!("cards played per pass: {per_pass:?}"));
    }
    Ok("in a seeded game every player played 22 of 24 cards, 12 + 6 + 4, and set the last 2 aside unscored".into())
}

fn players() -> Result<String, String> {
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    for n in 0..=MAX_PLAYERS + 1 {
        let allowed = (MIN_PLAYERS..=MAX_PLAYERS).contains(&n);
        if Game::new(n, 0, &mut rng).is_ok() != allowed {
            return Err(format!(
                "a game of {n} players was {}",
                if allowed { "refused" } else { "allowed" }
            ));
        }
    }
    for n in MIN_PLAYERS..=MAX_PLAYERS {
        let r = simulate(20, n, SEED).map_err(|e| e.to_string())?;
        if r.rounds_per_game.min != 11 || r.rounds_per_game.max != 11 {
            return Err(format!("{n} players played {:?} rounds", r.rounds_per_game));
        }
    }
    Ok(
        "games of 2 to 6 players start and run the same 11 rounds; 1 or 7 players are refused"
            .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_numbers_check_passes() {
        let checks = numbers_checks();
        let ids: Vec<&str> = checks.iter().map(|c| c.0).collect();
        assert_eq!(ids, NUMBERS_CHECK_IDS);
        for (id, result) in checks {
            assert!(result.is_ok(), "{id}: {result:?}");
        }
    }
}
