//! Computer players of the shedding games: one chooser for both games,
//! each game scoring actions for its own tips.
//!
//! - [`Policy::Random`]: uniform over every legal action.
//! - [`Policy::Tips`]: scores every legal action with the game's
//!   tips score (`Shedding::tips_score`) and takes the best, the first
//!   listed on a tie, so it is
//!   deterministic (it draws no random numbers).
//!
//! What a batch of games showed ([`Batch`], [`policy_wins`]); the loop
//! that plays them is [`super::playout`]'s, which the strong player's
//! play-outs ([`super::strong`]) use too.

use crate::input::InputError;
use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::Serialize;

use super::action::Action;
use super::shedding::Shedding;
use crate::engine::{Position, Seat};

/// How a computer player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Policy {
    /// The game's tips (see its `policy` module).
    Tips,
    /// Uniform over all legal actions.
    Random,
}

/// The tips' score of `action` where the game scores only its plays
/// (`play(me, play)` for the seat to move): both games' tips end a turn
/// (keep a drawn card, or play nothing after a take) at 0, the mark the
/// game's play scores are set against, and draw, take or wait only when
/// nothing better is open. Once the game is over everything scores 0.
pub fn score_tips<S: Position, P>(
    state: &S,
    action: Action<P>,
    play: impl FnOnce(Seat, P) -> i32,
) -> i32 {
    let Some(me) = state.to_move() else {
        return 0;
    };
    match action {
        Action::Play(p) => play(me, p),
        Action::Keep => 0,
        Action::Draw | Action::Take | Action::Wait => -1000,
    }
}

impl Policy {
    /// Both policies.
    pub const ALL: [Policy; 2] = [Policy::Tips, Policy::Random];

    /// `tips` or `random`.
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Tips => "tips",
            Policy::Random => "random",
        }
    }

    /// Picks one of `legal` (the legal actions of `state`, as listed by
    /// [`Position::legal_actions`]); `None` only if `legal` is empty.
    pub fn choose<P: Shedding, R: Rng + ?Sized>(
        self,
        state: &P,
        legal: &[P::Action],
        rng: &mut R,
    ) -> Option<P::Action> {
        if legal.is_empty() {
            return None;
        }
        match self {
            Policy::Random => legal.get(rng.random_range(0..legal.len())).copied(),
            Policy::Tips => {
                let mut best: Option<(i32, P::Action)> = None;
                for &action in legal {
                    let score = state.tips_score(action);
                    if best.is_none_or(|(b, _)| score > b) {
                        best = Some((score, action));
                    }
                }
                best.map(|(_, a)| a)
            }
        }
    }
}

impl fmt::Display for Policy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Policy {
    type Err = InputError;

    /// `tips` or `random`, any case.
    fn from_str(s: &str) -> Result<Policy, InputError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "tips" => Ok(Policy::Tips),
            "random" => Ok(Policy::Random),
            _ => Err(InputError::new(
                s,
                "tips or random",
                crate::i18n::Message::new("err-not-a-policy").arg("policy", s),
            )),
        }
    }
}
/// What a batch of games showed, whatever else the game measures.
#[derive(Clone, Debug, PartialEq)]
pub struct Batch {
    /// Games played.
    pub games: u64,
    /// Wins per seat.
    pub wins: Vec<u64>,
    /// Wins per policy, in [`Policy::ALL`] order, for policies in play.
    pub policy_wins: Vec<PolicyWins>,
    /// Games stopped at the turn limit.
    pub unfinished: u64,
    /// Completed turns over all games.
    pub total_turns: u64,
    /// Actions applied over all games.
    pub total_moves: u64,
}

impl Batch {
    /// Mean completed turns per game.
    pub fn mean_turns(&self) -> f64 {
        self.total_turns as f64 / self.games as f64
    }

    /// `total` per finished game (0 if none finished): the mean of
    /// something only a won game has, such as a score.
    pub fn per_finished(&self, total: u64) -> f64 {
        let finished = self.games - self.unfinished;
        if finished == 0 {
            0.0
        } else {
            total as f64 / finished as f64
        }
    }
}

/// Hands written as cards (`["9h", "Qs"]`), one per seat (test support
/// for both games' tips).
#[cfg(test)]
pub(crate) fn hands_of(hands: &[&[&str]]) -> Vec<Vec<super::Card>> {
    hands
        .iter()
        .map(|h| h.iter().map(|s| s.parse().unwrap()).collect())
        .collect()
}

/// What the tips player does in `state`, its legal actions listed into
/// `legal` (a buffer the caller keeps). The tips draw no random numbers,
/// so any generator serves.
pub(crate) fn tips_choice<P: Shedding>(state: &P, legal: &mut Vec<P::Action>) -> Option<P::Action> {
    use rand::SeedableRng;
    state.legal_actions(legal);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0);
    Policy::Tips.choose(state, legal, &mut rng)
}

/// Wins of one policy over a batch.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PolicyWins {
    /// The policy.
    pub policy: Policy,
    /// How many seats played it.
    pub seats: usize,
    /// Games won by those seats.
    pub wins: u64,
    /// Wins per game played (unfinished games count as not won).
    pub win_rate: f64,
    /// What those seats would win with equal chances: seats / players.
    pub fair_share: f64,
}

impl fmt::Display for PolicyWins {
    /// `tips: 1 seat(s), won 76.3% (fair share 25.0%)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} seat(s), won {:.1}% (fair share {:.1}%)",
            self.policy,
            self.seats,
            100.0 * self.win_rate,
            100.0 * self.fair_share
        )
    }
}

/// Wins per policy in play, in [`Policy::ALL`] order, from wins per seat.
pub fn policy_wins(policies: &[Policy], wins: &[u64], games: u64) -> Vec<PolicyWins> {
    let players = policies.len();
    Policy::ALL
        .iter()
        .filter_map(|&policy| {
            let seats: Vec<usize> = (0..players).filter(|&s| policies[s] == policy).collect();
            if seats.is_empty() {
                return None;
            }
            let won: u64 = seats.iter().filter_map(|&s| wins.get(s)).sum();
            Some(PolicyWins {
                policy,
                seats: seats.len(),
                wins: won,
                win_rate: won as f64 / games.max(1) as f64,
                fair_share: seats.len() as f64 / players as f64,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_per_policy_and_their_line() {
        let policies = [Policy::Tips, Policy::Random, Policy::Random, Policy::Random];
        let wins = policy_wins(&policies, &[6, 1, 2, 0], 10);
        assert_eq!(
            wins.iter().map(ToString::to_string).collect::<Vec<_>>(),
            [
                "tips: 1 seat(s), won 60.0% (fair share 25.0%)",
                "random: 3 seat(s), won 30.0% (fair share 75.0%)"
            ]
        );
    }

    #[test]
    fn means_per_game_and_per_finished_game() {
        let batch = Batch {
            games: 4,
            wins: vec![1, 1],
            policy_wins: Vec::new(),
            unfinished: 2,
            total_turns: 10,
            total_moves: 20,
        };
        assert_eq!((batch.mean_turns(), batch.per_finished(30)), (2.5, 15.0));
        let none = Batch {
            unfinished: 4,
            ..batch
        };
        assert_eq!(none.per_finished(30), 0.0);
    }
}
