//! A game of Meister Makatsu against computer players. Every seat, the
//! player's included, is shown only its [`View`]: its own hand and what
//! lies face up; Ninja cards stay face down (R-MK-HIDDEN).

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{Level, Refusal, Tried};
use crate::engine::makatsu::policy::{Choice, choose, choose_strong};
use crate::engine::makatsu::{Action, Card, Game, PlayKind, RoundVerdict, View, rules};
use crate::engine::{Position, RuleRef, Seat};

/// What happened: a card laid, or a round scored.
#[derive(Clone, Debug, PartialEq)]
pub enum MkEvent {
    Played {
        seat: Seat,
        card: Card,
        kind: PlayKind,
    },
    Scored(Box<RoundVerdict>),
}

/// A game in progress.
#[derive(Clone)]
pub struct MakatsuMatch {
    game: Game,
    level: Level,
    rng: Pcg64Mcg,
    seed: u64,
    pub tried: Tried,
    /// Guesses of the hidden cards per card for a strong player.
    samples: u32,
}

/// Guesses per card for a strong player of Meister Makatsu (see
/// `bench/strong.sh`).
pub const STRONG_SAMPLES: u32 = 24;

impl MakatsuMatch {
    /// A new game of `players` (2–6), dealt from `seed`; the player holds
    /// Meister Makatsu first (R-MK-START leaves it to the table).
    pub fn new(
        players: usize,
        level: Level,
        seed: u64,
    ) -> Result<MakatsuMatch, crate::engine::makatsu::MakatsuError> {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let game = Game::new(players, 0, &mut rng)?;
        Ok(MakatsuMatch {
            game,
            level,
            rng: Pcg64Mcg::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15),
            seed,
            tried: Tried::default(),
            samples: STRONG_SAMPLES,
        })
    }

    /// The same match with another number of guesses for strong players.
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn to_move(&self) -> Option<Seat> {
        self.game.to_move()
    }

    pub fn players_turn(&self) -> bool {
        self.to_move() == Some(0)
    }

    /// What the player sees.
    pub fn view(&self) -> Option<View> {
        self.game.view(0)
    }

    /// One computer move (and the round's scoring if it was the last).
    pub fn computer_move(&mut self) -> Option<Vec<MkEvent>> {
        let seat = self.to_move().filter(|&s| s != 0)?;
        let view = self.game.view(seat)?;
        let card = match self.level {
            Level::Random => choose(Choice::Random, &view, &mut self.rng)?,
            Level::Tips => choose(Choice::Tips, &view, &mut self.rng)?,
            Level::Strong => choose_strong(&self.game, self.samples, &mut self.rng)?,
        };
        self.apply(seat, card)
    }

    /// The player's card, as typed (`B6`, `g7`, `L3`).
    pub fn player_move(&mut self, input: &str) -> Result<Vec<MkEvent>, Refusal> {
        let text = input.trim();
        let Ok(card) = text.parse::<Card>() else {
            return Err(Refusal::NotAMove {
                input: text.to_owned(),
            });
        };
        let hand = self.game.hand(0).unwrap_or_default();
        if !hand.contains(card) {
            let refusal = Refusal::NotHeld {
                card: card.to_string(),
            };
            self.tried.note(&refusal);
            return Err(refusal);
        }
        self.apply(0, card).ok_or(Refusal::NotAMove {
            input: text.to_owned(),
        })
    }

    fn apply(&mut self, seat: Seat, card: Card) -> Option<Vec<MkEvent>> {
        let kind = if self.game.table().len() < self.game.seats() {
            PlayKind::First
        } else {
            PlayKind::Second
        };
        let rounds = self.game.rounds_played();
        self.game.play(Action::Play(card)).ok()?;
        let mut events = vec![MkEvent::Played { seat, card, kind }];
        if self.game.rounds_played() > rounds
            && let Some(verdict) = self.game.last_round()
        {
            events.push(MkEvent::Scored(Box::new(verdict)));
        }
        Some(events)
    }

    /// Minus points per seat, and the winner once the game is over.
    pub fn outcome(&self) -> Option<(Seat, Vec<u32>)> {
        let verdict = self.game.final_verdict()?;
        Some((verdict.winner, self.game.points().to_vec()))
    }

    /// How the player placed against each computer seat: the winner ahead
    /// of everyone (R-MK-END), the others by fewer minus points.
    pub fn standing(&self) -> Vec<std::cmp::Ordering> {
        let points = self.game.points();
        let winner = self.game.final_verdict().map(|v| v.winner);
        (1..points.len())
            .map(|s| match winner {
                Some(0) => std::cmp::Ordering::Less,
                Some(w) if w == s => std::cmp::Ordering::Greater,
                _ => points[0].cmp(&points[s]),
            })
            .collect()
    }

    /// The rule a card not in hand breaks: each plays from their own hand
    /// (R-MK-ORDER).
    pub fn order_rule() -> RuleRef {
        rules::ORDER
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_game_ends_with_the_fewest_minus_points_winning() {
        for seed in 0..10 {
            let mut m = MakatsuMatch::new(4, Level::Tips, seed).unwrap();
            while m.to_move().is_some() {
                if m.players_turn() {
                    let card = m.view().unwrap().hand.iter().next().unwrap();
                    m.player_move(&card.to_string()).unwrap();
                } else {
                    m.computer_move().unwrap();
                }
            }
            let (winner, points) = m.outcome().unwrap();
            let fewest = points.iter().min().unwrap();
            assert_eq!(points[winner], *fewest);
        }
    }

    #[test]
    fn a_card_not_in_hand_is_refused_and_changes_nothing() {
        let mut m = MakatsuMatch::new(3, Level::Random, 1).unwrap();
        let hand = m.view().unwrap().hand;
        let other = Card::dojo_deck().find(|c| !hand.contains(*c)).unwrap();
        let before = m.view();
        let refusal = m.player_move(&other.to_string()).unwrap_err();
        assert!(matches!(refusal, Refusal::NotHeld { .. }));
        assert_eq!(m.view(), before);
        assert!(matches!(m.player_move("X9"), Err(Refusal::NotAMove { .. })));
    }
}
