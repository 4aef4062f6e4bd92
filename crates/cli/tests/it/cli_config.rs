//! Saved house rules: `config` writes them, `rules` shows them and where
//! they came from, flags override them, a bad file is named with its line.

use crate::common::{json_in, rulecard};
use predicates::prelude::*;

#[test]
fn saved_house_rules_apply_without_flags_and_flags_override_them() {
    let home = tempfile::tempdir().unwrap();
    let v = json_in(home.path(), &["rules", "maumau", "--json"]);
    assert_eq!(v["house_rules"]["from"], "defaults");
    assert_eq!(v["house_rules"]["options"]["hand-size"], 5);
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args([
            "config",
            "maumau",
            "--variant",
            "seven-stacking",
            "--hand-size",
            "6",
            "--lang",
            "en",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("--variant seven-stacking"));
    let v = json_in(home.path(), &["rules", "maumau", "--json"]);
    assert_eq!(
        v["house_rules"]["variants"],
        serde_json::json!(["seven-stacking"])
    );
    assert_eq!(v["house_rules"]["options"]["hand-size"], 6);
    assert_eq!(v["house_rules"]["from"], "config");
    assert!(
        v["house_rules"]["file"]
            .as_str()
            .unwrap()
            .ends_with("config.toml")
    );
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau", "--lang", "en"])
        .assert()
        .stdout(predicate::str::contains("House rules on: seven-stacking"))
        .stdout(predicate::str::contains("config.toml"));
    let v = json_in(
        home.path(),
        &["rules", "maumau", "--variant", "eight-stacking", "--json"],
    );
    assert_eq!(
        v["house_rules"]["variants"],
        serde_json::json!(["eight-stacking"])
    );
    assert_eq!(v["house_rules"]["from"], "flags");
    let v = json_in(home.path(), &["config", "maumau", "--clear", "--json"]);
    assert_eq!(v["variants"], serde_json::json!([]));
    let v = json_in(home.path(), &["rules", "maumau", "--json"]);
    assert_eq!(v["house_rules"]["from"], "defaults");
}

#[test]
fn bad_names_and_values_are_refused_with_suggestions() {
    let home = tempfile::tempdir().unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--variant", "sevn-stacking"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("did you mean seven-stacking"));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--hand-size", "9"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("allowed: 5, 6"));
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "makao", "--variant", "seven-stacking"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("makao has no house-rule variants"));
    assert!(
        !home.path().join("config.toml").exists(),
        "nothing was saved"
    );
}

#[test]
fn a_bad_config_file_is_named_with_its_line_never_a_silent_default() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("config.toml");
    std::fs::write(
        &file,
        "[maumau]\nvariants = [\"seven-stacking\",\n  \"eleven\"]\n",
    )
    .unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("config.toml:3"))
        .stderr(predicate::str::contains("eleven"));
    std::fs::write(&file, "[maumau]\nvariants = [\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("config.toml:"));
    std::fs::write(&file, "[maumau]\nhand-size = 7\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "config.toml:2: hand-size = 7 is not allowed",
        ));
    std::fs::write(&file, "[mau]\nhand-size = 5\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["rules", "maumau"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("config.toml:1"));
}

#[test]
fn config_help_says_the_options_save() {
    // The help as words, whatever the wrapping.
    let help = |args: &[&str]| {
        crate::common::stdout_of(args)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let config = help(&["config", "--help"]);
    assert!(!config.contains("for this run"), "{config}");
    assert!(config.contains("Save a house-rule variant"), "{config}");
    // The commands that use house rules for one run still say so.
    let judge = help(&["judge", "maumau", "--help"]);
    assert!(
        judge.contains("replaces the saved ones for this run"),
        "{judge}"
    );
}

/// `rulecard config --pager` saves the pager as a top-level key beside
/// the rest (off: `false`; a command; on: the key goes), and the file's
/// house rules and comments stay.
#[test]
fn the_pager_is_saved_with_config_and_the_rest_stays() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("config.toml");
    std::fs::write(&file, "# Tuesdays\n[maumau]\nhand-size = 6\n").unwrap();
    let config = |value: &str| {
        rulecard()
            .env("RULECARD_HOME", home.path())
            .args(["config", "--pager", value, "--lang", "en"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    let out = String::from_utf8(config("off")).unwrap();
    assert!(out.starts_with("Pager: off"), "{out}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("pager = false"), "{text}");
    assert!(
        text.contains("# Tuesdays") && text.contains("hand-size = 6"),
        "{text}"
    );
    config("less -S");
    let v = json_in(home.path(), &["config", "--pager", "less -S", "--json"]);
    assert_eq!(v["pager"], "less -S");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("pager = \"less -S\""), "{text}");
    // The house rules read as before.
    let v = json_in(home.path(), &["rules", "maumau", "--json"]);
    assert_eq!(v["house_rules"]["options"]["hand-size"], 6);
    let out = String::from_utf8(config("on")).unwrap();
    assert!(out.contains("less -FRX"), "{out}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!text.contains("pager"), "{text}");
    // A pager that is no switch and no command is named with its line.
    std::fs::write(&file, "\npager = 3\n").unwrap();
    rulecard()
        .env("RULECARD_HOME", home.path())
        .args(["config", "maumau", "--lang", "en"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("config.toml:2"))
        .stderr(predicate::str::contains("integer \"3\", expected false"));
}

/// The README and rulecard(1) give the pager's order as the program
/// follows it (terminal::the_saved_pager_comes_after_the_flag_and_the_environment):
/// the flag, the environment, the config file.
#[test]
fn the_docs_give_the_pagers_order() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"),
    )
    .unwrap();
    let man = crate::common::stdout_of(&["man"]).replace("\\-", "-");
    for (doc, said) in [
        (
            readme,
            "the flag before the environment, the environment before the config",
        ),
        (
            man,
            "the flag comes before the environment, and the environment before the config file",
        ),
    ] {
        let flat = doc.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(said), "{said}");
        for key in ["--no-pager", "RULECARD_PAGER", "config --pager", "PAGER"] {
            assert!(flat.contains(key), "{key}: {flat}");
        }
    }
}
