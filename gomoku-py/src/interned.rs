//! One shared `Point` object per intersection, made on first use, so that listing many
//! points (the legal moves) hands out references instead of making a Python object per
//! point. `Point` is frozen, so sharing its objects cannot be observed (except by `is`).
//! The list that iteration runs on is itself kept and patched from one call to the next
//! ([`point_iter`]): a Python loop lists the legal moves once per move.

use std::sync::Mutex;

use gomoku_referee::{MAX_SIZE, Point, PointSet};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyIterator, PyList};

use crate::point::PyPoint;

/// The `Point` objects, at `Point::index`: one for every (x, y) below `MAX_SIZE`, so every
/// point of every board size has one.
static POINTS: PyOnceLock<Vec<Py<PyPoint>>> = PyOnceLock::new();

/// The shared `Point` objects of every intersection, at `Point::index`.
pub fn point_objects(py: Python<'_>) -> PyResult<&[Py<PyPoint>]> {
    POINTS
        .get_or_try_init(py, || {
            (0..MAX_SIZE)
                .flat_map(|y| (0..MAX_SIZE).filter_map(move |x| Point::new(x, y)))
                .map(|q| Py::new(py, PyPoint(q)))
                .collect::<PyResult<Vec<_>>>()
        })
        .map(Vec::as_slice)
}

/// The shared `Point` object of `p`.
pub fn point_object(py: Python<'_>, p: Point) -> PyResult<Bound<'_, PyPoint>> {
    match point_objects(py)?.get(p.index()) {
        Some(obj) => Ok(obj.bind(py).clone()),
        None => Bound::new(py, PyPoint(p)),
    }
}

/// The points of `set` as a new list of the shared `Point` objects, in board order.
///
/// The list is allocated once at its final length and filled with references (one
/// reference count each): no allocation per point. [`point_iter`] builds its list here
/// when it cannot patch the last one, so it stays on this fast path: the iterator handed
/// to `PyList::new` knows its exact length (a `filter_map` would not, and the list would
/// grow by appending, about three times slower).
pub fn point_list<'py>(py: Python<'py>, set: &PointSet) -> PyResult<Bound<'py, PyList>> {
    let objects = point_objects(py)?;
    // `Point::index` is below MAX_SIZE × MAX_SIZE = `objects.len()` for every point.
    PyList::new(py, set.iter().map(|p| objects[p.index()].bind(py)))
}

/// For each board size, the list of all its points in board order (made on first use):
/// what [`board_list`] copies.
static FULL_LISTS: [PyOnceLock<Py<PyList>>; ROWS + 1] = [const { PyOnceLock::new() }; ROWS + 1];

/// At most this many runs of absent points are cut out of a copy of the full list;
/// beyond it the list is built point by point. (A cut is a call into Python and a
/// `memmove` of the rest of the list; building costs two calls into Python per point.)
const GAP_LIMIT: usize = 12;

/// The points of `set`, a set of points of a `size` × `size` board, as a new list in
/// board order: a copy of the board's full list with the runs of absent points cut out
/// (a few calls into Python, the copying done by CPython) when there are few such runs,
/// as in the opening or after a few moves; else [`point_list`].
pub fn board_list<'py>(py: Python<'py>, set: &PointSet, size: u8) -> PyResult<Bound<'py, PyList>> {
    let n = usize::from(size);
    let Some((gaps, count)) = gaps(set, n) else {
        return point_list(py, set);
    };
    let full = FULL_LISTS[n].get_or_try_init(py, || {
        let objects = point_objects(py)?;
        let board = (0..n * n).map(|i| objects[i / n * ROWS + i % n].bind(py));
        PyList::new(py, board).map(Bound::unbind)
    })?;
    let list = full.bind(py).get_slice(0, n * n);
    for &(start, end) in gaps[..count].iter().rev() {
        list.del_slice(start, end)?;
    }
    Ok(list)
}

/// The maximal runs `(start, end)` of the cells of a `size` × `size` board (row-major)
/// whose points are not in `set`, in order, with their number; `None` if there are more
/// than [`GAP_LIMIT`] or `set` has a point off the board (or the size is not one).
fn gaps(set: &PointSet, n: usize) -> Option<([(usize, usize); GAP_LIMIT], usize)> {
    if !(1..=ROWS).contains(&n) {
        return None;
    }
    let board = u32::MAX >> (32 - n);
    let rows = set.rows();
    if rows[n..].iter().any(|&r| r != 0) || rows[..n].iter().any(|&r| r & !board != 0) {
        return None;
    }
    let mut gaps = [(0, 0); GAP_LIMIT];
    let mut count = 0;
    for (y, &row) in rows[..n].iter().enumerate() {
        let mut absent = !row & board;
        while absent != 0 {
            let x = absent.trailing_zeros() as usize;
            // The length of the run of absent points from x (a row has a zero above it).
            let len = (!(absent >> x)).trailing_zeros() as usize;
            absent &= !((u32::MAX >> (32 - len)) << x);
            let (start, end) = (y * n + x, y * n + x + len);
            match count {
                // A run that goes on from the end of the row below.
                c if c > 0 && gaps[c - 1].1 == start => gaps[c - 1].1 = end,
                GAP_LIMIT => return None,
                c => {
                    gaps[c] = (start, end);
                    count += 1;
                }
            }
        }
    }
    Some((gaps, count))
}

/// The list that [`point_iter`] iterated last, with the set it holds the points of.
struct ListCache {
    set: PointSet,
    /// `before[y]`: the number of the set's points in the rows below `y`, so that the
    /// place of a point in the list costs one `count_ones`. Counted at the first patch
    /// (a list that is never patched does not pay for it).
    before: Option<[u16; ROWS]>,
    list: Py<PyList>,
}

const ROWS: usize = MAX_SIZE as usize;

impl ListCache {
    fn new(set: PointSet, list: Py<PyList>) -> ListCache {
        ListCache {
            set,
            before: None,
            list,
        }
    }

    /// Turns the list, the points of `self.set` in board order, into those of `new` in
    /// place: deletions from the end first (the places of the others stay true), then
    /// insertions in board order (each lands at its place in `new`). `Ok(false)`, nothing
    /// changed, when the sets differ by more than [`PATCH_LIMIT`] points. On an error
    /// (out of memory) the list is half patched: the caller drops the cache.
    fn patch(&mut self, py: Python<'_>, new: &PointSet) -> PyResult<bool> {
        let mut changed = [None::<Point>; PATCH_LIMIT];
        let mut n = 0;
        for (y, (&old_row, &new_row)) in self.set.rows().iter().zip(new.rows()).enumerate() {
            let mut diff = old_row ^ new_row;
            while diff != 0 {
                if n == PATCH_LIMIT {
                    return Ok(false);
                }
                changed[n] = Point::new(diff.trailing_zeros() as u8, y as u8);
                diff &= diff - 1;
                n += 1;
            }
        }
        let changed = || changed[..n].iter().flatten().copied();
        let set = &mut self.set;
        let before = self.before.get_or_insert_with(|| {
            let mut before = [0u16; ROWS];
            for y in 1..ROWS {
                before[y] = before[y - 1] + set.rows()[y - 1].count_ones() as u16;
            }
            before
        });
        // The place of `p`, a point of `set`, in the list.
        let rank = |set: &PointSet, before: &[u16; ROWS], p: Point| {
            let row = set.rows()[usize::from(p.y())] & ((1u32 << p.x()) - 1);
            usize::from(before[usize::from(p.y())]) + row.count_ones() as usize
        };
        let list = self.list.bind(py);
        let old = *set;
        for p in changed().rev().filter(|&p| old.contains(p)) {
            list.del_item(rank(set, before, p))?;
            set.remove(p);
            before[usize::from(p.y()) + 1..]
                .iter_mut()
                .for_each(|k| *k -= 1);
        }
        let objects = point_objects(py)?;
        for p in changed().filter(|&p| new.contains(p)) {
            set.insert(p);
            before[usize::from(p.y()) + 1..]
                .iter_mut()
                .for_each(|k| *k += 1);
            list.insert(rank(set, before, p), objects[p.index()].bind(py))?;
        }
        Ok(true)
    }
}

/// Whether `obj` is the only reference to its object (so a change to it is seen by no
/// one else).
pub fn sole_reference<T>(obj: &Py<T>) -> bool {
    // SAFETY: `obj` holds a reference, so the pointer is to a live object; reading its
    // count is what `sys.getrefcount` does (pyo3 deprecated its own method for this call).
    unsafe { pyo3::ffi::Py_REFCNT(obj.as_ptr()) == 1 }
}

/// One list, shared by every game: in a loop the legal points of one position are those
/// of the last one with a point or two fewer (or more), so the list is patched rather
/// than built again. It holds only the shared `Point` objects, so it is the same whatever
/// the game or board size; it is never handed out, only iterated.
static LAST_LIST: Mutex<Option<ListCache>> = Mutex::new(None);

/// At most this many points added or removed are patched into the cached list; beyond
/// it a new list is cheaper. (A patch costs a `memmove` of the list and a call into
/// Python per point; building a list costs two calls into Python per point.)
const PATCH_LIMIT: usize = 8;

/// An iterator over the points of `set` (points of a `size` board) in board order: what
/// `iter(game.legal_moves)` and `list(game.legal_moves)` run on.
///
/// It iterates a list of the shared `Point` objects, kept from the last call and patched
/// to `set` when it differs by a few points, so a loop that lists the legal moves after
/// each move pays for a builtin list iterator rather than for building a list. The list
/// is patched only while nothing but the cache holds it (reference count 1: no iterator
/// of an earlier call is still alive); otherwise a new list is made ([`board_list`]) and
/// cached, so every iterator keeps the snapshot it started with.
pub fn point_iter<'py>(
    py: Python<'py>,
    set: &PointSet,
    size: u8,
) -> PyResult<Bound<'py, PyIterator>> {
    // A call made while the cache is held (say from a finalizer that the garbage
    // collector runs when the iterator is allocated) builds its own list.
    let Ok(mut cache) = LAST_LIST.try_lock() else {
        return board_list(py, set, size)?.try_iter();
    };
    if let Some(c) = cache.as_mut() {
        if c.set == *set {
            return c.list.bind(py).try_iter();
        }
        if sole_reference(&c.list) {
            match c.patch(py, set) {
                Ok(true) => return c.list.bind(py).try_iter(),
                Ok(false) => {}
                Err(e) => {
                    *cache = None;
                    return Err(e);
                }
            }
        }
    }
    let list = board_list(py, set, size)?;
    *cache = Some(ListCache::new(*set, list.clone().unbind()));
    list.try_iter()
}
