//! The core's tests, one test binary: the engines against the sources'
//! rules and an independent model, the content and its checks, the search
//! on players' questions, the quiz's answers, the cheat sheet.

mod content;
mod invariants_engine;
mod makao_engine;
mod makatsu_engine;
mod maumau_engine;
mod quiz_content;
mod scenario;
mod search;
mod search_queries;
mod sheet;
