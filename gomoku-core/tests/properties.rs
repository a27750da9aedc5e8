//! Property tests of the rules core (docs/DESIGN.md, "How it is tested"): invariants that hold for every
//! rule set, board size and sequence of actions.
//!
//! - play then undo restores the game exactly; a position is a value (playing on a copy
//!   leaves the original alone);
//! - a refused move or action changes nothing, and `check` predicts `play`;
//! - the 8 symmetries of the board map forbidden points (with their kinds) and wins
//!   (winner, termination, the line's points) onto each other;
//! - `Position` and `Game` agree move by move;
//! - no sequence of actions, with any coordinates, rules or setup, panics;
//! - `legal_moves()` is exactly where `is_legal` holds, and `forbidden_points()` agrees
//!   with `forbidden(p)` at every point.
//!
//! Positions are random but clustered (moves within a few points of a centre), so that
//! rows, threes, fours, captures and wins actually form.

use std::collections::BTreeSet;

use gomoku_referee::testing::{Action, p};
use gomoku_referee::{
    Color, Ending, Forbidden, ForbiddenPolicy, ForbiddenTracker, Game, GameError, History,
    HistoryError, MAX_SIZE, MIN_SIZE, Move, Outcome, PlayError, Point, Position, Preset,
    Restrictions, Rules, RulesError, Setup, SetupError, Symmetry, Termination, ThreatTracker,
};
use proptest::prelude::*;

mod seed;

// ---------------------------------------------------------------------------------------
// Strategies.

/// Everything a position knows, path-dependent facts included: `Position`'s equality is
/// by content (RULES.md §10), so "exactly as it was" compares this.
#[allow(clippy::type_complexity)]
fn exact(
    p: &Position,
) -> (
    Position,
    u64,
    Option<Outcome>,
    Option<(Color, gomoku_referee::Line)>,
    Option<Move>,
    Vec<Point>,
    u16,
) {
    (
        *p,
        p.key(),
        p.outcome(),
        p.pending_five(),
        p.last_move(),
        p.last_captures().iter().collect(),
        p.stones_played(),
    )
}

/// A game with everything its position knows.
fn exact_game(g: &Game) -> (Game, impl PartialEq + std::fmt::Debug) {
    (g.clone(), exact(g.position()))
}

/// A preset, renju twice as often as any other (its forbidden points are the subtle part).
fn preset() -> impl Strategy<Value = Preset> {
    prop_oneof![
        2 => Just(Preset::Renju),
        1 => Just(Preset::Omok),
        1 => Just(Preset::NinukiRenju),
        3 => proptest::sample::select(Preset::ALL.to_vec()),
    ]
}

/// Rules: a preset on a random size 5..=26, sometimes with the pass option, a move limit,
/// or the seed site's option (Black's renju restrictions, rejected).
fn rules() -> impl Strategy<Value = Rules> {
    (
        preset(),
        MIN_SIZE..=MAX_SIZE,
        any::<bool>(),
        prop::option::weighted(0.15, 1u32..40),
        prop::bool::weighted(0.15),
    )
        .prop_map(|(preset, size, pass, limit, site_option)| {
            let mut r = preset
                .rules()
                .with_size(u32::from(size))
                .expect("5..=26 is a valid size")
                .with_pass(pass)
                .with_move_limit(limit)
                .expect("a limit of 1 or more is valid");
            if site_option {
                r = r
                    .with_restrictions(Color::Black, Restrictions::RENJU)
                    .with_forbidden_policy(ForbiddenPolicy::Reject);
            }
            r
        })
}

/// Rules built by applying random, possibly invalid, switches to a preset: each refused
/// switch must leave an error of the right kind (checked by [`apply_switches`]).
#[derive(Debug, Clone)]
enum Switch {
    Size(u32),
    Capture(Option<u32>),
    PerfectFive(bool),
    MoveLimit(Option<u32>),
    Restrictions(Color, u32),
    Policy(bool),
    OverlineWins(Color, bool),
    Caro(bool),
    Pass(bool),
    Gomocup(u32),
}

fn switch() -> impl Strategy<Value = Switch> {
    prop_oneof![
        prop_oneof![0u32..40, any::<u32>()].prop_map(Switch::Size),
        prop::option::of(prop_oneof![0u32..8, any::<u32>()]).prop_map(Switch::Capture),
        any::<bool>().prop_map(Switch::PerfectFive),
        prop::option::of(prop_oneof![0u32..30, 65530u32..65540, any::<u32>()])
            .prop_map(Switch::MoveLimit),
        (color(), prop_oneof![0u32..8, any::<u32>()]).prop_map(|(c, b)| Switch::Restrictions(c, b)),
        any::<bool>().prop_map(Switch::Policy),
        (color(), any::<bool>()).prop_map(|(c, b)| Switch::OverlineWins(c, b)),
        any::<bool>().prop_map(Switch::Caro),
        any::<bool>().prop_map(Switch::Pass),
        prop_oneof![0u32..20, any::<u32>()].prop_map(Switch::Gomocup),
    ]
}

fn apply_switches(preset: Preset, switches: &[Switch]) -> Rules {
    let mut r = preset.rules();
    for s in switches {
        r = match *s {
            Switch::Size(n) => match r.with_size(n) {
                Ok(r2) => {
                    assert!((5..=26).contains(&n));
                    assert_eq!(r2.size() as u32, n);
                    r2
                }
                Err(e) => {
                    assert!(!(5..=26).contains(&n));
                    assert_eq!(e, RulesError::SizeOutOfRange { size: n });
                    r
                }
            },
            Switch::Capture(c) => match r.with_capture(c) {
                Ok(r2) => {
                    assert_eq!(r2.capture().map(u32::from), c);
                    r2
                }
                Err(e) => {
                    assert_eq!(
                        e,
                        RulesError::CaptureTargetOutOfRange {
                            pairs: c.expect("None is always accepted")
                        }
                    );
                    r
                }
            },
            Switch::PerfectFive(on) => match r.with_perfect_five(on) {
                Ok(r2) => r2,
                Err(e) => {
                    assert!(on && r.capture().is_none());
                    assert_eq!(e, RulesError::PerfectFiveNeedsCapture);
                    r
                }
            },
            Switch::MoveLimit(l) => match r.with_move_limit(l) {
                Ok(r2) => {
                    assert!(l.is_none_or(|n| (1..=65535).contains(&n)));
                    assert_eq!(r2.move_limit().map(u32::from), l);
                    r2
                }
                Err(e) => {
                    let limit = l.expect("None is always accepted");
                    assert!(!(1..=65535).contains(&limit));
                    assert_eq!(e, RulesError::MoveLimitOutOfRange { limit });
                    r
                }
            },
            Switch::Restrictions(c, bits) => match Restrictions::from_bits(bits) {
                Some(res) => r.with_restrictions(c, res),
                None => {
                    assert!(bits > 7);
                    r
                }
            },
            Switch::Policy(lose) => r.with_forbidden_policy(if lose {
                ForbiddenPolicy::Lose
            } else {
                ForbiddenPolicy::Reject
            }),
            Switch::OverlineWins(c, w) => r.with_overline_wins(c, w),
            Switch::Caro(on) => r.with_caro_rule(on),
            Switch::Pass(on) => r.with_pass(on),
            Switch::Gomocup(code) => match Rules::from_gomocup(code) {
                Ok(r2) => {
                    assert!([0, 1, 2, 4, 5, 8, 9].contains(&code));
                    r2
                }
                Err(e) => {
                    assert_eq!(e, RulesError::UnsupportedGomocupCode { code });
                    r
                }
            },
        };
    }
    r
}

/// Rules from [`rules`] mostly, and sometimes any combination of switches (caro with
/// captures, restrictions for White only, overline wins with overline forbidden, ...).
fn any_rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        3 => rules(),
        1 => (
            proptest::sample::select(Preset::ALL.to_vec()),
            prop::collection::vec(switch(), 0..8)
        )
            .prop_map(|(p, s)| apply_switches(p, &s)),
    ]
}

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::Black), Just(Color::White)]
}

/// A move near a centre: an offset of at most 3 in each direction (the centre itself is
/// drawn once per test, as fractions of the board).
type Offset = (i8, i8);

fn offsets(max: usize) -> impl Strategy<Value = Vec<Offset>> {
    prop::collection::vec((-3i8..=3, -3i8..=3), 0..max)
}

/// The centre of a cluster as fractions (in 1/16) of the board: mostly round the middle,
/// sometimes anywhere, edges and corners included.
fn centre() -> impl Strategy<Value = (u8, u8)> {
    prop_oneof![
        2 => (6u8..=10, 6u8..=10),
        1 => (0u8..16, 0u8..16),
    ]
}

fn near(size: u8, (fx, fy): (u8, u8), (dx, dy): Offset) -> Option<Point> {
    let cx = i64::from(fx) * i64::from(size) / 16;
    let cy = i64::from(fy) * i64::from(size) / 16;
    Point::from_coords(cx + i64::from(dx), cy + i64::from(dy)).filter(|p| p.is_on_board(size))
}

/// A game from the empty board through the clustered moves that the rules accept (the
/// others are skipped), stopping at the end of the game.
fn clustered_game(rules: Rules, c: (u8, u8), moves: &[Offset]) -> Game {
    let mut game = Game::new(rules);
    for &o in moves {
        if game.is_game_over() {
            break;
        }
        if let Some(p) = near(rules.size(), c, o) {
            let _ = game.play_at(p);
        }
    }
    game
}

/// A row of stones to seed a setup with: start offset, direction, length, gaps (a bit
/// mask of left-out stones) and colour. Rows make the threes, fours and overlines that
/// scattered stones rarely do.
type Row = (Offset, u8, u8, u8, bool);

const LINE_DIRS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A set-up position from rows and then scattered stones of both colours, all clustered
/// round a centre (a stone that the setup refuses, e.g. one completing a winning line, is
/// left out), with `turn` to move.
fn clustered_setup(
    rules: Rules,
    c: (u8, u8),
    rows: &[Row],
    stones: &[(Offset, bool)],
    turn: Color,
) -> Position {
    let mut setup = Setup::new().with_turn(turn);
    let mut pos = Position::from_setup(rules, &setup).expect("an empty setup is valid");
    let row_stones = rows.iter().flat_map(|&((x, y), dir, len, gaps, black)| {
        let (dx, dy) = LINE_DIRS[usize::from(dir % 4)];
        (0..len as i8)
            .filter(move |k| gaps >> k & 1 == 0)
            .map(move |k| ((x + k * dx, y + k * dy), black))
    });
    for (o, black) in row_stones.chain(stones.iter().copied()) {
        let Some(p) = near(rules.size(), c, o) else {
            continue;
        };
        let color = if black { Color::Black } else { Color::White };
        if setup.black.contains(p) || setup.white.contains(p) {
            continue;
        }
        let next = setup.with_stone(p, color);
        if let Ok(next_pos) = Position::from_setup(rules, &next) {
            setup = next;
            pos = next_pos;
        }
    }
    pos
}

/// A random position under random rules: either played from the empty board or set up.
#[derive(Debug, Clone)]
struct Scenario {
    rules: Rules,
    centre: (u8, u8),
    moves: Vec<Offset>,
    rows: Vec<Row>,
    stones: Vec<(Offset, bool)>,
    setup: bool,
    turn: Color,
}

impl Scenario {
    fn position(&self) -> Position {
        if self.setup {
            clustered_setup(self.rules, self.centre, &self.rows, &self.stones, self.turn)
        } else {
            *clustered_game(self.rules, self.centre, &self.moves).position()
        }
    }
}

fn scenario(
    rules: impl Strategy<Value = Rules>,
    max_stones: usize,
) -> impl Strategy<Value = Scenario> {
    let row = (
        (-3i8..=3, -3i8..=3),
        0u8..4,
        2u8..=5,
        prop_oneof![3 => Just(0u8), 1 => 0u8..32],
        prop::bool::weighted(0.65),
    );
    (
        rules,
        centre(),
        offsets(max_stones),
        prop::collection::vec(row, 0..10),
        prop::collection::vec(
            ((-3i8..=3, -3i8..=3), prop::bool::weighted(0.6)),
            0..max_stones / 2,
        ),
        prop::bool::weighted(0.7),
        color(),
    )
        .prop_map(
            |(rules, centre, moves, rows, stones, setup, turn)| Scenario {
                rules,
                centre,
                moves,
                rows,
                stones,
                setup,
                turn,
            },
        )
}

/// What the generator picks: a stone near the cluster's centre, or an action of the shared
/// model (`gomoku_referee::testing::Action`, also the agreement tests' model) with any
/// coordinates. [`Pick::action`] turns it into the action on a board of a size.
#[derive(Debug, Clone)]
enum Pick {
    /// A stone near the cluster's centre.
    Near(Offset),
    /// Any other action, a stone at any coordinates included (off the board, negative,
    /// huge).
    Do(Action),
}

impl Pick {
    /// The action: a stone near `centre` (see [`near`]) at coordinates, on the board or
    /// not.
    fn action(&self, size: u8, (fx, fy): (u8, u8)) -> Action {
        match *self {
            Pick::Near((dx, dy)) => {
                let cx = i32::from(fx) * i32::from(size) / 16;
                let cy = i32::from(fy) * i32::from(size) / 16;
                Action::Place(cx + i32::from(dx), cy + i32::from(dy))
            }
            Pick::Do(action) => action,
        }
    }
}

/// A generated coordinate as the shared model holds it (an `i32`, saturated: the values
/// beyond name no point either way).
fn saturated(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
}

fn coordinate() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => -2i64..30,
        1 => any::<i64>(),
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
        1 => 250i64..260,
    ]
}

fn action() -> impl Strategy<Value = Pick> {
    let act = |a: Action| Pick::Do(a);
    prop_oneof![
        12 => (-3i8..=3, -3i8..=3).prop_map(Pick::Near),
        2 => (coordinate(), coordinate())
            .prop_map(move |(x, y)| act(Action::Place(saturated(x), saturated(y)))),
        1 => Just(act(Action::Pass)),
        2 => Just(act(Action::Undo)),
        1 => color().prop_map(move |c| act(Action::Resign(c))),
        1 => color().prop_map(move |c| act(Action::Timeout(c))),
        1 => color().prop_map(move |c| act(Action::Offer(c))),
        1 => color().prop_map(move |c| act(Action::Accept(c))),
        1 => color().prop_map(move |c| act(Action::Decline(c))),
    ]
}

// ---------------------------------------------------------------------------------------
// Helpers.

/// Every point of the largest board: on and off the position's own board.
fn all_points() -> impl Iterator<Item = Point> {
    (0..MAX_SIZE).flat_map(|y| (0..MAX_SIZE).map(move |x| Point::new(x, y).expect("< 26")))
}

fn board_points(size: u8) -> impl Iterator<Item = Point> {
    (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y).expect("< 26")))
}

/// An outcome with its line as a set of points (a line's direction is not part of what a
/// symmetry has to preserve).
fn outcome_key(
    o: Option<Outcome>,
) -> Option<(Option<Color>, Termination, Option<BTreeSet<Point>>)> {
    o.map(|o| {
        (
            o.winner,
            o.termination,
            o.line.map(|l| l.points().collect()),
        )
    })
}

fn map_outcome(
    o: Option<Outcome>,
    s: Symmetry,
    n: u8,
) -> Option<(Option<Color>, Termination, Option<BTreeSet<Point>>)> {
    outcome_key(o).map(|(w, t, l)| {
        (
            w,
            t,
            l.map(|l| l.into_iter().map(|p| s.apply(p, n).unwrap()).collect()),
        )
    })
}

/// Applies `action` to `game`; returns whether the game accepted it. A refused action must
/// leave the game exactly as it was, with the documented error.
fn apply(game: &mut Game, action: &Action) -> Result<bool, TestCaseError> {
    let before = game.clone();
    let size = game.rules().size();
    let accepted = match *action {
        Action::Place(x, y) => {
            let (x, y) = (i64::from(x), i64::from(y));
            let p = Point::from_coords(x, y);
            let in_range =
                (0..i64::from(MAX_SIZE)).contains(&x) && (0..i64::from(MAX_SIZE)).contains(&y);
            prop_assert_eq!(p.is_some(), in_range, "from_coords({}, {})", x, y);
            let Some(p) = p else { return Ok(false) };
            let predicted = game.check(Move::Place(p));
            prop_assert_eq!(predicted.is_ok(), game.is_legal(p));
            let result = game.play_at(p);
            prop_assert_eq!(result, predicted);
            match result {
                Ok(()) => true,
                Err(e) => {
                    let expected_kind = if before.is_game_over() {
                        matches!(e, PlayError::GameOver)
                    } else if !p.is_on_board(size) {
                        e == PlayError::OffBoard { point: p, size }
                    } else if before.position().stone_at(p).is_some() {
                        e == PlayError::Occupied { point: p }
                    } else {
                        matches!(e, PlayError::Forbidden { point, color, kind }
                            if point == p && color == before.turn()
                            && before.position().forbidden(p) == Some(kind)
                            && before.rules().forbidden_policy() == ForbiddenPolicy::Reject)
                    };
                    prop_assert!(expected_kind, "unexpected error {:?} for {}", e, p);
                    false
                }
            }
        }
        Action::Pass => {
            let predicted = game.check(Move::Pass);
            let result = game.pass();
            prop_assert_eq!(result, predicted);
            if let Err(e) = result {
                prop_assert!(
                    e == PlayError::GameOver && before.is_game_over()
                        || e == PlayError::PassNotAllowed && !before.rules().pass()
                );
            }
            result.is_ok()
        }
        Action::Undo => match game.undo() {
            Ok(mv) => {
                prop_assert_eq!(Some(&mv), before.moves().last());
                true
            }
            Err(e) => {
                prop_assert!(matches!(
                    e,
                    GameError::NothingToUndo | GameError::EndedByAction(_)
                ));
                false
            }
        },
        Action::Resign(c) | Action::Timeout(c) => {
            let (result, termination) = match *action {
                Action::Resign(_) => (game.resign(c), Termination::Resignation),
                _ => (game.timeout(c), Termination::Timeout),
            };
            match result {
                Ok(()) => {
                    prop_assert!(!before.is_game_over());
                    prop_assert_eq!(game.outcome(), Outcome::new(Some(!c), termination).ok());
                    prop_assert_eq!(game.draw_offer(), None);
                    prop_assert_eq!(game.undo(), Err(GameError::EndedByAction(termination)));
                }
                Err(e) => {
                    prop_assert!(before.is_game_over());
                    prop_assert_eq!(e, GameError::GameOver);
                }
            }
            result.is_ok()
        }
        Action::Offer(c) => {
            let result = game.offer_draw(c);
            match (result, before.draw_offer()) {
                (Ok(()), None) => prop_assert_eq!(game.draw_offer(), Some(c)),
                (Err(GameError::GameOver), _) => prop_assert!(before.is_game_over()),
                (Err(GameError::DrawOfferPending(by)), Some(pending)) => {
                    prop_assert_eq!(by, pending);
                }
                (r, pending) => prop_assert!(false, "offer by {}: {:?} with {:?}", c, r, pending),
            }
            result.is_ok()
        }
        Action::Accept(c) | Action::Decline(c) => {
            let accept = matches!(*action, Action::Accept(_));
            let result = if accept {
                game.accept_draw(c)
            } else {
                game.decline_draw(c)
            };
            match result {
                Ok(()) => {
                    prop_assert_eq!(before.draw_offer(), Some(!c));
                    prop_assert_eq!(game.draw_offer(), None);
                    if accept {
                        prop_assert_eq!(
                            game.outcome(),
                            Outcome::new(None, Termination::Agreement).ok()
                        );
                    } else {
                        prop_assert_eq!(game.outcome(), before.outcome());
                    }
                }
                Err(GameError::GameOver) => prop_assert!(before.is_game_over()),
                Err(GameError::NoDrawOffer(who)) => {
                    prop_assert_eq!(who, c);
                    prop_assert!(before.draw_offer() != Some(!c));
                }
                Err(e) => prop_assert!(false, "answer by {}: {:?}", c, e),
            }
            result.is_ok()
        }
        // The opening actions of the model: not generated here (tests/ covers them).
        _ => {
            return Err(TestCaseError::fail(format!(
                "{action} is not generated here"
            )));
        }
    };
    if accepted && matches!(action, Action::Place(..)) {
        // A move lapses an offer made to the mover, and any offer when it ends the game
        // (RULES.md §8: nothing is left to answer).
        let mover = before.turn();
        let expected = before
            .draw_offer()
            .filter(|&by| by == mover && !game.is_game_over());
        prop_assert_eq!(game.draw_offer(), expected);
    }
    if !accepted {
        prop_assert_eq!(
            exact_game(game),
            exact_game(&before),
            "a refused {:?} changed the game",
            action
        );
    }
    Ok(accepted)
}

// ---------------------------------------------------------------------------------------
// Properties: cheap ones.

proptest! {
    #![proptest_config(seed::cases(256))]

    /// Every rules value prints as text that parses back to it (issue 11, item 7).
    #[test]
    fn rules_print_as_text_that_parses_back(
        base in proptest::sample::select(Preset::ALL.to_vec()),
        switches in prop::collection::vec(switch(), 0..8),
    ) {
        let rules = apply_switches(base, &switches);
        let text = rules.to_string();
        prop_assert_eq!(text.parse::<Rules>(), Ok(rules), "{}", text);
    }

    /// Playing a move and taking it back gives the game back exactly (a pending draw offer
    /// lapses, as RULES.md §8 says), whatever the rules; and a position is a value.
    #[test]
    fn play_then_undo_restores_the_game(
        rules in rules(),
        c in centre(),
        moves in offsets(60),
        actions in prop::collection::vec(action(), 0..8),
    ) {
        let mut game = Game::new(rules);
        for a in &actions {
            apply(&mut game, &a.action(rules.size(), c))?;
        }
        for &o in &moves {
            let Some(p) = near(rules.size(), c, o) else { continue };
            let before = game.clone();
            let pos = *game.position();
            // Playing on a copy leaves the original alone.
            let mut copy = pos;
            let on_copy = copy.play_at(p);
            prop_assert_eq!(exact(game.position()), exact(&pos));
            prop_assert_eq!(exact_game(&game), exact_game(&before));
            match game.play_at(p) {
                Ok(()) => {
                    prop_assert_eq!(on_copy, Ok(()));
                    prop_assert_eq!(exact(game.position()), exact(&copy));
                    prop_assert_eq!(game.position().key(), copy.key());
                    let mut undone = game.clone();
                    prop_assert_eq!(undone.undo(), Ok(Move::Place(p)));
                    // Undo restores the key too.
                    prop_assert_eq!(undone.key(), before.key());
                    if before.draw_offer().is_none() {
                        prop_assert_eq!(exact_game(&undone), exact_game(&before));
                    } else {
                        prop_assert_eq!(undone.draw_offer(), None);
                        prop_assert_eq!(undone.position(), before.position());
                        prop_assert_eq!(undone.moves(), before.moves());
                        prop_assert_eq!(undone.outcome(), before.outcome());
                    }
                }
                Err(e) => {
                    if before.outcome().is_some() && pos.outcome().is_none() {
                        // Ended by resignation, timeout or agreement: the game refuses,
                        // while its position (which knows nothing of that) would not.
                        prop_assert_eq!(e, PlayError::GameOver);
                    } else {
                        prop_assert_eq!(on_copy, Err(e));
                    }
                    prop_assert_eq!(exact_game(&game), exact_game(&before));
                }
            }
        }
        // Undo everything: back to the empty board.
        if game.outcome().is_none_or(|o| matches!(o.termination,
            Termination::Five | Termination::Capture | Termination::Forbidden
            | Termination::BoardFull | Termination::NoLegalMove | Termination::BothPassed
            | Termination::MoveLimit))
        {
            while game.undo().is_ok() {}
            prop_assert_eq!(game.moves().len(), 0);
            prop_assert_eq!(game.position(), &Position::new(rules));
        }
    }

    /// Any sequence of actions, with any coordinates, under rules built from random (also
    /// invalid) switches and from a random setup: nothing panics, every refused action
    /// changes nothing and says why, and `check` predicts `play`.
    #[test]
    fn no_sequence_of_actions_panics_and_refusals_change_nothing(
        base in proptest::sample::select(Preset::ALL.to_vec()),
        switches in prop::collection::vec(switch(), 0..6),
        c in centre(),
        setup_stones in prop::collection::vec(
            ((0u8..30, 0u8..30), any::<bool>()), 0..12),
        captures in prop_oneof![3 => Just((0u32, 0u32)), 1 => (0u32..8, 0u32..8), 1 => (any::<u32>(), any::<u32>())],
        turn in color(),
        use_setup in any::<bool>(),
        actions in prop::collection::vec(action(), 0..80),
        queries in prop::collection::vec((coordinate(), coordinate()), 0..6),
    ) {
        let rules = apply_switches(base, &switches);
        let mut game = Game::new(rules);
        if use_setup {
            let mut setup = Setup::new().with_turn(turn);
            setup.captures = [captures.0, captures.1];
            // Mostly on the board, sometimes one row or column beyond it.
            let wrap = rules.size() + 1;
            for &((x, y), black) in &setup_stones {
                if let Some(p) = Point::new(x % wrap, y % wrap) {
                    setup = setup.with_stone(p, if black { Color::Black } else { Color::White });
                }
            }
            match Game::from_setup(rules, &setup) {
                Ok(g) => {
                    prop_assert_eq!(g.turn(), turn);
                    for color in Color::ALL {
                        prop_assert_eq!(g.position().stones(color), setup.stones(color));
                    }
                    game = g;
                }
                Err(e) => {
                    // The error names a real fault of the setup.
                    let real = match e {
                        SetupError::OffBoard { point, size } => {
                            size == rules.size() && !point.is_on_board(size)
                        }
                        SetupError::Overlap { point } => {
                            setup.black.contains(point) && setup.white.contains(point)
                        }
                        SetupError::AlreadyWon { color, point } => {
                            setup.stones(color).contains(point)
                        }
                        SetupError::Captures { color, pairs } => {
                            pairs == setup.captures[color.index()]
                                && rules.capture().is_none_or(|target| pairs >= u32::from(target))
                                && (pairs > 0 || rules.capture().is_some())
                        }
                    };
                    prop_assert!(real, "{:?} for {:?}", e, setup);
                }
            }
        }
        for a in &actions {
            apply(&mut game, &a.action(rules.size(), c))?;
            // Queries at any coordinates never panic and agree with each other.
            let pos = game.position();
            for &(x, y) in &queries {
                if let Some(p) = Point::from_coords(x, y) {
                    let _ = pos.forbidden(p);
                    let _ = pos.forbidden_for(Color::White, p);
                    prop_assert!(!game.is_legal(p) || p.is_on_board(rules.size()));
                }
            }
            let _ = format!("{game} {game:#} {game:?}");
        }
        let _ = game.position().legal_moves();
        let _ = game.position().forbidden_points();
        for s in Symmetry::ALL {
            // Symmetries are a closed set; their images of the position are positions.
            let t = game.position().transform(s);
            prop_assert_eq!(t.transform(s.inverse()), *game.position());
        }
    }

    /// `Position` and `Game` agree move by move: same answers to the same moves, the same
    /// position, outcome and legality.
    #[test]
    fn position_and_game_agree(
        rules in any_rules(),
        c in centre(),
        moves in prop::collection::vec(
            prop_oneof![10 => (-3i8..=3, -3i8..=3).prop_map(Some), 1 => Just(None)], 0..80),
    ) {
        let mut game = Game::new(rules);
        let mut pos = Position::new(rules);
        for m in &moves {
            let mv = match *m {
                Some(o) => match near(rules.size(), c, o) {
                    Some(p) => Move::Place(p),
                    None => continue,
                },
                None => Move::Pass,
            };
            prop_assert_eq!(game.check(mv), pos.check(mv));
            let before = pos;
            let result = pos.play(mv);
            prop_assert_eq!(game.play(mv), result);
            if result.is_err() {
                // A refused move leaves the position exactly as it was.
                prop_assert_eq!(exact(&pos), exact(&before));
            }
            prop_assert_eq!(exact(game.position()), exact(&pos));
            prop_assert_eq!(game.outcome(), pos.outcome());
            prop_assert_eq!(game.turn(), pos.turn());
            prop_assert_eq!(game.is_game_over(), pos.is_game_over());
            if let Some(Move::Place(p)) = pos.last_move() {
                prop_assert_eq!(game.is_legal(p), pos.is_legal(p));
            }
        }
        // Replaying the game's move list reaches the same position.
        let replay = Game::from_moves(rules, game.moves().iter().copied());
        prop_assert!(replay.is_ok());
        let replay = replay.unwrap();
        prop_assert_eq!(exact(replay.position()), exact(&pos));
    }
}

// ---------------------------------------------------------------------------------------
// The outcome of a move depends only on the position.

proptest! {
    #![proptest_config(seed::cases(128))]

    /// A played position and the same stones set up (same side to move, same captured
    /// pairs) answer alike: forbidden points, legal moves, and the result of every move.
    /// (History that a setup cannot carry — a pending perfect five, a pass just played, a
    /// move limit counting captured stones — is left out of the comparison.)
    #[test]
    fn the_outcome_of_a_move_depends_only_on_the_position(
        rules in rules().prop_map(|r| r.with_pass(false).with_move_limit(None).expect("none")),
        c in centre(),
        moves in offsets(60),
    ) {
        let mut game = clustered_game(rules, c, &moves);
        // Back to a running position without a pending five (the empty board at worst).
        while game.is_game_over() || game.position().pending_five().is_some() {
            prop_assert!(game.undo().is_ok());
        }
        let played = *game.position();
        let mut setup = Setup::new().with_turn(played.turn());
        setup.black = *played.stones(Color::Black);
        setup.white = *played.stones(Color::White);
        setup.captures = Color::ALL.map(|c| u32::from(played.captured_pairs(c)));
        let set_up = Position::from_setup(rules, &setup);
        prop_assert!(set_up.is_ok(), "{:?}", set_up);
        let set_up = set_up.unwrap();
        prop_assert_eq!(set_up.outcome(), None);
        prop_assert_eq!(set_up.forbidden_points(), played.forbidden_points());
        prop_assert_eq!(set_up.legal_moves(), played.legal_moves());
        for p in board_points(rules.size()) {
            let (mut a, mut b) = (played, set_up);
            let (ra, rb) = (a.play_at(p), b.play_at(p));
            prop_assert_eq!(ra, rb);
            prop_assert_eq!(a.outcome(), b.outcome(), "{} in\n{}", p, played);
            prop_assert_eq!(a.stones(Color::Black), b.stones(Color::Black));
            prop_assert_eq!(a.stones(Color::White), b.stones(Color::White));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Properties: every point of the board (more work per case).

proptest! {
    #![proptest_config(seed::cases(256))]

    /// `legal_moves()` is exactly the set of points where `is_legal` holds (nothing off the
    /// board, nothing after the end), and it agrees with `check` and `legal_move_count`.
    #[test]
    fn legal_moves_is_exactly_is_legal(s in scenario(any_rules(), 50)) {
        let pos = s.position();
        let legal = pos.legal_moves();
        // The count known without the list (the empty points, when nothing is forbidden).
        prop_assert_eq!(pos.legal_move_count(), legal.len());
        for p in all_points() {
            let is_legal = pos.is_legal(p);
            prop_assert_eq!(legal.contains(p), is_legal, "{} in\n{:#}", p, pos);
            prop_assert_eq!(pos.check(Move::Place(p)).is_ok(), is_legal);
            if !p.is_on_board(pos.size()) || pos.is_game_over() || pos.stone_at(p).is_some() {
                prop_assert!(!is_legal);
            }
            if is_legal && pos.rules().forbidden_policy() == ForbiddenPolicy::Reject {
                prop_assert_eq!(pos.forbidden(p), None);
            }
        }
        // Under the reject policy, a running game always has a legal move (otherwise it is
        // drawn: RULES.md §3, no legal move).
        if !pos.is_game_over() {
            prop_assert!(!legal.is_empty());
        }
    }

    /// `forbidden_points()` agrees with `forbidden(p)` at every point, for the side to move
    /// and (through `_for`) for both colours; only restricted colours and empty points of
    /// the board are ever forbidden.
    #[test]
    fn forbidden_points_agree_with_forbidden(s in scenario(any_rules(), 50)) {
        let pos = s.position();
        let all = pos.forbidden_points();
        let mut count = 0;
        for p in all_points() {
            prop_assert_eq!(all.get(p), pos.forbidden(p), "{} in\n{:#}", p, pos);
            count += usize::from(all.get(p).is_some());
        }
        prop_assert_eq!(all.len(), count);
        prop_assert_eq!(all.points().len(), count);
        for color in Color::ALL {
            let r = pos.rules().restrictions(color);
            let of_color = pos.forbidden_points_for(color);
            for p in all_points() {
                let kind = pos.forbidden_for(color, p);
                prop_assert_eq!(of_color.get(p), kind);
                if let Some(kind) = kind {
                    prop_assert!(r.contains(kind), "{:?} is not a restriction of {}", kind, color);
                    prop_assert!(p.is_on_board(pos.size()) && pos.stone_at(p).is_none());
                }
            }
            for kind in Forbidden::ALL {
                prop_assert!(of_color.of_kind(kind).iter().all(|p| of_color.get(p) == Some(kind)));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Symmetries.

proptest! {
    #![proptest_config(seed::cases(192))]

    /// The 8 symmetries map forbidden points, with their kinds, onto each other, for both
    /// colours, and the transformed position is the same game seen turned.
    #[test]
    fn symmetries_map_forbidden_points(s in scenario(any_rules(), 60)) {
        let pos = s.position();
        let n = pos.size();
        for sym in Symmetry::ALL {
            let t = pos.transform(sym);
            prop_assert_eq!(t.turn(), pos.turn());
            prop_assert_eq!(t.rules(), pos.rules());
            prop_assert_eq!(map_outcome(pos.outcome(), sym, n), outcome_key(t.outcome()));
            for color in Color::ALL {
                prop_assert_eq!(t.stones(color).len(), pos.stones(color).len());
                for p in pos.stones(color) {
                    prop_assert_eq!(t.stone_at(sym.apply(p, n).unwrap()), Some(color));
                }
                let ours: BTreeSet<(Point, Forbidden)> = pos
                    .forbidden_points_for(color)
                    .iter()
                    .map(|(p, k)| (sym.apply(p, n).unwrap(), k))
                    .collect();
                let theirs: BTreeSet<(Point, Forbidden)> =
                    t.forbidden_points_for(color).iter().collect();
                prop_assert_eq!(&ours, &theirs, "symmetry {} for {} of\n{:#}", sym, color, pos);
            }
            let legal: BTreeSet<Point> = pos.legal_moves().iter().map(|p| sym.apply(p, n).unwrap()).collect();
            prop_assert_eq!(legal, t.legal_moves().iter().collect::<BTreeSet<_>>());
        }
    }

    /// The 8 symmetries map the result of every move onto each other: accepted or refused
    /// alike, and the same winner, termination and (mapped) line points, captures and
    /// position after it.
    #[test]
    fn symmetries_map_wins(s in scenario(any_rules(), 60)) {
        let pos = s.position();
        let n = pos.size();
        // The points next to stones (where wins happen), and a few others.
        let occupied = pos.stones(Color::Black).union(pos.stones(Color::White));
        let candidates: Vec<Point> = board_points(n)
            .filter(|p| {
                occupied.iter().any(|q| {
                    (i32::from(q.x()) - i32::from(p.x())).abs() <= 2
                        && (i32::from(q.y()) - i32::from(p.y())).abs() <= 2
                }) || (p.x() + 3 * p.y()) % 17 == 0
            })
            .collect();
        for sym in Symmetry::ALL {
            let t = pos.transform(sym);
            for &p in &candidates {
                let q = sym.apply(p, n).unwrap();
                let (mut a, mut b) = (pos, t);
                let (ra, rb) = (a.play_at(p), b.play_at(q));
                prop_assert_eq!(ra.is_ok(), rb.is_ok(), "{} / {} under symmetry {}", p, q, sym);
                if let (Err(ea), Err(eb)) = (ra, rb) {
                    let same = match (ea, eb) {
                        (PlayError::Forbidden { kind: ka, color: ca, .. },
                         PlayError::Forbidden { kind: kb, color: cb, .. }) => ka == kb && ca == cb,
                        (PlayError::Occupied { .. }, PlayError::Occupied { .. }) => true,
                        (a, b) => a == b,
                    };
                    prop_assert!(same, "{:?} vs {:?}", ea, eb);
                    continue;
                }
                let (ka, kb) = (map_outcome(a.outcome(), sym, n), outcome_key(b.outcome()));
                prop_assert_eq!(
                    ka.as_ref().map(|k| (k.0, k.1)), kb.as_ref().map(|k| (k.0, k.1)),
                    "{} / {} under symmetry {} of\n{}", p, q, sym, pos);
                if let (Some((_, _, Some(la))), Some((winner, _, Some(lb)))) = (&ka, &kb) {
                    if la != lb {
                        // A move that completes two fives at once: the outcome names one
                        // of them (the first direction scanned), which a symmetry need not
                        // preserve. Both must then be winning lines through the move.
                        let owner = winner.expect("a five has a winner");
                        for line in [la, lb] {
                            prop_assert!(line.contains(&q) && line.len() >= 5);
                            prop_assert!(line.iter().all(|&r| b.stone_at(r) == Some(owner)),
                                "{:?} is not a line of {} after {} in\n{}", line, owner, q, b);
                        }
                        prop_assert!(la.intersection(lb).count() == 1, "{:?} / {:?}", la, lb);
                    }
                }
                prop_assert_eq!(a.pending_five().map(|(c, _)| c), b.pending_five().map(|(c, _)| c));
                let caps_a: BTreeSet<Point> = a.last_captures().iter().map(|p| sym.apply(p, n).unwrap()).collect();
                let caps_b: BTreeSet<Point> = b.last_captures().iter().collect();
                prop_assert_eq!(caps_a, caps_b);
                for color in Color::ALL {
                    prop_assert_eq!(a.captured_pairs(color), b.captured_pairs(color));
                    let turned = a.transform(sym);
                    prop_assert_eq!(turned.stones(color), b.stones(color));
                }
                prop_assert_eq!(a.turn(), b.turn());
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Plain tests that keep the generators honest: the random positions do reach the cases
// the properties are about.

#[test]
fn the_generators_reach_forbidden_points_and_wins() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        proptest::test_runner::TestRng::deterministic_rng(
            proptest::test_runner::RngAlgorithm::ChaCha,
        ),
    );
    let strategy = scenario(Just(Rules::renju()), 60);
    let (mut kinds, mut fives, mut forbidden_losses) = (BTreeSet::new(), 0, 0);
    for _ in 0..200 {
        let s = strategy
            .new_tree(&mut runner)
            .expect("a scenario")
            .current();
        let pos = s.position();
        for (_, k) in pos.forbidden_points_for(Color::Black).iter() {
            kinds.insert(k);
        }
        match pos.outcome().map(|o| o.termination) {
            Some(Termination::Five) => fives += 1,
            Some(Termination::Forbidden) => forbidden_losses += 1,
            _ => {}
        }
    }
    assert_eq!(kinds.len(), 3, "kinds reached: {kinds:?}");
    assert!(
        fives > 0 && forbidden_losses > 0,
        "fives {fives}, forbidden losses {forbidden_losses}"
    );
}

/// Found by `symmetries_map_wins` (ninuki-renju on 7×7; rebuilt here on 15×15): a move
/// that makes two fives at once, one breakable by a capture and one not. RULES.md §5: the
/// five that cannot be broken wins at once, whichever direction the core scans first.
///
/// ```text
///   11 . . . . . . . . . .
///   10 . . . . . . . X . .        h6 h7 (h8) h9 h10: five, no pair of it can be taken
///    9 . . . . . . . X . .
///    8 . . . . . X X * X X        f8 g8 (h8) i8 j8: five, but White f9 takes f7 f8
///    7 . . . . . X . X . .
///    6 . . . . . O . X . .
///      a b c d e f g h i j
/// ```
#[test]
fn a_perfect_five_wins_beside_a_breakable_one() {
    let setup = Setup::from_text("f7 f8 g8 i8 j8 h6 h7 h9 h10", "f6").expect("valid text");
    let h8: Point = "h8".parse().expect("a point");
    // Without h10 the row alone is a five that White can break (f9 takes f7 f8): it waits.
    let row_only = Setup::from_text("f7 f8 g8 i8 j8 h6 h7 h9", "f6").expect("valid text");
    let mut pos = Position::from_setup(Rules::ninuki_renju(), &row_only).expect("valid");
    pos.play_at(h8).expect("legal");
    assert_eq!(pos.outcome(), None);
    assert_eq!(
        pos.pending_five().map(|(c, l)| (c, l.len())),
        Some((Color::Black, 5))
    );
    pos.play_at("f9".parse().expect("a point")).expect("legal");
    assert_eq!(pos.last_captures().len(), 2);
    assert_eq!(pos.outcome(), None);
    for sym in Symmetry::ALL {
        let pos = Position::from_setup(Rules::ninuki_renju(), &setup)
            .expect("a valid setup")
            .transform(sym);
        let mut after = pos;
        after.play_at(sym.apply(h8, 15).unwrap()).expect("legal");
        let outcome = after.outcome();
        let column: BTreeSet<Point> = ["h6", "h7", "h8", "h9", "h10"]
            .iter()
            .map(|t| t.parse::<Point>().expect("a point"))
            .map(|p| sym.apply(p, 15).unwrap())
            .collect();
        assert_eq!(
            outcome_key(outcome),
            Some((Some(Color::Black), Termination::Five, Some(column))),
            "symmetry {sym}"
        );
    }
}

/// Two fives at once, each breakable but not by one capture (ninuki-renju): the five
/// that White's reply leaves standing wins (RULES.md §5), whichever of the two White
/// breaks.
///
/// ```text
///   12 . . . . . . . . . .        White j12 would take h10 i11 (g9 flanks them)
///   11 . . . . . . . . X .
///   10 . . . . . . . X . .        h6 h7 (h8) h9 h10: five
///    9 . . . . . . O X . .
///    8 . . . . . X X * X X        f8 g8 (h8) i8 j8: five; White f9 would take f7 f8
///    7 . . . . . X . X . .
///    6 . . . . . O . X . .
///      a b c d e f g h i j
/// ```
#[test]
fn a_five_left_standing_by_the_reply_wins() {
    let setup = Setup::from_text("f7 f8 g8 i8 j8 h6 h7 h9 h10 i11", "f6 g9").expect("valid text");
    let points = |text: &str| -> BTreeSet<Point> {
        text.split(' ')
            .map(|t| t.parse().expect("a point"))
            .collect()
    };
    for (reply, taken, line) in [
        ("f9", "f7 f8", "h6 h7 h8 h9 h10"),
        ("j12", "h10 i11", "f8 g8 h8 i8 j8"),
        ("a1", "", "f8 g8 h8 i8 j8"),
    ] {
        let mut pos = Position::from_setup(Rules::ninuki_renju(), &setup).expect("valid");
        pos.play_at("h8".parse().expect("a point")).expect("legal");
        assert_eq!(pos.outcome(), None, "both fives can be broken");
        pos.play_at(reply.parse().expect("a point")).expect("legal");
        let taken: BTreeSet<Point> = if taken.is_empty() {
            BTreeSet::new()
        } else {
            points(taken)
        };
        assert_eq!(pos.last_captures().iter().collect::<BTreeSet<_>>(), taken);
        assert_eq!(
            outcome_key(pos.outcome()),
            Some((Some(Color::Black), Termination::Five, Some(points(line)))),
            "after {reply}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Properties: what rebuilds a position and a game (the core API the bindings lean on).

proptest! {
    #![proptest_config(seed::cases(300))]

    /// `Position::to_setup` is the inverse of `Position::from_setup`: exactly for a position
    /// set up (no move since), and for a reachable position as far as a setup can say
    /// (stones, turn, captured pairs, and every answer about the next move while the game
    /// goes on: legal moves and forbidden points).
    #[test]
    fn to_setup_is_the_inverse_of_from_setup(s in scenario(any_rules(), 50)) {
        let pos = s.position();
        let setup = pos.to_setup();
        for color in Color::ALL {
            prop_assert_eq!(setup.stones(color), pos.stones(color));
            prop_assert_eq!(setup.captures[color.index()], u32::from(pos.captured_pairs(color)));
        }
        prop_assert_eq!(setup.turn, pos.turn());
        let back = Position::from_setup(*pos.rules(), &setup);
        if pos.last_move().is_none() {
            prop_assert_eq!(back, Ok(pos));
        } else if !pos.is_game_over() && pos.pending_five().is_none() {
            let back = back.map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            prop_assert_eq!(back.to_setup(), setup);
            prop_assert_eq!(back.outcome(), None);
            prop_assert_eq!(back.legal_moves(), pos.legal_moves());
            prop_assert_eq!(back.forbidden_points(), pos.forbidden_points());
        }
    }

    /// `Game::from_history(game.history())` is the game, after any sequence of actions
    /// (moves, passes, undo, resignation, timeout, draw offers and answers), from the
    /// empty board or a setup.
    #[test]
    fn from_history_rebuilds_every_game(
        s in scenario(any_rules(), 30),
        actions in prop::collection::vec(action(), 0..60),
    ) {
        let mut game = if s.setup {
            Game::from_setup(s.rules, &s.position().to_setup())
                .map_err(|e| TestCaseError::fail(format!("{e:?}")))?
        } else {
            Game::new(s.rules)
        };
        for a in &actions {
            // Accepted or not: `apply` checks each answer in detail.
            let _ = a.action(s.rules.size(), s.centre).apply(&mut game);
            let history = game.history();
            prop_assert_eq!(history.start, game.start().to_setup());
            prop_assert_eq!(history.moves.as_slice(), game.moves());
            prop_assert_eq!(history.draw_offer, game.draw_offer());
            prop_assert_eq!(history.ending.map(|e| e.outcome()), game.outcome().filter(|_| game.ending().is_some()));
            prop_assert_eq!(Game::from_history(&history), Ok(game.clone()));
        }
    }
}

/// Each step of a history that cannot be replayed is named.
#[test]
fn from_history_names_the_failing_step() {
    let base = History::new(Rules::freestyle());
    let five = ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"]
        .map(|s| Move::Place(p(s)))
        .to_vec();
    let cases = [
        (
            History {
                start: Setup::from_text("h8", "h8").expect("text"),
                ..base.clone()
            },
            HistoryError::Setup(SetupError::Overlap { point: p("h8") }),
        ),
        (
            History {
                moves: vec![Move::Place(p("h8")), Move::Pass],
                ..base.clone()
            },
            HistoryError::Move {
                index: 1,
                error: PlayError::PassNotAllowed,
            },
        ),
        (
            History {
                moves: five.clone(),
                ending: Some(Ending::Agreement),
                ..base.clone()
            },
            HistoryError::Ending(GameError::GameOver),
        ),
        (
            History {
                moves: five,
                draw_offer: Some(Color::White),
                ..base.clone()
            },
            HistoryError::DrawOffer(GameError::GameOver),
        ),
        (
            History {
                ending: Some(Ending::Resignation(Color::Black)),
                draw_offer: Some(Color::Black),
                ..base
            },
            HistoryError::DrawOffer(GameError::GameOver),
        ),
    ];
    for (history, error) in cases {
        assert_eq!(Game::from_history(&history), Err(error), "{history:?}");
    }
}

/// Found by `no_sequence_of_actions_panics_and_refusals_change_nothing` (issue 11, item 1):
/// under freestyle with a move limit of 1, Black offers a draw and then plays the move that
/// ends the game. The offer lapses with the end of the game (RULES.md §8): nothing is left
/// to answer. The model of `apply` expected it to stand.
#[test]
fn an_offer_lapses_when_the_move_ends_the_game() {
    let rules = Rules::freestyle()
        .with_move_limit(Some(1))
        .expect("a limit");
    let mut game = Game::new(rules);
    let centre = (7, 7);
    for pick in [Pick::Do(Action::Offer(Color::Black)), Pick::Near((0, 0))] {
        let action = pick.action(rules.size(), centre);
        assert!(apply(&mut game, &action).expect("the model holds"));
    }
    assert_eq!(
        game.outcome(),
        Outcome::new(None, Termination::MoveLimit).ok()
    );
    assert_eq!(game.draw_offer(), None);
}

// ---------------------------------------------------------------------------------------
// Properties: the threat map (RULES.md §12) read point by point.

proptest! {
    #![proptest_config(seed::cases(400))]

    /// The threat map of each colour (`threats`, and `threat_maps` for both at once, read
    /// off the line table with the judge only where the table cannot decide) is exactly
    /// the map of `threats_at` point by point, under every rule set and its switches, on
    /// clustered positions with rows of stones (threes, fours, overlines, recursive threes).
    #[test]
    fn the_threat_map_is_threats_at_point_by_point(s in scenario(any_rules(), 60)) {
        let pos = s.position();
        let both = pos.threat_maps();
        for color in Color::ALL {
            let plain = gomoku_referee::testing::threat_map_point_by_point(&pos, color);
            prop_assert_eq!(pos.threats(color), plain, "{} {}\n{}", color, pos.rules(), pos);
            prop_assert_eq!(both[color.index()], plain, "{} {}\n{}", color, pos.rules(), pos);
        }
    }

    /// The threat maps a `ThreatTracker` keeps are exactly `threat_maps`' after every move
    /// and every undo of a random game (captures remove stones, an undo puts them back),
    /// under every rule set and its switches; now and then the tracker is asked about a
    /// position several moves away (a jump of more than one stone).
    #[test]
    fn the_kept_threat_maps_follow_play_and_undo(
        rules in any_rules(),
        c in centre(),
        steps in prop::collection::vec(((-3i8..=3, -3i8..=3), 0u8..10), 0..80),
    ) {
        let mut history = vec![Position::new(rules)];
        let mut tracker = ThreatTracker::new();
        for (o, what) in steps {
            let pos = *history.last().expect("the start");
            match what {
                // An undo (or two), asked after each.
                0 | 1 if history.len() > 1 => {
                    for _ in 0..=what.min(history.len() as u8 - 2) {
                        history.pop();
                        let pos = history.last().expect("the start");
                        prop_assert_eq!(tracker.maps(pos), &pos.threat_maps(), "undo {}\n{}", rules, pos);
                    }
                }
                // A move not asked about: the next question spans two moves.
                2 => {
                    if let Some(p) = near(rules.size(), c, o) {
                        let mut next = pos;
                        if !next.is_game_over() && next.play(Move::Place(p)).is_ok() {
                            history.push(next);
                        }
                    }
                }
                _ => {
                    if let Some(p) = near(rules.size(), c, o) {
                        let mut next = pos;
                        if !next.is_game_over() && next.play(Move::Place(p)).is_ok() {
                            prop_assert_eq!(tracker.maps(&next), &next.threat_maps(), "{} {}\n{}", p, rules, next);
                            history.push(next);
                        }
                    }
                }
            }
        }
    }

    /// The forbidden points a `ForbiddenTracker` keeps (one per colour) are exactly the
    /// judge's, `forbidden_for` point by point, after every move and every undo of a
    /// random clustered game, under every rule set with restrictions and its switches
    /// (captures and the caro rule included: there the tracker judges afresh); now and
    /// then the trackers are asked about a position several moves away.
    #[test]
    fn the_kept_forbidden_points_follow_play_and_undo(
        rules in any_rules().prop_filter("restrictions", |r| {
            Color::ALL.iter().any(|&c| !r.restrictions(c).is_empty())
        }),
        c in centre(),
        steps in prop::collection::vec(((-3i8..=3, -3i8..=3), 0u8..10), 0..90),
    ) {
        let mut history = vec![Position::new(rules)];
        let mut trackers = [ForbiddenTracker::new(), ForbiddenTracker::new()];
        let mut check = |pos: &Position, what: &str| -> Result<(), TestCaseError> {
            for color in Color::ALL {
                let kept = trackers[color.index()].forbidden_points_for(pos, color);
                for p in board_points(pos.size()) {
                    prop_assert_eq!(
                        kept.get(p), pos.forbidden_for(color, p),
                        "{} {} for {} under {}\n{}", what, p, color, rules, pos
                    );
                }
                prop_assert_eq!(kept, pos.forbidden_points_for(color));
            }
            Ok(())
        };
        for (o, what) in steps {
            let pos = *history.last().expect("the start");
            match what {
                // An undo (or two), asked after each.
                0 | 1 if history.len() > 1 => {
                    for _ in 0..=what.min(history.len() as u8 - 2) {
                        history.pop();
                        check(history.last().expect("the start"), "undo")?;
                    }
                }
                // A move not asked about: the next question spans two moves.
                2 => {
                    if let Some(p) = near(rules.size(), c, o) {
                        let mut next = pos;
                        if !next.is_game_over() && next.play(Move::Place(p)).is_ok() {
                            history.push(next);
                        }
                    }
                }
                _ => {
                    if let Some(p) = near(rules.size(), c, o) {
                        let mut next = pos;
                        if !next.is_game_over() && next.play(Move::Place(p)).is_ok() {
                            check(&next, "move")?;
                            history.push(next);
                        }
                    }
                }
            }
        }
    }

    /// The forbidden verdict that `threats_at` reports is `forbidden_for`'s at every empty
    /// point, for both colours (a capture that breaks a pending five included: never
    /// forbidden, RULES.md §5).
    #[test]
    fn threats_at_reports_the_verdict_of_forbidden_for(s in scenario(any_rules(), 60)) {
        let pos = s.position();
        for color in Color::ALL {
            for p in pos.empty_points() {
                let t = pos.threats_at(p, color).unwrap();
                prop_assert_eq!(t.forbidden(), pos.forbidden_for(color, p), "{} {} {}\n{}", p, color, pos.rules(), pos);
            }
        }
    }
}
