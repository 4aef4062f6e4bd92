//! What was wrong with something a person wrote: a judge situation, a
//! quiz answer, a card, a house-rule entry. One type for all of them, so
//! every front end reports bad input alike: the part that is wrong, what
//! belonged there, and a sentence saying both (the CLI exits with 2).

use std::fmt;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::i18n::Message;

/// Malformed input: the token that is wrong (empty for a missing part),
/// what was expected there (in English, for scripts), and the message,
/// worded where it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The offending token as written (may be empty for a missing part).
    pub token: String,
    /// What was expected instead, in English.
    pub expected: String,
    /// A whole sentence naming the token and the expectation.
    pub message: Message,
}

impl InputError {
    /// A new error.
    pub fn new(
        token: impl Into<String>,
        expected: impl Into<String>,
        message: Message,
    ) -> InputError {
        InputError {
            token: token.into(),
            expected: expected.into(),
            message,
        }
    }

    /// The exit code of the CLI for this error: 2 (malformed input).
    pub const fn exit_code(&self) -> u8 {
        2
    }
}

impl fmt::Display for InputError {
    /// In English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for InputError {}

impl Serialize for InputError {
    /// `{"error":{"token":…,"expected":…,"message":…}}` as in JUDGE.md,
    /// the message in English.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Inner<'a> {
            token: &'a str,
            expected: &'a str,
            message: String,
        }
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry(
            "error",
            &Inner {
                token: &self.token,
                expected: &self.expected,
                message: self.message.to_string(),
            },
        )?;
        map.end()
    }
}
