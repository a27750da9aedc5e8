//! `gomoku.VectorEnv`: N games stepped in lock-step inside Rust, for reinforcement
//! learning (docs/RL.md holds the encoding: planes, actions, masks, rewards, auto-reset).
//!
//! Each game is a [`Position`] and, under an opening, an [`OpeningState`]: both `Copy`
//! values that never allocate, so a step allocates nothing. The planes and masks are the
//! core's answers (legal moves, forbidden points, the opening's expected step and allowed
//! points, its judgement of each offer) written into numpy arrays that the
//! environment allocates once and hands out; `step` releases the GIL while it plays and
//! writes, optionally on several threads (each thread a contiguous block of games, from a
//! pool kept for the environment's life). Each game remembers what its rows show
//! (`Shown`), so that a step writes only the cells that changed.

use gomoku_referee::bot::ReferenceBot;
use gomoku_referee::{
    Color, Expected, Expecting, ForbiddenTracker, Move, Opening, OpeningAction, OpeningError,
    OpeningState, Player, Point, PointSet, Position, Rules, Step,
};
use numpy::{PyArray1, PyArray2, PyArray4, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::arrays::numpy_required;
use crate::batch::{MAX_THREADS, Rng, count_arg};

/// The most games one `VectorEnv` steps (2^20; its arrays then take about 2 GB on 15x15).
const MAX_ENVS: u64 = 1 << 20;
use crate::errors::{InvalidActionError, opening_error};
use crate::opening::opening_arg;
use crate::rules::PyRules;
use crate::workers::Workers;

/// The number of actions of the opening block (swap, keep, two colours, "offer
/// instead", the declarations 1..=MAX_OFFERS).
pub const OPENING_ACTIONS: usize = 5 + Opening::MAX_OFFERS as usize;

/// Offsets of the opening actions after the pass action (docs/RL.md).
const SWAP: usize = 1;
const KEEP: usize = 2;
const CHOOSE_BLACK: usize = 3;
const CHOOSE_WHITE: usize = 4;
const OFFER_INSTEAD: usize = 5;
const DECLARE_1: usize = 6;

/// The step codes of the opening plane (docs/RL.md).
fn step_code(what: Option<Expecting>, offering: bool) -> u8 {
    match what {
        None => 0,
        Some(Expecting::Place { .. }) => 1,
        Some(Expecting::Swap) => 2,
        Some(Expecting::ChooseColor) => 3,
        Some(Expecting::ChooseColorOrPlace { .. }) => 4,
        Some(Expecting::Declare { .. }) => 5,
        Some(Expecting::Offer { .. }) => 6,
        Some(Expecting::SwapOrOffer { .. }) if offering => 6,
        Some(Expecting::SwapOrOffer { .. }) => 7,
        Some(Expecting::Pick) => 8,
    }
}

/// What every game of the environment shares.
#[derive(Debug, Clone, Copy)]
struct Config {
    rules: Rules,
    opening: Option<Opening>,
    mask_forbidden: bool,
    size: usize,
    planes: usize,
    actions: usize,
}

impl Config {
    fn area(&self) -> usize {
        self.size * self.size
    }

    fn pass(&self) -> usize {
        self.area()
    }
}

/// The plane names of `rules` and `opening` (docs/RL.md).
pub fn plane_names(rules: &Rules, opening: bool) -> Vec<&'static str> {
    let mut names = vec!["own", "other", "forbidden", "last_move", "own_is_black"];
    if rules.capture().is_some() {
        names.extend(["own_pairs", "other_pairs"]);
    }
    if opening {
        names.extend(["opening_step", "offers", "offers_left"]);
    }
    names
}

/// One game.
#[derive(Debug, Clone, Copy)]
struct Slot {
    pos: Position,
    opening: Option<OpeningState>,
    /// Offers chosen so far in the current offer step.
    offered: PointSet,
    /// Taraguchi's swap-or-offer step: "offer instead" was chosen.
    offering: bool,
}

impl Slot {
    fn new(cfg: &Config) -> Slot {
        let opening = cfg.opening.map(|o| {
            // Checked when the environment was made.
            OpeningState::new(o, cfg.rules.size()).unwrap_or_else(|_| unreachable!())
        });
        Slot {
            pos: Position::new(cfg.rules),
            opening,
            offered: PointSet::new(),
            offering: false,
        }
    }

    fn expected(&self) -> Option<Expected> {
        self.opening.as_ref()?.expected(&self.pos)
    }

    fn player_of(&self, color: Color) -> Player {
        match &self.opening {
            Some(s) => s.player(color),
            None if color == Color::Black => Player::First,
            None => Player::Second,
        }
    }

    /// The actor and the colour it holds now.
    fn actor(&self) -> (Player, Color) {
        match self.expected() {
            Some(e) => (e.player, e.color),
            None => (self.player_of(self.pos.turn()), self.pos.turn()),
        }
    }

    /// The number of offers still to make in the current offer step, if one runs.
    fn offers_left(&self, e: Option<Expected>) -> Option<u8> {
        let count = match e?.what {
            Expecting::Offer { count } => count,
            Expecting::SwapOrOffer { count } if self.offering => count,
            _ => return None,
        };
        Some(count - self.offered.len() as u8)
    }

    /// The points where the next offer may go: the allowed points less those offered and
    /// those the core refuses beside them (a symmetry of the stones maps them onto an
    /// earlier offer, RULES.md §7). The core judges: the offers so far and the point are
    /// given to [`OpeningState::apply`], and the point goes when the only complaint is
    /// that the offers are not all there yet.
    fn offer_points(&self, state: &OpeningState) -> PointSet {
        let allowed = state.allowed_points(&self.pos);
        if self.offered.is_empty() {
            return allowed;
        }
        allowed
            .iter()
            .filter(|&p| {
                let mut offers = self.offered;
                offers.insert(p);
                offers.len() > self.offered.len()
                    && matches!(
                        state.apply(&self.pos, OpeningAction::Offer(offers)),
                        Ok(_) | Err(OpeningError::OfferCount { .. })
                    )
            })
            .collect()
    }

    /// The point actions accepted now, and the other actions (as a bit set of offsets
    /// after the points: 0 = pass, 1 = swap, ...; declarations as a count `1..=max`).
    fn accepted(&self, cfg: &Config, forbidden: &PointSet) -> (PointSet, u64, u8) {
        let pos = &self.pos;
        if pos.is_game_over() {
            return (PointSet::new(), 0, 0);
        }
        let bit = |offset: usize| 1u64 << offset;
        match (self.opening.as_ref(), self.expected()) {
            (Some(state), Some(e)) => match e.what {
                Expecting::Place { .. } | Expecting::Pick => (state.allowed_points(pos), 0, 0),
                Expecting::Swap => (PointSet::new(), bit(SWAP) | bit(KEEP), 0),
                Expecting::ChooseColor => {
                    (PointSet::new(), bit(CHOOSE_BLACK) | bit(CHOOSE_WHITE), 0)
                }
                Expecting::ChooseColorOrPlace { .. } => (
                    state.allowed_points(pos),
                    bit(CHOOSE_BLACK) | bit(CHOOSE_WHITE),
                    0,
                ),
                Expecting::Declare { max } => (PointSet::new(), 0, max),
                Expecting::Offer { .. } => (self.offer_points(state), 0, 0),
                Expecting::SwapOrOffer { .. } if self.offering => (self.offer_points(state), 0, 0),
                Expecting::SwapOrOffer { .. } => (
                    PointSet::new(),
                    bit(SWAP) | bit(KEEP) | bit(OFFER_INSTEAD),
                    0,
                ),
            },
            _ => {
                let mut legal = pos.legal_moves();
                if cfg.mask_forbidden && !pos.rules().rejects_forbidden(pos.turn()) {
                    let kept = legal.difference(forbidden);
                    if !kept.is_empty() || pos.rules().pass() {
                        legal = kept;
                    }
                }
                let pass = if pos.rules().pass() { bit(0) } else { 0 };
                (legal, pass, 0)
            }
        }
    }

    /// Whether `action` is in this game's mask (what [`Slot::update_mask`] writes).
    fn accepts(&self, cfg: &Config, action: usize) -> bool {
        // Judged afresh: not on the stepping path.
        let forbidden = forbidden_points(&self.pos, &mut ForbiddenTracker::new());
        let (points, others, declare) = self.accepted(cfg, &forbidden);
        let (s, pass) = (cfg.size, cfg.pass());
        if action < pass {
            return Point::new((action % s) as u8, (action / s) as u8)
                .is_some_and(|p| points.contains(p));
        }
        match action - pass {
            k if k >= DECLARE_1 => k - DECLARE_1 < usize::from(declare),
            k => others >> k & 1 == 1,
        }
    }

    /// Brings the mask row of this game, which shows `shown.points`, up to date: only the
    /// point cells that changed are written, then the few actions after the points.
    fn update_mask(
        &self,
        cfg: &Config,
        forbidden: &PointSet,
        shown: &mut Shown,
        mask: &mut [bool],
    ) {
        let (points, others, declare) = self.accepted(cfg, forbidden);
        let pass = cfg.pass();
        let (cells, tail) = mask.split_at_mut(pass);
        update_set(cells, &mut shown.points, &points, cfg.size, true);
        tail.fill(false);
        let mut bits = others;
        while bits != 0 {
            let offset = bits.trailing_zeros() as usize;
            tail[offset] = true;
            bits &= bits - 1;
        }
        let declared = DECLARE_1.min(tail.len());
        tail[declared..][..usize::from(declare)].fill(true);
    }

    /// Brings the planes of this game, which show `shown`, up to date from the point of
    /// view of the actor holding `color`: only the cells that changed are written. After a
    /// move the perspective turns, and the own and other planes trade places first (one
    /// swap of two planes), so that a step writes the new stone, the captured stones, the
    /// changed forbidden points and the two cells of the last move, and fills the planes of
    /// a constant that changed (`own_is_black` each move, the pairs, the opening's).
    fn update_obs(
        &self,
        cfg: &Config,
        color: Color,
        forbidden: &PointSet,
        shown: &mut Shown,
        obs: &mut [u8],
    ) {
        let pos = &self.pos;
        let area = cfg.area();
        let s = cfg.size;
        let black = color == Color::Black;
        let (own, rest) = obs.split_at_mut(area);
        let (other, rest) = rest.split_at_mut(area);
        let (forbidden_plane, rest) = rest.split_at_mut(area);
        let (last, rest) = rest.split_at_mut(area);
        let (black_plane, mut rest) = rest.split_at_mut(area);
        if black != shown.black {
            own.swap_with_slice(other);
            std::mem::swap(&mut shown.own, &mut shown.other);
            black_plane.fill(u8::from(black));
            shown.black = black;
        }
        update_set(own, &mut shown.own, pos.stones(color), s, 1);
        update_set(other, &mut shown.other, pos.stones(!color), s, 1);
        update_set(forbidden_plane, &mut shown.forbidden, forbidden, s, 1);
        let last_point = match pos.last_move() {
            Some(Move::Place(p)) => Some(p),
            _ => None,
        };
        if last_point != shown.last {
            let cell = |p: Point| usize::from(p.y()) * s + usize::from(p.x());
            if let Some(p) = shown.last {
                last[cell(p)] = 0;
            }
            if let Some(p) = last_point {
                last[cell(p)] = 1;
            }
            shown.last = last_point;
        }
        if cfg.rules.capture().is_some() {
            let pairs = [pos.captured_pairs(color), pos.captured_pairs(!color)];
            for (k, &n) in pairs.iter().enumerate() {
                let (plane, more) = rest.split_at_mut(area);
                if shown.pairs[k] != n {
                    plane.fill(n);
                    shown.pairs[k] = n;
                }
                rest = more;
            }
        }
        if cfg.opening.is_some() {
            let e = self.expected();
            let (code_plane, more) = rest.split_at_mut(area);
            let code = step_code(e.map(|e| e.what), self.offering);
            if shown.code != code {
                code_plane.fill(code);
                shown.code = code;
            }
            let (offers, more) = more.split_at_mut(area);
            let offered = match e.map(|e| e.what) {
                Some(Expecting::Pick) => self
                    .opening
                    .as_ref()
                    .map_or_else(PointSet::new, |s| s.allowed_points(pos)),
                _ => self.offered,
            };
            update_set(offers, &mut shown.offers, &offered, s, 1);
            let left = self.offers_left(e).unwrap_or(0);
            if shown.left != left {
                more[..area].fill(left);
                shown.left = left;
            }
        }
    }

    /// Plays `action` (checked against the mask by the caller). Returns the outcome's
    /// reward for `actor` when the game ended.
    fn play(&mut self, cfg: &Config, action: usize) -> Result<(), ()> {
        let s = cfg.size;
        let pass = cfg.pass();
        let point = || Point::new((action % s) as u8, (action / s) as u8).ok_or(());
        let Some((state, e)) = self.opening.zip(self.expected()) else {
            let mv = if action == pass {
                Move::Pass
            } else {
                Move::Place(point()?)
            };
            return self.pos.play(mv).map_err(|_| ());
        };
        let act = if action < pass {
            let p = point()?;
            match e.what {
                Expecting::Offer { count } | Expecting::SwapOrOffer { count }
                    if self.offering || matches!(e.what, Expecting::Offer { .. }) =>
                {
                    self.offered.insert(p);
                    if self.offered.len() < usize::from(count) {
                        return Ok(());
                    }
                    OpeningAction::Offer(self.offered)
                }
                Expecting::Pick => OpeningAction::Pick(p),
                _ => OpeningAction::Place(p),
            }
        } else {
            match action - pass {
                SWAP => OpeningAction::Swap,
                KEEP => OpeningAction::Keep,
                CHOOSE_BLACK => OpeningAction::Choose(Color::Black),
                CHOOSE_WHITE => OpeningAction::Choose(Color::White),
                OFFER_INSTEAD => {
                    self.offering = true;
                    return Ok(());
                }
                k => OpeningAction::Declare((k - DECLARE_1 + 1) as u8),
            }
        };
        let (next, stone) = state.apply(&self.pos, act).map_err(|_| ())?;
        if let Some(p) = stone {
            self.pos.play(Move::Place(p)).map_err(|_| ())?;
        }
        self.opening = Some(next);
        self.offered = PointSet::new();
        self.offering = false;
        Ok(())
    }

    /// The reward of `actor` in the finished position (+1, −1, 0).
    fn reward(&self, actor: Player) -> f32 {
        match self.pos.outcome().and_then(|o| o.winner) {
            None => 0.0,
            Some(c) if self.player_of(c) == actor => 1.0,
            Some(_) => -1.0,
        }
    }
}

/// What the observation and mask rows of one game show: the state of the last write, so
/// that the next one writes only the cells that changed. The default is what the
/// all-zero rows show.
#[derive(Debug, Clone, Default)]
struct Shown {
    own: PointSet,
    other: PointSet,
    forbidden: PointSet,
    last: Option<Point>,
    /// The value of the `own_is_black` plane.
    black: bool,
    /// The values of the `own_pairs` and `other_pairs` planes.
    pairs: [u8; 2],
    /// The values of the `opening_step` plane and of the `offers_left` plane.
    code: u8,
    left: u8,
    /// The `offers` plane.
    offers: PointSet,
    /// The point actions of the mask.
    points: PointSet,
    /// The forbidden points of the game, kept up to date stone by stone from one write
    /// to the next (the core's `ForbiddenTracker`, issue 26): the renju mask at a
    /// fraction of a fresh judgement's cost, and always exactly `forbidden_points`.
    kept: ForbiddenTracker,
}

/// Brings a `size` × `size` plane (row-major, row 0 first) that shows `shown` to `set`:
/// writes `one` or the default value on the cells whose bit differs, and remembers `set`.
#[inline]
fn update_set<T: Copy + Default>(
    plane: &mut [T],
    shown: &mut PointSet,
    set: &PointSet,
    size: usize,
    one: T,
) {
    let (old, new) = (shown.rows(), set.rows());
    // The changed bits of every row at once (a loop the compiler makes wide), then the
    // rows of the board one by one where something changed.
    let mut diff = [0u32; 26];
    let mut any = 0;
    for ((d, &a), &b) in diff.iter_mut().zip(old).zip(new) {
        *d = a ^ b;
        any |= *d;
    }
    if any == 0 {
        return;
    }
    for (y, (&d, &new)) in diff.iter().zip(new).enumerate().take(size) {
        let mut d = d;
        while d != 0 {
            let x = d.trailing_zeros();
            plane[y * size + x as usize] = if new >> x & 1 == 1 { one } else { T::default() };
            d &= d - 1;
        }
    }
    *shown = *set;
}

/// The rows of the output arrays that belong to one block of games.
struct Rows<'a> {
    /// The actions played in each game since it started (what a pickle replays).
    history: &'a mut [Vec<u16>],
    /// What the observation and mask rows show.
    shown: &'a mut [Shown],
    obs: &'a mut [u8],
    final_obs: &'a mut [u8],
    mask: &'a mut [bool],
    reward: &'a mut [f32],
    terminated: &'a mut [bool],
    agent: &'a mut [u8],
}

/// Steps a block of games: plays each action (already checked), and on an end writes the
/// final observation and resets (same-step auto-reset); then the observation and mask.
fn step_block(cfg: &Config, slots: &mut [Slot], actions: &[i64], rows: Rows<'_>) {
    let obs_len = cfg.planes * cfg.area();
    for (i, slot) in slots.iter_mut().enumerate() {
        let (actor, color) = slot.actor();
        // Checked against the mask before: cannot fail.
        let _ = slot.play(cfg, actions[i] as usize);
        // Within the capacity reserved at the start: no allocation.
        rows.history[i].push(actions[i] as u16);
        if slot.pos.is_game_over() {
            rows.history[i].clear();
            rows.reward[i] = slot.reward(actor);
            rows.terminated[i] = true;
            // Written whole: zeros, then every cell that is not 0.
            let row = &mut rows.final_obs[i * obs_len..(i + 1) * obs_len];
            row.fill(0);
            let forbidden = forbidden_points(&slot.pos, &mut rows.shown[i].kept);
            slot.update_obs(cfg, color, &forbidden, &mut Shown::default(), row);
            *slot = Slot::new(cfg);
        } else {
            rows.reward[i] = 0.0;
            rows.terminated[i] = false;
        }
        write_state(
            cfg,
            slot,
            &mut rows.shown[i],
            &mut rows.obs[i * obs_len..(i + 1) * obs_len],
            &mut rows.mask[i * cfg.actions..(i + 1) * cfg.actions],
            &mut rows.agent[i],
        );
    }
}

/// The points forbidden to the side to move (`Position::forbidden_points`), not asked
/// when the rules forbid that side nothing (freestyle, and White in renju); through the
/// game's `kept` tracker, which judges again only what the last moves changed.
#[inline]
fn forbidden_points(pos: &Position, kept: &mut ForbiddenTracker) -> PointSet {
    if pos.rules().restrictions(pos.turn()).is_empty() {
        PointSet::new()
    } else {
        kept.forbidden_points(pos).points()
    }
}

/// Brings the observation and mask of one game up to date from what they show, and
/// writes its actor.
fn write_state(
    cfg: &Config,
    slot: &Slot,
    shown: &mut Shown,
    obs: &mut [u8],
    mask: &mut [bool],
    agent: &mut u8,
) {
    let (actor, color) = slot.actor();
    // The forbidden points, judged once for the plane and the mask.
    let forbidden = forbidden_points(&slot.pos, &mut shown.kept);
    slot.update_obs(cfg, color, &forbidden, shown, obs);
    slot.update_mask(cfg, &forbidden, shown, mask);
    *agent = actor.index() as u8;
}

/// What a pickle of a `VectorEnv` holds (see `__getstate__`).
type PickledState<'py> = (
    Vec<u64>,
    Vec<Vec<u16>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray4<u8>>,
);

/// An empty history with room for the longest game: every point, as many passes, and
/// the opening's actions (more only under the pass rule's longest games, when it grows).
fn new_history(cfg: &Config) -> Vec<u16> {
    Vec::with_capacity(2 * cfg.area() + 4 * OPENING_ACTIONS)
}

/// A uniformly random action of a mask row (0 when the row is empty, a finished game's):
/// the `k`-th allowed action, `k` drawn below their number.
fn sample_row(row: &[bool], rng: &mut Rng) -> i64 {
    // SAFETY: a `bool` is one byte, 0 or 1, aligned as a `u8`.
    let bytes: &[u8] = unsafe { std::slice::from_raw_parts(row.as_ptr().cast(), row.len()) };
    let words = bytes.chunks_exact(8);
    let rest = words.remainder();
    let word = |w: &[u8]| u64::from_le_bytes(w.try_into().unwrap_or_default());
    // The allowed actions counted eight at a time: the bytes of each word added up, each
    // byte lane below 256 for any row (at most 26 * 26 + 38 actions, 90 words).
    let mut lanes = 0u64;
    for w in words.clone() {
        lanes += word(w);
    }
    let pairs = (lanes & 0x00FF_00FF_00FF_00FF) + (lanes >> 8 & 0x00FF_00FF_00FF_00FF);
    let count = (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize
        + rest.iter().map(|&b| usize::from(b)).sum::<usize>();
    if count == 0 {
        return 0;
    }
    let mut k = rng.below(count);
    // The word that holds the k-th, then the byte.
    let mut start = 0;
    for w in words {
        let n = (word(w).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
        if k < n {
            break;
        }
        k -= n;
        start += 8;
    }
    bytes[start..]
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b != 0)
        .nth(k)
        .map_or(0, |(a, _)| (start + a) as i64)
}

/// The action of the point `p`.
fn point_action(cfg: &Config, p: Point) -> i64 {
    (usize::from(p.y()) * cfg.size + usize::from(p.x())) as i64
}

/// The bot's opening `step` in the action encoding (docs/RL.md) of a game expecting `e`,
/// whose mask holds `points`: a stone or a pick as its point, the other actions as theirs;
/// offers one at a time — "offer instead" first at Taraguchi's choice, then the first of
/// the bot's offers not yet made that the mask holds. `None` when the mask holds none of
/// it (the caller then samples the mask).
fn opening_action(
    cfg: &Config,
    slot: &Slot,
    e: Expected,
    points: PointSet,
    step: Step,
) -> Option<i64> {
    let pass = cfg.pass();
    let other = |offset: usize| i64::try_from(pass + offset).ok();
    let Step::Opening(action) = step else {
        return None;
    };
    match action {
        OpeningAction::Place(p) | OpeningAction::Pick(p) => {
            points.contains(p).then(|| point_action(cfg, p))
        }
        OpeningAction::Swap if !slot.offering => other(SWAP),
        OpeningAction::Keep if !slot.offering => other(KEEP),
        OpeningAction::Choose(Color::Black) => other(CHOOSE_BLACK),
        OpeningAction::Choose(Color::White) => other(CHOOSE_WHITE),
        OpeningAction::Declare(n) if n >= 1 => other(DECLARE_1 + usize::from(n) - 1),
        OpeningAction::Offer(_)
            if matches!(e.what, Expecting::SwapOrOffer { .. }) && !slot.offering =>
        {
            other(OFFER_INSTEAD)
        }
        OpeningAction::Offer(offers) => offers
            .iter()
            .find(|&p| points.contains(p) && !slot.offered.contains(p))
            .map(|p| point_action(cfg, p)),
        _ => None,
    }
}

/// The reference bot's actions for a block of games (see `bot_actions`): each game's
/// points come from what its mask shows.
fn bot_block(
    cfg: &Config,
    slots: &[Slot],
    shown: &[Shown],
    rngs: &mut [Rng],
    acts: &mut [i64],
    mask: &[bool],
    nodes: u64,
) {
    for (i, (slot, rng)) in slots.iter().zip(rngs.iter_mut()).enumerate() {
        let seed = rng.next_u64();
        let points = shown[i].points;
        let mut bot = ReferenceBot::new(seed);
        let action = match slot.expected() {
            // Normal play: the bot's stone among the mask's points.
            None => bot
                .decide_among(&slot.pos, points, nodes, &mut || false)
                .and_then(|d| d.point())
                .map(|p| point_action(cfg, p)),
            // An opening step: the bot's decision, in the action encoding.
            Some(e) => bot
                .decide_in(&slot.pos, slot.opening.as_ref(), nodes, &mut || false)
                .and_then(|d| opening_action(cfg, slot, e, points, d.step)),
        };
        acts[i] = action
            .unwrap_or_else(|| sample_row(&mask[i * cfg.actions..(i + 1) * cfg.actions], rng));
    }
}

/// The thread pool of an environment: `threads - 1` workers that wait between calls
/// (workers.rs: they spin a little, then park), none for one thread. When the system
/// cannot start them, the calling thread does all the work.
struct Pool {
    workers: usize,
    /// The workers and the process that started them: a process made by `fork` has
    /// none of its parent's threads, and starts its own.
    pool: Option<(Workers, u32)>,
}

impl Pool {
    fn new(threads: usize, num_envs: usize) -> Pool {
        let mut pool = Pool {
            workers: threads.clamp(1, num_envs.clamp(1, MAX_THREADS)) - 1,
            pool: None,
        };
        pool.start();
        pool
    }

    fn start(&mut self) {
        self.pool = (self.workers > 0)
            .then(|| Workers::new(self.workers))
            .flatten()
            .map(|w| (w, std::process::id()));
    }

    /// The workers of this process, if any.
    fn get(&mut self) -> Option<&mut Workers> {
        if matches!(&self.pool, Some((_, pid)) if *pid != std::process::id()) {
            // Started by the parent of a fork: its threads are not in this process (the
            // workers are forgotten, not dropped: dropping them would wait for threads that
            // are not there).
            std::mem::forget(self.pool.take());
            self.start();
        }
        self.pool.as_mut().map(|(w, _)| w)
    }
}

/// Blocks per thread in a call: each thread has a home range of blocks and takes the
/// others' when its own are done (workers.rs), so that a thread that starts late, or has
/// cheaper games, takes fewer.
const BLOCKS_PER_THREAD: usize = 8;

/// The fewest games in a block of `step` and `sample` (a game's step costs well under a
/// microsecond there): smaller blocks cost more in hand-over than they balance.
const MIN_BLOCK: usize = 32;

/// The number of games in a block of a call over `n` games on `workers` workers and
/// the calling thread, at least `min`.
fn block_len(n: usize, workers: &Workers, min: usize) -> usize {
    n.div_ceil((workers.count() + 1) * BLOCKS_PER_THREAD)
        .max(min)
        .max(1)
}

/// Runs `f` on blocks of games, on the calling thread and the workers of `pool`, each
/// block a contiguous run of games and of their rows.
fn on_blocks<F>(
    pool: Option<&mut Workers>,
    cfg: &Config,
    slots: &mut [Slot],
    actions: &[i64],
    rows: Rows<'_>,
    f: F,
) where
    F: Fn(&Config, &mut [Slot], &[i64], Rows<'_>) + Sync,
{
    let n = slots.len();
    let Some(pool) = pool.filter(|_| n > 1) else {
        f(cfg, slots, actions, rows);
        return;
    };
    let per = block_len(n, pool, MIN_BLOCK);
    let obs_len = cfg.planes * cfg.area();
    let Rows {
        mut history,
        mut shown,
        mut obs,
        mut final_obs,
        mut mask,
        mut reward,
        mut terminated,
        mut agent,
    } = rows;
    let mut slots = slots;
    let mut actions = actions;
    let blocks = std::iter::from_fn(move || {
        if slots.is_empty() {
            return None;
        }
        let k = per.min(slots.len());
        let (s, s_rest) = std::mem::take(&mut slots).split_at_mut(k);
        let (h, h_rest) = std::mem::take(&mut history).split_at_mut(k);
        let (v, v_rest) = std::mem::take(&mut shown).split_at_mut(k);
        let (a, a_rest) = actions.split_at(k.min(actions.len()));
        let (o, o_rest) = std::mem::take(&mut obs).split_at_mut(k * obs_len);
        let (fo, fo_rest) = std::mem::take(&mut final_obs).split_at_mut(k * obs_len);
        let (m, m_rest) = std::mem::take(&mut mask).split_at_mut(k * cfg.actions);
        let (r, r_rest) = std::mem::take(&mut reward).split_at_mut(k);
        let (t, t_rest) = std::mem::take(&mut terminated).split_at_mut(k);
        let (g, g_rest) = std::mem::take(&mut agent).split_at_mut(k);
        slots = s_rest;
        history = h_rest;
        shown = v_rest;
        actions = a_rest;
        obs = o_rest;
        final_obs = fo_rest;
        mask = m_rest;
        reward = r_rest;
        terminated = t_rest;
        agent = g_rest;
        let block = Rows {
            history: h,
            shown: v,
            obs: o,
            final_obs: fo,
            mask: m,
            reward: r,
            terminated: t,
            agent: g,
        };
        Some((s, a, block))
    });
    pool.run(blocks, |(s, a, block)| f(cfg, s, a, block));
}

/// N games of gomoku stepped together in Rust, for self-play reinforcement learning.
///
/// The arrays (`obs`, `mask`, `reward`, `terminated`, `truncated`, `agent`,
/// `final_obs`) are allocated once and rewritten in place by `reset` and `step`; they
/// are read-only views. Auto-reset is Gymnasium's `SAME_STEP`: a finished game is reset
/// inside the step that ends it. See docs/RL.md for the encoding.
///
/// ```python
/// env = gomoku.VectorEnv(64, "renju", seed=1)
/// for _ in range(100):
///     env.step(env.sample())
/// ```
#[pyclass(name = "VectorEnv", module = "gomoku")]
pub struct PyVectorEnv {
    cfg: Config,
    slots: Vec<Slot>,
    /// The actions played in each game since it started.
    history: Vec<Vec<u16>>,
    /// What each game's rows of `obs` and `mask` show (the last write).
    shown: Vec<Shown>,
    rngs: Vec<Rng>,
    threads: usize,
    /// The workers of `threads` (none for one thread).
    pool: Pool,
    obs: Py<PyArray4<u8>>,
    final_obs: Py<PyArray4<u8>>,
    mask: Py<PyArray2<bool>>,
    reward: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    agent: Py<PyArray1<u8>>,
    actions: Py<PyArray1<i64>>,
}

/// A new array with the contents and the writeable flag of `array`.
fn copied<'py, T: pyo3::PyTypeCheck>(array: &Bound<'py, T>) -> PyResult<Py<T>> {
    let array = array.as_any();
    let copy = array.call_method0("copy")?;
    let writeable = array.getattr("flags")?.getattr("writeable")?;
    copy.getattr("flags")?.setattr("writeable", writeable)?;
    Ok(copy.cast_into::<T>()?.unbind())
}

/// Makes an array read-only for Python (the environment writes it through its pointer).
fn read_only(array: &Bound<'_, PyAny>) -> PyResult<()> {
    array.getattr("flags")?.setattr("writeable", false)
}

impl PyVectorEnv {
    fn seed_rngs(&mut self, seed: u64) {
        for (i, rng) in self.rngs.iter_mut().enumerate() {
            *rng = Rng::for_game(seed, i as u64);
        }
    }

    /// Rewrites every game's observation, mask and actor whole (zeros, then every cell
    /// that is not 0).
    fn write_all(&mut self, py: Python<'_>) {
        let cfg = self.cfg;
        let obs_len = cfg.planes * cfg.area();
        // SAFETY: the arrays are owned by this environment, C-contiguous, of the sizes
        // made in `new`, and only written here, under `&mut self`.
        let obs = unsafe { self.obs.bind(py).as_slice_mut() }.unwrap_or_default();
        let mask = unsafe { self.mask.bind(py).as_slice_mut() }.unwrap_or_default();
        let agent = unsafe { self.agent.bind(py).as_slice_mut() }.unwrap_or_default();
        let slots = &self.slots;
        let shown = &mut self.shown;
        py.detach(|| {
            obs.fill(0);
            mask.fill(false);
            shown.fill(Shown::default());
            for (i, slot) in slots.iter().enumerate() {
                write_state(
                    &cfg,
                    slot,
                    &mut shown[i],
                    &mut obs[i * obs_len..(i + 1) * obs_len],
                    &mut mask[i * cfg.actions..(i + 1) * cfg.actions],
                    &mut agent[i],
                );
            }
        });
    }

    /// Reads the action array: a numpy integer array of shape `(num_envs,)` (anything
    /// else is converted by `numpy.asarray` first) as int64.
    fn action_array<'py>(
        &self,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let py = actions.py();
        let np = py.import("numpy")?;
        let array = np.call_method1("asarray", (actions,))?;
        let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
        if kind != "i" && kind != "u" {
            return Err(InvalidActionError::new_err(format!(
                "actions must be an integer array, not of dtype {}",
                array.getattr("dtype")?.str()?
            )));
        }
        let shape: Vec<usize> = array.getattr("shape")?.extract()?;
        if shape != [self.slots.len()] {
            return Err(InvalidActionError::new_err(format!(
                "actions must have shape ({},), not {:?}",
                self.slots.len(),
                shape
            )));
        }
        let array = if array.cast::<PyArray1<i64>>().is_ok() {
            array
        } else {
            array.call_method1("astype", (np.getattr("int64")?,))?
        };
        // An unsigned value above i64::MAX wraps negative: refused below as out of range.
        Ok(array.cast_into::<PyArray1<i64>>()?)
    }
}

#[pymethods]
impl PyVectorEnv {
    /// `num_envs` games under `rules` (a `Rules` or its text; freestyle by default),
    /// with `opening` (an `Opening` or its name) if given. `seed` seeds the sampler (0 when
    /// not given); `threads` (1 when not given) steps blocks of games in parallel; `mask_forbidden=False` leaves the
    /// forbidden points of the *lose* policy in the mask.
    #[new]
    #[pyo3(signature = (num_envs, rules = None, opening = None, *, seed = None, threads = None, mask_forbidden = true))]
    fn new(
        py: Python<'_>,
        num_envs: &Bound<'_, PyAny>,
        rules: Option<&Bound<'_, PyAny>>,
        opening: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        mask_forbidden: bool,
    ) -> PyResult<PyVectorEnv> {
        numpy_required(py)?;
        // The one conversion of every integer argument (ints.rs): a number out of range is
        // a ValueError that quotes it.
        let num_envs = count_arg(num_envs, "num_envs", 1, MAX_ENVS)? as usize;
        let seed = match seed.filter(|s| !s.is_none()) {
            Some(s) => count_arg(s, "seed", 0, u64::MAX)?,
            None => 0,
        };
        let threads = match threads.filter(|t| !t.is_none()) {
            Some(t) => usize::try_from(count_arg(t, "threads", 1, u64::MAX)?).unwrap_or(usize::MAX),
            None => 1,
        };
        let rules = match rules {
            None => Rules::freestyle(),
            Some(r) if r.is_none() => Rules::freestyle(),
            Some(r) if r.is_instance_of::<PyString>() => {
                py.get_type::<PyRules>()
                    .call_method1("parse", (r,))?
                    .extract::<PyRules>()?
                    .0
            }
            Some(r) => r.extract::<PyRules>()?.0,
        };
        let opening = match opening {
            Some(o) if !o.is_none() => Some(opening_arg(o)?),
            _ => None,
        };
        if let Some(o) = opening {
            OpeningState::new(o, rules.size()).map_err(|e| opening_error(py, e))?;
        }
        let size = usize::from(rules.size());
        let planes = plane_names(&rules, opening.is_some()).len();
        let actions = size * size
            + 1
            + if opening.is_some() {
                OPENING_ACTIONS
            } else {
                0
            };
        let cfg = Config {
            rules,
            opening,
            mask_forbidden,
            size,
            planes,
            actions,
        };
        let obs = PyArray4::<u8>::zeros(py, [num_envs, planes, size, size], false);
        let final_obs = PyArray4::<u8>::zeros(py, [num_envs, planes, size, size], false);
        let mask = PyArray2::<bool>::zeros(py, [num_envs, actions], false);
        let reward = PyArray1::<f32>::zeros(py, num_envs, false);
        let terminated = PyArray1::<bool>::zeros(py, num_envs, false);
        let truncated = PyArray1::<bool>::zeros(py, num_envs, false);
        let agent = PyArray1::<u8>::zeros(py, num_envs, false);
        let sampled = PyArray1::<i64>::zeros(py, num_envs, false);
        for a in [
            obs.as_any(),
            final_obs.as_any(),
            mask.as_any(),
            reward.as_any(),
            terminated.as_any(),
            truncated.as_any(),
            agent.as_any(),
        ] {
            read_only(a)?;
        }
        let mut env = PyVectorEnv {
            cfg,
            slots: vec![Slot::new(&cfg); num_envs],
            history: (0..num_envs).map(|_| new_history(&cfg)).collect(),
            shown: vec![Shown::default(); num_envs],
            rngs: vec![Rng(0); num_envs],
            threads: threads.max(1),
            pool: Pool::new(threads, num_envs),
            obs: obs.unbind(),
            final_obs: final_obs.unbind(),
            mask: mask.unbind(),
            reward: reward.unbind(),
            terminated: terminated.unbind(),
            truncated: truncated.unbind(),
            agent: agent.unbind(),
            actions: sampled.unbind(),
        };
        env.seed_rngs(seed);
        env.write_all(py);
        Ok(env)
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.slots.len()
    }

    /// The number of actions (docs/RL.md): `size * size + 1`, plus 37 under an opening.
    #[getter]
    fn num_actions(&self) -> usize {
        self.cfg.actions
    }

    /// The names of the observation planes.
    #[getter]
    fn planes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, plane_names(&self.cfg.rules, self.cfg.opening.is_some()))
    }

    /// The rules of every game.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(self.cfg.rules)
    }

    /// The number of threads `step` uses.
    #[getter]
    fn threads(&self) -> usize {
        self.threads
    }

    /// Observations, `uint8` of shape `(num_envs, planes, size, size)`.
    #[getter]
    fn obs<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<u8>> {
        self.obs.bind(py).clone()
    }

    /// The final observation of each game that ended in the last step (other rows keep
    /// older values).
    #[getter]
    fn final_obs<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<u8>> {
        self.final_obs.bind(py).clone()
    }

    /// Action masks, `bool` of shape `(num_envs, num_actions)`.
    #[getter]
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.mask.bind(py).clone()
    }

    /// The reward of the agent that acted in the last step, `float32`.
    #[getter]
    fn reward<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
        self.reward.bind(py).clone()
    }

    /// Whether the last step ended each game (it has since been reset).
    #[getter]
    fn terminated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.terminated.bind(py).clone()
    }

    /// Always false: no game is truncated.
    #[getter]
    fn truncated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.truncated.bind(py).clone()
    }

    /// The agent to act in each game: 0 for the first player, 1 for the second.
    #[getter]
    fn agent<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u8>> {
        self.agent.bind(py).clone()
    }

    /// Starts every game again; a `seed` reseeds the sampler.
    #[pyo3(signature = (seed = None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        if let Some(seed) = seed.filter(|s| !s.is_none()) {
            let seed = count_arg(seed, "seed", 0, u64::MAX)?;
            self.seed_rngs(seed);
        }
        let fresh = Slot::new(&self.cfg);
        self.slots.fill(fresh);
        self.history.iter_mut().for_each(Vec::clear);
        // SAFETY: as in `write_all`.
        unsafe { self.reward.bind(py).as_slice_mut() }
            .unwrap_or_default()
            .fill(0.0);
        unsafe { self.terminated.bind(py).as_slice_mut() }
            .unwrap_or_default()
            .fill(false);
        self.write_all(py);
        Ok(())
    }

    /// Plays one action in every game (an integer array of shape `(num_envs,)`), after
    /// checking them all against the masks: `InvalidActionError` and nothing played
    /// otherwise. Returns `(obs, reward, terminated, truncated, agent)`, the environment's
    /// own arrays.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let array = match actions.cast::<PyArray1<i64>>() {
            Ok(a) if a.len() == self.slots.len() && a.is_c_contiguous() => a.clone(),
            _ => self.action_array(actions)?,
        };
        let readonly = array.try_readonly().map_err(|e| {
            InvalidActionError::new_err(format!("the action array cannot be read: {e}"))
        })?;
        let acts = readonly
            .as_slice()
            .map_err(|_| InvalidActionError::new_err("the action array must be contiguous"))?;
        let cfg = self.cfg;
        // SAFETY: as in `write_all`.
        let mask = unsafe { self.mask.bind(py).as_slice_mut() }.unwrap_or_default();
        for (i, &a) in acts.iter().enumerate() {
            if a < 0 || a as u64 >= cfg.actions as u64 {
                return Err(InvalidActionError::new_err(format!(
                    "action {a} of game {i} is out of range 0..{}",
                    cfg.actions
                )));
            }
            if !mask[i * cfg.actions + a as usize] {
                return Err(InvalidActionError::new_err(format!(
                    "action {a} of game {i} is not allowed by its mask"
                )));
            }
        }
        let rows = Rows {
            history: &mut self.history,
            shown: &mut self.shown,
            obs: unsafe { self.obs.bind(py).as_slice_mut() }.unwrap_or_default(),
            final_obs: unsafe { self.final_obs.bind(py).as_slice_mut() }.unwrap_or_default(),
            mask,
            reward: unsafe { self.reward.bind(py).as_slice_mut() }.unwrap_or_default(),
            terminated: unsafe { self.terminated.bind(py).as_slice_mut() }.unwrap_or_default(),
            agent: unsafe { self.agent.bind(py).as_slice_mut() }.unwrap_or_default(),
        };
        let pool = self.pool.get();
        let slots = &mut self.slots;
        py.detach(|| on_blocks(pool, &cfg, slots, acts, rows, step_block));
        drop(readonly);
        PyTuple::new(
            py,
            [
                self.obs.bind(py).as_any(),
                self.reward.bind(py).as_any(),
                self.terminated.bind(py).as_any(),
                self.truncated.bind(py).as_any(),
                self.agent.bind(py).as_any(),
            ],
        )
    }

    /// A uniformly random action of each game's mask, from the environment's own seeded
    /// generators: an `int64` array of shape `(num_envs,)` (the same array every call).
    fn sample<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let cfg = self.cfg;
        let out = self.actions.bind(py).clone();
        // SAFETY: as in `write_all`; the sample array is this environment's too.
        let acts = unsafe { out.as_slice_mut() }.unwrap_or_default();
        let mask = unsafe { self.mask.bind(py).as_slice_mut() }.unwrap_or_default();
        let rngs = &mut self.rngs;
        let sample_block = |acts: &mut [i64], rngs: &mut [Rng], mask: &[bool]| {
            for (i, rng) in rngs.iter_mut().enumerate() {
                acts[i] = sample_row(&mask[i * cfg.actions..(i + 1) * cfg.actions], rng);
            }
        };
        let n = self.slots.len();
        let pool = self.pool.get();
        py.detach(|| match pool.filter(|_| n > 1) {
            None => sample_block(acts, rngs, mask),
            Some(pool) => {
                let per = block_len(n, pool, MIN_BLOCK);
                let blocks = acts
                    .chunks_mut(per)
                    .zip(rngs.chunks_mut(per))
                    .zip(mask.chunks(per * cfg.actions));
                pool.run(blocks, |((a, r), m)| sample_block(a, r, m));
            }
        });
        out
    }

    /// Each game's action chosen by the reference bot (`ReferenceBot`, seeded from the
    /// game's own generator) with a budget of `nodes` VCF nodes: among the points of its
    /// mask in normal play; during an opening, the bot's opening decision
    /// (`ReferenceBot.decide`: a stone, swap or keep, a colour, a number of offers, its
    /// offers one at a time, a pick) in the action encoding; a random action of the mask
    /// as `sample` draws it only where the bot's step is not in the mask (after an agent
    /// chose "offer instead" where the bot would swap). Computed in Rust with the GIL released, on
    /// the environment's threads; an `int64` array of shape `(num_envs,)` (the array
    /// `sample` returns). The same seed gives the same actions.
    fn bot_actions<'py>(
        &mut self,
        py: Python<'py>,
        nodes: crate::ints::Int<'_>,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let nodes = nodes.in_range("nodes", 0, u64::MAX)?;
        let cfg = self.cfg;
        let out = self.actions.bind(py).clone();
        // SAFETY: as in `write_all`; the sample array is this environment's too.
        let acts = unsafe { out.as_slice_mut() }.unwrap_or_default();
        let mask = unsafe { self.mask.bind(py).as_slice_mut() }.unwrap_or_default();
        let n = self.slots.len();
        let (slots, shown) = (&self.slots, &self.shown);
        let rngs = &mut self.rngs;
        let pool = self.pool.get();
        py.detach(|| match pool.filter(|_| n > 1) {
            None => bot_block(&cfg, slots, shown, rngs, acts, mask, nodes),
            Some(pool) => {
                // A game's bot decision costs far more than the hand-over.
                let per = block_len(n, pool, 1);
                let blocks = slots
                    .chunks(per)
                    .zip(shown.chunks(per))
                    .zip(rngs.chunks_mut(per))
                    .zip(acts.chunks_mut(per).zip(mask.chunks(per * cfg.actions)));
                pool.run(blocks, |(((s, v), r), (a, m))| {
                    bot_block(&cfg, s, v, r, a, m, nodes)
                });
            }
        });
        Ok(out)
    }

    /// A copy with the same games, samplers and arrays (new arrays, the same contents):
    /// both go on alike from the same actions.
    fn __copy__(&self, py: Python<'_>) -> PyResult<PyVectorEnv> {
        Ok(PyVectorEnv {
            cfg: self.cfg,
            slots: self.slots.clone(),
            history: self
                .history
                .iter()
                .map(|h| {
                    let mut copy = new_history(&self.cfg);
                    copy.extend_from_slice(h);
                    copy
                })
                .collect(),
            shown: self.shown.clone(),
            rngs: self.rngs.clone(),
            threads: self.threads,
            pool: Pool::new(self.threads, self.slots.len()),
            obs: copied(self.obs.bind(py))?,
            final_obs: copied(self.final_obs.bind(py))?,
            mask: copied(self.mask.bind(py))?,
            reward: copied(self.reward.bind(py))?,
            terminated: copied(self.terminated.bind(py))?,
            truncated: copied(self.truncated.bind(py))?,
            agent: copied(self.agent.bind(py))?,
            actions: copied(self.actions.bind(py))?,
        })
    }

    /// The same as `__copy__`: an environment holds nothing shared.
    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyResult<PyVectorEnv> {
        self.__copy__(py)
    }

    /// The arguments that make an environment of the same shape (for pickle).
    fn __getnewargs_ex__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyTuple>, Bound<'py, PyDict>)> {
        let args = (
            self.slots.len(),
            self.cfg.rules.to_string(),
            self.cfg.opening.map(|o| o.to_string()),
        )
            .into_pyobject(py)?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("threads", self.threads)?;
        kwargs.set_item("mask_forbidden", self.cfg.mask_forbidden)?;
        Ok((args, kwargs))
    }

    /// The state a pickle keeps: each game's generator and the actions played since it
    /// started, and the last step's rewards, ends and final observations; the games are
    /// replayed from their actions when it is read back.
    fn __getstate__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let rngs: Vec<u64> = self.rngs.iter().map(|r| r.0).collect();
        (
            rngs,
            self.history.clone(),
            self.reward.bind(py).call_method0("copy")?,
            self.terminated.bind(py).call_method0("copy")?,
            self.final_obs.bind(py).call_method0("copy")?,
        )
            .into_pyobject(py)
    }

    /// Restores the state of `__getstate__`: the games replayed from their actions, each
    /// checked against its mask. A state that does not fit this environment is a
    /// `ValueError` and changes nothing.
    fn __setstate__(&mut self, py: Python<'_>, state: &Bound<'_, PyAny>) -> PyResult<()> {
        let bad = |what: &str| {
            pyo3::exceptions::PyValueError::new_err(format!("not a VectorEnv state: {what}"))
        };
        let (rngs, history, reward, terminated, final_obs): PickledState<'_> =
            state.extract().map_err(|_| bad("the parts"))?;
        let n = self.slots.len();
        if rngs.len() != n || history.len() != n || reward.len() != n || terminated.len() != n {
            return Err(bad("the number of games"));
        }
        if final_obs.shape() != self.final_obs.bind(py).shape() {
            return Err(bad("the shape of final_obs"));
        }
        let cfg = self.cfg;
        let mut slots = vec![Slot::new(&cfg); n];
        for (slot, actions) in slots.iter_mut().zip(&history) {
            for &a in actions {
                let a = usize::from(a);
                if a >= cfg.actions || !slot.accepts(&cfg, a) || slot.play(&cfg, a).is_err() {
                    return Err(bad("an action outside its game's mask"));
                }
            }
            if slot.pos.is_game_over() {
                return Err(bad("a finished game"));
            }
        }
        let reward = reward.readonly();
        let terminated = terminated.readonly();
        let final_obs = final_obs.readonly();
        let (reward, terminated, final_obs) = (
            reward.as_slice().map_err(|_| bad("reward"))?,
            terminated.as_slice().map_err(|_| bad("terminated"))?,
            final_obs.as_slice().map_err(|_| bad("final_obs"))?,
        );
        // SAFETY: as in `write_all`.
        unsafe { self.reward.bind(py).as_slice_mut() }
            .unwrap_or_default()
            .copy_from_slice(reward);
        unsafe { self.terminated.bind(py).as_slice_mut() }
            .unwrap_or_default()
            .copy_from_slice(terminated);
        unsafe { self.final_obs.bind(py).as_slice_mut() }
            .unwrap_or_default()
            .copy_from_slice(final_obs);
        self.slots = slots;
        for (h, actions) in self.history.iter_mut().zip(history) {
            h.clear();
            h.extend_from_slice(&actions);
        }
        for (r, state) in self.rngs.iter_mut().zip(rngs) {
            r.0 = state;
        }
        self.write_all(py);
        Ok(())
    }

    fn __repr__(&self) -> String {
        let opening = self
            .cfg
            .opening
            .map_or_else(String::new, |o| format!(", opening='{o}'"));
        format!(
            "VectorEnv({}, '{}'{opening}, threads={})",
            self.slots.len(),
            self.cfg.rules,
            self.threads
        )
    }
}
