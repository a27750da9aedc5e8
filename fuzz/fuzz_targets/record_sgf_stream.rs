#![no_main]
//! The SGF collection stream (issue 25): any bytes, read through buffers of 1 to 16 bytes,
//! give exactly what the in-memory reader gives — the same records, then the same error
//! at the same place — and never panic. Its bounded, seeded counterpart in the test
//! command: `gomoku-core/tests/records.rs` (`assert_stream_agrees`).
use gomoku_referee::record::{SgfCollectionReader, SgfGames, SgfOptions, StreamError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, bytes)) = data.split_first() else {
        return;
    };
    let capacity = 1 + usize::from(first % 16);
    let options = SgfOptions::default();
    let reader = std::io::BufReader::with_capacity(capacity, bytes);
    let streamed: Vec<_> = SgfCollectionReader::new(reader, options).collect();
    let in_memory: Vec<_> = SgfGames::new(bytes, options)
        .map(|r| r.map_err(StreamError::Record))
        .collect();
    assert_eq!(streamed, in_memory);
});
