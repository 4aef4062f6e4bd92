//! What the command line reads of its surroundings: the terminal's width,
//! the locale's language, the time.

use chrono::{DateTime, Utc};
use rulecard_core::content::Lang;
use rulecard_core::quiz::session::Clock;

/// The width to wrap text to: `COLUMNS` when set (tests pin it that way),
/// else the terminal's width, else 80. Never wider than 100, because long
/// lines of rule text are hard to read at the table.
pub fn width() -> usize {
    let from_env = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c >= 20);
    let measured = from_env.or_else(|| {
        terminal_size::terminal_size_of(std::io::stdout()).map(|(w, _)| usize::from(w.0))
    });
    measured.unwrap_or(80).min(100)
}

/// The language the environment asks for: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty decides, as POSIX
/// has it.
pub fn lang_from_env() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::from_locale(&v))
}

/// The system's clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// The longest line of input read (a move, an answer: a few words); a
/// longer one is refused without being kept.
pub(crate) const MAX_LINE: usize = 4096;

/// One line of input as read by [`read_line`].
pub(crate) enum Line {
    /// The line's bytes, without its end of line.
    Bytes(Vec<u8>),
    /// Longer than [`MAX_LINE`]: skipped to its end, nothing of it kept.
    TooLong,
    /// The end of input.
    End,
}

/// One line of at most [`MAX_LINE`] bytes. The rest of a longer line is
/// read through and dropped a buffer at a time, so a line of any length
/// costs no more memory than the reader's buffer.
pub(crate) fn read_line(input: &mut impl std::io::BufRead) -> std::io::Result<Line> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(if too_long {
                Line::TooLong
            } else if line.is_empty() {
                Line::End
            } else {
                Line::Bytes(line)
            });
        }
        let (take, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        if !too_long {
            let room = MAX_LINE.saturating_sub(line.len());
            if take > room + usize::from(done) {
                too_long = true;
                line = Vec::new();
            } else {
                line.extend_from_slice(&buf[..take - usize::from(done)]);
            }
        }
        input.consume(take);
        if done {
            return Ok(if too_long {
                Line::TooLong
            } else {
                Line::Bytes(line)
            });
        }
    }
}
