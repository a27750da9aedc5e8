//! Reads a game from a move string and prints, after each move, the forbidden points of
//! the side to move; then the board and the outcome.
//!
//! ```text
//! cargo run -p gomoku-referee --example replay                                  # a Renju game
//! cargo run -p gomoku-referee --example replay -- "h8 h9 i8 i9 j8 j9 k8 k9 l8" freestyle
//! ```
//!
//! The first argument is the move list (`"h8 h9 i8"`, `"h8,h9"`, `pass`), the
//! second a rule set name (`renju`, `freestyle/19`, ...). A move that does not parse or
//! cannot be played stops the replay with the core's error, naming the move.

use std::error::Error;
use std::process::ExitCode;

use gomoku_referee::{ForbiddenPoints, Game, Move, Rules, parse_moves};

/// Black builds f8 g8 and h6 h7, which meet at h8: a double-three, forbidden under renju.
/// Black plays it anyway and, under renju, loses.
const EXAMPLE: &str = "f8 a1 g8 a3 h6 a5 h7 a7 h8";

/// `h8 double-three, ...` in board order, or `none`.
fn describe(forbidden: &ForbiddenPoints) -> String {
    if forbidden.is_empty() {
        return "none".to_owned();
    }
    let each: Vec<String> = forbidden
        .iter()
        .map(|(point, kind)| format!("{point} {kind}"))
        .collect();
    each.join(", ")
}

fn replay(rules: Rules, text: &str) -> Result<Game, Box<dyn Error>> {
    let moves: Vec<Move> = parse_moves(text).collect::<Result<_, _>>()?;
    let mut game = Game::new(rules);
    println!("rules: {rules}");
    for (number, mv) in moves.into_iter().enumerate() {
        let mover = game.turn();
        game.play(mv)
            .map_err(|e| format!("move {} ({mv}): {e}", number + 1))?;
        let forbidden = game.position().forbidden_points();
        println!(
            "{:3}. {mover} {mv:<4}  forbidden for {}: {}",
            number + 1,
            game.turn(),
            describe(&forbidden)
        );
    }
    Ok(game)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let text = args.next().unwrap_or_else(|| EXAMPLE.to_owned());
    let rules = match args.next().as_deref().unwrap_or("renju").parse::<Rules>() {
        Ok(rules) => rules,
        Err(e) => {
            eprintln!("replay: {e}");
            return ExitCode::FAILURE;
        }
    };
    match replay(rules, &text) {
        Ok(game) => {
            println!("\n{:#}", game.position());
            match game.outcome() {
                Some(outcome) => println!("outcome: {outcome}"),
                None => println!("outcome: none yet, {} to move", game.turn()),
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("replay: {e}");
            ExitCode::FAILURE
        }
    }
}
