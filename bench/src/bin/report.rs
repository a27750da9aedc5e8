//! Runs the workloads of the criterion benchmarks with a plain `std::time` timer (about one
//! second each) and prints one Markdown table: operation | gomoku | figrid-board | ratio.
//!
//! ```text
//! cargo run --release -p gomoku-bench --bin report              # the README table
//! cargo run --release -p gomoku-bench --bin report -- --secs 3  # longer runs
//! cargo run --release -p gomoku-bench --bin report -- --only renju --iters 2000
//! ```
//!
//! `--only TEXT` keeps the rows whose name contains `TEXT`; `--iters N` runs each workload
//! exactly `N` times instead of timing it (for `valgrind --tool=callgrind`, whose
//! instruction counts are repeatable on a loaded machine); `--gomoku-only` skips the
//! `figrid-board` side.

use std::hint::black_box;
use std::time::{Duration, Instant};

use figrid_board::{Board, RuleSet, renju};
use gomoku_bench::{
    MIDGAMES, Rng, bare_playout, cell, double_three_position, empty_points, figrid_board,
    figrid_forbidden_points, figrid_playout, figrid_stones, midgames, playout_rules,
    random_playout,
};
use gomoku_referee::{Game, Position, playout::RandomPlayouts};

/// How to run each workload.
#[derive(Clone, Copy)]
enum Mode {
    /// For about this long, after a short warm-up.
    Timed(Duration),
    /// Exactly this many times, untimed.
    Iters(u64),
}

/// Runs `f` (one unit of work per call) and returns the units per second.
fn rate(mode: Mode, mut f: impl FnMut()) -> f64 {
    match mode {
        Mode::Iters(n) => {
            for _ in 0..n {
                f();
            }
            0.0
        }
        Mode::Timed(budget) => {
            let warm = Instant::now();
            while warm.elapsed() < budget / 10 {
                f();
            }
            let start = Instant::now();
            let mut n = 0u64;
            let mut batch = 1u64;
            while start.elapsed() < budget {
                for _ in 0..batch {
                    f();
                }
                n += batch;
                batch = (batch * 2).min(1 << 16);
            }
            n as f64 / start.elapsed().as_secs_f64()
        }
    }
}

/// A rate with a unit, in a readable magnitude.
fn show_rate(r: f64, unit: &str) -> String {
    if r >= 1e6 {
        format!("{:.2} M {unit}/s", r / 1e6)
    } else if r >= 1e3 {
        format!("{:.1} k {unit}/s", r / 1e3)
    } else {
        format!("{r:.0} {unit}/s")
    }
}

/// A time per unit, in a readable magnitude.
fn show_time(r: f64) -> String {
    let s = 1.0 / r;
    if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else if s >= 1e-6 {
        format!("{:.2} µs", s * 1e6)
    } else {
        format!("{:.1} ns", s * 1e9)
    }
}

/// One row of the table.
struct Row {
    name: String,
    ours: f64,
    theirs: Option<f64>,
    unit: &'static str,
    /// Show the time per unit rather than the rate.
    per_unit: bool,
}

/// Checks that both engines did the same work: the seeded playouts have the same
/// lengths, and the mid-game positions the same number of forbidden points.
fn same_work(games: &[(Position, Vec<gomoku_referee::Point>)]) -> String {
    let mut out = String::new();
    for (name, rules, figrid_rules) in playout_rules() {
        let (mut ours, mut theirs) = (Rng(42), Rng(42));
        let mut board = Board::new();
        let n = 1000;
        let mut moves = 0;
        let same = (0..n)
            .filter(|_| {
                let length = random_playout(rules, &mut ours);
                moves += length;
                length == figrid_playout(&mut board, figrid_rules, &mut theirs)
            })
            .count();
        out += &format!(
            "{name}: {same} of {n} seeded playouts of the same length ({:.1} moves on average); ",
            moves as f64 / n as f64
        );
    }
    let ours: usize = games
        .iter()
        .map(|(pos, _)| pos.forbidden_points().len())
        .sum();
    let theirs: usize = games
        .iter()
        .map(|(pos, _)| {
            let (black, white) = figrid_stones(pos);
            figrid_forbidden_points(&black, &white)
        })
        .sum();
    out += &format!(
        "forbidden points in the {MIDGAMES} mid-game positions: gomoku {ours}, figrid-board {theirs}.\n"
    );
    out
}

fn main() {
    let mut mode = Mode::Timed(Duration::from_secs(1));
    let mut only = String::new();
    let mut gomoku_only = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--gomoku-only" {
            gomoku_only = true;
            continue;
        }
        let value = args.next().unwrap_or_default();
        match arg.as_str() {
            "--secs" => {
                mode = Mode::Timed(Duration::from_secs_f64(value.parse().expect("seconds")))
            }
            "--iters" => mode = Mode::Iters(value.parse().expect("a count")),
            "--only" => only = value,
            _ => panic!("unknown argument {arg} (see the top of bench/src/bin/report.rs)"),
        }
    }
    // The mode of the figrid-board side: not run at all with `--gomoku-only`.
    let their_mode = if gomoku_only { Mode::Iters(0) } else { mode };
    let wanted = |name: &str| name.contains(only.as_str());
    let mut rows = Vec::new();

    for (name, rules, figrid_rules) in playout_rules() {
        let name = format!("random playout, {name} 15×15");
        if !wanted(&name) {
            continue;
        }
        let mut rng = Rng(42);
        let ours = rate(mode, || {
            black_box(random_playout(black_box(rules), &mut rng));
        });
        let mut rng = Rng(42);
        let mut board = Board::new();
        let theirs = rate(their_mode, || {
            black_box(figrid_playout(
                &mut board,
                black_box(figrid_rules),
                &mut rng,
            ));
        });
        rows.push(Row {
            name,
            ours,
            theirs: Some(theirs),
            unit: "playouts",
            per_unit: false,
        });
    }

    // The floor of a playout: the same freestyle games refereed by a bare bitboard loop
    // (see `bare_playout`); its ratio to the freestyle row is the referee's cost per move
    // over the floor.
    let name = "bare bitboard playout, freestyle 15×15 (the floor: no rules)".to_string();
    if wanted(&name) {
        let mut rng = Rng(42);
        let ours = rate(mode, || {
            black_box(bare_playout(&mut rng));
        });
        rows.push(Row {
            name,
            ours,
            theirs: None,
            unit: "playouts",
            per_unit: false,
        });
    }
    // What the faces run (Python's `random_playouts`, JavaScript's `randomPlayouts`): the
    // core's loop with its own generator, so not the same games as the rows above.
    for (name, rules, _) in playout_rules() {
        let name = format!("`RandomPlayouts::play`, {name} 15×15");
        if !wanted(&name) {
            continue;
        }
        let mut games = RandomPlayouts::new(Position::new(rules));
        let mut index = 0;
        let ours = rate(mode, || {
            index += 1;
            black_box(games.play(black_box(42), index));
        });
        rows.push(Row {
            name,
            ours,
            theirs: None,
            unit: "playouts",
            per_unit: false,
        });
    }

    let games = midgames();
    let name = "`forbidden_points`, renju mid-game (30 stones), per position".to_string();
    if wanted(&name) {
        let ours = rate(mode, || {
            for (pos, _) in &games {
                black_box(black_box(pos).forbidden_points());
            }
        }) * MIDGAMES as f64;
        let stones: Vec<_> = games.iter().map(|(pos, _)| figrid_stones(pos)).collect();
        let theirs = rate(their_mode, || {
            for (black, white) in &stones {
                black_box(figrid_forbidden_points(black_box(black), white));
            }
        }) * MIDGAMES as f64;
        rows.push(Row {
            name,
            ours,
            theirs: Some(theirs),
            unit: "positions",
            per_unit: true,
        });
    }

    let (pos, double_three, ordinary) = double_three_position();
    let (black, white) = figrid_stones(&pos);
    for (what, p) in [
        ("a double-three point", double_three),
        ("an ordinary point", ordinary),
    ] {
        let name = format!("`forbidden(point)` at {what}");
        if !wanted(&name) {
            continue;
        }
        let ours = rate(mode, || {
            black_box(black_box(&pos).forbidden(black_box(p)));
        });
        let theirs = rate(their_mode, || {
            black_box(renju::foul(black_box(&black), &white, black_box(cell(p))));
        });
        rows.push(Row {
            name,
            ours,
            theirs: Some(theirs),
            unit: "judgements",
            per_unit: true,
        });
    }

    let (mid, moves) = &games[0];
    let points = empty_points(mid);
    let name = "play + undo, renju mid-game (copy + `Position::play`)".to_string();
    if wanted(&name) {
        let mut i = 0;
        let ours = rate(mode, || {
            i = (i + 1) % points.len();
            let mut next: Position = *black_box(mid);
            let played = next.play_at(points[i]);
            black_box((played.is_ok(), &next));
        });
        let mut board = figrid_board(moves, RuleSet::Renju);
        let mut i = 0;
        let theirs = rate(their_mode, || {
            i = (i + 1) % points.len();
            let mv = cell(points[i]);
            let forbidden = board.is_forbidden_for_side_to_move(mv);
            board.make_move(mv);
            black_box((forbidden, board.check_win(mv)));
            board.undo_move();
        });
        rows.push(Row {
            name,
            ours,
            theirs: Some(theirs),
            unit: "moves",
            per_unit: true,
        });
    }
    let name = "play + undo, renju mid-game (`Game::play` + `Game::undo`)".to_string();
    if wanted(&name) {
        let mut game = Game::from_position(*mid);
        let mut i = 0;
        let ours = rate(mode, || {
            i = (i + 1) % points.len();
            game.play_at(points[i])
                .expect("an empty point under the lose policy");
            black_box(game.position());
            black_box(game.undo().expect("a move to undo"));
        });
        rows.push(Row {
            name,
            ours,
            theirs: None,
            unit: "moves",
            per_unit: true,
        });
    }
    let name = format!(
        "copy a position (`Position`: {} bytes; figrid: `Board::clone`)",
        size_of::<Position>()
    );
    if wanted(&name) {
        let ours = rate(mode, || {
            black_box(*black_box(mid));
        });
        let board = figrid_board(moves, RuleSet::Renju);
        let theirs = rate(their_mode, || {
            black_box(black_box(&board).clone());
        });
        rows.push(Row {
            name,
            ours,
            theirs: Some(theirs),
            unit: "copies",
            per_unit: true,
        });
    }

    // Position identity (RULES.md §10): the 30-stone renju mid-game position.
    let identity: [(&str, &dyn Fn()); 3] = [
        ("`Position::key`, a field read", &|| {
            black_box(black_box(mid).key());
        }),
        (
            "`Position::symmetric_keys`, 30 stones (the 8 image keys)",
            &|| {
                black_box(black_box(mid).symmetric_keys());
            },
        ),
        (
            "`Position::canonical`, 30 stones (position + symmetry)",
            &|| {
                black_box(black_box(mid).canonical());
            },
        ),
    ];
    for (name, f) in identity {
        if wanted(name) {
            let ours = rate(mode, f);
            rows.push(Row {
                name: name.to_string(),
                ours,
                theirs: None,
                unit: "positions",
                per_unit: true,
            });
        }
    }

    if let Mode::Iters(_) = mode {
        return;
    }
    if !gomoku_only {
        println!("{}", same_work(&games));
    }
    println!("| operation | gomoku | figrid-board | ratio |");
    println!("|---|---:|---:|---:|");
    for row in rows {
        let show = |r: f64| {
            if row.per_unit {
                format!("{} ({})", show_time(r), show_rate(r, row.unit))
            } else {
                show_rate(r, row.unit)
            }
        };
        let (theirs, ratio) = match row.theirs.filter(|_| !gomoku_only) {
            Some(t) => (show(t), format!("{:.1}×", row.ours / t)),
            None => ("—".to_string(), "—".to_string()),
        };
        println!(
            "| {} | {} | {} | {} |",
            row.name,
            show(row.ours),
            theirs,
            ratio
        );
    }
}
