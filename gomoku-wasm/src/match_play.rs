//! `Match` and `Clock` (RULES.md §8), as Python's `Match` and `Clock`: a series of games
//! between two named players with the score and Elo ratings, and a clock the caller
//! reports each move's time to. The core keeps both; this file translates.

use alloc::format;
use core::time::Duration;

use gomoku_referee::{self as core_, Clock as CoreClock, Match as CoreMatch, Player, TimeControl};
use js_sys::Array;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::errors::{CoreError, error};
use crate::game::Game;
use crate::interop::{self, expected, opt_count};
use crate::navigation::game_copy;

impl CoreError for core_::MatchError {
    fn kind(&self) -> core_::ErrorKind {
        core_::MatchError::kind(self)
    }
}

impl CoreError for core_::ClockError {
    fn kind(&self) -> core_::ErrorKind {
        core_::ClockError::kind(self)
    }
}

/// The exception of a match's refusal, with its field (`k`).
fn match_error(e: core_::MatchError) -> JsValue {
    let k = match e {
        core_::MatchError::KOutOfRange { k } => Some(k),
        core_::MatchError::GameNotOver => None,
    };
    let made = error(e);
    if let Some(k) = k {
        let _ = js_sys::Reflect::set(&made, &"k".into(), &JsValue::from(f64::from(k)));
    }
    made
}

/// The exception of a clock's refusal, with its field (`player`).
fn clock_error(e: core_::ClockError) -> JsValue {
    let player = match e {
        core_::ClockError::TimeRanOut(p) => Some(p),
        core_::ClockError::ZeroLimit => None,
    };
    let made = error(e);
    if let Some(p) = player {
        let _ = js_sys::Reflect::set(&made, &"player".into(), &player_js(p));
    }
    made
}

fn player_arg(v: &JsValue) -> Result<Player, JsValue> {
    interop::string(v, "a player, \"first\" or \"second\"")?
        .parse()
        .map_err(error)
}

fn player_js(p: Player) -> JsValue {
    match p {
        Player::First => "first".into(),
        Player::Second => "second".into(),
    }
}

/// Reads a property of an options object (`undefined` for `undefined` or `null` options).
fn option(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    if !options.is_object() {
        return Err(expected("an options object", options));
    }
    js_sys::Reflect::get(options, &key.into())
}

/// A number of milliseconds: a non-negative integer (a number up to 2^53 or a `BigInt`
/// below 2^64), else a `TypeError` (not a number) or a `RangeError` (negative, too big).
fn ms_arg(v: &JsValue, what: &str) -> Result<Duration, JsValue> {
    let n = if v.is_bigint() {
        u64::try_from(v.clone()).map_err(|_| {
            JsValue::from(js_sys::RangeError::new(&format!(
                "{what} must be from 0 to 2^64 - 1 milliseconds"
            )))
        })?
    } else {
        let n = interop::integer(v, &format!("{what} (milliseconds, an integer)"))?;
        u64::try_from(n).map_err(|_| {
            JsValue::from(js_sys::RangeError::new(&format!(
                "{what} must be >= 0, not {n}"
            )))
        })?
    };
    Ok(Duration::from_millis(n))
}

/// An optional number of milliseconds (`undefined` or `null`: none).
fn opt_ms(v: &JsValue, what: &str) -> Result<Option<Duration>, JsValue> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        ms_arg(v, what).map(Some)
    }
}

/// Milliseconds as a number (exact up to 2^53 ms, 285 000 years), or `null`.
fn ms_js(d: Option<Duration>) -> JsValue {
    d.map_or(JsValue::NULL, |d| JsValue::from(d.as_millis() as f64))
}

fn match_game_js(g: core_::MatchGame) -> JsValue {
    interop::object(&[
        ("first", JsValue::from(g.first as f64)),
        ("black", JsValue::from(g.black as f64)),
        (
            "winner",
            g.winner.map_or(JsValue::NULL, |w| JsValue::from(w as f64)),
        ),
        ("termination", interop::termination_js(g.termination)),
    ])
}

/// The declarations of the plain values.
#[wasm_bindgen(typescript_custom_section)]
const MATCH_TYPES: &'static str = r#"
/** One finished game of a match, players by index (0 or 1, the order of `new Match(...)`). */
export interface MatchGame {
  /** Who was the first player (the opener, or Black without an opening). */
  readonly first: 0 | 1;
  /** Who held Black. */
  readonly black: 0 | 1;
  /** Who won, null for a draw. */
  readonly winner: 0 | 1 | null;
  readonly termination: TerminationName;
}
/** The settings of a match. */
export interface MatchOptions {
  /** The Elo K factor, 1 to 100 (32 by default). */
  readonly k?: number;
  /** Whether the first player alternates (true by default). */
  readonly alternate?: boolean;
  /** The players' ratings (new players at 1200). */
  readonly ratings?: readonly [number, number];
}
/** A time control, in milliseconds: a limit per move and/or a budget with an increment; neither is unlimited. */
export interface ClockOptions {
  readonly perMoveMs?: number | bigint | null;
  readonly budgetMs?: number | bigint | null;
  readonly incrementMs?: number | bigint | null;
}
"#;

/// A series of games between two named players: who plays first in each game
/// (alternating unless `alternate: false`; under an opening the protocol decides the
/// colours and the match follows the players), the score (win 1, draw ½) and Elo ratings
/// (new players at 1200, factor `k`). Free it with `free()` (or let the garbage collector
/// do it).
///
/// ```js
/// const m = new Match("Ann", "Bob");
/// const game = new Game("renju");
/// game.resign("white");
/// m.record(game); // {first: 0, black: 0, winner: 0, termination: "resignation"}
/// m.score;        // [1, 0]
/// ```
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct Match(CoreMatch);

#[wasm_bindgen]
impl Match {
    /// `new Match("Ann", "Bob", {k: 32, alternate: true, ratings: [1200, 1200]})`.
    /// Throws `MatchKOutOfRangeError` for a K outside 1–100.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] first: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] second: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "MatchOptions")] options: JsValue,
    ) -> Result<Match, JsValue> {
        let first = interop::string(&first, "a player's name (a string)")?;
        let second = interop::string(&second, "a player's name (a string)")?;
        let k = opt_count(&option(&options, "k")?, "k (an integer)")?;
        let alternate = option(&options, "alternate")?;
        let alternate = match alternate.is_undefined() {
            true => true,
            false => interop::boolean(&alternate, "alternate (a boolean)")?,
        };
        let ratings = option(&options, "ratings")?;
        let mut m = CoreMatch::new(&first, &second).with_alternate(alternate);
        if !ratings.is_undefined() {
            const WHAT: &str = "ratings (two numbers)";
            let items = interop::iterable(&ratings, WHAT)?;
            let r: Option<[f64; 2]> = match items.length() {
                2 => items
                    .get(0)
                    .as_f64()
                    .zip(items.get(1).as_f64())
                    .filter(|(a, b)| a.is_finite() && b.is_finite())
                    .map(|(a, b)| [a, b]),
                _ => None,
            };
            m = m.with_ratings(r.ok_or_else(|| expected(WHAT, &ratings))?);
        }
        match k {
            Some(k) => m.with_k(k).map(Match).map_err(match_error),
            None => Ok(Match(m)),
        }
    }

    /// The players' names.
    #[wasm_bindgen(getter, unchecked_return_type = "[string, string]")]
    pub fn names(&self) -> Array {
        let [a, b] = self.0.names();
        Array::of2(&a.into(), &b.into())
    }

    /// The Elo K factor.
    #[wasm_bindgen(getter)]
    pub fn k(&self) -> u32 {
        self.0.k()
    }

    /// Whether the first player alternates.
    #[wasm_bindgen(getter)]
    pub fn alternate(&self) -> bool {
        self.0.alternate()
    }

    /// Who (0 or 1) is the first player of the next game.
    #[wasm_bindgen(getter, js_name = nextFirst)]
    pub fn next_first(&self) -> usize {
        self.0.next_first()
    }

    /// The match player (0 or 1) who is `player` (`"first"` or `"second"`) in the next
    /// game.
    #[wasm_bindgen(js_name = nextPlayer)]
    pub fn next_player(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
    ) -> Result<usize, JsValue> {
        Ok(self.0.next_player(player_arg(&player)?))
    }

    /// The score `[first, second]`: a win 1, a draw ½.
    #[wasm_bindgen(getter, unchecked_return_type = "[number, number]")]
    pub fn score(&self) -> Array {
        let [a, b] = self.0.score();
        Array::of2(&a.into(), &b.into())
    }

    /// The Elo ratings `[first, second]`.
    #[wasm_bindgen(getter, unchecked_return_type = "[number, number]")]
    pub fn ratings(&self) -> Array {
        let [a, b] = self.0.ratings();
        Array::of2(&a.into(), &b.into())
    }

    /// The games recorded so far.
    #[wasm_bindgen(getter, unchecked_return_type = "MatchGame[]")]
    pub fn games(&self) -> Array {
        self.0.games().iter().map(|g| match_game_js(*g)).collect()
    }

    /// Records the finished `game` as the next game of the match. Throws
    /// `MatchGameNotOverError` before the game's end (nothing changes).
    #[wasm_bindgen(unchecked_return_type = "MatchGame")]
    pub fn record(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
    ) -> Result<JsValue, JsValue> {
        let game = game_copy(&game)?;
        self.0.record(&game).map(match_game_js).map_err(match_error)
    }

    /// A copy of the match.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Match {
        self.clone()
    }
}

/// A clock for the two players of a game, in milliseconds: a limit per move and/or a
/// budget for the game with an increment. The library keeps no wall clock: report how
/// long each move took with `spend`. Keyed by player (`"first"`, `"second"`), so it
/// follows the players through an opening's swaps. Free it with `free()` (or let the
/// garbage collector do it).
///
/// ```js
/// const clock = new Clock({ budgetMs: 60000, incrementMs: 5000, perMoveMs: 30000 });
/// clock.spend("first", 20000);  // true: in time
/// clock.remaining("first");     // 45000
/// clock.spend("second", 31000); // false: over the move limit
/// clock.flagged;                // "second"
/// ```
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct Clock(CoreClock);

#[wasm_bindgen]
impl Clock {
    /// `new Clock({perMoveMs: 30000})`, `new Clock({budgetMs: 300000, incrementMs:
    /// 2000})`, both, or neither (unlimited). Throws `ClockZeroLimitError` for a limit of
    /// 0, a `RangeError` for a negative one.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "ClockOptions")] options: JsValue,
    ) -> Result<Clock, JsValue> {
        let control = TimeControl {
            per_move: opt_ms(&option(&options, "perMoveMs")?, "perMoveMs")?,
            budget: opt_ms(&option(&options, "budgetMs")?, "budgetMs")?,
            increment: opt_ms(&option(&options, "incrementMs")?, "incrementMs")?
                .unwrap_or_default(),
        };
        CoreClock::new(control).map(Clock).map_err(clock_error)
    }

    /// `player` made a move that took `elapsedMs`; returns whether he was in time (if
    /// not, his time has run out and `flagged` names him). Throws `ClockTimeRanOutError`
    /// once a player's time has run out.
    pub fn spend(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] elapsed_ms: JsValue,
    ) -> Result<bool, JsValue> {
        let player = player_arg(&player)?;
        let elapsed = ms_arg(&elapsed_ms, "elapsedMs")?;
        self.0.spend(player, elapsed).map_err(clock_error)
    }

    /// Whether `player` would still be in time after `elapsedMs` (nothing changes).
    #[wasm_bindgen(js_name = inTime)]
    pub fn in_time(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] elapsed_ms: JsValue,
    ) -> Result<bool, JsValue> {
        let player = player_arg(&player)?;
        Ok(self.0.in_time(player, ms_arg(&elapsed_ms, "elapsedMs")?))
    }

    /// What is left of `player`'s budget in ms, or `null` without a budget.
    #[wasm_bindgen(unchecked_return_type = "number | null")]
    pub fn remaining(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
    ) -> Result<JsValue, JsValue> {
        Ok(ms_js(self.0.remaining(player_arg(&player)?)))
    }

    /// How long `player` may take over his next move in ms, or `null` when unlimited.
    #[wasm_bindgen(js_name = timeLeft, unchecked_return_type = "number | null")]
    pub fn time_left(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
    ) -> Result<JsValue, JsValue> {
        Ok(ms_js(self.0.time_left(player_arg(&player)?)))
    }

    /// The player whose time has run out, or `null`.
    #[wasm_bindgen(getter, unchecked_return_type = "\"first\" | \"second\" | null")]
    pub fn flagged(&self) -> JsValue {
        self.0.flagged().map_or(JsValue::NULL, player_js)
    }

    /// Ends `game` by a timeout of the player whose time ran out; returns whether it did.
    /// Throws `GameOverError`'s kind (`PlayGameOverError`... as `game.timeout`) when the
    /// game had already ended.
    #[wasm_bindgen(js_name = endGame)]
    pub fn end_game(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
    ) -> Result<bool, JsValue> {
        // The core ends a copy; the game then takes the copy's state (the class was
        // checked by the copy, so `game` is a Game of this package).
        let mut copy = game_copy(&game)?;
        let ended = self.0.end_game(&mut copy).map_err(error)?;
        if ended {
            let take = js_sys::Reflect::get(&game, &"__takeState".into())?;
            let take: js_sys::Function = take.dyn_into().map_err(|_| expected("a Game", &game))?;
            take.call1(&game, &JsValue::from(Game::of(copy)))?;
        }
        Ok(ended)
    }

    /// A copy of the clock.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Clock {
        self.clone()
    }
}

#[wasm_bindgen]
impl Game {
    /// Takes the state of `other`, a `Game` (used by `Clock.endGame`, which ends a
    /// copy); a `TypeError` for anything else.
    #[wasm_bindgen(js_name = __takeState, skip_typescript)]
    pub fn take_state(&mut self, other: JsValue) -> Result<(), JsValue> {
        use wasm_bindgen::convert::TryFromJsValue;
        let other = Game::try_from_js_value(other).map_err(|v| expected("a Game", &v))?;
        *self = other;
        Ok(())
    }
}
