//! The judge language of `docs/judge.md` (every form and key): situations described by
//! players (on the command line or as quiz-question fields) parsed into
//! engine input, evaluated by the game's engine, and returned with the
//! players' names as data. No terminal I/O: the `judge` and `check`
//! commands and the quiz all use this one parser and evaluator.

pub mod makao;
pub mod makatsu;
pub mod maumau;

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

/// The legal-plays form, as described: the top card, the hand, and what is
/// open (at most one of the four).
#[derive(Debug, Clone, Default)]
pub struct LegalInput<'a> {
    pub top: &'a str,
    pub hand: &'a str,
    pub penalty: Option<u32>,
    pub wait: Option<u32>,
    pub demand_value: Option<&'a str>,
    pub demand_suit: Option<&'a str>,
}

/// The sequence form, as described.
#[derive(Debug, Clone, Default)]
pub struct SequenceInput<'a> {
    pub players: Option<usize>,
    pub hand_sizes: Option<&'a [u32]>,
    pub top: &'a str,
    pub turns: &'a str,
}

impl LegalInput<'_> {
    /// JUDGE.md: at most one of the four obligations is open.
    pub fn at_most_one_open(&self) -> Result<(), InputError> {
        let given = [
            self.penalty.is_some(),
            self.wait.is_some(),
            self.demand_value.is_some(),
            self.demand_suit.is_some(),
        ];
        if given.iter().filter(|g| **g).count() > 1 {
            return Err(InputError::new(
                "--penalty/--wait/--demand-value/--demand-suit",
                "at most one of them",
                "at most one obligation can be open at a time: give one of --penalty, --wait, --demand-value, --demand-suit",
            ));
        }
        Ok(())
    }
}
