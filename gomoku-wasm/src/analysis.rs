//! The analysis of RULES.md §12 that the first part of `Game` left out, in a file of its
//! own (a second `impl Game` block): the threats of one stone (`threatsAt`), the
//! structured explanation of a forbidden point (`explanation`), the diagram with the
//! forbidden points marked; and the position identity's point questions
//! (`movesAreSymmetric`, `applySymmetry`, `symmetryNames`). Python's
//! `Game.threats_at`, `Game.explain`, `Game.diagram`, `Game.moves_are_symmetric`,
//! `Symmetry.apply` and `Symmetry.ALL` in JavaScript's idiom.

use alloc::string::{String, ToString};
use gomoku_referee::{self as core, PlayError, Point, RowKind, Shape, Symmetry, Verdict};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::game::Game;
use crate::interop::{self, color_js, object, point_js};

/// The point, refused off the board as every move is (`PlayOffBoardError`).
fn on_board(game: &Game, point: &JsValue) -> Result<Point, JsValue> {
    let p = interop::point(point)?;
    let size = game.0.position().size();
    if p.is_on_board(size) {
        Ok(p)
    } else {
        Err(error(PlayError::OffBoard { point: p, size }))
    }
}

fn points_js(points: impl Iterator<Item = Point>) -> JsValue {
    points.map(point_js).collect::<Array>().into()
}

/// The shape's name as every face writes it, and whether an overline wins.
fn shape_name(s: Shape) -> (&'static str, bool) {
    match s {
        Shape::Five => ("five", false),
        Shape::Overline { wins } => ("overline", wins),
        Shape::BlockedFive => ("blocked-five", false),
        Shape::StraightFour => ("straight-four", false),
        Shape::Four => ("four", false),
        Shape::Three => ("three", false),
        Shape::None => ("none", false),
    }
}

/// An explanation as a plain object, its forbidden points explained in their turn.
fn explanation_js(e: &core::Explanation) -> JsValue {
    let rows: Array = e
        .rows()
        .iter()
        .map(|r| {
            let kind = match r.kind() {
                RowKind::Overline => "overline",
                RowKind::Four => "four",
                RowKind::StraightFour => "straight-four",
                RowKind::Three => "three",
            };
            let points: Array = r
                .points()
                .iter()
                .map(|q| {
                    let (verdict, child) = match q.verdict() {
                        Verdict::Valid => ("valid", JsValue::NULL),
                        Verdict::Five => ("five", JsValue::NULL),
                        Verdict::Forbidden(sub) => ("forbidden", explanation_js(sub)),
                    };
                    object(&[
                        ("point", point_js(q.point())),
                        ("verdict", verdict.into()),
                        ("explanation", child),
                    ])
                })
                .collect();
            object(&[
                ("kind", kind.into()),
                ("direction", r.row().direction().name().into()),
                ("stones", points_js(r.row().stones())),
                ("points", points.into()),
            ])
        })
        .collect();
    object(&[
        ("point", point_js(e.point())),
        ("color", color_js(e.color())),
        ("kind", e.kind().name().into()),
        ("rows", rows.into()),
        ("text", e.to_string().into()),
        ("tree", alloc::format!("{e:#}").into()),
    ])
}

#[wasm_bindgen]
impl Game {
    /// What a stone of `color` (the side to move by default) at the empty `point` makes
    /// on each of its four lines, and its verdict (RULES.md §12). Throws
    /// `PlayOffBoardError` off the board and `PlayOccupiedError` on a stone.
    ///
    /// ```js
    /// const t = Game.fromMoves("renju", "h8 a1 i8 a2").threatsAt("j8");
    /// t.lines[0]; // { direction: "horizontal", shape: "three", stones: ["h8", "i8", "j8"], ... }
    /// ```
    #[wasm_bindgen(js_name = threatsAt, unchecked_return_type = "MoveThreats")]
    pub fn threats_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
    ) -> Result<JsValue, JsValue> {
        let c = interop::color_or(&color, self.0.turn())?;
        let p = on_board(self, &point)?;
        let t = self
            .0
            .position()
            .threats_at(p, c)
            .ok_or_else(|| error(PlayError::Occupied { point: p }))?;
        let lines: Array = t
            .lines()
            .iter()
            .map(|l| {
                let (shape, wins) = shape_name(l.shape());
                object(&[
                    ("direction", l.row().direction().name().into()),
                    ("shape", shape.into()),
                    ("overlineWins", wins.into()),
                    ("stones", points_js(l.row().stones())),
                    ("points", points_js(l.points().iter())),
                ])
            })
            .collect();
        Ok(object(&[
            ("point", point_js(p)),
            ("color", color_js(c)),
            ("lines", lines.into()),
            ("fours", t.fours().into()),
            ("threes", t.threes().into()),
            ("wins", t.wins().into()),
            (
                "forbidden",
                t.forbidden().map_or(JsValue::NULL, |k| k.name().into()),
            ),
        ]))
    }

    /// Why `point` is forbidden for `color` (the side to move by default), as a tree: the
    /// rows that count and, for each three, the verdict on each straight-four point, a
    /// forbidden one explained in its turn; with `text` (what `explain` gives) and `tree`
    /// (indented lines). `null` when the point is not forbidden; `PlayOffBoardError` off
    /// the board.
    ///
    /// ```js
    /// const why = Game.fromStones("renju", { black: ["f8", "g8", "h6", "h7"] }).explanation("h8");
    /// why.kind;            // "double-three"
    /// why.rows[0].kind;    // "three"
    /// why.rows[0].points;  // [{ point: "e8", verdict: "valid", explanation: null }, ...]
    /// ```
    #[wasm_bindgen(unchecked_return_type = "Explanation | null")]
    pub fn explanation(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
    ) -> Result<JsValue, JsValue> {
        let c = interop::color_or(&color, self.0.turn())?;
        let p = on_board(self, &point)?;
        Ok(self
            .0
            .position()
            .explain_for(c, p)
            .map_or(JsValue::NULL, |e| explanation_js(&e)))
    }

    /// The board as text with the side to move's forbidden points marked (`toString()`
    /// draws it without them).
    ///
    /// ```js
    /// Game.fromStones("renju", { black: ["f8", "g8", "h6", "h7"] }).diagram(); // "... h8 marked ..."
    /// ```
    pub fn diagram(&self) -> String {
        self.0.position().diagram().to_string()
    }

    /// Whether the moves at `a` and `b` lead to positions one symmetry of this position
    /// maps onto each other (RULES.md §10).
    ///
    /// ```js
    /// new Game("renju").movesAreSymmetric("h9", "i8"); // true: a quarter turn maps one on the other
    /// ```
    #[wasm_bindgen(js_name = movesAreSymmetric)]
    pub fn moves_are_symmetric(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] b: JsValue,
    ) -> Result<bool, JsValue> {
        let (a, b) = (interop::point(&a)?, interop::point(&b)?);
        Ok(self.0.position().moves_are_symmetric(a, b))
    }
}

/// The eight symmetries' names, in the core's order (`Symmetry::ALL`, the identity
/// first): the order of `symmetricKeys()` and of the indices of the other faces.
///
/// ```js
/// symmetryNames()[0]; // "identity"
/// ```
#[wasm_bindgen(js_name = symmetryNames, unchecked_return_type = "string[]")]
pub fn symmetry_names() -> Array {
    Symmetry::ALL
        .iter()
        .map(|s| JsValue::from(s.name()))
        .collect()
}

/// The image of `point` under `symmetry` on a board of `size`, or `null` when it falls
/// off that board.
///
/// ```js
/// applySymmetry("rotate-90", "b3", 15); // the point a quarter turn takes b3 to
/// ```
#[wasm_bindgen(js_name = applySymmetry, unchecked_return_type = "string | null")]
pub fn apply_symmetry(
    #[wasm_bindgen(unchecked_param_type = "string")] symmetry: JsValue,
    #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
) -> Result<JsValue, JsValue> {
    let s: Symmetry = interop::string(&symmetry, "a symmetry name such as \"rotate-90\"")?
        .parse()
        .map_err(error)?;
    let p = interop::point(&point)?;
    let size = interop::integer(&size, "a board size (an integer)")?;
    // A size no board has maps nothing onto a board: the core's range, not a trap.
    let size = u8::try_from(size).unwrap_or(0);
    Ok(s.apply(p, size).map_or(JsValue::NULL, point_js))
}

#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS: &'static str = r#"
/** What a stone makes on one line (RULES.md §12). */
export interface LineThreat {
  readonly direction: string;
  /** "five", "overline", "blocked-five", "straight-four", "four", "three" or "none". */
  readonly shape: string;
  /** For an overline, whether it wins. */
  readonly overlineWins: boolean;
  /** The stones of the row, the new stone included. */
  readonly stones: string[];
  /** A four's completion points, a straight four's ends, a three's valid straight-four points. */
  readonly points: string[];
}
/** What a stone at one point makes on its four lines, and its verdict. */
export interface MoveThreats {
  readonly point: string;
  readonly color: ColorName;
  readonly lines: LineThreat[];
  readonly fours: number;
  readonly threes: number;
  readonly wins: boolean;
  readonly forbidden: ForbiddenKind | null;
}
/** A point of an explained row with its verdict; a forbidden one is explained in its turn. */
export interface ExplainedPoint {
  readonly point: string;
  readonly verdict: "valid" | "five" | "forbidden";
  readonly explanation: Explanation | null;
}
/** A row that counts towards a verdict. */
export interface ExplainedRow {
  readonly kind: "overline" | "four" | "straight-four" | "three";
  readonly direction: string;
  readonly stones: string[];
  readonly points: ExplainedPoint[];
}
/** Why a point is forbidden (RULES.md §12). */
export interface Explanation {
  readonly point: string;
  readonly color: ColorName;
  readonly kind: ForbiddenKind;
  readonly rows: ExplainedRow[];
  /** One line, as `explain` gives it. */
  readonly text: string;
  /** Indented lines. */
  readonly tree: string;
}
"#;
