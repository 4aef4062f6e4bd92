//! The rules lookup: the input is the query, looked up in every game and
//! suggested in every language.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::search(data);
});
