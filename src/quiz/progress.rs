//! What a player has answered, kept in their data directory.
//!
//! One JSON file, `progress.json`, in `$RULECARD_HOME` or the XDG data
//! directory (`~/.local/share/rulecard`). Every change is a read-modify-write
//! under an exclusive lock on `progress.lock`, written to a temporary file
//! in the same directory and renamed over the old one, so two quizzes at once
//! lose nothing and a crash leaves either the old file or the new one, never
//! half of one. A file that cannot be read is moved aside (its name is
//! reported) rather than overwritten.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

const FILE: &str = "progress.json";
const LOCK: &str = "progress.lock";
const VERSION: u32 = 1;

/// Everything recorded, per game id.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    #[serde(default)]
    pub games: BTreeMap<String, GameProgress>,
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
}

/// Where progress lives, and how saving may fail on purpose in tests.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
    fault: Option<Fault>,
}

/// A failure to inject, so tests can crash a save at a chosen point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The new content is written to the temporary file, then the "crash"
    /// happens before the rename.
    BeforeRename,
}

/// What went wrong with the progress file, with the path it concerns.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot use the progress directory {}: {source}", path.display())]
    Dir { path: PathBuf, source: io::Error },
    #[error("cannot write progress to {}: {source}", path.display())]
    Write { path: PathBuf, source: io::Error },
    #[error("cannot read progress from {}: {source}", path.display())]
    Read { path: PathBuf, source: io::Error },
    #[error("simulated crash before renaming {} (test fault)", path.display())]
    Injected { path: PathBuf },
}

/// What loading found besides the progress itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// The file could not be parsed; it was moved to `kept` and progress
    /// starts afresh.
    Unreadable {
        file: PathBuf,
        kept: PathBuf,
        problem: String,
    },
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Warning::Unreadable {
                file,
                kept,
                problem,
            } => write!(
                f,
                "{} could not be read ({problem}); it was kept as {} and progress starts afresh",
                file.display(),
                kept.display()
            ),
        }
    }
}

impl Store {
    /// The store in `$RULECARD_HOME`, else the platform's data directory.
    pub fn from_env() -> Option<Store> {
        let dir = match std::env::var_os("RULECARD_HOME") {
            Some(home) if !home.is_empty() => PathBuf::from(home),
            _ => directories::ProjectDirs::from("", "", "rulecard")?
                .data_dir()
                .to_path_buf(),
        };
        Some(Store::at(dir))
    }

    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            dir: dir.into(),
            fault: None,
        }
    }

    /// The same store, failing on purpose at `fault` when saving.
    pub fn with_fault(mut self, fault: Fault) -> Store {
        self.fault = Some(fault);
        self
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn file(&self) -> PathBuf {
        self.dir.join(FILE)
    }

    /// Reads the progress without changing anything (for `rules`, `review`,
    /// `stats`). A missing file is no progress yet; an unreadable one is
    /// reported and read as empty, but left where it is.
    pub fn peek(&self) -> (Progress, Option<String>) {
        match fs::read(self.file()) {
            Ok(bytes) => match serde_json::from_slice::<Progress>(&bytes) {
                Ok(p) => (p, None),
                Err(e) => (
                    Progress::default(),
                    Some(format!(
                        "{} could not be read ({e}); ignoring it",
                        self.file().display()
                    )),
                ),
            },
            // No file yet, or a location where none can be (saving will
            // say why): no progress.
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
                ) =>
            {
                (Progress::default(), None)
            }
            Err(e) => (
                Progress::default(),
                Some(format!(
                    "{} could not be read ({e}); ignoring it",
                    self.file().display()
                )),
            ),
        }
    }

    /// Applies `change` to the stored progress under the lock and saves the
    /// result atomically. Returns the new progress and any warning about a
    /// file that had to be moved aside.
    pub fn update(
        &self,
        change: impl FnOnce(&mut Progress),
    ) -> Result<(Progress, Option<Warning>), StoreError> {
        fs::create_dir_all(&self.dir).map_err(|source| StoreError::Dir {
            path: self.dir.clone(),
            source,
        })?;
        let lock_path = self.dir.join(LOCK);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|source| StoreError::Dir {
                path: lock_path.clone(),
                source,
            })?;
        // fs4's lock, not std's: the same flock(2), on the toolchains this
        // crate supports. Released when `lock` is dropped.
        fs4::FileExt::lock(&lock).map_err(|source| StoreError::Dir {
            path: lock_path.clone(),
            source,
        })?;
        let (mut progress, warning) = self.load_for_update()?;
        change(&mut progress);
        progress.version = VERSION;
        self.save(&progress)?;
        drop(lock);
        Ok((progress, warning))
    }

    /// Reads under the lock; moves an unreadable file aside.
    fn load_for_update(&self) -> Result<(Progress, Option<Warning>), StoreError> {
        let file = self.file();
        let bytes = match fs::read(&file) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok((Progress::default(), None));
            }
            Err(source) => return Err(StoreError::Read { path: file, source }),
        };
        match serde_json::from_slice::<Progress>(&bytes) {
            Ok(p) => Ok((p, None)),
            Err(e) => {
                let kept = self.aside_name();
                fs::rename(&file, &kept).map_err(|source| StoreError::Write {
                    path: kept.clone(),
                    source,
                })?;
                Ok((
                    Progress::default(),
                    Some(Warning::Unreadable {
                        file,
                        kept,
                        problem: e.to_string(),
                    }),
                ))
            }
        }
    }

    /// A name beside the file that is not taken yet.
    fn aside_name(&self) -> PathBuf {
        let stamp = Utc::now().format("%Y%m%dT%H%M%S");
        let mut n = 0;
        loop {
            let name = if n == 0 {
                format!("{FILE}.unreadable-{stamp}")
            } else {
                format!("{FILE}.unreadable-{stamp}-{n}")
            };
            let path = self.dir.join(name);
            if !path.exists() {
                return path;
            }
            n += 1;
        }
    }

    fn save(&self, progress: &Progress) -> Result<(), StoreError> {
        let file = self.file();
        let write_err = |source| StoreError::Write {
            path: file.clone(),
            source,
        };
        let mut tmp = tempfile::Builder::new()
            .prefix(".progress-")
            .suffix(".tmp")
            .tempfile_in(&self.dir)
            .map_err(write_err)?;
        let json =
            serde_json::to_vec_pretty(progress).map_err(|e| write_err(io::Error::other(e)))?;
        tmp.write_all(&json).map_err(write_err)?;
        tmp.as_file().sync_all().map_err(write_err)?;
        if self.fault == Some(Fault::BeforeRename) {
            // What a crash leaves: a temporary file that is never renamed.
            // `keep` stops tempfile from tidying it away, as a real crash
            // would not.
            let _ = tmp.keep();
            return Err(StoreError::Injected { path: file });
        }
        tmp.persist(&file).map_err(|e| write_err(e.error))?;
        Ok(())
    }
}

/// Opens (creating) a file for appending; used by nothing that must not
/// fail, kept private to this module's tests.
#[cfg(test)]
fn touch(path: &Path) -> io::Result<std::fs::File> {
    OpenOptions::new().create(true).append(true).open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(p: &mut Progress, game: &str) {
        let g = p.games.entry(game.to_owned()).or_default();
        g.answered += 1;
    }

    #[test]
    fn update_creates_and_accumulates() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        store.update(|p| record(p, "makatsu")).unwrap();
        let (p, _) = store.update(|p| record(p, "makatsu")).unwrap();
        assert_eq!(p.games["makatsu"].answered, 2);
        assert_eq!(store.peek().0, p);
    }

    #[test]
    fn an_unwritable_location_is_a_clear_error() {
        // Root may write anywhere, so make the "directory" a regular file.
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("not-a-dir");
        touch(&blocker).unwrap();
        let store = Store::at(blocker.join("rulecard"));
        let err = store.update(|p| record(p, "makao")).unwrap_err();
        assert!(err.to_string().contains("not-a-dir"), "{err}");
    }

    #[test]
    fn a_corrupt_file_is_kept_aside_and_named() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file(), b"{ this is not json").unwrap();
        let (p, warning) = store.update(|p| record(p, "maumau")).unwrap();
        assert_eq!(p.games["maumau"].answered, 1);
        let Some(Warning::Unreadable { kept, .. }) = warning else {
            panic!("expected a warning")
        };
        assert_eq!(fs::read(&kept).unwrap(), b"{ this is not json");
        assert!(warning_text_names(&kept));
    }

    fn warning_text_names(kept: &Path) -> bool {
        kept.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("progress.json.unreadable-"))
    }

    #[test]
    fn a_crash_before_the_rename_leaves_the_old_file_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        store.update(|p| record(p, "makatsu")).unwrap();
        let before = fs::read(store.file()).unwrap();
        let crashing = store.clone().with_fault(Fault::BeforeRename);
        let err = crashing.update(|p| record(p, "makatsu")).unwrap_err();
        assert!(matches!(err, StoreError::Injected { .. }));
        assert_eq!(
            fs::read(store.file()).unwrap(),
            before,
            "old file untouched"
        );
        // The next save works and the leftover temporary file does not
        // disturb it.
        let (p, _) = store.update(|p| record(p, "makatsu")).unwrap();
        assert_eq!(p.games["makatsu"].answered, 2);
    }

    #[test]
    fn two_concurrent_writers_lose_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_path_buf();
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let store = Store::at(path);
                    for _ in 0..25 {
                        store.update(|p| record(p, "makao")).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let (p, _) = Store::at(path).peek();
        assert_eq!(p.games["makao"].answered, 100);
    }
}
