//! The quiz's answer parser: the input is a typed answer, read against every
//! kind of answer the quiz asks for.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    rulecard_fuzz::answer(data);
});
