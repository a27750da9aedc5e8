//! The threat maps of both colours and of one colour on the 30-stone renju positions of
//! the `analysis` benchmark, timed as the best of many short batches: a figure that a
//! loaded machine disturbs less than the mean of `--bin analysis` (the 2 µs target of
//! issue 15 is for both colours). Then the same maps kept by a `ThreatTracker` (issue 28,
//! goal ≤ 0.5 µs): per question, at each of these positions a bot's try of every empty
//! point within two of a stone (play, ask, undo, ask), and along the games that lead to
//! them (a question after every move).
//!
//! ```text
//! cargo run --release -p gomoku-bench --example threat_maps
//! cargo run --release -p gomoku-bench --example threat_maps -- kept   # the tracker alone
//! cargo run --release -p gomoku-bench --example threat_maps -- fresh  # its fresh anchor
//! cargo run --release -p gomoku-bench --example threat_maps -- kept tries  # the tries only
//! cargo run --release -p gomoku-bench --example threat_maps -- kept games  # the games only
//! ```
//!
//! The last two run one pass each, for callgrind: each tracker starts on the first
//! position of its sequence and is then asked about the others in `ask`, so that
//!
//! ```text
//! cargo build --profile bench -p gomoku-bench --example threat_maps
//! valgrind --tool=callgrind --toggle-collect='threat_maps::ask' \
//!     target/release/examples/threat_maps kept
//! ```
//!
//! counts the questions alone: divide the instructions collected by the number of
//! questions printed (`-- none`, the same pass without the questions, collects almost
//! nothing).

use std::hint::black_box;
use std::time::Instant;

use gomoku_referee::{Move, Point, Position, ThreatTracker};

/// The positions a bot asks about at `pos`: after each empty point within two of a stone,
/// and back.
fn tries(pos: &Position) -> Vec<Position> {
    let mut out = Vec::new();
    for p in pos.empty_points() {
        let stones = pos
            .stones(gomoku_referee::Color::Black)
            .union(pos.stones(gomoku_referee::Color::White));
        let near = stones.iter().any(|s| {
            (i32::from(s.x()) - i32::from(p.x())).abs() <= 2
                && (i32::from(s.y()) - i32::from(p.y())).abs() <= 2
        });
        let mut next = *pos;
        if near && next.play(Move::Place(p)).is_ok() {
            out.push(next);
            out.push(*pos);
        }
    }
    out
}

/// The positions along a game's moves from the empty board.
fn walk(start: &Position, moves: &[Point]) -> Vec<Position> {
    let mut pos = Position::new(*start.rules());
    let mut out = Vec::new();
    for &p in moves {
        pos.play(Move::Place(p)).expect("a move of the game");
        out.push(pos);
    }
    out
}

/// Asks `tracker` (`kept`), or the positions themselves (`fresh`), for the maps of each
/// position of `seq`; `none` only reads them.
#[inline(never)]
fn ask(tracker: &mut ThreatTracker, seq: &[Position], mode: &str) {
    for pos in seq {
        if mode == "kept" {
            black_box(tracker.maps(black_box(pos)));
        } else if mode == "none" {
            black_box(pos);
        } else {
            black_box(black_box(pos).threat_maps());
        }
    }
}

fn main() {
    let mid = gomoku_bench::midgames();
    let games: Vec<_> = mid.iter().map(|(p, _)| *p).collect();
    let search: Vec<Vec<Position>> = games.iter().map(tries).collect();
    let walks: Vec<Vec<Position>> = mid.iter().map(|(p, m)| walk(p, m)).collect();
    let questions = |seqs: &[Vec<Position>]| seqs.iter().map(Vec::len).sum::<usize>();
    let mode = std::env::args().nth(1);
    if let Some(mode) = mode.as_deref() {
        // One pass for callgrind: each tracker starts on the first position of its
        // sequence, and `ask` (which `--toggle-collect` isolates) asks about the others.
        let mut asked = 0;
        // `-- kept tries` or `-- kept games`: the one kind of sequence.
        let only = std::env::args().nth(2);
        let kinds = [("tries", &search), ("games", &walks)];
        for (_, seqs) in kinds
            .iter()
            .filter(|(kind, _)| only.as_deref().is_none_or(|o| o == *kind))
        {
            for seq in seqs.iter() {
                let Some((first, rest)) = seq.split_first() else {
                    continue;
                };
                let mut tracker = ThreatTracker::new();
                tracker.maps(first);
                ask(&mut tracker, rest, mode);
                asked += rest.len();
            }
        }
        println!("{mode}: {asked} questions");
        return;
    }
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
    // Kept: the best of many passes over each sequence, per question, beside the fresh
    // maps of the same positions.
    for (name, seqs) in [
        ("a bot's tries (play, ask, undo, ask)", &search),
        ("along the games", &walks),
    ] {
        let n = questions(seqs) as f64;
        let mut best = [f64::MAX; 2];
        for _ in 0..100 {
            let t = Instant::now();
            for seq in seqs {
                for pos in seq {
                    black_box(black_box(pos).threat_maps());
                }
            }
            best[0] = best[0].min(t.elapsed().as_secs_f64() / n);
            let mut trackers: Vec<ThreatTracker> = games
                .iter()
                .map(|g| {
                    let mut t = ThreatTracker::new();
                    t.maps(g);
                    t
                })
                .collect();
            let t = Instant::now();
            for (seq, tracker) in seqs.iter().zip(&mut trackers) {
                for pos in seq {
                    black_box(tracker.maps(black_box(pos)));
                }
            }
            best[1] = best[1].min(t.elapsed().as_secs_f64() / n);
        }
        println!(
            "{name}, per question ({} questions): fresh threat_maps {:.2} µs, ThreatTracker::maps {:.2} µs ({:.1}× faster)",
            n,
            best[0] * 1e6,
            best[1] * 1e6,
            best[0] / best[1]
        );
    }
}
