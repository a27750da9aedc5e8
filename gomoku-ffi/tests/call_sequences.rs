//! The C ABI call-sequence checks of `fuzz/` (issue 11, item 16), run on a fixed number of
//! seeded random programs inside the test command: statuses are documented, out-parameters
//! untouched on failure, refused calls change nothing, `check`/`is_legal` predict `play`;
//! on every function of `include/gomoku.h` (games and rules, records and their readers and
//! trees, symmetries, openings, analysis, brains and the protocol, matches, clocks, names).
//!
//! `GOMOKU_FUZZ_RUNS` (default 600) sets the number of programs, `GOMOKU_TEST_SEED` the
//! seed (fixed by default; `random` for a fresh one). `cargo fuzz run c_abi_calls` (in
//! `fuzz/`, nightly) runs the same checks under libFuzzer for as long as wanted.

use gomoku_referee::testing::Rng;

#[path = "../../fuzz/checks/c_abi.rs"]
mod c_abi;

#[path = "../../gomoku-core/tests/seed/mod.rs"]
mod seed;

mod header;

/// The programs that once broke an invariant, kept as found (`tests/regressions/*.bin`):
/// `offer-symmetric-about-another-centre` (GOMOKU_TEST_SEED=17781381368677929448, program
/// 1571) met a fifth-move offer refused as the mirror image of an earlier one about a
/// centre that is not the board's (RULES.md §7), which the checker mapped about the
/// board's centre.
#[test]
fn kept_programs_keep_every_invariant() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regressions");
    let mut kept = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/regressions") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "bin") {
            let data = std::fs::read(&path).expect("a kept program");
            let reached = c_abi::run(&data);
            assert!(
                reached.symmetric_offers > 0
                    || !path.ends_with("offer-symmetric-about-another-centre.bin"),
                "{}: no symmetric offer reached",
                path.display()
            );
            kept += 1;
        }
    }
    assert!(kept >= 1, "no kept program in {}", dir.display());
}

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
        if let Ok(r) = &result {
            total.add(r);
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
    // The programs must reach what the checks are about: every family of the header,
    // and deep into the readers (not only their first-byte refusals). The rarer events
    // are asked of runs of 500 programs or more (the test command runs 600).
    let t = &total;
    for (what, count, least, from) in [
        ("moves played", t.played, runs, 100),
        ("moves refused", t.refused, runs / 10, 100),
        ("moves after the end", t.after_the_end, 1, 100),
        ("records read", t.records_read, runs / 10, 100),
        ("records refused", t.records_refused, runs / 2, 100),
        (
            "records refused past their first byte",
            t.refused_deep,
            runs / 4,
            100,
        ),
        ("mutated valid texts read", t.mutants_read, runs / 20, 100),
        ("tree nodes walked", t.nodes_walked, runs, 100),
        ("records replayed", t.replayed, runs / 20, 100),
        ("replays refused", t.replay_refused, 1, 500),
        ("records written and read back", t.written, runs / 20, 100),
        (
            "records written themselves and read back",
            t.rewritten,
            runs / 10,
            100,
        ),
        ("RenjuNet stream games", t.stream_games, runs / 20, 100),
        ("games transformed", t.transformed, runs / 10, 100),
        ("opening actions", t.opening_actions, runs, 100),
        ("symmetric offers explained", t.symmetric_offers, 1, 500),
        ("threats checked", t.threats, runs / 10, 100),
        ("explanations walked", t.explanations, runs / 100, 100),
        ("VCFs found", t.vcf_found, 1, 500),
        ("reference bot moves", t.bot_moves, runs / 20, 100),
        ("brain moves", t.brain_moves, runs / 50, 100),
        (
            "brain replies parsed back",
            t.brain_replies_parsed,
            runs / 10,
            100,
        ),
        ("protocol lines parsed", t.protocol_parsed, runs / 10, 100),
        ("INFO lines parsed", t.info_parsed, runs / 50, 100),
        ("match games recorded", t.match_games, 1, 500),
        ("clocks run out", t.flagged, 1, 500),
    ] {
        if runs >= from {
            assert!(
                count >= least,
                "too few {what} ({count} < {least}): {total:?}"
            );
        }
    }
}

/// Every function of `include/gomoku.h` is called by the checker (`fuzz/checks/c_abi.rs`),
/// so that random call sequences keep the C contract on all of them: a function added to
/// the header and not to the checker fails here. Names in comments count for neither.
#[test]
fn every_header_function_is_called_by_the_checker() {
    let checker = header::code_of("fuzz/checks/c_abi.rs");
    let declared = header::header_functions();
    assert!(
        declared.len() >= 150,
        "only {} functions found in the header",
        declared.len()
    );
    // Called: the name followed by `(` (a call), or passed as a function value (`,` or
    // `)` after it), outside comments.
    let missing = header::unused(&checker, &declared, |after| {
        matches!(after, Some('(' | ',' | ')'))
    });
    assert!(
        missing.is_empty(),
        "functions of include/gomoku.h that fuzz/checks/c_abi.rs never calls: {missing:?}"
    );
}

/// Programs found worth keeping: each replays as a regression case.
#[test]
fn kept_programs() {
    for data in [
        &b""[..],
        // A game, a move far off the board on it after a resignation.
        &[7, 1, 16, 1, 0, 2, 11, 1, 9, 5, 9, 4],
        // Taraguchi's fifth stone, expected in the central square or as offers anywhere:
        // a point of `gomoku_game_allowed_points` outside the square, placed, is refused
        // as outside the area (the checker took every allowed point for a placement).
        &[
            3, 0, 0, 0, 1, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 2, 0, 3, 6,
            0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 1, 11, 0, 0, 0, 0, 0, 8, 0, 2, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 1, 4, 1, 3, 0, 0, 0, 0, 0, 0, 5,
            0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 36, 1, 1, 5, 0, 3, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1,
            6, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 6, 0, 0, 0, 1, 1, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            3, 0, 0, 0, 0, 5, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 36, 0, 1, 2, 1, 0, 0,
            1, 0, 1, 0, 0, 36, 0, 1, 1, 1, 0, 1,
        ],
        // A placement of an opening with White's draw offer pending, taken back: the offer
        // lapsed with the stone and does not come back (taking back clears offers, as
        // `gomoku_game_undo` does), the rest is as before.
        &[
            1, 2, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 1, 1,
            0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 1, 0, 1, 4, 16, 0, 0, 0, 0, 3, 0, 8, 0, 1,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        // A brain fed a bad INFO line, then a command: the reply is the note
        // (`MESSAGE ignored "INFO": ...`) and the answer, two lines, as documented (the
        // checker took every reply for one line; found by the long run's fresh seed
        // 1479111573930743719, minimised from 1,023 bytes).
        &[
            1, 0, 143, 0, 155, 0, 0, 0, 0, 0, 0, 0, 234, 1, 0, 0, 54, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1,
            0, 1, 0, 0, 0, 0, 213, 179, 0, 0, 0, 0, 0, 0, 0, 171, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0,
            1, 198, 1, 28, 7, 0, 107, 0, 1, 1, 1, 130, 0, 1, 1,
        ],
    ] {
        let _ = c_abi::run(data);
    }
}
