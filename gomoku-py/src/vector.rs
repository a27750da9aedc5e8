//! `gomoku.VectorEnv`: N games stepped in lock-step inside Rust, for reinforcement
//! learning (docs/RL.md holds the encoding: planes, actions, masks, rewards, auto-reset).
//!
//! Each game is a [`Position`] and, under an opening, an [`OpeningState`]: both `Copy`
//! values that never allocate, so a step allocates nothing. The planes and masks are the
//! core's answers (legal moves, forbidden points, the opening's expected step and allowed
//! points, its judgement of each offer) written into numpy arrays that the
//! environment allocates once and hands out; `step` releases the GIL while it plays and
//! writes, optionally on several threads (each thread a contiguous block of games).

use std::thread;

use gomoku_referee::bot::ReferenceBot;
use gomoku_referee::{
    Color, Expected, Expecting, Move, Opening, OpeningAction, OpeningError, OpeningState, Player,
    Point, PointSet, Position, Rules, Step,
};
use numpy::{PyArray1, PyArray2, PyArray4, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::arrays::numpy_required;
use crate::batch::{Rng, count_arg};

/// The most games one `VectorEnv` steps (2^20; its arrays then take about 2 GB on 15x15).
const MAX_ENVS: u64 = 1 << 20;
use crate::errors::{InvalidActionError, opening_error};
use crate::opening::opening_arg;
use crate::rules::PyRules;

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

    /// Writes the mask row of this game.
    fn write_mask(&self, cfg: &Config, forbidden: &PointSet, mask: &mut [bool]) {
        let (points, others, declare) = self.accepted(cfg, forbidden);
        let pass = cfg.pass();
        write_set_bool(&mut mask[..pass], &points, cfg.size);
        mask[pass..].fill(false);
        let mut bits = others;
        while bits != 0 {
            let offset = bits.trailing_zeros() as usize;
            mask[pass + offset] = true;
            bits &= bits - 1;
        }
        for k in 0..usize::from(declare) {
            mask[pass + DECLARE_1 + k] = true;
        }
    }

    /// Writes the planes of this game from the point of view of `actor` holding `color`.
    fn write_obs(&self, cfg: &Config, color: Color, forbidden_set: &PointSet, obs: &mut [u8]) {
        let pos = &self.pos;
        let area = cfg.area();
        let s = cfg.size;
        let (head, rest) = obs.split_at_mut(2 * area);
        write_set(&mut head[..area], pos.stones(color), s);
        write_set(&mut head[area..], pos.stones(!color), s);
        let (forbidden, rest) = rest.split_at_mut(area);
        if forbidden_set.is_empty() {
            forbidden.fill(0);
        } else {
            write_set(forbidden, forbidden_set, s);
        }
        let (last, rest) = rest.split_at_mut(area);
        last.fill(0);
        if let Some(Move::Place(p)) = pos.last_move() {
            last[usize::from(p.y()) * s + usize::from(p.x())] = 1;
        }
        let (black, mut rest) = rest.split_at_mut(area);
        black.fill(u8::from(color == Color::Black));
        if cfg.rules.capture().is_some() {
            let (own, more) = rest.split_at_mut(area);
            own.fill(pos.captured_pairs(color));
            let (other, more) = more.split_at_mut(area);
            other.fill(pos.captured_pairs(!color));
            rest = more;
        }
        if cfg.opening.is_some() {
            let e = self.expected();
            let (code, more) = rest.split_at_mut(area);
            code.fill(step_code(e.map(|e| e.what), self.offering));
            let (offers, more) = more.split_at_mut(area);
            let shown = match e.map(|e| e.what) {
                Some(Expecting::Pick) => self
                    .opening
                    .as_ref()
                    .map_or_else(PointSet::new, |s| s.allowed_points(pos)),
                _ => self.offered,
            };
            write_set(offers, &shown, s);
            more[..area].fill(self.offers_left(e).unwrap_or(0));
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

/// Writes the bits of `set` on a `size` × `size` plane (row-major, row 0 first).
/// Eight cells at a time: the bytes (0 or 1) of each 8-bit pattern.
fn write_set(plane: &mut [u8], set: &PointSet, size: usize) {
    for (row, &bits) in plane.chunks_exact_mut(size).zip(set.rows()) {
        write_bits(row, bits, &BYTES);
    }
}

/// The same for a row of booleans (a mask).
fn write_set_bool(plane: &mut [bool], set: &PointSet, size: usize) {
    for (row, &bits) in plane.chunks_exact_mut(size).zip(set.rows()) {
        write_bits(row, bits, &BOOLS);
    }
}

/// Writes the low `row.len()` bits of `bits` into `row`, one cell a bit, from a table of
/// the eight cells of each byte.
#[inline]
fn write_bits<T: Copy>(row: &mut [T], bits: u32, table: &[[T; 8]; 256]) {
    for (k, chunk) in row.chunks_mut(8).enumerate() {
        let byte = (bits >> (8 * k)) as u8;
        chunk.copy_from_slice(&table[usize::from(byte)][..chunk.len()]);
    }
}

/// The eight cells of each byte: `BYTES[b][i]` is bit `i` of `b`.
static BYTES: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            t[b][i] = ((b >> i) & 1) as u8;
            i += 1;
        }
        b += 1;
    }
    t
};

/// [`BYTES`] as booleans.
static BOOLS: [[bool; 8]; 256] = {
    let mut t = [[false; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            t[b][i] = (b >> i) & 1 == 1;
            i += 1;
        }
        b += 1;
    }
    t
};

/// The rows of the output arrays that belong to one block of games.
struct Rows<'a> {
    /// The actions played in each game since it started (what a pickle replays).
    history: &'a mut [Vec<u16>],
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
        let obs = &mut rows.obs[i * obs_len..(i + 1) * obs_len];
        // Checked against the mask before: cannot fail.
        let _ = slot.play(cfg, actions[i] as usize);
        // Within the capacity reserved at the start: no allocation.
        rows.history[i].push(actions[i] as u16);
        if slot.pos.is_game_over() {
            rows.history[i].clear();
            rows.reward[i] = slot.reward(actor);
            rows.terminated[i] = true;
            let forbidden = forbidden_points(&slot.pos);
            slot.write_obs(
                cfg,
                color,
                &forbidden,
                &mut rows.final_obs[i * obs_len..(i + 1) * obs_len],
            );
            *slot = Slot::new(cfg);
        } else {
            rows.reward[i] = 0.0;
            rows.terminated[i] = false;
        }
        write_state(
            cfg,
            slot,
            obs,
            &mut rows.mask[i * cfg.actions..(i + 1) * cfg.actions],
            &mut rows.agent[i],
        );
    }
}

/// The points forbidden to the side to move (`Position::forbidden_points`), not asked
/// when the rules forbid that side nothing (freestyle, and White in renju).
#[inline]
fn forbidden_points(pos: &Position) -> PointSet {
    if pos.rules().restrictions(pos.turn()).is_empty() {
        PointSet::new()
    } else {
        pos.forbidden_points().points()
    }
}

/// Writes the observation, mask and actor of one game.
fn write_state(cfg: &Config, slot: &Slot, obs: &mut [u8], mask: &mut [bool], agent: &mut u8) {
    let (actor, color) = slot.actor();
    // The forbidden points, judged once for the plane and the mask.
    let forbidden = forbidden_points(&slot.pos);
    slot.write_obs(cfg, color, &forbidden, obs);
    slot.write_mask(cfg, &forbidden, mask);
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

/// A uniformly random action of a mask row (0 when the row is empty, a finished game's).
fn sample_row(row: &[bool], rng: &mut Rng) -> i64 {
    let count = row.iter().filter(|&&m| m).count();
    if count == 0 {
        return 0;
    }
    let k = rng.below(count);
    row.iter()
        .enumerate()
        .filter(|(_, m)| **m)
        .nth(k)
        .map_or(0, |(a, _)| a as i64)
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

/// The reference bot's actions for a block of games (see `bot_actions`).
fn bot_block(
    cfg: &Config,
    slots: &[Slot],
    rngs: &mut [Rng],
    acts: &mut [i64],
    mask: &[bool],
    nodes: u64,
) {
    for (i, (slot, rng)) in slots.iter().zip(rngs.iter_mut()).enumerate() {
        let (points, _, _) = slot.accepted(cfg, &forbidden_points(&slot.pos));
        let seed = rng.next_u64();
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

/// Runs `f` on blocks of games, one per thread (the calling thread takes the first).
fn on_blocks<F>(
    threads: usize,
    cfg: &Config,
    slots: &mut [Slot],
    actions: &[i64],
    rows: Rows<'_>,
    f: F,
) where
    F: Fn(&Config, &mut [Slot], &[i64], Rows<'_>) + Sync,
{
    let n = slots.len();
    let threads = threads.clamp(1, n.max(1));
    if threads == 1 {
        f(cfg, slots, actions, rows);
        return;
    }
    let per = n.div_ceil(threads);
    let obs_len = cfg.planes * cfg.area();
    let Rows {
        mut history,
        mut obs,
        mut final_obs,
        mut mask,
        mut reward,
        mut terminated,
        mut agent,
    } = rows;
    let mut slots = slots;
    let mut actions = actions;
    thread::scope(|scope| {
        let f = &f;
        let mut first = None;
        while !slots.is_empty() {
            let k = per.min(slots.len());
            let (s, s_rest) = std::mem::take(&mut slots).split_at_mut(k);
            let (h, h_rest) = std::mem::take(&mut history).split_at_mut(k);
            let (a, a_rest) = actions.split_at(k.min(actions.len()));
            let (o, o_rest) = std::mem::take(&mut obs).split_at_mut(k * obs_len);
            let (fo, fo_rest) = std::mem::take(&mut final_obs).split_at_mut(k * obs_len);
            let (m, m_rest) = std::mem::take(&mut mask).split_at_mut(k * cfg.actions);
            let (r, r_rest) = std::mem::take(&mut reward).split_at_mut(k);
            let (t, t_rest) = std::mem::take(&mut terminated).split_at_mut(k);
            let (g, g_rest) = std::mem::take(&mut agent).split_at_mut(k);
            slots = s_rest;
            history = h_rest;
            actions = a_rest;
            obs = o_rest;
            final_obs = fo_rest;
            mask = m_rest;
            reward = r_rest;
            terminated = t_rest;
            agent = g_rest;
            let block = Rows {
                history: h,
                obs: o,
                final_obs: fo,
                mask: m,
                reward: r,
                terminated: t,
                agent: g,
            };
            if first.is_none() {
                first = Some((s, a, block));
            } else {
                scope.spawn(move || f(cfg, s, a, block));
            }
        }
        if let Some((s, a, block)) = first {
            f(cfg, s, a, block);
        }
    });
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
    rngs: Vec<Rng>,
    threads: usize,
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

    /// Rewrites every game's observation, mask and actor.
    fn write_all(&mut self, py: Python<'_>) {
        let cfg = self.cfg;
        let obs_len = cfg.planes * cfg.area();
        // SAFETY: the arrays are owned by this environment, C-contiguous, of the sizes
        // made in `new`, and only written here, under `&mut self`.
        let obs = unsafe { self.obs.bind(py).as_slice_mut() }.unwrap_or_default();
        let mask = unsafe { self.mask.bind(py).as_slice_mut() }.unwrap_or_default();
        let agent = unsafe { self.agent.bind(py).as_slice_mut() }.unwrap_or_default();
        let slots = &self.slots;
        py.detach(|| {
            for (i, slot) in slots.iter().enumerate() {
                write_state(
                    &cfg,
                    slot,
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
            rngs: vec![Rng(0); num_envs],
            threads: threads.max(1),
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
            obs: unsafe { self.obs.bind(py).as_slice_mut() }.unwrap_or_default(),
            final_obs: unsafe { self.final_obs.bind(py).as_slice_mut() }.unwrap_or_default(),
            mask,
            reward: unsafe { self.reward.bind(py).as_slice_mut() }.unwrap_or_default(),
            terminated: unsafe { self.terminated.bind(py).as_slice_mut() }.unwrap_or_default(),
            agent: unsafe { self.agent.bind(py).as_slice_mut() }.unwrap_or_default(),
        };
        let threads = self.threads;
        let slots = &mut self.slots;
        py.detach(|| on_blocks(threads, &cfg, slots, acts, rows, step_block));
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
        py.detach(|| {
            for (i, rng) in rngs.iter_mut().enumerate() {
                acts[i] = sample_row(&mask[i * cfg.actions..(i + 1) * cfg.actions], rng);
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
        let threads = self.threads.clamp(1, n.max(1));
        let per = n.div_ceil(threads).max(1);
        let slots = &self.slots;
        let rngs = &mut self.rngs;
        py.detach(|| {
            if threads == 1 {
                bot_block(&cfg, slots, rngs, acts, mask, nodes);
                return;
            }
            thread::scope(|scope| {
                let blocks = slots
                    .chunks(per)
                    .zip(rngs.chunks_mut(per))
                    .zip(acts.chunks_mut(per).zip(mask.chunks(per * cfg.actions)));
                for ((s, r), (a, m)) in blocks {
                    let cfg = &cfg;
                    scope.spawn(move || bot_block(cfg, s, r, a, m, nodes));
                }
            });
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
            rngs: self.rngs.clone(),
            threads: self.threads,
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
        let mut row = vec![false; cfg.actions];
        for (slot, actions) in slots.iter_mut().zip(&history) {
            for &a in actions {
                let a = usize::from(a);
                slot.write_mask(&cfg, &forbidden_points(&slot.pos), &mut row);
                if a >= cfg.actions || !row[a] || slot.play(&cfg, a).is_err() {
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
