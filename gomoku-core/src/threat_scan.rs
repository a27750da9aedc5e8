//! The threat map (RULES.md §12) read off line bitboards and a table, with the judge of
//! `forbidden.rs` run only where the table cannot decide.
//!
//! Every line of the board (rows, columns, both diagonals) is kept as one word per colour
//! and one of its empty cells. For an empty point and a direction, the eleven cells around
//! it along the line index `LINE_TABLE` (written by `build.rs`, which says what an entry
//! holds): the five, the fours, the straight four and the straight-four points of a three
//! that a stone there makes along that line. That is exact for every shape but the three
//! of a restricted colour, whose straight-four point must itself not be forbidden (the
//! recursive three of RULES.md §6). A straight-four point `q` is decided here when it
//! provably is not forbidden: along the three's line it makes exactly one four (the
//! straight four), and on its three other lines — which do not pass through the judged
//! point, so the board gives them as they are — it makes no run of five or more, no four
//! and at most one three shape; then it can be no overline, no double-four and no
//! double-three. Otherwise the point is left to the judge: `threats.rs` runs it on the
//! points this scan reports unsure.
//!
//! Only without the caro rule and without captures (a capture changes the lines; the caro
//! rule asks what blocks a five): `threats.rs` judges every candidate point otherwise.

use crate::board::{Board, DIRS};
use crate::point::MAX_SIZE;
use crate::{Color, Point, PointSet, Rules};

use crate::line_table::LINE_TABLE;

/// The table of one value of "an overline wins" (see `build.rs`).
#[inline(always)]
pub(crate) fn line_table(overline_wins: bool) -> &'static [u16; 4 * 6561] {
    &LINE_TABLE[usize::from(overline_wins)]
}

/// Entry bits (see `build.rs`).
pub(crate) const FOURS: u16 = 0b11;
pub(crate) const STRAIGHT: u16 = 1 << 2;
pub(crate) const WINS: u16 = 1 << 3;
pub(crate) const RUN: u16 = 1 << 4;
pub(crate) const THREE_SHIFT: u32 = 6;

/// The number of lines of one direction: a diagonal direction has `2n - 1`.
pub(crate) const LINES: usize = 2 * MAX_SIZE as usize - 1;
pub(crate) const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

pub(crate) use crate::line_table::index;

/// The lines of a board: bit `pos + 5` of a word is the cell at `pos` along the line (at
/// most bit 30).
#[derive(Clone)]
pub(crate) struct Lines {
    pub(crate) n: usize,
    pub(crate) own: [[[u32; LINES]; 4]; 2],
    pub(crate) empty: [[u32; LINES]; 4],
}

/// The line and the position along it of the cell (x, y), for each direction of `DIRS`:
/// rows by `y`, columns by `x`, rising diagonals by `x - y + n - 1`, falling ones by
/// `x + y`, and the position the step count along `DIRS[d]` (`x`, but `y` for columns).
#[inline(always)]
pub(crate) fn line_of(n: usize, d: usize, x: usize, y: usize) -> (usize, usize) {
    match d {
        0 => (y, x),
        1 => (x, y),
        2 => (x + n - 1 - y, x),
        _ => (x + y, x),
    }
}

/// The cell of position `pos` on line `l` of direction `d` (the inverse of `line_of`).
#[inline(always)]
pub(crate) fn cell_of(n: usize, d: usize, l: usize, pos: usize) -> (usize, usize) {
    match d {
        0 => (pos, l),
        1 => (l, pos),
        2 => (pos, pos + n - 1 - l),
        _ => (pos, l - pos),
    }
}

impl Lines {
    /// Writes the cell (x, y) as `now` (a stone or empty) in the four lines through it.
    #[inline(always)]
    pub(crate) fn set(&mut self, x: usize, y: usize, now: Option<Color>) {
        for d in 0..4 {
            let (l, pos) = line_of(self.n, d, x, y);
            let bit = 1u32 << (pos + 5);
            for c in Color::ALL {
                if now == Some(c) {
                    self.own[c.index()][d][l] |= bit;
                } else {
                    self.own[c.index()][d][l] &= !bit;
                }
            }
            if now.is_some() {
                self.empty[d][l] &= !bit;
            } else {
                self.empty[d][l] |= bit;
            }
        }
    }

    pub(crate) fn new(board: &Board) -> Lines {
        let mut lines = Lines {
            n: usize::from(board.size()),
            own: [[[0; LINES]; 4]; 2],
            empty: [[0; LINES]; 4],
        };
        lines.fill(board);
        lines
    }

    #[inline(always)]
    fn fill(&mut self, board: &Board) {
        let n = self.n;
        let lines = self;
        for c in Color::ALL {
            let set = board.stones(c);
            for y in 0..n {
                lines.own[c.index()][0][y] = set.row(y) << 5;
            }
            for p in set.iter() {
                let (x, y) = (usize::from(p.x()), usize::from(p.y()));
                for d in 1..4 {
                    let (l, pos) = line_of(n, d, x, y);
                    lines.own[c.index()][d][l] |= 1 << (pos + 5);
                }
            }
        }
        let full = (1u32 << n) - 1;
        for d in 0..4 {
            let count = if d < 2 { n } else { 2 * n - 1 };
            for l in 0..count {
                // The positions on the board: all of a row or column; on a diagonal line
                // l, x from l - (n - 1) to l (clipped to the board).
                let on_board = if d < 2 {
                    full
                } else {
                    let lo = l.saturating_sub(n - 1);
                    let hi = l.min(n - 1);
                    ((1u32 << (hi + 1)) - 1) & !((1u32 << lo) - 1)
                };
                let stones = lines.own[0][d][l] | lines.own[1][d][l];
                lines.empty[d][l] = (on_board << 5) & !stones;
            }
        }
    }
}

/// What the scan finds for one colour: the sets of `ThreatMap` (same names, same meaning)
/// at every point it could decide, and the points it leaves to the judge.
#[derive(Default)]
pub(crate) struct Scan {
    pub(crate) five: PointSet,
    pub(crate) four: PointSet,
    pub(crate) straight_four: PointSet,
    pub(crate) three: PointSet,
    pub(crate) four_three: PointSet,
    pub(crate) four_four: PointSet,
    pub(crate) three_three: PointSet,
    /// Points of a restricted colour's possible three whose straight-four points might be
    /// forbidden: in none of the sets above, for the judge to decide.
    pub(crate) unsure: PointSet,
}

/// The scans of both colours on `board`, through the table; `None` where the table does
/// not apply (the caro rule, captures: see the module text).
pub(crate) fn threat_maps(board: &Board, rules: &Rules) -> Option<[Scan; 2]> {
    if rules.caro_rule() || rules.capture().is_some() {
        return None;
    }
    let lines = Lines::new(board);
    let mut entries = [0u64; CELLS];
    let black = threat_map(rules, &lines, Color::Black, &mut entries);
    let white = threat_map(rules, &lines, Color::White, &mut entries);
    Some([black, white])
}

/// The scan of one colour (see `threat_maps`).
pub(crate) fn threat_map_of(board: &Board, rules: &Rules, color: Color) -> Option<Scan> {
    if rules.caro_rule() || rules.capture().is_some() {
        return None;
    }
    let mut entries = [0u64; CELLS];
    Some(threat_map(rules, &Lines::new(board), color, &mut entries))
}

/// The scan of one colour; `entries` must be all 0, and is left so.
fn threat_map(rules: &Rules, lines: &Lines, color: Color, entries: &mut [u64; CELLS]) -> Scan {
    let n = lines.n;
    let restricted = !rules.restrictions(color).is_empty();
    let mut touched = [0u32; MAX_SIZE as usize];
    fill_entries(rules, lines, color, entries, &mut touched);
    let mut map = Scan::default();
    for (y, &row) in touched.iter().enumerate().take(n) {
        let mut row = row;
        while row != 0 {
            let x = row.trailing_zeros() as usize;
            row &= row - 1;
            let p = Point::new(x as u8, y as u8).expect("a cell of the board");
            map.put(p, classify(entries, n, x, y, restricted));
        }
    }
    for (y, &row) in touched.iter().enumerate().take(n) {
        let mut row = row;
        while row != 0 {
            entries[y * n + row.trailing_zeros() as usize] = 0;
            row &= row - 1;
        }
    }
    map
}

/// The cells of a line word `o` (own stones) that may make something: two own stones
/// within three steps (a three's straight four needs them) or three within four (a four,
/// a five). Elsewhere the table's entry is 0.
#[inline(always)]
pub(crate) fn candidates(o: u32) -> u32 {
    let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
    let mut two_near = 0;
    for s in 1..=4 {
        if s == 4 {
            two_near = two;
        }
        for m in [o << s, o >> s] {
            three |= two & m;
            two |= one & m;
            one |= m;
        }
    }
    two_near | three
}

/// Writes into `entries` the four entries of each empty point (16 bits per direction),
/// 0 where a line holds too few own stones near the point to make anything, and marks
/// in `touched` (a row of bits per `y`) the points given a non-zero entry.
#[inline(always)]
pub(crate) fn fill_entries(
    rules: &Rules,
    lines: &Lines,
    color: Color,
    entries: &mut [u64; CELLS],
    touched: &mut [u32; MAX_SIZE as usize],
) {
    let n = lines.n;
    let overline_wins = rules.overline_wins(color);
    let table = &LINE_TABLE[usize::from(overline_wins)];
    let outer = if overline_wins { 0 } else { 0b11 };
    let own = &lines.own[color.index()];
    for (d, (own, empty)) in own.iter().zip(&lines.empty).enumerate() {
        let count = if d < 2 { n } else { 2 * n - 1 };
        for (l, (&o, &e)) in own.iter().zip(empty).enumerate().take(count) {
            if o.count_ones() < 2 {
                continue;
            }
            let mut cand = candidates(o) & e;
            while cand != 0 {
                let bit = cand.trailing_zeros() as usize;
                cand &= cand - 1;
                let pos = bit - 5;
                let entry = table[index(o >> pos & 0x7FF, e >> pos & 0x7FF, outer)];
                if entry != 0 {
                    let (x, y) = cell_of(n, d, l, pos);
                    entries[y * n + x] |= u64::from(entry) << (16 * d);
                    touched[y] |= 1 << x;
                }
            }
        }
    }
}

/// What a point is, from its entries and those of its threes' straight-four points: the
/// bits `Scan::put` reads.
pub(crate) const IN_FIVE: u8 = 1;
pub(crate) const IN_FOUR: u8 = 1 << 1;
pub(crate) const IN_STRAIGHT_FOUR: u8 = 1 << 2;
pub(crate) const IN_THREE: u8 = 1 << 3;
pub(crate) const IN_FOUR_THREE: u8 = 1 << 4;
pub(crate) const IN_FOUR_FOUR: u8 = 1 << 5;
pub(crate) const IN_THREE_THREE: u8 = 1 << 6;
pub(crate) const IN_UNSURE: u8 = 1 << 7;

/// The sets the point (x, y) belongs to (the `IN_*` bits), from `entries`.
#[inline(always)]
pub(crate) fn classify(
    entries: &[u64; CELLS],
    n: usize,
    x: usize,
    y: usize,
    restricted: bool,
) -> u8 {
    let all = entries[y * n + x];
    if all == 0 {
        return 0;
    }
    // The four entries side by side, one per 16-bit lane, read all at once: the lowest
    // bit of each lane, and each lane's mask.
    const LANE: u64 = 0x0001_0001_0001_0001;
    // A line whose run is five or more (`RUN`) makes no four and no three: its lane left
    // out (its `WINS` still counts).
    let kept = all & ((((all >> 4) & LANE) ^ LANE) * 0xFFFF);
    let fours_bits = kept & (u64::from(FOURS) * LANE);
    // The sum of the lanes' four counts (at most 3 each) lands in the top lane.
    let fours = (fours_bits.wrapping_mul(LANE) >> 48) as u32;
    let straight = kept & (u64::from(STRAIGHT) * LANE) != 0;
    let wins = all & (u64::from(WINS) * LANE) != 0;
    // The lanes of a three shape along a line without a four.
    let with_four = ((fours_bits | fours_bits >> 1) & LANE) * 0xFFFF;
    let mut shapes = kept & !with_four & (0xFFC0 * LANE);
    let mut threes = 0u32;
    let mut unsure = false;
    while shapes != 0 {
        let d = (shapes.trailing_zeros() / 16) as usize;
        shapes &= !(0xFFFF << (16 * d));
        let e = (all >> (16 * d)) as u16;
        match three_along(entries, n, x, y, d, e >> THREE_SHIFT, restricted) {
            Some(true) => threes += 1,
            Some(false) => {}
            None => unsure = true,
        }
    }
    if unsure {
        return IN_UNSURE;
    }
    (u8::from(wins) * IN_FIVE)
        | (u8::from(straight) * IN_STRAIGHT_FOUR)
        | BY_COUNTS[fours.min(2) as usize][threes.min(2) as usize]
}

/// The sets of the fours and threes a point makes, by their counts (0, 1, 2 or more).
const BY_COUNTS: [[u8; 3]; 3] = {
    let mut t = [[0; 3]; 3];
    let mut f = 0;
    while f < 3 {
        let mut h = 0;
        while h < 3 {
            t[f][h] = ((f >= 1) as u8 * IN_FOUR)
                | ((h >= 1) as u8 * IN_THREE)
                | ((f >= 1 && h >= 1) as u8 * IN_FOUR_THREE)
                | ((f >= 2) as u8 * IN_FOUR_FOUR)
                | ((h >= 2) as u8 * IN_THREE_THREE);
            h += 1;
        }
        f += 1;
    }
    t
};

impl Scan {
    /// Puts `p` in exactly the sets of `bits` (the `IN_*` bits): the point is in none yet.
    #[inline(always)]
    fn put(&mut self, p: Point, bits: u8) {
        put(self, p, 0, bits);
    }
}

/// Sets indexed by the `IN_*` bits, `IN_FIVE` first (bit 0): what `put` writes into.
pub(crate) trait Sets {
    /// The set of bit `b` (0 to 7).
    fn set(&mut self, b: u32) -> &mut PointSet;
}

impl Sets for Scan {
    #[inline(always)]
    fn set(&mut self, b: u32) -> &mut PointSet {
        match b {
            0 => &mut self.five,
            1 => &mut self.four,
            2 => &mut self.straight_four,
            3 => &mut self.three,
            4 => &mut self.four_three,
            5 => &mut self.four_four,
            6 => &mut self.three_three,
            _ => &mut self.unsure,
        }
    }
}

/// Moves `p` from the sets of `old` to those of `now` (the `IN_*` bits): the sets of a bit
/// that differs only. The one writer of the bits into sets, for the scan and for the
/// tracker (`threat_tracker.rs`).
#[inline(always)]
pub(crate) fn put(sets: &mut impl Sets, p: Point, old: u8, now: u8) {
    let mut change = old ^ now;
    while change != 0 {
        let b = change.trailing_zeros();
        change &= change - 1;
        if now >> b & 1 != 0 {
            sets.set(b).insert(p);
        } else {
            sets.set(b).remove(p);
        }
    }
}

/// Whether the line `d` through (x, y), with the straight-four points `points` (bits `i`
/// for `i - 5` steps), is a three: `Some(true)` if some point is valid, `Some(false)` if
/// none is, `None` if the table cannot tell (a restricted colour's point that might be
/// forbidden, and no other valid).
#[inline]
fn three_along(
    entries: &[u64; CELLS],
    n: usize,
    x: usize,
    y: usize,
    d: usize,
    points: u16,
    restricted: bool,
) -> Option<bool> {
    let (dx, dy) = DIRS[d];
    let mut points = points;
    let mut unsure = false;
    while points != 0 {
        let i = points.trailing_zeros() as i32;
        points &= points - 1;
        let k = i - 5;
        // An empty cell of the window: on the board.
        let qx = (x as i32 + dx * k) as usize;
        let qy = (y as i32 + dy * k) as usize;
        let others = entries[qy * n + qx] & !(0xFFFF << (16 * d));
        let slots: [u16; 4] = core::array::from_fn(|j| (others >> (16 * j)) as u16);
        // A five at q on another line (the three's own line holds a four there): the
        // point does not count.
        if slots.iter().any(|&e| e & WINS != 0) {
            continue;
        }
        if !restricted {
            return Some(true);
        }
        let shapes = slots.iter().filter(|&&e| e >> THREE_SHIFT != 0).count();
        if slots.iter().all(|&e| e & (RUN | FOURS) == 0) && shapes <= 1 {
            return Some(true);
        }
        unsure = true;
    }
    if unsure { None } else { Some(false) }
}
