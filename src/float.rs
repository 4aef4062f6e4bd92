//! `exp`, `expm1`, `pow`, `log` and `hypot` for the whole program, from the pure-Rust `libm` (the
//! Rust project's port of musl's) rather than the system's shared libm.
//!
//! Why: they are the only functions of libm that rulecard calls (the
//! quiz's FSRS scheduling in rs-fsrs uses them), and loading and relocating
//! a whole shared library for them cost about a tenth of a process start,
//! paid by every lookup. Defined here, the linker resolves the calls to
//! them and `libm.so` is no longer needed. `tests/float.rs` checks that
//! they agree with the standard library's results.

/// `e` to the power `x`.
#[unsafe(no_mangle)]
pub extern "C" fn exp(x: f64) -> f64 {
    libm::exp(x)
}

/// `x` to the power `y`.
#[unsafe(no_mangle)]
pub extern "C" fn pow(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}

/// `e` to the power `x`, minus 1.
#[unsafe(no_mangle)]
pub extern "C" fn expm1(x: f64) -> f64 {
    libm::expm1(x)
}

/// The natural logarithm (Glicko-2 ratings use it).
#[unsafe(no_mangle)]
pub extern "C" fn log(x: f64) -> f64 {
    libm::log(x)
}

/// `sqrt(x² + y²)` without overflow (the terminal table's layout uses it).
#[unsafe(no_mangle)]
pub extern "C" fn hypot(x: f64, y: f64) -> f64 {
    libm::hypot(x, y)
}
