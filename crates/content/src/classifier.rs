//! Which card a question is about, as learned from the cards themselves:
//! a small linear classifier (multinomial logistic regression over hashed
//! word and letter features) trained on each card's titles, id and
//! keywords, the phrases players ask a card by, and on the sentences of
//! its text, which say in the rule's own words what a player describes.
//!
//! Why beside the word search: the search scores a card by the query words
//! it contains, and every matching word counts the same wherever it
//! occurs; the classifier learns from all of a game's cards at once which
//! words and word parts tell one card from its neighbours ("wieviele" says
//! little, "3er chips" much), and its letter groups meet a word the cards
//! spell otherwise ("minuschips", "gekriegt"). `search` adds its
//! probability to the word score; on the tuned query sets that took 10 to
//! 20 % of the misses away.
//!
//! Trained when the index is built (by `build.rs` for the binary, in the
//! web page for its own), deterministically: the same cards give the same
//! weights on every platform, since training uses only IEEE-exact
//! operations (its exponential is [`exp`] below, not the platform's).

use super::index::{Index, IndexOwned, fold, keywords, localized, words};
use super::raw::RawCard;

/// How many feature buckets a game has: features are hashed into them.
const BUCKETS: usize = 1 << 16;

/// Passes over the training phrases: 8 did no better on the tuned query
/// sets (dev_4 0.6 points better, dev_5 0.6 worse) at twice the time, and
/// the page trains as it opens. Since the cards' text is learned too, 3
/// do as well as 4 on the tuned sets (dev_3 to dev_6: 373.5 points against
/// 374.7 in all) in three quarters of the time.
const EPOCHS: usize = 3;
/// The first pass's learning rate, and how much each pass keeps of it.
const LEARNING_RATE: f64 = 0.5;
const DECAY: f64 = 0.7;

/// The features of a text: its folded words, their first five letters,
/// their letter groups of three and four (with the word's edges), and
/// neighbouring word pairs; each as a bucket, each once.
fn features(text: &str) -> Vec<u16> {
    let folded = fold(text);
    let all: Vec<&str> = words(&folded).collect();
    let mut out = Vec::new();
    let mut chars: Vec<char> = Vec::new();
    for w in &all {
        out.push(Fnv::kind(b'w').bytes(w.as_bytes()).bucket());
        chars.clear();
        chars.push('<');
        chars.extend(w.chars());
        chars.push('>');
        if chars.len() > 6 {
            out.push(Fnv::kind(b'p').chars(&chars[1..6]).bucket());
        }
        for (kind, n) in [(b'3', 3), (b'4', 4)] {
            for gram in chars.windows(n) {
                out.push(Fnv::kind(kind).chars(gram).bucket());
            }
        }
    }
    for pair in all.windows(2) {
        let h = Fnv::kind(b'b').bytes(pair[0].as_bytes()).bytes(b" ");
        out.push(h.bytes(pair[1].as_bytes()).bucket());
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A feature's bucket, hashed as it is read: FNV-1a of its kind, a zero
/// byte and its text, folded to 16 bits. (No string is made for a letter
/// group: the page trains every game's classifier as it opens.)
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn kind(kind: u8) -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325).bytes(&[kind, 0])
    }

    fn bytes(mut self, bytes: &[u8]) -> Fnv {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        self
    }

    fn chars(mut self, chars: &[char]) -> Fnv {
        let mut buf = [0u8; 4];
        for c in chars {
            self = self.bytes(c.encode_utf8(&mut buf).as_bytes());
        }
        self
    }

    fn bucket(self) -> u16 {
        let h = self.0;
        // Truncation is the point: the high half folded onto the low.
        ((h ^ (h >> 32) ^ (h >> 16)) & 0xffff) as u16
    }
}

/// A trained classifier as the index stores it: the buckets that have
/// weights (ascending `u16`), and per such bucket one weight per card
/// (`i8`, in units of `scale`).
#[derive(Debug, Clone, Default, PartialEq)]
struct Trained {
    keys: Vec<u8>,
    rows: Vec<u8>,
    scale: f32,
}

/// The phrases a card is asked by: its titles, its keywords, its id; and
/// its text sentence by sentence (of three words or more: a list item's
/// lone card says nothing of the card it stands on). The sentences took
/// a further 1 to 3 points of every blind set's misses away (held_out_5
/// 75.6 → 78.9 %), though a card's text also names its neighbours ("without
/// the house rule 7 on 7 …"): see `Found::variants_named` in the search.
fn phrases(card: &RawCard) -> impl Iterator<Item = String> + '_ {
    localized(&card.title)
        .chain(keywords(card))
        .map(|(_, text)| text.to_owned())
        .chain(std::iter::once(card.id.replace('-', " ")))
        .chain(localized(&card.body).flat_map(|(_, body)| {
            body.split(['.', '\n', ';', ':', '!', '?'])
                .filter(|s| s.split_whitespace().count() >= 3)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        }))
}

/// Trains the classifier of a game's cards.
fn train(cards: &[RawCard]) -> Trained {
    let n = cards.len();
    if n == 0 {
        return Trained::default();
    }
    let mut data: Vec<(Vec<u16>, usize)> = cards
        .iter()
        .enumerate()
        .flat_map(|(c, card)| phrases(card).map(move |p| (features(&p), c)))
        .filter(|(f, _)| !f.is_empty())
        .collect();
    // f32: half the memory to go through, and precision enough for weights
    // that end as `i8`.
    let mut weights = vec![0.0f32; BUCKETS * n];
    let mut scores = vec![0.0f64; n];
    let mut changes = vec![0.0f32; n];
    let mut rng: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut rate = LEARNING_RATE;
    for _ in 0..EPOCHS {
        // Fisher–Yates with xorshift: the same order on every platform.
        for i in (1..data.len()).rev() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let j = (rng % (i as u64 + 1)) as usize;
            data.swap(i, j);
        }
        for (features, card) in &data {
            scores.iter_mut().for_each(|s| *s = 0.0);
            for &f in features {
                let row = &weights[usize::from(f) * n..][..n];
                scores
                    .iter_mut()
                    .zip(row)
                    .for_each(|(s, &w)| *s += f64::from(w));
            }
            softmax(&mut scores);
            let step = rate / (features.len() as f64).sqrt();
            for (c, (change, &p)) in changes.iter_mut().zip(&scores).enumerate() {
                let gradient = p - if c == *card { 1.0 } else { 0.0 };
                // A card the phrase is already sure not to be (or to be)
                // learns nothing worth its time.
                *change = if gradient.abs() < 1e-3 {
                    0.0
                } else {
                    (step * gradient) as f32
                };
            }
            // Row by row: each feature's weights lie side by side.
            for &f in features {
                let row = &mut weights[usize::from(f) * n..][..n];
                row.iter_mut().zip(&changes).for_each(|(w, &d)| *w -= d);
            }
        }
        rate *= DECAY;
    }
    quantize(&weights, n)
}

/// The weights as `i8` in units of the largest over 127, only the buckets
/// with a weight left.
fn quantize(weights: &[f32], n: usize) -> Trained {
    let largest = weights
        .iter()
        .fold(0.0f64, |m, &w| m.max(f64::from(w).abs()));
    if largest == 0.0 {
        return Trained::default();
    }
    let scale = largest / 127.0;
    let mut out = Trained {
        scale: scale as f32,
        ..Trained::default()
    };
    for (b, row) in weights.chunks_exact(n).enumerate() {
        let q: Vec<i8> = row
            .iter()
            // Within ±127 by the choice of `scale`.
            .map(|&w| (f64::from(w) / scale).round() as i8)
            .collect();
        if q.iter().any(|&w| w != 0) {
            out.keys.extend((b as u16).to_le_bytes());
            out.rows.extend(q.iter().map(|&w| w as u8));
        }
    }
    out
}

/// Turns scores into probabilities, in place.
fn softmax(scores: &mut [f64]) {
    let max = scores.iter().fold(f64::NEG_INFINITY, |m, &s| m.max(s));
    let mut total = 0.0;
    for s in scores.iter_mut() {
        *s = exp(*s - max);
        total += *s;
    }
    scores.iter_mut().for_each(|s| *s /= total);
}

/// `e^x` for `x ≤ 0`, from additions, multiplications and a power of two
/// only, so that it is the same number on every platform (the platform's
/// `exp` may differ in the last bit, and training would drift apart).
fn exp(x: f64) -> f64 {
    if x < -700.0 {
        return 0.0;
    }
    // x = k·ln 2 + r with |r| ≤ ln 2 / 2; e^x = 2^k · e^r.
    let k = (x * std::f64::consts::LOG2_E).round();
    let r = x - k * std::f64::consts::LN_2;
    // Taylor series of e^r to r^13: below f64's precision for |r| ≤ 0.35.
    let mut term = 1.0;
    let mut sum = 1.0;
    for i in 1..14 {
        term *= r / f64::from(i);
        sum += term;
    }
    // k is within −1,010..=0, so the exponent bits stay in range.
    let two_k = f64::from_bits(((1023 + k as i64) as u64) << 52);
    sum * two_k
}

impl IndexOwned {
    /// The index with its classifier trained on `cards` (those it was
    /// built from). Apart from building the index by its words, so that
    /// the web page can take the two steps one at a time.
    pub fn trained(mut self, cards: &[RawCard]) -> IndexOwned {
        let trained = train(cards);
        self.classifier_keys = trained.keys;
        self.classifier_rows = trained.rows;
        self.classifier_scale = trained.scale;
        self
    }
}

impl<S: AsRef<str>, B: AsRef<[u8]>> Index<S, B> {
    /// Per card, the probability that `query` is about it, by the game's
    /// classifier (empty where it has none).
    pub fn probabilities(&self, query: &str) -> Vec<f64> {
        let (keys, rows) = (self.classifier_keys.as_ref(), self.classifier_rows.as_ref());
        let cards = self.ids.len();
        if cards == 0 || keys.is_empty() {
            return Vec::new();
        }
        let mut scores = vec![0.0f64; cards];
        let count = keys.len() / 2;
        let key = |i: usize| u16::from_le_bytes([keys[2 * i], keys[2 * i + 1]]);
        for f in features(query) {
            // Keys ascend: a binary search finds the bucket's row.
            let (mut lo, mut hi) = (0, count);
            while lo < hi {
                let mid = (lo + hi) / 2;
                if key(mid) < f {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            if lo < count
                && key(lo) == f
                && let Some(row) = rows.get(lo * cards..(lo + 1) * cards)
            {
                for (s, &w) in scores.iter_mut().zip(row) {
                    *s += f64::from(w as i8) * f64::from(self.classifier_scale);
                }
            }
        }
        softmax(&mut scores);
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_the_exponential() {
        for x in [0.0, -0.1, -0.5, -1.0, -3.3, -10.0, -100.0, -699.0] {
            let (ours, std) = (exp(x), f64::exp(x));
            assert!((ours - std).abs() <= std * 1e-12, "{x}: {ours} vs {std}");
        }
        assert_eq!(exp(-800.0), 0.0);
    }

    #[test]
    fn features_are_buckets_each_once() {
        let f = features("Bube auf Bube");
        let mut sorted = f.clone();
        sorted.dedup();
        assert_eq!(f, sorted);
        // The same words give the same features, whatever the case.
        assert_eq!(features("bube AUF bube"), f);
        assert!(features("  ").is_empty());
    }
}
