//! The boundary: JavaScript values into core values and back. Every argument arrives as a
//! `JsValue` and is checked here, so that a wrong type is a `TypeError` with a clear
//! message (never wasm-bindgen's own checks, and never a trap); a value of the right type
//! that the core refuses is the core's error.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use gomoku_referee::{Color, Forbidden, Move, ParseError, Point, PointSet, Termination};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::errors::{error, type_error};

/// The declarations of the plain values that cross the boundary.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A point: its text ("h8": column a-z, the letter i used, row 1-26 from the bottom) or its coordinates (0-based, x to the right, y upwards). */
export type PointLike = string | { readonly x: number; readonly y: number };
/** A move: a point, or "pass" / null for a pass. */
export type MoveLike = PointLike | "pass" | null;
/** A colour. */
export type ColorName = "black" | "white";
/** A kind of forbidden point (RULES.md §6). */
export type ForbiddenKind = "double-three" | "double-four" | "overline";
/** What to do with a forbidden move: refuse it, or play it and lose. */
export type ForbiddenPolicyName = "reject" | "lose";
/** How a game ended (RULES.md §3). */
export type TerminationName = "five" | "capture" | "forbidden" | "resignation" | "timeout" | "board-full" | "no-legal-move" | "both-passed" | "move-limit" | "agreement" | "both-won";
/** Rules, or their text form ("renju", "freestyle/19", "standard+pass=on"). */
export type RulesLike = Rules | string;
/** The end of a game. */
export interface Outcome {
  /** The winner, null for a draw. */
  readonly winner: ColorName | null;
  readonly termination: TerminationName;
  /** For a five, every point of the winning line; otherwise null. */
  readonly line: string[] | null;
  /** "1-0", "0-1" or "1/2-1/2". */
  readonly result: string;
}
/** A position given by its stones. */
export interface SetupLike {
  readonly black?: Iterable<PointLike>;
  readonly white?: Iterable<PointLike>;
  /** The side to move (black by default). */
  readonly turn?: ColorName;
  readonly blackPairs?: number;
  readonly whitePairs?: number;
}
"#;

/// The name of a value's type, for messages.
fn type_name(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else {
        v.js_typeof().as_string().unwrap_or_else(|| "value".into())
    }
}

/// A `TypeError` saying what `what` should have been.
pub fn expected(what: &str, v: &JsValue) -> JsValue {
    type_error(&format!("expected {what}, not {}", type_name(v)))
}

/// A string argument.
pub fn string(v: &JsValue, what: &str) -> Result<String, JsValue> {
    v.as_string().ok_or_else(|| expected(what, v))
}

/// A boolean argument.
pub fn boolean(v: &JsValue, what: &str) -> Result<bool, JsValue> {
    v.as_bool().ok_or_else(|| expected(what, v))
}

/// An integer argument (a number with no fraction; NaN and the infinities are not), as an
/// `i64` (saturating: a huge number is out of every range the core checks).
pub fn integer(v: &JsValue, what: &str) -> Result<i64, JsValue> {
    match v.as_f64() {
        Some(f) if f.is_finite() && f % 1.0 == 0.0 => Ok(f as i64),
        _ => Err(expected(what, v)),
    }
}

/// A count for the core (`u32`): an integer, saturated into `0..=u32::MAX`, so that the
/// core's range check names a value out of range.
pub fn count(v: &JsValue, what: &str) -> Result<u32, JsValue> {
    Ok(integer(v, what)?.clamp(0, i64::from(u32::MAX)) as u32)
}

/// An optional count: `null` or `undefined` is `None`.
pub fn opt_count(v: &JsValue, what: &str) -> Result<Option<u32>, JsValue> {
    if v.is_null() || v.is_undefined() {
        Ok(None)
    } else {
        count(v, what).map(Some)
    }
}

#[wasm_bindgen]
extern "C" {
    /// An object read as `{x, y}` through property reads compiled into the glue: no key
    /// string crosses the boundary (`Reflect::get` with `"x"` decoded the key's text on
    /// every call, the larger part of a `play({x, y})`: `node bench/js/bench.mjs`).
    type Coordinates;
    #[wasm_bindgen(method, getter, structural, catch)]
    fn x(this: &Coordinates) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, getter, structural, catch)]
    fn y(this: &Coordinates) -> Result<JsValue, JsValue>;
}

/// A point: `"h8"` or `{x, y}` with integer coordinates in `0..26`.
pub fn point(v: &JsValue) -> Result<Point, JsValue> {
    if let Some(s) = v.as_string() {
        return s.parse::<Point>().map_err(error);
    }
    if v.is_object() && !Array::is_array(v) {
        let xy: &Coordinates = v.unchecked_ref();
        let (x, y) = (xy.x()?, xy.y()?);
        const WHAT: &str = "an integer coordinate";
        let (x, y) = (integer(&x, WHAT)?, integer(&y, WHAT)?);
        return Point::from_coords(x, y).ok_or_else(|| error(ParseError::InvalidPoint));
    }
    Err(expected("a point such as \"h8\" or {x, y}", v))
}

/// A move: a point, or `"pass"` / `null` for a pass.
pub fn move_arg(v: &JsValue) -> Result<Move, JsValue> {
    if v.is_null() {
        return Ok(Move::Pass);
    }
    // The text crosses the boundary once (`point` would read it again).
    match v.as_string() {
        Some(s) if s == "pass" => Ok(Move::Pass),
        Some(s) => s.parse::<Point>().map(Move::Place).map_err(error),
        None => point(v).map(Move::Place),
    }
}

/// The points of an iterable.
pub fn points(v: &JsValue) -> Result<Vec<Point>, JsValue> {
    iterable(v, "an iterable of points")?
        .iter()
        .map(|p| point(&p))
        .collect()
}

/// The items of an iterable that is not a string.
pub fn iterable(v: &JsValue, what: &str) -> Result<Array, JsValue> {
    if v.is_string() {
        return Err(expected(what, v));
    }
    match js_sys::try_iter(v) {
        Ok(Some(items)) => {
            let out = Array::new();
            for item in items {
                out.push(&item?);
            }
            Ok(out)
        }
        _ => Err(expected(what, v)),
    }
}

/// The moves of a move list: its text (`"h8 h9 pass"`) or an iterable of moves.
pub fn moves(v: &JsValue) -> Result<Vec<Move>, JsValue> {
    if let Some(text) = v.as_string() {
        return gomoku_referee::parse_moves(&text)
            .collect::<Result<Vec<Move>, ParseError>>()
            .map_err(error);
    }
    iterable(v, "a move list (its text or an iterable of moves)")?
        .iter()
        .map(|m| move_arg(&m))
        .collect()
}

/// A colour: `"black"` or `"white"`.
pub fn color(v: &JsValue) -> Result<Color, JsValue> {
    let s = string(v, "a colour, \"black\" or \"white\"")?;
    s.parse().map_err(error)
}

/// A colour or, for `undefined`/`null`, `default`.
pub fn color_or(v: &JsValue, default: Color) -> Result<Color, JsValue> {
    if v.is_null() || v.is_undefined() {
        Ok(default)
    } else {
        color(v)
    }
}

/// A forbidden kind: `"double-three"`, `"double-four"` or `"overline"`.
pub fn forbidden(v: &JsValue) -> Result<Forbidden, JsValue> {
    let s = string(v, "a forbidden kind such as \"double-three\"")?;
    s.parse().map_err(error)
}

/// A point's text.
pub fn point_js(p: Point) -> JsValue {
    p.to_string().into()
}

/// The names of the points and of the forbidden kinds as JavaScript strings, each made
/// once and kept for the life of the module (at most 26 × 26 + 3 strings): decoding `"h8"`
/// and `"double-three"` out of the module's memory at every call (wasm-bindgen's
/// `TextDecoder`) was a sixth of `forbiddenPoints()` (`node --cpu-prof`, issue 27).
#[cfg(feature = "full")]
struct Names {
    points: Vec<Option<JsValue>>,
    kinds: [Option<JsValue>; 3],
}

#[cfg(feature = "full")]
static NAMES: crate::errors::OneThread<::core::cell::RefCell<Names>> =
    crate::errors::OneThread(::core::cell::RefCell::new(Names {
        points: Vec::new(),
        kinds: [None, None, None],
    }));

/// Calls `f` with the names of `p` and of `kind` (see [`Names`]).
#[cfg(feature = "full")]
pub fn with_names(p: Point, kind: Forbidden, f: impl FnOnce(&JsValue, &JsValue)) {
    let size = usize::from(gomoku_referee::MAX_SIZE);
    let mut names = NAMES.0.borrow_mut();
    let names = &mut *names;
    if names.points.is_empty() {
        names.points.resize_with(size * size, || None);
    }
    let i = usize::from(p.y()) * size + usize::from(p.x());
    let point = names.points[i].get_or_insert_with(|| point_js(p));
    let kind = names.kinds[kind as usize].get_or_insert_with(|| kind.name().into());
    f(point, kind);
}

/// A move: its point's text, `null` for a pass.
pub fn move_js(m: Move) -> JsValue {
    match m {
        Move::Place(p) => point_js(p),
        Move::Pass => JsValue::NULL,
    }
}

/// The points of a set, in board order, as an array of texts.
pub fn point_set_js(set: &PointSet) -> Array {
    set.iter().map(point_js).collect()
}

/// A colour's name.
pub fn color_js(c: Color) -> JsValue {
    c.name().into()
}

/// An optional colour: its name or `null`.
pub fn opt_color_js(c: Option<Color>) -> JsValue {
    c.map_or(JsValue::NULL, color_js)
}

/// A plain object from key/value pairs.
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in fields {
        // Setting a data property of a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o.into()
}

/// An outcome as a plain object (`Outcome` of the declarations).
pub fn outcome_js(o: Option<gomoku_referee::Outcome>) -> JsValue {
    let Some(o) = o else { return JsValue::NULL };
    let line = o.line.map_or(JsValue::NULL, |l| {
        l.points().map(point_js).collect::<Array>().into()
    });
    object(&[
        ("winner", opt_color_js(o.winner)),
        ("termination", termination_js(o.termination)),
        ("line", line),
        ("result", o.result().into()),
    ])
}

/// A termination's name.
pub fn termination_js(t: Termination) -> JsValue {
    t.name().into()
}
