//! VCF, victory by continuous fours (RULES.md §12): a search for a sequence of the
//! attacker's fours, each answered by the defender's only defence, ending in a five.
//!
//! Every rule the search needs — what a four is, what wins, what is forbidden to whom — is
//! asked of `forbidden.rs` (the judge's own four scan and verdict); the search only
//! decides the order in which to ask.

use alloc::vec::Vec;
use core::fmt;

use crate::board::Board;
use crate::forbidden::{FourPoints, forbidden_kind, four_points};
use crate::{Color, MAX_SIZE, Point, PointSet, Position, Rules, VcfError, zobrist};

/// The most attacker moves a VCF line may hold (and a limit may ask for).
pub const MAX_VCF_MOVES: u32 = 127;

const MAX_LINE: usize = 2 * MAX_VCF_MOVES as usize;

/// How a VCF search looks for a win.
///
/// ```
/// use gomoku_referee::VcfMode;
/// assert_eq!(VcfMode::default(), VcfMode::Shortest);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum VcfMode {
    /// The fewest attacker moves: iterative deepening on the transposition table.
    #[default]
    Shortest,
    /// The first VCF found, whatever its length: one depth-first search at the move
    /// limit, which tries first at every node the fours that one stone cannot stop.
    Fast,
}

/// The bounds of a VCF search.
///
/// ```
/// use gomoku_referee::{VcfLimits, VcfMode};
/// let limits = VcfLimits { max_moves: 10, mode: VcfMode::Fast, ..VcfLimits::default() };
/// assert_eq!(limits.max_nodes, 1_000_000);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VcfLimits {
    /// The most attacker moves (the final five included), 1..=[`MAX_VCF_MOVES`].
    pub max_moves: u32,
    /// The most positions the search may visit.
    pub max_nodes: u64,
    /// The number of transposition-table entries (16 bytes each; the only allocation;
    /// 0 for none).
    pub table_entries: usize,
    /// Shortest or first found.
    pub mode: VcfMode,
}

impl Default for VcfLimits {
    /// 40 attacker moves, a million nodes, 65,536 table entries (1 MiB), shortest.
    fn default() -> VcfLimits {
        VcfLimits {
            max_moves: 40,
            max_nodes: 1_000_000,
            table_entries: 1 << 16,
            mode: VcfMode::Shortest,
        }
    }
}

/// How a VCF line ends.
///
/// ```
/// use gomoku_referee::VcfEnd;
/// assert_eq!(VcfEnd::Five.to_string(), "five");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VcfEnd {
    /// The attacker's last move makes a five that wins.
    Five,
    /// The defender's only defence, the line's last point, is forbidden to him (under
    /// *lose* he loses by playing it; under *reject* he cannot).
    ForbiddenDefence,
}

impl VcfEnd {
    /// The name: `five` or `forbidden-defence`.
    ///
    /// ```
    /// use gomoku_referee::VcfEnd;
    /// assert_eq!(VcfEnd::ForbiddenDefence.name(), "forbidden-defence");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            VcfEnd::Five => "five",
            VcfEnd::ForbiddenDefence => "forbidden-defence",
        }
    }
}

impl fmt::Display for VcfEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A VCF: the moves from the attacker's first four, alternately the attacker's and the
/// defender's, ending with the attacker's five (or with the defender's forbidden
/// defence). No allocation.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult};
///
/// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("f8 g8 h8", "a1 a3")?)?;
/// let vcf = pos.vcf(Color::Black, &VcfLimits::default())?;
/// let VcfResult::Found(line) = vcf.result else { panic!() };
/// assert_eq!(line.attacker_moves(), 2);  // e8 (straight four), then a five
/// assert_eq!(line.to_string(), "e8 d8 i8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct VcfLine {
    moves: [Point; MAX_LINE],
    len: u8,
    end: VcfEnd,
}

impl VcfLine {
    /// The moves, the attacker's first.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult};
    /// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("e8 f8 g8 h8", "")?)?;
    /// let VcfResult::Found(line) = pos.vcf(Color::Black, &VcfLimits::default())?.result else { panic!() };
    /// assert_eq!(line.moves().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &[Point] {
        &self.moves[..usize::from(self.len)]
    }

    /// The number of attacker moves (the final five included).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult};
    /// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("e8 f8 g8 h8", "")?)?;
    /// let VcfResult::Found(line) = pos.vcf(Color::Black, &VcfLimits::default())?.result else { panic!() };
    /// assert_eq!(line.attacker_moves(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn attacker_moves(&self) -> u32 {
        u32::from(self.len).div_ceil(2)
    }

    /// How the line ends.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfEnd, VcfLimits, VcfResult};
    /// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("e8 f8 g8 h8", "")?)?;
    /// let VcfResult::Found(line) = pos.vcf(Color::Black, &VcfLimits::default())?.result else { panic!() };
    /// assert_eq!(line.end(), VcfEnd::Five);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn end(&self) -> VcfEnd {
        self.end
    }
}

impl fmt::Display for VcfLine {
    /// The moves separated by spaces, as a move list parses them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.moves().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for VcfLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VcfLine({self}, {})", self.end)
    }
}

/// Which bound stopped a search that found nothing.
///
/// ```
/// use gomoku_referee::VcfBound;
/// assert_eq!(VcfBound::Nodes.to_string(), "nodes");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VcfBound {
    /// The limit of attacker moves: a longer VCF may exist.
    Moves,
    /// The node budget: nothing is known.
    Nodes,
}

impl VcfBound {
    /// The name: `moves` or `nodes`.
    ///
    /// ```
    /// use gomoku_referee::VcfBound;
    /// assert_eq!(VcfBound::Moves.name(), "moves");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            VcfBound::Moves => "moves",
            VcfBound::Nodes => "nodes",
        }
    }
}

impl fmt::Display for VcfBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// What a VCF search found.
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, VcfLimits, VcfResult};
/// let vcf = Position::new(Rules::renju()).vcf(Color::Black, &VcfLimits::default())?;
/// assert_eq!(vcf.result, VcfResult::NotFound { stopped_by: None }); // proved: none at all
/// # Ok::<(), gomoku_referee::VcfError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(clippy::large_enum_variant)] // the line is a fixed array, so that nothing allocates
pub enum VcfResult {
    /// A VCF (in shortest mode, one of the shortest).
    Found(VcfLine),
    /// None found. `stopped_by: None` proves that none exists at all; `Some(Moves)` that
    /// none exists within the move limit; `Some(Nodes)` proves nothing.
    NotFound {
        /// The bound that cut the search short, if any did.
        stopped_by: Option<VcfBound>,
    },
}

/// A VCF search's answer and its cost.
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, VcfLimits};
/// let vcf = Position::new(Rules::renju()).vcf(Color::Black, &VcfLimits::default())?;
/// assert_eq!(vcf.nodes, 1);
/// # Ok::<(), gomoku_referee::VcfError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Vcf {
    /// The answer.
    pub result: VcfResult,
    /// The positions visited (attacker to move).
    pub nodes: u64,
}

/// A reusable VCF solver: it owns its transposition table, which every search clears
/// (by a generation count, not by writing it) instead of allocating it anew, so that a
/// bot that asks for a VCF at every node of its own search pays for the table once.
/// [`Position::vcf`] is the one-shot convenience (a new solver each call).
///
/// The table is allocated at the first search that stores an entry, of
/// `limits.table_entries` entries (rounded down to a power of two), and kept while the
/// searches ask for the same size.
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult, VcfSolver};
///
/// let mut solver = VcfSolver::new();
/// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("f8 g8 h8", "a1 a3")?)?;
/// for _ in 0..3 {
///     let vcf = solver.vcf(&pos, Color::Black, &VcfLimits::default())?;
///     assert_eq!(vcf, pos.vcf(Color::Black, &VcfLimits::default())?);
///     assert!(matches!(vcf.result, VcfResult::Found(line) if line.attacker_moves() == 2));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct VcfSolver {
    /// Two words an entry: the position's key, and its data — the depth within which no
    /// VCF exists (bits 0–7), bit 8 set when the move limit cut that search short
    /// (without it: no VCF at all), and the generation of the search that stored it
    /// (bits 32–63; an entry of another generation is empty). Plain zeroed words, so
    /// that a large table costs nothing until its pages are touched.
    table: Vec<u64>,
    /// The generation of the current search, from 1 (0 marks the never written).
    generation: u32,
}

/// A four of the attacker at a node: its point and its five points.
#[derive(Clone, Copy)]
struct Four {
    m: Point,
    fp: FourPoints,
}

/// The fours of a node kept with their five points (the others asked again).
const KEPT: usize = 16;

impl VcfSolver {
    /// A solver with no table yet (nothing is allocated before a search stores an
    /// entry).
    ///
    /// ```
    /// use gomoku_referee::VcfSolver;
    /// let solver = VcfSolver::new();
    /// assert_eq!(solver.table_entries(), 0);
    /// ```
    #[must_use]
    pub const fn new() -> VcfSolver {
        VcfSolver {
            table: Vec::new(),
            generation: 0,
        }
    }

    /// The entries of the table allocated so far (0 before the first search that
    /// stores one).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfSolver};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("h8 i8 j8 h9 h10", "a1 c1 e1 g1 i1")?)?;
    /// let mut solver = VcfSolver::new();
    /// solver.vcf(&pos, Color::Black, &VcfLimits { table_entries: 1000, ..VcfLimits::default() })?;
    /// assert!(solver.table_entries() == 0 || solver.table_entries() == 512);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn table_entries(&self) -> usize {
        self.table.len() / 2
    }

    /// Searches for a VCF of `attacker` in `position`: the same answer as
    /// [`Position::vcf`] (which see), with this solver's table.
    ///
    /// # Errors
    ///
    /// [`VcfError`], as [`Position::vcf`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult, VcfSolver};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("h8 i8 j8 k9 k10 k11", "a1 a2 h9 f8 o8")?)?;
    /// let mut solver = VcfSolver::new();
    /// let VcfResult::Found(line) = solver.vcf(&pos, Color::Black, &VcfLimits::default())?.result else { panic!() };
    /// assert_eq!(line.attacker_moves(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn vcf(
        &mut self,
        position: &Position,
        attacker: Color,
        limits: &VcfLimits,
    ) -> Result<Vcf, VcfError> {
        if position.rules().capture().is_some() {
            return Err(VcfError::Capture);
        }
        if position.is_game_over() {
            return Err(VcfError::GameOver);
        }
        if !(1..=MAX_VCF_MOVES).contains(&limits.max_moves) {
            return Err(VcfError::MovesOutOfRange {
                moves: limits.max_moves,
            });
        }
        if limits.table_entries > 1 << 24 {
            return Err(VcfError::TableTooLarge {
                entries: limits.table_entries,
            });
        }
        let entries = match limits.table_entries {
            0 => 0,
            n => 1 << n.ilog2(),
        };
        if self.table.len() != 2 * entries {
            // Another size: the old table goes; the new one comes with the first store.
            self.table = Vec::new();
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // 2^32 searches: the oldest entries would look new again.
            self.table.fill(0);
            self.generation = 1;
        }
        let mut search = Search {
            rules: position.rules(),
            attacker,
            defender: !attacker,
            max_nodes: limits.max_nodes,
            nodes: 0,
            table: &mut self.table,
            entries,
            generation: u64::from(self.generation) << 32,
            path: [Point::MIN; MAX_LINE],
            win: VcfLine {
                moves: [Point::MIN; MAX_LINE],
                len: 0,
                end: VcfEnd::Five,
            },
            key: position.key(),
            phase: Phase::Exact,
            restricted_defender: !position.rules().restrictions(!attacker).is_empty(),
        };
        let mut board = *position.board();
        // The attacker's own five first: then every later five point of his is one of
        // the four just played (each earlier one was blocked), which is all `defend`
        // has to look at.
        let own = window_candidates(&board, attacker, true);
        let five = search.fives(&mut board, attacker, own.five);
        if five.1 > 0 {
            search.path[0] = five.0[0];
            search.found(1, VcfEnd::Five);
            return Ok(Vcf {
                result: VcfResult::Found(search.win),
                nodes: 1,
            });
        }
        if own.four.is_empty() {
            // Not one four to begin with: no VCF at all, whatever the defender has.
            return Ok(Vcf {
                result: VcfResult::NotFound { stopped_by: None },
                nodes: 1,
            });
        }
        let theirs = window_candidates(&board, !attacker, false);
        let fives = search.fives(&mut board, !attacker, theirs.five);
        let root = Root {
            fours: own.four,
            fives,
        };
        // Shortest: deeper and deeper searches (every "none within d" the table keeps
        // holds for the next): a short line is found before a long one is explored, and
        // a tree that ends before the limit proves that there is none at all. The last
        // depth is the limit's, searched exactly; below it a line that cannot win in time
        // may be stopped as if cut (the next depth looks again). Fast: that last search
        // alone, its first line proved the answer (every node tries first the fours that
        // one stone cannot stop, so a line that wins at once is not put off behind a long
        // one; deepening made it visit about as many nodes as Shortest).
        let mut result = VcfResult::NotFound {
            stopped_by: Some(VcfBound::Moves),
        };
        let mut below = 0;
        let deepening: &[u32] = match limits.mode {
            VcfMode::Shortest => &DEPTHS,
            VcfMode::Fast => &[],
        };
        for d in deepening
            .iter()
            .copied()
            .filter(|&d| d < limits.max_moves)
            .chain([limits.max_moves])
        {
            search.phase = if d < limits.max_moves {
                Phase::Existence
            } else {
                Phase::Exact
            };
            match search.attack(&mut board, d, &root, 0) {
                Outcome::Win => {
                    result = VcfResult::Found(search.win);
                    break;
                }
                Outcome::Abort => {
                    result = VcfResult::NotFound {
                        stopped_by: Some(VcfBound::Nodes),
                    };
                    break;
                }
                Outcome::Fail { cut: false } => {
                    result = VcfResult::NotFound { stopped_by: None };
                    break;
                }
                Outcome::Fail { cut: true } => below = d,
            }
        }
        // Shortest: none within `below`, one of length L found; the depths in between.
        if let (VcfMode::Shortest, VcfResult::Found(first)) = (limits.mode, result) {
            search.phase = Phase::Refine;
            for d in below + 1..first.attacker_moves() {
                match search.attack(&mut board, d, &root, 0) {
                    Outcome::Win => {
                        result = VcfResult::Found(search.win);
                        break;
                    }
                    Outcome::Abort => {
                        result = VcfResult::NotFound {
                            stopped_by: Some(VcfBound::Nodes),
                        };
                        break;
                    }
                    Outcome::Fail { .. } => {}
                }
            }
        }
        Ok(Vcf {
            result,
            nodes: search.nodes,
        })
    }
}

enum Outcome {
    Win,
    /// No win; `cut`: the move limit cut some line short.
    Fail {
        cut: bool,
    },
    Abort,
}

/// What the root knows before the search: the attacker's four points (a superset: each
/// is checked) and the defender's five points.
struct Root {
    fours: PointSet,
    fives: Fives,
}

struct Search<'a> {
    rules: &'a Rules,
    attacker: Color,
    defender: Color,
    max_nodes: u64,
    nodes: u64,
    /// The solver's transposition table, allocated at its first store (a search that
    /// ends at once pays nothing for it), of `entries` entries.
    table: &'a mut Vec<u64>,
    entries: usize,
    /// The search's generation, in place (bits 32–63 of an entry's data).
    generation: u64,
    /// The moves of the line being searched, and of the win once found.
    path: [Point; MAX_LINE],
    win: VcfLine,
    /// The Zobrist key (RULES.md §10) of the board searched, kept up to date as stones
    /// are placed and lifted: the table's key (the attacker is always to move there).
    key: u64,
    /// What the search is for, and so which lines it may stop early.
    phase: Phase,
    /// Whether a defence may be forbidden to the defender (a line may end there).
    restricted_defender: bool,
}

/// The points where a stone of `color` may make a five, and (with `fours`) a four or a
/// five: the empty points of the windows of five on the board (in the four directions)
/// that hold no stone of the other colour and four, or three or more, stones of
/// `color`. Supersets that the search checks point by point with the judge
/// (`four_points`); a bit-parallel count over the rows, cheaper than the judge's exact
/// line sets.
fn window_candidates(board: &Board, color: Color, fours: bool) -> Candidates {
    let n = usize::from(board.size());
    let own = board.stones(color).rows();
    let opp = board.stones(!color).rows();
    let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut five = [0u32; MAX_SIZE as usize];
    let mut four = [0u32; MAX_SIZE as usize];
    // The fewest own stones a window needs, and the rows that hold any: a window across
    // the rows holds one cell of each, so rows too few to reach that count are skipped
    // without a count.
    let least = if fours { 3 } else { 4 };
    let busy = (0..n).fold(0u32, |b, y| b | u32::from(own[y] != 0) << y);
    if busy.count_ones() == 0 {
        return Candidates {
            five: PointSet::new(),
            four: PointSet::new(),
        };
    }
    for (dx, dy) in crate::board::DIRS {
        // Bit x of a row below stands for the window that starts at (x, y).
        let starts = full >> (4 * dx);
        for y in 0..n {
            let last = y as i32 + 4 * dy;
            if last < 0 || last >= n as i32 {
                continue;
            }
            let enough = match dy {
                0 => own[y].count_ones() >= least,
                _ => (busy >> (y as i32).min(last) & 0x1F).count_ones() >= least,
            };
            if !enough {
                continue;
            }
            let row = |k: i32| (y as i32 + k * dy) as usize;
            let shift = |k: i32| (k * dx) as u32;
            // The count of own stones in each window, bit-sliced (c2 c1 c0), and the
            // windows that hold a stone of the other colour.
            let (mut c0, mut c1, mut c2, mut blocked) = (0u32, 0u32, 0u32, 0u32);
            for k in 0..5 {
                let b = own[row(k)] >> shift(k);
                let carry0 = c0 & b;
                c0 ^= b;
                let carry1 = c1 & carry0;
                c1 ^= carry0;
                c2 |= carry1;
                blocked |= opp[row(k)] >> shift(k);
            }
            let open = starts & !blocked;
            let with4 = open & c2;
            let with3 = if fours {
                open & (c2 | (c1 & c0))
            } else {
                with4
            };
            if with3 == 0 {
                continue;
            }
            for k in 0..5 {
                let r = row(k);
                let empty = full & !own[r] & !opp[r];
                five[r] |= (with4 << shift(k)) & empty;
                four[r] |= (with3 << shift(k)) & empty;
            }
        }
    }
    Candidates {
        five: PointSet::from_rows(five),
        four: PointSet::from_rows(four),
    }
}

/// A colour's candidate five and four points ([`window_candidates`]).
struct Candidates {
    five: PointSet,
    four: PointSet,
}

/// What a search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The answer at the limit: every line followed to its end or the limit.
    Exact,
    /// Whether a VCF exists within a depth below the limit (a deeper search follows):
    /// where no win can come in time, the line is "cut" at once (searching on to tell
    /// "none at all" from "cut" costs more than the deeper search saves).
    Existence,
    /// A shorter line than one found: where no win can come in time, "cut" at once.
    Refine,
}

/// Up to this many defender fives are followed (two already lose the attacker the move).
type Fives = ([Point; 2], usize);

/// The depths searched in turn (then the limit's).
const DEPTHS: [u32; 10] = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32];

/// The data bits of an entry below the generation.
const DATA: u64 = 0xFFFF_FFFF;

impl Search<'_> {
    /// Places a stone of the line searched, keeping the key.
    fn place(&mut self, board: &mut Board, p: Point, color: Color) {
        board.set(p, color);
        self.key ^= zobrist::stone(color, p);
    }

    /// Lifts a stone placed by [`Search::place`], keeping the key.
    fn lift(&mut self, board: &mut Board, p: Point, color: Color) {
        board.clear(p);
        self.key ^= zobrist::stone(color, p);
    }

    fn found(&mut self, depth: usize, end: VcfEnd) {
        self.win.moves[..depth].copy_from_slice(&self.path[..depth]);
        self.win.len = depth as u8;
        self.win.end = end;
    }

    /// The points of `candidates` where `color` makes a winning line (at most two are
    /// kept).
    fn fives(&self, board: &mut Board, color: Color, candidates: PointSet) -> Fives {
        let mut out = ([Point::MIN; 2], 0);
        for q in candidates {
            if four_points(board, self.rules, color, q).five {
                out.0[out.1.min(1)] = q;
                out.1 += 1;
                if out.1 == 2 {
                    break;
                }
            }
        }
        out
    }

    /// Every point where `color` makes a winning line (not only the first two that
    /// [`Search::fives`] keeps): under caro, where one stone may stop several.
    fn all_fives(&self, board: &mut Board, color: Color) -> PointSet {
        let mut out = PointSet::new();
        for q in window_candidates(board, color, false).five {
            if four_points(board, self.rules, color, q).five {
                out.insert(q);
            }
        }
        out
    }

    /// Whether the attacker's stone on `m` leaves the defender none of the five points
    /// `theirs` (caro: a stone beyond the end of a five-to-be blocked at its other end
    /// stops it).
    fn stops(&self, board: &mut Board, m: Point, theirs: &PointSet) -> bool {
        board.set(m, self.attacker);
        let stopped = theirs.iter().all(|c| {
            board.get(c).is_some() || !four_points(board, self.rules, self.defender, c).five
        });
        board.clear(m);
        stopped
    }

    fn forbidden(&self, board: &mut Board, color: Color, p: Point) -> bool {
        !self.rules.restrictions(color).is_empty()
            && forbidden_kind(board, self.rules, color, p).is_some()
    }

    /// The attacker to move with `d` moves left; `root`: at the first move, what the
    /// root found, else `None` and the defender's `fives`; `at`: the length of the line
    /// so far.
    fn attack(&mut self, board: &mut Board, d: u32, root: &Root, at: usize) -> Outcome {
        self.attack_at(board, d, root.fives, root.fours, at)
    }

    /// The empty points where a stone of the attacker makes a four or a five with the
    /// stone just placed at `m`: those of the windows of five through `m` that hold no
    /// defender stone and three attacker stones or more. With the four points of the
    /// position before `m` (where a stone of the defender makes none, and takes none
    /// away from the others' lines but its own point's), a superset of the four points
    /// after it: what the search keeps instead of rescanning the board.
    fn window_points(&self, board: &Board, m: Point) -> PointSet {
        let mut out = PointSet::new();
        // The eleven cells of each line through m, read once (bit k + 5: k steps away).
        let lines = board.around(self.attacker, m);
        for (dir, cells) in crate::board::DIRS.into_iter().zip(lines) {
            let blocked = cells.opp | cells.off;
            let mut points = 0u32;
            // The windows of five from k = s to s + 4, s in -4..=0: none blocked, three
            // own stones or more.
            for s in 1..=5 {
                let w = 0x1F << s;
                if blocked & w == 0 && (cells.own & w).count_ones() >= 3 {
                    points |= w;
                }
            }
            points &= cells.empty();
            while points != 0 {
                let k = points.trailing_zeros() as i32 - 5;
                points &= points - 1;
                if let Some(q) = board.step(m, dir, k) {
                    out.insert(q);
                }
            }
        }
        out
    }

    /// The attacker to move with `d` moves left; `fives`: the defender's five points;
    /// `fours`: a superset of the attacker's four points; `at`: the length of the line
    /// so far.
    fn attack_at(
        &mut self,
        board: &mut Board,
        d: u32,
        fives: Fives,
        fours: PointSet,
        at: usize,
    ) -> Outcome {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Outcome::Abort;
        }
        if d == 0 {
            return Outcome::Fail { cut: true };
        }
        // Two five points of the defender: one stone stops only one of them, except
        // under caro, where a stone beyond a five-to-be's end can stop it too.
        let caro = self.rules.caro_rule();
        if fives.1 >= 2 && !caro {
            return Outcome::Fail { cut: false };
        }
        // Below the attacker's first move, without a defence forbidden to the defender,
        // his next move cannot win: he has no five (his last four was blocked).
        let last = at > 0 && !self.restricted_defender;
        if self.phase != Phase::Exact && d == 1 && last {
            // The attacker has no five (his last four was blocked) and no defence is
            // forbidden: one move cannot win.
            return Outcome::Fail { cut: true };
        }
        let k = self.key;
        let slot = (self.entries > 0).then(|| 2 * ((k as usize) & (self.entries - 1)));
        if let Some(i) = slot.filter(|&i| i < self.table.len()) {
            let (key, data) = (self.table[i], self.table[i + 1]);
            let cut = data & 0x100 != 0;
            if key == k && data & !DATA == self.generation && (!cut || data & 0xFF >= u64::from(d))
            {
                return Outcome::Fail { cut };
            }
        }
        let a = self.attacker;
        // Under caro, the defender's five points (all of them) that each four must stop.
        let theirs = (caro && fives.1 > 0).then(|| self.all_fives(board, self.defender));
        let candidates = if fives.1 == 1 && !caro {
            // The defender threatens a five: the attacker must block it, with a four.
            let mut only = PointSet::new();
            only.insert(fives.0[0]);
            only
        } else {
            fours
        };
        // The superset handed on: the candidates found to be no four leave it.
        let mut live = fours;
        // The fours that share a line with the attacker's last move first: a VCF mostly
        // goes on where it played (the order changes which line is found first, never
        // whether one is, nor the shortest length).
        let last_move = at.checked_sub(2).map(|i| self.path[i]);
        let near = |q: Point| {
            last_move.is_some_and(|p| {
                let (dx, dy) = (
                    i32::from(q.x()) - i32::from(p.x()),
                    i32::from(q.y()) - i32::from(p.y()),
                );
                (dx == 0 || dy == 0 || dx.abs() == dy.abs()) && dx.abs().max(dy.abs()) <= 4
            })
        };
        let first = candidates.iter().filter(|&q| near(q));
        let then = candidates.iter().filter(|&q| !near(q));
        // Every candidate asked of the judge first, a five answering at once; the fours
        // kept (up to `KEPT`, the rest asked again when their turn comes), those that one
        // stone cannot stop (two five points or more) first: they win at the next move
        // unless forbidden, so a line that wins at once is never put off behind a long
        // one.
        let mut kept = [Four {
            m: Point::MIN,
            fp: FourPoints::default(),
        }; KEPT];
        let (mut len, mut double) = (0, 0);
        let mut rest = PointSet::new();
        for m in first.chain(then) {
            let fp = four_points(board, self.rules, a, m);
            if fp.five {
                self.path[at] = m;
                self.found(at + 1, VcfEnd::Five);
                return Outcome::Win;
            }
            if fp.points().is_empty() {
                live.remove(m);
            } else if theirs.as_ref().is_some_and(|t| !self.stops(board, m, t)) {
                // Caro: a four that leaves the defender a five loses (a five wins, above).
            } else if len == KEPT {
                rest.insert(m);
            } else {
                kept[len] = Four { m, fp };
                len += 1;
                if fp.points().len() >= 2 {
                    kept[double..len].rotate_right(1);
                    double += 1;
                }
            }
        }
        let mut cut = false;
        for c in &kept[..len] {
            match self.follow(board, d, *c, live, at, last) {
                Outcome::Fail { cut: c } => cut |= c,
                win_or_abort => return win_or_abort,
            }
        }
        for m in &rest {
            let c = Four {
                m,
                fp: four_points(board, self.rules, a, m),
            };
            match self.follow(board, d, c, live, at, last) {
                Outcome::Fail { cut: c } => cut |= c,
                win_or_abort => return win_or_abort,
            }
        }
        // The root's answer is the search's: not worth a table (nor its allocation).
        if let Some(i) = slot.filter(|_| at > 0) {
            if self.table.is_empty() {
                *self.table = alloc::vec![0u64; 2 * self.entries];
            }
            self.table[i] = k;
            self.table[i + 1] = u64::from(d.min(255)) | u64::from(cut) << 8 | self.generation;
        }
        Outcome::Fail { cut }
    }
    /// The attacker's four `c` followed (see [`Search::attack_at`]); `live`: the superset
    /// of his four points to hand on.
    fn follow(
        &mut self,
        board: &mut Board,
        d: u32,
        Four { m, fp }: Four,
        live: PointSet,
        at: usize,
        last: bool,
    ) -> Outcome {
        let a = self.attacker;
        if self.forbidden(board, a, m) {
            return Outcome::Fail { cut: false };
        }
        self.path[at] = m;
        if self.phase != Phase::Exact && d == 2 && fp.points().len() < 2 && last {
            // Two moves win only with a four that one stone cannot stop (the next move
            // cannot win, above).
            return Outcome::Fail { cut: true };
        }
        self.place(board, m, a);
        let mut next = live.union(&self.window_points(board, m));
        next.remove(m);
        let out = self.defend(board, d, fp.points(), next, at + 1);
        self.lift(board, m, a);
        out
    }

    /// The defender to answer the attacker's four just played (`completions`: its five
    /// points), the attacker having `d` moves left counting that four.
    fn defend(
        &mut self,
        board: &mut Board,
        d: u32,
        completions: &[Point],
        mut fours: PointSet,
        at: usize,
    ) -> Outcome {
        let (a, dfd) = (self.attacker, self.defender);
        // The defences: the points after which the attacker has no five left.
        let mut defences = [Point::MIN; 2];
        let mut n = 0;
        let mut try_defence = |s: &mut Self, board: &mut Board, r: Point| {
            if board.get(r).is_some() || defences[..n.min(2)].contains(&r) {
                return;
            }
            board.set(r, dfd);
            let stopped = completions
                .iter()
                .all(|&c| board.get(c).is_some() || !four_points(board, s.rules, a, c).five);
            board.clear(r);
            if stopped {
                if n < 2 {
                    defences[n] = r;
                }
                n += 1;
            }
        };
        if !self.rules.caro_rule() {
            // Without the caro rule a five is stopped only on its own point (a stone
            // elsewhere takes none of its stones away): one five point has that one
            // defence, two or more have none.
            if let [c] = completions {
                defences[0] = *c;
                n = 1;
            }
        } else {
            for &c in completions {
                try_defence(self, board, c);
            }
            // Caro: a five blocked at both ends does not win, so a stone just beyond a
            // five-to-be can stop it too.
            for &c in completions {
                for dir in crate::board::DIRS {
                    for k in [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5] {
                        if let Some(r) = board.step(c, dir, k) {
                            try_defence(self, board, r);
                        }
                    }
                }
            }
        }
        match n {
            0 => {
                // No defence: the attacker makes a five next move, whatever the reply. A
                // five point forbidden to the defender ends nothing here: it is not his
                // only defence (it leaves another five), so the line needs that five —
                // in every orientation, whichever five point comes first.
                if d < 2 {
                    return Outcome::Fail { cut: true };
                }
                // The reply shown: a five point the defender may play, else any point.
                let empties = board.empties();
                let reply = completions
                    .iter()
                    .copied()
                    .chain(&empties)
                    .find(|&r| board.get(r).is_none() && !self.forbidden(board, dfd, r));
                let Some(r) = reply else {
                    return Outcome::Fail { cut: false };
                };
                board.set(r, dfd);
                let five = completions
                    .iter()
                    .copied()
                    .find(|&c| board.get(c).is_none() && four_points(board, self.rules, a, c).five);
                board.clear(r);
                let Some(c) = five else {
                    return Outcome::Fail { cut: false };
                };
                self.path[at] = r;
                self.path[at + 1] = c;
                self.found(at + 2, VcfEnd::Five);
                Outcome::Win
            }
            1 => {
                let r = defences[0];
                self.path[at] = r;
                if self.forbidden(board, dfd, r) {
                    self.found(at + 1, VcfEnd::ForbiddenDefence);
                    return Outcome::Win;
                }
                let reply = four_points(board, self.rules, dfd, r);
                if reply.five {
                    // The defence wins for the defender: the line is refuted.
                    return Outcome::Fail { cut: false };
                }
                let fives: Fives = match reply.points() {
                    [] => ([Point::MIN; 2], 0),
                    [q] => ([*q, Point::MIN], 1),
                    [q1, q2, ..] => ([*q1, *q2], 2),
                };
                self.place(board, r, dfd);
                fours.remove(r);
                let out = self.attack_at(board, d - 1, fives, fours, at + 1);
                self.lift(board, r, dfd);
                out
            }
            // More than one defence: not a forcing four (caro only).
            _ => Outcome::Fail { cut: false },
        }
    }
}

impl Position {
    /// Searches for a VCF of `attacker` (RULES.md §12), the attacker to move whatever the
    /// position's turn says: a shortest one (or, in [`VcfMode::Fast`], the first found),
    /// or a proof that none exists within `limits.max_moves`, within `limits.max_nodes`.
    /// The transposition table of `limits.table_entries` entries is the only allocation.
    ///
    /// Black under renju may play no forbidden point and wins only with an exact five; a
    /// defender whose only defence is forbidden to him loses there; a defender's five
    /// refutes a line, and a defence that makes a four must be blocked by the attacker
    /// with a four.
    ///
    /// # Errors
    ///
    /// [`VcfError`]: the capture option (VCF is not defined there), a finished game, a
    /// move limit outside 1..=[`MAX_VCF_MOVES`], a table over 2^24 entries.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, VcfLimits, VcfResult};
    ///
    /// // k12 makes the straight four k9-k12: White blocks one end, Black fives at the other.
    /// // (k8 would make a double-four with h8-j8: forbidden to Black, and not needed.)
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("h8 i8 j8 k9 k10 k11", "a1 a2 h9 f8 o8")?)?;
    /// let vcf = pos.vcf(Color::Black, &VcfLimits::default())?;
    /// let VcfResult::Found(line) = vcf.result else { panic!("{vcf:?}") };
    /// assert_eq!(line.to_string(), "k12 k8 k13");
    /// assert_eq!(line.attacker_moves(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn vcf(&self, attacker: Color, limits: &VcfLimits) -> Result<Vcf, VcfError> {
        VcfSolver::new().vcf(self, attacker, limits)
    }
}
