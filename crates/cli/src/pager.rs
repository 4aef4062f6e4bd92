//! A pager for output longer than the terminal, as git and man have it.
//!
//! When stdout is a terminal, a reference command's output is held until
//! the command ends; if it has more lines than the terminal has rows, it
//! goes through the pager — `RULECARD_PAGER`, else `PAGER`, else
//! `less -FRX` (`LESS=FRX` is set when `LESS` is not, as git does) — and
//! otherwise straight to the terminal. `--no-pager`, or `RULECARD_PAGER`
//! set to the empty string or `cat`, turns it off. Output to a pipe or a
//! file is never paged.

use std::io::{self, IsTerminal, StdoutLock, Write};

/// Where a command's output goes: straight to stdout, or held to be paged
/// when it is known to be long.
pub enum Out {
    Direct(StdoutLock<'static>),
    Held(Vec<u8>),
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Out::Direct(w) => w.write(buf),
            Out::Held(v) => v.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Out::Direct(w) => w.flush(),
            Out::Held(_) => Ok(()),
        }
    }
}

/// The output for a command that may be paged (`pages`), under
/// `--no-pager` (`off`).
pub fn out(pages: bool, off: bool) -> Out {
    let stdout = io::stdout();
    if pages && !off && stdout.is_terminal() && command().is_some() {
        Out::Held(Vec::new())
    } else {
        Out::Direct(stdout.lock())
    }
}

/// The pager to run, by the rule above; `None` when paging is off.
fn command() -> Option<String> {
    let chosen = match std::env::var("RULECARD_PAGER") {
        Ok(p) => p,
        Err(_) => std::env::var("PAGER")
            .ok()
            .filter(|p| !p.trim().is_empty())
            .unwrap_or_else(|| "less -FRX".to_owned()),
    };
    let chosen = chosen.trim();
    (!chosen.is_empty() && chosen != "cat").then(|| chosen.to_owned())
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
    let text = match out {
        Out::Direct(mut w) => return w.flush(),
        Out::Held(text) => text,
    };
    if too_long(&text)
        && let Some(pager) = command()
        && page(&pager, &text)
    {
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
