//! Play statistics: per game and computer level, games, wins, points,
//! streaks, abandoned games, and a ranking of the best wins. Kept in
//! `stats.json` by the front end's store, like the quiz progress: locked,
//! written whole, an unreadable file kept aside, a newer format never
//! overwritten.
//!
//! Reading is forgiving per record and per field, as the quiz progress
//! is: a value that does not read (`fastest_win: -5`) is repaired alone
//! and the repair reported, a ranked win that does not read is dropped
//! alone (the store keeps the file as read beside it), and the rest stays.
//! Fields and computer levels this version does not know are kept and
//! written back.
//!
//! Why one file: one document, `stats.json`: its types, the forgiving
//! decoder with its repairs, and their tests; the decoder must know every
//! field the types hold.

use std::collections::BTreeMap;

use std::cmp::Ordering;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

use super::Level;
use crate::document::{Decoded, Document, Problem, count, count_up_to};

const VERSION: u32 = 1;

/// How many wins the ranking keeps per game.
pub const RANKING: usize = 10;

/// Everything recorded about play.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayStats {
    #[serde(default = "first_version")]
    pub version: u32,
    /// Per game id, per computer level.
    #[serde(default)]
    pub games: BTreeMap<String, BTreeMap<Level, Record>>,
    /// Per game id: the best wins, best first.
    #[serde(default)]
    pub ranking: BTreeMap<String, Vec<Win>>,
    /// Per game id and computer level: the player's Glicko-2 rating.
    #[serde(default)]
    pub ratings: BTreeMap<String, BTreeMap<Level, Rating>>,
    /// Pass-and-play: per person's name, per game id, their games and wins
    /// at the shared screen.
    #[serde(default)]
    pub people: BTreeMap<String, BTreeMap<String, Record>>,
    #[serde(flatten)]
    pub extra: BTreeMap<String, Value>,
    /// What this version does not read but keeps: records under a
    /// computer level it does not know.
    #[serde(skip)]
    pub unknown: Unknown,
}

/// Records under computer levels this build does not know (a newer
/// rulecard's, say), per game id and level name, as they were read:
/// written back unchanged.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Unknown {
    pub games: BTreeMap<String, BTreeMap<String, Value>>,
    pub ratings: BTreeMap<String, BTreeMap<String, Value>>,
}

fn first_version() -> u32 {
    VERSION
}

/// One game and level's counts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    #[serde(default)]
    pub games: u32,
    #[serde(default)]
    pub wins: u32,
    #[serde(default)]
    pub abandoned: u32,
    /// Games stopped at the turn limit without a winner.
    #[serde(default)]
    pub unfinished: u32,
    /// Points over all wins.
    #[serde(default)]
    pub points: u64,
    /// Wins in a row, up to the last finished game.
    #[serde(default)]
    pub streak: u32,
    #[serde(default)]
    pub best_streak: u32,
    /// The quickest win, in seconds.
    #[serde(default)]
    pub fastest_win: Option<u64>,
    #[serde(flatten)]
    pub extra: BTreeMap<String, Value>,
}

impl Record {
    /// Wins as a share of the games that had a result (a game stopped at
    /// the turn limit had none), 0 before the first.
    pub fn win_rate(&self) -> f64 {
        let decided = self.games.saturating_sub(self.unfinished);
        if decided == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(decided)
        }
    }
}

/// A Glicko-2 rating: the number, how sure it is (the deviation), and how
/// much it moves (the volatility).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    fn is_sound(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.deviation <= 350.0
            && self.volatility > 0.0
    }
}

/// What a computer level stands for on the rating scale: fixed, so that a
/// player's number says how they fare against that level. Tips play sits
/// at Glicko's usual starting point; random play well below it, the
/// look-ahead player above.
pub fn level_rating(level: Level) -> Rating {
    Rating {
        rating: match level {
            Level::Random => 1200.0,
            Level::Tips => 1500.0,
            Level::Strong => 1700.0,
        },
        deviation: 60.0,
        volatility: 0.06,
    }
}

/// How the player placed against each computer player: `Less` = ahead of
/// them, `Equal` = level, `Greater` = behind. A game of four is three
/// such results, so a second place still beats two players.
pub type Standing = Vec<Ordering>;

/// A win in the ranking.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Win {
    pub points: u32,
    pub seconds: u64,
    pub date: DateTime<Utc>,
    pub seed: u64,
    pub players: usize,
    pub level: Level,
    #[serde(flatten, default)]
    pub extra: BTreeMap<String, Value>,
}

/// How a finished or left game is recorded.
#[derive(Debug, Clone, PartialEq)]
pub enum GameResult {
    Won(Win),
    Lost,
    /// Left before the end: counts as a game, never as a win or a loss of
    /// the streak's best.
    Abandoned,
    /// Stopped at the turn limit without a winner: counted apart, never as
    /// a loss (the rating and the streak stay as they were).
    Unfinished,
}

impl PlayStats {
    /// Records one game of `game` against `level`: the counts, the
    /// ranking, and the rating from how the player placed against each
    /// computer player (a left game counts as behind all of them).
    pub fn record(&mut self, game: &str, level: Level, result: &GameResult, standing: &[Ordering]) {
        if matches!(result, GameResult::Unfinished) {
            let r = self
                .games
                .entry(game.to_owned())
                .or_default()
                .entry(level)
                .or_default();
            r.games = r.games.saturating_add(1);
            r.unfinished = r.unfinished.saturating_add(1);
            return;
        }
        let results: Vec<(Glicko2Rating, Outcomes)> = standing
            .iter()
            .map(|o| {
                let outcome = match (result, o) {
                    (GameResult::Abandoned, _) => Outcomes::LOSS,
                    (_, Ordering::Less) => Outcomes::WIN,
                    (_, Ordering::Equal) => Outcomes::DRAW,
                    (_, Ordering::Greater) => Outcomes::LOSS,
                };
                (level_rating(level).into(), outcome)
            })
            .collect();
        let rating = self
            .ratings
            .entry(game.to_owned())
            .or_default()
            .entry(level)
            .or_default();
        let next = Rating::from(glicko2_rating_period(
            &(*rating).into(),
            &results,
            &Glicko2Config::new(),
        ));
        // The scale is Glicko's own; a number it could not compute is
        // not recorded (the old one stays).
        if next.is_sound() {
            *rating = next;
        }
        let bump = |n: &mut u32| *n = n.saturating_add(1);
        let r = self
            .games
            .entry(game.to_owned())
            .or_default()
            .entry(level)
            .or_default();
        bump(&mut r.games);
        match result {
            GameResult::Won(win) => {
                bump(&mut r.wins);
                bump(&mut r.streak);
                r.best_streak = r.best_streak.max(r.streak);
                r.points = r.points.saturating_add(u64::from(win.points));
                r.fastest_win = Some(r.fastest_win.map_or(win.seconds, |f| f.min(win.seconds)));
                let ranking = self.ranking.entry(game.to_owned()).or_default();
                ranking.push(win.clone());
                // The best score first (most points; in Meister Makatsu,
                // whose points are minus points, the fewest); among equal
                // scores the quicker win.
                let fewer_is_better = game == "makatsu";
                ranking.sort_by(|a, b| {
                    let by_points = if fewer_is_better {
                        a.points.cmp(&b.points)
                    } else {
                        b.points.cmp(&a.points)
                    };
                    by_points.then(a.seconds.cmp(&b.seconds))
                });
                ranking.truncate(RANKING);
            }
            GameResult::Lost => r.streak = 0,
            GameResult::Abandoned => {
                bump(&mut r.abandoned);
                r.streak = 0;
            }
            GameResult::Unfinished => bump(&mut r.unfinished),
        }
    }

    /// Records a pass-and-play game for the person `name`: a game, and a
    /// win if they won.
    pub fn record_person(&mut self, name: &str, game: &str, won: bool) {
        let r = self
            .people
            .entry(name.to_owned())
            .or_default()
            .entry(game.to_owned())
            .or_default();
        r.games = r.games.saturating_add(1);
        if won {
            r.wins = r.wins.saturating_add(1);
        }
    }
}

impl Document for PlayStats {
    const FILE: &'static str = "stats.json";
    const WHAT: &'static str = "play statistics";
    const LIMIT: u64 = 4 << 20;
    const VERSION: u32 = VERSION;

    fn empty() -> Self {
        PlayStats {
            version: VERSION,
            ..PlayStats::default()
        }
    }

    fn decode(bytes: &[u8]) -> Result<Decoded<Self>, Problem> {
        let raw: RawStats = serde_json::from_slice(bytes).map_err(|e| {
            let message = e.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message);
            Problem::at((e.line() > 0).then_some(e.line()), message)
        })?;
        let mut repairs = Vec::new();
        let r = &mut repairs;
        let mut stats = PlayStats {
            version: raw.version,
            extra: raw.extra,
            ..PlayStats::default()
        };
        for (game, levels) in objects(raw.games, "games", r) {
            for (name, value) in objects(levels, &game, r) {
                match level(&name) {
                    Some(l) => {
                        let rec = record(value, &format!("{game} {name}"), r);
                        stats.games.entry(game.clone()).or_default().insert(l, rec);
                    }
                    None => {
                        let kept = stats.unknown.games.entry(game.clone()).or_default();
                        kept.insert(name, value);
                    }
                }
            }
        }
        for (game, wins) in objects(raw.ranking, "ranking", r) {
            let Value::Array(wins) = wins else {
                r.push(format!("ranking {game}: not a list; dropped"));
                continue;
            };
            let mut kept = Vec::new();
            for (i, win) in wins.into_iter().enumerate() {
                match serde_json::from_value::<Win>(win) {
                    Ok(win) => kept.push(win),
                    Err(e) => r.push(format!(
                        "ranking {game} win {}: unreadable, dropped ({e})",
                        i + 1
                    )),
                }
            }
            stats.ranking.insert(game, kept);
        }
        for (game, levels) in objects(raw.ratings, "ratings", r) {
            for (name, value) in objects(levels, &format!("ratings {game}"), r) {
                let Some(l) = level(&name) else {
                    let kept = stats.unknown.ratings.entry(game.clone()).or_default();
                    kept.insert(name, value);
                    continue;
                };
                let rating = match serde_json::from_value::<Rating>(value) {
                    Ok(rating) if rating.is_sound() => rating,
                    _ => {
                        r.push(format!(
                            "{game} {name}: rating out of range, started afresh"
                        ));
                        Rating::default()
                    }
                };
                stats
                    .ratings
                    .entry(game.clone())
                    .or_default()
                    .insert(l, rating);
            }
        }
        for (person, games) in objects(raw.people, "people", r) {
            for (game, value) in objects(games, &format!("people {person}"), r) {
                let rec = record(value, &format!("{person} {game}"), r);
                stats
                    .people
                    .entry(person.clone())
                    .or_default()
                    .insert(game, rec);
            }
        }
        for (game, levels) in &mut stats.games {
            for (level, rec) in levels {
                rec.repair(&format!("{game} {level}"), r);
            }
        }
        let version = stats.version;
        Ok(Decoded {
            doc: stats,
            version,
            repairs,
        })
    }

    fn encode(&self) -> Result<Vec<u8>, String> {
        if self
            .ratings
            .values()
            .flat_map(|l| l.values())
            .any(|r| !r.is_sound())
        {
            return Err("a rating is not a finite number in range".into());
        }
        let mut out = self.clone();
        out.version = VERSION;
        let mut value = serde_json::to_value(&out).map_err(|e| e.to_string())?;
        for (key, kept) in [
            ("games", &self.unknown.games),
            ("ratings", &self.unknown.ratings),
        ] {
            for (game, levels) in kept {
                for (level, record) in levels {
                    value[key][game][level] = record.clone();
                }
            }
        }
        serde_json::to_vec_pretty(&value).map_err(|e| e.to_string())
    }
}

/// The file as read: each part a JSON value, read record by record.
#[derive(Deserialize)]
struct RawStats {
    #[serde(default = "first_version")]
    version: u32,
    #[serde(default)]
    games: Value,
    #[serde(default)]
    ranking: Value,
    #[serde(default)]
    ratings: Value,
    #[serde(default)]
    people: Value,
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

/// The entries of a JSON object; missing is none, anything else but an
/// object is dropped and noted.
fn objects(value: Value, what: &str, repairs: &mut Vec<String>) -> Vec<(String, Value)> {
    match value {
        Value::Null => Vec::new(),
        Value::Object(map) => map.into_iter().collect(),
        other => {
            repairs.push(format!("{what}: {other} is not a record; dropped"));
            Vec::new()
        }
    }
}

/// A computer level by its name in the file, if this build knows it.
fn level(name: &str) -> Option<Level> {
    serde_json::from_value(Value::String(name.to_owned())).ok()
}

/// One record, field by field: a value that does not read is repaired
/// alone (a count to the nearest count, a quickest win that is no time to
/// none) and noted; fields this version does not know are kept.
fn record(value: Value, what: &str, repairs: &mut Vec<String>) -> Record {
    let Value::Object(mut map) = value else {
        repairs.push(format!("{what}: {value} is not a record; started afresh"));
        return Record::default();
    };
    let mut take = |key: &str| map.remove(key).unwrap_or(Value::Null);
    let (games, wins, abandoned, unfinished) = (
        take("games"),
        take("wins"),
        take("abandoned"),
        take("unfinished"),
    );
    let (points, streak, best_streak, fastest) = (
        take("points"),
        take("streak"),
        take("best_streak"),
        take("fastest_win"),
    );
    let fastest_win = match &fastest {
        Value::Null => None,
        v => match v.as_u64() {
            Some(s) => Some(s),
            None => {
                repairs.push(format!("{what}: fastest win {v} is not a time; dropped"));
                None
            }
        },
    };
    Record {
        games: count(&games, &format!("{what} games"), repairs),
        wins: count(&wins, &format!("{what} wins"), repairs),
        abandoned: count(&abandoned, &format!("{what} abandoned"), repairs),
        unfinished: count(&unfinished, &format!("{what} unfinished"), repairs),
        points: count_up_to(&points, &format!("{what} points"), u64::MAX, repairs),
        streak: count(&streak, &format!("{what} streak"), repairs),
        best_streak: count(&best_streak, &format!("{what} best streak"), repairs),
        fastest_win,
        extra: map.into_iter().collect(),
    }
}

impl Record {
    /// Makes the counts agree: at least as many games as wins, abandoned
    /// and unfinished ones, a streak no longer than the wins.
    fn repair(&mut self, what: &str, repairs: &mut Vec<String>) {
        let counted = self
            .wins
            .saturating_add(self.abandoned)
            .saturating_add(self.unfinished);
        if counted > self.games {
            repairs.push(format!(
                "{what}: {} wins, {} abandoned and {} unfinished in {} games",
                self.wins, self.abandoned, self.unfinished, self.games
            ));
            self.games = counted;
        }
        if self.streak > self.wins || self.best_streak < self.streak {
            repairs.push(format!("{what}: streak {} out of range", self.streak));
            self.streak = self.streak.min(self.wins);
            self.best_streak = self.best_streak.max(self.streak);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(points: u32, seconds: u64) -> GameResult {
        GameResult::Won(Win {
            points,
            seconds,
            date: DateTime::from_timestamp(0, 0).unwrap(),
            seed: 1,
            players: 4,
            level: Level::Tips,
            extra: Default::default(),
        })
    }

    #[test]
    fn wins_streaks_and_the_ranking() {
        let mut s = PlayStats::empty();
        for r in [
            win(40, 90),
            win(80, 120),
            GameResult::Lost,
            win(80, 60),
            GameResult::Abandoned,
        ] {
            s.record("makao", Level::Tips, &r, &[]);
        }
        let r = &s.games["makao"][&Level::Tips];
        assert_eq!((r.games, r.wins, r.abandoned), (5, 3, 1));
        assert_eq!((r.streak, r.best_streak, r.points), (0, 2, 200));
        assert_eq!(r.fastest_win, Some(60));
        let ranked: Vec<(u32, u64)> = s.ranking["makao"]
            .iter()
            .map(|w| (w.points, w.seconds))
            .collect();
        assert_eq!(ranked, [(80, 60), (80, 120), (40, 90)]);
        for _ in 0..20 {
            s.record("makao", Level::Tips, &win(10, 10), &[]);
        }
        assert_eq!(s.ranking["makao"].len(), RANKING);
        // Minus points: the fewest rank first.
        for r in [win(30, 50), win(12, 70), win(12, 40)] {
            s.record("makatsu", Level::Tips, &r, &[]);
        }
        let ranked: Vec<(u32, u64)> = s.ranking["makatsu"]
            .iter()
            .map(|w| (w.points, w.seconds))
            .collect();
        assert_eq!(ranked, [(12, 40), (12, 70), (30, 50)]);
    }

    #[test]
    fn the_rating_rises_with_wins_and_falls_with_losses() {
        use std::cmp::Ordering::{Greater, Less};
        let mut s = PlayStats::empty();
        let start = Rating::default().rating;
        s.record("makao", Level::Tips, &win(40, 60), &[Less, Less, Less]);
        let after_win = s.ratings["makao"][&Level::Tips];
        assert!(after_win.rating > start);
        assert!(after_win.deviation < 350.0);
        s.record(
            "makao",
            Level::Tips,
            &GameResult::Lost,
            &[Greater, Greater, Less],
        );
        assert!(s.ratings["makao"][&Level::Tips].rating < after_win.rating);
        // Leaving counts as behind everyone.
        let before = s.ratings["makao"][&Level::Tips].rating;
        s.record(
            "makao",
            Level::Tips,
            &GameResult::Abandoned,
            &[Less, Less, Less],
        );
        assert!(s.ratings["makao"][&Level::Tips].rating < before);
    }

    #[test]
    fn counts_that_disagree_are_repaired() {
        let text = r#"{"version":1,"games":{"makao":{"tips":{"games":1,"wins":5,"streak":9}}}}"#;
        let d = PlayStats::decode(text.as_bytes()).unwrap();
        let r = &d.doc.games["makao"][&Level::Tips];
        assert_eq!((r.games, r.streak, r.best_streak), (5, 5, 5));
        assert_eq!(d.repairs.len(), 2);
    }
}
