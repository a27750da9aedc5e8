//! A complete Renju game between two simple built-in players, printed move by move with
//! the board (Black's forbidden points marked `3`, `4`, `6`) and the result.
//!
//! When Black first has a forbidden point, the example shows what the rules do with it:
//! under renju's tournament rule Black may play it and loses at once (tried on a copy of
//! the position), and under the *reject* policy the same move is refused with a typed
//! error. Black's player then avoids it, and the game goes on to its end. The players are
//! deterministic: every run prints the same game.
//!
//! Run it with `cargo run -p gomoku-referee --example renju`.

use gomoku_referee::{Color, ForbiddenPolicy, Game, Point, Position, Rules, Setup};

/// A tiny deterministic pseudo-random generator (xorshift), so the game is the same on
/// every run.
struct Rng(u64);

/// The seed of the game shown: one in which Black meets forbidden points.
const SEED: u64 = 4;

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A simple player: win if it can, block the opponent's win, otherwise play next to the
/// stones with the most friends and foes around — never on its own forbidden points.
fn choose(pos: &Position, rng: &mut Rng) -> Option<Point> {
    let me = pos.turn();
    let forbidden = pos.forbidden_points();
    let candidates: Vec<Point> = pos
        .legal_moves()
        .iter()
        .filter(|&p| forbidden.get(p).is_none())
        .collect();
    let wins_for = |color: Color, p: Point| {
        // Ask the rules: play the point for `color` on a copy and see whether it wins.
        let mut copy = *pos;
        if color != me {
            // Look at the opponent's threats by letting him move here instead.
            let setup = Setup {
                black: *pos.stones(Color::Black),
                white: *pos.stones(Color::White),
                turn: color,
                captures: [0, 0],
            };
            match Position::from_setup(*pos.rules(), &setup) {
                Ok(p2) => copy = p2,
                Err(_) => return false,
            }
        }
        copy.play_at(p).is_ok() && copy.outcome().is_some_and(|o| o.winner == Some(color))
    };
    if let Some(&p) = candidates.iter().find(|&&p| wins_for(me, p)) {
        return Some(p);
    }
    if let Some(&p) = candidates.iter().find(|&&p| wins_for(!me, p)) {
        return Some(p);
    }
    let n = i32::from(pos.size());
    let mut score = |p: Point| {
        let mut s = 0i64;
        for dy in -2..=2i32 {
            for dx in -2..=2i32 {
                let (x, y) = (i32::from(p.x()) + dx, i32::from(p.y()) + dy);
                if (dx, dy) == (0, 0) || x < 0 || y < 0 || x >= n || y >= n {
                    continue;
                }
                let weight = if dx.abs() <= 1 && dy.abs() <= 1 { 3 } else { 1 };
                match Point::from_coords(x.into(), y.into()).and_then(|q| pos.stone_at(q)) {
                    Some(c) if c == me => s += 2 * weight,
                    Some(_) => s += weight,
                    None => {}
                }
            }
        }
        // Prefer the centre a little, and break ties at random.
        let centre = (i32::from(p.x()) - n / 2).abs() + (i32::from(p.y()) - n / 2).abs();
        s * 1000 - i64::from(centre) * 10 + (rng.next() % 10) as i64
    };
    candidates.into_iter().max_by_key(|&p| score(p))
}

/// The same stones and side to move, refereed by `rules`.
fn with_rules(pos: &Position, rules: Rules) -> Position {
    let setup = Setup {
        black: *pos.stones(Color::Black),
        white: *pos.stones(Color::White),
        turn: pos.turn(),
        captures: [0, 0],
    };
    Position::from_setup(rules, &setup).expect("the stones of a running game are a valid setup")
}

/// Shows what the rules do with Black's forbidden point `p`: punished under renju (the
/// move stands and Black loses), refused under the reject policy.
fn show_forbidden(pos: &Position, p: Point) {
    let mut punished = *pos;
    punished
        .play_at(p)
        .expect("renju lets Black play a forbidden point");
    let outcome = punished.outcome().expect("a forbidden move ends the game");
    println!(
        "   if Black played {p} here, renju would punish it: {} ({} wins by {})",
        outcome.result(),
        outcome.winner.expect("White wins"),
        outcome.termination
    );
    let mut strict = with_rules(
        pos,
        pos.rules().with_forbidden_policy(ForbiddenPolicy::Reject),
    );
    let refused = strict
        .play_at(p)
        .expect_err("the reject policy refuses a forbidden point");
    println!("   under the reject policy the move is refused: {refused}");
    println!("   Black's player keeps off it.");
}

fn main() {
    let mut game = Game::new(Rules::renju());
    let mut rng = Rng(SEED);
    let mut shown = false;
    while !game.is_game_over() {
        let forbidden = game.position().forbidden_points();
        if game.turn() == Color::Black && !forbidden.is_empty() {
            let list: Vec<String> = forbidden
                .iter()
                .map(|(p, k)| format!("{p} ({k})"))
                .collect();
            println!("   forbidden for Black: {}", list.join(", "));
            if !shown {
                let (p, _) = forbidden.iter().next().expect("not empty");
                show_forbidden(game.position(), p);
                shown = true;
            }
        }
        let Some(p) = choose(game.position(), &mut rng) else {
            println!(
                "{} has no move it is willing to play and resigns",
                game.turn()
            );
            let loser = game.turn();
            game.resign(loser).expect("the game is running");
            break;
        };
        let mover = game.turn();
        game.play_at(p).expect("the player chose a legal point");
        println!("{}. {mover} plays {p}", game.moves().len());
        println!("{:#}\n", game.position());
    }
    let outcome = game.outcome().expect("the game is over");
    let line = outcome
        .line
        .map(|l| {
            l.points()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    println!(
        "Result: {} by {} after {} moves {}",
        outcome.result(),
        outcome.termination,
        game.moves().len(),
        line
    );
}
