//! Forbidden points (RULES.md §6): double-three (with the recursive three), double-four,
//! overline, and the priority of a five.
//!
//! The definitions follow the International Rules of Renju (RIF, 1996, §3 and §9):
//!
//! - a **four** is a row that one more stone turns into a five (a five being a line that
//!   *wins* for that colour: exactly five for Black under renju);
//! - a **straight four** is an unbroken four that two different moves turn into a five,
//!   and counts as one four;
//! - a **three** is a row to which one stone can be added to make a straight four, by a
//!   move that does not make a five at the same time and is itself not forbidden, judged
//!   on the board with every stone of that line of reasoning placed — recursively;
//! - a move that makes a five is never forbidden; otherwise a point forbidden for several
//!   reasons is reported as overline, then double-four, then double-three.
//!
//! Fours and threes are counted per direction: a direction that holds a four is not also
//! counted as a three (a four-three is legal), while one direction can hold two fours
//! (`X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX` at the middle point).

use crate::board::{Board, DIRS, Dir, LineCells, Window, capped_run};
use crate::capture::captures_of;
#[cfg(feature = "line-table")]
use crate::line_table;
use crate::point::MAX_SIZE;
use crate::rules::{Forbidden, Restrictions};
use crate::{Color, Point, PointSet, Rules};

/// The forbidden kind of the empty point `p` for `color`, or `None` if it is not forbidden.
/// The board is left as it was. Under the capture option every stone the judge places (the
/// move itself and each hypothetical stone of a three's reasoning) takes its captures
/// first: a capture changes the lines (RULES.md §5, §6).
#[cfg(any(feature = "alloc", test))] // the position calls `forbidden_kind_near`
pub(crate) fn forbidden_kind(
    board: &mut Board,
    rules: &Rules,
    color: Color,
    p: Point,
) -> Option<Forbidden> {
    let r = rules.restrictions(color);
    if r.is_empty() || board.get(p).is_some() {
        return None;
    }
    judge_traced(board, rules, color, p, &mut NoTrace)
}

/// [`forbidden_kind`] for a caller that has checked already that `color` has restrictions,
/// that `p` is empty and that [`may_be_forbidden_at`] holds there (or that `p` is among
/// [`may_be_forbidden`]): the judge does not count the stones around `p` again.
pub(crate) fn forbidden_kind_near(
    board: &mut Board,
    rules: &Rules,
    color: Color,
    p: Point,
) -> Option<Forbidden> {
    let mut judge = Judge::new(board, rules, color);
    judge.near_checked = true;
    judge.with_stone(p, |j| j.judge(p, &mut NoTrace))
}

/// The judge of [`forbidden_kind`] on the empty point `p`, telling `trace` what it finds
/// (see [`Trace`]): the one place where §6 is decided, whether for a verdict, the threats
/// of a move or an explanation. The board is left as it was.
pub(crate) fn judge_traced<T: Trace>(
    board: &mut Board,
    rules: &Rules,
    color: Color,
    p: Point,
    trace: &mut T,
) -> Option<Forbidden> {
    let mut judge = Judge::new(board, rules, color);
    judge.with_stone(p, |j| j.judge(p, trace))
}

#[cfg(feature = "alloc")] // used by the VCF search
/// The completion points of the fours that a stone of `color` on the empty point `p`
/// makes (every line, no duplicates), and whether the stone makes a winning line itself:
/// the judge's own four scan, without the threes. The board is left as it was.
pub(crate) fn four_points(board: &mut Board, rules: &Rules, color: Color, p: Point) -> FourPoints {
    let mut judge = Judge::new(board, rules, color);
    judge.with_stone(p, |j| {
        let mut out = FourPoints::default();
        let cells = j.board.around(color, p);
        for (i, &d) in DIRS.iter().enumerate() {
            let window = cells[i].window();
            if window.own_near(4) < 3 {
                continue;
            }
            if window.capped_run() >= 5 && j.wins_along(p, d) {
                out.five = true;
                continue;
            }
            let mask = j.four_completions(p, i, cells[i], &mut NoTrace);
            for k in (-4..=4).filter(|k| mask >> (k + 4) & 1 != 0) {
                if let Some(q) = j.board.step(p, d, k) {
                    out.push(q);
                }
            }
        }
        out
    })
}

#[cfg(feature = "alloc")] // used by the VCF search
/// What [`four_points`] finds.
#[derive(Clone, Copy)]
pub(crate) struct FourPoints {
    /// Whether the stone itself makes a winning line.
    pub(crate) five: bool,
    points: [Point; 16],
    len: usize,
}

#[cfg(feature = "alloc")] // used by the VCF search
impl Default for FourPoints {
    fn default() -> FourPoints {
        FourPoints {
            five: false,
            points: [Point::MIN; 16],
            len: 0,
        }
    }
}

#[cfg(feature = "alloc")] // used by the VCF search
impl FourPoints {
    fn push(&mut self, q: Point) {
        if self.len < self.points.len() && !self.points().contains(&q) {
            self.points[self.len] = q;
            self.len += 1;
        }
    }

    /// The completion points.
    pub(crate) fn points(&self) -> &[Point] {
        &self.points[..self.len]
    }
}

/// Supersets of the points where a stone of `color` makes a five, a four, and a three
/// (RULES.md §6, §12), found for the whole board at once with bit operations on windows
/// of each line: a five needs a window of five cells with four own stones and this empty
/// point, a four one with three own stones and two empty points, a three a window of six
/// whose two ends are empty and whose four inner cells hold two own stones and two empty
/// points; where only an exact five wins, the cells just beyond such a five may not hold
/// an own stone. Without the caro rule and without captures the first two sets are exact;
/// the judge decides every point of them in any case.
///
/// Not for the capture option (a capture can open a blocked window): see
/// [`may_threaten`].
#[derive(Clone, Copy)]
pub(crate) struct LineSets {
    pub(crate) five: PointSet,
    pub(crate) four: PointSet,
    pub(crate) three: PointSet,
}

pub(crate) fn line_sets(board: &Board, rules: &Rules, color: Color) -> LineSets {
    let mut five = [0u32; MAX_SIZE as usize];
    let mut four = [0u32; MAX_SIZE as usize];
    let mut three = [0u32; MAX_SIZE as usize];
    scan_line_sets(board, rules, color, |_, y, [r5, r4, r3]| {
        five[y] |= r5;
        four[y] |= r4;
        three[y] |= r3;
    });
    LineSets {
        five: PointSet::from_rows(five),
        four: PointSet::from_rows(four),
        three: PointSet::from_rows(three),
    }
}

/// The scan of [`line_sets`], one direction at a time: `out(i, y, [five, four, three])`
/// gets row `y` of the sets found along `DIRS[i]` alone.
#[inline]
pub(crate) fn scan_line_sets(
    board: &Board,
    rules: &Rules,
    color: Color,
    mut out: impl FnMut(usize, usize, [u32; 3]),
) {
    let n = i32::from(board.size());
    let full = PointSet::full(board.size()).rows()[0];
    let own = board.stones(color).rows();
    let empty_set = board.empties();
    let empty = empty_set.rows();
    let exact = !rules.overline_wins(color);
    for (i, d) in DIRS.into_iter().enumerate() {
        // Row y of `set` moved so that bit x tells about the cell (x, y) + k·d.
        let at = |set: &[u32; MAX_SIZE as usize], y: i32, k: i32| -> u32 {
            let src = y + d.1 * k;
            if src < 0 || src >= n {
                return 0;
            }
            let r = set[src as usize];
            let s = d.0 * k;
            (if s >= 0 { r >> s } else { r << -s }) & full
        };
        // Window starts, row by row, then spread back over the window's cells.
        let mut w5 = [0u32; MAX_SIZE as usize];
        let mut w4 = [0u32; MAX_SIZE as usize];
        let mut w6 = [0u32; MAX_SIZE as usize];
        for y in 0..n {
            let (mut valid, mut e1, mut e2, mut e3) = (full, 0u32, 0u32, 0u32);
            let mut inner = (full, 0u32, 0u32, 0u32);
            for k in 0..5 {
                let (o, e) = (at(own, y, k), at(empty, y, k));
                valid &= o | e;
                e3 |= e2 & e;
                e2 |= e1 & e;
                e1 |= e;
                if k >= 1 {
                    // The four inner cells of the six-window that starts at k = 0.
                    let (v, f1, f2, f3) = &mut inner;
                    *v &= o | e;
                    *f3 |= *f2 & e;
                    *f2 |= *f1 & e;
                    *f1 |= e;
                }
            }
            let o5 = at(own, y, 5);
            let e5 = at(empty, y, 5);
            // The inner cells of the six-window are 1..=4: cell 4 was counted above.
            let (v, _, f2, f3) = inner;
            let beyond_five = if exact { !at(own, y, -1) & !o5 } else { full };
            w5[y as usize] = valid & e1 & !e2 & beyond_five;
            w4[y as usize] = valid & e2 & !e3 & beyond_five;
            let beyond_six = if exact {
                !at(own, y, -1) & !at(own, y, 6)
            } else {
                full
            };
            w6[y as usize] = at(empty, y, 0) & e5 & v & f2 & !f3 & beyond_six;
        }
        for y in 0..n {
            let (mut five, mut four, mut three) = (0u32, 0u32, 0u32);
            for k in 0..5 {
                five |= at(&w5, y, -k);
                four |= at(&w4, y, -k);
            }
            for k in 1..5 {
                three |= at(&w6, y, -k);
            }
            let e = empty[y as usize];
            out(i, y as usize, [five & e, four & e, three & e]);
        }
    }
}

/// What a point's straight-four point is worth to its three (RULES.md §6): the verdict of
/// the judge on it, with the stone of the three's reasoning on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PointVerdict {
    /// Neither forbidden nor making a five: the row is a three.
    Valid,
    /// The stone there also makes a five: it does not count (RULES.md §6, RIF §9.2).
    Five,
    /// The point is itself forbidden, of this kind.
    Forbidden(Forbidden),
}

/// An observer of the judge. With `FULL` off (the plain verdict) the judge stops as soon
/// as it knows the answer; with it on, it looks at every line, every four and every
/// straight-four point, and reports each — the verdict it returns is the same either way.
/// Directions are given as indices into [`DIRS`]; offsets `k` are steps from the judged
/// point along that direction.
pub(crate) trait Trace {
    /// Whether the judge must look at everything rather than stop at its answer.
    const FULL: bool;
    /// With `FULL`: whether a three's straight-four points are all wanted, or the first
    /// valid one is enough (it makes the line a three).
    const EVERY_POINT: bool = true;
    /// The trace that observes the judge of a three's straight-four point, one level down.
    type Child: Trace;
    /// A fresh trace for a straight-four point.
    fn child(&self) -> Self::Child;
    /// A run of five or more through the point along `dir`: `back`, `fwd` stones on each
    /// side, and whether it wins.
    fn run(&mut self, _dir: usize, _back: i32, _fwd: i32, _wins: bool) {}
    /// A four along `dir`, completed at offset `k` into the run `k - back ..= k + fwd`.
    fn four(&mut self, _dir: usize, _k: i32, _back: i32, _fwd: i32) {}
    /// A straight-four point at offset `k` of the three candidate along `dir`; the straight
    /// four is the run `-back ..= fwd`; `child` observed the judge of that point.
    fn three_point(
        &mut self,
        _dir: usize,
        _k: i32,
        _run: (i32, i32),
        _verdict: PointVerdict,
        _child: Self::Child,
    ) {
    }
}

/// The trace of the plain verdict: observes nothing.
pub(crate) struct NoTrace;

impl Trace for NoTrace {
    const FULL: bool = false;
    type Child = NoTrace;
    #[inline]
    fn child(&self) -> NoTrace {
        NoTrace
    }
}

/// A superset of the points that [`forbidden_kind`] can find forbidden for `color`, found
/// for the whole board at once, row by row, with bit operations (the caller still judges
/// each of them).
///
/// The judge reports a point only if some line through it holds four more stones of
/// `color` within four steps (an overline or two fours on one line need them: see
/// [`enough_stones_near`]) or two lines each hold three within four steps or two within
/// three (a four or a three on each). This counts the stones without looking at what
/// blocks them, so it never counts fewer; and captures taken before judging only remove
/// opponent stones, so the bound holds under the capture option too.
pub(crate) fn may_be_forbidden(board: &Board, color: Color) -> PointSet {
    near_counts(board, color, |n| n.two_lines_busy | n.any_four)
}

/// [`may_be_forbidden`] made sharper where no capture can open a line (the caller checks
/// that the rules have no capture option), from the windows of each line through the
/// point, whole board at once: a four needs a window of five cells that holds the point,
/// three more own stones and no blocked cell (an opponent's stone, the edge); a three
/// needs a window of four cells (its straight four) that holds the point, two more own
/// stones and no blocked cell, with both cells beyond it empty. A point is kept only if
/// two lines may hold a three each, two lines a four each, or one line two fours or a
/// run of five or more (two windows of five with three own stones, or one with four): a
/// four and a three on two lines are legal.
pub(crate) fn may_be_forbidden_open(board: &Board, color: Color) -> PointSet {
    #[cfg(not(target_arch = "wasm32"))]
    if board.size() <= 16 {
        return open_counts_in::<16, 24>(board, color);
    }
    open_counts_in::<{ MAX_SIZE as usize }, { MAX_SIZE as usize + 8 }>(board, color)
}

/// [`may_be_forbidden_open`] with `R` lanes (rows), `P = R + 8` padded rows.
#[inline(always)]
fn open_counts_in<const R: usize, const P: usize>(board: &Board, color: Color) -> PointSet {
    let n = usize::from(board.size());
    let full = PointSet::full(board.size()).rows()[0];
    let own = board.stones(color).rows();
    let opp = board.stones(!color).rows();
    // The rows with four rows on each side; the rows and columns off the board blocked.
    let mut pad_own = [0u32; P];
    let mut pad_block = [!0u32; P];
    for y in 0..n.min(R) {
        pad_own[4 + y] = own[y];
        pad_block[4 + y] = opp[y] | !full;
    }
    let (mut three1, mut three2, mut four1, mut four2, mut multi) =
        ([0u32; R], [0u32; R], [0u32; R], [0u32; R], [0u32; R]);
    for (dx, dy) in DIRS {
        // Lane y, bit x of `o[k + 4]` / `b[k + 4]`: an own stone / a blocked cell at
        // (x, y) + k·(dx, dy).
        let mut o = [[0u32; R]; 9];
        let mut b = [[0u32; R]; 9];
        for k in (-4..=4i32).filter(|&k| k != 0) {
            let at = |pad: &[u32; P], fill: u32| -> [u32; R] {
                let src: &[u32; R] = pad[(4 + dy * k) as usize..][..R]
                    .try_into()
                    .expect("R rows");
                let s = dx * k;
                if s >= 0 {
                    src.map(|r| r >> s)
                } else {
                    // Bits moved in from past the first column are off the board.
                    src.map(|r| r << -s | fill & ((1u32 << -s) - 1))
                }
            };
            o[(k + 4) as usize] = at(&pad_own, 0);
            b[(k + 4) as usize] = at(&pad_block, !0);
        }
        // The step k as an index of `o` and `b`, skipping the point itself.
        let cell = |w: i32, i: i32| -> usize {
            let k = w + i;
            (if k >= 0 { k + 1 } else { k } + 4) as usize
        };
        // Windows of five: three or four more own stones, nothing blocked.
        let (mut fours, mut fours2, mut whole) = ([0u32; R], [0u32; R], [0u32; R]);
        for w in -4..=0 {
            let [c0, c1, c2, c3] = [0, 1, 2, 3].map(|i| cell(w, i));
            for y in 0..R {
                let (a, bb, c, d) = (o[c0][y], o[c1][y], o[c2][y], o[c3][y]);
                let clear = !(b[c0][y] | b[c1][y] | b[c2][y] | b[c3][y]);
                let f = ((a & bb & (c | d)) | (c & d & (a | bb))) & clear;
                fours2[y] |= fours[y] & f;
                fours[y] |= f;
                whole[y] |= a & bb & c & d;
            }
        }
        // Windows of four with both cells beyond them empty: two more own stones.
        let mut threes = [0u32; R];
        for w in -3..=0 {
            let [c0, c1, c2] = [0, 1, 2].map(|i| cell(w, i));
            let (before, after) = ((w + 3) as usize, (w + 8) as usize);
            for y in 0..R {
                let (a, bb, c) = (o[c0][y], o[c1][y], o[c2][y]);
                let clear = !(b[c0][y] | b[c1][y] | b[c2][y]);
                let ends = !(o[before][y] | b[before][y] | o[after][y] | b[after][y]);
                threes[y] |= ((a & bb) | (a & c) | (bb & c)) & clear & ends;
            }
        }
        for y in 0..R {
            three2[y] |= three1[y] & threes[y];
            three1[y] |= threes[y];
            four2[y] |= four1[y] & fours[y];
            four1[y] |= fours[y];
            multi[y] |= fours2[y] | whole[y];
        }
    }
    let mut rows = [0u32; MAX_SIZE as usize];
    for y in 0..n.min(R) {
        rows[y] = full & (three2[y] | four2[y] | multi[y]);
    }
    PointSet::from_rows(rows)
}

/// A superset of the points where a stone of `color` makes a five, a four or a three
/// (RULES.md §12): some line holds three more stones of `color` within four steps (five,
/// overline, four) or two within three steps (a three's straight four needs them). Counted
/// like [`may_be_forbidden`], blocks ignored, so it never counts fewer.
pub(crate) fn may_threaten(board: &Board, color: Color) -> PointSet {
    near_counts(board, color, |n| n.any_three | n.one_line_two)
}

/// The counts of [`near_counts`] for the points of one row, as bit masks: the points with
/// some line holding three own stones within four steps (`any_three`) or four
/// (`any_four`), with some line holding two within three steps (`one_line_two`), and with
/// two lines each holding two within three or three within four (`two_lines_busy`).
#[derive(Clone, Copy)]
struct Near {
    any_three: u32,
    any_four: u32,
    one_line_two: u32,
    two_lines_busy: u32,
}

/// For each row of the board, `pick` of the [`Near`] counts of its points: the whole board
/// at once, with the board's rows in lanes that the compiler turns into vector operations.
#[inline]
fn near_counts(board: &Board, color: Color, pick: impl Fn(Near) -> u32) -> PointSet {
    // Fifteen rows or fewer fit in sixteen lanes: the common boards take half the work.
    // In WebAssembly only with its vector lanes (simd128: the npm package's build); the
    // rules-only build, which favours size, has none and keeps one copy.
    #[cfg(any(not(target_arch = "wasm32"), target_feature = "simd128"))]
    if board.size() <= 16 {
        return near_counts_in::<16, 24>(board, color, pick);
    }
    near_counts_in::<{ MAX_SIZE as usize }, { MAX_SIZE as usize + 8 }>(board, color, pick)
}

/// [`near_counts`] with `R` lanes (rows), `P = R + 8` padded rows.
#[inline(always)]
fn near_counts_in<const R: usize, const P: usize>(
    board: &Board,
    color: Color,
    pick: impl Fn(Near) -> u32,
) -> PointSet {
    let own = board.stones(color);
    // The rows with four empty rows on each side, so that every offset reads a row.
    let mut pad = [0u32; P];
    pad[4..4 + R].copy_from_slice(&own.rows()[..R]);
    // Per lane (row): some line with at least three within four, four within four, two
    // within three; two lines with two within three or three within four.
    let (mut any3, mut any4, mut one2, mut busy1, mut busy2) =
        ([0u32; R], [0u32; R], [0u32; R], [0u32; R], [0u32; R]);
    for (dx, dy) in DIRS {
        // Saturating bit-sliced counters: at least one, two, three, four stones.
        let (mut c1, mut c2, mut c3, mut c4) = ([0u32; R], [0u32; R], [0u32; R], [0u32; R]);
        let mut two_within_three = [0u32; R];
        for k in [1, -1, 2, -2, 3, -3, 4, -4] {
            if k == 4 {
                two_within_three = c2;
            }
            // Bit x of lane y: the cell (x + dx·k, y + dy·k). Bits moved past either side
            // of a row are dropped or land off the board (the caller keeps the empties).
            let src: &[u32; R] = pad[(4 + dy * k) as usize..][..R]
                .try_into()
                .expect("R rows");
            let s = dx * k;
            // One loop per way of shifting, so that each is a plain vector loop.
            let b: [u32; R] = if s >= 0 {
                src.map(|r| r >> s)
            } else {
                src.map(|r| r << -s)
            };
            for y in 0..R {
                c4[y] |= c3[y] & b[y];
                c3[y] |= c2[y] & b[y];
                c2[y] |= c1[y] & b[y];
                c1[y] |= b[y];
            }
        }
        for y in 0..R {
            let busy = two_within_three[y] | c3[y];
            busy2[y] |= busy1[y] & busy;
            busy1[y] |= busy;
            one2[y] |= two_within_three[y];
            any3[y] |= c3[y];
            any4[y] |= c4[y];
        }
    }
    let full = PointSet::full(board.size()).rows()[0];
    let mut rows = [0u32; MAX_SIZE as usize];
    for y in 0..usize::from(board.size()).min(R) {
        rows[y] = full
            & pick(Near {
                any_three: any3[y],
                any_four: any4[y],
                one_line_two: one2[y],
                two_lines_busy: busy2[y],
            });
    }
    PointSet::from_rows(rows)
}

/// The most own stones (the centre, bit 4, not counted) that `len` cells in a row through
/// the centre of the nine-cell line `own` hold (for [`SHARP`]).
const fn most_in(own: u32, len: u32) -> u32 {
    let (mut most, mut start) = (0, 5 - len);
    while start <= 4 {
        let n = (own & 0b1_1110_1111 & (((1 << len) - 1) << start)).count_ones();
        if n > most {
            most = n;
        }
        start += 1;
    }
    most
}

/// Whether `own` (the own stones on the nine cells around a point along each direction,
/// see `Board::lines`) holds what any forbidden kind needs (see `may_be_forbidden`): some
/// line with four more own stones within four steps (an overline, or two fours on one
/// line: `X.X*X.X`), or two lines each with three within four steps or two within three
/// (a four or a three on each: a double-four, a double-three, and a five, which also
/// needs four, are found that way). Counted without the blocks, so it can only
/// over-count; the point itself (bit 4) is not counted, so the answer is the same before
/// and after a stone is placed there, and captures (which remove only opponent stones) do
/// not change it.
///
/// Counted as a sum: a line weighs 1 with two within three or three within four, 2 with
/// four within four (see [`near_weight`]), and the point needs 2 in all.
#[inline]
fn enough_stones_near(own: &[u32; 4]) -> bool {
    near_weights(own) & 0xF >= 2
}

/// The weights of the four lines `own` (see [`enough_stones_near`]) summed, in bits 0–3,
/// and their weights of [`SHARP`] summed, from bit 4 (see [`may_be_forbidden_on`]).
#[inline(always)]
fn near_weights(own: &[u32; 4]) -> u32 {
    let w = |o: u32| near_weight(NEAR[o as usize & 0x1FF]);
    w(own[0]) + w(own[1]) + w(own[2]) + w(own[3])
}

/// The weight of a line of [`NEAR`] entry `c` in [`enough_stones_near`]: 0 without
/// [`TWO_IN_THREE`] or [`THREE_IN_FOUR`], 1 with either, 2 with [`FOUR_IN_FOUR`] (which
/// never comes without [`THREE_IN_FOUR`], so the flags are one of 0, 1, 2, 3, 6, 7): two
/// adds and a shift where counting the busy lines took a comparison each. The weight of
/// [`SHARP`] (bits 6–7 of `c`) comes out 16 times larger, above the sum of four flag
/// weights.
#[inline(always)]
const fn near_weight(c: u8) -> u32 {
    (c as u32 + 3) >> 2
}

/// Whether the lines other than `DIRS[skip]` hold what a five, an overline, a four or two
/// threes need (counted as in [`enough_stones_near`]): a point that makes a straight four
/// along `DIRS[skip]` can be anything but valid only then.
#[inline]
fn enough_stones_off(own: &[u32; 4], skip: usize) -> bool {
    let mut c = own.map(|o| NEAR[o as usize & 0x1FF]);
    c[skip] = 0;
    let two = c.iter().filter(|&&c| c & TWO_IN_THREE != 0).count();
    two >= 2 || (c[0] | c[1] | c[2] | c[3]) & THREE_IN_FOUR != 0
}

/// [`NEAR`]: at least two own stones within three steps.
const TWO_IN_THREE: u8 = 1;
/// [`NEAR`]: at least three own stones within four steps.
const THREE_IN_FOUR: u8 = 2;
/// [`NEAR`]: at least four own stones within four steps.
const FOUR_IN_FOUR: u8 = 4;
/// [`NEAR`]: the line's weight (bits 6–7) in the sharper count of
/// [`may_be_forbidden_on`]: 2 with [`FOUR_IN_FOUR`], else 1 where some four consecutive
/// cells through the centre hold two more own stones (a three needs that: the straight
/// four that it makes is four in a row with the centre), or some five hold three (a four
/// needs that: the five that it makes), else 0.
const SHARP: u8 = 0b1100_0000;

/// The counts of [`enough_stones_near`] for each nine-cell line (bit `k + 4` an own stone
/// `k` steps away; the centre not counted): 512 bytes, so that the count is one load (a
/// bit count is a long sequence where the processor has no instruction for it).
static NEAR: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut own = 0;
    while own < 512 {
        let (three, four) = (
            (own & 0b0_1110_1110u32).count_ones(),
            (own & 0b1_1110_1111u32).count_ones(),
        );
        let sharp: u8 = if four >= 4 {
            2
        } else if most_in(own, 4) >= 2 || most_in(own, 5) >= 3 {
            1
        } else {
            0
        };
        table[own as usize] = if three >= 2 { TWO_IN_THREE } else { 0 }
            | if four >= 3 { THREE_IN_FOUR } else { 0 }
            | if four >= 4 { FOUR_IN_FOUR } else { 0 }
            | sharp << SHARP.trailing_zeros();
        own += 1;
    }
    table
};

/// Whether the empty point `p` can be forbidden for `color` at all: a cheap test on the
/// stones around it that lets a caller skip [`forbidden_kind`] (and its scratch board)
/// for most points.
#[inline]
pub(crate) fn may_be_forbidden_at(board: &Board, color: Color, p: Point) -> bool {
    enough_stones_near(&board.lines(color, p))
}

/// [`may_be_forbidden_at`] made sharper, for a caller that has the lines already: `own`
/// must be `board.lines(color, p)` (the referee reads a five off them too). A line counts
/// here only where some four cells in a row through `p` hold two more own stones or some
/// five hold three (see [`SHARP`]): what a three or a four along it needs, blocks
/// ignored. So `p` can be forbidden, or make a five, only where this holds; unlike
/// [`may_be_forbidden_at`] it is not what [`may_be_forbidden`] counts, and it is used
/// only for a single point.
#[inline]
pub(crate) fn may_be_forbidden_on(own: &[u32; 4]) -> bool {
    near_weights(own) >= 2 << 4
}

/// No direction: see [`Judge::judge_at`].
const NO_LINE: usize = DIRS.len();

struct Judge<'a> {
    board: &'a mut Board,
    rules: &'a Rules,
    color: Color,
    r: Restrictions,
    /// Whether a placed stone takes its captures (the capture option, RULES.md §5).
    capture: bool,
    /// The line table of the judged colour (see [`crate::line_table`]) where the judge
    /// may read the lines from it (no captures, no caro rule), and whether only an exact
    /// five wins.
    #[cfg(feature = "line-table")]
    table: Option<(&'static [u16; line_table::PATTERNS], bool)>,
    /// Whether the caller has counted the stones around the next point judged (see
    /// [`forbidden_kind_near`], [`Judge::three_on`]): the next [`Judge::judge_at`] then
    /// skips that count.
    near_checked: bool,
}

impl<'a> Judge<'a> {
    fn new(board: &'a mut Board, rules: &'a Rules, color: Color) -> Judge<'a> {
        Judge {
            board,
            rules,
            color,
            r: rules.restrictions(color),
            capture: rules.capture().is_some(),
            #[cfg(feature = "line-table")]
            table: (rules.capture().is_none() && !rules.caro_rule()).then(|| {
                let overline_wins = rules.overline_wins(color);
                (line_table::table(overline_wins), !overline_wins)
            }),
            near_checked: false,
        }
    }
}

impl Judge<'_> {
    /// Runs `f` with a stone of the judged colour on the empty point `p` (and, under the
    /// capture option, the opponent's stones it captures removed), then puts the board
    /// back as it was.
    #[inline]
    fn with_stone<T>(&mut self, p: Point, f: impl FnOnce(&mut Self) -> T) -> T {
        self.board.set(p, self.color);
        let out = if self.capture {
            self.with_captures_taken(p, f)
        } else {
            f(self)
        };
        self.board.clear(p);
        out
    }

    /// Runs `f` with the captures of the stone just placed at `p` taken off the board, then
    /// puts them back.
    #[inline(never)]
    fn with_captures_taken<T>(&mut self, p: Point, f: impl FnOnce(&mut Self) -> T) -> T {
        let taken = captures_of(self.board, self.color, p);
        for q in taken.iter() {
            self.board.clear(q);
        }
        let out = f(self);
        for q in taken.iter() {
            self.board.set(q, !self.color);
        }
        out
    }

    /// Whether the stone at `p` is part of a winning line along `d`.
    #[inline]
    fn wins_along(&self, p: Point, d: Dir) -> bool {
        self.rules.line_wins(self.board, self.color, p, d)
    }

    fn makes_five(&self, p: Point) -> bool {
        // A five through p needs two own stones next to it on one side (see `pairs_near`).
        let near = self.board.pairs_near(self.color, p);
        DIRS.iter()
            .enumerate()
            .any(|(i, &d)| near >> i & 1 != 0 && self.wins_along(p, d))
    }

    /// The forbidden kind of the stone just placed at `p` (RULES.md §6), told to `trace`.
    fn judge<T: Trace>(&mut self, p: Point, trace: &mut T) -> Option<Forbidden> {
        match self.judge_at(p, NO_LINE, trace) {
            PointVerdict::Forbidden(kind) => Some(kind),
            PointVerdict::Five | PointVerdict::Valid => None,
        }
    }

    /// The verdict on the stone just placed at `p` (RULES.md §6), told to `trace`: `Five`
    /// if it makes a winning line, else its forbidden kind if any.
    ///
    /// `straight`: the direction (index into [`DIRS`]) along which the stone is known to
    /// make a straight four — it is the straight-four point of a three being judged one
    /// level up, and [`Judge::is_three`] has checked that four on this very board — or
    /// [`NO_LINE`]. That line then holds exactly one four (a five through `p` along it
    /// must take in the whole run of four, so only its two open ends complete it) and no
    /// five, and is not scanned again. A full trace wants every four told: it gets no
    /// shortcut.
    fn judge_at<T: Trace>(&mut self, p: Point, straight: usize, trace: &mut T) -> PointVerdict {
        let straight = if T::FULL { NO_LINE } else { straight };
        let near_checked = core::mem::take(&mut self.near_checked);
        if straight != NO_LINE
            && !near_checked
            && !enough_stones_off(&self.board.lines(self.color, p), straight)
        {
            // The straight four is one four; a five, an overline, a second four or two
            // threes all need stones on the other lines.
            return PointVerdict::Valid;
        }
        // The eleven cells around `p` on each line, read once as bit masks.
        let cells = self.board.around(self.color, p);
        let windows = cells.map(LineCells::window);
        if !T::FULL && !near_checked && !enough_stones_near(&windows.map(Window::own)) {
            return PointVerdict::Valid;
        }
        #[cfg(feature = "line-table")]
        if let (false, Some(table)) = (T::FULL, self.table) {
            return self.judge_lines(p, straight, &cells, table);
        }
        let mut overline = false;
        let mut five = false;
        for (i, &d) in DIRS.iter().enumerate() {
            // A line of five or more has at least four more stones within four steps.
            if i == straight || windows[i].capped_run() < 5 {
                continue;
            }
            let (back, fwd) = self.board.run(self.color, p, d);
            let len = 1 + back + fwd;
            if len >= 5 {
                let wins = self
                    .rules
                    .run_wins(self.board, self.color, p, d, (back, fwd));
                trace.run(i, back, fwd, wins);
                if wins {
                    // Five has priority (RIF §9.2).
                    if !T::FULL {
                        return PointVerdict::Five;
                    }
                    five = true;
                }
                overline |= len >= 6;
            }
        }
        let want_four = self.r.contains(Forbidden::DoubleFour);
        let want_three = self.r.contains(Forbidden::DoubleThree);
        if !T::FULL {
            if overline && self.r.contains(Forbidden::Overline) {
                return PointVerdict::Forbidden(Forbidden::Overline);
            }
            if !want_four && !want_three {
                return PointVerdict::Valid;
            }
        }
        let mut fours = 0;
        let mut three_dirs = [false; 4];
        let mut candidates = 0;
        for i in 0..DIRS.len() {
            // A four needs three more stones within four steps: skip the scan otherwise.
            let f = if i == straight {
                1
            } else if windows[i].own_near(4) >= 3 {
                let completions = self.four_completions(p, i, cells[i], trace);
                four_count(completions)
            } else {
                0
            };
            fours += f;
            if f == 0 && (want_three || T::FULL) && windows[i].own_near(3) >= 2 {
                three_dirs[i] = true;
                candidates += 1;
            }
        }
        if !T::FULL {
            if want_four && fours >= 2 {
                return PointVerdict::Forbidden(Forbidden::DoubleFour);
            }
            if candidates < 2 {
                return PointVerdict::Valid;
            }
        }
        let mut threes = 0;
        for (i, &d) in DIRS.iter().enumerate() {
            if !three_dirs[i] {
                continue;
            }
            if self.is_three(p, i, d, cells[i], trace) {
                threes += 1;
                if !T::FULL && threes >= 2 {
                    return PointVerdict::Forbidden(Forbidden::DoubleThree);
                }
            } else if !T::FULL {
                candidates -= 1;
                if threes + candidates < 2 {
                    return PointVerdict::Valid;
                }
            }
        }
        // Reached by the full trace (the plain verdict has returned on the way): the same
        // decisions in the same order.
        if five {
            PointVerdict::Five
        } else if overline && self.r.contains(Forbidden::Overline) {
            PointVerdict::Forbidden(Forbidden::Overline)
        } else if want_four && fours >= 2 {
            PointVerdict::Forbidden(Forbidden::DoubleFour)
        } else if want_three && threes >= 2 {
            PointVerdict::Forbidden(Forbidden::DoubleThree)
        } else {
            PointVerdict::Valid
        }
    }

    /// [`Judge::judge_at`] for the plain verdict, with each line read from the line table
    /// (`table`: the colour's table and whether only an exact five wins; see
    /// [`crate::line_table`]): the same decisions in the same order, on what the table
    /// says of each line instead of scanning it.
    #[cfg(feature = "line-table")]
    fn judge_lines(
        &mut self,
        p: Point,
        straight: usize,
        cells: &[LineCells; 4],
        (table, exact): (&[u16; line_table::PATTERNS], bool),
    ) -> PointVerdict {
        let entry = |c: LineCells| table[line_table::pattern(c, exact)];
        let e = [
            entry(cells[0]),
            entry(cells[1]),
            entry(cells[2]),
            entry(cells[3]),
        ];
        let (mut five, mut overline) = (false, false);
        for (i, &e) in e.iter().enumerate() {
            if i != straight {
                five |= line_table::wins(e);
                overline |= line_table::long_run(e);
            }
        }
        if five {
            // Five has priority (RIF §9.2).
            return PointVerdict::Five;
        }
        if overline && self.r.contains(Forbidden::Overline) {
            return PointVerdict::Forbidden(Forbidden::Overline);
        }
        let want_four = self.r.contains(Forbidden::DoubleFour);
        let want_three = self.r.contains(Forbidden::DoubleThree);
        let mut fours = 0;
        let mut three_dirs = 0u32;
        for (i, &e) in e.iter().enumerate() {
            let f = if i == straight {
                1
            } else {
                line_table::four_count(e)
            };
            fours += f;
            if f == 0 && line_table::straight_four_points(e) != 0 {
                three_dirs |= 1 << i;
            }
        }
        if want_four && fours >= 2 {
            return PointVerdict::Forbidden(Forbidden::DoubleFour);
        }
        if !want_three {
            return PointVerdict::Valid;
        }
        let mut candidates = three_dirs.count_ones();
        if candidates < 2 {
            return PointVerdict::Valid;
        }
        let mut threes = 0;
        for (i, &d) in DIRS.iter().enumerate() {
            if three_dirs >> i & 1 == 0 {
                continue;
            }
            if self.three_on(p, i, d, line_table::straight_four_points(e[i])) {
                threes += 1;
                if threes >= 2 {
                    return PointVerdict::Forbidden(Forbidden::DoubleThree);
                }
            } else {
                candidates -= 1;
                if threes + candidates < 2 {
                    return PointVerdict::Valid;
                }
            }
        }
        PointVerdict::Valid
    }

    /// [`Judge::is_three`] for the plain verdict, given the offsets of the line's
    /// straight-four points (bit `k + 3`, see [`crate::line_table`]): whether one of them
    /// is valid, judged with its stone placed.
    #[cfg(feature = "line-table")]
    fn three_on(&mut self, p: Point, i: usize, d: Dir, mut points: u32) -> bool {
        while points != 0 {
            let k = points.trailing_zeros() as i32 - 3;
            points &= points - 1;
            let Some(q) = self.board.step(p, d, k) else {
                continue;
            };
            // The count of `Judge::judge_at` for a straight-four point, taken before its
            // stone is placed: it reads only the lines through `q` other than this one,
            // which neither `q` nor `p` changes.
            if !enough_stones_off(&self.board.lines(self.color, q), i) {
                return true;
            }
            self.near_checked = true;
            if self.with_stone(q, |j| j.judge_at(q, i, &mut NoTrace)) == PointVerdict::Valid {
                return true;
            }
        }
        false
    }

    /// The fours through the stone at `p` along `DIRS[i]`: the empty points within four
    /// steps that complete a winning line through `p`, as bits `k + 4` (a straight four
    /// gives two bits five apart), each also told to `trace`.
    /// `cells`: the eleven cells around `p` along the line (see [`Board::around`]).
    fn four_completions<T: Trace>(
        &mut self,
        p: Point,
        i: usize,
        cells: LineCells,
        trace: &mut T,
    ) -> u32 {
        let own = cells.window().own();
        if !T::FULL && !self.capture {
            return self.completions_on(cells, own);
        }
        let d = DIRS[i];
        let mut completions = 0;
        for k in (-4..=4).filter(|&k| k != 0) {
            // A winning line through p and q has four more stones within four steps of p.
            if capped_run(own | 1 << (k + 4)) < 5 {
                continue;
            }
            let Some(q) = self.board.step(p, d, k) else {
                continue;
            };
            if self.board.get(q).is_some() {
                continue;
            }
            let completes = self.with_stone(q, |j| {
                let (back, fwd) = j.board.run(j.color, q, d);
                // p sits at -k steps from q; the line through q must include it.
                let wins = -back <= -k
                    && -k <= fwd
                    && j.rules.run_wins(j.board, j.color, q, d, (back, fwd));
                wins.then_some((back, fwd))
            });
            if let Some((back, fwd)) = completes {
                trace.four(i, k, back, fwd);
                completions |= 1 << (k + 4);
            }
        }
        completions
    }

    /// [`Judge::four_completions`] read off the eleven cells around `p` (see
    /// [`Board::cells`]) instead of placing each stone: without captures a stone placed
    /// changes nothing else, and a run that reaches five cells on one side is an overline
    /// whatever lies further. `own`: the nine cells' own stones (`cells.own` shifted).
    fn completions_on(&self, cells: LineCells, own: u32) -> u32 {
        completions_in(
            cells,
            own,
            self.rules.overline_wins(self.color),
            self.rules.caro_rule(),
        )
    }

    /// How many fours through `p` lie along `d` (see [`four_count`]).
    #[cfg(test)]
    fn fours_along(&mut self, p: Point, d: Dir) -> u32 {
        let i = DIRS.iter().position(|&e| e == d).unwrap_or(0);
        let cells = self.board.around(self.color, p)[i];
        four_count(self.four_completions(p, i, cells, &mut NoTrace))
    }

    /// Whether the stone at `p` makes a (true) three along `d` = `DIRS[i]`: some empty
    /// point `q` turns the row through `p` into a straight four, without making a five,
    /// and `q` is itself not forbidden — judged with `q` on the board, recursively. The
    /// plain verdict stops at the first such `q`; a full trace hears of every straight-four
    /// point with its verdict.
    /// `cells`: the eleven cells around `p` along `d` (see [`Board::around`]).
    fn is_three<T: Trace>(
        &mut self,
        p: Point,
        i: usize,
        d: Dir,
        cells: LineCells,
        trace: &mut T,
    ) -> bool {
        let mut three = false;
        let own = cells.window().own();
        // Without captures a stone placed changes nothing else on the line: each straight
        // four is checked on `cells` before its stone is placed.
        let cells = (!self.capture).then_some(cells);
        for k in (-3..=3).filter(|&k| k != 0) {
            // The straight four is a run of exactly four through p that takes in q (what
            // `straight_four` checks first, read here off the nine cells around p).
            let with_q = own | 1 << (k + 4);
            let (fwd, back) = ((with_q >> 5).trailing_ones(), (with_q << 28).leading_ones());
            if fwd + back + 1 != 4 || k < -(back as i32) || k > fwd as i32 {
                continue;
            }
            let run = match cells {
                Some(c) if c.empty() >> (k + 5) & 1 != 0 => {
                    match self.straight_four(c.with_own(k), k) {
                        Some(run) => Some(run),
                        None => continue,
                    }
                }
                Some(_) => continue,
                None => None,
            };
            let Some(q) = self.board.step(p, d, k) else {
                continue;
            };
            if self.board.get(q).is_some() {
                continue;
            }
            let mut child = trace.child();
            let verdict = self.with_stone(q, |j| {
                let run = match run {
                    Some(run) => run,
                    // Captures taken: the line is read with them gone.
                    None => j.straight_four(j.board.cells(j.color, p, i), k)?,
                };
                let verdict = if T::Child::FULL {
                    // A full child trace hears of nothing when the point makes a five.
                    if j.makes_five(q) {
                        PointVerdict::Five
                    } else {
                        j.judge(q, &mut child)
                            .map_or(PointVerdict::Valid, PointVerdict::Forbidden)
                    }
                } else {
                    // The judge finds a five first: the same answer.
                    j.judge_at(q, i, &mut child)
                };
                Some((run, verdict))
            });
            let Some((run, verdict)) = verdict else {
                continue;
            };
            trace.three_point(i, k, run, verdict, child);
            if verdict == PointVerdict::Valid {
                three = true;
                if !T::FULL || !T::EVERY_POINT {
                    return true;
                }
            }
        }
        three
    }

    /// Whether the row of `cells` (the eleven cells around the judged point along one
    /// line, the stone `k` steps away placed) is an unbroken four through the centre that
    /// includes that stone and that both of its open ends turn into a winning five: its run
    /// `(back, fwd)` if so.
    ///
    /// Each end's five is the four and that end, so it wins unless the cell just beyond it
    /// holds an own stone (an overline) and overlines do not win; the caro rule never
    /// denies it (the other end is empty), and captures (which take only opponent stones)
    /// change neither.
    fn straight_four(&self, cells: LineCells, k: i32) -> Option<(i32, i32)> {
        straight_four_in(cells, k, self.rules.overline_wins(self.color))
    }
}

/// [`Judge::completions_on`] for a colour whose overlines win or not (`overline_wins`),
/// under the caro rule or not.
fn completions_in(cells: LineCells, own: u32, overline_wins: bool, caro: bool) -> u32 {
    let empty = cells.empty();
    let mut completions = 0;
    for k in (-4..=4).filter(|&k| k != 0) {
        if capped_run(own | 1 << (k + 4)) < 5 || empty >> (k + 5) & 1 == 0 {
            continue;
        }
        let (back, fwd) = cells.run_with(1 << (k + 5));
        let len = 1 + back + fwd;
        if k < -back || k > fwd || len < 5 || (len > 5 && !overline_wins) {
            continue;
        }
        // Caro: an exact five (each side then at most four, so both cells beyond it
        // are among the eleven) blocked by the opponent at both ends does not win.
        if caro && len == 5 && cells.opp >> (4 - back) & 1 != 0 && cells.opp >> (fwd + 6) & 1 != 0 {
            continue;
        }
        completions |= 1 << (k + 4);
    }
    completions
}

/// [`Judge::straight_four`] for a colour whose overlines win or not (`overline_wins`).
fn straight_four_in(cells: LineCells, k: i32, overline_wins: bool) -> Option<(i32, i32)> {
    let (back, fwd) = cells.run_with(0);
    if back + fwd + 1 != 4 || k < -back || k > fwd {
        return None;
    }
    let empty = cells.empty();
    // The end `e` steps away is empty, and the cell beyond it is not own or need not be.
    let end_wins = |e: i32, beyond: i32| {
        empty >> (e + 5) & 1 != 0 && (overline_wins || cells.own >> (beyond + 5) & 1 == 0)
    };
    (end_wins(-back - 1, -back - 2) && end_wins(fwd + 1, fwd + 2)).then_some((back, fwd))
}

/// The number of fours that a line's completion points (bits `k + 4`, see
/// `Judge::four_completions`) make: a straight four's two ends (five apart) count once.
#[inline]
pub(crate) const fn four_count(completions: u32) -> u32 {
    completions.count_ones() - (completions & completions >> 5).count_ones()
}

/// The forbidden points of a position for one colour, each with its kind. No allocation.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Forbidden, Position, Rules, Setup};
///
/// // Two open threes meet at h8: f8 g8 (h8) and h6 h7 (h8).
/// let setup = Setup::from_text("f8 g8 h6 h7", "")?;
/// let pos = Position::from_setup(Rules::renju(), &setup)?;
/// let forbidden = pos.forbidden_points();
/// assert_eq!(forbidden.get("h8".parse()?), Some(Forbidden::DoubleThree));
/// assert_eq!(forbidden.len(), 1);
/// for (point, kind) in forbidden.iter() {
///     assert_eq!(format!("{point}: {kind}"), "h8: double-three");
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ForbiddenPoints {
    sets: [crate::PointSet; 3],
}

impl ForbiddenPoints {
    /// No forbidden point.
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPoints;
    /// assert!(ForbiddenPoints::new().is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> ForbiddenPoints {
        ForbiddenPoints {
            sets: [crate::PointSet::new(); 3],
        }
    }

    pub(crate) fn insert(&mut self, p: Point, kind: Forbidden) {
        self.sets[kind as usize].insert(p);
    }

    /// Makes `p` forbidden of `kind`, or not forbidden for `None`.
    #[cfg(feature = "line-table")]
    pub(crate) fn set(&mut self, p: Point, kind: Option<Forbidden>) {
        for (k, set) in self.sets.iter_mut().enumerate() {
            if kind.is_some_and(|kind| kind as usize == k) {
                set.insert(p);
            } else {
                set.remove(p);
            }
        }
    }

    /// The kind of `p`, or `None` if it is not forbidden.
    ///
    /// ```
    /// use gomoku_referee::{ForbiddenPoints, Point};
    /// assert_eq!(ForbiddenPoints::new().get(Point::new(0, 0).unwrap()), None);
    /// ```
    #[must_use]
    pub fn get(&self, p: Point) -> Option<Forbidden> {
        Forbidden::ALL
            .into_iter()
            .find(|&k| self.sets[k as usize].contains(p))
    }

    /// The points of one kind.
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, ForbiddenPoints};
    /// assert!(ForbiddenPoints::new().of_kind(Forbidden::Overline).is_empty());
    /// ```
    #[must_use]
    pub const fn of_kind(&self, kind: Forbidden) -> crate::PointSet {
        self.sets[kind as usize]
    }

    /// Every forbidden point, of any kind.
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPoints;
    /// assert!(ForbiddenPoints::new().points().is_empty());
    /// ```
    #[must_use]
    pub fn points(&self) -> crate::PointSet {
        self.sets[0].union(&self.sets[1]).union(&self.sets[2])
    }

    /// The number of forbidden points.
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPoints;
    /// assert_eq!(ForbiddenPoints::new().len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.sets.iter().map(crate::PointSet::len).sum()
    }

    /// Whether no point is forbidden.
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPoints;
    /// assert!(ForbiddenPoints::new().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.sets.iter().all(crate::PointSet::is_empty)
    }

    /// The forbidden points with their kinds, in board order (row by row from `a1`).
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPoints;
    /// assert_eq!(ForbiddenPoints::new().iter().count(), 0);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Point, Forbidden)> + '_ {
        self.points()
            .into_iter()
            .filter_map(|p| Some((p, self.get(p)?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Grid, Rng, SIZES, any_grid, draw, points, random_grid};

    /// `may_be_forbidden` the slow way: count the own stones 1..=`reach` steps from `p` on
    /// each line, blocks ignored.
    fn naive_may_be_forbidden(g: &Grid, color: Color) -> PointSet {
        let near = |p: Point, d: Dir, reach: i32| {
            let (x, y) = (i32::from(p.x()), i32::from(p.y()));
            (-reach..=reach)
                .filter(|&k| k != 0 && g.at(x + k * d.0, y + k * d.1) == Some(Some(color)))
                .count()
        };
        points(g.size)
            .filter(|&p| {
                DIRS.iter().any(|&d| near(p, d, 4) >= 4)
                    || DIRS
                        .iter()
                        .filter(|&&d| near(p, d, 4) >= 3 || near(p, d, 3) >= 2)
                        .count()
                        >= 2
            })
            .collect()
    }

    /// `may_threaten` the slow way.
    fn naive_may_threaten(g: &Grid, color: Color) -> PointSet {
        let near = |p: Point, d: Dir, reach: i32| {
            let (x, y) = (i32::from(p.x()), i32::from(p.y()));
            (-reach..=reach)
                .filter(|&k| k != 0 && g.at(x + k * d.0, y + k * d.1) == Some(Some(color)))
                .count()
        };
        points(g.size)
            .filter(|&p| {
                DIRS.iter()
                    .any(|&d| near(p, d, 4) >= 3 || near(p, d, 3) >= 2)
            })
            .collect()
    }

    #[test]
    fn may_be_forbidden_counts_like_plain_loops() {
        let mut rng = Rng::new(10);
        for size in SIZES {
            for _ in 0..30 {
                let g = any_grid(&mut rng, size);
                let board = g.board();
                for color in Color::ALL {
                    assert_eq!(
                        may_be_forbidden(&board, color),
                        naive_may_be_forbidden(&g, color),
                        "{color}\n{}",
                        draw(&board)
                    );
                    assert_eq!(
                        may_threaten(&board, color),
                        naive_may_threaten(&g, color),
                        "{color}\n{}",
                        draw(&board)
                    );
                    // The test of one point agrees with the whole-board count.
                    let whole = may_be_forbidden(&board, color);
                    for p in points(size) {
                        assert_eq!(
                            may_be_forbidden_at(&board, color, p),
                            whole.contains(p),
                            "{color} {p}\n{}",
                            draw(&board)
                        );
                    }
                }
            }
        }
        // Nothing near: nothing to judge.
        assert!(may_be_forbidden(&Board::empty(15), Color::Black).is_empty());
    }

    /// Every kind for both colours, with captures: the widest judge there is.
    fn everything_with_captures() -> Rules {
        Rules::freestyle()
            .with_restrictions(Color::Black, Restrictions::RENJU)
            .with_restrictions(Color::White, Restrictions::RENJU)
            .with_capture(Some(5))
            .unwrap()
    }

    /// `enough_stones_near` by its definition: two busy lines, or one with four.
    #[test]
    fn near_weights_count_busy_lines_and_fours() {
        for (own, &c) in NEAR.iter().enumerate() {
            assert!(matches!(c & !SHARP, 0 | 1 | 2 | 3 | 6 | 7), "{own:09b}");
            // The sharper weight: 0, 1 or 2, never more than the plain one.
            let sharp = c >> SHARP.trailing_zeros();
            assert!(sharp <= 2, "{own:09b}");
            assert!(sharp <= near_weight(c & !SHARP) as u8, "{own:09b}");
        }
        for flags in 0..8u32.pow(4) {
            let c: [u8; 4] =
                core::array::from_fn(|i| [0, 1, 2, 3, 6, 7, 0, 0][(flags >> (3 * i) & 7) as usize]);
            let busy = c
                .iter()
                .filter(|&&c| c & (TWO_IN_THREE | THREE_IN_FOUR) != 0)
                .count();
            let by_definition = busy >= 2 || (c[0] | c[1] | c[2] | c[3]) & FOUR_IN_FOUR != 0;
            let weights: u32 = c.iter().map(|&c| near_weight(c)).sum();
            assert_eq!(weights >= 2, by_definition, "{c:?}");
        }
    }

    #[test]
    fn may_be_forbidden_covers_every_forbidden_point() {
        let presets = [
            Rules::renju(),
            Rules::omok(),
            Rules::ninuki_renju(),
            everything_with_captures(),
        ];
        let mut rng = Rng::new(11);
        // How often each kind was found, and how many forbidden points capture.
        let mut kinds = [0usize; 3];
        let mut capturing = 0;
        for size in SIZES {
            let boards = if size > 15 { 12 } else { 40 };
            for _ in 0..boards {
                let density = [120, 250, 400, 550][rng.below(4) as usize];
                let black = [300, 500, 700][rng.below(3) as usize];
                let g = random_grid(&mut rng, size, density, black);
                let board = g.board();
                for base in presets {
                    let rules = base.with_size(size.into()).unwrap();
                    for color in Color::ALL {
                        let candidates = may_be_forbidden(&board, color);
                        let open = rules
                            .capture()
                            .is_none()
                            .then(|| may_be_forbidden_open(&board, color));
                        let mut scratch = board;
                        for p in board.empties() {
                            let kind = forbidden_kind(&mut scratch, &rules, color, p);
                            assert!(scratch == board, "the judge changed the board at {p}");
                            // The referee's sharper count (no captures) holds wherever a
                            // stone is forbidden or makes a run of five or more.
                            let run_of_five = DIRS.iter().any(|&d| {
                                let (back, fwd) = board.run(color, p, d);
                                1 + back + fwd >= 5
                            });
                            if rules.capture().is_none() && (kind.is_some() || run_of_five) {
                                assert!(
                                    may_be_forbidden_on(&board.lines(color, p)),
                                    "{p} ({kind:?}, five or more: {run_of_five}) for {color} under {rules} fails the sharper count\n{}",
                                    draw(&board)
                                );
                            }
                            let Some(kind) = kind else { continue };
                            assert!(
                                candidates.contains(p),
                                "{p} is {kind} for {color} under {rules} but not a candidate\n{}",
                                draw(&board)
                            );
                            assert!(
                                open.is_none_or(|open| open.contains(p)),
                                "{p} is {kind} for {color} under {rules} but not an open candidate\n{}",
                                draw(&board)
                            );
                            kinds[kind as usize] += 1;
                            if rules.capture().is_some() {
                                let mut b = board;
                                b.set(p, color);
                                capturing += usize::from(!captures_of(&b, color, p).is_empty());
                            }
                        }
                    }
                }
            }
        }
        // The test means something only if it met every kind, and moves that capture.
        assert!(kinds.iter().all(|&k| k >= 100), "kinds found: {kinds:?}");
        assert!(
            capturing >= 20,
            "forbidden points that capture: {capturing}"
        );
    }

    /// A board of 15 with `row` (`X` Black, `O` White, `.` empty, `*` the point judged)
    /// along `d` from (1, 7) or, for the diagonals, from a point that keeps it on the board.
    fn line_board(row: &str, d: Dir) -> (Board, Point) {
        let mut board = Board::empty(15);
        let start = match d {
            (1, -1) => (1, 13),
            (0, 1) => (7, 1),
            _ => (1, 1 + 6 * i32::from(d.1 == 0)),
        };
        let mut at = None;
        for (k, c) in row.chars().enumerate() {
            let k = k as i32;
            let p = Point::new((start.0 + k * d.0) as u8, (start.1 + k * d.1) as u8).unwrap();
            match c {
                'X' => board.set(p, Color::Black),
                'O' => board.set(p, Color::White),
                '*' => at = Some(p),
                _ => {}
            }
        }
        (board, at.unwrap())
    }

    fn fours(rules: &Rules, color: Color, row: &str, d: Dir) -> u32 {
        let (mut board, p) = line_board(row, d);
        let mut judge = Judge::new(&mut board, rules, color);
        judge.with_stone(p, |j| j.fours_along(p, d))
    }

    #[test]
    fn fours_along_one_line() {
        let renju = Rules::renju();
        let black = Color::Black;
        for d in DIRS {
            // RULES.md §6: each of these gives two fours on one line at the middle point.
            assert_eq!(fours(&renju, black, "X.X*X.X", d), 2, "{d:?}");
            assert_eq!(fours(&renju, black, "XX.*X.XX", d), 2, "{d:?}");
            assert_eq!(fours(&renju, black, "XXX.*.XXX", d), 2, "{d:?}");
            // A straight four counts once; a four that only an overline completes is none.
            assert_eq!(fours(&renju, black, "..XX*X..", d), 1, "{d:?}");
            assert_eq!(fours(&renju, black, "X.XX*X.", d), 1, "{d:?}");
            assert_eq!(fours(&renju, black, "X.XX*XO", d), 0, "{d:?}");
            // White wins with an overline under renju: the same cells are a straight four.
            let white_row = |s: &str| s.replace('X', "o").replace('O', "X").replace('o', "O");
            assert_eq!(
                fours(&renju, Color::White, &white_row("X.XX*X."), d),
                1,
                "{d:?}"
            );
            assert_eq!(
                fours(&renju, Color::White, &white_row("X.XX*XO"), d),
                1,
                "{d:?}"
            );
            // Blocked on both sides by White: no room for a five.
            assert_eq!(fours(&renju, black, "O.XX*O", d), 0, "{d:?}");
        }
    }

    #[test]
    fn kinds_of_single_lines() {
        let kind = |rules: &Rules, row: &str, d: Dir| {
            let (mut board, p) = line_board(row, d);
            let before = board;
            let k = forbidden_kind(&mut board, rules, Color::Black, p);
            assert!(board == before, "{row}");
            k
        };
        let (renju, omok) = (Rules::renju(), Rules::omok());
        for d in DIRS {
            assert_eq!(
                kind(&renju, "X.X*X.X", d),
                Some(Forbidden::DoubleFour),
                "{d:?}"
            );
            assert_eq!(
                kind(&renju, "XXX*XX", d),
                Some(Forbidden::Overline),
                "{d:?}"
            );
            // Five has priority; omok does not forbid overlines or double-fours.
            assert_eq!(kind(&renju, ".XX*XX.", d), None, "{d:?}");
            assert_eq!(kind(&omok, "XXX*XX", d), None, "{d:?}");
            assert_eq!(kind(&omok, "X.X*X.X", d), None, "{d:?}");
        }
    }

    #[test]
    fn a_capture_can_open_a_three() {
        // Horizontal f8 g8 (h8): an open three. Vertical h6 h7 (h8) is blocked by the white
        // h9 h10, which h8 captures (h11 is Black): with them gone it is a three too.
        let mut board = Board::empty(15);
        let p = |s: &str| s.parse::<Point>().unwrap();
        for s in ["f8", "g8", "h6", "h7", "h11"] {
            board.set(p(s), Color::Black);
        }
        for s in ["h9", "h10"] {
            board.set(p(s), Color::White);
        }
        let before = board;
        let h8 = p("h8");
        assert_eq!(
            forbidden_kind(&mut board, &Rules::ninuki_renju(), Color::Black, h8),
            Some(Forbidden::DoubleThree)
        );
        assert!(board == before);
        // Without captures the vertical three stays blocked.
        assert_eq!(
            forbidden_kind(&mut board, &Rules::omok(), Color::Black, h8),
            None
        );
        assert!(may_be_forbidden(&board, Color::Black).contains(h8));
        // Occupied points and unrestricted colours are never forbidden.
        assert_eq!(
            forbidden_kind(&mut board, &Rules::ninuki_renju(), Color::Black, p("f8")),
            None
        );
        assert_eq!(
            forbidden_kind(&mut board, &Rules::renju(), Color::White, h8),
            None
        );
    }

    /// A trace that wants everything: the judge then scans every line itself, never
    /// through the line table.
    struct Everything;

    impl Trace for Everything {
        const FULL: bool = true;
        type Child = Everything;
        fn child(&self) -> Everything {
            Everything
        }
    }

    /// The cells of line-table pattern `i` (see `line_table::pattern`; where `exact`, the
    /// outer cells hold an own stone or an opponent's, else an opponent's), the centre
    /// holding the judged stone.
    fn cells_of(i: usize) -> LineCells {
        let (mut own, mut opp) = (1u32 << 5, 0u32);
        let mut inner = i % 6561;
        for bit in [1, 2, 3, 4, 6, 7, 8, 9] {
            match inner % 3 {
                0 => opp |= 1 << bit,
                2 => own |= 1 << bit,
                _ => {}
            }
            inner /= 3;
        }
        for (b, bit) in [(1, 0), (2, 10)] {
            if (i / 6561) & b != 0 {
                own |= 1 << bit;
            } else {
                opp |= 1 << bit;
            }
        }
        LineCells { own, opp, off: 0 }
    }

    /// The first pattern whose `entry` disagrees, for `color` under `rules` (no captures,
    /// no caro rule), with the judge's own scans on a board that places stones (the
    /// pattern laid out along the row of h8, the judged stone at h8): the winning run,
    /// the longer run that does not win, the number of fours, and the straight-four
    /// points checked stone by stone (the run through h8 with the point placed is exactly
    /// four and takes in the point, and a stone at either end makes a winning line).
    fn line_table_disagreement(
        rules: &Rules,
        color: Color,
        entry: impl Fn(usize) -> u16,
    ) -> Option<std::string::String> {
        use crate::line_table::{PATTERNS, long_run, pattern, straight_four_points, wins};
        let exact = !rules.overline_wins(color);
        let d = (1, 0);
        let h8 = Point::new(7, 7).unwrap();
        // Where an overline wins, the outer cells do not enter the pattern.
        let patterns = if exact { PATTERNS } else { 6561 };
        for i in 0..patterns {
            let cells = cells_of(i);
            let mut board = Board::empty(15);
            for k in -5..=5 {
                let q = board.step(h8, d, k).unwrap();
                if cells.own >> (k + 5) & 1 != 0 {
                    board.set(q, color);
                } else if cells.opp >> (k + 5) & 1 != 0 {
                    board.set(q, !color);
                }
            }
            // The pattern read off the board is the one laid out.
            let read = board.around(color, h8)[0];
            if pattern(read, exact) != i {
                return Some(std::format!(
                    "pattern {i} reads as {}",
                    pattern(read, exact)
                ));
            }
            let e = entry(i);
            let (back, fwd) = board.run(color, h8, d);
            let len = 1 + back + fwd;
            let mut judge = Judge::new(&mut board, rules, color);
            let wins_here = len >= 5 && judge.wins_along(h8, d);
            let fours = four_count(judge.four_completions(h8, 0, read, &mut Everything));
            let mut points = 0;
            for k in (-3..=3).filter(|&k| k != 0) {
                let q = judge.board.step(h8, d, k).unwrap();
                if judge.board.get(q).is_some() {
                    continue;
                }
                let straight = judge.with_stone(q, |j| {
                    let (back, fwd) = j.board.run(color, h8, d);
                    back + fwd + 1 == 4
                        && -back <= k
                        && k <= fwd
                        && [-back - 1, fwd + 1].into_iter().all(|end| {
                            j.board.step(h8, d, end).is_some_and(|t| {
                                j.board.get(t).is_none() && j.with_stone(t, |j| j.wins_along(t, d))
                            })
                        })
                });
                points |= u32::from(straight) << (k + 3);
            }
            // A run of five or more holds no four and no three of its own.
            let (fours, points) = if len >= 5 { (0, 0) } else { (fours, points) };
            let want = (wins_here, len >= 5 && !wins_here, fours, points);
            let got = (
                wins(e),
                long_run(e),
                crate::line_table::four_count(e),
                straight_four_points(e),
            );
            if want != got {
                return Some(std::format!(
                    "pattern {i}: the judge finds {want:?}, the table {got:?}\n{}",
                    draw(&board)
                ));
            }
        }
        None
    }

    #[test]
    fn line_table_agrees_with_the_judge_on_every_pattern() {
        use crate::line_table::{pattern, straight_four_points, table};
        // Renju: only an exact five wins for Black, an overline wins for White.
        let renju = Rules::renju();
        for color in Color::ALL {
            let t = table(renju.overline_wins(color));
            assert_eq!(
                line_table_disagreement(&renju, color, |i| t[i]),
                None,
                "{color}"
            );
        }
        // A wrong entry is caught: `..X*X..` holds a three whose straight-four points are
        // two steps away on each side (bits -2 + 3 and 2 + 3); one of them is dropped.
        let t = table(false);
        let (mut board, p) = line_board("..X*X..", (1, 0));
        board.set(p, Color::Black);
        let three = pattern(board.around(Color::Black, p)[0], true);
        assert_eq!(straight_four_points(t[three]), 1 << 1 | 1 << 5);
        let broken = |i: usize| {
            if i == three {
                t[i] & !(1 << (8 + 5))
            } else {
                t[i]
            }
        };
        let found = line_table_disagreement(&renju, Color::Black, broken)
            .expect("the broken entry is found");
        assert!(
            found.starts_with(&std::format!("pattern {three}:")),
            "{found}"
        );
    }

    #[test]
    fn the_line_table_gives_the_verdicts_of_the_scans() {
        // The plain verdict (through the line table where it applies) against the full
        // trace's (every line scanned), on random boards, for every empty point.
        let presets = [
            Rules::renju(),
            Rules::omok(),
            Rules::omok().with_overline_wins(Color::Black, true),
        ];
        let mut rng = Rng::new(28);
        let mut kinds = [0usize; 3];
        for size in SIZES {
            for _ in 0..30 {
                let density = [120, 250, 400, 550][rng.below(4) as usize];
                let black = [300, 500, 700][rng.below(3) as usize];
                let g = random_grid(&mut rng, size, density, black);
                let board = g.board();
                for base in presets {
                    let rules = base.with_size(size.into()).unwrap();
                    let mut scratch = board;
                    for p in board.empties() {
                        let fast =
                            judge_traced(&mut scratch, &rules, Color::Black, p, &mut NoTrace);
                        let full =
                            judge_traced(&mut scratch, &rules, Color::Black, p, &mut Everything);
                        assert_eq!(fast, full, "{p} under {rules}\n{}", draw(&board));
                        assert!(scratch == board);
                        if let Some(k) = fast {
                            kinds[k as usize] += 1;
                        }
                    }
                }
            }
        }
        assert!(kinds.iter().all(|&k| k >= 50), "kinds found: {kinds:?}");
    }

    #[test]
    fn forbidden_points_keep_kinds_in_board_order() {
        let p = |s: &str| s.parse::<Point>().unwrap();
        let mut f = ForbiddenPoints::new();
        f.insert(p("h8"), Forbidden::Overline);
        f.insert(p("a2"), Forbidden::DoubleThree);
        f.insert(p("o1"), Forbidden::DoubleFour);
        assert_eq!(f.len(), 3);
        assert!(!f.is_empty());
        assert_eq!(f.get(p("h8")), Some(Forbidden::Overline));
        assert_eq!(f.get(p("h9")), None);
        let listed: std::vec::Vec<_> = f.iter().collect();
        assert_eq!(
            listed,
            [
                (p("o1"), Forbidden::DoubleFour),
                (p("a2"), Forbidden::DoubleThree),
                (p("h8"), Forbidden::Overline)
            ]
        );
        assert_eq!(
            f.of_kind(Forbidden::Overline)
                .iter()
                .collect::<std::vec::Vec<_>>(),
            [p("h8")]
        );
        assert_eq!(f.points().len(), 3);
    }
}
