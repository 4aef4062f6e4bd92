//! Computer players of Meister Makatsu. They choose from a seat's
//! [`View`] alone — their own hand, the cards face up, the public counts —
//! so by construction they never see another hand or a Ninja card
//! (R-MK-HIDDEN).
//!
//! The tips player weighs each card of its hand by what it is likely to
//! cost this round:
//! - a card below the highest already played in its colour is safely
//!   beaten: it costs nothing, and the higher it is the better to be rid
//!   of it now (high cards are the ones that take chips later, when
//!   chips are dearer);
//! - a card that would be (or tie, which counts as later and so takes)
//!   the highest in its colour costs the colour's chips at this pass's
//!   value, scaled by the chance that nobody still to play beats it;
//! - taking purple brings Meister Makatsu, which decides a tie at the end
//!   (R-MK-END): worth a little, never a chip.

use rand::{Rng, RngExt};

use super::card::{Card, CardSet, Colour, Pass};
use super::game::{Action, Game, View};
use super::round::{Play, PlayKind};
use crate::engine::{Position, Seat};

/// How a computer player of Meister Makatsu chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Uniformly among the cards in hand.
    Random,
    /// By the expected cost of each card this round (see the module).
    Tips,
    /// Looks ahead: each card played out to the end of the game on this
    /// many guesses of the hidden cards, every seat then playing tips;
    /// the card with the fewest minus points on average is taken.
    Strong(u32),
}

/// The strong player's card for the seat to move in `game`: it works on
/// guesses dealt from that seat's view ([`Game::determinize`]), never on
/// the hidden cards themselves.
pub fn choose_strong<R: Rng + ?Sized>(game: &Game, samples: u32, rng: &mut R) -> Option<Card> {
    use rand::SeedableRng;
    let me = game.to_move()?;
    let hand: Vec<Card> = game.hand(me)?.iter().collect();
    if hand.len() <= 1 {
        return hand.first().copied();
    }
    let seeds: Vec<u64> = (0..samples.max(1)).map(|_| rng.next_u64()).collect();
    let mut best: Option<(u64, Card)> = None;
    for &card in &hand {
        let mut total = 0u64;
        for &seed in &seeds {
            let mut guess_rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut guess = game.determinize(me, &mut guess_rng);
            if guess.play(Action::Play(card)).is_err() {
                total += u64::from(u32::MAX);
                continue;
            }
            // The tips read the guess in place: a `View` per move would
            // copy the seats and the table (two allocations) for the
            // few fields the tips look at.
            while let Some(seat) = guess.to_move() {
                let Some(hand) = guess.hand(seat) else { break };
                let Some(c) = tips_card(Seen::of_game(&guess, seat), hand) else {
                    break;
                };
                if guess.play(Action::Play(c)).is_err() {
                    break;
                }
            }
            total += u64::from(guess.points()[me]);
        }
        if best.is_none_or(|(b, _)| total < b) {
            best = Some((total, card));
        }
    }
    best.map(|(_, c)| c)
}

/// The card `view.seat` plays now; `None` if its hand is empty.
pub fn choose<R: Rng + ?Sized>(choice: Choice, view: &View, rng: &mut R) -> Option<Card> {
    let hand: Vec<Card> = view.hand.iter().collect();
    if hand.is_empty() {
        return None;
    }
    match choice {
        Choice::Random => hand.get(rng.random_range(0..hand.len())).copied(),
        // Needs the game to guess from, not only the view: see
        // `choose_strong`; from a view alone it plays tips.
        Choice::Tips | Choice::Strong(_) => tips_card(Seen::of_view(view), view.hand),
    }
}

/// What the tips look at besides the hand: the seat, how many play, the
/// cards face up this round, the Meister, the pass. Borrowed from a
/// [`View`] or straight from a game (the strong player's play-outs).
#[derive(Clone, Copy)]
struct Seen<'a> {
    seat: Seat,
    players: usize,
    table: &'a [Play],
    meister: Seat,
    pass: Pass,
}

impl<'a> Seen<'a> {
    fn of_view(view: &'a View) -> Seen<'a> {
        Seen {
            seat: view.seat,
            players: view.seats.len(),
            table: &view.table,
            meister: view.meister,
            pass: view.pass,
        }
    }

    fn of_game(game: &'a Game, seat: Seat) -> Seen<'a> {
        Seen {
            seat,
            players: game.seats(),
            table: game.table(),
            meister: game.meister(),
            pass: game.pass(),
        }
    }
}

/// The tips' card from `hand`: the best score, ties to the lower card
/// (keep the higher ones flexible); `None` for an empty hand.
fn tips_card(seen: Seen<'_>, hand: CardSet) -> Option<Card> {
    let mut best: Option<(f64, Card)> = None;
    for card in hand.iter() {
        let score = score(seen, card);
        if best.is_none_or(|(b, c)| score > b || (score == b && card.value() < c.value())) {
            best = Some((score, card));
        }
    }
    best.map(|(_, c)| c)
}

/// Higher is better.
pub fn tips_score(view: &View, card: Card) -> f64 {
    score(Seen::of_view(view), card)
}

fn score(view: Seen<'_>, card: Card) -> f64 {
    let players = view.players;
    let played = view.table.len();
    // Plays still to come this round after this one.
    let after = (2 * players).saturating_sub(played + 1);
    let highest = view
        .table
        .iter()
        .filter(|p| p.card.colour() == card.colour())
        .map(|p| p.card.value())
        .max();
    let chip_points = f64::from(card.colour().chips()) * f64::from(view.pass.chip_value());
    // The second cards still to come include this seat's own, which it
    // controls; the others' are the risk (a third of cards in a colour).
    let is_first = played < players;
    let others_after = if is_first {
        after.saturating_sub(1)
    } else {
        after
    };
    match highest {
        Some(h) if card.value() < h => 0.1 * f64::from(card.value()),
        _ => {
            let beaten_by_one = f64::from(8 - card.value()) / 8.0 / 3.0;
            let keeps = (1.0 - beaten_by_one).powi(others_after as i32);
            let meister = if card.colour() == Colour::Purple && view.meister != view.seat {
                0.5
            } else {
                0.0
            };
            -(chip_points * keeps) + meister - 0.01 * f64::from(card.value())
        }
    }
}

/// Which of its two cards a play is (exposed for front ends that say it).
pub fn kind_now(view: &View) -> PlayKind {
    if view.table.len() < view.seats.len() {
        PlayKind::First
    } else {
        PlayKind::Second
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    /// Plays whole games with seat 0 choosing by `me`, the others at
    /// random; returns seat 0's mean minus points.
    fn mean_points(me: Choice, games: u64) -> f64 {
        let mut total = 0u64;
        for g in 0..games {
            let mut rng = Pcg64Mcg::seed_from_u64(g);
            let mut game = Game::new(4, (g % 4) as usize, &mut rng).unwrap();
            while let Some(seat) = game.to_move() {
                let view = game.view(seat).unwrap();
                let choice = if seat == 0 { me } else { Choice::Random };
                let card = choose(choice, &view, &mut rng).unwrap();
                game.play(crate::engine::makatsu::Action::Play(card))
                    .unwrap();
            }
            total += u64::from(game.points()[0]);
        }
        total as f64 / games as f64
    }

    #[test]
    fn the_tips_player_takes_fewer_minus_points_than_random_play() {
        let tips = mean_points(Choice::Tips, 300);
        let random = mean_points(Choice::Random, 300);
        assert!(tips < 0.8 * random, "tips {tips:.1} vs random {random:.1}");
    }

    #[test]
    fn a_safely_beaten_high_card_is_dumped() {
        // Seat 1 to play second after a blue 8 lies: its blue 7 is safe.
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut game = Game::new(2, 0, &mut rng).unwrap();
        let seat0 = game.view(0).unwrap();
        let high = seat0.hand.iter().max_by_key(|c| c.value()).unwrap();
        game.play(crate::engine::makatsu::Action::Play(high))
            .unwrap();
        let view = game.view(1).unwrap();
        for card in view.hand.iter() {
            if card.colour() == high.colour() && card.value() < high.value() {
                assert!(
                    tips_score(&view, card) >= 0.0,
                    "{card} under {high} is safe"
                );
            }
        }
    }
}

#[cfg(test)]
mod strong_tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    /// The strong player decides the same on a copy of the game whose
    /// hidden cards are dealt otherwise: it never uses them.
    #[test]
    fn the_strong_choice_does_not_depend_on_hidden_cards() {
        for seed in 0..10 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut game = Game::new(3, 0, &mut rng).unwrap();
            for _ in 0..7 {
                let seat = game.to_move().unwrap();
                let other = game.determinize(seat, &mut Pcg64Mcg::seed_from_u64(seed + 99));
                assert_eq!(other.view(seat), game.view(seat));
                let a = choose_strong(&game, 3, &mut Pcg64Mcg::seed_from_u64(seed));
                let b = choose_strong(&other, 3, &mut Pcg64Mcg::seed_from_u64(seed));
                assert_eq!(a, b, "seed {seed}");
                let card = a.unwrap();
                game.play(Action::Play(card)).unwrap();
            }
        }
    }
}
