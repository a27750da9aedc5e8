//! The Gomocup / Piskvork engine protocol, typed (RULES.md §13): one input line to a
//! [`Command`], every answer of a brain as a [`Reply`], both ways.
//!
//! The protocol counts coordinates from the TOP-left corner, 0-based (RULES.md §2); the
//! conversion to [`Point`] (rows from the bottom) happens here and nowhere else, which is
//! why parsing and printing take the board size.
//!
//! Parsing never panics and allocates nothing; a line that is not a command of the
//! protocol is a [`ProtocolError`]: [`UnknownCommand`](ProtocolError::UnknownCommand) (a
//! brain answers `UNKNOWN`) or a malformed known command (a brain answers `ERROR`).
//! Command words and `INFO` keys are read case-insensitively (the protocol lets a brain
//! choose; managers send commands in upper case and `INFO` keys in lower case), and
//! surrounding white space, the `CR` of a `CR LF` line end among it, is ignored.
//!
//! ```
//! use gomoku_referee::protocol::{Command, Info, Reply};
//! use gomoku_referee::{Point, Rules};
//!
//! // Row 0 of the protocol is the top row: on 20×20 it is row 20 here.
//! let cmd = Command::parse("TURN 0,0\r\n", 20)?;
//! assert_eq!(cmd, Command::Turn("a20".parse()?));
//! assert_eq!(cmd.display(20).to_string(), "TURN 0,0");
//!
//! let info = Command::parse("INFO rule 4", 15)?;
//! assert!(matches!(info, Command::Info(Info::Rule { code: 4, rules }) if rules == Rules::renju()));
//!
//! let reply = Reply::Move("k10".parse()?);
//! assert_eq!(reply.display(20).to_string(), "10,10");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::{MAX_SIZE, MIN_SIZE, Point, Rules, RulesError};

/// The name of a command of the protocol, as the manager spells it (the data lines of
/// `BOARD` and `SWAP2BOARD` have names of their own).
///
/// ```
/// use gomoku_referee::protocol::CommandName;
/// assert_eq!(CommandName::Takeback.to_string(), "TAKEBACK");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CommandName {
    /// `START size`.
    Start,
    /// `RECTSTART width,height`.
    RectStart,
    /// `RESTART`.
    Restart,
    /// `BEGIN`.
    Begin,
    /// `TURN x,y`.
    Turn,
    /// `BOARD`.
    Board,
    /// A line `x,y,field` of a `BOARD` block.
    Stone,
    /// A line `x,y` of a `SWAP2BOARD` block.
    Coords,
    /// `DONE`, the end of a `BOARD` or `SWAP2BOARD` block.
    Done,
    /// `TAKEBACK x,y`.
    Takeback,
    /// `PLAY x,y` (the manager's answer to `SUGGEST`).
    Play,
    /// `INFO key value`.
    Info,
    /// `END`.
    End,
    /// `ABOUT`.
    About,
    /// `SWAP2BOARD`.
    Swap2Board,
}

impl CommandName {
    /// Every name, in the order of the protocol's description.
    pub const ALL: [CommandName; 15] = [
        CommandName::Start,
        CommandName::RectStart,
        CommandName::Restart,
        CommandName::Begin,
        CommandName::Turn,
        CommandName::Board,
        CommandName::Stone,
        CommandName::Coords,
        CommandName::Done,
        CommandName::Takeback,
        CommandName::Play,
        CommandName::Info,
        CommandName::End,
        CommandName::About,
        CommandName::Swap2Board,
    ];

    /// The word of the command (`"x,y,field"` and `"x,y"` for the data lines).
    ///
    /// ```
    /// use gomoku_referee::protocol::CommandName;
    /// assert_eq!(CommandName::Swap2Board.name(), "SWAP2BOARD");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            CommandName::Start => "START",
            CommandName::RectStart => "RECTSTART",
            CommandName::Restart => "RESTART",
            CommandName::Begin => "BEGIN",
            CommandName::Turn => "TURN",
            CommandName::Board => "BOARD",
            CommandName::Stone => "x,y,field",
            CommandName::Coords => "x,y",
            CommandName::Done => "DONE",
            CommandName::Takeback => "TAKEBACK",
            CommandName::Play => "PLAY",
            CommandName::Info => "INFO",
            CommandName::End => "END",
            CommandName::About => "ABOUT",
            CommandName::Swap2Board => "SWAP2BOARD",
        }
    }

    /// What the arguments of the command must look like, for error messages.
    const fn expected(self) -> &'static str {
        match self {
            CommandName::Start => "a board size, like START 20",
            CommandName::RectStart => "a width and a height, like RECTSTART 20,15",
            CommandName::Turn | CommandName::Takeback | CommandName::Play => {
                "a point x,y counted from 0 at the top left, like 10,10"
            }
            CommandName::Stone => "x,y,field with field 1, 2 or 3",
            CommandName::Coords => "a point x,y",
            CommandName::Info => "a key and a value, like INFO timeout_turn 1000",
            _ => "no argument",
        }
    }
}

impl fmt::Display for CommandName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// Why a line is not a command of the protocol. Parsing a line changes nothing, so every
/// error can simply be answered (`UNKNOWN` for [`UnknownCommand`](Self::UnknownCommand),
/// `ERROR` for the others) and the next line read.
///
/// ```
/// use gomoku_referee::protocol::{Command, CommandName, ProtocolError};
///
/// assert_eq!(Command::parse("HELLO", 20), Err(ProtocolError::UnknownCommand));
/// assert_eq!(
///     Command::parse("TURN 20,3", 20),
///     Err(ProtocolError::OffBoard { command: CommandName::Turn, x: 20, y: 3, size: 20 })
/// );
/// assert_eq!(
///     Command::parse("TURN 20,3", 20).unwrap_err().to_string(),
///     "TURN 20,3 is off the 20x20 board"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ProtocolError {
    /// The line is empty or white space only (managers and brains skip such lines).
    #[error("empty line")]
    EmptyLine,
    /// The line is not UTF-8 text.
    #[error("the line is not utf-8 text")]
    InvalidUtf8,
    /// The first word is not a command of the protocol.
    #[error("unknown command")]
    UnknownCommand,
    /// A known command whose arguments do not parse.
    #[error("{command} expects {}", command.expected())]
    Malformed {
        /// The command.
        command: CommandName,
    },
    /// A point of a command that lies outside the board.
    #[error("{command} {x},{y} is off the {size}x{size} board")]
    OffBoard {
        /// The command.
        command: CommandName,
        /// The protocol's column (from the left).
        x: u32,
        /// The protocol's row (from the top).
        y: u32,
        /// The board size.
        size: u8,
    },
    /// A board size (`START`) or a rule code (`INFO rule`) the library cannot honour.
    #[error(transparent)]
    Rules(#[from] RulesError),
}

impl ProtocolError {
    /// The command the error is about, when the line named one.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, CommandName};
    /// let e = Command::parse("INFO rule 6", 20).unwrap_err();
    /// assert_eq!(e.command(), Some(CommandName::Info));
    /// ```
    #[must_use]
    pub const fn command(&self) -> Option<CommandName> {
        match self {
            ProtocolError::Malformed { command } | ProtocolError::OffBoard { command, .. } => {
                Some(*command)
            }
            ProtocolError::Rules(RulesError::UnsupportedGomocupCode { .. }) => {
                Some(CommandName::Info)
            }
            ProtocolError::Rules(_) => Some(CommandName::Start),
            _ => None,
        }
    }
}

/// What a line of a `BOARD` block says is on a point.
///
/// ```
/// use gomoku_referee::protocol::{Command, Field};
/// let line = Command::parse("10,10,2", 20)?;
/// assert_eq!(line, Command::Stone { point: "k10".parse()?, field: Field::Opponent });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// `1`: a stone of the brain.
    Own,
    /// `2`: a stone of the opponent.
    Opponent,
    /// `3`: a stone of a continuous game (a winning line or forbidden point of a previous
    /// game left on the board).
    Continuous,
}

impl Field {
    /// The protocol's number: 1, 2 or 3.
    ///
    /// ```
    /// use gomoku_referee::protocol::Field;
    /// assert_eq!(Field::Opponent.number(), 2);
    /// ```
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            Field::Own => 1,
            Field::Opponent => 2,
            Field::Continuous => 3,
        }
    }
}

/// Who the opponent is (`INFO game_type`).
///
/// ```
/// use gomoku_referee::protocol::GameType;
/// assert_eq!(GameType::Tournament.number(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameType {
    /// `0`: a human.
    Human,
    /// `1`: another brain.
    Brain,
    /// `2`: a tournament.
    Tournament,
    /// `3`: a network tournament.
    NetworkTournament,
}

impl GameType {
    /// The protocol's number, 0 to 3.
    ///
    /// ```
    /// use gomoku_referee::protocol::GameType;
    /// assert_eq!(GameType::Human.number(), 0);
    /// ```
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            GameType::Human => 0,
            GameType::Brain => 1,
            GameType::Tournament => 2,
            GameType::NetworkTournament => 3,
        }
    }

    const fn from_number(n: u64) -> Option<GameType> {
        match n {
            0 => Some(GameType::Human),
            1 => Some(GameType::Brain),
            2 => Some(GameType::Tournament),
            3 => Some(GameType::NetworkTournament),
            _ => None,
        }
    }
}

/// The time left that means "no limit for the match" (`INFO time_left 2147483647`).
pub const UNLIMITED_TIME_LEFT: i64 = 2_147_483_647;

/// An `INFO key value` line. The brain answers none of them.
///
/// ```
/// use gomoku_referee::protocol::{Command, Info};
/// // time_left is negative once the brain has overrun its match time.
/// assert_eq!(Command::parse("INFO time_left -1", 20)?, Command::Info(Info::TimeLeft(-1)));
/// // Unknown keys are kept, to be ignored, as the protocol asks.
/// assert_eq!(
///     Command::parse("INFO ponder 1", 20)?,
///     Command::Info(Info::Other { key: "ponder", value: "1" })
/// );
/// # Ok::<(), gomoku_referee::protocol::ProtocolError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Info<'a> {
    /// `timeout_turn`: the limit for each move in milliseconds; 0 means "play as fast as
    /// possible".
    TimeoutTurn(u32),
    /// `timeout_match`: the limit for the whole match in milliseconds; 0 means none.
    TimeoutMatch(u32),
    /// `time_left`: what remains of the match time in milliseconds; negative once the
    /// brain ran out of time, [`UNLIMITED_TIME_LEFT`] when the match time is unlimited.
    TimeLeft(i64),
    /// `max_memory`: the memory limit in bytes; 0 means none.
    MaxMemory(u64),
    /// `game_type`: who the opponent is.
    GameType(GameType),
    /// `rule`: the bitmask of RULES.md §4.1, and the rules [`Rules::from_gomocup`] makes of
    /// it (on 15×15: the board size is the one of `START`).
    Rule {
        /// The code as sent.
        code: u32,
        /// The rules it means.
        rules: Rules,
    },
    /// `evaluate`: the point under the mouse cursor (debugging managers).
    Evaluate(Point),
    /// `folder`: a folder for persistent files.
    Folder(&'a str),
    /// Any other key, which a brain ignores.
    Other {
        /// The key.
        key: &'a str,
        /// The rest of the line.
        value: &'a str,
    },
}

impl<'a> Info<'a> {
    /// The key of the line, as the protocol spells it (lower case; an unknown key as sent):
    /// the name every face gives the information.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, Info};
    ///
    /// let Command::Info(info) = Command::parse("INFO Timeout_Turn 1000", 20)? else { panic!() };
    /// assert_eq!(info.key(), "timeout_turn");
    /// assert_eq!(Info::Other { key: "ponder", value: "1" }.key(), "ponder");
    /// # Ok::<(), gomoku_referee::protocol::ProtocolError>(())
    /// ```
    pub fn key(&self) -> &'a str {
        match *self {
            Info::TimeoutTurn(_) => "timeout_turn",
            Info::TimeoutMatch(_) => "timeout_match",
            Info::TimeLeft(_) => "time_left",
            Info::MaxMemory(_) => "max_memory",
            Info::GameType(_) => "game_type",
            Info::Rule { .. } => "rule",
            Info::Evaluate(_) => "evaluate",
            Info::Folder(_) => "folder",
            Info::Other { key, .. } => key,
        }
    }

    /// The number the line carries: the milliseconds, the bytes (`None` above
    /// `i64::MAX`), the game type's number or the rule's code; `None` for a point, a
    /// folder or an unknown key.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, Info};
    ///
    /// assert_eq!(Info::TimeLeft(-5).number(), Some(-5));
    /// assert_eq!(Info::MaxMemory(u64::MAX).number(), None);
    /// assert_eq!(Info::Folder("/tmp").number(), None);
    /// ```
    pub fn number(&self) -> Option<i64> {
        match *self {
            Info::TimeoutTurn(ms) | Info::TimeoutMatch(ms) => Some(ms.into()),
            Info::TimeLeft(ms) => Some(ms),
            Info::MaxMemory(b) => i64::try_from(b).ok(),
            Info::GameType(t) => Some(t.number().into()),
            Info::Rule { code, .. } => Some(code.into()),
            Info::Evaluate(_) | Info::Folder(_) | Info::Other { .. } => None,
        }
    }
}

/// One line from the manager to the brain.
///
/// # Examples
///
/// ```
/// use gomoku_referee::protocol::{Command, Field, Info};
///
/// assert_eq!(Command::parse("start 20", 20)?, Command::Start(20));
/// assert_eq!(Command::parse("BOARD", 20)?, Command::Board);
/// assert_eq!(Command::parse("0,19,1", 20)?,
///            Command::Stone { point: "a1".parse()?, field: Field::Own });
/// assert_eq!(Command::parse("INFO timeout_turn 1000", 20)?,
///            Command::Info(Info::TimeoutTurn(1000)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command<'a> {
    /// `START size`: a new game on an empty square board (size in 5..=26).
    Start(u8),
    /// `RECTSTART width,height`: a new game on a rectangular board.
    RectStart {
        /// Columns.
        width: u32,
        /// Rows.
        height: u32,
    },
    /// `RESTART`: a new game on the same board.
    Restart,
    /// `BEGIN`: the brain plays the first move.
    Begin,
    /// `TURN x,y`: the opponent played there; the brain answers its move.
    Turn(Point),
    /// `BOARD`: the position follows, one [`Stone`](Command::Stone) a line, until `DONE`.
    Board,
    /// `x,y,field`: a line of a `BOARD` block.
    Stone {
        /// The point.
        point: Point,
        /// Whose stone.
        field: Field,
    },
    /// `x,y`: a line of a `SWAP2BOARD` block.
    Coords(Point),
    /// `DONE`: the end of a `BOARD` or `SWAP2BOARD` block.
    Done,
    /// `TAKEBACK x,y`: the last move, at that point, is taken back; the brain answers `OK`.
    Takeback(Point),
    /// `PLAY x,y`: the brain is to play there (the manager's answer to `SUGGEST`).
    Play(Point),
    /// `INFO key value`: no answer.
    Info(Info<'a>),
    /// `END`: the brain exits.
    End,
    /// `ABOUT`: the brain answers its name, version, author and country.
    About,
    /// `SWAP2BOARD`: the Swap2 opening; the stones placed so far follow, one
    /// [`Coords`](Command::Coords) a line, until `DONE`.
    Swap2Board,
}

/// Case-insensitive comparison of a word with an upper- or lower-case ASCII name.
fn word_is(word: &str, name: &str) -> bool {
    word.eq_ignore_ascii_case(name)
}

/// A decimal number of ASCII digits (no sign), at most `u64::MAX`.
fn number(s: &str) -> Option<u64> {
    let s = s.trim();
    if s.is_empty() || s.len() > 20 {
        return None;
    }
    let mut n: u64 = 0;
    for b in s.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
    }
    Some(n)
}

/// A decimal number with an optional `-` sign.
fn signed(s: &str) -> Option<i64> {
    let s = s.trim();
    match s.strip_prefix('-') {
        Some(rest) => number(rest).and_then(|n| i64::try_from(n).ok()).map(|n| -n),
        None => number(s).and_then(|n| i64::try_from(n).ok()),
    }
}

/// Splits `"a,b"` (or `"a,b,c"`) into exactly `N` comma-separated numbers.
fn numbers<const N: usize>(s: &str) -> Option<[u64; N]> {
    let mut out = [0; N];
    let mut parts = s.split(',');
    for slot in &mut out {
        *slot = number(parts.next()?)?;
    }
    if parts.next().is_some() {
        return None;
    }
    Some(out)
}

/// The point of protocol coordinates `(x, y)` on a board of `size`.
fn point(command: CommandName, x: u64, y: u64, size: u8) -> Result<Point, ProtocolError> {
    let off = || ProtocolError::OffBoard {
        command,
        x: u32::try_from(x).unwrap_or(u32::MAX),
        y: u32::try_from(y).unwrap_or(u32::MAX),
        size,
    };
    let (Ok(x32), Ok(y32)) = (u32::try_from(x), u32::try_from(y)) else {
        return Err(off());
    };
    Point::from_gomocup(x32, y32, size).ok_or_else(off)
}

/// A point argument `x,y`.
fn point_arg(command: CommandName, args: &str, size: u8) -> Result<Point, ProtocolError> {
    let [x, y] = numbers::<2>(args).ok_or(ProtocolError::Malformed { command })?;
    point(command, x, y, size)
}

fn no_args<'a>(
    command: CommandName,
    args: &str,
    ok: Command<'a>,
) -> Result<Command<'a>, ProtocolError> {
    if args.is_empty() {
        Ok(ok)
    } else {
        Err(ProtocolError::Malformed { command })
    }
}

/// For an `INFO` line whose key is one the protocol types, that key and what its value must
/// be (the brain's note on a refused value names the value, not the shape of the line).
#[cfg(feature = "alloc")]
pub(crate) fn info_value_expected(line: &str) -> Option<(&'static str, &'static str)> {
    let mut words = line.split_whitespace();
    if !words.next().is_some_and(|w| word_is(w, "INFO")) {
        return None;
    }
    let key = words.next()?;
    words.next()?;
    [
        (
            "timeout_turn",
            "a whole number of milliseconds, 0 to 4294967295",
        ),
        (
            "timeout_match",
            "a whole number of milliseconds, 0 to 4294967295",
        ),
        ("time_left", "a whole number of milliseconds"),
        ("max_memory", "a whole number of bytes"),
        ("game_type", "0, 1, 2 or 3"),
        ("rule", "a Gomocup rule code"),
        ("evaluate", "a point x,y on the board"),
    ]
    .into_iter()
    .find(|(k, _)| word_is(key, k))
}

fn info(args: &str, size: u8) -> Result<Info<'_>, ProtocolError> {
    let malformed = ProtocolError::Malformed {
        command: CommandName::Info,
    };
    let (key, value) = match args.find(|c: char| c.is_ascii_whitespace()) {
        Some(i) => (&args[..i], args[i..].trim()),
        None => (args, ""),
    };
    if key.is_empty() {
        return Err(malformed);
    }
    let small = |v: &str| {
        number(v)
            .and_then(|n| u32::try_from(n).ok())
            .ok_or(malformed)
    };
    Ok(if word_is(key, "timeout_turn") {
        Info::TimeoutTurn(small(value)?)
    } else if word_is(key, "timeout_match") {
        Info::TimeoutMatch(small(value)?)
    } else if word_is(key, "time_left") {
        Info::TimeLeft(signed(value).ok_or(malformed)?)
    } else if word_is(key, "max_memory") {
        Info::MaxMemory(number(value).ok_or(malformed)?)
    } else if word_is(key, "game_type") {
        Info::GameType(
            number(value)
                .and_then(GameType::from_number)
                .ok_or(malformed)?,
        )
    } else if word_is(key, "rule") {
        let code = small(value)?;
        Info::Rule {
            code,
            rules: Rules::from_gomocup(code)?,
        }
    } else if word_is(key, "evaluate") {
        Info::Evaluate(point_arg(CommandName::Info, value, size)?)
    } else if word_is(key, "folder") {
        Info::Folder(value)
    } else {
        Info::Other { key, value }
    })
}

impl<'a> Command<'a> {
    /// Parses one line from the manager; points are read on a board of `size`.
    ///
    /// # Errors
    ///
    /// [`ProtocolError::EmptyLine`] for a blank line, [`ProtocolError::UnknownCommand`]
    /// for a word the protocol does not have, [`ProtocolError::Malformed`] or
    /// [`ProtocolError::OffBoard`] for bad arguments, [`ProtocolError::Rules`] for a
    /// `START` size or an `INFO rule` code the library cannot honour.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, ProtocolError};
    /// assert_eq!(Command::parse("  END \r", 20), Ok(Command::End));
    /// assert_eq!(Command::parse("", 20), Err(ProtocolError::EmptyLine));
    /// assert!(Command::parse("START 40", 20).is_err());
    /// ```
    pub fn parse(line: &'a str, size: u8) -> Result<Command<'a>, ProtocolError> {
        let line = line.trim();
        if line.is_empty() {
            return Err(ProtocolError::EmptyLine);
        }
        let (word, args) = match line.find(|c: char| c.is_ascii_whitespace()) {
            Some(i) => (&line[..i], line[i..].trim()),
            None => (line, ""),
        };
        // Data lines of BOARD and SWAP2BOARD blocks start with a number.
        if line.starts_with(|c: char| c.is_ascii_digit()) {
            let fields = line.split(',').count();
            return match fields {
                3 => {
                    let command = CommandName::Stone;
                    let [x, y, f] =
                        numbers::<3>(line).ok_or(ProtocolError::Malformed { command })?;
                    let field = match f {
                        1 => Field::Own,
                        2 => Field::Opponent,
                        3 => Field::Continuous,
                        _ => return Err(ProtocolError::Malformed { command }),
                    };
                    Ok(Command::Stone {
                        point: point(command, x, y, size)?,
                        field,
                    })
                }
                2 => Ok(Command::Coords(point_arg(CommandName::Coords, line, size)?)),
                _ => Err(ProtocolError::Malformed {
                    command: CommandName::Stone,
                }),
            };
        }
        let name = CommandName::ALL
            .into_iter()
            .filter(|n| !matches!(n, CommandName::Stone | CommandName::Coords))
            .find(|n| word_is(word, n.name()))
            .ok_or(ProtocolError::UnknownCommand)?;
        match name {
            CommandName::Start => {
                let n = number(args).ok_or(ProtocolError::Malformed { command: name })?;
                let size = u32::try_from(n).unwrap_or(u32::MAX);
                match u8::try_from(size) {
                    Ok(s) if (MIN_SIZE..=MAX_SIZE).contains(&s) => Ok(Command::Start(s)),
                    _ => Err(RulesError::SizeOutOfRange { size }.into()),
                }
            }
            CommandName::RectStart => {
                let [w, h] =
                    numbers::<2>(args).ok_or(ProtocolError::Malformed { command: name })?;
                Ok(Command::RectStart {
                    width: u32::try_from(w).unwrap_or(u32::MAX),
                    height: u32::try_from(h).unwrap_or(u32::MAX),
                })
            }
            CommandName::Turn => point_arg(name, args, size).map(Command::Turn),
            CommandName::Takeback => point_arg(name, args, size).map(Command::Takeback),
            CommandName::Play => point_arg(name, args, size).map(Command::Play),
            CommandName::Info => info(args, size).map(Command::Info),
            CommandName::Restart => no_args(name, args, Command::Restart),
            CommandName::Begin => no_args(name, args, Command::Begin),
            CommandName::Board => no_args(name, args, Command::Board),
            CommandName::Done => no_args(name, args, Command::Done),
            CommandName::End => no_args(name, args, Command::End),
            CommandName::About => no_args(name, args, Command::About),
            CommandName::Swap2Board => no_args(name, args, Command::Swap2Board),
            CommandName::Stone | CommandName::Coords => Err(ProtocolError::UnknownCommand),
        }
    }

    /// Parses a line given as bytes (what a pipe delivers).
    ///
    /// # Errors
    ///
    /// [`ProtocolError::InvalidUtf8`] if the bytes are not UTF-8; otherwise as
    /// [`Command::parse`].
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, ProtocolError};
    /// assert_eq!(Command::parse_bytes(b"BEGIN\r\n", 20), Ok(Command::Begin));
    /// assert_eq!(Command::parse_bytes(b"\xff", 20), Err(ProtocolError::InvalidUtf8));
    /// ```
    pub fn parse_bytes(line: &'a [u8], size: u8) -> Result<Command<'a>, ProtocolError> {
        let text = core::str::from_utf8(line).map_err(|_| ProtocolError::InvalidUtf8)?;
        Command::parse(text, size)
    }

    /// The name of the command.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, CommandName};
    /// assert_eq!(Command::Begin.name(), CommandName::Begin);
    /// ```
    #[must_use]
    pub const fn name(&self) -> CommandName {
        match self {
            Command::Start(_) => CommandName::Start,
            Command::RectStart { .. } => CommandName::RectStart,
            Command::Restart => CommandName::Restart,
            Command::Begin => CommandName::Begin,
            Command::Turn(_) => CommandName::Turn,
            Command::Board => CommandName::Board,
            Command::Stone { .. } => CommandName::Stone,
            Command::Coords(_) => CommandName::Coords,
            Command::Done => CommandName::Done,
            Command::Takeback(_) => CommandName::Takeback,
            Command::Play(_) => CommandName::Play,
            Command::Info(_) => CommandName::Info,
            Command::End => CommandName::End,
            Command::About => CommandName::About,
            Command::Swap2Board => CommandName::Swap2Board,
        }
    }

    /// The line as a manager sends it (without the line end), points written for a board
    /// of `size`. Parsing it back gives the same command.
    ///
    /// ```
    /// use gomoku_referee::protocol::{Command, Info};
    /// let cmd = Command::Info(Info::TimeLeft(5000));
    /// assert_eq!(cmd.display(20).to_string(), "INFO time_left 5000");
    /// assert_eq!(Command::parse(&cmd.display(20).to_string(), 20), Ok(cmd));
    /// ```
    #[must_use]
    pub const fn display(&self, size: u8) -> CommandDisplay<'_> {
        CommandDisplay {
            command: self,
            size,
        }
    }
}

/// Writes a point in the protocol's coordinates.
struct Coords(Point, u8);

impl fmt::Display for Coords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A point off the board (which only a caller's mistake makes) prints its row
        // clamped to the top instead of failing.
        let (x, y) = self.0.to_gomocup(self.1).unwrap_or((
            self.0.x(),
            self.1.saturating_sub(1).saturating_sub(self.0.y()),
        ));
        write!(f, "{x},{y}")
    }
}

/// A [`Command`] written as a line of the protocol: see [`Command::display`].
#[derive(Debug, Clone, Copy)]
pub struct CommandDisplay<'a> {
    command: &'a Command<'a>,
    size: u8,
}

impl fmt::Display for CommandDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.size;
        match *self.command {
            Command::Start(n) => write!(f, "START {n}"),
            Command::RectStart { width, height } => write!(f, "RECTSTART {width},{height}"),
            Command::Turn(p) => write!(f, "TURN {}", Coords(p, s)),
            Command::Stone { point, field } => write!(f, "{},{}", Coords(point, s), field.number()),
            Command::Coords(p) => write!(f, "{}", Coords(p, s)),
            Command::Takeback(p) => write!(f, "TAKEBACK {}", Coords(p, s)),
            Command::Play(p) => write!(f, "PLAY {}", Coords(p, s)),
            Command::Info(info) => match info {
                Info::TimeoutTurn(ms) => write!(f, "INFO timeout_turn {ms}"),
                Info::TimeoutMatch(ms) => write!(f, "INFO timeout_match {ms}"),
                Info::TimeLeft(ms) => write!(f, "INFO time_left {ms}"),
                Info::MaxMemory(bytes) => write!(f, "INFO max_memory {bytes}"),
                Info::GameType(t) => write!(f, "INFO game_type {}", t.number()),
                Info::Rule { code, .. } => write!(f, "INFO rule {code}"),
                Info::Evaluate(p) => write!(f, "INFO evaluate {}", Coords(p, s)),
                Info::Folder(dir) => write!(f, "INFO folder {dir}"),
                Info::Other { key, value: "" } => write!(f, "INFO {key}"),
                Info::Other { key, value } => write!(f, "INFO {key} {value}"),
            },
            Command::Restart
            | Command::Begin
            | Command::Board
            | Command::Done
            | Command::End
            | Command::About
            | Command::Swap2Board => f.write_str(self.command.name().name()),
        }
    }
}

/// The brain's self-description, the answer to `ABOUT`:
/// `name="..", version="..", author="..", country=".."`.
///
/// ```
/// use gomoku_referee::protocol::{About, Reply};
/// let about = About { name: "pbrain-gomoku", version: "0.1.0", author: "me", country: "CZ" };
/// assert_eq!(
///     Reply::About(about).display(20).to_string(),
///     r#"name="pbrain-gomoku", version="0.1.0", author="me", country="CZ""#
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct About<'a> {
    /// The brain's name.
    pub name: &'a str,
    /// Its version.
    pub version: &'a str,
    /// Its author.
    pub author: &'a str,
    /// The author's country.
    pub country: &'a str,
}

/// Up to three points on one line (the answers to `SWAP2BOARD`: `7,7 8,7 9,9`).
///
/// ```
/// use gomoku_referee::protocol::Stones;
/// let stones = Stones::new(&["h8".parse()?, "h9".parse()?]).unwrap();
/// assert_eq!(stones.points().len(), 2);
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stones {
    points: [Point; 3],
    len: u8,
}

impl Stones {
    /// The points, in order; `None` for more than three.
    #[must_use]
    pub fn new(points: &[Point]) -> Option<Stones> {
        if points.len() > 3 {
            return None;
        }
        let mut out = [Point::new(0, 0)?; 3];
        out[..points.len()].copy_from_slice(points);
        Some(Stones {
            points: out,
            len: points.len() as u8,
        })
    }

    /// The points, in order.
    ///
    /// ```
    /// use gomoku_referee::protocol::Stones;
    /// assert!(Stones::new(&[]).unwrap().points().is_empty());
    /// ```
    #[must_use]
    pub fn points(&self) -> &[Point] {
        &self.points[..usize::from(self.len)]
    }
}

/// One line from the brain to the manager.
///
/// Text arguments are written on one line: line breaks and every other control character
/// in them become spaces.
///
/// ```
/// use gomoku_referee::protocol::Reply;
/// assert_eq!(Reply::Ok.display(20).to_string(), "OK");
/// assert_eq!(Reply::Error("board size 30 is out of range").display(20).to_string(),
///            "ERROR board size 30 is out of range");
/// assert_eq!(Reply::Unknown("").display(20).to_string(), "UNKNOWN");
/// assert_eq!(Reply::Move("a1".parse()?).display(15).to_string(), "0,14");
/// assert_eq!(Reply::parse("0,14", 15)?, Reply::Move("a1".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reply<'a> {
    /// `OK`: the answer to `START`, `RESTART`, `TAKEBACK`.
    Ok,
    /// `x,y`: the brain's move.
    Move(Point),
    /// `x,y x,y ...`: several stones (the answers to `SWAP2BOARD`).
    Stones(Stones),
    /// `SWAP`: the brain takes the other colour (an answer to `SWAP2BOARD`).
    Swap,
    /// `ERROR message`: a known command the brain cannot carry out.
    Error(&'a str),
    /// `UNKNOWN message`: a command the brain does not know.
    Unknown(&'a str),
    /// `MESSAGE text`: shown to the user.
    Message(&'a str),
    /// `DEBUG text`: for the brain's author.
    Debug(&'a str),
    /// `SUGGEST x,y`: a move the brain proposes; the manager answers `PLAY`.
    Suggest(Point),
    /// The answer to `ABOUT`.
    About(About<'a>),
}

/// Writes text on one line: every control character (CR, LF, NUL, a tab, an escape…)
/// becomes a space, so that the line is one line of plain text for any reader, a C one
/// that stops at a NUL included.
struct OneLine<'a>(&'a str);

impl fmt::Display for OneLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.0.split(char::is_control).enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(part)?;
        }
        Ok(())
    }
}

/// Writes a value of `ABOUT`: on one line, `"` replaced by `'`.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        for (i, part) in self.0.split('"').enumerate() {
            if i > 0 {
                f.write_str("'")?;
            }
            OneLine(part).fmt(f)?;
        }
        f.write_str("\"")
    }
}

/// A [`Reply`] written as a line of the protocol: see [`Reply::display`].
#[derive(Debug, Clone, Copy)]
pub struct ReplyDisplay<'a> {
    reply: &'a Reply<'a>,
    size: u8,
}

impl fmt::Display for ReplyDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = |f: &mut fmt::Formatter<'_>, word: &str, text: &str| {
            if text.trim().is_empty() {
                f.write_str(word)
            } else {
                write!(f, "{word} {}", OneLine(text.trim()))
            }
        };
        match *self.reply {
            Reply::Ok => f.write_str("OK"),
            Reply::Move(p) => Coords(p, self.size).fmt(f),
            Reply::Stones(stones) => {
                for (i, &p) in stones.points().iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    Coords(p, self.size).fmt(f)?;
                }
                Ok(())
            }
            Reply::Swap => f.write_str("SWAP"),
            Reply::Error(text) => word(f, "ERROR", text),
            Reply::Unknown(text) => word(f, "UNKNOWN", text),
            Reply::Message(text) => word(f, "MESSAGE", text),
            Reply::Debug(text) => word(f, "DEBUG", text),
            Reply::Suggest(p) => write!(f, "SUGGEST {}", Coords(p, self.size)),
            Reply::About(a) => write!(
                f,
                "name={}, version={}, author={}, country={}",
                Quoted(a.name),
                Quoted(a.version),
                Quoted(a.author),
                Quoted(a.country)
            ),
        }
    }
}

/// The value of `key="value"` in an `ABOUT` line.
fn about_value<'a>(line: &'a str, key: &str) -> &'a str {
    let mut rest = line;
    while let Some(i) = rest.find('=') {
        let k = rest[..i].trim().trim_start_matches(',').trim();
        let after = &rest[i + 1..];
        let Some(after) = after.trim_start().strip_prefix('"') else {
            return "";
        };
        let end = after.find('"').unwrap_or(after.len());
        if k.eq_ignore_ascii_case(key) {
            return &after[..end];
        }
        rest = after.get(end + 1..).unwrap_or("");
    }
    ""
}

impl<'a> Reply<'a> {
    /// The line as the brain sends it (without the line end), points written for a board
    /// of `size`.
    ///
    /// ```
    /// use gomoku_referee::protocol::Reply;
    /// assert_eq!(Reply::Message("two\nlines").display(20).to_string(), "MESSAGE two lines");
    /// ```
    #[must_use]
    pub const fn display(&'a self, size: u8) -> ReplyDisplay<'a> {
        ReplyDisplay { reply: self, size }
    }

    /// Parses a line of a brain, as a manager reads it; points on a board of `size`.
    ///
    /// # Errors
    ///
    /// [`ProtocolError::EmptyLine`] for a blank line, [`ProtocolError::OffBoard`] for a
    /// point off the board, [`ProtocolError::UnknownCommand`] for anything else that is not
    /// a reply of the protocol.
    ///
    /// ```
    /// use gomoku_referee::protocol::Reply;
    /// assert_eq!(Reply::parse("ok", 20), Ok(Reply::Ok));
    /// assert_eq!(Reply::parse("ERROR no", 20), Ok(Reply::Error("no")));
    /// let about = Reply::parse(r#"name="x", version="1", author="a", country="b""#, 20);
    /// assert!(matches!(about, Ok(Reply::About(a)) if a.name == "x" && a.country == "b"));
    /// ```
    pub fn parse(line: &'a str, size: u8) -> Result<Reply<'a>, ProtocolError> {
        let line = line.trim();
        if line.is_empty() {
            return Err(ProtocolError::EmptyLine);
        }
        let (word, rest) = match line.find(|c: char| c.is_ascii_whitespace()) {
            Some(i) => (&line[..i], line[i..].trim()),
            None => (line, ""),
        };
        if line.starts_with(|c: char| c.is_ascii_digit()) {
            let mut points = [Point::new(0, 0).ok_or(ProtocolError::UnknownCommand)?; 3];
            let mut n = 0;
            for part in line.split_ascii_whitespace() {
                if n == 3 {
                    return Err(ProtocolError::UnknownCommand);
                }
                points[n] = point_arg(CommandName::Coords, part, size).map_err(|e| match e {
                    ProtocolError::Malformed { .. } => ProtocolError::UnknownCommand,
                    e => e,
                })?;
                n += 1;
            }
            return Ok(if n == 1 {
                Reply::Move(points[0])
            } else {
                Reply::Stones(Stones::new(&points[..n]).ok_or(ProtocolError::UnknownCommand)?)
            });
        }
        if word_is(word, "OK") {
            return Ok(Reply::Ok);
        }
        if word_is(word, "SWAP") && rest.is_empty() {
            return Ok(Reply::Swap);
        }
        if word_is(word, "ERROR") {
            return Ok(Reply::Error(rest));
        }
        if word_is(word, "UNKNOWN") {
            return Ok(Reply::Unknown(rest));
        }
        if word_is(word, "MESSAGE") {
            return Ok(Reply::Message(rest));
        }
        if word_is(word, "DEBUG") {
            return Ok(Reply::Debug(rest));
        }
        if word_is(word, "SUGGEST") {
            return point_arg(CommandName::Coords, rest, size)
                .map(Reply::Suggest)
                .map_err(|_| ProtocolError::UnknownCommand);
        }
        if line.contains("=\"") {
            return Ok(Reply::About(About {
                name: about_value(line, "name"),
                version: about_value(line, "version"),
                author: about_value(line, "author"),
                country: about_value(line, "country"),
            }));
        }
        Err(ProtocolError::UnknownCommand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::p;
    use std::string::ToString;

    #[test]
    fn coordinates_count_rows_from_the_top() {
        assert_eq!(Command::parse("TURN 0,0", 15), Ok(Command::Turn(p("a15"))));
        assert_eq!(Command::parse("TURN 14,14", 15), Ok(Command::Turn(p("o1"))));
        assert_eq!(Command::parse("TURN 7,7", 15), Ok(Command::Turn(p("h8"))));
        assert_eq!(Reply::Move(p("a1")).display(20).to_string(), "0,19");
    }

    #[test]
    fn every_command_word_parses_in_any_case() {
        for (line, want) in [
            ("START 20", Command::Start(20)),
            ("start 5", Command::Start(5)),
            (
                "RECTSTART 30,20",
                Command::RectStart {
                    width: 30,
                    height: 20,
                },
            ),
            ("Restart", Command::Restart),
            ("BEGIN", Command::Begin),
            ("board", Command::Board),
            ("DONE", Command::Done),
            ("END", Command::End),
            ("ABOUT", Command::About),
            ("SWAP2BOARD", Command::Swap2Board),
            ("TAKEBACK 9,10", Command::Takeback(p("j9"))),
            ("PLAY 12,10", Command::Play(p("m9"))),
            ("7,7", Command::Coords(p("h12"))),
            (
                "7,7,3",
                Command::Stone {
                    point: p("h12"),
                    field: Field::Continuous,
                },
            ),
        ] {
            assert_eq!(Command::parse(line, 19), Ok(want), "{line}");
            assert_eq!(Command::parse(&want.display(19).to_string(), 19), Ok(want));
        }
    }

    #[test]
    fn info_keys_are_typed() {
        let i = |line| match Command::parse(line, 20) {
            Ok(Command::Info(info)) => Ok(info),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(i("INFO timeout_turn 0"), Ok(Info::TimeoutTurn(0)));
        assert_eq!(
            i("INFO timeout_match 300000"),
            Ok(Info::TimeoutMatch(300_000))
        );
        assert_eq!(
            i("INFO time_left 2147483647"),
            Ok(Info::TimeLeft(UNLIMITED_TIME_LEFT))
        );
        assert_eq!(i("INFO time_left -250"), Ok(Info::TimeLeft(-250)));
        assert_eq!(
            i("INFO max_memory 83886080"),
            Ok(Info::MaxMemory(83_886_080))
        );
        assert_eq!(i("INFO game_type 1"), Ok(Info::GameType(GameType::Brain)));
        assert_eq!(
            i("INFO rule 1"),
            Ok(Info::Rule {
                code: 1,
                rules: Rules::standard()
            })
        );
        assert_eq!(
            i("INFO rule 9"),
            Ok(Info::Rule {
                code: 9,
                rules: Rules::caro()
            })
        );
        assert_eq!(
            i("INFO rule 3"),
            Err(ProtocolError::Rules(RulesError::UnsupportedGomocupCode {
                code: 3
            }))
        );
        assert_eq!(i("INFO evaluate 0,0"), Ok(Info::Evaluate(p("a20"))));
        assert_eq!(i("INFO folder C:\\x y"), Ok(Info::Folder("C:\\x y")));
        assert_eq!(i("INFO TIMEOUT_TURN 5"), Ok(Info::TimeoutTurn(5)));
        let malformed = Err(ProtocolError::Malformed {
            command: CommandName::Info,
        });
        assert_eq!(i("INFO timeout_turn -5"), malformed);
        assert_eq!(i("INFO timeout_turn"), malformed);
        assert_eq!(i("INFO game_type 4"), malformed);
        assert_eq!(i("INFO"), malformed);
    }

    #[test]
    fn bad_lines_are_typed_errors() {
        use ProtocolError::*;
        let m = |command| Err(Malformed { command });
        for (line, want) in [
            ("   \r", Err(EmptyLine)),
            ("HELLO 1", Err(UnknownCommand)),
            ("TURN", m(CommandName::Turn)),
            ("TURN 1", m(CommandName::Turn)),
            ("TURN 1,2,3", m(CommandName::Turn)),
            ("TURN a,b", m(CommandName::Turn)),
            ("TURN -1,2", m(CommandName::Turn)),
            ("TURN 99999999999999999999999,1", m(CommandName::Turn)),
            ("BEGIN now", m(CommandName::Begin)),
            ("START", m(CommandName::Start)),
            (
                "START 4",
                Err(Rules(RulesError::SizeOutOfRange { size: 4 })),
            ),
            (
                "START 300",
                Err(Rules(RulesError::SizeOutOfRange { size: 300 })),
            ),
            ("1,2,4", m(CommandName::Stone)),
            ("1,2,3,4", m(CommandName::Stone)),
            ("1", m(CommandName::Stone)),
            (
                "TURN 4294967296,0",
                Err(OffBoard {
                    command: CommandName::Turn,
                    x: u32::MAX,
                    y: 0,
                    size: 20,
                }),
            ),
        ] {
            assert_eq!(Command::parse(line, 20), want, "{line:?}");
        }
        assert_eq!(
            Command::parse("TAKEBACK 3,25", 20).unwrap_err().to_string(),
            "TAKEBACK 3,25 is off the 20x20 board"
        );
        assert_eq!(
            Command::parse("TURN x", 20).unwrap_err().to_string(),
            "TURN expects a point x,y counted from 0 at the top left, like 10,10"
        );
    }

    #[test]
    fn replies_print_on_one_line_and_parse_back() {
        let about = About {
            name: "a\"b",
            version: "1\n2",
            author: "x",
            country: "y",
        };
        assert_eq!(
            Reply::About(about).display(20).to_string(),
            "name=\"a'b\", version=\"1 2\", author=\"x\", country=\"y\""
        );
        let stones = Stones::new(&[p("h8"), p("i8"), p("j10")]).unwrap();
        assert_eq!(Reply::Stones(stones).display(15).to_string(), "7,7 8,7 9,5");
        assert_eq!(Reply::parse("7,7 8,7 9,5", 15), Ok(Reply::Stones(stones)));
        assert_eq!(Reply::parse("SWAP", 15), Ok(Reply::Swap));
        assert_eq!(Reply::parse("SUGGEST 7,7", 15), Ok(Reply::Suggest(p("h8"))));
        assert_eq!(
            Reply::Suggest(p("h8")).display(15).to_string(),
            "SUGGEST 7,7"
        );
        assert_eq!(Reply::parse("DEBUG x", 15), Ok(Reply::Debug("x")));
        assert_eq!(
            Reply::parse("MESSAGE hi there", 15),
            Ok(Reply::Message("hi there"))
        );
        assert_eq!(Reply::parse("what", 15), Err(ProtocolError::UnknownCommand));
        assert_eq!(Stones::new(&[p("a1"); 4]), None);
    }

    /// A reply is one line of text for a C reader too: no control character of the text
    /// it quotes (a NUL, a tab, an escape, a line break) reaches it.
    #[test]
    fn replies_carry_no_control_character() {
        let text = "bad\0word\tand\u{1b}[31m\r\nend";
        for reply in [
            Reply::Unknown(text),
            Reply::Error(text),
            Reply::Message(text),
            Reply::Debug(text),
        ] {
            let line = reply.display(15).to_string();
            assert!(!line.chars().any(char::is_control), "{line:?}");
            assert!(line.ends_with("bad word and [31m  end"), "{line:?}");
        }
        let about = About {
            name: "a\0b",
            version: "1",
            author: "x",
            country: "y",
        };
        let line = Reply::About(about).display(20).to_string();
        assert!(line.starts_with("name=\"a b\""), "{line:?}");
    }

    #[test]
    fn errors_name_their_command() {
        assert_eq!(ProtocolError::UnknownCommand.command(), None);
        assert_eq!(
            Command::parse("START 3", 20).unwrap_err().command(),
            Some(CommandName::Start)
        );
        for e in [
            ProtocolError::EmptyLine,
            ProtocolError::InvalidUtf8,
            ProtocolError::UnknownCommand,
        ] {
            let msg = e.to_string();
            assert!(
                !msg.ends_with('.') && !msg.starts_with(char::is_uppercase),
                "{msg}"
            );
        }
    }
}
