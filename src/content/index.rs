//! The search index of rule cards: every card's words, folded, per field.
//!
//! Built by `build.rs` at compile time (this file is shared with it and may
//! use nothing but std and the raw content types), so that a lookup does not
//! spend its time folding and splitting every card's text on every start.

use super::raw::{RawCard, RawGame};

/// A card's folded, distinct words in the fields of [`FIELDS`] order.
pub type CardWordsOwned = Vec<Vec<String>>;

/// A game's search index: every distinct folded word once (`vocab`), and per
/// card and field the positions of its words in `vocab`. A query word is
/// compared with each distinct word once, however many cards use it.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Index<S> {
    pub vocab: Vec<S>,
    /// Per card, per field of [`FIELDS`]: positions in `vocab`.
    pub cards: Vec<Vec<Vec<u16>>>,
}

/// The index as read back: the words borrow from the embedded bytes, so a
/// lookup allocates nothing for them.
pub type IndexRef = Index<&'static str>;

impl Index<String> {
    /// Indexes a game's cards.
    pub fn build(game: &RawGame, cards: &[RawCard]) -> Index<String> {
        let mut vocab: Vec<String> = Vec::new();
        let mut position = std::collections::HashMap::new();
        let mut out = Vec::with_capacity(cards.len());
        for card in cards {
            let fields = card_words(game, card)
                .into_iter()
                .map(|words| {
                    words
                        .into_iter()
                        .map(|w| {
                            *position.entry(w.clone()).or_insert_with(|| {
                                vocab.push(w);
                                // More than 65,535 distinct words would be a
                                // different kind of content than rule cards.
                                u16::try_from(vocab.len() - 1).unwrap_or(u16::MAX)
                            })
                        })
                        .collect()
                })
                .collect();
            out.push(fields);
        }
        Index { vocab, cards: out }
    }

    /// The same index with its words leaked for the life of the process,
    /// for content that was not embedded (tests of hand-made content).
    pub fn leak(self) -> IndexRef {
        Index {
            vocab: self
                .vocab
                .into_iter()
                .map(|w| &*Box::leak(w.into_boxed_str()))
                .collect(),
            cards: self.cards,
        }
    }
}

/// The indexed fields, in order. `search` weighs them.
pub const FIELDS: [&str; 7] = [
    "id", "title", "keywords", "variant", "body", "rulings", "ref",
];

/// Folds a text for matching: lower case, umlauts and accents to their base
/// letter, `ß` to `ss`, suit symbols to their letters, and the two-letter
/// spellings `ae`, `oe`, `ue` to the same base letter, so that "Höchste",
/// "hoechste" and "hochste" meet.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        let base = match ch {
            'ä' | 'à' | 'á' | 'â' | 'å' => 'a',
            'ö' | 'ò' | 'ó' | 'ô' => 'o',
            'ü' | 'ù' | 'ú' | 'û' => 'u',
            'ë' | 'è' | 'é' | 'ê' => 'e',
            'ï' | 'ì' | 'í' | 'î' => 'i',
            'ß' => {
                out.push_str("ss");
                continue;
            }
            '♥' | '♦' | '♣' | '♠' => {
                let letter = match ch {
                    '♥' => " h ",
                    '♦' => " d ",
                    '♣' => " c ",
                    _ => " s ",
                };
                out.push_str(letter);
                continue;
            }
            // "ae", "oe", "ue" → "a", "o", "u": drop the e after a vowel
            // that it turns into an umlaut.
            'e' if matches!(out.as_bytes().last(), Some(b'a' | b'o' | b'u')) => continue,
            c => c,
        };
        out.push(base);
    }
    out
}

/// The words of a folded text: runs of letters and digits.
pub fn words(folded: &str) -> impl Iterator<Item = &str> {
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

fn field<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out = Vec::new();
    for t in texts {
        let folded = fold(t);
        out.extend(words(&folded).map(str::to_owned));
    }
    // Each distinct word needs comparing once.
    out.sort_unstable();
    out.dedup();
    out
}

fn localized(t: &super::raw::Localized) -> impl Iterator<Item = &str> {
    [&t.de, &t.nl, &t.en]
        .into_iter()
        .filter_map(|s| s.as_deref())
}

/// The words of one card, per field.
pub fn card_words(game: &RawGame, card: &RawCard) -> CardWordsOwned {
    let keywords = [&card.keywords.de, &card.keywords.nl, &card.keywords.en]
        .into_iter()
        .flatten()
        .flatten()
        .map(String::as_str);
    let reference = game
        .references
        .iter()
        .filter(|r| r.id == card.reference)
        .flat_map(|r| localized(&r.title));
    vec![
        field([card.id.as_str()]),
        field(localized(&card.title)),
        field(keywords),
        field(card.variant.iter().map(String::as_str)),
        field(localized(&card.body)),
        field(card.rulings.iter().flat_map(|r| localized(&r.note))),
        field(std::iter::once(card.reference.as_str()).chain(reference)),
    ]
}
