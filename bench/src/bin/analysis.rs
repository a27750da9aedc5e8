//! The analysis benchmarks of RULES.md §12 with a plain `std::time` timer, printed as
//! Markdown tables: the threat maps of both colours and the forbidden explanations on the
//! 30-stone renju positions of the other benchmarks, and the VCF search (fast and shortest
//! modes) over a fixed set of positions from clustered random renju games, both attackers,
//! with the median, p90 and maximum solve times and node counts, found and not found apart.
//!
//! ```text
//! cargo run --release -p gomoku-bench --bin analysis -- --secs 1 --positions 1000
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use gomoku_bench::{midgames, vcf_positions};
use gomoku_referee::{Position, VcfLimits, VcfMode, VcfResult};

fn per_call(budget: Duration, mut f: impl FnMut()) -> Duration {
    let warm = Instant::now();
    while warm.elapsed() < budget / 10 {
        f();
    }
    let start = Instant::now();
    let mut n = 0u32;
    while start.elapsed() < budget {
        for _ in 0..64 {
            f();
        }
        n += 64;
    }
    start.elapsed() / n
}

fn show(d: Duration) -> String {
    let ns = d.as_nanos() as f64;
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// The value at quantile `q` of sorted values.
fn quantile<T: Copy>(sorted: &[T], q: f64) -> T {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn main() {
    let mut secs = 1.0;
    let mut count = 1000;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--secs" => secs = args.next().and_then(|s| s.parse().ok()).expect("--secs N"),
            "--positions" => {
                count = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("--positions N")
            }
            other => panic!("unknown argument {other}"),
        }
    }
    let budget = Duration::from_secs_f64(secs);
    let games: Vec<Position> = midgames().into_iter().map(|(p, _)| p).collect();

    println!("| operation | time |");
    println!("|---|---:|");
    let t = per_call(budget, || {
        for pos in &games {
            black_box(black_box(pos).threat_maps());
        }
    }) / games.len() as u32;
    println!(
        "| threat maps of both colours, renju 30 stones, per position | {} |",
        show(t)
    );
    let t = per_call(budget, || {
        for pos in &games {
            black_box(black_box(pos).threats(pos.turn()));
        }
    }) / games.len() as u32;
    println!(
        "| threat map of one colour (Black), same positions | {} |",
        show(t)
    );
    let forbidden: Vec<_> = games
        .iter()
        .flat_map(|pos| {
            pos.forbidden_points()
                .iter()
                .map(move |(p, _)| (pos, p))
                .collect::<Vec<_>>()
        })
        .collect();
    let t = per_call(budget, || {
        for (pos, p) in &forbidden {
            black_box(black_box(pos).explain(*p));
        }
    }) / forbidden.len() as u32;
    println!(
        "| forbidden explanation, per forbidden point ({} points) | {} |",
        forbidden.len(),
        show(t)
    );
    let t = per_call(budget, || {
        for (pos, p) in &forbidden {
            black_box(black_box(pos).forbidden(*p));
        }
    }) / forbidden.len() as u32;
    println!(
        "| (the plain verdict `forbidden(p)` at the same points) | {} |",
        show(t)
    );

    let positions = vcf_positions(count);
    println!();
    println!(
        "VCF over {} positions from clustered random renju games (6–45 stones, Black and White attacking in turn), limits: 40 attacker moves, 10^6 nodes, 2^16 table entries.",
        positions.len()
    );
    println!();
    println!(
        "| mode | answer | positions | median | p90 | max | nodes median | nodes p90 | nodes max | mean attacker moves |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for mode in [VcfMode::Fast, VcfMode::Shortest] {
        let limits = VcfLimits {
            mode,
            ..VcfLimits::default()
        };
        let mut found = Vec::new();
        let mut none = Vec::new();
        let mut budget_hit = 0;
        for (pos, attacker) in &positions {
            // The best of three runs: the machine is shared.
            let mut best = Duration::MAX;
            let mut last = None;
            for _ in 0..3 {
                let start = Instant::now();
                let v = black_box(pos)
                    .vcf(*attacker, &limits)
                    .expect("renju, running");
                best = best.min(start.elapsed());
                last = Some(v);
            }
            let v = last.expect("three runs");
            match v.result {
                VcfResult::Found(line) => found.push((best, v.nodes, line.attacker_moves())),
                VcfResult::NotFound { stopped_by: None } => none.push((best, v.nodes, 0)),
                VcfResult::NotFound {
                    stopped_by: Some(_),
                } => budget_hit += 1,
            }
        }
        for (name, rows) in [("found", &mut found), ("none", &mut none)] {
            if rows.is_empty() {
                continue;
            }
            let mut times: Vec<Duration> = rows.iter().map(|r| r.0).collect();
            let mut nodes: Vec<u64> = rows.iter().map(|r| r.1).collect();
            times.sort();
            nodes.sort();
            let moves = rows.iter().map(|r| f64::from(r.2)).sum::<f64>() / rows.len() as f64;
            println!(
                "| {mode:?} | {name} | {} | {} | {} | {} | {} | {} | {} | {} |",
                rows.len(),
                show(quantile(&times, 0.5)),
                show(quantile(&times, 0.9)),
                show(*times.last().expect("not empty")),
                quantile(&nodes, 0.5),
                quantile(&nodes, 0.9),
                nodes.last().expect("not empty"),
                if name == "found" {
                    format!("{moves:.1}")
                } else {
                    "—".into()
                },
            );
        }
        if budget_hit > 0 {
            println!("| {mode:?} | stopped by a bound | {budget_hit} | | | | | | | |");
        }
    }
}
