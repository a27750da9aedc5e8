//! The status codes: one per core error variant, plus the failures of the C boundary.

use gomoku_referee::{GameError, OutcomeError, ParseError, PlayError, RulesError, SetupError};

/// What a call returned: `GOMOKU_STATUS_OK` (0) or why it failed.
///
/// The numbers are stable: a number is never reused for another meaning. Each variant of
/// the core's error enums has its own number (`1xx` playing, `2xx` game actions, `3xx`
/// parsing, `4xx` rules, `5xx` setup, `6xx` outcomes); `1`–`9` are failures of the C boundary itself.
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
}

impl gomoku_status {
    /// Every status, in numeric order.
    pub(crate) const ALL: [gomoku_status; 32] = [
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
        }
    }

    /// The core error variant this status stands for, or `None` for boundary statuses.
    pub const fn core_variant(self) -> Option<&'static str> {
        Some(match self {
            gomoku_status::Ok
            | gomoku_status::NullPointer
            | gomoku_status::InvalidEnum
            | gomoku_status::BufferTooSmall
            | gomoku_status::Panic => return None,
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
                "OutcomeError::WinnerMismatch",
                OutcomeError::WinnerMismatch {
                    winner: None,
                    termination: Termination::Five,
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
