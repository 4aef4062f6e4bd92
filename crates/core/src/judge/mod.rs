//! The judge language of `docs/judge.md` (every form and key): situations described by
//! players (on the command line or as quiz-question fields) parsed into
//! engine input, evaluated by the game's engine, and returned with the
//! players' names as data. No terminal I/O: the `judge` and `check`
//! commands and the quiz all use this one parser and evaluator.

pub mod invariants;
pub mod makao;
pub mod makatsu;
pub mod maumau;
pub mod spoken;

use crate::i18n::Message;

use crate::input::InputError;

/// Splits `NAME=VALUE`, naming the entry when it is not of that form.
pub fn split_entry<'a>(entry: &'a str, expected: &str) -> Result<(&'a str, &'a str), InputError> {
    let (name, value) = entry.split_once('=').ok_or_else(|| {
        InputError::new(
            entry,
            expected,
            Message::new("err-entry-form")
                .arg("entry", entry)
                .arg("form", expected),
        )
    })?;
    let name = name.trim();
    if name.is_empty() {
        return Err(InputError::new(
            entry,
            expected,
            Message::new("err-entry-no-name").arg("entry", entry),
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
                Message::new("err-not-a-player")
                    .arg("what", what)
                    .arg("name", name)
                    .arg("names", names.join(", ")),
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
                Message::new("err-name-twice").arg("name", a.as_str()),
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
    /// JUDGE.md: at most one of the four obligations is open, and a count
    /// that is given is one: `--penalty 0` or `--wait 0` would say "open"
    /// and "nothing open" at once.
    pub fn at_most_one_open(&self) -> Result<(), InputError> {
        // Why refused rather than read as "nothing open": the engine's
        // record uses 0 for that, so a 0 given here would silently judge a
        // different situation than the one written.
        if self.penalty == Some(0) {
            return Err(InputError::new(
                "--penalty 0",
                "a penalty of at least 2, or no --penalty",
                Message::new("err-penalty-zero"),
            ));
        }
        if self.wait == Some(0) {
            return Err(InputError::new(
                "--wait 0",
                "a wait of at least 1, or no --wait",
                Message::new("err-wait-zero"),
            ));
        }
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
                Message::new("err-one-obligation"),
            ));
        }
        Ok(())
    }
}
