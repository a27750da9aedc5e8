//! The status codes: one per core error variant, plus the failures of the C boundary.

use gomoku_referee::record::renjunet::RenjuNetError;
use gomoku_referee::record::{RecordError, RecordErrorKind, ReplayError, WriteError};
use gomoku_referee::{
    ClockError, GameError, MatchError, OpeningError, OutcomeError, ParseError, PlayError,
    ProtocolError, RulesError, SetupError, VcfError,
};

/// What a call returned: `GOMOKU_STATUS_OK` (0) or why it failed.
///
/// The numbers are stable: a number is never reused for another meaning. Each variant of
/// the core's error enums has its own number (`1xx` playing, `2xx` game actions, `3xx`
/// parsing, `4xx` rules, `5xx` setup, `6xx` outcomes, `85x` the Gomocup protocol); `1`–`9`
/// are failures of the C boundary itself.
/// `gomoku_status_str` gives a message for each.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(non_camel_case_types)]
pub enum gomoku_status {
    /// Success.
    Ok = 0,
    /// A pointer argument was NULL (or a buffer pointer was NULL with a non-zero length).
    NullPointer = 1,
    /// An integer given for an enum (colour, preset, policy, restriction bits) is out of range.
    InvalidEnum = 2,
    /// The buffer is too small; `*out_n` holds the size needed.
    BufferTooSmall = 3,
    /// The library panicked (a bug); nothing was changed that can be relied on.
    Panic = 9,

    /// `PlayError::OffBoard`: the point lies outside the board.
    PlayOffBoard = 100,
    /// `PlayError::Occupied`: the point already holds a stone.
    PlayOccupied = 101,
    /// `PlayError::Forbidden`: the point is forbidden for the side to move (reject policy).
    PlayForbidden = 102,
    /// `PlayError::GameOver`: the game is over, nothing can be played.
    PlayGameOver = 103,
    /// `PlayError::PassNotAllowed`: the rules do not allow passing.
    PlayPassNotAllowed = 104,

    /// `GameError::GameOver`: the game is over.
    GameOver = 200,
    /// `GameError::NothingToUndo`: no move to undo.
    GameNothingToUndo = 201,
    /// `GameError::EndedByAction`: a resignation, timeout or agreement cannot be undone.
    GameEndedByAction = 202,
    /// `GameError::NoDrawOffer`: no draw offer to answer.
    GameNoDrawOffer = 203,
    /// `GameError::DrawOfferPending`: a draw offer is already pending.
    GameDrawOfferPending = 204,

    /// `ParseError::InvalidPoint`: not a point like `h8`.
    ParseInvalidPoint = 300,
    /// `ParseError::InvalidColor`: not `black` or `white`.
    ParseInvalidColor = 301,
    /// `ParseError::InvalidForbidden`: not `double-three`, `double-four` or `overline`.
    ParseInvalidForbidden = 302,
    /// `ParseError::InvalidMove`: not a point or `pass`.
    ParseInvalidMove = 303,
    /// `ParseError::UnknownRules`: not the name of a rule set.
    ParseUnknownRules = 304,
    /// `ParseError::InvalidTermination`: not a termination name.
    ParseInvalidTermination = 305,
    /// `ParseError::InvalidMoveList`: a move of a move list does not parse.
    ParseInvalidMoveList = 306,
    /// `ParseError::InvalidSymmetry`: not the name of a symmetry of the board.
    ParseInvalidSymmetry = 310,

    /// `RulesError::SizeOutOfRange`: the board size is not in 5..=26.
    RulesSizeOutOfRange = 400,
    /// `RulesError::UnsupportedGomocupCode`: a Gomocup rule code the library cannot honour.
    RulesUnsupportedGomocupCode = 401,
    /// `RulesError::CaptureTargetOutOfRange`: a capture target not in 1..=100.
    RulesCaptureTargetOutOfRange = 402,
    /// `RulesError::MoveLimitOutOfRange`: a move limit not in 1..=65535.
    RulesMoveLimitOutOfRange = 403,
    /// `RulesError::PerfectFiveNeedsCapture`: the perfect-five rule without captures.
    RulesPerfectFiveNeedsCapture = 404,

    /// `SetupError::OffBoard`: a stone lies outside the board.
    SetupOffBoard = 500,
    /// `SetupError::Overlap`: a point holds both a black and a white stone.
    SetupOverlap = 501,
    /// `SetupError::AlreadyWon`: the position already holds a winning line.
    SetupAlreadyWon = 502,
    /// `SetupError::Captures`: captured pairs the rules do not allow.
    SetupCaptures = 503,

    /// `OutcomeError::WinnerMismatch`: a winner for a draw, or none for an end with one.
    OutcomeWinnerMismatch = 600,
    /// `RecordErrorKind::UnexpectedEnd`: unexpected end of input.
    RecordUnexpectedEnd = 700,
    /// `RecordErrorKind::WrongHeader`: wrong header for the format.
    RecordWrongHeader = 701,
    /// `RecordErrorKind::UnknownVersion`: unknown version of the format.
    RecordUnknownVersion = 702,
    /// `RecordErrorKind::InvalidUtf8`: invalid utf-8 in the record.
    RecordInvalidUtf8 = 703,
    /// `RecordErrorKind::Expected`: syntax error in the record.
    RecordExpected = 704,
    /// `RecordErrorKind::InvalidNumber`: invalid number in the record.
    RecordInvalidNumber = 705,
    /// `RecordErrorKind::InvalidPoint`: invalid point in the record.
    RecordInvalidPoint = 706,
    /// `RecordErrorKind::OffBoard`: a point of the record is off the board.
    RecordOffBoard = 707,
    /// `RecordErrorKind::SizeOutOfRange`: the record's board size is out of range 5..=26.
    RecordSizeOutOfRange = 708,
    /// `RecordErrorKind::NotSquare`: the record's board is not square.
    RecordNotSquare = 709,
    /// `RecordErrorKind::BadEscape`: malformed escape: a backslash at the end of the input.
    RecordBadEscape = 710,
    /// `RecordErrorKind::UnsupportedGame`: not a gomoku record.
    RecordUnsupportedGame = 711,
    /// `RecordErrorKind::Xml`: malformed xml.
    RecordXml = 712,
    /// `RecordErrorKind::NoGame`: no game in the input.
    RecordNoGame = 713,
    /// `RenjuNetError::Io`: the file could not be read.
    RecordIo = 714,
    /// `ReplayError::SizeMismatch`: the record's board size differs from the rules'.
    ReplaySizeMismatch = 730,
    /// `ReplayError::Setup`: the record's start position is invalid.
    ReplaySetup = 731,
    /// `ReplayError::WrongColor`: a move of the record is out of turn.
    ReplayWrongColor = 732,
    /// `ReplayError::Illegal`: a move of the record is illegal under the rules.
    ReplayIllegal = 733,
    /// `ReplayError::ResultContradicts`: the recorded result contradicts the rules.
    ReplayResultContradicts = 734,
    /// `WriteError::Setup`: the format cannot hold a start position.
    WriteSetup = 760,
    /// `WriteError::Pass`: the format cannot hold a pass.
    WritePass = 761,
    /// `WriteError::Colors`: the format cannot hold two moves of one colour in a row.
    WriteColors = 762,
    /// `WriteError::ReadOnly`: the format is read only.
    WriteReadOnly = 763,
    /// `boundary`: the record has no such field.
    RecordNoField = 790,
    /// `VcfError::Capture`: VCF is not defined under the capture option.
    VcfCapture = 800,
    /// `VcfError::GameOver`: the game is over, nobody moves any more.
    VcfGameOver = 801,
    /// `VcfError::MovesOutOfRange`: a limit of attacker moves not in 1..=127.
    VcfMovesOutOfRange = 802,
    /// `VcfError::TableTooLarge`: a transposition table of more than 2^24 entries.
    VcfTableTooLarge = 803,
    /// `ProtocolError::EmptyLine`: a Gomocup protocol line that is empty.
    ProtocolEmptyLine = 850,
    /// `ProtocolError::InvalidUtf8`: a protocol line that is not UTF-8 text.
    ProtocolInvalidUtf8 = 851,
    /// `ProtocolError::UnknownCommand`: not a command of the protocol (a brain answers UNKNOWN).
    ProtocolUnknownCommand = 852,
    /// `ProtocolError::Malformed`: a known command whose arguments do not parse.
    ProtocolMalformed = 853,
    /// `ProtocolError::OffBoard`: a point of a command lies outside the board.
    ProtocolOffBoard = 854,
    /// `OpeningError::Unexpected`: the opening expects another kind of action (`gomoku_game_expected` says which).
    OpeningUnexpected = 900,
    /// `OpeningError::OutsideArea`: the stone is outside the area the opening allows.
    OpeningOutsideArea = 901,
    /// `OpeningError::DuplicateOffer`: a point is offered twice.
    OpeningDuplicateOffer = 902,
    /// `OpeningError::SymmetricOffer`: an offer is the image of an earlier one under a symmetry keeping the position.
    OpeningSymmetricOffer = 903,
    /// `OpeningError::OfferCount`: not as many fifth-move offers as required.
    OpeningOfferCount = 904,
    /// `OpeningError::OffersOutOfRange`: a declared number of offers (or a rule's N) out of range.
    OpeningOffersOutOfRange = 905,
    /// `OpeningError::NotOffered`: a pick of a point that was not offered.
    OpeningNotOffered = 906,
    /// `OpeningError::NoOpening`: an opening action without an opening under way.
    OpeningNoOpening = 907,
    /// `OpeningError::GameOver`: an opening action after the end of the game.
    OpeningGameOver = 908,
    /// `OpeningError::BoardTooSmall`: the board is too small for the opening rule.
    OpeningBoardTooSmall = 909,
    /// `PlayError::OpeningUnderWay`: a move of normal play while the opening is under way.
    PlayOpeningUnderWay = 910,
    /// `GameError::NotAMove`: undo when the last step is an opening action placing no stone (`gomoku_game_undo_step` takes it back).
    GameNotAMove = 911,
    /// `ParseError::InvalidOpening`: not an opening rule name.
    ParseInvalidOpening = 912,
    /// `ParseError::InvalidPlayer`: not `first` or `second`.
    ParseInvalidPlayer = 913,
    /// `ParseError::InvalidOpeningAction`: not the text of an opening action.
    ParseInvalidOpeningAction = 914,
    /// `MatchError::GameNotOver`: a game recorded in a match before its end.
    MatchGameNotOver = 920,
    /// `MatchError::KOutOfRange`: an Elo K factor outside 1..=100.
    MatchKOutOfRange = 921,
    /// `ClockError::TimeRanOut`: a report to a clock after a player's time ran out.
    ClockTimeRanOut = 930,
    /// `ClockError::ZeroLimit`: a per-move limit or budget of zero.
    ClockZeroLimit = 931,
}

impl gomoku_status {
    /// Every status, in numeric order.
    pub(crate) const ALL: [gomoku_status; 86] = [
        gomoku_status::Ok,
        gomoku_status::NullPointer,
        gomoku_status::InvalidEnum,
        gomoku_status::BufferTooSmall,
        gomoku_status::Panic,
        gomoku_status::PlayOffBoard,
        gomoku_status::PlayOccupied,
        gomoku_status::PlayForbidden,
        gomoku_status::PlayGameOver,
        gomoku_status::PlayPassNotAllowed,
        gomoku_status::GameOver,
        gomoku_status::GameNothingToUndo,
        gomoku_status::GameEndedByAction,
        gomoku_status::GameNoDrawOffer,
        gomoku_status::GameDrawOfferPending,
        gomoku_status::ParseInvalidPoint,
        gomoku_status::ParseInvalidColor,
        gomoku_status::ParseInvalidForbidden,
        gomoku_status::ParseInvalidMove,
        gomoku_status::ParseUnknownRules,
        gomoku_status::ParseInvalidTermination,
        gomoku_status::ParseInvalidMoveList,
        gomoku_status::ParseInvalidSymmetry,
        gomoku_status::RulesSizeOutOfRange,
        gomoku_status::RulesUnsupportedGomocupCode,
        gomoku_status::RulesCaptureTargetOutOfRange,
        gomoku_status::RulesMoveLimitOutOfRange,
        gomoku_status::RulesPerfectFiveNeedsCapture,
        gomoku_status::SetupOffBoard,
        gomoku_status::SetupOverlap,
        gomoku_status::SetupAlreadyWon,
        gomoku_status::SetupCaptures,
        gomoku_status::OutcomeWinnerMismatch,
        gomoku_status::RecordUnexpectedEnd,
        gomoku_status::RecordWrongHeader,
        gomoku_status::RecordUnknownVersion,
        gomoku_status::RecordInvalidUtf8,
        gomoku_status::RecordExpected,
        gomoku_status::RecordInvalidNumber,
        gomoku_status::RecordInvalidPoint,
        gomoku_status::RecordOffBoard,
        gomoku_status::RecordSizeOutOfRange,
        gomoku_status::RecordNotSquare,
        gomoku_status::RecordBadEscape,
        gomoku_status::RecordUnsupportedGame,
        gomoku_status::RecordXml,
        gomoku_status::RecordNoGame,
        gomoku_status::RecordIo,
        gomoku_status::ReplaySizeMismatch,
        gomoku_status::ReplaySetup,
        gomoku_status::ReplayWrongColor,
        gomoku_status::ReplayIllegal,
        gomoku_status::ReplayResultContradicts,
        gomoku_status::WriteSetup,
        gomoku_status::WritePass,
        gomoku_status::WriteColors,
        gomoku_status::WriteReadOnly,
        gomoku_status::RecordNoField,
        gomoku_status::VcfCapture,
        gomoku_status::VcfGameOver,
        gomoku_status::VcfMovesOutOfRange,
        gomoku_status::VcfTableTooLarge,
        gomoku_status::ProtocolEmptyLine,
        gomoku_status::ProtocolInvalidUtf8,
        gomoku_status::ProtocolUnknownCommand,
        gomoku_status::ProtocolMalformed,
        gomoku_status::ProtocolOffBoard,
        gomoku_status::OpeningUnexpected,
        gomoku_status::OpeningOutsideArea,
        gomoku_status::OpeningDuplicateOffer,
        gomoku_status::OpeningSymmetricOffer,
        gomoku_status::OpeningOfferCount,
        gomoku_status::OpeningOffersOutOfRange,
        gomoku_status::OpeningNotOffered,
        gomoku_status::OpeningNoOpening,
        gomoku_status::OpeningGameOver,
        gomoku_status::OpeningBoardTooSmall,
        gomoku_status::PlayOpeningUnderWay,
        gomoku_status::GameNotAMove,
        gomoku_status::ParseInvalidOpening,
        gomoku_status::ParseInvalidPlayer,
        gomoku_status::ParseInvalidOpeningAction,
        gomoku_status::MatchGameNotOver,
        gomoku_status::MatchKOutOfRange,
        gomoku_status::ClockTimeRanOut,
        gomoku_status::ClockZeroLimit,
    ];

    /// The status with this number, if there is one.
    pub fn from_number(n: i32) -> Option<gomoku_status> {
        gomoku_status::ALL.into_iter().find(|s| *s as i32 == n)
    }

    /// The C name of the constant, `GOMOKU_STATUS_...`.
    pub const fn c_name(self) -> &'static str {
        match self {
            gomoku_status::Ok => "GOMOKU_STATUS_OK",
            gomoku_status::NullPointer => "GOMOKU_STATUS_NULL_POINTER",
            gomoku_status::InvalidEnum => "GOMOKU_STATUS_INVALID_ENUM",
            gomoku_status::BufferTooSmall => "GOMOKU_STATUS_BUFFER_TOO_SMALL",
            gomoku_status::Panic => "GOMOKU_STATUS_PANIC",
            gomoku_status::PlayOffBoard => "GOMOKU_STATUS_PLAY_OFF_BOARD",
            gomoku_status::PlayOccupied => "GOMOKU_STATUS_PLAY_OCCUPIED",
            gomoku_status::PlayForbidden => "GOMOKU_STATUS_PLAY_FORBIDDEN",
            gomoku_status::PlayGameOver => "GOMOKU_STATUS_PLAY_GAME_OVER",
            gomoku_status::PlayPassNotAllowed => "GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED",
            gomoku_status::GameOver => "GOMOKU_STATUS_GAME_OVER",
            gomoku_status::GameNothingToUndo => "GOMOKU_STATUS_GAME_NOTHING_TO_UNDO",
            gomoku_status::GameEndedByAction => "GOMOKU_STATUS_GAME_ENDED_BY_ACTION",
            gomoku_status::GameNoDrawOffer => "GOMOKU_STATUS_GAME_NO_DRAW_OFFER",
            gomoku_status::GameDrawOfferPending => "GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING",
            gomoku_status::ParseInvalidPoint => "GOMOKU_STATUS_PARSE_INVALID_POINT",
            gomoku_status::ParseInvalidColor => "GOMOKU_STATUS_PARSE_INVALID_COLOR",
            gomoku_status::ParseInvalidForbidden => "GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN",
            gomoku_status::ParseInvalidMove => "GOMOKU_STATUS_PARSE_INVALID_MOVE",
            gomoku_status::ParseUnknownRules => "GOMOKU_STATUS_PARSE_UNKNOWN_RULES",
            gomoku_status::ParseInvalidTermination => "GOMOKU_STATUS_PARSE_INVALID_TERMINATION",
            gomoku_status::ParseInvalidMoveList => "GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST",
            gomoku_status::ParseInvalidSymmetry => "GOMOKU_STATUS_PARSE_INVALID_SYMMETRY",
            gomoku_status::RulesSizeOutOfRange => "GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE",
            gomoku_status::RulesUnsupportedGomocupCode => {
                "GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE"
            }
            gomoku_status::RulesCaptureTargetOutOfRange => {
                "GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE"
            }
            gomoku_status::RulesMoveLimitOutOfRange => {
                "GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE"
            }
            gomoku_status::RulesPerfectFiveNeedsCapture => {
                "GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE"
            }
            gomoku_status::SetupOffBoard => "GOMOKU_STATUS_SETUP_OFF_BOARD",
            gomoku_status::SetupOverlap => "GOMOKU_STATUS_SETUP_OVERLAP",
            gomoku_status::SetupAlreadyWon => "GOMOKU_STATUS_SETUP_ALREADY_WON",
            gomoku_status::SetupCaptures => "GOMOKU_STATUS_SETUP_CAPTURES",
            gomoku_status::OutcomeWinnerMismatch => "GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH",
            gomoku_status::RecordUnexpectedEnd => "GOMOKU_STATUS_RECORD_UNEXPECTED_END",
            gomoku_status::RecordWrongHeader => "GOMOKU_STATUS_RECORD_WRONG_HEADER",
            gomoku_status::RecordUnknownVersion => "GOMOKU_STATUS_RECORD_UNKNOWN_VERSION",
            gomoku_status::RecordInvalidUtf8 => "GOMOKU_STATUS_RECORD_INVALID_UTF8",
            gomoku_status::RecordExpected => "GOMOKU_STATUS_RECORD_EXPECTED",
            gomoku_status::RecordInvalidNumber => "GOMOKU_STATUS_RECORD_INVALID_NUMBER",
            gomoku_status::RecordInvalidPoint => "GOMOKU_STATUS_RECORD_INVALID_POINT",
            gomoku_status::RecordOffBoard => "GOMOKU_STATUS_RECORD_OFF_BOARD",
            gomoku_status::RecordSizeOutOfRange => "GOMOKU_STATUS_RECORD_SIZE_OUT_OF_RANGE",
            gomoku_status::RecordNotSquare => "GOMOKU_STATUS_RECORD_NOT_SQUARE",
            gomoku_status::RecordBadEscape => "GOMOKU_STATUS_RECORD_BAD_ESCAPE",
            gomoku_status::RecordUnsupportedGame => "GOMOKU_STATUS_RECORD_UNSUPPORTED_GAME",
            gomoku_status::RecordXml => "GOMOKU_STATUS_RECORD_XML",
            gomoku_status::RecordNoGame => "GOMOKU_STATUS_RECORD_NO_GAME",
            gomoku_status::RecordIo => "GOMOKU_STATUS_RECORD_IO",
            gomoku_status::ReplaySizeMismatch => "GOMOKU_STATUS_REPLAY_SIZE_MISMATCH",
            gomoku_status::ReplaySetup => "GOMOKU_STATUS_REPLAY_SETUP",
            gomoku_status::ReplayWrongColor => "GOMOKU_STATUS_REPLAY_WRONG_COLOR",
            gomoku_status::ReplayIllegal => "GOMOKU_STATUS_REPLAY_ILLEGAL",
            gomoku_status::ReplayResultContradicts => "GOMOKU_STATUS_REPLAY_RESULT_CONTRADICTS",
            gomoku_status::WriteSetup => "GOMOKU_STATUS_WRITE_SETUP",
            gomoku_status::WritePass => "GOMOKU_STATUS_WRITE_PASS",
            gomoku_status::WriteColors => "GOMOKU_STATUS_WRITE_COLORS",
            gomoku_status::WriteReadOnly => "GOMOKU_STATUS_WRITE_READ_ONLY",
            gomoku_status::RecordNoField => "GOMOKU_STATUS_RECORD_NO_FIELD",
            gomoku_status::VcfCapture => "GOMOKU_STATUS_VCF_CAPTURE",
            gomoku_status::VcfGameOver => "GOMOKU_STATUS_VCF_GAME_OVER",
            gomoku_status::VcfMovesOutOfRange => "GOMOKU_STATUS_VCF_MOVES_OUT_OF_RANGE",
            gomoku_status::VcfTableTooLarge => "GOMOKU_STATUS_VCF_TABLE_TOO_LARGE",
            gomoku_status::ProtocolEmptyLine => "GOMOKU_STATUS_PROTOCOL_EMPTY_LINE",
            gomoku_status::ProtocolInvalidUtf8 => "GOMOKU_STATUS_PROTOCOL_INVALID_UTF8",
            gomoku_status::ProtocolUnknownCommand => "GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND",
            gomoku_status::ProtocolMalformed => "GOMOKU_STATUS_PROTOCOL_MALFORMED",
            gomoku_status::ProtocolOffBoard => "GOMOKU_STATUS_PROTOCOL_OFF_BOARD",
            gomoku_status::OpeningUnexpected => "GOMOKU_STATUS_OPENING_UNEXPECTED",
            gomoku_status::OpeningOutsideArea => "GOMOKU_STATUS_OPENING_OUTSIDE_AREA",
            gomoku_status::OpeningDuplicateOffer => "GOMOKU_STATUS_OPENING_DUPLICATE_OFFER",
            gomoku_status::OpeningSymmetricOffer => "GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER",
            gomoku_status::OpeningOfferCount => "GOMOKU_STATUS_OPENING_OFFER_COUNT",
            gomoku_status::OpeningOffersOutOfRange => "GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE",
            gomoku_status::OpeningNotOffered => "GOMOKU_STATUS_OPENING_NOT_OFFERED",
            gomoku_status::OpeningNoOpening => "GOMOKU_STATUS_OPENING_NO_OPENING",
            gomoku_status::OpeningGameOver => "GOMOKU_STATUS_OPENING_GAME_OVER",
            gomoku_status::OpeningBoardTooSmall => "GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL",
            gomoku_status::PlayOpeningUnderWay => "GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY",
            gomoku_status::GameNotAMove => "GOMOKU_STATUS_GAME_NOT_A_MOVE",
            gomoku_status::ParseInvalidOpening => "GOMOKU_STATUS_PARSE_INVALID_OPENING",
            gomoku_status::ParseInvalidPlayer => "GOMOKU_STATUS_PARSE_INVALID_PLAYER",
            gomoku_status::ParseInvalidOpeningAction => {
                "GOMOKU_STATUS_PARSE_INVALID_OPENING_ACTION"
            }
            gomoku_status::MatchGameNotOver => "GOMOKU_STATUS_MATCH_GAME_NOT_OVER",
            gomoku_status::MatchKOutOfRange => "GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE",
            gomoku_status::ClockTimeRanOut => "GOMOKU_STATUS_CLOCK_TIME_RAN_OUT",
            gomoku_status::ClockZeroLimit => "GOMOKU_STATUS_CLOCK_ZERO_LIMIT",
        }
    }

    /// The core error variant this status stands for, or `None` for boundary statuses.
    pub const fn core_variant(self) -> Option<&'static str> {
        Some(match self {
            gomoku_status::Ok
            | gomoku_status::NullPointer
            | gomoku_status::InvalidEnum
            | gomoku_status::BufferTooSmall
            | gomoku_status::Panic
            | gomoku_status::RecordNoField => return None,
            gomoku_status::PlayOffBoard => "PlayError::OffBoard",
            gomoku_status::PlayOccupied => "PlayError::Occupied",
            gomoku_status::PlayForbidden => "PlayError::Forbidden",
            gomoku_status::PlayGameOver => "PlayError::GameOver",
            gomoku_status::PlayPassNotAllowed => "PlayError::PassNotAllowed",
            gomoku_status::GameOver => "GameError::GameOver",
            gomoku_status::GameNothingToUndo => "GameError::NothingToUndo",
            gomoku_status::GameEndedByAction => "GameError::EndedByAction",
            gomoku_status::GameNoDrawOffer => "GameError::NoDrawOffer",
            gomoku_status::GameDrawOfferPending => "GameError::DrawOfferPending",
            gomoku_status::ParseInvalidPoint => "ParseError::InvalidPoint",
            gomoku_status::ParseInvalidColor => "ParseError::InvalidColor",
            gomoku_status::ParseInvalidForbidden => "ParseError::InvalidForbidden",
            gomoku_status::ParseInvalidMove => "ParseError::InvalidMove",
            gomoku_status::ParseUnknownRules => "ParseError::UnknownRules",
            gomoku_status::ParseInvalidTermination => "ParseError::InvalidTermination",
            gomoku_status::ParseInvalidMoveList => "ParseError::InvalidMoveList",
            gomoku_status::ParseInvalidSymmetry => "ParseError::InvalidSymmetry",
            gomoku_status::RulesSizeOutOfRange => "RulesError::SizeOutOfRange",
            gomoku_status::RulesUnsupportedGomocupCode => "RulesError::UnsupportedGomocupCode",
            gomoku_status::RulesCaptureTargetOutOfRange => "RulesError::CaptureTargetOutOfRange",
            gomoku_status::RulesMoveLimitOutOfRange => "RulesError::MoveLimitOutOfRange",
            gomoku_status::RulesPerfectFiveNeedsCapture => "RulesError::PerfectFiveNeedsCapture",
            gomoku_status::SetupOffBoard => "SetupError::OffBoard",
            gomoku_status::SetupOverlap => "SetupError::Overlap",
            gomoku_status::SetupAlreadyWon => "SetupError::AlreadyWon",
            gomoku_status::SetupCaptures => "SetupError::Captures",
            gomoku_status::OutcomeWinnerMismatch => "OutcomeError::WinnerMismatch",
            gomoku_status::RecordUnexpectedEnd => "RecordErrorKind::UnexpectedEnd",
            gomoku_status::RecordWrongHeader => "RecordErrorKind::WrongHeader",
            gomoku_status::RecordUnknownVersion => "RecordErrorKind::UnknownVersion",
            gomoku_status::RecordInvalidUtf8 => "RecordErrorKind::InvalidUtf8",
            gomoku_status::RecordExpected => "RecordErrorKind::Expected",
            gomoku_status::RecordInvalidNumber => "RecordErrorKind::InvalidNumber",
            gomoku_status::RecordInvalidPoint => "RecordErrorKind::InvalidPoint",
            gomoku_status::RecordOffBoard => "RecordErrorKind::OffBoard",
            gomoku_status::RecordSizeOutOfRange => "RecordErrorKind::SizeOutOfRange",
            gomoku_status::RecordNotSquare => "RecordErrorKind::NotSquare",
            gomoku_status::RecordBadEscape => "RecordErrorKind::BadEscape",
            gomoku_status::RecordUnsupportedGame => "RecordErrorKind::UnsupportedGame",
            gomoku_status::RecordXml => "RecordErrorKind::Xml",
            gomoku_status::RecordNoGame => "RecordErrorKind::NoGame",
            gomoku_status::RecordIo => "RenjuNetError::Io",
            gomoku_status::ReplaySizeMismatch => "ReplayError::SizeMismatch",
            gomoku_status::ReplaySetup => "ReplayError::Setup",
            gomoku_status::ReplayWrongColor => "ReplayError::WrongColor",
            gomoku_status::ReplayIllegal => "ReplayError::Illegal",
            gomoku_status::ReplayResultContradicts => "ReplayError::ResultContradicts",
            gomoku_status::WriteSetup => "WriteError::Setup",
            gomoku_status::WritePass => "WriteError::Pass",
            gomoku_status::WriteColors => "WriteError::Colors",
            gomoku_status::WriteReadOnly => "WriteError::ReadOnly",
            gomoku_status::VcfCapture => "VcfError::Capture",
            gomoku_status::VcfGameOver => "VcfError::GameOver",
            gomoku_status::VcfMovesOutOfRange => "VcfError::MovesOutOfRange",
            gomoku_status::VcfTableTooLarge => "VcfError::TableTooLarge",
            gomoku_status::ProtocolEmptyLine => "ProtocolError::EmptyLine",
            gomoku_status::ProtocolInvalidUtf8 => "ProtocolError::InvalidUtf8",
            gomoku_status::ProtocolUnknownCommand => "ProtocolError::UnknownCommand",
            gomoku_status::ProtocolMalformed => "ProtocolError::Malformed",
            gomoku_status::ProtocolOffBoard => "ProtocolError::OffBoard",
            gomoku_status::OpeningUnexpected => "OpeningError::Unexpected",
            gomoku_status::OpeningOutsideArea => "OpeningError::OutsideArea",
            gomoku_status::OpeningDuplicateOffer => "OpeningError::DuplicateOffer",
            gomoku_status::OpeningSymmetricOffer => "OpeningError::SymmetricOffer",
            gomoku_status::OpeningOfferCount => "OpeningError::OfferCount",
            gomoku_status::OpeningOffersOutOfRange => "OpeningError::OffersOutOfRange",
            gomoku_status::OpeningNotOffered => "OpeningError::NotOffered",
            gomoku_status::OpeningNoOpening => "OpeningError::NoOpening",
            gomoku_status::OpeningGameOver => "OpeningError::GameOver",
            gomoku_status::OpeningBoardTooSmall => "OpeningError::BoardTooSmall",
            gomoku_status::PlayOpeningUnderWay => "PlayError::OpeningUnderWay",
            gomoku_status::GameNotAMove => "GameError::NotAMove",
            gomoku_status::ParseInvalidOpening => "ParseError::InvalidOpening",
            gomoku_status::ParseInvalidPlayer => "ParseError::InvalidPlayer",
            gomoku_status::ParseInvalidOpeningAction => "ParseError::InvalidOpeningAction",
            gomoku_status::MatchGameNotOver => "MatchError::GameNotOver",
            gomoku_status::MatchKOutOfRange => "MatchError::KOutOfRange",
            gomoku_status::ClockTimeRanOut => "ClockError::TimeRanOut",
            gomoku_status::ClockZeroLimit => "ClockError::ZeroLimit",
        })
    }

    /// A static message, NUL-terminated for C.
    pub(crate) const fn message_nul(self) -> &'static str {
        match self {
            gomoku_status::Ok => "ok\0",
            gomoku_status::NullPointer => "a pointer argument is null\0",
            gomoku_status::InvalidEnum => "an enum argument is out of range\0",
            gomoku_status::BufferTooSmall => "the buffer is too small\0",
            gomoku_status::Panic => "the library panicked (a bug)\0",
            gomoku_status::PlayOffBoard => "the point is off the board\0",
            gomoku_status::PlayOccupied => "the point is occupied\0",
            gomoku_status::PlayForbidden => "the point is forbidden for the side to move\0",
            gomoku_status::PlayGameOver => "the game is over\0",
            gomoku_status::PlayPassNotAllowed => "passing is not allowed by these rules\0",
            gomoku_status::GameOver => "the game is over\0",
            gomoku_status::GameNothingToUndo => "there is no move to undo\0",
            gomoku_status::GameEndedByAction => {
                "the game ended by resignation, timeout or agreement: it cannot be undone\0"
            }
            gomoku_status::GameNoDrawOffer => "there is no draw offer to answer\0",
            gomoku_status::GameDrawOfferPending => "a draw offer is already pending\0",
            gomoku_status::ParseInvalidPoint => {
                "invalid point: expected a column letter a-z and a row 1-26, like h8\0"
            }
            gomoku_status::ParseInvalidColor => "invalid color: expected black or white\0",
            gomoku_status::ParseInvalidForbidden => {
                "invalid forbidden kind: expected double-three, double-four or overline\0"
            }
            gomoku_status::ParseInvalidMove => "invalid move: expected a point like h8 or pass\0",
            gomoku_status::ParseUnknownRules => "unknown rules\0",
            gomoku_status::ParseInvalidTermination => "invalid termination name\0",
            gomoku_status::ParseInvalidMoveList => "a move of the move list is invalid\0",
            gomoku_status::ParseInvalidSymmetry => "invalid symmetry name\0",
            gomoku_status::RulesSizeOutOfRange => "board size is out of range 5..=26\0",
            gomoku_status::RulesUnsupportedGomocupCode => "gomocup rule code is not supported\0",
            gomoku_status::RulesCaptureTargetOutOfRange => {
                "capture target is out of range 1..=100\0"
            }
            gomoku_status::RulesMoveLimitOutOfRange => "move limit is out of range 1..=65535\0",
            gomoku_status::RulesPerfectFiveNeedsCapture => {
                "the perfect-five rule needs the capture option\0"
            }
            gomoku_status::SetupOffBoard => "a stone is off the board\0",
            gomoku_status::SetupOverlap => "a point holds both a black and a white stone\0",
            gomoku_status::SetupAlreadyWon => "a side already has a winning line\0",
            gomoku_status::SetupCaptures => "captured pairs that these rules do not allow\0",
            gomoku_status::OutcomeWinnerMismatch => {
                "the winner does not fit the termination (a draw has none, any other end has one)\0"
            }
            gomoku_status::RecordUnexpectedEnd => "unexpected end of input\0",
            gomoku_status::RecordWrongHeader => "wrong header for the format\0",
            gomoku_status::RecordUnknownVersion => "unknown version of the format\0",
            gomoku_status::RecordInvalidUtf8 => "invalid utf-8 in the record\0",
            gomoku_status::RecordExpected => "syntax error in the record\0",
            gomoku_status::RecordInvalidNumber => "invalid number in the record\0",
            gomoku_status::RecordInvalidPoint => "invalid point in the record\0",
            gomoku_status::RecordOffBoard => "a point of the record is off the board\0",
            gomoku_status::RecordSizeOutOfRange => {
                "the record's board size is out of range 5..=26\0"
            }
            gomoku_status::RecordNotSquare => "the record's board is not square\0",
            gomoku_status::RecordBadEscape => {
                "malformed escape: a backslash at the end of the input\0"
            }
            gomoku_status::RecordUnsupportedGame => "not a gomoku record\0",
            gomoku_status::RecordXml => "malformed xml\0",
            gomoku_status::RecordNoGame => "no game in the input\0",
            gomoku_status::RecordIo => "the file could not be read\0",
            gomoku_status::ReplaySizeMismatch => {
                "the record's board size differs from the rules'\0"
            }
            gomoku_status::ReplaySetup => "the record's start position is invalid\0",
            gomoku_status::ReplayWrongColor => "a move of the record is out of turn\0",
            gomoku_status::ReplayIllegal => "a move of the record is illegal under the rules\0",
            gomoku_status::ReplayResultContradicts => "the recorded result contradicts the rules\0",
            gomoku_status::WriteSetup => "the format cannot hold a start position\0",
            gomoku_status::WritePass => "the format cannot hold a pass\0",
            gomoku_status::WriteColors => {
                "the format cannot hold two moves of one colour in a row\0"
            }
            gomoku_status::WriteReadOnly => "the format is read only\0",
            gomoku_status::RecordNoField => "the record has no such field\0",
            gomoku_status::VcfCapture => "vcf is not defined under the capture option\0",
            gomoku_status::VcfGameOver => "the game is over: no vcf to search\0",
            gomoku_status::VcfMovesOutOfRange => "a vcf move limit is out of range 1..=127\0",
            gomoku_status::VcfTableTooLarge => {
                "a transposition table of more than 16777216 entries\0"
            }
            gomoku_status::ProtocolEmptyLine => "empty line\0",
            gomoku_status::ProtocolInvalidUtf8 => "the line is not utf-8 text\0",
            gomoku_status::ProtocolUnknownCommand => "unknown command\0",
            gomoku_status::ProtocolMalformed => "the arguments of the command do not parse\0",
            gomoku_status::ProtocolOffBoard => "a point of the command is off the board\0",
            gomoku_status::OpeningUnexpected => "the opening expects another kind of action\0",
            gomoku_status::OpeningOutsideArea => {
                "the stone is outside the area the opening allows\0"
            }
            gomoku_status::OpeningDuplicateOffer => "a point is offered twice\0",
            gomoku_status::OpeningSymmetricOffer => {
                "an offer is symmetric to an earlier one by a symmetry keeping the position\0"
            }
            gomoku_status::OpeningOfferCount => "not as many fifth-move offers as required\0",
            gomoku_status::OpeningOffersOutOfRange => {
                "the number of fifth-move offers is out of range\0"
            }
            gomoku_status::OpeningNotOffered => "the point was not offered\0",
            gomoku_status::OpeningNoOpening => "no opening is under way\0",
            gomoku_status::OpeningGameOver => "the game is over\0",
            gomoku_status::OpeningBoardTooSmall => "the board is too small for the opening\0",
            gomoku_status::PlayOpeningUnderWay => {
                "the opening is under way: its actions come first\0"
            }
            gomoku_status::GameNotAMove => "the last step is an opening action, not a move\0",
            gomoku_status::ParseInvalidOpening => {
                "invalid opening: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N\0"
            }
            gomoku_status::ParseInvalidPlayer => "invalid player: expected first or second\0",
            gomoku_status::ParseInvalidOpeningAction => "invalid opening action\0",
            gomoku_status::MatchGameNotOver => "the game is not over\0",
            gomoku_status::MatchKOutOfRange => "elo k factor is out of range 1..=100\0",
            gomoku_status::ClockTimeRanOut => "a player's time has run out\0",
            gomoku_status::ClockZeroLimit => "a time limit of zero leaves no time to move\0",
        }
    }

    /// The message without its NUL.
    pub fn message(self) -> &'static str {
        let m = self.message_nul();
        &m[..m.len() - 1]
    }
}

impl From<PlayError> for gomoku_status {
    fn from(e: PlayError) -> gomoku_status {
        match e {
            PlayError::OffBoard { .. } => gomoku_status::PlayOffBoard,
            PlayError::Occupied { .. } => gomoku_status::PlayOccupied,
            PlayError::Forbidden { .. } => gomoku_status::PlayForbidden,
            PlayError::GameOver => gomoku_status::PlayGameOver,
            PlayError::PassNotAllowed => gomoku_status::PlayPassNotAllowed,
            PlayError::OpeningUnderWay => gomoku_status::PlayOpeningUnderWay,
        }
    }
}

impl From<GameError> for gomoku_status {
    fn from(e: GameError) -> gomoku_status {
        match e {
            GameError::GameOver => gomoku_status::GameOver,
            GameError::NothingToUndo => gomoku_status::GameNothingToUndo,
            GameError::EndedByAction(_) => gomoku_status::GameEndedByAction,
            GameError::NoDrawOffer(_) => gomoku_status::GameNoDrawOffer,
            GameError::DrawOfferPending(_) => gomoku_status::GameDrawOfferPending,
            GameError::NotAMove(_) => gomoku_status::GameNotAMove,
        }
    }
}

impl From<ParseError> for gomoku_status {
    fn from(e: ParseError) -> gomoku_status {
        match e {
            ParseError::InvalidPoint => gomoku_status::ParseInvalidPoint,
            ParseError::InvalidColor => gomoku_status::ParseInvalidColor,
            ParseError::InvalidForbidden => gomoku_status::ParseInvalidForbidden,
            ParseError::InvalidMove => gomoku_status::ParseInvalidMove,
            ParseError::UnknownRules => gomoku_status::ParseUnknownRules,
            ParseError::InvalidTermination => gomoku_status::ParseInvalidTermination,
            ParseError::InvalidMoveList { .. } => gomoku_status::ParseInvalidMoveList,
            ParseError::InvalidSymmetry => gomoku_status::ParseInvalidSymmetry,
            ParseError::InvalidOpening => gomoku_status::ParseInvalidOpening,
            ParseError::InvalidPlayer => gomoku_status::ParseInvalidPlayer,
            ParseError::InvalidOpeningAction => gomoku_status::ParseInvalidOpeningAction,
        }
    }
}

impl From<OpeningError> for gomoku_status {
    /// A stone or offer that the position refuses has the status of that `PlayError`.
    fn from(e: OpeningError) -> gomoku_status {
        match e {
            OpeningError::Unexpected { .. } => gomoku_status::OpeningUnexpected,
            OpeningError::OutsideArea { .. } => gomoku_status::OpeningOutsideArea,
            OpeningError::Illegal(e) => e.into(),
            OpeningError::DuplicateOffer { .. } => gomoku_status::OpeningDuplicateOffer,
            OpeningError::SymmetricOffer { .. } => gomoku_status::OpeningSymmetricOffer,
            OpeningError::OfferCount { .. } => gomoku_status::OpeningOfferCount,
            OpeningError::OffersOutOfRange { .. } => gomoku_status::OpeningOffersOutOfRange,
            OpeningError::NotOffered { .. } => gomoku_status::OpeningNotOffered,
            OpeningError::NoOpening => gomoku_status::OpeningNoOpening,
            OpeningError::GameOver => gomoku_status::OpeningGameOver,
            OpeningError::BoardTooSmall { .. } => gomoku_status::OpeningBoardTooSmall,
        }
    }
}

impl From<MatchError> for gomoku_status {
    fn from(e: MatchError) -> gomoku_status {
        match e {
            MatchError::GameNotOver => gomoku_status::MatchGameNotOver,
            MatchError::KOutOfRange { .. } => gomoku_status::MatchKOutOfRange,
        }
    }
}

impl From<ClockError> for gomoku_status {
    fn from(e: ClockError) -> gomoku_status {
        match e {
            ClockError::TimeRanOut(_) => gomoku_status::ClockTimeRanOut,
            ClockError::ZeroLimit => gomoku_status::ClockZeroLimit,
        }
    }
}

impl From<RulesError> for gomoku_status {
    fn from(e: RulesError) -> gomoku_status {
        match e {
            RulesError::SizeOutOfRange { .. } => gomoku_status::RulesSizeOutOfRange,
            RulesError::UnsupportedGomocupCode { .. } => gomoku_status::RulesUnsupportedGomocupCode,
            RulesError::CaptureTargetOutOfRange { .. } => {
                gomoku_status::RulesCaptureTargetOutOfRange
            }
            RulesError::MoveLimitOutOfRange { .. } => gomoku_status::RulesMoveLimitOutOfRange,
            RulesError::PerfectFiveNeedsCapture => gomoku_status::RulesPerfectFiveNeedsCapture,
        }
    }
}

impl From<gomoku_referee::MoveListError> for gomoku_status {
    fn from(e: gomoku_referee::MoveListError) -> gomoku_status {
        match e {
            gomoku_referee::MoveListError::Parse(e) => e.into(),
            gomoku_referee::MoveListError::Play { error, .. } => error.into(),
        }
    }
}

impl From<gomoku_referee::RulesTextError> for gomoku_status {
    fn from(e: gomoku_referee::RulesTextError) -> gomoku_status {
        match e {
            gomoku_referee::RulesTextError::Parse(e) => e.into(),
            gomoku_referee::RulesTextError::Rules(e) => e.into(),
        }
    }
}

impl From<OutcomeError> for gomoku_status {
    fn from(e: OutcomeError) -> gomoku_status {
        match e {
            OutcomeError::WinnerMismatch { .. } => gomoku_status::OutcomeWinnerMismatch,
        }
    }
}

impl From<SetupError> for gomoku_status {
    fn from(e: SetupError) -> gomoku_status {
        match e {
            SetupError::OffBoard { .. } => gomoku_status::SetupOffBoard,
            SetupError::Overlap { .. } => gomoku_status::SetupOverlap,
            SetupError::AlreadyWon { .. } => gomoku_status::SetupAlreadyWon,
            SetupError::Captures { .. } => gomoku_status::SetupCaptures,
        }
    }
}

impl From<VcfError> for gomoku_status {
    fn from(e: VcfError) -> gomoku_status {
        match e {
            VcfError::Capture => gomoku_status::VcfCapture,
            VcfError::GameOver => gomoku_status::VcfGameOver,
            VcfError::MovesOutOfRange { .. } => gomoku_status::VcfMovesOutOfRange,
            VcfError::TableTooLarge { .. } => gomoku_status::VcfTableTooLarge,
        }
    }
}

impl From<RecordErrorKind> for gomoku_status {
    fn from(e: RecordErrorKind) -> gomoku_status {
        match e {
            RecordErrorKind::UnexpectedEnd => gomoku_status::RecordUnexpectedEnd,
            RecordErrorKind::WrongHeader { .. } => gomoku_status::RecordWrongHeader,
            RecordErrorKind::UnknownVersion { .. } => gomoku_status::RecordUnknownVersion,
            RecordErrorKind::InvalidUtf8 => gomoku_status::RecordInvalidUtf8,
            RecordErrorKind::Expected { .. } => gomoku_status::RecordExpected,
            RecordErrorKind::InvalidNumber => gomoku_status::RecordInvalidNumber,
            RecordErrorKind::InvalidPoint => gomoku_status::RecordInvalidPoint,
            RecordErrorKind::OffBoard { .. } => gomoku_status::RecordOffBoard,
            RecordErrorKind::SizeOutOfRange(_) => gomoku_status::RecordSizeOutOfRange,
            RecordErrorKind::NotSquare { .. } => gomoku_status::RecordNotSquare,
            RecordErrorKind::BadEscape => gomoku_status::RecordBadEscape,
            RecordErrorKind::UnsupportedGame(_) => gomoku_status::RecordUnsupportedGame,
            RecordErrorKind::Xml => gomoku_status::RecordXml,
            RecordErrorKind::NoGame => gomoku_status::RecordNoGame,
        }
    }
}

impl From<RecordError> for gomoku_status {
    fn from(e: RecordError) -> gomoku_status {
        e.kind.into()
    }
}

impl From<RenjuNetError> for gomoku_status {
    fn from(e: RenjuNetError) -> gomoku_status {
        match e {
            RenjuNetError::Record(e) => e.into(),
            RenjuNetError::Io(_) => gomoku_status::RecordIo,
        }
    }
}

impl From<ReplayError> for gomoku_status {
    fn from(e: ReplayError) -> gomoku_status {
        match e {
            ReplayError::SizeMismatch { .. } => gomoku_status::ReplaySizeMismatch,
            ReplayError::Setup(_) => gomoku_status::ReplaySetup,
            ReplayError::WrongColor { .. } => gomoku_status::ReplayWrongColor,
            ReplayError::Illegal { .. } => gomoku_status::ReplayIllegal,
            ReplayError::ResultContradicts { .. } => gomoku_status::ReplayResultContradicts,
        }
    }
}

impl From<WriteError> for gomoku_status {
    fn from(e: WriteError) -> gomoku_status {
        match e {
            WriteError::Setup => gomoku_status::WriteSetup,
            WriteError::Pass => gomoku_status::WritePass,
            WriteError::Colors => gomoku_status::WriteColors,
            WriteError::ReadOnly => gomoku_status::WriteReadOnly,
        }
    }
}

impl From<ProtocolError> for gomoku_status {
    fn from(e: ProtocolError) -> gomoku_status {
        match e {
            ProtocolError::EmptyLine => gomoku_status::ProtocolEmptyLine,
            ProtocolError::InvalidUtf8 => gomoku_status::ProtocolInvalidUtf8,
            ProtocolError::UnknownCommand => gomoku_status::ProtocolUnknownCommand,
            ProtocolError::Malformed { .. } => gomoku_status::ProtocolMalformed,
            ProtocolError::OffBoard { .. } => gomoku_status::ProtocolOffBoard,
            // A board size or rule code the library cannot honour: the rules' status.
            ProtocolError::Rules(e) => e.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_referee::{Color, Forbidden, Point, Termination};
    use std::collections::HashSet;

    /// One value of every core error variant, with the variant's name.
    fn every_core_error() -> Vec<(&'static str, gomoku_status)> {
        let p = Point::new(7, 7).unwrap();
        vec![
            (
                "PlayError::OffBoard",
                PlayError::OffBoard { point: p, size: 5 }.into(),
            ),
            (
                "PlayError::Occupied",
                PlayError::Occupied { point: p }.into(),
            ),
            (
                "PlayError::Forbidden",
                PlayError::Forbidden {
                    point: p,
                    color: Color::Black,
                    kind: Forbidden::Overline,
                }
                .into(),
            ),
            ("PlayError::GameOver", PlayError::GameOver.into()),
            (
                "PlayError::PassNotAllowed",
                PlayError::PassNotAllowed.into(),
            ),
            ("GameError::GameOver", GameError::GameOver.into()),
            ("GameError::NothingToUndo", GameError::NothingToUndo.into()),
            (
                "GameError::EndedByAction",
                GameError::EndedByAction(Termination::Timeout).into(),
            ),
            (
                "GameError::NoDrawOffer",
                GameError::NoDrawOffer(Color::White).into(),
            ),
            (
                "GameError::DrawOfferPending",
                GameError::DrawOfferPending(Color::Black).into(),
            ),
            ("ParseError::InvalidPoint", ParseError::InvalidPoint.into()),
            ("ParseError::InvalidColor", ParseError::InvalidColor.into()),
            (
                "ParseError::InvalidForbidden",
                ParseError::InvalidForbidden.into(),
            ),
            ("ParseError::InvalidMove", ParseError::InvalidMove.into()),
            ("ParseError::UnknownRules", ParseError::UnknownRules.into()),
            (
                "ParseError::InvalidTermination",
                ParseError::InvalidTermination.into(),
            ),
            (
                "ParseError::InvalidMoveList",
                ParseError::InvalidMoveList {
                    index: 3,
                    token: gomoku_referee::Snippet::new("z99"),
                }
                .into(),
            ),
            (
                "ParseError::InvalidSymmetry",
                ParseError::InvalidSymmetry.into(),
            ),
            (
                "RulesError::SizeOutOfRange",
                RulesError::SizeOutOfRange { size: 4 }.into(),
            ),
            (
                "RulesError::UnsupportedGomocupCode",
                RulesError::UnsupportedGomocupCode { code: 3 }.into(),
            ),
            (
                "RulesError::CaptureTargetOutOfRange",
                RulesError::CaptureTargetOutOfRange { pairs: 0 }.into(),
            ),
            (
                "RulesError::MoveLimitOutOfRange",
                RulesError::MoveLimitOutOfRange { limit: 0 }.into(),
            ),
            (
                "RulesError::PerfectFiveNeedsCapture",
                RulesError::PerfectFiveNeedsCapture.into(),
            ),
            (
                "SetupError::OffBoard",
                SetupError::OffBoard { point: p, size: 5 }.into(),
            ),
            (
                "SetupError::Overlap",
                SetupError::Overlap { point: p }.into(),
            ),
            (
                "SetupError::AlreadyWon",
                SetupError::AlreadyWon {
                    color: Color::Black,
                    point: p,
                }
                .into(),
            ),
            (
                "SetupError::Captures",
                SetupError::Captures {
                    color: Color::White,
                    pairs: 9,
                }
                .into(),
            ),
            (
                "OpeningError::Unexpected",
                OpeningError::Unexpected {
                    action: "swap",
                    expected: gomoku_referee::Expected {
                        player: gomoku_referee::Player::First,
                        color: Color::Black,
                        what: gomoku_referee::Expecting::Pick,
                    },
                }
                .into(),
            ),
            (
                "OpeningError::OutsideArea",
                OpeningError::OutsideArea {
                    point: p,
                    area: gomoku_referee::Area::Centre,
                }
                .into(),
            ),
            (
                "OpeningError::DuplicateOffer",
                OpeningError::DuplicateOffer { point: p }.into(),
            ),
            (
                "OpeningError::SymmetricOffer",
                OpeningError::SymmetricOffer {
                    point: p,
                    earlier: p,
                    symmetry: gomoku_referee::Symmetry::Diagonal,
                }
                .into(),
            ),
            (
                "OpeningError::OfferCount",
                OpeningError::OfferCount {
                    given: 1,
                    expected: 2,
                }
                .into(),
            ),
            (
                "OpeningError::OffersOutOfRange",
                OpeningError::OffersOutOfRange { count: 0, max: 8 }.into(),
            ),
            (
                "OpeningError::NotOffered",
                OpeningError::NotOffered { point: p }.into(),
            ),
            ("OpeningError::NoOpening", OpeningError::NoOpening.into()),
            ("OpeningError::GameOver", OpeningError::GameOver.into()),
            (
                "OpeningError::BoardTooSmall",
                OpeningError::BoardTooSmall {
                    opening: gomoku_referee::Opening::Rif,
                    min: 7,
                }
                .into(),
            ),
            (
                "PlayError::OpeningUnderWay",
                PlayError::OpeningUnderWay.into(),
            ),
            ("GameError::NotAMove", GameError::NotAMove("swap").into()),
            (
                "ParseError::InvalidOpening",
                ParseError::InvalidOpening.into(),
            ),
            (
                "ParseError::InvalidPlayer",
                ParseError::InvalidPlayer.into(),
            ),
            ("MatchError::GameNotOver", MatchError::GameNotOver.into()),
            (
                "MatchError::KOutOfRange",
                MatchError::KOutOfRange { k: 0 }.into(),
            ),
            (
                "ClockError::TimeRanOut",
                ClockError::TimeRanOut(gomoku_referee::Player::First).into(),
            ),
            ("ClockError::ZeroLimit", ClockError::ZeroLimit.into()),
            (
                "ParseError::InvalidOpeningAction",
                ParseError::InvalidOpeningAction.into(),
            ),
            (
                "OutcomeError::WinnerMismatch",
                OutcomeError::WinnerMismatch {
                    winner: None,
                    termination: Termination::Five,
                }
                .into(),
            ),
            (
                "RecordErrorKind::UnexpectedEnd",
                RecordErrorKind::UnexpectedEnd.into(),
            ),
            (
                "RecordErrorKind::WrongHeader",
                RecordErrorKind::WrongHeader { expected: "x" }.into(),
            ),
            (
                "RecordErrorKind::UnknownVersion",
                RecordErrorKind::UnknownVersion { major: 9, minor: 9 }.into(),
            ),
            (
                "RecordErrorKind::InvalidUtf8",
                RecordErrorKind::InvalidUtf8.into(),
            ),
            (
                "RecordErrorKind::Expected",
                RecordErrorKind::Expected { expected: "x" }.into(),
            ),
            (
                "RecordErrorKind::InvalidNumber",
                RecordErrorKind::InvalidNumber.into(),
            ),
            (
                "RecordErrorKind::InvalidPoint",
                RecordErrorKind::InvalidPoint.into(),
            ),
            (
                "RecordErrorKind::OffBoard",
                RecordErrorKind::OffBoard {
                    x: 20,
                    y: 0,
                    size: 15,
                }
                .into(),
            ),
            (
                "RecordErrorKind::SizeOutOfRange",
                RecordErrorKind::SizeOutOfRange(30).into(),
            ),
            (
                "RecordErrorKind::NotSquare",
                RecordErrorKind::NotSquare {
                    width: 15,
                    height: 20,
                }
                .into(),
            ),
            (
                "RecordErrorKind::BadEscape",
                RecordErrorKind::BadEscape.into(),
            ),
            (
                "RecordErrorKind::UnsupportedGame",
                RecordErrorKind::UnsupportedGame(1).into(),
            ),
            ("RecordErrorKind::Xml", RecordErrorKind::Xml.into()),
            ("RecordErrorKind::NoGame", RecordErrorKind::NoGame.into()),
            (
                "RenjuNetError::Io",
                RenjuNetError::Io(std::io::ErrorKind::NotFound).into(),
            ),
            (
                "ReplayError::SizeMismatch",
                ReplayError::SizeMismatch {
                    record: 19,
                    rules: 15,
                }
                .into(),
            ),
            (
                "ReplayError::Setup",
                ReplayError::Setup(SetupError::Overlap { point: p }).into(),
            ),
            (
                "ReplayError::WrongColor",
                ReplayError::WrongColor {
                    number: 2,
                    mv: gomoku_referee::Move::Pass,
                    color: Color::Black,
                    expected: Color::White,
                }
                .into(),
            ),
            (
                "ReplayError::Illegal",
                ReplayError::Illegal {
                    number: 2,
                    mv: gomoku_referee::Move::Pass,
                    color: Color::Black,
                    error: PlayError::GameOver,
                }
                .into(),
            ),
            (
                "ReplayError::ResultContradicts",
                ReplayError::ResultContradicts {
                    recorded: None,
                    referee: Some(Color::Black),
                }
                .into(),
            ),
            ("WriteError::Setup", WriteError::Setup.into()),
            ("WriteError::Pass", WriteError::Pass.into()),
            ("WriteError::Colors", WriteError::Colors.into()),
            ("WriteError::ReadOnly", WriteError::ReadOnly.into()),
            ("VcfError::Capture", VcfError::Capture.into()),
            ("VcfError::GameOver", VcfError::GameOver.into()),
            (
                "VcfError::MovesOutOfRange",
                VcfError::MovesOutOfRange { moves: 0 }.into(),
            ),
            (
                "VcfError::TableTooLarge",
                VcfError::TableTooLarge { entries: 1 << 25 }.into(),
            ),
            ("ProtocolError::EmptyLine", ProtocolError::EmptyLine.into()),
            (
                "ProtocolError::InvalidUtf8",
                ProtocolError::InvalidUtf8.into(),
            ),
            (
                "ProtocolError::UnknownCommand",
                ProtocolError::UnknownCommand.into(),
            ),
            (
                "ProtocolError::Malformed",
                ProtocolError::Malformed {
                    command: gomoku_referee::protocol::CommandName::Turn,
                }
                .into(),
            ),
            (
                "ProtocolError::OffBoard",
                ProtocolError::OffBoard {
                    command: gomoku_referee::protocol::CommandName::Turn,
                    x: 20,
                    y: 0,
                    size: 20,
                }
                .into(),
            ),
        ]
    }

    #[test]
    fn one_distinct_status_per_core_variant() {
        let errors = every_core_error();
        let statuses: HashSet<i32> = errors.iter().map(|(_, s)| *s as i32).collect();
        assert_eq!(statuses.len(), errors.len(), "two variants share a status");
        for (variant, status) in &errors {
            assert_eq!(status.core_variant(), Some(*variant));
            assert_ne!(*status, gomoku_status::Ok);
        }
        // Every status that names a core variant is reached by that variant.
        let named = gomoku_status::ALL
            .iter()
            .filter(|s| s.core_variant().is_some())
            .count();
        assert_eq!(named, errors.len());
    }

    #[test]
    fn numbers_are_unique_and_sorted() {
        let numbers: Vec<i32> = gomoku_status::ALL.iter().map(|s| *s as i32).collect();
        let mut sorted = numbers.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(numbers, sorted);
        for s in gomoku_status::ALL {
            assert_eq!(gomoku_status::from_number(s as i32), Some(s));
            assert!(s.message_nul().ends_with('\0'));
            assert!(!s.message().contains('\0'));
        }
        assert_eq!(gomoku_status::from_number(5), None);
    }

    /// The stable numbers, spelled out: changing one breaks every C program compiled
    /// against an older header.
    #[test]
    fn stable_numbers() {
        let expected = [
            ("GOMOKU_STATUS_OK", 0),
            ("GOMOKU_STATUS_NULL_POINTER", 1),
            ("GOMOKU_STATUS_INVALID_ENUM", 2),
            ("GOMOKU_STATUS_BUFFER_TOO_SMALL", 3),
            ("GOMOKU_STATUS_PANIC", 9),
            ("GOMOKU_STATUS_PLAY_OFF_BOARD", 100),
            ("GOMOKU_STATUS_PLAY_OCCUPIED", 101),
            ("GOMOKU_STATUS_PLAY_FORBIDDEN", 102),
            ("GOMOKU_STATUS_PLAY_GAME_OVER", 103),
            ("GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED", 104),
            ("GOMOKU_STATUS_GAME_OVER", 200),
            ("GOMOKU_STATUS_GAME_NOTHING_TO_UNDO", 201),
            ("GOMOKU_STATUS_GAME_ENDED_BY_ACTION", 202),
            ("GOMOKU_STATUS_GAME_NO_DRAW_OFFER", 203),
            ("GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING", 204),
            ("GOMOKU_STATUS_PARSE_INVALID_POINT", 300),
            ("GOMOKU_STATUS_PARSE_INVALID_COLOR", 301),
            ("GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN", 302),
            ("GOMOKU_STATUS_PARSE_INVALID_MOVE", 303),
            ("GOMOKU_STATUS_PARSE_UNKNOWN_RULES", 304),
            ("GOMOKU_STATUS_PARSE_INVALID_TERMINATION", 305),
            ("GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST", 306),
            ("GOMOKU_STATUS_PARSE_INVALID_SYMMETRY", 310),
            ("GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE", 400),
            ("GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE", 401),
            ("GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE", 402),
            ("GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE", 403),
            ("GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE", 404),
            ("GOMOKU_STATUS_SETUP_OFF_BOARD", 500),
            ("GOMOKU_STATUS_SETUP_OVERLAP", 501),
            ("GOMOKU_STATUS_SETUP_ALREADY_WON", 502),
            ("GOMOKU_STATUS_SETUP_CAPTURES", 503),
            ("GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH", 600),
            ("GOMOKU_STATUS_RECORD_UNEXPECTED_END", 700),
            ("GOMOKU_STATUS_RECORD_WRONG_HEADER", 701),
            ("GOMOKU_STATUS_RECORD_UNKNOWN_VERSION", 702),
            ("GOMOKU_STATUS_RECORD_INVALID_UTF8", 703),
            ("GOMOKU_STATUS_RECORD_EXPECTED", 704),
            ("GOMOKU_STATUS_RECORD_INVALID_NUMBER", 705),
            ("GOMOKU_STATUS_RECORD_INVALID_POINT", 706),
            ("GOMOKU_STATUS_RECORD_OFF_BOARD", 707),
            ("GOMOKU_STATUS_RECORD_SIZE_OUT_OF_RANGE", 708),
            ("GOMOKU_STATUS_RECORD_NOT_SQUARE", 709),
            ("GOMOKU_STATUS_RECORD_BAD_ESCAPE", 710),
            ("GOMOKU_STATUS_RECORD_UNSUPPORTED_GAME", 711),
            ("GOMOKU_STATUS_RECORD_XML", 712),
            ("GOMOKU_STATUS_RECORD_NO_GAME", 713),
            ("GOMOKU_STATUS_RECORD_IO", 714),
            ("GOMOKU_STATUS_REPLAY_SIZE_MISMATCH", 730),
            ("GOMOKU_STATUS_REPLAY_SETUP", 731),
            ("GOMOKU_STATUS_REPLAY_WRONG_COLOR", 732),
            ("GOMOKU_STATUS_REPLAY_ILLEGAL", 733),
            ("GOMOKU_STATUS_REPLAY_RESULT_CONTRADICTS", 734),
            ("GOMOKU_STATUS_WRITE_SETUP", 760),
            ("GOMOKU_STATUS_WRITE_PASS", 761),
            ("GOMOKU_STATUS_WRITE_COLORS", 762),
            ("GOMOKU_STATUS_WRITE_READ_ONLY", 763),
            ("GOMOKU_STATUS_RECORD_NO_FIELD", 790),
            ("GOMOKU_STATUS_VCF_CAPTURE", 800),
            ("GOMOKU_STATUS_VCF_GAME_OVER", 801),
            ("GOMOKU_STATUS_VCF_MOVES_OUT_OF_RANGE", 802),
            ("GOMOKU_STATUS_VCF_TABLE_TOO_LARGE", 803),
            ("GOMOKU_STATUS_PROTOCOL_EMPTY_LINE", 850),
            ("GOMOKU_STATUS_PROTOCOL_INVALID_UTF8", 851),
            ("GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND", 852),
            ("GOMOKU_STATUS_PROTOCOL_MALFORMED", 853),
            ("GOMOKU_STATUS_PROTOCOL_OFF_BOARD", 854),
            ("GOMOKU_STATUS_OPENING_UNEXPECTED", 900),
            ("GOMOKU_STATUS_OPENING_OUTSIDE_AREA", 901),
            ("GOMOKU_STATUS_OPENING_DUPLICATE_OFFER", 902),
            ("GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER", 903),
            ("GOMOKU_STATUS_OPENING_OFFER_COUNT", 904),
            ("GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE", 905),
            ("GOMOKU_STATUS_OPENING_NOT_OFFERED", 906),
            ("GOMOKU_STATUS_OPENING_NO_OPENING", 907),
            ("GOMOKU_STATUS_OPENING_GAME_OVER", 908),
            ("GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL", 909),
            ("GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY", 910),
            ("GOMOKU_STATUS_GAME_NOT_A_MOVE", 911),
            ("GOMOKU_STATUS_PARSE_INVALID_OPENING", 912),
            ("GOMOKU_STATUS_PARSE_INVALID_PLAYER", 913),
            ("GOMOKU_STATUS_PARSE_INVALID_OPENING_ACTION", 914),
            ("GOMOKU_STATUS_MATCH_GAME_NOT_OVER", 920),
            ("GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE", 921),
            ("GOMOKU_STATUS_CLOCK_TIME_RAN_OUT", 930),
            ("GOMOKU_STATUS_CLOCK_ZERO_LIMIT", 931),
        ];
        let actual: Vec<(&str, i32)> = gomoku_status::ALL
            .iter()
            .map(|s| (s.c_name(), *s as i32))
            .collect();
        assert_eq!(actual, expected);
    }

    /// `STATUS.md` (copied into the README) is exactly the table of this enum.
    #[test]
    fn status_md_is_the_table() {
        let md = include_str!("../STATUS.md");
        let rows: Vec<Vec<String>> = md
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("| number"))
            .map(|l| {
                l.trim_matches('|')
                    .split(" | ")
                    .map(|c| c.trim().trim_matches('`').to_string())
                    .collect()
            })
            .collect();
        let expected: Vec<Vec<String>> = gomoku_status::ALL
            .iter()
            .map(|s| {
                vec![
                    (*s as i32).to_string(),
                    s.c_name().to_string(),
                    s.core_variant().unwrap_or("—").to_string(),
                    s.message().to_string(),
                ]
            })
            .collect();
        assert_eq!(rows, expected);
    }
}
