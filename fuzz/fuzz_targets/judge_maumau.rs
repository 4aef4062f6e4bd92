//! Mau-Mau's judge under house rules: the scenario lines of
//! `tests/data/maumau/*.scn` (with `variant:` and `option:`), judged and
//! rendered as `rulecard judge maumau` does.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::judge_maumau(data);
});
