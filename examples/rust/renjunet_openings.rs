//! Reads a RenjuNet database and prints, per opening, the number of games, Black's score
//! and how many games ended by a forbidden move (replayed under renju).
//!
//! ```sh
//! cargo run --release -p gomoku-referee --features renjunet --example renjunet_openings -- FILE.rif
//! ```

use std::collections::BTreeMap;

use gomoku_referee::Termination;
use gomoku_referee::record::renjunet::RenjuNetReader;

#[derive(Default)]
struct Stats {
    games: u32,
    black_points: f64,
    forbidden: u32,
    refused: u32,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/data/records/sample-renjunet.rif".into());
    let mut per_opening: BTreeMap<String, Stats> = BTreeMap::new();
    let mut moves = 0usize;
    for game in RenjuNetReader::open(&path)? {
        let game = game?;
        let stats = per_opening
            .entry(game.opening.clone().unwrap_or_else(|| "?".into()))
            .or_default();
        stats.games += 1;
        stats.black_points += f64::from(game.black_score.unwrap_or(0.0));
        moves += game.record.moves().count();
        let rules = game.record.rules_or(gomoku_referee::Rules::renju())?;
        match game.record.replay_moves(rules) {
            Ok(played) => {
                if played.outcome().map(|o| o.termination) == Some(Termination::Forbidden) {
                    stats.forbidden += 1;
                }
            }
            Err(_) => stats.refused += 1,
        }
    }
    println!(
        "{:<24} {:>7} {:>12} {:>10} {:>8}",
        "opening", "games", "black score", "forbidden", "refused"
    );
    for (name, s) in &per_opening {
        let score = if s.games == 0 {
            0.0
        } else {
            100.0 * s.black_points / f64::from(s.games)
        };
        println!(
            "{name:<24} {:>7} {score:>11.1}% {:>10} {:>8}",
            s.games, s.forbidden, s.refused
        );
    }
    eprintln!("{moves} moves");
    Ok(())
}
