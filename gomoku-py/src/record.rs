//! Game records (RULES.md §11): `Record` (read from a str, bytes, a path or a file
//! object; metadata; replay), `Game.to_sgf/to_psq/to_moves/to_record`, and the RenjuNet
//! stream behind `gomoku.renjunet.iter_games`. Reading, replaying and writing are the
//! core's; parsing runs with the GIL released.

use std::io::BufReader;

use gomoku_referee::record::renjunet::{RenjuNetError, RenjuNetGame, RenjuNetReader};
use gomoku_referee::record::{
    Format, Record, RenLibOptions, ResultCheck, SgfCollectionReader, SgfOptions, SgfRows,
    StreamError, TextEncoding, WriteError, read_moves, read_psq, read_renlib_with, read_sgf,
    read_sgf_collection,
};
use gomoku_referee::record::{RecordError as CoreRecordError, ReplayError as CoreReplayError};
use gomoku_referee::{Move, Rules};
use pyo3::BoundObject;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

use crate::enums::PyColor;
use crate::errors::new_err;
use crate::game::PyGame;
use crate::opening::PyOpening;
use crate::point::PyPoint;
use crate::rules::PyRules;

/// Sets attributes on the exception value of `err`.
fn with_attrs(py: Python<'_>, err: PyErr, attrs: Vec<(&str, Py<PyAny>)>) -> PyErr {
    let value = err.value(py);
    for (k, v) in attrs {
        let _ = value.setattr(k, v);
    }
    err
}

fn obj<'py, T: IntoPyObject<'py>>(py: Python<'py>, v: T) -> Py<PyAny> {
    v.into_pyobject(py)
        .map(|o| o.into_any().into_bound().unbind())
        .unwrap_or_else(|_| py.None())
}

/// The Python exception of a record that could not be read.
pub(crate) fn record_error(e: CoreRecordError) -> PyErr {
    use gomoku_referee::record::RecordErrorKind as K;
    Python::attach(|py| {
        let mut attrs: Vec<(&str, Py<PyAny>)> = match e.kind {
            K::WrongHeader { expected } | K::Expected { expected } => {
                vec![("expected", obj(py, expected))]
            }
            K::UnknownVersion { major, minor } => {
                vec![("major", obj(py, major)), ("minor", obj(py, minor))]
            }
            K::OffBoard { x, y, size } => vec![
                ("x", obj(py, x)),
                ("y", obj(py, y)),
                ("size", obj(py, size)),
            ],
            K::SizeOutOfRange(size) => vec![("size", obj(py, size))],
            K::NotSquare { width, height } => {
                vec![("width", obj(py, width)), ("height", obj(py, height))]
            }
            K::UnsupportedGame(game) => vec![("game", obj(py, game))],
            _ => vec![],
        };
        attrs.push(("format", obj(py, e.format.name())));
        attrs.push(("offset", obj(py, e.location.offset)));
        attrs.push(("line", obj(py, e.location.line)));
        attrs.push(("column", obj(py, e.location.column)));
        with_attrs(py, new_err(py, e.kind.kind(), e.to_string()), attrs)
    })
}

/// The Python exception of a RenjuNet stream error. An i/o error has no position in the
/// input: its `offset`, `line` and `column` are 0, as a `RecordError`'s are where unknown.
pub(crate) fn renjunet_error(e: RenjuNetError) -> PyErr {
    stream_error(e, "renjunet")
}

/// The Python exception of a record stream's error (`format`: the stream's format name).
fn stream_error(e: StreamError, format: &'static str) -> PyErr {
    match e {
        RenjuNetError::Record(e) => record_error(e),
        RenjuNetError::Io(kind) => Python::attach(|py| {
            with_attrs(
                py,
                new_err(py, e.kind(), e.to_string()),
                vec![
                    ("kind", obj(py, kind.to_string())),
                    ("format", obj(py, format)),
                    ("offset", obj(py, 0)),
                    ("line", obj(py, 0)),
                    ("column", obj(py, 0)),
                ],
            )
        }),
    }
}

/// The Python exception of a record that could not be replayed.
pub(crate) fn replay_error(e: CoreReplayError) -> PyErr {
    Python::attach(|py| {
        let msg = e.to_string();
        let kind = e.kind();
        let color = |c: gomoku_referee::Color| obj(py, PyColor::from(c));
        let winner = |c: Option<gomoku_referee::Color>| obj(py, c.map(PyColor::from));
        let mv = |m: Move| obj(py, m.point().map(PyPoint));
        match e {
            CoreReplayError::SizeMismatch { record, rules } => with_attrs(
                py,
                new_err(py, kind, msg),
                vec![
                    ("record_size", obj(py, record)),
                    ("rules_size", obj(py, rules)),
                ],
            ),
            CoreReplayError::Setup(cause) => {
                let err = new_err(py, kind, msg);
                err.set_cause(py, Some(crate::errors::setup_error(py, cause)));
                err
            }
            CoreReplayError::WrongColor {
                number,
                mv: m,
                color: c,
                expected,
            } => with_attrs(
                py,
                new_err(py, kind, msg),
                vec![
                    ("number", obj(py, number)),
                    ("move", mv(m)),
                    ("color", color(c)),
                    ("expected", color(expected)),
                ],
            ),
            CoreReplayError::Illegal {
                number,
                mv: m,
                color: c,
                error,
            } => {
                let err = with_attrs(
                    py,
                    new_err(py, kind, msg),
                    vec![
                        ("number", obj(py, number)),
                        ("move", mv(m)),
                        ("color", color(c)),
                    ],
                );
                err.set_cause(py, Some(crate::errors::play_error(py, error)));
                err
            }
            CoreReplayError::ResultContradicts { recorded, referee } => with_attrs(
                py,
                new_err(py, kind, msg),
                vec![("recorded", winner(recorded)), ("referee", winner(referee))],
            ),
            CoreReplayError::Opening(cause) => {
                let err = new_err(py, kind, msg);
                err.set_cause(py, Some(crate::errors::opening_error(py, cause)));
                err
            }
            CoreReplayError::OpeningAction { index, error } => {
                let err = with_attrs(py, new_err(py, kind, msg), vec![("index", obj(py, index))]);
                err.set_cause(py, Some(crate::errors::opening_error(py, error)));
                err
            }
            CoreReplayError::OpeningStone { number } => with_attrs(
                py,
                new_err(py, kind, msg),
                vec![("number", obj(py, number))],
            ),
            CoreReplayError::OpeningStart => new_err(py, kind, msg),
        }
    })
}

/// A node of a record's variation tree: the move that leads to it and what the record
/// attaches to it (comment, RenLib mark and board text, the properties kept as written).
/// Its `children` are the variations from here, the first the main line.
#[pyclass(module = "gomoku", name = "RecordNode", frozen)]
pub struct PyRecordNode {
    record: Py<PyRecord>,
    index: usize,
}

impl PyRecordNode {
    fn node(&self) -> &gomoku_referee::record::Node {
        // A node is only made for an index of its record's tree, and a record never changes.
        &self.record.get().inner.tree.nodes[self.index]
    }

    fn at(&self, py: Python<'_>, index: usize) -> PyRecordNode {
        PyRecordNode {
            record: self.record.clone_ref(py),
            index,
        }
    }
}

#[pymethods]
impl PyRecordNode {
    /// The node's index in the record's tree (0 is the root).
    #[getter]
    fn index(&self) -> usize {
        self.index
    }

    /// The parent node, None at the root.
    #[getter]
    fn parent(&self, py: Python<'_>) -> Option<PyRecordNode> {
        let tree = &self.record.get().inner.tree;
        tree.parent(self.index).map(|i| self.at(py, i))
    }

    /// The children, the first on the main line.
    #[getter]
    fn children(&self, py: Python<'_>) -> Vec<PyRecordNode> {
        let tree = &self.record.get().inner.tree;
        tree.children(self.index).map(|i| self.at(py, i)).collect()
    }

    /// The colour of the node's move, None when the node has no move.
    #[getter]
    fn color(&self) -> Option<PyColor> {
        self.node().mv.map(|m| PyColor::from(m.color))
    }

    /// The point of the node's move: None for a pass (then `color` is set) or no move.
    #[getter]
    #[pyo3(name = "move")]
    fn move_(&self) -> Option<PyPoint> {
        self.node().mv.and_then(|m| m.mv.point()).map(PyPoint)
    }

    /// The milliseconds the move took (PSQ), or None.
    #[getter]
    fn time(&self) -> Option<u32> {
        self.node().mv.and_then(|m| m.time_ms)
    }

    /// The comment, or None.
    #[getter]
    fn comment(&self) -> Option<String> {
        self.node().comment().map(str::to_owned)
    }

    /// RenLib: whether the node is marked.
    #[getter]
    fn mark(&self) -> bool {
        self.node().mark()
    }

    /// RenLib: the text shown on the board at this move, or None.
    #[getter]
    fn board_text(&self) -> Option<String> {
        self.node().board_text().map(str::to_owned)
    }

    /// The properties kept as written: (identifier, values) in order.
    #[getter]
    fn properties(&self) -> Vec<(String, Vec<String>)> {
        let props = self.node().properties().iter();
        props.map(|p| (p.id.clone(), p.values.clone())).collect()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyRecordNode>().is_ok_and(|o| {
            let o = o.get();
            o.record.is(&self.record) && o.index == self.index
        })
    }

    fn __hash__(&self) -> u64 {
        self.index as u64
    }

    fn __repr__(&self) -> String {
        let node = self.node();
        match node.mv {
            Some(m) => format!("<RecordNode {} {} {}>", self.index, m.color, m.mv),
            None => format!("<RecordNode {}>", self.index),
        }
    }
}

/// What the lenient SGF reader bent to read a record: `kind` (`"game-number"`,
/// `"property-name"`, `"fifth-move-offers"`, `"empty-node"`, `"tt-move"`,
/// `"rules-from-game-name"`, `"skipped-text"`), where (`offset`, `line`, `column`, as a
/// RecordError gives them) and `text`, a sentence.
#[pyclass(module = "gomoku", name = "RecordWarning", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyRecordWarning(gomoku_referee::record::RecordWarning);

#[pymethods]
impl PyRecordWarning {
    /// The kind of bend.
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind.name()
    }

    /// The 0-based byte offset in the input.
    #[getter]
    fn offset(&self) -> usize {
        self.0.location.offset
    }

    /// The 1-based line.
    #[getter]
    fn line(&self) -> usize {
        self.0.location.line
    }

    /// The 1-based column, in bytes.
    #[getter]
    fn column(&self) -> usize {
        self.0.location.column
    }

    /// What was done, in a sentence.
    #[getter]
    fn text(&self) -> &str {
        &self.0.text
    }

    fn __repr__(&self) -> String {
        format!(
            "<RecordWarning {} at line {}, column {}: {}>",
            self.0.kind, self.0.location.line, self.0.location.column, self.0.text
        )
    }
}

/// The Python exception of a game a format cannot hold.
pub(crate) fn write_error(e: WriteError) -> PyErr {
    Python::attach(|py| new_err(py, e.kind(), e.to_string()))
}

fn rows_arg(rows: &str) -> PyResult<SgfRows> {
    match rows {
        "top" => Ok(SgfRows::FromTop),
        "bottom" => Ok(SgfRows::FromBottom),
        _ => Err(pyo3::exceptions::PyValueError::new_err(
            "rows must be 'top' (the SGF standard) or 'bottom'",
        )),
    }
}

/// The name of a row convention, as `rows_arg` reads it.
fn rows_name(rows: SgfRows) -> &'static str {
    match rows {
        SgfRows::FromTop => "top",
        SgfRows::FromBottom => "bottom",
    }
}

/// The bytes of a source: `str` (the text itself), `bytes`, an `os.PathLike` (read from
/// the file) or a file object (its `read()`).
fn source_bytes(source: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(s) = source.cast::<PyString>() {
        return Ok(s.to_cow()?.as_bytes().to_vec());
    }
    if let Ok(b) = source.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    let py = source.py();
    let os = py.import("os")?;
    if source.is_instance(&os.getattr("PathLike")?)? {
        let path: std::path::PathBuf = source.extract()?;
        return py
            .detach(|| std::fs::read(&path))
            .map_err(|e| crate::errors::os_error(py, &e, &path));
    }
    if source.hasattr("read")? {
        return source_bytes(&source.call_method0("read")?);
    }
    Err(PyTypeError::new_err(
        "a record source must be a str, bytes, an os.PathLike or a file object",
    ))
}

/// A game record read from a file: size, rules, players, event, date, result, comments,
/// the moves of the main line (with their times in PSQ) and the tree of variations (SGF,
/// RenLib). `replay()` checks every move under the rules.
#[pyclass(module = "gomoku", name = "Record", frozen)]
#[derive(Debug, Clone)]
pub struct PyRecord {
    inner: Record,
    id: Option<u64>,
    opening: Option<String>,
    black_score: Option<f32>,
}

impl PyRecord {
    fn of(inner: Record) -> PyRecord {
        PyRecord {
            inner,
            id: None,
            opening: None,
            black_score: None,
        }
    }

    fn of_renjunet(g: RenjuNetGame) -> PyRecord {
        PyRecord {
            inner: g.record,
            id: Some(g.id),
            opening: g.opening,
            black_score: g.black_score,
        }
    }
}

fn read(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    f: impl FnOnce(&[u8]) -> Result<Record, CoreRecordError> + Send,
) -> PyResult<PyRecord> {
    let bytes = source_bytes(source)?;
    py.detach(|| f(&bytes))
        .map(PyRecord::of)
        .map_err(record_error)
}

#[pymethods]
impl PyRecord {
    /// Reads the first game of an SGF text (rows from the top by default; `rows="bottom"`
    /// for programs that count from the bottom). `lenient=True` reads the dialects of the
    /// field (ORC Game Center's `GM[5]`, `5A` offers, trailing empty node, ...), each bend
    /// a `RecordWarning` in `warnings`.
    #[staticmethod]
    #[pyo3(signature = (source, *, rows = "top", lenient = false))]
    fn read_sgf(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        rows: &str,
        lenient: bool,
    ) -> PyResult<PyRecord> {
        let options = SgfOptions {
            rows: rows_arg(rows)?,
            lenient,
        };
        read(py, source, |b| read_sgf(b, options))
    }

    /// Reads every game of an SGF collection (`lenient` as for `read_sgf`).
    #[staticmethod]
    #[pyo3(signature = (source, *, rows = "top", lenient = false))]
    fn read_sgf_collection(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        rows: &str,
        lenient: bool,
    ) -> PyResult<Vec<PyRecord>> {
        let options = SgfOptions {
            rows: rows_arg(rows)?,
            lenient,
        };
        let bytes = source_bytes(source)?;
        py.detach(|| read_sgf_collection(&bytes, options))
            .map(|v| v.into_iter().map(PyRecord::of).collect())
            .map_err(record_error)
    }

    /// The games of an SGF collection read one at a time, in the memory of one game
    /// whatever the file's size: `source` is a path (`str` or `os.PathLike`) or a file
    /// object (its `read(n)`, bytes or str). An iterator of Records; a game that cannot be
    /// read raises its RecordError (with its place in the whole input) and ends it, as
    /// `read_sgf_collection` stops there (`lenient` as for `read_sgf`).
    #[staticmethod]
    #[pyo3(signature = (source, *, rows = "top", lenient = false))]
    fn iter_sgf_collection(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        rows: &str,
        lenient: bool,
    ) -> PyResult<PySgfCollectionReader> {
        let options = SgfOptions {
            rows: rows_arg(rows)?,
            lenient,
        };
        let os = py.import("os")?;
        let input = if source.is_instance_of::<PyString>()
            || source.is_instance(&os.getattr("PathLike")?)?
        {
            let path: std::path::PathBuf = source.extract()?;
            let file = py
                .detach(|| {
                    let is_dir = std::fs::metadata(&path).is_ok_and(|m| m.is_dir());
                    match is_dir {
                        true => Err(std::io::Error::from(std::io::ErrorKind::IsADirectory)),
                        false => std::fs::File::open(&path),
                    }
                })
                .map_err(|e| crate::errors::os_error(py, &e, &path))?;
            Source::File(file)
        } else if source.hasattr("read")? {
            Source::Python {
                file: source.clone().unbind(),
                pending: Vec::new(),
                error: None,
            }
        } else {
            return Err(PyTypeError::new_err(
                "an SGF collection source must be a path (str, os.PathLike) or a file object",
            ));
        };
        Ok(PySgfCollectionReader {
            reader: Some(SgfCollectionReader::new(
                BufReader::with_capacity(1 << 16, input),
                options,
            )),
        })
    }

    /// Reads a PSQ record (Piskvork, the Gomocup archives).
    #[staticmethod]
    fn read_psq(py: Python<'_>, source: &Bound<'_, PyAny>) -> PyResult<PyRecord> {
        read(py, source, |b| read_psq(b))
    }

    /// Reads move text such as `"h8 h9 i8"` on a board of `size`.
    #[staticmethod]
    #[pyo3(signature = (source, size = None), text_signature = "(source, size=15)")]
    fn read_moves(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        size: Option<crate::ints::Int<'_>>,
    ) -> PyResult<PyRecord> {
        // A size beyond a `u8` is read as 255, which the reader refuses first: its error
        // is retold with the number given.
        let (n, fits) = size.as_ref().map_or((15, true), |s| s.saturating(u8::MAX));
        read(py, source, |b| read_moves(b, n)).map_err(|e| match &size {
            Some(size) if !fits => crate::errors::retell(py, e, n, "size", size),
            _ => e,
        })
    }

    /// Reads a RenLib `.lib` library (3.x) as a tree; `moves` is its main line. Its
    /// comments and board texts are decoded from `encoding`, a WHATWG label ("gbk", the
    /// default, "windows-1252", "utf-8", "shift_jis"): the file does not name its code
    /// page, the Windows code page of its author. Raises `UnknownEncodingError` for a label
    /// no encoding has.
    #[staticmethod]
    #[pyo3(signature = (source, *, encoding = "gbk"))]
    fn read_renlib(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        encoding: &str,
    ) -> PyResult<PyRecord> {
        let encoding: TextEncoding = encoding.parse().map_err(crate::errors::parse_error)?;
        read(py, source, |b| {
            read_renlib_with(b, RenLibOptions { encoding })
        })
    }

    /// The board size.
    #[getter]
    fn size(&self) -> u8 {
        self.inner.size
    }

    /// The rules the record names, if the library knows them.
    #[getter]
    fn rules(&self) -> Option<PyRules> {
        self.inner.rules.map(PyRules)
    }

    /// The rules as the record names them.
    #[getter]
    fn rules_name(&self) -> Option<&str> {
        self.inner.rules_name.as_deref()
    }

    /// Black's player.
    #[getter]
    fn black(&self) -> Option<&str> {
        self.inner.black.as_deref()
    }

    /// White's player.
    #[getter]
    fn white(&self) -> Option<&str> {
        self.inner.white.as_deref()
    }

    /// The event.
    #[getter]
    fn event(&self) -> Option<&str> {
        self.inner.event.as_deref()
    }

    /// The date as written.
    #[getter]
    fn date(&self) -> Option<&str> {
        self.inner.date.as_deref()
    }

    /// The comment on the game.
    #[getter]
    fn comment(&self) -> Option<&str> {
        self.inner.comment()
    }

    /// The result as written (`"B+R"`, `"1"`, `"0.5"`), or None.
    #[getter]
    fn result(&self) -> Option<&str> {
        self.inner.result.as_ref().map(|r| r.text.as_str())
    }

    /// The recorded winner: a Color, or None for a draw or no result.
    #[getter]
    fn winner(&self) -> Option<PyColor> {
        self.inner
            .result
            .as_ref()
            .and_then(|r| r.winner)
            .map(PyColor::from)
    }

    /// The moves of the main line: a Point, or None for a pass.
    #[getter]
    fn moves(&self) -> Vec<Option<PyPoint>> {
        self.inner
            .moves()
            .map(|m| m.mv.point().map(PyPoint))
            .collect()
    }

    /// The milliseconds each move took (PSQ), None where the format has no time.
    #[getter]
    fn times(&self) -> Vec<Option<u32>> {
        self.inner.moves().map(|m| m.time_ms).collect()
    }

    /// PSQ: the lines after the moves, as written.
    #[getter]
    fn trailer(&self) -> Vec<String> {
        self.inner.trailer.clone()
    }

    /// PSQ: the rest of the first line after `Piskvorky WxH, ` (the timer fields, such as
    /// `"11:11, 0"`), as written; None for a record of another format.
    #[getter]
    fn psq_header(&self) -> Option<&str> {
        self.inner.psq_header.as_deref()
    }

    /// SGF: the row convention the record was read with, `"top"` or `"bottom"` (as the
    /// `rows=` arguments take it); None for a record not read from SGF.
    #[getter]
    fn sgf_rows(&self) -> Option<&'static str> {
        self.inner.sgf_rows.map(rows_name)
    }

    /// The number of nodes of the variation tree, the root included.
    #[getter]
    fn node_count(&self) -> usize {
        self.inner.tree.nodes.len()
    }

    /// The comments of the tree: {node index: comment} (node 0 is the root).
    #[getter]
    fn comments(&self) -> std::collections::BTreeMap<usize, String> {
        (self.inner.tree.nodes.iter().enumerate())
            .filter_map(|(i, n)| Some((i, n.comment()?.to_owned())))
            .collect()
    }

    /// RenLib: the marked nodes.
    #[getter]
    fn marks(&self) -> Vec<usize> {
        (0..self.inner.tree.nodes.len())
            .filter(|&i| self.inner.tree.nodes[i].mark())
            .collect()
    }

    /// RenLib: the board texts, {node index: text}.
    #[getter]
    fn board_texts(&self) -> std::collections::BTreeMap<usize, String> {
        (self.inner.tree.nodes.iter().enumerate())
            .filter_map(|(i, n)| Some((i, n.board_text()?.to_owned())))
            .collect()
    }

    /// Whether the tree has variations.
    #[getter]
    fn has_variations(&self) -> bool {
        self.inner.tree.has_variations()
    }

    /// The root of the variation tree (node 0, before the first move).
    #[getter]
    fn root(slf: &Bound<'_, Self>) -> PyRecordNode {
        PyRecordNode {
            record: slf.clone().unbind(),
            index: 0,
        }
    }

    /// Node `index` of the tree (0 is the root); IndexError when there is none.
    fn node(slf: &Bound<'_, Self>, index: crate::ints::Int<'_>) -> PyResult<PyRecordNode> {
        let nodes = slf.get().inner.tree.nodes.len();
        if let Some(index) = index.get::<usize>().filter(|&i| i < nodes) {
            Ok(PyRecordNode {
                record: slf.clone().unbind(),
                index,
            })
        } else {
            Err(pyo3::exceptions::PyIndexError::new_err(format!(
                "the record has no node {index}"
            )))
        }
    }

    /// The nodes of the main line after the root (the first child at each node).
    #[getter]
    fn main_line(slf: &Bound<'_, Self>) -> Vec<PyRecordNode> {
        let tree = &slf.get().inner.tree;
        let mut out = Vec::new();
        let mut at = 0;
        while let Some(next) = tree.first_child(at) {
            out.push(PyRecordNode {
                record: slf.clone().unbind(),
                index: next,
            });
            at = next;
        }
        out
    }

    /// Every variation, the main line first: for each leaf, the nodes from the root's
    /// child down to it (the core's `Tree::variations`).
    fn variations(slf: &Bound<'_, Self>) -> Vec<Vec<PyRecordNode>> {
        let lines = slf.get().inner.tree.variations();
        let node = |index| PyRecordNode {
            record: slf.clone().unbind(),
            index,
        };
        lines
            .into_iter()
            .map(|line| line.into_iter().map(node).collect())
            .collect()
    }

    /// RenjuNet: the game's id.
    #[getter]
    fn id(&self) -> Option<u64> {
        self.id
    }

    /// RenjuNet: the name of the opening pattern played (`Kagetsu`), from the
    /// `openings` table.
    #[getter]
    fn opening_name(&self) -> Option<&str> {
        self.opening.as_deref()
    }

    /// The opening rule the game began with (RULES.md §7), as `Game.opening` has it: SGF
    /// `OR`, or the RenjuNet rule when it names one; None otherwise.
    #[getter]
    fn opening(&self) -> Option<PyOpening> {
        self.inner.opening.map(PyOpening)
    }

    /// The opening's actions in order, as `Game.opening_actions` gives them (`"h8"`,
    /// `"swap"`, `"declare 2"`, `"offer g8 i8"`, `"pick i8"`): SGF `OA`; replay takes them.
    #[getter]
    fn opening_actions(&self) -> Vec<String> {
        let actions = self.inner.opening_actions.iter();
        actions.map(ToString::to_string).collect()
    }

    /// RenjuNet `swap`: how many times the players swapped colours, or None.
    #[getter]
    fn swaps(&self) -> Option<u32> {
        self.inner.swaps
    }

    /// RenjuNet `alt`: how many fifth moves were offered, or None.
    #[getter]
    fn offers(&self) -> Option<u32> {
        self.inner.offers
    }

    /// RenjuNet `alt` as points: the fifth moves offered, when the file lists them.
    #[getter]
    fn offered(&self) -> Vec<PyPoint> {
        self.inner.offered.iter().map(PyPoint).collect()
    }

    /// The side with a pending draw offer (SGF `OD`), as `Game.draw_offer`.
    #[getter]
    fn draw_offer(&self) -> Option<PyColor> {
        self.inner.draw_offer.map(PyColor::from)
    }

    /// What the lenient SGF reader bent to read the record (`lenient=True`), in the order
    /// of the input: a list of RecordWarning; empty for a record read strictly.
    #[getter]
    fn warnings(&self) -> Vec<PyRecordWarning> {
        let warnings = self.inner.warnings.iter();
        warnings.map(|w| PyRecordWarning(w.clone())).collect()
    }

    /// RenjuNet: Black's score (1, 0 or 0.5).
    #[getter]
    fn black_score(&self) -> Option<f32> {
        self.black_score
    }

    /// Replays the main line into a Game under `rules` (default: the rules the record
    /// names, else renju on its board). Raises ReplayError naming the move at fault, or
    /// when the recorded result contradicts the referee.
    #[pyo3(signature = (rules = None))]
    fn replay(&self, py: Python<'_>, rules: Option<PyRules>) -> PyResult<PyGame> {
        let rules = match rules {
            Some(r) => r.0,
            None => self
                .inner
                .rules_or(Rules::renju())
                .map_err(|e| crate::errors::rules_error(py, e))?,
        };
        py.detach(|| self.inner.replay(rules))
            .map(PyGame::from)
            .map_err(replay_error)
    }

    /// How the recorded result compares with `game` (replayed from this record):
    /// "agrees", "contradicts", "unconfirmed" or "not-recorded".
    fn check_result(&self, game: &PyGame) -> &'static str {
        match self.inner.check_result(&game.inner) {
            ResultCheck::NotRecorded => "not-recorded",
            ResultCheck::Agrees => "agrees",
            ResultCheck::Unconfirmed => "unconfirmed",
            ResultCheck::Contradicts { .. } => "contradicts",
        }
    }

    /// The record as SGF (the whole tree).
    #[pyo3(signature = (*, rows = "top"))]
    fn to_sgf(&self, rows: &str) -> PyResult<String> {
        Ok(self.inner.to_sgf(rows_arg(rows)?))
    }

    /// The record as PSQ.
    fn to_psq(&self) -> PyResult<String> {
        self.inner.to_psq().map_err(write_error)
    }

    /// The main line as move text.
    fn to_moves(&self) -> PyResult<String> {
        self.inner.to_moves().map_err(write_error)
    }

    /// The record in `format` ("moves", "psq", "sgf"; "renjunet" and "renlib" are read
    /// only and raise ReadOnlyFormatError).
    #[pyo3(signature = (format, *, rows = "top"))]
    fn write(&self, format: &str, rows: &str) -> PyResult<String> {
        let format = Format::ALL
            .into_iter()
            .find(|f| f.name() == format)
            .ok_or_else(|| {
                pyo3::exceptions::PyValueError::new_err(format!("unknown record format {format:?}"))
            })?;
        self.inner
            .write(format, rows_arg(rows)?)
            .map_err(write_error)
    }

    fn __repr__(&self) -> String {
        format!(
            "<Record {}x{} {} moves{}>",
            self.inner.size,
            self.inner.size,
            self.inner.moves().count(),
            self.inner
                .result
                .as_ref()
                .map(|r| format!(" {}", r.text))
                .unwrap_or_default()
        )
    }
}

/// `Game.to_record()`.
pub(crate) fn game_to_record(game: &PyGame) -> PyRecord {
    PyRecord::of(game.inner.to_record())
}

/// `Game.to_sgf(rows=...)`.
pub(crate) fn game_to_sgf(game: &PyGame, rows: &str) -> PyResult<String> {
    Ok(game.inner.to_record().to_sgf(rows_arg(rows)?))
}

/// `Game.to_psq()`.
pub(crate) fn game_to_psq(game: &PyGame) -> PyResult<String> {
    game.inner.to_record().to_psq().map_err(write_error)
}

/// `Game.to_moves()`.
pub(crate) fn game_to_moves(game: &PyGame) -> PyResult<String> {
    game.inner.to_record().to_moves().map_err(write_error)
}

/// The games of a RenjuNet file, one at a time (constant memory); each step parses with
/// the GIL released.
#[pyclass(module = "gomoku", name = "RenjuNetGames")]
pub struct PyRenjuNetGames {
    reader: Option<RenjuNetReader<BufReader<std::fs::File>>>,
}

#[pymethods]
impl PyRenjuNetGames {
    #[new]
    fn new(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Self> {
        let reader = py
            .detach(|| {
                // A directory opens on some systems and fails at the first read: it is
                // refused here, as `Record.read_*` refuses it (`IsADirectoryError`).
                let is_dir = std::fs::metadata(&path).is_ok_and(|m| m.is_dir());
                match is_dir {
                    true => Err(std::io::Error::from(std::io::ErrorKind::IsADirectory)),
                    false => RenjuNetReader::open(&path),
                }
            })
            .map_err(|e| crate::errors::os_error(py, &e, &path))?;
        Ok(PyRenjuNetGames {
            reader: Some(reader),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyRecord>> {
        let Some(reader) = self.reader.as_mut() else {
            return Ok(None);
        };
        match py.detach(|| reader.next_game()) {
            Ok(Some(g)) => Ok(Some(PyRecord::of_renjunet(g))),
            Ok(None) => {
                self.reader = None;
                Ok(None)
            }
            Err(e) => Err(renjunet_error(e)),
        }
    }
}

/// The input of an SGF stream: a file opened by path, or a Python file object (its
/// `read(n)` called with the GIL, bytes taken as they are and str as UTF-8; an exception
/// it raises is kept, to be raised again as it was).
enum Source {
    File(std::fs::File),
    Python {
        file: Py<PyAny>,
        /// What a text file gave beyond the bytes asked for (it counts characters).
        pending: Vec<u8>,
        error: Option<PyErr>,
    },
}

impl std::io::Read for Source {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let (file, pending, error) = match self {
            Source::File(f) => return f.read(buf),
            Source::Python {
                file,
                pending,
                error,
            } => (file, pending, error),
        };
        if pending.is_empty() {
            let got = Python::attach(|py| -> PyResult<Vec<u8>> {
                let chunk = file.bind(py).call_method1("read", (buf.len(),))?;
                if let Ok(s) = chunk.cast::<PyString>() {
                    Ok(s.to_cow()?.as_bytes().to_vec())
                } else {
                    Ok(chunk.cast::<PyBytes>()?.as_bytes().to_vec())
                }
            });
            match got {
                Ok(bytes) => *pending = bytes,
                Err(e) => {
                    *error = Some(e);
                    return Err(std::io::Error::other("the file object's read failed"));
                }
            }
        }
        let n = pending.len().min(buf.len());
        buf[..n].copy_from_slice(&pending[..n]);
        pending.drain(..n);
        Ok(n)
    }
}

/// The games of an SGF collection, one at a time (`Record.iter_sgf_collection`); each
/// step reads and parses with the GIL released (taken back to call a file object's read).
#[pyclass(module = "gomoku", name = "SgfCollectionReader")]
pub struct PySgfCollectionReader {
    reader: Option<SgfCollectionReader<BufReader<Source>>>,
}

#[pymethods]
impl PySgfCollectionReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyRecord>> {
        let Some(reader) = self.reader.as_mut() else {
            return Ok(None);
        };
        match py.detach(|| reader.next()) {
            Some(Ok(record)) => Ok(Some(PyRecord::of(record))),
            None => {
                self.reader = None;
                Ok(None)
            }
            Some(Err(e)) => {
                let reader = self.reader.take();
                if let (StreamError::Io(_), Some(mut reader)) = (e, reader) {
                    // A file object's own exception, as it raised it.
                    if let Source::Python { error, .. } = reader.get_mut().get_mut() {
                        if let Some(err) = error.take() {
                            return Err(err);
                        }
                    }
                }
                Err(stream_error(e, "sgf"))
            }
        }
    }
}

/// Adds the record classes and exceptions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<PyRecord>()?;
    m.add_class::<PyRecordNode>()?;
    m.add_class::<PyRenjuNetGames>()?;
    m.add_class::<PySgfCollectionReader>()?;
    m.add_class::<PyRecordWarning>()?;
    let _ = py;
    Ok(())
}
