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

use super::card::{Card, Colour};
use super::game::View;
use super::round::PlayKind;

/// How a computer player of Meister Makatsu chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Uniformly among the cards in hand.
    Random,
    /// By the expected cost of each card this round (see the module).
    Tips,
}

/// The card `view.seat` plays now; `None` if its hand is empty.
pub fn choose<R: Rng + ?Sized>(choice: Choice, view: &View, rng: &mut R) -> Option<Card> {
    let hand: Vec<Card> = view.hand.iter().collect();
    if hand.is_empty() {
        return None;
    }
    match choice {
        Choice::Random => hand.get(rng.random_range(0..hand.len())).copied(),
        Choice::Tips => {
            let mut best: Option<(f64, Card)> = None;
            for &card in &hand {
                let score = tips_score(view, card);
                // Ties go to the lower card: keep the higher ones flexible.
                if best.is_none_or(|(b, c)| score > b || (score == b && card.value() < c.value())) {
                    best = Some((score, card));
                }
            }
            best.map(|(_, c)| c)
        }
    }
}

/// Higher is better.
pub fn tips_score(view: &View, card: Card) -> f64 {
    let players = view.seats.len();
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
    use crate::engine::Position;
    use crate::engine::makatsu::Game;
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
