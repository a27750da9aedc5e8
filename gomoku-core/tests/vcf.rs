//! Properties of the VCF search (RULES.md §12), on positions from clustered random games:
//!
//! - every VCF found replays through `Position::play` as the attacker's fours, each
//!   answered by the defender's only defence, ending in the attacker's win;
//! - "none within k" agrees with the shortest VCF found: none within L - 1, one within L;
//! - a plain reference search (every move played with `Position::play`, defences found by
//!   trying every empty point) agrees on whether a VCF exists within 1..=3 moves;
//! - the 8 symmetries of a position give the same answers;
//! - fast mode finds a VCF exactly when shortest mode does, never a shorter one;
//! - the shortest length is the plain search's on small positions (up to 5 moves), and
//!   the search before issue 28's on the benchmark pool (a recorded file);
//! - a reused [`VcfSolver`] answers as the one-shot search, whatever came before.
//!
//! The seeds are fixed: the same positions every run, unless `GOMOKU_TEST_SEED` sets
//! another (`random` in `scripts/test-long.sh`); `GOMOKU_VCF_SCALE` (default 1) multiplies
//! the number of positions.

use gomoku_referee::testing::Rng;
use gomoku_referee::{
    Color, ForbiddenPolicy, Point, PointSet, Position, Rules, Setup, Termination, Vcf, VcfBound,
    VcfEnd, VcfError, VcfLimits, VcfMode, VcfResult, VcfSolver,
};

/// A position from a random game whose moves fall within two points of a stone already
/// played (the first at the centre), stopped after `stones` moves or before an end.
fn clustered(rng: &mut Rng, rules: Rules, stones: usize) -> Position {
    clustered_with_moves(rng, rules, stones).0
}

/// [`clustered`] with the moves that led to the position.
fn clustered_with_moves(rng: &mut Rng, rules: Rules, stones: usize) -> (Position, Vec<Point>) {
    let mut pos = Position::new(rules);
    let n = i64::from(rules.size());
    let mut played: Vec<Point> = Vec::new();
    while played.len() < stones {
        let p = if let Some(&base) = played.get(rng.below(played.len().max(1) as u64) as usize) {
            let dx = rng.below(5) as i64 - 2;
            let dy = rng.below(5) as i64 - 2;
            Point::from_coords(i64::from(base.x()) + dx, i64::from(base.y()) + dy)
        } else {
            Point::from_coords(n / 2, n / 2)
        };
        let Some(p) = p.filter(|p| p.is_on_board(rules.size()) && pos.stone_at(*p).is_none())
        else {
            continue;
        };
        let mut next = pos;
        if next.play_at(p).is_err() || next.is_game_over() {
            // A move that ends the game or is refused: try another.
            if played.len() > 200 {
                break;
            }
            continue;
        }
        pos = next;
        played.push(p);
    }
    (pos, played)
}

/// The position with `color` to move (the stones as they are).
fn with_turn(pos: &Position, color: Color) -> Position {
    let mut setup = Setup::new().with_turn(color);
    for c in Color::ALL {
        for p in pos.stones(c) {
            setup = setup.with_stone(p, c);
        }
    }
    Position::from_setup(*pos.rules(), &setup).expect("the stones of a running game")
}

fn fives(pos: &Position, color: Color) -> PointSet {
    pos.threats(color).five
}

/// Plays `p` for the side to move; `None` if refused.
fn after(pos: &Position, p: Point) -> Option<Position> {
    let mut next = *pos;
    next.play_at(p).ok()?;
    Some(next)
}

/// The defender's defences against the four just played: the empty points after which
/// the attacker has no five and the defender has not lost (a forbidden point under *lose*
/// loses; under *reject* it is refused). `Err(())` if some reply wins for the defender.
fn defences(pos: &Position, attacker: Color) -> Result<Vec<Point>, ()> {
    if !fives(pos, !attacker).is_empty() {
        // The defender makes a five at once.
        return Err(());
    }
    let mut out = Vec::new();
    // A stone stops a five only on its point, except under caro, where a stone beyond
    // either end can block it too: there every empty point is tried.
    let tries = if pos.rules().caro_rule() {
        pos.empty_points()
    } else {
        fives(pos, attacker)
    };
    for r in tries {
        let Some(next) = after(pos, r) else { continue };
        match next.outcome() {
            Some(o) if o.winner == Some(!attacker) => return Err(()),
            Some(_) => continue,
            None => {}
        }
        if fives(&next, attacker).is_empty() {
            out.push(r);
        }
    }
    Ok(out)
}

/// A plain VCF search of at most `d` attacker moves, `pos` with the attacker to move.
fn naive(pos: &Position, attacker: Color, d: u32) -> bool {
    if d == 0 {
        return false;
    }
    // Only a five or a four can be a move of a VCF (the threat map of §12, checked
    // against plain loops in the core's unit tests).
    let map = pos.threats(attacker);
    for m in map.five.union(&map.four) {
        let Some(next) = after(pos, m) else { continue };
        if let Some(o) = next.outcome() {
            if o.winner == Some(attacker) {
                return true;
            }
            continue;
        }
        // A four: the attacker now threatens a five.
        let threats = fives(&next, attacker);
        if threats.is_empty() {
            continue;
        }
        let Ok(defs) = defences(&next, attacker) else {
            continue;
        };
        match defs.as_slice() {
            [] => {
                // No defence: is that because the only block is forbidden to the defender?
                let forbidden_block = threats
                    .iter()
                    .any(|c| next.forbidden_for(!attacker, c).is_some());
                if forbidden_block && threats.len() == 1 || d >= 2 {
                    return true;
                }
            }
            [r] => {
                let then = after(&next, *r).expect("a defence is a legal move");
                if naive(&then, attacker, d - 1) {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

fn limits(max_moves: u32, mode: VcfMode) -> VcfLimits {
    VcfLimits {
        max_moves,
        max_nodes: 2_000_000,
        table_entries: 1 << 14,
        mode,
    }
}

/// Checks that `line` replays from `pos` (attacker to move) as a VCF.
fn replay(pos: &Position, attacker: Color, line: &gomoku_referee::VcfLine) {
    if std::env::var_os("VCF_TRACE").is_some() {
        eprintln!("{attacker} {line:?} {}\n{pos:#}", pos.rules());
    }
    let mut cur = with_turn(pos, attacker);
    let moves = line.moves();
    for (i, &m) in moves.iter().enumerate() {
        let last = i + 1 == moves.len();
        if i % 2 == 0 {
            assert_eq!(
                cur.forbidden_for(attacker, m),
                None,
                "attacker move {m} is forbidden"
            );
            cur.play_at(m)
                .unwrap_or_else(|e| panic!("attacker move {m}: {e}"));
            if last {
                let o = cur.outcome().expect("the last attacker move wins");
                assert_eq!(o.winner, Some(attacker));
                assert_eq!(o.termination, Termination::Five);
                assert_eq!(line.end(), VcfEnd::Five);
            } else {
                assert!(cur.outcome().is_none(), "{m} ends the game early");
                assert!(!fives(&cur, attacker).is_empty(), "{m} is not a four");
            }
        } else {
            let defs = defences(&cur, attacker).expect("no reply wins for the defender");
            if last {
                assert_eq!(line.end(), VcfEnd::ForbiddenDefence);
                assert!(defs.is_empty(), "the defender has a defence");
                // Forbidden and his only block: not one five point of a double four.
                assert_eq!(
                    fives(&cur, attacker).iter().collect::<Vec<_>>(),
                    [m],
                    "{m} is not the only block"
                );
                assert!(
                    cur.forbidden_for(!attacker, m).is_some(),
                    "{m} is not forbidden"
                );
                match cur.rules().forbidden_policy() {
                    ForbiddenPolicy::Lose => {
                        cur.play_at(m).unwrap();
                        assert_eq!(cur.outcome().unwrap().termination, Termination::Forbidden);
                    }
                    ForbiddenPolicy::Reject => assert!(cur.play_at(m).is_err()),
                }
            } else if defs.is_empty() {
                // The four was unstoppable: any reply, then the five.
                assert_eq!(
                    i + 2,
                    moves.len(),
                    "a line goes on after an unstoppable four"
                );
                cur.play_at(m).unwrap();
            } else {
                assert_eq!(defs, [m], "the defender's reply is not his only defence");
                cur.play_at(m).unwrap();
            }
        }
    }
}

fn positions(seed: u64, count: usize) -> Vec<(Position, Color)> {
    let mut rng = match gomoku_referee::testing::run_seed() {
        None => Rng::from_state(seed),
        Some(run) => Rng::new(seed ^ run.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
    };
    let count = count * gomoku_referee::testing::env_count("GOMOKU_VCF_SCALE", 1);
    let rules = [
        Rules::renju(),
        Rules::renju(),
        Rules::freestyle(),
        Rules::standard(),
        Rules::omok(),
        Rules::caro(),
        Rules::renju().with_forbidden_policy(ForbiddenPolicy::Reject),
    ];
    (0..count)
        .map(|i| {
            let r = rules[i % rules.len()];
            let stones = 8 + rng.below(30) as usize;
            let pos = clustered(&mut rng, r, stones);
            (pos, Color::ALL[(i / rules.len()) % 2])
        })
        .collect()
}

#[test]
fn found_lines_replay_and_bound_the_shortest_length() {
    let (mut found, mut ends) = (0, [0; 2]);
    for (pos, attacker) in positions(1, 700) {
        let vcf = pos.vcf(attacker, &limits(20, VcfMode::Shortest)).unwrap();
        let fast = pos.vcf(attacker, &limits(20, VcfMode::Fast)).unwrap();
        match vcf.result {
            VcfResult::Found(line) => {
                found += 1;
                ends[usize::from(line.end() == VcfEnd::ForbiddenDefence)] += 1;
                replay(&pos, attacker, &line);
                let l = line.attacker_moves();
                if l > 1 {
                    let shorter = pos
                        .vcf(attacker, &limits(l - 1, VcfMode::Shortest))
                        .unwrap();
                    assert!(
                        matches!(
                            shorter.result,
                            VcfResult::NotFound {
                                stopped_by: Some(VcfBound::Moves)
                            }
                        ),
                        "{pos:?}: {shorter:?} within {}",
                        l - 1
                    );
                }
                let VcfResult::Found(f) = fast.result else {
                    panic!("fast mode missed {line} in\n{pos}");
                };
                replay(&pos, attacker, &f);
                assert!(f.attacker_moves() >= l);
            }
            VcfResult::NotFound { stopped_by } => {
                assert_ne!(stopped_by, Some(VcfBound::Nodes));
                assert!(matches!(fast.result, VcfResult::NotFound { .. }), "{pos}");
            }
        }
    }
    // The fixed seed's positions are known to reach lines that end on a forbidden
    // defence; a fresh seed (scripts/test-long.sh) may draw as few as 2 of them in 700
    // positions (seed 5350533923327959786), so only the fixed run holds that floor.
    let forbidden_floor = if gomoku_referee::testing::run_seed().is_none() {
        3
    } else {
        0
    };
    assert!(
        found >= 100 && ends[1] >= forbidden_floor,
        "found {found}, ends {ends:?}"
    );
}

#[test]
fn agrees_with_a_plain_search_within_three_moves() {
    let (mut yes, mut no) = (0, 0);
    for (pos, attacker) in positions(2, 150) {
        let pos = with_turn(&pos, attacker);
        for k in 1..=3 {
            let ours = matches!(
                pos.vcf(attacker, &limits(k, VcfMode::Shortest))
                    .unwrap()
                    .result,
                VcfResult::Found(_)
            );
            assert_eq!(
                ours,
                naive(&pos, attacker, k),
                "within {k}, {attacker} attacking, {}\n{pos:#}",
                pos.rules()
            );
            if k == 3 {
                if ours { yes += 1 } else { no += 1 }
            }
        }
    }
    assert!(yes >= 20 && no >= 20, "found {yes}, not found {no}");
}

#[test]
fn symmetric_positions_give_symmetric_answers() {
    for (pos, attacker) in positions(3, 120) {
        let base = pos
            .vcf(attacker, &limits(20, VcfMode::Shortest))
            .unwrap()
            .result;
        for s in gomoku_referee::Symmetry::ALL.into_iter().skip(1) {
            let t = pos.transform(s);
            let got = t
                .vcf(attacker, &limits(20, VcfMode::Shortest))
                .unwrap()
                .result;
            match (base, got) {
                (VcfResult::Found(a), VcfResult::Found(b)) => {
                    assert_eq!(
                        a.attacker_moves(),
                        b.attacker_moves(),
                        "symmetry {s}, {attacker} attacks, {a:?} / {b:?}\n{pos}"
                    );
                    replay(&t, attacker, &b);
                }
                (a, b) => assert_eq!(a, b, "symmetry {s}\n{pos}"),
            }
        }
    }
}

#[test]
fn refused_searches_say_why() {
    let pos = Position::new(Rules::ninuki_renju());
    assert_eq!(
        pos.vcf(Color::Black, &VcfLimits::default()),
        Err(VcfError::Capture)
    );
    let pos = Position::new(Rules::renju());
    for moves in [0, 128, u32::MAX] {
        let l = VcfLimits {
            max_moves: moves,
            ..VcfLimits::default()
        };
        assert_eq!(
            pos.vcf(Color::Black, &l),
            Err(VcfError::MovesOutOfRange { moves })
        );
    }
    let l = VcfLimits {
        table_entries: (1 << 24) + 1,
        ..VcfLimits::default()
    };
    assert!(matches!(
        pos.vcf(Color::Black, &l),
        Err(VcfError::TableTooLarge { .. })
    ));
    let mut won = Position::new(Rules::freestyle());
    for m in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"] {
        won.play_at(m.parse().unwrap()).unwrap();
    }
    assert_eq!(
        won.vcf(Color::White, &VcfLimits::default()),
        Err(VcfError::GameOver)
    );
    // A node budget of one stops the search and says so.
    let pos = Position::from_setup(
        Rules::renju(),
        &Setup::from_text("h8 i8 j8 k9 k10 k11", "a1 a2 h9 f8 o8").unwrap(),
    )
    .unwrap();
    let l = VcfLimits {
        max_nodes: 1,
        ..VcfLimits::default()
    };
    let v = pos.vcf(Color::Black, &l).unwrap();
    assert_eq!(
        v.result,
        VcfResult::NotFound {
            stopped_by: Some(VcfBound::Nodes)
        }
    );
    // No table at all still searches.
    let l = VcfLimits {
        table_entries: 0,
        ..VcfLimits::default()
    };
    assert!(matches!(
        pos.vcf(Color::Black, &l).unwrap().result,
        VcfResult::Found(_)
    ));
}

/// The hand-made puzzles of `tests/data/analysis/vcf.jsonl` (format: `tests/data/README.md`),
/// in both modes, each found line replayed.
#[test]
fn the_puzzles_of_the_data() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/analysis/vcf.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: serde_json::Value = serde_json::from_str(line).unwrap();
        let obj = case.as_object().unwrap();
        for k in obj.keys() {
            assert!(
                [
                    "id", "category", "rules", "options", "setup", "attacker", "expect", "why"
                ]
                .contains(&k.as_str()),
                "unknown key {k}"
            );
        }
        let id = case["id"].as_str().unwrap();
        let mut rules: Rules = case["rules"].as_str().unwrap().parse().unwrap();
        if let Some(options) = case.get("options") {
            for (k, v) in options.as_object().unwrap() {
                match (k.as_str(), v.as_str()) {
                    ("policy", Some("reject")) => {
                        rules = rules.with_forbidden_policy(ForbiddenPolicy::Reject)
                    }
                    ("policy", Some("lose")) => {
                        rules = rules.with_forbidden_policy(ForbiddenPolicy::Lose)
                    }
                    _ => panic!("{id}: unknown option {k}"),
                }
            }
        }
        let list = |c: &str| -> String {
            case["setup"][c]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let pos = Position::from_setup(
            rules,
            &Setup::from_text(&list("black"), &list("white")).unwrap(),
        )
        .unwrap_or_else(|e| panic!("{id}: {e}"));
        let attacker: Color = case["attacker"].as_str().unwrap().parse().unwrap();
        let expect = &case["expect"];
        let max_moves = expect["none_within"].as_u64().map_or(40, |k| k as u32);
        for mode in [VcfMode::Shortest, VcfMode::Fast] {
            let v = pos.vcf(attacker, &limits(max_moves, mode)).unwrap();
            if let Some(moves) = expect["found"].as_u64() {
                let VcfResult::Found(line) = v.result else {
                    panic!("{id} {mode:?}: {v:?}")
                };
                replay(&pos, attacker, &line);
                if mode == VcfMode::Shortest {
                    assert_eq!(u64::from(line.attacker_moves()), moves, "{id}: {line}");
                    let end = match expect["end"].as_str() {
                        Some("forbidden-defence") => VcfEnd::ForbiddenDefence,
                        None | Some("five") => VcfEnd::Five,
                        Some(other) => panic!("{id}: end {other}"),
                    };
                    assert_eq!(line.end(), end, "{id}");
                    if let Some(first) = expect["first"].as_array() {
                        let first: Vec<Point> = first
                            .iter()
                            .map(|p| p.as_str().unwrap().parse().unwrap())
                            .collect();
                        assert!(first.contains(&line.moves()[0]), "{id}: {line}");
                    }
                }
            } else if expect.get("none_within").is_some() {
                assert_eq!(
                    v.result,
                    VcfResult::NotFound {
                        stopped_by: Some(VcfBound::Moves)
                    },
                    "{id} {mode:?}"
                );
            } else {
                assert_eq!(
                    expect["none"],
                    serde_json::Value::Bool(true),
                    "{id}: bad expect"
                );
                assert_eq!(
                    v.result,
                    VcfResult::NotFound { stopped_by: None },
                    "{id} {mode:?}"
                );
            }
        }
        n += 1;
    }
    assert!(n >= 35, "{n} puzzles");
}

/// The one-way check against `figrid-board`'s VCT search (an independent solver; a VCT is
/// a more general forced win, so every VCF is one): wherever our search finds a VCF for
/// the side to move in a renju position, figrid must find a win too. Deterministic: a
/// node budget, no time budget.
#[test]
fn figrid_vct_finds_a_win_wherever_a_vcf_exists() {
    use figrid_board::vct::{VctConfig, search_vct_with_stats};
    use figrid_board::{Board, RuleSet};
    let mut rng = Rng::from_state(77);
    let (mut checked, mut exceptions) = (0, Vec::new());
    let mut tried = 0;
    while checked < 300 && tried < 5000 {
        tried += 1;
        let stones = 8 + rng.below(30) as usize;
        let (pos, moves) = clustered_with_moves(&mut rng, Rules::renju(), stones);
        let attacker = pos.turn();
        let vcf = pos.vcf(attacker, &limits(20, VcfMode::Shortest)).unwrap();
        let VcfResult::Found(line) = vcf.result else {
            continue;
        };
        let mut board = Board::new();
        board.set_rule_set(RuleSet::Renju);
        for p in &moves {
            board.make_move(usize::from(p.y()) * 15 + usize::from(p.x()));
        }
        let cfg = VctConfig {
            max_depth: 2 * line.attacker_moves() + 2,
            time_budget: None,
            node_budget: Some(2_000_000),
            // Broken fours (X.XXX) are fours too: figrid leaves them out by default.
            enable_gap_four: true,
            ..VctConfig::default()
        };
        let result = search_vct_with_stats(&mut board, &cfg);
        checked += 1;
        if result.sequence.is_none() {
            replay(&pos, attacker, &line);
            exceptions.push((
                line,
                format!(
                    "{attacker} {line:?} ({})\n{pos:#}",
                    result.termination_reason()
                ),
            ));
        }
    }
    println!(
        "figrid VCT: {checked} positions with a VCF checked, {} exceptions",
        exceptions.len()
    );
    for (_, e) in &exceptions {
        println!("{e}");
    }
    assert!(checked >= 300, "only {checked} positions with a VCF");
    // The one kind of exception, and why RULES.md decides for us: a line that ends with
    // Black's only defence forbidden to him (§12: "the attacker wins there"), which
    // figrid's VCT does not count as a win. `replay` has checked that the defence is
    // forbidden and the only one.
    for (line, e) in &exceptions {
        assert_eq!(
            line.end(),
            VcfEnd::ForbiddenDefence,
            "figrid finds no win:\n{e}"
        );
    }
    assert!(exceptions.len() <= 3, "{} exceptions", exceptions.len());
}

/// A renju position from a fresh-seed run (`GOMOKU_TEST_SEED=16147670032882779872`) whose
/// shortest White VCF came out 4 moves long in some orientations and 3 in others: after
/// h7 g8 i7 j7 e7 White has two fives, e6 and f7, and f7 is forbidden to Black. A double
/// four has no defence at all (f7 would leave e6), so f7 is not "the only defence, forbidden"
/// and the line needs White's fifth stone: 4 moves, in every orientation, under both
/// policies, the same length as the plain search and "none within 3".
#[test]
fn a_double_four_with_a_forbidden_point_is_not_a_forbidden_defence() {
    let setup = Setup::from_text(
        "h11 f10 i10 h8 j8 l8 c6 f6 g6 h6 h5 i5 f4",
        "i11 j10 f9 i9 e8 i8 m8 g7 k7 i6 e5 j5 e4",
    )
    .unwrap();
    for rules in [
        Rules::renju(),
        Rules::renju().with_forbidden_policy(ForbiddenPolicy::Reject),
    ] {
        let pos = Position::from_setup(rules, &setup).unwrap();
        for s in gomoku_referee::Symmetry::ALL {
            let t = with_turn(&pos.transform(s), Color::White);
            let VcfResult::Found(line) = t
                .vcf(Color::White, &limits(20, VcfMode::Shortest))
                .unwrap()
                .result
            else {
                panic!("symmetry {s}: no VCF\n{t}");
            };
            replay(&t, Color::White, &line);
            assert_eq!(
                (line.attacker_moves(), line.end()),
                (4, VcfEnd::Five),
                "symmetry {s}: {line:?}\n{t}"
            );
            assert_eq!(
                t.vcf(Color::White, &limits(3, VcfMode::Shortest))
                    .unwrap()
                    .result,
                VcfResult::NotFound {
                    stopped_by: Some(VcfBound::Moves)
                },
                "symmetry {s}"
            );
            assert!(!naive(&t, Color::White, 3) && naive(&t, Color::White, 4));
        }
    }
}

/// The shortest length (0: none at all) found by the plain search, if within `max`.
fn naive_shortest(pos: &Position, attacker: Color, max: u32) -> Option<u32> {
    (1..=max).find(|&k| naive(pos, attacker, k))
}

#[test]
fn shortest_lengths_agree_with_a_plain_search_within_five_moves() {
    let (mut long, mut checked) = (0, 0);
    for (pos, attacker) in positions(6, 300) {
        // Few stones: the plain search stays small.
        if pos.stones(Color::Black).len() + pos.stones(Color::White).len() > 26 {
            continue;
        }
        checked += 1;
        let pos = with_turn(&pos, attacker);
        let ours = pos
            .vcf(attacker, &limits(20, VcfMode::Shortest))
            .unwrap()
            .result;
        let plain = naive_shortest(&pos, attacker, 5);
        match ours {
            VcfResult::Found(line) if line.attacker_moves() <= 5 => {
                long += u32::from(line.attacker_moves() >= 3);
                assert_eq!(
                    plain,
                    Some(line.attacker_moves()),
                    "{attacker} attacking, {line:?}\n{pos}"
                );
            }
            _ => assert_eq!(
                plain,
                None,
                "{attacker} attacking, ours {ours:?}, {}\n{pos:#}",
                pos.rules()
            ),
        }
    }
    assert!(
        checked >= 40 && long >= 3,
        "{checked} checked, {long} of 3 to 5 moves"
    );
}

/// The recorded lengths of the benchmark pool (`tests/data/analysis/vcf-lengths.txt`).
fn recorded_lengths() -> Vec<Option<u32>> {
    const CHARS: &str = ".123456789abcdefghijklmnopqrstuvwxyzABCDE";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/analysis/vcf-lengths.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.chars())
        .map(|c| CHARS.find(c).map(|i| i as u32))
        .collect()
}

/// The slowest positions of the pool (`tests/data/analysis/vcf-hard.txt`): the position,
/// the attacker and the recorded length.
fn hard_positions() -> Vec<(Position, Color, u32)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/analysis/vcf-hard.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split(';').collect();
            let mut setup = Setup::new();
            for (i, c) in [(2, Color::Black), (3, Color::White)] {
                for xy in parts[i].split_whitespace() {
                    let (x, y) = xy.split_once(',').unwrap();
                    let p = Point::new(x.parse().unwrap(), y.parse().unwrap()).unwrap();
                    setup = setup.with_stone(p, c);
                }
            }
            let attacker = if parts[1] == "b" {
                Color::Black
            } else {
                Color::White
            };
            let pos = Position::from_setup(Rules::renju(), &setup).unwrap();
            (pos, attacker, parts[4].parse().unwrap())
        })
        .collect()
}

/// Checks both modes' answers at `pos` against the recorded shortest length `want`.
fn check_recorded(
    solver: Option<&mut VcfSolver>,
    pos: &Position,
    attacker: Color,
    want: u32,
    what: &str,
) {
    let mut solver = solver;
    for mode in [VcfMode::Shortest, VcfMode::Fast] {
        let l = VcfLimits {
            mode,
            ..VcfLimits::default()
        };
        let v = match solver.as_deref_mut() {
            Some(s) => s.vcf(pos, attacker, &l),
            None => pos.vcf(attacker, &l),
        }
        .unwrap();
        let got = match v.result {
            VcfResult::Found(line) => {
                replay(pos, attacker, &line);
                line.attacker_moves()
            }
            VcfResult::NotFound { stopped_by: None } => 0,
            r => panic!("{what}: {r:?} (stopped by a bound)\n{pos}"),
        };
        match mode {
            VcfMode::Shortest => assert_eq!(got, want, "{what}, {attacker}\n{pos}"),
            VcfMode::Fast => assert!(
                (got == 0) == (want == 0) && got >= want,
                "{what}, {attacker}: fast {got}, shortest {want}\n{pos}"
            ),
        }
    }
}

#[test]
fn shortest_lengths_agree_with_the_previous_search_on_the_benchmark_pool() {
    let recorded = recorded_lengths();
    assert_eq!(recorded.len(), 100_000);
    // The first positions (all 100,000 at GOMOKU_VCF_SCALE=50, scripts/test-long.sh),
    // one-shot and reused solver in turn, then the slowest of them all.
    let n = (2_000 * gomoku_referee::testing::env_count("GOMOKU_VCF_SCALE", 1)).min(100_000);
    let pool = gomoku_bench::vcf_positions(n);
    let mut solver = VcfSolver::new();
    for (i, (pos, attacker)) in pool.iter().enumerate() {
        let want = recorded[i].expect("every search of the record ended");
        let s = (i % 2 == 1).then_some(&mut solver);
        check_recorded(s, pos, *attacker, want, &format!("position {i}"));
    }
    let hard = hard_positions();
    assert!(hard.len() >= 15);
    for (pos, attacker, want) in hard {
        check_recorded(Some(&mut solver), &pos, attacker, want, "a slow position");
    }
}

#[test]
fn a_reused_solver_answers_as_the_one_shot_search() {
    let mut solver = VcfSolver::new();
    let modes = [VcfMode::Shortest, VcfMode::Fast];
    let tables = [1 << 12, 0, 1 << 16, 1000, 1 << 12];
    for (i, (pos, attacker)) in positions(7, 200).into_iter().enumerate() {
        let l = VcfLimits {
            max_moves: [20, 3, 40][i % 3],
            mode: modes[i % 2],
            table_entries: tables[i % tables.len()],
            ..VcfLimits::default()
        };
        // Both colours in turn, so that the table holds the other attacker's entries:
        // a cleared table is an empty one, so the search is the same, node for node.
        // Each search twice: a table not cleared would hold the first one's entries
        // and spare the second nodes.
        for a in [attacker, !attacker, attacker] {
            let once = pos.vcf(a, &l);
            let reused = solver.vcf(&pos, a, &l);
            assert_eq!(once, reused, "{a} attacking, {l:?}\n{pos}");
            if let Ok(Vcf {
                result: VcfResult::Found(line),
                ..
            }) = reused
            {
                replay(&pos, a, &line);
            }
        }
        let entries = match l.table_entries {
            0 => 0,
            n => 1 << n.ilog2(),
        };
        assert!(solver.table_entries() == entries || solver.table_entries() == 0);
    }
    // A refused search leaves the solver as it was, and the next one answers.
    assert_eq!(
        solver.vcf(
            &Position::new(Rules::ninuki_renju()),
            Color::Black,
            &VcfLimits::default()
        ),
        Err(VcfError::Capture)
    );
    assert!(
        solver
            .vcf(
                &Position::new(Rules::renju()),
                Color::Black,
                &VcfLimits::default()
            )
            .is_ok()
    );
}

/// Regressions of the long run (`GOMOKU_TEST_SEED=4052281487572799023` and
/// `9076942341998765297`): under caro a stone just beyond the open end of the defender's
/// five-to-be, blocked at its other end, stops it (RULES.md §3). The search let the
/// attacker answer a defender's five only on the five point itself, and so missed these
/// straight fours (e7 and j4), which also block the defender's five beyond its end.
#[test]
fn under_caro_a_four_beyond_the_end_of_a_five_blocks_it() {
    let cases = [
        (
            "f12 g11 d10 g10 e9 i9 j9 k9 h8 f7 h7 i7 j7 i6 k6 k3 i1",
            "l13 i12 j11 j10 l10 g9 h9 l9 f8 g8 k7 d6 i5 j5 l5 l1",
            Color::White,
            "g7",
            "e7 c5 h10",
        ),
        (
            "i11 j10 k10 k9 h8 h7 h6 i5 h4 k3 m3 m2",
            "i12 i10 i9 j9 g8 j8 i7 j7 i6 j6 h5 l5",
            Color::Black,
            "j5",
            "j4 g7 l2",
        ),
    ];
    for (black, white, attacker, their_five, line) in cases {
        let setup = Setup::from_text(black, white).unwrap().with_turn(attacker);
        let pos = Position::from_setup(Rules::caro(), &setup).unwrap();
        // The defender threatens a five, and the plain search wins in two all the same.
        let five: Point = their_five.parse().unwrap();
        assert!(fives(&pos, !attacker).contains(five));
        assert!(naive(&pos, attacker, 2) && !naive(&pos, attacker, 1));
        for mode in [VcfMode::Shortest, VcfMode::Fast] {
            let v = pos.vcf(attacker, &limits(3, mode)).unwrap();
            let VcfResult::Found(found) = v.result else {
                panic!("{mode:?} missed {line}: {v:?}\n{pos}");
            };
            assert_eq!(found.to_string(), line, "{mode:?}");
            replay(&pos, attacker, &found);
        }
    }
}
