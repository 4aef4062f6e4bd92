//! The game's lexicon applied to a query (its entries are compiled into
//! the index by `rulecard_content::lexicon`): a word, or two or three side
//! by side, that is one of an entry's words also looks for the entry's
//! other words as the index has them, or becomes the card the entry
//! names; the words that name the game; and what a query negates.

use super::super::index::{IndexRef, TextLang, fold, negated_terms, words};
use super::QueryTerm;
use super::words::within_one;

/// The entry of the lexicon a key (folded words, or their stems in one
/// language, separated by spaces) belongs to.
fn entry_of(index: &IndexRef, key: &str) -> Option<usize> {
    // One SIMD search for "key\t" over all the keys (tens of kilobytes,
    // looked up for every word a game does not know), not line by line.
    let keys = index.lex_keys;
    let needle = format!("{key}\t");
    memchr::memmem::find_iter(keys, needle.as_bytes())
        .filter(|&at| at == 0 || keys[at - 1] == b'\n')
        .find_map(|at| {
            let rest = keys.get(at + needle.len()..)?;
            let entry = rest.split(|&b| b == b'\n').next()?;
            std::str::from_utf8(entry).ok()?.parse().ok()
        })
}

/// The entry a single query word (folded) is one of: as typed, as its stem
/// in any language, or with one typo in a word of seven letters or more
/// (typos rarely hit the first letter).
pub(super) fn entry(index: &IndexRef, word: &str) -> Option<usize> {
    keys_of(&[word])
        .iter()
        .find_map(|k| entry_of(index, k))
        .or_else(|| {
            if word.chars().count() < 7 {
                return None;
            }
            index.lex_keys.split(|&b| b == b'\n').find_map(|line| {
                // Only a key of 7 bytes or more that begins with the
                // word's first byte is read as text and compared.
                let tab = line.iter().position(|&b| b == b'\t')?;
                if tab < 7 || line.first() != word.as_bytes().first() {
                    return None;
                }
                let (k, e) = std::str::from_utf8(line).ok()?.split_once('\t')?;
                let alike = !k.contains(' ') && within_one(k, word);
                alike.then(|| e.parse().ok()).flatten()
            })
        })
}

/// The keys some words side by side may stand as: as typed, and stemmed in
/// each language.
fn keys_of(words: &[&str]) -> Vec<String> {
    let mut keys = vec![words.join(" ")];
    for lang in TextLang::ALL {
        let stemmer = lang.stemmer();
        let key = words
            .iter()
            .map(|w| stemmer.stem(w))
            .collect::<Vec<_>>()
            .join(" ");
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// The query's terms with what the lexicon says they mean: the longest
/// run of words (three at most) that is one of an entry's words and has a
/// word the game's text does not (`known` says which it has: a word in the
/// game's own language is searched as typed) becomes one term that also
/// looks for the entry's other words; a run that names a card becomes
/// that card.
pub(super) fn expand(index: &IndexRef, terms: Vec<QueryTerm>, known: &[bool]) -> Vec<QueryTerm> {
    if index.lex_forms.is_empty() {
        return terms;
    }
    let mut out = Vec::with_capacity(terms.len());
    let mut i = 0;
    while i < terms.len() {
        let mut taken = None;
        for n in (1..=3usize.min(terms.len() - i)).rev() {
            let run = &terms[i..i + n];
            let all_known = known.get(i..i + n).is_some_and(|k| k.iter().all(|&k| k));
            if all_known || run.iter().any(|t| t.word.is_empty()) {
                continue;
            }
            let typed: Vec<&str> = run.iter().map(|t| t.word.as_str()).collect();
            let found = if n == 1 {
                entry(index, typed[0])
            } else {
                keys_of(&typed).iter().find_map(|k| entry_of(index, k))
            };
            if let Some(e) = found {
                taken = Some((n, e));
                break;
            }
        }
        let Some((n, e)) = taken else {
            out.push(terms[i].clone());
            i += 1;
            continue;
        };
        let run = &terms[i..i + n];
        let meant = index.lex_forms.get(e).copied().unwrap_or_default();
        let word = run
            .iter()
            .map(|t| t.word.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let term = if meant.starts_with('#') {
            // A card's name: the card (and the word for its typos).
            QueryTerm {
                word: String::new(),
                forms: meant.split(' ').map(str::to_owned).collect(),
                own: 1,
            }
        } else {
            let mut forms: Vec<String> = run.iter().flat_map(|t| t.forms.clone()).collect();
            forms.dedup();
            let own = forms.len();
            for f in meant.split(' ').filter(|f| !f.is_empty()) {
                if !forms.iter().any(|g| g == f) {
                    forms.push(f.to_owned());
                }
            }
            QueryTerm { word, forms, own }
        };
        out.push(term);
        i += n;
    }
    out
}

/// Where in the folded words of a query one of the game's names stands:
/// its first word and how many words it has.
pub(super) fn name_at(index: &IndexRef, asked: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for name in index.names.lines().filter(|n| !n.is_empty()) {
        let name: Vec<&str> = name.split(' ').collect();
        if let Some(at) = asked.windows(name.len()).position(|w| w == name.as_slice())
            && best.is_none_or(|(_, n)| name.len() > n)
        {
            best = Some((at, name.len()));
        }
    }
    best
}

/// Words that make a name beside them a piece of the game, not the game:
/// "the meister makatsu piece", "Meister-Makatsu-Figur". Folded.
const PIECE: &[&str] = &[
    "piece",
    "figure",
    "token",
    "figur",
    "spielfigur",
    "figuur",
    "pion",
    "stuk",
];

/// The query without the words that name the game ("in mau-mau"), if it
/// names the game and has other words, and the name is not a piece's
/// ("what is the meister makatsu piece for": Meister Makatsu is also the
/// piece that decides ties).
pub(super) fn without_names(index: &IndexRef, query: &str) -> Option<String> {
    let folded = fold(query);
    let asked: Vec<&str> = words(&folded).collect();
    let (at, n) = name_at(index, &asked)?;
    let beside = [at.checked_sub(1), Some(at + n)];
    if beside
        .into_iter()
        .flatten()
        .any(|i| asked.get(i).is_some_and(|w| PIECE.contains(w)))
    {
        return None;
    }
    let rest: Vec<&str> = asked[..at]
        .iter()
        .chain(&asked[at + n..])
        .copied()
        .filter(|w| !matches!(*w, "in" | "bei" | "beim" | "bij" | "im" | "of" | "for"))
        .collect();
    let meaningful = rest.iter().any(|w| !super::super::index::is_stopword(w));
    meaningful.then(|| rest.join(" "))
}

/// What a query negates, as the index has negated terms: the term after
/// each negation, stemmed in each of the game's languages.
pub(super) fn negated(query: &str, langs: &[TextLang]) -> Vec<String> {
    let folded = fold(query);
    let mut out: Vec<String> = Vec::new();
    for lang in langs {
        for term in negated_terms(&folded, &lang.stemmer()) {
            if !out.contains(&term) {
                out.push(term);
            }
        }
    }
    out
}
