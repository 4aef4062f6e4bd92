//! The players' query set: its shape is what the issue asked for, every
//! card it names exists, and the search ranks it well enough for the table.

mod set;

use rulecard_core::content::{self, GameId};

#[test]
fn the_set_is_what_players_ask() {
    let queries = set::parse(set::TEXT).unwrap();
    assert!(queries.len() >= 150, "{} queries", queries.len());
    for game in GameId::ALL {
        let of_game: Vec<_> = queries.iter().filter(|q| q.game == game).collect();
        assert!(of_game.len() >= 50, "{game}: {} queries", of_game.len());
        let mut langs: Vec<&str> = of_game.iter().map(|q| q.lang.as_str()).collect();
        langs.sort_unstable();
        langs.dedup();
        assert!(langs.len() >= 2, "{game}: languages {langs:?}");
        let loaded = content::load(game).unwrap();
        for q in &of_game {
            assert!(
                loaded.has_lang(content::Lang::from_code(&q.lang).unwrap()),
                "line {}: {game} has no language {}",
                q.line,
                q.lang
            );
            for card in &q.cards {
                assert!(
                    loaded.card(card).is_some(),
                    "line {}: {game} has no card {card}",
                    q.line
                );
            }
        }
    }
    let questions = queries.iter().filter(|q| q.text.ends_with('?')).count();
    assert!(
        2 * questions >= queries.len(),
        "{questions} of {} are questions",
        queries.len()
    );
}

#[test]
fn players_find_their_card() {
    let queries = set::parse(set::TEXT).unwrap();
    let ranked = set::rank_all(&queries);
    let q = set::quality(&ranked);
    assert!(
        q.top1 >= 0.95,
        "top-1 {:.1} % (< 95 %); misses:\n{}",
        q.top1 * 100.0,
        listed(&ranked, |r| r.rank != Some(1))
    );
    let below_three = listed(&ranked, |r| r.rank.is_none_or(|k| k > 3));
    assert!(below_three.is_empty(), "below top-3:\n{below_three}");
}

/// The set the ranking was not tuned on: every card it names exists, and
/// the search holds a bar there too, lower than on the tuned set (what a
/// new player's words meet), so a change that only helps the tuned set
/// shows.
#[test]
fn players_find_their_card_in_queries_not_tuned_on() {
    let queries = set::parse(set::HELD_OUT).unwrap();
    assert!(queries.len() >= 80, "{} queries", queries.len());
    for game in GameId::ALL {
        let loaded = content::load(game).unwrap();
        for q in queries.iter().filter(|q| q.game == game) {
            for card in &q.cards {
                assert!(
                    loaded.card(card).is_some(),
                    "line {}: {game} has no card {card}",
                    q.line
                );
            }
        }
    }
    let ranked = set::rank_all(&queries);
    let q = set::quality(&ranked);
    assert!(
        q.top1 >= 0.8 && q.top3 >= 0.9,
        "top-1 {:.1} %, top-3 {:.1} % (bars 80 %, 90 %); misses:\n{}",
        q.top1 * 100.0,
        q.top3 * 100.0,
        listed(&ranked, |r| r.rank != Some(1))
    );
}

/// The ranked queries `keep` picks, a line each, for a failure message.
fn listed(ranked: &[set::Ranked], keep: impl Fn(&set::Ranked) -> bool) -> String {
    ranked
        .iter()
        .filter(|r| keep(r))
        .map(|r| {
            format!(
                "line {}: {} \"{}\" wants {:?}, ranked {:?}, top {:?}",
                r.query.line, r.query.game, r.query.text, r.query.cards, r.rank, r.top
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The sets of issue 30 written blind: their shape is what the issue asked
/// for (at least 180 questions, 60 a game, a fifth of each game's in its
/// third language, a third without the game named), and every card they
/// name exists.
#[test]
fn the_blind_sets_are_what_the_issue_asked_for() {
    for text in [
        set::HELD_OUT_2,
        set::HELD_OUT_3,
        set::HELD_OUT_4,
        set::HELD_OUT_5,
    ] {
        blind_set_shape(text);
    }
}

fn blind_set_shape(text: &str) {
    let queries = set::parse(text).unwrap();
    assert!(queries.len() >= 180, "{} queries", queries.len());
    let any = queries
        .iter()
        .filter(|q| q.scope == set::Scope::Any)
        .count();
    assert!(3 * any >= queries.len(), "{any} without the game");
    for game in GameId::ALL {
        let loaded = content::load(game).unwrap();
        let of_game: Vec<_> = queries.iter().filter(|q| q.game == game).collect();
        assert!(of_game.len() >= 60, "{game}: {} queries", of_game.len());
        let third = of_game
            .iter()
            .filter(|q| !loaded.has_lang(content::Lang::from_code(&q.lang).unwrap()))
            .count();
        assert!(
            5 * third >= of_game.len(),
            "{game}: {third} in the third language"
        );
        for q in &of_game {
            for card in &q.cards {
                assert!(
                    loaded.card(card).is_some(),
                    "line {}: {game} has no card {card}",
                    q.line
                );
            }
        }
    }
}

/// Every set the example prints reads without an error, and every card it
/// names exists.
#[test]
fn every_set_reads() {
    for (name, text, _) in set::ALL {
        let queries = set::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!queries.is_empty(), "{name}");
        for q in &queries {
            let loaded = content::load(q.game).unwrap();
            for card in &q.cards {
                assert!(
                    loaded.card(card).is_some(),
                    "{name} line {}: {} has no card {card}",
                    q.line,
                    q.game
                );
            }
        }
    }
}

/// The blind sets of issue 30: no question finds nothing (each has words
/// of its game), and the ranking holds the level it reached, so a change
/// that loses what the keywords, the lexicon and the routing gained shows.
/// (Their figures are below the issue's targets: `cargo run --release
/// --example search_quality` prints them.)
#[test]
fn the_blind_sets_find_something_for_every_question() {
    for (name, text, top1, top3) in [
        // A point below what each reached: any change to the cards
        // retrains the classifier in another order, which moves a set by
        // a question or two either way.
        ("held_out_2.txt", set::HELD_OUT_2, 0.91, 0.98),
        ("held_out_3.txt", set::HELD_OUT_3, 0.86, 0.96),
        ("held_out_4.txt", set::HELD_OUT_4, 0.76, 0.89),
        ("held_out_5.txt", set::HELD_OUT_5, 0.78, 0.90),
        ("held_out_6.txt", set::HELD_OUT_6, 0.78, 0.91),
    ] {
        let queries = set::parse(text).unwrap();
        let ranked = set::rank_all(&queries);
        let empty = listed(&ranked, |r| r.top.is_empty());
        assert!(empty.is_empty(), "{name} found nothing:\n{empty}");
        let q = set::quality(&ranked);
        assert!(
            q.top1 >= top1 && q.top3 >= top3,
            "{name}: top-1 {:.1} %, top-3 {:.1} % (bars {:.0} %, {:.0} %)",
            q.top1 * 100.0,
            q.top3 * 100.0,
            top1 * 100.0,
            top3 * 100.0
        );
    }
}
