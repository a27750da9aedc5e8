//! # gomoku-referee
//!
//! (The crate lives in the folder `gomoku-core/` of its repository; it is published as
//! `gomoku-referee` because crates.io's `gomoku-core` is an unrelated project.)
//!
//! A referee for Gomoku and its family — freestyle, standard (exact five), Renju with its
//! forbidden moves, Caro, Omok, and the capture games Pente and Ninuki-Renju — written
//! once, `no_std`, with no allocation on the hot path. The C ABI (`gomoku-ffi`) and the
//! Python module (`gomoku-py`) translate this crate; they hold no rule of their own.
//!
//! The rules are specified in the project's rules reference, [`docs/RULES.md`]; each module
//! names the section it implements, and every citation "RULES.md §n" in the code, the C
//! header and the tests means a section of that file. The architecture is described in
//! [`docs/DESIGN.md`].
//!
//! [`docs/RULES.md`]: https://github.com/gomoku-rs/gomoku/blob/main/docs/RULES.md
//! [`docs/DESIGN.md`]: https://github.com/gomoku-rs/gomoku/blob/main/docs/DESIGN.md
//!
//! ```
//! use gomoku_referee::{Color, Forbidden, Game, Rules, Termination};
//!
//! let mut game = Game::new(Rules::renju());
//! for m in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"] {
//!     game.play_at(m.parse()?)?;
//! }
//! // f8 g8 and h6 h7 meet at h8: two open threes at once, forbidden to Black.
//! let h8 = "h8".parse()?;
//! assert_eq!(game.position().forbidden(h8), Some(Forbidden::DoubleThree));
//! print!("{:#}", game.position()); // the board, with h8 marked `3`
//!
//! // Under renju Black loses by playing a forbidden point.
//! game.play_at(h8)?;
//! let outcome = game.outcome().unwrap();
//! assert_eq!(outcome.termination, Termination::Forbidden);
//! assert_eq!(outcome.winner, Some(Color::White));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Feature flags
//!
//! - `std` (default): implies `alloc`, `encodings` and `line-table`; errors implement
//!   `std::error::Error`.
//! - `line-table`: the forbidden-move judge reads each line from the line table (105 KB,
//!   which the threat map carries anyway) instead of deciding it from its bits: the same
//!   verdicts, faster. Off, a small build that judges forbidden points but maps no threats
//!   leaves the table out.
//! - `alloc`: [`Game`], the position with its history (and its opening, RULES.md §7);
//!   [`History`], the record that rebuilds a game; and [`record`]: game records (move text, PSQ, SGF read and written;
//!   RenLib read, its texts decoded by the caller's decoder with
//!   `record::read_renlib_decoding`), every reader working on bytes.
//! - `encodings` (implies `alloc`): `record::TextEncoding` and `record::read_renlib`,
//!   RenLib's texts decoded from their code page with encoding_rs (its tables of every
//!   WHATWG encoding weigh about 150 KB; the WebAssembly face leaves them out).
//! - `renjunet` (implies `std`): `record::renjunet`, the RenjuNet XML database read as a
//!   stream, with quick-xml.
//! - `serde`: `Serialize`/`Deserialize` for the value types: `Point` and `Move` as their
//!   text (`"h8"`, `"pass"`), `Rules` as an object of its switches, names in kebab-case;
//!   deserializing checks what the API checks (a 40×40 board or a bent line is refused);
//!   with `alloc`, [`History`] too (replayed and checked by [`Game::from_history`]).
//! - `testing`: helpers shared by the project's own tests (a seeded generator, a plain
//!   grid, the action model); hidden, and not a stable API.
//!
//! Without default features the crate is `#![no_std]` and allocation-free:
//! [`Position`] is all a search needs.

#![no_std]
#![forbid(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

mod board;
#[cfg(feature = "alloc")]
pub mod bot;
#[cfg(feature = "alloc")]
pub mod brain;
mod capture;
mod clock;
mod color;
mod error_kind;
#[cfg(feature = "alloc")]
mod explain;
mod forbidden;
mod forbidden_tracker;
#[cfg(feature = "alloc")]
mod game;
#[cfg(feature = "alloc")]
mod history;
mod line_table;
#[cfg(feature = "alloc")]
mod match_play;
mod moves;
mod opening;
mod outcome;
#[cfg(feature = "alloc")]
pub mod playout;
mod point;
mod point_set;
mod position;
pub mod protocol;
#[cfg(feature = "alloc")]
pub mod record;
mod rules;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
mod symmetry;
#[cfg(any(test, feature = "testing"))]
#[doc(hidden)]
pub mod testing;
mod text;
mod threat_scan;
mod threat_tracker;
mod threats;
#[cfg(feature = "alloc")]
mod vcf;
mod zobrist;

pub use capture::Captures;
pub use clock::{Clock, ClockError, TimeControl};
pub use color::Color;
pub use error_kind::ErrorKind;
#[cfg(feature = "alloc")]
pub use explain::{ExplainedPoint, ExplainedRow, Explanation, RowKind, Verdict};
pub use forbidden::ForbiddenPoints;
pub use forbidden_tracker::ForbiddenTracker;
#[cfg(feature = "alloc")]
pub use game::Game;
#[cfg(feature = "alloc")]
pub use history::{Ending, History, HistoryError};
#[cfg(feature = "alloc")]
pub use match_play::{Match, MatchError, MatchGame, expected_score};
pub use moves::{GameError, Move, MoveListError, PlayError, parse_moves};
pub use opening::{
    Area, Expected, Expecting, Opening, OpeningAction, OpeningError, OpeningState, PatternList,
    Player, Step, SymmetryCentre, centre, rif_patterns,
};
pub use outcome::{Line, Outcome, OutcomeError, Termination};
pub use point::{MAX_SIZE, MIN_SIZE, Point};
pub use point_set::{Iter as PointSetIter, PointSet};
pub use position::{Diagram, Position};
pub use protocol::ProtocolError;
pub use rules::{
    Forbidden, ForbiddenPolicy, Preset, Restrictions, Rules, RulesError, RulesSwitches,
    RulesTextError,
};
pub use setup::{Setup, SetupError};
pub use symmetry::{Symmetry, SymmetrySet};
pub use text::{ParseError, Snippet};
pub use threat_tracker::ThreatTracker;
pub use threats::{
    Direction, LinePoints, LineThreat, MoveThreats, Row, Shape, ThreatMap, VcfError,
};
#[cfg(feature = "alloc")]
pub use vcf::{
    MAX_VCF_MOVES, Vcf, VcfBound, VcfEnd, VcfLimits, VcfLine, VcfMode, VcfResult, VcfSolver,
};

// The crate's README (the crates.io page) is compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctest;

/// Whether `s` spells the kebab-case `name`: case-insensitive, with `-`, `_` or a space
/// between the words (how every name of the crate parses).
pub(crate) fn name_matches(s: &str, name: &str) -> bool {
    s.len() == name.len()
        && s.bytes()
            .zip(name.bytes())
            .all(|(a, b)| a.eq_ignore_ascii_case(&b) || (b == b'-' && (a == b'_' || a == b' ')))
}
