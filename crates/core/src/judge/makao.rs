//! Makao situations in the judge language: which cards may be played now
//! (`--top`, `--hand`, one open obligation), and what a sequence of turns
//! leads to (`--players`, `--hand-sizes`, `--top`, `--turns`).

use crate::engine::french::{
    LegalVerdict, Open, SequenceError, TableReport, parse_card, parse_cards,
};
use crate::engine::makao::{self, judge::CardVerdict};
use crate::input::InputError;

use super::{LegalInput, SequenceInput};

/// Reads the open obligation of the legal-plays form; the engine then checks
/// that it fits the top card.
pub fn open(input: &LegalInput<'_>) -> Result<Open, InputError> {
    input.at_most_one_open()?;
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
    makao::legal(top, &hand, open)
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
