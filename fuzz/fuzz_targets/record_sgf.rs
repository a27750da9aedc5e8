#![no_main]
//! SGF: any bytes read (both row conventions), replayed and written back without a panic;
//! what reads must read again the same after writing.
use gomoku_referee::Rules;
use gomoku_referee::record::{SgfOptions, SgfRows, read_sgf_collection};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for rows in [SgfRows::FromTop, SgfRows::FromBottom] {
        if let Ok(records) = read_sgf_collection(data, SgfOptions { rows, ..SgfOptions::default() }) {
            for r in records {
                let _ = r.replay(Rules::renju());
                let again = read_sgf_collection(r.to_sgf(rows), SgfOptions { rows, ..SgfOptions::default() }).unwrap();
                assert_eq!(again, [r]);
            }
        }
    }
});
