//! The threat maps of both colours and of one colour on the 30-stone renju positions of
//! the `analysis` benchmark, timed as the best of many short batches: a figure that a
//! loaded machine disturbs less than the mean of `--bin analysis` (the 2 µs target of
//! issue 15 is for both colours).
//!
//! ```text
//! cargo run --release -p gomoku-bench --example threat_maps
//! ```

use std::hint::black_box;
use std::time::Instant;

fn main() {
    let games: Vec<_> = gomoku_bench::midgames()
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    let per_position = |t: Instant| t.elapsed().as_secs_f64() / (20.0 * games.len() as f64);
    let mut best = [f64::MAX; 2];
    for _ in 0..3000 {
        let t = Instant::now();
        for _ in 0..20 {
            for g in &games {
                black_box(black_box(g).threat_maps());
            }
        }
        best[0] = best[0].min(per_position(t));
        let t = Instant::now();
        for _ in 0..20 {
            for g in &games {
                black_box(black_box(g).threats(g.turn()));
            }
        }
        best[1] = best[1].min(per_position(t));
    }
    println!(
        "threat maps, best batch, per position ({} positions): both colours {:.2} µs, one colour {:.2} µs",
        games.len(),
        best[0] * 1e6,
        best[1] * 1e6
    );
}
