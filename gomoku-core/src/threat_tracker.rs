//! The threat maps of both colours kept from one position to the next (RULES.md §12,
//! issue 28): for a bot that asks for them after every move it plays or takes back.
//!
//! [`ThreatTracker`] remembers the board it last answered for. Asked again, it compares
//! that board with the new one stone by stone (a move, an undo, the captures of a move, or
//! any jump from one position to another) and changes only what the changed stones can
//! change; the answer is always exactly [`Position::threat_maps`]'s (a property test
//! follows random games of every rule set, move by move and undo by undo).
//!
//! What is recomputed (docs/DESIGN.md, "Threat maps kept"):
//!
//! - Without captures and without the caro rule (the rules of the line table,
//!   `threat_scan.rs`), a changed stone changes the line words of its four lines and the
//!   table entries of the points within five steps of it along them; those points are
//!   classified again, and so are the points with a three whose straight-four point is one
//!   of them (the three reads that point's other lines). The points the table leaves to
//!   the judge (a restricted colour's three whose straight-four point might be forbidden,
//!   which can depend on stones far away through the recursion of RULES.md §6) are judged
//!   again when a changed stone lies on the cells the judge read for its last answer there
//!   (the eleven cells of the four lines through each point of its recursion, traced:
//!   `Reach`), and keep their answer otherwise.
//! - An undo of the last change (the same points, each back to what it held: a bot's
//!   take-back) writes back what that change overwrote, from a log, instead of following
//!   it again.
//! - Under captures or the caro rule the whole map is recomputed after every change (a
//!   capture removes stones and the caro rule reads what blocks a five: the table does not
//!   apply, `threat_maps` judges every candidate point).
//! - Many stones changed at once (more than [`ThreatTracker`] follows one by one: a jump
//!   to an unrelated position), or other rules or another board size: a fresh start.

use crate::board::Board;
use crate::board::DIRS;
use crate::forbidden::{NoTrace, PointVerdict, Trace, judge_traced};
use crate::threat_scan::{
    self, CELLS, FOURS, IN_UNSURE, LINES, Lines, RUN, THREE_SHIFT, WINS, candidates, cell_of,
    classify, fill_entries, index, line_of, line_table,
};
use crate::threats::{CountTrace, threat_map};
use crate::{Color, MAX_SIZE, Point, PointSet, Position, Rules, ThreatMap};

/// The most changed stones followed one by one; more, and the tracker starts afresh.
const FOLLOWED: usize = 12;

/// The threat maps of both colours ([`Position::threat_maps`]) kept up to date from one
/// position to the next: a bot keeps one and asks it after every move and every undo, at
/// a fraction of a fresh computation's cost (see the module text of `threat_tracker.rs`
/// for what is recomputed). No allocation; about 50 kilobytes, so a face boxes it.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Move, Position, Rules, ThreatTracker};
///
/// let mut pos = Position::new(Rules::renju());
/// let mut tracker = ThreatTracker::new();
/// for m in ["h8", "a1", "i8", "a2", "j8"] {
///     pos.play(Move::Place(m.parse()?))?;
///     assert_eq!(tracker.maps(&pos), &pos.threat_maps());
/// }
/// assert!(tracker.threats(&pos, Color::Black).four.contains("k8".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct ThreatTracker {
    /// The rules and board the maps are of; `None` before the first question.
    at: Option<(Rules, Board)>,
    /// The maps kept stone by stone, under the rules of the line table.
    kept: Option<KeptScan>,
    /// The maps under other rules (recomputed after every change).
    maps: [ThreatMap; 2],
}

impl Default for ThreatTracker {
    fn default() -> ThreatTracker {
        ThreatTracker::new()
    }
}

impl core::fmt::Debug for ThreatTracker {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ThreatTracker")
            .field("rules", &self.at.as_ref().map(|(r, _)| r))
            .field("kept", &self.kept.is_some())
            .finish_non_exhaustive()
    }
}

impl ThreatTracker {
    /// A tracker that has seen no position yet (its first question computes the maps
    /// afresh).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, ThreatTracker};
    /// let pos = Position::new(Rules::freestyle());
    /// assert_eq!(ThreatTracker::new().maps(&pos), &pos.threat_maps());
    /// ```
    #[must_use]
    pub fn new() -> ThreatTracker {
        ThreatTracker {
            at: None,
            kept: None,
            maps: [ThreatMap::default(); 2],
        }
    }

    /// The threat maps of both colours of `pos`, `[black, white]`: exactly
    /// [`Position::threat_maps`], brought up to date from the last position asked about.
    ///
    /// ```
    /// use gomoku_referee::{Move, Position, Rules, ThreatTracker};
    /// let mut pos = Position::new(Rules::pente()); // captures: recomputed, still exact
    /// let mut tracker = ThreatTracker::new();
    /// for m in ["h8", "h9", "i8", "a1", "j8"] {
    ///     pos.play(Move::Place(m.parse()?))?;
    ///     assert_eq!(tracker.maps(&pos), &pos.threat_maps());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn maps(&mut self, pos: &Position) -> &[ThreatMap; 2] {
        self.sync(pos.board(), pos.rules());
        match &self.kept {
            Some(kept) => &kept.maps,
            None => &self.maps,
        }
    }

    /// The threat map of `color` in `pos` ([`Position::threats`]), as [`ThreatTracker::maps`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Move, Position, Rules, ThreatTracker};
    /// let mut pos = Position::new(Rules::standard());
    /// let mut tracker = ThreatTracker::new();
    /// pos.play(Move::Place("h8".parse()?))?;
    /// assert_eq!(tracker.threats(&pos, Color::White), &pos.threats(Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn threats(&mut self, pos: &Position, color: Color) -> &ThreatMap {
        &self.maps(pos)[color.index()]
    }

    /// Brings the maps to `board` under `rules`.
    fn sync(&mut self, board: &Board, rules: &Rules) {
        let Some((at_rules, at_board)) = &mut self.at else {
            return self.restart(board, rules);
        };
        if *at_rules != *rules || at_board.size() != board.size() {
            return self.restart(board, rules);
        }
        // The points that changed, both colours' differences at once (a point that changed
        // colour is one change).
        let mut changed = [Point::new(0, 0).expect("a1"); FOLLOWED];
        let mut count = 0;
        let n = usize::from(board.size());
        let was = [
            at_board.stones(Color::Black).rows(),
            at_board.stones(Color::White).rows(),
        ];
        let now = [
            board.stones(Color::Black).rows(),
            board.stones(Color::White).rows(),
        ];
        // Two rows at a time (most pairs are the same), rows beyond the board empty.
        let pair = |rows: &[u32; MAX_SIZE as usize], y: usize| {
            u64::from(rows[y]) | u64::from(rows[y + 1]) << 32
        };
        for y in (0..n).step_by(2) {
            let mut diff =
                (pair(was[0], y) ^ pair(now[0], y)) | (pair(was[1], y) ^ pair(now[1], y));
            while diff != 0 {
                let bit = diff.trailing_zeros();
                diff &= diff - 1;
                if count == FOLLOWED {
                    return self.restart(board, rules);
                }
                let (x, y) = (bit % 32, y as u32 + bit / 32);
                changed[count] = Point::new(x as u8, y as u8).expect("a point of the board");
                count += 1;
            }
        }
        if count == 0 {
            return;
        }
        *at_board = *board;
        match &mut self.kept {
            Some(kept) => kept.update(board, &changed[..count]),
            None => self.maps = Color::ALL.map(|c| threat_map(board, rules, c)),
        }
    }

    /// Computes the maps of `board` afresh.
    fn restart(&mut self, board: &Board, rules: &Rules) {
        self.at = Some((*rules, *board));
        match &mut self.kept {
            // The kept scan cleared where it holds something and filled again, in place
            // (a new one is some 50 kilobytes to write and move).
            Some(kept) if KeptScan::applies(rules) => kept.reset(board, rules),
            _ => self.kept = KeptScan::new(board, rules),
        }
        if self.kept.is_none() {
            self.maps = Color::ALL.map(|c| threat_map(board, rules, c));
        }
    }
}

/// The threat maps of both colours kept up to date as stones come and go (the table part
/// of `ThreatTracker`, `threat_tracker.rs`): the line words, every point's four entries,
/// the maps and the points left to the judge, changed only where a changed stone can
/// change them.
///
/// A stone at `s` changes the words of its four lines, hence the entries of the points
/// within five steps of `s` along them (an entry reads eleven cells), and nothing else.
/// A point's sets read its own entries and, for a three, the entries of its straight-four
/// points on their other lines (`three_along`): so the points classified again are those
/// whose entries changed, and those with a three whose straight-four point is a point
/// whose entry changed in a bit `three_along` reads (found through `threes`, the line
/// words of the points with a three along each line). The points left to the judge
/// (`unsure`) are judged again when a changed stone lies within `reach` of their last
/// answer (see `Reach`), and an undo of the last update writes back what it overwrote
/// (`log`).
#[derive(Clone)]
pub(crate) struct KeptScan {
    rules: Rules,
    lines: Lines,
    entries: [[u64; CELLS]; 2],
    /// Per colour and direction, the line words of the points whose entry along that
    /// direction has straight-four points (a three shape).
    threes: [[[u32; LINES]; 4]; 2],
    /// Per colour and direction, the line words of the points whose entry along that
    /// direction is not 0.
    nonzero: [[[u32; LINES]; 4]; 2],
    /// Per colour, the sets of the maps each point is in (the `IN_*` bits; a point left to
    /// the judge has `IN_UNSURE` and the bits of the judge's answer).
    bits: [[u8; CELLS]; 2],
    /// The maps, the judge's answers at the `unsure` points included.
    pub(crate) maps: [ThreatMap; 2],
    unsure: [PointSet; 2],
    /// The number of points in each `unsure`.
    unsure_count: [u32; 2],
    /// Per colour, for each point of `unsure`, the points the judge's last answer there
    /// looked at (see `Reach`): a change elsewhere leaves the answer as it is.
    reach: [[Reach; CELLS]; 2],
    /// The points the last update changed, each with the stone it held before: an update
    /// that puts them all back (an undo) returns to the board before it.
    last: [(Point, Option<Color>); FOLLOWED],
    last_len: usize,
    /// What the last update overwrote, which an undo writes back.
    log: Log,
    /// Scratch of `update_color`: the points to classify again (`y << 5 | x`), each listed
    /// once: `stamp[y * n + x] == pass` for the points listed in the current pass.
    dirty: [u16; CELLS],
    stamp: [u16; CELLS],
    pass: u16,
}

/// A colour's map and its points left to the judge, as the sets `threat_scan::put` writes.
struct MapSets<'a>(&'a mut ThreatMap, &'a mut PointSet);

impl threat_scan::Sets for MapSets<'_> {
    #[inline(always)]
    fn set(&mut self, b: u32) -> &mut PointSet {
        match b {
            0 => &mut self.0.five,
            1 => &mut self.0.four,
            2 => &mut self.0.straight_four,
            3 => &mut self.0.three,
            4 => &mut self.0.four_three,
            5 => &mut self.0.four_four,
            6 => &mut self.0.three_three,
            _ => self.1,
        }
    }
}

/// Moves `p` of `map` and `unsure` from the sets of `old` to those of `now` (`IN_*` bits).
#[inline(always)]
fn put(map: &mut ThreatMap, unsure: &mut PointSet, p: Point, old: u8, now: u8) {
    threat_scan::put(&mut MapSets(map, unsure), p, old, now);
}

/// Runs `$body` for each direction `$d` of `DIRS`, a constant in each copy.
macro_rules! for_each_dir {
    ($d:ident => $body:block) => {{
        #[allow(non_upper_case_globals)]
        {
            const $d: usize = 0;
            $body
        }
        #[allow(non_upper_case_globals)]
        {
            const $d: usize = 1;
            $body
        }
        #[allow(non_upper_case_globals)]
        {
            const $d: usize = 2;
            $body
        }
        #[allow(non_upper_case_globals)]
        {
            const $d: usize = 3;
            $body
        }
    }};
}

impl KeptScan {
    /// The maps of `board`; `None` where the table does not apply (see `threat_maps`).
    pub(crate) fn new(board: &Board, rules: &Rules) -> Option<KeptScan> {
        if !KeptScan::applies(rules) {
            return None;
        }
        let lines = Lines::new(board);
        let mut kept = KeptScan {
            rules: *rules,
            lines,
            entries: [[0; CELLS]; 2],
            threes: [[[0; LINES]; 4]; 2],
            nonzero: [[[0; LINES]; 4]; 2],
            bits: [[0; CELLS]; 2],
            maps: [ThreatMap::default(); 2],
            unsure: [PointSet::new(); 2],
            unsure_count: [0; 2],
            reach: [[Reach::UNKNOWN; CELLS]; 2],
            last: [(Point::new(0, 0).expect("a1"), None); FOLLOWED],
            last_len: 0,
            log: Log::new(),
            dirty: [0; CELLS],
            stamp: [0; CELLS],
            pass: 0,
        };
        kept.fill(board);
        Some(kept)
    }

    /// Whether the maps can be kept under `rules` (see `threat_maps`).
    fn applies(rules: &Rules) -> bool {
        !rules.caro_rule() && rules.capture().is_none()
    }

    /// Becomes `KeptScan::new(board, rules)` (`rules` being ones it applies under): what
    /// depends on the position is cleared where it is not 0 (a point's entries and sets
    /// are not 0 only where its line words say an entry is), the rest kept.
    fn reset(&mut self, board: &Board, rules: &Rules) {
        let n = self.lines.n;
        for i in 0..2 {
            for d in 0..4 {
                let count = if d < 2 { n } else { 2 * n - 1 };
                for l in 0..count {
                    let mut word = self.nonzero[i][d][l];
                    while word != 0 {
                        let bit = word.trailing_zeros() as usize;
                        word &= word - 1;
                        let (x, y) = cell_of(n, d, l, bit - 5);
                        self.entries[i][y * n + x] = 0;
                        self.bits[i][y * n + x] = 0;
                    }
                }
            }
        }
        self.rules = *rules;
        self.lines = Lines::new(board);
        self.threes = [[[0; LINES]; 4]; 2];
        self.nonzero = [[[0; LINES]; 4]; 2];
        self.maps = [ThreatMap::default(); 2];
        self.unsure = [PointSet::new(); 2];
        self.unsure_count = [0; 2];
        self.last_len = 0;
        self.log.ok = false;
        self.fill(board);
    }

    /// Fills the entries, words, sets and judged points of `board` (`lines` its lines),
    /// from all 0.
    fn fill(&mut self, board: &Board) {
        let rules = self.rules;
        let rules = &rules;
        let kept = self;
        let n = kept.lines.n;
        for c in Color::ALL {
            let i = c.index();
            let restricted = !rules.restrictions(c).is_empty();
            let mut touched = [0u32; MAX_SIZE as usize];
            fill_entries(rules, &kept.lines, c, &mut kept.entries[i], &mut touched);
            for (y, &row) in touched.iter().enumerate().take(n) {
                let mut row = row;
                while row != 0 {
                    let x = row.trailing_zeros() as usize;
                    row &= row - 1;
                    let p = Point::new(x as u8, y as u8).expect("a cell of the board");
                    let bits = classify(&kept.entries[i], n, x, y, restricted);
                    kept.bits[i][y * n + x] = bits;
                    put(&mut kept.maps[i], &mut kept.unsure[i], p, 0, bits);
                    kept.unsure_count[i] += u32::from(bits == IN_UNSURE);
                    let all = kept.entries[i][y * n + x];
                    for d in 0..4 {
                        let e = (all >> (16 * d)) as u16;
                        let (l, pos) = line_of(n, d, x, y);
                        if e >> THREE_SHIFT != 0 {
                            kept.threes[i][d][l] |= 1 << (pos + 5);
                        }
                        if e != 0 {
                            kept.nonzero[i][d][l] |= 1 << (pos + 5);
                        }
                    }
                }
            }
            kept.judge(board, c, None);
        }
    }

    /// Judges again the `unsure` points of `color` whose answer a change of the points
    /// `changed` can reach (all of them when `changed` is `None`).
    fn judge(&mut self, board: &Board, color: Color, changed: Option<&[Point]>) {
        let i = color.index();
        if self.unsure_count[i] == 0 {
            return;
        }
        let n = self.lines.n;
        let mut scratch = *board;
        for p in self.unsure[i] {
            let cell = usize::from(p.y()) * n + usize::from(p.x());
            let reach = &mut self.reach[i][cell];
            if let Some(changed) = changed
                && !changed.iter().any(|&s| reach.reaches(p, s))
            {
                continue;
            }
            let old = &mut self.bits[i][cell];
            self.log.point(i, cell, *old, *reach);
            let mut t = Judged::default();
            judge_traced(&mut scratch, &self.rules, color, p, &mut t);
            *reach = t.reach;
            let now = t.count.bits() | IN_UNSURE;
            put(&mut self.maps[i], &mut self.unsure[i], p, *old, now);
            *old = now;
        }
    }

    /// Follows the change of the points `changed` (each now empty, or holding the stone
    /// `board` gives) to reach `board`: an undo of the last update (the same points, each
    /// back to what it held) writes back what that update overwrote; any other change is
    /// followed as the module text says, logged.
    pub(crate) fn update(&mut self, board: &Board, changed: &[Point]) {
        let undo = self.log.ok
            && changed.len() == self.last_len
            && changed.iter().all(|&p| {
                self.last[..self.last_len]
                    .iter()
                    .any(|&(q, was)| q == p && board.get(p) == was)
            });
        for (k, &s) in changed.iter().enumerate() {
            let (x, y) = (usize::from(s.x()), usize::from(s.y()));
            let row = |c: Color| self.lines.own[c.index()][0][y] >> (x + 5) & 1 != 0;
            let was = Color::ALL.into_iter().find(|&c| row(c));
            self.last[k] = (s, was);
            let now = board.get(s);
            self.lines.set(x, y, now);
        }
        if undo {
            self.undo();
            // Nothing to undo now: the next update is followed.
            self.last_len = 0;
            return;
        }
        self.last_len = changed.len();
        self.log.start(self.unsure_count);
        self.update_color::<0>(changed);
        self.judge(board, Color::ALL[0], Some(changed));
        self.update_color::<1>(changed);
        self.judge(board, Color::ALL[1], Some(changed));
    }

    /// Writes back what the last update overwrote (`log`), latest first.
    fn undo(&mut self) {
        let n = self.lines.n;
        let log = &self.log;
        for &(i, cell, bits, reach) in log.points[..log.n_points].iter().rev() {
            let (i, cell) = (usize::from(i), usize::from(cell));
            let p = Point::new((cell % n) as u8, (cell / n) as u8).expect("a cell");
            let now = &mut self.bits[i][cell];
            put(&mut self.maps[i], &mut self.unsure[i], p, *now, bits);
            *now = bits;
            self.reach[i][cell] = reach;
        }
        for &(i, d, l, threes, nonzero) in log.words[..log.n_words].iter().rev() {
            let (i, d, l) = (usize::from(i), usize::from(d), usize::from(l));
            self.threes[i][d][l] = threes;
            self.nonzero[i][d][l] = nonzero;
        }
        for &(key, old) in log.entries[..log.n_entries].iter().rev() {
            let key = usize::from(key);
            self.entries[key / CELLS][key % CELLS] = old;
        }
        self.unsure_count = log.unsure_count;
        self.log.ok = false;
    }

    /// `update` for one colour, the lines already changed.
    fn update_color<const I: usize>(&mut self, changed: &[Point]) {
        let n = self.lines.n;
        let i = I;
        let color = Color::ALL[I];
        let overline_wins = self.rules.overline_wins(color);
        let table = line_table(overline_wins);
        let outer = if overline_wins { 0 } else { 0b11 };
        let restricted = !self.rules.restrictions(color).is_empty();
        // The bits of an entry that `three_along` reads on a straight-four point's other
        // lines.
        let read = |e: u16| {
            if restricted {
                (e & (WINS | RUN | FOURS)) | u16::from(e >> THREE_SHIFT != 0) << 15
            } else {
                e & WINS
            }
        };
        self.pass = self.pass.wrapping_add(1);
        if self.pass == 0 {
            self.stamp = [0; CELLS];
            self.pass = 1;
        }
        let KeptScan {
            lines,
            entries,
            threes,
            nonzero,
            bits,
            maps,
            unsure,
            unsure_count,
            reach,
            dirty,
            stamp,
            pass,
            log,
            ..
        } = self;
        let (entries, threes, nonzero) = (&mut entries[i], &mut threes[i], &mut nonzero[i]);
        let pass = *pass;
        // The points to classify again: those whose entries changed, and those with a
        // three whose straight-four point's entry changed in a bit `three_along` reads.
        let mut count = 0;
        let mut mark = |x: usize, y: usize| {
            let cell = y * n + x;
            if stamp[cell] != pass {
                stamp[cell] = pass;
                dirty[count] = (y << 5 | x) as u16;
                count += 1;
            }
        };
        for &s in changed {
            let (x, y) = (usize::from(s.x()), usize::from(s.y()));
            // The four directions unrolled: `d` a constant in each.
            for_each_dir!(d => {'visit: {
                let (l, pos) = line_of(n, d, x, y);
                let o = lines.own[i][d][l];
                let e = lines.empty[d][l];
                // The cells within five steps of `s` (bits `pos..=pos + 10`), on the board.
                let window = (0x7FFu32 << pos) & (e | o | lines.own[1 - i][d][l]);
                // A candidate of the window has two own stones within four steps of it,
                // within nine of `s` (bits `pos - 4..=pos + 14`): most lines have not.
                let near = ((0x7FFFFu64 << pos) >> 4) as u32;
                let cand = if (o & near).count_ones() < 2 {
                    0
                } else {
                    candidates(o) & e
                };
                // Elsewhere the entry was 0 and stays 0.
                let mut cells = window & (cand | nonzero[d][l]);
                if cells == 0 {
                    // Nothing on this line changes for this colour: nothing to log.
                    break 'visit;
                }
                log.words(i, d, l, threes[d][l], nonzero[d][l]);
                while cells != 0 {
                    let bit = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    let at = bit - 5;
                    let (qx, qy) = cell_of(n, d, l, at);
                    let slot = &mut entries[qy * n + qx];
                    let old = (*slot >> (16 * d)) as u16;
                    let entry = if cand >> bit & 1 != 0 {
                        table[index(o >> at & 0x7FF, e >> at & 0x7FF, outer)]
                    } else {
                        0
                    };
                    if old == entry {
                        continue;
                    }
                    log.entry(i * CELLS + qy * n + qx, *slot);
                    *slot = (*slot & !(0xFFFF << (16 * d))) | u64::from(entry) << (16 * d);
                    if entry >> THREE_SHIFT != 0 {
                        threes[d][l] |= 1 << bit;
                    } else {
                        threes[d][l] &= !(1 << bit);
                    }
                    if entry != 0 {
                        nonzero[d][l] |= 1 << bit;
                    } else {
                        nonzero[d][l] &= !(1 << bit);
                    }
                    mark(qx, qy);
                    if read(old) == read(entry) {
                        continue;
                    }
                    // The points with a three along another line `d2` whose straight-four
                    // point is `q`. (One whose entry changes in this pass is listed by its
                    // own change: the words read here may be a step behind for it only.)
                    for_each_dir!(d2 => { if d2 != d {
                        let (l2, pos2) = line_of(n, d2, qx, qy);
                        // A three's straight-four points are within five steps.
                        let mut holders = threes[d2][l2] & (0x7FFu32 << pos2) & !(1 << (pos2 + 5));
                        while holders != 0 {
                            let bit = holders.trailing_zeros() as usize;
                            holders &= holders - 1;
                            let at = bit - 5;
                            let (px, py) = cell_of(n, d2, l2, at);
                            let e = (entries[py * n + px] >> (16 * d2)) as u16;
                            // `q` is `pos2 - at` steps from the holder.
                            if (e >> THREE_SHIFT) >> (pos2 + 5 - at) & 1 != 0 {
                                mark(px, py);
                            }
                        }
                    }});
                }
            }});
            // A stone's point has no entry (the loop above cleared it) and is in no set.
            mark(x, y);
        }
        let (map, unsure, unsure_count, bits, reach) = (
            &mut maps[i],
            &mut unsure[i],
            &mut unsure_count[i],
            &mut bits[i],
            &mut reach[i],
        );
        for &cell in &dirty[..count] {
            let (x, y) = (usize::from(cell & 31), usize::from(cell >> 5));
            let now = classify(entries, n, x, y, restricted);
            let old = &mut bits[y * n + x];
            // A point left to the judge stays so, with the judge's answer: `judge` answers
            // for it again.
            if *old == now || (now == IN_UNSURE && *old & IN_UNSURE != 0) {
                continue;
            }
            let p = Point::new(x as u8, y as u8).expect("a cell of the board");
            log.point(i, y * n + x, *old, reach[y * n + x]);
            put(map, unsure, p, *old, now);
            if (*old ^ now) & IN_UNSURE != 0 {
                if now & IN_UNSURE != 0 {
                    *unsure_count += 1;
                    // Not judged yet.
                    reach[y * n + x] = Reach::UNKNOWN;
                } else {
                    *unsure_count -= 1;
                }
            }
            *old = now;
        }
    }
}

/// The points a judge's answer looked at, as steps from the judged point: the point
/// itself, and every straight-four point of a three judged on the way down the recursion
/// of RULES.md §6, at every level. The judge reads nothing but the eleven cells of the
/// four lines through each of them (docs/DESIGN.md, "Threat maps kept"), so a stone that
/// changes on none of those cells leaves its answer as it is. Too many points to keep
/// (`UNKNOWN`): any change may reach the answer.
#[derive(Clone, Copy)]
struct Reach {
    /// The number of points in `steps`, or `u8::MAX` for `UNKNOWN`.
    len: u8,
    steps: [(i8, i8); REACH],
}

/// What an update overwrote, in the order written, to be written back by an undo
/// (`KeptScan::undo`). `ok` is false when a list overflowed (an update of many stones):
/// that update is not undone this way but followed as any other.
#[derive(Clone)]
struct Log {
    ok: bool,
    /// `(colour index * CELLS + cell, old entries)`.
    entries: [(u16, u64); LOG_ENTRIES],
    n_entries: usize,
    /// `(colour index, direction, line, old threes word, old nonzero word)`.
    words: [(u8, u8, u8, u32, u32); LOG_WORDS],
    n_words: usize,
    /// `(colour index, cell, old bits, old reach)`.
    points: [(u8, u16, u8, Reach); LOG_POINTS],
    n_points: usize,
    unsure_count: [u32; 2],
}

/// The capacities of `Log`: a move's worth many times over (a stone changes at most 88
/// entries and 8 line words, both colours).
const LOG_ENTRIES: usize = 256;
const LOG_WORDS: usize = 24;
const LOG_POINTS: usize = 192;

impl Log {
    fn new() -> Log {
        Log {
            ok: false,
            entries: [(0, 0); LOG_ENTRIES],
            n_entries: 0,
            words: [(0, 0, 0, 0, 0); LOG_WORDS],
            n_words: 0,
            points: [(0, 0, 0, Reach::UNKNOWN); LOG_POINTS],
            n_points: 0,
            unsure_count: [0; 2],
        }
    }

    /// Starts the log of an update, the counts of unsure points being `unsure_count`.
    fn start(&mut self, unsure_count: [u32; 2]) {
        self.ok = true;
        self.n_entries = 0;
        self.n_words = 0;
        self.n_points = 0;
        self.unsure_count = unsure_count;
    }

    #[inline(always)]
    fn entry(&mut self, key: usize, old: u64) {
        if self.n_entries < LOG_ENTRIES {
            self.entries[self.n_entries] = (key as u16, old);
            self.n_entries += 1;
        } else {
            self.ok = false;
        }
    }

    #[inline(always)]
    fn words(&mut self, i: usize, d: usize, l: usize, threes: u32, nonzero: u32) {
        if self.n_words < LOG_WORDS {
            self.words[self.n_words] = (i as u8, d as u8, l as u8, threes, nonzero);
            self.n_words += 1;
        } else {
            self.ok = false;
        }
    }

    #[inline(always)]
    fn point(&mut self, i: usize, cell: usize, bits: u8, reach: Reach) {
        if self.n_points < LOG_POINTS {
            self.points[self.n_points] = (i as u8, cell as u16, bits, reach);
            self.n_points += 1;
        } else {
            self.ok = false;
        }
    }
}

/// The most points a `Reach` keeps.
const REACH: usize = 7;

impl Default for Reach {
    fn default() -> Reach {
        Reach {
            len: 0,
            steps: [(0, 0); REACH],
        }
    }
}

impl Reach {
    /// Reached by every change.
    const UNKNOWN: Reach = Reach {
        len: u8::MAX,
        steps: [(0, 0); REACH],
    };

    /// Adds the point `(dx, dy)` steps away.
    fn add(&mut self, dx: i32, dy: i32) {
        let len = usize::from(self.len);
        if len >= REACH {
            *self = Reach::UNKNOWN;
        } else {
            // Steps within the board (at most 25 each way).
            self.steps[len] = (dx as i8, dy as i8);
            self.len += 1;
        }
    }

    /// Adds the straight-four point `k` steps along `DIRS[dir]` and the points its own
    /// judge looked at (`child`, in steps from that point).
    fn merge(&mut self, dir: usize, k: i32, child: &Reach) {
        let (dx, dy) = (DIRS[dir].0 * k, DIRS[dir].1 * k);
        if child.len == u8::MAX {
            *self = Reach::UNKNOWN;
            return;
        }
        self.add(dx, dy);
        for &(x, y) in &child.steps[..usize::from(child.len)] {
            self.add(dx + i32::from(x), dy + i32::from(y));
        }
    }

    /// Whether a change of the point `s` can change the answer of the judge at `p`: `s`
    /// is within five steps of `p` or of a point of the reach, along one of its lines.
    fn reaches(&self, p: Point, s: Point) -> bool {
        if self.len == u8::MAX {
            return true;
        }
        let (dx, dy) = (
            i32::from(s.x()) - i32::from(p.x()),
            i32::from(s.y()) - i32::from(p.y()),
        );
        core::iter::once(&(0, 0))
            .chain(&self.steps[..usize::from(self.len)])
            .any(|&(x, y)| {
                let (dx, dy) = (dx - i32::from(x), dy - i32::from(y));
                dx.abs() <= 5 && dy.abs() <= 5 && (dx == 0 || dy == 0 || dx == dy || dx == -dy)
            })
    }
}

impl Trace for Reach {
    // The full judge, whose every straight-four point is told: the answer is the plain
    // verdict's (the same rules), and the points it looks at are all in the trace.
    const FULL: bool = true;
    const EVERY_POINT: bool = false;
    type Child = Reach;
    fn child(&self) -> Reach {
        Reach::default()
    }
    fn three_point(&mut self, dir: usize, k: i32, _: (i32, i32), _: PointVerdict, child: Reach) {
        self.merge(dir, k, &child);
    }
}

/// The judge's trace at a point left to it: the counts of the map and the reach.
#[derive(Default)]
struct Judged {
    count: CountTrace,
    reach: Reach,
}

impl Trace for Judged {
    const FULL: bool = true;
    const EVERY_POINT: bool = false;
    type Child = Reach;
    fn child(&self) -> Reach {
        Reach::default()
    }
    fn run(&mut self, dir: usize, back: i32, fwd: i32, wins: bool) {
        self.count.run(dir, back, fwd, wins);
    }
    fn four(&mut self, dir: usize, k: i32, back: i32, fwd: i32) {
        self.count.four(dir, k, back, fwd);
    }
    fn three_point(&mut self, dir: usize, k: i32, run: (i32, i32), v: PointVerdict, child: Reach) {
        self.count.three_point(dir, k, run, v, NoTrace);
        self.reach.merge(dir, k, &child);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{draw, env_count, points, random_grid, seeded_rng};

    /// Renju boards dense in Black's stones (many points left to the judge, whose answers
    /// the tracker keeps through the changes their recursion cannot see), a stone of each
    /// colour put on every empty point in turn and taken off again: the kept maps are the
    /// judge's own (`threat_map`, every candidate judged) after each change and each undo.
    #[test]
    fn kept_answers_follow_a_stone_put_and_taken_off_anywhere() {
        let rules = Rules::renju();
        let mut rng = seeded_rng(28);
        let mut judged = 0;
        for _ in 0..env_count("GOMOKU_TRACKER_BOARDS", 10) {
            let base = random_grid(&mut rng, 15, 350, 700).board();
            let fresh = |b: &Board| Color::ALL.map(|c| threat_map(b, &rules, c));
            let at_base = fresh(&base);
            let mut tracker = ThreatTracker::new();
            tracker.sync(&base, &rules);
            judged += tracker.kept.as_ref().map_or(0, |k| k.unsure_count[0]);
            for s in points(15).filter(|&s| base.get(s).is_none()) {
                for c in Color::ALL {
                    let mut board = base;
                    board.set(s, c);
                    tracker.sync(&board, &rules);
                    assert!(
                        tracker.kept.as_ref().unwrap().maps == fresh(&board),
                        "{c} at {s}\n{}",
                        draw(&board)
                    );
                    tracker.sync(&base, &rules);
                    assert!(
                        tracker.kept.as_ref().unwrap().maps == at_base,
                        "{c} at {s} taken off\n{}",
                        draw(&base)
                    );
                }
            }
        }
        // The boards hold points left to the judge.
        assert!(judged > 20, "{judged}");
    }

    /// Jumps between unrelated boards of several sizes, densities and rules (each a
    /// restart, in place after the first): the kept maps are the fresh ones every time.
    #[test]
    fn a_tracker_restarted_in_place_answers_as_a_new_one() {
        let mut rng = seeded_rng(2829);
        let mut tracker = ThreatTracker::new();
        for k in 0..env_count("GOMOKU_TRACKER_BOARDS", 10) * 6 {
            let size: u32 = [15, 19, 9, 15, 13, 15][k % 6];
            let rules = match k % 3 {
                0 => Rules::renju(),
                1 => Rules::freestyle(),
                _ => Rules::pente(),
            };
            let rules = rules.with_size(size).unwrap_or(rules);
            let density = [100, 400, 700][rng.index(3)];
            let board = random_grid(&mut rng, rules.size(), density, 600).board();
            tracker.sync(&board, &rules);
            let fresh = Color::ALL.map(|c| threat_map(&board, &rules, c));
            let kept = match &tracker.kept {
                Some(kept) => &kept.maps,
                None => &tracker.maps,
            };
            assert!(*kept == fresh, "{rules:?}\n{}", draw(&board));
        }
    }

    /// The size the type's text gives (a face boxes it).
    #[test]
    fn a_tracker_is_about_50_kilobytes() {
        let size = core::mem::size_of::<ThreatTracker>();
        assert!((40_000..60_000).contains(&size), "{size}");
    }

    /// Random walks of puts and undos (one or two at a time) on renju boards dense in
    /// Black's stones: after an undo the tracker is where it was before the undone change,
    /// reaches included, whatever change comes next.
    #[test]
    fn kept_answers_follow_random_puts_and_undos() {
        let rules = Rules::renju();
        let mut rng = seeded_rng(2828);
        for _ in 0..env_count("GOMOKU_TRACKER_BOARDS", 10) {
            let mut history = std::vec![random_grid(&mut rng, 15, 300, 700).board()];
            let mut tracker = ThreatTracker::new();
            for _ in 0..300 {
                let board = *history.last().expect("the start");
                if history.len() > 1 && rng.below(2) == 0 {
                    for _ in 0..=rng.below(2).min(history.len() as u64 - 2) {
                        history.pop();
                    }
                } else {
                    let empties: std::vec::Vec<_> =
                        points(15).filter(|&s| board.get(s).is_none()).collect();
                    if empties.is_empty() {
                        break;
                    }
                    let mut next = board;
                    next.set(empties[rng.index(empties.len())], Color::ALL[rng.index(2)]);
                    history.push(next);
                }
                let board = history.last().expect("the start");
                tracker.sync(board, &rules);
                let fresh = Color::ALL.map(|c| threat_map(board, &rules, c));
                assert!(
                    tracker.kept.as_ref().unwrap().maps == fresh,
                    "{}",
                    draw(board)
                );
            }
        }
    }
}
