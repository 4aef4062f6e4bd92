//! The house rules in force at a table: which of a game's variants are
//! switched on and the value of each of its options, checked against the
//! game's content (`variants:` and `options:` in `content/<game>/game.yaml`).
//!
//! One type for every front end and every use: the CLI resolves it from
//! flags and the saved config, the web page from its switches; the judge,
//! the quiz, play and the cheat sheet take it. An engine that needs the
//! rules as flags makes them from it ([`HouseRules::maumau`]).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::content::Game;
use crate::engine::maumau;
use crate::i18n::{Message, Worded};
use crate::input::InputError;

/// Variants switched on (content ids, in the order they were given, each
/// once) and every option of the game with its value (the default where
/// none was set).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct HouseRules {
    variants: Vec<String>,
    options: BTreeMap<String, u32>,
}

impl HouseRules {
    /// Nothing switched on and no option set: the source's main text, as
    /// the engines take it ([`Default`] too).
    pub const NONE: HouseRules = HouseRules {
        variants: Vec::new(),
        options: BTreeMap::new(),
    };

    /// The source's main text: no variant, every option at its default.
    pub fn source(game: &Game) -> HouseRules {
        HouseRules {
            variants: Vec::new(),
            options: game
                .options
                .iter()
                .map(|o| (o.id.clone(), o.default))
                .collect(),
        }
    }

    /// The source's main text with `variants` switched on and `options`
    /// set, each checked against the game.
    pub fn new(
        game: &Game,
        variants: &[String],
        options: &[(&str, u32)],
    ) -> Result<HouseRules, InputError> {
        let mut house = HouseRules::source(game);
        for v in variants {
            house.switch_on(game, v)?;
        }
        for &(id, value) in options {
            house.set(game, id, value)?;
        }
        Ok(house)
    }

    /// Switches a variant on, named as a person may type it (any case,
    /// spaces around): an unknown name is an error suggesting the closest.
    pub fn switch_on(&mut self, game: &Game, name: &str) -> Result<(), InputError> {
        let id = check_variant(game, name)?;
        if !self.variants.contains(&id) {
            self.variants.push(id);
        }
        Ok(())
    }

    /// Switches every variant off; the options stay.
    pub fn clear_variants(&mut self) {
        self.variants.clear();
    }

    /// Sets an option: a value the game does not allow is an error naming
    /// the values it does.
    pub fn set(&mut self, game: &Game, id: &str, value: u32) -> Result<(), InputError> {
        let value = check_option(game, id, value)?;
        self.options.insert(id.to_owned(), value);
        Ok(())
    }

    /// The variants switched on, by content id.
    pub fn variants(&self) -> &[String] {
        &self.variants
    }

    /// Every option by id with its value.
    pub fn options(&self) -> &BTreeMap<String, u32> {
        &self.options
    }

    /// Whether the variant with this content id is on.
    pub fn has(&self, variant: &str) -> bool {
        self.variants.iter().any(|v| v == variant)
    }

    /// An option's value.
    pub fn option(&self, id: &str) -> Option<u32> {
        self.options.get(id).copied()
    }

    /// Mau-Mau's engine rules for these house rules.
    pub fn maumau(&self) -> Result<maumau::Rules, InputError> {
        let options: Vec<(&str, u32)> =
            self.options.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        maumau::Rules::from_ids(&self.variants, &options)
            .map_err(|e| InputError::new(self.variants.join(","), "known house rules", e.message()))
    }
}

/// Checks a variant name against the game, suggesting the closest.
fn check_variant(game: &Game, name: &str) -> Result<String, InputError> {
    let name = name.trim();
    if let Some(v) = game
        .variants
        .iter()
        .find(|v| v.id.eq_ignore_ascii_case(name))
    {
        return Ok(v.id.clone());
    }
    let known: Vec<&str> = game.variants.iter().map(|v| v.id.as_str()).collect();
    if known.is_empty() {
        return Err(InputError::new(
            name,
            "no --variant",
            Message::new("err-variant-none")
                .arg("game", game.id.to_string())
                .arg("name", name),
        ));
    }
    let near = known
        .iter()
        .max_by(|a, b| {
            strsim::jaro_winkler(a, name)
                .partial_cmp(&strsim::jaro_winkler(b, name))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .filter(|k| strsim::jaro_winkler(k, name) > 0.7);
    let message = Message::new("err-variant-unknown")
        .arg("game", game.id.to_string())
        .arg("name", name)
        .arg("known", known.join(", "))
        .arg("near", crate::i18n::message::did_you_mean(near.copied()));
    Err(InputError::new(name, known.join(", "), message))
}

/// Checks an option's value against the game.
fn check_option(game: &Game, id: &str, value: u32) -> Result<u32, InputError> {
    let Some(option) = game.options.iter().find(|o| o.id == id) else {
        return Err(InputError::new(
            format!("--{id}"),
            "no such option",
            Message::new("err-option-none")
                .arg("game", game.id.to_string())
                .arg("option", id),
        ));
    };
    if option.values.contains(&value) {
        Ok(value)
    } else {
        let allowed: Vec<String> = option.values.iter().map(u32::to_string).collect();
        Err(InputError::new(
            value.to_string(),
            allowed.join(", "),
            Message::new("err-option-not-allowed")
                .arg("option", id)
                .arg("value", value.to_string())
                .arg("allowed", allowed.join(", ")),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{GameId, load};

    fn maumau() -> Game {
        load(GameId::MauMau).unwrap()
    }

    #[test]
    fn the_source_is_every_option_at_its_default_and_no_variant() {
        let house = HouseRules::source(&maumau());
        assert!(house.variants().is_empty());
        assert_eq!(house.option("hand-size"), Some(5));
        assert_eq!(house.option("mau-penalty"), Some(5));
        assert_eq!(house.maumau().unwrap(), maumau::Rules::SOURCE);
    }

    #[test]
    fn names_are_read_as_typed_and_kept_once() {
        let house = HouseRules::new(
            &maumau(),
            &[" Seven-Stacking".into(), "seven-stacking".into()],
            &[("hand-size", 6)],
        )
        .unwrap();
        assert_eq!(house.variants(), ["seven-stacking"]);
        let rules = house.maumau().unwrap();
        assert!(rules.seven_stacking && !rules.eight_stacking);
        assert_eq!(rules.hand_size, 6);
    }

    #[test]
    fn an_unknown_variant_suggests_the_closest_and_a_bad_value_names_the_allowed() {
        let game = maumau();
        let e = HouseRules::new(&game, &["seven-stackin".into()], &[]).unwrap_err();
        assert_eq!(e.token, "seven-stackin");
        assert!(e.to_string().contains("seven-stacking"), "{e}");
        let e = HouseRules::new(&game, &[], &[("hand-size", 4)]).unwrap_err();
        assert_eq!((e.token.as_str(), e.expected.as_str()), ("4", "5, 6"));
    }

    #[test]
    fn a_game_without_house_rules_refuses_a_variant() {
        let makao = load(GameId::Makao).unwrap();
        let e = HouseRules::new(&makao, &["seven-stacking".into()], &[]).unwrap_err();
        assert_eq!(e.expected, "no --variant");
    }
}
