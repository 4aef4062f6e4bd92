//! Compiles `content/` (the YAML rule content and the interface's Fluent
//! catalogues, the source of truth written by people) with
//! `rulecard_content::compile` into `$OUT_DIR`, where the core includes it.
//! A content error fails the build and names the file, the item and the
//! problem.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let (Some(manifest), Some(out)) = (
        std::env::var_os("CARGO_MANIFEST_DIR"),
        std::env::var_os("OUT_DIR"),
    ) else {
        eprintln!(
            "rulecard-core's build script runs under cargo, which sets CARGO_MANIFEST_DIR and OUT_DIR"
        );
        return ExitCode::FAILURE;
    };
    let content = PathBuf::from(manifest).join("../../content");
    let out = PathBuf::from(out);
    // A folder: cargo looks at every file below it.
    println!("cargo:rerun-if-changed={}", content.display());
    // The web page's pack is laid out for its download (see `games`).
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let written = rulecard_content::compile::games(&content, web)
        .and_then(|games| {
            let ui = rulecard_content::compile::catalogues(&content.join("ui"))?;
            Ok([
                ("content.bin", games.pack),
                ("ids.rs", games.ids_rs.into_bytes()),
                ("ui.rs", ui.into_bytes()),
            ])
        })
        .map_err(|e| e.to_string())
        .and_then(|files| {
            files.into_iter().try_for_each(|(name, bytes)| {
                std::fs::write(out.join(name), bytes).map_err(|e| format!("{name}: {e}"))
            })
        });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("error: the content does not compile: {problem}");
            ExitCode::FAILURE
        }
    }
}
