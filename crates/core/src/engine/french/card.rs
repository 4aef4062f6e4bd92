//! French cards: suits, ranks, cards, the `>` choice, and sets of ranks.
//!
//! The notation (JUDGE.md): a rank `2`–`10`, `J`, `Q`, `K`, `A`, then a suit
//! letter `c` `d` `h` `s` or symbol `♣` `♦` `♥` `♠`, case-insensitive:
//! `10h`, `qs`, `K♠`. Output is ASCII with an upper-case rank and a
//! lower-case suit (`10h`, `Qs`); [`Card::symbol`] gives `10♥` for text.
//!
//! Why one file: one bit layout: a card's index (suit × 13 + rank) is its
//! bit in every `u64` of cards, which `Suit::mask`, `Rank::mask`,
//! `Rank::suits_in`, `RankSet::card_mask` and `Card::matching` all rely on;
//! one parser and one error type read the whole notation.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};
use thiserror::Error;

use crate::i18n::Message;

/// A suit, in the order clubs, diamonds, hearts, spades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Klaveren, Kreuz: `c`, `♣`.
    Clubs = 0,
    /// Ruiten, Karo: `d`, `♦`.
    Diamonds = 1,
    /// Harten, Herz: `h`, `♥`.
    Hearts = 2,
    /// Schoppen, Pik: `s`, `♠`.
    Spades = 3,
}

impl Suit {
    /// All four suits, in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0–3, for per-suit arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with that index.
    pub const fn from_index(index: usize) -> Option<Suit> {
        match index {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The ASCII letter used in JSON and the notation: `c`, `d`, `h`, `s`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// The symbol for text output: `♣`, `♦`, `♥`, `♠`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The English name: `clubs`, `diamonds`, `hearts`, `spades`.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// Reads one suit character: a letter (any case) or a symbol, black or
    /// white (`♧ ♢ ♡ ♤` are what some keyboards and fonts produce).
    pub const fn from_char(c: char) -> Option<Suit> {
        match c {
            'c' | 'C' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | 'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | 'H' | '♥' | '♡' => Some(Suit::Hearts),
            's' | 'S' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The bits of this suit's 13 cards in a 52-card mask ([`Card::bit`]).
    pub const fn mask(self) -> u64 {
        0x1FFF << (13 * self as u64)
    }
}

impl fmt::Display for Suit {
    /// The letter, `h`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl Serialize for Suit {
    /// As its letter, `"h"` (JUDGE.md: `demand_suit` is a suit letter).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl FromStr for Suit {
    type Err = ParseCardError;

    /// `h`, `H`, `♥` (one character, blanks and an emoji selector ignored).
    fn from_str(s: &str) -> Result<Suit, ParseCardError> {
        let token = clean(s);
        let mut chars = token.chars();
        match (chars.next().and_then(Suit::from_char), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(ParseCardError::Suit {
                token: token.to_owned(),
                suit: token.to_owned(),
            }),
        }
    }
}

/// A rank, from two to ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// 2.
    Two = 0,
    /// 3.
    Three = 1,
    /// 4.
    Four = 2,
    /// 5.
    Five = 3,
    /// 6.
    Six = 4,
    /// 7.
    Seven = 5,
    /// 8.
    Eight = 6,
    /// 9.
    Nine = 7,
    /// 10.
    Ten = 8,
    /// Jack (boer, Bube): `J`.
    Jack = 9,
    /// Queen (vrouw, Dame): `Q`.
    Queen = 10,
    /// King (heer, König): `K`.
    King = 11,
    /// Ace (aas, Ass): `A`.
    Ace = 12,
}

impl Rank {
    /// All thirteen ranks, two first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 (two) to 12 (ace).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with that index.
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index])
        } else {
            None
        }
    }

    /// The notation: `2`–`10`, `J`, `Q`, `K`, `A`.
    pub const fn code(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// The English name: `two` … `ten`, `jack`, `queen`, `king`, `ace`.
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Two => "two",
            Rank::Three => "three",
            Rank::Four => "four",
            Rank::Five => "five",
            Rank::Six => "six",
            Rank::Seven => "seven",
            Rank::Eight => "eight",
            Rank::Nine => "nine",
            Rank::Ten => "ten",
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
        }
    }

    /// Reads a rank code, any case: `2`–`10`, `j`, `Q`, `k`, `A`.
    ///
    /// Why no `parse::<u8>()`: `+7`, `07` or `010` are no card ranks.
    pub fn from_code(code: &str) -> Option<Rank> {
        Some(match code {
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "10" => Rank::Ten,
            "j" | "J" => Rank::Jack,
            "q" | "Q" => Rank::Queen,
            "k" | "K" => Rank::King,
            "a" | "A" => Rank::Ace,
            _ => return None,
        })
    }

    /// The bits of this rank's four cards in a 52-card mask ([`Card::bit`]).
    pub const fn mask(self) -> u64 {
        (1 | 1 << 13 | 1 << 26 | 1 << 39) << self as u64
    }

    /// The suits of this rank's cards in `cards` as a 4-bit mask, bit `i`
    /// for suit `i` ([`Suit::index`]).
    ///
    /// Why a multiplication: the four bits lie 13 apart (bits 0, 13, 26, 39
    /// once shifted down); multiplying by 2^60 + 2^48 + 2^36 + 2^24 moves
    /// them to bits 60–63, and every other product lands below bit 60, one
    /// bit per position, so nothing carries into the result. No loop, and
    /// no bit count (which this target does without an instruction).
    pub const fn suits_in(self, cards: u64) -> u8 {
        const LOWEST: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;
        const GATHER: u64 = 1 << 60 | 1 << 48 | 1 << 36 | 1 << 24;
        (((cards >> self as u64) & LOWEST).wrapping_mul(GATHER) >> 60) as u8
    }
}

impl fmt::Display for Rank {
    /// The notation, `10`, `J`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Rank {
    /// As its notation, `"7"` (JUDGE.md: `demand_value` as in the notation).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// `7`, `10`, `j`, `Q` (blanks ignored).
    fn from_str(s: &str) -> Result<Rank, ParseCardError> {
        let token = clean(s);
        Rank::from_code(token).ok_or_else(|| ParseCardError::Rank {
            token: token.to_owned(),
            rank: token.to_owned(),
        })
    }
}

/// A set of ranks, as 13 bits: which ranks a deck holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct RankSet(u16);

impl RankSet {
    /// No ranks.
    pub const EMPTY: RankSet = RankSet(0);
    /// All thirteen: the 52-card deck (Makao).
    pub const ALL: RankSet = RankSet(0x1FFF);
    /// Seven to ace: the 32-card Skat deck (Mau-Mau).
    pub const SEVEN_TO_ACE: RankSet = RankSet(0x1FFF & !0x1F);

    /// The set of these ranks.
    pub const fn of(ranks: &[Rank]) -> RankSet {
        let mut bits = 0u16;
        let mut i = 0;
        while i < ranks.len() {
            bits |= 1 << ranks[i] as u16;
            i += 1;
        }
        RankSet(bits)
    }

    /// Whether the set holds `rank`.
    pub const fn contains(self, rank: Rank) -> bool {
        self.0 & (1 << rank as u16) != 0
    }

    /// Number of ranks in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The ranks, two first.
    pub fn iter(self) -> impl Iterator<Item = Rank> {
        Rank::ALL.into_iter().filter(move |r| self.contains(*r))
    }

    /// The bits of all cards of these ranks in a 52-card mask.
    pub const fn card_mask(self) -> u64 {
        let mut mask = 0u64;
        let mut i = 0;
        while i < 13 {
            if self.0 & (1 << i) != 0 {
                mask |= Rank::ALL[i].mask();
            }
            i += 1;
        }
        mask
    }
}

/// One French card: a rank and a suit.
///
/// Stored as one byte, `suit × 13 + rank`, so hands can be bitmasks and
/// multisets indexed by card ([`Card::index`]). The derived order (suit, then
/// rank) is only for stable listings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// Number of distinct cards: 4 suits × 13 ranks.
    pub const COUNT: usize = 52;

    /// The card of that rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    /// Its rank.
    ///
    /// Why a table: the engines ask for ranks and suits at every move, and
    /// a load from a 64-entry table (the index masked, so no bounds check)
    /// is cheaper than the division by 13 it replaces.
    pub const fn rank(self) -> Rank {
        CARD_RANK[(self.0 & 63) as usize]
    }

    /// Its suit (a table, as for [`Card::rank`]).
    pub const fn suit(self) -> Suit {
        CARD_SUIT[(self.0 & 63) as usize]
    }

    /// The cards that share this card's suit or rank, itself included: a
    /// 52-bit mask, from a table (the shedding games' "fits" at every move).
    pub const fn matching(self) -> u64 {
        CARD_MATCHING[(self.0 & 63) as usize]
    }

    /// 0–51: clubs 2 … clubs A, diamonds 2 …, hearts …, spades … A.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card with that index.
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < Card::COUNT {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// This card's bit in a 52-card mask.
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Whether the cards share the suit or the rank: the plain "fits" test
    /// of every shedding game.
    pub const fn matches(self, other: Card) -> bool {
        self.matching() & other.bit() != 0
    }

    /// The text form with the suit symbol: `10♥`, `Q♠`.
    pub const fn symbol(self) -> Symbolic {
        Symbolic(self)
    }

    /// All 52 cards, in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }
}

/// [`Card::rank`] by card index (masked to 6 bits; 52–63 are never a card).
const CARD_RANK: [Rank; 64] = {
    let mut table = [Rank::Two; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = Rank::ALL[i % 13];
        i += 1;
    }
    table
};

/// [`Card::suit`] by card index.
const CARD_SUIT: [Suit; 64] = {
    let mut table = [Suit::Clubs; 64];
    let mut i = 0;
    while i < Card::COUNT {
        table[i] = Suit::ALL[i / 13];
        i += 1;
    }
    table
};

/// [`Card::matching`] by card index.
const CARD_MATCHING: [u64; 64] = {
    let mut table = [0; 64];
    let mut i = 0;
    while i < Card::COUNT {
        table[i] = Suit::ALL[i / 13].mask() | Rank::ALL[i % 13].mask();
        i += 1;
    }
    table
};

impl fmt::Display for Card {
    /// ASCII: `10h`, `Qs`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().code(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    /// The notation, so that test failures read `10h`, not `Card(34)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Card {
    /// As its ASCII notation, `"10h"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A card shown with its suit symbol (see [`Card::symbol`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbolic(pub Card);

impl fmt::Display for Symbolic {
    /// `10♥`, `Q♠`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0.rank().code(), self.0.suit().symbol())
    }
}

/// Trims blanks and the emoji presentation selector U+FE0F that pasted
/// symbols (`♥️`) often carry.
fn clean(s: &str) -> &str {
    s.trim().trim_end_matches('\u{FE0F}')
}

/// A token that is not a card (or rank, or suit). Says which token and what
/// was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseCardError {
    /// Empty, or too short to be a card.
    #[error("{}", self.message())]
    Malformed {
        /// The token as given.
        token: String,
    },
    /// A rank without a suit (`10`, `K`).
    #[error("{}", self.message())]
    MissingSuit {
        /// The token as given.
        token: String,
    },
    /// The part before the suit is no rank.
    #[error("{}", self.message())]
    Rank {
        /// The token as given.
        token: String,
        /// The text found instead of a rank.
        rank: String,
    },
    /// The last character is no suit.
    #[error("{}", self.message())]
    Suit {
        /// The token as given.
        token: String,
        /// The text found instead of a suit.
        suit: String,
    },
}

/// What a card looks like, for messages.
pub const EXPECTED_CARD: &str =
    "a rank 2-10, J, Q, K or A followed by a suit c, d, h, s (or ♣ ♦ ♥ ♠), e.g. 10h, Qs, K♠";
/// What a rank looks like.
pub const EXPECTED_RANK: &str = "a rank 2-10, J, Q, K or A";
/// What a suit looks like.
pub const EXPECTED_SUIT: &str = "a suit c, d, h or s (or ♣ ♦ ♥ ♠)";

impl ParseCardError {
    /// The token that could not be read.
    pub fn token(&self) -> &str {
        match self {
            ParseCardError::Malformed { token }
            | ParseCardError::MissingSuit { token }
            | ParseCardError::Rank { token, .. }
            | ParseCardError::Suit { token, .. } => token,
        }
    }

    /// What was expected instead, in English.
    pub fn expected(&self) -> &'static str {
        match self {
            ParseCardError::Malformed { .. } | ParseCardError::MissingSuit { .. } => EXPECTED_CARD,
            ParseCardError::Rank { .. } => EXPECTED_RANK,
            ParseCardError::Suit { .. } => EXPECTED_SUIT,
        }
    }

    /// The message, worded where it is shown (`Display`: English).
    pub fn message(&self) -> Message {
        let (id, expected) = match self {
            ParseCardError::Malformed { .. } => ("err-card-malformed", "expected-card"),
            ParseCardError::MissingSuit { .. } => ("err-card-no-suit", "expected-card"),
            ParseCardError::Rank { .. } => ("err-card-rank", "expected-rank"),
            ParseCardError::Suit { .. } => ("err-card-suit", "expected-suit"),
        };
        let found = match self {
            ParseCardError::Rank { rank: x, .. } | ParseCardError::Suit { suit: x, .. } => x,
            ParseCardError::Malformed { token } | ParseCardError::MissingSuit { token } => token,
        };
        Message::new(id)
            .arg("token", self.token())
            .arg("found", found.as_str())
            .arg("expected", Message::new(expected))
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `10h`, `qs`, `K♠`, `7♥️` (surrounding blanks ignored).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let token = clean(s);
        let Some((split, last)) = token.char_indices().next_back() else {
            return Err(ParseCardError::Malformed {
                token: token.to_owned(),
            });
        };
        let rank_text = &token[..split];
        let Some(suit) = Suit::from_char(last) else {
            if Rank::from_code(token).is_some() {
                return Err(ParseCardError::MissingSuit {
                    token: token.to_owned(),
                });
            }
            if rank_text.is_empty() {
                return Err(ParseCardError::Malformed {
                    token: token.to_owned(),
                });
            }
            return Err(ParseCardError::Suit {
                token: token.to_owned(),
                suit: last.to_string(),
            });
        };
        if rank_text.is_empty() {
            return Err(ParseCardError::Malformed {
                token: token.to_owned(),
            });
        }
        let rank = Rank::from_code(rank_text).ok_or_else(|| ParseCardError::Rank {
            token: token.to_owned(),
            rank: rank_text.to_owned(),
        })?;
        Ok(Card::new(rank, suit))
    }
}

/// The choice written after `>`: a jack's demanded value (Makao `Jd>9`), a
/// suit (Makao ace `Ac>h`, Mau-Mau jack wish `Jc>s`) or nothing (`Jd>-`).
///
/// Which choices a card accepts is the game's business; the notation only
/// reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// `-`: no demand, no wish.
    Nothing,
    /// A rank, e.g. `9`.
    Value(Rank),
    /// A suit, e.g. `h`.
    Suit(Suit),
}

impl Choice {
    /// What a choice looks like, for messages.
    pub const EXPECTED: &'static str = "\"-\", a value such as 7, or a suit c, d, h, s";
}

impl fmt::Display for Choice {
    /// As written after `>`: `-`, `9`, `h`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Nothing => f.write_str("-"),
            Choice::Value(rank) => f.write_str(rank.code()),
            Choice::Suit(suit) => write!(f, "{}", suit.letter()),
        }
    }
}

impl Serialize for Choice {
    /// As written after `>`, `"9"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl FromStr for Choice {
    type Err = ParseCardError;

    /// `-`, a rank (`9`, `10`), or a suit (`h`, `♥`).
    ///
    /// Why no ambiguity: suit letters `c d h s` are no rank codes.
    fn from_str(s: &str) -> Result<Choice, ParseCardError> {
        let token = clean(s);
        if token == "-" {
            return Ok(Choice::Nothing);
        }
        if let Some(rank) = Rank::from_code(token) {
            return Ok(Choice::Value(rank));
        }
        let mut chars = token.chars();
        if let (Some(suit), None) = (chars.next().and_then(Suit::from_char), chars.next()) {
            return Ok(Choice::Suit(suit));
        }
        Err(ParseCardError::Malformed {
            token: token.to_owned(),
        })
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
    fn parses_letters_and_symbols_any_case() {
        assert_eq!(card("10h"), Card::new(Rank::Ten, Suit::Hearts));
        assert_eq!(card("qs"), Card::new(Rank::Queen, Suit::Spades));
        assert_eq!(card("K♠"), Card::new(Rank::King, Suit::Spades));
        assert_eq!(card(" 7♥\u{FE0F} "), card("7H"));
        assert_eq!(card("a♧"), card("Ac"));
        assert_eq!(card("2♢"), card("2d"));
    }

    #[test]
    fn displays_ascii_and_symbols() {
        assert_eq!(card("10H").to_string(), "10h");
        assert_eq!(card("qS").to_string(), "Qs");
        assert_eq!(card("10h").symbol().to_string(), "10♥");
        assert_eq!(serde_json::to_string(&card("ks")).unwrap(), "\"Ks\"");
    }

    #[test]
    fn parse_errors_name_the_token_and_what_was_expected() {
        let e = "11h".parse::<Card>().unwrap_err();
        assert_eq!(e.token(), "11h");
        assert!(matches!(e, ParseCardError::Rank { ref rank, .. } if rank == "11"));
        let e = "9x".parse::<Card>().unwrap_err();
        assert!(matches!(e, ParseCardError::Suit { ref suit, .. } if suit == "x"));
        assert!(e.expected().contains("suit"));
        let e = "10".parse::<Card>().unwrap_err();
        assert!(matches!(e, ParseCardError::MissingSuit { .. }), "{e}");
        for bad in ["", "h", "♥", "1h", "01h", "+7h", "10hh", "Jokr", "ß", "7 h"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn index_rank_suit_round_trip() {
        for (i, c) in Card::all().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Card::new(c.rank(), c.suit()), c);
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            assert_eq!(c.symbol().to_string().parse::<Card>(), Ok(c));
            assert_ne!(c.rank().mask() & c.bit(), 0);
            assert_ne!(c.suit().mask() & c.bit(), 0);
            assert_eq!(c.matching(), c.rank().mask() | c.suit().mask());
            assert_eq!(c.rank().suits_in(c.bit()), 1 << c.suit().index());
            assert_eq!(c.rank().suits_in(!c.bit()), 0xF & !(1 << c.suit().index()));
            assert_eq!(c.rank().index(), i % 13);
            assert_eq!(c.suit().index(), i / 13);
            for other in Card::all() {
                let same = c.suit() == other.suit() || c.rank() == other.rank();
                assert_eq!(c.matches(other), same, "{c} {other}");
            }
        }
        assert_eq!(Card::from_index(52), None);
        assert_eq!(RankSet::ALL.card_mask().count_ones(), 52);
        assert_eq!(RankSet::SEVEN_TO_ACE.card_mask().count_ones(), 32);
        assert!(!RankSet::SEVEN_TO_ACE.contains(Rank::Six));
        assert!(RankSet::SEVEN_TO_ACE.contains(Rank::Seven));
    }

    #[test]
    fn choices_read_dash_value_or_suit() {
        assert_eq!("-".parse::<Choice>(), Ok(Choice::Nothing));
        assert_eq!("9".parse::<Choice>(), Ok(Choice::Value(Rank::Nine)));
        assert_eq!("10".parse::<Choice>(), Ok(Choice::Value(Rank::Ten)));
        assert_eq!("H".parse::<Choice>(), Ok(Choice::Suit(Suit::Hearts)));
        assert_eq!("♠".parse::<Choice>(), Ok(Choice::Suit(Suit::Spades)));
        assert!("x".parse::<Choice>().is_err());
        assert!("".parse::<Choice>().is_err());
        assert_eq!(Choice::Suit(Suit::Clubs).to_string(), "c");
    }
}
