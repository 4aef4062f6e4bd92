//! Finding rule cards by what a player half remembers.
//!
//! Players type a word mid-game, often misspelt, often without umlauts
//! ("hochste", "hoechste" for "höchste"), in whichever of the game's
//! languages comes to mind. So both sides are folded the same way
//! (lower case, umlauts and accents folded, `ae`/`oe`/`ue` read as the
//! umlaut they usually stand for) and every query word is matched against
//! every word of a card: exactly, as a prefix, inside a compound
//! ("punkte" in "Minuspunkte"), or within a small edit distance.
//! Words in titles, ids and keywords weigh more than words in the body.

use super::Lang;
use super::index::{FIELDS, IndexRef, fold, phrase, words};
use super::model::Game;

/// One search hit.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub card: usize,
    pub score: f64,
}

/// Short words that say nothing about which rule is meant ("wer bekommt den
/// Chip", "what happens if the …"). Folded form.
const STOPWORDS: &[&str] = &[
    // German
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einer", "und", "oder", "wer",
    "was", "wie", "wann", "ist", "sind", "mit", "auf", "von", "fur", "bei", "im", "in", "zu",
    "man", "ich", "du", "es", "wenn", "nicht", "kein", "keine", // Dutch
    "de", "het", "een", "en", "van", "op", "wie", "wat", "hoe", "als", "met", "voor", "bij", "is",
    "zijn", "ik", "je", "niet", "geen", "er", "te", "om", // English
    "the", "a", "an", "and", "or", "who", "what", "how", "when", "is", "are", "with", "on", "of",
    "for", "at", "to", "if", "it", "i", "you", "do", "does", "not", "no", "can",
];

/// Whether `needle` occurs in `hay`. What `str::contains` answers, without
/// preparing a searcher for every one of a vocabulary's short words. (A
/// match of whole UTF-8 sequences is always on character boundaries.)
fn holds(hay: &str, needle: &str) -> bool {
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

/// The length of a word in characters.
fn char_len(word: &str) -> usize {
    if word.is_ascii() {
        word.len()
    } else {
        word.chars().count()
    }
}

/// How well one query word matches one card word, from 0 (not at all) to 1.
/// `qlen` is the query word's length in characters.
fn word_match(query: &str, qlen: usize, word: &str) -> f64 {
    // Most of a vocabulary starts with another letter; of the tests below
    // only the two "holds" ones can match such a word.
    let same_first = query.as_bytes().first() == word.as_bytes().first();
    if same_first && query == word {
        return 1.0;
    }
    let wlen = char_len(word);
    if same_first && qlen >= 3 && word.starts_with(query) {
        // "gleich" → "gleichstand": the longer the typed part, the surer.
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
fn within_one(a: &str, b: &str) -> bool {
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

/// How much a match counts in each field of `index::FIELDS`: words in
/// ids, titles and keywords are what a card is about; the body and notes
/// merely mention things.
const WEIGHTS: [f64; FIELDS.len()] = [3.0, 3.0, 3.0, 3.0, 1.0, 0.8, 0.8];

/// How well one query word matches a card, given its best match in each
/// field: the best weighted match, plus a little for each further field it
/// appears in, so a card that is *about* the word (title, keywords and
/// body) beats one that only mentions it.
fn card_score(fields: &[f64; FIELDS.len()]) -> f64 {
    let mut best = 0.0f64;
    let mut sum = 0.0f64;
    for (m, weight) in fields.iter().zip(WEIGHTS) {
        let score = m * weight;
        best = best.max(score);
        sum += score;
    }
    best + 0.15 * (sum - best)
}

/// The words of a query that carry meaning, folded.
pub fn query_words(query: &str) -> Vec<String> {
    let folded = fold(query);
    let all: Vec<String> = words(&folded).map(str::to_owned).collect();
    let meaningful: Vec<String> = all
        .iter()
        .filter(|w| !STOPWORDS.contains(&w.as_str()))
        .cloned()
        .collect();
    // A query of nothing but small words still means something.
    if meaningful.is_empty() {
        all
    } else {
        meaningful
    }
}

/// Cards matching `query`, best first. An exact card id is always first.
/// `Hit::card` is the card's position in the game's rule cards.
pub fn search(game: &Game, query: &str) -> Vec<Hit> {
    search_index(&game.index, query)
}

/// [`search`] on the index alone (a lookup has not decoded the cards yet):
/// `Hit::card` is a position in the index.
pub fn search_index(index: &IndexRef, query: &str) -> Vec<Hit> {
    let trimmed = query.trim();
    let words = query_words(trimmed);
    let mut hits = Vec::new();
    if words.is_empty() {
        return hits;
    }
    let phrase = phrase(trimmed);
    // Each query word against each distinct word of the game, once; the
    // words that match lead to their cards: per query word, per card and
    // field, the best match.
    let cards = index.ids.len();
    let matches: Vec<Vec<[f64; FIELDS.len()]>> = words
        .iter()
        .map(|q| {
            let qlen = char_len(q);
            let mut best = vec![[0.0f64; FIELDS.len()]; cards];
            for (w, word) in index.vocab().enumerate() {
                let m = word_match(q, qlen, word);
                if m > 0.0 {
                    for (card, field) in index.postings(w) {
                        if let Some(slot) = best.get_mut(card).and_then(|b| b.get_mut(field)) {
                            *slot = slot.max(m);
                        }
                    }
                }
            }
            best
        })
        .collect();
    // "play order" names the card `play-order` as surely as its id does.
    let as_id = words.join("-");
    for (i, id) in index.ids.iter().enumerate() {
        // Folding only shortens an id, and keeps its first letter.
        let could_be = id.len() >= as_id.len() && id.get(..1) == as_id.get(..1);
        if id.eq_ignore_ascii_case(trimmed) || (could_be && fold(id) == as_id) {
            hits.push(Hit {
                card: i,
                score: f64::INFINITY,
            });
            continue;
        }
        let mut total = 0.0;
        let mut matched = 0usize;
        for m in &matches {
            let s = m.get(i).map_or(0.0, card_score);
            if s > 0.0 {
                matched += 1;
                total += s;
            }
        }
        if matched == 0 {
            continue;
        }
        // Cards that match every word of a longer query beat cards that
        // match one word very well.
        let coverage = matched as f64 / words.len() as f64;
        let mut score = total * coverage * coverage;
        // The query as typed, word for word, in a title or keyword: "Bube
        // auf Bube", "draw two".
        // (A phrase holds no newline, so searching all of a card's phrases
        // at once is searching each.)
        let phrases = index.phrases.get(i).copied().unwrap_or_default();
        if phrase.contains(' ') && phrases.contains(&phrase) {
            score += 3.0;
        }
        // House rules explain a variation of a card that is about the same
        // words; the card itself should come first.
        if index.variants.get(i).is_some_and(Option::is_some) {
            score *= 0.9;
        }
        if score >= 0.9 {
            hits.push(Hit { card: i, score });
        }
    }
    hits.sort_by(|a, b| {
        b.score
            .partial_cmp(&a.score)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.card.cmp(&b.card))
    });
    hits
}

/// When nothing matched: card ids, titles and keywords that look most like
/// the query, for a "did you mean" list. Returns (card index, the word that
/// looked alike), at most `limit`, each card once.
pub fn suggest(game: &Game, query: &str, lang: Lang, limit: usize) -> Vec<(usize, String)> {
    let q = fold(query.trim());
    let mut scored: Vec<(f64, usize, String)> = Vec::new();
    for (i, card) in game.rules.iter().enumerate() {
        let mut candidates: Vec<String> = vec![card.id.clone(), card.title.get(lang).to_owned()];
        for list in &card.keywords {
            candidates.extend(list.iter().cloned());
        }
        let best = candidates
            .into_iter()
            .map(|c| (strsim::jaro_winkler(&q, &fold(&c)), c))
            .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal));
        if let Some((s, word)) = best
            && s >= 0.8
        {
            scored.push((s, i, word));
        }
    }
    scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    scored
        .into_iter()
        .take(limit)
        .map(|(_, i, w)| (i, w))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn umlauts_meet_their_spellings() {
        assert_eq!(fold("Höchste"), fold("hoechste"));
        assert_eq!(fold("Höchste"), fold("hochste"));
        assert_eq!(fold("Weißt"), "weisst");
    }

    fn wm(query: &str, word: &str) -> f64 {
        word_match(query, char_len(query), word)
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

    #[test]
    fn stopwords_are_dropped_unless_nothing_else_is_left() {
        assert_eq!(query_words("wer bekommt den Chip"), vec!["bekommt", "chip"]);
        assert_eq!(query_words("the"), vec!["the"]);
    }
}
