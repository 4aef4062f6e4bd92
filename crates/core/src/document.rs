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
    /// A parser's message quotes with Markdown backticks (serde's
    /// "invalid type: integer `3`"); a player reads it on a terminal,
    /// so they become plain quotes.
    pub fn at(line: Option<usize>, message: impl Into<String>) -> Problem {
        Problem {
            line,
            message: message.into().replace('`', "\""),
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

/// A count from any JSON value, forgivingly: missing is 0, anything else
/// that is not a whole number from 0 to `max` is brought into that range
/// and the repair noted.
pub(crate) fn count_up_to(
    value: &serde_json::Value,
    what: &str,
    max: u64,
    repairs: &mut Vec<String>,
) -> u64 {
    use serde_json::Value;
    match value {
        Value::Null => 0,
        Value::Number(n) => {
            if let Some(v) = n.as_u64() {
                if v > max {
                    repairs.push(format!("{what} {v} is past the largest count"));
                    max
                } else {
                    v
                }
            } else {
                let v = n.as_f64().unwrap_or(0.0);
                let fixed = if v.is_finite() && v > 0.0 {
                    v.min(max as f64) as u64
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

/// [`count_up_to`] for the counts kept as `u32`.
pub(crate) fn count(value: &serde_json::Value, what: &str, repairs: &mut Vec<String>) -> u32 {
    let n = count_up_to(value, what, u64::from(u32::MAX), repairs);
    u32::try_from(n).unwrap_or(u32::MAX)
}
