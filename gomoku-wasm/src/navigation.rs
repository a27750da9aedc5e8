//! The rest of `Record`, as Python's `Record` has it: the fields past the players (the
//! comment, the result as written, times, PSQ's trailer and header, the SGF row
//! convention, the opening and its actions, a pending draw offer), `checkResult`, `write`,
//! `readSgfCollection`, and the navigation of the variation tree (RULES.md §11).
//!
//! A node is a plain value, `RecordNode`: what the record attaches to it, its `parent`
//! and `children` as node indices, which `record.node(i)` turns back into nodes. The
//! record owns the tree; a node owns nothing, so there is nothing to free.

use alloc::string::{String, ToString};
use gomoku_referee::record::{self as rec, Format, ResultCheck, SgfOptions, SgfRows};
use js_sys::{Array, Map};
use wasm_bindgen::JsCast;
use wasm_bindgen::convert::TryFromJsValue;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::game::Game;
use crate::interop::{self, expected, opt_color_js, point_js};
use crate::record::{Record, rows_arg};

/// The declarations of a record's node.
#[wasm_bindgen(typescript_custom_section)]
const RECORD_NODE: &'static str = r#"
/** A node of a record's variation tree (`Record.root`, `node(i)`, `mainLine`, `variations()`): a plain value. */
export interface RecordNode {
  /** The node's index in the record's tree (0 is the root). */
  readonly index: number;
  /** The parent's index (`record.node(parent)`), null at the root. */
  readonly parent: number | null;
  /** The children's indices, the first on the main line. */
  readonly children: number[];
  /** The colour of the node's move, null when the node has no move. */
  readonly color: ColorName | null;
  /** The point of the node's move: null for a pass (then `color` is set) or no move. */
  readonly move: string | null;
  /** The milliseconds the move took (PSQ), or null. */
  readonly time: number | null;
  /** The comment, or null. */
  readonly comment: string | null;
  /** RenLib: whether the node is marked. */
  readonly mark: boolean;
  /** RenLib: the text shown on the board at this move, or null. */
  readonly boardText: string | null;
  /** The properties kept as written: [identifier, values] in order. */
  readonly properties: [string, string[]][];
}
/** How a record's result compares with the game replayed from it. */
export type ResultCheck = "agrees" | "contradicts" | "unconfirmed" | "not-recorded";
/** A format a record is written in (`renjunet` and `renlib` are read only). */
export type RecordFormat = "moves" | "psq" | "sgf" | "renjunet" | "renlib";
"#;

/// A string or `null`.
fn opt_str(s: Option<&str>) -> JsValue {
    s.map_or(JsValue::NULL, JsValue::from_str)
}

/// A number or `null`.
fn opt_num(n: Option<u32>) -> JsValue {
    n.map_or(JsValue::NULL, |n| JsValue::from(f64::from(n)))
}

/// The game argument's state, as the core's game: a `Game` of this package (copied, as
/// `ReferenceBot` takes it, so that the class is checked), else a `TypeError`.
pub(crate) fn game_copy(v: &JsValue) -> Result<gomoku_referee::Game, JsValue> {
    const WHAT: &str = "a Game";
    // The class is checked by its name before `clone` is called: another class of this
    // package (a `Match` handed to its own `record`) must not be called back into.
    let name = match v.is_object() {
        true => js_sys::Reflect::get(v, &"constructor".into())
            .and_then(|c| js_sys::Reflect::get(&c, &"name".into()))?
            .as_string(),
        false => None,
    };
    if name.as_deref() != Some("Game") {
        return Err(expected(WHAT, v));
    }
    let clone = js_sys::Reflect::get(v, &"clone".into())?;
    let clone: js_sys::Function = clone.dyn_into().map_err(|_| expected(WHAT, v))?;
    let copy = clone.call0(v)?;
    Game::try_from_js_value(copy)
        .map(|g| g.0)
        .map_err(|_| expected(WHAT, v))
}

impl Record {
    /// Node `index` as a plain value; the index is one of the tree's.
    fn node_js(&self, index: usize) -> JsValue {
        let tree = &self.0.tree;
        let node = &tree.nodes[index];
        let mv = node.mv;
        let properties: Array = node
            .properties()
            .iter()
            .map(|p| {
                let values: Array = p.values.iter().map(|v| JsValue::from_str(v)).collect();
                JsValue::from(Array::of2(&JsValue::from_str(&p.id), &values))
            })
            .collect::<Array>();
        interop::object(&[
            ("index", JsValue::from(index as f64)),
            (
                "parent",
                tree.parent(index)
                    .map_or(JsValue::NULL, |p| JsValue::from(p as f64)),
            ),
            (
                "children",
                tree.children(index)
                    .map(|c| JsValue::from(c as f64))
                    .collect::<Array>()
                    .into(),
            ),
            ("color", opt_color_js(mv.map(|m| m.color))),
            (
                "move",
                mv.and_then(|m| m.mv.point())
                    .map_or(JsValue::NULL, point_js),
            ),
            ("time", opt_num(mv.and_then(|m| m.time_ms))),
            ("comment", opt_str(node.comment())),
            ("mark", JsValue::from_bool(node.mark())),
            ("boardText", opt_str(node.board_text())),
            ("properties", properties.into()),
        ])
    }
}

/// A map from node index to text, for the nodes that have one.
fn index_map<'a>(texts: impl Iterator<Item = (usize, Option<&'a str>)>) -> Map {
    let map = Map::new();
    for (i, text) in texts {
        if let Some(text) = text {
            map.set(&JsValue::from(i as f64), &JsValue::from_str(text));
        }
    }
    map
}

#[wasm_bindgen]
impl Record {
    /// Reads every game of an SGF collection (`rows` and `lenient` as for `readSgf`); a
    /// game that cannot be read throws its `RecordError` subclass, with its place in the
    /// whole input.
    ///
    /// ```js
    /// Record.readSgfCollection("(;GM[4];B[hh])(;GM[4];B[ii])").length; // 2
    /// ```
    #[wasm_bindgen(js_name = readSgfCollection, unchecked_return_type = "Record[]")]
    pub fn read_sgf_collection(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | ArrayBuffer")] source: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean")] lenient: JsValue,
    ) -> Result<Array, JsValue> {
        let rows = rows_arg(&rows)?;
        let lenient = match lenient.is_undefined() {
            true => false,
            false => interop::boolean(&lenient, "lenient (a boolean)")?,
        };
        let bytes = crate::record::bytes_arg(&source)?;
        let records =
            rec::read_sgf_collection(&bytes, SgfOptions { rows, lenient }).map_err(error)?;
        Ok(records
            .into_iter()
            .map(|r| JsValue::from(Record::from(r)))
            .collect())
    }

    /// The comment on the game, or `undefined` (as `black`, `event`...).
    #[wasm_bindgen(getter)]
    pub fn comment(&self) -> Option<String> {
        self.0.comment().map(str::to_string)
    }

    /// The result as written (`"B+R"`, `"1"`, `"0.5"`), or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> Option<String> {
        self.0.result.as_ref().map(|r| r.text.clone())
    }

    /// The milliseconds each move of the main line took (PSQ), `null` where the format
    /// has no time.
    #[wasm_bindgen(getter, unchecked_return_type = "(number | null)[]")]
    pub fn times(&self) -> Array {
        self.0.moves().map(|m| opt_num(m.time_ms)).collect()
    }

    /// PSQ: the lines after the moves, as written.
    #[wasm_bindgen(getter, unchecked_return_type = "string[]")]
    pub fn trailer(&self) -> Array {
        self.0
            .trailer
            .iter()
            .map(|l| JsValue::from_str(l))
            .collect()
    }

    /// PSQ: the rest of the first line after `Piskvorky WxH, ` (the timer fields, such as
    /// `"11:11, 0"`), as written; `undefined` for a record of another format.
    #[wasm_bindgen(getter, js_name = psqHeader)]
    pub fn psq_header(&self) -> Option<String> {
        self.0.psq_header.clone()
    }

    /// SGF: the row convention the record was read with, `"top"` or `"bottom"`; `null`
    /// for a record not read from SGF.
    #[wasm_bindgen(getter, js_name = sgfRows, unchecked_return_type = "\"top\" | \"bottom\" | null")]
    pub fn sgf_rows(&self) -> JsValue {
        match self.0.sgf_rows {
            Some(SgfRows::FromTop) => "top".into(),
            Some(SgfRows::FromBottom) => "bottom".into(),
            None => JsValue::NULL,
        }
    }

    /// The opening rule the game began with (RULES.md §7) as `Game.opening` names it
    /// (`"soosorv-8"`): SGF `OR`; `undefined` otherwise.
    #[wasm_bindgen(getter)]
    pub fn opening(&self) -> Option<String> {
        self.0.opening.map(|o| o.to_string())
    }

    /// The opening's actions in order, as `Game.openingActions` gives them (`"h8"`,
    /// `"swap"`, `"declare 2"`, `"offer g8 i8"`, `"pick i8"`): SGF `OA`; `replay` takes
    /// them.
    #[wasm_bindgen(getter, js_name = openingActions, unchecked_return_type = "string[]")]
    pub fn opening_actions(&self) -> Array {
        self.0
            .opening_actions
            .iter()
            .map(|a| JsValue::from(a.to_string()))
            .collect()
    }

    /// How many times the players swapped colours (RenjuNet's `swap`), or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn swaps(&self) -> Option<u32> {
        self.0.swaps
    }

    /// How many fifth moves were offered (RenjuNet's `alt`), or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn offers(&self) -> Option<u32> {
        self.0.offers
    }

    /// The fifth moves offered, when the record lists them.
    #[wasm_bindgen(getter, unchecked_return_type = "string[]")]
    pub fn offered(&self) -> Array {
        interop::point_set_js(&self.0.offered)
    }

    /// The side with a pending draw offer (SGF `OD`), as `Game.drawOffer`.
    #[wasm_bindgen(getter, js_name = drawOffer, unchecked_return_type = "ColorName | null")]
    pub fn draw_offer(&self) -> JsValue {
        opt_color_js(self.0.draw_offer)
    }

    /// The number of nodes of the variation tree, the root included.
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> usize {
        self.0.tree.nodes.len()
    }

    /// Whether the tree has variations.
    #[wasm_bindgen(getter, js_name = hasVariations)]
    pub fn has_variations(&self) -> bool {
        self.0.tree.has_variations()
    }

    /// The comments of the tree: a `Map` from node index to comment (node 0 is the root).
    #[wasm_bindgen(getter, unchecked_return_type = "Map<number, string>")]
    pub fn comments(&self) -> Map {
        index_map(self.0.tree.nodes.iter().map(|n| n.comment()).enumerate())
    }

    /// RenLib: the indices of the marked nodes.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn marks(&self) -> Array {
        let nodes = self.0.tree.nodes.iter().enumerate();
        nodes
            .filter(|(_, n)| n.mark())
            .map(|(i, _)| JsValue::from(i as f64))
            .collect()
    }

    /// RenLib: the board texts, a `Map` from node index to text.
    #[wasm_bindgen(getter, js_name = boardTexts, unchecked_return_type = "Map<number, string>")]
    pub fn board_texts(&self) -> Map {
        index_map(self.0.tree.nodes.iter().map(|n| n.board_text()).enumerate())
    }

    /// The root of the variation tree (node 0, before the first move).
    ///
    /// ```js
    /// const record = Record.readSgf("(;GM[4]SZ[15];B[hh](;W[ii])(;W[hi]))");
    /// record.root.children;                 // [1]
    /// record.node(1).children.length;       // 2: the main line and a variation
    /// ```
    #[wasm_bindgen(getter, unchecked_return_type = "RecordNode")]
    pub fn root(&self) -> JsValue {
        self.node_js(0)
    }

    /// Node `index` of the tree (0 is the root); a `RangeError` when there is none.
    #[wasm_bindgen(unchecked_return_type = "RecordNode")]
    pub fn node(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<JsValue, JsValue> {
        let i = interop::integer(&index, "a node index (an integer)")?;
        match usize::try_from(i) {
            Ok(i) if i < self.0.tree.nodes.len() => Ok(self.node_js(i)),
            _ => Err(js_sys::RangeError::new(&alloc::format!("the record has no node {i}")).into()),
        }
    }

    /// The nodes of the main line after the root (the first child at each node).
    #[wasm_bindgen(getter, js_name = mainLine, unchecked_return_type = "RecordNode[]")]
    pub fn main_line(&self) -> Array {
        let tree = &self.0.tree;
        let out = Array::new();
        let mut at = 0;
        while let Some(next) = tree.first_child(at) {
            out.push(&self.node_js(next));
            at = next;
        }
        out
    }

    /// Every variation, the main line first: for each leaf, the nodes from the root's
    /// child down to it.
    #[wasm_bindgen(unchecked_return_type = "RecordNode[][]")]
    pub fn variations(&self) -> Array {
        self.0
            .tree
            .variations()
            .into_iter()
            .map(|line| JsValue::from(line.into_iter().map(|i| self.node_js(i)).collect::<Array>()))
            .collect::<Array>()
    }

    /// How the recorded result compares with `game` (replayed from this record):
    /// `"agrees"`, `"contradicts"`, `"unconfirmed"` or `"not-recorded"`.
    #[wasm_bindgen(js_name = checkResult, unchecked_return_type = "ResultCheck")]
    pub fn check_result(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
    ) -> Result<JsValue, JsValue> {
        let game = game_copy(&game)?;
        Ok(match self.0.check_result(&game) {
            ResultCheck::NotRecorded => "not-recorded",
            ResultCheck::Agrees => "agrees",
            ResultCheck::Unconfirmed => "unconfirmed",
            ResultCheck::Contradicts { .. } => "contradicts",
        }
        .into())
    }

    /// The record in `format` (`"moves"`, `"psq"`, `"sgf"`; `"renjunet"` and `"renlib"`
    /// are read only and throw `WriteReadOnlyError`); `rows` for SGF.
    pub fn write(
        &self,
        #[wasm_bindgen(unchecked_param_type = "RecordFormat")] format: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
    ) -> Result<String, JsValue> {
        const WHAT: &str =
            "a record format: \"moves\", \"psq\", \"sgf\", \"renjunet\" or \"renlib\"";
        let name = interop::string(&format, WHAT)?;
        let format = Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .ok_or_else(|| expected(WHAT, &format))?;
        self.0.write(format, rows_arg(&rows)?).map_err(error)
    }
}
