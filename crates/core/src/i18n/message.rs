//! A message worded later: a catalogue id with its arguments, as data.
//!
//! Errors and refusals are made far from the terminal (in the store, the
//! engines, the judge's parser), where the reader's language is unknown
//! and none of their business. They carry a [`Message`]; whoever reports
//! it (`Failure::report`, a command, a renderer) words it in the interface
//! language. `Display` words it in English, for logs, tests and JSON
//! fields that stay language-independent.

use std::borrow::Cow;
use std::fmt;

use super::catalogue::{Arg, message};
use rulecard_content::Lang;

/// One argument of a [`Message`]: a number (which picks plural forms), a
/// text as given (a card, a path, a typed value), or another message,
/// worded in the same language (a clause such as "under a jack's demand
/// for 7").
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    Num(f64),
    Text(String),
    Message(Message),
    /// Parts listed with commas ("Anna, Ben, niemand").
    List(Vec<Part>),
}

impl From<u32> for Part {
    fn from(n: u32) -> Self {
        Part::Num(f64::from(n))
    }
}

impl From<usize> for Part {
    fn from(n: usize) -> Self {
        Part::Num(n as f64)
    }
}

impl From<u64> for Part {
    fn from(n: u64) -> Self {
        Part::Num(n as f64)
    }
}

impl From<&str> for Part {
    fn from(s: &str) -> Self {
        Part::Text(s.to_owned())
    }
}

impl From<String> for Part {
    fn from(s: String) -> Self {
        Part::Text(s)
    }
}

impl From<Message> for Part {
    fn from(m: Message) -> Self {
        Part::Message(m)
    }
}

/// A catalogue message (`content/ui/<lang>/*.ftl`) with its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Message(Box<Inner>);

/// Boxed, so that an error carrying a message stays small.
#[derive(Debug, Clone, PartialEq)]
struct Inner {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Part)>,
    /// Messages on lines of their own after this one.
    lines: Vec<Message>,
}

// Numbers in messages are counts and seats, never NaN, so equality is total.
impl Eq for Message {}

impl Message {
    /// Message `id` without arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message(Box::new(Inner {
            id: id.into(),
            args: Vec::new(),
            lines: Vec::new(),
        }))
    }

    /// Adds `line` on a line of its own after the message.
    #[must_use]
    pub fn line(mut self, line: Message) -> Message {
        self.0.lines.push(line);
        self
    }

    /// Adds argument `name`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Part>) -> Message {
        self.0.args.push((name, value.into()));
        self
    }

    /// The catalogue id.
    pub fn id(&self) -> &str {
        &self.0.id
    }

    /// The message in `lang`, its nested messages too.
    pub fn say(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg<'_>)> = self
            .0
            .args
            .iter()
            .map(|(name, part)| {
                let value = match part {
                    Part::Num(n) => Arg::Num(*n),
                    Part::Text(s) => Arg::Text(s.as_str().into()),
                    Part::Message(_) | Part::List(_) => Arg::Text(part.say(lang).into()),
                };
                (*name, value)
            })
            .collect();
        let mut text = message(lang, &self.0.id, &args);
        for line in &self.0.lines {
            text.push('\n');
            text.push_str(&line.say(lang));
        }
        text
    }
}

impl Part {
    /// The part as text in `lang`.
    fn say(&self, lang: Lang) -> String {
        match self {
            Part::Num(n) => n.to_string(),
            Part::Text(s) => s.clone(),
            Part::Message(m) => m.say(lang),
            Part::List(parts) => parts
                .iter()
                .map(|p| p.say(lang))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// Something that says what it is in a [`Message`]: the engines'
/// refusals (worded in `render::refusal`).
pub trait Worded {
    /// The message, to be worded in the reader's language.
    fn message(&self) -> Message;
}

/// "; did you mean NAME?" after a message, or nothing.
pub fn did_you_mean(near: Option<&str>) -> Part {
    match near {
        Some(name) => Message::new("err-did-you-mean").arg("name", name).into(),
        None => Part::Text(String::new()),
    }
}

impl fmt::Display for Message {
    /// In English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_messages_take_the_outer_language() {
        let inner = Message::new("err-quiz-names-or-nobody").arg("names", "Anna, Ben");
        let m = Message::new("err-quiz-not-a-choice")
            .arg("answer", "xyz")
            .arg("choices", inner);
        assert!(m.say(Lang::De).contains("niemand"), "{}", m.say(Lang::De));
        assert!(m.to_string().contains("nobody"), "{m}");
    }
}
