//! The core, the C ABI, the Python module and the npm package (JavaScript) agree, step by
//! step, on random scenarios; the record trees and the text questions on the first three.
//!
//! `GOMOKU_AGREEMENT_CASES` (default 512) and `GOMOKU_AGREEMENT_ACTIONS` (default 60) raise
//! the number of cases and their length; `GOMOKU_TEST_SEED` the seed (fixed by default,
//! `random` for a fresh one). Failing cases are kept in
//! `tests/proptest-regressions/agreement.txt` and replayed first.

use std::cell::RefCell;
use std::sync::OnceLock;

use gomoku_agreement::{PyFace, Stats, Switch, check_scenario, strategy};
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};

// The seed of the run: fixed unless GOMOKU_TEST_SEED says otherwise (the same helper as
// gomoku-core's property tests).
#[path = "../../gomoku-core/tests/seed/mod.rs"]
mod seed;

// The header read as text, shared with gomoku-ffi's call-sequence checks.
#[path = "../../gomoku-ffi/tests/header/mod.rs"]
mod header;

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

/// The npm package is built and node loads it. Not built is a failure, never a skip.
#[test]
fn javascript_package_is_built() {
    if let Err(e) = gomoku_agreement::JsFace::load() {
        panic!("the agreement tests need the npm package: {e}");
    }
}

#[test]
fn three_faces_agree() {
    let py = python();
    let config = seed::seeded(Config {
        cases: env_number("GOMOKU_AGREEMENT_CASES", 512),
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
            "proptest-regressions/agreement.txt",
        ))),
        max_shrink_iters: 4096,
        ..Config::default()
    });
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
        "agreement: {} scenarios, {} actions compared on 4 faces",
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
            // Issue 11, item 14: coordinates no board holds, on a finished game.
            "(no point: a move after the end)",
        ] {
            assert!(
                stats.answers.contains_key(needed),
                "no step answered {needed}"
            );
        }
        // Issue 18, item 4: every ending the generators can reach without a clock.
        for needed in ["five", "board-full", "no-legal-move"] {
            assert!(
                stats.outcomes.contains_key(needed),
                "no game ended by {needed}"
            );
        }
        assert!(
            stats.with_forbidden > 0,
            "no forbidden point was ever compared"
        );
        assert!(stats.with_captures > 0, "no capture was ever compared");
        assert!(stats.analysed_threats > 0, "no threat was ever compared");
    }
}

/// The opening protocols of RULES.md §7 through the three faces: random sequences of
/// opening actions, legal and illegal, under every rule.
#[test]
fn three_faces_agree_on_openings() {
    let py = python();
    // The run's seed (fixed in the test command, fresh in scripts/test-long.sh), as
    // three_faces_agree: a generator fixed here would give the long run the same
    // scenarios as every CI run.
    let config = seed::seeded(Config {
        cases: env_number("GOMOKU_AGREEMENT_CASES", 512),
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
            "proptest-regressions/agreement-openings.txt",
        ))),
        max_shrink_iters: 4096,
        ..Config::default()
    });
    let max_actions = env_number("GOMOKU_AGREEMENT_ACTIONS", 60) as usize;
    let mut runner = TestRunner::new(config);
    let stats = RefCell::new(Stats::default());
    let result = runner.run(&strategy::opening_scenario(max_actions), |scenario| {
        check_scenario(&scenario, py, &mut stats.borrow_mut()).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    let stats = stats.into_inner();
    println!(
        "agreement (openings): {} scenarios, {} actions compared on 4 faces; {} steps after a complete opening",
        stats.cases, stats.steps, stats.openings_complete
    );
    println!("  answers of the core: {:?}", stats.answers);
    if stats.cases >= 64 {
        for needed in [
            "ok",
            "OpeningError::Unexpected",
            "OpeningError::OutsideArea",
            "OpeningError::OfferCount",
            "OpeningError::NotOffered",
            "PlayError::OpeningUnderWay",
        ] {
            assert!(
                stats.answers.contains_key(needed),
                "no step answered {needed}: the opening strategy no longer reaches it"
            );
        }
        assert!(
            stats.openings_complete > 0,
            "no opening was played to its end"
        );
    }
}

/// A scenario written by hand: `moves` in text notation, played from `start`.
fn fixed(
    preset: gomoku_referee::Preset,
    start: gomoku_agreement::Start,
    moves: &str,
) -> gomoku_agreement::Scenario {
    let actions = moves
        .split_whitespace()
        .map(|m| {
            let p: gomoku_referee::Point = m.parse().expect("a point");
            gomoku_agreement::Action::Place(i32::from(p.x()), i32::from(p.y()))
        })
        .collect();
    gomoku_agreement::Scenario {
        rules: gomoku_agreement::RulesSpec {
            preset,
            switches: Vec::new(),
        },
        start,
        actions,
    }
}

/// The Ninuki-Renju end cases of RULES.md §5 (issue 11) run through the three faces: a
/// capture that leaves the opponent a five, both won, a breaking capture that would be a
/// double-three, a reply that wins by itself.
#[test]
fn ninuki_end_cases_agree() {
    use gomoku_agreement::Start;
    use gomoku_referee::{Color, Preset};
    let py = python();
    let xy = |text: &str| -> Vec<(i32, i32)> {
        text.split_whitespace()
            .map(|t| {
                let p: gomoku_referee::Point = t.parse().expect("a point");
                (i32::from(p.x()), i32::from(p.y()))
            })
            .collect()
    };
    let cut = Start::Setup {
        black: xy("c5 d5 e5 f5 g5 h5 h6"),
        white: xy("h7 a15 c15 e15 g15 m15"),
        turn: Color::White,
        captures: [0, 4],
    };
    let pending = Start::Setup {
        black: xy("d8 e8 f8 g8 g9"),
        white: xy("g10 a1 a2 a3 a4"),
        turn: Color::Black,
        captures: [0, 0],
    };
    let scenarios = [
        fixed(
            Preset::NinukiRenju,
            Start::Empty,
            "c5 h7 d5 a15 e5 c15 g5 e15 h5 g15 h6 m15 f5 h4 a1",
        ),
        fixed(Preset::NinukiRenju, cut, "h4 a1"),
        fixed(
            Preset::NinukiRenju,
            Start::Empty,
            "d8 f10 e8 e7 f9 g7 g8 f5 f8 f6 h8 f7 f8",
        ),
        fixed(Preset::NinukiRenju, pending.clone(), "h8 a5 a6"),
        fixed(Preset::NinukiRenju, pending, "h8 g7 o15"),
    ];
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    for t in ["five", "both-won"] {
        assert!(stats.outcomes.contains_key(t), "no game ended by {t}");
    }
}

/// Offers symmetric under a symmetry that keeps the position (RULES.md §7, issue 17): the
/// three faces refuse them alike and name the same offers and the same `Symmetry` (the C
/// face through `gomoku_game_symmetric_offer`, Python through the exception's attributes).
#[test]
fn symmetric_offers_agree() {
    use gomoku_agreement::{Action, Offers, RulesSpec, Scenario, Start};
    use gomoku_referee::Preset;
    let py = python();
    let xy = |t: &str| -> (i32, i32) {
        let p: gomoku_referee::Point = t.parse().expect("a point");
        (i32::from(p.x()), i32::from(p.y()))
    };
    let stone = |t: &str| {
        let (x, y) = xy(t);
        Action::Stone(x, y)
    };
    let offers =
        |text: &str| Action::Offers(Offers::new(&text.split(' ').map(xy).collect::<Vec<_>>()));
    let rif = |actions: Vec<Action>| Scenario {
        rules: RulesSpec {
            preset: Preset::Renju,
            switches: Vec::new(),
        },
        start: Start::Opening { kind: 3, n: 0 },
        actions,
    };
    let scenarios = [
        // Every stone on column h: the left-right mirror (tests/data/openings.jsonl).
        rif(vec![
            stone("h8"),
            stone("h9"),
            stone("h10"),
            Action::Keep,
            stone("h6"),
            offers("g8 i8"),
            offers("i9 g9"),
            offers("g8 i9"),
        ]),
        // Every stone on the diagonal a1-o15: the reflection x <-> y, in either order.
        rif(vec![
            stone("h8"),
            stone("i9"),
            stone("j10"),
            Action::Keep,
            stone("g7"),
            offers("h9 i8"),
            offers("i8 h9"),
            offers("h9 j8"),
        ]),
    ];
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    assert_eq!(
        stats.answers.get("OpeningError::SymmetricOffer"),
        Some(&4),
        "{:?}",
        stats.answers
    );
}

/// Issue 18: every rules switch, with every value class (on, off, bounds, refused), on
/// every preset, alone and then undone by the switch that clears it, through the three
/// faces. Each scenario compares the switch's answer and the rules it leaves, so a setter
/// that answers OK without setting is seen whatever the random generator draws (a
/// `set_caro_rule` or a `clear_move_limit` that did nothing survived 16 random cases).
#[test]
fn every_switch_on_every_preset_agrees() {
    use gomoku_agreement::{Action, RulesSpec, Scenario, Start};
    use gomoku_referee::{Color, Preset};
    let py = python();
    let mut single = vec![
        Switch::Size(5),
        Switch::Size(9),
        Switch::Size(26),
        Switch::Size(4),
        Switch::Size(27),
        Switch::Size(u32::MAX),
        Switch::Caro(true),
        Switch::Caro(false),
        Switch::Lose(true),
        Switch::Lose(false),
        Switch::PerfectFive(true),
        Switch::PerfectFive(false),
        Switch::Pass(true),
        Switch::Pass(false),
        Switch::Capture(Some(1)),
        Switch::Capture(Some(5)),
        Switch::Capture(Some(0)),
        Switch::Capture(Some(101)),
        Switch::Capture(None),
        Switch::MoveLimit(Some(10)),
        Switch::MoveLimit(Some(0)),
        Switch::MoveLimit(Some(65536)),
        Switch::MoveLimit(None),
    ];
    for c in [Color::Black, Color::White] {
        single.extend([
            Switch::OverlineWins(c, true),
            Switch::OverlineWins(c, false),
        ]);
        single.extend((0..8).map(|bits| Switch::Restrictions(c, bits)));
    }
    // Set, then cleared or turned back: the clearing switch must undo it.
    let pairs = [
        [Switch::MoveLimit(Some(12)), Switch::MoveLimit(None)],
        [Switch::Capture(Some(3)), Switch::Capture(None)],
        [Switch::Caro(true), Switch::Caro(false)],
        [Switch::Pass(true), Switch::Pass(false)],
        [Switch::Lose(true), Switch::Lose(false)],
        [Switch::PerfectFive(true), Switch::PerfectFive(false)],
        [Switch::Size(9), Switch::Size(15)],
    ];
    let lists = single
        .iter()
        .map(|s| vec![*s])
        .chain(pairs.iter().map(|p| p.to_vec()));
    let mut scenarios = Vec::new();
    for switches in lists {
        for preset in Preset::ALL {
            scenarios.push(Scenario {
                rules: RulesSpec {
                    preset,
                    switches: switches.clone(),
                },
                start: Start::Empty,
                // One move, so that the game is built and observed under the rules.
                actions: vec![Action::Place(2, 2)],
            });
        }
    }
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    assert_eq!(
        stats.steps,
        scenarios.len(),
        "every scenario plays its move"
    );
}

/// Issue 18: the hand-written forbidden cases of `tests/data/forbidden.jsonl` (RULES.md §6,
/// each with its reference explanation) through the three faces, Black to move: every
/// explanation walked through each face's accessors, nested ones included (a C
/// `gomoku_explanation_child` that never gave the child survived the random scenarios,
/// which seldom nest forbidden points).
#[test]
fn explanations_of_the_forbidden_cases_agree() {
    use gomoku_agreement::{RulesSpec, Scenario, Start};
    use gomoku_referee::{Color, Point, Preset};
    let py = python();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/forbidden.jsonl");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut scenarios = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: serde_json::Value = serde_json::from_str(line).expect("a JSON case");
        // Cases with options on top of their preset are left to the conformance tests.
        if case.get("options").is_some() {
            continue;
        }
        // A preset name, with the board size after a slash ("renju/26").
        let text = case["rules"].as_str().expect("a rules name");
        let (name, size) = text.split_once('/').unwrap_or((text, ""));
        let preset = Preset::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .unwrap_or_else(|| panic!("no preset {name}"));
        let switches = if size.is_empty() {
            Vec::new()
        } else {
            vec![Switch::Size(size.parse().expect("a board size"))]
        };
        let stones = |color: &str| -> Vec<(i32, i32)> {
            case["setup"][color]
                .as_array()
                .map(|v| {
                    v.iter()
                        .map(|t| {
                            let p: Point = t.as_str().expect("a point").parse().expect("a point");
                            (i32::from(p.x()), i32::from(p.y()))
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        scenarios.push(Scenario {
            rules: RulesSpec { preset, switches },
            start: Start::Setup {
                black: stones("black"),
                white: stones("white"),
                turn: Color::Black,
                captures: [0, 0],
            },
            actions: Vec::new(),
        });
    }
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    println!(
        "forbidden cases: {} positions, {} explanations ({} nested) on 4 faces",
        scenarios.len(),
        stats.analysed_explanations,
        stats.nested_explanations
    );
    assert!(scenarios.len() >= 50, "{} cases", scenarios.len());
    assert!(
        stats.analysed_explanations >= 50,
        "{} explanations",
        stats.analysed_explanations
    );
    assert!(
        stats.nested_explanations > 0,
        "no explanation with a forbidden point inside"
    );
}

/// Issue 18: every opening protocol (RULES.md §7), with its declared number where it has
/// one, through the three faces on the same fixed actions: stones, a swap, a keep, a
/// colour chosen, a number declared, offers and a pick, then moves. The random opening
/// scenarios draw the protocol at random, so a short run may miss one (a C face refusing
/// swap survived 16 of them).
#[test]
fn every_opening_protocol_agrees() {
    use gomoku_agreement::{Action, Offers, RulesSpec, Scenario, Start};
    use gomoku_referee::{Color, Preset};
    let py = python();
    let actions = vec![
        Action::Stone(7, 7),
        Action::Stone(7, 8),
        Action::Stone(8, 8),
        Action::Declare(2),
        Action::Keep,
        Action::Swap,
        Action::Choose(Color::White),
        Action::Stone(6, 6),
        Action::Stone(9, 9),
        Action::Offers(Offers::new(&[(6, 7), (9, 7)])),
        Action::Pick(6, 7),
        Action::Stone(5, 5),
        Action::Place(8, 6),
        Action::Place(6, 8),
    ];
    let mut scenarios = Vec::new();
    for preset in [Preset::Renju, Preset::Freestyle] {
        for (kind, n) in [(0, 0), (1, 0), (2, 0), (3, 0), (4, 2), (5, 10), (6, 2)] {
            scenarios.push(Scenario {
                rules: RulesSpec {
                    preset,
                    switches: Vec::new(),
                },
                start: Start::Opening { kind, n },
                actions: actions.clone(),
            });
        }
    }
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    println!("openings: {:?}", stats.answers);
    assert!(stats.answers["ok"] >= 2 * 7 * 3, "{:?}", stats.answers);
}

/// Issue 11, item 14: one order of checks in every face, whatever the coordinates. On a
/// finished game (by resignation, by a five) a move is refused as game over, on the board
/// or however far off it; Python cannot even make a point of coordinates no board holds.
#[test]
fn far_off_board_moves_on_finished_games_agree() {
    use gomoku_agreement::{Action, RulesSpec, Scenario, Start};
    use gomoku_referee::{Color, Preset};
    let py = python();
    let far = [
        Action::Place(20, 0),
        Action::Place(26, 0),
        Action::Place(-1, 0),
        Action::Place(0, i32::MIN),
        Action::Place(i32::MAX, 7),
        Action::Place(7, 7),
    ];
    let resigned: Vec<Action> = [Action::Resign(Color::Black)]
        .into_iter()
        .chain(far)
        .collect();
    let mut five = fixed(
        Preset::Freestyle,
        Start::Empty,
        "a1 a2 b1 b2 c1 c2 d1 d2 e1",
    );
    five.actions.extend(far);
    let scenarios = [
        Scenario {
            rules: RulesSpec {
                preset: Preset::Renju,
                switches: Vec::new(),
            },
            start: Start::Empty,
            actions: resigned,
        },
        five,
        // A running game: off the board, then a move.
        Scenario {
            rules: RulesSpec {
                preset: Preset::Freestyle,
                switches: Vec::new(),
            },
            start: Start::Empty,
            actions: far.to_vec(),
        },
    ];
    let mut stats = Stats::default();
    for s in &scenarios {
        if let Err(e) = check_scenario(s, py, &mut stats) {
            panic!("{e}");
        }
    }
    assert!(
        stats.answers["PlayError::GameOver"] >= 4,
        "{:?}",
        stats.answers
    );
}

/// Issue 11, item 8: a move text that fails names the same move, by the same 0-based
/// index and the same error, in the three faces (Rust `Game::from_text`, C
/// `gomoku_game_play_text`'s `index_out`, Python `Game.from_moves`'s `.index`).
#[test]
fn move_text_errors_agree() {
    use gomoku_agreement::table::{CoreError, variant, variant_of_class, variant_of_status};
    use gomoku_referee::{Game, MoveListError, Rules};
    use pyo3::prelude::*;
    let py = python();
    let texts = [
        "h8 h9 h8",
        "h8 z99 h9",
        "h8;h9",
        // RULES.md §11: nothing else separates moves, not even nothing.
        "h8h9",
        "h8 h9i8 j8",
        "h8 passh9",
        "h8, h9 ,, pass",
        "a1 b1 c1 d1 a2 b2 c2 d2 e1 e2",
        "p16",
        "h8 h9 i8 \u{e9}8",
        "h8 h9 i8 i9",
        "",
    ];
    for text in texts {
        let core = match Game::from_text(Rules::freestyle(), text) {
            Ok(_) => None,
            Err(e) => {
                let v = match e {
                    MoveListError::Parse(p) => variant(&CoreError::Parse(p)),
                    MoveListError::Play { error, .. } => variant(&CoreError::Play(error)),
                };
                Some((e.index(), v))
            }
        };
        // C, as a C program calls it.
        let c = {
            let name = std::ffi::CString::new(text).unwrap();
            let mut rules = core::ptr::null_mut();
            let mut game = core::ptr::null_mut();
            let mut index = usize::MAX;
            // The C contract: handles made and freed here; out pointers are locals.
            {
                assert_eq!(gomoku::rules::gomoku_rules_new(0, &raw mut rules) as i32, 0);
                assert_eq!(
                    gomoku::game::gomoku_game_new(rules, &raw mut game) as i32,
                    0
                );
                let s = gomoku::game::gomoku_game_play_text(game, name.as_ptr(), &raw mut index);
                gomoku::game::gomoku_game_free(game);
                gomoku::rules::gomoku_rules_free(rules);
                let s = s as i32;
                (s != 0).then(|| (index, variant_of_status(s).unwrap_or("?")))
            }
        };
        let python = Python::attach(|gil| {
            let m = py.module().bind(gil);
            let rules = m
                .getattr("Rules")
                .unwrap()
                .call_method0("freestyle")
                .unwrap();
            let game = m.getattr("Game").unwrap();
            match game.call_method1("from_moves", (rules, text)) {
                Ok(_) => None,
                Err(e) => {
                    let value = e.value(gil);
                    let index: usize = value.getattr("index").unwrap().extract().unwrap();
                    let class = e.get_type(gil).name().unwrap().to_string();
                    Some((index, variant_of_class(&class, true).unwrap_or("?")))
                }
            }
        });
        // And played onto a game: `Game.play_text`, as C's call does.
        let python_play = Python::attach(|gil| {
            let m = py.module().bind(gil);
            let game = m.getattr("Game").unwrap().call0().unwrap();
            match game.call_method1("play_text", (text,)) {
                Ok(_) => None,
                Err(e) => {
                    let index: usize = e.value(gil).getattr("index").unwrap().extract().unwrap();
                    let class = e.get_type(gil).name().unwrap().to_string();
                    Some((index, variant_of_class(&class, true).unwrap_or("?")))
                }
            }
        });
        assert_eq!(c, core, "C vs core for {text:?}");
        assert_eq!(python, core, "Python vs core for {text:?}");
        assert_eq!(python_play, core, "Python play_text vs core for {text:?}");
    }
}

/// Issue 18, item 6: names, points, rules and move lists as text, valid and invalid,
/// through every face, compared with the core.
#[test]
fn names_and_texts_agree() {
    use gomoku_agreement::texts::{TextQuestions, texts_diff};
    use gomoku_agreement::{CFace, CoreFace};
    let q = TextQuestions::new();
    let core = CoreFace::texts(&q);
    // The questions reach both answers, for every list.
    for (what, ok, err) in [
        (
            "points",
            core.points.iter().filter(|r| r.is_ok()).count(),
            core.points.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "colours",
            core.colors.iter().filter(|r| r.is_ok()).count(),
            core.colors.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "kinds",
            core.forbidden.iter().filter(|r| r.is_ok()).count(),
            core.forbidden.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "terminations",
            core.terminations.iter().filter(|r| r.is_ok()).count(),
            core.terminations.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "rules",
            core.rules.iter().filter(|r| r.is_ok()).count(),
            core.rules.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "gomocup",
            core.gomocup.iter().filter(|r| r.is_ok()).count(),
            core.gomocup.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "outcomes",
            core.outcomes.iter().filter(|r| r.is_ok()).count(),
            core.outcomes.iter().filter(|r| r.is_err()).count(),
        ),
        (
            "move lists",
            core.played.iter().filter(|r| r.0.is_ok()).count(),
            core.played.iter().filter(|r| r.0.is_err()).count(),
        ),
    ] {
        assert!(ok > 0 && err > 0, "{what}: {ok} accepted, {err} refused");
    }
    // Every point's text parses back to it.
    for (i, p) in q.points.iter().enumerate() {
        assert_eq!(core.points[2 * i + 1], Ok(*p), "{p}");
    }
    for (name, other) in [("C", CFace::texts(&q)), ("Python", python().texts(&q))] {
        if let Some(d) = texts_diff(&core, &other) {
            panic!("the texts differ between core and {name}:{d}");
        }
    }
}

/// Issue 18, item 1: every function the header declares is called by the C face of the
/// agreement tests (tests/src/c_face.rs), so that nothing of the C ABI escapes them.
#[test]
fn every_header_function_is_called_by_the_c_face() {
    // The code of the C face without its comments (an import that nothing uses is an
    // error under -D warnings, so a name imported and not called is caught too).
    let face = header::code_of("tests/src/c_face.rs");
    let declared = header::header_functions();
    assert!(
        declared.len() >= 60,
        "only {} functions found in the header",
        declared.len()
    );
    let missing = header::unused(&face, &declared, |_| true);
    assert!(
        missing.is_empty(),
        "functions of include/gomoku.h that tests/src/c_face.rs never calls: {missing:?}"
    );
}

/// Symmetries, openings, records read in every format (whole, damaged, as the wrong
/// format), RenjuNet files, matches, clocks, the protocol's replies and the default VCF
/// limits agree: the same raw answers from the core, C and Python (issue 18, items 1, 5).
#[test]
fn symmetries_openings_records_matches_clocks_and_replies_agree() {
    use gomoku_agreement::extras::{extras_diff, questions};
    use gomoku_agreement::{CFace, CoreFace};
    let q = questions();
    let core = CoreFace::extras(&q);
    // The questions reach what they are for.
    assert!(
        core.records.iter().filter(|r| r.is_ok()).count() >= 8,
        "{:?}",
        core.records
    );
    assert!(core.records.iter().filter(|r| r.is_err()).count() >= 20);
    assert!(
        core.renjunet[0].iter().filter(|g| g.is_ok()).count() >= 2,
        "{:?}",
        core.renjunet
    );
    assert!(core.matches.iter().any(Result::is_err) && core.matches.iter().any(Result::is_ok));
    assert!(core.clocks.iter().flatten().any(|c| c.flagged.is_some()));
    assert!(
        core.clocks
            .iter()
            .flatten()
            .any(|c| matches!(c.ended, Ok((true, _))))
    );
    assert!(core.move_replies.iter().any(Result::is_err));
    let rif = core
        .renjunet_texts
        .as_ref()
        .expect("the core reads RenjuNet texts");
    assert!(rif.iter().any(Result::is_ok) && rif.iter().filter(|r| r.is_err()).count() >= 5);
    let refusals: Vec<_> = core
        .records
        .iter()
        .flatten()
        .flat_map(|r| [&r.replay, &r.replay_freestyle])
        .filter_map(|r| r.as_ref().err())
        .collect();
    for v in ["ReplayError::WrongColor", "ReplayError::Illegal"] {
        assert!(refusals.iter().any(|r| r.0 == v), "no {v} in {refusals:?}");
    }
    // The text fields past the comment (the opening, RenjuNet's swaps and offers, a
    // pending draw offer) are reached too, by some record of some source.
    let records = core.records.iter().flatten().chain(rif.iter().flatten());
    for field in 7..15 {
        assert!(
            records.clone().any(|r| r.texts[field].is_some()),
            "no record has text field {field}"
        );
    }
    // And what a record keeps as written: both row conventions, times, properties on the
    // root and below; each format written, and each way a format refuses.
    for rows in ["top", "bottom"] {
        assert!(records.clone().any(|r| r.sgf_rows == Some(rows)), "{rows}");
    }
    assert!(records.clone().any(|r| r.times.iter().any(Option::is_some)));
    assert!(records.clone().any(|r| r.nodes[0].1.len() > 1));
    assert!(
        records
            .clone()
            .any(|r| r.nodes.iter().skip(1).any(|n| !n.1.is_empty()))
    );
    for (i, (name, _, _)) in gomoku_agreement::extras::WRITTEN.iter().enumerate().take(4) {
        assert!(records.clone().any(|r| r.written[i].is_ok()), "no {name}");
    }
    for v in ["Setup", "Pass", "Colors", "ReadOnly"] {
        let v = format!("WriteError::{v}");
        assert!(
            records.clone().any(|r| r
                .written
                .iter()
                .any(|w| w.as_ref().err() == Some(&v.as_str()))),
            "no {v}"
        );
    }
    let lines = core.record_lines.as_ref().expect("the core gives lines");
    assert!(
        lines
            .iter()
            .flatten()
            .any(|&(line, column)| line > 1 && column > 1)
    );
    for (name, other) in [("C", CFace::extras(&q)), ("Python", python().extras(&q))] {
        if let Some(d) = extras_diff(&core, &other) {
            panic!("the core and {name} differ:{d}");
        }
    }
}

/// The JavaScript face agrees with the core on what of `extras` it has calls for: the
/// symmetries' inverses and compositions, every record of the questions (read whole,
/// damaged, as the wrong format: every field, the tree's times and properties, each format
/// written, the replays), RenjuNet texts (the first game of each, cut every 97 bytes) and
/// exports (every game, from their bytes), the matches and the clocks (issue 27).
#[test]
fn javascript_symmetries_records_matches_and_clocks_agree() {
    use gomoku_agreement::extras::questions;
    use gomoku_agreement::{CoreFace, JsFace};
    let q = questions();
    let core = CoreFace::extras(&q);
    let js = JsFace::new().extras(&q);
    assert_eq!(js.inverses, core.inverses, "inverses");
    assert_eq!(js.products, core.products, "products");
    assert_eq!(js.records.len(), core.records.len());
    for (i, (a, b)) in core.records.iter().zip(&js.records).enumerate() {
        assert_eq!(b, a, "record {i} ({:?})", q.records[i].format);
    }
    let core_texts = core
        .renjunet_texts
        .as_ref()
        .expect("the core reads RenjuNet texts");
    assert_eq!(js.renjunet_texts.len(), core_texts.len());
    for (i, (a, b)) in core_texts.iter().zip(&js.renjunet_texts).enumerate() {
        assert_eq!(b, a, "RenjuNet text {i}");
    }
    // The exports that can be read (the package reads bytes; a missing file is C's and
    // Python's question): the sample and a file that is no XML export.
    let readable: Vec<_> = q
        .renjunet
        .iter()
        .zip(&core.renjunet)
        .filter(|(path, _)| std::fs::read(path).is_ok())
        .map(|(_, games)| games.clone())
        .collect();
    assert!(readable.len() >= 2 && readable[0].iter().filter(|g| g.is_ok()).count() >= 2);
    assert_eq!(js.renjunet, readable, "RenjuNet exports");
    assert_eq!(js.matches, core.matches, "matches");
    assert_eq!(js.clocks, core.clocks, "clocks");
    println!(
        "javascript extras: {} records ({} read), {} RenjuNet texts, {} matches, {} clocks agree with the core",
        js.records.len(),
        js.records.iter().filter(|r| r.is_ok()).count(),
        js.renjunet_texts.len(),
        js.matches.len(),
        js.clocks.len()
    );
}

/// The variation trees of records walk alike in the four faces (Rust `Tree`, C
/// `gomoku_record_node_*`, Python `RecordNode`, JavaScript `record.node(i)`): random trees (branching, passes,
/// comments with escapes), written as SGF by the core, read and walked by each face; and
/// the golden SGF files.
#[test]
fn record_trees_agree() {
    use gomoku_agreement::{CFace, CoreFace, Face, JsFace};
    use gomoku_referee::record::{Node, NodeExtra, Property, Record, RecordMove, SgfRows, Tree};
    use gomoku_referee::{Color, Move, Point};
    let mut faces: (CoreFace, CFace, PyFace, JsFace) = (
        CoreFace::new(),
        CFace::new(),
        PyFace::load().unwrap(),
        JsFace::new(),
    );
    let mut s = seed::seed() | 1;
    let mut next = move |n: u64| {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (s >> 33) % n.max(1)
    };
    let mut texts: Vec<String> = ["renju-five.sgf", "renju-five-bottom.sgf"]
        .iter()
        .map(|f| {
            std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("data/records")
                    .join(f),
            )
            .unwrap()
        })
        .collect();
    for _ in 0..200 {
        let mut tree = Tree::new();
        for _ in 0..next(40) {
            let parent = next(tree.nodes.len() as u64) as usize;
            let color = if next(2) == 0 {
                Color::Black
            } else {
                Color::White
            };
            let mv = if next(10) == 0 {
                Move::Pass
            } else {
                Move::Place(Point::new(next(15) as u8, next(15) as u8).unwrap())
            };
            let comment = (next(4) == 0).then(|| format!("note ]\\ {}", next(100)));
            // Properties SGF keeps as written: none, or some with escapes and several
            // values (an empty one too).
            let properties: Vec<Property> = (0..next(3).saturating_sub(next(2)))
                .map(|_| Property {
                    id: ["XY", "BR", "ZZ"][next(3) as usize].to_owned(),
                    values: (0..=next(3))
                        .map(|k| match k {
                            0 => format!("v]\\:{}", next(100)),
                            1 => String::new(),
                            _ => format!("{}", next(1000)),
                        })
                        .collect(),
                })
                .collect();
            let mut node = Node::with_move(RecordMove::new(color, mv));
            if comment.is_some() || !properties.is_empty() {
                *node.extra_mut() = NodeExtra {
                    comment,
                    properties,
                    ..NodeExtra::default()
                };
            }
            tree.add_child(parent, node);
        }
        texts.push(
            Record {
                tree,
                ..Record::new(15)
            }
            .to_sgf(SgfRows::FromTop),
        );
    }
    // SGF trees, then the RenLib library, the one format with marks and board texts.
    let mut inputs: Vec<(Vec<u8>, bool)> = texts
        .iter()
        .map(|t| (t.clone().into_bytes(), false))
        .collect();
    inputs.push((
        std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records/opening.lib"),
        )
        .unwrap(),
        true,
    ));
    let mut nodes = 0;
    let (mut marks, mut board_texts, mut properties) = (0, 0, 0);
    for (data, renlib) in &inputs {
        let text = String::from_utf8_lossy(data);
        let core = faces
            .0
            .record_tree(data, *renlib)
            .expect("the core reads its own SGF and the RenLib golden file");
        let c = faces.1.record_tree(data, *renlib);
        let python = faces.2.record_tree(data, *renlib);
        let js = faces.3.record_tree(data, *renlib);
        assert_eq!(c.as_ref(), Some(&core), "C walks {text} otherwise");
        assert_eq!(
            js.as_ref(),
            Some(&core),
            "JavaScript walks {text} otherwise"
        );
        assert_eq!(
            python.as_ref(),
            Some(&core),
            "Python walks {text} otherwise"
        );
        nodes += core.len();
        marks += core.iter().filter(|n| n.mark).count();
        board_texts += core.iter().filter(|n| n.board_text.is_some()).count();
        properties += core.iter().map(|n| n.properties.len()).sum::<usize>();
    }
    // Else a face that drops properties would agree with the others.
    assert!(properties > 0, "no properties in the trees");
    // Else a face that drops marks or board texts would agree with the others.
    assert!(
        marks > 0 && board_texts > 0,
        "marks {marks}, board texts {board_texts}"
    );
    println!(
        "record trees: {} trees, {nodes} nodes walked alike by the four faces",
        texts.len()
    );
}

/// A RenjuNet export streams alike from the core's reader, from C's three sources (a
/// file, a buffer, a read callback) and from Python's `iter_games`: the same games, moves
/// and players, in order.
#[test]
fn renjunet_sources_agree() {
    use gomoku_agreement::CFace;
    use gomoku_referee::record::renjunet::RenjuNetReader;
    use pyo3::prelude::*;
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records/sample-renjunet.rif");
    let bytes = std::fs::read(&path).unwrap();
    type Game = gomoku_agreement::RenjuNetGame;
    let core: Vec<Game> = RenjuNetReader::new(&bytes[..])
        .map(|g| {
            let r = g.unwrap().record;
            let moves: Vec<String> = r.moves().map(|m| m.mv.to_string()).collect();
            (moves.join(" "), r.black, r.white)
        })
        .collect();
    let [from_file, from_buffer, from_callback] = CFace::renjunet_sources(&path);
    // Python (the module found through the agreement's venv).
    let _ = python_face_loaded();
    let python: Vec<Game> = Python::attach(|py| {
        let m = py.import("gomoku.renjunet").unwrap();
        let games = m
            .getattr("iter_games")
            .unwrap()
            .call1((path.to_str().unwrap(),))
            .unwrap();
        games
            .try_iter()
            .unwrap()
            .map(|r| {
                let r = r.unwrap();
                let moves: Vec<String> = r
                    .getattr("moves")
                    .unwrap()
                    .try_iter()
                    .unwrap()
                    .map(|p| p.unwrap().str().unwrap().to_string())
                    .collect();
                (
                    moves.join(" "),
                    r.getattr("black").unwrap().extract().unwrap(),
                    r.getattr("white").unwrap().extract().unwrap(),
                )
            })
            .collect()
    });
    assert_eq!(core.len(), 4);
    assert_eq!(from_file, core);
    assert_eq!(from_buffer, core);
    assert_eq!(from_callback, core);
    assert_eq!(python, core);
}

/// The Python module, loaded once (its import puts the venv's site-packages on the path).
fn python_face_loaded() -> &'static PyFace {
    python()
}

/// Issue 25: an SGF collection streams alike from the core's reader, from C's two sources
/// (a file, a read callback) and from Python's `Record.iter_sgf_collection` (a path, a
/// binary file object, a text file object): the same games, moves and players, in order,
/// then the same error, at the same place, ending the stream.
#[test]
fn sgf_collection_sources_agree() {
    use gomoku_agreement::CFace;
    use gomoku_referee::record::{SgfCollectionReader, SgfOptions, StreamError};
    use pyo3::prelude::*;
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records");
    let five = std::fs::read_to_string(data.join("renju-five.sgf")).unwrap();
    // The golden game, two written by the core (one with a pass, a comment with an
    // escape), blank lines between, then a game with a point off the board.
    let mut game = gomoku_referee::Game::new(gomoku_referee::Rules::renju().with_pass(true));
    for p in ["h8", "i9", "h9"] {
        game.play_at(p.parse().unwrap()).unwrap();
    }
    game.pass().unwrap();
    let mut written = game.to_record();
    written.black = Some("Ann [\\] é".to_owned());
    let text = format!(
        "{five}\n\n{}\r\n{}(;GM[4]SZ[15]PB[Cy];B[hh];W[zz])\n(;GM[4];B[ii])",
        written.to_sgf(gomoku_referee::record::SgfRows::FromTop),
        gomoku_referee::Game::new(gomoku_referee::Rules::renju())
            .to_record()
            .to_sgf(gomoku_referee::record::SgfRows::FromTop),
    );
    let path = std::env::temp_dir().join(format!("gomoku-agreement-{}.sgf", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    type Game = gomoku_agreement::RenjuNetGame;
    let core: Vec<Result<Game, StreamError>> =
        SgfCollectionReader::new(text.as_bytes(), SgfOptions::default())
            .map(|g| {
                g.map(|r| {
                    let moves: Vec<String> = r.moves().map(|m| m.mv.to_string()).collect();
                    (moves.join(" "), r.black, r.white)
                })
            })
            .collect();
    assert_eq!(core.len(), 4, "{core:?}");
    let Some(Err(StreamError::Record(error))) = core.last() else {
        panic!("the last game is an error: {core:?}")
    };
    let as_c: Vec<Result<Game, i32>> = core
        .iter()
        .map(|g| g.clone().map_err(|e| gomoku::gomoku_status::from(e) as i32))
        .collect();
    let [from_file, from_callback] = CFace::sgf_collection_sources(&path);
    assert_eq!(from_file, as_c);
    assert_eq!(from_callback, as_c);
    let _ = python_face_loaded();
    let games_ok: Vec<Game> = core.iter().filter_map(|g| g.clone().ok()).collect();
    Python::attach(|py| {
        let gomoku = py.import("gomoku").unwrap();
        let io = py.import("io").unwrap();
        let record = gomoku.getattr("Record").unwrap();
        let sources = [
            path.to_str().unwrap().into_pyobject(py).unwrap().into_any(),
            py.import("pathlib")
                .unwrap()
                .getattr("Path")
                .unwrap()
                .call1((path.to_str().unwrap(),))
                .unwrap(),
            io.getattr("BytesIO")
                .unwrap()
                .call1((pyo3::types::PyBytes::new(py, text.as_bytes()),))
                .unwrap(),
            io.getattr("StringIO").unwrap().call1((&text,)).unwrap(),
        ];
        for source in sources {
            let games = record
                .call_method1("iter_sgf_collection", (&source,))
                .unwrap();
            let mut got: Vec<Game> = Vec::new();
            let err = loop {
                match games.call_method0("__next__") {
                    Ok(r) => {
                        let moves: Vec<String> = r
                            .getattr("moves")
                            .unwrap()
                            .try_iter()
                            .unwrap()
                            .map(|p| {
                                let p = p.unwrap();
                                if p.is_none() {
                                    "pass".to_owned()
                                } else {
                                    p.str().unwrap().to_string()
                                }
                            })
                            .collect();
                        got.push((
                            moves.join(" "),
                            r.getattr("black").unwrap().extract().unwrap(),
                            r.getattr("white").unwrap().extract().unwrap(),
                        ));
                    }
                    Err(e) => break e,
                }
            };
            assert_eq!(got, games_ok, "Python from {source}");
            let value = err.value(py);
            assert!(
                err.is_instance_of::<pyo3::exceptions::PyValueError>(py),
                "Python from {source}: {err}"
            );
            let at: (usize, usize, usize) = (
                value.getattr("offset").unwrap().extract().unwrap(),
                value.getattr("line").unwrap().extract().unwrap(),
                value.getattr("column").unwrap().extract().unwrap(),
            );
            assert_eq!(
                at,
                (
                    error.location.offset,
                    error.location.line,
                    error.location.column
                ),
                "Python from {source}"
            );
            // The stream ended with its error.
            assert!(
                games
                    .call_method0("__next__")
                    .unwrap_err()
                    .is_instance_of::<pyo3::exceptions::PyStopIteration>(py)
            );
        }
    });
    let _ = std::fs::remove_file(&path);
}

/// Issue 25: the lenient SGF reader's warnings are the same in the core, in C
/// (`gomoku_record_warning`) and in Python (`Record.warnings`): kind, place and text, on
/// the dialect files and on the golden SGF (none there); strictly, the dialect is refused
/// by every face alike.
#[test]
fn lenient_sgf_warnings_agree() {
    use gomoku_agreement::{CFace, WarningView};
    use gomoku_referee::record::{SgfOptions, read_sgf};
    use pyo3::prelude::*;
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records");
    let _ = python_face_loaded();
    let mut seen = 0;
    for file in ["dialect-orc.sgf", "dialect-renjubase.sgf", "renju-five.sgf"] {
        let bytes = std::fs::read(data.join(file)).unwrap();
        for lenient in [false, true] {
            let options = SgfOptions {
                lenient,
                ..SgfOptions::default()
            };
            let core: Result<Vec<WarningView>, i32> = read_sgf(&bytes, options)
                .map(|r| {
                    r.warnings
                        .iter()
                        .map(|w| {
                            let at = w.location;
                            (
                                w.kind.name().to_owned(),
                                at.offset,
                                at.line,
                                at.column,
                                w.text.clone(),
                            )
                        })
                        .collect()
                })
                .map_err(|e| gomoku::gomoku_status::from(e) as i32);
            assert_eq!(
                CFace::sgf_warnings(&bytes, lenient),
                core,
                "C, {file}, lenient {lenient}"
            );
            let python: Result<Vec<WarningView>, ()> = Python::attach(|py| {
                let record = py.import("gomoku").unwrap().getattr("Record").unwrap();
                let kwargs = pyo3::types::PyDict::new(py);
                kwargs.set_item("lenient", lenient).unwrap();
                let source = pyo3::types::PyBytes::new(py, &bytes);
                let r = record
                    .call_method("read_sgf", (source,), Some(&kwargs))
                    .map_err(|_| ())?;
                Ok(r.getattr("warnings")
                    .unwrap()
                    .try_iter()
                    .unwrap()
                    .map(|w| {
                        let w = w.unwrap();
                        let get = |name: &str| w.getattr(name).unwrap();
                        (
                            get("kind").extract().unwrap(),
                            get("offset").extract().unwrap(),
                            get("line").extract().unwrap(),
                            get("column").extract().unwrap(),
                            get("text").extract().unwrap(),
                        )
                    })
                    .collect())
            });
            assert_eq!(
                python,
                core.clone().map_err(|_| ()),
                "Python, {file}, lenient {lenient}"
            );
            seen += core.map_or(0, |w| w.len());
        }
    }
    // The dialect files bend something: the comparison is not of empty lists.
    assert!(seen >= 6, "{seen} warnings");
}

/// Random playouts: the core's `RandomPlayouts`, C's `gomoku_random_playouts`, Python's
/// `random_playouts` and JavaScript's `randomPlayouts` play the same games (winner, end,
/// length) for the same rules, number and seed.
#[test]
fn random_playouts_agree() {
    use gomoku_agreement::{CFace, CoreFace, JsFace};
    let py = python();
    let mut js = JsFace::new();
    let base = seed::seed();
    for (i, name) in [
        "renju",
        "freestyle",
        "standard",
        "caro",
        "omok",
        "pente",
        "ninuki-renju",
    ]
    .into_iter()
    .enumerate()
    {
        let s = base.wrapping_add(i as u64);
        let core = CoreFace::random_playouts(name, 24, s);
        assert_eq!(core.len(), 24);
        assert!(core.iter().any(|g| g.2 > 9), "{name}: games are played");
        assert_eq!(
            CFace::random_playouts(name, 24, s),
            core,
            "{name}, seed {s}: C"
        );
        assert_eq!(
            py.random_playouts(name, 24, s),
            core,
            "{name}, seed {s}: Python"
        );
        assert_eq!(
            js.random_playouts(name, 24, s),
            core,
            "{name}, seed {s}: JavaScript"
        );
    }
}

/// `SWAP2BOARD` answered with the reference bot's decision (SWAP, two more stones, a
/// move): the core's `Session::act`, C's `gomoku_brain_act`, Python's `Session.act` and
/// JavaScript's `session.act` write the same answers.
#[test]
fn swap2board_answers_agree() {
    use gomoku_agreement::{CFace, CoreFace, JsFace};
    let py = python();
    let mut js = JsFace::new();
    let cases: [&[&str]; 5] = [
        &["SWAP2BOARD", "DONE"],
        &["SWAP2BOARD", "7,7", "0,0", "8,7", "DONE"],
        &["SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"],
        &["SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE"],
        &["SWAP2BOARD", "7,7", "0,14", "8,7", "1,14", "9,7", "DONE"],
    ];
    let mut answers = Vec::new();
    for lines in cases {
        for seed in [0, seed::seed()] {
            let core = CoreFace::swap2_answer(lines, seed, 300);
            assert_eq!(
                CFace::swap2_answer(lines, seed, 300),
                core,
                "{lines:?}, seed {seed}: C"
            );
            assert_eq!(
                py.swap2_answer(lines, seed, 300),
                core,
                "{lines:?}, seed {seed}: Python"
            );
            assert_eq!(
                js.swap2_answer(lines, seed, 300),
                core,
                "{lines:?}, seed {seed}: JavaScript"
            );
            answers.push(core);
        }
    }
    // The cases reach a swap and the stones.
    assert!(answers.iter().any(|a| a == "SWAP"), "{answers:?}");
    assert!(answers[0].split(' ').count() == 3, "{answers:?}");
}
