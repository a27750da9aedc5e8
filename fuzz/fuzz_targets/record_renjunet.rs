#![no_main]
//! Any bytes through the RenjuNet stream (a bounded number of items), without a panic.
use gomoku_referee::record::renjunet::RenjuNetReader;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for game in RenjuNetReader::new(data).take(1000).flatten() {
        let _ = game.record.replay(gomoku_referee::Rules::renju());
    }
});
