//! Analysis (RULES.md §12): the threats of a move, threat maps as bit sets, forbidden
//! explanations (as text and as a walkable tree) and the VCF search. Each function calls
//! one method of the core's `Position` and translates its answer.

use core::ffi::c_char;

use gomoku_referee::{
    Explanation, PointSet, RowKind, Shape, ThreatMap, Vcf, VcfBound, VcfEnd, VcfError, VcfLimits,
    VcfMode, VcfResult, VcfSolver, Verdict,
};

use crate::boundary::{Buffer, FfiResult, Out, arg, arg_mut, free, guard, into_raw};
use crate::game::gomoku_game;
use crate::status::gomoku_status;
use crate::types::{color_in, gomoku_point, point_in, to_c_color, to_c_forbidden, to_c_point};

/// A set of points of the board as bits: bit `x` of `rows[y]` is the point (x, y).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_point_set {
    /// Row `y` (0 = the bottom row) as bits, bit `x` for column `x`.
    pub rows: [u32; 26],
}

fn to_c_set(s: &PointSet) -> gomoku_point_set {
    gomoku_point_set { rows: *s.rows() }
}

/// The threat map of one colour (RULES.md §12): the empty points where a stone of that
/// colour makes each shape. Sets of shapes, not of legal moves: a restricted colour's
/// forbidden points are among them.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_threat_map {
    /// A five (or an overline that wins): the stone wins at once.
    pub five: gomoku_point_set,
    /// At least one four (straight fours included).
    pub four: gomoku_point_set,
    /// A straight four.
    pub straight_four: gomoku_point_set,
    /// At least one three.
    pub three: gomoku_point_set,
    /// A four and a three on another line.
    pub four_three: gomoku_point_set,
    /// Two or more fours.
    pub four_four: gomoku_point_set,
    /// Two or more threes.
    pub three_three: gomoku_point_set,
}

fn to_c_map(m: &ThreatMap) -> gomoku_threat_map {
    gomoku_threat_map {
        five: to_c_set(&m.five),
        four: to_c_set(&m.four),
        straight_four: to_c_set(&m.straight_four),
        three: to_c_set(&m.three),
        four_three: to_c_set(&m.four_three),
        four_four: to_c_set(&m.four_four),
        three_three: to_c_set(&m.three_three),
    }
}

/// What a stone makes on one line (`gomoku_line_threat.shape`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_shape {
    /// Nothing of the shapes below.
    None = 0,
    /// A line of exactly five that wins.
    Five = 1,
    /// A line of six or more (`overline_wins` says whether it wins).
    Overline = 2,
    /// A line of exactly five that does not win (caro: blocked at both ends).
    BlockedFive = 3,
    /// An unbroken four that two moves turn into a five (one four).
    StraightFour = 4,
    /// One four, or two on the line: `points` are their completion points.
    Four = 5,
    /// A three: `points` are its valid straight-four points.
    Three = 6,
}

/// The four directions of a line (`direction` fields).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_direction {
    /// Along a row.
    Horizontal = 0,
    /// Along a column.
    Vertical = 1,
    /// The rising diagonal (a1 towards o15).
    Diagonal = 2,
    /// The falling diagonal (a15 towards o1).
    AntiDiagonal = 3,
}

/// What a stone makes on one line: the shape, the stones of the row (the new stone
/// included), in the order of the direction, and the shape's points.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_line_threat {
    /// A `GOMOKU_DIRECTION_*` value.
    pub direction: i32,
    /// A `GOMOKU_SHAPE_*` value.
    pub shape: i32,
    /// For `GOMOKU_SHAPE_OVERLINE`: whether it wins.
    pub overline_wins: bool,
    /// The stones of the row; the first `n_stones` are set.
    pub stones: [gomoku_point; 26],
    /// The number of stones.
    pub n_stones: usize,
    /// Completion points (four, straight four) or valid straight-four points (three); the
    /// first `n_points` are set.
    pub points: [gomoku_point; 8],
    /// The number of points.
    pub n_points: usize,
}

/// The threats of a stone on an empty point, line by line.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_move_threats {
    /// The point.
    pub point: gomoku_point,
    /// The colour of the stone.
    pub color: i32,
    /// The four lines, in the order of `gomoku_direction`.
    pub lines: [gomoku_line_threat; 4],
    /// The number of fours, all lines together (a straight four counts one).
    pub fours: u32,
    /// The number of lines that are threes.
    pub threes: u32,
    /// Whether the stone wins at once.
    pub wins: bool,
    /// The point's `GOMOKU_FORBIDDEN_*` kind for that colour (`GOMOKU_FORBIDDEN_NONE` if
    /// none).
    pub forbidden: i32,
}

const NO_POINT: gomoku_point = gomoku_point { x: -1, y: -1 };

fn to_c_shape(s: Shape) -> (i32, bool) {
    let shape = match s {
        Shape::None => gomoku_shape::None,
        Shape::Five => gomoku_shape::Five,
        Shape::Overline { wins } => return (gomoku_shape::Overline as i32, wins),
        Shape::BlockedFive => gomoku_shape::BlockedFive,
        Shape::StraightFour => gomoku_shape::StraightFour,
        Shape::Four => gomoku_shape::Four,
        Shape::Three => gomoku_shape::Three,
    };
    (shape as i32, false)
}

fn fill_points<const N: usize>(
    out: &mut [gomoku_point; N],
    points: impl Iterator<Item = gomoku_referee::Point>,
) -> usize {
    let mut n = 0;
    for p in points.take(N) {
        out[n] = to_c_point(p);
        n += 1;
    }
    n
}

/// Writes the threat map of `color` into `*map_out`. The game keeps the maps from one
/// call to the next and brings them up to date stone by stone (moves, undo, captures), so
/// that asking after every move costs a fraction of a fresh map; the answer is the same.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `map_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_threats(
    game: *const gomoku_game,
    color: i32,
    map_out: *mut gomoku_threat_map,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(map_out)?;
        let color = color_in(color)?;
        let map = to_c_map(&game.threats(color));
        out.write(map);
        Ok(())
    })
}

/// Whether the point (x, y) is in `set`; false for any point off the bit set.
///
/// # Safety
///
/// `set` is NULL (false) or points to a valid `gomoku_point_set`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_point_set_contains(
    set: *const gomoku_point_set,
    point: gomoku_point,
) -> bool {
    crate::boundary::guard_value(false, || {
        let Ok(set) = arg(set) else {
            return false;
        };
        (0..26).contains(&point.x)
            && (0..26).contains(&point.y)
            && set.rows[point.y as usize] >> point.x & 1 != 0
    })
}

/// Writes the threats of a stone of `color` on `point` into `*threats_out` (RULES.md §12),
/// whoever is to move.
///
/// Returns `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point off the board and
/// `GOMOKU_STATUS_PLAY_OCCUPIED` for an occupied one.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `threats_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_threats_at(
    game: *const gomoku_game,
    color: i32,
    point: gomoku_point,
    threats_out: *mut gomoku_move_threats,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(threats_out)?;
        let color = color_in(color)?;
        let pos = game.inner().position();
        let p = point_in(point, pos.size(), gomoku_status::PlayOffBoard)?;
        let t = pos
            .threats_at(p, color)
            .ok_or(gomoku_status::PlayOccupied)?;
        let lines = core::array::from_fn(|i| {
            let l = &t.lines()[i];
            let (shape, overline_wins) = to_c_shape(l.shape());
            let mut c = gomoku_line_threat {
                direction: i as i32,
                shape,
                overline_wins,
                stones: [NO_POINT; 26],
                n_stones: 0,
                points: [NO_POINT; 8],
                n_points: 0,
            };
            c.n_stones = fill_points(&mut c.stones, l.row().stones());
            c.n_points = fill_points(&mut c.points, l.points().iter());
            c
        });
        let value = gomoku_move_threats {
            point: to_c_point(p),
            color: to_c_color(Some(color)),
            lines,
            fours: t.fours() as u32,
            threes: t.threes() as u32,
            wins: t.wins(),
            forbidden: to_c_forbidden(t.forbidden()),
        };
        out.write(value);
        Ok(())
    })
}

/// Why a point is forbidden (RULES.md §12): a tree of rows and verdicts. Opaque; made by
/// `gomoku_game_explain` and `gomoku_explanation_child`, freed with
/// `gomoku_explanation_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_explanation(Explanation);

/// What a row of an explanation is (`gomoku_explained_row.kind`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_row_kind {
    /// A line of six or more.
    Overline = 0,
    /// A four: one completion point.
    Four = 1,
    /// A straight four: its two completion points.
    StraightFour = 2,
    /// A three: its straight-four points with their verdicts.
    Three = 3,
}

/// The verdict on a point of a row (`gomoku_explained_point.verdict`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_verdict {
    /// Neither forbidden nor making a five (a four's completion points are all valid).
    Valid = 0,
    /// The stone there makes a five at the same time: the point does not count.
    Five = 1,
    /// The point is itself forbidden: see `gomoku_explanation_child`.
    Forbidden = 2,
}

/// One row of an explanation.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_explained_row {
    /// A `GOMOKU_ROW_KIND_*` value.
    pub kind: i32,
    /// A `GOMOKU_DIRECTION_*` value.
    pub direction: i32,
    /// The stones of the row, the judged point included; the first `n_stones` are set.
    pub stones: [gomoku_point; 26],
    /// The number of stones.
    pub n_stones: usize,
    /// The number of points (read each with `gomoku_explanation_point`).
    pub n_points: usize,
}

/// One point of a row: a four's completion point or a three's straight-four point.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_explained_point {
    /// The point.
    pub point: gomoku_point,
    /// A `GOMOKU_VERDICT_*` value.
    pub verdict: i32,
    /// For `GOMOKU_VERDICT_FORBIDDEN`, the point's `GOMOKU_FORBIDDEN_*` kind; else
    /// `GOMOKU_FORBIDDEN_NONE`.
    pub forbidden: i32,
}

/// Explains why `point` is forbidden for `color`: writes a new explanation into
/// `*explanation_out` (free it with `gomoku_explanation_free`), or NULL if the point is not
/// forbidden (an empty point that is not, an occupied point, an unrestricted colour).
///
/// Returns `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point off the board.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `explanation_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_explain(
    game: *const gomoku_game,
    color: i32,
    point: gomoku_point,
    explanation_out: *mut *mut gomoku_explanation,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(explanation_out)?;
        let color = color_in(color)?;
        let pos = game.inner().position();
        let p = point_in(point, pos.size(), gomoku_status::PlayOffBoard)?;
        let e = pos
            .explain_for(color, p)
            .map_or(core::ptr::null_mut(), |e| into_raw(gomoku_explanation(e)));
        out.write(e);
        Ok(())
    })
}

/// Frees an explanation; NULL is ignored.
///
/// # Safety
///
/// `explanation` is NULL or came from `gomoku_game_explain` or `gomoku_explanation_child`
/// and has not been freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_free(explanation: *mut gomoku_explanation) {
    let _ = guard(|| {
        free(explanation);
        Ok(())
    });
}

/// Reads one answer about an explanation.
///
/// # Safety
///
/// `e` is NULL or a live explanation; `out` is NULL or valid for a write.
fn ask<T>(
    e: *const gomoku_explanation,
    out: *mut T,
    read: impl FnOnce(&Explanation) -> Result<T, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let e = arg(e)?;
        let out = Out::new(out)?;
        let value = read(&e.0)?;
        out.write(value);
        Ok(())
    })
}

/// Writes the explained point and its `GOMOKU_FORBIDDEN_*` kind.
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `point_out` and `kind_out` are NULL or
/// valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_kind(
    explanation: *const gomoku_explanation,
    point_out: *mut gomoku_point,
    kind_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let kind = Out::new(kind_out)?;
        let st = ask(explanation, point_out, |e| Ok(to_c_point(e.point())));
        if st != gomoku_status::Ok {
            return Err(st);
        }
        let e = arg(explanation)?;
        kind.write(to_c_forbidden(Some(e.0.kind())));
        Ok(())
    })
}

/// Writes the explanation as text into `buf` (NUL-terminated, UTF-8): on one line, or with
/// `tree` as an indented tree, one row or point a line. Buffer sizing as
/// `gomoku_game_moves` (`*out_n` counts the NUL).
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `buf` is valid for `len` bytes (NULL
/// allowed when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_text(
    explanation: *const gomoku_explanation,
    tree: bool,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let e = arg(explanation)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let text = if tree {
            format!("{:#}", e.0)
        } else {
            e.0.to_string()
        };
        buffer.fill_text(&text)
    })
}

/// Writes the number of rows into `*n_out`.
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `n_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_row_count(
    explanation: *const gomoku_explanation,
    n_out: *mut usize,
) -> gomoku_status {
    ask(explanation, n_out, |e| Ok(e.rows().len()))
}

fn row_at(e: &Explanation, row: usize) -> Result<&gomoku_referee::ExplainedRow, gomoku_status> {
    e.rows().get(row).ok_or(gomoku_status::InvalidEnum)
}

/// Writes row `row` (0-based) into `*row_out`; `GOMOKU_STATUS_INVALID_ENUM` for an index
/// past the last row.
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `row_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_row(
    explanation: *const gomoku_explanation,
    row: usize,
    row_out: *mut gomoku_explained_row,
) -> gomoku_status {
    ask(explanation, row_out, |e| {
        let r = row_at(e, row)?;
        let mut c = gomoku_explained_row {
            kind: match r.kind() {
                RowKind::Overline => gomoku_row_kind::Overline,
                RowKind::Four => gomoku_row_kind::Four,
                RowKind::StraightFour => gomoku_row_kind::StraightFour,
                RowKind::Three => gomoku_row_kind::Three,
            } as i32,
            direction: r.row().direction() as i32,
            stones: [NO_POINT; 26],
            n_stones: 0,
            n_points: r.points().len(),
        };
        c.n_stones = fill_points(&mut c.stones, r.row().stones());
        Ok(c)
    })
}

fn point_of(
    e: &Explanation,
    row: usize,
    index: usize,
) -> Result<&gomoku_referee::ExplainedPoint, gomoku_status> {
    row_at(e, row)?
        .points()
        .get(index)
        .ok_or(gomoku_status::InvalidEnum)
}

/// Writes point `index` of row `row` into `*point_out`; `GOMOKU_STATUS_INVALID_ENUM` for an
/// index out of range.
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `point_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_point(
    explanation: *const gomoku_explanation,
    row: usize,
    index: usize,
    point_out: *mut gomoku_explained_point,
) -> gomoku_status {
    ask(explanation, point_out, |e| {
        let q = point_of(e, row, index)?;
        let (verdict, forbidden) = match q.verdict() {
            Verdict::Valid => (gomoku_verdict::Valid, None),
            Verdict::Five => (gomoku_verdict::Five, None),
            Verdict::Forbidden(sub) => (gomoku_verdict::Forbidden, Some(sub.kind())),
        };
        Ok(gomoku_explained_point {
            point: to_c_point(q.point()),
            verdict: verdict as i32,
            forbidden: to_c_forbidden(forbidden),
        })
    })
}

/// Writes into `*child_out` a new explanation (free it with `gomoku_explanation_free`): the
/// one, one level down, of point `index` of row `row` when its verdict is
/// `GOMOKU_VERDICT_FORBIDDEN`, else NULL. It does not depend on `explanation`.
///
/// # Safety
///
/// `explanation` is NULL or a live explanation; `child_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_explanation_child(
    explanation: *const gomoku_explanation,
    row: usize,
    index: usize,
    child_out: *mut *mut gomoku_explanation,
) -> gomoku_status {
    ask(explanation, child_out, |e| {
        Ok(match point_of(e, row, index)?.verdict() {
            Verdict::Forbidden(sub) => into_raw(gomoku_explanation((**sub).clone())),
            _ => core::ptr::null_mut(),
        })
    })
}

/// How the VCF search looks (`gomoku_vcf_limits.mode`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_vcf_mode {
    /// The fewest attacker moves (iterative deepening).
    Shortest = 0,
    /// The first VCF found.
    Fast = 1,
}

/// The bounds of a VCF search; `gomoku_vcf_limits_default` gives the defaults.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_vcf_limits {
    /// The most attacker moves, the final five included (1..=127).
    pub max_moves: u32,
    /// The most positions visited.
    pub max_nodes: u64,
    /// Transposition-table entries (16 bytes each; at most 2^24; 0 for none).
    pub table_entries: usize,
    /// A `GOMOKU_VCF_MODE_*` value.
    pub mode: i32,
}

/// What a VCF search answered (`gomoku_vcf_result.answer`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_vcf_answer {
    /// A VCF was found: its moves are in the buffer.
    Found = 0,
    /// None exists at all.
    None = 1,
    /// None exists within the move limit (a longer one may).
    NoneWithinMoves = 2,
    /// The node budget ran out: nothing is known.
    NodeBudget = 3,
}

/// How a VCF line ends (`gomoku_vcf_result.end`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_vcf_end {
    /// No line (nothing found).
    None = 0,
    /// With the attacker's five.
    Five = 1,
    /// With the defender's only defence, which is forbidden to him (the last point).
    ForbiddenDefence = 2,
}

/// The answer of a VCF search.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_vcf_result {
    /// A `GOMOKU_VCF_ANSWER_*` value.
    pub answer: i32,
    /// A `GOMOKU_VCF_END_*` value.
    pub end: i32,
    /// The attacker moves of the line (0 if none found).
    pub attacker_moves: u32,
    /// The positions visited.
    pub nodes: u64,
}

/// Writes the default VCF limits (40 moves, 10^6 nodes, 65,536 entries, shortest).
///
/// # Safety
///
/// `limits_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_vcf_limits_default(limits_out: *mut gomoku_vcf_limits) -> gomoku_status {
    guard(|| {
        let out = Out::new(limits_out)?;
        let d = VcfLimits::default();
        out.write(gomoku_vcf_limits {
            max_moves: d.max_moves,
            max_nodes: d.max_nodes,
            table_entries: d.table_entries,
            mode: gomoku_vcf_mode::Shortest as i32,
        });
        Ok(())
    })
}

/// Searches a VCF of `attacker` (RULES.md §12; the attacker moves first, whoever is to
/// move): writes the answer into `*result_out` and the line (the attacker's first move,
/// then alternately) into `buf`. A line holds at most `2 * max_moves` points; a buffer too
/// small gives `GOMOKU_STATUS_BUFFER_TOO_SMALL` with `*out_n` the points needed (and
/// `*result_out` unwritten); `*out_n` is 0 when nothing was found.
///
/// Returns a `GOMOKU_STATUS_VCF_*` status under the capture option, on a finished game, or
/// for limits out of range.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `limits` is NULL or valid for a read;
/// `result_out` is NULL or valid for a write; `buf` is valid for `len` points (NULL
/// allowed when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_vcf(
    game: *const gomoku_game,
    attacker: i32,
    limits: *const gomoku_vcf_limits,
    result_out: *mut gomoku_vcf_result,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| -> FfiResult {
        let game = arg(game)?;
        vcf_into(attacker, limits, result_out, (buf, len, out_n), |a, l| {
            game.inner().vcf(a, l)
        })
    })
}

/// A reusable VCF solver: it owns its transposition table, cleared (not reallocated)
/// at each search, so that a program that searches often pays for the table once. Opaque;
/// make one with `gomoku_vcf_solver_new`, free it with `gomoku_vcf_solver_free`; one
/// thread at a time.
#[allow(non_camel_case_types)]
pub struct gomoku_vcf_solver {
    inner: VcfSolver,
}

/// Makes a new VCF solver (no table yet: it comes with the first search that needs it)
/// into `*solver_out`, to be freed with `gomoku_vcf_solver_free`.
///
/// # Safety
///
/// `solver_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_vcf_solver_new(solver_out: *mut *mut gomoku_vcf_solver) -> gomoku_status {
    guard(|| {
        let out = Out::new(solver_out)?;
        out.write(into_raw(gomoku_vcf_solver {
            inner: VcfSolver::new(),
        }));
        Ok(())
    })
}

/// Frees a VCF solver and its table. NULL is accepted and ignored.
///
/// # Safety
///
/// `solver` is NULL or a `gomoku_vcf_solver` not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_vcf_solver_free(solver: *mut gomoku_vcf_solver) {
    // Freeing cannot fail; the status of a panic has nowhere to go.
    let _ = guard(|| {
        free(solver);
        Ok(())
    });
}

/// `gomoku_game_vcf` with the solver's table: the same answer, the same statuses.
///
/// # Safety
///
/// `solver` is NULL or a live `gomoku_vcf_solver` (not in use by another thread); the
/// other arguments as for `gomoku_game_vcf`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_vcf_solver_vcf(
    solver: *mut gomoku_vcf_solver,
    game: *const gomoku_game,
    attacker: i32,
    limits: *const gomoku_vcf_limits,
    result_out: *mut gomoku_vcf_result,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| -> FfiResult {
        let solver = arg_mut(solver)?;
        let game = arg(game)?;
        vcf_into(attacker, limits, result_out, (buf, len, out_n), |a, l| {
            game.inner().vcf_with(&mut solver.inner, a, l)
        })
    })
}

/// The common part of the VCF calls: reads the attacker and the limits, runs `search`,
/// writes the answer and the line.
///
/// The C contract, passed on by the exported callers: `limits` is NULL or valid for a
/// read; `result_out` is NULL or valid for a write; `buf` is valid for `len` points (NULL
/// allowed when `len` is 0); `out_n` is NULL or valid for a write.
fn vcf_into(
    attacker: i32,
    limits: *const gomoku_vcf_limits,
    result_out: *mut gomoku_vcf_result,
    (buf, len, out_n): (*mut gomoku_point, usize, *mut usize),
    search: impl FnOnce(gomoku_referee::Color, &VcfLimits) -> Result<Vcf, VcfError>,
) -> FfiResult {
    let l = arg(limits)?;
    let result = Out::new(result_out)?;
    let buffer = Buffer::new(buf, len, out_n)?;
    let attacker = color_in(attacker)?;
    let mode = match l.mode {
        0 => VcfMode::Shortest,
        1 => VcfMode::Fast,
        _ => return Err(gomoku_status::InvalidEnum),
    };
    let limits = VcfLimits {
        max_moves: l.max_moves,
        max_nodes: l.max_nodes,
        table_entries: l.table_entries,
        mode,
    };
    let vcf = search(attacker, &limits)?;
    let (answer, end, line): (_, _, Vec<gomoku_point>) = match vcf.result {
        VcfResult::Found(line) => (
            gomoku_vcf_answer::Found,
            match line.end() {
                VcfEnd::Five => gomoku_vcf_end::Five,
                VcfEnd::ForbiddenDefence => gomoku_vcf_end::ForbiddenDefence,
            },
            line.moves().iter().map(|&p| to_c_point(p)).collect(),
        ),
        VcfResult::NotFound { stopped_by } => (
            match stopped_by {
                None => gomoku_vcf_answer::None,
                Some(VcfBound::Moves) => gomoku_vcf_answer::NoneWithinMoves,
                Some(VcfBound::Nodes) => gomoku_vcf_answer::NodeBudget,
            },
            gomoku_vcf_end::None,
            Vec::new(),
        ),
    };
    let value = gomoku_vcf_result {
        answer: answer as i32,
        end: end as i32,
        attacker_moves: line.len().div_ceil(2) as u32,
        nodes: vcf.nodes,
    };
    buffer.fill(&line)?;
    result.write(value);
    Ok(())
}
