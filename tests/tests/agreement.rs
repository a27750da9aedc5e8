//! The core, the C ABI and the Python module agree, step by step, on random scenarios.
//!
//! `GOMOKU_AGREEMENT_CASES` (default 512) and `GOMOKU_AGREEMENT_ACTIONS` (default 60) raise
//! the number of cases and their length. Failing cases are kept in
//! `tests/proptest-regressions/agreement.txt` and replayed first.

use std::cell::RefCell;
use std::sync::OnceLock;

use gomoku_agreement::{PyFace, Stats, check_scenario, strategy};
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};

fn env_number(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
        })
        .unwrap_or(default)
}

/// The Python module, imported once. Not installed is a failure, never a skip.
fn python() -> &'static PyFace {
    static FACE: OnceLock<Result<PyFace, String>> = OnceLock::new();
    match FACE.get_or_init(PyFace::load) {
        Ok(face) => face,
        Err(e) => panic!("the agreement tests need the Python module: {e}"),
    }
}

#[test]
fn python_module_is_installed() {
    let _ = python();
}

#[test]
fn three_faces_agree() {
    let py = python();
    let config = Config {
        cases: env_number("GOMOKU_AGREEMENT_CASES", 512),
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
            "proptest-regressions/agreement.txt",
        ))),
        max_shrink_iters: 4096,
        ..Config::default()
    };
    let max_actions = env_number("GOMOKU_AGREEMENT_ACTIONS", 60) as usize;
    let mut runner = TestRunner::new(config);
    let stats = RefCell::new(Stats::default());
    let result = runner.run(&strategy::scenario(max_actions), |scenario| {
        check_scenario(&scenario, py, &mut stats.borrow_mut()).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    let stats = stats.into_inner();
    println!(
        "agreement: {} scenarios, {} actions compared on 3 faces",
        stats.cases, stats.steps
    );
    println!("  answers of the core: {:?}", stats.answers);
    println!(
        "  steps with the game over, by termination: {:?}",
        stats.outcomes
    );
    println!(
        "  steps with forbidden points: {}; with captured pairs: {}",
        stats.with_forbidden, stats.with_captures
    );
    println!(
        "  analysis at the ends: {} threats of a stone, {} explanations, {} VCFs found",
        stats.analysed_threats, stats.analysed_explanations, stats.vcf_found
    );
    // The generator must reach what it is meant to test: a drift in these figures means
    // the strategies no longer exercise the faces.
    if stats.cases >= 64 {
        for needed in [
            "ok",
            "PlayError::Occupied",
            "PlayError::OffBoard",
            "GameError::GameOver",
        ] {
            assert!(
                stats.answers.contains_key(needed),
                "no step answered {needed}"
            );
        }
        assert!(
            stats.outcomes.contains_key("five"),
            "no game was won by a five"
        );
        assert!(
            stats.with_forbidden > 0,
            "no forbidden point was ever compared"
        );
        assert!(stats.with_captures > 0, "no capture was ever compared");
        assert!(stats.analysed_threats > 0, "no threat was ever compared");
    }
}
