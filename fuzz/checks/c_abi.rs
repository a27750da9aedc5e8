//! The call-sequence checker of the C ABI (issue 11, item 16), shared by the fuzz target
//! `fuzz/fuzz_targets/c_abi_calls.rs` (`cargo fuzz run c_abi_calls`) and the seeded,
//! bounded driver of the test command (`gomoku-ffi/tests/call_sequences.rs`).
//!
//! [`run`] reads its input as a program: each byte chooses a C function and the bytes
//! after it its arguments (handles from a small pool or NULL, enums in and out of range,
//! points on, off and far off the board, texts, buffers of every size). Every function of
//! `include/gomoku.h` can be chosen (a test of the driver fails otherwise): games and
//! rules; records read from random bytes and from valid texts of every format (written by
//! a game of the pool, or built from its moves for RenjuNet and RenLib) with bytes
//! flipped, cut and inserted, their trees walked, replayed, written; RenjuNet streams from
//! a buffer, a read callback and a file; symmetries; openings, driven mostly by what they
//! expect; threats, explanations and VCF; brains and the protocol; matches, clocks and
//! names. It calls each function exactly as a C program does and checks, after every call:
//!
//! - the status is documented (`gomoku_status_str` knows it) and is never
//!   `GOMOKU_STATUS_PANIC`;
//! - an out-parameter is untouched when the call fails (`*out_n` of a buffer call
//!   excepted, which says the size needed; `*index_out` of `gomoku_game_play_text`,
//!   which names the bad move; `*error_out` of the record readers and `*move_number_out`
//!   of `gomoku_record_replay`, which say where, and only for their own refusals), and a
//!   call given a NULL out-parameter it needs refuses;
//! - a refused call changes nothing: the game (moves, outcome, turn, offer, captures, the
//!   board, the opening's state), the rules (their text form), a match, a clock, a brain
//!   are as before;
//! - what the calls say agrees: `gomoku_game_check` and `gomoku_game_is_legal` predict
//!   `gomoku_game_play`; a written record reads back to the game's moves, and a record
//!   written itself to its own; a record's moves are its tree's main line; only a node
//!   with a move has a time; a stream's first game is `gomoku_record_read`'s; keys,
//!   images, canonical forms and stabilisers fit together; an explanation exists exactly
//!   where a point is forbidden; a brain's move reply parses back to the point played.
//!
//! A broken invariant panics with a description: a crash for the fuzzer, a failure for
//! the driver.

#![allow(unsafe_code, clippy::missing_safety_doc)]

use core::ffi::{CStr, c_char, c_void};
use core::ptr;
use std::ffi::CString;

use gomoku::analysis::*;
use gomoku::bot::*;
use gomoku::brain::*;
use gomoku::game::*;
use gomoku::opening::*;
use gomoku::playout::*;
use gomoku::protocol::*;
use gomoku::record::*;
use gomoku::rules::*;
use gomoku::symmetry::*;
use gomoku::types::*;
use gomoku::{
    GOMOKU_VERSION_MAJOR, GOMOKU_VERSION_MINOR, GOMOKU_VERSION_PATCH, gomoku_status,
    gomoku_status_str, gomoku_version,
};

/// The input, read a byte at a time; zeros once it runs out.
struct Input<'a> {
    data: &'a [u8],
}

impl Input<'_> {
    fn done(&self) -> bool {
        self.data.is_empty()
    }

    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    fn bool(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::from(self.byte()) % items.len()]
    }

    /// An integer for an enum or a count: mostly small, sometimes extreme.
    fn int(&mut self) -> i32 {
        match self.byte() % 8 {
            0..=4 => i32::from(self.byte() % 12) - 1,
            5 => self.pick(&[i32::MIN, i32::MAX, -2, 26, 27, 255, 256, 65_535, 65_536]),
            _ => i32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()]),
        }
    }

    fn uint(&mut self) -> u32 {
        match self.byte() % 4 {
            0 | 1 => u32::from(self.byte() % 30),
            2 => self.pick(&[0, 1, 4, 5, 26, 27, 100, 101, 65_535, 65_536, u32::MAX]),
            _ => self.int() as u32,
        }
    }

    /// A point: near the centre mostly, then on any board, just off it, far off it.
    fn point(&mut self) -> gomoku_point {
        let coord = |inp: &mut Self| match inp.byte() % 10 {
            0..=5 => 5 + i32::from(inp.byte() % 7),
            6 | 7 => i32::from(inp.byte() % 27),
            8 => inp.pick(&[-1, 19, 20, 25, 26, 27, -1000]),
            _ => inp.int(),
        };
        gomoku_point {
            x: coord(self),
            y: coord(self),
        }
    }

    /// A text: words of the library's vocabulary and bytes of any value.
    fn text(&mut self) -> CString {
        const WORDS: &[&str] = &[
            "h8",
            "h9",
            "i8",
            "a1",
            "o15",
            "z26",
            "p16",
            "pass",
            " ",
            ",",
            ";",
            "renju",
            "freestyle",
            "/19",
            "/27",
            "+pass=on",
            "+capture=0",
            "+forbidden-black=double-three",
            "omok",
            "ninuki-renju",
            "pente",
            "black",
            "white",
            "double-four",
            "board-full",
            "five",
            "both-won",
            "é",
            "x",
            "0",
            "h08",
        ];
        let mut bytes = Vec::new();
        for _ in 0..self.byte() % 8 {
            if self.byte() % 4 == 0 {
                bytes.push(self.byte().max(1));
            } else {
                bytes.extend_from_slice(self.pick(WORDS).as_bytes());
            }
        }
        CString::new(bytes).unwrap_or_default()
    }
}

/// `p`, or NULL when `null` (a NULL out-parameter, which the call must refuse).
fn or_null<T>(p: *mut T, null: bool) -> *mut T {
    if null { ptr::null_mut() } else { p }
}

/// The status as its number, checked to be documented and not a panic.
fn checked(status: gomoku_status, call: &str) -> i32 {
    let n = status as i32;
    // SAFETY: a static NUL-terminated string.
    let message = unsafe { CStr::from_ptr(gomoku_status_str(n)) };
    assert_ne!(
        message.to_bytes(),
        b"unknown status",
        "{call}: undocumented status {n}"
    );
    assert_ne!(status, gomoku_status::Panic, "{call}: the library panicked");
    n
}

/// Calls `f` with an out-parameter holding `sentinel`: the value after a success, and a
/// check that a failure left it alone.
fn out<T: Copy + PartialEq + core::fmt::Debug>(
    call: &str,
    sentinel: T,
    f: impl FnOnce(*mut T) -> gomoku_status,
) -> (i32, T) {
    let mut v = sentinel;
    let s = checked(f(&raw mut v), call);
    if s != 0 {
        assert_eq!(
            v, sentinel,
            "{call}: failed with {s} but wrote its out-parameter"
        );
    }
    (s, v)
}

/// A `(buf, len, out_n)` call with a buffer of `len` (NULL for 0, or a NULL buffer with a
/// length to be refused): checks that a failure writes only `*out_n`, and only with
/// `BUFFER_TOO_SMALL`.
fn list<T: Copy + PartialEq + core::fmt::Debug>(
    call: &str,
    fill: T,
    len: usize,
    null_buf: bool,
    f: impl FnOnce(*mut T, usize, *mut usize) -> gomoku_status,
) -> (i32, Vec<T>) {
    let mut buf = vec![fill; len];
    let mut n = usize::MAX;
    let p = if null_buf || len == 0 {
        ptr::null_mut()
    } else {
        buf.as_mut_ptr()
    };
    let s = checked(f(p, len, &raw mut n), call);
    if s != 0 {
        assert!(
            buf.iter().all(|x| *x == fill),
            "{call}: failed with {s} but wrote its buffer"
        );
        if s == gomoku_status::BufferTooSmall as i32 {
            assert!(
                n != usize::MAX && n > len,
                "{call}: too small, but says {n} for {len}"
            );
        } else {
            assert_eq!(n, usize::MAX, "{call}: failed with {s} but wrote *out_n");
        }
        return (s, Vec::new());
    }
    assert!(n <= len, "{call}: wrote {n} items into {len}");
    buf.truncate(n);
    (s, buf)
}

/// A list read in full (size query, then the items).
fn whole<T: Copy + PartialEq + core::fmt::Debug>(
    fill: T,
    mut f: impl FnMut(*mut T, usize, *mut usize) -> gomoku_status,
) -> Vec<T> {
    let mut n = 0usize;
    let _ = f(ptr::null_mut(), 0, &raw mut n);
    let (s, items) = list("a list", fill, n, false, f);
    assert_eq!(
        s, 0,
        "a list read with the size it asked for failed with {s}"
    );
    items
}

const NO_POINT: gomoku_point = gomoku_point { x: -7, y: -7 };

/// Everything observable about a game, through the C API.
#[derive(Debug, PartialEq)]
struct GameState {
    moves: Vec<gomoku_move>,
    outcome: gomoku_outcome,
    turn: i32,
    offer: i32,
    pairs: [u32; 2],
    board: Vec<c_char>,
    last_captures: Vec<gomoku_point>,
    expected: gomoku_expected,
    offers: Vec<gomoku_point>,
    opening_actions: Vec<c_char>,
}

fn outcome_sentinel() -> gomoku_outcome {
    gomoku_outcome {
        termination: 77,
        winner: 77,
        line_len: 77,
        line_start: NO_POINT,
        line_end: NO_POINT,
    }
}

/// The state of a live game.
///
/// # Safety
///
/// `g` is a live game.
unsafe fn state(g: *mut gomoku_game) -> GameState {
    // SAFETY (every call): `g` is live, out pointers are locals.
    unsafe {
        let fill = gomoku_move {
            point: NO_POINT,
            pass: true,
        };
        let ask =
            |name: &str, f: unsafe extern "C" fn(*const gomoku_game, *mut i32) -> gomoku_status| {
                let (s, v) = out(name, 99, |o| f(g, o));
                assert_eq!(s, 0, "{name} of a live game failed");
                v
            };
        let pair = |c: i32| {
            let (s, v) = out("captured_pairs", 99, |o| {
                gomoku_game_captured_pairs(g, c, o)
            });
            assert_eq!(s, 0);
            v
        };
        let (s, outcome) = out("outcome", outcome_sentinel(), |o| gomoku_game_outcome(g, o));
        assert_eq!(s, 0);
        GameState {
            moves: whole(fill, |b, l, n| gomoku_game_moves(g, b, l, n)),
            outcome,
            turn: ask("turn", gomoku_game_turn),
            offer: ask("draw_offer", gomoku_game_draw_offer),
            pairs: [pair(0), pair(1)],
            board: whole(0, |b, l, n| gomoku_game_draw(g, false, b, l, n)),
            last_captures: whole(NO_POINT, |b, l, n| gomoku_game_last_captures(g, b, l, n)),
            expected: {
                let (s, e) = out("expected", expected_sentinel(), |o| {
                    gomoku_game_expected(g, o)
                });
                assert_eq!(s, 0, "expected of a live game failed");
                e
            },
            offers: whole(NO_POINT, |b, l, n| gomoku_game_offers(g, b, l, n)),
            opening_actions: whole(0, |b, l, n| gomoku_game_opening_record(g, b, l, n)),
        }
    }
}

/// The text form of live rules.
///
/// # Safety
///
/// `r` is live rules.
unsafe fn rules_text(r: *const gomoku_rules) -> Vec<c_char> {
    // The C contract: `r` is live.
    whole(0, |b, l, n| gomoku_rules_name(r, b, l, n))
}

/// The handles of a run, at most a few of each kind, each freed exactly once: when the
/// program frees it (and drops it from the pool), when a newer one pushes it out, or at
/// the end.
struct Pool {
    rules: Vec<*mut gomoku_rules>,
    games: Vec<*mut gomoku_game>,
    records: Vec<*mut gomoku_record>,
    /// RenjuNet readers, each with the input its read callback pulls from (NULL for
    /// none; a `Box` freed after the reader).
    readers: Vec<(*mut gomoku_renjunet, *mut Source)>,
    explanations: Vec<*mut gomoku_explanation>,
    brains: Vec<*mut gomoku_brain>,
    matches: Vec<*mut gomoku_match>,
    clocks: Vec<*mut gomoku_clock>,
}

impl Drop for Pool {
    fn drop(&mut self) {
        // The C contract: every handle is live and freed once. (An `extern "C"` function
        // is no `FnMut`: each goes through a closure.)
        fn free_each<T>(handles: &mut Vec<T>, free: impl FnMut(T)) {
            handles.drain(..).for_each(free);
        }
        free_each(&mut self.rules, |h| gomoku_rules_free(h));
        free_each(&mut self.games, |h| gomoku_game_free(h));
        free_each(&mut self.records, |h| gomoku_record_free(h));
        free_each(&mut self.readers, |(r, source)| free_reader(r, source));
        free_each(&mut self.explanations, |h| gomoku_explanation_free(h));
        free_each(&mut self.brains, |h| gomoku_brain_free(h));
        free_each(&mut self.matches, |h| gomoku_match_free(h));
        free_each(&mut self.clocks, |h| gomoku_clock_free(h));
    }
}

/// Frees a live reader, then the input of its callback (NULL or a `Box` of the pool).
fn free_reader(r: *mut gomoku_renjunet, source: *mut Source) {
    gomoku_renjunet_free(r);
    if !source.is_null() {
        // SAFETY: made by `Box::into_raw` in `make_reader`, freed here once, after the
        // only reader that used it.
        drop(unsafe { Box::from_raw(source) });
    }
}

/// A handle of `handles`, or NULL now and then (or when there is none).
fn pick_handle<T>(handles: &[*mut T], inp: &mut Input<'_>) -> *mut T {
    let b = inp.byte();
    if handles.is_empty() || b % 16 == 0 {
        ptr::null_mut()
    } else {
        handles[usize::from(b) % handles.len()]
    }
}

/// Keeps `h` in `handles`, freeing the oldest when there are already `cap`.
fn keep_handle<T>(handles: &mut Vec<*mut T>, h: *mut T, cap: usize, free: extern "C" fn(*mut T)) {
    if handles.len() == cap {
        // The C contract: a live handle, removed from the pool.
        free(handles.remove(0));
    }
    handles.push(h);
}

/// Removes a handle of `handles` (chosen by the input) and frees it, then frees NULL.
fn free_one<T>(handles: &mut Vec<*mut T>, inp: &mut Input<'_>, free: extern "C" fn(*mut T)) {
    if !handles.is_empty() {
        let i = usize::from(inp.byte()) % handles.len();
        free(handles.remove(i));
    }
    free(ptr::null_mut());
}

impl Pool {
    /// A rules handle of the pool, or NULL now and then (or when there is none).
    fn rules(&self, inp: &mut Input<'_>) -> *mut gomoku_rules {
        pick_handle(&self.rules, inp)
    }

    fn game(&self, inp: &mut Input<'_>) -> *mut gomoku_game {
        pick_handle(&self.games, inp)
    }

    fn keep_rules(&mut self, r: *mut gomoku_rules) {
        keep_handle(&mut self.rules, r, 3, gomoku_rules_free);
    }

    fn keep_game(&mut self, g: *mut gomoku_game) {
        keep_handle(&mut self.games, g, 3, gomoku_game_free);
    }

    fn keep_record(&mut self, r: *mut gomoku_record) {
        keep_handle(&mut self.records, r, 3, gomoku_record_free);
    }

    fn keep_reader(&mut self, r: *mut gomoku_renjunet, source: *mut Source) {
        if self.readers.len() == 2 {
            let (old, old_source) = self.readers.remove(0);
            free_reader(old, old_source);
        }
        self.readers.push((r, source));
    }
}

/// What a run reached, so that a driver can tell that its programs exercise the library.
#[derive(Debug, Default, Clone, Copy)]
pub struct Reached {
    /// Calls made.
    pub calls: usize,
    /// Moves played on a live game.
    pub played: usize,
    /// Moves refused on a live game (occupied, off the board, forbidden, game over).
    pub refused: usize,
    /// Moves refused because the game was over.
    pub after_the_end: usize,
    /// Records read (`gomoku_record_read` answered OK), of random bytes or mutated texts.
    pub records_read: usize,
    /// Records refused with a `GOMOKU_STATUS_RECORD_*` status.
    pub records_refused: usize,
    /// Of those, refused past their first byte (the reader went into the text).
    pub refused_deep: usize,
    /// Mutated valid texts read OK (the mutation kept them readable).
    pub mutants_read: usize,
    /// Nodes of variation trees walked.
    pub nodes_walked: usize,
    /// Records replayed into a game.
    pub replayed: usize,
    /// Records refused by the replay (`GOMOKU_STATUS_REPLAY_*`).
    pub replay_refused: usize,
    /// Records written by a game and read back.
    pub written: usize,
    /// Records written themselves (`gomoku_record_write`) and read back to their moves.
    pub rewritten: usize,
    /// Games read from RenjuNet streams.
    pub stream_games: usize,
    /// Games seen through a symmetry (transform, canonical).
    pub transformed: usize,
    /// Opening actions accepted (place, swap, keep, choose, declare, offer, pick).
    pub opening_actions: usize,
    /// Offers refused as symmetric, with the symmetry checked.
    pub symmetric_offers: usize,
    /// Threat maps and move threats checked.
    pub threats: usize,
    /// Forbidden explanations walked (rows, points, children).
    pub explanations: usize,
    /// VCF searches that found a line.
    pub vcf_found: usize,
    /// Moves of the reference bot (`gomoku_reference_bot_*`) checked.
    pub bot_moves: usize,
    /// Think steps of brains answered with a move.
    pub brain_moves: usize,
    /// Brain move replies parsed back by `gomoku_protocol_parse` to the point played.
    pub brain_replies_parsed: usize,
    /// Protocol lines parsed (`gomoku_protocol_parse` OK), `INFO` lines among them.
    pub protocol_parsed: usize,
    /// `INFO` lines parsed.
    pub info_parsed: usize,
    /// Finished games recorded in a match.
    pub match_games: usize,
    /// Clocks whose time ran out.
    pub flagged: usize,
}

impl Reached {
    /// Adds the counts of `other`.
    #[allow(
        dead_code,
        reason = "the seeded driver sums its runs; the fuzz target does not"
    )]
    pub fn add(&mut self, other: &Reached) {
        macro_rules! sum {
            ($($f:ident),*) => { $(self.$f += other.$f;)* };
        }
        sum!(
            calls,
            played,
            refused,
            after_the_end,
            records_read,
            records_refused,
            refused_deep,
            mutants_read,
            nodes_walked,
            replayed,
            replay_refused,
            written,
            rewritten,
            stream_games,
            transformed,
            opening_actions,
            symmetric_offers,
            threats,
            explanations,
            vcf_found,
            bot_moves,
            brain_moves,
            brain_replies_parsed,
            protocol_parsed,
            info_parsed,
            match_games,
            flagged
        );
    }
}

/// Runs the program `data` against the C ABI, checking every call (see the module).
///
/// # Panics
///
/// When an invariant breaks: that is a bug of the library.
pub fn run(data: &[u8]) -> Reached {
    let mut inp = Input { data };
    let mut pool = Pool {
        rules: Vec::new(),
        games: Vec::new(),
        records: Vec::new(),
        readers: Vec::new(),
        explanations: Vec::new(),
        brains: Vec::new(),
        matches: Vec::new(),
        clocks: Vec::new(),
    };
    let mut reached = Reached::default();
    while !inp.done() && reached.calls < 400 {
        reached.calls += 1;
        // SAFETY: every handle passed is NULL or live in the pool; every other pointer is
        // NULL on purpose or points to a local of the right size.
        unsafe { step(&mut inp, &mut pool, &mut reached) };
    }
    reached
}

/// Makes a handle with `make`; on success keeps it, on failure checks it is untouched.
fn made<T>(call: &str, make: impl FnOnce(*mut *mut T) -> gomoku_status) -> Option<*mut T> {
    let sentinel = 0x10 as *mut T;
    let mut h = sentinel;
    let s = checked(make(&raw mut h), call);
    if s == 0 {
        assert!(!h.is_null() && h != sentinel, "{call}: OK without a handle");
        Some(h)
    } else {
        assert_eq!(h, sentinel, "{call}: failed with {s} but wrote its handle");
        None
    }
}

/// One call of the program.
///
/// # Safety
///
/// The handles of `pool` are live.
#[allow(clippy::too_many_lines)]
unsafe fn step(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    // SAFETY (every call below): as `step` promises; out pointers are locals.
    unsafe {
        // The first 24 choices are the games and rules of the first checker (kept programs
        // replay as they did); then the records, symmetries, openings, analysis, brains and
        // protocol, matches and clocks, names; then moves again, the commonest call.
        match inp.byte() % 64 {
            0 => {
                let preset = inp.int();
                if let Some(r) = made("rules_new", |o| gomoku_rules_new(preset, o)) {
                    pool.keep_rules(r);
                }
            }
            1 => {
                let name = inp.text();
                if let Some(r) = made("rules_from_name", |o| {
                    gomoku_rules_from_name(name.as_ptr(), o)
                }) {
                    // What parses prints back to itself.
                    let text = rules_text(r);
                    let again = made("rules_from_name", |o| {
                        gomoku_rules_from_name(text.as_ptr(), o)
                    })
                    .expect("a rules name parses back");
                    assert_eq!(rules_text(again), text, "rules name round trip");
                    gomoku_rules_free(again);
                    pool.keep_rules(r);
                }
            }
            2 => {
                let code = inp.uint();
                if let Some(r) = made("rules_from_gomocup", |o| gomoku_rules_from_gomocup(code, o))
                {
                    pool.keep_rules(r);
                }
            }
            3 => {
                let r = pool.rules(inp);
                if let Some(c) = made("rules_clone", |o| gomoku_rules_clone(r, o)) {
                    assert_eq!(rules_text(c), rules_text(r));
                    pool.keep_rules(c);
                }
            }
            4 => {
                if !pool.rules.is_empty() {
                    let i = usize::from(inp.byte()) % pool.rules.len();
                    gomoku_rules_free(pool.rules.remove(i));
                }
                gomoku_rules_free(ptr::null_mut());
            }
            5 => {
                let r = pool.rules(inp);
                let before = (!r.is_null()).then(|| rules_text(r));
                let (a, b, on) = (inp.int(), inp.uint(), inp.bool());
                let (name, s) = match inp.byte() % 11 {
                    0 => ("set_size", gomoku_rules_set_size(r, b)),
                    1 => (
                        "set_overline_wins",
                        gomoku_rules_set_overline_wins(r, a, on),
                    ),
                    2 => ("set_restrictions", gomoku_rules_set_restrictions(r, a, b)),
                    3 => (
                        "set_forbidden_policy",
                        gomoku_rules_set_forbidden_policy(r, a),
                    ),
                    4 => ("set_caro_rule", gomoku_rules_set_caro_rule(r, on)),
                    5 => ("set_capture", gomoku_rules_set_capture(r, b)),
                    6 => ("clear_capture", gomoku_rules_clear_capture(r)),
                    7 => ("set_perfect_five", gomoku_rules_set_perfect_five(r, on)),
                    8 => ("set_pass", gomoku_rules_set_pass(r, on)),
                    9 => ("set_move_limit", gomoku_rules_set_move_limit(r, b)),
                    _ => ("clear_move_limit", gomoku_rules_clear_move_limit(r)),
                };
                let s = checked(s, name);
                if let Some(before) = before {
                    if s != 0 {
                        assert_eq!(rules_text(r), before, "a refused {name} changed the rules");
                    }
                }
            }
            6 => {
                let r = pool.rules(inp);
                let c = inp.int();
                let _ = out("rules_size", 99u32, |o| gomoku_rules_size(r, o));
                let _ = out("rules_preset", 99, |o| gomoku_rules_preset(r, o));
                let _ = out("rules_overline_wins", true, |o| {
                    gomoku_rules_overline_wins(r, c, o)
                });
                let _ = out("rules_restrictions", 99u32, |o| {
                    gomoku_rules_restrictions(r, c, o)
                });
                let _ = out("rules_policy", 99, |o| gomoku_rules_forbidden_policy(r, o));
                let _ = out("rules_caro", true, |o| gomoku_rules_caro_rule(r, o));
                let _ = out("rules_capture", 99u32, |o| gomoku_rules_capture(r, o));
                let _ = out("rules_perfect_five", true, |o| {
                    gomoku_rules_perfect_five(r, o)
                });
                let _ = out("rules_pass", true, |o| gomoku_rules_pass(r, o));
                let _ = out("rules_move_limit", 99u32, |o| gomoku_rules_move_limit(r, o));
                let _ = out("rules_gomocup_code", 99, |o| {
                    gomoku_rules_gomocup_code(r, o)
                });
                let (len, null) = (usize::from(inp.byte() % 40), inp.byte() % 8 == 0);
                let _ = list("rules_name", 7 as c_char, len, null, |b, l, n| {
                    gomoku_rules_name(r, b, l, n)
                });
            }
            7 => {
                let r = pool.rules(inp);
                if let Some(g) = made("game_new", |o| gomoku_game_new(r, o)) {
                    pool.keep_game(g);
                }
            }
            8 => {
                let r = pool.rules(inp);
                let mut stones: [Vec<gomoku_point>; 2] = [Vec::new(), Vec::new()];
                for s in &mut stones {
                    for _ in 0..inp.byte() % 8 {
                        s.push(inp.point());
                    }
                }
                let (turn, bp, wp) = (inp.int(), inp.uint() % 8, inp.uint() % 8);
                let null_list = inp.byte() % 16 == 0;
                let bptr = if null_list {
                    ptr::null()
                } else {
                    stones[0].as_ptr()
                };
                if let Some(g) = made("game_from_setup", |o| {
                    gomoku_game_from_setup(
                        r,
                        bptr,
                        stones[0].len(),
                        stones[1].as_ptr(),
                        stones[1].len(),
                        turn,
                        bp,
                        wp,
                        o,
                    )
                }) {
                    pool.keep_game(g);
                }
            }
            9 => {
                let g = pool.game(inp);
                if let Some(c) = made("game_clone", |o| gomoku_game_clone(g, o)) {
                    assert_eq!(state(c), state(g), "a clone differs");
                    pool.keep_game(c);
                }
            }
            10 => {
                if !pool.games.is_empty() && inp.byte() % 4 == 0 {
                    let i = usize::from(inp.byte()) % pool.games.len();
                    gomoku_game_free(pool.games.remove(i));
                }
                gomoku_game_free(ptr::null_mut());
            }
            11..=14 | 48..=63 => {
                // Moves, most often: check and is_legal predict play.
                let g = pool.game(inp);
                let p = inp.point();
                let predicted = checked(gomoku_game_check(g, p), "game_check");
                let (ls, legal) = out("game_is_legal", true, |o| gomoku_game_is_legal(g, p, o));
                let before = (!g.is_null()).then(|| state(g));
                let s = checked(gomoku_game_play(g, p), "game_play");
                assert_eq!(s, predicted, "check({p:?}) said {predicted}, play said {s}");
                if let Some(before) = before {
                    match s {
                        0 => reached.played += 1,
                        s if s == gomoku_status::PlayGameOver as i32 => {
                            reached.refused += 1;
                            reached.after_the_end += 1;
                        }
                        _ => reached.refused += 1,
                    }
                    assert_eq!(ls, 0, "is_legal of a live game failed");
                    assert_eq!(legal, s == 0, "is_legal({p:?}) said {legal}, play said {s}");
                    if s != 0 {
                        assert_eq!(state(g), before, "a refused play({p:?}) changed the game");
                    }
                }
            }
            15 => {
                let g = pool.game(inp);
                let text = inp.text();
                let before = (!g.is_null()).then(|| state(g));
                let mut index = usize::MAX;
                let with_index = inp.bool();
                let s = checked(
                    gomoku_game_play_text(
                        g,
                        text.as_ptr(),
                        if with_index {
                            &raw mut index
                        } else {
                            ptr::null_mut()
                        },
                    ),
                    "game_play_text",
                );
                if let Some(before) = &before {
                    if s != 0 {
                        assert_eq!(&state(g), before, "a refused play_text changed the game");
                        if with_index {
                            assert_ne!(index, usize::MAX, "play_text failed without an index");
                        }
                    }
                }
                if s == 0 || before.is_none() {
                    assert_eq!(index, usize::MAX, "play_text wrote an index for {s}");
                }
            }
            16..=18 => {
                let g = pool.game(inp);
                let c = inp.int();
                let before = (!g.is_null()).then(|| state(g));
                let (name, s) = match inp.byte() % 7 {
                    0 => ("game_pass", gomoku_game_pass(g)),
                    1 => ("game_undo", gomoku_game_undo(g)),
                    2 => ("game_resign", gomoku_game_resign(g, c)),
                    3 => ("game_timeout", gomoku_game_timeout(g, c)),
                    4 => ("game_offer_draw", gomoku_game_offer_draw(g, c)),
                    5 => ("game_accept_draw", gomoku_game_accept_draw(g, c)),
                    _ => ("game_decline_draw", gomoku_game_decline_draw(g, c)),
                };
                let s = checked(s, name);
                if let Some(before) = before {
                    if s != 0 {
                        assert_eq!(state(g), before, "a refused {name} changed the game");
                    }
                }
            }
            19 => {
                let g = pool.game(inp);
                let (p, c) = (inp.point(), inp.int());
                let _ = out("game_stone_at", 99, |o| gomoku_game_stone_at(g, p, o));
                let _ = out("game_forbidden", 99, |o| gomoku_game_forbidden(g, c, p, o));
                let _ = out("game_captured_pairs", 99u32, |o| {
                    gomoku_game_captured_pairs(g, c, o)
                });
                let _ = out("game_turn", 99, |o| gomoku_game_turn(g, o));
                let _ = out("game_draw_offer", 99, |o| gomoku_game_draw_offer(g, o));
                let _ = out("game_move_count", 99usize, |o| gomoku_game_move_count(g, o));
                let _ = out("game_is_over", true, |o| gomoku_game_is_over(g, o));
                let _ = out("game_outcome", outcome_sentinel(), |o| {
                    gomoku_game_outcome(g, o)
                });
                if let Some(r) = made("game_rules", |o| gomoku_game_rules(g, o)) {
                    gomoku_rules_free(r);
                }
            }
            20 => {
                let g = pool.game(inp);
                let c = inp.int();
                let (len, null) = (usize::from(inp.byte()) * 2, inp.byte() % 8 == 0);
                let fp = gomoku_forbidden_point {
                    point: NO_POINT,
                    kind: 77,
                };
                let fill = gomoku_move {
                    point: NO_POINT,
                    pass: true,
                };
                let (s, legal) = list("game_legal_moves", NO_POINT, len, null, |b, l, n| {
                    gomoku_game_legal_moves(g, b, l, n)
                });
                let (s_mask, mask) = list("game_legal_mask", 9u8, len, null, |b, l, n| {
                    gomoku_game_legal_mask(g, b, l, n)
                });
                if s == 0 && s_mask == 0 {
                    // The mask is the list of legal moves.
                    let size = game_size(g) as usize;
                    assert_eq!(mask.len(), size * size, "game_legal_mask: its length");
                    assert!(mask.iter().all(|&b| b <= 1), "game_legal_mask: 0 or 1");
                    let ones = mask.iter().filter(|&&b| b == 1).count();
                    assert_eq!(ones, legal.len(), "game_legal_mask: as many as the list");
                    for p in &legal {
                        assert_eq!(mask[p.y as usize * size + p.x as usize], 1, "{p:?}");
                    }
                }
                if s == 0 {
                    // Every listed point is legal.
                    for p in legal {
                        let (_, l) = out("game_is_legal", false, |o| gomoku_game_is_legal(g, p, o));
                        assert!(l, "{p:?} is listed as legal but is_legal says no");
                    }
                }
                let (s, mask) = list("game_forbidden_mask", 9u8, len, null, |b, l, n| {
                    gomoku_game_forbidden_mask(g, b, l, n)
                });
                if s == 0 {
                    assert!(
                        mask.iter().all(|&b| b <= 3),
                        "game_forbidden_mask: a kind + 1"
                    );
                }
                // A few random games from this one (or the empty board under its rules).
                if let Some(r) = (!g.is_null())
                    .then(|| made("game_rules", |o| gomoku_game_rules(g, o)))
                    .flatten()
                {
                    // (From the bytes read above: the kept programs read on unchanged.)
                    let games = len % 4;
                    let start = if c % 2 == 0 {
                        g.cast_const()
                    } else {
                        ptr::null()
                    };
                    let seed = c as u64;
                    let rules = if c % 16 == 3 {
                        ptr::null()
                    } else {
                        r.cast_const()
                    };
                    let sentinel = gomoku_playout {
                        winner: 9,
                        termination: 9,
                        length: 9,
                    };
                    let (s, played) =
                        list("random_playouts", sentinel, len % 5, null, |b, l, n| {
                            gomoku_random_playouts(rules, start, games, seed, b, l, n)
                        });
                    if s == 0 {
                        assert_eq!(played.len(), games, "random_playouts: one record a game");
                    }
                    gomoku_rules_free(r);
                }
                let _ = list("game_forbidden_points", fp, len, null, |b, l, n| {
                    gomoku_game_forbidden_points(g, c, b, l, n)
                });
                let _ = list("game_moves", fill, len, null, |b, l, n| {
                    gomoku_game_moves(g, b, l, n)
                });
                let _ = list("game_last_captures", NO_POINT, len, null, |b, l, n| {
                    gomoku_game_last_captures(g, b, l, n)
                });
                let mark = inp.bool();
                let _ = list("game_draw", 7 as c_char, len * 4, null, |b, l, n| {
                    gomoku_game_draw(g, mark, b, l, n)
                });
            }
            21 => {
                let text = inp.text();
                let null = inp.byte() % 16 == 0;
                let t = if null { ptr::null() } else { text.as_ptr() };
                let (s, p) = out("point_from_str", NO_POINT, |o| gomoku_point_from_str(t, o));
                if s == 0 {
                    // A parsed point prints back to its text, case aside.
                    let (s2, buf) = list("point_to_str", 0 as c_char, 8, false, |b, l, n| {
                        gomoku_point_to_str(p, b, l, n)
                    });
                    assert_eq!(s2, 0);
                    let printed: Vec<u8> = buf
                        .iter()
                        .take_while(|c| **c != 0)
                        .map(|c| *c as u8)
                        .collect();
                    assert!(
                        printed.eq_ignore_ascii_case(text.as_bytes()),
                        "point text round trip"
                    );
                }
                let _ = out("color_from_str", 99, |o| gomoku_color_from_str(t, o));
                let _ = out("forbidden_from_str", 99, |o| {
                    gomoku_forbidden_from_str(t, o)
                });
                let _ = out("termination_from_str", 99, |o| {
                    gomoku_termination_from_str(t, o)
                });
            }
            22 => {
                let p = inp.point();
                let (len, null) = (usize::from(inp.byte() % 6), inp.byte() % 8 == 0);
                let _ = list("point_to_str", 7 as c_char, len, null, |b, l, n| {
                    gomoku_point_to_str(p, b, l, n)
                });
                let n = inp.int();
                let _ = gomoku_status_str(n);
                let _ = (
                    gomoku_color_name(n),
                    gomoku_forbidden_name(n),
                    gomoku_termination_name(n),
                );
            }
            24 => read_random(inp, pool, reached),
            25 | 26 => read_mutant(inp, pool, reached),
            27 => query_record(inp, pool, reached),
            28 => replay_record(inp, pool, reached),
            29 => free_one(&mut pool.records, inp, gomoku_record_free),
            30 => write_record(inp, pool, reached),
            31 => make_reader(inp, pool),
            32 => read_stream(inp, pool, reached),
            33 => symmetries(inp),
            34 => game_symmetries(inp, pool, reached),
            35 => new_with_opening(inp, pool),
            36 | 37 => opening_step(inp, pool, reached),
            38 => opening_queries(inp, pool),
            39 => threats(inp, pool, reached),
            40 => explain(inp, pool, reached),
            41 => vcf(inp, pool, reached),
            42 => brain_new(inp, pool),
            43 => brain_feed(inp, pool, reached),
            44 => protocol(inp, reached),
            45 => matches(inp, pool, reached),
            46 => clocks(inp, pool, reached),
            47 => names(inp, pool),
            _ => {
                let (w, t) = (inp.int(), inp.int());
                let (s, o) = out("outcome_new", outcome_sentinel(), |o| {
                    gomoku_outcome_new(w, t, o)
                });
                if s == 0 {
                    assert_eq!((o.winner, o.termination), (w, t));
                    // A termination fixes whether there is a winner.
                    let draw = t >= gomoku_termination::BoardFull as i32;
                    assert_eq!(
                        draw,
                        w == gomoku_color::None as i32,
                        "outcome_new({w}, {t})"
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Helpers of the records, symmetries, openings, analysis, brains, protocol, matches and
// clocks.

fn expected_sentinel() -> gomoku_expected {
    gomoku_expected {
        what: 77,
        player: 77,
        color: 77,
        stone: 77,
        area: 77,
        area_size: 77,
        count: 77,
        max: 77,
    }
}

const NO_MOVE: gomoku_move = gomoku_move {
    point: NO_POINT,
    pass: true,
};

const OK: i32 = 0;
const NULL_POINTER: i32 = gomoku_status::NullPointer as i32;
const INVALID_ENUM: i32 = gomoku_status::InvalidEnum as i32;
const TOO_SMALL: i32 = gomoku_status::BufferTooSmall as i32;
const NO_FIELD: i32 = gomoku_status::RecordNoField as i32;
const NO_NODE: i32 = gomoku_status::RecordNoNode as i32;

/// Whether `s` is a refusal of a record reader (700–714), which says where.
fn is_record_refusal(s: i32) -> bool {
    (700..=714).contains(&s)
}

/// The text a buffer call wrote, without its NUL (checked to end the buffer). A text
/// may hold a NUL of its own (a brain's reply quoting a line with one, a record's comment
/// that has one): `*out_n`, not `strlen`, gives its length.
fn bytes_of(call: &str, text: &[c_char]) -> Vec<u8> {
    assert_eq!(text.last(), Some(&0), "{call}: the text has no final NUL");
    text[..text.len() - 1].iter().map(|c| *c as u8).collect()
}

/// A list or text read in full when the call succeeds: a size query, then the items.
/// `Err(status)` when the call refuses (then `*out_n` is untouched).
fn fetch<T: Copy + PartialEq + core::fmt::Debug>(
    call: &str,
    fill: T,
    mut f: impl FnMut(*mut T, usize, *mut usize) -> gomoku_status,
) -> Result<Vec<T>, i32> {
    let mut n = usize::MAX;
    let s = checked(f(ptr::null_mut(), 0, &raw mut n), call);
    match s {
        OK => {
            assert_eq!(n, 0, "{call}: OK into an empty buffer with {n} items");
            Ok(Vec::new())
        }
        TOO_SMALL => {
            let (s, items) = list(call, fill, n, false, f);
            assert_eq!(s, OK, "{call}: refused with {s} the size it asked for");
            assert_eq!(
                items.len(),
                n,
                "{call}: asked for {n}, wrote {}",
                items.len()
            );
            Ok(items)
        }
        s => {
            assert_eq!(n, usize::MAX, "{call}: failed with {s} but wrote *out_n");
            Err(s)
        }
    }
}

/// A text call read in full, without its NUL.
fn fetch_text(
    call: &str,
    f: impl FnMut(*mut c_char, usize, *mut usize) -> gomoku_status,
) -> Result<Vec<u8>, i32> {
    fetch(call, 7 as c_char, f).map(|t| bytes_of(call, &t))
}

/// Calls `f` with two out-parameters holding sentinels: both written on success, both
/// untouched on failure.
fn out2<A, B>(
    call: &str,
    a0: A,
    b0: B,
    f: impl FnOnce(*mut A, *mut B) -> gomoku_status,
) -> (i32, A, B)
where
    A: Copy + PartialEq + core::fmt::Debug,
    B: Copy + PartialEq + core::fmt::Debug,
{
    let (mut a, mut b) = (a0, b0);
    let s = checked(f(&raw mut a, &raw mut b), call);
    if s != OK {
        assert_eq!(
            (a, b),
            (a0, b0),
            "{call}: failed with {s} but wrote an out-parameter"
        );
    }
    (s, a, b)
}

/// A call given a NULL out-parameter it needs: it must fail, never answer OK.
fn refuses_null(call: &str, s: gomoku_status) {
    let s = checked(s, call);
    assert_ne!(s, OK, "{call}: OK with a NULL out-parameter");
}

/// The board size of a live game.
fn game_size(g: *mut gomoku_game) -> u32 {
    let r = made("game_rules", |o| gomoku_game_rules(g, o)).expect("the rules of a live game");
    let (s, size) = out("rules_size", 0u32, |o| gomoku_rules_size(r, o));
    assert_eq!(s, OK);
    gomoku_rules_free(r);
    size
}

fn on_board(p: gomoku_point, size: u32) -> bool {
    u32::try_from(p.x).is_ok_and(|x| x < size) && u32::try_from(p.y).is_ok_and(|y| y < size)
}

/// A colour, a player or a symmetry: mostly in range, sometimes not.
fn small(inp: &mut Input<'_>, n: i32) -> i32 {
    if inp.byte() % 8 == 0 {
        inp.int()
    } else {
        i32::from(inp.byte()) % n
    }
}

/// A text, or a word of `words` (sometimes changed in case), or bytes that are no UTF-8.
fn text_of(inp: &mut Input<'_>, words: &[&str]) -> CString {
    match inp.byte() % 8 {
        0 => inp.text(),
        1 => CString::new(vec![0xC3, 0x28, b'x']).unwrap_or_default(),
        2 => CString::new(inp.pick(words).to_uppercase()).unwrap_or_default(),
        _ => CString::new(inp.pick(words)).unwrap_or_default(),
    }
}

/// A text pointer: the text, or NULL now and then.
fn text_ptr(inp: &mut Input<'_>, text: &CString) -> *const c_char {
    if inp.byte() % 16 == 0 {
        ptr::null()
    } else {
        text.as_ptr()
    }
}

// ---------------------------------------------------------------------------------------
// Records.

/// Whether the call that made a stream reader (`call`, status `s`) refused it: then it
/// wrote no handle (`reader` is still `sentinel`), and the callback's `source`, when there
/// is one, is dropped, since no reader holds it.
fn refused_stream<R>(
    call: &str,
    s: i32,
    reader: *mut R,
    sentinel: *mut R,
    source: *mut Source,
) -> bool {
    if s == OK {
        return false;
    }
    assert_eq!(
        reader, sentinel,
        "{call}: failed with {s} but wrote its handle"
    );
    if !source.is_null() {
        // SAFETY: made by `Box::into_raw` by the caller, used by no reader.
        drop(unsafe { Box::from_raw(source) });
    }
    true
}

/// The input of a RenjuNet reader made with `gomoku_renjunet_from_callback`.
struct Source {
    data: Vec<u8>,
    at: usize,
    /// The most bytes one call gives.
    chunk: usize,
    /// From this offset on the callback fails (or, with `overrun`, says it wrote more
    /// than it was given room for).
    fail_at: Option<usize>,
    overrun: bool,
}

/// The read callback of [`Source`].
///
/// # Safety
///
/// `user` is a live `Source`; `buf` is valid for `len` bytes and `out_n` for a write.
unsafe extern "C" fn read_source(
    user: *mut c_void,
    buf: *mut u8,
    len: usize,
    out_n: *mut usize,
) -> i32 {
    // SAFETY: the reader's promise, passed on from `gomoku_renjunet_from_callback`: the
    // pool keeps the `Source` alive until the reader is freed.
    unsafe {
        let s = &mut *user.cast::<Source>();
        if s.fail_at.is_some_and(|f| s.at >= f) {
            if s.overrun {
                *out_n = len.saturating_add(1);
                return 0;
            }
            return -1;
        }
        let n = len.min(s.chunk).min(s.data.len() - s.at);
        ptr::copy_nonoverlapping(s.data.as_ptr().add(s.at), buf, n);
        s.at += n;
        *out_n = n;
        0
    }
}

/// A game of the pool, or none.
fn source_game(pool: &Pool, inp: &mut Input<'_>) -> Option<*mut gomoku_game> {
    let g = pool.game(inp);
    (!g.is_null()).then_some(g)
}

/// The text `g` writes in `format` (move text, PSQ, SGF), if that format holds it.
fn written_text(g: *mut gomoku_game, format: i32, rows: i32) -> Option<Vec<u8>> {
    fetch_text("game_write_record", |b, l, n| {
        gomoku_game_write_record(g, format, rows, b, l, n)
    })
    .ok()
}

/// A RenjuNet export of two games, the first with `moves` (move text).
fn renjunet_text(inp: &mut Input<'_>, moves: &str) -> Vec<u8> {
    let result = inp.pick(&["1", "0", "0.5"]);
    let rule = inp.pick(&["1", "2", "3", "9"]);
    let alt = inp.pick(&["2", "", "10"]);
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<database>
  <players><player id="1" name="Ann" surname="Tamm" country="1"/><player id="2" name="Bo &amp; Co" surname="" country="1"/></players>
  <rules><rule id="1" name="RIF"/><rule id="2" name="Yamaguchi"/><rule id="3" name="Soosorv-8"/></rules>
  <tournaments><tournament id="1" name="Cup" start="2024-05-01" rule="1"/></tournaments>
  <openings><opening id="1" name="Kagetsu"/></openings>
  <games>
    <game id="1" tournament="1" round="1" rule="{rule}" black="1" white="2" bresult="{result}" opening="1" alt="{alt}" swap="0"><move>{moves}</move></game>
    <game id="2" rule="2" black="2" white="1" bresult="0" date="2024-05-02"><move>h8 i9 j8</move><publisher>x</publisher></game>
  </games>
</database>
"#
    )
    .into_bytes()
}

/// A RenLib library whose main line is `moves` (as far as the 15×15 board holds them),
/// with comments, marks, board texts and a variation as the input asks.
fn renlib_bytes(inp: &mut Input<'_>, moves: &[gomoku_move]) -> Vec<u8> {
    let mut v = vec![
        0xFF,
        b'R',
        b'e',
        b'n',
        b'L',
        b'i',
        b'b',
        0xFF,
        3,
        inp.byte() % 5,
    ];
    v.extend([0xFF; 10]);
    let line: Vec<u8> = moves
        .iter()
        .take_while(|m| !m.pass && on_board(m.point, 15))
        .map(|m| (16 * (14 - m.point.y) + m.point.x + 1) as u8)
        .collect();
    let sibling = !line.is_empty() && inp.bool();
    v.extend([0x00, if line.is_empty() { 0x42 } else { 0x02 }]);
    for (i, &b) in line.iter().enumerate() {
        let mut flags = if i + 1 == line.len() { 0x40 } else { 0 };
        if i == 0 && sibling {
            flags |= 0x80;
        }
        let extra = inp.byte();
        if extra % 4 == 0 {
            flags |= 0x08;
        }
        if extra % 8 == 1 {
            flags |= 0x10;
        }
        if extra % 8 == 3 {
            flags |= 0x01;
        }
        v.extend([b, flags]);
        if flags & 0x01 != 0 {
            v.extend([0x00, 0x01]);
        }
        if flags & 0x08 != 0 {
            v.extend(*b"note\x08more\0");
        }
        if flags & 0x01 != 0 {
            v.extend(*b"a\0");
        }
    }
    if sibling {
        v.extend([if line[0] == 0x79 { 0x78 } else { 0x79 }, 0x40]);
    }
    v
}

/// Flips, cuts, inserts and deletes bytes of `bytes` as the input says.
fn mutate(inp: &mut Input<'_>, bytes: &mut Vec<u8>) {
    const WORDS: &[&[u8]] = &[
        b"]", b"[", b";", b"(", b")", b"B[", b"W[", b"SZ[", b"AB[", b"OA[", b"\\", b"<", b">",
        b"/>", b"\"", b"&", b"&amp;", b"&#", b"<move>", b"</game>", b"<game>", b"\n", b"\r\n",
        b",", b" ", b"0", b"99", b"-1", b"pass", b"h8", b"z26", b"\xFF", b"\x00", b"\x40", b"\x80",
        b"\x08",
    ];
    for _ in 0..1 + inp.byte() % 4 {
        let len = bytes.len();
        let at = (usize::from(inp.byte()) << 8 | usize::from(inp.byte())) % (len + 1);
        match inp.byte() % 6 {
            0 if at < len => bytes[at] ^= 1 << (inp.byte() % 8),
            1 => bytes.truncate(at),
            2 => {
                let w = inp.pick(WORDS);
                bytes.splice(at..at, w.iter().copied());
            }
            3 => {
                let new: Vec<u8> = (0..1 + inp.byte() % 4).map(|_| inp.byte()).collect();
                bytes.splice(at..at, new);
            }
            4 => {
                let end = (at + 1 + usize::from(inp.byte() % 16)).min(len);
                bytes.drain(at..end);
            }
            _ if at < len => bytes[at] = inp.pick(b"0123456789,; []()<>\"=\n"),
            _ => {}
        }
    }
}

/// Reads `data` as a record of `format` through every pointer case the input chooses,
/// checks the contract, and keeps (and walks) what reads. Gives the status.
fn read_record(
    inp: &mut Input<'_>,
    pool: &mut Pool,
    reached: &mut Reached,
    format: i32,
    data: &[u8],
    options: Option<gomoku_record_options>,
) -> i32 {
    let null_out = inp.byte() % 32 == 0;
    let null_err = inp.byte() % 8 == 0;
    let null_data = !data.is_empty() && inp.byte() % 32 == 0;
    let sentinel = 0x10 as *mut gomoku_record;
    let mut rec = sentinel;
    let untouched = (usize::MAX, usize::MAX, usize::MAX);
    let mut loc = gomoku_location {
        offset: untouched.0,
        line: untouched.1,
        column: untouched.2,
    };
    let opts = options.as_ref().map_or(ptr::null(), ptr::from_ref);
    let data_ptr = if null_data {
        ptr::null()
    } else {
        data.as_ptr()
    };
    // A RenLib library also through its own reader, with a code page named (NULL the
    // default GBK; tests/c/test_records.c has the unknown label's refusal).
    let encoding = (format == 4 && inp.byte() % 2 == 0)
        .then(|| inp.pick(&[c"", c"gbk", c"GBK", c"windows-1252", c"utf-8", c"shift_jis"]));
    let s = match encoding {
        Some(label) => {
            let label_ptr = if label.is_empty() {
                ptr::null()
            } else {
                label.as_ptr()
            };
            checked(
                gomoku_record_read_renlib(
                    data_ptr,
                    data.len(),
                    label_ptr,
                    or_null(&raw mut rec, null_out),
                    or_null(&raw mut loc, null_err),
                ),
                "record_read_renlib",
            )
        }
        None => checked(
            gomoku_record_read(
                format,
                data_ptr,
                data.len(),
                opts,
                or_null(&raw mut rec, null_out),
                or_null(&raw mut loc, null_err),
            ),
            "record_read",
        ),
    };
    let where_ = (loc.offset, loc.line, loc.column);
    if s == OK {
        assert!(
            !null_out && !null_data,
            "record_read: OK with a NULL pointer"
        );
        assert!(
            !rec.is_null() && rec != sentinel,
            "record_read: OK without a record"
        );
        assert_eq!(where_, untouched, "record_read: OK but wrote *error_out");
        reached.records_read += 1;
        walk_record(rec, reached);
        pool.keep_record(rec);
        return s;
    }
    assert_eq!(
        rec, sentinel,
        "record_read: failed with {s} but wrote *record_out"
    );
    if null_out && (0..=4).contains(&format) {
        assert_eq!(s, NULL_POINTER, "record_read: NULL record_out");
    }
    if is_record_refusal(s) {
        reached.records_refused += 1;
        if !null_err {
            assert!(
                loc.offset <= data.len(),
                "record_read: error at {} in {} bytes",
                loc.offset,
                data.len()
            );
            assert_eq!(
                loc.line == 0,
                loc.column == 0,
                "record_read: a line without a column: {where_:?}"
            );
            if loc.offset > 0 {
                reached.refused_deep += 1;
            }
        }
    } else {
        assert_eq!(
            where_, untouched,
            "record_read: failed with {s}, wrote *error_out"
        );
    }
    s
}

/// Checks every query of a live record and walks its whole variation tree.
fn walk_record(r: *mut gomoku_record, reached: &mut Reached) {
    let (s, count) = out("record_node_count", usize::MAX, |o| {
        gomoku_record_node_count(r, o)
    });
    assert_eq!(s, OK);
    assert!(count >= 1, "a record without its root");
    let (s, size) = out("record_size", 0u32, |o| gomoku_record_size(r, o));
    assert_eq!(s, OK);
    assert!((5..=26).contains(&size), "a record of size {size}");
    let moves = whole(NO_MOVE, |b, l, n| gomoku_record_moves(r, b, l, n));
    for field in (-1..=15).chain([i32::MAX]) {
        match fetch_text("record_text", |b, l, n| {
            gomoku_record_text(r, field, b, l, n)
        }) {
            Ok(_) => assert!((0..=14).contains(&field), "record_text({field}) OK"),
            Err(s) if (0..=14).contains(&field) => assert_eq!(s, NO_FIELD, "record_text"),
            Err(s) => assert_eq!(s, INVALID_ENUM, "record_text({field})"),
        }
    }
    let (s, rows) = out("record_sgf_rows", 77, |o| gomoku_record_sgf_rows(r, o));
    assert!(
        s == NO_FIELD || (s == OK && (0..=1).contains(&rows)),
        "record_sgf_rows {s} {rows}"
    );
    let (s, winner) = out("record_winner", 77, |o| gomoku_record_winner(r, o));
    assert!(
        s == NO_FIELD || (s == OK && (-1..=1).contains(&winner)),
        "record_winner {s}"
    );
    let node_move = |node: usize| {
        out2("record_node_move", NO_MOVE, 77, |m, c| {
            gomoku_record_node_move(r, node, m, c)
        })
    };
    for node in 0..count.min(3000) {
        let (s, children) = out("record_node_child_count", usize::MAX, |o| {
            gomoku_record_node_child_count(r, node, o)
        });
        assert_eq!(s, OK, "record_node_child_count({node}) of {count}");
        for i in 0..=children {
            let (s, child) = out("record_node_child", usize::MAX, |o| {
                gomoku_record_node_child(r, node, i, o)
            });
            if i == children {
                assert_eq!(s, NO_NODE, "child {i} of {children}");
                continue;
            }
            assert_eq!(s, OK);
            assert!(child > 0 && child < count, "child {child} of {count} nodes");
            let (s, parent) = out("record_node_parent", usize::MAX, |o| {
                gomoku_record_node_parent(r, child, o)
            });
            assert_eq!((s, parent), (OK, node), "the parent of a child");
        }
        let (s, parent) = out("record_node_parent", usize::MAX, |o| {
            gomoku_record_node_parent(r, node, o)
        });
        if node == 0 {
            assert_eq!(s, NO_FIELD, "the root has a parent");
        } else {
            assert!(
                s == OK && parent < count,
                "node {node}: parent {s} {parent}"
            );
        }
        let (s, m, color) = node_move(node);
        let has_move = s == OK;
        if s == OK {
            assert!((0..=1).contains(&color), "a node's colour {color}");
            assert!(
                m.pass && m.point == gomoku_point { x: -1, y: -1 } || on_board(m.point, size),
                "a node's move {m:?} on {size}"
            );
        } else {
            assert_eq!(s, NO_FIELD, "record_node_move({node})");
        }
        for field in [0, 1, 2, -1] {
            match fetch_text("record_node_text", |b, l, n| {
                gomoku_record_node_text(r, node, field, b, l, n)
            }) {
                Ok(_) => assert!((0..=1).contains(&field)),
                Err(s) if (0..=1).contains(&field) => assert_eq!(s, NO_FIELD),
                Err(s) => assert_eq!(s, INVALID_ENUM),
            }
        }
        let (s, _) = out("record_node_mark", true, |o| {
            gomoku_record_node_mark(r, node, o)
        });
        assert_eq!(s, OK);
        let (st, _) = out("record_node_time", 77u32, |o| {
            gomoku_record_node_time(r, node, o)
        });
        if st != OK {
            assert_eq!(st, NO_FIELD, "record_node_time({node})");
        }
        assert!(
            st == NO_FIELD || has_move,
            "a time on node {node} without a move"
        );
        walk_properties(r, node);
        reached.nodes_walked += 1;
    }
    // Nodes that are not: every query refuses.
    for node in [count, count + 1, usize::MAX] {
        let s = out("record_node_child_count", 9usize, |o| {
            gomoku_record_node_child_count(r, node, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = out("record_node_child", 9usize, |o| {
            gomoku_record_node_child(r, node, 0, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = out("record_node_parent", 9usize, |o| {
            gomoku_record_node_parent(r, node, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        assert_eq!(node_move(node).0, NO_NODE);
        let s = list("record_node_text", 7 as c_char, 4, false, |b, l, n| {
            gomoku_record_node_text(r, node, 0, b, l, n)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = out("record_node_mark", true, |o| {
            gomoku_record_node_mark(r, node, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = out("record_node_time", 77u32, |o| {
            gomoku_record_node_time(r, node, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = out("record_node_property_count", 9usize, |o| {
            gomoku_record_node_property_count(r, node, o)
        })
        .0;
        assert_eq!(s, NO_NODE);
        let s = list("record_node_property", 7 as c_char, 4, false, |b, l, n| {
            gomoku_record_node_property(r, node, 0, 0, b, l, n)
        })
        .0;
        assert_eq!(s, NO_NODE);
    }
    // The moves are the main line: the root's move, then the first children's.
    if count <= 3000 {
        let mut main = Vec::new();
        let mut node = 0;
        loop {
            let (s, m, _) = node_move(node);
            if s == OK {
                main.push(m);
            }
            match out("record_node_child", 0usize, |o| {
                gomoku_record_node_child(r, node, 0, o)
            }) {
                (OK, child) => node = child,
                _ => break,
            }
        }
        assert_eq!(main, moves, "the moves are not the main line");
    }
    // NULL pointers.
    refuses_null("record_size", gomoku_record_size(r, ptr::null_mut()));
    refuses_null(
        "record_node_count",
        gomoku_record_node_count(ptr::null(), ptr::null_mut()),
    );
    refuses_null(
        "record_node_move",
        gomoku_record_node_move(r, 0, ptr::null_mut(), ptr::null_mut()),
    );
    refuses_null(
        "record_sgf_rows",
        gomoku_record_sgf_rows(r, ptr::null_mut()),
    );
    refuses_null(
        "record_node_time",
        gomoku_record_node_time(r, 0, ptr::null_mut()),
    );
    refuses_null(
        "record_node_property_count",
        gomoku_record_node_property_count(r, 0, ptr::null_mut()),
    );
    refuses_null(
        "record_node_property",
        gomoku_record_node_property(r, 0, 0, 0, ptr::null_mut(), 0, ptr::null_mut()),
    );
    refuses_null(
        "record_write",
        gomoku_record_write(r, 2, 0, ptr::null_mut(), 0, ptr::null_mut()),
    );
    rewrite_record(r, size, &moves, reached);
}

/// The properties node `node` keeps: each has an identifier (value 0) and values up to
/// the first `RECORD_NO_FIELD`; the property past the last is none.
fn walk_properties(r: *mut gomoku_record, node: usize) {
    let (s, count) = out("record_node_property_count", usize::MAX, |o| {
        gomoku_record_node_property_count(r, node, o)
    });
    assert_eq!(s, OK, "record_node_property_count({node})");
    let part = |i: usize, value: usize| {
        fetch_text("record_node_property", |b, l, n| {
            gomoku_record_node_property(r, node, i, value, b, l, n)
        })
    };
    for i in 0..count.min(64) {
        assert!(
            part(i, 0).is_ok(),
            "property {i} of node {node} has no identifier"
        );
        let mut value = 1;
        while value <= 64 {
            match part(i, value) {
                Ok(_) => value += 1,
                Err(s) => {
                    assert_eq!(s, NO_FIELD, "value {value} of property {i}");
                    break;
                }
            }
        }
    }
    assert_eq!(part(count, 0), Err(NO_FIELD), "property {count} of {count}");
}

/// A record written itself in every format and row convention: the read-only formats
/// refuse, the others write or give a `GOMOKU_STATUS_WRITE_*` status; what is written
/// reads back, in its format, to the record's moves.
fn rewrite_record(r: *mut gomoku_record, size: u32, moves: &[gomoku_move], reached: &mut Reached) {
    for (format, rows) in [
        (0, 0),
        (1, 0),
        (2, 0),
        (2, 1),
        (3, 0),
        (4, 0),
        (5, 0),
        (2, 2),
    ] {
        let text = match fetch_text("record_write", |b, l, n| {
            gomoku_record_write(r, format, rows, b, l, n)
        }) {
            Ok(text) => text,
            Err(s) => {
                match (format, rows) {
                    (5, _) | (_, 2) => assert_eq!(s, INVALID_ENUM, "record_write({format})"),
                    (3 | 4, _) => assert_eq!(s, 763, "record_write({format}): read only"),
                    _ => assert!(
                        format != 2 && (760..=762).contains(&s),
                        "record_write({format}, {rows}) refused with {s}"
                    ),
                }
                continue;
            }
        };
        assert!(
            format <= 2 && rows <= 1,
            "record_write({format}, {rows}) OK"
        );
        let again = read_back(format, rows, size, &text);
        let read_moves = whole(NO_MOVE, |b, l, n| gomoku_record_moves(again, b, l, n));
        gomoku_record_free(again);
        assert_eq!(
            read_moves,
            moves,
            "a record written in format {format} reads back other moves: {:?}",
            String::from_utf8_lossy(&text)
        );
        reached.rewritten += 1;
    }
}

/// `gomoku_record_read` of random bytes, in any format (or none).
fn read_random(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let format = small(inp, 5);
    let data: Vec<u8> = match inp.byte() % 4 {
        // A known start, then noise.
        0 => {
            let start: &[u8] = inp.pick(&[
                &b"(;GM[4]SZ[15]"[..],
                b"15,15,",
                b"\xFFRenLib\xFF\x03\x04",
                b"<?xml version=\"1.0\"?><database><games><game",
                b"h8 ",
            ]);
            let mut v = start.to_vec();
            v.extend((0..inp.byte() % 64).map(|_| inp.byte()));
            v
        }
        _ => (0..inp.byte() % 96).map(|_| inp.byte()).collect(),
    };
    let options = (inp.byte() % 4 != 0).then(|| gomoku_record_options {
        size: if inp.bool() { inp.uint() } else { 15 },
        sgf_rows: small(inp, 2),
        // Derived, not read from the input, so that kept programs replay as they did.
        lenient: data.len() % 2 == 1,
    });
    let _ = read_record(inp, pool, reached, format, &data, options);
    sgf_collection(&data, data.len());
}

/// A valid record text of a game of the pool (or of the empty board) in a format the
/// input chooses, mutated or not; read in its own format mostly, sometimes in another.
fn read_mutant(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let game = source_game(pool, inp);
    let format = i32::from(inp.byte() % 5);
    let rows = i32::from(inp.byte() % 2);
    let size = game.map_or(15, game_size);
    let moves = game.map_or_else(Vec::new, |g| {
        whole(NO_MOVE, |b, l, n| gomoku_game_moves(g, b, l, n))
    });
    let move_text = game
        .and_then(|g| written_text(g, 0, 0))
        .unwrap_or_else(|| b"h8 i9 h9".to_vec());
    let text = match format {
        0..=2 => match game.and_then(|g| written_text(g, format, rows)) {
            Some(t) => t,
            None => return,
        },
        3 => renjunet_text(inp, &String::from_utf8_lossy(&move_text)),
        _ => renlib_bytes(inp, &moves),
    };
    let mut data = text.clone();
    let mutated = inp.byte() % 8 != 0;
    if mutated {
        mutate(inp, &mut data);
    }
    let read_as = if inp.byte() % 8 == 0 {
        small(inp, 5)
    } else {
        format
    };
    let options = gomoku_record_options {
        size,
        sgf_rows: rows,
        lenient: false,
    };
    let s = read_record(inp, pool, reached, read_as, &data, Some(options));
    if s == OK && mutated {
        reached.mutants_read += 1;
    }
    if format == 2 {
        sgf_collection(&data, data.len() * 3 + usize::from(mutated));
    }
    if !mutated && read_as == format && s != NULL_POINTER {
        // A writer's text, and the hand-made RenjuNet and RenLib files of a game on
        // 15×15 without passes, read back.
        let plain = size == 15 && moves.iter().all(|m| !m.pass);
        if format <= 2 || plain {
            assert_eq!(
                s,
                OK,
                "a valid text of format {format} does not read: {:?}",
                String::from_utf8_lossy(&text)
            );
        }
    }
}

/// The queries of a record of the pool (or NULL) with random arguments, and now and then
/// a walk of its whole tree.
fn query_record(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let r = pick_handle(&pool.records, inp);
    let node = match inp.byte() % 4 {
        0 => usize::MAX - usize::from(inp.byte() % 2),
        _ => usize::from(inp.byte() % 40),
    };
    let (i, field) = (usize::from(inp.byte() % 4), inp.int());
    let (len, null) = (usize::from(inp.byte() % 24), inp.byte() % 8 == 0);
    let _ = out("record_size", 0u32, |o| gomoku_record_size(r, o));
    let _ = out("record_node_count", 0usize, |o| {
        gomoku_record_node_count(r, o)
    });
    let _ = out("record_winner", 77, |o| gomoku_record_winner(r, o));
    let _ = out("record_node_child_count", 9usize, |o| {
        gomoku_record_node_child_count(r, node, o)
    });
    let _ = out("record_node_child", 9usize, |o| {
        gomoku_record_node_child(r, node, i, o)
    });
    let _ = out("record_node_parent", 9usize, |o| {
        gomoku_record_node_parent(r, node, o)
    });
    let _ = out2("record_node_move", NO_MOVE, 77, |m, c| {
        gomoku_record_node_move(r, node, m, c)
    });
    let _ = out("record_node_mark", true, |o| {
        gomoku_record_node_mark(r, node, o)
    });
    let _ = list("record_moves", NO_MOVE, len, null, |b, l, n| {
        gomoku_record_moves(r, b, l, n)
    });
    let _ = list("record_text", 7 as c_char, len, null, |b, l, n| {
        gomoku_record_text(r, field, b, l, n)
    });
    let _ = list("record_node_text", 7 as c_char, len, null, |b, l, n| {
        gomoku_record_node_text(r, node, field, b, l, n)
    });
    let _ = out("record_sgf_rows", 77, |o| gomoku_record_sgf_rows(r, o));
    // The warnings of the lenient reader (issue 25): a kind of the C enum, and nothing
    // written on failure.
    let (s, count) = out("record_warning_count", usize::MAX, |o| {
        gomoku_record_warning_count(r, o)
    });
    // The index from what was drawn already (kept programs replay as they did).
    let w = if s == OK && count > 0 && field % 2 == 0 {
        i % count
    } else {
        i
    };
    let (mut kind, mut at) = (77i32, gomoku_location::default());
    let (s, _) = list("record_warning", 7 as c_char, len, null, |b, l, n| {
        gomoku_record_warning(r, w, &raw mut kind, &raw mut at, b, l, n)
    });
    if s == OK {
        assert!((0..=6).contains(&kind), "record_warning: kind {kind}");
        assert!(at.line >= 1, "record_warning: a line 0");
    } else {
        assert_eq!(kind, 77, "record_warning: failed but wrote its kind");
    }
    let _ = out("record_node_time", 77u32, |o| {
        gomoku_record_node_time(r, node, o)
    });
    let _ = out("record_node_property_count", 9usize, |o| {
        gomoku_record_node_property_count(r, node, o)
    });
    let value = usize::from(inp.byte() % 4);
    let _ = list("record_node_property", 7 as c_char, len, null, |b, l, n| {
        gomoku_record_node_property(r, node, i, value, b, l, n)
    });
    let rows = small(inp, 2);
    let _ = list("record_write", 7 as c_char, len * 8, null, |b, l, n| {
        gomoku_record_write(r, field, rows, b, l, n)
    });
    if !r.is_null() && inp.bool() {
        walk_record(r, reached);
    }
}

/// `gomoku_record_replay` of a record of the pool under rules of the pool or its own.
fn replay_record(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let r = pick_handle(&pool.records, inp);
    let rules = if inp.bool() {
        ptr::null_mut()
    } else {
        pool.rules(inp)
    };
    let null_out = inp.byte() % 32 == 0;
    let with_number = inp.bool();
    let sentinel = 0x10 as *mut gomoku_game;
    let mut g = sentinel;
    let mut number = usize::MAX;
    let s = checked(
        gomoku_record_replay(
            r,
            rules,
            or_null(&raw mut g, null_out),
            if with_number {
                &raw mut number
            } else {
                ptr::null_mut()
            },
        ),
        "record_replay",
    );
    if s == OK {
        assert!(
            !g.is_null() && g != sentinel,
            "record_replay: OK without a game"
        );
        assert_eq!(
            number,
            usize::MAX,
            "record_replay: OK but wrote *move_number_out"
        );
        // SAFETY: a live game, just made.
        let _ = unsafe { state(g) };
        pool.keep_game(g);
        reached.replayed += 1;
        return;
    }
    assert_eq!(
        g, sentinel,
        "record_replay: failed with {s} but wrote *game_out"
    );
    if (730..=738).contains(&s) {
        reached.replay_refused += 1;
        if with_number {
            let (_, count) = out("record_node_count", 0usize, |o| {
                gomoku_record_node_count(r, o)
            });
            assert!(
                number <= count,
                "record_replay: move {number} of {count} nodes"
            );
        }
    } else {
        assert_eq!(
            number,
            usize::MAX,
            "record_replay: failed with {s}, wrote the move"
        );
    }
}

/// The record that `text`, written by the library in `format` (with the SGF row
/// convention `rows`, on a `size` board), reads back to; it must read.
fn read_back(format: i32, rows: i32, size: u32, text: &[u8]) -> *mut gomoku_record {
    let options = gomoku_record_options {
        size,
        sgf_rows: rows,
        lenient: false,
    };
    let mut rec = ptr::null_mut();
    let s = checked(
        gomoku_record_read(
            format,
            text.as_ptr(),
            text.len(),
            &raw const options,
            &raw mut rec,
            ptr::null_mut(),
        ),
        "record_read",
    );
    assert_eq!(
        s,
        OK,
        "a record written in format {format} does not read back: {:?}",
        String::from_utf8_lossy(text)
    );
    rec
}

/// `gomoku_game_write_record` into buffers of every size; what is written reads back to
/// the game's moves.
fn write_record(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let g = pool.game(inp);
    let format = if inp.byte() % 8 == 0 {
        inp.int()
    } else {
        i32::from(inp.byte() % 5)
    };
    let rows = small(inp, 2);
    let (len, null) = (usize::from(inp.byte()) * 2, inp.byte() % 16 == 0);
    let (s, buf) = list("game_write_record", 7 as c_char, len, null, |b, l, n| {
        gomoku_game_write_record(g, format, rows, b, l, n)
    });
    if s != OK {
        return;
    }
    let text = bytes_of("game_write_record", &buf);
    let rec = read_back(format, rows, game_size(g), &text);
    let game_moves = whole(NO_MOVE, |b, l, n| gomoku_game_moves(g, b, l, n));
    let read_moves = whole(NO_MOVE, |b, l, n| gomoku_record_moves(rec, b, l, n));
    assert_eq!(
        read_moves,
        game_moves,
        "a written record reads back other moves: {:?}",
        String::from_utf8_lossy(&text)
    );
    reached.written += 1;
    pool.keep_record(rec);
}

/// The path of the RenjuNet sample of the conformance data (both crates that include
/// this file sit one folder below the repository's root).
const RENJUNET_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/records/sample-renjunet.rif"
);

/// A RenjuNet reader from a buffer, a callback or a file; a buffer's first game is
/// compared with what `gomoku_record_read` gives of the same bytes.
fn make_reader(inp: &mut Input<'_>, pool: &mut Pool) {
    let mut data = match inp.byte() % 4 {
        0 => (0..inp.byte() % 64).map(|_| inp.byte()).collect(),
        _ => renjunet_text(inp, "h8 i9 h9 i10"),
    };
    if inp.bool() {
        mutate(inp, &mut data);
    }
    let null_out = inp.byte() % 32 == 0;
    let sentinel = 0x10 as *mut gomoku_renjunet;
    let mut reader = sentinel;
    let reader_out = or_null(&raw mut reader, null_out);
    let (call, s, source) = match inp.byte() % 4 {
        0 | 1 => {
            let null_data = inp.byte() % 16 == 0 && !data.is_empty();
            let p = if null_data {
                ptr::null()
            } else {
                data.as_ptr()
            };
            let s = gomoku_renjunet_from_buffer(p, data.len(), reader_out);
            ("renjunet_from_buffer", s, ptr::null_mut())
        }
        2 => {
            let source = Box::into_raw(Box::new(Source {
                at: 0,
                chunk: 1 + usize::from(inp.byte() % 64),
                fail_at: (inp.byte() % 4 == 0).then(|| usize::from(inp.byte()) * 4),
                overrun: inp.bool(),
                data: data.clone(),
            }));
            let read: gomoku_read_fn = if inp.byte() % 16 == 0 {
                None
            } else {
                Some(read_source)
            };
            let s = gomoku_renjunet_from_callback(read, source.cast::<c_void>(), reader_out);
            ("renjunet_from_callback", s, source)
        }
        _ => {
            let path = match inp.byte() % 4 {
                0 => CString::new("/nonexistent/gomoku.rif").unwrap_or_default(),
                1 => CString::new(vec![b'/', 0xFF, b'x']).unwrap_or_default(),
                _ => CString::new(RENJUNET_FILE).unwrap_or_default(),
            };
            let p = text_ptr(inp, &path);
            let s = gomoku_renjunet_open(p, reader_out);
            ("renjunet_open", s, ptr::null_mut())
        }
    };
    let s = checked(s, call);
    if refused_stream(call, s, reader, sentinel, source) {
        return;
    }
    assert!(
        !reader.is_null() && reader != sentinel,
        "{call}: OK without a reader"
    );
    if call == "renjunet_from_callback" && inp.byte() % 4 == 0 {
        same_streams(&data, 1 + usize::from(inp.byte() % 64));
    }
    if call == "renjunet_from_buffer" {
        // The stream's first game is the one gomoku_record_read gives of the buffer.
        let mut rec = ptr::null_mut();
        let read = checked(
            gomoku_record_read(
                3,
                data.as_ptr(),
                data.len(),
                ptr::null(),
                &raw mut rec,
                ptr::null_mut(),
            ),
            "record_read",
        );
        let mut first = ptr::null_mut();
        let next = checked(
            gomoku_renjunet_next(reader, &raw mut first, ptr::null_mut()),
            "renjunet_next",
        );
        match (read, next) {
            (OK, OK) => {
                assert!(
                    !first.is_null(),
                    "record_read reads a game the stream has not"
                );
                let a = whole(NO_MOVE, |b, l, n| gomoku_record_moves(rec, b, l, n));
                let b = whole(NO_MOVE, |b, l, n| gomoku_record_moves(first, b, l, n));
                assert_eq!(a, b, "the stream's first game differs from record_read's");
            }
            (s, OK) if s == gomoku_status::RecordNoGame as i32 => {
                assert!(first.is_null(), "record_read finds no game, the stream one");
            }
            (a, b) => assert_eq!(a, b, "record_read and the stream's first game differ"),
        }
        gomoku_record_free(rec);
        gomoku_record_free(first);
    }
    pool.keep_reader(reader, source);
}

/// What a live RenjuNet reader gives, game by game (16 at most): the status and the moves
/// of each; the reader is freed.
fn drain(reader: *mut gomoku_renjunet) -> Vec<(i32, Vec<gomoku_move>)> {
    let mut games = Vec::new();
    for _ in 0..16 {
        let mut rec = ptr::null_mut();
        let s = checked(
            gomoku_renjunet_next(reader, &raw mut rec, ptr::null_mut()),
            "renjunet_next",
        );
        if s == OK && rec.is_null() {
            break;
        }
        let moves = if s == OK {
            whole(NO_MOVE, |b, l, n| gomoku_record_moves(rec, b, l, n))
        } else {
            Vec::new()
        };
        gomoku_record_free(rec);
        games.push((s, moves));
    }
    gomoku_renjunet_free(reader);
    games
}

/// The same bytes read whole and pulled in chunks of `chunk` through a callback give the
/// same games.
fn same_streams(data: &[u8], chunk: usize) {
    let buffered = made("renjunet_from_buffer", |o| {
        gomoku_renjunet_from_buffer(data.as_ptr(), data.len(), o)
    })
    .expect("a reader of a buffer");
    let source = Box::into_raw(Box::new(Source {
        data: data.to_vec(),
        at: 0,
        chunk,
        fail_at: None,
        overrun: false,
    }));
    let pulled = made("renjunet_from_callback", |o| {
        gomoku_renjunet_from_callback(Some(read_source), source.cast::<c_void>(), o)
    })
    .expect("a reader of a callback");
    let (a, b) = (drain(buffered), drain(pulled));
    // SAFETY: made above by `Box::into_raw`; its reader is freed.
    drop(unsafe { Box::from_raw(source) });
    assert_eq!(a, b, "a RenjuNet stream read in chunks of {chunk} differs");
}

/// The path of an SGF file of the conformance data (see [`RENJUNET_FILE`]).
const SGF_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/records/renju-five.sgf"
);

/// An SGF collection stream (issue 25) over `data`, from a read callback (chunks and
/// failures chosen by `seed`) or, now and then, a file, with NULL and bad arguments
/// refused untouched: read to its end (an error ends it: later calls give NULL), its first
/// game is what `gomoku_record_read` reads of the same bytes. Draws nothing from the
/// program's input, so that kept programs replay as they did.
fn sgf_collection(data: &[u8], seed: usize) {
    let options = gomoku_record_options {
        size: 15,
        sgf_rows: i32::try_from(seed / 2 % 3).unwrap_or(0),
        lenient: seed % 5 < 2,
    };
    let p_options: *const gomoku_record_options = if seed % 7 == 0 {
        ptr::null()
    } else {
        &raw const options
    };
    let rows_ok = p_options.is_null() || options.sgf_rows < 2;
    let failing = seed % 11 == 0;
    let sentinel = 0x10 as *mut gomoku_sgf_collection;
    let mut reader = sentinel;
    let (call, s, source) = if seed % 13 != 0 {
        let source = Box::into_raw(Box::new(Source {
            at: 0,
            chunk: 1 + seed % 64,
            fail_at: failing.then_some(seed % 97),
            overrun: seed % 3 == 0,
            data: data.to_vec(),
        }));
        let s = gomoku_sgf_collection_from_callback(
            Some(read_source),
            source.cast::<c_void>(),
            p_options,
            &raw mut reader,
        );
        (
            "sgf_collection_from_callback",
            checked(s, "sgf_collection_from_callback"),
            source,
        )
    } else {
        let path = match seed % 3 {
            0 => CString::new("/nonexistent/gomoku.sgf").unwrap_or_default(),
            _ => CString::new(SGF_FILE).unwrap_or_default(),
        };
        let s = gomoku_sgf_collection_open(path.as_ptr(), p_options, &raw mut reader);
        (
            "sgf_collection_open",
            checked(s, "sgf_collection_open"),
            ptr::null_mut(),
        )
    };
    if !rows_ok {
        assert_ne!(s, OK, "{call}: a row convention of 2 was taken");
    }
    // NULL pointers are refused, whatever the rest.
    let mut untouched = sentinel;
    refuses_null(
        "sgf_collection_from_callback",
        gomoku_sgf_collection_from_callback(None, ptr::null_mut(), ptr::null(), &raw mut untouched),
    );
    refuses_null(
        "sgf_collection_open",
        gomoku_sgf_collection_open(ptr::null(), ptr::null(), &raw mut untouched),
    );
    assert_eq!(untouched, sentinel, "a refused call wrote its reader");
    let mut rec = ptr::null_mut();
    refuses_null(
        "sgf_collection_next",
        gomoku_sgf_collection_next(ptr::null_mut(), &raw mut rec, ptr::null_mut()),
    );
    if refused_stream(call, s, reader, sentinel, source) {
        return;
    }
    let mut games: Vec<(i32, Vec<gomoku_move>)> = Vec::new();
    let mut ended = false;
    for _ in 0..8 {
        let sentinel = 0x10 as *mut gomoku_record;
        let mut rec = sentinel;
        let mut at = gomoku_location {
            offset: usize::MAX,
            line: 0,
            column: 0,
        };
        let s = checked(
            gomoku_sgf_collection_next(reader, &raw mut rec, &raw mut at),
            "sgf_collection_next",
        );
        if ended {
            assert_eq!(
                (s, rec),
                (OK, ptr::null_mut()),
                "a stream read on after its end"
            );
            continue;
        }
        if s != OK {
            assert_eq!(
                rec, sentinel,
                "sgf_collection_next failed but wrote a record"
            );
            ended = true;
            games.push((s, Vec::new()));
            continue;
        }
        assert_eq!(
            at.offset,
            usize::MAX,
            "sgf_collection_next: OK but wrote *error_out"
        );
        if rec.is_null() {
            ended = true;
            continue;
        }
        games.push((
            OK,
            whole(NO_MOVE, |b, l, n| gomoku_record_moves(rec, b, l, n)),
        ));
        gomoku_record_free(rec);
    }
    gomoku_sgf_collection_free(reader);
    if !source.is_null() {
        // SAFETY: made above by `Box::into_raw`; its reader is freed.
        drop(unsafe { Box::from_raw(source) });
    }
    if call == "sgf_collection_from_callback" && !failing {
        // The first game of the stream is the one gomoku_record_read gives of the bytes.
        let mut rec = ptr::null_mut();
        let read = checked(
            gomoku_record_read(
                2,
                data.as_ptr(),
                data.len(),
                p_options,
                &raw mut rec,
                ptr::null_mut(),
            ),
            "record_read",
        );
        match (read, games.first()) {
            (OK, Some((OK, moves))) => {
                let first = whole(NO_MOVE, |b, l, n| gomoku_record_moves(rec, b, l, n));
                assert_eq!(
                    &first, moves,
                    "the stream's first game differs from record_read's"
                );
            }
            (s, None) => assert_eq!(
                s,
                gomoku_status::RecordNoGame as i32,
                "record_read reads a game the stream has not"
            ),
            (a, Some((b, _))) => {
                assert_eq!(a, *b, "record_read and the stream's first game differ")
            }
        }
        gomoku_record_free(rec);
    }
}

/// `gomoku_renjunet_next` a few times on a reader of the pool (or NULL).
fn read_stream(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let readers: Vec<*mut gomoku_renjunet> = pool.readers.iter().map(|(r, _)| *r).collect();
    let reader = pick_handle(&readers, inp);
    let mut ended = false;
    for _ in 0..1 + inp.byte() % 6 {
        let null_out = inp.byte() % 32 == 0;
        let null_err = inp.byte() % 8 == 0;
        let sentinel = 0x10 as *mut gomoku_record;
        let mut rec = sentinel;
        let mut loc = gomoku_location {
            offset: usize::MAX,
            line: 0,
            column: 0,
        };
        let s = checked(
            gomoku_renjunet_next(
                reader,
                or_null(&raw mut rec, null_out),
                or_null(&raw mut loc, null_err),
            ),
            "renjunet_next",
        );
        if s == OK {
            assert!(
                !null_out && rec != sentinel,
                "renjunet_next: OK without a record"
            );
            assert_eq!(
                loc.offset,
                usize::MAX,
                "renjunet_next: OK but wrote *error_out"
            );
            if rec.is_null() {
                ended = true;
                continue;
            }
            assert!(!ended, "renjunet_next: a game after the end of the stream");
            reached.stream_games += 1;
            walk_record(rec, reached);
            pool.keep_record(rec);
        } else {
            assert_eq!(
                rec, sentinel,
                "renjunet_next: failed with {s}, wrote *record_out"
            );
            if !is_record_refusal(s) {
                assert_eq!(
                    loc.offset,
                    usize::MAX,
                    "renjunet_next: {s} wrote *error_out"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Symmetries.

const SYMMETRY_WORDS: &[&str] = &[
    "identity",
    "rotate-90",
    "rotate-180",
    "rotate-270",
    "mirror-left-right",
    "mirror-top-bottom",
    "diagonal",
    "anti-diagonal",
    "rotate-45",
    "",
];

/// The image of `p` under `s` on a `size` board, if the call answers OK.
fn apply(s: i32, p: gomoku_point, size: u32) -> Option<gomoku_point> {
    let (st, q) = out("symmetry_apply", NO_POINT, |o| {
        gomoku_symmetry_apply(s, p, size, o)
    });
    (st == OK).then_some(q)
}

/// The image of `p` under symmetry `s` about the centre `(cx2 / 2, cy2 / 2)` (in
/// half-points), from the board's own images (about the board's centre): the linear part
/// is read off the images of three points, then the shift between the two centres added.
fn apply_about(s: i32, p: gomoku_point, size: u32, cx2: i32, cy2: i32) -> Option<gomoku_point> {
    let at = |x, y| apply(s, gomoku_point { x, y }, size);
    let (o, ex, ey, q) = (at(0, 0)?, at(1, 0)?, at(0, 1)?, apply(s, p, size)?);
    // T(v) = v.x * T(e_x) + v.y * T(e_y), with T(e) the difference of two images.
    let t = |vx: i32, vy: i32| {
        (
            vx * (ex.x - o.x) + vy * (ey.x - o.x),
            vx * (ex.y - o.y) + vy * (ey.y - o.y),
        )
    };
    // Doubled: image = 2q + w - T(w), w = c2 - b2 (b the board's centre).
    let b2 = i32::try_from(size).ok()? - 1;
    let (wx, wy) = (cx2 - b2, cy2 - b2);
    let (tx, ty) = t(wx, wy);
    let (x2, y2) = (2 * q.x + wx - tx, 2 * q.y + wy - ty);
    (x2 % 2 == 0 && y2 % 2 == 0).then_some(gomoku_point {
        x: x2 / 2,
        y: y2 / 2,
    })
}

/// The symmetries alone: names, inverses, compositions, images of points.
fn symmetries(inp: &mut Input<'_>) {
    let (a, b) = (small(inp, 8), small(inp, 8));
    let valid = |s: i32| (0..8).contains(&s);
    let name = gomoku_symmetry_name(a);
    assert_eq!(name.is_null(), !valid(a), "symmetry_name({a})");
    if !name.is_null() {
        // SAFETY: a static NUL-terminated string.
        let text = unsafe { CStr::from_ptr(name) };
        let upper = CString::new(text.to_bytes().to_ascii_uppercase()).unwrap_or_default();
        for t in [text.as_ptr(), upper.as_ptr()] {
            let (s, back) = out("symmetry_from_str", 77, |o| gomoku_symmetry_from_str(t, o));
            assert_eq!((s, back), (OK, a), "a symmetry's name parses back");
        }
    }
    let text = text_of(inp, SYMMETRY_WORDS);
    let t = text_ptr(inp, &text);
    let (s, parsed) = out("symmetry_from_str", 77, |o| gomoku_symmetry_from_str(t, o));
    if s == OK {
        assert!(valid(parsed), "symmetry_from_str gave {parsed}");
    }
    let (s, inv) = out("symmetry_inverse", 77, |o| gomoku_symmetry_inverse(a, o));
    assert_eq!(s == OK, valid(a), "symmetry_inverse({a}): {s}");
    let (s, ab) = out("symmetry_then", 77, |o| gomoku_symmetry_then(a, b, o));
    assert_eq!(
        s == OK,
        valid(a) && valid(b),
        "symmetry_then({a}, {b}): {s}"
    );
    if valid(a) {
        let (_, back) = out("symmetry_inverse", 77, |o| gomoku_symmetry_inverse(inv, o));
        assert_eq!(back, a, "the inverse of the inverse");
        let (_, id) = out("symmetry_then", 77, |o| gomoku_symmetry_then(a, inv, o));
        assert_eq!(id, 0, "a symmetry then its inverse is not the identity");
    }
    let p = inp.point();
    let size = if inp.byte() % 4 == 0 {
        inp.uint()
    } else {
        15 + u32::from(inp.byte() % 12)
    };
    let image = apply(a, p, size);
    let fits = (5..=26).contains(&size) && on_board(p, size);
    assert_eq!(
        image.is_some(),
        valid(a) && fits,
        "symmetry_apply({a}, {p:?}, {size})"
    );
    if let Some(q) = image {
        assert!(on_board(q, size), "an image {q:?} off the board");
        assert_eq!(
            apply(inv, q, size),
            Some(p),
            "the inverse does not undo the image"
        );
        if valid(b) {
            let twice = apply(b, q, size);
            assert_eq!(
                apply(ab, p, size),
                twice,
                "then() is not one after the other"
            );
        }
    }
    refuses_null(
        "symmetry_inverse",
        gomoku_symmetry_inverse(a, ptr::null_mut()),
    );
    refuses_null("symmetry_then", gomoku_symmetry_then(a, b, ptr::null_mut()));
    refuses_null(
        "symmetry_apply",
        gomoku_symmetry_apply(a, p, size, ptr::null_mut()),
    );
    refuses_null(
        "symmetry_from_str",
        gomoku_symmetry_from_str(t, ptr::null_mut()),
    );
}

/// Keys, images, canonical forms and stabilisers of a game of the pool (or NULL).
fn game_symmetries(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let g = pool.game(inp);
    let (len, null) = (usize::from(inp.byte() % 10), inp.byte() % 8 == 0);
    let _ = list("game_symmetric_keys", 7u64, len, null, |b, l, n| {
        gomoku_game_symmetric_keys(g, b, l, n)
    });
    let s = small(inp, 8);
    let (a, b) = (inp.point(), inp.point());
    let (ks, key) = out("game_key", 7u64, |o| gomoku_game_key(g, o));
    let (bs, bits) = out("game_stabilizer", 0u32, |o| gomoku_game_stabilizer(g, o));
    let (ms, symmetric) = out("game_moves_are_symmetric", true, |o| {
        gomoku_game_moves_are_symmetric(g, a, b, o)
    });
    let transformed = made("game_transform", |o| gomoku_game_transform(g, s, o));
    let sentinel = 0x10 as *mut gomoku_game;
    let (cs, canonical, sym) = out2("game_canonical", sentinel, 77, |o, sym| {
        gomoku_game_canonical(g, o, sym)
    });
    if g.is_null() {
        assert!(ks != OK && bs != OK && ms != OK && cs != OK && transformed.is_none());
        return;
    }
    assert_eq!(
        (ks, bs, ms, cs),
        (OK, OK, OK, OK),
        "symmetry queries of a live game"
    );
    let keys = whole(0u64, |b, l, n| gomoku_game_symmetric_keys(g, b, l, n));
    assert_eq!(keys.len(), 8, "eight images");
    assert_eq!(keys[0], key, "the identity's image is the position");
    assert_eq!(bits & 1, 1, "the identity keeps every position");
    assert!(bits < 256, "stabiliser bits {bits:#x}");
    for (i, k) in keys.iter().enumerate() {
        if bits >> i & 1 == 1 {
            assert_eq!(
                *k, key,
                "symmetry {i} keeps the position but changes its key"
            );
        }
    }
    let key_of = |h: *mut gomoku_game| {
        let (s, k) = out("game_key", 0u64, |o| gomoku_game_key(h, o));
        assert_eq!(s, OK);
        k
    };
    let size = game_size(g);
    if a == b && on_board(a, size) {
        assert!(symmetric, "a move is symmetric to itself");
    }
    if on_board(a, size) {
        for i in 0..8 {
            if bits >> i & 1 == 1 {
                let q = apply(i, a, size).expect("an image on the board");
                let (_, yes) = out("game_moves_are_symmetric", false, |o| {
                    gomoku_game_moves_are_symmetric(g, a, q, o)
                });
                assert!(yes, "{a:?} and its image {q:?} under the stabiliser's {i}");
            }
        }
    }
    assert_eq!(
        transformed.is_some(),
        (0..8).contains(&s),
        "game_transform({s})"
    );
    if let Some(t) = transformed {
        assert_eq!(
            key_of(t),
            keys[s as usize],
            "a transform's key is not the image's"
        );
        reached.transformed += 1;
        pool.keep_game(t);
    }
    assert!(
        !canonical.is_null() && (0..8).contains(&sym),
        "game_canonical"
    );
    let least = *keys.iter().min().expect("eight keys");
    assert_eq!(
        key_of(canonical),
        least,
        "the canonical form's key is not the least"
    );
    let first = keys.iter().position(|k| *k == least).expect("the least");
    assert_eq!(
        sym as usize, first,
        "the canonical symmetry is not the first of the least"
    );
    reached.transformed += 1;
    pool.keep_game(canonical);
}

// ---------------------------------------------------------------------------------------
// Openings.

const OPENING_WORDS: &[&str] = &[
    "swap",
    "swap2",
    "pro",
    "rif",
    "yamaguchi",
    "taraguchi-10",
    "soosorv-8",
    "soosorv-0",
    "taraguchi-99",
    "soosorv",
    "swap3",
    "",
];

/// A game with an opening under rules of the pool.
fn new_with_opening(inp: &mut Input<'_>, pool: &mut Pool) {
    let r = pool.rules(inp);
    let kind = small(inp, 7);
    let n = if inp.byte() % 8 == 0 {
        inp.uint()
    } else {
        inp.pick(&[0, 1, 2, 5, 8, 10, 11, 15, 16])
    };
    if let Some(g) = made("game_new_with_opening", |o| {
        gomoku_game_new_with_opening(r, kind, n, o)
    }) {
        let (s, k, got_n) = out2("game_opening", 77, 77u32, |k, m| {
            gomoku_game_opening(g, k, m)
        });
        assert_eq!((s, k), (OK, kind), "game_opening of a new game");
        let want = if kind >= 5 { n } else { 0 };
        assert_eq!(got_n, want, "game_opening's N");
        pool.keep_game(g);
    }
}

/// The points of a live game's list call.
fn points_of(
    g: *mut gomoku_game,
    f: extern "C" fn(*const gomoku_game, *mut gomoku_point, usize, *mut usize) -> gomoku_status,
) -> Vec<gomoku_point> {
    whole(NO_POINT, |b, l, n| f(g, b, l, n))
}

/// One opening action (mostly the one the opening expects, with arguments it allows):
/// a refused action changes nothing; an allowed placement or pick is accepted; a
/// symmetric offer is explained.
fn opening_step(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    // Mostly a game whose opening is under way (a new one if there is none).
    let under_way: Vec<*mut gomoku_game> = pool
        .games
        .iter()
        .copied()
        .filter(|&g| {
            let (_, e) = out("game_expected", expected_sentinel(), |o| {
                gomoku_game_expected(g, o)
            });
            e.what != -1
        })
        .collect();
    let g = if inp.byte() % 4 == 0 {
        pool.game(inp)
    } else if under_way.is_empty() {
        let r = made("rules_new", |o| gomoku_rules_new(2, o)).expect("renju");
        let kind = small(inp, 7);
        let n = inp.pick(&[1, 2, 5, 8, 10]);
        let made = made("game_new_with_opening", |o| {
            gomoku_game_new_with_opening(r, kind, n, o)
        });
        gomoku_rules_free(r);
        match made {
            Some(g) => {
                pool.keep_game(g);
                g
            }
            None => return,
        }
    } else {
        under_way[usize::from(inp.byte()) % under_way.len()]
    };
    for _ in 0..1 + inp.byte() % 4 {
        opening_action(inp, g, reached);
    }
}

/// One opening action on `g` (NULL or live), as [`opening_step`] says.
fn opening_action(inp: &mut Input<'_>, g: *mut gomoku_game, reached: &mut Reached) {
    let live = !g.is_null();
    let (es, expected) = out("game_expected", expected_sentinel(), |o| {
        gomoku_game_expected(g, o)
    });
    assert_eq!(es == OK, live);
    let allowed = if live {
        points_of(g, gomoku_game_allowed_points)
    } else {
        Vec::new()
    };
    let offers = if live {
        points_of(g, gomoku_game_offers)
    } else {
        Vec::new()
    };
    let guided = inp.byte() % 4 != 0;
    let from = |inp: &mut Input<'_>, points: &[gomoku_point]| {
        if guided && !points.is_empty() {
            points[usize::from(inp.byte()) % points.len()]
        } else {
            inp.point()
        }
    };
    let action = if guided {
        match expected.what {
            0 => 0,
            1 => 1 + inp.byte() % 2,
            2 => 3,
            3 => [0, 3][usize::from(inp.byte() % 2)],
            4 => 4,
            5 => 5,
            6 => [0, 5][usize::from(inp.byte() % 2)],
            7 => 6,
            _ => inp.byte() % 8,
        }
    } else {
        inp.byte() % 8
    };
    // The symmetries keeping the position, and the allowed points one of them keeps
    // too: placing there keeps the position symmetric, so that offers can be symmetric.
    let (size, symmetries) = if live {
        let (_, bits) = out("game_stabilizer", 0u32, |o| gomoku_game_stabilizer(g, o));
        (
            game_size(g),
            (1..8).filter(|i| bits >> i & 1 == 1).collect(),
        )
    } else {
        (15, Vec::new())
    };
    let kept: Vec<gomoku_point> = allowed
        .iter()
        .copied()
        .filter(|p| symmetries.iter().any(|s| apply(*s, *p, size) == Some(*p)))
        .collect();
    // SAFETY: a live game.
    let before = live.then(|| unsafe { state(g) });
    let mut offered: Vec<gomoku_point> = Vec::new();
    let (name, s, point) = match action {
        0 => {
            let p = if kept.is_empty() || inp.bool() {
                from(inp, &allowed)
            } else {
                from(inp, &kept)
            };
            ("game_place", gomoku_game_place(g, p), p)
        }
        1 => ("game_swap", gomoku_game_swap(g), NO_POINT),
        2 => ("game_keep", gomoku_game_keep(g), NO_POINT),
        3 => (
            "game_choose",
            gomoku_game_choose(g, small(inp, 2)),
            NO_POINT,
        ),
        4 => {
            let count = if guided && expected.max > 0 {
                1 + u32::from(inp.byte()) % expected.max
            } else {
                inp.uint()
            };
            ("game_declare", gomoku_game_declare(g, count), NO_POINT)
        }
        5 => {
            let n = if guided {
                expected.count as usize
            } else {
                usize::from(inp.byte() % 6)
            };
            for _ in 0..n {
                let image = match (offered.last(), symmetries.is_empty()) {
                    (Some(&last), false) if inp.bool() => apply(inp.pick(&symmetries), last, size),
                    _ => None,
                };
                offered.push(image.unwrap_or_else(|| from(inp, &allowed)));
            }
            let null = !offered.is_empty() && inp.byte() % 16 == 0;
            let p = if null { ptr::null() } else { offered.as_ptr() };
            (
                "game_offer",
                gomoku_game_offer(g, p, offered.len()),
                NO_POINT,
            )
        }
        6 => {
            let p = from(inp, &offers);
            ("game_pick", gomoku_game_pick(g, p), p)
        }
        _ => ("game_undo_step", gomoku_game_undo_step(g), NO_POINT),
    };
    let s = checked(s, name);
    let Some(before) = before else {
        assert_eq!(s, NULL_POINTER, "{name} of NULL");
        return;
    };
    if s == OK {
        if action < 7 {
            reached.opening_actions += 1;
            if inp.byte() % 4 == 0 {
                // An action taken back is as if it had never been (a draw offer aside:
                // taking back clears it, as `Game::undo` does).
                let u = checked(gomoku_game_undo_step(g), "game_undo_step");
                assert_eq!(u, OK, "game_undo_step after {name}");
                let want = GameState {
                    offer: -1,
                    ..before
                };
                // SAFETY: a live game.
                assert_eq!(unsafe { state(g) }, want, "{name} taken back differs");
                return;
            }
        }
    } else {
        // SAFETY: a live game.
        assert_eq!(
            unsafe { state(g) },
            before,
            "a refused {name} changed the game"
        );
    }
    // A point the opening allows for a placement is accepted (the points of offers and
    // picks are not placements).
    if guided && s != OK && action == 0 && allowed.contains(&point) {
        assert!(
            !matches!(expected.what, 0 | 3),
            "{name}({point:?}) refused with {s}, though allowed: {expected:?}"
        );
    }
    if guided && s != OK {
        assert!(
            !(action == 6 && expected.what == 7 && offers.contains(&point)),
            "game_pick({point:?}) of an offer refused with {s}"
        );
    }
    if action == 5 {
        let zero = gomoku_symmetric_offer {
            refused: false,
            point: NO_POINT,
            earlier: NO_POINT,
            symmetry: 77,
            centre_x2: 77,
            centre_y2: 77,
        };
        let (os, why) = out("game_symmetric_offer", zero, |o| {
            gomoku_game_symmetric_offer(g, o)
        });
        assert_eq!(os, OK);
        let symmetric = s == gomoku_status::OpeningSymmetricOffer as i32;
        assert_eq!(
            why.refused, symmetric,
            "game_symmetric_offer after {s}: {why:?}"
        );
        if symmetric {
            assert!(
                offered.contains(&why.point) && offered.contains(&why.earlier),
                "a symmetric offer names points not offered: {why:?}"
            );
            assert_eq!(
                apply_about(why.symmetry, why.point, size, why.centre_x2, why.centre_y2),
                Some(why.earlier),
                "the symmetry about its centre does not map the offer onto the earlier one: {why:?}"
            );
            // About the board's own centre the symmetry keeps the board, and the position's
            // board-only judgement agrees (RULES.md §7 judges by the stones, about any centre).
            let board_centre = i32::try_from(size).unwrap_or(0) - 1;
            if why.centre_x2 == board_centre && why.centre_y2 == board_centre {
                let (_, yes) = out("game_moves_are_symmetric", false, |o| {
                    gomoku_game_moves_are_symmetric(g, why.point, why.earlier, o)
                });
                assert!(yes, "a symmetric offer of points not symmetric: {why:?}");
            }
            reached.symmetric_offers += 1;
        }
    }
}

/// The opening's queries, with random arguments.
fn opening_queries(inp: &mut Input<'_>, pool: &mut Pool) {
    let text = text_of(inp, OPENING_WORDS);
    let t = text_ptr(inp, &text);
    let (s, kind, n) = out2("opening_from_str", 77, 77u32, |k, m| {
        gomoku_opening_from_str(t, k, m)
    });
    if s == OK {
        assert!((0..7).contains(&kind), "opening_from_str gave {kind}");
        assert!(kind >= 5 || n == 0, "an N for an opening without one");
    }
    let g = pool.game(inp);
    let (c, p) = (small(inp, 2), small(inp, 2));
    let _ = out2("game_opening", 77, 77u32, |k, m| {
        gomoku_game_opening(g, k, m)
    });
    let _ = out("game_expected", expected_sentinel(), |o| {
        gomoku_game_expected(g, o)
    });
    let (ps, player) = out("game_player", 77, |o| gomoku_game_player(g, c, o));
    let (cs, color) = out("game_color_of", 77, |o| gomoku_game_color_of(g, p, o));
    if ps == OK {
        let (_, back) = out("game_color_of", 77, |o| gomoku_game_color_of(g, player, o));
        assert_eq!(back, c, "the colour of the player of {c}");
    }
    if cs == OK {
        let (_, back) = out("game_player", 77, |o| gomoku_game_player(g, color, o));
        assert_eq!(back, p, "the player of the colour of {p}");
    }
    let (len, null) = (usize::from(inp.byte() % 12), inp.byte() % 8 == 0);
    let _ = list("game_offers", NO_POINT, len, null, |b, l, n| {
        gomoku_game_offers(g, b, l, n)
    });
    if !g.is_null() {
        // Without an opening under way, the allowed points are the legal moves.
        let (_, e) = out("game_expected", expected_sentinel(), |o| {
            gomoku_game_expected(g, o)
        });
        if e.what == -1 {
            assert_eq!(
                points_of(g, gomoku_game_allowed_points),
                points_of(g, gomoku_game_legal_moves),
                "allowed points that are not the legal moves"
            );
        }
    }
    let (s, allowed) = list(
        "game_allowed_points",
        NO_POINT,
        len * 20,
        null,
        |b, l, n| gomoku_game_allowed_points(g, b, l, n),
    );
    if s == OK {
        for q in allowed {
            let (_, stone) = out("game_stone_at", 77, |o| gomoku_game_stone_at(g, q, o));
            assert_eq!(stone, -1, "an allowed point {q:?} holds a stone");
        }
    }
    let _ = list(
        "game_opening_record",
        7 as c_char,
        len * 8,
        null,
        |b, l, n| gomoku_game_opening_record(g, b, l, n),
    );
    let zero = gomoku_symmetric_offer {
        refused: true,
        point: NO_POINT,
        earlier: NO_POINT,
        symmetry: 77,
        centre_x2: 77,
        centre_y2: 77,
    };
    let _ = out("game_symmetric_offer", zero, |o| {
        gomoku_game_symmetric_offer(g, o)
    });
    refuses_null(
        "game_opening",
        gomoku_game_opening(g, ptr::null_mut(), ptr::null_mut()),
    );
    refuses_null(
        "opening_from_str",
        gomoku_opening_from_str(t, ptr::null_mut(), ptr::null_mut()),
    );
}

// ---------------------------------------------------------------------------------------
// Analysis.

fn map_sentinel() -> gomoku_threat_map {
    let set = gomoku_point_set { rows: [0xDEAD; 26] };
    gomoku_threat_map {
        five: set,
        four: set,
        straight_four: set,
        three: set,
        four_three: set,
        four_four: set,
        three_three: set,
    }
}

fn threats_sentinel() -> gomoku_move_threats {
    let line = gomoku_line_threat {
        direction: 77,
        shape: 77,
        overline_wins: true,
        stones: [NO_POINT; 26],
        n_stones: 77,
        points: [NO_POINT; 8],
        n_points: 77,
    };
    gomoku_move_threats {
        point: NO_POINT,
        color: 77,
        lines: [line; 4],
        fours: 77,
        threes: 77,
        wins: true,
        forbidden: 77,
    }
}

/// Threat maps and the threats of a move: every point of a map is an empty point of the
/// board, and the threats of a move agree with the maps and with `gomoku_game_forbidden`.
fn threats(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let g = pool.game(inp);
    let c = small(inp, 2);
    let p = inp.point();
    let (s, map) = out("game_threats", map_sentinel(), |o| {
        gomoku_game_threats(g, c, o)
    });
    let (ts, t) = out("game_threats_at", threats_sentinel(), |o| {
        gomoku_game_threats_at(g, c, p, o)
    });
    assert!(
        !gomoku_point_set_contains(ptr::null(), p),
        "NULL contains a point"
    );
    refuses_null("game_threats", gomoku_game_threats(g, c, ptr::null_mut()));
    if s != OK {
        assert!(ts != OK, "threats_at answers where threats refuse");
        return;
    }
    let size = game_size(g);
    let sets = [
        &map.five,
        &map.four,
        &map.straight_four,
        &map.three,
        &map.four_three,
        &map.four_four,
        &map.three_three,
    ];
    for set in sets {
        for y in 0..26 {
            for x in 0..26 {
                let q = gomoku_point { x, y };
                let bit = set.rows[y as usize] >> x & 1 == 1;
                assert_eq!(gomoku_point_set_contains(set, q), bit, "point_set_contains");
                if bit {
                    assert!(on_board(q, size), "a threat {q:?} off the board");
                    let (_, stone) = out("game_stone_at", 77, |o| gomoku_game_stone_at(g, q, o));
                    assert_eq!(stone, -1, "a threat on the stone at {q:?}");
                }
            }
        }
        for q in [
            p,
            gomoku_point { x: -1, y: 0 },
            gomoku_point { x: 26, y: 3 },
        ] {
            if !(0..26).contains(&q.x) || !(0..26).contains(&q.y) {
                assert!(!gomoku_point_set_contains(set, q), "a set holds {q:?}");
            }
        }
    }
    reached.threats += 1;
    if ts == OK {
        assert_eq!(
            (t.point, t.color),
            (p, c),
            "game_threats_at's point and colour"
        );
        let (_, kind) = out("game_forbidden", 77, |o| gomoku_game_forbidden(g, c, p, o));
        assert_eq!(
            t.forbidden, kind,
            "threats_at and forbidden disagree at {p:?}"
        );
        for (i, line) in t.lines.iter().enumerate() {
            assert_eq!(line.direction, i as i32, "a line's direction");
            assert!(
                (0..=6).contains(&line.shape),
                "a line's shape {}",
                line.shape
            );
            assert!(line.n_stones <= 26 && line.n_points <= 8, "a line's counts");
        }
        let contains = |set: &gomoku_point_set| gomoku_point_set_contains(set, p);
        assert_eq!(
            t.fours >= 1,
            contains(&map.four),
            "fours at {p:?}: {}",
            t.fours
        );
        assert_eq!(
            t.threes >= 1,
            contains(&map.three),
            "threes at {p:?}: {}",
            t.threes
        );
        let five = t
            .lines
            .iter()
            .any(|l| l.shape == 1 || l.shape == 2 && l.overline_wins);
        assert_eq!(five, contains(&map.five), "a five at {p:?}");
        reached.threats += 1;
    } else if ts == gomoku_status::PlayOccupied as i32 {
        let (_, stone) = out("game_stone_at", 77, |o| gomoku_game_stone_at(g, p, o));
        assert_ne!(stone, -1, "threats_at says occupied, stone_at empty");
    }
}

/// Positions worth analysing that random play seldom reaches: forbidden points with
/// explanations one and two levels deep (renju, RULES.md §6 and `tests/data`), and a VCF
/// (freestyle). One of them becomes a game of the pool.
fn curated(inp: &mut Input<'_>, pool: &mut Pool) {
    const CASES: &[(i32, &[&str], &[&str])] = &[
        (
            2,
            &["f8", "g8", "h6", "h7", "e5", "e6", "e7", "e9", "e10"],
            &["j8"],
        ),
        (
            2,
            &["f8", "g8", "h6", "h7", "e5", "e6", "e7", "b5", "c6", "d7"],
            &["j8", "e4", "a4"],
        ),
        (
            0,
            &["h8", "i8", "j8", "k9", "k10", "k11"],
            &["a1", "c1", "e1", "g1", "i1", "k1"],
        ),
    ];
    let (preset, black, white) = inp.pick(CASES);
    let points = |names: &[&str]| -> Vec<gomoku_point> {
        names
            .iter()
            .map(|n| {
                let text = CString::new(*n).unwrap_or_default();
                let (s, p) = out("point_from_str", NO_POINT, |o| {
                    gomoku_point_from_str(text.as_ptr(), o)
                });
                assert_eq!(s, OK, "point_from_str({n})");
                p
            })
            .collect()
    };
    let (b, w) = (points(black), points(white));
    let r = made("rules_new", |o| gomoku_rules_new(preset, o)).expect("a preset's rules");
    let g = made("game_from_setup", |o| {
        gomoku_game_from_setup(r, b.as_ptr(), b.len(), w.as_ptr(), w.len(), 0, 0, 0, o)
    })
    .expect("a curated setup");
    gomoku_rules_free(r);
    pool.keep_game(g);
}

/// An explained row of out-of-range values, to see that a failing call leaves it alone.
fn explained_row_sentinel() -> gomoku_explained_row {
    gomoku_explained_row {
        kind: 77,
        direction: 77,
        stones: [NO_POINT; 26],
        n_stones: 77,
        n_points: 77,
    }
}

/// An explanation walked: its kind, texts, rows, points and children (one level down
/// for each forbidden point, `depth` levels at most).
fn walk_explanation(e: *mut gomoku_explanation, kind: i32, depth: u32, reached: &mut Reached) {
    let (s, _, k) = out2("explanation_kind", NO_POINT, 77, |p, k| {
        gomoku_explanation_kind(e, p, k)
    });
    assert_eq!((s, k), (OK, kind), "an explanation's kind");
    for tree in [false, true] {
        let text = fetch_text("explanation_text", |b, l, n| {
            gomoku_explanation_text(e, tree, b, l, n)
        });
        assert!(
            text.is_ok_and(|t| !t.is_empty()),
            "an explanation without text"
        );
    }
    let (s, rows) = out("explanation_row_count", usize::MAX, |o| {
        gomoku_explanation_row_count(e, o)
    });
    assert_eq!(s, OK);
    let row_sentinel = explained_row_sentinel();
    let point_sentinel = gomoku_explained_point {
        point: NO_POINT,
        verdict: 77,
        forbidden: 77,
    };
    for r in 0..=rows.min(16) {
        let (s, row) = out("explanation_row", row_sentinel, |o| {
            gomoku_explanation_row(e, r, o)
        });
        if r == rows {
            assert_eq!(s, INVALID_ENUM, "a row past the last");
            break;
        }
        assert_eq!(s, OK);
        assert!((0..4).contains(&row.kind) && (0..4).contains(&row.direction));
        assert!(row.n_stones <= 26, "a row of {} stones", row.n_stones);
        for i in 0..=row.n_points.min(16) {
            let (s, q) = out("explanation_point", point_sentinel, |o| {
                gomoku_explanation_point(e, r, i, o)
            });
            let child_sentinel = 0x10 as *mut gomoku_explanation;
            let (cs, child) = out("explanation_child", child_sentinel, |o| {
                gomoku_explanation_child(e, r, i, o)
            });
            if i == row.n_points {
                assert_eq!(
                    (s, cs),
                    (INVALID_ENUM, INVALID_ENUM),
                    "a point past the last"
                );
                break;
            }
            assert_eq!((s, cs), (OK, OK));
            assert!((0..3).contains(&q.verdict), "a verdict {}", q.verdict);
            assert_eq!(
                q.verdict == 2,
                !child.is_null(),
                "a child iff forbidden: {q:?}"
            );
            assert_eq!(
                q.verdict == 2,
                q.forbidden != -1,
                "a kind iff forbidden: {q:?}"
            );
            if !child.is_null() {
                if depth > 0 {
                    walk_explanation(child, q.forbidden, depth - 1, reached);
                }
                gomoku_explanation_free(child);
            }
        }
    }
    reached.explanations += 1;
}

/// `gomoku_game_explain` of a point: an explanation exactly where the point is
/// forbidden, of its kind; and the queries of a kept explanation with random arguments.
fn explain(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    if inp.byte() % 4 == 0 {
        curated(inp, pool);
    }
    let g = pool.game(inp);
    let c = small(inp, 2);
    let p = if !g.is_null() && inp.bool() {
        // A forbidden point, when there is one.
        let fp = gomoku_forbidden_point {
            point: NO_POINT,
            kind: 77,
        };
        let points = fetch("game_forbidden_points", fp, |b, l, n| {
            gomoku_game_forbidden_points(g, c, b, l, n)
        })
        .unwrap_or_default();
        if points.is_empty() {
            inp.point()
        } else {
            points[usize::from(inp.byte()) % points.len()].point
        }
    } else {
        inp.point()
    };
    let sentinel = 0x10 as *mut gomoku_explanation;
    let (s, e) = out("game_explain", sentinel, |o| {
        gomoku_game_explain(g, c, p, o)
    });
    if s == OK {
        let (fs, kind) = out("game_forbidden", 77, |o| gomoku_game_forbidden(g, c, p, o));
        assert_eq!(fs, OK);
        assert_eq!(
            e.is_null(),
            kind == -1,
            "an explanation iff forbidden at {p:?}"
        );
        if !e.is_null() {
            walk_explanation(e, kind, 2, reached);
            keep_handle(&mut pool.explanations, e, 3, gomoku_explanation_free);
        }
    }
    let e = pick_handle(&pool.explanations, inp);
    let (row, index) = (usize::from(inp.byte() % 6), usize::from(inp.byte() % 6));
    let (row, index) = if inp.byte() % 8 == 0 {
        (usize::MAX, usize::MAX - 1)
    } else {
        (row, index)
    };
    let (len, null, tree) = (usize::from(inp.byte()), inp.byte() % 8 == 0, inp.bool());
    let _ = out2("explanation_kind", NO_POINT, 77, |p, k| {
        gomoku_explanation_kind(e, p, k)
    });
    let _ = list("explanation_text", 7 as c_char, len, null, |b, l, n| {
        gomoku_explanation_text(e, tree, b, l, n)
    });
    let _ = out("explanation_row_count", 77usize, |o| {
        gomoku_explanation_row_count(e, o)
    });
    let row_sentinel = explained_row_sentinel();
    let _ = out("explanation_row", row_sentinel, |o| {
        gomoku_explanation_row(e, row, o)
    });
    let point_sentinel = gomoku_explained_point {
        point: NO_POINT,
        verdict: 77,
        forbidden: 77,
    };
    let _ = out("explanation_point", point_sentinel, |o| {
        gomoku_explanation_point(e, row, index, o)
    });
    let (s, child) = out("explanation_child", sentinel, |o| {
        gomoku_explanation_child(e, row, index, o)
    });
    if s == OK {
        gomoku_explanation_free(child);
    }
    refuses_null(
        "explanation_kind",
        gomoku_explanation_kind(e, ptr::null_mut(), ptr::null_mut()),
    );
    if inp.byte() % 8 == 0 {
        free_one(&mut pool.explanations, inp, gomoku_explanation_free);
    }
}

/// A VCF search with limits in and out of range (small budgets: the checker must stay
/// fast), into buffers of every size.
fn vcf(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    if inp.byte() % 4 == 0 {
        curated(inp, pool);
    }
    let g = pool.game(inp);
    let attacker = small(inp, 2);
    // The reference bot on the same game, with what was read already (no input of its
    // own: the kept programs replay as they did).
    if attacker == 0 || attacker == 1 {
        reference_bot(g, attacker as u64, reached);
    }
    let limits_sentinel = gomoku_vcf_limits {
        max_moves: 77,
        max_nodes: 77,
        table_entries: 77,
        mode: 77,
    };
    let (s, defaults) = out("vcf_limits_default", limits_sentinel, |o| {
        gomoku_vcf_limits_default(o)
    });
    assert_eq!(s, OK);
    assert_eq!(
        (
            defaults.max_moves,
            defaults.max_nodes,
            defaults.table_entries,
            defaults.mode
        ),
        (40, 1_000_000, 65_536, 0),
        "the documented default limits"
    );
    refuses_null(
        "vcf_limits_default",
        gomoku_vcf_limits_default(ptr::null_mut()),
    );
    let max_moves = inp.pick(&[0, 1, 2, 3, 4, 5, 8, 127, 128, u32::MAX]);
    let max_nodes = if max_moves <= 2 {
        inp.pick(&[0, 1, 30, 200, 1_000_000, u64::MAX])
    } else {
        inp.pick(&[0, 1, 10, 30, 100, 200])
    };
    let limits = gomoku_vcf_limits {
        max_moves,
        max_nodes,
        table_entries: inp.pick(&[0, 1, 16, 4096, (1 << 24) + 1, usize::MAX]),
        mode: small(inp, 2),
    };
    let null_limits = inp.byte() % 16 == 0;
    let lp = if null_limits {
        ptr::null()
    } else {
        &raw const limits
    };
    let result_sentinel = gomoku_vcf_result {
        answer: 77,
        end: 77,
        attacker_moves: 77,
        nodes: 77,
    };
    let mut result = result_sentinel;
    let (len, null) = (usize::from(inp.byte() % 12), inp.byte() % 16 == 0);
    let (s, line) = list("game_vcf", NO_POINT, len, null, |b, l, n| {
        gomoku_game_vcf(g, attacker, lp, &raw mut result, b, l, n)
    });
    // A reusable solver, twice (its table cleared between): the one-shot's status, answer
    // and line; a NULL solver refused.
    let mut solver = ptr::null_mut();
    assert_eq!(
        checked(gomoku_vcf_solver_new(&raw mut solver), "vcf_solver_new"),
        OK
    );
    refuses_null("vcf_solver_new", gomoku_vcf_solver_new(ptr::null_mut()));
    for _ in 0..2 {
        let mut again = result_sentinel;
        let (s2, line2) = list("vcf_solver_vcf", NO_POINT, len, null, |b, l, n| {
            gomoku_vcf_solver_vcf(solver, g, attacker, lp, &raw mut again, b, l, n)
        });
        assert_eq!(
            (s2, line2.as_slice()),
            (s, line.as_slice()),
            "vcf_solver_vcf: not game_vcf's answer"
        );
        if s == OK {
            assert_eq!(again, result, "vcf_solver_vcf: not game_vcf's result");
        }
    }
    let mut untouched = result_sentinel;
    let (s2, _) = list("vcf_solver_vcf", NO_POINT, len, null, |b, l, n| {
        gomoku_vcf_solver_vcf(
            ptr::null_mut(),
            g,
            attacker,
            lp,
            &raw mut untouched,
            b,
            l,
            n,
        )
    });
    assert_ne!(s2, OK, "vcf_solver_vcf: OK with a NULL solver");
    assert_eq!(
        untouched, result_sentinel,
        "vcf_solver_vcf: refused, wrote *result_out"
    );
    gomoku_vcf_solver_free(solver);
    gomoku_vcf_solver_free(ptr::null_mut());
    if s != OK {
        assert_eq!(
            result, result_sentinel,
            "game_vcf: failed with {s}, wrote *result_out"
        );
        return;
    }
    assert!(
        (0..4).contains(&result.answer),
        "a VCF answer {}",
        result.answer
    );
    let found = result.answer == 0;
    assert_eq!(found, !line.is_empty(), "a line iff found: {result:?}");
    assert_eq!(found, result.end != 0, "an end iff found: {result:?}");
    assert_eq!(
        result.attacker_moves as usize,
        line.len().div_ceil(2),
        "attacker moves"
    );
    assert!(
        line.len() <= 2 * max_moves as usize,
        "a line longer than the limit"
    );
    if found {
        let (_, stone) = out("game_stone_at", 77, |o| gomoku_game_stone_at(g, line[0], o));
        assert_eq!(stone, -1, "a VCF starting on a stone");
        reached.vcf_found += 1;
    }
}

/// The reference bot on `g` (NULL or live), seeded by `seed`, with a small node budget:
/// a move is legal and not forbidden, `choose` and `decide` agree, a clone chooses the
/// same, a refusal is the game over or an opening step without a stone and writes
/// nothing, and the game is unchanged.
fn reference_bot(g: *mut gomoku_game, seed: u64, reached: &mut Reached) {
    const NODES: u64 = 40;
    refuses_null(
        "reference_bot_new",
        gomoku_reference_bot_new(seed, ptr::null_mut()),
    );
    let bot =
        made("reference_bot_new", |o| gomoku_reference_bot_new(seed, o)).expect("a reference bot");
    let twin = made("reference_bot_clone", |o| {
        gomoku_reference_bot_clone(bot, o)
    })
    .expect("a clone of a live bot");
    assert_eq!(
        checked(
            gomoku_reference_bot_clone(ptr::null(), ptr::null_mut()),
            "reference_bot_clone"
        ),
        NULL_POINTER
    );
    let before = (!g.is_null()).then(|| unsafe { state(g) });
    let (s, p) = out("reference_bot_choose", NO_POINT, |o| {
        gomoku_reference_bot_choose(bot, g, NODES, o)
    });
    extern "C" fn never(_: *mut c_void) -> bool {
        false
    }
    let sentinel = gomoku_bot_decision {
        point: NO_POINT,
        reason: 77,
        nodes: 77,
        kind: 77,
        color: 77,
        count: 77,
        offers: [NO_POINT; 32],
    };
    let (s2, d) = out("reference_bot_decide", sentinel, |o| {
        gomoku_reference_bot_decide(twin, g, NODES, Some(never), ptr::null_mut(), o)
    });
    // A stone of the search (a move, an opening stone, a pick) is `choose`'s too; the
    // opening's other steps are `decide`'s alone.
    let stone = s2 == OK && matches!(d.kind, 0 | 1 | 7);
    if s2 != OK || stone {
        assert_eq!(s, s2, "reference_bot_choose and _decide disagree");
    }
    if g.is_null() {
        assert_eq!(s, NULL_POINTER, "reference_bot_choose of a NULL game");
    } else if stone {
        assert_eq!(p, d.point, "a clone chooses the same");
        assert!((0..6).contains(&d.reason) && d.nodes <= NODES, "{d:?}");
        let (_, legal) = out("game_is_legal", false, |o| gomoku_game_is_legal(g, p, o));
        assert!(legal, "the bot chose an illegal point {p:?}");
        let (_, turn) = out("game_turn", 77, |o| gomoku_game_turn(g, o));
        let (_, kind) = out("game_forbidden", 77, |o| {
            gomoku_game_forbidden(g, turn, p, o)
        });
        assert_eq!(
            kind,
            gomoku_forbidden::None as i32,
            "the bot chose a forbidden point"
        );
        reached.bot_moves += 1;
    } else if s2 == OK {
        // An opening choice: no stone, no nodes, and a step the referee takes.
        assert!(
            (2..7).contains(&d.kind)
                && d.point == gomoku_point { x: -1, y: -1 }
                && d.nodes == 0
                && d.reason == 5,
            "{d:?}"
        );
        assert!(
            s == OK || s == gomoku_status::PlayOpeningUnderWay as i32,
            "reference_bot_choose refused with {s}"
        );
        let copy = made("game_clone", |o| gomoku_game_clone(g, o)).expect("a clone");
        let took = match d.kind {
            2 => gomoku_game_swap(copy),
            3 => gomoku_game_keep(copy),
            4 => gomoku_game_choose(copy, d.color),
            5 => gomoku_game_declare(copy, d.count),
            _ => gomoku_game_offer(copy, d.offers.as_ptr(), d.count as usize),
        };
        assert_eq!(checked(took, "the bot's opening step"), OK, "{d:?}");
        gomoku_game_free(copy);
    } else {
        assert!(
            s == gomoku_status::PlayGameOver as i32
                || s == gomoku_status::PlayOpeningUnderWay as i32,
            "reference_bot_choose refused with {s}"
        );
    }
    if let Some(before) = before {
        assert_eq!(unsafe { state(g) }, before, "the bot changed the game");
    }
    refuses_null(
        "reference_bot_choose",
        gomoku_reference_bot_choose(bot, g, NODES, ptr::null_mut()),
    );
    gomoku_reference_bot_free(twin);
    gomoku_reference_bot_free(bot);
    gomoku_reference_bot_free(ptr::null_mut());
}

// ---------------------------------------------------------------------------------------
// Brains and the protocol.

const PROTOCOL_WORDS: &[&str] = &[
    "START 15",
    "START 19",
    "START 20",
    "START 5",
    "START 4",
    "START 27",
    "RECTSTART 15,15",
    "RECTSTART 10,20",
    "RESTART",
    "BEGIN",
    "TURN 7,7",
    "TURN 0,0",
    "TURN 8,6",
    "TURN 20,20",
    "TURN 7,",
    "BOARD",
    "7,7,1",
    "8,8,2",
    "3,3,3",
    "6,6",
    "DONE",
    "TAKEBACK 7,7",
    "PLAY 7,7",
    "INFO timeout_turn 1000",
    "INFO timeout_match 0",
    "INFO time_left -5",
    "INFO time_left 2147483647",
    "INFO max_memory 99999999999999999999",
    "INFO game_type 1",
    "INFO rule 1",
    "INFO rule 4",
    "INFO rule 9",
    "INFO rule 3",
    "INFO evaluate 3,3",
    "INFO folder /tmp",
    "INFO foo bar",
    "END",
    "ABOUT",
    "SWAP2BOARD",
    "",
    "HELLO",
    "turn 1,1",
    "TURN 7,7\r\n",
];

/// A protocol line: a word of the vocabulary (perhaps with noise) or bytes.
fn protocol_line(inp: &mut Input<'_>) -> Vec<u8> {
    match inp.byte() % 8 {
        0 => (0..inp.byte() % 24).map(|_| inp.byte()).collect(),
        1 => {
            let mut v = inp.pick(PROTOCOL_WORDS).as_bytes().to_vec();
            mutate(inp, &mut v);
            v
        }
        _ => inp.pick(PROTOCOL_WORDS).as_bytes().to_vec(),
    }
}

const ABOUT_WORDS: &[&str] = &["fuzz", "0.1", "", "a \"quoted\" name", "line\nbreak", "é"];

/// A brain made with texts and rules of the pool, or one freed.
fn brain_new(inp: &mut Input<'_>, pool: &mut Pool) {
    if inp.byte() % 4 == 0 {
        free_one(&mut pool.brains, inp, gomoku_brain_free);
        return;
    }
    let texts: Vec<CString> = (0..4).map(|_| text_of(inp, ABOUT_WORDS)).collect();
    let p: Vec<*const c_char> = texts.iter().map(|t| text_ptr(inp, t)).collect();
    let r = if inp.bool() {
        ptr::null_mut()
    } else {
        pool.rules(inp)
    };
    if let Some(b) = made("brain_new", |o| {
        gomoku_brain_new(p[0], p[1], p[2], p[3], r, o)
    }) {
        keep_handle(&mut pool.brains, b, 2, gomoku_brain_free);
    }
}

fn step_sentinel() -> gomoku_step {
    gomoku_step {
        kind: 77,
        turn_ms: -77,
        left_ms: -77,
        think_ms: -77,
    }
}

/// Lines fed to a brain of the pool; each think step answered with a move (mostly a
/// legal one), whose reply `x,y` parses back to the point played.
fn brain_feed(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let b = pick_handle(&pool.brains, inp);
    let live = !b.is_null();
    let script: Vec<&[u8]> = if inp.bool() {
        // A game that asks the brain to move.
        let start = inp.pick(&[&b"START 15"[..], b"START 19", b"START 20", b"START 7"]);
        match inp.byte() % 3 {
            0 => vec![start, b"BEGIN"],
            1 => vec![
                start,
                inp.pick(&[&b"TURN 7,7"[..], b"TURN 2,3", b"TURN 3,3"]),
            ],
            _ => vec![start, b"BOARD", b"7,7,1", b"8,8,2", b"6,7,2", b"DONE"],
        }
    } else {
        Vec::new()
    };
    for i in 0..script.len() + 1 + usize::from(inp.byte() % 4) {
        let line = match script.get(i) {
            Some(line) => line.to_vec(),
            None => protocol_line(inp),
        };
        let null_line = !line.is_empty() && inp.byte() % 32 == 0;
        let null_step = inp.byte() % 32 == 0;
        let lp = if null_line {
            ptr::null()
        } else {
            line.as_ptr().cast::<c_char>()
        };
        let (s, step) = if null_step {
            (
                checked(
                    gomoku_brain_feed(b, lp, line.len(), ptr::null_mut()),
                    "brain_feed",
                ),
                step_sentinel(),
            )
        } else {
            out("brain_feed", step_sentinel(), |o| {
                gomoku_brain_feed(b, lp, line.len(), o)
            })
        };
        if !live || null_line || null_step {
            assert_eq!(s, NULL_POINTER, "brain_feed with a NULL pointer");
            continue;
        }
        assert_eq!(s, OK, "brain_feed: a line is never a failure");
        let _ = brain_answer(inp, pool, reached, b, step);
    }
    if live && inp.byte() % 4 == 0 {
        // A move whenever: a refused one changes nothing.
        let before = brain_state(b);
        let p = inp.point();
        let (s, step) = out("brain_play", step_sentinel(), |o| {
            gomoku_brain_play(b, p, o)
        });
        if s == OK {
            let _ = brain_answer(inp, pool, reached, b, step);
        } else {
            assert_eq!(
                brain_state(b),
                before,
                "a refused brain_play changed the brain"
            );
        }
    }
    let (len, null) = (usize::from(inp.byte() % 32), inp.byte() % 8 == 0);
    let _ = list("brain_reply", 7 as c_char, len, null, |bb, l, n| {
        gomoku_brain_reply(b, bb, l, n)
    });
    let sentinel = 0x10 as *mut gomoku_game;
    let (s, g) = out("brain_game", sentinel, |o| gomoku_brain_game(b, o));
    if s == OK && !g.is_null() {
        pool.keep_game(g);
    }
    refuses_null("brain_game", gomoku_brain_game(b, ptr::null_mut()));
}

/// What a live brain shows: its last reply, and its game's moves (if it has a game).
fn brain_state(b: *mut gomoku_brain) -> (Vec<u8>, Option<Vec<gomoku_move>>) {
    let reply = fetch_text("brain_reply", |bb, l, n| gomoku_brain_reply(b, bb, l, n));
    let (s, g) = out("brain_game", ptr::null_mut(), |o| gomoku_brain_game(b, o));
    assert_eq!(s, OK, "brain_game of a live brain");
    let moves = (!g.is_null()).then(|| whole(NO_MOVE, |bb, l, n| gomoku_game_moves(g, bb, l, n)));
    gomoku_game_free(g);
    let reply = reply.expect("the reply of a live brain");
    // Lines of plain text separated by `\n` (the notes, `MESSAGE ...`, come before the
    // answer), none empty, no final line end, whatever the fed line held (a NUL would cut
    // a C string, a line end would split a line).
    let text = String::from_utf8_lossy(&reply);
    assert!(
        text.is_empty()
            || text
                .split('\n')
                .all(|line| !line.is_empty() && !line.chars().any(char::is_control)),
        "brain_reply: an empty line or a control character in {reply:?}"
    );
    (reply, moves)
}

/// Checks a step of a live brain and, for a think step, plays (a few times at most).
fn brain_answer(
    inp: &mut Input<'_>,
    pool: &mut Pool,
    reached: &mut Reached,
    b: *mut gomoku_brain,
    mut step: gomoku_step,
) -> Option<()> {
    for _ in 0..4 {
        assert!((0..3).contains(&step.kind), "a step kind {}", step.kind);
        assert!(step.turn_ms >= -1 && step.left_ms >= -1 && step.think_ms >= -1);
        let reply = fetch_text("brain_reply", |bb, l, n| gomoku_brain_reply(b, bb, l, n));
        let reply = reply.expect("the reply of a live brain");
        if step.kind != 1 {
            assert!(
                step.kind == 2 || step.think_ms == -1,
                "a reply with thinking time"
            );
            return Some(());
        }
        let sentinel = 0x10 as *mut gomoku_game;
        let (s, g) = out("brain_game", sentinel, |o| gomoku_brain_game(b, o));
        assert!(s == OK && !g.is_null(), "a think step without a game");
        let size = game_size(g);
        let legal = points_of(g, gomoku_game_legal_moves);
        let p = if !legal.is_empty() && inp.byte() % 8 != 0 {
            legal[usize::from(inp.byte()) % legal.len()]
        } else {
            inp.point()
        };
        pool.keep_game(g);
        // A Swap2 answer: the game under its opening, where the reference bot decides
        // the step; taken through `brain_act` for every other point drawn (no more
        // input read: the kept programs read on unchanged).
        let (s, opening) = out("brain_opening_game", sentinel, |o| {
            gomoku_brain_opening_game(b, o)
        });
        assert_eq!(s, OK, "brain_opening_game of a live brain");
        if !opening.is_null() {
            let mut bot = ptr::null_mut();
            assert_eq!(gomoku_reference_bot_new(7, &raw mut bot) as i32, OK);
            let mut d = core::mem::MaybeUninit::<gomoku_bot_decision>::zeroed();
            let s = gomoku_reference_bot_decide(
                bot,
                opening,
                50,
                None,
                ptr::null_mut(),
                d.as_mut_ptr(),
            ) as i32;
            gomoku_reference_bot_free(bot);
            pool.keep_game(opening);
            if s == OK && p.x % 2 == 0 {
                // SAFETY: written by the successful call.
                let d = unsafe { d.assume_init() };
                let (s, next) = out("brain_act", step_sentinel(), |o| {
                    gomoku_brain_act(b, &raw const d, o)
                });
                if d.kind == gomoku_bot_step::Move as i32 {
                    assert_eq!(s, INVALID_ENUM, "brain_act of a move");
                    return None;
                }
                assert_eq!(s, OK, "brain_act of the core's own decision");
                reached.brain_moves += 1;
                step = next;
                continue;
            }
        }
        let (s, next) = out("brain_play", step_sentinel(), |o| {
            gomoku_brain_play(b, p, o)
        });
        if !on_board(p, size) {
            assert_eq!(
                s,
                gomoku_status::PlayOffBoard as i32,
                "brain_play off the board"
            );
            return None;
        }
        assert_eq!(s, OK, "brain_play({p:?}) on the board");
        let _ = reply;
        reached.brain_moves += 1;
        let text = fetch_text("brain_reply", |bb, l, n| gomoku_brain_reply(b, bb, l, n))
            .expect("the reply of a live brain");
        // The answer is the last line (notes, `MESSAGE ...`, may come before it).
        let answer = text.rsplit(|&c| c == b'\n').next().unwrap_or_default();
        if next.kind == 0 && legal.contains(&p) {
            let (s, cmd) = out("protocol_parse", command_sentinel(), |o| {
                gomoku_protocol_parse(answer.as_ptr().cast(), answer.len(), size as i32, o)
            });
            if s == OK && cmd.name == gomoku_command_name::Coords as i32 {
                assert_eq!(
                    cmd.point, p,
                    "the brain replied another point than it played"
                );
                reached.brain_replies_parsed += 1;
            }
        }
        step = next;
    }
    Some(())
}

fn command_sentinel() -> gomoku_command {
    gomoku_command {
        name: 77,
        size: 77,
        height: 77,
        point: NO_POINT,
        field: 77,
        info: 77,
        value: 77,
    }
}

/// `gomoku_protocol_parse` of lines, and the formatters, whose move text parses back.
fn protocol(inp: &mut Input<'_>, reached: &mut Reached) {
    let line = protocol_line(inp);
    let size = if inp.byte() % 4 == 0 {
        inp.int()
    } else {
        inp.pick(&[15, 19, 20, 5, 26])
    };
    let null_line = !line.is_empty() && inp.byte() % 32 == 0;
    let lp = if null_line {
        ptr::null()
    } else {
        line.as_ptr().cast::<c_char>()
    };
    let (s, cmd) = out("protocol_parse", command_sentinel(), |o| {
        gomoku_protocol_parse(lp, line.len(), size, o)
    });
    refuses_null(
        "protocol_parse",
        gomoku_protocol_parse(lp, line.len(), size, ptr::null_mut()),
    );
    if s == OK {
        assert!((0..15).contains(&cmd.name), "a command name {}", cmd.name);
        let info = cmd.name == gomoku_command_name::Info as i32;
        assert_eq!(info, cmd.info != -1, "an INFO key iff INFO: {cmd:?}");
        assert!((-1..=8).contains(&cmd.info), "an INFO key {}", cmd.info);
        let with_point = [4, 6, 7, 9, 10].contains(&cmd.name) || cmd.info == 6;
        if with_point {
            assert!(
                on_board(cmd.point, size as u32),
                "a command's point off the board"
            );
        } else {
            assert_eq!(
                cmd.point,
                gomoku_point { x: -1, y: -1 },
                "a point without one"
            );
        }
        reached.protocol_parsed += 1;
        if info {
            reached.info_parsed += 1;
        }
    }
    let p = inp.point();
    let (len, null) = (usize::from(inp.byte() % 12), inp.byte() % 8 == 0);
    let (s, text) = list("protocol_format_move", 7 as c_char, len, null, |b, l, n| {
        gomoku_protocol_format_move(p, size, b, l, n)
    });
    if s == OK {
        let text = bytes_of("protocol_format_move", &text);
        let (s, cmd) = out("protocol_parse", command_sentinel(), |o| {
            gomoku_protocol_parse(text.as_ptr().cast(), text.len(), size, o)
        });
        assert_eq!(s, OK, "a formatted move does not parse: {text:?}");
        assert_eq!(
            (cmd.name, cmd.point),
            (gomoku_command_name::Coords as i32, p),
            "a formatted move parses to another point"
        );
        reached.brain_replies_parsed += 1;
    }
    let kind = small(inp, 6);
    let text = text_of(inp, ABOUT_WORDS);
    let tp = text_ptr(inp, &text);
    let (s, reply) = list(
        "protocol_format_reply",
        7 as c_char,
        len * 4,
        null,
        |b, l, n| gomoku_protocol_format_reply(kind, tp, b, l, n),
    );
    if s == OK {
        let reply = bytes_of("protocol_format_reply", &reply);
        let word: &[u8] = [
            &b"OK"[..],
            b"ERROR",
            b"UNKNOWN",
            b"MESSAGE",
            b"DEBUG",
            b"SWAP",
        ][kind as usize];
        assert!(reply.starts_with(word), "a reply {reply:?} of kind {kind}");
        assert!(!reply.contains(&b'\n'), "a reply of two lines: {reply:?}");
    }
    let texts: Vec<CString> = (0..4).map(|_| text_of(inp, ABOUT_WORDS)).collect();
    let a: Vec<*const c_char> = texts.iter().map(|t| text_ptr(inp, t)).collect();
    let (s, about) = list(
        "protocol_format_about",
        7 as c_char,
        len * 16,
        null,
        |b, l, n| gomoku_protocol_format_about(a[0], a[1], a[2], a[3], b, l, n),
    );
    if s == OK {
        let about = bytes_of("protocol_format_about", &about);
        assert!(about.starts_with(b"name=\""), "an ABOUT answer {about:?}");
    }
}

// ---------------------------------------------------------------------------------------
// Matches and clocks.

/// A match game of out-of-range values, to see that a failing call leaves it alone.
fn match_game_sentinel() -> gomoku_match_game {
    gomoku_match_game {
        first: 77,
        black: 77,
        winner: 77,
        termination: 77,
    }
}

/// Everything observable about a match, through the C API (ratings and scores by their
/// bits, so that a NaN equals itself).
fn match_state(m: *mut gomoku_match) -> (u32, usize, [u64; 4], Vec<gomoku_match_game>) {
    let (_, first) = out("match_next_first", 77u32, |o| gomoku_match_next_first(m, o));
    let (_, count) = out("match_game_count", 0usize, |o| {
        gomoku_match_game_count(m, o)
    });
    let (_, a, b) = out2("match_score", 0.0, 0.0, |a, b| gomoku_match_score(m, a, b));
    let (_, c, d) = out2("match_ratings", 0.0, 0.0, |a, b| {
        gomoku_match_ratings(m, a, b)
    });
    let games = (0..count)
        .map(|i| {
            let g0 = match_game_sentinel();
            let (s, g) = out("match_game_at", g0, |o| gomoku_match_game_at(m, i, o));
            assert_eq!(s, OK, "game {i} of {count} of a match");
            g
        })
        .collect();
    let bits = [a.to_bits(), b.to_bits(), c.to_bits(), d.to_bits()];
    (first, count, bits, games)
}

/// Matches: made, freed, set, fed finished (and unfinished) games of the pool.
fn matches(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    const NAMES: &[&str] = &["Ann", "Bo", "", "é"];
    match inp.byte() % 8 {
        0 | 2 if pool.matches.is_empty() || inp.byte() % 8 == 0 => {
            let (a, b) = (text_of(inp, NAMES), text_of(inp, NAMES));
            let (pa, pb) = (text_ptr(inp, &a), text_ptr(inp, &b));
            if let Some(m) = made("match_new", |o| gomoku_match_new(pa, pb, o)) {
                let (first, count, bits, _) = match_state(m);
                assert_eq!((first, count), (0, 0), "a new match");
                assert_eq!(f64::from_bits(bits[2]), 1200.0, "a new player's rating");
                keep_handle(&mut pool.matches, m, 2, gomoku_match_free);
            }
            return;
        }
        1 => {
            free_one(&mut pool.matches, inp, gomoku_match_free);
            return;
        }
        _ => {}
    }
    let m = pick_handle(&pool.matches, inp);
    let g = pool.game(inp);
    if inp.bool() {
        // A finished game to record, now and then.
        let _ = checked(gomoku_game_resign(g, small(inp, 2)), "game_resign");
    }
    let before = (!m.is_null()).then(|| match_state(m));
    let rating = |inp: &mut Input<'_>| {
        inp.pick(&[1200.0, 0.0, -1e300, 1e300, f64::NAN, f64::INFINITY, 2400.5])
    };
    let (name, s) = match inp.byte() % 4 {
        0 => ("match_set_k", gomoku_match_set_k(m, inp.uint())),
        1 => (
            "match_set_alternate",
            gomoku_match_set_alternate(m, inp.bool()),
        ),
        2 => {
            let (a, b) = (rating(inp), rating(inp));
            ("match_set_ratings", gomoku_match_set_ratings(m, a, b))
        }
        _ => {
            let g0 = match_game_sentinel();
            let (s, mg) = if inp.bool() {
                let s = gomoku_match_record(m, g, ptr::null_mut());
                (s, g0)
            } else {
                let mut mg = g0;
                let s = gomoku_match_record(m, g, &raw mut mg);
                if s != gomoku_status::Ok {
                    assert_eq!(mg, g0, "match_record: failed, wrote *game_out");
                }
                (s, mg)
            };
            if s == gomoku_status::Ok {
                assert!(mg == g0 || mg.first <= 1 && mg.black <= 1 && mg.winner <= 1);
                reached.match_games += 1;
            }
            if !m.is_null() && !g.is_null() {
                let (_, over) = out("game_is_over", false, |o| gomoku_game_is_over(g, o));
                let not_over = gomoku_status::MatchGameNotOver;
                assert_eq!(s == not_over, !over, "match_record of a game over: {over}");
            }
            ("match_record", s)
        }
    };
    let s = checked(s, name);
    if let Some(before) = &before {
        let after = match_state(m);
        if s != OK {
            assert_eq!(&after, before, "a refused {name} changed the match");
        } else if name == "match_record" {
            assert_eq!(after.1, before.1 + 1, "a recorded game not counted");
            let total = f64::from_bits(after.2[0]) + f64::from_bits(after.2[1]);
            assert_eq!(
                total, after.1 as f64,
                "the scores do not add up to the games"
            );
        }
    }
    let index = usize::from(inp.byte() % 4);
    let g0 = match_game_sentinel();
    let (s, _) = out("match_game_at", g0, |o| gomoku_match_game_at(m, index, o));
    if let Some((_, count, ..)) = before {
        if index >= count && name != "match_record" {
            assert_eq!(s, INVALID_ENUM, "match_game_at past the last");
        }
    }
    refuses_null(
        "match_score",
        gomoku_match_score(m, ptr::null_mut(), ptr::null_mut()),
    );
}

/// Everything observable about a clock.
fn clock_state(c: *mut gomoku_clock) -> [i64; 5] {
    let ask = |p: i32, f: extern "C" fn(*const gomoku_clock, i32, *mut i64) -> gomoku_status| {
        let (s, v) = out("clock query", -77i64, |o| f(c, p, o));
        assert_eq!(s, OK);
        v
    };
    let (_, flagged) = out("clock_flagged", 77, |o| gomoku_clock_flagged(c, o));
    [
        ask(0, gomoku_clock_remaining),
        ask(1, gomoku_clock_remaining),
        ask(0, gomoku_clock_time_left),
        ask(1, gomoku_clock_time_left),
        i64::from(flagged),
    ]
}

/// Clocks: made with every kind of limit, spent, asked, and ending games of the pool.
fn clocks(inp: &mut Input<'_>, pool: &mut Pool, reached: &mut Reached) {
    let ms = |inp: &mut Input<'_>| {
        let any = i64::from(inp.int());
        inp.pick(&[-1, 0, 1, 10, 1000, 60_000, i64::MAX, i64::MIN, any])
    };
    match inp.byte() % 6 {
        0 => {
            let (per_move, budget, increment) = (ms(inp), ms(inp), ms(inp));
            let made = made("clock_new", |o| {
                gomoku_clock_new(per_move, budget, increment, o)
            });
            let zero = per_move == 0 || budget == 0;
            assert_eq!(
                made.is_none(),
                zero,
                "clock_new({per_move}, {budget}, {increment})"
            );
            if let Some(c) = made {
                assert_eq!(clock_state(c)[4], -1, "a new clock has run out");
                keep_handle(&mut pool.clocks, c, 2, gomoku_clock_free);
            }
        }
        1 => free_one(&mut pool.clocks, inp, gomoku_clock_free),
        2 | 3 => {
            let c = pick_handle(&pool.clocks, inp);
            let (p, elapsed) = (small(inp, 2), ms(inp));
            let before = (!c.is_null()).then(|| clock_state(c));
            let (s, in_time) = out("clock_spend", true, |o| {
                gomoku_clock_spend(c, p, elapsed, o)
            });
            if let Some(before) = before {
                let after = clock_state(c);
                if s == OK {
                    assert_eq!(before[4], -1, "a clock spent after its time ran out");
                    assert_eq!(after[4] == -1, in_time, "in time iff nobody ran out");
                    if !in_time {
                        assert_eq!(after[4], i64::from(p), "the wrong player ran out");
                        reached.flagged += 1;
                    }
                } else {
                    assert_eq!(after, before, "a refused clock_spend changed the clock");
                    if (0..2).contains(&p) {
                        assert_ne!(before[4], -1, "clock_spend refused with {s}");
                    }
                }
            }
        }
        4 => {
            let c = pick_handle(&pool.clocks, inp);
            let p = small(inp, 2);
            let _ = out("clock_remaining", -77i64, |o| {
                gomoku_clock_remaining(c, p, o)
            });
            let _ = out("clock_time_left", -77i64, |o| {
                gomoku_clock_time_left(c, p, o)
            });
            let _ = out("clock_flagged", 77, |o| gomoku_clock_flagged(c, o));
            refuses_null("clock_flagged", gomoku_clock_flagged(c, ptr::null_mut()));
        }
        _ => {
            let c = pick_handle(&pool.clocks, inp);
            let g = pool.game(inp);
            let flagged = (!c.is_null()).then(|| clock_state(c)[4]);
            // SAFETY: a live game.
            let before = (!g.is_null()).then(|| unsafe { state(g) });
            let (s, ended) = out("clock_end_game", false, |o| gomoku_clock_end_game(c, g, o));
            if let (Some(flagged), Some(before)) = (flagged, before) {
                // SAFETY: a live game.
                let after = unsafe { state(g) };
                if s == OK && ended {
                    assert_ne!(flagged, -1, "a game ended by a clock nobody ran out on");
                    let timeout = gomoku_termination::Timeout as i32;
                    assert_eq!(after.outcome.termination, timeout, "ended, but not by time");
                } else {
                    assert_eq!(after, before, "clock_end_game changed the game: {s}");
                    assert!(s != OK || flagged == -1, "a flagged clock ended nothing");
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Names and texts.

/// The version, the overline switch, and the frees of NULL handles.
fn names(inp: &mut Input<'_>, pool: &mut Pool) {
    // SAFETY: a static NUL-terminated string.
    let version = unsafe { CStr::from_ptr(gomoku_version()) };
    let want = format!("{GOMOKU_VERSION_MAJOR}.{GOMOKU_VERSION_MINOR}.{GOMOKU_VERSION_PATCH}");
    assert_eq!(version.to_bytes(), want.as_bytes(), "gomoku_version");
    let r = pool.rules(inp);
    let c = small(inp, 2);
    let (s, switch) = out("rules_overline_switch", true, |o| {
        gomoku_rules_overline_switch(r, c, o)
    });
    if s == OK {
        let (_, wins) = out("rules_overline_wins", true, |o| {
            gomoku_rules_overline_wins(r, c, o)
        });
        let (_, bits) = out("rules_restrictions", 0u32, |o| {
            gomoku_rules_restrictions(r, c, o)
        });
        let forbidden = bits & gomoku_restrict::Overline as u32 != 0;
        assert_eq!(
            wins,
            switch && !forbidden,
            "overline switch {switch}, wins {wins}"
        );
    }
    refuses_null(
        "rules_overline_switch",
        gomoku_rules_overline_switch(r, c, ptr::null_mut()),
    );
    let n = inp.int();
    let _ = gomoku_symmetry_name(n);
    half_null(inp, pool);
    gomoku_record_free(ptr::null_mut());
    gomoku_renjunet_free(ptr::null_mut());
    gomoku_sgf_collection_free(ptr::null_mut());
    gomoku_explanation_free(ptr::null_mut());
    gomoku_brain_free(ptr::null_mut());
    gomoku_match_free(ptr::null_mut());
    gomoku_clock_free(ptr::null_mut());
}

/// A call with one out-parameter NULL and the other given: refused, and the given one
/// untouched (a handle written there would leak).
fn refuses_half<T: Copy + PartialEq + core::fmt::Debug>(
    call: &str,
    sentinel: T,
    f: impl FnOnce(*mut T) -> gomoku_status,
) {
    let (s, _) = out(call, sentinel, f);
    assert_ne!(s, OK, "{call}: OK with a NULL out-parameter");
}

/// Constructors given a NULL handle out-parameter, and calls of two out-parameters given
/// one of them NULL, on handles of the pool.
fn half_null(inp: &mut Input<'_>, pool: &mut Pool) {
    let g = pool.game(inp);
    let r = pool.rules(inp);
    let record = pick_handle(&pool.records, inp);
    let e = pick_handle(&pool.explanations, inp);
    let m = pick_handle(&pool.matches, inp);
    let p = inp.point();
    let game = 0x10 as *mut gomoku_game;
    refuses_half("game_canonical", game, |o| {
        gomoku_game_canonical(g, o, ptr::null_mut())
    });
    refuses_half("game_canonical", 77, |o| {
        gomoku_game_canonical(g, ptr::null_mut(), o)
    });
    refuses_null(
        "game_transform",
        gomoku_game_transform(g, 0, ptr::null_mut()),
    );
    refuses_null(
        "game_new_with_opening",
        gomoku_game_new_with_opening(r, 0, 0, ptr::null_mut()),
    );
    refuses_null(
        "game_explain",
        gomoku_game_explain(g, 0, p, ptr::null_mut()),
    );
    refuses_null(
        "clock_new",
        gomoku_clock_new(1000, 1000, 0, ptr::null_mut()),
    );
    refuses_null(
        "match_new",
        gomoku_match_new(c"a".as_ptr(), c"b".as_ptr(), ptr::null_mut()),
    );
    refuses_null(
        "brain_new",
        gomoku_brain_new(
            ptr::null(),
            ptr::null(),
            ptr::null(),
            ptr::null(),
            r,
            ptr::null_mut(),
        ),
    );
    refuses_null(
        "renjunet_from_buffer",
        gomoku_renjunet_from_buffer(ptr::null(), 0, ptr::null_mut()),
    );
    refuses_null(
        "renjunet_from_callback",
        gomoku_renjunet_from_callback(Some(read_source), ptr::null_mut(), ptr::null_mut()),
    );
    let path = CString::new(RENJUNET_FILE).unwrap_or_default();
    refuses_null(
        "renjunet_open",
        gomoku_renjunet_open(path.as_ptr(), ptr::null_mut()),
    );
    let location = (usize::MAX, 7usize);
    refuses_half("record_read", location, |o| {
        let mut at = gomoku_location {
            offset: usize::MAX,
            line: 7,
            column: 7,
        };
        let s = gomoku_record_read(
            2,
            b"(;".as_ptr(),
            2,
            ptr::null(),
            ptr::null_mut(),
            &raw mut at,
        );
        // SAFETY: `o` is a local of `out`.
        unsafe { *o = (at.offset, at.line) };
        s
    });
    refuses_half("record_replay", usize::MAX, |o| {
        gomoku_record_replay(record, ptr::null(), ptr::null_mut(), o)
    });
    refuses_half("record_node_move", NO_MOVE, |o| {
        gomoku_record_node_move(record, 1, o, ptr::null_mut())
    });
    refuses_half("explanation_kind", NO_POINT, |o| {
        gomoku_explanation_kind(e, o, ptr::null_mut())
    });
    refuses_half("explanation_kind", 77, |o| {
        gomoku_explanation_kind(e, ptr::null_mut(), o)
    });
    let text = CString::new(inp.pick(OPENING_WORDS)).unwrap_or_default();
    refuses_half("opening_from_str", 77, |o| {
        gomoku_opening_from_str(text.as_ptr(), o, ptr::null_mut())
    });
    refuses_half("opening_from_str", 77u32, |o| {
        gomoku_opening_from_str(text.as_ptr(), ptr::null_mut(), o)
    });
    refuses_half("game_opening", 77, |o| {
        gomoku_game_opening(g, o, ptr::null_mut())
    });
    refuses_half("match_score", 7.5, |o| {
        gomoku_match_score(m, o, ptr::null_mut())
    });
    refuses_half("match_ratings", 7.5, |o| {
        gomoku_match_ratings(m, ptr::null_mut(), o)
    });
    let limits = gomoku_vcf_limits {
        max_moves: 3,
        max_nodes: 30,
        table_entries: 0,
        mode: 0,
    };
    let (s, _) = list("game_vcf", NO_POINT, 8, false, |b, l, n| {
        gomoku_game_vcf(g, 0, &raw const limits, ptr::null_mut(), b, l, n)
    });
    assert_ne!(s, OK, "game_vcf: OK without *result_out");
}
