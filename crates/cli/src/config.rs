//! House rules a table saves once: a small TOML file in the user's config
//! directory (`$RULECARD_HOME/config.toml` when that is set), so they
//! apply without flags.
//!
//! ```toml
//! game = "makao"          # searched first by `rulecard rules QUERY`
//! pager = false           # never page (or a command: "less -S")
//!
//! [maumau]
//! variants = ["seven-stacking", "no-jack-on-jack"]
//! hand-size = 6
//! mau-penalty = 5
//! ```
//!
//! A file that does not read, or names what the game does not have, is an
//! error naming the file and the line: never a silent default. The file is
//! kept by the shared [`crate::store`] (locked, written whole, at most
//! 1 MiB read).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::store::{
    Decoded, Document, Location, OnUnreadable, Problem, Store, StoreError, Warning,
};
use rulecard_core::content::{Game, GameId};
use rulecard_core::house::HouseRules;
use rulecard_core::i18n::Message;

use crate::error::ConfigError;

mod edit;

/// The `--variant` value that switches every house rule off for one run.
pub const NO_VARIANT: &str = "none";

const FILE: &str = "config.toml";

#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    /// The default game (`rulecard config --game makao`). A top-level key,
    /// so it comes before the game sections.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<Spanned<String>>,
    /// The pager (`rulecard config --pager off|on|COMMAND`), below the
    /// flag and `RULECARD_PAGER`, above `PAGER` ([`crate::pager`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pager: Option<Spanned<PagerSetting>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    makatsu: Option<Spanned<RawGame>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    makao: Option<Spanned<RawGame>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    maumau: Option<Spanned<RawGame>>,
}

#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawGame {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    variants: Vec<Spanned<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hand_size: Option<Spanned<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mau_penalty: Option<Spanned<u32>>,
}

/// The saved pager: `false` turns paging off (`true` is the default
/// pager), a string names the command (`""` and `cat` turn it off, as
/// `RULECARD_PAGER` does).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PagerSetting {
    Switch(bool),
    Command(String),
}

impl<'de> Deserialize<'de> for PagerSetting {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = PagerSetting;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("false (no pager), true (the default pager) or a command in quotes")
            }
            fn visit_bool<E>(self, on: bool) -> Result<PagerSetting, E> {
                Ok(PagerSetting::Switch(on))
            }
            fn visit_str<E>(self, command: &str) -> Result<PagerSetting, E> {
                Ok(PagerSetting::Command(command.to_owned()))
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// One game's saved house rules, checked against the game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Saved {
    pub variants: Vec<String>,
    /// Option id (`hand-size`, `mau-penalty`) → value.
    pub options: BTreeMap<String, u32>,
}

/// The config file as read: its text (for line numbers in messages) and
/// its sections. Kept by the shared [`crate::store`], so a change is
/// locked, written whole, and never lost to a second `config` at once.
#[derive(Debug, Default)]
pub struct ConfigFile {
    text: String,
    raw: RawConfig,
}

impl Document for ConfigFile {
    const FILE: &'static str = FILE;
    const WHAT: &'static str = "saved house rules";
    /// A few lines per game; a file far larger is not one rulecard wrote,
    /// and reading it whole on every lookup is what made a 50 MB file
    /// cost seconds.
    const LIMIT: u64 = 1 << 20;
    /// The file has no version key: unknown keys are refused rather than
    /// dropped, which keeps a newer rulecard's file from being overwritten.
    const VERSION: u32 = 1;

    fn empty() -> Self {
        ConfigFile::default()
    }

    fn decode(bytes: &[u8]) -> Result<Decoded<Self>, Problem> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            let at = e.valid_up_to();
            Problem::at(
                Some(line_of_bytes(bytes, at)),
                format!("not UTF-8 text (byte {at})"),
            )
        })?;
        let raw = toml::from_str::<RawConfig>(text).map_err(|e| {
            Problem::at(e.span().map(|s| line_of(text, s.start)), e.message().trim())
        })?;
        Ok(Decoded::new(
            ConfigFile {
                text: text.to_owned(),
                raw,
            },
            1,
        ))
    }

    /// The file as read, edited in place: comments and order survive.
    fn encode(&self) -> Result<Vec<u8>, String> {
        fn section(s: &Option<Spanned<RawGame>>) -> Option<edit::Section<'_>> {
            s.as_ref().map(|s| edit::Section {
                variants: s
                    .get_ref()
                    .variants
                    .iter()
                    .map(|v| v.get_ref().as_str())
                    .collect(),
                hand_size: s.get_ref().hand_size.as_ref().map(|n| *n.get_ref()),
                mau_penalty: s.get_ref().mau_penalty.as_ref().map(|n| *n.get_ref()),
            })
        }
        let raw = &self.raw;
        let pager = raw.pager.as_ref().map(|p| match p.get_ref() {
            PagerSetting::Switch(on) => toml_edit::Value::from(*on),
            PagerSetting::Command(c) => toml_edit::Value::from(c.as_str()),
        });
        edit::apply(
            &self.text,
            edit::Top {
                game: raw.game.as_ref().map(|g| g.get_ref().as_str()),
                pager,
            },
            [
                ("makatsu", section(&raw.makatsu)),
                ("makao", section(&raw.makao)),
                ("maumau", section(&raw.maumau)),
            ],
        )
        .map(String::into_bytes)
    }
}

/// The store that holds the config file: `$RULECARD_HOME`, else the
/// platform's config directory.
pub fn store() -> Result<Store, StoreError> {
    Store::from_env(Location::Config)
}

/// Where the config file is.
pub fn path() -> Result<PathBuf, StoreError> {
    Ok(store()?.file::<ConfigFile>())
}

fn line_of(text: &str, offset: usize) -> usize {
    line_of_bytes(text.as_bytes(), offset)
}

fn line_of_bytes(bytes: &[u8], offset: usize) -> usize {
    bytes[..offset.min(bytes.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

fn section(raw: &RawConfig, game: GameId) -> Option<&Spanned<RawGame>> {
    match game {
        GameId::Makatsu => raw.makatsu.as_ref(),
        GameId::Makao => raw.makao.as_ref(),
        GameId::MauMau => raw.maumau.as_ref(),
    }
}

/// The saved house rules for `game`, checked against what the game has;
/// `None` when nothing is saved.
pub fn load(game: &Game) -> Result<Option<(PathBuf, Saved)>, crate::error::Error> {
    let store = store()?;
    let Some(file) = store.read::<ConfigFile>()? else {
        return Ok(None);
    };
    let path = store.file::<ConfigFile>();
    check(game, &path, &file.doc)
        .map_err(crate::error::Error::Config)
        .map(|saved| saved.map(|s| (path, s)))
}

/// The game's section checked: every variant and option one the game has.
fn check(game: &Game, path: &Path, file: &ConfigFile) -> Result<Option<Saved>, ConfigError> {
    let Some(spanned) = section(&file.raw, game.id) else {
        return Ok(None);
    };
    let err = |offset: usize, message: Message| ConfigError {
        path: path.to_owned(),
        line: Some(line_of(&file.text, offset)),
        message,
    };
    let section = spanned.get_ref();
    let mut saved = Saved::default();
    for v in &section.variants {
        let name = v.get_ref();
        if game.variant(name).is_none() {
            let known: Vec<&str> = game.variants.iter().map(|v| v.id.as_str()).collect();
            let message = if known.is_empty() {
                Message::new("err-config-no-variants")
                    .arg("game", game.id.to_string())
                    .arg("name", name.as_str())
            } else {
                Message::new("err-config-not-a-variant")
                    .arg("game", game.id.to_string())
                    .arg("name", name.as_str())
                    .arg("known", known.join(", "))
            };
            return Err(err(v.span().start, message));
        }
        if !saved.variants.contains(name) {
            saved.variants.push(name.clone());
        }
    }
    for (id, value) in [
        ("hand-size", &section.hand_size),
        ("mau-penalty", &section.mau_penalty),
    ] {
        let Some(value) = value else { continue };
        let Some(option) = game.options.iter().find(|o| o.id == id) else {
            return Err(err(
                value.span().start,
                Message::new("err-config-no-option")
                    .arg("game", game.id.to_string())
                    .arg("option", id),
            ));
        };
        let v = *value.get_ref();
        if !option.values.contains(&v) {
            let allowed: Vec<String> = option.values.iter().map(u32::to_string).collect();
            return Err(err(
                value.span().start,
                Message::new("err-config-not-allowed")
                    .arg("option", id)
                    .arg("value", v.to_string())
                    .arg("allowed", allowed.join(", ")),
            ));
        }
        saved.options.insert(id.to_owned(), v);
    }
    Ok(Some(saved))
}

/// Changes `game`'s saved house rules with `edit` and saves them (rules
/// left empty remove the game's section), keeping the other games'
/// sections. The edit sees the section as it is under the store's lock,
/// so two `config` commands at once both keep their change. A file that
/// does not read is refused, so hand-edited rules are never dropped for a
/// typo; with `start_over` (forgetting a game's rules) the old section is
/// not read at all, and a broken file is moved aside instead, the warning
/// naming where.
pub fn change(
    game: &Game,
    start_over: bool,
    edit: impl FnOnce(&mut Saved),
) -> Result<(PathBuf, Saved, Option<Warning>), crate::error::Error> {
    let store = store()?;
    let path = store.file::<ConfigFile>();
    let on_unreadable = if start_over {
        OnUnreadable::KeepAside
    } else {
        OnUnreadable::Refuse
    };
    let mut result = Saved::default();
    let (_, warning) =
        store.try_update::<ConfigFile, crate::error::Error>(on_unreadable, |file| {
            let mut saved = if start_over {
                Saved::default()
            } else {
                check(game, &path, file)
                    .map_err(crate::error::Error::Config)?
                    .unwrap_or_default()
            };
            edit(&mut saved);
            let section = (saved != Saved::default()).then(|| raw_section(&saved));
            match game.id {
                GameId::Makatsu => file.raw.makatsu = section,
                GameId::Makao => file.raw.makao = section,
                GameId::MauMau => file.raw.maumau = section,
            }
            result = saved;
            Ok(())
        })?;
    Ok((path, result, warning))
}

/// The saved default game, if any: the game `rulecard rules QUERY`
/// searches first. A name that is no game is an error naming the line.
pub fn default_game() -> Result<Option<GameId>, crate::error::Error> {
    let store = store()?;
    let Some(file) = store.read::<ConfigFile>()? else {
        return Ok(None);
    };
    let path = store.file::<ConfigFile>();
    game_of(&path, &file.doc).map_err(crate::error::Error::Config)
}

fn game_of(path: &Path, file: &ConfigFile) -> Result<Option<GameId>, ConfigError> {
    let Some(name) = &file.raw.game else {
        return Ok(None);
    };
    GameId::from_slug(name.get_ref()).map(Some).ok_or_else(|| {
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.slug()).collect();
        ConfigError {
            path: path.to_owned(),
            line: Some(line_of(&file.text, name.span().start)),
            message: Message::new("err-config-not-a-game")
                .arg("name", name.get_ref().as_str())
                .arg("known", known.join(", ")),
        }
    })
}

/// Saves `game` as the default game (`None` forgets it), keeping the
/// house rules, under the store's lock. A file that does not read is
/// refused, so hand-edited rules are never dropped for a typo.
pub fn set_default_game(
    game: Option<GameId>,
) -> Result<(PathBuf, Option<Warning>), crate::error::Error> {
    set_top(|raw| raw.game = game.map(|g| Spanned::new(0..0, g.slug().to_owned())))
}

/// Changes a top-level key with `edit`, keeping the rest, under the
/// store's lock; a file that does not read is refused.
fn set_top(
    edit: impl FnOnce(&mut RawConfig),
) -> Result<(PathBuf, Option<Warning>), crate::error::Error> {
    let store = store()?;
    let path = store.file::<ConfigFile>();
    let (_, warning) =
        store.try_update::<ConfigFile, crate::error::Error>(OnUnreadable::Refuse, |file| {
            edit(&mut file.raw);
            Ok(())
        })?;
    Ok((path, warning))
}

/// The saved pager, if any (read only when a long page may be paged).
pub fn pager() -> Result<Option<PagerSetting>, crate::error::Error> {
    let store = store()?;
    Ok(store
        .read::<ConfigFile>()?
        .and_then(|file| file.doc.raw.pager)
        .map(Spanned::into_inner))
}

/// Saves the pager (`None` forgets it: the default pager), keeping the
/// rest, under the store's lock. A file that does not read is refused.
pub fn set_pager(
    pager: Option<PagerSetting>,
) -> Result<(PathBuf, Option<Warning>), crate::error::Error> {
    set_top(|raw| raw.pager = pager.map(|p| Spanned::new(0..0, p)))
}

fn raw_section(saved: &Saved) -> Spanned<RawGame> {
    Spanned::new(
        0..0,
        RawGame {
            variants: saved
                .variants
                .iter()
                .map(|v| Spanned::new(0..0, v.clone()))
                .collect(),
            hand_size: saved
                .options
                .get("hand-size")
                .map(|&v| Spanned::new(0..0, v)),
            mau_penalty: saved
                .options
                .get("mau-penalty")
                .map(|&v| Spanned::new(0..0, v)),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_counted_from_one() {
        assert_eq!(line_of("a\nb\nc", 0), 1);
        assert_eq!(line_of("a\nb\nc", 2), 2);
        assert_eq!(line_of("a\nb\nc", 4), 3);
    }

    fn read(text: &[u8]) -> Result<Option<Decoded<ConfigFile>>, StoreError> {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        std::fs::write(store.file::<ConfigFile>(), text).unwrap();
        store.read::<ConfigFile>()
    }

    fn line(e: StoreError) -> Option<usize> {
        match e {
            StoreError::Unreadable { problem, .. } => problem.line,
            other => panic!("expected an unreadable file, got {other}"),
        }
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let e = read(b"[maumau]\nvariants = [\"seven-stacking\"\nhand-size = 6\n").unwrap_err();
        assert!(e.to_string().contains("config.toml:"), "{e}");
        assert!(line(e).is_some());
    }

    #[test]
    fn the_default_game_is_a_top_level_key() {
        let doc = read(b"game = \"makao\"\n\n[maumau]\nhand-size = 6\n")
            .unwrap()
            .unwrap()
            .doc;
        assert_eq!(game_of(Path::new("c"), &doc), Ok(Some(GameId::Makao)));
        let doc = read(b"\ngame = \"poker\"\n").unwrap().unwrap().doc;
        let e = game_of(Path::new("c"), &doc).unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.to_string().contains("poker"), "{e}");
    }

    #[test]
    fn the_pager_is_off_or_a_command() {
        let pager = |text: &[u8]| {
            read(text)
                .unwrap()
                .unwrap()
                .doc
                .raw
                .pager
                .map(Spanned::into_inner)
        };
        assert_eq!(pager(b"pager = false\n"), Some(PagerSetting::Switch(false)));
        assert_eq!(
            pager(b"pager = \"less -S\"\n[maumau]\nhand-size = 6\n"),
            Some(PagerSetting::Command("less -S".into()))
        );
        assert_eq!(pager(b"[maumau]\nhand-size = 6\n"), None);
        let e = read(b"\npager = 3\n").unwrap_err();
        assert_eq!(line(e), Some(2));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let e = read(b"[maumau]\n\nvariant = [\"seven-stacking\"]\n").unwrap_err();
        assert_eq!(line(e), Some(3));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_named_with_their_line() {
        let e = read(b"[maumau]\nhand-size = 6\n\xff\xfe\n").unwrap_err();
        assert!(e.to_string().contains("not UTF-8"), "{e}");
        assert_eq!(line(e), Some(3));
    }
}

/// Where the house rules in force came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Nothing saved, no flags: the source's main text.
    Defaults,
    /// The saved config file.
    Saved(PathBuf),
    /// `--variant` and option flags on the command line.
    Flags,
}

/// The house rules in force for one run, and where they came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InForce {
    pub house: HouseRules,
    pub origin: Origin,
}

/// The house rules in force: flags if any were given (`--variant` replaces
/// the saved variants for this run; an option flag overrides that option),
/// else what is saved, else the defaults.
pub fn resolve(
    game: &Game,
    flag_variants: &[String],
    flag_options: &[(&str, Option<u32>)],
) -> Result<InForce, crate::error::Error> {
    // A game without house rules has nothing in the file to read (and a
    // lookup for it need not touch the disk).
    let saved = if game.variants.is_empty() && game.options.is_empty() {
        None
    } else {
        load(game)?
    };
    let mut house = HouseRules::source(game);
    let mut origin = Origin::Defaults;
    if let Some((path, s)) = saved {
        // `load` checked every name and value against the game already.
        for v in &s.variants {
            house.switch_on(game, v)?;
        }
        for (id, value) in &s.options {
            house.set(game, id, *value)?;
        }
        origin = Origin::Saved(path);
    }
    if !flag_variants.is_empty() {
        house.clear_variants();
        for v in flag_variants {
            house.switch_on(game, v)?;
        }
        origin = Origin::Flags;
    }
    for (id, value) in flag_options {
        if let Some(value) = value {
            house.set(game, id, *value)?;
            origin = Origin::Flags;
        }
    }
    Ok(InForce { house, origin })
}
