//! rulecard: a rules reference, judge and quiz for card games at the table.
//!
//! The binary in `main.rs` only calls [`run`] and reports its error; every
//! piece of logic lives in this library so that tests and benchmarks use the
//! same code as players do.

pub mod cli;
pub mod commands;
pub mod config;
pub mod content;
pub mod engine;
pub mod error;
pub mod i18n;
pub mod judge;
pub mod quiz;
pub mod render;

use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

pub use error::{Error, Failure};

/// Parses the arguments, runs the command, and says how it ended.
pub fn run<I, T>(args: I) -> Result<ExitCode, Failure>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // Known before parsing, so that even a parse error comes out as JSON.
    let json = args.iter().skip(1).any(|a| a == "--json");
    let cli = match parse(&args) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version are answers, not errors.
            let _ = e.print();
            return Ok(ExitCode::SUCCESS);
        }
        Err(e) => {
            return Err(Failure {
                error: e.into(),
                json,
            });
        }
    };
    let json = cli.json;
    let stdout = std::io::stdout();
    let color = match cli.color {
        cli::ColorWhen::Always => true,
        cli::ColorWhen::Never => false,
        cli::ColorWhen::Auto => {
            stdout.is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let mut ctx = commands::Ctx {
        lang: cli.lang,
        env_lang: content::Lang::from_env(),
        style: render::Style { color },
        width: render::width(),
        json,
        out: std::io::BufWriter::new(stdout.lock()),
    };
    let result = commands::dispatch(cli.command, &mut ctx).and_then(|code| {
        ctx.out.flush()?;
        Ok(code)
    });
    result.map_err(|error| {
        // What was written before the error still belongs on the screen.
        let _ = ctx.out.flush();
        Failure { error, json }
    })
}

/// What `Cli::try_parse_from` does, without taking the command definition
/// down again afterwards: the process needs it until exit, and freeing
/// every argument's strings one by one was a measurable part of a lookup.
fn parse(args: &[OsString]) -> Result<cli::Cli, clap::Error> {
    let mut command = cli::Cli::command();
    let parsed = command
        .try_get_matches_from_mut(args)
        .and_then(|mut matches| cli::Cli::from_arg_matches_mut(&mut matches))
        .map_err(|e| e.format(&mut command));
    std::mem::forget(command);
    parsed
}
