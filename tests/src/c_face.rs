//! The C face: the `extern "C"` functions of `gomoku-ffi`, called the way a C program
//! calls them — opaque handles, raw pointers, integer enums and status codes.

use core::ptr;

use gomoku::game::{
    gomoku_game, gomoku_game_accept_draw, gomoku_game_captured_pairs, gomoku_game_decline_draw,
    gomoku_game_draw_offer, gomoku_game_forbidden, gomoku_game_forbidden_points, gomoku_game_free,
    gomoku_game_from_setup, gomoku_game_is_legal, gomoku_game_is_over, gomoku_game_last_captures,
    gomoku_game_legal_moves, gomoku_game_moves, gomoku_game_new, gomoku_game_offer_draw,
    gomoku_game_outcome, gomoku_game_pass, gomoku_game_play, gomoku_game_resign, gomoku_game_rules,
    gomoku_game_stone_at, gomoku_game_timeout, gomoku_game_turn, gomoku_game_undo,
};
use gomoku::opening::{
    gomoku_expected, gomoku_expecting, gomoku_game_allowed_points, gomoku_game_choose,
    gomoku_game_declare, gomoku_game_expected, gomoku_game_keep, gomoku_game_new_with_opening,
    gomoku_game_offer, gomoku_game_offers, gomoku_game_opening_record, gomoku_game_pick,
    gomoku_game_place, gomoku_game_player, gomoku_game_swap, gomoku_game_symmetric_offer,
    gomoku_game_undo_step, gomoku_symmetric_offer,
};
use gomoku::rules::{
    gomoku_rules, gomoku_rules_capture, gomoku_rules_caro_rule, gomoku_rules_clear_capture,
    gomoku_rules_clear_move_limit, gomoku_rules_forbidden_policy, gomoku_rules_free,
    gomoku_rules_move_limit, gomoku_rules_new, gomoku_rules_overline_switch,
    gomoku_rules_overline_wins, gomoku_rules_pass, gomoku_rules_perfect_five,
    gomoku_rules_restrictions, gomoku_rules_set_capture, gomoku_rules_set_caro_rule,
    gomoku_rules_set_forbidden_policy, gomoku_rules_set_move_limit, gomoku_rules_set_overline_wins,
    gomoku_rules_set_pass, gomoku_rules_set_perfect_five, gomoku_rules_set_restrictions,
    gomoku_rules_set_size, gomoku_rules_size,
};
use gomoku::symmetry::{
    gomoku_game_canonical, gomoku_game_key, gomoku_game_moves_are_symmetric,
    gomoku_game_stabilizer, gomoku_game_symmetric_keys, gomoku_game_transform,
    gomoku_symmetry_apply,
};
use gomoku::types::{
    gomoku_color, gomoku_forbidden, gomoku_forbidden_point, gomoku_forbidden_policy, gomoku_move,
    gomoku_outcome, gomoku_point, gomoku_preset, gomoku_restrict, gomoku_termination,
};
use gomoku_referee::{Color, Forbidden, Point, Preset, Symmetry, Termination};

use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, ExpectedView, IdentityView, OutcomeView, PROBE, Refusal, RulesView, Snapshot,
    centre_points, line_points, off_board_points,
};
use crate::table::variant_of_status;

/// The C face: a `gomoku_rules *` and a `gomoku_game *`, freed on drop.
#[derive(Debug)]
pub struct CFace {
    rules: *mut gomoku_rules,
    game: *mut gomoku_game,
}

impl Default for CFace {
    fn default() -> CFace {
        CFace::new()
    }
}

/// A status as the core variant it stands for, by the DESIGN table.
fn answer(status: i32) -> Answer {
    if status == 0 {
        return Ok(());
    }
    match variant_of_status(status) {
        Some(v) => Err(Refusal::new(v)),
        None => Err(Refusal::with_detail(
            "(a status that is no core error)",
            format!("status={status}"),
        )),
    }
}

/// The refusal of a symmetric offer, with the detail `gomoku_game_symmetric_offer` gives.
fn symmetric_offer(g: *mut gomoku_game) -> Refusal {
    let zero = gomoku_point { x: 0, y: 0 };
    let mut so = gomoku_symmetric_offer {
        refused: false,
        point: zero,
        earlier: zero,
        symmetry: -1,
    };
    // SAFETY: `g` is a live game handle; `so` is a local.
    ok(
        unsafe { gomoku_game_symmetric_offer(g, &raw mut so) }.into_i32(),
        "gomoku_game_symmetric_offer",
    );
    assert!(so.refused, "C: a symmetric offer without its detail");
    let point = |p: gomoku_point| {
        Point::new(
            u8::try_from(p.x).expect("C: a point"),
            u8::try_from(p.y).expect("C: a point"),
        )
        .expect("C: a point")
    };
    let symmetry = usize::try_from(so.symmetry)
        .ok()
        .and_then(Symmetry::from_index)
        .unwrap_or_else(|| panic!("C: {} is no gomoku_symmetry", so.symmetry));
    Refusal::with_detail(
        "OpeningError::SymmetricOffer",
        format!(
            "point={} earlier={} symmetry={symmetry}",
            point(so.point),
            point(so.earlier)
        ),
    )
}

/// Panics unless a query succeeded: queries of a valid game never fail.
fn ok(status: i32, what: &str) {
    assert_eq!(status, 0, "C: {what} failed with status {status}");
}

fn c_color(c: Color) -> i32 {
    match c {
        Color::Black => gomoku_color::Black as i32,
        Color::White => gomoku_color::White as i32,
    }
}

fn color_from_c(c: i32) -> Option<Color> {
    match c {
        x if x == gomoku_color::Black as i32 => Some(Color::Black),
        x if x == gomoku_color::White as i32 => Some(Color::White),
        x if x == gomoku_color::None as i32 => None,
        x => panic!("C: {x} is no gomoku_color"),
    }
}

fn forbidden_from_c(k: i32) -> Forbidden {
    match k {
        x if x == gomoku_forbidden::DoubleThree as i32 => Forbidden::DoubleThree,
        x if x == gomoku_forbidden::DoubleFour as i32 => Forbidden::DoubleFour,
        x if x == gomoku_forbidden::Overline as i32 => Forbidden::Overline,
        x => panic!("C: {x} is no forbidden kind"),
    }
}

fn termination_from_c(t: i32) -> Termination {
    use gomoku_termination as T;
    [
        (T::Five, Termination::Five),
        (T::Capture, Termination::Capture),
        (T::Forbidden, Termination::Forbidden),
        (T::Resignation, Termination::Resignation),
        (T::Timeout, Termination::Timeout),
        (T::BoardFull, Termination::BoardFull),
        (T::NoLegalMove, Termination::NoLegalMove),
        (T::BothPassed, Termination::BothPassed),
        (T::MoveLimit, Termination::MoveLimit),
        (T::Agreement, Termination::Agreement),
        (T::BothWon, Termination::BothWon),
    ]
    .into_iter()
    .find(|(c, _)| *c as i32 == t)
    .map(|(_, t)| t)
    .unwrap_or_else(|| panic!("C: {t} is no termination"))
}

fn expected_from_c(e: &gomoku_expected) -> Option<ExpectedView> {
    if e.what == gomoku_expecting::None as i32 {
        return None;
    }
    const WHAT: [&str; 8] = [
        "place",
        "swap",
        "choose-color",
        "choose-color-or-place",
        "declare",
        "offer",
        "place-or-offer",
        "pick",
    ];
    const AREA: [&str; 4] = ["anywhere", "centre", "square", "away-from-centre"];
    let what = WHAT[usize::try_from(e.what).expect("a kind")];
    let area = usize::try_from(e.area)
        .ok()
        .map(|a| (AREA[a].to_owned(), e.area_size));
    Some(ExpectedView {
        player: u8::try_from(e.player).expect("a player"),
        color: color_from_c(e.color).expect("a colour"),
        what: what.to_owned(),
        stone: color_from_c(e.stone),
        area,
        count: matches!(what, "offer" | "place-or-offer").then_some(e.count),
        max: (what == "declare").then_some(e.max),
    })
}

fn c_preset(p: Preset) -> i32 {
    (match p {
        Preset::Freestyle => gomoku_preset::Freestyle,
        Preset::Standard => gomoku_preset::Standard,
        Preset::Renju => gomoku_preset::Renju,
        Preset::Caro => gomoku_preset::Caro,
        Preset::CaroOverline => gomoku_preset::CaroOverline,
        Preset::Omok => gomoku_preset::Omok,
        Preset::NinukiRenju => gomoku_preset::NinukiRenju,
        Preset::Pente => gomoku_preset::Pente,
    }) as i32
}

fn point_from_c(p: gomoku_point) -> Point {
    Point::from_coords(i64::from(p.x), i64::from(p.y))
        .unwrap_or_else(|| panic!("C: ({}, {}) is no point", p.x, p.y))
}

/// Reads a text through a `(buf, len, out_n)` function: `None` when it says the field is
/// missing (`GOMOKU_STATUS_RECORD_NO_FIELD`).
fn read_text(
    mut call: impl FnMut(*mut core::ffi::c_char, usize, *mut usize) -> i32,
) -> Option<String> {
    let mut n = 0usize;
    let status = call(ptr::null_mut(), 0, &raw mut n);
    if status == gomoku::gomoku_status::RecordNoField as i32 {
        return None;
    }
    assert_eq!(
        status,
        gomoku::gomoku_status::BufferTooSmall as i32,
        "C: a text size query"
    );
    let mut buf = vec![0 as core::ffi::c_char; n];
    ok(
        call(buf.as_mut_ptr(), buf.len(), &raw mut n),
        "a text query",
    );
    let bytes: Vec<u8> = buf[..n - 1].iter().map(|&c| c as u8).collect();
    Some(String::from_utf8(bytes).expect("UTF-8"))
}

/// Calls a `(buf, len, out_n)` function twice: for the size, then for the items.
fn read_list<T: Copy>(empty: T, mut call: impl FnMut(*mut T, usize, *mut usize) -> i32) -> Vec<T> {
    let mut n = 0usize;
    // `(NULL, 0, &n)` asks for the size: OK when there is nothing, else BUFFER_TOO_SMALL.
    let status = call(ptr::null_mut(), 0, &raw mut n);
    if status != gomoku::gomoku_status::BufferTooSmall as i32 {
        ok(status, "a size query");
    }
    let mut buf = vec![empty; n];
    let mut written = 0usize;
    ok(
        call(buf.as_mut_ptr(), buf.len(), &raw mut written),
        "a list query",
    );
    buf.truncate(written);
    buf
}

impl CFace {
    /// A face with no rules and no game yet.
    #[must_use]
    pub fn new() -> CFace {
        CFace {
            rules: ptr::null_mut(),
            game: ptr::null_mut(),
        }
    }

    fn switch(&mut self, s: Switch) -> i32 {
        let r = self.rules;
        // SAFETY: `r` is a live handle made by `gomoku_rules_new`.
        unsafe {
            match s {
                Switch::Size(n) => gomoku_rules_set_size(r, n),
                Switch::OverlineWins(c, on) => gomoku_rules_set_overline_wins(r, c_color(c), on),
                Switch::Restrictions(c, bits) => {
                    let mut mask = 0u32;
                    for (bit, flag) in [
                        (1u8, gomoku_restrict::DoubleThree),
                        (2, gomoku_restrict::DoubleFour),
                        (4, gomoku_restrict::Overline),
                    ] {
                        if bits & bit != 0 {
                            mask |= flag as u32;
                        }
                    }
                    gomoku_rules_set_restrictions(r, c_color(c), mask)
                }
                Switch::Lose(lose) => gomoku_rules_set_forbidden_policy(
                    r,
                    if lose {
                        gomoku_forbidden_policy::Lose as i32
                    } else {
                        gomoku_forbidden_policy::Reject as i32
                    },
                ),
                Switch::Caro(on) => gomoku_rules_set_caro_rule(r, on),
                Switch::Capture(Some(n)) => gomoku_rules_set_capture(r, n),
                Switch::Capture(None) => gomoku_rules_clear_capture(r),
                Switch::PerfectFive(on) => gomoku_rules_set_perfect_five(r, on),
                Switch::Pass(on) => gomoku_rules_set_pass(r, on),
                Switch::MoveLimit(Some(n)) => gomoku_rules_set_move_limit(r, n),
                Switch::MoveLimit(None) => gomoku_rules_clear_move_limit(r),
            }
            .into_i32()
        }
    }

    fn free_game(&mut self) {
        // SAFETY: NULL or a live handle; freed once.
        unsafe { gomoku_game_free(self.game) };
        self.game = ptr::null_mut();
    }

    fn rules_view(&self) -> RulesView {
        let mut rules: *mut gomoku_rules = ptr::null_mut();
        // SAFETY: `self.game` is live; the handle returned is freed below.
        unsafe {
            ok(
                gomoku_game_rules(self.game, &raw mut rules).into_i32(),
                "gomoku_game_rules",
            );
            let r = rules;
            let mut size = 0u32;
            ok(gomoku_rules_size(r, &raw mut size).into_i32(), "size");
            let mut overline = [false; 2];
            let mut switch = [false; 2];
            let mut restrictions: [Vec<Forbidden>; 2] = [Vec::new(), Vec::new()];
            for c in Color::ALL {
                ok(
                    gomoku_rules_overline_wins(r, c_color(c), &raw mut overline[c.index()])
                        .into_i32(),
                    "overline_wins",
                );
                ok(
                    gomoku_rules_overline_switch(r, c_color(c), &raw mut switch[c.index()])
                        .into_i32(),
                    "overline_switch",
                );
                let mut bits = 0u32;
                ok(
                    gomoku_rules_restrictions(r, c_color(c), &raw mut bits).into_i32(),
                    "restrictions",
                );
                restrictions[c.index()] = [
                    (gomoku_restrict::DoubleThree, Forbidden::DoubleThree),
                    (gomoku_restrict::DoubleFour, Forbidden::DoubleFour),
                    (gomoku_restrict::Overline, Forbidden::Overline),
                ]
                .into_iter()
                .filter(|(flag, _)| bits & (*flag as u32) != 0)
                .map(|(_, k)| k)
                .collect();
            }
            let mut policy = 0i32;
            ok(
                gomoku_rules_forbidden_policy(r, &raw mut policy).into_i32(),
                "policy",
            );
            let mut caro = false;
            ok(gomoku_rules_caro_rule(r, &raw mut caro).into_i32(), "caro");
            let mut capture = 0u32;
            ok(
                gomoku_rules_capture(r, &raw mut capture).into_i32(),
                "capture",
            );
            let mut perfect = false;
            ok(
                gomoku_rules_perfect_five(r, &raw mut perfect).into_i32(),
                "perfect five",
            );
            let mut pass = false;
            ok(gomoku_rules_pass(r, &raw mut pass).into_i32(), "pass");
            let mut limit = 0u32;
            ok(
                gomoku_rules_move_limit(r, &raw mut limit).into_i32(),
                "move limit",
            );
            gomoku_rules_free(rules);
            RulesView {
                size: u8::try_from(size).expect("a size in 5..=26"),
                overline_wins: overline,
                overline_switch: switch,
                restrictions,
                lose: policy == gomoku_forbidden_policy::Lose as i32,
                caro,
                // The C face reports "off" and "no limit" as 0.
                capture: (capture != 0).then_some(capture),
                perfect_five: perfect,
                pass,
                move_limit: (limit != 0).then_some(limit),
            }
        }
    }
}

/// The status as its number, as C sees it.
trait IntoI32 {
    fn into_i32(self) -> i32;
}

impl IntoI32 for gomoku::gomoku_status {
    fn into_i32(self) -> i32 {
        self as i32
    }
}

impl Drop for CFace {
    fn drop(&mut self) {
        // SAFETY: NULL or live handles, freed once.
        unsafe {
            gomoku_game_free(self.game);
            gomoku_rules_free(self.rules);
        }
    }
}

impl crate::Face for CFace {
    fn name(&self) -> &'static str {
        "C"
    }

    fn build_rules(&mut self, spec: &RulesSpec) -> Vec<Answer> {
        // SAFETY: NULL or a live handle; a fresh one replaces it.
        unsafe {
            gomoku_rules_free(self.rules);
            self.rules = ptr::null_mut();
            ok(
                gomoku_rules_new(c_preset(spec.preset), &raw mut self.rules).into_i32(),
                "gomoku_rules_new",
            );
        }
        spec.switches
            .iter()
            .map(|s| answer(self.switch(*s)))
            .collect()
    }

    fn start(&mut self, start: &Start) -> Answer {
        self.free_game();
        let result = match start {
            Start::Empty => Ok(()),
            // SAFETY: `self.rules` is live; the out pointer is the face's own.
            Start::Opening { kind, n } => answer(
                unsafe { gomoku_game_new_with_opening(self.rules, *kind, *n, &raw mut self.game) }
                    .into_i32(),
            ),
            Start::Setup {
                black,
                white,
                turn,
                captures,
            } => {
                let conv = |v: &[(i32, i32)]| -> Vec<gomoku_point> {
                    v.iter().map(|&(x, y)| gomoku_point { x, y }).collect()
                };
                let (b, w) = (conv(black), conv(white));
                // SAFETY: the arrays live for the call; lengths are theirs.
                let status = unsafe {
                    gomoku_game_from_setup(
                        self.rules,
                        b.as_ptr(),
                        b.len(),
                        w.as_ptr(),
                        w.len(),
                        c_color(*turn),
                        captures[0],
                        captures[1],
                        &raw mut self.game,
                    )
                };
                answer(status.into_i32())
            }
        };
        if result.is_err() || self.game.is_null() {
            // SAFETY: `self.rules` is live.
            unsafe {
                ok(
                    gomoku_game_new(self.rules, &raw mut self.game).into_i32(),
                    "gomoku_game_new",
                );
            }
        }
        result
    }

    fn act(&mut self, action: &Action) -> Answer {
        let g = self.game;
        // SAFETY: `g` is a live game handle.
        let status = unsafe {
            match *action {
                Action::Place(x, y) => gomoku_game_play(g, gomoku_point { x, y }),
                Action::Pass => gomoku_game_pass(g),
                Action::Undo => gomoku_game_undo(g),
                Action::Resign(c) => gomoku_game_resign(g, c_color(c)),
                Action::Timeout(c) => gomoku_game_timeout(g, c_color(c)),
                Action::Offer(c) => gomoku_game_offer_draw(g, c_color(c)),
                Action::Accept(c) => gomoku_game_accept_draw(g, c_color(c)),
                Action::Decline(c) => gomoku_game_decline_draw(g, c_color(c)),
                Action::Stone(x, y) => gomoku_game_place(g, gomoku_point { x, y }),
                Action::Pick(x, y) => gomoku_game_pick(g, gomoku_point { x, y }),
                Action::Swap => gomoku_game_swap(g),
                Action::Keep => gomoku_game_keep(g),
                Action::Choose(c) => gomoku_game_choose(g, c_color(c)),
                Action::Declare(n) => gomoku_game_declare(g, n),
                Action::Offers(o) => {
                    let pts: Vec<gomoku_point> = o
                        .points()
                        .iter()
                        .map(|&(x, y)| gomoku_point { x, y })
                        .collect();
                    gomoku_game_offer(g, pts.as_ptr(), pts.len())
                }
                Action::UndoStep => gomoku_game_undo_step(g),
            }
        };
        let status = status.into_i32();
        if status == gomoku::gomoku_status::OpeningSymmetricOffer as i32 {
            return Err(symmetric_offer(g));
        }
        answer(status)
    }

    fn observe(&mut self) -> Snapshot {
        let g = self.game;
        let rules = self.rules_view();
        let size = i32::from(rules.size);
        // SAFETY: `g` is a live game handle; every out pointer is a local.
        unsafe {
            let mut turn = 0i32;
            ok(gomoku_game_turn(g, &raw mut turn).into_i32(), "turn");
            let turn = color_from_c(turn).expect("a side to move");
            let mut stones = Vec::new();
            let mut legal = Vec::new();
            for y in 0..size {
                for x in 0..size {
                    let p = gomoku_point { x, y };
                    let mut c = 0i32;
                    ok(
                        gomoku_game_stone_at(g, p, &raw mut c).into_i32(),
                        "stone_at",
                    );
                    stones.push(color_from_c(c));
                    let mut l = false;
                    ok(
                        gomoku_game_is_legal(g, p, &raw mut l).into_i32(),
                        "is_legal",
                    );
                    legal.push(l);
                }
            }
            let none = gomoku_point { x: -1, y: -1 };
            let mut legal_moves: Vec<Point> = read_list(none, |b, l, n| {
                gomoku_game_legal_moves(g, b, l, n).into_i32()
            })
            .into_iter()
            .map(point_from_c)
            .collect();
            legal_moves.sort();
            let empty_fp = gomoku_forbidden_point {
                point: none,
                kind: -1,
            };
            let mut forbidden: Vec<(Point, Forbidden)> = read_list(empty_fp, |b, l, n| {
                gomoku_game_forbidden_points(g, c_color(turn), b, l, n).into_i32()
            })
            .into_iter()
            .map(|f| (point_from_c(f.point), forbidden_from_c(f.kind)))
            .collect();
            forbidden.sort();
            let mut captures = [0u32; 2];
            for c in Color::ALL {
                ok(
                    gomoku_game_captured_pairs(g, c_color(c), &raw mut captures[c.index()])
                        .into_i32(),
                    "captured_pairs",
                );
            }
            let mut out = gomoku_outcome {
                termination: 0,
                winner: 0,
                line_len: 0,
                line_start: none,
                line_end: none,
            };
            ok(gomoku_game_outcome(g, &raw mut out).into_i32(), "outcome");
            let outcome =
                (out.termination != gomoku_termination::None as i32).then(|| OutcomeView {
                    winner: color_from_c(out.winner),
                    termination: termination_from_c(out.termination),
                    line: line_points(
                        (out.line_start.x, out.line_start.y),
                        (out.line_end.x, out.line_end.y),
                        out.line_len,
                    ),
                });
            let mut last_captures: Vec<Point> = read_list(none, |b, l, n| {
                gomoku_game_last_captures(g, b, l, n).into_i32()
            })
            .into_iter()
            .map(point_from_c)
            .collect();
            last_captures.sort();
            let mut over = false;
            ok(gomoku_game_is_over(g, &raw mut over).into_i32(), "is_over");
            let mut offer = 0i32;
            ok(
                gomoku_game_draw_offer(g, &raw mut offer).into_i32(),
                "draw_offer",
            );
            let empty_move = gomoku_move {
                point: none,
                pass: false,
            };
            let moves = read_list(empty_move, |b, l, n| {
                gomoku_game_moves(g, b, l, n).into_i32()
            })
            .into_iter()
            .map(|m| (!m.pass).then(|| point_from_c(m.point)))
            .collect();
            let mut e = gomoku_expected {
                what: 0,
                player: 0,
                color: 0,
                stone: 0,
                area: 0,
                area_size: 0,
                count: 0,
                max: 0,
            };
            ok(gomoku_game_expected(g, &raw mut e).into_i32(), "expected");
            let mut black = 0i32;
            ok(
                gomoku_game_player(g, c_color(Color::Black), &raw mut black).into_i32(),
                "player",
            );
            let record = read_list(0 as core::ffi::c_char, |b, l, n| {
                gomoku_game_opening_record(g, b, l, n).into_i32()
            });
            let record: Vec<u8> = record
                .iter()
                .map(|&c| c as u8)
                .take_while(|&c| c != 0)
                .collect();
            let mut offers: Vec<Point> =
                read_list(none, |b, l, n| gomoku_game_offers(g, b, l, n).into_i32())
                    .into_iter()
                    .map(point_from_c)
                    .collect();
            offers.sort();
            let allowed: Vec<Point> = read_list(none, |b, l, n| {
                gomoku_game_allowed_points(g, b, l, n).into_i32()
            })
            .into_iter()
            .map(point_from_c)
            .collect();
            let c_pt = |p: Point| gomoku_point {
                x: i32::from(p.x()),
                y: i32::from(p.y()),
            };
            let is_legal = |p: gomoku_point| {
                let mut l = true;
                ok(
                    gomoku_game_is_legal(g, p, &raw mut l).into_i32(),
                    "is_legal off the board",
                );
                l
            };
            // Coordinates no board holds are not legal either (only C can pass them).
            for (x, y) in [(-1, 0), (0, -1), (26, 0), (i32::MIN, i32::MAX)] {
                assert!(!is_legal(gomoku_point { x, y }), "C: ({x}, {y}) is legal");
            }
            let off_board_legal = off_board_points(rules.size)
                .into_iter()
                .map(|p| is_legal(c_pt(p)))
                .collect();
            let forbidden_other = centre_points(rules.size)
                .into_iter()
                .map(|p| {
                    let mut k = 99i32;
                    ok(
                        gomoku_game_forbidden(g, c_color(!turn), c_pt(p), &raw mut k).into_i32(),
                        "forbidden",
                    );
                    (k != gomoku_forbidden::None as i32).then(|| forbidden_from_c(k))
                })
                .collect();
            Snapshot {
                rules,
                stones,
                turn,
                legal,
                legal_moves,
                forbidden,
                captures,
                last_captures,
                over,
                outcome,
                draw_offer: color_from_c(offer),
                moves,
                expected: expected_from_c(&e),
                black: u8::try_from(black).expect("a player"),
                record: String::from_utf8(record).expect("UTF-8"),
                offers,
                allowed,
                off_board_legal,
                forbidden_other,
                identity: c_identity(g, size),
                records: [(2, 0), (2, 1), (1, 0), (0, 0)]
                    .into_iter()
                    .map(|(format, rows)| {
                        let mut n = 0usize;
                        let status = gomoku::record::gomoku_game_write_record(
                            g,
                            format,
                            rows,
                            ptr::null_mut(),
                            0,
                            &raw mut n,
                        );
                        if status != gomoku::gomoku_status::BufferTooSmall {
                            let variant = status.core_variant().expect("a core error");
                            return format!("error {variant}");
                        }
                        let mut buf = vec![0 as core::ffi::c_char; n];
                        ok(
                            gomoku::record::gomoku_game_write_record(
                                g,
                                format,
                                rows,
                                buf.as_mut_ptr(),
                                n,
                                &raw mut n,
                            )
                            .into_i32(),
                            "write_record",
                        );
                        let bytes: Vec<u8> = buf[..n - 1].iter().map(|&c| c as u8).collect();
                        String::from_utf8(bytes).expect("utf-8")
                    })
                    .collect(),
            }
        }
    }

    fn analyse(&mut self) -> crate::analysis::Analysis {
        use crate::analysis::{
            Analysis, VCF_MAX_MOVES, VCF_MAX_NODES, VCF_TABLE, VcfView, line_text, threat_points,
        };
        use gomoku::analysis::{
            gomoku_explanation_free, gomoku_explanation_text, gomoku_game_explain,
            gomoku_game_threats, gomoku_game_threats_at, gomoku_game_vcf, gomoku_move_threats,
            gomoku_point_set, gomoku_threat_map, gomoku_vcf_limits, gomoku_vcf_result,
        };
        let g = self.game;
        let size = i32::from(self.rules_view().size);
        let set_points = |s: &gomoku_point_set| -> Vec<Point> {
            let mut v = Vec::new();
            for y in 0..size {
                for x in 0..size {
                    if s.rows[y as usize] >> x & 1 != 0 {
                        v.push(point_from_c(gomoku_point { x, y }));
                    }
                }
            }
            v
        };
        // SAFETY: `g` is a live game handle; every out pointer is a local, every buffer
        // has the length given with it, and explanations are freed once.
        unsafe {
            let maps = Color::ALL.map(|c| {
                let mut m = std::mem::MaybeUninit::<gomoku_threat_map>::uninit();
                ok(
                    gomoku_game_threats(g, c_color(c), m.as_mut_ptr()).into_i32(),
                    "threats",
                );
                let m = m.assume_init();
                [
                    &m.five,
                    &m.four,
                    &m.straight_four,
                    &m.three,
                    &m.four_three,
                    &m.four_four,
                    &m.three_three,
                ]
                .map(set_points)
            });
            let mut threats = Vec::new();
            for c in Color::ALL {
                for p in threat_points(&maps[c.index()]) {
                    let mut t = std::mem::MaybeUninit::<gomoku_move_threats>::uninit();
                    let cp = gomoku_point {
                        x: i32::from(p.x()),
                        y: i32::from(p.y()),
                    };
                    ok(
                        gomoku_game_threats_at(g, c_color(c), cp, t.as_mut_ptr()).into_i32(),
                        "threats_at",
                    );
                    let t = t.assume_init();
                    let shapes = [
                        "none",
                        "five",
                        "overline",
                        "blocked-five",
                        "straight-four",
                        "four",
                        "three",
                    ];
                    let dirs = ["horizontal", "vertical", "diagonal", "anti-diagonal"];
                    let mut text: Vec<String> = t
                        .lines
                        .iter()
                        .map(|l| {
                            let stones: Vec<Point> = l.stones[..l.n_stones]
                                .iter()
                                .map(|&q| point_from_c(q))
                                .collect();
                            let points: Vec<Point> = l.points[..l.n_points]
                                .iter()
                                .map(|&q| point_from_c(q))
                                .collect();
                            line_text(
                                dirs[l.direction as usize],
                                shapes[l.shape as usize],
                                l.overline_wins,
                                &stones,
                                &points,
                            )
                        })
                        .collect();
                    let forbidden = (t.forbidden != gomoku_forbidden::None as i32)
                        .then(|| forbidden_from_c(t.forbidden));
                    text.push(format!("{} {} {} {forbidden:?}", t.fours, t.threes, t.wins));
                    threats.push((c, p, text.join("; ")));
                }
            }
            let mut turn = 0i32;
            ok(gomoku_game_turn(g, &raw mut turn).into_i32(), "turn");
            let empty_fp = gomoku_forbidden_point {
                point: gomoku_point { x: -1, y: -1 },
                kind: -1,
            };
            let forbidden = read_list(empty_fp, |b, l, n| {
                gomoku_game_forbidden_points(g, turn, b, l, n).into_i32()
            });
            let mut explanations = Vec::new();
            for f in forbidden {
                let mut e = ptr::null_mut();
                ok(
                    gomoku_game_explain(g, turn, f.point, &raw mut e).into_i32(),
                    "explain",
                );
                assert!(!e.is_null(), "C: a forbidden point without an explanation");
                let text = |tree: bool| {
                    let bytes = read_list(0 as core::ffi::c_char, |b, l, n| {
                        gomoku_explanation_text(e, tree, b, l, n).into_i32()
                    });
                    let bytes: Vec<u8> =
                        bytes[..bytes.len() - 1].iter().map(|&b| b as u8).collect();
                    String::from_utf8(bytes).expect("UTF-8 text")
                };
                explanations.push((point_from_c(f.point), text(false), text(true)));
                gomoku_explanation_free(e);
            }
            explanations.sort();
            let limits = gomoku_vcf_limits {
                max_moves: VCF_MAX_MOVES,
                max_nodes: VCF_MAX_NODES,
                table_entries: VCF_TABLE,
                mode: 0,
            };
            let mut line = vec![gomoku_point { x: -1, y: -1 }; 2 * VCF_MAX_MOVES as usize];
            let mut n = 0usize;
            let mut r = std::mem::MaybeUninit::<gomoku_vcf_result>::uninit();
            let status = gomoku_game_vcf(
                g,
                turn,
                &raw const limits,
                r.as_mut_ptr(),
                line.as_mut_ptr(),
                line.len(),
                &raw mut n,
            )
            .into_i32();
            let vcf = answer(status).map(|()| {
                let r = r.assume_init();
                VcfView {
                    answer: ["found", "none", "none-within-moves", "node-budget"]
                        [r.answer as usize],
                    moves: line[..n].iter().map(|&q| point_from_c(q)).collect(),
                    end: ["", "five", "forbidden-defence"][r.end as usize],
                    nodes: r.nodes,
                }
            });
            Analysis {
                maps,
                threats,
                explanations,
                vcf,
            }
        }
    }

    fn record_tree(&mut self, sgf: &str) -> Option<Vec<crate::NodeView>> {
        use gomoku::record::{
            gomoku_node_field, gomoku_record_free, gomoku_record_node_child,
            gomoku_record_node_child_count, gomoku_record_node_count, gomoku_record_node_mark,
            gomoku_record_node_move, gomoku_record_node_parent, gomoku_record_node_text,
            gomoku_record_read,
        };
        let mut rec = ptr::null_mut();
        // SAFETY: the text outlives the call; the out pointers are locals.
        let status = unsafe {
            gomoku_record_read(
                2,
                sgf.as_ptr(),
                sgf.len(),
                ptr::null(),
                &raw mut rec,
                ptr::null_mut(),
            )
        };
        if status.into_i32() != 0 {
            return None;
        }
        let mut count = 0usize;
        // SAFETY: a live record, a local out pointer.
        ok(
            unsafe { gomoku_record_node_count(rec, &raw mut count) }.into_i32(),
            "node_count",
        );
        let mut out = Vec::new();
        for i in 0..count {
            let mut parent = usize::MAX;
            // SAFETY: as above.
            let s = unsafe { gomoku_record_node_parent(rec, i, &raw mut parent) }.into_i32();
            let parent = (s == 0).then_some(parent);
            let mut n = 0usize;
            // SAFETY: as above.
            ok(
                unsafe { gomoku_record_node_child_count(rec, i, &raw mut n) }.into_i32(),
                "child_count",
            );
            let children = (0..n)
                .map(|k| {
                    let mut c = 0usize;
                    // SAFETY: as above.
                    ok(
                        unsafe { gomoku_record_node_child(rec, i, k, &raw mut c) }.into_i32(),
                        "child",
                    );
                    c
                })
                .collect();
            let mut m = gomoku_move {
                point: gomoku_point { x: -1, y: -1 },
                pass: false,
            };
            let mut color = -9;
            // SAFETY: as above.
            let s =
                unsafe { gomoku_record_node_move(rec, i, &raw mut m, &raw mut color) }.into_i32();
            let mv = (s == 0).then(|| {
                let point = (!m.pass).then(|| point_from_c(m.point));
                (color_from_c(color).expect("a colour"), point)
            });
            let comment = read_text(|b, l, n| {
                // SAFETY: as above; `b` is valid for `l` bytes.
                unsafe {
                    gomoku_record_node_text(rec, i, gomoku_node_field::Comment as i32, b, l, n)
                }
                .into_i32()
            });
            let mut mark = false;
            // SAFETY: as above.
            ok(
                unsafe { gomoku_record_node_mark(rec, i, &raw mut mark) }.into_i32(),
                "mark",
            );
            out.push(crate::NodeView {
                parent,
                children,
                mv,
                comment,
                mark,
            });
        }
        // SAFETY: made above, freed once.
        unsafe { gomoku_record_free(rec) };
        Some(out)
    }

    fn not_a_point(&self, in_setup: bool, game_over: bool) -> &'static str {
        // gomoku-ffi: "points are plain int32_t pairs and any value off the board gives
        // the off-board status", after the game-over check as the core orders them.
        match (in_setup, game_over) {
            (true, _) => "SetupError::OffBoard",
            (false, true) => "PlayError::GameOver",
            (false, false) => "PlayError::OffBoard",
        }
    }
}

/// The moves of a C game.
///
/// # Safety
///
/// `g` is a live game handle.
unsafe fn c_moves(g: *const gomoku_game) -> Vec<Option<Point>> {
    let empty_move = gomoku_move {
        point: gomoku_point { x: -1, y: -1 },
        pass: false,
    };
    // SAFETY: the caller's promise; the buffers are the helper's.
    read_list(empty_move, |b, l, n| unsafe {
        gomoku_game_moves(g, b, l, n).into_i32()
    })
    .into_iter()
    .map(|m| (!m.pass).then(|| point_from_c(m.point)))
    .collect()
}

/// The identity of a C game's position, through `gomoku_symmetry_*` and `gomoku_game_*`.
fn c_identity(g: *mut gomoku_game, size: i32) -> IdentityView {
    // SAFETY: `g` is a live game handle; every out pointer is a local; the games made here
    // are freed here.
    unsafe {
        let mut key = 0u64;
        ok(gomoku_game_key(g, &raw mut key).into_i32(), "key");
        let images = read_list(0u64, |b, l, n| {
            gomoku_game_symmetric_keys(g, b, l, n).into_i32()
        });
        let transformed = (0..8)
            .map(|s| {
                let mut t = ptr::null_mut();
                ok(
                    gomoku_game_transform(g, s, &raw mut t).into_i32(),
                    "transform",
                );
                let mut k = 0u64;
                ok(gomoku_game_key(t, &raw mut k).into_i32(), "key");
                let moves = c_moves(t);
                gomoku_game_free(t);
                (k, moves)
            })
            .collect();
        let mut c = ptr::null_mut();
        let mut sym = -1i32;
        ok(
            gomoku_game_canonical(g, &raw mut c, &raw mut sym).into_i32(),
            "canonical",
        );
        let mut ck = 0u64;
        ok(gomoku_game_key(c, &raw mut ck).into_i32(), "key");
        let canonical = (usize::try_from(sym).expect("a symmetry"), ck, c_moves(c));
        gomoku_game_free(c);
        let mut bits = 0u32;
        ok(
            gomoku_game_stabilizer(g, &raw mut bits).into_i32(),
            "stabilizer",
        );
        let probe = gomoku_point {
            x: i32::from(PROBE.0),
            y: i32::from(PROBE.1),
        };
        let mut point_images = Vec::new();
        let mut symmetric = Vec::new();
        for s in 0..8 {
            let mut q = gomoku_point { x: -1, y: -1 };
            let st = gomoku_symmetry_apply(s, probe, size as u32, &raw mut q).into_i32();
            let image = (st == 0).then(|| point_from_c(q));
            let mut sym = false;
            if image.is_some() {
                ok(
                    gomoku_game_moves_are_symmetric(g, probe, q, &raw mut sym).into_i32(),
                    "moves_are_symmetric",
                );
            }
            point_images.push(image);
            symmetric.push(sym);
        }
        IdentityView {
            key,
            images,
            transformed,
            canonical,
            stabilizer: u8::try_from(bits).expect("eight bits"),
            point_images,
            symmetric,
        }
    }
}
