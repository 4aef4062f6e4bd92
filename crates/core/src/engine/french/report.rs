//! The judge's answers for shedding games, in the JSON shapes of JUDGE.md.
//!
//! - [`LegalVerdict`]: `{"legal":[…],"also":[…],"reasons":{…}}`, which cards
//!   may start a play now; the reasons stay data (a game's own reason type)
//!   until serialized.
//! - [`TableReport`]: the state after a sequence of turns, `{"next",
//!   "drawn","top","direction","pending","waiting","hand_sizes","winner",
//!   "score"}`.
//! - [`SequenceError`]: a malformed sequence (exit 2) or an illegal turn
//!   (exit 1, `{"illegal":{…},"state":{…}}`).

use crate::input::InputError;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use thiserror::Error;

use super::card::Card;
use super::notation::PlayerCounts;
use super::table::{Direction, Open, PlayerName};
use crate::engine::{RuleRef, Seat};
use crate::i18n::Message;

/// An action other than playing cards that is open to the player now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Also {
    /// Draw a card (by choice, or because nothing meets a demand).
    Draw,
    /// Take an open penalty.
    Take,
    /// Accept an open wait (or skip).
    Wait,
}

/// Why a card may or may not start a play: a game's reason, as data.
pub trait CardReason {
    /// A stable kebab-case id, e.g. `same-suit`: its words are message
    /// `reason-<id>` of the catalogues.
    fn id(&self) -> &'static str;
    /// The card this one may follow in the same play, and the id of the
    /// reason it may not start one itself (Makao's `may-follow`).
    fn follows(&self) -> Option<(Card, &'static str)> {
        None
    }
    /// The reason as a message, worded where it is shown.
    fn message(&self) -> Message {
        let plain = Message::new(format!("reason-{}", self.id()));
        match self.follows() {
            Some((starter, inner)) => plain
                .arg("starter", starter.to_string())
                .arg("reason", Message::new(format!("reason-{inner}"))),
            None => plain,
        }
    }
    /// In English (JSON's `reasons`; `reason_ids` let a reader translate).
    fn text(&self) -> String {
        self.message().to_string()
    }
    /// The rule card and ruling behind it.
    fn rule(&self) -> RuleRef;
    /// Whether the card may start a play.
    fn allows(&self) -> bool;
}

/// Which cards of a hand may start a play now, what else may be done, and
/// why, per hand card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalVerdict<R> {
    /// The cards that may start a play, in hand order.
    pub legal: Vec<Card>,
    /// Other actions open now: `draw`, `take`, `wait`.
    pub also: Vec<Also>,
    /// One reason per hand card, in hand order.
    pub reasons: Vec<(Card, R)>,
}

impl<R: CardReason> Serialize for LegalVerdict<R> {
    /// `{"legal":["9h"],"also":["draw"],"reasons":{"9h":"…"},
    /// "reason_ids":{"9h":"same-suit"},"rules":{"9h":"R-MA-MATCH"},
    /// "rule_cards":{"9h":"matching"}}`: the first three keys are JUDGE.md's,
    /// the others let a front end translate and link the reasons.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Each<'a, R, F>(&'a [(Card, R)], F);
        impl<R, F: Fn(&R) -> String> Serialize for Each<'_, R, F> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (card, reason) in self.0 {
                    map.serialize_entry(card, &(self.1)(reason))?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(6))?;
        map.serialize_entry("legal", &self.legal)?;
        map.serialize_entry("also", &self.also)?;
        map.serialize_entry("reasons", &Each(&self.reasons, |r: &R| r.text()))?;
        map.serialize_entry(
            "reason_ids",
            &Each(&self.reasons, |r: &R| r.id().to_owned()),
        )?;
        map.serialize_entry("rules", &Each(&self.reasons, |r: &R| rule_id(r.rule())))?;
        map.serialize_entry(
            "rule_cards",
            &Each(&self.reasons, |r: &R| r.rule().card.to_owned()),
        )?;
        map.end()
    }
}

/// The ruling id if there is one, else the rule card id: what JUDGE.md's
/// `"rule"` key shows.
pub fn rule_id(rule: RuleRef) -> String {
    rule.ruling.unwrap_or(rule.card).to_owned()
}

/// The table after a sequence of turns (JUDGE.md), seats 0-based; names
/// `P1`… appear only when serialized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableReport {
    /// Whose turn it is; `None` once somebody has won.
    pub next: Option<Seat>,
    /// Cards each player took during the sequence.
    pub drawn: Vec<u32>,
    /// The face-up top card.
    pub top: Card,
    /// The direction of play.
    pub direction: Direction,
    /// What is open for the next player.
    pub pending: Open,
    /// Turns each player still has to sit out.
    pub waiting: Vec<u32>,
    /// Cards in each hand.
    pub hand_sizes: Vec<u32>,
    /// The winner, once somebody has gone out.
    pub winner: Option<Seat>,
    /// The winner's points (Makao); `None` in games without a score.
    pub score: Option<u32>,
}

impl Serialize for TableReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(9))?;
        map.serialize_entry("next", &self.next.map(PlayerName))?;
        map.serialize_entry(
            "drawn",
            &PlayerCounts {
                counts: &self.drawn,
                nonzero_only: true,
            },
        )?;
        map.serialize_entry("top", &self.top)?;
        map.serialize_entry("direction", &self.direction)?;
        map.serialize_entry("pending", &self.pending)?;
        map.serialize_entry(
            "waiting",
            &PlayerCounts {
                counts: &self.waiting,
                nonzero_only: true,
            },
        )?;
        map.serialize_entry(
            "hand_sizes",
            &PlayerCounts {
                counts: &self.hand_sizes,
                nonzero_only: false,
            },
        )?;
        map.serialize_entry("winner", &self.winner.map(PlayerName))?;
        map.serialize_entry("score", &self.score)?;
        map.end()
    }
}

/// A turn of a sequence that the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalTurn {
    /// 1-based number of the TURN in `--turns`.
    pub turn: usize,
    /// Whose turn it was.
    pub player: Seat,
    /// The TURN as written (trimmed).
    pub action: String,
    /// Why it is illegal, naming card, player and rule; worded where it
    /// is shown (JSON: English).
    pub reason: Message,
    /// The rule card and ruling it breaks.
    pub rule: RuleRef,
    /// The table as it stood before that TURN.
    pub state: TableReport,
}

impl IllegalTurn {
    /// "turn 2 (P2 `9h`) is illegal: …", to be worded where it is shown.
    pub fn message(&self) -> Message {
        Message::new("refusal-turn-illegal")
            .arg("turn", self.turn)
            .arg("player", PlayerName(self.player).to_string())
            .arg("action", self.action.as_str())
            .arg("reason", self.reason.clone())
    }
}

impl Serialize for IllegalTurn {
    /// `{"illegal":{"turn":2,"player":"P2","action":"9h","reason":"…",
    /// "rule":"R-MA-JACK","rule_card":"jack-demand-round"},"state":{…}}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Inner<'a> {
            turn: usize,
            player: PlayerName,
            action: &'a str,
            reason: String,
            rule: String,
            rule_card: &'a str,
        }
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry(
            "illegal",
            &Inner {
                turn: self.turn,
                player: PlayerName(self.player),
                action: &self.action,
                reason: self.reason.to_string(),
                rule: rule_id(self.rule),
                rule_card: self.rule.card,
            },
        )?;
        map.serialize_entry("state", &self.state)?;
        map.end()
    }
}

/// Why a sequence could not be judged to its end.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SequenceError {
    /// The input is malformed: exit 2.
    #[error("{0}")]
    Malformed(InputError),
    /// A turn breaks the rules: exit 1.
    #[error("{}", .0.message())]
    Illegal(Box<IllegalTurn>),
}

impl SequenceError {
    /// The CLI's exit code: 2 malformed, 1 illegal.
    pub const fn exit_code(&self) -> u8 {
        match self {
            SequenceError::Malformed(_) => 2,
            SequenceError::Illegal(_) => 1,
        }
    }
}

impl From<InputError> for SequenceError {
    fn from(e: InputError) -> SequenceError {
        SequenceError::Malformed(e)
    }
}

impl Serialize for SequenceError {
    /// The malformed form `{"error":{…}}` or the illegal form
    /// `{"illegal":{…},"state":{…}}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SequenceError::Malformed(e) => e.serialize(serializer),
            SequenceError::Illegal(t) => t.serialize(serializer),
        }
    }
}
