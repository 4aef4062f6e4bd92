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
