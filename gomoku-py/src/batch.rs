//! Batch calls that run many games inside Rust without the GIL: `random_playouts` and
//! `replay`, and `Playouts`, the record of a batch of random games.
//!
//! The random choices here are not rules: a point is drawn uniformly and the core decides
//! what the move does (legal, forbidden, winning). The generator is a small seeded wyrand,
//! so a batch is the same on every machine and for any number of threads.

use std::num::NonZeroUsize;
use std::thread;

use gomoku_referee::{
    Color, Game, Move, Outcome, ParseError, PlayError, Point, Position, Rules, parse_moves,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::arrays::{numpy_required, vec_to_numpy};
use crate::enums::PyTermination;
use crate::errors::parse_error;
use crate::game::{PyGame, move_list_error, moves_from_iterable};
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

/// The wyrand generator (Wang Yi): one 64-bit state, any value allowed.
#[derive(Debug, Clone)]
struct Rng(u64);

impl Rng {
    /// The generator of game `index` of a batch seeded with `seed`: independent of how
    /// the batch is split between threads.
    fn for_game(seed: u64, index: u64) -> Rng {
        // splitmix64 of (seed, index), so that neighbouring games are unrelated.
        let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng(z ^ (z >> 31))
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xA076_1D64_78BD_642F);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xE703_7ED1_A0B4_28DB);
        ((t >> 64) as u64) ^ (t as u64)
    }

    /// A number in `0..n` (`n > 0`), by Lemire's multiply-shift: the bias is below
    /// `n / 2^64`.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

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

/// Plays one random game from `start` to its end. `empty` is scratch space: on entry it
/// holds exactly the empty points of `start`.
///
/// Each move is a uniformly random legal point: a random empty point, kept if the core
/// accepts it; under the *reject* policy a refused (forbidden) draw falls back to a
/// uniform pick among the core's `legal_moves`, which keeps the choice uniform over the
/// legal points. Under the *lose* policy a forbidden point is played, and loses.
fn playout(start: &Position, empty: &mut Vec<Point>, rng: &mut Rng) -> Record {
    let mut pos = *start;
    let mut length: u16 = 0;
    loop {
        if pos.is_game_over() || empty.is_empty() {
            return record(pos.outcome(), length);
        }
        let i = rng.below(empty.len());
        let played = match pos.play(Move::Place(empty[i])) {
            Ok(()) => i,
            Err(PlayError::Forbidden { .. }) => {
                let legal = pos.legal_moves();
                let Some(p) = legal.iter().nth(rng.below(legal.len().max(1))) else {
                    return record(pos.outcome(), length);
                };
                let Some(j) = empty.iter().position(|&q| q == p) else {
                    return record(pos.outcome(), length);
                };
                if pos.play(Move::Place(p)).is_err() {
                    return record(pos.outcome(), length);
                }
                j
            }
            Err(_) => return record(pos.outcome(), length),
        };
        empty.swap_remove(played);
        // Captured stones leave empty points behind (Pente, Ninuki-Renju).
        empty.extend(pos.last_captures().iter());
        length = length.saturating_add(1);
    }
}

/// Plays games `first..first + out.len()` of the batch into `out`.
fn playout_chunk(start: &Position, seed: u64, first: usize, out: &mut [Record]) {
    let size = start.size();
    let empties: Vec<Point> = (0..size)
        .flat_map(|y| (0..size).filter_map(move |x| Point::new(x, y)))
        .filter(|&p| start.stone_at(p).is_none())
        .collect();
    let mut empty = Vec::with_capacity(empties.len() + 8);
    for (k, slot) in out.iter_mut().enumerate() {
        empty.clear();
        empty.extend_from_slice(&empties);
        let mut rng = Rng::for_game(seed, (first + k) as u64);
        *slot = playout(start, &mut empty, &mut rng);
    }
}

/// Plays `n` random games from `start` on `threads` threads.
pub fn run_playouts(start: &Position, n: usize, seed: u64, threads: usize) -> Vec<Record> {
    let mut out = vec![(DRAW, UNFINISHED, 0); n];
    let threads = threads.clamp(1, n.max(1));
    if threads == 1 {
        playout_chunk(start, seed, 0, &mut out);
        return out;
    }
    let chunk = n.div_ceil(threads);
    thread::scope(|s| {
        for (c, part) in out.chunks_mut(chunk).enumerate() {
            s.spawn(move || playout_chunk(start, seed, c * chunk, part));
        }
    });
    out
}

/// The record of a batch of random games (from `random_playouts`): for game `i`,
/// `winners[i]` (0 draw, 1 Black, 2 White), `terminations[i]` (`int()` of its
/// `Termination`) and `lengths[i]` (the number of moves played).
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
    /// Winner code of each game: 0 a draw, 1 Black, 2 White.
    #[getter]
    fn winners(&self) -> Vec<u16> {
        // Not `Vec<u8>`, which pyo3 turns into `bytes`.
        self.winners.iter().map(|&w| w.into()).collect()
    }

    /// How each game ended: `int(Termination.X)` (`FIVE` is 0, `FORBIDDEN` 2,
    /// `BOARD_FULL` 5, ...).
    #[getter]
    fn terminations(&self) -> Vec<u16> {
        self.terminations.iter().map(|&t| t.into()).collect()
    }

    /// The number of moves of each game.
    #[getter]
    fn lengths(&self) -> Vec<u16> {
        self.lengths.clone()
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
    /// `uint8`, `uint8`, `uint16`.
    ///
    /// Raises `ImportError` if numpy is not installed.
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyTuple>> {
        numpy_required(py)?;
        (
            vec_to_numpy(py, self.winners.clone()),
            vec_to_numpy(py, self.terminations.clone()),
            vec_to_numpy(py, self.lengths.clone()),
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

/// Plays `n` games of uniformly random moves under `rules`, inside Rust with the GIL
/// released, and returns their winners, terminations and lengths as a `Playouts`.
///
/// Each move is a uniformly random legal point for the side to move. Under the *lose*
/// policy (renju) every empty point is legal, so a forbidden point can be drawn — and
/// loses; under the *reject* policy the draw is among `legal_moves`. Nobody passes.
/// The games start from the empty board, or from `start` (a `Game` with these rules)
/// if given. The result depends only on `(rules, n, seed, start)`, not on `threads`
/// (default: one per CPU core).
///
/// Raises `ValueError` if `start` has other rules or `threads` is 0.
#[pyfunction]
#[pyo3(signature = (rules, n, seed = 0, *, start = None, threads = None))]
pub fn random_playouts(
    py: Python<'_>,
    rules: PyRules,
    n: usize,
    seed: u64,
    start: Option<PyRef<'_, PyGame>>,
    threads: Option<usize>,
) -> PyResult<PyPlayouts> {
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
        Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
        Some(t) => t,
        None => thread::available_parallelism().map_or(1, NonZeroUsize::get),
    };
    let over = start.as_ref().and_then(|g| g.inner.outcome());
    drop(start);
    let records = match over {
        // Every game of the batch is that game's end, with no move played.
        Some(o) => vec![record(Some(o), 0); n],
        None => py.detach(move || run_playouts(&position, n, seed, threads)),
    };
    Ok(PyPlayouts {
        winners: records.iter().map(|r| r.0).collect(),
        terminations: records.iter().map(|r| r.1).collect(),
        lengths: records.iter().map(|r| r.2).collect(),
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
}

/// Replays one move list from the empty board.
fn replay_one(rules: Rules, list: MoveList) -> Result<Game, ReplayError> {
    let moves = match list {
        MoveList::Text(text) => parse_moves(&text)
            .collect::<Result<Vec<Move>, _>>()
            .map_err(ReplayError::Parse)?,
        MoveList::Moves(moves) => moves,
    };
    Game::from_moves(rules, moves).map_err(|e| match e {
        gomoku_referee::MoveListError::Parse(e) => ReplayError::Parse(e),
        gomoku_referee::MoveListError::Play { index, error } => ReplayError::Play(index, error),
    })
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
        lists.push(list);
    }
    let rules = rules.0;
    let games = py.detach(move || {
        lists
            .into_iter()
            .enumerate()
            .map(|(k, list)| replay_one(rules, list).map_err(|e| (k, e)))
            .collect::<Result<Vec<Game>, _>>()
    });
    match games {
        Ok(games) => Ok(games.into_iter().map(|inner| PyGame { inner }).collect()),
        Err((k, ReplayError::Parse(e))) => Err(tag_error(py, parse_error(e), k)),
        Err((k, ReplayError::Play(i, e))) => Err(tag_error(py, move_list_error(py, i, e), k)),
    }
}
