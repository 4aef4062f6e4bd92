//! The "did you mean" list of a query that found nothing: card ids,
//! titles and keywords that look most like it, read from the index alone.

use super::super::Lang;
use super::super::index::fold;
use super::super::model::Game;

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
        for id in crate::content::GameId::ALL {
            let game = crate::content::load_parts(id, crate::content::Parts::META).unwrap();
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
}
