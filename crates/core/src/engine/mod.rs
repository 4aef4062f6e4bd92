//! Rules engines, one module per game, behind one shared trait.
//!
//! An engine is pure rules: it holds the state of a table, lists what may be
//! done next, and applies an action or refuses it with a reason that names
//! the rule card (and ruling) behind the refusal. It never prints, reads
//! files or looks at a clock, so the judge, the quiz, the simulations and the
//! tests all run the very same code.
//!
//! The shared vocabulary is deliberately small:
//!
//! - [`Seat`]: a 0-based index into the seating order; the next seat sits to
//!   the left (clockwise), as every source describes play "to the left".
//! - [`RuleRef`]: which rule card of the content (and which ruling of
//!   `RULINGS.md`, if any) decided something. Engines return these as data;
//!   the renderer turns them into text in the reader's language.
//! - [`CitesRule`]: errors that can say which rule they enforce.
//! - [`Position`]: a turn-based game state, the one trait every engine
//!   implements.

use std::fmt;

use serde::Serialize;

pub mod french;
pub mod makao;
pub mod makatsu;
pub mod maumau;
pub mod random;
pub mod spread;

/// A seat at the table: 0-based, in seating order; seat `i + 1` (mod the
/// number of players) sits to the left of seat `i`.
///
/// Why a plain `usize` and not a newtype: seats index straight into the
/// per-player slices the judge is given (`hands`, `points`), and a newtype
/// would only add conversions at every such place.
pub type Seat = usize;

/// A reference to the rule that decided something.
///
/// `card` is the id of a rule card in `content/<game>/rules.yaml`
/// (kebab-case); `ruling` is an id from `RULINGS.md` (e.g. `"R-MK-TIE"`)
/// when the decision rests on this tool's reading of an open point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct RuleRef {
    /// Rule card id in the game's content, e.g. `"tie-later-card"`.
    pub card: &'static str,
    /// Ruling id from `RULINGS.md`, e.g. `"R-MK-TIE"`, if one applies.
    pub ruling: Option<&'static str>,
}

impl RuleRef {
    /// A rule the source states plainly: no ruling involved.
    pub const fn card(card: &'static str) -> RuleRef {
        RuleRef { card, ruling: None }
    }

    /// A rule card together with the ruling that settles its open point.
    pub const fn ruled(card: &'static str, ruling: &'static str) -> RuleRef {
        RuleRef {
            card,
            ruling: Some(ruling),
        }
    }
}

impl fmt::Display for RuleRef {
    /// `tie-later-card (R-MK-TIE)` or just `chip-colours`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ruling {
            Some(ruling) => write!(f, "{} ({})", self.card, ruling),
            None => f.write_str(self.card),
        }
    }
}

/// An error that can name the rule it enforces.
///
/// Input errors that no rule card covers (a malformed count, say) return
/// `None`; every refusal of a move by the rules returns `Some`.
pub trait CitesRule {
    /// The rule card (and ruling) behind this error, if there is one.
    fn rule(&self) -> Option<RuleRef>;
}

/// A turn-based game position: whose turn it is, what they may do, and what
/// happens when they do it.
///
/// Shedding games (Makao, Mau-Mau) and Meister Makatsu share this shape:
/// exactly one seat acts at a time, the set of legal actions is finite and
/// can be listed, and an illegal action is refused without changing the
/// position.
pub trait Position: Clone {
    /// One thing a player may do on their turn (play a card, draw, …).
    type Action: Copy + Eq + fmt::Debug;
    /// Why an action was refused; names the rule it breaks.
    type Illegal: std::error::Error + CitesRule;

    /// Number of seats at the table.
    fn seats(&self) -> usize;

    /// The seat that acts next, or `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;

    /// Replaces the contents of `out` with every legal action of the seat to
    /// move, in a stable order (empty once the game is over).
    ///
    /// Why an out-parameter: simulations call this millions of times and can
    /// reuse one buffer.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Whether `action` is legal now. The default lists the legal actions;
    /// engines override it with a direct check.
    fn is_legal(&self, action: Self::Action) -> bool {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.contains(&action)
    }

    /// Calls `pick` with the length of the list [`Position::legal_actions`]
    /// makes now and returns that list's entry at the index `pick` returns;
    /// `None` (without calling `pick`) when the list is empty, or for an
    /// index past its end.
    ///
    /// Why: the random player draws an index and needs only that one
    /// action, and listing every action (a Makao hand offers every set and
    /// last card of each value, a jack seven times over) cost more than the
    /// rest of a random move. Engines find the entry without the list; the
    /// default lists.
    fn pick_listed(&self, pick: impl FnOnce(usize) -> usize) -> Option<Self::Action> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.is_empty() {
            return None;
        }
        legal.get(pick(legal.len())).copied()
    }

    /// Applies `action` for the seat to move, or refuses it. A refused action
    /// leaves the position unchanged.
    fn play(&mut self, action: Self::Action) -> Result<(), Self::Illegal>;

    /// Applies `action`, which [`Position::legal_actions`] listed for this
    /// very position, without checking it again.
    ///
    /// Why: a simulation only ever picks a listed action, and re-checking
    /// it costs a sixth of a random game's time. An action that was not
    /// listed may leave a position the rules never reach, so callers hand
    /// in only what was listed (debug builds check it). The default plays
    /// it checked, and refused (never, for a listed action) changes
    /// nothing.
    fn play_listed(&mut self, action: Self::Action) {
        // A listed action is legal: the refusal cannot happen.
        let _ = self.play(action);
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool;

    /// The winning seat once the game is over.
    fn winner(&self) -> Option<Seat>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_ref_display_names_card_and_ruling() {
        assert_eq!(
            RuleRef::ruled("tie-later-card", "R-MK-TIE").to_string(),
            "tie-later-card (R-MK-TIE)"
        );
        assert_eq!(RuleRef::card("chip-colours").to_string(), "chip-colours");
    }

    #[test]
    fn rule_ref_serializes_snake_case() {
        let json = serde_json::to_string(&RuleRef::ruled("passes", "R-MK-PASSES")).ok();
        assert_eq!(
            json.as_deref(),
            Some(r#"{"card":"passes","ruling":"R-MK-PASSES"}"#)
        );
    }
}
