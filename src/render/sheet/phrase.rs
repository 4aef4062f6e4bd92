//! The cheat sheet's own words in each language. Rule text comes from the
//! content; only the frame around it lives here.

use crate::content::Lang;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum P {
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

pub fn phrase(lang: Lang, p: P) -> &'static str {
    use Lang::*;
    use P::*;
    match (p, lang) {
        (CheatSheet, De) => "Spickzettel",
        (CheatSheet, Nl) => "Spiekbriefje",
        (CheatSheet, En) => "Cheat sheet",
        (Source, De) => "Quelle",
        (Source, Nl) => "Bron",
        (Source, En) => "Source",
        (TurnInShort, De) => "Der Zug in Kürze",
        (TurnInShort, Nl) => "De beurt in het kort",
        (TurnInShort, En) => "The turn in short",
        (RoundInShort, De) => "Die Runde in Kürze",
        (RoundInShort, Nl) => "De ronde in het kort",
        (RoundInShort, En) => "The round in short",
        (Numbers, De) => "Die Zahlen",
        (Numbers, Nl) => "De getallen",
        (Numbers, En) => "The numbers",
        (What, De) => "Was",
        (What, Nl) => "Wat",
        (What, En) => "What",
        (Value, De) => "Zahl",
        (Value, Nl) => "Aantal",
        (Value, En) => "Number",
        (Reference, De) => "Fundstelle",
        (Reference, Nl) => "Bron",
        (Reference, En) => "Reference",
        (SpecialCards, De) => "Sonderkarten",
        (SpecialCards, Nl) => "Speciale kaarten",
        (SpecialCards, En) => "Special cards",
        (SpecialCardsAndScoring, De) => "Sonderkarten und Wertung",
        (SpecialCardsAndScoring, Nl) => "Speciale kaarten en punten",
        (SpecialCardsAndScoring, En) => "Special cards and scoring",
        (ScoringAndEnd, De) => "Wertung und Spielende",
        (ScoringAndEnd, Nl) => "Punten en einde",
        (ScoringAndEnd, En) => "Scoring and end of game",
        (HouseRules, De) => "Hausregeln (eingeschaltet)",
        (HouseRules, Nl) => "Huisregels (aan)",
        (HouseRules, En) => "House rules (switched on)",
        (Mistakes, De) => "Häufige Fehler",
        (Mistakes, Nl) => "Veelgemaakte fouten",
        (Mistakes, En) => "Common mistakes",
        (Personal, De) => "Deine Regeln zum Nachlesen",
        (Personal, Nl) => "Jouw regels om na te lezen",
        (Personal, En) => "Your rules to re-read",
        (RulingsNote, De) => "Auslegung dieses Tools, kein Wortlaut der Regel",
        (RulingsNote, Nl) => "uitspraak van dit hulpmiddel, geen regeltekst",
        (RulingsNote, En) => "ruling of this tool, not rulebook text",
        (ReadWith, De) => "nachlesen mit",
        (ReadWith, Nl) => "nalezen met",
        (ReadWith, En) => "read it with",
        (Card, De) => "KARTE",
        (Card, Nl) => "KAART",
        (Card, En) => "CARD",
    }
}

/// "3× verpasst" – how often a rule was missed.
pub fn missed(lang: Lang, n: u32) -> String {
    match lang {
        Lang::De => format!("{n}× verpasst"),
        Lang::Nl => format!("{n}× gemist"),
        Lang::En => format!("missed {n}×"),
    }
}
