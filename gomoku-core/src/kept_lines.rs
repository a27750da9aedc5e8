//! The line sets of a colour (see [`line_sets`]) kept up to date stone by stone, for a
//! search that places and lifts stones and reads them at every node instead of scanning
//! the whole board each time.
//!
//! A point's membership along one direction depends only on the eleven cells around it on
//! that line (the windows of five and six that hold it, and the cells just beyond them), so
//! a stone placed or lifted at `p` changes the sets only at the points within five steps of
//! `p` on its four lines. [`KeptLines::update`] recomputes those, one line at a time with
//! the bit operations of [`line_sets`] on a 21-cell stretch of the line, keeps the sets
//! found along each direction apart, and changes the union only at the points whose answer
//! along that direction changed.
//!
//! [`line_sets`]: crate::forbidden::line_sets

use crate::board::{Board, DIRS};
#[cfg(test)]
use crate::forbidden::LineSets;
use crate::forbidden::scan_line_sets;
use crate::point::MAX_SIZE;
use crate::{Color, Point, PointSet, Rules};

const ROWS: usize = MAX_SIZE as usize;
/// The lines of one direction: the diagonals of the largest board.
const LINES: usize = 2 * ROWS - 1;

/// The line of `DIRS[i]` through (x, y) on a board of `n`, and the point's place on it
/// (bit `pos` of the line's word): rows by y, columns by x, diagonals by x - y and x + y,
/// placed by x.
#[inline]
fn line_of(i: usize, x: i32, y: i32, n: i32) -> (usize, i32) {
    match i {
        0 => (y as usize, x),
        1 => (x as usize, y),
        2 => ((x - y + n - 1) as usize, x),
        _ => ((x + y) as usize, x),
    }
}

/// The places of the line `l` of `DIRS[i]` that are on a board of `n`, as bits.
#[inline]
fn on_line(i: usize, l: i32, n: i32) -> u32 {
    let (lo, hi) = if i < 2 {
        (0, n - 1)
    } else {
        ((l - n + 1).max(0), l.min(n - 1))
    };
    ((1u64 << (hi + 1)) - 1) as u32 & !((1u32 << lo) - 1)
}

/// The line sets of one colour on a board, kept by [`KeptLines::update`] as stones are
/// placed and lifted (see the module's documentation). Equal, after every update, to what
/// [`line_sets`](crate::forbidden::line_sets) finds on the board.
///
/// Everything is kept line by line (a word per line of each direction, a bit per place)
/// so that a stretch of a line is one shift; the union over the directions is kept with a
/// count per point of the directions that put it in a set, touched only where a
/// direction's answer changed.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct KeptLines {
    color: Color,
    /// Whether only an exact five wins for it.
    exact: bool,
    size: u8,
    /// The stones, the colour's and the opponent's, by direction and line.
    stones: [[[u32; LINES]; 4]; 2],
    /// The sets (five, four, three) found along each direction alone, by line.
    along: [[[u32; LINES]; 4]; 3],
    /// In how many directions each point (index y · 26 + x) is in each set.
    count: [[u8; ROWS * ROWS]; 3],
    /// The sets: the points with a count above 0.
    union: [[u32; ROWS]; 3],
}

impl KeptLines {
    /// The line sets of `color` on `board` under `rules`, found by a whole-board scan.
    pub(crate) fn new(board: &Board, rules: &Rules, color: Color) -> KeptLines {
        let mut kept = KeptLines {
            color,
            exact: !rules.overline_wins(color),
            size: board.size(),
            stones: [[[0; LINES]; 4]; 2],
            along: [[[0; LINES]; 4]; 3],
            count: [[0; ROWS * ROWS]; 3],
            union: [[0; ROWS]; 3],
        };
        let n = i32::from(board.size());
        for (side, c) in [color, color.other()].into_iter().enumerate() {
            for p in board.stones(c).iter() {
                let (x, y) = (i32::from(p.x()), i32::from(p.y()));
                for i in 0..4 {
                    let (l, pos) = line_of(i, x, y, n);
                    kept.stones[side][i][l] |= 1 << pos;
                }
            }
        }
        scan_line_sets(board, rules, color, |i, y, rows| {
            for (kind, mut r) in rows.into_iter().enumerate() {
                kept.union[kind][y] |= r;
                while r != 0 {
                    let x = r.trailing_zeros() as i32;
                    r &= r - 1;
                    let (l, pos) = line_of(i, x, y as i32, n);
                    kept.along[kind][i][l] |= 1 << pos;
                    kept.count[kind][y * ROWS + x as usize] += 1;
                }
            }
        });
        kept
    }

    /// The line sets.
    #[cfg(test)]
    pub(crate) fn sets(&self) -> LineSets {
        let [five, four, three] = self.union;
        LineSets {
            five: PointSet::from_rows(five),
            four: PointSet::from_rows(four),
            three: PointSet::from_rows(three),
        }
    }

    /// The points where the colour may make a five (see [`LineSets::five`]).
    #[inline]
    pub(crate) fn five(&self) -> PointSet {
        PointSet::from_rows(self.union[0])
    }

    /// The points where the colour may make a four (see [`LineSets::four`]).
    #[inline]
    pub(crate) fn four(&self) -> PointSet {
        PointSet::from_rows(self.union[1])
    }

    /// Brings the sets up to date after a stone (of either colour) was placed on or lifted
    /// from `p` of `board` (the board as it is now). Each point that changed is told once,
    /// in any order: a capture is one update per stone taken.
    pub(crate) fn update(&mut self, board: &Board, p: Point) {
        let n = i32::from(self.size);
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        let stone = board.get(p);
        let [own_here, opp_here] = [self.color, self.color.other()].map(|c| stone == Some(c));
        for (i, d) in DIRS.into_iter().enumerate() {
            let (l, pos) = line_of(i, x, y, n);
            let bit = 1u32 << pos;
            let [own, opp] = &mut self.stones;
            own[i][l] = own[i][l] & !bit | u32::from(own_here) << pos;
            opp[i][l] = opp[i][l] & !bit | u32::from(opp_here) << pos;
            // The places pos + k, k = -10..=10, as bits k + 10 (moved up by 10 bits first
            // so that places down to -10 read 0).
            let cut = |w: u32| ((u64::from(w) << 10) >> pos) as u32 & 0x1F_FFFF;
            let on = on_line(i, l as i32, n);
            let found = along_line(
                cut(own[i][l]),
                cut(on & !own[i][l] & !opp[i][l]),
                self.exact,
            );
            // The answers that may have changed: k = -5..=5, on the board.
            let keep = cut(on) & 0x7FF << 5;
            for (kind, found) in found.into_iter().enumerate() {
                let word = &mut self.along[kind][i][l];
                let new = found & keep;
                let mut changed = (cut(*word) & keep) ^ new;
                if changed == 0 {
                    continue;
                }
                *word ^= ((u64::from(changed) << pos) >> 10) as u32;
                while changed != 0 {
                    let c = changed.trailing_zeros();
                    changed &= changed - 1;
                    let k = c as i32 - 10;
                    let (qx, qy) = ((x + d.0 * k) as usize, (y + d.1 * k) as usize);
                    let count = &mut self.count[kind][qy * ROWS + qx];
                    if new >> c & 1 != 0 {
                        *count += 1;
                        self.union[kind][qy] |= 1 << qx;
                    } else {
                        *count -= 1;
                        if *count == 0 {
                            self.union[kind][qy] &= !(1 << qx);
                        }
                    }
                }
            }
        }
    }
}

/// The sets of [`line_sets`](crate::forbidden::line_sets) along one stretch of a line:
/// `own` and `empty` hold the cells k = -10..=10 as bits k + 10; the answer (five, four,
/// three) is right at the bits 5..=15 (k = -5..=5), whose windows and the cells just beyond
/// them all lie on the stretch.
#[inline]
fn along_line(own: u32, empty: u32, exact: bool) -> [u32; 3] {
    let ok = own | empty;
    // Windows by their first cell s (bit s): five cells s..s+4, and the six-window's four
    // inner cells s+1..s+4, with bit-sliced counters of their empty cells.
    let (mut valid, mut e1, mut e2, mut e3) = (ok, empty, 0u32, 0u32);
    let (mut inner, mut f1, mut f2, mut f3) = (u32::MAX, 0u32, 0u32, 0u32);
    for j in 1..5 {
        let (o, e) = (ok >> j, empty >> j);
        valid &= o;
        e3 |= e2 & e;
        e2 |= e1 & e;
        e1 |= e;
        inner &= o;
        f3 |= f2 & e;
        f2 |= f1 & e;
        f1 |= e;
    }
    // Where only an exact five wins, the cells just beyond a window hold no own stone.
    let before = !(own << 1);
    let (beyond_five, beyond_six) = if exact {
        (before & !(own >> 5), before & !(own >> 6))
    } else {
        (u32::MAX, u32::MAX)
    };
    let w5 = valid & e1 & !e2 & beyond_five;
    let w4 = valid & e2 & !e3 & beyond_five;
    let w6 = empty & empty >> 5 & inner & f2 & !f3 & beyond_six;
    let (mut five, mut four, mut three) = (w5, w4, 0u32);
    for j in 1..5 {
        five |= w5 << j;
        four |= w4 << j;
        three |= w6 << j;
    }
    [five & empty, four & empty, three & empty]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use crate::forbidden::line_sets;
    use crate::rules::Preset;
    use crate::testing::{SIZES, draw, seeded_rng};

    /// What a fresh scan finds, direction by direction and in union.
    fn assert_fresh(kept: &[KeptLines; 2], board: &Board, rules: &Rules, what: &str) {
        for (color, kept) in Color::ALL.into_iter().zip(kept) {
            let fresh = KeptLines::new(board, rules, color);
            let s = line_sets(board, rules, color);
            let k = kept.sets();
            assert!(
                (k.five, k.four, k.three) == (s.five, s.four, s.three)
                    && (kept.five(), kept.four()) == (s.five, s.four)
                    && *kept == fresh,
                "{what}: {color} under {rules}\n{}",
                draw(board)
            );
        }
    }

    #[test]
    fn kept_lines_agree_with_a_fresh_scan_after_every_move_and_undo() {
        let mut rng = seeded_rng(280);
        for preset in Preset::ALL {
            for size in SIZES {
                let Ok(rules) = Rules::from(preset).with_size(size.into()) else {
                    continue;
                };
                for _ in 0..2 {
                    let mut pos = Position::new(rules);
                    let mut kept =
                        Color::ALL.map(|color| KeptLines::new(pos.board(), &rules, color));
                    let mut stack = std::vec::Vec::new();
                    // Play until the game ends or 120 moves, undoing now and then.
                    while pos.outcome().is_none() && stack.len() < 120 {
                        let before = *pos.board();
                        if !stack.is_empty() && rng.below(5) == 0 {
                            pos = stack.pop().unwrap();
                        } else {
                            let moves: std::vec::Vec<Point> = pos.legal_moves().iter().collect();
                            // Clustered play: near the last stones, so that lines form.
                            let near: std::vec::Vec<Point> = moves
                                .iter()
                                .copied()
                                .filter(|&q| {
                                    pos.board()
                                        .around(Color::Black, q)
                                        .iter()
                                        .any(|l| (l.own | l.opp) & 0b001_1101_1100 != 0)
                                })
                                .collect();
                            let pick = if near.is_empty() { &moves } else { &near };
                            let m = pick[rng.below(pick.len() as u64) as usize];
                            stack.push(pos);
                            pos.play_at(m).unwrap();
                        }
                        // Every point that changed (the move, its captures), in turn.
                        let after = *pos.board();
                        for q in PointSet::full(size).iter() {
                            if before.get(q) != after.get(q) {
                                kept.iter_mut().for_each(|k| k.update(&after, q));
                            }
                        }
                        assert_fresh(&kept, &after, &rules, "after a move or an undo");
                    }
                }
            }
        }
    }
}
