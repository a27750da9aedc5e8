//! Batch calls that run many games inside Rust without the GIL: `random_playouts` and
//! `replay`, and `Playouts`, the record of a batch of random games.
//!
//! The games are the core's `playout::RandomPlayouts` (a uniformly drawn point, the core
//! deciding what the move does), seeded per game, so a batch is the same on every machine,
//! for any number of threads, and in every face.

use std::num::NonZeroUsize;
use std::thread;

use gomoku_referee::playout::RandomPlayouts;
use gomoku_referee::{
    Color, Game, Move, Outcome, ParseError, PlayError, Position, Rules, parse_moves,
};
use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

use crate::arrays::{numpy_required, vec_to_numpy};
use crate::enums::{PyColor, PyTermination};
use crate::errors::parse_error;
use crate::game::{PyGame, move_list_error, moves_from_iterable, try_push};
use crate::ints::int_arg;
use crate::rules::PyRules;

/// Winner code of a drawn game.
pub const DRAW: u8 = 0;
/// Winner code of a game Black won.
pub const BLACK: u8 = 1;
/// Winner code of a game White won.
pub const WHITE: u8 = 2;
/// Termination code of a game that did not end (a safeguard; the core always ends a
/// random game: a five, a full board, no legal move or the move limit).
pub const UNFINISHED: u8 = 255;

/// The generator of `VectorEnv`'s games and sampler (`vector.rs`): the core's playout
/// generator (wyrand), so that the environments and the batches draw alike.
pub(crate) use gomoku_referee::playout::PlayoutRng as Rng;

/// The result of one random game: winner code, termination code, moves played.
type Record = (u8, u8, u16);

/// The codes of an outcome (or of no outcome).
fn record(outcome: Option<Outcome>, length: u16) -> Record {
    match outcome {
        None => (DRAW, UNFINISHED, length),
        Some(o) => {
            let winner = match o.winner {
                None => DRAW,
                Some(Color::Black) => BLACK,
                Some(Color::White) => WHITE,
            };
            (winner, PyTermination::from(o.termination) as u8, length)
        }
    }
}

/// Plays games `first..first + out.len()` of the batch into `out` (the core's
/// `RandomPlayouts`: the same games as every face's for a seed).
fn playout_chunk(start: &Position, seed: u64, first: usize, out: &mut [Record]) {
    let mut games = RandomPlayouts::new(*start);
    for (k, slot) in out.iter_mut().enumerate() {
        let (outcome, length) = games.play(seed, (first + k) as u64);
        *slot = record(outcome, length);
    }
}

/// The most threads a batch starts, whatever the caller asks.
pub const MAX_THREADS: usize = 256;

/// Plays random games from `start` into `out` (one record per game) on up to `threads`
/// threads. A thread the system cannot start leaves its part to the calling thread.
pub fn run_playouts(start: &Position, out: &mut [Record], seed: u64, threads: usize) {
    let n = out.len();
    let threads = threads.clamp(1, n.clamp(1, MAX_THREADS));
    if threads == 1 {
        playout_chunk(start, seed, 0, out);
        return;
    }
    let chunk = n.div_ceil(threads);
    let mut failed = Vec::new();
    thread::scope(|s| {
        for (c, part) in out.chunks_mut(chunk).enumerate() {
            let spawned = thread::Builder::new()
                .spawn_scoped(s, move || playout_chunk(start, seed, c * chunk, part));
            if spawned.is_err() {
                failed.push(c);
            }
        }
    });
    for (c, part) in out.chunks_mut(chunk).enumerate() {
        if failed.contains(&c) {
            playout_chunk(start, seed, c * chunk, part);
        }
    }
}

/// The record of a batch of random games (from `random_playouts`): for game `i`,
/// `winners[i]` (`Color.BLACK`, `Color.WHITE`, or `None` for a draw),
/// `terminations[i]` (`int()` of its `Termination`) and `lengths[i]` (the number of moves
/// played).
#[pyclass(module = "gomoku", name = "Playouts", frozen)]
#[derive(Debug, Clone)]
pub struct PyPlayouts {
    winners: Vec<u8>,
    terminations: Vec<u8>,
    lengths: Vec<u16>,
}

impl PyPlayouts {
    fn count(&self, code: u8) -> usize {
        self.winners.iter().filter(|&&w| w == code).count()
    }
}

#[pymethods]
impl PyPlayouts {
    /// The winner of each game: `Color.BLACK`, `Color.WHITE`, or `None` for a draw, so
    /// that `sum(w == Color.BLACK for w in playouts.winners)` counts Black's wins.
    #[getter]
    fn winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        // Built straight into a Python list: a failed allocation is a `MemoryError`.
        let colors = self.winners.iter().map(|&w| match w {
            BLACK => Some(PyColor::Black),
            WHITE => Some(PyColor::White),
            _ => None,
        });
        let objects = colors
            .map(|c| c.into_pyobject(py).map(Bound::into_any))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, objects)
    }

    /// How each game ended: `int(Termination.X)` (`FIVE` is 0, `FORBIDDEN` 2,
    /// `BOARD_FULL` 5, ...).
    #[getter]
    fn terminations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.terminations.iter().map(|&t| u16::from(t)))
    }

    /// The number of moves of each game.
    #[getter]
    fn lengths<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.lengths.iter().copied())
    }

    /// The number of games Black won.
    #[getter]
    fn black_wins(&self) -> usize {
        self.count(BLACK)
    }

    /// The number of games White won.
    #[getter]
    fn white_wins(&self) -> usize {
        self.count(WHITE)
    }

    /// The number of drawn games.
    #[getter]
    fn draws(&self) -> usize {
        self.count(DRAW)
    }

    /// `(winners, terminations, lengths)` as numpy arrays of shape `(n,)` and dtypes
    /// `int8`, `uint8`, `uint16`. A winner is `int(Color.BLACK)` (0), `int(Color.WHITE)`
    /// (1) or -1 for a draw, so that `winners == Color.BLACK` selects Black's wins.
    ///
    /// Raises `ImportError` if numpy is not installed, `MemoryError` if the arrays cannot
    /// be allocated.
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyTuple>> {
        numpy_required(py)?;
        let winners = try_map(&self.winners, |w| match w {
            BLACK => Color::Black.index() as i8,
            WHITE => Color::White.index() as i8,
            _ => -1,
        })?;
        (
            vec_to_numpy(py, winners),
            vec_to_numpy(py, try_map(&self.terminations, |t| t)?),
            vec_to_numpy(py, try_map(&self.lengths, |l| l)?),
        )
            .into_pyobject(py)
    }

    /// The number of games.
    fn __len__(&self) -> usize {
        self.winners.len()
    }

    /// `<Playouts n=1000 black_wins=... white_wins=... draws=...>`.
    fn __repr__(&self) -> String {
        format!(
            "<Playouts n={} black_wins={} white_wins={} draws={}>",
            self.winners.len(),
            self.black_wins(),
            self.white_wins(),
            self.draws()
        )
    }
}

/// `f` of each item of `v`, in a vector allocated fallibly (`MemoryError`).
fn try_map<T: Copy, U>(v: &[T], f: impl Fn(T) -> U) -> PyResult<Vec<U>> {
    let mut out = Vec::new();
    out.try_reserve_exact(v.len())
        .map_err(|_| PyMemoryError::new_err("out of memory"))?;
    out.extend(v.iter().map(|&x| f(x)));
    Ok(out)
}

/// A count argument: an int from `min` to `max` (`what` names it), else `ValueError`
/// saying so (`TypeError` for a non-int).
pub(crate) fn count_arg(obj: &Bound<'_, PyAny>, what: &str, min: u64, max: u64) -> PyResult<u64> {
    int_arg(obj, what)?.in_range(what, min, max)
}

/// Plays `n` games of uniformly random moves under `rules`, inside Rust with the GIL
/// released, and returns their winners, terminations and lengths as a `Playouts`.
///
/// Each move is a uniformly random legal point for the side to move. Under the *lose*
/// policy (renju) every empty point is legal, so a forbidden point can be drawn — and
/// loses; under the *reject* policy the draw is among `legal_moves`. Nobody passes.
/// The games start from the empty board, or from `start` (a `Game` with these rules)
/// if given. The result depends only on `(rules, n, seed, start)`, not on `threads`
/// (default: one per CPU core; at most 256 are started).
///
/// Raises `ValueError` if `start` has other rules, `n` is negative, `seed` is outside
/// `0..2**64` or `threads` outside `1..2**64`; `MemoryError` if the `n` records (4
/// bytes a game) cannot be allocated.
#[pyfunction]
#[pyo3(signature = (rules, n, seed = None, *, start = None, threads = None),
       text_signature = "(rules, n, seed=0, *, start=None, threads=None)")]
pub fn random_playouts(
    py: Python<'_>,
    rules: PyRules,
    n: &Bound<'_, PyAny>,
    seed: Option<&Bound<'_, PyAny>>,
    start: Option<PyRef<'_, PyGame>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyPlayouts> {
    let n = count_arg(n, "n", 0, u64::MAX)?;
    let seed = match seed {
        Some(s) => count_arg(s, "seed", 0, u64::MAX)?,
        None => 0,
    };
    let threads = match threads {
        Some(t) => Some(count_arg(t, "threads", 1, u64::MAX)?),
        None => None,
    };
    let position = match &start {
        Some(game) if *game.inner.rules() != rules.0 => {
            return Err(PyValueError::new_err(
                "the start game is played under other rules",
            ));
        }
        Some(game) => *game.inner.position(),
        None => Position::new(rules.0),
    };
    let threads = match threads {
        // More threads than games are never started (see `run_playouts`).
        Some(t) => usize::try_from(t).unwrap_or(usize::MAX),
        None => thread::available_parallelism().map_or(1, NonZeroUsize::get),
    };
    let over = start.as_ref().and_then(|g| g.inner.outcome());
    drop(start);
    let too_many = || PyMemoryError::new_err(format!("cannot allocate the records of {n} games"));
    let n = usize::try_from(n).map_err(|_| too_many())?;
    let mut records: Vec<Record> = Vec::new();
    records.try_reserve_exact(n).map_err(|_| too_many())?;
    // Every game of a batch from a finished game is that game's end, with no move played.
    records.resize(n, record(over, 0));
    if over.is_none() {
        py.detach(|| run_playouts(&position, &mut records, seed, threads));
    }
    Ok(PyPlayouts {
        winners: try_map(&records, |r| r.0)?,
        terminations: try_map(&records, |r| r.1)?,
        lengths: try_map(&records, |r| r.2)?,
    })
}

/// One move list as it arrived: text is parsed without the GIL.
enum MoveList {
    Text(String),
    Moves(Vec<Move>),
}

/// Why a move list could not be replayed.
enum ReplayError {
    Parse(ParseError),
    Play(usize, PlayError),
    Memory,
}

/// Replays one move list from the empty board, reserving the game's history for its
/// moves (fallibly) before playing them.
fn replay_one(rules: Rules, list: MoveList) -> Result<Game, ReplayError> {
    let moves = match list {
        MoveList::Text(text) => {
            let mut moves = Vec::new();
            for m in parse_moves(&text) {
                moves.try_reserve(1).map_err(|_| ReplayError::Memory)?;
                moves.push(m.map_err(ReplayError::Parse)?);
            }
            moves
        }
        MoveList::Moves(moves) => moves,
    };
    let mut game = Game::new(rules);
    game.try_reserve(moves.len())
        .map_err(|_| ReplayError::Memory)?;
    for (i, m) in moves.into_iter().enumerate() {
        game.play(m).map_err(|e| ReplayError::Play(i, e))?;
    }
    Ok(game)
}

/// Tags `err` with the move list it came from: `.game_index` and a message that starts
/// `move list 3: `.
fn tag_error(py: Python<'_>, err: PyErr, game_index: usize) -> PyErr {
    let value = err.value(py);
    let msg = value
        .str()
        .map_or_else(|_| String::new(), |s| s.to_string_lossy().into_owned());
    // Builtin exceptions such as TypeError accept attributes too; if one does not, the
    // original error is still the right one to raise.
    let _ = value.setattr("game_index", game_index);
    let _ = value.setattr("args", (format!("move list {game_index}: {msg}"),));
    err
}

/// Replays many move lists from the empty board under `rules` and returns their games,
/// in order. Each move list is what `Game.from_moves` takes: a string such as
/// `"h8 h9 i8"` or an iterable of `Point`, move text and `None` (a pass). The moves are
/// parsed and played inside Rust with the GIL released.
///
/// Raises the error `Game.from_moves` would raise for the first bad list, with
/// `.game_index` (which list) added and the message prefixed `move list K: `; an
/// illegal move also carries `.index` (which move).
#[pyfunction]
pub fn replay(
    py: Python<'_>,
    rules: PyRules,
    move_lists: &Bound<'_, PyAny>,
) -> PyResult<Vec<PyGame>> {
    if move_lists.is_instance_of::<PyString>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "move_lists must be an iterable of move lists, not a str",
        ));
    }
    let mut lists = Vec::new();
    for (k, item) in move_lists.try_iter()?.enumerate() {
        let item = item?;
        let list = if let Ok(text) = item.cast::<PyString>() {
            MoveList::Text(text.to_string_lossy().into_owned())
        } else {
            MoveList::Moves(moves_from_iterable(&item).map_err(|e| tag_error(py, e, k))?)
        };
        try_push(&mut lists, list)?;
    }
    let rules = rules.0;
    let games = py.detach(move || {
        let mut games = Vec::new();
        games
            .try_reserve_exact(lists.len())
            .map_err(|_| (lists.len(), ReplayError::Memory))?;
        for (k, list) in lists.into_iter().enumerate() {
            games.push(PyGame::from(replay_one(rules, list).map_err(|e| (k, e))?));
        }
        Ok(games)
    });
    match games {
        Ok(games) => Ok(games),
        Err((k, ReplayError::Parse(e))) => Err(tag_error(py, parse_error(e), k)),
        Err((k, ReplayError::Play(i, e))) => Err(tag_error(py, move_list_error(py, i, e), k)),
        Err((_, ReplayError::Memory)) => Err(PyMemoryError::new_err(
            "out of memory replaying the move lists",
        )),
    }
}
