//! A game against computer players: the loop, the players, what happened,
//! with no terminal I/O. Front ends (lines on stdin, a full-screen table,
//! JSON lines, a web page) hold a [`Table`] and speak the play API of
//! [`api`]: actions in, events and views out.
//!
//! The player always sits at seat 0; the computer players follow to their
//! left (seat 1 to the left, the last one to the right), as the Makao
//! source seats them. A move the rules refuse is answered with why, in the
//! engine's words and with the rule card it cites, and remembered: the
//! rules a player ran into are offered for re-reading at the end.

pub mod api;
pub mod makatsu;
pub mod shedding;
pub mod stats;
mod table;

pub use api::{Action, Event, Happening, Over, Refusal, View};
pub use table::{Setup, Table, parse_choice};

use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::RuleRef;

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
                format!("\"{s}\" is not a computer level: expected random, tips or strong")
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
