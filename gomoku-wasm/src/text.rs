//! RenLib's texts decoded by the platform's `TextDecoder` rather than by encoding_rs,
//! whose tables of every WHATWG encoding (about 150 KB gzipped) would otherwise be most of
//! the `.wasm`: the core's `read_renlib_decoding` with a decoder that calls JavaScript.
//!
//! The code page is GBK, RenLib's default in every face. It is decoded under the label
//! `gb18030`: the WHATWG Encoding Standard decodes `gbk` with the gb18030 decoder (as
//! encoding_rs does), and so do browsers, but Node's ICU gives the label `gbk` a converter
//! of its own that differs on some bytes (private-use code points, four-byte sequences);
//! Node's `gb18030` decodes every byte sequence as encoding_rs does (the agreement test
//! `renlib_texts_agree` compares them on every two-byte sequence and every four-byte one).

use alloc::string::String;
use gomoku_referee::record::{self as rec, RecordError};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The platform's `TextDecoder` (WHATWG Encoding Standard).
    type TextDecoder;

    #[wasm_bindgen(constructor, catch)]
    fn new(label: &str, options: &JsValue) -> Result<TextDecoder, JsValue>;

    /// The bytes decoded, what the encoding does not define as U+FFFD.
    #[wasm_bindgen(method)]
    fn decode(this: &TextDecoder, bytes: &[u8]) -> String;
}

/// Reads a RenLib library, its texts decoded as GBK by the platform.
pub fn read_renlib(bytes: &[u8]) -> Result<Result<rec::Record, RecordError>, JsValue> {
    // `ignoreBOM`: a byte order mark is text, as in encoding_rs's
    // `decode_without_bom_handling`; not `fatal`: undefined bytes become U+FFFD.
    let options = crate::interop::object(&[("ignoreBOM", JsValue::TRUE)]);
    let decoder = TextDecoder::new("gb18030", &options)?;
    Ok(rec::read_renlib_decoding(bytes, |text| {
        decoder.decode(text)
    }))
}
