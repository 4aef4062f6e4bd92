//! The judge's procedure, shared by Makao and Mau-Mau (JUDGE.md).
//!
//! Both games judge a sequence the same way, and only the TURN grammar and
//! the rules differ:
//!
//! 1. [`HandSizes::read`]: one hand size per player (or the game's default
//!    for each), none of them 0;
//! 2. [`read_turns`]: `--turns` split at `;`, an empty TURN refused by
//!    number, every other TURN read by the game; all of them before the
//!    first is played, so malformed input (exit 2) is reported before any
//!    illegal turn (exit 1);
//! 3. [`replay`]: each TURN applied to the game's counted position; the
//!    first refusal becomes an [`IllegalTurn`] with the table as it stood
//!    before that TURN (a TURN of several actions may fail halfway).
//!
//! Why a trait, [`Replay`], and closures rather than one function per
//! game: what a TURN means is each game's business (Makao's `draw 9h`, Mau-
//! Mau's `Ah draw 9h`), but how a refusal is reported must not differ.
//!
//! Also here: the shared refusals ([`empty_hand`], [`read_suit`],
//! [`choice_error`], [`at_most_held`]).

use std::fmt;

use super::action::RuleText;
use super::card::{Card, Choice, Suit};
use super::notation::{JudgeError, split_turns};
use super::report::{IllegalTurn, SequenceError, TableReport};
use crate::engine::{CitesRule, Position, RuleRef, Seat};

/// The hand sizes of a sequence: one per player, each at least 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSizes(Vec<u32>);

impl HandSizes {
    /// `given` (or `default` for each of `players`), checked: one per
    /// player and none 0 (`end` is the game's rule that a player without
    /// cards has won).
    pub fn read(
        players: usize,
        given: Option<&[u32]>,
        default: u32,
        end: RuleRef,
    ) -> Result<HandSizes, JudgeError> {
        let sizes = HandSizes(match given {
            Some(sizes) => sizes.to_vec(),
            None => vec![default; players],
        });
        if sizes.0.len() != players {
            return Err(JudgeError::new(
                sizes.listed(),
                format!("{players} hand sizes, one per player"),
                format!(
                    "{} hand sizes for {players} players: give one per player",
                    sizes.0.len()
                ),
            ));
        }
        if let Some(seat) = sizes.0.iter().position(|&n| n == 0) {
            return Err(JudgeError::new(
                sizes.listed(),
                "hand sizes of at least 1",
                format!(
                    "P{} would hold no cards, but a player without cards has already won ({})",
                    seat + 1,
                    RuleText(end)
                ),
            ));
        }
        Ok(sizes)
    }

    /// The sizes, seat by seat.
    pub fn sizes(&self) -> &[u32] {
        &self.0
    }

    /// Cards in all hands.
    pub fn total(&self) -> u64 {
        self.0.iter().map(|&n| u64::from(n)).sum()
    }

    /// The sizes as written: `5,5,5`; the token of every error about them.
    pub fn listed(&self) -> String {
        self.0
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The game refused to seat these hands (`why` says how).
    pub fn refused(&self, why: impl fmt::Display) -> JudgeError {
        JudgeError::new(self.listed(), "valid hand sizes", why.to_string())
    }
}

/// Splits `turns` into TURNs and reads each with `read(number, text)`
/// (`number` 1-based); an empty TURN is refused here, as not what
/// `expected` describes. The first malformed TURN ends the reading.
pub fn read_turns<'a, T>(
    turns: &'a str,
    expected: &str,
    mut read: impl FnMut(usize, &'a str) -> Result<T, JudgeError>,
) -> Result<Vec<(&'a str, T)>, JudgeError> {
    let texts = split_turns(turns);
    let mut out = Vec::with_capacity(texts.len());
    for (i, text) in texts.into_iter().enumerate() {
        let number = i + 1;
        if text.is_empty() {
            return Err(JudgeError::new(
                "",
                expected,
                format!("turn {number} is empty: expected {expected}"),
            ));
        }
        out.push((text, read(number, text)?));
    }
    Ok(out)
}

/// A counted position the judge can replay TURNs on.
pub trait Replay: Position {
    /// The rule an illegal TURN cites if its refusal names none.
    const UNCITED: RuleRef;

    /// The seat a refused action is charged to.
    fn acting_seat(&self) -> Seat;

    /// The table in the judge's JSON shape.
    fn report(&self) -> TableReport;

    /// Whether a refusal says that the TURN cannot be judged at all rather
    /// than that it breaks a rule: then what was expected of the TURN
    /// written by `player` instead (exit 2). None by default.
    fn malformed(_refusal: &Self::Illegal, _player: Seat) -> Option<String> {
        None
    }
}

/// Applies each TURN to `state` with `apply(state, turn, player)`, which
/// plays the TURN's actions for `player` (the acting seat) and stops at the
/// first refusal. Returns the table after the last TURN, or the first
/// refused TURN with the table before it.
pub fn replay<S: Replay, T>(
    mut state: S,
    turns: Vec<(&str, T)>,
    mut apply: impl FnMut(&mut S, T, Seat) -> Result<(), S::Illegal>,
) -> Result<TableReport, SequenceError> {
    for (i, (text, turn)) in turns.into_iter().enumerate() {
        let before = state.clone();
        let player = state.acting_seat();
        if let Err(e) = apply(&mut state, turn, player) {
            return Err(refused(i + 1, text, player, e, &before));
        }
    }
    Ok(state.report())
}

/// The error for TURN `turn` (`text`, by `player`) refused with `e`.
fn refused<S: Replay>(
    turn: usize,
    text: &str,
    player: Seat,
    e: S::Illegal,
    before: &S,
) -> SequenceError {
    if let Some(expected) = S::malformed(&e, player) {
        return JudgeError::new(text, expected, format!("turn {turn}: {e}")).into();
    }
    SequenceError::Illegal(Box::new(IllegalTurn {
        turn,
        player,
        action: text.to_string(),
        reason: e.to_string(),
        rule: e.rule().unwrap_or(S::UNCITED),
        state: before.report(),
    }))
}

/// What a TURN that lays more cards than `player` holds (`holds`, with
/// any drawn in it) should have been: the expectation of that refusal in
/// both games, where it is malformed input (exit 2), since it contradicts
/// the sequence's own hand sizes.
pub fn at_most_held(holds: usize, player: Seat) -> String {
    format!("at most {holds} card(s) for P{} in this turn", player + 1)
}

/// The legal form's refusal of an empty hand (`end`: the game's rule that
/// a player without cards has won).
pub fn empty_hand(end: RuleRef) -> JudgeError {
    JudgeError::new(
        "",
        "at least one card in the hand",
        format!(
            "the hand is empty, but a player without cards has already won ({})",
            RuleText(end)
        ),
    )
}

/// Reads a suit option (`c`, `d`, `h`, `s` or a symbol); a wrong one
/// `` `x` is {not_a}: expected … ``.
pub fn read_suit(text: &str, not_a: &str) -> Result<Suit, JudgeError> {
    text.parse::<Suit>().map_err(|e| {
        JudgeError::new(
            text,
            e.expected(),
            format!("`{text}` is {not_a}: expected {}", e.expected()),
        )
    })
}

/// A card of TURN `number` with a choice its rank cannot take, or without
/// the one it needs (`missing` says what, e.g. "misses its wish"):
/// `` turn 2: `Jd` misses its wish: expected … ``.
pub fn choice_error(
    number: usize,
    card: Card,
    choice: Option<Choice>,
    expected: &str,
    missing: &str,
) -> JudgeError {
    let token = match choice {
        Some(c) => format!("{card}>{c}"),
        None => card.to_string(),
    };
    let what = if choice.is_none() {
        missing
    } else {
        "has a choice it cannot take"
    };
    JudgeError::new(
        token.clone(),
        expected,
        format!("turn {number}: `{token}` {what}: expected {expected}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const END: RuleRef = RuleRef::ruled("winning", "R-XX-END");

    #[test]
    fn hand_sizes_one_per_player_none_empty() {
        let sizes = HandSizes::read(3, None, 5, END).unwrap();
        assert_eq!((sizes.sizes(), sizes.total()), (&[5, 5, 5][..], 15));
        assert_eq!(sizes.listed(), "5,5,5");
        let e = HandSizes::read(3, Some(&[5, 5]), 5, END).unwrap_err();
        assert_eq!(e.token, "5,5");
        assert_eq!(e.message, "2 hand sizes for 3 players: give one per player");
        let e = HandSizes::read(2, Some(&[5, 0]), 5, END).unwrap_err();
        assert!(e.message.starts_with("P2 would hold no cards"), "{e}");
        assert!(e.message.ends_with("(rule winning, R-XX-END)"), "{e}");
    }

    #[test]
    fn turns_are_read_in_order_and_an_empty_one_is_refused_by_number() {
        let read = read_turns("9h; draw;", "a TURN", |n, t| Ok((n, t.len())));
        assert_eq!(read.unwrap(), vec![("9h", (1, 2)), ("draw", (2, 4))]);
        let e = read_turns("9h;;9s", "a TURN", |_, _| Ok(())).unwrap_err();
        assert_eq!(e.message, "turn 2 is empty: expected a TURN");
    }

    #[test]
    fn shared_refusals_name_token_and_rule() {
        assert!(
            empty_hand(END)
                .message
                .ends_with("(rule winning, R-XX-END)")
        );
        assert_eq!(read_suit("h", "not a suit"), Ok(Suit::Hearts));
        let e = read_suit("x", "not a suit").unwrap_err();
        assert!(e.message.starts_with("`x` is not a suit: expected"), "{e}");
        let jd: Card = "Jd".parse().unwrap();
        let e = choice_error(2, jd, None, "a suit", "misses its wish");
        assert_eq!(e.message, "turn 2: `Jd` misses its wish: expected a suit");
        let e = choice_error(1, jd, Some(Choice::Nothing), "x", "misses it");
        assert_eq!(e.token, "Jd>-");
    }
}
