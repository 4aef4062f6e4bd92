//! Meister Makatsu's judge: a round or the end of a game in the scenario
//! lines of `tests/data/makatsu/*.scn`, parsed, judged and rendered as
//! `rulecard judge makatsu` does.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::judge_makatsu(data);
});
