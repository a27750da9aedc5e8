//! The line table (RULES.md §6, §12): what a stone on the centre of one line makes along
//! that line — a five, a longer run, how many fours, which points make a straight four of
//! a three — for every content of the cells around it, written by `gomoku-core/build.rs`
//! (which says what an entry holds) and read by the forbidden-move judge and the threat
//! map alike.
//!
//! What a line holds depends only on the cells around the stone: the four cells on each
//! side as own, empty or blocked (an opponent's stone and the edge block alike), and the
//! fifth cell on each side as own or not (it tells a five from an overline, and a straight
//! four's winning end from an overline). Two tables of 3⁸ · 4 entries: where only an exact
//! five wins, and where an overline wins too. Not for the caro rule (a five's blocks
//! matter) nor captures (a capture changes the line): their readers scan those lines.

#![cfg_attr(not(feature = "line-table"), allow(dead_code))]

use crate::board::LineCells;

include!(concat!(env!("OUT_DIR"), "/line_table.rs"));

/// Entry bits (see `build.rs`; bit 2, a straight four, is not read here): the number of
/// fours, bits 0–1.
const FOURS: u16 = 0b11;
/// The run through the centre wins.
const WINS: u16 = 1 << 3;
/// The run through the centre has five stones or more.
const RUN: u16 = 1 << 4;
/// The straight-four points of a three: bit `THREE_SHIFT + i` for the cell `i - 5` steps
/// away.
const THREE_SHIFT: u32 = 6;

/// The number of entries of one table.
pub(crate) const PATTERNS: usize = 4 * 6561;

/// `B3[m]`: the bits of `m` read as base-3 digits (bit `i` worth `3^i`).
const B3: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut m = 0;
    while m < 256 {
        let (mut v, mut w, mut i) = (0u16, 1u16, 0);
        while i < 8 {
            if m >> i & 1 != 0 {
                v += w;
            }
            w *= 3;
            i += 1;
        }
        t[m] = v;
        m += 1;
    }
    t
};

/// The table of a colour whose overlines win (`true`) or not.
#[inline]
pub(crate) fn table(overline_wins: bool) -> &'static [u16; PATTERNS] {
    &LINE_TABLE[usize::from(overline_wins)]
}

/// The index of a line's eleven cells (the centre aside): the base-3 number of the eight
/// inner cells (0 blocked, 1 empty, 2 own; step -4 first), plus 6561 times the own stones
/// on the two outer cells where `exact` (only an exact five wins; where an overline wins
/// the entries do not depend on them, and only the table's first quarter is read).
#[inline(always)]
pub(crate) fn pattern(cells: LineCells, exact: bool) -> usize {
    index(cells.own, cells.empty(), if exact { 0b11 } else { 0 })
}

/// The table index of a line's eleven cells given as bit masks (bit `i` = `i - 5` steps
/// from the centre); `outer` is 0b11 where the outer cells matter (only an exact five
/// wins), else 0 (see [`pattern`]). The threat map reads its lines through this too.
#[inline(always)]
pub(crate) fn index(own: u32, empty: u32, outer: u32) -> usize {
    let inner = |m: u32| (((m >> 1) & 0xF) | ((m >> 2) & 0xF0)) as usize;
    usize::from(B3[inner(empty)])
        + 2 * usize::from(B3[inner(own)])
        + 6561 * (((own & 1) | (own >> 9 & 2)) & outer) as usize
}

/// The stone makes a winning line along the line of entry `e`.
#[inline]
pub(crate) const fn wins(e: u16) -> bool {
    e & WINS != 0
}

/// The stone makes a run of five or more that does not win (an overline, where only an
/// exact five wins).
#[inline]
pub(crate) const fn long_run(e: u16) -> bool {
    e & (RUN | WINS) == RUN
}

/// The number of fours of entry `e` (a straight four counts once).
#[inline]
pub(crate) const fn four_count(e: u16) -> u32 {
    (e & FOURS) as u32
}

/// The straight-four points of entry `e`: bit `k + 3` for the point `k` steps away (`k`
/// in -3..=3, never 0).
#[inline]
pub(crate) const fn straight_four_points(e: u16) -> u32 {
    (e >> (THREE_SHIFT + 2) & 0x7F) as u32
}
