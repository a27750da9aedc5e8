//! Proptest strategies: rules (every preset, random switches of RULES.md §4.1, sizes
//! 5..=26), starts (the empty board, or stone lists that may overlap, fall off the board or
//! already win) and actions, with placements clustered near the centre so that threes,
//! fours, fives and captures form.

use gomoku_referee::{Color, Preset};
use proptest::prelude::*;

use crate::core_face::build;
use crate::model::{Action, MAX, Offers, RulesSpec, Scenario, Start, Switch};

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::Black), Just(Color::White)]
}

fn switch() -> impl Strategy<Value = Switch> {
    prop_oneof![
        4 => (5u32..=26).prop_map(Switch::Size),
        1 => prop_oneof![0u32..5, 27u32..40, Just(u32::MAX)].prop_map(Switch::Size),
        2 => (color(), any::<bool>()).prop_map(|(c, on)| Switch::OverlineWins(c, on)),
        3 => (color(), 0u8..8).prop_map(|(c, bits)| Switch::Restrictions(c, bits)),
        2 => any::<bool>().prop_map(Switch::Lose),
        1 => any::<bool>().prop_map(Switch::Caro),
        3 => prop_oneof![
            3 => (1u32..=6).prop_map(Some),
            1 => Just(None),
            1 => prop_oneof![Just(0u32), Just(101), Just(u32::MAX)].prop_map(Some),
        ]
        .prop_map(Switch::Capture),
        1 => any::<bool>().prop_map(Switch::PerfectFive),
        2 => any::<bool>().prop_map(Switch::Pass),
        2 => prop_oneof![
            3 => (10u32..=60).prop_map(Some),
            1 => Just(None),
            1 => prop_oneof![Just(0u32), Just(65536), Just(u32::MAX)].prop_map(Some),
        ]
        .prop_map(Switch::MoveLimit),
    ]
}

/// Every preset, with no switch 2 times in 5, else up to five, some set then cleared.
pub fn rules() -> impl Strategy<Value = RulesSpec> {
    (
        proptest::sample::select(Preset::ALL.to_vec()),
        prop_oneof![
            2 => Just(Vec::new()),
            2 => proptest::collection::vec(switch(), 1..=5),
            // A switch set then cleared (no preset has a move limit): clearing must undo
            // it (issue 18: a `clear_move_limit` that did nothing survived).
            1 => (
                proptest::collection::vec(switch(), 0..=2),
                prop_oneof![
                    (10u32..=60).prop_map(|n| [Switch::MoveLimit(Some(n)), Switch::MoveLimit(None)]),
                    (1u32..=6).prop_map(|n| [Switch::Capture(Some(n)), Switch::Capture(None)]),
                ],
                proptest::collection::vec(switch(), 0..=2),
            )
                .prop_map(|(mut before, pair, after)| {
                    before.extend(pair);
                    before.extend(after);
                    before
                }),
        ],
    )
        .prop_map(|(preset, switches)| RulesSpec { preset, switches })
}

/// Coordinates: mostly within 2 or 4 of the centre, some anywhere on the board, some just
/// off it, some that are no point at all (negative, huge).
pub fn coords(size: u8) -> impl Strategy<Value = (i32, i32)> {
    let n = i32::from(size);
    let c = n / 2;
    let near = prop_oneof![-2i32..=2, -4i32..=4].prop_map(move |d| (c + d).clamp(0, n - 1));
    let wild = prop_oneof![
        Just(-1i32),
        Just(MAX),
        Just(-1000),
        Just(i32::MIN),
        Just(i32::MAX),
        n..=MAX,
    ];
    prop_oneof![
        60 => (near.clone(), near),
        8 => (0..n, 0..n),
        2 => (n..=MAX, 0..n),
        1 => (0..n, wild.clone()),
        1 => (wild.clone(), wild),
    ]
}

fn start(size: u8, capture: bool) -> impl Strategy<Value = Start> {
    let stones = || proptest::collection::vec(coords(size), 0..=10);
    // Under capture rules, mostly unequal non-zero captured pairs: a face that swaps the
    // two counts differs then (issue 18, item 7).
    let unequal = if capture { 6 } else { 1 };
    let setup = (
        stones(),
        stones(),
        color(),
        prop_oneof![
            8 => Just([0u32, 0]),
            2 => (0u32..=6, 0u32..=6).prop_map(|(a, b)| [a, b]),
            unequal => (1u32..=4, 1u32..=3).prop_map(|(a, d)| [a, a + d]).prop_flat_map(|[a, b]| {
                prop_oneof![Just([a, b]), Just([b, a])]
            }),
            // Counts a narrower type would truncate to an allowed one (256 -> 0).
            1 => prop_oneof![Just(256u32), Just(u32::MAX)].prop_map(|n| [n, 0]),
        ],
    )
        .prop_map(|(black, white, turn, captures)| Start::Setup {
            black,
            white,
            turn,
            captures,
        });
    let setup_weight = if capture { 3 } else { 1 };
    prop_oneof![3 => Just(Start::Empty), setup_weight => setup]
}

/// The colour of `(x, y)` in a filling with no three in a row in any direction (Black on
/// `(x + 2y) mod 4 < 2`): runs of at most two, so changing one stone makes no five.
fn filling(x: i32, y: i32) -> Color {
    if (x + 2 * y) % 4 < 2 {
        Color::Black
    } else {
        Color::White
    }
}

/// Scenarios that end the game by a full board or by no legal move (issue 18, item 4),
/// which random play on a big board never reaches: a board filled without a five but for
/// two points, then the moves that fill them.
///
/// - Board full: freestyle on 5..=9, Black then White fill the two points.
/// - No legal move: renju (reject policy, no pass) on 7..=10, Black's row `XXX.XXX` at
///   the bottom: White fills the other point, and Black's only one is an overline.
pub fn endgame(max_actions: usize) -> impl Strategy<Value = Scenario> {
    let full = (5i32..=9).prop_flat_map(|n| {
        let cells = (0..n, 0..n);
        (Just(n), cells.clone(), cells)
            .prop_filter("two points", |(_, a, b)| a != b)
            .prop_map(|(n, a, b)| {
                let mut stones = [Vec::new(), Vec::new()];
                for y in 0..n {
                    for x in 0..n {
                        if (x, y) != a && (x, y) != b {
                            stones[filling(x, y).index()].push((x, y));
                        }
                    }
                }
                let [black, white] = stones;
                let rules = RulesSpec {
                    preset: Preset::Freestyle,
                    switches: vec![Switch::Size(n as u32)],
                };
                let start = Start::Setup {
                    black,
                    white,
                    turn: Color::Black,
                    captures: [0, 0],
                };
                (
                    rules,
                    start,
                    vec![Action::Place(a.0, a.1), Action::Place(b.0, b.1)],
                )
            })
    });
    let stuck = (7i32..=10).prop_flat_map(|n| {
        (Just(n), (0..n, 1..n)).prop_map(|(n, b)| {
            let a = (3, 0);
            let mut stones = [Vec::new(), Vec::new()];
            for y in 0..n {
                for x in 0..n {
                    if (x, y) == a || (x, y) == b {
                        continue;
                    }
                    let c = if y == 0 && x < 7 {
                        Color::Black
                    } else {
                        filling(x, y)
                    };
                    stones[c.index()].push((x, y));
                }
            }
            let [black, white] = stones;
            let rules = RulesSpec {
                preset: Preset::Renju,
                switches: vec![
                    Switch::Size(n as u32),
                    Switch::Lose(false),
                    Switch::Pass(false),
                ],
            };
            let start = Start::Setup {
                black,
                white,
                turn: Color::White,
                captures: [0, 0],
            };
            (rules, start, vec![Action::Place(b.0, b.1)])
        })
    });
    (
        prop_oneof![full, stuck],
        proptest::collection::vec(
            prop_oneof![
                3 => Just(Action::Undo),
                1 => Just(Action::Pass),
                1 => color().prop_map(Action::Resign),
                4 => (0i32..=10, 0i32..=10).prop_map(|(x, y)| Action::Place(x, y)),
            ],
            0..=max_actions.min(4),
        ),
    )
        .prop_map(|((rules, start, mut actions), tail)| {
            actions.extend(tail);
            Scenario {
                rules,
                start,
                actions,
            }
        })
}

/// One action: mostly placements.
pub fn action(size: u8) -> impl Strategy<Value = Action> {
    // Resignations and timeouts end the game: rare, so that most games are played out.
    prop_oneof![
        200 => coords(size).prop_map(|(x, y)| Action::Place(x, y)),
        5 => Just(Action::Pass),
        10 => Just(Action::Undo),
        1 => color().prop_map(Action::Resign),
        1 => color().prop_map(Action::Timeout),
        5 => color().prop_map(Action::Offer),
        2 => color().prop_map(Action::Accept),
        3 => color().prop_map(Action::Decline),
    ]
}

/// A whole scenario of up to `max_actions` actions: mostly random, some [`endgame`]s.
pub fn scenario(max_actions: usize) -> impl Strategy<Value = Scenario> {
    prop_oneof![
        15 => random_scenario(max_actions),
        1 => endgame(max_actions),
    ]
}

fn random_scenario(max_actions: usize) -> impl Strategy<Value = Scenario> {
    rules().prop_flat_map(move |rules| {
        let built = build(&rules);
        let size = built.size();
        (
            Just(rules),
            start(size, built.capture().is_some()),
            proptest::collection::vec(action(size), 0..=max_actions),
        )
            .prop_map(|(rules, start, actions)| Scenario {
                rules,
                start,
                actions,
            })
    })
}

/// Coordinates within `d` of the centre of a `size` board.
fn near(size: u8, d: i32) -> impl Strategy<Value = (i32, i32)> {
    let n = i32::from(size);
    let c = (n - 1) / 2;
    (-d..=d, -d..=d).prop_map(move |(dx, dy)| ((c + dx).clamp(0, n - 1), (c + dy).clamp(0, n - 1)))
}

/// One action of a game under an opening: opening actions of every kind (stones mostly
/// near the centre, where the rules' areas are), offers of 0 to 4 points or of 10, picks,
/// undo of both kinds, and now and then a move of normal play or a game action.
pub fn opening_action(size: u8) -> impl Strategy<Value = Action> {
    let offers = prop_oneof![
        6 => proptest::collection::vec(near(size, 2), 1..=3),
        2 => proptest::collection::vec(near(size, 5), 10),
        1 => proptest::collection::vec(coords(size), 0..=4),
    ];
    let stone = prop_oneof![
        3 => near(size, 0),
        4 => near(size, 1),
        4 => near(size, 2),
        3 => near(size, 4),
        1 => coords(size),
    ];
    // Resignations and draw offers are rare, so that most openings are played out.
    prop_oneof![
        40 => stone.prop_map(|(x, y)| Action::Stone(x, y)),
        10 => Just(Action::Swap),
        12 => Just(Action::Keep),
        6 => color().prop_map(Action::Choose),
        8 => prop_oneof![6 => 1u32..=3, 1 => 0u32..=40, 1 => Just(u32::MAX)].prop_map(Action::Declare),
        16 => offers.prop_map(|v| Action::Offers(Offers::new(&v))),
        10 => near(size, 2).prop_map(|(x, y)| Action::Pick(x, y)),
        5 => Just(Action::UndoStep),
        2 => Just(Action::Undo),
        8 => coords(size).prop_map(|(x, y)| Action::Place(x, y)),
        1 => color().prop_map(Action::Offer),
    ]
}

/// A scenario under an opening rule (every rule, N usual, small or out of range), on the
/// presets that tournaments play, sometimes on another board size.
pub fn opening_scenario(max_actions: usize) -> impl Strategy<Value = Scenario> {
    let presets = vec![
        Preset::Renju,
        Preset::Freestyle,
        Preset::Standard,
        Preset::Omok,
        Preset::Caro,
    ];
    let rules = (
        proptest::sample::select(presets),
        prop_oneof![
            4 => Just(Vec::new()),
            1 => (5u32..=20).prop_map(|n| vec![Switch::Size(n)]),
        ],
    )
        .prop_map(|(preset, switches)| RulesSpec { preset, switches });
    rules.prop_flat_map(move |rules| {
        let size = build(&rules).size();
        let start = (
            0i32..=6,
            prop_oneof![4 => Just(8u32), 4 => Just(10), 4 => 1u32..=4, 1 => Just(0), 1 => Just(33)],
        )
            .prop_map(|(kind, n)| Start::Opening { kind, n });
        (
            Just(rules),
            start,
            proptest::collection::vec(opening_action(size), 0..=max_actions),
            proptest::option::weighted(0.05, (color(), 0..max_actions.max(1))),
        )
            .prop_map(|(rules, start, mut actions, resign)| {
                // Now and then a resignation in the middle, to try the actions after it.
                if let Some((c, at)) = resign {
                    actions.insert(at.min(actions.len()), Action::Resign(c));
                }
                Scenario {
                    rules,
                    start,
                    actions,
                }
            })
    })
}
