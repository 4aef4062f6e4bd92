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
//!
//! A query word also looks for what the game's lexicon says it means in
//! the game's other languages ([`lexicon`]); words the game does not know
//! at all are left out and named ([`Found::unused`]); without a game, the
//! games are searched together ([`across`]).

mod across;
mod lexicon;
mod suggest;
mod words;

pub use across::{GameHit, Mixed, across_all, best_game};
pub use suggest::suggest;

use super::index::{
    FIELDS, IndexRef, Shape, Term, TextLang, fold, is_stopword, stopwords, terms, words,
};
use super::model::Game;
use words::{may_match, misspelt, misspelt_card, word_match};

/// One search hit.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub card: usize,
    pub score: f64,
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
    /// How many of `forms` are the query's own; the rest are the
    /// lexicon's (see [`lexicon`]).
    pub own: usize,
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
                own: 1,
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
                    own: forms.len(),
                    forms,
                }
            }
        })
        .collect()
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

/// What a lookup found: the hits, best first, and the words of the query
/// it did not use because the game has nothing like them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Found {
    pub hits: Vec<Hit>,
    /// The query's words (folded) that match no word of the game, in the
    /// order typed.
    pub unused: Vec<String>,
    /// What the card whose id the query is scores by its words alone (its
    /// hit is first whatever the score): what it counts across the games.
    pub id_by_words: Option<f64>,
    /// The house rules (positions) whose own phrase the query says ("7
    /// auf 7", "Bube auf Bube"): named as surely as a card the engine
    /// cites, so the classifier does not outvote them either (a plain
    /// card's text that mentions the house rule teaches it the phrase
    /// too).
    pub variants_named: Vec<usize>,
}

/// [`search`] on the index alone (a lookup has not decoded the cards yet):
/// `Hit::card` is a position in the index.
pub fn search_index(index: &IndexRef, query: &str) -> Vec<Hit> {
    lookup(index, query).hits
}

/// [`search_index`], and the words it did not use. Never nothing while some
/// word of the query is a word of the game.
pub fn lookup(index: &IndexRef, query: &str) -> Found {
    lookup_citing(index, query, &[])
}

/// [`lookup`], with the rule cards the game's engine cites for the
/// situation the query tells (`crate::judge::spoken`; this module knows no
/// engine): each counts [`CITED_WEIGHT`] more, and is found even where
/// none of its words are asked.
pub fn lookup_citing(index: &IndexRef, query: &str, cited: &[&str]) -> Found {
    let mut found = by_words(index, query, cited);
    blend_game(
        &mut found.hits,
        &learned(index, query, cited, &found.variants_named),
    );
    found
}

/// A game's hits by words blended with its classifier's probabilities
/// (`learned`, per card), best first.
fn blend_game(hits: &mut [Hit], learned: &[f64]) {
    let best = best_by_words(hits);
    for hit in hits.iter_mut() {
        hit.score = blended(hit.score, best, learned.get(hit.card).copied(), 1.0);
    }
    hits.sort_by(by_score);
}

/// How much the classifier's probability that a question is about a card
/// (`index.probabilities`, learned from every card's titles, keywords and
/// text) adds to the card's word score, in units of the best word score:
/// on the tuned query sets 0.5 and 1 took the most misses away, 2 fewer.
const LEARNED_WEIGHT: f64 = 1.0;

/// Per card, the classifier's probability that `query` is about it; a
/// card the game's engine cites for the situation told counts as sure as
/// the classifier's best: the verdict settles the question, and the
/// classifier, which knows the words of questions and not the rules,
/// does not outvote it ("pik 10 liegt, ich hab kreuz 10 und pik dame" is
/// about matching, though it names a queen). So does a house rule the
/// query names by its phrase (`named`, see [`Found::variants_named`]).
pub(super) fn learned(index: &IndexRef, query: &str, cited: &[&str], named: &[usize]) -> Vec<f64> {
    let mut p = index.probabilities(query);
    let top = p.iter().copied().fold(0.0f64, f64::max);
    for (card, id) in index.ids.iter().enumerate() {
        if (cited.contains(id) || named.contains(&card))
            && let Some(slot) = p.get_mut(card)
        {
            *slot = top;
        }
    }
    p
}

/// The best finite word score of some hits (a card's id typed scores
/// infinitely), or 0.
fn best_by_words(hits: &[Hit]) -> f64 {
    hits.iter()
        .map(|h| h.score)
        .filter(|s| s.is_finite())
        .fold(0.0f64, f64::max)
}

/// A hit's word score in units of the best (`best`), plus what the
/// classifier's probability adds, at `share` of [`LEARNED_WEIGHT`] (a
/// game that answers a question less well than another learns less).
fn blended(score: f64, best: f64, learned: Option<f64>, share: f64) -> f64 {
    if !score.is_finite() || best <= 0.0 {
        return score;
    }
    score / best + LEARNED_WEIGHT * share * learned.unwrap_or(0.0)
}

/// [`lookup_citing`] by the words alone, before the classifier is heard:
/// the scores a lookup across the games compares.
fn by_words(index: &IndexRef, query: &str, cited: &[&str]) -> Found {
    let query = query.trim();
    // "the queen in mau-mau": the game's name picks the game; it is no
    // word to look for (unless it is all there is, or a card's id).
    let stripped = if index.ids.iter().any(|id| id.eq_ignore_ascii_case(query)) {
        None
    } else {
        lexicon::without_names(index, query)
    };
    match stripped {
        // "was bedeutet Meister Makatsu": the name may be a thing of the
        // game too; where the rest finds nothing, it is what is asked about.
        Some(rest) => {
            let found = lookup_words(index, &rest, cited);
            if found.hits.is_empty() {
                lookup_words(index, query, cited)
            } else {
                found
            }
        }
        None => lookup_words(index, query, cited),
    }
}

/// [`lookup`] of a query whose game's name, if any, has been dealt with.
fn lookup_words(index: &IndexRef, trimmed: &str, cited: &[&str]) -> Found {
    // Stemmed in all three languages, not only the game's: cards have
    // keywords in the game's third language too (a Dutch player asking
    // about Meister Makatsu).
    let mut terms = query_terms(trimmed, &TextLang::ALL);
    let mut found = Found::default();
    if terms.is_empty() {
        return found;
    }
    // A word the game does not know may be a misspelt card ("Siben",
    // "Buube") or stop word ("wich"); a word it knows is not ("vielen" is
    // no "vieren").
    let mut known = vec![true; terms.len()];
    for (term, known) in terms.iter_mut().zip(known.iter_mut()) {
        if term.word.is_empty() {
            continue;
        }
        let forms: Vec<Shape> = term.forms.iter().map(|f| Shape::of(f)).collect();
        *known = index.shapes().enumerate().any(|(w, shape)| {
            (forms.iter().zip(&term.forms)).any(|(form, f)| *form == shape && index.word(w) == f)
        });
        if *known {
            continue;
        }
        if lexicon::entry(index, &term.word).is_some() {
            continue;
        }
        if let Some(card) = misspelt_card(&term.word) {
            term.forms = vec![card.term()];
            term.own = 1;
        } else if misspelt(&term.word, stopwords()) {
            term.forms.clear();
            term.own = 0;
        }
    }
    if terms.len() > 1 {
        let mut kept = terms.iter().map(|t| !t.forms.is_empty());
        known.retain(|_| kept.next().unwrap_or(true));
        terms.retain(|t| !t.forms.is_empty());
    }
    // What the words the game does not know mean in the game's other languages.
    let mut terms = lexicon::expand(index, terms, &known);
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
        for (k, q) in term.forms.iter().enumerate() {
            // A word of the lexicon says less than the word typed: the
            // card in the player's own words first.
            let lent = if k < term.own { 1.0 } else { LEXICON_WEIGHT };
            let qshape = Shape::of(q);
            for (w, shape) in index.shapes().enumerate() {
                if !may_match(qshape, shape) {
                    continue;
                }
                let m = lent * word_match(q, qshape, index.word(w), shape);
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
    // Words no card has anything like are left out (and named), so that
    // they do not throw out every card that has the others.
    let unknown: Vec<bool> = matches
        .iter()
        .map(|m| m.iter().all(|f| f.iter().all(|&x| x == 0.0)))
        .collect();
    if unknown.iter().any(|u| !u) {
        let mut keep = unknown.iter().map(|u| !u);
        found.unused = terms
            .iter()
            .zip(&unknown)
            .filter(|(t, u)| **u && !t.word.is_empty())
            .map(|(t, _)| t.word.clone())
            .collect();
        terms.retain(|_| keep.next().unwrap_or(true));
        let mut keep = unknown.iter().map(|u| !u);
        matches.retain(|_| keep.next().unwrap_or(true));
    }
    let negated = lexicon::negated(trimmed, &index_langs(index));
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
    // Cards that matched, too weakly to be shown unless nothing else is.
    let mut weak: Vec<Hit> = Vec::new();
    let mut id_by_words = None;
    let hits = &mut found.hits;
    // "play order" names the card `play-order` as surely as its id does.
    let as_id = query_words(trimmed).join("-");
    for (i, id) in index.ids.iter().enumerate() {
        // Folding only shortens an id, and keeps its first letter.
        let could_be = id.len() >= as_id.len() && id.get(..1) == as_id.get(..1);
        let is_id = id.eq_ignore_ascii_case(trimmed) || (could_be && fold(id) == as_id);
        let card_negates = index.negated.get(i).copied().unwrap_or_default();
        let (mut total, mut plain, mut matched) = (0.0, 0.0, 0usize);
        for ((m, weight), term) in matches.iter().zip(&weights).zip(&terms) {
            let mut s = match (m.get(i), short.get(i)) {
                (Some(m), Some(short)) => card_score(m, short),
                _ => 0.0,
            };
            // "ik heb geen zeven": what the player lacks is not what the
            // question is about, unless the card says it lacks it too.
            let lacked = term.forms.iter().any(|f| negated.contains(f));
            if lacked
                && !card_negates
                    .lines()
                    .any(|l| term.forms.iter().any(|f| f == l))
            {
                s *= NEGATED_WEIGHT;
            }
            if s > 0.0 {
                matched += 1;
                total += s * weight;
                plain += s;
            }
        }
        let exact = named.get(i).copied().unwrap_or(false);
        let cites = cited.contains(id);
        if matched == 0 && !exact && !is_id && !cites {
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
        let phrases = index
            .phrases
            .get(i)
            .and_then(|p| std::str::from_utf8(p).ok())
            .unwrap_or_default();
        // Only a term that matched the card's title or keywords can stand
        // in one of its phrases: the others are not looked for.
        let named_in = |j: usize| {
            matches
                .get(j)
                .and_then(|m| m.get(i))
                .is_some_and(|f| f[1] > 0.0 || f[2] > 0.0)
        };
        let mut paired = false;
        for (j, pair) in terms.windows(2).enumerate() {
            let side_by_side = named_in(j)
                && named_in(j + 1)
                && pair[0]
                    .forms
                    .iter()
                    .any(|a| pair[1].forms.iter().any(|b| holds_pair(phrases, a, b)));
            if side_by_side {
                score += 2.0;
                paired = true;
            }
        }
        // "kann nicht bedienen", "no jokers": what the query negates, the
        // card's title or a keyword negates too.
        if negated.iter().any(|n| card_negates.lines().any(|l| l == n)) {
            score += 2.0;
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
        // "zeven gelegd, hoeveel pakken", "whats special about the 8": a
        // rank with an effect in the game, asked about, is what the
        // question is about; the card whose title it stands in explains it.
        for (j, term) in terms.iter().enumerate() {
            let titled = matches
                .get(j)
                .and_then(|m| m.get(i))
                .is_some_and(|f| f[1] >= 0.8);
            if titled && special_rank(index, term) {
                score += TITLE_CARD_WEIGHT;
            }
        }
        // The card's title or keyword that the query covers best: the
        // keywords are written as players ask, so a query that says most
        // of one ("wer kriegt die Chips bei Gleichstand" for "wer bekommt
        // die Chips bei Gleichstand") is about that card, even where no
        // two of its words stand side by side.
        // (Only a card with two of the query's terms in its titles or
        // keywords can have a phrase that says two.)
        if (0..terms.len()).filter(|&j| named_in(j)).nth(1).is_some() {
            score += PHRASE_WEIGHT * best_phrase(phrases, &terms, &weights);
        }
        // House rules explain a variation of a card that is about the same
        // words; the card itself should come first, unless the query names
        // the variation ("7 auf 7", "Bube auf Bube").
        if index.variants.get(i).is_some_and(Option::is_some) {
            if paired || (whole && terms.len() > 1) {
                score += 1.0;
                found.variants_named.push(i);
            } else {
                score *= 0.9;
            }
        }
        // The engine's verdict on the situation told cites the card: it is
        // the rule that settles the question, whatever words it is in.
        if cites {
            score += CITED_WEIGHT;
        }
        // Too weak a match to show at all: judged without the weights, so
        // that one rare word matched only by a typo in the body does not.
        if is_id {
            id_by_words = Some(score);
            hits.push(Hit {
                card: i,
                score: f64::INFINITY,
            });
        } else if whole || cites || plain * coverage * coverage >= 0.9 {
            hits.push(Hit { card: i, score });
        } else {
            weak.push(Hit { card: i, score });
        }
    }
    // Never nothing while a card has a word of the query: the best of the
    // weak ones.
    if hits.is_empty() {
        weak.sort_by(by_score);
        weak.truncate(WEAK_SHOWN);
        *hits = weak;
    }
    hits.sort_by(by_score);
    found.id_by_words = id_by_words;
    found
}

/// What a card the engine cites for the situation a query tells adds.
const CITED_WEIGHT: f64 = 4.0;

/// What a special card asked about adds to the cards whose title names it.
const TITLE_CARD_WEIGHT: f64 = 2.0;

/// Whether a query's term is a card whose rank has an effect in the game
/// (a seven in Mau-Mau, a two in Makao).
fn special_rank(index: &IndexRef, term: &QueryTerm) -> bool {
    term.forms.iter().any(|f| {
        f.strip_prefix('#')
            .and_then(|card| card.split_once(':'))
            .is_some_and(|(rank, _)| {
                !rank.is_empty() && index.special.split(' ').any(|s| s == rank)
            })
    })
}

/// What a title or keyword the query says all of adds (see
/// [`best_phrase`]).
const PHRASE_WEIGHT: f64 = 0.6;

/// What a word of a title or keyword that the query does not say weighs
/// against the words it does (a query word's weight is its rarity).
const UNSAID_WEIGHT: f64 = 1.5;

/// How much of one of the card's titles and keywords (`phrases`: terms
/// separated by single spaces, phrases by newlines) the query says, for the
/// phrase it says most of: the weight of the terms it says against that
/// and the terms it does not, times the weight it says (common words say
/// little: "wie viele Karten" names no card). Zero where it says at most
/// one term: one word is no phrase.
fn best_phrase(phrases: &str, terms: &[QueryTerm], weights: &[f64]) -> f64 {
    let mut best = 0.0f64;
    for phrase in phrases.lines() {
        let (mut said, mut unsaid, mut count) = (0.0f64, 0usize, 0usize);
        let mut used = [false; 64];
        for word in phrase.split(' ').filter(|w| !w.is_empty()) {
            let hit = (0..terms.len().min(used.len()))
                .find(|&j| !used[j] && terms[j].forms.iter().any(|f| f == word));
            match hit {
                Some(j) => {
                    used[j] = true;
                    said += weights.get(j).copied().unwrap_or(1.0);
                    count += 1;
                }
                None => unsaid += 1,
            }
        }
        if count >= 2 {
            let fit = said / (said + unsaid as f64 * UNSAID_WEIGHT);
            best = best.max(fit * said);
        }
    }
    best
}

/// What a match of a word the query negates counts on a card that does
/// not negate it.
const NEGATED_WEIGHT: f64 = 0.5;

/// What a match of a word the lexicon lent counts, against one typed.
const LEXICON_WEIGHT: f64 = 0.8;

/// How many of the weak matches are shown when nothing matched better.
const WEAK_SHOWN: usize = 5;

/// Best first; equals in card order.
fn by_score(a: &Hit, b: &Hit) -> std::cmp::Ordering {
    b.score
        .partial_cmp(&a.score)
        .unwrap_or(std::cmp::Ordering::Equal)
        .then(a.card.cmp(&b.card))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn umlauts_meet_their_spellings() {
        assert_eq!(fold("Höchste"), fold("hoechste"));
        assert_eq!(fold("Höchste"), fold("hochste"));
        assert_eq!(fold("Weißt"), "weisst");
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
