//! The brain protocol's questions of the JavaScript face (`tests/js/brain.mjs`): a line
//! parsed by `parseCommand`, a `Session` conversation, and a RenLib library read and
//! written as SGF (its texts decoded by the platform's `TextDecoder`).

use std::path::Path;

use gomoku_referee::Point;
use serde_json::{Value, json};

use crate::JsFace;

/// A parsed command as the agreement test compares it: its name, its point (core
/// coordinates), its numbers and its `INFO` key (`(other)` for a key the protocol does not
/// name): see `tests/tests/protocol.rs`.
pub type ParsedCommand = (String, Option<(i32, i32)>, (i64, i64, i64), Option<String>);

/// The keys of `INFO` the protocol names.
const INFO_KEYS: [&str; 8] = [
    "timeout_turn",
    "timeout_match",
    "time_left",
    "max_memory",
    "game_type",
    "rule",
    "evaluate",
    "folder",
];

impl JsFace {
    /// `parseCommand` of `line` (its bytes, as a pipe delivers them) on a board of `size`:
    /// the command, or the error's kind (`ProtocolError::Malformed`).
    ///
    /// # Panics
    ///
    /// When the node process cannot answer.
    pub fn parse_command(&mut self, line: &[u8], size: u8) -> Result<ParsedCommand, String> {
        let v = self.ask(&json!({"op": "parse", "line": line, "size": size}));
        if let Some(r) = v.get("refusal") {
            return Err(r["kind"].as_str().unwrap_or("(no kind)").to_owned());
        }
        let name = v["name"].as_str().expect("a command name").to_owned();
        let point = v["point"].as_str().map(|s| {
            let p: Point = s.parse().expect("a point");
            (i32::from(p.x()), i32::from(p.y()))
        });
        let int = |key: &str| v[key].as_i64().unwrap_or(0);
        let numbers = match name.as_str() {
            "START" => (int("size"), 0, 0),
            "RECTSTART" => (
                int("width").min(i64::from(i32::MAX)),
                int("height").min(i64::from(i32::MAX)),
                0,
            ),
            "x,y,field" => (0, 0, int("field")),
            "INFO" => (0, 0, v["value"].as_f64().map_or(0, |f| f as i64)),
            _ => (0, 0, 0),
        };
        let info = v["key"].as_str().map(|key| {
            INFO_KEYS
                .into_iter()
                .find(|k| *k == key)
                .unwrap_or("(other)")
                .to_owned()
        });
        Ok((name, point, numbers, info))
    }

    /// A `SWAP2BOARD` answer through `Session.openingGame` and `Session.act`, the
    /// reference bot deciding each step (see `CFace::swap2_answer`).
    ///
    /// # Panics
    ///
    /// When the node process cannot answer.
    pub fn swap2_answer(&mut self, lines: &[&str], seed: u64, nodes: u64) -> String {
        let v = self
            .ask(&json!({"op": "swap2", "lines": lines, "seed": seed.to_string(), "nodes": nodes}));
        serde_json::from_value(v).expect("the answer's text")
    }

    /// A `Session` conversation: the lines it writes for `lines`, its bot playing the first
    /// legal point not forbidden (`(think turn left timeForMove)` in milliseconds before
    /// each move, `(exit)` at the end).
    ///
    /// # Panics
    ///
    /// When the node process cannot answer.
    pub fn brain_session(&mut self, lines: &[String]) -> Vec<String> {
        let v = self.ask(&json!({"op": "session", "lines": lines}));
        serde_json::from_value(v).expect("the lines a session wrote")
    }

    /// The RenLib library at `path` read by `Record.readRenlib` and written as SGF, or the
    /// error's kind.
    ///
    /// # Panics
    ///
    /// When the node process cannot answer.
    pub fn renlib_sgf(&mut self, path: &Path) -> Result<String, String> {
        let v: Value = self.ask(&json!({"op": "renlib-sgf", "path": path}));
        match v.get("refusal") {
            Some(r) => Err(r["kind"].as_str().unwrap_or("(no kind)").to_owned()),
            None => Ok(v["sgf"].as_str().expect("an SGF text").to_owned()),
        }
    }
}
