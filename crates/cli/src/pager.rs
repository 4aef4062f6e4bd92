//! A pager for output longer than the terminal, as git and man have it.
//!
//! When stdout is a terminal, a reference command's output is held until
//! the command ends; if it has more lines than the terminal has rows, it
//! goes through the pager, and otherwise straight to the terminal. The
//! first of these that says something decides, as git's `GIT_PAGER`,
//! `core.pager` and `PAGER` do:
//!
//! 1. `--no-pager`: off;
//! 2. `RULECARD_PAGER`: that command (the empty string or `cat`: off);
//! 3. `pager` in config.toml (`rulecard config --pager`): `false` is off,
//!    a string that command (`""` or `cat`: off), `true` goes on below;
//! 4. `PAGER`, else `less -FRX` (`LESS=FRX` is set when `LESS` is not).
//!
//! Output to a pipe or a file is never paged (and the config is not read
//! for it).

use std::io::{self, IsTerminal, StdoutLock, Write};

use crate::config::PagerSetting;

/// Where a command's output goes: straight to stdout, or held to be paged
/// by `pager` when it is known to be long.
pub enum Out {
    Direct(StdoutLock<'static>),
    Held { text: Vec<u8>, pager: String },
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Out::Direct(w) => w.write(buf),
            Out::Held { text, .. } => text.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Out::Direct(w) => w.flush(),
            Out::Held { .. } => Ok(()),
        }
    }
}

/// The output for a command that may be paged (`pages`), under
/// `--no-pager` (`off`). A config file that does not read is an error
/// here as for any command that reads it.
pub fn out(pages: bool, off: bool) -> Result<Out, crate::error::Error> {
    let stdout = io::stdout();
    if !pages || off || !stdout.is_terminal() {
        return Ok(Out::Direct(stdout.lock()));
    }
    let var = |name| std::env::var(name).ok();
    Ok(
        match choose(var("RULECARD_PAGER"), crate::config::pager, var("PAGER"))? {
            Some(pager) => Out::Held {
                text: Vec::new(),
                pager,
            },
            None => Out::Direct(stdout.lock()),
        },
    )
}

/// The pager by the order above, from `RULECARD_PAGER`, the saved setting
/// (read only when that is unset) and `PAGER`; `None` when paging is off.
fn choose<E>(
    rulecard_pager: Option<String>,
    saved: impl FnOnce() -> Result<Option<PagerSetting>, E>,
    pager: Option<String>,
) -> Result<Option<String>, E> {
    let command = |c: &str| {
        let c = c.trim();
        (!c.is_empty() && c != "cat").then(|| c.to_owned())
    };
    if let Some(chosen) = rulecard_pager {
        return Ok(command(&chosen));
    }
    match saved()? {
        Some(PagerSetting::Switch(false)) => return Ok(None),
        Some(PagerSetting::Command(chosen)) => return Ok(command(&chosen)),
        Some(PagerSetting::Switch(true)) | None => {}
    }
    let pager = pager.filter(|p| !p.trim().is_empty());
    Ok(command(pager.as_deref().unwrap_or("less -FRX")))
}

/// Whether `text` needs more rows than the terminal has (one is kept for
/// the shell's prompt).
fn too_long(text: &[u8]) -> bool {
    let rows = terminal_size::terminal_size_of(io::stdout()).map(|(_, h)| usize::from(h.0));
    let lines = text.iter().filter(|&&b| b == b'\n').count();
    rows.is_some_and(|rows| lines + 1 > rows)
}

/// Ends the output: held output is paged when it is too long for the
/// terminal, else written out.
pub fn finish(out: Out) -> io::Result<()> {
    let (text, pager) = match out {
        Out::Direct(mut w) => return w.flush(),
        Out::Held { text, pager } => (text, pager),
    };
    if too_long(&text) && page(&pager, &text) {
        return Ok(());
    }
    let mut stdout = io::stdout().lock();
    stdout.write_all(&text)?;
    stdout.flush()
}

/// Runs `pager` on `text`; false when it could not be started (the text
/// is then printed as it is).
#[cfg(unix)]
fn page(pager: &str, text: &[u8]) -> bool {
    use std::process::{Command, Stdio};
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(pager).stdin(Stdio::piped());
    if std::env::var_os("LESS").is_none() {
        cmd.env("LESS", "FRX");
    }
    let Ok(mut child) = cmd.spawn() else {
        return false;
    };
    // Ctrl-C belongs to the pager while it runs (less reads it as "stop
    // searching"): rulecard must not die under it and leave the terminal
    // to a pager without its parent. A paged command runs no quiz, so
    // the one handler a process may set is free for this.
    let _ = ctrlc::set_handler(|| {});
    if let Some(mut stdin) = child.stdin.take() {
        // A reader who quits the pager early closes the pipe: not an error.
        let _ = stdin.write_all(text);
    }
    let _ = child.wait();
    true
}

#[cfg(not(unix))]
fn page(_pager: &str, _text: &[u8]) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(
        rulecard_pager: Option<&str>,
        saved: Option<PagerSetting>,
        pager: Option<&str>,
    ) -> Option<String> {
        let read = std::cell::Cell::new(false);
        let result = choose::<()>(
            rulecard_pager.map(str::to_owned),
            || {
                read.set(true);
                Ok(saved)
            },
            pager.map(str::to_owned),
        )
        .unwrap();
        // The file is read only when the environment leaves it open.
        assert_eq!(read.get(), rulecard_pager.is_none());
        result
    }

    #[test]
    fn the_environment_comes_before_the_config_and_the_config_before_pager() {
        use PagerSetting::{Command, Switch};
        let less = Some("less -FRX".to_owned());
        let named = |c: &str| Some(c.to_owned());
        assert_eq!(chosen(None, None, None), less);
        assert_eq!(chosen(None, None, Some("more")), named("more"));
        assert_eq!(chosen(None, None, Some(" ")), less);
        // The config: off, a command, the default.
        assert_eq!(chosen(None, Some(Switch(false)), Some("more")), None);
        assert_eq!(
            chosen(None, Some(Command("less -S".into())), Some("more")),
            named("less -S")
        );
        assert_eq!(chosen(None, Some(Command("cat".into())), None), None);
        assert_eq!(chosen(None, Some(Command(String::new())), None), None);
        assert_eq!(
            chosen(None, Some(Switch(true)), Some("more")),
            named("more")
        );
        // RULECARD_PAGER over the config, also to turn it off.
        assert_eq!(
            chosen(Some("most"), Some(Switch(false)), None),
            named("most")
        );
        assert_eq!(
            chosen(Some("cat"), Some(Command("less".into())), None),
            None
        );
        assert_eq!(chosen(Some(""), None, Some("more")), None);
    }
}
