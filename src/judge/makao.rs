//! Makao situations in the judge language: which cards may be played now
//! (`--top`, `--hand`, one open obligation), and what a sequence of turns
//! leads to (`--players`, `--hand-sizes`, `--top`, `--turns`).

use crate::engine::french::{
    JudgeError, LegalVerdict, Open, SequenceError, TableReport, parse_card, parse_cards,
};
use crate::engine::makao::{self, judge::CardVerdict};

use super::InputError;

impl From<JudgeError> for InputError {
    fn from(e: JudgeError) -> Self {
        InputError::new(e.token, e.expected, e.message)
    }
}

/// The legal-plays form, as described: the top card, the hand, and what is
/// open (at most one of the four).
#[derive(Debug, Clone, Default)]
pub struct LegalInput<'a> {
    pub top: &'a str,
    pub hand: &'a str,
    pub penalty: Option<u32>,
    pub wait: Option<u32>,
    pub demand_value: Option<&'a str>,
    pub demand_suit: Option<&'a str>,
}

/// The sequence form, as described.
#[derive(Debug, Clone, Default)]
pub struct SequenceInput<'a> {
    pub players: Option<usize>,
    pub hand_sizes: Option<&'a [u32]>,
    pub top: &'a str,
    pub turns: &'a str,
}

/// Reads the open obligation of the legal-plays form; the engine then checks
/// that it fits the top card.
pub fn open(input: &LegalInput<'_>) -> Result<Open, InputError> {
    let given = [
        input.penalty.is_some(),
        input.wait.is_some(),
        input.demand_value.is_some(),
        input.demand_suit.is_some(),
    ];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(InputError::new(
            "--penalty/--wait/--demand-value/--demand-suit",
            "at most one of them",
            "at most one obligation can be open at a time: give one of --penalty, --wait, --demand-value, --demand-suit",
        ));
    }
    let mut open = Open::NONE;
    if let Some(p) = input.penalty {
        open.penalty = p;
    }
    if let Some(w) = input.wait {
        open.wait = w;
    }
    if let Some(v) = input.demand_value {
        open.demand_value = Some(makao::judge::parse_demand_value(v)?);
    }
    if let Some(s) = input.demand_suit {
        open.demand_suit = Some(makao::judge::parse_demand_suit(s)?);
    }
    Ok(open)
}

/// Which cards may start a play now.
pub fn legal(input: &LegalInput<'_>) -> Result<LegalVerdict<CardVerdict>, InputError> {
    let top = parse_card(input.top)?;
    let hand = parse_cards(input.hand)?;
    let open = open(input)?;
    Ok(makao::legal(top, &hand, open)?)
}

/// What a sequence of turns leads to. Malformed input is an `Err` with a
/// [`SequenceError::Malformed`]; an illegal turn a [`SequenceError::Illegal`].
pub fn sequence(input: &SequenceInput<'_>) -> Result<TableReport, SequenceError> {
    let top = parse_card(input.top)?;
    makao::sequence(
        input.players.unwrap_or(4),
        input.hand_sizes,
        top,
        input.turns,
    )
}
