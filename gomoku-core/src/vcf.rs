//! VCF, victory by continuous fours (RULES.md §12): a search for a sequence of the
//! attacker's fours, each answered by the defender's only defence, ending in a five.
//!
//! Every rule the search needs — what a four is, what wins, what is forbidden to whom — is
//! asked of `forbidden.rs` (the judge's own four scan and verdict); the search only
//! decides the order in which to ask.

use alloc::vec::Vec;
use core::fmt;

use crate::board::Board;
use crate::forbidden::{forbidden_kind, four_points, line_sets};
use crate::kept_lines::KeptLines;
use crate::{Color, Point, PointSet, Position, Rules, VcfError, zobrist};

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
    /// The first VCF found, whatever its length.
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
    /// 40 attacker moves, a million nodes, 4,096 table entries (64 KiB), shortest.
    fn default() -> VcfLimits {
        VcfLimits {
            max_moves: 40,
            max_nodes: 1_000_000,
            table_entries: 1 << 12,
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

/// One transposition-table entry, as two words of the table: the key (0: empty), and
/// the depth within which no VCF exists from the position, with bit 8 set when the move
/// limit cut that search short (without it: no VCF at all). Plain zeroed words, so that
/// a large table costs nothing until its pages are touched.
const EMPTY: u64 = 0;

enum Outcome {
    Win,
    /// No win; `cut`: the move limit cut some line short.
    Fail {
        cut: bool,
    },
    Abort,
}

struct Search<'a> {
    rules: &'a Rules,
    attacker: Color,
    defender: Color,
    max_nodes: u64,
    nodes: u64,
    /// The transposition table, allocated at its first store (a search that ends at once
    /// pays nothing for it), of `entries` entries.
    table: Vec<u64>,
    entries: usize,
    /// The moves of the line being searched, and of the win once found.
    path: [Point; MAX_LINE],
    win: VcfLine,
    /// The Zobrist key (RULES.md §10) of the board searched, kept up to date as stones
    /// are placed and lifted: the table's key (the attacker is always to move there).
    key: u64,
    /// The attacker's line sets on the board searched, kept up to date as stones are placed
    /// and lifted: read at every node instead of a scan of the whole board.
    lines: KeptLines,
}

/// Up to this many defender fives are followed (two already lose the attacker the move).
type Fives = ([Point; 2], usize);

impl Search<'_> {
    /// Places a stone of the line searched, keeping the key.
    fn place(&mut self, board: &mut Board, p: Point, color: Color) {
        board.set(p, color);
        self.key ^= zobrist::stone(color, p);
        self.lines.update(board, p);
    }

    /// Lifts a stone placed by [`Search::place`], keeping the key.
    fn lift(&mut self, board: &mut Board, p: Point, color: Color) {
        board.clear(p);
        self.key ^= zobrist::stone(color, p);
        self.lines.update(board, p);
    }

    fn found(&mut self, depth: usize, end: VcfEnd) {
        self.win.moves[..depth].copy_from_slice(&self.path[..depth]);
        self.win.len = depth as u8;
        self.win.end = end;
    }

    /// The points where `color` makes a winning line, the whole board scanned (at most
    /// two are kept).
    fn fives(&self, board: &mut Board, color: Color) -> Fives {
        let mut out = ([Point::MIN; 2], 0);
        let five = if color == self.attacker {
            self.lines.five()
        } else {
            line_sets(board, self.rules, color).five
        };
        for q in five {
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

    fn forbidden(&self, board: &mut Board, color: Color, p: Point) -> bool {
        !self.rules.restrictions(color).is_empty()
            && forbidden_kind(board, self.rules, color, p).is_some()
    }

    /// The attacker to move with `d` moves left; `fives`: the defender's five points;
    /// `at`: the length of the line so far.
    fn attack(&mut self, board: &mut Board, d: u32, fives: Fives, at: usize) -> Outcome {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Outcome::Abort;
        }
        if d == 0 {
            return Outcome::Fail { cut: true };
        }
        if fives.1 >= 2 {
            return Outcome::Fail { cut: false };
        }
        let k = self.key;
        let slot = (self.entries > 0).then(|| 2 * ((k as usize) & (self.entries - 1)));
        if let Some(i) = slot.filter(|&i| i < self.table.len()) {
            let (key, data) = (self.table[i], self.table[i + 1]);
            let cut = data >> 8 != 0;
            if key == k && key != EMPTY && (!cut || data & 0xFF >= u64::from(d)) {
                return Outcome::Fail { cut };
            }
        }
        let a = self.attacker;
        let candidates = if fives.1 == 1 {
            // The defender threatens a five: the attacker must block it, with a four.
            let mut only = PointSet::new();
            only.insert(fives.0[0]);
            only
        } else {
            self.lines.four()
        };
        let mut cut = false;
        for m in candidates {
            let fp = four_points(board, self.rules, a, m);
            if fp.points().is_empty() && !fp.five {
                continue;
            }
            if self.forbidden(board, a, m) {
                continue;
            }
            self.path[at] = m;
            if fp.five {
                self.found(at + 1, VcfEnd::Five);
                return Outcome::Win;
            }
            self.place(board, m, a);
            let out = self.defend(board, d, fp.points(), at + 1);
            self.lift(board, m, a);
            match out {
                Outcome::Win => return Outcome::Win,
                Outcome::Abort => return Outcome::Abort,
                Outcome::Fail { cut: c } => cut |= c,
            }
        }
        // The root's answer is the search's: not worth a table (nor its allocation).
        if let Some(i) = slot.filter(|_| at > 0) {
            if self.table.is_empty() {
                self.table = alloc::vec![0u64; 2 * self.entries];
            }
            self.table[i] = k;
            self.table[i + 1] = u64::from(d.min(255)) | u64::from(cut) << 8;
        }
        Outcome::Fail { cut }
    }

    /// The defender to answer the attacker's four just played (`completions`: its five
    /// points), the attacker having `d` moves left counting that four.
    fn defend(&mut self, board: &mut Board, d: u32, completions: &[Point], at: usize) -> Outcome {
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
        for &c in completions {
            try_defence(self, board, c);
        }
        if self.rules.caro_rule() {
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
                let out = self.attack(board, d - 1, fives, at + 1);
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
        if self.rules().capture().is_some() {
            return Err(VcfError::Capture);
        }
        if self.is_game_over() {
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
        let mut search = Search {
            rules: self.rules(),
            attacker,
            defender: !attacker,
            max_nodes: limits.max_nodes,
            nodes: 0,
            table: Vec::new(),
            entries,
            path: [Point::MIN; MAX_LINE],
            win: VcfLine {
                moves: [Point::MIN; MAX_LINE],
                len: 0,
                end: VcfEnd::Five,
            },
            key: self.key(),
            lines: KeptLines::new(self.board(), self.rules(), attacker),
        };
        let mut board = *self.board();
        // The attacker's own five first: then every later five point of his is one of
        // the four just played (each earlier one was blocked), which is all `defend`
        // has to look at.
        let own = search.fives(&mut board, attacker);
        if own.1 > 0 {
            search.path[0] = own.0[0];
            search.found(1, VcfEnd::Five);
            return Ok(Vcf {
                result: VcfResult::Found(search.win),
                nodes: 1,
            });
        }
        let fives = search.fives(&mut board, !attacker);
        let depths = match limits.mode {
            VcfMode::Shortest => 1..=limits.max_moves,
            VcfMode::Fast => limits.max_moves..=limits.max_moves,
        };
        let mut result = VcfResult::NotFound {
            stopped_by: Some(VcfBound::Moves),
        };
        for d in depths {
            match search.attack(&mut board, d, fives, 0) {
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
                Outcome::Fail { cut: true } => {}
            }
        }
        Ok(Vcf {
            result,
            nodes: search.nodes,
        })
    }
}
