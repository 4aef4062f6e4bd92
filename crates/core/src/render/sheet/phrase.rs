//! The cheat sheet's own words, by name, from the catalogues
//! (`content/ui/<lang>/sheet.ftl`). Rule text comes from the content.

use crate::content::Lang;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum P {
    CheatSheet,
    Source,
    TurnInShort,
    RoundInShort,
    Numbers,
    What,
    Value,
    Reference,
    SpecialCards,
    SpecialCardsAndScoring,
    ScoringAndEnd,
    HouseRules,
    Mistakes,
    Personal,
    RulingsNote,
    ReadWith,
    Card,
}

/// The phrase in `lang`, from the catalogues (`content/ui/<lang>/sheet.ftl`).
pub(super) fn phrase(lang: Lang, p: P) -> &'static str {
    use P::*;
    let id = match p {
        CheatSheet => "sheet-cheat-sheet",
        Source => "sheet-source",
        TurnInShort => "sheet-turn-in-short",
        RoundInShort => "sheet-round-in-short",
        Numbers => "sheet-numbers",
        What => "sheet-what",
        Value => "sheet-value",
        Reference => "sheet-reference",
        SpecialCards => "sheet-special-cards",
        SpecialCardsAndScoring => "sheet-special-cards-and-scoring",
        ScoringAndEnd => "sheet-scoring-and-end",
        HouseRules => "sheet-house-rules",
        Mistakes => "sheet-mistakes",
        Personal => "sheet-personal",
        RulingsNote => "sheet-rulings-note",
        ReadWith => "sheet-read-with",
        Card => "sheet-card",
    };
    crate::i18n::text(lang, id)
}

/// "3× verpasst" – how often a rule was missed.
pub(super) fn missed(lang: Lang, n: u32) -> String {
    crate::i18n::message(lang, "sheet-missed", &[("count", n.into())])
}
