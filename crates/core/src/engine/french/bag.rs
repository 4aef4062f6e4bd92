//! Multisets of French cards: hands, and the copy count behind "a card may
//! not appear more often than the decks in use hold".
//!
//! Why a count per card plus a bitmask: with one deck (Makao, Mau-Mau up to
//! four players) every count is 0 or 1 and the mask alone answers "any card
//! of this suit / rank?" in one AND; with two decks (Mau-Mau from five
//! players) the counts keep the second copies. Nothing here allocates, so a
//! simulation can copy hands freely.

use std::fmt;

use serde::{Serialize, Serializer};

use super::card::{Card, Rank, Suit};

/// A multiset of cards: how many copies of each of the 52 cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardBag {
    counts: [u8; Card::COUNT],
    /// Bit `i` is set iff `counts[i] > 0`.
    mask: u64,
    len: u16,
}

impl Default for CardBag {
    fn default() -> CardBag {
        CardBag::EMPTY
    }
}

impl CardBag {
    /// No cards.
    pub const EMPTY: CardBag = CardBag {
        counts: [0; Card::COUNT],
        mask: 0,
        len: 0,
    };

    /// Adds one copy of `card`.
    pub fn insert(&mut self, card: Card) {
        let count = &mut self.counts[card.index()];
        *count = count.saturating_add(1);
        self.mask |= card.bit();
        self.len = self.len.saturating_add(1);
    }

    /// Removes one copy of `card`; returns whether there was one.
    pub fn remove(&mut self, card: Card) -> bool {
        let count = &mut self.counts[card.index()];
        if *count == 0 {
            return false;
        }
        *count -= 1;
        if *count == 0 {
            self.mask &= !card.bit();
        }
        self.len -= 1;
        true
    }

    /// Copies of `card` in the bag.
    pub const fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// Whether the bag holds at least one `card`.
    pub const fn contains(&self, card: Card) -> bool {
        self.mask & card.bit() != 0
    }

    /// Number of cards, copies counted.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the bag is empty.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The distinct cards as a 52-bit mask ([`Card::bit`]).
    pub const fn mask(&self) -> u64 {
        self.mask
    }

    /// Cards of `suit`, copies counted.
    pub fn suit_count(&self, suit: Suit) -> usize {
        let start = suit.index() * 13;
        self.counts[start..start + 13]
            .iter()
            .map(|&c| usize::from(c))
            .sum()
    }

    /// Cards of `rank`, copies counted.
    pub fn rank_count(&self, rank: Rank) -> usize {
        Suit::ALL
            .iter()
            .map(|&s| usize::from(self.count(Card::new(rank, s))))
            .sum()
    }

    /// Every card, copies repeated, in index order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Cards(self.mask).flat_map(move |c| std::iter::repeat_n(c, usize::from(self.count(c))))
    }

    /// The distinct cards, in index order.
    pub fn distinct(&self) -> Cards {
        Cards(self.mask)
    }

    /// The first card that has more than `copies` copies, if any: the check
    /// behind "a card may not appear more often than the decks hold".
    pub fn over(&self, copies: u8) -> Option<Card> {
        self.distinct().find(|&c| self.count(c) > copies)
    }
}

impl Extend<Card> for CardBag {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for card in iter {
            self.insert(card);
        }
    }
}

impl FromIterator<Card> for CardBag {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardBag {
        let mut bag = CardBag::EMPTY;
        bag.extend(iter);
        bag
    }
}

impl fmt::Debug for CardBag {
    /// `{2c, 10h, 10h}`: only the cards, not 52 counters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for CardBag {
    /// As a list of card codes, in index order.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// The cards of a 52-bit mask, lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Cards(pub u64);

impl Iterator for Cards {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cards {}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn counts_copies_and_keeps_the_mask_in_step() {
        let mut bag: CardBag = [c("7h"), c("7h"), c("Qs")].into_iter().collect();
        assert_eq!(bag.len(), 3);
        assert_eq!(bag.count(c("7h")), 2);
        assert_eq!(bag.over(1), Some(c("7h")));
        assert!(bag.remove(c("7h")));
        assert!(bag.contains(c("7h")));
        assert!(bag.remove(c("7h")));
        assert!(!bag.contains(c("7h")));
        assert!(!bag.remove(c("7h")));
        assert_eq!(bag.len(), 1);
        assert_eq!(bag.over(1), None);
        assert_eq!(format!("{bag:?}"), "{Qs}");
        assert_eq!(serde_json::to_string(&bag).unwrap(), r#"["Qs"]"#);
    }

    #[test]
    fn suit_and_rank_counts() {
        let bag: CardBag = ["2h", "9h", "9s", "Ah", "Ah"]
            .iter()
            .map(|s| c(s))
            .collect();
        assert_eq!(bag.suit_count(Suit::Hearts), 4);
        assert_eq!(bag.suit_count(Suit::Clubs), 0);
        assert_eq!(bag.rank_count(Rank::Nine), 2);
        assert_eq!(bag.rank_count(Rank::Ace), 2);
        assert_eq!(bag.distinct().count(), 4);
        assert_eq!(bag.iter().count(), 5);
    }
}
