//! The one way rulecard keeps what a user records: quiz progress, saved
//! house rules, and whatever else comes to need a file of its own.
//!
//! A [`Document`] says how its file reads and writes; a [`Store`] is the
//! directory it lives in and does the rest, the same way for every file:
//!
//! - **One writer at a time.** Every change is a read-modify-write under an
//!   exclusive lock on a file beside the document (`progress.lock` for
//!   `progress.json`), so two commands at once lose nothing.
//! - **Whole files only.** The new content goes to a temporary file in the
//!   same directory, is flushed, read back and checked, and only then
//!   renamed over the old one: a crash leaves the old file or the new one,
//!   never half of one. Temporary files a crash left behind are removed
//!   the next time the lock is held (only the lock holder writes them).
//! - **Nothing recorded is thrown away.** A file that does not read is
//!   either refused with its name and the reason, or moved aside under a
//!   new name that the warning gives; which one is the caller's choice
//!   ([`OnUnreadable`]). Values out of range are repaired one by one, not
//!   by dropping the file. A file written by a newer rulecard is read as
//!   far as this one understands it and never overwritten.
//! - **Nothing outside the directory.** rulecard writes regular files in
//!   its own directory. A symbolic link where the document or its lock
//!   should be is refused with a message rather than followed: following
//!   it would write wherever it points (a dangling link would even create
//!   its target), and replacing it would silently cut the link.
//! - **Bounded reads.** A file larger than the document's limit is not
//!   read into memory: it is reported as too large.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use chrono::Utc;

pub use rulecard_core::document::{Decoded, Document, Problem};
use rulecard_core::i18n::{Message, Part};
use rulecard_core::quiz::progress::Progress;
use rulecard_core::quiz::session::Keep;

/// Which of the platform's directories a document belongs in when
/// `RULECARD_HOME` is not set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// Recorded data (`~/.local/share/rulecard`).
    Data,
    /// Settings (`~/.config/rulecard`).
    Config,
}

/// What to do when the file is there but cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnUnreadable {
    /// Stop with an error that names the file: the user fixes it by hand
    /// (house rules: a typo in a hand-edited file is not a reason to
    /// forget them).
    Refuse,
    /// Move it aside under a new name, say so, and start from empty (quiz
    /// progress: a quiz must go on, and the old file stays for rescue).
    KeepAside,
}

/// A failure to inject, so tests can crash a save at a chosen point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The new content is written to the temporary file, then the "crash"
    /// happens before the rename.
    BeforeRename,
}

/// What went wrong, as data that names the file; [`StoreError::message`]
/// words it (in the catalogue's `err-store-*`) with the way out.
#[derive(Debug)]
pub enum StoreError {
    EmptyHome,
    NoHome,
    /// `HOME` is set but empty, or not an absolute path: the platform's
    /// directories would land in the account's home from the password
    /// database, or under the current directory.
    BadHome {
        value: std::ffi::OsString,
    },
    NotADirectory {
        path: PathBuf,
        from_env: bool,
    },
    Dir {
        path: PathBuf,
        source: io::Error,
    },
    Lock {
        path: PathBuf,
        source: io::Error,
    },
    Link {
        path: PathBuf,
    },
    NotAFile {
        path: PathBuf,
    },
    Read {
        path: PathBuf,
        source: io::Error,
    },
    TooLarge {
        path: PathBuf,
        what: &'static str,
        limit: u64,
    },
    /// The file does not read as its document: the problem as its parser
    /// says it (in English, like clap's), located.
    Unreadable {
        path: PathBuf,
        problem: Problem,
    },
    Newer {
        path: PathBuf,
        found: u32,
        known: u32,
    },
    Write {
        path: PathBuf,
        source: io::Error,
    },
    Invalid {
        path: PathBuf,
        problem: String,
    },
    Injected {
        path: PathBuf,
    },
    /// The save failed after the old file was kept aside or copied: the
    /// failure, and where the old file is.
    NotSaved {
        error: Box<StoreError>,
        kept: PathBuf,
    },
}

impl StoreError {
    /// The message, to be worded in the reader's language. An I/O
    /// error's own words are the system's.
    pub fn message(&self) -> Message {
        let at = |id, path: &Path| Message::new(id).arg("path", shown(path));
        match self {
            StoreError::EmptyHome => Message::new("err-store-empty-home"),
            StoreError::NoHome => Message::new("err-store-no-home"),
            StoreError::BadHome { value } => Message::new("err-store-bad-home").arg(
                "value",
                rulecard_core::render::echo::echo(&value.to_string_lossy()),
            ),
            StoreError::NotADirectory { path, from_env } => at("err-store-not-a-directory", path)
                .arg("env", if *from_env { "yes" } else { "no" }),
            StoreError::Dir { path, source } => {
                at("err-store-dir", path).arg("problem", source.to_string())
            }
            StoreError::Lock { path, source } => {
                at("err-store-lock", path).arg("problem", source.to_string())
            }
            StoreError::Link { path } => at("err-store-link", path),
            StoreError::NotAFile { path } => at("err-store-not-a-file", path),
            StoreError::Read { path, source } => {
                at("err-store-read", path).arg("problem", source.to_string())
            }
            StoreError::TooLarge { path, what, limit } => at("err-store-too-large", path)
                .arg("what", what_message(what))
                .arg("limit", size_text(*limit)),
            StoreError::Unreadable { path, problem } => {
                let m = at("err-store-unreadable", path).arg("problem", problem.message.clone());
                match problem.line {
                    Some(line) => m.arg("line", line),
                    None => m.arg("line", 0usize),
                }
            }
            StoreError::Newer { path, found, known } => at("err-store-newer", path)
                .arg("found", *found)
                .arg("known", *known),
            StoreError::Write { path, source } => {
                at("err-store-write", path).arg("problem", source.to_string())
            }
            StoreError::Invalid { path, problem } => {
                at("err-store-invalid", path).arg("problem", problem.clone())
            }
            StoreError::Injected { path } => at("err-store-injected", path),
            StoreError::NotSaved { error, kept } => Message::new("err-store-not-saved-kept")
                .arg("problem", error.message())
                .arg("kept", shown(kept)),
        }
    }
}

impl std::fmt::Display for StoreError {
    /// In English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Dir { source, .. }
            | StoreError::Lock { source, .. }
            | StoreError::Read { source, .. }
            | StoreError::Write { source, .. } => Some(source),
            StoreError::NotSaved { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// A path as a message shows it: control characters (an ESC, a line
/// break in `RULECARD_HOME`) written as escapes, so that they never act on
/// the terminal, as every echo of what a user typed.
pub fn shown(path: &Path) -> String {
    rulecard_core::render::echo::escape(&path.display().to_string())
}

/// A document's name (`Document::WHAT`) as a message of its own where
/// the catalogue has one.
fn what_message(what: &str) -> Part {
    match what {
        "quiz progress" => Message::new("err-store-what-progress").into(),
        "play statistics" => Message::new("err-store-what-stats").into(),
        "saved house rules" => Message::new("err-store-what-config").into(),
        other => other.into(),
    }
}

fn size_text(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{} KiB", bytes >> 10)
    }
}

/// What reading found besides the document itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// The file could not be read; it was moved to `kept` and the document
    /// starts afresh.
    KeptAside {
        file: PathBuf,
        kept: PathBuf,
        problem: Problem,
    },
    /// The file could not be read and was left where it is (a read-only
    /// look): what it holds is not shown.
    Unreadable { file: PathBuf, problem: Problem },
    /// Something that is not a regular file (a FIFO, a device, a
    /// directory) is where the file should be: not opened, shown as empty.
    NotAFile { file: PathBuf },
    /// Some values were out of range, or records did not read, and were
    /// repaired; before a save, the file as it was read is copied to
    /// `kept`, so nothing a repair drops is lost.
    Repaired {
        file: PathBuf,
        repairs: Vec<String>,
        kept: Option<PathBuf>,
    },
    /// Written by a newer rulecard: shown as far as understood, and left
    /// unchanged.
    Newer {
        file: PathBuf,
        found: u32,
        known: u32,
    },
}

impl Warning {
    /// The warning, to be worded in the reader's language (a problem the
    /// parser found and the repairs made stay as they were said).
    pub fn message(&self) -> Message {
        // The parser's words may quote the file (a key, a value): escaped
        // like a path.
        let problem = |p: &Problem| {
            let said = rulecard_core::render::echo::escape(&p.message);
            match p.line {
                Some(line) => Message::new("warn-problem-at")
                    .arg("line", line)
                    .arg("problem", said)
                    .into(),
                None => Part::from(said),
            }
        };
        match self {
            Warning::KeptAside {
                file,
                kept,
                problem: p,
            } => Message::new("warn-kept-aside")
                .arg("path", shown(file))
                .arg("problem", problem(p))
                .arg("kept", shown(kept)),
            Warning::Unreadable { file, problem: p } => Message::new("warn-unreadable")
                .arg("path", shown(file))
                .arg("problem", problem(p)),
            Warning::NotAFile { file } => Message::new("warn-not-a-file").arg("path", shown(file)),
            Warning::Repaired {
                file,
                repairs,
                kept,
            } => {
                const SHOWN: usize = 3;
                let first: Vec<&str> = repairs.iter().take(SHOWN).map(String::as_str).collect();
                let m = Message::new("warn-repaired")
                    .arg("path", shown(file))
                    .arg(
                        "repairs",
                        rulecard_core::render::echo::escape(&first.join("; ")),
                    )
                    .arg("more", repairs.len().saturating_sub(SHOWN));
                match kept {
                    Some(kept) => Message::new("warn-repaired-kept")
                        .arg("repaired", m)
                        .arg("kept", shown(kept)),
                    None => m,
                }
            }
            Warning::Newer { file, found, known } => Message::new("warn-newer")
                .arg("path", shown(file))
                .arg("found", *found)
                .arg("known", *known),
        }
    }
}

impl std::fmt::Display for Warning {
    /// In English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

/// A directory where rulecard keeps its files.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
    from_env: bool,
    fault: Option<Fault>,
}

impl Store {
    /// The store in `$RULECARD_HOME`, else the platform's directory for
    /// `location`. An empty `RULECARD_HOME` is an error rather than a quiet
    /// "unset": a test or script that meant to keep rulecard away from the
    /// real files must not write to them by accident.
    pub fn from_env(location: Location) -> Result<Store, StoreError> {
        match std::env::var_os("RULECARD_HOME") {
            Some(home) if home.is_empty() => Err(StoreError::EmptyHome),
            Some(home) => Ok(Store {
                dir: PathBuf::from(home),
                from_env: true,
                fault: None,
            }),
            None => {
                // An empty HOME is refused as an empty RULECARD_HOME is, and
                // a relative one too (it would put the files under whatever
                // directory rulecard runs in). An unset HOME falls back to
                // the password database's home, as the platform does.
                #[cfg(unix)]
                if let Some(home) = std::env::var_os("HOME")
                    && !Path::new(&home).is_absolute()
                {
                    return Err(StoreError::BadHome { value: home });
                }
                let dirs =
                    directories::ProjectDirs::from("", "", "rulecard").ok_or(StoreError::NoHome)?;
                let dir = match location {
                    Location::Data => dirs.data_dir(),
                    Location::Config => dirs.config_dir(),
                };
                Ok(Store::at(dir))
            }
        }
    }

    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            dir: dir.into(),
            from_env: false,
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

    /// Where `D`'s file is.
    pub fn file<D: Document>(&self) -> PathBuf {
        self.dir.join(D::FILE)
    }

    /// Reads `D`, strictly: `None` when there is no file, an error when it
    /// is there but does not read (too large, not the format). Links are
    /// followed for reading. The version is the caller's to judge.
    pub fn read<D: Document>(&self) -> Result<Option<Decoded<D>>, StoreError> {
        let file = self.file::<D>();
        let Some(bytes) = read_capped(&file, D::LIMIT, D::WHAT, Follow::Yes)? else {
            return Ok(None);
        };
        D::decode(&bytes)
            .map(Some)
            .map_err(|problem| StoreError::Unreadable {
                path: file,
                problem,
            })
    }

    /// Reads `D` without changing anything (for commands that only show).
    /// A missing file is an empty document. A file that cannot be read is
    /// reported and shown as empty, but left where it is: only a writer
    /// moves a file aside, under the lock.
    pub fn peek<D: Document>(&self) -> (D, Option<Warning>) {
        let file = self.file::<D>();
        match self.read::<D>() {
            Ok(None) => (D::empty(), None),
            Ok(Some(d)) if d.version > D::VERSION => {
                let warning = Warning::Newer {
                    file,
                    found: d.version,
                    known: D::VERSION,
                };
                (d.doc, Some(warning))
            }
            Ok(Some(d)) if !d.repairs.is_empty() => (
                d.doc,
                Some(Warning::Repaired {
                    file,
                    repairs: d.repairs,
                    kept: None,
                }),
            ),
            Ok(Some(d)) => (d.doc, None),
            Err(StoreError::NotAFile { path }) => {
                (D::empty(), Some(Warning::NotAFile { file: path }))
            }
            Err(e) => {
                let problem = match e {
                    StoreError::Unreadable { problem, .. } => problem,
                    StoreError::Read { source, .. } => Problem::from(source.to_string()),
                    other => Problem::from(other.to_string()),
                };
                (D::empty(), Some(Warning::Unreadable { file, problem }))
            }
        }
    }

    /// Applies `change` to the stored document under the lock and saves the
    /// result atomically. Returns the new document and what reading found.
    pub fn update<D: Document>(
        &self,
        on_unreadable: OnUnreadable,
        change: impl FnOnce(&mut D),
    ) -> Result<(D, Option<Warning>), StoreError> {
        self.try_update(on_unreadable, |doc| {
            change(doc);
            Ok::<(), StoreError>(())
        })
    }

    /// [`Store::update`] with a change that may refuse: then nothing is
    /// written and its error is returned. The change sees the document as
    /// it is under the lock, so it must be computed there, not from an
    /// earlier read (which another writer may have changed since).
    pub fn try_update<D: Document, E: From<StoreError>>(
        &self,
        on_unreadable: OnUnreadable,
        change: impl FnOnce(&mut D) -> Result<(), E>,
    ) -> Result<(D, Option<Warning>), E> {
        self.ensure_dir()?;
        let _lock = self.lock::<D>()?;
        self.remove_stale_temps::<D>();
        let file = self.file::<D>();
        let (mut doc, warning) = match read_capped(&file, D::LIMIT, D::WHAT, Follow::No) {
            Ok(None) => (D::empty(), None),
            Ok(Some(bytes)) => match D::decode(&bytes) {
                Ok(d) if d.version > D::VERSION => {
                    return Err(StoreError::Newer {
                        path: file,
                        found: d.version,
                        known: D::VERSION,
                    }
                    .into());
                }
                Ok(d) if d.repairs.is_empty() => (d.doc, None),
                Ok(d) => {
                    // A repair may drop a record that did not read: the
                    // file as read is kept beside before anything is
                    // saved over it.
                    let kept = self.aside_name::<D>("before-repair");
                    write_new(&kept, &bytes).map_err(|source| StoreError::Write {
                        path: kept.clone(),
                        source,
                    })?;
                    (
                        d.doc,
                        Some(Warning::Repaired {
                            file: file.clone(),
                            repairs: d.repairs,
                            kept: Some(kept),
                        }),
                    )
                }
                Err(problem) => self.unreadable::<D>(on_unreadable, file.clone(), problem)?,
            },
            Err(StoreError::TooLarge { path, what, limit }) => {
                let problem = Problem::from(format!("larger than {}", size_text(limit)));
                match on_unreadable {
                    OnUnreadable::Refuse => {
                        return Err(StoreError::TooLarge { path, what, limit }.into());
                    }
                    OnUnreadable::KeepAside => {
                        self.unreadable::<D>(on_unreadable, path, problem)?
                    }
                }
            }
            Err(e) => return Err(e.into()),
        };
        change(&mut doc)?;
        if let Err(e) = self.save(&doc) {
            // Where the old file went is worth saying even when the new one
            // could not be written.
            return Err(match &warning {
                Some(Warning::KeptAside { kept, .. })
                | Some(Warning::Repaired {
                    kept: Some(kept), ..
                }) => StoreError::NotSaved {
                    error: Box::new(e),
                    kept: kept.clone(),
                },
                _ => e,
            }
            .into());
        }
        Ok((doc, warning))
    }

    /// Refuses an unreadable file, or moves it aside and starts empty.
    fn unreadable<D: Document>(
        &self,
        on_unreadable: OnUnreadable,
        file: PathBuf,
        problem: Problem,
    ) -> Result<(D, Option<Warning>), StoreError> {
        match on_unreadable {
            OnUnreadable::Refuse => Err(StoreError::Unreadable {
                path: file,
                problem,
            }),
            OnUnreadable::KeepAside => {
                let kept = self.aside_name::<D>("unreadable");
                fs::rename(&file, &kept).map_err(|source| StoreError::Write {
                    path: kept.clone(),
                    source,
                })?;
                Ok((
                    D::empty(),
                    Some(Warning::KeptAside {
                        file,
                        kept,
                        problem,
                    }),
                ))
            }
        }
    }

    fn ensure_dir(&self) -> Result<(), StoreError> {
        match fs::metadata(&self.dir) {
            Ok(m) if m.is_dir() => return Ok(()),
            Ok(_) => {
                return Err(StoreError::NotADirectory {
                    path: self.dir.clone(),
                    from_env: self.from_env,
                });
            }
            Err(_) => {}
        }
        fs::create_dir_all(&self.dir).map_err(|source| {
            // A parent that is a file reads as "File exists" or "Not a
            // directory" from the system: say which path is in the way.
            match blocking_file(&self.dir) {
                Some(path) => StoreError::NotADirectory {
                    from_env: self.from_env && path == self.dir,
                    path,
                },
                None => StoreError::Dir {
                    path: self.dir.clone(),
                    source,
                },
            }
        })
    }

    /// Takes the exclusive lock for `D`, held until the file is dropped.
    fn lock<D: Document>(&self) -> Result<File, StoreError> {
        let path = self.dir.join(lock_name(D::FILE));
        refuse_link(&path)?;
        refuse_special(&path, Follow::No)?;
        let mut options = OpenOptions::new();
        options.create(true).truncate(false).write(true);
        open_flags(&mut options, Follow::No);
        let lock = options.open(&path).map_err(|source| {
            // The checks above and the open race with another process only
            // in theory; O_NOFOLLOW makes the open itself refuse a link,
            // O_NONBLOCK keeps a FIFO from blocking it.
            if is_link(&path) {
                StoreError::Link { path: path.clone() }
            } else if refuse_special(&path, Follow::No).is_err() {
                StoreError::NotAFile { path: path.clone() }
            } else {
                StoreError::Lock {
                    path: path.clone(),
                    source,
                }
            }
        })?;
        if !lock.metadata().is_ok_and(|m| m.is_file()) {
            return Err(StoreError::NotAFile { path });
        }
        // fs4's lock, not std's: the same flock(2), on the toolchains this
        // crate supports.
        fs4::FileExt::lock(&lock).map_err(|source| StoreError::Lock { path, source })?;
        Ok(lock)
    }

    /// Removes temporary files a crashed writer left. Called under the
    /// lock, so none of them is being written now. Failing to remove one
    /// is harmless (it is tried again next time).
    fn remove_stale_temps<D: Document>(&self) {
        let prefix = temp_prefix(D::FILE);
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            let is_file = entry.file_type().is_ok_and(|t| t.is_file());
            if is_file && name.starts_with(&prefix) && name.ends_with(".tmp") {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// A name beside the file that is not taken yet:
    /// `progress.json.WHY-20260101T120000`.
    fn aside_name<D: Document>(&self, why: &str) -> PathBuf {
        let stamp = Utc::now().format("%Y%m%dT%H%M%S");
        let mut n = 0;
        loop {
            let name = if n == 0 {
                format!("{}.{why}-{stamp}", D::FILE)
            } else {
                format!("{}.{why}-{stamp}-{n}", D::FILE)
            };
            let path = self.dir.join(name);
            if fs::symlink_metadata(&path).is_err() {
                return path;
            }
            n += 1;
        }
    }

    fn save<D: Document>(&self, doc: &D) -> Result<(), StoreError> {
        let file = self.file::<D>();
        refuse_link(&file)?;
        refuse_special(&file, Follow::No)?;
        let bytes = doc.encode().map_err(|problem| StoreError::Invalid {
            path: file.clone(),
            problem,
        })?;
        let write_err = |source| StoreError::Write {
            path: file.clone(),
            source,
        };
        let mut tmp = tempfile::Builder::new()
            .prefix(&temp_prefix(D::FILE))
            .suffix(".tmp")
            .tempfile_in(&self.dir)
            .map_err(write_err)?;
        tmp.write_all(&bytes).map_err(write_err)?;
        tmp.as_file().sync_all().map_err(write_err)?;
        // Read back what reached the disk before it replaces anything: a
        // file that would not read again must never take the old one's
        // place.
        let back = fs::read(tmp.path()).map_err(write_err)?;
        if back != bytes {
            return Err(StoreError::Invalid {
                path: file,
                problem: "the file read back differs from what was written".into(),
            });
        }
        match D::decode(&back) {
            Ok(d) if d.repairs.is_empty() => {}
            Ok(d) => {
                return Err(StoreError::Invalid {
                    path: file,
                    problem: format!(
                        "it would not read back as written ({})",
                        d.repairs.join("; ")
                    ),
                });
            }
            Err(problem) => {
                return Err(StoreError::Invalid {
                    path: file,
                    problem: format!("it would not read back ({problem})"),
                });
            }
        }
        if self.fault == Some(Fault::BeforeRename) {
            // What a crash leaves: a temporary file that is never renamed.
            // `keep` stops tempfile from tidying it away, as a real crash
            // would not.
            let _ = tmp.keep();
            return Err(StoreError::Injected { path: file });
        }
        tmp.persist(&file).map_err(|e| write_err(e.error))?;
        // The rename is durable once the directory is; failing to sync it
        // loses nothing that is not already written.
        if let Ok(dir) = File::open(&self.dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    }
}

/// Writes `bytes` to a new file at `path` (never over one that is there),
/// flushed to the disk.
fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// `progress.json` → `progress.lock`.
fn lock_name(file: &str) -> String {
    let stem = file.split('.').next().unwrap_or(file);
    format!("{stem}.lock")
}

/// `progress.json` → `.progress-` (temporary files are `.progress-XXXX.tmp`).
fn temp_prefix(file: &str) -> String {
    let stem = file.split('.').next().unwrap_or(file);
    format!(".{stem}-")
}

fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

fn refuse_link(path: &Path) -> Result<(), StoreError> {
    if is_link(path) {
        Err(StoreError::Link {
            path: path.to_owned(),
        })
    } else {
        Ok(())
    }
}

/// The flags every open of a kept file takes: `O_NONBLOCK`, because
/// opening a FIFO waits for its other end (forever, where nobody writes to
/// it) and the flag makes it return at once while it changes nothing for a
/// regular file; with `Follow::No`, `O_NOFOLLOW` too, so the open itself
/// refuses a link. (`custom_flags` replaces, so both are set at once.)
#[cfg(unix)]
fn open_flags(options: &mut OpenOptions, follow: Follow) {
    use std::os::unix::fs::OpenOptionsExt;
    let nofollow = if follow == Follow::No {
        libc::O_NOFOLLOW
    } else {
        0
    };
    options.custom_flags(libc::O_NONBLOCK | nofollow);
}

#[cfg(not(unix))]
fn open_flags(_options: &mut OpenOptions, _follow: Follow) {}

/// Refuses anything at `path` that is there but is not a regular file (a
/// FIFO, a socket, a device, a directory), before it is opened: opening a
/// FIFO blocks, reading a device may never end, and replacing either would
/// cut whatever the user put there. A missing file, or a dangling link,
/// passes (the caller deals with those).
fn refuse_special(path: &Path, follow: Follow) -> Result<(), StoreError> {
    let meta = match follow {
        Follow::Yes => fs::metadata(path),
        Follow::No => fs::symlink_metadata(path),
    };
    match meta {
        Ok(m) if !m.is_file() && !m.file_type().is_symlink() => Err(StoreError::NotAFile {
            path: path.to_owned(),
        }),
        _ => Ok(()),
    }
}

/// The first existing path from `dir` upwards that is not a directory.
fn blocking_file(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .find(|p| fs::metadata(p).is_ok_and(|m| !m.is_dir()))
        .map(Path::to_path_buf)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Follow {
    Yes,
    No,
}

/// The file's bytes, `None` when there is no file, at most `limit` bytes.
fn read_capped(
    path: &Path,
    limit: u64,
    what: &'static str,
    follow: Follow,
) -> Result<Option<Vec<u8>>, StoreError> {
    if follow == Follow::No {
        refuse_link(path)?;
    }
    refuse_special(path, follow)?;
    let mut options = OpenOptions::new();
    options.read(true);
    open_flags(&mut options, follow);
    let file = match options.open(path) {
        Ok(f) => f,
        // No file yet, or a place where none can be (writing will say why).
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(None);
        }
        Err(source) => {
            return Err(StoreError::Read {
                path: path.to_owned(),
                source,
            });
        }
    };
    let read_err = |source| StoreError::Read {
        path: path.to_owned(),
        source,
    };
    let meta = file.metadata().map_err(read_err)?;
    if !meta.is_file() {
        return Err(StoreError::NotAFile {
            path: path.to_owned(),
        });
    }
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    // One byte past the limit tells "too large" from "exactly the limit"
    // without trusting the size the metadata gave (the file may grow).
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(read_err)?;
    if bytes.len() as u64 > limit {
        return Err(StoreError::TooLarge {
            path: path.to_owned(),
            what,
            limit,
        });
    }
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A document of one number per line, to test the store alone.
    #[derive(Debug, Clone, Default, PartialEq)]
    struct Tally {
        version: u32,
        counts: Vec<f64>,
    }

    impl Document for Tally {
        const FILE: &'static str = "tally.txt";
        const WHAT: &'static str = "a tally";
        const LIMIT: u64 = 1024;
        const VERSION: u32 = 2;

        fn empty() -> Self {
            Tally::default()
        }

        fn decode(bytes: &[u8]) -> Result<Decoded<Self>, Problem> {
            let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
            let mut lines = text.lines();
            let version: u32 = lines
                .next()
                .and_then(|l| l.strip_prefix("v"))
                .and_then(|v| v.parse().ok())
                .ok_or("no version line")?;
            let mut repairs = Vec::new();
            let mut counts = Vec::new();
            for (i, l) in lines.enumerate() {
                let v: f64 = l
                    .parse()
                    .map_err(|_| Problem::at(Some(i + 2), "not a number"))?;
                if v < 0.0 {
                    repairs.push(format!("line {} was negative", i + 2));
                    counts.push(0.0);
                } else {
                    counts.push(v);
                }
            }
            Ok(Decoded {
                doc: Tally { version, counts },
                version,
                repairs,
            })
        }

        fn encode(&self) -> Result<Vec<u8>, String> {
            let mut s = format!("v{}\n", Self::VERSION);
            for c in &self.counts {
                s.push_str(&format!("{c}\n"));
            }
            Ok(s.into_bytes())
        }
    }

    fn add(t: &mut Tally) {
        t.counts.push(1.0);
    }

    fn temps(dir: &Path) -> usize {
        fs::read_dir(dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count()
    }

    #[test]
    fn update_creates_and_accumulates() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        store.update(OnUnreadable::Refuse, add).unwrap();
        let (t, w) = store.update::<Tally>(OnUnreadable::Refuse, add).unwrap();
        assert_eq!(t.counts.len(), 2);
        assert_eq!(w, None);
        assert_eq!(store.peek::<Tally>().0.counts.len(), 2);
        assert!(dir.path().join("tally.lock").exists());
    }

    #[test]
    fn an_unreadable_file_is_refused_or_kept_aside_never_lost() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file::<Tally>(), "garbage").unwrap();
        let err = store
            .update::<Tally>(OnUnreadable::Refuse, add)
            .unwrap_err();
        assert!(matches!(err, StoreError::Unreadable { .. }), "{err}");
        assert_eq!(fs::read(store.file::<Tally>()).unwrap(), b"garbage");
        let (_, w) = store.update::<Tally>(OnUnreadable::KeepAside, add).unwrap();
        let Some(Warning::KeptAside { kept, .. }) = w else {
            panic!("expected the file kept aside, got {w:?}")
        };
        assert_eq!(fs::read(kept).unwrap(), b"garbage");
    }

    // Issue 31, item 6: the file was set aside (or copied before a
    // repair), then the save failed: the error says where the old file is.
    #[test]
    fn a_failed_save_after_setting_aside_says_where_the_old_file_is() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path()).with_fault(Fault::BeforeRename);
        for (text, why) in [("garbage", "unreadable"), ("v2\n-1\n", "before-repair")] {
            fs::write(store.file::<Tally>(), text).unwrap();
            let err = store
                .update::<Tally>(OnUnreadable::KeepAside, add)
                .unwrap_err();
            let StoreError::NotSaved { kept, .. } = &err else {
                panic!("expected where the old file went, got {err:?}")
            };
            assert!(
                kept.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(&format!("tally.txt.{why}-")),
                "{kept:?}"
            );
            assert_eq!(fs::read_to_string(kept).unwrap(), text);
            let said = err.to_string();
            assert!(said.contains("simulated crash"), "{said}");
            assert!(
                said.contains(&format!("is kept as {}", kept.display())),
                "{said}"
            );
            let _ = fs::remove_file(kept);
        }
    }

    #[test]
    fn a_newer_file_is_read_but_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file::<Tally>(), "v3\n5\n").unwrap();
        let (t, w) = store.peek::<Tally>();
        assert_eq!(t.counts, vec![5.0]);
        assert!(matches!(w, Some(Warning::Newer { found: 3, .. })), "{w:?}");
        let err = store
            .update::<Tally>(OnUnreadable::KeepAside, add)
            .unwrap_err();
        assert!(err.to_string().contains("newer rulecard"), "{err}");
        assert_eq!(fs::read(store.file::<Tally>()).unwrap(), b"v3\n5\n");
    }

    #[test]
    fn values_out_of_range_are_repaired_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(store.file::<Tally>(), "v2\n4\n-1\n").unwrap();
        let (t, w) = store.update::<Tally>(OnUnreadable::Refuse, add).unwrap();
        assert_eq!(t.counts, vec![4.0, 0.0, 1.0]);
        assert!(w.unwrap().to_string().contains("line 3 was negative"));
    }

    #[test]
    fn what_would_not_read_back_is_never_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        store.update::<Tally>(OnUnreadable::Refuse, add).unwrap();
        let before = fs::read(store.file::<Tally>()).unwrap();
        // A negative count encodes, but would be "repaired" on the next
        // read: the save is refused and the old file stays.
        let err = store
            .update::<Tally>(OnUnreadable::Refuse, |t| t.counts.push(-3.0))
            .unwrap_err();
        assert!(matches!(err, StoreError::Invalid { .. }), "{err}");
        assert_eq!(fs::read(store.file::<Tally>()).unwrap(), before);
        // NaN writes as "NaN", which parses back as NaN (not negative): so
        // this document relies on `encode` for finiteness, as real ones do.
    }

    #[test]
    fn too_large_a_file_is_not_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let big = format!("v2\n{}", "1\n".repeat(600));
        fs::write(store.file::<Tally>(), &big).unwrap();
        let err = store
            .update::<Tally>(OnUnreadable::Refuse, add)
            .unwrap_err();
        assert!(err.to_string().contains("larger than 1 KiB"), "{err}");
        let (_, w) = store.update::<Tally>(OnUnreadable::KeepAside, add).unwrap();
        assert!(matches!(w, Some(Warning::KeptAside { .. })), "{w:?}");
    }

    #[test]
    fn stale_temporary_files_are_removed_under_the_lock() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let crashing = store.clone().with_fault(Fault::BeforeRename);
        for _ in 0..5 {
            let err = crashing
                .update::<Tally>(OnUnreadable::Refuse, add)
                .unwrap_err();
            assert!(matches!(err, StoreError::Injected { .. }));
        }
        // Each writer cleans up after the one before it crashed.
        assert_eq!(temps(dir.path()), 1);
        for n in 0..3 {
            fs::write(dir.path().join(format!(".tally-old{n}.tmp")), "v2\n").unwrap();
        }
        fs::write(dir.path().join(".other-1.tmp"), "not ours").unwrap();
        store.update::<Tally>(OnUnreadable::Refuse, add).unwrap();
        assert_eq!(temps(dir.path()), 1, "only the file that is not ours stays");
        assert_eq!(store.peek::<Tally>().0.counts.len(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn links_are_refused_and_nothing_is_created_outside() {
        let dir = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let home = dir.path().join("home");
        fs::create_dir(&home).unwrap();
        let store = Store::at(&home);
        // A dangling lock link must not create its target.
        let target = outside.path().join("made-by-rulecard");
        std::os::unix::fs::symlink(&target, home.join("tally.lock")).unwrap();
        let err = store
            .update::<Tally>(OnUnreadable::Refuse, add)
            .unwrap_err();
        assert!(matches!(err, StoreError::Link { .. }), "{err}");
        assert!(!target.exists());
        fs::remove_file(home.join("tally.lock")).unwrap();
        // A linked document is read, but not replaced by a regular file.
        let real = outside.path().join("tally.txt");
        fs::write(&real, "v2\n7\n").unwrap();
        std::os::unix::fs::symlink(&real, store.file::<Tally>()).unwrap();
        assert_eq!(store.peek::<Tally>().0.counts, vec![7.0]);
        let err = store
            .update::<Tally>(OnUnreadable::KeepAside, add)
            .unwrap_err();
        assert!(err.to_string().contains("symbolic link"), "{err}");
        assert!(is_link(&store.file::<Tally>()));
        assert_eq!(fs::read(&real).unwrap(), b"v2\n7\n");
    }

    #[test]
    fn a_file_where_the_directory_should_be_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("not-a-dir");
        fs::write(&blocker, "").unwrap();
        for store in [Store::at(&blocker), Store::at(blocker.join("rulecard"))] {
            let err = store
                .update::<Tally>(OnUnreadable::Refuse, add)
                .unwrap_err();
            assert!(matches!(err, StoreError::NotADirectory { .. }), "{err}");
            assert!(
                err.to_string().contains("not-a-dir is not a directory"),
                "{err}"
            );
        }
    }

    #[test]
    fn concurrent_writers_lose_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_path_buf();
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let store = Store::at(path);
                    for _ in 0..25 {
                        store.update::<Tally>(OnUnreadable::Refuse, add).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(Store::at(path).peek::<Tally>().0.counts.len(), 100);
    }

    #[test]
    fn names_beside_the_file() {
        assert_eq!(lock_name("progress.json"), "progress.lock");
        assert_eq!(temp_prefix("config.toml"), ".config-");
    }
}

/// The store of what rulecard records (quiz progress, play statistics):
/// `$RULECARD_HOME`, else the data directory.
pub fn data() -> Result<Store, StoreError> {
    Store::from_env(Location::Data)
}

/// The data store for a command that only shows what is recorded: as
/// [`data`], and a file where the directory should be is an error, as it
/// is for the commands that write (without it, `stats` showed empty
/// statistics and said nothing).
pub fn data_to_show() -> Result<Store, StoreError> {
    let store = data()?;
    if let Some(path) = blocking_file(&store.dir) {
        return Err(StoreError::NotADirectory {
            from_env: store.from_env && path == store.dir,
            path,
        });
    }
    Ok(store)
}

/// Reads the quiz progress for a command that only shows it (the store's
/// [`Store::peek`]); a store that cannot be placed at all, such as an
/// empty `RULECARD_HOME` or one that is a file, is an error.
pub fn peek_progress() -> Result<(Progress, Option<Warning>), StoreError> {
    Ok(data_to_show()?.peek::<Progress>())
}

/// The quiz keeps its answers here: each one under the lock, the file
/// written whole, an unreadable one set aside and named.
impl Keep for Store {
    fn keep(&self, change: &mut dyn FnMut(&mut Progress)) -> Result<Option<Message>, Message> {
        match self.update::<Progress>(OnUnreadable::KeepAside, |p| change(p)) {
            Ok((_, warning)) => Ok(warning.map(|w| w.message())),
            Err(e) => Err(e.message()),
        }
    }
}

#[cfg(test)]
mod progress_tests;
#[cfg(test)]
mod stats_tests;
