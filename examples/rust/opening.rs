//! Two tournament openings (RULES.md §7) played step by step, printing at each step who
//! acts and what is expected: a Soosõrv-8 renju game played on to its end, and a swap2
//! gomoku opening in which the second player places two more stones.
//!
//! Run it with `cargo run -p gomoku-referee --example opening`.

use gomoku_referee::{Color, Game, Opening, OpeningAction, Player, Point, Rules, Termination};

fn p(s: &str) -> Point {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Takes one opening action, after printing what the game expects of whom.
fn step(game: &mut Game, action: OpeningAction) -> Result<(), Box<dyn std::error::Error>> {
    let expected = game.expected().ok_or("the opening is over")?;
    println!("{expected:<80} -> {action}");
    game.act(action)?;
    Ok(())
}

/// A plain player for the rest of the game: a point that wins, else one that blocks the
/// opponent's win, else the legal point with the most stones around it (never one of its
/// own forbidden points).
fn choose(game: &Game) -> Option<Point> {
    let pos = game.position();
    let me = pos.turn();
    let forbidden = pos.forbidden_points();
    let legal: Vec<Point> = game
        .legal_moves()
        .iter()
        .filter(|&q| forbidden.get(q).is_none())
        .collect();
    let wins = |color: Color, q: Point| {
        let mut setup = gomoku_referee::Setup::new().with_turn(color);
        setup.black = *pos.stones(Color::Black);
        setup.white = *pos.stones(Color::White);
        gomoku_referee::Position::from_setup(*pos.rules(), &setup).is_ok_and(|mut copy| {
            copy.play_at(q).is_ok() && copy.outcome().is_some_and(|o| o.winner == Some(color))
        })
    };
    for color in [me, !me] {
        if let Some(&q) = legal.iter().find(|&&q| wins(color, q)) {
            return Some(q);
        }
    }
    legal.into_iter().max_by_key(|q| {
        let mut around = 0i32;
        for dy in -1i32..=1 {
            for dx in -1i32..=1 {
                let x = i32::from(q.x()) + dx;
                let y = i32::from(q.y()) + dy;
                if let Some(r) = Point::from_coords(i64::from(x), i64::from(y)) {
                    around += match pos.stone_at(r) {
                        Some(c) if c == me => 3,
                        Some(_) => 2,
                        None => 0,
                    };
                }
            }
        }
        // Ties go to the point nearest the centre, then the first in board order.
        (around, -i32::from(q.x().abs_diff(7).max(q.y().abs_diff(7))))
    })
}

fn soosorv() -> Result<(), Box<dyn std::error::Error>> {
    println!("== Soosõrv-8, renju ==");
    let mut game = Game::with_opening(Rules::renju(), Opening::soosorv(8)?)?;
    // Stones 1-3: a direct pattern (h8, h9, j10) by the tentative Black.
    for s in ["h8", "h9", "j10"] {
        step(&mut game, OpeningAction::Place(p(s)))?;
    }
    // A refusal says what was expected: the second player may only swap or keep now.
    if let Err(e) = game.place(p("a1")) {
        println!("(refused: {e})");
    }
    step(&mut game, OpeningAction::Swap)?; // the second player takes Black
    step(&mut game, OpeningAction::Place(p("i10")))?; // White's 4th, anywhere
    step(&mut game, OpeningAction::Declare(3))?; // White asks for three offers
    step(&mut game, OpeningAction::Keep)?;
    // (k11 would be refused: the stones are symmetric about the anti-diagonal through i9,
    // which maps g7 onto k11, RULES.md §7.)
    let offers: Vec<Point> = ["g7", "i7", "k12"].into_iter().map(p).collect();
    let expected = game.expected().ok_or("offers expected")?;
    println!("{expected:<80} -> offer g7 i7 k12");
    game.offer(&offers)?;
    step(&mut game, OpeningAction::Pick(p("i7")))?;
    println!(
        "opening over: Black is the {} player, White the {}; record: {}",
        game.player(Color::Black),
        game.player(Color::White),
        game.opening_actions()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    );
    while !game.is_game_over() {
        let q = choose(&game).ok_or("no move left")?;
        print!("{} {q}  ", game.turn());
        game.play_at(q)?;
    }
    println!();
    println!("{:#}", game.position());
    let outcome = game.outcome().ok_or("over")?;
    let winner = outcome.winner.map_or_else(
        || "nobody".to_owned(),
        |c| format!("{c} (the {} player)", game.player(c)),
    );
    println!(
        "{outcome}: {winner} wins after {} moves",
        game.moves().len()
    );
    assert_ne!(outcome.termination, Termination::Agreement);
    Ok(())
}

fn swap2() -> Result<(), Box<dyn std::error::Error>> {
    println!("\n== Swap2, freestyle gomoku ==");
    let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap2)?;
    for s in ["h8", "i9", "g9"] {
        step(&mut game, OpeningAction::Place(p(s)))?;
    }
    // The second player neither takes a colour nor lets it be: he places two more.
    step(&mut game, OpeningAction::Place(p("h10")))?;
    step(&mut game, OpeningAction::Place(p("i8")))?;
    step(&mut game, OpeningAction::Choose(Color::White))?; // the first player takes White
    assert_eq!(game.player(Color::White), Player::First);
    assert!(game.expected().is_none());
    println!(
        "opening over: White (the first player) plays the 6th; legal points: {}",
        game.legal_moves().len()
    );
    print!("{}", game.position());
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    soosorv()?;
    swap2()
}
