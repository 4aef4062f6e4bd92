//! rulecard in a web page: the rules core behind a small API of JSON in,
//! JSON out, for wasm-bindgen. Every answer is the core's: its search and
//! ranking, its rule text rendered to HTML, its engines' verdicts, its
//! quiz checking and scheduling, its play API and its catalogues' words.
//! Nothing here decides a rule or words a message of its own; it picks
//! the core's functions the CLI picks and hands their results on as JSON.
//!
//! - [`lookup`]: the games, search across games and within one, a card,
//!   the card list, mistakes, numbers, the cheat sheet, the interface's
//!   words;
//! - [`judge`]: the judge's forms and notation;
//! - [`quiz`]: a quiz session over the progress the page keeps, in the
//!   CLI's `progress.json` format;
//! - [`play`]: a game at the table on the play API (the page runs it in a
//!   Web Worker).
//!
//! Every function also runs on the host (the crate is an rlib as well), so
//! its tests call exactly what the page calls.

pub mod judge;
pub mod lookup;
pub mod play;
pub mod quiz;

use rulecard_core::content::{Game, GameId, Lang, Parts, load_parts};
use rulecard_core::document::Document;
use rulecard_core::house::HouseRules;
use serde_json::{Value, json};

/// The interface language a page asks for (`de`, `nl`, `en`, or a browser
/// locale such as `nl-BE`); English for anything else.
pub(crate) fn ui_lang(code: &str) -> Lang {
    Lang::from_code(code)
        .or_else(|| Lang::from_locale(code))
        .unwrap_or(Lang::En)
}

/// The rule text's language for `game`: the interface language where the
/// game has its text in it, else English (the CLI's rule, `lang_for`).
pub(crate) fn rule_lang(game: &Game, ui: Lang) -> Lang {
    if game.has_lang(ui) { ui } else { Lang::En }
}

/// The game a page names by its slug or an alias.
pub(crate) fn game_id(slug: &str) -> Result<GameId, Value> {
    GameId::from_slug(slug).ok_or_else(|| {
        error(format!(
            "`{slug}` is not a game: expected makatsu, makao or maumau"
        ))
    })
}

/// A game with all its content, read once per page and kept: a page asks
/// for the same games again and again.
pub(crate) fn full_game(id: GameId) -> Result<&'static Game, Value> {
    thread_local! {
        static GAMES: std::cell::RefCell<Vec<(GameId, &'static Game)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    if let Some(g) = GAMES.with(|g| g.borrow().iter().find(|(i, _)| *i == id).map(|(_, g)| *g)) {
        return Ok(g);
    }
    let game: &'static Game = Box::leak(Box::new(
        load_parts(id, Parts::ALL).map_err(|e| error(e.to_string()))?,
    ));
    GAMES.with(|g| g.borrow_mut().push((id, game)));
    Ok(game)
}

/// `{"error": message}`: what every function answers for input it cannot
/// use.
pub(crate) fn error(message: impl Into<String>) -> Value {
    json!({ "error": message.into() })
}

/// A JSON value as the text handed to the page.
pub(crate) fn text(result: Result<Value, Value>) -> String {
    match result {
        Ok(v) | Err(v) => v.to_string(),
    }
}

/// Reads the JSON a page hands in, naming what did not read.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(what: &str, input: &str) -> Result<T, Value> {
    serde_json::from_str(input).map_err(|e| error(format!("{what} does not read: {e}")))
}

/// A document the page keeps in the browser (the quiz progress, the play
/// statistics) from its text: the CLI's file format, read by the same
/// forgiving decoder; "" before anything is recorded.
pub(crate) fn read_doc<D: Document>(text: &str) -> Result<D, Value> {
    if text.trim().is_empty() {
        return Ok(D::empty());
    }
    D::decode(text.as_bytes())
        .map(|d| d.doc)
        .map_err(|p| error(format!("{}: {p}", D::FILE)))
}

/// The text the page keeps for a document: its file's bytes.
pub(crate) fn write_doc<D: Document>(doc: &D) -> Result<String, Value> {
    doc.encode()
        .map_err(error)
        .and_then(|b| String::from_utf8(b).map_err(|e| error(e.to_string())))
}

/// The time the page hands in, in milliseconds since 1970.
pub(crate) fn time(ms: f64) -> Result<chrono::DateTime<chrono::Utc>, Value> {
    chrono::DateTime::from_timestamp_millis(ms as i64)
        .ok_or_else(|| error(format!("{ms} is no time")))
}

/// The house rules the page keeps for `game` (its house-rules panel):
/// `{"variants": [ids], "options": {"hand-size": 6}}`, "" for the
/// source's main text; checked against the game as the CLI checks its
/// `--variant`, `--hand-size` and `--mau-penalty`, a name it does not
/// know refused in the reader's words.
pub(crate) fn house(game: &Game, ui: Lang, kept: &str) -> Result<HouseRules, Value> {
    #[derive(Default, serde::Deserialize)]
    #[serde(default, deny_unknown_fields)]
    struct Kept {
        variants: Vec<String>,
        options: std::collections::BTreeMap<String, u32>,
    }
    let kept: Kept = if kept.trim().is_empty() {
        Kept::default()
    } else {
        parse("the house rules", kept)?
    };
    let options: Vec<(&str, u32)> = kept.options.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    HouseRules::new(game, &kept.variants, &options).map_err(|e| error(e.message.say(ui)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_rules_read_as_the_cli_flags_read_them() {
        let game = full_game(GameId::MauMau).expect("Mau-Mau");
        let house = house(
            game,
            Lang::En,
            r#"{"variants": ["seven-stacking"], "options": {"mau-penalty": 2}}"#,
        )
        .expect("house rules");
        assert_eq!(house.variants(), ["seven-stacking"]);
        assert_eq!(house.option("mau-penalty"), Some(2));
        assert_eq!(house.option("hand-size"), Some(5), "the default stays");
        assert_eq!(
            crate::house(game, Lang::En, "").expect("none"),
            HouseRules::source(game)
        );
        let refused = crate::house(game, Lang::En, r#"{"variants": ["seven-stacks"]}"#)
            .expect_err("an unknown variant");
        assert!(
            refused["error"]
                .as_str()
                .is_some_and(|m| m.contains("seven-stacking"))
        );
    }
}
