//! Reference parts as JSON data, one shape for every front end: the
//! CLI's `--json` and the web page read the same objects (ids and
//! references as they are, text in the language asked for).

use serde_json::{Value, json};

use crate::content::{Game, Lang};

/// The numbers table: `{"game", "lang", "numbers": [...]}`.
pub fn numbers(game: &Game, lang: Lang) -> Value {
    let rows: Vec<Value> = game
        .numbers
        .iter()
        .map(|n| {
            json!({
                "id": n.id,
                "ref": n.reference,
                "label": n.label.get(lang),
                "value": n.value.get(lang),
                "rule": n.rule,
                "facts": n.facts,
                "check": n.check,
                "engine_checked": n.check.is_some(),
            })
        })
        .collect();
    json!({"game": game.id.slug(), "lang": lang.code(), "numbers": rows})
}

/// What players get wrong: `{"game", "lang", "mistakes": [...]}`, the
/// wrong and right text as Markdown.
pub fn mistakes(game: &Game, lang: Lang) -> Value {
    let list: Vec<Value> = game
        .mistakes
        .iter()
        .map(|m| {
            json!({
                "id": m.id,
                "ref": m.reference,
                "rule": m.rule,
                "wrong": m.wrong.get(lang),
                "right": m.right.get(lang),
                "facts": m.facts,
            })
        })
        .collect();
    json!({"game": game.id.slug(), "lang": lang.code(), "mistakes": list})
}
