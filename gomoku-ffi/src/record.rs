//! Game records (RULES.md §11): read a record from a buffer (move text, PSQ, SGF, RenLib,
//! the first game of a RenjuNet buffer) or stream a RenjuNet file game by game, read its
//! metadata, replay it into a game; write a game in each writable format. The core reads,
//! replays and writes; this file translates.

use core::ffi::{c_char, c_void};
use std::io::{BufRead, BufReader, Cursor, Read};

use gomoku_referee::record::renjunet::RenjuNetReader;
use gomoku_referee::record::{
    Format, Node, Record, RecordError, RenLibOptions, SgfCollectionReader, SgfOptions, SgfRows,
    StreamError, TextEncoding, WarningKind, read_moves, read_psq, read_renlib, read_renlib_with,
    read_sgf,
};
use gomoku_referee::{ParseError, Rules};

use crate::boundary::{
    Buffer, Out, ReadCallback, arg, arg_mut, c_str, call_read, free, guard, into_raw, optional_arg,
    slice,
};
use crate::game::{gomoku_game, make};
use crate::rules::gomoku_rules;
use crate::status::gomoku_status;
use crate::types::{gomoku_move, to_c_color, to_c_move};

/// A record format, passed to the record functions as an `int32_t`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_format {
    /// Move text: `h8 h9 i8` (rows from 1 at the bottom).
    Moves = 0,
    /// PSQ (Piskvork, Gomocup): `x,y,t` 1-based from the top-left.
    Psq = 1,
    /// SGF `FF[4]` `GM[4]`; the row convention is `gomoku_record_options.sgf_rows`.
    Sgf = 2,
    /// RenjuNet XML (reading only; a buffer gives its first game).
    Renjunet = 3,
    /// RenLib `.lib` 3.x (reading only).
    Renlib = 4,
}

/// A record field for `gomoku_record_text`, passed as an `int32_t`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_record_field {
    /// Black's player.
    Black = 0,
    /// White's player.
    White = 1,
    /// The event.
    Event = 2,
    /// The date as written.
    Date = 3,
    /// The result as written (`B+R`, `1`, `0.5`).
    Result = 4,
    /// The rules as the record names them.
    RulesName = 5,
    /// The comment on the game.
    Comment = 6,
    /// The opening rule the game began with (`soosorv-8`; SGF `OR`, or the RenjuNet rule).
    Opening = 7,
    /// The opening's actions in order, joined by `, ` (`h8, h9, j10, swap, g10, declare 2,
    /// keep, offer g8 i8, pick i8`; SGF `OA`), as `gomoku_game_opening_record` writes them.
    OpeningActions = 8,
    /// RenjuNet `swap`: how many times the players swapped colours, in decimal.
    Swaps = 9,
    /// RenjuNet `alt`: how many fifth moves were offered, in decimal.
    Offers = 10,
    /// RenjuNet `alt` as points: the fifth moves offered, as move text (`g8 i10`).
    Offered = 11,
    /// The side with a pending draw offer (SGF `OD`): `black` or `white`.
    DrawOffer = 12,
    /// PSQ: the lines after the moves (`-1`, engine names, a result), as read, joined by
    /// `\n` with no final line break.
    Trailer = 13,
    /// PSQ: the rest of the first line after `Piskvorky WxH, ` (the timer fields, such as
    /// `11:11, 0`), as read.
    PsqHeader = 14,
}

/// A text of a node of the variation tree, for `gomoku_record_node_text`, passed as an
/// `int32_t`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_node_field {
    /// The node's comment (SGF `C`; RenLib's comments).
    Comment = 0,
    /// RenLib: the text shown on the board at this move.
    BoardText = 1,
}

/// Options of `gomoku_record_read`; NULL means `{ size = 15, sgf_rows = 0, lenient =
/// false }`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct gomoku_record_options {
    /// The board size of move text (the text does not say it); other formats ignore it.
    pub size: u32,
    /// SGF rows: 0 from the top (the standard), 1 from the bottom.
    pub sgf_rows: i32,
    /// SGF: read the dialects of the field (ORC Game Center's `GM[5]`, `5A`, trailing
    /// empty node, ...; RULES.md §11), each bend a warning on the record
    /// (`gomoku_record_warning`). False: the strict reader, which refuses them.
    pub lenient: bool,
}

/// The kind of a warning of the lenient SGF reader (`gomoku_record_warning`), as an
/// `int32_t`: the place of the kind in the core's `WarningKind::ALL`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_warning_kind {
    /// `GM[5]` (ORC Game Center) read as `GM[4]`.
    GameNumber = 0,
    /// A property name that is not upper-case letters (`5A`), kept as written.
    PropertyName = 1,
    /// `5A` or `FA` read as the fifth-move offers.
    FifthMoveOffers = 2,
    /// An empty node at the end of a line dropped.
    EmptyNode = 3,
    /// A move `tt` (off a board up to 19x19) dropped.
    TtMove = 4,
    /// The rules read from the game name (`GN[... : RIF rule]`).
    RulesFromGameName = 5,
    /// Text between two games that is no game skipped.
    SkippedText = 6,
}

/// Where a record could not be read: the byte offset, and for text formats the 1-based
/// line and column (0 and 0 in RenLib, and in RenjuNet, which gives the offset only).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
#[allow(non_camel_case_types)]
pub struct gomoku_location {
    /// The 0-based byte offset.
    pub offset: usize,
    /// The 1-based line, or 0.
    pub line: usize,
    /// The 1-based column in bytes, or 0.
    pub column: usize,
}

/// A game record read from a file: metadata, moves (the main line), result. Opaque; free
/// it with `gomoku_record_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_record {
    inner: Record,
}

/// A RenjuNet export being read game by game (from a file, a buffer or a read callback).
/// Opaque; free it with `gomoku_renjunet_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_renjunet {
    inner: RenjuNetReader<Input>,
}

/// An SGF collection being read game by game (from a file or a read callback), in the
/// memory of one game. Opaque; free it with `gomoku_sgf_collection_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_sgf_collection {
    inner: SgfCollectionReader<Input>,
}

/// A read callback for `gomoku_renjunet_from_callback` and
/// `gomoku_sgf_collection_from_callback`: copies up to `len` bytes of the
/// input to `buf`, writes how many into `*out_n` (0 at the end of the input) and returns
/// 0; any other return value is a read error (the stream then ends with
/// `GOMOKU_STATUS_RECORD_IO`), as is an `*out_n` above `len`.
#[allow(non_camel_case_types)]
pub type gomoku_read_fn = Option<
    unsafe extern "C" fn(
        user_data: *mut c_void,
        buf: *mut u8,
        len: usize,
        out_n: *mut usize,
    ) -> i32,
>;

/// The input of a read callback, as `std::io::Read`.
struct CallbackReader {
    read: ReadCallback,
    user_data: *mut c_void,
}

impl Read for CallbackReader {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let (status, n) = call_read(self.read, self.user_data, buf);
        if status != 0 {
            return Err(std::io::Error::other("the read callback failed"));
        }
        if n > buf.len() {
            return Err(std::io::ErrorKind::InvalidData.into());
        }
        Ok(n)
    }
}

fn format_in(f: i32) -> Result<Format, gomoku_status> {
    Ok(match f {
        0 => Format::Moves,
        1 => Format::Psq,
        2 => Format::Sgf,
        3 => Format::RenjuNet,
        4 => Format::RenLib,
        _ => return Err(gomoku_status::InvalidEnum),
    })
}

fn rows_in(r: i32) -> Result<SgfRows, gomoku_status> {
    match r {
        0 => Ok(SgfRows::FromTop),
        1 => Ok(SgfRows::FromBottom),
        _ => Err(gomoku_status::InvalidEnum),
    }
}

/// The number of a row convention, as `rows_in` takes it.
fn rows_number(rows: SgfRows) -> i32 {
    match rows {
        SgfRows::FromTop => 0,
        SgfRows::FromBottom => 1,
    }
}

fn make_record(record: Record, out: Out<*mut gomoku_record>) {
    out.write(into_raw(gomoku_record { inner: record }));
}

/// The input of a game-by-game stream: a file, a buffer or a read callback.
type Input = Box<dyn BufRead>;

/// A RenjuNet reader over `input` (a file, a buffer, a read callback), written into `out`.
fn make_reader(input: Input, out: Out<*mut gomoku_renjunet>) {
    out.write(into_raw(gomoku_renjunet {
        inner: RenjuNetReader::new(input),
    }));
}

/// The plumbing the game-by-game streams (`gomoku_renjunet`, `gomoku_sgf_collection`)
/// share: made over an [`Input`], they give records one by one.
trait GameStream: Sized {
    /// The next game: `None` after the last; an error with the place of a bad record.
    fn next_record(&mut self) -> Option<Result<Record, (gomoku_status, Option<gomoku_location>)>>;
}

impl GameStream for gomoku_renjunet {
    fn next_record(&mut self) -> Option<Result<Record, (gomoku_status, Option<gomoku_location>)>> {
        use gomoku_referee::record::renjunet::RenjuNetError;
        self.inner.next_game().transpose().map(|r| {
            r.map(|game| game.record).map_err(|e| {
                let at = match &e {
                    RenjuNetError::Record(r) => Some(location_of(r)),
                    _ => None,
                };
                (e.into(), at)
            })
        })
    }
}

impl GameStream for gomoku_sgf_collection {
    fn next_record(&mut self) -> Option<Result<Record, (gomoku_status, Option<gomoku_location>)>> {
        self.inner.next().map(|r| {
            r.map_err(|e| {
                let at = match &e {
                    StreamError::Record(r) => Some(location_of(r)),
                    StreamError::Io(_) => None,
                };
                (e.into(), at)
            })
        })
    }
}

/// The file at `path` (a C string's bytes), buffered; `GOMOKU_STATUS_RECORD_IO` when it
/// cannot be opened.
fn file_input(path: &[u8]) -> Result<BufReader<std::fs::File>, gomoku_status> {
    let path = std::str::from_utf8(path).map_err(|_| gomoku_status::RecordIo)?;
    let file = std::fs::File::open(path).map_err(|_| gomoku_status::RecordIo)?;
    Ok(BufReader::with_capacity(1 << 16, file))
}

/// The input pulled through `read`; `GOMOKU_STATUS_NULL_POINTER` for a NULL one.
fn callback_input(
    read: gomoku_read_fn,
    user_data: *mut c_void,
) -> Result<BufReader<CallbackReader>, gomoku_status> {
    let read = read.ok_or(gomoku_status::NullPointer)?;
    Ok(BufReader::with_capacity(
        1 << 16,
        CallbackReader { read, user_data },
    ))
}

/// `*_next` of a stream: the next record into `*record_out` (NULL after the last), or the
/// error's status with `*error_out` (when not NULL) its place.
fn stream_next<S: GameStream>(
    reader: *mut S,
    record_out: *mut *mut gomoku_record,
    error_out: *mut gomoku_location,
) -> gomoku_status {
    guard(|| {
        let reader = arg_mut(reader)?;
        let out = Out::new(record_out)?;
        match reader.next_record() {
            Some(Ok(record)) => make_record(record, out),
            None => out.write(core::ptr::null_mut()),
            Some(Err((status, at))) => {
                if let (Some(at), Some(out)) = (at, Out::optional(error_out)) {
                    out.write(at);
                }
                return Err(status);
            }
        }
        Ok(())
    })
}

/// `*_free` of a stream: NULL is ignored.
fn stream_free<S>(reader: *mut S) {
    let _ = guard(|| {
        free(reader);
        Ok(())
    });
}

fn location_of(e: &RecordError) -> gomoku_location {
    gomoku_location {
        offset: e.location.offset,
        line: e.location.line,
        column: e.location.column,
    }
}

/// Reads a record of `format` (a `gomoku_format`) from the `len` bytes at `data` into
/// `*record_out`, to be freed with `gomoku_record_free`. For RenjuNet, the buffer's first
/// game.
///
/// Returns a `GOMOKU_STATUS_RECORD_*` status (700–714) for input the format refuses;
/// then, if `error_out` is not NULL, `*error_out` receives where (the one out-parameter
/// written on failure, and only then). `GOMOKU_STATUS_INVALID_ENUM` for a bad format or
/// row convention; `GOMOKU_STATUS_RECORD_SIZE_OUT_OF_RANGE` for a bad `options->size`.
///
/// # Safety
///
/// `data` is valid for `len` bytes (NULL allowed when `len` is 0); `options` is NULL or
/// valid; `record_out` is NULL or valid for a write; `error_out` is NULL or valid for a
/// write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_read(
    format: i32,
    data: *const u8,
    len: usize,
    options: *const gomoku_record_options,
    record_out: *mut *mut gomoku_record,
    error_out: *mut gomoku_location,
) -> gomoku_status {
    guard(|| {
        let format = format_in(format)?;
        let out = Out::new(record_out)?;
        let options = optional_arg(options)
            .copied()
            .unwrap_or(gomoku_record_options {
                size: 15,
                sgf_rows: 0,
                lenient: false,
            });
        let rows = rows_in(options.sgf_rows)?;
        let bytes = slice(data, len)?;
        let size = u8::try_from(options.size).unwrap_or(0);
        let result = match format {
            Format::Moves => read_moves(bytes, size),
            Format::Psq => read_psq(bytes),
            Format::Sgf => read_sgf(
                bytes,
                SgfOptions {
                    rows,
                    lenient: options.lenient,
                },
            ),
            Format::RenLib => read_renlib(bytes),
            Format::RenjuNet => match RenjuNetReader::new(bytes).next() {
                Some(Ok(game)) => Ok(game.record),
                Some(Err(gomoku_referee::record::renjunet::RenjuNetError::Record(e))) => Err(e),
                Some(Err(e)) => return Err(e.into()),
                None => Err(RecordError {
                    format: Format::RenjuNet,
                    kind: gomoku_referee::record::RecordErrorKind::NoGame,
                    location: gomoku_referee::record::Location::at_byte(len),
                }),
            },
        };
        match result {
            Ok(record) => {
                make_record(record, out);
                Ok(())
            }
            Err(e) => {
                if let Some(out) = Out::optional(error_out) {
                    out.write(location_of(&e));
                }
                Err(e.into())
            }
        }
    })
}

/// Reads a RenLib `.lib` library from the `len` bytes at `data` into `*record_out` (to be
/// freed with `gomoku_record_free`), its comments and board texts decoded from
/// `encoding`, a label of the WHATWG Encoding Standard (`"gbk"`, `"windows-1252"`,
/// `"utf-8"`, `"shift_jis"`, any case), or GBK when `encoding` is NULL — as
/// `gomoku_record_read` with `GOMOKU_FORMAT_RENLIB` reads them. The file does not name its
/// code page: it is the Windows code page of the library's author.
///
/// Returns `GOMOKU_STATUS_PARSE_UNKNOWN_ENCODING` for a label no encoding has, or a
/// `GOMOKU_STATUS_RECORD_*` status with `*error_out` written (when not NULL) as
/// `gomoku_record_read` does.
///
/// # Safety
///
/// `data` is valid for `len` bytes (NULL allowed when `len` is 0); `encoding` is NULL or a
/// NUL-terminated string; `record_out` is NULL or valid for a write; `error_out` is NULL
/// or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_read_renlib(
    data: *const u8,
    len: usize,
    encoding: *const c_char,
    record_out: *mut *mut gomoku_record,
    error_out: *mut gomoku_location,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(record_out)?;
        let encoding = if encoding.is_null() {
            TextEncoding::default()
        } else {
            core::str::from_utf8(c_str(encoding)?)
                .map_err(|_| ParseError::UnknownEncoding)?
                .parse::<TextEncoding>()?
        };
        let bytes = slice(data, len)?;
        match read_renlib_with(bytes, RenLibOptions { encoding }) {
            Ok(record) => {
                make_record(record, out);
                Ok(())
            }
            Err(e) => {
                if let Some(out) = Out::optional(error_out) {
                    out.write(location_of(&e));
                }
                Err(e.into())
            }
        }
    })
}

/// Writes how many warnings the record has into `*count_out`: what the lenient SGF reader
/// bent to read it (`gomoku_record_options.lenient`), 0 for a record read strictly.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `count_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_warning_count(
    record: *const gomoku_record,
    count_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(count_out)?;
        out.write(record.inner.warnings.len());
        Ok(())
    })
}

/// Writes warning `index` of the record: its kind (a `gomoku_warning_kind`) into
/// `*kind_out`, where it was found into `*location_out`, and its text, NUL-terminated,
/// into `buf` (the `(buf, len, out_n)` contract; `GOMOKU_STATUS_BUFFER_TOO_SMALL` writes
/// only `*out_n`). `GOMOKU_STATUS_RECORD_NO_FIELD` when the record has no such warning.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `kind_out` and `location_out` are NULL or
/// valid for a write; `buf` is valid for `len` bytes (NULL allowed when `len` is 0);
/// `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_warning(
    record: *const gomoku_record,
    index: usize,
    kind_out: *mut i32,
    location_out: *mut gomoku_location,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let kind_out = Out::new(kind_out)?;
        let location_out = Out::new(location_out)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let warning = record.inner.warnings.get(index);
        let warning = warning.ok_or(gomoku_status::RecordNoField)?;
        buffer.fill_text(&warning.text)?;
        let kind = WarningKind::ALL.iter().position(|&k| k == warning.kind);
        kind_out.write(kind.map_or(-1, |k| k as i32));
        location_out.write(gomoku_location {
            offset: warning.location.offset,
            line: warning.location.line,
            column: warning.location.column,
        });
        Ok(())
    })
}

/// Frees a record; NULL is ignored.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`, not used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_free(record: *mut gomoku_record) {
    let _ = guard(|| {
        free(record);
        Ok(())
    });
}

/// Writes the record's board size into `*size_out`.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `size_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_size(
    record: *const gomoku_record,
    size_out: *mut u32,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(size_out)?;
        out.write(u32::from(record.inner.size));
        Ok(())
    })
}

/// Copies the moves of the main line into `buf` (the `(buf, len, out_n)` contract).
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `buf` is valid for `len` moves (NULL
/// allowed when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_moves(
    record: *const gomoku_record,
    buf: *mut gomoku_move,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let moves: Vec<gomoku_move> = record.inner.moves().map(|m| to_c_move(m.mv)).collect();
        buffer.fill(&moves)
    })
}

/// Copies a text field (a `gomoku_record_field`) of the record, NUL-terminated, into
/// `buf` (the `(buf, len, out_n)` contract; `*out_n` counts the NUL).
/// `GOMOKU_STATUS_RECORD_NO_FIELD` when the record does not have it.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_text(
    record: *const gomoku_record,
    field: i32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let r = &record.inner;
        let owned: String;
        let text = match field {
            0 => r.black.as_deref(),
            1 => r.white.as_deref(),
            2 => r.event.as_deref(),
            3 => r.date.as_deref(),
            4 => r.result.as_ref().map(|r| r.text.as_str()),
            5 => r.rules_name.as_deref(),
            6 => r.comment(),
            14 => r.psq_header.as_deref(),
            7..=13 => {
                let text = match field {
                    7 => r.opening.map(|o| o.to_string()),
                    8 => (!r.opening_actions.is_empty()).then(|| {
                        let actions = r.opening_actions.iter().map(ToString::to_string);
                        actions.collect::<Vec<_>>().join(", ")
                    }),
                    9 => r.swaps.map(|n| n.to_string()),
                    10 => r.offers.map(|n| n.to_string()),
                    11 => (!r.offered.is_empty()).then(|| {
                        let points = r.offered.iter().map(|p| p.to_string());
                        points.collect::<Vec<_>>().join(" ")
                    }),
                    12 => r.draw_offer.map(|c| c.to_string()),
                    _ => (!r.trailer.is_empty()).then(|| r.trailer.join("\n")),
                };
                owned = text.ok_or(gomoku_status::RecordNoField)?;
                Some(owned.as_str())
            }
            _ => return Err(gomoku_status::InvalidEnum),
        };
        let text = text.ok_or(gomoku_status::RecordNoField)?;
        buffer.fill_text(text)
    })
}

/// The node `node` of the record's tree, or `GOMOKU_STATUS_RECORD_NO_NODE`.
fn node_of(record: &gomoku_record, node: usize) -> Result<&Node, gomoku_status> {
    record
        .inner
        .tree
        .nodes
        .get(node)
        .ok_or(gomoku_status::RecordNoNode)
}

/// Writes the number of nodes of the record's variation tree, the root (node 0, before
/// the first move) included, into `*count_out`. Nodes are numbered `0..count`; a single
/// line of `n` moves has `n + 1`.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `count_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_count(
    record: *const gomoku_record,
    count_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(count_out)?;
        out.write(record.inner.tree.nodes.len());
        Ok(())
    })
}

/// Writes how many children node `node` has into `*count_out` (0 at a leaf; the first
/// child is the main line). `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `count_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_child_count(
    record: *const gomoku_record,
    node: usize,
    count_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(count_out)?;
        node_of(record, node)?;
        let n = record.inner.tree.children(node).count();
        out.write(n);
        Ok(())
    })
}

/// Writes the index of child `i` of node `node` into `*child_out` (child 0 is the main
/// line). `GOMOKU_STATUS_RECORD_NO_NODE` when the node or the child is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `child_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_child(
    record: *const gomoku_record,
    node: usize,
    i: usize,
    child_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(child_out)?;
        node_of(record, node)?;
        let child = record.inner.tree.children(node).nth(i);
        let child = child.ok_or(gomoku_status::RecordNoNode)?;
        out.write(child);
        Ok(())
    })
}

/// Writes the index of node `node`'s parent into `*parent_out`.
/// `GOMOKU_STATUS_RECORD_NO_FIELD` at the root, `GOMOKU_STATUS_RECORD_NO_NODE` for a node
/// that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `parent_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_parent(
    record: *const gomoku_record,
    node: usize,
    parent_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(parent_out)?;
        node_of(record, node)?;
        let parent = record.inner.tree.parent(node);
        let parent = parent.ok_or(gomoku_status::RecordNoField)?;
        out.write(parent);
        Ok(())
    })
}

/// Writes node `node`'s move into `*move_out` and its colour (a `GOMOKU_COLOR_*` value)
/// into `*color_out`. `GOMOKU_STATUS_RECORD_NO_FIELD` for a node without a move (the
/// root, a node that only comments), `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is
/// not one; both out-parameters are written only on success.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `move_out` and `color_out` are NULL or
/// valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_move(
    record: *const gomoku_record,
    node: usize,
    move_out: *mut gomoku_move,
    color_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let move_out = Out::new(move_out)?;
        let color_out = Out::new(color_out)?;
        let m = node_of(record, node)?
            .mv
            .ok_or(gomoku_status::RecordNoField)?;
        move_out.write(to_c_move(m.mv));
        color_out.write(to_c_color(Some(m.color)));
        Ok(())
    })
}

/// Copies a text of node `node` (a `gomoku_node_field`), NUL-terminated, into `buf` (the
/// `(buf, len, out_n)` contract). `GOMOKU_STATUS_RECORD_NO_FIELD` when the node has none,
/// `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_text(
    record: *const gomoku_record,
    node: usize,
    field: i32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let n = node_of(record, node)?;
        let text = match field {
            0 => n.comment(),
            1 => n.board_text(),
            _ => return Err(gomoku_status::InvalidEnum),
        };
        let text = text.ok_or(gomoku_status::RecordNoField)?;
        buffer.fill_text(text)
    })
}

/// Writes whether node `node` is marked (RenLib's marks; false in other formats) into
/// `*mark_out`. `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `mark_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_mark(
    record: *const gomoku_record,
    node: usize,
    mark_out: *mut bool,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(mark_out)?;
        let mark = node_of(record, node)?.mark();
        out.write(mark);
        Ok(())
    })
}

/// Writes the milliseconds node `node`'s move took (PSQ times) into `*time_out`.
/// `GOMOKU_STATUS_RECORD_NO_FIELD` when the node has no time (no move, or a format
/// without times), `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `time_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_time(
    record: *const gomoku_record,
    node: usize,
    time_out: *mut u32,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(time_out)?;
        let time = node_of(record, node)?.mv.and_then(|m| m.time_ms);
        out.write(time.ok_or(gomoku_status::RecordNoField)?);
        Ok(())
    })
}

/// Writes how many properties node `node` keeps as written (SGF properties the reader
/// does not interpret, such as `BR[3d]`; RenjuNet fields without a place in the record)
/// into `*count_out`. `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `count_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_property_count(
    record: *const gomoku_record,
    node: usize,
    count_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(count_out)?;
        let n = node_of(record, node)?.properties().len();
        out.write(n);
        Ok(())
    })
}

/// Copies a part of property `index` of node `node` (in the order written), NUL-terminated,
/// into `buf` (the `(buf, len, out_n)` contract): `value` 0 gives its identifier (`BR`),
/// `value` k >= 1 its k-th value, unescaped. `GOMOKU_STATUS_RECORD_NO_FIELD` when the node
/// has no property `index` or the property no value `value`,
/// `GOMOKU_STATUS_RECORD_NO_NODE` for a node that is not one.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_node_property(
    record: *const gomoku_record,
    node: usize,
    index: usize,
    value: usize,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let n = node_of(record, node)?;
        let property = n.properties().get(index);
        let property = property.ok_or(gomoku_status::RecordNoField)?;
        let text = match value {
            0 => Some(&property.id),
            k => property.values.get(k - 1),
        };
        let text = text.ok_or(gomoku_status::RecordNoField)?;
        buffer.fill_text(text)
    })
}

/// Writes the recorded winner into `*winner_out`: a `GOMOKU_COLOR_*` value, or -1 for a
/// draw. `GOMOKU_STATUS_RECORD_NO_FIELD` when the record gives no result.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `winner_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_winner(
    record: *const gomoku_record,
    winner_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(winner_out)?;
        let result = record
            .inner
            .result
            .as_ref()
            .ok_or(gomoku_status::RecordNoField)?;
        out.write(to_c_color(result.winner));
        Ok(())
    })
}

/// Writes the row convention the record was read with into `*rows_out`: 0 rows from the
/// top, 1 from the bottom (the numbers of `gomoku_record_options.sgf_rows`).
/// `GOMOKU_STATUS_RECORD_NO_FIELD` for a record not read from SGF.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `rows_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_sgf_rows(
    record: *const gomoku_record,
    rows_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(rows_out)?;
        let rows = record.inner.sgf_rows.ok_or(gomoku_status::RecordNoField)?;
        out.write(rows_number(rows));
        Ok(())
    })
}

/// Replays the record's main line into a new game `*game_out` (free it with
/// `gomoku_game_free`) under `rules`, or, when `rules` is NULL, under the rules the record
/// names (renju on the record's board when it names none). A recorded resignation or
/// timeout the moves leave open ends the game as recorded.
///
/// A record with its opening's actions (SGF `OR`/`OA`) replays them first, so the game
/// comes back with its opening state; set-ups below the root are applied where they stand.
///
/// Returns `GOMOKU_STATUS_REPLAY_*` (730–738): a size that differs from the rules', an
/// invalid start position, a move out of turn, a move the rules refuse, a recorded result
/// the referee contradicts, an opening that cannot start, an opening action refused, a
/// move that is not the stone its opening placed, or an opening on a set-up board; then,
/// if `move_number_out` is not NULL, it receives the 1-based number of the move at fault
/// (0 when no move is). `move_number_out` is written
/// only on such a failure.
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `rules` is NULL or a live `gomoku_rules`;
/// `game_out` is NULL or valid for a write; `move_number_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_replay(
    record: *const gomoku_record,
    rules: *const gomoku_rules,
    game_out: *mut *mut gomoku_game,
    move_number_out: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let out = Out::new(game_out)?;
        let rules = if rules.is_null() {
            record.inner.rules_or(Rules::renju())?
        } else {
            arg(rules)?.inner
        };
        match record.inner.replay(rules) {
            Ok(game) => {
                make(game, out);
                Ok(())
            }
            Err(e) => {
                use gomoku_referee::record::ReplayError as E;
                let number = match e {
                    E::WrongColor { number, .. }
                    | E::Illegal { number, .. }
                    | E::OpeningStone { number } => number,
                    _ => 0,
                };
                if let Some(out) = Out::optional(move_number_out) {
                    out.write(number);
                }
                Err(e.into())
            }
        }
    })
}

/// Writes the record itself in `format` (move text, PSQ or SGF; `sgf_rows` 0 from the
/// top, 1 from the bottom) into `buf`, NUL-terminated (the `(buf, len, out_n)` contract;
/// `*out_n` counts the NUL), keeping what the format can hold of it as read: SGF the
/// whole tree with its comments, set-ups and the kept properties SGF can name; PSQ the
/// header line, the times and the trailer; move text the main line.
/// `GOMOKU_STATUS_WRITE_*` (760–763) when the format cannot hold the record (a set-up
/// start in PSQ or move text, a pass in PSQ, moves that do not alternate from Black in
/// PSQ or move text, a read-only format).
///
/// # Safety
///
/// `record` is NULL or a live `gomoku_record`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_record_write(
    record: *const gomoku_record,
    format: i32,
    sgf_rows: i32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let record = arg(record)?;
        let format = format_in(format)?;
        let rows = rows_in(sgf_rows)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let text = record.inner.write(format, rows)?;
        buffer.fill_text(&text)
    })
}

/// Writes the game as a record in `format` (move text, PSQ or SGF; `sgf_rows` 0 from the
/// top, 1 from the bottom) into `buf`, NUL-terminated (the `(buf, len, out_n)` contract;
/// `*out_n` counts the NUL). `GOMOKU_STATUS_WRITE_*` (760–763) when the format cannot hold
/// the game (a set-up start in PSQ or move text, a pass in PSQ, a read-only format).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_write_record(
    game: *const gomoku_game,
    format: i32,
    sgf_rows: i32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let format = format_in(format)?;
        let rows = rows_in(sgf_rows)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let text = game.inner.to_record().write(format, rows)?;
        buffer.fill_text(&text)
    })
}

/// Opens a RenjuNet file (NUL-terminated path) to read game by game, in constant memory,
/// into `*reader_out`; free it with `gomoku_renjunet_free`. `GOMOKU_STATUS_RECORD_IO` if
/// the file cannot be opened.
///
/// # Safety
///
/// `path` is NULL or a NUL-terminated string; `reader_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_renjunet_open(
    path: *const c_char,
    reader_out: *mut *mut gomoku_renjunet,
) -> gomoku_status {
    guard(|| {
        let path = c_str(path)?;
        let out = Out::new(reader_out)?;
        make_reader(Box::new(file_input(path)?), out);
        Ok(())
    })
}

/// A RenjuNet reader of the `len` bytes at `data` (a whole export in memory), into
/// `*reader_out`: the same game-by-game stream as `gomoku_renjunet_open`. The bytes are
/// copied, so `data` may be freed at once.
///
/// # Safety
///
/// `data` is valid for `len` bytes (NULL allowed when `len` is 0); `reader_out` is NULL or
/// valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_renjunet_from_buffer(
    data: *const u8,
    len: usize,
    reader_out: *mut *mut gomoku_renjunet,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(reader_out)?;
        let bytes = slice(data, len)?.to_vec();
        make_reader(Box::new(Cursor::new(bytes)), out);
        Ok(())
    })
}

/// A RenjuNet reader that pulls its input through `read` (see `gomoku_read_fn`), called
/// with `user_data`, into `*reader_out`: the same game-by-game stream, in constant memory,
/// from any source (a socket, a decompressor). `GOMOKU_STATUS_NULL_POINTER` for a NULL
/// `read`; a failing callback ends the stream with `GOMOKU_STATUS_RECORD_IO`.
///
/// # Safety
///
/// `read` is NULL or a function that may be called with `user_data` until the reader is
/// freed; `reader_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_renjunet_from_callback(
    read: gomoku_read_fn,
    user_data: *mut c_void,
    reader_out: *mut *mut gomoku_renjunet,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(reader_out)?;
        make_reader(Box::new(callback_input(read, user_data)?), out);
        Ok(())
    })
}

/// Reads the next game into `*record_out` (free it with `gomoku_record_free`); at the end
/// of the file writes NULL and returns OK. A bad game gives its `GOMOKU_STATUS_RECORD_*`
/// status (and `*error_out`, if not NULL, its byte offset) and reading can go on with the
/// next call; malformed XML ends the stream.
///
/// # Safety
///
/// `reader` is NULL or a live `gomoku_renjunet`; `record_out` is NULL or valid for a
/// write; `error_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_renjunet_next(
    reader: *mut gomoku_renjunet,
    record_out: *mut *mut gomoku_record,
    error_out: *mut gomoku_location,
) -> gomoku_status {
    stream_next(reader, record_out, error_out)
}

/// Frees a RenjuNet reader; NULL is ignored.
///
/// # Safety
///
/// `reader` is NULL or a live `gomoku_renjunet`, not used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_renjunet_free(reader: *mut gomoku_renjunet) {
    stream_free(reader);
}

/// The SGF options of `options` (NULL: the defaults).
fn sgf_options(options: *const gomoku_record_options) -> Result<SgfOptions, gomoku_status> {
    Ok(match optional_arg(options) {
        Some(o) => SgfOptions {
            rows: rows_in(o.sgf_rows)?,
            lenient: o.lenient,
        },
        None => SgfOptions::default(),
    })
}

fn make_sgf_collection(input: Input, options: SgfOptions, out: Out<*mut gomoku_sgf_collection>) {
    out.write(into_raw(gomoku_sgf_collection {
        inner: SgfCollectionReader::new(input, options),
    }));
}

/// Opens an SGF collection file (NUL-terminated path) to read game by game, in the memory
/// of one game whatever the file's size, into `*reader_out`; free it with
/// `gomoku_sgf_collection_free`. `options` (NULL for the defaults) gives the SGF row
/// convention, as for `gomoku_record_read`. `GOMOKU_STATUS_RECORD_IO` if the file cannot
/// be opened, `GOMOKU_STATUS_INVALID_ENUM` for a bad row convention.
///
/// # Safety
///
/// `path` is NULL or a NUL-terminated string; `options` is NULL or valid; `reader_out` is
/// NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_sgf_collection_open(
    path: *const c_char,
    options: *const gomoku_record_options,
    reader_out: *mut *mut gomoku_sgf_collection,
) -> gomoku_status {
    guard(|| {
        let path = c_str(path)?;
        let out = Out::new(reader_out)?;
        let options = sgf_options(options)?;
        let input = file_input(path)?;
        if input.get_ref().metadata().is_ok_and(|m| m.is_dir()) {
            return Err(gomoku_status::RecordIo);
        }
        make_sgf_collection(Box::new(input), options, out);
        Ok(())
    })
}

/// An SGF collection reader that pulls its input through `read` (see `gomoku_read_fn`),
/// called with `user_data`, into `*reader_out`: the same game-by-game stream as
/// `gomoku_sgf_collection_open`, from any source. `GOMOKU_STATUS_NULL_POINTER` for a NULL
/// `read`; a failing callback ends the stream with `GOMOKU_STATUS_RECORD_IO`.
///
/// # Safety
///
/// `read` is NULL or a function that may be called with `user_data` until the reader is
/// freed; `options` is NULL or valid; `reader_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_sgf_collection_from_callback(
    read: gomoku_read_fn,
    user_data: *mut c_void,
    options: *const gomoku_record_options,
    reader_out: *mut *mut gomoku_sgf_collection,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(reader_out)?;
        let input = callback_input(read, user_data)?;
        let options = sgf_options(options)?;
        make_sgf_collection(Box::new(input), options, out);
        Ok(())
    })
}

/// Reads the next game into `*record_out` (free it with `gomoku_record_free`); after the
/// last game writes NULL and returns OK. A game that cannot be read gives its
/// `GOMOKU_STATUS_RECORD_*` status (and `*error_out`, if not NULL, its place in the whole
/// input) and ends the stream, as `gomoku_record_read` of the whole collection would stop
/// there: later calls write NULL.
///
/// # Safety
///
/// `reader` is NULL or a live `gomoku_sgf_collection`; `record_out` is NULL or valid for a
/// write; `error_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_sgf_collection_next(
    reader: *mut gomoku_sgf_collection,
    record_out: *mut *mut gomoku_record,
    error_out: *mut gomoku_location,
) -> gomoku_status {
    stream_next(reader, record_out, error_out)
}

/// Frees an SGF collection reader; NULL is ignored.
///
/// # Safety
///
/// `reader` is NULL or a live `gomoku_sgf_collection`, not used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_sgf_collection_free(reader: *mut gomoku_sgf_collection) {
    stream_free(reader);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_warning_kinds_are_the_cores_in_order() {
        use gomoku_warning_kind as K;
        let c = [
            K::GameNumber,
            K::PropertyName,
            K::FifthMoveOffers,
            K::EmptyNode,
            K::TtMove,
            K::RulesFromGameName,
            K::SkippedText,
        ];
        assert_eq!(c.len(), WarningKind::ALL.len());
        for (i, (k, core)) in c.iter().zip(WarningKind::ALL).enumerate() {
            assert_eq!(*k as usize, i);
            // The C name is the core's, in another case.
            let name: String = core
                .name()
                .split('-')
                .map(|w| {
                    let mut cs = w.chars();
                    cs.next()
                        .map(|f| f.to_ascii_uppercase().to_string() + cs.as_str())
                        .unwrap_or_default()
                })
                .collect();
            assert_eq!(format!("{k:?}"), name);
        }
    }

    #[test]
    fn read_replay_write() {
        let sgf = b"(;GM[4]SZ[15]PB[Ann];B[hh];W[ig])";
        let mut rec = core::ptr::null_mut();
        let mut at = gomoku_location::default();
        assert_eq!(
            gomoku_record_read(
                2,
                sgf.as_ptr(),
                sgf.len(),
                core::ptr::null(),
                &mut rec,
                &mut at
            ),
            gomoku_status::Ok
        );
        let mut game = core::ptr::null_mut();
        let mut n = 0;
        assert_eq!(
            gomoku_record_replay(rec, core::ptr::null(), &mut game, &mut n),
            gomoku_status::Ok
        );
        let mut buf = [0 as c_char; 64];
        assert_eq!(
            gomoku_game_write_record(game, 0, 0, buf.as_mut_ptr(), 64, &mut n),
            gomoku_status::Ok
        );
        assert_eq!(n, 6);
        crate::game::gomoku_game_free(game);
        gomoku_record_free(rec);
        let bad = b"(;GM[4]\n;B[zz])";
        assert_eq!(
            gomoku_record_read(
                2,
                bad.as_ptr(),
                bad.len(),
                core::ptr::null(),
                &mut rec,
                &mut at
            ),
            gomoku_status::RecordOffBoard
        );
        assert_eq!((at.line, at.column), (2, 3));
    }

    #[test]
    fn psq_header_trailer_times_and_properties() {
        let read = |format: i32, text: &[u8]| {
            let mut rec = core::ptr::null_mut();
            let s = gomoku_record_read(
                format,
                text.as_ptr(),
                text.len(),
                core::ptr::null(),
                &mut rec,
                core::ptr::null_mut(),
            );
            assert_eq!(s, gomoku_status::Ok);
            rec
        };
        let text = |f: &dyn Fn(*mut c_char, usize, *mut usize) -> gomoku_status| {
            let mut buf = [0 as c_char; 128];
            let mut n = 0;
            let s = f(buf.as_mut_ptr(), buf.len(), &mut n);
            (s == gomoku_status::Ok)
                .then(|| {
                    buf[..n - 1]
                        .iter()
                        .map(|&c| c as u8 as char)
                        .collect::<String>()
                })
                .ok_or(s)
        };
        let psq = b"Piskvorky 15x15, 11:11, 0\n8,8,1234\n9,7,250\n-1\nengine A vs B\n";
        let rec = read(1, psq);
        let field = |f: i32| text(&|b, l, n| gomoku_record_text(rec, f, b, l, n));
        assert_eq!(field(13).as_deref(), Ok("-1\nengine A vs B"));
        assert_eq!(field(14).as_deref(), Ok("11:11, 0"));
        let mut t = 0u32;
        assert_eq!(gomoku_record_node_time(rec, 1, &mut t), gomoku_status::Ok);
        assert_eq!(t, 1234);
        assert_eq!(
            gomoku_record_node_time(rec, 0, &mut t),
            gomoku_status::RecordNoField
        );
        assert_eq!(
            gomoku_record_node_time(rec, 3, &mut t),
            gomoku_status::RecordNoNode
        );
        let mut rows = 7;
        assert_eq!(
            gomoku_record_sgf_rows(rec, &mut rows),
            gomoku_status::RecordNoField
        );
        let written = text(&|b, l, n| gomoku_record_write(rec, 1, 0, b, l, n));
        assert_eq!(written.as_deref(), Ok(core::str::from_utf8(psq).unwrap()));
        gomoku_record_free(rec);

        let rec = read(2, b"(;GM[4]SZ[15]XY[1][2];B[hh])");
        assert_eq!(
            text(&|b, l, n| gomoku_record_text(rec, 13, b, l, n)),
            Err(gomoku_status::RecordNoField)
        );
        assert_eq!(gomoku_record_sgf_rows(rec, &mut rows), gomoku_status::Ok);
        assert_eq!(rows, 0);
        let mut count = 0;
        assert_eq!(
            gomoku_record_node_property_count(rec, 0, &mut count),
            gomoku_status::Ok
        );
        assert_eq!(count, 1);
        let part = |i, v| text(&|b, l, n| gomoku_record_node_property(rec, 0, i, v, b, l, n));
        assert_eq!(part(0, 0).as_deref(), Ok("XY"));
        assert_eq!(part(0, 2).as_deref(), Ok("2"));
        assert_eq!(part(0, 3), Err(gomoku_status::RecordNoField));
        assert_eq!(part(1, 0), Err(gomoku_status::RecordNoField));
        gomoku_record_free(rec);
    }
}
