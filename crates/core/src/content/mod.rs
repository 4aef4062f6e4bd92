//! The rule content: games, rule cards, common mistakes and the numbers
//! table, embedded in the program and read into the domain types of
//! `rulecard_content` (checked when the core was built, see `build.rs`).
//!
//! `search` finds cards by what a player half remembers.

pub mod search;

/// Every game's card, question and variant ids, compiled from the content
/// (for shell completion).
pub mod ids {
    include!(concat!(env!("OUT_DIR"), "/ids.rs"));
}

pub use model::{
    ContentError, Game, Mistake, NumberRow, Question, Reference, RuleCard, Ruling, Text, Variant,
};
pub use rulecard_content::{GameId, Lang, index, model, raw};

/// Every game's compiled parts, packed (see `rulecard_content::compile`).
static PACK: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/content.bin"));

/// The embedded bytes of a part that `build.rs` compiled
/// (`<game>.<part>.bin`), found in the pack's table of contents.
pub fn embedded(name: &str) -> Option<&'static [u8]> {
    part_in(PACK, name)
}

/// The bytes of a part of `pack`, found in its table of contents.
fn part_in(pack: &'static [u8], name: &str) -> Option<&'static [u8]> {
    let number = |at: usize| u32_at(pack, at);
    let mut at = 4;
    for _ in 0..number(0)? {
        let len = usize::from(*pack.get(at)?);
        let part = pack.get(at + 1..at + 1 + len)?;
        let (start, size) = (number(at + 1 + len)?, number(at + 5 + len)?);
        if part == name.as_bytes() {
            return pack.get(start..start.checked_add(size)?);
        }
        at += 9 + len;
    }
    None
}

/// The little-endian `u32` at byte `at` of `bytes`, if it is there.
fn u32_at(bytes: &[u8], at: usize) -> Option<usize> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    usize::try_from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])).ok()
}

/// Which parts of a game's content to read up front. The game's own file
/// is always read; a rule card that was not read is decoded when
/// [`Game::card`] asks for it, so a command reads only the cards it shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// Every rule card, in `Game::rules` (a listing, a search by words).
    pub rules: bool,
    pub mistakes: bool,
    pub numbers: bool,
    pub quiz: bool,
}

impl Parts {
    /// Everything.
    pub const ALL: Parts = Parts {
        rules: true,
        mistakes: true,
        numbers: true,
        quiz: true,
    };
    /// Only the rule cards (a lookup).
    pub const RULES: Parts = Parts {
        rules: true,
        mistakes: false,
        numbers: false,
        quiz: false,
    };
    /// Only the game's own file (names, languages, house rules); cards
    /// come one at a time through [`Game::card`].
    pub const META: Parts = Parts {
        rules: false,
        mistakes: false,
        numbers: false,
        quiz: false,
    };

    /// Whether content read for `self` holds everything `other` asks for.
    pub fn covers(self, other: Parts) -> bool {
        (self.rules || !other.rules)
            && (self.mistakes || !other.mistakes)
            && (self.numbers || !other.numbers)
            && (self.quiz || !other.quiz)
    }
}

fn part_error(game: GameId, part: &str, problem: String) -> ContentError {
    ContentError {
        file: format!("content/{}/{part}.yaml", game.slug()),
        item: String::new(),
        field: String::new(),
        problem,
    }
}

/// Reads one embedded part.
fn part<T: serde::de::DeserializeOwned>(game: GameId, part: &str) -> Result<T, ContentError> {
    let bytes = embedded(&format!("{}.{part}.bin", game.slug()))
        .ok_or_else(|| part_error(game, part, "no content is embedded for this part".into()))?;
    postcard::from_bytes(bytes)
        .map_err(|e| part_error(game, part, format!("embedded content is unreadable: {e}")))
}

/// The search index `build.rs` made for `game`, if it is there and reads.
#[cfg(not(target_arch = "wasm32"))]
fn load_index(game: GameId) -> Option<index::IndexRef> {
    let bytes = embedded(&format!("{}.index.bin", game.slug()))?;
    postcard::from_bytes(bytes).ok()
}

/// The search index of `game` in the web page: its pack has none (see
/// `rulecard_content::compile::games`), so it is built once per page at
/// the first read, as `build.rs` builds the CLI's, and kept. Building the
/// three games' takes the page a moment, which is why it lists the games
/// with [`load_meta_only`] and builds the indexes when the reader is not
/// waiting, in two steps a game (see [`prepare`]).
#[cfg(target_arch = "wasm32")]
fn load_index(game: GameId) -> Option<index::IndexRef> {
    web::WHOLE[game.index()]
        .get_or_init(|| {
            let (words, cards) = web::words(game).clone()?;
            Some(words.trained(&cards).leak())
        })
        .clone()
}

/// One step of building `game`'s index in the web page while the reader
/// is not waiting: its words first, then its classifier; `true` once it
/// is whole. (Each step alone keeps the page busy a tenth of a second or
/// two; both at once would hold a key the reader types.) Elsewhere the
/// index is embedded whole: `true`.
#[cfg(not(target_arch = "wasm32"))]
pub fn prepare(_game: GameId) -> bool {
    true
}

/// See the other `prepare`.
#[cfg(target_arch = "wasm32")]
pub fn prepare(game: GameId) -> bool {
    if web::WHOLE[game.index()].get().is_some() {
        return true;
    }
    if web::WORDS[game.index()].get().is_none() {
        web::words(game);
        return false;
    }
    load_index(game);
    true
}

/// What the page keeps of each game's index as it builds it.
#[cfg(target_arch = "wasm32")]
mod web {
    use std::sync::OnceLock;

    use super::{GameId, index, raw};

    type Words = Option<(index::IndexOwned, Vec<raw::RawCard>)>;
    /// By words, with the cards its classifier learns from.
    pub(super) static WORDS: [OnceLock<Words>; GameId::ALL.len()] =
        [const { OnceLock::new() }; GameId::ALL.len()];
    /// Whole: the classifier trained.
    pub(super) static WHOLE: [OnceLock<Option<index::IndexRef>>; GameId::ALL.len()] =
        [const { OnceLock::new() }; GameId::ALL.len()];

    /// The game's index by its words, built at the first call.
    pub(super) fn words(game: GameId) -> &'static Words {
        WORDS[game.index()].get_or_init(|| super::words_index(super::PACK, game))
    }
}

/// The index of `game` built from a web page's `pack`, as the CLI's is.
#[cfg(test)]
fn whole_index(pack: &'static [u8], game: GameId) -> Option<index::IndexRef> {
    let (words, cards) = words_index(pack, game)?;
    Some(words.trained(&cards).leak())
}

/// The index of `game` by its words built from a web page's `pack`: from
/// the game's own file, its cards with the keywords kept apart from them,
/// and its lexicon; with the cards, for its classifier; `None` if a part
/// is missing or does not read.
#[cfg(any(target_arch = "wasm32", test))]
fn words_index(
    pack: &'static [u8],
    game: GameId,
) -> Option<(index::IndexOwned, Vec<raw::RawCard>)> {
    let part = |name: &str| part_in(pack, &format!("{}.{name}.bin", game.slug()));
    let meta: raw::RawGame = postcard::from_bytes(part("game")?).ok()?;
    let lexicon: raw::RawLexicon = postcard::from_bytes(part("lexicon")?).ok()?;
    let hidden: Vec<raw::LocalizedList> = postcard::from_bytes(part("hidden")?).ok()?;
    let blobs = items(part("rules")?)?;
    if hidden.len() != blobs.len() {
        return None;
    }
    let cards = blobs
        .into_iter()
        .zip(hidden)
        .map(|(blob, hidden)| {
            let mut card = decode_card(game, blob).ok()?;
            card.keywords = card.keywords.or(hidden);
            Some(card)
        })
        .collect::<Option<Vec<_>>>()?;
    let built = index::IndexOwned::build(&meta, &cards).with_lexicon(&lexicon);
    built.ok().map(|words| (words, cards))
}

/// The game's own file (names, languages, references, house rules).
fn load_meta(game: GameId) -> Result<raw::RawGame, ContentError> {
    part(game, "game")
}

/// The rule cards, each still in its embedded form.
fn card_blobs(game: GameId) -> Result<Vec<&'static [u8]>, ContentError> {
    blobs(game, "rules")
}

/// The items of a part that `build.rs` wrote one by one (rule cards,
/// questions), each still in its embedded form.
fn blobs(game: GameId, part: &str) -> Result<Vec<&'static [u8]>, ContentError> {
    let bytes = embedded(&format!("{}.{part}.bin", game.slug()))
        .ok_or_else(|| part_error(game, part, "no content is embedded for this part".into()))?;
    items(bytes).ok_or_else(|| part_error(game, part, "embedded content is unreadable".into()))
}

/// The items of a list `build.rs` wrote (`item_list` there: their count,
/// where each ends, then the items), read from the table alone.
fn items(bytes: &'static [u8]) -> Option<Vec<&'static [u8]>> {
    let count = u32_at(bytes, 0)?;
    let table = 4usize.checked_add(count.checked_mul(4)?)?;
    let data = bytes.get(table..)?;
    let mut start = 0;
    (0..count)
        .map(|i| {
            let end = u32_at(bytes, 4 + 4 * i)?;
            let item = data.get(start..end)?;
            start = end;
            Some(item)
        })
        .collect()
}

/// The first field of a `RawQuestion`, borrowed: postcard reads a struct
/// field by field, so this reads the id and stops.
#[derive(serde::Deserialize)]
struct QuestionId<'a> {
    id: &'a str,
}

/// The questions whose id `wanted` accepts (all of them for `None`),
/// decoded; the others are read no further than their id.
fn questions(
    game: GameId,
    wanted: Option<&dyn Fn(&str) -> bool>,
) -> Result<Vec<raw::RawQuestion>, ContentError> {
    let mut out = Vec::new();
    for blob in blobs(game, "quiz")? {
        if let Some(wanted) = wanted
            && !wanted(question_id(game, blob)?)
        {
            continue;
        }
        out.push(postcard::from_bytes(blob).map_err(|e| unreadable_question(game, e))?);
    }
    Ok(out)
}

/// The id of an embedded question, read without the rest of it.
fn question_id(game: GameId, blob: &'static [u8]) -> Result<&'static str, ContentError> {
    postcard::from_bytes::<QuestionId<'static>>(blob)
        .map(|q| q.id)
        .map_err(|e| unreadable_question(game, e))
}

fn unreadable_question(game: GameId, e: postcard::Error) -> ContentError {
    part_error(
        game,
        "quiz",
        format!("embedded question is unreadable: {e}"),
    )
}

/// The ids of a game's questions, in content order, read without decoding
/// the questions (`stats` counts them and needs nothing else of them).
pub fn question_ids(game: GameId) -> Result<Vec<&'static str>, ContentError> {
    blobs(game, "quiz")?
        .into_iter()
        .map(|blob| question_id(game, blob))
        .collect()
}

/// The game's own file and, of its questions, only the one `check` asks
/// about (matched as [`Game::question`] matches it, by
/// [`model::names_question`]), if there is one: a check decodes one
/// question, not the game's every question in every language.
pub fn load_question(game: GameId, id: &str) -> Result<Game, ContentError> {
    let (mut content, blobs) = read(game, Parts::META)?;
    content.quiz = questions(game, Some(&|known: &str| model::names_question(known, id)))?;
    assemble(game, content, blobs)
}

/// Decodes one card of `card_blobs`.
fn decode_card(game: GameId, blob: &[u8]) -> Result<raw::RawCard, ContentError> {
    postcard::from_bytes(blob)
        .map_err(|e| part_error(game, "rules", format!("embedded card is unreadable: {e}")))
}

/// Reads one game's embedded content, all of it.
pub fn load(game: GameId) -> Result<Game, ContentError> {
    load_parts(game, Parts::ALL)
}

/// The game's own file alone (names, languages, source, house rules), for
/// a list of the games, and how many rule cards it has: neither a card nor
/// the search index is read. The game's `index` is empty and
/// [`Game::card`] finds nothing in it. The web page lists the games so
/// before it has made any index whole (see `load_index`).
pub fn load_meta_only(game: GameId) -> Result<(Game, usize), ContentError> {
    let cards = card_blobs(game)?.len();
    let content = raw::RawContent {
        game: load_meta(game)?,
        rules: Vec::new(),
        mistakes: Vec::new(),
        numbers: Vec::new(),
        quiz: Vec::new(),
    };
    let empty = index::IndexRef::default();
    Ok((model::assemble(game, content, empty, Vec::new()), cards))
}

/// Reads the parts of one game's content a command needs; the parts not
/// asked for are left empty (cards are still there through
/// [`Game::card`]). Only that game is read, and nothing is checked:
/// `build.rs` checked the content before embedding it ([`load_checked`]
/// checks it again for the tests).
pub fn load_parts(game: GameId, parts: Parts) -> Result<Game, ContentError> {
    let (content, blobs) = read(game, parts)?;
    assemble(game, content, blobs)
}

/// The game made of what was read, with its search index.
fn assemble(
    game: GameId,
    content: raw::RawContent,
    blobs: Vec<&'static [u8]>,
) -> Result<Game, ContentError> {
    let index = load_index(game)
        .filter(|index| index.ids.len() == blobs.len())
        .ok_or_else(|| part_error(game, "rules", "the search index is missing".into()))?;
    Ok(model::assemble(game, content, index, blobs))
}

/// Reads all of one game's embedded content and runs every content check
/// on it: what `build.rs` ran before embedding it, run again by the
/// content tests on what the binary actually holds.
pub fn load_checked(game: GameId) -> Result<Game, ContentError> {
    let (raw, _) = read(game, Parts::ALL)?;
    model::check(game, raw, load_index(game))
}

/// The raw content of the parts asked for, and every card still in its
/// embedded form.
fn read(game: GameId, parts: Parts) -> Result<(raw::RawContent, Vec<&'static [u8]>), ContentError> {
    let blobs = card_blobs(game)?;
    let rules = if parts.rules {
        blobs
            .iter()
            .map(|blob| decode_card(game, blob))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        Vec::new()
    };
    let content = raw::RawContent {
        game: load_meta(game)?,
        rules,
        mistakes: if parts.mistakes {
            part(game, "mistakes")?
        } else {
            Vec::new()
        },
        numbers: if parts.numbers {
            part(game, "numbers")?
        } else {
            Vec::new()
        },
        quiz: if parts.quiz {
            questions(game, None)?
        } else {
            Vec::new()
        },
    };
    Ok((content, blobs))
}

/// A game's rule cards on the shelf: the search index is read, and a card
/// is decoded only when it is taken down. A lookup shows one card (or the
/// few `--all` asks for) and needs no more than the index for the rest.
pub struct Shelf {
    pub game: GameId,
    pub index: index::IndexRef,
    blobs: Vec<&'static [u8]>,
}

impl Shelf {
    pub fn open(game: GameId) -> Result<Shelf, ContentError> {
        let blobs = card_blobs(game)?;
        let index = load_index(game)
            .filter(|index| index.ids.len() == blobs.len())
            .ok_or_else(|| part_error(game, "rules", "the search index is missing".into()))?;
        Ok(Shelf { game, index, blobs })
    }

    /// The game with only the cards at these positions of the index (and
    /// no mistakes, numbers or questions); any other card is decoded when
    /// [`Game::card`] asks for it.
    pub fn take(self, positions: &[usize]) -> Result<Game, ContentError> {
        let mut rules = Vec::with_capacity(positions.len());
        for &i in positions {
            let blob = self.blobs.get(i).ok_or_else(|| {
                part_error(self.game, "rules", format!("there is no card number {i}"))
            })?;
            rules.push(decode_card(self.game, blob)?);
        }
        let content = raw::RawContent {
            game: load_meta(self.game)?,
            rules,
            mistakes: Vec::new(),
            numbers: Vec::new(),
            quiz: Vec::new(),
        };
        Ok(model::assemble(self.game, content, self.index, self.blobs))
    }
}

// Worded here: the content crate has no catalogues.
impl From<&ContentError> for crate::i18n::Message {
    /// `FILE: item "ID", field "F": problem`, to be worded in the reader's
    /// language (the problem itself is the content check's, in English:
    /// it is for whoever edits the content).
    fn from(e: &ContentError) -> Self {
        use crate::i18n::{Message, Part};
        let mut place = Part::Text(e.file.clone());
        if !e.item.is_empty() {
            place = Message::new("err-content-item")
                .arg("place", place)
                .arg("item", e.item.as_str())
                .into();
        }
        if !e.field.is_empty() {
            place = Message::new("err-content-field")
                .arg("place", place)
                .arg("field", e.field.as_str())
                .into();
        }
        Message::new("err-content-problem")
            .arg("place", place)
            .arg("problem", e.problem.as_str())
    }
}

#[cfg(test)]
mod content_error_tests {
    use super::*;

    #[test]
    fn english_words_the_error_as_display_does() {
        let e = ContentError {
            file: "content/makao/rules.yaml".into(),
            item: "jack".into(),
            field: "body".into(),
            problem: "the de text is empty".into(),
        };
        assert_eq!(crate::i18n::Message::from(&e).say(Lang::En), e.to_string());
    }
}

#[cfg(test)]
mod question_tests {
    use super::*;

    #[test]
    fn a_question_loads_alone_as_it_loads_with_all() {
        for game in GameId::ALL {
            let all = load_parts(game, Parts::ALL).expect("embedded content reads");
            for q in &all.quiz {
                // As `check` gets it: any case, spaces around.
                let asked = format!(" {} ", q.id.to_ascii_uppercase());
                let alone = load_question(game, &asked).expect("embedded content reads");
                assert_eq!(alone.quiz.len(), 1, "{}", q.id);
                assert_eq!(format!("{:?}", alone.quiz[0]), format!("{q:?}"));
            }
            let none = load_question(game, "no-such-question").expect("embedded content reads");
            assert!(none.quiz.is_empty());
        }
    }
}

#[cfg(test)]
mod pack_tests {
    use super::*;

    /// Every part of every game is found in the pack, each its own bytes
    /// (no two overlap), and a name the pack lacks is not.
    #[test]
    fn every_part_is_found_on_its_own() {
        let mut found: Vec<(usize, usize, String)> = Vec::new();
        for game in GameId::ALL {
            for part in [
                "game", "index", "rules", "quiz", "mistakes", "numbers", "sheet",
            ] {
                let name = format!("{}.{part}.bin", game.slug());
                let bytes = embedded(&name).unwrap_or_else(|| panic!("{name} is embedded"));
                assert!(!bytes.is_empty(), "{name}");
                let start = bytes.as_ptr() as usize;
                found.push((start, start + bytes.len(), name));
            }
        }
        found.sort();
        for pair in found.windows(2) {
            assert!(
                pair[0].1 <= pair[1].0,
                "{} and {} overlap",
                pair[0].2,
                pair[1].2
            );
        }
        assert_eq!(embedded("makao.rules"), None);
        assert_eq!(embedded("content.bin"), None);
        assert_eq!(embedded(""), None);
    }
}

#[cfg(test)]
mod web_pack_tests {
    use super::*;

    /// The games list of the page reads the game's own file and counts its
    /// cards, without any card or index.
    #[test]
    fn the_games_own_file_alone_is_the_game_without_cards() {
        for game in GameId::ALL {
            let (meta, cards) = load_meta_only(game).expect("the game's own file");
            let all = load(game).expect("the game");
            assert_eq!(cards, all.index.ids.len());
            assert_eq!(format!("{:?}", meta.names), format!("{:?}", all.names));
            assert_eq!(meta.variants.len(), all.variants.len());
            assert!(meta.index.ids.is_empty() && meta.rules.is_empty());
            let first = &all.index.ids[0];
            assert!(meta.card(first).is_none(), "{first}");
        }
    }

    /// The web page's pack, laid out by `build.rs` for wasm32, makes every
    /// game's index whole again exactly as the CLI's pack has it.
    #[test]
    fn the_web_pack_makes_the_index_the_cli_has() {
        let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
        let web = rulecard_content::compile::games(&content, true).expect("the content compiles");
        assert!(web.pack.len() < PACK.len(), "the web pack is the smaller");
        let web: &'static [u8] = Vec::leak(web.pack);
        for game in GameId::ALL {
            let whole = whole_index(web, game).expect("the web pack has the index");
            assert_eq!(
                whole,
                load_index(game).expect("the CLI's index"),
                "{game:?}"
            );
        }
        let rules = |pack| part_in(pack, "makao.rules.bin").expect("makao's cards");
        assert_eq!(rules(web), rules(PACK), "the cards are the CLI's");
        assert_eq!(
            whole_index(PACK, GameId::Makao),
            None,
            "the CLI's pack has its index built"
        );
    }
}
