//! The players' query sets (`queries.txt` beside this file, and
//! `held_out.txt` and `held_out_2.txt`, not tuned on) and how the search
//! ranks them: shared by
//! `tests/search_queries.rs`, which holds the ranking to its bars, and
//! `examples/search_quality.rs`, which prints them.

use std::collections::BTreeMap;

use rulecard_core::content::{self, GameId, search};

/// The set, embedded so that the test and the example read the same text
/// wherever they run.
pub(crate) const TEXT: &str = include_str!("queries.txt");

/// The second set (`held_out.txt`): queries the ranking was not tuned on.
pub(crate) const HELD_OUT: &str = include_str!("held_out.txt");

/// The third set (`held_out_2.txt`, issue 30): written blind before the
/// ranking changed for it, in every game's three languages, with and
/// without the game named.
pub(crate) const HELD_OUT_2: &str = include_str!("held_out_2.txt");

/// Every set, with the name the example prints.
pub(crate) const ALL: [(&str, &str); 3] = [
    ("queries.txt (tuned on)", TEXT),
    ("held_out.txt (not tuned on)", HELD_OUT),
    (
        "held_out_2.txt (issue 30, written blind, not tuned on)",
        HELD_OUT_2,
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
                    search::search(game, &q.text)
                        .iter()
                        .map(|h| game.rules[h.card].id.clone())
                        .collect()
                }
                Scope::Any => search::across_all(&q.text, None)
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
