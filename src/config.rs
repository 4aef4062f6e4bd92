//! House rules a table saves once: a small TOML file in the user's config
//! directory (`$RULECARD_HOME/config.toml` when that is set), so they
//! apply without flags.
//!
//! ```toml
//! [maumau]
//! variants = ["seven-stacking", "no-jack-on-jack"]
//! hand-size = 6
//! mau-penalty = 5
//! ```
//!
//! A file that does not read, or names what the game does not have, is an
//! error naming the file and the line: never a silent default.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::content::{Game, GameId};

const FILE: &str = "config.toml";

/// A problem with the config file, located.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub path: PathBuf,
    pub line: Option<usize>,
    pub message: String,
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.path.display(), self.message),
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for ConfigError {}

#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
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

/// One game's saved house rules, checked against the game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Saved {
    pub variants: Vec<String>,
    /// Option id (`hand-size`, `mau-penalty`) → value.
    pub options: BTreeMap<String, u32>,
}

/// Where the config file is: `$RULECARD_HOME/config.toml`, else the
/// platform's config directory.
pub fn path() -> Option<PathBuf> {
    match std::env::var_os("RULECARD_HOME") {
        Some(home) if !home.is_empty() => Some(PathBuf::from(home).join(FILE)),
        _ => directories::ProjectDirs::from("", "", "rulecard").map(|d| d.config_dir().join(FILE)),
    }
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())]
        .bytes()
        .filter(|&b| b == b'\n')
        .count()
        + 1
}

fn read_raw(path: &Path) -> Result<Option<(String, RawConfig)>, ConfigError> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        // No file, or a path where no file can be (a parent is a file):
        // nothing is saved.
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(None);
        }
        Err(e) => {
            return Err(ConfigError {
                path: path.to_owned(),
                line: None,
                message: e.to_string(),
            });
        }
    };
    match toml::from_str::<RawConfig>(&text) {
        Ok(raw) => Ok(Some((text, raw))),
        Err(e) => Err(ConfigError {
            path: path.to_owned(),
            line: e.span().map(|s| line_of(&text, s.start)),
            message: e.message().trim().to_owned(),
        }),
    }
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
pub fn load(game: &Game) -> Result<Option<(PathBuf, Saved)>, ConfigError> {
    let Some(path) = path() else { return Ok(None) };
    let Some((text, raw)) = read_raw(&path)? else {
        return Ok(None);
    };
    let Some(spanned) = section(&raw, game.id) else {
        return Ok(None);
    };
    let err = |offset: usize, message: String| ConfigError {
        path: path.clone(),
        line: Some(line_of(&text, offset)),
        message,
    };
    let section = spanned.get_ref();
    let mut saved = Saved::default();
    for v in &section.variants {
        let name = v.get_ref();
        if game.variant(name).is_none() {
            let known: Vec<&str> = game.variants.iter().map(|v| v.id.as_str()).collect();
            let message = if known.is_empty() {
                format!(
                    "{} has no house-rule variants, so \"{name}\" cannot be one",
                    game.id
                )
            } else {
                format!(
                    "\"{name}\" is not a {} variant (known: {})",
                    game.id,
                    known.join(", ")
                )
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
                format!("{} has no option {id}", game.id),
            ));
        };
        let v = *value.get_ref();
        if !option.values.contains(&v) {
            let allowed: Vec<String> = option.values.iter().map(u32::to_string).collect();
            return Err(err(
                value.span().start,
                format!(
                    "{id} = {v} is not allowed (allowed: {})",
                    allowed.join(", ")
                ),
            ));
        }
        saved.options.insert(id.to_owned(), v);
    }
    Ok(Some((path, saved)))
}

/// Saves `saved` as `game`'s house rules (an empty `saved` removes the
/// game's section), keeping the other games' sections. Written to a
/// temporary file and renamed, so a crash leaves the old file whole.
pub fn save(game: GameId, saved: &Saved) -> Result<PathBuf, ConfigError> {
    let path = path().ok_or_else(|| ConfigError {
        path: PathBuf::from(FILE),
        line: None,
        message: "no config directory is known on this system; set RULECARD_HOME".into(),
    })?;
    let mut raw = read_raw(&path)?.map(|(_, r)| r).unwrap_or_default();
    let section = if saved == &Saved::default() {
        None
    } else {
        Some(Spanned::new(
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
        ))
    };
    match game {
        GameId::Makatsu => raw.makatsu = section,
        GameId::Makao => raw.makao = section,
        GameId::MauMau => raw.maumau = section,
    }
    let io_err = |e: io::Error| ConfigError {
        path: path.clone(),
        line: None,
        message: e.to_string(),
    };
    let text = toml::to_string_pretty(&raw).map_err(|e| io_err(io::Error::other(e)))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(io_err)?;
    let tmp = tempfile::NamedTempFile::new_in(dir).map_err(io_err)?;
    fs::write(tmp.path(), text).map_err(io_err)?;
    tmp.persist(&path).map_err(|e| io_err(e.error))?;
    Ok(path)
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

    #[test]
    fn a_syntax_error_names_its_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        fs::write(
            &path,
            "[maumau]\nvariants = [\"seven-stacking\"\nhand-size = 6\n",
        )
        .unwrap();
        let e = read_raw(&path).unwrap_err();
        assert!(e.line.is_some(), "{e}");
        assert!(e.to_string().starts_with(&path.display().to_string()));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        fs::write(&path, "[maumau]\n\nvariant = [\"seven-stacking\"]\n").unwrap();
        let e = read_raw(&path).unwrap_err();
        assert_eq!(e.line, Some(3), "{e}");
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

/// The house rules in force for one run: variants switched on and every
/// option's value (defaults filled in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseRules {
    pub variants: Vec<String>,
    pub options: BTreeMap<String, u32>,
    pub origin: Origin,
}

impl HouseRules {
    pub fn has(&self, variant: &str) -> bool {
        self.variants.iter().any(|v| v == variant)
    }

    pub fn option(&self, id: &str) -> Option<u32> {
        self.options.get(id).copied()
    }
}

/// Checks a variant name from the command line, suggesting the closest.
pub fn check_variant(game: &Game, name: &str) -> Result<String, crate::judge::InputError> {
    let name = name.trim();
    if let Some(v) = game
        .variants
        .iter()
        .find(|v| v.id.eq_ignore_ascii_case(name))
    {
        return Ok(v.id.clone());
    }
    let known: Vec<&str> = game.variants.iter().map(|v| v.id.as_str()).collect();
    if known.is_empty() {
        return Err(crate::judge::InputError::new(
            name,
            "no --variant",
            format!(
                "{} has no house-rule variants; --variant {name} does not apply",
                game.id
            ),
        ));
    }
    let near = known
        .iter()
        .max_by(|a, b| {
            strsim::jaro_winkler(a, name)
                .partial_cmp(&strsim::jaro_winkler(b, name))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .filter(|k| strsim::jaro_winkler(k, name) > 0.7);
    let mut message = format!(
        "\"{name}\" is not a {} variant (known: {})",
        game.id,
        known.join(", ")
    );
    if let Some(n) = near {
        message.push_str(&format!("; did you mean {n}?"));
    }
    Err(crate::judge::InputError::new(
        name,
        known.join(", "),
        message,
    ))
}

/// Checks an option value from the command line.
pub fn check_option(game: &Game, id: &str, value: u32) -> Result<u32, crate::judge::InputError> {
    let Some(option) = game.options.iter().find(|o| o.id == id) else {
        return Err(crate::judge::InputError::new(
            format!("--{id}"),
            "no such option",
            format!("{} has no option --{id}", game.id),
        ));
    };
    if option.values.contains(&value) {
        Ok(value)
    } else {
        let allowed: Vec<String> = option.values.iter().map(u32::to_string).collect();
        Err(crate::judge::InputError::new(
            value.to_string(),
            allowed.join(", "),
            format!(
                "--{id} {value} is not allowed (allowed: {})",
                allowed.join(", ")
            ),
        ))
    }
}

/// The house rules in force: flags if any were given (`--variant` replaces
/// the saved variants for this run; an option flag overrides that option),
/// else what is saved, else the defaults.
pub fn resolve(
    game: &Game,
    flag_variants: &[String],
    flag_options: &[(&str, Option<u32>)],
) -> Result<HouseRules, crate::error::Error> {
    // A game without house rules has nothing in the file to read (and a
    // lookup for it need not touch the disk).
    let saved = if game.variants.is_empty() && game.options.is_empty() {
        None
    } else {
        load(game).map_err(crate::error::Error::Config)?
    };
    let mut options: BTreeMap<String, u32> = game
        .options
        .iter()
        .map(|o| (o.id.clone(), o.default))
        .collect();
    let mut variants = Vec::new();
    let mut origin = Origin::Defaults;
    if let Some((path, s)) = saved {
        variants = s.variants;
        options.extend(s.options);
        origin = Origin::Saved(path);
    }
    if !flag_variants.is_empty() {
        variants.clear();
        for v in flag_variants {
            let v = check_variant(game, v)?;
            if !variants.contains(&v) {
                variants.push(v);
            }
        }
        origin = Origin::Flags;
    }
    for (id, value) in flag_options {
        if let Some(value) = value {
            options.insert((*id).to_owned(), check_option(game, id, *value)?);
            origin = Origin::Flags;
        }
    }
    Ok(HouseRules {
        variants,
        options,
        origin,
    })
}
