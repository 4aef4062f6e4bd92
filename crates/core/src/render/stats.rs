//! The play statistics in words, as `rulecard stats` and the web page's
//! play table show them: per game and computer level the games, wins,
//! win rate, streaks and quickest win; the rating per level; the best
//! wins ranked apart for each player count.

use crate::content::{GameId, Lang};
use crate::i18n::message;
use crate::play::stats::PlayStats;

/// What `stats` shows of play: per game and level (games, wins, win rate,
/// the current and best streak, the rating), and the best wins, ranked
/// apart for each player count (a win against seven counts otherwise than
/// one against one).
pub fn play_lines(lang: Lang, stats: &PlayStats, game: GameId) -> Vec<String> {
    let mut lines = Vec::new();
    let Some(levels) = stats.games.get(game.slug()) else {
        return lines;
    };
    for (level, r) in levels {
        let mut line = message(
            lang,
            "play-stats-line",
            &[
                ("level", level.name().into()),
                ("games", r.games.into()),
                ("wins", r.wins.into()),
                ("rate", format!("{:.0}%", 100.0 * r.win_rate()).into()),
                ("streak", r.streak.into()),
                ("best", r.best_streak.into()),
                ("abandoned", r.abandoned.into()),
                ("unfinished", r.unfinished.into()),
            ],
        );
        if let Some(f) = r.fastest_win {
            line.push_str(", ");
            line.push_str(&message(
                lang,
                "play-fastest",
                &[("time", format!("{}:{:02}", f / 60, f % 60).into())],
            ));
        }
        lines.push(line);
    }
    if let Some(ratings) = stats.ratings.get(game.slug()) {
        for (level, r) in ratings {
            lines.push(message(
                lang,
                "play-rating",
                &[
                    ("level", level.name().into()),
                    ("rating", format!("{:.0}", r.rating).into()),
                    ("deviation", format!("{:.0}", r.deviation).into()),
                ],
            ));
        }
    }
    let ranking = stats
        .ranking
        .get(game.slug())
        .map(Vec::as_slice)
        .unwrap_or_default();
    let mut counts: Vec<usize> = ranking.iter().map(|w| w.players).collect();
    counts.sort_unstable();
    counts.dedup();
    for players in counts {
        lines.push(message(
            lang,
            "play-ranking-head",
            &[("players", players.into())],
        ));
        // The ranking is kept best first; each player count keeps that order.
        for (i, w) in ranking.iter().filter(|w| w.players == players).enumerate() {
            let score = message(
                lang,
                "play-score",
                &[("game", game.slug().into()), ("points", w.points.into())],
            );
            lines.push(format!(
                "  {}",
                message(
                    lang,
                    "play-ranking-row",
                    &[
                        ("rank", (i + 1).into()),
                        ("score", score.into()),
                        (
                            "time",
                            format!("{}:{:02}", w.seconds / 60, w.seconds % 60).into()
                        ),
                        // The date's own Display is YYYY-MM-DD, with
                        // no strftime parser in the page's .wasm.
                        ("date", w.date.date_naive().to_string().into()),
                        ("level", w.level.name().into()),
                        ("seed", w.seed.to_string().into()),
                    ],
                )
            ));
        }
    }
    lines
}
