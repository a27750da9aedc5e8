//! `RenjuNetGames`: the games of a RenjuNet export (the XML database of renju.net) read
//! from its bytes one at a time by the core's reader (RULES.md §11), as Python's
//! `gomoku.renjunet.iter_games` and C's `gomoku_renjunet_from_buffer` read them; and the
//! RenjuNet fields of `Record` (`id`, `openingName`, `blackScore`).

use alloc::string::String;
use alloc::vec::Vec;
use gomoku_referee::record::renjunet::{RenjuNetGame, RenjuNetReader};
use js_sys::{ArrayBuffer, Uint8Array};
use std::io::Cursor;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::interop::{self, expected};
use crate::record::Record;

/// What a record of a RenjuNet export carries besides the core's record (Python's
/// `Record.id`, `opening_name`, `black_score`); empty for a record of another format.
#[derive(Debug, Clone, Default)]
pub(crate) struct RenjuNetFields {
    id: Option<u64>,
    opening: Option<String>,
    black_score: Option<f32>,
}

impl Record {
    fn of_renjunet(game: RenjuNetGame) -> Record {
        Record(
            game.record,
            RenjuNetFields {
                id: Some(game.id),
                opening: game.opening,
                black_score: game.black_score,
            },
        )
    }
}

/// An export's bytes: a `Uint8Array`, an `ArrayBuffer` or a string (its UTF-8).
fn export_bytes(v: &JsValue) -> Result<Vec<u8>, JsValue> {
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
        "a RenjuNet export: a Uint8Array, an ArrayBuffer or a string",
        v,
    ))
}

/// The declarations that make `RenjuNetGames` an iterator of records.
#[wasm_bindgen(typescript_custom_section)]
const RENJUNET_GAMES: &'static str = r#"
export interface RenjuNetGames extends IterableIterator<Record, undefined> {}
"#;

/// The games of a RenjuNet export, read from its bytes one at a time (an iterator: `for
/// (const record of new RenjuNetGames(bytes))`). Each record has `id`, `openingName` (the
/// pattern, `"Kagetsu"`) and `blackScore` besides the usual fields; players, event and
/// rules are resolved through the export's dictionaries, the opening rule, `swaps` and
/// `offers` read from the game's `rule`, `swap` and `alt`. A bad game (a bad move or
/// result) throws its `RecordError` subclass with its byte `offset`, and `next()` goes on
/// with the next game; malformed XML throws and ends the stream. The bytes are copied in:
/// the memory of the export, and of one game at a time.
///
/// ```js
/// const xml = '<database><games><game id="7" bresult="1"><move>h8 i9 j8</move></game></games></database>';
/// for (const record of new RenjuNetGames(xml)) record.id; // 7
/// ```
#[wasm_bindgen]
pub struct RenjuNetGames {
    reader: RenjuNetReader<Cursor<Vec<u8>>>,
}

#[wasm_bindgen]
impl RenjuNetGames {
    /// A reader of the export `source` (a `Uint8Array`, an `ArrayBuffer` or a string);
    /// a `TypeError` for anything else.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer | string")] source: JsValue,
    ) -> Result<RenjuNetGames, JsValue> {
        Ok(RenjuNetGames {
            reader: RenjuNetReader::new(Cursor::new(export_bytes(&source)?)),
        })
    }

    /// The next game, as the iterator protocol has it: `{value: record, done: false}`,
    /// then `{value: undefined, done: true}` at the end. Throws the bad game's
    /// `RecordError` subclass (the next call reads on), or malformed XML's (the stream
    /// ends).
    #[wasm_bindgen(js_name = next, unchecked_return_type = "IteratorResult<Record, undefined>")]
    pub fn next_game(&mut self) -> Result<JsValue, JsValue> {
        let done = |value: JsValue, done: bool| {
            interop::object(&[("value", value), ("done", JsValue::from_bool(done))])
        };
        // The core's reader answers `None` again after its end, and after malformed XML.
        match self.reader.next_game() {
            Ok(Some(game)) => Ok(done(Record::of_renjunet(game).into(), false)),
            Ok(None) => Ok(done(JsValue::UNDEFINED, true)),
            // The export is in memory: no i/o error can come (were one to, the stream would
            // end with it, as the core's reader ends).
            Err(gomoku_referee::record::StreamError::Record(e)) => Err(error(e)),
            Err(other) => Err(error(other)),
        }
    }
}

#[wasm_bindgen]
impl Record {
    /// RenjuNet: the game's id; `undefined` for a record of another format.
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> Option<f64> {
        self.1.id.map(|id| id as f64)
    }

    /// RenjuNet: the name of the opening pattern played (`"Kagetsu"`), from the export's
    /// `openings` table; `undefined` otherwise.
    #[wasm_bindgen(getter, js_name = openingName)]
    pub fn opening_name(&self) -> Option<String> {
        self.1.opening.clone()
    }

    /// RenjuNet: Black's score (1, 0 or 0.5); `undefined` otherwise.
    #[wasm_bindgen(getter, js_name = blackScore)]
    pub fn black_score(&self) -> Option<f32> {
        self.1.black_score
    }
}
