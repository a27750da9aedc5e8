//! The WebAssembly and JavaScript face of `gomoku-referee`: the npm package
//! `gomoku-referee`.
//!
//! This crate only translates, as `gomoku-ffi` and `gomoku-py` do: every rule lives in
//! the core. It is compiled for `wasm32-unknown-unknown` and turned into an ES module by
//! `wasm-bindgen` (`scripts/test-js.sh`); the package's entries (`js/node.js`,
//! `js/web.js`) load the module and re-export it with the error classes of
//! `js/errors.js`.
//!
//! | file | what it translates |
//! |---|---|
//! | `interop.rs` | the arguments (points as `"h8"` or `{x, y}`, colours, integers, iterables) and the answers; a wrong type is a `TypeError` |
//! | `errors.rs` | a core error into an instance of its `Error` subclass (one per `ErrorKind`); the panic handler's throw; the writer of `js/errors.js` |
//! | `rules.rs` | `Rules` |
//! | `game.rs` | `Game` |
//! | `fast.rs` | `Game`'s cheap calls for per-move loops: `playAt(x, y)`, `legalMask()`, `forbiddenMask()` |
//! | `playouts.rs` | `randomPlayouts`: the playout loop that runs inside the module |
//! | `fields.rs` | a core error's fields (`point`, `size`, `color`, ...) on its exception |
//! | `history.rs` | `Game.fromHistory` |
//! | `analysis.rs` | `Game`'s threats of a stone, structured explanations, diagram, symmetric moves; `symmetryNames`, `applySymmetry` |
//! | `record.rs` | `Record` and the game's records (move text, PSQ, SGF, RenLib) |
//! | `renjunet.rs` | `RenjuNetGames`: the games of a RenjuNet export, one at a time |
//! | `sgf_stream.rs` | `Record.iterSgfCollection`, `SgfCollectionReader`: an SGF collection one game at a time |
//! | `text.rs` | RenLib's texts decoded by the platform's `TextDecoder` (the core without encoding_rs's tables) |
//! | `bot.rs` | `ReferenceBot`, the core's reference bot |
//! | `brain.rs` | `Session`, the Gomocup brain protocol's state of one brain |
//! | `protocol.rs` | `parseCommand`, `Command`, `formatReply`: the protocol's lines |
//! | `navigation.rs` | the rest of `Record`: its fields past the players, `write`, `checkResult`, `readSgfCollection`, the variation tree's nodes |
//! | `match_play.rs` | `Match` and `Clock` |
//! | `batch.rs` | `replay`; `symmetryInverse`, `symmetryThen` |
//!
//! On the host (the workspace's `cargo test` and clippy) it builds as an ordinary library,
//! so that its unit tests (the interop conversions that need no JavaScript, and the
//! check that `js/errors.js` is up to date) run there.

// The whole API links std (the core's RenjuNet reader is built on quick-xml, which needs
// it): its panics go through std's hook (`errors::panic_hook`) and `js/guard.js`. The
// rules-only build stays `no_std`, with its own `#[panic_handler]`.
#![cfg_attr(all(target_arch = "wasm32", not(feature = "full")), no_std)]

extern crate alloc;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use wasm_bindgen::prelude::*;

#[cfg(feature = "full")]
mod analysis;
#[cfg(feature = "full")]
mod batch;
#[cfg(feature = "full")]
mod bot;
#[cfg(feature = "full")]
mod brain;
mod errors;
#[cfg(feature = "full")]
mod fast;
mod fields;
mod game;
#[cfg(feature = "full")]
mod history;
mod interop;
#[cfg(feature = "full")]
mod match_play;
#[cfg(feature = "full")]
mod navigation;
#[cfg(feature = "full")]
mod playouts;
#[cfg(feature = "full")]
mod protocol;
#[cfg(feature = "full")]
mod record;
#[cfg(feature = "full")]
mod renjunet;
mod rules;
#[cfg(feature = "full")]
mod sgf_stream;
#[cfg(feature = "full")]
mod text;

#[cfg(feature = "full")]
pub use analysis::{apply_symmetry, symmetry_names};
#[cfg(feature = "full")]
pub use batch::{replay, symmetry_inverse, symmetry_then};
#[cfg(feature = "full")]
pub use bot::ReferenceBot;
#[cfg(feature = "full")]
pub use brain::Session;
pub use errors::{error_classes_js, error_classes_ts};
pub use game::Game;
#[cfg(feature = "full")]
pub use match_play::{Clock, Match};
#[cfg(feature = "full")]
pub use playouts::random_playouts;
#[cfg(feature = "full")]
pub use protocol::{Command, format_reply, parse_command};
#[cfg(feature = "full")]
pub use record::Record;
#[cfg(feature = "full")]
pub use renjunet::RenjuNetGames;
pub use rules::Rules;
#[cfg(feature = "full")]
pub use sgf_stream::SgfCollectionReader;

/// The allocator of the WebAssembly builds (the one std uses there; the rules-only build,
/// `no_std`, has no other).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: dlmalloc::GlobalDlmalloc = dlmalloc::GlobalDlmalloc;

/// The rules-only build: a panic (always a bug of this library) is thrown as an
/// `InternalError` instead of ending in an `unreachable` trap.
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
#[panic_handler]
fn panic(info: &core::panic::PanicInfo<'_>) -> ! {
    errors::throw_panic(info)
}

/// The whole API: std's panic hook keeps each panic as an `InternalError` for
/// `js/guard.js` to throw (`errors::panic_hook`). Run once as the module is instantiated.
#[cfg(all(target_arch = "wasm32", feature = "full"))]
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(alloc::boxed::Box::new(errors::panic_hook));
}

/// The version of the package (the workspace's).
///
/// ```
/// assert_eq!(gomoku_wasm::version(), env!("CARGO_PKG_VERSION"));
/// ```
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Every core error kind as `Type::Variant`, in the order of `ErrorKind::ALL`: the list
/// the error classes of `js/errors.js` are made from.
///
/// ```
/// assert_eq!(gomoku_wasm::error_kinds()[0], "PlayError::OffBoard");
/// ```
#[wasm_bindgen(js_name = errorKinds)]
pub fn error_kinds() -> Vec<String> {
    gomoku_referee::ErrorKind::ALL
        .iter()
        .map(|k| k.name().to_string())
        .collect()
}
