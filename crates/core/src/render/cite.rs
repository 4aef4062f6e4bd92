//! A source's reference in the reader's language: the source's own label
//! is kept (it is what is printed in the booklet or the app), the
//! reader's word comes first. In English "S. 2" reads "p. 2 (S. 2)" and
//! "Stap 2" reads "Step 2 (Stap 2)"; a German reader sees "S. 2" as it is.
//! Section titles ("Inleiding", "Sonderkarten: Bube") are names and stay.

use crate::content::{Game, Lang, RuleCard};
use crate::i18n::text;

/// `reference` as the reader of `lang` reads it.
pub fn reference(lang: Lang, reference: &str) -> String {
    for (label, key) in [("S. ", "cite-page"), ("Stap ", "cite-step")] {
        let Some(rest) = reference.strip_prefix(label) else {
            continue;
        };
        // The number (or range) after the label; what follows it, such as
        // "(back page)", stays after the translation.
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '–' || c == '-'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        let (number, tail) = rest.split_at(end);
        let word = text(lang, key);
        if word == label.trim_end() {
            break;
        }
        return format!("{word} {number} ({label}{number}){tail}");
    }
    reference.to_owned()
}

/// A reference as a reader of `ui` reads it in a line that cites a rule
/// card (a verdict's, a refusal's, the end of a game): a page or step in
/// the reader's words, and a section named in the source's words with its
/// title in the reader's ("Spielverlauf bei Mau-Mau (Course of play)").
pub fn cited(ui: Lang, game: &Game, source_ref: &str) -> String {
    let cited = reference(ui, source_ref);
    // A page or a step is a number; a section's name in a language the
    // reader may not read gets its title in theirs, where the game has
    // text in theirs (else the source's words are as good as English).
    let numbered = ["S. ", "Stap "].iter().any(|l| source_ref.starts_with(l));
    if numbered || !game.has_lang(ui) {
        return cited;
    }
    // The title's own parenthesis ("(players, cards, deal, goal)") is for
    // a card's heading; a cited line stays short.
    let short = |t: &str| t.split(" (").next().unwrap_or(t).to_owned();
    match game.reference(source_ref).map(|r| short(r.title.get(ui))) {
        Some(title) if !title.starts_with(source_ref) => format!("{source_ref} ({title})"),
        _ => cited,
    }
}

/// Where `card` stands in its source, as a reader of `ui` reads it, with
/// the section's title in the rule text's language `lang` ("Step 2 (Stap
/// 2) (Kaarten spelen)"): what a card's heading shows after its id, on
/// the terminal and in the web page.
pub fn place(ui: Lang, lang: Lang, game: &Game, card: &RuleCard) -> String {
    let cited = reference(ui, &card.reference);
    let Some(section) = game.reference(&card.reference) else {
        return cited;
    };
    let title = section.title.get(lang);
    // Some sources' section titles already start with the reference.
    if title.starts_with(&card.reference) {
        return title.to_owned();
    }
    // A section title in the reader's words ("Step 9 – …") already says
    // what "Stap 9" means: the source's label stays as it is.
    if title.split(' ').next() == cited.split(' ').next() && cited != card.reference {
        format!("{} ({title})", card.reference)
    } else {
        format!("{cited} ({title})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cited_section_gets_its_title_in_the_readers_language() {
        use crate::content::{GameId, load};
        let (maumau, makatsu) = (
            load(GameId::MauMau).unwrap(),
            load(GameId::Makatsu).unwrap(),
        );
        let cases = [
            (
                Lang::En,
                &maumau,
                "Spielverlauf bei Mau-Mau",
                "Spielverlauf bei Mau-Mau (Course of play)",
            ),
            // The title's own parenthesis stays on the card's heading.
            (
                Lang::En,
                &maumau,
                "Wie spielt man Mau-Mau?",
                "Wie spielt man Mau-Mau? (How to play Mau-Mau)",
            ),
            (
                Lang::De,
                &maumau,
                "Spielverlauf bei Mau-Mau",
                "Spielverlauf bei Mau-Mau",
            ),
            // No English words for a Dutch reader.
            (
                Lang::Nl,
                &maumau,
                "Sonderkarten: Sieben",
                "Sonderkarten: Sieben",
            ),
            (Lang::En, &makatsu, "S. 2", "p. 2 (S. 2)"),
            (Lang::De, &makatsu, "S. 2", "S. 2"),
        ];
        for (ui, game, source_ref, want) in cases {
            assert_eq!(cited(ui, game, source_ref), want, "{ui:?} {source_ref}");
        }
    }

    #[test]
    fn pages_and_steps_read_in_the_readers_language() {
        assert_eq!(reference(Lang::En, "S. 2"), "p. 2 (S. 2)");
        assert_eq!(reference(Lang::En, "S. 1–2"), "p. 1–2 (S. 1–2)");
        assert_eq!(
            reference(Lang::En, "S. 2 (back page)"),
            "p. 2 (S. 2) (back page)"
        );
        assert_eq!(reference(Lang::En, "Stap 10"), "Step 10 (Stap 10)");
        assert_eq!(reference(Lang::De, "Stap 7"), "Schritt 7 (Stap 7)");
        assert_eq!(reference(Lang::De, "S. 2"), "S. 2");
        assert_eq!(reference(Lang::Nl, "Stap 7"), "Stap 7");
        assert_eq!(reference(Lang::Nl, "S. 2"), "p. 2 (S. 2)");
        assert_eq!(reference(Lang::En, "Inleiding"), "Inleiding");
        assert_eq!(
            reference(Lang::En, "Sonderkarten: Bube"),
            "Sonderkarten: Bube"
        );
    }
}
