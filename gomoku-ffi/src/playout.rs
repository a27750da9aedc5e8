//! Random games played inside the library (`gomoku_random_playouts`): the core's
//! `playout::RandomPlayouts`, which Python's `random_playouts` and JavaScript's
//! `randomPlayouts` play too, so that the same rules, number, seed and start give the
//! same games on every face.

use gomoku_referee::Position;
use gomoku_referee::playout::RandomPlayouts;

use crate::boundary::{Buffer, arg, guard, optional_arg};
use crate::game::gomoku_game;
use crate::rules::gomoku_rules;
use crate::status::gomoku_status;
use crate::types::{gomoku_termination, to_c_color, to_c_termination};

/// One random game of `gomoku_random_playouts`: how it ended and its length.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_playout {
    /// `GOMOKU_COLOR_BLACK` or `GOMOKU_COLOR_WHITE`; `GOMOKU_COLOR_NONE` for a draw.
    pub winner: i32,
    /// How the game ended: a `GOMOKU_TERMINATION_*` value (`GOMOKU_TERMINATION_NONE` only
    /// if the core ended no game, a safeguard that does not happen).
    pub termination: i32,
    /// The number of moves played (0 for a start that is already over).
    pub length: u32,
}

/// Plays `n` games of uniformly random moves under `rules` inside the library, seeded by
/// `seed`, and writes how each ended into `buf` (game `i` into `buf[i]`): Python's
/// `random_playouts` and JavaScript's `randomPlayouts`, the same games for the same
/// arguments. Each move is a uniformly random legal point for the side to move: under the
/// *lose* policy (renju) every empty point is legal, so a forbidden point can be drawn,
/// and loses; under *reject* the draw is among the legal moves. Nobody passes. The games
/// start from the empty board, or from `start` (NULL for the empty board), a game under
/// the same rules; every game from a start that is over is that game's end, with no move
/// played. On success `*out_n` is `n`.
///
/// Returns `GOMOKU_STATUS_NULL_POINTER` for a NULL `rules` or `out_n` (or a NULL `buf`
/// with `len` > 0), `GOMOKU_STATUS_BUFFER_TOO_SMALL` when `len < n` (`*out_n` is then
/// `n`, and nothing is played), `GOMOKU_STATUS_INVALID_ARGUMENT` for a `start` under
/// other rules.
///
/// ```c
/// gomoku_rules *renju;
/// gomoku_rules_new(GOMOKU_PRESET_RENJU, &renju);
/// gomoku_playout games[100];
/// size_t n;
/// gomoku_random_playouts(renju, NULL, 100, 7, games, 100, &n);
/// /* games[0].winner: GOMOKU_COLOR_BLACK, _WHITE or _NONE; games[0].termination:
///    GOMOKU_TERMINATION_FIVE, _FORBIDDEN, ...; games[0].length: its moves */
/// gomoku_rules_free(renju);
/// ```
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `start` is NULL or a live `gomoku_game`;
/// `buf` is valid for `len` records (NULL allowed when `len` is 0); `out_n` is NULL or
/// valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_random_playouts(
    rules: *const gomoku_rules,
    start: *const gomoku_game,
    n: usize,
    seed: u64,
    buf: *mut gomoku_playout,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?.inner;
        let start = optional_arg(start).map(gomoku_game::inner);
        let buffer = Buffer::new(buf, len, out_n)?;
        let over = match start {
            Some(game) if *game.rules() != rules => {
                return Err(gomoku_status::InvalidArgument);
            }
            Some(game) => game.outcome(),
            None => None,
        };
        if n > len {
            // Nothing is played for a buffer that cannot take the games.
            return buffer.too_small(n);
        }
        let position = start.map_or_else(|| Position::new(rules), |g| *g.position());
        let mut games = RandomPlayouts::new(position);
        let mut records = Vec::with_capacity(n);
        for k in 0..n {
            let (outcome, length) = if over.is_some() {
                (over, 0)
            } else {
                games.play(seed, k as u64)
            };
            records.push(gomoku_playout {
                winner: to_c_color(outcome.and_then(|o| o.winner)),
                termination: outcome.map_or(gomoku_termination::None as i32, |o| {
                    to_c_termination(o.termination)
                }),
                length: u32::from(length),
            });
        }
        buffer.fill(&records)
    })
}
