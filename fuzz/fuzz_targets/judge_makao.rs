//! Makao's judge: the legal-plays and sequence forms in the scenario lines of
//! `tests/data/makao/*.scn`, judged and rendered as `rulecard judge makao`
//! does.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::judge_makao(data);
});
