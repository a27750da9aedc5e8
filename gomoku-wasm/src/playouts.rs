//! Loops that run inside the module, as Python's batch calls run inside Rust:
//! `randomPlayouts` (Python's `random_playouts`); `replay` is in `batch.rs`.
//!
//! The random choices are not rules: a point is drawn uniformly and the core decides what
//! the move does. The generator and the drawing are those of Python's `random_playouts`
//! (`gomoku-py/src/batch.rs`: wyrand, a splitmix64 stream per game, Lemire's
//! multiply-shift), so that the same rules, `n`, seed and start give the same games on
//! both faces.

use alloc::format;
use alloc::vec::Vec;
use gomoku_referee::{Color, Move, Outcome, PlayError, Point, Position};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use crate::interop::{self, expected};
use crate::rules::rules_arg;

/// The most games of one `randomPlayouts` call.
const MAX_GAMES: i64 = 1 << 24;

/// The wyrand generator of Python's `random_playouts` (the same numbers for a seed).
#[derive(Debug, Clone, Copy)]
struct Rng(u64);

impl Rng {
    /// The generator of game `index` of a batch seeded with `seed`.
    fn for_game(seed: u64, index: u64) -> Rng {
        let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng(z ^ (z >> 31))
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xA076_1D64_78BD_642F);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xE703_7ED1_A0B4_28DB);
        ((t >> 64) as u64) ^ (t as u64)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// Plays one random game from `start` to its end and returns its outcome and length.
/// `empty` holds exactly the empty points of `start` on entry. Each move is a uniformly
/// random legal point: a random empty point, kept if the core accepts it; under the
/// *reject* policy a refused draw falls back to a uniform pick among `legal_moves`.
fn playout(start: &Position, empty: &mut Vec<Point>, rng: &mut Rng) -> (Option<Outcome>, u16) {
    let mut pos = *start;
    let mut length: u16 = 0;
    loop {
        if pos.is_game_over() || empty.is_empty() {
            return (pos.outcome(), length);
        }
        let i = rng.below(empty.len());
        let played = match pos.play(Move::Place(empty[i])) {
            Ok(()) => i,
            Err(PlayError::Forbidden { .. }) => {
                let legal = pos.legal_moves();
                let Some(p) = legal.iter().nth(rng.below(legal.len().max(1))) else {
                    return (pos.outcome(), length);
                };
                let Some(j) = empty.iter().position(|&q| q == p) else {
                    return (pos.outcome(), length);
                };
                if pos.play(Move::Place(p)).is_err() {
                    return (pos.outcome(), length);
                }
                j
            }
            Err(_) => return (pos.outcome(), length),
        };
        empty.swap_remove(played);
        // Captured stones leave empty points behind (Pente, Ninuki-Renju).
        empty.extend(pos.last_captures().iter());
        length = length.saturating_add(1);
    }
}

/// The number of games: an integer from 0 to 2^24.
fn games_arg(v: &JsValue) -> Result<usize, JsValue> {
    let n = interop::integer(v, "a number of games (an integer)")?;
    if !(0..=MAX_GAMES).contains(&n) {
        return Err(js_sys::RangeError::new(&format!(
            "the number of games must be from 0 to {MAX_GAMES}, not {n}"
        ))
        .into());
    }
    Ok(n as usize)
}

/// The declarations of `randomPlayouts`' answer.
#[wasm_bindgen(typescript_custom_section)]
const PLAYOUTS: &'static str = r#"
/** The record of a batch of random games from `randomPlayouts`: for game `i`, `winners[i]`, `terminations[i]` and `lengths[i]`. */
export interface Playouts {
  /** The winner of each game, null for a draw. */
  readonly winners: (ColorName | null)[];
  /** How each game ended. */
  readonly terminations: TerminationName[];
  /** The number of moves of each game. */
  readonly lengths: number[];
  /** The number of games Black won. */
  readonly blackWins: number;
  /** The number of games White won. */
  readonly whiteWins: number;
  /** The number of drawn games. */
  readonly draws: number;
}
/** The options of `randomPlayouts`. */
export interface PlayoutOptions {
  /** The game the playouts start from (with the same rules), instead of the empty board. */
  readonly start?: Game;
}
"#;

/// Plays `n` games of uniformly random moves under `rules` inside the module, seeded
/// (`seed`: a non-negative integer or a `BigInt` below 2^64, 0 by default), and returns
/// their winners, terminations and lengths: Python's `random_playouts`, the same games
/// for the same arguments. Each move is a uniformly random legal point for the side to
/// move: under the *lose* policy (renju) every empty point is legal, so a forbidden point
/// can be drawn, and loses; under *reject* the draw is among the legal moves. Nobody
/// passes. The games start from the empty board, or from `options.start` (a `Game` with
/// these rules).
///
/// Throws a `RangeError` for `n` outside `0..=2^24`, a seed out of range or a start game
/// under other rules; a `TypeError` for an argument of the wrong type.
///
/// ```js
/// const p = randomPlayouts("renju", 100, 7);
/// p.blackWins + p.whiteWins + p.draws;   // 100
/// p.terminations[0];                     // "five", "forbidden", ...
/// ```
#[wasm_bindgen(js_name = randomPlayouts, unchecked_return_type = "Playouts")]
pub fn random_playouts(
    #[wasm_bindgen(unchecked_param_type = "RulesLike")] rules: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | bigint")] seed: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "PlayoutOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let rules = rules_arg(&rules)?;
    let n = games_arg(&n)?;
    let seed = crate::bot::seed_arg(&seed)?;
    let start = if options.is_undefined() || options.is_null() {
        None
    } else if options.is_object() {
        let start = Reflect::get(&options, &"start".into())?;
        if start.is_undefined() {
            None
        } else {
            Some(crate::bot::game_arg(&start)?)
        }
    } else {
        return Err(expected("options {start}", &options));
    };
    let over = match &start {
        Some(game) if *game.rules() != rules => {
            return Err(
                js_sys::RangeError::new("the start game is played under other rules").into(),
            );
        }
        Some(game) => game.outcome(),
        None => None,
    };
    let position = start.map_or_else(|| Position::new(rules), |g| *g.position());
    let size = position.size();
    let empties: Vec<Point> = (0..size)
        .flat_map(|y| (0..size).filter_map(move |x| Point::new(x, y)))
        .filter(|&p| position.stone_at(p).is_none())
        .collect();
    let mut empty = Vec::with_capacity(empties.len() + 8);
    let (winners, terminations, lengths) = (Array::new(), Array::new(), Array::new());
    let (mut black, mut white, mut draws) = (0u32, 0u32, 0u32);
    for k in 0..n {
        // Every game from a finished start is that game's end, with no move played.
        let (outcome, length) = if over.is_some() {
            (over, 0)
        } else {
            empty.clear();
            empty.extend_from_slice(&empties);
            playout(&position, &mut empty, &mut Rng::for_game(seed, k as u64))
        };
        let winner = outcome.and_then(|o| o.winner);
        match winner {
            Some(Color::Black) => black += 1,
            Some(Color::White) => white += 1,
            None => draws += 1,
        }
        winners.push(&interop::opt_color_js(winner));
        terminations
            .push(&outcome.map_or(JsValue::NULL, |o| interop::termination_js(o.termination)));
        lengths.push(&JsValue::from(length));
    }
    Ok(interop::object(&[
        ("winners", winners.into()),
        ("terminations", terminations.into()),
        ("lengths", lengths.into()),
        ("blackWins", black.into()),
        ("whiteWins", white.into()),
        ("draws", draws.into()),
    ]))
}
