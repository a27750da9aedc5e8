//! Call sequences of the C ABI, checked after every call (see `checks/c_abi.rs`).
#![no_main]

#[path = "../checks/c_abi.rs"]
mod c_abi;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = c_abi::run(data);
});
