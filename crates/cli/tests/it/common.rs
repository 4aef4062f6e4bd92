//! What the CLI tests share: the binary with a pinned environment.

use assert_cmd::Command;

/// `rulecard` with a pinned environment: no colour, 80 columns, the C
/// locale, and a progress directory of its own, so that neither CI's
/// locale and terminal nor the developer's own progress change a result.
pub(crate) fn rulecard() -> Command {
    let mut cmd = Command::cargo_bin("rulecard").unwrap();
    cmd.env_clear()
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LANG", "C")
        .env(
            "RULECARD_HOME",
            // Never created by the commands that read it: no progress, no
            // saved house rules.
            std::env::temp_dir().join(format!("rulecard-cli-tests-{}", std::process::id())),
        );
    cmd
}

/// Runs `cmd`, expects success, returns stdout.
pub(crate) fn success_stdout(mut cmd: Command) -> Vec<u8> {
    cmd.assert().success().get_output().stdout.clone()
}

/// Runs `args`, expects success, returns stdout.
pub(crate) fn stdout_of(args: &[&str]) -> String {
    let mut cmd = rulecard();
    cmd.args(args);
    String::from_utf8(success_stdout(cmd)).unwrap()
}

/// Runs `args`, expects success, parses stdout as JSON.
pub(crate) fn json_of(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout_of(args)).unwrap()
}

/// Runs `args`, expects exit `code`, parses stdout as JSON.
pub(crate) fn json_with_code(args: &[&str], code: i32) -> serde_json::Value {
    let out = rulecard()
        .args(args)
        .assert()
        .code(code)
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap()
}

/// Runs `args` with `home` as `RULECARD_HOME`, expects success, parses
/// stdout as JSON.
pub(crate) fn json_in(home: &std::path::Path, args: &[&str]) -> serde_json::Value {
    let mut cmd = rulecard();
    cmd.env("RULECARD_HOME", home).args(args);
    serde_json::from_slice(&success_stdout(cmd)).unwrap()
}
