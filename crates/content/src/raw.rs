//! The content files exactly as they are written: serde structs that mirror
//! `content/<game>/*.yaml` (see `content/SCHEMA.md`).
//!
//! The core's build script parses the YAML into these with serde-saphyr
//! ([`crate::compile`]) and embeds them in postcard's compact form; the core
//! reads that back into the domain types of [`crate::model`]. Every struct denies unknown fields so that a typo
//! in a key is an error rather than text that silently goes missing.
//! Nothing may be skipped when serializing: postcard is not self-describing.

use serde::{Deserialize, Serialize};

/// One piece of prose in each of the game's languages.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Localized {
    #[serde(default)]
    pub de: Option<String>,
    #[serde(default)]
    pub nl: Option<String>,
    #[serde(default)]
    pub en: Option<String>,
}

/// A list of words in each of the game's languages (search keywords).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocalizedList {
    #[serde(default)]
    pub de: Option<Vec<String>>,
    #[serde(default)]
    pub nl: Option<Vec<String>>,
    #[serde(default)]
    pub en: Option<Vec<String>>,
}

impl LocalizedList {
    /// These lists, and `other`'s in the languages these have none of (a
    /// web page's card gets back the keywords its pack keeps apart: see
    /// `compile::games`).
    pub fn or(self, other: LocalizedList) -> LocalizedList {
        LocalizedList {
            de: self.de.or(other.de),
            nl: self.nl.or(other.nl),
            en: self.en.or(other.en),
        }
    }
}

/// Everything under `content/<game>/`, as one document.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawContent {
    pub game: RawGame,
    pub rules: Vec<RawCard>,
    pub mistakes: Vec<RawMistake>,
    pub numbers: Vec<RawNumber>,
    #[serde(default)]
    pub quiz: Vec<RawQuestion>,
}

/// `game.yaml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGame {
    pub id: String,
    pub names: Localized,
    pub summary: Localized,
    pub players: RawPlayers,
    pub languages: Vec<String>,
    pub source: RawSource,
    pub references: Vec<RawReference>,
    #[serde(default)]
    pub variants: Vec<RawVariant>,
    #[serde(default)]
    pub options: Vec<RawOption>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlayers {
    pub min: u32,
    #[serde(default)]
    pub max: Option<u32>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSource {
    pub title: String,
    #[serde(default)]
    pub publisher: Option<String>,
    /// Which edition or text, in every interface language (de, nl, en),
    /// not only the game's: `rulecard games` says it in the reader's.
    pub edition: Localized,
    pub note: Localized,
    #[serde(default)]
    pub facts: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReference {
    pub id: String,
    pub title: Localized,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawVariant {
    pub id: String,
    pub names: Localized,
    pub rule: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOption {
    pub id: String,
    pub names: Localized,
    pub default: u32,
    pub values: Vec<u32>,
    pub rule: String,
}

/// One entry of `rules.yaml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCard {
    pub id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub title: Localized,
    pub body: Localized,
    pub keywords: LocalizedList,
    #[serde(default)]
    pub related: Vec<String>,
    #[serde(default)]
    pub facts: Vec<String>,
    #[serde(default)]
    pub rulings: Vec<RawRuling>,
    #[serde(default)]
    pub variant: Option<String>,
    /// Rulings (ids) that this item's line on the cheat sheet rests on:
    /// the line states what the ruling settles, not only what the source
    /// says, and the sheet marks it with † (see content/SCHEMA.md).
    #[serde(default)]
    pub rests_on: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRuling {
    pub id: String,
    pub note: Localized,
}

/// One entry of `mistakes.yaml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMistake {
    pub id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub rule: String,
    pub wrong: Localized,
    pub right: Localized,
    #[serde(default)]
    pub facts: Vec<String>,
    /// Rulings (ids) that this item's line on the cheat sheet rests on:
    /// the line states what the ruling settles, not only what the source
    /// says, and the sheet marks it with † (see content/SCHEMA.md).
    #[serde(default)]
    pub rests_on: Vec<String>,
}

/// One row of `numbers.yaml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawNumber {
    pub id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub label: Localized,
    pub value: Localized,
    #[serde(default)]
    pub rule: Option<String>,
    #[serde(default)]
    pub facts: Vec<String>,
    #[serde(default)]
    pub check: Option<String>,
    /// Rulings (ids) that this item's line on the cheat sheet rests on:
    /// the line states what the ruling settles, not only what the source
    /// says, and the sheet marks it with † (see content/SCHEMA.md).
    #[serde(default)]
    pub rests_on: Vec<String>,
}

/// One entry of `quiz.yaml`: a situation the game's engine evaluates to
/// get the answer, and what is asked about it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawQuestion {
    pub id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    /// The rule cards the question tests.
    pub rules: Vec<String>,
    #[serde(default)]
    pub facts: Vec<String>,
    /// Mau-Mau house rules the situation is played under.
    #[serde(default)]
    pub variants: Vec<String>,
    pub prompt: Localized,
    pub situation: RawSituation,
    /// What is asked; the game's quiz evaluator knows the forms.
    pub ask: String,
    /// The answer the author expects; a test checks that the engine agrees.
    #[serde(default)]
    pub expect: Option<String>,
}

/// A situation in the judge language of JUDGE.md, as YAML fields. Each game
/// uses its own fields; the evaluator refuses the others.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSituation {
    /// Meister Makatsu: the pass (1–3).
    #[serde(default)]
    pub pass: Option<u8>,
    /// Meister Makatsu: who holds Meister Makatsu.
    #[serde(default)]
    pub meister: Option<String>,
    /// Meister Makatsu: one round, `NAME=FIRST,SECOND` in seating order.
    #[serde(default)]
    pub plays: Vec<String>,
    /// Meister Makatsu: the end of a game, `NAME=POINTS`.
    #[serde(default)]
    pub points: Vec<String>,
    /// Number of players (a whole game, or a Makao/Mau-Mau sequence).
    #[serde(default)]
    pub players: Option<u32>,
    /// Makao, Mau-Mau: the top card of the discard pile.
    #[serde(default)]
    pub top: Option<String>,
    /// Makao, Mau-Mau: the hand, space-separated cards.
    #[serde(default)]
    pub hand: Option<String>,
    #[serde(default)]
    pub penalty: Option<u32>,
    #[serde(default)]
    pub wait: Option<u32>,
    #[serde(default)]
    pub demand_value: Option<String>,
    #[serde(default)]
    pub demand_suit: Option<String>,
    #[serde(default)]
    pub hand_sizes: Vec<u32>,
    /// Makao, Mau-Mau: `TURN; TURN; …`.
    #[serde(default)]
    pub turns: Option<String>,
}

/// `lexicon.yaml`: the words players use for a game's things, in all three
/// languages whatever languages its rule text has (see `crate::lexicon`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLexicon {
    /// Words that name the game inside a question ("in Mau-Mau").
    pub names: Vec<String>,
    /// The ranks of a French deck the game's cards have ("7", "J").
    #[serde(default)]
    pub deck: Vec<String>,
    /// Those of `deck` with an effect of their own.
    #[serde(default)]
    pub special: Vec<String>,
    pub terms: Vec<RawTerm>,
}

/// One entry of a lexicon: the same thing in German, Dutch and English;
/// `card` when the words name a rank or suit (`J`, `hearts`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTerm {
    #[serde(default)]
    pub card: Option<String>,
    pub de: Vec<String>,
    pub nl: Vec<String>,
    pub en: Vec<String>,
}
