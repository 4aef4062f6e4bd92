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
use super::tabletop::Tabletop;
use super::{Card, CardBag, JudgeError};
use crate::engine::{Position, Seat};

pub mod infer;

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
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        self.determinize_with(seat, rng, |_, _| Vec::new())
    }

    /// The same with the other hands chosen by `deal`: given the cards
    /// `seat` cannot see (in a fixed order), a hand per seat (`seat`'s own
    /// ignored, one that does not fit dealt at random); the cards left
    /// make the draw pile, shuffled.
    fn determinize_with<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        rng: &mut R,
        deal: impl FnOnce(&[Card], &mut R) -> Vec<CardBag>,
    ) -> Self;

    /// The cards `seat` cannot see (the other hands and the draw pile),
    /// as a set: every card but its hand and what lies face up.
    fn unseen(&self, seat: Seat) -> CardBag;
}

/// A shedding game kept on a [`Tabletop`]: dealt anew the same way in
/// both games ([`Tabletop::redeal_hidden_with`]), so each game says only
/// where its table is.
pub(crate) trait OnTabletop {
    fn tabletop_mut(&mut self) -> &mut Tabletop;
    fn tabletop_ref(&self) -> &Tabletop;
}

impl<T: OnTabletop + Clone> Determinize for T {
    fn determinize_with<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        rng: &mut R,
        deal: impl FnOnce(&[Card], &mut R) -> Vec<CardBag>,
    ) -> T {
        let mut copy = self.clone();
        copy.tabletop_mut().redeal_hidden_with(seat, rng, deal);
        copy
    }

    fn unseen(&self, seat: Seat) -> CardBag {
        self.tabletop_ref().hidden_from(seat)
    }
}

/// Where the strong player's guesses come from: [`Reads`] deal each one
/// afresh to fit what was read, an [`infer::Filter`] draws one of the
/// guesses it kept up to date all game.
pub trait Guesses<P> {
    /// Deals beyond the first per guess, on average over a decision.
    fn tries_per_guess(&self) -> u32 {
        0
    }

    /// A guess of `state` as `me` might believe it is, taking extra deals
    /// from `tries`.
    fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, tries: &mut u32, rng: &mut R) -> P;
}

impl<P: Reading + Determinize> Guesses<P> for Reads<P> {
    fn tries_per_guess(&self) -> u32 {
        self.tries_per_guess
    }

    fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, tries: &mut u32, rng: &mut R) -> P {
        Reads::guess(self, state, me, tries, rng)
    }
}

impl<P, S: Clone, A: Copy + PartialEq> Guesses<P> for infer::Filter<S, A>
where
    P: Determinize + Reading<Seen = S, Action = A>,
{
    fn guess<R: Rng + ?Sized>(&self, state: &P, _me: Seat, _tries: &mut u32, rng: &mut R) -> P {
        infer::Filter::guess(self, state, rng)
    }
}

/// The strong computer player: `budget` guesses of the hidden cards in
/// all, shared out among the legal actions (at least a few each; the same
/// guesses for every action, so they are compared on equal terms), each
/// played out to the end with the tips policy at every seat. A guess
/// scores 1 when the player wins, and otherwise a little for each player
/// left holding more cards than it (a near miss tells more than a bare
/// loss); the action with the best mean is taken, the first listed on a
/// tie. It sees only what its seat may see: every guess is dealt from its
/// own view by `reads`, to fit what the other seats told the table by
/// passing and by playing: dealt afresh by [`Reads`] (of the deals tried,
/// the one that fits best is played out) or drawn from the seat's
/// particle filter ([`infer::Filter`], which `rulecard play` uses).
pub fn choose_strong<P, R>(
    state: &P,
    legal: &[P::Action],
    look: Lookahead,
    reads: &impl Guesses<P>,
    rng: &mut R,
) -> Option<P::Action>
where
    P: TipsScore + Turns + Determinize + Reading + Clone,
    R: Rng + ?Sized,
{
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let scores = strong_scores(state, legal, look, reads, rng);
    scores.first().map(|&(i, ..)| legal[i])
}

/// What [`choose_strong`] makes of each action with `look.halving` off:
/// the mean value of its play-outs, in the order of `legal` (a benchmark
/// measures with it how much a decision loses to chance).
pub fn strong_means<P, R>(
    state: &P,
    legal: &[P::Action],
    look: Lookahead,
    reads: &impl Guesses<P>,
    rng: &mut R,
) -> Vec<f64>
where
    P: TipsScore + Turns + Determinize + Reading + Clone,
    R: Rng + ?Sized,
{
    let look = Lookahead {
        halving: false,
        ..look
    };
    let mut means = vec![0.0; legal.len()];
    for (i, sum, count) in strong_scores(state, legal, look, reads, rng) {
        means[i] = sum / f64::from(count.max(1));
    }
    means
}

/// The play-outs of [`choose_strong`]: per action left at the end, its
/// index in `legal`, the sum of its values and how many play-outs made
/// it, the best sum first (on a tie the first listed). Empty when nobody
/// is to move.
fn strong_scores<P, R>(
    state: &P,
    legal: &[P::Action],
    look: Lookahead,
    reads: &impl Guesses<P>,
    rng: &mut R,
) -> Vec<(usize, f64, u32)>
where
    P: TipsScore + Turns + Determinize + Reading + Clone,
    R: Rng + ?Sized,
{
    use rand::SeedableRng;
    let Some(me) = state.to_move() else {
        return Vec::new();
    };
    let policies = vec![Policy::Tips; state.seats()];
    let samples = guesses_per_action(look.budget, legal.len()) as usize;
    let until = if look.horizon == 0 {
        STRONG_HORIZON
    } else {
        state.turns() + look.horizon
    };
    // Every action gets the same guesses (each dealt once, with the
    // generator that plays it out, and every action starting from a copy
    // of both). Halving: the play-outs are spent in rounds, after each
    // the worse half of the actions left is dropped, so the close ones
    // get the most.
    let n = legal.len();
    let playouts = samples * n;
    let rounds = if look.halving {
        (usize::BITS - (n - 1).leading_zeros()) as usize
    } else {
        1
    };
    // Guesses drawn so far, and the current round's: each a seed for the
    // generator that deals it and plays it out. All of a round's seeds are
    // drawn at its start, whether or not the moves allow their guesses to
    // be played, so with one round (no halving) what the caller's
    // generator gives next does not depend on the limit; a round after
    // the moves ran out is not begun.
    let mut drawn = 0;
    let mut seeds = Vec::with_capacity(samples);
    let mut tries = 0;
    let mut buffer = Vec::with_capacity(64);
    // Moves played out so far, against `look.moves`.
    let mut spent = 0u64;
    let mut spent_out = false;
    // Each action left with the sum of its values over the guesses so far
    // and their count.
    let mut left: Vec<(usize, f64, u32)> = (0..n).map(|i| (i, 0.0, 0)).collect();
    for round in 0..rounds {
        let upto = drawn + (playouts / rounds / left.len()).max(1);
        tries += (upto - drawn) as u32 * reads.tries_per_guess();
        seeds.clear();
        seeds.extend((drawn..upto).map(|_| rng.next_u64()));
        drawn = upto;
        // Guess by guess (each dealt when its turn comes), every action
        // left played out on each, so that when the moves run out all
        // have had the same guesses.
        for &seed in &seeds {
            if look.moves > 0 && spent >= look.moves {
                spent_out = true;
                break;
            }
            let mut dealt_rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let dealt = reads.guess(state, me, &mut tries, &mut dealt_rng);
            for (i, sum, count) in &mut left {
                let mut guess = dealt.clone();
                let mut guess_rng = dealt_rng.clone();
                if guess.play(legal[*i]).is_err() {
                    continue;
                }
                super::playout::play_out(&mut guess, &policies, until, &mut buffer, &mut guess_rng);
                spent += u64::from(guess.moves().saturating_sub(dealt.moves()));
                *sum += look.value(&guess, me);
                *count += 1;
            }
        }
        // Best first; on a tie the first listed.
        left.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        if spent_out {
            break;
        }
        if round + 1 < rounds {
            left.truncate(left.len().div_ceil(2));
        }
    }
    left
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
    /// Spend the play-outs in rounds, halving the actions left after each
    /// (successive halving), rather than evenly.
    pub halving: bool,
    /// Moves played out per decision at most, 0 for no limit: once they
    /// are spent no further guess is played out. Why moves and not time:
    /// a seeded game must replay exactly on any machine, and the moves
    /// are what a decision costs (a few long play-outs, a game of many
    /// reshuffles, would otherwise make one decision many times slower).
    pub moves: u64,
}

impl Lookahead {
    /// `budget` guesses, each played to the end.
    pub const fn to_the_end(budget: u32) -> Lookahead {
        Lookahead {
            budget,
            horizon: 0,
            steepness: 0.5,
            near_miss: NEAR_MISS,
            halving: false,
            moves: 0,
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
/// read a seat's pass and its plays, and to check a guess against what
/// was read.
pub trait Reading: HandSizes + Position {
    /// The table as everyone sees it when a turn begins (top card, what
    /// is open, who moves, the hand sizes, the direction): with a hand for
    /// the seat to move, enough to say what the tips would play there.
    type Seen: Clone + fmt::Debug + PartialEq + Eq;
    /// Whether `card` may start a play for the seat to move as the table
    /// stands (top card, what is open): the same whatever it holds.
    fn may_start(&self, card: Card) -> bool;
    /// Every card that may start a play now ([`Reading::may_start`]), as a
    /// mask: what a seat that passes here shows it lacks.
    fn startable(&self) -> u64 {
        Card::all()
            .filter(|&c| self.may_start(c))
            .fold(0, |m, c| m | c.bit())
    }
    /// How this game's strong seats weigh what they read (measured per
    /// game by `bench/strong.sh`).
    const BELIEF: infer::Belief;
    /// The cards the tips keep after a draw even when they could lay
    /// them (each game's `policy::KEPT_AFTER_DRAW`, where a test ties it
    /// to the tips' scoring), as a mask: a seat that keeps such a card
    /// shows nothing.
    const KEPT_BY_TIPS: u64;
    /// The cards `seat` holds. Only ever asked of a guess: no seat reads
    /// another's real hand.
    fn held(&self, seat: Seat) -> CardBag;
    /// The cards `action` lays face up.
    fn laid(action: Self::Action) -> CardBag;
    /// What everyone sees now, if the seat to move is at the start of its
    /// turn (not after a draw, a take or an ace).
    fn seen(&self) -> Option<Self::Seen>;
    /// What the tips would do at `seen` holding `hand`, or `None` when no
    /// table with that hand can be laid out (too many of a card).
    fn tips_at(
        seen: &Self::Seen,
        hand: CardBag,
        legal: &mut Vec<Self::Action>,
    ) -> Option<Self::Action>;
}

/// What each seat told the table about its hand.
///
/// - Passes: a seat that draws, takes or sits out at the start of its
///   turn holds no card that could have started a play then (every player
///   sheds when they can: the tips always do, and a person nearly always).
///   Cards picked up since are unknown, so a seat is read as "at most
///   `fresh` of its cards are among `lacks`".
/// - Plays: what a seat laid at the start of its turns since it last
///   picked a card up ([`PLAYS_READ`]), with the table as it was then. Until it picks a card up, its
///   hand then was its hand now and the cards it laid since; a guess of
///   that hand with which the tips would have played otherwise fits less
///   (the tips players are predictable, and people mostly are).
///
/// Built from public events only: who moved, what they did and laid, the
/// table before and the hand sizes after.
pub struct Reads<P: Reading> {
    seats: Vec<SeatRead<P::Seen, P::Action>>,
    /// Plays read per seat ([`PLAYS_READ`] unless a benchmark says).
    plays_read: usize,
    /// Hands dealt per seat for one that fits its reads ([`SEAT_TRIES`]
    /// unless a benchmark says).
    seat_tries: u32,
    /// Deals beyond the first per seat, on average over a decision
    /// ([`TRIES_PER_GUESS`] unless a benchmark says).
    pub(crate) tries_per_guess: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct SeatRead<S, A> {
    /// Cards it lacked when it last passed (and before, if it had picked
    /// nothing up in between).
    lacks: u64,
    /// Cards picked up since it last passed: these may be anything.
    fresh: u32,
    /// Its plays at the start of a turn since it last picked a card up,
    /// the latest last.
    plays: Vec<Play<S, A>>,
}

/// One play read: the table when it was made, the action, and the cards
/// the seat has laid from then on (this play's included).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Play<S, A> {
    seen: S,
    action: A,
    since: CardBag,
}

// By hand: a derive would ask the position itself to be comparable.
impl<P: Reading> Clone for Reads<P> {
    fn clone(&self) -> Self {
        Reads {
            seats: self.seats.clone(),
            plays_read: self.plays_read,
            seat_tries: self.seat_tries,
            tries_per_guess: self.tries_per_guess,
        }
    }
}

impl<P: Reading> fmt::Debug for Reads<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reads")
            .field("seats", &self.seats)
            .field("plays_read", &self.plays_read)
            .field("seat_tries", &self.seat_tries)
            .field("tries_per_guess", &self.tries_per_guess)
            .finish()
    }
}

impl<P: Reading> PartialEq for Reads<P> {
    fn eq(&self, other: &Self) -> bool {
        self.seats == other.seats
            && self.plays_read == other.plays_read
            && (self.seat_tries, self.tries_per_guess) == (other.seat_tries, other.tries_per_guess)
    }
}

impl<P: Reading> Eq for Reads<P> {}

/// The plays per seat a guess is checked against: every one since the
/// seat last picked a card up. Dealt seat by seat, a guess that misfits
/// one seat's play deals that seat's hand again, not the whole table, so
/// reading them all is affordable; and there are few (each play lays a
/// card from a hand that has not grown).
const PLAYS_READ: usize = usize::MAX;

/// Hands dealt to one seat for one that fits its reads before its best
/// misfit is taken: enough for the common case, a bounded cost when the
/// reads are tight (a deal never loops).
const SEAT_TRIES: u32 = 16;

/// Hands dealt beyond the first per seat, on average over a decision and
/// over the seats of a guess: most hands fit at once, a few need many.
const TRIES_PER_GUESS: u32 = 6;

impl<P: Reading> Reads<P> {
    /// Nothing read yet about any of `seats` seats.
    pub fn new(seats: usize) -> Reads<P> {
        Reads {
            seats: (0..seats)
                .map(|_| SeatRead {
                    lacks: 0,
                    fresh: 0,
                    plays: Vec::new(),
                })
                .collect(),
            plays_read: PLAYS_READ,
            seat_tries: SEAT_TRIES,
            tries_per_guess: TRIES_PER_GUESS,
        }
    }

    /// The same reads dealing up to `per_seat` hands per seat and
    /// `per_guess` beyond the first per guess on average, for benchmarks
    /// that compare.
    pub fn dealing_tries(mut self, per_seat: u32, per_guess: u32) -> Reads<P> {
        self.seat_tries = per_seat.max(1);
        self.tries_per_guess = per_guess;
        self
    }

    /// The same reads keeping only the last `plays` plays per seat (0:
    /// reading passes alone), for benchmarks that compare.
    pub fn reading_plays(mut self, plays: usize) -> Reads<P> {
        self.plays_read = plays;
        self
    }

    /// Reads `action`, played by the seat to move in `before`, which led
    /// to `after`.
    pub fn observe<Q>(&mut self, before: &P, action: Action<Q>, after: &P)
    where
        P: Reading<Action = Action<Q>>,
        Q: Copy,
    {
        let Some(seat) = before.to_move() else {
            return;
        };
        let Some(read) = self.seats.get_mut(seat) else {
            return;
        };
        match action {
            Action::Play(_) => {
                let laid = P::laid(action);
                for play in &mut read.plays {
                    play.since.extend(laid.iter());
                }
                if let Some(seen) = before.seen().filter(|_| self.plays_read > 0) {
                    if read.plays.len() >= self.plays_read {
                        read.plays.remove(0);
                    }
                    read.plays.push(Play {
                        seen,
                        action,
                        since: laid,
                    });
                }
            }
            // Only a pass at the start of a turn: one after a draw keeps
            // the drawn card, and a seat sitting out may do nothing else.
            Action::Draw | Action::Take | Action::Wait if before.seen().is_some() => {
                let fitting = before.startable();
                // A pass when nothing could start tells nothing (and must
                // not forget what an earlier pass told).
                if fitting != 0 {
                    read.lacks = if read.fresh == 0 {
                        read.lacks | fitting
                    } else {
                        fitting
                    };
                    read.fresh = 0;
                }
            }
            _ => {}
        }
        // A hand that grew (a draw, a take, a penalty, also on another
        // seat's move: a K♠ hits backwards) holds cards nobody saw: they
        // may be anything, and its earlier hands can no longer be rebuilt.
        for (s, read) in self.seats.iter_mut().enumerate() {
            let (was, is) = (before.hand_size(s), after.hand_size(s));
            if is > was {
                read.plays.clear();
            }
            read.fresh = (read.fresh + is.saturating_sub(was) as u32).min(is as u32);
        }
    }

    /// How far `guess` is from what was read about the seats other than
    /// `me` (the sum of [`Reads::seat_misfits`] over them). Counting stops
    /// at `bound` (a guess that far off is of no use). Tests and
    /// benchmarks measure guesses with it.
    pub fn misfits(&self, guess: &P, me: Seat, legal: &mut Vec<P::Action>, bound: u32) -> u32 {
        let mut misfits = 0;
        for s in (0..self.seats.len()).filter(|&s| s != me) {
            if misfits >= bound {
                break;
            }
            misfits += self.seat_misfits(s, guess.held(s), legal, bound - misfits);
        }
        misfits
    }

    /// How far `hand` is from what was read about `seat`: cards among its
    /// `lacks` beyond its fresh ones, and plays the tips would not have
    /// made with it. A seat's reads depend on its own hand and the public
    /// table alone, so each seat is checked apart. Counting stops at
    /// `bound`, and the plays, which cost a table each, are checked last.
    fn seat_misfits(
        &self,
        seat: Seat,
        hand: CardBag,
        legal: &mut Vec<P::Action>,
        bound: u32,
    ) -> u32 {
        let Some(read) = self.seats.get(seat) else {
            return 0;
        };
        let mut misfits = (hand.mask() & read.lacks)
            .count_ones()
            .saturating_sub(read.fresh);
        for play in &read.plays {
            if misfits >= bound {
                break;
            }
            let mut then = hand;
            then.extend(play.since.iter());
            if P::tips_at(&play.seen, then, legal).is_some_and(|a| a != play.action) {
                misfits += 1;
            }
        }
        misfits
    }

    /// A hand of `size` for `seat` from the cards in `pool` (reordered in
    /// place; the hand is its first `size` cards) that honours the seat's
    /// pass as it came about: the cards it held then fitted nothing, and
    /// its `fresh` ones since were drawn from anything unseen. So all but
    /// the fresh cards come from the cards it did not lack (as many as
    /// there are), the rest from all that is left.
    fn deal_seat<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        size: usize,
        pool: &mut [Card],
        rng: &mut R,
    ) -> CardBag {
        let (lacks, fresh) = self
            .seats
            .get(seat)
            .map_or((0, 0), |r| (r.lacks, r.fresh as usize));
        // The cards it may have held since its pass first, in pool order.
        let mut allowed = 0;
        for i in 0..pool.len() {
            if pool[i].bit() & lacks == 0 {
                pool.swap(allowed, i);
                allowed += 1;
            }
        }
        let size = size.min(pool.len());
        let kept = size.saturating_sub(fresh).min(allowed);
        for i in 0..size {
            let upto = if i < kept { allowed } else { pool.len() };
            let j = rng.random_range(i..upto);
            pool.swap(i, j);
        }
        pool[..size].iter().copied().collect()
    }

    /// The other seats, the most told first: a seat whose hand is tightly
    /// read is dealt while the most cards are left to fit it.
    fn dealing_order(&self, me: Seat) -> Vec<Seat> {
        let mut order: Vec<Seat> = (0..self.seats.len()).filter(|&s| s != me).collect();
        order.sort_by_key(|&s| {
            let r = &self.seats[s];
            std::cmp::Reverse((r.plays.len(), r.lacks.count_ones()))
        });
        order
    }

    /// A guess of `state` from `me`'s view that fits the reads, dealt seat
    /// by seat: each other seat's hand from the unseen cards the seats
    /// before it left, honouring its pass directly, and dealt again (up to
    /// the seat's tries, each taken from `tries`, shared by all the
    /// guesses of a decision so that tight reads cost a bounded time; the
    /// first deal is free) while the tips would have played otherwise with
    /// it; the best of those is kept. What is left is the draw pile.
    pub fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, tries: &mut u32, rng: &mut R) -> P
    where
        P: Determinize,
    {
        let mut legal = Vec::new();
        state.determinize_with(me, rng, |unseen, rng| {
            let mut pool = unseen.to_vec();
            let mut hands = vec![CardBag::EMPTY; self.seats.len()];
            for s in self.dealing_order(me) {
                let size = state.hand_size(s);
                let mut best = self.deal_seat(s, size, &mut pool, rng);
                let mut misfits = self.seat_misfits(s, best, &mut legal, u32::MAX);
                for _ in 1..self.seat_tries {
                    if misfits == 0 || *tries == 0 {
                        break;
                    }
                    *tries -= 1;
                    let other = self.deal_seat(s, size, &mut pool, rng);
                    let m = self.seat_misfits(s, other, &mut legal, misfits);
                    if m < misfits {
                        (best, misfits) = (other, m);
                    }
                }
                for card in best.iter() {
                    if let Some(i) = pool.iter().position(|&c| c == card) {
                        pool.swap_remove(i);
                    }
                }
                hands[s] = best;
            }
            hands
        })
    }
}

/// The fewest guesses any action gets, however many there are.
const MIN_GUESSES: u32 = 16;

/// The guesses [`choose_strong`] deals, and plays out for each of the
/// `actions`, with `budget`: the budget shared out, at least
/// [`MIN_GUESSES`].
pub fn guesses_per_action(budget: u32, actions: usize) -> u32 {
    (budget / actions.max(1) as u32).max(MIN_GUESSES)
}

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

/// What the tips player does in `state`, its legal actions listed into
/// `legal` (a buffer the caller keeps). The tips draw no random numbers,
/// so any generator serves.
pub(crate) fn tips_choice<P: TipsScore>(
    state: &P,
    legal: &mut Vec<P::Action>,
) -> Option<P::Action> {
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
    fn a_moves_limit_stops_after_the_guess_that_spends_it() {
        use crate::engine::makao;
        use rand::SeedableRng;
        use rand_pcg::Pcg64Mcg;
        // The first seeded deal whose first seat has a choice.
        let mut legal = Vec::new();
        let state = (0..)
            .map(|seed| makao::State::deal(4, 0, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap())
            .find(|state| {
                state.legal_actions(&mut legal);
                legal.len() > 1
            })
            .unwrap();
        let reads = Reads::new(4);
        let look = Lookahead::to_the_end(64);
        let rng = || Pcg64Mcg::seed_from_u64(1);
        let full = strong_scores(&state, &legal, look, &reads, &mut rng());
        let each = guesses_per_action(64, legal.len());
        assert_eq!(full.len(), legal.len());
        assert!(full.iter().all(|&(.., n)| n == each), "{full:?}");
        // One move allowed: the first guess is played out for every
        // action, then nothing more.
        let capped = Lookahead { moves: 1, ..look };
        let first = strong_scores(&state, &legal, capped, &reads, &mut rng());
        assert_eq!(first.len(), legal.len());
        assert!(first.iter().all(|&(.., n)| n == 1), "{first:?}");
        // A limit never reached changes nothing.
        let roomy = Lookahead {
            moves: u64::MAX,
            ..look
        };
        assert_eq!(
            strong_scores(&state, &legal, roomy, &reads, &mut rng()),
            full
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
