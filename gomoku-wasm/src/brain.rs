//! `Session`: the Gomocup brain protocol (RULES.md §13), the core's `brain::Session`, so
//! that a JavaScript bot can speak it. The session decides every reply; this file only
//! translates its lines, steps and budgets. The loop that reads and writes lines is the
//! bot's own (`examples/js/pbrain.mjs`).

use ::core::time::Duration;
use alloc::string::{String, ToString};
use gomoku_referee::brain::{self as core_brain, Budget, Step};
use gomoku_referee::protocol::About;
use gomoku_referee::{self as core};
use wasm_bindgen::prelude::*;

use crate::game::Game;
use crate::interop::{self, expected};
use crate::rules::{Rules, rules_arg};

/// Seconds, or `null`.
fn seconds(d: Option<Duration>) -> JsValue {
    d.map_or(JsValue::NULL, |d| JsValue::from(d.as_secs_f64()))
}

/// A budget as a plain object (`Budget` of the declarations), in seconds.
fn budget_js(b: Budget) -> JsValue {
    interop::object(&[
        ("turn", seconds(b.turn)),
        ("left", seconds(b.left)),
        ("game", seconds(b.game)),
        ("timeForMove", seconds(b.time_for_move())),
    ])
}

/// A step as a plain object (`Step` of the declarations).
fn step_js(s: Step) -> JsValue {
    let (kind, text, budget) = match s {
        Step::Reply(text) => ("reply", text, JsValue::NULL),
        Step::Think(b) => ("think", String::new(), budget_js(b)),
        Step::Exit => ("exit", String::new(), JsValue::NULL),
    };
    interop::object(&[
        ("kind", kind.into()),
        ("text", text.into()),
        ("budget", budget),
    ])
}

/// An optional text field of the options (`undefined`: `default`).
fn text_option(options: &JsValue, key: &str, default: &str) -> Result<String, JsValue> {
    let v = js_sys::Reflect::get(options, &key.into())?;
    if v.is_undefined() {
        return Ok(default.to_string());
    }
    interop::string(&v, key)
}

/// The protocol's state of one brain: the game in step with the manager, the rules and
/// time limits it sent. Feed it each line (`feed`); when it answers a `"think"` step, give
/// it the bot's move (`play`). It never throws on a bad line: it answers `ERROR` or
/// `UNKNOWN` (a line that is not a string is a `TypeError`). The rules (freestyle unless
/// given) are played, with the size of `START`, until an `INFO rule` says otherwise.
///
/// ```js
/// const session = new Session({ name: "mybot", author: "me" });
/// session.feed("START 15");    // { kind: "reply", text: "OK", budget: null }
/// session.feed("BEGIN");       // { kind: "think", text: "", budget: { turn: null, ... } }
/// const move = new ReferenceBot(7).choose(session.game, 1000);
/// session.play(move);          // { kind: "reply", text: "7,7", budget: null }
/// session.feed("END");         // { kind: "exit", text: "", budget: null }
/// ```
#[wasm_bindgen]
pub struct Session(core_brain::Session);

#[wasm_bindgen]
impl Session {
    /// A session whose `ABOUT` answer says `name` ("gomoku" by default), `version` (the
    /// library's by default), `author` and `country` (empty by default), playing `rules`
    /// (freestyle by default) until the manager sends an `INFO rule`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "SessionOptions")] options: JsValue,
    ) -> Result<Session, JsValue> {
        const WHAT: &str = "session options {name, version, author, country, rules}";
        let options = if options.is_undefined() || options.is_null() {
            js_sys::Object::new().into()
        } else if options.is_object() && !js_sys::Array::is_array(&options) {
            options
        } else {
            return Err(expected(WHAT, &options));
        };
        let name = text_option(&options, "name", "gomoku")?;
        let version = text_option(&options, "version", env!("CARGO_PKG_VERSION"))?;
        let author = text_option(&options, "author", "")?;
        let country = text_option(&options, "country", "")?;
        let rules = js_sys::Reflect::get(&options, &"rules".into())?;
        let rules = if rules.is_undefined() || rules.is_null() {
            core::Rules::freestyle()
        } else {
            rules_arg(&rules)?
        };
        let about = About {
            name: &name,
            version: &version,
            author: &author,
            country: &country,
        };
        Ok(Session(core_brain::Session::with_rules(about, rules)))
    }

    /// Reads one line from the manager (without its line end) and says what to do.
    #[wasm_bindgen(unchecked_return_type = "Step")]
    pub fn feed(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] line: JsValue,
    ) -> Result<JsValue, JsValue> {
        let line = interop::string(&line, "a line (a string)")?;
        Ok(step_js(self.0.feed(&line)))
    }

    /// Plays the bot's move after a `"think"` step and says what to write: the move, or
    /// an `ERROR` line if the point cannot be played. A point that is not one (`"z99"`,
    /// `{x: 1.5, y: 0}`) throws its `ParseError` subclass or a `TypeError`, and changes
    /// nothing.
    #[wasm_bindgen(unchecked_return_type = "Step")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = interop::point(&point)?;
        Ok(step_js(self.0.play(p)))
    }

    /// A copy of the game the bot is asked about (`null` before `START`).
    #[wasm_bindgen(getter)]
    pub fn game(&self) -> Option<Game> {
        self.0.game().map(|g| Game::of(g.clone()))
    }

    /// During a `SWAP2BOARD` answer (after a `"think"` step), a copy of the game under
    /// the Swap2 opening with the step it expects of the brain (`expected()`): the game a
    /// bot decides in (`ReferenceBot.decide`); `undefined` otherwise (Python's
    /// `Session.opening_game`).
    #[wasm_bindgen(getter, js_name = openingGame)]
    pub fn opening_game(&self) -> Option<Game> {
        self.0.opening_game().map(|g| Game::of(g.clone()))
    }

    /// Takes the bot's opening action in a `SWAP2BOARD` answer (after a `"think"` step:
    /// the step `openingGame.expected()` asks, as text — a decision's `step`, such as
    /// `"choose black"` or `"h8"`) and says what to write: `SWAP` (the brain takes Black),
    /// the stones, or a `"think"` step (the brain's move as White, or the next stone).
    /// An action the game refuses, or none asked for, is an `ERROR` line and changes
    /// nothing. A text that is no action throws its `ParseError` subclass.
    #[wasm_bindgen(unchecked_return_type = "Step")]
    pub fn act(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = interop::string(&action, "an opening action (a string)")?;
        let action: core::OpeningAction = action.parse().map_err(crate::errors::error)?;
        Ok(step_js(self.0.act(action)))
    }

    /// The rules of the next game.
    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> Rules {
        Rules(*self.0.rules())
    }

    /// The time for a move, from the limits received so far, in seconds.
    #[wasm_bindgen(unchecked_return_type = "Budget")]
    pub fn budget(&self) -> JsValue {
        budget_js(self.0.budget())
    }

    /// The folder for persistent files (`INFO folder`), or `null`.
    #[wasm_bindgen(getter)]
    pub fn folder(&self) -> Option<String> {
        self.0.folder().map(str::to_string)
    }

    /// The memory limit in bytes (`INFO max_memory`), or `null`.
    #[wasm_bindgen(getter, js_name = maxMemory)]
    pub fn max_memory(&self) -> Option<f64> {
        self.0.max_memory().map(|b| b as f64)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const SESSION_TYPES: &str = r#"
/** The options of `new Session`. */
export interface SessionOptions {
  /** The brain's name in the ABOUT answer ("gomoku" by default). */
  name?: string;
  /** Its version (the library's by default). */
  version?: string;
  /** Its author (empty by default). */
  author?: string;
  /** Its country (empty by default). */
  country?: string;
  /** The rules played until an `INFO rule` (freestyle by default). */
  rules?: RulesLike;
}

/** The time a bot has for a move, in seconds, from the manager's INFO limits. */
export interface Budget {
  /** The limit for each move (0: as fast as possible), or null when none was set. */
  turn: number | null;
  /** What remains of the match (0 once it has run out), or null when unlimited. */
  left: number | null;
  /** The limit for the whole match, or null. */
  game: number | null;
  /** How long to think about this move: nine tenths of `turn`, at most a twentieth of `left`; null when neither is set. */
  timeForMove: number | null;
}

/** What to do after a line (`Session.feed`, `Session.play`). */
export interface Step {
  /** "reply": write `text`; "think": ask the bot for a move in `Session.game` under `budget`, give it to `Session.play`; "exit". */
  kind: "reply" | "think" | "exit";
  /** The lines to write (separated by "\n", no final line end; empty: write nothing). */
  text: string;
  /** The bot's time, for a "think" step; null otherwise. */
  budget: Budget | null;
}
"#;
