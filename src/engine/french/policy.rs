//! Computer players of the shedding games: one chooser for both games,
//! each game scoring actions for its own tips.
//!
//! - [`Policy::Random`]: uniform over every legal action.
//! - [`Policy::Tips`]: scores every legal action with the game's
//!   [`TipsScore`] and takes the best, the first listed on a tie, so it is
//!   deterministic (it draws no random numbers).
//!
//! What a batch of games showed ([`Batch`], [`policy_wins`]); the loop
//! that plays them is [`super::batch`]'s, which the strong player's
//! play-outs use too.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::Serialize;

use super::action::Action;
use super::batch::PickListed;
use super::{Card, JudgeError};
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

/// A position whose game knows how much its tips like an action.
pub trait TipsScore: Position {
    /// Higher is better.
    fn tips_score(&self, action: Self::Action) -> i32;
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
    pub fn choose<P: TipsScore, R: Rng + ?Sized>(
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
    type Err = JudgeError;

    /// `tips` or `random`, any case.
    fn from_str(s: &str) -> Result<Policy, JudgeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "tips" => Ok(Policy::Tips),
            "random" => Ok(Policy::Random),
            _ => Err(JudgeError::new(
                s,
                "tips or random",
                crate::i18n::Message::new("err-not-a-policy").arg("policy", s),
            )),
        }
    }
}

/// A position that can be dealt anew as one seat might believe it is:
/// its own cards and everything face up kept, the cards it cannot see
/// shuffled among the other hands and the draw pile.
pub trait Determinize: Sized {
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;
}

/// The strong computer player: `budget` guesses of the hidden cards in
/// all, shared out among the legal actions (at least a few each; the same
/// guesses for every action, so they are compared on equal terms), each
/// played out to the end with the tips policy at every seat. A guess
/// scores 1 when the player wins, and otherwise a little for each player
/// left holding more cards than it (a near miss tells more than a bare
/// loss); the action with the best mean is taken, the first listed on a
/// tie. It sees only what its seat may see: every guess is dealt from its
/// own view, and kept only if it fits what the other seats told the table
/// by passing ([`Reads`]).
pub fn choose_strong<P, R>(
    state: &P,
    legal: &[P::Action],
    look: Lookahead,
    reads: &Reads,
    rng: &mut R,
) -> Option<P::Action>
where
    P: TipsScore + Turns + Determinize + Reading + PickListed + Clone,
    R: Rng + ?Sized,
{
    use rand::SeedableRng;
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let me = state.to_move()?;
    let policies = vec![Policy::Tips; state.seats()];
    let samples = (look.budget / legal.len() as u32).max(MIN_GUESSES);
    // Each guess is dealt once, with the generator that plays it out, and
    // every action starts from a copy of both.
    let guesses: Vec<(P, rand_pcg::Pcg64Mcg)> = (0..samples)
        .map(|_| {
            let mut guess_rng = rand_pcg::Pcg64Mcg::seed_from_u64(rng.next_u64());
            (reads.guess(state, me, &mut guess_rng), guess_rng)
        })
        .collect();
    let until = if look.horizon == 0 {
        STRONG_HORIZON
    } else {
        state.turns() + look.horizon
    };
    let mut buffer = Vec::with_capacity(64);
    let mut best: Option<(f64, P::Action)> = None;
    for &action in legal {
        let mut total = 0.0;
        for (dealt, guess_rng) in &guesses {
            let mut guess = dealt.clone();
            let mut guess_rng = guess_rng.clone();
            if guess.play(action).is_err() {
                continue;
            }
            super::batch::play_out(&mut guess, &policies, until, &mut buffer, &mut guess_rng);
            total += look.value(&guess, me);
        }
        let value = total / guesses.len() as f64;
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, action));
        }
    }
    best.map(|(_, a)| a)
}

/// How far and how hard the strong player looks ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lookahead {
    /// Guesses of the hidden cards per decision, shared among the actions.
    pub budget: u32,
    /// Turns each guess is played out for; 0 plays it to the end.
    pub horizon: u32,
    /// How much a card less in hand counts at the horizon: a seat's chance
    /// of winning is taken as proportional to `exp(-steepness × cards)`.
    pub steepness: f64,
    /// What a lost game is worth when every other loser holds more cards,
    /// against 1 for a win.
    pub near_miss: f64,
}

impl Lookahead {
    /// `budget` guesses, each played to the end.
    pub const fn to_the_end(budget: u32) -> Lookahead {
        Lookahead {
            budget,
            horizon: 0,
            steepness: 0.5,
            near_miss: NEAR_MISS,
        }
    }

    /// What a played-out guess is worth to `me`: 1 for a win; for a loss a
    /// little for each player left holding more cards (a near miss tells
    /// more than a bare loss); for a game still open at the horizon, its
    /// share of the seats' chances as the hand sizes stand.
    fn value<P: HandSizes + Position>(&self, guess: &P, me: Seat) -> f64 {
        let mine = guess.hand_size(me);
        match guess.winner() {
            Some(w) if w == me => 1.0,
            Some(_) => {
                let behind = (0..guess.seats())
                    .filter(|&s| s != me && guess.hand_size(s) > mine)
                    .count();
                self.near_miss * behind as f64 / (guess.seats() - 1) as f64
            }
            None => {
                let chance = |s: Seat| (-self.steepness * guess.hand_size(s) as f64).exp();
                chance(me) / (0..guess.seats()).map(chance).sum::<f64>()
            }
        }
    }
}

/// What the table shows of a position beyond the hand sizes: enough to
/// read a seat's pass, and to check a guess against what was read.
pub trait Reading: HandSizes + Position {
    /// Whether `card` may start a play for the seat to move as the table
    /// stands (top card, what is open): the same whatever it holds.
    fn may_start(&self, card: Card) -> bool;
    /// Whether the seat to move is between a draw and what follows it.
    fn drew(&self) -> bool;
    /// The distinct cards `seat` holds, as [`Card::bit`]s. Only ever asked
    /// of a guess: no seat reads another's real hand.
    fn held(&self, seat: Seat) -> u64;
}

/// What each seat told the table about its hand: a seat that draws, takes
/// or sits out at the start of its turn holds no card that could have
/// started a play then (every player sheds when they can: the tips always
/// do, and a person nearly always). Cards picked up since are unknown, so
/// a seat is read as "at most `fresh` of its cards are among `lacks`".
/// Built from public events only: who moved, what they did, the table
/// before and the hand sizes after.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reads {
    seats: Vec<SeatRead>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SeatRead {
    /// Cards it lacked when it last passed (and before, if it had picked
    /// nothing up in between).
    lacks: u64,
    /// Cards picked up since it last passed: these may be anything.
    fresh: u32,
}

/// Guesses dealt for one that fits the reads before the best misfit is
/// taken: enough for the common case, a bounded cost when the reads are
/// tight (a deal never loops).
const GUESS_TRIES: u32 = 48;

impl Reads {
    /// Nothing read yet about any of `seats` seats.
    pub fn new(seats: usize) -> Reads {
        Reads {
            seats: vec![SeatRead::default(); seats],
        }
    }

    /// Reads `action`, played by the seat to move in `before`, which led
    /// to `after`.
    pub fn observe<P: Reading<Action = Action<Q>>, Q>(
        &mut self,
        before: &P,
        action: Action<Q>,
        after: &P,
    ) {
        let Some(seat) = before.to_move() else {
            return;
        };
        let Some(read) = self.seats.get_mut(seat) else {
            return;
        };
        if matches!(action, Action::Draw | Action::Take | Action::Wait) && !before.drew() {
            let fitting = Card::all()
                .filter(|&c| before.may_start(c))
                .fold(0, |m, c| m | c.bit());
            // A pass when nothing could start tells nothing (and must not
            // forget what an earlier pass told).
            if fitting != 0 {
                read.lacks = if read.fresh == 0 {
                    read.lacks | fitting
                } else {
                    fitting
                };
                read.fresh = 0;
            }
        }
        let (was, is) = (before.hand_size(seat), after.hand_size(seat));
        read.fresh = (read.fresh + is.saturating_sub(was) as u32).min(is as u32);
    }

    /// How far `guess` is from what was read about the seats other than
    /// `me`: cards among a seat's `lacks` beyond its fresh ones.
    fn misfits<P: Reading>(&self, guess: &P, me: Seat) -> u32 {
        self.seats
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != me)
            .map(|(s, r)| {
                (guess.held(s) & r.lacks)
                    .count_ones()
                    .saturating_sub(r.fresh)
            })
            .sum()
    }

    /// A guess of `state` from `me`'s view that fits the reads, or the
    /// closest of [`GUESS_TRIES`].
    pub fn guess<P: Determinize + Reading, R: Rng + ?Sized>(
        &self,
        state: &P,
        me: Seat,
        rng: &mut R,
    ) -> P {
        let mut best = state.determinize(me, rng);
        let mut misfits = self.misfits(&best, me);
        for _ in 1..GUESS_TRIES {
            if misfits == 0 {
                break;
            }
            let other = state.determinize(me, rng);
            let m = self.misfits(&other, me);
            if m < misfits {
                (best, misfits) = (other, m);
            }
        }
        best
    }
}

/// The fewest guesses any action gets, however many there are.
const MIN_GUESSES: u32 = 16;

/// What being ahead of every other loser is worth, against 1 for a win.
const NEAR_MISS: f64 = 0.3;

/// A position that can say how many cards a seat holds.
pub trait HandSizes {
    fn hand_size(&self, seat: Seat) -> usize;
}

/// Turns a strong player's guess is played out for at most: games this
/// long are rare, and an unfinished guess simply counts as not won.
const STRONG_HORIZON: u32 = 400;

/// A position that counts its completed turns (for the turn limit) and
/// the actions applied.
pub trait Turns {
    /// Completed turns.
    fn turns(&self) -> u32;
    /// Actions applied.
    fn moves(&self) -> u32;
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

/// What the tips player does first in `state` (test support for both
/// games' tips).
#[cfg(test)]
pub(crate) fn tips_choice<P: TipsScore>(state: &P) -> Option<P::Action> {
    use rand::SeedableRng;
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0);
    Policy::Tips.choose(state, &legal, &mut rng)
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
