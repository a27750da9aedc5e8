//! The RenjuNet database (the XML export of renju.net, `renjunet_v10_*.rif`), read as a
//! stream, game by game, in constant memory (RULES.md §11). Feature `renjunet` (std,
//! quick-xml).
//!
//! The file holds dictionary tables, then the games:
//!
//! ```xml
//! <database>
//!   <rules><rule id="1" name="RIF"/></rules>
//!   <players><player id="1" name="Ann" surname="Tamm"/></players>
//!   <tournaments><tournament id="1" name="Spring Cup" start="2020-05-01"/></tournaments>
//!   <openings><opening id="1" name="Kagetsu"/></openings>
//!   <games>
//!     <game id="7" tournament="1" round="1" rule="1" black="1" white="2" bresult="1"
//!           opening="1" alt="2" swap="0"><move>h8 i9 j8</move></game>
//!   </games>
//! </database>
//! ```
//!
//! Moves are move text in the notation of RULES.md §2 (rows from 1 at the bottom) on the
//! 15×15 board; `bresult` is Black's score: `1`, `0` or `0.5`. The opening: the rule's
//! name gives [`Record::opening`] when it names a rule of RULES.md §7 (`RIF`, `Yamaguchi`,
//! `Soosorv-8`, `Taraguchi-10`); `swap`, a number, gives [`Record::swaps`] (the real
//! exports' string form, `swap="R--R-"`, is kept as written in the property `swap`);
//! `alt`, a
//! number or a list of points, gives [`Record::offers`] (and [`Record::offered`]). The
//! export has no actions, so replaying such a record plays its moves without the opening;
//! values in another form are not interpreted (the attributes stay as properties). The dictionaries (every
//! element with an `id` inside `<rules>`, `<players>`, `<tournaments>`, `<openings>`, and
//! any other table before the games) are kept to name the game's rule, players,
//! tournament and opening; a game's other attributes and child elements are kept as
//! properties of its record's root. A game holds one `<move>` of move text: an entity
//! XML does not define, an element inside `<move>` or a second `<move>` is that game's
//! error ([`RecordErrorKind::Expected`]), not moves
//! dropped. Memory grows with the dictionaries, not with the
//! number of games. Errors give the byte offset (line 0): XML errors end the stream, an
//! error inside one game (a bad move) is that game's item and reading goes on.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;
use std::string::{String, ToString};
use std::vec::Vec;

use quick_xml::events::{BytesStart, Event};

use super::movetext::parse_token;
use super::{
    Format, Location, Property, Record, RecordError, RecordErrorKind, RecordMove, RecordedResult,
    Tree, rules_from_name,
};
use crate::Color;

/// A game of the database: its record (players, event, rules, result and moves resolved
/// through the dictionaries) and the RenjuNet fields a record has no place for.
///
/// ```
/// use gomoku_referee::record::renjunet::RenjuNetReader;
/// let xml = r#"<database><openings><opening id="3" name="Kagetsu"/></openings>
///   <games><game id="9" bresult="0.5" opening="3"><move>h8 i9</move></game></games></database>"#;
/// let game = RenjuNetReader::new(xml.as_bytes()).next().unwrap()?;
/// assert_eq!((game.id, game.opening.as_deref()), (9, Some("Kagetsu")));
/// assert_eq!(game.black_score, Some(0.5));
/// assert_eq!(game.record.moves().count(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct RenjuNetGame {
    /// The game's `id`.
    pub id: u64,
    /// The record.
    pub record: Record,
    /// The opening's name, from the `openings` table.
    pub opening: Option<String>,
    /// Black's score (`bresult`): 1, 0 or 0.5.
    pub black_score: Option<f32>,
}

/// Why the database could not be read: [`StreamError`](super::StreamError), the error of every record stream,
/// under the name it had first (its kinds stay `RenjuNetError::Record`'s and
/// `RenjuNetError::Io`).
///
/// ```
/// use gomoku_referee::record::renjunet::{RenjuNetError, RenjuNetReader};
/// let mut games = RenjuNetReader::new(&b"<database><games><game id='1'><move>h8 z9</move></game></games></database>"[..]);
/// assert!(matches!(games.next(), Some(Err(RenjuNetError::Record(_)))));
/// ```
pub use super::RenjuNetError;

/// The stream of games of a RenjuNet file.
///
/// ```no_run
/// use gomoku_referee::record::renjunet::RenjuNetReader;
/// let mut moves = 0;
/// for game in RenjuNetReader::open("renjunet_v10.rif")? {
///     moves += game?.record.moves().count();
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct RenjuNetReader<R> {
    xml: quick_xml::Reader<R>,
    buf: Vec<u8>,
    tables: HashMap<String, HashMap<String, Entry>>,
    table: Option<String>,
    done: bool,
}

/// A dictionary entry: its `name` (players: name and surname) and the other attributes.
#[derive(Debug, Clone)]
struct Entry {
    name: String,
    attrs: Vec<(String, String)>,
}

impl RenjuNetReader<BufReader<File>> {
    /// Opens a file.
    ///
    /// # Errors
    ///
    /// The file cannot be opened.
    pub fn open(path: impl AsRef<Path>) -> io::Result<Self> {
        Ok(RenjuNetReader::new(BufReader::with_capacity(
            1 << 16,
            File::open(path)?,
        )))
    }
}

impl<R: BufRead> RenjuNetReader<R> {
    /// A reader of `input`.
    pub fn new(input: R) -> Self {
        RenjuNetReader {
            xml: quick_xml::Reader::from_reader(input),
            buf: Vec::with_capacity(1024),
            tables: HashMap::new(),
            table: None,
            done: false,
        }
    }

    /// The number of bytes read so far.
    pub fn position(&self) -> u64 {
        self.xml.buffer_position()
    }

    /// The name of entry `id` of dictionary `table` (`"players"`, `"rules"`, …) read so
    /// far.
    pub fn lookup(&self, table: &str, id: &str) -> Option<&str> {
        Some(self.tables.get(table)?.get(id)?.name.as_str())
    }

    fn err(&self, kind: RecordErrorKind) -> RenjuNetError {
        self.err_at(kind, self.xml.buffer_position())
    }

    fn err_at(&self, kind: RecordErrorKind, offset: u64) -> RenjuNetError {
        RenjuNetError::Record(RecordError {
            format: Format::RenjuNet,
            kind,
            location: Location::at_byte(usize::try_from(offset).unwrap_or(usize::MAX)),
        })
    }

    fn xml_err(&self, e: &quick_xml::Error) -> RenjuNetError {
        match e {
            quick_xml::Error::Io(io) => RenjuNetError::Io(io.kind()),
            quick_xml::Error::Encoding(_) => self.err(RecordErrorKind::InvalidUtf8),
            // Every syntax error but a bad `<!` is something left open at the end.
            quick_xml::Error::Syntax(quick_xml::errors::SyntaxError::InvalidBangMarkup) => {
                self.err(RecordErrorKind::Xml)
            }
            quick_xml::Error::Syntax(_)
            | quick_xml::Error::IllFormed(quick_xml::errors::IllFormedError::MissingEndTag(_)) => {
                self.err(RecordErrorKind::UnexpectedEnd)
            }
            _ => self.err(RecordErrorKind::Xml),
        }
    }

    /// The next game, `None` at the end.
    ///
    /// # Errors
    ///
    /// Malformed XML (the stream ends after it), a bad move or result in this game (the
    /// stream goes on with the next game), an I/O error.
    pub fn next_game(&mut self) -> Result<Option<RenjuNetGame>, RenjuNetError> {
        if self.done {
            return Ok(None);
        }
        let mut buf = core::mem::take(&mut self.buf);
        let result = self.next_game_inner(&mut buf);
        self.buf = buf;
        if matches!(result, Ok(None) | Err(RenjuNetError::Io(_))) {
            self.done = true;
        }
        if let Err(RenjuNetError::Record(e)) = &result {
            if !matches!(
                e.kind,
                RecordErrorKind::InvalidPoint
                    | RecordErrorKind::OffBoard { .. }
                    | RecordErrorKind::InvalidNumber
                    | RecordErrorKind::Expected { .. }
            ) {
                self.done = true;
            }
        }
        result
    }

    fn next_game_inner(
        &mut self,
        buf: &mut Vec<u8>,
    ) -> Result<Option<RenjuNetGame>, RenjuNetError> {
        let mut depth_in_table = 0usize;
        let mut seen_root = false;
        loop {
            buf.clear();
            let event = self.xml.read_event_into(buf);
            let event = match event {
                Ok(e) => e,
                Err(e) => return Err(self.xml_err(&e)),
            };
            match event {
                Event::Eof => {
                    return if seen_root || self.table.is_some() {
                        Err(self.err(RecordErrorKind::UnexpectedEnd))
                    } else {
                        Ok(None)
                    };
                }
                Event::Start(e) if e.name().as_ref() == b"game" => {
                    let attrs = self.attributes(&e)?;
                    return self.game(buf, attrs, false).map(Some);
                }
                Event::Empty(e) if e.name().as_ref() == b"game" => {
                    let attrs = self.attributes(&e)?;
                    return self.game(buf, attrs, true).map(Some);
                }
                Event::Start(e) => {
                    let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                    if name == "database" {
                        seen_root = true;
                    } else if self.table.is_none() {
                        self.table = Some(name);
                        depth_in_table = 0;
                    } else {
                        depth_in_table += 1;
                        let attrs = self.attributes(&e)?;
                        self.add_entry(attrs);
                    }
                }
                Event::Empty(e) => {
                    let attrs = self.attributes(&e)?;
                    if self.table.is_some() {
                        self.add_entry(attrs);
                    } else {
                        // An entry straight under the root, `<player id=.../>`: its table
                        // is named after it, `players`.
                        let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                        self.table = Some(name + "s");
                        self.add_entry(attrs);
                        self.table = None;
                    }
                }
                Event::End(e) => {
                    if e.name().as_ref() == b"database" {
                        seen_root = false;
                    } else if depth_in_table > 0 {
                        depth_in_table -= 1;
                    } else {
                        self.table = None;
                    }
                }
                _ => {}
            }
        }
    }

    fn attributes(&self, e: &BytesStart<'_>) -> Result<Vec<(String, String)>, RenjuNetError> {
        let mut out = Vec::new();
        for attr in e.attributes() {
            let attr = attr.map_err(|_| self.err(RecordErrorKind::Xml))?;
            let key = String::from_utf8(attr.key.as_ref().to_vec())
                .map_err(|_| self.err(RecordErrorKind::InvalidUtf8))?;
            let value = attr
                .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                .map_err(|_| self.err(RecordErrorKind::Xml))?
                .into_owned();
            out.push((key, value));
        }
        Ok(out)
    }

    fn add_entry(&mut self, attrs: Vec<(String, String)>) {
        let Some(table) = &self.table else { return };
        let get = |k: &str| attrs.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone());
        let Some(id) = get("id") else { return };
        let mut name = get("name").unwrap_or_default();
        if let Some(surname) = get("surname").filter(|s| !s.is_empty()) {
            if !name.is_empty() {
                name.push(' ');
            }
            name.push_str(&surname);
        }
        self.tables
            .entry(table.clone())
            .or_default()
            .insert(id, Entry { name, attrs });
    }

    /// The rest of a `<game>` (its attributes read): the child elements up to `</game>`.
    fn game(
        &mut self,
        buf: &mut Vec<u8>,
        attrs: Vec<(String, String)>,
        empty: bool,
    ) -> Result<RenjuNetGame, RenjuNetError> {
        let mut moves_text = String::new();
        let mut moves_at = self.xml.buffer_position();
        let mut children: Vec<(String, String)> = Vec::new();
        // An empty element `<game .../>` has no children.
        if !empty {
            let mut current: Option<String> = None;
            let mut text = String::new();
            // Move text that cannot be read as written (an unknown entity, an element
            // inside `<move>`, a second `<move>`): the game's error, given once the game
            // is read to its end so that the stream goes on with the next one.
            let mut bad: Option<RenjuNetError> = None;
            let mut moves_seen = false;
            let in_move = |current: &Option<String>| current.as_deref() == Some("move");
            loop {
                buf.clear();
                let event = match self.xml.read_event_into(buf) {
                    Ok(e) => e,
                    Err(e) => return Err(self.xml_err(&e)),
                };
                match event {
                    Event::Eof => return Err(self.err(RecordErrorKind::UnexpectedEnd)),
                    Event::Start(e) => {
                        if in_move(&current) {
                            bad.get_or_insert(self.err(RecordErrorKind::Expected {
                                expected: "move text, not an element, inside <move>",
                            }));
                            continue;
                        }
                        current = Some(String::from_utf8_lossy(e.name().as_ref()).into_owned());
                        text.clear();
                        if e.name().as_ref() == b"move" {
                            if moves_seen {
                                bad.get_or_insert(self.err(RecordErrorKind::Expected {
                                    expected: "one <move> element in a game",
                                }));
                            }
                            moves_seen = true;
                            moves_at = self.xml.buffer_position();
                        }
                    }
                    Event::Empty(_) if in_move(&current) => {
                        bad.get_or_insert(self.err(RecordErrorKind::Expected {
                            expected: "move text, not an element, inside <move>",
                        }));
                    }
                    Event::Text(t) => {
                        let s = t
                            .decode()
                            .map_err(|_| self.err(RecordErrorKind::InvalidUtf8))?;
                        text.push_str(&s);
                    }
                    Event::CData(t) => {
                        let s = t
                            .decode()
                            .map_err(|_| self.err(RecordErrorKind::InvalidUtf8))?;
                        text.push_str(&s);
                    }
                    Event::GeneralRef(r) => {
                        let name = r
                            .decode()
                            .map_err(|_| self.err(RecordErrorKind::InvalidUtf8))?;
                        let known = match &*name {
                            "amp" => Some('&'),
                            "lt" => Some('<'),
                            "gt" => Some('>'),
                            "quot" => Some('"'),
                            "apos" => Some('\''),
                            _ => r.resolve_char_ref().ok().flatten(),
                        };
                        match known {
                            Some(c) => text.push(c),
                            // An entity XML does not define (the file declares none): not
                            // dropped, which would join the moves around it.
                            None => {
                                bad.get_or_insert(self.err(RecordErrorKind::Expected {
                                    expected: "a character reference or one of &amp; &lt; &gt; &quot; &apos;",
                                }));
                            }
                        }
                    }
                    Event::End(e) => {
                        if e.name().as_ref() == b"game" {
                            if let Some(e) = bad {
                                return Err(e);
                            }
                            break;
                        }
                        if in_move(&current) && e.name().as_ref() != b"move" {
                            continue;
                        }
                        if let Some(name) = current.take() {
                            if name == "move" {
                                moves_text = core::mem::take(&mut text);
                            } else {
                                children.push((name, core::mem::take(&mut text)));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        self.make_game(attrs, children, &moves_text, moves_at)
    }

    fn make_game(
        &self,
        attrs: Vec<(String, String)>,
        children: Vec<(String, String)>,
        moves_text: &str,
        moves_at: u64,
    ) -> Result<RenjuNetGame, RenjuNetError> {
        let mut record = Record::new(15);
        let mut id = 0;
        let mut opening = None;
        let mut black_score = None;
        let mut props = Vec::new();
        let name = |table: &str, id: &str| self.lookup(table, id).map(ToString::to_string);
        let mut tournament_id = None;
        for (key, value) in attrs {
            match key.as_str() {
                "id" => {
                    id = value
                        .trim()
                        .parse()
                        .map_err(|_| self.err(RecordErrorKind::InvalidNumber))?;
                }
                "black" => record.black = name("players", &value),
                "white" => record.white = name("players", &value),
                "rule" => {
                    record.rules_name = name("rules", &value);
                    record.rules = record
                        .rules_name
                        .as_deref()
                        .and_then(|n| rules_from_name(n, 15));
                    record.opening = record.rules_name.as_deref().and_then(opening_of_rule);
                }
                "swap" => record.swaps = value.trim().parse().ok(),
                "alt" => {
                    let v = value.trim();
                    if let Ok(n) = v.parse() {
                        record.offers = Some(n);
                    } else if let Some(points) = offered_points(v) {
                        record.offers = u32::try_from(points.len()).ok();
                        record.offered = points;
                    }
                }
                "tournament" => {
                    record.event = name("tournaments", &value);
                    tournament_id = Some(value.clone());
                }
                "opening" => opening = name("openings", &value),
                "date" => record.date = Some(value.clone()),
                "bresult" => {
                    let v = value.trim();
                    let winner = match v {
                        "1" => Some(Color::Black),
                        "0" => Some(Color::White),
                        "0.5" | ".5" => None,
                        _ => return Err(self.err(RecordErrorKind::InvalidNumber)),
                    };
                    black_score = v.parse().ok();
                    record.result = Some(RecordedResult {
                        winner,
                        termination: None,
                        text: value.clone(),
                    });
                }
                _ => {}
            }
            if !matches!(key.as_str(), "black" | "white" | "bresult" | "date") {
                props.push(Property {
                    id: key,
                    values: alloc::vec![value],
                });
            }
        }
        if record.date.is_none() {
            if let Some(t) = tournament_id.and_then(|t| self.tables.get("tournaments")?.get(&t)) {
                record.date = t
                    .attrs
                    .iter()
                    .find(|(k, _)| k == "start" || k == "year")
                    .map(|(_, v)| v.clone());
            }
        }
        for (key, value) in children {
            props.push(Property {
                id: key,
                values: alloc::vec![value],
            });
        }
        let mut moves = Vec::new();
        let mut color = Color::Black;
        let bytes = moves_text.as_bytes();
        let mut at = 0;
        while at < bytes.len() {
            if bytes[at].is_ascii_whitespace() || bytes[at] == b',' {
                at += 1;
                continue;
            }
            let start = at;
            while at < bytes.len() && !(bytes[at].is_ascii_whitespace() || bytes[at] == b',') {
                at += 1;
            }
            let mv = parse_token(&bytes[start..at], 15)
                .map_err(|kind| self.err_at(kind, moves_at + start as u64))?;
            moves.push(RecordMove::new(color, mv));
            color = !color;
        }
        record.tree = Tree::from_line(moves);
        if !props.is_empty() {
            record.tree.root_mut().extra_mut().properties = props;
        }
        Ok(RenjuNetGame {
            id,
            record,
            opening,
            black_score,
        })
    }
}

/// The opening rule a RenjuNet rule's name stands for: `RIF`, `Yamaguchi`, `Soosorv-8`,
/// `Taraguchi-10` (and `Swap2`, `Pro`). RenjuNet's `Swap` is the renju swap rule of
/// 1989–1995 (the second stone by the tentative White), not RULES.md §7's swap: none.
fn opening_of_rule(name: &str) -> Option<crate::Opening> {
    let opening: crate::Opening = name.trim().parse().ok()?;
    (opening != crate::Opening::Swap).then_some(opening)
}

/// `alt` as a list of points in move text (`i10 j9`), when it is one.
fn offered_points(text: &str) -> Option<crate::PointSet> {
    let mut set = crate::PointSet::new();
    for token in text.split(|c: char| c.is_ascii_whitespace() || c == ',') {
        if token.is_empty() {
            continue;
        }
        match parse_token(token.as_bytes(), 15).ok()? {
            crate::Move::Place(p) => set.insert(p),
            crate::Move::Pass => return None,
        };
    }
    (!set.is_empty()).then_some(set)
}

impl<R: BufRead> Iterator for RenjuNetReader<R> {
    type Item = Result<RenjuNetGame, RenjuNetError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_game().transpose()
    }
}
