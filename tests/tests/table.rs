//! The table of docs/DESIGN.md "One error, one code, one exception", asserted: every core
//! error variant has its documented C status and Python class — in the documents (README,
//! `gomoku-ffi/STATUS.md`, `gomoku-py/EXCEPTIONS.md`), in the C face's conversion, and
//! in what each face really answers when the error happens.

use std::collections::BTreeSet;
use std::ffi::CString;
use std::path::Path;
use std::ptr;

use gomoku::game::{
    gomoku_game, gomoku_game_accept_draw, gomoku_game_free, gomoku_game_from_setup,
    gomoku_game_new, gomoku_game_offer_draw, gomoku_game_pass, gomoku_game_play,
    gomoku_game_play_text, gomoku_game_resign, gomoku_game_undo,
};
use gomoku::gomoku_status;
use gomoku::rules::{
    gomoku_rules, gomoku_rules_free, gomoku_rules_from_gomocup, gomoku_rules_from_name,
    gomoku_rules_new, gomoku_rules_set_capture, gomoku_rules_set_move_limit,
    gomoku_rules_set_perfect_five, gomoku_rules_set_size,
};
use gomoku::types::{
    gomoku_color_from_str, gomoku_forbidden_from_str, gomoku_point, gomoku_point_from_str,
    gomoku_termination_from_str,
};
use gomoku_agreement::PyFace;
use gomoku_agreement::table::{CoreError, TABLE, variant};
use gomoku_referee::{
    Color, Forbidden, Game, GameError, Move, OutcomeError, ParseError, PlayError, Point, Rules,
    RulesError, Setup, SetupError, Termination, parse_moves,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The rows of the Markdown tables of a file, cells without backticks.
fn md_rows(file: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(root().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    text.lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("|--") && !l.starts_with("|---"))
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().trim_matches('`').to_owned())
                .collect()
        })
        .collect()
}

/// `(variant, number, constant)` from a status table.
fn status_rows(file: &str) -> BTreeSet<(String, i32, String)> {
    md_rows(file)
        .into_iter()
        .filter(|r| r.len() >= 3 && r[0].parse::<i32>().is_ok() && r[2].contains("::"))
        .map(|r| (r[2].clone(), r[0].parse().unwrap(), r[1].clone()))
        .collect()
}

/// `(variant, class)` from an exception table.
fn class_rows(file: &str) -> BTreeSet<(String, String)> {
    md_rows(file)
        .into_iter()
        .filter(|r| r.len() >= 2 && r[0].contains("Error::") && r[1].ends_with("Error"))
        .map(|r| (r[0].clone(), r[1].clone()))
        .collect()
}

#[test]
fn the_documents_hold_the_table() {
    let statuses: BTreeSet<(String, i32, String)> = TABLE
        .iter()
        .map(|r| (r.variant.to_owned(), r.status, r.constant.to_owned()))
        .collect();
    let classes: BTreeSet<(String, String)> = TABLE
        .iter()
        .map(|r| (r.variant.to_owned(), r.class.to_owned()))
        .collect();
    assert_eq!(status_rows("README.md"), statuses, "README.md, the C table");
    assert_eq!(
        status_rows("gomoku-ffi/STATUS.md"),
        statuses,
        "gomoku-ffi/STATUS.md"
    );
    assert_eq!(
        class_rows("README.md"),
        classes,
        "README.md, the Python table"
    );
    assert_eq!(
        class_rows("gomoku-py/EXCEPTIONS.md"),
        classes,
        "gomoku-py/EXCEPTIONS.md"
    );
}

/// One value of every core error variant.
fn every_core_error() -> Vec<CoreError> {
    let p = Point::new(7, 7).unwrap();
    vec![
        CoreError::Play(PlayError::OffBoard { point: p, size: 5 }),
        CoreError::Play(PlayError::Occupied { point: p }),
        CoreError::Play(PlayError::Forbidden {
            point: p,
            color: Color::Black,
            kind: Forbidden::Overline,
        }),
        CoreError::Play(PlayError::GameOver),
        CoreError::Play(PlayError::PassNotAllowed),
        CoreError::Game(GameError::GameOver),
        CoreError::Game(GameError::NothingToUndo),
        CoreError::Game(GameError::EndedByAction(Termination::Resignation)),
        CoreError::Game(GameError::NoDrawOffer(Color::White)),
        CoreError::Game(GameError::DrawOfferPending(Color::Black)),
        CoreError::Parse(ParseError::InvalidPoint),
        CoreError::Parse(ParseError::InvalidColor),
        CoreError::Parse(ParseError::InvalidForbidden),
        CoreError::Parse(ParseError::InvalidMove),
        CoreError::Parse(ParseError::UnknownRules),
        CoreError::Parse(ParseError::InvalidTermination),
        CoreError::Parse(ParseError::InvalidMoveList {
            index: 1,
            token: gomoku_referee::Snippet::new("z99"),
        }),
        CoreError::Rules(RulesError::SizeOutOfRange { size: 4 }),
        CoreError::Rules(RulesError::UnsupportedGomocupCode { code: 3 }),
        CoreError::Rules(RulesError::CaptureTargetOutOfRange { pairs: 0 }),
        CoreError::Rules(RulesError::MoveLimitOutOfRange { limit: 70000 }),
        CoreError::Rules(RulesError::PerfectFiveNeedsCapture),
        CoreError::Setup(SetupError::OffBoard { point: p, size: 5 }),
        CoreError::Setup(SetupError::Overlap { point: p }),
        CoreError::Setup(SetupError::AlreadyWon {
            color: Color::Black,
            point: p,
        }),
        CoreError::Setup(SetupError::Captures {
            color: Color::White,
            pairs: 1,
        }),
        CoreError::Outcome(OutcomeError::WinnerMismatch {
            winner: None,
            termination: Termination::Five,
        }),
    ]
}

#[test]
fn every_core_variant_has_one_row_and_its_c_status() {
    let errors = every_core_error();
    let names: Vec<&str> = errors.iter().map(variant).collect();
    let rows: Vec<&str> = TABLE.iter().map(|r| r.variant).collect();
    assert_eq!(
        names, rows,
        "the table lists every core variant once, in order"
    );
    for (e, row) in errors.iter().zip(TABLE) {
        let status: gomoku_status = match *e {
            CoreError::Play(e) => e.into(),
            CoreError::Game(e) => e.into(),
            CoreError::Parse(e) => e.into(),
            CoreError::Rules(e) => e.into(),
            CoreError::Setup(e) => e.into(),
            CoreError::Outcome(e) => e.into(),
        };
        assert_eq!(
            status as i32, row.status,
            "{}: the C face's conversion",
            row.variant
        );
    }
    let numbers: BTreeSet<i32> = TABLE.iter().map(|r| r.status).collect();
    assert_eq!(numbers.len(), TABLE.len(), "two variants share a status");
}

/// A live witness of each variant: the core's error from a real call, the C status from
/// the same calls through the C ABI (`None` where C has no such call), and a Python
/// expression that must raise.
struct Witness {
    core: fn() -> CoreError,
    c: Option<fn() -> i32>,
    python: &'static str,
}

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn cp(s: &str) -> gomoku_point {
    let q = p(s);
    gomoku_point {
        x: i32::from(q.x()),
        y: i32::from(q.y()),
    }
}

/// Runs `f` on a fresh C game with the rules of `preset` changed by `change`, then frees.
fn c_game(
    preset: i32,
    change: impl FnOnce(*mut gomoku_rules),
    f: impl FnOnce(*mut gomoku_game) -> i32,
) -> i32 {
    let mut rules = ptr::null_mut();
    let mut game = ptr::null_mut();
    // The C contract: handles made here and freed here; out pointers are locals.
    {
        assert_eq!(gomoku_rules_new(preset, &raw mut rules) as i32, 0);
        change(rules);
        assert_eq!(gomoku_game_new(rules, &raw mut game) as i32, 0);
        let status = f(game);
        gomoku_game_free(game);
        gomoku_rules_free(rules);
        status
    }
}

fn c_setup(preset: i32, size: u32, black: &[&str], white: &[&str], pairs: u32) -> i32 {
    let mut rules = ptr::null_mut();
    let mut game = ptr::null_mut();
    let b: Vec<gomoku_point> = black.iter().map(|s| cp(s)).collect();
    let w: Vec<gomoku_point> = white.iter().map(|s| cp(s)).collect();
    // The C contract: handles made here and freed here (free accepts NULL); arrays outlive the call.
    {
        assert_eq!(gomoku_rules_new(preset, &raw mut rules) as i32, 0);
        assert_eq!(gomoku_rules_set_size(rules, size) as i32, 0);
        let s = gomoku_game_from_setup(
            rules,
            b.as_ptr(),
            b.len(),
            w.as_ptr(),
            w.len(),
            0,
            pairs,
            0,
            &raw mut game,
        ) as i32;
        gomoku_game_free(game);
        gomoku_rules_free(rules);
        s
    }
}

fn c_rules(f: impl FnOnce(*mut gomoku_rules) -> i32) -> i32 {
    let mut rules = ptr::null_mut();
    // The C contract: a handle made and freed here.
    {
        assert_eq!(gomoku_rules_new(0, &raw mut rules) as i32, 0);
        let s = f(rules);
        gomoku_rules_free(rules);
        s
    }
}

const BLACK: i32 = 0;
const FREESTYLE: i32 = 0;
const OMOK: i32 = 5;

fn core_setup(rules: Rules, black: &str, white: &str, pairs: u32) -> CoreError {
    let mut s = Setup::from_text(black, white).unwrap();
    s.captures = [pairs, 0];
    CoreError::Setup(Game::from_setup(rules, &s).unwrap_err())
}

fn witnesses() -> Vec<Witness> {
    vec![
        Witness {
            core: || {
                CoreError::Play(
                    Game::new(Rules::freestyle().with_size(9).unwrap())
                        .play_at(p("k11"))
                        .unwrap_err(),
                )
            },
            // The C contract (every closure below): live handles from `c_game`; out pointers are locals.
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |r| {
                        gomoku_rules_set_size(r, 9);
                    },
                    |g| gomoku_game_play(g, cp("k11")) as i32,
                )
            }),
            python: "Game(Rules.freestyle(size=9)).push('k11')",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.play_at(p("h8")).unwrap();
                CoreError::Play(g.play_at(p("h8")).unwrap_err())
            },
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| {
                        gomoku_game_play(g, cp("h8"));
                        gomoku_game_play(g, cp("h8")) as i32
                    },
                )
            }),
            python: "((g := Game()).push('h8'), g.push('h8'))",
        },
        Witness {
            core: || {
                let s = Setup::from_text("f8 g8 h6 h7", "a1 a3").unwrap();
                CoreError::Play(
                    Game::from_setup(Rules::omok(), &s)
                        .unwrap()
                        .play_at(p("h8"))
                        .unwrap_err(),
                )
            },
            c: Some(|| {
                let b = [cp("f8"), cp("g8"), cp("h6"), cp("h7")];
                let w = [cp("a1"), cp("a3")];
                let mut rules = ptr::null_mut();
                let mut game = ptr::null_mut();
                // The C contract: handles made and freed here; arrays outlive the calls.
                {
                    gomoku_rules_new(OMOK, &raw mut rules);
                    gomoku_game_from_setup(
                        rules,
                        b.as_ptr(),
                        4,
                        w.as_ptr(),
                        2,
                        BLACK,
                        0,
                        0,
                        &raw mut game,
                    );
                    let s = gomoku_game_play(game, cp("h8")) as i32;
                    gomoku_game_free(game);
                    gomoku_rules_free(rules);
                    s
                }
            }),
            python: "Game.from_stones(Rules.omok(), black=['f8', 'g8', 'h6', 'h7'], white=['a1', 'a3']).push('h8')",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.resign(Color::Black).unwrap();
                CoreError::Play(g.play_at(p("h8")).unwrap_err())
            },
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| {
                        gomoku_game_resign(g, BLACK);
                        gomoku_game_play(g, cp("h8")) as i32
                    },
                )
            }),
            python: "((g := Game()).resign(Color.BLACK), g.push('h8'))",
        },
        Witness {
            core: || CoreError::Play(Game::new(Rules::freestyle()).play(Move::Pass).unwrap_err()),
            c: Some(|| c_game(FREESTYLE, |_| {}, |g| gomoku_game_pass(g) as i32)),
            python: "Game().push_pass()",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.resign(Color::Black).unwrap();
                CoreError::Game(g.resign(Color::White).unwrap_err())
            },
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| {
                        gomoku_game_resign(g, BLACK);
                        gomoku_game_resign(g, 1) as i32
                    },
                )
            }),
            python: "((g := Game()).resign(Color.BLACK), g.resign(Color.WHITE))",
        },
        Witness {
            core: || CoreError::Game(Game::new(Rules::freestyle()).undo().unwrap_err()),
            c: Some(|| c_game(FREESTYLE, |_| {}, |g| gomoku_game_undo(g) as i32)),
            python: "Game().pop()",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.resign(Color::Black).unwrap();
                CoreError::Game(g.undo().unwrap_err())
            },
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| {
                        gomoku_game_resign(g, BLACK);
                        gomoku_game_undo(g) as i32
                    },
                )
            }),
            python: "((g := Game()).resign(Color.BLACK), g.pop())",
        },
        Witness {
            core: || {
                CoreError::Game(
                    Game::new(Rules::freestyle())
                        .accept_draw(Color::White)
                        .unwrap_err(),
                )
            },
            c: Some(|| c_game(FREESTYLE, |_| {}, |g| gomoku_game_accept_draw(g, 1) as i32)),
            python: "Game().accept_draw(Color.WHITE)",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.offer_draw(Color::Black).unwrap();
                CoreError::Game(g.offer_draw(Color::White).unwrap_err())
            },
            c: Some(|| {
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| {
                        gomoku_game_offer_draw(g, BLACK);
                        gomoku_game_offer_draw(g, 1) as i32
                    },
                )
            }),
            python: "((g := Game()).offer_draw(Color.BLACK), g.offer_draw(Color.WHITE))",
        },
        Witness {
            core: || CoreError::Parse("z99".parse::<Point>().unwrap_err()),
            c: Some(|| {
                let mut out = gomoku_point { x: 0, y: 0 };
                // The C contract: a NUL-terminated string and a local out pointer.
                gomoku_point_from_str(c"z99".as_ptr(), &raw mut out) as i32
            }),
            python: "Point.parse('z99')",
        },
        Witness {
            core: || CoreError::Parse("red".parse::<Color>().unwrap_err()),
            // The C contract: a NUL-terminated string and a local out pointer.
            c: Some(|| {
                let mut out = 0i32;
                // The C contract: a NUL-terminated string and a local out pointer.
                gomoku_color_from_str(c"red".as_ptr(), &raw mut out) as i32
            }),
            python: "Color.parse('red')",
        },
        Witness {
            core: || CoreError::Parse("triple".parse::<Forbidden>().unwrap_err()),
            // The C contract: as above.
            c: Some(|| {
                let mut out = 0i32;
                // The C contract: a NUL-terminated string and a local out pointer.
                gomoku_forbidden_from_str(c"triple".as_ptr(), &raw mut out) as i32
            }),
            python: "Forbidden.parse('triple')",
        },
        Witness {
            core: || CoreError::Parse("zz".parse::<Move>().unwrap_err()),
            // The C face parses no single move (only move lists).
            c: None,
            python: "Game.from_moves(Rules.freestyle(), ['h8', 'zz'])",
        },
        Witness {
            core: || match "gomoku".parse::<Rules>().unwrap_err() {
                gomoku_referee::RulesTextError::Parse(e) => CoreError::Parse(e),
                gomoku_referee::RulesTextError::Rules(e) => CoreError::Rules(e),
            },
            c: Some(|| {
                let mut r = ptr::null_mut();
                // The C contract: as above; nothing is made on failure.
                gomoku_rules_from_name(c"gomoku".as_ptr(), &raw mut r) as i32
            }),
            python: "Rules.parse('gomoku')",
        },
        Witness {
            core: || CoreError::Parse("nonsense".parse::<Termination>().unwrap_err()),
            // The C contract: as above.
            c: Some(|| {
                let mut out = 0i32;
                // The C contract: a NUL-terminated string and a local out pointer.
                gomoku_termination_from_str(c"nonsense".as_ptr(), &raw mut out) as i32
            }),
            python: "Termination.parse('nonsense')",
        },
        Witness {
            core: || CoreError::Parse(parse_moves("h8 zz").nth(1).unwrap().unwrap_err()),
            c: Some(|| {
                let text = CString::new("h8 zz").unwrap();
                c_game(
                    FREESTYLE,
                    |_| {},
                    |g| gomoku_game_play_text(g, text.as_ptr(), ptr::null_mut()) as i32,
                )
            }),
            python: "Game.from_moves(Rules.freestyle(), 'h8 zz')",
        },
        Witness {
            core: || CoreError::Rules(Rules::freestyle().with_size(4).unwrap_err()),
            c: Some(|| c_rules(|r| gomoku_rules_set_size(r, 4) as i32)),
            python: "Rules.freestyle().with_size(4)",
        },
        Witness {
            core: || CoreError::Rules(Rules::from_gomocup(3).unwrap_err()),
            c: Some(|| {
                let mut r = ptr::null_mut();
                // The C contract: a local out pointer; nothing is made on failure.
                gomoku_rules_from_gomocup(3, &raw mut r) as i32
            }),
            python: "Rules.from_gomocup(3)",
        },
        Witness {
            core: || CoreError::Rules(Rules::freestyle().with_capture(Some(0)).unwrap_err()),
            c: Some(|| c_rules(|r| gomoku_rules_set_capture(r, 0) as i32)),
            python: "Rules.freestyle().with_capture(0)",
        },
        Witness {
            core: || CoreError::Rules(Rules::freestyle().with_move_limit(Some(70000)).unwrap_err()),
            c: Some(|| c_rules(|r| gomoku_rules_set_move_limit(r, 70000) as i32)),
            python: "Rules.freestyle().with_move_limit(70000)",
        },
        Witness {
            core: || CoreError::Rules(Rules::freestyle().with_perfect_five(true).unwrap_err()),
            c: Some(|| c_rules(|r| gomoku_rules_set_perfect_five(r, true) as i32)),
            python: "Rules.freestyle().with_perfect_five(True)",
        },
        Witness {
            core: || core_setup(Rules::freestyle().with_size(9).unwrap(), "k11", "", 0),
            c: Some(|| c_setup(FREESTYLE, 9, &["k11"], &[], 0)),
            python: "Game.from_stones(Rules.freestyle(size=9), black=['k11'])",
        },
        Witness {
            core: || core_setup(Rules::freestyle(), "h8", "h8", 0),
            c: Some(|| c_setup(FREESTYLE, 15, &["h8"], &["h8"], 0)),
            python: "Game.from_stones(Rules.freestyle(), black=['h8'], white=['h8'])",
        },
        Witness {
            core: || core_setup(Rules::freestyle(), "a1 b1 c1 d1 e1", "", 0),
            c: Some(|| c_setup(FREESTYLE, 15, &["a1", "b1", "c1", "d1", "e1"], &[], 0)),
            python: "Game.from_stones(Rules.freestyle(), black=['a1', 'b1', 'c1', 'd1', 'e1'])",
        },
        Witness {
            core: || core_setup(Rules::freestyle(), "", "", 1),
            c: Some(|| c_setup(FREESTYLE, 15, &[], &[], 1)),
            python: "Game.from_stones(Rules.freestyle(), black_pairs=1)",
        },
        Witness {
            core: || {
                CoreError::Outcome(
                    gomoku_referee::Outcome::new(Some(Color::Black), Termination::BoardFull)
                        .unwrap_err(),
                )
            },
            // The C contract: a local out pointer.
            c: Some(|| {
                let mut o = core::mem::MaybeUninit::<gomoku::types::gomoku_outcome>::uninit();
                gomoku::types::gomoku_outcome_new(0, 5, o.as_mut_ptr()) as i32
            }),
            python: "Outcome(Color.BLACK, Termination.BOARD_FULL)",
        },
    ]
}

#[test]
fn every_variant_really_gives_its_status_and_class() {
    let face =
        PyFace::load().unwrap_or_else(|e| panic!("the table test needs the Python module: {e}"));
    let witnesses = witnesses();
    assert_eq!(witnesses.len(), TABLE.len(), "one witness per row");
    Python::attach(|py| {
        let globals = PyDict::new(py);
        globals.set_item("gomoku", face.module().bind(py)).unwrap();
        py.run(
            c"from gomoku import *\n\
def raised(f):\n    try:\n        f()\n    except Exception as e:\n        \
return (type(e).__module__, type(e).__name__, isinstance(e, gomoku.GomokuError))\n    return None\n",
            Some(&globals),
            None,
        )
        .unwrap();
        let mut problems = Vec::new();
        for (w, row) in witnesses.iter().zip(TABLE) {
            let core = variant(&(w.core)());
            if core != row.variant {
                problems.push(format!("{}: the core's witness gave {core}", row.variant));
            }
            if let Some(c) = w.c {
                let status = c();
                if status != row.status {
                    problems.push(format!(
                        "{}: C gave status {status}, documented {}",
                        row.variant, row.status
                    ));
                }
            }
            let code = CString::new(format!("raised(lambda: {})", w.python)).unwrap();
            let got = py
                .eval(&code, Some(&globals), None)
                .unwrap_or_else(|e| panic!("{}: {e}", w.python));
            let got: Option<(String, String, bool)> = got.extract().unwrap();
            match got {
                Some((module, class, is_gomoku))
                    if module.starts_with("gomoku") && class == row.class && is_gomoku => {}
                other => problems.push(format!(
                    "{}: Python `{}` raised {other:?}, documented gomoku.{}",
                    row.variant, w.python, row.class
                )),
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    });
}
