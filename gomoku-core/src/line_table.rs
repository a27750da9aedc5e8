//! The line table of the forbidden-move judge (RULES.md §6): what one line through a
//! judged stone holds — a five, an overline, how many fours, which points make a straight
//! four of a three — looked up by the line's pattern instead of scanned.
//!
//! What a line holds for the judge depends only on the cells around the stone: the four
//! cells on each side as own, empty or blocked (an opponent's stone and the edge block
//! alike), and the fifth cell on each side as own or not (it tells an overline from a
//! five and a straight four's winning end from an overline; what it holds otherwise never
//! matters). That is 3⁸ · 2² = 26,244 patterns. Each entry is worked out the first time
//! it is asked for, by the same line functions the judge uses without the table
//! (`completions_in`, `straight_four_in`), and kept: the table costs no bytes in the
//! program (it starts zeroed) and no start-up time; it holds 52 KB once filled.
//!
//! The table is for a colour for which only an exact five wins, without captures (a
//! capture changes the line) and without the caro rule (a five's blocks matter): the
//! judge of renju's and omok's Black. Everything else takes the judge's own scans.

use core::sync::atomic::{AtomicU16, Ordering};

use crate::board::LineCells;
use crate::forbidden::{completions_in, four_count, straight_four_in};

/// The stone makes an exact five along the line.
pub(crate) const FIVE: u16 = 1;
/// The stone makes a run of six or more along the line.
pub(crate) const OVERLINE: u16 = 2;
/// Bits 2–3: the number of fours (see `four_count`).
const FOURS_SHIFT: u32 = 2;
/// Bits 4–10: the straight-four points of a three, bit `k + 3` for the point `k` steps
/// away (`k` in -3..=3, never 0).
const POINTS_SHIFT: u32 = 4;
/// Set in every entry worked out (an entry of 0 is one not yet asked for).
const KNOWN: u16 = 1 << 15;

/// The number of patterns.
pub(crate) const PATTERNS: usize = 6561 * 4;

/// The entries, each 0 until first asked for. An entry is a pure function of its index,
/// so two threads that fill the same entry at once write the same value.
static TABLE: [AtomicU16; PATTERNS] = [const { AtomicU16::new(0) }; PATTERNS];

/// `TERNARY[b]`: the base-3 number whose digit `j` is bit `j` of `b` (0 or 1).
static TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let (mut v, mut place, mut j) = (0u16, 1u16, 0);
        while j < 8 {
            v += ((b >> j) & 1) as u16 * place;
            place *= 3;
            j += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The four cells on each side of the centre (bits 1–4 and 6–9 of eleven) as eight bits.
#[inline]
const fn eight(cells: u32) -> usize {
    ((cells >> 1 & 0xF) | (cells >> 2 & 0xF0)) as usize
}

/// The pattern of a line (the centre holds the judged stone): base-3 digits of the eight
/// inner cells (0 blocked, 1 own, 2 empty), times 4, plus the fifth cells' own stones.
#[inline]
pub(crate) fn pattern(cells: LineCells) -> usize {
    let inner = TERNARY[eight(cells.own)] + 2 * TERNARY[eight(cells.empty())];
    usize::from(inner) * 4 + (cells.own & 1 | cells.own >> 9 & 2) as usize
}

/// The cells of a pattern (the inverse of [`pattern`], the cells off the pattern's
/// meaning left blocked by the opponent): the centre own.
pub(crate) fn cells_of(pattern: usize) -> LineCells {
    let (mut own, mut opp) = (1u32 << 5, 0u32);
    let mut inner = pattern / 4;
    for j in 0..8 {
        let bit = if j < 4 { j + 1 } else { j + 2 };
        match inner % 3 {
            0 => opp |= 1 << bit,
            1 => own |= 1 << bit,
            _ => {}
        }
        inner /= 3;
    }
    for (b, bit) in [(1, 0), (2, 10)] {
        if pattern & b != 0 {
            own |= 1 << bit;
        } else {
            opp |= 1 << bit;
        }
    }
    LineCells { own, opp, off: 0 }
}

/// The entry of a pattern, worked out by the judge's line functions (exact five only, no
/// caro rule).
pub(crate) fn entry_of(pattern: usize) -> u16 {
    let cells = cells_of(pattern);
    let (back, fwd) = cells.run_with(0);
    let len = 1 + back + fwd;
    let mut e = KNOWN;
    if len == 5 {
        e |= FIVE;
    }
    if len >= 6 {
        e |= OVERLINE;
    }
    let own = cells.window().own();
    e |= (four_count(completions_in(cells, own, false, false)) as u16) << FOURS_SHIFT;
    let empty = cells.empty();
    for k in (-3..=3).filter(|&k| k != 0 && empty >> (k + 5) & 1 != 0) {
        if straight_four_in(cells.with_own(k), k, false).is_some() {
            e |= 1 << (k + 3 + POINTS_SHIFT as i32);
        }
    }
    e
}

/// The entry of the line `cells` (its centre holds the judged stone).
#[inline(always)]
pub(crate) fn line_entry(cells: LineCells) -> u16 {
    let i = pattern(cells);
    let e = TABLE[i].load(Ordering::Relaxed);
    if e != 0 {
        return e;
    }
    fill(i)
}

/// Works out the entry `i` and keeps it.
#[inline(never)]
fn fill(i: usize) -> u16 {
    let e = entry_of(i);
    TABLE[i].store(e, Ordering::Relaxed);
    e
}

/// The number of fours of an entry.
#[inline]
pub(crate) const fn four_count_of(e: u16) -> u32 {
    (e >> FOURS_SHIFT & 3) as u32
}

/// The straight-four points of an entry: bit `k + 3` for the point `k` steps away.
#[inline]
pub(crate) const fn straight_four_points(e: u16) -> u32 {
    (e >> POINTS_SHIFT & 0x7F) as u32
}
