//! The reference bot for C: `gomoku_reference_bot` is the core's `bot::ReferenceBot`, a
//! seeded player bounded by VCF nodes (and, optionally, a deadline the caller's function
//! decides). The same seed and node budget give the same move in every face.

use core::ffi::c_void;

use gomoku_referee::bot::{Decision, Reason, ReferenceBot};

use crate::boundary::{Out, arg, arg_mut, free, guard, into_raw};
use crate::game::gomoku_game;
use crate::status::gomoku_status;
use crate::types::{gomoku_point, to_c_point};

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
}

/// The reference bot's decision: the point, why (a `GOMOKU_BOT_REASON_*` value) and the
/// VCF nodes spent (at most the budget).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_bot_decision {
    /// The point to play.
    pub point: gomoku_point,
    /// A `GOMOKU_BOT_REASON_*` value.
    pub reason: i32,
    /// The VCF nodes the decision visited.
    pub nodes: u64,
}

/// The node budget when there is no better figure (the core's `ReferenceBot::MAX_NODES`),
/// about a tenth of a second of search on a release build.
pub const GOMOKU_REFERENCE_BOT_MAX_NODES: u64 = 60_000;

/// A function the bot asks, between its searches, whether time is up (`true`: play the
/// best move found so far); `context` is the pointer given with it.
#[allow(non_camel_case_types)]
pub type gomoku_out_of_time = Option<extern "C" fn(context: *mut c_void) -> bool>;

fn to_c_decision(d: Decision) -> gomoku_bot_decision {
    gomoku_bot_decision {
        point: to_c_point(d.point),
        reason: match d.reason {
            Reason::Win => gomoku_bot_reason::Win,
            Reason::Vcf => gomoku_bot_reason::Vcf,
            Reason::Refute => gomoku_bot_reason::Refute,
            Reason::Delay => gomoku_bot_reason::Delay,
            Reason::Evaluate => gomoku_bot_reason::Evaluate,
        } as i32,
        nodes: d.nodes,
    }
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
/// stone; the bot is unchanged then.
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

/// `gomoku_reference_bot_choose` with why and the nodes spent, and a deadline:
/// `out_of_time` (NULL for none) is called with `context` between the bot's searches,
/// never inside one; once it returns `true` the bot plays the best move found so far.
/// The same statuses as `gomoku_reference_bot_choose`.
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
        let mut d = gomoku_bot_decision {
            point: gomoku_point { x: -1, y: -1 },
            reason: -1,
            nodes: 0,
        };
        let status = gomoku_reference_bot_decide(bot, &g, 5_000, None, ptr::null_mut(), &mut d);
        assert_eq!(status, gomoku_status::Ok);
        let core = ReferenceBot::new(7).decide(g.inner(), 5_000).unwrap();
        assert_eq!(d, to_c_decision(core));
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
        let mut d = gomoku_bot_decision {
            point: gomoku_point { x: -1, y: -1 },
            reason: -1,
            nodes: 9,
        };
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
