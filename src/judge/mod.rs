//! The judge language of `../shared/JUDGE.md`: situations described by
//! players (on the command line or as quiz-question fields) parsed into
//! engine input, evaluated by the game's engine, and returned with the
//! players' names as data. No terminal I/O: the `judge` and `check`
//! commands and the quiz all use this one parser and evaluator.

pub mod makao;
pub mod makatsu;

use crate::error::Error;

/// Malformed input: the token that is wrong and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub token: String,
    pub expected: String,
    pub message: String,
}

impl InputError {
    pub fn new(
        token: impl Into<String>,
        expected: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        InputError {
            token: token.into(),
            expected: expected.into(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for InputError {}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Usage {
            token: e.token,
            expected: e.expected,
            message: e.message,
        }
    }
}

/// Splits `NAME=VALUE`, naming the entry when it is not of that form.
pub fn split_entry<'a>(entry: &'a str, expected: &str) -> Result<(&'a str, &'a str), InputError> {
    let (name, value) = entry.split_once('=').ok_or_else(|| {
        InputError::new(
            entry,
            expected,
            format!("\"{entry}\" is not of the form {expected}"),
        )
    })?;
    let name = name.trim();
    if name.is_empty() {
        return Err(InputError::new(
            entry,
            expected,
            format!("\"{entry}\" has no name before '='"),
        ));
    }
    Ok((name, value.trim()))
}

/// Finds a player by name, case-insensitively, naming the valid names when
/// there is no such player.
pub fn seat_of(names: &[String], name: &str, what: &str) -> Result<usize, InputError> {
    names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| {
            InputError::new(
                name,
                names.join(", "),
                format!(
                    "{what} \"{name}\" is not one of the players ({})",
                    names.join(", ")
                ),
            )
        })
}

/// Checks that names are unique (ignoring case).
pub fn unique_names(names: &[String]) -> Result<(), InputError> {
    for (i, a) in names.iter().enumerate() {
        if names[..i].iter().any(|b| b.eq_ignore_ascii_case(a)) {
            return Err(InputError::new(
                a,
                "a different name for each player",
                format!("the name \"{a}\" is given twice"),
            ));
        }
    }
    Ok(())
}
