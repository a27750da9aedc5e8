//! The native anchors of the JavaScript benchmarks (`bench/js/bench.mjs`, which runs this
//! first, in the same run): the random renju playouts of the `report` table (on a
//! `Position`), the same playouts through `Game` (the type the JavaScript `Game` wraps:
//! it keeps the history), and the renju mid-game `forbidden_points` workload, timed here
//! for about `SECS` seconds each (argument, default 1; rates per second of CPU time),
//! printed as one JSON object with the mid-games' moves, so that the JavaScript side
//! replays the same positions.
//!
//! ```text
//! cargo run --release -p gomoku-bench --example wasm_anchor -- 1
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use gomoku_bench::{Rng, midgames, random_playout};
use gomoku_referee::{Game, Point, Rules};

/// The CPU time this process has used, in seconds (Linux: `/proc/self/stat`'s user and
/// system ticks, at 100 a second), or `None` where it cannot be read.
fn cpu_secs() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's closing parenthesis: state is field 3, utime 14.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// Units of `f` per second of CPU time (of wall time where the CPU time cannot be read),
/// run for about `budget` of wall time after a warm-up of a tenth of it. CPU time, on
/// both sides of `bench/js/bench.mjs`, keeps the ratios meaningful on a shared machine,
/// where the wall time of one side and the other depends on what else runs then.
fn rate(budget: Duration, mut f: impl FnMut()) -> f64 {
    let warm = Instant::now();
    while warm.elapsed() < budget / 10 {
        f();
    }
    let (start, cpu) = (Instant::now(), cpu_secs());
    let mut n = 0u64;
    while start.elapsed() < budget {
        f();
        n += 1;
    }
    let secs = match (cpu, cpu_secs()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => start.elapsed().as_secs_f64(),
    };
    n as f64 / secs
}

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .map_or(1.0, |s| s.parse().expect("seconds"));
    let budget = Duration::from_secs_f64(secs);
    let mut rng = Rng(0x5eed);
    let mut moves = 0u64;
    let mut games = 0u64;
    let playouts = rate(budget, || {
        moves += random_playout(black_box(Rules::renju()), &mut rng) as u64;
        games += 1;
    });
    let cells: Vec<Point> = (0..225u8)
        .map(|i| Point::new(i % 15, i / 15).expect("a point"))
        .collect();
    let mut rng = Rng(0x5eed);
    let game_playouts = rate(budget, || {
        let mut game = Game::new(Rules::renju());
        let mut empties = cells.clone();
        while !empties.is_empty() && !game.is_game_over() {
            let p = empties.swap_remove(rng.below(empties.len()));
            let _ = black_box(game.play_at(p));
        }
        black_box(&game);
    });
    let positions = midgames();
    let mut i = 0;
    let forbidden = rate(budget, || {
        black_box(black_box(&positions[i % positions.len()].0).forbidden_points());
        i += 1;
    });
    let lists: Vec<String> = positions
        .iter()
        .map(|(_, moves)| {
            let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
            format!("\"{}\"", texts.join(" "))
        })
        .collect();
    println!(
        "{{\"renjuPlayoutsPerSec\": {playouts:.1}, \"gamePlayoutsPerSec\": {game_playouts:.1}, \"movesPerPlayout\": {:.2}, \"forbiddenPointsPerSec\": {forbidden:.1}, \"midgames\": [{}]}}",
        moves as f64 / games as f64,
        lists.join(", ")
    );
}
