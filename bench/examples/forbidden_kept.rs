//! The renju action mask of a vector environment (issue 26): Black's forbidden points
//! after every move of random games, judged afresh (`Position::forbidden_points`) or kept
//! by a `ForbiddenTracker` from one question to the next, as `gomoku.VectorEnv` keeps one
//! per game. The games are played first (uniform legal moves, seeded); then one pass of
//! questions, for `valgrind --tool=callgrind`:
//!
//! ```text
//! cargo run --release -p gomoku-bench --example forbidden_kept -- fresh
//! cargo run --release -p gomoku-bench --example forbidden_kept -- kept
//! cargo run --release -p gomoku-bench --example forbidden_kept -- none   # the games alone
//! ```
//!
//! Instructions per question: the count of `fresh` or `kept` minus that of `none`,
//! divided by the number of questions printed. Every answer of the tracker is checked
//! against the fresh one in `check` mode.

use std::hint::black_box;

use gomoku_referee::{Color, ForbiddenTracker, Move, Position, Rules};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "kept".into());
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    // The games: every position, in order, game after game.
    let mut games = Vec::new();
    for _ in 0..64 {
        let mut pos = Position::new(Rules::renju());
        let mut game = vec![pos];
        while !pos.is_game_over() {
            let legal: Vec<_> = pos.legal_moves().iter().collect();
            let p = legal[(next() % legal.len() as u64) as usize];
            pos.play(Move::Place(p)).expect("a legal move");
            game.push(pos);
        }
        games.push(game);
    }
    let mut tracker = ForbiddenTracker::new();
    let (mut questions, mut found) = (0usize, 0usize);
    for game in &games {
        for pos in game {
            if pos.turn() != Color::Black || pos.is_game_over() {
                continue;
            }
            questions += 1;
            let points = match mode.as_str() {
                "fresh" => black_box(pos).forbidden_points(),
                "kept" => tracker.forbidden_points(black_box(pos)),
                "check" => {
                    let kept = tracker.forbidden_points(pos);
                    assert_eq!(kept, pos.forbidden_points(), "\n{pos}");
                    kept
                }
                _ => continue,
            };
            found += black_box(points).len();
        }
    }
    let moves: usize = games.iter().map(|g| g.len() - 1).sum();
    println!("{mode}: {questions} questions over {moves} moves, {found} forbidden points found");
}
