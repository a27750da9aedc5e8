//! The Gomocup protocol's parser (RULES.md §13) gives the same answer in the three faces:
//! the core's `Command::parse_bytes`, C's `gomoku_protocol_parse` and Python's
//! `gomoku.parse_command`, on seeded random lines made of the protocol's words, numbers
//! and noise — the command, its point and numbers, or the same error variant (through the
//! table of DESIGN.md).

use std::sync::OnceLock;

use gomoku::protocol::{gomoku_command, gomoku_protocol_parse};
use gomoku_agreement::PyFace;
use gomoku_agreement::table::{CoreError, variant, variant_of_class, variant_of_status};
use gomoku_core::protocol::{Command, CommandName, Info};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

fn python() -> &'static PyFace {
    static FACE: OnceLock<Result<PyFace, String>> = OnceLock::new();
    match FACE.get_or_init(PyFace::load) {
        Ok(face) => face,
        Err(e) => panic!("the protocol agreement needs the Python module: {e}"),
    }
}

fn fragment() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::sample::select(vec![
            "START",
            "RECTSTART",
            "RESTART",
            "BEGIN",
            "TURN",
            "BOARD",
            "DONE",
            "TAKEBACK",
            "PLAY",
            "INFO",
            "END",
            "ABOUT",
            "SWAP2BOARD",
            "timeout_turn",
            "time_left",
            "max_memory",
            "game_type",
            "rule",
            "evaluate",
            "folder",
            "begin",
            " ",
            ",",
            "\r",
            "-",
            "0",
            "2147483647",
            "99999999999999999999999",
        ])
        .prop_map(|s| s.as_bytes().to_vec()),
        (0u32..30).prop_map(|n| n.to_string().into_bytes()),
        (0u32..30, 0u32..30).prop_map(|(x, y)| format!("{x},{y}").into_bytes()),
        (0u32..30, 0u32..30, 0u32..5).prop_map(|(x, y, f)| format!("{x},{y},{f}").into_bytes()),
        proptest::collection::vec(any::<u8>(), 0..4),
    ]
}

fn line() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(fragment(), 0..5).prop_map(|parts| parts.join(&b' '))
}

/// What a face answers: a variant name, or the command's observable fields.
#[derive(Debug, PartialEq)]
enum Parsed {
    Error(&'static str),
    Command {
        name: &'static str,
        point: Option<(i32, i32)>,
        numbers: (i64, i64, i64),
    },
}

fn core(line: &[u8], size: u8) -> Parsed {
    match Command::parse_bytes(line, size) {
        Err(e) => Parsed::Error(variant(&CoreError::Protocol(e))),
        Ok(cmd) => {
            let point = match cmd {
                Command::Turn(p)
                | Command::Takeback(p)
                | Command::Play(p)
                | Command::Coords(p)
                | Command::Stone { point: p, .. }
                | Command::Info(Info::Evaluate(p)) => Some((i32::from(p.x()), i32::from(p.y()))),
                _ => None,
            };
            let numbers = match cmd {
                Command::Start(n) => (i64::from(n), 0, 0),
                Command::RectStart { width, height } => (
                    i64::from(width.min(i32::MAX as u32)),
                    i64::from(height.min(i32::MAX as u32)),
                    0,
                ),
                Command::Stone { field, .. } => (0, 0, i64::from(field.number())),
                Command::Info(Info::TimeoutTurn(v) | Info::TimeoutMatch(v)) => (0, 0, i64::from(v)),
                Command::Info(Info::TimeLeft(v)) => (0, 0, v),
                Command::Info(Info::MaxMemory(v)) => (0, 0, i64::try_from(v).unwrap_or(i64::MAX)),
                Command::Info(Info::GameType(t)) => (0, 0, i64::from(t.number())),
                Command::Info(Info::Rule { code, .. }) => (0, 0, i64::from(code)),
                _ => (0, 0, 0),
            };
            Parsed::Command {
                name: cmd.name().name(),
                point,
                numbers,
            }
        }
    }
}

fn c(line: &[u8], size: u8) -> Parsed {
    let mut out = std::mem::MaybeUninit::<gomoku_command>::uninit();
    // SAFETY: the line is valid for its length; `out` is a local.
    let status = unsafe {
        gomoku_protocol_parse(
            line.as_ptr().cast(),
            line.len(),
            i32::from(size),
            out.as_mut_ptr(),
        )
    };
    if status as i32 != 0 {
        return Parsed::Error(variant_of_status(status as i32).unwrap_or("(unknown status)"));
    }
    // SAFETY: written on success.
    let out = unsafe { out.assume_init() };
    let name = CommandName::ALL[usize::try_from(out.name).expect("a name")].name();
    let point = (out.point.x >= 0).then_some((out.point.x, out.point.y));
    let numbers = match name {
        "START" | "RECTSTART" => (i64::from(out.size), i64::from(out.height), 0),
        "x,y,field" => (0, 0, i64::from(out.field)),
        _ => (0, 0, out.value),
    };
    Parsed::Command {
        name,
        point,
        numbers,
    }
}

fn python_face(module: &Bound<'_, PyModule>, line: &[u8], size: u8) -> Parsed {
    let py = module.py();
    let globals = PyDict::new(py);
    globals.set_item("gomoku", module).unwrap();
    globals.set_item("line", PyBytes::new(py, line)).unwrap();
    globals.set_item("size", size).unwrap();
    let result = py.eval(c"gomoku.parse_command(line, size)", Some(&globals), None);
    match result {
        Err(e) => {
            let class = e.get_type(py).name().unwrap().to_string();
            Parsed::Error(variant_of_class(&class, false).unwrap_or("(unknown class)"))
        }
        Ok(cmd) => {
            let name: String = cmd.getattr("name").unwrap().extract().unwrap();
            let name = CommandName::ALL
                .into_iter()
                .map(CommandName::name)
                .find(|n| *n == name)
                .expect("a command name");
            let point = cmd.getattr("point").unwrap();
            let point = (!point.is_none()).then(|| {
                let x: i32 = point.getattr("x").unwrap().extract().unwrap();
                let y: i32 = point.getattr("y").unwrap().extract().unwrap();
                (x, y)
            });
            let get = |attr: &str| -> i64 {
                cmd.getattr(attr)
                    .unwrap()
                    .extract::<Option<i64>>()
                    .unwrap()
                    .unwrap_or(0)
            };
            let numbers = match name {
                "START" => (get("size"), 0, 0),
                "RECTSTART" => (
                    get("width").min(i64::from(i32::MAX)),
                    get("height").min(i64::from(i32::MAX)),
                    0,
                ),
                "x,y,field" => (0, 0, get("field")),
                "INFO" => {
                    let value = cmd.getattr("value").unwrap();
                    (0, 0, value.extract::<i64>().unwrap_or(0))
                }
                _ => (0, 0, 0),
            };
            Parsed::Command {
                name,
                point,
                numbers,
            }
        }
    }
}

#[test]
fn three_faces_parse_every_line_alike() {
    let face = python();
    let config = Config {
        cases: 3000,
        rng_seed: RngSeed::Fixed(13),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    Python::attach(|py| {
        let module = face.module().bind(py);
        runner
            .run(&(line(), 5u8..=26), |(text, size)| {
                let want = core(&text, size);
                let from_c = c(&text, size);
                let from_py = python_face(module, &text, size);
                if from_c != want || from_py != want {
                    return Err(TestCaseError::fail(format!(
                        "{:?} on {size}: core {want:?}, C {from_c:?}, Python {from_py:?}",
                        String::from_utf8_lossy(&text)
                    )));
                }
                Ok(())
            })
            .unwrap();
    });
}
