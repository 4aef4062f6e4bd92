//! The games and languages rulecard knows, as small `Copy` ids.
//!
//! A file of their own: every crate of rulecard names games and languages
//! with them.

use std::fmt;

use serde::Serialize;

/// The games rulecard knows. The order is the order of `rulecard games`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Makatsu,
    Makao,
    MauMau,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::Makatsu, GameId::Makao, GameId::MauMau];

    /// Its position in [`GameId::ALL`], for tables kept per game.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The id users type and JSON carries.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::Makatsu => "makatsu",
            GameId::Makao => "makao",
            GameId::MauMau => "maumau",
        }
    }

    /// Other spellings players type for the same game.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameId::Makatsu => &["meister-makatsu", "meistermakatsu", "mk"],
            GameId::Makao => &["pesten"],
            GameId::MauMau => &["mau-mau", "mau"],
        }
    }

    /// The prefix of this game's ids in FACTS.md (`MK-04`) and RULINGS.md
    /// (`R-MK-TIE`).
    pub fn fact_prefix(self) -> &'static str {
        match self {
            GameId::Makatsu => "MK",
            GameId::Makao => "MA",
            GameId::MauMau => "MM",
        }
    }

    pub fn from_slug(s: &str) -> Option<GameId> {
        let s = s.trim().to_lowercase();
        GameId::ALL
            .into_iter()
            .find(|g| g.slug() == s || g.aliases().contains(&s.as_str()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A language of content and interface.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    De,
    Nl,
    En,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::De, Lang::Nl, Lang::En];

    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::Nl => "nl",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" => Some(Lang::De),
            "nl" => Some(Lang::Nl),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of a POSIX locale value such as `de_DE.UTF-8`; `C` and
    /// `POSIX` name no language.
    pub fn from_locale(value: &str) -> Option<Lang> {
        let code = value.split(['_', '.', '@', '-']).next()?;
        Lang::from_code(code)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_at_its_index_of_all() {
        for (at, game) in GameId::ALL.into_iter().enumerate() {
            assert_eq!(game.index(), at);
        }
    }
}
