//! A Gomocup brain for C (RULES.md §13): `gomoku_brain` is the core's `brain::Session`,
//! which keeps a game in step with the manager. A C program reads a line, feeds it
//! (`gomoku_brain_feed`), and does what the step says: write the reply
//! (`gomoku_brain_reply`), or choose a move in `gomoku_brain_game` within the step's time
//! and give it to `gomoku_brain_play`, or exit.

use core::ffi::c_char;

use gomoku_referee::brain::{Session, Step};
use gomoku_referee::protocol::About;
use gomoku_referee::{OpeningAction, PointSet, Rules};

use crate::bot::{gomoku_bot_decision, gomoku_bot_step};
use crate::boundary::{Buffer, Out, arg, arg_mut, c_str, free, guard, into_raw, slice};
use crate::game::gomoku_game;
use crate::rules::gomoku_rules;
use crate::status::gomoku_status;
use crate::types::{color_in, gomoku_point, point_in};

/// A brain: the protocol's state (an opaque handle; `gomoku_brain_new`, `gomoku_brain_free`).
#[allow(non_camel_case_types)]
pub struct gomoku_brain {
    session: Session,
    /// The text of the last step (empty unless a reply).
    reply: String,
}

/// What `gomoku_brain_feed` and `gomoku_brain_play` say to do (`gomoku_step.kind`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_step_kind {
    /// Write the text of `gomoku_brain_reply` (none when it is empty), then read on.
    Reply = 0,
    /// Choose a move in `gomoku_brain_game` and give it to `gomoku_brain_play`.
    Think = 1,
    /// Exit (`END`).
    Exit = 2,
}

/// A step, with the bot's time for a `GOMOKU_STEP_KIND_THINK` step.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_step {
    /// A `GOMOKU_STEP_KIND_*` value.
    pub kind: i32,
    /// The limit for each move in milliseconds (0: as fast as possible); -1 for none.
    pub turn_ms: i64,
    /// What remains of the match in milliseconds (0 once out of time); -1 when unlimited.
    pub left_ms: i64,
    /// How long to think about this move in milliseconds (nine tenths of the move limit,
    /// at most a twentieth of the time left); -1 when no limit is set.
    pub think_ms: i64,
}

fn ms(d: Option<core::time::Duration>) -> i64 {
    d.map_or(-1, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn record(brain: &mut gomoku_brain, step: Step) -> gomoku_step {
    let mut out = gomoku_step {
        kind: gomoku_step_kind::Reply as i32,
        turn_ms: -1,
        left_ms: -1,
        think_ms: -1,
    };
    brain.reply.clear();
    match step {
        Step::Reply(text) => brain.reply = text,
        Step::Think(budget) => {
            out.kind = gomoku_step_kind::Think as i32;
            out.turn_ms = ms(budget.turn);
            out.left_ms = ms(budget.left);
            out.think_ms = ms(budget.time_for_move());
        }
        Step::Exit => out.kind = gomoku_step_kind::Exit as i32,
    }
    out
}

/// A text argument: NULL is empty; not UTF-8 gives `GOMOKU_STATUS_PROTOCOL_INVALID_UTF8`.
///
/// # Safety
///
/// `p` is NULL or NUL-terminated.
fn text<'a>(p: *const c_char) -> Result<&'a str, gomoku_status> {
    if p.is_null() {
        return Ok("");
    }
    let bytes = c_str(p)?;
    core::str::from_utf8(bytes).map_err(|_| gomoku_status::ProtocolInvalidUtf8)
}

/// A new brain that answers `ABOUT` with the four strings (NULL: empty) and plays `rules`
/// (NULL: freestyle) with the size of `START` until an `INFO rule` says otherwise. Free it
/// with `gomoku_brain_free`.
///
/// # Safety
///
/// The strings are NULL or NUL-terminated; `rules` is NULL or a live `gomoku_rules`;
/// `brain_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_new(
    name: *const c_char,
    version: *const c_char,
    author: *const c_char,
    country: *const c_char,
    rules: *const gomoku_rules,
    brain_out: *mut *mut gomoku_brain,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(brain_out)?;
        let about = About {
            name: text(name)?,
            version: text(version)?,
            author: text(author)?,
            country: text(country)?,
        };
        let rules = if rules.is_null() {
            Rules::freestyle()
        } else {
            arg(rules)?.inner
        };
        let brain = gomoku_brain {
            session: Session::with_rules(about, rules),
            reply: String::new(),
        };
        out.write(into_raw(brain));
        Ok(())
    })
}

/// Frees a brain. NULL is accepted and ignored.
///
/// # Safety
///
/// `brain` is NULL or a `gomoku_brain` not yet freed; it must not be used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_free(brain: *mut gomoku_brain) {
    let _ = guard(|| {
        free(brain);
        Ok(())
    });
}

/// Feeds one line from the manager (`len` bytes, no NUL needed; bytes that are not UTF-8
/// are replaced) and writes what to do into `*step_out`. A bad line is no failure: the
/// step is a reply (`ERROR ...` or `UNKNOWN ...`), as the protocol asks.
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `line` is valid for `len` bytes (NULL if
/// `len` is 0); `step_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_feed(
    brain: *mut gomoku_brain,
    line: *const c_char,
    len: usize,
    step_out: *mut gomoku_step,
) -> gomoku_status {
    guard(|| {
        let brain = arg_mut(brain)?;
        let out = Out::new(step_out)?;
        let bytes: &[u8] = slice(line.cast::<u8>(), len)?;
        let step = brain.session.feed(&String::from_utf8_lossy(bytes));
        let step = record(brain, step);
        out.write(step);
        Ok(())
    })
}

/// Plays the bot's move after a `GOMOKU_STEP_KIND_THINK` step and writes what to do: the
/// move (a reply `x,y`), an `ERROR` reply if the point cannot be played (then the move is
/// asked again), or, for a Swap2 answer of several stones, another think step. A point
/// off the board gives `GOMOKU_STATUS_PLAY_OFF_BOARD` and changes nothing.
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `step_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_play(
    brain: *mut gomoku_brain,
    point: gomoku_point,
    step_out: *mut gomoku_step,
) -> gomoku_status {
    guard(|| {
        let brain = arg_mut(brain)?;
        let out = Out::new(step_out)?;
        let p = point_in(
            point,
            brain.session.rules().size(),
            gomoku_status::PlayOffBoard,
        )?;
        let step = brain.session.play(p);
        let step = record(brain, step);
        out.write(step);
        Ok(())
    })
}

/// Writes the text of the last reply step, NUL-terminated (lines separated by `\n`, no
/// final line end; empty when there is nothing to write). It can be read again.
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `buf` is valid for `len` bytes (NULL if `len`
/// is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_reply(
    brain: *const gomoku_brain,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let brain = arg(brain)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        buffer.fill_text(&brain.reply)
    })
}

/// Copies the game the bot is to move in (after a think step; otherwise the game in step
/// with the manager) into `*game_out`, to be freed with `gomoku_game_free`; before `START`
/// there is no game and `*game_out` is set to NULL.
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_game(
    brain: *const gomoku_brain,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let brain = arg(brain)?;
        let out = Out::new(game_out)?;
        let game = brain.session.game().map_or(core::ptr::null_mut(), |g| {
            into_raw(gomoku_game::from_game(g.clone()))
        });
        out.write(game);
        Ok(())
    })
}

/// Copies the game under the core's Swap2 opening of the `SWAP2BOARD` answer being made
/// (after a think step), with the step it expects of the brain (`gomoku_game_expected`),
/// into `*game_out`, to be freed with `gomoku_game_free`: the game a bot decides in
/// (`gomoku_reference_bot_decide`); NULL when no such answer is being made.
///
/// ```c
/// gomoku_game *opening;
/// gomoku_brain_opening_game(brain, &opening);
/// if (opening) {
///     gomoku_bot_decision d;
///     gomoku_reference_bot_decide(bot, opening, 1000, NULL, NULL, &d);
///     gomoku_brain_act(brain, &d, &step);
///     gomoku_game_free(opening);
/// }
/// ```
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_opening_game(
    brain: *const gomoku_brain,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let brain = arg(brain)?;
        let out = Out::new(game_out)?;
        let game = brain
            .session
            .opening_game()
            .map_or(core::ptr::null_mut(), |g| {
                into_raw(gomoku_game::from_game(g.clone()))
            });
        out.write(game);
        Ok(())
    })
}

/// Takes the bot's opening step in a `SWAP2BOARD` answer (after a think step, the step
/// `gomoku_brain_opening_game` expects: a `gomoku_bot_decision` as
/// `gomoku_reference_bot_decide` writes it, kind `GOMOKU_BOT_STEP_PLACE`, `_CHOOSE`, ...)
/// and writes what to do: a reply `SWAP` (the brain takes Black), the stones, or another
/// think step (the brain keeps White and moves: `gomoku_brain_play`; or the next stone).
/// An action the game refuses, or none asked for, is an `ERROR` reply and changes
/// nothing.
///
/// Returns `GOMOKU_STATUS_INVALID_ENUM` for a kind that is no opening action
/// (`GOMOKU_BOT_STEP_MOVE`: give the point to `gomoku_brain_play`) or a colour that is no
/// colour, `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point off the board.
///
/// # Safety
///
/// `brain` is NULL or a live `gomoku_brain`; `decision` is NULL or valid for a read;
/// `step_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_brain_act(
    brain: *mut gomoku_brain,
    decision: *const gomoku_bot_decision,
    step_out: *mut gomoku_step,
) -> gomoku_status {
    guard(|| {
        let brain = arg_mut(brain)?;
        let d = arg(decision)?;
        let out = Out::new(step_out)?;
        let size = brain.session.rules().size();
        let point = |p| point_in(p, size, gomoku_status::PlayOffBoard);
        let action = match d.kind {
            k if k == gomoku_bot_step::Place as i32 => OpeningAction::Place(point(d.point)?),
            k if k == gomoku_bot_step::Swap as i32 => OpeningAction::Swap,
            k if k == gomoku_bot_step::Keep as i32 => OpeningAction::Keep,
            k if k == gomoku_bot_step::Choose as i32 => OpeningAction::Choose(color_in(d.color)?),
            k if k == gomoku_bot_step::Declare as i32 => {
                OpeningAction::Declare(u8::try_from(d.count).unwrap_or(u8::MAX))
            }
            k if k == gomoku_bot_step::Offer as i32 => {
                let n = (d.count as usize).min(d.offers.len());
                let mut set = PointSet::new();
                for &p in &d.offers[..n] {
                    set.insert(point(p)?);
                }
                OpeningAction::Offer(set)
            }
            k if k == gomoku_bot_step::Pick as i32 => OpeningAction::Pick(point(d.point)?),
            _ => return Err(gomoku_status::InvalidEnum),
        };
        let step = brain.session.act(action);
        let step = record(brain, step);
        out.write(step);
        Ok(())
    })
}
