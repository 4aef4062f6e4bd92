//! The wrapping all of rulecard's text uses, as `textwrap` options.
//!
//! Lines break at spaces only: never after a hyphen inside a word, and a
//! word longer than the line is left whole (it overflows) rather than cut.
//! So rule card and ruling ids (`R-MA-QUEEN`, `plain-kings`), card codes
//! and commands can always be copied from the screen. [`prose`] balances
//! the lines of a paragraph (optimal fit); rule text and listings use
//! [`first_fit`], the way people wrap by hand.

/// Optimal fit, breaking at spaces only, words never split.
pub fn prose(width: usize) -> textwrap::Options<'static> {
    textwrap::Options::new(width)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false)
}

/// First fit, breaking at spaces only, words never split.
pub fn first_fit(width: usize) -> textwrap::Options<'static> {
    prose(width).wrap_algorithm(textwrap::WrapAlgorithm::FirstFit)
}

/// `text` filled to `width` with [`prose`], line by line: the line breaks
/// already in it stay.
pub fn fill(text: &str, width: usize) -> String {
    textwrap::fill(text, prose(width))
}

/// `text` filled to `width` with [`prose`], every line indented by
/// `indent`.
pub fn indented(text: &str, width: usize, indent: &str) -> String {
    textwrap::fill(
        text,
        prose(width)
            .initial_indent(indent)
            .subsequent_indent(indent),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_never_split_at_their_hyphens() {
        let text = "the ruling that settles it is R-MA-QUEEN, with plain-kings";
        for width in 8..30 {
            for options in [prose(width), first_fit(width)] {
                let lines = textwrap::wrap(text, options);
                assert!(
                    lines.iter().any(|l| l.contains("R-MA-QUEEN")),
                    "{width}: {lines:?}"
                );
                assert!(
                    lines.iter().any(|l| l.contains("plain-kings")),
                    "{width}: {lines:?}"
                );
            }
        }
    }
}
