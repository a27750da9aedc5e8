//! The Gomocup protocol's parser (RULES.md §13) gives the same answer in the four faces:
//! the core's `Command::parse_bytes`, C's `gomoku_protocol_parse`, Python's
//! `gomoku.parse_command` and JavaScript's `parseCommand`, on seeded random lines made of
//! the protocol's words, numbers and noise — the command, its point and numbers, or the
//! same error variant (through the table of DESIGN.md); and a brain `Session` answers a
//! conversation alike in the four.

use std::sync::OnceLock;

use gomoku_agreement::table::{CoreError, variant, variant_of_class};
use gomoku_agreement::{JsFace, PyFace};
use gomoku_referee::protocol::{Command, CommandName, Info};
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
        /// The key of an `INFO` line (`(other)` for a key the protocol does not name).
        info: Option<&'static str>,
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
            let info = match cmd {
                Command::Info(i) => Some(match i {
                    Info::TimeoutTurn(_) => "timeout_turn",
                    Info::TimeoutMatch(_) => "timeout_match",
                    Info::TimeLeft(_) => "time_left",
                    Info::MaxMemory(_) => "max_memory",
                    Info::GameType(_) => "game_type",
                    Info::Rule { .. } => "rule",
                    Info::Evaluate(_) => "evaluate",
                    Info::Folder(_) => "folder",
                    Info::Other { .. } => "(other)",
                }),
                _ => None,
            };
            Parsed::Command {
                name: cmd.name().name(),
                point,
                numbers,
                info,
            }
        }
    }
}

fn c(line: &[u8], size: u8) -> Parsed {
    match gomoku_agreement::CFace::parse_command(line, size) {
        Ok((name, point, numbers, info)) => Parsed::Command {
            name,
            point,
            numbers,
            info,
        },
        Err(v) => Parsed::Error(v),
    }
}

/// JavaScript's `parseCommand` (the bytes of the line, as a pipe delivers them).
fn js(face: &mut JsFace, line: &[u8], size: u8) -> Parsed {
    match face.parse_command(line, size) {
        Err(kind) => Parsed::Error(
            gomoku_referee::ErrorKind::ALL
                .iter()
                .map(|k| k.name())
                .find(|n| *n == kind)
                .unwrap_or("(not a core error)"),
        ),
        Ok((name, point, numbers, info)) => Parsed::Command {
            name: CommandName::ALL
                .into_iter()
                .map(CommandName::name)
                .find(|n| *n == name)
                .expect("a command name"),
            point,
            numbers,
            info: info.map(|key| {
                INFO_KEYS
                    .into_iter()
                    .find(|k| *k == key)
                    .unwrap_or("(other)")
            }),
        },
    }
}

/// The keys of `INFO` the protocol names.
const INFO_KEYS: [&str; 8] = [
    "timeout_turn",
    "timeout_match",
    "time_left",
    "max_memory",
    "game_type",
    "rule",
    "evaluate",
    "folder",
];

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
            let key = cmd.getattr("key").unwrap();
            let info = (name == "INFO").then(|| {
                let key: String = key.extract().unwrap();
                INFO_KEYS
                    .into_iter()
                    .find(|k| *k == key)
                    .unwrap_or("(other)")
            });
            Parsed::Command {
                name,
                point,
                numbers,
                info,
            }
        }
    }
}

#[test]
fn four_faces_parse_every_line_alike() {
    let face = python();
    let node = std::cell::RefCell::new(JsFace::new());
    let config = Config {
        cases: 3000,
        rng_seed: RngSeed::Fixed(13),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    // Every command and INFO key well formed, which random lines seldom are.
    let fixed = [
        "START 15",
        "RECTSTART 10,12",
        "RESTART",
        "BEGIN",
        "TURN 3,4",
        "BOARD",
        "DONE",
        "TAKEBACK 0,0",
        "PLAY 14,14",
        "3,4,1",
        "5,6,2",
        "7,8,3",
        "2,2",
        "END",
        "ABOUT",
        "SWAP2BOARD",
        "INFO timeout_turn 1000",
        "INFO timeout_match 20000",
        "INFO time_left -1",
        "INFO time_left 5000",
        "INFO max_memory 83886080",
        "INFO game_type 1",
        "INFO rule 1",
        "INFO rule 4",
        "INFO evaluate 3,4",
        "INFO folder C:\\tmp",
        "INFO colour 1",
        "INFO rule 6",
    ];
    let mut infos = 0;
    Python::attach(|py| {
        let module = face.module().bind(py);
        for text in fixed {
            for size in [15u8, 20] {
                let want = core(text.as_bytes(), size);
                infos += usize::from(matches!(want, Parsed::Command { info: Some(_), .. }));
                let from_c = c(text.as_bytes(), size);
                let from_py = python_face(module, text.as_bytes(), size);
                let from_js = js(&mut node.borrow_mut(), text.as_bytes(), size);
                assert!(
                    from_c == want && from_py == want && from_js == want,
                    "{text:?} on {size}: core {want:?}, C {from_c:?}, Python {from_py:?}, JavaScript {from_js:?}"
                );
            }
        }
        runner
            .run(&(line(), 5u8..=26), |(text, size)| {
                let want = core(&text, size);
                let from_c = c(&text, size);
                let from_py = python_face(module, &text, size);
                let from_js = js(&mut node.borrow_mut(), &text, size);
                if from_c != want || from_py != want || from_js != want {
                    return Err(TestCaseError::fail(format!(
                        "{:?} on {size}: core {want:?}, C {from_c:?}, Python {from_py:?}, JavaScript {from_js:?}",
                        String::from_utf8_lossy(&text)
                    )));
                }
                Ok(())
            })
            .unwrap();
    });
    assert!(infos >= 20, "only {infos} INFO lines parsed");
}

/// A manager's line for the session test: mostly real commands, some noise.
fn session_line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::sample::select(vec![
            "START 15", "START 20", "START 7", "RESTART", "BEGIN", "BOARD", "DONE", "END",
            "ABOUT", "SWAP2BOARD", "INFO rule 0", "INFO rule 1", "INFO rule 4", "INFO rule 9",
            "INFO rule 6", "INFO timeout_turn 0", "INFO timeout_turn 1000", "INFO time_left -1",
            "INFO time_left 5000", "INFO timeout_match 0", "INFO bad", "HELLO", "RECTSTART 10,12",
        ])
        .prop_map(str::to_string),
        8 => (0u32..16, 0u32..16).prop_map(|(x, y)| format!("TURN {x},{y}")),
        1 => (0u32..16, 0u32..16).prop_map(|(x, y)| format!("TAKEBACK {x},{y}")),
        2 => (0u32..16, 0u32..16, 1u32..4).prop_map(|(x, y, f)| format!("{x},{y},{f}")),
        1 => (0u32..16, 0u32..16).prop_map(|(x, y)| format!("{x},{y}")),
        1 => "\\PC{0,12}",
    ]
}

/// The move every face's bot plays: the first legal point (board order) not forbidden.
fn first_legal(game: &gomoku_referee::Game) -> gomoku_referee::Point {
    let pos = game.position();
    game.legal_moves()
        .iter()
        .find(|&p| pos.forbidden(p).is_none())
        .or_else(|| game.legal_moves().iter().next())
        .expect("a legal move while the game goes on")
}

/// The lines each face writes for `lines`, its bot playing `first_legal` (the move
/// computed by the core from the game the face hands out).
fn core_session(lines: &[String]) -> Vec<String> {
    use gomoku_referee::brain::{Session, Step};
    let about = gomoku_referee::protocol::About {
        name: "a",
        version: "1",
        author: "",
        country: "",
    };
    let mut s = Session::new(about);
    let mut out = Vec::new();
    for line in lines {
        let mut step = s.feed(line);
        while let Step::Think(b) = step {
            let ms = |d: Option<std::time::Duration>| {
                d.map_or(-1, |d| i64::try_from(d.as_millis()).expect("ms"))
            };
            out.push(format!(
                "(think {} {} {})",
                ms(b.turn),
                ms(b.left),
                ms(b.time_for_move())
            ));
            let p = first_legal(s.game().expect("a game"));
            step = s.play(p);
        }
        match step {
            Step::Reply(text) => out.push(text),
            Step::Exit => {
                out.push("(exit)".into());
                break;
            }
            Step::Think(_) => unreachable!(),
        }
    }
    out
}

fn c_session(lines: &[String]) -> Vec<String> {
    gomoku_agreement::CFace::brain_session(lines)
}

/// The Python face's loop: `gomoku.Session`, its bot the first legal point.
const CONVERSE: &str = r"
def converse(lines):
    s = gomoku.Session(name='a', version='1')
    out = []
    for line in lines:
        step = s.feed(line)
        while step.kind == 'think':
            b = step.budget
            ms = lambda t: -1 if t is None else round(t * 1000)
            out.append('(think %d %d %d)' % (ms(b.turn), ms(b.left), ms(b.time_for_move())))
            g = s.game
            f = g.forbidden_points()
            ok = [p for p in g.legal_moves if p not in f] or list(g.legal_moves)
            step = s.play(ok[0])
        if step.kind == 'exit':
            out.append('(exit)')
            break
        out.append(step.text)
    return out
";

fn python_session(module: &Bound<'_, PyModule>, lines: &[String]) -> Vec<String> {
    let py = module.py();
    let globals = PyDict::new(py);
    globals.set_item("gomoku", module).unwrap();
    let code = std::ffi::CString::new(CONVERSE).unwrap();
    py.run(&code, Some(&globals), None).unwrap();
    let converse = globals.get_item("converse").unwrap().unwrap();
    converse
        .call1((lines.to_vec(),))
        .unwrap()
        .extract()
        .unwrap()
}

/// The brain session answers alike in the four faces: the same lines (START, BEGIN,
/// TURN, BOARD blocks, TAKEBACK, INFO, noise) give the same replies, each face's bot
/// choosing the first legal point of the game that face hands out.
#[test]
fn four_faces_run_the_same_session() {
    let face = python();
    let node = std::cell::RefCell::new(JsFace::new());
    let config = Config {
        cases: 300,
        rng_seed: RngSeed::Fixed(14),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    // Every conversation opens a game, so that the lines reach it.
    let lines = proptest::collection::vec(session_line(), 1..40).prop_map(|mut v| {
        v.insert(0, "START 15".to_string());
        v
    });
    let moves = std::cell::Cell::new(0);
    let timed = std::cell::Cell::new(0);
    Python::attach(|py| {
        let module = face.module().bind(py);
        runner
            .run(&lines, |lines| {
                let want = core_session(&lines);
                let played = want
                    .iter()
                    .filter(|t| {
                        t.split(',').count() == 2
                            && t.bytes().all(|b| b.is_ascii_digit() || b == b',')
                    })
                    .count();
                moves.set(moves.get() + played);
                timed.set(
                    timed.get()
                        + want
                            .iter()
                            .filter(|t| t.starts_with("(think ") && !t.contains("-1"))
                            .count(),
                );
                let from_c = c_session(&lines);
                let from_py = python_session(module, &lines);
                let from_js = node.borrow_mut().brain_session(&lines);
                if from_c != want || from_py != want || from_js != want {
                    return Err(TestCaseError::fail(format!(
                        "{lines:?}:\ncore   {want:?}\nC      {from_c:?}\nPython {from_py:?}\nJS     {from_js:?}"
                    )));
                }
                Ok(())
            })
            .unwrap();
    });
    // The cases reach the games: the brains did play moves.
    assert!(moves.get() > 1000, "only {} moves played", moves.get());
    // ... and with a move limit and time left both set, so the budgets are compared.
    assert!(
        timed.get() > 20,
        "only {} moves with both limits",
        timed.get()
    );
}
