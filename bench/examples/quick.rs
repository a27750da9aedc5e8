//! A quick timing without criterion (for development).
use gomoku_bench::{Rng, midgame, random_playout};
use gomoku_referee::Rules;
use std::time::Instant;

fn main() {
    for (name, rules) in [("freestyle", Rules::freestyle()), ("renju", Rules::renju())] {
        let mut rng = Rng(42);
        let t = Instant::now();
        let mut moves = 0;
        let n = 2000;
        for _ in 0..n {
            moves += random_playout(rules, &mut rng);
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "{name}: {:.0} playouts/s, {:.1} moves avg",
            n as f64 / s,
            moves as f64 / n as f64
        );
    }
    let pos = midgame(30, 7);
    println!("{pos:#}");
    let t = Instant::now();
    let n = 2000;
    let mut c = 0;
    for _ in 0..n {
        c += std::hint::black_box(&pos).forbidden_points().len();
    }
    println!(
        "forbidden_points: {:.2} us ({} found)",
        t.elapsed().as_secs_f64() * 1e6 / n as f64,
        c / n
    );
    println!(
        "size_of Position = {}",
        std::mem::size_of::<gomoku_referee::Position>()
    );
}
