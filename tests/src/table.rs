//! The table of docs/DESIGN.md "One error, one code, one exception": each kind of core
//! error (`gomoku_referee::ErrorKind`), its C status and its Python exception class. The
//! rows are the core's kinds; the status of each is the C face's table (`STATUSES` of
//! `gomoku-ffi/src/status.rs`) and the class the documented one (`gomoku-py/EXCEPTIONS.md`).
//! Building the table fails when a kind has no status (and is not one the C face cannot
//! meet) or no documented class. The faces' answers are mapped back to the core variant
//! through this table, and `tests/tests/table.rs` witnesses every row with real calls to
//! the core, the C face and the Python module.

use std::sync::OnceLock;

use gomoku::gomoku_status;
use gomoku_referee::record::{RecordErrorKind, ReplayError, WriteError};
use gomoku_referee::{
    ClockError, ErrorKind, GameError, HistoryError, MatchError, OpeningError, OutcomeError,
    ParseError, PlayError, ProtocolError, RulesError, SetupError, VcfError,
};

/// One row: core variant, C status number, C constant, Python class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// The kind of core error.
    pub kind: ErrorKind,
    /// `Enum::Variant` of the core: the kind's name.
    pub variant: &'static str,
    /// The stable status number of the C face (`None`: a kind no C call can meet,
    /// `gomoku::status::NOT_IN_C`).
    pub status: Option<i32>,
    /// The C constant.
    pub constant: Option<&'static str>,
    /// The Python class, in module `gomoku`.
    pub class: &'static str,
}

/// `gomoku-py/EXCEPTIONS.md`, whose rows give each kind's class.
const EXCEPTIONS_MD: &str = include_str!("../../gomoku-py/EXCEPTIONS.md");

/// The documented class of the kind named `variant`, from `EXCEPTIONS.md`.
fn documented_class(variant: &str) -> Option<&'static str> {
    EXCEPTIONS_MD.lines().find_map(|line| {
        let mut cells = line.trim().trim_matches('|').split(" | ");
        let name = cells.next()?.trim().trim_matches('`');
        let class = cells.next()?.trim().trim_matches('`');
        (name == variant).then_some(class)
    })
}

/// Every kind of core error, in the order of `ErrorKind::ALL`.
///
/// # Panics
///
/// If a kind has no C status (and is not in `NOT_IN_C`) or no class in `EXCEPTIONS.md`.
#[must_use]
pub fn table() -> &'static [Row] {
    static TABLE: OnceLock<Vec<Row>> = OnceLock::new();
    TABLE.get_or_init(|| {
        ErrorKind::ALL
            .iter()
            .map(|&kind| {
                let variant = kind.name();
                let status = gomoku_status::of_kind(kind);
                assert!(
                    status.is_some() || gomoku::status::NOT_IN_C.contains(&kind),
                    "{variant} has no C status: add a row to STATUSES (gomoku-ffi/src/status.rs)"
                );
                let class = documented_class(variant).unwrap_or_else(|| {
                    panic!("{variant} has no Python class in gomoku-py/EXCEPTIONS.md")
                });
                Row {
                    kind,
                    variant,
                    status: status.map(|s| s as i32),
                    constant: status.map(gomoku_status::c_name),
                    class,
                }
            })
            .collect()
    })
}

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
    /// A history that does not make a game (its wrapping variants are the rows of the
    /// errors they wrap).
    History(HistoryError),
}

/// The kind of a core error (a wrapper: the kind of what it wraps).
#[must_use]
pub const fn kind(e: &CoreError) -> ErrorKind {
    match e {
        CoreError::Play(e) => e.kind(),
        CoreError::Game(e) => e.kind(),
        CoreError::Parse(e) => e.kind(),
        CoreError::Rules(e) => e.kind(),
        CoreError::Setup(e) => e.kind(),
        CoreError::Outcome(e) => e.kind(),
        CoreError::Record(k) => k.kind(),
        CoreError::RenjuNetIo => ErrorKind::RenjuNetIo,
        CoreError::Replay(e) => e.kind(),
        CoreError::Write(e) => e.kind(),
        CoreError::Opening(e) => e.kind(),
        CoreError::Match(e) => e.kind(),
        CoreError::Clock(e) => e.kind(),
        CoreError::Vcf(e) => e.kind(),
        CoreError::Protocol(e) => e.kind(),
        CoreError::History(e) => e.kind(),
    }
}

/// The `Enum::Variant` name of a core error: the name of its kind.
#[must_use]
pub const fn variant(e: &CoreError) -> &'static str {
    kind(e).name()
}

/// The core variant of a C status, by the table; `None` for 0 and unknown numbers.
#[must_use]
pub fn variant_of_status(status: i32) -> Option<&'static str> {
    table()
        .iter()
        .find(|r| r.status == Some(status))
        .map(|r| r.variant)
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
    let rows: Vec<&Row> = table().iter().filter(|r| r.class == class).collect();
    match rows.as_slice() {
        [] => None,
        [one] => Some(one.variant),
        many => many
            .iter()
            .find(|r| r.variant.starts_with(prefix))
            .map(|r| r.variant),
    }
}
