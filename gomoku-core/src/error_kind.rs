//! [`ErrorKind`]: the stable name of every variant of every public error type, the one
//! list that the C statuses and the Python exceptions are tables over.
//!
//! Each error enum has a `const fn kind(&self) -> ErrorKind`. A variant that only wraps
//! another error of the core (`OpeningError::Illegal`, `ProtocolError::Rules`,
//! `HistoryError::Move`, `MoveListError`, `RulesTextError`, `RenjuNetError::Record`) has
//! the kind of the error it wraps: it is that error, met on another road. Every other
//! variant has a kind of its own.

use crate::{
    ClockError, GameError, MoveListError, OpeningError, OutcomeError, ParseError, PlayError,
    ProtocolError, RulesError, RulesTextError, SetupError, VcfError,
};

/// Writes [`ErrorKind`] (its variants, [`ErrorKind::ALL`], [`ErrorKind::name`]) and the
/// `kind()` of every error enum from one list: per error type, `Variant => Kind` for the
/// variants with a kind of their own, then after `;` the wrapping variants with the
/// expression that gives the wrapped error's kind. The match of each `kind()` is
/// exhaustive, so a new variant does not compile until it is listed here.
macro_rules! error_kinds {
    (
        $(
            $(#[cfg($cfg:meta)])?
            $(#[doc = $doc:literal])*
            $ty:ident {
                $($variant:ident => $kind:ident,)*
                $(; $($wrap:pat => $via:expr,)*)?
            }
        )*
    ) => {
        /// The kind of a core error: which variant of which error type it is, without its
        /// fields. Its [`name`](ErrorKind::name) is the stable `Type::Variant` spelling that
        /// the C statuses (`gomoku-ffi/STATUS.md`) and the Python exceptions
        /// (`gomoku-py/EXCEPTIONS.md`) are listed by.
        ///
        /// # Examples
        ///
        /// ```
        /// use gomoku_referee::{ErrorKind, OpeningError, PlayError, Rules, Game};
        ///
        /// let mut game = Game::new(Rules::freestyle());
        /// let h8 = "h8".parse()?;
        /// game.play_at(h8)?;
        /// let err = game.play_at(h8).unwrap_err();
        /// assert_eq!(err.kind(), ErrorKind::PlayOccupied);
        /// assert_eq!(err.kind().name(), "PlayError::Occupied");
        /// // A wrapper has the kind of the error it wraps.
        /// assert_eq!(OpeningError::Illegal(err).kind(), ErrorKind::PlayOccupied);
        /// assert!(ErrorKind::ALL.contains(&ErrorKind::PlayOccupied));
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $($(
                #[doc = concat!("`", stringify!($ty), "::", stringify!($variant), "`.")]
                $kind,
            )*)*
        }

        impl ErrorKind {
            /// Every kind, grouped by error type in the order of the documentation.
            ///
            /// ```
            /// use gomoku_referee::ErrorKind;
            /// assert_eq!(ErrorKind::ALL[0], ErrorKind::PlayOffBoard);
            /// ```
            pub const ALL: &'static [ErrorKind] = &[$($(ErrorKind::$kind,)*)*];

            /// The stable name, `Type::Variant`: `"PlayError::OffBoard"`.
            ///
            /// ```
            /// use gomoku_referee::ErrorKind;
            /// assert_eq!(ErrorKind::RecordUnexpectedEnd.name(), "RecordErrorKind::UnexpectedEnd");
            /// ```
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($(
                        ErrorKind::$kind => concat!(stringify!($ty), "::", stringify!($variant)),
                    )*)*
                }
            }
        }

        $(
            $(#[cfg($cfg)])?
            impl $ty {
                /// The kind of this error (a wrapping variant: the kind of the error it
                /// wraps). See [`ErrorKind`].
                ///
                /// # Examples
                ///
                $(#[doc = $doc])*
                #[must_use]
                pub const fn kind(&self) -> ErrorKind {
                    match self {
                        $($ty::$variant { .. } => ErrorKind::$kind,)*
                        $($($wrap => $via,)*)?
                    }
                }
            }
        )*
    };
}

error_kinds! {
    /// ```
    /// use gomoku_referee::{ErrorKind, PlayError};
    /// assert_eq!(PlayError::GameOver.kind(), ErrorKind::PlayGameOver);
    /// ```
    PlayError {
        OffBoard => PlayOffBoard,
        Occupied => PlayOccupied,
        Forbidden => PlayForbidden,
        GameOver => PlayGameOver,
        PassNotAllowed => PlayPassNotAllowed,
        OpeningUnderWay => PlayOpeningUnderWay,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, GameError};
    /// assert_eq!(GameError::NothingToUndo.kind(), ErrorKind::GameNothingToUndo);
    /// ```
    GameError {
        GameOver => GameGameOver,
        NothingToUndo => GameNothingToUndo,
        EndedByAction => GameEndedByAction,
        NoDrawOffer => GameNoDrawOffer,
        DrawOfferPending => GameDrawOfferPending,
        NotAMove => GameNotAMove,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, Point};
    /// assert_eq!("z99".parse::<Point>().unwrap_err().kind(), ErrorKind::ParseInvalidPoint);
    /// ```
    ParseError {
        InvalidPoint => ParseInvalidPoint,
        InvalidColor => ParseInvalidColor,
        InvalidForbidden => ParseInvalidForbidden,
        InvalidMove => ParseInvalidMove,
        UnknownRules => ParseUnknownRules,
        InvalidTermination => ParseInvalidTermination,
        InvalidMoveList => ParseInvalidMoveList,
        InvalidSymmetry => ParseInvalidSymmetry,
        InvalidOpening => ParseInvalidOpening,
        InvalidPlayer => ParseInvalidPlayer,
        InvalidOpeningAction => ParseInvalidOpeningAction,
        UnknownEncoding => ParseUnknownEncoding,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, Rules};
    /// assert_eq!(Rules::freestyle().with_size(4).unwrap_err().kind(), ErrorKind::RulesSizeOutOfRange);
    /// ```
    RulesError {
        SizeOutOfRange => RulesSizeOutOfRange,
        UnsupportedGomocupCode => RulesUnsupportedGomocupCode,
        CaptureTargetOutOfRange => RulesCaptureTargetOutOfRange,
        MoveLimitOutOfRange => RulesMoveLimitOutOfRange,
        PerfectFiveNeedsCapture => RulesPerfectFiveNeedsCapture,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, SetupError};
    /// assert_eq!(SetupError::Overlap { point: "h8".parse().unwrap() }.kind(), ErrorKind::SetupOverlap);
    /// ```
    SetupError {
        OffBoard => SetupOffBoard,
        Overlap => SetupOverlap,
        AlreadyWon => SetupAlreadyWon,
        Captures => SetupCaptures,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, OutcomeError, Termination};
    /// let e = OutcomeError::WinnerMismatch { winner: None, termination: Termination::Five };
    /// assert_eq!(e.kind(), ErrorKind::OutcomeWinnerMismatch);
    /// ```
    OutcomeError {
        WinnerMismatch => OutcomeWinnerMismatch,
    }
    #[cfg(feature = "alloc")]
    /// ```
    /// use gomoku_referee::ErrorKind;
    /// use gomoku_referee::record::RecordErrorKind;
    /// assert_eq!(RecordErrorKind::NoGame.kind(), ErrorKind::RecordNoGame);
    /// ```
    RecordErrorKind {
        UnexpectedEnd => RecordUnexpectedEnd,
        WrongHeader => RecordWrongHeader,
        UnknownVersion => RecordUnknownVersion,
        InvalidUtf8 => RecordInvalidUtf8,
        Expected => RecordExpected,
        InvalidNumber => RecordInvalidNumber,
        InvalidPoint => RecordInvalidPoint,
        OffBoard => RecordOffBoard,
        SizeOutOfRange => RecordSizeOutOfRange,
        NotSquare => RecordNotSquare,
        BadEscape => RecordBadEscape,
        UnsupportedGame => RecordUnsupportedGame,
        Xml => RecordXml,
        NoGame => RecordNoGame,
    }
    #[cfg(feature = "std")]
    /// ```
    /// use gomoku_referee::ErrorKind;
    /// use gomoku_referee::record::RenjuNetError;
    /// assert_eq!(RenjuNetError::Io(std::io::ErrorKind::Other).kind(), ErrorKind::RenjuNetIo);
    /// ```
    RenjuNetError {
        Io => RenjuNetIo,
        ;
        RenjuNetError::Record(e) => e.kind.kind(),
    }
    #[cfg(feature = "alloc")]
    /// ```
    /// use gomoku_referee::ErrorKind;
    /// use gomoku_referee::record::ReplayError;
    /// assert_eq!(ReplayError::SizeMismatch { record: 19, rules: 15 }.kind(), ErrorKind::ReplaySizeMismatch);
    /// ```
    ReplayError {
        SizeMismatch => ReplaySizeMismatch,
        Setup => ReplaySetup,
        WrongColor => ReplayWrongColor,
        Illegal => ReplayIllegal,
        ResultContradicts => ReplayResultContradicts,
        Opening => ReplayOpening,
        OpeningAction => ReplayOpeningAction,
        OpeningStone => ReplayOpeningStone,
        OpeningStart => ReplayOpeningStart,
    }
    #[cfg(feature = "alloc")]
    /// ```
    /// use gomoku_referee::ErrorKind;
    /// use gomoku_referee::record::WriteError;
    /// assert_eq!(WriteError::Pass.kind(), ErrorKind::WritePass);
    /// ```
    WriteError {
        Setup => WriteSetup,
        Pass => WritePass,
        Colors => WriteColors,
        ReadOnly => WriteReadOnly,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, VcfError};
    /// assert_eq!(VcfError::Capture.kind(), ErrorKind::VcfCapture);
    /// ```
    VcfError {
        Capture => VcfCapture,
        GameOver => VcfGameOver,
        MovesOutOfRange => VcfMovesOutOfRange,
        TableTooLarge => VcfTableTooLarge,
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, ProtocolError};
    /// assert_eq!(ProtocolError::EmptyLine.kind(), ErrorKind::ProtocolEmptyLine);
    /// ```
    ProtocolError {
        EmptyLine => ProtocolEmptyLine,
        InvalidUtf8 => ProtocolInvalidUtf8,
        UnknownCommand => ProtocolUnknownCommand,
        Malformed => ProtocolMalformed,
        OffBoard => ProtocolOffBoard,
        ;
        ProtocolError::Rules(e) => e.kind(),
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, OpeningError};
    /// assert_eq!(OpeningError::NoOpening.kind(), ErrorKind::OpeningNoOpening);
    /// ```
    OpeningError {
        Unexpected => OpeningUnexpected,
        OutsideArea => OpeningOutsideArea,
        DuplicateOffer => OpeningDuplicateOffer,
        SymmetricOffer => OpeningSymmetricOffer,
        OfferCount => OpeningOfferCount,
        OffersOutOfRange => OpeningOffersOutOfRange,
        NotOffered => OpeningNotOffered,
        NoOpening => OpeningNoOpening,
        GameOver => OpeningGameOver,
        BoardTooSmall => OpeningBoardTooSmall,
        ;
        OpeningError::Illegal(e) => e.kind(),
    }
    #[cfg(feature = "alloc")]
    /// ```
    /// use gomoku_referee::{ErrorKind, MatchError};
    /// assert_eq!(MatchError::GameNotOver.kind(), ErrorKind::MatchGameNotOver);
    /// ```
    MatchError {
        GameNotOver => MatchGameNotOver,
        KOutOfRange => MatchKOutOfRange,
    }
    /// ```
    /// use gomoku_referee::{ClockError, ErrorKind};
    /// assert_eq!(ClockError::ZeroLimit.kind(), ErrorKind::ClockZeroLimit);
    /// ```
    ClockError {
        TimeRanOut => ClockTimeRanOut,
        ZeroLimit => ClockZeroLimit,
    }
    #[cfg(feature = "alloc")]
    /// ```
    /// use gomoku_referee::{ErrorKind, HistoryError};
    /// assert_eq!(HistoryError::OpeningStart.kind(), ErrorKind::HistoryOpeningStart);
    /// ```
    HistoryError {
        OpeningStart => HistoryOpeningStart,
        OpeningStone => HistoryOpeningStone,
        ;
        HistoryError::Setup(e) => e.kind(),
        HistoryError::Move { error, .. } => error.kind(),
        HistoryError::Ending(e) | HistoryError::DrawOffer(e) => e.kind(),
        HistoryError::Opening(e) | HistoryError::OpeningAction { error: e, .. } => e.kind(),
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, Game, Rules};
    /// let e = Game::from_text(Rules::freestyle(), "h8 h8").unwrap_err();
    /// assert_eq!(e.kind(), ErrorKind::PlayOccupied); // the move's own kind
    /// ```
    MoveListError {
        ;
        MoveListError::Parse(e) => e.kind(),
        MoveListError::Play { error, .. } => error.kind(),
    }
    /// ```
    /// use gomoku_referee::{ErrorKind, Rules};
    /// assert_eq!("freestyle/4".parse::<Rules>().unwrap_err().kind(), ErrorKind::RulesSizeOutOfRange);
    /// ```
    RulesTextError {
        ;
        RulesTextError::Parse(e) => e.kind(),
        RulesTextError::Rules(e) => e.kind(),
    }
}

#[cfg(feature = "alloc")]
use crate::HistoryError;
#[cfg(feature = "alloc")]
use crate::MatchError;
#[cfg(feature = "std")]
use crate::record::RenjuNetError;
#[cfg(feature = "alloc")]
use crate::record::{RecordErrorKind, ReplayError, WriteError};

impl core::fmt::Display for ErrorKind {
    /// The [`name`](ErrorKind::name).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::format;

    #[test]
    fn names_are_unique_and_spelled_type_variant() {
        let names: BTreeSet<&str> = ErrorKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names.len(), ErrorKind::ALL.len(), "two kinds share a name");
        for &k in ErrorKind::ALL {
            let (ty, variant) = k.name().split_once("::").unwrap();
            assert!(ty.ends_with("Error") || ty.ends_with("ErrorKind"), "{ty}");
            assert!(variant.chars().all(char::is_alphanumeric), "{variant}");
            // The Rust name of the kind: the type without `Error`/`ErrorKind`, then the
            // variant, so that a reader can find one from the other.
            let prefix = ty.trim_end_matches("Kind").trim_end_matches("Error");
            assert_eq!(format!("{k:?}"), format!("{prefix}{variant}"));
            assert_eq!(format!("{k}"), k.name());
        }
        let mut sorted = ErrorKind::ALL.to_vec();
        sorted.sort();
        assert_eq!(sorted, ErrorKind::ALL, "ALL is in declaration order");
    }

    #[test]
    fn a_few_kinds_spelled_out() {
        // The spelling is stable: the C statuses and Python classes are listed by it.
        let p = crate::Point::new(7, 7).unwrap();
        let cases = [
            (
                PlayError::Occupied { point: p }.kind(),
                "PlayError::Occupied",
            ),
            (GameError::GameOver.kind(), "GameError::GameOver"),
            (
                crate::record::RecordErrorKind::SizeOutOfRange(30).kind(),
                "RecordErrorKind::SizeOutOfRange",
            ),
            (crate::ClockError::ZeroLimit.kind(), "ClockError::ZeroLimit"),
            (
                crate::HistoryError::OpeningStart.kind(),
                "HistoryError::OpeningStart",
            ),
        ];
        for (kind, name) in cases {
            assert_eq!(kind.name(), name);
        }
        assert_eq!(ErrorKind::ALL.len(), 87);
    }

    #[test]
    fn a_wrapper_has_the_kind_of_what_it_wraps() {
        let p = crate::Point::new(7, 7).unwrap();
        let occupied = PlayError::Occupied { point: p };
        assert_eq!(OpeningError::Illegal(occupied).kind(), occupied.kind());
        let size = RulesError::SizeOutOfRange { size: 4 };
        assert_eq!(
            ProtocolError::Rules(size).kind(),
            ErrorKind::RulesSizeOutOfRange
        );
        assert_eq!(
            RulesTextError::Rules(size).kind(),
            ErrorKind::RulesSizeOutOfRange
        );
        assert_eq!(
            MoveListError::Play {
                index: 2,
                error: occupied
            }
            .kind(),
            ErrorKind::PlayOccupied
        );
        let record = crate::record::RecordError {
            format: crate::record::Format::Sgf,
            kind: crate::record::RecordErrorKind::Xml,
            location: crate::record::Location::at_byte(0),
        };
        assert_eq!(record.kind.kind(), ErrorKind::RecordXml);
        #[cfg(feature = "renjunet")]
        {
            use crate::record::renjunet::RenjuNetError;
            assert_eq!(RenjuNetError::Record(record).kind(), ErrorKind::RecordXml);
            let io = RenjuNetError::Io(std::io::ErrorKind::Other);
            assert_eq!(io.kind().name(), "RenjuNetError::Io");
        }
        assert_eq!(
            crate::HistoryError::Move {
                index: 0,
                error: occupied
            }
            .kind(),
            ErrorKind::PlayOccupied
        );
    }
}
