//! Writes `line_table.rs` into `OUT_DIR`: what a stone on the centre of one line makes along
//! that line (RULES.md §6, §12), for every content of the cells around it, as read by the
//! threat map of `src/threat_scan.rs` and the forbidden-move judge (through
//! `src/line_table.rs`). Computing the table here (a few milliseconds) keeps
//! it out of the compiler's constant evaluation and out of the repository.
//!
//! A line is given by eleven cells, bit `i` the cell `i - 5` steps from the centre (bit 5).
//! The eight inner cells (steps -4..=-1 and 1..=4) are each own, empty or blocked (an
//! opponent stone or the edge); of the two outer cells (steps ±5) only whether they hold an
//! own stone matters: they are never played, they only lengthen a run. The index is the
//! base-3 number of the inner cells (0 blocked, 1 empty, 2 own; step -4 first) plus 6561
//! times (own at -5) + 2 (own at +5). Two tables: where only an exact five wins, and where
//! an overline wins too (no caro rule, no captures: the threat map judges those cases
//! otherwise).
//!
//! An entry, for a stone on the centre (the bits are `threat_scan.rs`'s `FOURS`, …):
//! - bit 4: the run through the centre has five or more stones; bit 3: it wins. Then
//!   nothing else is set (such a line holds no four and no three).
//! - bits 0–1: the number of fours through the centre (completion points within four steps
//!   whose stone makes a winning run that takes in the centre; a straight four's two ends
//!   count once); bit 2: a straight four (two completion points five apart).
//! - bits 6 + i for i in 2..=8, i ≠ 5: the empty cell i is a straight-four point: with it
//!   played, the run through the centre is exactly four stones, holds cell i, and each of
//!   its two ends is empty and makes a winning run.

use std::fmt::Write as _;
use std::path::PathBuf;

/// The length of the run of own stones through bit `i` of `own`: (back, fwd).
fn run(own: u32, i: u32) -> (u32, u32) {
    let fwd = (own >> (i + 1)).trailing_ones();
    let back = if i == 0 {
        0
    } else {
        (own << (32 - i)).leading_ones()
    };
    (back, fwd)
}

fn entry(own: u32, empty: u32, exact: bool) -> u16 {
    let wins = |len: u32| if exact { len == 5 } else { len >= 5 };
    let own = own | 1 << 5;
    let (b, f) = run(own, 5);
    let len = 1 + b + f;
    if len >= 5 {
        return if wins(len) { 0b1_1000 } else { 0b1_0000 };
    }
    let mut completions = 0u32;
    for k in (1..=9).filter(|&k| k != 5 && empty >> k & 1 != 0) {
        let (b, f) = run(own | 1 << k, k);
        if k - b <= 5 && 5 <= k + f && wins(1 + b + f) {
            completions |= 1 << k;
        }
    }
    let pairs = (completions & completions >> 5).count_ones();
    let fours = completions.count_ones() - pairs;
    let mut three = 0u32;
    for k in (2..=8).filter(|&k| k != 5 && empty >> k & 1 != 0) {
        let with_k = own | 1 << k;
        let (b, f) = run(with_k, 5);
        if b + f + 1 != 4 || k + b < 5 || k > 5 + f {
            continue;
        }
        let ends = [5 - b - 1, 5 + f + 1];
        if ends.iter().all(|&e| {
            empty >> e & 1 != 0 && {
                let (b, f) = run(with_k | 1 << e, e);
                wins(1 + b + f)
            }
        }) {
            three |= 1 << k;
        }
    }
    assert!(fours <= 3);
    (fours | u32::from(pairs != 0) << 2 | three << 6) as u16
}

fn table(exact: bool) -> Vec<u16> {
    (0..4 * 6561u32)
        .map(|i| {
            let (mut r, hi) = (i % 6561, i / 6561);
            let (mut own, mut empty) = (0u32, 0u32);
            for bit in [1, 2, 3, 4, 6, 7, 8, 9] {
                match r % 3 {
                    1 => empty |= 1 << bit,
                    2 => own |= 1 << bit,
                    _ => {}
                }
                r /= 3;
            }
            own |= (hi & 1) | (hi >> 1 & 1) << 10;
            entry(own, empty, exact)
        })
        .collect()
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut out = String::from(
        "/// The line table (see `build.rs`): `[exact five, overline wins]`.\n\
         pub(crate) static LINE_TABLE: [[u16; 4 * 6561]; 2] = [\n",
    );
    for exact in [true, false] {
        out.push('[');
        for v in table(exact) {
            write!(out, "{v},").expect("a string takes any text");
        }
        out.push_str("],\n");
    }
    out.push_str("];\n");
    let dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(dir.join("line_table.rs"), out).expect("OUT_DIR is writable");
}
