//! The table of docs/DESIGN.md "One error, one code, one exception", asserted: every kind
//! of core error has its C status and Python class — in the documents
//! (`gomoku-ffi/STATUS.md`, `gomoku-py/EXCEPTIONS.md`), in the C face's conversion, and in
//! what each face really answers when the error happens (one witness per kind).

use std::collections::BTreeSet;
use std::ffi::CString;
use std::path::Path;
use std::ptr;

use gomoku::analysis::{
    gomoku_game_vcf, gomoku_vcf_limits, gomoku_vcf_limits_default, gomoku_vcf_result,
};
use gomoku::game::{
    gomoku_game, gomoku_game_accept_draw, gomoku_game_free, gomoku_game_from_setup,
    gomoku_game_new, gomoku_game_offer_draw, gomoku_game_pass, gomoku_game_play,
    gomoku_game_play_text, gomoku_game_resign, gomoku_game_undo,
};
use gomoku::gomoku_status;
use gomoku::protocol::{gomoku_command, gomoku_protocol_parse};
use gomoku::record::{
    gomoku_game_write_record, gomoku_record_free, gomoku_record_options, gomoku_record_read,
    gomoku_record_replay, gomoku_renjunet_free, gomoku_renjunet_next, gomoku_renjunet_open,
};
use gomoku::rules::{
    gomoku_rules, gomoku_rules_free, gomoku_rules_from_gomocup, gomoku_rules_from_name,
    gomoku_rules_new, gomoku_rules_set_capture, gomoku_rules_set_move_limit,
    gomoku_rules_set_perfect_five, gomoku_rules_set_size,
};
use gomoku::symmetry::gomoku_symmetry_from_str;
use gomoku::types::{
    gomoku_color_from_str, gomoku_forbidden_from_str, gomoku_point, gomoku_point_from_str,
    gomoku_termination_from_str,
};
use gomoku_agreement::PyFace;
use gomoku_agreement::table::{CoreError, table, variant};
use gomoku_referee::protocol::Command;
use gomoku_referee::record::renjunet::{RenjuNetError, RenjuNetReader};
use gomoku_referee::record::{
    Format, SgfOptions, SgfRows, read_moves, read_psq, read_renlib, read_sgf,
};
use gomoku_referee::testing::p;
use gomoku_referee::{
    Clock, Color, Forbidden, Game, History, Match, Move, Opening, OpeningAction, Player, Point,
    Rules, Setup, Symmetry, Termination, TimeControl, VcfError, VcfLimits, parse_moves,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::time::Duration;

const SGF: i32 = 2;
const PSQ: i32 = 1;
const MOVES: i32 = 0;
const RENJUNET: i32 = 3;
const RENLIB: i32 = 4;
const RENJU: i32 = 2;
const BAD_LIB: &[u8] = b"\xffRenLib\xff\x09\x00\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff";
const BAD_XML: &str = "<database><games></game></database>";
const FIVE_BUT_W: &str = "(;GM[4]RE[W+];B[aa];W[ao];B[ba];W[bo];B[ca];W[co];B[da];W[do];B[ea])";

fn sgf(s: &str) -> Result<gomoku_referee::record::Record, gomoku_referee::record::RecordError> {
    read_sgf(s, SgfOptions::default())
}

fn rk(e: gomoku_referee::record::RecordError) -> CoreError {
    CoreError::Record(e.kind)
}

/// Reads `data` as `format` (move text on `size`) through the C face: the status, and
/// the record (freed by the caller through `c_then`).
fn c_read(format: i32, data: &[u8], size: u32) -> i32 {
    c_then(format, data, size, |_| 0)
}

fn c_then(
    format: i32,
    data: &[u8],
    size: u32,
    f: impl FnOnce(*mut gomoku::record::gomoku_record) -> i32,
) -> i32 {
    let options = gomoku_record_options {
        size,
        sgf_rows: 0,
        lenient: false,
    };
    let mut rec = ptr::null_mut();
    {
        let s = gomoku_record_read(
            format,
            data.as_ptr(),
            data.len(),
            &raw const options,
            &raw mut rec,
            ptr::null_mut(),
        ) as i32;
        if s != 0 {
            return s;
        }
        let s = f(rec);
        gomoku_record_free(rec);
        s
    }
}

/// Replays a record read through the C face under `preset`.
fn c_replay(format: i32, data: &[u8], size: u32, preset: i32) -> i32 {
    c_then(format, data, size, |rec| {
        let mut rules = ptr::null_mut();
        let mut game = ptr::null_mut();
        {
            assert_eq!(gomoku_rules_new(preset, &raw mut rules) as i32, 0);
            let s = gomoku_record_replay(rec, rules, &raw mut game, ptr::null_mut()) as i32;
            gomoku_game_free(game);
            gomoku_rules_free(rules);
            s
        }
    })
}

/// Replays a record read through the C face under its own rules (NULL rules).
fn c_replay_own(format: i32, data: &[u8], size: u32) -> i32 {
    c_then(format, data, size, |rec| {
        let mut game = ptr::null_mut();
        // The game is made and freed here; out pointers are locals.
        let s = gomoku_record_replay(rec, ptr::null(), &raw mut game, ptr::null_mut()) as i32;
        gomoku_game_free(game);
        s
    })
}

/// Writes a C game in `format`.
fn c_write(g: *mut gomoku_game, format: i32) -> i32 {
    let mut buf = [0 as std::ffi::c_char; 256];
    let mut n = 0usize;
    gomoku_game_write_record(g, format, 0, buf.as_mut_ptr(), buf.len(), &raw mut n) as i32
}

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
        .filter(|r| r.len() >= 2 && r[0].contains("::") && r[1].ends_with("Error"))
        .map(|r| (r[0].clone(), r[1].clone()))
        .collect()
}

#[test]
fn the_documents_hold_the_table() {
    let statuses: BTreeSet<(String, i32, String)> = table()
        .iter()
        .filter_map(|r| Some((r.variant.to_owned(), r.status?, r.constant?.to_owned())))
        .collect();
    let classes: BTreeSet<(String, String)> = table()
        .iter()
        .map(|r| (r.variant.to_owned(), r.class.to_owned()))
        .collect();
    assert_eq!(
        status_rows("gomoku-ffi/STATUS.md"),
        statuses,
        "gomoku-ffi/STATUS.md"
    );
    assert_eq!(
        class_rows("gomoku-py/EXCEPTIONS.md"),
        classes,
        "gomoku-py/EXCEPTIONS.md"
    );
    let numbers: BTreeSet<i32> = table().iter().filter_map(|r| r.status).collect();
    assert_eq!(numbers.len(), statuses.len(), "two kinds share a status");
}

/// The status the C face's conversion (`From<E> for gomoku_status`) gives a core error.
fn converted(e: CoreError) -> Option<i32> {
    let status: gomoku_status = match e {
        CoreError::Play(e) => e.into(),
        CoreError::Game(e) => e.into(),
        CoreError::Parse(e) => e.into(),
        CoreError::Rules(e) => e.into(),
        CoreError::Setup(e) => e.into(),
        CoreError::Outcome(e) => e.into(),
        CoreError::Record(k) => k.into(),
        CoreError::RenjuNetIo => RenjuNetError::Io(std::io::ErrorKind::Other).into(),
        CoreError::Replay(e) => e.into(),
        CoreError::Write(e) => e.into(),
        CoreError::Opening(e) => e.into(),
        CoreError::Match(e) => e.into(),
        CoreError::Clock(e) => e.into(),
        CoreError::Vcf(e) => e.into(),
        CoreError::Protocol(e) => e.into(),
        // The C face has no call that replays a `History`.
        CoreError::History(_) => return None,
    };
    Some(status as i32)
}

/// A live witness of each variant: the core's error from a real call, the C status from
/// the same calls through the C ABI (`None` where C has no such call), and a Python
/// expression that must raise.
struct Witness {
    core: fn() -> CoreError,
    c: Option<fn() -> i32>,
    python: &'static str,
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

/// The status of one line parsed by the C face on 20×20.
fn c_parse(line: &[u8]) -> i32 {
    let mut out = std::mem::MaybeUninit::<gomoku_command>::uninit();
    gomoku_protocol_parse(line.as_ptr().cast(), line.len(), 20, out.as_mut_ptr()) as i32
}

/// The witness of a protocol error: one line parsed by the three faces on 20×20.
macro_rules! protocol_witness {
    ($line:expr, $python:expr) => {
        Witness {
            core: || CoreError::Protocol(Command::parse_bytes($line, 20).unwrap_err()),
            c: Some(|| c_parse($line)),
            python: $python,
        }
    };
}

#[test]
fn every_variant_really_gives_its_status_and_class() {
    let face =
        PyFace::load().unwrap_or_else(|e| panic!("the table test needs the Python module: {e}"));
    let witnesses = witnesses();
    let mut witnessed: Vec<&str> = witnesses.iter().map(|w| variant(&(w.core)())).collect();
    witnessed.sort_unstable();
    let mut rows: Vec<&str> = table().iter().map(|r| r.variant).collect();
    rows.sort_unstable();
    assert_eq!(witnessed, rows, "one witness per kind of core error");
    Python::attach(|py| {
        let globals = PyDict::new(py);
        globals.set_item("gomoku", face.module().bind(py)).unwrap();
        py.run(
            c"from gomoku import *\n\
def rif(third):\n    g = Game(Rules.renju(), opening='rif')\n    \
for s in ['h8', 'h9', third]:\n        g.place(s)\n    g.keep()\n    \
g.place('h6' if third.startswith('h') else 'g10')\n    return g\n\
def raised(f):\n    try:\n        f()\n    except Exception as e:\n        \
return (type(e).__module__, type(e).__name__, isinstance(e, gomoku.GomokuError))\n    return None\n",
            Some(&globals),
            None,
        )
        .unwrap();
        let mut problems = Vec::new();
        for w in &witnesses {
            let e = (w.core)();
            let core = variant(&e);
            let row = table().iter().find(|r| r.variant == core).unwrap();
            if converted(e) != row.status {
                problems.push(format!(
                    "{core}: the C face's conversion gives {:?}, its table {:?}",
                    converted(e),
                    row.status
                ));
            }
            if let Some(c) = w.c {
                let status = c();
                if Some(status) != row.status {
                    problems.push(format!(
                        "{}: C gave status {status}, documented {:?}",
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
            core: || CoreError::Parse("rotate-45".parse::<Symmetry>().unwrap_err()),
            c: Some(|| {
                let mut out = 0i32;
                gomoku_symmetry_from_str(c"rotate-45".as_ptr(), &raw mut out) as i32
            }),
            python: "Symmetry.parse('rotate-45')",
        },
        Witness {
            core: || {
                CoreError::Parse(
                    "klingon"
                        .parse::<gomoku_referee::record::TextEncoding>()
                        .unwrap_err(),
                )
            },
            c: Some(|| {
                let mut r = ptr::null_mut();
                // The C contract: an empty buffer, a NUL-terminated label, a local out
                // pointer; nothing is made on failure.
                gomoku::record::gomoku_record_read_renlib(
                    ptr::null(),
                    0,
                    c"klingon".as_ptr(),
                    &raw mut r,
                    ptr::null_mut(),
                ) as i32
            }),
            python: "Record.read_renlib(b'', encoding='klingon')",
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
        Witness {
            core: || rk(sgf("(;GM[4]").unwrap_err()),
            c: Some(|| c_read(SGF, b"(;GM[4]", 15)),
            python: "Record.read_sgf('(;GM[4]')",
        },
        Witness {
            core: || rk(read_psq("Gomoku 15x15\n").unwrap_err()),
            c: Some(|| c_read(PSQ, b"Gomoku 15x15\n", 15)),
            python: "Record.read_psq('Gomoku 15x15\\n')",
        },
        Witness {
            core: || rk(read_renlib(BAD_LIB).unwrap_err()),
            c: Some(|| c_read(RENLIB, BAD_LIB, 15)),
            python: "Record.read_renlib(b'\\xffRenLib\\xff\\x09\\x00' + b'\\xff' * 10)",
        },
        Witness {
            core: || rk(read_moves(b"h8 \xff", 15).unwrap_err()),
            c: Some(|| c_read(MOVES, b"h8 \xff", 15)),
            python: "Record.read_moves(b'h8 \\xff')",
        },
        Witness {
            core: || rk(sgf("()").unwrap_err()),
            c: Some(|| c_read(SGF, b"()", 15)),
            python: "Record.read_sgf('()')",
        },
        Witness {
            core: || rk(read_psq("Piskvorky 15x15, 0\n8,8,-1\n").unwrap_err()),
            c: Some(|| c_read(PSQ, b"Piskvorky 15x15, 0\n8,8,-1\n", 15)),
            python: "Record.read_psq('Piskvorky 15x15, 0\\n8,8,-1\\n')",
        },
        Witness {
            core: || rk(read_moves("h8h9", 15).unwrap_err()),
            c: Some(|| c_read(MOVES, b"h8h9", 15)),
            python: "Record.read_moves('h8h9')",
        },
        Witness {
            core: || rk(read_moves("q1", 15).unwrap_err()),
            c: Some(|| c_read(MOVES, b"q1", 15)),
            python: "Record.read_moves('q1')",
        },
        Witness {
            core: || rk(sgf("(;GM[4]SZ[30])").unwrap_err()),
            c: Some(|| c_read(SGF, b"(;GM[4]SZ[30])", 15)),
            python: "Record.read_sgf('(;GM[4]SZ[30])')",
        },
        Witness {
            core: || rk(sgf("(;GM[4]SZ[15:19])").unwrap_err()),
            c: Some(|| c_read(SGF, b"(;GM[4]SZ[15:19])", 15)),
            python: "Record.read_sgf('(;GM[4]SZ[15:19])')",
        },
        Witness {
            core: || rk(sgf("(;GM[4]C[\\").unwrap_err()),
            c: Some(|| c_read(SGF, b"(;GM[4]C[\\", 15)),
            python: "Record.read_sgf('(;GM[4]C[\\\\')",
        },
        Witness {
            core: || rk(sgf("(;GM[1])").unwrap_err()),
            c: Some(|| c_read(SGF, b"(;GM[1])", 15)),
            python: "Record.read_sgf('(;GM[1])')",
        },
        Witness {
            core: || match RenjuNetReader::new(BAD_XML.as_bytes()).next() {
                Some(Err(RenjuNetError::Record(e))) => rk(e),
                other => panic!("{other:?}"),
            },
            c: Some(|| c_read(RENJUNET, BAD_XML.as_bytes(), 15)),
            python: "(lambda p: (open(p, 'w').write('<database><games></game></database>'), list(gomoku.renjunet.iter_games(p))))(__import__('tempfile').mktemp())",
        },
        Witness {
            core: || rk(sgf("no game here").unwrap_err()),
            c: Some(|| c_read(SGF, b"no game here", 15)),
            python: "Record.read_sgf('no game here')",
        },
        Witness {
            // A directory opens but cannot be read (the core and C).
            core: || match RenjuNetReader::open(root()).unwrap().next() {
                Some(Err(RenjuNetError::Io(_))) => CoreError::RenjuNetIo,
                other => panic!("{other:?}"),
            },
            c: Some(|| {
                let path = CString::new(root().to_str().unwrap()).unwrap();
                let mut reader = ptr::null_mut();
                let mut rec = ptr::null_mut();
                {
                    assert_eq!(
                        gomoku_renjunet_open(path.as_ptr(), &raw mut reader) as i32,
                        0
                    );
                    let s = gomoku_renjunet_next(reader, &raw mut rec, ptr::null_mut()) as i32;
                    gomoku_renjunet_free(reader);
                    s
                }
            }),
            // Python refuses a directory as it opens it (`IsADirectoryError`, as
            // `Record.read_*`): a file that opens and fails as it is read (Linux: the
            // process's memory, unmapped at offset 0) is its i/o error in a stream.
            python: "next(iter(gomoku.renjunet.iter_games('/proc/self/mem')))",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    read_moves("h8", 19)
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(MOVES, b"h8", 19, RENJU)),
            python: "Record.read_moves('h8', 19).replay(Rules.renju())",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4]AB[aa][ba][ca][da][ea])")
                        .unwrap()
                        .replay(Rules::freestyle())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, b"(;GM[4]AB[aa][ba][ca][da][ea])", 15, FREESTYLE)),
            python: "Record.read_sgf('(;GM[4]AB[aa][ba][ca][da][ea])').replay(Rules.freestyle())",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4];B[hh];B[ii])")
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, b"(;GM[4];B[hh];B[ii])", 15, RENJU)),
            python: "Record.read_sgf('(;GM[4];B[hh];B[ii])').replay()",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    read_moves("h8 h8", 15)
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(MOVES, b"h8 h8", 15, RENJU)),
            python: "Record.read_moves('h8 h8').replay()",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf(FIVE_BUT_W)
                        .unwrap()
                        .replay(Rules::freestyle())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, FIVE_BUT_W.as_bytes(), 15, FREESTYLE)),
            python: "Record.read_sgf('(;GM[4]RE[W+];B[aa];W[ao];B[ba];W[bo];B[ca];W[co];B[da];W[do];B[ea])').replay(Rules.freestyle())",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4]SZ[5]RU[freestyle]OR[rif]OA[c3];B[cc])")
                        .unwrap()
                        .replay(Rules::freestyle().with_size(5).unwrap())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay_own(SGF, b"(;GM[4]SZ[5]RU[freestyle]OR[rif]OA[c3];B[cc])", 15)),
            python: "Record.read_sgf('(;GM[4]SZ[5]RU[freestyle]OR[rif]OA[c3];B[cc])').replay()",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4]OR[rif]OA[h8][swap];B[hh])")
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, b"(;GM[4]OR[rif]OA[h8][swap];B[hh])", 15, RENJU)),
            python: "Record.read_sgf('(;GM[4]OR[rif]OA[h8][swap];B[hh])').replay(Rules.renju())",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4]OR[rif]OA[h8];B[ii])")
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, b"(;GM[4]OR[rif]OA[h8];B[ii])", 15, RENJU)),
            python: "Record.read_sgf('(;GM[4]OR[rif]OA[h8];B[ii])').replay(Rules.renju())",
        },
        Witness {
            core: || {
                CoreError::Replay(
                    sgf("(;GM[4]AB[aa]OR[rif]OA[h8];B[hh])")
                        .unwrap()
                        .replay(Rules::renju())
                        .unwrap_err(),
                )
            },
            c: Some(|| c_replay(SGF, b"(;GM[4]AB[aa]OR[rif]OA[h8];B[hh])", 15, RENJU)),
            python: "Record.read_sgf('(;GM[4]AB[aa]OR[rif]OA[h8];B[hh])').replay(Rules.renju())",
        },
        Witness {
            core: || {
                let s = Setup::from_text("h8", "").unwrap().with_turn(Color::White);
                CoreError::Write(
                    Game::from_setup(Rules::renju(), &s)
                        .unwrap()
                        .to_record()
                        .to_psq()
                        .unwrap_err(),
                )
            },
            c: Some(|| {
                let mut rules = ptr::null_mut();
                let mut game = ptr::null_mut();
                let b = [cp("h8")];
                {
                    assert_eq!(gomoku_rules_new(RENJU, &raw mut rules) as i32, 0);
                    assert_eq!(
                        gomoku_game_from_setup(
                            rules,
                            b.as_ptr(),
                            1,
                            ptr::null(),
                            0,
                            1,
                            0,
                            0,
                            &raw mut game
                        ) as i32,
                        0
                    );
                    let s = c_write(game, PSQ);
                    gomoku_game_free(game);
                    gomoku_rules_free(rules);
                    s
                }
            }),
            python: "Game.from_stones(Rules.renju(), ['h8'], turn=Color.WHITE).to_psq()",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::renju().with_pass(true));
                g.pass().unwrap();
                CoreError::Write(g.to_record().to_psq().unwrap_err())
            },
            c: Some(|| {
                c_game(
                    RENJU,
                    |r| {
                        gomoku::rules::gomoku_rules_set_pass(r, true);
                    },
                    |g| {
                        gomoku_game_pass(g);
                        c_write(g, PSQ)
                    },
                )
            }),
            python: "((g := Game(Rules.renju().with_pass(True))).push_pass(), g.to_psq())",
        },
        Witness {
            core: || CoreError::Write(sgf("(;GM[4];B[hh];B[ii])").unwrap().to_moves().unwrap_err()),
            // C writes games, whose colours always alternate.
            c: None,
            python: "Record.read_sgf('(;GM[4];B[hh];B[ii])').to_moves()",
        },
        Witness {
            core: || {
                CoreError::Write(
                    Game::new(Rules::renju())
                        .to_record()
                        .write(Format::RenLib, SgfRows::FromTop)
                        .unwrap_err(),
                )
            },
            c: Some(|| c_game(RENJU, |_| {}, |g| c_write(g, RENLIB))),
            python: "Record.read_moves('h8').write('renlib')",
        },
        Witness {
            core: || {
                CoreError::Play(
                    Game::with_opening(Rules::freestyle(), Opening::Rif)
                        .unwrap()
                        .play_at(p("a1"))
                        .unwrap_err(),
                )
            },
            c: None,
            python: "Game(opening='rif').push('a1')",
        },
        Witness {
            core: || {
                let mut g = Game::with_opening(Rules::freestyle(), Opening::Taraguchi(10)).unwrap();
                g.place(p("h8")).unwrap();
                g.swap().unwrap();
                CoreError::Game(g.undo().unwrap_err())
            },
            c: None,
            python: "((g := Game(opening='taraguchi-10')).place('h8'), g.swap(), g.pop())",
        },
        Witness {
            core: || CoreError::Parse("nope".parse::<Opening>().unwrap_err()),
            c: None,
            python: "Opening.parse('nope')",
        },
        Witness {
            core: || CoreError::Parse("third".parse::<Player>().unwrap_err()),
            c: None,
            python: "Player.parse('third')",
        },
        Witness {
            core: || CoreError::Parse("jump".parse::<OpeningAction>().unwrap_err()),
            c: None,
            python: "Game().__setstate__((Rules.freestyle(), [], [], Color.BLACK, 0, 0, [], None, None, 'swap', ['jump']))",
        },
        Witness {
            core: || {
                CoreError::Opening(
                    Game::with_opening(Rules::freestyle(), Opening::Pro)
                        .unwrap()
                        .swap()
                        .unwrap_err(),
                )
            },
            c: None,
            python: "Game(opening='pro').swap()",
        },
        Witness {
            core: || {
                CoreError::Opening(
                    Game::with_opening(Rules::freestyle(), Opening::Pro)
                        .unwrap()
                        .place(p("a1"))
                        .unwrap_err(),
                )
            },
            c: None,
            python: "Game(opening='pro').place('a1')",
        },
        Witness {
            core: || {
                CoreError::Opening(rif_at_offers("j10").offer(&[p("g8"), p("g8")]).unwrap_err())
            },
            c: None,
            python: "((g := rif('j10')).offer(['g8', 'g8']))",
        },
        Witness {
            core: || {
                CoreError::Opening(rif_at_offers("h10").offer(&[p("g8"), p("i8")]).unwrap_err())
            },
            c: None,
            python: "((g := rif('h10')).offer(['g8', 'i8']))",
        },
        Witness {
            core: || CoreError::Opening(rif_at_offers("j10").offer(&[p("g8")]).unwrap_err()),
            c: None,
            python: "((g := rif('j10')).offer(['g8']))",
        },
        Witness {
            core: || CoreError::Opening(Opening::soosorv(0).unwrap_err()),
            c: None,
            python: "Opening.soosorv(0)",
        },
        Witness {
            core: || {
                let mut g = rif_at_offers("j10");
                g.offer(&[p("g8"), p("i8")]).unwrap();
                CoreError::Opening(g.pick(p("a1")).unwrap_err())
            },
            c: None,
            python: "((g := rif('j10')).offer(['g8', 'i8']), g.pick('a1'))",
        },
        Witness {
            core: || CoreError::Opening(Game::new(Rules::freestyle()).swap().unwrap_err()),
            c: None,
            python: "Game().swap()",
        },
        Witness {
            core: || {
                let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
                g.resign(Color::Black).unwrap();
                CoreError::Opening(g.place(p("h8")).unwrap_err())
            },
            c: None,
            python: "((g := Game(opening='swap')).resign(Color.BLACK), g.place('h8'))",
        },
        Witness {
            core: || {
                CoreError::Opening(
                    Game::with_opening(
                        Rules::freestyle().with_size(7).unwrap(),
                        Opening::Taraguchi(10),
                    )
                    .unwrap_err(),
                )
            },
            c: None,
            python: "Game(Rules.freestyle(size=7), opening='taraguchi-10')",
        },
        Witness {
            core: || {
                CoreError::Match(
                    Match::new("a", "b")
                        .record(&Game::new(Rules::freestyle()))
                        .unwrap_err(),
                )
            },
            c: None,
            python: "Match('a', 'b').record(Game())",
        },
        Witness {
            core: || CoreError::Match(Match::new("a", "b").with_k(0).unwrap_err()),
            c: None,
            python: "Match('a', 'b', k=0)",
        },
        Witness {
            core: || {
                let mut c = Clock::new(TimeControl::per_move(Duration::from_millis(10))).unwrap();
                c.spend(Player::First, Duration::from_millis(20)).unwrap();
                CoreError::Clock(c.spend(Player::Second, Duration::ZERO).unwrap_err())
            },
            c: None,
            python: "((c := Clock(per_move_ms=10)).spend(Player.FIRST, 20), c.spend(Player.SECOND, 1))",
        },
        Witness {
            core: || {
                CoreError::Clock(Clock::new(TimeControl::per_move(Duration::ZERO)).unwrap_err())
            },
            c: None,
            python: "Clock(per_move_ms=0)",
        },
        Witness {
            core: || CoreError::Vcf(vcf_of(Game::new(Rules::pente()), VcfLimits::default())),
            c: Some(|| c_vcf(PENTE, "", gomoku_vcf_limits_default_value())),
            python: "Game(Rules.pente()).vcf()",
        },
        Witness {
            core: || {
                let mut g = Game::new(Rules::freestyle());
                g.resign(Color::Black).unwrap();
                CoreError::Vcf(vcf_of(g, VcfLimits::default()))
            },
            c: Some(|| {
                c_vcf(
                    FREESTYLE,
                    "h8 a1 i8 a2 j8 a3 k8 a4 l8",
                    gomoku_vcf_limits_default_value(),
                )
            }),
            python: "((g := Game()).resign(Color.BLACK), g.vcf())",
        },
        Witness {
            core: || {
                let l = VcfLimits {
                    max_moves: 0,
                    ..VcfLimits::default()
                };
                CoreError::Vcf(vcf_of(Game::new(Rules::renju()), l))
            },
            c: Some(|| {
                let mut l = gomoku_vcf_limits_default_value();
                l.max_moves = 0;
                c_vcf(FREESTYLE, "", l)
            }),
            python: "Game().vcf(max_moves=0)",
        },
        Witness {
            core: || {
                let l = VcfLimits {
                    table_entries: 1 << 25,
                    ..VcfLimits::default()
                };
                CoreError::Vcf(vcf_of(Game::new(Rules::renju()), l))
            },
            c: Some(|| {
                let mut l = gomoku_vcf_limits_default_value();
                l.table_entries = 1 << 25;
                c_vcf(FREESTYLE, "", l)
            }),
            python: "Game().vcf(table_entries=1 << 25)",
        },
        protocol_witness!(b" \r\n", "parse_command(' \\r\\n', 20)"),
        protocol_witness!(b"TURN \xff", "parse_command(b'TURN \\xff', 20)"),
        protocol_witness!(b"HELLO", "parse_command('HELLO', 20)"),
        protocol_witness!(b"TURN 1", "parse_command('TURN 1', 20)"),
        protocol_witness!(b"TURN 20,0", "parse_command('TURN 20,0', 20)"),
        Witness {
            core: || {
                let history = History {
                    start: Setup::from_text("a1", "").unwrap(),
                    opening: Some(Opening::Swap),
                    ..History::new(Rules::freestyle())
                };
                CoreError::History(Game::from_history(&history).unwrap_err())
            },
            c: None,
            python: "Game.from_history(Rules.freestyle(), black=['a1'], opening='swap')",
        },
        Witness {
            core: || {
                let history = History {
                    moves: vec![Move::Place(p("h9"))],
                    opening: Some(Opening::Swap),
                    opening_actions: vec![OpeningAction::Place(p("h8"))],
                    ..History::new(Rules::freestyle())
                };
                CoreError::History(Game::from_history(&history).unwrap_err())
            },
            c: None,
            python: "Game.from_history(Rules.freestyle(), ['h9'], opening='swap', opening_actions=['h8'])",
        },
    ]
}

/// A RIF game at its fifth-move offers: h8 h9 and `third`, no swap, g10 (h6 when the third
/// is on column h, so that the position keeps the left-right mirror).
fn rif_at_offers(third: &str) -> Game {
    let mut g = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
    for s in ["h8", "h9", third] {
        g.place(p(s)).unwrap();
    }
    g.keep().unwrap();
    g.place(p(if third.starts_with('h') { "h6" } else { "g10" }))
        .unwrap();
    g
}

const PENTE: i32 = 7;

fn vcf_of(game: Game, limits: VcfLimits) -> VcfError {
    game.vcf(Color::Black, &limits).unwrap_err()
}

fn gomoku_vcf_limits_default_value() -> gomoku_vcf_limits {
    let mut l = gomoku_vcf_limits {
        max_moves: 0,
        max_nodes: 0,
        table_entries: 0,
        mode: 0,
    };
    assert_eq!(gomoku_vcf_limits_default(&raw mut l) as i32, 0);
    l
}

/// The status of a VCF search through the C face on a game of `preset` after `moves`.
fn c_vcf(preset: i32, moves: &str, limits: gomoku_vcf_limits) -> i32 {
    let text = CString::new(moves).unwrap();
    c_game(
        preset,
        |_| {},
        |g| {
            let mut r = std::mem::MaybeUninit::<gomoku_vcf_result>::uninit();
            let mut n = 0usize;
            {
                if !moves.is_empty() {
                    assert_eq!(
                        gomoku_game_play_text(g, text.as_ptr(), ptr::null_mut()) as i32,
                        0
                    );
                }
                gomoku_game_vcf(
                    g,
                    0,
                    &raw const limits,
                    r.as_mut_ptr(),
                    ptr::null_mut(),
                    0,
                    &raw mut n,
                ) as i32
            }
        },
    )
}
