//! Threats (RULES.md §12): what a stone of a colour on an empty point makes, line by line
//! — five, overline, straight four, four, three — and the threat map of a whole board.
//!
//! Nothing here judges a shape on its own: the forbidden judge of `forbidden.rs` (RULES.md
//! §6) is run on the point with a full trace, and its observations are collected. So a
//! three here is exactly the three that the judge counts (the recursive three for a
//! restricted colour, captures taken first under the capture option), and a four exactly
//! its four.
//!
//! The threat map of a whole board is read faster off line bitboards and a table
//! (`threat_scan.rs`), which sends to the same judge every point it cannot decide; the
//! property test `the_threat_map_is_threats_at_point_by_point` (tests/properties.rs) and
//! the unit tests below hold it to the point-by-point answer.
//!
//! [`VcfError`], why a VCF search could not start, is here too: the search itself
//! (`vcf.rs`) needs the feature `alloc`, and this is the lowest module of RULES.md §12
//! without it, so a build without `alloc` keeps the type, as it keeps every error of
//! [`ErrorKind`](crate::ErrorKind).

use core::fmt;

use crate::board::{Board, DIRS};
use crate::forbidden::{
    NoTrace, PointVerdict, Trace, four_count, judge_traced, line_sets, may_threaten,
};
use crate::threat_scan::{
    IN_FIVE, IN_FOUR, IN_FOUR_FOUR, IN_FOUR_THREE, IN_STRAIGHT_FOUR, IN_THREE, IN_THREE_THREE,
};
use crate::{Color, Forbidden, Point, PointSet, Position};

/// One of the four directions of a line (RULES.md §1).
///
/// # Examples
///
/// ```
/// use gomoku_referee::Direction;
///
/// assert_eq!(Direction::ALL.len(), 4);
/// assert_eq!(Direction::AntiDiagonal.step(), (1, -1));
/// assert_eq!(Direction::Vertical.to_string(), "vertical");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// Along a row, from `a` towards `o`.
    Horizontal = 0,
    /// Along a column, from row 1 upwards.
    Vertical = 1,
    /// The rising diagonal, from `a1` towards `o15`.
    Diagonal = 2,
    /// The falling diagonal, from `a15` towards `o1`.
    AntiDiagonal = 3,
}

impl Direction {
    /// The four directions, in the order of their numeric values.
    ///
    /// ```
    /// use gomoku_referee::Direction;
    /// assert_eq!(Direction::ALL[0], Direction::Horizontal);
    /// ```
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// One step along the direction, as (dx, dy).
    ///
    /// ```
    /// use gomoku_referee::Direction;
    /// assert_eq!(Direction::Diagonal.step(), (1, 1));
    /// ```
    #[must_use]
    pub const fn step(self) -> (i32, i32) {
        DIRS[self as usize]
    }

    /// The kebab-case name: `horizontal`, `vertical`, `diagonal`, `anti-diagonal`.
    ///
    /// ```
    /// use gomoku_referee::Direction;
    /// assert_eq!(Direction::AntiDiagonal.name(), "anti-diagonal");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Horizontal => "horizontal",
            Direction::Vertical => "vertical",
            Direction::Diagonal => "diagonal",
            Direction::AntiDiagonal => "anti-diagonal",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The offset of step 0 in a [`Row`]'s mask.
const MID: i32 = 25;

/// Stones of one colour on one line, with gaps allowed (a row of RULES.md §6), given
/// relative to a point of the line: a stone there and the stones around it. No allocation.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8", "")?)?;
/// let threats = pos.threats_at("h8".parse()?, Color::Black).unwrap();
/// let row = threats.lines()[0].row();
/// assert_eq!(row.to_string(), "f8-g8-h8");
/// assert_eq!(row.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Row {
    center: Point,
    direction: Direction,
    /// Bit `k + 25`: the point `k` steps from `center`.
    mask: u64,
}

impl Row {
    pub(crate) const fn new(center: Point, direction: Direction) -> Row {
        Row {
            center,
            direction,
            mask: 0,
        }
    }

    /// Adds the points `lo..=hi` steps away, except the one `skip` steps away.
    pub(crate) fn add_run(&mut self, lo: i32, hi: i32, skip: Option<i32>) {
        for k in lo..=hi {
            if Some(k) != skip && (-MID..=MID).contains(&k) {
                self.mask |= 1 << (k + MID);
            }
        }
    }

    /// The line's direction.
    ///
    /// ```
    /// use gomoku_referee::{Color, Direction, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines()[1].row().direction(), Direction::Vertical);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn direction(&self) -> Direction {
        self.direction
    }

    /// The number of stones.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines()[0].row().len(), 0); // nothing along the line
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether the row has no stone (the line makes nothing).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// assert!(pos.threats_at("h8".parse()?, Color::Black).unwrap().lines()[2].row().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The stones in the order of the direction.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("h9 h10", "")?)?;
    /// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
    /// let stones: Vec<String> = t.lines()[1].row().stones().map(|p| p.to_string()).collect();
    /// assert_eq!(stones, ["h8", "h9", "h10"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stones(&self) -> impl Iterator<Item = Point> + '_ {
        let (dx, dy) = self.direction.step();
        let (x, y) = (i64::from(self.center.x()), i64::from(self.center.y()));
        (-MID..=MID)
            .filter(|&k| self.mask >> (k + MID) & 1 != 0)
            .filter_map(move |k| Point::from_coords(x + i64::from(dx * k), y + i64::from(dy * k)))
    }
}

impl fmt::Display for Row {
    /// The stones joined by `-`: `f8-g8-h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.stones().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// A few points of one line (completion points of fours, straight-four points of a three),
/// in the order of the line's direction. No allocation.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 f8 g8", "")?)?;
/// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
/// let ends: Vec<String> = t.lines()[0].points().iter().map(|p| p.to_string()).collect();
/// assert_eq!(ends, ["d8", "i8"]); // a straight four
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LinePoints {
    points: [Point; 8],
    len: u8,
}

impl Default for LinePoints {
    fn default() -> LinePoints {
        LinePoints {
            points: [A1; 8],
            len: 0,
        }
    }
}

/// A filler for unused slots.
const A1: Point = match Point::new(0, 0) {
    Some(p) => p,
    None => panic!(),
};

impl LinePoints {
    fn push(&mut self, p: Point) {
        if usize::from(self.len) < self.points.len() {
            self.points[usize::from(self.len)] = p;
            self.len += 1;
        }
    }

    /// The number of points.
    ///
    /// ```
    /// use gomoku_referee::LinePoints;
    /// assert_eq!(LinePoints::default().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no point.
    ///
    /// ```
    /// use gomoku_referee::LinePoints;
    /// assert!(LinePoints::default().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The points, in the order of the line.
    ///
    /// ```
    /// use gomoku_referee::LinePoints;
    /// assert_eq!(LinePoints::default().iter().count(), 0);
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        self.points[..self.len()].iter().copied()
    }

    /// Whether `p` is one of the points.
    ///
    /// ```
    /// use gomoku_referee::{LinePoints, Point};
    /// assert!(!LinePoints::default().contains(Point::new(0, 0).unwrap()));
    /// ```
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        self.iter().any(|q| q == p)
    }
}

/// What a stone makes on one line (RULES.md §6, §12), from the strongest down: a line
/// holds one shape.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Shape;
/// assert_eq!(Shape::StraightFour.to_string(), "straight four");
/// assert!(Shape::Five.wins());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A line of exactly five that wins.
    Five,
    /// A line of six or more; `wins` says whether it wins for that colour (White under
    /// renju, freestyle) or not (Black under renju, standard, omok).
    Overline {
        /// Whether the overline wins.
        wins: bool,
    },
    /// A line of exactly five that does not win (caro: blocked at both ends).
    BlockedFive,
    /// An unbroken four that two moves turn into a five; counts as one four.
    StraightFour,
    /// One four, or two on the same line (`X.XXX.X` at the middle): the points are their
    /// completion points, one per four.
    Four,
    /// A three: the points are its valid straight-four points (RULES.md §6).
    Three,
    /// Nothing of the above.
    None,
}

impl Shape {
    /// Whether the line wins at once.
    ///
    /// ```
    /// use gomoku_referee::Shape;
    /// assert!(Shape::Overline { wins: true }.wins());
    /// assert!(!Shape::Overline { wins: false }.wins());
    /// ```
    #[must_use]
    pub const fn wins(self) -> bool {
        matches!(self, Shape::Five | Shape::Overline { wins: true })
    }

    /// The name: `five`, `overline`, `blocked five`, `straight four`, `four`, `three`,
    /// `none`.
    ///
    /// ```
    /// use gomoku_referee::Shape;
    /// assert_eq!(Shape::Four.name(), "four");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Five => "five",
            Shape::Overline { .. } => "overline",
            Shape::BlockedFive => "blocked five",
            Shape::StraightFour => "straight four",
            Shape::Four => "four",
            Shape::Three => "three",
            Shape::None => "none",
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// What a stone makes on one line: its [`Shape`], the stones of the row, and the points
/// that go with the shape (a four's completion points, a straight four's two ends, a
/// three's valid straight-four points).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup, Shape};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 f8 g8", "")?)?;
/// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
/// assert_eq!(t.lines()[0].shape(), Shape::StraightFour);
/// assert_eq!(t.lines()[0].row().to_string(), "e8-f8-g8-h8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LineThreat {
    shape: Shape,
    row: Row,
    points: LinePoints,
}

impl LineThreat {
    /// The shape.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Shape};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines()[0].shape(), Shape::None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn shape(&self) -> Shape {
        self.shape
    }

    /// The stones of the row, the new stone included.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert!(t.lines()[0].row().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn row(&self) -> &Row {
        &self.row
    }

    /// The completion points (four, straight four) or valid straight-four points (three).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert!(t.lines()[0].points().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn points(&self) -> &LinePoints {
        &self.points
    }

    /// The number of fours on the line (RULES.md §6): a straight four counts one, a line
    /// like `X.XXX.X` two.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines()[0].fours(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn fours(&self) -> usize {
        match self.shape {
            Shape::StraightFour => 1,
            Shape::Four => self.points.len(),
            _ => 0,
        }
    }
}

/// The threats of one stone of one colour on an empty point (RULES.md §12), line by line,
/// with the forbidden verdict that comes out of the same judgement.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Forbidden, Position, Rules, Setup};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
/// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
/// assert_eq!(t.threes(), 2);
/// assert_eq!(t.forbidden(), Some(Forbidden::DoubleThree));
/// let three = &t.lines()[0];
/// let points: Vec<String> = three.points().iter().map(|p| p.to_string()).collect();
/// assert_eq!(points, ["e8", "i8"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveThreats {
    point: Point,
    color: Color,
    lines: [LineThreat; 4],
    forbidden: Option<Forbidden>,
}

impl MoveThreats {
    /// The point.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let h8 = "h8".parse()?;
    /// assert_eq!(Position::new(Rules::renju()).threats_at(h8, Color::Black).unwrap().point(), h8);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn point(&self) -> Point {
        self.point
    }

    /// The colour of the stone.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::White).unwrap();
    /// assert_eq!(t.color(), Color::White);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn color(&self) -> Color {
        self.color
    }

    /// The four lines, in the order of [`Direction::ALL`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines().len(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn lines(&self) -> &[LineThreat; 4] {
        &self.lines
    }

    /// Whether the stone wins at once (a winning five or overline on some line).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("d8 e8 f8 g8", "")?)?;
    /// assert!(pos.threats_at("h8".parse()?, Color::Black).unwrap().wins());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn wins(&self) -> bool {
        self.lines.iter().any(|l| l.shape.wins())
    }

    /// The number of fours (RULES.md §6), all lines together.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 f8 g8", "")?)?;
    /// assert_eq!(pos.threats_at("h8".parse()?, Color::Black).unwrap().fours(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn fours(&self) -> usize {
        self.lines.iter().map(LineThreat::fours).sum()
    }

    /// Whether some line is a straight four.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 f8 g8", "")?)?;
    /// assert!(pos.threats_at("h8".parse()?, Color::Black).unwrap().straight_four());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn straight_four(&self) -> bool {
        self.lines.iter().any(|l| l.shape == Shape::StraightFour)
    }

    /// The number of lines that are threes.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8", "")?)?;
    /// assert_eq!(pos.threats_at("h8".parse()?, Color::Black).unwrap().threes(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn threes(&self) -> usize {
        self.lines
            .iter()
            .filter(|l| l.shape == Shape::Three)
            .count()
    }

    /// The forbidden kind of the point for the colour ([`Position::forbidden_for`]).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let t = Position::new(Rules::renju()).threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.forbidden(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn forbidden(&self) -> Option<Forbidden> {
        self.forbidden
    }
}

impl fmt::Display for MoveThreats {
    /// One line per shape: `h8 black: horizontal three f8-g8-h8 at e8 i8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}:", self.point, self.color)?;
        let mut any = false;
        for l in self.lines.iter().filter(|l| l.shape != Shape::None) {
            write!(f, " {} {} {}", l.row.direction, l.shape, l.row)?;
            if let Shape::Overline { wins } = l.shape {
                f.write_str(if wins { " (wins)" } else { " (does not win)" })?;
            }
            if !l.points.is_empty() {
                f.write_str(" at")?;
                for p in l.points.iter() {
                    write!(f, " {p}")?;
                }
            }
            f.write_str(";")?;
            any = true;
        }
        if !any {
            f.write_str(" nothing;")?;
        }
        if let Some(kind) = self.forbidden {
            write!(f, " forbidden: {kind}")?;
        }
        Ok(())
    }
}

/// The trace that collects a [`MoveThreats`].
struct ThreatTrace {
    point: Point,
    runs: [Option<(i32, i32, bool)>; 4],
    fours: [(u32, Row); 4],
    threes: [(LinePoints, Row); 4],
}

impl Trace for ThreatTrace {
    const FULL: bool = true;
    type Child = NoTrace;
    fn child(&self) -> NoTrace {
        NoTrace
    }
    fn run(&mut self, dir: usize, back: i32, fwd: i32, wins: bool) {
        self.runs[dir] = Some((back, fwd, wins));
    }
    fn four(&mut self, dir: usize, k: i32, back: i32, fwd: i32) {
        let (mask, row) = &mut self.fours[dir];
        *mask |= 1 << (k + 4);
        row.add_run(k - back, k + fwd, Some(k));
    }
    fn three_point(
        &mut self,
        dir: usize,
        k: i32,
        (back, fwd): (i32, i32),
        verdict: PointVerdict,
        _: NoTrace,
    ) {
        if verdict == PointVerdict::Valid {
            let (points, row) = &mut self.threes[dir];
            if let Some(q) = step(self.point, dir, k) {
                points.push(q);
            }
            row.add_run(-back, fwd, Some(k));
        }
    }
}

fn step(p: Point, dir: usize, k: i32) -> Option<Point> {
    let (dx, dy) = DIRS[dir];
    Point::from_coords(
        i64::from(p.x()) + i64::from(dx * k),
        i64::from(p.y()) + i64::from(dy * k),
    )
}

/// The threats of a stone of `color` on the empty point `p` of `board`.
pub(crate) fn threats_at(
    board: &mut Board,
    rules: &crate::Rules,
    color: Color,
    p: Point,
) -> MoveThreats {
    let rows = Direction::ALL.map(|d| Row::new(p, d));
    let mut trace = ThreatTrace {
        point: p,
        runs: [None; 4],
        fours: rows.map(|r| (0, r)),
        threes: rows.map(|r| (LinePoints::default(), r)),
    };
    let forbidden = judge_traced(board, rules, color, p, &mut trace);
    let lines = core::array::from_fn(|i| {
        let mut row = rows[i];
        let mut points = LinePoints::default();
        let shape = if let Some((back, fwd, wins)) = trace.runs[i] {
            row.add_run(-back, fwd, None);
            match (1 + back + fwd, wins) {
                (5, true) => Shape::Five,
                (5, false) => Shape::BlockedFive,
                (_, wins) => Shape::Overline { wins },
            }
        } else if trace.fours[i].0 != 0 {
            let (mask, four_row) = trace.fours[i];
            row = four_row;
            for k in (-4..=4).filter(|k| mask >> (k + 4) & 1 != 0) {
                if let Some(q) = step(p, i, k) {
                    points.push(q);
                }
            }
            if four_count(mask) < mask.count_ones() {
                Shape::StraightFour
            } else {
                Shape::Four
            }
        } else if !trace.threes[i].0.is_empty() {
            (points, row) = trace.threes[i];
            Shape::Three
        } else {
            Shape::None
        };
        if shape != Shape::None {
            row.add_run(0, 0, None);
        }
        LineThreat { shape, row, points }
    });
    MoveThreats {
        point: p,
        color,
        lines,
        forbidden,
    }
}

/// For one colour, the empty points where a stone makes each kind of threat (RULES.md
/// §12): the candidate moves a bot reads. The sets are of shapes, not of legal moves: a
/// restricted colour's double-four points are listed with the others (intersect with
/// [`Position::legal_moves`] or remove [`Position::forbidden_points_for`]).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
/// let [black, white] = pos.threat_maps();
/// let h8 = "h8".parse()?;
/// assert!(black.three_three.contains(h8));
/// assert!(black.three.contains("e8".parse()?));
/// assert!(white.three.is_empty());
/// assert_eq!(black, pos.threats(Color::Black));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ThreatMap {
    /// Points where a stone wins at once: a five (or an overline that wins).
    pub five: PointSet,
    /// Points where a stone makes at least one four (straight fours included).
    pub four: PointSet,
    /// Points where a stone makes a straight four.
    pub straight_four: PointSet,
    /// Points where a stone makes at least one three.
    pub three: PointSet,
    /// Points where a stone makes a four and a three on another line.
    pub four_three: PointSet,
    /// Points where a stone makes two or more fours.
    pub four_four: PointSet,
    /// Points where a stone makes two or more threes.
    pub three_three: PointSet,
}

impl ThreatMap {
    fn add(&mut self, p: Point, t: &CountTrace) {
        let bits = t.bits();
        for (set, b) in [
            (&mut self.five, IN_FIVE),
            (&mut self.four, IN_FOUR),
            (&mut self.straight_four, IN_STRAIGHT_FOUR),
            (&mut self.three, IN_THREE),
            (&mut self.four_three, IN_FOUR_THREE),
            (&mut self.four_four, IN_FOUR_FOUR),
            (&mut self.three_three, IN_THREE_THREE),
        ] {
            if bits & b != 0 {
                set.insert(p);
            }
        }
    }
}

/// The trace behind a [`ThreatMap`]: what [`MoveThreats`] counts, without the rows.
#[derive(Default)]
pub(crate) struct CountTrace {
    five: bool,
    /// The lines with a run of five or more (bit per direction).
    run_dirs: u8,
    /// The four completions of each line (bits `k + 4`).
    four_masks: [u32; 4],
    /// The lines with a valid straight-four point (bit per direction).
    three_dirs: u8,
}

impl CountTrace {
    /// The sets of the map the judged point belongs to, as the `IN_*` bits of
    /// `threat_scan.rs` (never `IN_UNSURE`).
    pub(crate) fn bits(&self) -> u8 {
        // A line that already holds a five or more has no four (as in `MoveThreats`).
        let masks = (0..4).map(|i| {
            if self.run_dirs >> i & 1 != 0 {
                0
            } else {
                self.four_masks[i]
            }
        });
        let fours: u32 = masks.clone().map(four_count).sum();
        let straight = masks.into_iter().any(|m| m & m >> 5 != 0);
        let threes = self.three_dirs.count_ones();
        let bit = |yes: bool, b: u8| if yes { b } else { 0 };
        bit(self.five, IN_FIVE)
            | bit(fours >= 1, IN_FOUR)
            | bit(straight, IN_STRAIGHT_FOUR)
            | bit(threes >= 1, IN_THREE)
            | bit(fours >= 1 && threes >= 1, IN_FOUR_THREE)
            | bit(fours >= 2, IN_FOUR_FOUR)
            | bit(threes >= 2, IN_THREE_THREE)
    }
}

impl Trace for CountTrace {
    const FULL: bool = true;
    // A line is a three by its first valid straight-four point: the map needs no more.
    const EVERY_POINT: bool = false;
    type Child = NoTrace;
    fn child(&self) -> NoTrace {
        NoTrace
    }
    fn run(&mut self, dir: usize, _: i32, _: i32, wins: bool) {
        self.five |= wins;
        self.run_dirs |= 1 << dir;
    }
    fn four(&mut self, dir: usize, k: i32, _: i32, _: i32) {
        self.four_masks[dir] |= 1 << (k + 4);
    }
    fn three_point(&mut self, dir: usize, _: i32, _: (i32, i32), v: PointVerdict, _: NoTrace) {
        if v == PointVerdict::Valid {
            self.three_dirs |= 1 << dir;
        }
    }
}

/// The threat map of `color` on `board`.
pub(crate) fn threat_map(board: &Board, rules: &crate::Rules, color: Color) -> ThreatMap {
    let mut map = ThreatMap::default();
    let mut scratch = *board;
    let candidates = if rules.capture().is_some() {
        board.empties().intersection(&may_threaten(board, color))
    } else {
        let s = line_sets(board, rules, color);
        s.five.union(&s.four).union(&s.three)
    };
    for p in candidates {
        let mut t = CountTrace::default();
        judge_traced(&mut scratch, rules, color, p, &mut t);
        map.add(p, &t);
    }
    map
}

/// The threat map of `color` from the line scan of `threat_scan.rs`, the judge deciding
/// the points the scan leaves unsure.
#[inline]
fn from_scan(
    board: &Board,
    rules: &crate::Rules,
    color: Color,
    scan: &crate::threat_scan::Scan,
) -> ThreatMap {
    let mut map = ThreatMap {
        five: scan.five,
        four: scan.four,
        straight_four: scan.straight_four,
        three: scan.three,
        four_three: scan.four_three,
        four_four: scan.four_four,
        three_three: scan.three_three,
    };
    if !scan.unsure.is_empty() {
        let mut scratch = *board;
        for p in scan.unsure {
            let mut t = CountTrace::default();
            judge_traced(&mut scratch, rules, color, p, &mut t);
            map.add(p, &t);
        }
    }
    map
}

impl Position {
    /// The threats of a stone of `color` on `p` (RULES.md §12), whoever is to move; `None`
    /// if `p` is off the board or occupied. Under the capture option the stone takes its
    /// captures first. No allocation.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup, Shape};
    ///
    /// // X.XXX.X along row 8 at h8: two fours on one line, a double-four for Black.
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 g8 i8 k8", "")?)?;
    /// let t = pos.threats_at("h8".parse()?, Color::Black).unwrap();
    /// assert_eq!(t.lines()[0].shape(), Shape::Four);
    /// assert_eq!(t.fours(), 2);
    /// assert!(pos.threats_at("e8".parse()?, Color::Black).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn threats_at(&self, p: Point, color: Color) -> Option<MoveThreats> {
        if !p.is_on_board(self.size()) || self.board().get(p).is_some() {
            return None;
        }
        let mut board = *self.board();
        let mut threats = threats_at(&mut board, self.rules(), color, p);
        // A capture that breaks a pending five is never forbidden (RULES.md §5), as
        // `forbidden_for` says: the shapes stand, the verdict does not.
        if self.breaks_pending_five(color, p) {
            threats.forbidden = None;
        }
        Some(threats)
    }

    /// The threat map of `color` (see [`ThreatMap`]). No allocation.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::freestyle(), &Setup::from_text("e8 f8 g8 h8", "")?)?;
    /// let map = pos.threats(Color::Black);
    /// assert_eq!(map.five.len(), 2); // d8 and i8
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn threats(&self, color: Color) -> ThreatMap {
        match crate::threat_scan::threat_map_of(self.board(), self.rules(), color) {
            Some(scan) => from_scan(self.board(), self.rules(), color, &scan),
            None => threat_map(self.board(), self.rules(), color),
        }
    }

    /// The threat maps of both colours, `[black, white]`, in one pass over the board.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let [black, white] = Position::new(Rules::renju()).threat_maps();
    /// assert!(black.four.is_empty() && white.four.is_empty());
    /// ```
    #[must_use]
    pub fn threat_maps(&self) -> [ThreatMap; 2] {
        match crate::threat_scan::threat_maps(self.board(), self.rules()) {
            Some(scans) => [
                from_scan(self.board(), self.rules(), Color::Black, &scans[0]),
                from_scan(self.board(), self.rules(), Color::White, &scans[1]),
            ],
            None => Color::ALL.map(|c| threat_map(self.board(), self.rules(), c)),
        }
    }
}

/// Why a VCF search (RULES.md §12) could not start.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, VcfError, VcfLimits};
///
/// let pos = Position::new(Rules::pente());
/// assert_eq!(pos.vcf(Color::Black, &VcfLimits::default()).unwrap_err(), VcfError::Capture);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum VcfError {
    /// VCF is not defined under the capture option: a capture can undo a four.
    #[error("vcf is not defined under the capture option")]
    Capture,
    /// The game is over: nobody moves any more.
    #[error("the game is over")]
    GameOver,
    /// A limit of attacker moves outside 1..=127.
    #[error("a vcf move limit of {moves} is out of range 1..=127")]
    MovesOutOfRange {
        /// The limit given.
        moves: u32,
    },
    /// A transposition table larger than 2^24 entries.
    #[error("a transposition table of {entries} entries is larger than 16777216")]
    TableTooLarge {
        /// The number of entries asked for.
        entries: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Restrictions;
    use crate::Rules;
    use crate::forbidden::forbidden_kind;
    use crate::testing::{Grid, SIZES, any_grid, draw, p, random_grid, seeded_rng};
    use std::vec::Vec;

    fn presets() -> [Rules; 7] {
        [
            Rules::freestyle(),
            Rules::standard(),
            Rules::renju(),
            Rules::caro(),
            Rules::omok(),
            Rules::ninuki_renju(),
            Rules::freestyle()
                .with_restrictions(Color::White, Restrictions::RENJU)
                .with_restrictions(Color::Black, Restrictions::RENJU),
        ]
    }

    /// The plain references, one cell at a time through `Grid`, for a colour with no
    /// restriction and no captures.
    fn naive_run(g: &Grid, color: Color, x: i32, y: i32, d: (i32, i32)) -> (i32, i32) {
        let count = |s: i32| {
            let mut k = 0;
            while g.at(x + s * d.0 * (k + 1), y + s * d.1 * (k + 1)) == Some(Some(color)) {
                k += 1;
            }
            k
        };
        (count(-1), count(1))
    }

    fn naive_wins(rules: &Rules, g: &Grid, color: Color, x: i32, y: i32, d: (i32, i32)) -> bool {
        let (b, f) = naive_run(g, color, x, y, d);
        let len = 1 + b + f;
        if len < 5 || (len > 5 && !rules.overline_wins(color)) {
            return false;
        }
        let opp = Some(Some(!color));
        !(rules.caro_rule()
            && len == 5
            && g.at(x - d.0 * (b + 1), y - d.1 * (b + 1)) == opp
            && g.at(x + d.0 * (f + 1), y + d.1 * (f + 1)) == opp)
    }

    /// The completion points of the fours through a stone at (x, y) along `d` (the stone
    /// already placed in `g`), as offsets.
    fn naive_completions(
        rules: &Rules,
        g: &mut Grid,
        color: Color,
        x: i32,
        y: i32,
        d: (i32, i32),
    ) -> [bool; 9] {
        let mut out = [false; 9];
        for k in -4..=4i32 {
            let (qx, qy) = (x + k * d.0, y + k * d.1);
            if k == 0 || g.at(qx, qy) != Some(None) {
                continue;
            }
            let q = Point::new(qx as u8, qy as u8).unwrap();
            g.set(q, Some(color));
            let (b, f) = naive_run(g, color, qx, qy, d);
            out[(k + 4) as usize] = -b <= -k && -k <= f && naive_wins(rules, g, color, qx, qy, d);
            g.set(q, None);
        }
        out
    }

    /// The naive oracle of a three for a colour with no restriction (RULES.md §6, §12: no
    /// recursion), the stone already at (x, y) in `g`: the empty points `q` of the line
    /// along `d` that, played, make an unbroken run of exactly four through (x, y) holding
    /// `q` whose two neighbours are empty and each turn it into a winning line (a straight
    /// four), without `q` making a winning line on any of its four lines. The line is a
    /// three iff there is one (and it holds no five, overline or four); its points are
    /// exactly these.
    fn naive_straight_four_points(
        rules: &Rules,
        g: &mut Grid,
        color: Color,
        (x, y): (i32, i32),
        d: (i32, i32),
    ) -> Vec<Point> {
        let mut out = Vec::new();
        for k in -4..=4i32 {
            let (qx, qy) = (x + k * d.0, y + k * d.1);
            if k == 0 || g.at(qx, qy) != Some(None) {
                continue;
            }
            let q = Point::new(qx as u8, qy as u8).unwrap();
            g.set(q, Some(color));
            let (b, f) = naive_run(g, color, x, y, d);
            let straight = b + f + 1 == 4
                && -b <= k
                && k <= f
                && [-b - 1, f + 1].into_iter().all(|end| {
                    let (ex, ey) = (x + end * d.0, y + end * d.1);
                    if g.at(ex, ey) != Some(None) {
                        return false;
                    }
                    let e = Point::new(ex as u8, ey as u8).unwrap();
                    g.set(e, Some(color));
                    let wins = naive_wins(rules, g, color, ex, ey, d);
                    g.set(e, None);
                    wins
                });
            let five = DIRS.iter().any(|&e| naive_wins(rules, g, color, qx, qy, e));
            g.set(q, None);
            if straight && !five {
                out.push(q);
            }
        }
        out
    }

    /// Every shape of every line of a colour with no restriction, and its points, against
    /// the plain loops above: five, overline, blocked five, straight four and four from the
    /// runs and completion points, three from the naive oracle — shape and point set both
    /// ways (a three the library misses, a three it invents, a straight-four point too many
    /// or too few all fail). The seed is the run's (`GOMOKU_TEST_SEED`);
    /// `GOMOKU_ORACLE_GRIDS` (default 25) random grids per board size.
    #[test]
    fn shapes_of_unrestricted_colours_match_plain_loops() {
        let mut rng = seeded_rng(21);
        let grids = crate::testing::env_count("GOMOKU_ORACLE_GRIDS", 25);
        // (Rules, the colours it leaves unrestricted.)
        let rules_list = [
            (Rules::freestyle(), &Color::ALL[..]),
            (Rules::standard(), &Color::ALL[..]),
            (Rules::caro(), &Color::ALL[..]),
            (Rules::caro_overline(), &Color::ALL[..]),
            (Rules::renju(), &[Color::White][..]),
        ];
        let mut seen = [0usize; 6];
        for size in SIZES {
            for _ in 0..grids {
                let g0 = any_grid(&mut rng, size);
                let board = g0.board();
                for (base, colors) in rules_list {
                    let rules = base.with_size(size.into()).unwrap();
                    let pos = Position::from_board_unchecked(rules, board);
                    for &color in colors {
                        for p in board.empties() {
                            let t = pos.threats_at(p, color).unwrap();
                            let (x, y) = (i32::from(p.x()), i32::from(p.y()));
                            let mut g = g0.clone();
                            g.set(p, Some(color));
                            for (i, &d) in DIRS.iter().enumerate() {
                                let line = &t.lines()[i];
                                let (b, f) = naive_run(&g, color, x, y, d);
                                let win = naive_wins(&rules, &g, color, x, y, d);
                                let c = naive_completions(&rules, &mut g, color, x, y, d);
                                let n = c.iter().filter(|&&b| b).count();
                                let pairs = (0..4).filter(|&k| c[k] && c[k + 5]).count();
                                let completions: Vec<Point> = (-4..=4i32)
                                    .filter(|&k| c[(k + 4) as usize])
                                    .map(|k| {
                                        let (qx, qy) = (x + k * d.0, y + k * d.1);
                                        Point::new(qx as u8, qy as u8).unwrap()
                                    })
                                    .collect();
                                let three =
                                    naive_straight_four_points(&rules, &mut g, color, (x, y), d);
                                let (expect, mut points) = if 1 + b + f >= 6 {
                                    (Shape::Overline { wins: win }, None)
                                } else if 1 + b + f == 5 {
                                    (if win { Shape::Five } else { Shape::BlockedFive }, None)
                                } else if pairs > 0 {
                                    (Shape::StraightFour, Some(completions))
                                } else if n > 0 {
                                    (Shape::Four, Some(completions))
                                } else if !three.is_empty() {
                                    (Shape::Three, Some(three))
                                } else {
                                    (Shape::None, Some(Vec::new()))
                                };
                                let what = || {
                                    std::format!(
                                        "{p} {color} {} {rules}: {t}\n{}",
                                        Direction::ALL[i],
                                        draw(&board)
                                    )
                                };
                                assert_eq!(line.shape(), expect, "{}", what());
                                if let Some(points) = &mut points {
                                    let mut got: Vec<Point> = line.points().iter().collect();
                                    got.sort();
                                    points.sort();
                                    assert_eq!(&got, points, "points of {expect}: {}", what());
                                }
                                if matches!(expect, Shape::Four | Shape::StraightFour) {
                                    assert_eq!(line.fours(), n - pairs, "{}", what());
                                }
                                seen[match line.shape() {
                                    Shape::Five | Shape::Overline { .. } | Shape::BlockedFive => 0,
                                    Shape::StraightFour => 1,
                                    Shape::Four => 2,
                                    Shape::Three => 3,
                                    Shape::None => 4,
                                }] += 1;
                                if line.shape() == Shape::Three {
                                    seen[5] += line.points().len();
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 50), "{seen:?}");
    }

    #[test]
    fn the_full_judge_gives_the_plain_verdict_and_the_map_agrees() {
        let mut rng = seeded_rng(22);
        let mut forbidden = 0;
        for size in SIZES {
            for _ in 0..12 {
                let density = [150, 300, 450][rng.below(3) as usize];
                let g = random_grid(&mut rng, size, density, 600);
                let board = g.board();
                for base in presets() {
                    let rules = base.with_size(size.into()).unwrap();
                    let pos = Position::from_board_unchecked(rules, board);
                    for color in Color::ALL {
                        let map = pos.threats(color);
                        let mut from_points = ThreatMap::default();
                        let mut scratch = board;
                        for p in board.empties() {
                            let t = pos.threats_at(p, color).unwrap();
                            let kind = forbidden_kind(&mut scratch, &rules, color, p);
                            assert_eq!(
                                t.forbidden(),
                                kind,
                                "{p} {color} {rules}\n{}",
                                draw(&board)
                            );
                            forbidden += usize::from(kind.is_some());
                            let (fours, threes) = (t.fours(), t.threes());
                            let put = |s: &mut PointSet, yes: bool| {
                                if yes {
                                    s.insert(p);
                                }
                            };
                            put(&mut from_points.five, t.wins());
                            put(&mut from_points.four, fours >= 1);
                            put(&mut from_points.straight_four, t.straight_four());
                            put(&mut from_points.three, threes >= 1);
                            put(&mut from_points.four_three, fours >= 1 && threes >= 1);
                            put(&mut from_points.four_four, fours >= 2);
                            put(&mut from_points.three_three, threes >= 2);
                        }
                        assert_eq!(map, from_points, "{color} {rules}\n{}", draw(&board));
                    }
                    assert_eq!(pos.threat_maps(), Color::ALL.map(|c| pos.threats(c)));
                }
            }
        }
        assert!(forbidden > 200, "forbidden points met: {forbidden}");
    }

    /// [`line_sets`](crate::forbidden::line_sets)'s definition read plainly, one window at
    /// a time on `g` (where `p` is empty): whether `p` is in its five, four and three set.
    /// Five: a window of five cells holding `p`, all own or empty, `p` its one empty cell;
    /// four: the same with two empty cells; three: a window of six whose ends are empty and
    /// whose four inner cells, `p` among them, hold two own stones and two empty points.
    /// Where only an exact five wins, the cells just beyond the window hold no own stone.
    fn naive_line_sets(rules: &Rules, g: &Grid, color: Color, p: Point) -> [bool; 3] {
        let exact = !rules.overline_wins(color);
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        let mut out = [false; 3];
        for d in DIRS {
            let cell = |k: i32| g.at(x + k * d.0, y + k * d.1);
            let own = |k: i32| cell(k) == Some(Some(color));
            let empty = |k: i32| cell(k) == Some(None);
            let fits = |lo: i32, hi: i32, empties: usize| {
                (lo..=hi).all(|k| own(k) || empty(k))
                    && (lo..=hi).filter(|&k| empty(k)).count() == empties
                    && (!exact || !own(lo - 1) && !own(hi + 1))
            };
            for s in -4..=0 {
                out[0] |= fits(s, s + 4, 1);
                out[1] |= fits(s, s + 4, 2);
            }
            for s in -4..=-1 {
                out[2] |= empty(s)
                    && empty(s + 5)
                    && fits(s + 1, s + 4, 2)
                    && (!exact || !own(s - 1) && !own(s + 6));
            }
        }
        out
    }

    /// The line sets against their plain definition both ways (no point more, no point
    /// fewer), and against the threats they bound: every five, four and three is in its
    /// set; without the caro rule the five and four sets are exact.
    #[test]
    fn line_sets_bound_the_threats() {
        use crate::forbidden::line_sets;
        let mut rng = seeded_rng(23);
        let mut counts = [0usize; 4];
        for size in SIZES {
            for _ in 0..25 {
                let g = any_grid(&mut rng, size);
                let board = g.board();
                for base in presets()
                    .into_iter()
                    .filter(|r| r.capture().is_none())
                    .chain([Rules::caro_overline()])
                {
                    let rules = base.with_size(size.into()).unwrap();
                    let pos = Position::from_board_unchecked(rules, board);
                    for color in Color::ALL {
                        let sets = line_sets(&board, &rules, color);
                        for p in board.empties() {
                            let t = pos.threats_at(p, color).unwrap();
                            let what = || std::format!("{p} {color} {rules}\n{}", draw(&board));
                            let [five, four, three] = naive_line_sets(&rules, &g, color, p);
                            assert_eq!(sets.five.contains(p), five, "five set {}", what());
                            assert_eq!(sets.four.contains(p), four, "four set {}", what());
                            assert_eq!(sets.three.contains(p), three, "three set {}", what());
                            counts[3] += usize::from(three && t.threes() == 0);
                            assert!(!t.wins() || sets.five.contains(p), "five {}", what());
                            assert!(t.fours() == 0 || sets.four.contains(p), "four {}", what());
                            assert!(
                                t.threes() == 0 || sets.three.contains(p),
                                "three {}",
                                what()
                            );
                            if !rules.caro_rule() {
                                assert_eq!(
                                    sets.five.contains(p),
                                    t.wins(),
                                    "exact five {}",
                                    what()
                                );
                                // (A point that makes a five may also fill a four's window.)
                                if !t.wins() {
                                    assert_eq!(
                                        sets.four.contains(p),
                                        t.fours() > 0,
                                        "exact four {}",
                                        what()
                                    );
                                }
                            }
                            counts[0] += usize::from(t.wins());
                            counts[1] += usize::from(t.fours() > 0);
                            counts[2] += usize::from(t.threes() > 0);
                        }
                    }
                }
            }
        }
        assert!(counts.iter().all(|&c| c > 100), "{counts:?}");
    }

    #[test]
    fn the_capture_that_breaks_a_pending_five_is_not_forbidden() {
        // Ninuki-renju: Black's k10 makes g10-k10, a five White can break by taking
        // h10-h11 from h12, where White makes a double-three (f12-g12-h12 and
        // h12-i13-j14). That capture is the defence and never forbidden (RULES.md §5).
        let setup =
            crate::Setup::from_text("g10 h10 i10 j10 h11 a1 a3", "h9 f12 g12 i13 j14 o1 o3")
                .unwrap();
        let mut pos = Position::from_setup(Rules::ninuki_renju(), &setup).unwrap();
        pos.play(crate::Move::Place(p("k10"))).unwrap();
        let h12 = p("h12");
        let t = pos.threats_at(h12, Color::White).unwrap();
        assert_eq!(t.threes(), 2, "{t}");
        assert_eq!(
            (t.forbidden(), pos.forbidden_for(Color::White, h12)),
            (None, None)
        );
        // Without the pending five the same point is a double-three.
        let before = Position::from_setup(Rules::ninuki_renju(), &setup.with_turn(Color::White));
        let t = before.unwrap().threats_at(h12, Color::White).unwrap();
        assert_eq!(t.forbidden(), Some(Forbidden::DoubleThree), "{t}");
    }

    #[test]
    fn threats_read_as_text() {
        let pos = Position::from_setup(
            Rules::renju(),
            &crate::Setup::from_text("f8 g8 h6 h7", "").unwrap(),
        )
        .unwrap();
        let t = pos.threats_at("h8".parse().unwrap(), Color::Black).unwrap();
        assert_eq!(
            std::format!("{t}"),
            "h8 black: horizontal three f8-g8-h8 at e8 i8; vertical three h6-h7-h8 at h5 h9; forbidden: double-three"
        );
    }

    #[test]
    fn every_vcf_error_message_is_exact() {
        crate::testing::assert_messages(&[
            (
                &VcfError::Capture,
                "vcf is not defined under the capture option",
            ),
            (&VcfError::GameOver, "the game is over"),
            (
                &VcfError::MovesOutOfRange { moves: 128 },
                "a vcf move limit of 128 is out of range 1..=127",
            ),
            (
                &VcfError::TableTooLarge { entries: 1 << 25 },
                "a transposition table of 33554432 entries is larger than 16777216",
            ),
        ]);
    }
}
