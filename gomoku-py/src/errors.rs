//! The exception tree: one Python class per core error variant (the table is
//! `gomoku-py/EXCEPTIONS.md`, asserted by `tests/python/test_exceptions.py`).
//!
//! ```text
//! GomokuError(ValueError)
//! ├── IllegalMoveError            PlayError
//! │   ├── OffBoardError, OccupiedError, ForbiddenMoveError, PassNotAllowedError
//! │   └── GameOverError           also a GameStateError
//! ├── GameStateError              GameError
//! │   ├── NothingToUndoError      also an IndexError (pop() on an empty game)
//! │   └── EndedByActionError, NoDrawOfferError, DrawOfferPendingError
//! ├── ParseError                  ParseError
//! ├── OutcomeError                OutcomeError
//! │   └── RecordError             RecordError (game records): one subclass per kind
//! ├── ReplayError                 ReplayError: one subclass per variant
//! ├── RecordWriteError            WriteError: one subclass per variant
//! ├── RulesError                  RulesError
//! ├── SetupError                  SetupError
//! └── ProtocolError               ProtocolError (the Gomocup protocol)
//!     └── EmptyLineError, InvalidUtf8LineError, UnknownCommandError, MalformedCommandError,
//!         OffBoardCommandError
//! ├── OpeningError                OpeningError (a stone the position refuses: its PlayError class)
//! ├── MatchError                  MatchError
//! └── ClockError                  ClockError
//! ```
//!
//! Two classes have two bases, so they are made with `type()` at first use; the others
//! with `create_exception!`. Each raised instance carries the variant's fields as
//! attributes (`.point`, `.kind`, `.color`, ...).

use gomoku_referee as core;
use gomoku_referee::{GameError, PlayError};
use pyo3::BoundObject;
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyTuple, PyType};

use crate::enums::{PyColor, PyForbidden, PyPlayer, PySymmetry, PyTermination};
use crate::point::PyPoint;

create_exception!(
    gomoku,
    GomokuError,
    PyValueError,
    "The base of every error of this library (a ValueError)."
);
create_exception!(
    gomoku,
    IllegalMoveError,
    GomokuError,
    "A move was refused (core PlayError); the game is unchanged."
);
create_exception!(
    gomoku,
    OffBoardError,
    IllegalMoveError,
    "The point lies outside the board. Attributes: point, size."
);
create_exception!(
    gomoku,
    OccupiedError,
    IllegalMoveError,
    "The point already holds a stone. Attribute: point."
);
create_exception!(
    gomoku,
    ForbiddenMoveError,
    IllegalMoveError,
    "The point is forbidden for the side to move and the rules reject it. Attributes: point, color, kind."
);
create_exception!(
    gomoku,
    PassNotAllowedError,
    IllegalMoveError,
    "A pass was played but the rules do not allow passing."
);
create_exception!(
    gomoku,
    GameStateError,
    GomokuError,
    "An action other than a move (undo, resignation, draw offers) was refused (core GameError)."
);
create_exception!(
    gomoku,
    EndedByActionError,
    GameStateError,
    "Undo after a resignation, timeout or agreement, which are final. Attribute: termination."
);
create_exception!(
    gomoku,
    NoDrawOfferError,
    GameStateError,
    "Accept or decline with no draw offered to that side. Attribute: color."
);
create_exception!(
    gomoku,
    DrawOfferPendingError,
    GameStateError,
    "A draw was offered while an offer is pending. Attribute: color (who offered first)."
);
create_exception!(
    gomoku,
    ParseError,
    GomokuError,
    "A text could not be read (core ParseError)."
);
create_exception!(
    gomoku,
    InvalidPointError,
    ParseError,
    "Not a point: expected a letter a-z and a row 1-26 like h8 (or coordinates in 0..26)."
);
create_exception!(
    gomoku,
    InvalidColorError,
    ParseError,
    "Not a colour: expected black or white."
);
create_exception!(
    gomoku,
    InvalidForbiddenError,
    ParseError,
    "Not a forbidden kind: expected double-three, double-four or overline."
);
create_exception!(
    gomoku,
    InvalidMoveError,
    ParseError,
    "Not a move: expected a point like h8 or pass."
);
create_exception!(
    gomoku,
    UnknownRulesError,
    ParseError,
    "Not the name of a rule set."
);
create_exception!(
    gomoku,
    InvalidTerminationError,
    ParseError,
    "Not a termination name."
);
create_exception!(
    gomoku,
    InvalidSymmetryError,
    ParseError,
    "Not the name of a symmetry of the board."
);
create_exception!(
    gomoku,
    InvalidMoveListError,
    ParseError,
    "A move of a move list could not be read. Attributes: index (0-based), token (the bad move's text, at most 16 bytes of it)."
);
create_exception!(
    gomoku,
    OutcomeError,
    GomokuError,
    "An outcome could not be built (core OutcomeError)."
);
create_exception!(
    gomoku,
    WinnerMismatchError,
    OutcomeError,
    "A winner for a termination that is a draw, or none for one that has a winner. Attributes: winner, termination."
);
create_exception!(
    gomoku,
    RulesError,
    GomokuError,
    "A set of rules could not be built (core RulesError)."
);
create_exception!(
    gomoku,
    SizeOutOfRangeError,
    RulesError,
    "The board size is not in 5..=26. Attribute: size."
);
create_exception!(
    gomoku,
    UnsupportedGomocupCodeError,
    RulesError,
    "A Gomocup rule code the library cannot honour. Attribute: code."
);
create_exception!(
    gomoku,
    CaptureTargetOutOfRangeError,
    RulesError,
    "A capture target outside 1..=100 pairs. Attribute: pairs."
);
create_exception!(
    gomoku,
    MoveLimitOutOfRangeError,
    RulesError,
    "A move limit outside 1..=65535. Attribute: limit."
);
create_exception!(
    gomoku,
    PerfectFiveNeedsCaptureError,
    RulesError,
    "The perfect-five rule was asked for without captures."
);
create_exception!(
    gomoku,
    SetupError,
    GomokuError,
    "A position could not be set up from stone lists (core SetupError)."
);
create_exception!(
    gomoku,
    OffBoardSetupError,
    SetupError,
    "A stone lies outside the board. Attributes: point, size."
);
create_exception!(
    gomoku,
    OverlapError,
    SetupError,
    "Both colours have a stone on the same point. Attribute: point."
);
create_exception!(
    gomoku,
    AlreadyWonError,
    SetupError,
    "The position already holds a winning line. Attributes: color, point."
);
create_exception!(
    gomoku,
    CapturedPairsError,
    SetupError,
    "Captured pairs the rules do not allow. Attributes: color, pairs."
);

create_exception!(
    gomoku,
    OpeningUnderWayError,
    IllegalMoveError,
    "A move of normal play while the game's opening is under way: its actions come first (Game.expected)."
);
create_exception!(
    gomoku,
    NotAMoveError,
    GameStateError,
    "pop() when the last step is an opening action placing no stone (undo_step() takes it back). Attribute: action."
);
create_exception!(
    gomoku,
    InvalidOpeningError,
    ParseError,
    "Not an opening rule: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N."
);
create_exception!(
    gomoku,
    InvalidPlayerError,
    ParseError,
    "Not a player: expected first or second."
);
create_exception!(
    gomoku,
    InvalidOpeningActionError,
    ParseError,
    "Not the text of an opening action (h8, swap, keep, choose white, declare 3, offer g8 i9, pick g8)."
);
create_exception!(
    gomoku,
    OpeningError,
    GomokuError,
    "An opening action was refused, or an opening could not start (core OpeningError)."
);
create_exception!(
    gomoku,
    UnexpectedActionError,
    OpeningError,
    "The action is not of the kind the opening expects now. Attributes: action, expected (an Expected)."
);
create_exception!(
    gomoku,
    OutsideAreaError,
    OpeningError,
    "A stone outside the area the opening allows. Attributes: point, area, area_size."
);
create_exception!(
    gomoku,
    DuplicateOfferError,
    OpeningError,
    "The same point offered twice. Attribute: point."
);
create_exception!(
    gomoku,
    SymmetricOfferError,
    OpeningError,
    "An offer that a symmetry keeping the position maps onto an earlier one. Attributes: point, earlier, symmetry."
);
create_exception!(
    gomoku,
    OfferCountError,
    OpeningError,
    "Not as many fifth-move offers as required. Attributes: given, expected."
);
create_exception!(
    gomoku,
    OffersOutOfRangeError,
    OpeningError,
    "A declared number of offers (or a rule's N) out of range. Attributes: count, max."
);
create_exception!(
    gomoku,
    NotOfferedError,
    OpeningError,
    "A pick of a point that was not offered. Attribute: point."
);
create_exception!(
    gomoku,
    NoOpeningError,
    OpeningError,
    "An opening action with no opening under way (none chosen, or complete)."
);
create_exception!(
    gomoku,
    BoardTooSmallError,
    OpeningError,
    "The board is too small for the opening rule. Attributes: opening, min."
);
create_exception!(
    gomoku,
    MatchError,
    GomokuError,
    "A match refused something (core MatchError)."
);
create_exception!(
    gomoku,
    GameNotOverError,
    MatchError,
    "A game recorded in a match before its end."
);
create_exception!(
    gomoku,
    KOutOfRangeError,
    MatchError,
    "An Elo K factor outside 1..=100. Attribute: k."
);
create_exception!(
    gomoku,
    ClockError,
    GomokuError,
    "A clock refused a report (core ClockError)."
);
create_exception!(
    gomoku,
    TimeRanOutError,
    ClockError,
    "A report after a player's time ran out. Attribute: player."
);
create_exception!(
    gomoku,
    ZeroLimitError,
    ClockError,
    "A per-move limit or budget of zero."
);
create_exception!(
    gomoku,
    VcfError,
    GomokuError,
    "A VCF search could not start (core VcfError)."
);
create_exception!(
    gomoku,
    VcfCaptureError,
    VcfError,
    "VCF is not defined under the capture option."
);
create_exception!(
    gomoku,
    VcfGameOverError,
    VcfError,
    "The game is over: there is no VCF to search."
);
create_exception!(
    gomoku,
    VcfMovesOutOfRangeError,
    VcfError,
    "A limit of attacker moves outside 1..=127. Attribute: moves."
);
create_exception!(
    gomoku,
    VcfTableTooLargeError,
    VcfError,
    "A transposition table of more than 2**24 entries. Attribute: entries."
);
create_exception!(
    gomoku,
    ProtocolError,
    GomokuError,
    "A line is not a command of the Gomocup protocol (core ProtocolError)."
);
create_exception!(
    gomoku,
    EmptyLineError,
    ProtocolError,
    "The line is empty or white space only."
);
create_exception!(
    gomoku,
    InvalidUtf8LineError,
    ProtocolError,
    "The line is not UTF-8 text."
);
create_exception!(
    gomoku,
    UnknownCommandError,
    ProtocolError,
    "The first word is not a command of the protocol (a brain answers UNKNOWN)."
);
create_exception!(
    gomoku,
    MalformedCommandError,
    ProtocolError,
    "A known command whose arguments do not parse. Attribute: command."
);
create_exception!(
    gomoku,
    OffBoardCommandError,
    ProtocolError,
    "A point of a command lies outside the board. Attributes: command, x, y, size (protocol coordinates, rows from the top)."
);

/// `GameOverError(IllegalMoveError, GameStateError)`, made on first use.
static GAME_OVER: PyOnceLock<Py<PyType>> = PyOnceLock::new();
/// `NothingToUndoError(GameStateError, IndexError)`, made on first use.
static NOTHING_TO_UNDO: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// A class `gomoku.<name>` with two bases, made by calling `type()`.
fn two_base_type<'py>(
    py: Python<'py>,
    name: &str,
    bases: [Bound<'py, PyType>; 2],
    doc: &str,
) -> PyResult<Py<PyType>> {
    let dict = PyDict::new(py);
    dict.set_item("__module__", "gomoku")?;
    dict.set_item("__doc__", doc)?;
    let ty = py
        .get_type::<PyType>()
        .call1((name, PyTuple::new(py, bases)?, dict))?;
    Ok(ty.cast_into::<PyType>()?.unbind())
}

/// `gomoku.GameOverError`: the game is over, so nothing can be played or done.
pub fn game_over_error(py: Python<'_>) -> PyResult<Bound<'_, PyType>> {
    GAME_OVER
        .get_or_try_init(py, || {
            two_base_type(
                py,
                "GameOverError",
                [
                    py.get_type::<IllegalMoveError>(),
                    py.get_type::<GameStateError>(),
                ],
                "The game is over: nothing can be played (an IllegalMoveError) or done (a GameStateError).",
            )
        })
        .map(|t| t.bind(py).clone())
}

/// `gomoku.NothingToUndoError`: undo with no move played; also an `IndexError`.
pub fn nothing_to_undo_error(py: Python<'_>) -> PyResult<Bound<'_, PyType>> {
    NOTHING_TO_UNDO
        .get_or_try_init(py, || {
            two_base_type(
                py,
                "NothingToUndoError",
                [
                    py.get_type::<GameStateError>(),
                    py.get_type::<PyIndexError>(),
                ],
                "No move to take back. Also an IndexError, as pop() on an empty list raises.",
            )
        })
        .map(|t| t.bind(py).clone())
}

/// An attribute value of a raised exception.
type Attr<'py> = (&'static str, Bound<'py, PyAny>);

/// An instance of `ty` with message `msg` and attributes `attrs`, as a `PyErr`.
fn raise<'py>(ty: PyResult<Bound<'py, PyType>>, msg: String, attrs: Vec<Attr<'py>>) -> PyErr {
    let make = || -> PyResult<PyErr> {
        let value = ty?.call1((msg,))?;
        for (name, v) in attrs {
            value.setattr(name, v)?;
        }
        Ok(PyErr::from_value(value))
    };
    make().unwrap_or_else(|e| e)
}

/// `value` as a Python object for an exception attribute.
fn attr<'py, T: IntoPyObject<'py>>(py: Python<'py>, name: &'static str, value: T) -> Attr<'py> {
    let obj = value
        .into_pyobject(py)
        .map(|o| o.into_any().into_bound())
        .unwrap_or_else(|_| py.None().into_bound(py));
    (name, obj)
}

/// The Python exception of a refused move.
pub fn play_error(py: Python<'_>, e: PlayError) -> PyErr {
    let msg = e.to_string();
    match e {
        PlayError::OffBoard { point, size } => raise(
            Ok(py.get_type::<OffBoardError>()),
            msg,
            vec![attr(py, "point", PyPoint(point)), attr(py, "size", size)],
        ),
        PlayError::Occupied { point } => raise(
            Ok(py.get_type::<OccupiedError>()),
            msg,
            vec![attr(py, "point", PyPoint(point))],
        ),
        PlayError::Forbidden { point, color, kind } => raise(
            Ok(py.get_type::<ForbiddenMoveError>()),
            msg,
            vec![
                attr(py, "point", PyPoint(point)),
                attr(py, "color", PyColor::from(color)),
                attr(py, "kind", PyForbidden::from(kind)),
            ],
        ),
        PlayError::GameOver => raise(game_over_error(py), msg, vec![]),
        PlayError::PassNotAllowed => raise(Ok(py.get_type::<PassNotAllowedError>()), msg, vec![]),
        PlayError::OpeningUnderWay => raise(Ok(py.get_type::<OpeningUnderWayError>()), msg, vec![]),
    }
}

/// The Python exception of a refused game action.
pub fn game_error(py: Python<'_>, e: GameError) -> PyErr {
    let msg = e.to_string();
    match e {
        GameError::GameOver => raise(game_over_error(py), msg, vec![]),
        GameError::NothingToUndo => raise(nothing_to_undo_error(py), msg, vec![]),
        GameError::EndedByAction(t) => raise(
            Ok(py.get_type::<EndedByActionError>()),
            msg,
            vec![attr(py, "termination", PyTermination::from(t))],
        ),
        GameError::NoDrawOffer(c) => raise(
            Ok(py.get_type::<NoDrawOfferError>()),
            msg,
            vec![attr(py, "color", PyColor::from(c))],
        ),
        GameError::DrawOfferPending(c) => raise(
            Ok(py.get_type::<DrawOfferPendingError>()),
            msg,
            vec![attr(py, "color", PyColor::from(c))],
        ),
        GameError::NotAMove(action) => raise(
            Ok(py.get_type::<NotAMoveError>()),
            msg,
            vec![attr(py, "action", action)],
        ),
    }
}

/// The Python exception of a refused opening action; a stone or offer the position
/// refuses raises the move's own `IllegalMoveError` subclass.
pub fn opening_error(py: Python<'_>, e: core::OpeningError) -> PyErr {
    use core::OpeningError as E;
    let msg = e.to_string();
    match e {
        E::Unexpected { action, expected } => raise(
            Ok(py.get_type::<UnexpectedActionError>()),
            msg,
            vec![
                attr(py, "action", action),
                attr(py, "expected", crate::opening::PyExpected(expected)),
            ],
        ),
        E::OutsideArea { point, area } => raise(
            Ok(py.get_type::<OutsideAreaError>()),
            msg,
            vec![
                attr(py, "point", PyPoint(point)),
                attr(py, "area", area.name()),
                attr(py, "area_size", area.size()),
            ],
        ),
        E::Illegal(e) => play_error(py, e),
        E::DuplicateOffer { point } => raise(
            Ok(py.get_type::<DuplicateOfferError>()),
            msg,
            vec![attr(py, "point", PyPoint(point))],
        ),
        E::SymmetricOffer {
            point,
            earlier,
            symmetry,
        } => raise(
            Ok(py.get_type::<SymmetricOfferError>()),
            msg,
            vec![
                attr(py, "point", PyPoint(point)),
                attr(py, "earlier", PyPoint(earlier)),
                attr(py, "symmetry", PySymmetry::from(symmetry)),
            ],
        ),
        E::OfferCount { given, expected } => raise(
            Ok(py.get_type::<OfferCountError>()),
            msg,
            vec![attr(py, "given", given), attr(py, "expected", expected)],
        ),
        E::OffersOutOfRange { count, max } => raise(
            Ok(py.get_type::<OffersOutOfRangeError>()),
            msg,
            vec![attr(py, "count", count), attr(py, "max", max)],
        ),
        E::NotOffered { point } => raise(
            Ok(py.get_type::<NotOfferedError>()),
            msg,
            vec![attr(py, "point", PyPoint(point))],
        ),
        E::NoOpening => raise(Ok(py.get_type::<NoOpeningError>()), msg, vec![]),
        E::GameOver => raise(game_over_error(py), msg, vec![]),
        E::BoardTooSmall { opening, min } => raise(
            Ok(py.get_type::<BoardTooSmallError>()),
            msg,
            vec![
                attr(py, "opening", crate::opening::PyOpening(opening)),
                attr(py, "min", min),
            ],
        ),
    }
}

/// The Python exception of a refused match action.
pub fn match_error(py: Python<'_>, e: core::MatchError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::MatchError::GameNotOver => raise(Ok(py.get_type::<GameNotOverError>()), msg, vec![]),
        core::MatchError::KOutOfRange { k } => raise(
            Ok(py.get_type::<KOutOfRangeError>()),
            msg,
            vec![attr(py, "k", k)],
        ),
    }
}

/// The Python exception of a refused clock report.
pub fn clock_error(py: Python<'_>, e: core::ClockError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::ClockError::TimeRanOut(p) => raise(
            Ok(py.get_type::<TimeRanOutError>()),
            msg,
            vec![attr(py, "player", PyPlayer::from(p))],
        ),
        core::ClockError::ZeroLimit => raise(Ok(py.get_type::<ZeroLimitError>()), msg, vec![]),
    }
}

/// The Python exception of a text that could not be parsed.
pub fn parse_error(e: core::ParseError) -> PyErr {
    Python::attach(|py| {
        let msg = e.to_string();
        match e {
            core::ParseError::InvalidPoint => {
                raise(Ok(py.get_type::<InvalidPointError>()), msg, vec![])
            }
            core::ParseError::InvalidColor => {
                raise(Ok(py.get_type::<InvalidColorError>()), msg, vec![])
            }
            core::ParseError::InvalidForbidden => {
                raise(Ok(py.get_type::<InvalidForbiddenError>()), msg, vec![])
            }
            core::ParseError::InvalidMove => {
                raise(Ok(py.get_type::<InvalidMoveError>()), msg, vec![])
            }
            core::ParseError::UnknownRules => {
                raise(Ok(py.get_type::<UnknownRulesError>()), msg, vec![])
            }
            core::ParseError::InvalidTermination => {
                raise(Ok(py.get_type::<InvalidTerminationError>()), msg, vec![])
            }
            core::ParseError::InvalidSymmetry => {
                raise(Ok(py.get_type::<InvalidSymmetryError>()), msg, vec![])
            }
            core::ParseError::InvalidMoveList { index, token } => raise(
                Ok(py.get_type::<InvalidMoveListError>()),
                msg,
                vec![attr(py, "index", index), attr(py, "token", token.as_str())],
            ),
            core::ParseError::InvalidOpening => {
                raise(Ok(py.get_type::<InvalidOpeningError>()), msg, vec![])
            }
            core::ParseError::InvalidPlayer => {
                raise(Ok(py.get_type::<InvalidPlayerError>()), msg, vec![])
            }
            core::ParseError::InvalidOpeningAction => {
                raise(Ok(py.get_type::<InvalidOpeningActionError>()), msg, vec![])
            }
        }
    })
}

/// An `InvalidPointError` with a message of the binding's own (a text or coordinates
/// that are not a point).
pub fn invalid_point(msg: String) -> PyErr {
    Python::attach(|py| raise(Ok(py.get_type::<InvalidPointError>()), msg, vec![]))
}

/// The Python exception of an outcome that could not be built.
pub fn outcome_error(py: Python<'_>, e: core::OutcomeError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::OutcomeError::WinnerMismatch {
            winner,
            termination,
        } => raise(
            Ok(py.get_type::<WinnerMismatchError>()),
            msg,
            vec![
                attr(py, "winner", winner.map(PyColor::from)),
                attr(py, "termination", PyTermination::from(termination)),
            ],
        ),
    }
}

/// The Python exception of rules that could not be built.
pub fn rules_error(py: Python<'_>, e: core::RulesError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::RulesError::SizeOutOfRange { size } => raise(
            Ok(py.get_type::<SizeOutOfRangeError>()),
            msg,
            vec![attr(py, "size", size)],
        ),
        core::RulesError::UnsupportedGomocupCode { code } => raise(
            Ok(py.get_type::<UnsupportedGomocupCodeError>()),
            msg,
            vec![attr(py, "code", code)],
        ),
        core::RulesError::CaptureTargetOutOfRange { pairs } => raise(
            Ok(py.get_type::<CaptureTargetOutOfRangeError>()),
            msg,
            vec![attr(py, "pairs", pairs)],
        ),
        core::RulesError::MoveLimitOutOfRange { limit } => raise(
            Ok(py.get_type::<MoveLimitOutOfRangeError>()),
            msg,
            vec![attr(py, "limit", limit)],
        ),
        core::RulesError::PerfectFiveNeedsCapture => raise(
            Ok(py.get_type::<PerfectFiveNeedsCaptureError>()),
            msg,
            vec![],
        ),
    }
}

/// The Python exception of a line that is not a command of the protocol. A board size
/// or rule code the library cannot honour raises the `RulesError` of the core's.
pub fn protocol_error(py: Python<'_>, e: core::ProtocolError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::ProtocolError::EmptyLine => raise(Ok(py.get_type::<EmptyLineError>()), msg, vec![]),
        core::ProtocolError::InvalidUtf8 => {
            raise(Ok(py.get_type::<InvalidUtf8LineError>()), msg, vec![])
        }
        core::ProtocolError::UnknownCommand => {
            raise(Ok(py.get_type::<UnknownCommandError>()), msg, vec![])
        }
        core::ProtocolError::Malformed { command } => raise(
            Ok(py.get_type::<MalformedCommandError>()),
            msg,
            vec![attr(py, "command", command.name())],
        ),
        core::ProtocolError::OffBoard {
            command,
            x,
            y,
            size,
        } => raise(
            Ok(py.get_type::<OffBoardCommandError>()),
            msg,
            vec![
                attr(py, "command", command.name()),
                attr(py, "x", x),
                attr(py, "y", y),
                attr(py, "size", size),
            ],
        ),
        core::ProtocolError::Rules(e) => rules_error(py, e),
    }
}

/// The exception `err` of a core error built with `u32::MAX` in the field `field`
/// (`core_msg` is that error's message), retold for a Python int `value` that does not
/// fit the core's `u32`: the same class and message, with `value` in the attribute and
/// in the message. The wording, the range included, stays the core's.
fn for_python_int(
    py: Python<'_>,
    err: PyErr,
    core_msg: &str,
    field: &'static str,
    value: &Bound<'_, PyAny>,
) -> PyErr {
    let msg = core_msg.replacen(&u32::MAX.to_string(), &value.to_string(), 1);
    let exc = err.value(py);
    match exc
        .setattr(field, value)
        .and_then(|()| exc.setattr("args", (msg,)))
    {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// A rules error for a Python int outside the core's `u32` (negative or huge): the class
/// the core gives for an out-of-range value (`make` builds the variant from a number),
/// with the Python value in its attribute and the core's message.
pub fn rules_error_for_int(
    py: Python<'_>,
    make: fn(u32) -> core::RulesError,
    value: &Bound<'_, PyAny>,
) -> PyErr {
    let sample = make(u32::MAX);
    let field = match sample {
        core::RulesError::SizeOutOfRange { .. } => "size",
        core::RulesError::UnsupportedGomocupCode { .. } => "code",
        core::RulesError::CaptureTargetOutOfRange { .. } => "pairs",
        core::RulesError::MoveLimitOutOfRange { .. } => "limit",
        core::RulesError::PerfectFiveNeedsCapture => return rules_error(py, sample),
    };
    for_python_int(
        py,
        rules_error(py, sample),
        &sample.to_string(),
        field,
        value,
    )
}

/// A `CapturedPairsError` for a Python int outside the core's `u32` (negative or huge),
/// with the core's message naming the Python value.
pub fn captured_pairs_error_for_int(
    py: Python<'_>,
    color: core::Color,
    value: &Bound<'_, PyAny>,
) -> PyErr {
    let sample = core::SetupError::Captures {
        color,
        pairs: u32::MAX,
    };
    for_python_int(
        py,
        setup_error(py, sample),
        &sample.to_string(),
        "pairs",
        value,
    )
}

/// The Python exception of a position that could not be set up.
pub fn setup_error(py: Python<'_>, e: core::SetupError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::SetupError::OffBoard { point, size } => raise(
            Ok(py.get_type::<OffBoardSetupError>()),
            msg,
            vec![attr(py, "point", PyPoint(point)), attr(py, "size", size)],
        ),
        core::SetupError::Overlap { point } => raise(
            Ok(py.get_type::<OverlapError>()),
            msg,
            vec![attr(py, "point", PyPoint(point))],
        ),
        core::SetupError::AlreadyWon { color, point } => raise(
            Ok(py.get_type::<AlreadyWonError>()),
            msg,
            vec![
                attr(py, "color", PyColor::from(color)),
                attr(py, "point", PyPoint(point)),
            ],
        ),
        core::SetupError::Captures { color, pairs } => raise(
            Ok(py.get_type::<CapturedPairsError>()),
            msg,
            vec![
                attr(py, "color", PyColor::from(color)),
                attr(py, "pairs", pairs),
            ],
        ),
    }
}

/// The Python exception of a VCF search that could not start.
pub fn vcf_error(py: Python<'_>, e: core::VcfError) -> PyErr {
    let msg = e.to_string();
    match e {
        core::VcfError::Capture => raise(Ok(py.get_type::<VcfCaptureError>()), msg, vec![]),
        core::VcfError::GameOver => raise(Ok(py.get_type::<VcfGameOverError>()), msg, vec![]),
        core::VcfError::MovesOutOfRange { moves } => raise(
            Ok(py.get_type::<VcfMovesOutOfRangeError>()),
            msg,
            vec![attr(py, "moves", moves)],
        ),
        core::VcfError::TableTooLarge { entries } => raise(
            Ok(py.get_type::<VcfTableTooLargeError>()),
            msg,
            vec![attr(py, "entries", entries)],
        ),
    }
}

/// One sample of every core error variant, named `Enum::Variant`. Each `match` below is
/// exhaustive, so a new core variant fails to compile here until it is mapped.
fn samples() -> Vec<(&'static str, CoreError)> {
    use gomoku_referee::{Color, Forbidden, Point, Termination};
    let p = Point::new(7, 7).unwrap_or_else(|| unreachable!());
    let play = [
        PlayError::OffBoard { point: p, size: 5 },
        PlayError::Occupied { point: p },
        PlayError::Forbidden {
            point: p,
            color: Color::Black,
            kind: Forbidden::DoubleThree,
        },
        PlayError::GameOver,
        PlayError::PassNotAllowed,
        PlayError::OpeningUnderWay,
    ];
    let game = [
        GameError::GameOver,
        GameError::NothingToUndo,
        GameError::EndedByAction(Termination::Resignation),
        GameError::NoDrawOffer(Color::Black),
        GameError::DrawOfferPending(Color::Black),
        GameError::NotAMove("swap"),
    ];
    let parse = [
        core::ParseError::InvalidPoint,
        core::ParseError::InvalidColor,
        core::ParseError::InvalidForbidden,
        core::ParseError::InvalidMove,
        core::ParseError::UnknownRules,
        core::ParseError::InvalidTermination,
        core::ParseError::InvalidMoveList {
            index: 0,
            token: core::Snippet::new("z99"),
        },
        core::ParseError::InvalidOpening,
        core::ParseError::InvalidPlayer,
        core::ParseError::InvalidOpeningAction,
        core::ParseError::InvalidSymmetry,
    ];
    let outcome = [core::OutcomeError::WinnerMismatch {
        winner: None,
        termination: Termination::Five,
    }];
    let rules = [
        core::RulesError::SizeOutOfRange { size: 4 },
        core::RulesError::UnsupportedGomocupCode { code: 3 },
        core::RulesError::CaptureTargetOutOfRange { pairs: 0 },
        core::RulesError::MoveLimitOutOfRange { limit: 0 },
        core::RulesError::PerfectFiveNeedsCapture,
    ];
    let setup = [
        core::SetupError::OffBoard { point: p, size: 5 },
        core::SetupError::Overlap { point: p },
        core::SetupError::AlreadyWon {
            color: Color::Black,
            point: p,
        },
        core::SetupError::Captures {
            color: Color::Black,
            pairs: 1,
        },
    ];
    let opening = [
        core::OpeningError::Unexpected {
            action: "swap",
            expected: core::Expected {
                player: core::Player::First,
                color: Color::Black,
                what: core::Expecting::Pick,
            },
        },
        core::OpeningError::OutsideArea {
            point: p,
            area: core::Area::Centre,
        },
        core::OpeningError::DuplicateOffer { point: p },
        core::OpeningError::SymmetricOffer {
            point: p,
            earlier: p,
            symmetry: core::Symmetry::Diagonal,
        },
        core::OpeningError::OfferCount {
            given: 1,
            expected: 2,
        },
        core::OpeningError::OffersOutOfRange { count: 0, max: 8 },
        core::OpeningError::NotOffered { point: p },
        core::OpeningError::NoOpening,
        core::OpeningError::GameOver,
        core::OpeningError::BoardTooSmall {
            opening: core::Opening::Rif,
            min: 7,
        },
    ];
    let other = [
        CoreError::Match(core::MatchError::GameNotOver),
        CoreError::Match(core::MatchError::KOutOfRange { k: 0 }),
        CoreError::Clock(core::ClockError::TimeRanOut(core::Player::First)),
        CoreError::Clock(core::ClockError::ZeroLimit),
    ];
    let vcf = [
        core::VcfError::Capture,
        core::VcfError::GameOver,
        core::VcfError::MovesOutOfRange { moves: 0 },
        core::VcfError::TableTooLarge { entries: 1 << 25 },
    ];
    let protocol = [
        core::ProtocolError::EmptyLine,
        core::ProtocolError::InvalidUtf8,
        core::ProtocolError::UnknownCommand,
        core::ProtocolError::Malformed {
            command: core::protocol::CommandName::Turn,
        },
        core::ProtocolError::OffBoard {
            command: core::protocol::CommandName::Turn,
            x: 20,
            y: 0,
            size: 20,
        },
    ];
    let mut out = Vec::new();
    for e in play {
        let name = match e {
            PlayError::OffBoard { .. } => "PlayError::OffBoard",
            PlayError::Occupied { .. } => "PlayError::Occupied",
            PlayError::Forbidden { .. } => "PlayError::Forbidden",
            PlayError::GameOver => "PlayError::GameOver",
            PlayError::PassNotAllowed => "PlayError::PassNotAllowed",
            PlayError::OpeningUnderWay => "PlayError::OpeningUnderWay",
        };
        out.push((name, CoreError::Play(e)));
    }
    for e in game {
        let name = match e {
            GameError::GameOver => "GameError::GameOver",
            GameError::NothingToUndo => "GameError::NothingToUndo",
            GameError::EndedByAction(_) => "GameError::EndedByAction",
            GameError::NoDrawOffer(_) => "GameError::NoDrawOffer",
            GameError::DrawOfferPending(_) => "GameError::DrawOfferPending",
            GameError::NotAMove(_) => "GameError::NotAMove",
        };
        out.push((name, CoreError::Game(e)));
    }
    for e in parse {
        let name = match e {
            core::ParseError::InvalidPoint => "ParseError::InvalidPoint",
            core::ParseError::InvalidColor => "ParseError::InvalidColor",
            core::ParseError::InvalidForbidden => "ParseError::InvalidForbidden",
            core::ParseError::InvalidMove => "ParseError::InvalidMove",
            core::ParseError::UnknownRules => "ParseError::UnknownRules",
            core::ParseError::InvalidTermination => "ParseError::InvalidTermination",
            core::ParseError::InvalidMoveList { .. } => "ParseError::InvalidMoveList",
            core::ParseError::InvalidOpening => "ParseError::InvalidOpening",
            core::ParseError::InvalidPlayer => "ParseError::InvalidPlayer",
            core::ParseError::InvalidOpeningAction => "ParseError::InvalidOpeningAction",
            core::ParseError::InvalidSymmetry => "ParseError::InvalidSymmetry",
        };
        out.push((name, CoreError::Parse(e)));
    }
    for e in outcome {
        let name = match e {
            core::OutcomeError::WinnerMismatch { .. } => "OutcomeError::WinnerMismatch",
        };
        out.push((name, CoreError::Outcome(e)));
    }
    for e in rules {
        let name = match e {
            core::RulesError::SizeOutOfRange { .. } => "RulesError::SizeOutOfRange",
            core::RulesError::UnsupportedGomocupCode { .. } => "RulesError::UnsupportedGomocupCode",
            core::RulesError::CaptureTargetOutOfRange { .. } => {
                "RulesError::CaptureTargetOutOfRange"
            }
            core::RulesError::MoveLimitOutOfRange { .. } => "RulesError::MoveLimitOutOfRange",
            core::RulesError::PerfectFiveNeedsCapture => "RulesError::PerfectFiveNeedsCapture",
        };
        out.push((name, CoreError::Rules(e)));
    }
    for e in setup {
        let name = match e {
            core::SetupError::OffBoard { .. } => "SetupError::OffBoard",
            core::SetupError::Overlap { .. } => "SetupError::Overlap",
            core::SetupError::AlreadyWon { .. } => "SetupError::AlreadyWon",
            core::SetupError::Captures { .. } => "SetupError::Captures",
        };
        out.push((name, CoreError::Setup(e)));
    }
    record_samples(&mut out, p);
    for e in opening {
        use core::OpeningError as E;
        let name = match e {
            E::Unexpected { .. } => "OpeningError::Unexpected",
            E::OutsideArea { .. } => "OpeningError::OutsideArea",
            // The position's refusal: the move's own class (PlayError rows).
            E::Illegal(_) => continue,
            E::DuplicateOffer { .. } => "OpeningError::DuplicateOffer",
            E::SymmetricOffer { .. } => "OpeningError::SymmetricOffer",
            E::OfferCount { .. } => "OpeningError::OfferCount",
            E::OffersOutOfRange { .. } => "OpeningError::OffersOutOfRange",
            E::NotOffered { .. } => "OpeningError::NotOffered",
            E::NoOpening => "OpeningError::NoOpening",
            E::GameOver => "OpeningError::GameOver",
            E::BoardTooSmall { .. } => "OpeningError::BoardTooSmall",
        };
        out.push((name, CoreError::Opening(e)));
    }
    for e in other {
        let name = match e {
            CoreError::Match(core::MatchError::GameNotOver) => "MatchError::GameNotOver",
            CoreError::Match(core::MatchError::KOutOfRange { .. }) => "MatchError::KOutOfRange",
            CoreError::Clock(core::ClockError::TimeRanOut(_)) => "ClockError::TimeRanOut",
            CoreError::Clock(core::ClockError::ZeroLimit) => "ClockError::ZeroLimit",
            _ => continue,
        };
        out.push((name, e));
    }
    for e in vcf {
        let name = match e {
            core::VcfError::Capture => "VcfError::Capture",
            core::VcfError::GameOver => "VcfError::GameOver",
            core::VcfError::MovesOutOfRange { .. } => "VcfError::MovesOutOfRange",
            core::VcfError::TableTooLarge { .. } => "VcfError::TableTooLarge",
        };
        out.push((name, CoreError::Vcf(e)));
    }
    for e in protocol {
        let name = match e {
            core::ProtocolError::EmptyLine => "ProtocolError::EmptyLine",
            core::ProtocolError::InvalidUtf8 => "ProtocolError::InvalidUtf8",
            core::ProtocolError::UnknownCommand => "ProtocolError::UnknownCommand",
            core::ProtocolError::Malformed { .. } => "ProtocolError::Malformed",
            core::ProtocolError::OffBoard { .. } => "ProtocolError::OffBoard",
            // A wrapper: its errors are the RulesError rows.
            core::ProtocolError::Rules(_) => continue,
        };
        out.push((name, CoreError::Protocol(e)));
    }
    out
}

/// The samples of the record errors (RULES.md §11).
fn record_samples(out: &mut Vec<(&'static str, CoreError)>, p: gomoku_referee::Point) {
    use core::record::renjunet::RenjuNetError;
    use core::record::{
        Format, Location, RecordError, RecordErrorKind as K, ReplayError, WriteError,
    };
    use gomoku_referee::{Color, Move};
    let kinds = [
        K::UnexpectedEnd,
        K::WrongHeader { expected: "x" },
        K::UnknownVersion { major: 9, minor: 0 },
        K::InvalidUtf8,
        K::Expected { expected: "x" },
        K::InvalidNumber,
        K::InvalidPoint,
        K::OffBoard {
            x: 20,
            y: 0,
            size: 15,
        },
        K::SizeOutOfRange(30),
        K::NotSquare {
            width: 15,
            height: 19,
        },
        K::BadEscape,
        K::UnsupportedGame(1),
        K::Xml,
        K::NoGame,
    ];
    for kind in kinds {
        let name = match kind {
            K::UnexpectedEnd => "RecordErrorKind::UnexpectedEnd",
            K::WrongHeader { .. } => "RecordErrorKind::WrongHeader",
            K::UnknownVersion { .. } => "RecordErrorKind::UnknownVersion",
            K::InvalidUtf8 => "RecordErrorKind::InvalidUtf8",
            K::Expected { .. } => "RecordErrorKind::Expected",
            K::InvalidNumber => "RecordErrorKind::InvalidNumber",
            K::InvalidPoint => "RecordErrorKind::InvalidPoint",
            K::OffBoard { .. } => "RecordErrorKind::OffBoard",
            K::SizeOutOfRange(_) => "RecordErrorKind::SizeOutOfRange",
            K::NotSquare { .. } => "RecordErrorKind::NotSquare",
            K::BadEscape => "RecordErrorKind::BadEscape",
            K::UnsupportedGame(_) => "RecordErrorKind::UnsupportedGame",
            K::Xml => "RecordErrorKind::Xml",
            K::NoGame => "RecordErrorKind::NoGame",
        };
        let e = RecordError {
            format: Format::Sgf,
            kind,
            location: Location::at_byte(0),
        };
        out.push((name, CoreError::Record(e)));
    }
    out.push((
        "RenjuNetError::Io",
        CoreError::RenjuNet(RenjuNetError::Io(std::io::ErrorKind::Other)),
    ));
    let replay = [
        ReplayError::SizeMismatch {
            record: 19,
            rules: 15,
        },
        ReplayError::Setup(core::SetupError::Overlap { point: p }),
        ReplayError::WrongColor {
            number: 2,
            mv: Move::Place(p),
            color: Color::Black,
            expected: Color::White,
        },
        ReplayError::Illegal {
            number: 2,
            mv: Move::Place(p),
            color: Color::White,
            error: PlayError::Occupied { point: p },
        },
        ReplayError::ResultContradicts {
            recorded: Some(Color::Black),
            referee: Some(Color::White),
        },
    ];
    for e in replay {
        let name = match e {
            ReplayError::SizeMismatch { .. } => "ReplayError::SizeMismatch",
            ReplayError::Setup(_) => "ReplayError::Setup",
            ReplayError::WrongColor { .. } => "ReplayError::WrongColor",
            ReplayError::Illegal { .. } => "ReplayError::Illegal",
            ReplayError::ResultContradicts { .. } => "ReplayError::ResultContradicts",
        };
        out.push((name, CoreError::Replay(e)));
    }
    for e in [
        WriteError::Setup,
        WriteError::Pass,
        WriteError::Colors,
        WriteError::ReadOnly,
    ] {
        let name = match e {
            WriteError::Setup => "WriteError::Setup",
            WriteError::Pass => "WriteError::Pass",
            WriteError::Colors => "WriteError::Colors",
            WriteError::ReadOnly => "WriteError::ReadOnly",
        };
        out.push((name, CoreError::Write(e)));
    }
}

/// Any core error.
#[derive(Debug, Clone, Copy)]
enum CoreError {
    Play(PlayError),
    Game(GameError),
    Parse(core::ParseError),
    Outcome(core::OutcomeError),
    Rules(core::RulesError),
    Setup(core::SetupError),
    Record(core::record::RecordError),
    RenjuNet(core::record::renjunet::RenjuNetError),
    Replay(core::record::ReplayError),
    Write(core::record::WriteError),
    Opening(core::OpeningError),
    Match(core::MatchError),
    Clock(core::ClockError),
    Vcf(core::VcfError),
    Protocol(core::ProtocolError),
}

/// `[(core variant, exception raised)]` for every core error variant, made by the very
/// functions that raise them. The test suite compares it with `EXCEPTIONS.md` and with
/// what each call actually raises.
#[pyfunction]
fn _exception_table(py: Python<'_>) -> Vec<(&'static str, Py<PyAny>)> {
    samples()
        .into_iter()
        .map(|(name, e)| {
            let err = match e {
                CoreError::Play(e) => play_error(py, e),
                CoreError::Game(e) => game_error(py, e),
                CoreError::Parse(e) => parse_error(e),
                CoreError::Outcome(e) => outcome_error(py, e),
                CoreError::Rules(e) => rules_error(py, e),
                CoreError::Setup(e) => setup_error(py, e),
                CoreError::Record(e) => crate::record::record_error(e),
                CoreError::RenjuNet(e) => crate::record::renjunet_error(e),
                CoreError::Replay(e) => crate::record::replay_error(e),
                CoreError::Write(e) => crate::record::write_error(e),
                CoreError::Opening(e) => opening_error(py, e),
                CoreError::Match(e) => match_error(py, e),
                CoreError::Clock(e) => clock_error(py, e),
                CoreError::Vcf(e) => vcf_error(py, e),
                CoreError::Protocol(e) => protocol_error(py, e),
            };
            (name, err.get_type(py).into_any().unbind())
        })
        .collect()
}

/// Adds every exception class to the module, and `_exception_table`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let classes = [
        py.get_type::<GomokuError>(),
        py.get_type::<IllegalMoveError>(),
        py.get_type::<OffBoardError>(),
        py.get_type::<OccupiedError>(),
        py.get_type::<ForbiddenMoveError>(),
        py.get_type::<PassNotAllowedError>(),
        game_over_error(py)?,
        py.get_type::<GameStateError>(),
        nothing_to_undo_error(py)?,
        py.get_type::<EndedByActionError>(),
        py.get_type::<NoDrawOfferError>(),
        py.get_type::<DrawOfferPendingError>(),
        py.get_type::<ParseError>(),
        py.get_type::<InvalidPointError>(),
        py.get_type::<InvalidColorError>(),
        py.get_type::<InvalidForbiddenError>(),
        py.get_type::<InvalidMoveError>(),
        py.get_type::<UnknownRulesError>(),
        py.get_type::<InvalidTerminationError>(),
        py.get_type::<InvalidMoveListError>(),
        py.get_type::<InvalidSymmetryError>(),
        py.get_type::<OutcomeError>(),
        py.get_type::<WinnerMismatchError>(),
        py.get_type::<RulesError>(),
        py.get_type::<SizeOutOfRangeError>(),
        py.get_type::<UnsupportedGomocupCodeError>(),
        py.get_type::<CaptureTargetOutOfRangeError>(),
        py.get_type::<MoveLimitOutOfRangeError>(),
        py.get_type::<PerfectFiveNeedsCaptureError>(),
        py.get_type::<SetupError>(),
        py.get_type::<OffBoardSetupError>(),
        py.get_type::<OverlapError>(),
        py.get_type::<AlreadyWonError>(),
        py.get_type::<CapturedPairsError>(),
        py.get_type::<OpeningUnderWayError>(),
        py.get_type::<NotAMoveError>(),
        py.get_type::<InvalidOpeningError>(),
        py.get_type::<InvalidPlayerError>(),
        py.get_type::<InvalidOpeningActionError>(),
        py.get_type::<OpeningError>(),
        py.get_type::<UnexpectedActionError>(),
        py.get_type::<OutsideAreaError>(),
        py.get_type::<DuplicateOfferError>(),
        py.get_type::<SymmetricOfferError>(),
        py.get_type::<OfferCountError>(),
        py.get_type::<OffersOutOfRangeError>(),
        py.get_type::<NotOfferedError>(),
        py.get_type::<NoOpeningError>(),
        py.get_type::<BoardTooSmallError>(),
        py.get_type::<MatchError>(),
        py.get_type::<GameNotOverError>(),
        py.get_type::<KOutOfRangeError>(),
        py.get_type::<ClockError>(),
        py.get_type::<TimeRanOutError>(),
        py.get_type::<ZeroLimitError>(),
        py.get_type::<VcfError>(),
        py.get_type::<VcfCaptureError>(),
        py.get_type::<VcfGameOverError>(),
        py.get_type::<VcfMovesOutOfRangeError>(),
        py.get_type::<VcfTableTooLargeError>(),
        py.get_type::<ProtocolError>(),
        py.get_type::<EmptyLineError>(),
        py.get_type::<InvalidUtf8LineError>(),
        py.get_type::<UnknownCommandError>(),
        py.get_type::<MalformedCommandError>(),
        py.get_type::<OffBoardCommandError>(),
    ];
    let names = PyList::empty(py);
    for class in classes.into_iter().chain(crate::record::classes(py)) {
        let name = class.name()?;
        m.add(name.to_cow()?.as_ref(), &class)?;
        names.append(name)?;
    }
    m.add("_exception_names", names)?;
    m.add_function(wrap_pyfunction!(_exception_table, m)?)?;
    Ok(())
}
