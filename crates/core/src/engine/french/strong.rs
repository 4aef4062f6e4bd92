//! The strong computer player of the shedding games: it guesses the
//! hidden cards many times ([`Guesses`]: [`Reads`] or an
//! [`infer::Filter`]), plays every legal action out on each guess with the
//! tips in every seat ([`super::playout::play_out`]) and takes the action
//! that won most often ([`choose_strong`]).
//!
//! Why its own module: it is the one chooser that looks ahead, so it
//! depends on the game loop, while the loop and the tips ([`Policy`]) do
//! not depend on it.

use rand::Rng;

use super::playout::play_out;
use super::policy::Policy;
use super::shedding::Shedding;
use crate::engine::Seat;

pub mod belief;
pub mod infer;
mod reads;

pub use reads::Reads;

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

impl<P: Shedding> Guesses<P> for Reads<P> {
    fn tries_per_guess(&self) -> u32 {
        self.tries_per_guess
    }

    fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, tries: &mut u32, rng: &mut R) -> P {
        Reads::guess(self, state, me, tries, rng)
    }
}

impl<P: Shedding> Guesses<P> for infer::Filter<P::Seen, P::Action> {
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
    P: Shedding,
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
    P: Shedding,
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
    P: Shedding,
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
                play_out(&mut guess, &policies, until, &mut buffer, &mut guess_rng);
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
    fn value<P: Shedding>(&self, guess: &P, me: Seat) -> f64 {
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

/// Turns a strong player's guess is played out for at most: games this
/// long are rare, and an unfinished guess simply counts as not won.
const STRONG_HORIZON: u32 = 400;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Position;

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
}
