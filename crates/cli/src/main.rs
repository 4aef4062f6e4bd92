//! The `rulecard` binary: runs the library and reports an error once.

use std::process::ExitCode;

fn main() -> ExitCode {
    match rulecard::run(std::env::args_os()) {
        Ok(code) => code,
        Err(failure) => {
            failure.report();
            failure.exit_code()
        }
    }
}
