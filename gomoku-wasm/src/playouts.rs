//! Loops that run inside the module, as Python's batch calls run inside Rust:
//! `randomPlayouts` (Python's `random_playouts`); `replay` is in `batch.rs`.
//!
//! The games are the core's `playout::RandomPlayouts`, which Python's `random_playouts`
//! plays too, so that the same rules, `n`, seed and start give the same games on both
//! faces.

use alloc::format;
use gomoku_referee::playout::RandomPlayouts;
use gomoku_referee::{Color, Position};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use crate::interop::{self, expected};
use crate::rules::rules_arg;

/// The most games of one `randomPlayouts` call.
const MAX_GAMES: i64 = 1 << 24;

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
    let mut games = RandomPlayouts::new(position);
    let (winners, terminations, lengths) = (Array::new(), Array::new(), Array::new());
    let (mut black, mut white, mut draws) = (0u32, 0u32, 0u32);
    for k in 0..n {
        // Every game from a finished start is that game's end, with no move played.
        let (outcome, length) = if over.is_some() {
            (over, 0)
        } else {
            games.play(seed, k as u64)
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
