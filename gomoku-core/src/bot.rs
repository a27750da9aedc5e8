//! The reference bot (feature `alloc`): a small player that every face ships, so that a
//! person, a tournament brain or a learning agent has an opponent that plays the rules
//! (RULES.md §12's threats and VCF; §6's forbidden points) without writing one.
//!
//! It is a player, not rule logic: everything it knows it asks the position — legality,
//! forbidden points, threat maps, VCF. In this order it:
//!
//! 1. wins at once when it can;
//! 2. never plays a move after which the opponent wins at once (so it blocks fours, and
//!    under pente or ninuki-renju captures that would win);
//! 3. plays the first move of its VCF when it has one ([`Position::vcf`]);
//! 4. when the opponent has a VCF, plays a move after which he has none, taken from the
//!    points of his line and the fours of both sides (or, failing that, the move that
//!    leaves him the longest);
//! 5. otherwise picks by a small evaluation: the five-point windows through each
//!    candidate, the shapes of both threat maps ([`Position::threats`]) and captures.
//!
//! It never plays a point forbidden to it. Under the capture rules VCF is not defined,
//! and the bot goes by the evaluation. During an opening (RULES.md §7) it takes every
//! step the protocol expects ([`ReferenceBot::decide`]): it places the stones the step
//! allows by the same search, and makes the other choices — swap or keep, a colour, the
//! number of offers, the offers, the pick — by a cheap evaluation, so that every face and
//! every environment plays openings by one policy.
//!
//! Its searches are bounded by a number of VCF **nodes**, not by the clock, so that the
//! same seed and the same budget give the same move on any machine and in every face.
//! The crate has no clock (`no_std`): a caller that also wants a wall-clock deadline
//! passes a function that says when time is up ([`ReferenceBot::decide_until`]); it is
//! asked between searches. Ties are broken by a generator seeded at
//! [`ReferenceBot::new`]: the seed and the node budget decide every move.
//!
//! ```
//! use gomoku_referee::bot::{Reason, ReferenceBot};
//! use gomoku_referee::{Game, Rules};
//!
//! let mut game = Game::from_text(Rules::renju(), "h8 a1 i8 a2 j8 a3")?;
//! let mut bot = ReferenceBot::new(7);
//! let decision = bot.decide(&game, 10_000)?;
//! // Black's open three g8-j8 wins by a straight four (its VCF).
//! assert!(matches!(decision.reason, Reason::Vcf | Reason::Win));
//! game.play_at(decision.point().unwrap())?;
//! // The same seed and budget give the same move.
//! let again = ReferenceBot::new(7).decide(&Game::from_text(Rules::renju(), "h8 a1 i8 a2 j8 a3")?, 10_000)?;
//! assert_eq!(again, decision);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::vec::Vec;
use core::fmt;

use crate::brain::{Bot, Budget};
use crate::opening::check_offers;
use crate::protocol::About;
use crate::{
    Color, Expecting, Game, Move, OpeningAction, OpeningError, OpeningState, PlayError, Point,
    PointSet, Position, Step, ThreatMap, VcfBound, VcfLimits, VcfLine, VcfMode, VcfResult,
};

/// Why the reference bot chose its move ([`Decision::reason`]).
///
/// ```
/// use gomoku_referee::bot::Reason;
/// assert_eq!(Reason::Vcf.name(), "vcf");
/// assert_eq!(Reason::ALL.len(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// The move wins at once.
    Win,
    /// The first move of the bot's VCF.
    Vcf,
    /// The opponent had a VCF; after this move he has none (as far as the budget saw).
    Refute,
    /// The opponent had a VCF and no candidate refuted it: the one that held best.
    Delay,
    /// By the evaluation (among the moves that do not lose at once, when there are any).
    Evaluate,
    /// An opening choice that is not a stone of the bot's own search: a swap or a keep, a
    /// colour, a number of offers, the offers, a pick (see [`ReferenceBot::decide`]).
    Opening,
}

impl Reason {
    /// Every reason, in declaration order.
    pub const ALL: [Reason; 6] = [
        Reason::Win,
        Reason::Vcf,
        Reason::Refute,
        Reason::Delay,
        Reason::Evaluate,
        Reason::Opening,
    ];

    /// The name: `win`, `vcf`, `refute`, `delay`, `evaluate`, `opening`.
    ///
    /// ```
    /// use gomoku_referee::bot::Reason;
    /// assert_eq!(Reason::Refute.to_string(), Reason::Refute.name());
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Win => "win",
            Reason::Vcf => "vcf",
            Reason::Refute => "refute",
            Reason::Delay => "delay",
            Reason::Evaluate => "evaluate",
            Reason::Opening => "opening",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The reference bot's step, why, and the VCF nodes it spent ([`ReferenceBot::decide`]).
///
/// The step is a move of normal play, or the opening action the game expects
/// ([`Game::expected`]): a placed stone, a swap or a keep, a colour, a number of offers,
/// the offers, a pick. [`Decision::kind`] names it, [`Decision::point`] gives its stone.
///
/// ```
/// use gomoku_referee::bot::{Reason, ReferenceBot};
/// use gomoku_referee::{Game, Rules};
/// let game = Game::from_text(Rules::freestyle(), "e8 a1 f8 a3 g8 a5 h8 a7")?;
/// let d = ReferenceBot::new(0).decide(&game, 1_000)?;
/// assert_eq!((d.kind(), d.reason), ("move", Reason::Win));
/// let p = d.point().unwrap().to_string();
/// assert!(p == "d8" || p == "i8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decision {
    /// What to do: [`Step::Move`] in normal play, [`Step::Opening`] while an opening runs.
    pub step: Step,
    /// Why.
    pub reason: Reason,
    /// The VCF nodes the decision visited (at most the budget given).
    pub nodes: u64,
}

impl Decision {
    /// The kinds of step, as [`Decision::kind`] names them: a move of normal play, then
    /// the opening actions ([`OpeningAction::name`]).
    pub const KINDS: [&'static str; 8] = [
        "move", "place", "swap", "keep", "choose", "declare", "offer", "pick",
    ];

    /// The kind of step: `move` (normal play), or the opening action's name — `place`,
    /// `swap`, `keep`, `choose`, `declare`, `offer`, `pick` (the same names in every
    /// face).
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Opening, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap)?;
    /// for p in ["h8", "h9", "i8"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// let d = ReferenceBot::new(0).decide(&game, 1_000)?;
    /// assert_eq!(d.kind(), "choose"); // Swap's second player takes a colour
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match &self.step {
            Step::Move(_) => "move",
            Step::Opening(a) => a.name(),
        }
    }

    /// The stone the step puts on the board: a move's point, a placed opening stone, a
    /// picked fifth move; `None` for the other opening actions.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Rules};
    /// let d = ReferenceBot::new(0).decide(&Game::new(Rules::renju()), 100)?;
    /// assert_eq!(d.point(), Some("h8".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn point(&self) -> Option<Point> {
        match self.step {
            Step::Move(Move::Place(p))
            | Step::Opening(OpeningAction::Place(p) | OpeningAction::Pick(p)) => Some(p),
            _ => None,
        }
    }

    /// Takes the step in `game`: [`Game::play`] for a move, [`Game::act`] for an opening
    /// action.
    ///
    /// # Errors
    ///
    /// As [`Game::act`] when `game` is not the one decided for; a move the game refuses
    /// comes as [`OpeningError::Illegal`] with the [`PlayError`].
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Opening, Rules};
    /// // The bot plays a whole RIF opening against itself, and on into the game.
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// let mut bot = ReferenceBot::new(3);
    /// while game.moves().len() < 8 {
    ///     bot.decide(&game, 1_000)?.apply(&mut game)?;
    /// }
    /// assert_eq!(game.expected(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, game: &mut Game) -> Result<(), OpeningError> {
        match self.step {
            Step::Move(m) => game.play(m).map_err(OpeningError::Illegal),
            Step::Opening(a) => game.act(a),
        }
    }
}

/// The reference bot's seeded generator (xorshift64*): its tie-breaks, and a small
/// generator for a program around it (a random opponent, random opening moves) that wants
/// the same sequence on every platform without a dependency.
///
/// ```
/// use gomoku_referee::bot::Rng;
/// let mut a = Rng::new(7);
/// let mut b = a.clone();
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded by `seed` (any value, 0 included).
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0; the small bias of a modulo does not matter to a
    /// tie-break).
    ///
    /// # Panics
    ///
    /// When `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The reference bot: a seeded player (see the [module](self) for what it does).
///
/// It keeps only its generator: [`Clone`] it to replay the same choices, and it is the
/// same player in every face (`gomoku_reference_bot` in C, `gomoku.ReferenceBot` in
/// Python, `ReferenceBot` in JavaScript).
///
/// ```
/// use gomoku_referee::bot::ReferenceBot;
/// use gomoku_referee::{Game, Rules};
///
/// // The bot against itself: every move legal, never a forbidden one.
/// let mut game = Game::new(Rules::renju());
/// let mut bots = [ReferenceBot::new(1), ReferenceBot::new(2)];
/// for _ in 0..10 {
///     let point = bots[game.turn().index()].choose(&game, 2_000)?;
///     assert!(game.position().forbidden(point).is_none());
///     game.play_at(point)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReferenceBot {
    rng: Rng,
}

/// The four line directions.
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Points worth a window of five holding `n` stones of one colour and none of the other.
const WINDOW: [i64; 6] = [0, 2, 20, 200, 5_000, 100_000];

/// The longest VCF looked for (attacker moves).
const VCF_MOVES: u32 = 20;

fn at(pos: &Position, x: i32, y: i32) -> Option<Option<Color>> {
    let size = i32::from(pos.size());
    if x < 0 || y < 0 || x >= size || y >= size {
        return None;
    }
    Point::new(x as u8, y as u8).map(|p| pos.stone_at(p))
}

/// The empty points within two of a stone (the centre on an empty board).
fn near_stones(pos: &Position) -> Vec<Point> {
    let mut out = Vec::new();
    for p in pos.empty_points().iter() {
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        let near =
            (-2..=2).any(|dx| (-2..=2).any(|dy| matches!(at(pos, x + dx, y + dy), Some(Some(_)))));
        if near {
            out.push(p);
        }
    }
    if out.is_empty() {
        let c = pos.size() / 2;
        out.extend(Point::new(c, c));
    }
    out
}

/// How good `p` is for `color`: the windows of five through it free of the other colour,
/// each by the stones it would hold.
fn windows(pos: &Position, p: Point, color: Color) -> i64 {
    let (x, y) = (i32::from(p.x()), i32::from(p.y()));
    let mut score = 0;
    for (dx, dy) in DIRECTIONS {
        for start in -4..=0 {
            let mut own = 1;
            let mut open = true;
            for k in start..start + 5 {
                if k == 0 {
                    continue;
                }
                match at(pos, x + dx * k, y + dy * k) {
                    None => open = false,
                    Some(Some(c)) if c == color => own += 1,
                    Some(Some(_)) => open = false,
                    Some(None) => {}
                }
            }
            if open {
                score += WINDOW[own.min(5)];
            }
        }
    }
    score
}

/// What the shapes of a threat map make of `p` (a straight four all but wins; a
/// four-three or a double three — where allowed — wins soon).
fn shapes(map: &ThreatMap, p: Point) -> i64 {
    let mut score = 0;
    if map.straight_four.contains(p) {
        score += 40_000;
    }
    if map.four_three.contains(p) || map.four_four.contains(p) {
        score += 20_000;
    }
    if map.three_three.contains(p) {
        score += 8_000;
    }
    if map.four.contains(p) {
        score += 600;
    }
    if map.three.contains(p) {
        score += 400;
    }
    score
}

/// What a stone of the side to move at `p` is worth: its windows and the other side's it
/// takes, the shapes of both threat maps (`maps`: the mover's, then the other's), and the
/// stones it captures.
fn value(pos: &Position, p: Point, maps: &[ThreatMap; 2]) -> i64 {
    let me = pos.turn();
    let mut score = windows(pos, p, me)
        + windows(pos, p, me.other()) * 4 / 5
        + shapes(&maps[0], p)
        + shapes(&maps[1], p) * 3 / 5;
    if pos.rules().capture().is_some() {
        let mut next = *pos;
        if next.play_at(p).is_ok() {
            score += 3_000 * next.last_captures().len() as i64 / 2;
        }
    }
    score
}

/// The centre point.
fn centre(pos: &Position) -> Point {
    crate::opening::centre(pos.size())
}

/// How much `color` would like to hold the position: its best point's windows and
/// shapes, with a bonus of three tenths for the side to move (the tempo).
fn prospects(pos: &Position, color: Color) -> i64 {
    let map = pos.threats(color);
    let top = near_stones(pos)
        .into_iter()
        .map(|p| windows(pos, p, color) + shapes(&map, p))
        .max()
        .unwrap_or(0);
    if pos.turn() == color {
        top * 13 / 10
    } else {
        top
    }
}

/// The colour the bot would rather hold (Black on a tie).
fn preferred(pos: &Position) -> Color {
    if prospects(pos, Color::Black) >= prospects(pos, Color::White) {
        Color::Black
    } else {
        Color::White
    }
}

/// The colour the bot clearly prefers (its prospects a quarter above the other's), if any.
fn clear_preference(pos: &Position) -> Option<Color> {
    let (b, w) = (prospects(pos, Color::Black), prospects(pos, Color::White));
    ((b - w).abs() * 4 > b.max(w)).then_some(if b > w { Color::Black } else { Color::White })
}

/// Whether the side to move wins by playing `p`.
fn wins(pos: &Position, p: Point) -> bool {
    let me = pos.turn();
    let mut next = *pos;
    next.play_at(p).is_ok() && next.outcome().is_some_and(|o| o.winner == Some(me))
}

/// The empty points next to a stone (the eight neighbours): every point where a move can
/// win at once is one (a five's completion point touches a stone of its line; a winning
/// capture touches the pair it takes).
fn touching_stones(pos: &Position) -> PointSet {
    let stones = pos.stones(Color::Black).union(pos.stones(Color::White));
    let mut out = PointSet::new();
    for s in stones.iter() {
        let (x, y) = (i32::from(s.x()), i32::from(s.y()));
        for dx in -1..=1 {
            for dy in -1..=1 {
                if let Some(None) = at(pos, x + dx, y + dy) {
                    out.extend(Point::new((x + dx) as u8, (y + dy) as u8));
                }
            }
        }
    }
    out
}

/// Whether playing `p` lets the opponent win at once (or is illegal, or ends the game
/// otherwise than by the mover's win).
fn loses_at_once(pos: &Position, p: Point) -> bool {
    let mut next = *pos;
    if next.play_at(p).is_err() || next.is_game_over() {
        return true;
    }
    touching_stones(&next).iter().any(|q| wins(&next, q))
}

/// A VCF of `attacker` in `pos` within `nodes`: the line (`None` when there is none, when
/// the budget ran out, or under the capture rules), whether "none" is proved, and the
/// nodes it cost.
fn vcf(pos: &Position, attacker: Color, nodes: u64) -> (Option<VcfLine>, bool, u64) {
    if nodes == 0 {
        return (None, false, 0);
    }
    let limits = VcfLimits {
        max_moves: VCF_MOVES,
        max_nodes: nodes,
        mode: VcfMode::Shortest,
        ..VcfLimits::default()
    };
    match pos.vcf(attacker, &limits) {
        Ok(v) => match v.result {
            VcfResult::Found(line) => (Some(line), true, v.nodes),
            VcfResult::NotFound { stopped_by } => {
                (None, stopped_by != Some(VcfBound::Nodes), v.nodes)
            }
        },
        Err(_) => (None, false, 0),
    }
}

impl ReferenceBot {
    /// The node budget of [`Bot::choose`] when the manager sets no time, and its cap: about
    /// a tenth of a second of VCF search on a release build.
    pub const MAX_NODES: u64 = 60_000;

    /// The VCF nodes [`Bot::choose`] gives each millisecond of the move's time, before it
    /// keeps three quarters back (a release build visits several times more; the margin
    /// is for slow machines and debug builds).
    pub const NODES_PER_MS: u64 = 500;

    /// A bot whose tie-breaks follow `seed`.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// assert_eq!(ReferenceBot::new(3), ReferenceBot::new(3));
    /// assert_ne!(ReferenceBot::new(3), ReferenceBot::new(4));
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> ReferenceBot {
        ReferenceBot {
            rng: Rng::new(seed),
        }
    }

    /// The node budget for a move under a manager's `budget`: [`NODES_PER_MS`] a
    /// millisecond of [`Budget::time_for_move`], a quarter of it, at most [`MAX_NODES`]
    /// (and [`MAX_NODES`] when no time is set).
    ///
    /// [`NODES_PER_MS`]: ReferenceBot::NODES_PER_MS
    /// [`MAX_NODES`]: ReferenceBot::MAX_NODES
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::brain::Budget;
    /// assert_eq!(ReferenceBot::nodes_for(Budget::UNLIMITED), ReferenceBot::MAX_NODES);
    /// let fast = Budget { turn: Some(Duration::from_millis(100)), ..Budget::UNLIMITED };
    /// assert_eq!(ReferenceBot::nodes_for(fast), 90 * 500 / 4);
    /// ```
    #[must_use]
    pub fn nodes_for(budget: Budget) -> u64 {
        budget.time_for_move().map_or(Self::MAX_NODES, |t| {
            let ms = u64::try_from(t.as_millis()).unwrap_or(u64::MAX);
            (ms.saturating_mul(Self::NODES_PER_MS) / 4).min(Self::MAX_NODES)
        })
    }

    /// The stone for the side to move in `game`, spending at most `nodes` VCF nodes: the
    /// point of [`decide`](ReferenceBot::decide)'s step when it puts a stone (a move, an
    /// opening stone, a pick; at Swap2's choice, the stone it would place).
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game is over; [`PlayError::OpeningUnderWay`]
    /// when the opening waits for an action that puts no stone (a swap, a colour, a
    /// number of offers, the offers): [`decide`](ReferenceBot::decide) makes those. The
    /// bot is unchanged then.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, PlayError, Rules};
    /// let game = Game::from_text(Rules::freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8")?;
    /// assert_eq!(ReferenceBot::new(0).choose(&game, 100), Err(PlayError::GameOver));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose(&mut self, game: &Game, nodes: u64) -> Result<Point, PlayError> {
        self.choose_until(game, nodes, &mut || false)
    }

    /// [`choose`](ReferenceBot::choose) with a deadline, as
    /// [`decide_until`](ReferenceBot::decide_until) takes it.
    ///
    /// # Errors
    ///
    /// As [`choose`](ReferenceBot::choose).
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::from_text(Rules::freestyle(), "h8 h9 i8")?;
    /// let p = ReferenceBot::new(5).choose_until(&game, 60_000, &mut || true)?;
    /// assert!(game.is_legal(p));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose_until(
        &mut self,
        game: &Game,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<Point, PlayError> {
        match game.expected().map(|e| e.what) {
            None | Some(Expecting::Place { .. } | Expecting::ChooseColorOrPlace { .. }) => {
                self.stone(game, nodes, out_of_time).map(|(p, _)| p)
            }
            Some(Expecting::Pick) => Ok(self.pick(game.position(), game.allowed_points())),
            Some(_) => Err(PlayError::OpeningUnderWay),
        }
    }

    /// The step for `game`, why, and the nodes spent: in normal play and for an opening's
    /// stones, the move of the bot's search (see the [module](self)); for the opening's
    /// other steps ([`Game::expected`]), a choice by a cheap evaluation — no VCF node is
    /// spent on them:
    ///
    /// - **swap or keep**, **a colour**: the colour whose best point (the windows of five
    ///   and the threat shapes of the position, with a bonus for the side to move) is
    ///   worth more — keep it, swap to it, take it;
    /// - **Swap2's choice**: a colour when one is clearly better (by a quarter), else the
    ///   stone of the search (and then the next one);
    /// - **the number of offers**: half the most allowed, rounded up;
    /// - **the offers**: the best points for Black by the search's evaluation, each kept
    ///   when the referee accepts it beside the earlier ones (no two symmetric);
    /// - **Taraguchi's choice**: a swap when the other colour is preferred, else the offers;
    /// - **the pick**: the offer worth least to Black (the side that gets it).
    ///
    /// The same seed and budget give the same step.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game is over. The bot is unchanged then.
    ///
    /// ```
    /// use gomoku_referee::bot::{Reason, ReferenceBot};
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::new(Rules::renju());
    /// let d = ReferenceBot::new(0).decide(&game, 1_000)?;
    /// assert_eq!((d.step.to_string(), d.reason), ("h8".to_string(), Reason::Evaluate));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decide(&mut self, game: &Game, nodes: u64) -> Result<Decision, PlayError> {
        self.decide_until(game, nodes, &mut || false)
    }

    /// [`decide`](ReferenceBot::decide) with a deadline: `out_of_time` is asked between
    /// searches (never inside one, whose nodes the budget bounds), and once it says
    /// `true` the bot plays the best move found so far. The crate keeps no clock; with
    /// `std`, a deadline is `|| Instant::now() >= deadline`.
    ///
    /// # Errors
    ///
    /// As [`decide`](ReferenceBot::decide).
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::from_text(Rules::freestyle(), "h8 h9 i8")?;
    /// // Already out of time: a move all the same, the same as with no time to search.
    /// let hurried = ReferenceBot::new(5).decide_until(&game, 60_000, &mut || true)?;
    /// assert!(game.is_legal(hurried.point().unwrap()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decide_until(
        &mut self,
        game: &Game,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<Decision, PlayError> {
        if game.is_game_over() {
            return Err(PlayError::GameOver);
        }
        self.decide_in(game.position(), game.opening_state(), nodes, out_of_time)
            .ok_or(PlayError::GameOver)
    }

    /// [`decide_until`](ReferenceBot::decide_until) in a bare position and the state of
    /// its opening (`None` without one), as a vector environment keeps them; `None` when
    /// the position is over or has no point to play.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Opening, OpeningState, Position, Rules};
    /// let pos = Position::new(Rules::renju());
    /// let rif = OpeningState::new(Opening::Rif, 15)?;
    /// let d = ReferenceBot::new(0).decide_in(&pos, Some(&rif), 100, &mut || false).unwrap();
    /// assert_eq!((d.kind(), d.step.to_string()), ("place", "h8".to_string()));
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    pub fn decide_in(
        &mut self,
        pos: &Position,
        opening: Option<&OpeningState>,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Option<Decision> {
        if pos.is_game_over() {
            return None;
        }
        let Some((state, expected)) = opening.and_then(|s| Some((s, s.expected(pos)?))) else {
            return self.decide_among(pos, pos.legal_moves(), nodes, out_of_time);
        };
        let allowed = state.allowed_points(pos);
        let choice = |action| {
            Some(Decision {
                step: Step::Opening(action),
                reason: Reason::Opening,
                nodes: 0,
            })
        };
        let mut place = |bot: &mut ReferenceBot| {
            let d = bot.decide_among(pos, allowed, nodes, out_of_time)?;
            let p = d.point()?;
            Some(Decision {
                step: Step::Opening(OpeningAction::Place(p)),
                ..d
            })
        };
        match expected.what {
            Expecting::Place { .. } => place(self),
            Expecting::ChooseColorOrPlace { .. } => match clear_preference(pos) {
                Some(color) => choice(OpeningAction::Choose(color)),
                None => place(self),
            },
            Expecting::Swap if preferred(pos) == expected.color => choice(OpeningAction::Keep),
            Expecting::Swap => choice(OpeningAction::Swap),
            Expecting::ChooseColor => choice(OpeningAction::Choose(preferred(pos))),
            Expecting::Declare { max } => choice(OpeningAction::Declare(max.div_ceil(2).max(1))),
            Expecting::SwapOrOffer { .. } if preferred(pos) != expected.color => {
                choice(OpeningAction::Swap)
            }
            Expecting::SwapOrOffer { count } | Expecting::Offer { count } => {
                choice(OpeningAction::Offer(self.offers(pos, allowed, count)))
            }
            Expecting::Pick if allowed.is_empty() => None,
            Expecting::Pick => choice(OpeningAction::Pick(self.pick(pos, allowed))),
        }
    }

    /// The stone of the search among the points where `game` takes one, with the
    /// decision (whose step the caller names).
    fn stone(
        &mut self,
        game: &Game,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<(Point, Decision), PlayError> {
        let legal = game.legal_moves();
        let d = self
            .decide_among(game.position(), legal, nodes, out_of_time)
            .ok_or(if game.expected().is_some() {
                PlayError::OpeningUnderWay
            } else {
                PlayError::GameOver
            })?;
        let p = d.point().unwrap_or_else(|| unreachable!("a stone"));
        Ok((p, d))
    }

    /// The decision in a bare position, among `points`: the points where the side to move
    /// may put a stone ([`Game::legal_moves`], or an opening step's allowed points, as a
    /// vector environment keeps them); `None` when `points` is empty. The step is a
    /// [`Step::Move`]. The other arguments are
    /// [`decide_until`](ReferenceBot::decide_until)'s.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Point, PointSet, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// let corner: PointSet = ["a1", "o15"].iter().map(|p| p.parse::<Point>().unwrap()).collect();
    /// let d = ReferenceBot::new(0).decide_among(&pos, corner, 100, &mut || false).unwrap();
    /// assert!(corner.contains(d.point().unwrap()));
    /// assert!(ReferenceBot::new(0).decide_among(&pos, PointSet::new(), 100, &mut || false).is_none());
    /// ```
    pub fn decide_among(
        &mut self,
        pos: &Position,
        points: PointSet,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Option<Decision> {
        if points.is_empty() {
            return None;
        }
        let (point, reason, left) = self.search(pos, points, nodes, out_of_time);
        Some(Decision {
            step: Step::Move(Move::Place(point)),
            reason,
            nodes: nodes - left,
        })
    }

    /// `count` offers of fifth moves among `allowed` (Black's, the side to move): the best
    /// for Black by the evaluation, each kept when the referee accepts it beside the
    /// earlier ones; forbidden points last.
    fn offers(&mut self, pos: &Position, allowed: PointSet, count: u8) -> PointSet {
        let maps = [pos.threats(pos.turn()), pos.threats(pos.turn().other())];
        let mut ranked: Vec<(bool, i64, Point)> = allowed
            .iter()
            .map(|p| {
                let value = value(pos, p, &maps) * 8 + self.rng.below(8) as i64;
                (pos.forbidden(p).is_some(), -value, p)
            })
            .collect();
        ranked.sort_unstable();
        let mut chosen: Vec<Point> = Vec::new();
        for (_, _, p) in ranked {
            if chosen.len() == usize::from(count) {
                break;
            }
            chosen.push(p);
            if check_offers(pos, chosen.iter().copied(), chosen.len() as u8).is_err() {
                chosen.pop();
            }
        }
        chosen.into_iter().collect()
    }

    /// The offer to pick: the one worth least to Black (the side to move, who gets it).
    fn pick(&mut self, pos: &Position, offers: PointSet) -> Point {
        let maps = [pos.threats(pos.turn()), pos.threats(pos.turn().other())];
        offers
            .iter()
            .map(|p| (value(pos, p, &maps) * 8 + self.rng.below(8) as i64, p))
            .min()
            .map_or_else(|| centre(pos), |(_, p)| p)
    }

    /// The move, why, and the nodes left of `budget`; `legal` is not empty.
    fn search(
        &mut self,
        pos: &Position,
        legal: PointSet,
        budget: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> (Point, Reason, u64) {
        let me = pos.turn();
        let them = me.other();
        let playable = |p: Point| legal.contains(p) && pos.forbidden(p).is_none();
        // Never a forbidden point: under *lose* it loses, under *reject* it is refused.
        let mut moves: Vec<Point> = near_stones(pos)
            .into_iter()
            .filter(|&p| playable(p))
            .collect();
        if moves.is_empty() {
            moves = legal.iter().filter(|&p| playable(p)).collect();
        }
        if moves.is_empty() {
            moves = legal.iter().collect();
        }
        if let Some(&p) = moves.iter().find(|&&p| wins(pos, p)) {
            return (p, Reason::Win, budget);
        }
        // Moves after which the opponent cannot win at once: always checked (a millisecond
        // or so), whatever the budget, since a missed block loses.
        let safe: Vec<Point> = moves
            .iter()
            .copied()
            .filter(|&p| !loses_at_once(pos, p))
            .collect();
        // When every move loses, play the best of them anyway.
        let pool = if safe.is_empty() { moves } else { safe };
        let maps = [pos.threats(me), pos.threats(them)];
        let mut scored: Vec<(i64, Point)> = pool
            .iter()
            .map(|&p| (value(pos, p, &maps) * 8 + self.rng.below(8) as i64, p))
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let best = scored[0].1;
        let in_pool = |p: Point| scored.iter().any(|&(_, q)| q == p);

        // A VCF of ours (a quarter of the nodes).
        let mut left = budget;
        if out_of_time() {
            return (best, Reason::Evaluate, left);
        }
        let (mine, _, spent) = vcf(pos, me, left / 4);
        left = left.saturating_sub(spent);
        if let Some(line) = mine {
            let first = line.moves()[0];
            if playable(first) && in_pool(first) {
                return (first, Reason::Vcf, left);
            }
        }
        // The opponent's VCF, if he were to move (a quarter), and its refutation (the rest).
        if out_of_time() {
            return (best, Reason::Evaluate, left);
        }
        let (theirs, _, spent) = vcf(pos, them, left / 3);
        left = left.saturating_sub(spent);
        let Some(line) = theirs else {
            return (best, Reason::Evaluate, left);
        };
        // Candidates: the points of his line, his fours, our fours (which gain a move), in
        // the order of the evaluation; our fours last, since they only delay.
        let candidates: Vec<Point> = {
            let mut c: Vec<(bool, usize, Point)> = scored
                .iter()
                .enumerate()
                .filter(|&(_, &(_, p))| {
                    line.moves().contains(&p)
                        || maps[1].four.contains(p)
                        || maps[0].four.contains(p)
                })
                .map(|(i, &(_, p))| {
                    let delaying = maps[0].four.contains(p) && !line.moves().contains(&p);
                    (delaying, i, p)
                })
                .collect();
            c.sort_unstable();
            c.into_iter().map(|(_, _, p)| p).collect()
        };
        let per_check = (left / 8).max(1);
        // The best failure: the candidate after which his VCF is longest (or unknown).
        let mut fallback: Option<(u32, Point)> = None;
        for p in candidates {
            if left == 0 || out_of_time() {
                break;
            }
            let mut next = *pos;
            if next.play_at(p).is_err() {
                continue;
            }
            let (after, proved, spent) = vcf(&next, them, per_check.min(left));
            left = left.saturating_sub(spent);
            match after {
                None if proved => return (p, Reason::Refute, left),
                None => {
                    // Unknown within the budget: better than a known loss.
                    if fallback.is_none_or(|(n, _)| n < u32::MAX) {
                        fallback = Some((u32::MAX, p));
                    }
                }
                Some(l) => {
                    if fallback.is_none_or(|(n, _)| n < l.attacker_moves()) {
                        fallback = Some((l.attacker_moves(), p));
                    }
                }
            }
        }
        match fallback {
            Some((_, p)) => (p, Reason::Delay, left),
            None => (best, Reason::Evaluate, left),
        }
    }
}

impl Bot for ReferenceBot {
    /// The move under a manager's `budget`: [`ReferenceBot::nodes_for`] nodes, and with
    /// `std` the move's time ([`Budget::time_for_move`]) as a deadline. A game with no
    /// move for the bot (over, or an opening step that puts no stone) gets the first
    /// legal point or, when there is none, the centre: a [`Bot`] must answer, and the
    /// session refuses such a move itself.
    fn choose(&mut self, game: &Game, budget: Budget) -> Point {
        let nodes = Self::nodes_for(budget);
        #[cfg(feature = "std")]
        let decision = {
            let deadline = budget
                .time_for_move()
                .and_then(|t| std::time::Instant::now().checked_add(t));
            self.choose_until(game, nodes, &mut || {
                deadline.is_some_and(|d| std::time::Instant::now() >= d)
            })
        };
        #[cfg(not(feature = "std"))]
        let decision = self.choose(game, nodes);
        match decision {
            Ok(p) => p,
            Err(_) => {
                let c = game.rules().size() / 2;
                game.legal_moves()
                    .iter()
                    .next()
                    .or(Point::new(c, c))
                    .unwrap_or_else(|| unreachable!("the centre is on the board"))
            }
        }
    }

    /// The bot's step under a manager's `budget` ([`ReferenceBot::decide`], with the
    /// nodes and deadline of [`choose`](Bot::choose)): a move, or the opening's step —
    /// in a `SWAP2BOARD` answer the stones, the colour (`SWAP` when it takes Black), or two
    /// more stones. A game with no step for the bot gets [`choose`](Bot::choose)'s point.
    ///
    /// ```
    /// use gomoku_referee::brain::{Bot, Budget};
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Opening, Rules, Step};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap2)?;
    /// for p in ["h8", "h9", "i8"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// // The second player's choice: a colour, or two more stones.
    /// let step = Bot::decide(&mut ReferenceBot::new(0), &game, Budget::UNLIMITED);
    /// assert!(matches!(step, Step::Opening(_)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn decide(&mut self, game: &Game, budget: Budget) -> crate::Step {
        let nodes = Self::nodes_for(budget);
        #[cfg(feature = "std")]
        let decision = {
            let deadline = budget
                .time_for_move()
                .and_then(|t| std::time::Instant::now().checked_add(t));
            self.decide_until(game, nodes, &mut || {
                deadline.is_some_and(|d| std::time::Instant::now() >= d)
            })
        };
        #[cfg(not(feature = "std"))]
        let decision = ReferenceBot::decide(self, game, nodes);
        match decision {
            Ok(d) => d.step,
            Err(_) => crate::Step::Move(Move::Place(Bot::choose(self, game, budget))),
        }
    }

    /// `name="gomoku-reference-bot"`, the crate's version.
    fn about(&self) -> About<'_> {
        About {
            name: "gomoku-reference-bot",
            version: env!("CARGO_PKG_VERSION"),
            author: "The gomoku developers",
            country: "",
        }
    }
}
