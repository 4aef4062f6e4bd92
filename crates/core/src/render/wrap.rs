//! The wrapping most of rulecard's text uses, as `textwrap` options.
//!
//! `textwrap::Options::new(width)` is the default (optimal fit, a line may
//! end after a word's hyphen); rule text and listings use [`first_fit`],
//! the way people wrap by hand.

/// First fit, never after a hyphen inside a word, words split at ASCII
/// spaces.
pub fn first_fit(width: usize) -> textwrap::Options<'static> {
    textwrap::Options::new(width)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .wrap_algorithm(textwrap::WrapAlgorithm::FirstFit)
}
