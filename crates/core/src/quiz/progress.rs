//! What a player has answered, kept in their data directory.
//!
//! One JSON document, `progress.json` (a [`Document`]): the command line
//! keeps it in `$RULECARD_HOME` or the XDG data directory, a web page in
//! the browser; the same bytes move between them.
//!
//! Reading is forgiving per record, not per file: a question record that
//! does not read, or a schedule or count out of range, is repaired (and
//! the repair reported) while everything else stays. Fields this version
//! does not know are kept and written back, so a newer rulecard's
//! additions survive an older one's save; a file with a newer format
//! version is never written at all.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::document::{Decoded, Document, Problem, count};

/// The format this build writes.
const VERSION: u32 = 1;

/// Fields a record carries that this version does not know.
pub type Extra = BTreeMap<String, Value>;

/// Everything recorded, per game id.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default = "first_version")]
    pub version: u32,
    #[serde(default)]
    pub games: BTreeMap<String, GameProgress>,
    #[serde(flatten)]
    pub extra: Extra,
}

fn first_version() -> u32 {
    VERSION
}

/// One game's record.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct GameProgress {
    #[serde(default)]
    pub answered: u32,
    #[serde(default)]
    pub correct: u32,
    /// Right answers in a row, up to the last one.
    #[serde(default)]
    pub streak: u32,
    #[serde(default)]
    pub best_streak: u32,
    /// Per question id: its schedule and counts.
    #[serde(default)]
    pub questions: BTreeMap<String, QuestionRecord>,
    /// Per rule card id (the quiz's topics).
    #[serde(default)]
    pub rules: BTreeMap<String, RuleRecord>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A question's counts and spaced-repetition state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionRecord {
    pub answered: u32,
    pub correct: u32,
    pub last_correct: bool,
    pub last_answered: DateTime<Utc>,
    /// The FSRS card: when it is due again, how stable it is.
    pub schedule: rs_fsrs::Card,
    #[serde(flatten)]
    pub extra: Extra,
}

impl QuestionRecord {
    /// Due when its schedule says so, and, until it is known again, right
    /// after it was missed: FSRS relearns a miss within minutes, and a
    /// player who comes back to the quiz should meet it first, not last.
    pub fn is_due(&self, now: DateTime<Utc>) -> bool {
        self.schedule.due <= now || !self.last_correct
    }
}

/// A rule card's record: how often questions on it were answered, missed,
/// and whether it is marked for re-reading.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RuleRecord {
    #[serde(default)]
    pub answered: u32,
    #[serde(default)]
    pub correct: u32,
    #[serde(default)]
    pub missed: u32,
    /// Marked when a question on it was missed; cleared when one is known.
    #[serde(default)]
    pub marked: bool,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The ranges a schedule is held to. FSRS keeps difficulty in 1..=10 and
/// intervals below its maximum of 36,500 days; a value outside them can
/// only come from a damaged or hand-edited file, and fed back into the
/// scheduler it produced infinite stability (written as `null`, which no
/// longer read).
const DIFFICULTY: (f64, f64) = (1.0, 10.0);
const STABILITY: (f64, f64) = (0.001, 36_500.0);
const DAYS: (i64, i64) = (0, 36_500);

/// Whether a schedule is one the scheduler can step from without a panic
/// or a NaN: finite numbers, a reviewed card's stability and difficulty in
/// FSRS's ranges, counters below their limit (rs-fsrs adds to them
/// unchecked), day counts within its maximum interval.
pub fn schedule_in_range(card: &rs_fsrs::Card) -> bool {
    let within = |v: f64, (lo, hi): (f64, f64)| v.is_finite() && (lo..=hi).contains(&v);
    // A new card has not been reviewed yet: FSRS leaves its stability and
    // difficulty at zero until the first review.
    let reviewed = card.state != rs_fsrs::State::New;
    card.stability.is_finite()
        && card.difficulty.is_finite()
        && (!reviewed || (within(card.stability, STABILITY) && within(card.difficulty, DIFFICULTY)))
        && (DAYS.0..=DAYS.1).contains(&card.elapsed_days)
        && (DAYS.0..=DAYS.1).contains(&card.scheduled_days)
        && (0..i32::MAX).contains(&card.reps)
        && (0..i32::MAX).contains(&card.lapses)
}

/// Brings a schedule into range, saying what changed.
fn repair_schedule(card: &mut rs_fsrs::Card, what: &str, repairs: &mut Vec<String>) {
    if schedule_in_range(card) {
        return;
    }
    let clamp = |v: f64, (lo, hi): (f64, f64)| if v.is_finite() { v.clamp(lo, hi) } else { lo };
    let before = format!(
        "stability {}, difficulty {}",
        card.stability, card.difficulty
    );
    card.stability = clamp(card.stability, STABILITY);
    card.difficulty = clamp(card.difficulty, DIFFICULTY);
    card.elapsed_days = card.elapsed_days.clamp(DAYS.0, DAYS.1);
    card.scheduled_days = card.scheduled_days.clamp(DAYS.0, DAYS.1);
    card.reps = card.reps.clamp(0, i32::MAX - 1);
    card.lapses = card.lapses.clamp(0, i32::MAX - 1);
    if !card.stability.is_finite() || !card.difficulty.is_finite() {
        card.stability = STABILITY.0;
        card.difficulty = DIFFICULTY.0;
    }
    repairs.push(format!(
        "{what}: schedule ({before}) brought into range (stability {}, difficulty {})",
        card.stability, card.difficulty
    ));
}

/// Makes counts agree with each other: no more right than answered, a
/// streak no longer than the answers, a best streak at least the current.
fn repair_counts(
    what: &str,
    answered: u32,
    others: &mut [(&str, &mut u32)],
    repairs: &mut Vec<String>,
) {
    for (name, value) in others.iter_mut() {
        if **value > answered {
            repairs.push(format!(
                "{what}: {name} {} is more than answered {answered}",
                **value
            ));
            **value = answered;
        }
    }
}

impl GameProgress {
    fn repair(&mut self, game: &str, repairs: &mut Vec<String>) {
        let answered = self.answered;
        repair_counts(
            game,
            answered,
            &mut [
                ("correct", &mut self.correct),
                ("streak", &mut self.streak),
                ("best streak", &mut self.best_streak),
            ],
            repairs,
        );
        if self.streak > self.correct {
            repairs.push(format!(
                "{game}: streak {} is more than correct {}",
                self.streak, self.correct
            ));
            self.streak = self.correct;
        }
        if self.best_streak < self.streak {
            self.best_streak = self.streak;
        }
        for (id, q) in &mut self.questions {
            let what = format!("{game} question {id}");
            let answered = q.answered;
            repair_counts(&what, answered, &mut [("correct", &mut q.correct)], repairs);
            repair_schedule(&mut q.schedule, &what, repairs);
        }
        for (id, r) in &mut self.rules {
            let what = format!("{game} rule {id}");
            let answered = r.answered;
            repair_counts(
                &what,
                answered,
                &mut [("correct", &mut r.correct), ("missed", &mut r.missed)],
                repairs,
            );
        }
    }
}

/// The file as read: records that may each fail on their own.
#[derive(Deserialize)]
struct RawProgress {
    #[serde(default = "first_version")]
    version: u32,
    #[serde(default)]
    games: BTreeMap<String, RawGame>,
    #[serde(flatten)]
    extra: Extra,
}

#[derive(Deserialize)]
struct RawGame {
    #[serde(default)]
    answered: Value,
    #[serde(default)]
    correct: Value,
    #[serde(default)]
    streak: Value,
    #[serde(default)]
    best_streak: Value,
    #[serde(default)]
    questions: BTreeMap<String, Value>,
    #[serde(default)]
    rules: BTreeMap<String, Value>,
    #[serde(flatten)]
    extra: Extra,
}

/// Each record on its own: one that does not read is dropped and noted.
fn records<T: serde::de::DeserializeOwned>(
    raw: BTreeMap<String, Value>,
    what: &str,
    repairs: &mut Vec<String>,
) -> BTreeMap<String, T> {
    raw.into_iter()
        .filter_map(|(id, value)| match serde_json::from_value(value) {
            Ok(record) => Some((id, record)),
            Err(e) => {
                repairs.push(format!("{what} {id}: unreadable record dropped ({e})"));
                None
            }
        })
        .collect()
}

impl Document for Progress {
    const FILE: &'static str = "progress.json";
    const WHAT: &'static str = "quiz progress";
    /// Thousands of answered questions take well under a megabyte.
    const LIMIT: u64 = 16 << 20;
    const VERSION: u32 = VERSION;

    fn empty() -> Self {
        Progress {
            version: VERSION,
            ..Progress::default()
        }
    }

    fn decode(bytes: &[u8]) -> Result<Decoded<Self>, Problem> {
        let raw: RawProgress = serde_json::from_slice(bytes).map_err(|e| {
            // serde_json's message ends "at line L column C"; the line goes
            // where every store error puts it.
            let message = e.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message);
            Problem::at((e.line() > 0).then_some(e.line()), message)
        })?;
        let mut repairs = Vec::new();
        let mut games = BTreeMap::new();
        for (id, g) in raw.games {
            let r = &mut repairs;
            let mut game = GameProgress {
                answered: count(&g.answered, &format!("{id} answered"), r),
                correct: count(&g.correct, &format!("{id} correct"), r),
                streak: count(&g.streak, &format!("{id} streak"), r),
                best_streak: count(&g.best_streak, &format!("{id} best streak"), r),
                questions: records(g.questions, &format!("{id} question"), r),
                rules: records(g.rules, &format!("{id} rule"), r),
                extra: g.extra,
            };
            // An `answered` that does not read costs only itself: it is
            // read as the least the other counts imply, so that they keep
            // their values instead of being cut down to it.
            let answered_reads = g.answered.is_null() || g.answered.as_u64().is_some();
            let implied = game.correct.max(game.streak).max(game.best_streak);
            if !answered_reads && game.answered < implied {
                r.push(format!(
                    "{id} answered read as {implied}, the most of correct and streaks"
                ));
                game.answered = implied;
            }
            game.repair(&id, r);
            games.insert(id, game);
        }
        Ok(Decoded {
            doc: Progress {
                version: raw.version,
                games,
                extra: raw.extra,
            },
            version: raw.version,
            repairs,
        })
    }

    fn encode(&self) -> Result<Vec<u8>, String> {
        // JSON has no infinity or NaN (serde_json writes them as null): a
        // schedule holding one would make the file unreadable next time.
        for (game, g) in &self.games {
            for (id, q) in &g.questions {
                if !q.schedule.stability.is_finite() || !q.schedule.difficulty.is_finite() {
                    return Err(format!(
                        "the schedule of {game} question {id} is not a finite number"
                    ));
                }
            }
        }
        let mut out = self.clone();
        out.version = VERSION;
        serde_json::to_vec_pretty(&out).map_err(|e| e.to_string())
    }
}
