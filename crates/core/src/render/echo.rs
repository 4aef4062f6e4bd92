//! Text a user typed, shown back to them safely.
//!
//! A query, a player's name or a bad value is echoed in messages and
//! verdicts. Written out raw, an escape sequence in it would act on the
//! terminal (`rulecard rules makatsu $'\e[2J'` cleared the screen), and a
//! 100 KB query or a 10 MB variant name filled the screen with itself. So
//! every echo goes through here: control characters are written as Rust
//! escapes (`\u{1b}`), and an echo in a message is cut to a readable length.

/// How many characters of a typed value a message repeats.
pub const ECHO_CHARS: usize = 60;

/// `text` with every control character written as an escape (`\n`,
/// `\t`, `\u{1b}`); everything printable, umlauts and suit symbols
/// included, stays as it is.
pub fn escape(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_owned();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// A typed value as a message shows it: escaped, and cut after
/// [`ECHO_CHARS`] characters with "…" and the full length.
pub fn echo(text: &str) -> String {
    let total = text.chars().count();
    if total <= ECHO_CHARS {
        return escape(text);
    }
    let head: String = text.chars().take(ECHO_CHARS).collect();
    format!("{}… ({total} characters)", escape(&head))
}

/// A whole message that repeats typed values: each of `tokens` in it is
/// echoed (escaped and shortened), and any control character left is
/// escaped, except the line breaks the message itself is made of.
pub fn message(text: &str, tokens: &[&str]) -> String {
    let mut text = text.to_owned();
    for token in tokens {
        if !token.is_empty() && text.contains(token) {
            let shown = echo(token);
            if shown != *token {
                text = text.replace(token, &shown);
            }
        }
    }
    if !text.chars().any(|c| c.is_control() && c != '\n') {
        return text;
    }
    text.split('\n').map(escape).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_written_as_escapes() {
        assert_eq!(escape("\u{1b}[2J"), "\\u{1b}[2J");
        assert_eq!(escape("a\tb\u{7}"), "a\\tb\\u{7}");
        assert_eq!(escape("Zoë 7♥"), "Zoë 7♥");
    }

    #[test]
    fn long_echoes_are_cut() {
        let long = "q".repeat(100_000);
        let shown = echo(&long);
        assert!(shown.starts_with(&"q".repeat(ECHO_CHARS)));
        assert!(shown.ends_with("… (100000 characters)"), "{shown}");
        assert!(shown.chars().count() < ECHO_CHARS + 30);
        assert_eq!(echo("kurz"), "kurz");
    }

    #[test]
    fn a_message_echoes_its_tokens_and_keeps_its_lines() {
        let long = "v".repeat(500);
        let text = format!("unknown variant \"{long}\"\nknown: seven-stacking");
        let shown = message(&text, &[&long]);
        assert!(shown.len() < 150, "{shown}");
        assert!(shown.contains("\nknown: seven-stacking"));
        let shown = message("no card matches \"\u{1b}[2J\"", &[]);
        assert_eq!(shown, "no card matches \"\\u{1b}[2J\"");
    }
}
