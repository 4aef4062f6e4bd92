//! The table: seats and direction of play, hands, and what is open.
//!
//! Makao always plays clockwise (its K♠ aims backwards but turns nothing);
//! Mau-Mau's queen reverses the direction (R-MM-QUEEN). Both speak of "the
//! next player" in the current direction, which is [`Seating::next`].

use std::fmt;

use serde::{Serialize, Serializer};

use super::bag::CardBag;
use super::card::{Card, Rank, Suit};
use crate::engine::Seat;

/// The direction of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// To the left: seat `i + 1` follows seat `i` (every source starts so).
    Clockwise,
    /// To the right: seat `i - 1` follows seat `i`.
    Counterclockwise,
}

impl Direction {
    /// The other direction.
    pub const fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }

    /// `clockwise` or `counterclockwise`, as in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Counterclockwise => "counterclockwise",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many sit at the table and which way play goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seating {
    players: u8,
    direction: Direction,
}

impl Seating {
    /// `players` seats (at least 1), play going clockwise.
    pub const fn new(players: u8) -> Seating {
        Seating {
            players: if players == 0 { 1 } else { players },
            direction: Direction::Clockwise,
        }
    }

    /// Number of seats.
    pub const fn players(self) -> usize {
        self.players as usize
    }

    /// The current direction of play.
    pub const fn direction(self) -> Direction {
        self.direction
    }

    /// Reverses the direction of play (Mau-Mau's queen).
    pub fn reverse(&mut self) {
        self.direction = self.direction.reversed();
    }

    /// The seat to the left (clockwise), whatever the direction of play.
    pub const fn left_of(self, seat: Seat) -> Seat {
        let next = seat + 1;
        if next >= self.players as usize {
            0
        } else {
            next
        }
    }

    /// The seat to the right (counterclockwise), whatever the direction.
    pub const fn right_of(self, seat: Seat) -> Seat {
        if seat == 0 {
            self.players as usize - 1
        } else {
            seat - 1
        }
    }

    /// The next player in the direction of play.
    pub const fn next(self, seat: Seat) -> Seat {
        match self.direction {
            Direction::Clockwise => self.left_of(seat),
            Direction::Counterclockwise => self.right_of(seat),
        }
    }

    /// The previous player: the one before `seat` in the direction of play.
    pub const fn previous(self, seat: Seat) -> Seat {
        match self.direction {
            Direction::Clockwise => self.right_of(seat),
            Direction::Counterclockwise => self.left_of(seat),
        }
    }
}

/// A player's name in the judge language: `P1` for seat 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerName(pub Seat);

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}

impl Serialize for PlayerName {
    /// `"P1"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A hand: the cards themselves (simulations, quiz positions), or only how
/// many there are (the judge's sequence form, where the engine trusts that a
/// player holds what they play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hand {
    /// Every card is known.
    Known(CardBag),
    /// Only the number of cards is known.
    Counted(u32),
}

impl Hand {
    /// Number of cards.
    pub const fn len(&self) -> usize {
        match self {
            Hand::Known(bag) => bag.len(),
            Hand::Counted(n) => *n as usize,
        }
    }

    /// Whether the hand is empty (its player has gone out).
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cards, if known.
    pub const fn cards(&self) -> Option<&CardBag> {
        match self {
            Hand::Known(bag) => Some(bag),
            Hand::Counted(_) => None,
        }
    }

    /// Whether the player may hold `card`: a known hand must contain it, a
    /// counted one only must not be empty.
    pub const fn may_hold(&self, card: Card) -> bool {
        match self {
            Hand::Known(bag) => bag.contains(card),
            Hand::Counted(n) => *n > 0,
        }
    }

    /// Removes `card` (a counted hand just shrinks); returns whether the
    /// hand could give it.
    pub fn take(&mut self, card: Card) -> bool {
        match self {
            Hand::Known(bag) => bag.remove(card),
            Hand::Counted(n) => {
                if *n == 0 {
                    return false;
                }
                *n -= 1;
                true
            }
        }
    }

    /// Adds a drawn card: known or, for a counted hand, just one more.
    pub fn add(&mut self, card: Option<Card>) {
        match (self, card) {
            (Hand::Known(bag), Some(card)) => bag.insert(card),
            (Hand::Known(_), None) => {}
            (Hand::Counted(n), _) => *n += 1,
        }
    }
}

/// What is open for the player to move: at most one obligation is set in a
/// real game, but the record keeps all four so that the JSON shape of
/// JUDGE.md is one struct.
///
/// `penalty` and `wait` use 0 for "not open". Makao: `penalty` is an open
/// attack (2, 3, K♥, K♠), `wait` an open 4, `demand_value` a jack's demand,
/// `demand_suit` an ace's. Mau-Mau: `penalty` the 7s, `wait` the 8's skip,
/// `demand_suit` a jack's wish.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Open {
    /// Cards an open attack makes the player take.
    pub penalty: u32,
    /// Turns an open wait (or skip) lasts.
    pub wait: u32,
    /// The demanded value, written as in the notation (`"7"`).
    pub demand_value: Option<Rank>,
    /// The demanded suit, written as a letter (`"h"`).
    pub demand_suit: Option<Suit>,
}

impl Open {
    /// Nothing open.
    pub const NONE: Open = Open {
        penalty: 0,
        wait: 0,
        demand_value: None,
        demand_suit: None,
    };

    /// How many of the four are set (a judge accepts at most one).
    pub const fn count(&self) -> usize {
        (self.penalty > 0) as usize
            + (self.wait > 0) as usize
            + self.demand_value.is_some() as usize
            + self.demand_suit.is_some() as usize
    }

    /// Whether nothing is open.
    pub const fn is_none(&self) -> bool {
        self.count() == 0
    }

    /// The judge options that set this record, as written:
    /// `--penalty 2 --demand-suit h` (the token of "more than one thing is
    /// open").
    pub fn flags(&self) -> String {
        let mut given = Vec::new();
        if self.penalty > 0 {
            given.push(format!("--penalty {}", self.penalty));
        }
        if self.wait > 0 {
            given.push(format!("--wait {}", self.wait));
        }
        if let Some(v) = self.demand_value {
            given.push(format!("--demand-value {v}"));
        }
        if let Some(s) = self.demand_suit {
            given.push(format!("--demand-suit {s}"));
        }
        given.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seating_wraps_both_ways_and_follows_the_direction() {
        let mut s = Seating::new(4);
        assert_eq!((s.next(3), s.previous(0)), (0, 3));
        s.reverse();
        assert_eq!(s.direction(), Direction::Counterclockwise);
        assert_eq!((s.next(0), s.previous(3)), (3, 0));
        assert_eq!((s.left_of(3), s.right_of(0)), (0, 3));
        let two = Seating::new(2);
        assert_eq!(two.next(0), two.previous(0));
    }

    #[test]
    fn open_serializes_as_in_judge_md() {
        let open = Open {
            demand_value: Some(Rank::Seven),
            ..Open::NONE
        };
        assert_eq!(
            serde_json::to_string(&open).unwrap(),
            r#"{"penalty":0,"wait":0,"demand_value":"7","demand_suit":null}"#
        );
        let open = Open {
            demand_suit: Some(Suit::Hearts),
            penalty: 2,
            ..Open::NONE
        };
        assert_eq!(open.count(), 2);
        assert_eq!(open.flags(), "--penalty 2 --demand-suit h");
        assert!(
            serde_json::to_string(&open)
                .unwrap()
                .contains(r#""demand_suit":"h""#)
        );
        assert_eq!(PlayerName(0).to_string(), "P1");
    }

    #[test]
    fn hands_known_or_counted() {
        let c: Card = "9h".parse().unwrap();
        let mut known = Hand::Known(CardBag::EMPTY);
        assert!(!known.may_hold(c));
        known.add(Some(c));
        assert!(known.take(c) && known.is_empty());
        let mut counted = Hand::Counted(1);
        assert!(counted.may_hold(c));
        assert!(counted.take(c));
        assert!(!counted.take(c));
        counted.add(None);
        assert_eq!(counted.len(), 1);
    }
}
