//! Search quality on the players' query sets (`tests/search_queries/`):
//! top-1, top-3 and mean reciprocal rank per game and language, and the
//! queries whose card was not first.
//!
//!     cargo run --example search_quality [-- --misses]

#[path = "../tests/it/search_queries/set.rs"]
mod set;

use std::process::ExitCode;

fn main() -> ExitCode {
    let misses = std::env::args().any(|a| a == "--misses");
    for (name, text) in [
        ("queries.txt", set::TEXT),
        ("held_out.txt (not tuned on)", set::HELD_OUT),
    ] {
        let queries = match set::parse(text) {
            Ok(q) => q,
            Err(e) => {
                eprintln!("search_quality: tests/search_queries/{name}: {e}");
                return ExitCode::from(2);
            }
        };
        println!("{name}");
        report(&set::rank_all(&queries), misses);
        println!();
    }
    ExitCode::SUCCESS
}

/// The table of one set, and its misses if asked.
fn report(ranked: &[set::Ranked], misses: bool) {
    let mut groups: Vec<(String, String)> = ranked
        .iter()
        .map(|r| (r.query.game.slug().to_owned(), r.query.lang.clone()))
        .collect();
    groups.sort();
    groups.dedup();
    println!(
        "{:<8} {:<4} {:>7} {:>7} {:>7} {:>6}",
        "game", "lang", "queries", "top-1", "top-3", "MRR"
    );
    let row = |game: &str, lang: &str, q: set::Quality| {
        println!(
            "{game:<8} {lang:<4} {:>7} {:>6.1}% {:>6.1}% {:>6.3}",
            q.queries,
            q.top1 * 100.0,
            q.top3 * 100.0,
            q.mrr
        );
    };
    for (game, lang) in &groups {
        let q = set::quality(
            ranked
                .iter()
                .filter(|r| r.query.game.slug() == game && &r.query.lang == lang),
        );
        row(game, lang, q);
    }
    row("all", "", set::quality(ranked));
    if misses {
        println!();
        for r in ranked.iter().filter(|r| r.rank != Some(1)) {
            println!(
                "line {:>3} {} \"{}\": wants {:?}, rank {:?}, top {:?}",
                r.query.line, r.query.game, r.query.text, r.query.cards, r.rank, r.top
            );
        }
    }
}
