//! The judge in the page: the forms a player fills at the table (the top
//! card and a hand picked, what is open; each Meister Makatsu player's two
//! cards and the Meister) and the judge's notation (a sequence of turns,
//! `NAME=FIRST,SECOND` entries), read and judged by the core as
//! `rulecard judge` reads and judges them. The answer carries the CLI's
//! `--json` verdict as it is and the CLI's text of it.

use rulecard_core::content::{GameId, Lang};
use rulecard_core::engine::french::{self, CardReason, LegalVerdict, SequenceError};
use rulecard_core::engine::maumau::Rules;
use rulecard_core::house::HouseRules;
use rulecard_core::input::InputError;
use rulecard_core::judge::{self, LegalInput, SequenceInput, makatsu as mk};
use rulecard_core::render::{self, Style};
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{error, full_game, game_id, parse, text, ui_lang};

/// The text is laid out in lines no narrower screen needs broken by
/// the renderer: the page wraps them to its width (`white-space:
/// pre-wrap`), keeping each line's indentation.
const WIDTH: usize = 200;

/// What the page hands in: one of the forms, by its fields.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Form {
    /// Makao, Mau-Mau: the top card; with `hand` the legal-plays form,
    /// with `turns` the sequence form.
    top: String,
    hand: Option<String>,
    penalty: Option<u32>,
    wait: Option<u32>,
    demand_value: Option<String>,
    demand_suit: Option<String>,
    turns: Option<String>,
    players: Option<usize>,
    hand_sizes: Option<Vec<u32>>,
    /// Mau-Mau's house rules by id, and its options' values by id (the
    /// page's house-rules panel).
    variants: Vec<String>,
    options: std::collections::BTreeMap<String, u32>,
    /// Meister Makatsu: `NAME=FIRST,SECOND` per player, the pass, who
    /// holds Meister Makatsu; `final` for the end of a game
    /// (`NAME=POINTS`).
    entries: Vec<String>,
    pass: Option<u8>,
    meister: Option<String>,
    #[serde(rename = "final")]
    final_: bool,
}

/// The engine's verdict on the situation `form` (JSON) describes in
/// `game`: `{"verdict": <the CLI's --json answer>, "text": <the CLI's
/// text>, "allowed": false when a turn breaks the rules}`, or `{"error":
/// …}` naming the part that does not read.
#[wasm_bindgen]
pub fn judge(ui: &str, game: &str, form: &str) -> String {
    let lang = ui_lang(ui);
    text((|| {
        let form: Form = parse("the judge's form", form)?;
        let said = |e: InputError| error(e.message.say(lang));
        match game_id(game)? {
            GameId::Makatsu => makatsu(lang, form).map_err(said),
            GameId::Makao => shedding(lang, GameId::Makao, &form, None),
            GameId::MauMau => {
                let game = full_game(GameId::MauMau)?;
                let options: Vec<(&str, u32)> =
                    form.options.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                let house = HouseRules::new(game, &form.variants, &options).map_err(said)?;
                let rules = house.maumau().map_err(said)?;
                shedding(
                    lang,
                    GameId::MauMau,
                    &form,
                    Some((&rules, house.variants())),
                )
            }
        }
    })())
}

fn shedding(
    lang: Lang,
    id: GameId,
    form: &Form,
    maumau: Option<(&Rules, &[String])>,
) -> Result<Value, Value> {
    let game = full_game(id)?;
    let said = |e: InputError| error(e.message.say(lang));
    if let Some(hand) = &form.hand {
        let input = LegalInput {
            top: &form.top,
            hand,
            penalty: form.penalty,
            wait: form.wait,
            demand_value: form.demand_value.as_deref(),
            demand_suit: form.demand_suit.as_deref(),
        };
        let top = french::parse_card(&form.top).map_err(said)?;
        return match maumau {
            None => {
                let verdict = judge::makao::legal(&input).map_err(said)?;
                Ok(legal(game, lang, top, &verdict, None))
            }
            Some((rules, variants)) => {
                let verdict = judge::maumau::legal(&input, rules).map_err(said)?;
                Ok(legal(game, lang, top, &verdict, Some(variants)))
            }
        };
    }
    let input = SequenceInput {
        players: form.players,
        hand_sizes: form.hand_sizes.as_deref(),
        top: &form.top,
        turns: form.turns.as_deref().unwrap_or(""),
    };
    let result = match maumau {
        None => judge::makao::sequence(&input),
        Some((rules, _)) => judge::maumau::sequence(&input, rules),
    };
    let json = |v: Result<Value, serde_json::Error>| v.map_err(|e| error(e.to_string()));
    match result {
        Ok(t) => Ok(json!({
            "verdict": json(serde_json::to_value(&t))?,
            "text": render::shedding::table(lang, Style::PLAIN, WIDTH, &t),
            "allowed": true,
        })),
        Err(SequenceError::Malformed(e)) => Err(said(e)),
        Err(SequenceError::Illegal(t)) => Ok(json!({
            "verdict": json(serde_json::to_value(&*t))?,
            "text": render::shedding::illegal(game, lang, Style::PLAIN, WIDTH, &t),
            "allowed": false,
        })),
    }
}

/// The legal-plays verdict as `rulecard judge … --hand … --json` gives it
/// (reasons in the reader's words, the house rules where the game has
/// them), with its text.
fn legal<R: CardReason>(
    game: &rulecard_core::content::Game,
    lang: Lang,
    top: french::Card,
    verdict: &LegalVerdict<R>,
    variants: Option<&[String]>,
) -> Value {
    let mut v = serde_json::to_value(verdict).unwrap_or(Value::Null);
    render::shedding::localize_legal_json(&mut v, lang, verdict);
    if let Some(variants) = variants {
        v["variants"] = json!(variants);
    }
    json!({
        "verdict": v,
        "text": render::shedding::legal(game, lang, Style::PLAIN, WIDTH, top, verdict),
        "allowed": true,
    })
}

fn makatsu(lang: Lang, form: Form) -> Result<Value, InputError> {
    let game = full_game(GameId::Makatsu)
        .map_err(|e| InputError::new("", "", rulecard_core::i18n::Message::new(e.to_string())))?;
    let meister = form.meister.as_deref().map(render::echo::escape);
    let entries: Vec<String> = form
        .entries
        .iter()
        .map(|e| render::echo::escape(e))
        .collect();
    if form.final_ {
        let f = mk::judge_end(meister.as_deref(), &entries)?;
        return Ok(json!({
            "verdict": f.to_json(),
            "text": render::makatsu::final_result(game, lang, Style::PLAIN, WIDTH, &f),
            "allowed": true,
        }));
    }
    let round = mk::judge(mk::parse_round(
        Some(form.pass.unwrap_or(1)),
        meister.as_deref(),
        &entries,
    )?)?;
    Ok(json!({
        "verdict": round.to_json(),
        "text": render::makatsu::round(game, lang, Style::PLAIN, WIDTH, &round),
        "allowed": true,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(s: &str) -> Value {
        serde_json::from_str(s).expect("the page's JSON")
    }

    #[test]
    fn an_open_penalty_leaves_only_the_cards_that_pass_it_on() {
        let v = value(&judge(
            "en",
            "makao",
            r#"{"top":"2h","hand":"2c 9h 3h","penalty":2}"#,
        ));
        assert_eq!(v["verdict"]["legal"], json!(["2c", "3h"]), "{v}");
        assert!(
            v["verdict"]["also"]
                .as_array()
                .is_some_and(|a| a.contains(&json!("take")))
        );
    }

    #[test]
    fn a_meister_makatsu_round_awards_the_colours() {
        let v = value(&judge(
            "en",
            "makatsu",
            r#"{"meister":"Jo","entries":["Jo=B2,G7","Kim=L5,B2","Lea=G7,L1"]}"#,
        ));
        assert!(
            v["verdict"]["awards"]
                .as_array()
                .is_some_and(|a| !a.is_empty()),
            "{v}"
        );
        assert!(v["text"].as_str().is_some_and(|t| t.contains("Jo")));
    }

    #[test]
    fn a_bad_card_is_named() {
        let v = value(&judge("en", "makao", r#"{"top":"9x","hand":"9h"}"#));
        assert!(v["error"].as_str().is_some_and(|m| m.contains("9x")), "{v}");
    }
}
