//! A game against computer players: the loop, the players, what happened,
//! with no terminal I/O. The front ends (lines on stdin, a full-screen
//! table) only show a [`Match`] and hand it the player's moves.
//!
//! The player always sits at seat 0; the computer players follow to their
//! left (seat 1 to the left, the last one to the right), as the Makao
//! source seats them. A move the rules refuse is answered with why, in the
//! engine's words and with the rule card it cites, and remembered: the
//! rules a player ran into are offered for re-reading at the end.

pub mod makatsu;
pub mod shedding;
pub mod stats;

use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::RuleRef;
use crate::i18n::Message;

/// The computer players' names, seat 1 onwards.
pub const NAMES: [&str; 7] = ["Sam", "Lea", "Max", "Noa", "Ida", "Tom", "Eva"];

/// The most players a game can seat: you and one computer player per
/// name (the judge seats more for Mau-Mau, but a table needs a name for
/// every seat).
pub const MAX_SEATS: usize = NAMES.len() + 1;

/// How the computer players choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Uniformly among the legal moves: for a first game.
    Random,
    /// The game's tips, as the rule cards give them.
    Tips,
    /// Looks ahead: plays each move out on guesses of the hidden cards.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Tips, Level::Strong];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Tips => "tips",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!("`{s}` is not a computer level: expected random, tips or strong")
            })
    }
}

/// A seat's name: "You" is the front end's word, so seat 0 is `None`.
pub fn name(seat: usize) -> Option<&'static str> {
    match seat {
        0 => None,
        s => NAMES.get(s - 1).copied(),
    }
}

/// One thing that happened at the table, as data for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub seat: usize,
    pub what: Happened,
    /// What the move left open for the next player, if anything.
    pub open: Vec<Opened>,
}

/// What a seat did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// Laid these cards (their notation, `Jh>7`), from hand or just drawn.
    Played(String),
    /// Drew one card (and, if a play follows, it is its own event).
    Drew,
    /// Kept the drawn card: the turn is over.
    Kept,
    /// Took an open penalty of this many cards.
    Took(u32),
    /// Sat out a turn.
    Waited,
}

/// What a move left for the player after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// This seat must take this many cards (or answer).
    Take { seat: usize, cards: u32 },
    /// This seat must sit out this many turns (or answer).
    Wait { seat: usize, turns: u32 },
    /// A value is asked for (`7`).
    Value(String),
    /// A suit is asked for (`♠`).
    Suit(char),
    /// This seat is down to one card.
    OneCard { seat: usize },
}

/// Why the player's move was not made, as data the front end words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a move at all.
    NotAMove { input: String },
    /// A card the player does not hold.
    NotHeld { card: String },
    /// The card may not start a play now: the engine's reason and rule.
    CannotStart {
        card: String,
        /// The reason, worded by the front end in the reader's language.
        reason: Message,
        rule: RuleRef,
    },
    /// The card may start a play, but not as written: what may be done
    /// with it.
    WithCard { card: String, options: Vec<String> },
    /// A word (draw, take, …) that is not open now: what is.
    WordClosed { word: String, options: Vec<String> },
}

impl Refusal {
    /// The rule the refusal rests on, for the re-reading list.
    pub fn rule(&self) -> Option<RuleRef> {
        match self {
            Refusal::CannotStart { rule, .. } => Some(*rule),
            _ => None,
        }
    }
}

/// The rules a player ran into, in the order of the rule card ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tried(pub BTreeSet<RuleRef>);

impl Tried {
    pub fn note(&mut self, refusal: &Refusal) {
        if let Some(rule) = refusal.rule() {
            self.0.insert(rule);
        }
    }
}

/// How a game ended, for the score and the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seat; `None` when the game stopped without one.
    pub winner: Option<usize>,
    /// The winner's points: 10 per card the others still hold.
    pub points: u32,
    /// Turns played.
    pub turns: u32,
}
