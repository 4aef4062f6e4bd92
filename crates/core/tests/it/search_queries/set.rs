//! The players' query sets (`queries.txt`, `held_out.txt`, `dev_3.txt`
//! `dev_4.txt`, `dev_5.txt` and `dev_6.txt` beside this file, tuned on;
//! `held_out_2.txt` to `held_out_6.txt`, written blind and never tuned
//! on) and how the search ranks them: shared by
//! `tests/search_queries.rs`, which holds the ranking to its bars, and
//! `examples/search_quality.rs`, which prints them.

use std::collections::BTreeMap;

use rulecard_core::content::{self, GameId};
use rulecard_core::lookup;

/// The set, embedded so that the test and the example read the same text
/// wherever they run.
pub(crate) const TEXT: &str = include_str!("queries.txt");

/// The second set (`held_out.txt`): written before the ranking was tuned
/// on it; tuned on since issue 30's second round (its misses were read).
pub(crate) const HELD_OUT: &str = include_str!("held_out.txt");

/// The third set (`held_out_2.txt`, issue 30): written blind before the
/// ranking changed for it, in every game's three languages, with and
/// without the game named.
pub(crate) const HELD_OUT_2: &str = include_str!("held_out_2.txt");

/// The development set of issue 30's second round (`dev_3.txt`): written
/// from the rule texts without running the search, then tuned on.
pub(crate) const DEV_3: &str = include_str!("dev_3.txt");

/// The blind twin of `dev_3.txt` (`held_out_3.txt`): other questions,
/// written at the same time the same way, never tuned on.
pub(crate) const HELD_OUT_3: &str = include_str!("held_out_3.txt");

/// The development set of issue 30's third round (`dev_4.txt`): written
/// from the rule texts without running the search or reading the other
/// sets or the cards' keywords, then tuned on.
pub(crate) const DEV_4: &str = include_str!("dev_4.txt");

/// The blind twin of `dev_4.txt` (`held_out_4.txt`): other questions,
/// written at the same time the same way, never tuned on.
pub(crate) const HELD_OUT_4: &str = include_str!("held_out_4.txt");

/// The development set of issue 30's fourth round (`dev_5.txt`): written
/// from the rule texts without running the search or reading the other
/// sets or the cards' keywords; first measured before any change for it,
/// then tuned on.
pub(crate) const DEV_5: &str = include_str!("dev_5.txt");

/// The blind twin of `dev_5.txt` (`held_out_5.txt`): other questions,
/// written at the same time the same way, never tuned on.
pub(crate) const HELD_OUT_5: &str = include_str!("held_out_5.txt");

/// The development set of issue 30's fifth round (`dev_6.txt`): written
/// per game from the rule texts and the cards (not their keywords) without
/// running the search or reading the other sets; first measured before
/// any change for it, then tuned on.
pub(crate) const DEV_6: &str = include_str!("dev_6.txt");

/// The blind twin of `dev_6.txt` (`held_out_6.txt`): other questions,
/// written at the same time the same way, never tuned on.
pub(crate) const HELD_OUT_6: &str = include_str!("held_out_6.txt");

/// Every set: the name the example prints, its text, and whether it is
/// blind (never tuned on: the example prints its figures, never its
/// misses).
pub(crate) const ALL: [(&str, &str, bool); 11] = [
    ("queries.txt (tuned on)", TEXT, false),
    (
        "held_out.txt (tuned on since issue 30's second round)",
        HELD_OUT,
        false,
    ),
    (
        "dev_3.txt (issue 30's second round, tuned on)",
        DEV_3,
        false,
    ),
    (
        "held_out_2.txt (issue 30, written blind, not tuned on)",
        HELD_OUT_2,
        true,
    ),
    (
        "held_out_3.txt (issue 30's second round, written blind, not tuned on)",
        HELD_OUT_3,
        true,
    ),
    ("dev_4.txt (issue 30's third round, tuned on)", DEV_4, false),
    (
        "held_out_4.txt (issue 30's third round, written blind, not tuned on)",
        HELD_OUT_4,
        true,
    ),
    (
        "dev_5.txt (issue 30's fourth round, tuned on)",
        DEV_5,
        false,
    ),
    (
        "held_out_5.txt (issue 30's fourth round, written blind, not tuned on)",
        HELD_OUT_5,
        true,
    ),
    ("dev_6.txt (issue 30's fifth round, tuned on)", DEV_6, false),
    (
        "held_out_6.txt (issue 30's fifth round, written blind, not tuned on)",
        HELD_OUT_6,
        true,
    ),
];

/// Whether the player named the game (`rulecard rules GAME QUERY`) or
/// not (`rulecard rules QUERY`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Named,
    Any,
}

/// One query and the cards that are an acceptable first answer.
#[derive(Debug, Clone)]
pub(crate) struct Query {
    pub line: usize,
    pub game: GameId,
    pub lang: String,
    pub scope: Scope,
    pub text: String,
    pub cards: Vec<String>,
}

/// Parses the set; an error names the line and what was wrong with it.
pub(crate) fn parse(text: &str) -> Result<Vec<Query>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [head, query, cards] = parts[..] else {
            return Err(format!(
                "line {line_no}: expected `game lang | query | cards`, found {} parts",
                parts.len()
            ));
        };
        let (game, lang, scope) = match head.split_whitespace().collect::<Vec<_>>()[..] {
            [game, lang] => (game, lang, Scope::Named),
            [game, lang, "named"] => (game, lang, Scope::Named),
            [game, lang, "any"] => (game, lang, Scope::Any),
            _ => {
                return Err(format!(
                    "line {line_no}: `{head}` is not `game lang [named|any]`"
                ));
            }
        };
        let game = GameId::from_slug(game)
            .ok_or_else(|| format!("line {line_no}: `{game}` is not a game"))?;
        let cards: Vec<String> = cards.split_whitespace().map(str::to_owned).collect();
        if query.is_empty() || cards.is_empty() {
            return Err(format!("line {line_no}: a query and a card are needed"));
        }
        out.push(Query {
            line: line_no,
            game,
            lang: lang.to_owned(),
            scope,
            text: query.to_owned(),
            cards,
        });
    }
    Ok(out)
}

/// Where a query's first acceptable card ranked (1 is first), if at all.
#[derive(Debug, Clone)]
pub(crate) struct Ranked {
    pub query: Query,
    pub rank: Option<usize>,
    /// The ids of the first three hits, for messages.
    pub top: Vec<String>,
}

/// Ranks every query of the set: one of its game's named in that game, as
/// `rulecard rules GAME QUERY` does; one of any game across the games, as
/// `rulecard rules QUERY` does with no default game (a card of another
/// game in its place is a miss).
pub(crate) fn rank_all(queries: &[Query]) -> Vec<Ranked> {
    let games: BTreeMap<GameId, content::Game> = GameId::ALL
        .into_iter()
        .map(|g| (g, content::load(g).expect("the embedded content loads")))
        .collect();
    queries
        .iter()
        .map(|q| {
            let ids: Vec<String> = match q.scope {
                Scope::Named => {
                    let game = &games[&q.game];
                    lookup::search(game, &q.text)
                        .iter()
                        .map(|h| game.rules[h.card].id.clone())
                        .collect()
                }
                Scope::Any => lookup::across_all(&q.text, None)
                    .expect("the embedded content loads")
                    .hits
                    .iter()
                    .map(|h| {
                        let id = games[&h.game].rules[h.hit.card].id.as_str();
                        if h.game == q.game {
                            id.to_owned()
                        } else {
                            format!("{}:{id}", h.game.slug())
                        }
                    })
                    .collect(),
            };
            Ranked {
                query: q.clone(),
                rank: ids
                    .iter()
                    .position(|id| q.cards.iter().any(|c| c == id))
                    .map(|p| p + 1),
                top: ids.iter().take(3).cloned().collect(),
            }
        })
        .collect()
}

/// Top-1 and top-3 shares and mean reciprocal rank of some ranked queries.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Quality {
    pub queries: usize,
    pub top1: f64,
    pub top3: f64,
    pub mrr: f64,
}

pub(crate) fn quality<'a>(ranked: impl IntoIterator<Item = &'a Ranked>) -> Quality {
    let (mut n, mut top1, mut top3, mut rr) = (0usize, 0usize, 0usize, 0.0f64);
    for r in ranked {
        n += 1;
        top1 += usize::from(r.rank == Some(1));
        top3 += usize::from(r.rank.is_some_and(|k| k <= 3));
        rr += r.rank.map_or(0.0, |k| 1.0 / k as f64);
    }
    let share = |k: usize| if n == 0 { 0.0 } else { k as f64 / n as f64 };
    Quality {
        queries: n,
        top1: share(top1),
        top3: share(top3),
        mrr: if n == 0 { 0.0 } else { rr / n as f64 },
    }
}
