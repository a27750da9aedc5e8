//! RenLib `.lib` opening libraries, version 3.0 to 3.4 (RULES.md §11): reading only.
//!
//! The layout, as the RenLib program writes it: a 20-byte header (`FF 'R' 'e' 'n' 'L'
//! 'i' 'b' FF`, the major and minor version, ten bytes of `FF`), then the tree in pre-order
//! (a node, its first child's subtree, then its next sibling's), one record per node:
//!
//! - a byte for the point: 0 for none (the root, or a pass), else `16 * (row - 1) +
//!   column` with column 1–15 from the left and row 1–15 from the TOP (`0x78` is h8);
//! - a byte of flags: `0x80` the node has a next sibling, `0x40` the node has no child
//!   (after it, reading goes back to the parent of the latest node with a pending
//!   sibling), `0x20` an old-style comment follows, `0x10` marked, `0x08` a comment
//!   follows, `0x04` start position, `0x02` not a move, `0x01` two extension bytes follow
//!   (in the second of them, `0x01`: a board text follows);
//! - then the comment (bytes up to a 0 byte, padded to an even length; a byte 8 separates
//!   the one-line comment from the multi-line one; old-style comments end at a byte with
//!   the high bit set), then the board text (the same way).
//!
//! Texts are in the Windows code page of the library's author, which the file does not
//! name: they are decoded with `RenLibOptions::encoding`, GBK by default (the public
//! libraries are Chinese), through encoding_rs (feature `encodings`); a byte sequence the
//! encoding does not define becomes U+FFFD. [`read_renlib_decoding`] takes the caller's
//! decoder instead (the WebAssembly face's is the platform's `TextDecoder`, which knows
//! the same WHATWG encodings). Colours follow the depth:
//! the first move is Black's. A file cut at any point is an error: in the middle of a
//! record or a text, or at a record boundary with a sibling still owed or a last node
//! that is not a leaf (a cut right after the header or the root leaves an empty library,
//! which reads as one).

use alloc::string::String;
use alloc::vec::Vec;

use super::{Format, Node, Record, RecordError, RecordErrorKind, RecordMove, Tree};
use crate::{Color, Move, Point};

const MAGIC: [u8; 8] = [0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF];
const HEADER: usize = 20;

const HAS_SIBLING: u8 = 0x80;
const LEAF: u8 = 0x40;
const OLD_COMMENT: u8 = 0x20;
const MARK: u8 = 0x10;
const COMMENT: u8 = 0x08;
const NO_MOVE: u8 = 0x02;
const EXTENSION: u8 = 0x01;
const BOARD_TEXT: u8 = 0x01;

/// A text encoding, named by a label of the WHATWG Encoding Standard (`gbk`,
/// `windows-1252`, `utf-8`, `shift_jis`, `big5`, `euc-kr`, `windows-1251`, ...; any case):
/// the code page of a RenLib library's texts.
///
/// ```
/// use gomoku_referee::record::TextEncoding;
/// let e: TextEncoding = "GB2312".parse()?;
/// assert_eq!(e, TextEncoding::GBK);
/// assert_eq!(e.name(), "GBK");
/// assert!("klingon".parse::<TextEncoding>().is_err());
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[cfg(feature = "encodings")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TextEncoding(&'static encoding_rs::Encoding);

#[cfg(feature = "encodings")]
impl TextEncoding {
    /// GBK (Simplified Chinese Windows, code page 936): the default of RenLib's texts.
    pub const GBK: TextEncoding = TextEncoding(encoding_rs::GBK);
    /// windows-1252 (Western Windows; the WHATWG label `latin1` names it too).
    pub const WINDOWS_1252: TextEncoding = TextEncoding(encoding_rs::WINDOWS_1252);
    /// UTF-8.
    pub const UTF_8: TextEncoding = TextEncoding(encoding_rs::UTF_8);

    /// The encoding's canonical name (`GBK`, `windows-1252`), which parses back.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// `bytes` decoded; what the encoding does not define becomes U+FFFD.
    pub(crate) fn decode(self, bytes: &[u8]) -> String {
        self.0.decode_without_bom_handling(bytes).0.into_owned()
    }
}

#[cfg(feature = "encodings")]
impl Default for TextEncoding {
    /// [`TextEncoding::GBK`].
    fn default() -> TextEncoding {
        TextEncoding::GBK
    }
}

#[cfg(feature = "encodings")]
impl core::fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.name())
    }
}

#[cfg(feature = "encodings")]
impl core::str::FromStr for TextEncoding {
    type Err = crate::ParseError;
    /// A WHATWG label, any case, blanks around it ignored.
    fn from_str(s: &str) -> Result<TextEncoding, crate::ParseError> {
        encoding_rs::Encoding::for_label(s.as_bytes())
            .map(TextEncoding)
            .ok_or(crate::ParseError::UnknownEncoding)
    }
}

/// Options of the RenLib reader.
///
/// ```
/// use gomoku_referee::record::{RenLibOptions, TextEncoding};
/// assert_eq!(RenLibOptions::default().encoding, TextEncoding::GBK);
/// ```
#[cfg(feature = "encodings")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RenLibOptions {
    /// The code page of the comments and board texts (GBK by default).
    pub encoding: TextEncoding,
}

/// Reads a RenLib library as a tree of moves with comments, marks and board texts, the
/// texts decoded as GBK ([`read_renlib_with`] takes another encoding).
///
/// # Errors
///
/// [`RecordError`] with the byte offset: a wrong magic
/// ([`RecordErrorKind::WrongHeader`]), a version other than 3.0–3.4
/// ([`RecordErrorKind::UnknownVersion`]), a file cut short
/// ([`RecordErrorKind::UnexpectedEnd`]), a point byte off the 15×15 board.
///
/// ```
/// use gomoku_referee::record::read_renlib;
/// let mut lib = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4];
/// lib.extend([0xFF; 10]);
/// lib.extend([0x00, 0x02]); // the root: no point, not a move
/// lib.extend([0x78, 0x08]); // h8, a comment follows
/// lib.extend(*b"centre\0\0");
/// lib.extend([0x79, 0x40]); // i8, a leaf
/// let record = read_renlib(&lib)?;
/// let moves: Vec<String> = record.moves().map(|m| m.mv.to_string()).collect();
/// assert_eq!(moves, ["h8", "i8"]);
/// assert_eq!(record.tree.nodes[1].comment(), Some("centre"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "encodings")]
pub fn read_renlib(input: impl AsRef<[u8]>) -> Result<Record, RecordError> {
    read_renlib_with(input, RenLibOptions::default())
}

/// Reads a RenLib library as [`read_renlib`] does, its texts decoded as `options` says.
///
/// # Errors
///
/// As [`read_renlib`].
///
/// ```
/// use gomoku_referee::record::{read_renlib_with, RenLibOptions, TextEncoding};
/// let mut lib = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4];
/// lib.extend([0xFF; 10]);
/// lib.extend([0x00, 0x02, 0x78, 0x48]); // the root; h8, a leaf with a comment
/// lib.extend([0xD6, 0xD0, 0xD0, 0xC4, 0, 0]); // "中心" in GBK
/// let record = read_renlib_with(&lib, RenLibOptions::default())?;
/// assert_eq!(record.tree.nodes[1].comment(), Some("中心"));
/// let western = RenLibOptions { encoding: TextEncoding::WINDOWS_1252 };
/// let record = read_renlib_with(&lib, western)?;
/// assert_eq!(record.tree.nodes[1].comment(), Some("ÖÐÐÄ"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "encodings")]
pub fn read_renlib_with(
    input: impl AsRef<[u8]>,
    options: RenLibOptions,
) -> Result<Record, RecordError> {
    read_renlib_decoding(input, |text| options.encoding.decode(text))
}

/// Reads a RenLib library as [`read_renlib`] does, each text (a comment, with its byte 8
/// already turned into a line end, or a board text) decoded by `decode` from the code
/// page's bytes. A decoder should turn what its encoding does not define into U+FFFD,
/// as `TextEncoding`'s do; the WebAssembly face passes the platform's `TextDecoder`.
///
/// # Errors
///
/// As [`read_renlib`].
///
/// ```
/// use gomoku_referee::record::read_renlib_decoding;
/// let mut lib = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4];
/// lib.extend([0xFF; 10]);
/// lib.extend([0x00, 0x02, 0x78, 0x48]); // the root; h8, a leaf with a comment
/// lib.extend(*b"centre\x08star\0"); // one-line comment, byte 8, multi-line one
/// let record = read_renlib_decoding(&lib, |text| String::from_utf8_lossy(text).into_owned())?;
/// assert_eq!(record.tree.nodes[1].comment(), Some("centre\nstar"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_renlib_decoding(
    input: impl AsRef<[u8]>,
    mut decode: impl FnMut(&[u8]) -> String,
) -> Result<Record, RecordError> {
    let input = input.as_ref();
    let err = |kind, at| RecordError::new(Format::RenLib, kind, input, at);
    let n = input.len().min(MAGIC.len());
    if input[..n] != MAGIC[..n] {
        return Err(err(
            RecordErrorKind::WrongHeader {
                expected: "\\xffRenLib\\xff",
            },
            0,
        ));
    }
    if input.len() < HEADER {
        return Err(err(RecordErrorKind::UnexpectedEnd, input.len()));
    }
    let (major, minor) = (input[8], input[9]);
    if major != 3 || minor > 4 {
        return Err(err(RecordErrorKind::UnknownVersion { major, minor }, 8));
    }
    let mut tree = Tree::new();
    // Parent and depth of each node, for going back up and for the colours.
    let mut parent: Vec<usize> = alloc::vec![0];
    let mut depth: Vec<usize> = alloc::vec![0];
    let mut pending: Vec<usize> = Vec::new();
    let mut cur = 0;
    let mut at = HEADER;
    let mut first = true;
    let mut last_flags = None;
    // A leaf took reading back up to a parent: its next child is still owed.
    let mut awaiting = false;
    while at < input.len() {
        let start = at;
        let [pos, flags] =
            take2(input, &mut at).ok_or_else(|| err(RecordErrorKind::UnexpectedEnd, start))?;
        let mut board_text = false;
        if flags & EXTENSION != 0 {
            let [_, ext1] =
                take2(input, &mut at).ok_or_else(|| err(RecordErrorKind::UnexpectedEnd, at))?;
            board_text = ext1 & BOARD_TEXT != 0;
        }
        let point = if pos == 0 {
            None
        } else {
            let (x, row) = (pos % 16, pos / 16 + 1);
            if !(1..=15).contains(&x) || !(1..=15).contains(&row) {
                return Err(err(
                    RecordErrorKind::OffBoard {
                        x: i64::from(x) - 1,
                        y: i64::from(row) - 1,
                        size: 15,
                    },
                    start,
                ));
            }
            Point::new(x - 1, 15 - row)
        };
        let node = if first && pos == 0 {
            0
        } else {
            let d = depth[cur] + 1;
            let color = if d % 2 == 1 {
                Color::Black
            } else {
                Color::White
            };
            let mv = if flags & NO_MOVE != 0 {
                None
            } else {
                Some(RecordMove::new(
                    color,
                    point.map_or(Move::Pass, Move::Place),
                ))
            };
            let index = tree.add_child(
                cur,
                Node {
                    mv,
                    ..Node::default()
                },
            );
            parent.push(cur);
            depth.push(d);
            awaiting = false;
            index
        };
        first = false;
        cur = node;
        if flags & (COMMENT | OLD_COMMENT) != 0 {
            let text = if flags & COMMENT != 0 {
                zero_terminated(input, &mut at)
            } else {
                old_comment(input, &mut at)
            }
            .ok_or_else(|| err(RecordErrorKind::UnexpectedEnd, input.len()))?;
            // A byte 8 separates the one-line comment from the multi-line one (no byte of a
            // multi-byte character of the code pages is below 0x40).
            let text: Vec<u8> = text
                .into_iter()
                .map(|b| if b == 8 { b'\n' } else { b })
                .collect();
            tree.nodes[node].extra_mut().comment = Some(decode(&text));
        }
        if board_text {
            let text = zero_terminated(input, &mut at)
                .ok_or_else(|| err(RecordErrorKind::UnexpectedEnd, input.len()))?;
            tree.nodes[node].extra_mut().board_text = Some(decode(&text));
        }
        if flags & MARK != 0 {
            tree.nodes[node].extra_mut().mark = true;
        }
        if flags & HAS_SIBLING != 0 {
            pending.push(parent[node]);
        }
        if flags & LEAF != 0 {
            if let Some(p) = pending.pop() {
                cur = p;
                awaiting = true;
            }
        }
        last_flags = Some((node, flags));
    }
    let complete = !awaiting
        && pending.is_empty()
        && match last_flags {
            None | Some((0, _)) => true,
            Some((_, flags)) => flags & LEAF != 0,
        };
    if !complete {
        return Err(err(RecordErrorKind::UnexpectedEnd, input.len()));
    }
    let mut record = Record::new(15);
    tree.finish();
    record.tree = tree;
    Ok(record)
}

fn take2(input: &[u8], at: &mut usize) -> Option<[u8; 2]> {
    let pair = input.get(*at..*at + 2)?;
    *at += 2;
    Some([pair[0], pair[1]])
}

/// Text in byte pairs up to a 0 byte (the pair holding it is consumed), as bytes.
fn zero_terminated(input: &[u8], at: &mut usize) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let [a, b] = take2(input, at)?;
        if a == 0 {
            return Some(out);
        }
        out.push(a);
        if b == 0 {
            return Some(out);
        }
        out.push(b);
    }
}

/// An old-style comment: byte pairs up to a byte with the high bit set (that byte is the
/// last character, without its high bit).
fn old_comment(input: &[u8], at: &mut usize) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let [a, b] = take2(input, at)?;
        out.push(a & 0x7F);
        if a & 0x80 != 0 {
            return Some(out);
        }
        out.push(b & 0x7F);
        if b & 0x80 != 0 {
            return Some(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn lib(body: &[u8]) -> Vec<u8> {
        let mut v = MAGIC.to_vec();
        v.extend([3, 4]);
        v.extend([0xFF; 10]);
        v.extend(body);
        v
    }

    #[test]
    fn variations_siblings_and_leaves() {
        // root; h8 (child); i8 has a sibling, is a leaf; i9 (sibling of i8) is a leaf.
        let data = lib(&[0x00, 0x02, 0x78, 0x00, 0x79, 0xC0, 0x69, 0x40]);
        let record = read_renlib(&data).unwrap();
        let t = &record.tree;
        assert_eq!(t.nodes.len(), 4);
        assert_eq!(t.children(1).collect::<Vec<_>>(), [2, 3]);
        let i9 = t.nodes[3].mv.unwrap();
        assert_eq!(
            (i9.color, i9.mv.to_string()),
            (Color::White, String::from("i9"))
        );
    }

    #[test]
    fn marks_board_texts_and_old_files() {
        // Version 3.0: no root record; h8 marked with a board text "A".
        let mut data = MAGIC.to_vec();
        data.extend([3, 0]);
        data.extend([0xFF; 10]);
        data.extend([0x78, 0x51, 0x00, 0x01]);
        data.extend(*b"A\0");
        let record = read_renlib(&data).unwrap();
        let h8 = &record.tree.nodes[1];
        assert!(h8.mark());
        assert_eq!(h8.board_text(), Some("A"));
    }

    #[test]
    fn unknown_versions_and_headers() {
        let mut data = lib(&[]);
        data[9] = 5;
        assert_eq!(
            read_renlib(&data).unwrap_err().kind,
            RecordErrorKind::UnknownVersion { major: 3, minor: 5 }
        );
        data[8] = 2;
        data[9] = 0;
        assert!(matches!(
            read_renlib(&data).unwrap_err().kind,
            RecordErrorKind::UnknownVersion { .. }
        ));
        assert!(matches!(
            read_renlib(b"RenLib").unwrap_err().kind,
            RecordErrorKind::WrongHeader { .. }
        ));
    }

    #[test]
    fn a_file_cut_anywhere_is_an_error() {
        let data = lib(&[
            0x00, 0x02, 0x78, 0x08, b'a', b'b', b'c', 0, 0x79, 0xC0, 0x69, 0x40,
        ]);
        assert!(read_renlib(&data).is_ok());
        // Cut after the header or after the root, the file is a complete (empty) library.
        for cut in (1..data.len()).filter(|&c| c != HEADER && c != HEADER + 2) {
            let err = read_renlib(&data[..cut]).unwrap_err();
            assert_eq!(err.kind, RecordErrorKind::UnexpectedEnd, "cut at {cut}");
            assert_eq!(err.location.line, 0);
        }
    }

    #[test]
    fn off_board_point_bytes() {
        let err = read_renlib(lib(&[0x00, 0x02, 0xF8, 0x40])).unwrap_err();
        assert!(matches!(err.kind, RecordErrorKind::OffBoard { .. }));
        assert_eq!(err.location.offset, 22);
    }
}
