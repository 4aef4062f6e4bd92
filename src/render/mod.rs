//! Everything that turns results into text for people: terminal Markdown,
//! tables, colour. Commands decide what to show; renderers decide how.

pub mod echo;
pub mod html;
pub mod makatsu;
pub mod markdown;
pub mod refusal;
pub mod shedding;
pub mod sheet;
pub mod style;
pub mod table;
pub mod wrap;

pub use style::Style;

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
