//! Everything that turns results into text for people: rule text as plain
//! text (wrapped to a width, emphasis coloured only when asked) and HTML,
//! tables, verdicts and refusals in words, the cheat sheet. Front ends
//! decide what to show, how wide and whether in colour; renderers decide
//! how it reads.

pub mod cite;
pub mod echo;
pub mod html;
pub mod json;
pub mod makatsu;
pub mod markdown;
pub mod play;
pub mod quiz;
pub mod refusal;
pub mod shedding;
pub mod sheet;
pub mod stats;
pub mod style;
pub mod table;
pub mod wrap;

pub use style::Style;
