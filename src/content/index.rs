//! The search index of rule cards: every card's words, folded, per field.
//!
//! Built by `build.rs` at compile time (this file is shared with it and may
//! use nothing but std and the raw content types), so that a lookup does not
//! spend its time folding and splitting every card's text on every start.

use super::raw::{RawCard, RawGame};

/// A card's folded, distinct words in the fields of [`FIELDS`] order.
pub type CardWordsOwned = Vec<Vec<String>>;

/// A game's search index: every distinct folded word once (`vocab`), and per
/// word the cards and fields it occurs in. A query word is compared with
/// each distinct word once, however many cards use it.
///
/// It also carries what a lookup shows of a card it does not show in full
/// (id, reference, titles) and what ranking needs besides words, so that a
/// lookup decodes only the cards it prints.
///
/// `S` is `String` where `build.rs` makes it and `&'static str` where the
/// binary reads it; `B` likewise `Vec<u8>` and `&'static [u8]`. Words and
/// positions are stored flat, so that reading the index back borrows them
/// from the embedded bytes instead of allocating a list per card and field.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(bound(serialize = "S: serde::Serialize, B: AsRef<[u8]>"))]
pub struct Index<S, B> {
    /// The distinct words, one after the other.
    pub vocab: S,
    /// Where each word of `vocab` ends (little-endian `u32`, in bytes).
    #[serde(serialize_with = "as_bytes")]
    pub vocab_ends: B,
    /// Where each word occurs, word after word: the card's position times
    /// 8 plus the field's position in [`FIELDS`] (little-endian `u16`). A
    /// query word is compared with every word once, and only the few that
    /// match lead to cards.
    #[serde(serialize_with = "as_bytes")]
    pub postings: B,
    /// Where each word's postings end (little-endian `u32`, in postings).
    #[serde(serialize_with = "as_bytes")]
    pub posting_ends: B,
    /// Per card: its id.
    pub ids: Vec<S>,
    /// Per card: its reference in the source (`S. 1`).
    pub refs: Vec<S>,
    /// Per card: its title in de, nl, en (those the game has).
    pub titles: Vec<[Option<S>; 3]>,
    /// Per card: the house-rule variant it explains, if any.
    pub variants: Vec<Option<S>>,
    /// Per card: its titles and keywords as [`phrase`]s, each followed by a
    /// newline, for matching a query word for word ("Bube auf Bube").
    pub phrases: Vec<S>,
}

/// The `i`th little-endian `u32` of `list`, or 0 past its end.
fn u32_at(list: &[u8], i: usize) -> usize {
    list.get(4 * i..4 * i + 4)
        .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
}

/// Bytes as bytes (postcard: length, then the bytes as they are), so that
/// they read back as a borrowed `&[u8]`.
pub fn as_bytes<B: AsRef<[u8]>, Ser: serde::Serializer>(
    b: &B,
    s: Ser,
) -> Result<Ser::Ok, Ser::Error> {
    s.serialize_bytes(b.as_ref())
}

/// The index as read back: everything borrows from the embedded bytes.
pub type IndexRef = Index<&'static str, &'static [u8]>;

/// The index as `build.rs` (or a test) makes it.
pub type IndexOwned = Index<String, Vec<u8>>;

impl<S: AsRef<str>, B: AsRef<[u8]>> Index<S, B> {
    /// The distinct words, in position order.
    pub fn vocab(&self) -> impl ExactSizeIterator<Item = &str> {
        let vocab = self.vocab.as_ref();
        let mut start = 0;
        self.vocab_ends.as_ref().chunks_exact(4).map(move |b| {
            let end = u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize;
            let word = vocab.get(start..end).unwrap_or_default();
            start = end;
            word
        })
    }

    /// Where the word at `word` (a position in `vocab`) occurs: pairs of
    /// card and field (a position in [`FIELDS`]).
    pub fn postings(&self, word: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let ends = self.posting_ends.as_ref();
        let start = if word == 0 { 0 } else { u32_at(ends, word - 1) };
        let end = u32_at(ends, word).max(start);
        let postings = self.postings.as_ref();
        (start..end).filter_map(move |i| {
            let b = postings.get(2 * i..2 * i + 2)?;
            let p = usize::from(u16::from_le_bytes([b[0], b[1]]));
            Some((p / 8, p % 8))
        })
    }
}

impl IndexOwned {
    /// Indexes a game's cards.
    pub fn build(game: &RawGame, cards: &[RawCard]) -> IndexOwned {
        let mut vocab: Vec<String> = Vec::new();
        let mut postings: Vec<Vec<u16>> = Vec::new();
        let mut position = std::collections::HashMap::new();
        let mut out = IndexOwned::default();
        for (c, card) in cards.iter().enumerate() {
            for (f, words) in card_words(game, card).into_iter().enumerate() {
                for w in words {
                    let at = *position.entry(w.clone()).or_insert_with(|| {
                        vocab.push(w);
                        postings.push(Vec::new());
                        vocab.len() - 1
                    });
                    // More than 8,191 cards would be a different kind of
                    // content than a game's rules.
                    let posting = u16::try_from(c * 8 + f).unwrap_or(u16::MAX);
                    postings[at].push(posting);
                }
            }
            out.ids.push(card.id.clone());
            out.refs.push(card.reference.clone());
            let t = &card.title;
            out.titles.push([t.de.clone(), t.nl.clone(), t.en.clone()]);
            out.variants.push(card.variant.clone());
            let keywords = [&card.keywords.de, &card.keywords.nl, &card.keywords.en]
                .into_iter()
                .flatten()
                .flatten()
                .map(String::as_str);
            let mut phrases = String::new();
            for p in localized(t).chain(keywords).map(phrase) {
                phrases.push_str(&p);
                phrases.push('\n');
            }
            out.phrases.push(phrases);
        }
        let mut count: usize = 0;
        for (w, list) in vocab.into_iter().zip(postings) {
            out.vocab.push_str(&w);
            let end = u32::try_from(out.vocab.len()).unwrap_or(u32::MAX);
            out.vocab_ends.extend(end.to_le_bytes());
            count += list.len();
            out.postings
                .extend(list.into_iter().flat_map(u16::to_le_bytes));
            let end = u32::try_from(count).unwrap_or(u32::MAX);
            out.posting_ends.extend(end.to_le_bytes());
        }
        out
    }

    /// The same index leaked for the life of the process, for content that
    /// was not embedded (tests of hand-made content).
    pub fn leak(self) -> IndexRef {
        fn leak(s: String) -> &'static str {
            Box::leak(s.into_boxed_str())
        }
        fn all(v: Vec<String>) -> Vec<&'static str> {
            v.into_iter().map(leak).collect()
        }
        Index {
            vocab: leak(self.vocab),
            vocab_ends: Box::leak(self.vocab_ends.into_boxed_slice()),
            postings: Box::leak(self.postings.into_boxed_slice()),
            posting_ends: Box::leak(self.posting_ends.into_boxed_slice()),
            ids: all(self.ids),
            refs: all(self.refs),
            titles: self
                .titles
                .into_iter()
                .map(|t| t.map(|s| s.map(leak)))
                .collect(),
            variants: self.variants.into_iter().map(|v| v.map(leak)).collect(),
            phrases: all(self.phrases),
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

/// A text folded and reduced to its words, separated by single spaces.
pub fn phrase(text: &str) -> String {
    let folded = fold(text);
    words(&folded).collect::<Vec<_>>().join(" ")
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
