//! The rule content: games, rule cards, common mistakes and the numbers
//! table, embedded in the binary and checked into domain types.
//!
//! `raw` mirrors the YAML files; `model` holds the checked types and the
//! checks; `search` finds cards by what a player half remembers.

pub mod index;
pub mod model;
pub mod raw;
pub mod search;

use std::fmt;

use rust_embed::RustEmbed;
use serde::Serialize;

pub use model::{
    ContentError, Game, Mistake, NumberRow, Question, Reference, RuleCard, Ruling, Text, Variant,
};

/// The postcard documents that `build.rs` compiled from `content/<game>/*.yaml`.
#[derive(RustEmbed)]
#[folder = "$OUT_DIR/content"]
struct Embedded;

/// The games rulecard knows. The order is the order of `rulecard games`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Makatsu,
    Makao,
    MauMau,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::Makatsu, GameId::Makao, GameId::MauMau];

    /// The id users type and JSON carries.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::Makatsu => "makatsu",
            GameId::Makao => "makao",
            GameId::MauMau => "maumau",
        }
    }

    /// Other spellings players type for the same game.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameId::Makatsu => &["meister-makatsu", "meistermakatsu", "mk"],
            GameId::Makao => &["pesten"],
            GameId::MauMau => &["mau-mau", "mau"],
        }
    }

    /// The prefix of this game's ids in FACTS.md (`MK-04`) and RULINGS.md
    /// (`R-MK-TIE`).
    pub fn fact_prefix(self) -> &'static str {
        match self {
            GameId::Makatsu => "MK",
            GameId::Makao => "MA",
            GameId::MauMau => "MM",
        }
    }

    pub fn from_slug(s: &str) -> Option<GameId> {
        let s = s.trim().to_lowercase();
        GameId::ALL
            .into_iter()
            .find(|g| g.slug() == s || g.aliases().contains(&s.as_str()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A language of content and interface.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    De,
    Nl,
    En,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::De, Lang::Nl, Lang::En];

    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::Nl => "nl",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" => Some(Lang::De),
            "nl" => Some(Lang::Nl),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of a POSIX locale value such as `de_DE.UTF-8`; `C` and
    /// `POSIX` name no language.
    pub fn from_locale(value: &str) -> Option<Lang> {
        let code = value.split(['_', '.', '@', '-']).next()?;
        Lang::from_code(code)
    }

    /// The language the environment asks for: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides, as POSIX
    /// has it.
    pub fn from_env() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_locale(&v))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The embedded bytes of a file, for the life of the process. rust-embed
/// hands out static data (the `debug-embed` feature makes that so in debug
/// builds too); should it ever hand out a copy, the copy is kept.
fn embedded(name: &str) -> Option<&'static [u8]> {
    match Embedded::get(name)?.data {
        std::borrow::Cow::Borrowed(bytes) => Some(bytes),
        std::borrow::Cow::Owned(bytes) => Some(Box::leak(bytes.into_boxed_slice())),
    }
}

/// Which optional parts of a game's content to read. Rule cards and the
/// game's own file are always read: everything else refers to them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    pub mistakes: bool,
    pub numbers: bool,
    pub quiz: bool,
}

impl Parts {
    /// Everything.
    pub const ALL: Parts = Parts {
        mistakes: true,
        numbers: true,
        quiz: true,
    };
    /// Only the rule cards (a lookup).
    pub const RULES: Parts = Parts {
        mistakes: false,
        numbers: false,
        quiz: false,
    };
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
fn load_index(game: GameId) -> Option<index::IndexRef> {
    let bytes = embedded(&format!("{}.index.bin", game.slug()))?;
    postcard::from_bytes(bytes).ok()
}

/// The game's own file (names, languages, references, house rules).
fn load_meta(game: GameId) -> Result<raw::RawGame, ContentError> {
    match part::<raw::Compiled>(game, "game")? {
        raw::Compiled::Content(meta) => Ok(*meta),
        raw::Compiled::Error { file, message } => Err(ContentError {
            file,
            item: String::new(),
            field: String::new(),
            problem: message,
        }),
    }
}

/// The rule cards, each still in its embedded form.
fn card_blobs(game: GameId) -> Result<Vec<&'static [u8]>, ContentError> {
    let bytes = embedded(&format!("{}.rules.bin", game.slug()))
        .ok_or_else(|| part_error(game, "rules", "no content is embedded for this part".into()))?;
    postcard::from_bytes(bytes).map_err(|e| {
        part_error(
            game,
            "rules",
            format!("embedded content is unreadable: {e}"),
        )
    })
}

/// Decodes one card of `card_blobs`.
fn decode_card(game: GameId, blob: &'static [u8]) -> Result<raw::RawCard, ContentError> {
    postcard::from_bytes(blob)
        .map_err(|e| part_error(game, "rules", format!("embedded card is unreadable: {e}")))
}

/// Reads and checks one game's embedded content, all of it.
pub fn load(game: GameId) -> Result<Game, ContentError> {
    load_parts(game, Parts::ALL)
}

/// Reads and checks the parts of one game's content a command needs; the
/// parts not asked for are left empty. Only that game is read.
pub fn load_parts(game: GameId, parts: Parts) -> Result<Game, ContentError> {
    let rules = card_blobs(game)?
        .into_iter()
        .map(|blob| decode_card(game, blob))
        .collect::<Result<Vec<_>, _>>()?;
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
            part(game, "quiz")?
        } else {
            Vec::new()
        },
    };
    model::check(game, content, load_index(game))
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
    /// no mistakes, numbers or questions), checked as far as that content
    /// goes; references to other cards are checked against the index.
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
        model::check_some(self.game, content, self.index)
    }
}
