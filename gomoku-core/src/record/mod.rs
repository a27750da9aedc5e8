//! Game records: a model of a recorded game, and the formats that carry one (RULES.md §11).
//!
//! A [`Record`] is what a file says: the size, the rules when the format names them, the
//! start position, the moves as a tree of variations (the main line is the first child at
//! each node; formats without variations give a single line), the result as recorded,
//! players, event, date and comments. It is not checked against the rules until
//! [`Record::replay`] turns it into a [`Game`], naming the first move the rules refuse and
//! reporting a recorded result that the referee contradicts.
//!
//! | format | read | write | coordinates |
//! |---|---|---|---|
//! | move text ([`read_moves`]) | yes | yes | RULES.md §2: `h8`, rows from 1 at the bottom |
//! | PSQ ([`read_psq`]) | yes | yes | `x,y` 1-based, `y` from the TOP (Piskvork's screen) |
//! | SGF ([`read_sgf`]) | yes | yes | two letters, `a` = first column; rows from the top (standard) or the bottom ([`SgfRows`]) |
//! | RenjuNet XML (`renjunet`, feature `renjunet`) | yes, as a stream | no | RULES.md §2 move text |
//! | RenLib `.lib` 3.x ([`read_renlib`]) | yes, as a tree | no | one byte: column 1–15, row 1–15 from the TOP |
//!
//! ```
//! use gomoku_referee::record::{read_sgf, SgfOptions};
//! use gomoku_referee::{Color, Rules, Termination};
//!
//! let record = read_sgf("(;GM[4]FF[4]SZ[15]RU[renju]PB[Ann]RE[W+R];B[hh];W[ih])",
//!                       SgfOptions::default())?;
//! assert_eq!(record.black.as_deref(), Some("Ann"));
//! let game = record.replay(record.rules.unwrap())?;
//! assert_eq!(game.moves().len(), 2);
//! // The recorded resignation ends the replayed game.
//! assert_eq!(game.outcome().unwrap().termination, Termination::Resignation);
//! assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod movetext;
mod psq;
#[cfg(feature = "renjunet")]
pub mod renjunet;
mod renlib;
mod sgf;
mod text;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::num::NonZeroU32;

pub use error::{Format, Location, RecordError, RecordErrorKind, ReplayError, WriteError};
#[cfg(feature = "std")]
pub use error::{RenjuNetError, StreamError};
pub use movetext::read_moves;
pub use psq::read_psq;
pub use renlib::read_renlib_decoding;
#[cfg(feature = "encodings")]
pub use renlib::{RenLibOptions, TextEncoding, read_renlib, read_renlib_with};
#[cfg(feature = "std")]
pub use sgf::SgfCollectionReader;
pub use sgf::{SgfGames, SgfOptions, SgfRows, read_sgf, read_sgf_collection};

use crate::{
    Color, Game, History, HistoryError, Move, Opening, OpeningAction, Outcome, PointSet, Preset,
    Rules, Setup, Termination,
};

/// One move of a record: its colour, the move, and the time it took when the format
/// records it (PSQ: milliseconds).
///
/// ```
/// use gomoku_referee::record::RecordMove;
/// use gomoku_referee::{Color, Move};
/// let m = RecordMove::new(Color::Black, Move::Place("h8".parse()?));
/// assert_eq!(m.time_ms, None);
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RecordMove {
    /// The side that played it, as the record says.
    pub color: Color,
    /// The move.
    pub mv: Move,
    /// The milliseconds it took, where the format has times.
    pub time_ms: Option<u32>,
}

impl RecordMove {
    /// A move without a time.
    #[must_use]
    pub const fn new(color: Color, mv: Move) -> RecordMove {
        RecordMove {
            color,
            mv,
            time_ms: None,
        }
    }
}

/// A property kept as the file wrote it: an SGF property the reader does not interpret
/// (`BR[3d]`), or a field of another format without a place in the model.
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions};
/// let record = read_sgf("(;GM[4]SZ[15]XY[1][2];B[hh])", SgfOptions::default())?;
/// let p = &record.tree.root().properties()[0];
/// assert_eq!((p.id.as_str(), p.values.len()), ("XY", 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Property {
    /// The identifier.
    pub id: String,
    /// The values, unescaped.
    pub values: Vec<String>,
}

/// A set-up inside the tree (SGF `AB`/`AW`/`AE`/`PL` on a node below the root): stones
/// added or removed, and the side to move from there. The root's set-up is
/// [`Record::setup`].
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions};
/// use gomoku_referee::Color;
/// let record = read_sgf("(;GM[4]SZ[15];B[hh];AW[ii]PL[W];W[jj])", SgfOptions::default())?;
/// let setup = record.tree.nodes[2].setup().unwrap();
/// assert_eq!((setup.white.len(), setup.turn), (1, Some(Color::White)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SetupChange {
    /// Black stones added (`AB`).
    pub black: PointSet,
    /// White stones added (`AW`).
    pub white: PointSet,
    /// Points emptied (`AE`).
    pub empty: PointSet,
    /// The side to move from here (`PL`), when given; else the side whose turn it was.
    pub turn: Option<Color>,
}

/// What a node carries besides its move, rare in most records (a comment, RenLib's mark
/// and board text, a set-up, properties kept as written): one box per node that has any,
/// so that a node of a plain game is 32 bytes (issue 25).
///
/// ```
/// use gomoku_referee::record::NodeExtra;
/// assert!(NodeExtra::default().properties.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct NodeExtra {
    /// The comment (SGF `C`; RenLib's one-line and multi-line comments joined by a line
    /// break).
    pub comment: Option<String>,
    /// RenLib: the node is marked.
    pub mark: bool,
    /// RenLib: the text shown on the board at this move.
    pub board_text: Option<String>,
    /// A set-up on this node (SGF below the root), applied before its move.
    pub setup: Option<SetupChange>,
    /// Properties kept as written.
    pub properties: Vec<Property>,
}

/// A node of the variation tree: the move that leads to it (none at the root, or for a
/// node that only comments), and what the record attaches to it ([`NodeExtra`], read
/// through [`Node::comment`], [`Node::properties`], ...). Its place in the tree (parent,
/// children) is kept by the [`Tree`]: [`Tree::children`], [`Tree::parent`].
///
/// ```
/// use gomoku_referee::record::{Node, RecordMove};
/// use gomoku_referee::{Color, Move};
/// let mut node = Node::with_move(RecordMove::new(Color::Black, Move::Pass));
/// node.extra_mut().comment = Some("a pass".into());
/// assert_eq!((node.comment(), node.mark()), (Some("a pass"), false));
/// assert!(Node::default().properties().is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Node {
    /// The move, if the node has one.
    pub mv: Option<RecordMove>,
    /// The rest, when the node has any (else `None`: no allocation).
    pub extra: Option<alloc::boxed::Box<NodeExtra>>,
    /// The parent's index (0 for the root itself).
    parent: u32,
    /// The first child (the main line), never the root, so never 0.
    first_child: Option<NonZeroU32>,
    /// The next child of the same parent.
    next_sibling: Option<NonZeroU32>,
}

impl Node {
    /// Whether this node, links aside, is a default one (no move, nothing else).
    pub(crate) fn default_linked(node: &Node) -> Node {
        Node {
            parent: node.parent,
            first_child: node.first_child,
            next_sibling: node.next_sibling,
            ..Node::default()
        }
    }

    /// A node with a move and nothing else.
    #[must_use]
    pub fn with_move(mv: RecordMove) -> Node {
        Node {
            mv: Some(mv),
            ..Node::default()
        }
    }

    /// The comment, if any.
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        self.extra.as_ref()?.comment.as_deref()
    }

    /// RenLib: whether the node is marked.
    #[must_use]
    pub fn mark(&self) -> bool {
        self.extra.as_ref().is_some_and(|e| e.mark)
    }

    /// RenLib: the text shown on the board at this move, if any.
    #[must_use]
    pub fn board_text(&self) -> Option<&str> {
        self.extra.as_ref()?.board_text.as_deref()
    }

    /// The set-up on this node, if any (SGF below the root).
    #[must_use]
    pub fn setup(&self) -> Option<&SetupChange> {
        self.extra.as_ref()?.setup.as_ref()
    }

    /// The properties kept as written.
    #[must_use]
    pub fn properties(&self) -> &[Property] {
        self.extra.as_ref().map_or(&[], |e| &e.properties)
    }

    /// The node's extra part, made empty when it has none.
    pub fn extra_mut(&mut self) -> &mut NodeExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

/// The tree of variations, kept flat (no recursion: a 10,000-deep tree reads, compares and
/// drops without deep recursion). Node 0 is the root, before the first move. Each node
/// knows its parent, first child and next sibling (32-bit indices; a tree holds at most
/// `u32::MAX` nodes).
///
/// ```
/// use gomoku_referee::record::{Tree, Node, RecordMove};
/// use gomoku_referee::{Color, Move};
/// let mut tree = Tree::new();
/// let h8 = tree.add_child(0, Node::with_move(RecordMove::new(Color::Black, Move::Place("h8".parse()?))));
/// tree.add_child(0, Node::default());
/// assert_eq!(tree.main_line().count(), 1);
/// assert_eq!(tree.children(0).collect::<Vec<_>>(), vec![h8, 2]);
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Tree {
    /// Every node; node 0 is the root. Add nodes with [`Tree::add_child`], which links
    /// them; a node pushed here directly has no parent and no children.
    pub nodes: Vec<Node>,
    /// The last child of each node that has children, to append in constant time: kept
    /// only while the tree is built (empty after [`Tree::finish`]).
    last_child: Vec<u32>,
}

// Two trees are equal when their nodes are: the building index is no part of the value.
impl PartialEq for Tree {
    fn eq(&self, other: &Tree) -> bool {
        self.nodes == other.nodes
    }
}

impl Eq for Tree {}

impl core::hash::Hash for Tree {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.nodes.hash(state);
    }
}

impl Default for Tree {
    fn default() -> Tree {
        Tree::new()
    }
}

impl Tree {
    /// A tree of the root alone.
    #[must_use]
    pub fn new() -> Tree {
        Tree {
            nodes: alloc::vec![Node::default()],
            last_child: Vec::new(),
        }
    }

    /// A single line of moves.
    #[must_use]
    pub fn from_line(moves: impl IntoIterator<Item = RecordMove>) -> Tree {
        let mut tree = Tree::new();
        let mut at = 0;
        for m in moves {
            at = tree.add_child(at, Node::with_move(m));
        }
        tree.finish();
        tree
    }

    /// Gives back the memory kept for building (the doubling of the node list, the
    /// append index); the tree stays the same.
    pub fn finish(&mut self) {
        self.nodes.shrink_to_fit();
        self.last_child = Vec::new();
    }

    /// The root.
    #[must_use]
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The root, to change.
    pub fn root_mut(&mut self) -> &mut Node {
        &mut self.nodes[0]
    }

    /// Adds `node` as the last child of `parent` and returns its index.
    ///
    /// # Panics
    ///
    /// If `parent` is not a node of the tree, or the tree already has `u32::MAX` nodes.
    pub fn add_child(&mut self, parent: usize, mut node: Node) -> usize {
        assert!(parent < self.nodes.len(), "no node {parent}");
        let index = self.nodes.len();
        let Some(link) = u32::try_from(index).ok().and_then(NonZeroU32::new) else {
            panic!("a tree holds at most u32::MAX nodes")
        };
        node.parent = parent as u32;
        node.first_child = None;
        node.next_sibling = None;
        self.nodes.push(node);
        // The last child: from the index kept while building, else by walking the
        // siblings (a tree built, finished, then grown).
        let last = match self.last_child.get(parent).copied().filter(|&l| l != 0) {
            Some(l) => Some(l as usize),
            None => self.children(parent).last(),
        };
        match last {
            Some(l) => self.nodes[l].next_sibling = Some(link),
            None => self.nodes[parent].first_child = Some(link),
        }
        if self.last_child.len() < self.nodes.len() {
            self.last_child.resize(self.nodes.len(), 0);
        }
        self.last_child[parent] = link.get();
        index
    }

    /// Removes the last node, a leaf (the lenient SGF reader's trailing empty node).
    pub(crate) fn remove_last(&mut self) {
        let index = self.nodes.len() - 1;
        if index == 0 || self.nodes[index].first_child.is_some() {
            return;
        }
        let parent = self.nodes[index].parent as usize;
        self.nodes.pop();
        let before = self.children(parent).take_while(|&c| c != index).last();
        match before {
            Some(b) => self.nodes[b].next_sibling = None,
            None => self.nodes[parent].first_child = None,
        }
        if let Some(l) = self.last_child.get_mut(parent) {
            *l = before.map_or(0, |b| b as u32);
        }
    }

    /// The children of node `index`, the first on the main line (none for an index that is
    /// no node).
    ///
    /// ```
    /// use gomoku_referee::record::{read_sgf, SgfOptions};
    /// let record = read_sgf("(;GM[4];B[hh](;W[ii])(;W[jj]))", SgfOptions::default())?;
    /// assert_eq!(record.tree.children(1).collect::<Vec<_>>(), [2, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn children(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let mut next = self.nodes.get(index).and_then(|n| n.first_child);
        core::iter::from_fn(move || {
            let at = next?.get() as usize;
            next = self.nodes.get(at).and_then(|n| n.next_sibling);
            Some(at)
        })
    }

    /// The first child of node `index` (the main line), if any.
    #[must_use]
    pub fn first_child(&self, index: usize) -> Option<usize> {
        Some(self.nodes.get(index)?.first_child?.get() as usize)
    }

    /// The nodes of the main line after the root (first child at each node).
    pub fn main_line_nodes(&self) -> impl Iterator<Item = &Node> + '_ {
        let mut at = 0;
        core::iter::from_fn(move || {
            let next = self.first_child(at)?;
            at = next;
            self.nodes.get(next)
        })
    }

    /// The moves of the main line (the root's own move first, if it has one, as an SGF
    /// root node may).
    pub fn main_line(&self) -> impl Iterator<Item = RecordMove> + '_ {
        self.root()
            .mv
            .into_iter()
            .chain(self.main_line_nodes().filter_map(|n| n.mv))
    }

    /// The parent of node `index`: `None` for the root, or for an index that is no node.
    ///
    /// ```
    /// use gomoku_referee::record::{read_sgf, SgfOptions};
    /// let record = read_sgf("(;GM[4];B[hh](;W[ii])(;W[jj]))", SgfOptions::default())?;
    /// assert_eq!((record.tree.parent(3), record.tree.parent(0)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn parent(&self, index: usize) -> Option<usize> {
        if index == 0 {
            return None;
        }
        Some(self.nodes.get(index)?.parent as usize)
    }

    /// Every variation: the path of node indices from the root's child down to each leaf,
    /// depth first, the first child first — so the main line comes first. A tree of the
    /// root alone has none. No recursion (a 10,000-deep tree is walked without it).
    ///
    /// ```
    /// use gomoku_referee::record::{read_sgf, SgfOptions};
    /// let record = read_sgf("(;GM[4];B[hh](;W[ii];B[kk])(;W[jj]))", SgfOptions::default())?;
    /// assert_eq!(record.tree.variations(), vec![vec![1, 2, 3], vec![1, 4]]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn variations(&self) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut path: Vec<usize> = Vec::new();
        // (node, depth of the node in `path`), children pushed last-first.
        let mut stack: Vec<(usize, usize)> = Vec::new();
        let push_children = |stack: &mut Vec<(usize, usize)>, node: usize, depth: usize| {
            let before = stack.len();
            stack.extend(self.children(node).map(|c| (c, depth)));
            stack[before..].reverse();
            stack.len() > before
        };
        push_children(&mut stack, 0, 0);
        while let Some((node, depth)) = stack.pop() {
            path.truncate(depth);
            path.push(node);
            if !push_children(&mut stack, node, depth + 1) {
                out.push(path.clone());
            }
        }
        out
    }

    /// Whether some node has more than one child.
    #[must_use]
    pub fn has_variations(&self) -> bool {
        self.nodes.iter().any(|n| n.next_sibling.is_some())
    }
}

/// The result as the record gives it: the winner (`None` for a draw), how the game ended
/// when it says so, and the text as written (`B+R`, `1`, `0.5`).
///
/// ```
/// use gomoku_referee::record::RecordedResult;
/// use gomoku_referee::{Color, Termination};
/// let r = RecordedResult::new(Some(Color::White), Some(Termination::Timeout));
/// assert_eq!(r.text, "W+T");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RecordedResult {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended, when the record says (resignation, timeout).
    pub termination: Option<Termination>,
    /// The result as written.
    pub text: String,
}

impl RecordedResult {
    /// A result, with its SGF text.
    #[must_use]
    pub fn new(winner: Option<Color>, termination: Option<Termination>) -> RecordedResult {
        let mut text = String::from(match winner {
            Some(Color::Black) => "B+",
            Some(Color::White) => "W+",
            None => "0",
        });
        if winner.is_some() {
            match termination {
                Some(Termination::Resignation) => text.push('R'),
                Some(Termination::Timeout) => text.push('T'),
                _ => {}
            }
        }
        RecordedResult {
            winner,
            termination,
            text,
        }
    }

    /// The result of an outcome.
    #[must_use]
    pub fn from_outcome(outcome: &Outcome) -> RecordedResult {
        RecordedResult::new(outcome.winner, Some(outcome.termination))
    }
}

/// How a record's result compares with the referee's outcome of its moves.
///
/// ```
/// use gomoku_referee::record::{read_sgf, ResultCheck, SgfOptions};
/// use gomoku_referee::Rules;
/// let record = read_sgf("(;GM[4]SZ[15]RE[B+];B[hh];W[ih])", SgfOptions::default())?;
/// let game = record.replay(Rules::renju())?;
/// // Black is said to have won, the moves do not show how: not confirmed.
/// assert_eq!(record.check_result(&game), ResultCheck::Unconfirmed);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultCheck {
    /// The record gives no result.
    NotRecorded,
    /// The referee's outcome has the recorded winner (or both say draw).
    Agrees,
    /// The moves do not end the game; the recorded result cannot be checked (a
    /// resignation or a draw agreed without a note, say).
    Unconfirmed,
    /// The referee's outcome contradicts the recorded result.
    Contradicts {
        /// The recorded winner, `None` for a draw.
        recorded: Option<Color>,
        /// The referee's winner, `None` for a draw.
        referee: Option<Color>,
    },
}

/// A game record (see the [module](self) documentation).
///
/// ```
/// use gomoku_referee::record::Record;
/// let record = Record::new(15);
/// assert_eq!(record.moves().count(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Record {
    /// The board size.
    pub size: u8,
    /// The rules, when the record names rules the library knows (SGF `RU`: the rules text
    /// of RULES.md §4, read exactly).
    pub rules: Option<Rules>,
    /// The rules as the record names them (SGF `RU`, the RenjuNet rule's name), as
    /// written.
    pub rules_name: Option<String>,
    /// The start position: stones set up before the first move, and the side to move.
    pub setup: Setup,
    /// The moves, as a tree; [`Record::moves`] gives the main line.
    pub tree: Tree,
    /// The result as recorded.
    pub result: Option<RecordedResult>,
    /// Black's player.
    pub black: Option<String>,
    /// White's player.
    pub white: Option<String>,
    /// The event (tournament).
    pub event: Option<String>,
    /// The date as written.
    pub date: Option<String>,
    /// PSQ: the first line after `Piskvorky WxH,` (timer fields), as written.
    pub psq_header: Option<String>,
    /// PSQ: the lines after the moves (`-1`, engine names, result), as written.
    pub trailer: Vec<String>,
    /// SGF: the row convention the reader used.
    pub sgf_rows: Option<SgfRows>,
    /// The opening rule (RULES.md §7) the game began with, when the record names one the
    /// library knows (SGF `OR`; RenjuNet: the rule's name, `RIF`, `Soosorv-8`).
    pub opening: Option<Opening>,
    /// The opening's actions in order, when the record has them (SGF `OA`): replaying
    /// takes them before the moves, as [`Game::from_history`] does. The stones they place
    /// are the first moves of the main line too.
    pub opening_actions: Vec<OpeningAction>,
    /// RenjuNet `swap`: how many times the players swapped colours in the opening, for a
    /// record that gives this and not the actions.
    pub swaps: Option<u32>,
    /// RenjuNet `alt`: how many fifth moves were offered, for a record that gives this and
    /// not the actions.
    pub offers: Option<u32>,
    /// RenjuNet `alt` as points: the fifth moves offered, when listed.
    pub offered: PointSet,
    /// The side with a pending draw offer (SGF `OD`), as [`History::draw_offer`].
    pub draw_offer: Option<Color>,
    /// What the lenient SGF reader bent to read the record ([`SgfOptions::lenient`]), in
    /// the order of the input; empty for a record read strictly.
    pub warnings: Vec<RecordWarning>,
}

/// What a lenient reader bent to read a record (RULES.md §11): the kind of bend, where in
/// the input, and a sentence saying it.
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions, WarningKind};
/// let orc = "(;GM[5]FF[4]SZ[15]5A[gg][ii]GN[Ann-Bo(B) : RIF rule];B[hh];W[hg];)";
/// assert!(read_sgf(orc, SgfOptions::default()).is_err());
/// let record = read_sgf(orc, SgfOptions { lenient: true, ..SgfOptions::default() })?;
/// let kinds: Vec<_> = record.warnings.iter().map(|w| w.kind.name()).collect();
/// assert_eq!(kinds, ["game-number", "property-name", "fifth-move-offers", "rules-from-game-name", "empty-node"]);
/// assert_eq!(record.offered.len(), 2);
/// assert_eq!(record.rules_name.as_deref(), Some("RIF"));
/// assert_eq!(record.warnings[1].location.column, 19);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RecordWarning {
    /// The kind of bend.
    pub kind: WarningKind,
    /// Where it was found.
    pub location: Location,
    /// What was done, in a sentence.
    pub text: String,
}

impl RecordWarning {
    /// A warning.
    #[must_use]
    pub fn new(kind: WarningKind, location: Location, text: impl Into<String>) -> RecordWarning {
        RecordWarning {
            kind,
            location,
            text: text.into(),
        }
    }
}

impl core::fmt::Display for RecordWarning {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}: {} ({})", self.location, self.text, self.kind)
    }
}

/// The kinds of [`RecordWarning`], one for each bend of the lenient SGF reader (RULES.md
/// §11). The number of a kind is its place in [`WarningKind::ALL`] (C's
/// `gomoku_warning_kind`), its name the text the faces give.
///
/// ```
/// use gomoku_referee::record::WarningKind;
/// assert_eq!(WarningKind::GameNumber.name(), "game-number");
/// assert_eq!(WarningKind::ALL.iter().position(|&k| k == WarningKind::EmptyNode), Some(3));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// `GM[5]` (ORC Game Center) read as `GM[4]`.
    GameNumber,
    /// A property name that is not upper-case letters (ORC Game Center's `5A`), kept as
    /// written.
    PropertyName,
    /// `5A` or `FA` read as the fifth-move offers ([`Record::offered`]).
    FifthMoveOffers,
    /// An empty node at the end of a line (ORC Game Center's `;)`) dropped.
    EmptyNode,
    /// A move `tt` (off a board up to 19×19: FF\[3\]'s pass, which ORC Game Center writes
    /// where a game ended on time) dropped: its node has no move.
    TtMove,
    /// The rules read from the game name (`GN[... : RIF rule]`), the file having no `RU`.
    RulesFromGameName,
    /// Text between two games that is no game skipped.
    SkippedText,
}

impl WarningKind {
    /// Every kind, in the order of their numbers.
    pub const ALL: [WarningKind; 7] = [
        WarningKind::GameNumber,
        WarningKind::PropertyName,
        WarningKind::FifthMoveOffers,
        WarningKind::EmptyNode,
        WarningKind::TtMove,
        WarningKind::RulesFromGameName,
        WarningKind::SkippedText,
    ];

    /// The name every face gives.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WarningKind::GameNumber => "game-number",
            WarningKind::PropertyName => "property-name",
            WarningKind::FifthMoveOffers => "fifth-move-offers",
            WarningKind::EmptyNode => "empty-node",
            WarningKind::TtMove => "tt-move",
            WarningKind::RulesFromGameName => "rules-from-game-name",
            WarningKind::SkippedText => "skipped-text",
        }
    }
}

impl core::fmt::Display for WarningKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.name())
    }
}

impl Record {
    /// An empty record on a board of `size`.
    #[must_use]
    pub fn new(size: u8) -> Record {
        Record {
            size,
            rules: None,
            rules_name: None,
            setup: Setup::new(),
            tree: Tree::new(),
            result: None,
            black: None,
            white: None,
            event: None,
            date: None,
            psq_header: None,
            trailer: Vec::new(),
            sgf_rows: None,
            opening: None,
            opening_actions: Vec::new(),
            swaps: None,
            offers: None,
            offered: PointSet::new(),
            draw_offer: None,
            warnings: Vec::new(),
        }
    }

    /// The record of a [`History`]: its rules, start, moves (colours alternating from the
    /// start's side to move), its opening with the actions, its pending draw offer, and the
    /// result of replaying it (an ending by action, or the end the moves make).
    ///
    /// # Errors
    ///
    /// [`HistoryError`] when the history does not replay ([`Game::from_history`]).
    ///
    /// ```
    /// use gomoku_referee::record::Record;
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// game.offer_draw(Color::Black)?;
    /// let record = Record::from_history(&game.history())?;
    /// assert_eq!(record.draw_offer, Some(Color::Black));
    /// assert_eq!(record, game.to_record());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_history(history: &History) -> Result<Record, HistoryError> {
        let outcome = Game::from_history(history)?.outcome();
        Ok(Record::of_history(history, outcome))
    }

    /// The record of `history`, whose replay ends with `outcome`.
    fn of_history(history: &History, outcome: Option<Outcome>) -> Record {
        let rules = history.rules;
        let mut record = Record::new(rules.size());
        record.rules = Some(rules);
        record.rules_name = Some(rules.to_string());
        record.setup = history.start;
        let mut turn = history.start.turn;
        record.tree = Tree::from_line(history.moves.iter().map(|&mv| {
            let m = RecordMove::new(turn, mv);
            turn = !turn;
            m
        }));
        record.result = outcome.map(|o| RecordedResult::from_outcome(&o));
        record.opening = history.opening;
        record.opening_actions.clone_from(&history.opening_actions);
        record.draw_offer = history.draw_offer;
        record
    }

    /// The moves of the main line.
    pub fn moves(&self) -> impl Iterator<Item = RecordMove> + '_ {
        self.tree.main_line()
    }

    /// The comment on the game (the root's).
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        self.tree.root().comment()
    }

    /// The record's own rules if it names them, else `default` (with the record's size).
    ///
    /// # Errors
    ///
    /// [`crate::RulesError::SizeOutOfRange`] cannot happen for a record read by this module
    /// (sizes are checked on reading); it is returned for a hand-made record.
    pub fn rules_or(&self, default: Rules) -> Result<Rules, crate::RulesError> {
        match self.rules {
            Some(rules) => Ok(rules),
            None => default.with_size(u32::from(self.size)),
        }
    }

    /// Replays the main line under `rules` into a [`Game`], checking every move; a
    /// recorded resignation or timeout that the moves leave open ends the game as
    /// recorded.
    ///
    /// # Errors
    ///
    /// [`ReplayError`]: the size differs from the rules', the start position is invalid,
    /// a move is out of turn or refused (naming the move and its number), or the recorded
    /// result contradicts the referee's outcome (a `B+` for a game White won).
    ///
    /// ```
    /// use gomoku_referee::record::{read_moves, ReplayError};
    /// use gomoku_referee::Rules;
    /// let mut record = read_moves("f8 a1 g8 a3 h6 a5 h7 a7 h8", 15)?;
    /// record.result = Some(gomoku_referee::record::RecordedResult::new(Some(gomoku_referee::Color::Black), None));
    /// // h8 is a double-three: under renju Black lost there.
    /// assert!(matches!(record.replay(Rules::renju()), Err(ReplayError::ResultContradicts { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn replay(&self, rules: Rules) -> Result<Game, ReplayError> {
        let mut game = self.replay_moves(rules)?;
        match self.check_result(&game) {
            ResultCheck::Contradicts { recorded, referee } => {
                return Err(ReplayError::ResultContradicts { recorded, referee });
            }
            ResultCheck::Unconfirmed => {
                if let Some(RecordedResult {
                    winner: Some(winner),
                    termination: Some(t),
                    ..
                }) = &self.result
                {
                    // The game is running (unconfirmed), so these cannot fail.
                    let _ = match t {
                        Termination::Resignation => game.resign(!*winner),
                        Termination::Timeout => game.timeout(!*winner),
                        _ => Ok(()),
                    };
                } else if let Some(RecordedResult {
                    winner: None,
                    termination: None | Some(Termination::Agreement),
                    ..
                }) = &self.result
                {
                    // A draw that the moves do not make is a draw by agreement: RULES.md §3
                    // has no other draw without a move (SGF `RE[0]` says no more).
                    let turn = game.turn();
                    let _ = game.offer_draw(turn).and_then(|()| game.accept_draw(!turn));
                }
            }
            ResultCheck::Agrees | ResultCheck::NotRecorded => {}
        }
        if let Some(color) = self.draw_offer {
            // A pending offer stands only in a running game: in one that is over (the
            // record contradicts itself) it is dropped, as a lapsed offer would be.
            if !game.is_game_over() {
                let _ = game.offer_draw(color);
            }
        }
        Ok(game)
    }

    /// Replays the main line under `rules` without looking at the recorded result.
    ///
    /// # Errors
    ///
    /// As [`Record::replay`], except [`ReplayError::ResultContradicts`].
    pub fn replay_moves(&self, rules: Rules) -> Result<Game, ReplayError> {
        if rules.size() != self.size {
            return Err(ReplayError::SizeMismatch {
                record: self.size,
                rules: rules.size(),
            });
        }
        let nodes: Vec<&Node> = self.main_line_with_moves().collect();
        let (mut game, placed) = match self.opening {
            // The opening runs when the record has its actions, or when nothing has been
            // played yet; a record that names its opening and gives only the moves (the
            // RenjuNet export) is replayed as plain moves.
            Some(opening) if !self.opening_actions.is_empty() || nodes.is_empty() => {
                if !self.starts_empty() || nodes.iter().any(|n| n.setup().is_some()) {
                    return Err(ReplayError::OpeningStart);
                }
                self.replay_opening(rules, opening, &nodes)?
            }
            _ => (
                Game::from_setup(rules, &self.setup).map_err(ReplayError::Setup)?,
                0,
            ),
        };
        let mut number = placed;
        for node in nodes.iter().skip(placed) {
            if let Some(change) = node.setup() {
                game = set_up(rules, &game, change)?;
            }
            let Some(m) = node.mv else { continue };
            number += 1;
            let expected = game.turn();
            if m.color != expected {
                return Err(ReplayError::WrongColor {
                    number,
                    mv: m.mv,
                    color: m.color,
                    expected,
                });
            }
            game.play(m.mv).map_err(|error| ReplayError::Illegal {
                number,
                mv: m.mv,
                color: m.color,
                error,
            })?;
        }
        Ok(game)
    }

    /// The nodes of the main line that carry a move or a set-up, the root first when it
    /// does.
    fn main_line_with_moves(&self) -> impl Iterator<Item = &Node> + '_ {
        core::iter::once(self.tree.root())
            .chain(self.tree.main_line_nodes())
            .filter(|n| n.mv.is_some() || n.setup().is_some())
    }

    /// The opening's actions taken in a new game under `opening`, each stone they place
    /// checked against the main line's move of that number; gives the game and how many
    /// of `nodes` the opening placed.
    fn replay_opening(
        &self,
        rules: Rules,
        opening: Opening,
        nodes: &[&Node],
    ) -> Result<(Game, usize), ReplayError> {
        let mut game = Game::with_opening(rules, opening).map_err(ReplayError::Opening)?;
        for (index, &action) in self.opening_actions.iter().enumerate() {
            game.act(action)
                .map_err(|error| ReplayError::OpeningAction { index, error })?;
            let placed = game.moves().len();
            if placed == 0 {
                continue;
            }
            let played = game.moves()[placed - 1];
            // The stone's colour: the opening's stones alternate from Black, as moves do.
            let color = if placed % 2 == 1 {
                Color::Black
            } else {
                Color::White
            };
            match nodes.get(placed - 1).and_then(|n| n.mv) {
                Some(m) if m.mv == played && m.color == color => {}
                _ => return Err(ReplayError::OpeningStone { number: placed }),
            }
        }
        let placed = game.moves().len();
        Ok((game, placed))
    }

    /// Compares the recorded result with `game`'s outcome (`game` replayed from this
    /// record).
    #[must_use]
    pub fn check_result(&self, game: &Game) -> ResultCheck {
        let Some(recorded) = &self.result else {
            return ResultCheck::NotRecorded;
        };
        match game.outcome() {
            None => ResultCheck::Unconfirmed,
            Some(o) if o.winner == recorded.winner => ResultCheck::Agrees,
            Some(o) => ResultCheck::Contradicts {
                recorded: recorded.winner,
                referee: o.winner,
            },
        }
    }

    /// Writes the main line as move text (`h8 h9 i8`, `pass` for a pass).
    ///
    /// # Errors
    ///
    /// [`WriteError::Setup`] for a start position other than the empty board with Black to
    /// move; [`WriteError::Colors`] when the moves do not alternate.
    ///
    /// ```
    /// use gomoku_referee::record::read_moves;
    /// assert_eq!(read_moves("h8,h9 i8", 15)?.to_moves()?, "h8 h9 i8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_moves(&self) -> Result<String, WriteError> {
        movetext::write(self)
    }

    /// Writes the record as PSQ (see [`read_psq`]).
    ///
    /// # Errors
    ///
    /// [`WriteError::Setup`], [`WriteError::Pass`] (PSQ has no pass),
    /// [`WriteError::Colors`].
    pub fn to_psq(&self) -> Result<String, WriteError> {
        psq::write(self)
    }

    /// Writes the record as SGF FF\[4\] GM\[4\], the whole tree, rows counted as `rows`
    /// says.
    ///
    /// ```
    /// use gomoku_referee::record::{read_moves, SgfRows};
    /// let sgf = read_moves("h8 i9", 15)?.to_sgf(SgfRows::FromTop);
    /// assert_eq!(sgf, "(;FF[4]GM[4]SZ[15];B[hh];W[ig])\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_sgf(&self, rows: SgfRows) -> String {
        sgf::write(self, rows)
    }

    /// Writes the record in `format`.
    ///
    /// # Errors
    ///
    /// As the format's writer; [`WriteError::ReadOnly`] for RenjuNet and RenLib.
    pub fn write(&self, format: Format, rows: SgfRows) -> Result<String, WriteError> {
        match format {
            Format::Moves => self.to_moves(),
            Format::Psq => self.to_psq(),
            Format::Sgf => Ok(self.to_sgf(rows)),
            Format::RenjuNet | Format::RenLib => Err(WriteError::ReadOnly),
        }
    }

    /// Whether the start position is the empty board with Black to move.
    pub(crate) fn starts_empty(&self) -> bool {
        self.setup.black.is_empty()
            && self.setup.white.is_empty()
            && self.setup.turn == Color::Black
            && self.setup.captures == [0, 0]
    }

    /// The main line as moves, checking they alternate from Black (the formats that
    /// give no colours).
    pub(crate) fn alternating_moves(&self) -> Result<Vec<RecordMove>, WriteError> {
        if !self.starts_empty() {
            return Err(WriteError::Setup);
        }
        if self.main_line_with_moves().any(|n| n.setup().is_some()) {
            return Err(WriteError::Setup);
        }
        let mut turn = Color::Black;
        let mut out = Vec::new();
        for m in self.moves() {
            if m.color != turn {
                return Err(WriteError::Colors);
            }
            turn = !turn;
            out.push(m);
        }
        Ok(out)
    }
}

/// The rules a record's rule name stands for, when it is a name the library knows: the
/// presets (`renju`, `freestyle`, `gomoku` = freestyle, `standard`, `caro`, `omok`,
/// `pente`, `ninuki-renju`) and the renju opening rules (`RIF`, `Yamaguchi`, `Soosorv`,
/// `Taraguchi`, `Sakata`, `Tarannikov`, `Swap`: played under renju). The size is the
/// record's.
///
/// ```
/// use gomoku_referee::record::rules_from_name;
/// use gomoku_referee::Rules;
/// assert_eq!(rules_from_name("Yamaguchi", 15), Some(Rules::renju()));
/// assert_eq!(rules_from_name("Gomoku", 20), Rules::freestyle().with_size(20).ok());
/// assert_eq!(rules_from_name("go", 19), None);
/// ```
#[must_use]
pub fn rules_from_name(name: &str, size: u8) -> Option<Rules> {
    let trimmed = name.trim();
    let preset = if let Ok(p) = trimmed.parse::<Preset>() {
        p
    } else {
        let lower = |s: &str| {
            trimmed.len() >= s.len()
                && trimmed.as_bytes()[..s.len()].eq_ignore_ascii_case(s.as_bytes())
        };
        if trimmed.eq_ignore_ascii_case("gomoku") {
            Preset::Freestyle
        } else if [
            "rif",
            "yamaguchi",
            "soosorv",
            "soosõrv",
            "taraguchi",
            "sakata",
            "tarannikov",
            "swap",
            "renju",
        ]
        .iter()
        .any(|s| lower(s))
        {
            Preset::Renju
        } else {
            return None;
        }
    };
    preset.rules().with_size(u32::from(size)).ok()
}

/// The game from `game`'s position with `change` applied: the stones added and removed,
/// the side to move as given (else the same), the captured pairs kept. The moves before
/// become part of the new start (a [`Game`] has no set-up between moves).
fn set_up(rules: Rules, game: &Game, change: &SetupChange) -> Result<Game, ReplayError> {
    let pos = game.position();
    let mut setup = pos.to_setup();
    for p in change
        .black
        .iter()
        .chain(change.white.iter())
        .chain(change.empty.iter())
    {
        setup.black.remove(p);
        setup.white.remove(p);
    }
    for p in change.black.iter() {
        setup.black.insert(p);
    }
    for p in change.white.iter() {
        setup.white.insert(p);
    }
    setup.turn = change.turn.unwrap_or(setup.turn);
    // A point both black and white in one set-up (SGF `AB[hh]AW[hh]`): the overlap error
    // of `Game::from_setup`, not the last colour named.
    if let Some(point) = change.black.iter().find(|&p| change.white.contains(p)) {
        return Err(ReplayError::Setup(crate::SetupError::Overlap { point }));
    }
    Game::from_setup(rules, &setup).map_err(ReplayError::Setup)
}

impl Game {
    /// The game as a record, through its [`History`]: rules, start position, moves,
    /// outcome, the opening with its actions and a pending draw offer.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// game.resign(Color::White)?;
    /// let record = game.to_record();
    /// assert_eq!(record.moves().count(), 1);
    /// assert_eq!(record.result.as_ref().unwrap().text, "B+R");
    /// assert_eq!(record.replay(Rules::renju())?, game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_record(&self) -> Record {
        Record::of_history(&self.history(), self.outcome())
    }
}
