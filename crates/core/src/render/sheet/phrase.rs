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
    ScoringAndEnd,
    HouseRules,
    Mistakes,
    Personal,
    RulingsNote,
    ReadWith,
    Card,
    HouseInForce,
    HouseNone,
    RankJack,
    RankQueen,
    RankKing,
    RankAce,
    AttackNext,
    AttackPrevious,
    FlowFirst,
    FlowSecond,
    FlowAblage,
    FlowChips,
    FlowDraw,
    Pass,
    ChipWorth,
    Rounds,
    DeckCards,
    Colours,
    Wrong,
    Right,
    Players,
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
        ScoringAndEnd => "sheet-scoring-and-end",
        HouseRules => "sheet-house-rules",
        Mistakes => "sheet-mistakes",
        Personal => "sheet-personal",
        RulingsNote => "sheet-rulings-note",
        ReadWith => "sheet-read-with",
        Card => "sheet-card",
        HouseInForce => "sheet-house-in-force",
        HouseNone => "sheet-house-none",
        RankJack => "sheet-rank-jack",
        RankQueen => "sheet-rank-queen",
        RankKing => "sheet-rank-king",
        RankAce => "sheet-rank-ace",
        AttackNext => "sheet-attack-next",
        AttackPrevious => "sheet-attack-previous",
        FlowFirst => "sheet-flow-first",
        FlowSecond => "sheet-flow-second",
        FlowAblage => "sheet-flow-ablage",
        FlowChips => "sheet-flow-chips",
        FlowDraw => "sheet-flow-draw",
        Pass => "sheet-pass",
        ChipWorth => "sheet-chip-worth",
        Rounds => "sheet-rounds",
        DeckCards => "sheet-deck-cards",
        Colours => "sheet-colours",
        Wrong => "sheet-wrong",
        Right => "sheet-right",
        Players => "sheet-players",
    };
    crate::i18n::text(lang, id)
}

/// "3× verpasst" – how often a rule was missed.
pub(super) fn missed(lang: Lang, n: u32) -> String {
    crate::i18n::message(lang, "sheet-missed", &[("count", n.into())])
}

/// A phrase with a `$count` ("+2 next").
pub(super) fn with_count(lang: Lang, p: P, n: u32) -> String {
    let id = match p {
        P::AttackNext => "sheet-attack-next",
        P::AttackPrevious => "sheet-attack-previous",
        _ => return phrase(lang, p).to_owned(),
    };
    crate::i18n::message(lang, id, &[("count", n.into())])
}
