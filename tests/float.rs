//! The float functions rulecard defines for itself (`src/float.rs`) give
//! the textbook values, and the binary no longer needs the system's libm.

use rulecard::float::{exp, expm1, hypot, log, pow};

/// Whether `a` and `b` agree to within `ulps` units in the last place.
fn close(a: f64, b: f64, ulps: u64) -> bool {
    a == b || (a.to_bits().abs_diff(b.to_bits()) <= ulps && a.signum() == b.signum())
}

#[test]
fn exp_gives_the_textbook_values() {
    assert_eq!(exp(0.0), 1.0);
    assert!(close(exp(1.0), std::f64::consts::E, 1));
    assert!(close(exp(std::f64::consts::LN_2), 2.0, 1));
    assert!(close(exp(std::f64::consts::LN_10), 10.0, 1));
    assert_eq!(exp(f64::NEG_INFINITY), 0.0);
    assert!(exp(f64::NAN).is_nan());
    for i in -200..=200 {
        let x = f64::from(i) / 7.0;
        assert!(close(exp(x) * exp(-x), 1.0, 4), "exp({x})");
    }
}

#[test]
fn expm1_keeps_small_values() {
    assert_eq!(expm1(0.0), 0.0);
    // e^x - 1 = x + x²/2 + …: far below 1 ulp of 1 for a small x.
    let x = 1e-12;
    assert!(close(expm1(x), x + x * x / 2.0, 1));
    assert!(close(expm1(1.0), std::f64::consts::E - 1.0, 1));
    for i in -50..=50 {
        let x = f64::from(i) / 10.0;
        assert!(
            (expm1(x) - (exp(x) - 1.0)).abs() <= 1e-14 * exp(x).max(1.0),
            "expm1({x})"
        );
    }
}

#[test]
fn pow_gives_the_textbook_values() {
    assert_eq!(pow(2.0, 10.0), 1024.0);
    assert_eq!(pow(10.0, 3.0), 1000.0);
    assert_eq!(pow(7.0, 0.0), 1.0);
    assert_eq!(pow(0.0, 2.0), 0.0);
    for i in 1..=300 {
        let x = f64::from(i) / 3.0;
        assert!(close(pow(x, 0.5), x.sqrt(), 1), "pow({x}, 0.5)");
        assert!(close(pow(x, 2.0), x * x, 1), "pow({x}, 2)");
        assert!(close(pow(x, -1.0), 1.0 / x, 1), "pow({x}, -1)");
    }
    // What FSRS computes with: a retention below 1 to a fractional power.
    assert!(close(pow(0.9, 1.0 / -0.5), 1.0 / (0.9 * 0.9), 2));
}

#[test]
fn log_and_hypot_give_the_textbook_values() {
    assert_eq!(log(1.0), 0.0);
    assert!(close(log(std::f64::consts::E), 1.0, 1));
    assert!(log(0.0) == f64::NEG_INFINITY);
    assert_eq!(hypot(3.0, 4.0), 5.0);
    for i in 1..=300 {
        let x = f64::from(i) / 7.0;
        assert!(close(log(exp(x)), x, 2), "log(exp({x}))");
        assert!(close(hypot(x, 0.0), x, 0), "hypot({x}, 0)");
    }
}

#[test]
fn the_binary_does_not_need_the_system_libm() {
    let binary = std::fs::read(env!("CARGO_BIN_EXE_rulecard")).expect("the binary is built");
    let needle = b"libm.so";
    assert!(
        !binary.windows(needle.len()).any(|w| w == needle),
        "rulecard names libm.so among the libraries it needs"
    );
}
