//! The search index of rule cards: every card's terms, per field, and the
//! one way a text becomes terms, for the cards and for a query alike.
//!
//! Built by `build.rs` at compile time (this file is shared with it and may
//! use nothing but std, the raw content types and `rust-stemmers`), so that
//! a lookup does not spend its time folding, stemming and splitting every
//! card's text on every start: only the query's few words are stemmed at
//! run time.
//!
//! A text becomes terms in four steps: folded ([`fold`]), cut into words,
//! rid of stop words (the question words and articles a question is made
//! of, in all three languages), and then each word either read as a card
//! ("K♠", "Ks", "schoppenkoning", "king of spades" and "twee" name cards)
//! or stemmed with the Snowball stemmer of its language ("Spielers" and
//! "Spieler", "kaarten" and "kaart", "cards" and "card" meet).
//!
//! Why one file: the index and the one way a text becomes terms, which the
//! build runs on every card and a lookup on the query, so the two cannot
//! drift apart; about 250 lines are the word lists (stop words, card names)
//! it reads.

use super::raw::{RawCard, RawGame};

/// A card's distinct terms in the fields of [`FIELDS`] order.
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
    /// Per word of `vocab`, its [`Shape`] ([`SHAPE_BYTES`] each), so that a
    /// query word passes over most of the words without reading them.
    #[serde(serialize_with = "as_bytes")]
    pub vocab_shapes: B,
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
    /// Per card: its titles and keywords as [`term_phrase`]s, each followed
    /// by a newline, for finding a query's neighbouring terms side by side
    /// ("Bube auf Bube", "draw two"). Bytes, read as text only for the
    /// cards a query matches: checking every card's as UTF-8 when the
    /// index is read was a tenth of a lookup across the games.
    #[serde(serialize_with = "each_as_bytes")]
    pub phrases: Vec<B>,
    /// Per card: its keywords in every language, [`fold`]ed, each followed
    /// by a newline; a NUL ends each card's. For the "did you mean" list
    /// of a query that found nothing (which then needs no card decoded);
    /// bytes, so that a lookup does not check them for UTF-8 on every
    /// start.
    #[serde(serialize_with = "as_bytes")]
    pub keywords: B,
    /// Per card and field: how many distinct terms the field has
    /// (little-endian `u16`, [`FIELDS`] per card), so that a match in a
    /// short title counts more than one in a long one.
    #[serde(serialize_with = "as_bytes")]
    pub lengths: B,
    /// The lexicon's words as a query meets them (see [`crate::lexicon`]):
    /// one key a line, `key\tentry`, where the key is a phrase of folded
    /// words (or of their stems in one language) and the entry a position
    /// in `lex_forms`. Bytes, like `phrases`: a lookup reads a few lines.
    #[serde(serialize_with = "as_bytes")]
    pub lex_keys: B,
    /// Per lexicon entry: the index terms its words stand as, separated by
    /// spaces (a card's term for an entry that names a card).
    pub lex_forms: Vec<S>,
    /// The folded phrases that name the game in a question, one a line.
    pub names: S,
    /// The ranks (codes of card terms: `7`, `j`) the game's deck has, and
    /// those with an effect, separated by spaces.
    pub deck: S,
    pub special: S,
    /// Per card: the negated terms of its titles and keywords ("nicht
    /// bedienen", "no jokers": the term after the negation, stemmed), one a
    /// line, so that a query that negates the same thing finds it.
    pub negated: Vec<S>,
    /// The game's card classifier (see the `classifier` module):
    /// the buckets with weights (little-endian `u16`, ascending), per
    /// such bucket one `i8` weight per card, and the weights' unit.
    #[serde(serialize_with = "as_bytes")]
    pub classifier_keys: B,
    #[serde(serialize_with = "as_bytes")]
    pub classifier_rows: B,
    pub classifier_scale: f32,
}

/// What a query word needs to know of a word of the vocabulary before
/// reading it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// The low six bits of each of its bytes, as a set: a word can hold
    /// another only if it has all of that one's (most words of a game have
    /// a letter the query lacks, or lack one it has).
    pub letters: u64,
    /// Its length in characters.
    pub chars: usize,
    /// Its first byte (0 for an empty word).
    pub first: u8,
}

/// How many bytes a [`Shape`] takes in [`Index::vocab_shapes`]: the
/// letters (little-endian `u64`), the length (`u16`), the first byte.
pub const SHAPE_BYTES: usize = 11;

impl Shape {
    /// The shape of `word`, in one pass over its bytes.
    pub fn of(word: &str) -> Shape {
        let (mut letters, mut high) = (0u64, 0u8);
        for b in word.bytes() {
            letters |= 1 << (b & 63);
            high |= b;
        }
        let chars = if high < 0x80 {
            word.len()
        } else {
            word.chars().count()
        };
        let first = word.as_bytes().first().copied().unwrap_or(0);
        Shape {
            letters,
            chars,
            first,
        }
    }

    fn write(self, out: &mut Vec<u8>) {
        out.extend(self.letters.to_le_bytes());
        // A word of 65,535 characters is no word of a rule card.
        out.extend(u16::try_from(self.chars).unwrap_or(u16::MAX).to_le_bytes());
        out.push(self.first);
    }

    fn read(b: &[u8]) -> Shape {
        let mut letters = [0; 8];
        letters.copy_from_slice(&b[..8]);
        Shape {
            letters: u64::from_le_bytes(letters),
            chars: usize::from(u16::from_le_bytes([b[8], b[9]])),
            first: b[10],
        }
    }
}

/// Where item `i` lies, given where each item ends (little-endian `u32`s):
/// from the end of the one before to its own (empty past the list's end).
fn span(ends: &[u8], i: usize) -> std::ops::Range<usize> {
    let start = if i == 0 { 0 } else { u32_at(ends, i - 1) };
    start..u32_at(ends, i).max(start)
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

/// A list of byte strings, each as bytes (see [`as_bytes`]).
pub fn each_as_bytes<B: AsRef<[u8]>, Ser: serde::Serializer>(
    list: &[B],
    s: Ser,
) -> Result<Ser::Ok, Ser::Error> {
    use serde::ser::SerializeSeq;
    /// One byte string, serialized as bytes, not as a list of numbers.
    struct AsBytes<'a>(&'a [u8]);
    impl serde::Serialize for AsBytes<'_> {
        fn serialize<Ser: serde::Serializer>(&self, s: Ser) -> Result<Ser::Ok, Ser::Error> {
            s.serialize_bytes(self.0)
        }
    }
    let mut seq = s.serialize_seq(Some(list.len()))?;
    for b in list {
        seq.serialize_element(&AsBytes(b.as_ref()))?;
    }
    seq.end()
}

/// The shapes of an index's words, as [`Index::vocab_shapes`] has them.
fn shapes_of<S: AsRef<str>, B: AsRef<[u8]>>(index: &Index<S, B>) -> Vec<u8> {
    let words = index.vocab();
    let mut out = Vec::with_capacity(words.len() * SHAPE_BYTES);
    words.for_each(|w| Shape::of(w).write(&mut out));
    out
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

    /// The shapes of the distinct words, in position order.
    pub fn shapes(&self) -> impl Iterator<Item = Shape> {
        let shapes = self.vocab_shapes.as_ref().chunks_exact(SHAPE_BYTES);
        shapes.map(Shape::read)
    }

    /// The distinct word at `word` (a position in `vocab`).
    pub fn word(&self, word: usize) -> &str {
        let at = span(self.vocab_ends.as_ref(), word);
        self.vocab.as_ref().get(at).unwrap_or_default()
    }

    /// Where the word at `word` (a position in `vocab`) occurs: pairs of
    /// card and field (a position in [`FIELDS`]).
    pub fn postings(&self, word: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let postings = self.postings.as_ref();
        span(self.posting_ends.as_ref(), word).filter_map(move |i| {
            let b = postings.get(2 * i..2 * i + 2)?;
            let p = usize::from(u16::from_le_bytes([b[0], b[1]]));
            Some((p / 8, p % 8))
        })
    }

    /// How many distinct terms `field` of `card` has.
    pub fn length(&self, card: usize, field: usize) -> usize {
        let at = 2 * (card * FIELDS.len() + field);
        self.lengths
            .as_ref()
            .get(at..at + 2)
            .map_or(0, |b| usize::from(u16::from_le_bytes([b[0], b[1]])))
    }
}

impl IndexOwned {
    /// Indexes a game's cards by their words; the classifier's fields
    /// stay empty until it is trained (the `classifier` module's
    /// `IndexOwned::trained`).
    pub fn build(game: &RawGame, cards: &[RawCard]) -> IndexOwned {
        let mut vocab: Vec<String> = Vec::new();
        let mut postings: Vec<Vec<u16>> = Vec::new();
        let mut position = std::collections::HashMap::new();
        let mut out = IndexOwned::default();
        for (c, card) in cards.iter().enumerate() {
            for (f, words) in card_words(game, card).into_iter().enumerate() {
                let length = u16::try_from(words.len()).unwrap_or(u16::MAX);
                out.lengths.extend(length.to_le_bytes());
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
            out.push_phrases(card);
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
        out.vocab_shapes = shapes_of(&out);
        out
    }

    /// A card's phrases, negated terms and folded keywords, added to
    /// `phrases`, `negated` and `keywords`.
    fn push_phrases(&mut self, card: &RawCard) {
        let mut phrases = String::new();
        let mut negated = String::new();
        let titles = localized(&card.title).map(|(lang, text)| (lang, text, false));
        let keywords = keywords(card).map(|(lang, text)| (lang, text, true));
        for (lang, text, keyword) in titles.chain(keywords) {
            let stemmer = lang.stemmer();
            phrases.push_str(&term_phrase(text, &stemmer));
            phrases.push('\n');
            // Folded once for both (the web page builds every game's index
            // when it first reads it).
            let folded = fold(text);
            for term in negated_terms(&folded, &stemmer) {
                negated.push_str(&term);
                negated.push('\n');
            }
            if keyword {
                self.keywords.extend(folded.bytes());
                self.keywords.push(b'\n');
            }
        }
        self.phrases.push(phrases.into_bytes());
        self.negated.push(negated);
        self.keywords.push(0);
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
            vocab_shapes: Box::leak(self.vocab_shapes.into_boxed_slice()),
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
            phrases: self
                .phrases
                .into_iter()
                .map(|p| &*Box::leak(p.into_boxed_slice()))
                .collect(),
            keywords: Box::leak(self.keywords.into_boxed_slice()),
            lengths: Box::leak(self.lengths.into_boxed_slice()),
            lex_keys: Box::leak(self.lex_keys.into_boxed_slice()),
            lex_forms: all(self.lex_forms),
            names: leak(self.names),
            deck: leak(self.deck),
            special: leak(self.special),
            negated: all(self.negated),
            classifier_keys: Box::leak(self.classifier_keys.into_boxed_slice()),
            classifier_rows: Box::leak(self.classifier_rows.into_boxed_slice()),
            classifier_scale: self.classifier_scale,
        }
    }
}

/// The indexed fields, in order. `search` weighs them.
pub const FIELDS: [&str; 7] = [
    "id", "title", "keywords", "variant", "body", "rulings", "ref",
];

/// Folds a text for matching: lower case, umlauts, accents and the other
/// marks of Latin letters to their base letter, `ß` to `ss`, suit symbols
/// to their letters, and the two-letter spellings `ae`, `oe`, `ue` to the
/// same base letter, so that "Höchste", "hoechste" and "hochste" meet.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        let base = match ch {
            // The Latin letters of Europe's languages (Latin-1 and
            // Latin Extended-A/B) to their base letter: a French, Polish,
            // Spanish or Turkish guest's "ç", "ł", "ñ", "ş" meet the
            // content's plain letters, and nothing is left that a byte
            // count could cut in two.
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'æ' | 'ā' | 'ă' | 'ą' | 'ǎ' | 'ǟ' | 'ǡ' | 'ǻ'
            | 'ȁ' | 'ȃ' | 'ȧ' => 'a',
            'ƀ' => 'b',
            'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' | 'ȼ' => 'c',
            'ď' | 'đ' => 'd',
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' | 'ȅ' | 'ȇ' | 'ȩ' | 'ɇ' => {
                'e'
            }
            'ĝ' | 'ğ' | 'ġ' | 'ģ' | 'ǥ' | 'ǧ' | 'ǵ' => 'g',
            'ĥ' | 'ħ' | 'ȟ' => 'h',
            'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' | 'ǐ' | 'ȉ' | 'ȋ' => {
                'i'
            }
            'ĵ' | 'ǰ' | 'ɉ' => 'j',
            'ķ' | 'ǩ' => 'k',
            'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' | 'ƚ' => 'l',
            'ñ' | 'ń' | 'ņ' | 'ň' | 'ǹ' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' | 'œ' | 'ơ' | 'ǒ' | 'ǫ' | 'ǭ'
            | 'ȍ' | 'ȏ' | 'ȫ' | 'ȭ' | 'ȯ' | 'ȱ' => 'o',
            'ŕ' | 'ŗ' | 'ř' | 'ȑ' | 'ȓ' | 'ɍ' => 'r',
            'ś' | 'ŝ' | 'ş' | 'š' | 'ș' => 's',
            'ţ' | 'ť' | 'ŧ' | 'ț' => 't',
            'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' | 'ư' | 'ǔ' | 'ǖ' | 'ǘ'
            | 'ǚ' | 'ǜ' | 'ȕ' | 'ȗ' => 'u',
            'ŵ' => 'w',
            'ý' | 'ÿ' | 'ŷ' | 'ȳ' | 'ɏ' => 'y',
            'ź' | 'ż' | 'ž' | 'ƶ' | 'ȥ' => 'z',
            'ß' => {
                out.push_str("ss");
                continue;
            }
            'ĳ' => {
                out.push_str("ij");
                continue;
            }
            // Accents typed as combining marks (decomposed input) go with
            // the letter they sit on.
            '\u{300}'..='\u{36f}' => continue,
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

/// A field's distinct terms, from texts in the languages of [`TextLang::ALL`]
/// order (`None` where a text has none in that language).
fn field<'a>(texts: impl IntoIterator<Item = (TextLang, &'a str)>) -> Vec<String> {
    let mut out = Vec::new();
    for (lang, t) in texts {
        out.extend(text_terms(t, &lang.stemmer()));
    }
    // Each distinct term needs comparing once.
    out.sort_unstable();
    out.dedup();
    out
}

/// A field of running text without its single letters: "e.g." and a
/// table's column "C" are no words a player looks for (a card such as
/// "K" or "7" is a term of its own, and a number stays).
fn prose(mut terms: Vec<String>) -> Vec<String> {
    terms.retain(|t| {
        let mut chars = t.chars();
        !matches!((chars.next(), chars.next()), (Some(c), None) if c.is_alphabetic())
    });
    terms
}

/// A localized text with the language of each of its texts.
pub(crate) fn localized(t: &super::raw::Localized) -> impl Iterator<Item = (TextLang, &str)> {
    TextLang::ALL
        .into_iter()
        .zip([&t.de, &t.nl, &t.en])
        .filter_map(|(lang, s)| Some((lang, s.as_deref()?)))
}

/// A card's keywords with the language of each.
pub(crate) fn keywords(card: &RawCard) -> impl Iterator<Item = (TextLang, &str)> {
    let k = &card.keywords;
    TextLang::ALL
        .into_iter()
        .zip([&k.de, &k.nl, &k.en])
        .flat_map(|(lang, list)| list.iter().flatten().map(move |w| (lang, w.as_str())))
}

/// The words of one card, per field. Ids, variant names and references are
/// English-like names.
pub fn card_words(game: &RawGame, card: &RawCard) -> CardWordsOwned {
    let en = |s: &str| (TextLang::En, s.to_owned());
    let reference = game
        .references
        .iter()
        .filter(|r| r.id == card.reference)
        .flat_map(|r| localized(&r.title));
    let named = |list: Vec<(TextLang, String)>| field(list.iter().map(|(l, s)| (*l, s.as_str())));
    vec![
        named(vec![en(&card.id.replace('-', " "))]),
        field(localized(&card.title)),
        field(keywords(card)),
        named(
            card.variant
                .iter()
                .map(|v| en(&v.replace('-', " ")))
                .collect(),
        ),
        prose(field(localized(&card.body))),
        prose(field(card.rulings.iter().flat_map(|r| localized(&r.note)))),
        field(std::iter::once((TextLang::En, card.reference.as_str())).chain(reference)),
    ]
}

/// A language whose words the index stems: the positions of `titles`
/// (de, nl, en).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TextLang {
    De,
    Nl,
    En,
}

impl TextLang {
    /// In the order of [`Index::titles`] and of the raw content's fields.
    pub const ALL: [TextLang; 3] = [TextLang::De, TextLang::Nl, TextLang::En];

    /// The Snowball stemmer of the language. (Making one allocates nothing:
    /// it names the algorithm.)
    pub fn stemmer(self) -> rust_stemmers::Stemmer {
        rust_stemmers::Stemmer::create(match self {
            TextLang::De => rust_stemmers::Algorithm::German,
            TextLang::Nl => rust_stemmers::Algorithm::Dutch,
            TextLang::En => rust_stemmers::Algorithm::English,
        })
    }
}

/// Words that only make a question a question ("Mag ik …", "Kann man …",
/// "What happens if …"): articles, pronouns, question words, helping
/// verbs, prepositions. Folded forms. All three lists apply to every text,
/// since a player asks in whichever language comes to mind and a card's
/// text and a query must lose the same words.
const STOP_DE: &[&str] = &[
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einen",
    "einer",
    "eines",
    "einem",
    "und",
    "oder",
    "aber",
    "wer",
    "wen",
    "wem",
    "was",
    "wie",
    "wann",
    "wo",
    "wohin",
    "warum",
    "welche",
    "welcher",
    "welches",
    "welchen",
    "ist",
    "sind",
    "war",
    "wird",
    "werden",
    "hat",
    "haben",
    "habe",
    "gibt",
    "funktioniert",
    "funktionieren",
    "mit",
    "auf",
    "von",
    "fur",
    "bei",
    "beim",
    "im",
    "in",
    "zu",
    "zum",
    "zur",
    "nach",
    "vor",
    "um",
    "an",
    "am",
    "man",
    "ich",
    "du",
    "er",
    "sie",
    "es",
    "wir",
    "ihr",
    "mich",
    "mir",
    "dich",
    "dir",
    "sich",
    "mein",
    "meine",
    "meinen",
    "wenn",
    "dann",
    "denn",
    "doch",
    "noch",
    "schon",
    "nun",
    "jetzt",
    "eigentlich",
    "nicht",
    "kein",
    "keine",
    "darf",
    "durfen",
    "kann",
    "kannst",
    "konnen",
    "muss",
    "musst",
    "mussen",
    "soll",
    "sollen",
    "passiert",
    "jemand",
    "etwas",
    "macht",
    "machen",
    "tun",
    "kriegt",
    "kriege",
    "kriegen",
    // Spoken articles: "ne 8", "nen Buben", "mit nem As".
    "ne",
    "nen",
    "nem",
    "mal",
    "halt",
    "bekommt",
    "bekomme",
    "bekommen",
];
const STOP_NL: &[&str] = &[
    "werkt",
    "werken",
    "de",
    "het",
    "een",
    "en",
    "of",
    "maar",
    "van",
    "op",
    "aan",
    "naar",
    "wie",
    "wat",
    "ho",
    "waar",
    "wanneer",
    "welke",
    "als",
    "met",
    "voor",
    "bij",
    "is",
    "zijn",
    "was",
    "wordt",
    "worden",
    "heb",
    "hebt",
    "heeft",
    "hebben",
    "ik",
    "je",
    "jij",
    "u",
    "er",
    "te",
    "om",
    "dan",
    "dat",
    "die",
    "deze",
    "dit",
    "niet",
    "geen",
    "nog",
    "al",
    "ook",
    "nu",
    "mag",
    "mogen",
    "kan",
    "kun",
    "kunnen",
    "mot",
    "moten",
    "gebeurt",
    "iemand",
    "iets",
    "don",
    "dot",
    "krijg",
    "krijgt",
    "krijgen",
    "gat",
    "gan",
    "zn",
    "mn",
    "toch",
    "eigenlijk",
    "dus",
];
const STOP_EN: &[&str] = &[
    "works",
    "work",
    "the",
    "a",
    "an",
    "and",
    "or",
    "but",
    "who",
    "whom",
    "whose",
    "what",
    "whats",
    "hows",
    "whos",
    "wheres",
    "how",
    "when",
    "where",
    "which",
    "why",
    "is",
    "are",
    "was",
    "be",
    "am",
    "it",
    "its",
    "i",
    "you",
    "we",
    "they",
    "me",
    "my",
    "your",
    "there",
    "this",
    "that",
    "then",
    "do",
    "dos",
    "did",
    "can",
    "could",
    "may",
    "must",
    "should",
    "will",
    "would",
    "have",
    "has",
    "to",
    "of",
    "on",
    "at",
    "in",
    "for",
    "with",
    "if",
    "not",
    "no",
    "s",
    "t",
    "happens",
    "happen",
    "now",
    "someone",
    "somebody",
    "anyone",
    "something",
    "get",
    "got",
    "gets",
];

/// Every stop word of every language.
pub fn stopwords() -> impl Iterator<Item = &'static str> {
    [STOP_DE, STOP_NL, STOP_EN].into_iter().flatten().copied()
}

/// Whether a folded word is a stop word of any language.
pub fn is_stopword(word: &str) -> bool {
    [STOP_DE, STOP_NL, STOP_EN]
        .iter()
        .any(|list| list.contains(&word))
}

/// Card ranks: the code a term uses, then the folded words that name the
/// rank in German, Dutch and English ("queen" folds to "qun", "boer" to
/// "bor"). "a" is an article and "as" a conjunction, so the ace has no
/// one- or two-letter name here.
const RANKS: [(&str, &[&str]); 13] = [
    (
        "2",
        &[
            "2", "two", "twos", "zwei", "zweien", "zweier", "twee", "tweeen",
        ],
    ),
    (
        "3",
        &[
            "3", "three", "threes", "drei", "dreien", "dreier", "drie", "drieen",
        ],
    ),
    ("4", &["4", "four", "fours", "vier", "vieren", "vierer"]),
    (
        "5",
        &["5", "five", "fives", "funf", "funfer", "vijf", "vijven"],
    ),
    (
        "6",
        &["6", "six", "sixes", "sechs", "sechser", "zes", "zessen"],
    ),
    (
        "7",
        &[
            "7", "seven", "sevens", "sieben", "siebenen", "siebener", "zeven", "zevens",
        ],
    ),
    ("8", &["8", "eight", "eights", "acht", "achten", "achter"]),
    (
        "9",
        &[
            "9", "nine", "nines", "neun", "neunen", "neuner", "negen", "negens",
        ],
    ),
    (
        "10",
        &[
            "10", "ten", "tens", "zehn", "zehnen", "zehner", "tien", "tienen",
        ],
    ),
    (
        "j",
        &[
            "j", "jack", "jacks", "knave", "bube", "buben", "junge", "jungen", "bor", "boren",
        ],
    ),
    (
        "q",
        &[
            "q", "qun", "quns", "dame", "damen", "vrouw", "vrouwen", "koningin",
        ],
    ),
    (
        "k",
        &[
            "k", "king", "kings", "konig", "konige", "koning", "koningen", "heer", "heren",
        ],
    ),
    ("a", &["ace", "aces", "ass", "asse", "aas", "azen"]),
];

/// Suits: code, then the folded words (the one-letter codes count only
/// right after a rank: "K♠" folds to "k s").
const SUITS: [(&str, &[&str]); 4] = [
    ("h", &["hearts", "heart", "herz", "harten"]),
    ("d", &["diamonds", "diamond", "karo", "ruiten"]),
    ("c", &["clubs", "club", "kreuz", "klaveren", "klaver"]),
    ("s", &["spades", "spade", "pik", "schoppen"]),
];

/// Nouns that make the number before them a count, not a card: "two
/// players", "vier Karten", "5 rondes". Folded.
/// Verbs of drawing: a number beside one counts cards drawn ("4 pakken",
/// "draw 2"). Folded.
const DRAWING: &[&str] = &[
    "ziehen", "zieht", "ziehn", "nehmen", "nimmt", "pakken", "pakt", "pak", "trekken", "trekt",
    "draw", "draws", "take", "takes",
];

/// Words before a number that make it a card, not a count ("bei einer 2
/// ziehen", "op een 2"). Folded.
const CARD_ARTICLES: &[&str] = &[
    "ein", "eine", "einer", "einen", "einem", "een", "a", "the", "die", "der", "de", "het",
];

const COUNTED: &[&str] = &[
    "players",
    "player",
    "spieler",
    "spielern",
    "spelers",
    "speler",
    "personen",
    "cards",
    "card",
    "karten",
    "karte",
    "kaarten",
    "kaart",
    "chips",
    "chip",
    "rounds",
    "round",
    "runden",
    "rondes",
    "rondjes",
    "decks",
    "deck",
    "turns",
    "beurten",
    "points",
    "punkte",
    "punten",
    "stages",
    "strafkarten",
    "strafkaarten",
    "minuspunkte",
    "minpunten",
    "fiches",
    "leute",
    "mensen",
    "people",
    "mitspieler",
    "medespelers",
    "passes",
    "durchgange",
    "doorgangen",
];

/// Whether a word is digits.
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A card, or a rank or suit of cards, named in a text: positions in
/// [`RANKS`] and [`SUITS`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CardWord {
    pub rank: Option<usize>,
    pub suit: Option<usize>,
}

impl CardWord {
    /// The term of the card: `#k:s` for K♠, `#7:` for any seven, `#:h` for
    /// hearts. `#` and `:` never occur in a word, so a card term meets only
    /// card terms.
    pub fn term(self) -> String {
        let rank = self.rank.map_or("", rank_name);
        let suit = self.suit.map_or("", suit_name);
        format!("#{rank}:{suit}")
    }
}

/// Every word that names a rank or a suit, with what it names (for a
/// query's typos: "Siben").
pub fn card_names() -> impl Iterator<Item = (&'static str, CardWord)> {
    let ranks = RANKS.iter().enumerate().flat_map(|(r, (_, words))| {
        words.iter().map(move |w| {
            let card = CardWord {
                rank: Some(r),
                suit: None,
            };
            (*w, card)
        })
    });
    let suits = SUITS.iter().enumerate().flat_map(|(s, (_, words))| {
        words.iter().map(move |w| {
            let card = CardWord {
                rank: None,
                suit: Some(s),
            };
            (*w, card)
        })
    });
    ranks.chain(suits)
}

fn rank_of(word: &str) -> Option<usize> {
    // "7er", "2ern", "10en": German and Dutch say a rank in digits with an
    // ending ("zwei 7er", "twee 2en").
    let digits = word.trim_end_matches(['e', 'r', 'n']);
    let word = if digits.len() < word.len()
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        digits
    } else {
        word
    };
    RANKS.iter().position(|(_, words)| words.contains(&word))
}

fn suit_of(word: &str) -> Option<usize> {
    SUITS.iter().position(|(_, words)| words.contains(&word))
}

fn suit_letter(word: &str) -> Option<usize> {
    SUITS.iter().position(|(code, _)| *code == word)
}

/// One word read as a whole card: "ks", "10h" (rank and suit letter; a
/// digit and "s" is a plural: "7s" are sevens), "schoppenkoning", "herzdame" (suit
/// and rank in one word).
fn card_in_word(word: &str) -> Option<CardWord> {
    // The last character is the suit letter: split where it starts, which
    // is a character boundary whatever the letters are ("ç", "ж").
    if let Some((last, _)) = word
        .char_indices()
        .next_back()
        .filter(|&(l, _)| (1..=2).contains(&l))
    {
        let (rank, suit) = word.split_at(last);
        let digit = rank.starts_with(|c: char| c.is_ascii_digit());
        if let (Some(r), Some(s)) = (
            RANKS
                .iter()
                .position(|(code, _)| *code == rank && *code != "a"),
            suit_letter(suit),
        ) {
            // "7s" are sevens, not the seven of spades.
            let suit = Some(s).filter(|_| !(digit && suit == "s"));
            return Some(CardWord {
                rank: Some(r),
                suit,
            });
        }
    }
    SUITS.iter().enumerate().find_map(|(s, (_, names))| {
        let rest = names.iter().find_map(|n| word.strip_prefix(n))?;
        let rank = rank_of(rest)
            .filter(|_| rest.len() >= 2 || rest.starts_with(|c: char| c.is_ascii_digit()))?;
        Some(CardWord {
            rank: Some(rank),
            suit: Some(s),
        })
    })
}

/// A word of a text, read for search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term<'a> {
    /// A card, rank or suit, and the word it was read from when it was one
    /// word of more than one letter (kept for typos: "schoppenkonig").
    Card(CardWord, Option<&'a str>),
    /// Any other word that is not a stop word, folded, not yet stemmed.
    Word(&'a str),
}

/// The terms of a folded text: cards read first (so "king of spades" is
/// one card before "of" goes as a stop word), then stop words dropped.
pub fn terms(folded: &str) -> Vec<Term<'_>> {
    let all: Vec<&str> = words(folded).collect();
    let mut out = Vec::with_capacity(all.len());
    let mut i = 0;
    while let Some(&w) = all.get(i) {
        i += 1;
        let whole = |card| Term::Card(card, Some(w).filter(|w| w.len() > 1));
        if let Some(card) = card_in_word(w) {
            out.push(whole(card));
        } else if let Some(rank) = rank_of(w).filter(|&r| {
            // "4 pakken", "zwei ziehen", "draw 4": a number beside drawing
            // counts the cards drawn, unless an article makes it a card
            // ("bei einer 2 ziehen").
            let carded = i >= 2 && all.get(i - 2).is_some_and(|p| CARD_ARTICLES.contains(p));
            let drawn = !carded
                && (all.get(i).is_some_and(|n| DRAWING.contains(n))
                    || (i >= 2 && all.get(i - 2).is_some_and(|p| DRAWING.contains(p))));
            r < 9
                && (drawn
                    || all.get(i).is_some_and(|n| {
                        COUNTED.contains(n) || (!is_number(w) && rank_of(n).is_some())
                    }))
        }) {
            // "two players" counts players: the number as digits, so that
            // "twee spelers" and "2 players" still meet. So does "zwei 7er",
            // "two fours": a number word counts the cards of the rank after
            // it. (Not digits: a list "2, 3, K♥" has lost its commas here.)
            out.push(Term::Word(RANKS[rank].0));
        } else if let (Some(start), Some(&("to" | "tot" | "bis")), Some(end)) = (
            rank_of(w)
                .map(|r| RANKS[r].0)
                .or(Some(w).filter(|w| is_number(w))),
            all.get(i),
            all.get(i + 1).filter(|n| is_number(n)),
        ) {
            // "2 to 8", "2 tot 8", "1 bis 8" count players or values.
            i += 2;
            out.push(Term::Word(start));
            out.push(Term::Word(end));
        } else if let Some(rank) = rank_of(w) {
            // "k s" (K♠ folded), "king of spades", "koning van schoppen".
            let at = i + usize::from(matches!(all.get(i), Some(&("of" | "van"))));
            let suit = all
                .get(at)
                .and_then(|n| suit_of(n).or_else(|| suit_letter(n)));
            if suit.is_some() {
                i = at + 1;
                out.push(Term::Card(
                    CardWord {
                        rank: Some(rank),
                        suit,
                    },
                    None,
                ));
            } else {
                out.push(whole(CardWord {
                    rank: Some(rank),
                    suit: None,
                }));
            }
        } else if let Some(suit) = suit_of(w) {
            // "Herz 9", "Pik-König".
            match all.get(i).and_then(|n| rank_of(n)) {
                Some(rank) => {
                    i += 1;
                    out.push(Term::Card(
                        CardWord {
                            rank: Some(rank),
                            suit: Some(suit),
                        },
                        None,
                    ));
                }
                None => out.push(whole(CardWord {
                    rank: None,
                    suit: Some(suit),
                })),
            }
        } else if !is_stopword(w) {
            out.push(Term::Word(w));
        }
    }
    out
}

/// Words that negate the word after them: "kann nicht bedienen", "geen
/// kaart", "can't follow" ("can't" folds to "can t"). Folded. They are
/// stop words everywhere else.
pub const NEGATIONS: &[&str] = &[
    "nicht", "kein", "keine", "keinen", "keiner", "niet", "geen", "not", "no", "t", "cannot",
    "never", "nie", "nooit", "niemals", "none", "nothing",
];

/// The terms a folded text negates: for each negation word, the next word
/// that is no stop word, stemmed (a card as its term), once each.
pub fn negated_terms(folded: &str, stemmer: &rust_stemmers::Stemmer) -> Vec<String> {
    let all: Vec<&str> = words(folded).collect();
    let mut out: Vec<String> = Vec::new();
    for (i, w) in all.iter().enumerate() {
        if !NEGATIONS.contains(w) {
            continue;
        }
        let Some(next) = all[i + 1..]
            .iter()
            .find(|n| !is_stopword(n) && !NEGATIONS.contains(n))
        else {
            continue;
        };
        let term = match terms(next).first() {
            Some(t) => stemmed(t, stemmer),
            None => continue,
        };
        if !out.contains(&term) {
            out.push(term);
        }
    }
    out
}

/// The rank a code of the lexicon names (`7`, `J`, `q`), as a position.
pub fn rank_code(code: &str) -> Option<usize> {
    let code = code.to_lowercase();
    RANKS.iter().position(|(c, _)| *c == code)
}

/// The suit a name of the lexicon names (`hearts`, `spades`).
pub fn suit_code(name: &str) -> Option<usize> {
    suit_of(&fold(name))
}

/// The code of a rank position, as card terms have it.
pub fn rank_name(rank: usize) -> &'static str {
    RANKS.get(rank).map_or("", |r| r.0)
}

/// The letter of a suit position, as card terms have it (`h`, `s`).
pub fn suit_name(suit: usize) -> &'static str {
    SUITS.get(suit).map_or("", |s| s.0)
}

/// A term as it stands in the index: a card's term, or the word stemmed.
pub fn stemmed(term: &Term<'_>, stemmer: &rust_stemmers::Stemmer) -> String {
    match term {
        Term::Card(card, _) => card.term(),
        Term::Word(w) => stemmer.stem(w).into_owned(),
    }
}

/// The index terms of a text: card terms and stemmed words. A card read
/// from one word also keeps that word, so that a typo in it ("schoppenkonig")
/// can still find it.
pub fn text_terms(text: &str, stemmer: &rust_stemmers::Stemmer) -> Vec<String> {
    let folded = fold(text);
    let mut out = Vec::new();
    for term in terms(&folded) {
        out.push(stemmed(&term, stemmer));
        if let Term::Card(_, Some(w)) = term {
            out.push(stemmer.stem(w).into_owned());
        }
    }
    out
}

/// A text as its terms in a row, without the extra words of
/// [`text_terms`]: what a query's neighbouring terms are looked for in.
pub fn term_phrase(text: &str, stemmer: &rust_stemmers::Stemmer) -> String {
    let folded = fold(text);
    let terms: Vec<String> = terms(&folded).iter().map(|t| stemmed(t, stemmer)).collect();
    terms.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The card terms of a text (what a query of it looks for).
    fn cards(text: &str) -> Vec<String> {
        let folded = fold(text);
        terms(&folded)
            .iter()
            .filter_map(|t| match t {
                Term::Card(card, _) => Some(card.term()),
                Term::Word(_) => None,
            })
            .collect()
    }

    #[test]
    fn the_lists_are_folded() {
        let lists = [STOP_DE, STOP_NL, STOP_EN];
        let names = card_names().map(|(w, _)| w);
        for w in lists.iter().flat_map(|l| l.iter().copied()).chain(names) {
            assert_eq!(fold(w), w, "{w} is matched against folded words");
        }
    }

    #[test]
    fn every_way_of_naming_a_card_is_the_card() {
        for text in [
            "K♠",
            "Ks",
            "schoppenkoning",
            "Schoppenheer",
            "king of spades",
            "Pik-König",
            "Pikkönig",
        ] {
            assert_eq!(cards(text), ["#k:s"], "{text}");
        }
        for text in ["2", "zwei", "twee", "two", "Twos"] {
            assert_eq!(cards(text), ["#2:"], "{text}");
        }
        assert_eq!(cards("Herz 9"), ["#9:h"]);
        assert_eq!(cards("Bube auf Bube"), ["#j:", "#j:"]);
        assert_eq!(cards("two 7s"), ["#2:", "#7:"], "a digit and s is a plural");
        assert_eq!(cards("schoppen"), ["#:s"]);
        assert!(cards("twee spelers").is_empty(), "a count is no card");
        assert!(cards("2 tot 8").is_empty(), "a range counts");
        assert!(cards("Werte 1 bis 8").is_empty(), "a range counts");
        let (two, players) = (fold("two players"), fold("2 players"));
        assert_eq!(terms(&two), terms(&players));
    }

    #[test]
    fn questions_lose_their_question_words() {
        let folded = fold("Mag ik een vrouw op een twee leggen?");
        let words: Vec<Term<'_>> = terms(&folded);
        assert_eq!(words.len(), 3, "{words:?}");
        assert!(terms(&fold("what does a can I the")).is_empty());
        assert!(terms(&fold("Kann man das?")).is_empty());
    }

    #[test]
    fn a_number_beside_drawing_counts_cards_unless_an_article_makes_it_one() {
        let card = |t: &Term<'_>| matches!(t, Term::Card(..));
        for counted in [
            "moet de volgende dan 4 pakken",
            "muss der erste zwei ziehen",
            "draw 2 more",
        ] {
            let found = terms(&fold(counted)).into_iter().filter(card).count();
            assert_eq!(found, 0, "{counted}");
        }
        for carded in ["bei einer 2 ziehen", "what do I take on a 3"] {
            let found = terms(&fold(carded)).into_iter().filter(card).count();
            assert_eq!(found, 1, "{carded}");
        }
    }

    #[test]
    fn stems_meet_across_forms() {
        let de = TextLang::De.stemmer();
        assert_eq!(text_terms("Spielers", &de), text_terms("Spieler", &de));
        let nl = TextLang::Nl.stemmer();
        assert_eq!(text_terms("kaarten", &nl), text_terms("kaart", &nl));
        let en = TextLang::En.stemmer();
        assert_eq!(text_terms("cards", &en), text_terms("card", &en));
        assert_eq!(text_terms("Höchste", &de), text_terms("hoechste", &de));
    }
}
