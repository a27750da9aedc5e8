//! `Game.fromHistory`: a game rebuilt from what its history holds (the core's `History`):
//! the start position, the moves, an ending by action, a standing draw offer, the opening
//! and its actions. Python's `Game.from_history` in JavaScript's idiom (a file of its own:
//! a third `impl Game` block).

use alloc::vec::Vec;
use gomoku_referee::{self as core, Ending, History, OpeningAction, Outcome};
use wasm_bindgen::prelude::*;

use crate::errors::{error, type_error};
use crate::game::{Game, opening_arg, setup_arg};
use crate::interop::{self, expected};
use crate::rules::rules_arg;

/// An ending by action from an outcome's shape `{winner, termination}` (what `outcome()`
/// gives): a resignation, a timeout or an agreement; any other is a `TypeError`, as
/// Python's `ValueError`; a winner the termination does not allow, `OutcomeWinnerMismatchError`.
fn ending_arg(v: &JsValue) -> Result<Option<Ending>, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    if !v.is_object() {
        return Err(expected("an ending {winner, termination}", v));
    }
    let get = |k: &str| js_sys::Reflect::get(v, &k.into());
    let termination: core::Termination = interop::string(
        &get("termination")?,
        "a termination name such as \"resignation\"",
    )?
    .parse()
    .map_err(error)?;
    let winner = get("winner")?;
    let winner = if winner.is_null() || winner.is_undefined() {
        None
    } else {
        Some(interop::color(&winner)?)
    };
    // A winner that does not go with the termination is the core's `OutcomeError`.
    let outcome = Outcome::new(winner, termination).map_err(error)?;
    Ending::from_outcome(outcome).map(Some).ok_or_else(|| {
        type_error(&alloc::format!(
            "{termination} is not an ending by action: only a resignation, a timeout or an agreement"
        ))
    })
}

#[wasm_bindgen]
impl Game {
    /// A game rebuilt from its history: `rules`, and in `history` the start (`black`,
    /// `white`, `turn`, `blackPairs`, `whitePairs`, as `fromStones`), the `moves` (text or
    /// an iterable), an `ending` by action (`{winner, termination}`: a resignation, a
    /// timeout or an agreement), a standing `drawOffer`, the `opening` and its
    /// `openingActions` (texts such as `"swap"`). Throws the `HistoryError` class of the
    /// step that cannot be replayed.
    ///
    /// ```js
    /// const g = Game.fromHistory("renju", { moves: "h8 h9", ending: { winner: "black", termination: "resignation" } });
    /// g.outcome().termination; // "resignation"
    /// ```
    #[wasm_bindgen(js_name = fromHistory)]
    pub fn from_history(
        #[wasm_bindgen(unchecked_param_type = "RulesLike")] rules: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "HistoryLike")] history: JsValue,
    ) -> Result<Game, JsValue> {
        let rules = rules_arg(&rules)?;
        let empty = js_sys::Object::new().into();
        let h = if history.is_undefined() || history.is_null() {
            &empty
        } else if history.is_object() {
            &history
        } else {
            return Err(expected(
                "a history {moves, black, white, ending, ...}",
                &history,
            ));
        };
        let get = |k: &str| js_sys::Reflect::get(h, &k.into());
        let moves = get("moves")?;
        let moves = if moves.is_undefined() || moves.is_null() {
            Vec::new()
        } else {
            interop::moves(&moves)?
        };
        let draw_offer = get("drawOffer")?;
        let opening = get("opening")?;
        let actions = get("openingActions")?;
        let opening_actions: Vec<OpeningAction> = if actions.is_undefined() || actions.is_null() {
            Vec::new()
        } else {
            interop::iterable(&actions, "an iterable of opening actions such as \"swap\"")?
                .iter()
                .map(|a| {
                    interop::string(&a, "an opening action such as \"swap\"")?
                        .parse()
                        .map_err(error)
                })
                .collect::<Result<_, JsValue>>()?
        };
        let history = History {
            rules,
            start: setup_arg(h)?,
            moves,
            ending: ending_arg(&get("ending")?)?,
            draw_offer: if draw_offer.is_undefined() || draw_offer.is_null() {
                None
            } else {
                Some(interop::color(&draw_offer)?)
            },
            opening: if opening.is_undefined() || opening.is_null() {
                None
            } else {
                Some(opening_arg(&opening)?)
            },
            opening_actions,
        };
        core::Game::from_history(&history)
            .map(Game::of)
            .map_err(error)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const HISTORY: &'static str = r#"
/** What `Game.fromHistory` rebuilds a game from (every field optional). */
export interface HistoryLike {
  readonly black?: Iterable<PointLike>;
  readonly white?: Iterable<PointLike>;
  readonly turn?: ColorName;
  readonly blackPairs?: number;
  readonly whitePairs?: number;
  readonly moves?: string | Iterable<MoveLike>;
  /** An ending by action, as `outcome()` gives it: a resignation, a timeout or an agreement. */
  readonly ending?: { readonly winner: ColorName | null; readonly termination: TerminationName } | null;
  readonly drawOffer?: ColorName | null;
  readonly opening?: string | { readonly name: string; readonly n?: number } | null;
  readonly openingActions?: Iterable<string>;
}
"#;
