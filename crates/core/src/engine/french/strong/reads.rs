//! What each seat told the table about its hand by passing and by
//! playing, read from public events only; guesses of the hidden cards
//! dealt afresh to fit it.

use std::fmt;

use rand::{Rng, RngExt};

use crate::engine::Seat;
use crate::engine::french::action::Action;
use crate::engine::french::shedding::Shedding;
use crate::engine::french::{Card, CardBag};

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
pub struct Reads<P: Shedding> {
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
impl<P: Shedding> Clone for Reads<P> {
    fn clone(&self) -> Self {
        Reads {
            seats: self.seats.clone(),
            plays_read: self.plays_read,
            seat_tries: self.seat_tries,
            tries_per_guess: self.tries_per_guess,
        }
    }
}

impl<P: Shedding> fmt::Debug for Reads<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reads")
            .field("seats", &self.seats)
            .field("plays_read", &self.plays_read)
            .field("seat_tries", &self.seat_tries)
            .field("tries_per_guess", &self.tries_per_guess)
            .finish()
    }
}

impl<P: Shedding> PartialEq for Reads<P> {
    fn eq(&self, other: &Self) -> bool {
        self.seats == other.seats
            && self.plays_read == other.plays_read
            && (self.seat_tries, self.tries_per_guess) == (other.seat_tries, other.tries_per_guess)
    }
}

impl<P: Shedding> Eq for Reads<P> {}

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

impl<P: Shedding> Reads<P> {
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
    pub fn observe(&mut self, before: &P, action: P::Action, after: &P) {
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
    pub fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, tries: &mut u32, rng: &mut R) -> P {
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
