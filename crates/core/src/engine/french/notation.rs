//! The judge notation shared by Makao and Mau-Mau (JUDGE.md): card lists,
//! and TURNs of a sequence, split into tokens.
//!
//! A TURN is one player's whole action, written as space-separated tokens:
//! cards (a jack or an ace carries its choice after `>` on the last card:
//! `Jd>9`, `Jd>-`, `Ac>h`), `draw`, `wait`, and Mau-Mau's `mau`. Which
//! token sequences make sense is the game's business; this module only
//! reads tokens and reports malformed ones with the token, what was
//! expected, and a message (exit 2 at the CLI).

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::card::{Card, Choice};
use crate::i18n::Message;
use crate::input::InputError;

/// Reads one card, turning a parse error into an [`InputError`].
pub fn parse_card(token: &str) -> Result<Card, InputError> {
    token
        .parse::<Card>()
        .map_err(|e| InputError::new(e.token(), e.expected(), e.message()))
}

/// Reads a list of cards separated by blanks or commas (`--hand "9h Qs"`).
pub fn parse_cards(list: &str) -> Result<Vec<Card>, InputError> {
    list.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(parse_card)
        .collect()
}

/// One token of a TURN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnToken {
    /// A card, with the choice written after `>` if any.
    Card(Card, Option<Choice>),
    /// `draw`.
    Draw,
    /// `wait`.
    Wait,
    /// `mau`: Mau-Mau's announcement.
    Mau,
    /// `makao`: Makao's announcement, which the game makes by itself (MA-16).
    Makao,
}

/// What a TURN token looks like, for messages.
pub const EXPECTED_TOKEN: &str =
    "a card such as 9h (a jack or ace with its choice, e.g. Jd>9, Ac>h), \"draw\" or \"wait\"";

/// Splits `--turns` at `;` into trimmed TURN texts. One empty TURN after a
/// final `;` is dropped (a trailing `;` is harmless); other empty TURNs are
/// kept so that the game can report them by number.
pub fn split_turns(turns: &str) -> Vec<&str> {
    let mut out: Vec<&str> = turns.split(';').map(str::trim).collect();
    if out.last().is_some_and(|t| t.is_empty()) {
        out.pop();
    }
    out
}

/// Reads the tokens of one TURN. Blanks around `>` are allowed
/// (`Jd > 9`).
pub fn tokenize_turn(turn: &str) -> Result<Vec<TurnToken>, InputError> {
    let mut words: Vec<String> = Vec::new();
    let mut glue = false;
    for word in turn.split_whitespace() {
        match words.last_mut() {
            Some(last) if glue || word.starts_with('>') => last.push_str(word),
            _ => words.push(word.to_owned()),
        }
        glue = word.ends_with('>');
    }
    words.iter().map(|w| read_token(w)).collect()
}

fn read_token(word: &str) -> Result<TurnToken, InputError> {
    match word.to_ascii_lowercase().as_str() {
        "draw" => return Ok(TurnToken::Draw),
        "wait" => return Ok(TurnToken::Wait),
        "mau" | "mau-mau" => return Ok(TurnToken::Mau),
        "makao" | "makao!" => return Ok(TurnToken::Makao),
        _ => {}
    }
    let (card_text, choice_text) = match word.split_once('>') {
        Some((c, x)) => (c, Some(x)),
        None => (word, None),
    };
    if card_text.is_empty() {
        return Err(InputError::new(
            word,
            EXPECTED_TOKEN,
            Message::new("err-token-no-card")
                .arg("word", word)
                .arg("expected", Message::new("expected-token")),
        ));
    }
    let card = card_text.parse::<Card>().map_err(|e| {
        if card_text.chars().all(|c| c.is_ascii_alphabetic()) && card_text.len() > 2 {
            // A word, not a card: say which words a TURN knows.
            InputError::new(
                word,
                EXPECTED_TOKEN,
                Message::new("err-token-unknown")
                    .arg("word", word)
                    .arg("expected", Message::new("expected-token")),
            )
        } else {
            InputError::new(e.token(), e.expected(), e.message())
        }
    })?;
    let choice = match choice_text {
        None => None,
        Some(text) => Some(text.parse::<Choice>().map_err(|_| {
            InputError::new(
                word,
                Choice::EXPECTED,
                Message::new("err-token-choice")
                    .arg("word", word)
                    .arg("choice", text)
                    .arg("expected", Message::new("expected-choice")),
            )
        })?),
    };
    Ok(TurnToken::Card(card, choice))
}

/// Serializes per-player counts as `{"P1":n,…}`, optionally only non-zero.
pub(crate) struct PlayerCounts<'a> {
    pub counts: &'a [u32],
    pub nonzero_only: bool,
}

impl Serialize for PlayerCounts<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (seat, &n) in self.counts.iter().enumerate() {
            if n > 0 || !self.nonzero_only {
                map.serialize_entry(&super::PlayerName(seat), &n)?;
            }
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::french::{Rank, Suit};

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn turns_split_and_tokenize() {
        assert_eq!(
            split_turns("6c 6h; draw;wait;"),
            vec!["6c 6h", "draw", "wait"]
        );
        assert_eq!(split_turns("  "), Vec::<&str>::new());
        assert_eq!(split_turns("9h;;9s"), vec!["9h", "", "9s"]);
        assert_eq!(
            tokenize_turn("Jd Jh>9").unwrap(),
            vec![
                TurnToken::Card(c("Jd"), None),
                TurnToken::Card(c("Jh"), Some(Choice::Value(Rank::Nine)))
            ]
        );
        assert_eq!(
            tokenize_turn("DRAW Ac > h").unwrap(),
            vec![
                TurnToken::Draw,
                TurnToken::Card(c("Ac"), Some(Choice::Suit(Suit::Hearts)))
            ]
        );
        assert_eq!(
            tokenize_turn("Jd>-").unwrap(),
            vec![TurnToken::Card(c("Jd"), Some(Choice::Nothing))]
        );
    }

    #[test]
    fn malformed_tokens_name_the_token() {
        let e = tokenize_turn("9h drow").unwrap_err();
        assert_eq!(e.token, "drow");
        assert!(e.message.to_string().contains("\"drow\""), "{e}");
        let e = tokenize_turn("Jd>x").unwrap_err();
        assert_eq!(e.token, "Jd>x");
        assert_eq!(e.expected, Choice::EXPECTED);
        let e = tokenize_turn("11h").unwrap_err();
        assert_eq!(e.token, "11h");
        let e = tokenize_turn(">9").unwrap_err();
        assert_eq!(e.token, ">9");
        let json = serde_json::to_value(&e).unwrap();
        assert_eq!(json["error"]["token"], ">9");
        assert_eq!(parse_cards("9h, Qs  K♠").unwrap().len(), 3);
        assert!(parse_cards("9h 1x").is_err());
    }
}
