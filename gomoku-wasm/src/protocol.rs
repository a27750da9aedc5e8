//! `parseCommand`, `Command` and `formatReply`: the Gomocup protocol's lines (RULES.md
//! §13), read by the core's parser and written by its formatter, as Python's
//! `parse_command`, `Command` and `format_reply` give them. This file only translates:
//! every word, number and error is the core's.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use gomoku_referee::protocol::{About, Command as CoreCommand, Info, ProtocolError, Reply, Stones};
use gomoku_referee::{self as core, ErrorKind, PlayError, Point, RulesError};
use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::errors::{CoreError, error};
use crate::interop::{self, expected, point_js};
use crate::rules::Rules;

impl CoreError for ProtocolError {
    fn kind(&self) -> ErrorKind {
        ProtocolError::kind(self)
    }
}

/// The exception of a protocol error, with its fields as Python's carry them (`command`;
/// `x`, `y` and `size` of a point off the board); a `RulesError` (a `START` size or an
/// `INFO rule` code the library cannot honour) as its own class.
fn protocol_error(e: ProtocolError) -> JsValue {
    let fields: Vec<(&str, JsValue)> = match e {
        ProtocolError::Rules(e) => return error(e),
        ProtocolError::Malformed { command } => alloc::vec![("command", command.name().into())],
        ProtocolError::OffBoard {
            command,
            x,
            y,
            size,
        } => alloc::vec![
            ("command", command.name().into()),
            ("x", x.into()),
            ("y", y.into()),
            ("size", size.into()),
        ],
        _ => Vec::new(),
    };
    let made = error(e);
    for (name, value) in fields {
        // A data property of the error object just made: setting it cannot fail.
        let _ = js_sys::Reflect::set(&made, &name.into(), &value);
    }
    made
}

/// A board size for the protocol's points (`0..=255`: the core judges it); one beyond is
/// the core's `RulesSizeOutOfRangeError`, as in Python.
fn size_arg(v: &JsValue) -> Result<u8, JsValue> {
    let n = interop::integer(v, "a board size (an integer)")?;
    u8::try_from(n).map_err(|_| {
        error(RulesError::SizeOutOfRange {
            size: u32::try_from(n.max(0)).unwrap_or(u32::MAX),
        })
    })
}

/// One line from a Gomocup manager, parsed by `parseCommand`: the command's word
/// (`name`), and what it carries: a point (`TURN`, `TAKEBACK`, `PLAY`, a `BOARD` line, a
/// bare `x,y`, `INFO evaluate`), `START`'s `size`, `RECTSTART`'s `width` and `height`, a
/// `BOARD` line's `field`, `INFO`'s `key` and `value` (and `rules` for `INFO rule`); what a
/// command does not carry is `undefined`.
///
/// ```js
/// const command = parseCommand("TURN 7,8", 15);
/// command.name;         // "TURN"
/// command.point;        // "h7" (the protocol's rows count from the top)
/// command.line();       // "TURN 7,8"
/// parseCommand("INFO timeout_turn 5000", 15).value; // 5000
/// ```
#[wasm_bindgen]
pub struct Command {
    name: &'static str,
    point: Option<Point>,
    size: Option<u8>,
    width: Option<u32>,
    height: Option<u32>,
    field: Option<u8>,
    key: Option<String>,
    number: Option<i64>,
    text: Option<String>,
    rules: Option<core::Rules>,
    line: String,
    line_size: u8,
}

#[wasm_bindgen]
impl Command {
    /// The command's word (`"START"`, `"TURN"`, ...; `"x,y,field"` for a `BOARD` line,
    /// `"x,y"` for bare coordinates).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.name.to_string()
    }

    /// The point of the command, if it has one.
    #[wasm_bindgen(getter)]
    pub fn point(&self) -> Option<String> {
        self.point.map(|p| p.to_string())
    }

    /// The board size of `START`.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> Option<u8> {
        self.size
    }

    /// The width of `RECTSTART`.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> Option<u32> {
        self.width
    }

    /// The height of `RECTSTART`.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> Option<u32> {
        self.height
    }

    /// The field of a `BOARD` line: 1 the brain's stone, 2 the opponent's, 3 continuous.
    #[wasm_bindgen(getter)]
    pub fn field(&self) -> Option<u8> {
        self.field
    }

    /// The key of `INFO`.
    #[wasm_bindgen(getter)]
    pub fn key(&self) -> Option<String> {
        self.key.clone()
    }

    /// The value of `INFO`: a number (milliseconds, bytes, the game type, the rule code),
    /// a point for `evaluate`, or text.
    #[wasm_bindgen(getter, unchecked_return_type = "number | string | undefined")]
    pub fn value(&self) -> JsValue {
        if let Some(n) = self.number {
            return JsValue::from(n as f64);
        }
        if self.key.is_some() {
            if let Some(p) = self.point {
                return point_js(p);
            }
        }
        self.text
            .as_deref()
            .map_or(JsValue::UNDEFINED, JsValue::from_str)
    }

    /// The rules of `INFO rule` (made as `Rules.fromGomocup` makes them).
    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> Option<Rules> {
        self.rules.map(Rules)
    }

    /// The line as a manager writes it, points for a board of `size` (the size it was
    /// parsed with by default).
    pub fn line(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
    ) -> Result<String, JsValue> {
        let size = if size.is_undefined() {
            self.line_size
        } else {
            size_arg(&size)?
        };
        let cmd = CoreCommand::parse(&self.line, self.line_size).map_err(protocol_error)?;
        Ok(cmd.display(size).to_string())
    }
}

/// Parses one line from the manager, points on a board of `size` (the core's parser).
///
/// Throws a `ProtocolError` subclass (`ProtocolUnknownCommandError`,
/// `ProtocolMalformedError` with `command`, `ProtocolOffBoardError` with `command`, `x`,
/// `y`, `size`, `ProtocolEmptyLineError`), or the `RulesError` subclass of a board size or
/// rule code the library cannot honour. `line` is a string, or the bytes a pipe delivers
/// (`ProtocolInvalidUtf8Error` if they are not UTF-8).
///
/// ```js
/// parseCommand("START 15", 20).size;   // 15
/// parseCommand("HELLO", 20);           // throws ProtocolUnknownCommandError
/// ```
#[wasm_bindgen(js_name = parseCommand)]
pub fn parse_command(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] line: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
) -> Result<Command, JsValue> {
    let text = line.as_string();
    let bytes = match &text {
        Some(_) => None,
        None => match line.dyn_ref::<Uint8Array>() {
            Some(a) => Some(a.to_vec()),
            None => return Err(expected("a line: a string or a Uint8Array", &line)),
        },
    };
    let size = size_arg(&size)?;
    let parsed = match (&text, &bytes) {
        (Some(t), _) => CoreCommand::parse(t, size),
        (None, Some(b)) => CoreCommand::parse_bytes(b, size),
        (None, None) => unreachable!("a line is text or bytes"),
    };
    let cmd = parsed.map_err(protocol_error)?;
    let mut out = Command {
        name: cmd.name().name(),
        point: None,
        size: None,
        width: None,
        height: None,
        field: None,
        key: None,
        number: None,
        text: None,
        rules: None,
        line: cmd.display(size).to_string(),
        line_size: size,
    };
    match cmd {
        CoreCommand::Start(n) => out.size = Some(n),
        CoreCommand::RectStart { width, height } => {
            out.width = Some(width);
            out.height = Some(height);
        }
        CoreCommand::Turn(p)
        | CoreCommand::Takeback(p)
        | CoreCommand::Play(p)
        | CoreCommand::Coords(p) => out.point = Some(p),
        CoreCommand::Stone { point, field } => {
            out.point = Some(point);
            out.field = Some(field.number());
        }
        CoreCommand::Info(info) => {
            match info {
                Info::Rule { rules, .. } => out.rules = Some(rules),
                Info::Evaluate(p) => out.point = Some(p),
                Info::Folder(dir) => out.text = Some(dir.to_string()),
                Info::Other { value, .. } => out.text = Some(value.to_string()),
                _ => {}
            }
            out.key = Some(info.key().to_string());
            out.number = info.number();
        }
        _ => {}
    }
    Ok(out)
}

/// A text field of `formatReply`'s options (`undefined`: empty).
fn text_field(options: &JsValue, key: &str) -> Result<String, JsValue> {
    let v = js_sys::Reflect::get(options, &key.into())?;
    if v.is_undefined() {
        return Ok(String::new());
    }
    interop::string(&v, key)
}

/// One line of a brain, written by the core's formatter: `kind` is `"ok"`, `"move"` and
/// `"suggest"` (with `point`), `"stones"` (with `points`, up to three), `"swap"`,
/// `"error"`, `"unknown"`, `"message"`, `"debug"` (with `text`), `"about"` (with `name`,
/// `version`, `author`, `country`); points written for a board of `size` (20 by default),
/// on which they must lie (`PlayOffBoardError`; a size out of 5..=26,
/// `RulesSizeOutOfRangeError`). An unknown kind, a missing point or more than three
/// stones is a `TypeError` (Python's `ValueError`), as every argument the declarations
/// do not allow.
///
/// ```js
/// formatReply("move", { point: "h8", size: 15 });  // "7,7"
/// formatReply("about", { name: "mybot", version: "1.0" });
/// // 'name="mybot", version="1.0", author="", country=""'
/// ```
#[wasm_bindgen(js_name = formatReply)]
pub fn format_reply(
    #[wasm_bindgen(unchecked_param_type = "ReplyKind")] kind: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ReplyOptions")] options: JsValue,
) -> Result<String, JsValue> {
    const WHAT: &str = "reply options {size, point, points, text, name, version, author, country}";
    let kind = interop::string(&kind, "a reply kind (a string)")?;
    let options = if options.is_undefined() || options.is_null() {
        js_sys::Object::new().into()
    } else if options.is_object() && !js_sys::Array::is_array(&options) {
        options
    } else {
        return Err(expected(WHAT, &options));
    };
    let get = |key: &str| js_sys::Reflect::get(&options, &key.into());
    let size = get("size")?;
    let size = if size.is_undefined() {
        20
    } else {
        size_arg(&size)?
    };
    // A point is written for a board of `size`, and must be on it (as the C face's
    // `gomoku_protocol_format_move` and Python's `format_reply` ask): the core would clamp
    // it to a wrong move.
    let on_board = |p: Point| -> Result<Point, JsValue> {
        if !(core::MIN_SIZE..=core::MAX_SIZE).contains(&size) {
            return Err(error(RulesError::SizeOutOfRange {
                size: u32::from(size),
            }));
        }
        if p.is_on_board(size) {
            Ok(p)
        } else {
            Err(error(PlayError::OffBoard { point: p, size }))
        }
    };
    let need_point = || -> Result<Point, JsValue> {
        let v = get("point")?;
        if v.is_undefined() || v.is_null() {
            return Err(crate::errors::type_error(&alloc::format!(
                "a {kind} reply needs a point"
            )));
        }
        on_board(interop::point(&v)?)
    };
    let (text, name, version, author, country) = (
        text_field(&options, "text")?,
        text_field(&options, "name")?,
        text_field(&options, "version")?,
        text_field(&options, "author")?,
        text_field(&options, "country")?,
    );
    let stones;
    let reply = match kind.as_str() {
        "ok" => Reply::Ok,
        "move" => Reply::Move(need_point()?),
        "suggest" => Reply::Suggest(need_point()?),
        "stones" => {
            let v = get("points")?;
            let ps: Vec<Point> = if v.is_undefined() || v.is_null() {
                Vec::new()
            } else {
                interop::points(&v)?
                    .into_iter()
                    .map(on_board)
                    .collect::<Result<_, _>>()?
            };
            stones = Stones::new(&ps)
                .ok_or_else(|| crate::errors::type_error("a stones reply has at most 3 points"))?;
            Reply::Stones(stones)
        }
        "swap" => Reply::Swap,
        "error" => Reply::Error(&text),
        "unknown" => Reply::Unknown(&text),
        "message" => Reply::Message(&text),
        "debug" => Reply::Debug(&text),
        "about" => Reply::About(About {
            name: &name,
            version: &version,
            author: &author,
            country: &country,
        }),
        _ => {
            return Err(crate::errors::type_error(&alloc::format!(
                "unknown reply kind {kind:?}: expected ok, move, suggest, stones, swap, error, unknown, message, debug or about"
            )));
        }
    };
    Ok(reply.display(size).to_string())
}

#[wasm_bindgen(typescript_custom_section)]
const PROTOCOL_TYPES: &str = r#"
/** The kinds of line `formatReply` writes. */
export type ReplyKind = "ok" | "move" | "suggest" | "stones" | "swap" | "error" | "unknown" | "message" | "debug" | "about";

/** The options of `formatReply` (what a kind does not use is ignored). */
export interface ReplyOptions {
  /** The board size the points are written for (20 by default). */
  size?: number;
  /** The point of a "move" or "suggest" reply. */
  point?: PointLike;
  /** The points of a "stones" reply (up to three). */
  points?: Iterable<PointLike>;
  /** The text of an "error", "unknown", "message" or "debug" reply. */
  text?: string;
  /** The fields of an "about" reply. */
  name?: string;
  version?: string;
  author?: string;
  country?: string;
}
"#;
