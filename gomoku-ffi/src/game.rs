//! Games (RULES.md §3, §5, §6, §8): play, pass, undo, resignation, timeout, draw offers,
//! and the answers about the position. Each function calls one method of the core's
//! `Game` or `Position` and translates its result.

use core::ffi::c_char;

use gomoku_referee::{
    Color, Game, Move, Point, PointSet, Setup, Symmetry, SymmetryCentre, ThreatMap, ThreatTracker,
};

use crate::boundary::{Buffer, FfiResult, Out, arg, arg_mut, c_str, free, guard, into_raw, slice};
use crate::rules::gomoku_rules;
use crate::status::gomoku_status;
use crate::types::{
    color_in, gomoku_forbidden_point, gomoku_move, gomoku_outcome, gomoku_point, to_c_color,
    to_c_forbidden, to_c_move, to_c_outcome, to_c_point,
};

/// A game: a position with its history. Opaque; make one with `gomoku_game_new`,
/// `gomoku_game_from_setup` or `gomoku_game_clone`, and free it with `gomoku_game_free`.
#[allow(non_camel_case_types)]
pub struct gomoku_game {
    pub(crate) inner: Game,
    /// The last `gomoku_game_offer` call's refusal as symmetric (`gomoku_game_symmetric_offer`).
    pub(crate) symmetric_offer: Option<(Point, Point, Symmetry, SymmetryCentre)>,
    /// The threat maps kept from one `gomoku_game_threats` call to the next (the core's
    /// `ThreatTracker`, issue 28), made on first use: it follows the game's board whatever
    /// happened to it, and answers exactly as a fresh map. Locked while in use; a call
    /// that finds it in use (another thread) computes the map afresh.
    pub(crate) threats: std::sync::Mutex<Option<Box<ThreatTracker>>>,
}

/// Writes a new handle owning `game` to `game_out`.
pub(crate) fn make_game(game: Game, game_out: Out<*mut gomoku_game>) {
    make(game, game_out);
}

impl gomoku_game {
    /// The core's game (for the other modules of the C face).
    pub(crate) fn inner(&self) -> &Game {
        &self.inner
    }

    /// The handle of a core game.
    pub(crate) fn from_game(inner: Game) -> gomoku_game {
        gomoku_game {
            inner,
            symmetric_offer: None,
            threats: std::sync::Mutex::new(None),
        }
    }

    /// The threat map of `color` in the game's position, through the kept tracker.
    pub(crate) fn threats(&self, color: Color) -> ThreatMap {
        let pos = self.inner.position();
        match self.threats.try_lock() {
            Ok(mut kept) => *kept
                .get_or_insert_with(|| Box::new(ThreatTracker::new()))
                .threats(pos, color),
            Err(_) => pos.threats(color),
        }
    }
}

pub(crate) fn make(game: Game, game_out: Out<*mut gomoku_game>) {
    game_out.write(into_raw(gomoku_game::from_game(game)));
}

/// Runs `action` on the game behind `game`.
///
/// The C contract, passed on by the exported caller: `game` is NULL or a live
/// `gomoku_game`.
pub(crate) fn act(
    game: *mut gomoku_game,
    action: impl FnOnce(&mut Game) -> FfiResult,
) -> gomoku_status {
    guard(|| {
        let game = arg_mut(game)?;
        action(&mut game.inner)
    })
}

/// Reads one answer about the game into `out`.
///
/// The C contract, passed on by the exported caller: `game` is NULL or a live
/// `gomoku_game`; `out` is NULL or valid for a write.
pub(crate) fn ask<T>(
    game: *const gomoku_game,
    out: *mut T,
    read: impl FnOnce(&Game) -> Result<T, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(out)?;
        let value = read(&game.inner)?;
        out.write(value);
        Ok(())
    })
}

/// Fills a caller buffer with a list computed from the game.
///
/// The C contract, passed on by the exported caller: `game` is NULL or a live
/// `gomoku_game`; `buf` is valid for `len` elements (NULL allowed when `len` is 0); `out_n`
/// is NULL or valid for a write.
pub(crate) fn list<T: Copy>(
    game: *const gomoku_game,
    buf: *mut T,
    len: usize,
    out_n: *mut usize,
    items: impl FnOnce(&Game) -> Result<Vec<T>, gomoku_status>,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let items = items(&game.inner)?;
        buffer.fill(&items)
    })
}

/// A point any board could hold (x, y < 26), else `_PLAY_OFF_BOARD`; whether it is on
/// this game's board is the core's question.
pub(crate) fn representable(p: gomoku_point) -> Result<Point, gomoku_status> {
    Point::from_coords(i64::from(p.x), i64::from(p.y)).ok_or(gomoku_status::PlayOffBoard)
}

/// The point of a move at `p`, for the core to judge; coordinates that no board holds
/// (negative, or 26 and more) cannot reach it, and are refused in the core's order of
/// checks (`Game::check`: a game that is over first, then a point off the board), the
/// same whatever the coordinates (issue 11, item 14).
fn move_point(game: &Game, p: gomoku_point) -> Result<Point, gomoku_status> {
    match Point::from_coords(i64::from(p.x), i64::from(p.y)) {
        Some(q) => Ok(q),
        None if game.is_game_over() => Err(gomoku_status::PlayGameOver),
        None => Err(gomoku_status::PlayOffBoard),
    }
}

/// The point of a query at `p` (`stone_at`, `forbidden`), for the core's checked queries
/// to judge; coordinates that no board holds (negative, or 26 and more) cannot reach it
/// and are off every board.
fn query_point(p: gomoku_point) -> Result<Point, gomoku_status> {
    representable(p)
}

pub(crate) fn points(set: PointSet) -> Vec<gomoku_point> {
    set.iter().map(to_c_point).collect()
}

/// Makes a new game on the empty board under a copy of `rules` into `*game_out`, to be
/// freed with `gomoku_game_free`.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_new(
    rules: *const gomoku_rules,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        let out = Out::new(game_out)?;
        make(Game::new(rules.inner), out);
        Ok(())
    })
}

/// The points of a C array as a set, or a setup status.
///
/// The C contract, passed on by the exported caller: `ptr` is valid for `n` points (NULL
/// allowed when `n` is 0).
fn setup_points(ptr: *const gomoku_point, n: usize) -> Result<PointSet, gomoku_status> {
    let mut set = PointSet::new();
    for &p in slice(ptr, n)? {
        // Coordinates that no board has cannot reach the core's check; those within the
        // largest board go to it, which refuses them with the same status.
        let q = Point::from_coords(i64::from(p.x), i64::from(p.y))
            .ok_or(gomoku_status::SetupOffBoard)?;
        set.insert(q);
    }
    Ok(set)
}

/// Makes a game that starts from a set-up position into `*game_out`: Black's `n_black`
/// stones, White's `n_white` stones, `turn` (a `GOMOKU_COLOR_*` value) to move, and the
/// pairs each side has captured (capture rules only). The core validates the setup.
///
/// Returns `GOMOKU_STATUS_SETUP_OFF_BOARD`, `_SETUP_OVERLAP`, `_SETUP_ALREADY_WON` or
/// `_SETUP_CAPTURES` for a setup the rules refuse; `GOMOKU_STATUS_INVALID_ENUM` for a bad
/// `turn`. A point listed twice in one colour counts once.
///
/// # Safety
///
/// `rules` is NULL or a live `gomoku_rules`; `black` and `white` are valid for `n_black`
/// and `n_white` points (NULL allowed for 0 points); `game_out` is NULL or valid for a
/// write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_from_setup(
    rules: *const gomoku_rules,
    black: *const gomoku_point,
    n_black: usize,
    white: *const gomoku_point,
    n_white: usize,
    turn: i32,
    black_pairs: u32,
    white_pairs: u32,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let rules = arg(rules)?;
        let out = Out::new(game_out)?;
        let setup = Setup {
            black: setup_points(black, n_black)?,
            white: setup_points(white, n_white)?,
            turn: color_in(turn)?,
            captures: [black_pairs, white_pairs],
        };
        make(Game::from_setup(rules.inner, &setup)?, out);
        Ok(())
    })
}

/// Copies a game, history included, into `*game_out`, to be freed with `gomoku_game_free`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_clone(
    game: *const gomoku_game,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(game_out)?;
        make(game.inner.clone(), out);
        Ok(())
    })
}

/// Frees a game. NULL is accepted and ignored.
///
/// # Safety
///
/// `game` is NULL or a `gomoku_game` not yet freed; it must not be used afterwards.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_free(game: *mut gomoku_game) {
    // Freeing cannot fail; the status of a panic has nowhere to go.
    let _ = guard(|| {
        free(game);
        Ok(())
    });
}

/// Copies the game's rules into `*rules_out`, to be freed with `gomoku_rules_free`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `rules_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_rules(
    game: *const gomoku_game,
    rules_out: *mut *mut gomoku_rules,
) -> gomoku_status {
    ask(game, rules_out, |g| {
        Ok(into_raw(gomoku_rules { inner: *g.rules() }))
    })
}

/// Plays a stone of the side to move on `point`. During an opening it is the opening's
/// stone when the step expects one: the placement or the pick (RULES.md §7).
///
/// Returns `GOMOKU_STATUS_PLAY_OFF_BOARD`, `_PLAY_OCCUPIED`, `_PLAY_FORBIDDEN` (reject
/// policy), `_PLAY_GAME_OVER` or `_PLAY_OPENING_UNDER_WAY` (an opening step that takes no
/// stone, or refuses this one: `gomoku_game_place`/`gomoku_game_pick` say why); the game
/// is then unchanged. Under the lose policy a
/// forbidden point is played and ends the game.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_play(game: *mut gomoku_game, point: gomoku_point) -> gomoku_status {
    act(game, |g| Ok(g.play_at(move_point(g, point)?)?))
}

/// Plays a list of moves given as text (`"h8 h9 i8"`, `"h8,h9"`, `pass`; spaces or commas
/// between moves, nothing else: the packed `"h8h9"` is one bad move), all or nothing: if one move does not parse
/// (`GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST`) or cannot be played (its play status), the
/// game is unchanged and `*index_out` receives that move's 0-based index (the index
/// Rust's and Python's errors give). `index_out` may be NULL; it is written only when a
/// move fails.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `moves` is NULL or a NUL-terminated string;
/// `index_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_play_text(
    game: *mut gomoku_game,
    moves: *const c_char,
    index_out: *mut usize,
) -> gomoku_status {
    act(game, |g| {
        let bytes = c_str(moves)?;
        let failed = |index: usize, status: gomoku_status| {
            // `index_out` may be NULL: then nothing is written.
            if let Ok(out) = Out::new(index_out) {
                out.write(index);
            }
            status
        };
        // A byte that is not UTF-8 becomes U+FFFD, which is no move: the core names
        // the move that holds it.
        let text = String::from_utf8_lossy(bytes);
        g.play_text(&text)
            .map_err(|e| failed(e.index(), e.into()))?;
        Ok(())
    })
}

/// Passes.
///
/// Returns `GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED` unless the rules allow passing, or
/// `GOMOKU_STATUS_PLAY_GAME_OVER`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_pass(game: *mut gomoku_game) -> gomoku_status {
    act(game, |g| Ok(g.pass()?))
}

/// Takes back the last move (and any capture it made); reopens a game that move ended.
///
/// Returns `GOMOKU_STATUS_GAME_NOTHING_TO_UNDO` at the start, or
/// `GOMOKU_STATUS_GAME_ENDED_BY_ACTION` after a resignation, timeout or agreement.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_undo(game: *mut gomoku_game) -> gomoku_status {
    act(game, |g| g.undo().map(drop).map_err(Into::into))
}

/// `color` (a `GOMOKU_COLOR_*` value) resigns, on either side's turn: the other side wins.
///
/// Returns `GOMOKU_STATUS_GAME_OVER` if the game has ended.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_resign(game: *mut gomoku_game, color: i32) -> gomoku_status {
    act(game, |g| Ok(g.resign(color_in(color)?)?))
}

/// `color`'s time ran out (the caller keeps the clock): the other side wins.
///
/// Returns `GOMOKU_STATUS_GAME_OVER` if the game has ended.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_timeout(game: *mut gomoku_game, color: i32) -> gomoku_status {
    act(game, |g| Ok(g.timeout(color_in(color)?)?))
}

/// `color` offers a draw; the offer stands until the other side answers or moves.
///
/// Returns `GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING` if an offer stands, or
/// `GOMOKU_STATUS_GAME_OVER`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_offer_draw(game: *mut gomoku_game, color: i32) -> gomoku_status {
    act(game, |g| Ok(g.offer_draw(color_in(color)?)?))
}

/// `color` accepts the other side's draw offer: the game is drawn by agreement.
///
/// Returns `GOMOKU_STATUS_GAME_NO_DRAW_OFFER` unless the other side offered, or
/// `GOMOKU_STATUS_GAME_OVER`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_accept_draw(game: *mut gomoku_game, color: i32) -> gomoku_status {
    act(game, |g| Ok(g.accept_draw(color_in(color)?)?))
}

/// `color` declines the other side's draw offer; the game goes on.
///
/// Returns `GOMOKU_STATUS_GAME_NO_DRAW_OFFER` unless the other side offered, or
/// `GOMOKU_STATUS_GAME_OVER`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_decline_draw(game: *mut gomoku_game, color: i32) -> gomoku_status {
    act(game, |g| Ok(g.decline_draw(color_in(color)?)?))
}

/// Writes the side with a pending draw offer into `*color_out`, `GOMOKU_COLOR_NONE` if
/// there is none.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `color_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_draw_offer(
    game: *const gomoku_game,
    color_out: *mut i32,
) -> gomoku_status {
    ask(game, color_out, |g| Ok(to_c_color(g.draw_offer())))
}

/// Writes the side to move into `*color_out`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `color_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_turn(game: *const gomoku_game, color_out: *mut i32) -> gomoku_status {
    ask(game, color_out, |g| Ok(to_c_color(Some(g.turn()))))
}

/// Writes the colour of the stone on `point` into `*color_out`, `GOMOKU_COLOR_NONE` if the
/// point is empty.
///
/// Returns `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point outside the board.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `color_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_stone_at(
    game: *const gomoku_game,
    point: gomoku_point,
    color_out: *mut i32,
) -> gomoku_status {
    ask(game, color_out, |g| {
        Ok(to_c_color(g.position().try_stone_at(query_point(point)?)?))
    })
}

/// Writes the number of moves played since the start (passes included, set-up stones not)
/// into `*count_out`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `count_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_move_count(
    game: *const gomoku_game,
    count_out: *mut usize,
) -> gomoku_status {
    ask(game, count_out, |g| Ok(g.moves().len()))
}

/// Copies the moves played since the start into `buf`; `*out_n` receives their number.
/// When `len` is smaller, fails with `GOMOKU_STATUS_BUFFER_TOO_SMALL` and writes only the
/// number needed into `*out_n`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` moves (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_moves(
    game: *const gomoku_game,
    buf: *mut gomoku_move,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        Ok(g.moves().iter().copied().map(to_c_move).collect())
    })
}

/// Writes the pairs `color` has captured into `*pairs_out` (always 0 without captures).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `pairs_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_captured_pairs(
    game: *const gomoku_game,
    color: i32,
    pairs_out: *mut u32,
) -> gomoku_status {
    ask(game, pairs_out, |g| {
        Ok(u32::from(g.position().captured_pairs(color_in(color)?)))
    })
}

/// Copies the points of the stones the last move captured into `buf` (none if it captured
/// nothing); `*out_n` receives their number (twice the pairs). Buffer sizing as
/// `gomoku_game_moves`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` points (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_last_captures(
    game: *const gomoku_game,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        Ok(g.position()
            .last_captures()
            .iter()
            .map(to_c_point)
            .collect())
    })
}

/// Checks a stone on `point` for the side to move without playing it: returns
/// `GOMOKU_STATUS_OK` if `gomoku_game_play` would accept it, otherwise the status it would
/// return.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_check(
    game: *const gomoku_game,
    point: gomoku_point,
) -> gomoku_status {
    guard(|| {
        let g = &arg(game)?.inner;
        Ok(g.check(Move::Place(move_point(g, point)?))?)
    })
}

/// Writes whether a stone on `point` is a legal move now into `*legal_out` (under the lose
/// policy a forbidden point is legal: it is played, and loses). A point off the board,
/// however far, is not legal (`false`), as in Rust and Python.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `legal_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_is_legal(
    game: *const gomoku_game,
    point: gomoku_point,
    legal_out: *mut bool,
) -> gomoku_status {
    ask(game, legal_out, |g| {
        Ok(Point::from_coords(i64::from(point.x), i64::from(point.y))
            .is_some_and(|p| g.is_legal(p)))
    })
}

/// Copies the points where the side to move may play into `buf`, row by row from `a1`
/// (none once the game is over). Buffer sizing as `gomoku_game_moves`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` points (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_legal_moves(
    game: *const gomoku_game,
    buf: *mut gomoku_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| Ok(points(g.legal_moves())))
}

/// Writes why `point` is forbidden for `color` (a `GOMOKU_COLOR_*` value) into
/// `*kind_out`: a `GOMOKU_FORBIDDEN_*` value, `GOMOKU_FORBIDDEN_NONE` if it is not (an
/// occupied point, or a colour the rules do not restrict, is never forbidden).
///
/// Returns `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point outside the board.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `kind_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_forbidden(
    game: *const gomoku_game,
    color: i32,
    point: gomoku_point,
    kind_out: *mut i32,
) -> gomoku_status {
    ask(game, kind_out, |g| {
        let color = color_in(color)?;
        let p = query_point(point)?;
        Ok(to_c_forbidden(g.position().try_forbidden_for(color, p)?))
    })
}

/// Copies the points forbidden to `color`, with their kinds, into `buf`, row by row from
/// `a1`. Buffer sizing as `gomoku_game_moves`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` entries (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_forbidden_points(
    game: *const gomoku_game,
    color: i32,
    buf: *mut gomoku_forbidden_point,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        let color = color_in(color)?;
        Ok(g.position()
            .forbidden_points_for(color)
            .iter()
            .map(|(p, k)| gomoku_forbidden_point {
                point: to_c_point(p),
                kind: to_c_forbidden(Some(k)),
            })
            .collect())
    })
}

/// The points of a set as a mask of `size * size` bytes, `value` at `y * size + x`.
fn fill_mask(mask: &mut [u8], size: usize, set: PointSet, value: u8) {
    for p in set.iter() {
        mask[usize::from(p.y()) * size + usize::from(p.x())] = value;
    }
}

/// Copies the legal moves of the side to move as a mask into `buf`: `size * size` bytes,
/// 1 at `y * size + x` where the side to move may play, 0 elsewhere (all 0 once the game
/// is over) — the points of `gomoku_game_legal_moves` in one buffer, as JavaScript's
/// `legalMask()` and plane `legal` of Python's `Game.to_numpy()` give them. Buffer sizing
/// as `gomoku_game_moves` (`*out_n` is `size * size`).
///
/// ```c
/// uint8_t mask[225];
/// size_t n;
/// gomoku_game_legal_mask(game, mask, sizeof mask, &n);   /* n == 225 on 15x15 */
/// if (mask[7 * 15 + 7]) { /* h8 may be played */ }
/// ```
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_legal_mask(
    game: *const gomoku_game,
    buf: *mut u8,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        let size = usize::from(g.rules().size());
        let mut mask = vec![0; size * size];
        fill_mask(&mut mask, size, g.legal_moves(), 1);
        Ok(mask)
    })
}

/// Copies the points forbidden to the side to move as a mask into `buf`: `size * size`
/// bytes, at `y * size + x` 0 for a point that is not forbidden, else its kind plus one
/// (`GOMOKU_FORBIDDEN_* + 1`: 1 double-three, 2 double-four, 3 overline) — the answer of
/// `gomoku_game_forbidden_points` for the side to move in one buffer, as JavaScript's
/// `forbiddenMask()` gives it. Buffer sizing as `gomoku_game_moves`.
///
/// ```c
/// uint8_t mask[225];
/// size_t n;
/// gomoku_game_forbidden_mask(game, mask, sizeof mask, &n);
/// if (mask[7 * 15 + 7] == GOMOKU_FORBIDDEN_DOUBLE_THREE + 1) { /* h8 is a double-three */ }
/// ```
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_forbidden_mask(
    game: *const gomoku_game,
    buf: *mut u8,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    list(game, buf, len, out_n, |g| {
        let size = usize::from(g.rules().size());
        let mut mask = vec![0; size * size];
        let forbidden = g.position().forbidden_points();
        for kind in gomoku_referee::Forbidden::ALL {
            let value = u8::try_from(to_c_forbidden(Some(kind)) + 1)
                .unwrap_or_else(|_| unreachable!("a kind is 0, 1 or 2"));
            fill_mask(&mut mask, size, forbidden.of_kind(kind), value);
        }
        Ok(mask)
    })
}

/// Writes whether the game has ended into `*over_out`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `over_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_is_over(
    game: *const gomoku_game,
    over_out: *mut bool,
) -> gomoku_status {
    ask(game, over_out, |g| Ok(g.is_game_over()))
}

/// Writes the outcome into `*outcome_out`: winner, termination and the winning line; its
/// `termination` is `GOMOKU_TERMINATION_NONE` while the game goes on.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `outcome_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_outcome(
    game: *const gomoku_game,
    outcome_out: *mut gomoku_outcome,
) -> gomoku_status {
    ask(game, outcome_out, |g| Ok(to_c_outcome(g.outcome())))
}

/// Draws the board into `buf` as NUL-terminated text: one line per row from the top, `X`
/// Black, `O` White, `.` empty, coordinates on the left and below; with `mark_forbidden`,
/// the side to move's forbidden points are marked `3`, `4` or `6`. `*out_n` receives the
/// bytes the drawing takes, NUL included; when `len` is smaller, fails with
/// `GOMOKU_STATUS_BUFFER_TOO_SMALL` and writes only `*out_n`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` bytes (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_draw(
    game: *const gomoku_game,
    mark_forbidden: bool,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let pos = game.inner.position();
        let text = if mark_forbidden {
            pos.diagram().to_string()
        } else {
            pos.to_string()
        };
        buffer.fill_text(&text)
    })
}
