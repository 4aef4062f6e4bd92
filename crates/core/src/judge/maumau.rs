//! Mau-Mau situations in the judge language, under the house rules in
//! force: which cards may be played now, and what a sequence of turns
//! leads to.

use crate::engine::french::{
    LegalVerdict, Open, SequenceError, TableReport, parse_card, parse_cards,
};
use crate::engine::maumau::{self, Reason, Rules};
use crate::input::InputError;

use super::{LegalInput, SequenceInput};
use crate::i18n::Message;

/// Reads the open obligation: a 7's penalty, an 8's skip, a jack's wish.
pub fn open(input: &LegalInput<'_>) -> Result<Open, InputError> {
    input.at_most_one_open()?;
    if let Some(v) = input.demand_value {
        return Err(InputError::new(
            format!("--demand-value {v}"),
            "--penalty, --wait or --demand-suit",
            Message::new("err-mm-no-value-demand"),
        ));
    }
    let mut open = Open::NONE;
    if let Some(p) = input.penalty {
        open.penalty = p;
    }
    if let Some(w) = input.wait {
        open.wait = w;
    }
    if let Some(s) = input.demand_suit {
        open.demand_suit = Some(maumau::parse_demand_suit(s)?);
    }
    Ok(open)
}

/// Which cards may be played now.
pub fn legal(input: &LegalInput<'_>, rules: &Rules) -> Result<LegalVerdict<Reason>, InputError> {
    let top = parse_card(input.top)?;
    let hand = parse_cards(input.hand)?;
    let open = open(input)?;
    maumau::legal(top, &hand, open, rules)
}

/// What a sequence of turns leads to.
pub fn sequence(input: &SequenceInput<'_>, rules: &Rules) -> Result<TableReport, SequenceError> {
    let top = parse_card(input.top)?;
    maumau::sequence(
        input.players.unwrap_or(4),
        input.hand_sizes,
        top,
        input.turns,
        rules,
    )
}
