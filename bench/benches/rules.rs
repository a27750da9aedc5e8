//! Criterion benchmarks of the rules core, each next to the same operation on
//! `figrid-board` in the same group, so that the ratio is read off one run.
//!
//! Run with `cargo bench -p gomoku-bench`. The plain-timer table of the README comes from
//! `cargo run --release -p gomoku-bench --bin report`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput};
use figrid_board::{Board, RuleSet, renju};
use gomoku_bench::{
    MIDGAMES, Rng, cell, double_three_position, empty_points, figrid_board,
    figrid_forbidden_points, figrid_playout, figrid_stones, midgames, playout_rules,
    random_playout,
};
use gomoku_referee::{ForbiddenPolicy, Game, Point, Position, Rules};

/// Random playouts to the end of the game (playouts/s).
fn playouts(c: &mut Criterion) {
    for (name, rules, figrid_rules) in playout_rules() {
        let mut group = c.benchmark_group(format!("playout/{name}"));
        group.throughput(Throughput::Elements(1));
        group.bench_function("gomoku", |b| {
            let mut rng = Rng(42);
            b.iter(|| random_playout(black_box(rules), &mut rng));
        });
        group.bench_function("figrid-board", |b| {
            let mut rng = Rng(42);
            let mut board = Board::new();
            b.iter(|| figrid_playout(&mut board, black_box(figrid_rules), &mut rng));
        });
        group.finish();
    }
}

/// Recorded random freestyle games replayed into a new `Game` each, move by move, to the
/// end (moves/s): the core's share of a loop that plays games and keeps their history, as
/// the Python loop `game.push(...)` does. No anchor: `figrid-board` keeps no history.
fn game_replay(c: &mut Criterion) {
    let rules = Rules::freestyle();
    let mut rng = Rng(7);
    let games: Vec<Vec<Point>> = (0..64)
        .map(|_| {
            let mut game = Game::new(rules);
            let mut moves = Vec::new();
            while !game.is_game_over() {
                let legal = game.legal_moves();
                let p = legal.nth(rng.below(legal.len())).expect("a legal point");
                game.play_at(p).expect("a legal point");
                moves.push(p);
            }
            moves
        })
        .collect();
    let moves: usize = games.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group("game_replay");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("gomoku", |b| {
        b.iter(|| {
            for moves in &games {
                let mut game = Game::new(black_box(rules));
                for &p in moves {
                    game.play_at(p).expect("a recorded move");
                }
                black_box(&game);
            }
        });
    });
    group.finish();
}

/// Every forbidden point of mid-game renju positions (30 stones), from scratch
/// (positions/s).
fn forbidden_points(c: &mut Criterion) {
    let games = midgames();
    let mut group = c.benchmark_group("forbidden_points");
    group.throughput(Throughput::Elements(MIDGAMES as u64));
    group.bench_function("gomoku", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|(pos, _)| black_box(pos).forbidden_points().len())
                .sum::<usize>()
        });
    });
    let stones: Vec<_> = games.iter().map(|(pos, _)| figrid_stones(pos)).collect();
    group.bench_function("figrid-board", |b| {
        b.iter(|| {
            stones
                .iter()
                .map(|(black, white)| figrid_forbidden_points(black_box(black), white))
                .sum::<usize>()
        });
    });
    group.finish();
}

/// The judgement of one point: a double-three, and an ordinary point (judgements/s).
fn forbidden_point(c: &mut Criterion) {
    let (pos, double_three, ordinary) = double_three_position();
    let (black, white) = figrid_stones(&pos);
    for (name, p) in [("double-three", double_three), ("ordinary", ordinary)] {
        let mut group = c.benchmark_group(format!("forbidden/{name}"));
        group.throughput(Throughput::Elements(1));
        group.bench_function("gomoku", |b| {
            b.iter(|| black_box(&pos).forbidden(black_box(p)))
        });
        group.bench_function("figrid-board", |b| {
            b.iter(|| renju::foul(black_box(&black), &white, black_box(cell(p))))
        });
        group.finish();
    }
}

/// Playing a move and taking it back, on mid-game renju positions with Black to move,
/// cycling through the empty points (moves/s). Our undo is the copy of the position made
/// before the move; `Game` keeps a history and undoes by popping it. `figrid-board`'s
/// equivalent: `is_forbidden_for_side_to_move`, `make_move`, `check_win`, `undo_move`.
fn play_undo(c: &mut Criterion) {
    let (pos, moves) = &midgames()[0];
    let points = empty_points(pos);
    let mut group = c.benchmark_group("play+undo");
    group.throughput(Throughput::Elements(1));
    group.bench_function(BenchmarkId::new("gomoku", "copy+play"), |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % points.len();
            let mut next: Position = *black_box(pos);
            let played = next.play_at(points[i]);
            black_box((played.is_ok(), &next));
        });
    });
    group.bench_function(BenchmarkId::new("gomoku", "Game::play+undo"), |b| {
        let mut game = Game::from_position(*pos);
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % points.len();
            game.play_at(points[i])
                .expect("an empty point under the lose policy");
            black_box(game.position());
            game.undo().expect("a move to undo")
        });
    });
    // The same stones under the *reject* policy: `Game::play` refuses a forbidden point,
    // so the forbidden judge runs on every move (once since issue 11, not twice).
    let reject = Rules::renju().with_forbidden_policy(ForbiddenPolicy::Reject);
    let start = Position::from_setup(reject, &pos.to_setup()).expect("a valid setup");
    let legal: Vec<Point> = start.legal_moves().iter().collect();
    group.bench_function(BenchmarkId::new("gomoku", "Game::play+undo/reject"), |b| {
        let mut game = Game::from_position(start);
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % legal.len();
            game.play_at(legal[i]).expect("a legal point");
            black_box(game.position());
            game.undo().expect("a move to undo")
        });
    });
    group.bench_function(BenchmarkId::new("figrid-board", "make+undo"), |b| {
        let mut board = figrid_board(moves, RuleSet::Renju);
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % points.len();
            let mv = cell(points[i]);
            let forbidden = board.is_forbidden_for_side_to_move(mv);
            board.make_move(mv);
            let won = board.check_win(mv);
            black_box((forbidden, won));
            board.undo_move();
        });
    });
    group.finish();
}

/// Copying a position (copies/s): `Position` is `Copy`; `figrid-board`'s `Board` is
/// `Clone` with heap parts.
fn copy(c: &mut Criterion) {
    let (pos, moves) = &midgames()[0];
    let mut group = c.benchmark_group(format!(
        "copy (size_of::<Position>() = {} bytes)",
        size_of::<Position>()
    ));
    group.throughput(Throughput::Elements(1));
    group.bench_function("gomoku", |b| b.iter(|| *black_box(pos)));
    let board = figrid_board(moves, RuleSet::Renju);
    group.bench_function("figrid-board", |b| b.iter(|| black_box(&board).clone()));
    group.finish();
}

/// Position identity (RULES.md §10) on the 30-stone renju mid-game: the key (a field
/// read), the keys of the eight images, and the canonical form.
fn identity(c: &mut Criterion) {
    let (pos, _) = &midgames()[0];
    let mut group = c.benchmark_group("identity");
    group.throughput(Throughput::Elements(1));
    group.bench_function("key", |b| b.iter(|| black_box(pos).key()));
    group.bench_function("symmetric_keys", |b| {
        b.iter(|| black_box(pos).symmetric_keys())
    });
    group.bench_function("canonical", |b| b.iter(|| black_box(pos).canonical()));
    group.finish();
}

/// The analysis of RULES.md §12: threat maps of both colours, a forbidden explanation,
/// and VCF searches (fast and shortest) over a fixed set of positions.
fn analysis(c: &mut Criterion) {
    let games = midgames();
    let mut group = c.benchmark_group("analysis");
    group.throughput(Throughput::Elements(MIDGAMES as u64));
    group.bench_function("threat_maps", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|(pos, _)| black_box(pos).threat_maps()[0].three.len())
                .sum::<usize>()
        });
    });
    let forbidden: Vec<_> = games
        .iter()
        .flat_map(|(pos, _)| {
            pos.forbidden_points()
                .iter()
                .map(|(p, _)| (*pos, p))
                .collect::<Vec<_>>()
        })
        .collect();
    group.throughput(Throughput::Elements(forbidden.len() as u64));
    group.bench_function("explain", |b| {
        b.iter(|| {
            forbidden
                .iter()
                .filter_map(|(pos, p)| black_box(pos).explain(*p))
                .count()
        });
    });
    let positions = gomoku_bench::vcf_positions(200);
    group.throughput(Throughput::Elements(positions.len() as u64));
    for mode in [
        gomoku_referee::VcfMode::Fast,
        gomoku_referee::VcfMode::Shortest,
    ] {
        let limits = gomoku_referee::VcfLimits {
            mode,
            ..gomoku_referee::VcfLimits::default()
        };
        group.bench_function(BenchmarkId::new("vcf", format!("{mode:?}")), |b| {
            b.iter(|| {
                positions
                    .iter()
                    .filter(|(pos, attacker)| {
                        matches!(
                            black_box(pos).vcf(*attacker, &limits).map(|v| v.result),
                            Ok(gomoku_referee::VcfResult::Found(_))
                        )
                    })
                    .count()
            });
        });
    }
    group.finish();
}

fn main() {
    // What `criterion_group!` and `criterion_main!` expand to, written out so that every
    // item is documented.
    let mut c = Criterion::default().configure_from_args();
    playouts(&mut c);
    forbidden_points(&mut c);
    forbidden_point(&mut c);
    play_undo(&mut c);
    game_replay(&mut c);
    copy(&mut c);
    identity(&mut c);
    analysis(&mut c);
    c.final_summary();
}
