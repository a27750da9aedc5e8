//! Helpers shared by the project's tests: one seeded generator ([`Rng`]), one point
//! helper ([`p`]), one plain board ([`Grid`], the reference the bit tricks and the
//! differential test are checked against) and one action model ([`Action`], applied to a
//! [`Game`] by [`Action::apply`]).
//!
//! One home for the unit tests of this crate (`crate::testing`), its property tests
//! (`gomoku-core/tests/`) and the agreement tests (`tests/`), which reach it through the
//! feature `testing`. Not a stable API: hidden from the documentation, and never needed
//! by a user of the crate.

use core::fmt;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

#[cfg(test)]
use crate::board::Board;
use crate::{Color, Game, GameError, Move, OpeningError, PlayError, Point, Setup};

/// SplitMix64: small, seeded, the same sequence on every platform.
///
/// ```
/// use gomoku_referee::testing::Rng;
/// let mut a = Rng::from_state(7);
/// let mut b = Rng::from_state(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (mixed with a constant: the unit tests' seeds are small).
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    /// A generator whose state is `state` as it is.
    #[must_use]
    pub const fn from_state(state: u64) -> Rng {
        Rng(state)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// An index in `0..n`: [`Rng::below`] for lengths.
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i32, hi: i32) -> i32 {
        lo + self.below((hi - lo + 1) as u64) as i32
    }
}

/// The run's seed, from `GOMOKU_TEST_SEED` (as `gomoku-core/tests/seed/mod.rs` reads it
/// for the property tests): unset, `None` (each test keeps its fixed seed: CI); a number,
/// that seed (to replay a run); `random`, a fresh seed, printed so that a failure can be
/// replayed (`scripts/test-long.sh`).
///
/// # Panics
///
/// When the variable is neither a number nor `random`.
#[must_use]
pub fn run_seed() -> Option<u64> {
    let v = std::env::var("GOMOKU_TEST_SEED").ok()?;
    Some(if v.eq_ignore_ascii_case("random") {
        use std::hash::{BuildHasher, Hasher};
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u8(0);
        let s = h.finish();
        std::eprintln!("GOMOKU_TEST_SEED={s} (replay a failure with this seed)");
        s
    } else {
        v.parse()
            .unwrap_or_else(|_| panic!("GOMOKU_TEST_SEED={v:?} is neither a number nor `random`"))
    })
}

/// The generator of the random test numbered `test` under the run's seed ([`run_seed`]):
/// `Rng::new(test)` when none is set, the same every run.
///
/// ```
/// use gomoku_referee::testing::{seeded_rng, Rng};
/// if std::env::var_os("GOMOKU_TEST_SEED").is_none() {
///     assert_eq!(seeded_rng(21).next_u64(), Rng::new(21).next_u64());
/// }
/// ```
#[must_use]
pub fn seeded_rng(test: u64) -> Rng {
    match run_seed() {
        None => Rng::new(test),
        Some(seed) => Rng::new(test ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
    }
}

/// The number `name` gives (an environment variable), or `default`: the size of a random
/// unit test, raised by `scripts/test-long.sh`.
///
/// # Panics
///
/// When the variable is set but is no number.
#[must_use]
pub fn env_count(name: &str, default: usize) -> usize {
    std::env::var(name).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
    })
}

/// The point named by `text` (`"h8"`).
///
/// # Panics
///
/// When `text` names no point: a test's own typo.
///
/// ```
/// use gomoku_referee::testing::p;
/// assert_eq!(p("a1"), gomoku_referee::Point::new(0, 0).unwrap());
/// ```
#[must_use]
pub fn p(text: &str) -> Point {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} is no point: {e}"))
}

/// Checks the messages of errors, for the unit tests beside each error type: each error
/// prints exactly the text given with it, and every message keeps the house style —
/// lower-case, no trailing period, the library's values spelled as they parse (`black`,
/// `double-four`), never in their `Debug` spelling.
#[cfg(test)]
#[track_caller]
pub(crate) fn assert_messages(cases: &[(&dyn core::error::Error, &str)]) {
    for (error, want) in cases {
        let got = error.to_string();
        assert_eq!(got, *want);
        assert!(!got.starts_with(char::is_uppercase), "{got}");
        assert!(!got.ends_with('.'), "{got}");
        for word in [
            "Black",
            "White",
            "Resignation",
            "Agreement",
            "DoubleFour",
            "Point",
        ] {
            assert!(!got.contains(word), "{got}");
        }
    }
}

/// The board sizes the random tests cover: the smallest, an even one, the usual ones and
/// the largest.
pub const SIZES: [u8; 5] = [5, 6, 15, 19, 26];

/// Every point of a `size` × `size` board, row by row.
pub fn points(size: u8) -> impl Iterator<Item = Point> {
    (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y).unwrap()))
}

/// The threat map of `color` that [`Position::threats_at`](crate::Position::threats_at)
/// gives when asked point by point: the plain path (the forbidden judge with its trace at
/// each empty point) that the fast [`Position::threats`](crate::Position::threats) is
/// checked against.
pub fn threat_map_point_by_point(pos: &crate::Position, color: Color) -> crate::ThreatMap {
    let mut map = crate::ThreatMap::default();
    for p in points(pos.size()) {
        let Some(t) = pos.threats_at(p, color) else {
            continue;
        };
        let (fours, threes) = (t.fours(), t.threes());
        for (set, yes) in [
            (&mut map.five, t.wins()),
            (&mut map.four, fours >= 1),
            (&mut map.straight_four, t.straight_four()),
            (&mut map.three, threes >= 1),
            (&mut map.four_three, fours >= 1 && threes >= 1),
            (&mut map.four_four, fours >= 2),
            (&mut map.three_three, threes >= 2),
        ] {
            if yes {
                set.insert(p);
            }
        }
    }
    map
}

/// The four directions of a line.
pub const LINE_DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A board as a plain array of cells, read by plain loops: the reference the bit tricks
/// and the other engines are checked against.
///
/// ```
/// use gomoku_referee::testing::{Grid, p};
/// use gomoku_referee::Color;
/// let mut g = Grid::new(15);
/// g.set(p("h8"), Some(Color::Black));
/// assert_eq!(g.at(7, 7), Some(Some(Color::Black)));
/// assert_eq!(g.at(-1, 7), None);
/// assert_eq!(g.longest_run(Color::Black, 8, 7), 2);
/// ```
#[derive(Clone)]
pub struct Grid {
    /// The board size.
    pub size: u8,
    cells: [[Option<Color>; 26]; 26],
}

impl Grid {
    /// The empty board of this size.
    #[must_use]
    pub fn new(size: u8) -> Grid {
        Grid {
            size,
            cells: [[None; 26]; 26],
        }
    }

    /// The cell at (x, y), `None` off the board.
    #[must_use]
    pub fn at(&self, x: i32, y: i32) -> Option<Option<Color>> {
        let n = i32::from(self.size);
        if x < 0 || y < 0 || x >= n || y >= n {
            None
        } else {
            Some(self.cells[y as usize][x as usize])
        }
    }

    /// Sets the cell of `p`.
    pub fn set(&mut self, p: Point, c: Option<Color>) {
        self.cells[usize::from(p.y())][usize::from(p.x())] = c;
    }

    /// The length of the run of `color` through (x, y) along (dx, dy), counting (x, y)
    /// itself as a stone of `color`.
    #[must_use]
    pub fn run(&self, color: Color, x: i32, y: i32, (dx, dy): (i32, i32)) -> i32 {
        let mut len = 1;
        for sign in [-1, 1] {
            let mut k = 1;
            while self.at(x + sign * dx * k, y + sign * dy * k) == Some(Some(color)) {
                len += 1;
                k += 1;
            }
        }
        len
    }

    /// The longest run of `color` through (x, y) in any direction, (x, y) counted as a
    /// stone of `color`.
    #[must_use]
    pub fn longest_run(&self, color: Color, x: i32, y: i32) -> i32 {
        LINE_DIRS
            .iter()
            .map(|&d| self.run(color, x, y, d))
            .max()
            .unwrap_or(1)
    }

    /// The stones, in board order.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        points(self.size).filter_map(|p| self.at(p.x().into(), p.y().into())?.map(|c| (p, c)))
    }

    /// The empty points, in board order.
    pub fn empties(&self) -> impl Iterator<Item = Point> + '_ {
        points(self.size).filter(|p| self.at(p.x().into(), p.y().into()) == Some(None))
    }

    /// The same stones as a [`Setup`], `turn` to move.
    #[must_use]
    pub fn setup(&self, turn: Color) -> Setup {
        let mut s = Setup::new().with_turn(turn);
        for (p, c) in self.stones() {
            s = s.with_stone(p, c);
        }
        s
    }

    /// The same stones as a [`Board`], set one by one (for the unit tests).
    #[cfg(test)]
    pub(crate) fn board(&self) -> Board {
        let mut board = Board::empty(self.size);
        for (p, c) in self.stones() {
            board.set(p, c);
        }
        board
    }
}

/// A random grid: each point holds a stone with probability `density`‰, Black with
/// probability `black`‰ (so that long runs of one colour, up to whole rows, occur too).
pub fn random_grid(rng: &mut Rng, size: u8, density: u64, black: u64) -> Grid {
    let mut grid = Grid::new(size);
    for p in points(size) {
        if rng.below(1000) < density {
            let color = if rng.below(1000) < black {
                Color::Black
            } else {
                Color::White
            };
            grid.set(p, Some(color));
        }
    }
    grid
}

/// A random grid with a random density and colour mix (see [`random_grid`]).
pub fn any_grid(rng: &mut Rng, size: u8) -> Grid {
    let density = [50, 200, 350, 500, 700, 900, 1000][rng.below(7) as usize];
    let black = [0, 300, 500, 700, 1000][rng.below(5) as usize];
    random_grid(rng, size, density, black)
}

/// The board drawn as text, top row first, for the unit tests' failure messages.
#[cfg(test)]
pub(crate) fn draw(board: &Board) -> String {
    let n = board.size();
    let mut out = String::new();
    for y in (0..n).rev() {
        for x in 0..n {
            out.push(match board.get(Point::new(x, y).unwrap()) {
                Some(c) => c.char(),
                None => '.',
            });
        }
        out.push('\n');
    }
    out
}

// ---------------------------------------------------------------------------------------
// The action model.

/// The text of coordinates: `h8` when they name a point of the core, else `(x, y)`.
#[must_use]
pub fn point_text(x: i32, y: i32) -> String {
    match Point::from_coords(i64::from(x), i64::from(y)) {
        Some(p) => p.to_string(),
        None => format!("({x}, {y})"),
    }
}

/// One action of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The side to move places a stone at these coordinates (any, even no point at all).
    Place(i32, i32),
    /// The side to move passes.
    Pass,
    /// Take back the last move.
    Undo,
    /// A colour resigns.
    Resign(Color),
    /// A colour's time ran out.
    Timeout(Color),
    /// A colour offers a draw.
    Offer(Color),
    /// A colour accepts a draw offer.
    Accept(Color),
    /// A colour declines a draw offer.
    Decline(Color),
    /// The expected opening stone at these coordinates.
    Stone(i32, i32),
    /// Swap colours.
    Swap,
    /// Decline to swap.
    Keep,
    /// The expected player takes this colour.
    Choose(Color),
    /// Declare a number of fifth-move offers.
    Declare(u32),
    /// Offer fifth moves (in this order).
    Offers(Offers),
    /// Pick an offered fifth move.
    Pick(i32, i32),
    /// Take back the last step of any kind.
    UndoStep,
}

/// Up to 12 offered points, as coordinates (`Copy`, unlike a `Vec`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offers {
    points: [(i32, i32); 12],
    len: usize,
}

impl Offers {
    /// The first 12 of `points`.
    #[must_use]
    pub fn new(points: &[(i32, i32)]) -> Offers {
        let mut o = Offers {
            points: [(0, 0); 12],
            len: points.len().min(12),
        };
        o.points[..o.len].copy_from_slice(&points[..o.len]);
        o
    }

    /// The points, in order.
    #[must_use]
    pub fn points(&self) -> &[(i32, i32)] {
        &self.points[..self.len]
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(x, y) => f.write_str(&point_text(*x, *y)),
            Action::Pass => f.write_str("pass"),
            Action::Undo => f.write_str("undo"),
            Action::Resign(c) => write!(f, "resign {c}"),
            Action::Timeout(c) => write!(f, "timeout {c}"),
            Action::Offer(c) => write!(f, "offer {c}"),
            Action::Accept(c) => write!(f, "accept {c}"),
            Action::Decline(c) => write!(f, "decline {c}"),
            Action::Stone(x, y) => write!(f, "place {}", point_text(*x, *y)),
            Action::Swap => f.write_str("swap"),
            Action::Keep => f.write_str("keep"),
            Action::Choose(c) => write!(f, "choose {c}"),
            Action::Declare(n) => write!(f, "declare {n}"),
            Action::Offers(o) => {
                f.write_str("offer")?;
                for &(x, y) in o.points() {
                    write!(f, " {}", point_text(x, y))?;
                }
                Ok(())
            }
            Action::Pick(x, y) => write!(f, "pick {}", point_text(*x, *y)),
            Action::UndoStep => f.write_str("undo-step"),
        }
    }
}

impl Action {
    /// Whether the action is a move (refused with a `PlayError`) rather than a game
    /// action (refused with a `GameError`).
    #[must_use]
    pub const fn is_move(&self) -> bool {
        matches!(self, Action::Place(..) | Action::Pass)
    }

    /// The core error enum that refuses the action, as a variant prefix: `PlayError::`
    /// for moves, `OpeningError::` for opening actions, `GameError::` for the others.
    #[must_use]
    pub const fn error_enum(&self) -> &'static str {
        match self {
            Action::Place(..) | Action::Pass => "PlayError::",
            Action::Stone(..)
            | Action::Swap
            | Action::Keep
            | Action::Choose(_)
            | Action::Declare(_)
            | Action::Offers(_)
            | Action::Pick(..) => "OpeningError::",
            _ => "GameError::",
        }
    }
}

/// Why the core refused an action (see [`Action::apply`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The coordinates name no point at all (negative, or beyond the largest board).
    NotAPoint,
    /// A move refused.
    Play(PlayError),
    /// A game action refused.
    Game(GameError),
    /// An opening action refused.
    Opening(OpeningError),
}

impl Action {
    /// Does the action on `game` through the core's API: what every test that drives a
    /// game with actions calls (the agreement tests' core face, the property tests).
    ///
    /// # Errors
    ///
    /// The core's refusal; [`Refused::NotAPoint`] when the coordinates name no point.
    ///
    /// ```
    /// use gomoku_referee::testing::{Action, Refused};
    /// use gomoku_referee::{Game, GameError, Rules};
    /// let mut game = Game::new(Rules::freestyle());
    /// assert_eq!(Action::Place(7, 7).apply(&mut game), Ok(()));
    /// assert_eq!(Action::Place(-1, 7).apply(&mut game), Err(Refused::NotAPoint));
    /// assert_eq!(Action::Accept(gomoku_referee::Color::Black).apply(&mut game),
    ///     Err(Refused::Game(GameError::NoDrawOffer(gomoku_referee::Color::Black))));
    /// ```
    pub fn apply(&self, game: &mut Game) -> Result<(), Refused> {
        let point = |x: i32, y: i32| {
            Point::from_coords(i64::from(x), i64::from(y)).ok_or(Refused::NotAPoint)
        };
        let play = |r: Result<(), PlayError>| r.map_err(Refused::Play);
        let act = |r: Result<(), GameError>| r.map_err(Refused::Game);
        let opening = |r: Result<(), OpeningError>| r.map_err(Refused::Opening);
        match *self {
            Action::Place(x, y) => play(game.play(Move::Place(point(x, y)?))),
            Action::Pass => play(game.pass()),
            Action::Undo => act(game.undo().map(drop)),
            Action::Resign(c) => act(game.resign(c)),
            Action::Timeout(c) => act(game.timeout(c)),
            Action::Offer(c) => act(game.offer_draw(c)),
            Action::Accept(c) => act(game.accept_draw(c)),
            Action::Decline(c) => act(game.decline_draw(c)),
            Action::Stone(x, y) => opening(game.place(point(x, y)?)),
            Action::Pick(x, y) => opening(game.pick(point(x, y)?)),
            Action::Swap => opening(game.swap()),
            Action::Keep => opening(game.keep()),
            Action::Choose(c) => opening(game.choose(c)),
            // A count beyond 255 is beyond every rule's N: refused as 255 is.
            Action::Declare(n) => opening(game.declare(u8::try_from(n).unwrap_or(u8::MAX))),
            Action::Offers(o) => {
                let pts = o
                    .points()
                    .iter()
                    .map(|&(x, y)| point(x, y))
                    .collect::<Result<Vec<Point>, Refused>>()?;
                opening(game.offer(&pts))
            }
            Action::UndoStep => act(game.undo_step().map(drop)),
        }
    }
}
