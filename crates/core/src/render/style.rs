//! Colour for the terminal, and only there.
//!
//! Colour is on when stdout is a terminal and `NO_COLOR` is unset or empty
//! (no-color.org), or when the user asks with `--color always`. Everything
//! that styles text goes through [`Style`], so plain output is exactly the
//! same text without escape codes.

use anstyle::{AnsiColor, Effects, Style as Ansi};

/// Whether to write escape codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Style {
    pub color: bool,
}

impl Style {
    pub const PLAIN: Style = Style { color: false };

    fn paint(&self, ansi: Ansi, text: &str) -> String {
        if self.color && !text.is_empty() {
            format!("{}{text}{}", ansi.render(), ansi.render_reset())
        } else {
            text.to_owned()
        }
    }

    pub fn bold(&self, text: &str) -> String {
        self.paint(Ansi::new().effects(Effects::BOLD), text)
    }

    pub fn italic(&self, text: &str) -> String {
        self.paint(Ansi::new().effects(Effects::ITALIC), text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.paint(Ansi::new().effects(Effects::DIMMED), text)
    }

    pub fn heading(&self, text: &str) -> String {
        self.paint(
            Ansi::new()
                .effects(Effects::BOLD)
                .fg_color(Some(AnsiColor::Cyan.into())),
            text,
        )
    }

    pub fn code(&self, text: &str) -> String {
        self.paint(Ansi::new().fg_color(Some(AnsiColor::Yellow.into())), text)
    }

    pub fn good(&self, text: &str) -> String {
        self.paint(
            Ansi::new()
                .effects(Effects::BOLD)
                .fg_color(Some(AnsiColor::Green.into())),
            text,
        )
    }

    pub fn bad(&self, text: &str) -> String {
        self.paint(
            Ansi::new()
                .effects(Effects::BOLD)
                .fg_color(Some(AnsiColor::Red.into())),
            text,
        )
    }

    pub fn note(&self, text: &str) -> String {
        self.paint(Ansi::new().fg_color(Some(AnsiColor::Magenta.into())), text)
    }
}
