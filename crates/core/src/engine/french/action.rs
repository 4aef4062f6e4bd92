//! What a player of a shedding game may do, and how refusals cite rules.
//!
//! Makao and Mau-Mau offer the same five kinds of action and write them
//! the same way; only what one play holds differs (Makao: one to four
//! cards of one value and a choice; Mau-Mau: one card, a jack's wish and
//! the announcement). So the action is one type, [`Action`], generic over
//! the game's play, and each game names its own: `makao::Action` is
//! `Action<makao::Play>`, `maumau::Action` is `Action<maumau::Play>`.
//!
//! [`RuleText`] is how every refusal and judge message of both games cites
//! a rule: `rule jack-wish, R-MM-JACK`.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::engine::RuleRef;
use crate::i18n::Message;

/// What the player to move may do. What each kind means in detail (what
/// may follow a draw or a take, when a wait is open) is the game's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action<P> {
    /// Lay cards: the game's play (after a draw, the drawn card).
    Play(P),
    /// Draw one card.
    Draw,
    /// Take an open penalty.
    Take,
    /// Accept an open wait (or skip).
    Wait,
    /// Keep the drawn card (or play nothing more after a take): the turn
    /// is over.
    Keep,
}

impl<P: fmt::Display> fmt::Display for Action<P> {
    /// The play's notation (`6c 6h`, `Jc>s mau`), or `draw`, `take`,
    /// `wait`, `keep`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(play) => write!(f, "{play}"),
            Action::Draw => f.write_str("draw"),
            Action::Take => f.write_str("take"),
            Action::Wait => f.write_str("wait"),
            Action::Keep => f.write_str("keep"),
        }
    }
}

impl<P: fmt::Display> Serialize for Action<P> {
    /// As its text, `"6c 6h"`, `"draw"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A rule as messages cite it: `rule jack-demand-round, R-MA-JACK`, or
/// just `rule table-and-deal` when no ruling applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleText(pub RuleRef);

impl RuleText {
    /// The citation, worded where it is shown ("Regel …" in German).
    pub fn message(self) -> Message {
        match self.0.ruling {
            Some(ruling) => Message::new("refusal-rule")
                .arg("card", self.0.card)
                .arg("ruling", ruling),
            None => Message::new("refusal-rule-card").arg("card", self.0.card),
        }
    }
}

impl fmt::Display for RuleText {
    /// In English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_as_written() {
        assert_eq!(Action::Play("9h").to_string(), "9h");
        assert_eq!(Action::<&str>::Keep.to_string(), "keep");
        assert_eq!(
            serde_json::to_string(&Action::<&str>::Draw).ok().as_deref(),
            Some(r#""draw""#)
        );
        assert_eq!(
            RuleText(RuleRef::ruled("jack-wish", "R-MM-JACK")).to_string(),
            "rule jack-wish, R-MM-JACK"
        );
        assert_eq!(RuleText(RuleRef::card("deal")).to_string(), "rule deal");
    }
}
