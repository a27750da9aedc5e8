//! SGF FF\[4\] with GM\[4\] (gomoku and renju), RULES.md §11.
//!
//! Coordinates: a move is `B[..]` or `W[..]` with two lower-case letters, column then row,
//! `a` the first column; `B[]`/`W[]` is a pass. Per the SGF standard `a` is the TOP row, so
//! `hh` is h8 on 15×15 and `aa` is a15 ([`SgfRows::FromTop`], the default). Some renju
//! programs (and the `renju` Python package) count rows from the bottom, `aa` = a1: read
//! and write those with [`SgfRows::FromBottom`]; the record says which was used.
//!
//! Read: `SZ` (square, 5..=26; 15 when absent), `GM` (4, or absent), `RU` (the rules text
//! of RULES.md §4, read exactly, gives [`Record::rules`]; an opening name of §7 gives
//! [`Record::opening`], and renju for the renju opening rules; the text is kept in
//! `rules_name` and any other text gives no rules), `PB`, `PW`,
//! `EV`, `DT`, `RE` (`B+`, `W+`, with `R`/`Resign` a resignation and `T`/`Time` a
//! timeout; `0`, `Draw`, `D` a draw; anything else after `B+`/`W+` keeps the winner and the
//! text), `C` on every node, and on the root the set-up properties `AB`, `AW`, `AE`
//! (points or `aa:cc` rectangles) and `PL`. Every other property is kept in its node,
//! in order, and written back. Values are kept as written except for escapes: `\x` is `x`,
//! and a backslash before a line break removes the break (a soft line break). `FF` and
//! `CA` are not checked: the input must be UTF-8. Text before the first `(` is skipped,
//! as the standard advises. The whole tree is read, with no recursion, so variations
//! nested 10,000 deep read and write without exhausting the stack.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::text::parse_int;
use super::{
    Format, Location, Node, NodeExtra, Property, Record, RecordError, RecordErrorKind, RecordMove,
    RecordWarning, RecordedResult, Tree, WarningKind,
};
use alloc::string::ToString;

use crate::{Color, MAX_SIZE, MIN_SIZE, Move, Opening, OpeningAction, Point, Rules, Termination};

/// Which way SGF rows count.
///
/// ```
/// use gomoku_referee::record::SgfRows;
/// assert_eq!(SgfRows::default(), SgfRows::FromTop);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SgfRows {
    /// `a` is the top row: the SGF standard.
    #[default]
    FromTop,
    /// `a` is the bottom row, as some renju programs write.
    FromBottom,
}

/// Options of the SGF reader.
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions, SgfRows};
/// let bottom = SgfOptions { rows: SgfRows::FromBottom, ..SgfOptions::default() };
/// let record = read_sgf("(;GM[4]SZ[15];B[aa])", bottom)?;
/// assert_eq!(record.moves().next().unwrap().mv.to_string(), "a1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SgfOptions {
    /// The row convention.
    pub rows: SgfRows,
    /// Read the dialects of the field (RULES.md §11: ORC Game Center's `GM[5]`, its `5A`
    /// fifth-move offers and trailing empty node, a `tt` pass, the rule in `GN`, text
    /// between games), each bend a [`RecordWarning`] on the record. Off by default: the
    /// strict reader refuses them, naming the offending byte.
    pub lenient: bool,
}

/// Reads the first game of an SGF collection.
///
/// # Errors
///
/// [`RecordError`] with the line and column: a syntax error
/// ([`RecordErrorKind::Expected`]), a value or the tree cut short
/// ([`RecordErrorKind::UnexpectedEnd`]), a backslash at the end
/// ([`RecordErrorKind::BadEscape`]), a point off the board or not two letters, a size out
/// of range or not square, a game other than GM\[4\], text that is not UTF-8,
/// [`RecordErrorKind::NoGame`] for an input without a game.
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions};
/// let record = read_sgf("(;GM[4]SZ[15]C[start];B[hh]C[centre](;W[ig])(;W[ii]))", SgfOptions::default())?;
/// assert!(record.tree.has_variations());
/// let moves: Vec<String> = record.moves().map(|m| m.mv.to_string()).collect();
/// assert_eq!(moves, ["h8", "i9"]);
/// assert_eq!(record.comment(), Some("start"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_sgf(input: impl AsRef<[u8]>, options: SgfOptions) -> Result<Record, RecordError> {
    let input = input.as_ref();
    match SgfGames::new(input, options).next() {
        Some(result) => result,
        None => Err(RecordError::new(
            Format::Sgf,
            RecordErrorKind::NoGame,
            input,
            input.len(),
        )),
    }
}

/// Reads every game of an SGF collection `(;...)(;...)`.
///
/// # Errors
///
/// As [`read_sgf`], for the first game in error; an input without a game gives an empty
/// list. The games are read one by one, as [`SgfGames`] and the stream
/// [`SgfCollectionReader`] read them, so the three agree on every input.
///
/// ```
/// use gomoku_referee::record::{read_sgf_collection, SgfOptions};
/// let games = read_sgf_collection("(;GM[4];B[hh])\n(;GM[4];B[ii])", SgfOptions::default())?;
/// assert_eq!(games.len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_sgf_collection(
    input: impl AsRef<[u8]>,
    options: SgfOptions,
) -> Result<Vec<Record>, RecordError> {
    SgfGames::new(input.as_ref(), options).collect()
}

/// Where a piece of a larger input starts: its byte offset, 1-based line and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Origin {
    offset: usize,
    line: usize,
    column: usize,
}

impl Origin {
    const START: Origin = Origin {
        offset: 0,
        line: 1,
        column: 1,
    };

    /// A location inside the piece, as a location in the whole input.
    fn shift(self, at: Location) -> Location {
        Location {
            offset: self.offset + at.offset,
            line: self.line + at.line - 1,
            column: if at.line == 1 {
                self.column + at.column - 1
            } else {
                at.column
            },
        }
    }

    /// The origin as a location.
    fn location(self) -> Location {
        Location {
            offset: self.offset,
            line: self.line,
            column: self.column,
        }
    }

    /// The origin just after `bytes`, which start here.
    fn after(self, bytes: &[u8]) -> Origin {
        let lines = bytes.iter().filter(|&&b| b == b'\n').count();
        let column = match bytes.iter().rposition(|&b| b == b'\n') {
            Some(i) => bytes.len() - i,
            None => self.column + bytes.len(),
        };
        Origin {
            offset: self.offset + bytes.len(),
            line: self.line + lines,
            column,
        }
    }
}

/// What [`Splitter::scan`] found in a run of bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scan {
    /// The first `n` bytes come before the first game tree: skipped, never read.
    Prefix(usize),
    /// All `n` bytes belong to the current piece, which goes on.
    More(usize),
    /// The first `n` bytes end the current piece: a whole game tree (with the blanks
    /// before it), or a byte that cannot start one (the parser then names it).
    End(usize),
}

/// Cuts an SGF collection into its game trees without reading them: it follows the
/// parentheses outside values and the values' escapes, as the parser does, so that each
/// piece is exactly what the parser reads as one game (RULES.md §11).
#[derive(Debug, Clone, Copy, Default)]
struct Splitter {
    started: bool,
    depth: usize,
    in_value: bool,
    escape: bool,
    /// Lenient: text between games that is no game is skipped as the text before the
    /// first one is (and `skipped` says so).
    lenient: bool,
    /// Where, in the bytes of the last scan, skipped text between games began.
    skipped: Option<usize>,
}

impl Splitter {
    fn new(options: SgfOptions) -> Splitter {
        Splitter {
            lenient: options.lenient,
            ..Splitter::default()
        }
    }

    fn scan(&mut self, bytes: &[u8]) -> Scan {
        if self.lenient && self.started && self.depth == 0 && !self.in_value {
            // Between games: blanks, then a game, or text that is skipped.
            let blanks = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
            if blanks < bytes.len() && bytes[blanks] != b'(' {
                self.skipped = Some(blanks);
                let skip = bytes[blanks..]
                    .iter()
                    .position(|&b| b == b'(')
                    .map_or(bytes.len(), |i| blanks + i);
                return Scan::Prefix(skip);
            }
        }
        if !self.started {
            match bytes.iter().position(|&b| b == b'(') {
                Some(0) => self.started = true,
                Some(i) => return Scan::Prefix(i),
                None => return Scan::Prefix(bytes.len()),
            }
        }
        for (i, &b) in bytes.iter().enumerate() {
            if self.in_value {
                if self.escape {
                    self.escape = false;
                } else if b == b'\\' {
                    self.escape = true;
                } else if b == b']' {
                    self.in_value = false;
                }
                continue;
            }
            if self.depth == 0 {
                if b.is_ascii_whitespace() {
                    continue;
                }
                if b != b'(' {
                    return Scan::End(i + 1);
                }
            }
            match b {
                b'[' => self.in_value = true,
                b'(' => self.depth += 1,
                b')' => {
                    self.depth -= 1;
                    if self.depth == 0 {
                        return Scan::End(i + 1);
                    }
                }
                _ => {}
            }
        }
        Scan::More(bytes.len())
    }
}

/// Reads one piece cut by the [`Splitter`]: its game, `None` for blanks alone.
fn read_piece(
    piece: &[u8],
    origin: Origin,
    options: SgfOptions,
    skipped: Option<Location>,
) -> Result<Option<Record>, RecordError> {
    let mut record = Parser::new(piece, options, origin)?.next_game()?;
    if let (Some(record), Some(at)) = (&mut record, skipped) {
        record.warnings.insert(
            0,
            RecordWarning::new(
                WarningKind::SkippedText,
                at,
                "text between games that is no game was skipped",
            ),
        );
    }
    Ok(record)
}

/// The games of an SGF collection in memory, read one at a time: an iterator of
/// `Result<Record, RecordError>` that ends after the first error. Each game is read when
/// it is asked for, so a caller may stop early; errors give their place in the whole
/// input.
///
/// ```
/// use gomoku_referee::record::{SgfGames, SgfOptions};
/// let mut games = SgfGames::new(b"(;GM[4];B[hh])\n(;GM[4];B[zz])", SgfOptions::default());
/// assert_eq!(games.next().unwrap()?.moves().count(), 1);
/// let err = games.next().unwrap().unwrap_err();
/// assert_eq!((err.location.line, err.location.column), (2, 10));
/// assert!(games.next().is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct SgfGames<'a> {
    input: &'a [u8],
    at: usize,
    origin: Origin,
    splitter: Splitter,
    options: SgfOptions,
    done: bool,
    /// Where text between games was skipped (lenient), for the next game's warning.
    skipped: Option<Location>,
}

impl<'a> SgfGames<'a> {
    /// The games of `input`.
    #[must_use]
    pub fn new(input: &'a [u8], options: SgfOptions) -> SgfGames<'a> {
        SgfGames {
            input,
            at: 0,
            origin: Origin::START,
            splitter: Splitter::new(options),
            options,
            done: false,
            skipped: None,
        }
    }
}

impl Iterator for SgfGames<'_> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut start = self.at;
        loop {
            let rest = &self.input[self.at..];
            match self.splitter.scan(rest) {
                Scan::Prefix(n) => {
                    if let Some(k) = self.splitter.skipped.take() {
                        self.skipped
                            .get_or_insert(self.origin.after(&rest[..k]).location());
                    }
                    self.origin = self.origin.after(&rest[..n]);
                    self.at += n;
                    start = self.at;
                    if n == rest.len() {
                        self.done = true;
                        return None;
                    }
                }
                Scan::More(n) => {
                    self.at += n;
                    self.done = true;
                    break;
                }
                Scan::End(n) => {
                    self.at += n;
                    break;
                }
            }
        }
        let piece = &self.input[start..self.at];
        let result = read_piece(piece, self.origin, self.options, self.skipped.take());
        self.origin = self.origin.after(piece);
        match result {
            Ok(Some(record)) => Some(Ok(record)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

/// The games of an SGF collection read from a stream (a file of any size), one at a time,
/// in the memory of one game: an iterator of `Result<Record, StreamError>` that ends after
/// the first error. It reads exactly what [`read_sgf_collection`] reads, with the same
/// errors at the same places (feature `std`).
///
/// ```
/// use gomoku_referee::record::{SgfCollectionReader, SgfOptions};
/// let file = std::io::Cursor::new("(;GM[4];B[hh])(;GM[4];B[ii];W[jj])");
/// let moves: Vec<usize> = SgfCollectionReader::new(file, SgfOptions::default())
///     .map(|game| game.map(|record| record.moves().count()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(moves, [1, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "std")]
pub struct SgfCollectionReader<R> {
    input: R,
    piece: Vec<u8>,
    origin: Origin,
    splitter: Splitter,
    options: SgfOptions,
    done: bool,
    skipped: Option<Location>,
}

#[cfg(feature = "std")]
impl<R> core::fmt::Debug for SgfCollectionReader<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SgfCollectionReader")
            .field("offset", &self.origin.offset)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

#[cfg(feature = "std")]
impl<R: std::io::BufRead> SgfCollectionReader<R> {
    /// The games of `input`.
    pub fn new(input: R, options: SgfOptions) -> SgfCollectionReader<R> {
        SgfCollectionReader {
            input,
            piece: Vec::new(),
            origin: Origin::START,
            splitter: Splitter::new(options),
            options,
            done: false,
            skipped: None,
        }
    }

    /// The input, to reach what it holds (its own record of a failed read, say).
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.input
    }
}

#[cfg(feature = "std")]
impl SgfCollectionReader<std::io::BufReader<std::fs::File>> {
    /// The games of the file at `path`.
    ///
    /// # Errors
    ///
    /// The file cannot be opened.
    pub fn open(
        path: impl AsRef<std::path::Path>,
        options: SgfOptions,
    ) -> std::io::Result<SgfCollectionReader<std::io::BufReader<std::fs::File>>> {
        let file = std::fs::File::open(path)?;
        Ok(SgfCollectionReader::new(
            std::io::BufReader::new(file),
            options,
        ))
    }
}

#[cfg(feature = "std")]
impl<R: std::io::BufRead> Iterator for SgfCollectionReader<R> {
    type Item = Result<Record, super::StreamError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        self.piece.clear();
        loop {
            let bytes = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Some(Err(super::StreamError::Io(e.kind())));
                }
            };
            if bytes.is_empty() {
                self.done = true;
                break;
            }
            match self.splitter.scan(bytes) {
                Scan::Prefix(n) => {
                    // Blanks kept for the piece belong to no game: the piece starts anew.
                    self.origin = self.origin.after(&self.piece);
                    self.piece.clear();
                    if let Some(k) = self.splitter.skipped.take() {
                        self.skipped
                            .get_or_insert(self.origin.after(&bytes[..k]).location());
                    }
                    self.origin = self.origin.after(&bytes[..n]);
                    self.input.consume(n);
                }
                Scan::More(n) => {
                    self.piece.extend_from_slice(bytes);
                    self.input.consume(n);
                }
                Scan::End(n) => {
                    self.piece.extend_from_slice(&bytes[..n]);
                    self.input.consume(n);
                    break;
                }
            }
        }
        if self.piece.is_empty() {
            return None;
        }
        let result = read_piece(&self.piece, self.origin, self.options, self.skipped.take());
        self.origin = self.origin.after(&self.piece);
        match result {
            Ok(Some(record)) => Some(Ok(record)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(super::StreamError::Record(e)))
            }
        }
    }
}

/// A move property read on the fast path: its node, colour, the byte range of its value
/// and the offset of its `[` (for errors).
struct RawMove {
    node: usize,
    color: Color,
    value: (usize, usize),
    at: usize,
}

/// The reader of one game tree (a piece cut by the [`Splitter`]), which starts at
/// `origin` of the whole input.
struct Parser<'a> {
    input: &'a [u8],
    at: usize,
    options: SgfOptions,
    origin: Origin,
    /// What the lenient reader bent, in the order met.
    warnings: core::cell::RefCell<Vec<RecordWarning>>,
}

impl<'a> Parser<'a> {
    fn new(
        input: &'a [u8],
        options: SgfOptions,
        origin: Origin,
    ) -> Result<Parser<'a>, RecordError> {
        let parser = Parser {
            input,
            at: 0,
            options,
            origin,
            warnings: core::cell::RefCell::new(Vec::new()),
        };
        if let Err(e) = core::str::from_utf8(input) {
            return Err(parser.err(RecordErrorKind::InvalidUtf8, e.valid_up_to()));
        }
        Ok(parser)
    }

    fn err(&self, kind: RecordErrorKind, at: usize) -> RecordError {
        let mut e = RecordError::new(Format::Sgf, kind, self.input, at);
        e.location = self.origin.shift(e.location);
        e
    }

    /// Notes a bend of the lenient reader at byte `at` of the piece.
    fn warn(&self, kind: WarningKind, at: usize, text: impl Into<String>) {
        let location = self.origin.shift(Location::in_text(self.input, at));
        let warning = RecordWarning::new(kind, location, text);
        self.warnings.borrow_mut().push(warning);
    }

    fn skip_ws(&mut self) {
        while self.at < self.input.len() && self.input[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.at).copied()
    }

    /// The next game tree, or `None` at the end of the input.
    fn next_game(&mut self) -> Result<Option<Record>, RecordError> {
        // What comes before the first game tree was skipped by the splitter.
        self.skip_ws();
        match self.peek() {
            None => return Ok(None),
            Some(b'(') => {}
            Some(_) => {
                return Err(self.err(RecordErrorKind::Expected { expected: "'('" }, self.at));
            }
        }
        let mut tree = Tree::new();
        let mut has_root = false;
        // The offset of each property's first value, node by node (for errors).
        let mut offsets: Vec<Vec<usize>> = Vec::new();
        // Moves read on the fast path (see `fast_move`), made points once the size is known.
        let mut moves: Vec<RawMove> = Vec::new();
        // The node each open '(' returns to.
        let mut stack: Vec<Option<usize>> = Vec::new();
        let mut cur: Option<usize> = None;
        loop {
            self.skip_ws();
            let Some(b) = self.peek() else {
                return Err(self.err(RecordErrorKind::UnexpectedEnd, self.at));
            };
            match b {
                b'(' => {
                    self.at += 1;
                    stack.push(cur);
                    self.skip_ws();
                    if self.peek() != Some(b';') {
                        if self.peek().is_none() {
                            return Err(self.err(RecordErrorKind::UnexpectedEnd, self.at));
                        }
                        return Err(
                            self.err(RecordErrorKind::Expected { expected: "';'" }, self.at)
                        );
                    }
                }
                b')' => {
                    // Lenient: an empty node at the end of a line (ORC Game Center's `;)`)
                    // is dropped.
                    if let Some(node) = cur.filter(|&n| self.options.lenient && n > 0) {
                        let last = tree.nodes.len() - 1;
                        let empty = node == last
                            && tree.nodes[node] == Node::default_linked(&tree.nodes[node])
                            && moves.last().is_none_or(|m| m.node != node);
                        if empty {
                            self.warn(WarningKind::EmptyNode, self.at, "an empty node dropped");
                            tree.remove_last();
                            offsets.pop();
                        }
                    }
                    self.at += 1;
                    // Every ')' has its '(' on the stack: the loop ends when it empties.
                    cur = stack.pop().flatten();
                    if stack.is_empty() {
                        break;
                    }
                }
                b';' => {
                    self.at += 1;
                    let index = match cur {
                        None if !has_root => {
                            has_root = true;
                            0
                        }
                        None => {
                            // A second root inside one game tree: `((;a)(;b))`.
                            return Err(self.err(
                                RecordErrorKind::Expected {
                                    expected: "one root node",
                                },
                                self.at - 1,
                            ));
                        }
                        Some(parent) => tree.add_child(parent, Node::default()),
                    };
                    offsets.push(Vec::new());
                    cur = Some(index);
                }
                b'A'..=b'Z' | b'a'..=b'z' => {
                    let Some(node) = cur else {
                        return Err(
                            self.err(RecordErrorKind::Expected { expected: "';'" }, self.at)
                        );
                    };
                    let start = self.at;
                    if let Some(m) = self.fast_move(node)? {
                        moves.push(m);
                        continue;
                    }
                    let mut id = String::new();
                    while let Some(c @ (b'A'..=b'Z' | b'a'..=b'z')) = self.peek() {
                        // FF[3] style long names (`AddBlack`): the lower-case letters do
                        // not count.
                        if c.is_ascii_uppercase() {
                            id.push(char::from(c));
                        }
                        self.at += 1;
                    }
                    if id.is_empty() {
                        return Err(self.err(
                            RecordErrorKind::Expected {
                                expected: "an upper-case property name",
                            },
                            start,
                        ));
                    }
                    let (values, first) = self.values()?;
                    tree.nodes[node]
                        .extra_mut()
                        .properties
                        .push(Property { id, values });
                    offsets[node].push(first.unwrap_or(start));
                }
                b'0'..=b'9' if self.options.lenient && cur.is_some() => {
                    // ORC Game Center's `5A`: a name SGF does not allow, kept as written.
                    let start = self.at;
                    let mut id = String::new();
                    while let Some(c @ (b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z')) = self.peek() {
                        if !c.is_ascii_lowercase() {
                            id.push(char::from(c));
                        }
                        self.at += 1;
                    }
                    self.warn(
                        WarningKind::PropertyName,
                        start,
                        alloc::format!("the property name {id} is not upper-case letters"),
                    );
                    let node = cur.unwrap_or(0);
                    let (values, first) = self.values()?;
                    tree.nodes[node]
                        .extra_mut()
                        .properties
                        .push(Property { id, values });
                    offsets[node].push(first.unwrap_or(start));
                }
                _ => {
                    return Err(self.err(
                        RecordErrorKind::Expected {
                            expected: "'(', ')', ';' or a property",
                        },
                        self.at,
                    ));
                }
            }
        }
        self.interpret(tree, &offsets, &moves).map(Some)
    }

    /// A property's values (one at least), and the offset of the first `[`.
    fn values(&mut self) -> Result<(Vec<String>, Option<usize>), RecordError> {
        let mut values = Vec::new();
        let mut first = None;
        loop {
            self.skip_ws();
            if self.peek() != Some(b'[') {
                break;
            }
            first.get_or_insert(self.at);
            values.push(self.value()?);
        }
        if values.is_empty() {
            if self.peek().is_none() {
                return Err(self.err(RecordErrorKind::UnexpectedEnd, self.at));
            }
            return Err(self.err(RecordErrorKind::Expected { expected: "'['" }, self.at));
        }
        Ok((values, first))
    }

    /// The common move property, `B[hh]` or `W[]` alone in a node other than the root,
    /// with no escape: read without allocating (a node's move is most of an SGF file).
    /// `None`, with nothing consumed, for anything else (then read as any property).
    fn fast_move(&mut self, node: usize) -> Result<Option<RawMove>, RecordError> {
        let rest = &self.input[self.at..];
        let color = match rest {
            [b'B', b'[', ..] => Color::Black,
            [b'W', b'[', ..] => Color::White,
            _ => return Ok(None),
        };
        if node == 0 {
            return Ok(None);
        }
        let Some(close) = rest[2..].iter().position(|&b| b == b']' || b == b'\\') else {
            return Ok(None);
        };
        if rest[2 + close] != b']' {
            return Ok(None);
        }
        let value = (self.at + 2, self.at + 2 + close);
        let at = self.at + 1;
        let after = self.at + 3 + close;
        // A second value (`B[hh][ii]`) is left to the general path, which refuses it.
        let next = self.input[after..]
            .iter()
            .find(|b| !b.is_ascii_whitespace());
        if next == Some(&b'[') {
            return Ok(None);
        }
        self.at = after;
        Ok(Some(RawMove {
            node,
            color,
            value,
            at,
        }))
    }

    /// A property value from its `[` to its `]`, unescaped.
    fn value(&mut self) -> Result<String, RecordError> {
        self.at += 1; // '['
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(b) = self.peek() else {
                return Err(self.err(RecordErrorKind::UnexpectedEnd, self.at));
            };
            self.at += 1;
            match b {
                b']' => break,
                b'\\' => {
                    let Some(next) = self.peek() else {
                        return Err(self.err(RecordErrorKind::BadEscape, self.at - 1));
                    };
                    self.at += 1;
                    match next {
                        // A soft line break: `\` + `\n`, `\r\n`, `\n\r` or `\r` is removed.
                        b'\n' | b'\r' => {
                            let other = if next == b'\n' { b'\r' } else { b'\n' };
                            if self.peek() == Some(other) {
                                self.at += 1;
                            }
                        }
                        _ => out.push(next),
                    }
                }
                _ => out.push(b),
            }
        }
        // The input is UTF-8 and only ASCII backslashes were removed.
        String::from_utf8(out).map_err(|_| self.err(RecordErrorKind::InvalidUtf8, self.at))
    }

    /// Lenient: whether a move's value is `tt` on a board it does not fit (FF\[3\]'s pass,
    /// which ORC Game Center writes where a game ended), then dropped with a warning: the
    /// node keeps no move.
    fn is_tt(&self, value: &str, size: u8, at: usize) -> bool {
        let tt = self.options.lenient && value == "tt" && size <= 19;
        if tt {
            self.warn(
                WarningKind::TtMove,
                at,
                "the move tt (off this board) dropped: the game ends there",
            );
        }
        tt
    }

    /// A point from two letters, or `None` for a pass (an empty value).
    fn point(&self, value: &str, size: u8, at: usize) -> Result<Option<Point>, RecordError> {
        let b = value.as_bytes();
        if b.is_empty() {
            return Ok(None);
        }
        let letter = |c: u8| -> Option<i64> {
            match c {
                b'a'..=b'z' => Some(i64::from(c - b'a')),
                b'A'..=b'Z' => Some(i64::from(c - b'A') + 26),
                _ => None,
            }
        };
        let (Some(x), Some(r), 2) = (
            b.first().and_then(|&c| letter(c)),
            b.get(1).and_then(|&c| letter(c)),
            b.len(),
        ) else {
            return Err(self.err(RecordErrorKind::InvalidPoint, at));
        };
        let s = i64::from(size);
        if x >= s || r >= s {
            return Err(self.err(RecordErrorKind::OffBoard { x, y: r, size }, at));
        }
        let y = match self.options.rows {
            SgfRows::FromTop => s - 1 - r,
            SgfRows::FromBottom => r,
        };
        // Both in 0..size, checked above.
        Ok(Point::new(x as u8, y as u8))
    }

    fn interpret(
        &self,
        mut tree: Tree,
        offsets: &[Vec<usize>],
        moves: &[RawMove],
    ) -> Result<Record, RecordError> {
        let mut record = Record::new(15);
        record.sgf_rows = Some(self.options.rows);
        // The root first: the size decides every point.
        let root_props = take_properties(&mut tree.nodes[0]);
        let mut kept = Vec::new();
        let mut setup_props = Vec::new();
        let mut offers: Vec<(Vec<String>, usize)> = Vec::new();
        let mut game_name: Option<(String, usize)> = None;
        for (prop, &at) in root_props.into_iter().zip(&offsets[0]) {
            let first = prop.values[0].as_str();
            match prop.id.as_str() {
                "GM" => {
                    let gm = parse_int(first.trim().as_bytes());
                    if gm == Some(5) && self.options.lenient {
                        self.warn(
                            WarningKind::GameNumber,
                            at,
                            "GM[5] (ORC Game Center's renju) read as GM[4]",
                        );
                        kept.push(prop);
                    } else if gm != Some(4) {
                        let shown = gm.and_then(|g| u32::try_from(g).ok()).unwrap_or(0);
                        return Err(self.err(RecordErrorKind::UnsupportedGame(shown), at));
                    }
                }
                "FF" => {}
                "SZ" => record.size = self.size(first, at)?,
                "RU" => record.rules_name = Some(prop.values[0].clone()),
                "PB" => record.black = Some(prop.values[0].clone()),
                "PW" => record.white = Some(prop.values[0].clone()),
                "EV" => record.event = Some(prop.values[0].clone()),
                "DT" => record.date = Some(prop.values[0].clone()),
                "RE" => match parse_result(first) {
                    Some(result) => record.result = Some(result),
                    None => kept.push(prop),
                },
                "AB" | "AW" | "AE" | "PL" => setup_props.push((prop, at)),
                "5A" | "FA" if self.options.lenient => {
                    offers.push((prop.values.clone(), at));
                    kept.push(prop);
                }
                "GN" if self.options.lenient => {
                    game_name = Some((prop.values[0].clone(), at));
                    kept.push(prop);
                }
                "OR" => match first.trim().parse::<Opening>() {
                    Ok(opening) if prop.values.len() == 1 => record.opening = Some(opening),
                    _ => kept.push(prop),
                },
                "OA" => match prop
                    .values
                    .iter()
                    .map(|v| v.parse::<OpeningAction>())
                    .collect::<Result<Vec<_>, _>>()
                {
                    Ok(actions) if record.opening_actions.is_empty() => {
                        record.opening_actions = actions;
                    }
                    _ => kept.push(prop),
                },
                "OD" => match (first.trim(), prop.values.len()) {
                    ("B", 1) => record.draw_offer = Some(Color::Black),
                    ("W", 1) => record.draw_offer = Some(Color::White),
                    _ => kept.push(prop),
                },
                _ => kept.push(prop),
            }
        }
        if !kept.is_empty() {
            tree.nodes[0].extra_mut().properties = kept;
        }
        let size = record.size;
        // Lenient: ORC Game Center names no rules in `RU` but ends its game name with them
        // (`GN[Ann-Bo(B) : RIF rule]`).
        if let (None, Some((name, at))) = (&record.rules_name, game_name) {
            let rule = name
                .rsplit_once(':')
                .map(|(_, r)| r.trim())
                .and_then(|r| r.strip_suffix("rule").or_else(|| r.strip_suffix("Rule")))
                .map(str::trim)
                .filter(|r| ru_meaning(r, size) != (None, None));
            if let Some(rule) = rule {
                self.warn(
                    WarningKind::RulesFromGameName,
                    at,
                    alloc::format!("the rules {rule:?} read from the game name (GN)"),
                );
                record.rules_name = Some(String::from(rule));
            }
        }
        // Lenient: the fifth-move offers (ORC Game Center's `5A`, `FA`), kept as written
        // too.
        for (values, at) in offers {
            let mut points = crate::PointSet::new();
            let mut all = true;
            for v in &values {
                match self.point(v, size, at) {
                    Ok(Some(p)) => {
                        points.insert(p);
                    }
                    _ => all = false,
                }
            }
            if all && record.offers.is_none() {
                self.warn(
                    WarningKind::FifthMoveOffers,
                    at,
                    alloc::format!("{} fifth-move offers read from 5A", values.len()),
                );
                record.offers = u32::try_from(values.len()).ok();
                record.offered = points;
            }
        }
        if let Some(name) = &record.rules_name {
            let (rules, opening) = ru_meaning(name, size);
            record.rules = rules;
            // `OR`, the library's own property, wins over an opening named in `RU`.
            record.opening = record.opening.or(opening);
        }
        for (prop, at) in setup_props {
            match prop.id.as_str() {
                "PL" => record.setup.turn = self.player(&prop.values[0], at)?,
                id => {
                    // A point in both `AB` and `AW` stays in both: replaying refuses the
                    // set-up with the overlap error, as `Game::from_setup` does.
                    for value in &prop.values {
                        for p in self.points(value, size, at)? {
                            match id {
                                "AB" => record.setup.black.insert(p),
                                "AW" => record.setup.white.insert(p),
                                _ => {
                                    record.setup.black.remove(p);
                                    record.setup.white.remove(p)
                                }
                            };
                        }
                    }
                }
            }
        }
        for m in moves {
            let node = &mut tree.nodes[m.node];
            if node.mv.is_some() {
                return Err(self.err(
                    RecordErrorKind::Expected {
                        expected: "one move per node",
                    },
                    m.at,
                ));
            }
            // The slice holds no backslash and the input is UTF-8: it is a `str`.
            let value = core::str::from_utf8(&self.input[m.value.0..m.value.1]).unwrap_or("?");
            if self.is_tt(value, size, m.at) {
                continue;
            }
            let mv = match self.point(value, size, m.at)? {
                Some(p) => Move::Place(p),
                None => Move::Pass,
            };
            node.mv = Some(RecordMove::new(m.color, mv));
        }
        for (index, node) in tree.nodes.iter_mut().enumerate() {
            let props = take_properties(node);
            let mut kept = Vec::new();
            for (prop, &at) in props.into_iter().zip(&offsets[index]) {
                let color = match prop.id.as_str() {
                    "B" => Color::Black,
                    "W" => Color::White,
                    "C" => {
                        node.extra_mut().comment = Some(prop.values[0].clone());
                        continue;
                    }
                    // A set-up below the root (the root's went to `record.setup`).
                    "PL" => {
                        let setup = node.extra_mut().setup.get_or_insert_with(Default::default);
                        setup.turn = Some(self.player(&prop.values[0], at)?);
                        continue;
                    }
                    id @ ("AB" | "AW" | "AE") => {
                        let setup = node.extra_mut().setup.get_or_insert_with(Default::default);
                        for value in &prop.values {
                            // As on the root: a point both black and white stays in
                            // both, and replaying refuses it as an overlap.
                            for p in self.points(value, size, at)? {
                                match id {
                                    "AB" => {
                                        setup.empty.remove(p);
                                        setup.black.insert(p)
                                    }
                                    "AW" => {
                                        setup.empty.remove(p);
                                        setup.white.insert(p)
                                    }
                                    _ => {
                                        setup.black.remove(p);
                                        setup.white.remove(p);
                                        setup.empty.insert(p)
                                    }
                                };
                            }
                        }
                        continue;
                    }
                    _ => {
                        kept.push(prop);
                        continue;
                    }
                };
                if node.mv.is_some() || prop.values.len() != 1 {
                    return Err(self.err(
                        RecordErrorKind::Expected {
                            expected: "one move per node",
                        },
                        at,
                    ));
                }
                if self.is_tt(&prop.values[0], size, at) {
                    continue;
                }
                let mv = match self.point(&prop.values[0], size, at)? {
                    Some(p) => Move::Place(p),
                    None => Move::Pass,
                };
                node.mv = Some(RecordMove::new(color, mv));
            }
            if !kept.is_empty() {
                node.extra_mut().properties = kept;
            }
            // A node whose properties were all interpreted keeps no extra part.
            if node.extra.as_deref() == Some(&NodeExtra::default()) {
                node.extra = None;
            }
        }
        // The nodes were pushed one by one: give back what the doubling left over.
        tree.finish();
        record.warnings = self.warnings.take();
        record.warnings.sort_by_key(|w| w.location.offset);
        record.tree = tree;
        Ok(record)
    }

    /// The value of `PL`: `B` or `W`.
    fn player(&self, value: &str, at: usize) -> Result<Color, RecordError> {
        match value.trim() {
            "B" | "b" => Ok(Color::Black),
            "W" | "w" => Ok(Color::White),
            _ => Err(self.err(
                RecordErrorKind::Expected {
                    expected: "PL[B] or PL[W]",
                },
                at,
            )),
        }
    }

    fn size(&self, value: &str, at: usize) -> Result<u8, RecordError> {
        let mut parts = value.split(':').map(|s| {
            parse_int(s.trim().as_bytes())
                .and_then(|v| u32::try_from(v).ok())
                .ok_or_else(|| self.err(RecordErrorKind::InvalidNumber, at))
        });
        let width = parts.next().unwrap_or(Ok(0))?;
        let height = parts.next().transpose()?.unwrap_or(width);
        if parts.next().is_some() {
            return Err(self.err(RecordErrorKind::InvalidNumber, at));
        }
        if width != height {
            return Err(self.err(RecordErrorKind::NotSquare { width, height }, at));
        }
        if !(u32::from(MIN_SIZE)..=u32::from(MAX_SIZE)).contains(&width) {
            return Err(self.err(RecordErrorKind::SizeOutOfRange(width), at));
        }
        Ok(width as u8)
    }

    /// The points of a point-list value: `hh`, or the rectangle `aa:cc`.
    fn points(&self, value: &str, size: u8, at: usize) -> Result<Vec<Point>, RecordError> {
        let corner = |s: &str| {
            self.point(s, size, at)?
                .ok_or_else(|| self.err(RecordErrorKind::InvalidPoint, at))
        };
        match value.split_once(':') {
            None => Ok(alloc::vec![corner(value)?]),
            Some((a, b)) => {
                let (a, b) = (corner(a)?, corner(b)?);
                let mut out = Vec::new();
                for y in a.y().min(b.y())..=a.y().max(b.y()) {
                    for x in a.x().min(b.x())..=a.x().max(b.x()) {
                        out.extend(Point::new(x, y));
                    }
                }
                Ok(out)
            }
        }
    }
}

/// The node's properties, taken out of it (they are interpreted, and the rest put back).
fn take_properties(node: &mut Node) -> Vec<Property> {
    node.extra
        .as_mut()
        .map(|e| core::mem::take(&mut e.properties))
        .unwrap_or_default()
}

/// What an `RU` value says (RULES.md §11): the rules, when it is the rules text of §4 (a
/// preset name in any case, `/size`, `+switch=value`; without `/size` the record's size is
/// taken, and with one it must be the record's), and an opening of §7 when it names one
/// (`Swap2`, `RIF`; `swap1` is §7's swap): the renju opening rules (RIF, Yamaguchi,
/// Taraguchi-N, Soosõrv-N) are played under renju, the others under no one set of rules.
/// Anything else says nothing.
pub(super) fn ru_meaning(text: &str, size: u8) -> (Option<Rules>, Option<Opening>) {
    let text = text.trim();
    if let Ok(rules) = text.parse::<Rules>() {
        let head = text.split('+').next().unwrap_or("");
        let rules = if head.contains('/') {
            (rules.size() == size).then_some(rules)
        } else {
            rules.with_size(u32::from(size)).ok()
        };
        return (rules, None);
    }
    let opening = if text.eq_ignore_ascii_case("swap1") {
        Some(Opening::Swap)
    } else {
        text.parse::<Opening>().ok()
    };
    let rules = match opening {
        Some(Opening::Rif | Opening::Yamaguchi | Opening::Taraguchi(_) | Opening::Soosorv(_)) => {
            Rules::renju().with_size(u32::from(size)).ok()
        }
        _ => None,
    };
    (rules, opening)
}

/// A result that names a winner or a draw; `None` for `?`, `Void` and the like.
fn parse_result(text: &str) -> Option<RecordedResult> {
    let t = text.trim();
    let result = |winner, termination| {
        Some(RecordedResult {
            winner,
            termination,
            text: String::from(text),
        })
    };
    if t == "0" || t.eq_ignore_ascii_case("draw") || t.eq_ignore_ascii_case("d") {
        return result(None, None);
    }
    let (winner, reason) = if let Some(r) = t.strip_prefix("B+") {
        (Color::Black, r)
    } else if let Some(r) = t.strip_prefix("W+") {
        (Color::White, r)
    } else {
        return None;
    };
    let termination = if reason.eq_ignore_ascii_case("r") || reason.eq_ignore_ascii_case("resign") {
        Some(Termination::Resignation)
    } else if reason.eq_ignore_ascii_case("t") || reason.eq_ignore_ascii_case("time") {
        Some(Termination::Timeout)
    } else {
        None
    };
    result(Some(winner), termination)
}

fn push_value(out: &mut String, value: &str) {
    out.push('[');
    for c in value.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push(']');
}

fn push_prop(out: &mut String, id: &str, value: &str) {
    out.push_str(id);
    push_value(out, value);
}

fn letters(p: Point, size: u8, rows: SgfRows) -> [char; 2] {
    let r = match rows {
        SgfRows::FromTop => size - 1 - p.y(),
        SgfRows::FromBottom => p.y(),
    };
    [char::from(b'a' + p.x()), char::from(b'a' + r)]
}

fn push_points(out: &mut String, id: &str, points: crate::PointSet, size: u8, rows: SgfRows) {
    if !points.is_empty() {
        out.push_str(id);
        for p in points {
            out.push('[');
            out.extend(letters(p, size, rows));
            out.push(']');
        }
    }
}

fn push_node(out: &mut String, node: &Node, size: u8, rows: SgfRows) {
    if let Some(setup) = node.setup() {
        push_points(out, "AB", setup.black, size, rows);
        push_points(out, "AW", setup.white, size, rows);
        push_points(out, "AE", setup.empty, size, rows);
        match setup.turn {
            Some(Color::Black) => out.push_str("PL[B]"),
            Some(Color::White) => out.push_str("PL[W]"),
            None => {}
        }
    }
    if let Some(m) = node.mv {
        out.push_str(match m.color {
            Color::Black => "B[",
            Color::White => "W[",
        });
        if let Move::Place(p) = m.mv {
            out.extend(letters(p, size, rows));
        }
        out.push(']');
    }
    if let Some(c) = node.comment() {
        push_prop(out, "C", c);
    }
    // A property SGF cannot name (the RenjuNet reader keeps its XML fields under their
    // own names, `id`, `rule`) is not written: FF[4] names are upper-case letters.
    for prop in node.properties().iter().filter(|p| is_sgf_id(&p.id)) {
        out.push_str(&prop.id);
        for v in &prop.values {
            push_value(out, v);
        }
    }
}

/// Whether `id` is a property name of FF[4]: one or more upper-case letters.
fn is_sgf_id(id: &str) -> bool {
    !id.is_empty() && id.bytes().all(|b| b.is_ascii_uppercase())
}

/// The `RE` text of a result: as written when SGF reads it back as the same result
/// (`B+Resign` stays), else the SGF text of its winner and ending (a RenjuNet `0`, a White
/// win, is `W+`: SGF's `0` is a draw).
fn result_text(result: &RecordedResult) -> Cow<'_, str> {
    let same = parse_result(&result.text)
        .is_some_and(|r| (r.winner, r.termination) == (result.winner, result.termination));
    if same {
        Cow::Borrowed(result.text.as_str())
    } else {
        Cow::Owned(RecordedResult::new(result.winner, result.termination).text)
    }
}

pub(super) fn write(record: &Record, rows: SgfRows) -> String {
    let size = record.size;
    let mut out = String::from("(;FF[4]GM[4]");
    core::fmt::write(&mut out, format_args!("SZ[{size}]")).ok();
    // The rules' text form (RULES.md §4), or the name as read when it reads back as the
    // same rules (`RU[Renju]` stays), or the name alone for a record without rules.
    let rules_name = match (record.rules, &record.rules_name) {
        (Some(rules), Some(name)) if ru_meaning(name, size).0 == Some(rules) => Some(name.clone()),
        (Some(rules), _) => Some(rules.to_string()),
        (None, name) => name.clone(),
    };
    for (id, value) in [
        ("RU", rules_name.as_deref()),
        ("PB", record.black.as_deref()),
        ("PW", record.white.as_deref()),
        ("EV", record.event.as_deref()),
        ("DT", record.date.as_deref()),
    ] {
        if let Some(v) = value {
            push_prop(&mut out, id, v);
        }
    }
    if let Some(result) = &record.result {
        push_prop(&mut out, "RE", &result_text(result));
    }
    push_points(&mut out, "AB", record.setup.black, size, rows);
    push_points(&mut out, "AW", record.setup.white, size, rows);
    if record.setup.turn == Color::White {
        out.push_str("PL[W]");
    }
    if let Some(opening) = record.opening {
        core::fmt::write(&mut out, format_args!("OR[{opening}]")).ok();
    }
    if !record.opening_actions.is_empty() {
        out.push_str("OA");
        for action in &record.opening_actions {
            core::fmt::write(&mut out, format_args!("[{action}]")).ok();
        }
    }
    match record.draw_offer {
        Some(Color::Black) => out.push_str("OD[B]"),
        Some(Color::White) => out.push_str("OD[W]"),
        None => {}
    }
    push_node(&mut out, record.tree.root(), size, rows);
    enum Step {
        Open,
        Close,
        Node(usize),
    }
    let mut steps = Vec::new();
    let tree = &record.tree;
    let push_children = |steps: &mut Vec<Step>, node: usize| {
        let children: Vec<usize> = tree.children(node).collect();
        if let [only] = children[..] {
            steps.push(Step::Node(only));
        } else {
            for &c in children.iter().rev() {
                steps.push(Step::Close);
                steps.push(Step::Node(c));
                steps.push(Step::Open);
            }
        }
    };
    push_children(&mut steps, 0);
    while let Some(step) = steps.pop() {
        match step {
            Step::Open => out.push('('),
            Step::Close => out.push(')'),
            Step::Node(i) => {
                let node = &record.tree.nodes[i];
                out.push(';');
                push_node(&mut out, node, size, rows);
                push_children(&mut steps, i);
            }
        }
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Result<Record, RecordError> {
        read_sgf(s, SgfOptions::default())
    }

    #[test]
    fn results() {
        let r = |s: &str| parse_result(s).map(|r| (r.winner, r.termination));
        assert_eq!(
            r("B+R"),
            Some((Some(Color::Black), Some(Termination::Resignation)))
        );
        assert_eq!(
            r("W+Time"),
            Some((Some(Color::White), Some(Termination::Timeout)))
        );
        assert_eq!(r("B+"), Some((Some(Color::Black), None)));
        assert_eq!(r("W+five_in_a_row"), Some((Some(Color::White), None)));
        assert_eq!(r("0"), Some((None, None)));
        assert_eq!(r("Draw"), Some((None, None)));
        assert_eq!(r("?"), None);
        assert_eq!(r("Void"), None);
    }

    #[test]
    fn unknown_results_are_kept_as_properties() {
        let record = read("(;GM[4]RE[Void];B[hh])").unwrap();
        assert_eq!(record.result, None);
        assert_eq!(record.tree.root().properties()[0].id, "RE");
        assert!(record.to_sgf(SgfRows::FromTop).contains("RE[Void]"));
    }

    #[test]
    fn escapes_and_soft_breaks() {
        let record = read("(;GM[4]C[a\\]b\\\\c\\\nd];B[hh])").unwrap();
        assert_eq!(record.comment(), Some("a]b\\cd"));
        let again = read(&record.to_sgf(SgfRows::FromTop)).unwrap();
        assert_eq!(again.comment(), Some("a]b\\cd"));
    }

    #[test]
    fn bad_escape_at_the_end() {
        let err = read("(;GM[4]C[abc\\").unwrap_err();
        assert_eq!(err.kind, RecordErrorKind::BadEscape);
        assert_eq!(err.location.offset, 12);
    }

    #[test]
    fn setup_properties() {
        let record = read("(;GM[4]SZ[15]AB[hh][aa:bb]AW[ii]AE[ab]PL[W];W[jj])").unwrap();
        // aa:bb is a15 b15 a14 b14; AE removes ab = a14.
        assert_eq!(record.setup.black.len(), 4);
        assert_eq!(record.setup.white.len(), 1);
        assert_eq!(record.setup.turn, Color::White);
        let game = record.replay(crate::Rules::freestyle()).unwrap();
        assert_eq!(game.position().stones_played(), 6);
    }

    #[test]
    fn other_games_are_refused() {
        assert_eq!(
            read("(;GM[1]SZ[19];B[dd])").unwrap_err().kind,
            RecordErrorKind::UnsupportedGame(1)
        );
    }

    #[test]
    fn syntax_errors_say_where() {
        let err = read("(;GM[4]\n;B[hh]x)").unwrap_err();
        assert_eq!((err.location.line, err.location.column), (2, 7));
        assert!(matches!(
            read("(;B").unwrap_err().kind,
            RecordErrorKind::UnexpectedEnd
        ));
        assert!(matches!(
            read("()").unwrap_err().kind,
            RecordErrorKind::Expected { .. }
        ));
        assert_eq!(
            read("no game here").unwrap_err().kind,
            RecordErrorKind::NoGame
        );
    }

    #[test]
    fn two_moves_in_one_node_are_refused() {
        assert!(matches!(
            read("(;GM[4];B[hh]W[ii])").unwrap_err().kind,
            RecordErrorKind::Expected { .. }
        ));
    }

    #[test]
    fn moves_read_alike_on_the_fast_and_the_general_path() {
        // `B[h\h]` (an escape) and `AddBlack`-style names take the general path.
        let fast = read("(;GM[4];B[hh];W[ig])").unwrap();
        let slow = read("(;GM[4];B[h\\h];White[ig])").unwrap();
        assert_eq!(
            fast.moves().collect::<Vec<_>>(),
            slow.moves().collect::<Vec<_>>()
        );
        for bad in [
            "(;GM[4];B[hh][ii])",
            "(;GM[4];B[hh]W[ii])",
            "(;GM[4];W[i\\i]B[hh])",
        ] {
            assert!(
                matches!(
                    read(bad).unwrap_err().kind,
                    RecordErrorKind::Expected { .. }
                ),
                "{bad}"
            );
        }
        let err = read("(;GM[4]SZ[9];B[hh];W[zz])").unwrap_err();
        assert_eq!(err.location.offset, 20);
    }

    #[test]
    fn off_board_letters() {
        assert_eq!(
            read("(;GM[4]SZ[15];B[pa])").unwrap_err().kind,
            RecordErrorKind::OffBoard {
                x: 15,
                y: 0,
                size: 15
            }
        );
    }
}
