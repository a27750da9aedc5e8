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
use gomoku::rules::{
    gomoku_rules, gomoku_rules_capture, gomoku_rules_caro_rule, gomoku_rules_clear_capture,
    gomoku_rules_clear_move_limit, gomoku_rules_forbidden_policy, gomoku_rules_free,
    gomoku_rules_move_limit, gomoku_rules_new, gomoku_rules_overline_wins, gomoku_rules_pass,
    gomoku_rules_perfect_five, gomoku_rules_restrictions, gomoku_rules_set_capture,
    gomoku_rules_set_caro_rule, gomoku_rules_set_forbidden_policy, gomoku_rules_set_move_limit,
    gomoku_rules_set_overline_wins, gomoku_rules_set_pass, gomoku_rules_set_perfect_five,
    gomoku_rules_set_restrictions, gomoku_rules_set_size, gomoku_rules_size,
};
use gomoku::types::{
    gomoku_color, gomoku_forbidden, gomoku_forbidden_point, gomoku_forbidden_policy, gomoku_move,
    gomoku_outcome, gomoku_point, gomoku_preset, gomoku_restrict, gomoku_termination,
};
use gomoku_referee::{Color, Forbidden, Point, Preset, Termination};

use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, OutcomeView, Refusal, RulesView, Snapshot, centre_points, line_points, off_board_points,
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
        // The C contract: `r` is a live handle made by `gomoku_rules_new`.
        {
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
        // The C contract: NULL or a live handle; freed once.
        gomoku_game_free(self.game);
        self.game = ptr::null_mut();
    }

    fn rules_view(&self) -> RulesView {
        let mut rules: *mut gomoku_rules = ptr::null_mut();
        // The C contract: `self.game` is live; the handle returned is freed below.
        {
            ok(
                gomoku_game_rules(self.game, &raw mut rules).into_i32(),
                "gomoku_game_rules",
            );
            let r = rules;
            let mut size = 0u32;
            ok(gomoku_rules_size(r, &raw mut size).into_i32(), "size");
            let mut overline = [false; 2];
            let mut restrictions: [Vec<Forbidden>; 2] = [Vec::new(), Vec::new()];
            for c in Color::ALL {
                ok(
                    gomoku_rules_overline_wins(r, c_color(c), &raw mut overline[c.index()])
                        .into_i32(),
                    "overline_wins",
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
        // The C contract: NULL or live handles, freed once.
        {
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
        // The C contract: NULL or a live handle; a fresh one replaces it.
        {
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
                // The C contract: the arrays live for the call; lengths are theirs.
                let status = {
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
            // The C contract: `self.rules` is live.
            {
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
        // The C contract: `g` is a live game handle.
        let status = {
            match *action {
                Action::Place(x, y) => gomoku_game_play(g, gomoku_point { x, y }),
                Action::Pass => gomoku_game_pass(g),
                Action::Undo => gomoku_game_undo(g),
                Action::Resign(c) => gomoku_game_resign(g, c_color(c)),
                Action::Timeout(c) => gomoku_game_timeout(g, c_color(c)),
                Action::Offer(c) => gomoku_game_offer_draw(g, c_color(c)),
                Action::Accept(c) => gomoku_game_accept_draw(g, c_color(c)),
                Action::Decline(c) => gomoku_game_decline_draw(g, c_color(c)),
            }
        };
        answer(status.into_i32())
    }

    fn observe(&mut self) -> Snapshot {
        let g = self.game;
        let rules = self.rules_view();
        let size = i32::from(rules.size);
        // The C contract: `g` is a live game handle; every out pointer is a local.
        {
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
                off_board_legal,
                forbidden_other,
            }
        }
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
