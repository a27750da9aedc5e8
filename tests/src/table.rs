//! The table of docs/DESIGN.md "One error, one code, one exception": each core error variant,
//! its C status and its Python exception class. The faces' answers are mapped back to the
//! core variant through this table (never through the bindings' own conversions), and
//! `tests/tests/table.rs` asserts it against the core, the C face, the Python module, and
//! the tables of the README, `gomoku-ffi/STATUS.md` and `gomoku-py/EXCEPTIONS.md`.

use gomoku_referee::record::{RecordErrorKind, ReplayError, WriteError};
use gomoku_referee::{
    ClockError, GameError, MatchError, OpeningError, OutcomeError, ParseError, PlayError,
    ProtocolError, RulesError, SetupError, VcfError,
};

/// One row: core variant, C status number, C constant, Python class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// `Enum::Variant` of the core.
    pub variant: &'static str,
    /// The stable status number of the C face.
    pub status: i32,
    /// The C constant.
    pub constant: &'static str,
    /// The Python class, in module `gomoku`.
    pub class: &'static str,
}

const fn row(
    variant: &'static str,
    status: i32,
    constant: &'static str,
    class: &'static str,
) -> Row {
    Row {
        variant,
        status,
        constant,
        class,
    }
}

/// Every core error variant, in the order of the documentation.
pub const TABLE: [Row; 84] = [
    row(
        "PlayError::OffBoard",
        100,
        "GOMOKU_STATUS_PLAY_OFF_BOARD",
        "OffBoardError",
    ),
    row(
        "PlayError::Occupied",
        101,
        "GOMOKU_STATUS_PLAY_OCCUPIED",
        "OccupiedError",
    ),
    row(
        "PlayError::Forbidden",
        102,
        "GOMOKU_STATUS_PLAY_FORBIDDEN",
        "ForbiddenMoveError",
    ),
    row(
        "PlayError::GameOver",
        103,
        "GOMOKU_STATUS_PLAY_GAME_OVER",
        "GameOverError",
    ),
    row(
        "PlayError::PassNotAllowed",
        104,
        "GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED",
        "PassNotAllowedError",
    ),
    row(
        "GameError::GameOver",
        200,
        "GOMOKU_STATUS_GAME_OVER",
        "GameOverError",
    ),
    row(
        "GameError::NothingToUndo",
        201,
        "GOMOKU_STATUS_GAME_NOTHING_TO_UNDO",
        "NothingToUndoError",
    ),
    row(
        "GameError::EndedByAction",
        202,
        "GOMOKU_STATUS_GAME_ENDED_BY_ACTION",
        "EndedByActionError",
    ),
    row(
        "GameError::NoDrawOffer",
        203,
        "GOMOKU_STATUS_GAME_NO_DRAW_OFFER",
        "NoDrawOfferError",
    ),
    row(
        "GameError::DrawOfferPending",
        204,
        "GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING",
        "DrawOfferPendingError",
    ),
    row(
        "ParseError::InvalidPoint",
        300,
        "GOMOKU_STATUS_PARSE_INVALID_POINT",
        "InvalidPointError",
    ),
    row(
        "ParseError::InvalidColor",
        301,
        "GOMOKU_STATUS_PARSE_INVALID_COLOR",
        "InvalidColorError",
    ),
    row(
        "ParseError::InvalidForbidden",
        302,
        "GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN",
        "InvalidForbiddenError",
    ),
    row(
        "ParseError::InvalidMove",
        303,
        "GOMOKU_STATUS_PARSE_INVALID_MOVE",
        "InvalidMoveError",
    ),
    row(
        "ParseError::UnknownRules",
        304,
        "GOMOKU_STATUS_PARSE_UNKNOWN_RULES",
        "UnknownRulesError",
    ),
    row(
        "ParseError::InvalidTermination",
        305,
        "GOMOKU_STATUS_PARSE_INVALID_TERMINATION",
        "InvalidTerminationError",
    ),
    row(
        "ParseError::InvalidMoveList",
        306,
        "GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST",
        "InvalidMoveListError",
    ),
    row(
        "ParseError::InvalidSymmetry",
        310,
        "GOMOKU_STATUS_PARSE_INVALID_SYMMETRY",
        "InvalidSymmetryError",
    ),
    row(
        "RulesError::SizeOutOfRange",
        400,
        "GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE",
        "SizeOutOfRangeError",
    ),
    row(
        "RulesError::UnsupportedGomocupCode",
        401,
        "GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE",
        "UnsupportedGomocupCodeError",
    ),
    row(
        "RulesError::CaptureTargetOutOfRange",
        402,
        "GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE",
        "CaptureTargetOutOfRangeError",
    ),
    row(
        "RulesError::MoveLimitOutOfRange",
        403,
        "GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE",
        "MoveLimitOutOfRangeError",
    ),
    row(
        "RulesError::PerfectFiveNeedsCapture",
        404,
        "GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE",
        "PerfectFiveNeedsCaptureError",
    ),
    row(
        "SetupError::OffBoard",
        500,
        "GOMOKU_STATUS_SETUP_OFF_BOARD",
        "OffBoardSetupError",
    ),
    row(
        "SetupError::Overlap",
        501,
        "GOMOKU_STATUS_SETUP_OVERLAP",
        "OverlapError",
    ),
    row(
        "SetupError::AlreadyWon",
        502,
        "GOMOKU_STATUS_SETUP_ALREADY_WON",
        "AlreadyWonError",
    ),
    row(
        "SetupError::Captures",
        503,
        "GOMOKU_STATUS_SETUP_CAPTURES",
        "CapturedPairsError",
    ),
    row(
        "OutcomeError::WinnerMismatch",
        600,
        "GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH",
        "WinnerMismatchError",
    ),
    row(
        "RecordErrorKind::UnexpectedEnd",
        700,
        "GOMOKU_STATUS_RECORD_UNEXPECTED_END",
        "UnexpectedEndError",
    ),
    row(
        "RecordErrorKind::WrongHeader",
        701,
        "GOMOKU_STATUS_RECORD_WRONG_HEADER",
        "WrongHeaderError",
    ),
    row(
        "RecordErrorKind::UnknownVersion",
        702,
        "GOMOKU_STATUS_RECORD_UNKNOWN_VERSION",
        "UnknownVersionError",
    ),
    row(
        "RecordErrorKind::InvalidUtf8",
        703,
        "GOMOKU_STATUS_RECORD_INVALID_UTF8",
        "InvalidUtf8Error",
    ),
    row(
        "RecordErrorKind::Expected",
        704,
        "GOMOKU_STATUS_RECORD_EXPECTED",
        "RecordSyntaxError",
    ),
    row(
        "RecordErrorKind::InvalidNumber",
        705,
        "GOMOKU_STATUS_RECORD_INVALID_NUMBER",
        "InvalidNumberError",
    ),
    row(
        "RecordErrorKind::InvalidPoint",
        706,
        "GOMOKU_STATUS_RECORD_INVALID_POINT",
        "InvalidRecordPointError",
    ),
    row(
        "RecordErrorKind::OffBoard",
        707,
        "GOMOKU_STATUS_RECORD_OFF_BOARD",
        "RecordOffBoardError",
    ),
    row(
        "RecordErrorKind::SizeOutOfRange",
        708,
        "GOMOKU_STATUS_RECORD_SIZE_OUT_OF_RANGE",
        "RecordSizeOutOfRangeError",
    ),
    row(
        "RecordErrorKind::NotSquare",
        709,
        "GOMOKU_STATUS_RECORD_NOT_SQUARE",
        "NotSquareError",
    ),
    row(
        "RecordErrorKind::BadEscape",
        710,
        "GOMOKU_STATUS_RECORD_BAD_ESCAPE",
        "BadEscapeError",
    ),
    row(
        "RecordErrorKind::UnsupportedGame",
        711,
        "GOMOKU_STATUS_RECORD_UNSUPPORTED_GAME",
        "UnsupportedGameError",
    ),
    row(
        "RecordErrorKind::Xml",
        712,
        "GOMOKU_STATUS_RECORD_XML",
        "XmlError",
    ),
    row(
        "RecordErrorKind::NoGame",
        713,
        "GOMOKU_STATUS_RECORD_NO_GAME",
        "NoGameError",
    ),
    row(
        "RenjuNetError::Io",
        714,
        "GOMOKU_STATUS_RECORD_IO",
        "RecordIoError",
    ),
    row(
        "ReplayError::SizeMismatch",
        730,
        "GOMOKU_STATUS_REPLAY_SIZE_MISMATCH",
        "ReplaySizeMismatchError",
    ),
    row(
        "ReplayError::Setup",
        731,
        "GOMOKU_STATUS_REPLAY_SETUP",
        "ReplaySetupError",
    ),
    row(
        "ReplayError::WrongColor",
        732,
        "GOMOKU_STATUS_REPLAY_WRONG_COLOR",
        "WrongColorError",
    ),
    row(
        "ReplayError::Illegal",
        733,
        "GOMOKU_STATUS_REPLAY_ILLEGAL",
        "IllegalRecordMoveError",
    ),
    row(
        "ReplayError::ResultContradicts",
        734,
        "GOMOKU_STATUS_REPLAY_RESULT_CONTRADICTS",
        "ResultContradictsError",
    ),
    row(
        "ReplayError::Opening",
        735,
        "GOMOKU_STATUS_REPLAY_OPENING",
        "ReplayOpeningError",
    ),
    row(
        "ReplayError::OpeningAction",
        736,
        "GOMOKU_STATUS_REPLAY_OPENING_ACTION",
        "ReplayOpeningActionError",
    ),
    row(
        "ReplayError::OpeningStone",
        737,
        "GOMOKU_STATUS_REPLAY_OPENING_STONE",
        "OpeningStoneError",
    ),
    row(
        "ReplayError::OpeningStart",
        738,
        "GOMOKU_STATUS_REPLAY_OPENING_START",
        "OpeningStartError",
    ),
    row(
        "WriteError::Setup",
        760,
        "GOMOKU_STATUS_WRITE_SETUP",
        "WriteSetupError",
    ),
    row(
        "WriteError::Pass",
        761,
        "GOMOKU_STATUS_WRITE_PASS",
        "WritePassError",
    ),
    row(
        "WriteError::Colors",
        762,
        "GOMOKU_STATUS_WRITE_COLORS",
        "WriteColorsError",
    ),
    row(
        "WriteError::ReadOnly",
        763,
        "GOMOKU_STATUS_WRITE_READ_ONLY",
        "ReadOnlyFormatError",
    ),
    row(
        "PlayError::OpeningUnderWay",
        910,
        "GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY",
        "OpeningUnderWayError",
    ),
    row(
        "GameError::NotAMove",
        911,
        "GOMOKU_STATUS_GAME_NOT_A_MOVE",
        "NotAMoveError",
    ),
    row(
        "ParseError::InvalidOpening",
        912,
        "GOMOKU_STATUS_PARSE_INVALID_OPENING",
        "InvalidOpeningError",
    ),
    row(
        "ParseError::InvalidPlayer",
        913,
        "GOMOKU_STATUS_PARSE_INVALID_PLAYER",
        "InvalidPlayerError",
    ),
    row(
        "ParseError::InvalidOpeningAction",
        914,
        "GOMOKU_STATUS_PARSE_INVALID_OPENING_ACTION",
        "InvalidOpeningActionError",
    ),
    row(
        "OpeningError::Unexpected",
        900,
        "GOMOKU_STATUS_OPENING_UNEXPECTED",
        "UnexpectedActionError",
    ),
    row(
        "OpeningError::OutsideArea",
        901,
        "GOMOKU_STATUS_OPENING_OUTSIDE_AREA",
        "OutsideAreaError",
    ),
    row(
        "OpeningError::DuplicateOffer",
        902,
        "GOMOKU_STATUS_OPENING_DUPLICATE_OFFER",
        "DuplicateOfferError",
    ),
    row(
        "OpeningError::SymmetricOffer",
        903,
        "GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER",
        "SymmetricOfferError",
    ),
    row(
        "OpeningError::OfferCount",
        904,
        "GOMOKU_STATUS_OPENING_OFFER_COUNT",
        "OfferCountError",
    ),
    row(
        "OpeningError::OffersOutOfRange",
        905,
        "GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE",
        "OffersOutOfRangeError",
    ),
    row(
        "OpeningError::NotOffered",
        906,
        "GOMOKU_STATUS_OPENING_NOT_OFFERED",
        "NotOfferedError",
    ),
    row(
        "OpeningError::NoOpening",
        907,
        "GOMOKU_STATUS_OPENING_NO_OPENING",
        "NoOpeningError",
    ),
    row(
        "OpeningError::GameOver",
        908,
        "GOMOKU_STATUS_OPENING_GAME_OVER",
        "GameOverError",
    ),
    row(
        "OpeningError::BoardTooSmall",
        909,
        "GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL",
        "BoardTooSmallError",
    ),
    row(
        "MatchError::GameNotOver",
        920,
        "GOMOKU_STATUS_MATCH_GAME_NOT_OVER",
        "GameNotOverError",
    ),
    row(
        "MatchError::KOutOfRange",
        921,
        "GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE",
        "KOutOfRangeError",
    ),
    row(
        "ClockError::TimeRanOut",
        930,
        "GOMOKU_STATUS_CLOCK_TIME_RAN_OUT",
        "TimeRanOutError",
    ),
    row(
        "ClockError::ZeroLimit",
        931,
        "GOMOKU_STATUS_CLOCK_ZERO_LIMIT",
        "ZeroLimitError",
    ),
    row(
        "VcfError::Capture",
        800,
        "GOMOKU_STATUS_VCF_CAPTURE",
        "VcfCaptureError",
    ),
    row(
        "VcfError::GameOver",
        801,
        "GOMOKU_STATUS_VCF_GAME_OVER",
        "VcfGameOverError",
    ),
    row(
        "VcfError::MovesOutOfRange",
        802,
        "GOMOKU_STATUS_VCF_MOVES_OUT_OF_RANGE",
        "VcfMovesOutOfRangeError",
    ),
    row(
        "VcfError::TableTooLarge",
        803,
        "GOMOKU_STATUS_VCF_TABLE_TOO_LARGE",
        "VcfTableTooLargeError",
    ),
    row(
        "ProtocolError::EmptyLine",
        850,
        "GOMOKU_STATUS_PROTOCOL_EMPTY_LINE",
        "EmptyLineError",
    ),
    row(
        "ProtocolError::InvalidUtf8",
        851,
        "GOMOKU_STATUS_PROTOCOL_INVALID_UTF8",
        "InvalidUtf8LineError",
    ),
    row(
        "ProtocolError::UnknownCommand",
        852,
        "GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND",
        "UnknownCommandError",
    ),
    row(
        "ProtocolError::Malformed",
        853,
        "GOMOKU_STATUS_PROTOCOL_MALFORMED",
        "MalformedCommandError",
    ),
    row(
        "ProtocolError::OffBoard",
        854,
        "GOMOKU_STATUS_PROTOCOL_OFF_BOARD",
        "OffBoardCommandError",
    ),
];

/// Any error of the core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoreError {
    /// A refused move.
    Play(PlayError),
    /// A refused game action.
    Game(GameError),
    /// A parse failure.
    Parse(ParseError),
    /// Rules that cannot be built.
    Rules(RulesError),
    /// A refused setup.
    Setup(SetupError),
    /// An outcome that cannot be built.
    Outcome(OutcomeError),
    /// A record that cannot be read (RULES.md §11).
    Record(RecordErrorKind),
    /// A RenjuNet file that cannot be read in the middle of the stream.
    RenjuNetIo,
    /// A record that cannot be replayed.
    Replay(ReplayError),
    /// A game that a format cannot hold.
    Write(WriteError),
    /// A refused opening action (a stone the position refuses is its `PlayError`).
    Opening(OpeningError),
    /// A refused match action.
    Match(MatchError),
    /// A refused clock report.
    Clock(ClockError),
    /// A VCF search that could not start.
    Vcf(VcfError),
    /// A line that is not a command of the Gomocup protocol (its `Rules` variant is a
    /// `RulesError`, in that error's row).
    Protocol(ProtocolError),
}

/// The `Enum::Variant` name of a core error. The matches are exhaustive: a new variant
/// does not compile until it is named here (and then the table test asks for its row).
#[must_use]
pub const fn variant(e: &CoreError) -> &'static str {
    match e {
        CoreError::Play(e) => match e {
            PlayError::OffBoard { .. } => "PlayError::OffBoard",
            PlayError::Occupied { .. } => "PlayError::Occupied",
            PlayError::Forbidden { .. } => "PlayError::Forbidden",
            PlayError::GameOver => "PlayError::GameOver",
            PlayError::PassNotAllowed => "PlayError::PassNotAllowed",
            PlayError::OpeningUnderWay => "PlayError::OpeningUnderWay",
        },
        CoreError::Game(e) => match e {
            GameError::GameOver => "GameError::GameOver",
            GameError::NothingToUndo => "GameError::NothingToUndo",
            GameError::EndedByAction(_) => "GameError::EndedByAction",
            GameError::NoDrawOffer(_) => "GameError::NoDrawOffer",
            GameError::DrawOfferPending(_) => "GameError::DrawOfferPending",
            GameError::NotAMove(_) => "GameError::NotAMove",
        },
        CoreError::Parse(e) => match e {
            ParseError::InvalidPoint => "ParseError::InvalidPoint",
            ParseError::InvalidColor => "ParseError::InvalidColor",
            ParseError::InvalidForbidden => "ParseError::InvalidForbidden",
            ParseError::InvalidMove => "ParseError::InvalidMove",
            ParseError::UnknownRules => "ParseError::UnknownRules",
            ParseError::InvalidTermination => "ParseError::InvalidTermination",
            ParseError::InvalidMoveList { .. } => "ParseError::InvalidMoveList",
            ParseError::InvalidOpening => "ParseError::InvalidOpening",
            ParseError::InvalidPlayer => "ParseError::InvalidPlayer",
            ParseError::InvalidOpeningAction => "ParseError::InvalidOpeningAction",
            ParseError::InvalidSymmetry => "ParseError::InvalidSymmetry",
        },
        CoreError::Rules(e) => match e {
            RulesError::SizeOutOfRange { .. } => "RulesError::SizeOutOfRange",
            RulesError::UnsupportedGomocupCode { .. } => "RulesError::UnsupportedGomocupCode",
            RulesError::CaptureTargetOutOfRange { .. } => "RulesError::CaptureTargetOutOfRange",
            RulesError::MoveLimitOutOfRange { .. } => "RulesError::MoveLimitOutOfRange",
            RulesError::PerfectFiveNeedsCapture => "RulesError::PerfectFiveNeedsCapture",
        },
        CoreError::Setup(e) => match e {
            SetupError::OffBoard { .. } => "SetupError::OffBoard",
            SetupError::Overlap { .. } => "SetupError::Overlap",
            SetupError::AlreadyWon { .. } => "SetupError::AlreadyWon",
            SetupError::Captures { .. } => "SetupError::Captures",
        },
        CoreError::Outcome(e) => match e {
            OutcomeError::WinnerMismatch { .. } => "OutcomeError::WinnerMismatch",
        },
        CoreError::Record(k) => match k {
            RecordErrorKind::UnexpectedEnd => "RecordErrorKind::UnexpectedEnd",
            RecordErrorKind::WrongHeader { .. } => "RecordErrorKind::WrongHeader",
            RecordErrorKind::UnknownVersion { .. } => "RecordErrorKind::UnknownVersion",
            RecordErrorKind::InvalidUtf8 => "RecordErrorKind::InvalidUtf8",
            RecordErrorKind::Expected { .. } => "RecordErrorKind::Expected",
            RecordErrorKind::InvalidNumber => "RecordErrorKind::InvalidNumber",
            RecordErrorKind::InvalidPoint => "RecordErrorKind::InvalidPoint",
            RecordErrorKind::OffBoard { .. } => "RecordErrorKind::OffBoard",
            RecordErrorKind::SizeOutOfRange(_) => "RecordErrorKind::SizeOutOfRange",
            RecordErrorKind::NotSquare { .. } => "RecordErrorKind::NotSquare",
            RecordErrorKind::BadEscape => "RecordErrorKind::BadEscape",
            RecordErrorKind::UnsupportedGame(_) => "RecordErrorKind::UnsupportedGame",
            RecordErrorKind::Xml => "RecordErrorKind::Xml",
            RecordErrorKind::NoGame => "RecordErrorKind::NoGame",
        },
        CoreError::RenjuNetIo => "RenjuNetError::Io",
        CoreError::Replay(e) => match e {
            ReplayError::SizeMismatch { .. } => "ReplayError::SizeMismatch",
            ReplayError::Setup(_) => "ReplayError::Setup",
            ReplayError::WrongColor { .. } => "ReplayError::WrongColor",
            ReplayError::Illegal { .. } => "ReplayError::Illegal",
            ReplayError::ResultContradicts { .. } => "ReplayError::ResultContradicts",
            ReplayError::Opening(_) => "ReplayError::Opening",
            ReplayError::OpeningAction { .. } => "ReplayError::OpeningAction",
            ReplayError::OpeningStone { .. } => "ReplayError::OpeningStone",
            ReplayError::OpeningStart => "ReplayError::OpeningStart",
        },
        CoreError::Write(e) => match e {
            WriteError::Setup => "WriteError::Setup",
            WriteError::Pass => "WriteError::Pass",
            WriteError::Colors => "WriteError::Colors",
            WriteError::ReadOnly => "WriteError::ReadOnly",
        },
        CoreError::Opening(e) => match e {
            OpeningError::Unexpected { .. } => "OpeningError::Unexpected",
            OpeningError::OutsideArea { .. } => "OpeningError::OutsideArea",
            OpeningError::Illegal(e) => variant(&CoreError::Play(*e)),
            OpeningError::DuplicateOffer { .. } => "OpeningError::DuplicateOffer",
            OpeningError::SymmetricOffer { .. } => "OpeningError::SymmetricOffer",
            OpeningError::OfferCount { .. } => "OpeningError::OfferCount",
            OpeningError::OffersOutOfRange { .. } => "OpeningError::OffersOutOfRange",
            OpeningError::NotOffered { .. } => "OpeningError::NotOffered",
            OpeningError::NoOpening => "OpeningError::NoOpening",
            OpeningError::GameOver => "OpeningError::GameOver",
            OpeningError::BoardTooSmall { .. } => "OpeningError::BoardTooSmall",
        },
        CoreError::Match(e) => match e {
            MatchError::GameNotOver => "MatchError::GameNotOver",
            MatchError::KOutOfRange { .. } => "MatchError::KOutOfRange",
        },
        CoreError::Clock(e) => match e {
            ClockError::TimeRanOut(_) => "ClockError::TimeRanOut",
            ClockError::ZeroLimit => "ClockError::ZeroLimit",
        },
        CoreError::Vcf(e) => match e {
            VcfError::Capture => "VcfError::Capture",
            VcfError::GameOver => "VcfError::GameOver",
            VcfError::MovesOutOfRange { .. } => "VcfError::MovesOutOfRange",
            VcfError::TableTooLarge { .. } => "VcfError::TableTooLarge",
        },
        CoreError::Protocol(e) => match e {
            ProtocolError::EmptyLine => "ProtocolError::EmptyLine",
            ProtocolError::InvalidUtf8 => "ProtocolError::InvalidUtf8",
            ProtocolError::UnknownCommand => "ProtocolError::UnknownCommand",
            ProtocolError::Malformed { .. } => "ProtocolError::Malformed",
            ProtocolError::OffBoard { .. } => "ProtocolError::OffBoard",
            ProtocolError::Rules(e) => variant(&CoreError::Rules(*e)),
        },
    }
}

/// The core variant of a C status, by the table; `None` for 0 and unknown numbers.
#[must_use]
pub fn variant_of_status(status: i32) -> Option<&'static str> {
    TABLE.iter().find(|r| r.status == status).map(|r| r.variant)
}

/// The core variant of a Python class, by the table. `GameOverError` stands for both
/// "game over" variants: `is_move` says which (a move gives `PlayError::GameOver`).
#[must_use]
pub fn variant_of_class(class: &str, is_move: bool) -> Option<&'static str> {
    variant_of_class_in(
        class,
        if is_move {
            "PlayError::"
        } else {
            "GameError::"
        },
    )
}

/// The core variant of a Python class, by the table; a class that stands for several
/// variants (`GameOverError`) gives the one of the enum `prefix` (`"OpeningError::"`).
#[must_use]
pub fn variant_of_class_in(class: &str, prefix: &str) -> Option<&'static str> {
    let rows: Vec<&Row> = TABLE.iter().filter(|r| r.class == class).collect();
    match rows.as_slice() {
        [] => None,
        [one] => Some(one.variant),
        many => many
            .iter()
            .find(|r| r.variant.starts_with(prefix))
            .map(|r| r.variant),
    }
}
