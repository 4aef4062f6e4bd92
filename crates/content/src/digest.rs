//! What a cheat sheet takes from a game's content, made once: per rule
//! card, number and mistake, its reference, the rulings it leads to and,
//! in every language, the one-line plain text the sheet prints.
//!
//! Why: those lines come from the content's Markdown through
//! pulldown-cmark and the summary rules of [`super::summary`], and the
//! sheet needs every card's, number's and mistake's text in its language
//! (the cards decoded whole, in every language, to find it). Made at
//! start, that was two thirds of a sheet's work; `build.rs` makes it from
//! the same content with the same code and embeds it
//! (`<game>.sheet.bin`), so a sheet reads it as it is.

use serde::{Deserialize, Serialize};

use super::summary;
use crate::model::{Game, Text};
use crate::{GameId, Lang};

/// A game's sheet text. `S` is `String` where it is made and `&str` where
/// it is read back from the embedded bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Digest<S> {
    /// Per rule card, in the order of the game's index.
    pub cards: Vec<Item<S>>,
    /// Per row of the numbers table: the label and the value.
    pub numbers: Vec<Item<S>>,
    /// Per common mistake: what players believe, shortened, and the rule,
    /// shortened.
    pub mistakes: Vec<Item<S>>,
}

/// One card, number or mistake on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item<S> {
    /// The card's, row's or mistake's id.
    pub id: S,
    pub reference: S,
    /// The rulings its sheet line rests on (its `rests_on`), each with the
    /// statement of the card it names (for a number or mistake: of the
    /// card in its `rule`).
    pub rests_on: Vec<Cited<S>>,
    /// Its two texts (a card: title and summary) in each language of
    /// [`Lang::ALL`], with the fallbacks of [`Text::get`].
    pub text: [(S, S); 3],
}

/// A ruling a sheet line rests on, with its one-line statement in each
/// language of [`Lang::ALL`]: the opening sentences of the card's note on
/// it (see [`summary::short`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cited<S> {
    pub id: S,
    pub statement: [S; 3],
}

impl<S: AsRef<str>> Cited<S> {
    pub fn statement(&self, lang: Lang) -> &str {
        self.statement[lang as usize].as_ref()
    }
}

impl<S: AsRef<str>> Digest<S> {
    /// The card with this id.
    pub fn card(&self, id: &str) -> Option<&Item<S>> {
        self.cards.iter().find(|c| c.id.as_ref() == id)
    }
}

impl<S: AsRef<str>> Item<S> {
    /// The two texts in `lang`.
    pub fn texts(&self, lang: Lang) -> (&str, &str) {
        let (a, b) = &self.text[lang as usize];
        (a.as_ref(), b.as_ref())
    }
}

/// The sheet text of `game`, which must hold all its rule cards, mistakes
/// and numbers (see `content::Parts::ALL`).
pub fn digest(game: &Game) -> Digest<String> {
    type Make<'a> = &'a dyn Fn(&str, &str) -> (String, String);
    // An item: its id and reference, the rulings it rests on with the
    // notes of the card `rule` names, and its two texts made by `make` in
    // each language.
    let item = |id: &str,
                reference: &str,
                rule: Option<&str>,
                rests_on: &[String],
                texts: [&Text; 2],
                make: Make| {
        let card = rule.and_then(|r| game.card(r));
        Item {
            id: id.to_owned(),
            reference: reference.to_owned(),
            rests_on: rests_on
                .iter()
                .map(|ruling| {
                    let note = card
                        .and_then(|c| c.rulings.iter().find(|r| &r.id == ruling))
                        .map(|r| &r.note);
                    Cited {
                        id: ruling.clone(),
                        statement: Lang::ALL.map(|lang| {
                            note.map(|n| summary::short(&summary::plain(n.get(lang))))
                                .unwrap_or_default()
                        }),
                    }
                })
                .collect(),
            text: Lang::ALL.map(|lang| make(texts[0].get(lang), texts[1].get(lang))),
        }
    };
    let card: Make = &|title, body| (summary::plain(title), summary::summary(body));
    let number: Make = &|label, value| (summary::plain(label), summary::plain(value));
    let mistake: Make = &|wrong, right| {
        (
            summary::short(&summary::plain(wrong)),
            summary::short(&summary::plain(right)),
        )
    };
    Digest {
        cards: (game.index.ids.iter())
            .filter_map(|id| game.card(id))
            .map(|c| {
                item(
                    &c.id,
                    &c.reference,
                    Some(&c.id),
                    &c.rests_on,
                    [&c.title, &c.body],
                    card,
                )
            })
            .collect(),
        numbers: (game.numbers.iter())
            .map(|n| {
                item(
                    &n.id,
                    &n.reference,
                    n.rule.as_deref(),
                    &n.rests_on,
                    [&n.label, &n.value],
                    number,
                )
            })
            .collect(),
        mistakes: (game.mistakes.iter())
            .map(|m| {
                item(
                    &m.id,
                    &m.reference,
                    Some(&m.rule),
                    &m.rests_on,
                    [&m.wrong, &m.right],
                    mistake,
                )
            })
            .collect(),
    }
}

/// The name of a game's embedded sheet text.
pub fn file_name(game: GameId) -> String {
    format!("{}.sheet.bin", game.slug())
}
