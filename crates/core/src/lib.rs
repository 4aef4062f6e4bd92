//! rulecard's rules core: what the program knows, with no terminal, files,
//! threads, clock or environment in it, so that every front end (the
//! `rulecard` command line, a web page) uses the same rules, search and
//! words.
//!
//! - [`content`]: the embedded rule content and the search;
//! - [`document`]: how what users keep reads and writes, as bytes;
//! - [`engine`]: the three games' rules engines;
//! - [`house`]: the house rules in force at a table, checked against the
//!   content;
//! - [`judge`]: the situation language of `docs/judge.md`, parsed and
//!   judged by the engines;
//! - [`quiz`]: questions (the content's and generated ones), answers checked
//!   by the engines, FSRS scheduling;
//! - [`play`]: games against computer players and their statistics;
//! - [`i18n`]: the interface's words from the Fluent catalogues;
//! - [`render`]: text for people: rule text as plain text and HTML,
//!   verdicts and refusals in words, the cheat sheet.
//!
//! Randomness comes from seeds it is given, time as a value it is given.

pub mod content;
pub mod document;
pub mod engine;
pub mod house;
pub mod i18n;
pub mod input;
pub mod judge;
pub mod lookup;
pub mod play;
pub mod quiz;
pub mod render;
