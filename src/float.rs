//! `exp`, `expm1` and `pow` for the whole program, from the pure-Rust `libm` (the
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
