//! The fixed table of Zobrist keys (RULES.md §10).
//!
//! A key is the XOR of:
//!
//! - `SIZES[size - 5]`, one number per board size 5–26: the size enters the key, so the
//!   empty 15×15 and 19×19 boards (or the same stones on two sizes) have different keys;
//! - `STONES[colour][y * 26 + x]` for every stone (`colour` 0 Black, 1 White; the index is
//!   [`Point::index`], the same on every board size);
//! - `SIDE` when White is to move;
//! - `CAPTURES[colour][pairs]` for the pairs each side has captured (`CAPTURES[_][0]` is 0,
//!   so games without captures never see this part).
//!
//! The numbers are drawn, in this order — `STONES[0][0..676]`, `STONES[1][0..676]`,
//! `SIDE`, `SIZES[0..22]`, `CAPTURES[0][1..256]`, `CAPTURES[1][1..256]` — from SplitMix64
//! (Steele, Lea and Flood, 2014: add `0x9E3779B97F4A7C15` to the state, then mix with
//! `z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27; z *= 0x94D049BB133111EB;
//! z ^= z >> 31`) started from the state [`SEED`]. They are computed at compile time, so
//! every build and every face (C and Python call this crate) has the same table; the golden
//! keys of `tests/data/keys.jsonl` pin it.

use crate::{Color, MAX_SIZE, MIN_SIZE, Point};

/// The initial SplitMix64 state: the bytes of `"gomoku-1"`.
pub(crate) const SEED: u64 = u64::from_be_bytes(*b"gomoku-1");

const POINTS: usize = MAX_SIZE as usize * MAX_SIZE as usize;
const SIZE_COUNT: usize = (MAX_SIZE - MIN_SIZE) as usize + 1;

/// One step of SplitMix64.
/// SplitMix64's increment (the golden ratio).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

pub(crate) const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(GAMMA);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The stone tables are stored 1024 wide (the indices past 676 are never used), so that
/// an index masked to 10 bits needs no bounds check on the hot path.
const STORED: usize = 1024;

#[cfg_attr(not(feature = "line-table"), allow(dead_code))]
struct Table {
    stones: [[u64; STORED]; 2],
    /// `stones[c][i] ^ side`: a move's stone and the change of turn in one number.
    moves: [[u64; STORED]; 2],
    side: u64,
    sizes: [u64; SIZE_COUNT],
    captures: [[u64; 256]; 2],
}

const fn generate() -> Table {
    let mut state = SEED;
    let mut t = Table {
        stones: [[0; STORED]; 2],
        moves: [[0; STORED]; 2],
        side: 0,
        sizes: [0; SIZE_COUNT],
        captures: [[0; 256]; 2],
    };
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < POINTS {
            t.stones[c][i] = splitmix64(&mut state);
            i += 1;
        }
        c += 1;
    }
    t.side = splitmix64(&mut state);
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < POINTS {
            t.moves[c][i] = t.stones[c][i] ^ t.side;
            i += 1;
        }
        c += 1;
    }
    let mut i = 0;
    while i < SIZE_COUNT {
        t.sizes[i] = splitmix64(&mut state);
        i += 1;
    }
    let mut c = 0;
    while c < 2 {
        let mut i = 1;
        while i < 256 {
            t.captures[c][i] = splitmix64(&mut state);
            i += 1;
        }
        c += 1;
    }
    t
}

const GENERATED: Table = generate();
/// The table in memory (about 26 KB of random numbers, which no compression shrinks):
/// the fast build's, with the feature `line-table`. The small build (a WebAssembly
/// rules-only package counts every kilobyte) computes each number when it needs it
/// (`computed`): the same numbers, a few multiplications each.
#[cfg(feature = "line-table")]
static TABLE: Table = GENERATED;
/// The size numbers apart, for the `const` [`Position::new`](crate::Position::new).
const SIZES: [u64; SIZE_COUNT] = GENERATED.sizes;

/// The `n`-th number (from 1) of SplitMix64 from the seed, at once: the generator's
/// state after `n` steps is the seed plus `n` increments.
#[cfg(any(test, not(feature = "line-table")))]
const fn nth(n: usize) -> u64 {
    let mut state = SEED.wrapping_add(GAMMA.wrapping_mul(n as u64 - 1));
    splitmix64(&mut state)
}

/// The numbers of the table by their place in the sequence (see `generate`), without
/// the table.
#[cfg(any(test, not(feature = "line-table")))]
mod computed {
    use super::{POINTS, SIZE_COUNT, nth};

    /// `stones[color][i]`, `i` below `POINTS`.
    pub(super) const fn stone(color: usize, i: usize) -> u64 {
        nth(color * POINTS + i + 1)
    }

    pub(super) const fn side() -> u64 {
        nth(2 * POINTS + 1)
    }

    pub(super) const fn captures(color: usize, pairs: u8) -> u64 {
        if pairs == 0 {
            0
        } else {
            nth(2 * POINTS + 1 + SIZE_COUNT + color * 255 + pairs as usize)
        }
    }
}

/// The number of a stone of `color` on `p`.
#[inline]
pub(crate) fn stone(color: Color, p: Point) -> u64 {
    stone_at(color, p.index())
}

/// `stone(color, p) ^ side()`: what a move of `color` on `p` changes in the key.
#[inline]
pub(crate) fn stone_and_side(color: Color, p: Point) -> u64 {
    #[cfg(feature = "line-table")]
    return TABLE.moves[color.index()][p.index() & (STORED - 1)];
    #[cfg(not(feature = "line-table"))]
    return stone(color, p) ^ side();
}

/// The number of a stone of `color` on the point of index `i` ([`Point::index`],
/// `y * 26 + x`: below 676).
#[inline]
pub(crate) fn stone_at(color: Color, i: usize) -> u64 {
    // The mask spares the bounds check.
    #[cfg(feature = "line-table")]
    return TABLE.stones[color.index()][i & (STORED - 1)];
    #[cfg(not(feature = "line-table"))]
    return computed::stone(color.index(), i);
}

/// The number XORed in while White is to move.
#[inline]
pub(crate) fn side() -> u64 {
    #[cfg(feature = "line-table")]
    return TABLE.side;
    #[cfg(not(feature = "line-table"))]
    return computed::side();
}

/// The number of a board size (5–26; any other size gives 0).
#[inline]
pub(crate) const fn size(size: u8) -> u64 {
    let i = size.wrapping_sub(MIN_SIZE) as usize;
    if i < SIZE_COUNT { SIZES[i] } else { 0 }
}

/// The number of `pairs` captured by `color` (0 for no pair).
#[inline]
pub(crate) fn captures(color: Color, pairs: u8) -> u64 {
    #[cfg(feature = "line-table")]
    return TABLE.captures[color.index()][usize::from(pairs)];
    #[cfg(not(feature = "line-table"))]
    return computed::captures(color.index(), pairs);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is SplitMix64 from the seed, in the documented order: regenerated here
    /// by a plain loop, independently of the const generator.
    #[test]
    fn the_table_is_the_documented_sequence() {
        let mut state = u64::from_be_bytes(*b"gomoku-1");
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        for color in Color::ALL {
            for y in 0..MAX_SIZE {
                for x in 0..MAX_SIZE {
                    let p = Point::new(x, y).unwrap();
                    let key = next();
                    assert_eq!(stone(color, p), key);
                    assert_eq!(computed::stone(color.index(), p.index()), key);
                }
            }
        }
        let key = next();
        assert_eq!((side(), computed::side()), (key, key));
        let p = Point::new(3, 4).unwrap();
        assert_eq!(
            stone_and_side(Color::White, p),
            stone(Color::White, p) ^ side()
        );
        for s in MIN_SIZE..=MAX_SIZE {
            assert_eq!(size(s), next());
        }
        for color in Color::ALL {
            assert_eq!(captures(color, 0), 0);
            assert_eq!(computed::captures(color.index(), 0), 0);
            for pairs in 1..=255 {
                let key = next();
                assert_eq!(captures(color, pairs), key);
                assert_eq!(computed::captures(color.index(), pairs), key);
            }
        }
        assert_eq!(size(4), 0);
        assert_eq!(size(27), 0);
    }

    /// The first number of SplitMix64 from seed 0 is the published test value.
    #[test]
    fn splitmix64_is_the_published_generator() {
        let mut state = 0;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
    }
}
