//! Rule sets (RULES.md §4): presets, names, the Gomocup codes, and one setter and one
//! getter per switch of §4.1. The checks are the core's `Rules::with_*`.

use core::ffi::c_char;

use gomoku_referee::{Restrictions, Rules};

use crate::boundary::{Buffer, FfiResult, Out, arg, arg_mut, c_str, free, guard, into_raw};
use crate::status::gomoku_status;
use crate::types::{color_in, policy_in, preset_in, to_c_policy};

/// A rule set: a preset changed by any of the setters. Opaque; make one with
/// `gomoku_rules_new`, `gomoku_rules_from_name` or `gomoku_rules_from_gomocup` and free it
/// with `gomoku_rules_free`. A game copies the rules it is made with.
#[allow(non_camel_case_types)]
pub struct gomoku_rules {
    pub(crate) inner: Rules,
}

fn make(rules: Rules, rules_out: *mut *mut gomoku_rules) -> FfiResult {
    let out = Out::new(rules_out)?;
    out.write(into_raw(gomoku_rules { inner: rules }));
    Ok(())
}

/// Changes the rules with `change`; on error they are unchanged.
///
/// The C contract, passed on by the exported caller: `rules` is NULL or a live
/// `gomoku_rules`.
fn change(
    rules: *mut gomoku_rules,
    change: impl FnOnce(Rules) -> Result<Rules, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let rules = arg_mut(rules)?;
        rules.inner = change(rules.inner)?;
        Ok(())
    })
}

/// Reads one value of the rules into `out`.
///
/// The C contract, passed on by the exported caller: `rules` is NULL or a live
/// `gomoku_rules`; `out` is NULL or valid for a write.
fn get<T>(
    rules: *const gomoku_rules,
    out: *mut T,
    read: impl FnOnce(&Rules) -> Result<T, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        let out = Out::new(out)?;
        let value = read(&rules.inner)?;
        out.write(value);
        Ok(())
    })
}

/// Makes the rules of a preset (a `GOMOKU_PRESET_*` value) into `*rules_out`, to be freed
/// with `gomoku_rules_free`.
///
/// Returns `GOMOKU_STATUS_INVALID_ENUM` for any other value of `preset`.
///
/// # Safety
///
/// `rules_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_new(
    preset: i32,
    rules_out: *mut *mut gomoku_rules,
) -> gomoku_status {
    guard(|| {
        Out::new(rules_out)?;
        make(preset_in(preset)?.rules(), rules_out)
    })
}

/// Makes the rules named `name`: a preset name (`freestyle`, `standard`, `renju`, `caro`,
/// `caro-overline`, `omok`, `ninuki-renju`, `pente`, case-insensitive), optionally followed
/// by `/size` (`freestyle/19`) and `+switch=value` changes (`renju+pass=on`): the text
/// `gomoku_rules_name` writes, for every rules value (the core's `Rules` text form).
///
/// Returns `GOMOKU_STATUS_PARSE_UNKNOWN_RULES` for a text that names no rules, or the
/// rules status of a value the setters refuse (`renju/27`:
/// `GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE`).
///
/// # Safety
///
/// `name` is NULL or a NUL-terminated string; `rules_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_from_name(
    name: *const c_char,
    rules_out: *mut *mut gomoku_rules,
) -> gomoku_status {
    guard(|| {
        let name = c_str(name)?;
        Out::new(rules_out)?;
        let name = core::str::from_utf8(name).map_err(|_| gomoku_status::ParseUnknownRules)?;
        make(name.parse::<Rules>()?, rules_out)
    })
}

/// Makes the rules of a Gomocup/Piskvork `INFO rule` code: 0 freestyle, 1 standard, 2, 4
/// and 5 renju, 8 caro with overlines, 9 caro (all on 15×15).
///
/// Returns `GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE` for any other code.
///
/// # Safety
///
/// `rules_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_from_gomocup(
    code: u32,
    rules_out: *mut *mut gomoku_rules,
) -> gomoku_status {
    guard(|| {
        Out::new(rules_out)?;
        make(Rules::from_gomocup(code)?, rules_out)
    })
}

/// Copies `rules` into `*rules_out`, to be freed with `gomoku_rules_free`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `rules_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_clone(
    rules: *const gomoku_rules,
    rules_out: *mut *mut gomoku_rules,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        make(rules.inner, rules_out)
    })
}

/// Frees rules made by this library. NULL is accepted and ignored.
///
/// # Safety
///
/// `rules` is NULL or a `gomoku_rules` not yet freed; it must not be used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_free(rules: *mut gomoku_rules) {
    // Freeing cannot fail; the status of a panic has nowhere to go.
    let _ = guard(|| {
        free(rules);
        Ok(())
    });
}

/// Writes the name of the rules into `buf`, NUL-terminated: the nearest preset's name,
/// with `/size` when the size is not the preset's own (`freestyle/19`), then
/// `+switch=value` for each switch that differs (`renju+pass=on`). It parses back to equal
/// rules with `gomoku_rules_from_name`.
///
/// `*out_n` receives the bytes the name takes, NUL included; when `len` is smaller the
/// call fails with `GOMOKU_STATUS_BUFFER_TOO_SMALL` and writes only `*out_n`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_name(
    rules: *const gomoku_rules,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        buffer.fill_text(&rules.inner.to_string())
    })
}

/// Writes the preset whose switches these rules have (whatever the size) into
/// `*preset_out`, or -1 if the switches are no preset's.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `preset_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_preset(
    rules: *const gomoku_rules,
    preset_out: *mut i32,
) -> gomoku_status {
    get(rules, preset_out, |r| {
        Ok(r.preset().map_or(-1, crate::types::to_c_preset))
    })
}

/// Sets the board size.
///
/// Returns `GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE` unless `5 <= size <= 26`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_size(rules: *mut gomoku_rules, size: u32) -> gomoku_status {
    change(rules, |r| Ok(r.with_size(size)?))
}

/// Writes the board size into `*size_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `size_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_size(
    rules: *const gomoku_rules,
    size_out: *mut u32,
) -> gomoku_status {
    get(rules, size_out, |r| Ok(u32::from(r.size())))
}

/// Sets whether an overline (six or more) wins for `color` (a `GOMOKU_COLOR_*` value).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_overline_wins(
    rules: *mut gomoku_rules,
    color: i32,
    wins: bool,
) -> gomoku_status {
    change(rules, |r| Ok(r.with_overline_wins(color_in(color)?, wins)))
}

/// Writes whether an overline wins for `color` into `*wins_out` (never when overlines are
/// forbidden to that colour).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `wins_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_overline_wins(
    rules: *const gomoku_rules,
    color: i32,
    wins_out: *mut bool,
) -> gomoku_status {
    get(rules, wins_out, |r| Ok(r.overline_wins(color_in(color)?)))
}

/// Writes the overline switch of `color` as set by `gomoku_rules_set_overline_wins` into
/// `*switch_out`, before a forbidden overline overrides it (what copies the rules switch by
/// switch; `gomoku_rules_overline_wins` says what it means in play).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `switch_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_overline_switch(
    rules: *const gomoku_rules,
    color: i32,
    switch_out: *mut bool,
) -> gomoku_status {
    get(rules, switch_out, |r| {
        Ok(r.overline_switch(color_in(color)?))
    })
}

/// Sets which points are forbidden to `color`: an OR of `GOMOKU_RESTRICT_*` bits (0 for
/// none).
///
/// Returns `GOMOKU_STATUS_INVALID_ENUM` for a bit outside `GOMOKU_RESTRICT_RENJU` or a bad
/// colour.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_restrictions(
    rules: *mut gomoku_rules,
    color: i32,
    bits: u32,
) -> gomoku_status {
    change(rules, |r| {
        let color = color_in(color)?;
        let set = Restrictions::from_bits(bits).ok_or(gomoku_status::InvalidEnum)?;
        Ok(r.with_restrictions(color, set))
    })
}

/// Writes the `GOMOKU_RESTRICT_*` bits forbidden to `color` into `*bits_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `bits_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_restrictions(
    rules: *const gomoku_rules,
    color: i32,
    bits_out: *mut u32,
) -> gomoku_status {
    get(rules, bits_out, |r| {
        Ok(u32::from(r.restrictions(color_in(color)?).bits()))
    })
}

/// Sets the forbidden policy (a `GOMOKU_FORBIDDEN_POLICY_*` value).
///
/// Returns `GOMOKU_STATUS_INVALID_ENUM` for any other value.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_forbidden_policy(
    rules: *mut gomoku_rules,
    policy: i32,
) -> gomoku_status {
    change(rules, |r| Ok(r.with_forbidden_policy(policy_in(policy)?)))
}

/// Writes the forbidden policy (a `GOMOKU_FORBIDDEN_POLICY_*` value) into `*policy_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `policy_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_forbidden_policy(
    rules: *const gomoku_rules,
    policy_out: *mut i32,
) -> gomoku_status {
    get(rules, policy_out, |r| Ok(to_c_policy(r.forbidden_policy())))
}

/// Sets the caro rule: a five blocked at both ends by the opponent does not win.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_caro_rule(rules: *mut gomoku_rules, on: bool) -> gomoku_status {
    change(rules, |r| Ok(r.with_caro_rule(on)))
}

/// Writes whether the caro rule is on into `*on_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `on_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_caro_rule(
    rules: *const gomoku_rules,
    on_out: *mut bool,
) -> gomoku_status {
    get(rules, on_out, |r| Ok(r.caro_rule()))
}

/// Turns captures on, with `pairs` captured pairs winning.
///
/// Returns `GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE` unless `1 <= pairs <= 100`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_capture(rules: *mut gomoku_rules, pairs: u32) -> gomoku_status {
    change(rules, |r| Ok(r.with_capture(Some(pairs))?))
}

/// Turns captures off (and with them the perfect-five rule).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_clear_capture(rules: *mut gomoku_rules) -> gomoku_status {
    change(rules, |r| Ok(r.with_capture(None)?))
}

/// Writes the number of captured pairs that wins into `*pairs_out`, 0 if captures are off.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `pairs_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_capture(
    rules: *const gomoku_rules,
    pairs_out: *mut u32,
) -> gomoku_status {
    get(rules, pairs_out, |r| Ok(r.capture().map_or(0, u32::from)))
}

/// Sets ninuki-renju's perfect-five rule: a five wins only if the opponent cannot break it
/// by a capture on the next move.
///
/// Returns `GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE` when turning it on without
/// captures.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_perfect_five(
    rules: *mut gomoku_rules,
    on: bool,
) -> gomoku_status {
    change(rules, |r| Ok(r.with_perfect_five(on)?))
}

/// Writes whether the perfect-five rule is on into `*on_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `on_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_perfect_five(
    rules: *const gomoku_rules,
    on_out: *mut bool,
) -> gomoku_status {
    get(rules, on_out, |r| Ok(r.perfect_five()))
}

/// Sets whether a side may pass (two passes in a row draw).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_pass(rules: *mut gomoku_rules, on: bool) -> gomoku_status {
    change(rules, |r| Ok(r.with_pass(on)))
}

/// Writes whether passing is allowed into `*on_out`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `on_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_pass(
    rules: *const gomoku_rules,
    on_out: *mut bool,
) -> gomoku_status {
    get(rules, on_out, |r| Ok(r.pass()))
}

/// Sets a move limit: the game is drawn once `limit` stones have been played without a win.
///
/// Returns `GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE` unless `1 <= limit <= 65535`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_set_move_limit(
    rules: *mut gomoku_rules,
    limit: u32,
) -> gomoku_status {
    change(rules, |r| Ok(r.with_move_limit(Some(limit))?))
}

/// Removes the move limit.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_clear_move_limit(rules: *mut gomoku_rules) -> gomoku_status {
    change(rules, |r| Ok(r.with_move_limit(None)?))
}

/// Writes the move limit into `*limit_out`, 0 if there is none.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `limit_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_move_limit(
    rules: *const gomoku_rules,
    limit_out: *mut u32,
) -> gomoku_status {
    get(rules, limit_out, |r| {
        Ok(r.move_limit().map_or(0, u32::from))
    })
}

/// Writes the Gomocup rule code of these rules into `*code_out`, or -1 if they have none
/// (0 freestyle, 1 standard, 4 renju, 8 caro with overlines, 9 caro).
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `code_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_rules_gomocup_code(
    rules: *const gomoku_rules,
    code_out: *mut i32,
) -> gomoku_status {
    get(rules, code_out, |r| {
        Ok(r.gomocup_code()
            .and_then(|c| i32::try_from(c).ok())
            .unwrap_or(-1))
    })
}
