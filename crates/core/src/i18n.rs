//! The interface's own words (labels, headings, messages) in each language.
//!
//! Rule text comes from the content files; the frame around it comes from
//! the catalogues (`content/ui/<lang>/*.ftl`, see [`catalogue`]): adding a
//! language is adding files. `Msg` names the phrases every command shares,
//! so a misspelt id is a compile error rather than a blank.

pub mod catalogue;
pub mod message;

pub use catalogue::{Arg, message, text, word};
pub use message::{Message, Part, Worded};

use rulecard_content::Lang;

/// A phrase of the interface.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Ruling,
    SeeAlso,
    OtherMatches,
    OtherGames,
    NotUsed,
    Wrong,
    Right,
    Rule,
    Reference,
    Id,
    Title,
    What,
    Number,
    Game,
    Players,
    Languages,
    Source,
    Variants,
    HouseRule,
    Facts,
    NotInLanguage,
    EngineChecked,
}

impl Msg {
    /// The phrase's id in the catalogues (`content/ui/<lang>/common.ftl`).
    pub const fn id(self) -> &'static str {
        use Msg::*;
        match self {
            Ruling => "ui-ruling",
            SeeAlso => "ui-see-also",
            OtherMatches => "ui-other-matches",
            OtherGames => "ui-other-games",
            NotUsed => "ui-not-used",
            Wrong => "ui-wrong",
            Right => "ui-right",
            Rule => "ui-rule",
            Reference => "ui-reference",
            Id => "ui-id",
            Title => "ui-title",
            What => "ui-what",
            Number => "ui-number",
            Game => "ui-game",
            Players => "ui-players",
            Languages => "ui-languages",
            Source => "ui-source",
            Variants => "ui-variants",
            HouseRule => "ui-house-rule",
            Facts => "ui-facts",
            NotInLanguage => "ui-not-in-language",
            EngineChecked => "ui-engine-checked",
        }
    }
}

/// The phrase in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    catalogue::text(lang, msg.id())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_are_not_empty() {
        for lang in Lang::ALL {
            assert!(!t(lang, Msg::Ruling).is_empty());
        }
    }
}
