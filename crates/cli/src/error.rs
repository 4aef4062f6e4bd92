//! The one error type of rulecard and the one place that reports it.
//!
//! Every failure a user can cause ends here with a message that names the
//! bad part and what was expected, and an exit code: 1 when the answer is
//! "no" or "not found", 2 when the input itself is malformed (as clap does
//! for its own usage errors), 3 when the embedded content is broken.

use rulecard_core::input::InputError;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::json;

use rulecard_core::content::{ContentError, Lang};
use rulecard_core::i18n::Message;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed input: an unknown value, a wrong count, a missing part.
    /// `expected` is for scripts (`--json`), in English like the ids;
    /// `message` is worded when reported, in the interface language.
    #[error("{message}")]
    Usage {
        token: String,
        expected: String,
        message: Message,
    },
    /// Well-formed input that found nothing.
    #[error("{message}")]
    NotFound {
        token: String,
        expected: String,
        message: Message,
        suggestions: Vec<String>,
    },
    /// clap's own parse errors, which it renders best itself.
    #[error("{0}")]
    Cli(#[from] clap::Error),
    #[error("{}", broken(.0))]
    Content(#[from] ContentError),
    /// The saved house rules do not read or do not fit the game.
    #[error("{}", .0.message())]
    Config(ConfigError),
    /// A file rulecard keeps (progress, house rules) could not be used.
    #[error("{}", .0.message())]
    Store(#[from] crate::store::StoreError),
    #[error("{0}")]
    Io(#[from] io::Error),
}

impl Error {
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::NotFound { .. } => 1,
            Error::Usage { .. } => 2,
            Error::Cli(e) => u8::try_from(e.exit_code()).unwrap_or(2),
            Error::Content(_) => 3,
            Error::Config(_) => 2,
            Error::Store(e) => store_exit_code(e),
            Error::Io(_) => 1,
        }
    }

    /// Writing to a closed pipe (`rulecard rules makao | head`) is how a
    /// reader says it has seen enough: not an error worth a message.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }

    /// The message in `lang` as it is shown: the typed value it repeats
    /// escaped and shortened (see `render::echo`). clap's own errors stay
    /// clap's, in English; an I/O error's text is the system's.
    pub fn shown(&self, lang: Lang) -> String {
        use rulecard_core::render::echo;
        match self {
            Error::Usage { token, message, .. } | Error::NotFound { token, message, .. } => {
                echo::message(&message.say(lang), &[token])
            }
            Error::Cli(e) => {
                // The plain rendering drops escape sequences, the user's
                // too; the styled one keeps them where they can be found.
                let (token, _, _) = cli_error_parts(e);
                let text = strip_styles(&e.render().ansi().to_string());
                echo::message(&text, &[&strip_styles(&token)])
            }
            Error::Content(e) => echo::message(&broken(e).say(lang), &[]),
            Error::Config(e) => echo::message(&e.message().say(lang), &[]),
            Error::Store(e) => echo::message(&e.message().say(lang), &[]),
            Error::Io(e) => echo::message(&e.to_string(), &[]),
        }
    }

    /// The JSON form: `{"error":{"token":…,"expected":…,"message":…}}`;
    /// the keys and `expected` in English, the message in `lang`.
    pub fn to_json(&self, lang: Lang) -> serde_json::Value {
        let (token, expected, suggestions) = match self {
            Error::Usage {
                token, expected, ..
            } => (token.clone(), expected.clone(), Vec::new()),
            Error::NotFound {
                token,
                expected,
                suggestions,
                ..
            } => (token.clone(), expected.clone(), suggestions.clone()),
            Error::Cli(e) => cli_error_parts(e),
            Error::Content(c) => (c.file.clone(), "valid content".into(), Vec::new()),
            Error::Config(c) => (
                c.path.display().to_string(),
                "a valid config file".into(),
                Vec::new(),
            ),
            Error::Store(e) => (
                store_path(e)
                    .map(|p| p.display().to_string())
                    .unwrap_or_default(),
                "a usable file".into(),
                Vec::new(),
            ),
            Error::Io(_) => (String::new(), String::new(), Vec::new()),
        };
        let message = match self {
            // clap's message carries its own "error:" prefix and a usage
            // block; the first line is the message proper.
            Error::Cli(_) => self
                .shown(lang)
                .lines()
                .next()
                .unwrap_or_default()
                .trim_start_matches("error: ")
                .to_owned(),
            _ => self.shown(lang),
        };
        let token = rulecard_core::render::echo::echo(&token);
        let expected = rulecard_core::render::echo::message(&expected, &[]);
        let mut obj = json!({ "token": token, "expected": expected, "message": message });
        if !suggestions.is_empty() {
            obj["suggestions"] = json!(suggestions);
        }
        json!({ "error": obj })
    }
}

/// "broken content: …", the problem as the content check located it.
fn broken(e: &ContentError) -> Message {
    Message::new("err-broken-content").arg("problem", Message::from(e))
}

/// 2 when what the user gave (a setting, a file they edit) is wrong, as
/// for other malformed input; 1 when the system refused (a disk, a lock).
fn store_exit_code(e: &crate::store::StoreError) -> u8 {
    use crate::store::StoreError as S;
    match e {
        S::Dir { .. } | S::Lock { .. } | S::Read { .. } | S::Write { .. } | S::Injected { .. } => 1,
        S::NotSaved { error, .. } => store_exit_code(error),
        _ => 2,
    }
}

/// The file a store error is about, if it names one.
fn store_path(e: &crate::store::StoreError) -> Option<&std::path::Path> {
    use crate::store::StoreError as S;
    match e {
        S::EmptyHome | S::NoHome | S::BadHome { .. } => None,
        S::NotADirectory { path, .. }
        | S::Dir { path, .. }
        | S::Lock { path, .. }
        | S::Link { path }
        | S::NotAFile { path }
        | S::Read { path, .. }
        | S::TooLarge { path, .. }
        | S::Unreadable { path, .. }
        | S::Newer { path, .. }
        | S::Write { path, .. }
        | S::Invalid { path, .. }
        | S::Injected { path } => Some(path),
        S::NotSaved { error, .. } => store_path(error),
    }
}

/// clap's styled text without its style codes (`ESC [ … m`). Other
/// escape sequences, a user's `ESC [ 2 J` say, stay for `echo` to escape.
fn strip_styles(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            let code: String = chars
                .clone()
                .skip(1)
                .take_while(|c| c.is_ascii_digit() || *c == ';')
                .collect();
            let mut after = chars.clone().skip(1 + code.len());
            if after.next() == Some('m') {
                chars.nth(code.len() + 1);
                continue;
            }
        }
        out.push(c);
    }
    out
}

/// The bad token and the valid values from a clap error, for JSON.
fn cli_error_parts(e: &clap::Error) -> (String, String, Vec<String>) {
    use clap::error::{ContextKind, ContextValue};
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    let token = [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ]
    .into_iter()
    .map(text)
    .find(|s| !s.is_empty())
    .unwrap_or_default();
    let expected = text(ContextKind::ValidValue);
    let suggestions = match e
        .get(ContextKind::SuggestedValue)
        .or(e.get(ContextKind::SuggestedArg))
    {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    };
    (token, expected, suggestions)
}

/// An error on its way out, with how to report it.
#[derive(Debug)]
pub struct Failure {
    pub error: Error,
    pub json: bool,
    /// The interface language its message is worded in.
    pub lang: Lang,
}

impl Failure {
    /// Prints the error, once: as JSON on stdout with `--json` (so scripts
    /// read one object whatever happened), else on stderr.
    pub fn report(&self) {
        if self.error.is_broken_pipe() {
            return;
        }
        if self.json {
            // Pretty, as every JSON rulecard prints (one rule).
            let json = self.error.to_json(self.lang);
            println!(
                "{}",
                serde_json::to_string_pretty(&json).unwrap_or_else(|_| json.to_string())
            );
        } else if let Error::Cli(e) = &self.error {
            // Keeps clap's colours and usage hint, unless the message
            // repeats a typed value that has to be escaped or shortened.
            let shown = self.error.shown(self.lang);
            if shown == e.render().to_string() {
                let _ = e.print();
            } else {
                eprint!("{shown}");
            }
        } else {
            eprintln!("rulecard: {}", self.error.shown(self.lang));
        }
    }

    pub fn exit_code(&self) -> ExitCode {
        if self.error.is_broken_pipe() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(self.error.exit_code())
        }
    }
}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Usage {
            token: e.token,
            expected: e.expected,
            message: e.message,
        }
    }
}

/// A problem with the config file, located.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub path: PathBuf,
    pub line: Option<usize>,
    pub message: Message,
}

impl ConfigError {
    /// `PATH:LINE: problem`, to be worded in the reader's language.
    pub fn message(&self) -> Message {
        Message::new("err-config-at")
            .arg("path", crate::store::shown(&self.path))
            .arg("line", self.line.unwrap_or(0))
            .arg("problem", self.message.clone())
    }
}

impl std::fmt::Display for ConfigError {
    /// In English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for ConfigError {}
