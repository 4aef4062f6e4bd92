//! The printable cheat sheet: one page per game with the turn in short, the
//! numbers, the special cards as they look (or Meister Makatsu's colours
//! and chip values), the common mistakes and, when asked, the rules the
//! player missed most.
//!
//! Everything on the sheet comes from the same content as the reference,
//! and its figures from the engines; the per-game knowledge here is
//! *which* rule cards go on it ([`picks`]) and which card faces show them
//! ([`faces`]). The sheet is built once as a small document ([`Doc`]) and
//! then written as plain text or Markdown ([`text`]) or as one designed,
//! self-contained A4 page ([`page`], laid out by [`layout`]). The renderer
//! does no I/O: the caller writes the returned string wherever it wants;
//! the web app prints the same HTML.
//!
//! ```no_run
//! use rulecard_core::content::{self, GameId, Lang};
//! use rulecard_core::house::HouseRules;
//! use rulecard_core::render::sheet::{sheet, SheetFormat, SheetOptions};
//!
//! let game = content::load(GameId::MauMau).unwrap();
//! let house = HouseRules::new(&game, &["seven-stacking".to_string()], &[]).unwrap();
//! let opts = SheetOptions {
//!     house: &house,
//!     ..SheetOptions::new(SheetFormat::Html, Lang::De)
//! };
//! let page: String = sheet(&game, &opts);
//! ```

mod faces;
mod layout;
mod model;
mod page;
mod phrase;
mod text;

use std::fmt;
use std::str::FromStr;

use self::model::{Doc, Line, MistakeLine, NumberLine, Ruling};
use self::phrase::{P, phrase};
use crate::content::{Game, GameId, Lang};
use crate::house::HouseRules;
use rulecard_content::digest::{self, Cited, Digest, Item};

/// The output format of a sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SheetFormat {
    /// Plain text (no colour) wrapped to [`SheetOptions::width`] columns.
    Text,
    /// GitHub-flavoured Markdown.
    Markdown,
    /// One self-contained HTML page that prints on one A4 page.
    Html,
}

impl SheetFormat {
    pub const ALL: [SheetFormat; 3] = [SheetFormat::Text, SheetFormat::Markdown, SheetFormat::Html];

    /// The name users type: `text`, `markdown`, `html`.
    pub fn code(self) -> &'static str {
        match self {
            SheetFormat::Text => "text",
            SheetFormat::Markdown => "markdown",
            SheetFormat::Html => "html",
        }
    }

    /// The usual file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            SheetFormat::Text => "txt",
            SheetFormat::Markdown => "md",
            SheetFormat::Html => "html",
        }
    }
}

impl fmt::Display for SheetFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for SheetFormat {
    type Err = String;

    /// `text`/`txt`, `markdown`/`md`, `html`/`htm`, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" | "txt" => Ok(SheetFormat::Text),
            "markdown" | "md" => Ok(SheetFormat::Markdown),
            "html" | "htm" => Ok(SheetFormat::Html),
            other => Err(format!(
                "unknown sheet format \"{other}\" (text, markdown, html)"
            )),
        }
    }
}

/// A rule the player keeps missing: a rule card id and how often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Personal {
    /// A rule card id of the game (`tie-later-card`); unknown ids are skipped.
    pub rule: String,
    pub misses: u32,
}

/// What to put on a sheet and how to write it.
#[derive(Clone, Copy, Debug)]
pub struct SheetOptions<'a> {
    pub format: SheetFormat,
    /// The sheet's language; a language the game lacks falls back to English.
    pub lang: Lang,
    /// Text only: the width to wrap to (at least 40; 80 for a printout).
    pub width: usize,
    /// The house rules in force: each variant switched on adds its card and
    /// is named in the header, as is each option that differs from the
    /// game's default.
    pub house: &'a HouseRules,
    /// `Some`: add a "rules to re-read" box with these rule cards, already
    /// sorted with the most missed first; as many as still fit on the
    /// printed page go on the sheet (the same ones in every format).
    pub personal: Option<&'a [Personal]>,
}

/// What [`SheetOptions::new`] points at: a promoted constant cannot hold
/// a type with a destructor.
static NO_HOUSE_RULES: HouseRules = HouseRules::NONE;

impl SheetOptions<'static> {
    /// Width 80, no house rules, no personal box.
    pub fn new(format: SheetFormat, lang: Lang) -> Self {
        SheetOptions {
            format,
            lang,
            width: 80,
            house: &NO_HOUSE_RULES,
            personal: None,
        }
    }
}

/// The rule cards a game's sheet shows, by id, in order.
#[derive(Copy, Clone, Debug)]
pub struct Picks {
    /// "The turn in short" (for Meister Makatsu: the round).
    pub turn: &'static [&'static str],
    /// Special cards or scoring.
    pub special: &'static [&'static str],
}

/// Which rule cards go on `game`'s sheet. Variant cards come from the
/// options, personal ones from the player's record.
pub fn picks(game: GameId) -> Picks {
    match game {
        GameId::Makatsu => Picks {
            // The round in four steps is the flow above the steps
            // ([`faces::flow`]).
            turn: &[
                "play-order",
                "ninja-ablage",
                "chip-colours",
                "tie-later-card",
                "clean-up-draw",
            ],
            special: &["chip-value", "meister-makatsu", "third-pass", "game-end"],
        },
        GameId::Makao => Picks {
            turn: &[
                "matching",
                "several-cards",
                "drawing",
                "makao-call",
                "winning",
            ],
            special: &[
                "attack-cards",
                "four-wait",
                "jack-demand",
                "ace-suit",
                "queen-fits-all",
                "queen-restrictions",
            ],
        },
        GameId::MauMau => Picks {
            turn: &[
                "start-and-direction",
                "matching",
                "one-card-per-turn",
                "drawing",
                "mau-mau-call",
                "winning",
            ],
            special: &["seven", "eight", "jack", "queen", "ace"],
        },
    }
}

/// The most entries the personal box ever gets, however much room is left.
pub const PERSONAL_MAX: usize = 8;

/// The entries a personal box gets even where the page is full: for them
/// the common mistakes the player did not ask about make room (the least
/// common first), down to [`MISTAKES_MIN`].
const PERSONAL_MIN: usize = 3;
const MISTAKES_MIN: usize = 4;

/// Builds the cheat sheet for `game`. Its cards, numbers and mistakes
/// come from the sheet text `build.rs` made of the game's content (see
/// [`digest`]); should that not be in the binary, it is made here from
/// `game`, which then must hold its mistakes and numbers.
pub fn sheet(game: &Game, opts: &SheetOptions) -> String {
    let doc = match embedded_digest(game.id) {
        Some(digest) => Doc::build(game, &digest, opts),
        None => Doc::build(game, &digest::digest(game), opts),
    };
    match opts.format {
        SheetFormat::Text => text::text(&doc, opts.width.max(40)),
        SheetFormat::Markdown => text::markdown(&doc),
        SheetFormat::Html => page::page(&doc),
    }
}

/// The sheet text `build.rs` embedded for `game`.
fn embedded_digest(game: GameId) -> Option<Digest<&'static str>> {
    postcard::from_bytes(crate::content::embedded(&digest::file_name(game))?).ok()
}

fn cited(list: &[Cited<impl AsRef<str>>], lang: Lang) -> Vec<Ruling> {
    list.iter()
        .map(|c| Ruling {
            id: c.id.as_ref().to_owned(),
            statement: c.statement(lang).to_owned(),
        })
        .collect()
}

fn card_line(card: &Item<impl AsRef<str>>, lang: Lang) -> Line {
    let (title, summary) = card.texts(lang);
    Line {
        id: card.id.as_ref().to_owned(),
        title: title.to_owned(),
        reference: card.reference.as_ref().to_owned(),
        summary: summary.to_owned(),
        rulings: cited(&card.rests_on, lang),
        misses: None,
    }
}

impl Doc {
    fn build<S: AsRef<str>>(game: &Game, digest: &Digest<S>, opts: &SheetOptions) -> Doc {
        let lang = if game.has_lang(opts.lang) {
            opts.lang
        } else if game.has_lang(Lang::En) {
            Lang::En
        } else {
            game.source_lang()
        };
        let picks = picks(game.id);
        let lines = |ids: &[&str]| -> Vec<Line> {
            ids.iter()
                .filter_map(|id| digest.card(id))
                .map(|c| card_line(c, lang))
                .collect()
        };
        let mut seen_variants: Vec<&str> = Vec::new();
        let chosen: Vec<_> = opts
            .house
            .variants()
            .iter()
            .filter(|v| {
                let new = !seen_variants.contains(&v.as_str());
                seen_variants.push(v.as_str());
                new
            })
            .filter_map(|v| game.variant(v))
            .collect();
        let variants = chosen
            .iter()
            .filter_map(|v| digest.card(&v.rule))
            .map(|c| card_line(c, lang))
            .collect();
        let variants = faces::tiles(game.id, lang, variants);
        let mut house: Vec<String> = chosen
            .iter()
            .map(|v| v.names.get(lang).to_owned())
            .collect();
        for o in &game.options {
            if let Some(value) = opts.house.option(&o.id)
                && value != o.default
            {
                house.push(format!("{}: {value}", o.names.get(lang)));
            }
        }
        let source = &game.source;
        let mut source_line = source.title.clone();
        if let Some(p) = &source.publisher {
            source_line.push_str(&format!(" · {p}"));
        }
        // The sheet's language, as the rest of the page.
        let edition = source.edition.get(lang);
        if !edition.is_empty() {
            source_line.push_str(&format!(" · {edition}"));
        }
        let players = match game.max_players {
            Some(max) => format!("{}–{max}", game.min_players),
            None => format!("{}+", game.min_players),
        };
        let special = faces::tiles(game.id, lang, lines(picks.special));
        let mut doc = Doc {
            lang,
            game: game.id,
            name: game.name(lang).to_owned(),
            kind: phrase(lang, P::CheatSheet),
            source: source_line,
            players,
            house,
            has_house: !game.variants.is_empty() || !game.options.is_empty(),
            flow: faces::flow(game.id, lang),
            turn_heading: phrase(
                lang,
                match game.id {
                    GameId::Makatsu => P::RoundInShort,
                    _ => P::TurnInShort,
                },
            ),
            turn: lines(picks.turn),
            special_heading: phrase(
                lang,
                match game.id {
                    GameId::Makatsu => P::ScoringAndEnd,
                    GameId::Makao | GameId::MauMau => P::SpecialCards,
                },
            ),
            special,
            variants,
            numbers: digest
                .numbers
                .iter()
                .map(|n| {
                    let (label, value) = n.texts(lang);
                    NumberLine {
                        label: label.to_owned(),
                        value: value.to_owned(),
                        reference: n.reference.as_ref().to_owned(),
                        rulings: cited(&n.rests_on, lang),
                    }
                })
                .collect(),
            mistakes: digest
                .mistakes
                .iter()
                .map(|m| {
                    let (wrong, right) = m.texts(lang);
                    MistakeLine {
                        wrong: wrong.to_owned(),
                        right: right.to_owned(),
                        reference: m.reference.as_ref().to_owned(),
                        rulings: cited(&m.rests_on, lang),
                    }
                })
                .collect(),
            personal: Vec::new(),
            more_mistakes: 0,
            fit: model::Fit::NONE,
        };
        if let Some(personal) = opts.personal {
            let mut ids: Vec<&str> = Vec::new();
            for p in personal {
                if doc.personal.len() >= PERSONAL_MAX {
                    break;
                }
                let Some(card) = digest.card(p.rule.trim()) else {
                    continue;
                };
                if ids.contains(&card.id.as_ref()) {
                    continue;
                }
                ids.push(card.id.as_ref());
                let mut line = card_line(card, lang);
                line.misses = Some(p.misses);
                doc.personal.push(line);
                // The first few always go on: the general mistakes make
                // room for them, the last (least common) first.
                if doc.personal.len() <= PERSONAL_MIN {
                    while !layout::fits_at_least(&doc) && doc.mistakes.len() > MISTAKES_MIN {
                        doc.mistakes.pop();
                        doc.more_mistakes += 1;
                    }
                }
                if !layout::fits_at_least(&doc) {
                    doc.personal.pop();
                    break;
                }
            }
        }
        // A sheet with house rules can be too full at the smallest type:
        // the least common mistakes make room, and the sheet says how many
        // more there are.
        while !layout::fits_at_least(&doc) && doc.mistakes.len() > MISTAKES_MIN {
            doc.mistakes.pop();
            doc.more_mistakes += 1;
        }
        // Only the printed page has a type size: the terminal's and
        // Markdown's sheets take what fits the page (the lines above) and
        // leave the size alone, which was a quarter of `rulecard sheet`.
        if matches!(opts.format, SheetFormat::Html) {
            doc.fit = layout::fit(&doc);
        }
        doc
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content;

    #[test]
    fn every_picked_card_exists() {
        for id in GameId::ALL {
            let game = content::load(id).unwrap();
            let p = picks(id);
            for card in p.turn.iter().chain(p.special) {
                assert!(game.card(card).is_some(), "{id}: no card {card}");
            }
        }
    }

    #[test]
    fn every_summary_is_one_short_line() {
        for id in GameId::ALL {
            let game = content::load(id).unwrap();
            for card in &game.rules {
                for &lang in &game.languages {
                    let s = rulecard_content::summary::summary(card.body.get(lang));
                    assert!(!s.is_empty(), "{id} {} {lang}: empty summary", card.id);
                    assert!(
                        !s.contains("**") && !s.contains('`') && !s.contains('\n'),
                        "{id} {} {lang}: {s}",
                        card.id
                    );
                }
            }
        }
    }

    #[test]
    fn formats_parse() {
        for f in SheetFormat::ALL {
            assert_eq!(f.code().parse::<SheetFormat>().unwrap(), f);
            assert_eq!(f.extension().parse::<SheetFormat>().unwrap(), f);
        }
        assert!("pdf".parse::<SheetFormat>().is_err());
    }

    #[test]
    fn house_rules_in_force_are_named_in_the_header() {
        let game = content::load(GameId::MauMau).unwrap();
        let house = HouseRules::new(
            &game,
            &["seven-stacking".to_string()],
            &[("hand-size", 6), ("mau-penalty", 5)],
        )
        .unwrap();
        let opts = SheetOptions {
            house: &house,
            ..SheetOptions::new(SheetFormat::Text, Lang::En)
        };
        let doc = Doc::build(&game, &digest::digest(&game), &opts);
        let line = doc.house_line().unwrap();
        let seven = game.variant("seven-stacking").unwrap().names.get(Lang::En);
        assert!(line.contains(seven), "{line}");
        // 6 cards differs from the default; the default penalty is not named.
        assert!(line.contains(": 6"), "{line}");
        assert!(!line.contains(": 5"), "{line}");
        let plain = Doc::build(
            &game,
            &digest::digest(&game),
            &SheetOptions::new(SheetFormat::Text, Lang::En),
        );
        assert!(
            plain
                .house_line()
                .unwrap()
                .ends_with(phrase(Lang::En, P::HouseNone))
        );
        let makao = content::load(GameId::Makao).unwrap();
        let doc = Doc::build(
            &makao,
            &digest::digest(&makao),
            &SheetOptions::new(SheetFormat::Text, Lang::En),
        );
        assert!(doc.house_line().is_none());
    }
}
