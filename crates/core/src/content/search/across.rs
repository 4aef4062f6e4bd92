//! A lookup without a game named (`rulecard rules QUERY`): every game is
//! searched, and the hits are ranked together, each named with its game.
//!
//! A game named in the question ("the queen in mau-mau") picks it. Else
//! what only one game has decides: a word one game knows and the others
//! do not finds only that game's cards, and a card asked for by rank
//! counts for a game as that rank is there: with an effect of its own in
//! the game (a four in Makao), a plain card (an eight in Makao), or no card
//! of the deck at all (a four in Mau-Mau, a jack in Meister Makatsu). So
//! the top three may mix games. A game counts less for each word of the
//! question it has nothing like, and a saved default game more.

use super::super::index::{IndexRef, Term, fold, rank_name, terms, words};
use super::super::{ContentError, GameId, Shelf};
use super::{Hit, blend_game, blended, by_score, by_words, lexicon, lookup_citing};

/// A hit of a lookup across the games: the card's game and the hit in it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameHit {
    pub game: GameId,
    pub hit: Hit,
}

/// What a lookup across the games found: the hits of every game, best
/// first, and the query's words the best hit's game did not use.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Mixed {
    pub hits: Vec<GameHit>,
    pub unused: Vec<String>,
}

/// How much a game's hits count for the ranks the query names: 1 for a
/// rank with an effect in the game, less for a plain card, far less for a
/// rank its deck lacks (a game without French cards has values, so only
/// the face cards, the aces and the suits are missing there).
fn rank_fit(index: &IndexRef, query: &str) -> f64 {
    let folded = fold(query);
    let deck: Vec<&str> = index.deck.split(' ').filter(|r| !r.is_empty()).collect();
    let special: Vec<&str> = index.special.split(' ').filter(|r| !r.is_empty()).collect();
    let mut fit = 1.0f64;
    for term in terms(&folded) {
        let Term::Card(card, _) = term else { continue };
        // A suit ("ruiten 5", "Herz") is of a French deck: a game of
        // coloured values has none.
        if card.suit.is_some() && deck.is_empty() {
            fit *= RANK_MISSING;
            continue;
        }
        let Some(rank) = card.rank.map(rank_name) else {
            continue;
        };
        fit *= if deck.is_empty() {
            if matches!(rank, "j" | "q" | "k" | "a") {
                RANK_MISSING
            } else {
                RANK_PLAIN
            }
        } else if special.contains(&rank) {
            1.0
        } else if deck.contains(&rank) {
            RANK_PLAIN
        } else {
            RANK_MISSING
        };
    }
    fit
}

/// What a game's hits count for each word of the query it does not have.
const UNUSED_WORD: f64 = 0.6;

/// How much more the saved default game's hits count.
const DEFAULT_GAME: f64 = 1.5;

/// What a rank counts for in a game where it is a plain card.
const RANK_PLAIN: f64 = 0.7;
/// What a rank counts for in a game whose deck lacks it.
const RANK_MISSING: f64 = 0.3;

/// Every game's hits ranked together (see the module's text); the game
/// `first` (a saved default) counts more than the others; `fits` says
/// whether a game's cards can make the situation the query tells; `cited` gives
/// the rule cards each game's engine cites for the situation the query
/// tells (see [`super::lookup_citing`]; `crate::lookup` gives them).
/// Only the indexes are read; the front end takes down the cards it shows
/// from the game's [`Shelf`].
pub fn across_all(
    query: &str,
    first: Option<GameId>,
    cited: &dyn Fn(GameId) -> Vec<&'static str>,
    fits: &dyn Fn(GameId) -> bool,
) -> Result<Mixed, ContentError> {
    let mut shelves = Vec::with_capacity(GameId::ALL.len());
    for game in GameId::ALL {
        shelves.push((game, Shelf::open(game)?.index));
    }
    let folded = fold(query);
    let asked: Vec<&str> = words(&folded).collect();
    let named: Vec<GameId> = shelves
        .iter()
        .filter(|(_, index)| lexicon::name_at(index, &asked).is_some())
        .map(|(g, _)| *g)
        .collect();
    // A game named in the question is the game asked about.
    if let [game] = named[..]
        && let Some((_, index)) = shelves.iter().find(|(g, _)| *g == game)
    {
        let found = lookup_citing(index, query, &cited(game));
        return Ok(Mixed {
            hits: found
                .hits
                .into_iter()
                .map(|hit| GameHit { game, hit })
                .collect(),
            unused: found.unused,
        });
    }
    let mut hits: Vec<GameHit> = Vec::new();
    let mut unused: Vec<(GameId, Vec<String>)> = Vec::new();
    // Per game, in `GameId::ALL` order (the shelves'), the classifier's
    // probabilities per card.
    let mut learned: Vec<Vec<f64>> = Vec::new();
    for (game, index) in &shelves {
        let cites = cited(*game);
        let found = by_words(index, query, &cites);
        // A game that has every word of the question beats one that has
        // some: the words only one game has point to it.
        let missing = i32::try_from(found.unused.len()).unwrap_or(i32::MAX);
        // A situation the game's cards cannot make (a jack that asks for
        // a value, in a game whose jack wishes a suit) is not its.
        let told = if fits(*game) { 1.0 } else { RANK_MISSING };
        let fit = rank_fit(index, query) * UNUSED_WORD.powi(missing) * told;
        // A card's id typed ("queen") is sure within its game, but says no
        // more about which game than the words do: across the games it
        // counts what its words score, and at least a little more than
        // the game's best other card.
        let id_score = found
            .id_by_words
            .unwrap_or(0.0)
            .max(super::best_by_words(&found.hits) + 1.0);
        learned.push(super::learned(index, query, &cites, &found.variants_named));
        hits.extend(found.hits.into_iter().map(|mut hit| {
            if hit.score.is_infinite() {
                hit.score = id_score;
            }
            hit.score *= fit;
            GameHit { game: *game, hit }
        }));
        unused.push((*game, found.unused));
    }
    let hits = match first {
        Some(first) => within_games(hits, &learned, first),
        None => blended_across(hits, &learned),
    };
    let unused = hits
        .first()
        .and_then(|top| unused.into_iter().find(|(g, _)| *g == top.game))
        .map(|(_, u)| u)
        .unwrap_or_default();
    Ok(Mixed { hits, unused })
}

/// Every game's hits by words blended with each game's classifier
/// (`learned`, per game its probabilities per card) and sorted: each
/// game's classifier knows only its own cards, so it is heard in
/// proportion to how well the game answers by its words.
fn blended_across(mut hits: Vec<GameHit>, learned: &[Vec<f64>]) -> Vec<GameHit> {
    let best = hits.iter().map(|h| h.hit.score).fold(0.0f64, f64::max);
    let mut game_best = [0.0f64; GameId::ALL.len()];
    for h in &hits {
        let at = h.game.index();
        game_best[at] = game_best[at].max(h.hit.score);
    }
    for h in &mut hits {
        let share = if best > 0.0 {
            game_best[h.game.index()] / best
        } else {
            0.0
        };
        let p = learned_for(learned, h.game, h.hit.card);
        h.hit.score = blended(h.hit.score, best, p, share);
    }
    hits.sort_by(|a, b| by_score(&a.hit, &b.hit));
    hits
}

/// Every game's hits where the player saved a default game (`first`):
/// the saved default comes first where it answers about as well by its
/// words (a weak match there, a word its cards only brush, does not hide
/// the game the question is about), so the words decide which game each
/// place of the list goes to, as before the classifier; within a game its
/// cards take those places in the order the classifier's blend gives
/// them. (Blended across the games, the classifier would overrule the
/// default where it splits its belief among a game's cards on one topic:
/// two queen cards in Makao against one in Mau-Mau.)
fn within_games(mut hits: Vec<GameHit>, learned: &[Vec<f64>], first: GameId) -> Vec<GameHit> {
    for h in &mut hits {
        if h.game == first {
            h.hit.score *= DEFAULT_GAME;
        }
    }
    hits.sort_by(|a, b| by_score(&a.hit, &b.hit));
    // Per game, its cards in blended order, best first.
    let mut own: Vec<std::vec::IntoIter<Hit>> = GameId::ALL
        .into_iter()
        .map(|game| {
            let mut cards: Vec<Hit> = hits
                .iter()
                .filter(|h| h.game == game)
                .map(|h| h.hit.clone())
                .collect();
            blend_game(&mut cards, learned_of(learned, game));
            cards.into_iter()
        })
        .collect();
    hits.into_iter()
        .filter_map(|place| {
            let mut hit = own[place.game.index()].next()?;
            // The place's score: the list stays ordered by it.
            hit.score = place.hit.score;
            Some(GameHit {
                game: place.game,
                hit,
            })
        })
        .collect()
}

/// A game's classifier probabilities per card (empty where it has none).
fn learned_of(learned: &[Vec<f64>], game: GameId) -> &[f64] {
    learned.get(game.index()).map_or(&[], Vec::as_slice)
}

/// The classifier's probability for a card of a game, if it has one.
fn learned_for(learned: &[Vec<f64>], game: GameId, card: usize) -> Option<f64> {
    learned_of(learned, game).get(card).copied()
}

/// The best hit's game of a lookup across the games, and that game's hits.
pub fn best_game(mixed: Mixed) -> Option<(GameId, Vec<Hit>)> {
    let game = mixed.hits.first()?.game;
    let hits = mixed
        .hits
        .into_iter()
        .filter(|h| h.game == game)
        .map(|h| h.hit)
        .collect();
    Some((game, hits))
}
