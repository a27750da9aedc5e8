//! A three-game match (RULES.md §8) between two named players: the first player
//! alternates from game to game, a clock gives each player 60 s a game plus 2 s a move
//! (and at most 10 s a move), the score counts a win 1 and a draw ½, and Elo ratings start
//! at 1200. The third game is played under swap, where the protocol decides the colours
//! and the match follows the players. The "thinking times" are made up (the library keeps
//! no wall clock: the caller measures and reports them).
//!
//! Run it with `cargo run -p gomoku-referee --example match`.

use core::time::Duration;

use gomoku_referee::{Clock, Color, Game, Match, Opening, Player, Point, Rules, TimeControl};

/// A made-up thinking time for move `n` of a player, in milliseconds.
fn think(n: usize, slow: bool) -> Duration {
    let base = [900, 1500, 400, 2300, 700][n % 5];
    Duration::from_millis(if slow { base * 3 + 4000 } else { base })
}

/// A plain player: the legal point next to the most stones, nearest the centre.
fn choose(game: &Game) -> Option<Point> {
    let pos = game.position();
    game.legal_moves().iter().max_by_key(|q| {
        let mut around = 0i32;
        for dy in -1i32..=1 {
            for dx in -1i32..=1 {
                let x = i64::from(q.x()) + i64::from(dx);
                let y = i64::from(q.y()) + i64::from(dy);
                around += i32::from(
                    Point::from_coords(x, y)
                        .and_then(|r| pos.stone_at(r))
                        .is_some(),
                );
            }
        }
        (
            around,
            -i32::from(q.x().abs_diff(7).max(q.y().abs_diff(7))),
            q.x(),
            q.y(),
        )
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut m = Match::new("Ann", "Bob");
    let control = TimeControl::budget(Duration::from_secs(60), Duration::from_secs(2))
        .with_per_move(Some(Duration::from_secs(10)));
    for number in 1..=3 {
        let first = m.names()[m.next_first()];
        let mut game = if number == 3 {
            let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap)?;
            for s in ["h8", "h9", "j9"] {
                g.place(s.parse()?)?;
            }
            g.choose(Color::Black)?; // the second player takes Black
            g
        } else {
            Game::new(Rules::freestyle())
        };
        let black = m.names()[m.next_player(game.player(Color::Black))];
        let white = m.names()[m.next_player(game.player(Color::White))];
        println!("game {number} ({control}): {first} plays first; Black {black}, White {white}");
        let mut clock = Clock::new(control)?;
        let mut n = 0;
        while !game.is_game_over() {
            let player = game.player(game.turn());
            // Bob slows down in game 2 until his budget runs out.
            let slow = number == 2 && m.names()[m.next_player(player)] == "Bob";
            let q = choose(&game).ok_or("no move left")?;
            if !clock.spend(player, think(n, slow))? {
                clock.end_game(&mut game)?;
                break;
            }
            game.play_at(q)?;
            n += 1;
        }
        let outcome = game.outcome().ok_or("over")?;
        let left = |p: Player| clock.remaining(p).map_or(0.0, |d| d.as_secs_f64());
        let record = m.record(&game)?;
        println!(
            "  {outcome} after {} moves; winner: {}; budget left: first player {:.1} s, second {:.1} s",
            game.moves().len(),
            record.winner.map_or("nobody", |w| m.names()[w]),
            left(Player::First),
            left(Player::Second),
        );
        let [a, b] = m.score();
        let [ra, rb] = m.ratings();
        println!("  score Ann {a} - {b} Bob; Elo Ann {ra:.1}, Bob {rb:.1}");
    }
    Ok(())
}
