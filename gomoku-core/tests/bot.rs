//! The reference bot (`gomoku_referee::bot`) on fixed positions, under a fixed node budget
//! and no clock, so that its decisions do not depend on the machine: it wins, blocks,
//! plays and refutes VCFs, never plays a forbidden point, follows its seed and its
//! budget, places an opening's stones, and refuses a game with no move for it.

use core::time::Duration;

use gomoku_referee::bot::{Decision, Reason, ReferenceBot};
use gomoku_referee::brain::{Bot, Budget};
use gomoku_referee::{
    Color, Expecting, Game, Move, Opening, OpeningAction, PlayError, Point, Preset, Rules, Setup,
    Step, Termination, VcfBound, VcfLimits, VcfResult,
};

/// The budget of a manager that sets no time.
const NODES: u64 = ReferenceBot::MAX_NODES;

/// The bot's move and why.
fn decide(seed: u64, game: &Game) -> (Point, Reason) {
    let d = ReferenceBot::new(seed).decide(game, NODES).expect("a move");
    (d.point().expect("a stone"), d.reason)
}

const COUNTER_BLACK: &str = "d8 e8 f8 g9 g10 h12 e10 f9";
const COUNTER_WHITE: &str = "c8 h9 h10 h11 d11";

fn game(rules: Rules, black: &str, white: &str, turn: Color) -> Game {
    let setup = Setup {
        turn,
        ..Setup::from_text(black, white).expect("points")
    };
    Game::from_setup(rules, &setup).expect("a position")
}

fn p(text: &str) -> Point {
    text.parse().expect("a point")
}

/// A proof (not a budget's verdict) that `attacker` has no VCF in `game`.
fn no_vcf(game: &Game, attacker: Color) -> bool {
    let limits = VcfLimits {
        max_nodes: 5_000_000,
        ..VcfLimits::default()
    };
    let vcf = game.vcf(attacker, &limits).expect("a search");
    matches!(
        vcf.result,
        VcfResult::NotFound {
            stopped_by: None | Some(VcfBound::Moves)
        }
    )
}

fn after(game: &Game, p: Point) -> Game {
    let mut next = game.clone();
    next.play_at(p).expect("a legal move");
    next
}

#[test]
fn it_wins_at_once() {
    let g = game(Rules::freestyle(), "e8 f8 g8 h8", "a1 a3 a5", Color::Black);
    let (q, why) = decide(1, &g);
    assert_eq!(why, Reason::Win);
    assert!(
        after(&g, q)
            .outcome()
            .is_some_and(|o| o.winner == Some(Color::Black))
    );
}

#[test]
fn it_blocks_a_four() {
    // White's four e8-h8 (closed at d8): only i8 saves Black.
    let g = game(
        Rules::freestyle(),
        "d8 a1 a3 c1",
        "e8 f8 g8 h8",
        Color::Black,
    );
    assert_eq!(decide(1, &g).0, p("i8"));
    // Even when the manager asks for a move as fast as possible.
    let fast = Budget {
        turn: Some(Duration::ZERO),
        ..Budget::UNLIMITED
    };
    assert_eq!(Bot::choose(&mut ReferenceBot::new(1), &g, fast), p("i8"));
}

#[test]
fn it_plays_the_first_move_of_its_vcf() {
    // The renju VCF of `Position::vcf`'s example: k12, k8 forced, k13.
    let g = game(
        Rules::renju(),
        "h8 i8 j8 k9 k10 k11",
        "a1 a2 h9 f8 o8 o15",
        Color::Black,
    );
    let VcfResult::Found(line) = g.vcf(Color::Black, &VcfLimits::default()).unwrap().result else {
        panic!("a VCF");
    };
    for seed in 0..4 {
        let (q, why) = decide(seed, &g);
        assert_eq!((q, why), (line.moves()[0], Reason::Vcf), "seed {seed}");
    }
}

#[test]
fn it_plays_a_longer_vcf_through() {
    // A VCF of four moves in which a block makes a four for White, answered by a four
    // (tests/data/analysis/vcf.jsonl, counter-four-answered-by-a-four): the bot
    // follows it move by move to the five.
    let mut g = game(
        Rules::freestyle(),
        COUNTER_BLACK,
        COUNTER_WHITE,
        Color::Black,
    );
    let VcfResult::Found(line) = g.vcf(Color::Black, &VcfLimits::default()).unwrap().result else {
        panic!("a VCF");
    };
    assert_eq!(line.attacker_moves(), 4, "{line}");
    let mut bot = ReferenceBot::new(3);
    let first = bot.decide(&g, NODES).unwrap();
    assert_eq!(
        (first.point(), first.reason),
        (Some(line.moves()[0]), Reason::Vcf)
    );
    while !g.is_game_over() {
        let d: Decision = bot.decide(&g, NODES).unwrap();
        let (q, why) = (d.point().unwrap(), d.reason);
        assert!(matches!(why, Reason::Vcf | Reason::Win), "{q} {why:?}");
        g.play_at(q).unwrap();
        if g.is_game_over() {
            break;
        }
        // White's only defence: the completion point of Black's four.
        let block = g
            .position()
            .threats(Color::Black)
            .five
            .iter()
            .next()
            .unwrap();
        g.play_at(block).unwrap();
    }
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Black));
}

#[test]
fn it_refutes_an_open_three() {
    // Black's open three f8-h8 is a VCF (a straight four next): White must stop it.
    let g = game(Rules::freestyle(), "f8 g8 h8", "a1 a3", Color::White);
    assert!(!no_vcf(&g, Color::Black));
    let (q, why) = decide(2, &g);
    assert_eq!(why, Reason::Refute, "{q}");
    assert!(
        no_vcf(&after(&g, q), Color::Black),
        "{q} leaves Black a VCF"
    );
}

#[test]
fn it_refutes_the_renju_vcf() {
    // The VCF position above with White to move: after White's move Black has none.
    let g = game(
        Rules::renju(),
        "h8 i8 j8 k9 k10 k11",
        "a1 a2 h9 f8 o8",
        Color::White,
    );
    assert!(!no_vcf(&g, Color::Black));
    let (q, why) = decide(0, &g);
    assert_eq!(why, Reason::Refute, "{q}");
    assert!(
        no_vcf(&after(&g, q), Color::Black),
        "{q} leaves Black a VCF"
    );
}

#[test]
fn it_refutes_a_vcf_of_four_moves() {
    // The four-move VCF above with White to move: White's move stops it.
    let g = game(
        Rules::freestyle(),
        COUNTER_BLACK,
        COUNTER_WHITE,
        Color::White,
    );
    assert!(!no_vcf(&g, Color::Black));
    let (q, why) = decide(5, &g);
    assert_eq!(why, Reason::Refute, "{q}");
    assert!(
        no_vcf(&after(&g, q), Color::Black),
        "{q} leaves Black a VCF"
    );
}

#[test]
fn it_never_plays_a_forbidden_point() {
    // h8 makes Black's double three (f8-g8-h8 and h6-h7-h8): the best point by the
    // windows, forbidden under renju.
    let g = game(Rules::renju(), "f8 g8 h6 h7", "a1 a3 o1 o3", Color::Black);
    assert!(g.position().forbidden(p("h8")).is_some());
    for seed in 0..8 {
        let q = Bot::choose(&mut ReferenceBot::new(seed), &g, Budget::UNLIMITED);
        assert!(g.position().forbidden(q).is_none(), "seed {seed}: {q}");
        assert!(g.is_legal(q));
    }
}

#[test]
fn it_wins_by_a_capture_under_pente() {
    // Black has four pairs; capturing the fifth (i8-j8 between h8 and k8) wins.
    let setup = Setup {
        captures: [4, 0],
        ..Setup::from_text("h8 c3", "i8 j8").expect("points")
    };
    let g = Game::from_setup(Rules::pente(), &setup).expect("a position");
    let (q, why) = decide(0, &g);
    assert_eq!((q, why), (p("k8"), Reason::Win));
}

#[test]
fn its_choices_follow_the_seed() {
    // The same seed, the same game: the tie-breaks are the only randomness.
    let play = |seed| {
        let mut g = Game::new(Rules::standard());
        let mut bot = ReferenceBot::new(seed);
        for _ in 0..12 {
            let q = bot.choose(&g, NODES).unwrap();
            g.play_at(q).unwrap();
        }
        g.moves().to_vec()
    };
    assert_eq!(play(7), play(7));
    // And the seed is used: another seed breaks some tie another way (a bot that
    // ignored its seed would pass the line above).
    let seven = play(7);
    assert!((0..8).any(|s| play(s) != seven), "eight seeds, one game");
}

#[test]
fn it_keeps_to_its_node_budget() {
    // Black's open three: White searches both VCFs and refutations. Whatever the budget,
    // the nodes spent stay within it, and the same budget gives the same decision.
    let g = game(Rules::freestyle(), "f8 g8 h8", "a1 a3", Color::White);
    for budget in [0, 1, 10, 100, 1_000, 10_000, NODES] {
        let d = ReferenceBot::new(4).decide(&g, budget).unwrap();
        assert!(d.nodes <= budget, "{budget}: {d:?}");
        assert_eq!(ReferenceBot::new(4).decide(&g, budget).unwrap(), d);
        assert!(g.is_legal(d.point().unwrap()));
    }
    // With no nodes at all there is no search: it goes by the evaluation.
    let d = ReferenceBot::new(4).decide(&g, 0).unwrap();
    assert_eq!((d.reason, d.nodes), (Reason::Evaluate, 0));
}

#[test]
fn a_deadline_stops_the_searches() {
    // Out of time from the start: no VCF searched, the evaluation's move; the function
    // is asked.
    let g = game(Rules::freestyle(), "f8 g8 h8", "a1 a3", Color::White);
    let mut asked = 0;
    let d = ReferenceBot::new(2)
        .decide_until(&g, NODES, &mut || {
            asked += 1;
            true
        })
        .unwrap();
    assert!(asked > 0);
    assert_eq!((d.reason, d.nodes), (Reason::Evaluate, 0));
    assert_eq!(d, ReferenceBot::new(2).decide(&g, 0).unwrap());
    // Never out of time: the same as no deadline.
    let free = ReferenceBot::new(2)
        .decide_until(&g, NODES, &mut || false)
        .unwrap();
    assert_eq!(free, ReferenceBot::new(2).decide(&g, NODES).unwrap());
}

#[test]
fn the_budget_of_a_manager() {
    let ms = Duration::from_millis;
    assert_eq!(ReferenceBot::nodes_for(Budget::UNLIMITED), NODES);
    let turn = |t| Budget {
        turn: Some(ms(t)),
        ..Budget::UNLIMITED
    };
    assert_eq!(ReferenceBot::nodes_for(turn(0)), 0);
    assert_eq!(ReferenceBot::nodes_for(turn(1000)), NODES);
    assert_eq!(
        ReferenceBot::nodes_for(turn(100)),
        90 * ReferenceBot::NODES_PER_MS / 4
    );
}

#[test]
fn a_game_with_no_move_for_it_is_refused() {
    // Over: five in a row.
    let over = Game::from_text(Rules::freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8").unwrap();
    let mut bot = ReferenceBot::new(0);
    let before = bot.clone();
    assert_eq!(bot.decide(&over, NODES), Err(PlayError::GameOver));
    assert_eq!(bot, before, "a refusal leaves the bot as it was");
    // An opening step that puts no stone: swap's choice after the three stones. No
    // stone to choose; `decide` makes the choice.
    let mut swap = Game::with_opening(Rules::renju(), Opening::Swap).unwrap();
    swap.play_text("h8 h9 i9").unwrap();
    assert!(swap.legal_moves().is_empty());
    assert_eq!(bot.choose(&swap, NODES), Err(PlayError::OpeningUnderWay));
    assert_eq!(bot, before);
    assert_eq!(bot.decide(&swap, NODES).unwrap().kind(), "choose");
    // A `Bot` must answer all the same (the session refuses such a move itself).
    let q = Bot::choose(&mut bot, &swap, Budget::UNLIMITED);
    assert!(swap.check(Move::Place(q)).is_err());
}

#[test]
fn it_places_an_openings_stones_where_the_step_allows() {
    // Swap's first three stones, placed by the bot: each is a point the step allows.
    let mut g = Game::with_opening(Rules::renju(), Opening::Swap).unwrap();
    let mut bot = ReferenceBot::new(9);
    for _ in 0..3 {
        let allowed = g.legal_moves();
        let q = bot.choose(&g, NODES).unwrap();
        assert!(allowed.contains(q), "{q}");
        g.play_at(q).unwrap();
    }
    assert_eq!(g.position().stones_played(), 3);
}

#[test]
fn it_plays_whole_games_of_every_rule_set() {
    // The bot against itself under every preset: every move legal and never forbidden,
    // and no game lost on a forbidden point.
    for preset in Preset::ALL {
        let mut g = Game::new(preset.rules());
        let mut bots = [ReferenceBot::new(1), ReferenceBot::new(2)];
        while !g.is_game_over() && g.moves().len() < 60 {
            let q = bots[g.turn().index()].choose(&g, 2_000).unwrap();
            assert!(g.position().forbidden(q).is_none(), "{preset}: {q}");
            g.play_at(q)
                .unwrap_or_else(|e| panic!("{preset}: {q}: {e}"));
        }
        if let Some(o) = g.outcome() {
            assert_ne!(o.termination, Termination::Forbidden, "{preset}");
        }
    }
}

/// The decisions of `tests/data/bot/decisions.jsonl`: for every preset, games of the bot against
/// itself (the first moves random near the centre), and in each the first position where
/// it chose by each reason; there, the bot's decision for a few seeds and node budgets.
/// The C, Python and JavaScript faces replay the file and must choose the same (the
/// agreement of the faces); this test checks that it is what the core decides now
/// (`GOMOKU_BLESS=1` rewrites it).
fn recorded_decisions() -> String {
    let mut rng = gomoku_referee::testing::Rng::new(0x0b07);
    let mut out = String::new();
    for preset in Preset::ALL {
        let rules = preset.rules();
        for game in 0..2u64 {
            let mut g = Game::new(rules);
            let c = i32::from(rules.size() / 2);
            let random = 2 + rng.index(3);
            let mut bots = [ReferenceBot::new(game), ReferenceBot::new(game + 100)];
            let mut seen: Vec<Reason> = Vec::new();
            let mut positions: Vec<Vec<Point>> = Vec::new();
            while !g.is_game_over() && g.moves().len() < 40 {
                let q = if g.moves().len() < random {
                    let near: Vec<Point> = g
                        .legal_moves()
                        .iter()
                        .filter(|q| {
                            (i32::from(q.x()) - c).abs() <= 3 && (i32::from(q.y()) - c).abs() <= 3
                        })
                        .filter(|&q| g.position().forbidden(q).is_none())
                        .collect();
                    near[rng.index(near.len())]
                } else {
                    let d = bots[g.turn().index()].decide(&g, 300).unwrap();
                    if !seen.contains(&d.reason) || rng.index(12) == 0 {
                        seen.push(d.reason);
                        positions.push(g.moves().iter().filter_map(|m| m.point()).collect());
                    }
                    d.point().unwrap()
                };
                g.play_at(q).unwrap();
            }
            for (i, moves) in positions.iter().enumerate() {
                let g = Game::from_moves(rules, moves.iter().map(|&p| Move::Place(p))).unwrap();
                let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
                let seed = game * 10 + i as u64;
                let nodes = [0, 400, 3_000][i % 3];
                let d = ReferenceBot::new(seed).decide(&g, nodes).unwrap();
                out.push_str(&format!(
                    "{{\"rules\": \"{}\", \"moves\": \"{}\", \"seed\": {seed}, \"nodes\": {nodes}, \
                     \"point\": \"{}\", \"reason\": \"{}\", \"spent\": {}}}\n",
                    preset.name(),
                    moves.join(" "),
                    d.point().unwrap(),
                    d.reason,
                    d.nodes
                ));
            }
        }
    }
    out
}

/// Compares `fresh` with `tests/data/bot/{name}` (which the other faces replay), or
/// rewrites the file under `GOMOKU_BLESS=1` and says `false` (nothing more to check).
fn blessed_or_same(name: &str, fresh: &str) -> bool {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/bot")
        .join(name);
    if std::env::var_os("GOMOKU_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, fresh).expect("a writable tests/data/bot file");
        return false;
    }
    let old = std::fs::read_to_string(&path).expect("the tests/data/bot file");
    assert!(
        old == fresh,
        "{} is stale: GOMOKU_BLESS=1 cargo test -p gomoku-referee-tests --test bot",
        path.display()
    );
    true
}

#[test]
fn the_recorded_decisions_are_the_cores() {
    let fresh = recorded_decisions();
    if !blessed_or_same("decisions.jsonl", &fresh) {
        return;
    }
    // The file exercises every way of choosing but the delay (a refutation that fails).
    for reason in ["win", "vcf", "refute", "evaluate"] {
        assert!(
            fresh.contains(&format!("\"reason\": \"{reason}\"")),
            "no recorded decision by {reason}"
        );
    }
}

/// The bot against itself through an opening and a few moves past it: every step one the
/// referee accepts, of the kind the opening expects, within the budget, and the same
/// for the same seed.
fn play_opening(rules: Rules, opening: Opening, seed: u64) -> (Game, Vec<String>) {
    let mut g = Game::with_opening(rules, opening).unwrap();
    let mut bots = [ReferenceBot::new(seed), ReferenceBot::new(seed + 1)];
    let mut kinds = Vec::new();
    let mut past = 0;
    while !g.is_game_over() && past < 4 {
        let expected = g.expected();
        let actor = expected.map_or(g.player(g.turn()), |e| e.player);
        let bot = &mut bots[actor.index()];
        let twin = bot.clone();
        let d = bot.decide(&g, 500).unwrap();
        assert_eq!(
            twin.clone().decide(&g, 500),
            Ok(d),
            "the same seed, the same step"
        );
        assert!(d.nodes <= 500, "{d:?}");
        match expected {
            None => assert_eq!(d.kind(), "move"),
            Some(e) => {
                let fits = match e.what {
                    Expecting::Place { .. } => ["place"].as_slice(),
                    Expecting::Swap => &["swap", "keep"],
                    Expecting::ChooseColor => &["choose"],
                    Expecting::ChooseColorOrPlace { .. } => &["choose", "place"],
                    Expecting::Declare { .. } => &["declare"],
                    Expecting::Offer { .. } => &["offer"],
                    Expecting::SwapOrOffer { .. } => &["swap", "keep", "offer"],
                    Expecting::Pick => &["pick"],
                };
                assert!(fits.contains(&d.kind()), "{opening}: {e}: {d:?}");
                assert!(Decision::KINDS.contains(&d.kind()));
                // `choose` gives the stone of a stone step, and refuses the others.
                match (d.point(), e.what) {
                    (Some(p), Expecting::Place { .. } | Expecting::Pick) => {
                        assert_eq!(twin.clone().choose(&g, 500), Ok(p));
                    }
                    (None, Expecting::ChooseColorOrPlace { .. }) => {}
                    (None, _) => assert_eq!(
                        twin.clone().choose(&g, 500),
                        Err(PlayError::OpeningUnderWay)
                    ),
                    _ => {}
                }
            }
        }
        d.apply(&mut g)
            .unwrap_or_else(|e| panic!("{opening}: {d:?} refused: {e}"));
        kinds.push(d.kind().to_string());
        if expected.is_none() {
            past += 1;
        }
    }
    (g, kinds)
}

#[test]
fn it_plays_every_opening_through() {
    let mut seen = std::collections::BTreeSet::new();
    for rules in [Rules::renju(), Rules::freestyle()] {
        for opening in Opening::ALL {
            for seed in [0, 10] {
                let (g, kinds) = play_opening(rules, opening, seed);
                assert!(
                    g.opening_state().unwrap().is_complete(),
                    "{opening}: {kinds:?}"
                );
                assert_eq!(play_opening(rules, opening, seed).1, kinds, "deterministic");
                seen.extend(kinds);
            }
        }
    }
    // Every kind of step came up somewhere.
    for kind in Decision::KINDS {
        assert!(seen.contains(kind), "no {kind} in {seen:?}");
    }
}

#[test]
fn it_takes_the_colour_the_position_favours() {
    // Swap: Black's two stones side by side at the centre against White's one in a
    // corner: the second player takes Black.
    let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
    for p in ["h8", "a1", "i8"] {
        g.place(p.parse().unwrap()).unwrap();
    }
    let d = ReferenceBot::new(0).decide(&g, NODES).unwrap();
    assert_eq!(
        (d.step, d.reason, d.nodes),
        (
            Step::Opening(OpeningAction::Choose(Color::Black)),
            Reason::Opening,
            0
        )
    );
    // White's stone at the centre, Black's two in the corners: White.
    let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
    for p in ["a1", "h8", "o15"] {
        g.place(p.parse().unwrap()).unwrap();
    }
    let d = ReferenceBot::new(0).decide(&g, NODES).unwrap();
    assert_eq!(d.step, Step::Opening(OpeningAction::Choose(Color::White)));
    // Soosorv's swap after the third stone is the same judgement: the second player,
    // holding White, keeps it where Swap's second player would take White.
    for stones in [
        ["h8", "h9", "j10"],
        ["h8", "g7", "h10"],
        ["h8", "i9", "g10"],
        ["h8", "h9", "h7"],
    ] {
        let mut swap = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
        let mut soosorv = Game::with_opening(Rules::freestyle(), Opening::Soosorv(4)).unwrap();
        for p in stones {
            swap.place(p.parse().unwrap()).unwrap();
            soosorv.place(p.parse().unwrap()).unwrap();
        }
        let e = soosorv.expected().unwrap();
        assert_eq!((e.what, e.color), (Expecting::Swap, Color::White));
        let chosen = ReferenceBot::new(0).decide(&swap, NODES).unwrap().step;
        let kind = ReferenceBot::new(0).decide(&soosorv, NODES).unwrap().kind();
        let white = chosen == Step::Opening(OpeningAction::Choose(Color::White));
        assert_eq!(kind, if white { "keep" } else { "swap" }, "{stones:?}");
    }
}

#[test]
fn it_picks_the_offer_worst_for_black() {
    // RIF: Black h8 i9 j10 (a diagonal two, and the third), White h9; White offered two
    // fifth moves: k11 makes Black's diagonal an open four-in-the-making, a1 is nothing.
    let mut g = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
    for p in ["h8", "h9", "j10"] {
        g.place(p.parse().unwrap()).unwrap();
    }
    g.keep().unwrap();
    g.place("g10".parse().unwrap()).unwrap();
    let strong: Point = "i9".parse().unwrap();
    let weak: Point = "b14".parse().unwrap();
    g.offer(&[strong, weak]).unwrap();
    for seed in 0..6 {
        let d = ReferenceBot::new(seed).decide(&g, NODES).unwrap();
        assert_eq!(
            d.step,
            Step::Opening(OpeningAction::Pick(weak)),
            "seed {seed}"
        );
        assert_eq!(ReferenceBot::new(seed).choose(&g, NODES), Ok(weak));
    }
}

#[test]
fn its_offers_are_accepted_and_best_for_black() {
    // Soosorv-8 up to the offers; the bot offers the declared number, which the referee
    // accepts, and its first offer is the point of the search's evaluation for Black.
    let mut g = Game::with_opening(Rules::renju(), Opening::Soosorv(8)).unwrap();
    for p in ["h8", "h9", "j10"] {
        g.place(p.parse().unwrap()).unwrap();
    }
    g.keep().unwrap();
    g.place("g10".parse().unwrap()).unwrap();
    g.declare(6).unwrap();
    if g.expected().map(|e| e.what) == Some(Expecting::Swap) {
        g.keep().unwrap();
    }
    let d = ReferenceBot::new(4).decide(&g, NODES).unwrap();
    let Step::Opening(OpeningAction::Offer(offers)) = d.step else {
        panic!("{d:?}");
    };
    assert_eq!(offers.len(), 6);
    g.offer(&offers.iter().collect::<Vec<_>>()).unwrap();
    // None of them is far from the stones: they are the evaluation's best.
    for p in offers.iter() {
        let near = g
            .position()
            .stones(Color::Black)
            .union(g.position().stones(Color::White))
            .iter()
            .any(|s| {
                (i32::from(s.x()) - i32::from(p.x())).abs() <= 2
                    && (i32::from(s.y()) - i32::from(p.y())).abs() <= 2
            });
        assert!(near, "{p}");
    }
}

/// The opening decisions of `tests/data/bot/openings.jsonl`: under renju and freestyle,
/// every opening played through by the bot against itself, and at each step its decision
/// for a seed and a node budget — the opening's actions so far as text (the game's
/// `opening_actions`, joined by ", "), the kind of step, the step as text, why, and the
/// nodes spent. The C, Python and JavaScript faces replay the file as they replay
/// `decisions.jsonl`.
fn recorded_opening_decisions() -> String {
    let mut out = String::new();
    for (r, rules) in [Rules::renju(), Rules::freestyle()].into_iter().enumerate() {
        for (o, opening) in Opening::ALL.into_iter().enumerate() {
            let mut g = Game::with_opening(rules, opening).unwrap();
            let seed = (r * 10 + o) as u64;
            let mut bots = [ReferenceBot::new(seed), ReferenceBot::new(seed + 100)];
            let mut step = 0;
            while let Some(e) = g.expected() {
                let actions: Vec<String> = g
                    .opening_actions()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                let nodes = [0, 300][step % 2];
                let d = ReferenceBot::new(seed + step as u64)
                    .decide(&g, nodes)
                    .unwrap();
                out.push_str(&format!(
                    "{{\"rules\": \"{}\", \"opening\": \"{opening}\", \"actions\": \"{}\", \
                     \"seed\": {}, \"nodes\": {nodes}, \"kind\": \"{}\", \"step\": \"{}\", \
                     \"reason\": \"{}\", \"spent\": {}}}\n",
                    if r == 0 { "renju" } else { "freestyle" },
                    actions.join(", "),
                    seed + step as u64,
                    d.kind(),
                    d.step,
                    d.reason,
                    d.nodes
                ));
                bots[e.player.index()]
                    .decide(&g, 300)
                    .unwrap()
                    .apply(&mut g)
                    .unwrap();
                step += 1;
            }
        }
    }
    out
}

#[test]
fn the_recorded_opening_decisions_are_the_cores() {
    let fresh = recorded_opening_decisions();
    if !blessed_or_same("openings.jsonl", &fresh) {
        return;
    }
    // Every kind of step is recorded.
    for kind in Decision::KINDS.iter().filter(|&&k| k != "move") {
        assert!(
            fresh.contains(&format!("\"kind\": \"{kind}\"")),
            "no recorded {kind}"
        );
    }
}
