//! A game's lexicon (`content/<game>/lexicon.yaml`) made part of its
//! search index, and checked.
//!
//! Players ask in whichever language comes to mind, and a game's rule text
//! has two of the three: a Dutch player asks Meister Makatsu about a
//! "doorgang", a German one Makao about the "Nachziehstapel". Each entry of
//! the lexicon names one thing in German, Dutch and English; a query word
//! (or two or three side by side) that is one of an entry's words also
//! looks for the entry's other words, as the index has them (stemmed in
//! their own language), or for the card an entry names ("Unter" is a jack).
//!
//! Checked when the core is built, like the rest of the content: every
//! entry has words in all three languages, each word is more than question
//! words, no phrase belongs to two entries, a card an entry names is one
//! the game's deck has, and some word of every entry is a word of the
//! game's rule text (an entry about nothing the cards say finds nothing).

use crate::index::{
    CardWord, IndexOwned, TextLang, fold, is_stopword, rank_code, rank_name, suit_code, words,
};
use crate::raw::{RawLexicon, RawTerm};

/// The words of an entry in the languages of [`TextLang::ALL`] order.
fn by_lang(term: &RawTerm) -> [(TextLang, &[String]); 3] {
    [
        (TextLang::De, term.de.as_slice()),
        (TextLang::Nl, term.nl.as_slice()),
        (TextLang::En, term.en.as_slice()),
    ]
}

/// The folded words of a phrase that are not question words.
fn key_words(phrase: &str) -> Vec<String> {
    words(&fold(phrase))
        .filter(|w| !is_stopword(w))
        .map(str::to_owned)
        .collect()
}

/// The card an entry's `card` names: a rank code (`J`, `7`) or a suit
/// (`hearts`), checked against the game's deck.
fn card_of(code: &str, deck: &[usize]) -> Result<CardWord, String> {
    if let Some(rank) = rank_code(code) {
        if !deck.contains(&rank) {
            return Err(format!("the game's deck has no rank {code}"));
        }
        return Ok(CardWord {
            rank: Some(rank),
            suit: None,
        });
    }
    if let Some(suit) = suit_code(code) {
        if deck.is_empty() {
            return Err(format!("the game has no French suits, so no {code}"));
        }
        return Ok(CardWord {
            rank: None,
            suit: Some(suit),
        });
    }
    Err(format!(
        "\"{code}\" is neither a rank (2–10, J, Q, K, A) nor a suit (hearts, diamonds, clubs, spades)"
    ))
}

/// The ranks of a list of codes, or what is wrong with one.
fn ranks(codes: &[String], field: &str) -> Result<Vec<usize>, String> {
    codes
        .iter()
        .map(|c| rank_code(c).ok_or_else(|| format!("{field}: \"{c}\" is not a rank")))
        .collect()
}

impl IndexOwned {
    /// The index with `lexicon` in it; an error says which entry is wrong
    /// and how (the entry's first word names it).
    pub fn with_lexicon(mut self, lexicon: &RawLexicon) -> Result<IndexOwned, (String, String)> {
        let whole = |problem: String| (String::new(), problem);
        let deck = ranks(&lexicon.deck, "deck").map_err(whole)?;
        let special = ranks(&lexicon.special, "special").map_err(whole)?;
        if let Some(r) = special.iter().find(|r| !deck.contains(r)) {
            return Err(whole(format!(
                "special: rank {} is not in the deck",
                rank_name(*r)
            )));
        }
        if lexicon.names.is_empty() {
            return Err(whole("names: the game needs a name to be asked by".into()));
        }
        let vocab: std::collections::HashSet<String> = self.vocab().map(str::to_owned).collect();
        let mut keys: Vec<(String, usize)> = Vec::new();
        let mut owner: std::collections::HashMap<String, usize> = Default::default();
        let mut about_nothing: Vec<String> = Vec::new();
        for (e, term) in lexicon.terms.iter().enumerate() {
            let name = term
                .de
                .first()
                .or(term.en.first())
                .cloned()
                .unwrap_or_else(|| format!("entry {}", e + 1));
            let fail = |problem: String| (name.clone(), problem);
            let mut forms: Vec<String> = Vec::new();
            // Every word of its phrases, stemmed: what an entry of phrases
            // alone stands as, and what makes it an entry of this game.
            let mut phrase_words: Vec<String> = Vec::new();
            if let Some(code) = &term.card {
                forms.push(card_of(code, &deck).map_err(fail)?.term());
            }
            for (lang, list) in by_lang(term) {
                if list.is_empty() {
                    return Err(fail(format!("no {lang:?} words")));
                }
                let stemmer = lang.stemmer();
                for phrase in list {
                    let plain = key_words(phrase);
                    if plain.is_empty() {
                        return Err(fail(format!("\"{phrase}\" is nothing but question words")));
                    }
                    let folded = plain.join(" ");
                    match owner.get(&folded) {
                        Some(&other) if other != e => {
                            return Err(fail(format!(
                                "\"{phrase}\" is also a word of entry {}",
                                other + 1
                            )));
                        }
                        _ => {
                            owner.insert(folded.clone(), e);
                        }
                    }
                    let stems: Vec<String> =
                        plain.iter().map(|w| stemmer.stem(w).into_owned()).collect();
                    let stem_key = stems.join(" ");
                    for w in &stems {
                        if !phrase_words.contains(w) {
                            phrase_words.push(w.clone());
                        }
                    }
                    for key in [folded, stem_key] {
                        if !keys.contains(&(key.clone(), e)) {
                            keys.push((key, e));
                        }
                    }
                    // One word stands in the index as its stem; a phrase's
                    // words are found side by side by its own words.
                    if term.card.is_none()
                        && let [stem] = &stems[..]
                        && !forms.contains(stem)
                    {
                        forms.push(stem.clone());
                    }
                }
            }
            if term.card.is_none() && forms.is_empty() {
                forms = phrase_words.clone();
            }
            if term.card.is_none() && !phrase_words.iter().any(|f| vocab.contains(f)) {
                about_nothing.push(name.clone());
            }
            self.lex_forms.push(forms.join(" "));
        }
        if !about_nothing.is_empty() {
            return Err((
                about_nothing.join(", "),
                "none of the words of these entries is a word of the game's rule cards".into(),
            ));
        }
        // Longest keys first, so that a lookup may stop at the first.
        keys.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.cmp(b)));
        for (key, e) in keys {
            self.lex_keys
                .extend_from_slice(format!("{key}\t{e}\n").as_bytes());
        }
        for name in &lexicon.names {
            self.names
                .push_str(&words(&fold(name)).collect::<Vec<_>>().join(" "));
            self.names.push('\n');
        }
        let codes = |list: &[usize]| {
            list.iter()
                .map(|&r| rank_name(r))
                .collect::<Vec<_>>()
                .join(" ")
        };
        self.deck = codes(&deck);
        self.special = codes(&special);
        Ok(self)
    }
}
