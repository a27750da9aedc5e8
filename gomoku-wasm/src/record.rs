//! `Record`: game records read from text or bytes (move text, PSQ, SGF, RenLib) and
//! written back (RULES.md §11); `Game.toSgf`, `toPsq`, `toMoves` and `toRecord`.

use alloc::string::String;
use alloc::vec::Vec;
use gomoku_referee::record::{self as rec, SgfOptions, SgfRows};
use gomoku_referee::{self as core};
use js_sys::{Array, ArrayBuffer, Uint8Array};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::game::Game;
use crate::interop::{self, expected, move_js};
use crate::rules::{Rules, rules_arg};

/// A record's bytes: a string (its UTF-8), a `Uint8Array` or an `ArrayBuffer`.
pub(crate) fn bytes_arg(v: &JsValue) -> Result<Vec<u8>, JsValue> {
    if let Some(s) = v.as_string() {
        return Ok(s.into_bytes());
    }
    if let Some(a) = v.dyn_ref::<Uint8Array>() {
        return Ok(a.to_vec());
    }
    if let Some(b) = v.dyn_ref::<ArrayBuffer>() {
        return Ok(Uint8Array::new(b).to_vec());
    }
    Err(expected(
        "a record: a string, a Uint8Array or an ArrayBuffer",
        v,
    ))
}

/// `"top"` (the SGF standard, the default) or `"bottom"`.
pub fn rows_arg(v: &JsValue) -> Result<SgfRows, JsValue> {
    if v.is_undefined() {
        return Ok(SgfRows::FromTop);
    }
    match v.as_string().as_deref() {
        Some("top") => Ok(SgfRows::FromTop),
        Some("bottom") => Ok(SgfRows::FromBottom),
        _ => Err(expected("SGF rows, \"top\" or \"bottom\"", v)),
    }
}

/// The declaration of a warning of the lenient SGF reader (RULES.md §11).
#[wasm_bindgen(typescript_custom_section)]
const RECORD_WARNING: &'static str = r#"
/** What the lenient SGF reader bent to read a record. */
export interface RecordWarning {
  readonly kind: "game-number" | "property-name" | "fifth-move-offers" | "empty-node" | "tt-move" | "rules-from-game-name" | "skipped-text";
  /** The 0-based byte offset, the 1-based line and column (bytes) in the input. */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** What was done, in a sentence. */
  readonly text: string;
}
"#;

/// A game record read from a file: size, rules, players, event, date, result and the
/// moves of its main line. `replay()` checks every move under the rules.
///
/// ```js
/// const record = Record.readSgf("(;GM[4]SZ[15];B[hh];W[hi])");
/// record.moves;             // ["h8", "h7"]
/// record.replay("renju");   // a Game
/// ```
#[wasm_bindgen]
pub struct Record(
    pub(crate) rec::Record,
    pub(crate) crate::renjunet::RenjuNetFields,
);

impl From<rec::Record> for Record {
    fn from(record: rec::Record) -> Record {
        Record(record, crate::renjunet::RenjuNetFields::default())
    }
}

#[wasm_bindgen]
impl Record {
    /// Reads the first game of an SGF text (rows counted from the top, the standard, or
    /// with `rows = "bottom"` from the bottom). Throws a `RecordError` subclass with the
    /// line and column. `lenient = true` reads the dialects of the field (ORC Game
    /// Center's `GM[5]`, `5A` offers, trailing empty node, ...), each bend in `warnings`.
    #[wasm_bindgen(js_name = readSgf)]
    pub fn read_sgf(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | ArrayBuffer")] source: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean")] lenient: JsValue,
    ) -> Result<Record, JsValue> {
        let rows = rows_arg(&rows)?;
        let lenient = match lenient.is_undefined() {
            true => false,
            false => crate::interop::boolean(&lenient, "lenient (a boolean)")?,
        };
        let bytes = bytes_arg(&source)?;
        rec::read_sgf(&bytes, SgfOptions { rows, lenient })
            .map(Record::from)
            .map_err(error)
    }

    /// Reads a PSQ (Piskvork) record.
    #[wasm_bindgen(js_name = readPsq)]
    pub fn read_psq(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | ArrayBuffer")] source: JsValue,
    ) -> Result<Record, JsValue> {
        rec::read_psq(bytes_arg(&source)?)
            .map(Record::from)
            .map_err(error)
    }

    /// Reads move text (`"h8 h9 i8"`) on a board of `size` (15 by default).
    #[wasm_bindgen(js_name = readMoves)]
    pub fn read_moves(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | ArrayBuffer")] source: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<Record, JsValue> {
        let size = if size.is_undefined() {
            15
        } else {
            u8::try_from(interop::count(&size, "a board size (an integer)")?).unwrap_or(u8::MAX)
        };
        rec::read_moves(bytes_arg(&source)?, size)
            .map(Record::from)
            .map_err(error)
    }

    /// Reads the main line of a RenLib (`.lib`) file's bytes, its texts decoded as GBK by
    /// the platform's `TextDecoder`.
    #[wasm_bindgen(js_name = readRenlib)]
    pub fn read_renlib(
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] source: JsValue,
    ) -> Result<Record, JsValue> {
        if source.is_string() {
            return Err(expected("the bytes of a RenLib file", &source));
        }
        crate::text::read_renlib(&bytes_arg(&source)?)?
            .map(Record::from)
            .map_err(error)
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u8 {
        self.0.size
    }

    /// The rules the record names, if the library knows them.
    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> Option<Rules> {
        self.0.rules.map(Rules)
    }

    /// The rules' name as written in the record.
    #[wasm_bindgen(getter, js_name = rulesName)]
    pub fn rules_name(&self) -> Option<String> {
        self.0.rules_name.clone()
    }

    /// The black player's name.
    #[wasm_bindgen(getter)]
    pub fn black(&self) -> Option<String> {
        self.0.black.clone()
    }

    /// The white player's name.
    #[wasm_bindgen(getter)]
    pub fn white(&self) -> Option<String> {
        self.0.white.clone()
    }

    /// The event.
    #[wasm_bindgen(getter)]
    pub fn event(&self) -> Option<String> {
        self.0.event.clone()
    }

    /// The date.
    #[wasm_bindgen(getter)]
    pub fn date(&self) -> Option<String> {
        self.0.date.clone()
    }

    /// The recorded winner (`null` for a draw or no result).
    #[wasm_bindgen(getter, unchecked_return_type = "ColorName | null")]
    pub fn winner(&self) -> JsValue {
        interop::opt_color_js(self.0.result.as_ref().and_then(|r| r.winner))
    }

    /// What the lenient reader bent to read the record, in the order of the input: plain
    /// values `{kind, offset, line, column, text}` (`kind` as `"game-number"`); empty for a
    /// record read strictly.
    #[wasm_bindgen(getter, unchecked_return_type = "RecordWarning[]")]
    pub fn warnings(&self) -> Array {
        self.0
            .warnings
            .iter()
            .map(|w| {
                crate::interop::object(&[
                    ("kind", JsValue::from_str(w.kind.name())),
                    ("offset", JsValue::from(w.location.offset as f64)),
                    ("line", JsValue::from(w.location.line as f64)),
                    ("column", JsValue::from(w.location.column as f64)),
                    ("text", JsValue::from_str(&w.text)),
                ])
            })
            .collect()
    }

    /// The moves of the main line: points as text, `null` for a pass.
    #[wasm_bindgen(getter, unchecked_return_type = "(string | null)[]")]
    pub fn moves(&self) -> Array {
        self.0.moves().map(|m| move_js(m.mv)).collect()
    }

    /// Replays the main line into a game under `rules` (by default the rules the record
    /// names, else renju on its board). Throws a `ReplayError` subclass naming the move
    /// at fault, or when the recorded result contradicts the referee.
    pub fn replay(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "RulesLike")] rules: JsValue,
    ) -> Result<Game, JsValue> {
        let rules = if rules.is_undefined() {
            self.0.rules_or(core::Rules::renju()).map_err(error)?
        } else {
            rules_arg(&rules)?
        };
        self.0.replay(rules).map(Game::of).map_err(error)
    }

    /// The record as SGF.
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
    ) -> Result<String, JsValue> {
        Ok(self.0.to_sgf(rows_arg(&rows)?))
    }

    /// The record as PSQ; a `WriteError` subclass for a set-up start or a pass.
    #[wasm_bindgen(js_name = toPsq)]
    pub fn to_psq(&self) -> Result<String, JsValue> {
        self.0.to_psq().map_err(error)
    }

    /// The record as move text.
    #[wasm_bindgen(js_name = toMoves)]
    pub fn to_moves(&self) -> Result<String, JsValue> {
        self.0.to_moves().map_err(error)
    }
}
