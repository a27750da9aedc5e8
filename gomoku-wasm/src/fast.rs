//! `Game`'s cheap calls for loops that cross the boundary at every move (issue 27, "Size
//! and speed"): a move given as two numbers, and the legal and forbidden points as one
//! typed array each, indexed `y * size + x`. No text is encoded or decoded and no object
//! is made per point; the answers are what `play`, `legalMoves()` and `forbiddenPoints()`
//! give, in another form.
//!
//! The `full` feature's: the rules-only build is 137 bytes under its 80 KB budget
//! without them (they add about 520 bytes gzipped).

use ::core::cell::Cell;

use alloc::vec;
use alloc::vec::Vec;
use gomoku_referee::{ParseError, Point, PointSet};
use wasm_bindgen::prelude::*;

use crate::errors::{OneThread, error};
use crate::game::Game;
use crate::interop::expected;

/// One coordinate of `playAt`: a number with no fraction (NaN and the infinities are
/// not), as an `i64` (saturating, so that a huge one is off every board).
///
/// The coordinates cross as `f64`, with no call back into JavaScript: reading a `JsValue`
/// as a number (`as_f64`) went through the module's memory and cost about as much as the
/// move itself (`node --cpu-prof` of `bench/js/bench.mjs`'s playouts). That a coordinate
/// is a number at all is checked by the wrapper of `playAt` that both entries install
/// (`js/fast.js`), before the number conversion of the call could turn `"7"` or `null`
/// into one. No `f % 1.0` either: in WebAssembly that is a call of libm's `fmod`, a few
/// percent of a playout; the round trip through `i64` is two instructions.
fn coordinate(f: f64) -> Result<i64, JsValue> {
    /// 2^53: every `f64` at least this large (in magnitude) is an integer.
    const INTEGRAL: f64 = 9_007_199_254_740_992.0;
    let i = f as i64;
    if f.is_finite() && (i as f64 == f || !(-INTEGRAL..INTEGRAL).contains(&f)) {
        Ok(i)
    } else {
        Err(expected("an integer coordinate", &JsValue::from(f)))
    }
}

/// The error of the last `playAt` the module refused, until the wrapper of `js/fast.js`
/// takes it (`__takeRefusal`) to throw it.
static REFUSAL: OneThread<Cell<Option<JsValue>>> = OneThread(Cell::new(None));

/// The error of the last refused `playAt` (`undefined` when there is none), taken: the
/// wrapper of `js/fast.js` throws it.
#[wasm_bindgen(js_name = __takeRefusal, skip_typescript)]
pub fn take_refusal() -> JsValue {
    REFUSAL.0.take().unwrap_or(JsValue::UNDEFINED)
}

/// `set` as a mask of `size * size` bytes, `value` at `y * size + x` of each point.
fn fill(mask: &mut [u8], size: usize, set: &PointSet, value: u8) {
    for p in set.iter() {
        let i = usize::from(p.y()) * size + usize::from(p.x());
        if let Some(cell) = mask.get_mut(i) {
            *cell = value;
        }
    }
}

#[wasm_bindgen]
impl Game {
    /// Plays the point at column `x`, row `y` (0-based, as `{x, y}`) for the side to
    /// move: `play({x, y})` without the object, the cheapest move at the boundary.
    /// Throws what `play` throws (a `ParseInvalidPointError` for coordinates outside
    /// `0..26`, `PlayOffBoardError` off this board), and a `TypeError` for a coordinate
    /// that is not an integer.
    ///
    /// ```js
    /// const game = new Game("renju");
    /// game.playAt(7, 7);             // h8
    /// game.moves;                    // ["h8"]
    /// ```
    //
    // It answers 0 when the move is played, else 1 with the error kept for the wrapper of
    // `js/fast.js` to take (`__takeRefusal`) and throw: a number is the cheapest answer to
    // cross. A `Result` crosses back as two values, which JavaScript receives as an array
    // made at every call (a tenth of a playout's time went to collecting them), and a
    // `JsValue` (the error or `undefined`) through the table of references at every move.
    // The same wrapper sends `play({x, y})` with number coordinates here.
    #[wasm_bindgen(js_name = playAt, unchecked_return_type = "undefined")]
    pub fn play_at(&mut self, x: f64, y: f64) -> u32 {
        let played = coordinate(x)
            .and_then(|x| Ok((x, coordinate(y)?)))
            .and_then(|(x, y)| {
                let p = Point::from_coords(x, y).ok_or_else(|| error(ParseError::InvalidPoint))?;
                self.0.play_at(p).map_err(error)
            });
        match played {
            Ok(()) => 0,
            Err(e) => {
                REFUSAL.0.set(Some(e));
                1
            }
        }
    }

    /// The legal moves of the side to move as a mask: a `Uint8Array` of `size * size`
    /// bytes, 1 at `y * size + x` where the side to move may play, 0 elsewhere. The
    /// points of `legalMoves()`, in one copy out of the module.
    ///
    /// ```js
    /// const game = Game.fromMoves("renju", "h8");
    /// const mask = game.legalMask();   // 225 bytes
    /// mask[7 * 15 + 7];                // 0: h8 is taken
    /// ```
    #[wasm_bindgen(js_name = legalMask)]
    pub fn legal_mask(&self) -> Vec<u8> {
        let size = usize::from(self.0.rules().size());
        let mut mask = vec![0; size * size];
        fill(&mut mask, size, &self.0.legal_moves(), 1);
        mask
    }

    /// The forbidden points of the side to move as a mask: a `Uint8Array` of
    /// `size * size` bytes, at `y * size + x` 0 for a point that is not forbidden, else
    /// its kind: 1 double-three, 2 double-four, 3 overline (the order of Python's
    /// `Forbidden` values, plus one).
    /// The answer of `forbiddenPoints()`, in one copy out of the module.
    ///
    /// ```js
    /// const game = Game.fromMoves("renju", "f8 a1 g8 a3 h6 a5 h7 a7");
    /// const mask = game.forbiddenMask();
    /// mask[7 * 15 + 7];                 // 1: h8 is a double-three
    /// ```
    #[wasm_bindgen(js_name = forbiddenMask)]
    pub fn forbidden_mask(&self) -> Vec<u8> {
        let size = usize::from(self.0.rules().size());
        let mut mask = vec![0; size * size];
        let f = self.0.position().forbidden_points();
        for kind in gomoku_referee::Forbidden::ALL {
            fill(&mut mask, size, &f.of_kind(kind), kind as u8 + 1);
        }
        mask
    }
}
