//! A pick list that filters as you type, for one choice or for several
//! (the quiz's "which cards"), on console's keys and lines.
//!
//! dialoguer's `FuzzySelect` filters but picks one, and `q` is only a
//! letter there, while the quiz stops on `q` everywhere else; its
//! `MultiSelect` picks several but does not filter. Here one list does
//! both, with one rule for `q`:
//!
//! - ↑/↓ move through the choices shown; typed letters filter them (a
//!   choice is shown when what is typed is part of its label or of one of
//!   its other names, in any case: `jh` finds J♥); Backspace takes a letter
//!   back;
//! - with several to pick, Space checks or unchecks the highlighted one,
//!   and the checks stay while the filter changes;
//! - Enter picks the highlighted choice (one) or confirms the checked ones
//!   (several, none checked is an answer too); with one to pick and
//!   nothing matching, Enter does nothing;
//! - Esc and Ctrl-C stop; `q` stops while nothing is typed, and is a letter
//!   of the filter after the first (a queen is found by her suit: `spades`
//!   or `♠` shows Q♠ among the spades).
//!
//! The keys are a [`State`] that knows nothing of the terminal, tested on
//! its own; [`pick`] draws it and reads the keys.

use std::io;

use dialoguer::console::{Key, Term};
use rulecard_core::render::Style;

/// One choice: what the list shows and the other names that find it.
pub struct Choice {
    pub label: String,
    pub aliases: Vec<String>,
}

/// How a pick list ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Picked {
    /// The indices picked, in list order (one, or the checked ones).
    Chosen(Vec<usize>),
    /// Esc, `q` or Ctrl-C.
    Stop,
}

/// The list's state between keys.
pub struct State {
    /// Each choice's label, and every name it answers to in lower case.
    choices: Vec<(String, Vec<String>)>,
    many: bool,
    filter: String,
    /// The highlighted one among those shown.
    cursor: usize,
    checked: Vec<bool>,
}

impl State {
    pub fn new(choices: Vec<Choice>, many: bool) -> State {
        let checked = vec![false; choices.len()];
        let choices = choices
            .into_iter()
            .map(|c| {
                let mut names: Vec<String> = c.aliases.iter().map(|a| a.to_lowercase()).collect();
                names.insert(0, c.label.to_lowercase());
                (c.label, names)
            })
            .collect();
        State {
            choices,
            many,
            filter: String::new(),
            cursor: 0,
            checked,
        }
    }

    /// The choices the filter lets through, by index.
    pub fn shown(&self) -> Vec<usize> {
        let typed = self.filter.trim().to_lowercase();
        (0..self.choices.len())
            .filter(|&i| self.choices[i].1.iter().any(|n| n.contains(&typed)))
            .collect()
    }

    /// What is typed so far.
    pub fn filter(&self) -> &str {
        &self.filter
    }

    /// One key; `Some` when the list is done.
    pub fn key(&mut self, key: &Key) -> Option<Picked> {
        let shown = self.shown();
        match key {
            Key::Escape | Key::CtrlC => return Some(Picked::Stop),
            Key::ArrowUp if !shown.is_empty() => {
                self.cursor = (self.cursor + shown.len() - 1) % shown.len();
            }
            Key::ArrowDown if !shown.is_empty() => self.cursor = (self.cursor + 1) % shown.len(),
            Key::Enter if self.many => {
                let picked = (0..self.choices.len()).filter(|&i| self.checked[i]);
                return Some(Picked::Chosen(picked.collect()));
            }
            Key::Enter => {
                if let Some(&i) = shown.get(self.cursor) {
                    return Some(Picked::Chosen(vec![i]));
                }
            }
            Key::Char(' ') if self.many => {
                if let Some(&i) = shown.get(self.cursor) {
                    self.checked[i] = !self.checked[i];
                }
            }
            Key::Char('q' | 'Q') if self.filter.is_empty() => return Some(Picked::Stop),
            Key::Char(c) if !c.is_control() => {
                self.filter.push(*c);
                self.cursor = 0;
            }
            Key::Backspace => {
                self.filter.pop();
                self.cursor = 0;
            }
            _ => {}
        }
        None
    }

    /// The rows of the list: each choice shown, `>` before the highlighted
    /// one, `[x]`/`[ ]` before each when several are picked; `None` when
    /// nothing matches.
    pub fn rows(&self) -> Option<Vec<(bool, String)>> {
        let shown = self.shown();
        if shown.is_empty() {
            return None;
        }
        Some(
            shown
                .iter()
                .enumerate()
                .map(|(n, &i)| {
                    let here = n == self.cursor;
                    let mark = if here { ">" } else { " " };
                    let line = if self.many {
                        let check = if self.checked[i] { "[x]" } else { "[ ]" };
                        format!("{mark} {check} {}", self.choices[i].0)
                    } else {
                        format!("{mark} {}", self.choices[i].0)
                    };
                    (here, line)
                })
                .collect(),
        )
    }
}

/// The words a list says: its prompt, its keys, and what it says when
/// nothing matches.
pub struct Words<'a> {
    pub prompt: &'a str,
    pub keys: &'a str,
    pub no_match: &'a str,
}

/// Asks on `term` until the list is done. The cursor is hidden while the
/// list is up and shown again however it ends; the list is cleared, and
/// the caller says what was picked.
pub fn pick(term: &Term, style: Style, words: &Words, mut state: State) -> io::Result<Picked> {
    term.hide_cursor()?;
    let result = run(term, style, words, &mut state);
    let _ = term.show_cursor();
    result
}

fn run(term: &Term, style: Style, words: &Words, state: &mut State) -> io::Result<Picked> {
    let mut drawn = 0;
    loop {
        drawn = draw(term, style, words, state, drawn)?;
        let key = match term.read_key_raw() {
            Ok(key) => key,
            // Ctrl-C as a signal rather than a key.
            Err(e) if e.kind() == io::ErrorKind::Interrupted => Key::CtrlC,
            Err(e) => return Err(e),
        };
        if let Some(done) = state.key(&key) {
            term.clear_last_lines(drawn)?;
            return Ok(done);
        }
    }
}

/// Draws the list over the `drawn` rows drawn before; returns how many
/// rows this one takes (a line wider than the terminal takes more).
fn draw(
    term: &Term,
    style: Style,
    words: &Words,
    state: &State,
    drawn: usize,
) -> io::Result<usize> {
    let (rows, columns) = term.size();
    let columns = usize::from(columns).max(1);
    // What is typed right after the prompt, the keys below it: a long key
    // line wraps on a narrow terminal without moving the typed text.
    let fill = |text: &str| rulecard_core::render::wrap::fill(text, columns);
    let mut lines = vec![format!("{}: {}", words.prompt, state.filter())];
    lines.extend(
        fill(&format!("({})", words.keys))
            .lines()
            .map(|l| style.dim(l)),
    );
    match state.rows() {
        None => lines.extend(fill(words.no_match).lines().map(|l| style.dim(l))),
        Some(list) => {
            // A list taller than the terminal shows the part around the
            // highlighted choice.
            let room = usize::from(rows).saturating_sub(4).max(3);
            let at = list.iter().position(|(here, _)| *here).unwrap_or(0);
            let start = at
                .saturating_sub(room - 1)
                .min(list.len().saturating_sub(room));
            for (here, line) in list.into_iter().skip(start).take(room) {
                lines.push(if here { style.bold(&line) } else { line });
            }
        }
    }
    if drawn > 0 {
        term.clear_last_lines(drawn)?;
    }
    let mut taken = 0;
    for line in &lines {
        term.write_line(line)?;
        taken += rows_of(line, columns);
    }
    term.flush()?;
    Ok(taken)
}

/// The rows `line` takes on a terminal `columns` wide. (textwrap's width
/// skips colour codes; console's counts them without its ansi-parsing
/// feature, which dialoguer leaves off.)
pub fn rows_of(line: &str, columns: usize) -> usize {
    textwrap::core::display_width(line)
        .max(1)
        .div_ceil(columns.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(labels: &[(&str, &[&str])]) -> Vec<Choice> {
        labels
            .iter()
            .map(|(l, a)| Choice {
                label: (*l).to_owned(),
                aliases: a.iter().map(|a| (*a).to_owned()).collect(),
            })
            .collect()
    }

    fn players() -> State {
        let none: &[&str] = &[];
        State::new(
            choices(&[
                ("Anna", none),
                ("Ben", none),
                ("Cem", none),
                ("nobody", none),
            ]),
            false,
        )
    }

    fn hand() -> State {
        State::new(
            choices(&[
                ("5♣", &["5c", "clubs"]),
                ("8♥", &["8h", "hearts"]),
                ("Q♦", &["qd", "diamonds"]),
                ("J♥", &["jh", "hearts"]),
            ]),
            true,
        )
    }

    fn typed(state: &mut State, text: &str) -> Option<Picked> {
        text.chars().find_map(|c| state.key(&Key::Char(c)))
    }

    #[test]
    fn typing_filters_and_enter_picks_the_highlighted_match() {
        let mut s = players();
        assert_eq!(typed(&mut s, "be"), None);
        assert_eq!(s.shown(), [1]);
        assert_eq!(s.key(&Key::Enter), Some(Picked::Chosen(vec![1])));
    }

    #[test]
    fn enter_does_nothing_when_nothing_matches() {
        let mut s = players();
        typed(&mut s, "len");
        assert!(s.shown().is_empty() && s.rows().is_none());
        assert_eq!(s.key(&Key::Enter), None);
        for _ in 0..3 {
            s.key(&Key::Backspace);
        }
        assert_eq!(s.shown().len(), 4);
    }

    #[test]
    fn arrows_move_among_the_shown_and_wrap() {
        let mut s = players();
        s.key(&Key::ArrowUp);
        assert_eq!(s.key(&Key::Enter), Some(Picked::Chosen(vec![3])));
        let mut s = players();
        typed(&mut s, "n");
        assert_eq!(s.shown(), [0, 1, 3]);
        s.key(&Key::ArrowDown);
        s.key(&Key::ArrowDown);
        assert_eq!(s.key(&Key::Enter), Some(Picked::Chosen(vec![3])));
    }

    #[test]
    fn q_stops_while_nothing_is_typed_and_filters_after() {
        assert_eq!(typed(&mut players(), "q"), Some(Picked::Stop));
        assert_eq!(typed(&mut players(), "Q"), Some(Picked::Stop));
        let mut cards = hand();
        assert_eq!(typed(&mut cards, "dq"), None);
        assert_eq!(cards.filter(), "dq");
        // "dq" is in no name; the player takes it back.
        cards.key(&Key::Backspace);
        cards.key(&Key::Backspace);
        assert_eq!(typed(&mut cards, "q"), Some(Picked::Stop));
        for key in [Key::Escape, Key::CtrlC] {
            let mut s = hand();
            typed(&mut s, "h");
            assert_eq!(s.key(&key), Some(Picked::Stop));
        }
    }

    #[test]
    fn space_checks_and_the_checks_outlive_the_filter() {
        let mut s = hand();
        // Hearts: 8♥ and J♥; check the second.
        typed(&mut s, "hearts");
        assert_eq!(s.shown(), [1, 3]);
        s.key(&Key::ArrowDown);
        s.key(&Key::Char(' '));
        for _ in 0.."hearts".len() {
            s.key(&Key::Backspace);
        }
        // The code finds a card too; check 5♣, then uncheck and check it.
        typed(&mut s, "5C");
        for _ in 0..3 {
            s.key(&Key::Char(' '));
        }
        let rows = s.rows().unwrap();
        assert_eq!(rows, [(true, "> [x] 5♣".to_owned())]);
        assert_eq!(s.key(&Key::Enter), Some(Picked::Chosen(vec![0, 3])));
    }

    #[test]
    fn rows_count_what_shows_not_colour_codes() {
        let dim = Style { color: true }.dim(&"x".repeat(40));
        assert!(dim.len() > 40);
        assert_eq!(rows_of(&dim, 40), 1);
        assert_eq!(rows_of(&"♠".repeat(41), 40), 2);
        assert_eq!(rows_of("", 40), 1);
    }

    #[test]
    fn enter_with_nothing_checked_is_the_empty_answer() {
        assert_eq!(hand().key(&Key::Enter), Some(Picked::Chosen(vec![])));
    }
}
