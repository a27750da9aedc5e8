//! JSON read as every value type of the core, checked (see `checks/serde.rs`).
#![no_main]

#[path = "../checks/serde.rs"]
mod serde_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = serde_checks::run(data);
});
