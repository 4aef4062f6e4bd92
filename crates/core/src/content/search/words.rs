//! How one query word meets one word of a card: exactly, as a prefix,
//! inside a compound, or within a small edit distance; card terms meet
//! card terms. And the typos a query word may be of a card's name or a
//! stop word.

use super::super::index::{Shape, card_names};

/// Whether `needle` occurs in `hay`. What `str::contains` answers, without
/// preparing a searcher for every one of a vocabulary's short words. (A
/// match of whole UTF-8 sequences is always on character boundaries.)
pub(super) fn holds(hay: &str, needle: &str) -> bool {
    let (hay, needle) = (hay.as_bytes(), needle.as_bytes());
    let Some((&first, rest)) = needle.split_first() else {
        return true;
    };
    hay.len() >= needle.len()
        && hay[..=hay.len() - needle.len()]
            .iter()
            .enumerate()
            .any(|(i, &b)| b == first && hay[i + 1..].starts_with(rest))
}

/// Whether [`word_match`] can find anything between words of these shapes
/// (it may still find nothing). Most of a vocabulary starts with another
/// letter than the query; of its tests only the two "holds" ones can match
/// such a word, and only if the word has every letter of the query, or
/// the query every letter of it. So most words are passed over on their
/// shapes alone, unread. (Two card terms start alike, with `#`; a card
/// term meets no word.)
pub(super) fn may_match(query: Shape, word: Shape) -> bool {
    let (qlen, wlen) = (query.chars, word.chars);
    if query.first == word.first {
        return true;
    }
    let query_in_word = qlen >= 4 && wlen > qlen && query.letters & !word.letters == 0;
    let word_in_query = wlen >= 5 && qlen > wlen && word.letters & !query.letters == 0;
    (query_in_word || word_in_query) && query.first != b'#' && word.first != b'#'
}

/// How well one query word matches one card word, from 0 (not at all) to 1,
/// given the shapes of both ([`may_match`] tells first, from the shapes
/// alone, whether this can find anything).
pub(super) fn word_match(query: &str, qshape: Shape, word: &str, wshape: Shape) -> f64 {
    let (qlen, wlen) = (qshape.chars, wshape.chars);
    let same_first = qshape.first == wshape.first;
    // A card term meets only card terms: the same card, or a card of the
    // rank or suit asked for.
    if query.starts_with('#') || word.starts_with('#') {
        return card_match(query, word);
    }
    if same_first && query == word {
        return 1.0;
    }
    if same_first && qlen >= 3 && word.starts_with(query) {
        // "gleich" → "gleichstand": the longer the typed part, the surer;
        // three letters begin too many words to say much ("tie" is no
        // "tien").
        if qlen == 3 {
            return SHORT_PREFIX;
        }
        return 0.6 + 0.3 * (qlen as f64 / wlen as f64);
    }
    // (Only a longer word can hold the query.)
    if qlen >= 4 && wlen > qlen && holds(word, query) {
        return 0.6;
    }
    // A longer form of a short word: "meerdere" for "meer".
    if same_first && wlen >= 4 && qlen > wlen && query.starts_with(word) {
        return 0.5;
    }
    // A compound typed as one word: "spielreihenfolge" holds "reihenfolge".
    if wlen >= 5 && qlen > wlen && holds(query, word) {
        return 0.3 + 0.3 * (wlen as f64 / qlen as f64);
    }
    // Fuzzy matching from here on. Typos rarely hit the first letter, and
    // requiring it keeps the edit distances off most of the card's words.
    if same_first && qlen >= 4 && wlen >= 4 {
        let allowed = if qlen >= 8 { 2 } else { 1 };
        // The distance is at least the difference in length: skip the
        // (comparatively costly) edit distance when it cannot be small.
        if wlen + allowed < qlen {
            return 0.0;
        }
        // A typo in the typed part of a longer word: "gleichstnd" →
        // "gleichstands".
        let typo_in_prefix = || wlen > qlen && within_one(query, prefix(word, qlen));
        if wlen > qlen + allowed {
            // Only a typo in the typed part can still match.
            return if typo_in_prefix() { 0.5 } else { 0.0 };
        }
        // One edit is the common case and needs no table of distances
        // (and no allocation); `query == word` was answered above.
        let distance = if within_one(query, word) {
            1
        } else if allowed >= 2 {
            strsim::osa_distance(query, word)
        } else {
            usize::MAX
        };
        if distance <= allowed {
            return 0.75 - 0.1 * distance as f64;
        }
        if typo_in_prefix() {
            return 0.5;
        }
    }
    0.0
}

/// How well a word of three letters matches a longer word it begins.
const SHORT_PREFIX: f64 = 0.45;

/// How well a query's card term matches a card term of the index (see
/// `index::CardWord::term`): the same card or rank fully; K♠ asked, a king
/// written, or a suit asked and a card of it written, in part.
fn card_match(query: &str, word: &str) -> f64 {
    fn parts(t: &str) -> Option<(&str, &str)> {
        t.strip_prefix('#')?.split_once(':')
    }
    let (Some((qr, qs)), Some((wr, ws))) = (parts(query), parts(word)) else {
        return 0.0;
    };
    if qr == wr && qs == ws {
        1.0
    } else if qr == wr && qs.is_empty() && !qr.is_empty() {
        // "king": K♠ is one.
        0.8
    } else if qr.is_empty() && qs == ws {
        // "spades": K♠ is one.
        0.6
    } else if qr == wr && ws.is_empty() && !qr.is_empty() {
        // "K♠": a text about kings may be about it.
        0.5
    } else {
        0.0
    }
}

/// The first `chars` characters of `word`.
fn prefix(word: &str, chars: usize) -> &str {
    let end = word
        .char_indices()
        .nth(chars)
        .map_or(word.len(), |(i, _)| i);
    &word[..end]
}

/// Whether two words are at most one edit apart: one letter added, dropped
/// or replaced, or two neighbours swapped (an optimal-string-alignment
/// distance of 0 or 1), found without a table of distances. What is left
/// after their common beginning and end must be that one edit.
pub(super) fn within_one(a: &str, b: &str) -> bool {
    let common = |x: &mut dyn Iterator<Item = (char, char)>| -> usize {
        x.take_while(|(p, q)| p == q)
            .map(|(p, _)| p.len_utf8())
            .sum()
    };
    let head = common(&mut a.chars().zip(b.chars()));
    let (a, b) = (&a[head..], &b[head..]);
    let tail = common(&mut a.chars().rev().zip(b.chars().rev()));
    let (a, b) = (&a[..a.len() - tail], &b[..b.len() - tail]);
    let mut a = a.chars();
    let mut b = b.chars();
    match (a.next(), a.next(), a.next(), b.next(), b.next(), b.next()) {
        // Nothing left, or one letter on one side or each.
        (None | Some(_), None, None, None | Some(_), None, None) => true,
        // Two neighbours swapped.
        (Some(x1), Some(x2), None, Some(y1), Some(y2), None) => x1 == y2 && x2 == y1,
        _ => false,
    }
}

/// Whether `word` is one typo away from a word of `list` of four letters
/// or more, with the first letter right (typos rarely hit it).
fn is_typo_of(word: &str, name: &str) -> bool {
    name.len() >= 4 && name.as_bytes().first() == word.as_bytes().first() && within_one(word, name)
}

/// Whether `word` is a typo of a word of `list`.
pub(super) fn misspelt<'a>(word: &str, mut list: impl Iterator<Item = &'a str>) -> bool {
    word.len() >= 4 && list.any(|name| name != word && is_typo_of(word, name))
}

/// The card a word of five letters or more names with one typo, if any,
/// so that "there" stays a word.
pub(super) fn misspelt_card(word: &str) -> Option<super::super::index::CardWord> {
    if word.len() < 5 {
        return None;
    }
    card_names()
        .find(|(name, _)| is_typo_of(word, name))
        .map(|(_, card)| card)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wm(query: &str, word: &str) -> f64 {
        word_match(query, Shape::of(query), word, Shape::of(word))
    }

    #[test]
    fn holds_is_contains() {
        for (hay, needle) in [
            ("minuspunkte", "punkte"),
            ("punkte", "minuspunkte"),
            ("höchste", "chs"),
            ("höchste", "ö"),
            ("abc", ""),
            ("", "a"),
            ("aab", "ab"),
            ("spielreihenfolge", "reihenfolge"),
            ("reihe", "reihenfolge"),
        ] {
            assert_eq!(holds(hay, needle), hay.contains(needle), "{hay} / {needle}");
        }
    }

    #[test]
    fn within_one_is_an_edit_distance_of_at_most_one() {
        let words = [
            "",
            "a",
            "ab",
            "ba",
            "abc",
            "acb",
            "bac",
            "abcd",
            "abdc",
            "aabc",
            "abbc",
            "höchste",
            "hochste",
            "hcöhste",
            "gleichstand",
            "gleichstnd",
            "gleichsatnd",
            "glecihstand",
            "ninja",
            "ninjaa",
            "nnja",
            "ablage",
            "ablgae",
            "aa",
            "aaa",
            "aba",
            "bab",
        ];
        for a in words {
            for b in words {
                assert_eq!(
                    within_one(a, b),
                    strsim::osa_distance(a, b) <= 1,
                    "{a:?} / {b:?}"
                );
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn within_one_agrees_with_strsim(a in "[abeö]{0,6}", b in "[abeö]{0,6}") {
            proptest::prop_assert_eq!(within_one(&a, &b), strsim::osa_distance(&a, &b) <= 1);
        }

        /// Words passed over on their shapes are words the full grading
        /// finds nothing in (few letters, so that they often hold each
        /// other; `#` and `:` for card terms; `ö` for bytes of one letter).
        #[test]
        fn words_passed_over_match_nothing(q in "[abe#:ö]{0,12}", w in "[abe#:ö]{0,12}") {
            let (qs, ws) = (Shape::of(&q), Shape::of(&w));
            if !may_match(qs, ws) {
                proptest::prop_assert_eq!(word_match(&q, qs, &w, ws), 0.0);
            }
        }
    }

    #[test]
    fn every_word_of_an_index_has_its_shape() {
        for game in crate::content::GameId::ALL {
            let index = crate::content::Shelf::open(game).unwrap().index;
            let shapes: Vec<Shape> = index.shapes().collect();
            let words: Vec<&str> = index.vocab().collect();
            assert!(words.len() > 100, "{game:?}");
            assert_eq!(shapes.len(), words.len(), "{game:?}");
            for (w, (word, shape)) in words.iter().zip(&shapes).enumerate() {
                assert_eq!(*shape, Shape::of(word), "{game:?}: {word}");
                assert_eq!(index.word(w), *word);
            }
        }
    }

    #[test]
    fn word_match_grades() {
        assert_eq!(wm("gleichstand", "gleichstand"), 1.0);
        assert!(wm("gleich", "gleichstand") > 0.6);
        assert!(wm("punkte", "minuspunkte") > 0.0);
        assert!(wm("gleichstnd", "gleichstand") > 0.5);
        assert_eq!(wm("blau", "gelb"), 0.0);
        assert_eq!(
            wm("ab", "abc"),
            0.0,
            "two letters are too few to prefix-match"
        );
    }
}
