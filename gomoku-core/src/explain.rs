//! Forbidden explanations (RULES.md §12): for a point that §6 forbids, the rows that count
//! and, for each three, the verdict on each of its straight-four points — a finite tree
//! that reproduces the verdict.
//!
//! The tree is what the forbidden judge of `forbidden.rs` saw when it judged the point
//! with a full trace: no second judge exists that could disagree with the first.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use crate::board::DIRS;
use crate::forbidden::{PointVerdict, Trace, judge_traced};
use crate::threats::{Direction, Row};
use crate::{Color, Forbidden, Point, Position};

/// Why a point is forbidden for a colour: its kind and the rows that make it so.
///
/// `Display` prints it on one line; the alternate form `{:#}` as an indented tree.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Forbidden, Position, Rules, Setup};
///
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
/// let why = pos.explain("h8".parse()?).unwrap();
/// assert_eq!(why.kind(), Forbidden::DoubleThree);
/// assert_eq!(
///     why.to_string(),
///     "h8: double-three: three f8-g8-h8 (e8 ✓, i8 ✓); three h6-h7-h8 (h5 ✓, h9 ✓)"
/// );
/// assert_eq!(
///     format!("{why:#}"),
///     "h8: double-three\n  three f8-g8-h8\n    e8 ✓\n    i8 ✓\n  three h6-h7-h8\n    h5 ✓\n    h9 ✓\n"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Explanation {
    point: Point,
    color: Color,
    kind: Forbidden,
    rows: Vec<ExplainedRow>,
}

/// One row that counts towards a verdict: an overline, a four (or straight four), or a
/// three with its straight-four points.
///
/// ```
/// use gomoku_referee::{Position, RowKind, Rules, Setup};
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
/// let why = pos.explain("h8".parse()?).unwrap();
/// assert_eq!(why.rows()[0].kind(), RowKind::Three);
/// assert_eq!(why.rows()[0].row().to_string(), "f8-g8-h8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ExplainedRow {
    kind: RowKind,
    row: Row,
    /// Completion points of a four; the straight-four points of a three.
    points: Vec<ExplainedPoint>,
}

/// What a row of an [`Explanation`] is.
///
/// ```
/// use gomoku_referee::RowKind;
/// assert_eq!(RowKind::StraightFour.to_string(), "straight four");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// A line of six or more.
    Overline,
    /// A four: one completion point.
    Four,
    /// A straight four (one four): its two completion points.
    StraightFour,
    /// A three: its straight-four points, each with its verdict.
    Three,
}

impl RowKind {
    /// The name: `overline`, `four`, `straight four`, `three`.
    ///
    /// ```
    /// use gomoku_referee::RowKind;
    /// assert_eq!(RowKind::Three.name(), "three");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RowKind::Overline => "overline",
            RowKind::Four => "four",
            RowKind::StraightFour => "straight four",
            RowKind::Three => "three",
        }
    }
}

impl fmt::Display for RowKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A point of a row: a four's completion point (verdict [`Verdict::Valid`]) or one of a
/// three's straight-four points with its verdict.
///
/// ```
/// use gomoku_referee::{Position, Rules, Setup, Verdict};
/// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
/// let why = pos.explain("h8".parse()?).unwrap();
/// let e8 = &why.rows()[0].points()[0];
/// assert_eq!(e8.point().to_string(), "e8");
/// assert_eq!(e8.verdict(), &Verdict::Valid);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ExplainedPoint {
    point: Point,
    verdict: Verdict,
}

/// The verdict on a three's straight-four point (RULES.md §6).
///
/// ```
/// use gomoku_referee::Verdict;
/// assert!(Verdict::Valid.is_valid());
/// assert!(!Verdict::Five.is_valid());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Not forbidden, and no five at the same time: the row is a three.
    Valid,
    /// The stone there also makes a five: the point does not count.
    Five,
    /// The point is itself forbidden (judged with the stones of the reasoning so far on
    /// the board): its own explanation, one level down.
    Forbidden(Box<Explanation>),
}

impl Verdict {
    /// Whether the point makes the row a three.
    ///
    /// ```
    /// use gomoku_referee::Verdict;
    /// assert!(Verdict::Valid.is_valid());
    /// ```
    #[must_use]
    pub const fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid)
    }
}

impl Explanation {
    /// The forbidden point.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().point().to_string(), "h8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn point(&self) -> Point {
        self.point
    }

    /// The colour it is forbidden to.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().color(), Color::Black);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn color(&self) -> Color {
        self.color
    }

    /// The kind ([`Position::forbidden_for`] gives the same).
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("d8 e8 f8 g8 i8", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().kind(), Forbidden::Overline);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> Forbidden {
        self.kind
    }

    /// The rows that count, line by line in the order of [`Direction::ALL`].
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().rows().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn rows(&self) -> &[ExplainedRow] {
        &self.rows
    }

    /// The number of explanations in the tree, this one included (how deep the recursive
    /// three went, summed over its branches).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().size(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> usize {
        1 + self
            .rows
            .iter()
            .flat_map(|r| &r.points)
            .map(|p| match &p.verdict {
                Verdict::Forbidden(e) => e.size(),
                _ => 0,
            })
            .sum::<usize>()
    }

    fn write_line(&self, f: &mut fmt::Formatter<'_>, with_point: bool) -> fmt::Result {
        if with_point {
            write!(f, "{}: ", self.point)?;
        }
        write!(f, "{}:", self.kind)?;
        for (i, r) in self.rows.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { "; " })?;
            write!(f, "{} {}", r.kind, r.row)?;
            match r.kind {
                RowKind::Overline => {}
                RowKind::Four | RowKind::StraightFour => {
                    f.write_str(" at")?;
                    for p in &r.points {
                        write!(f, " {}", p.point)?;
                    }
                }
                RowKind::Three => {
                    f.write_str(" (")?;
                    for (j, p) in r.points.iter().enumerate() {
                        if j > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{}", p.point)?;
                        match &p.verdict {
                            Verdict::Valid => f.write_str(" ✓")?,
                            Verdict::Five => f.write_str(" ✗ five")?,
                            Verdict::Forbidden(e) => {
                                f.write_str(" ✗ forbidden [")?;
                                e.write_line(f, false)?;
                                f.write_str("]")?;
                            }
                        }
                    }
                    f.write_str(")")?;
                }
            }
        }
        Ok(())
    }

    fn write_tree(&self, f: &mut fmt::Formatter<'_>, depth: usize) -> fmt::Result {
        let pad = |f: &mut fmt::Formatter<'_>, n: usize| (0..n).try_for_each(|_| f.write_str("  "));
        if depth == 0 {
            write!(f, "{}: ", self.point)?;
        }
        writeln!(f, "{}", self.kind)?;
        for r in &self.rows {
            pad(f, depth + 1)?;
            write!(f, "{} {}", r.kind, r.row)?;
            if r.kind != RowKind::Three {
                if !r.points.is_empty() {
                    f.write_str(" at")?;
                }
                for p in &r.points {
                    write!(f, " {}", p.point)?;
                }
                writeln!(f)?;
                continue;
            }
            writeln!(f)?;
            for p in &r.points {
                pad(f, depth + 2)?;
                write!(f, "{}", p.point)?;
                match &p.verdict {
                    Verdict::Valid => writeln!(f, " ✓")?,
                    Verdict::Five => writeln!(f, " ✗ five")?,
                    Verdict::Forbidden(e) => {
                        f.write_str(" ✗ forbidden: ")?;
                        e.write_tree(f, depth + 2)?;
                    }
                }
            }
        }
        Ok(())
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            self.write_tree(f, 0)
        } else {
            self.write_line(f, true)
        }
    }
}

impl ExplainedRow {
    /// What the row is.
    ///
    /// ```
    /// use gomoku_referee::{Position, RowKind, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 g8 i8 k8", "")?)?;
    /// assert_eq!(pos.explain("h8".parse()?).unwrap().rows()[0].kind(), RowKind::Four);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> RowKind {
        self.kind
    }

    /// The stones of the row, the judged point's stone included.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 g8 i8 k8", "")?)?;
    /// let why = pos.explain("h8".parse()?).unwrap();
    /// assert_eq!(why.rows()[0].row().to_string(), "e8-g8-h8-i8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn row(&self) -> &Row {
        &self.row
    }

    /// The completion points (a four) or the straight-four points with their verdicts (a
    /// three); none for an overline.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("e8 g8 i8 k8", "")?)?;
    /// let why = pos.explain("h8".parse()?).unwrap();
    /// assert_eq!(why.rows()[0].points()[0].point().to_string(), "f8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn points(&self) -> &[ExplainedPoint] {
        &self.points
    }
}

impl ExplainedPoint {
    /// The point.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// let why = pos.explain("h8".parse()?).unwrap();
    /// assert_eq!(why.rows()[1].points()[1].point().to_string(), "h9");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn point(&self) -> Point {
        self.point
    }

    /// The verdict (always [`Verdict::Valid`] for a four's completion point).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// let why = pos.explain("h8".parse()?).unwrap();
    /// assert!(why.rows()[1].points()[1].verdict().is_valid());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn verdict(&self) -> &Verdict {
        &self.verdict
    }
}

/// The trace that records everything the judge sees; turned into an [`Explanation`] once
/// the verdict is known.
#[derive(Default)]
struct ExplainTrace {
    runs: Vec<(usize, i32, i32)>,
    fours: Vec<(usize, i32, i32, i32)>,
    threes: Vec<ThreePoint>,
}

/// A straight-four point as the judge reported it: direction, offset, the straight
/// four's run, the verdict, and the trace of the judge one level down.
type ThreePoint = (usize, i32, (i32, i32), PointVerdict, ExplainTrace);

impl Trace for ExplainTrace {
    const FULL: bool = true;
    type Child = ExplainTrace;
    fn child(&self) -> ExplainTrace {
        ExplainTrace::default()
    }
    fn run(&mut self, dir: usize, back: i32, fwd: i32, _: bool) {
        self.runs.push((dir, back, fwd));
    }
    fn four(&mut self, dir: usize, k: i32, back: i32, fwd: i32) {
        self.fours.push((dir, k, back, fwd));
    }
    fn three_point(
        &mut self,
        dir: usize,
        k: i32,
        run: (i32, i32),
        verdict: PointVerdict,
        child: ExplainTrace,
    ) {
        self.threes.push((dir, k, run, verdict, child));
    }
}

fn step(p: Point, dir: usize, k: i32) -> Point {
    let (dx, dy) = DIRS[dir];
    Point::from_coords(
        i64::from(p.x()) + i64::from(dx * k),
        i64::from(p.y()) + i64::from(dy * k),
    )
    .unwrap_or(p)
}

impl ExplainTrace {
    /// The explanation of `kind` at `point` from what the judge saw there.
    fn finish(self, point: Point, color: Color, kind: Forbidden) -> Explanation {
        let mut rows = Vec::new();
        let row = |dir: usize| Row::new(point, Direction::ALL[dir]);
        match kind {
            Forbidden::Overline => {
                for &(dir, back, fwd) in self.runs.iter().filter(|r| 1 + r.1 + r.2 >= 6) {
                    let mut r = row(dir);
                    r.add_run(-back, fwd, None);
                    rows.push(ExplainedRow {
                        kind: RowKind::Overline,
                        row: r,
                        points: Vec::new(),
                    });
                }
            }
            Forbidden::DoubleFour => {
                let fours = &self.fours;
                let mut used = alloc::vec![false; fours.len()];
                for (i, &(dir, k, back, fwd)) in fours.iter().enumerate() {
                    if used[i] {
                        continue;
                    }
                    let mut r = row(dir);
                    r.add_run(k - back, k + fwd, Some(k));
                    r.add_run(0, 0, None);
                    let mut points = alloc::vec![ExplainedPoint {
                        point: step(point, dir, k),
                        verdict: Verdict::Valid,
                    }];
                    // A straight four: the other end, five steps on, is the same four.
                    let other = fours
                        .iter()
                        .position(|&(d, k2, _, _)| d == dir && k2 == k + 5);
                    let kind = if let Some(j) = other {
                        used[j] = true;
                        points.push(ExplainedPoint {
                            point: step(point, dir, k + 5),
                            verdict: Verdict::Valid,
                        });
                        RowKind::StraightFour
                    } else {
                        RowKind::Four
                    };
                    rows.push(ExplainedRow {
                        kind,
                        row: r,
                        points,
                    });
                }
            }
            Forbidden::DoubleThree => {
                let mut by_dir: [Option<ExplainedRow>; 4] = Default::default();
                let mut valid = [false; 4];
                for (dir, k, (back, fwd), verdict, child) in self.threes {
                    let q = step(point, dir, k);
                    let entry = by_dir[dir].get_or_insert_with(|| ExplainedRow {
                        kind: RowKind::Three,
                        row: row(dir),
                        points: Vec::new(),
                    });
                    entry.row.add_run(-back, fwd, Some(k));
                    entry.row.add_run(0, 0, None);
                    let verdict = match verdict {
                        PointVerdict::Valid => {
                            valid[dir] = true;
                            Verdict::Valid
                        }
                        PointVerdict::Five => Verdict::Five,
                        PointVerdict::Forbidden(kind) => {
                            Verdict::Forbidden(Box::new(child.finish(q, color, kind)))
                        }
                    };
                    entry.points.push(ExplainedPoint { point: q, verdict });
                }
                // Only the threes count: a row whose every point is ruled out is no three.
                rows.extend(
                    by_dir
                        .into_iter()
                        .zip(valid)
                        .filter_map(|(r, v)| r.filter(|_| v)),
                );
            }
        }
        Explanation {
            point,
            color,
            kind,
            rows,
        }
    }
}

impl Position {
    /// Why `p` is forbidden for the side to move, or `None` if it is not (RULES.md §12).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert!(pos.explain("h8".parse()?).is_some());
    /// assert!(pos.explain("a1".parse()?).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn explain(&self, p: Point) -> Option<Explanation> {
        self.explain_for(self.turn(), p)
    }

    /// Why `p` is forbidden for `color`, whoever is to move, or `None` if it is not: the
    /// judgement of [`Position::forbidden_for`], with its reasons.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("", "f8 g8 h6 h7")?)?;
    /// assert!(pos.explain_for(Color::White, "h8".parse()?).is_none()); // White is free
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn explain_for(&self, color: Color, p: Point) -> Option<Explanation> {
        // The cheap refusals of `forbidden_for` first: nothing to explain there.
        self.forbidden_for(color, p)?;
        let mut board = *self.board();
        let mut trace = ExplainTrace::default();
        let kind = judge_traced(&mut board, self.rules(), color, p, &mut trace)?;
        Some(trace.finish(p, color, kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Restrictions;
    use crate::Rules;
    use crate::board::Board;
    use crate::capture::captures_of;
    use crate::forbidden::forbidden_kind;
    use crate::testing::{Rng, SIZES, draw, random_grid};

    /// `board` with a stone of `color` at `p` and its captures taken (what the judge sees).
    fn placed(board: &Board, rules: &Rules, color: Color, p: Point) -> Board {
        let mut b = *board;
        b.set(p, color);
        if rules.capture().is_some() {
            for q in captures_of(&b, color, p).iter() {
                b.clear(q);
            }
        }
        b
    }

    fn wins_at(board: &Board, rules: &Rules, color: Color, q: Point) -> bool {
        DIRS.iter().any(|&d| rules.line_wins(board, color, q, d))
    }

    /// Re-judges `e` on `board` (where `e.point()` is empty) from the tree alone, checking
    /// each claim of the tree against the board, and returns the verdict the tree implies.
    fn rejudge(e: &Explanation, board: &Board, rules: &Rules) -> Option<Forbidden> {
        let (p, color) = (e.point(), e.color());
        let after = placed(board, rules, color, p);
        assert!(
            !wins_at(&after, rules, color, p),
            "{p} makes a five: never forbidden"
        );
        for r in e.rows() {
            assert!(r.row().stones().any(|s| s == p));
            for s in r.row().stones() {
                assert_eq!(after.get(s), Some(color), "{s} in a row of {p}");
            }
        }
        let r = rules.restrictions(color);
        let count = |k: RowKind| e.rows().iter().filter(|r| r.kind() == k).count();
        match e.kind() {
            Forbidden::Overline => {
                assert!(r.contains(Forbidden::Overline));
                assert!(count(RowKind::Overline) >= 1);
                for row in e.rows() {
                    assert!(row.row().len() >= 6);
                    let d = row.row().direction().step();
                    let (b, f) = after.run(color, p, d);
                    assert_eq!((1 + b + f) as usize, row.row().len());
                }
                Some(Forbidden::Overline)
            }
            Forbidden::DoubleFour => {
                let fours = count(RowKind::Four) + count(RowKind::StraightFour);
                assert_eq!(fours, e.rows().len());
                for row in e.rows() {
                    let n = if row.kind() == RowKind::Four { 1 } else { 2 };
                    assert_eq!(row.points().len(), n);
                    for c in row.points() {
                        let five = placed(&after, rules, color, c.point());
                        let d = row.row().direction().step();
                        assert!(rules.line_wins(&five, color, c.point(), d), "{p}: {c:?}");
                    }
                }
                (fours >= 2 && r.contains(Forbidden::DoubleFour)).then_some(Forbidden::DoubleFour)
            }
            Forbidden::DoubleThree => {
                for row in e.rows() {
                    assert_eq!(row.kind(), RowKind::Three);
                    assert!(row.points().iter().any(|q| q.verdict().is_valid()));
                    for q in row.points() {
                        let b2 = placed(&after, rules, color, q.point());
                        let d = row.row().direction().step();
                        let (b, f) = b2.run(color, p, d);
                        assert_eq!(
                            b + f + 1,
                            4,
                            "a straight four through {p} and {}",
                            q.point()
                        );
                        let mut scratch = after;
                        let kind = forbidden_kind(&mut scratch, rules, color, q.point());
                        match q.verdict() {
                            Verdict::Valid => {
                                assert!(!wins_at(&b2, rules, color, q.point()));
                                assert_eq!(kind, None);
                            }
                            Verdict::Five => assert!(wins_at(&b2, rules, color, q.point())),
                            Verdict::Forbidden(sub) => {
                                assert_eq!(sub.point(), q.point());
                                assert_eq!(rejudge(sub, &after, rules), Some(sub.kind()));
                                assert_eq!(kind, Some(sub.kind()));
                            }
                        }
                    }
                }
                (e.rows().len() >= 2 && r.contains(Forbidden::DoubleThree))
                    .then_some(Forbidden::DoubleThree)
            }
        }
    }

    #[test]
    fn every_explanation_rejudges_to_its_verdict() {
        let presets = [
            Rules::renju(),
            Rules::omok(),
            Rules::ninuki_renju(),
            Rules::freestyle()
                .with_restrictions(Color::White, Restrictions::RENJU)
                .with_restrictions(Color::Black, Restrictions::RENJU)
                .with_capture(Some(5))
                .unwrap(),
        ];
        let mut rng = Rng::new(31);
        let (mut kinds, mut nested, mut ruled_out) = ([0usize; 3], 0, 0);
        for size in SIZES {
            for _ in 0..30 {
                let density = [150, 300, 450][rng.below(3) as usize];
                let g = random_grid(&mut rng, size, density, 650);
                let board = g.board();
                for base in presets {
                    let rules = base.with_size(size.into()).unwrap();
                    let pos = Position::from_board_unchecked(rules, board);
                    for color in Color::ALL {
                        for p in board.empties() {
                            let kind = pos.forbidden_for(color, p);
                            let e = pos.explain_for(color, p);
                            assert_eq!(e.as_ref().map(Explanation::kind), kind, "{p}");
                            let Some(e) = e else { continue };
                            kinds[e.kind() as usize] += 1;
                            nested += usize::from(e.size() > 1);
                            ruled_out += e
                                .rows()
                                .iter()
                                .flat_map(|r| r.points())
                                .filter(|q| !q.verdict().is_valid())
                                .count();
                            assert_eq!(
                                rejudge(&e, &board, &rules),
                                Some(e.kind()),
                                "{e:#}\n{}",
                                draw(&board)
                            );
                        }
                    }
                }
            }
        }
        assert!(kinds.iter().all(|&k| k >= 50), "kinds: {kinds:?}");
        assert!(
            nested >= 10 && ruled_out >= 20,
            "nested {nested}, ruled out {ruled_out}"
        );
    }
}
