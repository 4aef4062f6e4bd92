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

use super::index::{
    FIELDS, IndexRef, Shape, Term, TextLang, card_names, fold, is_stopword, stopwords, terms, words,
};
use super::model::Game;
use super::{GameId, Lang};

/// One search hit.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub card: usize,
    pub score: f64,
}

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

/// Whether [`word_match`] can find anything between words of these shapes
/// (it may still find nothing). Most of a vocabulary starts with another
/// letter than the query; of its tests only the two "holds" ones can match
/// such a word, and only if the word has every letter of the query, or
/// the query every letter of it. So most words are passed over on their
/// shapes alone, unread. (Two card terms start alike, with `#`; a card
/// term meets no word.)
fn may_match(query: Shape, word: Shape) -> bool {
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
fn word_match(query: &str, qshape: Shape, word: &str, wshape: Shape) -> f64 {
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
const WEIGHTS: [f64; FIELDS.len()] = [3.0, 3.0, 3.0, 1.0, 1.0, 0.8, 0.8];

/// How well one query word matches a card, given its best match in each
/// field and how short each field is (see [`shortness`]): the best
/// weighted match, plus a little for each further field it appears in, so
/// a card that is *about* the word (title, keywords and body) beats one
/// that only mentions it.
fn card_score(fields: &[f64; FIELDS.len()], short: &[f64; FIELDS.len()]) -> f64 {
    let mut best = 0.0f64;
    let mut sum = 0.0f64;
    for ((m, weight), s) in fields.iter().zip(WEIGHTS).zip(short) {
        let score = m * weight * s;
        best = best.max(score);
        sum += score;
    }
    best + 0.15 * (sum - best)
}

/// How strongly a field's length tempers a match in it (BM25's `b`), per
/// field of `index::FIELDS`: the body and ruling notes differ tenfold in
/// length, and a word among few says more; titles and keywords are short
/// by design and in two languages at once, so their lengths say nothing.
const B: [f64; FIELDS.len()] = [0.0, 0.0, 0.0, 0.0, 0.5, 0.5, 0.0];

/// Per card and field, how much a match there counts for the field's
/// length (BM25's length normalisation, at strength [`B`]): a word of a
/// short body says more about the card than one of a long body.
fn shortness(index: &IndexRef) -> Vec<[f64; FIELDS.len()]> {
    let cards = index.ids.len();
    let mut average = [0.0f64; FIELDS.len()];
    for card in 0..cards {
        for (f, a) in average.iter_mut().enumerate() {
            *a += index.length(card, f) as f64 / cards.max(1) as f64;
        }
    }
    (0..cards)
        .map(|card| {
            let mut s = [1.0f64; FIELDS.len()];
            for (f, slot) in s.iter_mut().enumerate() {
                if average[f] > 0.0 {
                    *slot = 1.0 / (1.0 - B[f] + B[f] * index.length(card, f) as f64 / average[f]);
                }
            }
            s
        })
        .collect()
}

/// The words of a query that carry meaning, folded and unstemmed: what an
/// id is made of.
pub fn query_words(query: &str) -> Vec<String> {
    let folded = fold(query);
    let all: Vec<String> = words(&folded).map(str::to_owned).collect();
    let meaningful: Vec<String> = all.iter().filter(|w| !is_stopword(w)).cloned().collect();
    // A query of nothing but small words still means something.
    if meaningful.is_empty() {
        all
    } else {
        meaningful
    }
}

/// One term of a query: the word as typed (folded; empty for a card) and
/// the forms it may take in the index.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryTerm {
    pub word: String,
    pub forms: Vec<String>,
}

/// The terms of a query, each as the forms it may take in the index: a
/// card's term, or the word stemmed by each of the game's languages (the
/// player may ask in any of them), each form once.
pub fn query_terms(query: &str, langs: &[TextLang]) -> Vec<QueryTerm> {
    let folded = fold(query);
    let mut found = terms(&folded);
    // A query of nothing but stop words still means something.
    if found.is_empty() {
        found = words(&folded).map(Term::Word).collect();
    }
    let stemmers: Vec<_> = langs.iter().map(|l| l.stemmer()).collect();
    found
        .iter()
        .map(|term| match term {
            Term::Card(card, _) => QueryTerm {
                word: String::new(),
                forms: vec![card.term()],
            },
            Term::Word(w) => {
                let mut forms: Vec<String> = Vec::with_capacity(stemmers.len());
                for stemmer in &stemmers {
                    let form = stemmer.stem(w);
                    if !forms.iter().any(|f| *f == form) {
                        forms.push(form.into_owned());
                    }
                }
                QueryTerm {
                    word: (*w).to_owned(),
                    forms,
                }
            }
        })
        .collect()
}

/// Whether `word` is one typo away from a word of `list` of four letters
/// or more, with the first letter right (typos rarely hit it).
fn is_typo_of(word: &str, name: &str) -> bool {
    name.len() >= 4 && name.as_bytes().first() == word.as_bytes().first() && within_one(word, name)
}

/// Whether `word` is a typo of a word of `list`.
fn misspelt<'a>(word: &str, mut list: impl Iterator<Item = &'a str>) -> bool {
    word.len() >= 4 && list.any(|name| name != word && is_typo_of(word, name))
}

/// The card a word of five letters or more names with one typo, if any,
/// so that "there" stays a word.
fn misspelt_card(word: &str) -> Option<super::index::CardWord> {
    if word.len() < 5 {
        return None;
    }
    card_names()
        .find(|(name, _)| is_typo_of(word, name))
        .map(|(_, card)| card)
}

/// Cards matching `query`, best first. An exact card id is always first.
/// `Hit::card` is the card's position in the game's rule cards.
pub fn search(game: &Game, query: &str) -> Vec<Hit> {
    search_index(&game.index, query)
}

/// The languages of a game's cards, as the index has them: those its
/// first card has a title in.
fn index_langs(index: &IndexRef) -> Vec<TextLang> {
    let Some(titles) = index.titles.first() else {
        return TextLang::ALL.to_vec();
    };
    TextLang::ALL
        .into_iter()
        .zip(titles)
        .filter(|(_, t)| t.is_some())
        .map(|(lang, _)| lang)
        .collect()
}

/// How much rarer words count (BM25's inverse document frequency): a word
/// on two cards of 27 tells far more about which card is meant than one on
/// twenty. Never quite nothing, so a query of common words still finds.
fn rarity(cards: usize, with_word: usize) -> f64 {
    let (n, k) = (cards as f64, with_word as f64);
    (1.0 + (n - k + 0.5) / (k + 0.5)).ln().max(0.2)
}

/// A lookup without a game named: the game `first` (a saved default)
/// searched first and taken when it has a card, else the game whose best
/// card scores highest; that game and its hits, or `None` when no game
/// has a card. Only the indexes are read; the front end takes down the
/// cards it shows from the game's [`Shelf`](super::Shelf).
pub fn across(
    query: &str,
    first: Option<GameId>,
) -> Result<Option<(GameId, Vec<Hit>)>, super::ContentError> {
    if let Some(game) = first {
        let shelf = super::Shelf::open(game)?;
        let hits = search_index(&shelf.index, query);
        if !hits.is_empty() {
            return Ok(Some((game, hits)));
        }
    }
    let mut best: Option<(GameId, Vec<Hit>)> = None;
    for game in GameId::ALL.into_iter().filter(|g| Some(*g) != first) {
        let shelf = super::Shelf::open(game)?;
        let hits = search_index(&shelf.index, query);
        let better = match (&best, hits.first()) {
            (_, None) => false,
            (None, Some(_)) => true,
            (Some((_, old)), Some(new)) => old.first().is_none_or(|o| new.score > o.score),
        };
        if better {
            best = Some((game, hits));
        }
    }
    Ok(best)
}

/// A hit of a lookup across the games: the card's game and the hit in it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameHit {
    pub game: GameId,
    pub hit: Hit,
}

/// [`across`] as one list, each hit named with its game.
pub fn across_all(query: &str, first: Option<GameId>) -> Result<Vec<GameHit>, super::ContentError> {
    Ok(across(query, first)?
        .map(|(game, hits)| hits.into_iter().map(|hit| GameHit { game, hit }).collect())
        .unwrap_or_default())
}

/// [`search`] on the index alone (a lookup has not decoded the cards yet):
/// `Hit::card` is a position in the index.
pub fn search_index(index: &IndexRef, query: &str) -> Vec<Hit> {
    let trimmed = query.trim();
    let mut terms = query_terms(trimmed, &index_langs(index));
    let mut hits = Vec::new();
    if terms.is_empty() {
        return hits;
    }
    // A word the game does not know may be a misspelt card ("Siben",
    // "Buube") or stop word ("wich"); a word it knows is not ("vielen" is
    // no "vieren").
    for term in terms.iter_mut().filter(|t| !t.word.is_empty()) {
        let forms: Vec<Shape> = term.forms.iter().map(|f| Shape::of(f)).collect();
        let known = index.shapes().enumerate().any(|(w, shape)| {
            (forms.iter().zip(&term.forms)).any(|(form, f)| *form == shape && index.word(w) == f)
        });
        if known {
            continue;
        }
        if let Some(card) = misspelt_card(&term.word) {
            term.forms = vec![card.term()];
        } else if misspelt(&term.word, stopwords()) {
            term.forms.clear();
        }
    }
    if terms.len() > 1 {
        terms.retain(|t| !t.forms.is_empty());
    }
    // Each form of each query term against each distinct term of the game,
    // once; the terms that match lead to their cards: per query term, per
    // card and field, the best match.
    let cards = index.ids.len();
    let mut matches: Vec<Vec<[f64; FIELDS.len()]>> = Vec::with_capacity(terms.len());
    for (j, term) in terms.iter().enumerate() {
        // "Bube auf Bube", "7 op 7": a term asked again matches as before.
        if let Some(again) = terms[..j]
            .iter()
            .position(|t| t.forms == term.forms)
            .and_then(|k| matches.get(k))
        {
            matches.push(again.clone());
            continue;
        }
        let mut best = vec![[0.0f64; FIELDS.len()]; cards];
        for q in &term.forms {
            let qshape = Shape::of(q);
            for (w, shape) in index.shapes().enumerate() {
                if !may_match(qshape, shape) {
                    continue;
                }
                let m = word_match(q, qshape, index.word(w), shape);
                if m > 0.0 {
                    for (card, field) in index.postings(w) {
                        if let Some(slot) = best.get_mut(card).and_then(|b| b.get_mut(field)) {
                            *slot = slot.max(m);
                        }
                    }
                }
            }
        }
        matches.push(best);
    }
    let weights: Vec<f64> = matches
        .iter()
        .map(|m| {
            rarity(
                cards,
                m.iter().filter(|f| f.iter().any(|&x| x > 0.0)).count(),
            )
        })
        .collect();
    let short = shortness(index);
    let named = named_by_keyword(index, trimmed);
    // "play order" names the card `play-order` as surely as its id does.
    let as_id = query_words(trimmed).join("-");
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
        let (mut total, mut plain, mut matched) = (0.0, 0.0, 0usize);
        for (m, weight) in matches.iter().zip(&weights) {
            let s = match (m.get(i), short.get(i)) {
                (Some(m), Some(short)) => card_score(m, short),
                _ => 0.0,
            };
            if s > 0.0 {
                matched += 1;
                total += s * weight;
                plain += s;
            }
        }
        let exact = named.get(i).copied().unwrap_or(false);
        if matched == 0 && !exact {
            continue;
        }
        // Cards that match every word of a longer query beat cards that
        // match one word very well.
        let coverage = matched as f64 / terms.len() as f64;
        let mut score = total * (0.5 + 0.5 * coverage);
        // Neighbouring query terms side by side in a title or keyword:
        // "Bube auf Bube", "draw two", "7 auf 7". However common the
        // words, together they name the card.
        // (A phrase holds no newline, so searching all of a card's phrases
        // at once is searching each.)
        let phrases = index.phrases.get(i).copied().unwrap_or_default();
        // Only a term that matched the card's title or keywords can stand
        // in one of its phrases: the others are not looked for.
        let named_in = |j: usize| {
            matches
                .get(j)
                .and_then(|m| m.get(i))
                .is_some_and(|f| f[1] > 0.0 || f[2] > 0.0)
        };
        for (j, pair) in terms.windows(2).enumerate() {
            let side_by_side = named_in(j)
                && named_in(j + 1)
                && pair[0]
                    .forms
                    .iter()
                    .any(|a| pair[1].forms.iter().any(|b| holds_pair(phrases, a, b)));
            if side_by_side {
                score += 2.0;
            }
        }
        // The whole query is one of the card's keywords word for word
        // ("wer gibt", "can I pass", "passen"), or its terms are those of a
        // keyword or title ("points at the end", "Mau vergessen"). The
        // keywords are written as players ask, so this names the card more
        // surely than the words one by one, which a card that merely
        // mentions them everywhere ("der dritte Durchgang") can outscore.
        // (A single term alone is no phrase: Dutch "passen" is to fit, the
        // English "pass" is not.)
        let whole = exact
            || (terms.len() > 1 && (0..terms.len()).all(named_in) && holds_phrase(phrases, &terms));
        if whole {
            // Typed exactly as the keyword stands is surer still.
            score = score * 1.3 + if exact { 4.0 } else { 2.0 };
        }
        // House rules explain a variation of a card that is about the same
        // words; the card itself should come first.
        if index.variants.get(i).is_some_and(Option::is_some) {
            score *= 0.9;
        }
        // Too weak a match to show at all: judged without the weights, so
        // that one rare word matched only by a typo in the body does not.
        if whole || plain * coverage * coverage >= 0.9 {
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

/// Per card, whether one of its keywords is `query` word for word (folded,
/// stop words included).
///
/// Only keywords that begin with the query's first word can be it: those
/// are found with one SIMD search over all the game's keywords (a few
/// kilobytes, read as bytes, never checked as text as a whole), and each
/// is read as words alone.
fn named_by_keyword(index: &IndexRef, query: &str) -> Vec<bool> {
    let folded = fold(query);
    let asked: Vec<&str> = words(&folded).collect();
    let mut named = vec![false; index.ids.len()];
    let Some(first) = asked.first() else {
        return named;
    };
    let blob = index.keywords;
    // Where each card's keywords end (a NUL after each card's).
    let ends: Vec<usize> = memchr::memchr_iter(0, blob).collect();
    for at in memchr::memmem::find_iter(blob, first.as_bytes()) {
        if at > 0 && !matches!(blob[at - 1], b'\n' | 0) {
            continue; // Inside a keyword, not at its start.
        }
        let end = memchr::memchr2(b'\n', 0, &blob[at..]).map_or(blob.len(), |n| at + n);
        let is_query =
            std::str::from_utf8(&blob[at..end]).is_ok_and(|k| words(k).eq(asked.iter().copied()));
        if is_query {
            let card = ends.partition_point(|&e| e < at);
            if let Some(slot) = named.get_mut(card) {
                *slot = true;
            }
        }
    }
    named
}

/// Whether one of `phrases` (terms separated by single spaces, phrases
/// by newlines) is exactly `terms`, each in one of its forms.
fn holds_phrase(phrases: &str, terms: &[QueryTerm]) -> bool {
    let bytes = phrases.as_bytes();
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', bytes).chain([bytes.len()]) {
        // (A newline is one byte of its own: the cut is a char boundary.)
        let phrase = phrases.get(start..end).unwrap_or_default();
        start = end + 1;
        // Only a phrase of as many terms can be it: counting its spaces
        // skips the others without splitting them.
        if memchr::memchr_iter(b' ', phrase.as_bytes()).count() + 1 != terms.len() {
            continue;
        }
        let mut words = phrase.split(' ');
        if terms
            .iter()
            .all(|t| words.next().is_some_and(|w| t.forms.iter().any(|f| f == w)))
        {
            return true;
        }
    }
    false
}

/// Whether `a b` stand side by side, as whole terms, in `phrases` (terms
/// separated by single spaces, phrases by newlines).
fn holds_pair(phrases: &str, a: &str, b: &str) -> bool {
    let mut from = 0;
    while let Some(at) = phrases.get(from..).and_then(|p| p.find(a)) {
        let start = from + at;
        let end = start + a.len();
        let before_ok = start == 0 || matches!(phrases.as_bytes()[start - 1], b' ' | b'\n');
        if before_ok && phrases[end..].starts_with(' ') {
            let rest = &phrases[end + 1..];
            if rest.starts_with(b)
                && matches!(rest.as_bytes().get(b.len()), None | Some(b' ' | b'\n'))
            {
                return true;
            }
        }
        from = end;
    }
    false
}

/// When nothing matched: card ids, titles and keywords that look most like
/// the query, for a "did you mean" list. Returns (card position, the folded
/// word that looked alike), at most `limit`, each card once. Reads the
/// index alone (keywords come folded from `build.rs`), so that a query that
/// found nothing decodes no card.
pub fn suggest(game: &Game, query: &str, lang: Lang, limit: usize) -> Vec<(usize, String)> {
    let q = fold(query.trim());
    let letters = Letters::of(&q);
    let index = &game.index;
    let keywords = std::str::from_utf8(index.keywords).unwrap_or_default();
    let mut per_card = keywords.split('\0');
    let mut scored: Vec<(f64, usize, String)> = Vec::new();
    for (i, id) in index.ids.iter().enumerate() {
        let title = game.title_at(i, lang).unwrap_or_default();
        let keywords = per_card.next().unwrap_or_default();
        let (id, title) = (fold(id), fold(title));
        // The last of equals, as `max_by` keeps it.
        let mut best: Option<(f64, &str)> = None;
        for c in [id.as_str(), title.as_str()]
            .into_iter()
            .chain(keywords.lines())
        {
            // A word that cannot come near the threshold cannot be the
            // best of a card that is suggested: the best is the last of
            // the most alike, and that one is kept only if it reaches the
            // threshold.
            if letters.jaro_winkler_bound(c) < LOOKS_ALIKE {
                continue;
            }
            let s = strsim::jaro_winkler(&q, c);
            if best.is_none_or(|(b, _)| s >= b) {
                best = Some((s, c));
            }
        }
        if let Some((s, word)) = best
            && s >= LOOKS_ALIKE
        {
            scored.push((s, i, word.to_owned()));
        }
    }
    scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    scored
        .into_iter()
        .take(limit)
        .map(|(_, i, w)| (i, w))
        .collect()
}

/// How alike (Jaro-Winkler) a word must look to the query to be suggested.
const LOOKS_ALIKE: f64 = 0.8;

/// Far more than the rounding error of a few additions and divisions of
/// numbers near 1, and far less than any real difference of two scores.
const ROUNDING: f64 = 1e-9;

/// The letters of a folded query, counted, for [`Letters::jaro_winkler_bound`].
struct Letters {
    /// How often each ASCII character occurs.
    ascii: [u8; 128],
    /// How many characters are not ASCII.
    other: usize,
    /// The length in characters.
    len: usize,
}

impl Letters {
    fn of(query: &str) -> Letters {
        let mut letters = Letters {
            ascii: [0; 128],
            other: 0,
            len: 0,
        };
        for c in query.chars() {
            letters.len += 1;
            match letters.ascii.get_mut(c as usize) {
                Some(n) => *n = n.saturating_add(1),
                None => letters.other += 1,
            }
        }
        letters
    }

    /// At least `strsim::jaro_winkler(query, word)`, for a fraction of its
    /// cost (which is a table of flags and a pass over `word` for each of
    /// the query's letters; a card has dozens of ids, titles and keywords
    /// to try). Jaro pairs equal characters one to one, so there are no
    /// more matches `m` than the letters the two words share, and the
    /// similarity is at most (m/|query| + m/|word| + 1) / 3; Winkler's
    /// bonus for a common beginning of at most four letters raises a
    /// similarity `s` to at most 0.4 + 0.6 s. (A non-ASCII letter is
    /// counted as shared with any non-ASCII letter of the query.)
    fn jaro_winkler_bound(&self, word: &str) -> f64 {
        let mut ascii = self.ascii;
        let mut other = self.other;
        let (mut len, mut shared) = (0usize, 0usize);
        for c in word.chars() {
            len += 1;
            let left = match ascii.get_mut(c as usize) {
                Some(n) => n,
                None => {
                    if other > 0 {
                        other -= 1;
                        shared += 1;
                    }
                    continue;
                }
            };
            if *left > 0 {
                *left -= 1;
                shared += 1;
            }
        }
        if self.len == 0 || len == 0 {
            // Two empty words are alike (1.0); leave those to strsim.
            return 1.0;
        }
        if shared == 0 {
            return 0.0;
        }
        let m = shared as f64;
        let jaro = (m / self.len as f64 + m / len as f64 + 1.0) / 3.0;
        // strsim reaches the same value as `jaro + 0.4 * (1 - jaro)`, whose
        // rounding can end one unit in the last place above this one
        // ("♠♠öb♠a" against "♠♠öbe"); the slack keeps the bound a bound.
        0.4 + 0.6 * jaro.min(1.0) + ROUNDING
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn the_bound_is_never_below_jaro_winkler(q in "[abeöü♠]{0,8}", w in "[abeöü♠]{0,10}") {
            let exact = strsim::jaro_winkler(&q, &w);
            proptest::prop_assert!(Letters::of(&q).jaro_winkler_bound(&w) >= exact);
        }
    }

    /// The case proptest found: bound and score are equal in exact
    /// arithmetic, and strsim's rounding came out one unit higher.
    #[test]
    fn the_bound_holds_where_both_round_differently() {
        let (q, w) = ("♠♠öb♠a", "♠♠öbe");
        assert!(Letters::of(q).jaro_winkler_bound(w) >= strsim::jaro_winkler(q, w));
    }

    /// `suggest` as it was before the bound: every word measured.
    fn suggest_measuring_all(game: &Game, query: &str, lang: Lang) -> Vec<(usize, String)> {
        let q = fold(query.trim());
        let keywords = std::str::from_utf8(game.index.keywords).unwrap_or_default();
        let mut per_card = keywords.split('\0');
        let mut scored: Vec<(f64, usize, String)> = Vec::new();
        for (i, id) in game.index.ids.iter().enumerate() {
            let title = fold(game.title_at(i, lang).unwrap_or_default());
            let id = fold(id);
            let keywords = per_card.next().unwrap_or_default();
            let best = [id.as_str(), title.as_str()]
                .into_iter()
                .chain(keywords.lines())
                .map(|c| (strsim::jaro_winkler(&q, c), c))
                .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
            if let Some((s, word)) = best
                && s >= LOOKS_ALIKE
            {
                scored.push((s, i, word.to_owned()));
            }
        }
        scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
        scored.into_iter().take(5).map(|(_, i, w)| (i, w)).collect()
    }

    #[test]
    fn suggestions_are_those_of_measuring_every_word() {
        let queries = [
            "xyzzyq",
            "gleichstnd",
            "vrouw",
            "siben",
            "buube",
            "ablage",
            "chip",
            "makao",
            "dame",
            "koenigin",
            "ass",
            "strafkarte",
            "ninja",
            "q",
            "zz",
            "aussetzen",
            "mau",
            "draw",
            "pas",
            "höchste",
            "wunsch",
            "kaart",
            "zieh",
            "farbe",
        ];
        for id in super::super::GameId::ALL {
            let game = super::super::load_parts(id, super::super::Parts::META).unwrap();
            for lang in [Lang::De, Lang::Nl, Lang::En] {
                for q in queries {
                    assert_eq!(
                        suggest(&game, q, lang, 5),
                        suggest_measuring_all(&game, q, lang),
                        "{id} {lang:?} {q}"
                    );
                }
            }
        }
    }

    #[test]
    fn umlauts_meet_their_spellings() {
        assert_eq!(fold("Höchste"), fold("hoechste"));
        assert_eq!(fold("Höchste"), fold("hochste"));
        assert_eq!(fold("Weißt"), "weisst");
    }

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

    #[test]
    fn pairs_are_whole_terms_side_by_side() {
        let phrases = "bube auf\n#j: #j:\nsieb zieh";
        assert!(holds_pair(phrases, "#j:", "#j:"));
        assert!(holds_pair(phrases, "sieb", "zieh"));
        assert!(!holds_pair(phrases, "auf", "#j:"), "not across phrases");
        assert!(!holds_pair(phrases, "ube", "auf"), "not inside a term");
        assert!(!holds_pair(phrases, "sieb", "zi"), "not a part of a term");
    }

    #[test]
    fn stopwords_are_dropped_unless_nothing_else_is_left() {
        assert_eq!(query_words("wer legt den Chip"), vec!["legt", "chip"]);
        assert_eq!(query_words("wer bekommt den Chip"), vec!["chip"]);
        assert_eq!(query_words("the"), vec!["the"]);
    }
}
