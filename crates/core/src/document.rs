//! How a kind of file that users keep (quiz progress, play statistics)
//! reads and writes, as bytes: decoded forgivingly, repaired record by
//! record, encoded in the current version. The front end keeps the bytes
//! where it can (the command line in its store directory, a web page in
//! the browser); nothing here touches a file.

/// How a kind of file is read and written.
pub trait Document: Sized {
    /// The file's name in the store's directory, e.g. `progress.json`.
    const FILE: &'static str;
    /// What the file holds, for messages ("quiz progress").
    const WHAT: &'static str;
    /// The largest file read, in bytes.
    const LIMIT: u64;
    /// The newest format version this build reads and the one it writes.
    const VERSION: u32;

    /// The document before anything is recorded.
    fn empty() -> Self;

    /// Reads a file's bytes. Values out of range are repaired and each
    /// repair listed; anything that cannot be read at all is an error
    /// (a sentence saying where and why).
    fn decode(bytes: &[u8]) -> Result<Decoded<Self>, Problem>;

    /// The bytes to write, in the current version. Refuses (with a
    /// sentence) a document that could not be read back as it is, such as
    /// one holding a number that is not finite.
    fn encode(&self) -> Result<Vec<u8>, String>;
}

/// Why a file does not read: a sentence, and the line it concerns when the
/// format knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: Option<usize>,
    pub message: String,
}

impl Problem {
    pub fn at(line: Option<usize>, message: impl Into<String>) -> Problem {
        Problem {
            line,
            message: message.into(),
        }
    }
}

impl From<String> for Problem {
    fn from(message: String) -> Problem {
        Problem::at(None, message)
    }
}

impl From<&str> for Problem {
    fn from(message: &str) -> Problem {
        Problem::at(None, message)
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A document as read, with the version its file claimed and the repairs
/// made while reading.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded<D> {
    pub doc: D,
    pub version: u32,
    pub repairs: Vec<String>,
}

impl<D> Decoded<D> {
    pub fn new(doc: D, version: u32) -> Decoded<D> {
        Decoded {
            doc,
            version,
            repairs: Vec::new(),
        }
    }
}
