//! Cards of a Dojo deck, sets of them, and the three passes.
//!
//! A card is a colour and a value 1–8 (MK-01). The notation (JUDGE.md) is a
//! colour letter and the value: blue `B`; yellow `G` (Gelb) or `Y`; purple
//! `L` (Lila) or `P`; case-insensitive. Output always uses the English
//! letters: `B6`, `Y8`, `P3`.
//!
//! Why one file: a card's index (colour × 8 + value − 1) is its bit in
//! `CardSet`, so the card, the set and the parser share one layout. Could
//! split: `Pass`, which is no card and is here only because it is small.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};
use thiserror::Error;

use super::{DECK_SIZE, MakatsuError};

/// A card colour, in scoring order: blue, yellow, purple (MK-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Blau: 1 chip.
    Blue = 0,
    /// Gelb: 2 chips.
    Yellow = 1,
    /// Lila: 1 chip and Meister Makatsu.
    Purple = 2,
}

impl Colour {
    /// All colours in the order they are scored (R-MK-COLOURS).
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::Yellow, Colour::Purple];

    /// Chips the highest card of this colour takes (MK-03).
    pub const fn chips(self) -> u8 {
        match self {
            Colour::Blue => 1,
            Colour::Yellow => 2,
            Colour::Purple => 1,
        }
    }

    /// Whether the highest card of this colour also takes Meister Makatsu.
    pub const fn takes_meister(self) -> bool {
        matches!(self, Colour::Purple)
    }

    /// The English letter used in output: `B`, `Y`, `P`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Purple => 'P',
        }
    }

    /// The English name, as in JSON: `blue`, `yellow`, `purple`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Purple => "purple",
        }
    }

    /// Reads a colour letter: `B`; `G` or `Y`; `L` or `P` (any case).
    pub const fn from_letter(letter: char) -> Option<Colour> {
        match letter.to_ascii_uppercase() {
            'B' => Some(Colour::Blue),
            'G' | 'Y' => Some(Colour::Yellow),
            'L' | 'P' => Some(Colour::Purple),
            _ => None,
        }
    }

    /// 0, 1, 2 in scoring order.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One card: a colour and a value 1–8.
///
/// The derived order (colour, then value) is only for sorting lists; which
/// card is "higher" is decided per colour by [`judge_round`].
///
/// Why one byte, its [`Card::index`]: a game tests and moves cards in
/// 24-bit sets millions of times a second, and the index is the bit, so
/// no arithmetic stands between a card and its place in a [`CardSet`].
/// The index orders cards as (colour, value) does.
///
/// [`judge_round`]: super::judge_round
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// Lowest value on a card.
    pub const MIN_VALUE: u8 = 1;
    /// Highest value on a card.
    pub const MAX_VALUE: u8 = 8;

    /// The card of that colour and value, if the value is 1–8.
    pub const fn new(colour: Colour, value: u8) -> Option<Card> {
        if value >= Card::MIN_VALUE && value <= Card::MAX_VALUE {
            Some(Card(colour as u8 * Card::MAX_VALUE + value - 1))
        } else {
            None
        }
    }

    /// Its colour.
    pub const fn colour(self) -> Colour {
        match self.colour_index() {
            0 => Colour::Blue,
            1 => Colour::Yellow,
            // Only 0..24 is ever made (see `new`, `from_index`).
            _ => Colour::Purple,
        }
    }

    /// Its colour's [`Colour::index`]: 0, 1, 2 in scoring order.
    ///
    /// Why besides `colour().index()`: per-colour arrays are indexed once
    /// per card played, and this is one shift, not a conversion through
    /// the enum and back.
    pub const fn colour_index(self) -> usize {
        (self.0 / Card::MAX_VALUE) as usize
    }

    /// Its value, 1–8.
    pub const fn value(self) -> u8 {
        self.0 % Card::MAX_VALUE + 1
    }

    /// Position in a sorted Dojo deck, 0–23: blue 1–8, yellow 1–8, purple 1–8.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card at that position of a sorted Dojo deck (see [`Card::index`]).
    pub const fn from_index(index: u8) -> Option<Card> {
        if (index as usize) < DECK_SIZE {
            Some(Card(index))
        } else {
            None
        }
    }

    /// The 24 cards of a Dojo deck, sorted (MK-01).
    pub fn dojo_deck() -> impl Iterator<Item = Card> {
        CardSet::FULL.iter()
    }
}

impl fmt::Debug for Card {
    /// As the colour and value it stands for, not the byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Card")
            .field("colour", &self.colour())
            .field("value", &self.value())
            .finish()
    }
}

impl fmt::Display for Card {
    /// English letters: `B6`, `Y8`, `P3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour().letter(), self.value())
    }
}

impl Serialize for Card {
    /// As its notation, `"B6"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A token that is not a Meister Makatsu card. Says which token and what
/// was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseCardError {
    /// Empty, or not a letter followed by a number.
    #[error("{}", self.message())]
    Malformed {
        /// The token as given.
        token: String,
    },
    /// The first character is no colour letter.
    #[error("{}", self.message())]
    Colour {
        /// The token as given.
        token: String,
        /// The character found instead of a colour letter.
        letter: char,
    },
    /// The value is not 1–8.
    #[error("{}", self.message())]
    Value {
        /// The token as given.
        token: String,
        /// The text found instead of a value.
        value: String,
    },
}

impl ParseCardError {
    const EXPECTED_CARD: &'static str =
        "a colour letter (B blue, G or Y yellow, L or P purple) and a value 1-8, e.g. B6";
    const EXPECTED_COLOUR: &'static str = "B (blue), G or Y (yellow), L or P (purple)";
    const EXPECTED_VALUE: &'static str = "a value from 1 to 8";

    /// The token that could not be read.
    pub fn token(&self) -> &str {
        match self {
            ParseCardError::Malformed { token }
            | ParseCardError::Colour { token, .. }
            | ParseCardError::Value { token, .. } => token,
        }
    }

    /// The message, worded where it is shown (`Display`: English).
    pub fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        let (id, expected, found) = match self {
            ParseCardError::Malformed { token } => {
                ("err-mk-card-malformed", "expected-mk-card", token.clone())
            }
            ParseCardError::Colour { letter, .. } => (
                "err-mk-card-colour",
                "expected-mk-colour",
                letter.to_string(),
            ),
            ParseCardError::Value { value, .. } => {
                ("err-mk-card-value", "expected-mk-value", value.clone())
            }
        };
        Message::new(id)
            .arg("token", self.token())
            .arg("found", found)
            .arg("expected", Message::new(expected))
    }

    /// What was expected instead, in English (for `{"error":{"expected":…}}`).
    pub fn expected(&self) -> &'static str {
        match self {
            ParseCardError::Malformed { .. } => ParseCardError::EXPECTED_CARD,
            ParseCardError::Colour { .. } => ParseCardError::EXPECTED_COLOUR,
            ParseCardError::Value { .. } => ParseCardError::EXPECTED_VALUE,
        }
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `B6`, `g7`, `L3`, `Y8`, `p1` (surrounding blanks ignored).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let token = s.trim();
        let mut chars = token.chars();
        let Some(letter) = chars.next() else {
            return Err(ParseCardError::Malformed {
                token: s.to_owned(),
            });
        };
        let rest = chars.as_str();
        if rest.is_empty() {
            return Err(ParseCardError::Malformed {
                token: token.to_owned(),
            });
        }
        let Some(colour) = Colour::from_letter(letter) else {
            return Err(ParseCardError::Colour {
                token: token.to_owned(),
                letter,
            });
        };
        // Why not `parse::<u8>()` first: "B+6" or "B06" should not sneak in.
        let value = match rest.as_bytes() {
            [d @ b'1'..=b'8'] => d - b'0',
            _ => {
                return Err(ParseCardError::Value {
                    token: token.to_owned(),
                    value: rest.to_owned(),
                });
            }
        };
        // Checked above: the value is 1–8.
        Card::new(colour, value).ok_or_else(|| ParseCardError::Value {
            token: token.to_owned(),
            value: rest.to_owned(),
        })
    }
}

/// A set of cards of one Dojo deck, as a 24-bit set.
///
/// Why a bitset: hands, the Ninja-Ablage and the cards out of the game are
/// all subsets of one player's deck, and simulations touch them millions of
/// times without allocating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u32);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 24 cards of a Dojo deck.
    pub const FULL: CardSet = CardSet((1 << DECK_SIZE) - 1);

    /// Whether the set holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.index();
        new
    }

    /// Removes `card`; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The `n`-th card in sorted order (0-based), if there are that many.
    pub fn nth(self, n: usize) -> Option<Card> {
        // Why no `len()` first: without a popcount instruction in the
        // baseline x86-64 target, counting costs more than this loop.
        if n >= DECK_SIZE {
            return None;
        }
        let mut bits = self.0;
        // Drop the lowest card n times; no loop over the cards below it.
        // The first three drops are each kept or not without a branch:
        // a random player's `n` is random, and a loop of random length
        // made the processor guess wrong about once a move (a hand holds
        // at most 4 cards, so the loop after them never runs then).
        for i in 0..3 {
            let fewer = bits & bits.wrapping_sub(1);
            bits = if i < n { fewer } else { bits };
        }
        for _ in 3..n {
            bits &= bits.wrapping_sub(1);
        }
        // A set only ever holds indices 0..24, so the lowest bit is a card.
        (bits != 0).then(|| Card(bits.trailing_zeros() as u8))
    }

    /// The cards in sorted order (blue 1 … purple 8).
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl Serialize for CardSet {
    /// As a list of card codes, sorted.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// Iterator over a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct CardSetIter(u32);

impl Iterator for CardSetIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        // The set only ever holds indices 0..24: always a card.
        Some(Card(index as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

/// A pass (Durchgang): 1, 2 or 3 (MK-08, R-MK-PASSES).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pass {
    /// 6 rounds from 24 cards, chips worth 1.
    First = 1,
    /// 3 rounds from the 12 Ninja cards, chips worth 2.
    Second = 2,
    /// 2 rounds from the 6 Ninja cards, chips worth 3.
    Third = 3,
}

impl Pass {
    /// The three passes in order.
    pub const ALL: [Pass; 3] = [Pass::First, Pass::Second, Pass::Third];

    /// Pass 1, 2 or 3.
    pub fn new(number: u8) -> Result<Pass, MakatsuError> {
        match number {
            1 => Ok(Pass::First),
            2 => Ok(Pass::Second),
            3 => Ok(Pass::Third),
            pass => Err(MakatsuError::NoSuchPass { pass }),
        }
    }

    /// 1, 2 or 3.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// 0, 1 or 2, for per-pass arrays.
    pub const fn index(self) -> usize {
        self as usize - 1
    }

    /// Minus points per chip: the pass number (R-MK-VALUE, MK-16).
    pub const fn chip_value(self) -> u32 {
        self as u32
    }

    /// Minus points for `chips` chips in this pass (R-MK-VALUE).
    pub const fn points(self, chips: u8) -> u32 {
        chips as u32 * self.chip_value()
    }

    /// Rounds in this pass: 6, 3, 2 (MK-08).
    pub const fn rounds(self) -> u8 {
        match self {
            Pass::First => 6,
            Pass::Second => 3,
            Pass::Third => 2,
        }
    }

    /// Cards in each player's deck when the pass begins: 24, 12, 6 (MK-08).
    pub const fn deck_size(self) -> u8 {
        match self {
            Pass::First => 24,
            Pass::Second => 12,
            Pass::Third => 6,
        }
    }

    /// The pass after this one.
    pub const fn next(self) -> Option<Pass> {
        match self {
            Pass::First => Some(Pass::Second),
            Pass::Second => Some(Pass::Third),
            Pass::Third => None,
        }
    }
}

impl TryFrom<u8> for Pass {
    type Error = MakatsuError;
    fn try_from(number: u8) -> Result<Pass, MakatsuError> {
        Pass::new(number)
    }
}

impl fmt::Display for Pass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Serialize for Pass {
    /// As its number.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        match s.parse() {
            Ok(card) => card,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn parses_german_and_english_letters_any_case() {
        assert_eq!(card("B6"), Card::new(Colour::Blue, 6).unwrap());
        assert_eq!(card("g7"), card("Y7"));
        assert_eq!(card("L3"), card("p3"));
        assert_eq!(card("L3").colour(), Colour::Purple);
        assert_eq!(card(" y8 ").to_string(), "Y8");
    }

    #[test]
    fn displays_english_letters() {
        assert_eq!(card("G8").to_string(), "Y8");
        assert_eq!(card("l1").to_string(), "P1");
        assert_eq!(serde_json::to_string(&card("b6")).unwrap(), "\"B6\"");
    }

    #[test]
    fn parse_errors_name_token_and_expectation() {
        let e = "X9".parse::<Card>().unwrap_err();
        assert_eq!(e.token(), "X9");
        assert!(matches!(e, ParseCardError::Colour { letter: 'X', .. }));
        assert!(e.to_string().contains("\"X9\""), "{e}");
        let e = "B9".parse::<Card>().unwrap_err();
        assert!(matches!(e, ParseCardError::Value { .. }));
        assert!(e.expected().contains("1 to 8"));
        for bad in ["", "B", "B0", "B06", "B+6", "B10", "6B", "BB"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} should not parse");
        }
        // Multi-byte input must not panic on slicing.
        assert!("ß6".parse::<Card>().is_err());
        assert!("B♠".parse::<Card>().is_err());
    }

    #[test]
    fn index_round_trips_over_the_dojo_deck_mk_01() {
        let deck: Vec<Card> = Card::dojo_deck().collect();
        assert_eq!(deck.len(), 24);
        for (i, c) in deck.iter().enumerate() {
            assert_eq!(usize::from(c.index()), i);
            assert_eq!(Card::from_index(c.index()), Some(*c));
        }
        assert_eq!(Card::from_index(24), None);
        assert_eq!(Card::new(Colour::Blue, 0), None);
        assert_eq!(Card::new(Colour::Blue, 9), None);
    }

    #[test]
    fn card_set_basics() {
        let mut s = CardSet::EMPTY;
        assert!(s.insert(card("B6")));
        assert!(!s.insert(card("B6")));
        s.insert(card("P1"));
        assert_eq!(s.len(), 2);
        assert_eq!(s.nth(1), Some(card("P1")));
        assert!(s.remove(card("B6")));
        assert!(!s.contains(card("B6")));
        assert_eq!(CardSet::FULL.len(), 24);
        assert_eq!(serde_json::to_string(&s).unwrap(), r#"["P1"]"#);
    }

    #[test]
    fn passes_r_mk_passes_and_r_mk_value() {
        let plan: Vec<(u8, u8, u32)> = Pass::ALL
            .iter()
            .map(|p| (p.rounds(), p.deck_size(), p.chip_value()))
            .collect();
        assert_eq!(plan, vec![(6, 24, 1), (3, 12, 2), (2, 6, 3)]);
        assert_eq!(Pass::new(4), Err(MakatsuError::NoSuchPass { pass: 4 }));
        assert_eq!(Pass::try_from(2), Ok(Pass::Second));
    }
}
