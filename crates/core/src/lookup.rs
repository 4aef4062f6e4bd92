//! The lookup the front ends call: the search of rule cards by their words
//! (`content::search`), with what the game's engine makes of a situation
//! the question tells (`judge::spoken`). A player who describes the cards
//! on the table ("herz 2 liegt, ich hab herz 3 und pik 2") finds the rule
//! the engine's verdict rests on, as the judge would cite it.
//!
//! The two stay apart because the content knows no engine (the engines
//! read the content's rule card ids); this module is where they meet.

use crate::content::index::IndexRef;
use crate::content::search::{self, Found, Hit, Mixed};
use crate::content::{ContentError, Game, GameId};
use crate::judge::spoken;

/// The cards of one game that match `query`, best first, and the words it
/// did not use (see [`search::lookup`]).
pub fn lookup(game: GameId, index: &IndexRef, query: &str) -> Found {
    search::lookup_citing(index, query, &spoken::cited(game, query))
}

/// [`lookup`]'s hits on a game whose content is loaded.
pub fn search(game: &Game, query: &str) -> Vec<Hit> {
    lookup(game.id, &game.index, query).hits
}

/// Every game's hits ranked together (see [`search::across_all`]).
pub fn across_all(query: &str, first: Option<GameId>) -> Result<Mixed, ContentError> {
    // Read once; each game's engine judges what it tells.
    let told = spoken::read(query);
    let cited = |game| told.as_ref().map_or_else(Vec::new, |t| t.cited(game));
    let fits = |game| told.as_ref().is_none_or(|t| t.fits(game));
    search::across_all(query, first, &cited, &fits)
}

/// [`across_all`] as the best hit's game and that game's hits, or `None`
/// when no game has a card.
pub fn across(
    query: &str,
    first: Option<GameId>,
) -> Result<Option<(GameId, Vec<Hit>)>, ContentError> {
    across_all(query, first).map(search::best_game)
}
