//! What the faces are compared on: the answer to each step, and a snapshot of the game.

use core::fmt::Write as _;

use gomoku_referee::{Color, Forbidden, Point, Preset, Termination};

/// Why a face refused a step, as the core error variant it stands for
/// (`"PlayError::Occupied"`), with the details the face gives (`point=h8`), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The core variant, `Enum::Variant`.
    pub variant: &'static str,
    /// The error's fields as `name=value` text, when the face exposes them.
    pub detail: Option<String>,
}

impl Refusal {
    /// A refusal without details.
    #[must_use]
    pub const fn new(variant: &'static str) -> Refusal {
        Refusal {
            variant,
            detail: None,
        }
    }

    /// A refusal with details.
    #[must_use]
    pub fn with_detail(variant: &'static str, detail: String) -> Refusal {
        Refusal {
            variant,
            detail: Some(detail),
        }
    }
}

/// The answer to a step: done, or refused.
pub type Answer = Result<(), Refusal>;

/// The core's marker for a move at coordinates that are no point of the core.
pub(crate) const NOT_A_POINT_MOVE: &str = "(no point: a move)";
/// The core's marker for a move at coordinates that are no point of the core, on a game
/// that is over (issue 11, item 14: the game over comes first, whatever the coordinates).
pub(crate) const NOT_A_POINT_MOVE_OVER: &str = "(no point: a move after the end)";
/// The core's marker for a setup stone at coordinates that are no point of the core.
pub(crate) const NOT_A_POINT_SETUP: &str = "(no point: a setup stone)";

/// Equal variants, and equal details where both faces give them.
pub(crate) fn same_answer(a: &Answer, b: &Answer) -> bool {
    match (a, b) {
        (Ok(()), Ok(())) => true,
        (Err(x), Err(y)) => {
            x.variant == y.variant
                && match (&x.detail, &y.detail) {
                    (Some(dx), Some(dy)) => dx == dy,
                    _ => true,
                }
        }
        _ => false,
    }
}

pub(crate) fn answer_text(a: &Answer) -> String {
    match a {
        Ok(()) => "ok".to_owned(),
        Err(Refusal {
            variant,
            detail: None,
        }) => format!("error {variant}"),
        Err(Refusal {
            variant,
            detail: Some(d),
        }) => format!("error {variant} ({d})"),
    }
}

/// The outcome of a game, with its winning line as the faces give it (not normalised:
/// a face that swaps the line's ends differs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutcomeView {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
    /// The winning line: its start, its end and its number of points, in the core's
    /// order (`Line::start`, `Line::end`); `None` without a line.
    pub line: Option<(Point, Point, usize)>,
}

/// The switches of the rules, as each face reports them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesView {
    /// Board size.
    pub size: u8,
    /// Whether an overline wins, Black's then White's.
    pub overline_wins: [bool; 2],
    /// The overline switch as set (before a forbidden overline masks it), Black's then
    /// White's.
    pub overline_switch: [bool; 2],
    /// The forbidden kinds, Black's then White's.
    pub restrictions: [Vec<Forbidden>; 2],
    /// `true` for the *lose* policy.
    pub lose: bool,
    /// Caro's rule.
    pub caro: bool,
    /// The capture target, or `None`.
    pub capture: Option<u32>,
    /// The perfect-five rule.
    pub perfect_five: bool,
    /// Passing allowed.
    pub pass: bool,
    /// The move limit.
    pub move_limit: Option<u32>,
    /// The rules' text form (`renju+pass=on`).
    pub name: String,
    /// The preset whose switches these are, whatever the size.
    pub preset: Option<Preset>,
    /// The Gomocup rule code.
    pub gomocup: Option<u32>,
}

/// The identity of the position (RULES.md §10), as each face reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityView {
    /// The key of the current position.
    pub key: u64,
    /// The keys of its eight images, in symmetry order.
    pub images: Vec<u64>,
    /// For each symmetry, the key and the moves of the game transformed by it.
    pub transformed: Vec<(u64, Vec<Option<Point>>)>,
    /// The canonical symmetry's number, and the canonical game's key and moves.
    pub canonical: (usize, u64, Vec<Option<Point>>),
    /// The stabiliser as bits (bit `i` for the symmetry numbered `i`).
    pub stabilizer: u8,
    /// The images of the point b3 under each symmetry (`Symmetry::apply` on this size).
    pub point_images: Vec<Option<Point>>,
    /// Whether b3 and each of its images are symmetric moves in this position.
    pub symmetric: Vec<bool>,
}

/// The point whose images and symmetric moves are compared (on every board size).
pub const PROBE: (u8, u8) = (1, 2);

/// Everything the tests compare about a game, in the core's vocabulary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The rules of the game.
    pub rules: RulesView,
    /// The stone on every point, row by row from the bottom (`size * size` entries).
    pub stones: Vec<Option<Color>>,
    /// The side to move.
    pub turn: Color,
    /// `is_legal` for every point, in the order of `stones`.
    pub legal: Vec<bool>,
    /// The list of legal moves, sorted.
    pub legal_moves: Vec<Point>,
    /// Their number as each face counts it without the list: Rust `legal_move_count()`,
    /// C the size query of `gomoku_game_legal_moves`, Python `len(game.legal_moves)`.
    pub legal_move_count: usize,
    /// The legal moves in each face's own order (board order) at the indices of
    /// [`pick_indices`], as a Python list indexes them (`None`: out of range): Rust
    /// `legal_moves().iter()`, C the list as `gomoku_game_legal_moves` writes it, Python
    /// `game.legal_moves[i]` (`None`: `IndexError`).
    pub legal_picks: Vec<Option<Point>>,
    /// Whether any move is legal: Rust `!legal_moves().is_empty()`, C a count other than 0,
    /// Python `bool(game.legal_moves)`.
    pub any_legal: bool,
    /// Whether each of [`check_points`] is among the legal moves: Rust
    /// `legal_moves().contains(p)`, C in the list `gomoku_game_legal_moves` writes,
    /// Python `p in game.legal_moves` (a `Point` or, every other point, its text).
    pub legal_contains: Vec<bool>,
    /// The forbidden points of the side to move, with their kinds, sorted.
    pub forbidden: Vec<(Point, Forbidden)>,
    /// Captured pairs, Black's then White's.
    pub captures: [u32; 2],
    /// The stones the last move captured, sorted.
    pub last_captures: Vec<Point>,
    /// Whether the game is over.
    pub over: bool,
    /// The outcome so far.
    pub outcome: Option<OutcomeView>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// The moves played (`None` for a pass).
    pub moves: Vec<Option<Point>>,
    /// `is_legal` at the points of [`off_board_points`]: never legal (issue 11, item 8).
    pub off_board_legal: Vec<bool>,
    /// `forbidden(p, color)` for the side NOT to move, at [`centre_points`] (issue 11,
    /// item 8: every face answers it for either colour).
    pub forbidden_other: Vec<Option<Forbidden>>,
    /// What the opening expects, if anything.
    pub expected: Option<ExpectedView>,
    /// The player (0 first, 1 second) who holds Black.
    pub black: u8,
    /// The colour each player (first, second) holds.
    pub colors: [Color; 2],
    /// The game's opening rule: its name and number of offers.
    pub opening: Option<(String, Option<u8>)>,
    /// The opening's actions as text, joined by `, `.
    pub record: String,
    /// The offers standing, sorted.
    pub offers: Vec<Point>,
    /// Where the expected stone, offers or pick may go (or the legal moves), sorted.
    pub allowed: Vec<Point>,
    /// Keys, images, canonical form, stabiliser.
    pub identity: IdentityView,
    /// The game written as a record, in each of [`RECORD_FORMATS`]: the text, or
    /// `error <variant>` when the format cannot hold the game (RULES.md §11).
    pub records: Vec<String>,
    /// The forbidden points of the side NOT to move, with their kinds, sorted.
    pub forbidden_points_other: Vec<(Point, Forbidden)>,
    /// The number of moves played, passes included.
    pub move_count: usize,
    /// The board as text: plain, then with the side to move's forbidden points marked.
    pub diagrams: [String; 2],
    /// The threat maps of Black and White (the sets of [`crate::analysis::SETS`], each
    /// sorted), asked after every step: the core computes them afresh, the other faces'
    /// games keep them from one step to the next (issue 28), which must answer the same.
    pub threat_maps: [[Vec<Point>; 7]; 2],
    /// What a move of the side to move at each of [`check_points`] would answer (the
    /// refused variant, `None` for accepted), without playing it; `None` for a face
    /// that has no such question (Python).
    pub check: Option<Vec<Option<&'static str>>>,
    /// The legal moves as a mask of `size * size` bytes (1 legal, 0 not), row by row from
    /// `a1`: Rust from `legal_moves()`, C `gomoku_game_legal_mask`, JavaScript
    /// `legalMask()`, Python plane `legal` of `to_numpy()` (which holds the allowed points
    /// of an opening's step: `None` while an opening runs).
    pub legal_mask: Option<Vec<u8>>,
    /// The forbidden points of the side to move as a mask, each its kind + 1
    /// (double-three 1, double-four 2, overline 3): Rust from `forbidden_points()`, C
    /// `gomoku_game_forbidden_mask`, JavaScript `forbiddenMask()`, Python planes
    /// `double_three`, `double_four`, `overline` of `to_numpy()`.
    pub forbidden_mask: Vec<u8>,
}

/// The record formats of [`Snapshot::records`]: SGF with rows from the top, SGF from the
/// bottom, PSQ, move text.
pub const RECORD_FORMATS: [&str; 4] = ["sgf", "sgf-bottom", "psq", "moves"];
/// What an opening expects, in the core's vocabulary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectedView {
    /// 0 the first player, 1 the second.
    pub player: u8,
    /// The colour he holds now.
    pub color: Color,
    /// The kind's name (`place`, `swap`, ...).
    pub what: String,
    /// For a stone, its colour.
    pub stone: Option<Color>,
    /// For a stone, the area's name and size.
    pub area: Option<(String, u32)>,
    /// For offers, how many.
    pub count: Option<u32>,
    /// For a declaration, the largest number.
    pub max: Option<u32>,
}

/// The points `check` is asked at: the 5×5 round the centre and those off the board.
#[must_use]
pub fn check_points(size: u8) -> Vec<Point> {
    let mut v = centre_points(size);
    v.extend(off_board_points(size));
    v
}

/// The indices [`Snapshot::legal_picks`] asks at, for `len` legal moves: both ends and
/// the middle, counted from the start and from the end (negative), and the first index
/// out of range on either side.
#[must_use]
pub fn pick_indices(len: usize) -> Vec<i64> {
    let n = i64::try_from(len).expect("a board's number of points");
    let mut v = vec![0, 1, n / 2, n - 1, -1, -2, -(n / 2) - 1, -n, n, -n - 1];
    v.sort_unstable();
    v.dedup();
    v
}

/// The point at `index` of `in_order` as a Python list indexes it (negative from the
/// end), `None` when out of range: what the Rust and C faces answer for
/// [`Snapshot::legal_picks`].
#[must_use]
pub fn pick(in_order: &[Point], index: i64) -> Option<Point> {
    let n = i64::try_from(in_order.len()).expect("a board's number of points");
    let i = if index < 0 { index + n } else { index };
    usize::try_from(i)
        .ok()
        .and_then(|i| in_order.get(i))
        .copied()
}

/// Points of the largest board that are off a board of `size`.
#[must_use]
pub fn off_board_points(size: u8) -> Vec<Point> {
    [(size, 0), (0, size), (25, 25)]
        .into_iter()
        .filter_map(|(x, y)| Point::new(x, y))
        .filter(|p| !p.is_on_board(size))
        .collect()
}

/// The 5×5 points round the centre of a board of `size`.
#[must_use]
pub fn centre_points(size: u8) -> Vec<Point> {
    let c = size / 2;
    (c - 2..=c + 2)
        .flat_map(|y| (c - 2..=c + 2).filter_map(move |x| Point::new(x, y)))
        .collect()
}

fn cell_text(size: u8, i: usize) -> String {
    let s = usize::from(size);
    Point::new((i % s) as u8, (i / s) as u8).map_or_else(|| format!("#{i}"), |p| p.to_string())
}

impl Snapshot {
    /// A description of every difference from `other`, or `None` if they are equal.
    #[must_use]
    pub fn diff(&self, other: &Snapshot) -> Option<String> {
        // A face without `check` is compared on the rest.
        let mut other = other.clone();
        if other.check.is_none() {
            other.check.clone_from(&self.check);
        }
        if other.legal_mask.is_none() {
            other.legal_mask.clone_from(&self.legal_mask);
        }
        let other = &other;
        if self == other {
            return None;
        }
        let mut out = String::new();
        let size = self.rules.size;
        if self.rules != other.rules {
            let _ = write!(out, "\n    rules: {:?} vs {:?}", self.rules, other.rules);
        }
        if self.turn != other.turn {
            let _ = write!(out, "\n    turn: {} vs {}", self.turn, other.turn);
        }
        if self.stones != other.stones {
            let points: Vec<String> = self
                .stones
                .iter()
                .zip(&other.stones)
                .enumerate()
                .filter(|(_, (a, b))| a != b)
                .map(|(i, (a, b))| format!("{} {a:?} vs {b:?}", cell_text(size, i)))
                .take(10)
                .collect();
            let _ = write!(
                out,
                "\n    stones ({} vs {} points): {}",
                self.stones.len(),
                other.stones.len(),
                points.join(", ")
            );
        }
        if self.legal != other.legal {
            let points: Vec<String> = self
                .legal
                .iter()
                .zip(&other.legal)
                .enumerate()
                .filter(|(_, (a, b))| a != b)
                .map(|(i, (a, b))| format!("{} {a} vs {b}", cell_text(size, i)))
                .take(10)
                .collect();
            let _ = write!(out, "\n    is_legal: {}", points.join(", "));
        }
        if self.legal_moves != other.legal_moves {
            let _ = write!(
                out,
                "\n    legal moves: {} vs {} points",
                self.legal_moves.len(),
                other.legal_moves.len()
            );
        }
        if self.forbidden != other.forbidden {
            let show = |v: &[(Point, Forbidden)]| {
                v.iter()
                    .map(|(p, k)| format!("{p} {k}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let _ = write!(
                out,
                "\n    forbidden: [{}] vs [{}]",
                show(&self.forbidden),
                show(&other.forbidden)
            );
        }
        if self.captures != other.captures {
            let _ = write!(
                out,
                "\n    captured pairs: {:?} vs {:?}",
                self.captures, other.captures
            );
        }
        if self.last_captures != other.last_captures || self.over != other.over {
            let _ = write!(
                out,
                "\n    last captures / over: {:?} {} vs {:?} {}",
                self.last_captures, self.over, other.last_captures, other.over
            );
        }
        if self.outcome != other.outcome {
            let _ = write!(
                out,
                "\n    outcome: {:?} vs {:?}",
                self.outcome, other.outcome
            );
        }
        if self.draw_offer != other.draw_offer {
            let _ = write!(
                out,
                "\n    draw offer: {:?} vs {:?}",
                self.draw_offer, other.draw_offer
            );
        }
        if self.legal_move_count != other.legal_move_count {
            let _ = write!(
                out,
                "\n    legal move count: {} vs {}",
                self.legal_move_count, other.legal_move_count
            );
        }
        if self.legal_picks != other.legal_picks {
            let _ = write!(
                out,
                "\n    legal moves at {:?}: {:?} vs {:?}",
                pick_indices(self.legal_move_count),
                self.legal_picks,
                other.legal_picks
            );
        }
        if self.legal_contains != other.legal_contains {
            let _ = write!(
                out,
                "\n    among the legal moves, at {:?}: {:?} vs {:?}",
                check_points(size)
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>(),
                self.legal_contains,
                other.legal_contains
            );
        }
        if self.any_legal != other.any_legal {
            let _ = write!(
                out,
                "\n    any legal move: {} vs {}",
                self.any_legal, other.any_legal
            );
        }
        if self.off_board_legal != other.off_board_legal {
            let _ = write!(
                out,
                "\n    is_legal off the board: {:?} vs {:?}",
                self.off_board_legal, other.off_board_legal
            );
        }
        if self.forbidden_other != other.forbidden_other {
            let _ = write!(
                out,
                "\n    forbidden for the side not to move: {:?} vs {:?}",
                self.forbidden_other, other.forbidden_other
            );
        }
        if self.forbidden_points_other != other.forbidden_points_other {
            let _ = write!(
                out,
                "\n    forbidden points of the side not to move: {:?} vs {:?}",
                self.forbidden_points_other, other.forbidden_points_other
            );
        }
        if self.move_count != other.move_count {
            let _ = write!(
                out,
                "\n    move count: {} vs {}",
                self.move_count, other.move_count
            );
        }
        if self.diagrams != other.diagrams {
            let _ = write!(
                out,
                "\n    diagrams:\n{}\n{}\n  vs\n{}\n{}",
                self.diagrams[0], self.diagrams[1], other.diagrams[0], other.diagrams[1]
            );
        }
        if self.threat_maps != other.threat_maps {
            let _ = write!(
                out,
                "\n    threat maps (fresh vs kept): {:?} vs {:?}",
                self.threat_maps, other.threat_maps
            );
        }
        if self.check != other.check {
            let _ = write!(out, "\n    check: {:?} vs {:?}", self.check, other.check);
        }
        if self.legal_mask != other.legal_mask {
            let _ = write!(
                out,
                "\n    legal mask: {:?} vs {:?}",
                self.legal_mask, other.legal_mask
            );
        }
        if self.forbidden_mask != other.forbidden_mask {
            let _ = write!(
                out,
                "\n    forbidden mask: {:?} vs {:?}",
                self.forbidden_mask, other.forbidden_mask
            );
        }
        if self.moves != other.moves {
            let _ = write!(out, "\n    moves: {:?} vs {:?}", self.moves, other.moves);
        }
        if self.colors != other.colors || self.opening != other.opening {
            let _ = write!(
                out,
                "\n    colours of the players / opening: {:?} {:?} vs {:?} {:?}",
                self.colors, self.opening, other.colors, other.opening
            );
        }
        if self.expected != other.expected || self.black != other.black {
            let _ = write!(
                out,
                "\n    expected / black: {:?} {} vs {:?} {}",
                self.expected, self.black, other.expected, other.black
            );
        }
        if self.record != other.record || self.offers != other.offers {
            let _ = write!(
                out,
                "\n    record / offers: {:?} {:?} vs {:?} {:?}",
                self.record, self.offers, other.record, other.offers
            );
        }
        if self.allowed != other.allowed {
            let _ = write!(
                out,
                "\n    allowed points: {} vs {}",
                self.allowed.len(),
                other.allowed.len()
            );
        }
        if self.identity != other.identity {
            let _ = write!(
                out,
                "\n    identity: {:x?} vs {:x?}",
                self.identity, other.identity
            );
        }
        for (i, (a, b)) in self.records.iter().zip(&other.records).enumerate() {
            if a != b {
                let _ = write!(out, "\n    {} record: {a:?} vs {b:?}", RECORD_FORMATS[i]);
            }
        }
        Some(out)
    }
}

/// One random game of a playout batch: its winner, how it ended and its length (the
/// core's `RandomPlayouts`, C's `gomoku_random_playouts`, Python's `random_playouts`,
/// JavaScript's `randomPlayouts`).
pub type PlayoutView = (Option<Color>, Termination, u32);
