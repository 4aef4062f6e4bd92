//! Decks, the draw pile and the discard pile.
//!
//! Both Makao (Stap 4, R-MA-DRAW) and Mau-Mau (R-MM-DRAW) refill an empty
//! draw pile from the discard pile except its top card, shuffled; if both
//! are used up, a player draws what there is and the rest is forgiven. That
//! rule lives here once. Randomness comes from the caller's generator, so a
//! seeded game stays reproducible.

use rand::Rng;

use super::bag::{CardBag, Cards};
use super::card::{Card, Rank, RankSet, Suit};
use super::table::Hand;
use crate::engine::random::shuffle;

/// Which cards are in play: a set of ranks in all four suits, `copies`
/// decks of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeckSpec {
    /// The ranks of one deck.
    pub ranks: RankSet,
    /// How many such decks are shuffled together (at least 1).
    pub copies: u8,
}

impl DeckSpec {
    /// One 52-card deck (Makao).
    pub const FULL: DeckSpec = DeckSpec {
        ranks: RankSet::ALL,
        copies: 1,
    };

    /// `copies` 32-card Skat decks, seven to ace (Mau-Mau).
    pub const fn skat(copies: u8) -> DeckSpec {
        DeckSpec {
            ranks: RankSet::SEVEN_TO_ACE,
            copies,
        }
    }

    /// Cards in play: 4 × ranks × copies.
    pub const fn len(self) -> usize {
        4 * self.ranks.len() * self.copies as usize
    }

    /// Whether no card is in play (no ranks or no decks).
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Whether a card of this kind is in the deck at all (a `6h` is not in a
    /// Skat deck).
    pub const fn has(self, card: Card) -> bool {
        self.ranks.contains(card.rank())
    }

    /// Every card in play, sorted, copies repeated.
    pub fn cards(self) -> Vec<Card> {
        let mut out = Vec::with_capacity(self.len());
        for _ in 0..self.copies {
            for suit in Suit::ALL {
                for rank in self.ranks.iter() {
                    out.push(Card::new(rank, suit));
                }
            }
        }
        out
    }

    /// The first card in `bag` that the decks cannot supply: one not in the
    /// deck at all, or one with more copies than there are decks.
    pub fn excess(self, bag: &CardBag) -> Option<Card> {
        bag.distinct()
            .find(|&c| !self.has(c) || bag.count(c) > self.copies)
    }

    /// The cards in play that `named` does not account for, sorted, copies
    /// repeated: what is left for the draw pile once hands and the top card
    /// of a laid-out table are named (with two decks a card named once still
    /// has its second copy left).
    pub fn remainder(self, named: &CardBag) -> Vec<Card> {
        let mut out = Vec::with_capacity(self.len().saturating_sub(named.len()));
        for suit in Suit::ALL {
            for rank in self.ranks.iter() {
                let card = Card::new(rank, suit);
                let left = self.copies.saturating_sub(named.count(card));
                out.extend(std::iter::repeat_n(card, usize::from(left)));
            }
        }
        out
    }
}

/// One deck of each kind the games deal (Makao's 52 cards, Mau-Mau's 32),
/// in card index order.
static FULL_DECK: [Card; 52] = sorted_deck(RankSet::ALL);
static SKAT_DECK: [Card; 32] = sorted_deck(RankSet::SEVEN_TO_ACE);

/// The `N` cards of `ranks` in card index order (`N` must be their
/// number: a wrong one fails the build).
const fn sorted_deck<const N: usize>(ranks: RankSet) -> [Card; N] {
    let mask = ranks.card_mask();
    let mut cards = [Card::new(Rank::Two, Suit::Clubs); N];
    let (mut at, mut index) = (0, 0);
    while index < Card::COUNT {
        if mask & 1 << index != 0 {
            // Index `suit * 13 + rank`, as `Card::new` numbers them.
            cards[at] = Card::new(Rank::ALL[index % 13], Suit::ALL[index / 13]);
            at += 1;
        }
        index += 1;
    }
    assert!(at == N, "the sorted deck's length is its number of cards");
    cards
}

/// The face-down draw pile and the face-up discard pile.
///
/// Both are stacks whose last element is the top: [`Piles::draw`] pops the
/// draw pile, [`Piles::discard`] pushes onto the discard pile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Piles {
    draw: Vec<Card>,
    discard: Vec<Card>,
}

impl Piles {
    /// Piles from a draw pile (last card drawn first) and a discard pile
    /// (last card on top).
    pub fn new(draw: Vec<Card>, discard: Vec<Card>) -> Piles {
        Piles { draw, discard }
    }

    /// The face-up top card, if the discard pile is not empty.
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }

    /// Cards left in the draw pile.
    pub fn draw_len(&self) -> usize {
        self.draw.len()
    }

    /// Cards in the discard pile, the top card included.
    pub fn discard_len(&self) -> usize {
        self.discard.len()
    }

    /// The draw pile, bottom first (the last card is drawn next).
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }

    /// The discard pile, bottom first (the last card is the top).
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }

    /// Lays `card` face up on the discard pile.
    pub fn discard(&mut self, card: Card) {
        self.discard.push(card);
    }

    /// Takes the top card of the draw pile; an empty draw pile is first
    /// refilled ([`Piles::reshuffle`]). `None` when both piles hold nothing
    /// to draw: the rest of the draw is forgiven.
    #[inline]
    pub fn draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Card> {
        // Why this shape: nearly every draw finds a card, and the refill is
        // kept out of line so the common path stays a pop.
        match self.draw.pop() {
            Some(card) => Some(card),
            None => self.refill_and_draw(rng),
        }
    }

    /// [`Piles::draw`] on an empty draw pile.
    #[cold]
    #[inline(never)]
    fn refill_and_draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Card> {
        self.reshuffle(rng);
        self.draw.pop()
    }

    /// Draws up to `n` cards into `into`; returns how many were drawn (fewer
    /// only when both piles ran out).
    pub fn draw_into<R: Rng + ?Sized>(&mut self, n: u32, into: &mut CardBag, rng: &mut R) -> u32 {
        // Why: a penalty nearly always finds its cards in the draw pile;
        // then they are the top `n`, read in place (a bag has no order)
        // instead of popped one by one, each pop checking for a refill.
        if let Some(start) = self.draw.len().checked_sub(n as usize) {
            into.extend(self.draw[start..].iter().copied());
            self.draw.truncate(start);
            return n;
        }
        let mut drawn = 0;
        while drawn < n {
            match self.draw(rng) {
                Some(card) => {
                    into.insert(card);
                    drawn += 1;
                }
                None => break,
            }
        }
        drawn
    }

    /// Moves every discarded card except the top onto the draw pile and
    /// shuffles the draw pile.
    pub fn reshuffle<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let Some(top) = self.discard.pop() else {
            return;
        };
        self.draw.append(&mut self.discard);
        self.discard.push(top);
        shuffle(&mut self.draw, rng);
    }

    /// A new deal: both piles emptied (their buffers kept), every card of
    /// `spec` shuffled into the draw pile, and `hand_size` cards dealt from
    /// it to each of `hands`, which become known hands. The discard pile
    /// stays empty: what is turned up first is the game's business.
    pub fn deal<R: Rng + ?Sized>(
        &mut self,
        spec: DeckSpec,
        hands: &mut [Hand],
        hand_size: usize,
        rng: &mut R,
    ) {
        self.clear();
        // Card index order is suit by suit, each rank upwards: the order
        // `DeckSpec::cards` lists. The games' own decks are copied whole
        // from a sorted table (one copy, not a push per card: the deal is
        // a few moves' worth of work per game); any other comes from the
        // mask in one pass.
        let sorted: Option<&[Card]> = if spec.ranks == RankSet::ALL {
            Some(&FULL_DECK)
        } else if spec.ranks == RankSet::SEVEN_TO_ACE {
            Some(&SKAT_DECK)
        } else {
            None
        };
        for _ in 0..spec.copies {
            match sorted {
                Some(cards) => self.draw.extend_from_slice(cards),
                None => self.draw.extend(Cards(spec.ranks.card_mask())),
            }
        }
        shuffle(&mut self.draw, rng);
        // Each hand takes the next `hand_size` cards from the top (the
        // end), as popping them one by one would, read in place.
        let start = self.draw.len().checked_sub(hands.len() * hand_size);
        if let (Some(start), 1..) = (start, hand_size) {
            for (hand, cards) in hands
                .iter_mut()
                .zip(self.draw[start..].rchunks_exact(hand_size))
            {
                *hand = Hand::Known(cards.iter().copied().collect());
            }
            self.draw.truncate(start);
            return;
        }
        // Too few cards for every hand (or hands of none): what is there.
        for hand in hands.iter_mut() {
            let mut bag = CardBag::EMPTY;
            for _ in 0..hand_size {
                if let Some(card) = self.draw.pop() {
                    bag.insert(card);
                }
            }
            *hand = Hand::Known(bag);
        }
    }

    /// Empties both piles, keeping their buffers (a new deal reuses them).
    pub fn clear(&mut self) {
        self.draw.clear();
        self.discard.clear();
    }

    /// The draw pile's buffer, for dealing.
    pub fn draw_pile_mut(&mut self) -> &mut Vec<Card> {
        &mut self.draw
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_pcg::Pcg64Mcg;

    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn deck_specs_count_and_check_copies() {
        assert_eq!(DeckSpec::FULL.cards().len(), 52);
        assert_eq!(DeckSpec::skat(2).cards().len(), 64);
        let bag: CardBag = [c("7h"), c("7h")].into_iter().collect();
        assert_eq!(DeckSpec::FULL.excess(&bag), Some(c("7h")));
        assert_eq!(DeckSpec::skat(2).excess(&bag), None);
        let six: CardBag = [c("6h")].into_iter().collect();
        assert_eq!(DeckSpec::skat(2).excess(&six), Some(c("6h")));
    }

    #[test]
    fn remainder_keeps_the_copies_not_named() {
        let named: CardBag = [c("7h"), c("Ac"), c("Ac")].into_iter().collect();
        let one = DeckSpec::skat(1).remainder(&named);
        assert_eq!(one.len(), 30);
        assert!(!one.contains(&c("7h")) && !one.contains(&c("Ac")));
        let two = DeckSpec::skat(2).remainder(&named);
        assert_eq!(two.len(), 61);
        assert_eq!(two.iter().filter(|&&x| x == c("7h")).count(), 1);
        assert!(!two.contains(&c("Ac")));
    }

    #[test]
    fn deal_shuffles_the_spec_and_deals_known_hands() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut piles = Piles::new(vec![c("2c")], vec![c("3c")]);
        let mut hands = [Hand::Counted(9), Hand::Counted(9), Hand::Counted(9)];
        piles.deal(DeckSpec::skat(2), &mut hands, 6, &mut rng);
        assert_eq!(piles.discard_len(), 0);
        assert_eq!(piles.draw_len(), 64 - 18);
        let mut all: CardBag = piles.draw_pile().iter().copied().collect();
        for hand in &hands {
            let bag = hand.cards().copied().unwrap_or_default();
            assert_eq!(bag.len(), 6);
            for card in bag.iter() {
                all.insert(card);
            }
        }
        assert_eq!(all.len(), 64);
        assert_eq!(DeckSpec::skat(2).excess(&all), None);
        assert!(all.distinct().all(|x| all.count(x) == 2));
        // The deal shuffles the cards in `DeckSpec::cards` order (a rank
        // set of no game's too, and with hands too many for the cards).
        let odd = DeckSpec {
            ranks: RankSet::of(&[Rank::Two, Rank::Nine, Rank::Ace]),
            copies: 2,
        };
        for spec in [DeckSpec::FULL, DeckSpec::skat(1), DeckSpec::skat(3), odd] {
            let mut dealt = Piles::default();
            dealt.deal(spec, &mut [], 0, &mut Pcg64Mcg::seed_from_u64(5));
            let mut cards = spec.cards();
            cards.shuffle(&mut Pcg64Mcg::seed_from_u64(5));
            assert_eq!(dealt.draw_pile(), &cards[..]);
        }
        // Hands take the top cards, hand after hand, as popping them would;
        // with too few cards the last hands get what is left.
        for (spec, hands, size) in [
            (DeckSpec::FULL, 4, 5),
            (DeckSpec::skat(1), 3, 6),
            (odd, 6, 5),
        ] {
            let mut dealt = Piles::default();
            let mut got = vec![Hand::Counted(0); hands];
            dealt.deal(spec, &mut got, size, &mut Pcg64Mcg::seed_from_u64(6));
            let mut cards = spec.cards();
            cards.shuffle(&mut Pcg64Mcg::seed_from_u64(6));
            for hand in &got {
                let want: CardBag = (0..size).filter_map(|_| cards.pop()).collect();
                assert_eq!(hand, &Hand::Known(want));
            }
            assert_eq!(dealt.draw_pile(), &cards[..]);
        }
    }

    #[test]
    fn an_empty_draw_pile_is_refilled_from_all_but_the_top_card() {
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        let mut piles = Piles::new(vec![c("2c")], vec![c("3c"), c("4c"), c("5c")]);
        assert_eq!(piles.draw(&mut rng), Some(c("2c")));
        let mut hand = CardBag::EMPTY;
        // Two are left under the top; the third draw is forgiven.
        assert_eq!(piles.draw_into(3, &mut hand, &mut rng), 2);
        assert_eq!(piles.top(), Some(c("5c")));
        assert!(hand.contains(c("3c")) && hand.contains(c("4c")));
        assert_eq!(piles.draw(&mut rng), None);
        assert_eq!(piles.discard_len(), 1);
        // Enough cards: the top ones, no reshuffle, the generator untouched.
        let mut piles = Piles::new(vec![c("2c"), c("3c"), c("4c")], vec![c("5c"), c("6c")]);
        let before = rng.clone();
        let mut hand = CardBag::EMPTY;
        assert_eq!(piles.draw_into(2, &mut hand, &mut rng), 2);
        assert_eq!(hand, [c("3c"), c("4c")].into_iter().collect());
        assert_eq!(piles.draw_into(1, &mut hand, &mut rng), 1);
        assert_eq!(piles.draw_len(), 0);
        assert_eq!(piles.discard_len(), 2);
        assert_eq!(rng, before);
    }
}
