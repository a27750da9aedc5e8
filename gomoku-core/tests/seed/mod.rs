//! The seed of the property tests: fixed unless asked otherwise, so that the test command
//! gives the same result every run (issue 11, item 1).
//!
//! `GOMOKU_TEST_SEED` chooses it: unset, the fixed default; a number, that seed (to replay
//! a run); `random`, a fresh seed, printed so that a failure can be replayed.
//! `scripts/test-long.sh` runs the suites with fresh seeds and many more cases. Every
//! failure found is also kept by proptest in the suite's `*.proptest-regressions` file,
//! replayed first whatever the seed.
//!
//! Shared by `gomoku-core/tests/*.rs` and the agreement crate (`tests/`) with `#[path]`.

#![allow(dead_code)]

use proptest::test_runner::{Config, RngAlgorithm, RngSeed};

/// The seed every suite uses unless `GOMOKU_TEST_SEED` says otherwise.
pub const DEFAULT_SEED: u64 = 0x676f_6d6f_6b75; // "gomoku"

/// The seed of this run, from `GOMOKU_TEST_SEED` (see the module).
///
/// # Panics
///
/// When the variable is neither a number nor `random`.
pub fn seed() -> u64 {
    match std::env::var("GOMOKU_TEST_SEED") {
        Err(_) => DEFAULT_SEED,
        Ok(v) if v.eq_ignore_ascii_case("random") => {
            use std::hash::{BuildHasher, Hasher};
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            let s = h.finish();
            eprintln!("GOMOKU_TEST_SEED={s} (replay a failure with this seed)");
            s
        }
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("GOMOKU_TEST_SEED={v:?} is neither a number nor `random`")),
    }
}

/// `config` with the run's seed and a fixed generator algorithm.
pub fn seeded(config: Config) -> Config {
    Config {
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(seed()),
        ..config
    }
}

/// `cases` cases, or `PROPTEST_CASES` when it is set (for longer runs:
/// `PROPTEST_CASES=20000 cargo test -p gomoku-referee-tests --test properties`), with the run's
/// seed (see [`seeded`]).
pub fn cases(cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(cases);
    seeded(Config {
        cases,
        ..Config::default()
    })
}
