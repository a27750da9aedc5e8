//! The board as numpy arrays (`Game.to_numpy`, `stack_games`), built in Rust.
//!
//! numpy is an optional dependency: nothing here imports it until an array is asked
//! for, and then a missing numpy is a clear `ImportError`.
//!
//! Plane `k` of a position, `planes[k, y, x]` for the point `Point(x, y)` (row 0 is the
//! bottom row, `a1`), each `uint8` 0 or 1:
//!
//! | k | plane |
//! |---|---|
//! | 0 | Black stones |
//! | 1 | White stones |
//! | 2 | side to move: all 1 when Black is to move, all 0 when White is |
//! | 3 | the points the game allows now (`Game.allowed_points()`): the legal points in normal play; during an opening, where the expected stone, offer or pick may go (none at a swap or a choice); all 0 once the game is over |
//! | 4 | double-three points of the side to move (`Game.forbidden`) |
//! | 5 | double-four points of the side to move |
//! | 6 | overline points of the side to move |

use std::sync::atomic::{AtomicBool, Ordering};

use gomoku_referee::{
    Color, Forbidden, ForbiddenPoints, Game, MAX_SIZE, Point, PointSet, Position, Symmetry,
};
use numpy::ndarray::{Array3, Array4};
use numpy::{Element, IntoPyArray, PyArray1, PyArray3, PyArray4, PyArrayMethods};
use pyo3::exceptions::{PyImportError, PyMemoryError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::game::PyGame;

/// The number of planes of a position.
pub const PLANES: usize = 7;

/// The names of the planes, in order (exported as `gomoku.PLANES`).
pub const PLANE_NAMES: [&str; PLANES] = [
    "black",
    "white",
    "black_to_move",
    "legal",
    "double_three",
    "double_four",
    "overline",
];

/// Set once numpy has been imported successfully.
static NUMPY_FOUND: AtomicBool = AtomicBool::new(false);

/// Checks that numpy can be imported, before the `numpy` crate touches its C API (which
/// would panic without it).
///
/// Raises `ImportError` naming the fix when numpy is missing.
pub fn numpy_required(py: Python<'_>) -> PyResult<()> {
    if NUMPY_FOUND.load(Ordering::Relaxed) {
        return Ok(());
    }
    match py.import("numpy") {
        Ok(_) => {
            NUMPY_FOUND.store(true, Ordering::Relaxed);
            Ok(())
        }
        Err(cause) => {
            let err = PyImportError::new_err(
                "gomoku's array functions need numpy: pip install numpy (or gomoku[numpy])",
            );
            err.set_cause(py, Some(cause));
            Err(err)
        }
    }
}

/// A 1-d numpy array that takes over `v` (no copy). Call [`numpy_required`] first.
pub fn vec_to_numpy<T: Element>(py: Python<'_>, v: Vec<T>) -> Bound<'_, PyArray1<T>> {
    v.into_pyarray(py)
}

/// Writes the bits of `set` on a `size` × `size` plane (row-major, row 0 first).
pub(crate) fn write_set(plane: &mut [u8], set: &PointSet, size: usize) {
    for (y, row) in plane.chunks_exact_mut(size).enumerate() {
        let bits = set.rows()[y];
        for (x, cell) in row.iter_mut().enumerate() {
            *cell = (bits >> x & 1) as u8;
        }
    }
}

/// What the planes of one game are made from, copied out of the game so that they are
/// computed without the GIL and with the game not borrowed: the position, and the points
/// the game allows when they are not the position's legal moves.
#[derive(Clone, Copy)]
struct Snapshot {
    position: Position,
    /// `Game::allowed_points` when an opening is under way or an action ended the game
    /// (then none); `None` in normal play, where they are the position's legal moves,
    /// judged later without the GIL.
    allowed: Option<PointSet>,
}

impl Snapshot {
    fn of(game: &Game) -> Snapshot {
        let opening = game.opening_state().is_some_and(|s| !s.is_complete());
        Snapshot {
            position: *game.position(),
            allowed: (opening || game.ending().is_some()).then(|| game.allowed_points()),
        }
    }

    /// The points the game allows now (the core's `Game::allowed_points`) and the
    /// forbidden points of the side to move, the position judged once.
    fn legal_and_forbidden(&self) -> (PointSet, ForbiddenPoints) {
        match self.allowed {
            Some(allowed) => (allowed, self.position.forbidden_points()),
            None => self.position.legal_moves_and_forbidden_points(),
        }
    }
}

/// Writes the [`PLANES`] planes of a game into `out` (`PLANES * size * size` bytes, all
/// zero on entry).
fn write_planes(out: &mut [u8], game: &Snapshot) {
    let pos = &game.position;
    let size = usize::from(pos.size());
    let area = size * size;
    write_set(&mut out[..area], pos.stones(Color::Black), size);
    write_set(&mut out[area..2 * area], pos.stones(Color::White), size);
    out[2 * area..3 * area].fill(u8::from(pos.turn() == Color::Black));
    let (legal, forbidden_points) = game.legal_and_forbidden();
    write_set(&mut out[3 * area..4 * area], &legal, size);
    let forbidden = &mut out[4 * area..];
    for (p, kind) in forbidden_points.iter() {
        let k = match kind {
            Forbidden::DoubleThree => 0,
            Forbidden::DoubleFour => 1,
            Forbidden::Overline => 2,
        };
        forbidden[k * area + usize::from(p.y()) * size + usize::from(p.x())] = 1;
    }
}

/// A zeroed buffer of `n` bytes, or `MemoryError`.
fn zeroed(n: Option<usize>) -> PyResult<Vec<u8>> {
    let n = n.ok_or_else(|| PyMemoryError::new_err("the array would be too large"))?;
    let mut buf = Vec::new();
    buf.try_reserve_exact(n)
        .map_err(|_| PyMemoryError::new_err(format!("cannot allocate an array of {n} bytes")))?;
    buf.resize(n, 0);
    Ok(buf)
}

/// The planes of one game: a `uint8` array of shape `(PLANES, size, size)`.
pub fn game_to_numpy<'py>(game: &Bound<'py, PyGame>) -> PyResult<Bound<'py, PyArray3<u8>>> {
    let py = game.py();
    numpy_required(py)?;
    let snapshot = Snapshot::of(&game.borrow().inner);
    let size = usize::from(snapshot.position.size());
    let mut buf = zeroed(Some(PLANES * size * size))?;
    py.detach(|| write_planes(&mut buf, &snapshot));
    let array = Array3::from_shape_vec((PLANES, size, size), buf)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.into_pyarray(py))
}

/// Stacks the planes of many games (all on one board size) into one `uint8` array of
/// shape `(N, PLANES, size, size)`: `stack_games(games)[i]` is `games[i].to_numpy()`.
/// The planes are computed inside Rust with the GIL released, from copies of the games'
/// positions (no game stays borrowed, so the iterable may play moves as it goes).
///
/// Raises `ValueError` if `games` is empty or the games differ in board size,
/// `MemoryError` if the array cannot be allocated, and `ImportError` if numpy is not
/// installed.
#[pyfunction]
pub fn stack_games<'py>(
    py: Python<'py>,
    games: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyArray4<u8>>> {
    numpy_required(py)?;
    if games.is_instance_of::<PyString>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "games must be an iterable of Game, not a str",
        ));
    }
    // Each game is borrowed only while it is copied.
    let mut snapshots: Vec<Snapshot> = Vec::new();
    for item in games.try_iter()? {
        let snapshot = Snapshot::of(&item?.cast::<PyGame>()?.borrow().inner);
        crate::game::try_push(&mut snapshots, snapshot)?;
    }
    let Some(size) = snapshots.first().map(|g| usize::from(g.position.size())) else {
        return Err(PyValueError::new_err("stack_games needs at least one game"));
    };
    if let Some(i) = snapshots
        .iter()
        .position(|g| usize::from(g.position.size()) != size)
    {
        return Err(PyValueError::new_err(format!(
            "game {i} is played on a {0}x{0} board, game 0 on a {size}x{size} board",
            snapshots[i].position.size()
        )));
    }
    let n = snapshots.len();
    let stride = PLANES * size * size;
    let mut buf = zeroed(n.checked_mul(stride))?;
    py.detach(|| {
        for (out, game) in buf.chunks_exact_mut(stride).zip(&snapshots) {
            write_planes(out, game);
        }
    });
    let array = Array4::from_shape_vec((n, PLANES, size, size), buf)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.into_pyarray(py))
}

/// For each symmetry, the gather table of a `size` board: image cell `j` (row-major)
/// takes base cell `table[j]`, the point the symmetry maps onto cell `j`. Computed once
/// per size from the core's `Symmetry::apply`.
fn gather_tables(size: u8) -> &'static [Vec<u16>; 8] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<[Vec<u16>; 8]>; MAX_SIZE as usize + 1] =
        [const { OnceLock::new() }; MAX_SIZE as usize + 1];
    TABLES[usize::from(size)].get_or_init(|| {
        core::array::from_fn(|s| {
            let inverse = Symmetry::ALL[s].inverse();
            let n = usize::from(size);
            (0..n * n)
                .map(|j| {
                    let image = Point::new((j % n) as u8, (j / n) as u8)
                        .and_then(|p| inverse.apply(p, size))
                        .unwrap_or_else(|| unreachable!("a point of a valid board"));
                    (usize::from(image.y()) * n + usize::from(image.x())) as u16
                })
                .collect()
        })
    })
}

/// Writes the planes of the eight images of a game into `out` (`8 * PLANES * size *
/// size` bytes, all zero on entry), image `s` at `Symmetry::ALL[s]`.
///
/// The position is judged once (its forbidden and legal points); each image is then
/// written straight from the points: the plane of the side to move is filled, every other
/// plane gets its few marks scattered through the symmetry's cell map. The legal plane,
/// dense while the game goes on, is filled and its few other points cleared. No image is
/// built and copied, nothing is allocated per image.
fn write_symmetries(out: &mut [u8], game: &Snapshot) {
    let pos = &game.position;
    let size = pos.size();
    let area = usize::from(size) * usize::from(size);
    let (legal, forbidden) = game.legal_and_forbidden();
    let legal_dense = 2 * legal.len() > area;
    let legal_marks = if legal_dense {
        PointSet::full(size).difference(&legal)
    } else {
        legal
    };
    // Plane, the value its marks get, and the marks (the rest of the plane is the other
    // value: 0, or 1 for a dense legal plane).
    let marks: [(usize, u8, PointSet); 6] = [
        (0, 1, *pos.stones(Color::Black)),
        (1, 1, *pos.stones(Color::White)),
        (3, u8::from(!legal_dense), legal_marks),
        (4, 1, forbidden.of_kind(Forbidden::DoubleThree)),
        (5, 1, forbidden.of_kind(Forbidden::DoubleFour)),
        (6, 1, forbidden.of_kind(Forbidden::Overline)),
    ];
    // The row-major cells of the marks, all planes in one buffer (`ends[i]`: the end of
    // plane `marks[i]`'s cells). At most 1.5 boards of them: the stones and the forbidden
    // points are distinct points, and the legal marks are at most half of the board.
    let mut cells = [0u16; 2 * MAX_AREA];
    let mut ends = [0usize; 6];
    let mut n = 0;
    for ((_, _, set), end) in marks.iter().zip(&mut ends) {
        for p in set {
            cells[n] = u16::from(p.y()) * u16::from(size) + u16::from(p.x());
            n += 1;
        }
        *end = n;
    }
    let to_move = u8::from(pos.turn() == Color::Black);
    let tables = gather_tables(size);
    for (s, image) in out.chunks_exact_mut(PLANES * area).enumerate() {
        // Base cell `i` lands on image cell `image_of[i]`: the gather table of the inverse.
        let image_of = &tables[Symmetry::ALL[s].inverse().index()];
        image[2 * area..3 * area].fill(to_move);
        if legal_dense {
            image[3 * area..4 * area].fill(1);
        }
        let mut start = 0;
        for (&(k, value, _), &end) in marks.iter().zip(&ends) {
            let plane = &mut image[k * area..(k + 1) * area];
            for &i in &cells[start..end] {
                plane[usize::from(image_of[usize::from(i)])] = value;
            }
            start = end;
        }
    }
}

/// The number of cells of the largest board.
const MAX_AREA: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// The planes of the eight images of one game: `(8, PLANES, size, size)`.
///
/// As `game_to_numpy`, the game is copied and its borrow released before the GIL is.
pub fn game_symmetries_to_numpy<'py>(
    game: &Bound<'py, PyGame>,
) -> PyResult<Bound<'py, PyArray4<u8>>> {
    let py = game.py();
    numpy_required(py)?;
    let snapshot = Snapshot::of(&game.borrow().inner);
    let n = usize::from(snapshot.position.size());
    // Written in place: numpy's own zeroed array, no buffer handed over afterwards.
    let array = PyArray4::<u8>::zeros(py, [8, PLANES, n, n], false);
    // SAFETY: the array was just made, contiguous, and nothing else holds it yet.
    let out = unsafe { array.as_slice_mut() }.map_err(|e| PyValueError::new_err(e.to_string()))?;
    py.detach(|| write_symmetries(out, &snapshot));
    Ok(array)
}
