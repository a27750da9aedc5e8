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
//! and the bot goes by the evaluation. During an opening (RULES.md §7) it places the
//! stones the step allows; the opening's other actions (swap, colour, offers) are not
//! its business.
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
//! game.play_at(decision.point)?;
//! // The same seed and budget give the same move.
//! let again = ReferenceBot::new(7).decide(&Game::from_text(Rules::renju(), "h8 a1 i8 a2 j8 a3")?, 10_000)?;
//! assert_eq!(again, decision);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::vec::Vec;
use core::fmt;

use crate::brain::{Bot, Budget};
use crate::protocol::About;
use crate::{
    Color, Game, PlayError, Point, PointSet, Position, ThreatMap, VcfBound, VcfLimits, VcfLine,
    VcfMode, VcfResult,
};

/// Why the reference bot chose its move ([`Decision::reason`]).
///
/// ```
/// use gomoku_referee::bot::Reason;
/// assert_eq!(Reason::Vcf.name(), "vcf");
/// assert_eq!(Reason::ALL.len(), 5);
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
}

impl Reason {
    /// Every reason, in declaration order.
    pub const ALL: [Reason; 5] = [
        Reason::Win,
        Reason::Vcf,
        Reason::Refute,
        Reason::Delay,
        Reason::Evaluate,
    ];

    /// The name: `win`, `vcf`, `refute`, `delay`, `evaluate`.
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
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The reference bot's move, why, and the VCF nodes it spent
/// ([`ReferenceBot::decide`]).
///
/// ```
/// use gomoku_referee::bot::{Reason, ReferenceBot};
/// use gomoku_referee::{Game, Rules};
/// let game = Game::from_text(Rules::freestyle(), "e8 a1 f8 a3 g8 a5 h8 a7")?;
/// let d = ReferenceBot::new(0).decide(&game, 1_000)?;
/// assert_eq!(d.reason, Reason::Win);
/// assert!(d.point.to_string() == "d8" || d.point.to_string() == "i8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decision {
    /// The point to play.
    pub point: Point,
    /// Why.
    pub reason: Reason,
    /// The VCF nodes the decision visited (at most the budget given).
    pub nodes: u64,
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

    /// The move for the side to move in `game`, spending at most `nodes` VCF nodes.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game is over; [`PlayError::OpeningUnderWay`]
    /// when the opening waits for an action that puts no stone (a swap, a colour, a
    /// number of offers). The bot is unchanged then.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, PlayError, Rules};
    /// let game = Game::from_text(Rules::freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8")?;
    /// assert_eq!(ReferenceBot::new(0).choose(&game, 100), Err(PlayError::GameOver));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose(&mut self, game: &Game, nodes: u64) -> Result<Point, PlayError> {
        self.decide(game, nodes).map(|d| d.point)
    }

    /// The move, why, and the nodes spent: [`choose`](ReferenceBot::choose) with its
    /// reasons.
    ///
    /// # Errors
    ///
    /// As [`choose`](ReferenceBot::choose).
    ///
    /// ```
    /// use gomoku_referee::bot::{Reason, ReferenceBot};
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::new(Rules::renju());
    /// let d = ReferenceBot::new(0).decide(&game, 1_000)?;
    /// assert_eq!((d.point.to_string(), d.reason), ("h8".to_string(), Reason::Evaluate));
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
    /// As [`choose`](ReferenceBot::choose).
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::from_text(Rules::freestyle(), "h8 h9 i8")?;
    /// // Already out of time: a move all the same, the same as with no time to search.
    /// let hurried = ReferenceBot::new(5).decide_until(&game, 60_000, &mut || true)?;
    /// assert!(game.is_legal(hurried.point));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decide_until(
        &mut self,
        game: &Game,
        nodes: u64,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<Decision, PlayError> {
        let legal = game.legal_moves();
        self.decide_among(game.position(), legal, nodes, out_of_time)
            .ok_or(if game.expected().is_some() {
                PlayError::OpeningUnderWay
            } else {
                PlayError::GameOver
            })
    }

    /// The decision in a bare position, among `points`: the points where the side to move
    /// may put a stone ([`Game::legal_moves`], or an opening step's allowed points, as a
    /// vector environment keeps them); `None` when `points` is empty. The other arguments
    /// are [`decide_until`](ReferenceBot::decide_until)'s.
    ///
    /// ```
    /// use gomoku_referee::bot::ReferenceBot;
    /// use gomoku_referee::{Point, PointSet, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// let corner: PointSet = ["a1", "o15"].iter().map(|p| p.parse::<Point>().unwrap()).collect();
    /// let d = ReferenceBot::new(0).decide_among(&pos, corner, 100, &mut || false).unwrap();
    /// assert!(corner.contains(d.point));
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
            point,
            reason,
            nodes: nodes - left,
        })
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
        let capture = pos.rules().capture().is_some();
        let mut scored: Vec<(i64, Point)> = pool
            .iter()
            .map(|&p| {
                let mut score = windows(pos, p, me)
                    + windows(pos, p, them) * 4 / 5
                    + shapes(&maps[0], p)
                    + shapes(&maps[1], p) * 3 / 5;
                if capture {
                    let mut next = *pos;
                    if next.play_at(p).is_ok() {
                        score += 3_000 * next.last_captures().len() as i64 / 2;
                    }
                }
                (score * 8 + self.rng.below(8) as i64, p)
            })
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
            self.decide_until(game, nodes, &mut || {
                deadline.is_some_and(|d| std::time::Instant::now() >= d)
            })
        };
        #[cfg(not(feature = "std"))]
        let decision = self.decide(game, nodes);
        match decision {
            Ok(d) => d.point,
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
