//! The status codes: one per core error kind ([`ErrorKind`]), plus the failures of the C
//! boundary.
//!
//! [`STATUSES`] below is the one table of them: number, name, the core kind it stands for,
//! message and documentation. Everything else is derived from it: the conversions from
//! the core's errors (through their `kind()`), the messages of `gomoku_status_str`,
//! [`gomoku_status::c_name`], `gomoku-ffi/STATUS.md`, and the enum itself. cbindgen reads
//! the enum from this file's source and does not expand macros, so the enum is written out
//! between the `GENERATED` markers below by the test `status::tests::generated_parts_are_up_to_date`,
//! which fails when they are stale; regenerate them (and STATUS.md) with
//!
//! ```text
//! GOMOKU_BLESS=1 cargo test -p gomoku-ffi --lib status
//! ```
//!
//! A new core error variant needs one row here (its number in its issue's range, after the
//! last one used there); `every_core_kind_has_a_status` fails until it has one.

use gomoku_referee::ErrorKind;
use gomoku_referee::record::renjunet::RenjuNetError;
use gomoku_referee::record::{RecordError, RecordErrorKind, ReplayError, WriteError};
use gomoku_referee::{
    ClockError, GameError, MatchError, MoveListError, OpeningError, OutcomeError, ParseError,
    PlayError, ProtocolError, RulesError, RulesTextError, SetupError, VcfError,
};

/// One status: a row of [`STATUSES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Status {
    /// The Rust name of the variant (`PlayOffBoard`; C: `GOMOKU_STATUS_PLAY_OFF_BOARD`).
    pub name: &'static str,
    /// The stable number.
    pub number: i32,
    /// The core kind it stands for; `None` for a failure of the C boundary.
    pub kind: Option<ErrorKind>,
    /// The static message of `gomoku_status_str`, NUL-terminated.
    message_nul: &'static str,
    /// The documentation of the variant, without the `` `Type::Variant`: `` it starts with.
    pub doc: &'static str,
}

/// Writes [`STATUSES`] from rows `/// doc` `Name = number [for Kind] => "message",`.
macro_rules! statuses {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident = $number:literal $(for $kind:ident)? => $message:literal,
    )*) => {
        /// Every status, in numeric order: the one table of the C face's statuses.
        pub const STATUSES: &[Status] = &[$(
            Status {
                name: stringify!($name),
                number: $number,
                kind: statuses!(@kind $($kind)?),
                message_nul: concat!($message, "\0"),
                doc: concat!($($doc),*),
            },
        )*];
    };
    (@kind) => { None };
    (@kind $kind:ident) => { Some(ErrorKind::$kind) };
}

statuses! {
    /// Success.
    Ok = 0 => "ok",
    /// A pointer argument was NULL (or a buffer pointer was NULL with a non-zero length).
    NullPointer = 1 => "a pointer argument is null",
    /// An integer given for an enum (colour, preset, policy, restriction bits) is out of range.
    InvalidEnum = 2 => "an enum argument is out of range",
    /// The buffer is too small; `*out_n` holds the size needed.
    BufferTooSmall = 3 => "the buffer is too small",
    /// An argument's value does not fit the others (a start game under other rules than
    /// those given).
    InvalidArgument = 4 => "an argument does not fit the others",
    /// The library panicked (a bug); nothing was changed that can be relied on.
    Panic = 9 => "the library panicked (a bug)",
    /// the point lies outside the board.
    PlayOffBoard = 100 for PlayOffBoard => "the point is off the board",
    /// the point already holds a stone.
    PlayOccupied = 101 for PlayOccupied => "the point is occupied",
    /// the point is forbidden for the side to move (reject policy).
    PlayForbidden = 102 for PlayForbidden => "the point is forbidden for the side to move",
    /// the game is over, nothing can be played.
    PlayGameOver = 103 for PlayGameOver => "the game is over",
    /// the rules do not allow passing.
    PlayPassNotAllowed = 104 for PlayPassNotAllowed => "passing is not allowed by these rules",
    /// the game is over.
    GameOver = 200 for GameGameOver => "the game is over",
    /// no move to undo.
    GameNothingToUndo = 201 for GameNothingToUndo => "there is no move to undo",
    /// a resignation, timeout or agreement cannot be undone.
    GameEndedByAction = 202 for GameEndedByAction
        => "the game ended by resignation, timeout or agreement: it cannot be undone",
    /// no draw offer to answer.
    GameNoDrawOffer = 203 for GameNoDrawOffer => "there is no draw offer to answer",
    /// a draw offer is already pending.
    GameDrawOfferPending = 204 for GameDrawOfferPending => "a draw offer is already pending",
    /// not a point like `h8`.
    ParseInvalidPoint = 300 for ParseInvalidPoint
        => "invalid point: expected a column letter a-z and a row 1-26, like h8",
    /// not `black` or `white`.
    ParseInvalidColor = 301 for ParseInvalidColor => "invalid color: expected black or white",
    /// not `double-three`, `double-four` or `overline`.
    ParseInvalidForbidden = 302 for ParseInvalidForbidden
        => "invalid forbidden kind: expected double-three, double-four or overline",
    /// not a point or `pass`.
    ParseInvalidMove = 303 for ParseInvalidMove => "invalid move: expected a point like h8 or pass",
    /// not the name of a rule set.
    ParseUnknownRules = 304 for ParseUnknownRules => "unknown rules",
    /// not a termination name.
    ParseInvalidTermination = 305 for ParseInvalidTermination => "invalid termination name",
    /// a move of a move list does not parse.
    ParseInvalidMoveList = 306 for ParseInvalidMoveList => "a move of the move list is invalid",
    /// not the name of a symmetry of the board.
    ParseInvalidSymmetry = 310 for ParseInvalidSymmetry => "invalid symmetry name",
    /// not the label of a text encoding (`gbk`, `windows-1252`, `utf-8`).
    ParseUnknownEncoding = 311 for ParseUnknownEncoding => "unknown text encoding",
    /// the board size is not in 5..=26.
    RulesSizeOutOfRange = 400 for RulesSizeOutOfRange => "board size is out of range 5..=26",
    /// a Gomocup rule code the library cannot honour.
    RulesUnsupportedGomocupCode = 401 for RulesUnsupportedGomocupCode
        => "gomocup rule code is not supported",
    /// a capture target not in 1..=100.
    RulesCaptureTargetOutOfRange = 402 for RulesCaptureTargetOutOfRange
        => "capture target is out of range 1..=100",
    /// a move limit not in 1..=65535.
    RulesMoveLimitOutOfRange = 403 for RulesMoveLimitOutOfRange
        => "move limit is out of range 1..=65535",
    /// the perfect-five rule without captures.
    RulesPerfectFiveNeedsCapture = 404 for RulesPerfectFiveNeedsCapture
        => "the perfect-five rule needs the capture option",
    /// a stone lies outside the board.
    SetupOffBoard = 500 for SetupOffBoard => "a stone is off the board",
    /// a point holds both a black and a white stone.
    SetupOverlap = 501 for SetupOverlap => "a point holds both a black and a white stone",
    /// the position already holds a winning line.
    SetupAlreadyWon = 502 for SetupAlreadyWon => "a side already has a winning line",
    /// captured pairs the rules do not allow.
    SetupCaptures = 503 for SetupCaptures => "captured pairs that these rules do not allow",
    /// a winner for a draw, or none for an end with one.
    OutcomeWinnerMismatch = 600 for OutcomeWinnerMismatch
        => "the winner does not fit the termination (a draw has none, any other end has one)",
    /// unexpected end of input.
    RecordUnexpectedEnd = 700 for RecordUnexpectedEnd => "unexpected end of input",
    /// wrong header for the format.
    RecordWrongHeader = 701 for RecordWrongHeader => "wrong header for the format",
    /// unknown version of the format.
    RecordUnknownVersion = 702 for RecordUnknownVersion => "unknown version of the format",
    /// invalid utf-8 in the record.
    RecordInvalidUtf8 = 703 for RecordInvalidUtf8 => "invalid utf-8 in the record",
    /// syntax error in the record.
    RecordExpected = 704 for RecordExpected => "syntax error in the record",
    /// invalid number in the record.
    RecordInvalidNumber = 705 for RecordInvalidNumber => "invalid number in the record",
    /// invalid point in the record.
    RecordInvalidPoint = 706 for RecordInvalidPoint => "invalid point in the record",
    /// a point of the record is off the board.
    RecordOffBoard = 707 for RecordOffBoard => "a point of the record is off the board",
    /// the record's board size is out of range 5..=26.
    RecordSizeOutOfRange = 708 for RecordSizeOutOfRange
        => "the record's board size is out of range 5..=26",
    /// the record's board is not square.
    RecordNotSquare = 709 for RecordNotSquare => "the record's board is not square",
    /// malformed escape: a backslash at the end of the input.
    RecordBadEscape = 710 for RecordBadEscape
        => "malformed escape: a backslash at the end of the input",
    /// not a gomoku record.
    RecordUnsupportedGame = 711 for RecordUnsupportedGame => "not a gomoku record",
    /// malformed xml.
    RecordXml = 712 for RecordXml => "malformed xml",
    /// no game in the input.
    RecordNoGame = 713 for RecordNoGame => "no game in the input",
    /// the file could not be read.
    RecordIo = 714 for RenjuNetIo => "the file could not be read",
    /// the record's board size differs from the rules'.
    ReplaySizeMismatch = 730 for ReplaySizeMismatch
        => "the record's board size differs from the rules'",
    /// the record's start position is invalid.
    ReplaySetup = 731 for ReplaySetup => "the record's start position is invalid",
    /// a move of the record is out of turn.
    ReplayWrongColor = 732 for ReplayWrongColor => "a move of the record is out of turn",
    /// a move of the record is illegal under the rules.
    ReplayIllegal = 733 for ReplayIllegal => "a move of the record is illegal under the rules",
    /// the recorded result contradicts the rules.
    ReplayResultContradicts = 734 for ReplayResultContradicts
        => "the recorded result contradicts the rules",
    /// the record's opening cannot start under the rules.
    ReplayOpening = 735 for ReplayOpening => "the record's opening cannot start under the rules",
    /// an opening action of the record is refused.
    ReplayOpeningAction = 736 for ReplayOpeningAction
        => "an opening action of the record is refused",
    /// a move of the record is not the stone its opening placed.
    ReplayOpeningStone = 737 for ReplayOpeningStone
        => "a move of the record is not the stone its opening placed",
    /// the record's opening does not start on the empty board.
    ReplayOpeningStart = 738 for ReplayOpeningStart
        => "the record's opening does not start on the empty board",
    /// the format cannot hold a start position.
    WriteSetup = 760 for WriteSetup => "the format cannot hold a start position",
    /// the format cannot hold a pass.
    WritePass = 761 for WritePass => "the format cannot hold a pass",
    /// the format cannot hold two moves of one colour in a row.
    WriteColors = 762 for WriteColors => "the format cannot hold two moves of one colour in a row",
    /// the format is read only.
    WriteReadOnly = 763 for WriteReadOnly => "the format is read only",
    /// `boundary`: the record has no such field.
    RecordNoField = 790 => "the record has no such field",
    /// `boundary`: the record has no node of that index (or the node no child of it).
    RecordNoNode = 791 => "the record has no such node",
    /// VCF is not defined under the capture option.
    VcfCapture = 800 for VcfCapture => "vcf is not defined under the capture option",
    /// the game is over, nobody moves any more.
    VcfGameOver = 801 for VcfGameOver => "the game is over: no vcf to search",
    /// a limit of attacker moves not in 1..=127.
    VcfMovesOutOfRange = 802 for VcfMovesOutOfRange => "a vcf move limit is out of range 1..=127",
    /// a transposition table of more than 2^24 entries.
    VcfTableTooLarge = 803 for VcfTableTooLarge
        => "a transposition table of more than 16777216 entries",
    /// a Gomocup protocol line that is empty.
    ProtocolEmptyLine = 850 for ProtocolEmptyLine => "empty line",
    /// a protocol line that is not UTF-8 text.
    ProtocolInvalidUtf8 = 851 for ProtocolInvalidUtf8 => "the line is not utf-8 text",
    /// not a command of the protocol (a brain answers UNKNOWN).
    ProtocolUnknownCommand = 852 for ProtocolUnknownCommand => "unknown command",
    /// a known command whose arguments do not parse.
    ProtocolMalformed = 853 for ProtocolMalformed => "the arguments of the command do not parse",
    /// a point of a command lies outside the board.
    ProtocolOffBoard = 854 for ProtocolOffBoard => "a point of the command is off the board",
    /// the opening expects another kind of action (`gomoku_game_expected` says which).
    OpeningUnexpected = 900 for OpeningUnexpected => "the opening expects another kind of action",
    /// the stone is outside the area the opening allows.
    OpeningOutsideArea = 901 for OpeningOutsideArea
        => "the stone is outside the area the opening allows",
    /// a point is offered twice.
    OpeningDuplicateOffer = 902 for OpeningDuplicateOffer => "a point is offered twice",
    /// an offer is the image of an earlier one under a symmetry keeping the position.
    OpeningSymmetricOffer = 903 for OpeningSymmetricOffer
        => "an offer is symmetric to an earlier one by a symmetry keeping the position",
    /// not as many fifth-move offers as required.
    OpeningOfferCount = 904 for OpeningOfferCount => "not as many fifth-move offers as required",
    /// a declared number of offers (or a rule's N) out of range.
    OpeningOffersOutOfRange = 905 for OpeningOffersOutOfRange
        => "the number of fifth-move offers is out of range",
    /// a pick of a point that was not offered.
    OpeningNotOffered = 906 for OpeningNotOffered => "the point was not offered",
    /// an opening action without an opening under way.
    OpeningNoOpening = 907 for OpeningNoOpening => "no opening is under way",
    /// an opening action after the end of the game.
    OpeningGameOver = 908 for OpeningGameOver => "the game is over",
    /// the board is too small for the opening rule.
    OpeningBoardTooSmall = 909 for OpeningBoardTooSmall => "the board is too small for the opening",
    /// a move of normal play while the opening is under way.
    PlayOpeningUnderWay = 910 for PlayOpeningUnderWay
        => "the opening is under way: its actions come first",
    /// undo when the last step is an opening action placing no stone (`gomoku_game_undo_step` takes
    /// it back).
    GameNotAMove = 911 for GameNotAMove => "the last step is an opening action, not a move",
    /// not an opening rule name.
    ParseInvalidOpening = 912 for ParseInvalidOpening
        => "invalid opening: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N",
    /// not `first` or `second`.
    ParseInvalidPlayer = 913 for ParseInvalidPlayer => "invalid player: expected first or second",
    /// not the text of an opening action.
    ParseInvalidOpeningAction = 914 for ParseInvalidOpeningAction => "invalid opening action",
    /// a game recorded in a match before its end.
    MatchGameNotOver = 920 for MatchGameNotOver => "the game is not over",
    /// an Elo K factor outside 1..=100.
    MatchKOutOfRange = 921 for MatchKOutOfRange => "elo k factor is out of range 1..=100",
    /// a report to a clock after a player's time ran out.
    ClockTimeRanOut = 930 for ClockTimeRanOut => "a player's time has run out",
    /// a per-move limit or budget of zero.
    ClockZeroLimit = 931 for ClockZeroLimit => "a time limit of zero leaves no time to move",
}

/// The core kinds that no call of the C face can meet, so have no status: the C face
/// has no call that replays a `History`.
pub const NOT_IN_C: &[ErrorKind] = &[
    ErrorKind::HistoryOpeningStart,
    ErrorKind::HistoryOpeningStone,
];

// GENERATED from STATUSES by `GOMOKU_BLESS=1 cargo test -p gomoku-ffi --lib status`: do not edit.
/// What a call returned: `GOMOKU_STATUS_OK` (0) or why it failed.
///
/// The numbers are stable: a number is never reused for another meaning. Each variant of
/// the core's error enums has its own number (`1xx` playing, `2xx` game actions, `3xx`
/// parsing, `4xx` rules, `5xx` setup, `6xx` outcomes, `85x` the Gomocup protocol); `1`–`9`
/// are failures of the C boundary itself.
/// `gomoku_status_str` gives a message for each.
// The default (Rust only) is `Ok`, the zero value: it also lets cargo-mutants replace an
// exported function's body by "succeed, do nothing", the mistranslation the agreement
// tests must catch (scripts/mutants.sh).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[allow(non_camel_case_types)]
pub enum gomoku_status {
    /// Success.
    #[default]
    Ok = 0,
    /// A pointer argument was NULL (or a buffer pointer was NULL with a non-zero length).
    NullPointer = 1,
    /// An integer given for an enum (colour, preset, policy, restriction bits) is out of range.
    InvalidEnum = 2,
    /// The buffer is too small; `*out_n` holds the size needed.
    BufferTooSmall = 3,
    /// An argument's value does not fit the others (a start game under other rules than those given).
    InvalidArgument = 4,
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
    /// `ParseError::UnknownEncoding`: not the label of a text encoding (`gbk`, `windows-1252`, `utf-8`).
    ParseUnknownEncoding = 311,
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
    /// `ReplayError::Opening`: the record's opening cannot start under the rules.
    ReplayOpening = 735,
    /// `ReplayError::OpeningAction`: an opening action of the record is refused.
    ReplayOpeningAction = 736,
    /// `ReplayError::OpeningStone`: a move of the record is not the stone its opening placed.
    ReplayOpeningStone = 737,
    /// `ReplayError::OpeningStart`: the record's opening does not start on the empty board.
    ReplayOpeningStart = 738,
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
    /// `boundary`: the record has no node of that index (or the node no child of it).
    RecordNoNode = 791,
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
    /// Every status, in numeric order (the order of [`STATUSES`]).
    pub(crate) const ALL: [gomoku_status; 93] = [
        gomoku_status::Ok,
        gomoku_status::NullPointer,
        gomoku_status::InvalidEnum,
        gomoku_status::BufferTooSmall,
        gomoku_status::InvalidArgument,
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
        gomoku_status::ParseUnknownEncoding,
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
        gomoku_status::ReplayOpening,
        gomoku_status::ReplayOpeningAction,
        gomoku_status::ReplayOpeningStone,
        gomoku_status::ReplayOpeningStart,
        gomoku_status::WriteSetup,
        gomoku_status::WritePass,
        gomoku_status::WriteColors,
        gomoku_status::WriteReadOnly,
        gomoku_status::RecordNoField,
        gomoku_status::RecordNoNode,
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

    /// The C names, in the order of [`gomoku_status::ALL`].
    const C_NAMES: [&str; 93] = [
        "GOMOKU_STATUS_OK",
        "GOMOKU_STATUS_NULL_POINTER",
        "GOMOKU_STATUS_INVALID_ENUM",
        "GOMOKU_STATUS_BUFFER_TOO_SMALL",
        "GOMOKU_STATUS_INVALID_ARGUMENT",
        "GOMOKU_STATUS_PANIC",
        "GOMOKU_STATUS_PLAY_OFF_BOARD",
        "GOMOKU_STATUS_PLAY_OCCUPIED",
        "GOMOKU_STATUS_PLAY_FORBIDDEN",
        "GOMOKU_STATUS_PLAY_GAME_OVER",
        "GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED",
        "GOMOKU_STATUS_GAME_OVER",
        "GOMOKU_STATUS_GAME_NOTHING_TO_UNDO",
        "GOMOKU_STATUS_GAME_ENDED_BY_ACTION",
        "GOMOKU_STATUS_GAME_NO_DRAW_OFFER",
        "GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING",
        "GOMOKU_STATUS_PARSE_INVALID_POINT",
        "GOMOKU_STATUS_PARSE_INVALID_COLOR",
        "GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN",
        "GOMOKU_STATUS_PARSE_INVALID_MOVE",
        "GOMOKU_STATUS_PARSE_UNKNOWN_RULES",
        "GOMOKU_STATUS_PARSE_INVALID_TERMINATION",
        "GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST",
        "GOMOKU_STATUS_PARSE_INVALID_SYMMETRY",
        "GOMOKU_STATUS_PARSE_UNKNOWN_ENCODING",
        "GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE",
        "GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE",
        "GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE",
        "GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE",
        "GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE",
        "GOMOKU_STATUS_SETUP_OFF_BOARD",
        "GOMOKU_STATUS_SETUP_OVERLAP",
        "GOMOKU_STATUS_SETUP_ALREADY_WON",
        "GOMOKU_STATUS_SETUP_CAPTURES",
        "GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH",
        "GOMOKU_STATUS_RECORD_UNEXPECTED_END",
        "GOMOKU_STATUS_RECORD_WRONG_HEADER",
        "GOMOKU_STATUS_RECORD_UNKNOWN_VERSION",
        "GOMOKU_STATUS_RECORD_INVALID_UTF8",
        "GOMOKU_STATUS_RECORD_EXPECTED",
        "GOMOKU_STATUS_RECORD_INVALID_NUMBER",
        "GOMOKU_STATUS_RECORD_INVALID_POINT",
        "GOMOKU_STATUS_RECORD_OFF_BOARD",
        "GOMOKU_STATUS_RECORD_SIZE_OUT_OF_RANGE",
        "GOMOKU_STATUS_RECORD_NOT_SQUARE",
        "GOMOKU_STATUS_RECORD_BAD_ESCAPE",
        "GOMOKU_STATUS_RECORD_UNSUPPORTED_GAME",
        "GOMOKU_STATUS_RECORD_XML",
        "GOMOKU_STATUS_RECORD_NO_GAME",
        "GOMOKU_STATUS_RECORD_IO",
        "GOMOKU_STATUS_REPLAY_SIZE_MISMATCH",
        "GOMOKU_STATUS_REPLAY_SETUP",
        "GOMOKU_STATUS_REPLAY_WRONG_COLOR",
        "GOMOKU_STATUS_REPLAY_ILLEGAL",
        "GOMOKU_STATUS_REPLAY_RESULT_CONTRADICTS",
        "GOMOKU_STATUS_REPLAY_OPENING",
        "GOMOKU_STATUS_REPLAY_OPENING_ACTION",
        "GOMOKU_STATUS_REPLAY_OPENING_STONE",
        "GOMOKU_STATUS_REPLAY_OPENING_START",
        "GOMOKU_STATUS_WRITE_SETUP",
        "GOMOKU_STATUS_WRITE_PASS",
        "GOMOKU_STATUS_WRITE_COLORS",
        "GOMOKU_STATUS_WRITE_READ_ONLY",
        "GOMOKU_STATUS_RECORD_NO_FIELD",
        "GOMOKU_STATUS_RECORD_NO_NODE",
        "GOMOKU_STATUS_VCF_CAPTURE",
        "GOMOKU_STATUS_VCF_GAME_OVER",
        "GOMOKU_STATUS_VCF_MOVES_OUT_OF_RANGE",
        "GOMOKU_STATUS_VCF_TABLE_TOO_LARGE",
        "GOMOKU_STATUS_PROTOCOL_EMPTY_LINE",
        "GOMOKU_STATUS_PROTOCOL_INVALID_UTF8",
        "GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND",
        "GOMOKU_STATUS_PROTOCOL_MALFORMED",
        "GOMOKU_STATUS_PROTOCOL_OFF_BOARD",
        "GOMOKU_STATUS_OPENING_UNEXPECTED",
        "GOMOKU_STATUS_OPENING_OUTSIDE_AREA",
        "GOMOKU_STATUS_OPENING_DUPLICATE_OFFER",
        "GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER",
        "GOMOKU_STATUS_OPENING_OFFER_COUNT",
        "GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE",
        "GOMOKU_STATUS_OPENING_NOT_OFFERED",
        "GOMOKU_STATUS_OPENING_NO_OPENING",
        "GOMOKU_STATUS_OPENING_GAME_OVER",
        "GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL",
        "GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY",
        "GOMOKU_STATUS_GAME_NOT_A_MOVE",
        "GOMOKU_STATUS_PARSE_INVALID_OPENING",
        "GOMOKU_STATUS_PARSE_INVALID_PLAYER",
        "GOMOKU_STATUS_PARSE_INVALID_OPENING_ACTION",
        "GOMOKU_STATUS_MATCH_GAME_NOT_OVER",
        "GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE",
        "GOMOKU_STATUS_CLOCK_TIME_RAN_OUT",
        "GOMOKU_STATUS_CLOCK_ZERO_LIMIT",
    ];
}
// END GENERATED

impl gomoku_status {
    /// The position of `self` in [`gomoku_status::ALL`] and [`STATUSES`] (the same order).
    const fn index(self) -> usize {
        let mut i = 0;
        while i < gomoku_status::ALL.len() {
            if gomoku_status::ALL[i] as i32 == self as i32 {
                return i;
            }
            i += 1;
        }
        unreachable!()
    }

    /// The row of this status in [`STATUSES`].
    pub const fn row(self) -> &'static Status {
        &STATUSES[self.index()]
    }

    /// The status with this number, if there is one.
    pub fn from_number(n: i32) -> Option<gomoku_status> {
        gomoku_status::ALL.into_iter().find(|s| *s as i32 == n)
    }

    /// The status of a core error kind (`None` for the kinds of [`NOT_IN_C`]).
    pub const fn of_kind(kind: ErrorKind) -> Option<gomoku_status> {
        let mut i = 0;
        while i < STATUSES.len() {
            if let Some(k) = STATUSES[i].kind {
                if k as u32 == kind as u32 {
                    return Some(gomoku_status::ALL[i]);
                }
            }
            i += 1;
        }
        None
    }

    /// The C name of the constant, `GOMOKU_STATUS_...`.
    pub const fn c_name(self) -> &'static str {
        gomoku_status::C_NAMES[self.index()]
    }

    /// The core error kind this status stands for, or `None` for boundary statuses.
    pub const fn kind(self) -> Option<ErrorKind> {
        self.row().kind
    }

    /// The `Type::Variant` name of the core error this status stands for, or `None` for
    /// boundary statuses.
    pub const fn core_variant(self) -> Option<&'static str> {
        match self.kind() {
            Some(k) => Some(k.name()),
            None => None,
        }
    }

    /// A static message, NUL-terminated for C.
    pub(crate) const fn message_nul(self) -> &'static str {
        self.row().message_nul
    }

    /// The message without its NUL (for the tests: C reads `gomoku_status_str`).
    #[cfg(test)]
    pub(crate) fn message(self) -> &'static str {
        let m = self.message_nul();
        &m[..m.len() - 1]
    }
}

/// The status of a core error: the row of its kind. A kind without a row would give
/// `Panic`; `every_core_kind_has_a_status` asserts there is none.
const fn status_of(kind: ErrorKind) -> gomoku_status {
    match gomoku_status::of_kind(kind) {
        Some(s) => s,
        None => gomoku_status::Panic,
    }
}

/// `From<E> for gomoku_status` for core error types with a `kind()`.
macro_rules! from_core_errors {
    ($($ty:ty),* $(,)?) => {$(
        impl From<$ty> for gomoku_status {
            fn from(e: $ty) -> gomoku_status {
                status_of(e.kind())
            }
        }
    )*};
}

// A wrapper (`OpeningError::Illegal`, `ProtocolError::Rules`, `MoveListError`,
// `RulesTextError`, `RenjuNetError::Record`) has the kind, so the status, of what it wraps.
from_core_errors!(
    PlayError,
    GameError,
    ParseError,
    RulesError,
    SetupError,
    OutcomeError,
    RecordErrorKind,
    RenjuNetError,
    ReplayError,
    WriteError,
    VcfError,
    ProtocolError,
    OpeningError,
    MatchError,
    ClockError,
    MoveListError,
    RulesTextError,
);

impl From<RecordError> for gomoku_status {
    fn from(e: RecordError) -> gomoku_status {
        e.kind.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::fmt::Write as _;
    use std::path::Path;

    const BEGIN: &str = "// GENERATED from STATUSES by `GOMOKU_BLESS=1 cargo test -p gomoku-ffi --lib status`: do not edit.\n";
    const END: &str = "// END GENERATED\n";

    /// The documentation and attributes of the enum (cbindgen copies the documentation
    /// into the header).
    const ENUM_HEAD: &str = "/// What a call returned: `GOMOKU_STATUS_OK` (0) or why it failed.\n\
///\n\
/// The numbers are stable: a number is never reused for another meaning. Each variant of\n\
/// the core's error enums has its own number (`1xx` playing, `2xx` game actions, `3xx`\n\
/// parsing, `4xx` rules, `5xx` setup, `6xx` outcomes, `85x` the Gomocup protocol); `1`–`9`\n\
/// are failures of the C boundary itself.\n\
/// `gomoku_status_str` gives a message for each.\n\
// The default (Rust only) is `Ok`, the zero value: it also lets cargo-mutants replace an\n\
// exported function's body by \"succeed, do nothing\", the mistranslation the agreement\n\
// tests must catch (scripts/mutants.sh).\n\
#[repr(i32)]\n\
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]\n\
#[allow(non_camel_case_types)]\n\
";

    /// The C name cbindgen gives a variant (`ScreamingSnakeCase`: `_` before every
    /// capital but the first).
    fn screaming(name: &str) -> String {
        let mut out = String::from("GOMOKU_STATUS_");
        for (i, c) in name.chars().enumerate() {
            if i > 0 && c.is_ascii_uppercase() {
                out.push('_');
            }
            out.push(c.to_ascii_uppercase());
        }
        out
    }

    /// The documentation line of a row, as the enum and the header carry it.
    fn full_doc(s: &Status) -> String {
        match s.kind {
            Some(k) => format!("`{}`: {}", k.name(), s.doc.trim()),
            None => s.doc.trim().to_owned(),
        }
    }

    /// The generated part of this file: the enum, `ALL` and `C_NAMES`.
    fn render_rust() -> String {
        let n = STATUSES.len();
        let mut s = String::from(BEGIN);
        s += ENUM_HEAD;
        s += "pub enum gomoku_status {\n";
        for row in STATUSES {
            let _ = writeln!(s, "    /// {}", full_doc(row));
            if row.number == 0 {
                s += "    #[default]\n";
            }
            let _ = writeln!(s, "    {} = {},", row.name, row.number);
        }
        s += "}\n\nimpl gomoku_status {\n";
        s += "    /// Every status, in numeric order (the order of [`STATUSES`]).\n";
        let _ = writeln!(s, "    pub(crate) const ALL: [gomoku_status; {n}] = [");
        for row in STATUSES {
            let _ = writeln!(s, "        gomoku_status::{},", row.name);
        }
        s += "    ];\n\n    /// The C names, in the order of [`gomoku_status::ALL`].\n";
        let _ = writeln!(s, "    const C_NAMES: [&str; {n}] = [");
        for row in STATUSES {
            let _ = writeln!(s, "        \"{}\",", screaming(row.name));
        }
        s += "    ];\n}\n";
        s += END;
        s
    }

    /// `gomoku-ffi/STATUS.md`.
    fn render_md() -> String {
        let mut s = String::from(STATUS_MD_HEAD);
        s += "| number | C constant | core error | message |\n|---:|---|---|---|\n";
        for row in STATUSES {
            let core = row
                .kind
                .map_or("—".to_owned(), |k| format!("`{}`", k.name()));
            let _ = writeln!(
                s,
                "| {} | `{}` | {core} | {} |",
                row.number,
                screaming(row.name),
                &row.message_nul[..row.message_nul.len() - 1]
            );
        }
        s
    }

    const STATUS_MD_HEAD: &str = "\
# Status codes of the C face

<!-- GENERATED from the table STATUSES of gomoku-ffi/src/status.rs by
     `GOMOKU_BLESS=1 cargo test -p gomoku-ffi --lib status`: do not edit by hand. -->

Every function of `include/gomoku.h` that can fail returns a `gomoku_status`. The numbers
are stable: a number is never reused for another meaning. `GOMOKU_STATUS_OK` is 0; 1–9 are
failures of the C boundary itself; every kind of core error (`gomoku_referee::ErrorKind`,
named `Type::Variant` below) has its own number: 1xx `PlayError` (a move refused), 2xx
`GameError` (undo, resignation, draw offers), 3xx `ParseError`, 4xx `RulesError`, 5xx
`SetupError`, 6xx `OutcomeError`, 7xx game records (700–729 `RecordErrorKind` and
`RenjuNetError::Io`, 730–759 `ReplayError`, 760–789 `WriteError`, 790 a record field that
is absent), 800–849 analysis (80x `VcfError`, the VCF search of RULES.md §12), 850–899
`ProtocolError` (the Gomocup protocol), 900–949 the openings, matches and clocks of
RULES.md §7–§8 (90x `OpeningError`, 910–914 the `PlayError`, `GameError` and `ParseError`
variants they added, 92x `MatchError`, 93x `ClockError`).

A core error that wraps another one has the status of the error it wraps: an opening stone
or offer that the position refuses (`OpeningError::Illegal`) has the status of that
`PlayError`, `ProtocolError::Rules` the 4xx status of its `RulesError`.
`gomoku_status_str(status)` returns the message below.

";

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    /// Compares a generated text with the checked-in one; `GOMOKU_BLESS=1` writes it.
    fn check_or_bless(path: &Path, old: &str, new: &str) -> bool {
        if old == new {
            return true;
        }
        if std::env::var_os("GOMOKU_BLESS").is_some() {
            std::fs::write(path, new).unwrap();
            return true;
        }
        false
    }

    #[test]
    fn generated_parts_are_up_to_date() {
        let path = root().join("src/status.rs");
        let source = std::fs::read_to_string(&path).unwrap();
        let start = source.find(BEGIN).expect("the BEGIN marker");
        let end = source.find(END).expect("the END marker") + END.len();
        let fresh = format!("{}{}{}", &source[..start], render_rust(), &source[end..]);
        let md_path = root().join("STATUS.md");
        let md = std::fs::read_to_string(&md_path).unwrap_or_default();
        let rust_ok = check_or_bless(&path, &source, &fresh);
        let md_ok = check_or_bless(&md_path, &md, &render_md());
        assert!(
            rust_ok && md_ok,
            "the enum of gomoku-ffi/src/status.rs or gomoku-ffi/STATUS.md is stale: run\n  \
             GOMOKU_BLESS=1 cargo test -p gomoku-ffi --lib status\n\
             then regenerate include/gomoku.h (scripts/test-c.sh says how)"
        );
        // The derived parts follow the table row by row.
        assert_eq!(gomoku_status::ALL.len(), STATUSES.len());
        for (s, row) in gomoku_status::ALL.iter().zip(STATUSES) {
            assert_eq!(*s as i32, row.number, "{}", row.name);
            assert_eq!(s.c_name(), screaming(row.name));
            assert_eq!(format!("{s:?}"), row.name);
        }
    }

    #[test]
    fn every_core_kind_has_a_status() {
        for &kind in ErrorKind::ALL {
            let rows: Vec<&Status> = STATUSES.iter().filter(|r| r.kind == Some(kind)).collect();
            if NOT_IN_C.contains(&kind) {
                assert!(
                    rows.is_empty(),
                    "{kind}: listed in NOT_IN_C and has a status"
                );
                assert_eq!(gomoku_status::of_kind(kind), None);
            } else {
                assert_eq!(rows.len(), 1, "{kind}: needs exactly one row in STATUSES");
                let status = gomoku_status::of_kind(kind).unwrap();
                assert_eq!(status.kind(), Some(kind));
                assert_eq!(status.core_variant(), Some(kind.name()));
            }
        }
    }

    #[test]
    fn numbers_are_unique_and_sorted_and_in_the_header() {
        let numbers: Vec<i32> = STATUSES.iter().map(|s| s.number).collect();
        let mut sorted = numbers.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(numbers, sorted);
        let names: BTreeSet<&str> = STATUSES.iter().map(|s| s.name).collect();
        assert_eq!(names.len(), STATUSES.len());
        let header = std::fs::read_to_string(root().join("../include/gomoku.h")).unwrap();
        for s in gomoku_status::ALL {
            assert_eq!(gomoku_status::from_number(s as i32), Some(s));
            assert!(s.message_nul().ends_with('\0'));
            assert!(!s.message().contains('\0'));
            assert!(
                !s.message().ends_with('.'),
                "{}: a message has no period",
                s.c_name()
            );
            let line = format!("  {} = {},", s.c_name(), s as i32);
            assert!(header.contains(&line), "include/gomoku.h lacks {line}");
        }
        assert_eq!(gomoku_status::from_number(5), None);
    }

    #[test]
    fn conversions_go_through_the_kind() {
        let p = gomoku_referee::Point::new(7, 7).unwrap();
        let occupied = PlayError::Occupied { point: p };
        assert_eq!(gomoku_status::from(occupied), gomoku_status::PlayOccupied);
        assert_eq!(
            gomoku_status::from(OpeningError::Illegal(occupied)),
            gomoku_status::PlayOccupied
        );
        let size = RulesError::SizeOutOfRange { size: 4 };
        assert_eq!(
            gomoku_status::from(ProtocolError::Rules(size)),
            gomoku_status::RulesSizeOutOfRange
        );
        assert_eq!(
            gomoku_status::from(RulesTextError::Rules(size)),
            gomoku_status::RulesSizeOutOfRange
        );
        assert_eq!(
            gomoku_status::from(GameError::GameOver),
            gomoku_status::GameOver
        );
        assert_eq!(
            gomoku_status::from(RenjuNetError::Io(std::io::ErrorKind::Other)),
            gomoku_status::RecordIo
        );
    }

    /// The numbers and names of the statuses released so far, spelled out: each must stay
    /// (changing one breaks every C program compiled against an older header). New
    /// statuses need not be added here.
    #[test]
    fn stable_numbers() {
        let released = [
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
        let actual: BTreeSet<(&str, i32)> = gomoku_status::ALL
            .iter()
            .map(|s| (s.c_name(), *s as i32))
            .collect();
        for (name, number) in released {
            assert!(
                actual.contains(&(name, number)),
                "{name} = {number} changed"
            );
        }
    }
}
