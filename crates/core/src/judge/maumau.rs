//! Mau-Mau situations in the judge language, under the house rules in
//! force: which cards may be played now, and what a sequence of turns
//! leads to.

use crate::engine::french::{
    LegalVerdict, Open, SequenceError, TableReport, parse_card, parse_cards,
};
use crate::engine::maumau::{self, HouseRules, Reason};
use crate::input::InputError;

use super::{LegalInput, SequenceInput};
use crate::i18n::{Message, Worded};

/// The engine's house rules from the ones in force (flags, saved, or the
/// source's main text): variant ids and option values by option id. Names
/// were checked against the game already.
pub fn house_rules(variants: &[String], options: &[(&str, u32)]) -> Result<HouseRules, InputError> {
    HouseRules::from_ids(variants, options)
        .map_err(|e| InputError::new(variants.join(","), "known house rules", e.message()))
}

/// The same from a question's list of variants (options at their defaults).
pub fn house_rules_of(variants: &[String]) -> Result<HouseRules, InputError> {
    HouseRules::from_ids(variants, &[])
        .map_err(|e| InputError::new(variants.join(","), "known house rules", e.message()))
}

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
pub fn legal(
    input: &LegalInput<'_>,
    rules: &HouseRules,
) -> Result<LegalVerdict<Reason>, InputError> {
    let top = parse_card(input.top)?;
    let hand = parse_cards(input.hand)?;
    let open = open(input)?;
    maumau::legal(top, &hand, open, rules)
}

/// What a sequence of turns leads to.
pub fn sequence(
    input: &SequenceInput<'_>,
    rules: &HouseRules,
) -> Result<TableReport, SequenceError> {
    let top = parse_card(input.top)?;
    maumau::sequence(
        input.players.unwrap_or(4),
        input.hand_sizes,
        top,
        input.turns,
        rules,
    )
}
