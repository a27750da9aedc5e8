//! The Python module of `gomoku-referee`: `import gomoku`.
//!
//! This crate only translates: every rule lives in `gomoku-referee`. The native module is
//! `gomoku._gomoku`; the pure-Python package `gomoku` (in `python/gomoku/`) re-exports it
//! with hand-kept type stubs.
//!
//! | file | what it translates |
//! |---|---|
//! | `enums.rs` | `Color`, `Forbidden`, `Termination`, `ForbiddenPolicy`, `Player`, `Symmetry`: the `IntEnum`s of `gomoku/_enums.py`, converted to and from their members |
//! | `ints.rs` | `Int`: the one conversion of every integer argument |
//! | `point.rs` | `Point`, and the `Point`-or-`"h8"` argument type |
//! | `rules.rs` | `Rules` |
//! | `outcome.rs` | `Outcome` |
//! | `game.rs` | `Game` and its lazy `LegalMoves` view |
//! | `opening.rs` | `Opening`, `Expected`, `Match`, `MatchGame`, `Clock` (the opening's `Game` methods are in `game.rs`) |
//! | `errors.rs` | the exception tree, one class per core error variant |
//! | `batch.rs` | `random_playouts`, `replay` and `Playouts`: many games per call, no GIL |
//! | `interned.rs` | one shared `Point` object per intersection (fast legal-move lists) |
//! | `record.rs` | `Record`, `Game.to_sgf/to_psq/to_moves`, the RenjuNet stream |
//! | `analysis.rs` | threats, explanations, VCF (`Game.threats`, `.explain`, `.vcf`, ...) |
//! | `brain.rs` | the Gomocup protocol: `Session`, `Step`, `Budget`, `parse_command`, `format_reply` |
//! | `arrays.rs` | the board as numpy arrays: `Game.to_numpy`, `Game.to_numpy_symmetries`, `stack_games`, `PLANES` |
//! | `vector.rs` | `VectorEnv`: N games stepped in Rust for reinforcement learning (docs/RL.md) |
//! | `workers.rs` | the worker threads of a `VectorEnv` (`threads=k`): spin a little, then park |

use pyo3::prelude::*;

mod analysis;
mod arrays;
mod batch;
mod bot;
mod brain;
mod enums;
mod errors;
mod game;
mod interned;
mod ints;
mod opening;
mod outcome;
mod point;
mod record;
mod rules;
mod vector;
mod workers;

pub use arrays::{PLANE_NAMES, PLANES, stack_games};
pub use batch::{PyPlayouts, random_playouts, replay};
pub use bot::{PyBotDecision, PyReferenceBot};
pub use brain::{PyBudget, PyCommand, PySession, PyStep, format_reply, parse_command};
pub use enums::{PyColor, PyForbidden, PyForbiddenPolicy, PyPlayer, PySymmetry, PyTermination};
pub use game::{PyGame, PyLegalMoves};
pub use opening::{PyClock, PyExpected, PyMatch, PyMatchGame, PyOpening};
pub use outcome::PyOutcome;
pub use point::{PointArg, PyPoint};
pub use rules::PyRules;
pub use vector::PyVectorEnv;

/// Registers the native module compiled into the running program as the built-in module
/// `_gomoku` of the Python interpreter this program embeds, so that Rust tests can drive
/// this very code rather than an installed extension (the agreement tests' linked mode,
/// `GOMOKU_PY_LINKED=1`, which mutation testing of this crate uses).
///
/// Call it before the interpreter starts; then `sys.modules["gomoku._gomoku"] = _gomoku`
/// before `import gomoku` binds the pure-Python package to it.
///
/// # Panics
///
/// When an interpreter is already running (`PyImport_AppendInittab` must come first).
///
/// # Example
///
/// ```no_run
/// use pyo3::prelude::*;
///
/// _gomoku::append_to_inittab();
/// Python::initialize();
/// Python::attach(|py| {
///     let native = py.import("_gomoku")?;
///     assert!(native.getattr("Game").is_ok());
///     PyResult::Ok(())
/// })
/// .unwrap();
/// ```
pub fn append_to_inittab() {
    pyo3::append_to_inittab!(_gomoku);
}

/// The native module `gomoku._gomoku`.
///
/// It relies on the GIL (`gil_used = true`; the wheel is abi3, which only GIL builds of
/// CPython load, and a build against a free-threaded CPython has the GIL turned on as it
/// is imported): a game's `legal_moves` view points at its game without holding it, and
/// that is sound because the game's going and the view's use both happen attached to the
/// interpreter, one thread at a time (`game.rs`).
#[pymodule(gil_used = true)]
fn _gomoku(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    enums::register(m)?;
    opening::register(m)?;
    m.add_class::<PyPoint>()?;
    m.add_class::<PyRules>()?;
    m.add_class::<PyOutcome>()?;
    m.add_class::<PyGame>()?;
    m.add_class::<PyLegalMoves>()?;
    m.add_class::<PyPlayouts>()?;
    m.add_class::<analysis::PyThreatMap>()?;
    m.add_class::<analysis::PyLineThreat>()?;
    m.add_class::<analysis::PyMoveThreats>()?;
    m.add_class::<analysis::PyExplanation>()?;
    m.add_class::<analysis::PyExplainedRow>()?;
    m.add_class::<analysis::PyExplainedPoint>()?;
    m.add_class::<analysis::PyVcf>()?;
    m.add_class::<analysis::PyVcfSolver>()?;
    m.add(
        "THREAT_PLANES",
        pyo3::types::PyTuple::new(m.py(), analysis::THREAT_PLANE_NAMES)?,
    )?;
    m.add_class::<PyBudget>()?;
    m.add_class::<PyStep>()?;
    m.add_class::<PySession>()?;
    m.add_class::<PyCommand>()?;
    m.add_function(wrap_pyfunction!(parse_command, m)?)?;
    m.add_function(wrap_pyfunction!(format_reply, m)?)?;
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(stack_games, m)?)?;
    m.add("PLANES", pyo3::types::PyTuple::new(m.py(), PLANE_NAMES)?)?;
    // A class that compares only for equality gets all six comparison slots from CPython;
    // the four ordering ones would only ever raise TypeError, and `help()` would list them.
    for class in ["Game", "Rules", "Outcome"] {
        let class = m.getattr(class)?;
        for name in ["__lt__", "__le__", "__gt__", "__ge__"] {
            class.delattr(name)?;
        }
    }
    errors::register(m)?;
    m.add_class::<PyVectorEnv>()?;
    m.add_class::<PyReferenceBot>()?;
    m.add_class::<PyBotDecision>()?;
    record::register(m)?;
    Ok(())
}
