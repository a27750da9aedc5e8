//! The exception tree: one Python class per kind of core error
//! ([`gomoku_referee::ErrorKind`]), all under `gomoku.GomokuError` (a `ValueError`).
//!
//! The `exceptions!` table below is the one list of the classes: name, bases, docstring
//! and the core kinds each stands for. It makes the classes (`create_exception!`, or
//! `type()` for the two with two bases), [`class_of`] (the class of a kind, which every
//! `*_error` function below raises), the module's registration and `_exception_table`.
//! `gomoku-py/EXCEPTIONS.md` and the `.pyi` stubs are checked against it by
//! `tests/python/test_exceptions.py`. A new core error variant needs one `for` entry here
//! (a new class, or an existing one); `test_every_kind_has_a_class` fails until it has one.
//! A variant with fields also sets them as attributes in its `*_error` function.
//!
//! ```text
//! GomokuError(ValueError)
//! ├── IllegalMoveError            PlayError
//! │   └── GameOverError           also a GameStateError
//! ├── GameStateError              GameError
//! │   └── NothingToUndoError      also an IndexError (pop() on an empty game)
//! ├── ParseError                  ParseError
//! │   └── RecordError             RecordErrorKind, RenjuNetError::Io (game records)
//! ├── OutcomeError                OutcomeError
//! ├── ReplayError                 ReplayError
//! ├── RecordWriteError            WriteError
//! ├── RulesError                  RulesError
//! ├── SetupError                  SetupError
//! ├── OpeningError                OpeningError, HistoryError::OpeningStart/OpeningStone
//! ├── MatchError                  MatchError
//! ├── ClockError                  ClockError
//! ├── VcfError                    VcfError
//! └── ProtocolError               ProtocolError (the Gomocup protocol)
//! ```
//!
//! Each raised instance carries the variant's fields as attributes (`.point`, `.kind`,
//! `.color`, ...). A core error that wraps another (`OpeningError::Illegal`,
//! `ProtocolError::Rules`, ...) raises the class of the error it wraps.

use gomoku_referee as core;
use gomoku_referee::{ErrorKind, GameError, PlayError};
use pyo3::BoundObject;
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyTuple, PyType};

use crate::enums::{PyColor, PyForbidden, PyPlayer, PySymmetry, PyTermination};
use crate::point::PyPoint;

/// Writes the classes, [`class_of`] and [`classes`] from rows
/// `Name(Base[, Base]) [for Kind, ...]: "docstring";`. A class with two bases is made by
/// `type()` on first use and cannot itself be a base.
macro_rules! exceptions {
    ($(
        $name:ident $bases:tt $(for $($kind:ident),+)?: $doc:literal;
    )*) => {
        $(exceptions!(@class $name $bases $doc);)*

        /// The class raised for a core error kind, `None` for a kind without one
        /// (`test_every_kind_has_a_class` asserts there is none).
        pub fn class_of_kind(py: Python<'_>, kind: ErrorKind) -> Option<PyResult<Bound<'_, PyType>>> {
            match kind {
                $($($(ErrorKind::$kind)|+ => Some(exceptions!(@get py $name $bases)),)?)*
                _ => None,
            }
        }

        /// Every class of the table, in its order.
        pub fn classes(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyType>>> {
            Ok(vec![$(exceptions!(@get py $name $bases)?,)*])
        }
    };
    (@class $name:ident ($base:ident) $doc:literal) => {
        create_exception!(gomoku, $name, $base, $doc);
    };
    (@class $name:ident ($first:ident, $second:ident) $doc:literal) => {
        #[doc = $doc]
        pub struct $name;

        impl $name {
            /// The class object, made by `type()` with its two bases on first use.
            pub fn type_object(py: Python<'_>) -> PyResult<Bound<'_, PyType>> {
                static CLASS: PyOnceLock<Py<PyType>> = PyOnceLock::new();
                CLASS
                    .get_or_try_init(py, || {
                        let bases = [py.get_type::<$first>(), py.get_type::<$second>()];
                        two_base_type(py, stringify!($name), bases, $doc)
                    })
                    .map(|t| t.bind(py).clone())
            }
        }
    };
    (@get $py:ident $name:ident ($base:ident)) => {
        Ok::<_, PyErr>($py.get_type::<$name>())
    };
    (@get $py:ident $name:ident ($first:ident, $second:ident)) => {
        $name::type_object($py)
    };
}

exceptions! {
    GomokuError(PyValueError): "The base of every error of this library (a ValueError).";
    IllegalMoveError(GomokuError): "A move was refused (core PlayError); the game is unchanged.";
    OffBoardError(IllegalMoveError) for PlayOffBoard:
        "The point lies outside the board. Attributes: point, size.";
    OccupiedError(IllegalMoveError) for PlayOccupied:
        "The point already holds a stone. Attribute: point.";
    ForbiddenMoveError(IllegalMoveError) for PlayForbidden:
        "The point is forbidden for the side to move and the rules reject it. Attributes: point, color, kind.";
    PassNotAllowedError(IllegalMoveError) for PlayPassNotAllowed:
        "A pass was played but the rules do not allow passing.";
    GameOverError(IllegalMoveError, GameStateError) for PlayGameOver, GameGameOver, OpeningGameOver:
        "The game is over: nothing can be played (an IllegalMoveError) or done (a GameStateError).";
    GameStateError(GomokuError):
        "An action other than a move (undo, resignation, draw offers) was refused (core GameError).";
    NothingToUndoError(GameStateError, PyIndexError) for GameNothingToUndo:
        "No move to take back. Also an IndexError, as pop() on an empty list raises.";
    EndedByActionError(GameStateError) for GameEndedByAction:
        "Undo after a resignation, timeout or agreement, which are final. Attribute: termination.";
    NoDrawOfferError(GameStateError) for GameNoDrawOffer:
        "Accept or decline with no draw offered to that side. Attribute: color.";
    DrawOfferPendingError(GameStateError) for GameDrawOfferPending:
        "A draw was offered while an offer is pending. Attribute: color (who offered first).";
    ParseError(GomokuError): "A text could not be read (core ParseError).";
    InvalidPointError(ParseError) for ParseInvalidPoint:
        "Not a point: expected a letter a-z and a row 1-26 like h8 (or coordinates in 0..26).";
    InvalidColorError(ParseError) for ParseInvalidColor: "Not a colour: expected black or white.";
    InvalidForbiddenError(ParseError) for ParseInvalidForbidden:
        "Not a forbidden kind: expected double-three, double-four or overline.";
    InvalidMoveError(ParseError) for ParseInvalidMove:
        "Not a move: expected a point like h8 or pass.";
    UnknownRulesError(ParseError) for ParseUnknownRules: "Not the name of a rule set.";
    InvalidTerminationError(ParseError) for ParseInvalidTermination: "Not a termination name.";
    InvalidSymmetryError(ParseError) for ParseInvalidSymmetry:
        "Not the name of a symmetry of the board.";
    UnknownEncodingError(ParseError) for ParseUnknownEncoding:
        "Not the label of a text encoding (gbk, windows-1252, utf-8, shift_jis: the WHATWG labels).";
    InvalidMoveListError(ParseError) for ParseInvalidMoveList:
        "A move of a move list could not be read. Attributes: index (0-based), token (the bad move's text, at most 16 bytes of it).";
    OutcomeError(GomokuError): "An outcome could not be built (core OutcomeError).";
    WinnerMismatchError(OutcomeError) for OutcomeWinnerMismatch:
        "A winner for a termination that is a draw, or none for one that has a winner. Attributes: winner, termination.";
    RulesError(GomokuError): "A set of rules could not be built (core RulesError).";
    SizeOutOfRangeError(RulesError) for RulesSizeOutOfRange:
        "The board size is not in 5..=26. Attribute: size.";
    UnsupportedGomocupCodeError(RulesError) for RulesUnsupportedGomocupCode:
        "A Gomocup rule code the library cannot honour. Attribute: code.";
    CaptureTargetOutOfRangeError(RulesError) for RulesCaptureTargetOutOfRange:
        "A capture target outside 1..=100 pairs. Attribute: pairs.";
    MoveLimitOutOfRangeError(RulesError) for RulesMoveLimitOutOfRange:
        "A move limit outside 1..=65535. Attribute: limit.";
    PerfectFiveNeedsCaptureError(RulesError) for RulesPerfectFiveNeedsCapture:
        "The perfect-five rule was asked for without captures.";
    SetupError(GomokuError): "A position could not be set up from stone lists (core SetupError).";
    OffBoardSetupError(SetupError) for SetupOffBoard:
        "A stone lies outside the board. Attributes: point, size.";
    OverlapError(SetupError) for SetupOverlap:
        "Both colours have a stone on the same point. Attribute: point.";
    AlreadyWonError(SetupError) for SetupAlreadyWon:
        "The position already holds a winning line. Attributes: color, point.";
    CapturedPairsError(SetupError) for SetupCaptures:
        "Captured pairs the rules do not allow. Attributes: color, pairs.";
    OpeningUnderWayError(IllegalMoveError) for PlayOpeningUnderWay:
        "A move of normal play while the game's opening is under way: its actions come first (Game.expected).";
    NotAMoveError(GameStateError) for GameNotAMove:
        "pop() when the last step is an opening action placing no stone (undo_step() takes it back). Attribute: action.";
    InvalidOpeningError(ParseError) for ParseInvalidOpening:
        "Not an opening rule: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N.";
    InvalidPlayerError(ParseError) for ParseInvalidPlayer:
        "Not a player: expected first or second.";
    InvalidOpeningActionError(ParseError) for ParseInvalidOpeningAction:
        "Not the text of an opening action (h8, swap, keep, choose white, declare 3, offer g8 i9, pick g8).";
    OpeningError(GomokuError) for HistoryOpeningStart, HistoryOpeningStone:
        "An opening action was refused, or an opening could not start (core OpeningError).";
    UnexpectedActionError(OpeningError) for OpeningUnexpected:
        "The action is not of the kind the opening expects now. Attributes: action, expected (an Expected).";
    OutsideAreaError(OpeningError) for OpeningOutsideArea:
        "A stone outside the area the opening allows. Attributes: point, area, area_size.";
    DuplicateOfferError(OpeningError) for OpeningDuplicateOffer:
        "The same point offered twice. Attribute: point.";
    SymmetricOfferError(OpeningError) for OpeningSymmetricOffer:
        "An offer that a symmetry of the stones on the board (about any centre) maps onto an earlier one. Attributes: point, earlier, symmetry, centre.";
    OfferCountError(OpeningError) for OpeningOfferCount:
        "Not as many fifth-move offers as required. Attributes: given, expected.";
    OffersOutOfRangeError(OpeningError) for OpeningOffersOutOfRange:
        "A declared number of offers (or a rule's N) out of range. Attributes: count, max.";
    NotOfferedError(OpeningError) for OpeningNotOffered:
        "A pick of a point that was not offered. Attribute: point.";
    NoOpeningError(OpeningError) for OpeningNoOpening:
        "An opening action with no opening under way (none chosen, or complete).";
    BoardTooSmallError(OpeningError) for OpeningBoardTooSmall:
        "The board is too small for the opening rule. Attributes: opening, min.";
    MatchError(GomokuError): "A match refused something (core MatchError).";
    GameNotOverError(MatchError) for MatchGameNotOver: "A game recorded in a match before its end.";
    KOutOfRangeError(MatchError) for MatchKOutOfRange:
        "An Elo K factor outside 1..=100. Attribute: k.";
    ClockError(GomokuError): "A clock refused a report (core ClockError).";
    TimeRanOutError(ClockError) for ClockTimeRanOut:
        "A report after a player's time ran out. Attribute: player.";
    ZeroLimitError(ClockError) for ClockZeroLimit: "A per-move limit or budget of zero.";
    VcfError(GomokuError): "A VCF search could not start (core VcfError).";
    VcfCaptureError(VcfError) for VcfCapture: "VCF is not defined under the capture option.";
    VcfGameOverError(VcfError) for VcfGameOver: "The game is over: there is no VCF to search.";
    VcfMovesOutOfRangeError(VcfError) for VcfMovesOutOfRange:
        "A limit of attacker moves outside 1..=127. Attribute: moves.";
    VcfTableTooLargeError(VcfError) for VcfTableTooLarge:
        "A transposition table of more than 2**24 entries. Attribute: entries.";
    ProtocolError(GomokuError):
        "A line is not a command of the Gomocup protocol (core ProtocolError).";
    EmptyLineError(ProtocolError) for ProtocolEmptyLine: "The line is empty or white space only.";
    InvalidUtf8LineError(ProtocolError) for ProtocolInvalidUtf8: "The line is not UTF-8 text.";
    UnknownCommandError(ProtocolError) for ProtocolUnknownCommand:
        "The first word is not a command of the protocol (a brain answers UNKNOWN).";
    MalformedCommandError(ProtocolError) for ProtocolMalformed:
        "A known command whose arguments do not parse. Attribute: command.";
    OffBoardCommandError(ProtocolError) for ProtocolOffBoard:
        "A point of a command lies outside the board. Attributes: command, x, y, size (protocol coordinates, rows from the top).";
    RecordError(ParseError):
        "A record could not be read (core RecordError). Attributes: format, offset, line, column (line and column 0 in binary formats and RenjuNet).";
    ReplayError(GomokuError): "A record could not be replayed under the rules (core ReplayError).";
    RecordWriteError(GomokuError): "A game cannot be written in that format (core WriteError).";
    UnexpectedEndError(RecordError) for RecordUnexpectedEnd:
        "The input ends in the middle of something (a truncated file).";
    WrongHeaderError(RecordError) for RecordWrongHeader:
        "The input does not start the way the format does. Attribute: expected.";
    UnknownVersionError(RecordError) for RecordUnknownVersion:
        "A version of the format the reader does not know. Attributes: major, minor.";
    InvalidUtf8Error(RecordError) for RecordInvalidUtf8: "Text that is not UTF-8.";
    RecordSyntaxError(RecordError) for RecordExpected:
        "Something else was expected here. Attribute: expected.";
    InvalidNumberError(RecordError) for RecordInvalidNumber:
        "A number that does not parse or does not fit.";
    InvalidRecordPointError(RecordError) for RecordInvalidPoint:
        "A point that does not parse (move text, SGF letters).";
    RecordOffBoardError(RecordError) for RecordOffBoard:
        "A point off the board, in the format's own 0-based coordinates. Attributes: x, y, size.";
    RecordSizeOutOfRangeError(RecordError) for RecordSizeOutOfRange:
        "A board size out of 5..=26. Attribute: size.";
    NotSquareError(RecordError) for RecordNotSquare:
        "A rectangular board. Attributes: width, height.";
    BadEscapeError(RecordError) for RecordBadEscape: "An SGF backslash with nothing after it.";
    UnsupportedGameError(RecordError) for RecordUnsupportedGame:
        "An SGF game other than GM[4]. Attribute: game.";
    XmlError(RecordError) for RecordXml: "Malformed XML (RenjuNet).";
    NoGameError(RecordError) for RecordNoGame: "The input holds no game.";
    RecordIoError(RecordError) for RenjuNetIo:
        "A RenjuNet file could not be read in the middle of the stream.";
    ReplaySizeMismatchError(ReplayError) for ReplaySizeMismatch:
        "The record's board size differs from the rules'. Attributes: record_size, rules_size.";
    ReplaySetupError(ReplayError) for ReplaySetup:
        "The record's start position is invalid (the SetupError is the __cause__).";
    WrongColorError(ReplayError) for ReplayWrongColor:
        "A move out of turn. Attributes: number, move, color, expected.";
    IllegalRecordMoveError(ReplayError) for ReplayIllegal:
        "A move the rules refuse (its IllegalMoveError is the __cause__). Attributes: number, move, color.";
    ResultContradictsError(ReplayError) for ReplayResultContradicts:
        "The recorded result contradicts the referee. Attributes: recorded, referee (a Color, or None for a draw).";
    ReplayOpeningError(ReplayError) for ReplayOpening:
        "The record's opening cannot start under the rules (the OpeningError is the __cause__).";
    ReplayOpeningActionError(ReplayError) for ReplayOpeningAction:
        "An opening action of the record is refused (the OpeningError is the __cause__). Attribute: index.";
    OpeningStoneError(ReplayError) for ReplayOpeningStone:
        "A move of the record is not the stone its opening placed. Attribute: number.";
    OpeningStartError(ReplayError) for ReplayOpeningStart:
        "The record's opening does not start on the empty board.";
    WriteSetupError(RecordWriteError) for WriteSetup: "The format cannot hold a start position.";
    WritePassError(RecordWriteError) for WritePass: "The format cannot hold a pass.";
    WriteColorsError(RecordWriteError) for WriteColors:
        "The format cannot hold two moves of one colour in a row.";
    ReadOnlyFormatError(RecordWriteError) for WriteReadOnly:
        "The format is read only (RenjuNet, RenLib).";
    InvalidActionError(GomokuError):
        "An action a reinforcement-learning environment refuses (VectorEnv.step, gomoku.env): not an integer array of the right shape, out of range, or outside the mask; nothing was stepped.";
}

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

/// The class of a core error kind (the base `GomokuError` for a kind without a class of
/// its own, which the tests rule out).
pub fn class_of(py: Python<'_>, kind: ErrorKind) -> PyResult<Bound<'_, PyType>> {
    class_of_kind(py, kind).unwrap_or_else(|| Ok(py.get_type::<GomokuError>()))
}

/// A new exception of the class of `kind`, with message `msg` (no attributes).
pub fn new_err(py: Python<'_>, kind: ErrorKind, msg: String) -> PyErr {
    raise(class_of(py, kind), msg, vec![])
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

/// The exception of core error `e` (its class by [`class_of`], its message) with the
/// attributes `attrs`.
fn raise_core<'py, E: std::fmt::Display>(
    py: Python<'py>,
    kind: ErrorKind,
    e: &E,
    attrs: Vec<Attr<'py>>,
) -> PyErr {
    raise(class_of(py, kind), e.to_string(), attrs)
}

/// The Python exception of a refused move.
pub fn play_error(py: Python<'_>, e: PlayError) -> PyErr {
    let attrs = match e {
        PlayError::OffBoard { point, size } => {
            vec![attr(py, "point", PyPoint(point)), attr(py, "size", size)]
        }
        PlayError::Occupied { point } => vec![attr(py, "point", PyPoint(point))],
        PlayError::Forbidden { point, color, kind } => vec![
            attr(py, "point", PyPoint(point)),
            attr(py, "color", PyColor::from(color)),
            attr(py, "kind", PyForbidden::from(kind)),
        ],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a refused game action.
pub fn game_error(py: Python<'_>, e: GameError) -> PyErr {
    let attrs = match e {
        GameError::EndedByAction(t) => vec![attr(py, "termination", PyTermination::from(t))],
        GameError::NoDrawOffer(c) | GameError::DrawOfferPending(c) => {
            vec![attr(py, "color", PyColor::from(c))]
        }
        GameError::NotAMove(action) => vec![attr(py, "action", action)],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a refused opening action; a stone or offer the position
/// refuses raises the move's own `IllegalMoveError` subclass.
pub fn opening_error(py: Python<'_>, e: core::OpeningError) -> PyErr {
    use core::OpeningError as E;
    let attrs = match e {
        E::Illegal(e) => return play_error(py, e),
        E::Unexpected { action, expected } => vec![
            attr(py, "action", action),
            attr(py, "expected", crate::opening::PyExpected(expected)),
        ],
        E::OutsideArea { point, area } => vec![
            attr(py, "point", PyPoint(point)),
            attr(py, "area", area.name()),
            attr(py, "area_size", area.size()),
        ],
        E::DuplicateOffer { point } | E::NotOffered { point } => {
            vec![attr(py, "point", PyPoint(point))]
        }
        E::SymmetricOffer {
            point,
            earlier,
            symmetry,
            centre,
        } => vec![
            attr(py, "point", PyPoint(point)),
            attr(py, "earlier", PyPoint(earlier)),
            attr(py, "symmetry", PySymmetry::from(symmetry)),
            attr(
                py,
                "centre",
                (f64::from(centre.x2()) / 2.0, f64::from(centre.y2()) / 2.0),
            ),
        ],
        E::OfferCount { given, expected } => {
            vec![attr(py, "given", given), attr(py, "expected", expected)]
        }
        E::OffersOutOfRange { count, max } => {
            vec![attr(py, "count", count), attr(py, "max", max)]
        }
        E::BoardTooSmall { opening, min } => vec![
            attr(py, "opening", crate::opening::PyOpening(opening)),
            attr(py, "min", min),
        ],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a refused match action.
pub fn match_error(py: Python<'_>, e: core::MatchError) -> PyErr {
    let attrs = match e {
        core::MatchError::KOutOfRange { k } => vec![attr(py, "k", k)],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a refused clock report.
pub fn clock_error(py: Python<'_>, e: core::ClockError) -> PyErr {
    let attrs = match e {
        core::ClockError::TimeRanOut(p) => vec![attr(py, "player", PyPlayer::from(p))],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a text that could not be parsed.
pub fn parse_error(e: core::ParseError) -> PyErr {
    Python::attach(|py| {
        let attrs = match e {
            core::ParseError::InvalidMoveList { index, token } => {
                vec![attr(py, "index", index), attr(py, "token", token.as_str())]
            }
            _ => vec![],
        };
        raise_core(py, e.kind(), &e, attrs)
    })
}

/// An `InvalidPointError` with a message of the binding's own (a text or coordinates
/// that are not a point).
pub fn invalid_point(msg: String) -> PyErr {
    Python::attach(|py| new_err(py, ErrorKind::ParseInvalidPoint, msg))
}

/// The Python exception of an outcome that could not be built.
pub fn outcome_error(py: Python<'_>, e: core::OutcomeError) -> PyErr {
    let attrs = match e {
        core::OutcomeError::WinnerMismatch {
            winner,
            termination,
        } => vec![
            attr(py, "winner", winner.map(PyColor::from)),
            attr(py, "termination", PyTermination::from(termination)),
        ],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of rules that could not be built.
pub fn rules_error(py: Python<'_>, e: core::RulesError) -> PyErr {
    let attrs = match e {
        core::RulesError::SizeOutOfRange { size } => vec![attr(py, "size", size)],
        core::RulesError::UnsupportedGomocupCode { code } => vec![attr(py, "code", code)],
        core::RulesError::CaptureTargetOutOfRange { pairs } => vec![attr(py, "pairs", pairs)],
        core::RulesError::MoveLimitOutOfRange { limit } => vec![attr(py, "limit", limit)],
        core::RulesError::PerfectFiveNeedsCapture => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a line that is not a command of the protocol. A board size
/// or rule code the library cannot honour raises the `RulesError` of the core's.
pub fn protocol_error(py: Python<'_>, e: core::ProtocolError) -> PyErr {
    let attrs = match e {
        core::ProtocolError::Rules(e) => return rules_error(py, e),
        core::ProtocolError::Malformed { command } => vec![attr(py, "command", command.name())],
        core::ProtocolError::OffBoard {
            command,
            x,
            y,
            size,
        } => vec![
            attr(py, "command", command.name()),
            attr(py, "x", x),
            attr(py, "y", y),
            attr(py, "size", size),
        ],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The exception `err` of a core error whose field `field` holds `sentinel` (the value a
/// Python int that does not fit the core's type was saturated to, [`Int::saturating`]),
/// retold for that int: the same class and message, with `value` in the attribute and in
/// the message in place of the sentinel. The wording, the range included, stays the
/// core's.
///
/// [`Int::saturating`]: crate::ints::Int::saturating
pub fn retell(
    py: Python<'_>,
    err: PyErr,
    sentinel: impl std::fmt::Display,
    field: &'static str,
    value: &crate::ints::Int<'_>,
) -> PyErr {
    let exc = err.value(py);
    let msg = exc
        .str()
        .map(|m| m.to_string())
        .unwrap_or_default()
        .replacen(&sentinel.to_string(), &value.to_string(), 1);
    match exc
        .setattr(field, value.as_any())
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
    value: &crate::ints::Int<'_>,
) -> PyErr {
    rules_error_retold(py, make(u32::MAX), value)
}

/// The exception of `e`, a rules error built with `u32::MAX` for a number that does not
/// fit a `u32`, retold with that number, `value` (see [`retell`]).
pub fn rules_error_retold(
    py: Python<'_>,
    e: core::RulesError,
    value: &crate::ints::Int<'_>,
) -> PyErr {
    let field = match e {
        core::RulesError::SizeOutOfRange { .. } => "size",
        core::RulesError::UnsupportedGomocupCode { .. } => "code",
        core::RulesError::CaptureTargetOutOfRange { .. } => "pairs",
        core::RulesError::MoveLimitOutOfRange { .. } => "limit",
        core::RulesError::PerfectFiveNeedsCapture => return rules_error(py, e),
    };
    retell(py, rules_error(py, e), u32::MAX, field, value)
}

/// A `CapturedPairsError` for a Python int outside the core's `u32` (negative or huge),
/// with the core's message naming the Python value.
pub fn captured_pairs_error_for_int(
    py: Python<'_>,
    color: core::Color,
    value: &crate::ints::Int<'_>,
) -> PyErr {
    let sample = core::SetupError::Captures {
        color,
        pairs: u32::MAX,
    };
    retell(py, setup_error(py, sample), u32::MAX, "pairs", value)
}

/// The Python exception of a position that could not be set up.
pub fn setup_error(py: Python<'_>, e: core::SetupError) -> PyErr {
    let attrs = match e {
        core::SetupError::OffBoard { point, size } => {
            vec![attr(py, "point", PyPoint(point)), attr(py, "size", size)]
        }
        core::SetupError::Overlap { point } => vec![attr(py, "point", PyPoint(point))],
        core::SetupError::AlreadyWon { color, point } => vec![
            attr(py, "color", PyColor::from(color)),
            attr(py, "point", PyPoint(point)),
        ],
        core::SetupError::Captures { color, pairs } => vec![
            attr(py, "color", PyColor::from(color)),
            attr(py, "pairs", pairs),
        ],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The Python exception of a VCF search that could not start.
pub fn vcf_error(py: Python<'_>, e: core::VcfError) -> PyErr {
    let attrs = match e {
        core::VcfError::MovesOutOfRange { moves } => vec![attr(py, "moves", moves)],
        core::VcfError::TableTooLarge { entries } => vec![attr(py, "entries", entries)],
        _ => vec![],
    };
    raise_core(py, e.kind(), &e, attrs)
}

/// The `OSError` of an I/O error on `path`, as Python's own `open` raises it: the
/// subclass of its errno (`FileNotFoundError`, `IsADirectoryError`, ...) with `errno`,
/// `strerror` and `filename` set.
pub fn os_error(py: Python<'_>, e: &std::io::Error, path: &std::path::Path) -> PyErr {
    let errno = match e.raw_os_error() {
        Some(code) => Some(code),
        // An error made without a code (a directory refused before reading it).
        None if e.kind() == std::io::ErrorKind::IsADirectory => py
            .import("errno")
            .and_then(|m| m.getattr("EISDIR"))
            .and_then(|c| c.extract::<i32>())
            .ok(),
        None => None,
    };
    let Some(errno) = errno else {
        return PyErr::from(std::io::Error::new(e.kind(), e.to_string()));
    };
    let strerror = py
        .import("os")
        .and_then(|os| os.call_method1("strerror", (errno,)))
        .and_then(|s| s.extract::<String>())
        .unwrap_or_else(|_| e.to_string());
    let filename = path.to_string_lossy().into_owned();
    pyo3::exceptions::PyOSError::new_err((errno, strerror, filename))
}

/// A row of `_exception_table`: a core kind's name and its class.
type KindClass = (&'static str, Option<Py<PyAny>>);

/// `[(core kind name, class or None)]` for every kind of core error, by the table: the
/// test suite compares it with `EXCEPTIONS.md`, and checks what each call really raises.
#[pyfunction]
fn _exception_table(py: Python<'_>) -> PyResult<Vec<KindClass>> {
    ErrorKind::ALL
        .iter()
        .map(|&kind| {
            let class = class_of_kind(py, kind).transpose()?;
            Ok((kind.name(), class.map(|c| c.into_any().unbind())))
        })
        .collect()
}

/// Adds every exception class of the table to the module, `_exception_names` (their
/// names, in the table's order) and `_exception_table`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let names = PyList::empty(py);
    for class in classes(py)? {
        let name = class.name()?;
        m.add(name.to_cow()?.as_ref(), &class)?;
        names.append(name)?;
    }
    m.add("_exception_names", names)?;
    m.add_function(wrap_pyfunction!(_exception_table, m)?)?;
    Ok(())
}
