//! Random playouts: games played from a position to their end by uniformly random legal
//! moves, the workload of Monte Carlo searches and of the faces' batch calls (Python's
//! `random_playouts`, JavaScript's `randomPlayouts`), which all play them here so that a
//! seed gives the same games in every face.
//!
//! The random choices are not rules: a point is drawn uniformly and the position decides
//! what the move does (legal, forbidden, winning). The generator is wyrand (Wang Yi) with
//! a splitmix64 stream per game, so a batch is the same on every machine and however it
//! is split between threads.

use alloc::vec::Vec;

use crate::{Outcome, PlayError, Point, Position};

/// The wyrand generator: one 64-bit state, any value allowed.
///
/// ```
/// use gomoku_referee::playout::PlayoutRng;
///
/// let mut a = PlayoutRng::for_game(7, 0);
/// let mut b = PlayoutRng::for_game(7, 0);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoutRng(pub u64);

impl PlayoutRng {
    /// The generator of game `index` of a batch seeded with `seed` (splitmix64 of the
    /// pair, so that neighbouring games are unrelated).
    pub fn for_game(seed: u64, index: u64) -> PlayoutRng {
        let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        PlayoutRng(z ^ (z >> 31))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xA076_1D64_78BD_642F);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xE703_7ED1_A0B4_28DB);
        ((t >> 64) as u64) ^ (t as u64)
    }

    /// A number in `0..n` (`n > 0`), by Lemire's multiply-shift: the bias is below
    /// `n / 2^64`.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// Random games from one start: keeps the start's empty points, so that each game costs
/// no allocation.
///
/// ```
/// use gomoku_referee::{Position, Rules, playout::RandomPlayouts};
///
/// let mut games = RandomPlayouts::new(Position::new(Rules::renju()));
/// let (outcome, moves) = games.play(42, 0);
/// assert!(outcome.is_some() && moves >= 9);
/// assert_eq!(games.play(42, 0), (outcome, moves)); // the same seed, the same game
/// ```
#[derive(Debug, Clone)]
pub struct RandomPlayouts {
    start: Position,
    empties: Vec<Point>,
    empty: Vec<Point>,
}

impl RandomPlayouts {
    /// The games from `start`.
    pub fn new(start: Position) -> RandomPlayouts {
        let size = start.size();
        let empties: Vec<Point> = (0..size)
            .flat_map(|y| (0..size).filter_map(move |x| Point::new(x, y)))
            .filter(|&p| start.stone_at(p).is_none())
            .collect();
        let empty = Vec::with_capacity(empties.len() + 8);
        RandomPlayouts {
            start,
            empties,
            empty,
        }
    }

    /// Plays game `index` of the batch seeded with `seed` to its end: its outcome (`None`
    /// only if the core ended no game, a safeguard) and the number of moves played.
    ///
    /// Each move is a uniformly random legal point: a random empty point, kept if the
    /// position accepts it; under the *reject* policy a refused (forbidden) draw falls back
    /// to a uniform pick among `legal_moves`, which keeps the choice uniform over the legal
    /// points. Under the *lose* policy a forbidden point is played, and loses. A finished
    /// start is its own end, with no move played.
    pub fn play(&mut self, seed: u64, index: u64) -> (Option<Outcome>, u16) {
        let mut rng = PlayoutRng::for_game(seed, index);
        let empty = &mut self.empty;
        empty.clear();
        empty.extend_from_slice(&self.empties);
        let mut pos = self.start;
        let mut length: u16 = 0;
        loop {
            if pos.is_game_over() || empty.is_empty() {
                return (pos.outcome(), length);
            }
            let i = rng.below(empty.len());
            let played = match pos.play_at(empty[i]) {
                Ok(()) => i,
                Err(PlayError::Forbidden { .. }) => {
                    let legal = pos.legal_moves();
                    let Some(p) = legal.iter().nth(rng.below(legal.len().max(1))) else {
                        return (pos.outcome(), length);
                    };
                    let Some(j) = empty.iter().position(|&q| q == p) else {
                        return (pos.outcome(), length);
                    };
                    if pos.play_at(p).is_err() {
                        return (pos.outcome(), length);
                    }
                    j
                }
                Err(_) => return (pos.outcome(), length),
            };
            empty.swap_remove(played);
            // Captured stones leave empty points behind (Pente, Ninuki-Renju).
            let taken = pos.last_captures();
            if !taken.is_empty() {
                empty.extend(taken.iter());
            }
            length = length.saturating_add(1);
        }
    }
}
