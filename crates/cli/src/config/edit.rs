//! Writing `config.toml` back as the user left it: the file as read is
//! edited in place (toml_edit), so comments, blank lines, key order and
//! the way values are written survive a `config` save; only the keys
//! whose values changed are rewritten, and a removed section goes with its
//! own comments alone.

use toml_edit::{DocumentMut, Item, TableLike, Value};

/// One game's section as it is to be saved; `None` removes the section.
pub(crate) struct Section<'a> {
    pub(crate) variants: Vec<&'a str>,
    pub(crate) hand_size: Option<u32>,
    pub(crate) mau_penalty: Option<u32>,
}

/// The top-level keys as they are to be saved; `None` removes a key.
pub(crate) struct Top<'a> {
    /// The default game.
    pub(crate) game: Option<&'a str>,
    /// The pager: `false` (off) or a command.
    pub(crate) pager: Option<Value>,
}

/// `text` (the file as read, which parsed) with the top-level keys set to
/// `top` and each game's section set to its [`Section`] or removed.
pub(crate) fn apply(
    text: &str,
    top: Top<'_>,
    sections: [(&str, Option<Section<'_>>); 3],
) -> Result<String, String> {
    let mut doc: DocumentMut = text
        .parse()
        .map_err(|e: toml_edit::TomlError| e.to_string())?;
    for (name, section) in sections {
        let Some(section) = section else {
            doc.remove(name);
            continue;
        };
        if !doc.get(name).is_some_and(Item::is_table_like) {
            doc.insert(name, toml_edit::table());
        }
        let Some(table) = doc.get_mut(name).and_then(Item::as_table_like_mut) else {
            return Err(format!("[{name}] is not a table"));
        };
        let variants = (!section.variants.is_empty())
            .then(|| Value::Array(section.variants.iter().copied().collect()));
        // A comment above the last key goes with it.
        set(table, "variants", variants);
        set(
            table,
            "hand-size",
            section.hand_size.map(|n| Value::from(i64::from(n))),
        );
        set(
            table,
            "mau-penalty",
            section.mau_penalty.map(|n| Value::from(i64::from(n))),
        );
    }
    // Last, so that the first section they may pass a comment to stays.
    for (key, value) in [("game", top.game.map(Value::from)), ("pager", top.pager)] {
        if let Some(comment) = set(doc.as_table_mut(), key, value) {
            // The comment above a removed top-level key is often the
            // file's own first lines: it moves to the first section.
            if let Some(table) = doc.iter_mut().find_map(|(_, item)| item.as_table_mut()) {
                put_before(table.decor_mut(), comment);
            }
        }
    }
    Ok(doc.to_string())
}

/// Sets `key` to `value` (or removes it), leaving it untouched when it
/// already holds that value and keeping the comments around it when it
/// does not. A removed key's comment above it goes to the key after it;
/// when there is none, it is returned.
fn set(table: &mut dyn TableLike, key: &str, value: Option<Value>) -> Option<String> {
    let Some(mut value) = value else {
        let comment = table
            .key(key)
            .and_then(|k| k.leaf_decor().prefix())
            .and_then(|p| p.as_str())
            .filter(|p| p.contains('#'))
            .map(str::to_owned);
        let next = table
            .iter()
            .map(|(k, _)| k.to_owned())
            .skip_while(|k| k != key)
            .nth(1);
        table.remove(key);
        let comment = comment?;
        let Some(mut next) = next.as_deref().and_then(|k| table.key_mut(k)) else {
            return Some(comment);
        };
        put_before(next.leaf_decor_mut(), comment);
        return None;
    };
    match table.get_mut(key) {
        // Replaced in place: the key keeps its comments, the value those
        // after it on its line.
        Some(Item::Value(old)) => {
            if !same(old, &value) {
                *value.decor_mut() = old.decor().clone();
                *old = value;
            }
        }
        _ => {
            table.insert(key, Item::Value(value));
        }
    }
    None
}

/// Puts `comment` above what `decor` already has before its item.
fn put_before(decor: &mut toml_edit::Decor, comment: String) {
    let rest = decor.prefix().and_then(|p| p.as_str()).unwrap_or("");
    let prefix = comment + rest;
    decor.set_prefix(prefix);
}

/// Whether two values are the same data, however they are written.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::String(a), Value::String(b)) => a.value() == b.value(),
        (Value::Integer(a), Value::Integer(b)) => a.value() == b.value(),
        (Value::Boolean(a), Value::Boolean(b)) => a.value() == b.value(),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b.iter()).all(|(a, b)| same(a, b))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND_EDITED: &str = "\
# Our table's rules (Tuesday nights)
game = \"maumau\"   # searched first

[makao]
# nothing special

[maumau]
# Anna insists on this one
variants = [\"seven-stacking\"]
hand-size = 5 # five, not six
";

    fn maumau(variants: Vec<&str>, hand_size: Option<u32>) -> Option<Section<'_>> {
        Some(Section {
            variants,
            hand_size,
            mau_penalty: None,
        })
    }

    #[test]
    fn an_edit_keeps_comments_order_and_untouched_values() {
        let text = apply(
            HAND_EDITED,
            Top {
                game: Some("maumau"),
                pager: None,
            },
            [
                ("makatsu", None),
                (
                    "makao",
                    Some(Section {
                        variants: vec![],
                        hand_size: None,
                        mau_penalty: None,
                    }),
                ),
                ("maumau", maumau(vec!["seven-stacking"], Some(6))),
            ],
        )
        .unwrap();
        assert_eq!(
            text,
            HAND_EDITED.replace(
                "hand-size = 5 # five, not six",
                "hand-size = 6 # five, not six"
            )
        );
    }

    #[test]
    fn sections_and_keys_come_and_go_alone() {
        let text = apply(
            HAND_EDITED,
            Top {
                game: None,
                pager: None,
            },
            [
                ("makatsu", None),
                ("makao", None),
                (
                    "maumau",
                    maumau(vec!["seven-stacking", "eight-stacking"], None),
                ),
            ],
        )
        .unwrap();
        assert!(!text.contains("game ="), "{text}");
        assert!(
            text.starts_with("# Our table's rules (Tuesday nights)\n"),
            "{text}"
        );
        assert!(!text.contains("[makao]"), "{text}");
        assert!(text.contains("# Anna insists on this one\n"), "{text}");
        assert!(
            text.contains("variants = [\"seven-stacking\", \"eight-stacking\"]"),
            "{text}"
        );
        assert!(!text.contains("hand-size"), "{text}");
        let fresh = apply(
            "",
            Top {
                game: Some("makao"),
                pager: None,
            },
            [
                ("makatsu", None),
                ("makao", None),
                ("maumau", maumau(vec![], Some(6))),
            ],
        )
        .unwrap();
        assert_eq!(fresh, "game = \"makao\"\n\n[maumau]\nhand-size = 6\n");
    }

    #[test]
    fn the_pager_is_a_top_level_key_that_comes_and_goes() {
        let sections = || {
            [
                ("makatsu", None),
                ("makao", None),
                ("maumau", maumau(vec!["seven-stacking"], Some(5))),
            ]
        };
        let top = |pager| Top {
            game: Some("maumau"),
            pager,
        };
        let off = apply(HAND_EDITED, top(Some(Value::from(false))), sections()).unwrap();
        let head = off.split("\n[").next().unwrap();
        assert!(head.contains("pager = false"), "{off}");
        assert!(off.contains("# Anna insists on this one\n"), "{off}");
        let less = apply(&off, top(Some(Value::from("less -S"))), sections()).unwrap();
        assert!(less.contains("pager = \"less -S\""), "{less}");
        assert!(!less.contains("pager = false"), "{less}");
        let gone = apply(&less, top(None), sections()).unwrap();
        assert!(!gone.contains("pager"), "{gone}");
        assert!(gone.starts_with("# Our table's rules"), "{gone}");
    }
}
