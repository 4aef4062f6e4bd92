//! Search quality on the players' query sets (`tests/it/search_queries/`):
//! top-1, top-3 and mean reciprocal rank per game and language, per
//! language kind (the game's own languages or its third one), with and
//! without the game named, how many first cards were of another game, and
//! the queries whose card was not first.
//!
//!     cargo run --release --example search_quality [-- --misses]
//!
//! `--misses` lists the misses of the sets that are tuned on; a blind
//! set's are never printed.

#[path = "../tests/it/search_queries/set.rs"]
mod set;

use std::process::ExitCode;

use rulecard_core::content::{self, GameId, Lang};

fn main() -> ExitCode {
    let misses = std::env::args().any(|a| a == "--misses");
    for (name, text, blind) in set::ALL {
        let queries = match set::parse(text) {
            Ok(q) => q,
            Err(e) => {
                eprintln!("search_quality: {name}: {e}");
                return ExitCode::from(2);
            }
        };
        println!("{name}");
        // A blind set's misses stay unread: reading them is tuning on it.
        report(&set::rank_all(&queries), misses && !blind);
        println!();
    }
    ExitCode::SUCCESS
}

/// Whether `lang` is one of the languages of `game`'s rule text (else it
/// is the game's third language).
fn own_lang(game: GameId, lang: &str) -> bool {
    let loaded = content::load(game).expect("the embedded content loads");
    Lang::from_code(lang).is_some_and(|l| loaded.has_lang(l))
}

/// The table of one set, and its misses if asked.
fn report(ranked: &[set::Ranked], misses: bool) {
    println!(
        "{:<8} {:<14} {:>7} {:>7} {:>7} {:>6} {:>6} {:>6}",
        "game", "group", "queries", "top-1", "top-3", "MRR", "empty", "other"
    );
    let row = |game: &str, group: &str, rows: Vec<&set::Ranked>| {
        if rows.is_empty() {
            return;
        }
        let q = set::quality(rows.iter().copied());
        let empty = rows.iter().filter(|r| r.top.is_empty()).count();
        // Misses whose first card is of another game: the game was picked
        // wrong, not the card within it.
        let other = rows
            .iter()
            .filter(|r| r.top.first().is_some_and(|id| id.contains(':')))
            .count();
        println!(
            "{game:<8} {group:<14} {:>7} {:>6.1}% {:>6.1}% {:>6.3} {empty:>6} {other:>6}",
            q.queries,
            q.top1 * 100.0,
            q.top3 * 100.0,
            q.mrr
        );
    };
    let scope = |r: &set::Ranked| match r.query.scope {
        set::Scope::Named => "with game",
        set::Scope::Any => "without game",
    };
    let kind = |r: &set::Ranked| {
        if own_lang(r.query.game, &r.query.lang) {
            "own language"
        } else {
            "third language"
        }
    };
    for game in GameId::ALL {
        let of: Vec<&set::Ranked> = ranked.iter().filter(|r| r.query.game == game).collect();
        row(game.slug(), "all", of.clone());
        for lang in ["de", "nl", "en"] {
            let rows = of
                .iter()
                .copied()
                .filter(|r| r.query.lang == lang)
                .collect();
            row(game.slug(), &format!("lang {lang}"), rows);
        }
        for s in ["with game", "without game"] {
            row(
                game.slug(),
                s,
                of.iter().copied().filter(|r| scope(r) == s).collect(),
            );
        }
        row(
            game.slug(),
            "third language",
            of.iter()
                .copied()
                .filter(|r| kind(r) == "third language")
                .collect(),
        );
    }
    let all: Vec<&set::Ranked> = ranked.iter().collect();
    row("all", "all", all.clone());
    for s in ["with game", "without game"] {
        row(
            "all",
            s,
            all.iter().copied().filter(|r| scope(r) == s).collect(),
        );
    }
    for k in ["own language", "third language"] {
        row(
            "all",
            k,
            all.iter().copied().filter(|r| kind(r) == k).collect(),
        );
    }
    if misses {
        println!();
        for r in ranked.iter().filter(|r| r.rank != Some(1)) {
            println!(
                "line {:>3} {} {} {}: \"{}\": wants {:?}, rank {:?}, top {:?}",
                r.query.line,
                r.query.game,
                r.query.lang,
                scope(r),
                r.query.text,
                r.query.cards,
                r.rank,
                r.top
            );
        }
    }
}
