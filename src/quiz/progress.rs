//! What a player has answered, kept in their data directory.
//!
//! One JSON file, `progress.json`, in `$RULECARD_HOME` or the XDG data
//! directory (`~/.local/share/rulecard`), kept by the shared
//! [`crate::store`]: locked, written whole, read back before it replaces
//! the old file, an unreadable one moved aside and named.
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

use crate::store::{Decoded, Document, Location, Problem};
pub use crate::store::{Fault, OnUnreadable, Store, StoreError, Warning};

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

/// A count from any JSON value: missing is 0, anything else that is not a
/// whole number from 0 to u32::MAX is brought into that range and noted.
fn count(value: &Value, what: &str, repairs: &mut Vec<String>) -> u32 {
    match value {
        Value::Null => 0,
        Value::Number(n) => {
            if let Some(v) = n.as_u64() {
                u32::try_from(v).unwrap_or_else(|_| {
                    repairs.push(format!("{what} {v} is past the largest count"));
                    u32::MAX
                })
            } else {
                let v = n.as_f64().unwrap_or(0.0);
                let fixed = if v.is_finite() && v > 0.0 {
                    v.min(f64::from(u32::MAX)) as u32
                } else {
                    0
                };
                repairs.push(format!("{what} {n} is not a count; read as {fixed}"));
                fixed
            }
        }
        other => {
            repairs.push(format!("{what} {other} is not a count; read as 0"));
            0
        }
    }
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

impl Progress {
    /// The store where progress lives: `$RULECARD_HOME`, else the data
    /// directory.
    pub fn store() -> Result<Store, StoreError> {
        Store::from_env(Location::Data)
    }

    /// Reads the progress for a command that only shows it (the store's
    /// [`Store::peek`]); only a store that cannot be placed at all, such as
    /// an empty `RULECARD_HOME`, is an error.
    pub fn peek_env() -> Result<(Progress, Option<Warning>), StoreError> {
        Ok(Progress::store()?.peek::<Progress>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn record(p: &mut Progress, game: &str) {
        let g = p.games.entry(game.to_owned()).or_default();
        g.answered += 1;
    }

    fn update(store: &Store, game: &str) -> (Progress, Option<Warning>) {
        store
            .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, game))
            .unwrap()
    }

    const ONE_QUESTION: &str = r#"{
      "version": 1,
      "games": { "makatsu": {
        "answered": 3, "correct": 2, "streak": 1, "best_streak": 2,
        "questions": {
          "q1": { "answered": 2, "correct": 1, "last_correct": true,
                  "last_answered": "2026-01-01T00:00:00Z",
                  "schedule": { "due": "2026-01-02T00:00:00Z", "stability": 2.5,
                    "difficulty": 5.0, "elapsed_days": 1, "scheduled_days": 1,
                    "reps": 2, "lapses": 0, "state": "Review",
                    "last_review": "2026-01-01T00:00:00Z" } }
        },
        "rules": { "r1": { "answered": 2, "correct": 1, "missed": 1, "marked": true } }
      } }
    }"#;

    #[test]
    fn update_creates_and_accumulates() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        update(&store, "makatsu");
        let (p, _) = update(&store, "makatsu");
        assert_eq!(p.games["makatsu"].answered, 2);
        assert_eq!(store.peek::<Progress>().0, p);
    }

    #[test]
    fn a_corrupt_file_is_kept_aside_and_named() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file::<Progress>(), b"{ this is not json").unwrap();
        let (p, warning) = update(&store, "maumau");
        assert_eq!(p.games["maumau"].answered, 1);
        let Some(Warning::KeptAside { kept, .. }) = warning else {
            panic!("expected a warning")
        };
        assert_eq!(fs::read(&kept).unwrap(), b"{ this is not json");
        assert!(
            kept.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("progress.json.unreadable-")
        );
    }

    #[test]
    fn a_schedule_out_of_range_is_repaired_not_the_file_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let text = ONE_QUESTION.replace("\"difficulty\": 5.0", "\"difficulty\": -1e10");
        fs::write(store.file::<Progress>(), text).unwrap();
        let (p, w) = update(&store, "makatsu");
        let g = &p.games["makatsu"];
        assert_eq!(g.answered, 4, "the other records stay");
        assert_eq!(g.questions["q1"].schedule.difficulty, 1.0);
        assert!(w.unwrap().to_string().contains("q1"));
        // What was written reads again, without repairs.
        let (again, w) = store.peek::<Progress>();
        assert_eq!(again, p);
        assert_eq!(w, None);
    }

    #[test]
    fn an_unreadable_question_is_dropped_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let text = ONE_QUESTION.replace("\"stability\": 2.5", "\"stability\": null");
        fs::write(store.file::<Progress>(), text).unwrap();
        let (p, w) = store.peek::<Progress>();
        let g = &p.games["makatsu"];
        assert!(g.questions.is_empty());
        assert!(g.rules["r1"].marked, "the rule marker stays");
        assert!(w.unwrap().to_string().contains("unreadable record dropped"));
    }

    #[test]
    fn counts_that_disagree_are_repaired_on_load() {
        let text = ONE_QUESTION
            .replace(
                "\"correct\": 2, \"streak\": 1",
                "\"correct\": 21, \"streak\": 1",
            )
            .replace("\"answered\": 3", "\"answered\": 5000000000");
        let d = Progress::decode(text.as_bytes()).unwrap();
        let g = &d.doc.games["makatsu"];
        assert_eq!(g.answered, u32::MAX);
        assert_eq!(g.correct, 21);
        let text = ONE_QUESTION.replace(
            "\"correct\": 2, \"streak\": 1",
            "\"correct\": 7, \"streak\": 1",
        );
        let d = Progress::decode(text.as_bytes()).unwrap();
        assert_eq!(
            d.doc.games["makatsu"].correct, 3,
            "no more right than answered"
        );
        assert_eq!(d.repairs.len(), 1, "{:?}", d.repairs);
    }

    #[test]
    fn unknown_fields_survive_a_save() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let text = ONE_QUESTION
            .replacen(
                "\"version\": 1,",
                "\"version\": 1, \"play\": {\"x\": 1},",
                1,
            )
            .replace("\"marked\": true", "\"marked\": true, \"note\": \"hi\"");
        fs::write(store.file::<Progress>(), text).unwrap();
        update(&store, "makatsu");
        let saved = fs::read_to_string(store.file::<Progress>()).unwrap();
        assert!(saved.contains("\"play\""), "{saved}");
        assert!(saved.contains("\"note\": \"hi\""), "{saved}");
    }

    #[test]
    fn a_newer_version_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let text = ONE_QUESTION.replacen("\"version\": 1", "\"version\": 2", 1);
        fs::write(store.file::<Progress>(), &text).unwrap();
        let (p, w) = store.peek::<Progress>();
        assert_eq!(p.games["makatsu"].answered, 3, "read as far as understood");
        assert!(matches!(w, Some(Warning::Newer { found: 2, .. })));
        let err = store
            .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, "makatsu"))
            .unwrap_err();
        assert!(matches!(err, StoreError::Newer { .. }), "{err}");
        assert_eq!(fs::read_to_string(store.file::<Progress>()).unwrap(), text);
    }

    #[test]
    fn a_schedule_that_is_not_finite_is_never_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file::<Progress>(), ONE_QUESTION).unwrap();
        let before = fs::read(store.file::<Progress>()).unwrap();
        let err = store
            .update::<Progress>(OnUnreadable::KeepAside, |p| {
                let q = p.games.get_mut("makatsu").unwrap().questions.get_mut("q1");
                q.unwrap().schedule.stability = f64::INFINITY;
            })
            .unwrap_err();
        assert!(err.to_string().contains("not a finite number"), "{err}");
        assert_eq!(fs::read(store.file::<Progress>()).unwrap(), before);
    }

    #[test]
    fn a_crash_before_the_rename_leaves_the_old_file_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        update(&store, "makatsu");
        let before = fs::read(store.file::<Progress>()).unwrap();
        let crashing = store.clone().with_fault(Fault::BeforeRename);
        let err = crashing
            .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, "makatsu"))
            .unwrap_err();
        assert!(matches!(err, StoreError::Injected { .. }));
        assert_eq!(fs::read(store.file::<Progress>()).unwrap(), before);
        let (p, _) = update(&store, "makatsu");
        assert_eq!(p.games["makatsu"].answered, 2);
    }
}
