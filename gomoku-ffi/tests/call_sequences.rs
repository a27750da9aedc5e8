//! The C ABI call-sequence checks of `fuzz/` (issue 11, item 16), run on a fixed number of
//! seeded random programs inside the test command: statuses are documented, out-parameters
//! untouched on failure, refused calls change nothing, `check`/`is_legal` predict `play`.
//!
//! `GOMOKU_FUZZ_RUNS` (default 600) sets the number of programs, `GOMOKU_TEST_SEED` the
//! seed (fixed by default; `random` for a fresh one). `cargo fuzz run c_abi_calls` (in
//! `fuzz/`, nightly) runs the same checks under libFuzzer for as long as wanted.

use gomoku_referee::testing::Rng;

#[path = "../../fuzz/checks/c_abi.rs"]
mod c_abi;

#[path = "../../gomoku-core/tests/seed/mod.rs"]
mod seed;

#[test]
fn seeded_call_sequences_keep_every_invariant() {
    let runs: usize = std::env::var("GOMOKU_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(600);
    let mut rng = Rng::from_state(seed::seed());
    let mut total = c_abi::Reached::default();
    for run in 0..runs {
        let len = 64 + (rng.next_u64() % 1500) as usize;
        let data: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        let result = std::panic::catch_unwind(|| c_abi::run(&data));
        if let Ok(r) = result {
            total.calls += r.calls;
            total.played += r.played;
            total.refused += r.refused;
            total.after_the_end += r.after_the_end;
        }
        if let Err(e) = result {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_default();
            panic!("program {run} ({len} bytes) broke an invariant: {msg}\n  bytes: {data:?}");
        }
    }
    println!("call sequences: {runs} programs, {total:?}");
    // The programs must reach what the checks are about.
    if runs >= 100 {
        assert!(total.played > runs, "too few moves played: {total:?}");
        assert!(
            total.refused > runs / 10,
            "too few moves refused: {total:?}"
        );
        assert!(total.after_the_end > 0, "no move after the end: {total:?}");
    }
}

/// Programs found worth keeping: each replays as a regression case.
#[test]
fn kept_programs() {
    for data in [
        &b""[..],
        // A game, a move far off the board on it after a resignation.
        &[7, 1, 16, 1, 0, 2, 11, 1, 9, 5, 9, 4],
    ] {
        let _ = c_abi::run(data);
    }
}
