//! The call-sequence checker of the C ABI (issue 11, item 16), shared by the fuzz target
//! `fuzz/fuzz_targets/c_abi_calls.rs` (`cargo fuzz run c_abi_calls`) and the seeded,
//! bounded driver of the test command (`gomoku-ffi/tests/call_sequences.rs`).
//!
//! [`run`] reads its input as a program: each byte chooses a C function and the bytes
//! after it its arguments (handles from a small pool or NULL, enums in and out of range,
//! points on, off and far off the board, texts, buffers of every size). It calls the
//! function exactly as a C program does and checks, after every call:
//!
//! - the status is documented (`gomoku_status_str` knows it) and is never
//!   `GOMOKU_STATUS_PANIC`;
//! - an out-parameter is untouched when the call fails (`*out_n` of a buffer call
//!   excepted, which says the size needed; `*index_out` of `gomoku_game_play_text`
//!   excepted, which names the bad move);
//! - a refused call changes nothing: the game (moves, outcome, turn, offer, captures, the
//!   board) or the rules (their text form) are as before;
//! - `gomoku_game_check` and `gomoku_game_is_legal` predict `gomoku_game_play`.
//!
//! A broken invariant panics with a description: a crash for the fuzzer, a failure for
//! the driver.

#![allow(unsafe_code, clippy::missing_safety_doc)]

use core::ffi::{CStr, c_char};
use core::ptr;
use std::ffi::CString;

use gomoku::game::*;
use gomoku::rules::*;
use gomoku::types::*;
use gomoku::{gomoku_status, gomoku_status_str};

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

/// The handles of a run: at most three rules and three games, freed at the end.
struct Pool {
    rules: Vec<*mut gomoku_rules>,
    games: Vec<*mut gomoku_game>,
}

impl Drop for Pool {
    fn drop(&mut self) {
        // The C contract: every handle is live and freed once.
        {
            for r in self.rules.drain(..) {
                gomoku_rules_free(r);
            }
            for g in self.games.drain(..) {
                gomoku_game_free(g);
            }
        }
    }
}

impl Pool {
    /// A rules handle of the pool, or NULL now and then (or when there is none).
    fn rules(&self, inp: &mut Input<'_>) -> *mut gomoku_rules {
        let b = inp.byte();
        if self.rules.is_empty() || b % 16 == 0 {
            ptr::null_mut()
        } else {
            self.rules[usize::from(b) % self.rules.len()]
        }
    }

    fn game(&self, inp: &mut Input<'_>) -> *mut gomoku_game {
        let b = inp.byte();
        if self.games.is_empty() || b % 16 == 0 {
            ptr::null_mut()
        } else {
            self.games[usize::from(b) % self.games.len()]
        }
    }

    fn keep_rules(&mut self, r: *mut gomoku_rules) {
        if self.rules.len() == 3 {
            // The C contract: a live handle, removed from the pool.
            gomoku_rules_free(self.rules.remove(0));
        }
        self.rules.push(r);
    }

    fn keep_game(&mut self, g: *mut gomoku_game) {
        if self.games.len() == 3 {
            // The C contract: a live handle, removed from the pool.
            gomoku_game_free(self.games.remove(0));
        }
        self.games.push(g);
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
        match inp.byte() % 24 {
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
            11..=14 => {
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
                if s == 0 {
                    // Every listed point is legal.
                    for p in legal {
                        let (_, l) = out("game_is_legal", false, |o| gomoku_game_is_legal(g, p, o));
                        assert!(l, "{p:?} is listed as legal but is_legal says no");
                    }
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
