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
//! Why a trait, [`Shedding`], and closures rather than one function per
//! game: what a TURN means is each game's business (Makao's `draw 9h`, Mau-
//! Mau's `Ah draw 9h`), but how a refusal is reported must not differ.
//!
//! Also here: the shared refusals ([`empty_hand`], [`read_suit`],
//! [`choice_error`], [`at_most_held`]).

use super::action::RuleText;
use super::card::{Card, Choice, Suit};
use super::notation::split_turns;
use super::report::{IllegalTurn, SequenceError, TableReport};
use super::shedding::Shedding;
use super::table::PlayerName;
use crate::engine::{CitesRule, RuleRef, Seat};
use crate::i18n::{Message, Worded};
use crate::input::InputError;

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
    ) -> Result<HandSizes, InputError> {
        let sizes = HandSizes(match given {
            Some(sizes) => sizes.to_vec(),
            None => vec![default; players],
        });
        if sizes.0.len() != players {
            return Err(InputError::new(
                sizes.listed(),
                format!("{players} hand sizes, one per player"),
                Message::new("err-hand-size-count")
                    .arg("given", sizes.0.len())
                    .arg("players", players),
            ));
        }
        if let Some(seat) = sizes.0.iter().position(|&n| n == 0) {
            return Err(InputError::new(
                sizes.listed(),
                "hand sizes of at least 1",
                Message::new("err-would-hold-none")
                    .arg("player", PlayerName(seat).to_string())
                    .arg("rule", RuleText(end).message()),
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
    pub fn refused(&self, why: &dyn Worded) -> InputError {
        InputError::new(self.listed(), "valid hand sizes", why.message())
    }
}

/// Splits `turns` into TURNs and reads each with `read(number, text)`
/// (`number` 1-based); an empty TURN is refused here, as not what
/// `expected` describes. The first malformed TURN ends the reading.
pub fn read_turns<'a, T>(
    turns: &'a str,
    expected: &Message,
    mut read: impl FnMut(usize, &'a str) -> Result<T, InputError>,
) -> Result<Vec<(&'a str, T)>, InputError> {
    let texts = split_turns(turns);
    let mut out = Vec::with_capacity(texts.len());
    for (i, text) in texts.into_iter().enumerate() {
        let number = i + 1;
        if text.is_empty() {
            return Err(InputError::new(
                "",
                expected.to_string(),
                Message::new("err-turn-empty")
                    .arg("turn", number)
                    .arg("expected", expected.clone()),
            ));
        }
        out.push((text, read(number, text)?));
    }
    Ok(out)
}

/// Applies each TURN to `state` with `apply(state, turn, player)`, which
/// plays the TURN's actions for `player` (the acting seat) and stops at the
/// first refusal. Returns the table after the last TURN, or the first
/// refused TURN with the table before it.
pub fn replay<S: Shedding, T>(
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
fn refused<S: Shedding>(
    turn: usize,
    text: &str,
    player: Seat,
    e: S::Illegal,
    before: &S,
) -> SequenceError {
    if let Some(expected) = S::malformed(&e, player) {
        return InputError::new(
            text,
            expected,
            Message::new("err-turn-refused")
                .arg("turn", turn)
                .arg("reason", e.message()),
        )
        .into();
    }
    SequenceError::Illegal(Box::new(IllegalTurn {
        turn,
        player,
        action: text.to_string(),
        reason: e.message(),
        rule: e.rule().unwrap_or(S::UNCITED),
        state: before.report(),
    }))
}

/// What a TURN that lays more cards than `player` holds (`holds`, with
/// any drawn in it) should have been: the expectation of that refusal in
/// both games, where it is malformed input (exit 2), since it contradicts
/// the sequence's own hand sizes.
pub fn at_most_held(holds: usize, player: Seat) -> String {
    Message::new("expected-at-most-held")
        .arg("holds", holds)
        .arg("player", PlayerName(player).to_string())
        .to_string()
}

/// The legal form's refusal of an empty hand (`end`: the game's rule that
/// a player without cards has won).
pub fn empty_hand(end: RuleRef) -> InputError {
    InputError::new(
        "",
        "at least one card in the hand",
        Message::new("err-hand-empty").arg("rule", RuleText(end).message()),
    )
}

/// Reads a suit option (`c`, `d`, `h`, `s` or a symbol); a wrong one
/// `` `x` is {not_a}: expected … `` (`not_a`: a message such as "not a
/// suit").
pub fn read_suit(text: &str, not_a: Message) -> Result<Suit, InputError> {
    text.parse::<Suit>().map_err(|e| {
        InputError::new(
            text,
            e.expected(),
            Message::new("err-not-a-suit")
                .arg("text", text)
                .arg("not_a", not_a)
                .arg("expected", Message::new("expected-suit")),
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
    expected: Message,
    missing: Message,
) -> InputError {
    let token = match choice {
        Some(c) => format!("{card}>{c}"),
        None => card.to_string(),
    };
    let what = if choice.is_none() {
        missing
    } else {
        Message::new("err-choice-cannot-take")
    };
    InputError::new(
        token.clone(),
        expected.to_string(),
        Message::new("err-choice")
            .arg("turn", number)
            .arg("token", token)
            .arg("what", what)
            .arg("expected", expected),
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
        assert_eq!(
            e.message.to_string(),
            "2 hand sizes for 3 players: give one per player"
        );
        let e = HandSizes::read(2, Some(&[5, 0]), 5, END).unwrap_err();
        assert!(e.to_string().starts_with("P2 would hold no cards"), "{e}");
        assert!(e.to_string().ends_with("(rule winning, R-XX-END)"), "{e}");
    }

    #[test]
    fn turns_are_read_in_order_and_an_empty_one_is_refused_by_number() {
        let expected = Message::new("expected-token");
        let read = read_turns("9h; draw;", &expected, |n, t| Ok((n, t.len())));
        assert_eq!(read.unwrap(), vec![("9h", (1, 2)), ("draw", (2, 4))]);
        let e = read_turns("9h;;9s", &expected, |_, _| Ok(())).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("turn 2 is empty: expected {expected}")
        );
    }

    #[test]
    fn shared_refusals_name_token_and_rule() {
        assert!(
            empty_hand(END)
                .to_string()
                .ends_with("(rule winning, R-XX-END)")
        );
        let not_a = || Message::new("judge-not-a-suit");
        assert_eq!(read_suit("h", not_a()), Ok(Suit::Hearts));
        let e = read_suit("x", not_a()).unwrap_err();
        assert!(
            e.to_string().starts_with("\"x\" is not a suit: expected"),
            "{e}"
        );
        let jd: Card = "Jd".parse().unwrap();
        let wish = || Message::new("judge-misses-wish");
        let e = choice_error(2, jd, None, Message::new("expected-suit"), wish());
        assert_eq!(
            e.to_string(),
            "turn 2: \"Jd\" misses its wish: expected a suit c, d, h or s (or ♣ ♦ ♥ ♠)"
        );
        let e = choice_error(
            1,
            jd,
            Some(Choice::Nothing),
            Message::new("expected-suit"),
            wish(),
        );
        assert_eq!(e.token, "Jd>-");
    }
}
