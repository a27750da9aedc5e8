//! The Gomocup brain protocol (RULES.md §13): `Session`, `Step` and `Budget` (the core's
//! `brain` module), `parse_command`/`Command` and `format_reply` (the core's `protocol`
//! module). The loop that reads and writes lines is `gomoku.brain.run`, in Python; every
//! rule of the protocol stays in the core.

use std::time::Duration;

use gomoku_referee::brain::{Budget, Session, Step};
use gomoku_referee::protocol::{About, Command, Info, Reply, Stones};
use gomoku_referee::{OpeningAction, Point, Rules};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::{parse_error, protocol_error};
use crate::game::PyGame;
use crate::point::{PointArg, PyPoint};
use crate::rules::PyRules;

fn seconds(d: Option<Duration>) -> Option<f64> {
    d.map(|d| d.as_secs_f64())
}

/// The time a bot has for a move, from the manager's `INFO` limits, in seconds.
///
/// `turn` is the limit for each move (0.0: as fast as possible; `None`: none set), `left`
/// what remains of the match (0.0 once it has run out; `None`: unlimited), `game` the limit
/// for the whole match. `time_for_move()` is what a bot should aim to use.
#[pyclass(module = "gomoku", name = "Budget", frozen, eq, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PyBudget(pub Budget);

#[pymethods]
impl PyBudget {
    #[new]
    #[pyo3(signature = (*, turn = None, left = None, game = None))]
    fn new(turn: Option<f64>, left: Option<f64>, game: Option<f64>) -> PyResult<PyBudget> {
        let d = |v: Option<f64>, what: &str| -> PyResult<Option<Duration>> {
            v.map(|s| {
                Duration::try_from_secs_f64(s).map_err(|_| {
                    PyValueError::new_err(format!(
                        "{what} must be a finite number of seconds >= 0, not {s:?}"
                    ))
                })
            })
            .transpose()
        };
        Ok(PyBudget(Budget {
            turn: d(turn, "turn")?,
            left: d(left, "left")?,
            game: d(game, "game")?,
        }))
    }

    /// The limit for each move in seconds (0.0: as fast as possible), or `None`.
    #[getter]
    fn turn(&self) -> Option<f64> {
        seconds(self.0.turn)
    }

    /// What remains of the match time in seconds, or `None` when unlimited.
    #[getter]
    fn left(&self) -> Option<f64> {
        seconds(self.0.left)
    }

    /// The limit for the whole match in seconds, or `None`.
    #[getter]
    fn game(&self) -> Option<f64> {
        seconds(self.0.game)
    }

    /// How long to think about this move, in seconds: nine tenths of the move limit and
    /// no more than a twentieth of the match time left; `None` when no limit is set.
    fn time_for_move(&self) -> Option<f64> {
        seconds(self.0.time_for_move())
    }

    fn __repr__(&self) -> String {
        let f = |v: Option<f64>| v.map_or("None".to_string(), |s| format!("{s:?}"));
        format!(
            "Budget(turn={}, left={}, game={})",
            f(self.turn()),
            f(self.left()),
            f(self.game())
        )
    }
}

/// What to do after a line (`Session.feed`, `Session.play`).
///
/// `kind` is `"reply"` (write `text`, which may hold several lines or none), `"think"`
/// (ask the bot for a move in `Session.game` under `budget`, give it to `Session.play`)
/// or `"exit"`.
#[pyclass(module = "gomoku", name = "Step", frozen, eq)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PyStep(pub Step);

#[pymethods]
impl PyStep {
    /// `"reply"`, `"think"` or `"exit"`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.0 {
            Step::Reply(_) => "reply",
            Step::Think(_) => "think",
            Step::Exit => "exit",
        }
    }

    /// The lines to write (separated by `\n`, no final line end); empty unless a reply.
    #[getter]
    fn text(&self) -> &str {
        match &self.0 {
            Step::Reply(text) => text,
            _ => "",
        }
    }

    /// The bot's time, for a `"think"` step.
    #[getter]
    fn budget(&self) -> Option<PyBudget> {
        match self.0 {
            Step::Think(b) => Some(PyBudget(b)),
            _ => None,
        }
    }

    fn __repr__(&self) -> String {
        match &self.0 {
            Step::Reply(text) => format!("Step(reply {text:?})"),
            Step::Think(b) => format!("Step(think, {})", PyBudget(*b).__repr__()),
            Step::Exit => "Step(exit)".to_string(),
        }
    }
}

/// The protocol's state of one brain: the game in step with the manager, the rules and
/// time limits it sent. Feed it each line (`feed`); when it says `"think"`, give it the
/// bot's move (`play`). It never raises on a bad line: it answers `ERROR` or `UNKNOWN`.
///
/// `rules` are played (with the size of `START`) until an `INFO rule` says otherwise:
/// freestyle by default.
#[pyclass(module = "gomoku", name = "Session")]
pub struct PySession(Session);

#[pymethods]
impl PySession {
    #[new]
    #[pyo3(signature = (*, name = "gomoku", version = None, author = "", country = "", rules = None))]
    fn new(
        name: &str,
        version: Option<&str>,
        author: &str,
        country: &str,
        rules: Option<PyRules>,
    ) -> PySession {
        let about = About {
            name,
            // The library's version when the brain gives none.
            version: version.unwrap_or(env!("CARGO_PKG_VERSION")),
            author,
            country,
        };
        PySession(Session::with_rules(
            about,
            rules.map_or(Rules::freestyle(), |r| r.0),
        ))
    }

    /// Reads one line from the manager and says what to do.
    fn feed(&mut self, line: &str) -> PyStep {
        PyStep(self.0.feed(line))
    }

    /// Plays the bot's move after a `"think"` step and says what to write (the move, or an
    /// `ERROR` if the point cannot be played).
    fn play(&mut self, point: PointArg) -> PyStep {
        PyStep(self.0.play(point.0))
    }

    /// A copy of the game the bot is asked about (`None` before `START`).
    #[getter]
    fn game(&self) -> Option<PyGame> {
        self.0.game().map(|g| PyGame::from(g.clone()))
    }

    /// During a `SWAP2BOARD` answer (after a `"think"` step), a copy of the game under
    /// the Swap2 opening with the step it expects of the brain (`expected`): the game a
    /// bot decides in (`ReferenceBot.decide`); `None` otherwise.
    #[getter]
    fn opening_game(&self) -> Option<PyGame> {
        self.0.opening_game().map(|g| PyGame::from(g.clone()))
    }

    /// Takes the bot's opening action in a `SWAP2BOARD` answer (after a `"think"` step:
    /// the step `opening_game.expected` asks, as text — `BotDecision.step`, such as
    /// `"choose black"` or `"h8"`) and says what to write: `SWAP` (the brain takes
    /// Black), the stones, or a `"think"` step for the brain's move (it keeps White) or
    /// the next stone. An action the game refuses, or none asked for, is an `ERROR`
    /// reply and changes nothing. Raises `ParseError` for a text that is no action.
    fn act(&mut self, action: &str) -> PyResult<PyStep> {
        let action: OpeningAction = action.parse().map_err(parse_error)?;
        Ok(PyStep(self.0.act(action)))
    }

    /// The rules of the next game.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(*self.0.rules())
    }

    /// The time for a move, from the limits received so far.
    fn budget(&self) -> PyBudget {
        PyBudget(self.0.budget())
    }

    /// The folder for persistent files (`INFO folder`), if the manager gave one.
    #[getter]
    fn folder(&self) -> Option<String> {
        self.0.folder().map(str::to_string)
    }

    /// The memory limit in bytes (`INFO max_memory`), or `None`.
    #[getter]
    fn max_memory(&self) -> Option<u64> {
        self.0.max_memory()
    }
}

/// One line from the manager, parsed (`parse_command`).
///
/// `name` is the command's word (`"TURN"`, `"INFO"`, `"x,y,field"` for a line of a
/// `BOARD` block, `"x,y"` for one of `SWAP2BOARD`); the other attributes are `None` unless
/// the command has them: `point` (TURN, TAKEBACK, PLAY, board lines, INFO evaluate), `size`
/// (START), `width` and `height` (RECTSTART), `field` (1 own, 2 opponent, 3 continuous),
/// `key` and `value` (INFO: milliseconds, bytes, the game type or the rule code as `int`, a
/// `Point` for `evaluate`, text for `folder` and unknown keys), `rules` (INFO rule). `line(size)` writes it back.
#[pyclass(module = "gomoku", name = "Command", frozen, eq)]
#[derive(Debug, Clone, PartialEq)]
pub struct PyCommand {
    name: &'static str,
    point: Option<Point>,
    size: Option<u8>,
    width: Option<u32>,
    height: Option<u32>,
    field: Option<u8>,
    key: Option<String>,
    number: Option<i64>,
    text: Option<String>,
    rules: Option<Rules>,
    line: String,
    line_size: u8,
}

#[pymethods]
impl PyCommand {
    /// The command's word.
    #[getter]
    fn name(&self) -> &'static str {
        self.name
    }
    /// The point of the command, if it has one.
    #[getter]
    fn point(&self) -> Option<PyPoint> {
        self.point.map(PyPoint)
    }
    /// The board size of START.
    #[getter]
    fn size(&self) -> Option<u8> {
        self.size
    }
    /// The width of RECTSTART.
    #[getter]
    fn width(&self) -> Option<u32> {
        self.width
    }
    /// The height of RECTSTART.
    #[getter]
    fn height(&self) -> Option<u32> {
        self.height
    }
    /// The field of a BOARD line: 1 the brain's stone, 2 the opponent's, 3 continuous.
    #[getter]
    fn field(&self) -> Option<u8> {
        self.field
    }
    /// The key of INFO.
    #[getter]
    fn key(&self) -> Option<String> {
        self.key.clone()
    }
    /// The rules of `INFO rule` (made by `Rules.from_gomocup`).
    #[getter]
    fn rules(&self) -> Option<PyRules> {
        self.rules.map(PyRules)
    }
    /// The value of INFO: an int (milliseconds, bytes, the game type, the rule code), a
    /// `Point` for `evaluate`, or text.
    #[getter]
    fn value(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        if let Some(n) = self.number {
            return Ok(Some(n.into_pyobject(py)?.into_any().unbind()));
        }
        if self.key.is_some() {
            if let Some(p) = self.point {
                return Ok(Some(PyPoint(p).into_pyobject(py)?.into_any().unbind()));
            }
        }
        Ok(self
            .text
            .as_ref()
            .map(|t| t.clone().into_pyobject(py).map(|o| o.into_any().unbind()))
            .transpose()?)
    }
    /// The line as a manager writes it, points for a board of `size` (the size it was
    /// parsed with by default).
    #[pyo3(signature = (size = None))]
    fn line(&self, py: Python<'_>, size: Option<crate::ints::Int<'_>>) -> PyResult<String> {
        let size = match size {
            Some(s) => size_arg(py, &s)?,
            None => self.line_size,
        };
        let cmd = Command::parse(&self.line, self.line_size)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(cmd.display(size).to_string())
    }
    fn __repr__(&self) -> String {
        format!("parse_command({:?}, {})", self.line, self.line_size)
    }
}

/// A board size for the protocol's points: one beyond a `u8` is the core's
/// `SizeOutOfRangeError`, quoting the number given (a `u8` the core judges itself).
fn size_arg(py: Python<'_>, size: &crate::ints::Int<'_>) -> PyResult<u8> {
    size.get::<u8>().ok_or_else(|| {
        crate::errors::rules_error_for_int(
            py,
            |size| gomoku_referee::RulesError::SizeOutOfRange { size },
            size,
        )
    })
}

/// A line given to `parse_command`: text or bytes.
#[derive(FromPyObject)]
pub enum LineArg {
    /// A `str`.
    Text(String),
    /// A `bytes`.
    Bytes(Vec<u8>),
}

/// Parses one line from the manager, points on a board of `size` (the core's parser).
///
/// Raises `ProtocolError` (`UnknownCommandError`, `MalformedCommandError`,
/// `OffBoardCommandError`, `EmptyLineError`), or the `RulesError` of a board size or rule
/// code the library cannot honour.
///
/// `line` is a `str`, or the `bytes` a pipe delivers (`InvalidUtf8LineError` if they are not
/// UTF-8).
#[pyfunction]
pub fn parse_command(
    py: Python<'_>,
    line: LineArg,
    size: crate::ints::Int<'_>,
) -> PyResult<PyCommand> {
    let size = size_arg(py, &size)?;
    let parsed = match &line {
        LineArg::Text(text) => Command::parse(text, size),
        LineArg::Bytes(bytes) => Command::parse_bytes(bytes, size),
    };
    let cmd = parsed.map_err(|e| protocol_error(py, e))?;
    let mut out = PyCommand {
        name: cmd.name().name(),
        point: None,
        size: None,
        width: None,
        height: None,
        field: None,
        key: None,
        number: None,
        text: None,
        rules: None,
        line: cmd.display(size).to_string(),
        line_size: size,
    };
    match cmd {
        Command::Start(n) => out.size = Some(n),
        Command::RectStart { width, height } => {
            out.width = Some(width);
            out.height = Some(height);
        }
        Command::Turn(p) | Command::Takeback(p) | Command::Play(p) | Command::Coords(p) => {
            out.point = Some(p);
        }
        Command::Stone { point, field } => {
            out.point = Some(point);
            out.field = Some(field.number());
        }
        Command::Info(info) => {
            match info {
                Info::Rule { rules, .. } => out.rules = Some(rules),
                Info::Evaluate(p) => out.point = Some(p),
                Info::Folder(dir) => out.text = Some(dir.to_string()),
                Info::Other { value, .. } => out.text = Some(value.to_string()),
                _ => {}
            }
            out.key = Some(info.key().to_string());
            out.number = info.number();
        }
        _ => {}
    }
    Ok(out)
}

/// One line of a brain, written by the core's formatter: `kind` is `"ok"`, `"move"` and
/// `"suggest"` (with `point`), `"stones"` (with `points`, up to three), `"swap"`,
/// `"error"`, `"unknown"`, `"message"`, `"debug"` (with `text`), `"about"` (with `name`,
/// `version`, `author`, `country`); points written for a board of `size`.
#[pyfunction]
#[pyo3(signature = (kind, *, size = None, point = None, points = None, text = "", name = "", version = "", author = "", country = ""),
       text_signature = "(kind, *, size=20, point=None, points=None, text='', name='', version='', author='', country='')")]
#[allow(clippy::too_many_arguments)]
pub fn format_reply(
    kind: &str,
    size: Option<crate::ints::Int<'_>>,
    point: Option<PointArg>,
    points: Option<Vec<PointArg>>,
    text: &str,
    name: &str,
    version: &str,
    author: &str,
    country: &str,
) -> PyResult<String> {
    let size = match size {
        Some(s) => Python::attach(|py| size_arg(py, &s))?,
        None => 20,
    };
    // A point is written for a board of `size`, and must be on it (as the C face's
    // `gomoku_protocol_format_move` asks): the core would clamp it to a wrong move.
    let on_board = |p: Point| -> PyResult<Point> {
        Python::attach(|py| {
            if !(gomoku_referee::MIN_SIZE..=gomoku_referee::MAX_SIZE).contains(&size) {
                return Err(crate::errors::rules_error(
                    py,
                    gomoku_referee::RulesError::SizeOutOfRange {
                        size: u32::from(size),
                    },
                ));
            }
            if p.is_on_board(size) {
                Ok(p)
            } else {
                Err(crate::errors::play_error(
                    py,
                    gomoku_referee::PlayError::OffBoard { point: p, size },
                ))
            }
        })
    };
    let need_point = || {
        point
            .as_ref()
            .map(|p| p.0)
            .ok_or_else(|| PyValueError::new_err(format!("a {kind} reply needs point=")))
            .and_then(on_board)
    };
    let stones;
    let reply = match kind {
        "ok" => Reply::Ok,
        "move" => Reply::Move(need_point()?),
        "suggest" => Reply::Suggest(need_point()?),
        "stones" => {
            let ps: Vec<Point> = points
                .unwrap_or_default()
                .into_iter()
                .map(|p| on_board(p.0))
                .collect::<PyResult<_>>()?;
            stones = Stones::new(&ps)
                .ok_or_else(|| PyValueError::new_err("a stones reply has at most 3 points"))?;
            Reply::Stones(stones)
        }
        "swap" => Reply::Swap,
        "error" => Reply::Error(text),
        "unknown" => Reply::Unknown(text),
        "message" => Reply::Message(text),
        "debug" => Reply::Debug(text),
        "about" => Reply::About(About {
            name,
            version,
            author,
            country,
        }),
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown reply kind {kind:?}: expected ok, move, suggest, stones, swap, error, unknown, message, debug or about"
            )));
        }
    };
    Ok(reply.display(size).to_string())
}
