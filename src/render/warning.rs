//! What rulecard says about a file it keeps (progress, house rules,
//! statistics) that it could not use as it was: kept aside, left alone,
//! repaired, or written by a newer rulecard. In the interface language,
//! from `content/ui/<lang>/store.ftl`.

use crate::content::Lang;
use crate::i18n::{message, text};
use crate::store::{Problem, Warning};

/// How many repairs a warning lists before it counts the rest.
const SHOWN: usize = 3;

/// "line 3: expected a value" — where the parser stopped, and its own words.
pub fn problem(lang: Lang, p: &Problem) -> String {
    match p.line {
        Some(line) => message(
            lang,
            "store-problem-at",
            &[
                ("line", line.into()),
                ("problem", p.message.as_str().into()),
            ],
        ),
        None => p.message.clone(),
    }
}

/// The warning's sentence, without the `rulecard: warning:` in front.
pub fn warning(lang: Lang, w: &Warning) -> String {
    match w {
        Warning::KeptAside {
            file,
            kept,
            problem: p,
        } => message(
            lang,
            "store-kept-aside",
            &[
                ("file", file.display().to_string().into()),
                ("problem", problem(lang, p).into()),
                ("kept", kept.display().to_string().into()),
            ],
        ),
        Warning::Unreadable { file, problem: p } => message(
            lang,
            "store-unreadable",
            &[
                ("file", file.display().to_string().into()),
                ("problem", problem(lang, p).into()),
            ],
        ),
        Warning::Repaired { file, repairs } => {
            let mut list = repairs
                .iter()
                .take(SHOWN)
                .cloned()
                .collect::<Vec<_>>()
                .join("; ");
            if repairs.len() > SHOWN {
                list.push_str("; ");
                list.push_str(&message(
                    lang,
                    "store-repaired-more",
                    &[("count", (repairs.len() - SHOWN).into())],
                ));
            }
            message(
                lang,
                "store-repaired",
                &[
                    ("file", file.display().to_string().into()),
                    ("repairs", list.into()),
                ],
            )
        }
        Warning::Newer { file, found, known } => message(
            lang,
            "store-newer",
            &[
                ("file", file.display().to_string().into()),
                ("found", (*found).into()),
                ("known", (*known).into()),
            ],
        ),
    }
}

/// The whole line: `rulecard: warning: …` in `lang`.
pub fn line(lang: Lang, w: &Warning) -> String {
    format!(
        "rulecard: {}: {}",
        text(lang, "store-warning"),
        warning(lang, w)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn english_says_what_display_says() {
        let w = Warning::Newer {
            file: PathBuf::from("/h/progress.json"),
            found: 3,
            known: 2,
        };
        assert_eq!(warning(Lang::En, &w), w.to_string());
        let w = Warning::KeptAside {
            file: PathBuf::from("/h/p.json"),
            kept: PathBuf::from("/h/p.json.broken"),
            problem: Problem::at(Some(3), "expected value"),
        };
        assert_eq!(warning(Lang::En, &w), w.to_string());
        let w = Warning::Repaired {
            file: PathBuf::from("/h/p.json"),
            repairs: (0..5).map(|i| format!("r{i}")).collect(),
        };
        assert_eq!(warning(Lang::En, &w), w.to_string());
    }

    #[test]
    fn german_and_dutch_have_their_own_words() {
        let w = Warning::Newer {
            file: PathBuf::from("/h/progress.json"),
            found: 3,
            known: 2,
        };
        assert!(warning(Lang::De, &w).contains("neueren rulecard"));
        assert!(line(Lang::Nl, &w).starts_with("rulecard: waarschuwing: "));
    }
}
