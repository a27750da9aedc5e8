//! `replay` (many move lists into games, as Python's `gomoku.replay`) and the algebra of
//! the symmetries (`symmetryInverse`, `symmetryThen`, as Python's `Symmetry.inverse` and
//! `Symmetry.then`; symmetries are their names in this package, as `symmetryNames()`
//! lists them).

use alloc::format;
use gomoku_referee::{self as core_, Symmetry};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::game::Game;
use crate::interop;
use crate::rules::rules_arg;

fn symmetry_arg(v: &JsValue) -> Result<Symmetry, JsValue> {
    interop::string(v, "a symmetry name such as \"rotate-90\"")?
        .parse()
        .map_err(error)
}

/// The symmetry that undoes `symmetry`.
///
/// ```js
/// symmetryInverse("rotate-90"); // "rotate-270"
/// ```
#[wasm_bindgen(js_name = symmetryInverse)]
pub fn symmetry_inverse(
    #[wasm_bindgen(unchecked_param_type = "string")] symmetry: JsValue,
) -> Result<alloc::string::String, JsValue> {
    Ok(symmetry_arg(&symmetry)?.inverse().name().into())
}

/// The composition "`first`, then `next`": applying it to a point is applying `first`,
/// then `next`.
///
/// ```js
/// symmetryThen("rotate-90", "rotate-90"); // "rotate-180"
/// ```
#[wasm_bindgen(js_name = symmetryThen)]
pub fn symmetry_then(
    #[wasm_bindgen(unchecked_param_type = "string")] first: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] next: JsValue,
) -> Result<alloc::string::String, JsValue> {
    let (first, next) = (symmetry_arg(&first)?, symmetry_arg(&next)?);
    Ok(first.then(next).name().into())
}

/// Tags `e`, the error of move list `k`: `gameIndex`, and the message prefixed
/// `move list K: ` (as Python's `replay`).
fn tag(e: JsValue, k: usize) -> JsValue {
    if e.is_object() {
        let message = js_sys::Reflect::get(&e, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_default();
        let _ = js_sys::Reflect::set(&e, &"gameIndex".into(), &JsValue::from(k as f64));
        let _ = js_sys::Reflect::set(
            &e,
            &"message".into(),
            &format!("move list {k}: {message}").into(),
        );
    }
    e
}

/// Replays many move lists from the empty board under `rules`: the games, in order. Each
/// move list is what `Game.fromMoves` takes (its text, or an iterable of moves). Throws
/// the error `Game.fromMoves` would throw for the first bad list, with `gameIndex` (which
/// list) added and the message prefixed `move list K: `; an illegal move also carries
/// `index` (which move).
///
/// ```js
/// const [a, b] = replay("renju", ["h8 h9", ["h8", "i9", "j10"]]);
/// b.moves; // ["h8", "i9", "j10"]
/// ```
#[wasm_bindgen(unchecked_return_type = "Game[]")]
pub fn replay(
    #[wasm_bindgen(unchecked_param_type = "RulesLike")] rules: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Iterable<string | Iterable<MoveLike>>")]
    move_lists: JsValue,
) -> Result<Array, JsValue> {
    let rules = rules_arg(&rules)?;
    let lists = interop::iterable(&move_lists, "an iterable of move lists")?;
    let mut games = alloc::vec::Vec::new();
    for (k, list) in lists.iter().enumerate() {
        let game = interop::moves(&list)
            .and_then(|moves| core_::Game::from_moves(rules, moves).map_err(error))
            .map_err(|e| tag(e, k))?;
        games.push(game);
    }
    Ok(games
        .into_iter()
        .map(|g| JsValue::from(Game::of(g)))
        .collect())
}
