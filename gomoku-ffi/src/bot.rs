//! The reference bot for C: `gomoku_reference_bot` is the core's `bot::ReferenceBot`, a
//! seeded player bounded by VCF nodes (and, optionally, a deadline the caller's function
//! decides). The same seed and node budget give the same move in every face.

use core::ffi::c_void;

use gomoku_referee::bot::{Decision, Reason, ReferenceBot};
use gomoku_referee::{OpeningAction, Step};

use crate::boundary::{Out, arg, arg_mut, free, guard, into_raw};
use crate::game::gomoku_game;
use crate::status::gomoku_status;
use crate::types::{gomoku_point, to_c_color, to_c_point};

/// The reference bot (an opaque handle; `gomoku_reference_bot_new`,
/// `gomoku_reference_bot_free`).
#[allow(non_camel_case_types)]
pub struct gomoku_reference_bot {
    inner: ReferenceBot,
}

/// Why the reference bot chose its move (`gomoku_bot_decision.reason`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_bot_reason {
    /// The move wins at once.
    Win = 0,
    /// The first move of the bot's VCF.
    Vcf = 1,
    /// The opponent had a VCF; after this move he has none (as far as the budget saw).
    Refute = 2,
    /// The opponent had a VCF and no candidate refuted it: the one that held best.
    Delay = 3,
    /// By the evaluation.
    Evaluate = 4,
    /// An opening choice that is not a stone of the bot's search (swap, keep, a colour,
    /// the number of offers, the offers, a pick).
    Opening = 5,
}

/// The kind of step the reference bot decided (`gomoku_bot_decision.kind`): a move of
/// normal play, or the opening action the game expects (the core's `Decision::kind`:
/// `move`, `place`, `swap`, `keep`, `choose`, `declare`, `offer`, `pick`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_bot_step {
    /// A move of normal play: `point` (`gomoku_game_play`).
    Move = 0,
    /// An opening stone: `point` (`gomoku_game_place`).
    Place = 1,
    /// Swap colours (`gomoku_game_swap`).
    Swap = 2,
    /// Keep them (`gomoku_game_keep`).
    Keep = 3,
    /// Take `color` (`gomoku_game_choose`).
    Choose = 4,
    /// Declare `count` offers (`gomoku_game_declare`).
    Declare = 5,
    /// Offer the `count` points of `offers` (`gomoku_game_offer`).
    Offer = 6,
    /// Pick the offer `point` (`gomoku_game_pick`).
    Pick = 7,
}

/// The most fifth-move offers an opening asks (`gomoku_bot_decision.offers`' length; the
/// core's `Opening::MAX_OFFERS`).
pub const GOMOKU_MAX_OFFERS: usize = 32;

/// The reference bot's decision: the step (`kind` and its arguments), why (a
/// `GOMOKU_BOT_REASON_*` value) and the VCF nodes spent (at most the budget).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_bot_decision {
    /// The stone the step puts on the board (a move, an opening stone, a pick);
    /// `{-1, -1}` for the other steps.
    pub point: gomoku_point,
    /// A `GOMOKU_BOT_REASON_*` value.
    pub reason: i32,
    /// The VCF nodes the decision visited.
    pub nodes: u64,
    /// A `GOMOKU_BOT_STEP_*` value.
    pub kind: i32,
    /// The colour taken (`GOMOKU_BOT_STEP_CHOOSE`), a `GOMOKU_COLOR_*`;
    /// `GOMOKU_COLOR_NONE` otherwise.
    pub color: i32,
    /// The number declared (`GOMOKU_BOT_STEP_DECLARE`) or offered
    /// (`GOMOKU_BOT_STEP_OFFER`); 0 otherwise.
    pub count: u32,
    /// The offers (`GOMOKU_BOT_STEP_OFFER`), the first `count` of them; `{-1, -1}`
    /// after them.
    pub offers: [gomoku_point; GOMOKU_MAX_OFFERS],
}

/// The node budget when there is no better figure (the core's `ReferenceBot::MAX_NODES`),
/// about a tenth of a second of search on a release build.
pub const GOMOKU_REFERENCE_BOT_MAX_NODES: u64 = 60_000;

/// A function the bot asks, between its searches, whether time is up (`true`: play the
/// best move found so far); `context` is the pointer given with it.
#[allow(non_camel_case_types)]
pub type gomoku_out_of_time = Option<extern "C" fn(context: *mut c_void) -> bool>;

const NO_POINT: gomoku_point = gomoku_point { x: -1, y: -1 };

fn to_c_decision(d: Decision) -> gomoku_bot_decision {
    let mut c = gomoku_bot_decision {
        point: d.point().map_or(NO_POINT, to_c_point),
        reason: match d.reason {
            Reason::Win => gomoku_bot_reason::Win,
            Reason::Vcf => gomoku_bot_reason::Vcf,
            Reason::Refute => gomoku_bot_reason::Refute,
            Reason::Delay => gomoku_bot_reason::Delay,
            Reason::Evaluate => gomoku_bot_reason::Evaluate,
            Reason::Opening => gomoku_bot_reason::Opening,
        } as i32,
        nodes: d.nodes,
        kind: gomoku_bot_step::Move as i32,
        color: to_c_color(None),
        count: 0,
        offers: [NO_POINT; GOMOKU_MAX_OFFERS],
    };
    let Step::Opening(action) = d.step else {
        return c;
    };
    c.kind = match action {
        OpeningAction::Place(_) => gomoku_bot_step::Place,
        OpeningAction::Swap => gomoku_bot_step::Swap,
        OpeningAction::Keep => gomoku_bot_step::Keep,
        OpeningAction::Choose(color) => {
            c.color = to_c_color(Some(color));
            gomoku_bot_step::Choose
        }
        OpeningAction::Declare(n) => {
            c.count = u32::from(n);
            gomoku_bot_step::Declare
        }
        OpeningAction::Offer(points) => {
            for (slot, p) in c.offers.iter_mut().zip(points.iter()) {
                *slot = to_c_point(p);
            }
            c.count = points.len() as u32;
            gomoku_bot_step::Offer
        }
        OpeningAction::Pick(_) => gomoku_bot_step::Pick,
    } as i32;
    c
}

/// A new reference bot whose tie-breaks follow `seed`. Free it with
/// `gomoku_reference_bot_free`.
///
/// # Safety
///
/// `bot_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_reference_bot_new(
    seed: u64,
    bot_out: *mut *mut gomoku_reference_bot,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(bot_out)?;
        out.write(into_raw(gomoku_reference_bot {
            inner: ReferenceBot::new(seed),
        }));
        Ok(())
    })
}

/// A copy of `bot` (its generator as it stands: the copy makes the same choices).
///
/// # Safety
///
/// `bot` is NULL or a live `gomoku_reference_bot`; `bot_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_reference_bot_clone(
    bot: *const gomoku_reference_bot,
    bot_out: *mut *mut gomoku_reference_bot,
) -> gomoku_status {
    guard(|| {
        let bot = arg(bot)?;
        let out = Out::new(bot_out)?;
        out.write(into_raw(gomoku_reference_bot {
            inner: bot.inner.clone(),
        }));
        Ok(())
    })
}

/// Frees a reference bot. NULL is accepted and ignored.
///
/// # Safety
///
/// `bot` is NULL or a `gomoku_reference_bot` not yet freed; it must not be used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_reference_bot_free(bot: *mut gomoku_reference_bot) {
    let _ = guard(|| {
        free(bot);
        Ok(())
    });
}

/// The bot's move for the side to move in `game`, spending at most `nodes` VCF nodes;
/// written to `*point_out`.
///
/// Returns `GOMOKU_STATUS_PLAY_GAME_OVER` when the game is over and
/// `GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY` when the opening waits for an action that puts no
/// stone (`gomoku_reference_bot_decide` makes those); the bot is unchanged then.
///
/// # Safety
///
/// `bot` is NULL or a live `gomoku_reference_bot`; `game` is NULL or a live `gomoku_game`;
/// `point_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_reference_bot_choose(
    bot: *mut gomoku_reference_bot,
    game: *const gomoku_game,
    nodes: u64,
    point_out: *mut gomoku_point,
) -> gomoku_status {
    guard(|| {
        let bot = arg_mut(bot)?;
        let game = arg(game)?;
        let out = Out::new(point_out)?;
        let p = bot.inner.choose(game.inner(), nodes)?;
        out.write(to_c_point(p));
        Ok(())
    })
}

/// The bot's step in `game` with why and the nodes spent, and a deadline: in normal play
/// and for an opening's stones, `gomoku_reference_bot_choose`'s stone; for an opening's
/// other steps (swap or keep, a colour, the number of offers, the offers, the pick), the
/// bot's choice (`kind` says which). `out_of_time` (NULL for none) is called with
/// `context` between the bot's searches, never inside one; once it returns `true` the bot
/// plays the best move found so far. Returns `GOMOKU_STATUS_PLAY_GAME_OVER` when the game
/// is over; the bot is unchanged then.
///
/// # Safety
///
/// As `gomoku_reference_bot_choose`; `out_of_time` is NULL or a function that may be
/// called with `context` during the call; `decision_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_reference_bot_decide(
    bot: *mut gomoku_reference_bot,
    game: *const gomoku_game,
    nodes: u64,
    out_of_time: gomoku_out_of_time,
    context: *mut c_void,
    decision_out: *mut gomoku_bot_decision,
) -> gomoku_status {
    guard(|| {
        let bot = arg_mut(bot)?;
        let game = arg(game)?;
        let out = Out::new(decision_out)?;
        let d = match out_of_time {
            Some(f) => bot
                .inner
                .decide_until(game.inner(), nodes, &mut || f(context))?,
            None => bot.inner.decide(game.inner(), nodes)?,
        };
        out.write(to_c_decision(d));
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::ptr;
    use gomoku_referee::{Game, Rules};

    fn game(text: &str) -> gomoku_game {
        gomoku_game::from_game(Game::from_text(Rules::renju(), text).unwrap())
    }

    #[test]
    fn the_constant_is_the_cores() {
        assert_eq!(GOMOKU_REFERENCE_BOT_MAX_NODES, ReferenceBot::MAX_NODES);
    }

    #[test]
    fn the_same_move_as_the_core() {
        let g = game("h8 h9 i8 a1");
        let mut bot = ptr::null_mut();
        assert_eq!(gomoku_reference_bot_new(7, &mut bot), gomoku_status::Ok);
        let mut d = to_c_decision(Decision {
            step: gomoku_referee::Step::Opening(OpeningAction::Keep),
            reason: Reason::Opening,
            nodes: 0,
        });
        let status = gomoku_reference_bot_decide(bot, &g, 5_000, None, ptr::null_mut(), &mut d);
        assert_eq!(status, gomoku_status::Ok);
        let core = ReferenceBot::new(7).decide(g.inner(), 5_000).unwrap();
        assert_eq!(d, to_c_decision(core));
        gomoku_reference_bot_free(bot);
    }

    #[test]
    fn opening_steps_as_the_core_decides_them() {
        use gomoku_referee::Opening;
        let mut bot = ptr::null_mut();
        assert_eq!(gomoku_reference_bot_new(0, &mut bot), gomoku_status::Ok);
        let decide = |g: &Game| {
            let c = gomoku_game::from_game(g.clone());
            let mut d = to_c_decision(ReferenceBot::new(0).decide(g, 0).unwrap());
            d.nodes = 77;
            let status = gomoku_reference_bot_decide(bot, &c, 500, None, ptr::null_mut(), &mut d);
            assert_eq!(status, gomoku_status::Ok);
            d
        };
        // Swap's colour choice: Black, no stone.
        let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
        for p in ["h8", "a1", "i8"] {
            g.place(p.parse().unwrap()).unwrap();
        }
        let d = decide(&g);
        assert_eq!(
            (d.kind, d.color, d.point, d.nodes),
            (gomoku_bot_step::Choose as i32, 0, NO_POINT, 0)
        );
        assert_eq!(d.reason, gomoku_bot_reason::Opening as i32);
        // Soosorv-8's offers: the declared number, the core's points, then {-1, -1}.
        let mut g = Game::with_opening(Rules::renju(), Opening::Soosorv(8)).unwrap();
        for p in ["h8", "h9", "j10"] {
            g.place(p.parse().unwrap()).unwrap();
        }
        g.keep().unwrap();
        g.place("g10".parse().unwrap()).unwrap();
        g.declare(3).unwrap();
        g.keep().unwrap(); // the swap after the declaration
        let d = decide(&g);
        let core = ReferenceBot::new(0).decide(&g, 500).unwrap();
        let gomoku_referee::Step::Opening(OpeningAction::Offer(offers)) = core.step else {
            panic!("{core:?}");
        };
        assert_eq!((d.kind, d.count), (gomoku_bot_step::Offer as i32, 3));
        let c: Vec<gomoku_point> = offers.iter().map(to_c_point).collect();
        assert_eq!(&d.offers[..3], c.as_slice());
        assert!(d.offers[3..].iter().all(|&p| p == NO_POINT));
        gomoku_reference_bot_free(bot);
    }

    extern "C" fn always(context: *mut c_void) -> bool {
        // SAFETY: the test passes a live counter.
        unsafe { *context.cast::<u32>() += 1 };
        true
    }

    #[test]
    fn a_deadline_is_asked_and_a_finished_game_refused() {
        let g = game("h8 h9 i8 a1");
        let mut bot = ptr::null_mut();
        assert_eq!(gomoku_reference_bot_new(1, &mut bot), gomoku_status::Ok);
        let mut asked = 0u32;
        let mut d = to_c_decision(Decision {
            step: gomoku_referee::Step::Opening(OpeningAction::Keep),
            reason: Reason::Opening,
            nodes: 9,
        });
        let context = ptr::from_mut(&mut asked).cast();
        let status = gomoku_reference_bot_decide(bot, &g, 5_000, Some(always), context, &mut d);
        assert_eq!(status, gomoku_status::Ok);
        assert!(asked > 0);
        assert_eq!(d.nodes, 0);
        let over = game("h8 a1 i8 a2 j8 a3 k8 a4 l8");
        let mut p = gomoku_point { x: -1, y: -1 };
        let status = gomoku_reference_bot_choose(bot, &over, 100, &mut p);
        assert_eq!(status, gomoku_status::PlayGameOver);
        assert_eq!(p, gomoku_point { x: -1, y: -1 }, "nothing written");
        assert_eq!(
            gomoku_reference_bot_choose(ptr::null_mut(), &over, 100, &mut p),
            gomoku_status::NullPointer
        );
        gomoku_reference_bot_free(bot);
    }
}
