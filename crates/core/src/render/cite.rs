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
