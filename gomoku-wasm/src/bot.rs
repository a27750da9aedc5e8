//! `ReferenceBot`: the core's reference bot (`gomoku_referee::bot`), a seeded player
//! bounded by VCF nodes; the same seed and node budget give the same move as in Rust, C
//! and Python. Made for a Web Worker: it keeps no reference to the page.

use alloc::format;
use alloc::string::{String, ToString};
use gomoku_referee::bot::{self as core_bot, Decision};
use gomoku_referee::{self as core};
use wasm_bindgen::convert::TryFromJsValue;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::game::Game;
use crate::interop::{self, expected, point_js};

/// The reference bot: wins at once, blocks what wins at once, plays its VCF, refutes the
/// opponent's, otherwise plays by a small evaluation; never a forbidden point. Its moves
/// follow the seed and the node budget only, so they are the same on any machine.
///
/// ```js
/// const bot = new ReferenceBot(7);            // or 7n; the seed of the tie-breaks
/// const game = new Game("renju");
/// bot.choose(game, 1000);                     // "h8"
/// bot.decide(game, 1000);                     // { kind: "move", step: "h8", point: "h8", reason: "evaluate", nodes: 0 }
/// bot.decide(game, 60000, () => performance.now() > deadline); // stops its searches in time
/// ```
#[wasm_bindgen]
#[derive(Clone)]
pub struct ReferenceBot(core_bot::ReferenceBot);

/// The seed: a non-negative safe integer or a `BigInt` below 2^64 (`undefined`: 0).
pub(crate) fn seed_arg(v: &JsValue) -> Result<u64, JsValue> {
    if v.is_undefined() {
        return Ok(0);
    }
    if v.is_bigint() {
        return u64::try_from(v.clone()).map_err(|_| {
            js_sys::RangeError::new("the seed must be a BigInt from 0 to 2^64 - 1").into()
        });
    }
    let n = interop::integer(v, "a seed (an integer or a BigInt)")?;
    u64::try_from(n)
        .map_err(|_| js_sys::RangeError::new(&format!("the seed must be >= 0, not {n}")).into())
}

/// The node budget: a non-negative integer (`undefined`: the core's `MAX_NODES`).
fn nodes_arg(v: &JsValue) -> Result<u64, JsValue> {
    if v.is_undefined() {
        return Ok(core_bot::ReferenceBot::MAX_NODES);
    }
    let n = interop::integer(v, "a number of nodes (an integer)")?;
    u64::try_from(n).map_err(|_| {
        js_sys::RangeError::new(&format!("the number of nodes must be >= 0, not {n}")).into()
    })
}

/// The game argument as the core's game: a `Game` of this package, else a `TypeError`.
///
/// wasm-bindgen's own check of a `&Game` parameter throws a plain `Error`; the package
/// promises a `TypeError` for an argument of the wrong type. So the game comes in as a
/// value, and the bot works on its copy: `game.clone()` is called and the copy handed
/// over to Rust (wasm-bindgen's ownership transfer, which checks the class). A copy costs
/// far less than the bot's search.
pub(crate) fn game_arg(v: &JsValue) -> Result<core::Game, JsValue> {
    const WHAT: &str = "a Game";
    if !v.is_object() {
        return Err(expected(WHAT, v));
    }
    let clone = js_sys::Reflect::get(v, &"clone".into())?;
    let clone: js_sys::Function = clone.dyn_into().map_err(|_| expected(WHAT, v))?;
    let copy = clone.call0(v)?;
    Game::try_from_js_value(copy)
        .map(|g| g.0)
        .map_err(|_| expected(WHAT, v))
}

fn decision_js(d: Decision) -> JsValue {
    interop::object(&[
        ("kind", d.kind().into()),
        ("step", d.step.to_string().into()),
        ("point", d.point().map_or(JsValue::NULL, point_js)),
        ("reason", d.reason.name().into()),
        ("nodes", JsValue::from(d.nodes as f64)),
    ])
}

#[wasm_bindgen]
impl ReferenceBot {
    /// A bot whose tie-breaks follow `seed` (a non-negative integer or a `BigInt`; 0 by
    /// default).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "number | bigint")] seed: JsValue,
    ) -> Result<ReferenceBot, JsValue> {
        Ok(ReferenceBot(core_bot::ReferenceBot::new(seed_arg(&seed)?)))
    }

    /// The move for the side to move in `game`, spending at most `nodes` VCF nodes
    /// (60000 by default, about a tenth of a second natively). Throws `PlayGameOverError` when the game is over and
    /// `PlayOpeningUnderWayError` when the opening waits for an action that puts no stone
    /// (`decide` makes those).
    pub fn choose(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] nodes: JsValue,
    ) -> Result<String, JsValue> {
        let nodes = nodes_arg(&nodes)?;
        let game = game_arg(&game)?;
        let p = self.0.choose(&game, nodes).map_err(error)?;
        Ok(p.to_string())
    }

    /// The bot's step with why and the nodes spent: `{kind, step, point, reason, nodes}`
    /// (`BotDecision`). In normal play and for an opening's stones, `choose`'s stone; for
    /// an opening's other steps (swap or keep, a colour, the number of offers, the offers,
    /// the pick), the bot's choice — `kind` names it and `step` is its text for
    /// `game.act` (`game.play` for a move). `outOfTime`, when given, is
    /// called between the bot's searches; once it returns `true` the bot plays the best
    /// move found so far (an exception it throws is rethrown after the move is chosen).
    #[wasm_bindgen(unchecked_return_type = "BotDecision")]
    pub fn decide(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] nodes: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "() => boolean")] out_of_time: JsValue,
    ) -> Result<JsValue, JsValue> {
        let nodes = nodes_arg(&nodes)?;
        let game = game_arg(&game)?;
        if out_of_time.is_undefined() || out_of_time.is_null() {
            let d = self.0.decide(&game, nodes).map_err(error)?;
            return Ok(decision_js(d));
        }
        let f: js_sys::Function = out_of_time
            .dyn_into()
            .map_err(|v| expected("outOfTime (a function)", &v))?;
        let mut thrown = None;
        let d = self
            .0
            .decide_until(&game, nodes, &mut || {
                if thrown.is_some() {
                    return true;
                }
                match f.call0(&JsValue::UNDEFINED) {
                    Ok(v) => v.is_truthy(),
                    Err(e) => {
                        thrown = Some(e);
                        true
                    }
                }
            })
            .map_err(error)?;
        match thrown {
            Some(e) => Err(e),
            None => Ok(decision_js(d)),
        }
    }

    /// A copy (the same generator: the copy makes the same choices).
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> ReferenceBot {
        self.clone()
    }
}

#[wasm_bindgen(typescript_custom_section)]
const BOT_DECISION: &str = r#"
/** The reference bot's decision (`ReferenceBot.decide`): a move, or the opening step the game expects. */
export interface BotDecision {
  /** The kind of step: `"move"` in normal play, else the opening action's. */
  kind: "move" | "place" | "swap" | "keep" | "choose" | "declare" | "offer" | "pick";
  /** The step as text: a move (`"h8"`, for `game.play`), or the opening action as `game.act` takes it (`"swap"`, `"choose white"`, `"declare 3"`, `"offer g8 i9"`, `"pick g8"`, or a point for a placed stone). */
  step: string;
  /** The stone the step puts on the board (a move, a placed stone, a pick), as `"h8"`; `null` for the other opening actions. */
  point: string | null;
  /** Why it was chosen (`"opening"`: an opening choice that is not a stone of the search). */
  reason: "win" | "vcf" | "refute" | "delay" | "evaluate" | "opening";
  /** The VCF nodes the decision visited (at most the budget). */
  nodes: number;
}
"#;
