//! The interface's own words (labels, headings, messages) in each language.
//!
//! Rule text comes from the content files; only the frame around it lives
//! here. One `match` per phrase keeps every language of a phrase side by
//! side, so a missing translation is a compile error rather than a blank.

pub mod catalogue;
pub mod message;

pub use catalogue::{Arg, message, word};
pub use message::{Message, Part, Worded};

use crate::content::Lang;

/// A phrase of the interface.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Ruling,
    SeeAlso,
    OtherMatches,
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

/// The phrase in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    use Lang::*;
    use Msg::*;
    match (msg, lang) {
        (Ruling, De) => "Auslegung",
        (Ruling, Nl) => "Uitspraak",
        (Ruling, En) => "Ruling",
        (SeeAlso, De) => "Siehe auch",
        (SeeAlso, Nl) => "Zie ook",
        (SeeAlso, En) => "See also",
        (OtherMatches, De) => "Weitere Treffer",
        (OtherMatches, Nl) => "Andere treffers",
        (OtherMatches, En) => "Other matches",
        (Wrong, De) => "Falsch",
        (Wrong, Nl) => "Fout",
        (Wrong, En) => "Wrong",
        (Right, De) => "Richtig",
        (Right, Nl) => "Goed",
        (Right, En) => "Right",
        (Rule, De) => "Regel",
        (Rule, Nl) => "Regel",
        (Rule, En) => "Rule",
        (Reference, De) => "Fundstelle",
        (Reference, Nl) => "Bron",
        (Reference, En) => "Reference",
        (Id, _) => "Id",
        (Title, De) => "Titel",
        (Title, Nl) => "Titel",
        (Title, En) => "Title",
        (What, De) => "Was",
        (What, Nl) => "Wat",
        (What, En) => "What",
        (Number, De) => "Zahl",
        (Number, Nl) => "Aantal",
        (Number, En) => "Number",
        (Game, De) => "Spiel",
        (Game, Nl) => "Spel",
        (Game, En) => "Game",
        (Players, De) => "Personen",
        (Players, Nl) => "Spelers",
        (Players, En) => "Players",
        (Languages, De) => "Sprachen",
        (Languages, Nl) => "Talen",
        (Languages, En) => "Languages",
        (Source, De) => "Quelle",
        (Source, Nl) => "Bron",
        (Source, En) => "Source",
        (Variants, De) => "Hausregeln",
        (Variants, Nl) => "Huisregels",
        (Variants, En) => "House rules",
        (HouseRule, De) => "Hausregel",
        (HouseRule, Nl) => "Huisregel",
        (HouseRule, En) => "House rule",
        (Facts, De) => "Fakten",
        (Facts, Nl) => "Feiten",
        (Facts, En) => "Facts",
        (NotInLanguage, De) => "gibt es nicht auf Deutsch; hier ist der englische Text",
        (NotInLanguage, Nl) => "bestaat niet in het Nederlands; hier is de Engelse tekst",
        (NotInLanguage, En) => "has no text in English",
        (EngineChecked, De) => "Engine",
        (EngineChecked, Nl) => "Engine",
        (EngineChecked, En) => "Engine",
    }
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
