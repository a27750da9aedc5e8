//! Openings, matches and clocks (RULES.md §7, §8): each function calls one method of the
//! core's `Game` (its opening half), `Match` or `Clock` and translates its result.

use core::ffi::c_char;
use core::time::Duration;

use gomoku_referee::{
    Area, Clock, Color, Expected, Expecting, Game, Match, MatchGame, Opening, OpeningError, Player,
    TimeControl,
};

use crate::boundary::{Buffer, FfiResult, Out, arg, arg_mut, c_str, free, guard, into_raw, slice};
use crate::game::{act, ask, gomoku_game, list, make, points, representable};
use crate::rules::gomoku_rules;
use crate::status::gomoku_status;
use crate::symmetry::to_c_symmetry;
use crate::types::{color_in, gomoku_point, to_c_color, to_c_point};

/// One of the two players of a game, whatever colour he holds (`gomoku_game_player`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_player {
    /// No player (a clock nobody's time ran out on).
    None = -1,
    /// The first player: the opener (the tentative Black), or Black without an opening.
    First = 0,
    /// The other player.
    Second = 1,
}

/// The opening rules of RULES.md §7 (`gomoku_game_new_with_opening`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_opening {
    /// Swap (swap1).
    Swap = 0,
    /// Swap2.
    Swap2 = 1,
    /// Pro.
    Pro = 2,
    /// RIF (1996).
    Rif = 3,
    /// Yamaguchi.
    Yamaguchi = 4,
    /// Taraguchi-N.
    Taraguchi = 5,
    /// Soosõrv-N.
    Soosorv = 6,
}

/// What an opening expects next (`gomoku_expected.what`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_expecting {
    /// Nothing: no opening, or it is complete (normal play), or the game is over.
    None = -1,
    /// Place a stone of colour `stone` in the area (`gomoku_game_place`).
    Place = 0,
    /// Swap colours or keep them (`gomoku_game_swap`, `gomoku_game_keep`).
    Swap = 1,
    /// Choose a colour (`gomoku_game_choose`).
    ChooseColor = 2,
    /// Swap2: choose a colour, or place a white stone (then a black one).
    ChooseColorOrPlace = 3,
    /// Declare the number of offers, 1 to `max` (`gomoku_game_declare`).
    Declare = 4,
    /// Offer `count` fifth moves (`gomoku_game_offer`).
    Offer = 5,
    /// Pick one of the offers (`gomoku_game_pick`).
    Pick = 7,
    /// Taraguchi after the 4th stone: swap colours or keep them (`gomoku_game_swap`,
    /// `gomoku_game_keep`; the 5th stone is then placed in the central 9×9), or offer
    /// `count` fifth moves (`gomoku_game_offer`). (6, Taraguchi's former "place or
    /// offer", is no longer used.)
    SwapOrOffer = 8,
}

/// Where an opening stone may go (`gomoku_expected.area`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_area {
    /// No stone is expected.
    None = -1,
    /// Any empty point.
    Anywhere = 0,
    /// The centre.
    Centre = 1,
    /// The central `area_size` × `area_size` square.
    Square = 2,
    /// At least `area_size` intersections from the centre.
    AwayFromCentre = 3,
}

/// What an opening expects next: who acts and what (`gomoku_game_expected`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_expected {
    /// A `GOMOKU_EXPECTING_*` value; `GOMOKU_EXPECTING_NONE` when nothing is expected (and
    /// then every other field is -1 or 0).
    pub what: i32,
    /// The `GOMOKU_PLAYER_*` who acts.
    pub player: i32,
    /// The `GOMOKU_COLOR_*` that player holds now (tentatively, while swaps may follow).
    pub color: i32,
    /// For a placement, the colour of the stone; `GOMOKU_COLOR_NONE` otherwise.
    pub stone: i32,
    /// For a placement, a `GOMOKU_AREA_*` value; `GOMOKU_AREA_NONE` otherwise.
    pub area: i32,
    /// The square's side, or the distance from the centre; 0 otherwise.
    pub area_size: u32,
    /// For offers, how many; 0 otherwise.
    pub count: u32,
    /// For a declaration, the largest number allowed; 0 otherwise.
    pub max: u32,
}

/// One finished game of a match (`gomoku_match_game_at`): players by their index 0 or 1 in
/// `gomoku_match_new`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_match_game {
    /// Who was the first player (the opener, or Black without an opening).
    pub first: u32,
    /// Who held Black once the opening was over.
    pub black: u32,
    /// Who won; -1 for a draw.
    pub winner: i32,
    /// A `GOMOKU_TERMINATION_*` value.
    pub termination: i32,
}

pub(crate) fn player_in(p: i32) -> Result<Player, gomoku_status> {
    match p {
        0 => Ok(Player::First),
        1 => Ok(Player::Second),
        _ => Err(gomoku_status::InvalidEnum),
    }
}

fn to_c_player(p: Option<Player>) -> i32 {
    p.map_or(gomoku_player::None as i32, |p| p.index() as i32)
}

fn opening_in(kind: i32, n: u32) -> Result<Opening, gomoku_status> {
    Ok(match kind {
        0 => Opening::Swap,
        1 => Opening::Swap2,
        2 => Opening::Pro,
        3 => Opening::Rif,
        4 => Opening::Yamaguchi,
        5 => Opening::taraguchi(n)?,
        6 => Opening::soosorv(n)?,
        _ => return Err(gomoku_status::InvalidEnum),
    })
}

fn to_c_opening(o: Opening) -> (i32, u32) {
    let kind = match o {
        Opening::Swap => gomoku_opening::Swap,
        Opening::Swap2 => gomoku_opening::Swap2,
        Opening::Pro => gomoku_opening::Pro,
        Opening::Rif => gomoku_opening::Rif,
        Opening::Yamaguchi => gomoku_opening::Yamaguchi,
        Opening::Taraguchi(_) => gomoku_opening::Taraguchi,
        Opening::Soosorv(_) => gomoku_opening::Soosorv,
    };
    (kind as i32, o.n().map_or(0, u32::from))
}

fn to_c_area(a: Area) -> (i32, u32) {
    match a {
        Area::Anywhere => (gomoku_area::Anywhere as i32, 0),
        Area::Centre => (gomoku_area::Centre as i32, 0),
        Area::Square(k) => (gomoku_area::Square as i32, u32::from(k)),
        Area::AwayFromCentre(d) => (gomoku_area::AwayFromCentre as i32, u32::from(d)),
    }
}

pub(crate) fn to_c_expected(e: Option<Expected>) -> gomoku_expected {
    let mut out = gomoku_expected {
        what: gomoku_expecting::None as i32,
        player: gomoku_player::None as i32,
        color: to_c_color(None),
        stone: to_c_color(None),
        area: gomoku_area::None as i32,
        area_size: 0,
        count: 0,
        max: 0,
    };
    let Some(e) = e else {
        return out;
    };
    out.player = to_c_player(Some(e.player));
    out.color = to_c_color(Some(e.color));
    let mut area = |a: Area, stone: Color| {
        (out.area, out.area_size) = to_c_area(a);
        out.stone = to_c_color(Some(stone));
    };
    let what = match e.what {
        Expecting::Place { color, area: a } => {
            area(a, color);
            gomoku_expecting::Place
        }
        Expecting::Swap => gomoku_expecting::Swap,
        Expecting::ChooseColor => gomoku_expecting::ChooseColor,
        Expecting::ChooseColorOrPlace { area: a } => {
            area(a, Color::White);
            gomoku_expecting::ChooseColorOrPlace
        }
        Expecting::Declare { max } => {
            out.max = u32::from(max);
            gomoku_expecting::Declare
        }
        Expecting::Offer { count } => {
            out.count = u32::from(count);
            gomoku_expecting::Offer
        }
        Expecting::SwapOrOffer { count } => {
            out.count = u32::from(count);
            gomoku_expecting::SwapOrOffer
        }
        Expecting::Pick => gomoku_expecting::Pick,
    };
    out.what = what as i32;
    out
}

/// Makes a new game on the empty board under a copy of `rules` that starts with an
/// opening: `kind` a `GOMOKU_OPENING_*` value and `n` its N (Taraguchi, Soosõrv; ignored
/// by the others). Freed with `gomoku_game_free`.
///
/// Returns `GOMOKU_STATUS_INVALID_ENUM` for an unknown kind,
/// `GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE` for an N out of range and
/// `GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL` for a board too small for the rule.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_new_with_opening(
    rules: *const gomoku_rules,
    kind: i32,
    n: u32,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        let out = Out::new(game_out)?;
        let opening = opening_in(kind, n)?;
        make(Game::with_opening(rules.inner, opening)?, out);
        Ok(())
    })
}

/// Parses an opening name (`"soosorv-8"`, `"taraguchi-10"`, `"swap2"`, ...) into its
/// `GOMOKU_OPENING_*` kind and N (0 for the rules without one).
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; the out-pointers are NULL or valid.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_opening_from_str(
    text: *const c_char,
    kind_out: *mut i32,
    n_out: *mut u32,
) -> gomoku_status {
    guard(|| {
        let bytes = c_str(text)?;
        let (kind_out, n_out) = (Out::new(kind_out)?, Out::new(n_out)?);
        let text = core::str::from_utf8(bytes).map_err(|_| gomoku_status::ParseInvalidOpening)?;
        let (kind, n) = to_c_opening(text.parse::<Opening>()?);
        kind_out.write(kind);
        n_out.write(n);
        Ok(())
    })
}

/// The game's opening rule as `GOMOKU_OPENING_*` kind and N; `*kind_out` is -1 for a game
/// without an opening.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; the out-pointers are NULL or valid.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_opening(
    game: *const gomoku_game,
    kind_out: *mut i32,
    n_out: *mut u32,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let (kind_out, n_out) = (Out::new(kind_out)?, Out::new(n_out)?);
        let (kind, n) = game.inner.opening().map_or((-1, 0), to_c_opening);
        kind_out.write(kind);
        n_out.write(n);
        Ok(())
    })
}

/// What the opening expects next (who acts, and what); `what == GOMOKU_EXPECTING_NONE`
/// when nothing is (no opening, complete, or the game is over).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `expected_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_expected(
    game: *const gomoku_game,
    expected_out: *mut gomoku_expected,
) -> gomoku_status {
    ask(game, expected_out, |g| Ok(to_c_expected(g.expected())))
}

/// The `GOMOKU_PLAYER_*` who holds `color` now (tentatively during the opening).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `player_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_player(
    game: *const gomoku_game,
    color: i32,
    player_out: *mut i32,
) -> gomoku_status {
    ask(game, player_out, |g| {
        Ok(to_c_player(Some(g.player(color_in(color)?))))
    })
}

/// The `GOMOKU_COLOR_*` that `player` (a `GOMOKU_PLAYER_*`) holds now.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `color_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_color_of(
    game: *const gomoku_game,
    player: i32,
    color_out: *mut i32,
) -> gomoku_status {
    ask(game, color_out, |g| {
        Ok(to_c_color(Some(g.color_of(player_in(player)?))))
    })
}

/// The fifth moves offered and not yet picked.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` points (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_offers(
    game: *const gomoku_game,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        Ok(points(
            g.opening_state().map(|s| *s.offers()).unwrap_or_default(),
        ))
    })
}

/// The points where the expected stone, offers or pick may go now (during normal play,
/// the legal moves).
///
/// # Safety
///
/// As `gomoku_game_offers`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_allowed_points(
    game: *const gomoku_game,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| Ok(points(g.allowed_points())))
}

/// The opening's actions so far as text, one per action separated by `", "`
/// (`"h8, h9, j10, swap, g10, declare 3, keep, offer g8 i8 i9, pick i9"`); `*out_n` counts
/// the terminating NUL.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_opening_record(
    game: *const gomoku_game,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let text: Vec<String> = game
            .inner
            .opening_actions()
            .iter()
            .map(ToString::to_string)
            .collect();
        buffer.fill_text(&text.join(", "))
    })
}

fn opening_act(
    game: *mut gomoku_game,
    action: impl FnOnce(&mut Game) -> Result<(), gomoku_status>,
) -> gomoku_status {
    act(game, action)
}

/// Places the expected opening stone on `point`.
///
/// Returns `GOMOKU_STATUS_OPENING_OUTSIDE_AREA` outside the rule's area,
/// `GOMOKU_STATUS_OPENING_UNEXPECTED` when no stone is expected, the `PLAY_*` status when
/// the position refuses the point.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_place(game: *mut gomoku_game, point: gomoku_point) -> gomoku_status {
    opening_act(game, |g| Ok(g.place(representable(point)?)?))
}

/// Swaps colours.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_swap(game: *mut gomoku_game) -> gomoku_status {
    opening_act(game, |g| Ok(g.swap()?))
}

/// Declines to swap.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_keep(game: *mut gomoku_game) -> gomoku_status {
    opening_act(game, |g| Ok(g.keep()?))
}

/// The expected player takes `color` (a `GOMOKU_COLOR_*`).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_choose(game: *mut gomoku_game, color: i32) -> gomoku_status {
    opening_act(game, |g| Ok(g.choose(color_in(color)?)?))
}

/// Declares the number of fifth-move offers.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_declare(game: *mut gomoku_game, count: u32) -> gomoku_status {
    opening_act(game, |g| {
        Ok(g.declare(u8::try_from(count).unwrap_or(u8::MAX))?)
    })
}

/// Offers the `n` fifth moves of `points`, checked in that order.
///
/// Returns `GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER` (`gomoku_game_symmetric_offer` then
/// says which offers and which symmetry), `_DUPLICATE_OFFER`, `_OFFER_COUNT`,
/// `_UNEXPECTED`, or the `PLAY_*` status of a point the position refuses.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `points` is valid for `n` points (NULL allowed
/// when `n` is 0).
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_offer(
    game: *mut gomoku_game,
    points: *const gomoku_point,
    n: usize,
) -> gomoku_status {
    guard(|| {
        let handle = arg_mut(game)?;
        handle.symmetric_offer = None;
        let pts = slice(points, n)?
            .iter()
            .map(|&p| representable(p))
            .collect::<Result<Vec<_>, _>>()?;
        handle.inner.offer(&pts).map_err(|e| {
            if let OpeningError::SymmetricOffer {
                point,
                earlier,
                symmetry,
                centre,
            } = e
            {
                handle.symmetric_offer = Some((point, earlier, symmetry, centre));
            }
            gomoku_status::from(e)
        })
    })
}

/// Why the last `gomoku_game_offer` was refused with `GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER`
/// (`gomoku_game_symmetric_offer`): the offer, the earlier offer it is the image of, and
/// the symmetry of the stones that maps one onto the other, with its centre (RULES.md §7:
/// it may lie away from the board's centre, and between points).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_symmetric_offer {
    /// Whether the last `gomoku_game_offer` on this handle was refused as symmetric; when
    /// false, the other fields are zero.
    pub refused: bool,
    /// The later offer.
    pub point: gomoku_point,
    /// The earlier offer it is the image of.
    pub earlier: gomoku_point,
    /// The kind of the symmetry, a `GOMOKU_SYMMETRY_*` number (`gomoku_symmetry_name`
    /// names it): the board's symmetry of that kind, moved to the centre below, maps
    /// `point` onto `earlier` (the first such kind in their order).
    pub symmetry: i32,
    /// Twice the column of the symmetry's centre (0 for `a`): odd when the centre lies
    /// half-way between two columns. For a reflection, the midpoint of `point` and
    /// `earlier`, on its axis; for a rotation, its fixed point.
    pub centre_x2: i32,
    /// Twice the row of the symmetry's centre (0 for row 1).
    pub centre_y2: i32,
}

/// Writes into `*offer_out` why the last `gomoku_game_offer` call on this handle was
/// refused as symmetric (the C form of the core's `OpeningError::SymmetricOffer`):
/// `refused` false when that call was not so refused, or none was made (a clone starts
/// with none).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `offer_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_symmetric_offer(
    game: *const gomoku_game,
    offer_out: *mut gomoku_symmetric_offer,
) -> gomoku_status {
    guard(|| {
        let handle = arg(game)?;
        let out = Out::new(offer_out)?;
        let zero = gomoku_point { x: 0, y: 0 };
        let offer = match handle.symmetric_offer {
            Some((point, earlier, symmetry, centre)) => gomoku_symmetric_offer {
                refused: true,
                point: to_c_point(point),
                earlier: to_c_point(earlier),
                symmetry: to_c_symmetry(symmetry),
                centre_x2: i32::from(centre.x2()),
                centre_y2: i32::from(centre.y2()),
            },
            None => gomoku_symmetric_offer {
                refused: false,
                point: zero,
                earlier: zero,
                symmetry: 0,
                centre_x2: 0,
                centre_y2: 0,
            },
        };
        out.write(offer);
        Ok(())
    })
}

/// Picks the offered fifth move `point`: it is played as Black's fifth stone.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_pick(game: *mut gomoku_game, point: gomoku_point) -> gomoku_status {
    opening_act(game, |g| Ok(g.pick(representable(point)?)?))
}

/// Takes back the last step, a move or an opening action of any kind (`gomoku_game_undo`
/// takes back moves only).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_undo_step(game: *mut gomoku_game) -> gomoku_status {
    act(game, |g| Ok(g.undo_step().map(drop)?))
}

// ---------------------------------------------------------------------------------------
// Matches.

/// A match between two named players: score, Elo ratings, who plays first. Opaque; make
/// one with `gomoku_match_new`, free it with `gomoku_match_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_match {
    inner: Match,
}

/// Makes a match between two new players named `first` and `second` (UTF-8), rated 1200,
/// K = 32, the first player alternating.
///
/// # Safety
///
/// `first` and `second` are NULL or NUL-terminated strings; `match_out` is NULL or valid.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_new(
    first: *const c_char,
    second: *const c_char,
    match_out: *mut *mut gomoku_match,
) -> gomoku_status {
    guard(|| {
        let (a, b) = (c_str(first)?, c_str(second)?);
        let out = Out::new(match_out)?;
        let m = Match::new(&String::from_utf8_lossy(a), &String::from_utf8_lossy(b));
        out.write(into_raw(gomoku_match { inner: m }));
        Ok(())
    })
}

/// Frees a match; NULL is ignored.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`, not used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_free(m: *mut gomoku_match) {
    crate::boundary::guard_value((), || free(m));
}

fn match_act(m: *mut gomoku_match, body: impl FnOnce(&mut Match) -> FfiResult) -> gomoku_status {
    guard(|| body(&mut arg_mut(m)?.inner))
}

fn match_ask<T>(
    m: *const gomoku_match,
    out: *mut T,
    read: impl FnOnce(&Match) -> Result<T, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let m = arg(m)?;
        let out = Out::new(out)?;
        let v = read(&m.inner)?;
        out.write(v);
        Ok(())
    })
}

/// Sets the Elo K factor (1 to 100, else `GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE`).
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_set_k(m: *mut gomoku_match, k: u32) -> gomoku_status {
    match_act(m, |m| {
        *m = m.clone().with_k(k)?;
        Ok(())
    })
}

/// Sets whether the first player alternates from game to game.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_set_alternate(
    m: *mut gomoku_match,
    alternate: bool,
) -> gomoku_status {
    match_act(m, |m| {
        *m = m.clone().with_alternate(alternate);
        Ok(())
    })
}

/// Sets the two players' ratings (players who are not new).
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_set_ratings(
    m: *mut gomoku_match,
    first: f64,
    second: f64,
) -> gomoku_status {
    match_act(m, |m| {
        *m = m.clone().with_ratings([first, second]);
        Ok(())
    })
}

/// The index (0 or 1) of the first player of the next game.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`; `out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_next_first(m: *const gomoku_match, out: *mut u32) -> gomoku_status {
    match_ask(m, out, |m| Ok(m.next_first() as u32))
}

fn to_c_match_game(g: MatchGame) -> gomoku_match_game {
    gomoku_match_game {
        first: g.first as u32,
        black: g.black as u32,
        winner: g.winner.map_or(-1, |w| w as i32),
        termination: crate::types::to_c_termination(g.termination),
    }
}

/// Records the finished `game` as the next game of the match; the result goes to
/// `*game_out` (NULL allowed: then it is not written).
///
/// Returns `GOMOKU_STATUS_MATCH_GAME_NOT_OVER` before the game's end.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`; `game` NULL or a live `gomoku_game`; `game_out`
/// NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_record(
    m: *mut gomoku_match,
    game: *const gomoku_game,
    game_out: *mut gomoku_match_game,
) -> gomoku_status {
    guard(|| {
        let (m, game) = (arg_mut(m)?, arg(game)?);
        let g = m.inner.record(&game.inner)?;
        if let Some(out) = Out::optional(game_out) {
            out.write(to_c_match_game(g));
        }
        Ok(())
    })
}

/// The number of games recorded.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`; `out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_game_count(
    m: *const gomoku_match,
    out: *mut usize,
) -> gomoku_status {
    match_ask(m, out, |m| Ok(m.games().len()))
}

/// Game `index` (0-based) of the match; `GOMOKU_STATUS_INVALID_ENUM` beyond the last.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`; `out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_game_at(
    m: *const gomoku_match,
    index: usize,
    out: *mut gomoku_match_game,
) -> gomoku_status {
    match_ask(m, out, |m| {
        m.games()
            .get(index)
            .copied()
            .map(to_c_match_game)
            .ok_or(gomoku_status::InvalidEnum)
    })
}

/// The score of each player (a win 1, a draw 0.5) into `first_out` and `second_out`.
///
/// # Safety
///
/// `m` is NULL or a live `gomoku_match`; the out-pointers are NULL or valid.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_score(
    m: *const gomoku_match,
    first_out: *mut f64,
    second_out: *mut f64,
) -> gomoku_status {
    pair(m, first_out, second_out, Match::score)
}

/// The Elo rating of each player.
///
/// # Safety
///
/// As `gomoku_match_score`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_match_ratings(
    m: *const gomoku_match,
    first_out: *mut f64,
    second_out: *mut f64,
) -> gomoku_status {
    pair(m, first_out, second_out, Match::ratings)
}

fn pair(
    m: *const gomoku_match,
    a: *mut f64,
    b: *mut f64,
    read: impl FnOnce(&Match) -> [f64; 2],
) -> gomoku_status {
    guard(|| {
        let m = arg(m)?;
        let (a, b) = (Out::new(a)?, Out::new(b)?);
        let [x, y] = read(&m.inner);
        a.write(x);
        b.write(y);
        Ok(())
    })
}

// ---------------------------------------------------------------------------------------
// Clocks.

/// A clock for the two players of a game (no wall clock: the caller reports durations).
/// Opaque; make one with `gomoku_clock_new`, free it with `gomoku_clock_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_clock {
    inner: Clock,
}

fn ms(v: i64) -> Option<Duration> {
    u64::try_from(v).ok().map(Duration::from_millis)
}

fn to_ms(d: Option<Duration>) -> i64 {
    d.map_or(-1, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Makes a clock: `per_move_ms` the limit per move and `budget_ms` the time for the game,
/// each negative for none; `increment_ms` added after each move in time (a negative
/// increment counts as 0). A limit of 0 gives `GOMOKU_STATUS_CLOCK_ZERO_LIMIT`.
///
/// # Safety
///
/// `clock_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_new(
    per_move_ms: i64,
    budget_ms: i64,
    increment_ms: i64,
    clock_out: *mut *mut gomoku_clock,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(clock_out)?;
        let control = TimeControl {
            per_move: ms(per_move_ms),
            budget: ms(budget_ms),
            increment: ms(increment_ms).unwrap_or_default(),
        };
        let clock = Clock::new(control)?;
        out.write(into_raw(gomoku_clock { inner: clock }));
        Ok(())
    })
}

/// Frees a clock; NULL is ignored.
///
/// # Safety
///
/// `clock` is NULL or a live `gomoku_clock`, not used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_free(clock: *mut gomoku_clock) {
    crate::boundary::guard_value((), || free(clock));
}

/// `player` (a `GOMOKU_PLAYER_*`) made a move that took `elapsed_ms` (negative counts as
/// 0); `*in_time_out` says whether he was in time (if not, his time has run out).
///
/// Returns `GOMOKU_STATUS_CLOCK_TIME_RAN_OUT` once a player's time has run out.
///
/// # Safety
///
/// `clock` is NULL or a live `gomoku_clock`; `in_time_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_spend(
    clock: *mut gomoku_clock,
    player: i32,
    elapsed_ms: i64,
    in_time_out: *mut bool,
) -> gomoku_status {
    guard(|| {
        let clock = arg_mut(clock)?;
        let out = Out::new(in_time_out)?;
        let p = player_in(player)?;
        let in_time = clock.inner.spend(p, ms(elapsed_ms).unwrap_or_default())?;
        out.write(in_time);
        Ok(())
    })
}

fn clock_ask<T>(
    clock: *const gomoku_clock,
    out: *mut T,
    read: impl FnOnce(&Clock) -> Result<T, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let c = arg(clock)?;
        let out = Out::new(out)?;
        let v = read(&c.inner)?;
        out.write(v);
        Ok(())
    })
}

/// What is left of `player`'s budget in milliseconds; -1 without a budget.
///
/// # Safety
///
/// `clock` is NULL or a live `gomoku_clock`; `ms_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_remaining(
    clock: *const gomoku_clock,
    player: i32,
    ms_out: *mut i64,
) -> gomoku_status {
    clock_ask(clock, ms_out, |c| {
        Ok(to_ms(c.remaining(player_in(player)?)))
    })
}

/// How long `player` may take over his next move, in milliseconds; -1 when unlimited.
///
/// # Safety
///
/// As `gomoku_clock_remaining`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_time_left(
    clock: *const gomoku_clock,
    player: i32,
    ms_out: *mut i64,
) -> gomoku_status {
    clock_ask(clock, ms_out, |c| {
        Ok(to_ms(c.time_left(player_in(player)?)))
    })
}

/// The `GOMOKU_PLAYER_*` whose time has run out; `GOMOKU_PLAYER_NONE` if none.
///
/// # Safety
///
/// `clock` is NULL or a live `gomoku_clock`; `player_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_flagged(
    clock: *const gomoku_clock,
    player_out: *mut i32,
) -> gomoku_status {
    clock_ask(clock, player_out, |c| Ok(to_c_player(c.flagged())))
}

/// Ends `game` by a timeout of the player whose time ran out; `*ended_out` says whether it
/// did. Returns `GOMOKU_STATUS_GAME_OVER` if the game had already ended.
///
/// # Safety
///
/// `clock` is NULL or a live `gomoku_clock`; `game` NULL or a live `gomoku_game`;
/// `ended_out` NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_clock_end_game(
    clock: *const gomoku_clock,
    game: *mut gomoku_game,
    ended_out: *mut bool,
) -> gomoku_status {
    guard(|| {
        let (c, g) = (arg(clock)?, arg_mut(game)?);
        let out = Out::new(ended_out)?;
        let ended = c.inner.end_game(&mut g.inner)?;
        out.write(ended);
        Ok(())
    })
}
