//! The table of one shedding game as both engines keep it: seats, hands,
//! piles, whose turn it is, who won, and what was counted on the way.
//!
//! Makao and Mau-Mau differ in what is open and who moves next, but not in
//! how cards move: a card laid goes from the hand onto the discard pile
//! (and, in the judge's counted form, into the record of cards seen); a
//! draw takes the top of the draw pile, refilled by the reshuffle, or in
//! the counted form an unknown card; a penalty draws what there is. Both
//! lay a table out the same way for scenarios and quiz positions, and seat
//! the judge's counted hands the same way. [`Tabletop`] does all of that
//! once; each game's `State` owns one and adds its own rules around it.
//!
//! Randomness: every game owns a generator ([`Tabletop::rng`]) seeded
//! from the caller's, so a seeded run replays exactly.

use rand_pcg::Pcg64Mcg;

use super::bag::CardBag;
use super::card::Card;
use super::piles::{DeckSpec, Piles};
use super::report::TableReport;
use super::table::{Hand, Open, Seating};
use crate::engine::Seat;

/// Why a table cannot be laid out as given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Misdeal {
    /// This seat was given no cards (its player would have won already).
    EmptyHand(Seat),
    /// This card is named more often than the decks hold it (or is not in
    /// them at all).
    Excess(Card),
}

/// Seats, hands, piles and the running counts of one game.
///
/// Why public fields (in the crate): the games' rules move seats and
/// counts around in their own ways; what both do alike is a method here.
/// Why `PartialEq`: a refused action must leave a game exactly as it was,
/// and the invariant checks compare the whole of it, generator included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tabletop {
    /// The cards in play.
    pub(crate) deck: DeckSpec,
    /// How many sit at the table, and the direction of play.
    pub(crate) seating: Seating,
    /// One hand per seat.
    pub(crate) hands: Vec<Hand>,
    /// The draw and the discard pile (a counted game's draw pile stays
    /// empty and is never drawn from).
    pub(crate) piles: Piles,
    /// The judge's sequence form: counted hands, an endless draw pile.
    pub(crate) counted: bool,
    /// Counted games: the top card and every card played (nothing comes
    /// back, so no card more often than the decks hold it).
    pub(crate) seen: CardBag,
    /// The seat to move (or, once somebody has won, the winner's).
    pub(crate) mover: Seat,
    /// Cards each seat drew or took.
    pub(crate) drawn: Vec<u32>,
    /// The seat that went out first.
    pub(crate) winner: Option<Seat>,
    /// Completed turns.
    pub(crate) turns: u32,
    /// Actions applied.
    pub(crate) moves: u32,
    /// The game's own generator, for deals and reshuffles.
    pub(crate) rng: Pcg64Mcg,
}

impl Tabletop {
    /// The cards `seat` cannot see, as a set: the other seats' hands and
    /// the draw pile (every card but its hand and what lies face up).
    pub(crate) fn hidden_from(&self, seat: Seat) -> CardBag {
        let mut rest: CardBag = self.piles.draw_pile().iter().copied().collect();
        for (s, hand) in self.hands.iter().enumerate() {
            if let (true, Hand::Known(bag)) = (s != seat, hand) {
                rest.extend(bag.iter());
            }
        }
        rest
    }

    /// The table as `seat` might believe it is: the cards it cannot see
    /// (the other hands and the draw pile) dealt anew, every count kept,
    /// and a fresh generator for later reshuffles. A computer player that
    /// looks ahead plays on such copies, so what it decides never depends
    /// on a card it could not know. Counted tables (the judge's) know no
    /// cards to move and stay as they are.
    ///
    /// `deal` is given the unseen cards (in index order, so where they
    /// really are does not show) and may choose a hand per seat: a strong
    /// player deals this way to honour, seat by seat, what each seat told
    /// the table. `seat`'s own entry is ignored; a hand of the wrong size
    /// or with cards that are not unseen is dealt at random instead (so
    /// nothing can be duplicated or lost), as is every hand when `deal`
    /// chooses none. What no hand took becomes the draw pile, shuffled.
    pub(crate) fn redeal_hidden_with<R: rand::Rng + ?Sized>(
        &mut self,
        seat: Seat,
        rng: &mut R,
        deal: impl FnOnce(&[Card], &mut R) -> Vec<CardBag>,
    ) {
        if self.counted {
            return;
        }
        let mut rest = self.hidden_from(seat);
        let unseen: Vec<Card> = rest.iter().collect();
        let chosen = deal(&unseen, rng);
        let mut random = Vec::new();
        for s in (0..self.hands.len()).filter(|&s| s != seat) {
            let fits = chosen.get(s).filter(|hand| {
                hand.len() == self.hands[s].len()
                    && hand.distinct().all(|c| hand.count(c) <= rest.count(c))
            });
            match fits {
                Some(hand) => {
                    for card in hand.iter() {
                        rest.remove(card);
                    }
                    self.hands[s] = Hand::Known(*hand);
                }
                None => random.push(s),
            }
        }
        // In index order, as the bag lists them, before shuffling.
        let mut left: Vec<Card> = rest.iter().collect();
        crate::engine::random::shuffle(&mut left, rng);
        for s in random {
            let n = self.hands[s].len().min(left.len());
            self.hands[s] = Hand::Known(left.drain(..n).collect());
        }
        let draw = self.piles.draw_pile_mut();
        draw.clear();
        draw.extend_from_slice(&left);
        self.rng = <Pcg64Mcg as rand::SeedableRng>::from_rng(rng);
    }

    /// `players` seats with empty known hands, no cards on the table,
    /// play going clockwise.
    pub(crate) fn new(players: usize, deck: DeckSpec, rng: Pcg64Mcg) -> Tabletop {
        Tabletop {
            deck,
            seating: Seating::new(players as u8),
            hands: vec![Hand::Known(CardBag::EMPTY); players],
            piles: Piles::default(),
            counted: false,
            seen: CardBag::EMPTY,
            mover: 0,
            drawn: vec![0; players],
            winner: None,
            turns: 0,
            moves: 0,
            rng,
        }
    }

    /// A new game on the cards as they lie: `first` to move, play going
    /// clockwise, nothing drawn, no winner, no turns. A dealt game forgets
    /// the cards seen; a counted one keeps its top card there.
    pub(crate) fn reset(&mut self, first: Seat, counted: bool) {
        self.counted = counted;
        if !counted {
            self.seen = CardBag::EMPTY;
        }
        self.seating = Seating::new(self.hands.len() as u8);
        self.mover = first;
        self.drawn.iter_mut().for_each(|d| *d = 0);
        self.winner = None;
        self.turns = 0;
        self.moves = 0;
    }

    /// Every card of the deck shuffled with the game's generator, and
    /// `hand_size` dealt to each seat; the discard pile stays empty.
    pub(crate) fn deal(&mut self, hand_size: usize) {
        self.piles
            .deal(self.deck, &mut self.hands, hand_size, &mut self.rng);
    }

    /// A table laid out by hand: these hands (known), `top` face up, and a
    /// draw pile that yields `draw_first` in that order, followed by every
    /// other card of the deck, shuffled with the game's generator.
    pub(crate) fn lay_out<H: AsRef<[Card]>>(
        &mut self,
        hands: &[H],
        top: Card,
        draw_first: &[Card],
    ) -> Result<(), Misdeal> {
        let mut named = CardBag::EMPTY;
        named.insert(top);
        for (seat, hand) in hands.iter().enumerate() {
            let bag: CardBag = hand.as_ref().iter().copied().collect();
            if bag.is_empty() {
                return Err(Misdeal::EmptyHand(seat));
            }
            for card in bag.iter() {
                named.insert(card);
            }
            self.hands[seat] = Hand::Known(bag);
        }
        for &card in draw_first {
            named.insert(card);
        }
        if let Some(card) = self.deck.excess(&named) {
            return Err(Misdeal::Excess(card));
        }
        let mut rest = self.deck.remainder(&named);
        crate::engine::random::shuffle(&mut rest, &mut self.rng);
        // The draw pile pops from the end: the rest lies below `draw_first`.
        rest.extend(draw_first.iter().rev());
        self.piles = Piles::new(rest, vec![top]);
        Ok(())
    }

    /// The judge's counted form: seat `i` holds `sizes[i]` unknown cards,
    /// `top` lies face up (and counts as seen). Returns how many cards that
    /// names, the top card included, or the first seat given none.
    pub(crate) fn count_hands(&mut self, sizes: &[u32], top: Card) -> Result<usize, Seat> {
        let mut total = 1usize;
        for (seat, &n) in sizes.iter().enumerate() {
            if n == 0 {
                return Err(seat);
            }
            total = total.saturating_add(n as usize);
            self.hands[seat] = Hand::Counted(n);
        }
        self.piles = Piles::new(Vec::new(), vec![top]);
        self.seen.insert(top);
        Ok(total)
    }

    // -- Queries ----------------------------------------------------------

    /// Number of seats.
    pub(crate) fn seats(&self) -> usize {
        self.hands.len()
    }

    /// The seat to move, or `None` once somebody has won.
    pub(crate) fn to_move(&self) -> Option<Seat> {
        match self.winner {
            Some(_) => None,
            None => Some(self.mover),
        }
    }

    /// The seat a refused action is charged to: the player to move, or
    /// once the game is over the seat after the winner.
    pub(crate) fn acting_seat(&self) -> Seat {
        match self.winner {
            Some(w) => self.seating.next(w),
            None => self.mover,
        }
    }

    /// A seat's hand.
    pub(crate) fn hand(&self, seat: Seat) -> Option<&Hand> {
        self.hands.get(seat)
    }

    /// Cards in a seat's hand (0 for a seat not at the table).
    pub(crate) fn hand_len(&self, seat: Seat) -> usize {
        self.hand(seat).map_or(0, Hand::len)
    }

    /// Cards a seat drew or took so far.
    pub(crate) fn drawn(&self, seat: Seat) -> u32 {
        self.drawn.get(seat).copied().unwrap_or(0)
    }

    /// Cards in hands, draw pile and discard pile together.
    pub(crate) fn cards_in_play(&self) -> usize {
        let hands: usize = self.hands.iter().map(Hand::len).sum();
        hands + self.piles.draw_len() + self.piles.discard_len()
    }

    /// Counted games: every card of the deck with a copy not yet seen, as
    /// a mask.
    pub(crate) fn unseen(&self) -> u64 {
        let mut mask = self.deck.ranks.card_mask();
        for card in self.seen.distinct() {
            if self.seen.count(card) >= self.deck.copies {
                mask &= !card.bit();
            }
        }
        mask
    }

    /// The distinct cards a seat could lay: its hand, or in a counted game
    /// every card not used up (none once the hand is empty).
    pub(crate) fn pool(&self, seat: Seat) -> u64 {
        match &self.hands[seat] {
            Hand::Known(bag) => bag.mask(),
            Hand::Counted(0) => 0,
            Hand::Counted(_) => self.unseen(),
        }
    }

    /// The table in the judge's JSON shape, with what only the game knows:
    /// the top card, what is open, the waits and the score.
    pub(crate) fn report(
        &self,
        top: Card,
        pending: Open,
        waiting: Vec<u32>,
        score: Option<u32>,
    ) -> TableReport {
        TableReport {
            next: self.to_move(),
            drawn: self.drawn.clone(),
            top,
            direction: self.seating.direction(),
            pending,
            waiting,
            hand_sizes: self.hands.iter().map(|h| h.len() as u32).collect(),
            winner: self.winner,
            score,
        }
    }

    // -- Moving cards -----------------------------------------------------

    /// One more action applied.
    #[inline]
    pub(crate) fn count_move(&mut self) {
        self.moves = self.moves.saturating_add(1);
    }

    /// One more turn completed.
    #[inline]
    pub(crate) fn count_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
    }

    /// `seat` lays `card`: from the hand onto the discard pile.
    // Why always: a card is laid at most moves, and the call around these
    // few lines cost a fifth of them.
    #[inline(always)]
    pub(crate) fn lay(&mut self, seat: Seat, card: Card) {
        self.hands[seat].take(card);
        self.piles.discard(card);
        if self.counted {
            self.seen.insert(card);
        }
    }

    /// `seat` draws one card: `Some(Some(card))`, or `Some(None)` in a
    /// counted game, where the card is unknown; `None` when both piles
    /// are used up and there is nothing to draw.
    #[inline(always)]
    pub(crate) fn draw(&mut self, seat: Seat) -> Option<Option<Card>> {
        if self.counted {
            self.hands[seat].add(None);
            self.drawn[seat] += 1;
            return Some(None);
        }
        let card = self.piles.draw(&mut self.rng)?;
        self.hands[seat].add(Some(card));
        self.drawn[seat] += 1;
        Some(Some(card))
    }

    /// `seat` takes `n` cards (a penalty): as many as there are, in a
    /// counted game all of them.
    pub(crate) fn take_cards(&mut self, seat: Seat, n: u32) {
        let got = match &mut self.hands[seat] {
            Hand::Known(bag) => self.piles.draw_into(n, bag, &mut self.rng),
            Hand::Counted(count) => {
                *count = count.saturating_add(n);
                n
            }
        };
        self.drawn[seat] = self.drawn[seat].saturating_add(got);
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn a_laid_out_table_keeps_every_card_once() {
        let mut t = Tabletop::new(2, DeckSpec::FULL, Pcg64Mcg::seed_from_u64(1));
        t.lay_out(&[vec![c("9h")], vec![c("2c")]], c("5d"), &[c("Ks")])
            .unwrap();
        t.reset(0, false);
        assert_eq!(t.cards_in_play(), 52);
        assert_eq!(t.draw(1), Some(Some(c("Ks"))));
        assert_eq!((t.hand_len(1), t.drawn(1)), (2, 1));
        t.lay(0, c("9h"));
        assert_eq!((t.piles.top(), t.hand_len(0)), (Some(c("9h")), 0));
        let e = t.lay_out(&[vec![c("9h")], vec![]], c("5d"), &[]);
        assert_eq!(e, Err(Misdeal::EmptyHand(1)));
        let e = t.lay_out(&[vec![c("9h")], vec![c("9h")]], c("5d"), &[]);
        assert_eq!(e, Err(Misdeal::Excess(c("9h"))));
    }

    #[test]
    fn counted_hands_draw_unknown_cards_and_use_up_what_is_seen() {
        let mut t = Tabletop::new(2, DeckSpec::skat(1), Pcg64Mcg::seed_from_u64(1));
        assert_eq!(t.count_hands(&[5, 0], c("9h")), Err(1));
        assert_eq!(t.count_hands(&[5, 4], c("9h")), Ok(10));
        t.reset(0, true);
        assert_eq!(t.draw(0), Some(None));
        t.take_cards(1, 2);
        assert_eq!((t.hand_len(0), t.hand_len(1), t.drawn(1)), (6, 6, 2));
        t.lay(0, c("9d"));
        assert_eq!(t.pool(0).count_ones(), 30);
        t.winner = Some(1);
        assert_eq!((t.to_move(), t.acting_seat()), (None, 0));
    }
}
