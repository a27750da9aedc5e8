//! The C face: the `extern "C"` functions of `gomoku-ffi`, called the way a C program
//! calls them — opaque handles, raw pointers, integer enums and status codes.

use core::ptr;

use gomoku::{gomoku_status_str, gomoku_version};

use gomoku::game::{
    gomoku_game, gomoku_game_accept_draw, gomoku_game_captured_pairs, gomoku_game_check,
    gomoku_game_clone, gomoku_game_decline_draw, gomoku_game_draw, gomoku_game_draw_offer,
    gomoku_game_forbidden, gomoku_game_forbidden_mask, gomoku_game_forbidden_points,
    gomoku_game_free, gomoku_game_from_setup, gomoku_game_is_legal, gomoku_game_is_over,
    gomoku_game_last_captures, gomoku_game_legal_mask, gomoku_game_legal_moves,
    gomoku_game_move_count, gomoku_game_moves, gomoku_game_new, gomoku_game_offer_draw,
    gomoku_game_outcome, gomoku_game_pass, gomoku_game_play, gomoku_game_play_text,
    gomoku_game_resign, gomoku_game_rules, gomoku_game_stone_at, gomoku_game_timeout,
    gomoku_game_turn, gomoku_game_undo,
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
    gomoku_rules_clear_move_limit, gomoku_rules_clone, gomoku_rules_forbidden_policy,
    gomoku_rules_free, gomoku_rules_from_gomocup, gomoku_rules_from_name,
    gomoku_rules_gomocup_code, gomoku_rules_move_limit, gomoku_rules_name, gomoku_rules_new,
    gomoku_rules_overline_switch, gomoku_rules_overline_wins, gomoku_rules_pass,
    gomoku_rules_perfect_five, gomoku_rules_preset, gomoku_rules_restrictions,
    gomoku_rules_set_capture, gomoku_rules_set_caro_rule, gomoku_rules_set_forbidden_policy,
    gomoku_rules_set_move_limit, gomoku_rules_set_overline_wins, gomoku_rules_set_pass,
    gomoku_rules_set_perfect_five, gomoku_rules_set_restrictions, gomoku_rules_set_size,
    gomoku_rules_size,
};
use gomoku::symmetry::{
    gomoku_game_canonical, gomoku_game_key, gomoku_game_moves_are_symmetric,
    gomoku_game_stabilizer, gomoku_game_symmetric_keys, gomoku_game_transform,
    gomoku_symmetry_apply,
};
use gomoku::types::{
    gomoku_color, gomoku_color_from_str, gomoku_color_name, gomoku_forbidden,
    gomoku_forbidden_from_str, gomoku_forbidden_name, gomoku_forbidden_point,
    gomoku_forbidden_policy, gomoku_move, gomoku_outcome, gomoku_outcome_new, gomoku_point,
    gomoku_point_from_str, gomoku_point_to_str, gomoku_preset, gomoku_restrict, gomoku_termination,
    gomoku_termination_from_str, gomoku_termination_name,
};
use gomoku_referee::{Color, Forbidden, Point, Preset, Symmetry, Termination};

use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, ExpectedView, IdentityView, OutcomeView, PROBE, Refusal, RulesView, Snapshot,
    centre_points, check_points, off_board_points, pick, pick_indices,
};
use crate::table::variant_of_status;
use crate::texts::{Parsed, TextQuestions, Texts, WINNERS, move_list_rules};

/// The C face: a `gomoku_rules *` and a `gomoku_game *`, freed on drop.
#[derive(Debug)]
pub struct CFace {
    rules: *mut gomoku_rules,
    game: *mut gomoku_game,
    /// The reusable VCF solver of every analysis (made at the first).
    vcf_solver: *mut gomoku::analysis::gomoku_vcf_solver,
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
        centre_x2: -1,
        centre_y2: -1,
    };
    ok(
        gomoku_game_symmetric_offer(g, &raw mut so).into_i32(),
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
            "point={} earlier={} symmetry={symmetry} centre=({:?}, {:?})",
            point(so.point),
            point(so.earlier),
            f64::from(so.centre_x2) / 2.0,
            f64::from(so.centre_y2) / 2.0
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
    const WHAT: [&str; 9] = [
        "place",
        "swap",
        "choose-color",
        "choose-color-or-place",
        "declare",
        "offer",
        "(no longer used)",
        "pick",
        "swap-or-offer",
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
        count: matches!(what, "offer" | "swap-or-offer").then_some(e.count),
        max: (what == "declare").then_some(e.max),
    })
}

fn c_forbidden(k: Forbidden) -> i32 {
    (match k {
        Forbidden::DoubleThree => gomoku_forbidden::DoubleThree,
        Forbidden::DoubleFour => gomoku_forbidden::DoubleFour,
        Forbidden::Overline => gomoku_forbidden::Overline,
    }) as i32
}

fn c_termination(t: Termination) -> i32 {
    use gomoku_termination as T;
    (match t {
        Termination::Five => T::Five,
        Termination::Capture => T::Capture,
        Termination::Forbidden => T::Forbidden,
        Termination::Resignation => T::Resignation,
        Termination::Timeout => T::Timeout,
        Termination::BoardFull => T::BoardFull,
        Termination::NoLegalMove => T::NoLegalMove,
        Termination::BothPassed => T::BothPassed,
        Termination::MoveLimit => T::MoveLimit,
        Termination::Agreement => T::Agreement,
        Termination::BothWon => T::BothWon,
    }) as i32
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

fn preset_from_c(p: i32) -> Option<Preset> {
    if p == -1 {
        return None;
    }
    let found = Preset::ALL.into_iter().find(|q| c_preset(*q) == p);
    Some(found.unwrap_or_else(|| panic!("C: {p} is no preset")))
}

/// The coordinates C gives for "no point": a pass's point, a missing line's ends.
const NO_POINT: (i32, i32) = (-1, -1);

fn raw(p: gomoku_point) -> (i32, i32) {
    (p.x, p.y)
}

/// Reads a text through a `(buf, len, out_n)` function: NUL-terminated, `out_n` counting
/// the NUL.
fn read_text(mut call: impl FnMut(*mut core::ffi::c_char, usize, *mut usize) -> i32) -> String {
    let bytes = read_list(0, &mut call);
    let (last, text) = bytes.split_last().expect("C: a text has its NUL");
    assert_eq!(*last, 0, "C: the text ends with its NUL");
    assert!(!text.contains(&0), "C: one NUL, at the end");
    String::from_utf8(text.iter().map(|&b| b as u8).collect()).expect("C: UTF-8 text")
}

/// Reads a text through a `(buf, len, out_n)` function: `None` when it says the field is
/// missing (`GOMOKU_STATUS_RECORD_NO_FIELD`).
fn read_optional_text(
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
            vcf_solver: ptr::null_mut(),
        }
    }

    fn switch(&mut self, s: Switch) -> i32 {
        let r = self.rules;
        // First the same switch with values only C can pass: refused, nothing changed
        // (the rules are compared after the step).
        for bad in [-1, 2, 99] {
            let status = match s {
                Switch::OverlineWins(_, on) => gomoku_rules_set_overline_wins(r, bad, on),
                Switch::Restrictions(..) => gomoku_rules_set_restrictions(r, bad, 0),
                Switch::Lose(_) => gomoku_rules_set_forbidden_policy(r, bad),
                _ => gomoku::gomoku_status::InvalidEnum,
            };
            assert_eq!(
                status,
                gomoku::gomoku_status::InvalidEnum,
                "C: {s} with {bad}"
            );
        }
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

    /// Replaces the game by its `gomoku_game_clone` (and frees it): every later step runs
    /// on the copy, so a copy that loses anything shows in the comparisons.
    fn reclone_game(&mut self) {
        let mut copy: *mut gomoku_game = ptr::null_mut();
        ok(
            gomoku_game_clone(self.game, &raw mut copy).into_i32(),
            "gomoku_game_clone",
        );
        assert!(
            !copy.is_null() && copy != self.game,
            "C: clone gave no new game"
        );
        gomoku_game_free(self.game);
        self.game = copy;
    }

    /// As [`CFace::reclone_game`] for the rules.
    fn reclone_rules(&mut self) {
        let mut copy: *mut gomoku_rules = ptr::null_mut();
        ok(
            gomoku_rules_clone(self.rules, &raw mut copy).into_i32(),
            "gomoku_rules_clone",
        );
        assert!(
            !copy.is_null() && copy != self.rules,
            "C: clone gave no new rules"
        );
        gomoku_rules_free(self.rules);
        self.rules = copy;
    }

    /// `gomoku_rules_set_restrictions` with bits that are no kind: refused, nothing
    /// changed (the core and Python cannot even be asked).
    fn unknown_restriction_bits(&self) {
        for c in Color::ALL {
            let mut before = 0u32;
            ok(
                gomoku_rules_restrictions(self.rules, c_color(c), &raw mut before).into_i32(),
                "restrictions",
            );
            for bits in [8u32, 0x10, 1 << 31, 0xFFFF_FFFF, 9] {
                let status = gomoku_rules_set_restrictions(self.rules, c_color(c), bits);
                assert_eq!(
                    status,
                    gomoku::gomoku_status::InvalidEnum,
                    "C: restriction bits {bits:#x} accepted"
                );
                let mut after = 0u32;
                ok(
                    gomoku_rules_restrictions(self.rules, c_color(c), &raw mut after).into_i32(),
                    "restrictions",
                );
                assert_eq!(
                    before, after,
                    "C: a refused set_restrictions changed the rules"
                );
            }
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
        ok(
            gomoku_game_rules(self.game, &raw mut rules).into_i32(),
            "gomoku_game_rules",
        );
        let view = rules_view_of(rules);
        gomoku_rules_free(rules);
        view
    }
}

/// What a live rules handle reports.
fn rules_view_of(r: *const gomoku_rules) -> RulesView {
    {
        let mut size = 0u32;
        ok(gomoku_rules_size(r, &raw mut size).into_i32(), "size");
        let mut overline = [false; 2];
        let mut switch = [false; 2];
        let mut restrictions: [Vec<Forbidden>; 2] = [Vec::new(), Vec::new()];
        for c in Color::ALL {
            ok(
                gomoku_rules_overline_wins(r, c_color(c), &raw mut overline[c.index()]).into_i32(),
                "overline_wins",
            );
            ok(
                gomoku_rules_overline_switch(r, c_color(c), &raw mut switch[c.index()]).into_i32(),
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
        let name = read_text(|b, l, n| gomoku_rules_name(r, b, l, n).into_i32());
        let mut preset = 99i32;
        ok(gomoku_rules_preset(r, &raw mut preset).into_i32(), "preset");
        let mut code = 99i32;
        ok(
            gomoku_rules_gomocup_code(r, &raw mut code).into_i32(),
            "gomocup_code",
        );
        RulesView {
            name,
            preset: preset_from_c(preset),
            gomocup: (code != -1)
                .then(|| u32::try_from(code).unwrap_or_else(|_| panic!("C: code {code}"))),
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
            gomoku::analysis::gomoku_vcf_solver_free(self.vcf_solver);
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
            .map(|s| {
                let a = answer(self.switch(*s));
                if matches!(s, Switch::Restrictions(..)) {
                    self.unknown_restriction_bits();
                }
                self.reclone_rules();
                a
            })
            .collect()
    }

    fn start(&mut self, start: &Start) -> Answer {
        self.free_game();
        let result = match start {
            Start::Empty => Ok(()),
            Start::Opening { kind, n } => answer(
                gomoku_game_new_with_opening(self.rules, *kind, *n, &raw mut self.game).into_i32(),
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
                // No stones of a colour: a NULL array, as a C caller may pass.
                let arr = |v: &[gomoku_point]| {
                    if v.is_empty() {
                        ptr::null()
                    } else {
                        v.as_ptr()
                    }
                };
                // The C contract: the arrays live for the call; lengths are theirs.
                let status = {
                    gomoku_game_from_setup(
                        self.rules,
                        arr(&b),
                        b.len(),
                        arr(&w),
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
        self.reclone_game();
        result
    }

    fn act(&mut self, action: &Action) -> Answer {
        let g = self.game;
        // First the same call with values only C can pass: a colour that is no colour, a
        // NULL game. Refused, and nothing changes (the snapshot after the step shows it).
        let bad_colour = match *action {
            Action::Resign(_) => Some(gomoku_game_resign as extern "C" fn(_, _) -> _),
            Action::Timeout(_) => Some(gomoku_game_timeout as extern "C" fn(_, _) -> _),
            Action::Offer(_) => Some(gomoku_game_offer_draw as extern "C" fn(_, _) -> _),
            Action::Accept(_) => Some(gomoku_game_accept_draw as extern "C" fn(_, _) -> _),
            Action::Decline(_) => Some(gomoku_game_decline_draw as extern "C" fn(_, _) -> _),
            _ => None,
        };
        if let Some(f) = bad_colour {
            for bad in [-1, 2, i32::MAX] {
                assert_eq!(
                    f(g, bad),
                    gomoku::gomoku_status::InvalidEnum,
                    "C: colour {bad}"
                );
            }
            assert_eq!(
                f(ptr::null_mut(), gomoku_color::Black as i32),
                gomoku::gomoku_status::NullPointer
            );
        }
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
            let refusal = symmetric_offer(g);
            self.reclone_game();
            return Err(refusal);
        }
        self.reclone_game();
        answer(status)
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
            // Just off the board, on every side: stone_at refuses, is_legal is false.
            for i in [0, size / 2, size - 1] {
                for (x, y) in [(-1, i), (i, -1), (size, i), (i, size)] {
                    let p = gomoku_point { x, y };
                    let mut c = 77i32;
                    let status = gomoku_game_stone_at(g, p, &raw mut c);
                    assert_eq!(
                        (status, c),
                        (gomoku::gomoku_status::PlayOffBoard, 77),
                        "C: stone_at ({x}, {y}) on a board of {size}"
                    );
                    let mut l = true;
                    ok(
                        gomoku_game_is_legal(g, p, &raw mut l).into_i32(),
                        "is_legal",
                    );
                    assert!(!l, "C: ({x}, {y}) is legal on a board of {size}");
                }
            }
            let none = gomoku_point { x: -1, y: -1 };
            let mut legal_moves: Vec<Point> = read_list(none, |b, l, n| {
                gomoku_game_legal_moves(g, b, l, n).into_i32()
            })
            .into_iter()
            .map(point_from_c)
            .collect();
            // In the order C writes them.
            let legal_picks = pick_indices(legal_moves.len())
                .into_iter()
                .map(|i| pick(&legal_moves, i))
                .collect();
            let legal_contains = check_points(rules.size)
                .into_iter()
                .map(|p| legal_moves.contains(&p))
                .collect();
            legal_moves.sort();
            // The size query alone: the count without the list.
            let mut legal_move_count = usize::MAX;
            let status = gomoku_game_legal_moves(g, ptr::null_mut(), 0, &raw mut legal_move_count)
                .into_i32();
            if status != gomoku::gomoku_status::BufferTooSmall as i32 {
                ok(status, "the size query of gomoku_game_legal_moves");
            }
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
            let mut forbidden_points_other: Vec<(Point, Forbidden)> =
                read_list(empty_fp, |b, l, n| {
                    gomoku_game_forbidden_points(g, c_color(!turn), b, l, n).into_i32()
                })
                .into_iter()
                .map(|f| (point_from_c(f.point), forbidden_from_c(f.kind)))
                .collect();
            forbidden_points_other.sort();
            for bad in [-1, 2, 99] {
                let mut n = 0usize;
                let status = gomoku_game_forbidden_points(g, bad, ptr::null_mut(), 0, &raw mut n);
                assert_eq!(
                    status,
                    gomoku::gomoku_status::InvalidEnum,
                    "C: colour {bad}"
                );
            }
            let mut captures = [0u32; 2];
            for c in Color::ALL {
                ok(
                    gomoku_game_captured_pairs(g, c_color(c), &raw mut captures[c.index()])
                        .into_i32(),
                    "captured_pairs",
                );
            }
            let mut out = gomoku_outcome {
                termination: 77,
                winner: 77,
                line_len: 77,
                line_start: gomoku_point { x: 77, y: 77 },
                line_end: gomoku_point { x: 77, y: 77 },
            };
            ok(gomoku_game_outcome(g, &raw mut out).into_i32(), "outcome");
            // The raw struct, not a normalised view: no line is {-1, -1} twice and a
            // length of 0; a line's ends in the core's order.
            let line = if out.line_len == 0 {
                assert_eq!(
                    (raw(out.line_start), raw(out.line_end)),
                    (NO_POINT, NO_POINT),
                    "C: the ends of no line"
                );
                None
            } else {
                Some((
                    point_from_c(out.line_start),
                    point_from_c(out.line_end),
                    out.line_len as usize,
                ))
            };
            let outcome = if out.termination == gomoku_termination::None as i32 {
                assert_eq!(
                    (out.winner, line),
                    (gomoku_color::None as i32, None),
                    "C: the outcome of a game not over"
                );
                None
            } else {
                Some(OutcomeView {
                    winner: color_from_c(out.winner),
                    termination: termination_from_c(out.termination),
                    line,
                })
            };
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
            .map(|m| {
                if m.pass {
                    assert_eq!(raw(m.point), NO_POINT, "C: the point of a pass");
                    None
                } else {
                    Some(point_from_c(m.point))
                }
            })
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
            let mut move_count = 0usize;
            ok(
                gomoku_game_move_count(g, &raw mut move_count).into_i32(),
                "move_count",
            );
            let diagrams = [false, true]
                .map(|mark| read_text(|b, l, n| gomoku_game_draw(g, mark, b, l, n).into_i32()));
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
            let check = check_points(rules.size)
                .into_iter()
                .map(|p| match answer(gomoku_game_check(g, c_pt(p)).into_i32()) {
                    Ok(()) => None,
                    Err(r) => Some(r.variant),
                })
                .collect();
            // The game's kept maps (issue 28), asked after every step.
            let threat_maps = Color::ALL.map(|c| {
                use gomoku::analysis::{gomoku_game_threats, gomoku_point_set, gomoku_threat_map};
                let mut m = std::mem::MaybeUninit::<gomoku_threat_map>::uninit();
                ok(
                    gomoku_game_threats(g, c_color(c), m.as_mut_ptr()).into_i32(),
                    "threats",
                );
                // SAFETY: written by the successful call above.
                let m = unsafe { m.assume_init() };
                let points = |s: &gomoku_point_set| -> Vec<Point> {
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
                [
                    &m.five,
                    &m.four,
                    &m.straight_four,
                    &m.three,
                    &m.four_three,
                    &m.four_four,
                    &m.three_three,
                ]
                .map(points)
            });
            Snapshot {
                rules,
                stones,
                turn,
                legal,
                legal_moves,
                legal_move_count,
                legal_picks,
                any_legal: legal_move_count != 0,
                legal_contains,
                forbidden,
                captures,
                last_captures,
                over,
                outcome,
                draw_offer: color_from_c(offer),
                moves,
                expected: expected_from_c(&e),
                black: u8::try_from(black).expect("a player"),
                colors: [0, 1].map(|p| {
                    let mut c = 77i32;
                    ok(
                        gomoku::opening::gomoku_game_color_of(g, p, &raw mut c).into_i32(),
                        "color_of",
                    );
                    color_from_c(c).expect("C: a colour")
                }),
                opening: c_opening(g),
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
                forbidden_points_other,
                move_count,
                diagrams,
                threat_maps,
                check: Some(check),
                legal_mask: Some(read_list(0u8, |b, l, n| {
                    gomoku_game_legal_mask(g, b, l, n).into_i32()
                })),
                forbidden_mask: read_list(0u8, |b, l, n| {
                    gomoku_game_forbidden_mask(g, b, l, n).into_i32()
                }),
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
            gomoku_point_set, gomoku_point_set_contains, gomoku_threat_map, gomoku_vcf_limits,
            gomoku_vcf_result, gomoku_vcf_solver_new, gomoku_vcf_solver_vcf,
        };
        let g = self.game;
        let size = i32::from(self.rules_view().size);
        let set_points = |s: &gomoku_point_set| -> Vec<Point> {
            // Through `gomoku_point_set_contains`, checked against the raw bits, over the
            // whole largest board and coordinates no board holds.
            let mut v = Vec::new();
            for y in -1..=26 {
                for x in -1..=26 {
                    let has = gomoku_point_set_contains(s, gomoku_point { x, y });
                    let on = (0..26).contains(&x) && (0..26).contains(&y);
                    let bit = on && s.rows[y as usize] >> x & 1 != 0;
                    assert_eq!(has, bit, "C: point_set_contains ({x}, {y})");
                    if has {
                        assert!(x < size && y < size, "C: a point off the board in a set");
                        v.push(point_from_c(gomoku_point { x, y }));
                    }
                }
            }
            for (x, y) in [(i32::MIN, 0), (0, i32::MAX), (32, 0), (0, 32)] {
                assert!(!gomoku_point_set_contains(s, gomoku_point { x, y }));
            }
            assert!(!gomoku_point_set_contains(
                ptr::null(),
                gomoku_point { x: 0, y: 0 }
            ));
            v
        };
        let maps = Color::ALL.map(|c| {
            let mut m = std::mem::MaybeUninit::<gomoku_threat_map>::uninit();
            ok(
                gomoku_game_threats(g, c_color(c), m.as_mut_ptr()).into_i32(),
                "threats",
            );
            // SAFETY: written by the successful call above.
            let m = unsafe { m.assume_init() };
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
                // SAFETY: written by the successful call above.
                let t = unsafe { t.assume_init() };
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
                let bytes: Vec<u8> = bytes[..bytes.len() - 1].iter().map(|&b| b as u8).collect();
                String::from_utf8(bytes).expect("UTF-8 text")
            };
            let tree = c_explanation_tree(e);
            let mut kind = 77i32;
            let mut at = gomoku_point { x: -9, y: -9 };
            ok(
                gomoku::analysis::gomoku_explanation_kind(e, &raw mut at, &raw mut kind).into_i32(),
                "explanation_kind",
            );
            assert_eq!(
                (raw(at), kind),
                (raw(f.point), f.kind),
                "C: the explained point and kind"
            );
            explanations.push((point_from_c(f.point), text(false), text(true), tree));
            gomoku_explanation_free(e);
        }
        explanations.sort();
        if self.vcf_solver.is_null() {
            ok(
                gomoku_vcf_solver_new(&raw mut self.vcf_solver).into_i32(),
                "vcf_solver_new",
            );
        }
        let solver = self.vcf_solver;
        // gomoku_vcf_mode: 0 shortest, 1 fast; one-shot, then with the reused solver.
        let vcf = [(0, false), (1, false), (0, true), (1, true)].map(|(mode, reused)| {
            let limits = gomoku_vcf_limits {
                max_moves: VCF_MAX_MOVES,
                max_nodes: VCF_MAX_NODES,
                table_entries: VCF_TABLE,
                mode,
            };
            let mut line = vec![gomoku_point { x: -1, y: -1 }; 2 * VCF_MAX_MOVES as usize];
            let mut n = 0usize;
            let mut r = std::mem::MaybeUninit::<gomoku_vcf_result>::uninit();
            let status = if reused {
                gomoku_vcf_solver_vcf(
                    solver,
                    g,
                    turn,
                    &raw const limits,
                    r.as_mut_ptr(),
                    line.as_mut_ptr(),
                    line.len(),
                    &raw mut n,
                )
            } else {
                gomoku_game_vcf(
                    g,
                    turn,
                    &raw const limits,
                    r.as_mut_ptr(),
                    line.as_mut_ptr(),
                    line.len(),
                    &raw mut n,
                )
            }
            .into_i32();
            answer(status).map(|()| {
                // SAFETY: written by the successful call above.
                let r = unsafe { r.assume_init() };
                VcfView {
                    answer: ["found", "none", "none-within-moves", "node-budget"]
                        [r.answer as usize],
                    moves: line[..n].iter().map(|&q| point_from_c(q)).collect(),
                    end: ["", "five", "forbidden-defence"][r.end as usize],
                    nodes: r.nodes,
                }
            })
        });
        let bot = {
            use gomoku::bot::{
                gomoku_bot_decision, gomoku_reference_bot_choose, gomoku_reference_bot_clone,
                gomoku_reference_bot_decide, gomoku_reference_bot_free, gomoku_reference_bot_new,
            };
            let mut b = ptr::null_mut();
            assert_eq!(
                gomoku_reference_bot_new(crate::analysis::BOT_SEED, &raw mut b).into_i32(),
                0,
                "C: reference_bot_new"
            );
            // A clone chooses what the bot decides.
            let mut twin = ptr::null_mut();
            assert_eq!(
                gomoku_reference_bot_clone(b, &raw mut twin).into_i32(),
                0,
                "C: reference_bot_clone"
            );
            let mut chosen = gomoku_point { x: -1, y: -1 };
            let chose =
                gomoku_reference_bot_choose(twin, g, crate::analysis::BOT_NODES, &raw mut chosen)
                    .into_i32();
            gomoku_reference_bot_free(twin);
            let none = gomoku_point { x: -1, y: -1 };
            let mut d = gomoku_bot_decision {
                point: none,
                reason: -1,
                nodes: 0,
                kind: -1,
                color: -1,
                count: 0,
                offers: [none; 32],
            };
            let status = gomoku_reference_bot_decide(
                b,
                g,
                crate::analysis::BOT_NODES,
                None,
                ptr::null_mut(),
                &raw mut d,
            )
            .into_i32();
            gomoku_reference_bot_free(b);
            // A step with a stone of the search is `choose`'s too (Swap2's choice of a
            // colour aside, where `choose` gives the stone it would place).
            if status != 0 || matches!(d.kind, 0 | 1 | 7) {
                assert_eq!(chose, status, "C: reference_bot_choose and _decide");
            }
            if status == 0 && matches!(d.kind, 0 | 1 | 7) {
                assert_eq!(chosen, d.point, "C: reference_bot_choose and _decide");
            }
            answer(status).map(|()| {
                const KINDS: [&str; 8] = [
                    "move", "place", "swap", "keep", "choose", "declare", "offer", "pick",
                ];
                let kind = KINDS[d.kind as usize];
                let point = || point_from_c(d.point).to_string();
                let step = match kind {
                    "move" | "place" => point(),
                    "pick" => format!("pick {}", point()),
                    "choose" => format!("choose {}", ["black", "white"][d.color as usize]),
                    "declare" => format!("declare {}", d.count),
                    "offer" => d.offers[..d.count as usize]
                        .iter()
                        .fold("offer".to_owned(), |t, &p| {
                            format!("{t} {}", point_from_c(p))
                        }),
                    other => other.to_owned(),
                };
                crate::analysis::BotView {
                    kind: kind.to_owned(),
                    step,
                    reason: ["win", "vcf", "refute", "delay", "evaluate", "opening"]
                        [d.reason as usize]
                        .to_owned(),
                    nodes: d.nodes,
                }
            })
        };
        Analysis {
            maps,
            threats,
            explanations,
            vcf,
            bot,
        }
    }

    fn record_tree(&mut self, data: &[u8], renlib: bool) -> Option<Vec<crate::NodeView>> {
        use gomoku::record::{
            gomoku_node_field, gomoku_record_free, gomoku_record_node_child,
            gomoku_record_node_child_count, gomoku_record_node_count, gomoku_record_node_mark,
            gomoku_record_node_move, gomoku_record_node_parent, gomoku_record_node_text,
            gomoku_record_read, gomoku_record_read_renlib,
        };
        let mut rec = ptr::null_mut();
        // A RenLib library through its own reader with the default code page named (GBK,
        // what the core's and Python's plain readers use); SGF through the generic reader
        // (gomoku_record_format 2).
        let status = if renlib {
            gomoku_record_read_renlib(
                data.as_ptr(),
                data.len(),
                c"gbk".as_ptr(),
                &raw mut rec,
                ptr::null_mut(),
            )
        } else {
            gomoku_record_read(
                2,
                data.as_ptr(),
                data.len(),
                ptr::null(),
                &raw mut rec,
                ptr::null_mut(),
            )
        };
        if status.into_i32() != 0 {
            return None;
        }
        let mut count = 0usize;
        ok(
            gomoku_record_node_count(rec, &raw mut count).into_i32(),
            "node_count",
        );
        let mut out = Vec::new();
        for i in 0..count {
            let mut parent = usize::MAX;
            let s = gomoku_record_node_parent(rec, i, &raw mut parent).into_i32();
            let parent = (s == 0).then_some(parent);
            let mut n = 0usize;
            ok(
                gomoku_record_node_child_count(rec, i, &raw mut n).into_i32(),
                "child_count",
            );
            let children = (0..n)
                .map(|k| {
                    let mut c = 0usize;
                    ok(
                        gomoku_record_node_child(rec, i, k, &raw mut c).into_i32(),
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
            let s = gomoku_record_node_move(rec, i, &raw mut m, &raw mut color).into_i32();
            let mv = (s == 0).then(|| {
                let point = (!m.pass).then(|| point_from_c(m.point));
                (color_from_c(color).expect("a colour"), point)
            });
            let comment = read_optional_text(|b, l, n| {
                gomoku_record_node_text(rec, i, gomoku_node_field::Comment as i32, b, l, n)
                    .into_i32()
            });
            let board_text = read_optional_text(|b, l, n| {
                gomoku_record_node_text(rec, i, gomoku_node_field::BoardText as i32, b, l, n)
                    .into_i32()
            });
            let mut mark = false;
            ok(
                gomoku_record_node_mark(rec, i, &raw mut mark).into_i32(),
                "mark",
            );
            out.push(crate::NodeView {
                parent,
                children,
                mv,
                comment,
                mark,
                board_text,
                properties: c_node_properties(rec, i),
            });
        }
        gomoku_record_free(rec);
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

/// The moves of a C game (`g` a live game handle).
fn c_moves(g: *const gomoku_game) -> Vec<Option<Point>> {
    let empty_move = gomoku_move {
        point: gomoku_point { x: -1, y: -1 },
        pass: false,
    };
    read_list(empty_move, |b, l, n| {
        gomoku_game_moves(g, b, l, n).into_i32()
    })
    .into_iter()
    .map(|m| (!m.pass).then(|| point_from_c(m.point)))
    .collect()
}

/// The identity of a C game's position, through `gomoku_symmetry_*` and `gomoku_game_*`.
fn c_identity(g: *mut gomoku_game, size: i32) -> IdentityView {
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

fn c_text(t: &str) -> std::ffi::CString {
    std::ffi::CString::new(t).expect("a text without NUL")
}

/// A static C string, or `None` for NULL.
fn static_text(p: *const core::ffi::c_char) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: the library returns NULL or a static NUL-terminated string.
    let s = unsafe { core::ffi::CStr::from_ptr(p) };
    Some(s.to_str().expect("C: UTF-8").to_owned())
}

/// Parses `text` with a `(text, int32_t *out)` function into a core value.
fn parse_int<T>(
    text: &str,
    call: impl Fn(*const core::ffi::c_char, *mut i32) -> gomoku::gomoku_status,
    from_c: impl Fn(i32) -> T,
) -> Parsed<T> {
    let t = c_text(text);
    let mut v = 77i32;
    let status = call(t.as_ptr(), &raw mut v).into_i32();
    match answer(status) {
        Ok(()) => Ok(from_c(v)),
        Err(r) => {
            assert_eq!(v, 77, "C: a refused parse wrote its out-parameter");
            Err(r.variant)
        }
    }
}

/// Takes a rules handle made by a `(…, gomoku_rules **out)` function.
fn made_rules(
    call: impl FnOnce(*mut *mut gomoku_rules) -> gomoku::gomoku_status,
) -> Parsed<RulesView> {
    let mut r: *mut gomoku_rules = ptr::null_mut();
    let status = call(&raw mut r).into_i32();
    match answer(status) {
        Ok(()) => {
            let view = rules_view_of(r);
            gomoku_rules_free(r);
            Ok(view)
        }
        Err(e) => {
            assert!(
                r.is_null(),
                "C: a refused constructor wrote its out-parameter"
            );
            Err(e.variant)
        }
    }
}

impl CFace {
    /// The C ABI's answers to the text questions; with the C-only questions (numbers
    /// that are no enum value, NULL texts, points no board holds) asserted here.
    #[must_use]
    pub fn texts(q: &TextQuestions) -> Texts {
        // Values only C can pass.
        for bad in [-1, 2, 3, 99, i32::MIN] {
            assert_eq!(static_text(gomoku_color_name(bad)), None, "C: colour {bad}");
        }
        for bad in [-1, 3, 4, 99, i32::MIN] {
            assert_eq!(
                static_text(gomoku_forbidden_name(bad)),
                None,
                "C: kind {bad}"
            );
        }
        for bad in [-1, 11, 12, 99, i32::MAX] {
            assert_eq!(
                static_text(gomoku_termination_name(bad)),
                None,
                "C: termination {bad}"
            );
        }
        for (x, y) in [(26, 0), (0, 26), (-1, 0), (0, -1), (i32::MAX, i32::MIN)] {
            let mut n = 0usize;
            let status = gomoku_point_to_str(gomoku_point { x, y }, ptr::null_mut(), 0, &raw mut n);
            assert_eq!(
                status,
                gomoku::gomoku_status::PlayOffBoard,
                "C: point_to_str ({x}, {y})"
            );
        }
        let mut p = gomoku_point { x: 77, y: 77 };
        assert_eq!(
            gomoku_point_from_str(ptr::null(), &raw mut p),
            gomoku::gomoku_status::NullPointer
        );
        // The messages of gomoku-ffi/STATUS.md (its table: number, constant, core error,
        // message), "unknown status" for any other number.
        let table = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../gomoku-ffi/STATUS.md"
        ))
        .expect("STATUS.md");
        let messages: std::collections::BTreeMap<i32, String> = table
            .lines()
            .filter_map(|l| {
                let cells: Vec<&str> = l.split('|').map(str::trim).collect();
                let n = cells.get(1)?.parse().ok()?;
                Some((n, (*cells.get(4)?).to_owned()))
            })
            .collect();
        assert!(messages.len() >= 30, "STATUS.md: {} rows", messages.len());
        for s in -2..1000 {
            let m = static_text(gomoku_status_str(s)).expect("C: status_str is never NULL");
            let expected = messages.get(&s).map_or("unknown status", String::as_str);
            assert_eq!(m, expected, "C: status_str({s})");
        }
        let named = |f: extern "C" fn(i32) -> *const core::ffi::c_char, v: i32| {
            static_text(f(v)).unwrap_or_else(|| panic!("C: no name for {v}"))
        };
        Texts {
            version: static_text(gomoku_version()).expect("C: a version"),
            point_names: q
                .points
                .iter()
                .map(|p| {
                    let c = gomoku_point {
                        x: i32::from(p.x()),
                        y: i32::from(p.y()),
                    };
                    read_text(|b, l, n| gomoku_point_to_str(c, b, l, n).into_i32())
                })
                .collect(),
            points: q
                .point_texts
                .iter()
                .map(|t| {
                    let t = c_text(t);
                    let mut p = gomoku_point { x: 77, y: 77 };
                    match answer(gomoku_point_from_str(t.as_ptr(), &raw mut p).into_i32()) {
                        Ok(()) => Ok(point_from_c(p)),
                        Err(r) => {
                            assert_eq!(raw(p), (77, 77), "C: a refused parse wrote its point");
                            Err(r.variant)
                        }
                    }
                })
                .collect(),
            color_names: Color::ALL
                .iter()
                .map(|c| named(gomoku_color_name, c_color(*c)))
                .collect(),
            colors: q
                .color_texts
                .iter()
                .map(|t| {
                    parse_int(
                        t,
                        |p, o| gomoku_color_from_str(p, o),
                        |v| color_from_c(v).expect("C: a colour"),
                    )
                })
                .collect(),
            forbidden_names: Forbidden::ALL
                .iter()
                .map(|k| named(gomoku_forbidden_name, c_forbidden(*k)))
                .collect(),
            forbidden: q
                .forbidden_texts
                .iter()
                .map(|t| parse_int(t, |p, o| gomoku_forbidden_from_str(p, o), forbidden_from_c))
                .collect(),
            termination_names: Termination::ALL
                .iter()
                .map(|t| named(gomoku_termination_name, c_termination(*t)))
                .collect(),
            terminations: q
                .termination_texts
                .iter()
                .map(|t| {
                    parse_int(
                        t,
                        |p, o| gomoku_termination_from_str(p, o),
                        termination_from_c,
                    )
                })
                .collect(),
            rules: q
                .rules_texts
                .iter()
                .map(|t| {
                    let t = c_text(t);
                    made_rules(|out| gomoku_rules_from_name(t.as_ptr(), out))
                })
                .collect(),
            gomocup: q
                .gomocup_codes
                .iter()
                .map(|c| made_rules(|out| gomoku_rules_from_gomocup(*c, out)))
                .collect(),
            outcomes: WINNERS
                .iter()
                .flat_map(|w| Termination::ALL.iter().map(move |t| (*w, *t)))
                .map(|(w, t)| {
                    let winner = w.map_or(gomoku_color::None as i32, c_color);
                    let mut o = gomoku_outcome {
                        termination: 77,
                        winner: 77,
                        line_len: 77,
                        line_start: gomoku_point { x: 77, y: 77 },
                        line_end: gomoku_point { x: 77, y: 77 },
                    };
                    let status = gomoku_outcome_new(winner, c_termination(t), &raw mut o);
                    match answer(status.into_i32()) {
                        Ok(()) => {
                            assert_eq!(
                                (o.line_len, raw(o.line_start), raw(o.line_end)),
                                (0, NO_POINT, NO_POINT),
                                "C: an outcome without a line"
                            );
                            Ok((color_from_c(o.winner), termination_from_c(o.termination)))
                        }
                        Err(r) => {
                            assert_eq!(o.termination, 77, "C: a refused outcome was written");
                            Err(r.variant)
                        }
                    }
                })
                .collect(),
            played: q
                .move_texts
                .iter()
                .map(|t| {
                    let mut face = CFace::new();
                    let _ = crate::Face::build_rules(&mut face, &move_list_rules());
                    let _ = crate::Face::start(&mut face, &crate::Start::Empty);
                    let text = c_text(t);
                    let mut index = usize::MAX;
                    let status = gomoku_game_play_text(face.game, text.as_ptr(), &raw mut index);
                    let moves = crate::Face::observe(&mut face).moves;
                    match answer(status.into_i32()) {
                        Ok(()) => {
                            assert_eq!(index, usize::MAX, "C: index written on success");
                            (Ok(()), None, moves)
                        }
                        Err(r) => (Err(r.variant), Some(index), moves),
                    }
                })
                .collect(),
        }
    }
}

/// A text through a `(buf, len, out_n)` function, or the status refusing it (the size
/// query is refused before anything is written).
fn try_text(
    mut call: impl FnMut(*mut core::ffi::c_char, usize, *mut usize) -> i32,
) -> Result<String, i32> {
    let mut n = 77usize;
    let status = call(ptr::null_mut(), 0, &raw mut n);
    if status != 0 && status != gomoku::gomoku_status::BufferTooSmall as i32 {
        assert_eq!(n, 77, "C: a refused text query wrote *out_n");
        return Err(status);
    }
    Ok(read_text(call))
}

/// A C game of `text` played under freestyle (the match and clock questions).
fn c_game_of(text: &str) -> CFace {
    let (text, drawn) = crate::extras::drawn_text(text);
    let mut face = CFace::new();
    let spec = RulesSpec {
        preset: Preset::Freestyle,
        switches: Vec::new(),
    };
    let _ = crate::Face::build_rules(&mut face, &spec);
    let _ = crate::Face::start(&mut face, &Start::Empty);
    let t = c_text(text);
    let mut index = 0usize;
    ok(
        gomoku_game_play_text(face.game, t.as_ptr(), &raw mut index).into_i32(),
        "play_text",
    );
    if drawn {
        let mut turn = -1;
        ok(
            gomoku_game_turn(face.game, &raw mut turn).into_i32(),
            "turn",
        );
        ok(
            gomoku_game_offer_draw(face.game, turn).into_i32(),
            "offer_draw",
        );
        ok(
            gomoku_game_accept_draw(face.game, 1 - turn).into_i32(),
            "accept_draw",
        );
    }
    face
}

/// The outcome of a live C game, if over.
fn c_outcome(g: *const gomoku_game) -> Option<(Option<Color>, Termination)> {
    let mut over = false;
    ok(gomoku_game_is_over(g, &raw mut over).into_i32(), "is_over");
    over.then(|| {
        let mut o = gomoku_outcome {
            termination: -9,
            winner: -9,
            line_len: 0,
            line_start: gomoku_point { x: -1, y: -1 },
            line_end: gomoku_point { x: -1, y: -1 },
        };
        ok(gomoku_game_outcome(g, &raw mut o).into_i32(), "outcome");
        (color_from_c(o.winner), termination_from_c(o.termination))
    })
}

/// What a live C record reports, with the C-only bad arguments asserted.
fn c_record_view(r: *const gomoku::record::gomoku_record) -> crate::extras::RecordView {
    use gomoku::record::{
        gomoku_record_moves, gomoku_record_replay, gomoku_record_size, gomoku_record_text,
        gomoku_record_winner,
    };
    let mut size = 0u32;
    ok(
        gomoku_record_size(r, &raw mut size).into_i32(),
        "record_size",
    );
    let empty_move = gomoku_move {
        point: gomoku_point { x: -9, y: -9 },
        pass: false,
    };
    let moves = read_list(empty_move, |b, l, n| {
        gomoku_record_moves(r, b, l, n).into_i32()
    })
    .into_iter()
    .map(|m| {
        if m.pass {
            assert_eq!(raw(m.point), NO_POINT, "C: the point of a recorded pass");
            None
        } else {
            Some(point_from_c(m.point))
        }
    })
    .collect();
    let no_field = gomoku::gomoku_status::RecordNoField as i32;
    let texts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(|field| {
        match try_text(|b, l, n| gomoku_record_text(r, field, b, l, n).into_i32()) {
            Ok(t) => Some(t),
            Err(s) if s == no_field => None,
            Err(s) => panic!("C: record_text({field}) failed with {s}"),
        }
    });
    for bad in [-1, 15, i32::MAX] {
        let mut n = 0usize;
        assert_eq!(
            gomoku_record_text(r, bad, ptr::null_mut(), 0, &raw mut n),
            gomoku::gomoku_status::InvalidEnum,
            "C: record field {bad}"
        );
    }
    let mut w = 77i32;
    let winner = match gomoku_record_winner(r, &raw mut w).into_i32() {
        0 => Some(color_from_c(w)),
        s if s == no_field => {
            assert_eq!(w, 77, "C: winner written without a result");
            None
        }
        s => panic!("C: record_winner failed with {s}"),
    };
    let replay = |rules: *const gomoku_rules| {
        let mut g: *mut gomoku_game = ptr::null_mut();
        let mut number = 77usize;
        let status = gomoku_record_replay(r, rules, &raw mut g, &raw mut number).into_i32();
        match answer(status) {
            Ok(()) => {
                assert_eq!(number, 77, "C: a move number written on success");
                let mut key = 0u64;
                ok(gomoku_game_key(g, &raw mut key).into_i32(), "key");
                let view = (key, c_moves(g), c_outcome(g));
                gomoku_game_free(g);
                Ok(view)
            }
            Err(e) => {
                assert!(g.is_null(), "C: a refused replay wrote its game");
                // The move's number for a move out of turn, illegal or an opening stone
                // the opening does not expect, else 0.
                let numbered = matches!(
                    e.variant,
                    "ReplayError::WrongColor"
                        | "ReplayError::Illegal"
                        | "ReplayError::OpeningStone"
                );
                if !numbered {
                    assert_eq!(number, 0, "C: the move number of {}", e.variant);
                }
                Err((e.variant, numbered.then_some(number)))
            }
        }
    };
    let mut freestyle: *mut gomoku_rules = ptr::null_mut();
    ok(
        gomoku_rules_new(c_preset(Preset::Freestyle), &raw mut freestyle).into_i32(),
        "rules_new",
    );
    let view = crate::extras::RecordView {
        size: u8::try_from(size).expect("a size"),
        moves,
        texts,
        sgf_rows: c_sgf_rows(r),
        times: c_main_line_times(r),
        nodes: c_record_nodes(r),
        written: c_record_written(r),
        winner,
        replay: replay(ptr::null()),
        replay_freestyle: replay(freestyle),
    };
    gomoku_rules_free(freestyle);
    view
}

/// The row convention of a live C record (`gomoku_record_sgf_rows`): `"top"`, `"bottom"`,
/// or `None` (NO_FIELD, nothing written); a NULL out-parameter refused.
fn c_sgf_rows(r: *const gomoku::record::gomoku_record) -> Option<&'static str> {
    use gomoku::record::gomoku_record_sgf_rows;
    let mut rows = 77i32;
    let status = gomoku_record_sgf_rows(r, &raw mut rows).into_i32();
    assert_eq!(
        gomoku_record_sgf_rows(r, ptr::null_mut()),
        gomoku::gomoku_status::NullPointer,
        "C: record_sgf_rows(NULL)"
    );
    match status {
        0 => Some(match rows {
            0 => "top",
            1 => "bottom",
            x => panic!("C: {x} is no row convention"),
        }),
        s if s == gomoku::gomoku_status::RecordNoField as i32 => {
            assert_eq!(rows, 77, "C: rows written without a convention");
            None
        }
        s => panic!("C: record_sgf_rows failed with {s}"),
    }
}

/// The time of node `node`'s move (`gomoku_record_node_time`), `None` for NO_FIELD (and
/// then nothing written).
fn c_node_time(r: *const gomoku::record::gomoku_record, node: usize) -> Option<u32> {
    let mut ms = u32::MAX;
    match gomoku::record::gomoku_record_node_time(r, node, &raw mut ms).into_i32() {
        0 => Some(ms),
        s if s == gomoku::gomoku_status::RecordNoField as i32 => {
            assert_eq!(
                ms,
                u32::MAX,
                "C: a time written for node {node} without one"
            );
            None
        }
        s => panic!("C: record_node_time({node}) failed with {s}"),
    }
}

/// The properties node `node` of a live C record keeps: `gomoku_record_node_property_count`
/// of them, each its identifier (value 0) and its values (1, 2, … until NO_FIELD).
fn c_node_properties(
    r: *const gomoku::record::gomoku_record,
    node: usize,
) -> Vec<(String, Vec<String>)> {
    use gomoku::record::{gomoku_record_node_property, gomoku_record_node_property_count};
    let mut count = usize::MAX;
    ok(
        gomoku_record_node_property_count(r, node, &raw mut count).into_i32(),
        "record_node_property_count",
    );
    let part = |i: usize, value: usize| {
        read_optional_text(|b, l, n| {
            gomoku_record_node_property(r, node, i, value, b, l, n).into_i32()
        })
    };
    assert_eq!(part(count, 0), None, "C: property {count} of {count}");
    (0..count)
        .map(|i| {
            let id = part(i, 0).expect("C: a property has its identifier");
            (id, (1..).map_while(|value| part(i, value)).collect())
        })
        .collect()
}

/// Every node of a live C record: its time and properties; the node past the last refused
/// by both, and NULL out-parameters refused.
fn c_record_nodes(r: *const gomoku::record::gomoku_record) -> Vec<crate::extras::NodeExtras> {
    use gomoku::gomoku_status as S;
    use gomoku::record::{
        gomoku_record_node_count, gomoku_record_node_property, gomoku_record_node_property_count,
        gomoku_record_node_time,
    };
    let mut count = 0usize;
    ok(
        gomoku_record_node_count(r, &raw mut count).into_i32(),
        "record_node_count",
    );
    for node in [count, usize::MAX] {
        let (mut ms, mut n) = (7u32, 7usize);
        assert_eq!(
            gomoku_record_node_time(r, node, &raw mut ms),
            S::RecordNoNode
        );
        assert_eq!(
            gomoku_record_node_property_count(r, node, &raw mut n),
            S::RecordNoNode
        );
        assert_eq!(
            gomoku_record_node_property(r, node, 0, 0, ptr::null_mut(), 0, &raw mut n),
            S::RecordNoNode
        );
        assert_eq!(
            (ms, n),
            (7, 7),
            "C: a node that is not one wrote its answer"
        );
    }
    assert_eq!(
        gomoku_record_node_time(r, 0, ptr::null_mut()),
        S::NullPointer
    );
    assert_eq!(
        gomoku_record_node_property_count(r, 0, ptr::null_mut()),
        S::NullPointer
    );
    assert_eq!(
        gomoku_record_node_property(r, 0, 0, 0, ptr::null_mut(), 0, ptr::null_mut()),
        S::NullPointer
    );
    (0..count)
        .map(|node| (c_node_time(r, node), c_node_properties(r, node)))
        .collect()
}

/// The times of the main line of a live C record: the first children from the root, the
/// time of each node with a move.
fn c_main_line_times(r: *const gomoku::record::gomoku_record) -> Vec<Option<u32>> {
    use gomoku::record::{gomoku_record_node_child, gomoku_record_node_move};
    let mut times = Vec::new();
    let mut node = 0usize;
    loop {
        let mut m = gomoku_move {
            point: gomoku_point { x: -1, y: -1 },
            pass: false,
        };
        let mut color = -9;
        if gomoku_record_node_move(r, node, &raw mut m, &raw mut color).into_i32() == 0 {
            times.push(c_node_time(r, node));
        }
        let mut child = 0usize;
        if gomoku_record_node_child(r, node, 0, &raw mut child).into_i32() != 0 {
            return times;
        }
        node = child;
    }
}

/// A live C record written in each format of [`crate::extras::WRITTEN`] with
/// `gomoku_record_write`: a size query, then the text (a buffer one byte short refused
/// first, nothing written); a refusal as its core variant. Bad formats and row conventions
/// are refused.
fn c_record_written(r: *const gomoku::record::gomoku_record) -> Vec<Result<String, &'static str>> {
    use gomoku::gomoku_status as S;
    use gomoku::record::gomoku_record_write;
    for (format, rows) in [(-1, 0), (5, 0), (i32::MAX, 0), (2, 2), (2, -1)] {
        let mut n = 7usize;
        assert_eq!(
            gomoku_record_write(r, format, rows, ptr::null_mut(), 0, &raw mut n),
            S::InvalidEnum,
            "C: record_write({format}, {rows})"
        );
        assert_eq!(n, 7, "C: a refused write wrote *out_n");
    }
    crate::extras::WRITTEN
        .iter()
        .map(|&(_, format, bottom)| {
            let rows = i32::from(bottom);
            let mut n = 0usize;
            let status = gomoku_record_write(r, format, rows, ptr::null_mut(), 0, &raw mut n);
            if status != S::BufferTooSmall {
                return Err(answer(status.into_i32())
                    .expect_err("C: a write of nothing")
                    .variant);
            }
            let mut buf = vec![7 as core::ffi::c_char; n];
            let mut short = 0usize;
            assert_eq!(
                gomoku_record_write(r, format, rows, buf.as_mut_ptr(), n - 1, &raw mut short),
                S::BufferTooSmall
            );
            assert!(
                short == n && buf.iter().all(|&c| c == 7),
                "C: a short buffer"
            );
            Ok(read_text(|b, l, n| {
                gomoku_record_write(r, format, rows, b, l, n).into_i32()
            }))
        })
        .collect()
}

impl CFace {
    /// The C ABI's answers to the questions of `extras`, with the C-only questions
    /// (numbers past each enum, NULL pointers, negative times) asserted here.
    #[must_use]
    #[allow(clippy::too_many_lines)]
    pub fn extras(q: &crate::extras::ExtraQuestions) -> crate::extras::Extras {
        use crate::extras::{ClockView, Extras, MatchView, RecordFormat};
        use gomoku::analysis::{gomoku_vcf_limits, gomoku_vcf_limits_default};
        use gomoku::gomoku_status as S;
        use gomoku::opening::{
            gomoku_clock, gomoku_clock_end_game, gomoku_clock_flagged, gomoku_clock_free,
            gomoku_clock_new, gomoku_clock_remaining, gomoku_clock_spend, gomoku_clock_time_left,
            gomoku_match, gomoku_match_free, gomoku_match_game, gomoku_match_game_at,
            gomoku_match_game_count, gomoku_match_new, gomoku_match_next_first,
            gomoku_match_ratings, gomoku_match_record, gomoku_match_score,
            gomoku_match_set_alternate, gomoku_match_set_k, gomoku_match_set_ratings,
            gomoku_opening_from_str,
        };
        use gomoku::protocol::{
            gomoku_protocol_format_about, gomoku_protocol_format_move, gomoku_protocol_format_reply,
        };
        use gomoku::record::{
            gomoku_location, gomoku_record, gomoku_record_free, gomoku_record_options,
            gomoku_record_read, gomoku_renjunet, gomoku_renjunet_free, gomoku_renjunet_next,
            gomoku_renjunet_open,
        };
        use gomoku::symmetry::{
            gomoku_symmetry_from_str, gomoku_symmetry_inverse, gomoku_symmetry_name,
            gomoku_symmetry_then,
        };
        let status_variant = |s: i32| answer(s).expect_err("a refusal").variant;
        // Symmetries: the numbers past 0..8 have no name and are refused.
        for bad in [-1, 8, 9, i32::MIN, i32::MAX] {
            assert_eq!(
                static_text(gomoku_symmetry_name(bad)),
                None,
                "C: symmetry {bad}"
            );
            let mut out = 77i32;
            assert_eq!(gomoku_symmetry_inverse(bad, &raw mut out), S::InvalidEnum);
            assert_eq!(gomoku_symmetry_then(bad, 0, &raw mut out), S::InvalidEnum);
            assert_eq!(gomoku_symmetry_then(0, bad, &raw mut out), S::InvalidEnum);
            assert_eq!(out, 77, "C: a refused symmetry wrote its out-parameter");
        }
        let mut out = 0i32;
        assert_eq!(gomoku_symmetry_inverse(0, ptr::null_mut()), S::NullPointer);
        assert_eq!(
            gomoku_symmetry_from_str(ptr::null(), &raw mut out),
            S::NullPointer
        );
        let one = |f: &dyn Fn(*mut i32) -> S| {
            let mut v = -9i32;
            ok(f(&raw mut v).into_i32(), "a symmetry");
            usize::try_from(v).expect("C: a symmetry number")
        };
        // Openings: NULL, and a game of each opening read back.
        let (mut kind, mut n) = (77i32, 77u32);
        assert_eq!(
            gomoku_opening_from_str(ptr::null(), &raw mut kind, &raw mut n),
            S::NullPointer
        );
        const OPENINGS: [&str; 7] = [
            "swap",
            "swap2",
            "pro",
            "rif",
            "yamaguchi",
            "taraguchi",
            "soosorv",
        ];
        let openings = q
            .opening_texts
            .iter()
            .map(|t| {
                let text = c_text(t);
                let (mut kind, mut n) = (77i32, 77u32);
                match answer(
                    gomoku_opening_from_str(text.as_ptr(), &raw mut kind, &raw mut n).into_i32(),
                ) {
                    Ok(()) => {
                        let name = OPENINGS[usize::try_from(kind).expect("C: an opening")];
                        let n = if kind >= 5 {
                            Some(u8::try_from(n).expect("C: a count"))
                        } else {
                            assert_eq!(n, 0, "C: the count of {name}");
                            None
                        };
                        Ok((name.to_owned(), n))
                    }
                    Err(r) => {
                        assert_eq!((kind, n), (77, 77), "C: a refused opening was written");
                        Err(r.variant)
                    }
                }
            })
            .collect();
        // Records: the questions, then C-only arguments.
        let read = |format: i32, bytes: &[u8], options: Option<gomoku_record_options>| {
            let mut r: *mut gomoku_record = ptr::null_mut();
            let mut at = gomoku_location {
                offset: 77,
                line: 77,
                column: 77,
            };
            let opt = options.as_ref().map_or(ptr::null(), |o| &raw const *o);
            let status = gomoku_record_read(
                format,
                bytes.as_ptr(),
                bytes.len(),
                opt,
                &raw mut r,
                &raw mut at,
            )
            .into_i32();
            match answer(status) {
                Ok(()) => {
                    assert_eq!(at.offset, 77, "C: an error location written on success");
                    let view = c_record_view(r);
                    gomoku_record_free(r);
                    Ok(view)
                }
                Err(e) => {
                    assert!(r.is_null(), "C: a refused read wrote its record");
                    Err((e.variant, at))
                }
            }
        };
        let records = q
            .records
            .iter()
            .map(|input| {
                let (format, options) = match input.format {
                    RecordFormat::Moves(size) => (
                        0,
                        Some(gomoku_record_options {
                            size: u32::from(size),
                            sgf_rows: 0,
                            lenient: false,
                        }),
                    ),
                    RecordFormat::Psq => (1, None),
                    RecordFormat::Sgf(bottom) => (
                        2,
                        Some(gomoku_record_options {
                            size: 0,
                            sgf_rows: i32::from(bottom),
                            lenient: false,
                        }),
                    ),
                    RecordFormat::RenLib => (4, None),
                };
                read(format, &input.bytes, options)
            })
            .collect::<Vec<_>>();
        let record_lines = records
            .iter()
            .map(|r| r.as_ref().err().map(|(_, at)| (at.line, at.column)))
            .collect();
        let records = records
            .into_iter()
            .map(|r| r.map_err(|(v, at)| (v, at.offset)))
            .collect();
        let renjunet_texts = q
            .renjunet_texts
            .iter()
            .map(|b| read(3, b, None).map_err(|(v, at)| (v, at.offset)))
            .collect();
        let sgf = b"(;GM[4]SZ[15];B[hh])";
        // NULL options are the defaults (size 15, rows from the top).
        assert_eq!(
            read(2, sgf, None).map(|v| v.moves).map_err(|e| e.0),
            read(
                2,
                sgf,
                Some(gomoku_record_options {
                    size: 15,
                    sgf_rows: 0,
                    lenient: false,
                })
            )
            .map(|v| v.moves)
            .map_err(|e| e.0)
        );
        assert_eq!(
            read(0, b"h8", None).map(|v| v.size).map_err(|e| e.0),
            Ok(15),
            "C: NULL options read move text on 15x15"
        );
        for bad in [-1, 5, i32::MAX] {
            assert_eq!(
                read(bad, sgf, None).map(|_| ()).map_err(|e| e.0),
                Err("(a status that is no core error)"),
                "C: format {bad}"
            );
        }
        for rows in [-1, 2] {
            let o = gomoku_record_options {
                size: 15,
                sgf_rows: rows,
                lenient: false,
            };
            assert!(read(2, sgf, Some(o)).is_err(), "C: sgf_rows {rows}");
        }
        {
            let mut r: *mut gomoku_record = ptr::null_mut();
            let st =
                gomoku_record_read(2, ptr::null(), 3, ptr::null(), &raw mut r, ptr::null_mut());
            assert_eq!((st, r.is_null()), (S::NullPointer, true), "C: NULL data");
            // NULL data with no bytes is the empty file; a NULL error location is allowed.
            let st =
                gomoku_record_read(1, ptr::null(), 0, ptr::null(), &raw mut r, ptr::null_mut());
            assert_eq!(st, S::RecordUnexpectedEnd, "C: an empty PSQ file");
            let st = gomoku_record_read(
                2,
                sgf.as_ptr(),
                sgf.len(),
                ptr::null(),
                ptr::null_mut(),
                ptr::null_mut(),
            );
            assert_eq!(st, S::NullPointer, "C: NULL record_out");
        }
        // RenjuNet files, and a RenjuNet read from bytes (its first game).
        let renjunet = q
            .renjunet
            .iter()
            .map(|path| {
                let p = c_text(path);
                let mut reader: *mut gomoku_renjunet = ptr::null_mut();
                let mut games = Vec::new();
                let status = gomoku_renjunet_open(p.as_ptr(), &raw mut reader).into_i32();
                if status != 0 {
                    assert!(reader.is_null(), "C: a refused open wrote its reader");
                    games.push(Err(status_variant(status)));
                    return games;
                }
                loop {
                    let mut r: *mut gomoku_record = ptr::null_mut();
                    let status =
                        gomoku_renjunet_next(reader, &raw mut r, ptr::null_mut()).into_i32();
                    if status != 0 {
                        games.push(Err(status_variant(status)));
                        break;
                    }
                    if r.is_null() {
                        break;
                    }
                    games.push(Ok(c_record_view(r)));
                    gomoku_record_free(r);
                }
                gomoku_renjunet_free(reader);
                games
            })
            .collect();
        gomoku_renjunet_free(ptr::null_mut());
        gomoku_record_free(ptr::null_mut());
        {
            let mut reader: *mut gomoku_renjunet = ptr::null_mut();
            assert_eq!(
                gomoku_renjunet_open(ptr::null(), &raw mut reader),
                S::NullPointer
            );
            let mut r: *mut gomoku_record = ptr::null_mut();
            assert_eq!(
                gomoku_renjunet_next(ptr::null_mut(), &raw mut r, ptr::null_mut()),
                S::NullPointer
            );
        }
        // Matches.
        let match_game = |g: gomoku_match_game| {
            (
                usize::try_from(g.first).expect("C: a player"),
                usize::try_from(g.black).expect("C: a player"),
                (g.winner != -1).then(|| usize::try_from(g.winner).expect("C: a player")),
                termination_from_c(g.termination),
            )
        };
        let empty_game = gomoku_match_game {
            first: 77,
            black: 77,
            winner: 77,
            termination: 77,
        };
        let matches = q
            .matches
            .iter()
            .map(|s| {
                let (a, b) = (c_text(&s.names[0]), c_text(&s.names[1]));
                let mut m: *mut gomoku_match = ptr::null_mut();
                ok(
                    gomoku_match_new(a.as_ptr(), b.as_ptr(), &raw mut m).into_i32(),
                    "match_new",
                );
                ok(
                    gomoku_match_set_alternate(m, s.alternate).into_i32(),
                    "set_alternate",
                );
                if let Some([x, y]) = s.ratings {
                    ok(gomoku_match_set_ratings(m, x, y).into_i32(), "set_ratings");
                }
                let status = gomoku_match_set_k(m, s.k).into_i32();
                if status != 0 {
                    gomoku_match_free(m);
                    return Err(status_variant(status));
                }
                let recorded = s
                    .games
                    .iter()
                    .map(|t| {
                        let face = c_game_of(t);
                        let mut g = empty_game;
                        match answer(gomoku_match_record(m, face.game, &raw mut g).into_i32()) {
                            Ok(()) => Ok(match_game(g)),
                            Err(r) => {
                                assert_eq!(g, empty_game, "C: a refused record was written");
                                Err(r.variant)
                            }
                        }
                    })
                    .collect();
                let mut count = 0usize;
                ok(
                    gomoku_match_game_count(m, &raw mut count).into_i32(),
                    "game_count",
                );
                let games = (0..count)
                    .map(|i| {
                        let mut g = empty_game;
                        ok(gomoku_match_game_at(m, i, &raw mut g).into_i32(), "game_at");
                        match_game(g)
                    })
                    .collect();
                let mut g = empty_game;
                assert_eq!(gomoku_match_game_at(m, count, &raw mut g), S::InvalidEnum);
                assert_eq!(g, empty_game, "C: game_at past the end wrote");
                let (mut x, mut y) = (0f64, 0f64);
                ok(
                    gomoku_match_score(m, &raw mut x, &raw mut y).into_i32(),
                    "score",
                );
                let score = [x, y];
                ok(
                    gomoku_match_ratings(m, &raw mut x, &raw mut y).into_i32(),
                    "ratings",
                );
                let ratings = [x, y];
                let mut next = 77u32;
                ok(
                    gomoku_match_next_first(m, &raw mut next).into_i32(),
                    "next_first",
                );
                // A finished game recorded with a NULL game_out counts all the same.
                let before = count;
                let finished = c_game_of("h8 a1 h9 a2 h10 a3 h11 a4 h12");
                ok(
                    gomoku_match_record(m, finished.game, ptr::null_mut()).into_i32(),
                    "record",
                );
                ok(
                    gomoku_match_game_count(m, &raw mut count).into_i32(),
                    "game_count",
                );
                assert_eq!(count, before + 1, "C: a record with NULL game_out");
                gomoku_match_free(m);
                Ok(MatchView {
                    recorded,
                    games,
                    score,
                    ratings,
                    next_first: usize::try_from(next).expect("C: a player"),
                })
            })
            .collect();
        gomoku_match_free(ptr::null_mut());
        {
            let mut m: *mut gomoku_match = ptr::null_mut();
            assert_eq!(
                gomoku_match_new(ptr::null(), c"b".as_ptr(), &raw mut m),
                S::NullPointer
            );
            assert!(m.is_null());
        }
        // Clocks: -1 (any negative) is "none" for a limit, and 0 for a time spent.
        let ms = |v: i64| (v != -1).then(|| u64::try_from(v).expect("C: a time"));
        let c_ms = |v: Option<u64>| v.map_or(-1, |v| i64::try_from(v).expect("ms"));
        let clocks = q
            .clocks
            .iter()
            .map(|s| {
                let mut c: *mut gomoku_clock = ptr::null_mut();
                let status = gomoku_clock_new(
                    c_ms(s.per_move),
                    c_ms(s.budget),
                    c_ms(Some(s.increment)),
                    &raw mut c,
                )
                .into_i32();
                if status != 0 {
                    assert!(c.is_null(), "C: a refused clock was written");
                    return Err(status_variant(status));
                }
                let mut spent = Vec::new();
                let mut times = Vec::new();
                for &(p, t) in &s.spends {
                    let mut in_time = false;
                    let p = i32::try_from(p).expect("a player");
                    let st = gomoku_clock_spend(c, p, c_ms(Some(t)), &raw mut in_time).into_i32();
                    spent.push(answer(st).map(|()| in_time).map_err(|r| r.variant));
                    let mut v = [0i64; 4];
                    for (i, f) in [gomoku_clock_remaining, gomoku_clock_time_left]
                        .into_iter()
                        .enumerate()
                    {
                        for who in 0..2 {
                            ok(
                                f(c, who, &raw mut v[2 * i + who as usize]).into_i32(),
                                "a time",
                            );
                        }
                    }
                    times.push(v.map(ms));
                }
                for bad in [-1, 2, i32::MAX] {
                    let mut v = 77i64;
                    let mut b = false;
                    assert_eq!(gomoku_clock_remaining(c, bad, &raw mut v), S::InvalidEnum);
                    assert_eq!(gomoku_clock_time_left(c, bad, &raw mut v), S::InvalidEnum);
                    assert_eq!(gomoku_clock_spend(c, bad, 0, &raw mut b), S::InvalidEnum);
                    assert_eq!(v, 77, "C: a refused clock question was written");
                }
                let mut flagged = 77i32;
                ok(
                    gomoku_clock_flagged(c, &raw mut flagged).into_i32(),
                    "flagged",
                );
                let flagged =
                    (flagged != -1).then(|| usize::try_from(flagged).expect("C: a player"));
                let game = c_game_of("h8 i9");
                let mut ended = false;
                let st = gomoku_clock_end_game(c, game.game, &raw mut ended).into_i32();
                let ended = answer(st)
                    .map(|()| (ended, c_outcome(game.game)))
                    .map_err(|r| r.variant);
                gomoku_clock_free(c);
                Ok(ClockView {
                    spent,
                    times,
                    flagged,
                    ended,
                })
            })
            .collect();
        gomoku_clock_free(ptr::null_mut());
        {
            // Negative limits are "none", as -1 is.
            let mut a: *mut gomoku_clock = ptr::null_mut();
            let mut b: *mut gomoku_clock = ptr::null_mut();
            ok(
                gomoku_clock_new(-1, 500, -1, &raw mut a).into_i32(),
                "clock_new",
            );
            ok(
                gomoku_clock_new(-7, 500, i64::MIN, &raw mut b).into_i32(),
                "clock_new",
            );
            let (mut x, mut y) = (0i64, 0i64);
            let (mut ix, mut iy) = (false, false);
            ok(
                gomoku_clock_spend(a, 0, -5, &raw mut ix).into_i32(),
                "spend",
            );
            ok(gomoku_clock_spend(b, 0, 0, &raw mut iy).into_i32(), "spend");
            ok(
                gomoku_clock_remaining(a, 0, &raw mut x).into_i32(),
                "remaining",
            );
            ok(
                gomoku_clock_remaining(b, 0, &raw mut y).into_i32(),
                "remaining",
            );
            assert_eq!((x, ix), (y, iy), "C: negative times are none / zero");
            gomoku_clock_free(a);
            gomoku_clock_free(b);
            assert_eq!(gomoku_clock_new(-1, -1, 0, ptr::null_mut()), S::NullPointer);
        }
        // The protocol's replies.
        let move_replies = q
            .move_replies
            .iter()
            .map(|&(p, size)| {
                let c = gomoku_point {
                    x: i32::from(p.x()),
                    y: i32::from(p.y()),
                };
                try_text(|b, l, n| {
                    gomoku_protocol_format_move(c, i32::from(size), b, l, n).into_i32()
                })
                .map_err(status_variant)
            })
            .collect();
        for (x, y, size) in [(-1, 0, 15), (0, -1, 15), (0, 0, 4), (0, 0, 27), (0, 0, -1)] {
            let mut n = 77usize;
            let st = gomoku_protocol_format_move(
                gomoku_point { x, y },
                size,
                ptr::null_mut(),
                0,
                &raw mut n,
            );
            assert_ne!(st, S::BufferTooSmall, "C: format_move ({x}, {y}) on {size}");
            assert_eq!(n, 77, "C: a refused format_move wrote *out_n");
        }
        const KINDS: [&str; 6] = ["ok", "error", "unknown", "message", "debug", "swap"];
        let text_replies = q
            .text_replies
            .iter()
            .map(|(kind, text)| {
                let k = i32::try_from(KINDS.iter().position(|x| x == kind).expect("a kind"))
                    .expect("small");
                let t = c_text(text);
                try_text(|b, l, n| gomoku_protocol_format_reply(k, t.as_ptr(), b, l, n).into_i32())
                    .map_err(status_variant)
            })
            .collect();
        for bad in [-1, 6, i32::MAX] {
            let mut n = 0usize;
            assert_eq!(
                gomoku_protocol_format_reply(bad, ptr::null(), ptr::null_mut(), 0, &raw mut n),
                S::InvalidEnum
            );
        }
        // NULL text is the empty text.
        assert_eq!(
            try_text(|b, l, n| gomoku_protocol_format_reply(1, ptr::null(), b, l, n).into_i32()),
            try_text(|b, l, n| gomoku_protocol_format_reply(1, c"".as_ptr(), b, l, n).into_i32())
        );
        let abouts = q
            .abouts
            .iter()
            .map(|texts| {
                let [a, b, c, d] = texts.each_ref().map(|t| c_text(t));
                try_text(|buf, l, n| {
                    gomoku_protocol_format_about(
                        a.as_ptr(),
                        b.as_ptr(),
                        c.as_ptr(),
                        d.as_ptr(),
                        buf,
                        l,
                        n,
                    )
                    .into_i32()
                })
                .map_err(status_variant)
            })
            .collect();
        assert_eq!(
            try_text(|b, l, n| gomoku_protocol_format_about(
                ptr::null(),
                ptr::null(),
                ptr::null(),
                ptr::null(),
                b,
                l,
                n
            )
            .into_i32()),
            try_text(|b, l, n| gomoku_protocol_format_about(
                c"".as_ptr(),
                c"".as_ptr(),
                c"".as_ptr(),
                c"".as_ptr(),
                b,
                l,
                n
            )
            .into_i32()),
            "C: NULL about strings are empty"
        );
        let bad = [b'a', 0xff, 0];
        let mut n = 0usize;
        assert_eq!(
            gomoku_protocol_format_about(
                bad.as_ptr().cast(),
                ptr::null(),
                ptr::null(),
                ptr::null(),
                ptr::null_mut(),
                0,
                &raw mut n
            ),
            S::ProtocolInvalidUtf8
        );
        assert_eq!(
            gomoku_protocol_format_reply(1, bad.as_ptr().cast(), ptr::null_mut(), 0, &raw mut n),
            S::ProtocolInvalidUtf8
        );
        let mut limits = gomoku_vcf_limits {
            max_moves: 0,
            max_nodes: 0,
            table_entries: 0,
            mode: 77,
        };
        ok(
            gomoku_vcf_limits_default(&raw mut limits).into_i32(),
            "vcf_limits_default",
        );
        assert_eq!(limits.mode, 0, "C: the default VCF mode is shortest");
        assert_eq!(gomoku_vcf_limits_default(ptr::null_mut()), S::NullPointer);
        Extras {
            symmetry_names: (0..8)
                .map(|s| static_text(gomoku_symmetry_name(s)).expect("C: a symmetry name"))
                .collect(),
            symmetries: q
                .symmetry_texts
                .iter()
                .map(|t| {
                    parse_int(
                        t,
                        |p, o| gomoku_symmetry_from_str(p, o),
                        |v| usize::try_from(v).expect("C: a symmetry"),
                    )
                })
                .collect(),
            inverses: (0..8)
                .map(|s| one(&|o| gomoku_symmetry_inverse(s, o)))
                .collect(),
            products: (0..8)
                .flat_map(|a| (0..8).map(move |b| (a, b)))
                .map(|(a, b)| one(&|o| gomoku_symmetry_then(a, b, o)))
                .collect(),
            openings,
            records,
            record_lines: Some(record_lines),
            renjunet_texts: Some(renjunet_texts),
            renjunet,
            matches,
            clocks,
            move_replies,
            text_replies,
            abouts,
            vcf_defaults: Some((limits.max_moves, limits.max_nodes, limits.table_entries)),
        }
    }
}

/// A parsed protocol command: its name, its point (`(x, y)` as C gives them), its
/// numbers (size and height; field; the value of an `INFO`), and the key of an `INFO`
/// (`(other)` for a key the protocol does not name).
pub type CommandView = (
    &'static str,
    Option<(i32, i32)>,
    (i64, i64, i64),
    Option<&'static str>,
);

impl CFace {
    /// `gomoku_protocol_parse` of `line` on a board of `size`: the command, or the
    /// variant refusing it. The command's out-parameter is left alone on a refusal.
    pub fn parse_command(line: &[u8], size: u8) -> Result<CommandView, &'static str> {
        use gomoku::protocol::{gomoku_command, gomoku_protocol_parse};
        use gomoku_referee::protocol::CommandName;
        let untouched = gomoku_command {
            name: -9,
            size: 77,
            height: 77,
            point: gomoku_point { x: 77, y: 77 },
            field: 77,
            info: 77,
            value: 77,
        };
        let mut out = untouched;
        let status = gomoku_protocol_parse(
            line.as_ptr().cast(),
            line.len(),
            i32::from(size),
            &raw mut out,
        )
        .into_i32();
        if let Err(r) = answer(status) {
            assert_eq!(out.name, -9, "C: a refused parse wrote its command");
            return Err(r.variant);
        }
        let name = CommandName::ALL[usize::try_from(out.name).expect("C: a name")].name();
        let point = (out.point.x >= 0).then_some((out.point.x, out.point.y));
        if point.is_none() {
            assert_eq!(raw(out.point), NO_POINT, "C: a command without a point");
        }
        let numbers = match name {
            "START" | "RECTSTART" => (i64::from(out.size), i64::from(out.height), 0),
            "x,y,field" => (0, 0, i64::from(out.field)),
            _ => (0, 0, out.value),
        };
        const KEYS: [&str; 9] = [
            "timeout_turn",
            "timeout_match",
            "time_left",
            "max_memory",
            "game_type",
            "rule",
            "evaluate",
            "folder",
            "(other)",
        ];
        let info = if name == "INFO" {
            Some(KEYS[usize::try_from(out.info).expect("C: an INFO key")])
        } else {
            assert_eq!(out.info, -1, "C: the key of a command that is no INFO");
            None
        };
        Ok((name, point, numbers, info))
    }

    /// A brain session through `gomoku_brain_*`: the lines each step writes (and
    /// `(think turn left think)` in ms, -1 for none, for each move asked of), the bot
    /// playing the first legal point that is not forbidden of the game C hands out;
    /// `(exit)` for `END`. The C-only arguments (NULL, a line NULL with a length) are
    /// asserted on the way.
    #[must_use]
    pub fn brain_session(lines: &[String]) -> Vec<String> {
        use gomoku::brain::{
            gomoku_brain, gomoku_brain_feed, gomoku_brain_free, gomoku_brain_game,
            gomoku_brain_new, gomoku_brain_play, gomoku_brain_reply, gomoku_step,
        };
        use gomoku::gomoku_status as S;
        let mut brain: *mut gomoku_brain = ptr::null_mut();
        ok(
            gomoku_brain_new(
                c"a".as_ptr(),
                c"1".as_ptr(),
                ptr::null(),
                ptr::null(),
                ptr::null(),
                &raw mut brain,
            )
            .into_i32(),
            "brain_new",
        );
        let mut step = gomoku_step {
            kind: -1,
            turn_ms: 0,
            left_ms: 0,
            think_ms: 0,
        };
        assert_eq!(
            gomoku_brain_new(
                ptr::null(),
                ptr::null(),
                ptr::null(),
                ptr::null(),
                ptr::null(),
                ptr::null_mut()
            ),
            S::NullPointer
        );
        assert_eq!(
            gomoku_brain_feed(brain, ptr::null(), 3, &raw mut step),
            S::NullPointer
        );
        assert_eq!(step.kind, -1, "C: a refused feed wrote its step");
        assert_eq!(
            gomoku_brain_feed(ptr::null_mut(), c"END".as_ptr(), 3, &raw mut step),
            S::NullPointer
        );
        let mut out = Vec::new();
        for line in lines {
            ok(
                gomoku_brain_feed(brain, line.as_ptr().cast(), line.len(), &raw mut step)
                    .into_i32(),
                "brain_feed",
            );
            while step.kind == 1 {
                out.push(format!(
                    "(think {} {} {})",
                    step.turn_ms, step.left_ms, step.think_ms
                ));
                // The same bot, asking the game C hands out.
                let mut game: *mut gomoku_game = ptr::null_mut();
                ok(
                    gomoku_brain_game(brain, &raw mut game).into_i32(),
                    "brain_game",
                );
                let legal = read_list(gomoku_point { x: -1, y: -1 }, |b, l, n| {
                    gomoku_game_legal_moves(game, b, l, n).into_i32()
                });
                let mut turn = 0;
                ok(gomoku_game_turn(game, &raw mut turn).into_i32(), "turn");
                let point = legal
                    .iter()
                    .copied()
                    .find(|&p| {
                        let mut kind = 0;
                        ok(
                            gomoku_game_forbidden(game, turn, p, &raw mut kind).into_i32(),
                            "forbidden",
                        );
                        kind == gomoku_forbidden::None as i32
                    })
                    .unwrap_or(legal[0]);
                gomoku_game_free(game);
                ok(
                    gomoku_brain_play(brain, point, &raw mut step).into_i32(),
                    "brain_play",
                );
            }
            // Only a think step has times: a reply or an exit says none.
            assert_eq!(
                (step.turn_ms, step.left_ms, step.think_ms),
                (-1, -1, -1),
                "C: the times of a step of kind {}",
                step.kind
            );
            if step.kind == 2 {
                out.push("(exit)".into());
                break;
            }
            out.push(read_text(|b, l, n| {
                gomoku_brain_reply(brain, b, l, n).into_i32()
            }));
        }
        gomoku_brain_free(brain);
        gomoku_brain_free(ptr::null_mut());
        out
    }
}

/// The structure of a live C explanation (`crate::analysis::explanation_text`), through
/// `gomoku_explanation_{kind,row_count,row,point,child}`, with their bad indices asserted.
fn c_explanation_tree(e: *const gomoku::analysis::gomoku_explanation) -> String {
    use gomoku::analysis::{
        gomoku_explained_point, gomoku_explained_row, gomoku_explanation_child,
        gomoku_explanation_free, gomoku_explanation_kind, gomoku_explanation_point,
        gomoku_explanation_row, gomoku_explanation_row_count,
    };
    use gomoku::gomoku_status as S;
    let mut at = gomoku_point { x: -9, y: -9 };
    let mut kind = 77i32;
    ok(
        gomoku_explanation_kind(e, &raw mut at, &raw mut kind).into_i32(),
        "explanation_kind",
    );
    let mut n = 77usize;
    ok(
        gomoku_explanation_row_count(e, &raw mut n).into_i32(),
        "row_count",
    );
    let empty_row = gomoku_explained_row {
        kind: 77,
        direction: 77,
        stones: [gomoku_point { x: -9, y: -9 }; 26],
        n_stones: 77,
        n_points: 77,
    };
    let empty_point = gomoku_explained_point {
        point: gomoku_point { x: -9, y: -9 },
        verdict: 77,
        forbidden: 77,
    };
    let mut r = empty_row;
    assert_eq!(
        gomoku_explanation_row(e, n, &raw mut r),
        S::InvalidEnum,
        "C: row past the last"
    );
    assert_eq!(r.kind, 77, "C: a refused row was written");
    let mut q = empty_point;
    assert_eq!(
        gomoku_explanation_point(e, n, 0, &raw mut q),
        S::InvalidEnum
    );
    let mut child: *mut gomoku::analysis::gomoku_explanation = ptr::null_mut();
    assert_eq!(
        gomoku_explanation_child(e, n, 0, &raw mut child),
        S::InvalidEnum
    );
    const KINDS: [&str; 4] = ["overline", "four", "straight-four", "three"];
    const DIRECTIONS: [&str; 4] = ["horizontal", "vertical", "diagonal", "anti-diagonal"];
    const VERDICTS: [&str; 3] = ["valid", "five", "forbidden"];
    let rows: Vec<_> = (0..n)
        .map(|i| {
            let mut r = empty_row;
            ok(
                gomoku_explanation_row(e, i, &raw mut r).into_i32(),
                "explanation_row",
            );
            assert!(
                r.stones[r.n_stones..].iter().all(|&p| raw(p) == NO_POINT),
                "C: the stones past n_stones are {{-1, -1}}"
            );
            let stones = r.stones[..r.n_stones]
                .iter()
                .map(|&p| point_from_c(p))
                .collect();
            let mut q = empty_point;
            assert_eq!(
                gomoku_explanation_point(e, i, r.n_points, &raw mut q),
                S::InvalidEnum
            );
            let points = (0..r.n_points)
                .map(|j| {
                    let mut q = empty_point;
                    ok(
                        gomoku_explanation_point(e, i, j, &raw mut q).into_i32(),
                        "explanation_point",
                    );
                    let verdict = VERDICTS[usize::try_from(q.verdict).expect("C: a verdict")];
                    let mut c: *mut gomoku::analysis::gomoku_explanation = ptr::dangling_mut();
                    ok(
                        gomoku_explanation_child(e, i, j, &raw mut c).into_i32(),
                        "explanation_child",
                    );
                    let sub = if c.is_null() {
                        assert_ne!(verdict, "forbidden", "C: a forbidden point without a child");
                        assert_eq!(
                            q.forbidden,
                            gomoku_forbidden::None as i32,
                            "C: a kind without a child"
                        );
                        None
                    } else {
                        assert_eq!(verdict, "forbidden", "C: a child of a {verdict} point");
                        let mut ck = 77i32;
                        let mut cp = gomoku_point { x: -9, y: -9 };
                        ok(
                            gomoku_explanation_kind(c, &raw mut cp, &raw mut ck).into_i32(),
                            "kind",
                        );
                        assert_eq!(
                            (ck, raw(cp)),
                            (q.forbidden, raw(q.point)),
                            "C: the child's point and kind"
                        );
                        let t = c_explanation_tree(c);
                        gomoku_explanation_free(c);
                        Some(t)
                    };
                    (point_from_c(q.point), verdict, sub)
                })
                .collect();
            (
                KINDS[usize::try_from(r.kind).expect("C: a row kind")],
                DIRECTIONS[usize::try_from(r.direction).expect("C: a direction")],
                stones,
                points,
            )
        })
        .collect();
    let kind = forbidden_from_c(kind);
    crate::analysis::explanation_text(point_from_c(at), kind.name(), &rows)
}

/// The opening of a live C game (name and number of offers), with the C-only bad player
/// numbers of `gomoku_game_color_of` asserted.
fn c_opening(g: *const gomoku_game) -> Option<(String, Option<u8>)> {
    const OPENINGS: [&str; 7] = [
        "swap",
        "swap2",
        "pro",
        "rif",
        "yamaguchi",
        "taraguchi",
        "soosorv",
    ];
    for bad in [-1, 2, i32::MAX] {
        let mut c = 77i32;
        assert_eq!(
            gomoku::opening::gomoku_game_color_of(g, bad, &raw mut c),
            gomoku::gomoku_status::InvalidEnum,
            "C: color_of player {bad}"
        );
        assert_eq!(c, 77, "C: a refused color_of was written");
    }
    let (mut kind, mut n) = (77i32, 77u32);
    ok(
        gomoku::opening::gomoku_game_opening(g, &raw mut kind, &raw mut n).into_i32(),
        "game_opening",
    );
    if kind == -1 {
        assert_eq!(n, 0, "C: the count of no opening");
        return None;
    }
    let name = OPENINGS[usize::try_from(kind).expect("C: an opening")];
    if kind < 5 {
        assert_eq!(n, 0, "C: the count of {name}");
    }
    let n = (kind >= 5).then(|| u8::try_from(n).expect("C: a count"));
    Some((name.to_owned(), n))
}

/// A game of a RenjuNet export as the agreement compares it: its moves as text (`h8 h9`),
/// its black and its white player.
pub type RenjuNetGame = (String, Option<String>, Option<String>);

/// The input of [`read_chunks`]: the bytes not yet handed out, and the number of calls.
struct Chunks<'a> {
    rest: &'a [u8],
    calls: usize,
}

/// A `gomoku_read_fn` that hands out its `Chunks` at most 5 bytes at a time, so that a
/// game's XML is split across many calls — but every fourth call fills the whole buffer it
/// is given (issue 18: a reader refusing a full buffer survived the 5-byte reads).
unsafe extern "C" fn read_chunks(
    user: *mut core::ffi::c_void,
    buf: *mut u8,
    len: usize,
    out_n: *mut usize,
) -> i32 {
    // SAFETY: `user` is the `Chunks` of `CFace::renjunet_sources`, alive until the reader
    // is freed; `buf` is valid for `len` bytes and `out_n` for a write (the library's
    // promise).
    unsafe {
        let src = &mut *user.cast::<Chunks<'_>>();
        src.calls += 1;
        let most = if src.calls % 4 == 0 { len } else { 5 };
        let n = len.min(src.rest.len()).min(most);
        core::ptr::copy_nonoverlapping(src.rest.as_ptr(), buf, n);
        src.rest = &src.rest[n..];
        out_n.write(n);
    }
    0
}

/// A `gomoku_read_fn` that fails at once.
unsafe extern "C" fn read_fails(
    _user: *mut core::ffi::c_void,
    _buf: *mut u8,
    _len: usize,
    _out_n: *mut usize,
) -> i32 {
    -1
}

/// A record a stream gave, as the agreement compares it (its moves, the first two text
/// fields); the record is freed.
fn stream_game(rec: *mut gomoku::record::gomoku_record) -> RenjuNetGame {
    use gomoku::record::{gomoku_record_free, gomoku_record_moves, gomoku_record_text};
    let empty = gomoku_move {
        point: gomoku_point { x: -1, y: -1 },
        pass: false,
    };
    let moves: Vec<String> = read_list(empty, |b, l, n| {
        gomoku_record_moves(rec, b, l, n).into_i32()
    })
    .into_iter()
    .map(|m| {
        if m.pass {
            "pass".to_owned()
        } else {
            point_from_c(m.point).to_string()
        }
    })
    .collect();
    let text = |field: i32| {
        read_optional_text(|b, l, n| gomoku_record_text(rec, field, b, l, n).into_i32())
    };
    let game = (moves.join(" "), text(0), text(1));
    gomoku_record_free(rec);
    game
}

/// The games of a live RenjuNet reader, read to the end; the reader is freed.
fn drain_renjunet(reader: *mut gomoku::record::gomoku_renjunet) -> Vec<RenjuNetGame> {
    use gomoku::record::{gomoku_renjunet_free, gomoku_renjunet_next};
    assert!(!reader.is_null(), "C: a reader");
    let mut out = Vec::new();
    loop {
        let mut rec = ptr::null_mut();
        ok(
            gomoku_renjunet_next(reader, &raw mut rec, ptr::null_mut()).into_i32(),
            "gomoku_renjunet_next",
        );
        if rec.is_null() {
            break;
        }
        out.push(stream_game(rec));
    }
    gomoku_renjunet_free(reader);
    out
}

/// The games of a live SGF collection reader, read to the end (or its error: the game is
/// then `Err(status)`, and the stream must give nothing more); the reader is freed.
fn drain_sgf_collection(
    reader: *mut gomoku::record::gomoku_sgf_collection,
) -> Vec<Result<RenjuNetGame, i32>> {
    use gomoku::record::{gomoku_sgf_collection_free, gomoku_sgf_collection_next};
    assert!(!reader.is_null(), "C: a reader");
    let mut out = Vec::new();
    loop {
        let mut rec = ptr::null_mut();
        let status = gomoku_sgf_collection_next(reader, &raw mut rec, ptr::null_mut()).into_i32();
        if status != 0 {
            assert!(rec.is_null(), "C: a failed step wrote a record");
            out.push(Err(status));
            let again =
                gomoku_sgf_collection_next(reader, &raw mut rec, ptr::null_mut()).into_i32();
            assert_eq!(
                (again, rec),
                (0, ptr::null_mut()),
                "C: a stream went on after its error"
            );
            break;
        }
        if rec.is_null() {
            break;
        }
        out.push(Ok(stream_game(rec)));
    }
    gomoku_sgf_collection_free(reader);
    out
}

/// A warning of the lenient SGF reader as the agreement compares it: its kind's name, the
/// offset, line and column, and its text.
pub type WarningView = (String, usize, usize, usize, String);

impl CFace {
    /// The warnings of the first game of `data` read by `gomoku_record_read` with
    /// `lenient` (the kind's number turned into the core's name through
    /// `WarningKind::ALL`), or the status of a refusal.
    ///
    /// # Panics
    ///
    /// When C answers outside its contract.
    pub fn sgf_warnings(data: &[u8], lenient: bool) -> Result<Vec<WarningView>, i32> {
        use gomoku::record::{
            gomoku_location, gomoku_record_free, gomoku_record_options, gomoku_record_read,
            gomoku_record_warning, gomoku_record_warning_count,
        };
        use gomoku_referee::record::WarningKind;
        let options = gomoku_record_options {
            size: 15,
            sgf_rows: 0,
            lenient,
        };
        let mut rec = ptr::null_mut();
        let status = gomoku_record_read(
            2,
            data.as_ptr(),
            data.len(),
            &raw const options,
            &raw mut rec,
            ptr::null_mut(),
        )
        .into_i32();
        if status != 0 {
            return Err(status);
        }
        let mut count = 0usize;
        ok(
            gomoku_record_warning_count(rec, &raw mut count).into_i32(),
            "gomoku_record_warning_count",
        );
        let mut out = Vec::new();
        for i in 0..count {
            let (mut kind, mut at) = (-1i32, gomoku_location::default());
            let text = read_text(|b, l, n| {
                gomoku_record_warning(rec, i, &raw mut kind, &raw mut at, b, l, n).into_i32()
            });
            let kind = WarningKind::ALL[usize::try_from(kind).expect("C: a warning kind")];
            out.push((kind.name().to_owned(), at.offset, at.line, at.column, text));
        }
        let (mut kind, mut at, mut n) = (-1i32, gomoku_location::default(), 0usize);
        assert_eq!(
            gomoku_record_warning(
                rec,
                count,
                &raw mut kind,
                &raw mut at,
                ptr::null_mut(),
                0,
                &raw mut n
            ),
            gomoku::gomoku_status::RecordNoField,
            "C: a warning past the last"
        );
        assert_eq!(kind, -1, "C: a refused warning wrote its kind");
        gomoku_record_free(rec);
        Ok(out)
    }

    /// The games of the SGF collection at `path` streamed by C's two sources, in this
    /// order: `gomoku_sgf_collection_open` (the file) and
    /// `gomoku_sgf_collection_from_callback` (its bytes, 5 at a time); a game that cannot
    /// be read is its status and ends the list. The C-only questions (NULL pointers, a
    /// bad row convention, a missing file, a failing callback) are asserted here.
    ///
    /// # Panics
    ///
    /// When the file cannot be read or C answers outside its contract.
    #[must_use]
    pub fn sgf_collection_sources(path: &std::path::Path) -> [Vec<Result<RenjuNetGame, i32>>; 2] {
        use gomoku::gomoku_status as S;
        use gomoku::record::{
            gomoku_read_fn, gomoku_record_options, gomoku_sgf_collection,
            gomoku_sgf_collection_from_callback, gomoku_sgf_collection_next,
            gomoku_sgf_collection_open,
        };
        let bytes = std::fs::read(path).expect("the SGF collection");
        let cpath = std::ffi::CString::new(path.to_str().expect("a UTF-8 path")).expect("a path");
        let mut reader: *mut gomoku_sgf_collection = ptr::null_mut();
        ok(
            gomoku_sgf_collection_open(cpath.as_ptr(), ptr::null(), &raw mut reader).into_i32(),
            "gomoku_sgf_collection_open",
        );
        let from_file = drain_sgf_collection(reader);
        let mut source = Chunks {
            rest: &bytes,
            calls: 0,
        };
        let callback: gomoku_read_fn = Some(read_chunks);
        let top = gomoku_record_options {
            size: 15,
            sgf_rows: 0,
            lenient: false,
        };
        reader = ptr::null_mut();
        ok(
            gomoku_sgf_collection_from_callback(
                callback,
                (&raw mut source).cast(),
                &raw const top,
                &raw mut reader,
            )
            .into_i32(),
            "gomoku_sgf_collection_from_callback",
        );
        let from_callback = drain_sgf_collection(reader);
        let mut untouched: *mut gomoku_sgf_collection = ptr::null_mut();
        let bad_rows = gomoku_record_options {
            size: 15,
            sgf_rows: 2,
            lenient: false,
        };
        assert_eq!(
            gomoku_sgf_collection_open(cpath.as_ptr(), &raw const bad_rows, &raw mut untouched),
            S::InvalidEnum
        );
        let missing = std::ffi::CString::new("/nonexistent/gomoku.sgf").expect("a path");
        assert_eq!(
            gomoku_sgf_collection_open(missing.as_ptr(), ptr::null(), &raw mut untouched),
            S::RecordIo
        );
        assert_eq!(
            gomoku_sgf_collection_open(ptr::null(), ptr::null(), &raw mut untouched),
            S::NullPointer
        );
        assert_eq!(
            gomoku_sgf_collection_from_callback(
                None,
                ptr::null_mut(),
                ptr::null(),
                &raw mut untouched
            ),
            S::NullPointer
        );
        assert_eq!(
            gomoku_sgf_collection_from_callback(
                Some(read_chunks),
                ptr::null_mut(),
                ptr::null(),
                ptr::null_mut()
            ),
            S::NullPointer
        );
        assert!(untouched.is_null(), "C: a refused call wrote its reader");
        ok(
            gomoku_sgf_collection_from_callback(
                Some(read_fails),
                ptr::null_mut(),
                ptr::null(),
                &raw mut reader,
            )
            .into_i32(),
            "gomoku_sgf_collection_from_callback (failing)",
        );
        let mut rec = ptr::null_mut();
        assert_eq!(
            gomoku_sgf_collection_next(reader, &raw mut rec, ptr::null_mut()),
            S::RecordIo,
            "C: a failing callback"
        );
        assert!(rec.is_null());
        gomoku::record::gomoku_sgf_collection_free(reader);
        [from_file, from_callback]
    }

    /// The games of the RenjuNet export at `path` read by C's three sources, in this
    /// order: `gomoku_renjunet_open` (the file), `gomoku_renjunet_from_buffer` (its bytes)
    /// and `gomoku_renjunet_from_callback` (its bytes, 5 at a time). The C-only questions
    /// (NULL pointers, an empty buffer, a failing callback) are asserted here.
    ///
    /// # Panics
    ///
    /// When the file cannot be read or C answers outside its contract.
    #[must_use]
    pub fn renjunet_sources(path: &std::path::Path) -> [Vec<RenjuNetGame>; 3] {
        use gomoku::gomoku_status as S;
        use gomoku::record::{
            gomoku_read_fn, gomoku_renjunet, gomoku_renjunet_from_buffer,
            gomoku_renjunet_from_callback, gomoku_renjunet_next, gomoku_renjunet_open,
        };
        let bytes = std::fs::read(path).expect("the RenjuNet export");
        let cpath = std::ffi::CString::new(path.to_str().expect("a UTF-8 path")).expect("a path");
        let mut reader: *mut gomoku_renjunet = ptr::null_mut();
        ok(
            gomoku_renjunet_open(cpath.as_ptr(), &raw mut reader).into_i32(),
            "gomoku_renjunet_open",
        );
        let from_file = drain_renjunet(reader);
        reader = ptr::null_mut();
        ok(
            gomoku_renjunet_from_buffer(bytes.as_ptr(), bytes.len(), &raw mut reader).into_i32(),
            "gomoku_renjunet_from_buffer",
        );
        let from_buffer = drain_renjunet(reader);
        // The callback's input is the file with 160 KiB of white space after the document
        // (which XML allows): more than the reader's 64 KiB buffer, so that a full-buffer
        // read happens.
        let padded: Vec<u8> = bytes.iter().copied().chain([b' '; 160 * 1024]).collect();
        let mut source = Chunks {
            rest: &padded,
            calls: 0,
        };
        let callback: gomoku_read_fn = Some(read_chunks);
        reader = ptr::null_mut();
        ok(
            gomoku_renjunet_from_callback(callback, (&raw mut source).cast(), &raw mut reader)
                .into_i32(),
            "gomoku_renjunet_from_callback",
        );
        let from_callback = drain_renjunet(reader);
        // The C-only questions: NULL pointers are refused and write nothing; an empty
        // buffer (NULL allowed) is an export without games; a failing callback ends the
        // stream with RECORD_IO.
        let mut untouched: *mut gomoku_renjunet = ptr::null_mut();
        assert_eq!(
            gomoku_renjunet_from_buffer(ptr::null(), 5, &raw mut untouched),
            S::NullPointer
        );
        assert_eq!(
            gomoku_renjunet_from_buffer(bytes.as_ptr(), bytes.len(), ptr::null_mut()),
            S::NullPointer
        );
        assert_eq!(
            gomoku_renjunet_from_callback(None, ptr::null_mut(), &raw mut untouched),
            S::NullPointer
        );
        assert_eq!(
            gomoku_renjunet_from_callback(Some(read_chunks), ptr::null_mut(), ptr::null_mut()),
            S::NullPointer
        );
        assert!(untouched.is_null(), "C: a refused call wrote its reader");
        ok(
            gomoku_renjunet_from_buffer(ptr::null(), 0, &raw mut reader).into_i32(),
            "gomoku_renjunet_from_buffer (empty)",
        );
        assert_eq!(drain_renjunet(reader), Vec::new(), "C: an empty export");
        reader = ptr::null_mut();
        ok(
            gomoku_renjunet_from_callback(Some(read_fails), ptr::null_mut(), &raw mut reader)
                .into_i32(),
            "gomoku_renjunet_from_callback (failing)",
        );
        let mut rec = ptr::null_mut();
        assert_eq!(
            gomoku_renjunet_next(reader, &raw mut rec, ptr::null_mut()),
            S::RecordIo,
            "C: a failing callback"
        );
        assert!(rec.is_null());
        gomoku::record::gomoku_renjunet_free(reader);
        [from_file, from_buffer, from_callback]
    }
}

impl CFace {
    /// `n` random games from the empty board of the rules named `name`, seeded `seed`:
    /// `gomoku_random_playouts`.
    #[must_use]
    pub fn random_playouts(name: &str, n: usize, seed: u64) -> Vec<crate::snapshot::PlayoutView> {
        let text = std::ffi::CString::new(name).expect("a name");
        let mut rules = ptr::null_mut();
        ok(
            gomoku::rules::gomoku_rules_from_name(text.as_ptr(), &raw mut rules).into_i32(),
            "gomoku_rules_from_name",
        );
        let empty = gomoku::playout::gomoku_playout {
            winner: 9,
            termination: 9,
            length: 0,
        };
        let mut buf = vec![empty; n];
        let mut written = 0usize;
        ok(
            gomoku::playout::gomoku_random_playouts(
                rules,
                ptr::null(),
                n,
                seed,
                buf.as_mut_ptr(),
                n,
                &raw mut written,
            )
            .into_i32(),
            "gomoku_random_playouts",
        );
        gomoku::rules::gomoku_rules_free(rules);
        assert_eq!(written, n, "C: one record a game");
        buf.iter()
            .map(|g| {
                (
                    color_from_c(g.winner),
                    termination_from_c(g.termination),
                    g.length,
                )
            })
            .collect()
    }
}

impl CFace {
    /// A `SWAP2BOARD` answer through `gomoku_brain_*`: the manager's `lines` after
    /// `START 15`, then the reference bot (seed `seed`, `nodes` VCF nodes) deciding each
    /// step in `gomoku_brain_opening_game` (or `gomoku_brain_game`), taken by
    /// `gomoku_brain_act` or, for a move, `gomoku_brain_play`: the answer's text.
    #[must_use]
    pub fn swap2_answer(lines: &[&str], seed: u64, nodes: u64) -> String {
        use gomoku::bot::{
            gomoku_bot_decision, gomoku_bot_step, gomoku_reference_bot_decide,
            gomoku_reference_bot_free, gomoku_reference_bot_new,
        };
        use gomoku::brain::{
            gomoku_brain, gomoku_brain_act, gomoku_brain_feed, gomoku_brain_free,
            gomoku_brain_game, gomoku_brain_new, gomoku_brain_opening_game, gomoku_brain_play,
            gomoku_brain_reply, gomoku_step,
        };
        let mut brain: *mut gomoku_brain = ptr::null_mut();
        let none = ptr::null();
        ok(
            gomoku_brain_new(none, none, none, none, ptr::null(), &raw mut brain).into_i32(),
            "brain_new",
        );
        let mut bot = ptr::null_mut();
        ok(
            gomoku_reference_bot_new(seed, &raw mut bot).into_i32(),
            "reference_bot_new",
        );
        let mut step = gomoku_step {
            kind: -1,
            turn_ms: 0,
            left_ms: 0,
            think_ms: 0,
        };
        for line in ["START 15"].iter().chain(lines) {
            ok(
                gomoku_brain_feed(brain, line.as_ptr().cast(), line.len(), &raw mut step)
                    .into_i32(),
                "brain_feed",
            );
        }
        while step.kind == 1 {
            let mut game: *mut gomoku_game = ptr::null_mut();
            ok(
                gomoku_brain_opening_game(brain, &raw mut game).into_i32(),
                "brain_opening_game",
            );
            if game.is_null() {
                ok(
                    gomoku_brain_game(brain, &raw mut game).into_i32(),
                    "brain_game",
                );
            }
            let mut d = core::mem::MaybeUninit::<gomoku_bot_decision>::zeroed();
            ok(
                gomoku_reference_bot_decide(
                    bot,
                    game,
                    nodes,
                    None,
                    ptr::null_mut(),
                    d.as_mut_ptr(),
                )
                .into_i32(),
                "reference_bot_decide",
            );
            gomoku_game_free(game);
            // SAFETY: written by the successful call.
            let d = unsafe { d.assume_init() };
            let status = if d.kind == gomoku_bot_step::Move as i32 {
                gomoku_brain_play(brain, d.point, &raw mut step)
            } else {
                gomoku_brain_act(brain, &raw const d, &raw mut step)
            };
            ok(status.into_i32(), "brain_act / brain_play");
        }
        let text = read_text(|b, l, n| gomoku_brain_reply(brain, b, l, n).into_i32());
        gomoku_reference_bot_free(bot);
        gomoku_brain_free(brain);
        text
    }
}
