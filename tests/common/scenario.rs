//! The scenario files under `tests/data/<game>/*.scn`, shared by the engine
//! tests: blocks that start with `scenario: NAME`, then `key: value` lines;
//! `#` starts a comment line. Each test maps the keys to its own situation.

use std::fs;
use std::path::Path;

/// One scenario: where it starts (`file:line name`) and its lines after
/// the `scenario:` line, as (key, value).
pub struct Block {
    pub origin: String,
    pub fields: Vec<(String, String)>,
}

/// Every block of every `.scn` file in `dir`, files in name order.
pub fn load(dir: &Path) -> Vec<Block> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "scn"))
        .collect();
    files.sort();
    let mut all = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable scenario file");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut current: Option<Block> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("{name}:{}: expected `key: value`", i + 1));
            let value = value.trim().to_owned();
            if key == "scenario" {
                all.extend(current.take());
                current = Some(Block {
                    origin: format!("{name}:{} {value}", i + 1),
                    fields: Vec::new(),
                });
                continue;
            }
            current
                .as_mut()
                .unwrap_or_else(|| panic!("{name}:{}: `{key}` before any `scenario:`", i + 1))
                .fields
                .push((key.to_owned(), value));
        }
        all.extend(current);
    }
    all
}

/// Whether `actual` has every key of `expected` with the same value
/// (recursively); `{}` expects an empty object. The error names the path.
pub fn fragment_matches(
    expected: &serde_json::Value,
    actual: &serde_json::Value,
    path: &str,
) -> Result<(), String> {
    use serde_json::Value;
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) if e.is_empty() => {
            if a.is_empty() {
                Ok(())
            } else {
                Err(format!("{path}: expected {{}}, got {actual}"))
            }
        }
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                let Some(got) = a.get(k) else {
                    return Err(format!("{path}.{k}: missing in {actual}"));
                };
                fragment_matches(v, got, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        _ if expected == actual => Ok(()),
        _ => Err(format!("{path}: expected {expected}, got {actual}")),
    }
}
