//! rulecard's content model: what `content/<game>/*.yaml` holds, checked.
//!
//! - [`raw`] mirrors the YAML files;
//! - [`model`] holds the domain types and every check content must pass;
//! - [`classifier`] learns from a game's cards which card a question is
//!   about, for the search beside its words;
//! - [`index`] is the search index of a game's rule cards, built once and
//!   read back from its compact form;
//! - [`digest`] is what a cheat sheet prints of the content (one line per
//!   card, from its Markdown by the rules of `summary`);
//! - [`compile`] (feature `compile`, for the core's build script) reads
//!   the YAML, runs the checks and lays everything out for embedding.
//!
//! Content is checked here, when the core is built: a content error fails
//! the build, naming the file, the item and the problem.

pub mod classifier;
#[cfg(feature = "compile")]
pub mod compile;
pub mod digest;
mod ids;
pub mod index;
pub mod lexicon;
pub mod model;
pub mod raw;
pub mod summary;

pub use ids::{GameId, Lang};
pub use model::ContentError;
