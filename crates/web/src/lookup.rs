//! The reference in the page: the games, search (the CLI's search, index
//! and ranking, with the engine's reading of a situation told:
//! `lookup::across` without a game named, `lookup::lookup` with one), a
//! card with its text rendered by the core's HTML renderer, the card
//! list, the mistakes, the numbers, the cheat sheet, and the interface's
//! words from the catalogues.

use rulecard_core::content::{Game, GameId, Lang, RuleCard, Shelf};
use rulecard_core::i18n;
use rulecard_core::lookup;
use rulecard_core::render::sheet::{self, SheetFormat, SheetOptions};
use rulecard_core::render::{cite, html};
use serde_json::{Value, json};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{error, full_game, game_id, rule_lang, text, ui_lang};
use rulecard_core::content::load_meta_only;

/// The longest query searched, as the CLI's (`rules.rs`).
const MAX_QUERY_CHARS: usize = 200;

/// The games: id, name in the reader's language (or the game's own), the
/// player counts, the languages, the source, the house rules.
#[wasm_bindgen]
pub fn games(ui: &str) -> String {
    let lang = ui_lang(ui);
    let list: Result<Vec<Value>, Value> = GameId::ALL
        .into_iter()
        .map(|id| {
            // The game's own file is enough: no card is decoded, and no
            // index is read (the page builds them in `prepare`).
            let (g, cards) = &load_meta_only(id).map_err(|e| error(e.to_string()))?;
            let l = rule_lang(g, lang);
            Ok(json!({
                "id": id.slug(),
                "name": g.name(l),
                "lang": l.code(),
                "players": {"min": g.min_players, "max": g.max_players},
                "languages": g.languages.iter().map(|l| l.code()).collect::<Vec<_>>(),
                "source": {
                    "title": g.source.title,
                    "publisher": g.source.publisher,
                    "edition": g.source.edition.get(lang),
                },
                "variants": g.variants.iter().map(|v| json!({
                    "id": v.id, "name": v.names.get(l), "rule": v.rule,
                })).collect::<Vec<_>>(),
                "options": g.options.iter().map(|o| json!({
                    "id": o.id, "name": o.names.get(l), "default": o.default,
                    "values": o.values, "rule": o.rule,
                })).collect::<Vec<_>>(),
                "cards": cards,
            }))
        })
        .collect();
    text(list.map(|games| json!({ "games": games })))
}

/// Takes one step of building the search index of `game` (a slug), so
/// that the first search is as quick as the next: in the page each game's
/// is built at its first read (see the core's `content::prepare`), its
/// words and then its classifier, 0.1-0.3 s a step, which the page spends
/// step by step once it shows the search box. `{"ready": true}` once the
/// index is whole (and reads), `{"ready": false}` while a step is left,
/// or the error.
#[wasm_bindgen]
pub fn prepare(game: &str) -> String {
    let read = game_id(game).and_then(|id| {
        if !rulecard_core::content::prepare(id) {
            return Ok(json!({ "ready": false }));
        }
        Shelf::open(id)
            .map(|_| json!({ "ready": true }))
            .map_err(|e| error(e.to_string()))
    });
    text(read)
}

/// The cards `query` finds: in `game` (a slug) or, with `game` empty, in
/// the game with the best card, as `rulecard rules [GAME] QUERY` finds
/// them. The first card comes in full.
#[wasm_bindgen]
pub fn search(ui: &str, game: &str, query: &str) -> String {
    text(search_value(ui_lang(ui), game, query))
}

fn search_value(ui: Lang, game: &str, query: &str) -> Result<Value, Value> {
    let chars = query.chars().count();
    if chars > MAX_QUERY_CHARS {
        return Err(error(
            i18n::Message::new("err-query-too-long")
                .arg("query", query)
                .arg("chars", chars)
                .arg("most", MAX_QUERY_CHARS)
                .say(ui),
        ));
    }
    if query.trim().is_empty() {
        return Ok(json!({"query": query, "results": []}));
    }
    // As `rulecard rules` looks up: the indexes first, then only the card
    // shown is decoded.
    let found = if game.is_empty() {
        lookup::across(query, None).map_err(|e| error(e.to_string()))?
    } else {
        let id = game_id(game)?;
        let shelf = Shelf::open(id).map_err(|e| error(e.to_string()))?;
        let hits = lookup::lookup(id, &shelf.index, query).hits;
        (!hits.is_empty()).then_some((id, hits))
    };
    let Some((id, hits)) = found else {
        let games: Vec<&str> = GameId::ALL.iter().map(|g| g.slug()).collect();
        let message = if game.is_empty() {
            i18n::Message::new("err-no-match-anywhere")
                .arg("games", games.join(", "))
                .arg("query", query.trim())
        } else {
            let g = full_game(game_id(game)?)?;
            i18n::Message::new("err-no-match")
                .arg("query", query.trim())
                .arg("game", g.name(rule_lang(g, ui)))
        };
        return Ok(json!({"query": query, "results": [], "message": message.say(ui)}));
    };
    let positions: Vec<usize> = hits.iter().take(1).map(|h| h.card).collect();
    let shelf = Shelf::open(id).map_err(|e| error(e.to_string()))?;
    let g = &shelf.take(&positions).map_err(|e| error(e.to_string()))?;
    let lang = rule_lang(g, ui);
    let results: Vec<Value> = hits
        .iter()
        .map(|h| {
            json!({
                "id": g.index.ids[h.card],
                "ref": g.index.refs[h.card],
                "cited": cite::reference(ui, g.index.refs[h.card]),
                "title": g.title_at(h.card, lang),
            })
        })
        .collect();
    let first = hits
        .first()
        .and_then(|h| g.card(g.index.ids[h.card]))
        .map(|c| card_value(g, c, ui));
    Ok(json!({
        "game": id.slug(),
        "game_name": g.name(lang),
        "lang": lang.code(),
        "query": query,
        "results": results,
        "card": first,
    }))
}

/// One card in full, by its id.
#[wasm_bindgen]
pub fn card(ui: &str, game: &str, id: &str) -> String {
    text((|| {
        let g = full_game(game_id(game)?)?;
        let c = g
            .card(id)
            .ok_or_else(|| error(format!("{game} has no rule card `{id}`")))?;
        Ok(card_value(g, c, ui_lang(ui)))
    })())
}

/// A card for the page: ids and references as they are, its title, the
/// section it stands in, its text and ruling notes as HTML from the same
/// Markdown the CLI renders, related cards with their titles, the house
/// rule it belongs to.
fn card_value(g: &Game, c: &RuleCard, ui: Lang) -> Value {
    let lang = rule_lang(g, ui);
    json!({
        "game": g.id.slug(),
        "game_name": g.name(lang),
        "lang": lang.code(),
        "english": lang != ui,
        "id": c.id,
        "ref": c.reference,
        "ref_title": g.reference(&c.reference).map(|r| r.title.get(lang)),
        "place": cite::place(ui, lang, g, c),
        "title": c.title.get(lang),
        "html": html::from_markdown(c.body.get(lang)),
        "rulings": c.rulings.iter().map(|r| json!({
            "id": r.id,
            "html": html::from_markdown(r.note.get(lang)),
        })).collect::<Vec<_>>(),
        "related": c.related.iter().map(|id| json!({
            "id": id,
            "title": g.card_title(id, lang),
        })).collect::<Vec<_>>(),
        "variant": c.variant.as_deref().and_then(|v| g.variant(v)).map(|v| v.names.get(lang)),
    })
}

/// The game's cards in content order: id, reference, title.
#[wasm_bindgen]
pub fn cards(ui: &str, game: &str) -> String {
    text((|| {
        let g = full_game(game_id(game)?)?;
        let ui = ui_lang(ui);
        let lang = rule_lang(g, ui);
        let list: Vec<Value> = g
            .rules
            .iter()
            .map(|c| {
                json!({
                    "id": c.id,
                    "ref": c.reference,
                    "cited": cite::reference(ui, &c.reference),
                    "title": c.title.get(lang),
                })
            })
            .collect();
        Ok(json!({"game": g.id.slug(), "lang": lang.code(), "cards": list}))
    })())
}

/// What players get wrong and the right rule: the CLI's `--json` data
/// with the text as HTML and the rule card's title beside it.
#[wasm_bindgen]
pub fn mistakes(ui: &str, game: &str) -> String {
    text((|| {
        let g = full_game(game_id(game)?)?;
        let ui = ui_lang(ui);
        let lang = rule_lang(g, ui);
        let mut v = rulecard_core::render::json::mistakes(g, lang);
        for m in v["mistakes"].as_array_mut().into_iter().flatten() {
            m["cited"] = cite::reference(ui, m["ref"].as_str().unwrap_or("")).into();
            for side in ["wrong", "right"] {
                m[format!("{side}_html")] =
                    html::from_markdown(m[side].as_str().unwrap_or("")).into();
            }
            m["rule_title"] = json!(g.card_title(m["rule"].as_str().unwrap_or(""), lang));
        }
        Ok(v)
    })())
}

/// The numbers table, as the CLI's `--json` gives it.
#[wasm_bindgen]
pub fn numbers(ui: &str, game: &str) -> String {
    text((|| {
        let g = full_game(game_id(game)?)?;
        let ui = ui_lang(ui);
        let mut v = rulecard_core::render::json::numbers(g, rule_lang(g, ui));
        for n in v["numbers"].as_array_mut().into_iter().flatten() {
            n["cited"] = cite::reference(ui, n["ref"].as_str().unwrap_or("")).into();
        }
        Ok(v)
    })())
}

/// The cheat sheet as the CLI's `rulecard sheet GAME --format html` makes
/// it: one self-contained page to print, with the house rules `house`
/// (see [`crate::house`]) as `--variant …` puts them on it.
#[wasm_bindgen]
pub fn sheet_html(ui: &str, game: &str, house: &str) -> String {
    let ui = ui_lang(ui);
    let made = game_id(game).and_then(full_game).and_then(|g| {
        let house = crate::house(g, ui, house)?;
        let options = SheetOptions {
            house: &house,
            ..SheetOptions::new(SheetFormat::Html, rule_lang(g, ui))
        };
        Ok(sheet::sheet(g, &options))
    });
    made.unwrap_or_else(|e| e.to_string())
}

/// The interface's words the page shows, by catalogue id: `ids` is a JSON
/// list of ids; the answer maps each to its text in `ui` (English where a
/// language lacks one, as everywhere).
#[wasm_bindgen]
pub fn words(ui: &str, ids: &str) -> String {
    let lang = ui_lang(ui);
    text(
        crate::parse::<Vec<String>>("the list of ids", ids).map(|ids| {
            let map: serde_json::Map<String, Value> = ids
                .into_iter()
                .map(|id| {
                    let w = i18n::word(lang, &id);
                    (id, Value::String(w))
                })
                .collect();
            json!({"lang": lang.code(), "words": map})
        }),
    )
}

/// One message of the catalogues with its arguments (`args` a JSON
/// object of numbers and texts), in `ui`: "Take 3", "3 ziehen".
#[wasm_bindgen]
pub fn say(ui: &str, id: &str, args: &str) -> String {
    let lang = ui_lang(ui);
    let args: serde_json::Map<String, Value> = serde_json::from_str(args).unwrap_or_default();
    let args: Vec<(&str, i18n::Arg<'_>)> = args
        .iter()
        .map(|(k, v)| {
            let arg = match v {
                Value::Number(n) => i18n::Arg::Num(n.as_f64().unwrap_or(0.0)),
                Value::String(s) => s.as_str().into(),
                other => other.to_string().into(),
            };
            (k.as_str(), arg)
        })
        .collect();
    i18n::message(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(s: &str) -> Value {
        serde_json::from_str(s).expect("the page's JSON")
    }

    #[test]
    fn search_across_finds_the_card_the_cli_finds() {
        let v = value(&search("en", "", "mau penalty"));
        assert_eq!(v["game"], "maumau");
        assert!(
            v["card"]["html"]
                .as_str()
                .is_some_and(|h| h.contains("<p>"))
        );
    }

    #[test]
    fn the_games_list_counts_the_cards_without_reading_them() {
        let v = value(&games("en"));
        for g in v["games"].as_array().expect("a list") {
            let id = GameId::from_slug(g["id"].as_str().expect("an id")).expect("a game");
            assert_eq!(value(&prepare(id.slug()))["ready"], true);
            let shelf = Shelf::open(id).expect("the game's cards");
            assert_eq!(g["cards"], shelf.index.ids.len(), "{id:?}");
            assert!(g["name"].as_str().is_some_and(|n| !n.is_empty()));
        }
        assert!(value(&prepare("skat"))["error"].is_string());
    }

    #[test]
    fn a_long_query_is_refused_in_words() {
        let long = "a".repeat(MAX_QUERY_CHARS + 1);
        let v = value(&search("en", "makao", &long));
        assert!(v["error"].as_str().is_some_and(|m| m.contains("201")));
    }

    #[test]
    fn a_game_without_german_text_answers_in_english_and_says_so() {
        let v = value(&search("de", "makao", "Boer"));
        assert_eq!(v["lang"], "en");
        assert_eq!(v["card"]["english"], true);
    }

    #[test]
    fn a_message_takes_its_plural_from_the_number() {
        assert_eq!(say("en", "web-play-take", r#"{"count": 3}"#), "Take 3");
        assert_eq!(say("de", "web-play-take", r#"{"count": 3}"#), "3 ziehen");
    }

    #[test]
    fn the_sheet_is_a_whole_html_page() {
        let page = sheet_html("en", "makao", "");
        assert!(page.starts_with("<!DOCTYPE html>"), "{}", &page[..40]);
    }
}
