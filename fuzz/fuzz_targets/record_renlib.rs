#![no_main]
//! Any bytes through the renlib reader, and what reads replayed, without a panic.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(r) = gomoku_referee::record::read_renlib(data) {
        let _ = r.replay(gomoku_referee::Rules::renju());
        let _ = r.to_sgf(gomoku_referee::record::SgfRows::FromTop);
    }
});
