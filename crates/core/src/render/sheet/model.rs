//! The sheet as a document, in its language, before any format: the
//! lines of rule cards, numbers and mistakes with the rulings they rest on,
//! the tiles of card faces, and how the printed page is set. The builder
//! (`super::Doc::build`) fills it; the writers read it.

use super::phrase::{self, P, phrase};
use crate::content::{GameId, Lang};
use crate::engine::french::Suit;

/// A ruling a line rests on, with its one-line statement.
#[derive(Clone, Debug)]
pub(super) struct Ruling {
    pub(super) id: String,
    pub(super) statement: String,
}

/// One rule card on the sheet.
#[derive(Clone, Debug)]
pub(super) struct Line {
    pub(super) id: String,
    pub(super) title: String,
    pub(super) reference: String,
    pub(super) summary: String,
    pub(super) rulings: Vec<Ruling>,
    pub(super) misses: Option<u32>,
}

pub(super) struct NumberLine {
    pub(super) label: String,
    pub(super) value: String,
    pub(super) reference: String,
    pub(super) rulings: Vec<Ruling>,
}

pub(super) struct MistakeLine {
    pub(super) wrong: String,
    pub(super) right: String,
    pub(super) reference: String,
    pub(super) rulings: Vec<Ruling>,
}

/// The sheet's content, in its language, before any format.
pub(super) struct Doc {
    pub(super) lang: Lang,
    pub(super) game: GameId,
    /// The game's name.
    pub(super) name: String,
    /// "Cheat sheet" in the sheet's language.
    pub(super) kind: &'static str,
    pub(super) source: String,
    /// "2–6" players.
    pub(super) players: String,
    /// The house rules in force, by name (empty for a game without any).
    pub(super) house: Vec<String>,
    /// Whether the game has house rules at all (the header says "none").
    pub(super) has_house: bool,
    /// Meister Makatsu's round as a flow of short steps.
    pub(super) flow: Option<Flow>,
    pub(super) turn_heading: &'static str,
    pub(super) turn: Vec<Line>,
    pub(super) special_heading: &'static str,
    /// The special cards (or scoring), with their card faces.
    pub(super) special: Vec<Tile>,
    /// The house rules' cards, with their card faces.
    pub(super) variants: Vec<Tile>,
    pub(super) numbers: Vec<NumberLine>,
    pub(super) mistakes: Vec<MistakeLine>,
    pub(super) personal: Vec<Line>,
    /// Common mistakes left off for want of room (the least common).
    pub(super) more_mistakes: usize,
    /// The printed page's type size and shares (see `super::layout`).
    pub(super) fit: Fit,
}

/// A rule card on the sheet with the card faces that show it (none for a
/// line such as scoring).
#[derive(Clone, Debug)]
pub(super) struct Tile {
    pub(super) faces: Vec<Face>,
    /// The card's effect in a few words, from its title.
    pub(super) caption: String,
    pub(super) line: Line,
}

/// One small card face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Face {
    /// The rank as the sheet's language writes it (`7`, `B`, `D`).
    pub(super) rank: String,
    /// One suit, or `None` for "any suit".
    pub(super) suit: Option<Suit>,
    /// A short mark on the face (`+2 next`), if any.
    pub(super) badge: Option<String>,
}

impl Face {
    /// The face in text: `7`, `K♥`.
    pub(super) fn label(&self) -> String {
        match self.suit {
            Some(s) => format!("{}{}", self.rank, s.symbol()),
            None => self.rank.clone(),
        }
    }
}

/// Meister Makatsu's round as short steps, in the order the source gives
/// them (play, Ninja-Ablage, chips, clean up).
#[derive(Clone, Debug)]
pub(super) struct Flow {
    pub(super) steps: Vec<&'static str>,
}

/// How the page is set: its type size and the shares of its split boxes.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(super) struct Fit {
    pub(super) pt: f32,
    /// The turn box's share of the first row.
    pub(super) turn: f32,
    /// The "wrong" column's share of the mistakes table.
    pub(super) wrong: f32,
}

impl Doc {
    /// Every ruling a marked line rests on, in order of first appearance,
    /// with the statement of its first line.
    pub(super) fn rulings(&self) -> Vec<&Ruling> {
        let mut out: Vec<&Ruling> = Vec::new();
        let all = self
            .turn
            .iter()
            .chain(self.special.iter().map(|t| &t.line))
            .chain(self.variants.iter().map(|t| &t.line))
            .map(|l| &l.rulings)
            .chain(self.numbers.iter().map(|n| &n.rulings))
            .chain(self.mistakes.iter().map(|m| &m.rulings))
            .chain(self.personal.iter().map(|l| &l.rulings));
        for list in all {
            for r in list {
                if !out.iter().any(|o| o.id == r.id) {
                    out.push(r);
                }
            }
        }
        out
    }

    /// The footnote's heading ("† ruling of this tool, …"), or nothing if
    /// no line rests on a ruling.
    pub(super) fn footnote(&self) -> Option<String> {
        (!self.rulings().is_empty()).then(|| format!("† {}", phrase(self.lang, P::RulingsNote)))
    }

    /// "3 more: rulecard mistakes GAME", when mistakes were left off.
    pub(super) fn more_line(&self) -> Option<String> {
        (self.more_mistakes > 0).then(|| {
            crate::i18n::message(
                self.lang,
                "sheet-more-mistakes",
                &[
                    ("count", (self.more_mistakes as u32).into()),
                    ("game", self.game.slug().into()),
                ],
            )
        })
    }

    /// "read it with: rulecard rules GAME CARD".
    pub(super) fn read_with(&self) -> String {
        format!(
            "{}: rulecard rules {} {}",
            phrase(self.lang, P::ReadWith),
            self.game.slug(),
            phrase(self.lang, P::Card)
        )
    }

    /// "Source: …".
    pub(super) fn source_line(&self) -> String {
        format!("{}: {}", phrase(self.lang, P::Source), self.source)
    }

    /// "House rules: …" for a game that has them ("none" if none is on).
    pub(super) fn house_line(&self) -> Option<String> {
        self.has_house.then(|| {
            let list = if self.house.is_empty() {
                phrase(self.lang, P::HouseNone).to_owned()
            } else {
                self.house.join(" · ")
            };
            format!("{}: {list}", phrase(self.lang, P::HouseInForce))
        })
    }
}

/// The dagger for a line that rests on a ruling.
pub(super) fn dagger(rulings: &[Ruling]) -> &'static str {
    // A no-break space keeps the dagger with the word before it.
    if rulings.is_empty() { "" } else { "\u{a0}†" }
}

/// The reference, with the miss count for personal lines.
pub(super) fn meta(l: &Line, lang: Lang) -> String {
    match l.misses {
        Some(n) => format!("{} · {}", l.reference, phrase::missed(lang, n)),
        None => l.reference.clone(),
    }
}
