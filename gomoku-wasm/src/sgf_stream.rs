//! `Record.iterSgfCollection` and `SgfCollectionReader`: the games of an SGF collection
//! read from its bytes one at a time, in the memory of one game beside the bytes, by the
//! core's stream reader (as Python's `Record.iter_sgf_collection`); it reads what
//! `readSgfCollection` reads, with the same errors at the same places.

use alloc::vec::Vec;
use gomoku_referee::record::{SgfCollectionReader as CoreReader, SgfOptions};
use std::io::Cursor;
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::interop;
use crate::record::{Record, bytes_arg, rows_arg};

/// The declarations that make `SgfCollectionReader` an iterator of records.
#[wasm_bindgen(typescript_custom_section)]
const SGF_COLLECTION_READER: &'static str = r#"
export interface SgfCollectionReader extends IterableIterator<Record, undefined> {}
"#;

/// The games of an SGF collection, one at a time (`Record.iterSgfCollection`): an
/// iterator of records. A game that cannot be read throws its `RecordError` subclass
/// (with its place in the whole input) and ends the stream, as `readSgfCollection` stops
/// there.
///
/// ```js
/// for (const record of Record.iterSgfCollection("(;GM[4];B[hh])(;GM[4];B[ii])")) record.moves;
/// ```
#[wasm_bindgen]
pub struct SgfCollectionReader {
    reader: Option<CoreReader<Cursor<Vec<u8>>>>,
}

#[wasm_bindgen]
impl SgfCollectionReader {
    /// The next game, as the iterator protocol has it: `{value: record, done: false}`,
    /// then `{value: undefined, done: true}` at the end and after an error.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "IteratorResult<Record, undefined>")]
    pub fn next_game(&mut self) -> Result<JsValue, JsValue> {
        let done = |value: JsValue, done: bool| {
            interop::object(&[("value", value), ("done", JsValue::from_bool(done))])
        };
        let Some(reader) = self.reader.as_mut() else {
            return Ok(done(JsValue::UNDEFINED, true));
        };
        match reader.next() {
            Some(Ok(record)) => Ok(done(Record::from(record).into(), false)),
            None => {
                self.reader = None;
                Ok(done(JsValue::UNDEFINED, true))
            }
            Some(Err(e)) => {
                self.reader = None;
                Err(match e {
                    gomoku_referee::record::StreamError::Record(e) => error(e),
                    // The bytes are in memory: no i/o error can come.
                    other => error(other),
                })
            }
        }
    }
}

#[wasm_bindgen]
impl Record {
    /// The games of an SGF collection read one at a time, in the memory of one game beside
    /// the bytes (`rows` and `lenient` as for `readSgf`): an iterator of records
    /// (`SgfCollectionReader`). The same games and errors as `readSgfCollection`.
    ///
    /// ```js
    /// [...Record.iterSgfCollection("(;GM[4];B[hh])(;GM[4];B[ii])")].length; // 2
    /// ```
    #[wasm_bindgen(js_name = iterSgfCollection)]
    pub fn iter_sgf_collection(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | ArrayBuffer")] source: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean")] lenient: JsValue,
    ) -> Result<SgfCollectionReader, JsValue> {
        let rows = rows_arg(&rows)?;
        let lenient = match lenient.is_undefined() {
            true => false,
            false => interop::boolean(&lenient, "lenient (a boolean)")?,
        };
        let bytes = bytes_arg(&source)?;
        Ok(SgfCollectionReader {
            reader: Some(CoreReader::new(
                Cursor::new(bytes),
                SgfOptions { rows, lenient },
            )),
        })
    }
}
